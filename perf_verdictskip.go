package main

import (
	"os"
	"strings"
	"unicode"
)

// Speed-up (issue 20): the verdict does not parse a memory whose words
// already show that it relates to the candidate only as an ADD of overlap
// below 0.25.
//
// Reference path: statementVerdict (statement.go) parses every memory the
// scan (perf_verdictscan.go) keeps, one that mentions two of the
// candidate's keys, and relates it to the candidate. On a store whose
// rules share their words (genStore's, as engram writes a store, at 10,000
// memories) a rule like the others mentions two of a new rule's five or
// six keys in 200-900 rules of its type: each was read again, parsed and
// related for every engram_save after a commit (a new store), 33-150 ms of
// CPU a save over stdio, most of it the parse and the collector's work on
// what the parse left (stop 44, save44). Every one of them was an ADD of
// overlap below 0.07.
//
// relate (statement.go) gives anything but ADD only by one of these, each
// needing what a memory's words can rule out before any parse:
//   - opposingClauses' supersede: a clause j of the candidate whose keys
//     the memory mentions all, or all but two and at least three;
//   - stanceReversal: the memory mentions two thirds of the candidate's
//     bare keys (2·gained ≤ shared);
//   - restatedKind's NOOP that gains nothing: the memory mentions all of
//     the candidate's keys but one;
//   - restatedKind's other NOOP, UPDATE and "only" UPDATE: no plain key of
//     the memory is missing from the candidate (lostPlain == 0);
//   - restatedKind's corrections of a number or a tail: a memory of one
//     clause.
// And an ADD is "related" only at an overlap of 0.25 or more, where
// overlap = shared / (|C| + |M| - shared).
//
// A memory's keys are words of its content lines (split at white space and
// at ';' and '—', trimmed and lower-cased as stmtWord does them) or their
// stems, so how many of the candidate's keys it can mention is counted
// from its words (as the scan counts). And a word with no capital, digit,
// code character, nor any reading as a number, unit, stopword, filler or
// removal word is certainly a plain key of the memory, its stem: the
// parse keeps it whatever its place (only a capital after a clause's first
// word makes a word a name). So one such word whose stem is not one of the
// candidate's bare keys is a plain key the candidate lacks (lostPlain ≥
// 1); two content lines holding such words are two clauses (a line break
// ends a clause); and their distinct stems are a least count of the
// memory's keys, which bounds the overlap. The words are read from the
// content lines themselves (the file read again, as the parse would), not
// from the lower-cased verdict text: a capital decides what is plain. A
// memory holding a discourse opener is parsed in any case (cutting one off
// a clause can leave part of a word as a word of its own).
//
// ENGRAM_NO_CACHE=1 turns it off (verdictSkipOn). TestVerdictSkipMatchesRelate
// holds it to relate on the verdict sets' memories and genStore's rules
// against the sets' cases and random rules, and fails if it never skips.

var verdictSkipOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// verdictSkip is what the test needs of a candidate, and its scratch.
type verdictSkip struct {
	base    map[string]int // each bare key of the candidate → its number
	keys    []int          // each key of the candidate: its bare key's number
	clauses [][]int        // each clause: its keys' bare key numbers
	seen    []bool         // scratch: bare keys the memory can mention
	stems   map[string]bool
}

// newVerdictSkip prepares the test for a candidate; nil when it is off.
func newVerdictSkip(cand *statement) *verdictSkip {
	if !verdictSkipOn {
		return nil
	}
	v := &verdictSkip{base: map[string]int{}, stems: map[string]bool{}}
	num := func(k string) int {
		b := strings.TrimPrefix(k, "¬")
		n, ok := v.base[b]
		if !ok {
			n = len(v.base)
			v.base[b] = n
		}
		return n
	}
	for k := range cand.keys {
		v.keys = append(v.keys, num(k))
	}
	for _, cl := range cand.clauses {
		var ks []int
		for k := range cl.keys {
			ks = append(ks, num(k))
		}
		v.clauses = append(v.clauses, ks)
	}
	v.seen = make([]bool, len(v.base))
	return v
}

// settles reports that a memory with these content lines relates to the
// candidate as an ADD of overlap below 0.25 (see above), so the verdict
// need not parse it. False when unsure.
func (v *verdictSkip) settles(lines []string) bool {
	if v == nil {
		return false
	}
	clear(v.seen)
	clear(v.stems)
	lostPlain, plainLines := false, 0
	for _, line := range lines {
		low := strings.ToLower(line)
		for _, o := range discourseOpeners {
			if strings.Contains(low, o) {
				return false
			}
		}
		plainHere := false
		for piece := range strings.FieldsFuncSeq(line, clauseBreak) {
			lower, ok := scanWord(piece)
			if !ok {
				continue
			}
			st := stem(lower)
			if n, ok := v.base[lower]; ok {
				v.seen[n] = true
			}
			if n, ok := v.base[st]; ok {
				v.seen[n] = true
			}
			if certainlyPlain(piece, lower) {
				plainHere = true
				v.stems[st] = true
				if _, ok := v.base[st]; !ok {
					lostPlain = true
				}
			}
		}
		if plainHere {
			plainLines++
		}
	}
	if !lostPlain || plainLines < 2 {
		return false // an UPDATE, a NOOP or a correction of a one-clause memory stays possible
	}
	mentioned := 0 // the candidate's keys the memory can mention (hasKey)
	for _, n := range v.keys {
		if v.seen[n] {
			mentioned++
		}
	}
	bare := 0 // its bare keys
	for _, s := range v.seen {
		if s {
			bare++
		}
	}
	if mentioned+1 >= len(v.keys) || 3*bare >= 2*len(v.base) || 5*mentioned >= len(v.keys)+len(v.stems) {
		return false // a NOOP, a stance reversal or an overlap of 0.25 stays possible
	}
	for _, ks := range v.clauses {
		m := 0
		for _, n := range ks {
			if v.seen[n] {
				m++
			}
		}
		if m >= len(ks) || (m >= 3 && m+2 >= len(ks)) {
			return false // a clause restated with the other polarity stays possible
		}
	}
	return true
}

// certainlyPlain reports that stmtWord keeps the field as a plain word
// (key: the stem of lower) wherever it stands: no capital (a name after a
// clause's first word), digit or code character (details), no number or
// unit word (a detail, or a unit after a number), and a word the parse
// never drops (stopwords, filler, one-letter words, a removal word after
// an auxiliary). lower is scanWord's of the field.
func certainlyPlain(field, lower string) bool {
	w := strings.TrimFunc(field, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r)) && r != '_' && r != '#' && r != '%' && r != '/'
	})
	w = strings.TrimRight(strings.TrimLeft(w, "/"), "/")
	if w == "" || strings.HasSuffix(w, "_") {
		return false
	}
	for _, r := range w {
		if unicode.IsDigit(r) || unicode.IsUpper(r) || strings.ContainsRune("._/:#%@+", r) {
			return false
		}
	}
	return len(lower) >= 2 && !numberWords()[lower] && !quantityUnits()[lower] && !isStopword(lower) &&
		!verdictFiller()[lower] && !removalWords()[lower]
}
