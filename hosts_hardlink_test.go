package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLinkWritesThroughHardLink: a host config with a second name (a hard
// link from a dotfiles folder, or AGENTS.md made one file with CLAUDE.md)
// was replaced by a rename, so the other name kept the old text: the
// dotfiles copy lacked Engram's entry after link and kept it after unlink.
// Both names now show every edit, unlink gives the user's bytes back, the
// file keeps its one inode, and no copy of the old text is left beside it.
func TestLinkWritesThroughHardLink(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, file, other, text, want string
		args                          []string
	}{
		{"dotfiles settings.json", "~/.gemini/settings.json", "~/dotfiles/gemini.json", "{\r\n  // mine\r\n  \"theme\": \"x\"\r\n}\r\n", `"engram"`, []string{"--global", "gemini"}},
		{"codex config.toml", "~/.codex/config.toml", "~/dotfiles/codex.toml", "# mine\nmodel = \"o3\"\n", "[mcp_servers.engram]", []string{"--global", "codex"}},
		{"AGENTS.md with CLAUDE.md", "CLAUDE.md", "AGENTS.md", "# Team rules\n\nRun make test.\n", "engram:start", []string{"claude", "codex"}},
		{".mcp.json", ".mcp.json", "shared/mcp.json", "{\n  \"mcpServers\": {\n    \"db\": {\"command\": \"pg-mcp\"}\n  }\n}\n", `"engram"`, []string{"claude"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			home, ws := t.TempDir(), t.TempDir()
			file, other := hostFileAt(home, ws, c.file), hostFileAt(home, ws, c.other)
			writeFile(t, other, c.text)
			if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.Link(other, file); err != nil {
				t.Skipf("no hard links here: %v", err)
			}
			env := hostEnv(home, ws)
			for _, cmd := range []string{"link", "upgrade", "unlink"} {
				r := runCLI(t, ws, "", env, append([]string{cmd}, c.args...)...)
				if r.code != 0 {
					t.Fatalf("%s: %+v", cmd, r)
				}
				a, b := readFile(t, file), readFile(t, other)
				fa, errA := os.Stat(file)
				fb, errB := os.Stat(other)
				if errA != nil || errB != nil || !os.SameFile(fa, fb) || a != b {
					t.Fatalf("after %s the two names differ:\n%s\n---\n%s", cmd, a, b)
				}
				if cmd == "link" && !strings.Contains(b, c.want) {
					t.Errorf("link left %s without Engram's part:\n%s", c.other, b)
				}
			}
			if got := readFile(t, other); got != c.text {
				t.Errorf("unlink left %q, want the user's %q", got, c.text)
			}
			for _, dir := range []string{filepath.Dir(file), filepath.Dir(other)} {
				names, _ := os.ReadDir(dir)
				for _, n := range names {
					if strings.Contains(n.Name(), "engram-") {
						t.Errorf("left %s in %s", n.Name(), dir)
					}
				}
			}
		})
	}
}

// TestUnlinkEmptiesHardLinkedCreatedFile: a file link created that the
// user gave a second name since is emptied, not removed: removing this
// name left the other holding Engram's entry.
func TestUnlinkEmptiesHardLinkedCreatedFile(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	if r := runCLI(t, ws, "", env, "link", "cursor"); r.code != 0 {
		t.Fatalf("link: %+v", r)
	}
	file, other := filepath.Join(ws, ".cursor", "mcp.json"), filepath.Join(home, "kept-mcp.json")
	if err := os.Link(file, other); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	if r := runCLI(t, ws, "", env, "unlink", "cursor"); r.code != 0 {
		t.Fatalf("unlink: %+v", r)
	}
	if got := readFile(t, other); strings.Contains(got, "engram") || !isEmptied([]byte(got)) {
		t.Errorf("the other name still holds %q", got)
	}
}
