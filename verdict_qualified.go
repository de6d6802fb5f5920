package main

import (
	"maps"
	"strings"
	"sync"
)

// A word of its own put before a word of the memory, where a noun phrase
// opens, names a narrower or another thing: "The admin API listens on port
// 3000" beside "The API listens on port 3000", "Back up the staging DB
// every 6 hours" beside "Back up the DB every 6 hours", "Audit logs are
// kept for 30 days" beside "Logs are kept for 30 days". Read as the
// memory's paraphrase with one word more, it was a NOOP and the new
// memory was dropped; with a number changed it would be an UPDATE that
// puts the narrower statement in the place of the general one. It is
// another statement: ADD (README's write path).

// nounDeterminers open a noun phrase: the word after one is its first.
var nounDeterminers = lazySet("the a an each every all any our your their its this that these those")

// determinerOf is w when it is a determiner, else "".
func determinerOf(w string) string {
	if nounDeterminers()[w] {
		return w
	}
	return ""
}

// widenedScope reports whether the candidate restates the memory with one
// plain word of the memory's, which stood right before a word the
// candidate puts after "every", "all" or "any", left out, and nothing
// else changed: "Run VACUUM ANALYZE on every table every Sunday" against
// "… on the orders table every Sunday" widens the rule to every table,
// its UPDATE (a part of the memory, it was read as a NOOP and dropped).
func widenedScope(cand, mem *statement, d stmtDiff) bool {
	if d.lostPlain != 1 || d.lostDetails != 0 || d.gainedDetails != 0 || d.gainedPlain != 0 {
		return false
	}
	wide := map[string]bool{}
	for _, j := range cand.clauses {
		for _, t := range j.toks {
			if t.det == "every" || t.det == "all" || t.det == "any" {
				wide[t.key] = true
			}
		}
	}
	for _, k := range mem.clauses {
		for i := 0; i+1 < len(k.toks); i++ {
			t, u := k.toks[i], k.toks[i+1]
			if wide[u.key] && u.det == "" && u.pos == t.pos+1 && !t.detail && !hasKey(cand, t.key) {
				return true
			}
		}
	}
	return false
}

// qualifiedHead reports whether a clause of the candidate puts a plain word
// the memory lacks right before a word of the memory's, at the head of a
// noun phrase (after a determiner, or first in a clause that opens with no
// verb), where the memory has that word at the head of its own phrase. A
// verb or adverb put there is not read: an imperative's first word ("Keep
// transaction functions pure") is a verb, and "Modules import …" against
// "Import …" puts a subject before the memory's verb, not a word before
// its noun.
func qualifiedHead(cand, mem *statement) bool {
	heads := map[string]string{} // a head word of the memory's → the key after it, or "" at its clause's end
	for _, cl := range mem.clauses {
		for i, t := range cl.toks {
			if t.det != "" || (i == 0 && t.pos == 0 && (!cl.imperative || nounAfterVerb(cl))) {
				heads[t.key] = ""
				if i+1 < len(cl.toks) {
					heads[t.key] = cl.toks[i+1].key
				}
			}
		}
	}
	for _, j := range cand.clauses {
		for i := 0; i+1 < len(j.toks); i++ {
			t, u := j.toks[i], j.toks[i+1]
			if u.pos != t.pos+1 || t.detail || t.item || hasKey(mem, t.key) || paraphraseWords[t.key] {
				continue
			}
			next, ok := heads[u.key]
			if !ok || !(t.det != "" || (t.pos == 0 && !j.imperative)) {
				continue
			}
			// The phrase goes on as the memory's does ("the admin API
			// listens …" / "the API listens …"): a phrase of its own that
			// only shares that word ("because a duplicate ledger entry …"
			// against "… the ledger topics") qualifies nothing of it.
			if (i+2 < len(j.toks) && j.toks[i+2].key == next) || (i+2 == len(j.toks) && next == "") {
				return true
			}
		}
	}
	return false
}

// nounAfterVerb reports whether a clause read as an imperative, its first
// word a verb, goes on right after that word with a plain word that opens
// no phrase of its own: a noun compound the first word begins ("Build
// artifacts are uploaded to S3", "Push notifications go through FCM"),
// where a verb takes its object after a determiner ("Import the shared
// Prelude …"). Such a first word heads the memory's subject, so a word put
// before it ("Nightly build artifacts …") names another thing.
func nounAfterVerb(cl stmtClause) bool {
	return len(cl.toks) > 2 && cl.toks[1].pos == 1 && cl.toks[1].det == "" && !cl.toks[1].detail
}

// relativeNegation reports whether a clause holds a relative clause after
// a noun ("responses that set cookies", "calls which are idempotent") and
// whether a negation stands in it ("… that do not set cookies", "… that
// aren't idempotent"). A "that" after a verb of saying or checking ("make
// sure that …", "verify that …") opens what is said, not a relative.
func relativeNegation(fields []string) (relative, negated bool) {
	ws := make([]string, len(fields))
	for i, f := range fields {
		ws[i] = strings.ToLower(strings.Trim(f, `.,;:!?()"'`))
	}
	from, to := relativeSpan(ws)
	for _, f := range ws[max(from, 0):max(to, 0)] {
		negated = negated || negationWord(f)
	}
	return from >= 0, negated
}

// negationWord reports whether a lower-case word negates.
func negationWord(f string) bool {
	return f == "not" || f == "never" || f == "no" || f == "cannot" || strings.HasSuffix(f, "n't")
}

// relativeNegationsOut is ws (lower-case words) with each negation inside
// a relative clause after a noun blanked: it qualifies the noun ("calls
// that are not idempotent"), not what the clause says of it
// (clausePolarity).
func relativeNegationsOut(ws []string) []string {
	from, to := relativeSpan(ws)
	for i := max(from, 0); i < max(to, 0); i++ {
		if negationWord(ws[i]) {
			ws[i] = ""
		}
	}
	return ws
}

// relativeSpan is where the first relative clause after a noun runs among
// ws (lower-case words): from the word after its pronoun to the auxiliary
// after its first word that ends it ("… that set cookies must not be
// cached" negates the main verb), or the clause's end; -1, -1 for none.
func relativeSpan(ws []string) (from, to int) {
	for i := 1; i < len(ws); i++ {
		if !relativePronouns()[ws[i]] {
			continue
		}
		prev := ws[i-1]
		if complementVerbs()[prev] || leadVerbs()[prev] || isStopword(prev) {
			continue
		}
		for k := i + 1; k < len(ws); k++ {
			if k > i+1 && (polarityAux()[ws[k]] || modalAux()[ws[k]]) {
				return i + 1, k
			}
		}
		return i + 1, len(ws)
	}
	return -1, -1
}

var (
	relativePronouns = lazySet("that which who whose")
	complementVerbs  = lazySet("sure ensure check verify confirm say says said means note assume know")
)

// negationMoved reports whether the candidate and the memory both hold a
// relative clause and a negation stands in only one of them: "Cache
// responses that do not set cookies" beside "Do not cache responses that
// set cookies", "Retry calls that are idempotent" beside "Do not retry
// calls that are not idempotent". The negation moved names another
// object: neither the memory restated nor turned round, an ADD.
func negationMoved(cand, mem *statement) bool {
	rel := func(st *statement) (has, neg bool) {
		for _, cl := range st.clauses {
			has, neg = has || cl.relative, neg || cl.relNegated
		}
		return has, neg
	}
	ch, cn := rel(cand)
	mh, mn := rel(mem)
	return ch && mh && cn != mn
}

// placeOutside reports whether one side puts outside a place or time the
// other puts a word of theirs in: "Run migrations only outside business
// hours" says again what "Never run migrations during business hours"
// says, with the negation moved onto the place. Doing the thing outside
// where the memory forbids it turns nothing round.
func placeOutside(cand, mem *statement) bool {
	outside := func(a, b *statement) bool {
		for _, j := range a.clauses {
			for _, t := range j.toks {
				if p := placeOf(b, t.key); t.place == "outside" && p != "" && p != "outside" {
					return true
				}
			}
		}
		return false
	}
	return outside(cand, mem) || outside(mem, cand)
}

// insideRequired reports whether one side forbids doing a thing outside a
// place or time and the other requires doing it inside: "Writes to the
// ledger tables must happen inside a transaction" says again what "Do not
// write to the ledger tables outside a transaction" says, "Restart nodes
// only during business hours" what "Do not restart nodes outside business
// hours" says. Each clause of one (a command or a requirement, polarity
// 1) holds the other's words, the place's first word after "in", "inside",
// "within" or "during" where the other's stands after "outside", and
// besides those words at most a verb that only says the thing takes place
// ("happen", "occur").
// Read apart, the other polarity and the place moved were no restatement
// and no reversal either (placeOutside): an ADD, a duplicate saved.
func insideRequired(cand, mem *statement) bool {
	pair := func(pos, neg *statement) bool {
		if len(pos.clauses) != 1 || len(neg.clauses) != 1 {
			return false
		}
		p, n := pos.clauses[0], neg.clauses[0]
		if p.polarity != 1 || n.polarity != -1 || p.unsettled() || n.unsettled() || p.lifts || n.lifts || n.requires || p.conditioned || n.conditioned {
			return false
		}
		base := func(cl stmtClause) map[string]bool {
			out := map[string]bool{}
			for _, t := range cl.toks {
				if k := strings.TrimPrefix(t.key, "¬"); !takesPlace()[k] && !insidePlaces()[t.word] && t.word != "outside" {
					out[k] = true
				}
			}
			return out
		}
		if !maps.Equal(base(p), base(n)) {
			return false
		}
		moved := false
		for _, t := range n.toks {
			if t.place != "outside" {
				continue
			}
			for _, u := range p.toks {
				if u.key == t.key && insidePlaces()[u.place] {
					moved = true
				}
			}
		}
		return moved
	}
	return pair(cand, mem) || pair(mem, cand)
}

var (
	// insidePlaces put a thing in a place or time, the converse of "outside".
	insidePlaces = lazySet("in inside within during")
	// takesPlace are the keys of verbs that say only that a thing is done.
	takesPlace = sync.OnceValue(func() map[string]bool { return setOf(stem("happen") + " " + stem("occur")) })
)

// launchers run a tool named by the words after them: "npx cap sync",
// "npm run build", "make test".
var launchers = lazySet("npx bunx npm pnpm yarn make cargo kubectl helm docker bazel gradle mvn pip poetry uv dotnet rake bundle mix deno bun terraform")

// argumentAdded reports whether the candidate restates the memory with one
// plain word of its own put right after a command the memory runs, a
// launcher and the words after it ("npx cap sync ios" against "npx cap
// sync"): an argument given to the command, a detail added (its UPDATE),
// not a word that rephrases (it was read as a NOOP and dropped).
func argumentAdded(cand, mem *statement, d stmtDiff) bool {
	if d.lostPlain != 0 || d.lostDetails != 0 || d.gainedDetails != 0 || d.gainedPlain != 1 {
		return false
	}
	for _, j := range cand.clauses {
		for i := 1; i < len(j.toks); i++ {
			t := j.toks[i]
			if t.detail || hasKey(mem, t.key) {
				continue
			}
			for b := i - 1; b >= 0 && b >= i-3 && j.toks[b].pos == t.pos-(i-b) && hasKey(mem, j.toks[b].key); b-- {
				if launchers()[j.toks[b].word] {
					return true
				}
			}
		}
	}
	return false
}
