package main

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"unicode"
)

// TestPhraseBoundStudy is stop 43's study (RETRIEVAL-LOG.md, "Stop 43
// (rec43)"): for every task of the sets named in ENGRAM_PHRASE_SETS (folders
// holding cases.json and store/), the best memory's literally matched stems
// and which of them the memory writes only inside one of its own phrases
// that the task does not complete (phraseBound), counted by whether the task
// has an answer and whether the route answers it. Each task is printed too
// unless ENGRAM_PHRASE_QUIET is set: set it for the holdouts, whose cases
// are never read. It runs only when asked.
func TestPhraseBoundStudy(t *testing.T) {
	sets := os.Getenv("ENGRAM_PHRASE_SETS")
	if sets == "" {
		t.Skip("set ENGRAM_PHRASE_SETS")
	}
	counts := map[string]*phraseTally{}
	forEachStudyCase(t, sets, func(v *storeView, set string, c benchCase) {
		phraseStudyCase(v, set, c, counts)
	})
	for _, k := range []string{"answer, right best", "answer, other best", "none"} {
		if tl := counts[k]; tl != nil {
			fmt.Printf("COUNT %s: tasks %d, a bound stem %d (occurring twice or more: %d; store-wide: %d; every literal match bound: %d); "+
				"answered %d, of them with a bound stem %d (twice or more: %d; store-wide: %d; every literal match bound: %d)\n",
				k, tl.tasks[0], tl.tasks[1], tl.tasks[2], tl.tasks[3], tl.tasks[4],
				tl.answered[0], tl.answered[1], tl.answered[2], tl.answered[3], tl.answered[4])
		}
	}
}

// phraseTally counts tasks (and, apart, the answered ones): all, with a
// bound stem, one occurring at least twice, one bound store-wide, every
// literal match bound.
type phraseTally struct{ tasks, answered [5]int }

// phraseStudyCase routes one case, finds its best memory's bound stems and
// adds the case to counts under its class.
func phraseStudyCase(v *storeView, set string, c benchCase, counts map[string]*phraseTally) {
	class := classifyTask(c.Query)
	if class.kind == "session-start" {
		return
	}
	ranked, _ := v.ri.rank(c.Query, class)
	if len(ranked) == 0 {
		return
	}
	best := ranked[0]
	for _, r := range ranked {
		if r.base > best.base {
			best = r
		}
	}
	kind := "none"
	if len(c.Expect) > 0 {
		kind = "answer, other best"
		if contains(c.Expect, best.en.mem.id()) {
			kind = "answer, right best"
		}
	}
	answered := len(routeTask(v.s, v.ri, c.Query, v.s.cfg.loadLimit).entries) > 0
	var lit []string
	for s, w := range best.credit {
		if w >= 1 && best.en.document().has(s) {
			lit = append(lit, s)
		}
	}
	sort.Strings(lit)
	task := map[string]bool{}
	for _, s := range terms(c.Query) {
		task[s] = true
	}
	bound, occ := phraseBound(phraseRuns(best.en.mem), lit, task)
	var has [5]bool
	has[0] = true
	has[1] = len(bound) > 0
	has[4] = len(lit) > 0 && len(bound) == len(lit)
	var desc []string
	for _, s := range lit {
		if w, ok := bound[s]; ok {
			desc = append(desc, fmt.Sprintf("%s~%s(%d)", s, w, occ[s]))
			has[2] = has[2] || occ[s] >= 2
			has[3] = has[3] || storeBound(v.ri, s, task)
		}
	}
	tl := counts[kind]
	if tl == nil {
		tl = &phraseTally{}
		counts[kind] = tl
	}
	for i, h := range has {
		if h {
			tl.tasks[i]++
			if answered {
				tl.answered[i]++
			}
		}
	}
	if os.Getenv("ENGRAM_PHRASE_QUIET") == "" {
		fmt.Printf("STUDY %s\t%s\t%s\tanswered=%v\tbest=%s\tlit=%v\tbound=%v\t%q\n", set, c.ID, kind, answered, best.en.mem.id(), lit, desc, c.Query)
	}
}

// TestPhraseBound: a word the memory writes only inside one of its phrases
// is bound when the task lacks the phrase's other word ("unit" of "unit
// tests" for "size rounding at unit boundaries"), and not when the task
// completes the phrase, when the memory also writes the word elsewhere, or
// across a clause's end.
func TestPhraseBound(t *testing.T) {
	m := newText(nil, "## Content\n\n- Prefer integration tests over unit tests.\n- Exit codes are a contract: exit code 2 is a usage error.\n- The branch is cut weekly; name the branch after the release.\n")
	m.parseBody()
	m.title = "Testing and exit codes"
	runs := phraseRuns(m)
	task := func(q string) map[string]bool {
		out := map[string]bool{}
		for _, s := range terms(q) {
			out[s] = true
		}
		return out
	}
	unit, exit, branch := stem("unit"), stem("exit"), stem("branch")
	b, occ := phraseBound(runs, []string{unit, exit, branch}, task("Fix size rounding at unit boundaries and exit the screen on a new branch"))
	if b[unit] != stem("tests") || b[exit] != stem("code") || occ[exit] != 3 {
		t.Errorf("bound %v, occurrences %v: want unit~test, exit~code (three times)", b, occ)
	}
	if _, ok := b[branch]; ok {
		t.Errorf("branch is written next to different words (cut, name, release) but is bound: %v", b)
	}
	if b, _ := phraseBound(runs, []string{unit, exit}, task("add unit tests for the exit code of the CLI")); len(b) != 0 {
		t.Errorf("a task that completes the phrases binds %v", b)
	}
	if b, _ := phraseBound([][]string{{unit}, {stem("tests")}}, []string{unit}, task("unit boundaries")); len(b) != 0 {
		t.Errorf("words across a clause's end are not a phrase: %v", b)
	}
}

// phraseRuns is a memory's indexed text (the fields buildDocument indexes)
// as runs of content stems: stopwords are skipped, and a run breaks at
// clause punctuation, between fields and between tags, where two words are
// not one phrase.
func phraseRuns(m *memory) [][]string {
	var runs [][]string
	add := func(text string) {
		for _, seg := range strings.FieldsFunc(text, phraseBreak) {
			var run []string
			for _, raw := range strings.FieldsFunc(seg, func(r rune) bool {
				return !(unicode.IsLetter(r) || unicode.IsDigit(r))
			}) {
				for _, p := range splitIdentifier(raw) {
					p = strings.ToLower(p)
					if len(p) < 2 || isStopword(p) {
						continue
					}
					run = append(run, stem(p))
				}
			}
			if len(run) > 0 {
				runs = append(runs, run)
			}
		}
	}
	add(strings.ReplaceAll(m.id(), "-", " "))
	add(m.title)
	for _, t := range m.tags() {
		if !strings.HasPrefix(t, "task_type:") {
			add(t)
		}
	}
	for _, t := range m.fmList("triggers") {
		add(t)
	}
	p := m.parts()
	for _, line := range p.content {
		add(line)
	}
	for _, s := range p.sections {
		if s.heading != "Content" && s.heading != "Rule Variants" {
			add(s.text)
		}
	}
	add(m.fmStr("objective"))
	return runs
}

// phraseBreak is punctuation that ends a phrase: two words on either side of
// it are not read together.
func phraseBreak(r rune) bool {
	return r == '\n' || strings.ContainsRune(".,;:!?()[]{}\"|", r)
}

// phraseBound returns, for each stem of stems that the memory writes only
// next to one same content word the task does not have (every occurrence
// has that word immediately before or after it, stopwords skipped; when
// several are, the task has none of them), that word; occurrences counts
// each stem's occurrences in the runs. A stem the runs never hold (a phrase
// key, a whole identifier) is not bound.
func phraseBound(runs [][]string, stems []string, task map[string]bool) (bound map[string]string, occurrences map[string]int) {
	bound, occurrences = map[string]string{}, map[string]int{}
	for _, s := range stems {
		var common map[string]bool
		n := 0
		for _, run := range runs {
			for i, w := range run {
				if w != s {
					continue
				}
				n++
				near := map[string]bool{}
				if i > 0 && run[i-1] != s {
					near[run[i-1]] = true
				}
				if i+1 < len(run) && run[i+1] != s {
					near[run[i+1]] = true
				}
				if common == nil {
					common = near
					continue
				}
				for w := range common {
					if !near[w] {
						delete(common, w)
					}
				}
			}
		}
		occurrences[s] = n
		// A task that has one of the phrase's words completes it: the same
		// sense.
		completes, first := false, ""
		for w := range common {
			completes = completes || task[w]
			if first == "" || w < first {
				first = w
			}
		}
		if first != "" && !completes {
			bound[s] = first
		}
	}
	return bound, occurrences
}

// storeBound: every memory of the store that holds s (at most 16) writes it
// only next to one same word the task lacks, at least twice in all: a fixed
// phrase of the store's (stop 43's S3).
func storeBound(ri *routeIndex, s string, task map[string]bool) bool {
	_, ps := ri.termPostings(s)
	if len(ps) > 16 {
		return false
	}
	var runs [][]string
	for _, p := range ps {
		runs = append(runs, phraseRuns(ri.docs[ri.doc(p)].mem)...)
	}
	bound, occ := phraseBound(runs, []string{s}, task)
	_, ok := bound[s]
	return ok && occ[s] >= 2
}
