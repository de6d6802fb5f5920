package main

import (
	"bufio"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"
	"unsafe"
)

// This file is the prepared cache of issue 10: a per-machine file in each
// store root (.cache/prepared.bin, gitignored) that lets a new process
// skip reading, hashing and tokenising memory files that did not change.
// Its rules:
//
//   - It records facts of the form "the file with this stat (size, mtime,
//     ctime, inode) had this size and sha256, these front matter values,
//     title and verdict text, and these routing terms": what a textless
//     memory keeps (perf_textless.go), not the file's bytes.
//     A fact is used only when the file's stat now is the same and the
//     file was not changed within racyWindow of being read (git's "racy
//     clean" rule; 100 ms on Linux's local filesystems, perf_racy_linux.go);
//     every other file is read, hashed and parsed again. A memory folder's
//     names are one more fact of that form, "the folder with this stat key,
//     listed at this time, held these names", in a MACed file of their own
//     beside it (.cache/listing.bin, perf_listfact.go), so that a listing
//     can use them before this file's decode ends; each listed file is
//     still stat'ed.
//   - It never decides visibility: a memory is shown only if the sha256
//     of its bytes (recorded when they were read) matches the hashes
//     file's map, and the config is read on every load. The map itself is
//     one more fact of the same form: "memory.hashes.json with this stat
//     key, read at this time, parsed to this map", used only when the
//     file's lstat now has exactly that key (inode and ctime included, so
//     never on Windows, whose key is size and mtime only), on a
//     filesystem with fine stamps, outside the racy-clean window; every
//     other load reads and parses the file (perf_hashfact.go). Any edit of
//     the file, by engram, by hand or by another writer, in place or by
//     rename, moves its ctime or its inode and is read.
//   - It is authenticated with HMAC-SHA256 under a per-user key kept
//     outside every repository (cache.key in the user config folder, 0600).
//     An agent that can write the workspace can write this file, but not
//     forge one that passes: a file whose MAC fails, whose format or
//     engram binary differs, or that does not parse is ignored and
//     rewritten. Without a usable key there is no cache. The MAC covers
//     the file's head; the documents' region after it is checked a block
//     at a time against sums the head holds (perf_blockmac.go).
//   - It is written whole to a temp file and renamed into place, so a
//     reader sees an old or a new cache, never a torn one; two writers
//     race harmlessly (each file is a complete set of true facts).
//
// ENGRAM_NO_CACHE=1 turns it off.

const (
	prepCacheDir   = ".cache"
	prepCacheName  = "prepared.bin"
	prepCacheMagic = "ENGRAM-PREPARED\n"
	// prepCacheFormat changes whenever the file layout, parsing or
	// tokenising changes in a way the binary identity would not show.
	prepCacheFormat = 12
	cacheKeyFile    = "cache.key"
)

// cacheKeyDir is where the per-user MAC key lives; tests point it at a
// temp folder.
var cacheKeyDir = globalHome

// prepCacheKey reads the per-user key, creating it on first use. nil means
// no cache (a read-only or missing home, a key that is not ours).
func prepCacheKey(e *env) []byte { return keyIn(cacheKeyDir(e)) }

// keyIn is the per-user key in dir, read once per process and created on
// first use; nil for no folder or a key that is not ours.
func keyIn(dir string) []byte {
	if dir == "" {
		return nil
	}
	if k, ok := cacheKeys.Load(dir); ok {
		return k.([]byte)
	}
	// One reader at a time: the route index's read-ahead and the first
	// load both ask for the key as a server starts, and on a new machine
	// both would create it.
	cacheKeyMu.Lock()
	defer cacheKeyMu.Unlock()
	if k, ok := cacheKeys.Load(dir); ok {
		return k.([]byte)
	}
	k := loadCacheKey(dir)
	if k != nil {
		cacheKeys.Store(dir, k)
	}
	return k
}

// cacheKeys are the keys read by this process, by folder.
var (
	cacheKeys  sync.Map
	cacheKeyMu sync.Mutex
)

func loadCacheKey(dir string) []byte {
	path := filepath.Join(dir, cacheKeyFile)
	if key, err := os.ReadFile(path); err == nil {
		if len(key) != 32 {
			return nil
		}
		return key
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil
	}
	key := make([]byte, 32)
	if _, err := rand.Read(key); err != nil {
		return nil
	}
	// The key is written whole to a temp file and linked into place, so
	// another process never reads it half written (it then ran without a
	// cache), and the first to link wins: every process uses its key.
	tmp, err := os.CreateTemp(dir, cacheKeyFile+".tmp-*")
	if err != nil {
		return nil
	}
	defer os.Remove(tmp.Name())
	_, werr := tmp.Write(key)
	if cerr := tmp.Close(); werr != nil || cerr != nil {
		return nil
	}
	if err := os.Link(tmp.Name(), path); err != nil {
		// Another process linked its key first: use theirs. (A folder
		// without hard links gets no key, and so no cache.)
		if key, err := os.ReadFile(path); err == nil && len(key) == 32 {
			return key
		}
		return nil
	}
	return key
}

// prepCacheOn reports whether this process may use the prepared cache.
func prepCacheOn(e *env) bool { return e.getenv("ENGRAM_NO_CACHE") == "" }

// binaryIdentity names the engram build: a cache written by another build
// may tokenise differently, so it is not used.
var binaryIdentity = sync.OnceValue(func() string {
	id := strconv.Itoa(prepCacheFormat) + "\x00" + runtime.Version()
	if exe, err := os.Executable(); err == nil {
		if fi, err := os.Stat(exe); err == nil {
			id += "\x00" + exe + "\x00" + strconv.FormatInt(fi.Size(), 10) + "\x00" + strconv.FormatInt(fi.ModTime().UnixNano(), 10)
		}
	}
	return id
})

func prepCachePath(r *storeRoot) string { return filepath.Join(r.dir, prepCacheDir, prepCacheName) }

// cachedFile is one fact of the cache, as written.
type cachedFile struct {
	file   string // "rules/x.md"
	key    fileKey
	readAt int64
	sum    string // hex sha256
	size   int
	mem    *memory // textless (perf_textless.go)
	doc    *document
}

// readPrepCache returns the cache's facts for one root by path, or nil.
func readPrepCache(e *env, r *storeRoot, key []byte) map[string]*prepared {
	m, _, _ := readPrepCacheAll(e, r, key)
	return m
}

// readPrepCacheAll is readPrepCache with the fact it holds about the
// root's hashes file, when that still holds (perf_hashfact.go).
func readPrepCacheAll(e *env, r *storeRoot, key []byte) (map[string]*prepared, cachedHashes, bool) {
	if key == nil || !prepCacheHeadOK(r) {
		return nil, cachedHashes{}, false
	}
	files, hp, ok := streamPrepCacheAll(r, key)
	if !ok {
		return nil, cachedHashes{}, false
	}
	out := make(map[string]*prepared, len(files))
	preps := make([]prepared, len(files)) // one allocation, not one per file
	paths := prepPaths(r.dir, files)
	base := int32(-1)
	for i := range files {
		c := &files[i]
		path := paths[i]
		c.mem.disk.path = path
		// Every path joined as root, separator, file has the root's base
		// (perf_textless.go): worked out once (checkFrom made a string a
		// file), and for each file of another form.
		if joined := len(path) > len(r.dir) && path[len(r.dir)] == filepath.Separator && path[:len(r.dir)] == r.dir; joined && base >= 0 {
			c.mem.disk.base = base
		} else {
			c.mem.disk.checkFrom(r)
			if joined {
				base = c.mem.disk.base
			}
		}
		// The id is cut from the path, not from the name just decoded
		// (perf_sharestr.go).
		repointID(c.mem.facts, path)
		preps[i] = prepared{diskText: *c.mem.disk, key: c.key, readAt: c.readAt, mem: c.mem, doc: c.doc}
		c.mem.disk = &preps[i].diskText // one copy of the path, size and sum
		out[path] = &preps[i]
	}
	if f, ok := hp.fact(files, paths); ok {
		ch, ok := checkCachedHashes(r.dir, f) // perf_hashfact.go
		return out, ch, ok
	}
	return out, cachedHashes{}, false
}

// prepPaths are the files' paths in root dir, filepath.Join(dir, file),
// in one block: 10,000 paths a warm spawn, and Join cleans each joined
// path byte by byte again with an allocation of its own ("prepcache
// map/paths" 6.9-8.4 ms of the decode chain, BENCHMARKS.md, stop 39
// (prof39)). A clean dir and a clean relative file (no empty, "." or ".."
// element, no leading or trailing separator) join to their concatenation
// with a separator, the same bytes; anything else takes Join.
func prepPaths(dir string, files []cachedFile) []string {
	paths := make([]string, len(files))
	if filepath.Separator != '/' || dir == "" || dir == "." || dir != filepath.Clean(dir) || strings.HasSuffix(dir, "/") {
		for i := range files {
			paths[i] = filepath.Join(dir, filepath.FromSlash(files[i].file))
		}
		return paths
	}
	n := 0
	for i := range files {
		n += len(dir) + 1 + len(files[i].file)
	}
	block := make([]byte, 0, n)
	for i := range files {
		f := files[i].file
		if !cleanRelative(f) {
			paths[i] = filepath.Join(dir, f)
			continue
		}
		start := len(block)
		block = append(block, dir...)
		block = append(block, '/')
		block = append(block, f...)
		paths[i] = unsafe.String(&block[start], len(block)-start)
	}
	return paths
}

// cleanRelative reports whether the slash-separated path f is relative and
// clean: non-empty elements, none "." or "..".
func cleanRelative(f string) bool {
	for {
		i := strings.IndexByte(f, '/')
		e := f
		if i >= 0 {
			e = f[:i]
		}
		if e == "" || e == "." || e == ".." {
			return false
		}
		if i < 0 {
			return true
		}
		f = f[i+1:]
	}
}

// prepCacheHeadOK reports whether the cache's first bytes name this
// build, before the whole file is read: a clone can carry a prepared.bin
// of up to maxPrepCacheBytes (zeros compress a thousandfold in git), and
// reading and MACing 250 MB cost every command, the SessionStart hook
// included, 2.6 s and 265 MB of peak RSS before the MAC refused it. A
// file engram did not write on this machine cannot know its head:
// binaryIdentity names the executable's path, size and mtime in
// nanoseconds. The path is checked as readPlainFile checks it.
func prepCacheHeadOK(r *storeRoot) bool {
	rel := prepCacheDir + "/" + prepCacheName
	if checkStorePath(r.dir, rel) != nil {
		return false
	}
	f, err := openNoFollow(filepath.Join(r.dir, filepath.FromSlash(rel)))
	if err != nil {
		return false
	}
	defer f.Close()
	id := binaryIdentity()
	want := binary.AppendUvarint([]byte(prepCacheMagic), uint64(len(id)))
	want = append(want, id...)
	head := make([]byte, len(want))
	_, err = io.ReadFull(f, head)
	return err == nil && string(head) == string(want)
}

// openCacheFile opens root's cache file name (in .cache) for reading, and
// gives its size: only a regular file reached without a link, of at least
// minSize bytes and at most maxPrepCacheBytes (a clone can carry any file
// there); nil otherwise.
func openCacheFile(r *storeRoot, name string, minSize int64) (*os.File, int64) {
	rel := prepCacheDir + "/" + name
	if checkStorePath(r.dir, rel) != nil {
		return nil, 0
	}
	f, err := openNoFollow(filepath.Join(r.dir, filepath.FromSlash(rel)))
	if err != nil {
		return nil, 0
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() || fi.Size() > maxPrepCacheBytes || fi.Size() < minSize {
		f.Close()
		return nil, 0
	}
	return f, fi.Size()
}

// streamPrepCache reads, decodes and checks root's cache: its head is
// decoded as it is read, its MAC checked at its end, and nothing decoded is
// used (nor a term interned) unless it passes. Read whole, then decoded,
// the body (7.5 MB at 10,000 of genstore.py's memories) was held beside
// all it decodes to, at the first load, where a server's resident memory
// peaks (issue 20: peak RSS ≤ 48 MB). The documents' region is not read
// here (perf_blockmac.go).
func streamPrepCache(r *storeRoot, key []byte) ([]cachedFile, bool) {
	files, _, ok := streamPrepCacheAll(r, key)
	return files, ok
}

// streamPrepCacheAll is streamPrepCache with the head's hashes section.
func streamPrepCacheAll(r *storeRoot, key []byte) ([]cachedFile, prepHashes, bool) {
	f, size := openCacheFile(r, prepCacheName, int64(len(prepCacheMagic)+prepTrailer))
	if f == nil {
		return nil, prepHashes{}, false
	}
	defer f.Close()
	return decodePrepFileAll(f, size, key, func() (io.ReaderAt, func()) {
		g, _ := openCacheFile(r, prepCacheName, size)
		if g == nil {
			return nil, nil
		}
		return g, func() { g.Close() }
	})
}

// decodePrepFile decodes a cache file of size bytes read from src: its
// prefix, its trailer (the head's length and MAC), then its head, MACed
// under key as it is read (a nil key checks no MAC: tests decode bodies
// they built). open reopens the file for the documents' blocks, read when
// a document is first used (perf_blockmac.go).
func decodePrepFile(src io.ReaderAt, size int64, key []byte, open func() (io.ReaderAt, func())) ([]cachedFile, bool) {
	files, _, ok := decodePrepFileAll(src, size, key, open)
	return files, ok
}

// decodePrepFileAll is decodePrepFile with the head's hashes section.
func decodePrepFileAll(src io.ReaderAt, size int64, key []byte, open func() (io.ReaderAt, func())) ([]cachedFile, prepHashes, bool) {
	prefix := prepCachePrefix()
	if size < int64(len(prefix))+prepTrailer {
		return nil, prepHashes{}, false
	}
	got := make([]byte, len(prefix))
	trailer := make([]byte, prepTrailer)
	if _, err := src.ReadAt(got, 0); err != nil || string(got) != string(prefix) {
		return nil, prepHashes{}, false
	}
	if _, err := src.ReadAt(trailer, size-prepTrailer); err != nil {
		return nil, prepHashes{}, false
	}
	n := binary.LittleEndian.Uint64(trailer)
	if n > uint64(size-prepTrailer-int64(len(prefix))) {
		return nil, prepHashes{}, false
	}
	start := size - prepTrailer - int64(n)
	region := docRegion{start: int64(len(prefix)), size: start - int64(len(prefix)), open: open}
	head := io.NewSectionReader(src, start, int64(n))
	if key == nil {
		return decodePrepStream(head, int64(n), nil, region)
	}
	h := hmac.New(sha256.New, key)
	verified := func() bool {
		h.Write(trailer[:8])
		return hmac.Equal(h.Sum(nil), trailer[8:])
	}
	return decodePrepStream(io.TeeReader(head, h), int64(n), verified, region)
}

// prepTrailer is the bytes after the head: its length and its MAC.
const prepTrailer = 8 + sha256.Size

// prepCachePrefix is the file's first bytes, which prepCacheHeadOK reads:
// the magic and the binary's identity (the head repeats them under its
// MAC).
func prepCachePrefix() []byte {
	id := binaryIdentity()
	return append(binary.AppendUvarint([]byte(prepCacheMagic), uint64(len(id))), id...)
}

// decodePrepStream parses a cache head of n bytes read from src; verified
// (when not nil) is asked at its end, before any term is interned, and its
// false discards what was decoded. Nothing it returns points into what
// was read, so each window of the head is garbage once decoded: the
// memories' strings are copied into blocks of their own and the terms are
// cloned (a third of the body is term lists and paths, which a server
// would otherwise keep for its whole session: issue 10, RSS).
func decodePrepStream(src io.Reader, n int64, verified func() bool, region docRegion) ([]cachedFile, prepHashes, bool) {
	d := &cacheDecoder{src: src, left: n}
	if d.fixed(len(prepCacheMagic)) != prepCacheMagic || d.str() != binaryIdentity() {
		return nil, prepHashes{}, false
	}
	d.varint()                          // written at
	d.lazy = &lazyTable{region: region} // perf_lazydoc.go, perf_blockmac.go
	if !d.blockTable() {
		return nil, prepHashes{}, false
	}
	nterms := d.uvarint()
	if d.bad || nterms > uint64(n) {
		return nil, prepHashes{}, false
	}
	d.table = make([]string, nterms)
	for i := range d.table {
		d.record()
		d.table[i] = d.keep(d.str()) // the term table keeps them for good
	}
	d.lazy.table = d.table
	// The verdict texts' words, numbered as the writer's process numbered
	// them (perf_vwords.go): each memory's verdict text is recorded as
	// those numbers, so decoding it is a copy, not a table lookup a word.
	// Looked up word by word (~290,000 words at 10,000 memories) it was
	// the largest part of a warm spawn's decode: 13-24 ms of CPU of 67-84
	// (BENCHMARKS.md, stop 38 (spawnprof)).
	nwords := d.uvarint()
	if d.bad || nwords > d.remaining() {
		return nil, prepHashes{}, false
	}
	d.vtable = make([]string, nwords)
	for i := range d.vtable {
		d.record()
		d.vtable[i] = d.keep(d.str())
	}
	// The files' structures (~520 bytes a file, format 8) are allocated
	// before the MAC is checked: a count is believed only as far as the
	// bytes left could hold that many records (87 bytes at least), so that
	// a forged cache costs at most about six times its size.
	count := d.uvarint()
	if d.bad || count > d.remaining()/uint64(prepMinRecord) {
		return nil, prepHashes{}, false
	}
	files := d.files(int(count))
	hp := d.hashesSection(int(count)) // perf_hashfact.go
	if d.bad || d.off != len(d.s) || d.left != 0 || !d.placed.end(d.lazy) || verified != nil && !verified() {
		return nil, prepHashes{}, false
	}
	d.lazy.ids = internTable(d.table)
	d.internVerdictWords(files) // perf_vwords.go
	return files, hp, true
}

// files decodes count files. A few large allocations instead of several
// per file (issue 10: a new process pays for every allocation of its
// first load): the documents, their term lists and the hex sums are
// carved from slabs.
func (d *cacheDecoder) files(count int) []cachedFile {
	files := make([]cachedFile, count)
	docs := make([]document, count)
	pend := make([]lazyDoc, count)
	mems := make([]memory, count)
	facts := make([]memoryFacts, count)
	disks := make([]diskText, count)
	hexSums := make([]byte, hex.EncodedLen(sha256.Size)*count)
	for i := range files {
		d.record()
		c := &files[i]
		c.file = d.keepName(d.str())
		c.key = fileKey{size: d.varint(), mtime: d.varint(), ctime: d.varint(), ino: d.uvarint()}
		c.readAt = d.varint()
		sum := hexSums[i*hex.EncodedLen(sha256.Size) : (i+1)*hex.EncodedLen(sha256.Size)]
		copy(sum, d.fixed(len(sum))) // written as hex: a copy, not an encoding a file
		c.sum = unsafe.String(unsafe.SliceData(sum), len(sum))
		c.size = int(d.uvarint())
		m, f := &mems[i], &facts[i]
		*m = memory{lazy: true, facts: f, disk: &disks[i]}
		*m.disk = diskText{size: int32(c.size), sum: c.sum}
		m.title = d.keep(d.str())
		m.vwords = d.keep(d.str()) // the file's word numbers (perf_vwords.go)
		m.vmarks = d.keep(d.str()) // its lines and capitals (perf_verdictskip.go)
		d.keepFacts(f, c.file)
		c.mem = m
		if has := d.byte(); has == 1 || has == 2 {
			// The document's record, in the documents' region, is read
			// and decoded on first use (perf_lazydoc.go,
			// perf_blockmac.go): here only its length, and whether it
			// left words out (2, termbudget.go), which status reads
			// without decoding it.
			n := d.uvarint()
			blk, off, ok := d.placed.next(d.lazy, n)
			if d.bad || !ok {
				d.bad = true
				return nil
			}
			pend[i] = lazyDoc{tab: d.lazy, blk: blk, off: off, n: uint32(n), mem: m}
			docs[i].pend = &pend[i]
			if docs[i].partial = has == 2; docs[i].partial {
				docs[i].cutAt = uint32(d.uvarint()) // settleBound
			}
			c.doc = &docs[i]
		}
		if d.bad {
			return nil
		}
	}
	return files
}

// internTable interns the file's term table: the process's id of each of
// its terms, which a document's term lists are remapped to when it is
// decoded (lazyDoc.decode). Ids are the process's, not the writer's. The
// writer numbers its table in its own id order, so in a process that
// interns the table first they come out sorted (checked in one pass);
// otherwise the remap restores the order.
func internTable(table []string) []uint32 {
	ids := make([]uint32, len(table))
	termTable.Lock()
	for i, s := range table {
		ids[i] = internLocked(s)
	}
	termTable.Unlock()
	return ids
}

// keep copies s, cut from a window of the body, into the decoder's text
// blocks.
func (d *cacheDecoder) keep(s string) string {
	if s == "" {
		return ""
	}
	if len(s) > cap(d.texts)-len(d.texts) {
		d.texts = make([]byte, 0, max(len(s), prepTextBlock))
	}
	start := len(d.texts)
	d.texts = append(d.texts, s...)
	return unsafe.String(&d.texts[start], len(s))
}

// keepName copies a file's name, cut from a window of the body, into the
// decoder's name blocks: one allocation per block, not one per file
// (10,000 at 10,000 memories), and apart from the text blocks, which the
// memories keep, because each name is garbage once readPrepCache has
// joined it into its path.
func (d *cacheDecoder) keepName(s string) string {
	if s == "" {
		return ""
	}
	if len(s) > cap(d.names)-len(d.names) {
		d.names = make([]byte, 0, max(len(s), prepTextBlock))
	}
	start := len(d.names)
	d.names = append(d.names, s...)
	return unsafe.String(&d.names[start], len(s))
}

// internVerdictWords gives the decoded memories' verdict texts the
// process's numbers for their words, once the cache is known good: the
// same as the file's in a process that met no words before.
func (d *cacheDecoder) internVerdictWords(files []cachedFile) {
	ids, same := internVerdictWords(d.vtable)
	if same {
		return
	}
	for i := range files {
		if m := files[i].mem; m.vwords != "" {
			m.vwords = renumberWords(m.vwords, ids)
		}
	}
}

// prepWindow is how much of a cache body is read at a time (a variable
// for TestPrepCacheStreams), and prepTextBlock the size of a block of kept
// strings.
var prepWindow = 128 << 10

const prepTextBlock = 64 << 10

// prepMinRecord is the fewest bytes a file's record takes: a name's
// length, four stat varints, the read time, 64 bytes of hex sum, the size,
// 16 kept strings' lengths and the document flag.
const prepMinRecord = 1 + 4 + 1 + 2*sha256.Size + 1 + 10 + len(hotKeys) + 1

// memoryStrings are the strings a textless memory keeps, in the order the
// cache records them: its title, its verdict text and its facts by index.
// An array, not a slice: a new process calls it for every cached file,
// and the slice and its growth were ~60,000 allocations (7 MB of garbage,
// ~5 % of the process's CPU) at 10,000.
// The verdict's text is spelled out into vt's buffer when vt is not nil
// (perf_vwords.go): valid until vt's next use.
func memoryStrings(m *memory, vt *verdictTexts) [2 + numFacts]string {
	var out [2 + numFacts]string
	out[0] = m.title
	if vt != nil {
		out[1] = vt.text(m)
	} else {
		out[1] = verdictTextOf(m)
	}
	for i := range numFacts {
		out[2+i] = m.facts.value(i)
	}
	return out
}

// keepFacts reads a memory's facts into f (their lengths, then their
// bytes in one run: cacheEncoder.facts), their values copied into the
// decoder's text blocks as one string; an id that is the end of file, the
// memory's file in its root, is cut from file instead (perf_sharestr.go).
func (d *cacheDecoder) keepFacts(f *memoryFacts, file string) {
	var end [numFacts]uint64
	n := uint64(0)
	for i := range end {
		l := d.uvarint()
		if l > d.remaining() { // and so n, fifteen of them, never wraps
			d.bad = true
			return
		}
		n += l
		end[i] = n
	}
	if d.bad || n > d.remaining() {
		d.bad = true
		return
	}
	run := d.fixed(int(n))
	idStart, idEnd := uint64(0), end[factIDAt]
	if i := factIDAt; i > 0 {
		idStart = end[i-1]
	}
	cut := uint64(0)
	if id, ok := idOfPath(file, run[idStart:idEnd]); ok {
		f.id = id
		cut = idEnd - idStart
	}
	if int(n-cut) > cap(d.texts)-len(d.texts) {
		d.texts = make([]byte, 0, max(int(n-cut), prepTextBlock))
	}
	start := len(d.texts)
	if cut == 0 {
		d.texts = append(d.texts, run...)
	} else {
		d.texts = append(d.texts, run[:idStart]...)
		d.texts = append(d.texts, run[idEnd:]...)
	}
	for i, e := range end {
		if cut != 0 && i >= factIDAt {
			e -= cut
		}
		f.end[i] = uint32(e)
	}
	if n > cut {
		f.all = unsafe.String(&d.texts[start], int(n-cut))
	}
}

// cacheDecoder reads the cache's varints and strings; any overrun sets bad.
// s is the window of the body read so far and not yet consumed before off;
// a string it returns points into the window, and its caller copies what it
// keeps.
type cacheDecoder struct {
	s     string
	off   int
	src   io.Reader
	left  int64 // body bytes not yet read into a window
	bad   bool
	table []string // the file's terms, by index
	// packed holds the documents' term counts (termList).
	packed slabOf[uint32]
	words  slabOf[string]
	ids    slabOf[uint32]
	texts  []byte
	names  []byte // keepName's block
	// lazy is the table the documents decoded on first use share.
	lazy *lazyTable
	// placed walks the documents' region as the files' records name
	// their documents (perf_blockmac.go).
	placed docPlacer
	// vtable is the file's verdict words by number (internVerdictWords
	// gives them the process's numbers once the MAC is checked).
	vtable []string
	// A window's buffer is read into again once no string cut from it can
	// be held: every record (a term of the table, a file) copies what it
	// keeps, so a window retired before the record being decoded began
	// holds nothing anyone needs. A new buffer per window made the whole
	// body (7.3 MB at 10,000 memories of genstore.py's store) garbage of
	// every first load, where a server's resident memory peaks (issue 20,
	// item 3).
	win     []byte // the current window's buffer
	spare   []byte // the window before it
	retired int    // rec when spare was retired
	rec     int    // records begun
}

// record marks the start of a record: strings of windows retired before
// it are no longer held.
func (d *cacheDecoder) record() { d.rec++ }

// need makes n bytes available from off, reading on into another window
// when the one it has holds fewer (not the one it has: strings cut from it
// may still be held; the one before, when the record being decoded began
// after it was retired); false, and bad, when the body has fewer left.
func (d *cacheDecoder) need(n int) bool {
	have := len(d.s) - d.off
	if n <= have {
		return true
	}
	if n < 0 || int64(n-have) > d.left {
		d.bad = true
		return false
	}
	size := int(min(d.left+int64(have), int64(max(n, prepWindow))))
	var w []byte
	if d.spare != nil && d.retired < d.rec && cap(d.spare) >= size {
		w = d.spare[:size]
	} else {
		w = make([]byte, size)
	}
	copy(w, d.s[d.off:])
	if _, err := io.ReadFull(d.src, w[have:]); err != nil {
		d.bad = true
		return false
	}
	d.left -= int64(size - have)
	d.spare, d.retired, d.win = d.win, d.rec, w
	d.s, d.off = unsafe.String(&w[0], size), 0
	return true
}

// remaining is how many bytes of the body are left to decode.
func (d *cacheDecoder) remaining() uint64 { return uint64(len(d.s)-d.off) + uint64(d.left) }

func (d *cacheDecoder) uvarint() uint64 {
	var x uint64
	for shift := uint(0); shift < 64; shift += 7 {
		if d.off >= len(d.s) && !d.need(1) {
			return 0
		}
		b := d.s[d.off]
		d.off++
		x |= uint64(b&0x7f) << shift
		if b < 0x80 {
			return x
		}
	}
	d.bad = true
	return 0
}

func (d *cacheDecoder) varint() int64 {
	u := d.uvarint()
	return int64(u>>1) ^ -int64(u&1)
}

func (d *cacheDecoder) fixed(n int) string {
	if !d.need(n) {
		return ""
	}
	s := d.s[d.off : d.off+n]
	d.off += n
	return s
}

func (d *cacheDecoder) str() string {
	n := d.uvarint()
	if n > d.remaining() {
		d.bad = true
		return ""
	}
	return d.fixed(int(n))
}

func (d *cacheDecoder) byte() byte {
	if !d.need(1) {
		return 0
	}
	d.off++
	return d.s[d.off-1]
}

// term reads a term as its index in the file's table (internDocTerms
// makes it the process's id).
func (d *cacheDecoder) term() (uint32, bool) {
	i := d.uvarint()
	if i >= uint64(len(d.table)) {
		d.bad = true
		return 0, false
	}
	return uint32(i), true
}

// slabOf hands out term lists (or, as a slabOf[string], word lists)
// carved from large blocks.
type slabOf[T any] struct{ free []T }

func (s *slabOf[T]) take(n int) []T {
	if n > len(s.free) {
		s.free = make([]T, max(n, 16<<10))
	}
	out := s.free[:n:n]
	s.free = s.free[n:]
	return out
}

func (d *cacheDecoder) document(doc *document) *document {
	for f := 0; f < numFields; f++ {
		// Checked before it is read: a body cut short (a forged or
		// truncated file, whose MAC is checked only at its end) gives no
		// 8 bytes, and taking them anyway panicked.
		b := d.fixed(8)
		if d.bad {
			return nil
		}
		doc.length[f] = float32(math.Float64frombits(binary.LittleEndian.Uint64([]byte(b))))
	}
	if !d.termList(doc) {
		return nil
	}
	n := d.uvarint()
	if d.bad || n > d.remaining() {
		d.bad = true
		return nil
	}
	if n > 0 {
		// Carved from a block like the term lists: appended one by one
		// they were four allocations per file, a fifth of a new
		// process's allocations before its first answer.
		doc.acronyms = d.words.take(int(n))[:0]
		for i := uint64(0); i < n; i++ {
			if idx, ok := d.term(); ok {
				doc.acronyms = append(doc.acronyms, d.table[idx])
			}
		}
	}
	n = d.uvarint()
	if d.bad || n > d.remaining() {
		d.bad = true
		return nil
	}
	if n > 0 {
		doc.lowerWords = d.ids.take(int(n)) // the table's indices until internDocTerms
		for i := range doc.lowerWords {
			doc.lowerWords[i], _ = d.term()
		}
	}
	dir := d.uvarint()
	if d.bad || dir > 2 {
		d.bad = true
		return nil
	}
	doc.direction = int8(dir) - 1
	return doc
}

// termList reads a document's term counts as the encoder wrote them: the
// fields' ends, then the list's words as they are held (termList,
// terms.go), each the table's index in place of the id, four bytes each,
// carved from the slab as one slice. Read as two varints a term (~280,000
// terms at 10,000 memories) they were most of the documents' decode.
func (d *cacheDecoder) termList(doc *document) bool {
	total := d.uvarint()
	if d.bad || total > d.remaining()/4 {
		d.bad = true
		return false
	}
	prev := uint64(0)
	for f := range numFields {
		end := d.uvarint()
		if end < prev || end > total {
			d.bad = true
			return false
		}
		doc.ends[f], prev = uint32(end), end
	}
	wide := d.byte()
	if d.bad || prev != total || wide > 1 {
		d.bad = true
		return false
	}
	n := int(total)
	if wide == 1 {
		n *= 2
	}
	b := d.fixed(4 * n)
	if d.bad || n == 0 {
		return !d.bad
	}
	words := d.packed.take(n)
	for i := range words {
		words[i] = uint32(b[4*i]) | uint32(b[4*i+1])<<8 | uint32(b[4*i+2])<<16 | uint32(b[4*i+3])<<24
	}
	// Every term must be in the table: internDocTerms indexes it by them.
	terms := uint32(len(d.table))
	if wide == 1 {
		for i := 0; i < n; i += 2 {
			if words[i] >= terms {
				d.bad = true
				return false
			}
		}
	} else {
		for _, w := range words {
			if w>>countBits >= terms {
				d.bad = true
				return false
			}
		}
	}
	doc.terms = termList{words: words, wide: wide == 1}
	return true
}

// cacheEncoder builds a cache body.
type cacheEncoder struct {
	b []byte
	// pos is, by process term id, 1 + the term's index in the file's
	// table, 0 for a term no file uses. Ids are dense (terms.go), so a
	// slice made once does what a map grown term by term did: at 10,000
	// memories the map's growth was most of the write's CPU while it ran
	// beside a commit, much of it the runtime returning pages to the OS
	// under the memory bound to pay for each larger table.
	pos     []uint32
	table   []string
	scratch []byte
}

func (w *cacheEncoder) uvarint(x uint64) { w.b = binary.AppendUvarint(w.b, x) }
func (w *cacheEncoder) varint(x int64)   { w.b = binary.AppendVarint(w.b, x) }
func (w *cacheEncoder) str(s string)     { w.uvarint(uint64(len(s))); w.b = append(w.b, s...) }

// use marks a term as used by some file.
func (w *cacheEncoder) use(id uint32) {
	if int(id) >= len(w.pos) { // interned since the encoder was made
		w.pos = append(w.pos, make([]uint32, int(id)+1-len(w.pos))...)
	}
	w.pos[id] = 1
}

// term is a used term's index in the file's table.
func (w *cacheEncoder) term(id uint32) uint64 { return uint64(w.pos[id] - 1) }

// encodePrepCache writes the facts to w as a cache file whose MAC is zeros
// (tests decode it with a nil key, which checks none): encodePrepFile.
func encodePrepCache(w io.Writer, files []cachedFile, writtenAt int64) error {
	if err := encodePrepFile(w, io.Discard, files, writtenAt, hashesFact{}); err != nil {
		return err
	}
	_, err := w.Write(make([]byte, sha256.Size))
	return err
}

// encodePrepFile writes the facts to w: the prefix, the documents' region
// (perf_blockmac.go), the head (the block table, the term table, then the
// files) and the head's length; mac is given the head and its length. It
// streams (issue 10: at 10,000 files a body built in memory, then copied
// behind its header, cost tens of MB of peak RSS): a first pass numbers
// the terms in the order the files use them, the second writes each
// document through one small reused buffer, the third each file's record,
// then the hashes file's map of hf when it has one (perf_hashfact.go).
func encodePrepFile(w, mac io.Writer, files []cachedFile, writtenAt int64, hf hashesFact) error {
	enc := &cacheEncoder{pos: make([]uint32, termCountTotal())}
	docs := writableDocs(files) // perf_lazydoc.go
	words := enc.numberTerms(docs)
	vn := packedVerdicts(files)
	if _, err := w.Write(prepCachePrefix()); err != nil {
		return err
	}
	blocks, lens, err := enc.docRegion(w, docs, words)
	if err != nil {
		return err
	}
	head := &countWriter{w: io.MultiWriter(w, mac)}
	enc.b = append(enc.b, prepCacheMagic...)
	enc.str(binaryIdentity())
	enc.varint(writtenAt)
	enc.blockTable(blocks)
	enc.uvarint(uint64(len(enc.table)))
	for _, s := range enc.table {
		enc.str(s)
		if err := enc.flush(head, 32<<10); err != nil {
			return err
		}
	}
	enc.uvarint(uint64(len(vn.words)))
	for _, s := range vn.words {
		enc.str(s)
		if err := enc.flush(head, 32<<10); err != nil {
			return err
		}
	}
	enc.uvarint(uint64(len(files)))
	sum := make([]byte, sha256.Size)
	for i, c := range files {
		enc.str(c.file)
		enc.varint(c.key.size)
		enc.varint(c.key.mtime)
		enc.varint(c.key.ctime)
		enc.uvarint(c.key.ino)
		enc.varint(c.readAt)
		if n, err := hex.Decode(sum, []byte(c.sum)); err != nil || n != sha256.Size {
			clear(sum)
		}
		// As hex, as the reader holds it: encoded by the writer, not by
		// every reader (hex.Encode was 5 % of a warm spawn's decode).
		enc.b = hex.AppendEncode(enc.b, sum)
		enc.uvarint(uint64(c.size))
		enc.str(c.mem.title)
		enc.verdict(vn.packed[i], vn.renum)
		enc.str(verdictMarksOf(c.mem))
		enc.facts(c.mem.facts)
		if docs[i] == nil {
			enc.b = append(enc.b, 0)
		} else {
			// Its length: the record is in the documents' region, in
			// the files' order. 2: it left words out (termbudget.go).
			if docs[i].partial {
				enc.b = append(enc.b, 2)
			} else {
				enc.b = append(enc.b, 1)
			}
			enc.uvarint(uint64(lens[0]))
			if docs[i].partial {
				enc.uvarint(uint64(docs[i].cutAt)) // settleBound
			}
			lens = lens[1:]
		}
		if err := enc.flush(head, 32<<10); err != nil {
			return err
		}
	}
	enc.hashesSection(files, hf) // perf_hashfact.go
	if err := enc.flush(head, 0); err != nil {
		return err
	}
	_, err = head.w.Write(binary.LittleEndian.AppendUint64(nil, uint64(head.n)))
	return err
}

// facts writes a memory's facts as their lengths, then their bytes in one
// run: a reader takes them with one copy (keepFacts), not fifteen strings
// each behind its length (format 7: a fifth of a warm spawn's decode).
func (w *cacheEncoder) facts(f *memoryFacts) {
	v := f.values()
	for _, s := range v {
		w.uvarint(uint64(len(s)))
	}
	for _, s := range v {
		w.b = append(w.b, s...)
	}
}

// verdictNumbers is what encodePrepCache writes of the verdict texts:
// each file's text as the numbers of its words in the process's table
// (perf_vwords.go), the words those numbers use, and renum, by process
// number, 1 + the word's number in the file (nil when they are the same).
// The file's table holds only the words its files use: the process's
// holds every word it met, the other root's and deleted memories'
// included.
type verdictNumbers struct {
	packed []string
	words  []string
	renum  []uint32
}

// packedVerdicts gives a textless memory's own numbers and packs the
// others' texts now (which adds their words to the table, as making them
// textless would); the table is taken after every text is packed, so it
// holds every number written.
func packedVerdicts(files []cachedFile) verdictNumbers {
	v := verdictNumbers{packed: make([]string, len(files))}
	for i, c := range files {
		if c.mem.disk != nil {
			v.packed[i] = c.mem.vwords
		} else {
			v.packed[i] = packVerdictText(verdictTextOf(c.mem))
		}
	}
	all := verdictWordList()
	used := make([]uint32, len(all))
	for _, p := range v.packed {
		for i := 0; i < len(p); {
			id, n := binary.Uvarint([]byte(p[i:min(len(p), i+binary.MaxVarintLen32)]))
			if n <= 0 || id >= uint64(len(all)) {
				panic("engram: a verdict text's word numbers are corrupt")
			}
			used[id] = 1
			i += n
		}
	}
	same := true
	for id, u := range used {
		if u != 0 {
			v.words = append(v.words, all[id])
			used[id] = uint32(len(v.words))
			same = same && id == len(v.words)-1
		}
	}
	if !same {
		v.renum = used
	}
	return v
}

// verdict writes one file's packed verdict text in the file's numbers.
func (w *cacheEncoder) verdict(p string, renum []uint32) {
	if renum == nil || p == "" {
		w.str(p)
		return
	}
	w.scratch = w.scratch[:0]
	for i := 0; i < len(p); {
		id, n := binary.Uvarint([]byte(p[i:min(len(p), i+binary.MaxVarintLen32)]))
		w.scratch = binary.AppendUvarint(w.scratch, uint64(renum[id]-1))
		i += n
	}
	w.uvarint(uint64(len(w.scratch)))
	w.b = append(w.b, w.scratch...)
}

// numberTerms is encodePrepCache's first pass: it gathers every term the
// documents use into the table and numbers it, and returns, per document,
// its acronyms as term ids, for the second pass to write without interning
// them again.
func (w *cacheEncoder) numberTerms(docs []*document) [][]uint32 {
	words := make([][]uint32, 0, len(docs))
	for _, d := range docs {
		if d == nil {
			continue
		}
		for f := 0; f < numFields; f++ {
			fs := d.field(f)
			for i := range fs.len() {
				w.use(fs.at(i).id)
			}
		}
		ids := make([]uint32, 0, len(d.acronyms))
		for _, s := range d.acronyms {
			id := internTerm(s)
			w.use(id)
			ids = append(ids, id)
		}
		for _, id := range d.lowerWords {
			w.use(id)
		}
		words = append(words, ids)
	}
	// Number the table in this process's id order (which is each term's
	// sort order in a document), so that a reader interning the table in
	// file order gets every term list already sorted.
	n := 0
	for _, p := range w.pos {
		n += int(p)
	}
	w.table = make([]string, 0, n)
	for id, p := range w.pos {
		if p != 0 {
			w.table = append(w.table, termString(uint32(id)))
			w.pos[id] = uint32(len(w.table))
		}
	}
	return words
}

// doc writes one document's route-index facts: field lengths, each
// field's term counts, then its acronyms (ids, the ones numberTerms
// returned for it) and lower words, and its direction.
func (w *cacheEncoder) doc(d *document, ids []uint32) {
	for f := 0; f < numFields; f++ {
		w.b = binary.LittleEndian.AppendUint64(w.b, math.Float64bits(float64(d.length[f])))
	}
	// The term counts as the reader holds them (cacheDecoder.termList):
	// packed when every index and count fits, two words a term otherwise.
	total, wide := 0, false
	for f := 0; f < numFields; f++ {
		fs := d.field(f)
		for i := range fs.len() {
			tc := fs.at(i)
			wide = wide || w.term(tc.id) > packedMax || tc.n > countMax
		}
		total += fs.len()
	}
	w.uvarint(uint64(total))
	end := 0
	for f := 0; f < numFields; f++ {
		end += d.field(f).len()
		w.uvarint(uint64(end))
	}
	if wide {
		w.b = append(w.b, 1)
	} else {
		w.b = append(w.b, 0)
	}
	for f := 0; f < numFields; f++ {
		fs := d.field(f)
		for i := range fs.len() {
			tc := fs.at(i)
			if wide {
				w.b = binary.LittleEndian.AppendUint32(w.b, uint32(w.term(tc.id)))
				w.b = binary.LittleEndian.AppendUint32(w.b, tc.n)
			} else {
				w.b = binary.LittleEndian.AppendUint32(w.b, uint32(w.term(tc.id))<<countBits|tc.n)
			}
		}
	}
	w.uvarint(uint64(len(d.acronyms)))
	for _, id := range ids {
		w.uvarint(w.term(id))
	}
	w.uvarint(uint64(len(d.lowerWords)))
	for _, id := range d.lowerWords {
		w.uvarint(w.term(id))
	}
	w.uvarint(uint64(d.direction + 1))
}

// flush writes the buffer to w once it holds at least n bytes.
func (w *cacheEncoder) flush(out io.Writer, n int) error {
	if len(w.b) < n || len(w.b) == 0 {
		return nil
	}
	_, err := out.Write(w.b)
	w.b = w.b[:0]
	return err
}

// ensureCacheDir makes a store's .cache folder. The folder ignores itself,
// so that a store whose .gitignore predates it (it gains the line on its
// next write) never shows it to git. A .cache that a clone brought as a
// link is refused (storefs.go): locks, the prepared cache and its
// .gitignore would otherwise be written, and lock files removed, in
// whatever folder it names.
func ensureCacheDir(dir string) error {
	if err := checkStorePath(filepath.Dir(dir), filepath.Base(dir)); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if ign := filepath.Join(dir, ".gitignore"); !lexists(ign) {
		writeNewFile(ign, []byte("*\n"))
	}
	return nil
}

// staleTempAge is how old a temp file in .cache must be before a cache
// writer removes it: far longer than any write takes (a prepared cache at
// 100,000 memories is written in about a second), so a temp file that old
// is a dead writer's, never a live one's.
const staleTempAge = 10 * time.Minute

// sweepStaleTemps removes the temp files that writers of .cache killed
// mid-write left behind. A host ends its MCP server with a signal, and one
// that lands while the prepared cache is being written leaves a temp file
// as large as the cache (7.5 MB at 10,000 memories); the store's own sweep
// (recoverStore) never looks in .cache, so each such session leaked one
// into the user's repository for good. Each lock sweeps them too
// (removeLockTemps), and each write of a host config its own (prefix
// names the temp files of one kind: tmpPrefix in .cache).
func sweepStaleTemps(dir, prefix string, now time.Time) {
	names, _ := os.ReadDir(dir)
	for _, d := range names {
		if isStaleTemp(d, prefix, now) {
			os.Remove(filepath.Join(dir, d.Name()))
		}
	}
}

// isStaleTemp reports whether d is a writer's temp file (its name starts
// with prefix, a regular file) older than staleTempAge: a dead writer's,
// never one that another process is writing now.
func isStaleTemp(d fs.DirEntry, prefix string, now time.Time) bool {
	if !strings.HasPrefix(d.Name(), prefix) || !d.Type().IsRegular() {
		return false
	}
	fi, err := d.Info()
	return err == nil && now.Sub(fi.ModTime()) > staleTempAge
}

// cacheDirToWrite is the root's cache folder, made if missing, when a
// cache file (the prepared cache, the route index) may be written there:
// a key to sign it with, and a store folder the user may write.
func cacheDirToWrite(r *storeRoot, key []byte) (string, error) {
	if key == nil {
		return "", errors.New("no cache key")
	}
	// A store folder without write permission (a shared or checked-out
	// read-only copy) gets no cache, even for a user who could override
	// the permission.
	if fi, err := os.Stat(r.dir); err != nil || fi.Mode().Perm()&0o200 == 0 {
		return "", errors.New("the store folder is read-only")
	}
	dir := filepath.Join(r.dir, prepCacheDir)
	return dir, ensureCacheDir(dir)
}

// writePrepCache replaces one root's cache atomically. Failures are
// ignored: the cache only saves time. Beside it, listing.bin records the
// memory folders' names of the listing the files came from, listed
// (perf_listfact.go). It records the hashes file's map
// when its key is known (perf_hashfact.go): the process-wide hashes
// cache's, the newest, else held, the fact of the read the state being
// written came from (store.hashFacts), which that cache may have dropped
// meanwhile.
func writePrepCache(r *storeRoot, key []byte, files []cachedFile, held hashesFact, listed []folderFact) error {
	hf, ok := keptFact(r.dir)
	if !ok {
		hf = held
	}
	if err := writePrepCacheFact(r, key, files, hf); err != nil {
		return err
	}
	return writeListing(r, key, listed) // perf_listfact.go: the folders' names
}

// writePrepCacheFact is writePrepCache recording hf for the hashes file.
func writePrepCacheFact(r *storeRoot, key []byte, files []cachedFile, hf hashesFact) error {
	dir, err := cacheDirToWrite(r, key)
	if err != nil {
		return err
	}
	sweepStaleTemps(dir, tmpPrefix, time.Now())
	w := atomicWrite{path: prepCachePath(r), pattern: tmpPrefix + "prepared-*", mode: 0o600, cache: true}
	return w.write(func(f io.Writer) error {
		// The file is written as it is encoded, its head to the MAC too;
		// the MAC follows it.
		bw := bufio.NewWriterSize(f, 64<<10)
		h := hmac.New(sha256.New, key)
		if err := encodePrepFile(bw, h, files, time.Now().UnixNano(), hf); err != nil {
			return err
		}
		if _, err := bw.Write(h.Sum(nil)); err != nil {
			return err
		}
		return bw.Flush()
	})
}
