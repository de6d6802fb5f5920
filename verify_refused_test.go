package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVerifyFailsOnARefusedStore: a project whose .agents/.engram is a
// symbolic link (a clone's, or a pull request's that swapped the folder for
// one) has its store refused: nothing of it is read. 'engram verify' there
// printed "no store found (run 'engram init')" (init refuses the link) and
// "verified 0 memory files: all hashes match", exit 0, so a CI job passed a
// store it never looked at, with or without a global store beside it. It
// fails as rehash does: the refusal, exit 4, nothing said to match.
func TestVerifyFailsOnARefusedStore(t *testing.T) {
	t.Parallel()
	home, ws, elsewhere := t.TempDir(), t.TempDir(), t.TempDir()
	env := hostEnv(home, elsewhere)
	if r := spawnCLI(t, elsewhere, "", env, "init"); r.code != 0 {
		t.Fatalf("init: %+v", r)
	}
	if r := spawnCLI(t, elsewhere, "", env, "save", "--force", "Always run make test before committing"); r.code != 0 {
		t.Fatalf("save: %+v", r)
	}
	if err := os.MkdirAll(filepath.Join(ws, ".agents"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(storeDir(elsewhere), storeDir(ws)); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	env = hostEnv(home, ws)
	for _, global := range []bool{false, true} {
		if global {
			if r := spawnCLI(t, ws, "", env, "init", "--global"); r.code != 0 {
				t.Fatalf("init --global: %+v", r)
			}
		}
		for _, args := range [][]string{{"verify"}, {"verify", "--json"}} {
			r := spawnCLI(t, ws, "", env, args...)
			if r.code != exitIntegrity || !strings.Contains(r.stderr, "the store folder is refused") || strings.Contains(r.stdout, "all hashes match") {
				t.Errorf("%v with a global store %v: %+v", args, global, r)
			}
		}
	}
}
