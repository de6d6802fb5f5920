package main

import (
	"slices"
	"testing"
)

// all is the list's terms and counts as a slice.
func (l termList) all() []termCount {
	out := make([]termCount, l.len())
	for i := range out {
		out[i] = l.at(i)
	}
	return out
}

// TestTermListHoldsEveryCount: a document's term counts read back as they
// were given, packed or not, whole or a field at a time, and after their
// ids are renumbered (as a prepared cache's are on a new process's first
// load), whatever the ids and counts: the packed form is only for what
// fits it.
func TestTermListHoldsEveryCount(t *testing.T) {
	big := uint32(packedMax) + 1
	for _, tc := range []struct {
		name string
		tcs  []termCount
		wide bool
	}{
		{"empty", nil, false},
		{"small", []termCount{{1, 1}, {7, 3}, {packedMax, countMax}}, false},
		{"a count over the packed bits", []termCount{{1, 1}, {2, countMax + 1}}, true},
		{"an id over the packed bits", []termCount{{1, 2}, {big, 1}}, true},
		{"the largest", []termCount{{0, 1}, {^uint32(0), ^uint32(0)}}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, from := range []*slabOf[uint32]{nil, {}} {
				l := packTerms(tc.tcs, from)
				if l.wide != tc.wide || !slices.Equal(l.all(), tc.tcs) && len(tc.tcs) > 0 {
					t.Fatalf("packed %v (wide %v), want %v (wide %v)", l.all(), l.wide, tc.tcs, tc.wide)
				}
				for i := range len(tc.tcs) {
					if got := l.slice(i, len(tc.tcs)).all(); !slices.Equal(got, tc.tcs[i:]) {
						t.Errorf("from %d: %v, want %v", i, got, tc.tcs[i:])
					}
				}
			}
		})
	}
}

// TestTermListRemap: renumbered ids come out sorted within each field, in
// place when they still fit, and in the wide form when one no longer does.
func TestTermListRemap(t *testing.T) {
	tcs := []termCount{{0, 1}, {1, 2}, {2, 3}, {0, 4}, {3, countMax}}
	ends := [numFields]uint32{3, 5, 5, 5}
	for _, tc := range []struct {
		name string
		ids  []uint32
		want []termCount
		wide bool
	}{
		{"kept order", []uint32{10, 11, 12, 13}, []termCount{{10, 1}, {11, 2}, {12, 3}, {10, 4}, {13, countMax}}, false},
		{"reversed", []uint32{12, 11, 10, 9}, []termCount{{10, 3}, {11, 2}, {12, 1}, {9, countMax}, {12, 4}}, false},
		{"past the packed bits", []uint32{packedMax + 1, 1, 2, 3}, []termCount{{1, 2}, {2, 3}, {packedMax + 1, 1}, {3, countMax}, {packedMax + 1, 4}}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := packTerms(tcs, nil)
			words := l.words
			got := l.remap(tc.ids, ends)
			if got.wide != tc.wide || !slices.Equal(got.all(), tc.want) {
				t.Fatalf("remapped %v (wide %v), want %v (wide %v)", got.all(), got.wide, tc.want, tc.wide)
			}
			if !tc.wide && &got.words[0] != &words[0] {
				t.Errorf("a packed list that still fits was copied")
			}
		})
	}
}
