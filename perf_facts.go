package main

import "strings"

// Speed-up (issue 20): the front matter values every rebuild and every
// write read, kept in fields of a parsed memory.
//
// Reference path: memory.id(), kind(), tier(), lifecycle() and fmStr() look
// their key up in the memory's front matter map. A rebuild of the server's view
// (after any commit) decides visibility for every memory, and a save or
// commit scans every memory for its verdict and for a free id: at 10,000
// memories some 100,000 lookups in 10,000 small maps scattered over the
// heap, about a quarter of a save's CPU on genstore.py's store.
//
// A memory parsed from a file is never changed afterwards (an update or an
// archive builds a new memory with a new map), so the lazy parse
// (lazyMemory, perf_lazymem.go) records the values once, and a textless
// memory (perf_textless.go) keeps them; memories built in code (newMemory,
// updates) have no facts and read their map. ENGRAM_NO_CACHE=1 turns the
// lazy parse off, and with it the facts; TestMemoryFactsMatchFrontMatter
// holds the fields to the map.
//
// The full parse recorded them too, behind a switch of its own (factsOf,
// factsOn): deleted by the eleventh pass (speedm), since the switch was
// on exactly when the lazy parse was, which then parsed every memory: the
// code ran only in tests.

// The values are kept as one string and where each ends in it: the
// server's view keeps the facts of every memory, and thirteen string
// headers were 208 bytes a memory, against 68 now (issue 20, item 3:
// ~1.3 MB of a server's view at 10,000 memories).
type memoryFacts struct {
	all string
	end [numFacts]uint32 // value i is all[end[i-1]:end[i]]
	// id, when not empty, is the id, cut from the end of the memory's
	// path, and all does not hold it (perf_sharestr.go).
	id string
}

// The facts' values, by index: what visibility reads (id to validUntil),
// then the raw values of hotKeys, for a lazy memory (perf_lazymem.go).
const (
	factIDAt = iota
	factKindAt
	factTierAt
	factLifecycleAt
	factIgnoredAt
	factSupersededByAt
	factValidUntilAt
	factHotAt // the first of len(hotKeys)
	numFacts  = factHotAt + len(hotKeys)
)

// value is the fact at index i.
func (f *memoryFacts) value(i int) string {
	if i == factIDAt && f.id != "" {
		return f.id
	}
	start := uint32(0)
	if i > 0 {
		start = f.end[i-1]
	}
	return f.all[start:f.end[i]]
}

// values are the facts, by index.
func (f *memoryFacts) values() (v [numFacts]string) {
	for i := range v {
		v[i] = f.value(i)
	}
	return v
}

// packFacts copies the values into one string of their own (nothing
// then keeps what they were cut from).
func packFacts(v *[numFacts]string) *memoryFacts {
	n := 0
	for _, s := range v {
		n += len(s)
	}
	var b strings.Builder
	b.Grow(n)
	f := &memoryFacts{}
	for i, s := range v {
		b.WriteString(s)
		f.end[i] = uint32(b.Len())
	}
	f.all = b.String()
	return f
}

// factsFrom reads the facts from a front matter map.
func factsFrom(fm frontMatter) *memoryFacts {
	v := [numFacts]string{factIDAt: fm.str("id"), factKindAt: fm.str("type"), factTierAt: fm.str("tier"), factLifecycleAt: fm.str("lifecycle"),
		factIgnoredAt: fm.str("ignored"), factSupersededByAt: fm.str("superseded_by"), factValidUntilAt: fm.str("valid_until")}
	return packFacts(&v)
}

// fact is a front matter value the facts hold (ok false: they do not
// hold key, or there are none).
func (f *memoryFacts) fact(key string) (v string, ok bool) {
	if f == nil {
		return "", false
	}
	switch key {
	case "ignored":
		return f.value(factIgnoredAt), true
	case "superseded_by":
		return f.value(factSupersededByAt), true
	case "valid_until":
		return f.value(factValidUntilAt), true
	}
	return "", false
}
