package main

import (
	"fmt"
	"testing"
)

// TestDecidedVerdictMatchesReference holds the kept verdicts
// (cache_decided.go) to judgeVerdict: asked twice of the same store, asked
// of another store in between, and asked of a store whose memory changed,
// the answer is the one judging again gives.
func TestDecidedVerdictMatchesReference(t *testing.T) {
	retries := verdictMemory{ID: "retries", Type: typeKnowledge, Text: "The payments service retries webhooks 3 times with exponential backoff."}
	other := verdictMemory{ID: "deploys", Type: typeKnowledge, Text: "Deploys to production go out on Tuesdays after the review."}
	moved := verdictMemory{ID: "retries", Type: typeKnowledge, Text: "The search index is rebuilt every night from the primary database."}
	stores := map[string]*store{
		"with the memory":     verdictStoreFor([]verdictMemory{retries, other}),
		"without it":          verdictStoreFor([]verdictMemory{other}),
		"its text changed":    verdictStoreFor([]verdictMemory{moved, other}),
		"the same, once more": verdictStoreFor([]verdictMemory{retries, other}),
	}
	cands := []candidate{
		{N: 1, Type: typeKnowledge, Text: "The payments service retries webhooks 5 times with exponential backoff.", Scope: scopeWorkspace},
		{N: 2, Type: typeKnowledge, Text: "The payments service retries webhooks 3 times with exponential backoff.", Scope: scopeWorkspace},
		{N: 3, Type: typeRule, Text: "The payments service retries webhooks 5 times with exponential backoff.", Scope: scopeWorkspace},
		{N: 4, Type: typeKnowledge, Text: "Something else entirely about coffee.", Update: "retries", Scope: scopeWorkspace},
		{N: 5, Type: typeKnowledge, Text: "Something else entirely about coffee.", Supersedes: "deploys", Scope: scopeWorkspace},
	}
	order := []string{"with the memory", "with the memory", "without it", "with the memory", "its text changed", "its text changed", "the same, once more", "without it"}
	kinds := map[string]bool{}
	for _, name := range order {
		s := stores[name]
		for _, c := range cands {
			for _, scope := range []string{scopeWorkspace, scopeGlobal} {
				gv, gt, gerr := decideVerdict(s, c, scope)
				wv, wt, werr := judgeVerdict(s, c, scope)
				if gv != wv || gt != wt || fmt.Sprint(gerr) != fmt.Sprint(werr) {
					t.Errorf("%s, candidate %d, %s: kept %v %p %v, judged %v %p %v", name, c.N, scope, gv, gt, gerr, wv, wt, werr)
				}
				kinds[gv.Kind] = true
			}
		}
	}
	// The table must exercise answers that differ between the stores.
	for _, k := range []string{verdictAdd, verdictUpdate, verdictNoop} {
		if !kinds[k] {
			t.Errorf("no case gave %s: the table no longer tests what it says (%v)", k, kinds)
		}
	}
}

// BenchmarkCommitVerdict10k is the verdicts of one save and its commit on
// the server's view at 10,000 memories: judged twice on the reference path,
// once with the kept verdicts. Compare the two sub-benchmarks' ns/op.
func BenchmarkCommitVerdict10k(b *testing.B) {
	mems := syntheticVerdictMemories(10000)
	c := candidate{N: 1, Type: typeKnowledge, Text: "The payments service retries webhooks 5 times with exponential backoff.", Scope: scopeWorkspace}
	for _, on := range []bool{false, true} {
		b.Run(map[bool]string{false: "reference", true: "kept"}[on], func(b *testing.B) {
			old := verdictCacheOn
			verdictCacheOn = on
			defer func() { verdictCacheOn = old }()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				s := verdictStoreFor(mems) // each save and commit pair sees a store of its own
				b.StartTimer()
				for range 2 { // engram_save, then engram_commit's deferReason
					if _, _, err := decideVerdict(s, c, scopeWorkspace); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
