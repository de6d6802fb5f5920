package main

import (
	"os"
	"testing"
)

// skipWithoutSpeedups skips a test of a speed-up itself when the suite runs
// on the reference path (ENGRAM_NO_CACHE=1, a CI step of issue 20): there
// is then nothing of it to test.
func skipWithoutSpeedups(t *testing.T) {
	t.Helper()
	if os.Getenv("ENGRAM_NO_CACHE") != "" {
		t.Skip("ENGRAM_NO_CACHE is set: this tests a speed-up, which is off")
	}
}
