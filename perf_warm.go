package main

import (
	"os"
	"sync"
	"sync/atomic"
)

// Speed-up (issue 20, the spawn): the word tables a server's first
// engram_load builds are built beside the end of its first view's listing.
//
// Reference path: each table (text.go, lexicon.go, route_*.go,
// candidates.go) is a sync.OnceValue built on first use, so the first route
// of a process builds them inside the first answer: ~3 ms of CPU in a warm
// process (the synonym index 1.2-1.3 ms, the lexicon 0.9-1.0, the
// instruction patterns' regular expressions 0.4, the common words 0.2, the
// phrase prefixes 0.2; stop 40, warm40), ~15 % of a warm spawn's CPU after
// its listing at 10,000 memories (stop 42, spawn42b's profile of 79
// spawns). They are built once the files are listed and stat'ed, while the
// view waits for the prepared cache's decode and then builds its entries,
// visibility and digest on one goroutine (~15 ms at 10,000 memories, the
// second CPU idle then): started with the preload (stop 41, warm41) they
// competed with the decode and the stats for the two CPUs.
//
// They are the same tables: each is built once, by the same function, and
// warmTables only calls it sooner (a caller that needs one meanwhile waits
// for that one build, as sync.OnceValue does). Nothing is cached, so there
// is nothing to go stale. ENGRAM_NO_CACHE=1 turns it off: each table is
// built where it is first used.
var warmTablesOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// warmStarted: a process builds the tables ahead once (tests run many
// servers in one process).
var warmStarted sync.Once

// warmArmed: a server's first view is being read (viewCache.reload); its
// listing starts the build (warmTablesIfArmed). A command line's read does
// not: a write builds none of these tables.
var warmArmed atomic.Bool

// warmDone is closed when warmTables has built every table (for tests).
var warmDone = make(chan struct{})

// firstRouteTables are the tables a first engram_load builds (found by
// profiling the first load of new processes, stops 40 and 42), in the order
// the route reaches them. The route's lists of its own (the route index's
// postings) are the store's and are not here.
var firstRouteTables = []func(){
	func() { stopwords(); commonWords(); requestWords(); auxiliaries() },
	func() { synonymTables() },
	func() { phraseKeys(); phrasePrefixes() },
	func() { lexiconTables() },
	func() { sendVerbs(); receiveVerbs(); contrastStems() },
	func() { particles(); acronymConnectors() },
	func() { titleArea(); titleTag(); leadingGitmoji(); explicitTaskType() },
	func() { revertTitle(); loosePrefix(); letterTag(); leadingBrackets() },
	func() { instructionPatterns() },
}

// armWarmTables: the caller reads a server's first view.
func armWarmTables() {
	if warmTablesOn {
		warmArmed.Store(true)
	}
}

// warmTablesIfArmed starts the build when a server's first view is being
// read (buildState calls it once the files are listed and stat'ed).
func warmTablesIfArmed() {
	if warmArmed.Load() {
		warmTables()
	}
}

// warmTables starts building the first route's tables on a goroutine.
func warmTables() {
	if !warmTablesOn {
		return
	}
	warmStarted.Do(func() {
		go func() {
			defer close(warmDone)
			// A table whose build panics panics again where the route
			// first asks for it (sync.OnceValue), inside a request whose
			// panic the session answers: not here, where it would end
			// the process.
			defer func() { _ = recover() }()
			for _, build := range firstRouteTables {
				build()
			}
		}()
	})
}
