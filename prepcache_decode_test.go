package main

import (
	"bytes"
	"cmp"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestPrepCacheDecodesWhatItWrote: every fact the prepared cache records
// comes back as it was written, the memory's kept strings and its routing
// document (term counts, lengths, word lists, direction), so the decoder's
// slabs (prepcache.go) change where values live, never what they are.
func TestPrepCacheDecodesWhatItWrote(t *testing.T) {
	dir, v := cachedStore(t, 600) // reads every file and writes the cache
	byFile := map[string]cachedFile{}
	for _, c := range readPrepCacheFacts(t, filepath.Join(dir, storeDirName)) {
		byFile[c.file] = c
	}
	docs, marked := 0, 0
	for _, en := range v.s.entries {
		c, ok := byFile[en.file]
		if !ok {
			t.Fatalf("%s is not in the cache", en.file)
		}
		data, err := os.ReadFile(en.path)
		if err != nil {
			t.Fatal(err)
		}
		if c.sum != en.sum || c.size != len(data) {
			t.Errorf("%s: sum %s size %d, read %s %d", en.file, c.sum, c.size, en.sum, len(data))
		}
		want, got := memoryStrings(textless(en.mem, en.path, len(data), en.sum), nil), memoryStrings(c.mem, nil)
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s: kept string %d is %q, written %q", en.file, i, got[i], want[i])
			}
		}
		if w := verdictMarks(en.mem.contentLines()); c.mem.vmarks != w { // perf_verdictskip.go
			t.Errorf("%s: verdict marks %q, written %q", en.file, c.mem.vmarks, w)
		} else if w != "" {
			marked++
		}
		if en.doc == nil {
			continue
		}
		docs++
		if !sameDocument(c.doc, en.doc) {
			t.Errorf("%s: document %+v, written %+v", en.file, c.doc, en.doc)
		}
	}
	if docs < 500 || marked < 500 {
		t.Fatalf("only %d documents and %d verdict marks compared", docs, marked)
	}
}

func sameDocument(a, b *document) bool {
	a, b = a.ready(), b.ready() // perf_lazydoc.go
	if a == nil || b == nil || a.length != b.length || a.direction != b.direction ||
		!slices.Equal(a.acronyms, b.acronyms) || !slices.Equal(a.lowerWords, b.lowerWords) {
		return false
	}
	for f := range numFields {
		if !slices.Equal(a.field(f).all(), b.field(f).all()) {
			return false
		}
	}
	return true
}

// TestPrepCacheStreams: the cache read through windows of any size gives
// the facts a decode of the whole body gives, and a cache whose MAC,
// bytes or length are off is refused, whatever was decoded before its end.
func TestPrepCacheStreams(t *testing.T) {
	dir, _ := cachedStore(t, 200)
	root := filepath.Join(dir, storeDirName)
	r := &storeRoot{dir: root}
	key := prepCacheKey(&env{getenv: func(string) string { return "" }})
	want := readPrepCacheFacts(t, root)
	oldWindow := prepWindow
	defer func() { prepWindow = oldWindow }()
	for _, w := range []int{1, 7, 4096, 1 << 20} {
		prepWindow = w
		got, ok := streamPrepCache(r, key)
		if !ok || len(got) != len(want) {
			t.Fatalf("window %d: ok %v, %d files of %d", w, ok, len(got), len(want))
		}
		for i, c := range got {
			wc := want[i]
			if c.file != wc.file || c.key != wc.key || c.readAt != wc.readAt || c.sum != wc.sum || c.size != wc.size {
				t.Fatalf("window %d, %s: %+v, whole body %+v", w, wc.file, c, wc)
			}
			gs, ws := memoryStrings(c.mem, nil), memoryStrings(wc.mem, nil)
			for j := range ws {
				if gs[j] != ws[j] {
					t.Fatalf("window %d, %s: kept string %d is %q, whole body %q", w, wc.file, j, gs[j], ws[j])
				}
			}
			if (c.doc == nil) != (wc.doc == nil) || c.doc != nil && !sameDocument(c.doc, wc.doc) {
				t.Fatalf("window %d, %s: document %+v, whole body %+v", w, wc.file, c.doc, wc.doc)
			}
		}
	}
	prepWindow = oldWindow
	path := prepCachePath(r)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		edit func([]byte) []byte
	}{
		{"the MAC's last byte flipped", func(b []byte) []byte { b[len(b)-1] ^= 1; return b }},
		{"a byte of the last file flipped", func(b []byte) []byte { b[len(b)-prepTrailer-2] ^= 1; return b }},
		{"the head's length changed", func(b []byte) []byte { b[len(b)-prepTrailer] ^= 1; return b }},
		{"one byte short", func(b []byte) []byte { return b[:len(b)-1] }},
		{"one byte more", func(b []byte) []byte { return append(b, 0) }},
	} {
		if err := os.WriteFile(path, tc.edit(slices.Clone(data)), 0o600); err != nil {
			t.Fatal(err)
		}
		if files, ok := streamPrepCache(r, key); ok || files != nil {
			t.Errorf("%s: the cache was used (%d files)", tc.name, len(files))
		}
	}
}

// TestPrepCacheRefusesAnImpossibleCount: a body whose file count is more
// than its bytes could hold is refused before the files' structures are
// allocated (~750 bytes a file; the MAC is checked only at the end of a
// streamed decode, so a forged count must not cost more than its bytes).
func TestPrepCacheRefusesAnImpossibleCount(t *testing.T) {
	head := []byte(prepCacheMagic)
	head = binary.AppendUvarint(head, uint64(len(binaryIdentity())))
	head = append(head, binaryIdentity()...)
	head = binary.AppendVarint(head, 1) // written at
	head = append(head, make([]byte, prepNonce)...)
	head = binary.AppendUvarint(head, 0) // no blocks of documents
	head = binary.AppendUvarint(head, 0) // no terms
	head = binary.AppendUvarint(head, 0) // no verdict words
	for _, tc := range []struct {
		count uint64
		pad   int
	}{{1 << 40, 100}, {3, 3*prepMinRecord - 1}, {40000, 40000}} {
		h := binary.AppendUvarint(slices.Clone(head), tc.count)
		h = append(h, make([]byte, tc.pad)...)
		body := append(prepCachePrefix(), h...)
		body = binary.LittleEndian.AppendUint64(body, uint64(len(h)))
		body = append(body, make([]byte, sha256.Size)...)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		files, ok := decodePrepCache(body)
		runtime.ReadMemStats(&after)
		if ok || files != nil {
			t.Errorf("a count of %d in %d bytes was believed", tc.count, tc.pad)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 4<<20 {
			t.Errorf("a count of %d in %d bytes allocated %d bytes", tc.count, tc.pad, grew)
		}
	}
}

// decodePrepCache parses a cache body held whole, as the tests build one;
// the server reads through streamPrepCache.
func decodePrepCache(body []byte) ([]cachedFile, bool) {
	return decodePrepFile(bytes.NewReader(body), int64(len(body)), nil, func() (io.ReaderAt, func()) {
		return bytes.NewReader(body), func() {}
	})
}

// TestPrepCacheReusesWindows: reading the cache through small windows
// allocates no more than reading it whole in one: a window's buffer is
// read into again once no record holds a string of it, instead of the
// body's worth of windows being left to the collector on every first
// load.
func TestPrepCacheReusesWindows(t *testing.T) {
	dir, _ := cachedStore(t, 300)
	r := &storeRoot{dir: filepath.Join(dir, storeDirName)}
	key := prepCacheKey(&env{getenv: func(string) string { return "" }})
	fi, err := os.Stat(prepCachePath(r))
	if err != nil {
		t.Fatal(err)
	}
	oldWindow := prepWindow
	defer func() { prepWindow = oldWindow }()
	allocated := func(window int) uint64 {
		prepWindow = window
		var best uint64
		for range 3 { // the least of three: other goroutines allocate too
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			if _, ok := streamPrepCache(r, key); !ok {
				t.Fatal("the cache does not decode")
			}
			runtime.ReadMemStats(&after)
			if n := after.TotalAlloc - before.TotalAlloc; best == 0 || n < best {
				best = n
			}
		}
		return best
	}
	whole, small := allocated(int(fi.Size())), allocated(4096)
	// Whole, the body is one window of its size; in 4 KB windows without
	// reuse they added up to the same, and with it two windows do.
	if small+uint64(fi.Size())/2 > whole {
		t.Fatalf("4 KB windows allocated %d bytes, one window of the whole body (%d bytes) %d", small, fi.Size(), whole)
	}
}

// TestPrepCacheRoundTripsRandomFiles: random facts (odd verdict texts
// among them: runs of spaces, empty words, words no other file uses, none
// at all) written and read back are the facts written, in a process whose
// word table holds words no file uses, so that the file's compacted table
// (prepcache.go, packedVerdicts) and the renumbering on read are both
// exercised; and a body cut anywhere, or a byte of it changed, is never
// taken for a good one unless its decode says so consistently.
func TestPrepCacheRoundTripsRandomFiles(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, uint64(len(t.Name()))))
	files, texts, wides := randomCachedFiles(rng)
	if wides == 0 {
		t.Fatal("no document's term list is wide: that layout is not tested")
	}
	var buf bytes.Buffer
	if err := encodePrepCache(&buf, files, 7); err != nil {
		t.Fatal(err)
	}
	got, ok := decodePrepCache(buf.Bytes())
	if !ok || len(got) != len(files) {
		t.Fatalf("ok %v, %d files of %d", ok, len(got), len(files))
	}
	for i, c := range got {
		w := files[i]
		if c.file != w.file || c.key != w.key || c.readAt != w.readAt || c.sum != w.sum || c.size != w.size {
			t.Fatalf("%s: %+v, written %+v", w.file, c, w)
		}
		if vt := verdictTextOf(c.mem); vt != texts[i] {
			t.Fatalf("%s: verdict text %q, written %q", w.file, vt, texts[i])
		}
		gs, ws := memoryStrings(c.mem, nil), memoryStrings(w.mem, nil)
		if gs != ws {
			t.Fatalf("%s: kept strings %q, written %q", w.file, gs, ws)
		}
		if (c.doc == nil) != (w.doc == nil) || c.doc != nil && !sameDocument(c.doc, w.doc) {
			t.Fatalf("%s: document %+v, written %+v", w.file, c.doc, w.doc)
		}
	}
	// A body cut short never decodes; one with a byte changed may, up to
	// its MAC (refused here), but never panics the decoder, which runs
	// before the MAC is checked.
	body := buf.Bytes()
	key := []byte("a key no body here was MACed with")
	for range 200 {
		n := rng.IntN(len(body))
		if _, ok := decodePrepCache(body[:n]); ok {
			t.Fatalf("a body cut to %d of %d bytes decoded", n, len(body))
		}
		b := slices.Clone(body)
		b[n] ^= byte(1 + rng.IntN(255))
		if files, ok := decodePrepFile(bytes.NewReader(b), int64(len(b)), key, nil); ok || files != nil {
			t.Fatal("a body whose MAC failed was used")
		}
	}
	// A pending document (perf_lazydoc.go) whose record is cut or has a
	// byte changed never panics its decode either.
	for range 200 {
		p := got[rng.IntN(len(got))].doc
		if p == nil || p.pend == nil {
			continue
		}
		block, ok := p.pend.tab.block(p.pend.blk)
		if !ok {
			t.Fatal("a block of the body as written was refused")
		}
		raw := []byte(block[p.pend.off : p.pend.off+p.pend.n])
		if rng.IntN(2) == 0 {
			raw = raw[:rng.IntN(len(raw))]
		} else {
			raw[rng.IntN(len(raw))] ^= byte(1 + rng.IntN(255))
		}
		p.pend.tab.decodeRecord(string(raw), &document{})
	}
}

// randomCachedFiles are 300 random facts as a server's prepared cache
// holds them (textless memories), the verdict text each was given, and how
// many of their documents hold their term list wide.
func randomCachedFiles(rng *rand.Rand) ([]cachedFile, []string, int) {
	vocab := []string{"", "alpha", "beta", "gamma", "Δelta", "x", "retry", "backoff", "the", "a b", "secrét"}
	word := func() string {
		if rng.IntN(20) == 0 {
			return fmt.Sprintf("rare%d-%d", rng.IntN(1e6), rng.IntN(1e6)) // a word only this file has
		}
		return vocab[rng.IntN(len(vocab))]
	}
	text := func(max int) string {
		n := rng.IntN(max + 1)
		ws := make([]string, n)
		for i := range ws {
			ws[i] = word()
		}
		return strings.Join(ws, " ")
	}
	packVerdictText("zz-roundtrip-unused " + text(5)) // words the process has and no file uses
	files := make([]cachedFile, 300)
	wides := 0 // documents whose term list is held wide (terms.go)
	texts := make([]string, len(files))
	for i := range files {
		c := &files[i]
		c.file = fmt.Sprintf("rules/r-%d.md", i)
		c.key = fileKey{size: rng.Int64N(1 << 20), mtime: rng.Int64() - 1<<62, ctime: rng.Int64(), ino: rng.Uint64()}
		c.readAt = rng.Int64() - 1<<62
		var sum [sha256.Size]byte
		for j := range sum {
			sum[j] = byte(rng.UintN(256))
		}
		c.sum = hex.EncodeToString(sum[:])
		c.size = rng.IntN(1 << 16)
		var v [numFacts]string
		for j := range v {
			if rng.IntN(3) == 0 {
				v[j] = text(3)
			}
		}
		if rng.IntN(2) == 0 {
			v[factIDAt] = fmt.Sprintf("r-%d", i) // the id the file's name gives: cut from the path
		}
		texts[i] = text(40)
		if rng.IntN(10) == 0 {
			texts[i] = ""
		}
		c.mem = &memory{lazy: true, title: text(6), facts: packFacts(&v), vwords: packVerdictText(texts[i]),
			disk: &diskText{path: c.file, size: int32(c.size), sum: c.sum}}
		if rng.IntN(4) != 0 {
			c.doc = randomDocument(rng, word)
			if c.doc.terms.wide {
				wides++
			}
		}
	}
	return files, texts, wides
}

// randomDocument is a routing document of random terms, each field's
// counts in id order as buildDocument leaves them.
func randomDocument(rng *rand.Rand, word func() string) *document {
	d := &document{direction: int8(rng.IntN(3)) - 1}
	var tcs []termCount
	for f := range numFields {
		d.length[f] = float32(rng.IntN(500)) / 4
		seen := map[uint32]bool{}
		var field []termCount
		for range rng.IntN(12) {
			w := word()
			if w == "" {
				continue
			}
			id := internTerm(w)
			if !seen[id] {
				seen[id] = true
				n := uint32(1 + rng.IntN(40))
				if rng.IntN(60) == 0 {
					n = countMax + 1 + uint32(rng.IntN(1000)) // the list is then held wide
				}
				field = append(field, termCount{id: id, n: n})
			}
		}
		slices.SortFunc(field, func(a, b termCount) int { return cmp.Compare(a.id, b.id) })
		tcs = append(tcs, field...)
		d.ends[f] = uint32(len(tcs))
	}
	if len(tcs) > 0 {
		d.terms = packTerms(tcs, nil)
	}
	for range rng.IntN(3) {
		d.acronyms = append(d.acronyms, strings.ToUpper(fmt.Sprintf("ac%d", rng.IntN(9))))
	}
	for range rng.IntN(4) {
		d.lowerWords = append(d.lowerWords, internTerm(fmt.Sprintf("lw%d", rng.IntN(9))))
	}
	return d
}

// TestPrepCacheRefusesAnOldFormat: a cache written under another format
// number, with a good MAC, is not read: its head names another build
// (binaryIdentity), and a format 6 body (verdict texts as text, no word
// table) would decode to nonsense.
func TestPrepCacheRefusesAnOldFormat(t *testing.T) {
	dir, _ := cachedStore(t, 30)
	r := &storeRoot{dir: filepath.Join(dir, storeDirName)}
	key := prepCacheKey(&env{getenv: func(string) string { return "" }})
	if files, ok := streamPrepCache(r, key); !ok || len(files) == 0 || !prepCacheHeadOK(r) {
		t.Fatal("the cache as written is not read")
	}
	data, err := os.ReadFile(prepCachePath(r))
	if err != nil {
		t.Fatal(err)
	}
	id := binaryIdentity()
	cur := strconv.Itoa(prepCacheFormat) + "\x00"
	if !strings.HasPrefix(id, cur) {
		t.Fatalf("the identity %q does not start with the format", id)
	}
	body := bytes.Replace(data[:len(data)-sha256.Size], []byte(cur), []byte(strconv.Itoa(prepCacheFormat-1)+"\x00"), 1)
	h := hmac.New(sha256.New, key)
	h.Write(body)
	if err := os.WriteFile(prepCachePath(r), h.Sum(body), 0o600); err != nil {
		t.Fatal(err)
	}
	if prepCacheHeadOK(r) {
		t.Error("the head of an old format's cache is taken")
	}
	if files, ok := streamPrepCache(r, key); ok || files != nil {
		t.Errorf("an old format's cache was used (%d files)", len(files))
	}
}
