package main

import (
	"os"
	"sync"
)

// Speed-up (stop 58, engram_load at 10,000 memories): yieldToOtherRoles
// scores the other-role documents through their postings, each term's
// documents with its weight in each, not by looking every term up in every
// document.
//
// Since d357395 four of the six benchmark tasks over the generated 10,000
// memory store answer, and an answering load scored each of the ~400
// memories another role holds against every task word (four binary
// searches, one a field, a word and a document): 17% of an answering load
// at stop 58. The postings are each term's documents among ri.otherRoles,
// ascending, with the term's weight in the document as tfwID gives it
// (the index's average lengths are fixed when it is built), built by the
// first task that reaches the check and kept with the index. A task adds
// each term's part to its documents' scores in the order of the terms, as
// the plain scan adds them, so every score is the same to the bit; a
// document with none of the terms scores 0, as the scan's does. The answer
// is the same: abstain when one of them reaches the floor.
//
// ENGRAM_NO_CACHE=1 turns it off: every document is scored
// (TestOtherRolePostingsMatchThePlainScan).
var otherRolePostingsOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// otherRolePostings are the other-role documents of each term: those of
// term id are docs[start[id]:start[id+1]], indices into ri.otherRoles, and
// the term's tfwID in each is the same index of w. Ids past start's end
// (interned after the build: a task's new word) have none.
type otherRolePostings struct {
	once  sync.Once
	start []uint32
	docs  []uint32
	w     []float64
	// scores is a task's score per document, all zero between tasks.
	scores sync.Pool
	// failed is what the build panicked with: every caller panics with it
	// again, rather than meeting postings left empty (the preload builds
	// them on a goroutine that recovers, perf_rolewarm.go).
	failed any
}

// otherRoleTerms is the index's otherRolePostings, built on first use after
// every other-role document is decoded (perf_lazydoc.go).
func (ri *routeIndex) otherRoleTerms() *otherRolePostings {
	op := &ri.otherPost
	op.once.Do(func() {
		defer func() {
			if r := recover(); r != nil {
				op.failed = r
			}
		}()
		n := 0
		for _, d := range ri.otherRoles {
			d.ready()
			forEachTerm(d, func(id uint32, _ [numFields]uint32) {
				n = max(n, int(id)+1)
			})
		}
		start := make([]uint32, n+1)
		for _, d := range ri.otherRoles {
			forEachTerm(d, func(id uint32, _ [numFields]uint32) { start[id+1]++ })
		}
		for i := 1; i <= n; i++ {
			start[i] += start[i-1]
		}
		docs := make([]uint32, start[n])
		w := make([]float64, start[n])
		next := make([]uint32, n)
		copy(next, start)
		for j, d := range ri.otherRoles {
			forEachTerm(d, func(id uint32, _ [numFields]uint32) {
				docs[next[id]] = uint32(j)
				w[next[id]] = d.tfwID(id, &ri.avgLen)
				next[id]++
			})
		}
		op.start, op.docs, op.w = start, docs, w
	})
	if op.failed != nil {
		panic(op.failed)
	}
	return op
}

// otherRoleReaches reports whether one other-role document's score for the
// terms (ids, each with its weight times its IDF) reaches floor, a floor
// above 0: the score yieldToOtherRoles's scan gives it.
func (ri *routeIndex) otherRoleReaches(ids []uint32, weights []float64, floor float64) bool {
	reached := false
	ri.otherRoleScores(ids, weights, func(_ uint32, score float64) {
		reached = reached || score >= floor
	})
	return reached
}

// otherRoleScores calls fn with the index in ri.otherRoles and the score of
// each document that holds one of the terms; every other one scores 0.
func (ri *routeIndex) otherRoleScores(ids []uint32, weights []float64, fn func(j uint32, score float64)) {
	op := ri.otherRoleTerms()
	scores, _ := op.scores.Get().(*[]float64)
	if scores == nil {
		s := make([]float64, len(ri.otherRoles))
		scores = &s
	}
	acc := *scores
	var touched []uint32
	for i, id := range ids {
		if int(id)+1 >= len(op.start) {
			continue
		}
		for k := op.start[id]; k < op.start[id+1]; k++ {
			if j, w := op.docs[k], op.w[k]; w > 0 {
				if acc[j] == 0 {
					touched = append(touched, j)
				}
				acc[j] += weights[i] * w * (bm25K1 + 1) / (w + bm25K1)
			}
		}
	}
	for _, j := range touched {
		if acc[j] != 0 {
			fn(j, acc[j])
			acc[j] = 0
		}
	}
	op.scores.Put(scores)
}
