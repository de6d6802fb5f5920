//go:build darwin

package main

import "syscall"

// The racy-clean window on macOS (as perf_racy_linux.go on Linux): APFS
// keeps nanosecond times set from the kernel's clock, so a file written
// moments before is trusted by its stat once it is fineRacyWindow old, not
// 2 s; every other filesystem, identified by statfs's type name
// (fineStampsNamed), keeps the 2 s window. ENGRAM_NO_CACHE=1 turns it off.

// racyWindowFor is the racy-clean window for the files under dir.
func racyWindowFor(dir string) int64 {
	if !fineRacyOn {
		return racyWindow
	}
	var st syscall.Statfs_t
	if syscall.Statfs(dir, &st) != nil || !fineStampsNamed(fsTypeName(st.Fstypename[:])) {
		return racyWindow
	}
	return fineRacyWindow
}
