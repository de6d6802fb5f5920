package main

// A task's query terms for the router (route.go): stems, discounted
// synonyms, phrase synonyms, compounds and acronyms the store uses.

import (
	"strings"
)

// queryTerm is one term to look up, with its weight and the query stems it
// stands for (a synonym stands for its word, an acronym for its words).
type queryTerm struct {
	stem    string
	weight  float64
	origins []string
	implied bool // a direction word the task implies ("sent to us": inbound)
	// sensed: the term stands for the task's words in one sense: a phrase
	// of them, its synonym or acronym, or the concept a named tool is.
	sensed bool
	// group is the task word (or phrase) the term is another way of
	// saying: its own stem for a word the task wrote, the word for its
	// synonyms and lexicon entries. A memory scores each group once, by its
	// best term (scoreGroups).
	group string
}

const (
	// synonymDiscount: a synonym is evidence, but weaker than the word itself.
	synonymDiscount = 0.6
	// acronymWeight: "cross site request forgery" → "csrf" is nearly exact.
	acronymWeight = 0.9
)

// expandQuery turns a task into its distinct stems, then adds discounted
// synonyms, phrase synonyms ("try again" → retry), compounds the store uses
// ("pay out" → payout) and acronyms the store uses (initials of 3-5 words).
func (ri *routeIndex) expandQuery(q string) []queryTerm {
	x := &expansion{at: map[string]int{}}
	base := terms(q)
	for _, t := range base {
		x.add(t, 1, []string{t}, t)
	}
	x.addLanguageNames(q)
	ri.addLexicon(x, base)
	x.addWordnet(q)
	ri.addSplitCompounds(x, q)
	ri.addStoreCompounds(x, q)
	ri.addTruncations(x, q)
	x.addTitlePrefixes(q)
	ws := words(q)
	ri.addPhrases(ws, func(t string, w float64, origins []string, group string) {
		x.add(t, w, origins, group)
		if origins != nil { // a reorder-only expansion is no sense of the task
			x.sensed = append(x.sensed, t)
		}
	})
	for _, t := range x.sensed {
		x.out[x.at[t]].sensed = true
	}
	x.addImpliedDirection(ws)
	return x.out
}

// expansion collects a task's terms: each stem once, at the highest weight
// any source gave it. sensed lists the stems that carry one sense of the
// task (a named tool's concept, a phrase), marked once all are in.
type expansion struct {
	out    []queryTerm
	at     map[string]int
	sensed []string
}

// add adds term t at weight w, standing for the task's origins and scored
// within group (queryTerm.group). When two task words reach one term at the
// same discount ("column" and "table" both say migration), the term stands
// for both: two words agreeing on a related word say which sense the task
// means, where one synonym alone does not (judge's first test). The group,
// and so the score, stay the first word's.
func (x *expansion) add(t string, w float64, origins []string, group string) {
	if i, ok := x.at[t]; ok {
		switch o := &x.out[i]; {
		case w > o.weight:
			o.weight, o.origins, o.group = w, origins, group
		case w == o.weight && w < 1:
			for _, s := range origins {
				if !contains(o.origins, s) {
					o.origins = append(o.origins[:len(o.origins):len(o.origins)], s)
				}
			}
		}
		return
	}
	x.at[t] = len(x.out)
	x.out = append(x.out, queryTerm{stem: t, weight: w, origins: origins, group: group})
}

// addLexicon adds the frozen synonyms and the lexicon's entries of the
// task's stems; a named tool's concept stands in only when the store lacks
// the tool's own name.
func (ri *routeIndex) addLexicon(x *expansion, base []string) {
	for _, t := range base {
		for _, syn := range synonymIndex()[t] {
			x.add(syn, synonymDiscount, []string{t}, t)
		}
		reached := false // a synonym of t's reaches the store
		for _, syn := range synonymIndex()[t] {
			reached = reached || ri.df(syn) > 0
		}
		for _, e := range lexiconIndex()[t] {
			if e.kind && reached {
				// A generic word's kind fills a gap the synonyms leave; where
				// they reach the store, its many terms only lift the memories
				// they already found ("library" → package: the pnpm rule).
				continue
			}
			if !e.standIn || ri.df(t) == 0 {
				x.add(e.stem, e.weight, lexOrigins(e, []string{t}), t)
				if (e.standIn || !e.reorder) && !e.kind { // what a named tool is has one sense; a generic word's kind has not
					x.sensed = append(x.sensed, e.stem)
				}
			}
		}
	}
}

// addLanguageNames adds the languages the task names with a sign (C++,
// C#, F#), as the index spells them (languageNames), and those it names
// with one letter in brackets ("[R]", "[C]": letterTags): reorder-only, so that
// among the memories the task's words found, the ones about the task's
// language come first. A language is a scope, not a topic: as evidence it
// made the router answer a C++ title nothing covers ("MINOR: [C++] Remove
// obsolete todo ...", arrow; RETRIEVAL-LOG.md, Scoring).
func (x *expansion) addLanguageNames(q string) {
	for _, t := range languageTerms(q) {
		x.add(t, 1, nil, t)
	}
	for _, t := range letterTags(q) {
		x.add(t, 1, nil, t)
	}
}

// addWordnet adds WordNet's derived forms and synonyms of the task's words,
// looked up by the words as written ("failing" → fail → failure).
func (x *expansion) addWordnet(q string) {
	for _, tok := range tokenize(q) {
		if isStopword(tok) || len(tok) < 3 || strings.ContainsAny(tok, "-_./0123456789") {
			continue
		}
		o := stem(tok)
		for _, e := range wordnetTerms(tok) {
			x.add(e.stem, e.weight, lexOrigins(e, []string{o}), o)
		}
	}
}

// addSplitCompounds: a word the store lacks that is two words it has
// ("filesystem", "toolchains", "testscripts") stands for them: the reverse
// of a compound the store writes as one word ("pay out" → payout).
func (ri *routeIndex) addSplitCompounds(x *expansion, q string) {
	for _, tok := range tokenize(q) {
		a, b, ok := ri.splitCompound(tok)
		if !ok {
			continue
		}
		// Each part is a word of its own, not another way of saying the
		// other: a memory with both matches more of the task.
		x.add(a, decompoundWeight, []string{stem(tok)}, a)
		x.add(b, decompoundWeight, []string{stem(tok)}, b)
	}
}

// addTitlePrefixes: a title prefix's type or scope ("perf(remote):") has
// one sense there.
func (x *expansion) addTitlePrefixes(q string) {
	for _, t := range titlePrefixWords(q) {
		for _, e := range titlePrefixIndex()[t] {
			x.add(e.stem, e.weight, lexOrigins(e, []string{t}), t)
			if !e.reorder {
				x.sensed = append(x.sensed, e.stem)
			}
		}
	}
}

// addImpliedDirection: a direction the task states only with pronouns
// ("they resend it to us", "did customers get our emails") stands for that
// side's words, at the synonym discount and with no origin: it reorders
// memories that name the side but is not evidence that the task is about
// them.
func (x *expansion) addImpliedDirection(ws []string) {
	side := impliedDirection(ws)
	if side < 0 || named(x.out, directionPair) {
		return
	}
	for _, w := range strings.Fields(contrastPairs[directionPair][side]) {
		st := stem(w)
		if _, ok := x.at[st]; !ok {
			x.at[st] = len(x.out)
			x.out = append(x.out, queryTerm{stem: st, weight: synonymDiscount, implied: true, group: st})
		}
	}
}

// named reports whether the task names either side of a contrast pair with
// its own words.
func named(qt []queryTerm, pair int) bool {
	for _, t := range qt {
		if t.weight == 1 && (contains(contrastStems()[pair][0], t.stem) || contains(contrastStems()[pair][1], t.stem)) {
			return true
		}
	}
	return false
}

// addPhrases adds the phrase, compound and acronym terms of a word sequence.
// A phrase, its synonyms and the names it stands for are one group (the
// phrase's key); an acronym is a group of its own.
func (ri *routeIndex) addPhrases(ws []string, add func(string, float64, []string, string)) {
	for i := 0; i+1 < len(ws); i++ {
		for n := 2; n <= 3 && i+n <= len(ws); n++ {
			k := phraseKey(ws[i : i+n])
			origins := contentStems(ws[i : i+n])
			if len(origins) == 0 {
				continue
			}
			// A concept phrase the task writes out ("type check") is
			// already its words; only the names it stands for are added.
			if ri.df(k) > 0 && !conceptOnlyPhrase(k) {
				add(k, 1, origins, k)
			}
			for _, syn := range synonymIndex()[k] {
				add(syn, synonymDiscount, origins, k)
			}
			for _, x := range lexiconIndex()[k] {
				if !x.standIn || ri.df(k) == 0 {
					add(x.stem, x.weight, lexOrigins(x, origins), k)
				}
			}
		}
	}
	// Separable phrasal verbs: "turn the new screen on" is "turn on",
	// "pay them out" is "pay out"; the particle may follow its verb by up to
	// four words.
	for i, p := range ws {
		if !particles()[p] {
			continue
		}
		for j := i - 2; j >= 0 && j >= i-5; j-- {
			if isStopword(ws[j]) {
				continue
			}
			k := phraseKey([]string{ws[j], p})
			origins := []string{stem(ws[j])}
			if ri.df(k) > 0 {
				add(k, 1, origins, k)
			}
			for _, syn := range synonymIndex()[k] {
				add(syn, synonymDiscount, origins, k)
			}
		}
	}
	// Initials run over adjacent content words; only the connectors an
	// expansion itself may contain ("service level of objectives", "bill of
	// materials") are skipped, so "bank sends our dollar" is not "BSD".
	var content []string
	flush := func() {
		for i := range content {
			initials := ""
			for n := 1; n <= 5 && i+n <= len(content); n++ {
				initials += content[i+n-1][:1]
				if n >= 3 && ri.acronyms[initials] && ri.df(initials) > 0 {
					add(initials, acronymWeight, contentStems(content[i:i+n]), initials)
				}
			}
		}
		content = content[:0]
	}
	for _, w := range ws {
		switch {
		case !isStopword(w):
			content = append(content, w)
		case !acronymConnectors()[w]:
			flush()
		}
	}
	flush()
}

// particles complete a phrasal verb ("turn on", "roll back", "set up").
var particles = lazySet("on off up down out in back over again away")

// acronymConnectors are the small words an acronym's expansion may contain
// without taking a letter.
var acronymConnectors = lazySet("of and for the to in on a an")

// contentStems are the stems of the words that are not stopwords.
func contentStems(ws []string) []string {
	var out []string
	for _, w := range ws {
		if !isStopword(w) {
			out = append(out, stem(w))
		}
	}
	return out
}

// decompoundWeight is the weight of each part of a split compound
// (splitCompound): the parts are the task's own letters, so they weigh more
// than a synonym (synonymDiscount) and, as every expansion, less than the
// word itself. 0.7-0.9 give the same figures on every set; 0.6 gains
// nothing and 1.0 costs uv a zero-result case.
const decompoundWeight = 0.8

// minCompoundPart is the shortest part a compound is split into: shorter
// ones ("out" + "age", "pre" + "serve") are prefixes and endings far more
// often than words.
const minCompoundPart = 4

// splitCompound splits a task word the store never uses into two words it
// does ("filesystem" → file, system), returning their stems. Only plain
// lower-case words are split, at the one point where both parts are
// content words the store has; a word with two such points is ambiguous
// and left whole. A word longer than maxTaskWord is no compound: trying
// each split point stems every prefix and suffix, a cost that grows with the
// square of the word (a 30 KB word in a benchmark case, which routableTask
// does not cut, peaked at 730 MB), and routed tasks hold no such word.
func (ri *routeIndex) splitCompound(tok string) (string, string, bool) {
	if len(tok) > maxTaskWord || len(tok) < 2*minCompoundPart || !plainWord(tok) || strings.ContainsAny(tok, "0123456789") ||
		isStopword(tok) || ri.df(stem(tok)) > 0 {
		return "", "", false
	}
	var a, b string
	n := 0
	for i := minCompoundPart; i <= len(tok)-minCompoundPart; i++ {
		x, y := tok[:i], tok[i:]
		if isStopword(x) || isStopword(y) {
			continue
		}
		sx, sy := stem(x), stem(y)
		if commonWords()[sx] || commonWords()[sy] {
			continue
		}
		if ri.df(sx) > 0 && ri.df(sy) > 0 {
			a, b = sx, sy
			n++
		}
	}
	if n != 1 {
		return "", "", false
	}
	return a, b, true
}
