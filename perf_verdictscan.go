package main

import (
	"os"
	"strings"
	"unicode"
)

// Speed-up (issue 20): the verdict parses only the memories its candidate
// could be related to.
//
// Reference path: statementVerdict (statement.go) parses every memory of
// the candidate's type whose verdict text holds two of the candidate's
// needles (the first letters of its words) anywhere, and relates each to
// the candidate. A needle is matched inside words too, so on a store whose
// words share syllables (genstore.py's, at 10,000 memories) a save parsed
// 70-250 memories, reading each one's file again (perf_textless.go): most
// of a save's CPU.
//
// relate gives ADD with the overlap it computed unless the memory mentions
// two of the candidate's keys, and the verdict uses an ADD only when its
// overlap is at least 0.25. The overlap is shared/union with union at least
// the candidate's key count, so a memory that can mention fewer than two
// of the candidate's keys, and fewer than a quarter of them, changes
// nothing whatever its statement is. Which keys a memory can mention is
// read from its verdict text without parsing it: every key of its
// statement is a word of its content lines (split at white space and at
// the clause breaks ';' and '—' that can fall inside a word), trimmed as
// stmtWord trims it and lower-cased, or that word's stem (a hyphenated
// word's written as one: verdictStem); "¬" marks a side
// of a contrast, which hasKey ignores. A text holding a discourse opener
// is parsed in any case: cutting the opener off a clause can leave part of
// a word as a word of its own.
//
// ENGRAM_NO_CACHE=1 turns it off (verdictScanOn). TestVerdictScanMatchesRelate
// holds the test to relate on every memory and candidate of the verdict
// sets and on random variations of them.

var verdictScanOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// verdictScan is what the test needs of a candidate: how many of its keys
// each base (the key without "¬") stands for, and how many keys it has.
type verdictScan struct {
	bases map[string]int
	keys  int
}

// newVerdictScan prepares the test for a candidate's statement; nil when
// the speed-up is off.
func newVerdictScan(cand *statement) *verdictScan {
	if !verdictScanOn {
		return nil
	}
	v := &verdictScan{bases: map[string]int{}, keys: len(cand.keys)}
	for k := range cand.keys {
		v.bases[strings.TrimPrefix(k, "¬")]++
	}
	return v
}

// unrelated reports that a memory with this verdict text (verdictTextOf)
// cannot relate to the candidate other than as an ADD of overlap below
// 0.25, so the verdict need not parse it.
func (v *verdictScan) unrelated(vtext string) bool {
	if v == nil {
		return false
	}
	if parsedAnyway(vtext) {
		return false
	}
	mentioned := 0
	var seen map[string]bool
	count := func(base string) bool {
		n := v.bases[base]
		if n == 0 || seen[base] {
			return true
		}
		if seen == nil {
			seen = map[string]bool{}
		}
		seen[base] = true
		mentioned += n
		return mentioned < 2 && 4*mentioned < v.keys
	}
	for piece := range strings.FieldsFuncSeq(vtext, clauseBreak) {
		lower, ok := scanWord(piece)
		if !ok {
			continue
		}
		if languageMarker(lower) {
			return false // its keys are foreignKey's (verdict_inflect.go)
		}
		if !count(lower) || !count(stem(lower)) || !count(hyphenStem(lower)) || !count(ingStem(lower)) || !count(participleBaseStem(lower)) || !count(relianceStem(lower)) {
			return false
		}
		for _, k := range abbrevKeys(lower) { // a short form is what it stands for (verdict_abbrev.go)
			if !count(k) {
				return false
			}
		}
	}
	return true
}

// holdsFlag reports whether a lower-cased text holds a command-line flag
// ("--lint", "-q"): the words after one are its arguments, details of the
// parse (flagArgument), though their letters make them look plain.
func holdsFlag(low string) bool {
	for i := 0; i < len(low); i++ {
		if low[i] != '-' || i > 0 && !strings.ContainsRune(" (\"'`", rune(low[i-1])) {
			continue
		}
		j := i
		for j < len(low) && low[j] == '-' {
			j++
		}
		if j < len(low) && (low[j] >= 'a' && low[j] <= 'z' || low[j] >= 0x80) {
			return true
		}
		i = j
	}
	return false
}

// parsedAnyway reports whether a lower-cased text may hold what the parse
// cuts away before reading words, so that its words do not tell which keys
// it has: a discourse opener (cutting one off a clause can leave part of a
// word as a word of its own) or a reporting frame (dropReportingFrame: "per
// the user", "the user said", "from the lead:"), whose words are no keys:
// counted as plain words the candidate lacks, or among the memory's stems,
// they would bound the verdict wrongly. The frame test is a superset: a reporting verb, "per" or "according", "from" before a
// speaker, or a speaker in a text with a colon.
func parsedAnyway(low string) bool {
	if holdsFlag(low) {
		return true
	}
	for _, o := range discourseOpeners {
		if strings.Contains(low, o) {
			return true
		}
	}
	colon := strings.Contains(low, ":")
	from := false
	for w := range strings.FieldsFuncSeq(low, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '’' }) {
		w, _, _ = strings.Cut(strings.ReplaceAll(w, "’", "'"), "'")
		speaker := reportSpeakers()[w]
		if reportVerbs()[w] || w == "per" || w == "according" || speaker && (from || colon) {
			return true
		}
		from = w == "from" || from && (w == "the" || w == "my" || w == "our")
	}
	return false
}

// clauseBreak splits a verdict text where parseStatement's fields can
// begin or end: white space and the clause breaks inside a word.
func clauseBreak(r rune) bool { return unicode.IsSpace(r) || r == ';' || r == '—' }

// scanWord is the lower-cased word stmtWord keeps of a field, before it
// decides between the word and its stem.
func scanWord(f string) (string, bool) {
	w := strings.TrimFunc(f, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r)) && r != '_' && r != '#' && r != '%' && r != '/'
	})
	w = strings.TrimRight(strings.TrimLeft(w, "/"), "/")
	w = strings.ReplaceAll(w, "’", "'")
	if w == "" {
		return "", false
	}
	lower := strings.ToLower(w)
	lower, _, _ = strings.Cut(lower, "'")
	return lower, true
}
