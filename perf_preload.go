package main

import (
	"os"
	"runtime"
)

// Speed-up (issue 20): the server's preload holds the view before the next
// request is read.
//
// Reference path: after the first answer the preload starts a goroutine
// that asks the view cache for the full view (memories and route index,
// serve.go), and each later request runs on a goroutine of its own. Which
// of them takes the view's lock first is the scheduler's choice. On two
// CPUs the preload usually wins; on one, a request read right after the
// first answer runs first (the newest goroutine runs next). When that
// request is a write (engram_save on a cold store) it builds the view
// without the route index (a write does not need it, cache_serverview.go);
// the preload then builds the index, ~0.5 s of a cold 10,000-memory
// store's ~1.1 s on one CPU, holding the lock, and the commit that follows
// waits for that lock although its verdict never reads the index: the
// first commit took 0.5-0.9 s on one CPU against 45-60 ms on two.
//
// So on one CPU (GOMAXPROCS 1) the preload takes the lock on the reading
// goroutine, before the next line is read, and its goroutine builds the
// view under it: every request then meets a view being built in full, as
// on two CPUs. With more, nothing changes: the preload already wins there
// (taken there too, the claim measured neutral: BENCHMARKS.md, thirteenth
// pass), so it is not taken where it is not needed. TryLock, so the
// reader never waits: a request still running from the first line (a
// tools/call sent before initialize) keeps the lock, and the preload then
// queues for it as before.
//
// ENGRAM_NO_CACHE=1 turns it off (the writes then read the files and do
// not take the view's lock anyway).

var preloadFirstOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// claimPreload takes the view's lock for a preload and returns the
// build to run on the preload's goroutine, which releases it; ok false
// means the lock was not free (or the seam is off, or there is no view
// cache, whose panic the preload's goroutine reports): build with get.
func (c *viewCache) claimPreload() (build func(), ok bool) {
	if !preloadFirstOn || c == nil || runtime.GOMAXPROCS(0) != 1 || !c.mu.TryLock() {
		return nil, false
	}
	return func() {
		defer c.mu.Unlock()
		c.getLocked("", true)
	}, true
}
