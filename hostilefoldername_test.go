package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// TestFolderNameEscaped: a folder's name is whoever made it. One unpacked
// from an archive ("w\x1b]0;PWNED\a\x1b[2J\u202eX": set the terminal's
// title, clear the screen, reverse what follows) was printed raw by status,
// init, rehash, upgrade, the save and forget previews, "no store in ..."
// and a commit's "belongs to another workspace (...)": the terminal ran
// it. Each prints its hidden characters as [U+XXXX], and so does a tool's
// error over MCP ("no store in ...").
func TestFolderNameEscaped(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("Windows refuses control characters in file names")
	}
	home := t.TempDir()
	env := []string{"HOME=" + home, "USERPROFILE=" + home, "ENGRAM_CONFIG_DIR=" + filepath.Join(home, ".engram"),
		"ENGRAM_GLOBAL_DIR=" + filepath.Join(home, ".engram", "global")}
	base := t.TempDir()
	ws, other := filepath.Join(base, "w\x1b]0;PWNED\a\x1b[2J\u202eX"), filepath.Join(base, "other")
	for _, d := range []string{ws, other} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Skip("this file system refuses the name:", err)
		}
	}
	check := func(dir string, args ...string) cliResult {
		t.Helper()
		r := runCLI(t, dir, "", env, args...)
		if out := r.stdout + r.stderr; strings.ContainsAny(out, "\x1b\a\u202e") {
			t.Errorf("%v: the folder's name went out raw:\n%s", args, out)
		}
		return r
	}
	check(ws, "status")
	check(ws, "save", "--force", "Always use tabs in Makefiles")
	// A tool's error reaches the host, which may show it in its terminal.
	p := startMCP(t, ws, append(scratchEnv(t), env...), "2025-06-18")
	a := p.call(methodToolsCall, map[string]any{"name": "engram_save", "arguments": map[string]any{"text": "Always use tabs in Makefiles"}})
	p.close()
	if s := string(a.Result); !strings.Contains(s, "no store in") || strings.Contains(s, `\u001b`) || strings.Contains(s, "\u202e") {
		t.Errorf("engram_save's error named the folder raw: %s", s)
	}
	check(ws, "init", "--global")
	r := check(ws, "save", "--scope", "global", "--json", "Always use tabs in Makefiles")
	token := regexp.MustCompile(`engram-approval-[A-Za-z0-9_-]+`).FindString(r.stdout)
	if token == "" {
		t.Fatalf("no token in the global save's answer:\n%s%s", r.stdout, r.stderr)
	}
	if r := check(other, "commit", token); !strings.Contains(r.stderr, "another workspace") {
		t.Errorf("a token of another folder committed, or failed otherwise:\n%s", r.stderr)
	}
	check(ws, "init")
	check(ws, "status")
	check(ws, "save", "--force", "Never commit secrets to the repository")
	check(ws, "forget", "never-commit-secrets-to-the-repository")
	check(ws, "rehash")
	check(ws, "upgrade")
}

// TestJSONDataEscapesHiddenNames: JSON escapes only the C0 controls, so the
// --json data and an MCP tool's structuredContent carried a folder's bidi
// and zero-width characters raw (status's workspace and store, list's and
// show's path), a clone's file name (verify's issues) and a hand-made
// memory's title and tags (show), though the text of each escaped them;
// and the Codex trust note put them raw in the TOML line the user pastes.
// Every string of that data now writes them as [U+XXXX], and the note as
// TOML escapes (the same key to Codex).
func TestJSONDataEscapesHiddenNames(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("Windows refuses control characters in file names")
	}
	ws := filepath.Join(t.TempDir(), "w\x1b]0;PWNED\a\u202eX\u2066Y\u200bZ")
	if err := os.Mkdir(ws, 0o755); err != nil {
		t.Skip("this file system refuses the name:", err)
	}
	env := scratchEnv(t)
	if r := runCLI(t, ws, "", env, "init"); r.code != 0 {
		t.Fatalf("init: %d %s", r.code, r.stderr)
	}
	addMemory(t, ws, "rules/hand-rule.md", "id: hand-rule\ntype: rule\nscope: workspace\ntags: [make\u202efile]\n", "Use tabs in Makefiles \u202edaer")
	if err := os.WriteFile(filepath.Join(storeDir(ws), "rules", "sub\u2066dir.md"), []byte("---\nid: sub-dir\n---\n"), 0o644); err != nil {
		t.Skip("this file system refuses the name:", err)
	}
	hidden := func(where, s string) {
		t.Helper()
		for _, r := range s {
			if hiddenKind(r, 0) != "" {
				t.Errorf("%s carries U+%04X raw: %q", where, r, s)
				return
			}
		}
	}
	var walk func(where string, v any)
	walk = func(where string, v any) {
		switch x := v.(type) {
		case string:
			hidden(where, x)
		case []any:
			for i, e := range x {
				walk(fmt.Sprintf("%s[%d]", where, i), e)
			}
		case map[string]any:
			for k, e := range x {
				walk(where+"."+k, e)
			}
		}
	}
	for _, args := range [][]string{{"status"}, {"list"}, {"show", "hand-rule"}, {"verify"}} {
		r := runCLI(t, ws, "", env, append(args, "--json")...)
		var v any
		if err := json.Unmarshal([]byte(r.stdout), &v); err != nil {
			t.Fatalf("%v: %v\n%s%s", args, err, r.stdout, r.stderr)
		}
		walk(strings.Join(args, " ")+" --json", v)
		hidden(strings.Join(args, " ")+"'s stderr", r.stderr)
	}
	p := startMCP(t, ws, env, "2025-06-18")
	for _, tool := range []string{"engram_status", "engram_verify"} {
		var v any
		if err := json.Unmarshal(p.mustCall(methodToolsCall, map[string]any{"name": tool, "arguments": map[string]any{}}), &v); err != nil {
			t.Fatal(err)
		}
		walk(tool, v)
	}
	p.close()
	r := runCLI(t, ws, "", env, "link", "codex")
	hidden("link codex", r.stdout+r.stderr)
	if !strings.Contains(r.stdout, `\u202E`) {
		t.Errorf("link codex's trust note does not name the folder with TOML escapes:\n%s", r.stdout)
	}
}

// TestHookErrorEscapesFolderName: the SessionStart hook fails open, and its
// one line on stderr, which the host shows the user, named the workspace
// folder raw (a config that does not parse: "<folder>/.agents/.engram/
// engram.config.json:1:2 is not valid JSON"): the folder's escapes ran in
// the terminal. It prints them as [U+XXXX].
func TestHookErrorEscapesFolderName(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("Windows refuses control characters in file names")
	}
	ws := filepath.Join(t.TempDir(), "w\x1b]0;PWNED\a\u202eX")
	if err := os.Mkdir(ws, 0o755); err != nil {
		t.Skip("this file system refuses the name:", err)
	}
	if r := runCLI(t, ws, "", nil, "init"); r.code != 0 {
		t.Fatalf("init: %d %s", r.code, r.stderr)
	}
	if err := os.WriteFile(filepath.Join(storeDir(ws), configFile), []byte("{bad"), 0o644); err != nil {
		t.Fatal(err)
	}
	in, _ := json.Marshal(map[string]string{"session_id": "s", "cwd": ws, "hook_event_name": "SessionStart"})
	r := runCLI(t, ws, string(in), nil, "hook", "session-start")
	if r.code != 0 || !strings.Contains(r.stderr, "is not valid JSON") {
		t.Fatalf("the hook: exit %d, stderr %q", r.code, r.stderr)
	}
	if strings.ContainsAny(r.stderr, "\x1b\a\u202e") || !strings.Contains(r.stderr, "[U+202E]") {
		t.Errorf("the hook's error named the folder raw: %q", r.stderr)
	}
}
