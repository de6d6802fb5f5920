package main

// A task word no memory has, read through the store's own vocabulary
// (issue 16, stop 42): a truncation of a word the store writes whole
// ("promo" where the store says "promotion"), in the weight and role of a
// reorder-only expansion (RETRIEVAL.md, "Expansion").

import (
	"strings"
	"sync"
)

// truncationWeight: a word read as the store's longer word weighs as a
// synonym (synonymDiscount): it is the task's idea, not its letters.
const truncationWeight = synonymDiscount

// minTruncated: a truncation drops at least three letters ("perf" of
// performance); a shorter tail is an ending ("intern" → internal, "offic"
// → officer), another word of the same family, not a cut.
const minTruncated = 3

// minTruncationDF: the longer word is one at least two memories use; a word
// one memory has in passing (firefox for "fire") is no reading.
const minTruncationDF = 2

// storeVocab is an index's plain-letter terms (a-z, at least 3 letters, in
// at least minTruncationDF memories) by their first two letters, as term
// ids, built on the first task that needs it: a truncation shares its word's first two letters, so a lookup reads
// one bucket, and nothing is built for a task every word of which the
// store knows.
type storeVocab struct {
	once    sync.Once
	buckets map[uint16][]uint32
	strs    []string // the term table's strings when built: every id in a bucket is below its length
}

// bucketKey is the bucket of a word of at least two letters a-z.
func bucketKey(w string) uint16 { return uint16(w[0]-'a')*26 + uint16(w[1]-'a') }

// vocabBucket is the store's plain terms that start as w does.
func (ri *routeIndex) vocabBucket(w string) []uint32 {
	ri.vocab.once.Do(func() {
		b := map[uint16][]uint32{}
		strs := ri.storeTerms(minTruncationDF, func(id int, t string) {
			if len(t) >= 3 && lowerLetters(t) {
				k := bucketKey(t)
				b[k] = append(b[k], uint32(id))
			}
		})
		ri.vocab.buckets, ri.vocab.strs = b, strs
	})
	return ri.vocab.buckets[bucketKey(w)]
}

// storeTerms calls fn with the id and text of each of the store's terms
// that at least minDF memories hold, and returns the term table it read
// (only grows: a slice taken under the lock stays valid). The truncation
// buckets and the compounds read the store's vocabulary alike.
func (ri *routeIndex) storeTerms(minDF int, fn func(id int, t string)) []string {
	termTable.RLock()
	strs := termTable.strs
	termTable.RUnlock()
	for pg, page := range ri.postings.pages {
		if page == nil {
			continue
		}
		for j, ps := range page {
			if id := pg*postPage + j; len(ps) >= minDF && id < len(strs) {
				fn(id, strs[id])
			}
		}
	}
	return strs
}

// lowerLetters reports whether w is only the letters a-z.
func lowerLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return w != ""
}

// addTruncations reads each task word that no memory has, that no other
// expansion already reaches and that English does not know (a word of the
// lexicon's WordNet table is itself: "product" is not a cut of
// "production", nor "missing" of "mission") as the one store word it is a
// truncation of (truncationOf). The reading only reorders: it has no
// origin, so it is not evidence and the word stays unknown information (as
// evidence it answered a task nothing covers: RETRIEVAL-LOG.md, Expansion,
// stop 42). Code names are left alone: their parts are the code's words.
func (ri *routeIndex) addTruncations(x *expansion, q string) {
	var names, nameOnly map[string]bool
	seen := map[string]bool{}
	for _, tok := range tokenize(q) {
		if len(tok) < 3 || !lowerLetters(tok) || isStopword(tok) {
			continue
		}
		t := stem(tok)
		if seen[t] || !lowerLetters(t) || len(t) < 3 || ri.df(t) > 0 || commonWords()[t] {
			continue
		}
		seen[t] = true
		if x.reaches(ri, t) || englishWord(tok) {
			continue
		}
		if names == nil {
			names, nameOnly = queryNames(q), nameOnlyWords(q)
		}
		if names[t] || nameOnly[t] {
			continue
		}
		if r, ok := ri.truncationOf(t); ok {
			x.add(r, truncationWeight, nil, t)
		}
	}
}

// reaches reports whether an expansion already stands for the task's stem
// t with a word some memory has (a synonym, a lexicon entry, a split
// compound).
func (x *expansion) reaches(ri *routeIndex, t string) bool {
	for _, qt := range x.out {
		if qt.stem == t || ri.df(qt.stem) == 0 {
			continue
		}
		for _, o := range qt.origins {
			if o == t {
				return true
			}
		}
	}
	return false
}

// englishWord reports whether the lexicon's WordNet table has tok by one of
// its dictionary forms (lemmaCandidates).
func englishWord(tok string) bool {
	for _, base := range lemmaCandidates(tok) {
		if _, ok := wordnetLine(base); ok {
			return true
		}
	}
	return false
}

// truncationOf is the store word t is a truncation of: the store's plain
// terms that t begins, at least minTruncated letters longer and in at least
// minTruncationDF memories, when they are one family (each begins with the
// shortest: "config" → configur, configurat); two families ("dep" →
// depend, deploy) are no reading.
func (ri *routeIndex) truncationOf(t string) (string, bool) {
	var short string
	var cands []string
	for _, id := range ri.vocabBucket(t) {
		w := ri.vocab.strs[id]
		if len(w) < len(t)+minTruncated || !strings.HasPrefix(w, t) {
			continue
		}
		cands = append(cands, w)
		if short == "" || len(w) < len(short) || (len(w) == len(short) && w < short) {
			short = w
		}
	}
	for _, w := range cands {
		if !strings.HasPrefix(w, short) {
			return "", false
		}
	}
	return short, short != ""
}
