//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package main

import (
	"os"
	"path/filepath"
	"syscall"
)

// noOneElseWrites reports whether dir and every folder above it are root's
// and writable by no one else, as Gemini CLI wants a system file's folders.
func noOneElseWrites(dir string) bool {
	for {
		fi, err := os.Stat(dir)
		if err != nil {
			return false
		}
		st, ok := fi.Sys().(*syscall.Stat_t)
		if !ok || st.Uid != 0 || fi.Mode().Perm()&0o022 != 0 {
			return false
		}
		if filepath.Dir(dir) == dir {
			return true
		}
		dir = filepath.Dir(dir)
	}
}
