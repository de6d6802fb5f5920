//go:build unix

package main

import (
	"bufio"
	"io"
	"os"
	"regexp"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestWordTableGrowth measures what a long-running server's word-keyed
// tables (the term table, terms.go; the verdict words, perf_vwords.go; the
// stem memo, text.go) hold after many requests: ENGRAM_WORDGROWTH=<rounds>
// runs an in-process engram-mcp over a 2,000-memory store for that many
// rounds of engram_save of a rule of made-up words, engram_commit and
// engram_load. With ENGRAM_WORDGROWTH_FORGET=1 each round's memory is
// loaded once and then removed by a spawned `engram forget --force`, so
// the store keeps its size and every round's words are dead once it ends;
// with ENGRAM_WORDGROWTH_QUERIES=1 a round is one engram_search of such a
// rule, nothing written. Every 50 rounds it logs the held heap (after two
// collections), the tables' sizes, the terms the view's documents use and
// the process's CPU per round; ENGRAM_WORDGROWTH_PROF=<prefix> writes heap
// profiles (every allocation sampled) at rounds 50 and the last.
func TestWordTableGrowth(t *testing.T) {
	rounds, _ := strconv.Atoi(os.Getenv("ENGRAM_WORDGROWTH"))
	if rounds <= 0 {
		t.Skip("set ENGRAM_WORDGROWTH to a number of rounds")
	}
	forget := os.Getenv("ENGRAM_WORDGROWTH_FORGET") == "1"
	queries := os.Getenv("ENGRAM_WORDGROWTH_QUERIES") == "1"
	prof := os.Getenv("ENGRAM_WORDGROWTH_PROF")
	ws := t.TempDir()
	genStore(t, ws, 2000)
	call, e, stop := inProcessServer(t, ws)
	defer stop()
	call(benchInitialize)
	call(benchInitialized)
	call(benchToolCall(2, "engram_load", map[string]any{"query": benchQueries[0]}))
	if prof != "" {
		runtime.MemProfileRate = 1
	}
	wordGrowthReport(t, e, 0, 0)
	c0 := processCPU()
	for i := 1; i <= rounds; i++ {
		if queries {
			call(benchToolCall(10*i, "engram_search", map[string]any{"query": benchRuleText(i)}))
		} else {
			wordGrowthRound(t, call, ws, i, forget)
		}
		if i%50 != 0 {
			continue
		}
		wordGrowthReport(t, e, i, (processCPU()-c0)/50)
		if prof != "" && (i == 50 || i == rounds) {
			f, _ := os.Create(prof + "." + strconv.Itoa(i))
			pprof.WriteHeapProfile(f)
			f.Close()
		}
		c0 = processCPU()
	}
}

var writtenIDRe = regexp.MustCompile(`"written":\[\{[^}]*?"id":"([^"]+)"`)

// wordGrowthRound saves rule i, commits it and loads; with forget, it loads
// once more first, so that the view takes the memory's words in, and then
// removes the memory from another process.
func wordGrowthRound(t *testing.T, call func(string) string, ws string, i int, forget bool) {
	t.Helper()
	ans := call(benchToolCall(10*i, "engram_save", map[string]any{"text": benchRuleText(i), "type": "rule"}))
	tok := benchTokenRe.FindString(ans)
	if tok == "" {
		t.Fatalf("engram_save gave no token: %.400s", ans)
	}
	ans = call(benchToolCall(10*i+1, "engram_commit", map[string]any{"approval_token": tok, "approve": "all"}))
	m := writtenIDRe.FindStringSubmatch(ans)
	if m == nil {
		t.Fatalf("engram_commit wrote nothing: %.600s", ans)
	}
	load := benchToolCall(10*i+2, "engram_load", map[string]any{"query": benchQueries[i%len(benchQueries)]})
	if forget {
		call(load)
		if r := spawnCLI(t, ws, "", nil, "forget", m[1], "--force"); r.code != 0 {
			t.Fatalf("forget %s: exit %d\n%s%s", m[1], r.code, r.stdout, r.stderr)
		}
	}
	call(load)
}

// inProcessServer runs engram-mcp for ws in this process over pipes; call
// writes a line and returns the answer (a line that is a notification
// only, none), stop ends the server.
func inProcessServer(t *testing.T, ws string) (call func(string) string, e *env, stop func()) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	e = envOf(scratchEnv(t), inR, outW, io.Discard)
	e.cwd = ws
	done := make(chan error, 1)
	go func() { done <- serveMCP(e, []string{"--workspace", ws, "--no-elicitation"}); outW.Close() }()
	out := bufio.NewReaderSize(outR, 1<<20)
	call = func(line string) string {
		t.Helper()
		if _, err := io.WriteString(inW, line+"\n"); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(line, `"id":`) {
			return ""
		}
		for {
			ans, err := out.ReadString('\n')
			if err != nil {
				t.Fatalf("reading the answer to %.80s: %v", line, err)
			}
			if !strings.Contains(ans, `"method":"notifications/`) || strings.Contains(ans, `"result"`) {
				return ans
			}
		}
	}
	stop = func() {
		inW.Close()
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
	return call, e, stop
}

// wordGrowthReport logs the held heap, the tables' sizes and the term ids
// the server's current view uses.
func wordGrowthReport(t *testing.T, e *env, round int, cpuPer time.Duration) {
	var ms runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&ms)
	v, err := e.views.get()
	if err != nil {
		t.Fatal(err)
	}
	used := map[uint32]bool{}
	for _, en := range v.ri.docs {
		if d := en.document(); d != nil {
			for i := range d.terms.len() {
				used[d.terms.at(i).id] = true
			}
			for _, id := range d.lowerWords {
				used[id] = true
			}
		}
	}
	stemMemo.RLock()
	stems := len(stemMemo.m)
	stemMemo.RUnlock()
	t.Logf("round %4d: held %6.2f MB, terms %6d (view uses %6d), verdict words %6d, stems %6d, memories %d, cpu/round %v",
		round, float64(ms.HeapAlloc)/1e6, termCountTotal(), len(used), len(verdictWordList()), stems, len(v.ri.docs), cpuPer.Round(10*time.Microsecond))
}

// processCPU is this process's user and system time so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
