package main

import (
	"os"
	"runtime"
	"sync/atomic"
	"time"
)

// Speed-up (issue 20): the prepared cache's write yields to requests.
//
// Reference path: the server writes the prepared cache (prepcache.go) on
// a goroutine of its own, beside whatever requests come: at once after a
// first load that read files (view.go: the next process needs it even if
// this one is killed), else once the store has been quiet for
// cacheSaveDelay. At 10,000 memories a write is ~60-100 ms of CPU
// (numbering the terms, encoding the files, the MAC) and several MB of
// new memory; on a 2-CPU machine it took 20-40 % of the server's CPU
// while the first commit after a first load ran, and the save after it.
//
// The cache only saves the next process time; no request waits for it.
// So the encoder stops between files while any request is being served
// (handleLine counts each from the moment its line is read until its
// answer is written), and goes on once none is, polling every
// millisecond; every eighth file it also lets the scheduler run what
// waits (a request's goroutine waited up to 17 ms for a P behind it). It never waits more than maxYield in all: a session that
// never pauses still gets its cache, as before. Requests read nothing the
// write holds (it has its own list of the state's files, taken under the
// view's lock), so what they answer is unchanged; what moves is when the
// cache reaches the disk, which nothing but a later process sees.
// ENGRAM_NO_CACHE=1 writes no cache at all; yieldOn is the switch for
// the tests, which hold a yielded write to the same bytes.

var yieldOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// inFlight counts the requests being served.
var inFlight atomic.Int64

// serving marks a request as being served until the returned func runs.
func serving() func() {
	inFlight.Add(1)
	return servedOne
}

func servedOne() { inFlight.Add(-1) }

// maxYield bounds how long one cache write waits for requests in all;
// yieldPoll is how often it looks again.
const (
	maxYield  = 2 * time.Second
	yieldPoll = time.Millisecond
)

// yieldSleep is time.Sleep; the tests count its calls.
var yieldSleep = time.Sleep

// yielder is one cache write's waiting.
type yielder struct {
	waited time.Duration
	steps  int
}

// yield waits while a request is being served, within what is left of
// maxYield.
func (y *yielder) yield() {
	if !yieldOn {
		return
	}
	// A request's line read while every P runs (this write, a collection)
	// waits for one until the scheduler preempts, up to 10 ms: step
	// aside now and then, so that it is counted and served at once.
	if y.steps++; y.steps%8 == 0 {
		runtime.Gosched()
	}
	if inFlight.Load() == 0 || y.waited >= maxYield {
		return
	}
	start := time.Now()
	for inFlight.Load() > 0 && y.waited+time.Since(start) < maxYield {
		yieldSleep(yieldPoll)
	}
	y.waited += time.Since(start)
}
