package main

import (
	"math"
	"runtime"
	"runtime/debug"
	"testing"
)

// TestHugePageBlockStartsNoCycle: the huge-page block costs the one
// collection that returns it, not a cycle of its own as well (issue 20: under
// load that cycle's marking stalled, and the spawn's first load with it),
// and the heap has it back afterwards.
func TestHugePageBlockStartsNoCycle(t *testing.T) {
	// As before a server's first load: no memory limit (an earlier test's
	// bound would collect at it, collector off or not), GOGC 100.
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	// Three times the live heap (at least 32 MB): a block that size passes
	// the heap's goal at GOGC 100 by itself, so made with the collector on
	// it starts a cycle, while the rest of the test process's allocations
	// (a goroutine an earlier test left) are far from starting one.
	n := max(int64(32<<20), 3*int64(before.HeapAlloc))
	if !hugePageBlock(n) {
		t.Skip("transparent huge pages are not in madvise mode here")
	}
	runtime.ReadMemStats(&after)
	if cycles := after.NumGC - before.NumGC; cycles != 1 {
		t.Errorf("the block took %d collections, want 1 (the one that returns it)", cycles)
	}
	if after.HeapAlloc > before.HeapAlloc+uint64(n)/2 {
		t.Errorf("heap in use %d -> %d bytes: the block was not returned", before.HeapAlloc, after.HeapAlloc)
	}
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("the collector's target is %d after the block, want it restored (100)", got)
	}
}
