package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// vmHWM reads the peak resident set of a live process from /proc; 0 where
// there is none.
func vmHWM(pid int) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(data), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmHWM:" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}

// TestStalledClientMemoryBounded: a client that sends 20,000 requests and
// never reads an answer. The server stops reading once maxInFlight answers
// wait to be written, so the client's writes block and the server's peak
// resident set stays flat; it used to read every request and grow by about
// 14 KB each.
func TestStalledClientMemoryBounded(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc")
	}
	ws := fixtureWorkspace(t)
	cmd := exec.Command(testServerBinary, "--workspace", ws)
	cmd.Env = scratchEnv(t)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	fmt.Fprintln(stdin, `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`)
	fmt.Fprintln(stdin, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	if !bufio.NewScanner(stdout).Scan() {
		t.Fatal("no answer to initialize")
	}
	// From here on, stdout is never read.
	const total = 20000
	var sent atomic.Int64
	go func() {
		for i := 1; i <= total; i++ {
			if _, err := fmt.Fprintf(stdin, `{"jsonrpc":"2.0","id":%d,"method":"tools/list"}`+"\n", i); err != nil {
				return
			}
			sent.Add(1)
		}
	}()
	waitStalled(cmd.Process.Pid, &sent, total)
	peak := vmHWM(cmd.Process.Pid)
	t.Logf("sent %d of %d requests; server VmHWM %.1f MB", sent.Load(), total, float64(peak)/(1<<20))
	if sent.Load() >= total {
		t.Errorf("the server read all %d requests with nobody reading its answers: no backpressure", total)
	}
	if peak > 32<<20 {
		t.Errorf("server peak %d MB with a stalled client", peak>>20)
	}
}

// waitStalled returns once the server has stopped reading (or all total
// requests went): five looks in a row, 50 ms apart, at which no request
// got through, the server read nothing (rchar in /proc/<pid>/io) and none
// of its threads could run. A server without backpressure never gets
// there: with requests waiting in its stdin it is reading or runnable.
// Where /proc/<pid>/io cannot be read it waits for 4 s without progress.
func waitStalled(pid int, sent *atomic.Int64, total int64) {
	look := func() string {
		data, err := os.ReadFile(fmt.Sprintf("/proc/%d/io", pid))
		if err != nil {
			return ""
		}
		rchar, _, _ := strings.Cut(string(data), "\n")
		return fmt.Sprint(sent.Load(), " ", rchar, " ", threadsRunnable(pid))
	}
	need, pause := 5, 50*time.Millisecond
	if look() == "" {
		need, pause = 20, 200*time.Millisecond
		look = func() string { return fmt.Sprint(sent.Load()) }
	}
	last, still := "", 0
	for still < need && sent.Load() < total {
		time.Sleep(pause)
		if now := look(); now == last && !strings.HasSuffix(now, " true") {
			still++
		} else {
			last, still = now, 0
		}
	}
}

// threadsRunnable reports whether any thread of process pid is running or
// waiting for a CPU (state R in /proc/<pid>/task/*/stat).
func threadsRunnable(pid int) bool {
	tasks, _ := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	for _, task := range tasks {
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/stat", pid, task.Name()))
		if err != nil {
			continue
		}
		// The state follows the command's closing parenthesis.
		if i := strings.LastIndexByte(string(stat), ')'); i >= 0 && i+2 < len(stat) && stat[i+2] == 'R' {
			return true
		}
	}
	return false
}
