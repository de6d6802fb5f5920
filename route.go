package main

import "fmt"

// The read path's router (DESIGN.md §3, RETRIEVAL.md): routeTask runs its
// stages in order. It reads the loaded store only. Each stage has its file:
//   - route_index.go: the inverted index of visible memories (BM25F fields);
//   - route_query.go: a task's terms, with synonyms, phrases and acronyms;
//   - route_search.go: ranking, pseudo-relevance feedback, match evidence;
//   - route_contrast.go: opposites (a task that verifies is not one that signs);
//   - route_classify.go: the task's type and session-start memories;
//   - route_clause.go: each clause of a long task has its best memory loaded;
//   - route_abstain.go: whether the evidence is specific enough to load;
//   - route_prereq.go: depends_on prerequisites before their dependents.

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
	q = routableTask(q)   // tasklimits.go: no word of a task costs its square
	q = withoutFraming(q) // route_pasted.go
	class := classifyTask(q)
	res := routeResult{class: class}
	var ranked []scored
	var qs queryStats
	if class.kind == "session-start" {
		ranked = sessionStartMemories(ri)
	} else {
		ranked, qs = ri.rank(q, class)
		qs.words = taskWords(q) // for the reasons, once per route (route_explain.go)
		unmatched := len(ranked) == 0
		ranked = abstain(ranked, qs, &res)
		ranked = yieldToOtherRoles(s, ri, qs.expanded, ranked, unmatched, &res)
		if unmatched && len(s.entries) == 0 {
			res.reason = emptyStoreReason(s)
		}
	}
	res.entries = withPrerequisites(ri, ranked, limit)
	shownReasons(res.entries, qs) // route_explain.go
	if len(res.entries) == 0 && len(ranked) > 0 && res.reason == "" {
		// Every match needs more prerequisites than the limit holds
		// (route --limit 1 for a memory with one): say so, not nothing.
		res.reason = fmt.Sprintf("no memory fits the limit of %d: the closest one (%s) comes only with its prerequisites; raise the limit", limit, ranked[0].en.mem.id())
	}
	return res
}

// emptyStoreReason is why a task matched nothing in a store with no memory
// file at all: "no memory shares a word with the task" read as if the
// memories were there, to a new user who had not run init or saved yet,
// and to the agent that told them so.
func emptyStoreReason(s *store) string {
	switch {
	case s.ws == nil && s.global != nil:
		// A global-only user (linked with --global, no project store) was
		// told to run 'engram init', a project store they never wanted,
		// when their own global store was there and empty.
		return "no memory matched: your global store holds no memories yet and this folder has no store of its own (save one for every project with 'engram save --scope global' or engram_save with scope \"global\"; 'engram init' makes a store for this project)"
	case s.ws == nil:
		return "no memory matched: this project has no Engram store (run 'engram init' in the project folder, then save memories)"
	}
	return "no memory matched: the store holds no memories yet (save one with 'engram save' or engram_save)"
}

// rank is the ranking stages (terms, expansion, BM25F with feedback, the
// task-type boost, each clause's best marked): every candidate, best first,
// before abstention decides whether to answer.
func (ri *routeIndex) rank(q string, class taskClass) ([]scored, queryStats) {
	ranked, qs := ri.searchStats(q)
	ranked = applyTaskBoost(ranked, class)
	ri.markClauseTops(q, ranked)
	return ranked, qs
}

// rankOnly is the order the router's candidates would load in if it always
// answered: the ranking with the clauses' best moved up, no abstention and
// no prerequisites. `engram benchmark --ranking` scores it, to measure
// which memories come first apart from whether the router answers.
func rankOnly(ri *routeIndex, q string) []scored {
	q = withoutFraming(q)
	class := classifyTask(q)
	if class.kind == "session-start" {
		return sessionStartMemories(ri)
	}
	ranked, _ := ri.rank(q, class)
	return clauseOrder(ranked)
}
