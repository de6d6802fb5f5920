package main

// Abstention for the router (route.go): load nothing rather than memories
// that share only generic words with the task, and name the closest ones.

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"unicode"
)

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
//     most one memory can be expected to match of a long task), unless
//     the task names a category of the store the best memory carries.
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
	minMemberEvidence = 0.1
	infoCap           = 15.0
)

func abstain(ranked []scored, qs queryStats, res *routeResult) []scored {
	if len(ranked) == 0 {
		res.reason = "no memory matched: no memory shares a word with the task"
		if len(qs.words) == 0 {
			// Every word is a common one the index leaves out ("make",
			// "use"): a memory may hold it, so "shares no word" misleads
			// (walk45: 'engram load make' beside titles with "make").
			res.reason = "no memory matched: the task has only common words, which the router leaves out; say what the task is about"
		}
		return nil
	}
	best := ranked[0]
	for _, r := range ranked {
		if r.base > best.base {
			best = r
		}
	}
	// Two views name the best memory: the highest score (the saturated
	// BM25F, which says which memory matches) and the first of the order
	// of the first five (orderHead: a weaker saturation and the title's
	// area, which say which memory is most about the task). When they
	// differ, the router answers if either passes the tests: a strong match
	// by one view is not discarded because the other view's best is weak
	// (issue 16). The floors stay the highest score's, and so do the load's
	// members. Measured in RETRIEVAL-LOG.md, Abstention, stop 40.
	covered := coveredEvidence(ranked, best, qs)
	why := judge(best, best, covered, qs)
	if why != "" && ranked[0].en != best.en && judge(ranked[0], best, covered, qs) == "" {
		why = ""
	}
	if why != "" && qs.request && len(best.credit) == 1 && len(ranked[0].credit) == 1 && nextExplains(ranked, best, covered, qs) {
		why = ""
	}
	if why != "" {
		// The sentence names the memory the agent reads first among the
		// cards, the order's first, with the reason that memory fails:
		// it is the task's memory more often than the highest score's
		// (closestCards), and the two differ in a quarter of the
		// abstentions on real titles (RETRIEVAL-LOG.md, Abstention, stop 43).
		named := best
		if ranked[0].en != best.en {
			named, why = ranked[0], judge(ranked[0], best, covered, qs)
		}
		res.reason = fmt.Sprintf(why, named.en.mem.id())
		res.closest = closestCards(ranked, best)
		return nil
	}
	return answerMembers(ranked, best, qs)
}

// In a request of at least requestMinWords words of the asker's own, the
// order's second and third memories (nextJudged) are judged too when they
// score at least nextScoreShare of the best: a request told at length says
// its topic in several words, and the memory that holds most of them is
// often not the one whose score saturates first on one of them, nor the
// order's first ("can we squeeze extra patients into an outpatient session
// that is already full": the login rule matched "session", the overbooking
// rule at second place explains the request). Only when both views' bests
// match a single word of the task: a best that matches several ("company",
// "site", "managers" of a request to order fleece jackets for the site
// managers) is what the request names in passing, and a next memory passing
// the share answered it (TestFourWordsAgree). In a title or short task one
// word decides the order, and a third judged memory answered tasks nothing
// covers: at every length real projects' titles with no answer were
// answered (pooled zero-result 0.494 -> 0.436), from 8 words ten sets fell,
// from 12 none. Not in a store smaller than idfPrior, whose few memories
// share a request's words with tasks nothing covers (TestSmallStoreEval:
// invented n5 zero-result 0.613 -> 0.605, n10 0.629 -> 0.619; RETRIEVAL-LOG.md,
// Abstention, stop 60).
const (
	nextJudged      = 3
	nextScoreShare  = 0.5
	requestMinWords = 12
)

// nextExplains reports whether the order's second or third memory, scoring
// at least nextScoreShare of the best's score, passes the decision's tests.
func nextExplains(ranked []scored, best scored, covered float64, qs queryStats) bool {
	for _, r := range ranked[1:min(nextJudged, len(ranked))] {
		if r.en != best.en && r.preFeedback() >= nextScoreShare*best.preFeedback() && judge(r, best, covered, qs) == "" {
			return true
		}
	}
	return false
}

// coveredEvidence is the most evidence any candidate within the relative
// floor of top (the highest score before feedback) has, a title's scope
// language aside (scopeEvidence): how much of the task some loadable memory
// matches. It depends on top only, so both views' judgements share it.
func coveredEvidence(ranked []scored, top scored, qs queryStats) float64 {
	covered := 0.0
	for _, r := range ranked {
		if r.preFeedback() >= minRelative*top.preFeedback() {
			covered = math.Max(covered, r.evidence-qs.scopeEvidence(r))
		}
	}
	return covered
}

// judge runs the decision's first three tests on the candidate c, with the
// floors read from top (the highest score before feedback) and covered its
// coveredEvidence, and returns "" when c answers the task, or the reason it
// does not (a format for the judged memory's id).
func judge(c, top scored, covered float64, qs queryStats) string {
	if !c.worded && len(c.credit) < 2 {
		// Only the synonym of one task word links the memory to the
		// task: a word has several senses ("exit" the process, "exit" code),
		// and one synonym alone cannot tell which the task meant. A phrase
		// or a named tool's concept has one sense (queryTerm.sensed).
		return "no memory matched: the closest one (%s) shares only a related word with the task" + relatedWord(c, qs)
	}
	if qs.everyday != nil && len(c.credit) < 2 && !matchesSpecificWord(c, qs.everyday) {
		// A store smaller than idfPrior cannot tell by its own IDF which
		// words are specific: one everyday word ("file") shared with a
		// one-memory store would otherwise answer any task that says it.
		// Two task words matched together are specific enough, as in the
		// first test.
		return "no memory matched: the closest one (%s) shares only everyday words with the task"
	}
	c.evidence -= qs.scopeEvidence(c) // a title's scope language (route_scope.go)
	category := namesCategory(c, qs)
	if top.preFeedback() < minAbsolute {
		return "no memory matched: the closest one (%s) shares only generic words with the task"
	}
	if c.evidence < minExplained*(c.evidence+qs.unknownFor(c)) && !category && !wordsAgree(c, qs) {
		return unexplainedReason(c, qs)
	}
	// Some memory that could be loaded must match a fair part of what the
	// task says: a task whose words are spread thinly over many memories,
	// each matching one or two of them, is about something the store does
	// not cover (a memory hidden from this role, a neighbouring topic).
	// A task that names a category the memory carries is about that
	// concern however its other words spread over the store, as it is
	// whatever unknown words it has (namesCategory; measured in
	// RETRIEVAL-LOG.md, Abstention, a9d4d39).
	if covered < minCovered*math.Min(qs.known, infoCap) && !category {
		return "no memory matched: the closest one (%s) matches only a small part of the task"
	}
	return ""
}

// agreeingWords: a memory that has this many of the task's own words, each
// a distinct word of the task and none an everyday one, explains the task
// whatever else it says. Words the store lacks are evidence against a memory
// only while they could be the task's topic; when four of the task's words
// agree on one memory, the topic is that memory's, and the words the store
// lacks are how the asker tells it ("a farmer rang", "for quicker
// debugging"). Three answered tasks with no answer in five holdouts (one
// each: aspire, dune, flutter-packages, kestrel, millbrook); at four no
// set's zero-result moves (RETRIEVAL-LOG.md, Abstention, stop 57).
const agreeingWords = 4

// wordsAgree reports whether c has agreeingWords of the task's words
// itself (not through a synonym), none of them everyday (commonWords,
// requestWords, a number, or in a small store everydayWords). A compound's
// part ("data" of "dataframe") is not a word of its own.
func wordsAgree(c scored, qs queryStats) bool {
	var own []string
	for t, w := range c.credit {
		if w >= 1 && !commonWords()[t] && !requestWords()[t] && !isNumberOrTime(t) && !qs.everyday[t] && !qs.scoped(t) {
			own = append(own, t)
		}
	}
	n := 0
	for _, t := range own {
		part := false
		for _, o := range own {
			if o != t && strings.Contains(o, t) {
				part = true
				break
			}
		}
		if !part {
			n++
		}
	}
	return n >= agreeingWords
}

// answerMembers is the load once the router answers: every memory that
// scores minRelative of the best and matches minMemberEvidence of the
// task's known information, or is a clause's best, and that no better
// member dominates.
func answerMembers(ranked []scored, best scored, qs queryStats) []scored {
	floor := minMemberEvidence * math.Min(qs.known, infoCap)
	out := ranked[:0:0]
	for _, r := range ranked {
		if (r.preFeedback() >= minRelative*best.preFeedback() && r.evidence >= floor || r.clauseTop) && !dominated(r, out) {
			out = append(out, r) // its reason, if it is shown: shownReasons
		}
	}
	// A task of several clauses loads each clause's best memory near the
	// front (route_clause.go).
	return clauseOrder(out)
}

// categoryShare: a tag is one of the store's categories when at least this
// share of its memories, and at least two, carry it. A tag a tenth of the
// store carries (`testing` on three of 24 guidance memories) is a concern the
// store is organised by; a tag one or two memories of a large store carry
// is a keyword of theirs.
const categoryShare = 0.1

// titleCategoryShare: a word at least this share of the memories, and at
// least two, carry in their title or tags is a category too. A project
// names its guidance by its concerns ("Release …" five times among pytest's
// 41 titles); the tags are a writer's choice and often lack the word the
// titles share. At a tenth, as for tags, words that many titles share in
// passing answered tasks nothing covers; in a store smaller than idfPrior
// none (RETRIEVAL-LOG.md, Abstention, stop 48).
const titleCategoryShare = 0.2

// storeCategories are the stems of the tags (and triggers) that at least
// categoryShare of the memories, and at least two, carry, and of the words
// that titleCategoryShare of them carry in their title or tags. It counts
// by term id in slices: at 10,000 memories a map bump per title word took
// 15 ms of an index build.
func storeCategories(docs []*entry) map[string]bool {
	termTable.RLock()
	size := len(termTable.strs)
	termTable.RUnlock()
	tagN, titleN := make([]int32, size), make([]int32, size)
	for _, en := range docs {
		d := en.document()
		fs, ft := d.field(fieldTags), d.field(fieldTitle)
		for i := range fs.len() {
			tagN[fs.at(i).id]++
		}
		for i := range ft.len() {
			if id := ft.at(i).id; d.countID(fieldTags, id) == 0 {
				titleN[id]++
			}
		}
	}
	// Only a term two memories carry can be a category (categoriesOf).
	tags, titleOnly := map[uint32]int{}, map[uint32]int{}
	for id := range tagN {
		if tagN[id]+titleN[id] >= 2 {
			tags[uint32(id)], titleOnly[uint32(id)] = int(tagN[id]), int(titleN[id])
		}
	}
	return categoriesOf(tags, titleOnly, len(docs))
}

// countCategoryTerms adds by to the count of each tag term of d, and to
// titleOnly's count of each term its title carries and its tags do not.
func countCategoryTerms(d *document, tags, titleOnly map[uint32]int, by int) {
	fs := d.field(fieldTags)
	for i := range fs.len() {
		bump(tags, fs.at(i).id, by)
	}
	ft := d.field(fieldTitle)
	for i := range ft.len() {
		if id := ft.at(i).id; d.countID(fieldTags, id) == 0 {
			bump(titleOnly, id, by)
		}
	}
}

// categoriesOf is storeCategories from how many of n memories carry each
// tag term and each term in their title only (the index patch keeps the
// counts: perf_reindex.go). An everyday word that titles share ("use",
// "new") names no concern: only its tags count. Only the few terms over a
// share are looked up by their strings.
func categoriesOf(tags, titleOnly map[uint32]int, n int) map[string]bool {
	out := map[string]bool{}
	least := max(2, int(math.Ceil(categoryShare*float64(n))))
	for id, k := range tags {
		if k >= least {
			out[termString(id)] = true
		}
	}
	// In a small store two titles sharing a word ("files") are a fifth of
	// it: its own counts cannot say what it is organised by (RETRIEVAL.md,
	// "A new user's small store").
	if float64(n) >= idfPrior {
		least := max(2, int(math.Ceil(titleCategoryShare*float64(n))))
		for id, k := range titleOnly {
			if k+tags[id] >= least {
				if t := termString(id); !commonWords()[t] {
					out[t] = true
				}
			}
		}
	}
	// The session-start markers say when a memory loads, not what it is
	// about (sessionStartMemories): "always" or "start" in a task names no
	// concern of the store.
	for _, t := range terms("always session-start") {
		delete(out, t)
	}
	return out
}

// namesCategory reports whether the task names, in its own words, a
// category of the store that the memory carries in its tags or title: the task is about
// that concern ("Use shared helpers for cache filesystem tests" and the
// testing rule), whatever code the rest of its words name. Its unknown words
// are then not evidence against the memory (issue 16). A title prefix's
// type names its concern too ("docs:" a documentation change, "perf:" a
// performance one; titlePrefixIndex): the author classified the change.
// Measured in RETRIEVAL-LOG.md, Abstention.
func namesCategory(best scored, qs queryStats) bool {
	for _, t := range qs.categories {
		if d := best.en.document(); best.credit[t] >= 1 && (d.count(fieldTags, t) > 0 || d.count(fieldTitle, t) > 0) {
			return true
		}
	}
	for _, c := range qs.prefixCategories {
		if best.en.document().count(fieldTags, c) > 0 {
			return true
		}
	}
	return false
}

// closestCount is how many closest memories an abstention names as cards.
const closestCount = 3

// closestCards are the memories an abstention names (issue 16), so that an
// agent that knows better can load one by id: the first of the router's
// order (the order of the first five, orderHead, as `--ranking` scores it),
// and the memory the test judged, which the reason names, among them. The
// order's first is more often the task's memory than the judged one, whose
// score saturates at one mention (RETRIEVAL-LOG.md, Abstention, stop 40).
// Nothing is loaded; a card is an id and a title.
func closestCards(ranked []scored, best scored) []*entry {
	out := make([]*entry, 0, closestCount)
	judged := false
	for _, r := range ranked {
		if len(out) == closestCount {
			break
		}
		out = append(out, r.en)
		judged = judged || r.en == best.en
	}
	if !judged {
		out[len(out)-1] = best.en
	}
	return out
}

// otherRoleRatio: when a memory hidden from the active roles explains the
// task this much better than the best visible one, the task is about that
// other role's memory, and the visible neighbours would be noise.
const otherRoleRatio = 2.0

// yieldToOtherRoles abstains when the task's answer is a memory the active
// roles hide (DESIGN.md §3 visibility): the hidden memory is never shown,
// and neither is a weaker visible one standing in for it. unmatched says
// no visible memory shared a word with the task: then a hidden memory that
// scores as an answer would (minAbsolute) gives the reason, for "no memory
// shares a word" would send a user whose role hides the rule looking for a
// memory that is there (stop 45, a new user's walk-through). qt is the
// task's expansion, the search's (queryStats.expanded): expanded again, it
// was a twentieth of an answering load at 10,000 memories.
func yieldToOtherRoles(s *store, ri *routeIndex, qt []queryTerm, ranked []scored, unmatched bool, res *routeResult) []scored {
	if len(s.cfg.roles) == 0 || len(ranked) == 0 && !unmatched {
		return ranked
	}
	floor := minAbsolute
	if len(ranked) > 0 {
		best := 0.0
		for _, r := range ranked {
			best = math.Max(best, r.preFeedback())
		}
		floor = otherRoleRatio * best
	}
	// Each query word is looked up and weighed once, not once a memory (at
	// 10,000 memories a tenth of an answering load), after every document
	// is decoded: a document rebuilt from its text may add words to the
	// table the lookup reads (perf_lazydoc.go). Through the postings of the
	// other-role documents (perf_otherroles.go), decoded when built, each
	// term is read in the documents that have it; a floor of 0 or less,
	// which a document with none of the terms reaches, takes the scan.
	fast := otherRolePostingsOn && floor > 0
	if fast {
		ri.otherRoleTerms()
	} else {
		for _, d := range ri.otherRoles {
			d.ready()
		}
	}
	var ids []uint32
	var weights []float64 // each term's weight times its IDF
	for _, t := range qt {
		if id, ok := lookupTerm(t.stem); ok {
			// A word only hidden memories have counts as the rarest: in a
			// small store it is the only sign that the task is theirs.
			ids = append(ids, id)
			weights = append(weights, t.weight*ri.idfOrMax(t.stem))
		}
	}
	yield := false
	if fast {
		yield = ri.otherRoleReaches(ids, weights, floor)
	} else {
		for _, d := range ri.otherRoles {
			score := 0.0
			for i, id := range ids {
				if w := d.tfwID(id, &ri.avgLen); w > 0 {
					score += weights[i] * w * (bm25K1 + 1) / (w + bm25K1)
				}
			}
			if yield = score >= floor; yield {
				break
			}
		}
	}
	if yield {
		res.reason = "no memory matched for the active roles: the closest memory belongs to another role"
		res.closest = nil // neither the hidden memory nor a visible stand-in
		return nil
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
		if r.preFeedback() >= dominanceRatio*b.preFeedback() {
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
		if ri.df(p) == 0 {
			return false
		}
	}
	return len(parts) > 0
}

// queryStats is the information of a query and the part of it in words
// no memory contains.
type queryStats struct {
	info, unknown, known float64
	categories           []string // the task's stems that are categories of the store (storeCategories)
	// everyday: in a store too small for its own IDF (smallStore), the
	// task's stems that general English uses every day (everydayWords);
	// nil in a larger store.
	everyday         map[string]bool
	prefixCategories []string // the concepts of the task's title prefix that are categories of the store
	// unknownStems are the stems counted in unknown, and words the task's
	// own word for each of its stems (set by routeTask, which alone gives
	// reasons): what an abstention's sentence and a routed memory's reason
	// say (route_explain.go).
	unknownStems []string
	words        map[string]taskWord
	// clauses are the stems of each clause of a task of two or more
	// (concernClauses), and clauseUnknown each unknown stem's part of unknown;
	// both nil for a task of one clause (unknownFor).
	clauses       [][]string
	clauseUnknown []stemWeight
	// scope are the programming languages the title names as a leading
	// bracket tag (tagLanguages, route_scope.go), each with its IDF: neither information nor, but for
	// a memory about the language, evidence (scopeEvidence).
	scope []stemWeight
	// expanded is the task's expansion (expandQuery) the search scored,
	// for yieldToOtherRoles; set by searchRanked.
	expanded []queryTerm
	// request: the asker wrote requestMinWords words or more
	// (proseWordCount) and the store is not a small one: the order's next
	// memories are judged too (nextExplains).
	request bool
}

// stemWeight is a stem and a weight.
type stemWeight struct {
	stem string
	w    float64
}

// queryStatsOf is the queryStats of q given its expansion qt; callers
// expand once and share the expansion with the search.
func (ri *routeIndex) queryStatsOf(q string, qt []queryTerm) queryStats {
	// known: the best weight at which the store has each query stem, through
	// a synonym, phrase, compound or acronym the store contains.
	known := map[string]float64{}
	for _, t := range qt {
		if ri.df(t.stem) == 0 {
			continue
		}
		for _, o := range t.origins {
			known[o] = math.Max(known[o], t.weight)
		}
	}
	var qs queryStats
	qs.request = !ri.smallStore() && proseWordCount(q) >= requestMinWords
	seen := map[string]bool{}
	wholes := identifierWholes(q)
	names := queryNames(q)
	pasted := pastedStems(q)
	codeTask := namesCode(q) || titleArea().MatchString(titleHead(q))
	heads := ri.kindVerbs(q)
	reverts := revertFormWords(q)
	var scoped map[string]bool
	scoped, qs.scope = ri.tagScope(q)
	for _, cl := range ri.abstainClauses(q) {
		qs.clauses = append(qs.clauses, terms(cl))
	}
	for _, t := range terms(q) {
		if seen[t] || scoped[t] {
			continue
		}
		seen[t] = true
		if ri.df(t) > 0 {
			qs.info += ri.idf(t)
			qs.known += ri.idf(t)
			if ri.categories[t] {
				qs.categories = append(qs.categories, t)
			}
		} else if !isCompound(t) && !(codeTask && len(wholes[t]) > 1) && !ri.knowsAll(wholes[t]) && !commonWords()[t] && !requestWords()[t] && !heads[t] && !reverts[t] && !isStopword(t) && !isNumberOrTime(t) && !spelledNumbers()[t] && !names[t] {
			// A whole identifier the store lacks ("client-side") is not
			// unknown information: its parts are counted on their own; a
			// camelCase one only when the store has all its parts, or in a
			// task that names code (namesCode, a title area: `page: Add
			// IsBranch`), where it is code too, never: the whole and its
			// unknown part would be two of the rarest words for one name. In
			// prose a capitalised name ("a Rust WebAssembly module") is
			// vocabulary, often another system's, and counts whole
			// (RETRIEVAL.md, "Abstention"). A word the store has only
			// through a synonym is unknown in part. A stem that is a stopword
			// ("uses" → use, "Sorted" → sort) is neither: the index drops the
			// stopword's own form from every memory, so its count cannot show
			// that the store lacks the word (stop 51).
			share := cjkShare(t) // text_cjk.go
			if pasted[t] {
				share *= pastedUnknownShare
			}
			qs.info += ri.idfOrMax(t) * share
			qs.unknown += ri.idfOrMax(t) * (1 - known[t]) * share
			if qs.clauses != nil {
				qs.clauseUnknown = append(qs.clauseUnknown, stemWeight{t, ri.idfOrMax(t) * (1 - known[t]) * share * ri.absenceWeight()})
			}
			if known[t] < 1 {
				qs.unknownStems = append(qs.unknownStems, t)
			}
		}
	}
	for _, p := range titlePrefixWords(q) {
		for _, e := range titlePrefixIndex()[p] {
			if ri.categories[e.stem] {
				qs.prefixCategories = append(qs.prefixCategories, e.stem)
			}
		}
	}
	qs.unknown *= ri.absenceWeight()
	if ri.smallStore() {
		qs.everyday = everydayWords(q)
	}
	return qs
}

// revertFormWords is the stem of "Revert" when q is GitHub's title for a
// revert, `Revert "the title"` (titleHead reads the quoted title's prefix):
// the change is about what it reverts, so a store that never says "revert"
// shows nothing by lacking it. Counted as the rarest word, it tipped covered
// titles into abstaining: `Revert "Replace process::exit(2) with
// Result-based error handling"` loaded nothing on uv's store, where the title
// it reverts loads the error-handling rule (stop 55). A store that has the
// word still matches it; only the quoted form counts, not a `revert:` type
// (a change type's word as neither cost zero-result: RETRIEVAL-LOG.md,
// Abstention, 299a9c7).
func revertFormWords(q string) map[string]bool {
	if !revertTitle().MatchString(q) {
		return nil
	}
	return map[string]bool{stem("revert"): true}
}

// kindVerbs are the change verbs opening the task's sentences (headVerbs)
// in a small store, where such a verb ("Write tests for …") is the task's
// kind: its absence from a few short memories says nothing (RETRIEVAL.md,
// "A new user's small store"). A bigger store's absence of it stays
// evidence (stop 54: counted in stores of 20 or more, cabal's and jabref's
// zero-result fell), so there it is nil.
func (ri *routeIndex) kindVerbs(q string) map[string]bool {
	if !ri.smallStore() {
		return nil
	}
	return headVerbs(q)
}

// abstainClauses are the clauses whose unknown words unknownFor holds
// apart: the task's concerns (concernClauses), or in a small store its
// sentences (taskClauses), since a small store's few memories share a
// concern's words with tasks nothing covers (TestSmallStoreEval: invented n5
// zero-result 0.622 -> 0.601 with the commas read).
func (ri *routeIndex) abstainClauses(q string) []string {
	if ri.smallStore() {
		return taskClauses(q)
	}
	return concernClauses(q)
}

// smallStore reports whether the store holds fewer visible memories than
// idfPrior: its IDF is then computed as if it had idfPrior, so a word in
// one of its memories is about as rare to it as a word in all of them, and
// its own statistics cannot say which of a task's words are specific (a new
// user's handful of memories; RETRIEVAL.md, "A new user's small store").
func (ri *routeIndex) smallStore() bool {
	return float64(len(ri.docs)) < idfPrior
}

// minSpecificCredit: a specific task word counts as matched at half a word
// or more (itself, its synonym, a split compound, a title prefix's concept),
// not through a WordNet derived form alone (a reorder, 0.45).
const minSpecificCredit = 0.5

// matchesSpecificWord reports whether a memory matches a task word that is
// not an everyday one (everydayWords): in a small store, general knowledge
// says which of a task's words are specific, since the store's IDF cannot
// (RETRIEVAL.md, "A new user's small store").
func matchesSpecificWord(r scored, everyday map[string]bool) bool {
	for t, w := range r.credit {
		if w >= minSpecificCredit && !everyday[t] {
			return true
		}
	}
	return false
}

// everydayWords are the stems of a task's words that general English uses
// every day: commonWords, spelled-out numbers (numberWords: "two" says no
// more than "2", which is never information), and the words common enough
// in WordNet's sense-tagged corpus to be in the lexicon's table (a word's
// lemma, "files" → file). The one-word concepts of the lexicon's concept table ("testing",
// "lint", "benchmark", "documentation") are engineering concerns, not
// everyday words, when a task says them. A word written only inside a code
// name ("file" of TestHead_FastStartupStateFile) is judged like any other.
func everydayWords(q string) map[string]bool {
	out := headVerbs(q) // the task's kind ("Update the favicon"), not its topic
	for _, tok := range tokenize(q) {
		if isStopword(tok) || strings.ContainsAny(tok, "-_./0123456789") {
			continue
		}
		st := stem(tok)
		if engineeringConcepts()[st] {
			continue
		}
		if commonWords()[st] || requestWords()[st] || numberWords()[tok] {
			out[st] = true
			continue
		}
		for _, base := range lemmaCandidates(tok) {
			if agentiveBase(tok, base) {
				continue
			}
			if _, ok := wordnetLine(base); ok {
				out[st] = true
				break
			}
		}
	}
	return out
}

// agentiveBase reports whether base is tok without its "-er" ("handler" →
// handle, "runner" → run): a component a task names (a handler, a worker, a
// scheduler) is not the everyday verb, and its plural ("handlers", whose only
// lemma is "handler") was already judged as written.
func agentiveBase(tok, base string) bool {
	if !strings.HasSuffix(tok, "er") || len(tok) < 5 {
		return false
	}
	return base == tok[:len(tok)-2] || base == tok[:len(tok)-1] || base == tok[:len(tok)-3]
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

// spelledNumbers are the stems of numberWords: "three days" says no more
// than "3 days", whose number is never information.
var spelledNumbers = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for w := range numberWords() {
		out[stem(w)] = true
	}
	return out
})

// idfOrMax is a term's IDF, or the IDF of a term in no document: a query word
// the store has never seen is specific information the store lacks.
func (ri *routeIndex) idfOrMax(t string) float64 {
	if ri.df(t) == 0 {
		N := math.Max(float64(len(ri.docs)), idfPrior)
		return math.Log(1 + (N+0.5)/0.5)
	}
	return ri.idf(t)
}

// storeCoverage is the mean, over memories, of the share of a memory's
// distinct title, tag and content words that some other memory also has:
// leave-one-out, how likely an on-topic word is to be known to the store.
// byID holds each term id's postings, one per document. It returns each
// memory's counts too (the index patch keeps them: perf_reindex.go).
func storeCoverage(docs []*entry, byID [][]posting) (float64, []docCover) {
	per := make([]docCover, len(docs))
	known := func(id uint32) bool { return len(byID[id]) >= 2 }
	for i, en := range docs {
		per[i] = docCoverage(en.document(), known)
	}
	return meanCoverage(per), per
}

// docCover is a memory's distinct title, tag and content words (all) and
// how many of them another memory has too (known).
type docCover struct{ known, all int32 }

// docCoverage counts a document's words for storeCoverage; known says
// whether two memories or more have a term.
func docCoverage(d *document, known func(id uint32) bool) docCover {
	// The fields' term ids are each ascending: merge them to count every
	// distinct word once, without a set per memory.
	var pos [fieldContent + 1]int
	var c docCover
	for {
		next, found := uint32(0), false
		for f := fieldTitle; f <= fieldContent; f++ {
			if fs := d.field(f); pos[f] < fs.len() && (!found || fs.at(pos[f]).id < next) {
				next, found = fs.at(pos[f]).id, true
			}
		}
		if !found {
			return c
		}
		for f := fieldTitle; f <= fieldContent; f++ {
			if fs := d.field(f); pos[f] < fs.len() && fs.at(pos[f]).id == next {
				pos[f]++
			}
		}
		c.all++
		if known(next) {
			c.known++
		}
	}
}

// meanCoverage is storeCoverage's mean, in document order.
func meanCoverage(per []docCover) float64 {
	var sum float64
	var n int
	for _, c := range per {
		if c.all > 0 {
			sum += float64(c.known) / float64(c.all)
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
		fmt.Fprintf(&b, "- %s: %s\n", en.mem.id(), oneLine(shownTitle(en.mem), 100))
	}
	return b.String()
}

// namesCode reports whether a task names code in code's own spelling: a
// word in backticks, with #, @ or _, with an inner . or / (`settings.rs`,
// `tpl/tplimpl`), or in lowerCamelCase (`passLogger`). A hyphenated
// English word ("client-side") or a number is no sign of code. queryNames
// (text.go) reads the same spellings to mark which words are names, and
// takes those two as names too: a name may be a package (`tar-codec`) or a
// version, but neither says that the task itself is about code.
func namesCode(q string) bool {
	for _, raw := range strings.FieldsFunc(q, unicode.IsSpace) {
		core := strings.TrimRight(strings.Trim(raw, "'\"()[]{},;!?*"), ":.")
		switch {
		case core == "":
		case strings.Contains(core, "`"), strings.ContainsAny(core, "#@_"):
			return true
		case strings.ContainsAny(strings.Trim(core, "./"), "./"):
			return true
		case !strings.Contains(core, "-") && !plainWord(core) && core[0] >= 'a' && core[0] <= 'z':
			return true
		}
	}
	return false
}

// preFeedback is a candidate's score before the feedback (route_search.go
// feedback): every test of this stage reads it. The feedback's words only
// reorder the memories the task's words found; read after it, they moved
// the relative floors, so ten words the task never said decided which
// second and third memories loaded, and a visible memory they lifted
// outweighed a hidden one scored without them (yieldToOtherRoles). base is
// 0 when the feedback found no words to add: the score is then unchanged.
// Measured in RETRIEVAL-LOG.md, Abstention, "stage 5 reads the score before
// feedback".
func (r scored) preFeedback() float64 {
	if r.base > 0 {
		return r.base
	}
	return r.score
}

// scoped reports whether t is one of the title's scope languages.
func (qs queryStats) scoped(t string) bool {
	for _, sw := range qs.scope {
		if sw.stem == t {
			return true
		}
	}
	return false
}

// unknownFor is the unknown information the share test holds the memory c
// to. In a task of several clauses, an unknown word that sits only in
// clauses c matches nothing of belongs to another concern of the task, which
// stage 4 answers with its own memory or not at all; it is no sign that c's
// concern is one the store lacks. "Bump the pinned OPC UA client for a CVE;
// and the settlements code uses floats for pounds" loaded nothing: "pounds"
// counted against the dependency rule (RETRIEVAL-LOG.md, Abstention, stop 52).
func (qs queryStats) unknownFor(c scored) float64 {
	u := qs.unknown
	for _, sw := range qs.clauseUnknown {
		if onlyInOtherClauses(qs.clauses, sw.stem, c) {
			u -= sw.w
		}
	}
	return math.Max(u, 0)
}

// onlyInOtherClauses reports whether the stem t is in some clause and every
// clause that holds it has no stem c matches.
func onlyInOtherClauses(clauses [][]string, t string, c scored) bool {
	seen := false
	for _, cl := range clauses {
		if !slices.Contains(cl, t) {
			continue
		}
		seen = true
		for _, st := range cl {
			if _, ok := c.credit[st]; ok {
				return false
			}
		}
	}
	return seen
}
