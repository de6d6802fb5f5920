package main

import (
	"bytes"
	"math/rand"
	"testing"
)

// TestNameFinderMatchesContains: the anchored search answers what
// bytes.Contains answers, for names found at the start, the end, across
// near misses and nowhere, whatever sample chose the anchor byte.
func TestNameFinderMatchesContains(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	alpha := []byte("ab-.xrule")
	word := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = alpha[rng.Intn(len(alpha))]
		}
		return b
	}
	found := 0
	for round := 0; round < 20000; round++ {
		name := word(1 + rng.Intn(6))
		text := word(rng.Intn(40))
		if rng.Intn(3) == 0 {
			at := rng.Intn(len(text) + 1)
			text = append(append(append([]byte{}, text[:at]...), name...), text[at:]...)
		}
		if rng.Intn(4) == 0 && len(name) > 1 {
			text = append(text, name[:len(name)-1]...) // a near miss at the end
		}
		samples := [][]byte{nil, text, word(rng.Intn(20)), name}
		want := bytes.Contains(text, name)
		if want {
			found++
		}
		for _, sample := range samples {
			if got := newNameFinder(name, sample).in(text); got != want {
				t.Fatalf("round %d: name %q in %q (sample %q): got %v, want %v", round, name, text, sample, got, want)
			}
		}
	}
	if found < 5000 {
		t.Fatalf("only %d of the rounds had the name: the test does not exercise hits", found)
	}
}
