package main

import (
	"testing"
)

// compoundStore is a small store whose memories write two-word terms as two
// words ("file system", "tool chain"), as guidance often does while task
// titles join them.
var compoundStore = []testMemory{
	{id: "file-system-events", kind: typeRule, title: "File system events are debounced", tags: "watcher",
		content: "Coalesce file system events for 50 ms before rebuilding."},
	{id: "pinned-tool-chain", kind: typeRule, title: "The tool chain is pinned", tags: "compiler",
		content: "Change the pinned tool chain version in one commit with its lockfile."},
	{id: "every-thing-logged", kind: typeRule, title: "Log every request", tags: "logging",
		content: "Each thing the server does is logged with its request id."},
	{id: "time-stamps", kind: typeRule, title: "Time stamps are UTC", tags: "time, tamp",
		content: "Stamp each row with the UTC time; times are never local."},
}

// TestSplitCompound: a task word the store never uses that is two words it
// does is split into them (below the word's weight), so "filesystem" finds
// the memory about the file system; everyday words, words the store has,
// short parts and words that split two ways are left whole.
func TestSplitCompound(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, compoundStore, `"backend"`)
	v := openTestView(t, dir)
	for _, tc := range []struct {
		word, a, b string // a == "": not split
	}{
		{"filesystem", "file", "system"},
		{"toolchains", "tool", "chain"},
		{"everything", "", ""},  // "every" and "thing" are everyday words
		{"timestamps", "", ""},  // time|stamps and times|tamps: two ways, ambiguous
		{"system", "", ""},      // the store has it
		{"fileage", "", ""},     // "age" is shorter than a part may be
		{"file-system", "", ""}, // an identifier: tokenize already splits it
	} {
		a, b, ok := v.ri.splitCompound(tc.word)
		if ok != (tc.a != "") || a != stem(tc.a) || b != stem(tc.b) {
			t.Errorf("splitCompound(%q) = %q, %q, %v; want %q, %q", tc.word, a, b, ok, tc.a, tc.b)
		}
	}
	for _, tc := range []struct{ task, first string }{
		// Each task shares no other word with its memory.
		{"Harden filesystem permissions on macOS", "file-system-events"},
		{"Drop the nightly toolchains from CI", "pinned-tool-chain"},
	} {
		checkRanksFirst(t, v.ri, tc.task, tc.first)
	}
}

// checkRanksFirst fails the test unless the ranking alone puts first in
// front for task, logging each memory's score, base and lift, and returns
// the ranked ids.
func checkRanksFirst(t *testing.T, ri *routeIndex, task, first string) []string {
	t.Helper()
	got := rankedIDs(rankOnly(ri, task))
	if len(got) == 0 || got[0] != first {
		t.Errorf("rank %q: %v, want %s first", task, got, first)
		for _, r := range rankOnly(ri, task) {
			t.Logf("%s score %.2f base %.2f lift %.2f", r.en.mem.id(), r.score, r.base, r.lift)
		}
	}
	return got
}

func rankedIDs(ss []scored) []string {
	var out []string
	for _, s := range ss {
		out = append(out, s.en.mem.id())
	}
	return out
}
