package main

import (
	"os"
	"slices"
)

// Speed-up (stop 58, engram_load at 10,000 memories): the prerequisites a
// load's memories name that the route index's table of visible ids lacks
// (loadParts.prerequisites: a link to a memory superseded, hidden from the
// active roles, archived or never saved) are looked for among the hidden
// memories only, not by reading the id of every memory of the store and
// looking it up in a map (11% of an answering engram_load over the
// generated 10,000-memory store, whose every seventh memory depends on
// another: 10,000 ids hashed for one such link).
//
// The answer is idStatesOf's: none of the ids is visible (the index holds
// every visible memory: the view's index is built from, or checked
// against, its store), so each is hidden, with the first hidden memory's
// reason in the store's order, or in no memory at all.
//
// ENGRAM_NO_CACHE=1 turns it off: idStatesOf reads every memory
// (TestHiddenStatesMatchIDStates).
var prereqScanOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// hiddenStatesOf is idStatesOf(ids) for ids no visible memory has.
func (s *store) hiddenStatesOf(ids []string) idStates {
	if !prereqScanOn {
		return s.idStatesOf(ids)
	}
	st := idStates{visible: map[string]bool{}, hidden: map[string]string{}}
	var want map[string]bool
	if len(ids) > 8 {
		want = make(map[string]bool, len(ids))
		for _, id := range ids {
			want[id] = true
		}
	}
	for _, en := range s.entries {
		if en.hidden == "" {
			continue
		}
		id := en.mem.id()
		if want != nil && !want[id] || want == nil && !slices.Contains(ids, id) {
			continue
		}
		if _, ok := st.hidden[id]; !ok {
			st.hidden[id] = en.hidden
		}
	}
	return st
}
