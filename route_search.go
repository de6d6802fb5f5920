package main

// Ranking for the router (route.go): BM25F over the index's postings, then
// pseudo-relevance feedback and the evidence each candidate matched.

import (
	"math"
	"sort"
)

// scored is one ranked memory with the evidence behind its score.
type scored struct {
	en        *entry
	score     float64
	matched   []string           // query stems that matched directly, by synonym, phrase or acronym
	coverage  float64            // share of the query's information this memory matches
	evidence  float64            // the information it matches, in IDF units
	reason    string             // why it was selected (explain)
	credit    map[string]float64 // query stem → weight of its best match here
	base      float64            // score before feedback
	clauseTop bool               // the best memory of one of the task's clauses (markClauseTops)
	worded    bool               // it matches a task word itself, or a term in one sense (queryTerm.sensed)
	lift      float64            // what the order score adds to score (orderK1, sortScored)
	place     int                // 1 + its place among the memories the task reached; 0: in the route only as another's prerequisite (withPrerequisites)
}

// searchDepth is how many of the best-scoring memories search returns with
// their evidence: more than any load limit and relative cut can use, and
// few enough that a 10,000-memory store stays well inside 2 ms.
const searchDepth = 64

// search ranks the visible memories that share evidence with the query and
// returns the best searchDepth of them, best first.
func (ri *routeIndex) search(q string) []scored {
	out, _ := ri.searchStats(q)
	return out
}

// searchStats is search and the query's information, computed from one
// expansion of the query.
func (ri *routeIndex) searchStats(q string) ([]scored, queryStats) {
	return ri.searchRanked(q, nil)
}

// searchRanked is searchStats that also ranks the documents of first (a
// lookup's title holders, search_titles.go) among the candidates and puts
// them before the others, each part in the order of its keys.
func (ri *routeIndex) searchRanked(q string, first []int) ([]scored, queryStats) {
	all := ri.expandQuery(q)
	qs := ri.queryStatsOf(q, all)
	qs.expanded = all
	// Only terms some memory contains can score or explain a match.
	qt := all[:0:0]
	for _, t := range all {
		if ri.df(t.stem) > 0 {
			qt = append(qt, t)
		}
	}
	sc, _ := ri.scratch.Get().(*searchScratch)
	if sc == nil || len(sc.acc) != len(ri.docs) {
		sc = &searchScratch{acc: make([]float64, len(ri.docs)), best: make([]float64, len(ri.docs)), sum: make([]float64, len(ri.docs)), found: make([]bool, len(ri.docs))}
	}
	defer ri.scratch.Put(sc)
	acc, touched := sc.acc, sc.touched[:0]
	defer func() {
		for _, d := range touched {
			acc[d] = 0
			sc.found[d] = false
		}
		sc.touched = touched[:0]
	}()
	for _, g := range termGroups(qt) {
		ri.accumulateGroup(g, sc, &touched)
	}
	top := topDocs(acc, sc.found, touched, searchDepth)
	top, lead := withFirst(top, topDocs(acc, sc.found, first, searchDepth), ri.docs)
	info := qs.info
	sides := contrastSides(all)
	out := make([]scored, 0, len(top))
	groups := termGroups(qt)
	orderGroups := nameWordsDiscounted(groups, nameOnlyWords(q))
	orderIDFs := ri.orderIDFs(orderGroups)
	area := ri.areaTerms(q)
	for _, d := range top {
		s := scored{en: ri.docs[d], score: acc[d]}
		ri.explainMatch(&s, qt, info)
		penalty := 1.0
		if ri.contradicts(s.en, sides) {
			penalty = contrastPenalty
		}
		s.score *= penalty
		s.lift = penalty*ri.orderScore(s.en.document(), orderGroups, orderIDFs) - s.score + area.lift(s.en.document())
		out = append(out, s)
	}
	sortScored(out)
	ri.feedback(out, qt)
	if len(lead) > 0 {
		sort.SliceStable(out, func(i, j int) bool { return lead[out[i].en] && !lead[out[j].en] })
	}
	return out, qs
}

// Pseudo-relevance feedback (see feedback): the top prfDocs memories give
// at most prfTerms terms that at least prfMinDocs of them share; together
// they weigh prfWeight of the task's own words.
const (
	prfDocs    = 3
	prfTerms   = 10
	prfWeight  = 0.1
	prfMinDocs = 2
)

// feedback reorders the candidates by the words their best few share: the
// strongest terms of the top prfDocs memories (IDF-weighted, by score) that
// the task did not say are added with a small weight, so that a memory
// using the store's own words for the task's topic ("JPY", "exponent" for
// "yen amount") rises among memories that already matched. It only
// reorders candidates; evidence and abstention are unchanged.
func (ri *routeIndex) feedback(out []scored, qt []queryTerm) {
	if len(out) < 2 {
		return
	}
	inQuery := map[string]bool{}
	nq := 0
	for _, t := range qt {
		inQuery[t.stem] = true
		if t.weight == 1 {
			nq++
		}
	}
	m := prfDocs
	if m > len(out) {
		m = len(out)
	}
	var total float64
	for _, s := range out[:m] {
		total += s.score
	}
	weight := map[string]float64{}
	docs := map[string]int{}
	for _, s := range out[:m] {
		terms := map[string]float64{}
		var sum float64
		for f := fieldTitle; f <= fieldContent; f++ {
			fs := s.en.document().field(f)
			for i := range fs.len() {
				t := termString(fs.at(i).id)
				if inQuery[t] || terms[t] > 0 || isCompound(t) || conceptOnlyPhrase(t) {
					continue
				}
				terms[t] = ri.idf(t)
				sum += terms[t]
			}
		}
		for t, w := range terms {
			weight[t] += w / sum * s.score / total
			docs[t]++
		}
	}
	var fbs []feedbackTerm
	for t, w := range weight {
		if docs[t] >= prfMinDocs {
			fbs = append(fbs, feedbackTerm{t, w})
		}
	}
	if len(fbs) == 0 {
		return
	}
	sort.Slice(fbs, func(i, j int) bool {
		if fbs[i].w != fbs[j].w {
			return fbs[i].w > fbs[j].w
		}
		return fbs[i].t < fbs[j].t
	})
	if len(fbs) > prfTerms {
		fbs = fbs[:prfTerms]
	}
	var norm float64
	for _, f := range fbs {
		norm += f.w
	}
	ri.addFeedback(out, fbs, norm, nq) // perf_feedback.go
	sortScored(out)
}

// feedbackTerm is a term feedback adds, with its weight.
type feedbackTerm struct {
	t string
	w float64
}

// addFeedbackPlain adds to each candidate's score its feedback terms'
// BM25 share, norm their weights' sum, nq the task's own words.
func (ri *routeIndex) addFeedbackPlain(out []scored, fbs []feedbackTerm, norm float64, nq int) {
	for i := range out {
		out[i].base = out[i].score
		var add float64
		for _, f := range fbs {
			tfw := out[i].en.document().tfw(f.t, &ri.avgLen)
			if tfw > 0 {
				add += f.w / norm * ri.idf(f.t) * tfw * (bm25K1 + 1) / (tfw + bm25K1)
			}
		}
		out[i].score += prfWeight * float64(nq) * add
	}
}

// topDocs selects the n best documents by insertion into a short sorted
// list: most documents fail the first comparison. The order is the one
// sortScored gives them: a document a term with an origin found (found[d];
// the task's words or another way of saying one that is evidence) before
// one only a reorder-only expansion reached, then the higher accumulated
// score. By raw score alone a memory only a tool's concept or a derived
// form reached could take one of the searchDepth places from a memory the
// task's words found, which every later stage would then never see.
func topDocs(acc []float64, found []bool, touched []int, n int) []int {
	before := func(a, b int) bool {
		if found[a] != found[b] {
			return found[a]
		}
		return acc[a] > acc[b]
	}
	var top []int
	for _, d := range touched {
		if len(top) == n && !before(d, top[n-1]) {
			continue
		}
		i := sort.Search(len(top), func(i int) bool { return before(d, top[i]) })
		if len(top) < n {
			top = append(top, 0)
		}
		copy(top[i+1:], top[i:len(top)-1])
		top[i] = d
	}
	return top
}

// explainMatch records which query stems a memory matched (directly, by
// synonym, phrase or acronym) and the evidence: the information of those
// stems, each at the weight of its best match.
func (ri *routeIndex) explainMatch(s *scored, qt []queryTerm, info float64) {
	credit := map[string]float64{}
	for _, t := range qt {
		if !s.en.document().has(t.stem) {
			continue
		}
		if t.weight == 1 || t.sensed {
			s.worded = true
		}
		for _, o := range t.origins {
			credit[o] = math.Max(credit[o], t.weight)
		}
	}
	s.credit = credit
	for o, w := range credit {
		s.matched = append(s.matched, o)
		s.evidence += w * ri.idfOrMax(o)
	}
	sort.Strings(s.matched)
	if info > 0 {
		s.coverage = s.evidence / info
	}
}

// restOfGroup is what the other ways of saying one task word add to a
// memory's best way (termGroups): a memory that says "test" and "spec" is
// more about testing than one that says only "test", but it has matched one
// word of the task, and a memory matching two of the task's words should
// not fall behind it. 1 is the plain sum of every term; 0 counts the best
// alone (RETRIEVAL-LOG.md, Scoring: measured from 0 to 1).
const restOfGroup = 0.75

// accumulateGroup adds one term group's score to each memory that has any
// of its terms: the best term's score and restOfGroup of the others'.
func (ri *routeIndex) accumulateGroup(g []queryTerm, sc *searchScratch, touched *[]int) {
	acc := sc.acc
	if len(g) == 1 {
		t := g[0]
		idf := ri.idf(t.stem)
		evidence := len(t.origins) > 0
		id, ps := ri.termPostings(t.stem)
		ws := ri.termWeights(id, ps)
		for i, p := range ps {
			d, w := ri.doc(p), float64(ws[i])
			if acc[d] == 0 {
				*touched = append(*touched, d)
			}
			acc[d] += t.weight * idf * w * (bm25K1 + 1) / (w + bm25K1)
			if evidence {
				sc.found[d] = true
			}
		}
		return
	}
	best, sum, bt := sc.best, sc.sum, sc.bestTouched[:0]
	for _, t := range g {
		idf := ri.idf(t.stem)
		evidence := len(t.origins) > 0
		id, ps := ri.termPostings(t.stem)
		ws := ri.termWeights(id, ps)
		for i, p := range ps {
			d, w := ri.doc(p), float64(ws[i])
			v := t.weight * idf * w * (bm25K1 + 1) / (w + bm25K1)
			if evidence {
				sc.found[d] = true
			}
			if sum[d] == 0 {
				bt = append(bt, d)
			}
			best[d] = math.Max(best[d], v)
			sum[d] += v
		}
	}
	for _, d := range bt {
		if acc[d] == 0 {
			*touched = append(*touched, d)
		}
		acc[d] += best[d] + restOfGroup*(sum[d]-best[d])
		best[d], sum[d] = 0, 0
	}
	sc.bestTouched = bt[:0]
}

// termGroups gathers the query terms by group (queryTerm.group), in the
// order each group first appears.
func termGroups(qt []queryTerm) [][]queryTerm {
	at := make(map[string]int, len(qt))
	var out [][]queryTerm
	for _, t := range qt {
		g := t.group
		if g == "" {
			g = t.stem
		}
		if i, ok := at[g]; ok {
			out[i] = append(out[i], t)
			continue
		}
		at[g] = len(out)
		out = append(out, []queryTerm{t})
	}
	return out
}

// groupScore is a document's score on grouped query terms, as search
// accumulates it.
func (ri *routeIndex) groupScore(d *document, groups [][]queryTerm) float64 {
	return ri.groupScoreWith(d, groups, bm25K1, nil)
}

// orderScore is a document's score for the order of the first five
// (sortScored): the weaker saturation (orderK1), each term at its order IDF
// (idfs, from orderIDFs).
func (ri *routeIndex) orderScore(d *document, groups [][]queryTerm, idfs [][]float64) float64 {
	return ri.groupScoreWith(d, groups, orderK1, idfs)
}

// groupScoreWith is groupScore with saturation k1 and, when idfs is not
// nil, idfs[i][j] as the IDF of groups[i][j].
func (ri *routeIndex) groupScoreWith(d *document, groups [][]queryTerm, k1 float64, idfs [][]float64) float64 {
	var score float64
	for i, g := range groups {
		var best, sum float64
		for j, t := range g {
			if w := d.tfw(t.stem, &ri.avgLen); w > 0 {
				var idf float64
				if idfs != nil {
					idf = idfs[i][j]
				} else {
					idf = ri.idf(t.stem)
				}
				v := t.weight * idf * w * (k1 + 1) / (w + k1)
				best = math.Max(best, v)
				sum += v
			}
		}
		score += best + restOfGroup*(sum-best)
	}
	return score
}

// orderIDFs are the IDFs the terms of groups order the first five with. Another way of
// saying a task word (its synonym, a lexicon entry, a derived form) stands
// for that word: the information it adds is the word's, and abstention's
// evidence already counts it at the word's IDF (explainMatch). At its own
// IDF a synonym the store rarely writes outweighs the word itself: "spec"
// (a synonym of test) in one memory's id ordered it above the memories
// that say "tests" throughout (TestSynonymOrdersAtItsWord). The order IDF
// is the geometric mean of its own and the lower of its own and the
// word's. The word's alone (the minimum) was measured too: larger gains
// and two sets losing more than 0.02 (RETRIEVAL-LOG.md, Scoring). A word the
// store lacks caps nothing (its IDF is the highest), so a synonym standing
// in for it keeps its own. The score is unchanged: which memories match,
// and whether the router answers, stay as they were.
func (ri *routeIndex) orderIDFs(groups [][]queryTerm) [][]float64 {
	out := make([][]float64, len(groups))
	for i, g := range groups {
		out[i] = make([]float64, len(g))
		for j, t := range g {
			out[i][j] = ri.orderIDF(t)
		}
	}
	return out
}

// orderIDF is one term's order IDF (orderIDFs).
func (ri *routeIndex) orderIDF(t queryTerm) float64 {
	idf := ri.idf(t.stem)
	if t.group == "" || t.group == t.stem || ri.df(t.group) == 0 {
		return idf
	}
	return math.Sqrt(idf * math.Min(idf, ri.idf(t.group)))
}

// The order of the first few (orderHead) is decided with a weaker
// saturation (orderK1) than the score that chose them (bm25K1): which
// memories match the task is a question of presence, and the saturated
// score answers it (abstention's floors and dominance read that score);
// which of them is most about the task is a question of how much each says
// the task's words, and a memory about testing says "test" in its title,
// tags and every bullet where a neighbour says it once. Applied to the whole
// ranking the weaker saturation also lifts memories that repeat one generic
// word past the fifth place; within the first five it only orders them
// (RETRIEVAL.md, Scoring).
const (
	orderK1   = 2.0
	orderHead = 5
)

// sortScored orders candidates by score, then the first orderHead of them
// by their order score (score + lift).
func sortScored(out []scored) {
	sort.Slice(out, func(i, j int) bool { return scoredBefore(out[i], out[j], out[i].score, out[j].score) })
	head := out[:min(orderHead, len(out))]
	sort.Slice(head, func(i, j int) bool {
		return scoredBefore(head[i], head[j], head[i].score+head[i].lift, head[j].score+head[j].lift)
	})
}

// scoredBefore: a memory the task's words found (it matched one, or another
// way of saying one that is evidence) before one that only a reorder-only
// expansion reached (a named tool's concept, a WordNet derived form, an
// implied direction: no origin, so nothing matched); then the higher key
// first; on a tie workspace memories, then ids. Such an expansion still
// fills the places the task's words leave empty ("Fix typo in
// CONTRIBUTING.md"), but it only reorders what they found and never puts
// its memory ahead of theirs (RETRIEVAL.md, Scoring).
func scoredBefore(a, b scored, ka, kb float64) bool {
	if fa, fb := len(a.matched) > 0, len(b.matched) > 0; fa != fb {
		return fa
	}
	if ka != kb {
		return ka > kb
	}
	if a.en.root.scope != b.en.root.scope {
		return a.en.root.scope == scopeWorkspace
	}
	return a.en.mem.id() < b.en.mem.id()
}

// nameWordOrder is what a word the task writes only inside a camelCase name
// (nameOnlyWords: `IsBranch`, `ZaiModel`) weighs in the order of the first
// five, against a word it writes on its own: the name says which code the
// change touches, and a memory that says "branch" or "model" in its prose
// is usually about another sense of the word (a git branch). It still
// counts whole in the score, so whether a memory matches, and whether the
// router answers, do not change (a test's name, `TestHead_...`, still
// finds the testing rule). Half, chosen before measuring; RETRIEVAL.md,
// Scoring.
const nameWordOrder = 0.5

// nameWordsDiscounted is groups with the terms of each name-only word
// (and its other ways of saying it) at nameWordOrder of their weight;
// groups itself when the task has none.
func nameWordsDiscounted(groups [][]queryTerm, nameOnly map[string]bool) [][]queryTerm {
	if len(nameOnly) == 0 {
		return groups
	}
	out := make([][]queryTerm, len(groups))
	for i, g := range groups {
		out[i] = g
		key := g[0].group
		if key == "" {
			key = g[0].stem
		}
		if !nameOnly[key] {
			continue
		}
		out[i] = append([]queryTerm(nil), g...)
		for j := range out[i] {
			out[i][j].weight *= nameWordOrder
		}
	}
	return out
}

// areaTerm is one word of a title's area prefix that the store has, with
// its id and IDF.
type areaTerm struct {
	id  uint32
	idf float64
}

type areaTerms []areaTerm

// titleArea is a title's leading area and scope: "server:", "common/constants:",
// "perf(remote):", "chore(deps)!:", "[ci] docs:". The area may be a path;
// one that is a word may be a change type (titlePrefixWords). A gitmoji
// before it or its tag ("🐛 fix(proxy):", "♻️ refactor:", "📒docs:",
// ":sparkles: feat:") is the same change type drawn as a picture, a
// convention many projects title with (gitmoji.dev): without it skipped the
// title read as prose, its area and type lost. One space may stand before
// the colon ("docs : fix the example"), as French typography writes it, and
// the colon may be the full-width one Chinese and Japanese text uses, with
// no space after it ("docs：修正示例").
var titleArea = lazyRegexp(`^\s*(?:` + gitmoji + `\s*)?(?:\[[^\]]*\]\s*)?(?:` + gitmoji + `\s*)?([A-Za-z][\w./-]*)(?:\(([^)]*)\))?!?(?:[ \t]?:\s|：)`)

// gitmoji is a run of emoji (symbols, their modifiers, the variation
// selector and the zero-width joiner) or of :shortcode:s.
const gitmoji = `(?:[\p{So}\p{Sk}\x{FE0F}\x{200D}]|:[a-z0-9_+-]+:)+`

// ticketID is an issue tracker's key ("GH-49237", "KTOR-8123"): a title
// that begins "GH-49237: [C++] ..." names its ticket there, not an area.
var ticketID = lazyRegexp(`^[A-Za-z]+-[0-9]+$`)

// areaTerms are the stems of a task's title area ("page:", "tsdb/wlog:")
// that the store has. The author of a pull-request title names there the
// part of the project the change is in; a memory whose title or tags name
// that part is about it, where one that mentions it in its body only
// touches it (RETRIEVAL.md, Scoring). A ticket key in that place is no
// area: read as one, "GH-" lifted the memory whose tags say "gh-token"
// (the merge script's) into the first five of every such title.
func (ri *routeIndex) areaTerms(q string) areaTerms {
	m := titleArea().FindStringSubmatch(titleHead(q))
	if m == nil || ticketID().MatchString(m[1]) {
		return nil
	}
	var out areaTerms
	for _, t := range terms(m[1] + " " + m[2]) {
		id, ok := lookupTerm(t)
		if ok && ri.df(t) > 0 {
			out = append(out, areaTerm{id: id, idf: ri.idf(t)})
		}
	}
	return out
}

// lift is what a memory's order score gains from the task's area: each area
// word its title or tags carry counts once more at its IDF. It orders the
// first five only (sortScored): whether a memory matches, and whether the
// router answers, stay with the score.
func (a areaTerms) lift(d *document) float64 {
	var v float64
	for _, t := range a {
		if d.countID(fieldTitle, t.id) > 0 || d.countID(fieldTags, t.id) > 0 {
			v += t.idf
		}
	}
	return v
}
