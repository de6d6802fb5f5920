package main

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestGapStudy is stop 47's study of the covered tasks whose expected
// memories are none of them a candidate (rec47, RETRIEVAL-LOG.md, Lexicon):
// for every such task of the sets named in ENGRAM_GAP_SETS it prints the
// task, its expanded terms, and each expected memory with what the two
// share after stemming (content stems with their document frequency, the
// expansion's terms, stopwords) and the memory's text, for classifying the
// gap by hand. ENGRAM_GAP_QUIET prints only the counts (for holdouts).
// Runs only when asked.
func TestGapStudy(t *testing.T) {
	sets := os.Getenv("ENGRAM_GAP_SETS")
	if sets == "" {
		t.Skip("set ENGRAM_GAP_SETS")
	}
	quiet := os.Getenv("ENGRAM_GAP_QUIET") != ""
	// Two weights to count what a table would reach: ENGRAM_GAP_REVERSE
	// the reverse concept's (0 before stop 47), ENGRAM_GAP_WNSYN WordNet's
	// synonyms' (0 on main). Set before the lexicon is first built: only
	// this test runs when asked.
	if w, err := strconv.ParseFloat(os.Getenv("ENGRAM_GAP_REVERSE"), 64); err == nil {
		conceptReverseWeight = w
	}
	if w, err := strconv.ParseFloat(os.Getenv("ENGRAM_GAP_WNSYN"), 64); err == nil {
		wordnetSynonymWeight = w
	}
	count := map[string]int{}
	forEachStudyCase(t, sets, func(v *storeView, set string, c benchCase) {
		if len(c.Expect) == 0 || classifyTask(c.Query).kind == "session-start" {
			return
		}
		count["covered"]++
		order := rankOnly(v.ri, c.Query)
		if slices.ContainsFunc(order, func(s scored) bool { return contains(c.Expect, s.en.mem.id()) }) {
			return
		}
		count["none"]++
		shares := gapShares(v.ri, c)
		count["shares "+shares]++
		if !quiet {
			fmt.Printf("SHARE %s %s %s\n", set, c.ID, shares)
			printGap(v.ri, set, c, len(order))
		}
	})
	for _, k := range slices.Sorted(mapKeys(count)) {
		fmt.Printf("COUNT %s %d\n", k, count[k])
	}
}

// gapShares says what the task and its first expected memory share after
// stemming: a content stem, only stopwords, or nothing.
func gapShares(ri *routeIndex, c benchCase) string {
	en := ri.entryByID(c.Expect[0])
	if en == nil {
		return "hidden"
	}
	d := en.document()
	for _, s := range terms(c.Query) {
		if d.has(s) {
			return "a content stem"
		}
	}
	mt := map[string]bool{}
	for _, tok := range tokenize(gapText(en)) {
		mt[tok] = true
	}
	for _, tok := range tokenize(c.Query) {
		if isStopword(tok) && mt[tok] {
			return "only stopwords"
		}
	}
	return "nothing"
}

// gapText is a memory's indexed text: id, title, tags, triggers, sections.
func gapText(en *entry) string {
	m := en.mem
	p := m.parts()
	var b strings.Builder
	b.WriteString(strings.ReplaceAll(m.id(), "-", " ") + "\n" + m.title + "\n")
	b.WriteString(strings.Join(m.tags(), " ") + " " + strings.Join(m.fmList("triggers"), " ") + "\n")
	b.WriteString(strings.Join(p.content, "\n") + "\n")
	for _, s := range p.sections {
		if s.heading != "Content" && s.heading != "Rule Variants" {
			b.WriteString(s.text + "\n")
		}
	}
	return b.String()
}

func printGap(ri *routeIndex, set string, c benchCase, cands int) {
	qt := ri.expandQuery(c.Query)
	var exp []string
	for _, q := range qt {
		if ri.df(q.stem) > 0 {
			exp = append(exp, fmt.Sprintf("%s:%.2f(%d)", q.stem, q.weight, ri.df(q.stem)))
		}
	}
	fmt.Printf("GAP %s %s %q cands=%d n=%d\n  terms %v\n  in store %v\n", set, c.ID, c.Query, cands, len(ri.docs), terms(c.Query), exp)
	for _, id := range c.Expect {
		en := ri.entryByID(id)
		if en == nil {
			fmt.Printf("  E %s (hidden)\n", id)
			continue
		}
		d := en.document()
		var shared []string
		for _, q := range qt {
			if d.has(q.stem) {
				shared = append(shared, fmt.Sprintf("%s:%.2f(%d)", q.stem, q.weight, ri.df(q.stem)))
			}
		}
		text := strings.Join(strings.Fields(gapText(en)), " ")
		if len(text) > 700 {
			text = text[:700]
		}
		fmt.Printf("  E %s shared %v\n    %s\n", id, shared, text)
	}
}
