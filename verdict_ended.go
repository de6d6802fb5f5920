package main

import "strings"

// A team says a state it wrote down has ended: "the deploy freeze is now
// over" against "Deploys are frozen until the 12th", "the migration to
// Postgres is finished" against "We are migrating to Postgres; new tables
// go there", in English or in the team's language ("der Feature-Freeze
// ist vorbei", "la migración a Panache ya terminó", "le gel du texte est
// terminé"). The memory no longer holds, yet the text shares one or two
// words with it and says no polarity the statement reader could turn
// round (statement.go), so it was an ADD beside it: an agent went on
// reading that deploys are frozen.
//
// readEndedState finds that shape and the name of the state; judgeEnded
// proposes the SUPERSEDE of the one memory of the candidate's type that
// holds every word of the name and the state's word in a form that says
// it goes on ("frozen", "we are migrating", "is in progress"). A name two
// memories answer to, another subject ("the migration of the orders table
// to Postgres"), a narrower scope after the predicate, a question or a
// future retire nothing. A SUPERSEDE is always a proposal a human approves.

// endedStates are the words that name a state that ends, each with the
// forms a memory gives it while it lasts. A temporary state (a freeze, a
// beta, an incident) needs no more; a process (a migration, an upgrade)
// must be said to go on in the memory (ongoingMemory).
var endedStates = map[string]struct {
	forms     []string // prefixes of the memory's words that say it
	temporary bool
}{
	"freeze": {[]string{"freez", "froz"}, true}, "beta": {[]string{"beta"}, true},
	"incident": {[]string{"incident"}, true}, "outage": {[]string{"outage"}, true},
	"embargo": {[]string{"embargo"}, true}, "moratorium": {[]string{"moratorium"}, true},
	"migration": {[]string{"migrat"}, false}, "move": {[]string{"move", "moving"}, false},
	"upgrade": {[]string{"upgrad"}, false}, "cutover": {[]string{"cutover"}, false},
	"transition": {[]string{"transition"}, false}, "rollout": {[]string{"rollout", "rolling"}, false},
	"rewrite": {[]string{"rewrit"}, false},
	// German, Spanish, French
	"sperre": {[]string{"sperr", "gesperrt"}, true}, "umstellung": {[]string{"umstell", "umgestellt"}, false},
	"umzug":         {[]string{"umzug", "umzieh"}, false},
	"congelamiento": {[]string{"congela"}, true}, "congelación": {[]string{"congela"}, true},
	"migración": {[]string{"migra"}, false}, "actualización": {[]string{"actualiza"}, false},
	"gel": {[]string{"gel"}, true},
}

// ongoingWords say in a memory that a process goes on.
var ongoingWords = []string{"in progress", "underway", "under way", "ongoing", "currently", "en cours", "en curso", "läuft", "laufende"}

var (
	enEnded = `(?:is|are|has|have|was)\s+(?:now\s+|finally\s+|officially\s+)?(?:over|finished|done|complete|completed|ended|behind us|resolved)`
	// Each pattern reads one clause (liftClauses): "name" names the state,
	// "tail" follows the predicate (a scope of its own, narrowingTail).
	endedPatterns = lazyRegexps(
		`^(?:the|our|this)\s+(?P<name>.+?)\s+`+enEnded+`(?P<tail>.*)$`,
		`^(?:the|our)\s+(?P<name>.+?)\s+(?:has|have)\s+(?:now\s+)?(?:ended|finished|completed)(?P<tail>.*)$`,
		`^(?:der|die|das)\s+(?P<name>.+?)\s+(?:ist|sind)\s+(?:jetzt\s+|nun\s+|endlich\s+)?(?:vorbei|beendet|abgeschlossen|zu ende)(?P<tail>.*)$`,
		`^(?:el|la|los|las)\s+(?P<name>.+?)\s+(?:ya\s+)?(?:terminó|ha terminado|acabó|ha acabado|finalizó|ha finalizado|se completó|concluyó|está terminad[oa]|está completad[oa])(?P<tail>.*)$`,
		`^(?:le|la|les|l')\s*(?P<name>.+?)\s+(?:est|sont)\s+(?:maintenant\s+|désormais\s+|enfin\s+)?(?:terminée?s?|finie?s?|achevée?s?)(?P<tail>.*)$`,
	)
	outOfBeta = lazyRegexp(`^(?:the|our)\s+(?P<name>.+?)\s+(?:is|are)\s+(?:now\s+)?out of beta(?P<tail>.*)$`)
)

// readEndedState reads the first clause of text that says a named state
// ended: the name's words and the state's word, or nil.
func readEndedState(text string) (words []string, state string) {
	for _, cl := range liftClauses(text) {
		if strings.HasSuffix(cl, "?") {
			continue
		}
		if f := strings.Fields(cl); len(f) > 0 && conditionOpeners()[strings.Trim(f[0], ",")] {
			continue
		}
		for _, re := range append(endedPatterns(), outOfBeta()) {
			m := re.FindStringSubmatch(cl)
			if m == nil || narrowingTail(m[re.SubexpIndex("tail")]) {
				continue
			}
			name := m[re.SubexpIndex("name")]
			if re == outOfBeta() {
				name += " beta"
			}
			if words, state = endedName(name); state != "" {
				return words, state
			}
		}
	}
	return nil, ""
}

// endedName splits a state's name into its words and finds the state's
// word among them ("deploy freeze": freeze). A name of the state's word
// alone names too little; a negation in it ends nothing.
func endedName(name string) ([]string, string) {
	words, state := nameWords(name), ""
	if len(words) < 2 {
		return nil, "" // "the beta is over": which beta? A name says more than the state
	}
	for _, w := range words {
		if _, ok := endedStates[w]; ok {
			state = w
		}
		if w == "will" || w == "not" || w == "never" || w == "nicht" || w == "no" || w == "pas" {
			return nil, ""
		}
	}
	return words, state
}

// endedMemory reports whether a memory's text (lower case) holds every
// word of the name, the state's word in one of its forms, and, for a
// process, says it goes on.
func endedMemory(low string, words []string, state string) bool {
	ws := memoryWords(low)
	es := endedStates[state]
	said := false
	for _, m := range ws {
		for _, f := range es.forms {
			said = said || strings.HasPrefix(m, f)
		}
	}
	if !said {
		return false
	}
	for _, w := range words {
		if w != state && !namesWord(w, ws, low) {
			return false
		}
	}
	return es.temporary || ongoingMemory(low, ws, es.forms)
}

// progressive is a verb said to go on: "we are migrating", "estamos
// migrando".
var progressive = lazyRegexp(`(?:ing|ando|iendo)$`)

// ongoingMemory reports whether a memory says its process goes on: the
// state's verb in a progressive form, or a word for it.
func ongoingMemory(low string, ws, forms []string) bool {
	for _, m := range ws {
		for _, f := range forms {
			if strings.HasPrefix(m, f) && progressive().MatchString(m) {
				return true
			}
		}
	}
	for _, o := range ongoingWords {
		if strings.Contains(low, o) {
			return true
		}
	}
	return false
}

// judgeEnded applies what a candidate that says a named state ended says
// to the statement reader's verdict j: when exactly one memory of its type
// holds that state, and the reader found nothing or that memory, the
// SUPERSEDE of it; two or more stay what the reader said, the first named
// as related.
func judgeEnded(s *store, c candidate, scope string, j *verdictJudge) {
	words, state := readEndedState(c.Text)
	if state == "" {
		return
	}
	var named []*entry
	for _, en := range s.entries {
		if en.hidden == "" && !en.mem.isWorking() && en.root.scope == scope && en.mem.kind() == c.Type && endedMemory(j.vt.text(en.mem), words, state) {
			named = append(named, en)
		}
	}
	sortByID(named)
	switch {
	case len(named) == 1 && (j.target == nil || j.target == named[0]):
		j.kind, j.target, j.related = verdictSupersede, named[0], nil
	case len(named) > 0 && j.target == nil && j.related == nil:
		j.related = named[0]
	}
}
