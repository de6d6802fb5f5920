package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestLongTaskWordBounded: a task holding one 30 KB word is answered by
// search, route and load within a few MB: the router used to stem every
// prefix and suffix of it and keep each in the stem memo (measured: 20 KB
// 217 MB, 40 KB 843 MB, 100 KB 5.1 GB and 21 s).
func TestLongTaskWordBounded(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	word := strings.Repeat("a", 30<<10)
	for _, cmd := range []string{"search", "route", "load"} {
		r, peak := runCLIPeak(t, ws, "", cmd, word+" release")
		if r.code != 0 {
			t.Fatalf("%s: exit %d\n%s", cmd, r.code, r.stderr)
		}
		if peak > 64<<20 {
			t.Errorf("%s of a task with a 30 KB word peaked at %d MB", cmd, peak>>20)
		}
	}
}

// TestRoutableTask: the router reads at most maxTaskBytes of a task, cut
// after a word, and no run of letters or digits over maxTaskWord; any other
// task is the same string, not a copy of it.
func TestRoutableTask(t *testing.T) {
	t.Parallel()
	short := "add a database migration for the orders table"
	if got := routableTask(short); got != short {
		t.Errorf("a short task changed: %q", got)
	}
	edge := strings.Repeat("b", maxTaskWord) + " deploy"
	if got := routableTask(edge); got != edge {
		t.Errorf("a run of exactly maxTaskWord was cut: %.40q", got)
	}
	long := "fix the " + strings.Repeat("ab1", 200) + " upload, then é" + strings.Repeat("é", 200) + "\n" + strings.Repeat("c", 300)
	if got := routableTask(long); got != "fix the   upload, then  \n " {
		t.Errorf("long runs: got %q", got)
	}
	words := strings.Repeat("release the payments service ", 2000) // 58 KB
	got := routableTask(words)
	if len(got) > maxTaskBytes || len(got) < maxTaskBytes-maxTaskWord || !strings.HasPrefix(words, got) || words[len(got)] != ' ' {
		t.Errorf("a 58 KB task: routed %d bytes ending %q, want at most %d cut after a word", len(got), got[max(0, len(got)-20):], maxTaskBytes)
	}
}

// TestLongBenchmarkWordBounded: a benchmark case's query is ranked as
// written (rankOnly does not cut it as routableTask does), so a 30 KB word
// there reached splitCompound, which stemmed each of its prefixes and
// suffixes and kept them in the stem memo (measured before the bound: a
// peak of 730 MB). The word is no compound and is no longer split.
func TestLongBenchmarkWordBounded(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	copyTree(t, filepath.Join("example", ".agents", ".engram"), filepath.Join(dir, "store", ".agents", ".engram"))
	cases := `{"version": 2, "cases": [{"id": "c1", "query": "` + strings.Repeat("ab", 15<<10) +
		` release the api", "expect": ["release-the-api"], "forbid": []}]}`
	if err := os.WriteFile(filepath.Join(dir, "cases.json"), []byte(cases), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, mode := range [][]string{{"--ranking"}, nil} {
		r, peak := runCLIPeak(t, dir, "", append([]string{"benchmark", "cases.json", "--workspace", "store"}, mode...)...)
		if r.code != 0 {
			t.Fatalf("benchmark %v: exit %d\n%s%s", mode, r.code, r.stdout, r.stderr)
		}
		if peak > 64<<20 {
			t.Errorf("benchmark %v of a case with a 30 KB word peaked at %d MB", mode, peak>>20)
		}
	}
}

// BenchmarkLongWordRank ranks a task of one 200 KB word the way a
// benchmark case is ranked, uncut: splitCompound's cost grew with the
// word's square (103 s before the bound, 0.15 s after).
func BenchmarkLongWordRank(b *testing.B) {
	n := 200 << 10
	v := openTestView(b, filepath.Join("example", ".agents", ".engram"))
	q := strings.Repeat("ab", n/2) + " release the api"
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		rankOnly(v.ri, q)
	}
}

// TestManyLoadIDsBounded: engram_load's id takes a list, and one line of
// 4 MiB holds 300,000 ids. Duplicates were found by scanning the ids so far
// (8,000 ids took 4.4 s, 300,000 would have held a CPU for hours) and the
// error named every missing id. Now the ids go through a map and the error
// names at most maxListed of them.
func TestManyLoadIDsBounded(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	ids := make([]string, 200000)
	for i := range ids {
		ids[i] = fmt.Sprintf("x-%d", i) // 2 MB in all, under the line limit
	}
	p := spawnMCP(t, ws, scratchEnv(t), "2025-06-18")
	done := make(chan testAnswer, 1)
	go func() {
		id, line := p.request("tools/call", map[string]any{"name": "engram_load", "arguments": map[string]any{"id": ids}})
		p.sendRaw(line)
		if !p.out.Scan() {
			close(done)
			return
		}
		var a testAnswer
		json.Unmarshal(p.out.Bytes(), &a)
		a.ID -= id // 0 when it answers this request
		done <- a
	}()
	select {
	case a, ok := <-done:
		if !ok || a.ID != 0 {
			t.Fatal("no answer to the request")
		}
		if len(a.Result) > 16<<10 || !strings.Contains(string(a.Result), fmt.Sprintf("and %d more", len(ids)-maxListed)) {
			t.Errorf("answer of %d bytes: %.300s", len(a.Result), a.Result)
		}
	case <-time.After(90 * time.Second):
		p.cmd.Process.Kill()
		t.Fatal("engram_load of 200,000 ids did not answer in 90 s")
	}
}

// TestLongQueryNotEchoed: engram_load, engram_route and engram_search read
// the first maxTaskBytes of a query, but answered the whole of it back in
// their data ("query"): a 3.6 MB task came back as 3.7 MB into the agent's
// context, and engram_search also stemmed every word of it for its reasons
// (16 s on a loaded machine). Each answer now echoes the query it read.
func TestLongQueryNotEchoed(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	words := make([]string, 120000)
	for i := range words {
		words[i] = fmt.Sprintf("word%d", i)
	}
	big := "release checklist " + strings.Join(words, " ")
	p := startMCP(t, ws, scratchEnv(t), version20251125)
	for _, tool := range []string{"engram_load", "engram_route", "engram_search"} {
		raw := p.mustCall("tools/call", map[string]any{"name": tool, "arguments": map[string]any{"query": big}})
		if len(raw) > 64<<10 || !strings.Contains(string(raw), `"query":"release checklist word0 word1`) {
			t.Errorf("%s answered %d bytes for a %d-byte query: %.200s", tool, len(raw), len(big), raw)
		}
	}
}
