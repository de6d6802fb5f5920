package main

import (
	"iter"
	"os"
	"slices"
	"strings"
	"sync"
)

// Speed-up (stop 55): a memory's document (buildDocumentIn) without the
// garbage its text made.
//
// Reference path: each of a document's four fields made its own term
// count map; terms tokenized the field into a slice (strings.FieldsFunc's
// spans and fields, then a token slice grown by append, a one-part slice
// per plain word) and copied the kept stems into another; words lower-cased
// the whole text and split it with FieldsFunc; findAcronyms split with
// FieldsFunc. Every one of these is dropped as soon as the counts are
// taken. A first load with no prepared cache builds every document at GOGC
// 25 (firstLoadUncached), so at 50,000 memories (genstore.py's store) the
// 1.2 GB this allocated in all cost as much again in collections (mark
// workers 23% of the server's CPU to its first answer).
//
// Here the fields' words are streamed (termSeq, strings.FieldsFuncSeq) and
// a plain word (the common case) is lower-cased without splitting it; one
// count map serves the four fields (appendCounts reads it in any order and
// sorts each field, or sorts its keys under a bound); words of ASCII text
// are cut from the lower-cased text into a slice sized once. The terms,
// words and acronyms are the same, in the same order
// (TestDocTextLeanMatchesReference).
//
// ENGRAM_NO_CACHE=1 takes the reference path (docTextLeanOn).

var docTextLeanOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// termSeq is terms(text), one term at a time.
func termSeq(text string) iter.Seq[string] {
	if !docTextLeanOn {
		return slices.Values(terms(text))
	}
	return func(yield func(string) bool) {
		var buf []string // one raw token's words, reused
		for raw := range strings.FieldsFuncSeq(text, tokenBreak) {
			if isASCII(raw) {
				// appendToken's case of a word splitIdentifier keeps whole.
				if t := strings.Trim(raw, "-_./"); t != "" && plainWord(t) {
					if st, ok := termOf(strings.ToLower(t)); ok && !yield(st) {
						return
					}
					continue
				}
				buf = appendToken(buf[:0], raw)
			} else {
				buf = appendForeign(buf[:0], raw)
			}
			for _, t := range buf {
				if st, ok := termOf(t); ok && !yield(st) {
					return
				}
			}
		}
	}
}

// termCounts is a field's empty count map: tf cleared, or one from the
// pool (nil tf), or a new map on the reference path.
func termCounts(tf map[string]uint32) map[string]uint32 {
	switch {
	case !docTextLeanOn:
		return map[string]uint32{}
	case tf == nil:
		return countMaps.Get().(map[string]uint32)
	}
	clear(tf)
	return tf
}

// releaseCounts gives a document's count map back to the pool, empty,
// unless a field of many distinct words grew it: clearing a map costs its
// capacity, not its length.
func releaseCounts(tf map[string]uint32) {
	if docTextLeanOn && tf != nil && len(tf) <= maxPooledCounts {
		clear(tf)
		countMaps.Put(tf)
	}
}

// countMaps holds empty count maps with room for a field's words.
var countMaps = sync.Pool{New: func() any { return map[string]uint32{} }}

// maxPooledCounts bounds the distinct terms of a map kept in the pool: a
// field of genstore.py's 50,000-memory store has about 100.
const maxPooledCounts = 1024

// wordsLean is words(text) for ASCII text: an ASCII letter or digit is
// what unicode.IsLetter or IsDigit accepts below utf8.RuneSelf, and
// lower-casing ASCII keeps every byte's class and place.
func wordsLean(text string) []string {
	low := strings.ToLower(text)
	n, in := 0, false
	for i := 0; i < len(low); i++ {
		w := asciiAlnum(low[i])
		if w && !in {
			n++
		}
		in = w
	}
	out, start := make([]string, 0, n), -1
	for i := 0; i < len(low); i++ {
		switch w := asciiAlnum(low[i]); {
		case w && start < 0:
			start = i
		case !w && start >= 0:
			out, start = append(out, low[start:i]), -1
		}
	}
	if start >= 0 {
		out = append(out, low[start:])
	}
	return out
}

// asciiAlnum reports whether an ASCII byte is a letter or a digit.
func asciiAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// acronymFields is strings.FieldsFunc(text, f) as a sequence: the same
// fields without the slices on the lean path.
func acronymFields(text string, f func(rune) bool) iter.Seq[string] {
	if !docTextLeanOn {
		return slices.Values(strings.FieldsFunc(text, f))
	}
	return strings.FieldsFuncSeq(text, f)
}
