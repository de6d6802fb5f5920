package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestServerFlagSpellings: engram-mcp reads its flags in every spelling Go's
// flag package gives engram's own commands, on the spawned binary: a host
// config that writes -no-elicitation or --no-elicitation=true must keep the
// chat approval flow (product page: "engram-mcp --no-elicitation keeps the
// chat approval_token flow"), where the server ignored them as unknown and
// sent the approval dialog. A value that is no boolean is still an unknown
// option, ignored with the hint.
func TestServerFlagSpellings(t *testing.T) {
	t.Parallel()
	const (
		initialize = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"elicitation":{"form":{}}},"clientInfo":{"name":"t","version":"1"}}}` + "\n" +
			`{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n"
		list = `{"jsonrpc":"2.0","id":2,"method":"tools/list"}` + "\n"
		save = `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"engram_save","arguments":{"text":"The billing worker runs on three replicas in production"}}}` + "\n"
		hint = "ignoring unknown option"
	)
	for _, c := range []struct {
		args                 []string
		alwaysLoad, noElicit bool
		hinted               bool
	}{
		{args: nil},
		{args: []string{"--always-load"}, alwaysLoad: true},
		{args: []string{"-always-load"}, alwaysLoad: true},
		{args: []string{"--always-load=true"}, alwaysLoad: true},
		{args: []string{"--always-load=false"}},
		{args: []string{"--no-elicitation"}, noElicit: true},
		{args: []string{"-no-elicitation"}, noElicit: true},
		{args: []string{"--no-elicitation=1"}, noElicit: true},
		{args: []string{"-no-elicitation=false"}},
		{args: []string{"--no-elicitation=yes"}, hinted: true},
		{args: []string{"-workspace", "WS", "-always-load", "--no-elicitation"}, alwaysLoad: true, noElicit: true},
		{args: []string{"--workspace=WS", "--no-elicitation=true"}, noElicit: true},
		{args: []string{"--frobnicate"}, hinted: true},
	} {
		ws := t.TempDir()
		if r := runCLI(t, ws, "", nil, "init"); r.code != 0 {
			t.Fatalf("init: %d %s", r.code, r.stderr)
		}
		args := []string{"mcp"}
		for _, a := range c.args {
			args = append(args, strings.ReplaceAll(a, "WS", ws))
		}
		// The dialog, when the server opens one, waits for an answer the
		// client never sends: a short timeout ends it in the token flow.
		r := spawnCLI(t, ws, initialize+list+save, []string{"ENGRAM_ELICITATION_TIMEOUT=200ms"}, args...)
		gotAlways := strings.Contains(r.stdout, `"anthropic/alwaysLoad":true`)
		gotDialog := strings.Contains(r.stdout, `"method":"elicitation/create"`)
		gotHint := strings.Contains(r.stderr, hint)
		if gotAlways != c.alwaysLoad || gotDialog == c.noElicit || gotHint != c.hinted || !strings.Contains(r.stdout, `"id":3`) {
			t.Errorf("engram-mcp %q: alwaysLoad %v (want %v), dialog %v (want %v), hint %v (want %v)\nstdout %s\nstderr %s",
				c.args, gotAlways, c.alwaysLoad, gotDialog, !c.noElicit, gotHint, c.hinted, r.stdout, r.stderr)
		}
	}
}

// TestServerHelpSaysWhatAlwaysLoadDoes: 'engram mcp --help' said
// --always-load "loads the session-start memories on the first request", which
// the server never did: it only marks engram_load with
// _meta["anthropic/alwaysLoad"] in tools/list (engram-mcp.md), so Claude
// Code loads the tool's definition up front (walk47).
func TestServerHelpSaysWhatAlwaysLoadDoes(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"mcp", "--help"}, {"help", "mcp"}} {
		r := spawnCLI(t, t.TempDir(), "", nil, args...)
		if r.code != 0 || !strings.Contains(r.stdout, "--always-load       mark engram_load for Claude Code to load up front (_meta anthropic/alwaysLoad") || strings.Contains(r.stdout, "first request") {
			t.Errorf("%v: %+v", args, r)
		}
	}
}

// TestServerRefusesMissingWorkspace: engram-mcp --workspace naming no folder
// (a typo or a moved project in a host's config) exits 7 with the reason on
// stderr and nothing on stdout, as every command does with such a
// --workspace. It served every request as a project without a store ("no
// memory matched", "run 'engram init'"), so the agent silently worked
// without the project's memory. ~ and an existing folder still serve.
func TestServerRefusesMissingWorkspace(t *testing.T) {
	t.Parallel()
	const ping = `{"jsonrpc":"2.0","id":1,"method":"ping"}` + "\n"
	dir := t.TempDir()
	file := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"--workspace", filepath.Join(dir, "no-such-project")}, 7, "no folder"},
		{[]string{"--workspace=" + file}, 7, "is a file, not a folder"},
		{[]string{"-workspace", dir}, 0, ""},
		{nil, 0, ""},
	} {
		r := spawnCLI(t, dir, ping, nil, append([]string{"mcp"}, c.args...)...)
		answered := strings.Contains(r.stdout, `"id":1,"result":{}`)
		if r.code != c.code || answered != (c.code == 0) || c.stderr != "" && !strings.Contains(r.stderr, c.stderr) {
			t.Errorf("engram mcp %q: exit %d (want %d), answered %v\nstdout %s\nstderr %s", c.args, r.code, c.code, answered, r.stdout, r.stderr)
		}
		if c.code != 0 && r.stdout != "" {
			t.Errorf("engram mcp %q wrote to stdout, which carries JSON-RPC only: %q", c.args, r.stdout)
		}
	}
}

// TestWorkspaceVariableMustBeAFolder: ENGRAM_WORKSPACE (or
// CLAUDE_PROJECT_DIR) naming no folder was never checked, unlike
// --workspace: load answered "no memory matched" (exit 0), engram-mcp
// served a project without a store, and link created the folder with
// .mcp.json, CLAUDE.md and .claude/settings.json in it. Each now exits 7
// naming the variable, and creates nothing; --workspace still wins.
func TestWorkspaceVariableMustBeAFolder(t *testing.T) {
	t.Parallel()
	const ping = `{"jsonrpc":"2.0","id":1,"method":"ping"}` + "\n"
	ws := exampleWorkspace(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "notes.txt")
	writeTestFile(t, file, []byte("x"))
	for _, c := range []struct {
		variable, value, stderr string
	}{
		{"ENGRAM_WORKSPACE", filepath.Join(dir, "typo"), "no folder " + filepath.Join(dir, "typo") + " (from ENGRAM_WORKSPACE)"},
		{"ENGRAM_WORKSPACE", file, "is a file, not a folder (from ENGRAM_WORKSPACE)"},
		{"ENGRAM_WORKSPACE", filepath.Join("rel", "typo"), "no folder " + filepath.Join(dir, "rel", "typo")},
		{"CLAUDE_PROJECT_DIR", filepath.Join(dir, "moved"), "(from CLAUDE_PROJECT_DIR)"},
	} {
		env := []string{c.variable + "=" + c.value}
		for _, args := range [][]string{{"load", "release"}, {"status"}, {"link", "claude"}, {"mcp"}} {
			r := spawnCLI(t, dir, ping, env, args...)
			if r.code != 7 || r.stdout != "" || !strings.Contains(r.stderr, c.stderr) {
				t.Errorf("%s=%s engram %q: exit %d (want 7)\nstdout %.300s\nstderr %s", c.variable, c.value, args, r.code, r.stdout, r.stderr)
			}
		}
		entries, _ := os.ReadDir(dir)
		if len(entries) != 1 {
			t.Fatalf("%s=%s: the commands created %v in %s", c.variable, c.value, entries, dir)
		}
	}
	r := spawnCLI(t, dir, "", []string{"ENGRAM_WORKSPACE=" + filepath.Join(dir, "typo")}, "status", "--workspace", ws)
	if r.code != 0 || !strings.Contains(r.stdout, "workspace: "+ws) {
		t.Errorf("--workspace after a bad ENGRAM_WORKSPACE: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}
