package main

import (
	"math"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
)

// TestCategoryAnswers: a task that names one of the store's categories (a
// tag a tenth of its memories carry) in the best memory's own tags is
// answered even when most of its words are code the store never mentions;
// a tag only one memory carries is no category, and a task about another
// topic still loads nothing. A title prefix ("docs:") names the category its
// concept is.
func TestCategoryAnswers(t *testing.T) {
	ws := categoryStore(t)
	for _, tc := range []struct {
		task string
		want string // the memory loaded first, or "" for nothing
	}{
		// "tests": a category (three memories), the memory's own tag.
		{"parquet: reuse the decoder scratch buffers in the reader tests", "tests-table-driven"},
		// "docs": one memory's tag, no category; the rest is unknown.
		{"parquet: shorten the decoder scratch buffer allocation docs for arrow streams", ""},
		{"book a meeting room for the quarterly offsite", ""},
		// A title prefix's type names its concern: "docs:" is a
		// documentation change, and documentation is a category.
		{"docs: shorten the decoder scratch buffer allocation notes for arrow streams", "docs-tone"},
		// The task's other words each touch a different memory, so no
		// memory matches much of it (the covered test, 3); it names the
		// testing category, which the best memory carries: that memory.
		{"reader tests: move to fixtures and cover the operation, secrets, person and seventy fields", "tests-table-driven"},
		// The same spread with no category named: still nothing.
		{"reader: move to golden files and cover the operation, secrets, person and seventy fields", ""},
	} {
		out := runCLI(t, ws, "", nil, "load", tc.task).stdout
		loaded := !strings.Contains(out, "no memory matched")
		switch {
		case tc.want == "" && loaded:
			t.Errorf("load %q loaded a memory, want nothing\n%s", tc.task, out)
		case tc.want != "" && (!loaded || !strings.Contains(out, tc.want)):
			t.Errorf("load %q: want %s loaded\n%s", tc.task, tc.want, out)
		}
	}
}

// TestTitleWordsAreCategories: a word a fifth of the memories carry in
// their titles is one of the store's concerns even when no tag says it
// (a project names its guidance by its concerns; the tags are a writer's
// choice): a title about it is answered whatever code its other words name.
// The same word in one memory's title is a keyword of that memory, and the
// task loads nothing; in a store smaller than idfPrior two titles sharing a
// word are a fifth of it, and no title word is a category (stop 48).
func TestTitleWordsAreCategories(t *testing.T) {
	changelog := []categoryMemory{
		{"changelog-audience", "[writing]", "Changelog entries are written for the users who read them"},
		{"changelog-number", "[naming]", "Changelog fragments are named by the issue they fix"},
		{"changelog-kinds", "[kinds]", "Changelog fragment kinds: feature, bugfix, removal"},
		{"changelog-preview", "[preview]", "Changelog drafts render with the docs build"},
	}
	filler := []categoryMemory{
		{"cache-keys", "[cache]", "Cache keys include the schema version"},
		{"flags-naming", "[flags]", "Command flags use kebab case"},
		{"http-timeouts", "[http]", "Outbound calls set explicit timeouts"},
		{"sql-params", "[sql]", "Queries bind parameters instead of concatenating"},
		{"config-env", "[config]", "Settings come from environment variables"},
		{"deps-pins", "[deps]", "Dependencies are pinned in the lock"},
		{"metrics-units", "[metrics]", "Metric names carry their unit"},
		{"locale-strings", "[i18n]", "Visible strings go through the translator"},
		{"retry-budget", "[retries]", "Retries back off exponentially"},
		{"panic-policy", "[panics]", "Library code does not panic on input"},
	}
	task := "parquet: move the decoder scratch buffer note into a changelog fragment for arrow streams"
	for _, tc := range []struct {
		name string
		mems []categoryMemory
		want bool
	}{
		{"four of twenty titles", append(slices.Clone(changelog), filler[:7]...), true},
		{"one of twenty titles", append(slices.Clone(changelog[:1]), filler...), false},
		{"four of thirteen titles", changelog, false},
	} {
		ws := categoryStore(t, tc.mems...)
		out := runCLI(t, ws, "", nil, "load", task).stdout
		loaded := !strings.Contains(out, "no memory matched")
		if loaded != tc.want || loaded && !strings.Contains(out, "changelog-") {
			t.Errorf("%s: load %q loaded %v, want %v\n%s", tc.name, task, loaded, tc.want, out)
		}
	}
}

// TestCategoriesSkipMarkers: tags a tenth of the memories carry are the
// store's categories, but the session-start markers are not concerns.
func TestCategoriesSkipMarkers(t *testing.T) {
	ws := t.TempDir()
	runCLI(t, ws, "", nil, "init")
	for i, tags := range []string{"[always, testing]", "[always, testing]", "[session-start, docs]", "[session-start, git]", "[errors]"} {
		id := "rule-" + string(rune('a'+i))
		addMemory(t, ws, "rules/"+id+".md", "id: "+id+"\ntags: "+tags+"\ntype: rule\n", "Rule "+id)
	}
	v := openTestView(t, ws)
	var got []string
	for c := range v.ri.categories {
		got = append(got, c)
	}
	sort.Strings(got)
	if want := []string{"test"}; !reflect.DeepEqual(got, want) {
		t.Errorf("categories %v, want %v", got, want)
	}
}

// TestSmallStoreEverydayWords: in a small store, general knowledge says which task
// words are everyday (commonWords, the WordNet table by a word's lemma) and
// which are specific; an engineering concept ("tests", "lint") is specific
// even though general English uses it every day.
func TestSmallStoreEverydayWords(t *testing.T) {
	for _, tc := range []struct {
		task               string
		everyday, specific []string
	}{
		// The change verb opening a task is its kind, not its topic (stop 54).
		{"rename the config file loader", []string{"file", "renam"}, []string{"config", "loader"}},
		{"the loader should rename the config file", []string{"file"}, []string{"renam", "config"}},
		{"I need to add a new database migration that creates the refunds table", []string{"add", "creat", "tabl"}, []string{"databas", "migrat", "refund"}},
		{"tsdb: poll instead of sleeping in TestHead_FastStartupStateFile", []string{"file"}, []string{"tsdb", "poll", "sleep"}},
		{"add tests for the files and lint them yesterday", []string{"add", "file", "yesterday"}, []string{"test", "lint"}},
		{"stop two receptionists booking the same slot", []string{"two", "receptionist"}, []string{"slot"}},
	} {
		got := everydayWords(tc.task)
		for _, w := range tc.everyday {
			if !got[w] {
				t.Errorf("everydayWords(%q): %q should be everyday; got %v", tc.task, w, got)
			}
		}
		for _, w := range tc.specific {
			if got[w] {
				t.Errorf("everydayWords(%q): %q should be specific; got %v", tc.task, w, got)
			}
		}
	}
}

// TestCodeNamesCountByParts: in a task that names code (a title area, a
// code name), a PascalCase identifier the store lacks (`IsNode`) is
// counted through its parts only, as a hyphenated or dotted one is: the
// whole and its unknown part were two of the rarest words for one name,
// and the title about deprecating it lost the deprecation rule. In prose
// ("Deprecate the WebAssembly API") a capitalised word is vocabulary, often
// another system's name, and is counted as the whole and its parts.
func TestCodeNamesCountByParts(t *testing.T) {
	ws := categoryStore(t, categoryMemory{"deprecation", "[deprecation]", "Deprecate an exported API for one release before removing it"})
	v := openTestView(t, ws)
	unknown := func(q string) float64 { return v.ri.queryStatsOf(q, v.ri.expandQuery(q)).unknown }
	for _, tc := range []struct {
		task, parts string
		same        bool // the identifier adds nothing over its parts
	}{
		{"page: Deprecate IsNode", "page: Deprecate Node", true},
		{"Deprecate `IsNode` and the WebAssembly loader", "Deprecate `IsNode` and the Web Assembly loader", true},
		{"Deprecate the WebAssembly API", "Deprecate the Web Assembly API", false},
		{"Deprecate the client-side WebAssembly API", "Deprecate the client-side Web Assembly API", false},
	} {
		whole, parts := unknown(tc.task), unknown(tc.parts)
		if got := math.Abs(whole-parts) < 1e-9; got != tc.same || whole < parts {
			t.Errorf("unknown information of %q %.2f, of %q %.2f: want equal %v", tc.task, whole, tc.parts, parts, tc.same)
		}
	}
	out := runCLI(t, ws, "", nil, "load", "page: Deprecate IsNode").stdout
	if strings.Contains(out, "no memory matched") || !strings.Contains(out, "deprecation") {
		t.Errorf("load %q: want the deprecation rule loaded\n%s", "page: Deprecate IsNode", out)
	}
}

// categoryMemory is one rule of categoryStore: its id, tags and title.
type categoryMemory struct{ id, tags, title string }

// categoryStore is a workspace of nine rules in which "testing" (three
// memories) and "documentation" (two) are categories and every other tag is
// one memory's, with extra rules added.
func categoryStore(t *testing.T, extra ...categoryMemory) string {
	t.Helper()
	ws := t.TempDir()
	runCLI(t, ws, "", nil, "init")
	mems := append([]categoryMemory{
		{"tests-table-driven", "[testing, tests]", "Tests are table driven and use the fixtures helper"},
		{"tests-golden", "[testing, golden]", "Golden files live under testdata and are regenerated with a flag"},
		{"tests-race", "[testing, race]", "Run the race detector before merging concurrency changes"},
		{"docs-tone", "[docs, documentation]", "Documentation is written in the second person"},
		{"docs-examples", "[documentation, examples]", "Every example in the documentation is a tested file"},
		{"commit-style", "[git]", "Commit subjects are imperative and under seventy characters"},
		{"release-notes", "[release]", "Every user-visible change gets a line in the release notes"},
		{"error-wrapping", "[errors]", "Errors are wrapped with the operation that failed"},
		{"logging-levels", "[logging]", "Debug logs are off by default and never hold secrets"},
	}, extra...)
	for _, m := range mems {
		addMemory(t, ws, "rules/"+m.id+".md", "id: "+m.id+"\ntags: "+m.tags+"\ntype: rule\n", m.title)
	}
	return ws
}

// TestStageFiveReadsScoreBeforeFeedback: the feedback's words only reorder
// (route_search.go feedback), so the members' relative floor compares
// scores before it. Here the feedback lifted the best memory from 10 to 14
// and the second from 3 to 3.2: before it the second is 30% of the best and
// a member; after it, 23%, and the feedback's words alone would drop it.
func TestStageFiveReadsScoreBeforeFeedback(t *testing.T) {
	best := scored{score: 14, base: 10, evidence: 5, credit: map[string]float64{"ledger": 1, "payout": 1}, worded: true}
	second := scored{score: 3.2, base: 3, evidence: 3, credit: map[string]float64{"refund": 1}, worded: true}
	out := answerMembers([]scored{best, second}, best, queryStats{known: 10})
	if len(out) != 2 {
		t.Fatalf("loaded %d memories, want both: the second scores 30%% of the best before feedback", len(out))
	}
	// Without feedback (base 0) the score itself is read: 3.2 of 14 is
	// below the 25% floor.
	best.base, second.base = 0, 0
	if out := answerMembers([]scored{best, second}, best, queryStats{known: 10}); len(out) != 1 {
		t.Fatalf("loaded %d memories, want only the best: the second scores 23%% of it", len(out))
	}
}

// TestNewUserMigrationLoadsAmongOthers: the new-user example holds
// in a new user's first handful of memories, not only in a store of one: the
// migration rule loads for the short and the long wording (the long one
// says "table", "refunds" and "creates", which no memory has), and tasks the
// five do not cover load nothing. With five memories the IDF, the coverage
// and the small store's everyday-word gate all differ from the one-memory
// store of TestNewUserMigrationLoads (issue 16).
func TestNewUserMigrationLoadsAmongOthers(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	runCLI(t, ws, "", nil, "init")
	for _, m := range []string{
		"Database migrations live in db/migrations and must have a down file",
		"Use pnpm, never npm or yarn, for installing packages",
		"HTTP handlers live in internal/api and return errors as JSON problem details",
		"Write unit tests with the standard testing package; no testify",
		"Every user-facing change gets a line in CHANGELOG.md",
	} {
		if r := runCLI(t, ws, "", nil, "save", "--force", m); r.code != 0 {
			t.Fatalf("save %q: %d %s", m, r.code, r.stderr)
		}
	}
	checkMigrationLoads(t, ws, nil)
}

// TestAgentiveNounIsNotEveryday: in a new user's small store, one everyday
// word is no answer, and "handler" counted as everyday through the verb
// "handle" while "handlers" (whose only lemma is "handler") did not: "add
// logging to the payment webhook handler" loaded nothing beside a rule about
// API handlers and one about logging. A component a task names is judged as
// written; the verb itself stays everyday.
func TestAgentiveNounIsNotEveryday(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	runCLI(t, ws, "", nil, "init")
	for _, m := range []string{
		"All API handlers must validate input with zod schemas before touching the database",
		"Never log customer emails or card numbers; use the redact() helper",
	} {
		if r := runCLI(t, ws, "", nil, "save", "--force", m); r.code != 0 {
			t.Fatalf("save %q: %d %s", m, r.code, r.stderr)
		}
	}
	for _, tc := range []struct {
		task string
		want bool
	}{
		{"add logging to the payment webhook handler so we can debug failures", true},
		{"add logging to the payment webhook handlers so we can debug failures", true},
		{"handle the payment later", false}, // the everyday verb
	} {
		out := runCLI(t, ws, "", nil, "load", tc.task).stdout
		if got := !strings.Contains(out, "no memory matched"); got != tc.want {
			t.Errorf("load %q: loaded = %v, want %v\n%s", tc.task, got, tc.want, out)
		}
	}
}

// TestEitherBestAnswers: the highest score and the first of the order of
// the first five are two views of the best memory; when they differ, the
// router answers if either passes the tests (stop 40). Here the highest
// score (10) matches one word and explains 2 of 2 + 4 unknown, a third: on
// its own the router would abstain; the order's first explains 6 of 6 + 4
// and answers, and the load's members still read the highest score's
// floors. When the order agrees with the score, only that memory is judged.
func TestEitherBestAnswers(t *testing.T) {
	ws := t.TempDir()
	runCLI(t, ws, "", nil, "init")
	addMemory(t, ws, "rules/ledger-rule.md", "id: ledger-rule\ntype: rule\n", "Ledger rule")
	addMemory(t, ws, "rules/payout-rule.md", "id: payout-rule\ntype: rule\n", "Payout rule")
	v := openTestView(t, ws)
	byID := map[string]*entry{}
	for _, en := range v.ri.docs {
		byID[en.mem.id()] = en
	}
	top := scored{en: byID["ledger-rule"], score: 10, base: 10, evidence: 2, credit: map[string]float64{"ledger": 1}, worded: true}
	first := scored{en: byID["payout-rule"], score: 12, base: 8, evidence: 6, credit: map[string]float64{"payout": 1, "refund": 1}, worded: true}
	qs := queryStats{known: 8, unknown: 4}
	var res routeResult
	if out := abstain([]scored{first, top}, qs, &res); len(out) != 2 || out[0].en != first.en {
		t.Fatalf("the order's first explains 60%% of the task: want both memories loaded, it first; got %d (%s)", len(out), res.reason)
	}
	res = routeResult{}
	if out := abstain([]scored{top, first}, qs, &res); len(out) != 0 || !strings.Contains(res.reason, "(ledger-rule) shares only generic words") {
		t.Fatalf("the order agrees with the score, whose memory explains a third: want nothing loaded, the reason naming it; got %d (%q)", len(out), res.reason)
	}
	first.evidence = 3 // 3 of 3 + 4: below half too
	res = routeResult{}
	if out := abstain([]scored{first, top}, qs, &res); len(out) != 0 || !strings.Contains(res.reason, "(payout-rule) shares only generic words") {
		t.Fatalf("neither view's best explains half: want nothing loaded, the reason naming the order's first (the first card) and why it fails; got %d (%q)", len(out), res.reason)
	}
	if len(res.closest) == 0 || res.closest[0] != first.en || !slices.Contains(res.closest, top.en) {
		t.Fatalf("the cards must start with the memory the reason names and hold the highest score's: %v", res.closest)
	}
}

// TestClosestCardsFollowTheOrder: an abstention's cards start with the
// router's order (what --ranking scores) and always include the memory the
// reason names, so the card an agent reads first is the one most about the
// task, and the memory the reason speaks of is never missing.
func TestClosestCardsFollowTheOrder(t *testing.T) {
	en := map[string]*entry{}
	for _, id := range []string{"a", "b", "c", "d"} {
		en[id] = &entry{prepared: &prepared{mem: newText(frontMatter{"id": id}, "")}, file: id}
	}
	for _, tc := range []struct {
		order  string // the ranked candidates, in the router's order
		judged string // the memory the test judged (the highest score)
		want   string
	}{
		{"abcd", "a", "abc"},
		{"abcd", "b", "abc"}, // the order's first before the judged one
		{"abcd", "d", "abd"}, // the judged one takes the last card
		{"ba", "a", "ba"},
		{"a", "a", "a"},
	} {
		var ranked []scored
		for _, id := range tc.order {
			ranked = append(ranked, scored{en: en[string(id)]})
		}
		var got string
		for _, c := range closestCards(ranked, scored{en: en[tc.judged]}) {
			got += c.file
		}
		if got != tc.want {
			t.Errorf("order %s, judged %s: cards %s, want %s", tc.order, tc.judged, got, tc.want)
		}
	}
}

// TestSpelledNumbersAreNumbers: a number is neither information nor unknown
// to the evidence share whether the task writes it in digits or in words.
// "twice" and "three" counted as the rarest words the store lacks, so a task
// the store covers loaded nothing where "2 times" and "3" loaded its memory
// (stop 44; the small store's everyday gate already read them alike).
func TestSpelledNumbersAreNumbers(t *testing.T) {
	t.Parallel()
	sameFirstRoute(t, "cadence", [][2]string{
		{"some songs show up twice in the counts because the phone sent them again",
			"some songs show up 2 times in the counts because the phone sent them again"},
		{"three listeners were counted twice after the app retried the upload",
			"3 listeners were counted 2 times after the app retried the upload"},
	})
}

// TestRequestWordsAreNotUnknown: the words an agent's request uses for how to
// do the work (implement, ensure, existing, verify, refactor …) are not
// information the store lacks. A covered task worded as an agent passes it
// loaded nothing ("no memory mentions implement, logic, ensuring or
// relevant") where the same task in its own words loaded its memory (stop 51).
func TestRequestWordsAreNotUnknown(t *testing.T) {
	t.Parallel()
	sameFirstRoute(t, "skerrow", [][2]string{
		{"I'd like you to implement the logic for the remote reset limit, ensuring we respect the requirements and relevant edge cases.",
			"the remote reset limit"},
		{"Your task: update the existing functionality around bat stops accordingly, and verify the behaviour is correct.",
			"update the bat stops"},
	})
}

// TestUnknownWordsOfAnotherClause: in a task of several sentences, words
// the store lacks in a sentence the memory matches nothing of are another
// concern's, not evidence against the memory (stop 52). Both tasks loaded
// nothing: the raffle sentence's words, and the CVE's pounds, counted
// against the reset rule and the dependency rule. A task whose every
// sentence is about something the store lacks still loads nothing.
func TestUnknownWordsOfAnotherClause(t *testing.T) {
	t.Parallel()
	sameFirstRoute(t, "skerrow", [][2]string{
		{"The remote reset limit needs a look. Separately, sort out the raffle tickets for the canteen fundraiser.",
			"the remote reset limit"},
		{"Bump the pinned OPC UA client for a CVE. And the settlements code uses floats for pounds.",
			"bump the OPC UA client"},
	})
	routesNothing(t, "skerrow", "Sort out the raffle tickets for the canteen fundraiser. Also book the minibus for the team away day in Pitlochry.")
}

// TestFourWordsAgree: a task four of whose own words one memory has
// (quarter, lease, revenue, turbines) is about that memory, however many
// words the store lacks it tells it in: "grumpy crofter on the phone again
// ..." loaded nothing ("no memory mentions grumpy, crofter, reckons ...,
// which is most of the task"); it now loads the royalties rule
// (agreeingWords). A task that shares two or three of the store's words
// with one memory and is about something else still loads nothing.
func TestFourWordsAgree(t *testing.T) {
	t.Parallel()
	routesLoading(t, "skerrow",
		"grumpy crofter on the phone again, reckons this quarter's lease revenue for the turbines on his land is daft",
		"1. landowner-royalties (rule", "want landowner-royalties first")
	routesNothing(t, "skerrow",
		"order new fleece jackets with the company logo for the site managers and the control room",
		"book the minibus and raffle prizes for the control room's away day in Pitlochry next quarter")
}

// TestNextMemoryExplainsARequest: in a request told at length, the memory
// that holds most of its words may be the order's second, behind one whose
// score saturated on a single word. "we keep getting asked to squeeze extra
// patients into outpatient sessions that are already full, what is allowed"
// loaded nothing on wardline's store ("the closest one (staff-login-nhs-cis2)
// matches only "sessions""); the overbooking rule, second, explains it and is
// loaded now (nextExplains). The same words as a short task, and requests of
// that length about what the store lacks, still load nothing.
func TestNextMemoryExplainsARequest(t *testing.T) {
	t.Parallel()
	routesLoading(t, "wardline",
		"we keep getting asked to squeeze extra patients into outpatient sessions that are already full, what is allowed",
		". clinic-overbooking-limit (rule", "want clinic-overbooking-limit loaded")
	routesNothing(t, "wardline",
		"squeeze extra patients into full outpatient sessions",
		"we keep getting asked to squeeze extra chairs into the staff canteen at lunchtime because it is already full, what is allowed",
		"we keep getting asked to squeeze extra cars into the hospital car park at visiting time when it is already full, what is allowed")
}

// TestProseWordCount: the words of a task's pasted lines are not the
// asker's; a task of one line is all prose.
func TestProseWordCount(t *testing.T) {
	for _, tc := range []struct {
		q    string
		want int
	}{
		{"add a column to the bookings table", 7},
		{"the sync fails\npanic: runtime error: index out of range [3] with length 3\ngoroutine 1 [running]:", 3},
		{"panic: runtime error: index out of range\ngoroutine 1 [running]:", 10},
		{"first line of prose\nsecond line of prose", 8},
	} {
		if got := proseWordCount(tc.q); got != tc.want {
			t.Errorf("proseWordCount(%q) = %d, want %d", tc.q, got, tc.want)
		}
	}
}

// sameFirstRoute routes each pair's two wordings of one task over a copy of
// the eval set's store: both must put the same memory first.
func sameFirstRoute(t *testing.T, set string, pairs [][2]string) {
	t.Helper()
	ws := t.TempDir()
	copyTree(t, filepath.Join("testdata", "eval", set, "store"), ws)
	for _, pair := range pairs {
		var firsts [2]string
		for i, q := range pair {
			r := spawnCLI(t, ws, "", nil, "route", q, "--workspace", ws)
			if r.code != 0 {
				t.Fatalf("route %q: exit %d %s", q, r.code, r.stderr)
			}
			firsts[i], _, _ = strings.Cut(strings.SplitN(r.stdout, "\n", 3)[1], " (")
		}
		if firsts[0] != firsts[1] || strings.HasPrefix(firsts[0], "no memory matched") {
			t.Errorf("%q routes %q, %q routes %q: want the same memory first", pair[0], firsts[0], pair[1], firsts[1])
		}
	}
}

// routesNothing checks that each task loads nothing from set's store: the
// router abstains ("no memory matched") and the route exits 0.
func routesNothing(t *testing.T, set string, tasks ...string) {
	t.Helper()
	ws := t.TempDir()
	copyTree(t, filepath.Join("testdata", "eval", set, "store"), ws)
	for _, q := range tasks {
		r := spawnCLI(t, ws, "", nil, "route", q, "--workspace", ws)
		if r.code != 0 || !strings.Contains(r.stdout, "no memory matched") {
			t.Errorf("route %q: exit %d, want no memory matched:\n%s", q, r.code, r.stdout)
		}
	}
}

// routesLoading routes task on a copy of set's store and wants card (a line
// of the route's list, "1. id (rule" for the first) in what it loads; want
// says so in the failure.
func routesLoading(t *testing.T, set, task, card, want string) {
	t.Helper()
	ws := t.TempDir()
	copyTree(t, filepath.Join("testdata", "eval", set, "store"), ws)
	r := spawnCLI(t, ws, "", nil, "route", task, "--workspace", ws)
	if r.code != 0 || !strings.Contains(r.stdout, card) {
		t.Errorf("route %q: exit %d, %s:\n%s", task, r.code, want, r.stdout)
	}
}

// TestStopwordStemIsNotUnknown: a task word whose stem is a stopword ("uses"
// → use, the "Sorted" of MergeSortedNode → sort) cannot be shown absent from
// the store, since the index drops the stopword's own form from every
// memory; it counted as the rarest word the store lacks, and polars' title
// "fix: Panic in streaming MergeSortedNode" loaded nothing where its
// query-engine memory answers it (stop 51).
func TestStopwordStemIsNotUnknown(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	copyTree(t, filepath.Join("testdata", "eval", "polars", "store"), ws)
	q := "fix: Panic in streaming MergeSortedNode"
	r := spawnCLI(t, ws, "", nil, "route", q, "--workspace", ws)
	if r.code != 0 {
		t.Fatalf("route %q: exit %d %s", q, r.code, r.stderr)
	}
	if !strings.Contains(r.stdout, "crates-query-engine") || strings.Contains(r.stdout, "no memory matched") {
		t.Errorf("route %q:\n%s\nwant crates-query-engine loaded", q, r.stdout)
	}
}

// TestRevertFormIsNotUnknown: GitHub titles a revert `Revert "the title"`,
// and the revert is about what it reverts. uv's store never says "revert",
// and counted as the rarest word it made the router abstain on the revert of
// a title it answers. A revert of a title nothing covers still loads nothing.
func TestRevertFormIsNotUnknown(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	copyTree(t, filepath.Join("testdata", "eval", "uv", "store"), ws)
	for _, tc := range []struct {
		q, want string // want "": nothing loaded
	}{
		{"Replace `process::exit(2)` with Result-based error handling", "fallible-code"},
		{`Revert "Replace ` + "`process::exit(2)`" + ` with Result-based error handling"`, "fallible-code"},
		{`Revert "Fix human-readable size rounding at unit boundaries"`, ""},
	} {
		r := spawnCLI(t, ws, "", nil, "route", tc.q, "--workspace", ws)
		if r.code != 0 {
			t.Fatalf("route %q: exit %d %s", tc.q, r.code, r.stderr)
		}
		empty := strings.Contains(r.stdout, "no memory matched")
		if tc.want == "" && !empty || tc.want != "" && (empty || !strings.Contains(r.stdout, tc.want)) {
			t.Errorf("route %q:\n%s\nwant %q loaded (\"\": nothing)", tc.q, r.stdout, tc.want)
		}
	}
}

// TestUnknownWordsOfAnotherConcern: a long request that strings its
// concerns along commas in one sentence holds a word the store lacks in one
// concern against none of the others (concernClauses): "Next week make sure
// the historian backups actually restore, that the new starters get their
// Okta invitations and hoodies, and that somebody books the Christmas lunch
// venue in Inverness" loaded nothing ("no memory mentions starters, Okta
// ..."), though its first concern is the backups rule's; it now loads that
// rule. A long request the store covers nowhere, and a list of nouns between
// commas (one concern), still load nothing.
func TestUnknownWordsOfAnotherConcern(t *testing.T) {
	t.Parallel()
	routesLoading(t, "skerrow",
		"Next week make sure the historian backups actually restore, that the new starters get their Okta invitations and hoodies, and that somebody books the Christmas lunch venue in Inverness",
		"1. historian-backups (rule", "want historian-backups first")
	routesNothing(t, "skerrow",
		"Next week make sure the turbine blades at Glenrigg get their new paint, that somebody books the Christmas lunch venue in Inverness, and that the broken coffee machine is fixed",
		"Order the Okta licences, the new starters' hoodies, the canteen's coffee beans and the raffle prizes for the Inverness Christmas lunch before Friday")
}

// TestLanguageTagIsScope: a language in a title's leading bracket tag
// (`GH-N: [Python] …`) says where the change is, not what it is about
// (tagLanguages, route_scope.go). On arrow's store, whose guidance names
// Python in its release, packaging and doctest memories alike, a tagged
// title nothing covers loaded the doctest skill on "Python" and "cython"
// and another the merge script; both now load nothing. Tagged titles a
// memory covers still load it; a language as the title's scope stays
// evidence.
func TestLanguageTagIsScope(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	copyTree(t, filepath.Join("testdata", "eval", "arrow", "store"), ws)
	for _, tc := range []struct {
		q, want string // want "": nothing loaded
	}{
		{"GH-51015: [Python] Drop the leftover cython shim for old numpy", ""},
		{"GH-51002: [Python] Rename the repr fields of FlightDescriptor", ""},
		{"GH-51011: [Python] Add type annotations for pyarrow.compute", "python-type-stubs"},
		{"GH-51012: [Python] Skip the pandas tests when pandas is missing", "pyarrow-test-layout"},
	} {
		r := spawnCLI(t, ws, "", nil, "route", tc.q, "--workspace", ws)
		if r.code != 0 {
			t.Fatalf("route %q: exit %d %s", tc.q, r.code, r.stderr)
		}
		empty := strings.Contains(r.stdout, "no memory matched")
		if tc.want == "" && !empty || tc.want != "" && (empty || !strings.Contains(r.stdout, "1. "+tc.want+" (")) {
			t.Errorf("route %q:\n%s\nwant %q first (\"\": nothing)", tc.q, r.stdout, tc.want)
		}
	}
	if got := tagLanguages("GH-1: [CI][Python] Build wheels"); !slices.Equal(got, []string{"python"}) {
		t.Errorf("tagLanguages of a two-tag run = %v, want [python]", got)
	}
	if got := tagLanguages("fix(python): keep the GIL released"); got != nil {
		t.Errorf("tagLanguages of a title scope = %v, want none: a scope stays evidence", got)
	}
}
