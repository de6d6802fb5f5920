package main

import (
	"fmt"
	"math/rand"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unsafe"
)

// TestVerdictSkipMatchesRelate holds the verdict's skip (perf_verdictskip.go)
// to relate: whenever it says a memory settles as an ADD, relate must give
// ADD with an overlap below 0.25. The memories are the verdict sets'
// (every domain), rules written as genStore writes them, and random
// memories of two to four lines made of both vocabularies with what could
// throw a word test off (scanTwists: capitals, punctuation and clause
// breaks inside words, numbers, contrasts, discourse openers); the
// candidates are the sets' cases, rules like the store's (the stop-44
// finding), and texts made from a memory's own lines (a restatement, a
// reversal, a detail changed), which must never be skipped wrongly. It
// fails, too, if the skip never settled a memory, which would test nothing
// (and is what it does with the speed-up off).
//
// Each candidate meets, too, a memory of its own: one of its clauses said
// the other way among lines of other words (relate may read a reversal at
// a small overlap), which a skip blind to a clause of one or two keys met
// in 2 of 52,000 random pairs.
//
// Every memory and every candidate is checked, but each candidate against
// 10 random memories and each memory with 2 texts of its own lines
// (17,000 checks, ~3 s of CPU); ENGRAM_LONGTESTS=1 (a step of .ci/run)
// asks 40 and 6 (60,000 checks; 52,000 took 7-9 s of CPU, and under a
// load of 35-60 318-987 s of the suite's time, stops 56-57). relate is
// asked only of a memory the skip settled.
func TestVerdictSkipMatchesRelate(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	perCand, perMem := 10, 2
	if longTests() {
		perCand, perMem = 40, 6
	}
	rng := rand.New(rand.NewSource(44))
	mems, cands := verdictSkipTexts(t, rng)
	ownMem := len(mems) - len(cands) // candidate i's own memory is ownMem+i
	mems, named, namedCand := verdictSkipNamed(mems)
	checked, skipped := 0, 0
	memSt := verdictSkipStatements(mems)
	textlessMems, textSkipped, vt := verdictSkipTextless(t, mems), 0, verdictTexts{}
	// One skip per candidate, asked about many memories, as a save asks it
	// about every memory of the store: its word memo must hold across them.
	check := func(cand string, c *statement, v *verdictSkip, mi int) {
		checked++
		fromLines := v.settles(mems[mi])
		tm := textlessMems[mi]
		settled := v.settlesMemory(tm, vt.text(tm))
		if settled != v.settlesText(vt.text(tm), tm.vmarks) { // settlesWords' memo against the text
			t.Errorf("the skip from word numbers says %v, from the text not\ncandidate: %q\nmemory: %q", settled, cand, mems[mi])
		}
		if !fromLines && !settled {
			return // nothing settled: relate has nothing to answer
		}
		r := relate(c, memSt[mi])
		if fromLines {
			skipped++
			if r.kind != verdictAdd || r.overlap >= 0.25 {
				t.Errorf("the skip settled a memory that relates (%s, overlap %.2f)\ncandidate: %q\nmemory: %q", r.kind, r.overlap, cand, mems[mi])
			}
		}
		if settled {
			textSkipped++
			if r.kind != verdictAdd || r.overlap >= 0.25 {
				t.Errorf("the skip settled a textless memory that relates (%s, overlap %.2f)\ncandidate: %q\nmemory: %q", r.kind, r.overlap, cand, mems[mi])
			}
		}
	}
	checkNew := func(cand string, mi int) {
		c := parseStatement(cand)
		check(cand, c, newVerdictSkip(c), mi)
	}
	if checkNew(namedCand, named); skipped+textSkipped != 0 {
		t.Fatalf("the skip settled the memory whose only lost word is a name")
	}
	for i, cand := range cands {
		c := parseStatement(cand)
		v := newVerdictSkip(c)
		check(cand, c, v, ownMem+i)
		for k := 0; k < perCand; k++ {
			check(cand, c, v, rng.Intn(len(mems)))
		}
	}
	own := verdictSkipOwnTexts(rng, cands)
	for mi := range mems {
		for k := 0; k < perMem; k++ {
			checkNew(own[rng.Intn(len(own))](mems[mi]), mi)
		}
	}
	if skipped == 0 || skipped == checked {
		t.Fatalf("the skip settled %d of %d memories: nothing was tested", skipped, checked)
	}
	// Its marks lose only capitals inside a word: nearly every memory the
	// file's lines settle, the text settles too.
	if 10*textSkipped < 9*skipped {
		t.Fatalf("the skip settled %d textless memories of %d it settles from their lines", textSkipped, skipped)
	}
	t.Logf("settled %d of %d (%d textless)", skipped, checked, textSkipped)
}

// verdictSkipOwnTexts make a candidate of a memory's own lines: restated,
// reversed, a detail changed.
func verdictSkipOwnTexts(rng *rand.Rand, cands []string) []func([]string) string {
	pick := func(ws []string) string { return ws[rng.Intn(len(ws))] }
	words := strings.Fields(strings.Join(append(append(append(cands, genVerbs...), genSubjects...), genObjects...), " "))
	return []func([]string) string{
		func(ls []string) string { return strings.Join(ls, " ") },
		func(ls []string) string { return ls[rng.Intn(len(ls))] },
		func(ls []string) string { return "Never " + ls[rng.Intn(len(ls))] },
		func(ls []string) string { return "Do not " + strings.Join(ls, "; do not ") },
		func(ls []string) string { return strings.Join(ls, "; ") + " and " + pick(words) },
		func(ls []string) string {
			ws := strings.Fields(strings.Join(ls, " "))
			ws[rng.Intn(len(ws))] = pick(words)
			return strings.Join(ws, " ")
		},
		func(ls []string) string {
			ws := strings.Fields(ls[0])
			return strings.Join(ws[:min(len(ws), 3+rng.Intn(4))], " ") + " " + pick(words) + " 5 " + pick(words)
		},
	}
}

// verdictSkipStatements are the memories' content lines as relate reads them.
func verdictSkipStatements(mems [][]string) []*statement {
	st := make([]*statement, len(mems))
	for i, lines := range mems {
		st[i] = parseStatement(strings.Join(lines, "\n"))
	}
	return st
}

// verdictSkipTexts are the test's memories (content lines) and candidates.
func verdictSkipTexts(t *testing.T, rng *rand.Rand) (mems [][]string, cands []string) {
	for _, set := range allVerdictSets(t) {
		for _, d := range set.order {
			for _, m := range set.domains[d] {
				mems = append(mems, verdictStoreFor([]verdictMemory{{ID: "m", Type: "rule", Text: m.Text}}).entries[0].mem.contentLines())
			}
		}
		for _, c := range set.cases {
			cands = append(cands, c.Text)
		}
	}
	pick := func(ws []string) string { return ws[rng.Intn(len(ws))] }
	genLine := func() string {
		return fmt.Sprintf("%s %s %s the %s %s before %s; see `%s/%s.go`.", pick(genVerbs), pick(genSubjects),
			pick(genObjects), pick(genObjects), pick(genQualifiers), pick(genVerbs), pick(genSubjects), pick(genObjects))
	}
	for i := 0; i < 400; i++ {
		var lines []string
		for b := 0; b < 2+rng.Intn(3)+i%2*4; b++ { // two to four lines, or six to eight: a clause's overlap falls below 0.25
			lines = append(lines, genLine())
		}
		mems = append(mems, lines)
	}
	words := strings.Fields(strings.Join(append(append(append(cands, genVerbs...), genSubjects...), genObjects...), " "))
	for i := 0; i < 600; i++ {
		twists := []func(string) string{scanTwists[rng.Intn(len(scanTwists))], scanTwists[rng.Intn(len(scanTwists))]}
		var lines []string
		for b := 0; b < 2+rng.Intn(3)+i%2*4; b++ {
			lines = append(lines, scanVariant(rng, words, twists))
		}
		mems = append(mems, lines)
	}
	for i := 0; i < 150; i++ {
		cands = append(cands, fmt.Sprintf("Always %s the %s %s before the %s %s (%d-%d)", pick(genSubjects), pick(genObjects),
			pick(genSubjects), pick(genObjects), pick(genSubjects), i/12, i%12))
		cands = append(cands, fmt.Sprintf("Never %s %s %s", pick(genVerbs), pick(genSubjects), pick(genObjects)))
	}
	// Each candidate's own memory: one of its clauses said the other way,
	// among lines of other words. relate may read it as a reversal
	// (opposingClauses) at a small overlap: the skip's clause test.
	for _, cand := range cands {
		cls := parseStatement(cand).clauses
		line := "never"
		if len(cls) > 0 {
			cl := cls[rng.Intn(len(cls))]
			if cl.polarity < 0 {
				line = "always"
			}
			var ks []string
			for k := range cl.keys {
				ks = append(ks, strings.TrimPrefix(k, "¬"))
			}
			sort.Strings(ks)
			line += " " + strings.Join(ks, " ")
		}
		lines := []string{line, genLine(), genLine()}
		rng.Shuffle(len(lines), func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
		mems = append(mems, lines)
	}
	return mems, cands
}

// verdictSkipTextless are the memories as a server keeps them, textless:
// decided from their verdict text and marks (settlesText), their file
// gone, so that reading it would panic.
func verdictSkipTextless(t *testing.T, mems [][]string) []*memory {
	gone := filepath.Join(t.TempDir(), "gone.md")
	out := make([]*memory, len(mems))
	for i, lines := range mems {
		out[i] = textless(verdictStoreFor([]verdictMemory{{ID: "m", Type: "rule", Text: "- " + strings.Join(lines, "\n- ")}}).entries[0].mem, gone, 1, "0")
		if got := verdictTextOf(out[i]); got != strings.ToLower(strings.Join(lines, " ")) {
			t.Fatalf("memory %d: verdict text %q for lines %q", i, got, lines)
		}
	}
	return out
}

// TestStemMemoKeepsNoCallerBytes: the verdict's scan and skip stem words
// cut from a buffer that the next memory's text overwrites
// (verdictTexts.text); the stem memo must keep copies, or the word it
// remembers changes under it.
func TestStemMemoKeepsNoCallerBytes(t *testing.T) {
	if !stemMemoOn {
		t.Skip("the stem memo is off")
	}
	buf := []byte("zzqmemoretries")
	w := unsafe.String(&buf[0], len(buf))
	want := stemWord("zzqmemoretries")
	if stem(w) != want {
		t.Fatalf("stem %q", stem(w))
	}
	stemMemo.RLock()
	full := len(stemMemo.m) >= maxStemMemo
	stemMemo.RUnlock()
	copy(buf, "zzqxxxxxxxxxxx")
	stemMemo.RLock()
	got, ok := stemMemo.m["zzqmemoretries"]
	stemMemo.RUnlock()
	if !full && (!ok || got != want) {
		t.Fatalf("the memo holds %q (%v) for the word after its bytes were reused, want %q", got, ok, want)
	}
}

// verdictSkipNamed adds a memory whose one word the candidate lacks is a
// name, "Helm": a detail, not a plain word, so the candidate restates the
// whole of it (an UPDATE). Read as plain, "Helm" would be a plain word
// lost and the memory settled; a textless memory's text is lower-cased,
// and its marks keep the capital.
func verdictSkipNamed(mems [][]string) ([][]string, int, string) {
	return append(mems, []string{"deploy the api with Helm", "deploy the worker with Helm"}), len(mems),
		"deploy the api and the worker with Argo CD after canary rollout checks pass nightly for every region and tenant cluster"
}
