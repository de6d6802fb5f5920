package main

// A memory's compound read through a task's word (issue 16, stop 54): a
// memory writes `makemigrations`, `testcases`, `dockerfile` as one word
// where a task says "migrations", "cases", "docker". The tokenizer splits a
// name at its separators and case on both sides (text.go), but a compound
// without either stays whole in the index, and the task side splits only a
// compound the store lacks (splitCompound). This is the reverse: a task word
// no memory writes on its own that a compound of the store holds, next to
// another word the store has, is that compound's word, weighed as a split
// compound's part (decompoundWeight) and, like it, evidence: the word is
// not unknown information for the memories that write the compound.

import "sync"

// minCompoundDF: the compound is one at least two memories write; a word one
// memory has in passing is no reading (minTruncationDF's rule). With one
// memory, it answered a task nothing covers on an invented holdout
// (RETRIEVAL-LOG.md, Expansion, stop 54).
const minCompoundDF = 2

// storeCompounds maps a part to the store's compound terms that hold it,
// built on the first task with a word the store lacks.
type storeCompounds struct {
	once   sync.Once
	byPart map[string][]string
}

// compoundsOf is the store's compound terms holding the stem t as a part.
func (ri *routeIndex) compoundsOf(t string) []string {
	ri.compounds.once.Do(func() {
		if compoundsFastOn { // perf_compounds.go
			ri.compounds.byPart = ri.buildCompoundsFast()
		} else {
			ri.compounds.byPart = ri.buildCompounds()
		}
		ri.addCommandCompounds(ri.compounds.byPart)
	})
	return ri.compounds.byPart[t]
}

// buildCompounds reads every plain store term of at least two parts'
// letters, in at least minCompoundDF memories, that English does not know
// as a word (englishWord) at each point where both sides are at least
// minCompoundPart letters, neither a stopword nor a common word, and the
// other side is a word some memory has on its own.
func (ri *routeIndex) buildCompounds() map[string][]string {
	out := map[string][]string{}
	ri.storeTerms(minCompoundDF, func(_ int, t string) {
		if len(t) < 2*minCompoundPart || len(t) > maxTaskWord || !lowerLetters(t) || englishWord(t) || commonWords()[t] {
			return
		}
		for i := minCompoundPart; i <= len(t)-minCompoundPart; i++ {
			a, b := t[:i], t[i:]
			if !compoundPart(a) || !compoundPart(b) {
				continue
			}
			if ri.df(b) > 0 || ri.df(stem(b)) > 0 {
				out[stem(a)] = appendNew(out[stem(a)], t)
			}
			if ri.df(a) > 0 || ri.df(stem(a)) > 0 {
				out[b] = appendNew(out[b], t) // b is a stem's tail: the compound's own stem ends it
			}
		}
	})
	return out
}

// compoundPart reports whether p may be a part of a compound.
func compoundPart(p string) bool {
	return !isStopword(p) && !commonWords()[p] && !commonWords()[stem(p)]
}

// appendNew appends s to ss unless ss has it.
func appendNew(ss []string, s string) []string {
	if contains(ss, s) {
		return ss
	}
	return append(ss, s)
}

// addStoreCompounds adds, for each task word no memory writes on its own,
// the store's compounds that hold it (compoundsOf).
func (ri *routeIndex) addStoreCompounds(x *expansion, q string) {
	seen := map[string]bool{}
	for _, tok := range tokenize(q) {
		if len(tok) < minCompoundPart || !lowerLetters(tok) || isStopword(tok) {
			continue
		}
		t := stem(tok)
		if seen[t] || commonWords()[t] || ri.df(t) > 0 {
			continue
		}
		seen[t] = true
		for _, c := range ri.compoundsOf(t) {
			if c != t {
				x.add(c, decompoundWeight, []string{t}, t)
				if commandTail(c) == t {
					// The command writes the task's word itself: one sense
					// ("a migration" and `makemigrations`), where a related
					// word alone is no answer (judge).
					x.sensed = append(x.sensed, c)
				}
			}
		}
	}
}
