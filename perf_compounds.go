package main

import (
	"os"
	"strings"
)

// Speed-up (the spawn, stop 58): the store's compound table (route_compound.go,
// route_command.go) is built inside a process's first engram_load with a word
// the store lacks, and the reference path asks englishWord, a binary search of
// the lexicon's WordNet table, of every store term it reads first: each of
// the store's terms for the command compounds, each term of two memories for
// the others. Over genstore.py's 10,000 memories (tens of thousands of terms)
// that was most of the first load's CPU, and its page faults in the table
// most of the rest (perf, stop 58: compoundsOf 7.7% of a spawn's samples).
//
// Here the cheap tests run first and englishWord only for a term that passes
// them: a command term must start with a command verb glued to a tail of
// minCommandTail letters that may be a compound's part; another compound
// must have a split point whose both sides may be parts and one side a
// store word. The tests are the same conjunction in another order, none
// with an effect, so the table is the same, list by list in the same order
// (TestCompoundsFastMatchPlain). ENGRAM_NO_CACHE=1 turns it off.
var compoundsFastOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// commandTailFast is commandTail with englishWord asked last.
func commandTailFast(t string) string {
	if !lowerLetters(t) {
		return ""
	}
	for _, v := range commandVerbs {
		r, ok := strings.CutPrefix(t, v)
		if !ok || len(r) < minCommandTail {
			continue
		}
		// commandTail's first test fails for every verb alike.
		if englishWord(t) || commonWords()[t] {
			return ""
		}
		if compoundPart(r) {
			return r
		}
	}
	return ""
}

// buildCompoundsFast is buildCompounds with englishWord asked only of a
// term that has a split point to add.
func (ri *routeIndex) buildCompoundsFast() map[string][]string {
	out := map[string][]string{}
	compoundSplits(ri.compoundVocab(), func(p string, _ int, t string) {
		out[p] = appendNew(out[p], t)
	})
	return out
}

// compoundVocab is a vocabulary the compound table is read from: each
// calls fn with the position and text of each term at least minDF
// documents hold, in ascending order of the terms' ids (storeTerms'
// order), and df is how many documents hold a term. The route index's own
// (here) and a route index file's being written (cache_compounds.go) give
// the same table for the same lists.
type compoundVocab struct {
	each func(minDF int, fn func(at int, t string))
	df   func(t string) int
}

// compoundVocab is ri's vocabulary: a term's position is its id.
func (ri *routeIndex) compoundVocab() compoundVocab {
	return compoundVocab{each: func(minDF int, fn func(at int, t string)) { ri.storeTerms(minDF, fn) }, df: ri.df}
}

// compoundSplits calls add with each part, and the position and text of
// the compound term holding it, in the order buildCompounds appends them.
func compoundSplits(v compoundVocab, add func(part string, at int, t string)) {
	var adds []string // part, then term: buildCompounds' appends in order
	v.each(minCompoundDF, func(at int, t string) {
		if len(t) < 2*minCompoundPart || len(t) > maxTaskWord || !lowerLetters(t) {
			return
		}
		adds = adds[:0]
		for i := minCompoundPart; i <= len(t)-minCompoundPart; i++ {
			a, b := t[:i], t[i:]
			if !compoundPart(a) || !compoundPart(b) {
				continue
			}
			if v.df(b) > 0 || v.df(stem(b)) > 0 {
				adds = append(adds, stem(a))
			}
			if v.df(a) > 0 || v.df(stem(a)) > 0 {
				adds = append(adds, b)
			}
		}
		if len(adds) == 0 || englishWord(t) || commonWords()[t] {
			return
		}
		for _, p := range adds {
			add(p, at, t)
		}
	})
}
