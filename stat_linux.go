package main

import (
	"os"
	"syscall"
)

// statKey on Linux adds the ctime and the inode to size and mtime: ctime
// cannot be set back by a program (utimes sets mtime only), and a file
// replaced by rename gets a new inode.
func statKey(fi os.FileInfo) fileKey {
	k := fileKey{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		k.ctime = int64(st.Ctim.Sec)*1e9 + int64(st.Ctim.Nsec)
		k.ino = st.Ino
	}
	return k
}

// hardLinked reports whether a file has other names: a patch in place would
// change them too, where the rename it replaces gave this name a new file.
func hardLinked(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && st.Nlink > 1
}
