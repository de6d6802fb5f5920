package main

import "os"

// Speed-up (issue 20): a quick read is answered on the reader's goroutine.
//
// Reference path: handleLine (serve.go) serves every request but ping,
// initialize and notifications on a goroutine of its own, so that the
// reader keeps reading while a tool waits (for the client's answer to an
// elicitation, for another process's lock, for a slow first load). On
// this 2-CPU VM that hand-off was most of a trivial tool call: the new
// goroutine wakes a second thread (futex), grows its stack, and the
// answer waits for the scheduler to move it (engram_status on 5 memories
// ~140 µs against the echo server's ~50 µs, with ~20 % of the server's
// CPU in newproc, wakep and futex).
//
// A read tool (engram_status, engram_search, engram_load, engram_route)
// never asks the client anything and never takes a lock; once the view is
// current and quiet (perf_quiet.go: no event in either watcher, no lock or
// journal), it costs a few milliseconds at most, like the synchronous
// ping. Such a request is served inline, with the view checked here, on
// the reader's goroutine; any other (a write, verify, resources/read,
// which counts a fetch under the lock), or a read that finds the view
// busy (a load or rebuild under way) or not quiet, takes the goroutine as
// before. What inline changes on the wire: nothing in what is answered;
// a notifications/cancelled for an inline request is read after its
// answer is written (MCP lets a request finish before its cancellation
// arrives; the answer then stands), and a stalled client stalls the
// reader at the write instead of at the slot (backpressure.go: the same
// bound, one answer sooner). Over stdio, engram_status on 5 memories,
// the binary before and after alternately (3 rounds of 5,000 calls):
// 95 / 89 / 84 µs → 56 / 50 / 48 µs median (0.56×), beside the echo
// server's 26 µs. ENGRAM_NO_CACHE=1 turns it off;
// TestInlineReadsMatchReference holds it to the goroutine path and
// BenchmarkTrivialCall measures each cut in process.

var inlineOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// inlineRead is what the reader decided for a request it serves inline:
// its tools/call params, decoded once, and the view it checked.
type inlineRead struct {
	params callToolParams
	view   *storeView
}

// inlineTools are the tools served inline: read-only, no client round
// trip, no lock, cost bounded by one ranking. engram_verify reads every
// file and stays on its goroutine.
var inlineTools = map[string]bool{"engram_status": true, "engram_search": true, "engram_load": true, "engram_route": true}

// serveInline reports whether msg was answered here, inline.
func (s *session) serveInline(msg *jsonrpcMessage) bool {
	if !inlineOn || msg.Method != methodToolsCall || len(msg.ID) == 0 {
		return false
	}
	in := &inlineRead{}
	p, scanned := scanToolParams(msg.Params) // perf_params.go
	if scanned {
		in.params = p
	} else if len(msg.Params) == 0 || (&request{msg: msg}).decodeParams(&in.params) != nil {
		return false // an error is reported by the reference path
	}
	if !inlineTools[in.params.Name] {
		return false
	}
	if in.view = s.views.quietNow(); in.view == nil {
		return false
	}
	msg.inline = in
	if resp := s.dispatch(msg); resp != nil {
		s.out.write(resp)
	}
	return true
}

// quietNow returns the view when it can be had at once and is current:
// no one holds it (a load or rebuild under way) and the quiet check
// finds nothing changed. It never waits and never rebuilds.
func (c *viewCache) quietNow() *storeView {
	if !c.mu.TryLock() {
		return nil
	}
	defer c.mu.Unlock()
	if v, ok := c.quietView(""); ok && v.ri != nil {
		return v
	}
	return nil
}
