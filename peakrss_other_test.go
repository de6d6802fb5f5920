//go:build !unix

package main

import "testing"

// runCLIPeak runs engram like runCLI; the peak resident set is not known
// here (0).
func runCLIPeak(t *testing.T, dir, stdin string, args ...string) (cliResult, int64) {
	t.Helper()
	return runCLI(t, dir, stdin, nil, args...), 0
}
