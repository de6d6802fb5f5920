package main

import (
	"os"
	"sync"
)

// Speed-up (issue 20): a term's postings' weights are worked out once per
// route index, at the first search of the term, and kept beside it.
//
// Postings keep no weight (route_index.go, posting): every weight depends
// on the fields' average lengths, which each commit moves, and a stored
// one made each commit's index copy and reweigh all ~290,000 postings at
// 10,000 memories. Working each weight out at every search instead made
// the search's accumulate loop ~1.8x slower (6 tasks at 10,000: min
// 400-430 µs against 750 µs), a branch and for a quarter of the postings
// a call with a division or four. A search's terms are few and a
// session's tasks repeat them, so the weights of the terms searched are
// kept per index: at most the 4 bytes a posting the stored weight took,
// only for the terms ever searched, and gone with the index.
//
// Reference path (ENGRAM_NO_CACHE=1, weightsOn false): the weights are
// worked out at every search. The values are the same (weight, either way).

var weightsOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// termWeights holds the weights of the terms searched in one route index.
type termWeights struct {
	m sync.Map // term id → []float32, as the term's postings
}

// termWeights is the weight of each of ps, term id's postings in ri.
func (ri *routeIndex) termWeights(id uint32, ps []posting) []float32 {
	if weightsOn {
		if ws, ok := ri.weights.m.Load(id); ok {
			return ws.([]float32)
		}
	}
	ws := make([]float32, len(ps))
	for i, p := range ps {
		ws[i] = float32(ri.weight(p, ri.doc(p), id)) // a float32 widened: exact
	}
	if weightsOn {
		got, _ := ri.weights.m.LoadOrStore(id, ws)
		return got.([]float32)
	}
	return ws
}
