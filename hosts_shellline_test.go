package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestShellLineQuotes: the 'claude mcp add' lines link and upgrade print
// joined the arguments with spaces, so an option holding a space (the old
// server's --workspace in "My Projects") pasted as two arguments. Then on
// Windows every argument went in double quotes, where PowerShell expands
// $NAME and ` and cmd expands %NAME%, and the two commands were joined by
// &&, which Windows PowerShell 5.1 rejects. The rule for each shell,
// checked on any OS.
func TestShellLineQuotes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		argv          []string
		sh, ps, cmdex string
	}{
		{[]string{"npx", "-y", "--package", "@the-long-ride/engram@1.2.3", "engram-mcp"}, "npx -y --package @the-long-ride/engram@1.2.3 engram-mcp", `npx -y --package "@the-long-ride/engram@1.2.3" engram-mcp`, ""},
		{[]string{"engram-mcp", "--workspace", "/Users/ann/My Projects/app"}, "engram-mcp --workspace '/Users/ann/My Projects/app'", `engram-mcp --workspace "/Users/ann/My Projects/app"`, ""},
		{[]string{"engram-mcp", "--workspace=C:\\Users\\Ann Lee\\proj"}, `engram-mcp '--workspace=C:\Users\Ann Lee\proj'`, `engram-mcp "--workspace=C:\Users\Ann Lee\proj"`, ""},
		{[]string{"engram-mcp", "--workspace", `C:\work\app`}, `engram-mcp --workspace 'C:\work\app'`, `engram-mcp --workspace C:\work\app`, ""},
		{[]string{"engram-mcp", "--workspace", `C:\Ann's & Bob's`}, `engram-mcp --workspace 'C:\Ann'\''s & Bob'\''s'`, `engram-mcp --workspace "C:\Ann's & Bob's"`, ""},
		{[]string{"engram-mcp", "--workspace", "/srv/проект", ""}, "engram-mcp --workspace '/srv/проект' ''", `engram-mcp --workspace "/srv/проект" ""`, ""},
		{[]string{"engram-mcp", "--workspace", "a,b"}, "engram-mcp --workspace a,b", `engram-mcp --workspace "a,b"`, ""},
		// PowerShell expands $ and ` in double quotes: single quotes there.
		{[]string{"engram-mcp", "--workspace", `C:\it's $HOME`}, `engram-mcp --workspace 'C:\it'\''s $HOME'`, `engram-mcp --workspace 'C:\it''s $HOME'`, `engram-mcp --workspace "C:\it's $HOME"`},
		{[]string{"engram-mcp", "--workspace", "C:\\a`b\u2019c"}, "engram-mcp --workspace 'C:\\a`b\u2019c'", "engram-mcp --workspace 'C:\\a`b\u2019\u2019c'", "engram-mcp --workspace \"C:\\a`b\u2019c\""},
		// cmd expands %NAME% inside double quotes: the % goes outside them, escaped.
		{[]string{"engram-mcp", "--workspace", `D:\100%USERNAME%`}, `engram-mcp --workspace 'D:\100%USERNAME%'`, `engram-mcp --workspace "D:\100%USERNAME%"`, `engram-mcp --workspace "D:\100"^%"USERNAME"^%""`},
	} {
		if c.cmdex == "" {
			c.cmdex = c.ps
		}
		if got := shellLine(c.argv, "sh"); got != c.sh {
			t.Errorf("sh %q: got %s, want %s", c.argv, got, c.sh)
		}
		if got := shellLine(c.argv, "powershell"); got != c.ps {
			t.Errorf("powershell %q: got %s, want %s", c.argv, got, c.ps)
		}
		if got := shellLine(c.argv, "cmd"); got != c.cmdex {
			t.Errorf("cmd %q: got %s, want %s", c.argv, got, c.cmdex)
		}
	}
	rm, add := []string{"claude", "mcp", "remove"}, []string{"claude", "mcp", "add", "--", "engram-mcp", "--workspace", "C:\\$x"}
	for _, c := range []struct{ goos, want string }{
		{"linux", `claude mcp remove && claude mcp add -- engram-mcp --workspace 'C:\$x'`},
		{"darwin", `claude mcp remove && claude mcp add -- engram-mcp --workspace 'C:\$x'`},
		{"windows", "claude mcp remove\n     in PowerShell: claude mcp add -- engram-mcp --workspace 'C:\\$x'\n     in cmd: claude mcp add -- engram-mcp --workspace \"C:\\$x\""},
	} {
		if got := pasteLine(c.goos, rm, add); got != c.want {
			t.Errorf("%s: got\n%s\nwant\n%s", c.goos, got, c.want)
		}
	}
}

// TestPrintedClaudeLineRunsInAShell: upgrade beside an old local-scope
// Engram server whose workspace path holds spaces and non-ASCII prints the
// 'claude mcp remove … && claude mcp add …' pair; pasted into sh, claude
// (a stand-in that records its arguments) gets the path as one argument.
func TestPrintedClaudeLineRunsInAShell(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("needs a POSIX sh")
	}
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	t.Parallel()
	home, ws := t.TempDir(), filepath.Join(t.TempDir(), "My Projects", "café app")
	if err := os.MkdirAll(ws, 0o755); err != nil {
		t.Fatal(err)
	}
	old := `{"type": "stdio", "command": "npx", "args": ["-y", "--package", "@the-long-ride/engram@0.0.28", "engram-mcp", "--workspace", ` + quoteJSON(ws) + `]}`
	writeFile(t, filepath.Join(home, ".claude.json"), `{"projects": {`+quoteJSON(filepath.ToSlash(ws))+`: {"mcpServers": {"engram": `+old+`}}}}`)
	u := runCLI(t, ws, "", hostEnv(home, ws), "upgrade")
	line := ""
	for _, l := range strings.Split(u.stdout, "\n") {
		if rest, ok := strings.CutPrefix(l, "run: claude mcp remove --scope local engram && "); ok {
			line, _, _ = strings.Cut(rest, "   (")
		}
	}
	if line == "" {
		t.Fatalf("upgrade printed no line to re-pin the server: %+v", u)
	}
	bin := t.TempDir()
	got := filepath.Join(bin, "args")
	writeFile(t, filepath.Join(bin, "claude"), "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > "+got+"\n")
	if err := os.Chmod(filepath.Join(bin, "claude"), 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(sh, "-c", line)
	cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", line, err, out)
	}
	args := strings.Split(strings.TrimSuffix(readFile(t, got), "\n"), "\n")
	if n := len(args); n < 2 || args[n-2] != "--workspace" || args[n-1] != ws {
		t.Errorf("pasted %s\nclaude got %q, want the workspace %q as one argument", line, args, ws)
	}
}
