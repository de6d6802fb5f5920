package main

import (
	"math"
	"regexp"
	"sort"
	"strings"
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
	// synonymDiscount: a synonym is evidence, but weaker than the word itself.
	synonymDiscount = 0.6
)

// document is a memory's routing terms per field.
type document struct {
	tf     [numFields]map[string]float64
	length [numFields]float64
}

// routeIndex is an inverted index over the visible memories.
type routeIndex struct {
	docs     []*entry
	postings map[string][]posting
	avgLen   [numFields]float64
}

type posting struct {
	doc int
	tfw float64 // length-normalised, field-weighted term frequency
}

func buildDocument(en *entry) *document {
	m := en.mem
	d := &document{}
	add := func(f int, text string) {
		if d.tf[f] == nil {
			d.tf[f] = map[string]float64{}
		}
		for _, t := range terms(text) {
			d.tf[f][t]++
			d.length[f]++
		}
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
	return d
}

// buildRouteIndex indexes the visible memories of a store.
func buildRouteIndex(s *store) *routeIndex {
	ri := &routeIndex{postings: map[string][]posting{}}
	ri.docs = s.visible()
	var total [numFields]float64
	for _, en := range ri.docs {
		if en.doc == nil {
			en.doc = buildDocument(en)
		}
		for f := 0; f < numFields; f++ {
			total[f] += en.doc.length[f]
		}
	}
	for f := 0; f < numFields; f++ {
		ri.avgLen[f] = math.Max(1, total[f]/math.Max(1, float64(len(ri.docs))))
	}
	for i, en := range ri.docs {
		acc := map[string]float64{}
		for f := 0; f < numFields; f++ {
			norm := 1 - bm25B + bm25B*en.doc.length[f]/ri.avgLen[f]
			for t, n := range en.doc.tf[f] {
				acc[t] += fieldWeights[f] * n / norm
			}
		}
		for t, w := range acc {
			ri.postings[t] = append(ri.postings[t], posting{doc: i, tfw: w})
		}
	}
	return ri
}

func (ri *routeIndex) idf(t string) float64 {
	n := float64(len(ri.postings[t]))
	N := float64(len(ri.docs))
	return math.Log(1 + (N-n+0.5)/(n+0.5))
}

// scored is one ranked memory with the evidence behind its score.
type scored struct {
	en      *entry
	score   float64
	matched []string // query stems that matched directly or by synonym
	reason  string   // why it was selected (explain)
}

// queryTerm is one distinct stem of the query with its weight.
type queryTerm struct {
	stem   string
	weight float64
	origin string // the query stem a synonym came from
}

// expandQuery turns a task into distinct stems plus discounted synonyms.
func expandQuery(q string) []queryTerm {
	var out []queryTerm
	seen := map[string]bool{}
	base := terms(q)
	for _, t := range base {
		if !seen[t] {
			seen[t] = true
			out = append(out, queryTerm{stem: t, weight: 1, origin: t})
		}
	}
	for _, t := range base {
		for _, syn := range synonymIndex[t] {
			if !seen[syn] {
				seen[syn] = true
				out = append(out, queryTerm{stem: syn, weight: synonymDiscount, origin: t})
			}
		}
	}
	return out
}

// search ranks every visible memory that shares evidence with the query.
func (ri *routeIndex) search(q string) []scored {
	qt := expandQuery(q)
	scores := map[int]*scored{}
	for _, t := range qt {
		ps := ri.postings[t.stem]
		if len(ps) == 0 {
			continue
		}
		idf := ri.idf(t.stem)
		for _, p := range ps {
			s := scores[p.doc]
			if s == nil {
				s = &scored{en: ri.docs[p.doc]}
				scores[p.doc] = s
			}
			s.score += t.weight * idf * p.tfw * (bm25K1 + 1) / (p.tfw + bm25K1)
			if !contains(s.matched, t.origin) {
				s.matched = append(s.matched, t.origin)
			}
		}
	}
	out := make([]scored, 0, len(scores))
	for _, s := range scores {
		out = append(out, *s)
	}
	sortScored(out)
	return out
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

var explicitTaskType = regexp.MustCompile(`task_type:([a-z_-]+)`)

type taskClass struct {
	kind       string
	confidence float64
}

func classifyTask(q string) taskClass {
	lq := strings.ToLower(q)
	if m := explicitTaskType.FindStringSubmatch(lq); m != nil {
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
// returned only when the evidence is specific. minEvidence is the share of the
// query's information (sum of IDF of its distinct stems) that the best memory
// must match; minRelative drops memories far weaker than the best one.
const (
	minEvidence = 0.18
	minRelative = 0.35
	minAbsolute = 2.0
)

// route is the result of routing one task.
type routeResult struct {
	class   taskClass
	entries []scored // load order: prerequisites before dependents
	reason  string   // why nothing was returned, when entries is empty
}

// routeTask ranks, filters, boosts and orders memories for a task.
func routeTask(s *store, ri *routeIndex, q string, limit int) routeResult {
	class := classifyTask(q)
	res := routeResult{class: class}
	var ranked []scored
	if class.kind == "session-start" {
		ranked = sessionStartMemories(ri)
	} else {
		ranked = ri.search(q)
		ranked = applyTaskBoost(ranked, class)
		ranked = abstain(ri, q, ranked, &res)
	}
	if len(ranked) > limit {
		ranked = ranked[:limit]
	}
	res.entries = withPrerequisites(s, ranked, limit)
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

func abstain(ri *routeIndex, q string, ranked []scored, res *routeResult) []scored {
	if len(ranked) == 0 {
		res.reason = "no memory matched: no memory shares a word with the task"
		return nil
	}
	var info float64
	seen := map[string]bool{}
	for _, t := range terms(q) {
		if !seen[t] {
			seen[t] = true
			info += ri.idfOrMax(t)
		}
	}
	best := ranked[0]
	var matchedInfo float64
	for _, t := range best.matched {
		matchedInfo += ri.idfOrMax(t)
	}
	if best.score < minAbsolute || (info > 0 && matchedInfo/info < minEvidence) {
		res.reason = "no memory matched: only generic words of the task appear in the store"
		return nil
	}
	out := ranked[:0:0]
	for _, r := range ranked {
		if r.score >= minRelative*best.score {
			r.reason = "matched " + strings.Join(r.matched, ", ")
			out = append(out, r)
		}
	}
	return out
}

// idfOrMax is a term's IDF, or the IDF of a term in no document: a query word
// the store has never seen is specific information the store lacks.
func (ri *routeIndex) idfOrMax(t string) float64 {
	if len(ri.postings[t]) == 0 {
		N := float64(len(ri.docs))
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

// withPrerequisites inserts each memory's depends_on prerequisites (visible
// ones, recursively) before it, each memory once.
func withPrerequisites(s *store, ranked []scored, limit int) []scored {
	var out []scored
	placed := map[string]bool{}
	var place func(sc scored, depth int)
	place = func(sc scored, depth int) {
		id := sc.en.mem.id()
		if placed[id] || depth > 8 {
			return
		}
		placed[id] = true // before recursing: a cycle must not loop
		for _, dep := range sc.en.mem.fm.list("depends_on") {
			if d := s.byID(dep); d != nil && !placed[dep] {
				place(scored{en: d, score: sc.score, reason: "prerequisite of " + id}, depth+1)
			}
		}
		out = append(out, sc)
	}
	for _, sc := range ranked {
		place(sc, 0)
	}
	return out
}
