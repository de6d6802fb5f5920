//go:build linux || openbsd || dragonfly

package main

import (
	"os"
	"syscall"
)

// statKey on Linux, OpenBSD and DragonFly (whose stat names its times Mtim
// and Ctim) adds the ctime and the inode to size and mtime: ctime cannot
// be set back by a program (utimes sets mtime only), and a file replaced
// by rename gets a new inode.
func statKey(fi os.FileInfo) fileKey {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileKey{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
	}
	return fileKey{
		size:  int64(st.Size),
		mtime: int64(st.Mtim.Sec)*1e9 + int64(st.Mtim.Nsec),
		ctime: int64(st.Ctim.Sec)*1e9 + int64(st.Ctim.Nsec),
		ino:   uint64(st.Ino),
	}
}
