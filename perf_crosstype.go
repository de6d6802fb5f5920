package main

import (
	"os"
	"slices"
	"strings"
)

// Speed-up (stop 53): the cross-type pass of a save's verdict (a NOOP of a
// memory of another type, statement.go) cost as much again as the verdict
// among its own type: an ADD rule in a 10,000-memory store of three types
// held in memory (no prepared cache) took about twice a one-type save.
//
// Reference path: statementVerdict walked the store twice, once per pool,
// reading every memory's type, tier and scope each time, and sharesN
// tested every needle against each memory of another type, though that
// pool wants all the needles but two: after the third one missing, the
// rest cannot change the answer.
//
// Here one walk sorts the store into the memories of the candidate's type
// that share two needles (the first pool, as before) and the others of its
// scope, tested against the second pool's bar only when the first pool
// found nothing; and sharesAtLeast stops at the first needle that leaves
// too few to reach the bar. Both pools hold the same memories as before,
// and the judge sorts each by id, so every verdict is the same
// (TestSharesAtLeastMatchesReference, and every verdict set's cases).

// crossTypeFastOn is the switch: ENGRAM_NO_CACHE=1 takes the reference
// path (two walks, every needle tested).
var crossTypeFastOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// verdictPools gives the memories of type kind in scope that keep(en)
// accepts, and a function giving, when called, the visible durable
// memories of other types in scope that cross(en) accepts. One walk of the
// store gives both; on the reference path the second is a walk of its own.
func verdictPools(s *store, kind, scope string, keep, cross func(*entry) bool) (same []*entry, others func() []*entry) {
	visible := func(en *entry) bool { return en.hidden == "" && en.root.scope == scope && !en.mem.isWorking() }
	if !crossTypeFastOn {
		for _, en := range s.entries {
			if visible(en) && en.mem.kind() == kind && keep(en) {
				same = append(same, en)
			}
		}
		return same, func() (out []*entry) {
			for _, en := range s.entries {
				if visible(en) && en.mem.kind() != kind && cross(en) {
					out = append(out, en)
				}
			}
			return out
		}
	}
	var rest []*entry
	for _, en := range s.entries {
		if !visible(en) {
			continue
		}
		if en.mem.kind() != kind {
			rest = append(rest, en)
		} else if keep(en) {
			same = append(same, en)
		}
	}
	return same, func() []*entry { return slices.DeleteFunc(rest, func(en *entry) bool { return !cross(en) }) }
}

// sharesMany is sharesN, or sharesAtLeast on the fast path.
func sharesMany(text string, needles []string, k int) bool {
	if crossTypeFastOn {
		return sharesAtLeast(text, needles, k)
	}
	return sharesN(text, needles, k)
}

// sharesAtLeast is sharesN(text, needles, k), returning false as soon as
// the needles left cannot bring the count to k.
func sharesAtLeast(text string, needles []string, k int) bool {
	n, missing := 0, 0
	for _, w := range needles {
		if strings.Contains(text, w) {
			if n++; n >= k {
				return true
			}
		} else if missing++; len(needles)-missing < k {
			return false
		}
	}
	return false
}
