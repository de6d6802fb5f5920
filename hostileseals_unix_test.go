//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestSealsNotAFileSaysRemoveIt: a clone's FIFO, folder or link at
// working/.engram-seals is refused by every note write and by rehash, yet
// the write named it without a remedy and the reads said "'engram rehash'
// writes it anew", which rehash then refused: a circle. Each now says to
// remove it, and once it is gone rehash and the note come back.
func TestSealsNotAFileSaysRemoveIt(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		plant func(seals string) error
	}{
		{"fifo", func(seals string) error { return syscall.Mkfifo(seals, 0o644) }},
		{"folder", func(seals string) error { return os.Mkdir(seals, 0o755) }},
		{"link", func(seals string) error { return os.Symlink("/dev/null", seals) }},
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
			if err := os.Remove(seals); err != nil {
				t.Fatal(err)
			}
			if err := tc.plant(seals); err != nil {
				t.Fatal(err)
			}
			if r := run("note", "--force", "the refunds table migration resumes at step 5"); r.code == 0 || !strings.Contains(r.stderr, "nothing was written") || !saysRemoveIt(r.stderr) {
				t.Errorf("note over a planted seals file: exit %d, want a refusal that says to remove it:\n%s%s", r.code, r.stdout, r.stderr)
			}
			for _, args := range [][]string{{"rehash"}, {"load", "billing queue deploy"}, {"status"}, {"doctor"}, {"notes"}} {
				if r := run(args...); !saysRemoveIt(r.stdout + r.stderr) {
					t.Errorf("%v: the planted seals file's remedy is not to remove it (exit %d):\n%s%s", args, r.code, r.stdout, r.stderr)
				}
			}
			if err := os.Remove(seals); err != nil {
				t.Fatal(err)
			}
			if r := run("rehash"); r.code != 0 || strings.Contains(r.stdout, "not sealed") {
				t.Fatalf("rehash after removal: exit %d %s%s", r.code, r.stdout, r.stderr)
			}
			if r := run("load", "billing queue deploy"); !strings.Contains(r.stdout, mine) {
				t.Errorf("load after rehash: the note did not come back:\n%s%s", r.stdout, r.stderr)
			}
		})
	}
}

// saysRemoveIt: the remedy of a thing in the seals file's place (a folder's
// says to move it away, which is as good).
func saysRemoveIt(out string) bool {
	for _, s := range []string{"remove it", "remove the seals file", "move it away", "move the folder away"} {
		if strings.Contains(out, s) {
			return true
		}
	}
	return false
}
