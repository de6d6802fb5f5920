package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestLinkRemovesCreatedClaudeMDItEmpties: after 'engram link claude' then
// 'engram link --global claude', link --global says to run 'engram link
// claude' again to keep only the user-level block; that run took the block
// out of the CLAUDE.md link had created and left it empty (0 bytes) in the
// project, for the user to commit, and nothing removed it later. Link
// removes it now, as unlink removes a file it created and emptied, and
// keeps a CLAUDE.md the user had (TestClaudeInstructionsOnce).
func TestLinkRemovesCreatedClaudeMDItEmpties(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	for _, args := range [][]string{{"link", "claude"}, {"link", "--global", "claude"}} {
		if r := runCLI(t, ws, "", env, args...); r.code != 0 {
			t.Fatalf("%v: %+v", args, r)
		}
	}
	md := filepath.Join(ws, "CLAUDE.md")
	r := runCLI(t, ws, "", env, "link", "claude")
	if r.code != 0 || fileExists(md) || !strings.Contains(r.stdout, "removed   CLAUDE.md (the Engram block is already in ~/.claude/CLAUDE.md") {
		t.Fatalf("link claude left %q: %+v", readFileOr(md), r)
	}
	if rec := readFile(t, filepath.Join(home, ".engram", "linked-files.json")); strings.Contains(rec, md) {
		t.Errorf("the record still lists %s:\n%s", md, rec)
	}
	if r := runCLI(t, ws, "", env, "link", "claude"); r.code != 0 || fileExists(md) {
		t.Errorf("link again: %+v", r)
	}
}
