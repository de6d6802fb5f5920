package main

// How the router explains itself to the agent: a routed memory's reason
// and an abstention's sentence, written in the task's own words. The index
// matches stems ("releas", "servic"); a reason that printed them would read
// as a typo, and the agent could not tell which of its words the store knows.

import (
	"fmt"
	"sort"
	"strings"
)

// taskWord is the word a task wrote for a stem, as written, and where it
// first appears.
type taskWord struct {
	word string
	pos  int
}

// taskWords maps each stem of the task to the word it wrote for it, its
// case kept (`MergeSortedNode`, not "mergesortednod"), the first spelling
// where the task writes a stem twice. It reads the task as tokenize does:
// identifiers whole, their segments and their parts.
func taskWords(q string) map[string]taskWord {
	out := map[string]taskWord{}
	add := func(w string) {
		lw := strings.ToLower(w)
		if isStopword(lw) || len(lw) < 2 || len(lw) > 64 {
			return
		}
		if st := stem(lw); out[st].word == "" {
			out[st] = taskWord{word: w, pos: len(out)}
		}
	}
	for _, raw := range strings.FieldsFunc(q, tokenBreak) {
		raw = strings.Trim(raw, "-_./")
		if raw == "" {
			continue
		}
		parts := splitIdentifier(raw)
		if len(parts) > 1 {
			add(raw)
			for _, seg := range strings.FieldsFunc(raw, func(r rune) bool { return strings.ContainsRune("-_./", r) }) {
				if len(splitIdentifier(seg)) > 1 {
					add(seg)
				}
			}
		}
		for _, p := range parts {
			if p != "" {
				add(p)
			}
		}
	}
	return out
}

// inTaskWords returns the task's words for stems, in the order the task
// writes them; a stem the task does not spell (none should reach here)
// stays as it is.
func inTaskWords(stems []string, words map[string]taskWord) []string {
	type w struct {
		text string
		pos  int
	}
	ws := make([]w, 0, len(stems))
	seen := map[string]bool{}
	for _, s := range stems {
		tw, ok := words[s]
		if !ok {
			tw = taskWord{word: s, pos: len(words)}
		}
		if !seen[tw.word] {
			seen[tw.word] = true
			ws = append(ws, w{tw.word, tw.pos})
		}
	}
	sort.SliceStable(ws, func(i, j int) bool { return ws[i].pos < ws[j].pos })
	out := make([]string, len(ws))
	for i, x := range ws {
		out[i] = x.text
	}
	return out
}

// matchedReason is a routed or found memory's reason: the task words it
// matched, directly or through a synonym, phrase or acronym of them.
func matchedReason(matched []string, words map[string]taskWord) string {
	return "matched " + strings.Join(inTaskWords(matched, words), ", ")
}

// unexplainedReason is the abstention's sentence when the closest memory
// matches too little of the task (judge's evidence share): which of the
// task's words it matches, and which the store has never heard of, so the
// agent can tell whether the card is worth loading by id. It is a format
// for the memory's id, as every judge reason is.
func unexplainedReason(c scored, qs queryStats) string {
	var unknownStems []string
	for _, t := range qs.unknownStems {
		if c.credit[t] == 0 { // a word matched at a discount is partly known: the memory has it
			unknownStems = append(unknownStems, t)
		}
	}
	matched, unknown := inTaskWords(c.matched, qs.words), inTaskWords(unknownStems, qs.words)
	if len(matched) == 0 || len(unknown) == 0 {
		return "no memory matched: the closest one (%s) shares only generic words with the task"
	}
	return "no memory matched: the closest one (%s) matches only " + quoteWords(matched, " and ") +
		"; no memory mentions " + quoteWords(unknown, " or ") + ", which is most of the task"
}

// quoteWords lists words quoted, the last after sep ("a", "b" or "c"), at
// most four of them, escaped for the reason's format.
func quoteWords(ws []string, sep string) string {
	const most = 4
	more := len(ws) > most
	if more {
		ws = ws[:most]
	}
	q := make([]string, len(ws))
	for i, w := range ws {
		q[i] = fmt.Sprintf("%q", w)
	}
	s := q[len(q)-1]
	if len(q) > 1 {
		s = strings.Join(q[:len(q)-1], ", ") + sep + s
	}
	if more {
		s = strings.Join(q, ", ") + " …"
	}
	return strings.ReplaceAll(s, "%", "%%")
}
