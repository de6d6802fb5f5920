package main

import "strings"

// This file is the part of the English Snowball stemmer ("Porter2") the
// router uses: a word's regions and its short-syllable test, for shortWord
// (text.go). The router does not stem with the whole algorithm: measured on
// every set, it lifts the ranking but costs zero-result on eight, because
// the abstention's constants were set with text.go's word families
// (RETRIEVAL-LOG.md, Terms). The whole stemmer, which a re-set of the
// abstention would start from, is in porter2_test.go, where
// TestPorter2Vocabulary checks it, and these parts through it, on the
// algorithm's own test vocabulary.

func p2Vowel(c byte) bool {
	return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || c == 'y'
}

// markY writes a y that acts as a consonant (at the start, or after a
// vowel) as Y, which is not a vowel.
func markY(b []byte) {
	for i, c := range b {
		if c == 'y' && (i == 0 || p2Vowel(b[i-1])) {
			b[i] = 'Y'
		}
	}
}

// porter2Regions: R1 starts after the first consonant that follows a
// vowel (or after gener-, commun-, arsen-), R2 the same way within R1.
func porter2Regions(b []byte) (int, int) {
	after := func(from int) int {
		for i := from; i+1 < len(b); i++ {
			if p2Vowel(b[i]) && !p2Vowel(b[i+1]) {
				return i + 2
			}
		}
		return len(b)
	}
	p1 := -1
	for _, pre := range []string{"gener", "commun", "arsen"} {
		if strings.HasPrefix(string(b), pre) {
			p1 = len(pre)
		}
	}
	if p1 < 0 {
		p1 = after(0)
	}
	return p1, after(p1)
}

// shortSyllable reports whether b ends in a short syllable: consonant,
// vowel, consonant other than w, x or Y; or a vowel and a consonant that
// are the whole word.
func shortSyllable(b []byte) bool {
	n := len(b)
	if n == 2 {
		return p2Vowel(b[0]) && !p2Vowel(b[1])
	}
	return n >= 3 && !p2Vowel(b[n-3]) && p2Vowel(b[n-2]) && !p2Vowel(b[n-1]) && !strings.ContainsRune("wxY", rune(b[n-1]))
}
