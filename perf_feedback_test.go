package main

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestFeedbackMatchesPlain holds addFeedback (perf_feedback.go) to
// addFeedbackPlain: over the candidates of 300 searches of a generated
// store, each given up to prfTerms feedback terms drawn from the store's
// own terms and a few no memory holds, every score and base is the same
// float, bit for bit.
func TestFeedbackMatchesPlain(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	dir := t.TempDir()
	genStore(t, dir, 2000)
	ri := openTestView(t, dir).ri
	var vocab []string
	for _, en := range ri.docs[:300] {
		for f := fieldTitle; f <= fieldContent; f++ {
			fs := en.document().field(f)
			for i := range fs.len() {
				vocab = append(vocab, termString(fs.at(i).id))
			}
		}
	}
	vocab = append(vocab, "zzfeedbacknever", "qqnotaterm")
	rng := rand.New(rand.NewPCG(63, 2))
	compared := 0
	for i := range 300 {
		q := genQueries[i%len(genQueries)]
		if i%2 == 1 {
			q = vocab[rng.IntN(len(vocab))] + " " + vocab[rng.IntN(len(vocab))]
		}
		out, _ := ri.searchStats(q)
		if len(out) == 0 {
			continue
		}
		var fbs []feedbackTerm
		var norm float64
		for range 1 + rng.IntN(prfTerms) {
			fbs = append(fbs, feedbackTerm{vocab[rng.IntN(len(vocab))], rng.Float64()})
			norm += fbs[len(fbs)-1].w
		}
		fast, plain := slices.Clone(out), slices.Clone(out)
		nq := 1 + rng.IntN(4)
		ri.addFeedback(fast, fbs, norm, nq)
		ri.addFeedbackPlain(plain, fbs, norm, nq)
		for k := range fast {
			if math.Float64bits(fast[k].score) != math.Float64bits(plain[k].score) || fast[k].base != plain[k].base {
				t.Fatalf("%q, terms %v, candidate %d: score %v base %v, plain %v %v", q, fbs, k,
					fast[k].score, fast[k].base, plain[k].score, plain[k].base)
			}
			if fast[k].score != fast[k].base {
				compared++
			}
		}
	}
	if compared < 1000 {
		t.Fatalf("feedback moved only %d scores", compared)
	}
}
