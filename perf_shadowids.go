package main

import "os"

// Speed-up (issue 20): a store with no global memory makes no map of its
// workspace memories' ids.
//
// Reference path: applyVisibility (store.go) puts the id of every durable
// workspace memory in a map, then hides each global memory whose id is in
// it. A workspace whose global store has no memories (or that has no
// global store) never looks in that map, and at 10,000 memories making
// it was ~3/4 of applyVisibility in a warm spawn's profile (the map grows
// ten times on the way; BENCHMARKS.md, "Stop 39 (statc)"). The map is
// only read for a global entry, so with none among the entries it is left
// empty: every entry's hidden and shadow come out the same.
//
// ENGRAM_NO_CACHE=1 turns it off (the map is always made).
// TestShadowIDsSkippedMatchReference holds it to the reference.

var shadowSkipOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// shadowingPossible reports whether applyVisibility needs the workspace's
// ids: some entry is global (or the speed-up is off).
func shadowingPossible(entries []*entry) bool {
	if !shadowSkipOn {
		return true
	}
	for _, en := range entries {
		if en.root.scope == scopeGlobal {
			return true
		}
	}
	return false
}
