package main

import "os"

// Speed-up (issue 20): verify and doctor scan a memory for instruction-like
// text from the bytes their hash check read, not from a second read.
//
// Reference path (opVerify, ops.go; hashCheck and injectionCheck,
// storedoctor.go): verifyRoot reads every memory file to hash it, then
// the scan renders every memory (memoryInstructions). A store opened from
// its prepared cache holds textless memories (perf_textless.go), so each
// render reads the file again, checks its size and sha256 against the
// ones the memory was read with, and splits it: every file read and hashed
// twice. At 50,000 memories (genstore.py) that second pass was ~1.5-2 s of
// verify's ~6 s (perf52's log).
//
// Here the hash check hands each file's bytes and their sha256 to the
// scan as it reads them. When the file is a textless memory's and its
// size and sum are the ones that memory was read with, its bytes are the
// text a render would read (the same check texts() makes), so the memory
// is scanned then, its text primed in recentTexts by that sum; the scan's
// pass afterwards takes the answer. Any other memory (one with its text,
// a working note, whose folder the hash check does not read, a file
// changed since the store was opened) is scanned as on the reference path,
// so what is flagged, and the panic on a changed file, are the
// reference's. ENGRAM_NO_CACHE=1 turns it off.
var verifyOnceOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// flagScan is the instruction scan of a store's memories, filled in as the
// hash check reads their files. A nil *flagScan scans every memory as the
// reference path does.
//
// The hash check reads a root's files in the order its entries are in
// (memory folders in memorySubdirs' order, names sorted), so each root's
// entries are met by a cursor, not looked up: a map of every file cost
// verify 5 MB more at 50,000 memories. A file the store does not hold (one
// that does not parse, a refused name) leaves the cursor where it is; an
// entry the check never reads (a working note) is simply never scanned
// early.
type flagScan struct {
	entries []*entry
	byRoot  map[*storeRoot][]int32 // each root's entries, as indexes into entries
	done    []bool                 // by index into entries
	found   map[int32][]string     // the scanned entries with findings
}

// flagScanLookahead is how far past its cursor a root's scan looks for
// the file read: a file listed by the store and not by the check (created
// between the two listings) is passed over.
const flagScanLookahead = 4

func newFlagScan(s *store) *flagScan {
	if !verifyOnceOn {
		return nil
	}
	f := &flagScan{entries: s.entries, byRoot: map[*storeRoot][]int32{}, done: make([]bool, len(s.entries)), found: map[int32][]string{}}
	for i, en := range s.entries {
		f.byRoot[en.root] = append(f.byRoot[en.root], int32(i))
	}
	return f
}

// seen is verifyRoot's hook for root r: file's bytes as read, and their
// sha256. It is nil when there is no scan to feed.
func (f *flagScan) seen(r *storeRoot) func(file string, data []byte, sum string) {
	if f == nil || len(f.byRoot[r]) == 0 {
		return nil
	}
	order, next := f.byRoot[r], 0
	return func(file string, data []byte, sum string) {
		for k := next; k < min(next+flagScanLookahead, len(order)); k++ {
			if i := order[k]; f.entries[i].file == file {
				next = k + 1
				f.scan(i, data, sum)
				return
			}
		}
	}
}

// scan scans entry i from data, the bytes its file holds now, when they are
// the ones its textless memory was read from.
func (f *flagScan) scan(i int32, data []byte, sum string) {
	m := f.entries[i].mem
	if m.disk == nil || f.done[i] || m.disk.sum != sum || int(m.disk.size) != len(data) {
		return
	}
	head, body, err := splitMemoryText(string(data))
	if err != nil {
		return
	}
	recentTexts.put(sum, [2]string{head, body})
	f.done[i] = true
	if found := memoryInstructions(m); len(found) > 0 {
		f.found[i] = found // an empty answer may have room: not kept
	}
}

// instructions is memoryInstructions(en.mem) for en, the store's i-th
// entry, from the hash check's read when it fed one.
func (f *flagScan) instructions(i int, en *entry) []string {
	if f != nil && i < len(f.entries) && f.entries[i] == en && f.done[i] {
		return f.found[int32(i)]
	}
	return memoryInstructions(en.mem)
}
