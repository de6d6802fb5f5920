package main

import (
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// The MCP server lives as long as an agent session and holds one view of
// the store. Go's default collector lets the heap grow to twice the live
// data before collecting, which for a 10,000-memory store (~25 MB of live
// view) meant ~60 MB resident while serving, most of it garbage waiting
// for the next cycle (issue 10: RSS at 10,000 memories ≤ 40 MB).
//
// So after each rebuild of the view the server measures what it holds and
// sets a soft memory limit of that plus a margin (a fifth, at least
// 7 MiB). The limit follows the store: a store that grows tenfold gets a
// limit ten times as high at its next rebuild, so the collector never
// thrashes against a limit below the live data. Small stores never reach
// it (their heap target stays below the margin). A GOMEMLIMIT or GOGC set
// by the user wins.

// memoryMargin is the least headroom above the measured memory in use, and
// the limit is at least a fifth above it. Resident memory settles at the
// limit (issue 20: peak RSS ≤ 48 MB at 10,000 memories, where the view is
// ~31 MB in use on genstore.py's store), so the margin is what the steady
// state costs above the view. It was half the view, at least 16 MiB, while
// a write at 10,000 memories allocated tens of MB (the verdict, the changed
// index and hashes, the rebuilt view): with a fifth (6 MiB) the collector
// ran all through it, save 480-626 ms and a later commit 141-239 ms against
// 238-272 and 50-68 ms with half. Writes now allocate ~10 MB a save and
// commit pair (the view is patched, the verdict scans kept statements).
// Over 12 pairs at 10,000 the server's CPU with 8 MiB and a quarter was
// 1.15× (engram's store) and 1.27× (genstore.py's) that with 16 MiB and a
// half, its resident memory after the writes 42-47 MB instead of 48-56; 7
// MiB and a fifth took the same CPU as 8 MiB and a quarter in the same
// minutes and peaked 1.5 MB lower on genstore.py's store (46-47 against 48
// MB; BENCHMARKS.md, eighth pass).
//
// The tenth pass (speedm) shrank the view instead (live heap 24.9 -> 20.5
// MB at 10,000 on genstore.py's store, 21.7 -> 17.8 on engram's) and tried
// the bound looser again, in the same minutes, at the harness's sequence:
// peak RSS after the writes, genstore.py's store / engram's, with 7 MiB and
// a fifth 41-43 / 39-40 MB; with 10 MiB and a quarter 44-46 / 40-42 MB for
// 0.85x / 0.95x the writes' CPU; with 12 MiB and a third 48-49 MB on
// genstore.py's; with 16 MiB and a half 51-52 / 47-48 MB for 0.70x / 0.89x.
// After the documents' shrink, 7 MiB and a fifth: 39.9-41.0 / 37.9-39.0 MB,
// and the writes' CPU 0.90x / 0.92x what it was before the pass. So the
// margin stays: what the view gave up goes to the bar's headroom (the
// harness's peak on genstore.py's store was 45.7-49.9 MB), not to the
// collector.
//
// The eleventh pass (speedm) cut what the writes leave for the collector
// (7.8 -> 5.2 MB a save and commit pair on genstore.py's store) and the
// view again (20.4 -> 18.9 MB live; engram's 17.7 -> 16.6), and measured
// the bound against none at all (GOGC=100, which also lifts the first
// load's target), alternating in the same minutes, 3-5 rounds of the
// harness's sequence. Peak RSS at the end, genstore.py's / engram's store
// (median): a fifth and 7 MiB 40.5 / 37.8 MB; a quarter and 10 MiB 43.2 /
// 40.1; a third and 12 MiB 45.1 / 42.0; a half and 16 MiB 48.9 / 44.7; no
// bound 63.3 / 55.2. Collections during the 12 pairs: 11-12 / 7 with a
// fifth (19-22 / 12-13 before the pass), 6-9 / 7 with a quarter, 3-4 / 3
// with no bound; their CPU (less idle marking) ~95 / 57-94 ms against
// ~38 / 25-34 ms with no bound, of ~430-500 / ~330 ms the writes took. So
// with the bound on the writes still pay ~10% of their CPU, half of
// what they paid before; loosening it to a quarter saves half of that on
// genstore.py's store (none on engram's) for ~3 MB of the 48 MB bar's
// headroom, which runs under load have needed before (49.9 MB at
// 18a783f). Removing the bound needs a view of ~12 MB: the collector's
// default lets the heap reach twice the live view before it collects.
//
// The twelfth pass (speedm) took 1.3-1.8 MB more out of what a server
// holds at 10,000 memories (21.7 -> 19.9 MB on genstore.py's store, 19.3
// -> 18.0 on engram's, the view and the prepared memories together) and
// ~10 MB out of a warm first load's garbage; with no bound the peak was
// still 50-60 MB or more on both shapes (BENCHMARKS.md, twelfth pass), so
// the bound stays as it is.
//
// The fourteenth pass (rss) kept the verdict texts as word numbers
// (perf_vwords.go: held at 10,000 memories 19.4 -> 18.1 MB on
// genstore.py's store, 18.0 -> 16.1 on engram's); with no bound the peak
// after the harness's writes was still 51.4 / 47.9 MB (medians at load
// 4-11): the writes' collections see 18-21 MB live (the old view beside
// the patched one, and a 12 MB index read whole by the first commit into
// a store engram did not write), so the bound stays (BENCHMARKS.md,
// fourteenth pass).
//
// The fifteenth pass (peak) measured it again against none, alternating:
// at the end 34.5 / 36.0 MB with it, 47.5-57.8 MB median without (runs up
// to 65 MB), for 1.2-1.6x the writes' CPU, every bar still met. The first
// load at GOGC 25 alone took 3-9 MB off the end; a collection forced after
// every rebuild instead of the limit left 45-52 MB. Without a bound, the
// loads and searches alone peak at 40-49 MB (17-18 MB live after them), so
// the bound stays until the view is smaller (BENCHMARKS.md, fifteenth pass).
const memoryMargin = 7 << 20

// memoryShare: the limit is at least inUse/memoryShare above the memory
// in use.
const memoryShare = 5

// firstLoadGC is the collector's target (GOGC) while a server loads its
// first view: the heap may then grow by a quarter of its live data instead
// of doubling, at the cost of a few more collections during that one load.
// The first load is where a server's resident memory peaks (at 10,000
// memories: ~43 MB at GOGC 50, ~39 MB at 25; the load's time did not
// measurably change). At GOGC 100 (eleventh pass, same minutes) the warm
// first load peaked at 42.3-45.0 MB on genstore.py's store against
// 35.8-37.6 at 25, and 36.9-43.9 against 31.9-34.4 on engram's; its CPU
// did not measurably differ at that load (median 219 against 205 ms).
// A proportional target cannot thrash, whatever the store (a limit
// estimated before the view exists could, and did: a cache left by an
// older binary made a cold load of 10,000 memories collect without pause).
// It is now the reference path (ENGRAM_NO_CACHE=1) and what a first load
// falls back to once it reaches perf_firstgc.go's ceiling: since stop 39 a
// warm first load allocates so little that the collector is off for it.
const firstLoadGC = 25

// boundFirstLoad lowers the collector's target for the first load; the
// returned function restores it. GOGC or GOMEMLIMIT set by the user win.
// (perf_firstgc.go turns the collector off under a ceiling instead.)
func boundFirstLoad(getenv func(string) string) (restore func()) {
	if userTunesGC(getenv) {
		return func() {}
	}
	if firstGCOffOn {
		return collectorOffForFirstLoad() // perf_firstgc.go
	}
	old := debug.SetGCPercent(firstLoadGC)
	return func() { debug.SetGCPercent(old) }
}

// memoryInUse is the memory the Go runtime holds for live and unswept
// objects, stacks and its own structures: what a memory limit counts,
// less the free and released heap. (runtime.ReadMemStats rather than
// runtime/metrics: that package's init cost ~0.6 ms of every process
// start, before the first answer.)
func memoryInUse() uint64 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.Sys - min(ms.Sys, ms.HeapIdle)
}

// boundMemory measures the memory in use after a collection and sets the
// limit. It runs on its own goroutine after a rebuild: the collection it
// forces is concurrent, and the request that caused the rebuild is being
// answered meanwhile.
func boundMemory(getenv func(string) string) {
	if userTunesGC(getenv) {
		return
	}
	bounding.Add(1)
	boundsStarted.Add(1)
	go func() {
		defer bounding.Done()
		boundToUse()
	}()
}

// bounding counts the bounds still running on their own goroutines. The
// collector's settings are the process's: a test of them waits for the
// bounds of the rebuilds before it (bounding.Wait), or a late one sets its
// own limit over the test's (stop 40's CI run: TestMemoryBound, 1 run in 6
// of the suite's first 112 tests).
var bounding sync.WaitGroup

// boundsStarted counts the bounds started (a test reads it).
var boundsStarted atomic.Int64

// boundToUse collects, measures and sets the limit; it returns the limit.
func boundToUse() int64 {
	awaitFirstAnswer() // perf_firstgc.go: a server's first answer first
	runtime.GC()
	inUse := memoryInUse()
	// The first load ends here if reload has not yet ended it, so that
	// neither sets its limit over the other's (perf_firstgc.go).
	firstLoad.Lock()
	defer firstLoad.Unlock()
	endFirstLoadLocked()
	if inUse == 0 {
		return debug.SetMemoryLimit(-1)
	}
	limit := int64(inUse + max(memoryMargin, inUse/memoryShare))
	debug.SetMemoryLimit(limit)
	return limit
}

// userTunesGC: the user set the collector's target or limit, which wins
// over both of the server's settings.
func userTunesGC(getenv func(string) string) bool {
	return getenv("GOMEMLIMIT") != "" || getenv("GOGC") != ""
}
