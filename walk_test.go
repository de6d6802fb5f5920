package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// Tests of the friction a new user's walk-through found (stop 45, walk45):
// each spawns the binary on real files in t.TempDir().

// writeFiles writes each rel -> content under dir, making the folders.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for rel, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestUnlinkUpgradeNameOnlyEngramFiles: unlink and upgrade list only files
// that hold Engram's part. A home with the user's own host files (Claude's
// "approve project servers", Codex's trusted project, the opencode.jsonc
// OpenCode writes) and no Engram entry is "nothing to remove/re-pin" in the
// user scope, as README says. Before, upgrade and unlink --global listed
// each as "unchanged", never said "nothing to …", and unlink printed "run:
// claude mcp remove --scope user engram" for a server Claude did not have.
func TestUnlinkUpgradeNameOnlyEngramFiles(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	userFiles := map[string]string{
		".claude/settings.json":           "{\"enableAllProjectMcpServers\": true}\n",
		".claude.json":                    "{\"numStartups\": 1}\n",
		".codex/config.toml":              "[projects.\"/p\"]\ntrust_level = \"trusted\"\n",
		".config/opencode/opencode.jsonc": "{\n  \"$schema\": \"https://opencode.ai/config.json\"\n}",
		".gemini/settings.json":           "{\"ui\": {\"theme\": \"x\"}}\n",
	}
	writeFiles(t, home, userFiles)
	writeFiles(t, ws, map[string]string{".mcp.json": "{\"mcpServers\": {\"other\": {\"command\": \"other\"}}}\n", "AGENTS.md": "# mine\n"})
	env := hostEnv(home, ws)
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"upgrade"}, []string{"nothing to re-pin in " + ws, "nothing to re-pin in the user scope"}},
		{[]string{"unlink", "all", "--global"}, []string{"nothing to remove in the user scope"}},
		{[]string{"unlink", "all"}, []string{"nothing to remove in " + ws}},
	} {
		r := spawnCLI(t, ws, "", env, c.args...)
		if r.code != 0 || strings.Contains(r.stdout, "unchanged") || strings.Contains(r.stdout, "claude mcp remove") {
			t.Errorf("%v listed a file without Engram's part: %+v", c.args, r)
		}
		for _, w := range c.want {
			if !strings.Contains(r.stdout, w) {
				t.Errorf("%v: no %q in %+v", c.args, w, r)
			}
		}
	}
	for rel, content := range userFiles {
		if got := readFile(t, filepath.Join(home, rel)); got != content {
			t.Errorf("%s changed: %q", rel, got)
		}
	}
	// A file that holds a current entry is still listed by upgrade, and a
	// user-scope server in ~/.claude.json still gets the 'claude mcp
	// remove' line.
	if r := spawnCLI(t, ws, "", env, "link", "claude"); r.code != 0 {
		t.Fatalf("link: %+v", r)
	}
	if r := spawnCLI(t, ws, "", env, "upgrade", "claude"); r.code != 0 || !strings.Contains(r.stdout, "unchanged .mcp.json") {
		t.Errorf("upgrade no longer names a current entry: %+v", r)
	}
	writeFiles(t, home, map[string]string{".claude.json": "{\"mcpServers\": {\"engram\": {\"command\": \"engram-mcp\", \"args\": []}}}\n"})
	if r := spawnCLI(t, ws, "", env, "unlink", "claude", "--global"); r.code != 0 || !strings.Contains(r.stdout, "run: claude mcp remove --scope user engram") || strings.Contains(r.stdout, "nothing to remove") {
		t.Errorf("unlink --global lost the claude mcp remove line: %+v", r)
	}
}

// TestSearchOfCommonWordsSaysSo: 'engram search make', beside a memory whose
// title holds "make", said only "no memory matched" (the index leaves common
// words out), which reads as "no such memory". It now says why and what to
// do; a word no memory has still gets the plain line.
func TestSearchOfCommonWordsSaysSo(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	if r := spawnCLI(t, ws, "", nil, "init"); r.code != 0 {
		t.Fatalf("init: %+v", r)
	}
	if r := spawnCLI(t, ws, "", nil, "save", "--force", "Always run make test before committing"); r.code != 0 {
		t.Fatalf("save: %+v", r)
	}
	r := spawnCLI(t, ws, "", nil, "search", "make")
	if r.code != 0 || !strings.Contains(r.stdout, `leaves out common words, and "make" has only those; add a more specific word`) {
		t.Errorf("search make: %+v", r)
	}
	if r := spawnCLI(t, ws, "", nil, "search", "zebra"); r.code != 0 || r.stdout != "no memory matched\n" {
		t.Errorf("search zebra: %+v", r)
	}
	if r := spawnCLI(t, ws, "", nil, "search", "make test"); r.code != 0 || !strings.Contains(r.stdout, "1. always-run-make-test-before-committing") {
		t.Errorf("search make test: %+v", r)
	}
}

// TestLinkSaysWhatTheHostAsksFirst: right after 'engram link', Claude
// Code's 'claude mcp list' says "Pending approval" and Gemini CLI's "Disabled"
// (an untrusted folder), which a new user reads as a failed link; link said
// so only for Codex's trusted projects. It now says it for Claude and Gemini
// too, and not where it registers no server (--no-mcp) or for unlink.
func TestLinkSaysWhatTheHostAsksFirst(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"link", "claude", "--dry-run"}, `'claude mcp list' says "Pending approval" until then`},
		{[]string{"link", "gemini", "--dry-run"}, `until then 'gemini mcp list' says "Disabled"`},
		{[]string{"link", "gemini", "--global", "--dry-run"}, `until then 'gemini mcp list' says "Disabled"`},
	} {
		if r := spawnCLI(t, ws, "", env, c.args...); r.code != 0 || !strings.Contains(r.stdout, c.want) {
			t.Errorf("%v: no %q in %+v", c.args, c.want, r)
		}
	}
	for _, args := range [][]string{{"link", "claude", "gemini", "--no-mcp", "--dry-run"}, {"unlink", "claude", "gemini"}} {
		if r := spawnCLI(t, ws, "", env, args...); r.code != 0 || strings.Contains(r.stdout, "note: ") {
			t.Errorf("%v: %+v", args, r)
		}
	}
}

// TestGlobalSaveWithoutAProjectStoreSaysWhy (and a global note, stop 45): a proposal waits for approval
// in the project's store, so 'engram save --scope global' in a folder with
// none fails even where the global store exists. It said only "no store in
// DIR", which reads as wrong to someone saving to the global store; it now
// says why. A workspace save keeps the plain error; both exit 7 and write
// nothing.
func TestGlobalSaveWithoutAProjectStoreSaysWhy(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	if r := spawnCLI(t, ws, "", env, "init", "--global"); r.code != 0 {
		t.Fatalf("init --global: %+v", r)
	}
	for _, args := range [][]string{
		{"save", "--scope", "global", "--force", "Prefer table-driven tests in Go"},
		{"note", "--scope", "global", "The deploy freeze starts on Friday"},
	} {
		r := spawnCLI(t, ws, "", env, args...)
		if r.code != exitNotFound || !strings.Contains(r.stderr, "for the global store too (a memory or a note), waits for approval in the project's store") || !strings.Contains(r.stderr, "run 'engram init' in the project folder") {
			t.Errorf("%s --scope global: %+v", args[0], r)
		}
	}
	if r := spawnCLI(t, ws, "", env, "save", "--force", "Prefer table-driven tests in Go"); r.code != exitNotFound || strings.Contains(r.stderr, "global store") {
		t.Errorf("save: %+v", r)
	}
	if r := spawnCLI(t, ws, "", env, "list", "--scope", "global"); r.code != 0 || strings.Contains(r.stdout, "table-driven") {
		t.Errorf("a refused save wrote: %+v", r)
	}
}

// TestDoctorWarnsOfAnUnpinnedNpxForm: a development build linked where
// engram-mcp is not on PATH registers 'npx -y --package
// @the-long-ride/engram engram-mcp', unpinned: it runs the latest release npm
// has, not this build, and nothing before the first one, while doctor said
// pass. It now warns with the way forward; a pinned form of this version
// and engram-mcp still pass.
func TestDoctorWarnsOfAnUnpinnedNpxForm(t *testing.T) {
	t.Parallel()
	home, ws, bin := t.TempDir(), t.TempDir(), t.TempDir()
	for _, name := range []string{"npx", "engram-mcp"} {
		if err := os.WriteFile(filepath.Join(bin, name), []byte("#!/bin/sh\nexit 0\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	env := append(hostEnv(home, ws), "PATH="+bin)
	entry := func(command string, args ...string) string {
		quoted := []string{}
		for _, a := range args {
			quoted = append(quoted, `"`+a+`"`)
		}
		return `{"mcpServers": {"engram": {"command": "` + command + `", "args": [` + strings.Join(quoted, ", ") + `]}}}`
	}
	for _, c := range []struct {
		settings string
		warn     bool
	}{
		{entry("npx", "-y", "--package", "@the-long-ride/engram", "engram-mcp"), true},
		{entry("engram-mcp"), false},
	} {
		writeFiles(t, ws, map[string]string{".gemini/settings.json": c.settings})
		r := spawnCLI(t, ws, "", env, "doctor")
		line := ""
		for _, l := range strings.Split(r.stdout, "\n") {
			if strings.Contains(l, "host.gemini ") {
				line = l
			}
		}
		warned := strings.HasPrefix(line, "warn") && strings.Contains(line, "unpinned") && strings.Contains(r.stdout, "engram link --refresh")
		if warned != c.warn || !c.warn && !strings.HasPrefix(line, "pass") {
			t.Errorf("%s: warned %v, want %v:\n%s", c.settings, warned, c.warn, r.stdout)
		}
	}
}

// TestLinkGlobalClaudeKnowsTheUserServer: 'engram link --global claude'
// printed "run: claude mcp add --scope user engram -- engram-mcp" every time,
// and once ~/.claude.json has the server (the first run's line, run) Claude
// answers it "MCP server engram already exists in user config", exit 1. It
// now says the server is there, gives remove-then-add for another Engram
// command, and leaves a server of another program by that name to the user.
func TestLinkGlobalClaudeKnowsTheUserServer(t *testing.T) {
	t.Parallel()
	bin := t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "engram-mcp"), []byte("#!/bin/sh\nexit 0\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	server := func(command string, args ...string) string {
		quoted := []string{}
		for _, a := range args {
			quoted = append(quoted, `"`+a+`"`)
		}
		return `{"numStartups": 3, "mcpServers": {"engram": {"type": "stdio", "command": "` + command + `", "args": [` + strings.Join(quoted, ", ") + `], "env": {}}}}`
	}
	for _, c := range []struct {
		claudeJSON string // "" for none
		want       string
	}{
		{"", "run: claude mcp add --scope user engram -- engram-mcp   ("},
		{`{"numStartups": 3}`, "run: claude mcp add --scope user engram -- engram-mcp   ("},
		{server("engram-mcp"), "note: ~/.claude.json already has the user-scope engram server (engram-mcp)"},
		{server("npx", "-y", "--package", "@the-long-ride/engram@0.9.0", "engram-mcp"), "run: claude mcp remove --scope user engram && claude mcp add --scope user engram -- engram-mcp   (the engram server in ~/.claude.json runs npx -y --package @the-long-ride/engram@0.9.0 engram-mcp"},
		{server("python3", "my_engram.py"), "runs python3 my_engram.py, not Engram; engram leaves it"},
	} {
		home, ws := t.TempDir(), t.TempDir()
		if c.claudeJSON != "" {
			writeFiles(t, home, map[string]string{".claude.json": c.claudeJSON})
		}
		r := spawnCLI(t, ws, "", append(hostEnv(home, ws), "PATH="+bin), "link", "--global", "claude", "--dry-run")
		if r.code != 0 || !strings.Contains(r.stdout, c.want) {
			t.Errorf("~/.claude.json %q: no %q in %+v", c.claudeJSON, c.want, r)
		}
		if c.claudeJSON != "" && readFile(t, filepath.Join(home, ".claude.json")) != c.claudeJSON {
			t.Errorf("link changed ~/.claude.json")
		}
	}
}

// TestStaleServerAliasIsReplaced: 'go install .' over an engram whose
// engram-mcp is a hard link (install-alias, link) writes engram as a new
// file, and the old link kept running the old server: install-alias said
// "already exists", link and upgrade took it for current (walk45: hosts ran
// ed9a8ce's server after 199d462 was installed). install-alias and upgrade
// now replace an older engram build's engram-mcp; --dry-run does not, and an
// engram-mcp that is not an engram build is left alone.
//
// Not parallel, for TestInstallAlias's reason (it writes and runs binaries).
func TestStaleServerAliasIsReplaced(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the alias is engram-mcp.exe there; the rule is the same")
	}
	data, err := os.ReadFile(testBinary)
	if err != nil {
		t.Fatal(err)
	}
	older := []byte("an older engram build of " + npmPackage + " (not runnable)\n")
	setup := func(aliasContent []byte) (dir, engram, alias string) {
		dir = t.TempDir()
		engram, alias = filepath.Join(dir, "engram"), filepath.Join(dir, "engram-mcp")
		if err := os.WriteFile(engram, data, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(alias, aliasContent, 0o755); err != nil {
			t.Fatal(err)
		}
		return dir, engram, alias
	}
	run := func(engram string, env []string, args ...string) string {
		cmd := exec.Command(engram, args...)
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v: %v: %s", args, err, out)
		}
		return string(out)
	}
	current := func(alias string) bool {
		got, err := os.ReadFile(alias)
		return err == nil && bytes.Equal(got, data)
	}

	_, engram, alias := setup(older)
	if out := run(engram, scratchEnv(t), "doctor"); !strings.Contains(out, "warn  host.server_alias") || !strings.Contains(out, "run 'engram install-alias'") {
		t.Errorf("doctor did not see the older engram-mcp: %s", out)
	}
	if out := run(engram, scratchEnv(t), "install-alias"); !strings.Contains(out, "replaced "+alias+", an older engram build") || !current(alias) {
		t.Errorf("install-alias left the older build: %s", out)
	}
	if out := run(engram, scratchEnv(t), "install-alias"); !strings.Contains(out, "already exists") {
		t.Errorf("a current engram-mcp was replaced again: %s", out)
	}
	if out := run(engram, scratchEnv(t), "doctor"); strings.Contains(out, "host.server_alias") {
		t.Errorf("doctor warns of a current engram-mcp: %s", out)
	}

	home, ws := t.TempDir(), t.TempDir()
	_, engram, alias = setup(older)
	env := append(hostEnv(home, ws), "PATH="+filepath.Dir(engram))
	if out := run(engram, env, "link", "claude", "--dry-run"); strings.Contains(out, "replaced") || current(alias) {
		t.Errorf("--dry-run replaced engram-mcp: %s", out)
	}
	if out := run(engram, env, "upgrade"); !strings.Contains(out, "replaced "+alias) || !current(alias) {
		t.Errorf("upgrade left the older build: %s", out)
	}

	mine := []byte("#!/bin/sh\necho my own engram-mcp\n")
	_, engram, alias = setup(mine)
	if out := run(engram, scratchEnv(t), "install-alias"); !strings.Contains(out, "already exists") {
		t.Errorf("install-alias touched the user's engram-mcp: %s", out)
	}
	if got, _ := os.ReadFile(alias); !bytes.Equal(got, mine) {
		t.Errorf("the user's engram-mcp changed")
	}
}

// TestSaveRefusesRoleNone: set-role reads "none" as no role, but a save
// with role "none" wrote a memory tagged "none", hidden under every active
// role while it read as one every role sees. A save naming "none" is refused
// with the way forward, over the CLI and engram_save in both eras, and
// nothing is written; a real role still saves.
func TestSaveRefusesRoleNone(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	if r := spawnCLI(t, ws, "", nil, "init"); r.code != 0 {
		t.Fatalf("init: %+v", r)
	}
	for _, role := range []string{"none", "None,backend"} {
		r := spawnCLI(t, ws, "", nil, "save", "--force", "--role", role, "Run the linter before pushing any branch")
		if r.code == 0 || !strings.Contains(r.stderr, `role "none" means no role: leave the role out`) {
			t.Errorf("save --role %s: %+v", role, r)
		}
	}
	for _, version := range []string{version20251125, ""} {
		s := spawnMCP(t, ws, scratchEnv(t), version)
		raw := s.mustCall("tools/call", map[string]any{"name": "engram_save", "arguments": map[string]any{
			"text": "Run the linter before pushing any branch", "role": []string{"none"}}})
		if !strings.Contains(string(raw), `"isError":true`) || !strings.Contains(string(raw), `role \"none\" means no role`) {
			t.Errorf("engram_save role none (era %q): %s", version, raw)
		}
	}
	if files, _ := filepath.Glob(filepath.Join(storeDir(ws), "*", "run-the-linter*")); len(files) != 0 {
		t.Errorf("a refused save wrote %v", files)
	}
	if r := spawnCLI(t, ws, "", nil, "save", "--force", "--role", "backend", "Run the linter before pushing any branch"); r.code != 0 {
		t.Errorf("save --role backend: %+v", r)
	}
}

// TestUnknownArgumentNamesTheArguments: a tool call with an argument the
// tool does not take ("candidates" for engram_save_session) was refused as
// 'unknown field "candidates"' alone; the model then had to read the schema
// again. The error now names the tool's arguments, and they are exactly the
// properties tools/list gives for that tool, for every tool.
func TestUnknownArgumentNamesTheArguments(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	p := spawnMCP(t, ws, scratchEnv(t), version20251125)
	var list struct {
		Tools []struct {
			Name        string `json:"name"`
			InputSchema struct {
				Properties map[string]any `json:"properties"`
			} `json:"inputSchema"`
		} `json:"tools"`
	}
	if err := json.Unmarshal(p.mustCall("tools/list", map[string]any{}), &list); err != nil || len(list.Tools) == 0 {
		t.Fatalf("tools/list: %v", err)
	}
	for _, tool := range list.Tools {
		raw := string(p.mustCall("tools/call", map[string]any{"name": tool.Name, "arguments": map[string]any{"no_such_argument": 1}}))
		_, rest, ok := strings.Cut(raw, `unknown field \"no_such_argument\" (arguments: `)
		if !ok {
			t.Errorf("%s: %s", tool.Name, raw)
			continue
		}
		rest, _, _ = strings.Cut(rest, ")")
		var got []string
		if rest != "" {
			got = strings.Split(rest, ", ")
		}
		var want []string
		for name := range tool.InputSchema.Properties {
			want = append(want, name)
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s names %v, its schema has %v", tool.Name, got, want)
		}
	}
}
