package main

import (
	"os"
	"slices"
	"strings"
	"sync"
)

// Speed-up: a memory read from a file is scanned for instruction-like and
// hidden text once for its next uses, not at each place a read names it.
//
// Reference path: memoryInstructions (load.go) renders the memory and runs
// the scan (findInstructions, findHiddenText, the front matter's decoded
// values) every time it is asked. engram_load asks it of each shown memory
// at its card, its title and its body, and the next call asks it of the
// same memories again: at 10,000 memories the scan was ~22 % of
// engram_load's CPU on both of the benchmark's stores (perf62's profile).
//
// The scan of a memory read from a file (a lazy one, perf_lazymem.go) is
// a function of the file's bytes, so its answer is kept for the last
// scanMemoMax memories scanned: a textless memory's (perf_textless.go) by
// the sha256 its text is read and checked with, which an edit changes, so
// an edited file is scanned anew (the text served is the one the memory
// was read with, as recentTexts serves it); a lazy memory with its text
// by the memory itself, never changed once read (an edit builds a new
// one). A textless memory is not held by its pointer: the prepared cache
// decodes them in one block (prepcache.go), which one kept pointer would
// keep whole. A memory built in code, which may be changed, is scanned
// every time. ENGRAM_NO_CACHE=1 turns it off; TestScanMemoMatchesScan
// holds it to the scan.
var scanMemoOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// scanMemoMax bounds the memories whose answers are kept: a few loads'
// worth of shown memories (a load shows up to a few dozen).
const scanMemoMax = 256

var recentScans scanRing

// scanKey is a textless memory's sha256 (sum) or a lazy memory with its
// text (mem).
type scanKey struct {
	sum string
	mem *memory
}

// scanKeyOf is m's key; false when m's answer is not kept.
func scanKeyOf(m *memory) (scanKey, bool) {
	switch {
	case !scanMemoOn || m == nil || !m.lazy:
		return scanKey{}, false
	case m.disk != nil:
		return scanKey{sum: m.disk.sum}, m.disk.sum != ""
	default:
		return scanKey{mem: m}, true
	}
}

type scanRing struct {
	sync.Mutex
	by   map[scanKey][]string
	ring [scanMemoMax]scanKey // oldest replaced first
	next int
}

// get is m's kept answer; false when there is none.
func (r *scanRing) get(m *memory) ([]string, bool) {
	k, ok := scanKeyOf(m)
	if !ok {
		return nil, false
	}
	r.Lock()
	defer r.Unlock()
	f, ok := r.by[k]
	return f, ok
}

// put keeps f as m's answer. It is clipped, so a caller's append copies it
// rather than writing into the kept one, and a sum is copied: the prepared
// cache's sums are cut from one block of them all.
func (r *scanRing) put(m *memory, f []string) {
	k, ok := scanKeyOf(m)
	if !ok {
		return
	}
	r.Lock()
	defer r.Unlock()
	if _, ok := r.by[k]; ok {
		return
	}
	if r.by == nil {
		r.by = make(map[scanKey][]string, scanMemoMax)
	}
	k.sum = strings.Clone(k.sum)
	delete(r.by, r.ring[r.next])
	r.ring[r.next] = k
	r.next = (r.next + 1) % scanMemoMax
	r.by[k] = slices.Clip(f)
}

// clear forgets every answer (tests).
func (r *scanRing) clear() {
	r.Lock()
	defer r.Unlock()
	r.by, r.ring, r.next = nil, [scanMemoMax]scanKey{}, 0
}
