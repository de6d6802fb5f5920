package main

import (
	"os"
	"syscall"
)

// statKey on macOS adds the ctime and the inode to size and mtime, as on
// Linux: a program can set mtime back (an editor or a sync tool that
// keeps timestamps) but not ctime, and a file replaced by rename gets a
// new inode. Without them an edit in place that keeps size and mtime
// would be served from the prepared cache.
func statKey(fi os.FileInfo) fileKey {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileKey{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
	}
	return fileKey{
		size:  st.Size,
		mtime: st.Mtimespec.Sec*1e9 + st.Mtimespec.Nsec,
		ctime: st.Ctimespec.Sec*1e9 + st.Ctimespec.Nsec,
		ino:   st.Ino,
	}
}

// hardLinked reports whether a file has other names: a patch in place would
// change them too, where the rename it replaces gave this name a new file.
func hardLinked(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && st.Nlink > 1
}
