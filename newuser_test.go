package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Defects a new user met in one session (stop 38, /work/notes/newuser-log.md),
// each checked on the spawned binary with real folders.

// TestWorkspaceMustBeAFolder: a mistyped --workspace is an error (exit 7,
// "no folder X"), for reads, writes and host commands alike. Before, link
// created the missing folder tree with .mcp.json, CLAUDE.md and
// .claude/settings.json in it (exit 0), reads said "no store found (run
// 'engram init')" (exit 0) although init refuses that folder, and a file
// given as the workspace made link blame a file that "cannot parse" (exit 3).
func TestWorkspaceMustBeAFolder(t *testing.T) {
	t.Parallel()
	home, dir := t.TempDir(), t.TempDir()
	missing := filepath.Join(dir, "no", "such")
	file := filepath.Join(dir, "afile")
	writeFile(t, file, "not a folder\n")
	cmds := [][]string{
		{"link", "claude"}, {"link", "all"}, {"unlink", "claude"}, {"upgrade"},
		{"list"}, {"status"}, {"doctor"}, {"load", "a task"}, {"save", "Always run the tests"}, {"init"},
	}
	for _, args := range cmds {
		for _, ws := range []string{missing, file} {
			r := spawnCLI(t, dir, "", hostEnv(home, dir), append(args, "--workspace", ws)...)
			want := "no folder " + ws
			if ws == file {
				want = ws + " is a file, not a folder"
			}
			if r.code != exitNotFound || !strings.Contains(r.stderr, want) || strings.Contains(r.stderr, "cannot parse") {
				t.Errorf("%v --workspace %s: code %d, stderr %q, want exit %d and %q", args, ws, r.code, r.stderr, exitNotFound, want)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "no")); err == nil {
		t.Error("a command created the missing workspace folder")
	}
	if got := readFile(t, file); got != "not a folder\n" {
		t.Errorf("the file given as workspace changed: %q", got)
	}
	// An existing folder, relative to the working directory, still works.
	if r := spawnCLI(t, dir, "", hostEnv(home, dir), "link", "claude", "--workspace", "."); r.code != 0 {
		t.Errorf("link --workspace .: %+v", r)
	}
}

// TestLinkRefusalHintFitsTheError: a config refused for a reason other
// than its syntax (a link out of the project) must not send the user to
// look for a parse error; a file that does not parse still gets that hint.
func TestLinkRefusalHintFitsTheError(t *testing.T) {
	t.Parallel()
	home, ws, outside := t.TempDir(), t.TempDir(), t.TempDir()
	target := filepath.Join(outside, "mcp.json")
	writeFile(t, target, "{ \"a\": 1 }\n")
	if err := os.MkdirAll(filepath.Join(ws, ".cursor"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, filepath.Join(ws, ".cursor", "mcp.json")); err != nil {
		t.Skip("no symlinks here:", err)
	}
	r := spawnCLI(t, ws, "", hostEnv(home, ws), "link", "cursor")
	if r.code == 0 || !strings.Contains(r.stderr, "symbolic link") || strings.Contains(r.stderr, "cannot parse") || !strings.Contains(r.stderr, "nothing was written") {
		t.Errorf("link through an outside symlink: %+v", r)
	}
	if got := readFile(t, target); got != "{ \"a\": 1 }\n" {
		t.Errorf("the link's target changed: %q", got)
	}
}

// TestPromoteHintNamesNotes: promote without a note id points to the
// command that lists note ids (engram notes). Before, it named 'engram
// status', which prints only a count, and 'engram search', which lists no
// working notes.
func TestPromoteHintNamesNotes(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	r := spawnCLI(t, ws, "", nil, "promote")
	if r.code != exitUsage || !strings.Contains(r.stderr, "'engram notes'") {
		t.Errorf("%+v", r)
	}
}

// TestUnlinkNeverCreatesAFile: unlink in a folder (and a home) with no host
// config writes nothing and says there was nothing to remove. Before, it
// wrote an empty .codex/config.toml (and ~/.codex/config.toml with
// --global), reported as "created", and printed link's advice "run 'engram
// link --global antigravity'" for the hosts without a workspace MCP file.
func TestUnlinkNeverCreatesAFile(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	for _, args := range [][]string{{"unlink", "all"}, {"unlink", "codex", "--global"}, {"upgrade"}} {
		r := spawnCLI(t, ws, "", hostEnv(home, ws), args...)
		if r.code != 0 || strings.Contains(r.stdout, "created") || strings.Contains(r.stdout, "engram link --global") || !strings.Contains(r.stdout, "nothing to ") {
			t.Errorf("%v: %+v", args, r)
		}
	}
	for _, dir := range []string{ws, home} {
		var found []string
		filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && !strings.HasPrefix(p, filepath.Join(home, ".engram")) {
				found = append(found, p)
			}
			return nil
		})
		if len(found) > 0 {
			t.Errorf("unlink/upgrade wrote %v", found)
		}
	}
	// link still says why it skips a workspace MCP file.
	if r := spawnCLI(t, ws, "", hostEnv(home, ws), "link", "windsurf", "--dry-run"); !strings.Contains(r.stdout, "engram link --global windsurf") {
		t.Errorf("link lost its skip line: %+v", r)
	}
}

// TestNoteScopeIsOneStore: a note lives in one store, so --scope both is a
// usage error (exit 2, as save's unknown scope) and note -h does not offer
// it. Before: exit 1, and -h said "workspace, global or both".
func TestNoteScopeIsOneStore(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	if r := spawnCLI(t, ws, "", nil, "note", "looking at the flaky test", "--scope", "both"); r.code != exitUsage || !strings.Contains(r.stderr, "workspace or global") {
		t.Errorf("--scope both: %+v", r)
	}
	if r := spawnCLI(t, ws, "", nil, "note", "-h"); r.code != 0 || strings.Contains(r.stdout, "or both") || !strings.Contains(r.stdout, "--scope SCOPE") {
		t.Errorf("note -h: %+v", r)
	}
}

// TestStatusSaysNoRoles: with no active role, status says "roles: none" (as
// set-role spells it), not "roles: " with nothing after it.
func TestStatusSaysNoRoles(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	if r := spawnCLI(t, ws, "", nil, "status"); r.code != 0 || !strings.Contains(r.stdout, "\nroles: none\n") {
		t.Errorf("%+v", r)
	}
}

// TestFlagErrorsSpellFlagsAsHelpDoes: the flag package's "-budget" and
// "parse error" become --budget and what the value should be.
func TestFlagErrorsSpellFlagsAsHelpDoes(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"load", "--budget"}, "engram: --budget needs a value\n"},
		{[]string{"load", "x", "--budget", "abc"}, `engram: invalid value "abc" for --budget: not a whole number` + "\n"},
		{[]string{"list", "--json=maybe"}, `engram: invalid boolean value "maybe" for --json: use true or false` + "\n"},
		{[]string{"link", "claude", "--workspace"}, "engram: --workspace needs a value\n"},
	}
	for _, c := range cases {
		r := spawnCLI(t, ws, "", nil, c.args...)
		if r.code != exitUsage || !strings.HasPrefix(r.stderr, c.want) {
			t.Errorf("%v: code %d, stderr %q, want it to start %q", c.args, r.code, r.stderr, c.want)
		}
	}
}

// TestHostAndDoctorHelp: doctor -h lists its flags (README: "the usage line
// and every --flag"); link, unlink and upgrade -h say what the command does;
// upgrade's targets are optional and its --global narrows both scopes to
// one; --workspace is not "the workspace to link" in unlink.
func TestHostAndDoctorHelp(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	want := map[string][]string{
		"doctor":  {"--json", "--workspace DIR", "Check the store"},
		"link":    {"Register Engram with a host", "--no-hook"},
		"unlink":  {"Remove Engram's entries", "--workspace DIR   project folder"},
		"upgrade": {"engram upgrade [claude|", "only the user scope"},
	}
	for cmd, ws2 := range want {
		r := spawnCLI(t, ws, "", nil, cmd, "-h")
		for _, w := range ws2 {
			if r.code != 0 || !strings.Contains(r.stdout, w) || strings.Contains(r.stdout, "to link\n") {
				t.Errorf("%s -h: want %q in %q", cmd, w, r.stdout)
			}
		}
	}
}

// TestBenchmarkNeedsAStore: benchmark scored a --workspace that does not
// exist, or a folder without a store, as recall 0 with exit 0, which reads
// as a collapse of the router rather than a wrong path. Now: exit 7, "no
// folder X" / "no store in X"; a real set still scores.
func TestBenchmarkNeedsAStore(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cases := filepath.Join("testdata", "eval", "uv", "cases.json")
	abs, err := filepath.Abs(cases)
	if err != nil {
		t.Fatal(err)
	}
	for ws, want := range map[string]string{filepath.Join(dir, "missing"): "no folder ", dir: "no store in "} {
		r := spawnCLI(t, dir, "", nil, "benchmark", abs, "--workspace", ws)
		if r.code != exitNotFound || !strings.Contains(r.stderr, want+ws) || strings.Contains(r.stdout, "recall") {
			t.Errorf("--workspace %s: %+v", ws, r)
		}
	}
	storeDir, _ := filepath.Abs(filepath.Join("testdata", "eval", "uv", "store"))
	if r := spawnCLI(t, dir, "", nil, "benchmark", abs, "--workspace", storeDir); r.code != 0 || !strings.Contains(r.stdout, "ALL") {
		t.Errorf("a real set: %+v", r)
	}
}

// TestOneFileCountsInTheSingular: a store of one memory said "verified 1
// memory files", "rehashed 1 memory files" and doctor "1 memory files match
// their hashes"; an unparsable file "1 memory files do not parse" (rehash)
// and "1 memory file does not parse, so every read skips them" (doctor).
func TestOneFileCountsInTheSingular(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	home := t.TempDir()
	env := []string{"HOME=" + home, "ENGRAM_GLOBAL_DIR=" + filepath.Join(home, "global")}
	if r := spawnCLI(t, ws, "", env, "init"); r.code != 0 {
		t.Fatalf("init: %+v", r)
	}
	if r := spawnCLI(t, ws, "", env, "save", "--force", "Always run the linter before pushing"); r.code != 0 {
		t.Fatalf("save: %+v", r)
	}
	for args, want := range map[string]string{"verify": "verified 1 memory file: all hashes match", "rehash": "rehashed 1 memory file in ", "doctor": "1 memory file matches its hash"} {
		if r := spawnCLI(t, ws, "", env, args); r.code != 0 || !strings.Contains(r.stdout, want) {
			t.Errorf("%s: want %q in %+v", args, want, r)
		}
	}
	files, _ := filepath.Glob(filepath.Join(ws, ".agents", ".engram", "rules", "*.md"))
	if len(files) != 1 {
		t.Fatalf("rules: %v", files)
	}
	writeFile(t, files[0], "---\nid: broken\n")
	if r := spawnCLI(t, ws, "", env, "rehash"); !strings.Contains(r.stderr, "1 memory file does not parse; reads skip it until it is fixed") {
		t.Errorf("rehash: %+v", r)
	}
	if r := spawnCLI(t, ws, "", env, "doctor"); !strings.Contains(r.stdout, "1 memory file does not parse, so every read skips it:") {
		t.Errorf("doctor: %+v", r)
	}
}

// TestHomeFolderAsWorkspaceIsSaid: run in the home folder with no project
// above, link's "workspace" files include Claude's, Gemini's, Cursor's and
// Codex's user-level settings, and init makes a store that every folder
// under home without its own .git or store resolves to. Both said nothing;
// both now say so on stderr (and still do what was asked). In a project
// folder neither says it.
func TestHomeFolderAsWorkspaceIsSaid(t *testing.T) {
	t.Parallel()
	home, proj := t.TempDir(), t.TempDir()
	env := hostEnv(home, home)
	r := spawnCLI(t, home, "", env, "link", "claude")
	if r.code != 0 || !strings.Contains(r.stderr, "the workspace is your home folder") {
		t.Errorf("link in home: %+v", r)
	}
	if _, err := os.Stat(filepath.Join(home, ".claude", "settings.json")); err != nil {
		t.Errorf("link in home did not link: %v", err)
	}
	if r := spawnCLI(t, home, "", env, "init"); r.code != 0 || !strings.Contains(r.stderr, "this store is in your home folder") {
		t.Errorf("init in home: %+v", r)
	}
	for _, args := range [][]string{{"init"}, {"link", "claude"}, {"link", "gemini", "--global"}} {
		if r := spawnCLI(t, proj, "", hostEnv(home, proj), args...); r.code != 0 || strings.Contains(r.stderr, "home folder") {
			t.Errorf("%v in a project: %+v", args, r)
		}
	}
}

// TestEmptyTextIsNothingToSave: an empty or blank text, as an argument or
// from --file, is "nothing to save" (exit 2) for save, note and
// save-session, as no text at all is. Before, save "" and note "" said
// 'argument "text" is required' (an MCP argument name), note with exit 1.
func TestEmptyTextIsNothingToSave(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	empty := filepath.Join(t.TempDir(), "empty.txt")
	writeFile(t, empty, "\n")
	for _, args := range [][]string{{"save", ""}, {"save", "   "}, {"note", ""}, {"ss", ""}, {"save", "--file", empty}, {"note", "--file", "-"}} {
		r := spawnCLI(t, ws, "", nil, args...)
		if r.code != exitUsage || !strings.HasPrefix(r.stderr, "engram: nothing to save") || strings.Contains(r.stderr, `argument "text"`) {
			t.Errorf("%q: %+v", args, r)
		}
	}
}

// TestPipedTextNamesFileDash: 'printf "rule one\nrule two\n" | engram
// save-session' said only "give the text as an argument or with --file F":
// a shell user piping lines was not told that '--file -' reads them. The
// hint names it, and the command it names proposes the piped lines.
func TestPipedTextNamesFileDash(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	lines := "Use pnpm, never npm or yarn\nThe staging database is reset every Sunday night\n"
	for _, cmd := range []string{"save", "save-session", "note"} {
		r := spawnCLI(t, ws, lines, nil, cmd)
		if r.code != exitUsage || !strings.Contains(r.stderr, "'--file -' reads standard input") {
			t.Errorf("%s with piped text and no --file: %+v", cmd, r)
		}
	}
	r := spawnCLI(t, ws, lines, nil, "save-session", "--file", "-")
	if r.code != 0 || !strings.Contains(r.stdout, "Use pnpm, never npm or yarn") || !strings.Contains(r.stdout, "The staging database is reset") {
		t.Errorf("save-session --file - with the piped lines: %+v", r)
	}
}

// TestNoArgumentCommandsRefuseOne: 'engram init myproject' created the
// store in the working directory, not in myproject, and said "created the
// store in <cwd>"; status, verify, rehash and demo ignored an argument the
// same way. Now each is a usage error naming the argument, and init says
// how to reach another folder; nothing is created.
func TestNoArgumentCommandsRefuseOne(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, cmd := range []string{"init", "status", "verify", "rehash", "demo"} {
		r := spawnCLI(t, dir, "", nil, cmd, "myproject")
		if r.code != exitUsage || !strings.Contains(r.stderr, cmd+` takes no arguments (found "myproject")`) {
			t.Errorf("%s myproject: %+v", cmd, r)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, ".agents")); err == nil {
		t.Error("init myproject created a store in the working directory")
	}
	if r := spawnCLI(t, dir, "", nil, "init", "myproject"); !strings.Contains(r.stderr, "engram init --workspace DIR") {
		t.Errorf("init hint: %+v", r)
	}
}

// TestSetRoleClearWithARole: 'set-role backend --clear' said "give roles,
// or none (or --clear) to clear them", though both were given; it now says
// the two do not combine, and changes nothing.
func TestSetRoleClearWithARole(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	r := spawnCLI(t, ws, "", nil, "set-role", "backend", "--clear")
	if r.code != exitUsage || !strings.Contains(r.stderr, "--clear clears the roles and cannot be combined with a role") {
		t.Errorf("%+v", r)
	}
	if r := spawnCLI(t, ws, "", nil, "status"); !strings.Contains(r.stdout, "\nroles: none\n") {
		t.Errorf("roles changed: %+v", r)
	}
}

// TestScopedIdInTheOtherStore: 'show ID --scope global' for an ID that is
// only in the workspace said "no memory with id ID", as if it did not
// exist; it now names the store that has it and how to reach it.
func TestScopedIdInTheOtherStore(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	home := t.TempDir()
	env := []string{"HOME=" + home, "ENGRAM_GLOBAL_DIR=" + filepath.Join(home, "global")}
	list := spawnCLI(t, ws, "", env, "list", "--json")
	i := strings.Index(list.stdout, `"id": "`)
	if i < 0 {
		t.Fatalf("list: %+v", list)
	}
	id := list.stdout[i+len(`"id": "`):]
	id = id[:strings.IndexByte(id, '"')]
	for _, cmd := range []string{"show", "forget"} {
		r := spawnCLI(t, ws, "", env, cmd, id, "--scope", "global")
		if r.code != exitNotFound || !strings.Contains(r.stderr, "no global memory with id "+id+" (there is a workspace one)") || !strings.Contains(r.stderr, "--scope workspace") {
			t.Errorf("%s %s --scope global: %+v", cmd, id, r)
		}
	}
}

// TestFileWithByteOrderMark: a team's guidance file saved with a UTF-8
// byte-order mark (Windows editors, PowerShell 5) is proposed with --file or
// on standard input, the mark dropped as the encoding it is; the same
// character inside the text is still refused (exit 5). Before, the whole
// file was refused at line 1 as invisible text, with a hint about secrets.
func TestFileWithByteOrderMark(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	bom := filepath.Join(t.TempDir(), "AGENTS.md")
	writeFile(t, bom, "\ufeffDatabase migrations are numbered NNNN_name.sql\r\n")
	for _, c := range []struct {
		stdin string
		args  []string
	}{
		{"", []string{"save", "--file", bom}},
		{"\ufeffThe staging cluster is rebuilt every Sunday\n", []string{"save", "--file", "-"}},
		{"\ufeffThe orders test flakes under -race\n", []string{"note", "--file", "-"}},
	} {
		r := spawnCLI(t, ws, c.stdin, nil, c.args...)
		if r.code != 0 || !strings.Contains(r.stdout, "Nothing was written") || strings.Contains(r.stdout, "\ufeff") {
			t.Errorf("%q: %+v", c.args, r)
		}
	}
	if r := spawnCLI(t, ws, "", nil, "save", "Run the linter\ufeff before pushing"); r.code != exitPolicy || !strings.Contains(r.stderr, "U+FEFF") {
		t.Errorf("a mark inside the text: %+v", r)
	}
}

// TestFileWithEngramBlock: a linked project's AGENTS.md holds Engram's own
// instruction block, whose words ("never call engram_commit ... or
// auto-approve it") the instruction check refuses. Saving the team's file
// with --file leaves that block out, says so on stderr, and proposes the
// team's own lines; the title drops the file's heading marks. The same words
// outside the markers are still refused, and a fenced sample of the markers
// is the file's text (as link reads it). Before, the whole file was refused
// (exit 5) and the title read "# # Acme API".
func TestFileWithEngramBlock(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	agents := filepath.Join(t.TempDir(), "AGENTS.md")
	block := strings.Join(instructionLines(), "\n")
	sample := "```\n" + mdBlockStart + "\n(what engram link writes)\n" + mdBlockEnd + "\n```\n"
	writeFile(t, agents, "# Acme API\n\n- Run `make lint` before pushing any branch.\n\n"+sample+"\n"+block+"\n")
	r := spawnCLI(t, ws, "", nil, "save", "--file", agents)
	if r.code != 0 || !strings.Contains(r.stdout, "make lint") || strings.Contains(r.stdout, "engram_commit") {
		t.Fatalf("save --file with the block: %+v", r)
	}
	if !strings.Contains(r.stderr, "left out Engram's own instruction block") || strings.Count(r.stderr, "left out") != 1 {
		t.Errorf("the block was not named once:\n%s", r.stderr)
	}
	if !strings.Contains(r.stdout, "(what engram link writes)") {
		t.Errorf("a fenced sample of the markers is the file's text, and was left out:\n%s", r.stdout)
	}
	if !strings.Contains(r.stdout, "\n   # Acme API\n") {
		t.Errorf("the title keeps the heading's marks:\n%s", r.stdout)
	}
	unmarked := filepath.Join(t.TempDir(), "AGENTS.md")
	writeFile(t, unmarked, "- Run `make lint` before pushing.\n"+instructionLines()[5]+"\n")
	if r := spawnCLI(t, ws, "", nil, "save", "--file", unmarked); r.code != exitPolicy {
		t.Errorf("the block's words outside its markers: %+v", r)
	}
}

// TestProjectUnderHomeWithConfigDir: ~/.engram is the user's config folder
// (link's record, the cache key), which nearly every command creates. The
// walk up for a workspace took it for a legacy store, so in a new project
// under home with no .git yet, 'engram init' made the store in home, and
// 'engram unlink' looked in home for what 'engram link' wrote in the
// project ("nothing to remove", the files stayed).
func TestProjectUnderHomeWithConfigDir(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	ws := filepath.Join(home, "proj")
	for _, d := range []string{filepath.Join(home, ".engram"), ws} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	env := []string{"HOME=" + home, "USERPROFILE=" + home, "ENGRAM_CONFIG_DIR=", "ENGRAM_GLOBAL_DIR=", "ENGRAM_WORKSPACE=", "XDG_CONFIG_HOME=" + filepath.Join(home, ".config"), "GEMINI_CLI_HOME=" + home}
	if r := spawnCLI(t, ws, "", env, "init"); r.code != 0 || !fileExists(filepath.Join(ws, ".agents", ".engram")) || fileExists(filepath.Join(home, ".agents")) {
		t.Errorf("init in %s: %+v", ws, r)
	}
	spawnCLI(t, ws, "", env, "link", "gemini")
	r := spawnCLI(t, ws, "", env, "unlink", "gemini")
	if r.code != 0 || fileExists(filepath.Join(ws, "GEMINI.md")) || !strings.Contains(r.stdout, "removed") {
		t.Errorf("unlink in %s did not remove what link wrote there: %+v", ws, r)
	}
}

// TestEmptyStoreSaysWhy: a new user who runs load before init, or before
// any save, was told "no memory shares a word with the task", as if the
// memories were there and did not fit; the agent passed that on. The load
// says there is no store (and how to make one) or that it holds nothing yet.
func TestEmptyStoreSaysWhy(t *testing.T) {
	ws := t.TempDir()
	if err := os.Mkdir(filepath.Join(ws, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	home := []string{"HOME=" + filepath.Join(ws, "home")}
	load := func() string { return runCLI(t, ws, "", home, "load", "celery worker retries").stdout }
	if out := load(); !strings.Contains(out, "this project has no Engram store (run 'engram init'") {
		t.Errorf("before init:\n%s", out)
	}
	if r := runCLI(t, ws, "", home, "init"); r.code != 0 {
		t.Fatalf("init: %d %s", r.code, r.stderr)
	}
	if out := load(); !strings.Contains(out, "the store holds no memories yet") {
		t.Errorf("after init:\n%s", out)
	}
	if r := runCLI(t, ws, "", home, "save", "--force", "Celery tasks must be idempotent"); r.code != 0 {
		t.Fatalf("save: %d %s", r.code, r.stderr)
	}
	if out := runCLI(t, ws, "", home, "load", "bake sourdough bread").stdout; !strings.Contains(out, "no memory shares a word with the task") {
		t.Errorf("with a memory:\n%s", out)
	}
}

// TestEmptyGlobalStoreSaysWhy: a global-only user (linked with --global,
// no project store) whose global store was still empty was told "this
// project has no Engram store (run 'engram init' …)", a project store they
// never wanted. The load now says the global store holds nothing yet and
// how to save to it, and names init as the other way.
func TestEmptyGlobalStoreSaysWhy(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	if r := spawnCLI(t, ws, "", env, "init", "--global"); r.code != 0 {
		t.Fatalf("init --global: %+v", r)
	}
	r := spawnCLI(t, ws, "", env, "load", "add a database migration for the refunds table")
	if r.code != 0 || !strings.Contains(r.stdout, "your global store holds no memories yet") || !strings.Contains(r.stdout, "'engram save --scope global'") ||
		strings.Contains(r.stdout, "run 'engram init'") {
		t.Errorf("load with an empty global store and no project store: %+v", r)
	}
}

// TestMissingArgumentSaysWhatToDo: 'engram search' and 'engram commit'
// with nothing after them said only what was missing; a new user was not
// told what to give (route already gave an example).
func TestMissingArgumentSaysWhatToDo(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	for _, c := range []struct{ cmd, hint string }{
		{"search", `hint: for example: engram search "`},
		{"commit", "hint: give the engram-approval-… token that 'engram save'"},
	} {
		if r := spawnCLI(t, ws, "", nil, c.cmd); r.code != exitUsage || !strings.Contains(r.stderr, c.hint) {
			t.Errorf("engram %s with no argument: want %q: %+v", c.cmd, c.hint, r)
		}
	}
}

// TestSetRuleVariantWithoutAStore: in a folder with no store,
// 'engram set-rule-variant status' said "no store in DIR" as a usage
// error (exit 2) with no hint; every other command that needs a store
// exits 7 and says to run 'engram init'. A variant that is not one is
// still a usage error.
func TestSetRuleVariantWithoutAStore(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	if r := spawnCLI(t, ws, "", nil, "set-rule-variant", "status"); r.code != exitNotFound || !strings.Contains(r.stderr, "hint: run 'engram init'") {
		t.Errorf("set-rule-variant status with no store: %+v", r)
	}
	if r := spawnCLI(t, ws, "", nil, "init"); r.code != 0 {
		t.Fatalf("init: %+v", r)
	}
	if r := spawnCLI(t, ws, "", nil, "set-rule-variant", "loud"); r.code != exitUsage || !strings.Contains(r.stderr, "variant must be off, light, balanced, strict or status") {
		t.Errorf("set-rule-variant loud: %+v", r)
	}
}
