//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package main

import (
	"os"
	"syscall"
)

// adminOwned reports whether fi is owned by root and writable by no group
// or other user: Gemini CLI (0.61, isFileAndDirectorySecureSync) reads its
// system settings only when the file and every folder above it are.
func adminOwned(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && st.Uid == 0 && fi.Mode().Perm()&0o022 == 0
}
