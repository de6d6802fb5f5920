package main

import (
	"strings"
	"sync"
)

// A title's language tag (RETRIEVAL.md, "Abstention"). Projects that label
// each pull request by component write the language as a bracketed tag:
// `GH-123: [Python] …`, `MINOR: [R] …`. The tag says where the change is,
// not what it is about: in guidance that covers several languages, "python"
// is in the memories about releases, CI and packaging as much as in the ones
// about Python, and as evidence it let a tagged title nothing covers answer
// with whichever memory mentions Python in passing. As the index's signed and
// one-letter names already are (addLanguageNames: "[C++]", "[R]" reorder
// only), a language in a leading bracket tag is scope for the abstention:
// neither information nor evidence, except for a memory about that language
// (its title or tags name it), which the tag does point to. The ranking is
// unchanged. A language as a title's area or scope (`python: …`,
// `fix(python): …`) stays evidence: counted as scope too it cost a holdout
// 0.046 recall@5 (RETRIEVAL-LOG.md, Abstention, stop 60).

// programmingLanguages are the stems of common programming languages' names
// as a title writes them, from general knowledge (written before measuring).
var programmingLanguages = sync.OnceValue(func() map[string]bool {
	return stemSet(`python rust go golang java javascript typescript js ts ruby c cpp csharp kotlin swift
scala php r julia lua zig ocaml haskell elixir erlang dart nim perl`)
})

// bracketTag is one bracketed tag of a title's leading run (`[CI]`).
var bracketTag = lazyRegexp(`\[([^\]]*)\]`)

// tagLanguages are the programming languages among the leading bracket tags
// of the title q (`[CI][Python]`, `[R]`).
func tagLanguages(q string) []string {
	var out []string
	for _, m := range bracketTag().FindAllStringSubmatch(leadingTagRun(q), -1) {
		tag := strings.ToLower(strings.TrimSpace(m[1]))
		words := terms(tag)
		if len(tag) == 1 {
			words = []string{tag} // [R], [C]: one letter, which terms drops
		}
		for _, w := range words {
			if programmingLanguages()[w] && !contains(out, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// tagScope is the title q's tagged languages (tagLanguages), neither
// information nor unknown, and those the store has, each with its IDF: the
// evidence a memory not about the language does not count (scopeEvidence).
func (ri *routeIndex) tagScope(q string) (map[string]bool, []stemWeight) {
	langs := tagLanguages(q)
	if langs == nil {
		return nil, nil
	}
	scoped := map[string]bool{}
	var scope []stemWeight
	for _, t := range langs {
		scoped[t] = true
		if ri.df(t) > 0 {
			scope = append(scope, stemWeight{t, ri.idf(t)})
		}
	}
	return scoped, scope
}

// scopeEvidence is the part of c's evidence that the title's tagged
// languages carry when c is not about that language: what the abstention
// does not count (judge, coveredEvidence).
func (qs queryStats) scopeEvidence(c scored) float64 {
	e := 0.0
	for _, sw := range qs.scope {
		if w := c.credit[sw.stem]; w > 0 {
			d := c.en.document()
			if d.count(fieldTitle, sw.stem)+d.count(fieldTags, sw.stem) == 0 {
				e += w * sw.w
			}
		}
	}
	return e
}
