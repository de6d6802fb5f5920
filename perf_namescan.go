package main

import (
	"bytes"
	"os"
)

// Speed-up (issue 20): the later commit's search of the index for the new
// file's name, anchored on the name's rarest byte.
//
// Reference path: bytes.Contains of the file's base name in each piece of
// the index (appendPatch, splice.go). Every base name starts with its type
// ("rule-", "skill-", "knowledge-"), and those bytes are everywhere in an
// index, so the search stopped at nearly every entry to compare: ~6 ms of
// CPU per commit at 10,000 memories of genstore.py's store (12 MB), more
// than half of appendPatch and a third of the later commit.
//
// A nameFinder looks for the one byte of the name that is rarest in a
// sample of the text (the index's first piece) with bytes.IndexByte, which
// skips the bytes between in vector steps, and compares the whole name only
// around each hit. It answers what bytes.Contains answers, for any text and
// any sample (the sample only chooses the byte); TestNameFinderMatchesContains
// holds it to that. ENGRAM_NO_CACHE=1 turns it off (the index splice is off
// then too).

var nameScanOn = os.Getenv("ENGRAM_NO_CACHE") == ""

type nameFinder struct {
	name   []byte
	anchor int // offset in name of the byte searched for
}

// newNameFinder chooses the byte of name least frequent in sample (the
// last such byte on a tie: a name's end is its most particular part).
func newNameFinder(name, sample []byte) nameFinder {
	f := nameFinder{name: name}
	if !nameScanOn || len(name) < 2 {
		return f
	}
	var freq [256]int
	for _, c := range sample {
		freq[c]++
	}
	for i := range name {
		if freq[name[i]] <= freq[name[f.anchor]] {
			f.anchor = i
		}
	}
	return f
}

// in reports whether text contains the name: bytes.Contains(text, name).
func (f nameFinder) in(text []byte) bool {
	if !nameScanOn || len(f.name) < 2 {
		return bytes.Contains(text, f.name)
	}
	c, a, n := f.name[f.anchor], f.anchor, len(f.name)
	for i := a; i <= len(text)-(n-a); {
		k := bytes.IndexByte(text[i:len(text)-(n-a-1)], c)
		if k < 0 {
			return false
		}
		i += k
		if bytes.Equal(text[i-a:i-a+n], f.name) {
			return true
		}
		i++
	}
	return false
}
