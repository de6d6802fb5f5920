//go:build linux || openbsd || dragonfly

package main

import "syscall"

// statTimes is a stat's mtime and ctime in unix ns, on the systems whose
// stat names them Mtim and Ctim (Linux, OpenBSD, DragonFly).
func statTimes(st *syscall.Stat_t) (mtime, ctime int64) {
	return int64(st.Mtim.Sec)*1e9 + int64(st.Mtim.Nsec), int64(st.Ctim.Sec)*1e9 + int64(st.Ctim.Nsec)
}
