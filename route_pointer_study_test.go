package main

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestPointerStudy is stop 44's study of WordNet's other pointers (rec44b,
// RETRIEVAL-LOG.md, Lexicon): for every task word of the sets named in
// ENGRAM_PTR_SETS that no memory has (and no other expansion reaches), the
// lemmas each pointer type reaches from its commonest sense and from all
// its senses (the table of `go run tools/lexicon/gen.go -pointers`, at
// ENGRAM_PTR_TABLE), counted by whether an expected memory has one of them
// or only other memories do, beside the expected memories' hits if each
// lemma's memories were drawn at random. A phrase lemma ("call_up") counts
// for a memory with all its content words. Words are printed unless
// ENGRAM_PTR_QUIET is set (for holdouts). Runs only when asked.
func TestPointerStudy(t *testing.T) {
	sets, table := os.Getenv("ENGRAM_PTR_SETS"), os.Getenv("ENGRAM_PTR_TABLE")
	if sets == "" || table == "" {
		t.Skip("set ENGRAM_PTR_SETS and ENGRAM_PTR_TABLE")
	}
	st := &pointerStudy{ptr: readPointerTable(t, table), tl: map[string]*pointerTally{},
		quiet: os.Getenv("ENGRAM_PTR_QUIET") != ""}
	forEachStudyCase(t, sets, func(v *storeView, set string, c benchCase) {
		st.task(v.ri, set, c)
	})
	fmt.Printf("COUNT study words: covered tasks %d, tasks nothing covers %d\n", st.covered, st.uncovered)
	for _, kind := range slices.Sorted(mapKeys(st.tl)) {
		k := st.tl[kind]
		fmt.Printf("COUNT %-6s covered: words with targets %d, an expected memory's %d (chance %.1f), only other memories' %d, none in the store %d; "+
			"lemmas in an expected memory %d, only in others %d; nothing covers: words %d, reaching the store %d\n",
			kind, k.words, k.exp, k.chance, k.other, k.none, k.lemExp, k.lemOther, k.noneWords, k.noneHit)
	}
}

// pointerTally counts one pointer type (kind:scope) over the study's words.
type pointerTally struct {
	words, exp, other, none, lemExp, lemOther, noneWords, noneHit int
	chance                                                        float64
}

type pointerStudy struct {
	ptr                map[string]map[string][]string // word → kind:scope → lemmas
	tl                 map[string]*pointerTally
	covered, uncovered int
	quiet              bool
}

func mapKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

func readPointerTable(t *testing.T, path string) map[string]map[string][]string {
	ptr := map[string]map[string][]string{}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		p := strings.Split(sc.Text(), "\t")
		if len(p) != 3 {
			continue
		}
		if ptr[p[0]] == nil {
			ptr[p[0]] = map[string][]string{}
		}
		ptr[p[0]][p[1]] = strings.Fields(p[2])
	}
	return ptr
}

// task studies one task's words the store lacks (TestGlossStudy's words:
// plain, >= 3 letters, no stopword or everyday word, reached by no other
// expansion), each looked up by its first dictionary form in the table.
func (st *pointerStudy) task(ri *routeIndex, set string, c benchCase) {
	x := &expansion{at: map[string]int{}}
	for _, s := range terms(c.Query) {
		x.add(s, 1, []string{s}, s)
	}
	ri.addLexicon(x, terms(c.Query))
	x.addWordnet(c.Query)
	ri.addSplitCompounds(x, c.Query)
	seen := map[string]bool{}
	for _, tok := range tokenize(c.Query) {
		if len(tok) < 3 || !lowerLetters(tok) || isStopword(tok) {
			continue
		}
		s := stem(tok)
		if seen[s] || ri.df(s) > 0 || commonWords()[s] || x.reaches(ri, s) {
			continue
		}
		seen[s] = true
		var entry map[string][]string
		for _, base := range lemmaCandidates(tok) {
			if e, ok := st.ptr[base]; ok {
				entry = e
				break
			}
		}
		if len(c.Expect) == 0 {
			st.uncovered++
		} else {
			st.covered++
		}
		var line []string
		for _, kind := range slices.Sorted(mapKeys(entry)) {
			if got := st.count(ri, c, kind, entry[kind]); got != "" {
				line = append(line, got)
			}
		}
		if !st.quiet && len(line) > 0 {
			fmt.Printf("WORD %s %s %q expect=%v\n\t%s\n", set, c.ID, tok, c.Expect, strings.Join(line, "\n\t"))
		}
	}
}

// count tallies one pointer type's lemmas for one task word.
func (st *pointerStudy) count(ri *routeIndex, c benchCase, kind string, lemmas []string) string {
	kt := st.tl[kind]
	if kt == nil {
		kt = &pointerTally{}
		st.tl[kind] = kt
	}
	n, k := len(ri.docs), 0
	for _, d := range ri.docs {
		if contains(c.Expect, d.mem.id()) {
			k++
		}
	}
	miss := 1.0 // the chance that no lemma's memories include an expected one
	var inExp, inOther []string
	for _, lem := range lemmas {
		ds := lemmaDocs(ri, lem)
		if len(ds) == 0 {
			continue
		}
		for i := range len(ds) {
			miss *= float64(n-k-i) / float64(n-i)
		}
		if slices.ContainsFunc(ds, func(d int) bool { return contains(c.Expect, ri.docs[d].mem.id()) }) {
			inExp = append(inExp, lem)
		} else {
			inOther = append(inOther, fmt.Sprintf("%s(%d)", lem, len(ds)))
		}
	}
	switch {
	case len(c.Expect) == 0:
		kt.noneWords++
		if len(inExp)+len(inOther) > 0 {
			kt.noneHit++
		}
	case len(inExp) > 0:
		kt.exp++
	case len(inOther) > 0:
		kt.other++
	default:
		kt.none++
	}
	if len(c.Expect) > 0 {
		kt.words++
		kt.lemExp += len(inExp)
		kt.lemOther += len(inOther)
		kt.chance += 1 - max(miss, 0)
	}
	if len(inExp)+len(inOther) == 0 {
		return ""
	}
	return fmt.Sprintf("%s exp=%v other=%v", kind, inExp, inOther)
}

// lemmaDocs are the memories with every content word of a lemma.
func lemmaDocs(ri *routeIndex, lemma string) []int {
	var out []int
	first := true
	for _, part := range strings.FieldsFunc(lemma, func(r rune) bool { return r == '_' || r == '-' }) {
		if isStopword(part) {
			continue
		}
		_, ps := ri.termPostings(stem(part))
		var m []int
		for _, p := range ps {
			if d := ri.doc(p); d >= 0 && !slices.Contains(m, d) && (first || slices.Contains(out, d)) {
				m = append(m, d)
			}
		}
		out, first = m, false
		if len(out) == 0 {
			break
		}
	}
	return out
}
