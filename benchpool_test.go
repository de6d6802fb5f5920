package main

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBenchmarkPool: --pool scores each set folder on its own store and pools
// the cases, one group per set, so a multi-project figure (issue 16's set B)
// is one command. The pooled rates are over cases, not a mean of the sets.
func TestBenchmarkPool(t *testing.T) {
	dir := t.TempDir()
	sets := map[string]string{
		// Both expected ids found, and an abstention that is right.
		"alpha": `{"version": 2, "cases": [
		 {"id": "a1", "query": "add a goose migration for a new table", "expect": ["add-postgres-migration", "expand-contract-migrations"], "forbid": []},
		 {"id": "a2", "query": "Train a sentiment classifier on support chat transcripts", "expect": [], "forbid": []}]}`,
		// An id no store has: never found.
		"beta": `{"version": 2, "cases": [
		 {"id": "b1", "query": "add a goose migration for a new table", "expect": ["no-such-memory"], "forbid": []}]}`,
	}
	for name, cases := range sets {
		writeTestStore(t, filepath.Join(dir, name, "store"), smallStore, `"backend"`)
		if err := os.WriteFile(filepath.Join(dir, name, "cases.json"), []byte(cases), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r := runCLI(t, dir, "", nil, "benchmark", "--pool", "alpha", "beta", "--json")
	if r.code != 0 {
		t.Fatalf("benchmark --pool exit %d: %s", r.code, r.stderr)
	}
	var env struct{ Data benchReport }
	if err := json.Unmarshal([]byte(r.stdout), &env); err != nil {
		t.Fatal(err)
	}
	rep := env.Data
	if rep.Cases != 3 || len(rep.Groups) != 2 || rep.Groups[0].Group != "alpha" || rep.Groups[1].Group != "beta" {
		t.Fatalf("pooled report: %d cases, groups %+v", rep.Cases, rep.Groups)
	}
	near := func(p *float64, want float64) bool { return p != nil && math.Abs(*p-want) < 1e-9 }
	if m := rep.Metrics; !near(m.Recall, 2.0/3) || !near(m.MRR, 0.5) || !near(m.ZeroCorrect, 1) {
		t.Errorf("pooled recall %v mrr %v zero %v; want 2/3, 1/2, 1", fmtRate(m.Recall), fmtRate(m.MRR), fmtRate(m.ZeroCorrect))
	}
	if !near(rep.Groups[0].Recall, 1) || !near(rep.Groups[1].Recall, 0) {
		t.Errorf("per-set recall alpha %v beta %v; want 1, 0", fmtRate(rep.Groups[0].Recall), fmtRate(rep.Groups[1].Recall))
	}
	for _, tc := range []struct {
		args       []string
		wantCode   int
		wantStderr string
		wantStdout string
	}{
		{[]string{"--pool", "alpha", "beta"}, 0, "", "beta "},
		{[]string{"--pool", "alpha", "beta", "--fail-under", "alpha.recall=1,zero=1"}, 0, "", "ALL"},
		{[]string{"--pool", "alpha", "beta", "--fail-under", "beta.recall=0.5"}, 1, "beta.recall 0.000 is below 0.500", ""},
		{[]string{"--pool"}, 2, "needs set folders", ""},
		{[]string{"--pool", "alpha", "--workspace", "alpha"}, 2, "drop --workspace", ""},
		{[]string{"--pool", "alpha", "gamma"}, exitNotFound, filepath.Join("gamma", "cases.json"), ""},
		{[]string{"alpha/cases.json", "beta/cases.json"}, 2, "one case file", ""},
	} {
		r := runCLI(t, dir, "", nil, append([]string{"benchmark"}, tc.args...)...)
		if r.code != tc.wantCode || !strings.Contains(r.stderr, tc.wantStderr) || !strings.Contains(r.stdout, tc.wantStdout) {
			t.Errorf("%v: exit %d, stderr %q, stdout %q", tc.args, r.code, r.stderr, r.stdout)
		}
	}
}
