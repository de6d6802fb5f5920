package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoteSealsFileUnreadableNamed: a working/.engram-seals that cannot be
// read (over its cap, a folder) makes every note of its store unsealed.
// Every report blamed each note ("not written by engram on this machine,
// or changed since"), never the file, so the human was sent to read each
// note for one file's fault; each now names the seals file and 'engram
// rehash' as the remedy, and the notes are kept for it.
func TestNoteSealsFileUnreadableNamed(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		plant func(t *testing.T, seals string)
	}{
		{"over its cap", func(t *testing.T, seals string) {
			if err := os.Truncate(seals, maxNoteSealsBytes+1); err != nil { // sparse: no 64 MB written
				t.Fatal(err)
			}
		}},
		{"a folder", func(t *testing.T, seals string) {
			if err := os.Remove(seals); err != nil {
				t.Fatal(err)
			}
			os.Mkdir(seals, 0o755)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ws, env := exampleWorkspace(t), scratchEnv(t)
			run := func(args ...string) cliResult {
				t.Helper()
				return spawnCLI(t, ws, "", env, args...)
			}
			const mine = "the staging billing queue drains before each deploy"
			if r := run("note", "--force", mine); r.code != 0 {
				t.Fatalf("note: exit %d %s", r.code, r.stderr)
			}
			seals := filepath.Join(storeDir(ws), filepath.FromSlash(noteSealsFile))
			tc.plant(t, seals)
			for _, args := range [][]string{{"load", "billing queue deploy"}, {"status"}, {"verify"}, {"doctor"}, {"notes"}} {
				r := run(args...)
				if !strings.Contains(r.stdout, "working/.engram-seals cannot be read") || !strings.Contains(r.stdout, "'engram rehash' writes it anew") {
					t.Errorf("%v: the unreadable seals file is not named with its remedy (exit %d):\n%s%s", args, r.code, r.stdout, r.stderr)
				}
			}
			if tc.name == "a folder" {
				os.Remove(seals) // rehash writes the file; a folder stays the human's to remove
			}
			if r := run("rehash"); r.code != 0 {
				t.Fatalf("rehash: exit %d %s%s", r.code, r.stdout, r.stderr)
			}
			if r := run("load", "billing queue deploy"); !strings.Contains(r.stdout, mine) || strings.Contains(r.stdout, "unsealed") {
				t.Errorf("load after rehash: the note did not come back:\n%s%s", r.stdout, r.stderr)
			}
		})
	}
}

// TestRehashManyNotesReadable: rehash seals every note present, and the
// seals file it wrote must be one reads accept. Capped at 4 MB like the
// small bookkeeping files, 19,000 notes (~230 bytes a line) made a file no
// read accepted: rehash said each "reads load it from now on", and every
// note was then skipped as unsealed.
func TestRehashManyNotesReadable(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 20,000 notes")
	}
	t.Parallel()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	if r := spawnCLI(t, ws, "", env, "note", "--force", "the staging billing queue drains before each deploy"); r.code != 0 {
		t.Fatalf("note: exit %d %s", r.code, r.stderr)
	}
	dir := filepath.Join(storeDir(ws), workingDir)
	names, _ := filepath.Glob(filepath.Join(dir, "*.md"))
	if len(names) != 1 {
		t.Fatalf("want one note, found %v", names)
	}
	src, _ := os.ReadFile(names[0])
	id := strings.TrimSuffix(filepath.Base(names[0]), ".md")
	const n = 20000
	for i := range n {
		other := fmt.Sprintf("note-%05d-a-slug-as-long-as-an-agent-writes-for-a-note-about-the-build-here", i)
		if err := os.WriteFile(filepath.Join(dir, other+".md"), []byte(strings.ReplaceAll(string(src), id, other)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if r := spawnCLI(t, ws, "", env, "rehash"); r.code != 0 {
		t.Fatalf("rehash: exit %d %s", r.code, r.stderr)
	}
	if fi, err := os.Stat(filepath.Join(dir, noteSealsName)); err != nil || fi.Size() <= maxSmallFileBytes {
		t.Fatalf("the seals file should be over the 4 MB of the small files here: %v %v", fi, err)
	}
	r := spawnCLI(t, ws, "", env, "status")
	if want := fmt.Sprintf("working notes: %d\n", n+1); !strings.Contains(r.stdout, want) || strings.Contains(r.stdout, "unsealed") {
		t.Errorf("status after rehash: want %q and no unsealed note:\n%.2000s", want, r.stdout)
	}
}
