//go:build unix

package main

import (
	"testing"
	"time"
)

// TestServerRestoresCollectorAfterFirstAnswer runs a server in this process
// (inProcessServer is unix-only): its preload's first load is still on
// (the collector not restored) until an answer is written after it, and is
// over once that answer is read.
func TestServerRestoresCollectorAfterFirstAnswer(t *testing.T) {
	firstLoadAtAnswerTest(t, time.Minute)
	ws := t.TempDir()
	genStore(t, ws, 200)
	call, _, stop := inProcessServer(t, ws)
	defer stop()
	call(benchInitialize)
	call(benchInitialized)
	deadline := time.Now().Add(10 * time.Second)
	for !firstLoad.armed.Load() && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if !firstLoad.armed.Load() {
		t.Fatal("the preload's first load did not return within 10 s")
	}
	if g := gcPercent(); g == 100 {
		t.Errorf("the preload returned: GOGC %d already, want it held until an answer", g)
	}
	call(benchToolCall(2, "engram_load", map[string]any{"query": benchQueries[0]}))
	for gcPercent() != 100 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if g := gcPercent(); g != 100 {
		t.Errorf("after the first answer GOGC %d, want 100 back", g)
	}
}
