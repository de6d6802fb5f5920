package main

import "os"

// Speed-up: feedback looks each of its terms up once, not once for each
// candidate it scores.
//
// Reference path: addFeedbackPlain (route_search.go) asks tfw(term) and
// idf(term) of every candidate for each of up to prfTerms terms: each a
// lookup in the process's term table under its lock, and idf a second
// one. At 10,000 memories that loop was 16 % of engram_load's CPU on
// genstore.py's store and 9 % on genStore's (perf63's profile, loaded
// machine). Here each term's id and idf are found once per load; a term
// no memory of the process holds adds nothing, as tfw's 0 does. The sum
// is taken in the same order with the same operations, so every score
// is the same float. ENGRAM_NO_CACHE=1 turns it off;
// TestFeedbackMatchesPlain holds it to the reference.
var feedbackFastOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// addFeedback is addFeedbackPlain with each term looked up once.
func (ri *routeIndex) addFeedback(out []scored, fbs []feedbackTerm, norm float64, nq int) {
	if !feedbackFastOn {
		ri.addFeedbackPlain(out, fbs, norm, nq)
		return
	}
	var ids [prfTerms]uint32
	var idfs [prfTerms]float64
	var known [prfTerms]bool
	for j, f := range fbs {
		ids[j], known[j] = lookupTerm(f.t)
		if known[j] {
			idfs[j] = ri.idf(f.t)
		}
	}
	for i := range out {
		out[i].base = out[i].score
		var add float64
		d := out[i].en.document()
		for j, f := range fbs {
			if !known[j] {
				continue
			}
			tfw := d.tfwID(ids[j], &ri.avgLen)
			if tfw > 0 {
				add += f.w / norm * idfs[j] * tfw * (bm25K1 + 1) / (tfw + bm25K1)
			}
		}
		out[i].score += prfWeight * float64(nq) * add
	}
}
