package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
)

// TestPrepCacheDecodesWhatItWrote: every fact the prepared cache records
// comes back as it was written, the memory's kept strings and its routing
// document (term counts, lengths, word lists, direction), so the decoder's
// slabs (prepcache.go) change where values live, never what they are.
func TestPrepCacheDecodesWhatItWrote(t *testing.T) {
	dir := t.TempDir()
	genStore(t, dir, 600)
	old := cacheKeyDir
	cacheKeyDir = func(*env) string { return filepath.Join(dir, "config") }
	defer func() { cacheKeyDir = old }()
	v := openTestView(t, dir) // reads every file and writes the cache
	byFile := map[string]cachedFile{}
	for _, c := range readPrepCacheFacts(t, filepath.Join(dir, storeDirName)) {
		byFile[c.file] = c
	}
	docs := 0
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
		if en.doc == nil {
			continue
		}
		docs++
		if !sameDocument(c.doc, en.doc) {
			t.Errorf("%s: document %+v, written %+v", en.file, c.doc, en.doc)
		}
	}
	if docs < 500 {
		t.Fatalf("only %d documents compared", docs)
	}
}

func sameDocument(a, b *document) bool {
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
	dir := t.TempDir()
	genStore(t, dir, 200)
	old := cacheKeyDir
	cacheKeyDir = func(*env) string { return filepath.Join(dir, "config") }
	defer func() { cacheKeyDir = old }()
	openTestView(t, dir) // writes the cache
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
		{"a byte of the last file flipped", func(b []byte) []byte { b[len(b)-sha256.Size-2] ^= 1; return b }},
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
	head = binary.AppendVarint(head, 1)  // written at
	head = binary.AppendUvarint(head, 0) // no terms
	for _, tc := range []struct {
		count uint64
		pad   int
	}{{1 << 40, 100}, {3, 3*prepMinRecord - 1}, {40000, 40000}} {
		body := binary.AppendUvarint(slices.Clone(head), tc.count)
		body = append(body, make([]byte, tc.pad)...)
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
	return decodePrepStream(bytes.NewReader(body), int64(len(body)), nil)
}

// TestPrepCacheReusesWindows: reading the cache through small windows
// allocates no more than reading it whole in one: a window's buffer is
// read into again once no record holds a string of it, instead of the
// body's worth of windows being left to the collector on every first
// load.
func TestPrepCacheReusesWindows(t *testing.T) {
	dir := t.TempDir()
	genStore(t, dir, 300)
	old := cacheKeyDir
	cacheKeyDir = func(*env) string { return filepath.Join(dir, "config") }
	defer func() { cacheKeyDir = old }()
	openTestView(t, dir) // writes the cache
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
