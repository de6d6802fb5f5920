//go:build unix

package main

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
)

// BenchmarkRehashPeak: the peak resident set of `engram rehash` on a
// store of 10,000 and 50,000 memories, the reference read of the old
// index against the stamps alone (perf_rehashstamps.go) in one binary,
// alternated, medians in MB. go test -run X -bench RehashPeak -benchtime 5x .
func BenchmarkRehashPeak(b *testing.B) {
	for _, n := range []int{10000, 50000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			ws, home := b.TempDir(), b.TempDir()
			genStore(b, ws, n)
			env := []string{"HOME=" + home, "PATH=" + os.Getenv("PATH"), "ENGRAM_CONFIG_DIR=" + filepath.Join(home, ".engram"),
				"ENGRAM_GLOBAL_DIR=" + filepath.Join(home, ".engram", "global")}
			listPeak(b, ws, env, "lean", "rehash") // the index as rehash writes it
			var ref, lean []float64
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				ref = append(ref, listPeak(b, ws, env, "reference", "rehash"))
				lean = append(lean, listPeak(b, ws, env, "lean", "rehash"))
			}
			slices.Sort(ref)
			slices.Sort(lean)
			b.ReportMetric(ref[len(ref)/2]/1e6, "ref-peak-MB")
			b.ReportMetric(lean[len(lean)/2]/1e6, "lean-peak-MB")
		})
	}
}
