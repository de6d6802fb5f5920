package main

import (
	"math/rand"
	"path/filepath"
	"strings"
	"testing"
)

// TestVerdictScanMatchesRelate holds the verdict's scan (perf_verdictscan.go)
// to relate: whenever the scan says a memory cannot matter, relate must
// give ADD with an overlap below 0.25. It runs every case of the verdict
// sets against every memory of its domain, then random texts made of those
// sets' words with what could throw a word test off: capitals, punctuation
// and clause breaks inside words, apostrophes, irregular verbs, British
// spellings, numbers, contrasts and discourse openers. It fails, too, if
// the scan never skipped a memory, which would test nothing.
func TestVerdictScanMatchesRelate(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	var cands, mems []string
	pairs := map[string][]string{} // a case's text → its domain's memories
	for _, set := range allVerdictSets(t) {
		for _, d := range set.order {
			for _, m := range set.domains[d] {
				mems = append(mems, m.Text)
			}
		}
		for _, c := range set.cases {
			cands = append(cands, c.Text)
			for _, m := range set.domains[c.Domain] {
				pairs[c.Text] = append(pairs[c.Text], m.Text)
			}
		}
	}
	checked, skipped := 0, 0
	// A case meets each memory of its domain and a memory each case: each
	// text is parsed once, as the verdict keeps a memory's statement
	// (statementOf) and a candidate's scan across its pool.
	type parsed struct {
		st    *statement
		scan  *verdictScan // a candidate's
		vtext string       // a memory's
	}
	cands1, mems1 := map[string]parsed{}, map[string]parsed{}
	check := func(cand, mem string) {
		c, ok := cands1[cand]
		if !ok {
			c.st = parseStatement(cand)
			c.scan = newVerdictScan(c.st)
			cands1[cand] = c
		}
		m, ok := mems1[mem]
		if !ok {
			vm := verdictStoreFor([]verdictMemory{{ID: "m", Type: "rule", Text: mem}}).entries[0].mem
			m = parsed{st: parseStatement(strings.Join(vm.contentLines(), "\n")), vtext: verdictTextOf(vm)}
			mems1[mem] = m
		}
		r := relate(c.st, m.st)
		checked++
		if !c.scan.unrelated(m.vtext) {
			return
		}
		skipped++
		if r.kind != verdictAdd || r.overlap >= 0.25 {
			t.Errorf("scan skipped a memory that relates (%s, overlap %.2f)\ncandidate: %q\nmemory: %q", r.kind, r.overlap, cand, mem)
		}
	}
	for c, ms := range pairs {
		for _, m := range ms {
			check(c, m)
		}
	}
	rng := rand.New(rand.NewSource(20))
	words := strings.Fields(strings.Join(append(cands, mems...), " "))
	for i := 0; i < 3000; i++ {
		m := mems[rng.Intn(len(mems))]
		own := append(strings.Fields(m), words[rng.Intn(len(words))])
		twists := []func(string) string{scanTwists[rng.Intn(len(scanTwists))], scanTwists[rng.Intn(len(scanTwists))]}
		check(scanVariant(rng, own, twists), scanVariant(rng, append(own, strings.Fields(m)...), twists))
	}
	if skipped == 0 || skipped == checked {
		t.Fatalf("the scan skipped %d of %d memories: nothing was tested", skipped, checked)
	}
	t.Logf("skipped %d of %d", skipped, checked)
}

// scanTwists are what a variant may put into or around a word.
var scanTwists = []func(string) string{
	strings.ToUpper,
	func(w string) string { return strings.ToUpper(w[:1]) + w[1:] },
	func(w string) string { return "(" + w + ")," },
	func(w string) string { return w + ";" + w },
	func(w string) string { return w + "—" + w },
	func(w string) string { return "/" + w + "/" },
	func(w string) string { return w + "’s" },
	func(w string) string { return "'" + w },
	func(w string) string { return w + "." },
	func(w string) string { return w + ", not" },
	func(w string) string { return w + " instead of" },
	func(string) string { return "ran" },
	func(string) string { return "wrote" },
	func(string) string { return "colour" },
	func(string) string { return "licence" },
	func(string) string { return "v2.1" },
	func(string) string { return "three" },
	func(string) string { return "from now on," },
	func(string) string { return "for nowadays" },
	func(w string) string { return "never " + w },
	func(w string) string { return w + "_" },
	func(w string) string { return "#" + w },
	func(w string) string { return w + ":" + w + "s" },
	func(w string) string { return "c++" + w + "s" },
	func(w string) string { return "3 " + w + "s" },
	func(w string) string { return "; for now" + w },
	func(w string) string { return "; going forward" + w + "s" },
	// Reporting frames the parse drops (dropReportingFrame) and hyphenated
	// words keyed as one (verdictStem).
	func(w string) string { return "; per the user, " + w },
	func(w string) string { return w + ", the lead said;" },
	func(w string) string { return "; the user clarified that " + w },
	func(string) string { return "; summary of the user's note:" },
	func(w string) string { return w + "-" + w + "ing" },
	func(w string) string { return "re-" + w },
}

// scanVariant is a random text of 3 to 20 of the words, some twisted by
// one of the twists (a candidate and a memory share theirs, so that both
// hold the same twisted words).
func scanVariant(rng *rand.Rand, words []string, twists []func(string) string) string {
	n := 3 + rng.Intn(18)
	out := make([]string, n)
	for i := range out {
		w := words[rng.Intn(len(words))]
		if rng.Intn(3) == 0 {
			w = twists[rng.Intn(len(twists))](w)
		}
		out[i] = w
	}
	return strings.Join(out, " ")
}

// allVerdictSets are the write path's six verdict sets (testdata/verdicts),
// read for the speed-ups' reference tests, which pair every case with
// every memory.
func allVerdictSets(t *testing.T) []*verdictSet {
	t.Helper()
	var sets []*verdictSet
	for _, name := range []string{"tune.txt", "holdout.txt", "fresh.txt", "probe.txt", "borrowed.txt", "midsession.txt"} {
		set, err := readVerdictSet(filepath.Join("testdata", "verdicts", name))
		if err != nil {
			t.Fatal(err)
		}
		sets = append(sets, set)
	}
	return sets
}
