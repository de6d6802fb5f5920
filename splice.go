package main

import (
	"bytes"
	"encoding/json"
	"hash/crc32"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// This file lets a commit change memory.index.json and memory.hashes.json
// by splicing the changed entries into the files' bytes instead of decoding
// and re-encoding them whole (issue 10: at 10,000 memories the full decode,
// encode and json.Indent of the ~5 MB index took ~300 ms per commit).
//
// A splice is only correct on a file laid out exactly as encode() and
// encodeHashes() write it (canonical), and proving that by parsing would
// cost as much as the full round trip. So after every commit engram records
// the size and CRC-32C of the two files it wrote (.cache/written.sums, per
// machine, gitignored), and the next commit splices a file only if both
// still match: the bytes are then bytes engram itself produced. (CRC-32C
// runs in hardware at several GB/s; sha256 of the 10 MB index at 10,000
// memories cost ~7 ms per check. A file that differs and still matches
// size and CRC is a 2^-32 accident, and the worst it does is the splice
// the forger case below describes.) Any
// other file (edited by hand or by engram 0.0.28, no record, another
// engram version's record) takes the full decode and encode, which makes it
// canonical again. The record is a hint, not a trust anchor: forging it can
// at worst make engram splice into a file the forger could have broken
// directly, and engram's read path never reads the index (it is derived).
// TestSpliceMatchesEncode checks that a splice gives the bytes of a full
// encode over random puts and removes.

const writtenSumsFile = "written.sums"

// maxSpliceOps: a commit that changes more entries re-encodes in full (each
// splice copies the file once).
const maxSpliceOps = 16

func writtenSumsPath(dir string) string { return filepath.Join(dir, prepCacheDir, writtenSumsFile) }

// readWrittenSums reads the record: one "name sha256" per line.
func readWrittenSums(dir string) map[string]string {
	data, err := os.ReadFile(writtenSumsPath(dir))
	if err != nil {
		return nil
	}
	out := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if name, sum, ok := strings.Cut(line, " "); ok {
			out[name] = sum
		}
	}
	return out
}

// writeWrittenSums records the sha256 of files a commit wrote. It runs
// after the transaction; a failure or a crash before it only leaves an older
// record, which matches no file on disk and costs the next commit a full
// encode.
func writeWrittenSums(dir string, files map[string][]byte) {
	var b strings.Builder
	for _, name := range []string{indexFile, hashesFile} {
		if data, ok := files[name]; ok {
			b.WriteString(name + " " + fileSum(data) + "\n")
		}
	}
	cdir := filepath.Join(dir, prepCacheDir)
	if err := os.MkdirAll(cdir, 0o755); err != nil {
		return
	}
	if ign := filepath.Join(cdir, ".gitignore"); !fileExists(ign) {
		os.WriteFile(ign, []byte("*\n"), 0o644)
	}
	tmp := writtenSumsPath(dir) + ".tmp"
	if os.WriteFile(tmp, []byte(b.String()), 0o644) == nil {
		os.Rename(tmp, writtenSumsPath(dir))
	}
}

// isOurs reports whether data is the file engram last wrote under name.
func isOurs(sums map[string]string, name string, data []byte) bool {
	want, ok := sums[name]
	return ok && want == fileSum(data)
}

var castagnoli = sync.OnceValue(func() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) })

// fileSum is the record of one file: its size and CRC-32C.
func fileSum(data []byte) string {
	return strconv.Itoa(len(data)) + ":" + strconv.FormatUint(uint64(crc32.Checksum(data, castagnoli())), 16)
}

// plainPath: a store path every JSON encoder writes literally (no escapes),
// so it can be searched for in the bytes.
func plainPath(p string) bool {
	for _, c := range []byte(p) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == '/') {
			return false
		}
	}
	return p != ""
}

// indexOp is one change to the index: put entry (compact JSON of an
// indexEntry) for file, or remove file's entries when entry is nil.
type indexOp struct {
	file  string
	entry []byte
}

// indentEntry is an entry as encode() lays it out inside "entries".
func indentEntry(raw []byte) []byte {
	var b bytes.Buffer
	b.WriteString("    ")
	json.Indent(&b, raw, "    ", "  ")
	return b.Bytes()
}

// spliceIndex applies ops to the bytes of a canonical index (as encode()
// writes it) and sets last_updated; it gives the bytes encode() would give
// for the same entries, with put and remove's semantics (put replaces the
// first entry for the file or appends; remove drops every entry for it).
// ok is false when data is not laid out as expected; the caller then
// encodes in full.
func spliceIndex(data []byte, stamp string, ops []indexOp) ([]byte, bool) {
	const verPrefix = "{\n  \"version\": "
	if !bytes.HasPrefix(data, []byte(verPrefix)) {
		return nil, false
	}
	luKey := []byte(",\n  \"last_updated\": ")
	lu := bytes.Index(data, luKey)
	if lu < 0 {
		return nil, false
	}
	luVal := lu + len(luKey)
	entKey := []byte(",\n  \"entries\": ")
	ent := bytes.Index(data[luVal:], entKey)
	if ent < 0 {
		return nil, false
	}
	ent += luVal
	var body []byte
	switch rest := data[ent+len(entKey):]; {
	case string(rest) == "[]\n}\n":
	case bytes.HasPrefix(rest, []byte("[\n    {\n")) && bytes.HasSuffix(rest, []byte("\n    }\n  ]\n}\n")):
		body = rest[2 : len(rest)-len("\n  ]\n}\n")]
	default:
		return nil, false
	}
	// Every op but the last makes a new body; the last one gives the pieces
	// of the output, which is then copied once (the index is ~10 MB at
	// 10,000 memories, and each copy of it costs more than its search).
	var pieces [][]byte
	for i, op := range ops {
		if !plainPath(op.file) {
			return nil, false
		}
		var ok bool
		if op.entry == nil {
			body, ok = removeEntries(body, op.file)
			pieces = [][]byte{body}
		} else {
			pieces, ok = putEntry(body, op.file, indentEntry(op.entry))
			if i < len(ops)-1 {
				body = bytes.Join(pieces, nil)
			}
		}
		if !ok {
			return nil, false
		}
	}
	size := 0
	for _, p := range pieces {
		size += len(p)
	}
	stampJSON, _ := json.Marshal(stamp)
	out := make([]byte, 0, luVal+len(stampJSON)+len(entKey)+size+16)
	out = append(out, data[:luVal]...)
	out = append(out, stampJSON...)
	out = append(out, entKey...)
	if size == 0 {
		out = append(out, "[]"...)
	} else {
		out = append(out, "[\n"...)
		for _, p := range pieces {
			out = append(out, p...)
		}
		out = append(out, "\n  ]"...)
	}
	return append(out, "\n}\n"...), true
}

// findEntry finds the first entry of body, at or after from, whose file is
// file: its span [start, end) without the separator. Every entry that
// contains the file's base name is decoded to be sure (an id can be part of
// another entry's text); found is false if none matches.
func findEntry(body []byte, file string, from int) (start, end int, found, ok bool) {
	base := []byte(file[strings.LastIndex(file, "/")+1:])
	for p := from; ; {
		i := bytes.Index(body[p:], base)
		if i < 0 {
			return 0, 0, false, true
		}
		i += p
		s := bytes.LastIndex(body[:i], []byte("\n    {\n")) + 1 // 0 when it is the first entry
		e := bytes.Index(body[i:], []byte("\n    }"))
		if e < 0 || !bytes.HasPrefix(body[s:], []byte("    {\n")) {
			return 0, 0, false, false
		}
		e += i + len("\n    }")
		if e != len(body) && !bytes.HasPrefix(body[e:], []byte(",\n    {\n")) {
			return 0, 0, false, false
		}
		if s >= from && entryFile(body[s:e]) == file {
			return s, e, true, true
		}
		p = e
	}
}

// putEntry gives the pieces of the body after put.
func putEntry(body []byte, file string, entry []byte) ([][]byte, bool) {
	s, e, found, ok := findEntry(body, file, 0)
	switch {
	case !ok:
		return nil, false
	case found:
		return [][]byte{body[:s], entry, body[e:]}, true
	case len(body) == 0:
		return [][]byte{entry}, true
	default:
		return [][]byte{body, []byte(",\n"), entry}, true
	}
}

func removeEntries(body []byte, file string) ([]byte, bool) {
	for from := 0; ; {
		s, e, found, ok := findEntry(body, file, from)
		if !ok {
			return nil, false
		}
		if !found {
			return body, true
		}
		out := make([]byte, 0, len(body))
		switch {
		case e < len(body): // drop the entry and the ",\n" after it
			out = append(append(out, body[:s]...), body[e+2:]...)
		case s > 0: // the last entry: drop the ",\n" before it
			out = append(out, body[:s-2]...)
		}
		body, from = out, min(s, len(out))
	}
}

// spliceHashes applies changes (a sha256, or "" to remove) to the bytes of
// a canonical hashes file (as encodeHashes writes it: sorted keys, one per
// line) and gives the bytes encodeHashes would give.
func spliceHashes(data []byte, changes map[string]string) ([]byte, bool) {
	// A backslash means an escaped key, whose byte order need not be its
	// sort order: encode in full.
	if !bytes.HasPrefix(data, []byte("{\n")) || !bytes.HasSuffix(data, []byte("}\n")) || bytes.IndexByte(data, '\\') >= 0 {
		return nil, false
	}
	// lines: every "  "k": "v"" without its comma.
	inner := data[2 : len(data)-2]
	var lines [][]byte
	for len(inner) > 0 {
		nl := bytes.IndexByte(inner, '\n')
		if nl < 0 {
			return nil, false
		}
		line := inner[:nl]
		inner = inner[nl+1:]
		line = bytes.TrimSuffix(line, []byte(","))
		if !bytes.HasPrefix(line, []byte("  \"")) {
			return nil, false
		}
		lines = append(lines, line)
	}
	key := func(line []byte) string {
		end := bytes.Index(line, []byte("\": \""))
		if end < 0 {
			return ""
		}
		return string(line[3:end])
	}
	for k, v := range changes {
		if !plainPath(k) || (v != "" && !plainPath(v)) {
			return nil, false
		}
		// binary search: keys are sorted and plain, so byte order is
		// sort.Strings order.
		lo, hi := 0, len(lines)
		for lo < hi {
			m := (lo + hi) / 2
			if key(lines[m]) < k {
				lo = m + 1
			} else {
				hi = m
			}
		}
		exists := lo < len(lines) && key(lines[lo]) == k
		switch {
		case v == "" && exists:
			lines = append(lines[:lo], lines[lo+1:]...)
		case v != "" && exists:
			lines[lo] = []byte("  \"" + k + "\": \"" + v + "\"")
		case v != "":
			lines = append(lines, nil)
			copy(lines[lo+1:], lines[lo:])
			lines[lo] = []byte("  \"" + k + "\": \"" + v + "\"")
		}
	}
	out := make([]byte, 0, len(data)+128)
	out = append(out, "{\n"...)
	for i, l := range lines {
		out = append(out, l...)
		if i < len(lines)-1 {
			out = append(out, ',')
		}
		out = append(out, '\n')
	}
	return append(out, "}\n"...), true
}
