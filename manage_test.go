package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// checkCLIGolden compares got with testdata/cli/<name>.golden; -update
// rewrites it.
func checkCLIGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "cli", name+".golden")
	if *update {
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run %s -update)", err, t.Name())
	}
	if got != string(want) {
		t.Errorf("output differs from %s (go test -run %s -update rewrites it)\ngot:\n%s\nwant:\n%s", path, t.Name(), got, want)
	}
}

// TestListAndShow spawns engram list and engram show on the 0.0.28
// fixture, with each filter, each hash state and each error.
func TestListAndShow(t *testing.T) {
	t.Parallel()
	modify := func(t *testing.T, ws string) {
		f, _ := os.OpenFile(fixtureRulePath(ws), os.O_APPEND|os.O_WRONLY, 0)
		f.WriteString("- and gofmt\n")
		f.Close()
	}
	unhashed := func(t *testing.T, ws string) {
		data, _ := os.ReadFile(fixtureRulePath(ws))
		text := strings.Replace(string(data), "id: "+fixtureRule, "id: hand-written", 1)
		os.WriteFile(filepath.Join(ws, ".agents", ".engram", "rules", "hand-written.md"), []byte(text), 0o644)
	}
	archived := func(t *testing.T, ws string) {
		data, _ := os.ReadFile(fixtureRulePath(ws))
		os.WriteFile(fixtureRulePath(ws), []byte(strings.Replace(string(data), "id: ", "lifecycle: archived\nid: ", 1)), 0o644)
		runCLI(t, ws, "", nil, "rehash")
	}
	tests := []struct {
		name       string
		setup      func(t *testing.T, ws string)
		args       []string
		wantCode   int
		golden     string // compare stdout with testdata/cli/<golden>.golden
		wantStdout []string
		notStdout  []string
		wantStderr string
	}{
		{name: "list", args: []string{"list"}, golden: "list-fixture"},
		{name: "list by type", args: []string{"list", "--type", "rules"}, wantStdout: []string{fixtureRule, "rule-never-log-raw-card"}, notStdout: []string{"skill-to-release", "knowledge-"}},
		{name: "list by tag", args: []string{"list", "--tag", "card"}, wantStdout: []string{"rule-never-log-raw-card"}, notStdout: []string{fixtureRule}},
		{name: "list by scope global is empty", args: []string{"list", "--scope", "global"}, wantStdout: []string{"no memories match"}},
		{name: "list shows a modified memory", setup: modify, args: []string{"list"}, wantStdout: []string{"modified"}},
		{name: "list shows an unhashed memory", setup: unhashed, args: []string{"list", "--type", "rule"}, wantStdout: []string{"hand-written", "unhashed"}},
		{name: "list shows an archived memory", setup: archived, args: []string{"list"}, wantStdout: []string{"archived"}},
		{name: "list shows an unparsable memory", setup: func(t *testing.T, ws string) { breakFrontMatter(t, fixtureRulePath(ws)) },
			args: []string{"list"}, wantStdout: []string{"unparsable", "line 1: the front matter opened here is not closed"}},
		{name: "list rejects a bad type", args: []string{"list", "--type", "rulez"}, wantCode: exitUsage, wantStderr: `unknown type "rulez"`},
		{name: "list rejects a bad scope", args: []string{"list", "--scope", "both"}, wantCode: exitUsage, wantStderr: "--scope must be workspace or global"},
		{name: "list takes no arguments", args: []string{"list", "rules"}, wantCode: exitUsage, wantStderr: "list takes no arguments"},
		{name: "show", args: []string{"show", fixtureRule}, wantStdout: []string{"id: " + fixtureRule, "type: rule", "hash: ok", "status: visible", "file: ", "# Always run go vet"}},
		{name: "show a modified memory", setup: modify, args: []string{"show", fixtureRule}, wantStdout: []string{"hash: modified", "status: hidden: hash mismatch", "- and gofmt"}},
		{name: "show an unparsable memory", setup: func(t *testing.T, ws string) { breakFrontMatter(t, fixtureRulePath(ws)) },
			args: []string{"show", fixtureRule}, wantStdout: []string{"hash: unparsable", "status: does not parse: line 1"}},
		{name: "show an unknown id", args: []string{"show", "nope"}, wantCode: exitNotFound, wantStderr: "engram: no memory with id nope"},
		{name: "show needs an id", args: []string{"show"}, wantCode: exitUsage, wantStderr: "show needs exactly one memory id"},
		{name: "show a note points to notes", args: []string{"show", "note-x"}, wantCode: exitNotFound, wantStderr: "engram notes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := fixtureWorkspace(t)
			if tt.setup != nil {
				tt.setup(t, ws)
			}
			r := runCLI(t, ws, "", nil, tt.args...)
			r.expect(t, tt.wantCode, tt.wantStdout, tt.notStdout, tt.wantStderr)
			if tt.golden != "" {
				checkCLIGolden(t, tt.golden, r.stdout)
			}
		})
	}
}

// TestListShowJSON: --json prints the envelope with one record per memory.
func TestListShowJSON(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	breakFrontMatter(t, fixtureRulePath(ws))
	r := runCLI(t, ws, "", nil, "list", "--json")
	var env struct {
		OK   bool     `json:"ok"`
		Data listData `json:"data"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &env); err != nil || r.code != 0 || !env.OK {
		t.Fatalf("list --json: %v %+v", err, r)
	}
	states := map[string]string{}
	for _, m := range env.Data.Memories {
		states[m.ID] = m.Hash
	}
	if len(states) != 5 || states[fixtureRule] != hashStateUnparsable || states["rule-never-log-raw-card-numbers-in-the-billing-worker-mask-all"] != hashStateOK {
		t.Errorf("hash states: %v", states)
	}
	r = runCLI(t, ws, "", nil, "show", "rule-never-log-raw-card-numbers-in-the-billing-worker-mask-all", "--json")
	var shown struct {
		Data showData `json:"data"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &shown); err != nil || shown.Data.Type != "rule" || !strings.HasPrefix(shown.Data.Text, "---\n") || !shown.Data.Visible {
		t.Errorf("show --json: %v %+v", err, shown.Data)
	}
}

// TestUnknownIDNamesTheNearest: a memory's id is its first words, long; a
// person types its start or mistypes it, and an agent copies a card's id
// short. show, forget and load name the id they may have meant (never act
// on it: the command still fails and changes nothing), and an id near none
// gets the plain answer.
func TestUnknownIDNamesTheNearest(t *testing.T) {
	ws := t.TempDir()
	home := []string{"HOME=" + filepath.Join(ws, "home")}
	if r := runCLI(t, ws, "", home, "init"); r.code != 0 {
		t.Fatalf("init: %d %s", r.code, r.stderr)
	}
	for _, text := range []string{"Use pytest with pytest-django for every test", "Celery tasks must be idempotent"} {
		if r := runCLI(t, ws, "", home, "save", "--force", text); r.code != 0 {
			t.Fatalf("save: %d %s", r.code, r.stderr)
		}
	}
	for _, tc := range []struct {
		args []string
		want string // "" when no id is near
	}{
		{[]string{"show", "use-pytest"}, "did you mean use-pytest-with-pytest-django-for-every-test?"},
		{[]string{"forget", "celery-task-must-be-idempotent"}, "did you mean celery-tasks-must-be-idempotent?"},
		{[]string{"load", "--id", "use-pytest"}, "did you mean use-pytest-with-pytest-django-for-every-test?"},
		{[]string{"show", "deploy-freeze"}, ""},
	} {
		r := runCLI(t, ws, "", home, tc.args...)
		if r.code != exitNotFound {
			t.Errorf("%v: exit %d, want %d\n%s%s", tc.args, r.code, exitNotFound, r.stdout, r.stderr)
		}
		if tc.want != "" && !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%v: want %q\n%s", tc.args, tc.want, r.stderr)
		}
		if tc.want == "" && strings.Contains(r.stderr, "did you mean") {
			t.Errorf("%v: no id is near, yet\n%s", tc.args, r.stderr)
		}
	}
	if r := runCLI(t, ws, "", home, "list"); strings.Count(r.stdout, "\n") != 3 {
		t.Errorf("a failed forget changed the store:\n%s", r.stdout)
	}
}

// TestPrintedCommitLineRuns: a save that cannot ask (no terminal) prints
// the command that writes it. The line is the command alone: the choice of
// some candidates followed it as "   (or --approve 1,3)", which sh and
// PowerShell refuse to run and cmd passes on as arguments. Its words, run
// as they are, write every candidate.
func TestPrintedCommitLineRuns(t *testing.T) {
	ws := t.TempDir()
	home := []string{"HOME=" + filepath.Join(ws, "home")}
	if r := runCLI(t, ws, "", home, "init"); r.code != 0 {
		t.Fatalf("init: %d %s", r.code, r.stderr)
	}
	r := runCLI(t, ws, "Format with black before committing\nPin every dependency to an exact version\n", home, "save-session", "--file", "-")
	if r.code != 0 {
		t.Fatalf("save-session: %d %s", r.code, r.stderr)
	}
	_, after, ok := strings.Cut(r.stdout, "To write, run:\n")
	if !ok {
		t.Fatalf("no command printed:\n%s", r.stdout)
	}
	line, rest, _ := strings.Cut(after, "\n")
	f := strings.Fields(line)
	if len(f) != 5 || f[0] != "engram" || f[1] != "commit" || f[3] != "--approve" || f[4] != "all" || strings.ContainsAny(line, "()") {
		t.Fatalf("printed line %q: want exactly engram commit TOKEN --approve all", line)
	}
	if !strings.Contains(rest, "--approve 1,3") {
		t.Errorf("the choice of some candidates is no longer said:\n%s", rest)
	}
	if c := runCLI(t, ws, "", home, f[1:]...); c.code != 0 || !strings.Contains(c.stdout, "pin-every-dependency") || !strings.Contains(c.stdout, "format-with-black") {
		t.Errorf("running the printed line: %d\n%s%s", c.code, c.stdout, c.stderr)
	}
}

// TestListWithoutStore: 'engram list' where there is no store at all
// printed "no store found (run 'engram init')" and exited 0, as an empty
// store does: a script run in the wrong folder went on ('engram search'
// said "no memory matched", 'engram notes' "no live working notes"). Each
// fails as verify and pending do (exit 7, "no store in DIR", the init hint), in both list
// paths (ENGRAM_NO_CACHE=1 runs the reference one); with the user's global
// store it lists that one, and an empty store still says "no memories".
func TestListWithoutStore(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	for _, env := range [][]string{hostEnv(home, ws), append(hostEnv(home, ws), "ENGRAM_NO_CACHE=1")} {
		for _, args := range [][]string{{"list"}, {"list", "--json"}, {"list", "--type", "rule"}, {"search", "database"}, {"notes"}, {"notes", "--json"}} {
			r := spawnCLI(t, ws, "", env, args...)
			r.expect(t, exitNotFound, nil, []string{"no store found"}, "engram: no store in ")
			if !strings.Contains(r.stderr, "engram: hint: run 'engram init' in the project folder\n") || r.stdout != "" {
				t.Errorf("%v: %q %q", args, r.stdout, r.stderr)
			}
		}
	}
	env := hostEnv(home, ws)
	spawnCLI(t, ws, "", env, "init", "--global").expect(t, 0, nil, nil, "")
	spawnCLI(t, ws, "", env, "list").expect(t, 0, []string{"no memories\n"}, nil, "")
	spawnCLI(t, ws, "", env, "search", "database").expect(t, 0, []string{"no memory matched"}, nil, "")
	spawnCLI(t, ws, "", env, "notes").expect(t, 0, []string{"no live working notes"}, nil, "")
	spawnCLI(t, ws, "", env, "init").expect(t, 0, nil, nil, "")
	spawnCLI(t, ws, "", env, "list", "--type", "rule").expect(t, 0, []string{"no memories match\n"}, nil, "")
}
