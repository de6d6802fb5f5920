//go:build unix

package main

import (
	"bytes"
	"os/exec"
	"runtime"
	"syscall"
	"testing"
)

// runCLIPeak runs engram like runCLI and also returns the process's peak
// resident set in bytes (getrusage), 0 where it is not known.
func runCLIPeak(t *testing.T, dir, stdin string, args ...string) (cliResult, int64) {
	t.Helper()
	cmd := exec.Command(testBinary, args...)
	cmd.Dir = dir
	cmd.Env = scratchEnv(t)
	cmd.Stdin = bytes.NewBufferString(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running engram %v: %v", args, err)
	}
	var peak int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		peak = int64(ru.Maxrss)
		if runtime.GOOS != "darwin" {
			peak <<= 10 // kilobytes on Linux and the BSDs, bytes on macOS
		}
	}
	return cliResult{code: code, stdout: out.String(), stderr: errb.String()}, peak
}
