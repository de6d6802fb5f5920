//go:build unix

package main

import (
	"runtime"
	"syscall"
	"testing"
)

// runCLIPeak runs engram like runCLI and also returns the process's peak
// resident set in bytes (getrusage), 0 where it is not known.
func runCLIPeak(t *testing.T, dir, stdin string, args ...string) (cliResult, int64) {
	t.Helper()
	r, state := runEngram(t, dir, stdin, nil, args...)
	var peak int64
	if ru, ok := state.SysUsage().(*syscall.Rusage); ok {
		peak = int64(ru.Maxrss)
		if runtime.GOOS != "darwin" {
			peak <<= 10 // kilobytes on Linux and the BSDs, bytes on macOS
		}
	}
	return r, peak
}
