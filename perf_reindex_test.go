package main

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"
)

// TestRouteIndexPatchMatchesRebuild is the property test of
// perf_reindex.go: random sequences of changes to a store, each followed by
// a request to a server's view, whose route index (patched from the one
// before) must equal a full build of the same view field for field, and
// rank every query alike (ids, order, scores). The changes are made by
// hand (patchEdit: a workspace and a global store, hashed and unhashed,
// role-tagged, superseded and unparsable files), by Engram's commit
// (memories added, updated and removed) and in genstore's layout. It fails,
// too, if fewer than 20 of its 150 requests were answered by a patch.
func TestRouteIndexPatchMatchesRebuild(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	for _, layout := range []string{"hand", "engram", "genstore"} {
		t.Run(layout, func(t *testing.T) {
			t.Parallel()
			dir, home := t.TempDir(), t.TempDir()
			if layout == "genstore" {
				genStore(t, dir, 300)
			} else {
				writeTestStore(t, dir, smallStore, `"backend"`)
			}
			c, _, ws, global := twoRootViewCache(t, dir, home)
			rng := rand.New(rand.NewSource(int64(len(layout))))
			const steps = 150
			patched := 0
			// The index before the last, and a full build of its view: a
			// patch shares the lists and pages of the index it patches,
			// which that index's views may still be reading, so it must
			// leave it as it was.
			var prevRI, prevWant *routeIndex
			for step := 0; step < steps; step++ {
				var prev *reindexState // a patch takes the last index's counts
				last := c.state.lastIndex()
				if last != nil {
					prev = last.patch
				}
				var desc string
				switch layout {
				case "hand":
					desc = patchEdit(t, rng, ws, global)
				default:
					desc = engramEdit(t, rng, ws, layout == "genstore")
				}
				v, err := c.get()
				if err != nil {
					t.Fatal(err)
				}
				if prev != nil && v.ri != last && v.ri.patch == prev {
					patched++
				}
				want := buildRouteIndex(copyEntries(v.s))
				if err := sameRouteIndex(v.ri, want); err != nil {
					t.Fatalf("step %d (%s): the patched index differs from a full build: %v", step, desc, err)
				}
				if prevRI != nil && prevRI != v.ri {
					if err := sameRouteIndex(prevRI, prevWant); err != nil {
						t.Fatalf("step %d (%s): the index patched changed: %v", step, desc, err)
					}
				}
				prevRI, prevWant = v.ri, want
			}
			if n := patched; n < 20 {
				t.Fatalf("%d of %d requests patched the index: too few to test it", n, steps)
			}
			t.Logf("%d of %d requests patched the index", patched, steps)
		})
	}
}

// engramEdit adds, updates or removes a memory through Engram's commit;
// with gen, the memories are written in genStore's vocabulary and layout.
func engramEdit(t *testing.T, rng *rand.Rand, ws string, gen bool) string {
	t.Helper()
	root := &storeRoot{scope: scopeWorkspace, dir: ws}
	kind := []string{typeRule, typeSkill, typeKnowledge}[rng.Intn(3)]
	id := fmt.Sprintf("edit-%d", rng.Intn(15))
	file := memoryTypeDirs[kind] + "/" + id + ".md"
	pick := func(ws []string) string { return ws[rng.Intn(len(ws))] }
	title, tags := fmt.Sprintf("Edit %d rule", rng.Intn(50)), "[t1]"
	bullets := []string{fmt.Sprintf("Keep word%d and goose migration checked.", rng.Intn(40))}
	if gen {
		title = pick(genSubjects) + " " + pick(genObjects) + " " + pick(genQualifiers)
		tags = "[" + pick(genObjects) + ", " + pick(genSubjects) + "]"
		for b := 0; b < 1+rng.Intn(3); b++ {
			bullets = append(bullets, fmt.Sprintf("%s %s %s the %s, the %s %s.", pick(genVerbs), pick(genSubjects), pick(genObjects), pick(genObjects), pick(genObjects), pick(genObjects)))
		}
	}
	extra := []string{"", "", "", "role: [frontend]\n", "lifecycle: superseded\nsuperseded_by: other\n"}[rng.Intn(5)]
	action := "add"
	if _, err := os.Stat(filepath.Join(ws, filepath.FromSlash(file))); err == nil {
		action = "update"
	}
	if action == "update" && rng.Intn(3) == 0 {
		if err := commitMemories(root, time.Now(), []memoryChange{{file: file, action: "remove", kind: kind}}); err != nil {
			t.Fatal(err)
		}
		return "engram remove " + file
	}
	body := renderMemoryBody(kind, title, bullets, nil)
	m, err := parseMemory([]byte(fmt.Sprintf("---\nid: %s\nschema_version: 3\nscope: workspace\ntags: %s\ntype: %s\n%s---\n%s", id, tags, kind, extra, body)))
	if err != nil {
		t.Fatal(err)
	}
	if err := commitMemories(root, time.Now(), []memoryChange{{file: file, mem: m, action: action}}); err != nil {
		t.Fatal(err)
	}
	return "engram " + action + " " + file
}

// sameRouteIndex reports how got differs from want in what a search reads,
// or nil: the documents, postings (documents, counts and weights), field
// averages, acronyms, categories, coverage, the other roles' documents and
// every id's memory, then the routing results of a few tasks.
func sameRouteIndex(got, want *routeIndex) error {
	if len(got.docs) != len(want.docs) {
		return fmt.Errorf("%d docs, want %d", len(got.docs), len(want.docs))
	}
	for i, en := range want.docs {
		if g := got.docs[i]; !reflect.DeepEqual(g.document(), en.document()) || g.key() != en.key() || g.mem.id() != en.mem.id() {
			return fmt.Errorf("doc %d is %s, want %s", i, g.key(), en.key())
		}
	}
	switch {
	case !reflect.DeepEqual(got.norm, want.norm):
		return fmt.Errorf("the documents' norms differ")
	}
	for id := uint32(0); int(id) < termCountTotal(); id++ {
		if g, w := postingsByDoc(got, id), postingsByDoc(want, id); !reflect.DeepEqual(g, w) {
			return fmt.Errorf("postings of %q: %v, want %v", termString(id), g, w)
		}
	}
	switch {
	case got.avgLen != want.avgLen:
		return fmt.Errorf("avgLen %v, want %v", got.avgLen, want.avgLen)
	case !reflect.DeepEqual(got.acronyms, want.acronyms):
		return fmt.Errorf("acronyms %v, want %v", got.acronyms, want.acronyms)
	case !reflect.DeepEqual(got.categories, want.categories):
		return fmt.Errorf("categories %v, want %v", got.categories, want.categories)
	case got.coverage != want.coverage:
		return fmt.Errorf("coverage %v, want %v", got.coverage, want.coverage)
	case !reflect.DeepEqual(got.otherRoles, want.otherRoles):
		return fmt.Errorf("other roles' documents differ")
	case got.patch != nil && !reflect.DeepEqual(got.patch.cover, want.patch.cover):
		return fmt.Errorf("coverage counts differ")
	}
	// An index reused for a view whose memories are the same holds the
	// older view's entries (finishViewState): entries are compared by
	// their place in docs.
	at := func(ri *routeIndex) map[*entry]int {
		m := map[*entry]int{nil: -1}
		for i, en := range ri.docs {
			m[en] = i
		}
		return m
	}
	gotAt, wantAt := at(got), at(want)
	for _, en := range want.docs {
		if id := en.mem.id(); gotAt[got.entryByID(id)] != wantAt[want.entryByID(id)] {
			return fmt.Errorf("entryByID(%q) differs", id)
		}
	}
	for _, q := range append(genQueries, "goose migration word3 rule", "edit rule t1 frontend", "word7") {
		g, gs := got.searchStats(q)
		w, ws := want.searchStats(q)
		if !reflect.DeepEqual(gs, ws) {
			return fmt.Errorf("query %q: stats %+v, want %+v", q, gs, ws)
		}
		if len(g) != len(w) {
			return fmt.Errorf("query %q: %d results, want %d", q, len(g), len(w))
		}
		for i := range w {
			// Evidence is summed over a map (explainMatch), in no fixed
			// order: it may differ in its last bit between two searches
			// of one index.
			if gotAt[g[i].en] != wantAt[w[i].en] || g[i].score != w[i].score || math.Abs(g[i].evidence-w[i].evidence) > 1e-9 || g[i].lift != w[i].lift {
				return fmt.Errorf("query %q, rank %d: %s %v %v %v, want %s %v %v %v", q, i, g[i].en.mem.id(), g[i].score, g[i].evidence, g[i].lift, w[i].en.mem.id(), w[i].score, w[i].evidence, w[i].lift)
			}
		}
	}
	return nil
}

// postingsByDoc is term id's postings in ri as what a search reads of
// them: each one's document (its index in docs), count code and weight.
func postingsByDoc(ri *routeIndex, id uint32) [][3]float64 {
	var out [][3]float64
	for _, p := range ri.postings.get(id) {
		d := ri.doc(p)
		out = append(out, [3]float64{float64(d), float64(p.code()), ri.weight(p, d, id)})
	}
	return out
}

// copyEntries is s with copies of its entries, for a full build that
// leaves the view's own entries as the server left them.
func copyEntries(s *store) *store {
	c := *s
	c.entries = make([]*entry, len(s.entries))
	for i, en := range s.entries {
		e := *en
		c.entries[i] = &e
	}
	return &c
}

// BenchmarkReadAfterCommit10k is the first read after a commit at 10,000
// memories: the server's view brought up to date, its route index patched
// (patch) or built again (rebuild, the reference path's index). The
// memories are read before the timer starts, as the commit's request
// itself reads them (cache_serverview.go): what is timed is the index.
func BenchmarkReadAfterCommit10k(b *testing.B) {
	dir := b.TempDir()
	genStore(b, dir, 10000)
	root := &storeRoot{scope: scopeWorkspace, dir: filepath.Join(dir, storeDirName)}
	next := 0 // each commit adds a new memory
	for _, mode := range []string{"patch", "rebuild"} {
		b.Run(mode, func(b *testing.B) {
			was := reindexOn
			reindexOn = mode == "patch"
			defer func() { reindexOn = was }()
			c := newViewCache(benchEnv(), dir)
			defer c.close()
			if _, err := c.get(); err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				m := benchMemory(b, next)
				next++
				if err := commitMemories(root, time.Now(), []memoryChange{{file: "rules/" + m.id() + ".md", mem: m, action: "add"}}); err != nil {
					b.Fatal(err)
				}
				if _, err := c.getHolding("", false); err != nil { // as the commit's own request does
					b.Fatal(err)
				}
				b.StartTimer()
				if _, err := c.get(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestCountCodeRoundTrip: every count a posting's code packs reads back
// exactly, and a count it cannot hold gives 0 (read from the document).
func TestCountCodeRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	packed := 0
	for i := 0; i < 20000; i++ {
		var n [numFields]uint32
		for f := range n {
			if rng.Intn(3) == 0 {
				n[f] = uint32(rng.Intn([]int{3, 9, 40}[rng.Intn(3)]))
			}
		}
		if n == [numFields]uint32{} {
			continue
		}
		c := countCode(&n)
		if c > 255 {
			t.Fatalf("%v: code %#x is more than 8 bits", n, c)
		}
		if c != 0 {
			packed++
			if got := codeCounts(c); got != n {
				t.Fatalf("%v: code %#x reads back %v", n, c, got)
			}
		}
	}
	if packed < 5000 {
		t.Fatalf("only %d of the counts packed", packed)
	}
}
