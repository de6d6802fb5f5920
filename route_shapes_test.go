package main

import "testing"

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
		if got := rankedIDs(rankOnly(v.ri, tc.task)); len(got) == 0 || got[0] != tc.first {
			t.Errorf("rank %q: %v, want %s first", tc.task, got, tc.first)
			for _, r := range rankOnly(v.ri, tc.task) {
				t.Logf("%s %.2f %.2f", r.en.mem.id(), r.score, r.base)
			}
		}
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
	for _, tc := range []struct{ task, first string }{
		{"Add a test for cache eviction", "storage-tests"},
		{"tests: cover the cache eviction path", "storage-tests"},
		{"Add an e2e spec for the signup journey", "spec-conventions"},
	} {
		if got := rankedIDs(rankOnly(v.ri, tc.task)); len(got) == 0 || got[0] != tc.first {
			t.Errorf("rank %q: %v, want %s first", tc.task, got, tc.first)
			for _, r := range rankOnly(v.ri, tc.task) {
				t.Logf("%s %.2f %.2f", r.en.mem.id(), r.score, r.base)
			}
		}
	}
}
