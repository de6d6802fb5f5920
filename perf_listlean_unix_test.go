//go:build unix

package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// BenchmarkListPeak: the peak resident set of `engram list` on a warm
// store of 10,000 and 50,000 memories, the reference path against the
// lean one (perf_listlean.go) in one binary, alternated, medians in MB.
// go test -run X -bench ListPeak -benchtime 5x .
func BenchmarkListPeak(b *testing.B) {
	peakBench(b, "status", "list") // status writes the prepared cache
}

// peakBench measures `engram cmd` on generated stores of 10,000 and 50,000
// memories, the reference path against the lean one in one binary,
// alternated, and reports their medians in MB; `engram prime` (lean) runs
// once first, so that both find the store in the same state.
func peakBench(b *testing.B, prime, cmd string) {
	for _, n := range []int{10000, 50000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			ws, home := b.TempDir(), b.TempDir()
			genStore(b, ws, n)
			env := []string{"HOME=" + home, "PATH=" + os.Getenv("PATH"), "ENGRAM_CONFIG_DIR=" + filepath.Join(home, ".engram"),
				"ENGRAM_GLOBAL_DIR=" + filepath.Join(home, ".engram", "global")}
			listPeak(b, ws, env, "lean", prime)
			var ref, lean []float64
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				ref = append(ref, listPeak(b, ws, env, "reference", cmd))
				lean = append(lean, listPeak(b, ws, env, "lean", cmd))
			}
			slices.Sort(ref)
			slices.Sort(lean)
			b.ReportMetric(ref[len(ref)/2]/1e6, "ref-peak-MB")
			b.ReportMetric(lean[len(lean)/2]/1e6, "lean-peak-MB")
		})
	}
}

// listPeak runs this test binary as engram (asEngramEnv = mode) through
// runCLIPeak's runner, its output to the null device, and returns its peak
// resident set in bytes.
func listPeak(b *testing.B, dir string, env []string, mode string, args ...string) float64 {
	b.Helper()
	self, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	file := filepath.Join(b.TempDir(), "peak")
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		b.Fatal(err)
	}
	defer null.Close()
	cmd := exec.Command(self, append([]string{self}, args...)...)
	cmd.Dir, cmd.Stdout = dir, null
	cmd.Env = append(env, peakFileEnv+"="+file, asEngramEnv+"="+mode)
	var errb strings.Builder
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		b.Fatalf("%s %v: %v\n%s", mode, args, err, errb.String())
	}
	data, err := os.ReadFile(file)
	if err != nil {
		b.Fatal(err)
	}
	peak, err := strconv.ParseFloat(strings.TrimSpace(string(data)), 64)
	if err != nil {
		b.Fatal(fmt.Errorf("peak %q: %v", data, err))
	}
	return peak
}
