package main

import (
	"os"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Speed-up: the instruction scan skips a pattern on a line that cannot
// match it.
//
// Reference path: findInstructions (candidates.go) runs each of the seven
// case-insensitive patterns of instructionPatterns over every line. verify
// and doctor scan every memory file so (memoryInstructions): at 10,000
// genstore.py memories that was 2.7 s of verify's 3.7 s of CPU, nearly all
// in the regexp backtracker on lines that hold none of the patterns' words.
//
// Every pattern needs one of a few literal words (instructionKeywords, in
// the patterns' order), so a line in which (?i) finds none of a pattern's
// words cannot match it. (?i) folds two letters outside ASCII onto ASCII
// ones (the long s, the Kelvin sign), which keywordScan reads as s and k.
// ENGRAM_NO_CACHE=1 turns it off; TestInstructionScanMatchesReference
// holds it to the reference, TestKeywordSkips the skips to a regexp of
// each keyword.

var instrScanOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// instructionKeywords are, for each of instructionPatterns, words one of
// which (lower case) is in every line the pattern matches.
var instructionKeywords = [][]string{
	{"ignore", "disregard", "forget", "override"},
	{"you are", "from now on", "pretend", "act as"},
	{"<", "inst]"},
	{"system", "developer"},
	revealKeywords, // every form of it names a secret (instrreveal.go)
	{"approve", "without", "engram_commit", "lgtm", "to merge"},
	{"engram"},
}

// instructionSkips reports, for a line, which patterns cannot match it
// (bit i for pattern i); 0 runs them all. It reads the line once
// (keywordScan): looking for each of the thirty-odd keywords in turn was
// a third of BenchmarkInstructionScan/skips at stop 62.
func instructionSkips(line string) uint32 {
	if !instrScanOn {
		return 0
	}
	return keywordTable().skips(line)
}

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// plainTitle reports, without allocating, that a title cannot be flagged:
// printable ASCII (no hidden character) holding none of the patterns'
// words (instructionKeywords). list asks it of every title: the scans'
// allocations cost list of 10,000 memories 0.2 s of CPU, through the GC
// of its large heap. False means scan (always, ENGRAM_NO_CACHE=1, and for
// a title of more than 256 bytes, as before stop 63).
func plainTitle(t string) bool {
	return instrScanOn && len(t) <= 256 && printableASCII(t) && keywordTable().skips(t) == keywordTable().all
}

// keywordScan is instructionKeywords as a table: for each pair of bytes
// (lower case) the keywords that open with it, so one pass over a line
// finds every keyword in it.
//
// A line with bytes outside ASCII is read as (?i) reads it: a letter
// that folds onto an ASCII letter (the long s, the Kelvin sign) stands
// for that letter, and every other character for itself, which no ASCII
// keyword holds. Such lines ran every pattern before stop 63; a pattern
// with a keyword outside ASCII still runs on them all (nonASCII).
type keywordScan struct {
	single   [256]uint32    // the patterns with this one-byte keyword
	pair     [1 << 16]uint8 // 1 + the group of keywords opening with these two bytes
	groups   [][]keyword
	all      uint32 // a bit for every pattern
	nonASCII uint32 // patterns with a keyword outside ASCII
	folds    map[rune]byte
}

type keyword struct {
	word string
	bits uint32
}

var keywordTable = sync.OnceValue(func() *keywordScan {
	k := &keywordScan{folds: map[rune]byte{}}
	for c := 'a'; c <= 'z'; c++ {
		for r := unicode.SimpleFold(c); r != c; r = unicode.SimpleFold(r) {
			if r >= utf8.RuneSelf {
				k.folds[r] = byte(c)
			}
		}
	}
	for i, words := range instructionKeywords {
		k.all |= 1 << i
		for _, w := range words {
			if w != strings.ToLower(w) || w == "" {
				panic("instruction keyword not in lower case: " + w)
			}
			if !printableASCII(w) {
				k.nonASCII |= 1 << i
			}
			if len(w) == 1 {
				k.single[w[0]] |= 1 << i
				continue
			}
			key := uint16(w[0])<<8 | uint16(w[1])
			if k.pair[key] == 0 {
				k.groups = append(k.groups, nil)
				k.pair[key] = uint8(len(k.groups))
			}
			g := k.pair[key] - 1
			k.groups[g] = append(k.groups[g], keyword{w, 1 << i})
		}
	}
	if len(k.groups) > 255 {
		panic("too many instruction keyword pairs")
	}
	return k
})

// skips is instructionSkips' answer: the patterns none of whose keywords
// the line holds.
func (k *keywordScan) skips(line string) uint32 {
	s, ascii := line, true
	for i := 0; i < len(line) && ascii; i++ {
		if line[i] >= utf8.RuneSelf {
			s, ascii = k.fold(line), false
		}
	}
	var found uint32
	for i := 0; i < len(s) && found != k.all; i++ {
		c := lowerASCII(s[i])
		found |= k.single[c]
		if i+1 == len(s) {
			break
		}
		g := k.pair[uint16(c)<<8|uint16(lowerASCII(s[i+1]))]
		if g == 0 {
			continue
		}
		for _, w := range k.groups[g-1] {
			if found&w.bits == 0 && hasLowerPrefix(s[i:], w.word) {
				found |= w.bits
			}
		}
	}
	skip := k.all &^ found
	if !ascii {
		skip &^= k.nonASCII
	}
	return skip
}

// fold is line with each letter that (?i) folds onto an ASCII letter
// written as that letter.
func (k *keywordScan) fold(line string) string {
	b := make([]byte, 0, len(line))
	for _, r := range line {
		if c, ok := k.folds[r]; ok {
			b = append(b, c)
		} else {
			b = utf8.AppendRune(b, r)
		}
	}
	return string(b)
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// hasLowerPrefix reports whether s opens with w (lower case) in any case
// of ASCII letters.
func hasLowerPrefix(s, w string) bool {
	if len(s) < len(w) {
		return false
	}
	for j := 0; j < len(w); j++ {
		if lowerASCII(s[j]) != w[j] {
			return false
		}
	}
	return true
}
