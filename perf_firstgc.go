package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"sync"
)

// Speed-up (issue 20): no collection during a server's first load while it
// stays under a ceiling.
//
// Reference path (memlimit.go): the first load runs at GOGC 25, which cost
// a warm spawn at 10,000 memories 10-12 collections before its first
// answer. Since the prepared cache and the persisted route index (stop 39)
// a warm first load allocates only ~23-27 MB in all (12-15 MB of it live),
// so the collector is turned off for it instead: spawn to the first
// engram_load's answer 0.73-0.75x, its CPU 0.70-0.74x, peak RSS +4.4 MB
// (BENCHMARKS.md, "Stop 39 (gc1)").
//
// A collector turned off with nothing above it would let a cold load (every
// file parsed: ~1 GB allocated at 10,000 memories) or a 100,000-memory
// store grow without bound. So a memory limit is set beside it, the
// ceiling, and the first collection it causes turns the first load's
// proportional target back on (GOGC 25, the limit lifted): a load that
// does not fit under the ceiling then runs as the reference does from that
// collection on. The collector cannot thrash against the ceiling, as a
// limit estimated before the view exists once did (memlimit.go): it sees
// the ceiling once. A first load whose prepared cache is missing or
// refused parses every file: it runs at GOGC 25 from the start
// (firstLoadUncached). The first load ends when its bound is measured
// (boundToUse) or when reload returns, whichever is first.
//
// ENGRAM_NO_CACHE=1 turns it off: the first load runs at GOGC 25.

var firstGCOffOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// firstLoadCeiling is the memory limit while the collector is off. A warm
// first load at 10,000 memories reaches ~31 MiB of it on genstore.py's
// store (~28 on engram's); at 32 MiB genstore.py's store reached it on
// every warm spawn. Peak RSS is ~2-4 MB above the limit's measure: a load
// whose cache is used but whose files all changed (every file parsed) then
// peaked at 39.6 MB median on engram's store with 36 MiB (39.1 with the
// reference, 43.0 with 40 MiB), 54.1 on genstore.py's (53.1 with the
// reference: that load is over the 48 MB bar either way).
const firstLoadCeiling = 36 << 20

// firstLoad is the collector's state from the start of a server's first
// load until the load or its bound ends it.
var firstLoad struct {
	sync.Mutex
	on     bool  // the collector is off (or back on at GOGC 25) for a first load
	gen    int   // which first load a ceiling's finalizer belongs to
	oldGC  int   // GOGC before it
	oldLim int64 // the memory limit before it
}

// collectorOffForFirstLoad turns the collector off under the ceiling; the
// returned function ends the first load unless its bound already did. Two
// first loads at once (tests' servers in one process) share the first's.
func collectorOffForFirstLoad() (restore func()) {
	fl := &firstLoad
	fl.Lock()
	defer fl.Unlock()
	if fl.on {
		return func() {}
	}
	fl.on = true
	fl.gen++
	gen := fl.gen
	fl.oldGC = debug.SetGCPercent(-1)
	fl.oldLim = debug.SetMemoryLimit(firstLoadCeiling)
	// The sentinel dies in the first collection, whatever caused it; its
	// finalizer runs after that collection.
	sentinel := new([64]byte)
	runtime.SetFinalizer(sentinel, func(*[64]byte) {
		fl.Lock()
		defer fl.Unlock()
		if fl.gen == gen {
			collectorBackOnLocked()
		}
	})
	return func() {
		fl.Lock()
		defer fl.Unlock()
		if fl.gen == gen {
			endFirstLoadLocked()
		}
	}
}

// firstLoadUncached: the first root's prepared cache is missing or refused
// (another build's, a bad MAC), so the first load parses every file: it
// runs at the reference's target from here. With the ceiling alone such a
// load's heap reached 27-29 MB before its first collection, and its peak
// RSS was 44.6 MB (max 46.7) on genstore.py's 10k store, against 39.6
// (max 41.4) at GOGC 25 from the start.
func firstLoadUncached() {
	firstLoad.Lock()
	defer firstLoad.Unlock()
	collectorBackOnLocked()
}

// collectorBackOnLocked gives a first load that is still on the reference's
// target (GOGC 25) and lifts the ceiling; firstLoad is locked.
func collectorBackOnLocked() {
	if firstLoad.on {
		debug.SetGCPercent(firstLoadGC)
		debug.SetMemoryLimit(firstLoad.oldLim)
	}
}

// endFirstLoadLocked puts back the collector's target and limit as they
// were before the first load, if it is still on; firstLoad is locked.
func endFirstLoadLocked() {
	if firstLoad.on {
		firstLoad.on = false
		debug.SetGCPercent(firstLoad.oldGC)
		debug.SetMemoryLimit(firstLoad.oldLim)
	}
}
