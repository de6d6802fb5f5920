package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestLinkLeavesAnotherToolsBlock: other tools named engram put their own
// text between the same <!-- engram:start --> / <!-- engram:end -->
// markers (learnings, checkpoint notes, a memory system's rules). Link
// replaced such a block with ours and unlink deleted it. Now it is the
// user's text: link adds ours beside it, unlink gives the file back as it
// was. engram 0.0.28's block ("# Engram", naming `engram_load`) and an
// emptied one are still ours, replaced by link and removed by unlink.
func TestLinkLeavesAnotherToolsBlock(t *testing.T) {
	t.Parallel()
	const user = "# Team rules\n\nUse tabs.\n"
	ours := strings.Join(instructionLines(), "\n") + "\n"
	for _, c := range []struct {
		name, block string
		theirs      bool
	}{
		{"learnings", "<!-- engram:start -->\n## Engram Memory\n\nLearnings from past development work:\n- CLAUDE.md is updated in place.\n<!-- engram:end -->\n", true},
		{"checkpoint", "<!-- engram:start -->\n\n### Recent decisions\n- 2026-02-25: keep SQLite\n<!-- engram:end -->\n", true},
		{"another # Engram", "<!-- engram:start -->\n# Engram\n\nCorrections you must follow.\n<!-- engram:end -->\n", true},
		{"engram 0.0.28", "<!-- engram:start -->\n# Engram\n\nEngram memory may arrive through hooks and MCP.\n\nUse MCP tools when present: `engram_load`, `engram_search`.\n<!-- engram:end -->\n", false},
		{"emptied", "<!-- engram:start -->\n\n<!-- engram:end -->\n", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			home, ws := t.TempDir(), t.TempDir()
			env := hostEnv(home, ws)
			p := filepath.Join(ws, "AGENTS.md")
			orig := user + "\n" + c.block
			writeFile(t, p, orig)
			if r := spawnCLI(t, ws, "", env, "link", "codex", "--no-mcp"); r.code != 0 {
				t.Fatalf("link: %+v", r)
			}
			want := user + "\n" + ours
			if c.theirs {
				want = orig + "\n" + ours
			}
			if got := readFile(t, p); got != want {
				t.Errorf("after link:\n%s", unifiedDiff("AGENTS.md", []byte(want), []byte(got)))
			}
			if r := spawnCLI(t, ws, "", env, "unlink", "codex"); r.code != 0 {
				t.Fatalf("unlink: %+v", r)
			}
			want = user
			if c.theirs {
				want = orig
			}
			if got := readFile(t, p); got != want {
				t.Errorf("after unlink:\n%s", unifiedDiff("AGENTS.md", []byte(want), []byte(got)))
			}
		})
	}
}

// TestLinkKeepsAnotherToolsRuleFile: a .cursor/rules/engram.mdc another
// tool wrote with the same markers is not Engram's: link skips it (--force
// replaces it) and unlink keeps it.
func TestLinkKeepsAnotherToolsRuleFile(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	p := filepath.Join(ws, ".cursor", "rules", "engram.mdc")
	const theirs = "---\nalwaysApply: true\n---\n<!-- engram:start -->\n## Engram Memory\n\nLearnings: keep SQLite.\n<!-- engram:end -->\n"
	writeFile(t, p, theirs)
	r := spawnCLI(t, ws, "", env, "link", "cursor")
	if r.code != 0 || readFile(t, p) != theirs || !strings.Contains(r.stdout, "skipped   .cursor/rules/engram.mdc: not written by engram") {
		t.Fatalf("link replaced another tool's rule file: %+v\n%s", r, readFile(t, p))
	}
	if r := spawnCLI(t, ws, "", env, "unlink", "cursor"); r.code != 0 || !fileExists(p) || readFile(t, p) != theirs {
		t.Errorf("unlink removed another tool's rule file: %+v", r)
	}
}
