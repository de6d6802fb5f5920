package main

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The small-store evaluation (RETRIEVAL.md, "A new user's small store"):
// a new user's store holds a handful of memories, a regime no evaluation
// set measures (the smallest holds 15). Each set's store is cut down to n
// of its memories, chosen by a fixed seed, and every task of the set is
// kept: a task whose expected memories are all gone becomes a task with no
// answer. Pooled per n over the real projects and the invented sets apart.

// smallStoreSizes are the store sizes measured, from a new user's first
// memory to the size below the smallest evaluation set.
var smallStoreSizes = []int{1, 3, 5, 10, 20}

// smallStoreSeeds is how many fixed samples each set and size gets.
const smallStoreSeeds = 3

// inventedSets are the evaluation sets written for invented organisations;
// every other set under testdata/eval is a real project's own guidance.
var inventedSets = map[string]bool{
	"wardline": true, "cadence": true, "orbitline": true, "voltaro": true, "emberfall": true,
	"gazette": true, "millbrook": true, "harrowpeak": true, "kestrel": true, "saltmere": true,
	"brackenford": true, "fernhollow": true, "caolas": true, "ardlow": true, "hollinsmoor": true, "tarnwick": true,
	"polyglot": true, "quillmarsh": true, "skerrow": true, "ashcombe": true, "lathbury": true, "greyholt": true, "corrowby": true,
	"marrowgate": true, "brindlecote": true, "hallowmere": true, "vellacombe": true, "tollerby": true, "dev": true,
}

// smallSample is a copy of a set's store holding only the memories of one
// sample, and the set's tasks adjusted to it.
type smallSample struct {
	workspace string
	cases     []benchCase
}

// subsampleSet copies setDir's store to a temporary folder, keeps the
// first n of its visible memories in an order fixed by seed and the set's
// name, deletes every other memory file, and adjusts the tasks: expected
// and forbidden lists keep only memories still present. ok is false when
// the store has fewer than n visible memories.
func subsampleSet(t testing.TB, setDir string, n int, seed uint64) (smallSample, bool) {
	t.Helper()
	ws := t.TempDir()
	copyTree(t, filepath.Join(setDir, "store"), ws)
	v := openTestView(t, ws)
	ids := []string{}
	for _, en := range v.ri.docs {
		ids = append(ids, en.mem.id())
	}
	if len(ids) < n {
		return smallSample{}, false
	}
	slices.Sort(ids)
	h := fnv.New64a()
	h.Write([]byte(filepath.Base(setDir)))
	r := rand.New(rand.NewPCG(seed, h.Sum64()))
	r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	keep := map[string]bool{}
	for _, id := range ids[:n] {
		keep[id] = true
	}
	for _, en := range v.s.entries {
		if !keep[en.mem.id()] || en.hidden != "" {
			if err := os.Remove(en.path); err != nil {
				t.Fatal(err)
			}
		}
	}
	cases, err := readBenchCases(filepath.Join(setDir, "cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	present := func(ids []string) []string {
		return slices.DeleteFunc(slices.Clone(ids), func(id string) bool { return !keep[id] })
	}
	for i := range cases {
		cases[i].Expect = present(cases[i].Expect)
		cases[i].Forbid = present(cases[i].Forbid)
		cases[i].DependsOn = present(cases[i].DependsOn)
	}
	return smallSample{workspace: ws, cases: cases}, true
}

// TestSmallStoreEval prints, per store size, the route's figures pooled
// over every sample of the real projects and of the invented sets. It
// runs only when ENGRAM_SMALLSTORE is set; ENGRAM_SMALLSTORE_SETS may name
// the set folders (cases.json and store/), by default every one under
// testdata/eval; ENGRAM_SMALLSTORE_CASES=1 prints each task with no answer
// that loaded something and each covered one answered with nothing. Scored with the prepared cache off, like every set.
func TestSmallStoreEval(t *testing.T) {
	if os.Getenv("ENGRAM_SMALLSTORE") == "" {
		t.Skip("set ENGRAM_SMALLSTORE=1 to run the small-store evaluation")
	}
	t.Setenv("ENGRAM_NO_CACHE", "1")
	sets := strings.Fields(os.Getenv("ENGRAM_SMALLSTORE_SETS"))
	if len(sets) == 0 {
		dirs, err := filepath.Glob(filepath.Join("testdata", "eval", "*", "cases.json"))
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range dirs {
			sets = append(sets, filepath.Dir(d))
		}
	}
	var all []caseResult
	for _, n := range smallStoreSizes {
		for _, dir := range sets {
			kind := "real"
			if inventedSets[filepath.Base(dir)] {
				kind = "invented"
			}
			for seed := uint64(1); seed <= smallStoreSeeds; seed++ {
				for _, r := range scoreSmallSample(t, dir, n, seed) {
					r.Group = fmt.Sprintf("n%d-%s", n, kind)
					all = append(all, r)
				}
			}
		}
	}
	rep := reportOf(all, 5)
	for _, g := range rep.Groups {
		m := g.benchMetrics
		fmt.Printf("%-12s recall@5 %s  MRR %s  zero-result %s (%d)  covered answered with nothing %d of %d  forbidden %d\n",
			g.Group, fmtRate(m.Recall), fmtRate(m.MRR), fmtRate(m.ZeroCorrect), m.ZeroCases,
			m.CoveredEmpty, m.Cases-m.ZeroCases, m.ForbiddenHits)
	}
	if spec := os.Getenv("ENGRAM_SMALLSTORE_FAIL_UNDER"); spec != "" {
		bars, err := parseBars(spec)
		if err != nil {
			t.Fatal(err)
		}
		if err := checkBars(rep, bars); err != nil {
			t.Error(err)
		}
	}
}

// scoreSmallSample scores one sample of one set through the route, k = 5.
func scoreSmallSample(t *testing.T, dir string, n int, seed uint64) []caseResult {
	smp, ok := subsampleSet(t, dir, n, seed)
	if !ok {
		return nil
	}
	v := openTestView(t, smp.workspace)
	if len(v.ri.docs) != n {
		t.Fatalf("%s n=%d seed %d: the sample's view holds %d memories", dir, n, seed, len(v.ri.docs))
	}
	rep := scoreCases(v, smp.cases, 5, false)
	if os.Getenv("ENGRAM_SMALLSTORE_CASES") != "" {
		for _, r := range rep.Results {
			switch {
			case r.Expected == 0 && len(r.Routed) > 0:
				fmt.Printf("  n=%d %s/%s seed %s: no answer, routed %v: %q\n", n, filepath.Base(dir), r.ID,
					strconv.FormatUint(seed, 10), r.Routed, r.Query)
			case r.Expected > 0 && len(r.Routed) == 0:
				fmt.Printf("  n=%d %s/%s seed %s: covered, answered nothing (%s): %q\n", n, filepath.Base(dir), r.ID,
					strconv.FormatUint(seed, 10), r.Reason, r.Query)
			}
		}
	}
	return rep.Results
}
