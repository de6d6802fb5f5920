package main

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestFixtureRoundTrip: every memory file written by engram 0.0.28 parses
// and renders back to the same bytes, so a rewrite never changes what it
// did not mean to change.
func TestFixtureRoundTrip(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob(filepath.Join("testdata", "fixture-0.0.28", "*", "*.md"))
	if len(files) != 5 {
		t.Fatalf("want the 5 fixture memories, found %d", len(files))
	}
	for _, f := range files {
		data, _ := os.ReadFile(f)
		m, err := parseMemory(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if got := m.render(); !bytes.Equal(got, data) {
			t.Errorf("%s: render(parse(x)) != x\n%s", f, lineDiff(string(data), string(got)))
		}
		if m.id() == "" || m.title == "" || len(m.contentLines()) == 0 {
			t.Errorf("%s: id %q title %q content %d", f, m.id(), m.title, len(m.contentLines()))
		}
	}
}

func TestFrontMatter(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in      string
		key     string
		wantStr string
		wantLen int
		wantErr bool
	}{
		{"---\nid: a\ntags: [x, \"y, z\", w]\n---\n", "tags", "", 3, false},
		{"---\nauthor_name: \"A \\\"B\\\"\"\n---\n", "author_name", `A "B"`, 0, false},
		{"---\nrole: backend\n---\n", "role", "", 1, false},
		{"---\nx_unknown: {a: 1}\n---\n", "x_unknown", "{a: 1}", 0, false},
		{"no front matter", "", "", 0, true},
		{"---\nid: a\n", "", "", 0, true},
		{"---\n: nokey\n---\n", "", "", 0, true},
	}
	for _, tt := range tests {
		m, err := parseMemory([]byte(tt.in))
		if (err != nil) != tt.wantErr {
			t.Errorf("%q: err %v, wantErr %v", tt.in, err, tt.wantErr)
			continue
		}
		if err != nil {
			continue
		}
		if tt.wantStr != "" && m.front().str(tt.key) != tt.wantStr {
			t.Errorf("%q: %s = %q, want %q", tt.in, tt.key, m.front().str(tt.key), tt.wantStr)
		}
		if tt.wantLen > 0 && len(m.front().list(tt.key)) != tt.wantLen {
			t.Errorf("%q: %s list %v, want %d items", tt.in, tt.key, m.front().list(tt.key), tt.wantLen)
		}
	}
}

// TestCLI runs the binary on a copy of the fixture store and checks exit
// codes (DESIGN.md §7) and the first line a user sees.
func TestCLI(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name       string
		args       []string
		setup      func(t *testing.T, ws string)
		wantCode   int
		wantStdout string
		wantStderr string
		notStdout  string
	}{
		{name: "verify passes on the 0.0.28 fixture", args: []string{"verify"}, wantStdout: "verified 5 memory files"},
		{name: "verify fails on a tampered file", args: []string{"verify"}, setup: tamper, wantCode: exitIntegrity, wantStdout: "mismatch workspace:rules/always-run-go-vet"},
		{name: "verify fails on a memory with no hash", args: []string{"verify"}, setup: addUnhashed, wantCode: exitIntegrity, wantStdout: "missing-hash workspace:rules/extra.md"},
		{name: "rehash accepts a reviewed edit", args: []string{"verify"}, setup: func(t *testing.T, ws string) {
			tamper(t, ws)
			if r := runCLI(t, ws, "", nil, "rehash"); r.code != 0 {
				t.Fatalf("rehash: %+v", r)
			}
		}, wantStdout: "verified 5 memory files"},
		{name: "a tampered memory is skipped by reads", args: []string{"search", "go vet committing"}, setup: tamper,
			notStdout: "always-run-go-vet-before-committing-go-changes (rule", wantStdout: "skipped workspace:rules/always-run-go-vet-before-committing-go-changes.md: edited since its hash was recorded"},
		{name: "route orders and classifies", args: []string{"route", "release", "the", "payments", "service"}, wantStdout: "Task type: deploying"},
		{name: "load by unknown id is not found", args: []string{"load", "--id", "nope"}, wantCode: exitNotFound, wantStderr: "engram: no visible memory with id nope"},
		{name: "unknown command is a usage error", args: []string{"frobnicate"}, wantCode: exitUsage, wantStderr: "engram: hint: run 'engram help'"},
		{name: "bad flag is a usage error", args: []string{"load", "--budget", "lots"}, wantCode: exitUsage, wantStderr: "invalid value"},
		{name: "route needs a task", args: []string{"route"}, wantCode: exitUsage, wantStderr: "route needs a task"},
		{name: "bad config JSON is a config error", args: []string{"status"}, setup: func(t *testing.T, ws string) {
			os.WriteFile(filepath.Join(ws, ".agents", ".engram", "engram.config.json"), []byte("{oops"), 0o644)
		}, wantCode: exitConfig, wantStderr: "is not valid JSON"},
		{name: "help lists commands", args: []string{"help"}, wantStdout: "Usage: engram <command>"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := fixtureWorkspace(t)
			if tt.setup != nil {
				tt.setup(t, ws)
			}
			r := runCLI(t, ws, "", nil, tt.args...)
			if r.code != tt.wantCode {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", r.code, tt.wantCode, r.stdout, r.stderr)
			}
			if !strings.Contains(r.stdout, tt.wantStdout) {
				t.Errorf("stdout %q does not contain %q", r.stdout, tt.wantStdout)
			}
			if tt.notStdout != "" && strings.Contains(r.stdout, tt.notStdout) {
				t.Errorf("stdout %q contains %q", r.stdout, tt.notStdout)
			}
			if !strings.Contains(r.stderr, tt.wantStderr) {
				t.Errorf("stderr %q does not contain %q", r.stderr, tt.wantStderr)
			}
		})
	}
}

func tamper(t *testing.T, ws string) {
	p := filepath.Join(ws, ".agents", ".engram", "rules", "always-run-go-vet-before-committing-go-changes.md")
	data, _ := os.ReadFile(p)
	os.WriteFile(p, bytes.Replace(data, []byte("Always run go vet"), []byte("Never run go vet"), 1), 0o644)
}

func addUnhashed(t *testing.T, ws string) {
	os.WriteFile(filepath.Join(ws, ".agents", ".engram", "rules", "extra.md"), []byte("---\nid: extra\ntype: rule\n---\n\n# Extra\n"), 0o644)
}

// TestLoadJSONBudget: the token figure matches the text and never exceeds
// the budget, at every budget.
func TestLoadJSONBudget(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	copyTree(t, filepath.Join("example", ".agents", ".engram"), filepath.Join(ws, ".agents", ".engram"))
	for _, budget := range []string{"60", "120", "200", "400", "1600"} {
		r := runCLI(t, ws, "", nil, "load", "add a database migration and release it", "--budget", budget, "--json")
		var env struct {
			OK   bool     `json:"ok"`
			Data loadData `json:"data"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &env); err != nil || !env.OK {
			t.Fatalf("budget %s: %v %s", budget, err, r.stdout)
		}
		text := runCLI(t, ws, "", nil, "load", "add a database migration and release it", "--budget", budget).stdout
		var b int
		json.Unmarshal([]byte(budget), &b)
		if env.Data.Tokens > b {
			t.Errorf("budget %d: %d tokens", b, env.Data.Tokens)
		}
		if got := estimateTokens(strings.TrimSuffix(text, "\n")); got != env.Data.Tokens && estimateTokens(text) != env.Data.Tokens {
			t.Errorf("budget %d: reported %d tokens, text has %d", b, env.Data.Tokens, got)
		}
		n := len(env.Data.BodyKeys) + len(env.Data.CardIDs) + len(env.Data.OmittedIDs)
		if n != len(env.Data.SelectedKeys) {
			t.Errorf("budget %d: %d bodies+cards+omitted for %d selected", b, n, len(env.Data.SelectedKeys))
		}
	}
}

// TestDemo runs the README's first command's job end to end.
func TestDemo(t *testing.T) {
	t.Parallel()
	r := runCLI(t, t.TempDir(), "", nil, "demo")
	if r.code != 0 {
		t.Fatalf("demo exit %d: %s", r.code, r.stderr)
	}
	for _, want := range []string{"protocol 2025-11-25", "← engram_load", "prerequisite of release-the-api", "no memory matched", "Verdict: ADD", "Saved 1 memory file", "verified 8 memory files: all hashes match", "supportedVersions [2026-07-28]"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("demo output lacks %q", want)
		}
	}
}

// TestRoots: the legacy .engram/ location is read, and a workspace memory
// wins over a global one with the same id.
func TestRoots(t *testing.T) {
	t.Parallel()
	legacy := t.TempDir()
	copyTree(t, filepath.Join("testdata", "fixture-0.0.28"), filepath.Join(legacy, ".engram"))
	if r := runCLI(t, legacy, "", nil, "verify"); r.code != 0 || !strings.Contains(r.stdout, "verified 5") {
		t.Errorf("legacy .engram/: %d %s %s", r.code, r.stdout, r.stderr)
	}
	ws := fixtureWorkspace(t)
	global := t.TempDir()
	copyTree(t, filepath.Join("testdata", "fixture-0.0.28"), global)
	p := filepath.Join(global, "rules", goVetID+".md")
	data, _ := os.ReadFile(p)
	os.WriteFile(p, bytes.Replace(data, []byte("scope: workspace"), []byte("scope: global"), 1), 0o644)
	env := []string{"ENGRAM_GLOBAL_DIR=" + global}
	runCLI(t, ws, "", env, "rehash", "--global")
	r := runCLI(t, ws, "", env, "route", "--json", "go vet committing")
	if !strings.Contains(r.stdout, `"scope": "workspace"`) || strings.Contains(r.stdout, `"scope": "global"`) {
		t.Errorf("the workspace memory must shadow the global one:\n%s", r.stdout)
	}
	if st := runCLI(t, ws, "", env, "status"); !strings.Contains(st.stdout, "global store: "+global) {
		t.Errorf("status: %s", st.stdout)
	}
}

// TestLoadBodiesFirstFew: a tiered load gives bodies to the first
// load.bodies memories (default 2) and cards to the rest, even when the
// budget would hold more bodies; the config key raises it, and a bad value
// is named and the default used.
func TestLoadBodiesFirstFew(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	runCLI(t, ws, "", nil, "init")
	for _, text := range []string{
		"Deploy the billing service with make deploy-billing from the release branch only",
		"Before a billing deploy, announce it in the payments channel",
		"Billing deploys need the ledger migration applied first",
		"After a billing deploy, watch the invoice error dashboard for an hour",
	} {
		if r := runCLI(t, ws, "", nil, "save", "--force", text); r.code != 0 {
			t.Fatalf("save %q: %d %s", text, r.code, r.stderr)
		}
	}
	cfg := filepath.Join(ws, ".agents", ".engram", "engram.config.json")
	for _, tc := range []struct {
		bodies     string // load.bodies in the config; "" leaves the key out
		wantBodies int
		wantErr    string
	}{
		{"", 2, ""},
		{"1", 1, ""},
		{"4", 4, ""},
		{"0", 2, "load.bodies: must be a whole number from 1 to 100 (found 0); using 2"},
	} {
		setConfigKey(t, cfg, "load", "bodies", tc.bodies)
		r := runCLI(t, ws, "", nil, "load", "deploy the billing service", "--json")
		var env struct {
			Data        loadData `json:"data"`
			Diagnostics []string `json:"diagnostics"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &env); err != nil {
			t.Fatalf("load.bodies %q: %v %s", tc.bodies, err, r.stdout)
		}
		d := env.Data
		if len(d.SelectedKeys) != 4 || len(d.BodyKeys) != tc.wantBodies || len(d.CardIDs) != 4-tc.wantBodies {
			t.Errorf("load.bodies %q: %d selected, %d bodies, %d cards; want 4, %d, %d", tc.bodies, len(d.SelectedKeys), len(d.BodyKeys), len(d.CardIDs), tc.wantBodies, 4-tc.wantBodies)
		}
		if all := r.stdout + r.stderr; !strings.Contains(all, tc.wantErr) {
			t.Errorf("load.bodies %q: output lacks %q\n%s", tc.bodies, tc.wantErr, all)
		}
	}
}

// setConfigKey sets (or, with value "", removes) section.key in a store's
// config file, keeping the other keys.
func setConfigKey(t *testing.T, path, section, key, value string) {
	t.Helper()
	raw := map[string]any{}
	if data, err := os.ReadFile(path); err == nil {
		if err := json.Unmarshal(data, &raw); err != nil {
			t.Fatal(err)
		}
	}
	sec, _ := raw[section].(map[string]any)
	if sec == nil {
		sec = map[string]any{}
	}
	delete(sec, key)
	if value != "" {
		var v any
		if err := json.Unmarshal([]byte(value), &v); err != nil {
			t.Fatal(err)
		}
		sec[key] = v
	}
	raw[section] = sec
	data, _ := json.MarshalIndent(raw, "", "  ")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestExampleEmbedsEveryFile: the binary embeds the example store file by
// file (demo.go), so a file added to example/ must be added there too; and
// nothing a run leaves in the store (its .cache folder, the per-machine
// files the store's .gitignore names) is embedded.
func TestExampleEmbedsEveryFile(t *testing.T) {
	t.Parallel()
	root := filepath.Join("example", ".agents", ".engram")
	ignore, err := os.ReadFile(filepath.Join(root, ".gitignore"))
	if err != nil {
		t.Fatal(err)
	}
	perMachine := func(name string) bool {
		for _, line := range strings.Split(string(ignore), "\n") {
			pat := strings.TrimSuffix(strings.TrimSpace(line), "/")
			if ok, _ := filepath.Match(pat, name); ok && pat != "" && !strings.HasPrefix(pat, "#") {
				return true
			}
		}
		return name == ".cache"
	}
	onDisk := map[string]bool{}
	filepath.WalkDir("example", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if perMachine(d.Name()) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.IsDir() {
			onDisk[filepath.ToSlash(p)] = true
		}
		return nil
	})
	embedded := map[string]bool{}
	fs.WalkDir(exampleFS, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			embedded[p] = true
		}
		return err
	})
	for p := range onDisk {
		if !embedded[p] {
			t.Errorf("%s is in example/ but not embedded: add it to demo.go's go:embed lines", p)
		}
	}
	for p := range embedded {
		if !onDisk[p] {
			t.Errorf("%s is embedded but is a per-machine file or gone from example/", p)
		}
	}
	if len(onDisk) < 10 {
		t.Fatalf("only %d example files found", len(onDisk))
	}
}

// TestWritesLeave028FilesAlone: README tells a 0.0.28 user there is
// nothing to migrate: writes leave 0.0.28's own files (memory.graph.json),
// its config keys Engram does not use and its .gitignore lines as they
// were, so 0.0.28 still finds them.
func TestWritesLeave028FilesAlone(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	store := filepath.Join(ws, ".agents", ".engram")
	graph := readFile(t, filepath.Join(store, "memory.graph.json"))
	ignore := readFile(t, filepath.Join(store, ".gitignore"))
	var before map[string]any
	if err := json.Unmarshal([]byte(readFile(t, filepath.Join(store, "engram.config.json"))), &before); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"save", "Never push directly to main; open a pull request", "--force"},
		{"set-role", "backend"},
		{"set-rule-variant", "strict"},
		{"forget", "knowledge-the-search-indexer-rebuilds-nightly-at-02-00-utc-and-takes", "--archive", "--force"},
		{"verify"},
	} {
		if r := runCLI(t, ws, "", nil, args...); r.code != 0 {
			t.Fatalf("%v: %+v", args, r)
		}
	}
	if got := readFile(t, filepath.Join(store, "memory.graph.json")); got != graph {
		t.Errorf("memory.graph.json changed")
	}
	if got := readFile(t, filepath.Join(store, ".gitignore")); !strings.HasPrefix(got, ignore) {
		t.Errorf(".gitignore lost 0.0.28's lines:\n%s", got)
	}
	var after map[string]any
	if err := json.Unmarshal([]byte(readFile(t, filepath.Join(store, "engram.config.json"))), &after); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"version", "graph", "vector", "live_sync", "global_git", "pattern_mining", "encryption", "memory", "ignore"} {
		if !reflect.DeepEqual(before[k], after[k]) {
			t.Errorf("config %q changed: %v -> %v", k, before[k], after[k])
		}
	}
}
