package main

import (
	"os"
	"syscall"
)

// statKey on Linux adds the ctime and the inode to size and mtime: ctime
// cannot be set back by a program (utimes sets mtime only), and a file
// replaced by rename gets a new inode.
func statKey(fi os.FileInfo) fileKey {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return statTKey(st)
	}
	return fileKey{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
}

// statTKey is the key of a raw stat result (statdir_fast.go stats without
// an os.FileInfo).
func statTKey(st *syscall.Stat_t) fileKey {
	return fileKey{
		size:  int64(st.Size),
		mtime: int64(st.Mtim.Sec)*1e9 + int64(st.Mtim.Nsec),
		ctime: int64(st.Ctim.Sec)*1e9 + int64(st.Ctim.Nsec),
		ino:   uint64(st.Ino),
	}
}

// hardLinked reports whether a file has other names: a patch in place would
// change them too, where the rename it replaces gave this name a new file.
func hardLinked(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && st.Nlink > 1
}
