//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package main

import (
	"os"
	"syscall"
)

// The systems whose stat keys hold the ctime and the inode (stat_mtim.go,
// stat_mtimespec.go) also give the link count.

// hardLinked reports whether a file has other names: a patch in place would
// change them too, where the rename it replaces gave this name a new file.
func hardLinked(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && st.Nlink > 1
}
