package main

import (
	"strings"
	"testing"
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
