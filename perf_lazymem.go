package main

import (
	"os"
	"strings"
)

// Speed-up (issue 20): a memory read from a file keeps its text, not its
// parse.
//
// Reference path: parseMemoryText builds each memory's front matter map
// (a dozen or more keys), its sections, content bullets and rule variants.
// The server holds every memory of the store, so at 10,000 memories on
// genstore.py's store those maps and slices were ~15 MB of the view's
// ~57 MB live (the resident memory bar is 48 MB), and building them was
// most of a new process's first load after the prepared cache is read.
//
// A memory read from a file is never changed afterwards (an update or an
// archive builds a new memory), and everything parsed from it is a
// function of its text, which the view holds anyway (its strings are
// substrings of it). So parseMemoryText checks the front matter exactly as
// the reference does (same errors, same lines), records the facts every
// rebuild and write reads and the title, and keeps the front matter text;
// front(), contentLines(), sectionList() and variantMap() derive the rest
// on each use, from the same text with the same code. The values that
// ranking and visibility read for many memories per call (role, tags,
// triggers, depends_on, confidence, objective) are kept raw in the facts,
// so no hot path parses. ENGRAM_NO_CACHE=1 turns it off (every memory then
// keeps its parse, as before); TestLazyMemoryMatchesParse holds the two to
// each other over every memory file in testdata and the fuzz corpus.

var lazyMemOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// hotKeys are the front matter keys kept raw in a lazy memory's facts.
var hotKeys = [...]string{"role", "tags", "triggers", "depends_on", "confidence", "objective"}

// lazyMemory is parseMemoryText's result on this path.
func lazyMemory(head, body string) (*memory, error) {
	var f [numFacts]string
	err := scanFrontMatter(head, func(k, v string) {
		switch k {
		case "id":
			f[factIDAt] = v
		case "type":
			f[factKindAt] = v
		case "tier":
			f[factTierAt] = v
		case "lifecycle":
			f[factLifecycleAt] = v
		case "ignored":
			f[factIgnoredAt] = v
		case "superseded_by":
			f[factSupersededByAt] = v
		case "valid_until":
			f[factValidUntilAt] = v
		default:
			for i, h := range hotKeys {
				if k == h {
					f[factHotAt+i] = v
				}
			}
		}
	})
	if err != nil {
		return nil, err
	}
	// The facts hold what fm.str gives: unquoted.
	for i := range factHotAt {
		f[i] = unquoteScalar(f[i])
	}
	return &memory{memoryText: &memoryText{head: head, body: body}, lazy: true, title: bodyTitle(body), facts: packFacts(&f)}, nil
}

// bodyTitle is the title parseBody finds: the first "# " line with text
// before any "## " section.
func bodyTitle(body string) string {
	for rest := body; rest != ""; {
		line := rest
		if j := strings.IndexByte(rest, '\n'); j >= 0 {
			line, rest = rest[:j], rest[j+1:]
		} else {
			rest = ""
		}
		switch {
		case strings.HasPrefix(line, "## "):
			return ""
		case strings.HasPrefix(line, "# "):
			if t := strings.TrimSpace(line[2:]); t != "" {
				return t
			}
		}
	}
	return ""
}

// front is the memory's front matter. A lazy memory's is parsed anew on
// each call: change it only on a memory built in code.
func (m *memory) front() frontMatter {
	if !m.lazy {
		return m.fm
	}
	head, _ := m.texts() // perf_textless.go
	fm := make(frontMatter, 16)
	scanFrontMatter(head, func(k, v string) { fm[k] = v }) // checked when read
	return fm
}

// parts is m with its body's parts derived (a lazy memory's, anew).
func (m *memory) parts() *memory {
	if !m.lazy {
		return m
	}
	_, body := m.texts() // perf_textless.go
	p := newText(nil, body)
	p.parseBody()
	return p
}

func (m *memory) contentLines() []string        { return m.parts().content }
func (m *memory) sectionList() []bodySection    { return m.parts().sections }
func (m *memory) variantMap() map[string]string { return m.parts().variants }

// fmRaw is m.front()[key], from the facts for a hot key.
func (m *memory) fmRaw(key string) string {
	if m.lazy {
		for i, h := range hotKeys {
			if key == h {
				return m.facts.value(factHotAt + i)
			}
		}
	}
	return m.front()[key]
}

// fmStr is m.front().str(key), from the facts where they hold the key
// (perf_facts.go); fmList is m.front().list(key).
func (m *memory) fmStr(key string) string {
	if v, ok := m.facts.fact(key); ok {
		return v
	}
	return unquoteScalar(m.fmRaw(key))
}

func (m *memory) fmList(key string) []string { return listValue(m.fmRaw(key)) }
