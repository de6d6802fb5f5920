package main

import (
	"os"
	"strings"
	"sync"
)

// Speed-up (issue 20): each memory's lower-cased content, kept between
// saves.
//
// Reference path: statementVerdict (statement.go) lower-cases and joins
// every memory's content for each candidate it judges, to find the few
// that share two of the candidate's word stems. At 10,000 memories that is
// ~5 MB of garbage per save and again per commit (deferReason judges the
// candidate a second time), which the server's memory bound then collects.
//
// A memory's content is fixed by its file's bytes, so the lower-cased text
// is kept by the file's sha256 (entry.sum) for as long as some memory has
// it: the map is cleared whenever it holds more than twice the memories of
// the store asking, so it cannot grow past the store it serves. Entries
// without a sum (none today) take the reference path. ENGRAM_NO_CACHE=1
// turns it off; TestVerdictTextMatchesReference holds it to the reference.

var verdictCacheOn = os.Getenv("ENGRAM_NO_CACHE") == ""

var verdictTexts struct {
	sync.Mutex
	bySum map[string]string
}

// verdictText is strings.ToLower(strings.Join(en.mem.content, " ")).
func verdictText(s *store, en *entry) string {
	if !verdictCacheOn || en.sum == "" {
		return strings.ToLower(strings.Join(en.mem.content, " "))
	}
	verdictTexts.Lock()
	defer verdictTexts.Unlock()
	if t, ok := verdictTexts.bySum[en.sum]; ok {
		return t
	}
	if verdictTexts.bySum == nil || len(verdictTexts.bySum) > 2*len(s.entries)+64 {
		verdictTexts.bySum = make(map[string]string, len(s.entries))
	}
	t := strings.ToLower(strings.Join(en.mem.content, " "))
	verdictTexts.bySum[en.sum] = t
	return t
}
