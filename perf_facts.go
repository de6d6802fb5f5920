package main

import "os"

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
// archive builds a new memory with a new map), so parseMemoryText records
// the values once; memories built in code (newMemory, updates) have no
// facts and read their map. ENGRAM_NO_CACHE=1 turns it off;
// TestMemoryFactsMatchFrontMatter holds the fields to the map.

var factsOn = os.Getenv("ENGRAM_NO_CACHE") == ""

type memoryFacts struct {
	id, kind, tier, lifecycle string
	// what visibility reads besides
	ignored, supersededBy, validUntil string
	// hot: the raw values of hotKeys, for a lazy memory (perf_lazymem.go)
	hot [len(hotKeys)]string
}

func factsOf(fm frontMatter) *memoryFacts {
	if !factsOn {
		return nil
	}
	return factsFrom(fm)
}

// factsFrom reads the facts from a front matter map.
func factsFrom(fm frontMatter) *memoryFacts {
	return &memoryFacts{id: fm.str("id"), kind: fm.str("type"), tier: fm.str("tier"), lifecycle: fm.str("lifecycle"),
		ignored: fm.str("ignored"), supersededBy: fm.str("superseded_by"), validUntil: fm.str("valid_until")}
}

// fact is a front matter value the facts hold (ok false: they do not
// hold key, or there are none).
func (f *memoryFacts) fact(key string) (v string, ok bool) {
	if f == nil {
		return "", false
	}
	switch key {
	case "ignored":
		return f.ignored, true
	case "superseded_by":
		return f.supersededBy, true
	case "valid_until":
		return f.validUntil, true
	}
	return "", false
}
