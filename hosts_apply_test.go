package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Link is all or nothing, Claude's files are strict JSON, the hook resolves
// like the server, the instruction block is written once, unlink removes what
// link created, and doctor sees the user-scope entry and risky allowlists
// (issues 18 and 19). Each spawns the binary in a scratch home and workspace.

// filesUnder lists the regular files below dir, relative to it.
func filesUnder(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	return out
}

func TestLinkIsAllOrNothing(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	bad := "{\n  \"mcpServers\": {\n    \"a\": 1,,\n  }\n}\n"
	writeFile(t, filepath.Join(ws, ".mcp.json"), bad)
	r := runCLI(t, ws, "", hostEnv(home, ws), "link", "claude")
	if r.code != exitConfig || !strings.Contains(r.stderr, ".mcp.json:3:") || !strings.Contains(r.stderr, "nothing was written") {
		t.Fatalf("code %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if strings.Contains(r.stdout, "created") || strings.Contains(r.stdout, "updated") {
		t.Fatalf("link reported writes:\n%s", r.stdout)
	}
	if got := filesUnder(t, ws); len(got) != 1 || got[0] != ".mcp.json" || readFile(t, filepath.Join(ws, ".mcp.json")) != bad {
		t.Fatalf("workspace after a refused link: %v", got)
	}
}

func TestClaudeSettingsAreStrictJSON(t *testing.T) {
	t.Parallel()
	for name, src := range map[string]string{
		"comment":        "{\n  // mine\n  \"model\": \"opus\"\n}\n",
		"trailing comma": "{\n  \"model\": \"opus\",\n}\n",
	} {
		t.Run(name, func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			p := filepath.Join(ws, ".claude", "settings.json")
			writeFile(t, p, src)
			r := runCLI(t, ws, "", hostEnv(home, ws), "link", "claude")
			if r.code != exitConfig || !strings.Contains(r.stderr, filepath.Join(".claude", "settings.json")+":") {
				t.Fatalf("code %d\n%s%s", r.code, r.stdout, r.stderr)
			}
			if readFile(t, p) != src {
				t.Fatal("settings.json was rewritten")
			}
			if _, err := os.Stat(filepath.Join(ws, ".mcp.json")); err == nil {
				t.Fatal(".mcp.json written although settings.json was refused")
			}
			checks, _ := doctorStatuses(t, ws, hostEnv(home, ws))
			if c := checks["host.claude_settings"]; c.Status != statusFail || !strings.Contains(c.Message, p+":") {
				t.Fatalf("doctor host.claude_settings = %+v", c)
			}
		})
	}
}

// TestHookCommandFollowsServer: without engram-mcp on PATH the server is
// the npx form, and so is the hook (a bare engram would not resolve).
func TestHookCommandFollowsServer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, path, server, hook string
	}{
		{"on PATH", filepath.Dir(testServerBinary), `"command": "engram-mcp"`, `"command": "engram hook session-start"`},
		{"npx", "/nonexistent", `"command": "npx"`, `"command": "npx -y --package @the-long-ride/engram engram hook session-start"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			env := append(hostEnv(home, ws), "PATH="+c.path)
			if r := runCLI(t, ws, "", env, "link", "claude"); r.code != 0 {
				t.Fatalf("code %d\n%s", r.code, r.stderr)
			}
			if s := readFile(t, filepath.Join(ws, ".mcp.json")); !strings.Contains(s, c.server) {
				t.Fatalf(".mcp.json:\n%s", s)
			}
			if s := readFile(t, filepath.Join(ws, ".claude", "settings.json")); !strings.Contains(s, c.hook) {
				t.Fatalf("settings.json:\n%s", s)
			}
			if r := runCLI(t, ws, "", env, "unlink", "claude"); r.code != 0 {
				t.Fatalf("unlink: code %d\n%s", r.code, r.stderr)
			}
			if _, err := os.Stat(filepath.Join(ws, ".claude", "settings.json")); err == nil {
				t.Fatalf("unlink left the hook file it created:\n%s", readFile(t, filepath.Join(ws, ".claude", "settings.json")))
			}
		})
	}
}

// TestClaudeInstructionsOnce: with both scopes linked the model reads the
// block once, whichever order the links ran in.
func TestClaudeInstructionsOnce(t *testing.T) {
	t.Parallel()
	count := func(t *testing.T, home, ws string) int {
		n := 0
		for _, p := range []string{filepath.Join(home, ".claude", "CLAUDE.md"), filepath.Join(ws, "CLAUDE.md")} {
			if b, err := os.ReadFile(p); err == nil {
				n += strings.Count(string(b), mdBlockStart)
			}
		}
		return n
	}
	t.Run("global first", func(t *testing.T) {
		home, ws := t.TempDir(), t.TempDir()
		runCLI(t, ws, "", hostEnv(home, ws), "link", "--global", "claude")
		runCLI(t, ws, "", hostEnv(home, ws), "link", "claude")
		if n := count(t, home, ws); n != 1 {
			t.Fatalf("%d blocks", n)
		}
	})
	t.Run("workspace first", func(t *testing.T) {
		home, ws := t.TempDir(), t.TempDir()
		writeFile(t, filepath.Join(ws, "CLAUDE.md"), "# Project\n")
		runCLI(t, ws, "", hostEnv(home, ws), "link", "claude")
		g := runCLI(t, ws, "", hostEnv(home, ws), "link", "--global", "claude")
		if !strings.Contains(g.stdout, "./CLAUDE.md also holds the Engram block") {
			t.Fatalf("no note:\n%s", g.stdout)
		}
		r := runCLI(t, ws, "", hostEnv(home, ws), "link", "claude")
		if n := count(t, home, ws); n != 1 || !strings.Contains(r.stdout, "already in ~/.claude/CLAUDE.md") {
			t.Fatalf("%d blocks\n%s", n, r.stdout)
		}
		if got := readFile(t, filepath.Join(ws, "CLAUDE.md")); got != "# Project\n" {
			t.Fatalf("CLAUDE.md:\n%q", got)
		}
	})
}

// TestClaudeUserScope: unlink --global prints the matching remove command;
// doctor reads ~/.claude.json for the user-scope entry.
func TestClaudeUserScope(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := append(hostEnv(home, ws), "PATH="+filepath.Dir(testServerBinary))
	runCLI(t, ws, "", env, "link", "--global", "claude")
	checks, _ := doctorStatuses(t, ws, env)
	if c := checks["host.claude.global"]; c.Status != statusWarn || !strings.Contains(c.Remedy, "claude mcp add --scope user") {
		t.Fatalf("without the entry: %+v", c)
	}
	writeFile(t, filepath.Join(home, ".claude.json"), `{"numStartups": 3, "mcpServers": {"engram": {"type": "stdio", "command": "engram-mcp", "args": [], "env": {}}}}`)
	checks, _ = doctorStatuses(t, ws, env)
	if c := checks["host.claude.global"]; c.Status != statusPass || !strings.Contains(c.Message, "engram runs engram-mcp") {
		t.Fatalf("with the entry: %+v", c)
	}
	r := runCLI(t, ws, "", env, "unlink", "--global", "claude")
	if !strings.Contains(r.stdout, "run: claude mcp remove --scope user engram") {
		t.Fatalf("unlink --global claude:\n%s", r.stdout)
	}
}

func TestDoctorClaudeAllowlist(t *testing.T) {
	t.Parallel()
	cases := []struct {
		rule, id string
	}{
		{"Bash(engram:*)", "host.claude_cli_allowlist"},
		{"Bash(engram commit:*)", "host.claude_cli_allowlist"},
		{"Bash(engram save:*)", "host.claude_cli_allowlist"},
		{"Bash(engram ss -f)", "host.claude_cli_allowlist"},
		{"Bash(engram save-session --force:*)", "host.claude_cli_allowlist"},
		// promote --force writes a durable memory, forget --force removes
		// one, note --force writes a note: each skips its approval too.
		{"Bash(engram promote:*)", "host.claude_cli_allowlist"},
		{"Bash(engram forget:*)", "host.claude_cli_allowlist"},
		{"Bash(engram note:*)", "host.claude_cli_allowlist"},
		{"Bash(engram notes:*)", ""},
		// --interactive takes the approval from the agent's pipe.
		{"Bash(engram save --interactive:*)", "host.claude_cli_allowlist"},
		{"Bash(engram save-session --interactive)", "host.claude_cli_allowlist"},
		{"Bash(engram ss --interactive:*)", "host.claude_cli_allowlist"},
		{"Bash(engram note --interactive:*)", "host.claude_cli_allowlist"},
		{"Bash(engram promote * --interactive)", "host.claude_cli_allowlist"},
		{"Bash(engram forget * --interactive)", "host.claude_cli_allowlist"},
		{"Bash(engram save --json:*)", ""},
		{"Bash(npx -y --package @the-long-ride/engram engram:*)", "host.claude_cli_allowlist"},
		{"Bash(*)", "host.claude_cli_allowlist"},
		{"mcp__engram__*", "host.claude_commit_allowlist"},
		{"Bash(engram load:*)", ""},
		{"Bash(engram search *)", ""},
		{"Bash(npm test:*)", ""},
		{"mcp__engram__engram_load", ""},
	}
	for _, c := range cases {
		t.Run(c.rule, func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			writeFile(t, filepath.Join(ws, ".claude", "settings.local.json"), `{"permissions": {"allow": [`+quoteJSON(c.rule)+`]}}`)
			checks, code := doctorStatuses(t, ws, hostEnv(home, ws))
			for _, id := range []string{"host.claude_cli_allowlist", "host.claude_commit_allowlist"} {
				got := checks[id]
				if id == c.id && (got.Status != statusFail || got.Remedy == "" || code != exitError) {
					t.Fatalf("%s = %+v (exit %d)", id, got, code)
				}
				if id != c.id && got.Status == statusFail {
					t.Fatalf("%s fails on %q: %+v", id, c.rule, got)
				}
			}
		})
	}
}

// TestUnlinkRemovesWhatLinkCreated: unlink of everything leaves no `{}` or
// empty file that link created, keeps files the user had (even empty), and
// keeps a created file the user has since written into.
func TestUnlinkRemovesWhatLinkCreated(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := append(hostEnv(home, ws), "PATH=/nonexistent")
	writeFile(t, filepath.Join(ws, "GEMINI.md"), "")
	for _, args := range [][]string{{"link", "all"}, {"link", "--global", "all"}} {
		if r := runCLI(t, ws, "", env, args...); r.code != 0 {
			t.Fatalf("%v: code %d\n%s", args, r.code, r.stderr)
		}
	}
	writeFile(t, filepath.Join(ws, "AGENTS.md"), readFile(t, filepath.Join(ws, "AGENTS.md"))+"\n# Mine\n")
	for _, args := range [][]string{{"unlink", "all"}, {"unlink", "--global", "all"}} {
		if r := runCLI(t, ws, "", env, args...); r.code != 0 {
			t.Fatalf("%v: code %d\n%s", args, r.code, r.stderr)
		}
	}
	if got := strings.Join(filesUnder(t, ws), " "); got != "AGENTS.md GEMINI.md" {
		t.Fatalf("workspace after unlink: %s", got)
	}
	if got := readFile(t, filepath.Join(ws, "AGENTS.md")); strings.Contains(got, "engram") || !strings.Contains(got, "# Mine") {
		t.Fatalf("AGENTS.md:\n%s", got)
	}
	if got := strings.Join(filesUnder(t, home), " "); got != ".engram/linked-files.json" {
		t.Fatalf("home after unlink: %s", got)
	}
	if got := readFile(t, filepath.Join(home, ".engram", "linked-files.json")); strings.Contains(got, ws) && !strings.Contains(got, "AGENTS.md") {
		t.Fatalf("record:\n%s", got)
	}
}

// TestDoctorStrictMCPJSON: Claude Code reads .mcp.json as strict JSON, so a
// comment there fails doctor with file:line, not "no host is linked".
func TestDoctorStrictMCPJSON(t *testing.T) {
	t.Parallel()
	for name, src := range map[string]string{
		"comment":    "{\n  // mine\n  \"mcpServers\": {\"engram\": {\"command\": \"engram-mcp\"}}\n}\n",
		"unparsable": "{\n  \"mcpServers\": {,\n}\n",
	} {
		t.Run(name, func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			writeFile(t, filepath.Join(ws, ".mcp.json"), src)
			checks, code := doctorStatuses(t, ws, hostEnv(home, ws))
			if c := checks["host.claude"]; c.Status != statusFail || !strings.Contains(c.Message, ".mcp.json:2:") || code != exitError {
				t.Fatalf("host.claude = %+v (exit %d)", c, code)
			}
			if c := checks["host.engram_linkage"]; strings.Contains(c.Message, "no host has") {
				t.Fatalf("linkage says %q although .mcp.json failed", c.Message)
			}
		})
	}
}

// TestIsEmptied: only a file with nothing of the user's left counts as
// emptied (OpenCode adds "$schema" to a config it reads).
func TestIsEmptied(t *testing.T) {
	t.Parallel()
	for src, want := range map[string]bool{
		"": true, "\n": true, "{}\n": true, "{\n}\n": true,
		`{"$schema": "https://opencode.ai/config.json"}`: true,
		`{"$schema": "x", "model": "y"}`:                 false,
		"{\n  // mine\n}\n":                              false,
		"# Agents\n":                                     false,
	} {
		if got := isEmptied([]byte(src)); got != want {
			t.Errorf("isEmptied(%q) = %v, want %v", src, got, want)
		}
	}
}

// TestLinkAliasMatchesCommand: link creates engram-mcp next to a lone
// engram; the entry names engram-mcp only when that folder is on PATH, and
// otherwise the message says why hosts get npx (issue 18 item 7). A link
// that is refused creates no alias.
//
// It is not parallel: it writes an executable and runs it, and a process
// that another test forks meanwhile would inherit the still-open file and
// make the exec fail with "text file busy" (golang.org/issue/22315).
func TestLinkAliasMatchesCommand(t *testing.T) {
	exe := ""
	if runtime.GOOS == "windows" {
		exe = ".exe"
	}
	data, err := os.ReadFile(testBinary)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, server, hook, stderr string
		onPath, refused            bool
	}{
		{"on PATH", `"command": "engram-mcp"`, `"command": "engram hook session-start"`, "created ", true, false},
		{"not on PATH", `"command": "npx"`, `npx -y --package @the-long-ride/engram engram hook session-start`, "its folder is not on PATH, so hosts start the server through npx", false, false},
		{"refused", "", "", "nothing was written", true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir, home, ws := t.TempDir(), t.TempDir(), t.TempDir()
			lone := filepath.Join(dir, "engram"+exe)
			if err := os.WriteFile(lone, data, 0o755); err != nil {
				t.Fatal(err)
			}
			path := "/nonexistent"
			if c.onPath {
				path = dir
			}
			if c.refused {
				writeFile(t, filepath.Join(ws, ".mcp.json"), "{,}")
			}
			cmd := exec.Command(lone, "link", "claude")
			cmd.Dir = ws
			cmd.Env = append(hostEnv(home, ws), "PATH="+path)
			var stdout, stderr strings.Builder
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			cmd.Run()
			if !strings.Contains(stderr.String(), c.stderr) {
				t.Fatalf("stderr %q, want %q", stderr.String(), c.stderr)
			}
			_, aliasErr := os.Stat(filepath.Join(dir, "engram-mcp"+exe))
			if c.refused {
				if aliasErr == nil {
					t.Fatal("a refused link created engram-mcp")
				}
				return
			}
			if aliasErr != nil {
				t.Fatal("engram-mcp was not created")
			}
			if s := readFile(t, filepath.Join(ws, ".mcp.json")); !strings.Contains(s, c.server) {
				t.Fatalf(".mcp.json:\n%s", s)
			}
			if s := readFile(t, filepath.Join(ws, ".claude", "settings.json")); !strings.Contains(s, c.hook) {
				t.Fatalf("settings.json:\n%s", s)
			}
		})
	}
}
