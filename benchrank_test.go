package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
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
