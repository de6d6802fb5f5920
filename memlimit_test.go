package main

import (
	"math"
	"runtime/debug"
	"testing"
)

// TestMemoryBound checks the server's memory limit: above what the process
// holds (so the collector never thrashes below the live data), within the
// margin of it, and never set over a GOMEMLIMIT the user chose. Not
// parallel: the collector's settings are the process's.
func TestMemoryBound(t *testing.T) {
	bounding.Wait() // a late bound of an earlier test's rebuild sets its own limit
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	debug.SetMemoryLimit(math.MaxInt64)

	held := make([][]byte, 64) // ~16 MB that stays live across the bound
	for i := range held {
		held[i] = make([]byte, 256<<10)
		held[i][0] = 1
	}
	limit := boundToUse()
	inUse := int64(memoryInUse())
	if limit < inUse || limit < 16<<20 {
		t.Errorf("limit %d MB is below the memory in use (%d MB)", limit>>20, inUse>>20)
	}
	if limit > inUse+max(memoryMargin, inUse/memoryShare)+(4<<20) {
		t.Errorf("limit %d MB leaves more than the margin above %d MB in use", limit>>20, inUse>>20)
	}
	if got := debug.SetMemoryLimit(-1); got != limit {
		t.Errorf("limit in force %d, want %d", got, limit)
	}

	debug.SetMemoryLimit(math.MaxInt64)
	user := func(k string) string {
		if k == "GOMEMLIMIT" {
			return "1GiB"
		}
		return ""
	}
	boundFirstLoad(user)()
	boundMemory(user)
	if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 {
		t.Errorf("a user's GOMEMLIMIT was overridden: limit %d", got)
	}
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("a user's GOGC was overridden: %d", got)
	}
	restore := boundFirstLoad(func(string) string { return "" })
	want := firstLoadGC
	if firstGCOffOn {
		want = -1 // perf_firstgc.go
	}
	if got := gcPercent(); got != want {
		t.Errorf("GOGC during the first load = %d, want %d", got, want)
	}
	restore()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("GOGC after the first load = %d, want 100 back", got)
	}
	for i := range held {
		held[i][0]++ // keep them live until here
	}
}
