package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUnlinkGivesBackWhatWasThere: unlink after link leaves every host file
// as it was, byte for byte, where the user had an empty container or a file
// that held nothing. It dropped the container ("mcpServers": {} became {},
// an empty "hooks": {} in Claude's settings went) and wrote "{}" into an
// empty .mcp.json, and "{ }" came back as "{}". A file link created is still
// removed, and a link --dry-run records nothing.
func TestUnlinkGivesBackWhatWasThere(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	os.Mkdir(filepath.Join(ws, ".git"), 0o755)
	env := hostEnv(home, ws)
	files := map[string]string{
		filepath.Join(ws, ".mcp.json"):                              "",
		filepath.Join(ws, ".claude", "settings.json"):               "{\"hooks\": {}, \"model\": \"opus\"}\n",
		filepath.Join(ws, ".gemini", "settings.json"):               "{\n  \"mcpServers\": {},\n  \"theme\": \"dark\"\n}\n",
		filepath.Join(ws, ".cursor", "mcp.json"):                    "{ }\n",
		filepath.Join(ws, "opencode.json"):                          "{\n  \"$schema\": \"https://opencode.ai/config.json\",\n  \"mcp\": {}\n}\n",
		filepath.Join(home, ".claude", "settings.json"):             "{\n  \"hooks\": {\n    \"SessionStart\": []\n  }\n}\n",
		filepath.Join(home, ".gemini", "config", "mcp_config.json"): "{\"mcpServers\": {}}",
	}
	for p, text := range files {
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	record := filepath.Join(home, ".engram", "linked-files.json")
	if r := spawnCLI(t, ws, "", env, "link", "all", "--dry-run"); r.code != 0 || fileExists(record) {
		t.Fatalf("link --dry-run: exit %d, record %q: %s", r.code, readFileOr(record), r.stderr)
	}
	for _, args := range [][]string{{"link", "all"}, {"link", "--global", "claude"}, {"link", "--global", "antigravity"}} {
		if r := spawnCLI(t, ws, "", env, args...); r.code != 0 {
			t.Fatalf("%v: exit %d: %s%s", args, r.code, r.stdout, r.stderr)
		}
	}
	for p, text := range files {
		if readFileOr(p) == text {
			t.Fatalf("link left %s as it was: the test no longer links there", p)
		}
	}
	for _, args := range [][]string{{"unlink", "all"}, {"unlink", "--global", "claude"}, {"unlink", "--global", "antigravity"}} {
		if r := spawnCLI(t, ws, "", env, args...); r.code != 0 {
			t.Fatalf("%v: exit %d: %s%s", args, r.code, r.stdout, r.stderr)
		}
	}
	for p, text := range files {
		if got := readFileOr(p); got != text {
			t.Errorf("unlink left %s as %q, want %q as before link", p, got, text)
		}
	}
	for _, created := range []string{"CLAUDE.md", "AGENTS.md", "GEMINI.md", filepath.Join(".codex", "config.toml")} {
		if fileExists(filepath.Join(ws, created)) {
			t.Errorf("unlink kept %s, which link created", created)
		}
	}
	if rec := readFileOr(record); strings.Contains(rec, "before") {
		t.Errorf("unlink kept its notes of what the files held:\n%s", rec)
	}
}
