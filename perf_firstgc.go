package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"
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
// (boundToUse) or when reload returns, whichever is first; in a server,
// after the first answer written once reload has returned (see
// answeringServer).
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
	// servers counts the servers running in the process; a first load
	// that starts while one runs ends at an answer (atAnswer), and
	// armed is set once its reload has returned.
	servers  int
	atAnswer bool
	armed    atomic.Bool
	answered chan struct{} // closed at that answer, or when the load ends
	isClosed bool          // answered is closed
	bounds   int           // bound collections waiting for the answer
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
	fl.atAnswer = fl.servers > 0
	fl.answered, fl.isClosed = make(chan struct{}), false
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
		switch {
		case fl.gen != gen || !fl.on:
		case fl.atAnswer:
			fl.armed.Store(true)
			time.AfterFunc(answerWait, func() {
				fl.Lock()
				defer fl.Unlock()
				if fl.gen == gen {
					endFirstLoadLocked()
				}
			})
		default:
			endFirstLoadLocked()
		}
	}
}

// answerWait bounds how long a server's first load stays on after its
// reload returned when no answer is written (a host that has not asked
// yet): past it the collector is restored as if the answer had been
// written. The ceiling still holds meanwhile.
var answerWait = time.Second

// answeringServer records a server running in the process until the
// returned function is called. Its first load does not end when reload
// returns but after the next answer written (firstAnswerWritten): the
// bound's collection (boundToUse) waits for that answer, collects with the
// collector still off and then ends the first load. Restored as reload
// returned, the collector started a cycle inside the first engram_load
// (its target was exceeded at once: nothing had been collected), and the
// bound's forced collection ran beside the route as well: ~2 ms of a
// 5-7 ms first load, and a cycle more than needed (BENCHMARKS.md, "Stop
// 39 (prof39)", "Stop 40 (warm40)"). Now one collection runs, after the
// answer.
func answeringServer() (done func()) {
	if !firstGCOffOn {
		return func() {}
	}
	firstLoad.Lock()
	defer firstLoad.Unlock()
	firstLoad.servers++
	return func() {
		firstLoad.Lock()
		defer firstLoad.Unlock()
		firstLoad.servers--
	}
}

// firstAnswerWritten is called after each message a server writes: the
// first written once the first load's reload has returned wakes the
// bound's collection, which ends the first load; with none waiting, the
// answer ends it.
func firstAnswerWritten() {
	if !firstLoad.armed.Load() {
		return
	}
	firstLoad.Lock()
	defer firstLoad.Unlock()
	firstLoad.armed.Store(false)
	closeAnsweredLocked()
	if firstLoad.bounds == 0 {
		endFirstLoadLocked()
	}
}

// awaitFirstAnswer: the bound's collection waits for a server's first
// answer, or answerWait at most: it starts as the first view is settled,
// just before reload returns, and a caller that measures the bound outside
// a reload must not wait for one.
func awaitFirstAnswer() {
	fl := &firstLoad
	fl.Lock()
	ch := fl.answered
	wait := fl.on && fl.atAnswer && !fl.isClosed
	if wait {
		fl.bounds++
	}
	fl.Unlock()
	if !wait {
		return
	}
	t := time.NewTimer(answerWait)
	defer t.Stop()
	select {
	case <-ch:
	case <-t.C:
	}
	fl.Lock()
	fl.bounds--
	fl.Unlock()
}

// closeAnsweredLocked wakes the bound's collection; firstLoad is locked.
func closeAnsweredLocked() {
	if firstLoad.answered != nil && !firstLoad.isClosed {
		firstLoad.isClosed = true
		close(firstLoad.answered)
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
		firstLoad.armed.Store(false)
		closeAnsweredLocked()
		debug.SetGCPercent(firstLoad.oldGC)
		debug.SetMemoryLimit(firstLoad.oldLim)
	}
}
