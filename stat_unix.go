//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package main

import (
	"os"
	"syscall"
)

// statKey on Linux, macOS and the BSDs adds the ctime and the inode to size
// and mtime: a program can set mtime back (an editor or a sync tool that
// keeps timestamps) but not ctime (utimes sets mtime only), and a file
// replaced by rename gets a new inode. Without them an edit in place that
// keeps size and mtime would be served from the prepared cache. The two
// families name the stat's time fields differently: statTimes
// (stat_mtim.go, stat_mtimespec.go).
func statKey(fi os.FileInfo) fileKey {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileKey{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
	}
	return statTKey(st)
}

// statTKey is statKey of a raw stat (perf_fstatat_linux.go makes them).
func statTKey(st *syscall.Stat_t) fileKey {
	mtime, ctime := statTimes(st)
	return fileKey{size: int64(st.Size), mtime: mtime, ctime: ctime, ino: uint64(st.Ino)}
}

// hardLinked reports whether a file has other names: a patch in place would
// change them too, where the rename it replaces gave this name a new file.
func hardLinked(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && st.Nlink > 1
}
