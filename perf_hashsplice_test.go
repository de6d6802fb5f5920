package main

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"testing"
)

// TestSpliceHashesInPlace: a splice in the bytes read gives exactly the
// bytes of spliceHashes (which TestSpliceMatchesEncode holds to
// encodeHashes), over random adds, replacements and removals, with room
// for the changes, with none and with too little; and with the room
// readHashesForSplice leaves, the new file is the buffer read, not a copy.
func TestSpliceHashesInPlace(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(11))
	for round := 0; round < 30; round++ {
		hdata := encodeHashes(map[string]string{})
		nfiles := 1 + rng.Intn(40)
		for step := 0; step < 60; step++ {
			changes := map[string]string{}
			room := 0
			for k := 0; k < 1+rng.Intn(3); k++ {
				file := fmt.Sprintf("%s/m-%d.md", []string{"rules", "skills", "knowledge"}[rng.Intn(3)], rng.Intn(nfiles))
				if rng.Intn(3) == 0 {
					changes[file] = ""
				} else {
					changes[file] = fmt.Sprintf("%064x", rng.Int63())
				}
			}
			for k, v := range changes {
				room += len(k) + len(v) + len(`  "": "",`+"\n")
			}
			want, ok := spliceHashes(hdata, changes)
			if !ok {
				t.Fatalf("round %d step %d: the reference splice refused %s", round, step, hdata)
			}
			for _, r := range []int{room, 0, room / 2} {
				buf := append(make([]byte, 0, len(hdata)+r), hdata...)
				got, ok := spliceHashesInto(buf, changes, true)
				if !ok || !bytes.Equal(got, want) {
					t.Fatalf("round %d step %d room %d: ok=%v\n got: %s\nwant: %s", round, step, r, ok, got, want)
				}
				if r == room && len(changes) == 1 && len(hdata) > 4 && len(got) > 4 && &got[0] != &buf[0] {
					t.Fatalf("round %d step %d: with room for the changes the splice copied the file", round, step)
				}
			}
			hdata = want
		}
	}
}

// TestReadHashesForSplice: the hashes file is read with room for the
// changed lines, and whole; with the seam off it is read as before.
func TestReadHashesForSplice(t *testing.T) {
	dir := t.TempDir()
	data := encodeHashes(map[string]string{"rules/a.md": fmt.Sprintf("%064x", 1), "rules/c.md": fmt.Sprintf("%064x", 3)})
	if err := os.WriteFile(filepath.Join(dir, hashesFile), data, 0o644); err != nil {
		t.Fatal(err)
	}
	changes := map[string]string{"rules/b.md": fmt.Sprintf("%064x", 2)}
	for _, on := range []bool{true, false} {
		old := hashSpliceInPlaceOn
		hashSpliceInPlaceOn = on
		got, inPlace, err := readHashesForSplice(dir, changes)
		hashSpliceInPlaceOn = old
		if err != nil || !bytes.Equal(got, data) || inPlace != on {
			t.Fatalf("on=%v: %v inPlace=%v %q", on, err, inPlace, got)
		}
		if on {
			spliced, ok := spliceHashesInto(got, changes, true)
			if !ok || &spliced[0] != &got[0] {
				t.Errorf("the read left no room for the change: cap %d, len %d", cap(got), len(got))
			}
		}
	}
}
