package main

import (
	"fmt"
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
