package main

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

func TestTaskClauses(t *testing.T) {
	for _, tc := range []struct {
		task string
		want []string
	}{
		{"add a database migration", nil},
		{"rename appointments.clinic_id and bump v1.2.3", nil}, // a dot inside a name ends nothing
		{"Fix the flaky test. Then add an index on appointments.clinic_id.",
			[]string{"Fix the flaky test", "Then add an index on appointments.clinic_id"}},
		{"put the screen behind a flag, and never log the email", nil}, // a comma joins as often as it separates
		{"put the screen behind a flag; never log the email! thanks",
			[]string{"put the screen behind a flag", "never log the email"}},
		// an abbreviation's full stop ends no sentence (stop 52)
		{"resources: Use full path for Exif etc. decoding error/warning messages", nil},
		{"Cache the parsed config (e.g. the theme files). Never cache a draft page.",
			[]string{"Cache the parsed config (e.g. the theme files)", "Never cache a draft page"}},
	} {
		if got := taskClauses(tc.task); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("taskClauses(%q) = %q, want %q", tc.task, got, tc.want)
		}
	}
}

// TestConcernClauses: in a task of at least concernMinWords words, the parts
// of a sentence between commas with at least minConcernTerms content words
// each are concerns of their own; a shorter part joins its neighbour, so a
// list of nouns stays whole, and a short task is split as taskClauses splits.
func TestConcernClauses(t *testing.T) {
	for _, tc := range []struct {
		task string
		want []string
	}{
		{"put the screen behind a flag, and never log the email", nil}, // short: a title's comma
		{"Next week make sure the historian backups actually restore, that the new starters get their Okta invitations, and that somebody books the lunch venue",
			[]string{"Next week make sure the historian backups actually restore", "that the new starters get their Okta invitations", "and that somebody books the lunch venue"}},
		{"Order the Okta licences, the new starters' hoodies, the canteen's coffee beans and the raffle prizes for the Inverness Christmas lunch before Friday",
			[]string{"Order the Okta licences, the new starters' hoodies", "the canteen's coffee beans and the raffle prizes for the Inverness Christmas lunch before Friday"}},
		{"Open a crew base at Exeter: set up its local nights, hotels for its night stops, its allowance rates. Add a flag group for the rollout.",
			[]string{"Open a crew base at Exeter: set up its local nights", "hotels for its night stops, its allowance rates", "Add a flag group for the rollout"}},
	} {
		if got := concernClauses(tc.task); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("concernClauses(%q) = %q, want %q", tc.task, got, tc.want)
		}
	}
}

// TestClauseConcernsAllLoad: a task with four concerns, one per clause,
// loads the memory of each of them in its first five. Ranked as one query,
// the endpoint rule falls to sixth: the task says "payouts" six times and
// every payouts memory outscores it.
func TestClauseConcernsAllLoad(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	runCLI(t, ws, "", nil, "init")
	for _, m := range []string{
		"Database migrations live in db/migrations and must have a down file",
		"Every new API endpoint needs an OpenAPI entry in api/openapi.yaml before code review",
		"Feature flags are created in flagd and default to off in production",
		"Log lines must never include card numbers or email addresses; use the redact helper",
		"The payouts service owns the payouts table and its nightly batch jobs",
		"Integration tests for the payouts service run against a real Postgres in testcontainers",
		"Payout amounts are computed from ledger entries, never from the payouts table",
		"The payouts screen in the console uses the shared table component",
	} {
		if r := runCLI(t, ws, "", nil, "save", "--force", m); r.code != 0 {
			t.Fatalf("save %q: %d %s", m, r.code, r.stderr)
		}
	}
	task := "Write the database migration for a payout_reference column on the payouts table of the payouts service. " +
		"Expose it on a new API endpoint for the payouts screen in the console. Put the screen behind a feature flag. " +
		"Never log the reference next to the merchant email."
	r := runCLI(t, ws, "", nil, "route", task)
	if r.code != 0 {
		t.Fatalf("route: %d %s", r.code, r.stderr)
	}
	lines := strings.Split(r.stdout, "\n")
	var first5 []string
	for _, l := range lines {
		if len(l) > 2 && l[0] >= '1' && l[0] <= '5' && l[1] == '.' {
			first5 = append(first5, l)
		}
	}
	top := strings.Join(first5, "\n")
	for _, want := range []string{"database-migrations-live", "every-new-api-endpoint", "feature-flags-are-created", "log-lines-must-never"} {
		if !strings.Contains(top, want) {
			t.Errorf("route: %s is not in the first five\n%s", want, r.stdout)
		}
	}
}

// TestOneSynonymIsNoAnswer: a memory linked to the task only by a synonym
// of one task word is not loaded (the word may be meant in another sense);
// the same memory loads when the task uses one of its words, or when two
// task words reach it.
func TestOneSynonymIsNoAnswer(t *testing.T) {
	t.Parallel()
	checkOneMemoryLoads(t, "Postgres connections go through pgbouncer on port 6432", []loadCase{
		{"database: fix broken links", false},                // "database" reaches "postgres" only as a synonym
		{"tune the postgres connection pool", true},          // the memory's own words
		{"too many database connections from the app", true}, // a synonym and a word of its own
	})
}

// TestTwoWordsAgreeOnASense: two task words that reach one memory word
// through their synonyms ("column" and "table" both say migration) say
// which sense the task means, where one of them alone does not. Before,
// the term kept only the first word as its origin, so "add a new column
// refunded_at to the orders table" was "one related word" and loaded
// nothing beside a new user's migration rule.
func TestTwoWordsAgreeOnASense(t *testing.T) {
	t.Parallel()
	checkOneMemoryLoads(t, "Database migrations live in db/migrations and must have a down file", []loadCase{
		{"add a new column refunded_at to the orders table", true}, // two words, one sense
		{"add a column to the CSV export", false},                  // one synonym of one word
		{"sort the table by date", false},
	})
}

// loadCase is a task and whether the store's one memory should load for it.
type loadCase struct {
	task string
	want bool
}

// checkOneMemoryLoads saves memory as the only one of a fresh store and
// loads each task through the binary. An abstention still names the memory
// as a card, so the verdict line says whether it loaded.
func checkOneMemoryLoads(t *testing.T, memory string, cases []loadCase) {
	t.Helper()
	ws := t.TempDir()
	runCLI(t, ws, "", nil, "init")
	if r := runCLI(t, ws, "", nil, "save", "--force", memory); r.code != 0 {
		t.Fatalf("save: %d %s", r.code, r.stderr)
	}
	for _, tc := range cases {
		out := runCLI(t, ws, "", nil, "load", tc.task).stdout
		if got := !strings.Contains(out, "no memory matched"); got != tc.want {
			t.Errorf("load %q: loaded %q = %v, want %v\n%s", tc.task, memory, got, tc.want, out)
		}
	}
}

// TestClauseTopNeedsEvidence: a clause whose words the whole task's best
// memory already matches keeps only the reorder-only terms (a tool the
// store does not name stands in by its concept), which are no evidence. Its
// best memory by those terms alone was marked as the clause's answer and
// moved ahead of memories the task's words found, and loaded (995aa37
// orders such a memory after every found one; the clause undid it).
func TestClauseTopNeedsEvidence(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, append(mypyPair(), []testMemory{
		{id: "lock-review", kind: typeRule, title: "Lock file review", tags: "dependencies",
			content: "A lock file change is reviewed by a second person."},
		{id: "bump-cadence", kind: typeRule, title: "Bump cadence", tags: "dependencies",
			content: "A bump of a dependency happens on Mondays."},
		{id: "file-layout", kind: typeRule, title: "File layout", tags: "layout",
			content: "Every file of the lock directory is generated."},
		{id: "bump-notes", kind: typeRule, title: "Bump notes", tags: "changelog",
			content: "A bump gets a changelog line naming the file."},
	}...), `"backend"`)
	v := openTestView(t, dir)
	for _, task := range []string{
		"Bump the lock file; bump `mypy` in the lock file.",
		"Bump the lock file. Bump `mypy` in the lock file.",
	} {
		ranked := rankOnly(v.ri, task)
		seenUnfound := false
		for _, r := range ranked {
			if len(r.matched) == 0 {
				seenUnfound = true
			} else if seenUnfound {
				t.Errorf("rank %q: %v, a memory no task word found before %s", task, rankedIDs(ranked), r.en.mem.id())
				break
			}
		}
		for _, r := range routeTask(v.s, v.ri, task, 5).entries {
			if r.en.mem.id() == "type-checking" {
				t.Errorf("route %q loads type-checking, which only mypy's concept reaches, with five memories the task's words found", task)
			}
		}
	}
}

// commaPartsReference is commaParts as stop 59 wrote it (rec59b), which
// joined and counted the growing part at every comma: the reference the
// linear one must answer as, part for part.
func commaPartsReference(s string) []string {
	var out []string
	pending := ""
	for _, p := range strings.Split(s, ", ") {
		if pending != "" {
			p, pending = pending+", "+p, ""
		}
		switch {
		case len(terms(p)) >= minConcernTerms:
			out = append(out, p)
		case len(out) > 0:
			out[len(out)-1] += ", " + p
		default:
			pending = p
		}
	}
	if pending != "" {
		out = append(out, pending)
	}
	return out
}

// TestCommaPartsMatchesReference: random sentences of short and long
// pieces, empty ones and commas without a space, split alike by commaParts
// and its reference.
func TestCommaPartsMatchesReference(t *testing.T) {
	t.Parallel()
	pieces := []string{"", "ok", "the", "and Z", "fix the parser", "its allowance rates", "dates, times",
		"the Größe of a Straße", "make sure the backups restore", "Okta invitations and hoodies", "a,b", " ", "v1.2.3 config.yaml"}
	rng := rand.New(rand.NewPCG(59, 59))
	for range 3000 {
		n := 1 + rng.IntN(12)
		parts := make([]string, n)
		for i := range parts {
			parts[i] = pieces[rng.IntN(len(pieces))]
		}
		s := strings.Join(parts, ", ")
		if got, want := commaParts(s), commaPartsReference(s); !reflect.DeepEqual(got, want) && !(len(got) == 0 && len(want) == 0) {
			t.Fatalf("commaParts(%q) = %q, the reference %q", s, got, want)
		}
	}
}

// BenchmarkCommaPartsShortPieces: a task of the largest routable size made
// of short pieces, which the reference joined and counted once per comma.
func BenchmarkCommaPartsShortPieces(b *testing.B) {
	s := strings.Repeat("ok, ", maxTaskBytes/4)
	for b.Loop() {
		commaParts(s)
	}
}
