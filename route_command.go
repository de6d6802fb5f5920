package main

import "strings"

// commandVerbs are the short verbs a command glues to its object
// (`makemigrations`, `runserver`, `setenv`): stopwords or too short to be a
// compound's part (compoundPart), so buildCompounds never splits them.
var commandVerbs = []string{"make", "set", "get", "run", "add"}

// minCommandTail: the object a command verb is glued to has at least five
// letters of stem ("migrat" of makemigrations); shorter tails make words of
// their own (`runtime`, `makefile`, `setup`).
const minCommandTail = 5

// commandTail is the object of a store term that is a command verb glued to
// a content word ("makemigr" → "migrat"), or "".
func commandTail(t string) string {
	if !lowerLetters(t) || englishWord(t) || commonWords()[t] {
		return ""
	}
	for _, v := range commandVerbs {
		if r, ok := strings.CutPrefix(t, v); ok && len(r) >= minCommandTail && compoundPart(r) {
			return r
		}
	}
	return ""
}

// addCommandCompounds adds to byPart each command term of the store under
// its object (commandTail). One memory is enough: a new user writes the
// command once ("Run `python manage.py makemigrations` before committing
// model changes"), and the verb it starts with says it is a command, where
// a compound of two content words in one memory may be a name in passing
// (minCompoundDF).
func (ri *routeIndex) addCommandCompounds(byPart map[string][]string) {
	tail := commandTail
	if compoundsFastOn {
		tail = commandTailFast // perf_compounds.go
	}
	ri.storeTerms(1, func(_ int, t string) {
		if r := tail(t); r != "" {
			byPart[r] = appendNew(byPart[r], t)
		}
	})
}
