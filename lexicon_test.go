package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestConceptExpansion: a tool's concept is added below the weight of the
// task's own word, as a reorder, and only in that direction.
func TestConceptExpansion(t *testing.T) {
	for _, tc := range []struct {
		name, concept string
		want          bool
	}{
		{"mypy", phraseKey([]string{"type", "check"}), true},
		{"ruff", stem("lint"), true},
		{"synctest", stem("clock"), false}, // the concept is the phrase "fake clock"
		{"synctest", phraseKey([]string{"fake", "clock"}), true},
		{"dependabot", phraseKey([]string{"dependency", "update"}), true},
		{stem("criteria"), stem("benchmark"), false},
	} {
		got := false
		for _, x := range lexiconIndex()[tc.name] {
			if x.stem == tc.concept && x.reorder {
				got = true
				if x.weight >= synonymDiscount || x.weight <= 0 || !x.reorder {
					t.Errorf("%s → %s: weight %.2f reorder %v, want a reorder below the synonym discount", tc.name, tc.concept, x.weight, x.reorder)
				}
			}
		}
		if got != tc.want {
			t.Errorf("%s → %s: %v, want %v", tc.name, tc.concept, got, tc.want)
		}
	}
}

// TestConceptWordStandsForItsTools: a concept word no memory has ("orm")
// stands for the tools that are it, as evidence, and loads the memory that
// names one (sqlalchemy); where a memory has the word itself, it is only
// that word. The words are none of the tune sets' (stop 47's rule came
// from the table's symmetry, typing → mypy).
func TestConceptWordStandsForItsTools(t *testing.T) {
	for _, x := range lexiconIndex()[stem("lint")] {
		if x.stem == "ruff" && (!x.standIn || x.reorder || x.weight != conceptReverseWeight) {
			t.Errorf("lint → ruff: %+v, want a stand-in with evidence at %.1f", x, conceptReverseWeight)
		}
	}
	mems := []testMemory{
		{id: "db-sessions", kind: typeRule, title: "Database access goes through one session per request", tags: "database",
			content: "Open a SQLAlchemy session in the request middleware and close it when the response is sent."},
		{id: "api-errors", kind: typeRule, title: "API errors use problem details", tags: "api",
			content: "Every error response is an RFC 7807 problem document."},
		{id: "changelog-entry", kind: typeRule, title: "Every user-facing change gets a changelog entry", tags: "release",
			content: "Add a line under Unreleased describing the change for users."},
	}
	task := "move the ORM queries for invoices into a repository class"
	dir := t.TempDir()
	writeTestStore(t, dir, mems, "")
	out := spawnCLI(t, dir, "", nil, "load", task).stdout
	if !strings.Contains(out, "db-sessions") {
		t.Errorf("load %q in a store that never says orm: want db-sessions (it names SQLAlchemy), got\n%s", task, out)
	}
	withWord := t.TempDir()
	writeTestStore(t, withWord, append(mems, testMemory{id: "orm-models", kind: typeRule, title: "ORM models live in app/models",
		tags: "orm", content: "One model class per table."}), "")
	for _, qt := range openTestView(t, withWord).ri.expandQuery(task) {
		if qt.stem == "sqlalchemy" {
			t.Errorf("%q in a store that says orm: expanded to %+v, want only the word", task, qt)
		}
	}
}

// TestTitlePrefix: a prefix's type and scope expand only in prefix form.
func TestTitlePrefix(t *testing.T) {
	for _, tc := range []struct {
		task string
		want []string
	}{
		{"perf(remote): pool OTLP converter scratch state", []string{"perf", "remot"}},
		{"chore(deps)!: bump capnp-es to 0.0.15", []string{"chor", "dep"}},
		{"[ci] docs: fix the install page", []string{"doc"}},
		{"Fix human-readable size rounding", nil},
		{"discovery/aws: add filter support for RDS role", nil},
		{"note: fix this later", []string{"note"}},
	} {
		got := titlePrefixWords(tc.task)
		if strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("titlePrefixWords(%q) = %v, want %v", tc.task, got, tc.want)
		}
	}
	has := func(idx map[string][]lexTerm, from, to string) bool {
		for _, x := range idx[from] {
			if x.stem == to {
				return true
			}
		}
		return false
	}
	if !has(titlePrefixIndex(), "perf", stem("benchmark")) || !has(titlePrefixIndex(), "dep", stem("dependency")) {
		t.Error("perf and deps are not title-prefix concepts")
	}
	if has(lexiconIndex(), "perf", stem("benchmark")) || has(lexiconIndex(), stem("build"), phraseKey([]string{"build", "system"})) {
		t.Error("an everyday word expands outside a title prefix")
	}
}

// TestConceptRoutes: a task that names only a tool reaches the memory that
// names only what the tool is, and a concept phrase the memory writes out
// ("type checking") is indexed for it.
func TestConceptRoutes(t *testing.T) {
	dir := t.TempDir()
	writeTestStore(t, dir, []testMemory{
		{id: "lint-before-push", kind: typeRule, title: "Run the linter before pushing", tags: "lint",
			content: "Every change passes the linter with no warnings before it is pushed."},
		{id: "type-checking", kind: typeRule, title: "Public functions are fully annotated", tags: "python",
			content: "Type checking runs in strict mode; annotate every public function."},
		{id: "changelog-entry", kind: typeRule, title: "Every user-facing change gets a changelog entry", tags: "release",
			content: "Add a line under Unreleased describing the change for users."},
	}, "")
	v := openTestView(t, dir)
	for _, tc := range []struct{ task, want string }{
		{"silence new ruff warnings in the installer", "lint-before-push"},
		{"fix mypy errors in the resolver module", "type-checking"},
	} {
		var ids []string
		for _, s := range v.ri.search(tc.task) {
			ids = append(ids, s.en.mem.id())
		}
		if len(ids) == 0 || ids[0] != tc.want {
			t.Errorf("search %q = %v, want %s first", tc.task, ids, tc.want)
		}
	}
}

// TestWordnetTableRegenerates: lexicon/wordnet.txt is exactly what the
// generator makes from the WordNet 3.0 files, where they are installed
// (Debian's wordnet-base); elsewhere there is nothing to compare with.
func TestWordnetTableRegenerates(t *testing.T) {
	t.Parallel()
	const dict = "/usr/share/wordnet"
	if _, err := os.Stat(filepath.Join(dict, "data.noun")); err != nil {
		t.Skip("WordNet 3.0 is not installed at " + dict)
	}
	if testing.Short() {
		t.Skip("builds and runs the generator")
	}
	cmd := exec.Command("go", "run", filepath.Join("tools", "lexicon", "gen.go"), "-dict", dict)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("generator: %v", err)
	}
	if string(out) != wordnetTable {
		a, b := strings.Split(string(out), "\n"), strings.Split(wordnetTable, "\n")
		for i := 0; i < len(a) && i < len(b); i++ {
			if a[i] != b[i] {
				t.Fatalf("lexicon/wordnet.txt differs from the generator's output at line %d:\n got  %q\n want %q\n(regenerate: go run tools/lexicon/gen.go > lexicon/wordnet.txt)", i+1, b[i], a[i])
			}
		}
		t.Fatalf("lexicon/wordnet.txt has %d lines, the generator %d", len(b), len(a))
	}
}

// TestWordnetDerivedForms: a task word reaches WordNet's derived forms of
// its dictionary form, the ones the stemmer cannot, and they only reorder.
func TestWordnetDerivedForms(t *testing.T) {
	for _, tc := range []struct{ word, want string }{
		{"failing", "failure"},
		{"removing", "removal"},
	} {
		found := false
		for _, x := range wordnetTerms(tc.word) {
			if x.stem == stem(tc.want) {
				found = true
				if !x.reorder || x.weight >= synonymDiscount {
					t.Errorf("%s → %s: weight %.2f reorder %v, want a reorder below the synonym discount", tc.word, tc.want, x.weight, x.reorder)
				}
			}
		}
		if !found {
			t.Errorf("%s does not reach %s: %v", tc.word, tc.want, wordnetTerms(tc.word))
		}
	}
	for _, x := range wordnetTerms("installing") {
		if x.stem == stem("installation") {
			t.Error("install → installation: the stemmer already joins them")
		}
	}
}

// TestWordnetLineFindsEveryEntry: the binary search finds every line of the
// table and nothing that is not a head word.
func TestWordnetLineFindsEveryEntry(t *testing.T) {
	n := 0
	for line := range strings.SplitSeq(wordnetTable, "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		head, rest, _ := strings.Cut(line, "\t")
		if got, ok := wordnetLine(head); !ok || got != rest {
			t.Fatalf("wordnetLine(%q) = %q, %v; want %q", head, got, ok, rest)
		}
		n++
	}
	if n < 1000 {
		t.Fatalf("only %d entries", n)
	}
	for _, w := range []string{"", "#", "zzzz", "aaaa", "failx", "fai"} {
		if _, ok := wordnetLine(w); ok {
			t.Errorf("wordnetLine(%q) found a line", w)
		}
	}
}
