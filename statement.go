package main

import (
	"math"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
)

// This file decides a candidate's verdict by what it says, not by how many
// words it shares with a memory (issue 22). Each text is read as statements:
// clauses with their polarity (do, do not, may) and their words, split into
// details — numbers with their units, versions, times, names, paths,
// identifiers — and the plain words that carry the subject, the action and
// the object. Each word also gets a stance: the polarity of the clause it
// is in, turned round on the rejected side of a contrast ("X, not Y",
// "X instead of Y", "prefer X over Y").
//
// Against one memory:
//   - SUPERSEDE: one clause of the memory is restated whole with the
//     opposite polarity ("never X" against "always X", "X is no longer
//     required", "X was removed"), possibly with a condition of its own; or
//     the candidate turns round the stance of at least two of the memory's
//     words, covers most of it and says little of its own. Never when a
//     clause of the candidate says what a clause of the memory says (then
//     its other words are context), nor when it speaks of another subject
//     (subjectDiffers) or replaces a word of the memory between shared ones
//     (slotReplaced): the other polarity about another object is no reversal.
//   - UPDATE: the candidate restates the whole memory — none of its plain
//     words missing, its subject kept — and changes a detail (3 → 5 times,
//     Vercel → Netlify, a name replaced by a name) or adds one (a second
//     tool, a step, a list item); or it restates a one-clause memory up to a
//     number it corrects or a closing condition it changes; or it cuts a
//     list down with "only".
//   - NOOP: the candidate says nothing the memory does not: no new detail,
//     at most one new plain word (a paraphrase), no polarity conflict, and
//     no two parallel clauses of the memory joined anew.
//   - ADD: everything else. A different subject (staging vs production), a
//     different object (the race detector vs go vet) or a changed plain word
//     is another statement, and two statements can both be true.
//
// When unsure the answer is ADD: a wrong UPDATE replaces a memory's whole
// text and a wrong SUPERSEDE retires it, while a wrong ADD leaves two
// memories side by side, and the preview names the related one. The rules
// are measured on testdata/verdicts (README.md there says which sets were
// read while they were written); every rule is a pure function of the two
// texts, so a memory's parsed statement may be cached by its content.

// stmtToken is one word of a clause.
type stmtToken struct {
	key    string // the stem, or the lower-case text of a detail
	detail bool   // a number, version, time, name, path or identifier
	number bool   // contains a digit or is a number word
	listed bool   // follows "and", "or" or a comma: an item added to a list
	word   string // the lower-case word as written
	pos    int    // its place among the clause's words
	item   bool   // inside a list item: after "and", "or", "then" or a comma
	flag   bool   // written as a command-line flag: "--bless"
	det    string // the determiner it follows ("the", "each", "our" …), opening a noun phrase, or ""
	// place: the preposition of place that opens the phrase this word
	// begins ("in" for production in "in production", "in the staging
	// cluster"), or "".
	place string
	// per: it follows "per" (or "por", "pro"): what a quantity is counted
	// by ("200 connections per node").
	per bool
	// of: it opens a phrase that "of" (or "de", "für", "von" …) links to
	// the word before: "the control loop of the gimbal" (ofBefore).
	of bool
}

type stmtClause struct {
	toks     []stmtToken
	polarity int // 1 do/must, -1 do not/no longer, 0 may/allowed
	keys     map[string]bool
	// imperative: the clause opens with a verb ("Use Yarn …"), so it
	// names no subject of its own.
	imperative bool
	// governs: the stem of the word the clause's modality governs ("may
	// be closed", "never merge", "is fine to push"), or "" when none does.
	governs string
	// title: the clause is a line of its own ending in a colon, over a
	// list ("LLVM control flow:\n- use early exits …").
	title bool
	// auxAt: the place among the clause's words of its first auxiliary
	// ("must", "is", "are" …), or -1: what comes before is its subject.
	auxAt int
	// leadIn: the clause ends in a colon on its line ("Reminder:", "Heads
	// up from today's sync:"): it frames what follows.
	leadIn bool
	// removal: the stem of the removal word that alone makes the clause
	// negative ("… is removed only in the next major release"), or "".
	removal string
	// sentence: which sentence of the text the clause is in, from 0.
	sentence int
	// condAt: the place among the clause's words of a "when", "if",
	// "whenever", "unless" or "for" after its first auxiliary, or -1.
	condAt int
	// requires: a negation with "without" or "unless" ("never merge
	// without a green CI run", "do not merge unless CI is green"): a
	// requirement, whichever word gives its condition (requiresCondition).
	requires bool
	// lifts: a permission to act without something ("merging without a
	// green CI run is allowed now", "DAGs can now be deployed without a
	// review"): against a requirement, that requirement lifted
	// (liftedAgainst).
	lifts bool
	// tentative: the lifting is asked, promised or conditioned
	// (tentativeLift): never a reversal, nor a restatement.
	tentative bool
	// negAt: the place among the clause's words of its first negation
	// ("no", "not", "never" and their German, Spanish and French forms),
	// or -1: in a language whose negation needs no auxiliary ("Los pull
	// requests de dependabot ya no necesitan …") what comes before it is
	// the clause's subject.
	negAt int
	// conditioned: the clause opens with a condition ("Once the new
	// runners are up", "if CI is down"): what its sentence permits holds
	// only then.
	conditioned bool
	// universal: its subject opens with any, every, all or each ("Any
	// responder may post …"): the whole kind, no narrower one.
	universal bool
	// subjFrom, subjTo: the words of the subject of the part of the clause
	// that turns a memory round: before its first auxiliary (or, with none,
	// its negation), or, when "and" or "but" joins a second verb after the
	// first ("the panels were rebuilt and ratios are no longer used"),
	// between the joiner and the second one.
	subjFrom, subjTo int
	// subjectFirst: the clause opens with a word in leadVerbs that a modal
	// follows within three words ("Release managers may push …"): a
	// subject, not an imperative.
	subjectFirst bool
	// asked: the clause is part of a question ("Should we push straight
	// to main?", "¿Está permitido …?"): it states nothing (unsettled).
	asked bool
	// hedged: the clause says what may happen, not what a team allows
	// ("You may need to restart the service …", "… may still run on the
	// event loop", "… might fail"): it states no rule (hedgedModal).
	hedged bool
	// foreign: its polarity is read from a German, Spanish or French word
	// (foreignClause).
	foreign bool
	// relative, relNegated: the clause holds a relative clause after a noun
	// ("calls that are idempotent"), and a negation stands in it ("calls
	// that are not idempotent"): relativeNegation (verdict_qualified.go).
	relative, relNegated bool
	// promised: the clause permits or lifts only in the future ("Anyone
	// will be allowed to push straight to main after the freeze"): it
	// turns nothing round yet (promisedPermission).
	promised bool
	// converse: the clause holds a word that lets its sides trade places
	// and say the same ("by", "after", "before", "than"): rolesSwapped.
	converse bool
	// passiveVerb: the key of a verb in the passive with its agent after
	// "by" or "from" ("is fed by the orders topic"), or "": passiveSwapped.
	passiveVerb string
	// lang: the language the text is read in (textLanguage).
	lang int
}

// modalAux grant or require: after a clause's first words they end its
// subject.
var modalAux = lazySet("may might can could must should shall will would")

// practiceNouns name a memory's practice itself, not a narrower kind of
// its subject: "the communications lead role was removed", "the
// patches/chromium workflow is no longer required".
var practiceNouns = lazySet("rule rules role workflow process policy requirement procedure convention ban step")

// discourseOpeners are phrases that open a clause without saying what it
// is about ("Going forward, do not use Yarn"): dropped before reading.
var discourseOpeners = []string{"going forward", "from now on", "as of now", "as of today", "these days", "nowadays", "henceforth", "for now", "correction:", "update:", "fyi:", "note:", "heads up", "for the record"}

// Reporting frames: an agent saves what it was told in its own summary of
// it ("Per the user, …", "The user clarified that …", "…, the user said",
// "From the user:"). Who said a thing is no part of what is said, so the
// frame is dropped before reading: otherwise "user", "per" and "clarified"
// were words of the candidate's own, and a restatement behind them read as
// another statement (ADD), a reversal as none. Only the past tense of a
// reporting verb (and "says") opens a frame: "the user confirms the order
// before payment" is a statement about users.
var (
	reportSpeakers = lazySet("user human team lead reviewer maintainer maintainers owner i we they he she pm manager")
	reportVerbs    = lazySet("said says clarified confirmed explained reminded restated noted mentioned told stressed repeated corrected asked insisted decided")
	reportObjects  = lazySet("me us it them that")
	reportNouns    = lazySet("summary correction clarification feedback note reminder request words instruction instructions")
	reportLinks    = lazySet("the my our of from per to a")
)

// dropReportingFrame removes a reporting frame from the start or the end of
// a clause: "per the user," / "according to the user," / "from the user:",
// "the user clarified (me) (that)", and at the end ", per the user" or ",
// the user said". A lead-in of frame words alone ("Summary of the user's
// correction:") is dropped whole. A colon that ends the clause stays.
func dropReportingFrame(raw string) string {
	fields := strings.Fields(raw)
	low := make([]string, len(fields))
	for i, f := range fields {
		low[i], _, _ = strings.Cut(strings.ToLower(strings.Trim(strings.ReplaceAll(f, "’", "'"), `.,;:!?()"'`)), "'")
	}
	colon := strings.HasSuffix(raw, ":")
	if colon && frameOnly(low) {
		return ""
	}
	from, to := 0, len(fields)
	if n := speakerAt(low, leadPer(low)); n > 0 && (n == len(low) || strings.ContainsAny(fields[n-1][len(fields[n-1])-1:], ",:")) {
		from = n // "Per the user, …"
	} else if n := speakerAt(low, 0); n > 0 && n < len(low) && reportVerbs()[low[n]] {
		from = n + 1 // "The user clarified that …"
		for from < len(low) && reportObjects()[low[from]] && from < n+3 {
			from++
		}
	}
	for b := to - 1; b > from; b-- { // ", per the user" / ", the user said" at the end
		if !strings.HasSuffix(fields[b-1], ",") && !(low[b] == "per" || (b+1 < len(low) && low[b] == "according")) {
			continue
		}
		if perUnit(fields[b-1], low, b) {
			continue // "… 200 connections per user": what a number counts (verdict_trailing.go)
		}
		k := 0
		if lp := leadPer(low[b:]); lp > 0 {
			k = speakerAt(low[b:], lp)
		} else if k = speakerAt(low[b:], 0); k > 0 && b+k < len(low) && reportVerbs()[low[b+k]] {
			k++
		} else {
			k = 0
		}
		if k > 0 && b+k == len(low) {
			to = b
			break
		}
	}
	if from == 0 && to == len(fields) {
		return raw
	}
	out := strings.TrimRight(strings.Join(fields[from:to], " "), ",")
	if colon && !strings.HasSuffix(out, ":") && out != "" {
		out += ":"
	}
	return out
}

// leadPer is how many words open a frame before its speaker: "per",
// "according to", "from" (1, 2, 1), or 0.
func leadPer(low []string) int {
	switch {
	case len(low) > 0 && (low[0] == "per" || low[0] == "from"):
		return 1
	case len(low) > 1 && low[0] == "according" && low[1] == "to":
		return 2
	}
	return 0
}

// speakerAt is the end of a speaker that starts at i ("the user", "my
// lead", "I"), or 0 when none does.
func speakerAt(low []string, i int) int {
	if i < len(low) && (low[i] == "the" || low[i] == "my" || low[i] == "our") {
		i++
	}
	if i < len(low) && reportSpeakers()[low[i]] {
		return i + 1
	}
	return 0
}

// frameOnly reports whether the words of a lead-in are a frame and
// nothing else: a speaker and reporting words ("Summary of the user's
// correction", "The user reminded me").
func frameOnly(low []string) bool {
	speaker := false
	for _, w := range low {
		switch {
		case reportSpeakers()[w]:
			speaker = true
		case reportVerbs()[w], reportNouns()[w], reportObjects()[w], reportLinks()[w], w == "":
		default:
			return false
		}
	}
	return speaker
}

// removalWords say that something was taken away ("the DCO check was
// removed"); after an auxiliary they set the polarity and are no word of
// the statement's own.
var removalWords = lazySet("removed dropped retired disabled deprecated abolished discontinued")

// statement is a text read for verdicts.
type statement struct {
	clauses []stmtClause
	keys    map[string]bool // every key
	plain   map[string]bool // keys that occur as plain words
	details map[string]bool // keys that occur only as details
	// stance is what the text says about each key: 1 do or use it, -1
	// do not, 0 may; a key said both ways (the subject of "never X; Y
	// instead") has no stance and is left out.
	stance map[string]int
	only   bool // says "only": what it lists is all there is
}

// numberWords are spelled-out quantities: "two read replicas" → "three".
var numberWords = lazySet("zero one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty hundred thousand million billion once twice thrice single double half")

// quantityUnits are the units a number is counted in: after a number they
// belong to it, so "1 hour" → "30 minutes" is one quantity corrected, not
// a plain word lost.
var quantityUnits = lazySet("ms millisecond milliseconds second seconds sec secs minute minutes min mins hour hours hr hrs day days week weeks month months year years kb mb gb tb kib mib gib tib percent")

// verdictFiller are words that carry neither subject, action nor object in
// a memory: modality and polarity (read separately), pronouns, and the
// connectives people add when they rephrase.
var verdictFiller = lazySet("always never every each any all must mustn should shouldn don doesn didn isn aren wasn won can cannot avoids avoided avoiding ban bans banned banning forbid forbids forbade forbidden forbidding prohibit prohibits prohibited prohibiting disallow disallows disallowed disallowing dont doesnt didnt isnt arent mustnt shouldnt cant wont may might allowed allow fine ok okay optional required require requires need needs needed necessary longer anymore again now stop stopped avoid instead rather we us our you your they them it its is are be been being do does did not no yes make sure ensure one ones just also whenever unless please")

// splitClauses cuts a text at sentence ends, semicolons, line breaks and
// at a comma or dash that opens a new polarity ("…, never as floats").
func splitClauses(text string) []string {
	var out []string
	cur := strings.Builder{}
	flush := func() {
		if s := strings.TrimSpace(cur.String()); s != "" {
			out = append(out, s)
		}
		cur.Reset()
	}
	rs := []rune(text)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		next := rune(0)
		if i+1 < len(rs) {
			next = rs[i+1]
		}
		switch {
		case r == ';' || r == '\n' || r == '—':
			flush()
			continue
		case (r == '.' || r == '!' || r == '?') && (next == 0 || unicode.IsSpace(next)) && !(r == '.' && next != 0 && dotInWord(rs, i)):
			flush()
			continue
		case r == ':' && next == ' ':
			// "Quick correction on what I noted earlier: tidy rejects …": a
			// lead-in is a clause of its own ("Correction:" an opener).
			cur.WriteRune(r)
			flush()
			continue
		case r == ' ' && (hasWordAt(rs, i+1, "so") || hasWordAt(rs, i+1, "because")):
			// "…, so reviewers can see the results": a reason is its own clause.
			flush()
			continue
		case r == ' ' && hasWordAt(rs, i+1, "and") && negatedOpening(rs[i+5:]):
			// "use early exits …, and do not use else after a return": a
			// second clause with its own polarity, not one that forbids both.
			flush()
			i += 4 // "and " opens nothing of the clause's own
			continue
		case r == ',' && next == ' ':
			for _, w := range []string{" but ", " then ", " so "} {
				if lowerPrefix(rs[i+1:], w) {
					flush()
					break
				}
			}
			if cur.Len() == 0 {
				continue
			}
			if spliced(cur.String(), rs[i+1:]) || negatedThenCommand(cur.String(), rs[i+2:]) {
				flush()
				continue
			}
		}
		cur.WriteRune(r)
	}
	flush()
	return out
}

// dotInWord reports whether the full stop at i belongs to the word it ends
// rather than ending a sentence: a path's run of dots ("bazel build //...
// and run tests", "go test ./... before pushing") or an abbreviation with
// inner full stops ("e.g. payments.refund.v1"). Cut there, a flag after
// the path ("//... --config=ci") fell into the next clause, so adding it to
// one command read as saying nothing new.
func dotInWord(rs []rune, i int) bool {
	j := i
	for j > 0 && rs[j-1] == '.' {
		j--
	}
	if j > 0 && rs[j-1] == '/' {
		return true
	}
	w := i
	for w > 0 && !unicode.IsSpace(rs[w-1]) {
		w--
	}
	switch strings.ToLower(strings.TrimLeft(string(rs[w:i+1]), `("'`)) {
	case "e.g.", "i.e.":
		return true
	}
	return false
}

// spliced reports whether a comma joins two sentences, as a save typed in
// one breath does ("editing it by hand is ok now, uv add is not
// required"): the words before it and the words after it, up to the next
// comma or sentence end, each have a subject and an auxiliary of their own.
func spliced(before string, after []rune) bool {
	end := len(after)
	for k, r := range after {
		if r == ',' || r == ';' || r == '.' || r == '\n' {
			end = k
			break
		}
	}
	return subjectAux(strings.Fields(before)) && subjectAux(strings.Fields(string(after[:end])))
}

// negatedThenCommand reports whether a comma ends a clause that opens with
// "no" and a command opens what follows: "no mutable globals, inject
// dependencies" forbids the globals and commands the injection, as "do not
// use mutable globals; inject dependencies" does. (After "never" or "do
// not" a verb follows the comma as a list: "do not amend, squash or rebase
// pushed commits".)
func negatedThenCommand(before string, after []rune) bool {
	f := strings.Fields(strings.ToLower(before))
	if len(f) < 2 || f[0] != "no" {
		return false
	}
	end := 0
	for end < len(after) && unicode.IsLetter(after[end]) {
		end++
	}
	return end < len(after) && after[end] == ' ' && leadVerbs()[strings.ToLower(string(after[:end]))]
}

// subjectAux reports whether an auxiliary follows at least one word that
// is not one ("uv add is", "tests can"): a clause with its own subject.
func subjectAux(fields []string) bool {
	for i, f := range fields {
		if i > 0 && polarityAux()[strings.ToLower(strings.Trim(f, `.,;:!?()"'`))] {
			return true
		}
	}
	return false
}

// negatedOpenings open a coordinated clause that forbids ("…, and never X").
var negatedOpenings = []string{"do not ", "don't ", "dont ", "never ", "must not ", "should not ", "avoid ", "stop "}

// bareContractions are negations typed without their apostrophe, as people
// type a save at the command line ("dont commit .env.local"): read as the
// contraction they spell, never as a word of the statement's own, so
// "dont X" restates "never X" instead of reversing it.
var bareContractions = map[string]string{"dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "isnt": "isn't",
	"arent": "aren't", "mustnt": "mustn't", "shouldnt": "shouldn't", "cant": "can't", "wont": "won't"}

// negatedOpening reports whether rs opens with one of negatedOpenings.
func negatedOpening(rs []rune) bool {
	for _, w := range negatedOpenings {
		if lowerPrefix(rs, w) {
			return true
		}
	}
	return false
}

// lowerPrefix reports whether rs, lower-cased, begins with the ASCII word
// w: strings.HasPrefix(strings.ToLower(string(rs)), w), without lowering
// the whole rest of the text at every comma (ToLower maps rune by rune,
// and a rune lowered to anything but w's byte differs from it).
func lowerPrefix(rs []rune, w string) bool {
	if len(rs) < len(w) {
		return false
	}
	for j := 0; j < len(w); j++ {
		if unicode.ToLower(rs[j]) != rune(w[j]) {
			return false
		}
	}
	return true
}

// hasWordAt reports whether the runes at i spell word followed by a space.
func hasWordAt(rs []rune, i int, word string) bool {
	w := []rune(word + " ")
	if i+len(w) > len(rs) {
		return false
	}
	for k, r := range w {
		if unicode.ToLower(rs[i+k]) != r {
			return false
		}
	}
	return true
}

// newStatement is an empty statement sized for a text of about n words:
// about half of them become keys, and the maps grown one word at a time
// were most of a parse's allocation (stop 44, save44).
func newStatement(n int) *statement {
	return &statement{keys: make(map[string]bool, n/2+1), plain: make(map[string]bool, n/2+1), details: map[string]bool{}}
}

// parseStatement reads a text into clauses and keys.
func parseStatement(text string) *statement {
	lang, text := textLanguage(text), expandAbbrevs(text) // verdict_inflect.go, verdict_abbrev.go
	st := newStatement(strings.Count(text, " ") + 1)
	st.only = saysOnly(text)
	sentence, at := 0, 0
	for _, raw := range splitClauses(text) {
		asked := false
		if k := strings.Index(text[at:], raw); k >= 0 {
			if sentenceEnds(text[at : at+k]) {
				sentence++
			}
			at += k + len(raw)
			// splitClauses drops the mark that ends a sentence: a question
			// mark after the clause, with a space or nothing after it.
			asked = strings.HasPrefix(text[at:], "?")
		}
		low := strings.ToLower(raw)
		for _, o := range discourseOpeners {
			if strings.HasPrefix(low, o) {
				raw = strings.TrimLeft(raw[len(o):], " ,")
				break
			}
		}
		raw = dropReportingFrame(raw)
		fields := strings.Fields(raw)
		cl := newClause(raw, text, fields, lang)
		cl.sentence = sentence
		cl.asked = cl.asked || asked
		rejected := rejectedSide(fields)
		for i, f := range fields {
			tok, ok := stmtWordIn(f, i == 0, lang)
			if !ok {
				continue
			}
			prev := wordBefore(fields, i)
			if removalWords()[tok.word] && (polarityAux()[prev] || prev == "been" || prev == "got") {
				if cl.polarity == -1 && clausePolarity(strings.Join(append(append([]string{}, fields[:i]...), fields[i+1:]...), " ")) != -1 {
					cl.removal = tok.key
				}
				continue // polarity (clausePolarity), not content
			}
			if tok.word == "one" && pronounOne()[prev] {
				continue // "the one to use": a pronoun, not a quantity
			}
			if tok.word == "once" && len(cl.toks) == 0 {
				continue // "Once a reviewer approves, …": the conjunction, not a quantity
			}
			if n := len(cl.toks); n > 0 && cl.toks[n-1].number && cl.toks[n-1].pos == i-1 && quantityUnits()[tok.word] {
				tok.detail, tok.number, tok.key = true, true, tok.word
			}
			tok.detail = tok.detail || flagArgument(fields, i) // "--lint src test": a path the flag is given
			tok.listed, tok.det, tok.per, tok.of = listedAt(fields, i, prev), determinerOf(prev), perWords()[prev] && !perSource(fields, i), ofBefore(fields, i)
			tok.pos = i
			tok.place = placeBefore(fields, i)
			tok.item = tok.listed || (len(cl.toks) > 0 && cl.toks[len(cl.toks)-1].item)
			if rejected[i] {
				// "by role, not by test id": the rejected side is its own
				// key, so swapping the sides is not a paraphrase.
				tok.key = "¬" + tok.key
			}
			cl.toks = append(cl.toks, tok)
			cl.keys[tok.key] = true
			st.keys[tok.key] = true
			if !tok.detail {
				st.plain[tok.key] = true
			}
		}
		if len(cl.toks) > 0 {
			st.clauses = append(st.clauses, cl)
		}
	}
	askWholeSentences(st)
	for k := range st.keys {
		if !st.plain[k] {
			st.details[k] = true
		}
	}
	st.stance = stances(st)
	return st
}

// saysOnly reports whether a text says "only" or "exclusively".
func saysOnly(text string) bool {
	for _, f := range strings.Fields(strings.ToLower(text)) {
		if w := strings.Trim(f, `.,;:!?()"'`); w == "only" || w == "exclusively" {
			return true
		}
	}
	return false
}

// askWholeSentences marks asked every clause of a question's sentence: a
// question ends its sentence, so the clauses before its mark are asked
// too ("Should we rebase, or merge main in?").
func askWholeSentences(st *statement) {
	for i := len(st.clauses) - 1; i > 0; i-- {
		if st.clauses[i].asked && st.clauses[i-1].sentence == st.clauses[i].sentence {
			st.clauses[i-1].asked = true
		}
	}
}

// wordBefore is word i-1 of a clause, lower case without its marks, or "".
func wordBefore(fields []string, i int) string {
	if i == 0 {
		return ""
	}
	return strings.Trim(strings.ToLower(fields[i-1]), `.,;:!?()"'`)
}

// sentenceEnds reports whether the text between two clauses ends a
// sentence: a full stop, "!" or "?" before white space, or a line break.
func sentenceEnds(gap string) bool {
	if strings.Contains(gap, "\n") {
		return true
	}
	for i := 0; i+1 < len(gap); i++ {
		if (gap[i] == '.' || gap[i] == '!' || gap[i] == '?') && (gap[i+1] == ' ' || gap[i+1] == '\t') {
			return true
		}
	}
	return false
}

// newClause is a clause's reading before its words: polarity, whether it
// opens with a verb, what its modality governs, whether it is a title or
// a lead-in, and where its first auxiliary stands.
func newClause(raw, text string, fields []string, lang int) stmtClause {
	cl := stmtClause{lang: lang, polarity: clausePolarity(raw), keys: make(map[string]bool, len(fields)/2+1), toks: make([]stmtToken, 0, len(fields))}
	if len(fields) > 0 {
		cl.imperative = leadVerbs()[strings.ToLower(strings.Trim(fields[0], `.,;:!?()"'`))]
	}
	cl.governs = governedWord(fields, lang)
	cl.requires = requiresCondition(fields)
	cl.lifts = permitsWithout(fields, cl.polarity)
	cl.tentative = cl.lifts && tentativeLift(fields)
	cl.asked = len(fields) > 0 && strings.HasPrefix(fields[0], "¿") // the closing mark: parseStatement
	cl.hedged = hedgedModal(fields)
	cl.promised = promisedPermission(fields, cl.polarity)
	cl.foreign = foreignClause(fields)
	cl.relative, cl.relNegated = relativeNegation(fields)
	cl.converse = converseWord(fields) // verdict_trailing.go
	cl.passiveVerb = passiveVerb(fields)
	cl.title = strings.HasSuffix(raw, ":") && strings.Contains(text, raw+"\n")
	cl.leadIn = strings.HasSuffix(raw, ":") && !cl.title
	cl.auxAt, cl.condAt, cl.negAt = -1, -1, -1
	for i, f := range fields {
		if negationWords()[strings.ToLower(strings.Trim(f, `.,;:!?()"'¿¡`))] {
			cl.negAt = i
			break
		}
	}
	cl.conditioned = len(fields) > 0 && conditionOpeners()[strings.ToLower(strings.Trim(fields[0], `.,;:!?()"'¿¡`))]
	for _, f := range fields {
		w := strings.ToLower(strings.Trim(f, `.,;:!?()"'¿¡`))
		if w != "the" {
			cl.universal = w == "any" || w == "every" || w == "all" || w == "each" || everyonePronouns()[w]
			break
		}
	}
	for i, f := range fields {
		if polarityAux()[strings.ToLower(strings.Trim(f, `.,;:!?()"'`))] {
			cl.auxAt = i
			break
		}
	}
	cl.subjTo = cl.auxAt
	if cl.subjTo < 0 && cl.polarity == -1 {
		cl.subjTo = cl.negAt
	}
	for i := cl.subjTo - 1; i > 0; i-- {
		if strings.HasSuffix(fields[i-1], ",") {
			cl.subjFrom = i // "Indent C++ with four spaces now, tabs are no longer used"
			break
		}
	}
	if cl.imperative && cl.auxAt > 0 && cl.auxAt <= 3 && modalAux()[strings.ToLower(fields[cl.auxAt])] {
		cl.subjectFirst = true // "Release managers may push …": a noun the shape of a verb
	}
	for i := cl.auxAt + 1; cl.auxAt >= 0 && i < len(fields); i++ {
		if w := strings.ToLower(fields[i]); w == "and" || w == "but" {
			for q := i + 1; q < len(fields); q++ {
				if w := strings.ToLower(strings.Trim(fields[q], `.,;:!?()"'`)); polarityAux()[w] || negationWords()[w] {
					cl.subjFrom, cl.subjTo = i+1, q
					break
				}
			}
			break
		}
	}
	for i := cl.auxAt + 1; cl.auxAt >= 0 && i < len(fields); i++ {
		switch strings.ToLower(strings.Trim(fields[i], `.,;:!?()"'`)) {
		case "when", "whenever", "if", "unless", "for":
			cl.condAt = i
		}
		if cl.condAt >= 0 {
			break
		}
	}
	return cl
}

// listedAt reports whether word i of a clause is an item added to a list:
// it follows "and", "or", "then" or a comma, or precedes "and" or "or".
func listedAt(fields []string, i int, prev string) bool {
	if commandItem(fields, i) {
		return true
	}
	if i > 0 {
		p := strings.ToLower(fields[i-1])
		if listJoiners()[p] || p == "then" || p == "&" || strings.HasSuffix(p, ",") {
			return true
		}
	}
	// "cargo deny and cargo audit", "the lead and the controller", "from
	// the security team and from legal": an item of a list may be a
	// two-word phrase.
	if i > 1 && (!isStopword(prev) || prev == "the" || prev == "a" || prev == "an" || listPrepositions()[prev]) {
		if p := strings.ToLower(fields[i-2]); listJoiners()[p] || p == "then" { // "then make fixtures": a step added
			return true
		}
	}
	// "… or when it is an iterator type": a second condition next to the
	// first is an item added, though stopwords stand between "or when"
	// and its first word.
	for b := i - 1; b >= 1 && b >= i-5; b-- {
		p := strings.ToLower(strings.Trim(fields[b], `.,;:!?()"'`))
		if conditionWords()[p] {
			if c := strings.ToLower(fields[b-1]); c == "and" || c == "or" {
				return true
			}
			break
		}
		if !isStopword(p) || strings.HasSuffix(fields[b], ",") {
			break
		}
	}
	if i+1 < len(fields) {
		n := strings.ToLower(fields[i+1])
		return n == "and" || n == "or"
	}
	return false
}

// commandItem reports whether word i is in an item of a list that opens
// with the word the item before it opened with: "make test and make lint",
// "npm test and npm run lint", "cargo fmt, cargo clippy", "bundle exec
// rspec and bundle exec rake yard". The tool's name said again after the
// joiner opens a second command, so the words after it are that command's
// up to a stopword ("before pushing") or a comma, though the name may be a
// stopword itself ("make") and the item longer than two words. The raw
// words decide, not the stems: "make" is no key. A clause's opening verb
// said again ("use X for A and use Y for B") is a clause of its own, not a
// command added, and a function word ("their") names no tool.
func commandItem(fields []string, i int) bool {
	low := func(k int) string { return strings.ToLower(strings.Trim(fields[k], `.,;:!?()"'`)) }
	for open := i - 1; open >= 1 && open >= i-3; open-- {
		if strings.HasSuffix(fields[open], ",") || (open < i-1 && isStopword(low(open+1))) {
			return false // the item ended before word i
		}
		p := strings.ToLower(fields[open-1])
		if !listJoiners()[p] && p != "then" && p != "&" && !strings.HasSuffix(p, ",") {
			continue
		}
		tool := low(open)
		if tool == "" || (isStopword(tool) && !leadVerbs()[tool]) {
			return false
		}
		for q := 0; q < open-1; q++ {
			if low(q) == tool {
				return q > 0 || !leadVerbs()[tool]
			}
		}
		return false
	}
	return false
}

// listJoiners are "and" and "or" in the languages teams write their
// rules in ("rode styler e lintr", "lancer phpcs et phpstan").
var listJoiners = lazySet("and or et ou und oder y e")

// listPrepositions may open a list's item of two words ("and from legal").
var listPrepositions = lazySet("from with by to")

// rejectedSide marks the words of a clause on the rejected side of a
// contrast (contrastStarts), which runs to the clause's end, except that a
// contrast a comma opens is an aside the next comma closes: "use
// underscores, not camelCase, for variable names" rejects camelCase only;
// and a parenthesis opens or closes an aside, so it ends one too.
func rejectedSide(fields []string) []bool {
	out := make([]bool, len(fields))
	rejected, aside := false, -1
	for i := range fields {
		if aside >= 0 && i-1 >= aside && strings.HasSuffix(fields[i-1], ",") {
			rejected, aside = false, -1
		}
		// "… instead of loops inside a test, with ids= …": what follows the
		// comma is said of the chosen side again.
		if rejected && aside < 0 && i > 0 && strings.HasSuffix(fields[i-1], ",") {
			rejected = false
		}
		// A parenthesis is an aside of its own: "hyphens, not underscores
		// (file-name.js, not file_name.js)" rejects underscores and
		// file_name.js, not the example of the chosen side.
		if strings.HasPrefix(fields[i], "(") || (i > 0 && strings.HasSuffix(fields[i-1], ")")) {
			rejected, aside = false, -1
		}
		// "private fields instead of public fields for inspector values": a
		// purpose or a condition after the rejected words is said of the
		// whole statement, the chosen side too, so it ends the rejected one.
		if rejected && i > 0 && out[i-1] && sharedPhrase()[strings.ToLower(fields[i])] && !contrastStarts(fields, i-1) {
			rejected, aside = false, -1
		}
		if contrastStarts(fields, i) {
			rejected = true
			if i > 0 && strings.HasSuffix(fields[i-1], ",") {
				aside = i
			}
		}
		out[i] = rejected
	}
	return out
}

// sharedPhrase are the words that open a purpose, a time or a condition;
// after a contrast's rejected words they speak of both sides.
var sharedPhrase = lazySet("for during when whenever if unless because across")

// modalWords open what a clause forbids or permits; modalSkip may stand
// between one and the verb it governs ("may not be", "is fine now to").
var modalWords = lazySet("never don't doesn't didn't mustn't shouldn't can't cannot won't stop avoid may can allowed fine ok okay acceptable permitted")
var modalSkip = lazySet("be been to now longer more anymore also just still ever again always not")

// governedWord is the stem of the plain word the clause's first modality
// governs: "closed" in "a pull request with failing checks may be closed
// by anyone", "push" in "it is fine to push small fixes"; "" when what
// follows is no word of the statement ("is allowed when …", "is fine now").
func governedWord(fields []string, lang int) string {
	for i, f := range fields {
		w := strings.ToLower(strings.Trim(strings.ReplaceAll(f, "’", "'"), `.,;:!?()"'`))
		if c, ok := bareContractions[w]; ok {
			w = c
		}
		prev := ""
		if i > 0 {
			prev = strings.ToLower(strings.Trim(fields[i-1], `.,;:!?()"'`))
		}
		negated := (w == "not" && (polarityAux()[prev] || (i > 1 && negatableAdverb(prev) &&
			polarityAux()[strings.ToLower(strings.Trim(fields[i-2], `.,;:!?()"'`))]))) || (w == "longer" && prev == "no")
		if !modalWords()[w] && !negated {
			continue
		}
		if strings.HasSuffix(f, ",") {
			return ""
		}
		for _, g := range fields[i+1:] {
			gw := strings.ToLower(strings.Trim(g, `.,;:!?()"'`))
			if modalSkip()[gw] {
				continue
			}
			tok, ok := stmtWordIn(g, false, lang)
			if !ok || tok.detail {
				return ""
			}
			return tok.key
		}
		return ""
	}
	return ""
}

// stances reads each key's stance from the clauses it occurs in: the
// clause's polarity, turned round on the rejected side of a contrast
// ("pin by digest, never by the latest tag": the latest tag is -1).
func stances(st *statement) map[string]int {
	out := map[string]int{}
	mixed := map[string]bool{}
	for _, cl := range st.clauses {
		for _, t := range cl.toks {
			k, p := t.key, cl.polarity
			if r, ok := strings.CutPrefix(k, "¬"); ok {
				k = r
				if p == 1 {
					p = -1
				} else {
					p = 1
				}
			}
			if old, seen := out[k]; seen && old != p {
				mixed[k] = true
			}
			out[k] = p
		}
	}
	for k := range mixed {
		delete(out, k)
	}
	return out
}

// contrastStarts reports whether word i opens the rejected side of a
// contrast: "X, not Y", "X rather than Y", "X instead of Y".
func contrastStarts(ws []string, i int) bool {
	w := strings.ToLower(strings.Trim(ws[i], `.,;:!?()"'`))
	prev := ""
	if i > 0 {
		prev = strings.ToLower(strings.Trim(ws[i-1], `.,;:!?()"'`))
	}
	switch {
	case (w == "not" || w == "never" || w == "no") && i > 0 && !polarityAux()[prev] && strings.HasSuffix(ws[i-1], ","):
		return true
	case w == "not" && i > 0 && i+1 < len(ws) && contrastedWord(prev):
		// "indent w/ tabs not spaces", typed without the comma: "not" after
		// a word that is neither an auxiliary ("must not") nor a function
		// word or an adverb ("why not", "definitely not") rejects what follows.
		return true
	case w == "than" && prev == "rather", w == "of" && prev == "instead":
		return true
	case w == "over":
		// "prefer CTEs over nested subqueries"
		for _, p := range ws[:i] {
			if l := strings.ToLower(p); strings.HasPrefix(l, "prefer") || strings.HasPrefix(l, "favo") {
				return true
			}
		}
	}
	return false
}

// negatableAdverb reports whether w may stand between an auxiliary and
// "not" without changing what "not" negates: "should definitely not",
// "must really not", "should still not".
func negatableAdverb(w string) bool {
	return strings.HasSuffix(w, "ly") || w == "still" || w == "just" || w == "also" || w == "ever"
}

// contrastedWord reports whether w, before "not", is a word of the chosen
// side of a contrast: a word of the statement's own, not an auxiliary, a
// function word, a filler or an adverb in -ly.
func contrastedWord(w string) bool {
	if _, bare := bareContractions[w]; bare || polarityAux()[w] || isStopword(w) || verdictFiller()[w] || strings.HasSuffix(w, "ly") {
		return false
	}
	tok, ok := stmtWord(w, false)
	return ok && !tok.flag
}

// pronounOne are the words after which "one" stands for a thing named
// before ("the one to use", "each one"), not for a quantity.
// conditionWords open a condition ("or when it is …", "and if …").
var conditionWords = lazySet("when whenever if unless where while")

var pronounOne = lazySet("the this that which each every no any")

var polarityAux = lazySet("do does did is are was were must should need needs can could will would may might")

// stmtWord classifies one whitespace-separated word. Details are what a
// correction changes while the statement stays the same: anything with a
// digit, a spelled-out number, a code-like word (a path, a dotted or
// underscored name, a #channel) and a capitalised name inside a clause.
func stmtWord(f string, first bool) (stmtToken, bool) { return stmtWordIn(f, first, langEnglish) }

// stmtWordIn is stmtWord for a word of a text in language lang
// (textLanguage): in German a capital names nothing by itself, and in
// German, French or Spanish a plain word is keyed by foreignKey.
func stmtWordIn(f string, first bool, lang int) (stmtToken, bool) {
	w := strings.TrimFunc(f, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r)) && r != '_' && r != '#' && r != '%' && r != '/'
	})
	w = strings.TrimRight(strings.TrimLeft(w, "/"), "/")
	w = strings.ReplaceAll(w, "’", "'")
	if w == "" {
		return stmtToken{}, false
	}
	lower := strings.ToLower(w)
	if strings.Contains(lower, "'") {
		before, after, _ := strings.Cut(lower, "'")
		if (len(before) == 1 || before == "qu") && len(after) > 1 {
			// French elision: "d'utiliser" → utiliser, "l'ancien" → ancien,
			// "n'ont" → ont (its negation is read by clausePolarity).
			w, lower = after, after
		} else {
			lower = before // don't → don, app's → app
		}
	}
	if lower == "e.g" || lower == "i.e" {
		// "e.g. file-name.js": an example follows; the abbreviation is
		// neither a detail nor a word of the statement's own.
		return stmtToken{}, false
	}
	if lower == "b4" {
		// "run the e2e suite b4 every release": "before" as typed, a
		// stopword like it, not a number corrected.
		return stmtToken{}, false
	}
	digit, upperInside, code := false, false, false
	for i, r := range w {
		switch {
		case unicode.IsDigit(r):
			digit = true
		case unicode.IsUpper(r) && i > 0:
			upperInside = true
		case strings.ContainsRune("._/:#%@+", r):
			code = true
		}
	}
	if strings.HasSuffix(w, "_") {
		code = true
	}

	capital := unicode.IsUpper([]rune(w)[0])
	if lang == langGerman {
		capital, upperInside = false, upperInside && germanInside(w) // every noun is capitalised
	}
	number := digit || numberWords()[lower]
	detail := number || code || upperInside || (capital && !first)
	if !digit && !code && verdictFiller()[lower] && w == strings.ToUpper(w) {
		return stmtToken{}, false // "OK", "NEVER": polarity and modality; "Optional" mid-sentence is a name
	}
	if !detail && (isStopword(lower) || verdictFiller()[lower] || foreignNegations()[lower] || foreignPermits()[lower] || len(lower) < 2) && !isFlag(f) {
		return stmtToken{}, false
	}
	key := lower
	if !detail && lang != langEnglish {
		k, ok := foreignKey(lower)
		if !ok {
			return stmtToken{}, false
		}
		key = k
	} else if !detail || (!code && !digit) {
		key = verdictStem(lower)
	}
	return stmtToken{key: key, detail: detail, number: number, word: lower, flag: isFlag(f)}, true
}

// verdictStem is a word's key: its stem, and for a hyphenated word the
// stem of its parts written as one word, so that "never force-push" and
// "force-pushing is fine now", or "hard-code" and "hardcoding", speak of
// one action (stem leaves a hyphenated word as it is).
func verdictStem(lower string) string {
	if k := hyphenStem(lower); k != "" {
		return k
	}
	if k := ingStem(lower); k != "" {
		return k
	}
	if k := participleBaseStem(lower); k != "" {
		return relianceKey(k) // verdict_inflect.go
	}
	if k := relianceStem(lower); k != "" {
		return k
	}
	return stem(lower)
}

// ingStem is the key of a word in -ing whose stem is a short word of
// three letters that lost an e ("coding" → code, "naming" → name,
// "voting" → vote), or "". Porter2 gives it its e back (its test
// vocabulary: "hoping" → hope); the router's stem does not (measured:
// RETRIEVAL-LOG.md, Terms), so "coding" was "cod" and never met "code",
// and "hard-code this" against "no coding of …" spoke of other words.
// A doubled consonant is no lost e ("hopping" → hop).
func ingStem(lower string) string {
	base, ok := strings.CutSuffix(lower, "ing")
	if !ok || len(base) != 3 || stem(lower) != base || !shortWord(base) {
		return ""
	}
	return base + "e"
}

// hyphenStem is the key of a hyphenated word of letters, or "" for any
// other word.
func hyphenStem(lower string) string {
	if !strings.Contains(lower, "-") {
		return ""
	}
	for _, p := range strings.Split(lower, "-") {
		if p == "" || strings.IndexFunc(p, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
			return ""
		}
	}
	return stem(strings.ReplaceAll(lower, "-", ""))
}

// isFlag reports whether a word is written as a command-line flag
// ("--bless", "-v"). Its key stays the plain word (perf_verdictskip.go
// counts such a word as plain), but it qualifies nothing: "run ./x test
// tidy --bless before pushing" is the same action with a flag added.
// flagArgument reports whether word i is one of the arguments a flag
// before it is given: "clj-kondo --lint src test" lints two paths, so a
// path added there is a detail added (an UPDATE), not a paraphrase's one
// new word (a NOOP that dropped it). The arguments run from the flag to
// the first word that opens a phrase of its own ("before pushing") or a
// mark that ends one.
func flagArgument(fields []string, i int) bool {
	for b := i - 1; b >= 0; b-- {
		f := fields[b]
		if isFlag(f) {
			return b < i-1 || !strings.ContainsAny(f, "=")
		}
		if strings.ContainsAny(f, ",;:.!?()") || flagArgEnds()[strings.ToLower(f)] || flagArgEnds()[strings.ToLower(fields[i])] {
			return false
		}
	}
	return false
}

// flagArgEnds open a phrase after a command's arguments.
var flagArgEnds = lazySet("before after when whenever if in on at for to from and or then while unless with without so because since the a an")

func isFlag(f string) bool {
	t := strings.TrimLeft(f, "(\"'`")
	rest := []rune(strings.TrimLeft(t, "-"))
	return strings.HasPrefix(t, "-") && len(rest) > 0 && unicode.IsLetter(rest[0])
}

// clausePolarity: -1 when the clause forbids or drops something ("never",
// "do not", "no longer needs", "stop"), 0 when it only permits ("may",
// "is allowed", "is fine"), 1 otherwise. "Never X without Y" requires Y.
func clausePolarity(clause string) int {
	ws := strings.Fields(strings.ToLower(strings.ReplaceAll(clause, "’", "'")))
	for i := range ws {
		ws[i] = strings.Trim(ws[i], `.,;:!?()"'`+"`")
		if c, ok := bareContractions[ws[i]]; ok {
			ws[i] = c
		}
	}
	negs, lastNeg, permit, without := 0, -1, false, false
	negate := func(i int) { negs, lastNeg = negs+1, i }
	aux := polarityAux
	ws = relativeNegationsOut(ws) // verdict_qualified.go
	for i, w := range ws {
		prev := ""
		if i > 0 {
			prev = ws[i-1]
		}
		if (w == "never" || w == "not" || w == "no") && i > 0 && strings.HasSuffix(strings.Fields(clause)[i-1], ",") {
			continue // "X, never Y", "four spaces, no tabs": Y is the rejected side of X (contrastStarts)
		}
		if prohibitionWords()[w] {
			// "we stopped avoiding them", "is no longer banned": a
			// prohibition negated is a permission, not a second negation.
			if lastNeg >= 0 && onlyLinksBetween(ws, lastNeg, i) {
				negs, lastNeg, permit = negs-1, -1, true
			} else {
				negate(i)
			}
			continue
		}
		switch w {
		case "no":
			negate(i)
		case "never", "don't", "doesn't", "didn't", "isn't", "aren't", "mustn't", "shouldn't", "can't", "cannot", "won't",
			"stop", "stopped":
			negate(i)
		case "optional":
			// "type hints are optional" drops a requirement; "put optional
			// integrations behind cargo features" names a kind of integration.
			if i+1 == len(ws) || ws[i+1] == "" || polarityAux()[prev] || prev == "now" {
				negate(i)
			}
		case "not":
			if aux()[prev] || (i > 1 && aux()[ws[i-2]] && negatableAdverb(prev)) {
				negate(i) // "must not", "should definitely not"
			}
		case "longer", "more":
			if prev == "no" && lastNeg == i-1 {
				lastNeg = i // "no longer": one negation, counted at "no"
			} else if prev == "no" {
				negate(i)
			}
		case "removed", "dropped", "retired", "disabled", "deprecated", "abolished", "discontinued":
			// "the DCO check was removed": what the memory required is gone.
			if polarityAux()[prev] || prev == "been" || prev == "got" {
				negate(i)
			}
		case "may", "allowed", "fine", "ok", "okay", "acceptable", "permitted":
			permit = true
		case "without":
			without = true
		default: // "Niemals …", "n'ont plus besoin", "… ist jetzt erlaubt", "Ya está permitido …", "sin", "sans"
			if foreignNegations()[w] || strings.HasPrefix(w, "n'") && len(w) > 2 {
				negate(i)
			}
			permit, without = permit || foreignPermits()[w], without || foreignWithout()[w]
		}
	}
	permit = permit || foreignMayNow(ws) // verdict_inflect.go
	neg := negs > 0
	switch {
	case neg && without:
		return 1
	case neg:
		return -1
	case permit:
		return 0
	}
	return 1
}

// The polarity of a rule in German, Spanish and French: its negations
// (French "ne" or "n'" before the verb), its permissions and its
// "without". Teams write their rules and their liftings in their own
// language ("Niemals direkt auf main pushen" / "Direkt auf main pushen ist
// jetzt erlaubt"); read as English, both were commands, and a lifting never
// met the rule it lifts. They are words of polarity, not of content
// (verdictFiller), so "Nie …" restates "Niemals …".
var (
	foreignNegations = lazySet("nicht kein keine keinen keinem keiner nie niemals nunca jamás jamais ne")
	foreignPermits   = lazySet("erlaubt gestattet zulässig permite permiten permitido permitida permitidos permitidas permis permise permises autorisé autorisée autorisés autorisées")
	foreignWithout   = lazySet("ohne sin sans")
	// foreignQuantifiers are "every", "each" and "all" in those languages:
	// a clause read in them that turns a memory round need not say them
	// again ("Los pull requests ya no necesitan …" lifts "Cada pull request
	// necesita …"), as the English ones are fillers. They stay words of the
	// memory otherwise: "Der Stack der Idle-Task …" is not "Der Stack jeder
	// Task …".
	foreignQuantifiers = lazySet("cada jede jeder jedes jeden jedem alle chaque tout toute tous toutes todo toda todos todas")
	// foreignFunction are articles, auxiliaries, time words and the words
	// of a lifting ("kein … mehr", "plus besoin") in those languages: no
	// subject, place or condition of a clause's own (foreignNarrowed).
	foreignFunction = lazySet("der die das den dem des ein eine einen einem einer ist sind wird jetzt ab sofort nun mehr ab im am zu " +
		"el la los las lo un una unos unas es son está están ya ahora de del a al en que hacer " +
		"le les l d il on est sont ont a maintenant désormais plus besoin de du au aux en une à être")
)

// foreignClause reports whether a clause's polarity is read from a word of
// foreignNegations, foreignPermits or foreignWithout.
func foreignClause(fields []string) bool {
	ws := make([]string, len(fields))
	for i, f := range fields {
		ws[i] = strings.ToLower(strings.Trim(f, `.,;:!?()"'¿¡`))
	}
	if foreignMayNow(ws) {
		return true
	}
	for _, w := range ws {
		if foreignNegations()[w] || foreignPermits()[w] || foreignWithout()[w] || strings.HasPrefix(w, "n'") && len(w) > 2 {
			return true
		}
	}
	return false
}

// foreignNarrowed reports whether a clause of the candidate whose polarity
// is read in German, Spanish or French, and which turns a clause of the
// memory round, says a word of its own beyond foreignFunction: "Transporte
// ins Testsystem …", "… a la rama develop …", "Les merge requests de
// traduction …". The statement reader knows no subject or place in those
// languages, so any word of its own may narrow the lifting, and the safe
// reading is ADD: the lifting for the memory's whole scope says only the
// memory's words ("Direkt im Produktivsystem entwickeln ist jetzt
// erlaubt"). A word of the memory in another inflection ("necesitan" /
// "necesita", "nouveaux" / "nouveau") is the memory's (sameRoot).
func foreignNarrowed(cand, mem *statement) bool {
	for _, j := range cand.clauses {
		if !j.foreign || !turnsRound(j, mem) {
			continue
		}
		for _, t := range j.toks {
			if hasKey(mem, t.key) || foreignFunction()[t.word] || timeWords()[t.word] || sameRoot(t.key, mem) {
				continue
			}
			return true
		}
	}
	return false
}

// foreignFunctionKeys are the keys of a clause read in German, Spanish or
// French that are no words of its own against mem: its articles,
// auxiliaries and time words, and the memory's words in another inflection
// (foreignNarrowed reads the rest). Nil for any other clause.
func foreignFunctionKeys(j stmtClause, mem *statement) map[string]bool {
	if !j.foreign {
		return nil
	}
	function := map[string]bool{}
	for _, t := range j.toks {
		if foreignFunction()[t.word] || timeWords()[t.word] || sameRoot(t.key, mem) {
			function[t.key] = true
		}
	}
	return function
}

// sameRoot reports whether key shares its first five letters, and all but
// at most two, with a key of the memory: an inflection the English stemmer
// does not undo ("necesitan" / "necesita", "brauchen" / "braucht").
func sameRoot(key string, mem *statement) bool {
	k := []rune(strings.TrimPrefix(key, "¬"))
	if len(k) < 5 {
		return false
	}
	for m := range mem.keys {
		r := []rune(strings.TrimPrefix(m, "¬"))
		if len(r) < 5 || string(r[:5]) != string(k[:5]) {
			continue
		}
		common := 0
		for common < len(r) && common < len(k) && r[common] == k[common] {
			common++
		}
		if len(r)-common <= 2 && len(k)-common <= 2 {
			return true
		}
	}
	return false
}

// requiresCondition reports whether a clause forbids an action unless a
// condition holds: a negation beside "without" or "unless". "Do not merge
// unless CI is green" and "never merge without a green CI run" state one
// requirement, yet clausePolarity reads the double negation of "without"
// as a command and "unless" as an exception to a prohibition, so the two
// forms take opposite polarities. A requirement restated in the other form
// is no reversal of it (requirementKept).
func requiresCondition(fields []string) bool {
	rest, cond := make([]string, 0, len(fields)), false
	for _, f := range fields {
		switch w := strings.ToLower(strings.Trim(f, `.,;:!?()"'`)); {
		case w == "without" || w == "unless" || foreignWithout()[w]:
			cond = true
			continue
		}
		rest = append(rest, f)
	}
	return cond && clausePolarity(strings.Join(rest, " ")) == -1
}

// requirementKept reports whether clause j of the candidate states a
// requirement (requiresCondition) that a clause of the memory sharing its
// words states in the other form: the polarities differ only by the word
// that gives the condition, so the clause is read as agreeing, never as a
// reversal ("No new runtime dependencies in the gemspec unless a
// maintainer approves" against "Do not add runtime dependencies to the
// gemspec without a maintainer's approval").
func requirementKept(j stmtClause, mem *statement) bool {
	if !j.requires {
		return false
	}
	for _, k := range mem.clauses {
		if k.requires && k.polarity != j.polarity && sharesKey(j, k.keys) {
			return true
		}
	}
	return false
}

// permitsWithout reports whether a clause permits an action without
// something, negating nothing: "X without Y is allowed now", "X may be
// done without Y", "X can now be done without Y" ("can" alone, as in
// "because they can run without a lock", says what is possible, not what
// a team allows).
func permitsWithout(fields []string, polarity int) bool {
	without, canNow := false, false
	for i, f := range fields {
		switch w := strings.ToLower(strings.Trim(f, `.,;:!?()"'`)); w {
		case "without", "ohne", "sin", "sans":
			without = true
		case "can", "could":
			canNow = canNow || i+1 < len(fields) && strings.ToLower(strings.Trim(fields[i+1], `.,;:!?()"'`)) == "now"
		}
	}
	if !without || strings.Contains(strings.ToLower(strings.Join(fields, " ")), "must") || strings.Contains(strings.ToLower(strings.Join(fields, " ")), "should") {
		return false
	}
	return polarity == 0 || polarity == 1 && canNow
}

// tentativeLift reports whether a clause permits only in a question, a
// future or under a condition it opens with: "Is merging without a green
// CI run allowed now?", "… will be allowed next month", "once the new
// runners are up, …". It lifts nothing yet.
func tentativeLift(fields []string) bool {
	if len(fields) == 0 || strings.HasSuffix(fields[len(fields)-1], "?") {
		return true
	}
	first := strings.ToLower(strings.Trim(fields[0], `.,;:!?()"'`))
	if polarityAux()[first] || conditionOpeners()[first] {
		return true
	}
	for _, f := range fields {
		switch strings.ToLower(strings.Trim(f, `.,;:!?()"'`)) {
		case "will", "would", "shall", "going", "soon", "next":
			return true
		}
	}
	return false
}

// hedgeFollowers are the words after "may" or "could" that make it a
// possibility rather than a permission: "may need to", "may have to",
// "may want to", "may still run", "could fail".
var hedgeFollowers = lazySet("need needs have has want wants still also sometimes occasionally fail break take be")

// hedgedModal reports whether a clause says what may happen rather than
// what a team allows or requires: "might" anywhere, or "may" / "could"
// followed by a word of hedgeFollowers ("You may need to restart the
// service after changing the config", "Blocking code may still run in the
// legacy handlers"). "may be" is a possibility only with no past
// participle after it ("X may be merged by anyone" permits): "may be
// slow", "may be needed" hedge. Read as a permission (clausePolarity's
// "may"), such a clause retired the rule it named ("Do not restart the
// service to pick up config changes").
func hedgedModal(fields []string) bool {
	for i, f := range fields {
		w := strings.ToLower(strings.Trim(f, `.,;:!?()"'¿¡`))
		if w == "might" {
			return true
		}
		if (w != "may" && w != "could") || i+1 >= len(fields) {
			continue
		}
		next := strings.ToLower(strings.Trim(fields[i+1], `.,;:!?()"'`))
		if next == "be" {
			if i+2 < len(fields) {
				after := strings.ToLower(strings.Trim(fields[i+2], `.,;:!?()"'`))
				if after == "needed" || after == "required" || after == "necessary" || after == "slow" || after == "flaky" || after == "stale" || after == "missing" {
					return true
				}
			}
			continue
		}
		if hedgeFollowers()[next] {
			return true
		}
	}
	return false
}

// promisedPermission reports whether a clause permits (or lifts) only in
// the future: a permission word beside "will", "would", "shall", "going
// to", "soon" or "next" ("Anyone will be allowed to push straight to main
// after the freeze", "Deploying on Fridays is going to be fine next
// quarter"). Like tentativeLift for a lifting, it permits nothing yet.
func promisedPermission(fields []string, polarity int) bool {
	if polarity != 0 {
		return false
	}
	for _, f := range fields {
		switch strings.ToLower(strings.Trim(f, `.,;:!?()"'`)) {
		case "will", "would", "shall", "going", "soon", "next", "won't",
			"wird", "werden", "será", "serán", "estará", "estarán", "sera", "seront", "pourra", "pourront":
			return true
		}
	}
	return false
}

// unsettled reports whether a clause states nothing settled: it is asked,
// hedged or promised. Such a clause neither restates nor turns round what
// a memory says.
func (j stmtClause) unsettled() bool { return j.asked || j.hedged || j.promised }

// liftedAgainst is the candidate as read against mem: when a clause of
// mem requires something ("never merge without a green CI run", which
// clausePolarity reads as a command), a clause of the candidate that
// permits acting without it (lifts) says the requirement no longer holds,
// as "merging no longer needs a green CI run" does: its polarity is -1.
// Read as a permission (0) it was no reversal of a command, so the lifted
// requirement was a NOOP and the old rule kept forbidding. Only against
// such a memory: "deploys may go out without a changelog entry" reverses
// no other rule. The clause keeps lifts, so an exception under a
// condition of its own is still read as one (conditionedPermission).
func liftedAgainst(cand, mem *statement) *statement {
	if !slices.ContainsFunc(mem.clauses, func(k stmtClause) bool { return k.requires && k.polarity == 1 }) ||
		!slices.ContainsFunc(cand.clauses, func(j stmtClause) bool { return j.lifts && j.polarity != -1 }) {
		return cand
	}
	c := *cand
	c.clauses = slices.Clone(cand.clauses)
	for i := range c.clauses {
		if c.clauses[i].lifts {
			c.clauses[i].polarity = -1
		}
	}
	c.stance = stances(&c)
	return &c
}

// placePrepositions open where a statement holds: "in production", "on the
// release branch", "during a freeze".
var placePrepositions = lazySet("in on at during inside within outside")

// placeBefore is the preposition of place that opens the phrase word i
// begins, over articles and possessives ("in the staging cluster"), or "".
func placeBefore(fields []string, i int) string {
	for b := i - 1; b >= 0 && b >= i-3; b-- {
		w := strings.ToLower(strings.Trim(fields[b], `.,;:!?()"'`))
		if placePrepositions()[w] {
			return w
		}
		if w != "the" && w != "a" && w != "an" && w != "our" && w != "your" && w != "its" && w != "their" && w != "this" && w != "that" {
			return ""
		}
	}
	return ""
}

// placeReplaced reports whether a clause of the memory ends in a place the
// candidate does not name, while the candidate names another after the
// same preposition: "logging request bodies is ok in staging" against
// "never log request bodies in production". The other polarity for
// another place is another statement; it reverses nothing.
func placeReplaced(cand, mem *statement) bool {
	for _, k := range mem.clauses {
		t := k.toks[len(k.toks)-1]
		if t.place == "" || hasKey(cand, t.key) {
			continue
		}
		for _, j := range cand.clauses {
			for _, u := range j.toks {
				if u.place == t.place && !hasKey(mem, u.key) {
					return true
				}
			}
		}
	}
	return false
}

// confinedPermission reports whether the candidate permits, "only" in a
// place of its own, what the memory forbids: "editing the lockfile by hand
// is allowed in vendor/legacy only" leaves "do not edit the lockfile by
// hand" standing everywhere else, so it is an exception beside the rule,
// not its reversal.
func confinedPermission(cand, mem *statement) bool {
	if !cand.only {
		return false
	}
	for _, j := range cand.clauses {
		if j.polarity != 0 && !j.lifts {
			continue
		}
		for _, t := range j.toks {
			if t.place != "" && !hasKey(mem, t.key) {
				return true
			}
		}
	}
	return false
}

// prohibitionWords forbid what follows ("avoid", "is banned"), in every
// inflection: "keep avoiding X" restates "avoid X".
var prohibitionWords = lazySet("avoid avoids avoided avoiding ban bans banned banning forbid forbids forbade forbidden forbidding prohibit prohibits prohibited prohibiting disallow disallows disallowed disallowing")

// onlyLinksBetween reports whether the words between ws[from] and ws[to]
// only link a negation to what it negates ("no longer", "is not", "to be").
func onlyLinksBetween(ws []string, from, to int) bool {
	for _, w := range ws[from+1 : to] {
		if w != "longer" && w != "more" && w != "be" && w != "been" && w != "being" && w != "to" && w != "anymore" && !polarityAux()[w] {
			return false
		}
	}
	return true
}

func reversed(mem, cand int) bool {
	return (mem == -1 && cand >= 0) || (mem == 1 && cand == -1)
}

// stmtRelation is how a candidate relates to one memory.
type stmtRelation struct {
	kind    string  // verdictAdd, verdictNoop, verdictUpdate or verdictSupersede
	overlap float64 // Jaccard of the keys, for ranking and "related to"
}

// relate compares a candidate with one memory.
func relate(cand, mem *statement) stmtRelation {
	read := liftedAgainst(cand, mem)
	// A lifting of the memory's requirement reverses it or stands beside
	// it as an exception: never a restatement or a detail of it, unless
	// another clause restates the requirement ("never merge without green
	// CI; hotfixes may be merged without it" is the rule with an exception).
	lifted := read != cand && !slices.ContainsFunc(cand.clauses, func(j stmtClause) bool { return !j.lifts && sharesKey(j, mem.keys) })
	cand = read
	shared, mentioned := 0, 0
	for k := range cand.keys {
		if mem.keys[k] {
			shared++
		}
		if hasKey(mem, k) {
			mentioned++ // on either side of a contrast: "use polars instead of pandas" / "stay with pandas"
		}
	}
	rel := stmtRelation{kind: verdictAdd}
	if union := len(cand.keys) + len(mem.keys) - shared; union > 0 {
		rel.overlap = float64(shared) / float64(union)
	}
	// A question or a possibility states nothing settled: it neither
	// restates a memory (a NOOP would drop it) nor corrects or retires one
	// ("Should we push straight to main?" retired "Never push straight to
	// main"). Saved, it is a note of its own beside the rule (README's
	// write path).
	if !slices.ContainsFunc(cand.clauses, func(j stmtClause) bool { return !j.unsettled() }) {
		return rel
	}
	// One word in common is enough only to reverse a memory that names one
	// thing ("Do not use Yarn" by "Yarn is fine now"): never to restate or
	// update it (soleObject).
	thin := mentioned < 2
	if (thin && !(mentioned == 1 && len(cand.keys) <= soleReversalKeys && soleObject(mem) != "" && hasKey(cand, soleObject(mem)) && saysMoreThan(cand, soleObject(mem)))) || negatesOtherValue(cand, mem) || negationMoved(cand, mem) {
		return rel
	}
	// "Must happen inside …" beside "do not … outside …": one rule (verdict_qualified.go).
	if !lifted && insideRequired(cand, mem) {
		rel.kind = verdictNoop
		return rel
	}
	agreeing := make([]bool, len(cand.clauses))
	for i, j := range cand.clauses {
		// A clause whose modality governs an action the memory does not
		// name ("… may be closed by anyone" against "never merge …")
		// neither agrees nor reverses: like a restating clause, it is
		// left out of the reversal tests.
		// A clause that holds every word of the memory governs its action
		// whatever verb it takes: "Network calls may run on the main thread
		// now" lifts "Never do network calls on the main thread", whose
		// action is its object ("do" is no key).
		agreeing[i] = restatesClause(j, mem) || (j.polarity == 0 && j.governs != "" && !hasKey(mem, j.governs) && !clauseHoldsMemory(j, mem))
		// A removal word that is the memory's own action ("… and is removed
		// only in the next major release" against "… remove it only in the
		// next major release") says that action, not that a rule was
		// removed: it reverses nothing.
		agreeing[i] = agreeing[i] || (j.removal != "" && mem.plain[j.removal]) || requirementKept(j, mem) || j.unsettled()
	}
	// A clause of the candidate that says the opposite of one of the
	// memory's decides first (opposingClauses), then a reversed stance.
	supersede, conflict := opposingClauses(cand, mem, agreeing)
	if supersede || stanceReversal(cand, mem, agreeing) {
		if !placeReplaced(cand, mem) && !confinedPermission(cand, mem) && !otherAction(cand, mem) && !conditionedPermission(cand, mem) && !narrowedSubject(cand, mem) &&
			!detailedSubject(cand, mem) && !liftsAnother(cand, mem) && !liftNarrowed(cand, mem) && !foreignNarrowed(cand, mem) && !placeOutside(cand, mem) && !compoundInside(cand, mem) &&
			!phraseReplaced(cand, mem) {
			rel.kind = verdictSupersede
		}
		return rel
	}
	// A clause read in German, Spanish or French that turns the memory
	// round is never its restatement, even when the reversal tests above
	// did not read it as one ("Il est permis de déployer le vendredi pour
	// les correctifs" against "Ne jamais déployer le vendredi" was an
	// UPDATE): ADD.
	if conflict || thin || lifted || slices.ContainsFunc(cand.clauses, func(j stmtClause) bool { return j.foreign && !j.unsettled() && turnsRound(j, mem) }) {
		return rel
	}
	rel.kind = restatedKind(cand, mem, diffStatements(cand, mem))
	return rel
}

// soleReversalKeys bounds the candidates that may reverse a memory naming
// one thing by that word alone: a short statement, as a reversal of one is
// ("Yarn is fine now"). The scan (perf_verdictscan.go) keeps a memory that
// mentions one of at most four keys, and statementVerdict's pool keeps a
// short memory that holds one needle of such a candidate.
const soleReversalKeys = 4

// soleObject is the one word a one-clause memory says besides the verb it
// opens with ("yarn" in "Do not use Yarn"), or "". Such a memory is
// reversed by a candidate that names only that word ("Yarn is fine now"):
// the verb need not come again, as opposingClauses reads it.
func soleObject(mem *statement) string {
	if len(mem.clauses) != 1 {
		return ""
	}
	toks := mem.clauses[0].toks
	if len(toks) == 2 && leadVerbs()[toks[0].word] {
		toks = toks[1:]
	}
	if len(toks) != 1 || toks[0].number {
		return ""
	}
	return toks[0].key
}

// saysMoreThan reports whether the candidate says something of obj: a verb
// ("Use Yarn"), a modality or auxiliary ("Yarn is fine now") or another
// word. A bare "Yarn." names it and says nothing, so it reverses nothing (a
// one-word save proposed to retire "Do not use Yarn.").
func saysMoreThan(cand *statement, obj string) bool {
	for _, c := range cand.clauses {
		if c.imperative || c.governs != "" || c.polarity != 1 || c.auxAt >= 0 {
			return true
		}
		for _, t := range c.toks {
			if t.key != obj && t.key != flipKey(obj) {
				return true
			}
		}
	}
	return false
}

// conditionedPermission reports whether the candidate permits what the
// memory forbids only under a condition of its own: "when" or "if" (or
// "for" a purpose) followed by words the memory does not have ("kubectl
// edit is allowed for hotfixes", "deploys are allowed during a SEV1 when
// they carry the fix"). That is an exception beside the rule, which still
// holds otherwise: retiring it would drop the rule (testdata/verdicts/
// README.md's convention for exceptions).
func conditionedPermission(cand, mem *statement) bool {
	for _, j := range cand.clauses {
		// A removal under a condition ("the lgtm label is removed when new
		// commits are pushed") says what happens in that case, as a
		// permission under one does, not that a rule was dropped.
		if j.polarity != 0 && !j.lifts && !(j.polarity == -1 && j.removal != "") {
			continue
		}
		for _, t := range j.toks {
			if !hasKey(mem, t.key) && conditionAt(j, t.pos) {
				return true
			}
		}
	}
	return false
}

// scopedOwn reports whether the candidate has a place or a condition the
// memory lacks ("… port 8081 in staging", "… 30 seconds for uploads"): a
// number it gives there is that narrower case's, and the memory's number
// still holds elsewhere, so replacing it would lose it.
func scopedOwn(cand, mem *statement) bool {
	for _, j := range cand.clauses {
		for _, t := range j.toks {
			// The condition's own word stands right after its opening word
			// ("for uploads", "when the cache is off"); further on it is a
			// duration's or another clause's ("for at least 10 minutes …,
			// except the disk-full alert").
			if !t.number && !hasKey(mem, t.key) && (t.place != "" || (conditionAt(j, t.pos) && t.pos <= j.condAt+2)) {
				return true
			}
		}
	}
	return false
}

// narrowedSubject reports whether a clause of the candidate names a
// narrower kind of the memory's thing as its subject: a word of its own
// right before a word of the memory's, before the clause's auxiliary ("dev
// dependencies don't need a security review" against "Do not add new
// dependencies without a security review"). What it says of that kind is
// an exception beside the rule, not the rule reversed.
func narrowedSubject(cand, mem *statement) bool {
	for _, j := range cand.clauses {
		for i := 0; i+1 < len(j.toks); i++ {
			t, u := j.toks[i], j.toks[i+1]
			if u.pos >= j.auxAt || u.pos != t.pos+1 || t.detail {
				continue
			}
			if !hasKey(mem, t.key) && hasKey(mem, u.key) && !u.detail {
				return true
			}
		}
		// The same in a place: "in the plugins repository" against "in
		// this repository" is another repository.
		for i := 0; i+1 < len(j.toks); i++ {
			t, u := j.toks[i], j.toks[i+1]
			if t.place != "" && u.pos == t.pos+1 && !t.detail && !u.detail && !hasKey(mem, t.key) && placeOf(mem, u.key) == t.place {
				return true
			}
		}
	}
	return false
}

// detailedSubject reports whether the clause of the candidate that lifts
// or forbids names, in its subject (before its auxiliary), one of the
// memory's words and a path or name the memory does not hold: "Recipes under meta-acme/recipes-test do not need a
// LIC_FILES_CHKSUM line" against "Every recipe needs a LIC_FILES_CHKSUM
// line" lifts the rule for that folder's recipes only. An exception beside
// the rule is no reversal of it.
func detailedSubject(cand, mem *statement) bool {
	for _, j := range cand.clauses {
		if j.polarity == 1 || j.auxAt <= 0 {
			continue // the clause that lifts, with a subject of its own
		}
		own, shared := false, false
		for _, t := range j.toks {
			if t.pos < j.auxAt {
				own = own || t.detail && !t.number && !hasKey(mem, t.key)
				shared = shared || !t.detail && hasKey(mem, t.key)
			}
		}
		if own && shared {
			return true
		}
	}
	return false
}

// liftNarrowed reports whether a clause that lifts a requirement (lifts)
// is tentative, or names a subject or a place of its own: "Pull requests from bots may be
// merged without a green CI run", "… is allowed on the release branch"
// against "Never merge a pull request without a green CI run". The
// requirement still holds for every other pull request and branch: an
// exception beside it, not its reversal.
//
// The same holds for any clause that turns the memory round, a permission
// of what it forbids or a negation of what it requires: "Release managers
// may push straight to main during a release", "SOQL queries inside loops
// are allowed in one-off scripts", "Changes to the save-game format in
// test builds no longer need a review …", "Los pull requests de
// dependabot ya no necesitan …" against the rule for everyone and
// everywhere; and a clause that permits in the sentence of a condition
// ("Once the new runners are up, you may push straight to main") permits
// only then. A time word ("now", "ya", "jetzt") names no subject.
func liftNarrowed(cand, mem *statement) bool {
	for _, j := range cand.clauses {
		if !j.lifts {
			continue
		}
		if j.tentative {
			return true
		}
		for _, t := range j.toks {
			if t.word != "without" && !hasKey(mem, t.key) && (t.place != "" || t.pos < j.auxAt) {
				return true
			}
		}
	}
	turning, narrowed := 0, 0
	for _, j := range cand.clauses {
		if j.lifts || !turnsRound(j, mem) {
			continue
		}
		turning++
		if exceptionClause(j, cand, mem) {
			narrowed++
		}
	}
	return turning > 0 && narrowed == turning
}

// exceptionClause reports whether clause j, which turns a clause of the
// memory round, holds only for a narrower case: in the sentence of a
// condition; with a subject of its own words (an imperative names none,
// and "any responder" is the whole kind); or, permitting, in a container
// of its own ("in one-off scripts", "in the Prototypes folder"; "on" and
// "at" as often open a condition or a time: "panic on programmer errors").
func exceptionClause(j stmtClause, cand, mem *statement) bool {
	if slices.ContainsFunc(cand.clauses, func(k stmtClause) bool { return k.conditioned && k.sentence == j.sentence }) {
		return true
	}
	for _, t := range j.toks {
		if hasKey(mem, t.key) || timeWords()[t.word] || practiceNouns()[t.word] {
			continue
		}
		if (!j.imperative || j.subjectFirst) && !j.universal && t.pos >= j.subjFrom && t.pos < j.subjTo {
			return true
		}
		if j.polarity != -1 && (t.place == "in" || t.place == "inside" || t.place == "within") {
			return true
		}
		// A condition or purpose of its own, its word right after the
		// opening one ("… is not required for documentation releases"),
		// as in scopedOwn.
		if !t.number && conditionAt(j, t.pos) && t.pos <= j.condAt+2 {
			return true
		}
	}
	return false
}

// turnsRound reports whether clause j has the other polarity of a clause
// of the memory it shares a word with: it permits or commands what the
// memory forbids, or forbids what it requires.
func turnsRound(j stmtClause, mem *statement) bool {
	return slices.ContainsFunc(mem.clauses, func(k stmtClause) bool {
		return reversed(k.polarity, j.polarity) && sharesKey(j, k.keys)
	})
}

// negationWords open a clause's negation (negAt), in English and in the
// languages teams write their rules in.
var negationWords = lazySet("no not never don't doesn't nicht kein keine keinen nie niemals ne n' jamais plus nunca")

// timeWords say when a statement holds from, not of what: "is fine now",
// "ya no necesitan", "ist jetzt erlaubt".
var timeWords = lazySet("now ya jetzt nun ahora maintenant désormais dorénavant")

// anotherWords count one more of something: "a second approval", "an
// extra reviewer".
var anotherWords = lazySet("second third fourth another additional extra")

// liftsAnother reports whether a negative clause of the candidate lifts
// one more of something the memory does not speak of: "Pull requests from
// maintainers no longer need a second approval" against "Every pull
// request needs one approval from a maintainer". The memory's one
// approval still holds; at most its count changed, never its rule retired.
func liftsAnother(cand, mem *statement) bool {
	for _, j := range cand.clauses {
		if j.polarity != -1 {
			continue
		}
		for _, t := range j.toks {
			if anotherWords()[t.word] && !hasKey(mem, t.key) {
				return true
			}
		}
	}
	return false
}

// placeOf is the preposition of place before key in the memory ("in" for
// repository in "in this repository"), or "".
func placeOf(mem *statement, key string) string {
	for _, k := range mem.clauses {
		for _, t := range k.toks {
			if t.key == key && t.place != "" {
				return t.place
			}
		}
	}
	return ""
}

// conditionAt reports whether the word at pos stands in a condition or
// purpose the clause opens with "when", "if", "whenever", "unless" or
// "for": the opening word is among the clause's words before it.
func conditionAt(j stmtClause, pos int) bool {
	return j.condAt >= 0 && pos > j.condAt
}

// otherAction reports whether the candidate commands another action on
// what the memory forbids acting on: the memory's prohibition governs a
// verb ("Do not apply Godot's code style to code under thirdparty/") the
// candidate never says, and the candidate neither permits nor forbids
// anything but tells, in a clause that opens with a verb of its own, what
// to do ("Leave code in thirdparty/ in its upstream style"). Its words
// take the other stance only because the memory's verb is not in it.
func otherAction(cand, mem *statement) bool {
	governed := 0
	for _, k := range mem.clauses {
		if k.polarity == -1 && k.governs != "" {
			if hasKey(cand, k.governs) {
				return false
			}
			governed++
		}
	}
	own := false
	for _, j := range cand.clauses {
		if j.polarity != 1 {
			return false
		}
		own = own || (j.imperative && len(j.toks) > 0 && j.toks[0].pos == 0 && !hasKey(mem, j.toks[0].key))
	}
	return governed > 0 && own
}

// negatesOtherValue reports whether the candidate denies only values the
// memory affirms none of: "CI no longer runs on Node 18" against "CI runs
// on Node 20". Every number of the candidate's own stands in a negative
// clause and none of the memory's numbers is named, so the memory is not
// what it denies; reversing or correcting it would rewrite a value no one
// changed. (A correction names the old value, "not 20", or gives the new
// one in a clause that affirms it.)
func negatesOtherValue(cand, mem *statement) bool {
	memNums, fresh := 0, 0
	for _, k := range mem.clauses {
		for _, t := range k.toks {
			if t.number {
				memNums++
				if hasKey(cand, t.key) || k.polarity == -1 {
					return false // "never deploy after 15:00" → "… after 13:00": a correction
				}
			}
		}
	}
	for _, j := range cand.clauses {
		for _, t := range j.toks {
			if t.number && !hasKey(mem, t.key) {
				if j.polarity != -1 {
					return false
				}
				fresh++
			}
		}
	}
	return memNums > 0 && fresh > 0
}

// opposingClauses looks for a clause of the candidate that says the
// opposite of a clause of the memory — the same words with the other
// polarity, or with the same polarity the side the memory rejects ("use
// the latest tag" against "pin by digest, never by the latest tag"). It
// reports supersede when one restates that clause (every plain word of it
// is in the candidate) or most of it with no word of its own; otherwise
// conflict, which is never a duplicate nor an update. agreeing[i] says
// candidate clause i restates a clause of the memory: its other words are
// context. Apart from relate because it is the one pairwise clause test.
func opposingClauses(cand, mem *statement, agreeing []bool) (supersede, conflict bool) {
	for _, k := range mem.clauses {
		for i, j := range cand.clauses {
			if agreeing[i] {
				continue // it says what one clause of the memory says; its other words are context
			}
			same, contra, gain, rejects := 0, 0, 0, 0
			corrected := correctsRejected(j, mem)
			function := foreignFunctionKeys(j, mem)
			for key := range j.keys {
				switch {
				case corrected[key]:
					same++ // "at 72 characters, not 79": the old number named to correct it
				case k.keys[key]:
					same++
				case k.keys[flipKey(key)]:
					contra++
					if strings.HasPrefix(key, "¬") {
						rejects++
					}
				case !hasKey(mem, key) && !function[key]:
					gain++
				}
			}
			ev, agree := contra, same
			if reversed(k.polarity, j.polarity) {
				if contra > 0 {
					continue // "never use kubectl edit" restates "…, never with kubectl edit"
				}
				ev, agree = same, contra
			}
			// "use channels instead of locks for shared state" against "use
			// locks for shared state" names the memory's own word as the
			// rejected one and one word of its own in its place: a
			// replacement, though only that one word is reversed (the purpose
			// after the rejected side is said of both sides, so ev is 1). A
			// second word of its own ("… in the worker") may be a narrower
			// case, an exception beside the rule, so it stays an ADD.
			replaces := k.polarity == 1 && j.polarity == 1 && rejects > 0 && rejects == contra && gain == 1
			if ev < 1 || float64(ev+agree) < 0.5*float64(len(j.keys)-len(function)) {
				continue
			}
			whole, allNames := true, true
			for n, t := range k.toks {
				key := t.key
				if n == 0 && leadVerbs()[t.word] && !opensOtherVerb(j, key) {
					continue // "never write X" is reversed by "X is allowed": the verb need not come again
				}
				if !hasKey(cand, key) && !(t.listed && listKept(k, n, cand)) && !(j.foreign && (sameRoot(key, cand) || foreignQuantifiers()[t.word])) {
					if mem.plain[key] {
						whole = false
					} else {
						allNames = false
					}
				}
			}
			// A reversal may carry its own condition ("deploys are allowed
			// during an active SEV1 when they carry the fix") when it
			// restates the whole clause, names included ("… on deploy of the
			// worker" is not "… before deploying the API"), of the same
			// subject, with no word of the clause replaced.
			if (gain == 0 && (whole || float64(ev+agree) >= math.Ceil(0.6*float64(len(k.keys))))) ||
				(whole && allNames && gain <= 2 && (ev >= 3 || replaces) && !subjectDiffers(cand, mem) && !slotReplaced(cand, mem)) {
				return true, false
			}
			conflict = true
		}
	}
	return false, conflict
}

// opensOtherVerb reports whether clause j opens with a verb that is not
// verb, the one the memory's clause opens with: "Read feature flags from
// environment variables in the deployment manifests" against "never store
// them in environment variables in the deployment manifests" commands
// another action on the same place, so the memory's verb it lacks is a
// word of the memory not restated, and the place alone reverses nothing.
func opensOtherVerb(j stmtClause, verb string) bool {
	return j.imperative && len(j.toks) > 0 && j.toks[0].pos == 0 && j.toks[0].key != verb
}

// listKept reports whether the candidate keeps another item of the list
// that token n of clause k is an item of ("a copyright or license header"):
// a reversal of one item of a list is a reversal in part.
func listKept(k stmtClause, n int, cand *statement) bool {
	for _, step := range []int{-1, 1} {
		for m := n + step; m >= 0 && m < len(k.toks) && k.toks[m].listed; m += step {
			if hasKey(cand, k.toks[m].key) {
				return true
			}
		}
	}
	return false
}

// correctsRejected are the keys of a clause that reject a number of the
// memory while the clause gives a number of its own ("wrap docstrings at 72
// characters, not 79"): a correction names the old value to replace it, and
// that is no conflict with the memory.
func correctsRejected(j stmtClause, mem *statement) map[string]bool {
	var out map[string]bool
	fresh := false
	for _, t := range j.toks {
		if t.number && !hasKey(mem, t.key) {
			fresh = true
		}
	}
	if !fresh {
		return nil
	}
	for _, t := range j.toks {
		if b, ok := strings.CutPrefix(t.key, "¬"); ok && t.number && mem.keys[b] {
			if out == nil {
				out = map[string]bool{}
			}
			out[t.key] = true
		}
	}
	return out
}

// stmtDiff counts what a candidate and a memory do not share: keys lost
// and gained, plain words or details, numbers, words that only rephrase,
// and whether the candidate adds an item or a clause of its own.
type stmtDiff struct {
	lostPlain, lostDetails, gainedPlain, gainedDetails int
	gainedNumbers, lostNumbers, rephrased              int
	gainedListed                                       bool
}

// diffStatements counts, for restatedKind, what the candidate lost and
// gained against the memory.
func diffStatements(cand, mem *statement) stmtDiff {
	var d stmtDiff
	for k := range mem.keys {
		if !hasKey(cand, k) {
			if mem.plain[k] {
				d.lostPlain++
			} else {
				d.lostDetails++
			}
		}
	}
	flags := map[string]bool{} // "--all-targets": a flag added is a detail added
	for _, cl := range cand.clauses {
		for _, t := range cl.toks {
			flags[t.key] = flags[t.key] || t.flag
		}
	}
	d.gainedDetails += flagsRepeated(cand, mem)
	for k := range cand.keys {
		if !hasKey(mem, k) {
			switch {
			case !cand.plain[k] || flags[k]:
				d.gainedDetails++
			case paraphraseWord(k, mem, cand):
				d.rephrased++
			default:
				d.gainedPlain++
			}
		}
	}
	for _, cl := range cand.clauses {
		own, last := true, -1
		for i, t := range cl.toks {
			if hasKey(mem, t.key) {
				last = i
			}
		}
		for i, t := range cl.toks {
			if t.number && !mem.keys[t.key] {
				d.gainedNumbers++
			}
			// An item's own word after all the memory says ("…, then run
			// pre-commit install and pre-commit run --all-files"): a step
			// added, not a word that rephrases.
			if (t.listed || (t.item && i > last)) && !hasKey(mem, t.key) {
				d.gainedListed = true
			}
			own = own && !hasKey(mem, t.key)
		}
		if own && !cl.leadIn {
			d.gainedListed = true // a clause all its own: a step or a fact added ("…, then make fixtures")
		}
	}
	for _, cl := range mem.clauses {
		for _, t := range cl.toks {
			if t.number && !cand.keys[t.key] {
				d.lostNumbers++
			}
		}
	}
	return d
}

// flagsRepeated counts the flags the candidate gives more often than the
// memory does. A flag belongs to the command it follows: "bazel build
// //... --config=ci, and bazel test //... --config=ci" against "bazel build
// //..., and bazel test //... --config=ci" adds the flag to the build, though
// the two share every key.
func flagsRepeated(cand, mem *statement) int {
	count := func(st *statement) map[string]int {
		out := map[string]int{}
		for _, cl := range st.clauses {
			for _, t := range cl.toks {
				if t.flag {
					out[t.key]++
				}
			}
		}
		return out
	}
	n, memFlags := 0, count(mem)
	for k, c := range count(cand) {
		if m := memFlags[k]; m > 0 && c > m {
			n += c - m
		}
	}
	return n
}

// restatedKind decides a candidate that contradicts no clause of the
// memory: NOOP when it says nothing new, UPDATE when it restates the
// memory with a detail corrected, else ADD.
func restatedKind(cand, mem *statement, d stmtDiff) string {
	if qualifiedHead(cand, mem) || countedPerOther(cand, mem) || rolesSwapped(cand, mem) || qualifiedAfter(cand, mem) {
		return verdictAdd // "the admin API" is not "the API" (verdict_qualified.go), "per node" (verdict_trailing.go)
	}
	lostNames, lostWordNames := nameRuns(mem, cand)
	gainedNames, _ := nameRuns(cand, mem)
	sameSubject := !subjectDiffers(cand, mem)
	// A list cut down: the memory restated without one of its names and
	// with "only" ("serve images in AVIF only" against "in WebP or AVIF").
	// Less said, but what is said is a correction.
	if cand.only && !mem.only && d.lostPlain == 0 && lostNames > 0 && d.gainedDetails == 0 && sameSubject {
		return verdictUpdate
	}
	// The memory's words joined anew: a clause of the candidate takes its
	// subject from one clause of the memory and its object from another,
	// and drops what the first said ("the CLI and the server both use the
	// multi-thread runtime" against "the CLI uses the current-thread
	// runtime; the server uses the multi-thread runtime"). That may be a
	// correction or a paraphrase ("split pull requests larger than 400
	// changed lines"); which one takes reading, so it is neither a
	// duplicate nor an update, and the preview names the memory.
	rejoined := rejoins(cand, mem)
	// A word of the memory put in the place of another is a change.
	refilled := 0
	if slotFilled(cand, mem, true) {
		refilled = 1
	}
	if widenedScope(cand, mem, d) || argumentAdded(cand, mem, d) {
		return verdictUpdate // "on every table" for "on the orders table" (verdict_qualified.go)
	}
	// Nothing new: a paraphrase or a part of the memory. A paraphrase may
	// bring one word of its own when it is a synonym of one of the
	// memory's or carries nothing ("code" for "changes").
	if d.gainedDetails == 0 && d.gainedPlain == 0 && d.rephrased <= 1 && !rejoined && refilled == 0 {
		return verdictNoop
	}
	// The whole memory restated with one plain word more that is not an
	// item added to a list ("React Query handles server state"): nothing new.
	if d.lostPlain == 0 && d.lostDetails == 0 && d.gainedDetails == 0 && d.gainedPlain == 1 && !d.gainedListed && refilled == 0 {
		return verdictNoop
	}
	// An agent's note of several sentences, one clause of which restates
	// the memory whole with nothing changed ("Wrapped up the fix. For the
	// record, a spec times out after 30 seconds. New: …"): its other
	// sentences are facts beside the memory, not a change of it.
	if restatedBeside(cand, mem) || versionOfOther(cand, mem) || namedVersionReplaced(cand, mem) || (d.lostNumbers > 0 && scopedOwn(cand, mem)) {
		return verdictAdd
	}
	// The whole memory restated, a detail changed or added. The subject
	// stays: the first word of each clause is kept ("the iOS app" is not
	// "the watchOS app") and nothing of the candidate's own comes before
	// the words they share (subjectDiffers). A name that goes is replaced
	// by a name ("ECDSA P-256" → "Ed25519"), and most of the memory stays:
	// a name that is a quarter of what the memory says ("records for DTOs"
	// → "records for Kafka event payloads") is its object, and another
	// object is another statement.
	if d.lostPlain == 0 && lostNames <= gainedNames && 4*lostWordNames < len(mem.keys) && d.gainedDetails+d.gainedPlain+d.rephrased > 0 && !lostsLead(mem, cand) && sameSubject && !qualifiesInside(cand, mem) {
		return verdictUpdate
	}
	// A correction of a number in a one-clause memory, restating it up to
	// that number.
	if len(mem.clauses) == 1 && d.lostNumbers > 0 && d.gainedNumbers > 0 && correctsNumber(mem.clauses[0], cand) && restatesUpToNumber(cand, mem) && sameSubject && !countsOther(mem.clauses[0], cand, mem) && !scopeReplaced(mem.clauses[0], cand, mem) {
		return verdictUpdate
	}
	// A correction of how a one-clause memory ends: its subject, action
	// and object restated and the closing condition changed ("… published
	// on every push to main" → "… published on every release tag").
	// Not in German, Spanish or French: a tail word in another inflection
	// ("Ohne grüne Pipeline wird niemals gemergt" against "Niemals ohne
	// grüne Pipeline mergen") is no tail corrected.
	if len(mem.clauses) == 1 && sameSubject && !slices.ContainsFunc(cand.clauses, func(j stmtClause) bool { return j.foreign }) && correctsTail(mem.clauses[0], cand, mem, d.gainedPlain+d.gainedDetails+refilled) {
		return verdictUpdate
	}
	return verdictAdd
}

// restatedBeside reports whether the candidate has more than one sentence
// and one of its clauses alone restates the whole memory (no plain word of
// it missing) and adds nothing to it.
func restatedBeside(cand, mem *statement) bool {
	if len(cand.clauses) < 2 || cand.clauses[len(cand.clauses)-1].sentence == 0 {
		return false
	}
	for _, cl := range cand.clauses {
		sub := newStatement(len(cl.toks) * 2)
		sub.clauses = []stmtClause{cl}
		for _, t := range cl.toks {
			sub.keys[t.key] = true
			if !t.detail {
				sub.plain[t.key] = true
			}
		}
		for k := range sub.keys {
			if !sub.plain[k] {
				sub.details[k] = true
			}
		}
		sub.stance = stances(sub)
		if d := diffStatements(sub, mem); d.lostPlain == 0 && d.gainedDetails == 0 && d.gainedPlain == 0 && d.rephrased <= 1 && !rejoins(sub, mem) && !slotFilled(sub, mem, true) {
			return true
		}
	}
	return false
}

// versionOfOther reports whether the numbers the candidate brings are
// another thing's: a number stands for the name right before it ("Python
// 3.8"), and each of the memory's numbers that the candidate drops has its
// name in the candidate with no number after it, while every number of the
// candidate's own follows another name ("The web export needs Emscripten
// 3.1.64 or newer, besides Python for SCons" against "SCons needs Python
// 3.8 or newer": Python's version stands, Emscripten's is another fact).
func versionOfOther(cand, mem *statement) bool {
	owners := func(st *statement) map[string]string {
		out := map[string]string{}
		for _, cl := range st.clauses {
			for i, t := range cl.toks {
				if p := i - 1; t.number && p >= 0 && cl.toks[p].detail && !cl.toks[p].number && cl.toks[p].pos == t.pos-1 {
					out[t.key] = cl.toks[p].key
				}
			}
		}
		return out
	}
	memOwn, candOwn := owners(mem), owners(cand)
	numbered := map[string]bool{} // names the candidate gives a number
	for _, o := range candOwn {
		numbered[o] = true
	}
	dropped := 0
	for n, o := range memOwn {
		if hasKey(cand, n) {
			continue
		}
		if !hasKey(cand, o) || numbered[o] {
			return false
		}
		dropped++
	}
	fresh := 0
	for n := range candOwn {
		if !hasKey(mem, n) {
			fresh++
		}
	}
	for _, cl := range cand.clauses {
		for _, t := range cl.toks {
			if t.number && !hasKey(mem, t.key) && candOwn[t.key] == "" {
				return false // a number of no name: it may be the memory's, corrected
			}
		}
	}
	return dropped > 0 && fresh > 0
}

// namedVersionReplaced reports whether a name with its version in the
// memory ("iOS 15") is gone from the candidate, name and number both,
// while the candidate names another with a version of its own ("Android
// 10"): "The app supports Android 10 or later" against "The app supports
// iOS 15 or later" speaks of another platform, not of the memory's with a
// detail corrected (which keeps the name: "iOS 16"). Whether the one took
// the other's place takes knowing the two; the safe reading is ADD.
func namedVersionReplaced(cand, mem *statement) bool {
	pairs := func(st *statement) [][2]string {
		var out [][2]string
		for _, cl := range st.clauses {
			for i, t := range cl.toks {
				if p := i - 1; t.number && p >= 0 && cl.toks[p].detail && !cl.toks[p].number && cl.toks[p].pos == t.pos-1 {
					out = append(out, [2]string{cl.toks[p].key, t.key})
				}
			}
		}
		return out
	}
	gone := slices.ContainsFunc(pairs(mem), func(p [2]string) bool { return !hasKey(cand, p[0]) && !hasKey(cand, p[1]) })
	fresh := slices.ContainsFunc(pairs(cand), func(p [2]string) bool { return !hasKey(mem, p[0]) && !hasKey(mem, p[1]) })
	return gone && fresh
}

// correctsTail: the candidate restates the clause in order through at
// least three words and three fifths of it, says nothing plain of its own
// before that point, and replaces what follows — at most a quarter of the
// clause, so the action stays — with at most two words more than it
// drops. "Feature flags live in flags.yaml and are owned by the platform
// team" against "… and are read at startup" changes a third: another fact.
func correctsTail(k stmtClause, cand, mem *statement, gained int) bool {
	f := -1
	for i, t := range k.toks {
		if !hasKey(cand, t.key) {
			f = i
			break
		}
	}
	if f < 3 || 5*f < 3*len(k.toks) {
		return false
	}
	lost := 0
	for _, t := range k.toks[f:] {
		if !hasKey(cand, t.key) {
			lost++
		}
	}
	if gained < 1 || gained > lost+2 || 4*lost > len(k.toks) || otherOfKind(k, f, cand) {
		return false
	}
	prefix := map[string]bool{}
	for _, t := range k.toks[:f] {
		prefix[t.key] = true
	}
	last := k.toks[f-1].key
	seen := map[string]bool{}
	for _, cl := range cand.clauses {
		for _, t := range cl.toks {
			if t.key == last {
				// In order: the words before the change come before it
				// ("Before opening a PR, run … over the files you changed"
				// against "Run … on changed files before opening a pull
				// request" moved the tail to the front; nothing of it was
				// replaced at the end).
				return len(seen) >= len(prefix)-1 && !qualifiesLast(k, f, cl, t, mem)
			}
			if !t.detail && !prefix[t.key] {
				return false // a word of its own before the change: another subject or object
			}
			if prefix[t.key] {
				seen[t.key] = true
			}
		}
	}
	return false
}

// rejoins reports whether a clause of the candidate holds words that only
// one clause of the memory has and words that only another has, the two
// clauses being parallel (they share at least two words: "the CLI uses
// … runtime", "the server uses … runtime"), while a word of one of those
// clauses is missing from the candidate.
func rejoins(cand, mem *statement) bool {
	if len(mem.clauses) < 2 {
		return false
	}
	owner := map[string]int{} // key → the one memory clause holding it, or -1
	for i, cl := range mem.clauses {
		for k := range cl.keys {
			b := strings.TrimPrefix(k, "¬")
			if o, ok := owner[b]; ok && o != i {
				owner[b] = -1
			} else {
				owner[b] = i
			}
		}
	}
	candHas := bareKeys(cand)
	for _, j := range cand.clauses {
		from := map[int]bool{}
		for k := range j.keys {
			if o, ok := owner[strings.TrimPrefix(k, "¬")]; ok && o >= 0 {
				from[o] = true
			}
		}
		if len(from) < 2 || !parallelClauses(mem, from) {
			continue
		}
		for i := range from {
			for k := range mem.clauses[i].keys {
				if !candHas[strings.TrimPrefix(k, "¬")] {
					return true
				}
			}
		}
	}
	return false
}

// stanceReversal reads the two texts as wholes rather than clause by
// clause: the candidate turns round what the memory says about at least
// two of its words ("Use moment.js for dates; do not use date-fns" against
// "Format dates with date-fns; do not add moment.js"), it covers most of
// the memory, its own new words are at most half of what it shares, and
// it speaks of the same subject (subjectDiffers). Clauses of the
// candidate that restate a clause of the memory in agreement are context
// and take no part.
func stanceReversal(cand, mem *statement, agreeing []bool) bool {
	cs := map[string]int{}
	mixed := map[string]bool{}
	for i, j := range cand.clauses {
		if agreeing[i] {
			continue
		}
		for _, t := range j.toks {
			b, p := effective(t.key, j.polarity)
			if o, ok := cs[b]; ok && o != p {
				mixed[b] = true
			}
			cs[b] = p
		}
	}
	conflicts, agrees := 0, 0
	other := otherVerbKeys(cand, mem)
	for k, p := range cs {
		mp, ok := mem.stance[k]
		switch {
		case !ok || mixed[k] || other[k]:
		case reversed(mp, p):
			conflicts++
		case mp == p:
			agrees++
		}
	}
	if conflicts < 2 || conflicts <= agrees {
		return false
	}
	memKeys, shared, gained := bareKeys(mem), 0, 0
	for k := range bareKeys(cand) {
		if memKeys[k] {
			shared++
		} else {
			gained++
		}
	}
	return float64(shared) >= 0.55*float64(len(memKeys)) && 2*gained <= shared && !subjectDiffers(cand, mem) && !slotReplaced(cand, mem)
}

// otherVerbKeys are the keys of each clause of the memory that forbids an
// action (its modality governs a verb) the candidate never says, while a
// clause of the candidate that shares its words opens with a verb of its
// own (opensOtherVerb): "Read feature flags from environment variables in
// the deployment manifests" against "never store them in environment
// variables …". Those words take the other stance only because the
// memory's verb is not there, so they are no evidence of a reversal.
func otherVerbKeys(cand, mem *statement) map[string]bool {
	var out map[string]bool
	for _, k := range mem.clauses {
		if k.polarity != -1 || k.governs == "" || hasKey(cand, k.governs) {
			continue
		}
		for _, j := range cand.clauses {
			if !opensOtherVerb(j, k.governs) || !sharesKey(j, k.keys) {
				continue
			}
			if out == nil {
				out = map[string]bool{}
			}
			for key := range k.keys {
				out[strings.TrimPrefix(key, "¬")] = true
			}
		}
	}
	return out
}

// slotReplaced reports whether the candidate puts a word of its own where
// a clause of the memory has one the candidate lacks, between the same two
// shared words: "call the analytics API" against "do not call the payments
// API", "no longer writes JSON files" against "writes CSV files". Another
// object or another subject, so whatever the polarity, no reversal of the
// memory. (What follows the last shared word is often the reversal's own
// reason or condition, so it is not compared.)
func slotReplaced(cand, mem *statement) bool { return slotFilled(cand, mem, false) }

// slotFilled is slotReplaced; with reuse, a word the memory has elsewhere
// fills a slot too ("on the release branch" against "tag every release …
// on the main branch"): a word changed, though nothing is new.
func slotFilled(cand, mem *statement, reuse bool) bool {
	memHas, candHas := bareKeys(mem), bareKeys(cand)
	for _, j := range cand.clauses {
		for _, k := range mem.clauses {
			at := map[string]int{}
			for i, t := range k.toks {
				if _, ok := at[strings.TrimPrefix(t.key, "¬")]; !ok {
					at[strings.TrimPrefix(t.key, "¬")] = i
				}
			}
			prev, gained := -1, false
			// The slot is the clause's: a word of the memory that only
			// another clause of the candidate says ("give gauges no _total
			// suffix; only counters get it") is still replaced in this one.
			inClause := map[string]bool{}
			for _, t := range j.toks {
				inClause[strings.TrimPrefix(t.key, "¬")] = true
			}
			check := func(from, to int) bool { // one or two of the memory's words in (from, to) the clause lacks
				n := 0
				for _, u := range k.toks[from+1 : to] {
					if !inClause[strings.TrimPrefix(u.key, "¬")] {
						n++
					}
				}
				return n >= 1 && n <= 2 // more is a stretch of the memory left out, not a word replaced
			}
			for _, t := range j.toks {
				b := strings.TrimPrefix(t.key, "¬")
				i, shared := at[b]
				if !shared {
					gained = gained || !memHas[b]
					continue
				}
				if reuse && i <= prev {
					gained = true
					continue
				}
				if prev >= 0 && i > prev && gained && check(prev, i) {
					return true
				}
				if i > prev {
					prev = i
				}
				gained = false
			}
			// The last word too, when both clauses end in a word of their
			// own and the memory's is a name: "… while deploying the worker"
			// against "… before deploying the API" replaces the object.
			if n, m := len(j.toks), len(k.toks); n > 0 && m > 0 {
				a, b := k.toks[m-1], strings.TrimPrefix(j.toks[n-1].key, "¬")
				if a.detail && !a.number && !candHas[strings.TrimPrefix(a.key, "¬")] && !memHas[b] {
					return true
				}
			}
		}
	}
	return false
}

func bareKeys(st *statement) map[string]bool {
	m := make(map[string]bool, len(st.keys))
	for k := range st.keys {
		m[strings.TrimPrefix(k, "¬")] = true
	}
	return m
}

// leadVerbs are the verbs guidance opens an imperative with. A clause that
// opens with one has no subject of its own, so a different verb there is
// not a different subject ("Use moment.js …" against "do not add moment.js").
var leadVerbs = lazySet("use run add put keep leave write read load fetch import inject store pin format set log mark save deploy call pass return wrap commit push merge tag create install build test check name document report train serve change copy define enable disable start sign squash review strip delete remove update bump release publish follow send prefer let make give print")

// subjectDiffers reports whether a clause of the candidate speaks of
// another subject than the memory clause it shares words with: words of
// its own before the first word the two share, where the memory has words
// of its own too ("server-only environment variables" against "public
// environment variables"), or where the memory's clause starts with the
// shared word ("public DNS" against "DNS", "the reporting service" against
// "the service").
// everyonePronouns name the whole of any subject, no narrower one: "Anyone
// may push straight to main now" lifts "Never push straight to main" for
// everyone (as "any", "every" and "all" open a universal clause), while
// "Maintainers may push …" names a subject of its own.
var everyonePronouns = lazySet("anyone anybody everyone everybody")

func subjectDiffers(cand, mem *statement) bool {
	memHas, candHas := bareKeys(mem), bareKeys(cand)
	for _, j := range cand.clauses {
		// A title of words the memory lacks names what the list below it
		// is about ("LLVM control flow:", "Staging:"): a subject the
		// memory does not name, so the list may speak of less than it.
		if j.title && !sharesKey(j, memHas) {
			return true
		}
		if subjectNameReplaced(j, mem, candHas, memHas) {
			return true
		}
		var pre []string
		anchor := ""
		for i, t := range j.toks {
			b := strings.TrimPrefix(t.key, "¬")
			if memHas[b] {
				anchor = b
				break
			}
			// A verb opens an imperative only as the clause's first word:
			// "test" in "The test cluster runs …" names the cluster.
			if !(i == 0 && t.pos == 0 && leadVerbs()[t.word]) && !t.number && !everyonePronouns()[t.word] && !(j.foreign && foreignFunction()[t.word]) {
				pre = append(pre, b) // a number there is a quantity, not a subject (as in lostsLead)
			}
		}
		if anchor == "" || len(pre) == 0 {
			continue
		}
		for _, k := range mem.clauses {
			for i, t := range k.toks {
				if strings.TrimPrefix(t.key, "¬") != anchor {
					continue
				}
				if i == 0 && !k.imperative && (t.pos > 0 || !leadVerbs()[t.word]) {
					return true // an imperative ("Run the unit tests") names no subject to narrow
				}
				for n, u := range k.toks[:i] {
					b := strings.TrimPrefix(u.key, "¬")
					if !candHas[b] && !(n == 0 && leadVerbs()[u.word]) && !u.number {
						return true
					}
				}
				break
			}
		}
	}
	return false
}

// subjectNameReplaced reports whether clause j puts a name of its own in
// its subject — the words before its first auxiliary — where a clause of
// the memory has a name the candidate lacks, the two subjects sharing a
// word: "the release AAB must stay under 150 MB" against "the release APK
// must stay under 40 MB". A number or version there is a quantity ("v2 is
// shut down" → "v3 is shut down"), not a name.
func subjectNameReplaced(j stmtClause, mem *statement, candHas, memHas map[string]bool) bool {
	if j.auxAt < 0 {
		return false
	}
	gained := false
	for _, t := range j.toks {
		if t.pos < j.auxAt && t.detail && !t.number && !memHas[strings.TrimPrefix(t.key, "¬")] {
			gained = true
		}
	}
	if !gained {
		return false
	}
	for _, k := range mem.clauses {
		if k.auxAt < 0 {
			continue
		}
		lost, shared := false, false
		for _, t := range k.toks {
			if t.pos >= k.auxAt {
				break
			}
			b := strings.TrimPrefix(t.key, "¬")
			lost = lost || (t.detail && !t.number && !candHas[b])
			for _, u := range j.toks {
				shared = shared || (u.pos < j.auxAt && strings.TrimPrefix(u.key, "¬") == b)
			}
		}
		if lost && shared {
			return true
		}
	}
	return false
}

// sharesKey reports whether the clause holds one of the bare keys.
func sharesKey(j stmtClause, keys map[string]bool) bool {
	for _, t := range j.toks {
		if keys[strings.TrimPrefix(t.key, "¬")] {
			return true
		}
	}
	return false
}

// effective is a token's stance in its clause: the clause's polarity,
// turned round on the rejected side of a contrast.
func effective(key string, pol int) (string, int) {
	if r, ok := strings.CutPrefix(key, "¬"); ok {
		switch pol {
		case 1:
			return r, -1
		case -1:
			return r, 1
		}
		return r, 0 // "may X instead of Y": Y is neither required nor forbidden
	}
	return key, pol
}

// restatesClause reports whether a candidate clause says what one clause
// of the memory says, with the same stance: every key of that clause (at
// least two), or every key of its rejected side ("never use kubectl edit
// to change Helm values" against "change Helm values only through the
// charts repository, never with kubectl edit"), or one of its names
// ("strip notebook outputs with nbstripout before committing" against
// "do not commit notebooks with outputs; strip them with nbstripout").
// Its other words are then context: that it also names what another part
// of the memory forbids is no reversal.
func restatesClause(j stmtClause, mem *statement) bool {
	// A word the clause says both ways ("use spaces, not tabs, …, except
	// where make requires tabs") has both stances: reading one of them
	// from the order a map happens to give made the verdict change from
	// run to run. It says the memory's stance, so it is not against it.
	have := map[string][3]bool{} // the stances -1, 0 and 1 the clause gives the word
	for key := range j.keys {
		b, p := effective(key, j.polarity)
		h := have[b]
		h[p+1] = true
		have[b] = h
	}
	says := func(b string, p int) (ok, same, against bool) {
		h, ok := have[b]
		if !ok || h[p+1] {
			return ok, ok, false
		}
		for q := -1; q <= 1; q++ {
			against = against || (h[q+1] && reversed(p, q))
		}
		return true, false, against
	}
	for _, k := range mem.clauses {
		missing, rejected, rejectedAll, name, against := 0, 0, true, false, false
		for i, t := range k.toks {
			b, p := effective(t.key, k.polarity)
			ok, same, rev := says(b, p)
			switch {
			case same && t.detail:
				name = true
			case ok && rev:
				against = true
			case !same && !(i == 0 && len(k.toks) > 1):
				missing++ // the clause's opening verb may be another: "clear" for "strip"
			}
			if strings.HasPrefix(t.key, "¬") {
				rejected++
				rejectedAll = rejectedAll && same
			}
		}
		if rejected > 0 && rejectedAll {
			return true
		}
		if !against && ((missing == 0 && len(k.keys) >= 2) || name) {
			return true
		}
	}
	return false
}

// flipKey turns a key into its rejected side and back: "tag" ↔ "¬tag".
func flipKey(k string) string {
	if r, ok := strings.CutPrefix(k, "¬"); ok {
		return r
	}
	return "¬" + k
}

// hasKey: the statement mentions the key on either side of a contrast.
// Which side is the polarity check's business; presence is what a
// duplicate or an update is counted on.
func hasKey(st *statement, k string) bool { return st.keys[k] || st.keys[flipKey(k)] }

// paraphraseWords are words a rephrasing adds without adding a fact.
var paraphraseWords = stemSet("code change file see note thing way part kind")

// paraphraseWord: a word of the candidate that the memory lacks yet says
// nothing new: a synonym of one of the memory's words, or a filler noun.
func paraphraseWord(k string, mem, cand *statement) bool {
	if paraphraseWords[k] {
		return true
	}
	for _, syn := range synonymIndex()[k] {
		if mem.keys[syn] && !hasKey(cand, syn) { // replaced, not joined: "argument" for "parameter"
			return true
		}
	}
	return false
}

// lostsLead reports whether the first key of a memory clause is missing
// from the candidate: the clause's subject changed.
func lostsLead(mem, cand *statement) bool {
	for _, cl := range mem.clauses {
		// A number or version there is a quantity, not a subject ("v2 is
		// shut down on …" → "v3 is shut down on …").
		if len(cl.toks) > 1 && !cl.toks[0].number && !cand.keys[cl.toks[0].key] {
			return true
		}
	}
	return false
}

// correctsNumber: every word of the clause before its first number the
// candidate lacks is in the candidate (at least two of them), and the
// candidate lacks no plain word before that point. What it leaves out
// after the number may qualify it ("… with exponential backoff starting at
// 2 seconds"), but not be a fact of its own joined by "and" or a comma
// ("iOS 16 and later and Android 10 and later"): an UPDATE would lose it.
func correctsNumber(cl stmtClause, cand *statement) bool {
	n := 0
	for i, t := range cl.toks {
		if i == 0 && cl.imperative && leadVerbs()[t.word] && !cand.keys[t.key] {
			continue // "code should now fit within 100 columns" corrects "write your code to fit within 80 columns"
		}
		if t.number && !cand.keys[t.key] {
			for _, u := range cl.toks[i+1:] {
				if u.listed && !hasKey(cand, u.key) {
					return false
				}
			}
			return n >= 2
		}
		if !cand.keys[t.key] {
			return false
		}
		n++
	}
	return false
}

// countsOther reports whether the candidate's number counts something else
// than the memory's: the plain words between the memory's number and the
// next word the two share are missing, and the candidate puts a plain word
// of its own between its number and that word ("at most 20 server
// connections" against "at most 200 client connections"). A unit belongs
// to its number ("1 hour" → "30 minutes" is the same quantity).
func countsOther(k stmtClause, cand, mem *statement) bool {
	anchor, lost := "", false
	for i, t := range k.toks {
		if !t.number || cand.keys[t.key] {
			continue
		}
		for _, u := range k.toks[i+1:] {
			if hasKey(cand, u.key) {
				anchor = u.key
				break
			}
			lost = lost || (!u.detail && !u.number)
		}
		break
	}
	if !lost || anchor == "" {
		return false
	}
	for _, cl := range cand.clauses {
		counting := false
		for _, t := range cl.toks {
			switch {
			case t.number && !mem.keys[t.key]:
				counting = true
			case t.key == anchor:
				counting = false
			case counting && !t.detail && !hasKey(mem, t.key):
				return true
			}
		}
	}
	return false
}

// scopeReplaced reports whether the candidate ends its number's clause in
// plain words of its own where the memory's clause goes on, after its
// number, with a plain word the candidate lacks: "5 forks against the
// database hosts" against "20 forks against production" is another scope.
// Leaving the memory's closing words out ("… 5 times with exponential
// backoff" against "… starting at 2 seconds") is not.
func scopeReplaced(k stmtClause, cand, mem *statement) bool {
	lost, seen := false, false
	for _, t := range k.toks {
		if t.number && !cand.keys[t.key] {
			seen = true
			continue
		}
		lost = lost || (seen && !t.detail && !t.listed && !hasKey(cand, t.key))
	}
	if !lost {
		return false
	}
	for _, cl := range cand.clauses {
		fresh, last := false, -1
		for i, t := range cl.toks {
			fresh = fresh || (t.number && !mem.keys[t.key])
			if hasKey(mem, t.key) {
				last = i
			}
		}
		if !fresh || last < 0 {
			continue
		}
		for _, t := range cl.toks[last+1:] {
			if !t.number && !hasKey(mem, t.key) {
				return true
			}
		}
	}
	return false
}

// parallelClauses: two of the memory's clauses named in from share two keys.
func parallelClauses(mem *statement, from map[int]bool) bool {
	var ids []int
	for i := range from {
		ids = append(ids, i)
	}
	for a := 0; a < len(ids); a++ {
		for b := a + 1; b < len(ids); b++ {
			n := 0
			for k := range mem.clauses[ids[a]].keys {
				if mem.clauses[ids[b]].keys[k] {
					n++
				}
			}
			if n >= 2 {
				return true
			}
		}
	}
	return false
}

// qualifiesInside reports whether the candidate puts a plain word of its
// own inside what it restates — after the first word it shares with the
// memory and before the last — that is not in an item added to a list
// ("…, attach the release notes, and submit …" adds a step): "the
// API rate limit for admin users is 1000 requests" against "the API rate
// limit is 100 requests per user" narrows the subject, "run go vet with the
// shadow analyzer before committing" the action. Another, narrower
// statement; an UPDATE would put it in the place of the general one.
func qualifiesInside(cand, mem *statement) bool {
	memHas := bareKeys(mem)
	for _, j := range cand.clauses {
		first, last := -1, -1
		for i, t := range j.toks {
			if memHas[strings.TrimPrefix(t.key, "¬")] {
				if first < 0 {
					first = i
				}
				last = i
			}
		}
		for _, t := range j.toks[max(first, 0):max(last, 0)] {
			if !t.detail && !t.item && !t.flag && !memHas[strings.TrimPrefix(t.key, "¬")] && !paraphraseWords[t.key] {
				return true
			}
		}
	}
	return false
}

// nameRuns counts the names of a that b lacks: runs of adjacent detail
// words, so "ECDSA P-256" is one name and "Argo CD" another; words counts
// those that are not only numbers (a version or a quantity).
func nameRuns(a, b *statement) (runs, words int) {
	seen := map[string]bool{}
	for _, cl := range a.clauses {
		run, last, numeric := "", -2, true
		flush := func() {
			if run != "" && !seen[run] {
				seen[run] = true // "Go 1.22 … says 1.22": one name said twice
				runs++
				if !numeric {
					words++
				}
			}
			run, numeric = "", true
		}
		for _, t := range cl.toks {
			if run != "" && (t.pos != last+1 || !t.detail || hasKey(b, t.key)) {
				flush()
			}
			if t.detail && !hasKey(b, t.key) {
				run += " " + t.key
				numeric = numeric && t.number
			}
			last = t.pos
		}
		flush()
	}
	return runs, words
}

// restatesUpToNumber: the candidate says nothing of its own before the
// number it changes. "Pull requests that touch the release workflow need
// two approving reviews" narrows "pull requests need one approving review"
// to some pull requests: another statement, not a correction.
func restatesUpToNumber(cand, mem *statement) bool {
	for _, cl := range cand.clauses {
		if cl.leadIn {
			continue // "Heads up from today's sync:" frames what follows
		}
		for _, t := range cl.toks {
			if t.number && !mem.keys[t.key] {
				return true
			}
			if !hasKey(mem, t.key) {
				return false
			}
		}
	}
	return false
}

// verdictIndex caches the statements of a store's memories: a store
// serves one operation, whose candidates (at most 8) are compared with the
// same memories.
type verdictIndex struct {
	stmts map[*entry]*statement
}

// verdictIndexMu guards the lazy cache; a store normally serves one
// operation, but nothing forbids two goroutines asking at once.
var verdictIndexMu sync.Mutex

// statementOf parses a memory's content once per store.
func statementOf(s *store, en *entry) *statement {
	verdictIndexMu.Lock()
	defer verdictIndexMu.Unlock()
	if s.verdicts == nil {
		s.verdicts = &verdictIndex{stmts: map[*entry]*statement{}}
	}
	st := s.verdicts.stmts[en]
	if st == nil {
		st = parseStatement(strings.Join(en.mem.contentLines(), "\n"))
		s.verdicts.stmts[en] = st
	}
	return st
}

// parsedFor reports that the store already holds en's statement.
func parsedFor(s *store, en *entry) bool {
	verdictIndexMu.Lock()
	defer verdictIndexMu.Unlock()
	return s.verdicts != nil && s.verdicts.stmts[en] != nil
}

// needles are the first four letters of the candidate's words: a memory
// that contains fewer than two of them shares fewer than two keys with the
// candidate and cannot be its target, so it is never parsed. Stems keep a
// word's first letters ("retries" → "retri"), so the test never drops a
// memory the full comparison would have kept.
func needles(text string) []string {
	seen := map[string]bool{}
	var out []string
	_, forms := abbrevIndex()
	for i, f := range strings.Fields(expandAbbrevs(text)) {
		tok, ok := stmtWord(f, i == 0)
		if !ok {
			continue
		}
		n := strings.TrimPrefix(tok.key, "¬")
		if hyphenStem(tok.word) != "" {
			// "re-run" is keyed "rerun", which a memory's "re-run" does not
			// hold: its first part is the needle.
			n, _, _ = strings.Cut(tok.word, "-")
		}
		if len(n) == 4 && n[3] == 'e' && shortWord(n[:3]) {
			n = n[:3] // "code" is also the key of "coding" (ingStem)
		}
		if r := []rune(n); len(r) > 4 {
			n = string(r[:4])
		}
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
		// A memory may write the key's short form ("PR" for "pull
		// request"): that is a needle too (verdict_abbrev.go).
		for _, short := range forms[strings.TrimPrefix(tok.key, "¬")] {
			if !seen[short] {
				seen[short] = true
				out = append(out, short)
			}
		}
	}
	return out
}

func sharesTwo(text string, needles []string) bool { return sharesN(text, needles, 2) }

// sharesN reports whether text holds k of the needles.
func sharesN(text string, needles []string, k int) bool {
	n := 0
	for _, w := range needles {
		if strings.Contains(text, w) {
			if n++; n >= k {
				return true
			}
		}
	}
	return false
}

// statementVerdict finds the memory a candidate updates, supersedes or
// duplicates, if any, and the closest related one otherwise.
//
// UPDATE and SUPERSEDE compare memories of the candidate's type only (the
// spec ties them to a close same-type match): replacing a rule with a fact
// or retiring a skill for a rule would change what kind of memory the team
// relies on. A candidate that is an ADD among its type may still say only
// what a memory of another type says ("Every new module turns on
// StrictData" saved as knowledge beside the rule "Enable StrictData in
// every new module"): saving it adds nothing, so it is a NOOP of that
// memory (crossTypeNoop), never an UPDATE or SUPERSEDE of it.
func statementVerdict(s *store, c candidate, scope string) (kind string, target *entry, related *entry) {
	cand := parseStatement(c.Text)
	vt := verdictTexts{needles: needles(c.Text)} // perf_vwords.go
	// pool keeps the memories that share two of the candidate's needles
	// (or one, a short one, perf_textless.go), of its type; of other types,
	// those that hold all its needles but two: a NOOP (all that is looked
	// for there) says at most one word the memory lacks, and a narrower
	// pool keeps a save's cost near what one type's costs (a NOOP it
	// misses stays the ADD it was before types were crossed).
	need := max(2, len(vt.needles)-2)
	same, others := verdictPools(s, c.Type, scope, func(en *entry) bool { // perf_crosstype.go
		return vt.sharesTwo(en.mem) || len(cand.keys) <= soleReversalKeys && vt.shortSharesOne(en.mem)
	}, func(en *entry) bool { return vt.sharesN(en.mem, need) })
	j := verdictJudge{s: s, cand: cand, vt: &vt, scan: newVerdictScan(cand), skip: newVerdictSkip(cand), kind: verdictAdd, bestOverlap: -1}
	j.judge(same, func(r stmtRelation, _ *entry) stmtRelation { return r })
	judgeNamed(s, c, scope, &j)       // verdict_named.go
	judgeNamedChange(s, c, scope, &j) // verdict_named_change.go
	judgeEnded(s, c, scope, &j)       // verdict_ended.go
	if j.target == nil {
		j.judge(others(), func(r stmtRelation, en *entry) stmtRelation {
			if r.kind != verdictNoop || !crossTypeNoop(c.Type, en.mem.kind()) && !sameWords(c.Text, j.vt.text(en.mem)) {
				r.kind = verdictAdd // the overlap still names it as related
			}
			return r
		})
	}
	if j.target != nil {
		j.related = nil
	}
	return j.kind, j.target, j.related
}

// crossTypeNoop reports whether a candidate of type cand that restates a
// memory of type mem adds nothing. A rule is loaded as a rule (at session
// start when its confidence is high, in the variant the team chose), so a
// rule restating a fact or a skill is the team making it one: that adds
// something, and the verdict stays ADD with the memory named as related.
// Any other type restating a memory of another type adds nothing.
//
// The same text saved again under another type is a NOOP whatever the
// types (sameWords): a memory saved before its type was inferred (a
// Chinese "提交前必须运行 cargo clippy" saved as knowledge before 必须 typed
// a rule) and saved again as a rule is the team saving what it has, not
// making it a rule; the preview names the stored memory and its type.
func crossTypeNoop(cand, mem string) bool {
	return cand != mem && (cand != typeRule || mem == typeRule)
}

// sameWords reports whether two texts say the same words in the same
// order, whatever their case, spacing and punctuation.
func sameWords(a, b string) bool {
	return slices.Equal(memoryWords(a), memoryWords(b)) // verdict_named.go
}

// verdictJudge relates a candidate to a pool of memories and keeps the
// best verdict and the closest related memory.
type verdictJudge struct {
	s           *store
	cand        *statement
	vt          *verdictTexts
	scan        *verdictScan
	skip        *verdictSkip
	kind        string
	target      *entry
	related     *entry
	bestOverlap float64
	relOverlap  float64
}

// judge relates each memory of pool in id order; adjust may turn a
// relation into an ADD (a memory of another type).
func (j *verdictJudge) judge(pool []*entry, adjust func(stmtRelation, *entry) stmtRelation) {
	sort.Slice(pool, func(a, b int) bool { return pool[a].mem.id() < pool[b].mem.id() })
	for _, en := range pool {
		text := j.vt.text(en.mem) // the pool's buffer: the scan and the skip keep nothing of it
		if j.scan.unrelated(text) {
			continue
		}
		if j.skip != nil && !parsedFor(j.s, en) && j.skip.settlesMemory(en.mem, text) {
			continue
		}
		r := adjust(relate(j.cand, statementOf(j.s, en)), en)
		if r.kind != verdictAdd && r.overlap > j.bestOverlap {
			j.kind, j.target, j.bestOverlap = r.kind, en, r.overlap
		}
		if r.kind == verdictAdd && r.overlap > j.relOverlap && r.overlap >= 0.25 {
			j.related, j.relOverlap = en, r.overlap
		}
	}
}

// clauseHoldsMemory reports whether clause j holds every key of the memory.
func clauseHoldsMemory(j stmtClause, mem *statement) bool {
	for k := range mem.keys {
		if !j.keys[k] && !j.keys[flipKey(k)] {
			return false
		}
	}
	return len(mem.keys) > 0
}

// otherOfKind reports whether the change at k.toks[f] names another thing
// of the kind the memory's phrase names, rather than a tail corrected: the
// candidate keeps the word the changed one qualifies (the next word of the
// memory's clause, right after it), and the changed word follows a number
// the candidate keeps with a word of its own right after it ("The Consul
// cluster has 5 client nodes" beside "… 5 server nodes": what the number
// counts is part of the quantity), or opens the verb's object, only a
// determiner before it ("The clickstream topic feeds the fraud scoring
// job" beside "… feeds the sessions job": another job, which the topic may
// feed too), or is a word, no number or name, of what a verb of reliance
// rests on ("The alerting job relies on the traces topic" beside "…
// relies on the metrics topic", "… on the FX rates cache" beside "… on
// the FX rates service": a job may rely on both). Read as corrections,
// each overwrote the memory.
func otherOfKind(k stmtClause, f int, cand *statement) bool {
	if !k.toks[f].detail && (reliedOn(k, f) || passiveAgent(k, f)) {
		return true
	}
	if f+1 >= len(k.toks) || k.toks[f+1].pos != k.toks[f].pos+1 || !hasKey(cand, k.toks[f+1].key) {
		return false
	}
	prev := k.toks[f-1]
	if prev.number && prev.pos == k.toks[f].pos-1 {
		for _, cl := range cand.clauses {
			for i, t := range cl.toks {
				if t.key == prev.key && i+1 < len(cl.toks) {
					n := cl.toks[i+1]
					return n.pos == t.pos+1 && !n.detail && !hasKey(&statement{keys: k.keys}, n.key)
				}
			}
		}
		return false
	}
	return k.toks[f].det != "" && k.toks[f].place == "" && k.toks[f].pos == prev.pos+2
}

// reliedOn reports whether k.toks[f] stands in the phrase after "on" that
// a verb of reliance opens, the phrase's words running on up to it.
func reliedOn(k stmtClause, f int) bool {
	for i := f; i >= 1; i-- {
		t, prev := k.toks[i], k.toks[i-1]
		if t.place == "on" && relianceVerbs()[prev.key] && t.pos-prev.pos <= 3 {
			return true
		}
		if prev.pos != t.pos-1 {
			return false
		}
	}
	return false
}

// passiveAgent reports whether k.toks[f] stands in the doer a passive
// names after its participle ("is fed by the orders stream"), the phrase's
// words running on up to it: a word of its own there names another doer
// ("The invoice workflow is fed by the returns stream" beside "… by the
// orders stream", "The billing client is called by the refund service"),
// and a workflow may be fed by both. Read as a tail corrected it was an
// UPDATE that overwrote the memory's doer.
func passiveAgent(k stmtClause, f int) bool {
	if k.passiveVerb == "" {
		return false
	}
	for i := f; i >= 1; i-- {
		t, prev := k.toks[i], k.toks[i-1]
		if prev.key == k.passiveVerb && t.pos-prev.pos <= 3 {
			return true
		}
		if prev.pos != t.pos-1 {
			return false
		}
	}
	return false
}

// relianceVerbs are the keys of the verbs whose object after "on" is one of
// what a thing rests on ("depends on", "is dependent on", "relies on"):
// one key since stop 63 (relianceStem).
var relianceVerbs = sync.OnceValue(func() map[string]bool {
	return setOf(stem("depends"))
})

// relianceStem is the key of a word that says a thing rests on another,
// "depend", for "relies", "relied", "relying", "dependent" and "reliant",
// or "" for any other word: "The payment activity relies on the Stripe
// gateway" restates "… depends on the Stripe gateway", and "no longer
// relies on" reverses it. Each was two words, so a restatement was saved
// beside the memory (ADD) and its reversal left it standing. The verdict's
// scan and skip look a word's key up here too (perf_verdictscan.go,
// perf_verdictskip.go). "needs" and "uses" say more than reliance ("needs
// 2 GB of memory", "uses a replication factor of 3"): not read so.
func relianceStem(lower string) string {
	switch lower {
	case "rely", "relies", "relied", "relying", "dependent", "reliant":
		return "depend" // stem("depends")
	}
	return ""
}

// relianceKey is "depend" for the stem "rely" (participleBaseStem's of
// "relied"), k otherwise.
func relianceKey(k string) string {
	if k == "rely" {
		return "depend"
	}
	return k
}
