package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFolderWhereAFileGoes: a folder at the path of a file a write replaces
// (a clone's working/.engram-seals/ or working/note-x.md/) made the rename
// fail after the journal was in place. The write failed with "rename …:
// file exists" and left the journal and its temp files, and every later
// write of the store, a save included, failed "finishing an interrupted
// write" with no remedy. Now the write is refused before anything changes,
// naming the folder, and the store takes the next write.
func TestFolderWhereAFileGoes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, folder string
		args         []string
	}{
		{"seals, note", "working/.engram-seals", []string{"note", "--force", "the billing migration is half done, resume at step 4"}},
		{"seals, rehash", "working/.engram-seals", []string{"rehash"}},
		{"note file", "working/note-x.md", []string{"note", "--force", "x"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			ws := fixtureWorkspace(t)
			env := scratchEnv(t)
			if c.args[0] == "rehash" {
				if r := runCLI(t, ws, "", env, "note", "--force", "the refunds table migration resumes at step 5"); r.code != 0 {
					t.Fatalf("note: %d %s", r.code, r.stderr)
				}
				os.Remove(filepath.Join(storeDir(ws), filepath.FromSlash(c.folder)))
			}
			folder := filepath.Join(storeDir(ws), filepath.FromSlash(c.folder))
			if err := os.MkdirAll(filepath.Join(folder, "planted"), 0o755); err != nil {
				t.Fatal(err)
			}
			r := runCLI(t, ws, "", env, c.args...)
			// rehash still records the durable memories' hashes: the seals
			// it cannot write are a warning, as for a link in their place.
			refused := r.code != 0 && strings.Contains(r.stderr, "nothing was written")
			if c.args[0] == "rehash" {
				refused = r.code == 0 && strings.Contains(r.stdout, "working notes not sealed")
			}
			if !refused || !strings.Contains(r.stdout+r.stderr, folder+" is a folder") {
				t.Fatalf("%v: code %d\n%s%s", c.args, r.code, r.stdout, r.stderr)
			}
			if _, err := os.Lstat(filepath.Join(storeDir(ws), journalFile)); err == nil {
				t.Fatalf("%v left the journal", c.args)
			}
			temps, _ := filepath.Glob(filepath.Join(storeDir(ws), "working", tmpPrefix+"*"))
			if len(temps) > 0 {
				t.Fatalf("%v left temp files: %v", c.args, temps)
			}
			if r := runCLI(t, ws, "", env, "save", "--force", "Never commit generated protobuf code to the repository"); r.code != 0 {
				t.Fatalf("the next save: code %d\n%s%s", r.code, r.stdout, r.stderr)
			}
		})
	}
}
