package main

// The router's general lexicon (issue 16 item 3): two embedded tables that
// expand a task's words below the weight of the words themselves.
//
//   - lexicon/wordnet.txt: general English synonyms and derived forms, made
//     from WordNet 3.0 by tools/lexicon/gen.go (its rules are there; the
//     licence is lexicon/LICENSE-wordnet). Nothing in it is chosen by hand.
//   - lexicon/concepts.txt: what common engineering tools and pull-request
//     title prefixes are ("mypy" → type check, "perf" → performance),
//     written from general knowledge.
//
// Both are parsed on first use, not at process start (issue 10).

import (
	_ "embed"
	"strings"
	"sync"
)

//go:embed lexicon/wordnet.txt
var wordnetTable string

//go:embed lexicon/concepts.txt
var conceptTable string

var (
	// conceptWeight: a tool's concept ("ruff" → lint) is what the tool is,
	// but the task named the tool, not the concept.
	conceptWeight = 0.5
	// conceptReverseWeight: a concept word ("lint") standing for the tools
	// that are it ("ruff"). Off: measured, it lifted a memory naming one
	// test tool for every task saying "test" (uv MRR without abstention
	// 0.551 → 0.503).
	conceptReverseWeight = 0.0
	// wordnetDerivedWeight: a derived form ("fail" → failure) is the same
	// idea in another part of speech, one the stemmer cannot reach.
	// wordnetSynonymWeight: a general-English synonym of a word's commonest
	// sense, which in engineering text may not be the sense meant. Both
	// only reorder (wordnetReorderOnly) and both are off until they
	// measure better on every set (RETRIEVAL.md, Lexicon).
	wordnetDerivedWeight = 0.0
	wordnetSynonymWeight = 0.0
	wordnetReorderOnly   = true
)

// lexTerm is one expansion of a stem or phrase key.
type lexTerm struct {
	stem   string
	weight float64
	// reorder: the term only reorders memories that matched the task's
	// own words; it is not evidence for abstention (WordNet's general
	// senses may not be the one meant).
	reorder bool
}

// lexiconTables are the stem (or phrase key) → expansions index, and the
// phrase keys the concept table's phrases add to the synonym table's.
var lexiconTables = sync.OnceValues(buildLexicon)

func lexiconIndex() map[string][]lexTerm { idx, _ := lexiconTables(); return idx }

// conceptPhraseKeys are the keys of the concept table's phrases ("type
// check" → "typecheck"): memories are indexed with them like the synonym
// table's phrases.
func conceptPhraseKeys() map[string]bool { _, p := lexiconTables(); return p }

func buildLexicon() (map[string][]lexTerm, map[string]bool) {
	idx := make(map[string][]lexTerm, 8192)
	phrases := map[string]bool{}
	add := func(from, to string, w float64, reorder bool) {
		if from == "" || to == "" || from == to || w <= 0 {
			return
		}
		ts := idx[from]
		for i := range ts {
			if ts[i].stem == to {
				if w > ts[i].weight {
					ts[i].weight = w
				}
				return
			}
		}
		idx[from] = append(ts, lexTerm{to, w, reorder})
	}
	key := func(phrase string) string {
		ws := strings.Fields(phrase)
		if len(ws) == 1 {
			return stem(ws[0])
		}
		k := phraseKey(ws)
		phrases[k] = true
		return k
	}
	table := wordnetTable
	if wordnetDerivedWeight <= 0 && wordnetSynonymWeight <= 0 {
		table = "" // nothing to add: do not pay for parsing it
	}
	for line := range strings.SplitSeq(table, "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		head, rest, _ := strings.Cut(line, "\t")
		syns, ders, _ := strings.Cut(rest, "\t")
		h := stem(head)
		for _, s := range strings.Fields(syns) {
			add(h, stem(s), wordnetSynonymWeight, wordnetReorderOnly)
		}
		for _, d := range strings.Fields(ders) {
			add(h, stem(d), wordnetDerivedWeight, wordnetReorderOnly)
		}
	}
	for line := range strings.SplitSeq(conceptTable, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		name, concepts, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		n := key(name)
		for _, c := range strings.Split(concepts, ",") {
			c = strings.TrimSpace(c)
			if c == "" {
				continue
			}
			k := key(c)
			add(n, k, conceptWeight, false)
			add(k, n, conceptReverseWeight, false) // a task saying "lint" meets a memory naming ruff
		}
	}
	return idx, phrases
}

// conceptOnlyPhrase reports whether a term is a phrase only the concept
// table defines: memories carry it so that a tool's name can reach it, but
// it is not one of the memory's own words for feedback to reorder by.
func conceptOnlyPhrase(t string) bool {
	return conceptPhraseKeys()[t] && !synonymPhraseKeys()[t]
}

// lexOrigins are the query stems an expansion stands for: none for one
// that only reorders, so it never counts as evidence (explainMatch) or
// makes a task word known (abstention).
func lexOrigins(x lexTerm, origins []string) []string {
	if x.reorder {
		return nil
	}
	return origins
}
