package main

import (
	"math"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// gcPercent reads GOGC without racing a ceiling's finalizer.
func gcPercent() int {
	firstLoad.Lock()
	defer firstLoad.Unlock()
	g := debug.SetGCPercent(-1)
	debug.SetGCPercent(g)
	return g
}

// TestFirstLoadCeilingCannotThrash holds a first load's live data above the
// ceiling (a cold or 100,000-memory load) and allocates: the ceiling's
// first collection must turn the proportional target back on, not leave
// the collector running against a limit below the live data. Not parallel:
// the collector's settings are the process's.
func TestFirstLoadCeilingCannotThrash(t *testing.T) {
	bounding.Wait() // a late bound of an earlier test's rebuild sets its own limit
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	restore := collectorOffForFirstLoad()
	if g, lim := gcPercent(), debug.SetMemoryLimit(-1); g != -1 || lim != firstLoadCeiling {
		t.Fatalf("during the first load GOGC %d, limit %d; want -1 and %d", g, lim, firstLoadCeiling)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	live := make([][]byte, 0, 96)
	for range cap(live) { // 48 MB live, above the ceiling
		b := make([]byte, 512<<10)
		b[0] = 1
		live = append(live, b)
	}
	var sink []byte
	for i := range 8000 { // 512 MB of garbage
		sink = make([]byte, 64<<10)
		sink[0] = byte(i)
	}
	runtime.ReadMemStats(&after)
	// At GOGC 25 over ~50 MB live, 512 MB of garbage took 22-34 collections;
	// against a 36 MiB limit, without pause: 233-267 (the runtime caps the
	// collector at half the CPU).
	n := after.NumGC - before.NumGC
	if n > 80 {
		t.Errorf("%d collections over 512 MB allocated with 48 MB live: the ceiling thrashes", n)
	}
	deadline := time.Now().Add(5 * time.Second)
	for gcPercent() != firstLoadGC && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if g := gcPercent(); g != firstLoadGC {
		t.Errorf("after the ceiling's collection GOGC %d, want %d", g, firstLoadGC)
	}
	if lim := debug.SetMemoryLimit(-1); lim != math.MaxInt64 {
		t.Errorf("after the ceiling's collection the limit is %d, want none", lim)
	}
	restore()
	if g := gcPercent(); g != 100 {
		t.Errorf("after the first load GOGC %d, want 100 back", g)
	}
	for i := range live {
		live[i][0]++ // keep them live until here
	}
}

// TestBoundEndsFirstLoad: the bound measured after the first build ends
// the first load, and the end reload defers afterwards leaves the bound's
// limit in force (the two run on different goroutines, in either order).
func TestBoundEndsFirstLoad(t *testing.T) {
	bounding.Wait() // a late bound of an earlier test's rebuild sets its own limit
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	restore := collectorOffForFirstLoad()
	limit := boundToUse()
	if g := gcPercent(); g != 100 {
		t.Errorf("after the bound GOGC %d, want 100", g)
	}
	restore()
	if got := debug.SetMemoryLimit(-1); got != limit || limit == firstLoadCeiling {
		t.Errorf("limit %d after the first load's end, want the bound's %d", got, limit)
	}
	// A second first load (a later server in the process) is its own.
	restore = collectorOffForFirstLoad()
	if g := gcPercent(); g != -1 {
		t.Errorf("second first load: GOGC %d, want -1", g)
	}
	restore()
	if g, lim := gcPercent(), debug.SetMemoryLimit(-1); g != 100 || lim != limit {
		t.Errorf("after the second: GOGC %d, limit %d; want 100 and %d", g, lim, limit)
	}
}

// TestUncachedFirstLoadRunsAtReference: a first load without a prepared
// cache (every file parsed) gets GOGC 25 and no ceiling at once; its end
// puts back what was before it.
func TestUncachedFirstLoadRunsAtReference(t *testing.T) {
	bounding.Wait() // a late bound of an earlier test's rebuild sets its own limit
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	restore := collectorOffForFirstLoad()
	firstLoadUncached()
	if g, lim := gcPercent(), debug.SetMemoryLimit(-1); g != firstLoadGC || lim != math.MaxInt64 {
		t.Errorf("uncached first load: GOGC %d, limit %d; want %d and none", g, lim, firstLoadGC)
	}
	restore()
	firstLoadUncached() // after the end: nothing changes
	if g := gcPercent(); g != 100 {
		t.Errorf("after the first load GOGC %d, want 100 back", g)
	}
}

// firstLoadAtAnswerTest skips a test of the first load's end at an answer
// under ENGRAM_NO_CACHE=1 (the first load runs at GOGC 25 there:
// TestUncachedFirstLoadRunsAtReference), sets answerWait to wait and GOGC
// 100 with no limit, and puts all three back after the test.
func firstLoadAtAnswerTest(t *testing.T, wait time.Duration) {
	t.Helper()
	if !firstGCOffOn {
		t.Skip("ENGRAM_NO_CACHE=1: the first load runs at GOGC 25 (TestUncachedFirstLoadRunsAtReference)")
	}
	// The garbage an earlier test left (TestFirstLoadCeilingCannotThrash's
	// 48 MB) would pass the ceiling at once and end the first load early.
	bounding.Wait()
	runtime.GC()
	lim, gc, w := debug.SetMemoryLimit(math.MaxInt64), debug.SetGCPercent(100), answerWait
	t.Cleanup(func() {
		debug.SetMemoryLimit(lim)
		debug.SetGCPercent(gc)
		answerWait = w
	})
	answerWait = wait
}

// TestFirstLoadEndsAtAnswer: in a server, the first load's collector stays
// off after its reload returns and is restored after the next answer is
// written; the bound's collection waits for that answer and ends it. Measured in stop 39, a
// restore as reload returned started a cycle inside the first engram_load.
func TestFirstLoadEndsAtAnswer(t *testing.T) {
	firstLoadAtAnswerTest(t, 10*time.Second)
	done := answeringServer()
	restore := collectorOffForFirstLoad()
	bound := make(chan int64, 1)
	go func() { bound <- boundToUse() }() // as settle starts it, before reload returns
	restore()                             // reload returns
	time.Sleep(20 * time.Millisecond)
	if g := gcPercent(); g != -1 {
		t.Errorf("after reload returned, before the answer: GOGC %d, want -1", g)
	}
	select {
	case <-bound:
		t.Error("the bound's collection ran before the answer was written")
	default:
	}
	firstAnswerWritten()
	select {
	case limit := <-bound:
		if got := debug.SetMemoryLimit(-1); got != limit {
			t.Errorf("limit %d after the bound, want its %d", got, limit)
		}
	case <-time.After(5 * time.Second):
		t.Error("the bound's collection did not run after the answer")
	}
	if g := gcPercent(); g != 100 {
		t.Errorf("after the answer and the bound: GOGC %d, want 100 back", g)
	}
	// With no bound waiting, the answer itself ends the first load.
	restore = collectorOffForFirstLoad()
	restore()
	firstAnswerWritten()
	if g := gcPercent(); g != 100 {
		t.Errorf("answer with no bound waiting: GOGC %d, want 100 back", g)
	}

	// No answer: the first load ends answerWait after reload returned.
	answerWait = 30 * time.Millisecond
	restore = collectorOffForFirstLoad()
	restore()
	if g := gcPercent(); g != -1 {
		t.Errorf("no answer yet: GOGC %d, want -1", g)
	}
	deadline := time.Now().Add(5 * time.Second)
	for gcPercent() != 100 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if g := gcPercent(); g != 100 {
		t.Errorf("answerWait after reload returned with no answer: GOGC %d, want 100", g)
	}
	done()

	// Without a server (the CLI) the first load ends as reload returns.
	restore = collectorOffForFirstLoad()
	restore()
	if g := gcPercent(); g != 100 {
		t.Errorf("no server: GOGC %d after reload returned, want 100", g)
	}
}
