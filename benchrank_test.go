package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBenchmarkRanking: --ranking scores the ranking alone (rankOnly), so a
// task the router abstains on still counts when its memory ranks first, and
// the ranking's quality can be measured apart from abstention (issue 16).
func TestBenchmarkRanking(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	copyTree(t, filepath.Join("testdata", "eval", "wardline", "store"), filepath.Join(dir, "store"))
	v := openTestView(t, filepath.Join(dir, "store"))
	// The route abstains on this task and names its closest memory; the
	// ranking alone puts that memory first.
	q := "Rename the nurse badge printer queue on the Windows print server"
	res := routeTask(v.s, v.ri, q, 8)
	if len(res.entries) != 0 || len(res.closest) == 0 {
		t.Fatalf("route %q: %d entries, %d closest; want an abstention naming its closest", q, len(res.entries), len(res.closest))
	}
	if top := rankOnly(v.ri, q); len(top) == 0 || top[0].en != res.closest[0] {
		t.Fatalf("ranking of %q does not start with the closest card %s", q, res.closest[0].mem.id())
	}
	cases := fmt.Sprintf(`{"version": 2, "cases": [
	 {"id": "c1", "query": %q, "expect": [%q], "forbid": []},
	 {"id": "c2", "query": "Train a sentiment classifier on support chat transcripts", "expect": [], "forbid": []}]}`,
		q, res.closest[0].mem.id())
	if err := os.WriteFile(filepath.Join(dir, "cases.json"), []byte(cases), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args                []string
		wantRecall, wantMRR float64
	}{
		{[]string{"cases.json", "--workspace", "store"}, 0, 0},
		{[]string{"cases.json", "--workspace", "store", "--ranking"}, 1, 1},
	} {
		r := runCLI(t, dir, "", nil, append([]string{"benchmark", "--json"}, tc.args...)...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.args, r.code, r.stderr)
		}
		var env struct{ Data benchReport }
		if err := json.Unmarshal([]byte(r.stdout), &env); err != nil {
			t.Fatal(err)
		}
		m := env.Data.Metrics
		if m.Recall == nil || *m.Recall != tc.wantRecall || m.MRR == nil || *m.MRR != tc.wantMRR {
			t.Errorf("%v: recall %s MRR %s, want %.3f %.3f", tc.args, fmtRate(m.Recall), fmtRate(m.MRR), tc.wantRecall, tc.wantMRR)
		}
	}
}

// TestBenchmarkRankingSaysWhatItScored: --ranking's text said "the routed
// load order cut to k", and it counted as dependency failures the
// prerequisites a ranking never adds, over its whole list (477 on
// wardline), so '--fail-under deps=0' failed a ranking that was as it
// should be. Its header names the ranking, its deps are not counted, and
// the route's report is as it was.
func TestBenchmarkRankingSaysWhatItScored(t *testing.T) {
	t.Parallel()
	set := filepath.Join("testdata", "eval", "wardline")
	args := []string{"benchmark", filepath.Join(set, "cases.json"), "--workspace", filepath.Join(set, "store"), "--fail-under", "deps=0"}
	r := runCLI(t, ".", "", nil, append(args, "--ranking")...)
	if r.code != 0 || !strings.Contains(r.stdout, "(the ranking alone, no abstention and no prerequisites, cut to k)") {
		t.Errorf("--ranking: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = runCLI(t, ".", "", nil, append(args, "--ranking", "--json")...)
	var env struct{ Data benchReport }
	if err := json.Unmarshal([]byte(r.stdout), &env); err != nil || !env.Data.Ranking || env.Data.Metrics.DependencyFailures != 0 {
		t.Errorf("--ranking --json: ranking %v, deps %d (%v)", env.Data.Ranking, env.Data.Metrics.DependencyFailures, err)
	}
	r = runCLI(t, ".", "", nil, args...)
	if r.code != 0 || !strings.Contains(r.stdout, "(the routed load order cut to k)") {
		t.Errorf("the route: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}
