//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// peakFileEnv, set in the environment of the test binary itself, makes it
// runCLIPeak's runner (TestMain): it runs its arguments as a command and
// writes the command's peak resident set to the file it names.
const peakFileEnv = "ENGRAM_TEST_PEAK_FILE"

// runCLIPeak runs engram like runCLI and also returns the process's peak
// resident set in bytes (getrusage), 0 where it is not known.
//
// engram is spawned by a fresh copy of the test binary (runForPeak), not by
// the test process: Go spawns with vfork on Linux, so the child execs out of
// its parent's address space, and exec keeps that space's high-water mark as
// the child's own maxrss. Spawned from the test process, every child's peak
// was at least the test process's own (85 MB once the parallel tests had
// run, as in the second round of -count=2). The runner's own high-water
// mark, a few MB, is what the child starts from instead.
func runCLIPeak(t *testing.T, dir, stdin string, args ...string) (cliResult, int64) {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "peak")
	r, _ := runEngram(t, dir, stdin, []string{peakFileEnv + "=" + file}, self, append([]string{testBinary}, args...)...)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("the runner reported no peak: %v\n%s", err, r.stderr)
	}
	peak, err := strconv.ParseInt(strings.TrimSpace(string(data)), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return r, peak
}

// runForPeak runs os.Args[1:] with this process's standard files, folder
// and environment (less peakFileEnv), writes its peak resident set in bytes
// to file, and returns its exit code (128 + the signal if one ended it).
func runForPeak(file string) int {
	cmd := exec.Command(os.Args[1], os.Args[2:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, peakFileEnv+"=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	err := cmd.Run()
	if cmd.ProcessState == nil {
		os.Stderr.WriteString("runForPeak: " + err.Error() + "\n")
		return 125
	}
	var peak int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		peak = int64(ru.Maxrss)
		if runtime.GOOS != "darwin" {
			peak <<= 10 // kilobytes on Linux and the BSDs, bytes on macOS
		}
	}
	if err := os.WriteFile(file, []byte(strconv.FormatInt(peak, 10)), 0o644); err != nil {
		os.Stderr.WriteString("runForPeak: " + err.Error() + "\n")
		return 125
	}
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return cmd.ProcessState.ExitCode()
}
