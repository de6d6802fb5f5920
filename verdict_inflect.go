package main

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Inflection in the verdict (stop 58). Teams write their rules in German,
// French and Spanish, and restate or lift them in another inflection of the
// same words: "Erweiterungen brauchen keine PHPUnit-Tests mehr" against
// "Jede Erweiterung braucht PHPUnit-Tests", "Les pull requests n'ont plus
// besoin d'être relues" against "Chaque pull request doit être relue", "No
// uses console.log" against "No usar console.log". The English stemmer
// leaves those words apart, so each such restatement was another statement
// (ADD) and each such lifting retired nothing.
//
// A text written in one of those languages (textLanguage: it holds one of
// their function words that is no English word) keys its plain words by
// foreignStem, which drops the endings their inflections change, and drops
// their articles, auxiliaries, modals and prepositions as English drops its
// own (foreignFiller); their words for "every", "each" and "all" share one
// key (quantifierKey), so "Alle …" restates "Jede …". In German every noun
// is capitalised, so a capital there names nothing by itself: "Das
// Testsystem läuft auf PHP 8.1" speaks of another system than "Das
// Staging-System läuft auf PHP 8.1" (a plain word replaced, ADD), not of
// the same one with a name corrected (it was a destructive UPDATE).
//
// In English, a rule restated in the passive says its verb as a past
// participle: "New shaders are written in WGSL, not GLSL" restates "Write
// new shaders in WGSL, not GLSL". The stemmer keeps a regular participle's
// stem ("committed" → commit) but not an irregular one's, so those are
// keyed by their verb (participleBase).
//
// The speed-ups read a memory's keys from its words without parsing it
// (perf_verdictscan.go, perf_verdictskip.go): a memory written in one of
// those languages is never decided there (languageMarker), and a
// participle's verb is one of the keys its word can give.

const (
	langEnglish = iota
	langGerman
	langRomance // French or Spanish: capitals name things as in English
)

// germanMarkers and romanceMarkers are function words of German and of
// French or Spanish that are no English words (nor code words lower-cased:
// "die", "den", "des", "est", "es", "son", "con" and "mit" are left out).
var (
	germanMarkers  = lazySet("der das dem ein eine einen einem einer eines und ist sind nicht kein keine keinen keinem keiner jede jeder jedes jeden jedem alle muss müssen darf dürfen soll sollen sollte wird werden niemals nie immer jetzt mehr ohne oder bei zum zur vom für auf nach wenn auch noch sofort")
	romanceMarkers = lazySet("de en le les une du aux sont être doit doivent jamais chaque tous toutes toute avec pour dans sans désormais maintenant peut peuvent el los las una unos unas del al está están debe deben nunca jamás cada todos todas toda para por que siempre ahora todavía puede pueden")
)

// languageMarker reports whether a word, lower-cased as scanWord gives it,
// marks a text as German, French or Spanish (textLanguage): one of their
// function words.
func languageMarker(lower string) bool { return markerLanguage(lower) != langEnglish }

// markerLanguage is the language a word marks, langEnglish for none.
func markerLanguage(lower string) int {
	switch {
	case germanMarkers()[lower]:
		return langGerman
	case romanceMarkers()[lower]:
		return langRomance
	}
	return langEnglish
}

// textLanguage is the language a text's keys are read in: German or
// French/Spanish when it holds one of their markers (the more of them,
// German on a tie of none), English otherwise. Its words are split and
// lower-cased as the speed-ups split them (clauseBreak, scanWord), so a
// memory they leave undecided is every memory read in another language.
func textLanguage(text string) int {
	german, romance := 0, 0
	for piece := range strings.FieldsFuncSeq(text, clauseBreak) {
		lower, ok := scanWord(piece)
		if !ok {
			continue
		}
		switch markerLanguage(lower) {
		case langGerman:
			german++
		case langRomance:
			romance++
		}
	}
	switch {
	case german == 0 && romance == 0:
		return langEnglish
	case german >= romance:
		return langGerman
	}
	return langRomance
}

// foreignFiller are the articles, auxiliaries, modals, prepositions and
// words of time and insistence of German, French and Spanish: in a text of
// theirs no key, as "the", "must", "is", "in", "always" and "now" are none
// in English (isStopword, verdictFiller).
var foreignFiller = lazySet("der die das den dem des ein eine einen einem einer eines ist sind war waren wird werden wurde wurden sein hat haben " +
	"muss müssen musst darf dürfen soll sollen sollte sollten kann können könnte mag und oder zu zum zur im am vom ins von mit für auf bei aus nach vor in an " +
	"es wir man ab sofort jetzt nun mehr noch bitte immer " +
	"le la les l un une des du de d au aux à et ou est sont être été était a ont avoir doit doivent devez peut peuvent pouvez faut il on nous vous " +
	"en y ce cette ces se s qu que pas plus maintenant désormais toujours dans sur par pour avec " +
	"el lo los las unos unas del al o son está están estar ser sido debe deben debes puede pueden hay ya ahora siempre todavía aún con por para hacer")

// quantifierKey is the one key of "every", "each" and "all" in German,
// French and Spanish (foreignQuantifiers): "Alle Erweiterungen brauchen …"
// says what "Jede Erweiterung braucht …" says. It stays a key, unlike the
// English words: "Der Stack jeder Task …" is not "Der Stack der Idle-Task
// …" (stop 57).
const quantifierKey = "∀"

// foreignKey is the key of a plain word of a German, French or Spanish
// text (lower-cased), and whether it is one: "" and false for a filler.
func foreignKey(lower string) (string, bool) {
	switch {
	case foreignFiller()[lower]:
		return "", false
	case foreignQuantifiers()[lower]:
		return quantifierKey, true
	}
	if base := germanStrongForm(lower); base != "" {
		lower = base // "geschrieben", "nimm" (verdict_trailing.go)
	}
	return foreignStem(lower), true
}

// foreignStem drops the endings inflection changes in German, French and
// Spanish: a plural's s, then endings of gender, number, person, tense or
// the infinitive (foreignEndings, the longest that fits) one after another
// while four letters stay (two after the first). It is no grammar's
// stemmer: it maps the forms of one word to one key ("braucht", "brauchen"
// → brauch; "Migration", "Migrationen" → migrati; "migración",
// "migraciones" → migrac; "relue", "relues", "relu" → relu; "validée",
// "validé", "valider" → valid), and words that differ before their endings
// stay apart ("Status", "Station"). Since it only cuts, a key is always
// the start of each word it is the key of, as the needles need
// (statement.go). A hyphenated word is keyed as one word, as verdictStem
// keys it.
func foreignStem(lower string) string {
	if strings.Contains(lower, "-") && hyphenStem(lower) != "" {
		lower = strings.ReplaceAll(lower, "-", "")
	}
	if len(lower) > 3 && strings.HasSuffix(lower, "s") && !strings.HasSuffix(lower, "ss") {
		lower = lower[:len(lower)-1]
	}
	keep := 2 // the first ending cut may leave two letters ("uses", "usar" → us)
	for cut := true; cut; keep = 4 {
		cut = false
		for _, e := range foreignEndings {
			if rest, ok := strings.CutSuffix(lower, e); ok && utf8.RuneCountInString(rest) >= keep {
				lower, cut = rest, true
				break
			}
		}
	}
	return lower
}

// foreignEndings are the endings foreignStem cuts, the longest first.
var foreignEndings = []string{"ione", "ión", "ent", "ez", "er", "en", "em", "an", "ar", "ir", "ée", "é", "e", "a", "o", "t", "n"}

// germanInside reports whether a German word holds a capital after its
// first letter other than at the start of a hyphenated part: "PHPUnit",
// "ABAP-Unit-Tests", not "Staging-System" (two nouns joined).
func germanInside(w string) bool {
	prev := rune(0)
	for i, r := range w {
		if i > 0 && unicode.IsUpper(r) && prev != '-' {
			return true
		}
		prev = r
	}
	return false
}

// participleBase is the verb of an irregular English past participle, ""
// for any other word: "written" → write, so "New shaders are written in
// WGSL" restates "Write new shaders in WGSL".
func participleBase(lower string) string { return irregularParticiples[lower] }

// participleBaseStem is the key verdictStem gives a past form whose
// stem is not its verb's (its verb's stem), "" for any other word: an
// irregular participle, and a verb in -y whose past ends in -ied, which
// stem cuts to "-i" ("retried" was "retri", never "retry": "Payment
// calls may be retried now" met no word of "Do not retry payment calls").
// A word of four letters is not read so ("tied", "died", "lied").
func participleBaseStem(lower string) string {
	if b := participleBase(lower); b != "" {
		return stem(b)
	}
	if base, ok := strings.CutSuffix(lower, "ied"); ok && len(lower) > 4 && strings.IndexFunc(base, func(r rune) bool { return r < 'a' || r > 'z' }) < 0 {
		return stem(base + "y")
	}
	return ""
}

var irregularParticiples = map[string]string{
	"written": "write", "rewritten": "rewrite", "given": "give", "taken": "take", "driven": "drive",
	"shown": "show", "hidden": "hide", "chosen": "choose", "broken": "break", "frozen": "freeze",
	"spoken": "speak", "made": "make", "kept": "keep", "built": "build", "rebuilt": "rebuild",
	"sent": "send", "held": "hold", "thrown": "throw", "drawn": "draw", "brought": "bring",
	"caught": "catch", "taught": "teach", "sold": "sell", "spent": "spend", "dealt": "deal",
	"fed": "feed",
}

// foreignCan are "can" and "may" in German, French and Spanish. With a
// word of time ("ya", "désormais", "jetzt") they permit: "Ya se puede
// fusionar sin que pase la CI" lifts "Nunca fusionar sin que pase la CI"
// as "… may now …" does in English; alone they may say what is possible
// ("puede fallar"), so they permit nothing (foreignMayNow).
var foreignCan = lazySet("kann können darf dürfen puede pueden peut peuvent pouvez")

// foreignMayNow reports whether a clause's words (lower-cased, trimmed)
// permit with foreignCan and a word of time of those languages.
func foreignMayNow(ws []string) bool {
	can, now := false, false
	for _, w := range ws {
		can = can || foreignCan()[w]
		now = now || w != "now" && timeWords()[w]
	}
	return can && now
}
