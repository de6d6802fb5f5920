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
		ranked := rankOnly(v.ri, tc.task)
		if len(ranked) == 0 || ranked[0].en.mem.id() != tc.first {
			t.Errorf("rank %q: first %v, want %s", tc.task, rankedIDs(ranked), tc.first)
		}
	}
}

func rankedIDs(ss []scored) []string {
	var out []string
	for _, s := range ss {
		out = append(out, s.en.mem.id())
	}
	return out
}
