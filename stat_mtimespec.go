//go:build darwin || freebsd || netbsd

package main

import "syscall"

// statTimes is a stat's mtime and ctime in unix ns, on the systems whose
// stat names them Mtimespec and Ctimespec (macOS, FreeBSD, NetBSD). The
// conversions are for 32-bit systems, whose Timespec holds int32 fields on
// FreeBSD.
func statTimes(st *syscall.Stat_t) (mtime, ctime int64) {
	return int64(st.Mtimespec.Sec)*1e9 + int64(st.Mtimespec.Nsec), int64(st.Ctimespec.Sec)*1e9 + int64(st.Ctimespec.Nsec)
}
