package main

import (
	"os"
	"strings"
	"sync"
)

// Speed-up (issue 20): what the verdict derives from each memory's
// content, kept between saves and commits.
//
// Reference path: statementVerdict (statement.go) lower-cases and joins
// every memory's content for each candidate it judges, to find the few
// that share two of the candidate's word stems, and parses those few into
// statements once per store. At 10,000 memories that is ~5 MB of garbage
// per save and again per commit (deferReason judges the candidate a second
// time), and every commit makes a new store, whose statements start empty.
//
// Both are functions of the memory's content, which is fixed by its file's
// bytes, so they are kept by the file's sha256 (entry.sum): the map is
// cleared whenever it holds more than twice the memories of the store
// asking, so it cannot grow past the store it serves. Entries without a
// sum take the reference path. ENGRAM_NO_CACHE=1 turns it off;
// TestVerdictTextMatchesReference holds it to the reference.

var verdictCacheOn = os.Getenv("ENGRAM_NO_CACHE") == ""

type verdictFacts struct {
	text string     // strings.ToLower(strings.Join(content, " "))
	stmt *statement // statementOf's parse, once asked for
}

var verdictCache struct {
	sync.Mutex
	bySum map[string]*verdictFacts
}

// verdictFactsOf returns the kept facts of en, nil on the reference path.
func verdictFactsOf(s *store, en *entry) *verdictFacts {
	if !verdictCacheOn || en.sum == "" {
		return nil
	}
	verdictCache.Lock()
	defer verdictCache.Unlock()
	if f := verdictCache.bySum[en.sum]; f != nil {
		return f
	}
	if verdictCache.bySum == nil || len(verdictCache.bySum) > 2*len(s.entries)+64 {
		verdictCache.bySum = make(map[string]*verdictFacts, len(s.entries))
	}
	f := &verdictFacts{text: verdictTextOf(en.mem)} // perf_textless.go
	verdictCache.bySum[en.sum] = f
	return f
}

// verdictText is strings.ToLower(strings.Join(en.mem.contentLines(), " ")).
func verdictText(s *store, en *entry) string {
	if en.mem.disk != nil {
		return en.mem.vtext // kept by the textless memory (perf_textless.go)
	}
	if f := verdictFactsOf(s, en); f != nil {
		return f.text
	}
	return strings.ToLower(strings.Join(en.mem.contentLines(), " "))
}

// keptStatement is parse(), a function of en's content only, computed once
// per content. The caller holds verdictIndexMu (statement.go).
func keptStatement(s *store, en *entry, parse func() *statement) *statement {
	f := verdictFactsOf(s, en)
	if f == nil {
		return parse()
	}
	if f.stmt == nil {
		f.stmt = parse()
	}
	return f.stmt
}
