package main

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"
	"unicode"
)

// This file is the read path's router (DESIGN.md §3): it classifies a task,
// ranks visible memories with a field-weighted BM25 over an inverted index,
// abstains when the evidence is weak, and orders depends_on prerequisites
// before their dependents. It reads the loaded store only.

// Field weights: a word in the id or title says more about what a memory is
// for than the same word deep in its body.
const (
	fieldTitle = iota
	fieldTags
	fieldContent
	fieldRest
	numFields
)

var fieldWeights = [numFields]float64{3.0, 2.5, 1.0, 0.4}

const (
	bm25K1 = 1.2
	bm25B  = 0.6
)

// document is a memory's routing terms per field: for each field, the
// distinct terms (as interned ids, ascending) with their counts. It is the
// compact form of a term → count map per field (issue 10: 10,000 documents
// of four maps each were most of the server's memory and of a cold start).
type document struct {
	fields     [numFields][]termCount
	length     [numFields]float64
	acronyms   []string
	lowerWords []string // 3-5 letter words written in lower case
	direction  int8     // the direction its text implies with pronouns, or -1 (impliedDirection)
}

// termCount is one term of a field and how often the field has it.
type termCount struct {
	id uint32
	n  uint32
}

// routeIndex is an inverted index over the visible memories.
type routeIndex struct {
	docs     []*entry
	postings map[string][]posting
	avgLen   [numFields]float64
	acronyms map[string]bool // words the memories write in capitals: "CSRF", "SLO"
	byID     map[string]*entry
	coverage float64 // mean share of a memory's words other memories have (absenceWeight)

	// otherRoles are the documents of memories the active roles hide
	// (yieldToOtherRoles); never shown to a reader.
	otherRoles []*document

	// scratch holds searches' per-document accumulators for reuse: at
	// 10,000 memories a fresh one and its touched list were ~280 KB of
	// garbage per search, and under the server's memory bound (memlimit.go)
	// garbage is what sets how often the collector runs.
	scratch sync.Pool
}

// searchScratch is one search's score per document (all zero between
// searches) and the documents it touched.
type searchScratch struct {
	acc     []float64
	touched []int
}

// posting is 8 bytes: at 10,000 memories there are ~290,000 of them, and
// the server's resident memory is mostly its view (issue 10). A float32
// weight changes a score in its seventh significant digit.
type posting struct {
	doc uint32
	tfw float32 // length-normalised, field-weighted term frequency
}

func buildDocument(en *entry) *document {
	m := en.mem
	d := &document{}
	add := func(f int, text string) {
		tf := map[string]uint32{}
		for _, t := range terms(text) {
			tf[t]++
			d.length[f]++
		}
		for _, k := range phraseTerms(text) {
			tf[k]++ // not counted in length: the words already are
		}
		d.fields[f] = internCounts(tf)
	}
	add(fieldTitle, strings.ReplaceAll(m.id(), "-", " ")+" "+m.title)
	var tags []string
	for _, t := range m.tags() {
		if !strings.HasPrefix(t, "task_type:") {
			tags = append(tags, t)
		}
	}
	add(fieldTags, strings.Join(tags, " ")+" "+strings.Join(m.fm.list("triggers"), " "))
	add(fieldContent, strings.Join(m.content, "\n"))
	var rest strings.Builder
	for _, s := range m.sections {
		if s.heading != "Content" && s.heading != "Rule Variants" {
			rest.WriteString(s.text + "\n")
		}
	}
	if m.fm.str("objective") != "" {
		rest.WriteString(m.fm.str("objective"))
	}
	add(fieldRest, rest.String())
	d.acronyms, d.lowerWords = findAcronyms(m.title + "\n" + strings.Join(m.content, "\n"))
	d.direction = int8(impliedDirection(words(m.title + "\n" + strings.Join(m.content, "\n"))))
	d.acronyms, d.lowerWords = internStrings(dedupe(d.acronyms)), internStrings(dedupe(d.lowerWords))
	return d
}

// count is how often field f has term t.
func (d *document) count(f int, t string) float64 {
	id, ok := lookupTerm(t)
	if !ok {
		return 0
	}
	return float64(d.countID(f, id))
}

func (d *document) countID(f int, id uint32) uint32 {
	fs := d.fields[f]
	i := sort.Search(len(fs), func(i int) bool { return fs[i].id >= id })
	if i < len(fs) && fs[i].id == id {
		return fs[i].n
	}
	return 0
}

// dedupe drops repeated strings, keeping the first of each: the acronym
// and lower-case word lists are only ever used as sets.
func dedupe(ss []string) []string {
	if len(ss) < 2 {
		return ss
	}
	seen := make(map[string]bool, len(ss))
	out := ss[:0]
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// findAcronyms lists the 3-5 letter words written in capitals ("CSRF",
// "SLOs"): only those may be matched by a query's initials, so that
// "ansible playbook patch" never meets "app".
func findAcronyms(text string) (acronyms, lower []string) {
	// Split on spaces and punctuation but not inside identifiers, so that
	// "kestrel_csrf" does not count as the word "csrf".
	for _, w := range strings.FieldsFunc(text, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' && r != '.' && r != '/'
	}) {
		w = strings.TrimSuffix(strings.Trim(w, "_-./"), "s")
		switch {
		case len(w) < 3 || len(w) > 5:
		case strings.ToUpper(w) == w:
			acronyms = append(acronyms, strings.ToLower(w))
		case strings.ToLower(w) == w:
			lower = append(lower, w)
		}
	}
	return acronyms, lower
}

// buildRouteIndex indexes the visible memories of a store.
func buildRouteIndex(s *store) *routeIndex {
	ri := &routeIndex{acronyms: map[string]bool{}, byID: map[string]*entry{}}
	ri.docs = s.visible()
	for _, en := range ri.docs {
		if ri.byID[en.mem.id()] == nil {
			ri.byID[en.mem.id()] = en // workspace first, as store.byID
		}
	}
	lower := map[string]bool{}
	var total [numFields]float64
	for _, en := range ri.docs {
		if en.doc == nil {
			en.doc = buildDocument(en)
		}
		for _, a := range en.doc.acronyms {
			ri.acronyms[a] = true
		}
		for _, w := range en.doc.lowerWords {
			lower[w] = true
		}
		for f := 0; f < numFields; f++ {
			total[f] += en.doc.length[f]
		}
	}
	// The documents of memories the active roles hide, for
	// yieldToOtherRoles. They are kept in the entries, and so in the
	// prepared cache, like the visible ones': built lazily per process,
	// they were an eighth of a new process's first load at 10,000.
	for _, en := range s.entries {
		if strings.HasPrefix(en.hidden, "role ") {
			if en.doc == nil {
				en.doc = buildDocument(en)
			}
			ri.otherRoles = append(ri.otherRoles, en.doc)
		}
	}
	for a := range ri.acronyms {
		if lower[a] {
			delete(ri.acronyms, a) // "APP" is also the word "app": not an acronym
		}
	}
	for f := 0; f < numFields; f++ {
		ri.avgLen[f] = math.Max(1, total[f]/math.Max(1, float64(len(ri.docs))))
	}
	// Postings by term id first (a slice, not a map). Each posting list is carved from one allocation at the size of a
	// first, cheap pass: the term's occurrences over every field of every
	// document, which exceeds its documents only where a document has the
	// term in two fields (4% more at 10,000 generated memories, 19% on the
	// dev store). Lists grown by append left a store's worth of garbage and
	// ~25% unused capacity (issue 10); an exact count needed the merge
	// below twice.
	byID := make([][]posting, termCountTotal())
	counts := make([]int32, len(byID))
	npost := 0
	for _, en := range ri.docs {
		for f := 0; f < numFields; f++ {
			for _, tc := range en.doc.fields[f] {
				counts[tc.id]++
			}
			npost += len(en.doc.fields[f])
		}
	}
	all := make([]posting, npost)
	for id, c := range counts {
		if c > 0 {
			byID[id], all = all[:0:c], all[c:]
		}
	}
	// Postings in document order; each document's fields are merged by
	// id, weighing each field the term is in, in field order.
	var pos [numFields]int
	for i, en := range ri.docs {
		var norm [numFields]float64
		for f := 0; f < numFields; f++ {
			norm[f] = 1 - bm25B + bm25B*en.doc.length[f]/ri.avgLen[f]
			pos[f] = 0
		}
		for {
			next, any := uint32(0), false
			for f := 0; f < numFields; f++ {
				if fs := en.doc.fields[f]; pos[f] < len(fs) && (!any || fs[pos[f]].id < next) {
					next, any = fs[pos[f]].id, true
				}
			}
			if !any {
				break
			}
			var w float64
			for f := 0; f < numFields; f++ {
				if fs := en.doc.fields[f]; pos[f] < len(fs) && fs[pos[f]].id == next {
					w += fieldWeights[f] * float64(fs[pos[f]].n) / norm[f]
					pos[f]++
				}
			}
			byID[next] = append(byID[next], posting{doc: uint32(i), tfw: float32(w)})
		}
	}
	ri.coverage = storeCoverage(ri.docs, byID)
	n := 0
	for _, ps := range byID {
		if len(ps) > 0 {
			n++
		}
	}
	ri.postings = make(map[string][]posting, n)
	for id, ps := range byID {
		if len(ps) > 0 {
			ri.postings[termString(uint32(id))] = ps
		}
	}
	return ri
}

var idfPrior = 20.0

func (ri *routeIndex) idf(t string) float64 {
	n := float64(len(ri.postings[t]))
	N := math.Max(float64(len(ri.docs)), idfPrior)
	return math.Log(1 + (N-n+0.5)/(n+0.5))
}

// scored is one ranked memory with the evidence behind its score.
type scored struct {
	en       *entry
	score    float64
	matched  []string           // query stems that matched directly, by synonym, phrase or acronym
	coverage float64            // share of the query's information this memory matches
	evidence float64            // the information it matches, in IDF units
	reason   string             // why it was selected (explain)
	credit   map[string]float64 // query stem → weight of its best match here
	base     float64            // score before feedback
}

// queryTerm is one term to look up, with its weight and the query stems it
// stands for (a synonym stands for its word, an acronym for its words).
type queryTerm struct {
	stem    string
	weight  float64
	origins []string
	implied bool // a direction word the task implies ("sent to us": inbound)
}

const (
	// synonymDiscount: a synonym is evidence, but weaker than the word itself.
	synonymDiscount = 0.6
	// acronymWeight: "cross site request forgery" → "csrf" is nearly exact.
	acronymWeight = 0.9
)

// expandQuery turns a task into its distinct stems, then adds discounted
// synonyms, phrase synonyms ("try again" → retry), compounds the store uses
// ("pay out" → payout) and acronyms the store uses (initials of 3-5 words).
func (ri *routeIndex) expandQuery(q string) []queryTerm {
	var out []queryTerm
	at := map[string]int{}
	add := func(t string, w float64, origins []string) {
		if i, ok := at[t]; ok {
			if w > out[i].weight {
				out[i].weight, out[i].origins = w, origins
			}
			return
		}
		at[t] = len(out)
		out = append(out, queryTerm{stem: t, weight: w, origins: origins})
	}
	base := terms(q)
	for _, t := range base {
		add(t, 1, []string{t})
	}
	for _, t := range base {
		for _, syn := range synonymIndex()[t] {
			add(syn, synonymDiscount, []string{t})
		}
	}
	ws := words(q)
	ri.addPhrases(ws, add)
	// A direction the task states only with pronouns ("they resend it to
	// us", "did customers get our emails") stands for that side's words, at
	// the synonym discount and with no origin: it reorders memories that
	// name the side but is not evidence that the task is about them.
	if side := impliedDirection(ws); side >= 0 && !named(out, directionPair) {
		for _, w := range strings.Fields(contrastPairs[directionPair][side]) {
			st := stem(w)
			if _, ok := at[st]; !ok {
				at[st] = len(out)
				out = append(out, queryTerm{stem: st, weight: synonymDiscount, implied: true})
			}
		}
	}
	return out
}

// named reports whether the task names either side of a contrast pair with
// its own words.
func named(qt []queryTerm, pair int) bool {
	for _, t := range qt {
		if t.weight == 1 && (contains(contrastStems()[pair][0], t.stem) || contains(contrastStems()[pair][1], t.stem)) {
			return true
		}
	}
	return false
}

// addPhrases adds the phrase, compound and acronym terms of a word sequence.
func (ri *routeIndex) addPhrases(ws []string, add func(string, float64, []string)) {
	for i := 0; i+1 < len(ws); i++ {
		for n := 2; n <= 3 && i+n <= len(ws); n++ {
			k := phraseKey(ws[i : i+n])
			origins := contentStems(ws[i : i+n])
			if len(origins) == 0 {
				continue
			}
			if len(ri.postings[k]) > 0 {
				add(k, 1, origins)
			}
			for _, syn := range synonymIndex()[k] {
				add(syn, synonymDiscount, origins)
			}
		}
	}
	// Separable phrasal verbs: "turn the new screen on" is "turn on",
	// "pay them out" is "pay out"; the particle may follow its verb by up to
	// four words.
	for i, p := range ws {
		if !particles()[p] {
			continue
		}
		for j := i - 2; j >= 0 && j >= i-5; j-- {
			if isStopword(ws[j]) {
				continue
			}
			k := phraseKey([]string{ws[j], p})
			origins := []string{stem(ws[j])}
			if len(ri.postings[k]) > 0 {
				add(k, 1, origins)
			}
			for _, syn := range synonymIndex()[k] {
				add(syn, synonymDiscount, origins)
			}
		}
	}
	// Initials run over adjacent content words; only the connectors an
	// expansion itself may contain ("service level of objectives", "bill of
	// materials") are skipped, so "bank sends our dollar" is not "BSD".
	var content []string
	flush := func() {
		for i := range content {
			initials := ""
			for n := 1; n <= 5 && i+n <= len(content); n++ {
				initials += content[i+n-1][:1]
				if n >= 3 && ri.acronyms[initials] && len(ri.postings[initials]) > 0 {
					add(initials, acronymWeight, contentStems(content[i:i+n]))
				}
			}
		}
		content = content[:0]
	}
	for _, w := range ws {
		switch {
		case !isStopword(w):
			content = append(content, w)
		case !acronymConnectors()[w]:
			flush()
		}
	}
	flush()
}

// particles complete a phrasal verb ("turn on", "roll back", "set up").
var particles = lazySet("on off up down out in back over again away")

// acronymConnectors are the small words an acronym's expansion may contain
// without taking a letter.
var acronymConnectors = lazySet("of and for the to in on a an")

// contentStems are the stems of the words that are not stopwords.
func contentStems(ws []string) []string {
	var out []string
	for _, w := range ws {
		if !isStopword(w) {
			out = append(out, stem(w))
		}
	}
	return out
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
	all := ri.expandQuery(q)
	qs := ri.queryStatsOf(q, all)
	// Only terms some memory contains can score or explain a match.
	qt := all[:0:0]
	for _, t := range all {
		if len(ri.postings[t.stem]) > 0 {
			qt = append(qt, t)
		}
	}
	sc, _ := ri.scratch.Get().(*searchScratch)
	if sc == nil || len(sc.acc) != len(ri.docs) {
		sc = &searchScratch{acc: make([]float64, len(ri.docs))}
	}
	defer ri.scratch.Put(sc)
	acc, touched := sc.acc, sc.touched[:0]
	defer func() {
		for _, d := range touched {
			acc[d] = 0
		}
		sc.touched = touched[:0]
	}()
	for _, t := range qt {
		ps := ri.postings[t.stem]
		idf := ri.idf(t.stem)
		for _, p := range ps {
			d, w := int(p.doc), float64(p.tfw)
			if acc[d] == 0 {
				touched = append(touched, d)
			}
			acc[d] += t.weight * idf * w * (bm25K1 + 1) / (w + bm25K1)
		}
	}
	top := topDocs(acc, touched, searchDepth)
	info := qs.info
	sides := contrastSides(all)
	out := make([]scored, 0, len(top))
	for _, d := range top {
		s := scored{en: ri.docs[d], score: acc[d]}
		ri.explainMatch(&s, qt, info)
		if ri.contradicts(s.en, sides) {
			s.score *= contrastPenalty
		}
		out = append(out, s)
	}
	sortScored(out)
	ri.feedback(out, qt)
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
			for _, tc := range s.en.doc.fields[f] {
				t := termString(tc.id)
				if inQuery[t] || terms[t] > 0 || isCompound(t) {
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
	type fb struct {
		t string
		w float64
	}
	var fbs []fb
	for t, w := range weight {
		if docs[t] >= prfMinDocs {
			fbs = append(fbs, fb{t, w})
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
	for i := range out {
		out[i].base = out[i].score
		var add float64
		for _, f := range fbs {
			tfw := out[i].en.doc.tfw(f.t, &ri.avgLen)
			if tfw > 0 {
				add += f.w / norm * ri.idf(f.t) * tfw * (bm25K1 + 1) / (tfw + bm25K1)
			}
		}
		out[i].score += prfWeight * float64(nq) * add
	}
	sortScored(out)
}

// tfw is a term's length-normalised, field-weighted frequency in the
// document, as its posting stores it.
func (d *document) tfw(t string, avgLen *[numFields]float64) float64 {
	id, ok := lookupTerm(t)
	if !ok {
		return 0
	}
	var w float64
	for f := 0; f < numFields; f++ {
		if n := float64(d.countID(f, id)); n > 0 {
			w += fieldWeights[f] * n / (1 - bm25B + bm25B*d.length[f]/avgLen[f])
		}
	}
	return w
}

// contrastPenalty scales the score of a memory whose title or tags name the
// opposite of what the task names (it signs, the task verifies).
const contrastPenalty = 0.5

// contrastSide is one side of a contrast pair that a query names: the
// query has a word of side `has` and none of side `not`.
type contrastSide struct {
	has, not []string
	notSide  int // the index in its pair of the side the task does not name
	pair     int
}

// contrastSides lists, for each contrast pair, the side the query names
// with its own words (not synonyms) when it names only one.
func contrastSides(qt []queryTerm) []contrastSide {
	direct := map[string]bool{}
	for _, t := range qt {
		if t.weight == 1 || t.implied {
			direct[t.stem] = true
		}
	}
	var out []contrastSide
	for i, p := range contrastStems() {
		a, b := anyIn(p[0], direct), anyIn(p[1], direct)
		switch {
		case a && !b:
			out = append(out, contrastSide{p[0], p[1], 1, i})
		case b && !a:
			out = append(out, contrastSide{p[1], p[0], 0, i})
		}
	}
	return out
}

func anyIn(stems []string, set map[string]bool) bool {
	for _, s := range stems {
		if set[s] {
			return true
		}
	}
	return false
}

// contradicts reports whether a memory, or a prerequisite it depends on,
// is about the other side of a contrast the task names: a skill that needs
// the outbound retry schedule as background is about outbound delivery, and
// loading it would bring that prerequisite along.
func (ri *routeIndex) contradicts(en *entry, sides []contrastSide) bool {
	if len(sides) == 0 {
		return false
	}
	if en.doc.contradicts(sides) {
		return true
	}
	for _, dep := range en.mem.fm.list("depends_on") {
		if d := ri.byID[dep]; d != nil && d.doc.contradicts(sides) && !en.doc.hasAny(sidesHas(sides)) {
			return true
		}
	}
	return false
}

// sidesHas are the words of every side the task names.
func sidesHas(sides []contrastSide) []string {
	var out []string
	for _, c := range sides {
		out = append(out, c.has...)
	}
	return out
}

// contradicts reports whether the memory's title or tags name the side a
// query does not, while the memory never names the query's side.
func (d *document) contradicts(sides []contrastSide) bool {
	for _, c := range sides {
		named := false
		for _, s := range c.not {
			if d.count(fieldTitle, s) > 0 || d.count(fieldTags, s) > 0 {
				named = true
			}
		}
		// A memory whose text says the other direction with pronouns ("the
		// partner resends it until we answer") names that side too.
		if c.pair == directionPair && int(d.direction) == c.notSide {
			named = true
		}
		if named && !d.hasAny(c.has) {
			return true
		}
	}
	return false
}

func (d *document) hasAny(stems []string) bool {
	for _, s := range stems {
		if d.has(s) {
			return true
		}
	}
	return false
}

// topDocs selects the n highest accumulated scores by insertion into a
// short sorted list: most documents fail the first comparison.
func topDocs(acc []float64, touched []int, n int) []int {
	var top []int
	for _, d := range touched {
		if len(top) == n && acc[d] <= acc[top[n-1]] {
			continue
		}
		i := sort.Search(len(top), func(i int) bool { return acc[top[i]] < acc[d] })
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
		if !s.en.doc.has(t.stem) {
			continue
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

// has reports whether any field of the document contains the term.
func (d *document) has(t string) bool {
	id, ok := lookupTerm(t)
	if !ok {
		return false
	}
	for f := 0; f < numFields; f++ {
		if d.countID(f, id) > 0 {
			return true
		}
	}
	return false
}

func sortScored(out []scored) {
	sort.Slice(out, func(i, j int) bool {
		if out[i].score != out[j].score {
			return out[i].score > out[j].score
		}
		if out[i].en.root.scope != out[j].en.root.scope {
			return out[i].en.root.scope == scopeWorkspace
		}
		return out[i].en.mem.id() < out[j].en.mem.id()
	})
}

// Task classification: a keyword table gives a task type and a confidence;
// an explicit "task_type:x" in the task wins.
var taskTypeKeywords = []struct {
	kind  string
	words []string
}{
	{"testing", []string{"test", "tests", "testing", "flaky", "coverage", "e2e", "fixture", "mock"}},
	{"debugging", []string{"debug", "bug", "error", "crash", "fail", "failing", "broken", "investigate", "stuck", "panic"}},
	{"deploying", []string{"deploy", "release", "rollout", "rollback", "ship", "canary", "production", "freeze"}},
	{"database", []string{"database", "db", "migration", "sql", "postgres", "index", "query", "schema", "transaction"}},
	{"security", []string{"security", "secret", "auth", "vulnerability", "pii", "encrypt", "credential", "token", "vault"}},
	{"docs", []string{"docs", "documentation", "readme", "adr", "changelog"}},
	{"ui", []string{"ui", "frontend", "console", "page", "component", "css", "react", "accessibility"}},
	{"api", []string{"api", "endpoint", "rest", "grpc", "openapi", "handler", "request"}},
	{"ops", []string{"ops", "incident", "oncall", "alert", "kubernetes", "scaling", "monitoring", "infra"}},
	{"review", []string{"review", "pr", "pull", "merge"}},
	{"coding", []string{"implement", "refactor", "code", "function", "feature", "add", "write"}},
}

var explicitTaskType = lazyRegexp(`task_type:([a-z_-]+)`)

type taskClass struct {
	kind       string
	confidence float64
}

func classifyTask(q string) taskClass {
	lq := strings.ToLower(q)
	if m := explicitTaskType().FindStringSubmatch(lq); m != nil {
		return taskClass{m[1], 1}
	}
	if isSessionStart(lq) {
		return taskClass{"session-start", 1}
	}
	stems := map[string]bool{}
	for _, t := range terms(lq) {
		stems[t] = true
	}
	best, bestN, total := "general", 0, 0
	for _, row := range taskTypeKeywords {
		n := 0
		for _, w := range row.words {
			if stems[stem(w)] {
				n++
			}
		}
		total += n
		if n > bestN {
			best, bestN = row.kind, n
		}
	}
	if bestN == 0 {
		return taskClass{"general", 0.2}
	}
	return taskClass{best, math.Min(0.95, 0.4+0.15*float64(bestN)+0.1*float64(bestN*2-total))}
}

func isSessionStart(lq string) bool {
	return strings.Contains(lq, "session start") || strings.Contains(lq, "session-start") || strings.TrimSpace(lq) == ""
}

// Abstention (DESIGN.md §3 "No shared term → no memory"): a memory is
// returned only when the evidence is specific. A query's information is the
// IDF sum of its distinct stems; a stem no memory contains counts as the
// rarest, since it names something the store does not know about. Evidence
// is the information a memory matches, a synonym counting at its discount.
//
//   - explained: the best memory's evidence must be at least minExplained of
//     its evidence plus the query's unknown information, weighed by how much
//     an absence says in this store (absenceWeight). A task about
//     "Ansible playbooks for the VPN" matching only "write" and "patch" is
//     mostly about things the store has never heard of: nothing is loaded.
//   - minAbsolute: a floor on the best BM25 score.
//   - covered: some loadable memory must match minCovered of the task's
//     known information (its stems the store has; capped at infoCap, the
//     most one memory can be expected to match of a long task).
//   - every other memory must score minRelative of the best and match
//     minMemberEvidence of the known information, so that one shared
//     generic word never pads a load.
//
// Code names the store never mentions (queryNames: `settings.rs`,
// `TestHead_FastStartupStateFile`, `v1.0.26`, `passLogger`) are neither
// information nor unknown: a pull-request title is mostly such names, and
// they say nothing about whether the store's guidance applies (issue 16).
const (
	minExplained      = 0.5
	minAbsolute       = 2.0
	minRelative       = 0.25
	minCovered        = 0.4
	minMemberEvidence = 0.2
	infoCap           = 15.0
)

// routeResult is the result of routing one task.
type routeResult struct {
	class   taskClass
	entries []scored // load order: prerequisites before dependents
	reason  string   // why nothing was returned, when entries is empty
	closest []*entry // when the router abstained on a match: the best few, as cards
}

// routeTask ranks, filters, boosts and orders memories for a task. The
// limit counts prerequisites too: a load never grows past it.
func routeTask(s *store, ri *routeIndex, q string, limit int) routeResult {
	class := classifyTask(q)
	res := routeResult{class: class}
	var ranked []scored
	if class.kind == "session-start" {
		ranked = sessionStartMemories(ri)
	} else {
		var qs queryStats
		ranked, qs = ri.searchStats(q)
		ranked = applyTaskBoost(ranked, class)
		ranked = abstain(ranked, qs, &res)
		ranked = yieldToOtherRoles(s, ri, q, ranked, &res)
	}
	res.entries = withPrerequisites(ri, ranked, limit)
	return res
}

// applyTaskBoost raises memories tagged with the task's type a little. It only
// reorders memories that already matched: classification never adds or hides.
func applyTaskBoost(ranked []scored, class taskClass) []scored {
	if class.kind == "general" {
		return ranked
	}
	tag := "task_type:" + class.kind
	for i := range ranked {
		if contains(ranked[i].en.mem.tags(), tag) {
			ranked[i].score *= 1 + 0.15*class.confidence
		}
	}
	sortScored(ranked)
	return ranked
}

func abstain(ranked []scored, qs queryStats, res *routeResult) []scored {
	if len(ranked) == 0 {
		res.reason = "no memory matched: no memory shares a word with the task"
		return nil
	}
	best := ranked[0]
	for _, r := range ranked {
		if r.base > best.base {
			best = r
		}
	}
	if best.score < minAbsolute || best.evidence < minExplained*(best.evidence+qs.unknown) {
		res.reason = fmt.Sprintf("no memory matched: the closest one (%s) shares only generic words with the task", best.en.mem.id())
		res.closest = closestCards(ranked, best)
		return nil
	}
	// Some memory that could be loaded must match a fair part of what the
	// task says: a task whose words are spread thinly over many memories,
	// each matching one or two of them, is about something the store does
	// not cover (a memory hidden from this role, a neighbouring topic).
	covered := 0.0
	for _, r := range ranked {
		if r.score >= minRelative*best.score {
			covered = math.Max(covered, r.evidence)
		}
	}
	if covered < minCovered*math.Min(qs.known, infoCap) {
		res.reason = fmt.Sprintf("no memory matched: the closest one (%s) matches only a small part of the task", best.en.mem.id())
		res.closest = closestCards(ranked, best)
		return nil
	}
	floor := minMemberEvidence * math.Min(qs.known, infoCap)
	out := ranked[:0:0]
	for _, r := range ranked {
		if r.score >= minRelative*best.score && r.evidence >= floor && !dominated(r, out) {
			r.reason = "matched " + strings.Join(r.matched, ", ")
			out = append(out, r)
		}
	}
	return out
}

// closestCount is how many closest memories an abstention names as cards.
const closestCount = 3

// closestCards are the memories an abstention names (issue 16): the one the
// test judged, then the next best, so that an agent that knows better can
// load one by id. Nothing is loaded; a card is an id and a title.
func closestCards(ranked []scored, best scored) []*entry {
	out := []*entry{best.en}
	for _, r := range ranked {
		if len(out) == closestCount {
			break
		}
		if r.en != best.en {
			out = append(out, r.en)
		}
	}
	return out
}

// otherRoleRatio: when a memory hidden from the active roles explains the
// task this much better than the best visible one, the task is about that
// other role's memory, and the visible neighbours would be noise.
const otherRoleRatio = 2.0

// yieldToOtherRoles abstains when the task's answer is a memory the active
// roles hide (DESIGN.md §3 visibility): the hidden memory is never shown,
// and neither is a weaker visible one standing in for it.
func yieldToOtherRoles(s *store, ri *routeIndex, q string, ranked []scored, res *routeResult) []scored {
	if len(ranked) == 0 || len(s.cfg.roles) == 0 {
		return ranked
	}
	best := 0.0
	for _, r := range ranked {
		best = math.Max(best, r.score)
	}
	qt := ri.expandQuery(q)
	for _, d := range ri.otherRoles {
		score := 0.0
		for _, t := range qt {
			// A word only hidden memories have counts as the rarest: in a
			// small store it is the only sign that the task is theirs.
			if w := d.tfw(t.stem, &ri.avgLen); w > 0 {
				score += t.weight * ri.idfOrMax(t.stem) * w * (bm25K1 + 1) / (w + bm25K1)
			}
		}
		if score >= otherRoleRatio*best {
			res.reason = "no memory matched for the active roles: the closest memory belongs to another role"
			res.closest = nil // neither the hidden memory nor a visible stand-in
			return nil
		}
	}
	return ranked
}

// dominated reports whether a better memory already matches every query
// stem r matches, each at least as well, matches literally a word r has only
// through a synonym, and r scores well below it (dominanceRatio). Such a
// memory adds nothing to the load and is most often a near-duplicate about
// something else: a task about a "merchant webhook" and a memory about
// processor "callbacks".
func dominated(r scored, better []scored) bool {
	for _, b := range better {
		if r.score >= dominanceRatio*b.score {
			continue
		}
		all, weaker := true, false
		for o, w := range r.credit {
			if b.credit[o] < w {
				all = false
				break
			}
			if w < 1 && b.credit[o] == 1 {
				weaker = true
			}
		}
		if all && weaker {
			return true
		}
	}
	return false
}

const dominanceRatio = 0.7

// isCompound reports whether a term is a whole identifier that the
// tokenizer also split into parts ("client-side", "gateway-api").
func isCompound(t string) bool {
	return strings.ContainsAny(t, "-_./")
}

// knowsAll reports whether the store has every one of some parts: a
// camelCase name made of words the store knows ("ComputeFee") is not
// unknown information, one with an unknown part ("WebAssembly") is.
func (ri *routeIndex) knowsAll(parts []string) bool {
	for _, p := range parts {
		if len(ri.postings[p]) == 0 {
			return false
		}
	}
	return len(parts) > 0
}

// queryStats is the information of a query and the part of it in words
// no memory contains.
type queryStats struct{ info, unknown, known float64 }

func (ri *routeIndex) queryStats(q string) queryStats {
	return ri.queryStatsOf(q, ri.expandQuery(q))
}

// queryStatsOf is queryStats given the query's expansion.
func (ri *routeIndex) queryStatsOf(q string, qt []queryTerm) queryStats {
	// known: the best weight at which the store has each query stem, through
	// a synonym, phrase, compound or acronym the store contains.
	known := map[string]float64{}
	for _, t := range qt {
		if len(ri.postings[t.stem]) == 0 {
			continue
		}
		for _, o := range t.origins {
			known[o] = math.Max(known[o], t.weight)
		}
	}
	var qs queryStats
	seen := map[string]bool{}
	wholes := identifierWholes(q)
	names := queryNames(q)
	for _, t := range terms(q) {
		if seen[t] {
			continue
		}
		seen[t] = true
		if len(ri.postings[t]) > 0 {
			qs.info += ri.idf(t)
			qs.known += ri.idf(t)
		} else if !isCompound(t) && !ri.knowsAll(wholes[t]) && !commonWords()[t] && !isNumberOrTime(t) && !names[t] {
			// A whole identifier the store lacks ("client-side") is not
			// unknown information: its parts are counted on their own; a
			// camelCase one only when the store has all its parts. A word
			// the store has only through a synonym is unknown in part.
			qs.info += ri.idfOrMax(t)
			qs.unknown += ri.idfOrMax(t) * (1 - known[t])
		}
	}
	qs.unknown *= ri.absenceWeight()
	return qs
}

// absenceWeight is how much a word's absence from the store says: the
// share of a memory's own words that the rest of the store also has
// (ri.coverage). A store that knows most of the words of its own memories
// would know most of an on-topic task's words too; a small store of short
// guidance lacks most words of any task, on its topic or not.
func (ri *routeIndex) absenceWeight() float64 {
	return ri.coverage
}

// isNumberOrTime reports whether a term is a number or a clock time
// ("14", "3am", "10pm"): like an everyday word, a number the store never
// writes says nothing about the task's topic.
func isNumberOrTime(t string) bool {
	t = strings.TrimSuffix(strings.TrimSuffix(t, "am"), "pm")
	if t == "" {
		return false
	}
	for _, r := range t {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// idfOrMax is a term's IDF, or the IDF of a term in no document: a query word
// the store has never seen is specific information the store lacks.
func (ri *routeIndex) idfOrMax(t string) float64 {
	if len(ri.postings[t]) == 0 {
		N := math.Max(float64(len(ri.docs)), idfPrior)
		return math.Log(1 + (N+0.5)/0.5)
	}
	return ri.idf(t)
}

// sessionStartMemories are the rules tagged always or session-start, then the
// rules by confidence; a session start has no task words to match.
func sessionStartMemories(ri *routeIndex) []scored {
	var out []scored
	for _, en := range ri.docs {
		m := en.mem
		if m.isWorking() {
			continue
		}
		tags := append(m.tags(), m.fm.list("triggers")...)
		switch {
		case contains(tags, "always") || contains(tags, "session-start"):
			out = append(out, scored{en: en, score: 10, reason: "always loaded at session start"})
		case m.kind() == typeRule && m.fm.str("confidence") == "high":
			out = append(out, scored{en: en, score: 1, reason: "high-confidence rule"})
		}
	}
	sortScored(out)
	return out
}

// withPrerequisites walks the ranked memories and places each one's
// depends_on prerequisites (visible ones, recursively) before it, each memory
// once. A memory whose prerequisites do not fit in the limit is skipped
// whole: a dependent never comes without what it depends on.
func withPrerequisites(ri *routeIndex, ranked []scored, limit int) []scored {
	var out []scored
	placed := map[string]bool{}
	for _, sc := range ranked {
		if placed[sc.en.mem.id()] {
			continue
		}
		unit := prerequisiteUnit(ri, sc, placed, map[string]bool{}, 0)
		if len(out)+len(unit) > limit {
			continue
		}
		for _, u := range unit {
			placed[u.en.mem.id()] = true
		}
		out = append(out, unit...)
	}
	return out
}

// prerequisiteUnit is sc preceded by its not yet placed prerequisites, in
// dependency order; seen guards against cycles.
func prerequisiteUnit(ri *routeIndex, sc scored, placed, seen map[string]bool, depth int) []scored {
	id := sc.en.mem.id()
	seen[id] = true
	var unit []scored
	for _, dep := range sc.en.mem.fm.list("depends_on") {
		d := ri.byID[dep]
		if d == nil || placed[dep] || seen[dep] || depth > 8 {
			continue
		}
		unit = append(unit, prerequisiteUnit(ri, scored{en: d, score: sc.score, reason: "prerequisite of " + id}, placed, seen, depth+1)...)
	}
	return append(unit, sc)
}

// storeCoverage is the mean, over memories, of the share of a memory's
// distinct title, tag and content words that some other memory also has:
// leave-one-out, how likely an on-topic word is to be known to the store.
// byID holds each term id's postings, one per document.
func storeCoverage(docs []*entry, byID [][]posting) float64 {
	var sum float64
	var n int
	for _, en := range docs {
		// The fields' term ids are each ascending: merge them to count
		// every distinct word once, without a set per memory.
		var pos [fieldContent + 1]int
		var known, all int
		for {
			next, any := uint32(0), false
			for f := fieldTitle; f <= fieldContent; f++ {
				if fs := en.doc.fields[f]; pos[f] < len(fs) && (!any || fs[pos[f]].id < next) {
					next, any = fs[pos[f]].id, true
				}
			}
			if !any {
				break
			}
			for f := fieldTitle; f <= fieldContent; f++ {
				if fs := en.doc.fields[f]; pos[f] < len(fs) && fs[pos[f]].id == next {
					pos[f]++
				}
			}
			all++
			if len(byID[next]) >= 2 {
				known++
			}
		}
		if all > 0 {
			sum += float64(known) / float64(all)
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// closestText renders an abstention's closest memories as one-line cards.
func closestText(closest []*entry) string {
	if len(closest) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("Closest memories, not loaded (load one by id only if it applies):\n")
	for _, en := range closest {
		fmt.Fprintf(&b, "- %s: %s\n", en.mem.id(), oneLine(en.mem.title, 100))
	}
	return b.String()
}
