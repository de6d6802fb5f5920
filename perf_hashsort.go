package main

import (
	"bytes"
	"os"
	"slices"
)

// Speed-up (issue 20): the first commit's rewrite of another writer's
// hashes file, by sorting its lines instead of decoding and encoding it.
//
// Reference path: a hashes file engram did not lay out (canonicalHashes
// false: genstore.py and engram 0.0.28 write the keys in the order the
// memories were made) is read into a map (readHashes), the commit's
// changes applied, and the map encoded again with its keys sorted
// (encodeHashes). At 10,000 memories that was ~30 ms of the first commit's
// ~100 ms of CPU: 20,000 strings, a map of 10,000, a sort of strings and a
// copy of the map for the kept hashes (cache_hashes.go).
//
// When every line is one encodeHashes writes as it is (`  "k": "v"`, both
// strings plain printable ASCII that json.Marshal copies unchanged), the
// encoded file is those lines sorted by key, the last line kept for a key
// named twice (the decoder keeps the last), with the changes put in or
// taken out. sortedHashes gives exactly that from slices of the file's
// bytes; any other line answers false and the commit takes the reference
// path. TestSortedHashesMatchesEncode holds it to encodeHashes(readHashes)
// on random files. ENGRAM_NO_CACHE=1 turns it off.

var hashSortOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// hashLine is one `  "k": "v"` line of a hashes file (key and value are
// slices of its bytes), or a change's removal of k.
type hashLine struct {
	k, v   []byte
	remove bool
}

// sortedHashes is encodeHashes of the map data decodes to with changes
// applied ("" removes), when data's lines allow it.
func sortedHashes(data []byte, changes map[string]string) ([]byte, bool) {
	if !hashSortOn {
		return nil, false
	}
	lines, ok := plainHashLines(data, len(changes))
	if !ok {
		return nil, false
	}
	for k, v := range changes {
		if !marshalsAsIs(k) || !marshalsAsIs(v) {
			return nil, false
		}
		lines = append(lines, hashLine{k: []byte(k), v: []byte(v), remove: v == ""}) // after the file's own: the last one counts
	}
	// Of the lines for one key, the last stays last: the order sorts by
	// key, then place. (Places, not the 56-byte lines, are what the sort
	// moves: swapping the lines was most of its time.)
	order := make([]int32, len(lines))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(a, b int32) int {
		if c := bytes.Compare(lines[a].k, lines[b].k); c != 0 {
			return c
		}
		return int(a - b)
	})
	n := 4
	for _, l := range lines {
		n += len(l.k) + len(l.v) + 10 // `  "k": "v",` and its line break
	}
	out := make([]byte, 0, n)
	out = append(out, "{\n"...)
	first := true
	for i, at := range order {
		l := lines[at]
		if i+1 < len(order) && bytes.Equal(lines[order[i+1]].k, l.k) || l.remove {
			continue // a later line names the same key, or the commit removes it
		}
		if !first {
			out = append(out, ",\n"...)
		}
		first = false
		out = append(append(append(append(append(out, `  "`...), l.k...), `": "`...), l.v...), '"')
	}
	if !first {
		out = append(out, '\n')
	}
	return append(out, "}\n"...), true
}

// plainHashLines splits a hashes file laid out as parseCanonicalHashes
// reads it into its lines, in file order; false when a line is not one
// encodeHashes would write unchanged.
func plainHashLines(data []byte, extra int) ([]hashLine, bool) {
	lines := make([]hashLine, 0, bytes.Count(data, []byte("\n"))+extra) // room for the changes
	if !eachHashLine(data, plainASCII, func(k, v []byte) { lines = append(lines, hashLine{k: k, v: v}) }) {
		return nil, false
	}
	return lines, true
}
