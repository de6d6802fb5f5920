//go:build unix

package main

import "testing"

// BenchmarkRehashPeak: the peak resident set of `engram rehash` on a
// store of 10,000 and 50,000 memories, the reference read of the old
// index against the stamps alone (perf_rehashstamps.go) in one binary,
// alternated, medians in MB. go test -run X -bench RehashPeak -benchtime 5x .
func BenchmarkRehashPeak(b *testing.B) {
	peakBench(b, "rehash", "rehash") // the index as rehash writes it
}
