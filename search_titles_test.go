package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A search with the words of one memory's title finds that memory in its
// first ten results even when twenty others hold two of the words in their
// titles and repeat the third in their bodies (BM25F ranks each of those
// above it), and a query of one word keeps the plain ranking.
func TestSearchFindsTitleLookup(t *testing.T) {
	ws := t.TempDir()
	runCLI(t, ws, "", nil, "init").expect(t, 0, nil, nil, "")
	write := func(id, title, body string) {
		data := "---\nid: " + id + "\nschema_version: 3\nscope: workspace\ntype: skill\n---\n\n# " + title + "\n\n## Content\n\n" + body
		if err := os.WriteFile(filepath.Join(storeDir(ws), "skills", id+".md"), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("order-dependency-9145", "Order dependency runbook", "- Keep the steps short.\n")
	for i := range 20 {
		write(fmt.Sprintf("order-dependency-%d", i), "Order dependency checklist",
			"- The runbook says the runbook order; follow the runbook before each release.\n")
	}
	runCLI(t, ws, "", nil, "rehash").expect(t, 0, nil, nil, "")
	for _, tc := range []struct {
		query string
		first bool // the titled memory is the first result
	}{
		{"runbook dependency order", true},
		{"Order dependency runbook", true},
		{"order-dependency runbook", true},
		{"runbook", false},
	} {
		r := runCLI(t, ws, "", nil, "search", tc.query)
		r.expect(t, 0, nil, nil, "")
		lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
		if len(lines) < 10 {
			t.Fatalf("search %q: %d results, want at least 10:\n%s", tc.query, len(lines), r.stdout)
		}
		got := strings.HasPrefix(lines[0], "1. order-dependency-9145 ")
		if got != tc.first {
			t.Errorf("search %q: titled memory first %v, want %v:\n%s", tc.query, got, tc.first, r.stdout)
		}
	}
}

// TestSearchOfCommonWordsSaysSo: 'engram search make', beside a memory whose
// title holds "make", said only "no memory matched" (the index leaves common
// words out), which reads as "no such memory". It now says why and what to
// do; a word no memory has still gets the plain line.
func TestSearchOfCommonWordsSaysSo(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	if r := spawnCLI(t, ws, "", nil, "init"); r.code != 0 {
		t.Fatalf("init: %+v", r)
	}
	if r := spawnCLI(t, ws, "", nil, "save", "--force", "Always run make test before committing"); r.code != 0 {
		t.Fatalf("save: %+v", r)
	}
	r := spawnCLI(t, ws, "", nil, "search", "make")
	if r.code != 0 || !strings.Contains(r.stdout, `leaves out common words, and "make" has only those; add a more specific word`) {
		t.Errorf("search make: %+v", r)
	}
	if r := spawnCLI(t, ws, "", nil, "search", "zebra"); r.code != 0 || r.stdout != "no memory matched\n" {
		t.Errorf("search zebra: %+v", r)
	}
	if r := spawnCLI(t, ws, "", nil, "search", "make test"); r.code != 0 || !strings.Contains(r.stdout, "1. always-run-make-test-before-committing") {
		t.Errorf("search make test: %+v", r)
	}
}
