package main

// This file holds what engram_search (and `engram search`) does that
// routing does not: a lookup. Someone who searches with words of a
// memory's title means that memory, but BM25F may rank it below memories
// whose bodies repeat those words (at 10,000 memories a title's three words
// can each be in hundreds of bodies). So a search puts first the memories
// whose id or title holds every word of the query, in their usual order,
// then the rest. Routing (engram_load, engram_route) keeps the plain
// ranking: a task is not a title.

// minTitleWords is the fewest distinct query words for the title tier: a
// single word is a topic, which the title's field weight already favours,
// not a lookup of one memory.
const minTitleWords = 2

// searchLookup is search for a lookup: the memories whose id or title holds
// every word of the query first.
// Its queryStats carry the expansion the reasons read (memberReason).
func (ri *routeIndex) searchLookup(q string) ([]scored, queryStats) {
	q = routableTask(q) // tasklimits.go: no word of a task costs its square
	return ri.searchRanked(q, ri.titleHolders(q))
}

// titleHolders lists the documents (indexes into ri.docs) whose id or title
// field holds every distinct word of q that some memory has, or nil when q
// has fewer than minTitleWords of those. A word no memory has is left out:
// it can be in no title, and an identifier the query writes whole
// ("order-dependency") is also split into its words, which are the ones a
// title holds.
func (ri *routeIndex) titleHolders(q string) []int {
	var ids []uint32
	var shortest []posting
	seen := map[string]bool{}
	for _, st := range terms(q) {
		if seen[st] {
			continue
		}
		seen[st] = true
		id, ps := ri.termPostings(st)
		if len(ps) == 0 {
			continue
		}
		ids = append(ids, id)
		if shortest == nil || len(ps) < len(shortest) {
			shortest = ps
		}
	}
	if len(ids) < minTitleWords {
		return nil
	}
	var out []int
	for _, p := range shortest {
		if d := ri.doc(p); holdsAll(ri.docs[d].document(), ids) {
			out = append(out, d)
		}
	}
	return out
}

// holdsAll reports whether d's id and title field holds every term of ids.
func holdsAll(d *document, ids []uint32) bool {
	for _, id := range ids {
		if d.countID(fieldTitle, id) == 0 {
			return false
		}
	}
	return true
}

// withFirst adds to top the documents of first it lacks and returns the
// set of first's entries, which a lookup ranks before the others.
func withFirst(top, first []int, docs []*entry) ([]int, map[*entry]bool) {
	if len(first) == 0 {
		return top, nil
	}
	lead := make(map[*entry]bool, len(first))
	in := make(map[int]bool, len(top))
	for _, d := range top {
		in[d] = true
	}
	for _, d := range first {
		lead[docs[d]] = true
		if !in[d] {
			top = append(top, d)
		}
	}
	return top, lead
}
