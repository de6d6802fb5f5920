package main

// Clause routing for the router (route.go): a long task names several
// concerns ("add a column, backfill it, and keep old pods working"). One
// ranking of the whole task favours the memories that match most of its
// words, and a concern stated in four words can fall below memories that
// share a generic word with a longer one. Each clause is ranked on its own
// too, on the words the memories chosen before it do not already match,
// and each clause's best memory is loaded right after the whole task's
// first few, so that every concern is represented near the front.

import (
	"strings"
	"unicode"
)

// abbreviations are the common Latin and English abbreviations whose full
// stop ends no sentence: "Exif etc. decoding error messages" is one clause.
var abbreviations = map[string]bool{"etc": true, "e.g": true, "i.e": true, "vs": true, "cf": true, "incl": true, "approx": true, "esp": true}

// endsAbbreviation reports whether text ends with one of abbreviations
// (the full stop that follows is the abbreviation's).
func endsAbbreviation(text string) bool {
	f := strings.Fields(text)
	return len(f) > 0 && abbreviations[strings.ToLower(strings.TrimLeft(f[len(f)-1], "(\"'"))]
}

// minClauseTerms: a clause with fewer content words ("please", "thanks")
// is no concern of its own.
const minClauseTerms = 2

// taskClauses splits a task into its clauses: its sentences and the parts
// set off by a semicolon. It returns nil when the task has fewer than two
// clauses of at least minClauseTerms content words. A full stop inside a
// name ("appointments.clinic_id", "v1.2") ends nothing: only one followed
// by a space or the end does, and not an abbreviation's ("etc.", "e.g."). Commas and "and" do not split: they join
// nouns as often as concerns ("retry_delay and retry_exponential_backoff",
// a pull-request title's "Fix X, Y and Z"); splitting there cost a
// real-project holdout 0.036 recall@5 and gained nothing elsewhere.
func taskClauses(q string) []string {
	return keepClauses(taskSentences(q))
}

// taskSentences splits a task at its sentence ends (taskClauses).
func taskSentences(q string) []string {
	var parts []string
	var cur strings.Builder
	rs := []rune(q)
	for i, r := range rs {
		if strings.ContainsRune(".!?;", r) && (i+1 == len(rs) || unicode.IsSpace(rs[i+1])) && !(r == '.' && endsAbbreviation(cur.String())) {
			parts = append(parts, cur.String())
			cur.Reset()
			continue
		}
		cur.WriteRune(r)
	}
	return append(parts, cur.String())
}

// keepClauses keeps the parts of at least minClauseTerms content words,
// or nil when fewer than two are left.
func keepClauses(parts []string) []string {
	var out []string
	for _, p := range parts {
		if len(terms(p)) >= minClauseTerms {
			out = append(out, strings.TrimSpace(p))
		}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// concernMinWords: a task of at least this many words is a request that
// lists its concerns, and its commas may separate them; no pull-request
// title reaches it (43a733b chose it for the same reason).
const concernMinWords = 15

// minConcernTerms is how many content words a part of a sentence split at
// its commas must have to be a concern of its own: a shorter part ("Y",
// "its allowance rates") joins the part before it, so a list of nouns
// ("Fix X, Y and Z") stays one clause.
const minConcernTerms = 3

// concernClauses are a task's concerns for the abstention (unknownFor): its
// clauses (taskClauses) and, in a task of at least concernMinWords words,
// each sentence's parts between commas that have at least minConcernTerms
// content words each. An agent's long request strings its concerns along
// commas in one sentence ("make sure the site survives the rush, that people
// wait their turn in a queue, and that nobody can buy forty tickets"): a word
// the store lacks in one of them is that concern's, not evidence against a
// memory that answers another. Stage 4's marks keep the sentences: its
// answer to a comma's part pushed the whole task's memories out of the
// first five more often than it added one (RETRIEVAL-LOG.md, Abstention,
// stop 59).
func concernClauses(q string) []string {
	if len(strings.Fields(q)) < concernMinWords {
		return taskClauses(q)
	}
	var parts []string
	for _, s := range taskSentences(q) {
		parts = append(parts, commaParts(s)...)
	}
	return keepClauses(parts)
}

// commaParts splits a sentence at its commas (a comma followed by a space)
// into parts of at least minConcernTerms content words; a shorter part
// joins the one before it, or the one after it when it comes first.
// Each piece's words are counted once and a part is joined once at the
// end: joining and counting the growing part at every comma took 3 s for
// a 16 KB task of short pieces ("ok, ok, ok, …", 0.2 s before concerns
// were read; BenchmarkCommaPartsShortPieces). A comma and a space break
// tokens, so a part's words are its pieces' words.
func commaParts(s string) []string {
	type part struct {
		pieces []string
		n      int // content words
	}
	var out []part
	var pending part
	for _, p := range strings.Split(s, ", ") {
		cur := part{append(pending.pieces, p), pending.n + len(terms(p))}
		pending = part{}
		switch {
		case cur.n >= minConcernTerms:
			out = append(out, cur)
		case len(out) > 0:
			last := &out[len(out)-1]
			last.pieces, last.n = append(last.pieces, cur.pieces...), last.n+cur.n
		case len(cur.pieces) > 1 || p != "": // an empty first piece joins nothing
			pending = cur
		}
	}
	if len(pending.pieces) > 0 {
		out = append(out, pending)
	}
	strs := make([]string, len(out))
	for i, o := range out {
		strs[i] = strings.Join(o.pieces, ", ")
	}
	return strs
}

// markClauseTops ranks the whole task's candidates by each of its clauses
// and marks each clause's best one (scored.clauseTop). A clause is scored
// only on its words that the memories already chosen (the whole task's
// best, then earlier clauses' best) do not match: "expose it on an API
// endpoint for the payouts screen" is about the endpoint when the payouts
// screen's memory is already in the load. A clause the router would
// abstain on by itself (its best memory shares only generic words with it,
// the first test of abstain) marks nothing. The candidates are the whole
// task's: a memory a clause matches shares that clause's words with the
// whole task, so no second search is run.
func (ri *routeIndex) markClauseTops(q string, ranked []scored) {
	clauses := taskClauses(q)
	if len(clauses) == 0 || len(ranked) == 0 {
		return
	}
	covered := map[string]bool{}
	for o := range ranked[0].credit {
		covered[o] = true
	}
	for _, c := range clauses {
		all := ri.expandQuery(c)
		qs := ri.queryStatsOf(c, all)
		qt := all[:0:0]
		for _, t := range all {
			if ri.df(t.stem) > 0 && !allCovered(t.origins, covered) {
				qt = append(qt, t)
			}
		}
		top, topScore := -1, 0.0
		groups := termGroups(qt)
		for i, r := range ranked {
			score := ri.groupScore(r.en.document(), groups)
			if score > topScore {
				top, topScore = i, score
			}
		}
		if top < 0 || topScore < minAbsolute {
			continue
		}
		best := scored{en: ranked[top].en, score: topScore}
		ri.explainMatch(&best, qt, qs.info)
		// Evidence 0 passes the share test when the clause has no unknown
		// word either: the top then matched only reorder-only terms (a
		// named tool's concept), which are no evidence and may not move a
		// memory ahead of what the task's words found (scoredBefore).
		if best.evidence > 0 && best.evidence >= minExplained*(best.evidence+qs.unknown) {
			ranked[top].clauseTop = true
			for o := range best.credit {
				covered[o] = true
			}
		}
	}
}

// allCovered reports whether every origin of a term is already matched.
func allCovered(origins []string, covered map[string]bool) bool {
	for _, o := range origins {
		if !covered[o] {
			return false
		}
	}
	return len(origins) > 0
}

// clauseLead is how many of the whole task's best memories keep their
// places before the clauses' best ones: the first few of the whole ranking
// are the memories most of the task is about, and moving clause answers
// ahead of them cost the first places more than it gained (placing them
// after the first one or two lost 0.006-0.013 recall@5 on the development
// set; after three, none).
const clauseLead = 3

// clauseOrder moves each clause's best memory (markClauseTops) up to just
// after the whole task's first clauseLead memories, keeping the order of
// the others. A task of one clause is left as it is.
func clauseOrder(out []scored) []scored {
	if len(out) <= clauseLead+1 {
		return out
	}
	head := append([]scored(nil), out[:clauseLead]...)
	var tops, rest []scored
	for _, r := range out[clauseLead:] {
		if r.clauseTop {
			tops = append(tops, r)
		} else {
			rest = append(rest, r)
		}
	}
	return append(append(head, tops...), rest...)
}
