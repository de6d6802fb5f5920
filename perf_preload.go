package main

import "os"

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
// So the preload takes the lock on the reading goroutine, before the next
// line is read, and its goroutine builds the view under it: every request
// then meets a view being built in full. It was taken on one CPU only
// (GOMAXPROCS 1), where the order always flipped; on two the preload's
// goroutine usually wins, but not always: when its thread is descheduled
// for a millisecond (a loaded machine) or more work starts beside it (as
// 95ecbd4's word tables did), the save read right after initialize takes
// the lock first. Its view is then the first load, bounded without the
// route index (memlimit.go); the preload builds the index holding the
// lock, against that bound (a collection every ~20 ms, the goal ~21 MB
// with 13-17 MB live), and the commit waits it out: 552-811 ms against
// 26-69 ms (stop 41, spill41: 10 runs in 22 with 95ecbd4, 0 in 8 with the
// claim on top; on main 1 in 38, 4 in 4 with the preload's goroutine
// delayed 5 ms, 0 in 4 with the claim). On two CPUs the claim measured
// neutral: first commit 67 -> 52 and 46 -> 41 ms median (12 alternating
// rounds each), warm spawn to the first engram_load 1.02x / 0.98x (20
// pairs). TryLock, so the reader never waits: a request still running
// from the first line (a tools/call sent before initialize) keeps the
// lock, and the preload then queues for it as before.
//
// ENGRAM_NO_CACHE=1 turns it off (the writes then read the files and do
// not take the view's lock anyway).

var preloadFirstOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// claimPreload takes the view's lock for a preload and returns the
// build to run on the preload's goroutine, which releases it; ok false
// means the lock was not free (or the seam is off, or there is no view
// cache, whose panic the preload's goroutine reports): build with get.
func (c *viewCache) claimPreload() (build func(), ok bool) {
	if !preloadFirstOn || c == nil || !c.mu.TryLock() {
		return nil, false
	}
	return func() {
		defer c.mu.Unlock()
		warmOtherRoles(c.getLocked("", true)) // perf_rolewarm.go
	}, true
}
