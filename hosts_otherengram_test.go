package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestAnotherEngramServerIsLeftAlone: Gentleman Programming's engram, another
// memory server, is also a program named engram, and its setup registers it
// under the name "engram" as `engram mcp --tools=agent` (Gemini CLI, Codex,
// OpenCode; its Claude Code plugin's .mcp.json the same). Engram took that for
// its own `engram mcp`: link and upgrade re-pinned it to engram-mcp, so that
// tool's agent lost its memory server, unlink deleted it, and doctor counted it
// as Engram's. Each row is that entry as the tool writes it, in each host's
// format, beside other settings; link, upgrade and unlink leave the file byte
// for byte, link says why, and doctor names it. The last rows are Engram's own
// `engram mcp` with the options its server reads: still Engram's.
func TestAnotherEngramServerIsLeftAlone(t *testing.T) {
	t.Parallel()
	theirs := []struct {
		name, config, src, block string
		args                     []string
	}{
		{"gemini global", "~/.gemini/settings.json", "{\n  \"mcpServers\": {\n    \"engram\": {\n      \"args\": [\n        \"mcp\",\n        \"--tools=agent\"\n      ],\n      \"command\": \"engram\"\n    }\n  },\n  \"theme\": \"Default\"\n}", "~/.gemini/GEMINI.md", []string{"gemini", "--global"}},
		{"gemini", ".gemini/settings.json", "{\n  // theirs\n  \"mcpServers\": {\"engram\": {\"command\": \"engram\", \"args\": [\"mcp\", \"--tools\", \"agent\"]}},\n}\n", "GEMINI.md", []string{"gemini"}},
		{"codex global", "~/.codex/config.toml", "model_instructions_file = \"/h/.codex/engram-instructions.md\"\n\n[mcp_servers.engram]\ncommand = \"engram\"\nargs = [\"mcp\", \"--tools=agent\"]\n", "~/.codex/AGENTS.md", []string{"codex", "--global"}},
		{"opencode global", "~/.config/opencode/opencode.json", "{\n  \"mcp\": {\n    \"engram\": {\n      \"command\": [\n        \"engram\",\n        \"mcp\",\n        \"--tools=agent\"\n      ],\n      \"enabled\": true,\n      \"type\": \"local\"\n    }\n  }\n}", "~/.config/opencode/AGENTS.md", []string{"opencode", "--global"}},
		{"claude", ".mcp.json", "{\n  \"mcpServers\": {\n    \"engram\": {\n      \"command\": \"engram\",\n      \"args\": [\"mcp\", \"--tools=agent\"]\n    }\n  }\n}\n", "CLAUDE.md", []string{"claude"}},
		{"cursor", ".cursor/mcp.json", `{"mcpServers": {"engram": {"command": "/opt/homebrew/bin/engram", "args": ["mcp", "--tools=agent,admin"]}}}`, ".cursor/rules/engram.mdc", []string{"cursor"}},
		{"antigravity global", "~/.gemini/config/mcp_config.json", `{"mcpServers": {"engram": {"command": "engram.exe", "args": ["mcp", "--tools=agent"]}}}`, "~/.gemini/GEMINI.md", []string{"antigravity", "--global"}},
		{"windsurf global", "~/.codeium/windsurf/mcp_config.json", `{"mcpServers": {"engram": {"command": "engram", "args": ["mcp", "--tools=agent"]}}}`, "~/.codeium/windsurf/memories/global_rules.md", []string{"windsurf", "--global"}},
	}
	for _, c := range theirs {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			home, ws := t.TempDir(), t.TempDir()
			at := func(p string) string {
				if rest, ok := strings.CutPrefix(p, "~/"); ok {
					return filepath.Join(home, filepath.FromSlash(rest))
				}
				return filepath.Join(ws, filepath.FromSlash(p))
			}
			env := hostEnv(home, ws)
			writeFile(t, at(c.config), c.src)
			r := runCLI(t, ws, "", env, append([]string{"link"}, c.args...)...)
			if r.code != 0 || !strings.Contains(r.stdout, "another tool named engram, not Engram, so Engram is not registered here") {
				t.Errorf("link did not say it left the other engram server: %+v", r)
			}
			if _, err := os.Stat(at(c.block)); err == nil {
				t.Errorf("link wrote %s, which names tools the other server lacks", c.block)
			}
			for _, cmd := range []string{"upgrade", "unlink"} {
				args := append([]string{cmd}, c.args...)
				if cmd == "upgrade" && slices.Contains(c.args, "--global") {
					args = []string{cmd, "--global"}
				} else if cmd == "upgrade" {
					args = []string{cmd}
				}
				runCLI(t, ws, "", env, args...)
				if got := readFile(t, at(c.config)); got != c.src {
					t.Fatalf("%s changed the other tool's server:\n%s", cmd, got)
				}
			}
			d := runCLI(t, ws, "", env, "doctor")
			if !strings.Contains(d.stdout, "runs another tool named engram") || strings.Contains(d.stdout, "register engram") || strings.Contains(d.stdout, "host.codex_approval") {
				t.Errorf("doctor did not tell the other engram server from Engram's:\n%s", d.stdout)
			}
		})
	}
	// Engram's own `engram mcp`, with the options its server reads, is
	// still Engram's: unlink removes it.
	for _, args := range []string{`["mcp"]`, `["mcp", "--workspace", "/w", "--no-elicitation"]`, `["mcp", "--always-load=true", "-workspace=/w"]`} {
		home, ws := t.TempDir(), t.TempDir()
		env := hostEnv(home, ws)
		cfg := filepath.Join(ws, ".gemini", "settings.json")
		writeFile(t, cfg, `{"mcpServers": {"engram": {"command": "engram", "args": `+args+`}}}`)
		if r := runCLI(t, ws, "", env, "unlink", "gemini"); r.code != 0 || strings.Contains(readFile(t, cfg), "engram") {
			t.Errorf("unlink left Engram's own engram mcp %s: %+v\n%s", args, r, readFile(t, cfg))
		}
	}
}
