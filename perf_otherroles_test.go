package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestOtherRolePostingsMatchThePlainScan: yieldToOtherRoles through the
// other-role documents' postings (perf_otherroles.go) routes every task as
// the scan of every other-role document does, on the evaluation stores
// whose memories are hidden from some role (their cases' tasks) and on a
// generated store (its queries and the titles of its hidden and visible
// memories): the same reason, memories and cards. The search's expansion,
// which the check reads (queryStats.expanded), is the one the task gives
// when expanded again, as the check did. Both outcomes are met:
// tasks that yield to another role's memory and tasks that do not. Not
// parallel: it sets the switch.
func TestOtherRolePostingsMatchThePlainScan(t *testing.T) {
	saved := otherRolePostingsOn
	defer func() { otherRolePostingsOn = saved }()
	type storeTasks struct {
		name  string
		dir   string
		tasks []string
	}
	var stores []storeTasks
	sets, _ := filepath.Glob(filepath.Join("testdata", "eval", "*", "cases.json"))
	for _, cases := range sets {
		set := filepath.Dir(cases)
		data, err := os.ReadFile(filepath.Join(set, "store", storeDirName, "engram.config.json"))
		if err != nil || !strings.Contains(string(data), `"roles"`) {
			continue
		}
		var c struct {
			Cases []struct{ Query string } `json:"cases"`
		}
		raw, err := os.ReadFile(cases)
		if err != nil || json.Unmarshal(raw, &c) != nil {
			t.Fatalf("%s: %v", cases, err)
		}
		ws := t.TempDir()
		copyTree(t, filepath.Join(set, "store"), ws)
		st := storeTasks{name: filepath.Base(set), dir: ws}
		for _, k := range c.Cases {
			st.tasks = append(st.tasks, k.Query)
		}
		stores = append(stores, st)
	}
	gen := t.TempDir()
	genStore(t, gen, 2300)
	stores = append(stores, storeTasks{name: "generated", dir: gen, tasks: genQueries})
	yielded, answered, sets2 := 0, 0, 0
	for _, st := range stores {
		v := openTestView(t, st.dir)
		if len(v.ri.otherRoles) == 0 {
			continue
		}
		sets2++
		tasks := st.tasks
		if st.name == "generated" {
			for i, en := range v.s.entries {
				if en.isRoleHidden() || i%50 == 0 {
					tasks = append(tasks, en.mem.title, en.mem.title+" "+strings.ReplaceAll(en.mem.id(), "-", " "))
				}
			}
		}
		for _, q := range tasks {
			scoresMatch(t, v.ri, q)
			if _, qs := v.ri.rank(q, classifyTask(q)); !reflect.DeepEqual(qs.expanded, v.ri.expandQuery(q)) {
				t.Errorf("%s: %q: the search's expansion is not the task's expansion made again", st.name, q)
			}
			otherRolePostingsOn = false
			want := routeTask(v.s, v.ri, q, 8)
			otherRolePostingsOn = true
			got := routeTask(v.s, v.ri, q, 8)
			if got.reason != want.reason || !slices.Equal(routedIDs(got), routedIDs(want)) || !slices.Equal(got.closest, want.closest) {
				t.Errorf("%s: %q: through the postings %q %v (%d cards), scanning %q %v (%d cards)", st.name, q,
					got.reason, routedIDs(got), len(got.closest), want.reason, routedIDs(want), len(want.closest))
			}
			switch {
			case strings.Contains(want.reason, "belongs to another role"):
				yielded++
			case len(want.entries) > 0:
				answered++
			}
		}
	}
	if sets2 < 2 || yielded == 0 || answered == 0 {
		t.Fatalf("%d stores with other-role memories, %d tasks yielded, %d answered: the check was not exercised", sets2, yielded, answered)
	}
	t.Logf("%d stores: %d tasks yielded to another role, %d answered", sets2, yielded, answered)
}

// scoresMatch fails t unless every other-role document's score for the
// task q is the same through the postings as scanned, to the bit.
func scoresMatch(t *testing.T, ri *routeIndex, q string) {
	t.Helper()
	var ids []uint32
	var weights []float64
	for _, qt := range ri.expandQuery(q) {
		if id, ok := lookupTerm(qt.stem); ok {
			ids = append(ids, id)
			weights = append(weights, qt.weight*ri.idfOrMax(qt.stem))
		}
	}
	got := make([]float64, len(ri.otherRoles))
	ri.otherRoleScores(ids, weights, func(j uint32, score float64) { got[j] = score })
	for j, d := range ri.otherRoles {
		want := 0.0
		for i, id := range ids {
			if w := d.tfwID(id, &ri.avgLen); w > 0 {
				want += weights[i] * w * (bm25K1 + 1) / (w + bm25K1)
			}
		}
		if got[j] != want {
			t.Fatalf("%q: other-role document %d scores %v through the postings, %v scanned", q, j, got[j], want)
		}
	}
}

// routedIDs is the ids of a route's memories, in load order.
func routedIDs(r routeResult) []string {
	var ids []string
	for _, e := range r.entries {
		ids = append(ids, e.en.mem.id())
	}
	return ids
}
