package main

import (
	"bytes"
	"encoding/json"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"sort"
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
//
// The spliced index is then not written whole but patched in place (txn.go):
// diffPatch compares the spliced pieces with the old bytes and keeps only
// what differs, which for the usual commit (a new memory appended, the
// stamp near the top changed) is ~1 KB instead of a 10 MB temp file and its
// fsync. The check that the file is ours still reads and CRCs all of it
// (~3 ms at 10 MB): a check by stat (size, mtime, ctime, inode) instead
// would save that but could not see a same-size edit made within the file
// system's timestamp tick after our write (git's "racy clean" problem, and
// back-to-back commits are always within it), and the splice has to read
// the bytes anyway to find whether the file already has an entry.

const writtenSumsFile = "written.sums"

// writtenSumsTemp starts the name of the record's temp file; only a commit
// holding the store's lock writes one, so the process that breaks a dead
// holder's lock removes it (recoverStore).
const writtenSumsTemp = tmpPrefix + "sums-"

// spliceOn: ENGRAM_NO_CACHE=1 turns the splice and the in-place patch off,
// like every other speed-up: each commit then decodes and encodes the index
// and the hashes file in full (the reference path).
var spliceOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// maxSpliceOps: a commit that changes more entries re-encodes in full (each
// splice copies the file once).
const maxSpliceOps = 16

func writtenSumsPath(dir string) string { return filepath.Join(dir, prepCacheDir, writtenSumsFile) }

// readWrittenSums reads the record: one "name sha256" per line.
func readWrittenSums(dir string) map[string]string {
	data, err := readPlainFile(dir, prepCacheDir+"/"+writtenSumsFile, maxSmallFileBytes)
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

// writeWrittenSums records the sums (fileSum) of the files a commit wrote.
// It runs after the transaction; a failure or a crash before it only leaves
// an older record, which matches no file on disk and costs the next commit a
// full encode.
func writeWrittenSums(dir string, sums map[string]string) {
	var b strings.Builder
	for _, name := range []string{indexFile, hashesFile} {
		if sum, ok := sums[name]; ok {
			b.WriteString(name + " " + sum + "\n")
		}
	}
	cdir := filepath.Join(dir, prepCacheDir)
	if ensureCacheDir(cdir) != nil {
		return
	}
	// A cache: a failed write only costs the next commit a full encode.
	w := atomicWrite{path: writtenSumsPath(dir), pattern: writtenSumsTemp + "*", mode: 0o644, cache: true}
	w.write(func(f io.Writer) error {
		_, err := io.WriteString(f, b.String())
		return err
	})
}

// isOurs reports whether data is the file engram last wrote under name.
func isOurs(sums map[string]string, name string, data []byte) bool {
	want, ok := sums[name]
	return ok && want == fileSum(data)
}

var castagnoli = sync.OnceValue(func() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) })

// fileSum is the record of one file: its size and CRC-32C.
func fileSum(data []byte) string {
	return piecesSum([][]byte{data})
}

// piecesSum is fileSum of the concatenation of pieces.
func piecesSum(pieces [][]byte) string {
	size, crc := 0, uint32(0)
	for _, p := range pieces {
		size += len(p)
		crc = crc32.Update(crc, castagnoli(), p)
	}
	return sumOf(size, crc)
}

// sumOf is the record of size bytes whose CRC-32C is crc: how every sum
// is written, whether its bytes were summed whole, in pieces or as they
// streamed past.
func sumOf(size int, crc uint32) string {
	return strconv.Itoa(size) + ":" + strconv.FormatUint(uint64(crc), 16)
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
	pieces, ok := spliceIndexPieces(data, stamp, ops)
	if !ok {
		return nil, false
	}
	return bytes.Join(pieces, nil), true
}

// spliceIndexPieces is spliceIndex without the final copy: the new file is
// the concatenation of the pieces, most of whose bytes are slices of data.
func spliceIndexPieces(data []byte, stamp string, ops []indexOp) ([][]byte, bool) {
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
	// of the output, which is copied at most once (the index is ~10 MB at
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
	out := [][]byte{data[:luVal], stampJSON, entKey}
	if size == 0 {
		return append(out, []byte("[]\n}\n")), true
	}
	out = append(out, []byte("[\n"))
	out = append(out, pieces...)
	return append(out, []byte("\n  ]\n}\n")), true
}

// indexChunk: appendPatch reads the index in pieces this big, which stay in
// the CPU cache while they are summed and searched. A variable so that the
// tests can make pieces boundaries fall everywhere.
var indexChunk = 256 << 10

// indexTail ends a canonical index with entries; the last entry's "\n    }"
// comes before it.
const indexTail = "\n  ]\n}\n"

// appendPatch is the usual commit's change to an index engram wrote: one
// entry put for a file the index does not name, which appends the entry
// and changes the stamp. It gives the patch and the new file's sum without
// holding the file in memory: one pass in indexChunk pieces checks the size
// and CRC-32C against the record (want), computes the CRC of the new bytes,
// and looks for the file's base name. At 10,000 memories, allocating,
// zeroing and filling a 10 MB buffer for the general path cost more CPU
// than the rest of the commit. ok is false whenever the patch might not
// give the bytes spliceIndex gives: not ours, another layout, no entries
// yet, a stamp of another length, or the base name anywhere in the file
// (in an entry of that file, or in any text); the caller then takes the
// general path, which decides.
func appendPatch(path, want, stamp string, op indexOp) (p filePatch, sum string, ok bool) {
	if op.entry == nil || !plainPath(op.file) {
		return p, "", false
	}
	f, size, head, ok := openIndexHead(path)
	if !ok {
		return p, "", false
	}
	defer f.Close()
	if !strings.HasPrefix(want, strconv.Itoa(size)+":") {
		return p, "", false
	}
	a, ok := newAppendScan(head, size, stamp, op)
	if !ok {
		return p, "", false
	}
	buf := make([]byte, indexChunk)
	var crcOld uint32
	for off := 0; off < size; {
		n := min(indexChunk, size-off)
		if _, err := io.ReadFull(f, buf[:n]); err != nil {
			return p, "", false
		}
		crcOld = crc32.Update(crcOld, a.tab, buf[:n])
		if a.feed(buf[:n]); a.found {
			return p, "", false
		}
		off += n
	}
	if want != strconv.Itoa(size)+":"+strconv.FormatUint(uint64(crcOld), 16) {
		return p, "", false
	}
	return a.finish(f)
}

// openIndexHead opens the index at path for a patch, never through a link
// (storefs.go), with its size and its first 4 KB, where newAppendScan finds
// the header; false for anything but a regular file it could read.
func openIndexHead(path string) (f *os.File, size int, head []byte, ok bool) {
	f, err := openNoFollow(path)
	if err != nil {
		return nil, 0, nil, false
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, 0, nil, false
	}
	size = int(fi.Size())
	head = make([]byte, min(size, 4096))
	if _, err := f.ReadAt(head, 0); err != nil {
		f.Close()
		return nil, 0, nil, false
	}
	return f, size, head, true
}

// appendScan is appendPatch's pass over the index's bytes, fed in pieces
// in order: the CRC of the new file up to the new entry, and the search
// for the new file's base name (across the pieces' seams too).
type appendScan struct {
	size, luVal, stampEnd, bodyEnd int
	newStamp, base, add            []byte
	tab                            *crc32.Table
	crcNew                         uint32
	off                            int // bytes fed so far
	find                           nameFinder
	seam                           []byte // the last len(base)-1 bytes fed, then the next piece's first
	found                          bool
}

// newAppendScan starts the scan of an index of size bytes that begins
// with head; false when the patch cannot apply (see appendPatch).
func newAppendScan(head []byte, size int, stamp string, op indexOp) (*appendScan, bool) {
	if op.entry == nil || !plainPath(op.file) {
		return nil, false
	}
	a := &appendScan{size: size, bodyEnd: size - len(indexTail), tab: castagnoli()}
	a.newStamp, _ = json.Marshal(stamp)
	var ok bool
	a.luVal, a.stampEnd, ok = indexHeader(head)
	if !ok || a.stampEnd-a.luVal != len(a.newStamp) || a.stampEnd > a.bodyEnd {
		return nil, false
	}
	a.base = []byte(op.file[strings.LastIndex(op.file, "/")+1:])
	a.add = append(append([]byte(",\n"), indentEntry(op.entry)...), indexTail...)
	return a, true
}

// feed scans the next piece of the file.
func (a *appendScan) feed(piece []byte) {
	off, n := a.off, len(piece)
	a.off += n
	// The new file up to the entry: the old bytes, the stamp replaced.
	crcPart := func(lo, hi int) {
		if x, y := max(lo, off), min(hi, off+n); x < y {
			a.crcNew = crc32.Update(a.crcNew, a.tab, piece[x-off:y-off])
		}
	}
	crcPart(0, a.luVal)
	if off < a.luVal && a.luVal <= off+n {
		a.crcNew = crc32.Update(a.crcNew, a.tab, a.newStamp)
	}
	crcPart(a.stampEnd, a.bodyEnd)
	if a.found {
		return
	}
	if off == 0 {
		a.find = newNameFinder(a.base, piece) // perf_namescan.go
	}
	// A name across the seam starts in the last len(base)-1 bytes before
	// this piece and ends in its first len(base)-1.
	keep := len(a.base) - 1
	a.seam = append(a.seam, piece[:min(keep, n)]...)
	a.found = a.find.in(a.seam) || a.find.in(piece)
	tail := a.seam
	if n >= keep {
		tail = piece[n-keep:]
	}
	a.seam = append(a.seam[:0], tail[max(0, len(tail)-keep):]...)
}

// finish checks the end of f, all of which was fed, and gives the patch
// and the new file's sum.
func (a *appendScan) finish(f *os.File) (p filePatch, sum string, ok bool) {
	tail := make([]byte, len("\n    }"+indexTail))
	if a.found || a.off != a.size {
		return p, "", false
	}
	if _, err := f.ReadAt(tail, int64(a.size-len(tail))); err != nil || string(tail) != "\n    }"+indexTail {
		return p, "", false
	}
	crcNew := crc32.Update(a.crcNew, a.tab, a.add)
	p = filePatch{Size: int64(a.bodyEnd + len(a.add)), Writes: []patchWrite{{At: int64(a.luVal), Data: a.newStamp}, {At: int64(a.bodyEnd), Data: a.add}}}
	return p, sumOf(a.bodyEnd+len(a.add), crcNew), true
}

// indexHeader finds the stamp of a canonical index with entries from its
// first bytes: the offsets of the last_updated value and of its end, which
// must be followed by the first entry.
func indexHeader(head []byte) (luVal, stampEnd int, ok bool) {
	const verPrefix = "{\n  \"version\": "
	luKey := []byte(",\n  \"last_updated\": ")
	lu := bytes.Index(head, luKey)
	if !bytes.HasPrefix(head, []byte(verPrefix)) || lu < 0 {
		return 0, 0, false
	}
	luVal = lu + len(luKey)
	if luVal >= len(head) || head[luVal] != '"' {
		return 0, 0, false
	}
	q := bytes.IndexByte(head[luVal+1:], '"')
	if q < 0 {
		return 0, 0, false
	}
	stampEnd = luVal + q + 2
	if bytes.IndexByte(head[luVal:stampEnd], '\\') >= 0 || !bytes.HasPrefix(head[stampEnd:], []byte(",\n  \"entries\": [\n    {\n")) {
		return 0, 0, false
	}
	return luVal, stampEnd, true
}

// patchBytes applies a patch to a file's bytes in memory.
func patchBytes(old []byte, p filePatch) []byte {
	out := make([]byte, p.Size)
	copy(out, old)
	for _, w := range p.Writes {
		copy(out[w.At:], w.Data)
	}
	return out
}

// maxPatchBytes: the most a commit writes into the index in place. A
// change further from the end (an update of an early entry, a removal)
// rewrites the file through a temp file instead, which costs about what
// writing that much twice (journal, then file) would, and keeps the
// journal small.
const maxPatchBytes = 256 << 10

// diffPatch gives the writes that turn old into the concatenation of
// pieces, and the new size; ok is false when they would be more than limit
// bytes. A piece that is the slice of old at its own offset is unchanged
// without a look; any other is compared with old there, and written from
// its first differing byte on.
func diffPatch(old []byte, pieces [][]byte, limit int) (writes []patchWrite, size int64, ok bool) {
	off, total := 0, 0
	for _, p := range pieces {
		d := commonPrefix(old[min(off, len(old)):], p)
		if d < len(p) {
			if total += len(p) - d; total > limit {
				return nil, 0, false
			}
			at := int64(off + d)
			if n := len(writes); n > 0 && writes[n-1].At+int64(len(writes[n-1].Data)) == at {
				writes[n-1].Data = append(writes[n-1].Data, p[d:]...)
			} else {
				writes = append(writes, patchWrite{At: at, Data: append([]byte(nil), p[d:]...)})
			}
		}
		off += len(p)
	}
	return writes, int64(off), true
}

// commonPrefix is the length of the longest common prefix of a and b.
func commonPrefix(a, b []byte) int {
	n := min(len(a), len(b))
	if n > 0 && &a[0] == &b[0] {
		return n
	}
	i := 0
	for ; i+64 <= n && bytes.Equal(a[i:i+64], b[i:i+64]); i += 64 {
	}
	for ; i < n && a[i] == b[i]; i++ {
	}
	return i
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
// line) and gives the bytes encodeHashes would give. Each change finds its
// line by a binary search over the bytes and copies the file once; the
// ~10,000 lines of a large store are never split (that cost ~3 ms a commit).
func spliceHashes(data []byte, changes map[string]string) ([]byte, bool) {
	// A backslash means an escaped key, whose byte order need not be its
	// sort order: encode in full.
	if !bytes.HasPrefix(data, []byte("{\n")) || !bytes.HasSuffix(data, []byte("}\n")) || bytes.IndexByte(data, '\\') >= 0 {
		return nil, false
	}
	keys := make([]string, 0, len(changes))
	for k, v := range changes {
		if !plainPath(k) || (v != "" && !plainPath(v)) {
			return nil, false
		}
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := data
	for _, k := range keys {
		var ok bool
		if out, ok = setHash(out, k, changes[k]); !ok {
			return nil, false
		}
	}
	return out, true
}

// setHash sets the line of key k in a canonical hashes file to v, adding it
// in sorted order, or removes it when v is "". Keys are plain, so byte order
// is sort.Strings order.
func setHash(data []byte, k, v string) ([]byte, bool) {
	first, end := len("{\n"), len(data)-len("}\n") // the lines are data[first:end]
	if end < first {
		return nil, false
	}
	// pos: the start of the first line whose key is >= k, or end.
	lo, hi := first, end
	for lo < hi {
		s, _, next, key, ok := hashLineAt(data, lo+(hi-lo)/2)
		if !ok {
			return nil, false
		}
		if string(key) < k {
			lo = next
		} else {
			hi = s
		}
	}
	pos := lo
	exists, bodyEnd, next := false, 0, 0
	if pos < end {
		_, e, n, key, ok := hashLineAt(data, pos)
		if !ok {
			return nil, false
		}
		exists, bodyEnd, next = string(key) == k, e, n
	}
	line := "  \"" + k + "\": \"" + v + "\""
	// cat is data[:a], then mid, then data[b:].
	cat := func(a int, mid string, b int) []byte {
		return bytes.Join([][]byte{data[:a], []byte(mid), data[b:]}, nil)
	}
	switch {
	case exists && v != "":
		return cat(pos, line, bodyEnd), true
	case exists && next < end: // not the last line
		return cat(pos, "", next), true
	case exists && pos > first: // the last line: the one before loses its comma
		if data[pos-2] != ',' {
			return nil, false
		}
		return cat(pos-2, "\n}\n", len(data)), true
	case exists:
		return []byte("{\n}\n"), true
	case v == "":
		return data, true
	case pos < end:
		return cat(pos, line+",\n", pos), true
	case pos > first: // after the last line, which gains a comma
		return cat(end-1, ",\n"+line+"\n}\n", len(data)), true
	default:
		return []byte("{\n" + line + "\n}\n"), true
	}
}

// hashLineAt gives the line of a hashes file that holds offset i: its
// start, the end of its "  "k": "v"" (before the comma), the start of the
// next line, and its key.
func hashLineAt(data []byte, i int) (start, bodyEnd, next int, key []byte, ok bool) {
	start = bytes.LastIndexByte(data[:i], '\n') + 1
	nl := bytes.IndexByte(data[start:], '\n')
	if nl < 0 {
		return 0, 0, 0, nil, false
	}
	next = start + nl + 1
	bodyEnd = next - 1
	if data[bodyEnd-1] == ',' {
		bodyEnd--
	}
	line := data[start:bodyEnd]
	kend := bytes.Index(line, []byte("\": \""))
	if !bytes.HasPrefix(line, []byte("  \"")) || kend < 0 || !bytes.HasSuffix(line, []byte("\"")) {
		return 0, 0, 0, nil, false
	}
	return start, bodyEnd, next, line[3:kend], true
}
