package main

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestProjectKeyCase: Claude Code keys ~/.claude.json's projects (and Codex
// its trusted folders) by the working folder's spelling, byte for byte. On
// Windows and macOS, whose file systems ignore case, another shell may
// spell the same folder in another case ("c:/…" in a VS Code terminal,
// PowerShell's typed case, $PWD on macOS), and engram missed the entry: the
// local-scope server and the approval. The rule for each system, on any OS.
func TestProjectKeyCase(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		key, ws string
		goos    string
		want    bool
	}{
		{"c:/Users/Ann/Proj", `C:\Users\Ann\Proj`, "windows", true},
		{"C:/USERS/ann/proj", `C:\Users\Ann\Proj\`, "windows", true},
		{"C:/Users/Ann/Proj", `C:\Users\Ann\Proj2`, "windows", false},
		{"/Users/ann/Projects/MyApp", "/Users/ann/projects/myapp", "darwin", true},
		{"/Users/ann/Projects/MyApp", "/Users/ann/Projects/MyApp/sub", "darwin", false},
		{"/home/ann/MyApp", "/home/ann/myapp", "linux", false}, // two folders there
	} {
		if got := sameFoldedPath(c.key, c.ws, c.goos); got != c.want {
			t.Errorf("%s: %q names %q: got %v, want %v", c.goos, c.key, c.ws, got, c.want)
		}
	}
}

// TestProjectKeyCaseNeedsOneFolder: on a case-sensitive volume of macOS or
// Windows, App and app are two folders; the key of one matched the other by
// case alone, so link took app's Claude approval or Codex trust for App's,
// and doctor and upgrade reported app's local server as App's. A key in
// another case names the workspace only when no folder has its spelling.
func TestProjectKeyCaseNeedsOneFolder(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	ws, other := filepath.Join(root, "MyApp"), filepath.Join(root, "myapp")
	for _, d := range []string{ws, other} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if fi, err := os.Stat(filepath.Join(root, "MYAPP")); err == nil {
		if wi, _ := os.Stat(ws); os.SameFile(fi, wi) {
			t.Skip("this file system ignores case")
		}
	}
	for _, goos := range []string{"windows", "darwin", "linux"} {
		for _, c := range []struct {
			key  string
			want bool
		}{
			{ws, true},
			{other, false}, // another folder here
			{filepath.Join(root, "MYAPP"), goos != "linux"},
		} {
			if got := samePathOn(filepath.ToSlash(c.key), ws, goos); got != c.want {
				t.Errorf("%s: key %s for %s: got %v, want %v", goos, c.key, ws, got, c.want)
			}
		}
	}
}

// TestClaudeLocalServerKeyedInAnotherCase: the same through the binary. On
// a case-sensitive file system a key in another case is another folder, so
// it is not this project's; a key that is another spelling of the same
// existing folder (a link above it) still is.
func TestClaudeLocalServerKeyedInAnotherCase(t *testing.T) {
	t.Parallel()
	home, root := t.TempDir(), t.TempDir()
	ws := filepath.Join(root, "MyApp")
	for _, d := range []string{ws, filepath.Join(root, "myapp")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(root, filepath.Join(home, "work")); err != nil {
		t.Skip("no symlinks here")
	}
	old := `{"command": "npx", "args": ["-y", "--package", "@the-long-ride/engram@0.0.28", "engram-mcp"]}`
	for _, c := range []struct {
		key  string
		want bool
	}{
		{filepath.ToSlash(filepath.Join(home, "work", "MyApp")), true},
		{filepath.ToSlash(filepath.Join(root, "myapp")), sameFoldedPath("/A", "/a", runtime.GOOS)},
	} {
		writeFile(t, filepath.Join(home, ".claude.json"), `{"projects": {`+quoteJSON(c.key)+`: {"mcpServers": {"engram": `+old+`}}}}`)
		d := runCLI(t, ws, "", hostEnv(home, ws), "doctor")
		if got := strings.Contains(d.stdout, "host.claude.local"); got != c.want {
			t.Errorf("key %s for %s: doctor checked the local server %v, want %v:\n%s", c.key, ws, got, c.want, d.stdout)
		}
	}
}
