package main

import (
	"encoding/json"

	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBM25FSweep scores the ranking alone (benchmark --ranking) on the sets
// named in ENGRAM_BMF_SETS (name=dir,...) under every setting of the
// grid below, one JSON line per setting and set, into ENGRAM_BMF_OUT;
// tools/rank/bm25f_lopo.py chooses leave-one-set-out from those lines. It
// runs only when both are set (RETRIEVAL-LOG.md, Scoring, stop 50). Run it
// with ENGRAM_NO_CACHE=1: a cached index keeps the weights it was built with.
func TestBM25FSweep(t *testing.T) {
	sets, out := os.Getenv("ENGRAM_BMF_SETS"), os.Getenv("ENGRAM_BMF_OUT")
	if sets == "" || out == "" {
		t.Skip("ENGRAM_BMF_SETS and ENGRAM_BMF_OUT unset")
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	saved, k1, b := fieldWeights, bm25K1, bm25B
	defer func() { fieldWeights, bm25K1, bm25B = saved, k1, b }()
	enc := json.NewEncoder(f)
	for _, g := range bm25fGrid() {
		fieldWeights = [numFields]float64{g[2], g[3], 1.0, g[4]}
		bm25K1, bm25B = g[0], g[1]
		for _, nd := range strings.Split(sets, ",") {
			name, dir, _ := strings.Cut(nd, "=")
			m := bm25fScore(t, dir)
			if err := enc.Encode(map[string]any{"set": name, "k1": g[0], "b": g[1],
				"title": g[2], "tags": g[3], "rest": g[4], "recall": m.Recall, "mrr": m.MRR}); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// bm25fGrid is every setting swept: k1, b and the title's and tags'
// weights around the current ones. The content weighs 1 and the other
// sections 0.4: the first passes found that 0.2-0.7 moves nothing on these
// stores (RETRIEVAL-LOG.md, Scoring).
func bm25fGrid() [][5]float64 {
	var out [][5]float64
	for _, k1 := range []float64{1.2, 1.5, 1.0} {
		for _, b := range []float64{0.6, 0.45, 0.75} {
			for _, ti := range []float64{2.0, 1.5, 2.5} {
				for _, ta := range []float64{2.5, 2.0, 3.0} {
					out = append(out, [5]float64{k1, b, ti, ta, 0.4})
				}
			}
		}
	}
	return out
}

// bm25fScore is one set's ranking-alone figures under the current weights:
// a fresh view, so that the index's norms and weights are built with them.
func bm25fScore(t *testing.T, dir string) benchMetrics {
	cases, err := readBenchCases(filepath.Join(dir, "cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	v := openTestView(t, filepath.Join(dir, "store"))
	rep := scoreCases(v, cases, 5, true)
	if rep.Metrics.Recall == nil || rep.Metrics.MRR == nil {
		t.Fatalf("%s: no covered task", dir)
	}
	return rep.Metrics
}
