package main

import (
	"os"
	"strings"
)

// Speed-up (issue 20): a cheap test before each instruction pattern.
//
// Reference path: findInstructions runs every pattern of
// instructionPatterns (candidates.go) on every line. engram_load checks
// each memory it renders, so at 10,000 memories of a few KB those regular
// expressions were most of a load's time.
//
// Each pattern can only match a line that contains certain words or
// characters (a regular expression with (?i) folds ASCII letters only to
// ASCII letters and, for k and s, to the Kelvin sign and the long s, which
// an ASCII line cannot hold). So an ASCII line without any of a pattern's
// words cannot match it and the expression is skipped; any line with a
// byte above 0x7f runs every expression, as before. FuzzInstructionPrefilter
// holds the two paths to the same findings. ENGRAM_NO_CACHE=1 turns it off.

// instructionWords are, per pattern of instructionPatterns and in the same
// order, the lower-case strings of which a matching line holds at least one.
var instructionWords = [][]string{
	{"ignore", "disregard", "forget", "override"},
	{"you are", "from now on", "pretend", "act as"},
	{"<", "["},
	{"system", "developer"},
	{"reveal", "print", "send", "exfiltrate", "leak", "upload"},
	{"approve", "without", "engram_commit"},
}

// prefilterInstructions: read once, since findInstructions has no env.
var prefilterInstructions = os.Getenv("ENGRAM_NO_CACHE") == ""

// instructionLine is what the prefilter looks at: the ASCII-lowered line,
// or ok false when the line is not ASCII (every pattern must then run).
func instructionLine(line string) (lower string, ok bool) {
	if !prefilterInstructions {
		return "", false
	}
	for i := 0; i < len(line); i++ {
		if line[i] >= 0x80 {
			return "", false
		}
	}
	return strings.ToLower(line), true
}

// mayMatchInstruction reports whether pattern k could match a line whose
// ASCII-lowered text is lower.
func mayMatchInstruction(k int, lower string) bool {
	if k >= len(instructionWords) {
		return true
	}
	for _, w := range instructionWords[k] {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}
