//go:build darwin || freebsd || netbsd

package main

import (
	"os"
	"syscall"
)

// statKey on macOS, FreeBSD and NetBSD (whose stat names its times
// Mtimespec and Ctimespec) adds the ctime and the inode to size and mtime,
// as on Linux: a program can set mtime back (an editor or a sync tool that
// keeps timestamps) but not ctime, and a file replaced by rename gets a
// new inode. Without them an edit in place that keeps size and mtime
// would be served from the prepared cache. The conversions are for 32-bit
// systems, whose Timespec holds int32 fields on FreeBSD.
func statKey(fi os.FileInfo) fileKey {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileKey{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
	}
	return fileKey{
		size:  st.Size,
		mtime: int64(st.Mtimespec.Sec)*1e9 + int64(st.Mtimespec.Nsec),
		ctime: int64(st.Ctimespec.Sec)*1e9 + int64(st.Ctimespec.Nsec),
		ino:   uint64(st.Ino),
	}
}
