package main

// A verb's regular nouns meet the verb (issue 16 item 3): "configuration"
// and "configure", "information" and "inform", "definition" and "define",
// "reference" and "refer". The light stemmer (lightStem) strips inflections
// and a few Latin endings, so such a noun kept a stem of its own
// ("configurat", "informat") that a task and a memory using the other form
// never shared.
//
// Which nouns are a verb's is not decided here nor by hand:
// lexicon/families.txt is made from WordNet 3.0 by
// `go run tools/lexicon/gen.go -families` (its rule is there: a "+" pointer
// between frequent senses of a noun and a verb, the noun spelled as the verb
// plus a nominal suffix, and the noun naming what the verb gives or holds
// rather than the act; licence lexicon/LICENSE-wordnet). "section" and
// "sect", "commission" and "commit", "production" and "product" are no such
// pairs, so they stay apart.

import (
	_ "embed"
	"strings"
	"sync"
)

//go:embed lexicon/families.txt
var familyTable string

// familyStems maps the light stem of a noun of the table to the light stem
// of its verb, where the two differ. It is built on first use (issue 10).
var familyStems = sync.OnceValue(func() map[string]string {
	m := make(map[string]string, 256)
	for line := range strings.SplitSeq(familyTable, "\n") {
		noun, verb, ok := strings.Cut(line, "\t")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		n, v := lightStem(noun), lightStem(verb)
		if _, seen := m[n]; !seen && n != v {
			m[n] = v
		}
	}
	return m
})

// familyStem is a light stem's family stem: its verb's when it is the stem
// of a verb's noun, else itself. One lookup is enough: no verb's stem in
// the table is also a noun's that maps on (TestFamilyStemsResolve).
func familyStem(st string) string {
	if v, ok := familyStems()[st]; ok {
		return v
	}
	return st
}
