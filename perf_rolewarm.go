package main

import (
	"os"
	"sync"
)

// Speed-up (the spawn, stop 59): a server's preload decodes the other-role
// documents beside its first request.
//
// Reference path: the postings of the memories the active roles hide
// (perf_otherroles.go) are built by the first task that reaches the
// other-role check (yieldToOtherRoles), inside that request, after its
// ranking: every such memory's document decoded (perf_lazydoc.go), then
// each term's documents and weights. In a new process that is the first
// engram_load: over the generated 10,000-memory store (~430 memories of
// another role) 5-9 ms of a spawn's first answer (stop 59, a spawn's
// timeline at load 26-33), after a ranking of about as long that leaves
// the second core idle.
//
// Here the preload, once the first view holds its route index, decodes
// those documents on a goroutine of its own, beside the request's ranking,
// then builds their postings (otherRoleTerms, the same sync.Once the check
// would run): the check finds them built, or waits for the build under way
// (stop 60: the build was ~40 % of the CPU of a warm spawn's first
// engram_load over genStore's 10,000 memories, 2,153 of 5,558 samples of
// 45 spawns, at load 13). A decode that panics is left undone and panics
// again in the request, as before; a build that panics panics again in
// every caller (otherRoleTerms).
// ENGRAM_NO_CACHE=1 turns it off (with the postings themselves).
var roleWarmOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// warmOtherRoles starts decoding the other-role documents of the view's
// index, when it has any.
func warmOtherRoles(v *storeView, err error) {
	if !roleWarmOn || err != nil || v == nil || v.ri == nil || len(v.ri.otherRoles) == 0 {
		return
	}
	docs := v.ri.otherRoles
	roleWarms.Add(1)
	go func() {
		defer roleWarms.Done()
		defer func() { _ = recover() }()
		for _, d := range docs {
			d.ready()
		}
		if otherRolePostingsOn {
			v.ri.otherRoleTerms()
		}
	}()
}

// roleWarms counts the decodes under way (a test waits for them).
var roleWarms sync.WaitGroup
