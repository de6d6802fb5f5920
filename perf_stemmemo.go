package main

import (
	"os"
	"strings"
	"sync"
)

// This file is the stem memo: indexing a store stems the same few thousand
// words hundreds of thousands of times (issue 10), so stems are remembered
// by word. It is bounded (maxStemMemo entries, ~13.6 MB when full) so that
// a long-lived server fed arbitrary queries does not grow without end.
// ENGRAM_NO_CACHE=1 turns it off: stem then calls stemWord each time, the
// same answer by construction (TestStemMemoMatchesStemWord).
var stemMemoOn = os.Getenv("ENGRAM_NO_CACHE") == ""

var stemMemo = struct {
	sync.RWMutex
	m map[string]string
}{m: map[string]string{}}

const maxStemMemo = 1 << 17

// maxMemoWord is the longest word the memo keeps. The bound above counts
// entries, not bytes: each long word a memory holds (a hash, a base64 blob,
// up to 256 KB in one memory) was cloned and kept with its stem for the
// process's life. A word past 64 bytes is rare and seen rarely, so stemming
// it again each time costs less than keeping it.
const maxMemoWord = 64

func stemMemoized(w string) string {
	stemMemo.RLock()
	st, ok := stemMemo.m[w]
	stemMemo.RUnlock()
	if ok {
		return st
	}
	// The memo keeps a copy of the word, and the stem made from it: a
	// caller's word may be cut from a buffer it reuses (the verdict's
	// texts, perf_vwords.go), and a key whose bytes change under the map
	// would give one word another's stem.
	if len(w) > maxMemoWord {
		return stemWord(w)
	}
	w = strings.Clone(w)
	st = stemWord(w)
	stemMemo.Lock()
	if len(stemMemo.m) < maxStemMemo {
		stemMemo.m[w] = st
	}
	stemMemo.Unlock()
	return st
}
