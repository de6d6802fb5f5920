package main

import (
	"fmt"
	"io"
	"math/rand"
	"reflect"
	"strings"
	"testing"
)

// TestCompoundsFastMatchPlain: the compound table built with englishWord
// asked last (perf_compounds.go) is the reference one, list by list in the
// same order, over a store whose memories glue words of the Snowball
// vocabulary into compounds and command verbs onto objects, beside the
// parts alone; and commandTailFast answers as commandTail for every word
// of the vocabulary, glued to each command verb or not.
func TestCompoundsFastMatchPlain(t *testing.T) {
	t.Parallel()
	vocabulary, _ := snowballVocabulary(t)
	for _, w := range vocabulary {
		for _, x := range append([]string{w, strings.ToUpper(w[:1]) + w[1:]}, prefixed(w)...) {
			if got, want := commandTailFast(x), commandTail(x); got != want {
				t.Fatalf("commandTailFast(%q) = %q, commandTail gives %q", x, got, want)
			}
		}
	}
	ws := gluedCompoundStore(t, vocabulary)
	e := newEnv(nil, io.Discard, io.Discard)
	e.getenv = func(k string) string {
		if k == "ENGRAM_GLOBAL_DIR" {
			return t.TempDir()
		}
		return ""
	}
	s, err := openStore(e, ws)
	if err != nil {
		t.Fatal(err)
	}
	ri := buildRouteIndex(s)
	plain, fast := ri.buildCompounds(), ri.buildCompoundsFast()
	if len(plain) < 100 {
		t.Fatalf("only %d parts: the store has too few compounds to compare", len(plain))
	}
	if !reflect.DeepEqual(plain, fast) {
		for p, l := range plain {
			if !reflect.DeepEqual(l, fast[p]) {
				t.Errorf("part %q: plain %q, fast %q", p, l, fast[p])
			}
		}
		t.Fatalf("the tables differ: %d parts plain, %d fast", len(plain), len(fast))
	}
}

// prefixed is w glued to each command verb.
func prefixed(w string) []string {
	var out []string
	for _, v := range commandVerbs {
		out = append(out, v+w)
	}
	return out
}

// gluedCompoundStore writes a store of 800 memories whose texts glue words
// of vocabulary into compounds and command verbs onto objects, beside the
// parts alone, and returns its workspace.
func gluedCompoundStore(t *testing.T, vocabulary []string) string {
	t.Helper()
	rng := rand.New(rand.NewSource(58))
	pick := func() string { return vocabulary[rng.Intn(len(vocabulary))] }
	var mems []testMemory
	for i := 0; i < 400; i++ {
		a, b, c := pick(), pick(), pick()
		glued := a + b // a compound, in two memories, beside its parts alone
		cmd := commandVerbs[i%len(commandVerbs)] + c
		for j, text := range []string{
			fmt.Sprintf("Restart the `%s` with %s when the %s fails", glued, cmd, b),
			fmt.Sprintf("Keep `%s` near %s and the %s", glued, a, pick()+pick()),
		} {
			mems = append(mems, testMemory{id: fmt.Sprintf("m-%d-%d", i, j), kind: typeRule,
				title: "Rule " + a, tags: "task_type:coding", content: text})
		}
	}
	ws := t.TempDir()
	writeTestStore(t, ws, mems, `"backend"`)
	return ws
}
