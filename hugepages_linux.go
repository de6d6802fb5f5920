package main

import (
	"bytes"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"syscall"
	"unsafe"
)

// A process that loads a large store touches tens of megabytes of fresh
// heap, one page fault per 4 KB page. On the VM these figures come from a
// fault costs ~15 µs (a fresh 40 MB took ~190 ms to touch, most of a
// first load at 10,000 memories); natively it is ~0.5 µs, still ~5 ms.
// Linux can back memory with 2 MB pages instead, but in its default
// "madvise" mode only memory a program asks for, and the Go runtime does
// not ask for its heap. So before its first load of a large store, a
// process maps the heap it is about to use as one large block, asks for
// huge pages on it and frees it: the heap hands those same addresses to
// the load's allocations, which then fault once per 2 MB (the 40 MB:
// ~3-40 ms). Nothing depends on it: if the kernel or the runtime does
// otherwise, the load runs as before. Resident memory grows by at most
// the unused part of the last 2 MB page.

// madvHugePage is MADV_HUGEPAGE (the syscall package does not export it).
const madvHugePage = 14

var hugePagesOnce sync.Once

// preferHugePages prepares about n bytes of heap for huge pages, once per
// process, when the kernel's transparent huge pages are in madvise mode
// ("always" needs nothing, "never" allows nothing).
func preferHugePages(n int64) {
	const huge = 2 << 20
	if n < 8*huge {
		return
	}
	hugePagesOnce.Do(func() { hugePageBlock(n) })
}

// hugePageBlock maps a block of n bytes (at most 256 MB), advises huge
// pages on it and returns it to the heap; it reports whether it did.
//
// The collector is off while the block is made: at the heap's size when
// a process starts, a block of tens of MB started a collection of its
// own, which the runtime.GC below then waited for. Under load (issue 20)
// that cycle's marking stalled for up to 150-380 ms, and now and then a
// warm spawn's first load peaked at 38-52 MB instead of 25-34 (3 in 680
// spawns at 10,000 memories, load 3-14; none in 800 with the collector
// off). The collection that returns the block runs before the target is
// restored (a forced collection runs with the collector off), so no cycle
// can start while the dead block still counts as live heap.
func hugePageBlock(n int64) bool {
	const huge = 2 << 20
	mode, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || !bytes.Contains(mode, []byte("[madvise]")) {
		return false
	}
	old := debug.SetGCPercent(-1)
	defer debug.SetGCPercent(old)
	block := make([]byte, min(n, 256<<20))
	p := uintptr(unsafe.Pointer(unsafe.SliceData(block)))
	start := (p + huge - 1) &^ (huge - 1)
	end := (p + uintptr(len(block))) &^ (huge - 1)
	if start < end {
		syscall.Syscall(syscall.SYS_MADVISE, start, end-start, madvHugePage)
	}
	block = nil
	runtime.GC() // return the block's pages to the heap, for the load
	return true
}
