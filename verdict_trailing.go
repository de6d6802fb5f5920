package main

import (
	"maps"
	"strings"
)

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

// converseWords let a clause's sides trade places and say the same: a
// passive's agent ("is fed by the Kafka engine"), an order ("deploy the
// worker after the API"), a comparison; in German, Spanish and French too.
var converseWords = lazySet("by after before than von nach vor als por tras antes después que par après avant")

// converseWord reports whether fields hold a converse word.
func converseWord(fields []string) bool {
	for _, f := range fields {
		if converseWords()[strings.ToLower(strings.Trim(f, `.,;:!?()"'¿¡`))] {
			return true
		}
	}
	return false
}

// rolesSwapped reports whether a clause of the candidate says the words of
// one of the memory's clauses, all and no other, with the words on the two
// sides of a word they share once traded: "The inventory service depends
// on the order service" against "The order service depends on the
// inventory service", "The sensor task waits on the motor task". Another
// statement, which may hold beside the memory's: read as its paraphrase it
// was a NOOP that dropped it. Words that only move to one side ("Before
// merging, run the tests") and a clause with a converse word ("The events
// table is fed by the Kafka engine") are no swap, nor is a command, whose
// words around a shared noun trade places through its prepositions ("Use
// namespaced keywords for every attribute in the schema" / "Every schema
// attribute gets a namespaced keyword"). German puts its verb where its
// clause's kind wants it ("Für jede Änderung werden Tests geschrieben"
// restates "Schreibe Tests für jede Änderung"): it is read so only with
// both clauses opening on a subject and its verb (verbSecond), the sides
// of that verb traded.
func rolesSwapped(cand, mem *statement) bool {
	for _, j := range cand.clauses {
		for _, k := range mem.clauses {
			if j.converse || k.converse || j.passiveVerb != "" || k.passiveVerb != "" || j.imperative || k.imperative || len(j.keys) < 3 || !maps.Equal(j.keys, k.keys) {
				continue // a passive: passiveSwapped
			}
			if j.lang == langGerman || k.lang == langGerman {
				if j.lang == k.lang && verbSecond(j) && verbSecond(k) && j.toks[1].key == k.toks[1].key && sidesTraded(j, k, j.toks[1].key) {
					return true
				}
				continue
			}
			for _, t := range j.toks {
				if sidesTraded(j, k, t.key) {
					return true
				}
			}
		}
	}
	return passiveSwapped(cand, mem)
}

// passiveSwapped reports whether one clause says the other's words in the
// passive with its agent after "by" or "from" ("The orders topic is fed by
// the enrichment job") and the other in the active ("The orders topic
// feeds the enrichment job"), the sides of the verb kept: a passive names
// its doer last, so kept sides trade the roles (an ADD), while traded
// sides say the same ("The enrichment job is fed by the orders topic").
// Both in the passive with one verb, traded sides trade the roles as two
// actives' do (a NOOP that dropped a new fact before stop 63).
func passiveSwapped(cand, mem *statement) bool {
	for _, j := range cand.clauses {
		for _, k := range mem.clauses {
			if j.imperative || k.imperative || len(j.keys) < 3 || !maps.Equal(j.keys, k.keys) {
				continue
			}
			if j.passiveVerb != "" && j.passiveVerb == k.passiveVerb {
				// Both in the passive: traded sides trade the roles ("The
				// orders stream is fed by the invoice workflow" beside "The
				// invoice workflow is fed by the orders stream").
				if j.lang == langEnglish && k.lang == langEnglish && sidesTraded(j, k, j.passiveVerb) {
					return true
				}
				continue
			}
			if (j.passiveVerb == "") == (k.passiveVerb == "") {
				continue
			}
			p, a := j, k
			if p.passiveVerb == "" {
				p, a = k, j
			}
			if a.converse || a.lang != langEnglish || p.lang != langEnglish {
				continue
			}
			if sidesKept(p, a, p.passiveVerb) {
				return true
			}
		}
	}
	return false
}

// passiveVerb is the key of a verb in the passive whose agent follows it
// after "by" or "from" ("is fed by", "are written from"), its participle
// within three words after a form of "be"; "" when the clause has none.
func passiveVerb(fields []string) string {
	low := func(f string) string { return strings.ToLower(strings.Trim(f, `.,;:!?()"'`)) }
	for i := 1; i+1 < len(fields); i++ {
		w := low(fields[i])
		if next := low(fields[i+1]); next != "by" && next != "from" {
			continue
		}
		if participleBase(w) == "" && !sameFormParticiples()[w] && (len(w) < 5 || !strings.HasSuffix(w, "ed")) {
			continue
		}
		for b := i - 1; b >= 0 && b >= i-3; b-- {
			switch low(fields[b]) {
			case "is", "are", "was", "were", "be", "been", "being":
				return verdictStem(w)
			}
		}
	}
	return ""
}

// sameFormParticiples are English participles written as their verb:
// after a form of "be" and before "by" they open a passive as "fed" does
// ("The analytics keyspace is read by the reporting job"). They are keyed
// as any word; only passiveVerb reads them.
var sameFormParticiples = lazySet("read run set put cut shut hit let split spread cast broadcast")

// sidesKept reports whether key stands once in each clause with a word
// before it and one after it, and every word stands on the same side of
// it in both.
func sidesKept(j, k stmtClause, key string) bool {
	sides := func(cl stmtClause) (left, right map[string]bool) {
		left, right, at := map[string]bool{}, map[string]bool{}, -1
		for i, t := range cl.toks {
			if t.key == key {
				if at >= 0 {
					return nil, nil
				}
				at = i
			}
		}
		if at <= 0 || at == len(cl.toks)-1 {
			return nil, nil
		}
		for i, t := range cl.toks {
			if i < at {
				left[t.key] = true
			} else if i > at {
				right[t.key] = true
			}
		}
		return left, right
	}
	jl, jr := sides(j)
	kl, kr := sides(k)
	return jl != nil && kl != nil && maps.Equal(jl, kl) && maps.Equal(jr, kr)
}

// verbSecond reports whether a German clause opens with a one-word subject
// (after its article at most) and its verb right after it: "Der
// Kundendienst hängt vom Tarifdienst ab" against "Der Tarifdienst hängt
// vom Kundendienst ab" trades the sides of "hängt". A clause that opens
// otherwise puts its verb where its kind wants it.
func verbSecond(cl stmtClause) bool {
	return len(cl.toks) >= 3 && cl.toks[0].pos <= 1 && cl.toks[1].pos == cl.toks[0].pos+1 && !cl.toks[0].detail && !cl.toks[1].detail
}

// sidesTraded reports whether key stands once in each clause and a word
// before it in k stands only after it in j, while another after it in k
// stands only before it in j.
func sidesTraded(j, k stmtClause, key string) bool {
	sides := func(cl stmtClause) (left, right map[string]bool, ok bool) {
		left, right, at := map[string]bool{}, map[string]bool{}, -1
		for i, t := range cl.toks {
			if t.key == key {
				if at >= 0 {
					return nil, nil, false
				}
				at = i
			}
		}
		for i, t := range cl.toks {
			if i < at {
				left[t.key] = true
			} else if i > at {
				right[t.key] = true
			}
		}
		return left, right, at > 0 && at < len(cl.toks)-1
	}
	jl, jr, ok1 := sides(j)
	kl, kr, ok2 := sides(k)
	if !ok1 || !ok2 {
		return false
	}
	toRight, toLeft := false, false
	for w := range kl {
		toRight = toRight || (!kr[w] && jr[w] && !jl[w])
	}
	for w := range kr {
		toLeft = toLeft || (!kl[w] && jl[w] && !jr[w])
	}
	return toRight && toLeft
}

// notNaming are words put after a noun that name nothing of their own:
// adverbs of time and manner, in English, German, Spanish and French.
var notNaming = lazySet("still already currently today usually typically normally generally actually really indeed too either anyway again instead itself themselves alone here there weiterhin noch immer jetzt bereits auch selbst sigue todavía aún ahora ya también mismo toujours encore déjà maintenant aussi même")

// nounRunsOf is the words of the memory's noun phrases a word may be put
// after: a subject (the words before its first auxiliary or, with none,
// before the first English word ending in "s" after its first word; in
// German, Spanish or French its first word) and a
// phrase a determiner opens, as far as its words run on (in a clause with
// an auxiliary, until a word left out: "Do not retry the charge job" runs
// "charge job"). Each maps to the key after it in its clause, or "" at the
// clause's end. With detOnly, only the phrases a determiner opens and
// only their words the phrase goes on after.
func nounRunsOf(mem *statement, detOnly bool) map[string]string {
	out := map[string]string{}
	next := func(k stmtClause, i int) string {
		if i+1 < len(k.toks) {
			return k.toks[i+1].key
		}
		return ""
	}
	verbLike := func(k stmtClause, i int) bool {
		t := k.toks[i]
		return (k.auxAt >= 0 && t.pos >= k.auxAt) || (k.auxAt < 0 && i > 0 && (k.lang != langEnglish || (!t.detail && strings.HasSuffix(t.word, "s"))))
	}
	for _, k := range mem.clauses {
		if !k.imperative && !detOnly {
			for i := 0; i < len(k.toks) && i < 3 && !verbLike(k, i); i++ {
				out[k.toks[i].key] = next(k, i)
			}
		}
		for i, t := range k.toks {
			if t.det == "" {
				continue
			}
			runsOn := func(q int) bool {
				return k.toks[q].pos == k.toks[q-1].pos+1 && (k.auxAt >= 0 || !verbLike(k, q)) && k.toks[q].det == ""
			}
			for q := i; q < len(k.toks) && (q == i || runsOn(q)); q++ {
				if detOnly && (q+1 == len(k.toks) || !runsOn(q+1)) {
					break // the phrase's last word: nothing of it goes on after it
				}
				out[k.toks[q].key] = next(k, q)
			}
		}
	}
	return out
}

// ofLinks link a phrase to the noun before it, in English, German, Spanish
// and French.
var ofLinks = lazySet("of für von des der de del du")

// ofBefore reports whether the word at i opens a phrase an ofLinks word
// links to what comes before, with at most one determiner between.
func ofBefore(fields []string, i int) bool {
	for b := i - 1; b >= 1 && b >= i-2; b-- {
		w := strings.ToLower(strings.Trim(fields[b], `.,;:!?()"'`))
		if ofLinks()[w] {
			return true
		}
		if b < i-1 || !isStopword(w) {
			return false
		}
	}
	return false
}

// qualifiedAfter reports whether the candidate puts one to three plain
// words of its own right after a word of one of the memory's noun phrases
// (a compound) or linked to it by "of" ("de", "für" …),
// before the word the memory goes on with there (or at the end, where the
// memory's clause ends): "The API gateway listens on port 8080" beside
// "The API listens on port 8080", "The control loop of the gimbal runs at
// 1 kHz", "El servidor de pruebas corre en Node 20", "… the inventory
// service cache". Another thing, as a word put before one is
// (qualifiedHead): read as the memory with one word more it was a NOOP
// that dropped it. An adverb there names nothing ("The control loop
// currently runs …"), a place opens a condition ("Run the tests in docker
// before merging"), nor does a verb after the candidate's auxiliary when
// the phrase is its subject ("Each recipe must carry a … line"), nor an
// English word ending in "s" in a clause with no auxiliary, a verb there
// ("The crash reporter writes its output to …" restates "… outputs to …",
// "… so the DCO check passes"). After "Do not" the phrase is the
// command's object, and words after it name another thing ("Do not retry
// the charge job's webhook delivery").
func qualifiedAfter(cand, mem *statement) bool { return qualifiedAt(cand, mem, false) }

// compoundInside reports whether the candidate puts words of its own
// between two words of a phrase of the memory's that a determiner opens
// (qualifiedAfter, the phrase going on after them): "Jobs may call the payments
// sandbox API directly" permits calling another API than "Jobs must not
// call the payments API directly" forbids, so it lifts nothing of the
// memory's (relate). Words put after a phrase's end are not read so
// there: a lifting names its scope there ("… to the main branch").
func compoundInside(cand, mem *statement) bool { return qualifiedAt(cand, mem, true) }

// qualifiedAt is qualifiedAfter, with inside only words put between two
// words of a phrase a determiner opens.
func qualifiedAt(cand, mem *statement, inside bool) bool {
	runs := nounRunsOf(mem, inside)
	for _, j := range cand.clauses {
		for i, t := range j.toks {
			after, ok := runs[t.key]
			if !ok {
				continue
			}
			q := i + 1
			for q < len(j.toks) && q <= i+3 && !hasKey(mem, j.toks[q].key) {
				u := j.toks[q]
				if u.detail || u.item || u.flag || u.per || u.place != "" || notNaming()[u.word] || strings.HasSuffix(u.word, "ly") || paraphraseWords[u.key] || (j.auxAt < 0 && j.lang == langEnglish && strings.HasSuffix(u.word, "s")) {
					break
				}
				q++
			}
			if q == i+1 || (j.toks[i+1].pos != t.pos+1 && !j.toks[i+1].of) || (j.auxAt >= 0 && t.pos < j.auxAt && j.toks[q-1].pos > j.auxAt) {
				continue
			}
			if (q < len(j.toks) && after != "" && j.toks[q].key == after) || (!inside && q == len(j.toks) && after == "") {
				return true
			}
		}
	}
	return false
}

// germanStrong maps the forms of common German strong verbs whose stem
// changes its vowel, past participles and singular imperatives, to their
// infinitive: "SQL-Abfragen werden nie … geschrieben" restates "Schreibe
// SQL-Abfragen nie …", "Für Geheimnisse wird immer der Vault-Agent
// genommen" restates "Nimm für Geheimnisse immer den Vault-Agent". Cutting
// endings alone (foreignStem) kept "geschrieb" and "schreib" apart.
var germanStrong = map[string]string{
	"geschrieben": "schreiben", "genommen": "nehmen", "nimm": "nehmen", "geschlossen": "schließen",
	"gezogen": "ziehen", "gefunden": "finden", "gesprochen": "sprechen", "sprich": "sprechen",
	"geworfen": "werfen", "wirf": "werfen", "gelesen": "lesen", "lies": "lesen", "gegeben": "geben",
	"gib": "geben", "getroffen": "treffen", "triff": "treffen", "gestrichen": "streichen",
	"gebrochen": "brechen", "brich": "brechen", "gegriffen": "greifen", "geschnitten": "schneiden",
	"geblieben": "bleiben", "getrieben": "treiben", "gebunden": "binden", "begonnen": "beginnen",
	"verboten": "verbieten", "geboten": "bieten", "vergessen": "vergessen", "vergiss": "vergessen",
	"gesehen": "sehen", "sieh": "sehen", "geholfen": "helfen", "hilf": "helfen", "gestohlen": "stehlen",
	"gelaufen": "laufen", "gerufen": "rufen", "aufgerufen": "rufen", "abgeschlossen": "schließen",
	"angegeben": "geben", "eingebunden": "binden", "eingeschlossen": "schließen", "ausgeschlossen": "schließen",
	"geschoben": "schieben", "verschoben": "verschieben", "gehalten": "halten", "gelassen": "lassen",
	"gewiesen": "weisen", "zugewiesen": "weisen", "gestanden": "stehen", "gegangen": "gehen",
}

// germanStrongForm is the infinitive of a form in germanStrong, "" for any
// other word.
func germanStrongForm(lower string) string { return germanStrong[lower] }

// phraseReplaced reports whether a permission of the candidate names, in a
// phrase a determiner opens, the words of one of the memory's such phrases
// but one, replaced in its place by a word of its own: "The enrichment job
// may call the pricing cache now" beside "Do not call the pricing service
// from the enrichment job" permits calling another thing, so it lifts
// nothing of the memory's (read as its reversal, it retired the rule).
// Read in English only.
func phraseReplaced(cand, mem *statement) bool {
	phrases := func(cl stmtClause) [][]stmtToken {
		var out [][]stmtToken
		for i, t := range cl.toks {
			if t.det == "" || t.detail {
				continue
			}
			q := i + 1
			for q < len(cl.toks) && cl.toks[q].pos == cl.toks[q-1].pos+1 && cl.toks[q].det == "" {
				q++
			}
			if q-i >= 2 {
				out = append(out, cl.toks[i:q])
			}
		}
		return out
	}
	for _, j := range cand.clauses {
		if j.polarity != 0 || j.lang != langEnglish {
			continue
		}
		for _, k := range mem.clauses {
			if k.polarity != -1 || k.lang != langEnglish {
				continue
			}
			for _, p := range phrases(k) {
				for _, q := range phrases(j) {
					if len(p) == len(q) && oneReplaced(p, q, cand, mem) {
						return true
					}
				}
			}
		}
	}
	return false
}

// oneReplaced reports whether phrases p (the memory's) and q (the
// candidate's) differ in exactly one place, where q's word is no word of
// the memory and p's no word of the candidate.
func oneReplaced(p, q []stmtToken, cand, mem *statement) bool {
	diff := 0
	for i := range p {
		if p[i].key == q[i].key {
			continue
		}
		if diff++; diff > 1 || q[i].detail || hasKey(mem, q[i].key) || hasKey(cand, p[i].key) {
			return false
		}
	}
	return diff == 1
}
