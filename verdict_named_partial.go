package main

import "strings"

// A rule that covers a list ("never push directly to main or release
// branches", "lint every file, including generated files", "two approvals,
// including documentation changes") is not lifted whole when a team lifts
// one item of it by name: "the rule against pushing to release branches
// was lifted" keeps main protected. Retiring the memory (SUPERSEDE) lost
// the items the text did not name, so such a lifting is read as narrowed:
// an ADD that names the memory as related, for the human to edit it.

// listBefore mark a later item of a list ("main or release branches",
// "every file, including generated files"); listAfter an alternative that
// follows the item ("release branches or main"). A comma is no mark: it
// also opens a contrast ("plain pytest functions, not unittest classes").
var (
	listBefore = lazySet("and or nor plus including includes include")
	listAfter  = lazySet("or nor")
)

// namesListItem reports whether the memory text low (lower case) holds a
// word of the name as a later item of a list, or as an alternative another
// follows, in the memory's words as written.
func namesListItem(name, low string) bool {
	words := nameWords(name)
	toks := strings.Fields(low)
	mark := func(i int, set func() map[string]bool) bool {
		return i >= 0 && i < len(toks) && set()[strings.Trim(toks[i], ".,;:!?()\"'`")]
	}
	for i, tok := range toks {
		w := strings.Trim(tok, ".,;:!?()\"'`")
		if w != "" && namesAny(words, w) && (mark(i-1, listBefore) || !strings.ContainsAny(tok, ",;:.") && (mark(i+1, listAfter) || secondRule(toks, i+1))) {
			return true
		}
	}
	return false
}

// namesAny reports whether the memory's word w is one of the name's words
// or a form of one (namesWord's rule).
func namesAny(words []string, w string) bool {
	for _, n := range words {
		if namesWord(n, []string{w}, w) {
			return true
		}
	}
	return false
}

// secondRule reports whether the memory's words at i open a second rule
// joined by "and" ("never merge on Fridays and never deploy on weekends"):
// lifting the first keeps the second. "and" before a plain word ("the
// second person and the present tense") joins what one rule asks.
func secondRule(toks []string, i int) bool {
	if i+1 >= len(toks) || strings.Trim(toks[i], ".,;:!?()") != "and" {
		return false
	}
	next := strings.Trim(toks[i+1], ".,;:!?()\"'`")
	return negations()[next] || next == "always" || next == "avoid" || next == "do" && i+2 < len(toks) && strings.HasPrefix(toks[i+2], "not")
}
