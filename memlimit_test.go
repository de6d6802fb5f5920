package main

import (
	"io"
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

// TestBoundMeasuredAgainWithIndex: a server whose first view was built for
// a write, without its route index, measures the memory bound again when
// the next reader adds the index, so the limit is not left a few MB above
// a view that no longer holds the index's memory; a view that keeps the
// index it was bounded with is not measured again.
func TestBoundMeasuredAgainWithIndex(t *testing.T) {
	bounding.Wait() // a late bound of an earlier test's rebuild sets its own limit
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	dir := t.TempDir()
	genStore(t, dir, 300)
	e := envOf(scratchEnv(t), nil, io.Discard, io.Discard)
	e.getenv = func(string) string { return "" } // no GOGC or GOMEMLIMIT of the user's
	c := newViewCache(e, dir)
	defer c.close()
	steps := []struct {
		what       string
		withIndex  bool
		wantBounds int64
	}{
		{"the first view, for a write (no index)", false, 1},
		{"the next reader adds the index", true, 1},
		{"a reader again, nothing changed", true, 0},
	}
	for _, step := range steps {
		before := boundsStarted.Load()
		v, err := c.getHolding("", step.withIndex)
		if err != nil {
			t.Fatal(err)
		}
		if step.withIndex && v.ri == nil {
			t.Fatalf("%s: no route index", step.what)
		}
		if got := boundsStarted.Load() - before; got != step.wantBounds {
			t.Errorf("%s: %d bounds measured, want %d", step.what, got, step.wantBounds)
		}
		bounding.Wait()
	}
}
