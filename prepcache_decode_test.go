package main

import (
	"path/filepath"
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
		if c.sum != en.sum || c.size != en.size {
			t.Errorf("%s: sum %s size %d, read %s %d", en.file, c.sum, c.size, en.sum, en.size)
		}
		want, got := memoryStrings(textless(en.mem, en.path, en.size, en.sum)), memoryStrings(c.mem)
		for i := range want {
			if *got[i] != *want[i] {
				t.Errorf("%s: kept string %d is %q, written %q", en.file, i, *got[i], *want[i])
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
	for f := range a.fields {
		if !slices.Equal(a.fields[f], b.fields[f]) {
			return false
		}
	}
	return true
}
