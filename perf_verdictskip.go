package main

import (
	"encoding/binary"
	"os"
	"strings"
	"unicode"
	"unicode/utf8"
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
// memory's keys, which bounds the overlap. A capital decides what is
// plain and a line break what is a clause, and the verdict text has
// neither (lower-cased, lines joined): a textless memory keeps beside it
// where its lines start and which words are not lower-case (verdictMarks,
// stop 44, save44b), so it is decided without reading its file again
// (300-900 files at a server's first save on engram's store); any other
// memory from its content lines. A memory holding a discourse opener is
// parsed in any case (cutting one off a clause can leave part of a word as
// a word of its own).
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
	// lostPlain: a certainly plain word whose stem is no bare key;
	// plainLines: lines holding one; plainHere: the line being read does.
	lostPlain  bool
	plainLines int
	plainHere  bool
	// foreign: a word marks the memory as German, French or Spanish
	// (languageMarker): its keys are foreignKey's, so it is not decided.
	foreign bool
	// settlesWords' memo: each table word's wordSkip; stemIDs numbers the
	// plain stems, stemBase says which are bare keys, stemGen which the
	// memory being read has (stamped with gen).
	table    []string
	words    []wordSkip
	stemIDs  map[string]int32
	stemBase []bool
	stemGen  []uint32
	gen      uint32
}

// newVerdictSkip prepares the test for a candidate; nil when it is off.
func newVerdictSkip(cand *statement) *verdictSkip {
	if !verdictSkipOn {
		return nil
	}
	v := &verdictSkip{base: map[string]int{}, stems: map[string]bool{}, stemIDs: map[string]int32{}}
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
	v.start()
	for _, line := range lines {
		low := strings.ToLower(line)
		if parsedAnyway(low) {
			return false
		}
		for piece := range strings.FieldsFuncSeq(line, clauseBreak) {
			v.piece(piece, false)
		}
		v.endLine()
	}
	return v.decide()
}

// settlesMemory is settles for a memory whose verdict text (vt.text) is
// text: a textless memory (perf_textless.go) is decided from its verdict
// text and its marks (verdictMarks) without reading its file again.
func (v *verdictSkip) settlesMemory(m *memory, text string) bool {
	if v == nil {
		return false
	}
	if m.disk == nil || m.vwords == "" {
		return v.settles(m.contentLines())
	}
	if len(v.base) <= 64 && len(v.stemIDs) < 1<<20 {
		return v.settlesWords(text, m.vwords, m.vmarks)
	}
	return v.settlesText(text, m.vmarks)
}

// wordSkip is what one word of the verdict texts' table (perf_vwords.go)
// tells the skip, worked out once a candidate: 300-900 memories of a
// store in one vocabulary repeat the same ~1,100 words, each split, trimmed
// and stemmed (twice) at every occurrence otherwise.
type wordSkip struct {
	known  bool
	ascii  bool
	marker bool    // languageMarker
	seen   uint64  // the bare keys it can mention (bit n: number n)
	stems  []int32 // its certainly plain pieces' stems (verdictSkip.stemIDs)
}

// settlesWords is settlesText read from the memory's word numbers (packed,
// as the verdict text holds them): the same pieces, the same tests, each
// table word's pieces worked out once (wordSkip). text is the text packed
// spells out (the discourse openers are looked for in it).
func (v *verdictSkip) settlesWords(text, packed, marks string) bool {
	if parsedAnyway(text) {
		return false
	}
	v.start()
	v.gen++
	var seen uint64
	nstems := 0
	mc := markCursor{marks: marks}
	w := 0
	for i := 0; i < len(packed); w++ {
		id, n := binary.Uvarint([]byte(packed[i:min(len(packed), i+binary.MaxVarintLen32)]))
		if n <= 0 {
			return false
		}
		i += n
		capital := mc.before(v, w)
		ws := v.wordSkip(id)
		if ws == nil || capital && !ws.ascii || ws.marker {
			return false
		}
		seen |= ws.seen
		if capital {
			continue
		}
		for _, sid := range ws.stems {
			v.plainHere = true
			if v.stemGen[sid] != v.gen {
				v.stemGen[sid] = v.gen
				nstems++
			}
			if !v.stemBase[sid] {
				v.lostPlain = true
			}
		}
	}
	if mc.at < len(marks) {
		return false // marks beyond the text: not this text's
	}
	v.endLine()
	for n := range v.seen {
		v.seen[n] = seen&(1<<n) != 0
	}
	return v.decideWith(nstems)
}

// wordSkip is the word numbered id's wordSkip (nil for a number the table
// lacks).
func (v *verdictSkip) wordSkip(id uint64) *wordSkip {
	if id >= uint64(len(v.words)) {
		if v.table = verdictWordList(); id >= uint64(len(v.table)) {
			return nil
		}
		v.words = append(v.words, make([]wordSkip, len(v.table)-len(v.words))...)
	}
	ws := &v.words[id]
	if ws.known {
		return ws
	}
	word := v.table[id]
	ws.known, ws.ascii = true, isASCII(word)
	for piece := range strings.FieldsFuncSeq(word, clauseBreak) {
		lower, ok := scanWord(piece)
		if !ok {
			continue
		}
		ws.marker = ws.marker || languageMarker(lower)
		st := stem(lower)
		if n, ok := v.base[lower]; ok {
			ws.seen |= 1 << n
		}
		if n, ok := v.base[participleBaseStem(lower)]; ok {
			ws.seen |= 1 << n
		}
		if n, ok := v.base[relianceStem(lower)]; ok {
			ws.seen |= 1 << n
		}
		if n, ok := v.base[st]; ok {
			ws.seen |= 1 << n
		}
		if n, ok := v.base[hyphenStem(lower)]; ok {
			ws.seen |= 1 << n
		}
		if n, ok := v.base[ingStem(lower)]; ok {
			ws.seen |= 1 << n
		}
		for _, k := range abbrevKeys(lower) {
			if n, ok := v.base[k]; ok {
				ws.seen |= 1 << n
			}
		}
		if certainlyPlain(piece, lower) {
			sid, ok := v.stemIDs[st]
			if !ok {
				sid = int32(len(v.stemIDs))
				v.stemIDs[st] = sid
				_, in := v.base[st]
				v.stemBase, v.stemGen = append(v.stemBase, in), append(v.stemGen, 0)
			}
			ws.stems = append(ws.stems, sid)
		}
	}
	return ws
}

// settlesText is settles from the content lines' verdict text (lower-cased,
// joined with single spaces) and their marks: which words start a line
// and which hold a capital (verdictMarks). A word of the text that is not
// marked is the file's word byte for byte; a marked one is its lower-cased
// form, which is never taken for a certainly plain word (a capital may
// make it a name), and one that is not ASCII is not decided at all (its
// lower-casing may not be the word stmtWord lower-cases). Every test then
// reads what settles reads: a discourse opener inside a line is inside
// the joined text, a line's pieces are its words' pieces.
func (v *verdictSkip) settlesText(text, marks string) bool {
	if parsedAnyway(text) {
		return false
	}
	v.start()
	mc := markCursor{marks: marks}
	w := 0
	for word := range strings.SplitSeq(text, " ") {
		capital := mc.before(v, w)
		if capital && !isASCII(word) {
			return false
		}
		for piece := range strings.FieldsFuncSeq(word, clauseBreak) {
			v.piece(piece, capital)
		}
		w++
	}
	if mc.at < len(marks) {
		return false // marks beyond the text: not this text's
	}
	v.endLine()
	return v.decide()
}

// markCursor walks a memory's marks (verdictMarks) alongside its words.
type markCursor struct {
	marks string
	at    int
}

// A mark left unread after the last word (c.at short of the end: a mark
// beyond the text, or a broken one) says the marks are not the text's.
//
// before reads the marks of word w: each line that ends before it ends the
// skip's line (v.endLine), and it reports whether w is capitalised. Words
// are asked in order.
func (c *markCursor) before(v *verdictSkip, w int) bool {
	capital := false
	for {
		mark, next, ok := nextMark(c.marks, c.at)
		if !ok || mark>>1 != uint64(w) {
			return capital
		}
		if mark&1 == 0 {
			v.endLine()
		} else {
			capital = true
		}
		c.at = next
	}
}

// nextMark is the mark at marks[at:] and where the next one starts; false
// at the end (or on a broken mark, which ends them).
func nextMark(marks string, at int) (uint64, int, bool) {
	if at >= len(marks) {
		return 0, at, false
	}
	n, k := binary.Uvarint([]byte(marks[at:min(len(marks), at+binary.MaxVarintLen64)]))
	if k <= 0 {
		return 0, at, false
	}
	return n, at + k, true
}

// verdictMarks is what the skip needs of a memory's content lines that
// their verdict text (verdictTextOf: lower-cased, joined with single
// spaces) lost, for a textless memory to be decided without its file:
// where each line after the first starts, and which words are not their
// lower-cased form (a capital, or what lower-casing changes), numbered as
// the text's words split at single spaces. Each is the uvarint of
// 2·word+flag (flag 1: not lower-case), in ascending order; "" when there
// is none (one line, all lower-case).
func verdictMarks(lines []string) string {
	var b []byte
	w := uint64(0)
	for i, line := range lines {
		if i > 0 {
			b = binary.AppendUvarint(b, 2*w)
		}
		for word := range strings.SplitSeq(line, " ") {
			if !isLowerWord(word) {
				b = binary.AppendUvarint(b, 2*w+1)
			}
			w++
		}
	}
	return string(b)
}

// isLowerWord reports that word is its lower-cased form and holds no
// upper-case letter.
func isLowerWord(word string) bool {
	for i := 0; i < len(word); i++ {
		if c := word[i]; c >= utf8.RuneSelf {
			return word == strings.ToLower(word) && !strings.ContainsFunc(word, unicode.IsUpper)
		} else if 'A' <= c && c <= 'Z' {
			return false
		}
	}
	return true
}

// start clears what the tests count for a new memory.
func (v *verdictSkip) start() {
	clear(v.seen)
	clear(v.stems)
	v.lostPlain, v.plainLines, v.plainHere, v.foreign = false, 0, false, false
}

// piece counts one field of a content line (split as clauseBreak splits);
// notPlain: it may hold a capital, so it is no certainly plain word.
func (v *verdictSkip) piece(piece string, notPlain bool) {
	lower, ok := scanWord(piece)
	if !ok {
		return
	}
	v.foreign = v.foreign || languageMarker(lower)
	st := stem(lower)
	if n, ok := v.base[lower]; ok {
		v.seen[n] = true
	}
	if n, ok := v.base[participleBaseStem(lower)]; ok {
		v.seen[n] = true
	}
	if n, ok := v.base[relianceStem(lower)]; ok {
		v.seen[n] = true
	}
	if n, ok := v.base[st]; ok {
		v.seen[n] = true
	}
	if n, ok := v.base[hyphenStem(lower)]; ok {
		v.seen[n] = true
	}
	if n, ok := v.base[ingStem(lower)]; ok {
		v.seen[n] = true
	}
	for _, k := range abbrevKeys(lower) {
		if n, ok := v.base[k]; ok {
			v.seen[n] = true
		}
	}
	if !notPlain && certainlyPlain(piece, lower) {
		v.plainHere = true
		v.stems[st] = true
		if _, ok := v.base[st]; !ok {
			v.lostPlain = true
		}
	}
}

// endLine closes a content line.
func (v *verdictSkip) endLine() {
	if v.plainHere {
		v.plainLines++
	}
	v.plainHere = false
}

// decide is the skip's verdict on the memory counted.
func (v *verdictSkip) decide() bool { return v.decideWith(len(v.stems)) }

// decideWith is decide with nstems distinct plain stems counted.
func (v *verdictSkip) decideWith(nstems int) bool {
	if !v.lostPlain || v.plainLines < 2 || v.foreign {
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
	if mentioned+1 >= len(v.keys) || 3*bare >= 2*len(v.base) || 5*mentioned >= len(v.keys)+nstems {
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
	// A hyphenated word's key is not stem(lower) (verdictStem), nor are a
	// short form's (verdict_abbrev.go), so neither is counted as a plain
	// stem the candidate lacks.
	return len(lower) >= 2 && !numberWords()[lower] && !quantityUnits()[lower] && !isStopword(lower) &&
		!verdictFiller()[lower] && !removalWords()[lower] && hyphenStem(lower) == "" && abbrevKeys(lower) == nil && ingStem(lower) == "" &&
		participleBase(lower) == "" && relianceStem(lower) == ""
}

// verdictMarksOf is m's marks: a textless memory's own, made from its
// content lines otherwise (what the prepared cache records of each file).
func verdictMarksOf(m *memory) string {
	if m.disk != nil {
		return m.vmarks
	}
	return verdictMarks(m.contentLines())
}
