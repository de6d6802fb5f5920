package main

import (
	"fmt"
	"slices"
	"sort"
	"testing"
)

// shapeStore is a small project's guidance, in words of its own.
var shapeStore = []testMemory{
	{id: "measure-performance", kind: typeSkill, title: "Measuring performance", tags: "profiling",
		content: "Run the benchmark suite before and after a change and compare with benchstat; attach the numbers."},
	{id: "docs-style", kind: typeRule, title: "Documentation style", tags: "writing",
		content: "Examples in the documentation must run as written; keep sentences short."},
	{id: "tests-no-sleep", kind: typeRule, title: "Tests never sleep", tags: "testing",
		content: "A test waits on a channel or a fake clock, never on time.Sleep; flaky tests are fixed, not retried."},
	{id: "dependency-updates", kind: typeRule, title: "Updating dependencies", tags: "lockfile",
		content: "Upgrade one dependency per pull request and commit the lockfile with it."},
	{id: "cutting-releases", kind: typeSkill, title: "Cutting a release", tags: "versioning",
		content: "Tag the release from main after the changelog is merged; the pipeline publishes the packages."},
}

// TestRealTaskShapesRank: pull-request titles in the shapes real projects
// write them (a Conventional Commits type and scope, an area prefix, a
// bracketed tag, identifiers, versions and ticket numbers) rank the memory
// about their activity first. Wording outside every evaluation set.
func TestRealTaskShapesRank(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, shapeStore, `"backend"`)
	v := openTestView(t, dir)
	for _, tc := range []struct{ task, first string }{
		{"perf(resolver): pool scratch buffers across requests", "measure-performance"},
		{"docs: tighten the install example (#3321)", "docs-style"},
		{"chore(deps): bump serde to 1.0.210", "dependency-updates"},
		{"tsdb: poll instead of sleeping in TestHead_FastStartupStateFile", "tests-no-sleep"},
		{"[ci] release: tag v2.3.0 from main", "cutting-releases"},
		{"scheduler/queue: deflake TestRetryBackoff by using the fake clock", "tests-no-sleep"},
	} {
		checkRanksFirst(t, v.ri, tc.task, tc.first)
	}
}

// TestTaskWordCountsOnce: a memory that says one task word in several ways
// ("test", "spec", "unittest", "e2e") has matched one word of the task; a
// memory that matches two of the task's words ranks above it. Summing
// every way of saying the word ranked the spec conventions first for any
// task about a test (restOfGroup).
func TestTaskWordCountsOnce(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, []testMemory{
		{id: "spec-conventions", kind: typeRule, title: "Spec, unittest and e2e layout", tags: "spec, e2e",
			content: "Each spec mirrors one module, each unittest one function, and each e2e suite one user journey; a test names the behaviour."},
		{id: "storage-tests", kind: typeRule, title: "Storage tests", tags: "storage",
			content: "Start each one from an empty cache directory, so that eviction has nothing to find; never share a directory between two of them."},
		{id: "release-notes", kind: typeRule, title: "Release notes", tags: "changelog",
			content: "Every user-visible change gets a line in the changelog."},
	}, `"backend"`)
	v := openTestView(t, dir)
	// The score is what abstention's floors read and what chooses the
	// first five; their order is TestFirstIsMostAboutTheTask's.
	for _, tc := range []struct{ task, first string }{
		{"Add a test for cache eviction", "storage-tests"},
		{"tests: cover the cache eviction path", "storage-tests"},
		{"Add an e2e spec for the signup journey", "spec-conventions"},
	} {
		got := v.ri.search(tc.task)
		sort.SliceStable(got, func(i, j int) bool { return got[i].score > got[j].score })
		if len(got) == 0 || got[0].en.mem.id() != tc.first {
			t.Errorf("score %q: %v, want %s first", tc.task, rankedIDs(got), tc.first)
			for _, r := range got {
				t.Logf("%s %.2f", r.en.mem.id(), r.score)
			}
		}
	}
}

// TestFirstIsMostAboutTheTask: among the memories a task matches, the one
// that says the task's words throughout comes first, not one that names a
// word once in passing (orderK1). The testing rules say "test" in the
// title, the tags and every bullet; the layout rule names a page template
// once.
func TestFirstIsMostAboutTheTask(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, []testMemory{
		{id: "test-names", kind: typeRule, title: "Naming tests", tags: "testing, tests",
			content: "Name a test for what it checks, never for an issue number; a borrowed test keeps its author; a new test sits beside its package's tests."},
		{id: "layout-paths", kind: typeRule, title: "Template paths in tests", tags: "testing, layouts",
			content: "Write the current template path of a page: layouts/page.html, not layouts/_default/single.html; a list uses layouts/list.html."},
		{id: "docs-with-code", kind: typeRule, title: "Documentation goes with the change", tags: "documentation",
			content: "Add documentation when you add a feature; the docs live in /docs."},
		{id: "release-notes", kind: typeRule, title: "Release notes", tags: "changelog",
			content: "Every user-visible change gets a line in the changelog."},
	}, `"backend"`)
	v := openTestView(t, dir)
	for _, tc := range []struct{ task, first string }{
		{"resources/page: Add passing test for issue #14325", "test-names"},
		{"tests: name the page tests after what they check", "test-names"},
	} {
		checkRanksFirst(t, v.ri, tc.task, tc.first)
	}
}

// TestTitleAreaOrdersFirst: a pull-request title's area ("hugolib:",
// "tpl/tplimpl:") names the part of the project the change is in; among the
// memories that match, the one whose title or tags name that part comes
// first (the other mentions templates in its body only).
func TestTitleAreaOrdersFirst(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, []testMemory{
		{id: "template-funcs", kind: typeRule, title: "Template functions", tags: "templates",
			content: "A template function that can fail returns an error."},
		{id: "error-handling", kind: typeRule, title: "Error handling", tags: "errors",
			content: "Wrap every error with its context; a template error names the template and its line."},
		{id: "release-notes", kind: typeRule, title: "Release notes", tags: "changelog",
			content: "Every user-visible change gets a line in the changelog."},
	}, `"backend"`)
	v := openTestView(t, dir)
	for _, tc := range []struct{ task, first string }{
		{"templates: Fix the error", "template-funcs"},
		{"tpl/templates: Fix the error", "template-funcs"},
		{"Fix the template error", "error-handling"}, // no area: the memory about errors comes first
	} {
		checkRanksFirst(t, v.ri, tc.task, tc.first)
	}
}

// TestTicketKeyIsNoArea: "GH-49237:" at a title's head is the key,
// not the part of the project the change is in. Read as an area, its "gh"
// lifted the memory tagged "gh-token" ahead of the one about the task's
// words in every such title (arrow's, stop 49).
func TestTicketKeyIsNoArea(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, []testMemory{
		{id: "merge-script", kind: typeRule, title: "Merge script", tags: "merge, gh-token",
			content: "Merge with the merge script; fix conflicts first, then fix the build."},
		{id: "reader-bugs", kind: typeRule, title: "Reader", tags: "io",
			content: "Fix a reader bug with a test."},
		{id: "release-notes", kind: typeRule, title: "Release notes", tags: "changelog",
			content: "Every user-visible change gets a line in the changelog."},
	}, `"backend"`)
	v := openTestView(t, dir)
	for _, tc := range []struct{ task, first string }{
		{"GH-49237: fix the reader", "reader-bugs"},
		{"gh: fix the reader", "merge-script"}, // an area that is a word still orders
	} {
		checkRanksFirst(t, v.ri, tc.task, tc.first)
	}
}

// TestLanguageNameOrders: "C++" is a word: the memory about the task's
// language comes first among the ones its other words found ("[C++]" was
// no word at all, the tokenizer dropped the "c"). It only orders: a title
// whose only known word is the language is answered with nothing.
func TestLanguageNameOrders(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, []testMemory{
		{id: "python-errors", kind: typeRule, title: "Python errors", tags: "python, errors",
			content: "Raise a specific error; an error message names the bad value."},
		{id: "cpp-errors", kind: typeRule, title: "Errors in C++", tags: "status",
			content: "C++ code returns an error Status and never throws."},
		{id: "release-notes", kind: typeRule, title: "Release notes", tags: "changelog",
			content: "Every user-visible change gets a line in the changelog."},
	}, `"backend"`)
	v := openTestView(t, dir)
	checkRanksFirst(t, v.ri, "[C++] Report an error", "cpp-errors")
	checkRanksFirst(t, v.ri, "[Python] Report an error", "python-errors")
	if res := routeTask(v.s, v.ri, "[C++] Remove the obsolete todo", 5); len(res.entries) > 0 {
		t.Errorf("a title whose only known word is its language routed %v", rankedIDs(res.entries))
	}
	for in, want := range map[string]string{
		"C++ and c# and F#": "cpp  and csharp  and fsharp ",
		"libc++, abc#":      "libc++, abc#",
		"[C++17]":           "[cpp 17]",
	} {
		if got := languageNames(in); got != want {
			t.Errorf("languageNames(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestLetterTagOrders: a binding named by one letter in brackets ("[R]",
// "[C]") orders the memories tagged with that letter first, as "[Python]"
// orders those tagged python: the tokenizer dropped both the task's letter
// and the memory's one-letter tag, so "[R] Report an error" ranked the
// Python rule first. A letter in prose, in code or after the title's start
// is no tag.
func TestLetterTagOrders(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, []testMemory{
		{id: "python-errors", kind: typeRule, title: "Python errors", tags: "python, errors",
			content: "Raise a specific error; an error message names the bad value."},
		{id: "r-conditions", kind: typeRule, title: "Signalling conditions in the package", tags: "r, conditions",
			content: "Signal an error condition with a classed condition object; never print and return."},
		{id: "release-notes", kind: typeRule, title: "Release notes", tags: "changelog",
			content: "Every user-visible change gets a line in the changelog."},
	}, `"backend"`)
	v := openTestView(t, dir)
	checkRanksFirst(t, v.ri, "GH-4821: [R] Report an error", "r-conditions")
	checkRanksFirst(t, v.ri, "[R][CI] Report an error", "r-conditions")
	checkRanksFirst(t, v.ri, "[Python] Report an error", "python-errors")
	for in, want := range map[string][]string{
		"GH-1: [R][C] x [D]": {"r", "c"},
		"MINOR: [R] x":       {"r"},
		"[Go] x":             nil,
		"set a[i] = R":       nil,
		"Report R errors":    nil,
	} {
		if got := letterTags(in); !slices.Equal(got, want) {
			t.Errorf("letterTags(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestNameWordOrdersLess: a word the task writes only inside a camelCase
// name (`IsBranch`) names code; the memory that says it in prose (git
// branches) is about another sense, and the one that says the task's own
// words comes first. The word still matches, so the git memory is still a
// candidate, and written on its own the word orders as before.
func TestNameWordOrdersLess(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, []testMemory{
		{id: "git-branches", kind: typeRule, title: "Branches", tags: "git, branch",
			content: "Work on a branch of your fork; rebase the branch on master before review."},
		{id: "deprecations", kind: typeRule, title: "Deprecating an API", tags: "api",
			content: "Deprecate a method with a notice in its doc comment and keep it for two releases."},
		{id: "release-notes", kind: typeRule, title: "Release notes", tags: "changelog",
			content: "Every user-visible change gets a line in the changelog."},
	}, `"backend"`)
	v := openTestView(t, dir)
	for _, tc := range []struct{ task, first string }{
		{"page: deprecate IsBranch", "deprecations"},
		{"deprecate the branch", "git-branches"}, // the word on its own: the memory about it first
	} {
		got := checkRanksFirst(t, v.ri, tc.task, tc.first)
		if !slices.Contains(got, "git-branches") {
			t.Errorf("rank %q: %v, want git-branches still a candidate", tc.task, got)
		}
	}
}

// TestNameOnlyWords: only the parts of a camelCase name that the task
// never writes on their own are name-only; kebab, snake and dotted names
// are split into the words people write.
func TestNameOnlyWords(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		task string
		want []string
	}{
		{"page: Add IsBranch and deprecate IsNode", []string{"branch", "node"}},
		{"Add GLM-5.3 support to `ZaiModel`", []string{"model", "zai"}},
		{"pricing.ComputeFee rounds the fee", []string{"compute"}},
		{"the branch of IsBranch", nil},
		{"set site_code for client-side checks", nil},
	} {
		var got []string
		for w := range nameOnlyWords(tc.task) {
			if !isStopword(w) {
				got = append(got, w)
			}
		}
		sort.Strings(got)
		var want []string
		for _, w := range tc.want {
			want = append(want, stem(w))
		}
		if !slices.Equal(got, want) {
			t.Errorf("nameOnlyWords(%q) = %v, want %v", tc.task, got, want)
		}
	}
}

// TestSynonymOrdersAtItsWord: a synonym the store rarely writes ("spec",
// a synonym of the task's "test") does not order its memory above the
// memory about the word itself: it is the task's word in another spelling,
// not rarer information (orderIDF). The layouts rule has "spec" in its id
// and "testing" in its tags; the integration rule says "tests" throughout.
// A task that says "spec" itself still puts the layouts rule first.
func TestSynonymOrdersAtItsWord(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, []testMemory{
		{id: "integration-tests", kind: typeRule, title: "Testing: write end-to-end integration tests", tags: "testing, tests, hugolib",
			content: "In tests, write end-to-end integration tests with hugolib.Test; write unit tests only for isolated utilities; use qt matchers in tests, not t.Fatal; new code needs tests in the same pull request."},
		{id: "layouts-spec", kind: typeRule, title: "Layouts follow the latest Hugo specification", tags: "testing, layouts",
			content: "Use layouts/page.html, not layouts/_default/single.html; a list uses layouts/list.html, not layouts/_default/list.html; a section uses layouts/section.html."},
		{id: "test-naming", kind: typeRule, title: "Naming tests", tags: "testing, issues",
			content: "Never name a test after an issue number; give the test function a descriptive name."},
		{id: "check-script", kind: typeSkill, title: "Running the checks", tags: "ci",
			content: "Run ./check.sh before pushing: it vets, lints and runs the tests."},
		{id: "pull-requests", kind: typeRule, title: "Before opening a pull request", tags: "review",
			content: "Rebase on master, squash fixups and make sure the tests pass."},
		{id: "ci-pipeline", kind: typeRule, title: "The CI pipeline", tags: "ci",
			content: "CI runs the linters and the tests on every push to a pull request."},
		{id: "docs-with-code", kind: typeRule, title: "Documentation goes with the change", tags: "documentation",
			content: "Add documentation when you add a feature; the docs live in /docs."},
		{id: "release-notes", kind: typeRule, title: "Release notes", tags: "changelog",
			content: "Every user-visible change gets a line in the changelog."},
	}, `"backend"`)
	v := openTestView(t, dir)
	for _, tc := range []struct{ task, first string }{
		{"testing: Use synctest where relevant", "integration-tests"},
		{"Follow the latest spec for layouts", "layouts-spec"}, // the task says spec itself
	} {
		checkRanksFirst(t, v.ri, tc.task, tc.first)
	}
}

// TestReorderOnlyAfterFound: an expansion that only reorders (a named
// tool's concept, a WordNet derived form: no origin, so no evidence) may
// bring a memory in when the task's words find too few, but never ahead of
// a memory the task's own words found.
func TestReorderOnlyAfterFound(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, append(mypyPair(),
		testMemory{id: "release-notes", kind: typeRule, title: "Release notes", tags: "changelog",
			content: "Every user-visible change gets a line in the changelog."},
	), `"backend"`)
	v := openTestView(t, dir)
	got := rankOnly(v.ri, "Bump mypy to 1.14")
	ids := rankedIDs(got)
	if len(ids) < 2 || ids[0] != "pinned-versions" || ids[1] != "type-checking" {
		t.Errorf("rank: %v, want pinned-versions (the task's word bump) before type-checking (mypy's concept only)", ids)
		for _, r := range got {
			t.Logf("%s %.2f %.2f %v", r.en.mem.id(), r.score, r.lift, r.matched)
		}
	}
}

// mypyPair is two rules a task bumping mypy meets in two ways: the pinned
// tool versions through its words (bump), type checking only through
// mypy's concept (a reorder-only expansion).
func mypyPair() []testMemory {
	return []testMemory{
		{id: "type-checking", kind: typeRule, title: "Type checking", tags: "typing, types",
			content: "Run the type checker before review; every public function has type annotations; type check the tests too."},
		{id: "pinned-versions", kind: typeRule, title: "Pinned tool versions", tags: "dependencies",
			content: "Every development tool is pinned in the lock file; a bump updates the lock file in the same pull request."},
	}
}

// TestFoundKeepsItsPlace: search keeps searchDepth candidates, and every
// later stage reads only those, so the cut must respect the order they are
// ranked in (scoredBefore). By raw score alone, more than searchDepth
// memories reached only through mypy's concept (reorder-only) pushed out
// the one rule the task's own word (bump) found, said once in a long body.
func TestFoundKeepsItsPlace(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		concept int // memories about type checking: mypy's concept only
	}{
		{"fewer than the depth", searchDepth / 2},
		{"more than the depth", searchDepth + 16},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			mems := []testMemory{{id: "pinned-versions", kind: typeRule, title: "Pinned tool versions", tags: "dependencies",
				content: "Every development tool is pinned in the lock file of the repository, the lock file is committed with the change that needs it, " +
					"the lock file is reviewed like code, and a bump updates the lock file in the same pull request as the code that uses it; " +
					"nothing is installed globally on a developer machine, the continuous integration image installs the same pinned tools, " +
					"and a tool that cannot be pinned is vendored into the repository with its licence and a note on where it came from."}}
			for i := range tc.concept {
				mems = append(mems, testMemory{id: fmt.Sprintf("type-checking-%d", i), kind: typeRule,
					title: fmt.Sprintf("Type checking in package %d", i), tags: "typing, type check",
					content: "Type check the package before review; the type checker runs on every public function."})
			}
			for i := range 1000 {
				mems = append(mems, testMemory{id: fmt.Sprintf("filler-%d", i), kind: typeRule,
					title: fmt.Sprintf("Widget zone %d", i), tags: "widgets",
					content: "Widgets in this zone are painted blue."})
			}
			dir := t.TempDir()
			writeTestStore(t, dir, mems, `"backend"`)
			v := openTestView(t, dir)
			ids := rankedIDs(rankOnly(v.ri, "Bump mypy"))
			if len(ids) == 0 || ids[0] != "pinned-versions" {
				t.Errorf("rank: %v..., want pinned-versions (the task's word bump) first", ids[:min(5, len(ids))])
			}
		})
	}
}
