package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
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
			at := func(p string) string { return hostFileAt(home, ws, p) }
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

// TestAnotherEngramBinaryOnPath: the other tool's README has users write the
// bare `engram mcp` (Claude Code, Cursor, Windsurf, Antigravity, Gemini CLI),
// which reads as Engram's own. Which program the host starts is the `engram`
// on its PATH: where that is a Go program built from another module, the
// entry is that tool's, told from its build info without running it. Link
// skips it, unlink and upgrade leave it, doctor names it. With Engram's
// binary there, or none, the entry is Engram's and unlink removes it.
func TestAnotherEngramBinaryOnPath(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	t.Parallel()
	theirs, ours, none := buildOtherEngram(t), t.TempDir(), t.TempDir()
	exe := "engram"
	if runtime.GOOS == "windows" {
		exe += ".exe"
	}
	if err := os.Symlink(testBinary, filepath.Join(ours, exe)); err != nil {
		t.Skip("no symlinks here")
	}
	for _, c := range []struct {
		name, config, src string
		args              []string
	}{
		{"gemini", ".gemini/settings.json", "{\n  \"mcpServers\": {\n    \"engram\": {\"command\": \"engram\", \"args\": [\"mcp\"]}\n  }\n}\n", []string{"gemini"}},
		{"codex", ".codex/config.toml", "[mcp_servers.engram]\ncommand = \"engram\"\nargs = [\"mcp\"]\n", []string{"codex"}},
		{"cursor", ".cursor/mcp.json", `{"mcpServers": {"engram": {"command": "engram", "args": ["mcp"]}}}`, []string{"cursor"}},
	} {
		for _, path := range []string{theirs, ours, none} {
			home, ws := t.TempDir(), t.TempDir()
			env := append(hostEnv(home, ws), "PATH="+path)
			cfg := filepath.Join(ws, filepath.FromSlash(c.config))
			writeFile(t, cfg, c.src)
			if path != theirs {
				if r := runCLI(t, ws, "", env, append([]string{"unlink"}, c.args...)...); r.code != 0 || strings.Contains(readFileOr(cfg), "engram") {
					t.Errorf("%s: unlink left Engram's own bare engram mcp (engram on PATH: %s): %+v\n%s", c.name, path, r, readFileOr(cfg))
				}
				continue
			}
			r := runCLI(t, ws, "", env, append([]string{"link"}, c.args...)...)
			if r.code != 0 || !strings.Contains(r.stdout, `runs "engram mcp", another tool named engram`) {
				t.Errorf("%s: link did not leave the other tool's engram: %+v", c.name, r)
			}
			for _, cmd := range []string{"upgrade", "unlink"} {
				args := []string{cmd}
				if cmd == "unlink" {
					args = append(args, c.args...)
				}
				runCLI(t, ws, "", env, args...)
			}
			if got := readFileOr(cfg); got != c.src {
				t.Errorf("%s: link, upgrade or unlink changed the other tool's entry:\n%s", c.name, got)
			}
			if d := runCLI(t, ws, "", env, "doctor"); !strings.Contains(d.stdout, "runs another tool named engram") {
				t.Errorf("%s: doctor did not name the other tool:\n%s", c.name, d.stdout)
			}
		}
	}
}

// buildOtherEngram builds a Go program named engram from another module (the
// other tool's) into a new folder, and returns the folder.
func buildOtherEngram(t *testing.T) string {
	t.Helper()
	src, dir := t.TempDir(), t.TempDir()
	writeFile(t, filepath.Join(src, "go.mod"), "module github.com/Gentleman-Programming/engram\n\ngo 1.21\n")
	writeFile(t, filepath.Join(src, "main.go"), "package main\n\nfunc main() {}\n")
	exe := "engram"
	if runtime.GOOS == "windows" {
		exe += ".exe"
	}
	cmd := exec.Command("go", "build", "-o", filepath.Join(dir, exe), ".")
	cmd.Dir, cmd.Env = src, append(os.Environ(), "GOWORK=off", "GOFLAGS=")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return dir
}

// TestHookBesideAnotherEngramOnPath: with the other tool's engram first on
// PATH and Engram's engram-mcp after it, link registered engram-mcp (right)
// and the hook `engram hook session-start`, which starts the other program
// at every session. The hook is now the npx form of Engram's package.
func TestHookBesideAnotherEngramOnPath(t *testing.T) {
	if testing.Short() || runtime.GOOS == "windows" {
		t.Skip("builds a binary; the rule is the same on Windows")
	}
	t.Parallel()
	theirs := buildOtherEngram(t)
	ours := t.TempDir()
	if err := os.Symlink(testBinary, filepath.Join(ours, "engram-mcp")); err != nil {
		t.Skip("no symlinks here")
	}
	for _, c := range []struct {
		path, want string
	}{
		{theirs + string(os.PathListSeparator) + ours, `"npx -y --package @the-long-ride/engram`},
		{ours, `"engram hook session-start"`},
	} {
		home, ws := t.TempDir(), t.TempDir()
		r := runCLI(t, ws, "", append(hostEnv(home, ws), "PATH="+c.path), "link", "claude")
		got := readFileOr(filepath.Join(ws, ".claude", "settings.json"))
		if r.code != 0 || !strings.Contains(got, c.want) || !strings.Contains(readFileOr(filepath.Join(ws, ".mcp.json")), `"engram-mcp"`) {
			t.Errorf("PATH %s: want the hook %s and the server engram-mcp: %+v\n%s", c.path, c.want, r, got)
		}
	}
}
