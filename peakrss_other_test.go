//go:build !unix

package main

import "testing"

// peakFileEnv is never set where runCLIPeak has no runner.
const peakFileEnv = "ENGRAM_TEST_PEAK_FILE"

// runCLIPeak runs engram like runCLI; the peak resident set is not known
// here (0).
func runCLIPeak(t *testing.T, dir, stdin string, args ...string) (cliResult, int64) {
	t.Helper()
	return runCLI(t, dir, stdin, nil, args...), 0
}

// runForPeak is not used here (see peakrss_unix_test.go).
func runForPeak(string) int { return 125 }
