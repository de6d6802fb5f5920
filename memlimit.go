package main

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// The MCP server lives as long as an agent session and holds one view of
// the store. Go's default collector lets the heap grow to twice the live
// data before collecting, which for a 10,000-memory store (~25 MB of live
// view) meant ~60 MB resident while serving, most of it garbage waiting
// for the next cycle (issue 10: RSS at 10,000 memories ≤ 40 MB).
//
// So after each rebuild of the view the server measures what it holds and
// sets a soft memory limit of that plus a margin (an eighth, at least
// 4 MiB). The limit follows the store: a store that grows tenfold gets a
// limit ten times as high at its next rebuild, so the collector never
// thrashes against a limit below the live data. Small stores never reach
// it (their heap target stays below the margin). A GOMEMLIMIT set by the
// user wins.

// memoryMargin is the least headroom above the measured memory in use; a
// request at 10,000 memories allocates ~0.4 MB, so the collector runs about
// every ten requests at the limit, concurrently with them.
const memoryMargin = 4 << 20

// viewPerCacheByte estimates the memory a view takes per byte of its
// prepared cache: 3.8 at 10,000 generated memories (a 6.2 MB cache, ~24 MB
// of view), rounded up. It only bounds the first load of a server; an
// underestimate makes that load collect more often, never fail.
const viewPerCacheByte = 4

// boundFirstLoad sets the limit for the first load of a server whose store
// has a prepared cache, before the view exists to be measured: the memory
// in use now, the view the cache predicts, and the margin. Without it the
// first load peaked at twice the view, like any Go program's heap.
func boundFirstLoad(getenv func(string) string, cacheBytes int64) {
	if getenv("GOMEMLIMIT") != "" || cacheBytes <= 0 {
		return
	}
	debug.SetMemoryLimit(int64(memoryInUse()) + viewPerCacheByte*cacheBytes + memoryMargin)
}

// memoryInUse is the memory the Go runtime holds for live and unswept
// objects, stacks and its own structures: what a memory limit counts,
// less the free and released heap.
func memoryInUse() uint64 {
	s := []metrics.Sample{
		{Name: "/memory/classes/total:bytes"},
		{Name: "/memory/classes/heap/released:bytes"},
		{Name: "/memory/classes/heap/free:bytes"},
	}
	metrics.Read(s)
	var v [3]uint64
	for i := range s {
		if s[i].Value.Kind() == metrics.KindUint64 {
			v[i] = s[i].Value.Uint64()
		}
	}
	return v[0] - min(v[0], v[1]+v[2])
}

// boundMemory measures the memory in use after a collection and sets the
// limit. It runs on its own goroutine after a rebuild: the collection it
// forces is concurrent, and the request that caused the rebuild is being
// answered meanwhile.
func boundMemory(getenv func(string) string) {
	if getenv("GOMEMLIMIT") != "" {
		return
	}
	go boundToUse()
}

// boundToUse collects, measures and sets the limit; it returns the limit.
func boundToUse() int64 {
	runtime.GC()
	inUse := memoryInUse()
	if inUse == 0 {
		return debug.SetMemoryLimit(-1)
	}
	limit := int64(inUse + max(memoryMargin, inUse/8))
	debug.SetMemoryLimit(limit)
	return limit
}
