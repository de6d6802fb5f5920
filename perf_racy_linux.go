//go:build linux

package main

import "syscall"

// The racy-clean rule (view.go, prepared.trusted) reads again any file
// changed within racyWindow (2 s) of being read, because a second write in
// the same timestamp tick could keep its stat. On Linux's local
// filesystems a tick is the kernel's clock tick, at most 10 ms (HZ >= 100),
// and the file's times and the read time come from the same clock, so a
// window of fineRacyWindow, ten ticks, is as safe there. Without it a store
// that was just written (a clone, a checkout, a generator) is read again by
// every process for its first 2 s, and a cold first load's cache then holds
// no fact the next process may use (a warm spawn 3 s later paid the whole
// cold read, ~1 s at 10,000 memories). Elsewhere, a network filesystem's
// times come from its server's clock, which may be skewed from ours, and
// FAT or HFS+ keep one- or two-second times: those keep the 2 s window.
// ENGRAM_NO_CACHE=1 turns it off (no stat is trusted then anyway). The
// filesystems' table and darwin's are in perf_racy.go.

// racyWindowFor is the racy-clean window for the files under dir.
func racyWindowFor(dir string) int64 {
	if !fineRacyOn {
		return racyWindow
	}
	var st syscall.Statfs_t
	if syscall.Statfs(dir, &st) != nil || !localFineStamps[int64(st.Type)] {
		return racyWindow
	}
	return fineRacyWindow
}
