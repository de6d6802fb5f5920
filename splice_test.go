package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"testing"
)

// TestSpliceMatchesEncode: splicing puts and removes into the bytes of an
// index (and a hashes file) gives exactly what a full decode and encode of
// the same changes gives, over random sequences that add, replace and
// remove entries, empty the index and fill it again, and include entries
// whose text names another entry's file.
func TestSpliceMatchesEncode(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(7))
	for round := 0; round < 40; round++ {
		full := &storeIndex{Version: indexFormatVersion, LastUpdated: "2026-01-01T00:00:00.000Z"}
		hashes := map[string]string{}
		data := full.encode()
		hdata := encodeHashes(hashes)
		nfiles := 1 + rng.Intn(12)
		for step := 0; step < 60; step++ {
			var ops []indexOp
			changes := map[string]string{}
			for k := 0; k < 1+rng.Intn(3); k++ {
				file := fmt.Sprintf("%s/m-%d.md", []string{"rules", "skills", "knowledge"}[rng.Intn(3)], rng.Intn(nfiles))
				if rng.Intn(3) == 0 {
					ops = append(ops, indexOp{file: file})
					changes[file] = ""
					continue
				}
				e := indexEntry{ID: file[:len(file)-3], Type: "rule", Scope: "workspace", Tags: []string{}, File: file,
					Summary: fmt.Sprintf("see %s <b> & \u2028 \"q\" %d", fmt.Sprintf("rules/m-%d.md", rng.Intn(nfiles)), step)}
				if rng.Intn(2) == 0 {
					e.RoutingTerms = []string{"alpha", "beta"}
					e.DependsOn = []string{"m-1"}
				}
				raw, _ := json.Marshal(e)
				ops = append(ops, indexOp{file: file, entry: raw})
				changes[file] = fmt.Sprintf("%064x", rng.Int63())
			}
			stamp := fmt.Sprintf("2026-01-02T00:00:%02d.000Z", step)
			full.apply(ops, stamp)
			want := full.encode()
			got, ok := spliceIndex(data, stamp, ops)
			if !ok || !bytes.Equal(got, want) {
				t.Fatalf("round %d step %d: splice ok=%v\n got: %s\nwant: %s", round, step, ok, got, want)
			}
			data = got
			applyHashChanges(hashes, changes)
			hwant := encodeHashes(hashes)
			hgot, ok := spliceHashes(hdata, changes, false)
			if !ok || !bytes.Equal(hgot, hwant) {
				t.Fatalf("round %d step %d: hashes splice ok=%v\n got: %s\nwant: %s", round, step, ok, hgot, hwant)
			}
			hdata = hgot
		}
	}
}

// TestSpliceRefusesOtherLayouts: an index or hashes file that engram did
// not lay out is not spliced.
func TestSpliceRefusesOtherLayouts(t *testing.T) {
	t.Parallel()
	op := []indexOp{{file: "rules/a.md", entry: []byte(`{"file":"rules/a.md"}`)}}
	for _, in := range []string{``, `{"version":"0.0.28","last_updated":"","entries":[]}`, "{\n\t\"version\": \"x\",\n\t\"last_updated\": \"\",\n\t\"entries\": []\n}\n"} {
		if _, ok := spliceIndex([]byte(in), "s", op); ok {
			t.Errorf("spliced %q", in)
		}
	}
	if _, ok := spliceHashes([]byte(`{"rules/a.md":"x"}`), map[string]string{"rules/b.md": "y"}, false); ok {
		t.Error("spliced a compact hashes file")
	}
}
