//go:build !linux && !darwin

package main

// racyWindowFor is the racy-clean window for the files under dir: 2 s
// wherever perf_racy_linux.go and perf_racy_darwin.go cannot tell a local
// filesystem with fine times from a network one or a coarse one. Windows'
// NTFS keeps 100 ns times too, but its volume's filesystem name
// (GetVolumeInformationW) is not in package syscall's API: asking for it
// would mean loading kernel32's procedure by hand or golang.org/x/sys.
func racyWindowFor(dir string) int64 { return racyWindow }
