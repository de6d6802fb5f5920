//go:build unix

package main

import (
	"os"
	"syscall"
)

// allocatedBytes is the disk space a file takes (its blocks), which is less
// than its size when it has holes; ok is false where it cannot be read.
func allocatedBytes(path string) (n int64, ok bool) {
	fi, err := os.Stat(path)
	if err != nil {
		return 0, false
	}
	st, isSys := fi.Sys().(*syscall.Stat_t)
	if !isSys {
		return 0, false
	}
	return int64(st.Blocks) * 512, true
}
