package main

import "strings"

// A quantity counted by something the memory's is not ("The service keeps
// 200 database connections per node" beside "… keeps 200 database
// connections", "4 shards per region", "10 GB per user per hour") is
// another quantity: the memory's total and a share of it both hold. Read
// as the memory restated with a detail added it was an UPDATE that put the
// share in the place of the total; with the memory's words all kept, a
// NOOP that dropped it. It is another statement: ADD (README's write path).
// A unit of time after "per" is the quantity's own unit, so "100 requests
// per second" still corrects "100 requests per minute".

// perWords count a quantity by what follows them, in English, Spanish and
// German.
var perWords = lazySet("per por pro")

// perTimeUnits are the units of a rate: after "per" they are the
// quantity's unit, not another thing it is counted by.
var perTimeUnits = lazySet("second seconds sec minute minutes min hour hours day days week weeks month months year years segundo segundos minuto minutos hora horas día días semana semanas mes meses año años sekunde sekunden minute minuten stunde stunden tag tage woche wochen monat monate jahr jahre")

// countedPerOther reports whether a clause of the candidate counts a
// number by a word after "per" that is no unit of time and that the memory
// never counts by.
func countedPerOther(cand, mem *statement) bool {
	memPer := map[string]bool{}
	for _, cl := range mem.clauses {
		for _, t := range cl.toks {
			if t.per {
				memPer[t.key] = true
			}
		}
	}
	for _, j := range cand.clauses {
		counted := false
		for _, t := range j.toks {
			if t.number {
				counted = true
				continue
			}
			if counted && t.per && !perTimeUnits()[t.word] && !memPer[t.key] {
				return true
			}
		}
	}
	return false
}

// perUnit reports whether "per" at low[b], with before the word ahead of
// it, counts a quantity rather than opens a reporting frame (", per the
// user"): no comma before it and no determiner after it ("… 200
// connections per user").
func perUnit(before string, low []string, b int) bool {
	if low[b] != "per" || strings.HasSuffix(before, ",") || b+1 >= len(low) {
		return false
	}
	next := low[b+1]
	return next != "the" && next != "my" && next != "our"
}

// qualifiesLast reports whether the candidate puts a plain word of its own
// right after t, the last word it keeps of the memory's clause k before
// the change at k.toks[f], where the memory's words do not go on right
// there: "Render every product image thumbnail with the NuxtPicture
// component" against "Render every product image with the NuxtImg
// component" names another object (the thumbnail), so its component is
// no correction of the image's. A tail replaced ("… before every reindex"
// against "… before every upgrade") keeps the memory's words up to its
// preposition.
func qualifiesLast(k stmtClause, f int, cl stmtClause, t stmtToken, mem *statement) bool {
	if k.toks[f].pos == k.toks[f-1].pos+1 {
		return false
	}
	for i, u := range cl.toks {
		if u.pos == t.pos && u.key == t.key && i+1 < len(cl.toks) {
			n := cl.toks[i+1]
			return n.pos == t.pos+1 && !n.detail && !n.item && !hasKey(mem, n.key)
		}
	}
	return false
}
