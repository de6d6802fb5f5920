package main

import (
	"fmt"
	"strings"
	"testing"
)

// TestStemMemoMatchesStemWord: the memo (perf_stemmemo.go) gives the stem
// stemWord gives, for every word of the Snowball vocabulary and for words
// with digits, case and joiners, asked once (filling the memo) and again
// (read from it); and it stays within its bound when a long-lived server is
// fed more distinct words than it holds.
func TestStemMemoMatchesStemWord(t *testing.T) {
	vocabulary, _ := snowballVocabulary(t)
	words := append([]string{"s3", "pci", "OAuth2", "deploying", "re-deployed", "k8s", "migrations", ""}, vocabulary...)
	for pass := 0; pass < 2; pass++ {
		for _, w := range words {
			if got, want := stemMemoized(w), stemWord(w); got != want {
				t.Fatalf("pass %d: stemMemoized(%q) = %q, stemWord gives %q", pass, w, got, want)
			}
		}
	}
	for i := 0; i <= maxStemMemo; i++ {
		stemMemoized(fmt.Sprintf("zzword%dings", i))
	}
	stemMemo.RLock()
	n := len(stemMemo.m)
	stemMemo.RUnlock()
	if n > maxStemMemo {
		t.Errorf("the memo holds %d stems, more than its bound %d", n, maxStemMemo)
	}
	if got, want := stemMemoized("unmemoizedwordings"), stemWord("unmemoizedwordings"); got != want {
		t.Errorf("with the memo full: %q, want %q", got, want)
	}
}

// TestStemMemoSkipsLongWords: the memo is bounded by entries, so a word
// past 64 is stemmed but not kept (a memory's 256 KB blob was
// kept, cloned, for the process's life); one at the bound still is. The
// memo is made to have room first: it is a cache, and an entry dropped is
// only stemmed again.
func TestStemMemoSkipsLongWords(t *testing.T) {
	if !stemMemoOn {
		t.Skip("the memo is off (ENGRAM_NO_CACHE=1)")
	}
	stemMemo.Lock()
	for k := range stemMemo.m {
		if len(stemMemo.m) < maxStemMemo-4 {
			break
		}
		delete(stemMemo.m, k)
	}
	stemMemo.Unlock()
	edge := strings.Repeat("q", maxMemoWord-3) + "ing"
	long := strings.Repeat("z", 4<<10) + "ings"
	for _, w := range []string{edge, long} {
		if got, want := stemMemoized(w), stemWord(w); got != want {
			t.Fatalf("stemMemoized(%.20q…) = %.20q…, stemWord gives %.20q…", w, got, want)
		}
	}
	stemMemo.RLock()
	_, keptEdge := stemMemo.m[edge]
	_, keptLong := stemMemo.m[long]
	stemMemo.RUnlock()
	if !keptEdge || keptLong {
		t.Errorf("kept a %d-byte word: %v, a %d-byte word: %v; want true, false", len(edge), keptEdge, len(long), keptLong)
	}
}
