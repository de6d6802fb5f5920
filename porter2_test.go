package main

import (
	"bufio"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPorter2Vocabulary checks porter2 on the Snowball project's own test
// vocabulary for English (snowball-data, english/voc.txt and output.txt at
// 77541c3, October 2023: 42,603 words and their stems, licence in
// testdata/porter2/LICENSE). A stemmer that differs from the published
// algorithm on any of them is not Porter2.
func TestPorter2Vocabulary(t *testing.T) {
	t.Parallel()
	words, stems := snowballVocabulary(t)
	bad := 0
	for i, word := range words {
		if got := porter2(word); got != stems[i] {
			if bad++; bad <= 20 {
				t.Errorf("porter2(%q) = %q, want %q", word, got, stems[i])
			}
		}
	}
	if len(words) != 42603 || bad > 0 {
		t.Errorf("%d words, %d wrong", len(words), bad)
	}
}

// snowballVocabulary is the Snowball project's English test vocabulary
// (testdata/porter2): each word and its Porter2 stem.
func snowballVocabulary(t *testing.T) (words, stems []string) {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "porter2", "vocabulary.txt.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(zr)
	for sc.Scan() {
		word, stem, ok := strings.Cut(sc.Text(), " ")
		if !ok {
			t.Fatalf("line %d: %q is not \"word stem\"", len(words)+1, sc.Text())
		}
		words, stems = append(words, word), append(stems, stem)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return words, stems
}

// porter2 is the English Snowball stemmer ("Porter2"), written from its
// published description (snowballstem.org, algorithms/english) as it stood
// in October 2023, with that year's undoubling change ("added", "ebbed",
// "offing" keep their double letter). Every suffix is removed by one rule,
// in one region of the word, so "document", "documented" and
// "documentation" all meet at "document". Only the tests run it; the
// binary has the parts the router uses (porter2.go).
//
// It expects a lower-case word; bytes that are not ASCII letters are
// consonants to it, so a word with other letters keeps valid UTF-8.
func porter2(word string) string {
	if w, ok := porter2Exceptions[word]; ok {
		return w
	}
	if len(word) < 3 {
		return word
	}
	b := []byte(strings.TrimPrefix(word, "'"))
	markY(b)
	p := porter2Word{b: b}
	p.p1, p.p2 = porter2Regions(b)
	p.step1a()
	if !porter2Invariant[string(p.b)] {
		p.step1b()
		p.step1c()
		p.step2()
		p.step3()
		p.step4()
		p.step5()
	}
	for i, c := range p.b {
		if c == 'Y' {
			p.b[i] = 'y'
		}
	}
	return string(p.b)
}

// porter2Exceptions are the description's whole-word exceptions, looked up
// before any step.
var porter2Exceptions = map[string]string{
	"skis": "ski", "skies": "sky", "dying": "die", "lying": "lie", "tying": "tie",
	"idly": "idl", "gently": "gentl", "ugly": "ugli", "early": "earli", "only": "onli", "singly": "singl",
	"sky": "sky", "news": "news", "howe": "howe", "atlas": "atlas", "cosmos": "cosmos", "bias": "bias", "andes": "andes",
}

// porter2Invariant are the words left as they are after step 1a.
var porter2Invariant = map[string]bool{
	"inning": true, "outing": true, "canning": true, "herring": true,
	"earring": true, "proceed": true, "exceed": true, "succeed": true,
}

// porter2Word is a word being stemmed: its letters, and where its regions
// R1 and R2 start (len(b) or more when a region is empty).
type porter2Word struct {
	b      []byte
	p1, p2 int
}

func (p *porter2Word) has(s string) bool { return strings.HasSuffix(string(p.b), s) }

// replace swaps the suffix of length n for s.
func (p *porter2Word) replace(n int, s string) { p.b = append(p.b[:len(p.b)-n], s...) }

// longest is the longest of the suffixes the word ends with, or "".
func (p *porter2Word) longest(suffixes []string) string {
	best := ""
	for _, s := range suffixes {
		if len(s) > len(best) && p.has(s) {
			best = s
		}
	}
	return best
}

// inR1 and inR2 report whether a suffix of length n lies in the region.
func (p *porter2Word) inR1(n int) bool { return len(p.b)-n >= p.p1 }
func (p *porter2Word) inR2(n int) bool { return len(p.b)-n >= p.p2 }

func hasVowelBytes(b []byte) bool {
	for _, c := range b {
		if p2Vowel(c) {
			return true
		}
	}
	return false
}

// step1a removes the possessive and the plural.
func (p *porter2Word) step1a() {
	if s := p.longest([]string{"'s'", "'s", "'"}); s != "" {
		p.replace(len(s), "")
	}
	switch s := p.longest([]string{"sses", "ied", "ies", "us", "ss", "s"}); s {
	case "sses":
		p.replace(4, "ss")
	case "ied", "ies":
		if len(p.b) > 4 {
			p.replace(3, "i")
		} else {
			p.replace(3, "ie")
		}
	case "s":
		if len(p.b) > 2 && hasVowelBytes(p.b[:len(p.b)-2]) {
			p.replace(1, "")
		}
	}
}

// step1b removes -ed and -ing (and -eed in R1), then repairs the end: a
// lost e comes back (hoping → hope), a doubled consonant is undone.
func (p *porter2Word) step1b() {
	s := p.longest([]string{"eed", "eedly", "ed", "edly", "ing", "ingly"})
	switch s {
	case "":
		return
	case "eed", "eedly":
		if p.inR1(len(s)) {
			p.replace(len(s), "ee")
		}
		return
	}
	if !hasVowelBytes(p.b[:len(p.b)-len(s)]) {
		return
	}
	p.replace(len(s), "")
	n := len(p.b)
	switch {
	case p.has("at") || p.has("bl") || p.has("iz"):
		p.b = append(p.b, 'e')
	case n >= 2 && p.b[n-1] == p.b[n-2] && strings.IndexByte("bdfgmnprt", p.b[n-1]) >= 0:
		if n != 3 || strings.IndexByte("aeo", p.b[0]) < 0 {
			p.b = p.b[:n-1]
		}
	case n == p.p1 && shortSyllable(p.b):
		p.b = append(p.b, 'e')
	}
}

// step1c turns a final y after a consonant (not the first letter) into i.
func (p *porter2Word) step1c() {
	n := len(p.b)
	if n > 2 && (p.b[n-1] == 'y' || p.b[n-1] == 'Y') && !p2Vowel(p.b[n-2]) {
		p.b[n-1] = 'i'
	}
}

var porter2Step2 = map[string]string{
	"tional": "tion", "enci": "ence", "anci": "ance", "abli": "able", "entli": "ent",
	"izer": "ize", "ization": "ize", "ational": "ate", "ation": "ate", "ator": "ate",
	"alism": "al", "aliti": "al", "alli": "al", "fulness": "ful", "ousli": "ous", "ousness": "ous",
	"iveness": "ive", "iviti": "ive", "biliti": "ble", "bli": "ble", "ogi": "og", "fulli": "ful",
	"lessli": "less", "li": "",
}

var porter2Step3 = map[string]string{
	"tional": "tion", "ational": "ate", "alize": "al", "icate": "ic", "iciti": "ic",
	"ical": "ic", "ful": "", "ness": "", "ative": "",
}

var porter2Step4 = []string{
	"al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent",
	"ism", "ate", "iti", "ous", "ive", "ize", "ion",
}

// suffixTable lists a table's suffixes once, for longest.
func suffixTable(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for s := range m {
		out = append(out, s)
	}
	return out
}

var porter2Step2Suffixes, porter2Step3Suffixes = suffixTable(porter2Step2), suffixTable(porter2Step3)

// step2 maps derivational suffixes in R1 to a shorter one.
func (p *porter2Word) step2() {
	s := p.longest(porter2Step2Suffixes)
	if s == "" || !p.inR1(len(s)) {
		return
	}
	before := p.b[:len(p.b)-len(s)]
	switch {
	case s == "ogi" && (len(before) == 0 || before[len(before)-1] != 'l'):
		return
	case s == "li" && (len(before) == 0 || strings.IndexByte("cdeghkmnrt", before[len(before)-1]) < 0):
		return
	}
	p.replace(len(s), porter2Step2[s])
}

// step3 maps or removes further suffixes in R1 (-ative only in R2).
func (p *porter2Word) step3() {
	s := p.longest(porter2Step3Suffixes)
	if s == "" || !p.inR1(len(s)) || (s == "ative" && !p.inR2(len(s))) {
		return
	}
	p.replace(len(s), porter2Step3[s])
}

// step4 removes a suffix in R2 (-ion only after s or t).
func (p *porter2Word) step4() {
	s := p.longest(porter2Step4)
	if s == "" || !p.inR2(len(s)) {
		return
	}
	if s == "ion" {
		n := len(p.b) - 3
		if n == 0 || (p.b[n-1] != 's' && p.b[n-1] != 't') {
			return
		}
	}
	p.replace(len(s), "")
}

// step5 removes a final e (in R2, or in R1 after no short syllable) and
// undoes a final double l in R2.
func (p *porter2Word) step5() {
	n := len(p.b)
	switch {
	case p.has("e") && (p.inR2(1) || (p.inR1(1) && !shortSyllable(p.b[:n-1]))):
		p.b = p.b[:n-1]
	case p.has("l") && p.inR2(1) && n >= 2 && p.b[n-2] == 'l':
		p.b = p.b[:n-1]
	}
}
