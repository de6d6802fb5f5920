package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// doctorStatuses runs `engram doctor --json` and maps check ids to status
// and message.
func doctorStatuses(t *testing.T, ws string, env []string) (map[string]doctorCheck, int) {
	t.Helper()
	r := runCLI(t, ws, "", env, "doctor", "--json")
	var out struct {
		Checks []doctorCheck `json:"checks"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("%v\n%s%s", err, r.stdout, r.stderr)
	}
	m := map[string]doctorCheck{}
	for _, c := range out.Checks {
		if _, seen := m[c.ID]; !seen || c.Status == statusFail {
			m[c.ID] = c
		}
	}
	return m, r.code
}

// TestCodexApproval: link writes "prompt" (Codex asks on every call),
// migrates the "approve" earlier versions wrote (Codex reads it as
// pre-approved), never rewrites a user's "prompt", and doctor fails on
// "approve" or a missing table (issue 18, DESIGN.md §6).
func TestCodexApproval(t *testing.T) {
	t.Parallel()
	const old = "model = \"gpt-5\"\n\n# >>> engram (managed by engram link) >>>\n[mcp_servers.engram]\ncommand = \"engram-mcp\"\nargs = []\n\n[mcp_servers.engram.tools.engram_commit]\napproval_mode = \"approve\"\n# <<< engram <<<\n"
	cases := []struct {
		name, config string
		link         bool
		wantMode     string // approval_mode in the file afterwards ("" = none)
		wantDoctor   string
	}{
		{"fresh link", "", true, `approval_mode = "prompt"`, statusPass},
		{"old approve, doctor only", old, false, `approval_mode = "approve"`, statusFail},
		{"old approve migrated by link", old, true, `approval_mode = "prompt"`, statusPass},
		{"user prompt kept", strings.Replace(old, `"approve"`, `"prompt"`, 1), true, `approval_mode = "prompt"`, statusPass},
		{"hand-written without table", "[mcp_servers.engram]\ncommand = \"/opt/engram/run\"\n", false, "", statusFail},
		{"hand-written prompt kept by link", "[mcp_servers.engram]\ncommand = \"/opt/engram/run\"\n\n[mcp_servers.engram.tools.engram_commit]\napproval_mode = \"prompt\"\n", true, `approval_mode = "prompt"`, statusPass},
		{"hand-written auto", "[mcp_servers.engram]\ncommand = \"/opt/engram/run\"\n\n[mcp_servers.engram.tools.engram_commit]\napproval_mode = \"auto\"\n", false, `approval_mode = "auto"`, statusWarn},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			env := append(hostEnv(home, ws), "PATH=/nonexistent")
			cfg := filepath.Join(home, ".codex", "config.toml")
			if c.config != "" {
				writeFile(t, cfg, c.config)
			}
			if c.link {
				if r := runCLI(t, ws, "", env, "link", "--global", "codex"); r.code != 0 {
					t.Fatalf("link: code %d\n%s%s", r.code, r.stdout, r.stderr)
				}
			}
			got := readFile(t, cfg)
			if c.wantMode != "" && !strings.Contains(got, c.wantMode) || c.wantMode == "" && strings.Contains(got, "approval_mode") {
				t.Fatalf("config.toml, want %q:\n%s", c.wantMode, got)
			}
			if n := strings.Count(got, "approval_mode"); n > 1 {
				t.Fatalf("%d approval_mode lines:\n%s", n, got)
			}
			checks, code := doctorStatuses(t, ws, env)
			ch := checks["host.codex_approval"]
			if ch.Status != c.wantDoctor {
				t.Fatalf("host.codex_approval = %+v, want %s", ch, c.wantDoctor)
			}
			if c.wantDoctor == statusFail && code != exitError {
				t.Fatalf("doctor exit %d with host.codex_approval %s", code, ch.Status)
			}
		})
	}
}

// FuzzCodexRecognition: whatever a config.toml holds (our block, what Codex
// leaves of it after `codex mcp add/remove`, markers inside strings, a
// hand-written entry), link either keeps a foreign entry or leaves exactly
// one intact managed block that asks before engram_commit, keeps every other
// key and value, and is stable; unlink then leaves no engram entry and the
// same other keys.
func FuzzCodexRecognition(f *testing.F) {
	inputs, _ := filepath.Glob(filepath.Join("testdata", "hosts", "codex-config.toml", "*.input"))
	for _, in := range inputs {
		data, err := os.ReadFile(in)
		if err != nil {
			f.Fatal(err)
		}
		_, body, _ := bytes.Cut(data, []byte("\n"))
		f.Add(body)
	}
	cmd := serverCommand{command: "engram-mcp"}
	f.Fuzz(func(t *testing.T, src []byte) {
		doc, err := parseTOML(src)
		if err != nil {
			return
		}
		res, err := patchCodexConfig(src, cmd, editOpts{mode: modeLink})
		if err != nil || res.skip != "" {
			return // an inline definition or a hand-written entry: left alone
		}
		out, err := parseTOML(res.data)
		if err != nil {
			t.Fatalf("linked file does not parse: %v\n%s", err, res.data)
		}
		l := readCodexLayout(res.data, out)
		if !l.ours || l.block == nil || len(l.markers) != 2 {
			t.Fatalf("link left no intact block (%+v):\n%s", l, res.data)
		}
		// Our command, then the options a user added after engram-mcp in our
		// entry, in an intact managed block or not: a re-pin keeps them
		// (codexBlockKeeping).
		want := []string{"engram-mcp"}
		if old, _ := readCodexEntry(src); old != nil && readCodexLayout(src, doc).ours {
			want = append(want, userServerOptions(old.argv)...)
		}
		entry, _ := readCodexEntry(res.data)
		if entry == nil || entry.fields["tools.engram_commit.approval_mode"] != "prompt" || strings.Join(entry.argv, " ") != strings.Join(want, " ") {
			t.Fatalf("linked entry %+v:\n%s", entry, res.data)
		}
		if !reflect.DeepEqual(tomlFacts(doc), tomlFacts(out)) {
			t.Fatalf("link changed other keys:\n%s\n---\n%s", src, res.data)
		}
		again, err := patchCodexConfig(res.data, cmd, editOpts{mode: modeLink})
		if err != nil || !bytes.Equal(again.data, res.data) {
			t.Fatalf("link twice differs (%v):\n%s", err, unifiedDiff("again", res.data, again.data))
		}
		back, err := patchCodexConfig(res.data, cmd, editOpts{mode: modeUnlink})
		if err != nil {
			t.Fatal(err)
		}
		gone, err := parseTOML(back.data)
		if err != nil {
			t.Fatalf("unlinked file does not parse: %v\n%s", err, back.data)
		}
		if e, _ := readCodexEntry(back.data); e != nil || len(markerLines(back.data, gone, codexBlockStart)) > 0 {
			t.Fatalf("unlink left engram behind:\n%s", back.data)
		}
		if !reflect.DeepEqual(tomlFacts(doc), tomlFacts(gone)) {
			t.Fatalf("unlink changed other keys:\n%s", back.data)
		}
	})
}

// TestCodexWorkspaceLink: Codex 0.154+ reads a trusted project's
// .codex/config.toml, so workspace link writes the managed block there and
// says that Codex asks the user to trust the project; doctor checks it.
func TestCodexWorkspaceLink(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := append(hostEnv(home, ws), "PATH=/nonexistent")
	r := runCLI(t, ws, "", env, "link", "codex")
	cfg := filepath.Join(ws, ".codex", "config.toml")
	if r.code != 0 || !strings.Contains(r.stdout, "created   "+filepath.Join(".codex", "config.toml")) || !strings.Contains(r.stdout, "only in a project you trust") {
		t.Fatalf("code %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if got := readFile(t, cfg); !strings.Contains(got, codexBlockStart) || !strings.Contains(got, `approval_mode = "prompt"`) {
		t.Fatalf(".codex/config.toml:\n%s", got)
	}
	checks, _ := doctorStatuses(t, ws, env)
	if c := checks["host.codex"]; c.Status == "" || !strings.Contains(c.Message, cfg) {
		t.Fatalf("doctor host.codex = %+v", c)
	}
	runCLI(t, ws, "", env, "unlink", "codex")
	if got, err := os.ReadFile(cfg); err == nil && strings.Contains(string(got), "engram") {
		t.Fatalf("unlink left:\n%s", got)
	}
}

// TestCodexKeepsEnvTableBelowBlock: a user who adds
// [mcp_servers.engram.env] below the managed block (the end of the file,
// where Codex's documentation appends it) keeps it through a second link
// and through upgrade; both dropped it, saying another tool had rewritten
// the file.
func TestCodexKeepsEnvTableBelowBlock(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"link", "--global", "codex"}, {"upgrade"}} {
		t.Run(args[0], func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			env := append(hostEnv(home, ws), "PATH=/nonexistent")
			if r := runCLI(t, ws, "", env, "link", "--global", "codex"); r.code != 0 {
				t.Fatalf("link: code %d\n%s%s", r.code, r.stdout, r.stderr)
			}
			cfg := filepath.Join(home, ".codex", "config.toml")
			const user = "[mcp_servers.engram.env]\nENGRAM_SESSION_OBJECTIVE = \"billing\"\n"
			writeFile(t, cfg, readFile(t, cfg)+"\n"+user)
			r := runCLI(t, ws, "", env, args...)
			got := readFile(t, cfg)
			if r.code != 0 || !strings.Contains(got, user) || strings.Contains(r.stdout, "another tool rewrote") {
				t.Fatalf("%v: code %d\n%s%s\nconfig.toml:\n%s", args, r.code, r.stdout, r.stderr, got)
			}
			doc, err := parseTOML([]byte(got))
			if err != nil {
				t.Fatal(err)
			}
			if l := readCodexLayout([]byte(got), doc); l.block == nil || strings.Index(got, user) > strings.Index(got, codexBlockEnd) {
				t.Fatalf("the env table is not inside the managed block:\n%s", got)
			}
		})
	}
}

// TestCodexTrustNotePastes: the trust note's table, pasted as printed into
// the user's config.toml, parses and trusts the project (the next link
// prints no note). It printed `[projects."…"] trust_level = "trusted"` on
// one line, which no TOML reader parses: Codex then read no config at all.
func TestCodexTrustNotePastes(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	ws := filepath.Join(t.TempDir(), `my "proj" $HOME 'x' \ café`)
	if err := os.MkdirAll(ws, 0o755); err != nil {
		t.Fatal(err)
	}
	env := append(hostEnv(home, ws), "PATH=/nonexistent")
	cfg := filepath.Join(home, ".codex", "config.toml")
	writeFile(t, cfg, "model = \"o3\"\n")
	r := runCLI(t, ws, "", env, "link", "codex")
	_, after, ok := strings.Cut(r.stdout, "add these two lines to "+filepath.Join("~", ".codex", "config.toml")+":\n")
	lines := strings.SplitN(after, "\n", 3)
	if r.code != 0 || !ok || len(lines) < 2 {
		t.Fatalf("code %d, no trust lines:\n%s%s", r.code, r.stdout, r.stderr)
	}
	table := strings.TrimSpace(lines[0]) + "\n" + strings.TrimSpace(lines[1]) + "\n"
	writeFile(t, cfg, readFile(t, cfg)+"\n"+table)
	if _, err := parseTOML([]byte(readFile(t, cfg))); err != nil {
		t.Fatalf("the pasted note does not parse: %v\n%s", err, table)
	}
	if r := runCLI(t, ws, "", env, "link", "codex"); r.code != 0 || strings.Contains(r.stdout, "only in a project you trust") {
		t.Fatalf("after pasting %q the project is still untrusted: code %d\n%s%s", table, r.code, r.stdout, r.stderr)
	}
}

// TestCodexTrustInWorktree: Codex (0.169, 'codex mcp list') trusts a
// linked git worktree by its own folder or by its main repository's. In a
// worktree of a repository the user had trusted, link said Codex would
// not read .codex/config.toml until they trusted it again and printed
// lines to paste; it now says nothing there, and still prints them for a
// worktree of a repository nobody trusted.
func TestCodexTrustInWorktree(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	root := t.TempDir()
	repo, wt := filepath.Join(root, "repo"), filepath.Join(root, "wt")
	git := func(dir string, args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+root)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git(root, "init", "-q", "repo")
	git(repo, "commit", "-q", "--allow-empty", "-m", "start")
	git(repo, "worktree", "add", "-q", wt)
	for _, c := range []struct {
		name, trusted string
		note          bool
	}{
		{"main repository trusted", repo, false},
		{"worktree trusted", wt, false},
		{"another folder trusted", root, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			home := t.TempDir()
			writeFile(t, filepath.Join(home, ".codex", "config.toml"), "[projects."+quoteJSON(c.trusted)+"]\ntrust_level = \"trusted\"\n")
			r := runCLI(t, wt, "", hostEnv(home, wt), "link", "codex", "--dry-run")
			if r.code != 0 || strings.Contains(r.stdout, "only in a project you trust") != c.note {
				t.Errorf("trusted %s: %+v", c.trusted, r)
			}
		})
	}
}
