package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestUnlinkGeminiKeepsBlockForOldAntigravity: Antigravity before 2.0 reads
// its servers from ~/.gemini/antigravity/mcp_config.json and its rules
// from ~/.gemini/GEMINI.md, as Gemini CLI does. 'engram unlink --global
// gemini' counted only the newer file when it asked whether another host
// still relies on the shared block, so a user of both whose Antigravity
// has Engram in the older file lost the block. Now it is kept while that
// file runs Engram, and 'engram unlink --global antigravity', which the
// kept line names, removes both; another program's server there keeps
// nothing.
func TestUnlinkGeminiKeepsBlockForOldAntigravity(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, legacy string
		kept         bool
	}{
		{"engram in the old file", `{"mcpServers": {"engram": {"command": "npx", "args": ["-y", "--package", "@the-long-ride/engram@0.0.28", "engram-mcp"]}}}`, true},
		{"another program's server", `{"mcpServers": {"engram": {"command": "python", "args": ["-m", "mine"]}}}`, false},
		{"no old file", "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			home, ws := t.TempDir(), t.TempDir()
			env := hostEnv(home, ws)
			if r := runCLI(t, ws, "", env, "link", "--global", "gemini"); r.code != 0 {
				t.Fatalf("link: %+v", r)
			}
			legacy, md := filepath.Join(home, ".gemini", "antigravity", "mcp_config.json"), filepath.Join(home, ".gemini", "GEMINI.md")
			if c.legacy != "" {
				writeFile(t, legacy, c.legacy)
			}
			r := runCLI(t, ws, "", env, "unlink", "--global", "gemini")
			kept := strings.Contains(readFileOr(md), "engram:start")
			if r.code != 0 || kept != c.kept || kept != strings.Contains(r.stdout, "kept      ~/.gemini/GEMINI.md: Antigravity reads") {
				t.Fatalf("unlink gemini beside %q: block kept %v, want %v: %+v", c.legacy, kept, c.kept, r)
			}
			if !c.kept {
				return
			}
			r = runCLI(t, ws, "", env, "unlink", "--global", "antigravity")
			if r.code != 0 || strings.Contains(readFileOr(md), "engram:start") || strings.Contains(readFileOr(legacy), "engram") {
				t.Errorf("unlink antigravity left Engram's block or entry: %+v\n%s", r, readFileOr(legacy))
			}
		})
	}
}
