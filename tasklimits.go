package main

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxTaskWord bounds one run of letters and digits in a task that the
// router reads. A longer run is no word a memory holds (a hash, a base64
// blob, a pasted binary), and the router's cost grows with its square:
// splitting a word into two known words (splitCompound, route_query.go)
// stems every prefix and suffix of it, and the stem memo keeps each one.
// Measured on a two-memory store before this bound: one 40 KB word took
// 4.0 s and 843 MB, one 100 KB word 21 s and 5.1 GB, and a 4 MB one (a
// single tools/call line) never ended.
const maxTaskWord = 256

// maxTaskBytes bounds the part of a task the router reads: its first 16
// KB, about 2,500 words. Every word costs the router a few microseconds to
// a few hundred (a long word is split at each place, as above), so without
// a bound one 4 MB tools/call line held a core for minutes (1 MB of
// 64-letter words: 38 s). Routing stops being about the task long before
// 2,500 words, and no evaluation set's task comes near.
const maxTaskBytes = 16 << 10

// routableTask is the first maxTaskBytes of q, cut after a word, with
// every run of letters and digits longer than maxTaskWord replaced by a
// space. Shorter runs, and so every word of every evaluation set, are kept
// as they are: a short task without a long run is returned unchanged,
// without a copy.
func routableTask(q string) string {
	if len(q) > maxTaskBytes {
		cut := maxTaskBytes
		for cut > 0 && !utf8.RuneStart(q[cut]) {
			cut--
		}
		if sp := strings.LastIndexAny(q[:cut], " \t\n"); sp > cut-maxTaskWord {
			cut = sp
		}
		q = q[:cut]
	}
	runs := longRuns(q)
	if runs == nil {
		return q
	}
	var b strings.Builder
	at := 0
	for _, r := range runs {
		b.WriteString(q[at:r[0]])
		b.WriteByte(' ')
		at = r[1]
	}
	b.WriteString(q[at:])
	return b.String()
}

// longRuns lists the [start, end) byte ranges of q's runs of letters and
// digits longer than maxTaskWord.
func longRuns(q string) [][2]int {
	if len(q) <= maxTaskWord {
		return nil
	}
	var out [][2]int
	start := -1
	for i, r := range q {
		// A CJK character ends a run: Chinese and Japanese write a
		// sentence with no spaces (95 characters of one Japanese sentence
		// are 285 bytes), and their runs are read as bigrams, never split
		// as compounds (text_cjk.go). Such a sentence was dropped, and the
		// task was empty: a session start.
		word := (unicode.IsLetter(r) || unicode.IsDigit(r)) && cjkScript(r) == 0
		switch {
		case word && start < 0:
			start = i
		case !word && start >= 0:
			if i-start > maxTaskWord {
				out = append(out, [2]int{start, i})
			}
			start = -1
		}
	}
	if start >= 0 && len(q)-start > maxTaskWord {
		out = append(out, [2]int{start, len(q)})
	}
	return out
}
