package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestHelpAndTypos: help works as in go, git and gh, and a typo gets one
// error line with a suggestion.
func TestHelpAndTypos(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	tests := []struct {
		args       []string
		wantCode   int
		wantStdout []string
		wantStderr []string
	}{
		{args: []string{"help", "list"}, wantStdout: []string{"Usage: engram list [--type T]", "Options:", "  --type TYPE", "  --workspace DIR"}},
		{args: []string{"list", "-h"}, wantStdout: []string{"Usage: engram list [--type T]"}},
		{args: []string{"help", "load"}, wantStdout: []string{"Usage: engram load", "--budget N", "(default tiered)"}},
		{args: []string{"help", "hook"}, wantStdout: []string{"Usage: engram hook session-start"}},
		{args: []string{"hook", "-h"}, wantStdout: []string{"Usage: engram hook session-start"}},
		{args: []string{"help", "mcp"}, wantStdout: []string{"Usage: engram-mcp", "--no-elicitation"}},
		{args: []string{"help", "link"}, wantStdout: []string{"Usage: engram link <claude"}},
		{args: []string{"help", "doctor"}, wantStdout: []string{"Usage: engram doctor"}},
		{args: []string{"help", "version"}, wantStdout: []string{"Usage: engram version"}},
		{args: []string{"help"}, wantStdout: []string{"Usage: engram <command>", "forget", "pending", "engram help <command>"}},
		{args: []string{"lsit"}, wantCode: exitUsage, wantStderr: []string{`engram: unknown command "lsit"`, "did you mean 'engram list'?"}},
		{args: []string{"help", "frobnicate"}, wantCode: exitUsage, wantStderr: []string{`unknown command "frobnicate"`}},
		{args: []string{"list", "--typ", "rule"}, wantCode: exitUsage, wantStderr: []string{"engram: unknown flag --typ\n", "did you mean --type?"}},
		{args: []string{"link", "--forse", "claude"}, wantCode: exitUsage, wantStderr: []string{"unknown flag --forse", "did you mean --force?"}},
		{args: []string{"load", "--budget", "lots"}, wantCode: exitUsage, wantStderr: []string{"invalid value"}},
		// promote proposes a note; it has no text to read from a file.
		{args: []string{"promote", "some-note", "--file", "x.md"}, wantCode: exitUsage, wantStderr: []string{"unknown flag --file"}},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runCLI(t, ws, "", nil, tt.args...)
			if r.code != tt.wantCode {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", r.code, tt.wantCode, r.stdout, r.stderr)
			}
			for _, w := range tt.wantStdout {
				if !strings.Contains(r.stdout, w) {
					t.Errorf("stdout does not contain %q:\n%s", w, r.stdout)
				}
			}
			for _, w := range tt.wantStderr {
				if !strings.Contains(r.stderr, w) {
					t.Errorf("stderr does not contain %q:\n%s", w, r.stderr)
				}
			}
			// A flag error is printed once: no usage dump, one "engram:" error line.
			if tt.wantCode == exitUsage && (strings.Count(r.stderr, "engram: ")-strings.Count(r.stderr, "engram: hint:") != 1 || strings.Contains(r.stderr, "Usage:")) {
				t.Errorf("not one error line:\n%s", r.stderr)
			}
		})
	}
	// Every command answers -h with its usage on stdout and exit 0.
	for _, c := range commandTable() {
		r := runCLI(t, ws, "", nil, c.name, "-h")
		if r.code != 0 || !strings.HasPrefix(r.stdout, "Usage: engram") {
			t.Errorf("engram %s -h: exit %d\nstdout: %s\nstderr: %s", c.name, r.code, r.stdout, r.stderr)
		}
	}
}

// TestServerHintOnATerminal: engram-mcp started by hand on a terminal says
// what it is on stderr and keeps serving. script(1) gives it a terminal.
func TestServerHintOnATerminal(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("script"); err != nil || os.Getenv("GOOS") == "windows" {
		t.Skip("needs script(1) for a terminal")
	}
	cmd := exec.Command("script", "-qec", testServerBinary, os.DevNull)
	cmd.Dir = t.TempDir()
	cmd.Env = scratchEnv(t)
	cmd.Stdin = strings.NewReader("")
	out, err := cmd.CombinedOutput()
	if err != nil && !strings.Contains(string(out), "MCP server") {
		t.Skipf("script(1) did not run here: %v %s", err, out)
	}
	if !strings.Contains(string(out), "engram-mcp: this is an MCP server on stdio; see 'engram link'") {
		t.Errorf("no hint on a terminal: %q", out)
	}
	// On a pipe (as a host runs it) there is no hint.
	r := runCLI(t, t.TempDir(), "", nil, "mcp")
	if strings.Contains(r.stderr, "this is an MCP server") {
		t.Errorf("hint on a pipe: %q", r.stderr)
	}
}

// TestSmallFirstRunFixes: the smaller things issue 19 found on the way.
func TestSmallFirstRunFixes(t *testing.T) {
	t.Parallel()
	t.Run("set-role none clears the roles", func(t *testing.T) {
		ws := fixtureWorkspace(t)
		runCLI(t, ws, "", nil, "set-role", "backend")
		r := runCLI(t, ws, "", nil, "set-role", "none")
		cfg, _ := os.ReadFile(filepath.Join(ws, ".agents", ".engram", configFile))
		if r.code != 0 || strings.Contains(string(cfg), `"none"`) || strings.Contains(string(cfg), `"backend"`) {
			t.Errorf("set-role none: %+v\n%s", r, cfg)
		}
		if strings.Contains(r.stdout, "Agent action") {
			t.Errorf("agent instructions in CLI output: %s", r.stdout)
		}
		if r := runCLI(t, ws, "", nil, "set-role", "none,backend"); r.code != exitUsage {
			t.Errorf("none with a role: %+v", r)
		}
	})
	t.Run("save --force that writes nothing exits 1", func(t *testing.T) {
		ws := fixtureWorkspace(t)
		r := runCLI(t, ws, "", nil, "save", "--force", "Always run go vet before committing Go changes")
		if r.code != exitError || !strings.Contains(r.stdout, "Nothing was written") || !strings.Contains(r.stderr, "nothing was written") {
			t.Errorf("%+v", r)
		}
	})
	t.Run("init refuses a folder that does not exist", func(t *testing.T) {
		dir := t.TempDir()
		missing := filepath.Join(dir, "no", "such", "dir")
		r := runCLI(t, dir, "", nil, "init", "--workspace", missing)
		if r.code != exitNotFound || !strings.Contains(r.stderr, "no folder "+missing) {
			t.Errorf("%+v", r)
		}
		if _, err := os.Stat(filepath.Join(dir, "no")); err == nil {
			t.Error("init created the folders")
		}
	})
	t.Run("a config error names line and column", func(t *testing.T) {
		ws := fixtureWorkspace(t)
		os.WriteFile(filepath.Join(ws, ".agents", ".engram", configFile), []byte("{\n  \"load\": {\"limit\": 8,}\n}\n"), 0o644)
		r := runCLI(t, ws, "", nil, "status")
		if r.code != exitConfig || !strings.Contains(r.stderr, configFile+":2:23 is not valid JSON") {
			t.Errorf("%+v", r)
		}
	})
	t.Run("init writes .gitattributes once", func(t *testing.T) {
		ws := t.TempDir()
		runCLI(t, ws, "", nil, "init")
		runCLI(t, ws, "", nil, "init")
		data, err := os.ReadFile(filepath.Join(ws, ".agents", ".engram", ".gitattributes"))
		if err != nil || strings.Count(string(data), "changelog.md merge=union") != 1 || !strings.Contains(string(data), "memory.hashes.json merge=binary") {
			t.Errorf("%v %s", err, data)
		}
	})
}

// TestTwoBranchesMerge: two branches that each add a memory merge with the
// changelog merged by git and the derived index and hashes rebuilt by
// engram rehash, as the README's team workflow says. Real git.
func TestTwoBranchesMerge(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not found")
	}
	ws := t.TempDir()
	env := scratchEnv(t)
	git := func(args ...string) (string, error) {
		cmd := exec.Command("git", append([]string{"-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
		cmd.Dir, cmd.Env = ws, env
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	mustGit := func(args ...string) {
		if out, err := git(args...); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	mustGit("init", "-q", "-b", "main")
	if r := runCLI(t, ws, "", nil, "init"); r.code != 0 {
		t.Fatal(r)
	}
	mustGit("add", "-A")
	mustGit("commit", "-qm", "store")
	mustGit("checkout", "-qb", "a")
	runCLI(t, ws, "", nil, "save", "--force", "Database migrations are reviewed by the data team")
	mustGit("add", "-A")
	mustGit("commit", "-qm", "a")
	mustGit("checkout", "-q", "main")
	mustGit("checkout", "-qb", "b")
	runCLI(t, ws, "", nil, "save", "--force", "Feature flags are removed two releases after launch")
	mustGit("add", "-A")
	mustGit("commit", "-qm", "b")
	out, err := git("merge", "-q", "--no-edit", "a")
	if err == nil {
		t.Fatalf("expected a conflict in the derived files, merged cleanly:\n%s", out)
	}
	status, _ := git("status", "--porcelain")
	for _, line := range strings.Split(strings.TrimSpace(status), "\n") {
		if strings.HasPrefix(line, "UU") && !strings.HasSuffix(line, indexFile) && !strings.HasSuffix(line, hashesFile) {
			t.Errorf("conflict outside the derived files: %s", line)
		}
	}
	changelog, _ := os.ReadFile(filepath.Join(ws, ".agents", ".engram", changelogFile))
	if strings.Contains(string(changelog), "<<<<<<<") || !strings.Contains(string(changelog), "database-migrations") || !strings.Contains(string(changelog), "feature-flags") {
		t.Errorf("changelog not merged:\n%s", changelog)
	}
	if r := runCLI(t, ws, "", nil, "rehash"); r.code != 0 {
		t.Fatalf("rehash: %+v", r)
	}
	mustGit("add", "-A")
	mustGit("commit", "-qm", "merge a")
	if r := runCLI(t, ws, "", nil, "verify"); r.code != 0 {
		t.Errorf("verify after the merge: %+v", r)
	}
	r := runCLI(t, ws, "", nil, "list")
	if !strings.Contains(r.stdout, "database-migrations") || !strings.Contains(r.stdout, "feature-flags") || strings.Contains(r.stdout, "modified") || strings.Contains(r.stdout, "unhashed") {
		t.Errorf("list after the merge:\n%s", r.stdout)
	}
}

// TestRehashProgress: rehash of many files says how far it got on a
// terminal's stderr, and nothing of it on a pipe.
func TestRehashProgress(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	src, _ := os.ReadFile(fixtureRulePath(ws))
	for i := 0; i < 300; i++ {
		id := fmt.Sprintf("gen-%03d", i)
		os.WriteFile(filepath.Join(ws, ".agents", ".engram", "knowledge", id+".md"), []byte(strings.Replace(string(src), "id: "+fixtureRule, "id: "+id, 1)), 0o644)
	}
	if r := runCLI(t, ws, "", nil, "rehash"); r.code != 0 || strings.Contains(r.stderr, "rehashing") {
		t.Fatalf("on a pipe: %+v", r)
	}
	if _, err := exec.LookPath("script"); err != nil {
		t.Skip("needs script(1) for a terminal")
	}
	cmd := exec.Command("script", "-qec", testBinary+" rehash", os.DevNull)
	cmd.Dir, cmd.Env = ws, scratchEnv(t)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Skipf("script(1) did not run here: %v %s", err, out)
	}
	if !strings.Contains(string(out), "\rrehashing: 250 files read") || !strings.Contains(string(out), "rehashed 305 memory files") {
		t.Errorf("no progress on a terminal: %q", out)
	}
}

// TestUpdateRewritesTheTitle: an UPDATE replaces the content, and the
// title follows it rather than naming what the memory no longer says.
func TestUpdateRewritesTheTitle(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	r := runCLI(t, ws, "", nil, "ss", "--force", "TYPE: rule | TEXT: Run staticcheck and go vet before committing Go changes | UPDATE: "+fixtureRule)
	if r.code != 0 {
		t.Fatalf("%+v", r)
	}
	data, _ := os.ReadFile(fixtureRulePath(ws))
	if !strings.Contains(string(data), "\n# Run staticcheck and go vet before committing Go changes\n") {
		t.Errorf("the old title was kept:\n%s", data)
	}
}

// TestWindowsCloneVerifies: a teammate whose git converts line endings
// (core.autocrlf=true, Git for Windows' default) clones the repository; the
// store's .gitattributes keeps the memory files' bytes, so every hash still
// verifies and the memories load. Before, every file was checked out with
// CRLF, verify failed all of them (exit 4) and load found nothing. Real git.
func TestWindowsCloneVerifies(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not found")
	}
	origin, clone := t.TempDir(), filepath.Join(t.TempDir(), "clone")
	env := scratchEnv(t)
	git := func(dir string, args ...string) {
		cmd := exec.Command("git", append([]string{"-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
		cmd.Dir, cmd.Env = dir, env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git(origin, "init", "-q", "-b", "main")
	if r := runCLI(t, origin, "", nil, "init"); r.code != 0 {
		t.Fatal(r)
	}
	if r := runCLI(t, origin, "", nil, "save", "--force", "Database migrations are reviewed by the data team"); r.code != 0 {
		t.Fatal(r)
	}
	git(origin, "add", "-A")
	git(origin, "commit", "-qm", "store")
	git(origin, "-c", "core.autocrlf=true", "clone", "-q", "--config", "core.autocrlf=true", origin, clone)
	if r := runCLI(t, clone, "", nil, "verify"); r.code != 0 {
		t.Errorf("verify in an autocrlf clone: %+v", r)
	}
	if r := runCLI(t, clone, "", nil, "load", "review a database migration"); !strings.Contains(r.stdout, "database-migrations-are-reviewed") {
		t.Errorf("load in an autocrlf clone:\n%s\n%s", r.stdout, r.stderr)
	}
}

// TestVerifyNamesLineEndingsOnly: a memory file that differs from its hash
// only by CRLF line endings (git converted it in a clone made before the
// store's .gitattributes said "*.md -text") is named as such, with the
// remedy; verify's usual advice, rehash, would record hashes that fail in
// every other clone. A file really edited keeps the usual advice.
func TestVerifyNamesLineEndingsOnly(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	rule := fixtureRulePath(ws)
	data, err := os.ReadFile(rule)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, rule, strings.ReplaceAll(string(data), "\n", "\r\n"))
	r := runCLI(t, ws, "", nil, "verify")
	if r.code != exitIntegrity || !strings.Contains(r.stdout, crlfOnlyDetail) || !strings.Contains(r.stdout, "1 of 5 memory files differ from their hashes only in line endings: "+crlfRemedy) || strings.Contains(r.stdout, "then run 'engram rehash'") {
		t.Errorf("CRLF only: %+v", r)
	}
	writeFile(t, rule, string(data)+"edited\n")
	r = runCLI(t, ws, "", nil, "verify")
	if r.code != exitIntegrity || strings.Contains(r.stdout, "line endings") || !strings.Contains(r.stdout, "review them, then run 'engram rehash'") {
		t.Errorf("an edit: %+v", r)
	}
}
