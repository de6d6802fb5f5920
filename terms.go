package main

import (
	"cmp"
	"slices"
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
	wordTable
}{}

// wordTable numbers distinct strings in the order first met: strs[ids[s]]
// is s. Numbers are never reused and strs only grows (an element is never
// changed once appended), so a slice of strs taken under its owner's lock
// may be read after. The term table and the verdict words' table
// (perf_vwords.go) are each one, under their own lock.
type wordTable struct {
	ids  map[string]uint32
	strs []string
}

// id is s's number, s added when new. The table keeps a copy of its own: a
// word is often a slice of the memory file's text it was found in, and a
// table lives as long as the process, so keeping the slice kept the whole
// file's text resident for every memory that brought a new word (issue
// 20, item 3).
func (w *wordTable) id(s string) uint32 {
	n, ok := w.ids[s]
	if !ok {
		if w.ids == nil {
			w.ids = map[string]uint32{}
		}
		s = strings.Clone(s)
		n = uint32(len(w.strs))
		w.ids[s] = n
		w.strs = append(w.strs, s)
	}
	return n
}

// internLocked is t's id, t added when new, for a caller holding the term
// table's lock.
func internLocked(t string) uint32 { return termTable.id(t) }

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

// termList is a document's term counts, ascending by id within each field.
// Nearly every count is below 256 and every id below 2^24 (a process
// would need 16 million distinct terms to pass it), so a list whose counts
// all fit holds each in 32 bits, the id above the count: 4 bytes a term
// instead of 8, ~1.6 MB of a view's ~20 MB at 10,000 memories of
// genstore.py's store (issue 20, item 3). A list with one that does not
// fit holds every id and count whole, two words a term.
type termList struct {
	words []uint32
	wide  bool
}

// Packed, a term count is id<<countBits | n.
const (
	countBits = 8
	countMax  = 1<<countBits - 1
	packedMax = 1<<(32-countBits) - 1
)

// len is how many terms the list has.
func (l termList) len() int {
	if l.wide {
		return len(l.words) / 2
	}
	return len(l.words)
}

// at is the list's i-th term and count.
func (l termList) at(i int) termCount {
	if l.wide {
		return termCount{id: l.words[2*i], n: l.words[2*i+1]}
	}
	w := l.words[i]
	return termCount{id: w >> countBits, n: w & countMax}
}

// slice is the list's terms from i to j.
func (l termList) slice(i, j int) termList {
	if l.wide {
		i, j = 2*i, 2*j
	}
	return termList{words: l.words[i:j:j], wide: l.wide}
}

// packTerms is tcs as a list, its words taken from from when given.
func packTerms(tcs []termCount, from *slabOf[uint32]) termList {
	take := func(n int) []uint32 {
		if from != nil {
			return from.take(n)
		}
		return make([]uint32, n)
	}
	for _, tc := range tcs {
		if tc.id > packedMax || tc.n > countMax {
			words := take(2 * len(tcs))
			for i, tc := range tcs {
				words[2*i], words[2*i+1] = tc.id, tc.n
			}
			return termList{words: words, wide: true}
		}
	}
	words := take(len(tcs))
	for i, tc := range tcs {
		words[i] = tc.id<<countBits | tc.n
	}
	return termList{words: words}
}

// remap is the list with each id i made ids[i], each field of ends sorted
// again by the new ids: in place when the list is packed and they fit (a
// packed word sorts by its id), which is the prepared cache's every
// document on a new process's first load.
func (l termList) remap(ids []uint32, ends [numFields]uint32) termList {
	if !l.wide && !slices.ContainsFunc(l.words, func(w uint32) bool { return ids[w>>countBits] > packedMax }) {
		for i, w := range l.words {
			l.words[i] = ids[w>>countBits]<<countBits | w&countMax
		}
		start := uint32(0)
		for _, end := range ends {
			if ws := l.words[start:end]; !slices.IsSorted(ws) {
				slices.Sort(ws)
			}
			start = end
		}
		return l
	}
	tcs := make([]termCount, l.len())
	for i := range tcs {
		tc := l.at(i)
		tcs[i] = termCount{id: ids[tc.id], n: tc.n}
	}
	start := uint32(0)
	for _, end := range ends {
		sortTermCounts(tcs[start:end])
		start = end
	}
	return packTerms(tcs, nil)
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
