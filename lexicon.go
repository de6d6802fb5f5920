package main

// The router's general lexicon (issue 16 item 3): two embedded tables that
// expand a task's words below the weight of the words themselves.
//
//   - lexicon/wordnet.txt: general English synonyms and derived forms, made
//     from WordNet 3.0 by tools/lexicon/gen.go (its rules are there; the
//     licence is lexicon/LICENSE-wordnet). Nothing in it is chosen by hand.
//   - lexicon/concepts.txt: what common engineering tools and pull-request
//     title prefixes are ("mypy" → type check, "perf" → performance),
//     written from general knowledge.
//
// Both are parsed on first use, not at process start (issue 10).

import (
	_ "embed"
	"strings"
	"sync"
	"unicode/utf8"
)

//go:embed lexicon/wordnet.txt
var wordnetTable string

//go:embed lexicon/concepts.txt
var conceptTable string

var (
	// conceptWeight: a tool's concept ("ruff" → lint) is what the tool is,
	// but the task named the tool, not the concept.
	conceptWeight = 0.5
	// conceptReverseWeight: a concept word ("typing") standing for the
	// tools that are it ("mypy"), as evidence, and only where no memory
	// has the concept word (standIn, as a name's concept stands in only
	// where the store lacks the name): everywhere, it lifted a memory
	// naming one test tool for every task saying "test" (uv MRR without
	// abstention 0.551 → 0.503). As a stand-in (stop 47) it moves only
	// terraform's route up (recall 0.453 → 0.472, MRR 0.493 → 0.535) and
	// polars' ranking (0.383 / 0.308 → 0.404 / 0.315); reorder-only it
	// moves nothing, at 0.3 only terraform (RETRIEVAL-LOG.md, Lexicon).
	conceptReverseWeight = 0.5
	// wordnetDerivedWeight: a derived form ("fail" → failure) is the same
	// idea in another part of speech, one the stemmer cannot reach.
	// wordnetSynonymWeight: a general-English synonym of a word's commonest
	// sense, which in engineering text may not be the sense meant. Both
	// only reorder (wordnetReorderOnly) and both are off until they
	// measure better on every set (RETRIEVAL-LOG.md, Lexicon).
	wordnetDerivedWeight = 0.45
	wordnetSynonymWeight = 0.0
	wordnetReorderOnly   = true
	// conceptNamesReorder: a name's concept reorders but is not evidence.
	// As evidence it made a task naming a tool the store does not cover
	// load a memory about the tool's kind (a holdout's zero-result 0.667 →
	// 0.500); as a reorder it keeps hugo's and aspire's ranking gains.
	conceptNamesReorder  = true
	conceptPrefixReorder = false
	// kindReorder: a generic word's kind ("package" → dependency, package
	// manager, and the tools that are one: [kinds]) is evidence. It stands
	// in only where the store lacks the word and no synonym of the word
	// reaches the store (addLexicon), and it never gives the task one sense
	// (lexTerm.kind): a memory it alone links to the task is not enough to
	// answer (RETRIEVAL-LOG.md, A new user's small store, stop 56).
	kindReorder = false
)

// lexTerm is one expansion of a stem or phrase key.
type lexTerm struct {
	stem   string
	weight float64
	// reorder: the term only reorders memories that matched the task's
	// own words; it is not evidence for abstention (WordNet's general
	// senses may not be the one meant).
	reorder bool
	// standIn: the term stands in for a name only where the store does not
	// use the name itself: a store that names pnpm already finds its pnpm
	// memories by the name, and "package manager" would only add noise.
	standIn bool
	// kind: the term is a generic word's kind ([kinds]). A generic word
	// has several senses ("library" the package, the building), so its kind,
	// unlike a named tool's, does not mark the sense the task means.
	kind bool
}

// lexiconTables are the stem (or phrase key) → expansions index, and the
// phrase keys the concept table's phrases add to the synonym table's.
var lexiconTables = sync.OnceValue(buildLexicon)

type lexiconData struct {
	idx      map[string][]lexTerm // stem or phrase key → expansions
	prefixes map[string][]lexTerm // title-prefix word → expansions
	phrases  map[string]bool      // the concept table's phrase keys
	// concepts are the stems of the concept table's one-word concepts
	// ("testing", "lint", "benchmark"), in either section.
	concepts map[string]bool
}

func lexiconIndex() map[string][]lexTerm { return lexiconTables().idx }

// titlePrefixIndex expands the type and scope of a title prefix ("perf",
// "deps" in "chore(deps):"), words that mean the concept only there.
func titlePrefixIndex() map[string][]lexTerm { return lexiconTables().prefixes }

// conceptPhraseKeys are the keys of the concept table's phrases ("type
// check" → "typecheck"): memories are indexed with them like the synonym
// table's phrases.
func conceptPhraseKeys() map[string]bool { return lexiconTables().phrases }

// engineeringConcepts are the one-word concepts of the lexicon's concept
// table (lexicon/concepts.txt: what a tool or a title prefix is):
// "testing", "lint", "benchmark", "documentation", "release".
func engineeringConcepts() map[string]bool { return lexiconTables().concepts }

func buildLexicon() lexiconData {
	idx := make(map[string][]lexTerm, 256)
	prefixes := map[string][]lexTerm{}
	phrases := map[string]bool{}
	oneWord := map[string]bool{}
	addTo := func(idx map[string][]lexTerm, from, to string, w float64, reorder, standIn, kind bool) {
		if from == "" || to == "" || from == to || w <= 0 {
			return
		}
		ts := idx[from]
		for i := range ts {
			if ts[i].stem == to {
				if w > ts[i].weight {
					ts[i].weight = w
				}
				return
			}
		}
		idx[from] = append(ts, lexTerm{to, w, reorder, standIn, kind})
	}
	key := func(phrase string) string {
		ws := strings.Fields(phrase)
		if len(ws) == 1 {
			return stem(ws[0])
		}
		k := phraseKey(ws)
		phrases[k] = true
		return k
	}
	inPrefixes, inKinds := false, false
	namesOf := map[string][]string{} // a concept's key → the [names] that are it
	for line := range strings.SplitSeq(conceptTable, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		if line[0] == '[' {
			inPrefixes = line == "[title prefixes]"
			inKinds = line == "[kinds]"
			continue
		}
		name, concepts, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		n := key(name)
		for _, c := range strings.Split(concepts, ",") {
			c = strings.TrimSpace(c)
			if c == "" {
				continue
			}
			if k, ok := kindTerm(c, phrases); inKinds && ok {
				for _, to := range append([]string{k}, namesOf[k]...) {
					addTo(idx, n, to, conceptWeight, kindReorder, true, true)
				}
			}
			if inKinds {
				continue
			}
			k := key(c)
			if !strings.Contains(c, " ") {
				oneWord[k] = true
			}
			if inPrefixes {
				addTo(prefixes, n, k, conceptWeight, conceptPrefixReorder, false, false)
				continue
			}
			namesOf[k] = append(namesOf[k], n)
			addTo(idx, n, k, conceptWeight, conceptNamesReorder, true, false)
			// A task saying "typing", in a store that never does, meets a
			// memory naming mypy.
			addTo(idx, k, n, conceptReverseWeight, false, true, false)
		}
	}
	return lexiconData{idx: idx, prefixes: prefixes, phrases: phrases, concepts: oneWord}
}

// kindTerm is the key of a [kinds] concept c. A kind adds no engineering
// concept: its words stay what they were (an everyday "view" or "job" stays
// everyday in a small store's gate; as a concept it answered tasks with no
// answer, stop 55), so it is not key's, and a phrase is one the table has.
func kindTerm(c string, phrases map[string]bool) (string, bool) {
	ws := strings.Fields(c)
	if len(ws) == 1 {
		return stem(c), true
	}
	k := phraseKey(ws)
	return k, phrases[k]
}

// titlePrefixWords are the stems of a task's Conventional Commits style
// type and scope words ("chore(deps)!: bump x" → chore, dep). The prefix
// is a title area (titleArea, route_search.go) whose area is one word: a
// path ("tsdb/wlog:") names a part of the project, not a kind of change.
// A leading bracketed word is the type of a title that has no other
// ("[perf] pool buffers", "[Docs] fix the example"): many projects write
// it that way. Before a prefix of its own ("[ci] docs: …") it is a tag. A
// leading gitmoji is the type of a title that has neither ("📝 Update the
// README": docs; gitmojiType).
func titlePrefixWords(q string) []string {
	q = titleHead(q)
	m := titleArea().FindStringSubmatch(q)
	if m == nil {
		if tag := titleTag().FindStringSubmatch(q); tag != nil {
			return terms(tag[1])
		}
		return terms(gitmojiType(leadingGitmoji().FindString(q)))
	}
	if strings.ContainsFunc(m[1], func(r rune) bool { return (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') }) {
		return nil
	}
	return terms(m[1] + " " + m[2])
}

// titleHead is a title with its type written the way the prefix readers
// (titleArea, titleTag) read it. GitHub titles a revert `Revert "docs: x"`:
// the change is of the kind it reverts, so the quoted title is read (the
// task's words keep "Revert"). A change type before a spaced dash ("Docs -
// x", "Perf – x") or before a colon with no space ("docs:x") is that type's
// prefix, and full-width brackets ("【docs】x", as Chinese titles write
// them) are a bracketed tag. The dash and the bare colon count only after
// a word the lexicon's [title prefixes] know: after any word they are
// prose ("Fix - crash") or a scope operator or URL ("std::vector").
func titleHead(q string) string {
	for {
		m := revertTitle().FindStringSubmatch(q)
		if m == nil {
			break
		}
		q = m[1]
	}
	if rest, ok := strings.CutPrefix(strings.TrimSpace(q), "【"); ok {
		if tag, after, ok := strings.Cut(rest, "】"); ok {
			q = "[" + tag + "] " + after
		}
	}
	if m := loosePrefix().FindStringSubmatch(q); m != nil && isTitlePrefixWord(m[1]) {
		q = m[1] + ": " + m[2]
	}
	return q
}

// revertTitle is GitHub's title for a revert: `Revert "the title"`.
var revertTitle = lazyRegexp(`^\s*[Rr]evert\s+"(.+)"\s*$`)

// loosePrefix is a first word before a spaced dash, or before a colon that
// a space, a slash or another colon does not follow.
var loosePrefix = lazyRegexp(`^\s*([A-Za-z]+)(?:\s+[-–—]\s+|:)([^\s:/].*)$`)

// isTitlePrefixWord reports whether word is a change type or scope of the
// lexicon's [title prefixes] ("docs", "Perf").
func isTitlePrefixWord(word string) bool {
	for _, t := range terms(word) {
		if len(titlePrefixIndex()[t]) > 0 {
			return true
		}
	}
	return false
}

// gitmojiTypes are the change types gitmoji.dev gives its pictures, for
// the types the lexicon's [title prefixes] know: a title whose only type is
// its picture ("📝 Update the README", ":zap: pool buffers") is that kind
// of change. The pictures for a change that says only "a change" (🐛 fix,
// ✨ feature, ♻️ refactor) are left out, as their words are ("fix:" lifted
// the guidance on reporting bugs for every fix title). Written from
// gitmoji.dev's list, not from any evaluation set.
var gitmojiTypes = map[string]string{
	"📝": "docs", ":memo:": "docs",
	"⚡": "perf", ":zap:": "perf",
	"✅": "test", ":white_check_mark:": "test", "🧪": "test", ":test_tube:": "test",
	"👷": "ci", ":construction_worker:": "ci", "💚": "ci", ":green_heart:": "ci",
	"⬆": "deps", ":arrow_up:": "deps", "⬇": "deps", ":arrow_down:": "deps",
	"➕": "deps", ":heavy_plus_sign:": "deps", "➖": "deps", ":heavy_minus_sign:": "deps",
	"📌": "deps", ":pushpin:": "deps",
	"🔒": "security", ":lock:": "security",
	"🔖": "release", ":bookmark:": "release",
	"⏪": "revert", ":rewind:": "revert",
	"🎨": "style", ":art:": "style",
	"📦": "build", ":package:": "build",
}

// gitmojiType is the change type of the first picture in a run of gitmoji
// that has one (gitmojiTypes), or "". titlePrefixWords reads it as the type
// of a title that has no other, at the weight of a prefix's type, not as the
// type's word written in the task: read as "docs: …" written out, it
// answered a task nothing covers on a holdout (RETRIEVAL-LOG.md, stop 50).
func gitmojiType(run string) string {
	for run = strings.TrimSpace(run); run != ""; {
		if run[0] == ':' {
			end := strings.IndexByte(run[1:], ':') + 2
			if end < 2 {
				return ""
			}
			if t, ok := gitmojiTypes[run[:end]]; ok {
				return t
			}
			run = run[end:]
			continue
		}
		r, n := utf8.DecodeRuneInString(run)
		if t, ok := gitmojiTypes[string(r)]; ok {
			return t
		}
		run = run[n:]
	}
	return ""
}

// leadingGitmoji is the run of pictures a title begins with, followed by a
// space: one inside a word or at the end is no type.
var leadingGitmoji = lazyRegexp(`^\s*` + gitmoji + `\s`)

// titleTag is a title's leading bracketed tag when it is one word:
// "[docs]", "[CI]", after a gitmoji too, and with a colon after it
// ("[Docs]: fix the example"); "[pkg/x]" or "[v1.2]" is not.
var titleTag = lazyRegexp(`^\s*(?:` + gitmoji + `\s*)?\[([A-Za-z]+)\]:?\s`)

// conceptOnlyPhrase reports whether a term is a phrase only the concept
// table defines: memories carry it so that a tool's name can reach it, but
// it is not one of the memory's own words for feedback to reorder by.
func conceptOnlyPhrase(t string) bool {
	return conceptPhraseKeys()[t] && !synonymPhraseKeys()[t]
}

// lexOrigins are the query stems an expansion stands for: none for one
// that only reorders, so it never counts as evidence (explainMatch) or
// makes a task word known (abstention).
func lexOrigins(x lexTerm, origins []string) []string {
	if x.reorder {
		return nil
	}
	return origins
}

// wordnetLine finds a WordNet lemma's line ("fail") by binary search over
// the embedded table, which the generator writes sorted: nothing is built
// at all, and a lookup reads a few dozen bytes (issue 10: spawn → first
// answer). It returns the line's synonyms and derived forms, unparsed.
func wordnetLine(word string) (string, bool) {
	tab := wordnetTable
	lo, hi := 0, len(tab) // the answer's line starts in [lo, hi)
	for lo < hi {
		mid := lo + (hi-lo)/2
		start := strings.LastIndexByte(tab[:mid], '\n') + 1
		if start < lo {
			start = lo
		}
		end := strings.IndexByte(tab[start:], '\n')
		if end < 0 {
			end = len(tab) - start
		}
		line := tab[start : start+end]
		head, rest, _ := strings.Cut(line, "\t")
		switch {
		case head == word:
			return rest, true
		case head < word:
			lo = start + end + 1
		default:
			hi = start
		}
	}
	return "", false
}

// wordnetTerms are the WordNet expansions of one word of a task, looked up
// by the word's base forms (lemmaCandidates: "failing" → fail).
func wordnetTerms(word string) []lexTerm {
	if wordnetDerivedWeight <= 0 && wordnetSynonymWeight <= 0 {
		return nil
	}
	var out []lexTerm
	self := stem(word)
	add := func(w string, weight float64) {
		st := stem(w)
		if weight <= 0 || st == self {
			return
		}
		for i := range out {
			if out[i].stem == st {
				out[i].weight = max(out[i].weight, weight)
				return
			}
		}
		out = append(out, lexTerm{stem: st, weight: weight, reorder: wordnetReorderOnly})
	}
	for _, base := range lemmaCandidates(word) {
		rest, ok := wordnetLine(base)
		if !ok {
			continue
		}
		syns, ders, _ := strings.Cut(rest, "\t")
		for _, d := range strings.Fields(ders) {
			add(d, wordnetDerivedWeight)
		}
		for _, sy := range strings.Fields(syns) {
			add(sy, wordnetSynonymWeight)
		}
	}
	return out
}

// lemmaCandidates are the dictionary forms a word may be an inflection of,
// by WordNet's own detachment rules (plural -s/-es/-ies, -ed, -ing, -er,
// -est) and an undoubled final consonant ("running" → run): a lookup key,
// not a stem, so that "deletion" and "deleting" reach "deletion" and
// "delete".
func lemmaCandidates(w string) []string {
	out := []string{w}
	for _, r := range []struct{ suffix, repl string }{
		{"ies", "y"}, {"ses", "s"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"}, {"shes", "sh"},
		{"es", "e"}, {"es", ""}, {"s", ""}, {"ied", "y"}, {"ed", "e"}, {"ed", ""},
		{"ing", "e"}, {"ing", ""}, {"er", ""}, {"er", "e"}, {"est", ""}, {"est", "e"},
	} {
		if !strings.HasSuffix(w, r.suffix) || len(w)-len(r.suffix) < 3 {
			continue
		}
		base := w[:len(w)-len(r.suffix)]
		out = append(out, base+r.repl)
		if r.repl == "" && len(base) > 3 && base[len(base)-1] == base[len(base)-2] {
			out = append(out, base[:len(base)-1]) // "running" → run
		}
	}
	return out
}
