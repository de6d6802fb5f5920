package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLinkNoMCP: "By default, engram link <target> also installs the MCP
// registration" (the product page); --no-mcp opts out, on the spawned
// binary. Every host's instructions and the Claude hook are written, no MCP
// config is created or changed (an existing entry keeps its bytes), Claude's
// user-scope `claude mcp add` line is not printed, the Cursor plugin carries
// its rule alone, and unlink still removes what link wrote.
func TestLinkNoMCP(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	mine := "{\n  \"mcpServers\": {\n    \"engram\": {\"command\": \"/opt/my/engram-mcp\"}\n  }\n}\n"
	writeFile(t, filepath.Join(ws, ".mcp.json"), mine)
	for _, args := range [][]string{{"link", "all", "--no-mcp"}, {"link", "--global", "all", "--no-mcp"}} {
		r := spawnCLI(t, ws, "", env, args...)
		if r.code != 0 || !strings.Contains(r.stdout, "skipped   claude MCP: --no-mcp") || strings.Contains(r.stdout, "claude mcp add") {
			t.Fatalf("%v: code %d\n%s%s", args, r.code, r.stdout, r.stderr)
		}
	}
	if got := readFile(t, filepath.Join(ws, ".mcp.json")); got != mine {
		t.Errorf("--no-mcp changed .mcp.json:\n%s", got)
	}
	for _, p := range []string{
		filepath.Join(ws, ".gemini", "settings.json"), filepath.Join(ws, ".cursor", "mcp.json"),
		filepath.Join(ws, ".codex", "config.toml"), filepath.Join(ws, "opencode.json"), filepath.Join(ws, "opencode.jsonc"),
		filepath.Join(home, ".codex", "config.toml"), filepath.Join(home, ".gemini", "settings.json"),
		filepath.Join(home, ".gemini", "antigravity", "mcp_config.json"), filepath.Join(home, ".codeium", "windsurf", "mcp_config.json"),
		filepath.Join(home, ".config", "opencode", "opencode.json"), filepath.Join(home, ".cursor", "plugins", "local", "engram", "mcp.json"),
	} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("--no-mcp wrote %s:\n%s", p, readFile(t, p))
		}
	}
	for _, p := range []string{
		filepath.Join(ws, "CLAUDE.md"), filepath.Join(ws, ".claude", "settings.json"), filepath.Join(ws, "AGENTS.md"),
		filepath.Join(ws, "GEMINI.md"), filepath.Join(ws, ".cursor", "rules", "engram.mdc"), filepath.Join(ws, ".windsurf", "rules", "engram.md"),
		filepath.Join(home, ".claude", "CLAUDE.md"), filepath.Join(home, ".claude", "settings.json"),
	} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("--no-mcp did not write %s", p)
		}
	}
	for _, args := range [][]string{{"unlink", "all"}, {"unlink", "--global", "all"}} {
		if r := spawnCLI(t, ws, "", env, args...); r.code != 0 {
			t.Fatalf("%v: code %d\n%s%s", args, r.code, r.stdout, r.stderr)
		}
	}
	for _, p := range []string{filepath.Join(ws, "CLAUDE.md"), filepath.Join(ws, ".cursor", "rules", "engram.mdc"), filepath.Join(home, ".claude", "CLAUDE.md")} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("unlink left %s", p)
		}
	}
}
