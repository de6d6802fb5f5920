package main

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

// TestEmptyCoveredStudy prints, for every task of the sets in
// ENGRAM_EMPTY_SETS that expects a memory, that the route answers with
// nothing and whose ranking has an expected memory in its first five, which
// test of stage 5 refused (judge's reason, for the highest score's memory and
// the order's first) and the numbers it read: the evidence share, the
// covered ratio, and each unknown stem with its weight. Stop 51 (rec51a):
// the covered invented tasks answered with nothing, counted by cause before
// any change (RETRIEVAL-LOG.md, Abstention). It runs only when asked, and
// prints every such task: tune sets only, never a holdout.
func TestEmptyCoveredStudy(t *testing.T) {
	sets := os.Getenv("ENGRAM_EMPTY_SETS")
	if sets == "" {
		t.Skip("set ENGRAM_EMPTY_SETS")
	}
	forEachStudyCase(t, sets, func(v *storeView, set string, c benchCase) {
		if len(c.Expect) == 0 {
			return
		}
		limit := v.s.cfg.loadLimit
		if len(routeTask(v.s, v.ri, c.Query, limit).entries) > 0 {
			return
		}
		class := classifyTask(c.Query)
		ranked, qs := v.ri.rank(c.Query, class)
		if len(ranked) == 0 {
			fmt.Printf("%s\t%s\tNOCAND\t%q\n", set, c.ID, c.Query)
			return
		}
		rank := 0
		for i, sc := range clauseOrder(append([]scored(nil), ranked...)) {
			if contains(c.Expect, sc.en.mem.id()) && rank == 0 {
				rank = i + 1
			}
		}
		fmt.Printf("%s\t%s\trank=%d\t%q\n", set, c.ID, rank, c.Query)
		printEmptyJudgement(v, c, ranked, qs)
	})
}

// printEmptyJudgement prints judge's reason for both views and the unknown
// stems of the task with what each costs the share.
func printEmptyJudgement(v *storeView, c benchCase, ranked []scored, qs queryStats) {
	best := ranked[0]
	for _, r := range ranked {
		if r.base > best.base {
			best = r
		}
	}
	covered := coveredEvidence(ranked, best, qs)
	for _, view := range []scored{best, ranked[0]} {
		why := judge(view, best, covered, qs)
		if i := strings.Index(why, "(%s)"); i >= 0 {
			why = why[i+5:]
		}
		fmt.Printf("\tview=%s hit=%v base=%.2f ev=%.2f unk=%.2f share=%.2f known=%.2f covered=%.2f cat=%v worded=%v credit=%d why=%q\n",
			view.en.mem.id(), contains(c.Expect, view.en.mem.id()), view.preFeedback(), view.evidence, qs.unknown,
			view.evidence/math.Max(view.evidence+qs.unknown, 1e-9), qs.known, covered/math.Max(math.Min(qs.known, infoCap), 1e-9),
			namesCategory(view, qs), view.worded, len(view.credit), why)
	}
	var unk []string
	for _, at := range abstainTerms(v.ri, c.Query, ranked, best) {
		if at.Kind == "unknown" {
			unk = append(unk, fmt.Sprintf("%s(%.1f,syn%.1f,ev%v)", at.Stem, at.IDF*(1-at.Syn)*v.ri.absenceWeight(), at.Syn, at.Everyday))
		}
	}
	fmt.Printf("\tunknown: %s\n", strings.Join(unk, " "))
}
