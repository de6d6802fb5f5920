package main

import (
	"os"
	"sync"
)

// Speed-up (issue 20): the word tables a server's first engram_load builds
// are built at process start, on their own goroutine.
//
// Reference path: each table (text.go, lexicon.go, route_*.go, candidates.go)
// is a sync.OnceValue built on first use, so the first route of a process
// built them inside the first answer: ~3 ms of CPU in a warm process (the
// synonym index 1.2-1.3 ms, the lexicon 0.9-1.0, the instruction patterns'
// regular expressions 0.4, the common words 0.2, the phrase prefixes 0.2),
// more in a new one (its heap's pages are touched for the first time). A
// warm spawn at 10,000 memories spends ~35-60 ms listing, statting and
// decoding (the preload) before that first route can start, much of it in
// system calls, with the second CPU idle part of the time: the tables are
// built then.
//
// They are the same tables: each is built once, by the same function, and
// warmTables only calls it sooner (a caller that needs one meanwhile waits
// for that one build, as sync.OnceValue does). Nothing is cached, so there
// is nothing to go stale; the switch only keeps the plain order of work
// for the reference. ENGRAM_NO_CACHE=1 turns it off: each table is built
// where it is first used.
var warmTablesOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// warmStarted: a process builds the tables ahead once (tests run many
// servers in one process).
var warmStarted sync.Once

// warmDone is closed when warmTables has built every table (for tests).
var warmDone = make(chan struct{})

// firstRouteTables are the tables a first engram_load builds (found by
// profiling the first load of new processes, stop 40), in the order the
// route reaches them. The route's lists of its own (stem memo, the route
// index's postings) are the store's and are not here.
var firstRouteTables = []func(){
	func() { stopwords(); commonWords(); auxiliaries() },
	func() { synonymTables() },
	func() { phraseKeys(); phrasePrefixes() },
	func() { lexiconTables() },
	func() { sendVerbs(); receiveVerbs(); contrastStems() },
	func() { particles(); acronymConnectors() },
	func() { titleArea(); explicitTaskType() },
	func() { instructionPatterns() },
}

// warmTables starts building the first route's tables on a goroutine; a
// server calls it as its preload starts, once its first answer is written
// (started with the process, it delayed the initialize answer by ~2 ms on
// a loaded machine: 0.5 -> 2.2-2.8 ms from main).
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
