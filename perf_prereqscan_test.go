package main

import (
	"reflect"
	"testing"
)

// TestHiddenStatesMatchIDStates: the prerequisites a load's memories name
// that the route index lacks get from hiddenStatesOf (perf_prereqscan.go)
// the states idStatesOf gives them, on a generated store whose memories
// depend on memories superseded, hidden from the active role and visible,
// and with ids no memory has. Not parallel: it sets the switch.
func TestHiddenStatesMatchIDStates(t *testing.T) {
	saved := prereqScanOn
	defer func() { prereqScanOn = saved }()
	dir := t.TempDir()
	genStore(t, dir, 2300)
	v := openTestView(t, dir)
	hidden, gone := 0, 0
	for _, en := range v.s.entries {
		var rest []string
		for _, d := range en.mem.fmList("depends_on") {
			if v.ri.entryByID(d) == nil {
				rest = append(rest, d)
			}
		}
		if len(rest) == 0 {
			continue
		}
		rest = append(rest, "no-such-memory", rest[0])
		for _, ids := range [][]string{rest, append(rest, "a", "b", "c", "d", "e", "f", "g")} {
			prereqScanOn = false
			want := v.s.idStatesOf(ids)
			prereqScanOn = true
			got := v.s.hiddenStatesOf(ids)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%v: %v, idStatesOf gives %v", ids, got, want)
			}
		}
		hidden++
		gone += len(rest)
	}
	if hidden < 10 {
		t.Fatalf("only %d memories depend on a hidden one: the scan was not exercised", hidden)
	}
	t.Logf("%d memories depend on %d hidden or missing ids", hidden, gone)
}
