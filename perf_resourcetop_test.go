package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// resourceTopStores writes a workspace and a global store whose memories
// share ids on purpose: the same id in rules/, knowledge/, skills/ and
// working/ of either root, some ignored, so that visible entries repeat ids
// (the ones resolvableEntries drops) and global ones are shadowed. It
// returns the workspace and the global store's folder.
func resourceTopStores(t *testing.T, rng *rand.Rand) (ws, global string) {
	ws, gws := exampleWorkspace(t), exampleWorkspace(t)
	kinds := map[string]string{"rules": "rule", "knowledge": "knowledge", "skills": "skill"}
	for _, root := range []struct{ ws, scope string }{{ws, scopeWorkspace}, {gws, scopeGlobal}} {
		os.MkdirAll(filepath.Join(storeDir(root.ws), workingDir), 0o755)
		for i := 0; i < 14; i++ {
			id := fmt.Sprintf("shared-%02d", i)
			for _, folder := range []string{"rules", "knowledge", "skills", workingDir} {
				if rng.Intn(5) > 1 {
					continue
				}
				fm := "id: " + id + "\ntype: " + kinds[folder] + "\nscope: " + root.scope + "\n"
				if folder == workingDir {
					fm = "id: " + id + "\nsource: note\ntier: working\ntype: knowledge\nscope: " + root.scope + "\nvalid_until: 2999-01-01\n"
				}
				if rng.Intn(6) == 0 {
					fm += "ignored: true\n"
				}
				addMemory(t, root.ws, folder+"/"+id+".md", fm, "Memory "+id+" in "+folder)
			}
		}
	}
	return ws, storeDir(gws)
}

// TestResourceTopMatchesReference: resources/list's selection by heap
// (perf_resourcetop.go) names the same memories in the same order as
// sorting every resolvable entry (byUsage), for random fetch counts with
// many ties, every limit from none to more than the store holds, and
// stores where the most fetched entries include ids resolvableEntries
// drops (the fallback) and where they do not (the heap's answer).
func TestResourceTopMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewSource(53))
	ws, global := resourceTopStores(t, rng)
	e := newEnv(nil, io.Discard, io.Discard)
	e.getenv = func(k string) string {
		if k == "ENGRAM_GLOBAL_DIR" {
			return global
		}
		return ""
	}
	s, err := openStore(e, ws)
	if err != nil {
		t.Fatal(err)
	}
	resolvable := map[*entry]bool{}
	for _, en := range resolvableEntries(s) {
		resolvable[en] = true
	}
	if len(resolvable) == len(s.visible()) || s.global == nil {
		t.Fatalf("the store must repeat visible ids across both roots: %d resolvable of %d visible", len(resolvable), len(s.visible()))
	}
	defer func() { resourceTopOn = true }()
	paths := func(es []*entry) string {
		var b strings.Builder
		for _, en := range es {
			fmt.Fprintf(&b, "%s:%s ", en.root.scope, en.path)
		}
		return b.String()
	}
	heapAnswers, fallbacks := 0, 0
	for round := 0; round < 60; round++ {
		for _, root := range s.roots() {
			u := usageCounts{}
			for i := 0; i < 14 && round > 0; i++ {
				if rng.Intn(2) == 0 {
					u[usageKey(root.scope, fmt.Sprintf("shared-%02d", i))] = usageRecord{Fetches: rng.Intn(3)}
				}
			}
			data, _ := json.Marshal(u)
			os.WriteFile(filepath.Join(root.dir, usageFile), data, 0o644)
		}
		u := storeUsage(s)
		for _, limit := range []int{0, 1, 2, 5, 8, len(resolvable), len(resolvable) + 3} {
			resourceTopOn = false
			want := topResources(s, u, limit)
			resourceTopOn = true
			if got := topResources(s, u, limit); paths(got) != paths(want) {
				t.Fatalf("round %d, limit %d:\n got %s\nwant %s", round, limit, paths(got), paths(want))
			}
			all := byUsage(s.visible(), u)
			if len(all) > limit {
				all = all[:limit]
			}
			for _, en := range all {
				if !resolvable[en] {
					fallbacks++
					break
				}
			}
			heapAnswers++
		}
	}
	if heapAnswers-fallbacks < 100 || fallbacks < 20 {
		t.Errorf("want both paths exercised: %d heap answers, %d fallbacks", heapAnswers-fallbacks, fallbacks)
	}
}

// TestResourcesListSameWithoutSpeedup: a spawned engram-mcp lists the same
// resources, byte for byte, with the selection by heap and without it
// (ENGRAM_NO_CACHE=1), on a store that repeats ids and after reads have
// ordered it by fetches.
func TestResourcesListSameWithoutSpeedup(t *testing.T) {
	ws, global := resourceTopStores(t, rand.New(rand.NewSource(7)))
	os.WriteFile(filepath.Join(storeDir(ws), configFile), []byte(`{"mcp": {"resource_limit": 9}}`), 0o644)
	env := append(scratchEnv(t), "ENGRAM_GLOBAL_DIR="+global)
	list := func(env []string, reads ...string) json.RawMessage {
		p := spawnMCP(t, ws, env, version20251125)
		for _, id := range reads {
			p.readText(memoryURIPrefix + id)
		}
		out := p.mustCall(methodResourcesList, nil)
		p.close()
		return out
	}
	var first struct {
		Resources []resource `json:"resources"`
	}
	json.Unmarshal(list(env), &first)
	if len(first.Resources) != 10 {
		t.Fatalf("listed %+v", first.Resources)
	}
	// The last listed, twice, and one the list left out come first.
	last := first.Resources[9].Name
	for _, reads := range [][]string{nil, {last, last, "staging-environment", first.Resources[4].Name}} {
		fast := list(env, reads...)
		ref := list(append(env, "ENGRAM_NO_CACHE=1"))
		if !bytes.Equal(fast, ref) {
			t.Errorf("after reads %v:\n fast %s\n  ref %s", reads, fast, ref)
		}
		if n := strings.Count(string(fast), memoryURIPrefix); n != 9 {
			t.Errorf("listed %d memories, want the limit 9: %s", n, fast)
		}
	}
}

// BenchmarkResourcesList10k is resources/list's selection and descriptions
// at 10,000 memories, by heap (fast) and by sorting the store (ref).
func BenchmarkResourcesList10k(b *testing.B) {
	s := benchView(b, 10000).s
	defer func() { resourceTopOn = true }()
	for _, on := range []bool{false, true} {
		resourceTopOn = on
		b.Run(map[bool]string{false: "ref", true: "fast"}[on], func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				for _, en := range topResources(s, storeUsage(s), s.cfg.resourceLimit) {
					memoryResource(era{}, en)
				}
			}
		})
	}
}
