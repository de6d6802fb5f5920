package main

import (
	"bytes"
	"os"
	"strings"
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
// the patterns' order), and on a line of ASCII bytes alone (?i) matches
// ASCII letters only, so a line whose lower-case form holds none of a
// pattern's words cannot match it. A line with any other byte runs every
// pattern as before: (?i) folds some letters outside ASCII onto ASCII ones
// (the long s, the Kelvin sign). ENGRAM_NO_CACHE=1 turns it off;
// TestInstructionScanMatchesReference holds it to the reference.

var instrScanOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// instructionKeywords are, for each of instructionPatterns, words one of
// which (lower case) is in every line the pattern matches.
var instructionKeywords = [][]string{
	{"ignore", "disregard", "forget", "override"},
	{"you are", "from now on", "pretend", "act as"},
	{"<", "inst]"},
	{"system", "developer"},
	revealKeywords, // every form of it names a secret (instrreveal.go)
	{"approve", "without", "engram_commit"},
	{"engram"},
}

// instructionSkips reports, for a line, which patterns cannot match it
// (bit i for pattern i); 0 runs them all.
func instructionSkips(line string) uint32 {
	if !instrScanOn {
		return 0
	}
	s, ascii := asciiLower(line)
	if !ascii {
		return 0 // (?i) folds more than ASCII: run every pattern
	}
	var skip uint32
	for i, words := range instructionKeywords {
		if !containsAny(s, words) {
			skip |= 1 << i
		}
	}
	return skip
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
// of its large heap. False means scan (always, ENGRAM_NO_CACHE=1).
func plainTitle(t string) bool {
	var buf [256]byte
	if !instrScanOn || len(t) > len(buf) || !printableASCII(t) {
		return false
	}
	lower := buf[:len(t)]
	for i := 0; i < len(t); i++ {
		c := t[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		lower[i] = c
	}
	for _, words := range instructionKeywords {
		for _, w := range words {
			if bytes.Contains(lower, []byte(w)) {
				return false
			}
		}
	}
	return true
}
