package main

// How the router explains itself to the agent: a routed memory's reason
// and an abstention's sentence, written in the task's own words. The index
// matches stems ("releas", "servic"); a reason that printed them would read
// as a typo, and the agent could not tell which of its words the store knows.

import (
	"fmt"
	"slices"
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
	ws := make([]taskWord, 0, len(stems))
	for _, s := range stems {
		tw, ok := words[s]
		if !ok {
			tw = taskWord{word: s, pos: len(words)}
		}
		if !slices.ContainsFunc(ws, func(x taskWord) bool { return x.word == tw.word }) {
			ws = append(ws, tw)
		}
	}
	slices.SortStableFunc(ws, func(a, b taskWord) int { return a.pos - b.pos })
	out := make([]string, len(ws))
	for i, x := range ws {
		out[i] = x.word
	}
	return out
}

// matchedReason is a routed or found memory's reason: the task words it
// matched, directly or through a synonym, phrase or acronym of them.
func matchedReason(matched []string, words map[string]taskWord) string {
	return "matched " + strings.Join(inTaskWords(matched, words), ", ")
}

// shownReasons gives each memory a route answers with (its entries, at
// most its limit) its reason: memberReason, which is matchedReason unless
// a word matched only through an expansion. Only these: answerMembers
// keeps every member that passes, dozens at 10,000 memories, and none of
// the others' reasons is read. Given to every member (and built again to
// tell which to replace), matchedReason was ~5 % of an answering
// engram_load's CPU there in a profile, and memberReason (which reads the
// memory's words: 90b10c3, stop 59) a quarter. A session start's
// memories and a prerequisite ("prerequisite of …") keep their own.
func shownReasons(entries []scored, qs queryStats) {
	for i := range entries {
		if e := entries[i]; len(e.matched) > 0 && e.reason == "" {
			entries[i].reason = memberReason(e, qs.expanded, qs.words)
		}
	}
}

// memberReason is a routed or found memory's reason: matchedReason, where
// a task word reached the memory only through another way of saying it,
// followed by the memory's own word in brackets ("matched update, deps (as
// module)"). "deps" reached a memory about a standard-library module
// through the group that joins dependency, package and module, and the
// reason said the memory matched "deps": the agent could not tell that the
// memory never mentions a dependency (stop 59). qt is the expansion the
// search scored.
func memberReason(s scored, qt []queryTerm, words map[string]taskWord) string {
	via := answeredAs(s, qt)
	if via == nil {
		return matchedReason(s.matched, words)
	}
	type word struct {
		text, as string
		pos      int
	}
	ws := make([]word, 0, len(s.matched))
	for _, o := range s.matched {
		tw, ok := words[o]
		if !ok {
			tw = taskWord{word: o, pos: len(words)}
		}
		if !slices.ContainsFunc(ws, func(x word) bool { return x.text == tw.word }) {
			ws = append(ws, word{tw.word, via[o], tw.pos})
		}
	}
	slices.SortStableFunc(ws, func(a, b word) int { return a.pos - b.pos })
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = w.text
		// Two task words one memory word answered (a phrase's synonym:
		// "try again" as retry) name it once, after the second.
		if w.as != "" && (i+1 == len(ws) || ws[i+1].as != w.as) {
			parts[i] += " (as " + w.as + ")"
		}
	}
	return "matched " + strings.Join(parts, ", ")
}

// answeredAs maps each task stem s matched only through an expansion (its
// credit below the task word's own weight) to the memory's word that
// answered it: the best-weighted term standing for the stem that the
// memory has, as the memory writes it. nil when there is none.
func answeredAs(s scored, qt []queryTerm) map[string]string {
	var via map[string]string
	for _, o := range s.matched {
		if s.credit[o] >= 1 {
			continue // the memory has the task's word, or a phrase of its words
		}
		best := -1
		for i, t := range qt {
			if t.stem == o || !slices.Contains(t.origins, o) || (best >= 0 && t.weight <= qt[best].weight) {
				continue
			}
			if s.en.document().has(t.stem) {
				best = i
			}
		}
		if best < 0 {
			continue
		}
		if w := memoryWordFor(s.en.mem, qt[best].stem); w != "" && stem(strings.ToLower(w)) != o {
			if via == nil {
				via = map[string]string{}
			}
			via[o] = w
		}
	}
	return via
}

// relatedWord is the pair behind "shares only a related word": the
// memory's word and the task's word it stood for (` ("packages" for
// "deps")`), escaped for the reason's format; "" when the memory's word
// cannot be told (it came from a section the reason does not read).
func relatedWord(c scored, qs queryStats) string {
	if len(c.matched) != 1 {
		return ""
	}
	o := c.matched[0]
	as := answeredAs(c, qs.expanded)[o]
	if as == "" {
		return ""
	}
	task := inTaskWords([]string{o}, qs.words)[0]
	return strings.ReplaceAll(fmt.Sprintf(" (%q for %q)", as, task), "%", "%%")
}

// memoryWordFor is the word (or words, for a phrase term) of m's id, title,
// tags or content whose stem, or phrase key, is st, as the memory writes
// it; "" when none is (the term came from the memory's other sections).
// Only the words that begin with st's first letter are stemmed: it runs on
// the few memories a load answers with.
func memoryWordFor(m *memory, st string) string {
	if st == "" {
		return ""
	}
	texts := []string{m.id(), m.title, strings.Join(m.tags(), " ")}
	for pass := 0; pass < 2; pass++ {
		if pass == 1 {
			texts = append(texts[:0], m.contentLines()...)
		}
		for _, text := range texts {
			if w := textWordFor(text, st); w != "" {
				return w
			}
		}
	}
	return ""
}

// textWordFor is memoryWordFor's search in one text: a word (an identifier's
// part too) whose stem is st, or two or three adjacent words whose phrase
// key is st.
func textWordFor(text, st string) string {
	var prev []string
	for _, raw := range strings.FieldsFunc(text, tokenBreak) {
		raw = strings.Trim(raw, "-_./")
		if raw == "" {
			continue
		}
		for _, p := range splitIdentifier(raw) {
			if p == "" {
				continue
			}
			lp := strings.ToLower(p)
			if lp[0] == st[0] && stem(lp) == st {
				return p
			}
			prev = append(prev, p)
			if len(prev) > 3 {
				prev = prev[1:]
			}
			for n := 2; n <= len(prev); n++ {
				// As for a word, a phrase whose first word begins with
				// another letter than st is not stemmed.
				ph := prev[len(prev)-n:]
				if first := strings.ToLower(ph[0]); first[0] == st[0] && phraseKey(lowerAll(ph)) == st {
					return strings.Join(ph, " ")
				}
			}
		}
	}
	return ""
}

// lowerAll is ws lower-cased.
func lowerAll(ws []string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = strings.ToLower(w)
	}
	return out
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
