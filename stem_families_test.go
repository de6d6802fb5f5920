package main

import "testing"

// TestStemFamilies: a verb's nouns of what it gives or holds meet the verb
// and its inflections (lexicon/families.txt, made from WordNet); nouns that
// only look derived, and the act nouns the table leaves out on purpose
// (RETRIEVAL.md, Terms), keep stems of their own.
func TestStemFamilies(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		meet bool
	}{
		{"configuration", "configure", true},
		{"configurations", "configured", true},
		{"information", "inform", true},
		{"information", "informed", true},
		{"definition", "define", true},
		{"definitions", "defining", true},
		{"reference", "refer", true},
		{"referenced", "referring", true},
		{"performance", "perform", true},
		{"compilation", "compile", true},
		{"existence", "exists", true},
		{"discussion", "discussed", true},
		{"suggestion", "suggest", true},
		{"recommendation", "recommended", true},
		{"interpretation", "interpret", true},
		{"expectation", "expected", true},
		{"limitation", "limits", true},
		// Already one stem before the families: they must stay so.
		{"validation", "validate", true},
		{"migration", "migrating", true},
		{"notification", "notify", true},
		// Not a verb's noun in WordNet, or another meaning.
		{"section", "sect", false},
		{"commission", "commit", false},
		{"production", "product", false},
		{"production", "produce", false},
		{"creature", "create", false},
		{"television", "tell", false},
		// Act nouns: measured and left out (they join common task verbs
		// to the nouns memories use in passing).
		{"failure", "fail", false},
		{"implementation", "implement", false},
		{"approval", "approve", false},
		{"addition", "add", false},
	} {
		if got := stem(tc.a) == stem(tc.b); got != tc.meet {
			t.Errorf("stem(%q) = %q, stem(%q) = %q: meet %v, want %v", tc.a, stem(tc.a), tc.b, stem(tc.b), got, tc.meet)
		}
	}
}

// TestFamilyStemsResolve: no verb stem of the table is itself a noun stem
// that maps on, so familyStem's one lookup reaches the verb.
func TestFamilyStemsResolve(t *testing.T) {
	m := familyStems()
	if len(m) < 100 {
		t.Fatalf("familyStems has %d stems; lexicon/families.txt not embedded?", len(m))
	}
	for n, v := range m {
		if w, ok := m[v]; ok {
			t.Errorf("%q → %q → %q: a chain", n, v, w)
		}
	}
}
