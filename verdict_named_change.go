package main

import (
	"slices"
	"strings"
	"unicode"
)

// A team that changes a rule's number often names the rule instead of
// restating it: "the two-reviewer rule is now one reviewer", "raise the
// coverage floor to 85 percent", "die Zwei-Reviewer-Regel wurde auf drei
// Reviewer erhöht", "el límite de 50 líneas por función sube a 80 líneas".
// Such a text shares few words with the memory, so the statement reader
// answers ADD and the rule keeps its old number beside the new one.
//
// readNamedChange finds that shape: a naming phrase and the new value.
// judgeNamedChange proposes the UPDATE of the one memory of the candidate's
// type the name names (verdict_named.go's rule: every word of the name), and
// only when the reader found nothing, the memory holds a number, the new
// value holds a number the memory lacks, and every other word of the value
// is the memory's own: a value with a scope of its own ("ten working days
// for SEV2 incidents only") narrows the rule, and stays an ADD naming it.
// A name two memories answer to changes neither. An inferred UPDATE is a
// proposal: a commit defers it until the human asks for it by id
// (commit.go), so the old text is replaced only on that second yes.

// namedChange is what a candidate says of a rule whose number it changes.
type namedChange struct {
	name  string // the words that name the rule
	value string // what the rule says now
}

var (
	enChangeVerb = `(?:changed|raised|lowered|increased|reduced|decreased|bumped|cut|extended|shortened|moved|set|dropped)`
	namedChanges = lazyRegexps(
		// the two-reviewer rule is now one reviewer; the cap was raised to 40
		`^(?:the|our)\s+(?P<name>.+?)\s+(?:is|are|has been|have been|was|were)\s+(?:now\s+(?:`+enChangeVerb+`\s+to\s+)?|`+enChangeVerb+`\s+to\s+)(?P<value>.+)$`,
		// raise the coverage floor to 85 percent
		`^(?:raise|lower|increase|reduce|decrease|bump|cut|extend|shorten|change|set|move|drop)\s+(?:the|our)\s+(?P<name>.+?)\s+(?:from\s+\S+(?:\s+\S+)?\s+)?to\s+(?P<value>.+)$`,
		// la limite de 120 caractères passe à 140
		`^(?:la|le|l')\s*(?P<name>.+?)\s+(?:passe à|est (?:maintenant|désormais) (?:de|à)|(?:a été|est) (?:relevée?|abaissée?|portée?|changée?|augmentée?|réduite?) à)\s+(?P<value>.+)$`,
		// die Zwei-Reviewer-Regel wurde auf drei Reviewer erhöht
		`^(?:die|das|der)\s+(?P<name>.+?)\s+(?:wurde|wird|ist)\s+(?:jetzt\s+|nun\s+)?auf\s+(?P<value>.+?)\s+(?:erhöht|gesenkt|geändert|angehoben|reduziert|verkürzt|verlängert|gesetzt|herabgesetzt)$`,
		// la regla de los dos revisores ahora es de un revisor; el límite ... sube a 80
		`^(?:la|el)\s+(?P<name>.+?)\s+(?:ahora es(?: de)?|ahora son(?: de)?|pasa a(?: ser)?(?: de)?|sube a|baja a|cambia a|se sube a|se baja a|se cambia a|se reduce a|se amplía a)\s+(?P<value>.+)$`,
	)
)

// changeFillers name nothing in a rule's name or a value beside the rule
// nouns of nameFillers: the name of a quantity's bound ("the coverage
// floor") and prepositions a value or a name runs through.
var changeFillers = lazySet("floor ceiling threshold minimum maximum requirement per por para pro par from to de von auf a à límite limite grenze norma")

// narrowWords give a value a scope of its own.
var narrowWords = lazySet("only solo sólo nur seulement apenas exclusively just")

// changeNumbers are spelled-out quantities in the languages the patterns
// read, beside numberWords.
var changeNumbers = lazySet("ein eine einen einem zwei drei vier fünf sechs sieben acht neun zehn un uno una dos tres cuatro cinco seis siete ocho nueve diez une deux trois quatre cinq sept huit neuf dix um duas dois três")

// readNamedChange reads the candidate when it is one clause that names a
// rule and gives it a new value, or returns nil.
func readNamedChange(text string) *namedChange {
	cls := liftClauses(text) // verdict_named.go
	if len(cls) != 1 || strings.HasSuffix(cls[0], "?") {
		return nil
	}
	for _, re := range namedChanges() {
		m := re.FindStringSubmatch(cls[0])
		if m == nil {
			continue
		}
		nc := &namedChange{}
		for i, g := range re.SubexpNames() {
			switch g {
			case "name":
				nc.name = m[i]
			case "value":
				nc.value = m[i]
			}
		}
		return nc
	}
	return nil
}

// isChangeNumber reports whether w is a quantity: it holds a digit or is a
// spelled-out number.
func isChangeNumber(w string) bool {
	return strings.IndexFunc(w, unicode.IsDigit) >= 0 || numberWords()[w] || changeNumbers()[w]
}

// changeWords are the words of a name or a value that must be a memory's:
// memoryWords less the fillers of either table.
func changeWords(s string) []string {
	var out []string
	for _, w := range memoryWords(s) {
		if !nameFillers()[w] && !changeFillers()[w] {
			out = append(out, w)
		}
	}
	return out
}

// namesChanged reports whether a memory's text low (lower case) holds
// every word of the name, a word also in its plural ("90-day" names "90
// days"), and a number.
func namesChanged(name []string, low string) bool {
	ws := memoryWords(low)
	if len(name) == 1 && !slices.ContainsFunc(ws, func(m string) bool { m = strings.Trim(m, "."); return m == name[0] || m == name[0]+"s" }) {
		return false // a name of one word must be one of the memory's words (namedMemories)
	}
	for _, w := range name {
		if !namesWord(w, ws, low) && !namesWord(w+"s", ws, low) {
			return false
		}
	}
	for _, w := range ws {
		if isChangeNumber(w) {
			return true
		}
	}
	return false
}

// changesValue reports whether the value gives the memory low a number it
// lacks and says nothing else of its own: each other word is the memory's
// (or a form of it), and no word narrows the rule's scope.
func changesValue(value, low string) bool {
	ws, fresh := memoryWords(low), false
	for _, w := range memoryWords(value) {
		switch {
		case narrowWords()[w]:
			return false
		case isChangeNumber(w):
			fresh = fresh || !namesWord(w, ws, low)
		case nameFillers()[w] || changeFillers()[w] || quantityUnits()[w]:
		case !namesWord(w, ws, low) && !namesWord(w+"s", ws, low):
			return false
		}
	}
	return fresh
}

// judgeNamedChange turns the reader's ADD into the UPDATE of the one
// memory of the candidate's type a named change names.
func judgeNamedChange(s *store, c candidate, scope string, j *verdictJudge) {
	if j.kind != verdictAdd || j.target != nil {
		return
	}
	nc := readNamedChange(c.Text)
	if nc == nil {
		return
	}
	name := changeWords(nc.name)
	if len(name) == 0 {
		return
	}
	var named []*entry
	for _, en := range s.entries {
		if en.hidden != "" || en.mem.isWorking() || en.root.scope != scope || en.mem.kind() != c.Type {
			continue
		}
		if low := j.vt.text(en.mem); namesChanged(name, low) {
			named = append(named, en)
		}
	}
	if len(named) != 1 {
		return // none, or a name two memories answer to: unsure
	}
	if !changesValue(nc.value, j.vt.text(named[0].mem)) {
		if j.related == nil {
			j.related = named[0]
		}
		return
	}
	j.kind, j.target, j.related = verdictUpdate, named[0], nil
}
