package main

import (
	"io"
	"reflect"
	"testing"
)

// TestCompoundTableTravels: an index read back from its file comes with
// the compound table (cache_compounds.go) already there, and it is the
// reference table (buildCompounds, then commandTail over every term) of
// the same memories' index, list by list in the same order, over a store
// of hundreds of split and command compounds.
func TestCompoundTableTravels(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	vocabulary, _ := snowballVocabulary(t)
	ws := gluedCompoundStore(t, vocabulary)
	e := envOf(scratchEnv(t), nil, io.Discard, io.Discard)
	e.cwd = ws
	st := idxState(t, e, ws, nil)
	if st.cacheKey == nil {
		t.Fatal("no cache key")
	}
	saveRouteIndex(st.view.s, buildRouteIndex(st.view.s), st.cacheKey, st.digest)
	st2 := idxState(t, e, ws, nil)
	got := st2.persistedIndex(nil, true)
	if got == nil {
		t.Fatal("the index written is not read back")
	}
	want := buildRouteIndex(st2.view.s)
	plain := want.buildCompounds()
	commands := 0
	want.storeTerms(1, func(_ int, t string) {
		if r := commandTail(t); r != "" {
			plain[r] = appendNew(plain[r], t)
			commands++
		}
	})
	if len(plain) < 100 || commands < 100 {
		t.Fatalf("only %d parts and %d command terms: too few compounds to compare", len(plain), commands)
	}
	table := persistedCompounds(t, got)
	if !reflect.DeepEqual(table, plain) {
		for p, l := range plain {
			if !reflect.DeepEqual(l, table[p]) {
				t.Errorf("part %q: reference %q, read %q", p, l, table[p])
			}
		}
		t.Fatalf("the tables differ: %d parts in the reference, %d read", len(plain), len(table))
	}
	sameRouting(t, st2.view.s, got, want)
}

// TestCompoundTableFollowsTermOrder: a table read in a process whose term
// ids order the file's terms otherwise puts each list in this process's
// order, as its own build would (storeTerms' ascending ids), the split
// compounds before the command compounds and each term once.
func TestCompoundTableFollowsTermOrder(t *testing.T) {
	t.Parallel()
	terms := []string{"zqa-compoundorder", "zqb-compoundorder", "zqc-compoundorder", "zqd-compoundorder"}
	byText := map[string]uint32{}
	for _, w := range terms { // interned in this order: ids ascend with the letter
		byText[w] = internTerm(w)
	}
	// The file lists them d, b, a, c: positions 0..3.
	file := []string{terms[3], terms[1], terms[0], terms[2]}
	ids := make([]uint32, len(file))
	for i, w := range file {
		ids[i] = byText[w]
	}
	recs := []compoundRecord{
		{part: "p", split: []uint32{0, 1, 2}, tails: []uint32{3, 1}},
		{part: "q", tails: []uint32{3, 0}},
	}
	got := compoundTable(recs, ids)
	want := map[string][]string{
		"p": {terms[0], terms[1], terms[3], terms[2]},
		"q": {terms[2], terms[3]},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("table %q, want %q", got, want)
	}
}

// persistedCompounds is the compound table an index read from its file
// came with, before any task asked for it.
func persistedCompounds(t *testing.T, ri *routeIndex) map[string][]string {
	t.Helper()
	if ri.compounds.byPart == nil {
		t.Error("the index read from its file has no compound table: its first task would build it")
	}
	return ri.compounds.byPart
}

// referenceCompounds is the table ri's first task with a word the store
// lacks builds.
func referenceCompounds(ri *routeIndex) map[string][]string {
	ri.compoundsOf("")
	return ri.compounds.byPart
}
