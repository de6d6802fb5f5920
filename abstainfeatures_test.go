package main

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// abstainRow is one task of one evaluation set: the features the router
// has when it decides whether to answer, the route's hits when it answers,
// and what the task expects.
type abstainRow struct {
	Set      string             `json:"set"`
	ID       string             `json:"id"`
	Expected int                `json:"expected"`
	Answered bool               `json:"answered"`
	Hits     int                `json:"hits"`
	RR       float64            `json:"rr"`
	RankHit  bool               `json:"rank_hit"`
	Rank     int                `json:"rank"` // of the first expected memory in the whole ranking; 0: not among the candidates
	CurHits  int                `json:"cur_hits"`
	CurRR    float64            `json:"cur_rr"`
	Fixed    bool               `json:"fixed"` // the decision does not apply (session start, nothing ranked)
	F        map[string]float64 `json:"f"`
	// T: each distinct stem of the task as the decision weighs it
	// (abstainTerms), for variants of the evidence share.
	T []abstainTerm `json:"t,omitempty"`
}

// abstainTerm is one distinct stem of a task: how many memories have it,
// its IDF (idfOrMax), how the information counts it (kind: "known",
// "unknown", or "neutral" for a code name, number or everyday word the
// store lacks), the weight at which the store has it through a synonym,
// whether general English uses it every day, and the best memory's credit
// for it and the best credit among the memories over the relative floor.
type abstainTerm struct {
	Stem     string  `json:"s"`
	DF       int     `json:"df"`
	IDF      float64 `json:"idf"`
	Kind     string  `json:"k"`
	Syn      float64 `json:"syn"`
	Everyday bool    `json:"ev"`
	Best     float64 `json:"b"`
	Members  float64 `json:"m"`
	Title    bool    `json:"tt"` // in the best memory's title or tags
	// SemCor: how often WordNet's SemCor tags the word (all senses, the
	// largest over its dictionary forms, lemmaCandidates); -1 when
	// cntlist.rev is not on this machine (stop 44, rec44a).
	SemCor int `json:"sc"`
}

// TestAbstainFeaturesDump writes, for every task of the sets named in
// ENGRAM_ABSTAIN_SETS (folders holding cases.json and store/), the
// abstention features and the route's result when forced to answer, one
// JSON line each, to ENGRAM_ABSTAIN_FEATURES. It is the input of
// tools/abstain/fit.py, rules.py, curve.py and robust.py; it runs only when
// asked.
func TestAbstainFeaturesDump(t *testing.T) {
	dumpStudyRows(t, "ABSTAIN", func(v *storeView, set string, c benchCase) any {
		row := abstainRowOf(v, c)
		row.Set = set
		return row
	})
}

// dumpStudyRows is a study dump that runs only when asked: for every case of
// the sets in ENGRAM_<name>_SETS (forEachStudyCase), row's result as one
// JSON line of the file ENGRAM_<name>_FEATURES.
func dumpStudyRows(t *testing.T, name string, row func(v *storeView, set string, c benchCase) any) {
	outVar, setsVar := "ENGRAM_"+name+"_FEATURES", "ENGRAM_"+name+"_SETS"
	out, sets := os.Getenv(outVar), os.Getenv(setsVar)
	if out == "" || sets == "" {
		t.Skip("set " + outVar + " and " + setsVar)
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	enc := json.NewEncoder(f)
	forEachStudyCase(t, sets, func(v *storeView, set string, c benchCase) {
		if err := enc.Encode(row(v, set, c)); err != nil {
			t.Fatal(err)
		}
	})
}

// forEachStudyCase calls fn with every case of the evaluation sets named in
// sets (folders holding cases.json and store/, space-separated), each on
// its own store's view: the loop the studies that run only when asked
// (the abstention's dump, the phrase and pointer studies) share.
func forEachStudyCase(t *testing.T, sets string, fn func(v *storeView, set string, c benchCase)) {
	t.Helper()
	for _, dir := range strings.Fields(sets) {
		cases, err := readBenchCases(filepath.Join(dir, "cases.json"))
		if err != nil {
			t.Fatal(err)
		}
		v, err := openView(newEnv(nil, nil, nil), filepath.Join(dir, "store"))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			fn(v, filepath.Base(dir), c)
		}
	}
}

// abstainRowOf routes one case as the router does and, separately, as it
// would if the decision (the first abstention tests) always answered: the
// members, the other-role test and the prerequisites still apply.
func abstainRowOf(v *storeView, c benchCase) abstainRow {
	class := classifyTask(c.Query)
	limit := c.Limit
	if limit <= 0 {
		limit = v.s.cfg.loadLimit
	}
	cur := routeTask(v.s, v.ri, c.Query, limit)
	row := abstainRow{ID: c.ID, Expected: len(c.Expect), Answered: len(cur.entries) > 0, F: map[string]float64{}}
	row.CurHits, row.CurRR = topHits(cur.entries, c.Expect)
	if class.kind == "session-start" {
		row.Fixed = true
		return row
	}
	ranked, qs := v.ri.rank(c.Query, class)
	for i, sc := range clauseOrder(append([]scored(nil), ranked...)) {
		if contains(c.Expect, sc.en.mem.id()) && row.Rank == 0 {
			row.Rank = i + 1
			row.RankHit = i < 5
		}
	}
	if len(ranked) == 0 {
		row.Fixed = true
		return row
	}
	best := ranked[0]
	for _, r := range ranked {
		if r.base > best.base {
			best = r
		}
	}
	var res routeResult
	forced := yieldToOtherRoles(v.s, v.ri, qs.expanded, answerMembers(ranked, best, qs), false, &res)
	row.Hits, row.RR = topHits(withPrerequisites(v.ri, forced, limit), c.Expect)
	abstainFeatures(v.ri, ranked, best, qs, row.F)
	taskShape(v.ri, c.Query, row.F)
	queryPerformance(ranked, float64(len(v.ri.docs)), row.F)
	storeRelative(v.ri, c.Query, ranked, best, qs, row.F)
	clarityFeatures(v.ri, ranked, row.F)
	robustnessFeatures(v.ri, c.Query, class, ranked, best, row.F)
	if ranked[0].en == best.en {
		// The order of the first five (orderHead) puts first the memory
		// abstention judges: the two views agree.
		row.F["agree"] = 1
	}
	row.T = abstainTerms(v.ri, c.Query, ranked, best)
	if ranked[0].en != best.en && judge(ranked[0], best, coveredEvidence(ranked, best, qs), qs) == "" {
		// The order's first passes the tests where the highest score's
		// memory may not: the router answers (abstain, stop 40).
		row.F["firstpasses"] = 1
	}
	row.F["clauses"] = float64(len(taskClauses(c.Query)))
	if best.clauseTop {
		row.F["clauseagree"] = 1 // a clause's best is the memory abstention judges
	}
	if contains(c.Expect, best.en.mem.id()) {
		row.F["besthit"] = 1 // the memory abstention judges is expected
	}
	for name, fields := range map[string][]int{"agreett": {fieldTitle, fieldTags}, "agreefull": {fieldTitle, fieldTags, fieldContent}} {
		if plainFirst(v.ri, c.Query, fields) == best.en {
			row.F[name] = 1
		}
	}
	nullFeatures(v, row.F)
	row.F["ndocs"] = float64(len(v.ri.docs))
	row.F["coverage"] = v.ri.absenceWeight()
	if len(forced) == 0 {
		row.F["forcedempty"] = 1
	}
	return row
}

// topHits is how many expected memories the first five entries hold and
// the reciprocal rank of the first.
func topHits(entries []scored, expect []string) (hits int, rr float64) {
	for i, sc := range entries {
		if i >= 5 {
			break
		}
		if contains(expect, sc.en.mem.id()) {
			hits++
			if rr == 0 {
				rr = 1 / float64(i+1)
			}
		}
	}
	return hits, rr
}

// abstainFeatures are what the decision can see of the best match (the
// memory with the highest score before feedback, as abstain judges it):
// IDF sums are divided by the IDF of a word no memory has, so that stores
// of different sizes speak one scale. The store's coverage is left out on
// purpose: it names the set a task comes from, and a fit learns that.
func abstainFeatures(ri *routeIndex, ranked []scored, best scored, qs queryStats, f map[string]float64) {
	maxIDF := ri.idfOrMax("\x00none")
	b2 := func(b bool) float64 {
		if b {
			return 1
		}
		return 0
	}
	f["share"] = best.evidence / math.Max(best.evidence+qs.unknown, 1e-9)
	covered := 0.0
	second := 0.0
	for _, r := range ranked {
		if r.preFeedback() >= minRelative*best.preFeedback() {
			covered = math.Max(covered, r.evidence)
		}
		if r.en != best.en {
			second = math.Max(second, r.score)
		}
	}
	f["covered"] = covered / math.Max(math.Min(qs.known, infoCap), 1e-9)
	f["logscore"] = math.Log1p(best.score)
	f["evidence"] = best.evidence / maxIDF
	f["unknown"] = qs.unknown / maxIDF
	f["known"] = qs.known / maxIDF
	f["category"] = b2(namesCategory(best, qs))
	f["worded"] = b2(best.worded)
	f["second"] = second / math.Max(best.score, 1e-9)
	lit, syn, spec, titled := 0.0, 0.0, 0.0, 0.0
	maxMatched := 0.0
	n := float64(len(ri.docs))
	for t, w := range best.credit {
		if w >= 1 {
			lit++
			if best.en.document().count(fieldTitle, t) > 0 || best.en.document().count(fieldTags, t) > 0 {
				titled = 1
			}
			if float64(ri.df(t)) <= math.Max(2, 0.1*n) && !commonWords()[t] {
				spec++
			}
		} else {
			syn++
		}
		maxMatched = math.Max(maxMatched, w*ri.idf(t)/maxIDF)
	}
	f["literal"] = lit
	f["synonym"] = syn
	f["specific"] = spec
	f["titled"] = titled
	f["maxidf"] = maxMatched
	members := 0.0
	for _, r := range ranked {
		if r.preFeedback() >= minRelative*best.preFeedback() {
			members++
		}
	}
	f["members"] = math.Log1p(members)
}

// taskShape describes the task alone against the store: its length, the
// share of its words that are code names, the share the store knows.
func taskShape(ri *routeIndex, q string, f map[string]float64) {
	ts := terms(q)
	names := queryNames(q)
	nn, kn := 0.0, 0.0
	uniq := map[string]bool{}
	for _, t := range ts {
		uniq[t] = true
	}
	for t := range uniq {
		if names[t] {
			nn++
		}
		if ri.df(t) > 0 {
			kn++
		}
	}
	f["nterms"] = math.Log1p(float64(len(uniq)))
	f["names"] = nn / math.Max(float64(len(uniq)), 1)
	f["knownfrac"] = kn / math.Max(float64(len(uniq)), 1)
	f["matchfrac"] = f["literal"] / math.Max(kn, 1)
}

// queryPerformance adds pre- and post-retrieval query performance
// predictors from the literature: normalised query commitment (the spread
// of the first scores, Shtok et al.), the best score as a z-score among the
// candidates, query scope (how much of the store matches at all, He and
// Ounis) and the top scores' mean over the task's length (a WIG-like gain).
func queryPerformance(ranked []scored, n float64, f map[string]float64) {
	k := min(5, len(ranked))
	var mean5, meanAll float64
	for i, r := range ranked {
		if i < k {
			mean5 += r.score
		}
		meanAll += r.score
	}
	mean5 /= float64(k)
	meanAll /= float64(len(ranked))
	var v5, vAll float64
	for i, r := range ranked {
		if i < k {
			v5 += (r.score - mean5) * (r.score - mean5)
		}
		vAll += (r.score - meanAll) * (r.score - meanAll)
	}
	f["nqc"] = math.Sqrt(v5/float64(k)) / math.Max(meanAll, 1e-9)
	f["zbest"] = (ranked[0].score - meanAll) / math.Max(math.Sqrt(vAll/float64(len(ranked))), 1e-9)
	f["scope"] = -math.Log(float64(len(ranked)) / math.Max(n, 1))
	f["ratio5"] = mean5 / math.Max(meanAll, 1e-9)
}

// storeRelative describes the best match against the store itself: the
// decision's tests the other features leave out (the small store's
// everyday-word test), the score's gap over the median of the first 20,
// how surprising the best memory's literal matches would be by chance, and
// the matched words specific in this store (document frequency at most 5,
// 10 or 20% of the memories and not an everyday English word).
func storeRelative(ri *routeIndex, q string, ranked []scored, best scored, qs queryStats, f map[string]float64) {
	b2 := func(b bool) float64 {
		if b {
			return 1
		}
		return 0
	}
	f["everydayfail"] = b2(qs.everyday != nil && len(best.credit) < 2 && !matchesSpecificWord(best, qs.everyday))
	f["score"] = best.preFeedback()
	k := min(20, len(ranked))
	scores := make([]float64, 0, k)
	for _, r := range ranked[:k] {
		scores = append(scores, r.score)
	}
	slices.Sort(scores)
	f["med20"] = scores[len(scores)/2] / math.Max(best.score, 1e-9)
	n := float64(len(ri.docs))
	ev := everydayWords(q)
	surprise := 0.0
	for _, p := range []float64{0.05, 0.1, 0.2} {
		spec, specTT := 0.0, 0.0
		for t, w := range best.credit {
			if w < 1 || ev[t] || commonWords()[t] {
				continue
			}
			if float64(ri.df(t)) <= math.Max(1, p*n) {
				spec++
				if best.en.document().count(fieldTitle, t) > 0 || best.en.document().count(fieldTags, t) > 0 {
					specTT++
				}
			}
		}
		f[fmt.Sprintf("spec%02.0f", p*100)] = spec
		f[fmt.Sprintf("spectt%02.0f", p*100)] = specTT
	}
	for t, w := range best.credit {
		if w >= 1 && ri.df(t) > 0 {
			surprise += math.Log(math.Max(n, idfPrior) / float64(ri.df(t)))
		}
	}
	f["surprise"] = surprise - math.Log(math.Max(n, idfPrior))
	// The weighed unknown information split: everyday English words the
	// store lacks, and the rest (names, jargon of other systems).
	unkEv, unkOther := 0.0, 0.0
	seen := map[string]bool{}
	names := queryNames(q)
	for _, t := range terms(q) {
		if seen[t] || ri.df(t) > 0 || isCompound(t) || commonWords()[t] || isNumberOrTime(t) || names[t] {
			continue
		}
		seen[t] = true
		if ev[t] {
			unkEv += ri.idfOrMax(t)
		} else {
			unkOther += ri.idfOrMax(t)
		}
	}
	f["unkev"] = unkEv * ri.absenceWeight()
	f["unkother"] = unkOther * ri.absenceWeight()
	// How long the best memory is against the store's mean: a long memory
	// matches a word or two of any task by chance.
	f["bestlen"] = float64(best.en.document().length[fieldContent]) / ri.avgLen[fieldContent]
	// foreign: a capitalised word inside a sentence that the store lacks
	// (`Android`, `Slack`): most often another system than the store's.
	words := strings.Fields(q)
	for i, w := range words {
		w = strings.Trim(w, "`'\"()[]{},;!?*.:")
		if i == 0 || w == "" || strings.HasSuffix(words[i-1], ":") || strings.HasSuffix(words[i-1], ".") || w[0] < 'A' || w[0] > 'Z' {
			continue
		}
		for _, t := range terms(w) {
			if ri.df(t) == 0 {
				f["foreign"] = 1
			}
		}
	}
	f["rawevidence"] = best.evidence
	f["rawunknown"] = qs.unknown
	f["rawknown"] = qs.known
}

// abstainTerms lists the task's distinct stems as queryStatsOf counts them.
func abstainTerms(ri *routeIndex, q string, ranked []scored, best scored) []abstainTerm {
	known := map[string]float64{}
	for _, t := range ri.expandQuery(q) {
		if ri.df(t.stem) == 0 {
			continue
		}
		for _, o := range t.origins {
			known[o] = math.Max(known[o], t.weight)
		}
	}
	wholes := identifierWholes(q)
	names := queryNames(q)
	codeTask := namesCode(q) || titleArea().MatchString(q)
	ev := everydayWords(q)
	sc := semcorCountsOf(q)
	seen := map[string]bool{}
	var out []abstainTerm
	for _, t := range terms(q) {
		if seen[t] {
			continue
		}
		seen[t] = true
		at := abstainTerm{Stem: t, DF: ri.df(t), IDF: ri.idfOrMax(t), Syn: known[t], Everyday: ev[t] || commonWords()[t], Best: best.credit[t]}
		switch {
		case at.DF > 0:
			at.Kind = "known"
		case !isCompound(t) && !(codeTask && len(wholes[t]) > 1) && !ri.knowsAll(wholes[t]) && !commonWords()[t] && !requestWords()[t] && !isStopword(t) && !isNumberOrTime(t) && !names[t]:
			at.Kind = "unknown"
		default:
			at.Kind = "neutral"
		}
		at.Title = best.en.document().count(fieldTitle, t) > 0 || best.en.document().count(fieldTags, t) > 0
		at.SemCor = sc[t]
		if semcorTable() == nil {
			at.SemCor = -1
		}
		for _, r := range ranked {
			if r.preFeedback() >= minRelative*best.preFeedback() {
				at.Members = math.Max(at.Members, r.credit[t])
			}
		}
		out = append(out, at)
	}
	return out
}

// semcorTable is WordNet's SemCor tag counts summed per lemma over every
// sense and part of speech (cntlist.rev: sense key, sense number, count),
// read once from where Debian's wordnet-base puts it; nil when absent.
var semcorTable = sync.OnceValue(func() map[string]int {
	data, err := os.ReadFile("/usr/share/wordnet/cntlist.rev")
	if err != nil {
		return nil
	}
	out := map[string]int{}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) != 3 {
			continue
		}
		lemma, _, ok := strings.Cut(f[0], "%")
		n, err := strconv.Atoi(f[2])
		if !ok || err != nil {
			continue
		}
		out[strings.ToLower(lemma)] += n
	}
	return out
})

// semcorCountsOf is, for each stem of q, the SemCor count of its word:
// the largest over the word's dictionary forms (lemmaCandidates), and over
// the words of q that share the stem.
func semcorCountsOf(q string) map[string]int {
	out := map[string]int{}
	table := semcorTable()
	for _, tok := range tokenize(q) {
		st := stem(tok)
		for _, base := range lemmaCandidates(strings.ToLower(tok)) {
			out[st] = max(out[st], table[base])
		}
	}
	return out
}

// clarityFeatures adds query clarity (Cronen-Townsend et al. 2002): the
// KL divergence, in bits, of the first five memories' word distribution
// (each weighted by its score, Jelinek-Mercer smoothed at 0.6) from the
// store's; and the same less the mean clarity of 20 random sets of five
// memories (a fixed seed), since a small store's five are much of it.
func clarityFeatures(ri *routeIndex, ranked []scored, f map[string]float64) {
	cf := map[uint32]float64{}
	total := 0.0
	for _, e := range ri.docs {
		forEachTerm(e.document(), func(id uint32, n [numFields]uint32) {
			c := float64(n[fieldTitle] + n[fieldTags] + n[fieldContent])
			cf[id] += c
			total += c
		})
	}
	if total == 0 || len(ranked) == 0 {
		return
	}
	clarity := func(docs []*document, w []float64) float64 {
		pr := map[uint32]float64{}
		for i, d := range docs {
			l := 0.0
			forEachTerm(d, func(_ uint32, n [numFields]uint32) { l += float64(n[fieldTitle] + n[fieldTags] + n[fieldContent]) })
			if l == 0 {
				continue
			}
			forEachTerm(d, func(id uint32, n [numFields]uint32) {
				pr[id] += w[i] * 0.6 * float64(n[fieldTitle]+n[fieldTags]+n[fieldContent]) / l
			})
		}
		kl := 0.0
		for id, p := range pr {
			pc := cf[id] / total
			if pc == 0 {
				continue
			}
			p += 0.4 * pc
			kl += p * math.Log2(p/pc)
		}
		return kl
	}
	k := min(5, len(ranked))
	docs := make([]*document, k)
	w := make([]float64, k)
	sum := 0.0
	for i := range k {
		docs[i] = ranked[i].en.document()
		w[i] = math.Max(ranked[i].score, 0)
		sum += w[i]
	}
	for i := range w {
		w[i] /= math.Max(sum, 1e-9)
	}
	c := clarity(docs, w)
	f["clarity"] = c
	n := len(ri.docs)
	kr := min(5, n)
	rnd := rand.New(rand.NewPCG(1, 2))
	mean := 0.0
	for range 20 {
		perm := rnd.Perm(n)[:kr]
		ds := make([]*document, kr)
		ws := make([]float64, kr)
		for i, j := range perm {
			ds[i] = ri.docs[j].document()
			ws[i] = 1 / float64(kr)
		}
		mean += clarity(ds, ws) / 20
	}
	f["clarityrel"] = c - mean
}

// plainFirst is the first memory of plain BM25 (k1 1.2, b 0.75) over the
// given fields taken as one, on the task's own stems with no expansion: a
// ranker independent of the router's, for the agreement variants
// (RETRIEVAL-LOG.md, Abstention, stop 40).
func plainFirst(ri *routeIndex, q string, fields []int) *entry {
	seen := map[string]bool{}
	var qt []string
	for _, t := range terms(q) {
		if !seen[t] {
			seen[t] = true
			qt = append(qt, t)
		}
	}
	n := float64(len(ri.docs))
	avg := 0.0
	for _, en := range ri.docs {
		for _, f := range fields {
			avg += float64(en.doc.length[f])
		}
	}
	avg /= math.Max(n, 1)
	df := map[string]float64{}
	tf := func(en *entry, t string) float64 {
		c := 0.0
		for _, f := range fields {
			c += en.doc.count(f, t)
		}
		return c
	}
	for _, en := range ri.docs {
		for _, t := range qt {
			if tf(en, t) > 0 {
				df[t]++
			}
		}
	}
	var first *entry
	bestScore := 0.0
	for _, en := range ri.docs {
		l := 0.0
		for _, f := range fields {
			l += float64(en.doc.length[f])
		}
		s := 0.0
		for _, t := range qt {
			if c := tf(en, t); c > 0 {
				idf := math.Log(1 + (n-df[t]+0.5)/(df[t]+0.5))
				s += idf * c * 2.2 / (c + 1.2*(0.25+0.75*l/math.Max(avg, 1e-9)))
			}
		}
		if s > bestScore {
			first, bestScore = en, s
		}
	}
	return first
}

// robustnessFeatures adds ranking robustness (Zhou and Croft 2006-07: how
// stable the ranking is under small changes of the query; stop 44, rec44c):
// the task is ranked again by the router's own ranking with one of its
// matched stems (a stem some candidate credits) removed from its text at a
// time. The hypothesis: a task with an answer has several words pointing at
// the same memory, so it stays first whichever one goes; a task nothing
// covers is won by one incidental word. robust / robusth: the share of
// removals after which the order's first / the highest score's memory is
// still first (robustw, robusthw: each removal weighted by its stem's IDF;
// robustb: robusth over the best memory's own stems only); flip1 / flip1o:
// removing the best memory's strongest stem (credit x IDF) changes the
// highest score's memory / the order's first; minshare: the least evidence
// share the best memory keeps when one of its stems goes (0 when it drops
// out of the candidates).
func robustnessFeatures(ri *routeIndex, q string, class taskClass, ranked []scored, best scored, f map[string]float64) {
	stems := map[string]bool{}
	for _, r := range ranked {
		for t := range r.credit {
			stems[t] = true
		}
	}
	strongest, top := "", 0.0
	for t, w := range best.credit {
		if x := w * ri.idfOrMax(t); x > top || x == top && t < strongest {
			strongest, top = t, x
		}
	}
	var n, same, sameh, w, samew, samehw, nb, sameb float64
	minShare := 1.0
	for t := range stems {
		again, qs := ri.rank(removeStem(q, t), class)
		first, high := (*entry)(nil), (*entry)(nil)
		if len(again) > 0 {
			first = again[0].en
			hb := again[0]
			for _, r := range again {
				if r.base > hb.base {
					hb = r
				}
			}
			high = hb.en
		}
		idf := ri.idfOrMax(t)
		n++
		w += idf
		if first == ranked[0].en {
			same++
			samew += idf
		}
		if high == best.en {
			sameh++
			samehw += idf
		}
		if best.credit[t] > 0 {
			nb++
			if high == best.en {
				sameb++
			}
			share := 0.0
			for _, r := range again {
				if r.en == best.en {
					share = r.evidence / math.Max(r.evidence+qs.unknown, 1e-9)
				}
			}
			minShare = math.Min(minShare, share)
		}
		if t == strongest {
			if high != best.en {
				f["flip1"] = 1
			}
			if first != ranked[0].en {
				f["flip1o"] = 1
			}
		}
	}
	f["nrem"] = n
	f["robust"] = same / math.Max(n, 1)
	f["robusth"] = sameh / math.Max(n, 1)
	f["robustw"] = samew / math.Max(w, 1e-9)
	f["robusthw"] = samehw / math.Max(w, 1e-9)
	f["robustb"] = sameb / math.Max(nb, 1)
	f["minshare"] = minShare
}

// removeStem is q without the words whose stem is s: a plain word is
// dropped, and so is that part of a camelCase, hyphenated or dotted name
// (`IsBranch` without "branch" is `Is`); a name whose whole stem is s is
// dropped whole. The rest of the text (punctuation, a title's area, the
// other words) is left as written, so the router reads the same task less
// one word.
func removeStem(q, s string) string {
	var b strings.Builder
	rs := []rune(q)
	for i := 0; i < len(rs); {
		if tokenBreak(rs[i]) {
			b.WriteRune(rs[i])
			i++
			continue
		}
		j := i
		for j < len(rs) && !tokenBreak(rs[j]) {
			j++
		}
		b.WriteString(withoutStem(string(rs[i:j]), s))
		i = j
	}
	return b.String()
}

// withoutStem is one run of word characters without the parts whose stem
// is s (removeStem).
func withoutStem(raw, s string) string {
	core := strings.Trim(raw, "-_./")
	if core == "" {
		return raw
	}
	parts := splitIdentifier(core)
	if stem(strings.ToLower(core)) == s {
		return ""
	}
	if len(parts) == 1 {
		return raw
	}
	var kept []string
	for _, p := range parts {
		if p != "" && stem(strings.ToLower(p)) != s {
			kept = append(kept, p)
		}
	}
	if len(kept) == len(parts) {
		return raw
	}
	sep := ""
	if i := strings.IndexAny(core, "-_./"); i >= 0 {
		sep = core[i : i+1]
	}
	return strings.Join(kept, sep)
}

// TestRemoveStem: the robustness study's perturbation drops exactly one
// stem's words, and the part of a name that is that word, and leaves the
// rest of the task as written.
func TestRemoveStem(t *testing.T) {
	for _, c := range []struct{ q, s, want string }{
		{"Fix flaky payments in the payment service", stem("payments"), "Fix flaky  in the  service"},
		{"page: Add IsBranch to Page", stem("branch"), "page: Add Is to Page"},
		{"Move client-side gateway-api checks", stem("api"), "Move client-side gateway checks"},
		{"Move client-side gateway-api checks", stem("gateway-api"), "Move client-side  checks"},
		{"Rename pricing.ComputeFee", stem("fee"), "Rename pricing.Compute"},
	} {
		if got := removeStem(c.q, c.s); got != c.want {
			t.Errorf("removeStem(%q, %q) = %q, want %q", c.q, c.s, got, c.want)
		}
	}
	for _, q := range []string{"Fix human-readable size rounding at unit boundaries", "snap: Stop building for ppc64el", "Use shared helpers for cache filesystem tests"} {
		for _, s := range terms(q) {
			rest := terms(removeStem(q, s))
			if slices.Contains(rest, s) {
				t.Errorf("removeStem(%q, %q) still has it: %v", q, s, rest)
			}
			for _, o := range terms(q) {
				if o != s && !isCompound(o) && !isCompound(s) && !slices.Contains(rest, o) {
					t.Errorf("removeStem(%q, %q) lost %q: %v", q, s, o, rest)
				}
			}
		}
	}
}

// storeNull is a store's own null for the abstention (stop 49, rec49a):
// each visible memory's title routed as a task against the store without
// that memory, the decision's statistics of the best memory there. Such a
// task is on the store's topic and held by nothing: what a task the store
// does not cover reaches in this store. Sorted ascending.
type storeNull struct{ share, score, covered []float64 }

var storeNulls sync.Map // *routeIndex → *storeNull

// nullOf is ri's storeNull, built once per index: a store without one
// memory is the store's entries less that one, indexed again.
func nullOf(v *storeView) *storeNull {
	if n, ok := storeNulls.Load(v.ri); ok {
		return n.(*storeNull)
	}
	n := &storeNull{}
	for _, held := range v.ri.docs {
		s := *v.s
		s.entries = nil
		for _, en := range v.s.entries {
			if en != held {
				s.entries = append(s.entries, en)
			}
		}
		ri := buildRouteIndex(&s)
		q := held.mem.title
		ranked, qs := ri.rank(q, classifyTask(q))
		if len(ranked) == 0 {
			continue
		}
		best := ranked[0]
		for _, r := range ranked {
			if r.base > best.base {
				best = r
			}
		}
		f := map[string]float64{}
		abstainFeatures(ri, ranked, best, qs, f)
		n.share = append(n.share, f["share"])
		n.score = append(n.score, best.preFeedback())
		n.covered = append(n.covered, f["covered"])
	}
	slices.Sort(n.share)
	slices.Sort(n.score)
	slices.Sort(n.covered)
	storeNulls.Store(v.ri, n)
	return n
}

// below is the share of xs (sorted) strictly below x.
func below(xs []float64, x float64) float64 {
	i, _ := slices.BinarySearch(xs, x)
	return float64(i) / math.Max(float64(len(xs)), 1)
}

// nullFeatures places a task's statistics in its store's null (nullOf):
// the share of the store's held-out titles below it.
func nullFeatures(v *storeView, f map[string]float64) {
	n := nullOf(v)
	f["nullshare"] = below(n.share, f["share"])
	f["nullscore"] = below(n.score, f["score"])
	f["nullcovered"] = below(n.covered, f["covered"])
	if len(n.score) > 0 {
		f["nullscoremed"] = f["score"] / math.Max(n.score[len(n.score)/2], 1e-9)
	}
}
