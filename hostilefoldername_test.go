package main

import (
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
