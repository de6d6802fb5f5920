package main

import (
	"cmp"
	"slices"
	"sort"
	"strings"
	"sync"
)

// This file interns routing terms: every distinct term the process has
// indexed gets a small id, and documents store ids and counts instead of a
// map of strings per field (issue 10). Ids are process-wide and never
// reused, so a document built for one view stays valid in the next; the
// table grows only with new distinct terms.

var termTable = struct {
	sync.RWMutex
	ids  map[string]uint32
	strs []string
}{ids: map[string]uint32{}}

// appendCounts appends one field's term counts to dst as its ascending id
// list.
func appendCounts(dst []termCount, tf map[string]uint32) []termCount {
	if len(tf) == 0 {
		return dst
	}
	start := len(dst)
	dst = slices.Grow(dst, len(tf))
	termTable.Lock()
	for t, n := range tf {
		dst = append(dst, termCount{id: internLocked(t), n: n})
	}
	termTable.Unlock()
	out := dst[start:]
	sort.Slice(out, func(i, j int) bool { return out[i].id < out[j].id })
	return dst
}

// internLocked is t's id, t added when new. The table keeps a copy of its
// own: a term is often a slice of the memory file's text it was found in
// (a word already in lower case), and the table lives as long as the
// process, so keeping the slice kept the whole file's text resident for
// every memory that brought a new word (issue 20, item 3).
func internLocked(t string) uint32 {
	id, ok := termTable.ids[t]
	if !ok {
		t = strings.Clone(t)
		id = uint32(len(termTable.strs))
		termTable.ids[t] = id
		termTable.strs = append(termTable.strs, t)
	}
	return id
}

// internTerm is the id of a term, added when new.
func internTerm(t string) uint32 {
	termTable.Lock()
	defer termTable.Unlock()
	return internLocked(t)
}

// internStrings replaces each string with the table's copy, so that the
// same word in 10,000 documents is stored once.
func internStrings(ss []string) []string {
	if len(ss) == 0 {
		return nil
	}
	termTable.Lock()
	for i, s := range ss {
		ss[i] = termTable.strs[internLocked(s)]
	}
	termTable.Unlock()
	return ss
}

// internIDs are the ids of ss, each interned when new.
func internIDs(ss []string) []uint32 {
	if len(ss) == 0 {
		return nil
	}
	ids := make([]uint32, len(ss))
	termTable.Lock()
	for i, s := range ss {
		ids[i] = internLocked(s)
	}
	termTable.Unlock()
	return ids
}

// lookupTerm is the id of a term the process has seen, without adding it.
func lookupTerm(t string) (uint32, bool) {
	termTable.RLock()
	id, ok := termTable.ids[t]
	termTable.RUnlock()
	return id, ok
}

func termString(id uint32) string {
	termTable.RLock()
	defer termTable.RUnlock()
	return termTable.strs[id]
}

// termCountTotal is how many ids exist so far.
func termCountTotal() int {
	termTable.RLock()
	defer termTable.RUnlock()
	return len(termTable.strs)
}

// sortTermCounts puts a field's terms in id order (a no-op when they are).
func sortTermCounts(tcs []termCount) {
	for i := 1; i < len(tcs); i++ {
		if tcs[i].id < tcs[i-1].id {
			slices.SortFunc(tcs, func(a, b termCount) int { return cmp.Compare(a.id, b.id) })
			return
		}
	}
}
