package main

import (
	"slices"
	"strings"
	"testing"
)

// BenchmarkVerdictMixed10k is an ADD save of a rule in a 10,000-memory
// store of three types held in memory, as a store without the prepared
// cache is (ENGRAM_NO_CACHE=1): the same-type pass finds nothing, so the
// cross-type pass looks for a NOOP among the other two types' memories.
func BenchmarkVerdictMixed10k(b *testing.B) {
	mems := syntheticVerdictMemories(10000)
	for i := range mems {
		mems[i].Type = []string{typeKnowledge, typeRule, typeSkill}[i%3]
	}
	s := verdictStoreFor(mems)
	c := candidate{N: 1, Type: typeRule, Text: "Run the payments service webhooks through the retry queue with exponential backoff.", Scope: scopeWorkspace}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.verdicts = nil
		if v, _, err := judgeVerdict(s, c, scopeWorkspace); err != nil || v.Kind != verdictAdd {
			b.Fatal(v, err)
		}
	}
}

// TestSharesAtLeastMatchesReference holds sharesAtLeast to sharesN on
// texts and needles drawn from a small vocabulary, for every bar.
func TestSharesAtLeastMatchesReference(t *testing.T) {
	t.Parallel()
	vocab := []string{"depl", "prod", "test", "run", "mig", "data", "pnpm", "ci", "rev", "prüf", "提交", "lint"}
	rng := uint32(7)
	next := func(n int) int { rng = rng*1664525 + 1013904223; return int(rng>>8) % n }
	for i := 0; i < 3000; i++ {
		var text []string
		for k := next(8); k > 0; k-- {
			text = append(text, vocab[next(len(vocab))]+"x")
		}
		var ns []string
		for k := next(9); k > 0; k-- {
			ns = append(ns, vocab[next(len(vocab))])
		}
		joined := strings.Join(text, " ")
		for k := 0; k <= len(ns)+1; k++ {
			if got, want := sharesAtLeast(joined, ns, k), sharesN(joined, ns, k); got != want {
				t.Fatalf("%q %q k=%d: %v, want %v", joined, ns, k, got, want)
			}
		}
	}
}

// TestVerdictPoolsMatchReference: the one walk gives the two pools the two
// walks gave (the same memories; the judge sorts them by id), for a mixed
// store with hidden, working and other-scope memories among them.
func TestVerdictPoolsMatchReference(t *testing.T) {
	t.Parallel()
	mems := syntheticVerdictMemories(600)
	for i := range mems {
		mems[i].Type = []string{typeKnowledge, typeRule, typeSkill}[i%3]
	}
	mems[7].Text = "Run the payments service webhooks through the retry queue."              // a rule
	mems[8].Text = "The payments service webhooks run through the retry queue with backoff." // a skill
	s := verdictStoreFor(mems)
	s.entries[5].hidden = "superseded"
	s.entries[11].root = &storeRoot{scope: scopeGlobal}
	c := candidate{Type: typeRule, Text: "Run the payments service webhooks through the retry queue with backoff.", Scope: scopeWorkspace}
	vt := verdictTexts{needles: needles(c.Text)}
	need := max(2, len(vt.needles)-2)
	ref := func(sameType bool) (out []string) { // statementVerdict's pools before stop 53
		for _, en := range s.entries {
			if en.hidden != "" || en.mem.isWorking() || en.root.scope != scopeWorkspace || (en.mem.kind() == c.Type) != sameType {
				continue
			}
			if !sameType && sharesN(verdictTextOf(en.mem), vt.needles, need) || sameType && sharesTwo(verdictTextOf(en.mem), vt.needles) {
				out = append(out, en.mem.id())
			}
		}
		return out
	}
	same, rest := verdictPools(s, c.Type, scopeWorkspace, func(en *entry) bool { return vt.sharesTwo(en.mem) }, func(en *entry) bool { return vt.sharesN(en.mem, need) })
	others := rest()
	ids := func(es []*entry) (out []string) {
		for _, en := range es {
			out = append(out, en.mem.id())
		}
		return out
	}
	if got, want := ids(same), ref(true); !slices.Equal(got, want) {
		t.Errorf("same-type pool %v, want %v", got, want)
	}
	if got, want := ids(others), ref(false); !slices.Equal(got, want) || len(want) == 0 {
		t.Errorf("other-type pool %v, want %v (not empty)", got, want)
	}
}
