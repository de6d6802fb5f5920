package main

import (
	"math"
	"testing"
)

// rerankRow is one task of one evaluation set for the study of a learned
// rerank (issue 16, stop 45, RETRIEVAL-LOG.md): each candidate of the
// ranking alone (rankOnly's order), whether the task expects it, and its
// features.
type rerankRow struct {
	Set      string          `json:"set"`
	ID       string          `json:"id"`
	Expected int             `json:"expected"`
	Fixed    bool            `json:"fixed"` // session start: the order is not the ranking's
	Cands    []rerankCandRow `json:"c"`
}

type rerankCandRow struct {
	Hit bool               `json:"y"`
	F   map[string]float64 `json:"f"`
}

// TestRerankFeaturesDump writes, for every task of the sets named in
// ENGRAM_RERANK_SETS (folders holding cases.json and store/), the ranking
// alone's candidates with their features, one JSON line a task, to
// ENGRAM_RERANK_FEATURES: the input of tools/rank/fit.py. It runs only
// when asked.
func TestRerankFeaturesDump(t *testing.T) {
	dumpStudyRows(t, "RERANK", func(v *storeView, set string, c benchCase) any {
		row := rerankRow{Set: set, ID: c.ID, Expected: len(c.Expect)}
		class := classifyTask(c.Query)
		var order []scored
		if class.kind == "session-start" {
			row.Fixed = true
			order = sessionStartMemories(v.ri)
		} else {
			ranked, qs := v.ri.rank(c.Query, class)
			order = clauseOrder(ranked)
			feats := rerankStudyFeatures(v.ri, c.Query, order, qs)
			for i, sc := range order {
				row.Cands = append(row.Cands, rerankCandRow{Hit: contains(c.Expect, sc.en.mem.id()), F: feats[i]})
			}
		}
		if row.Fixed {
			for _, sc := range order {
				row.Cands = append(row.Cands, rerankCandRow{Hit: contains(c.Expect, sc.en.mem.id())})
			}
		}
		return row
	})
}

// rerankStudyFeatures are the features of each candidate of order, scaled
// within the task (by the task's best value) so that stores and tasks of
// different sizes speak one scale.
func rerankStudyFeatures(ri *routeIndex, q string, order []scored, qs queryStats) []map[string]float64 {
	all := ri.expandQuery(q)
	qt := all[:0:0]
	for _, t := range all {
		if ri.df(t.stem) > 0 {
			qt = append(qt, t)
		}
	}
	area := ri.areaTerms(q)
	var maxScore, maxBase, maxOrd, maxEv, maxLen float64
	for _, s := range order {
		maxScore = math.Max(maxScore, s.score)
		maxBase = math.Max(maxBase, s.preFeedback())
		maxOrd = math.Max(maxOrd, s.score+s.lift)
		maxEv = math.Max(maxEv, s.evidence)
		maxLen = math.Max(maxLen, docLength(s.en.document()))
	}
	nz := func(x float64) float64 { return math.Max(x, 1e-9) }
	b2 := func(b bool) float64 {
		if b {
			return 1
		}
		return 0
	}
	out := make([]map[string]float64, len(order))
	for i, s := range order {
		d := s.en.document()
		f := map[string]float64{"pos": float64(i + 1), "rr": 1 / float64(i+1)}
		f["score"] = s.score / nz(maxScore)
		f["base"] = s.preFeedback() / nz(maxBase)
		f["ord"] = (s.score + s.lift) / nz(maxOrd)
		f["prf"] = (s.score - s.preFeedback()) / nz(maxScore)
		f["ev"] = s.evidence / nz(maxEv)
		f["cov"] = s.coverage
		f["worded"] = b2(s.worded)
		f["clausetop"] = b2(s.clauseTop)
		f["category"] = b2(namesCategory(s, qs))
		f["area"] = b2(area.lift(d) > 0)
		f["len"] = docLength(d) / nz(maxLen)
		rerankFieldFeatures(ri, qt, s, f)
		out[i] = f
	}
	return out
}

// rerankFieldFeatures adds, for each field, the information of the task's
// words the memory has there (each word at the weight of its best way of
// saying it in that field) over its whole evidence; the share matched
// literally; and the best IDF matched over the task's best.
func rerankFieldFeatures(ri *routeIndex, qt []queryTerm, s scored, f map[string]float64) {
	d := s.en.document()
	names := [numFields]string{"ftitle", "ftags", "fcontent", "frest"}
	var taskMax float64
	for _, t := range qt {
		for _, o := range t.origins {
			taskMax = math.Max(taskMax, ri.idfOrMax(o))
		}
	}
	for fl := range numFields {
		credit := map[string]float64{}
		for _, t := range qt {
			if d.count(fl, t.stem) > 0 {
				for _, o := range t.origins {
					credit[o] = math.Max(credit[o], t.weight)
				}
			}
		}
		var v float64
		for o, w := range credit {
			v += w * ri.idfOrMax(o)
		}
		f[names[fl]] = v / math.Max(s.evidence, 1e-9)
	}
	var lit, best float64
	for o, w := range s.credit {
		if w >= 1 {
			lit += ri.idfOrMax(o)
		}
		best = math.Max(best, w*ri.idfOrMax(o))
	}
	f["literal"] = lit / math.Max(s.evidence, 1e-9)
	f["bestidf"] = best / math.Max(taskMax, 1e-9)
	f["nmatched"] = float64(len(s.matched))
}

// docLength is a memory's words over its fields.
func docLength(d *document) float64 {
	var n float64
	for _, l := range d.length {
		n += float64(l)
	}
	return n
}
