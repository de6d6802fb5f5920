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
		{[]string{"--pool", "alpha", "gamma"}, exitNotFound, "no set folder " + filepath.Join(dir, "gamma"), ""},
		{[]string{"alpha/cases.json", "beta/cases.json"}, 2, "one case file", ""},
	} {
		r := runCLI(t, dir, "", nil, append([]string{"benchmark"}, tc.args...)...)
		if r.code != tc.wantCode || !strings.Contains(r.stderr, tc.wantStderr) || !strings.Contains(r.stdout, tc.wantStdout) {
			t.Errorf("%v: exit %d, stderr %q, stdout %q", tc.args, r.code, r.stderr, r.stdout)
		}
	}
}

// TestBenchmarkSaysWhatItReads: a case file or set folder benchmark cannot
// use, and a --fail-under bar it cannot hold, name what is wrong and what it
// accepts. A missing file said "reading cases: open …: no such file or
// directory" and nothing more, a set folder given without --pool the same, a
// bar for a group no case has was "benchmark below the bar" (exit 1) with a
// hint about --baseline, and recall=80 failed every run.
func TestBenchmarkSaysWhatItReads(t *testing.T) {
	dir := t.TempDir()
	writeTestStore(t, filepath.Join(dir, "alpha", "store"), smallStore, `"backend"`)
	cases := `{"version": 2, "cases": [{"id": "a1", "query": "add a goose migration for a new table", "expect": ["add-postgres-migration"], "forbid": []}]}`
	if err := os.WriteFile(filepath.Join(dir, "alpha", "cases.json"), []byte(cases), 0o644); err != nil {
		t.Fatal(err)
	}
	os.MkdirAll(filepath.Join(dir, "nostore"), 0o755)
	os.WriteFile(filepath.Join(dir, "nostore", "cases.json"), []byte(cases), 0o644)
	for _, tc := range []struct {
		args   []string
		code   int
		stderr []string
	}{
		{[]string{"missing.json"}, exitNotFound, []string{"no case file at " + filepath.Join(dir, "missing.json"), `hint: a case file is JSON: {"version": 2, "cases"`, "--pool DIR"}},
		{[]string{"alpha"}, exitUsage, []string{filepath.Join(dir, "alpha") + " is a folder, not a case file", "engram benchmark --pool " + filepath.Join(dir, "alpha")}},
		{[]string{"--pool", filepath.Join("alpha", "cases.json")}, exitUsage, []string{"is a file, not a set folder", "engram benchmark " + filepath.Join(dir, "alpha", "cases.json")}},
		{[]string{"--pool", "nostore"}, exitNotFound, []string{"nostore holds no store/", "cases.json and store/"}},
		{[]string{"--pool", "alpha", "--fail-under", "nosuch.recall=0.5"}, exitUsage, []string{`no case is in group "nosuch"`, "groups here: alpha"}},
		{[]string{"--pool", "alpha", "--fail-under", "nosuch.recall"}, exitUsage, []string{`"nosuch.recall" is not [group.]metric=value: it has no =value`}},
		{[]string{"--pool", "alpha", "--fail-under", "recall=high"}, exitUsage, []string{`"high" is not a number`}},
		{[]string{"--pool", "alpha", "--fail-under", "recall=80"}, exitUsage, []string{"recall is a fraction from 0 to 1", "recall=0.80, not 80"}},
		{[]string{"--pool", "alpha", "--fail-under", "alpha.mrr=1.5"}, exitUsage, []string{"mrr is a fraction from 0 to 1", "alpha.mrr=0.80"}},
		{[]string{"--pool", "alpha", "--fail-under", "tokens=-5"}, exitUsage, []string{"tokens is a count, at least 0"}},
		{[]string{"--pool", "alpha", "--fail-under", "recall=NaN"}, exitUsage, []string{"recall is a fraction from 0 to 1", "recall=0.80"}},
		{[]string{"--verdicts", "missing.txt", "--fail-under", "accuracy=85"}, exitUsage, []string{"accuracy is a fraction from 0 to 1", "accuracy=0.85, not 85"}},
		{[]string{"--verdicts", "missing.txt", "--fail-under", "accuracy=-0.5"}, exitUsage, []string{"accuracy is a fraction from 0 to 1"}},
		{[]string{"--verdicts", "missing.txt", "--fail-under", "destructive=-1"}, exitUsage, []string{"destructive is a count, at least 0", "destructive=0"}},
		{[]string{"--verdicts", "missing.txt", "--fail-under", "found=nan"}, exitUsage, []string{"found is a fraction from 0 to 1"}},
		{[]string{"--verdicts", "missing.txt"}, exitNotFound, []string{"no verdict case file at " + filepath.Join(dir, "missing.txt"), "testdata/verdicts"}},
	} {
		r := spawnCLI(t, dir, "", nil, append([]string{"benchmark"}, tc.args...)...)
		for _, want := range tc.stderr {
			if r.code != tc.code || !strings.Contains(r.stderr, want) {
				t.Errorf("benchmark %v: exit %d, want %d and %q in stderr:\n%s", tc.args, r.code, tc.code, want, r.stderr)
				break
			}
		}
	}
}
