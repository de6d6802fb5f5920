package main

import (
	"bytes"
	"os"
	"path/filepath"
)

// Memory (issue 20, item 3): a commit's splice of the hashes file in the
// bytes it read, instead of into a second copy.
//
// Reference path: newHashes reads memory.hashes.json (~1.2 MB at 10,000
// memories of genstore.py's store) and spliceHashes joins the bytes before
// the changed line, the line and the bytes after it into a new buffer of
// the file's size. Each commit so left two buffers of the whole file for
// the collector, each one run of ~150 pages: of the 3.98 MB a commit
// allocated at 10,000 memories, 1.48 MB was the copy (2.50 MB with it
// gone; BENCHMARKS.md, thirteenth pass).
// Without the memory bound (memlimit.go) those runs are what the heap
// grows by between collections.
//
// Here the file is read with room for the changed lines after it and the
// splice moves its tail within that buffer, which becomes the new file's
// bytes: one buffer a commit instead of two, and the same bytes
// (TestSpliceHashesInPlace holds it to spliceHashes). Nothing else holds
// the buffer: it is read for this commit. ENGRAM_NO_CACHE=1 turns it off.

var hashSpliceInPlaceOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// readHashesForSplice reads dir's hashes file for a splice of changes:
// with room for every changed line when the splice may run in place, and
// says whether it may.
func readHashesForSplice(dir string, changes map[string]string) ([]byte, bool, error) {
	if !hashSpliceInPlaceOn {
		data, err := readPlainFile(dir, hashesFile, maxHashesBytes)
		return data, false, err
	}
	if err := checkStorePath(dir, hashesFile); err != nil {
		return nil, false, err
	}
	room := 0
	for k, v := range changes {
		room += len(k) + len(v) + len(`  "": "",`+"\n")
	}
	data, err := readNoFollowRoom(filepath.Join(dir, filepath.FromSlash(hashesFile)), maxHashesBytes, room)
	return data, true, err
}

// spliceInPlace is data[:a], then mid, then data[b:], made in data's own
// bytes when its capacity holds them (copy moves overlapping bytes as
// memmove does), else in a new buffer.
func spliceInPlace(data []byte, a int, mid string, b int) []byte {
	n := a + len(mid) + len(data) - b
	if n > cap(data) {
		return bytes.Join([][]byte{data[:a], []byte(mid), data[b:]}, nil)
	}
	out := data[:n]
	copy(out[a+len(mid):], data[b:])
	copy(out[a:], mid)
	return out
}
