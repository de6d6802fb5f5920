package main

import (
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrepPathsMatchJoin: the prepared memories' paths (prepPaths, by
// concatenation where that is the join) are filepath.Join's, for clean
// and odd roots and files alike, and each path's base is checkFrom's.
func TestPrepPathsMatchJoin(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 8))
	elems := []string{"rules", "x.md", "", ".", "..", "a b", "knowledge", "é.md", "sub"}
	dirs := []string{"/tmp/ws/.agents/.engram", "/tmp/ws/.agents/.engram/", "/tmp//ws/.agents/.engram", "/", ".", "", "rel/dir", "/tmp/g/global"}
	joins := 0
	for range 2000 {
		dir := dirs[rng.IntN(len(dirs))]
		var files []cachedFile
		for range 1 + rng.IntN(6) {
			parts := make([]string, 1+rng.IntN(3))
			for i := range parts {
				parts[i] = elems[rng.IntN(len(elems))]
			}
			f := strings.Join(parts, "/")
			if rng.IntN(10) == 0 {
				f = "/" + f
			}
			files = append(files, cachedFile{file: f})
		}
		got := prepPaths(dir, files)
		for i, c := range files {
			want := filepath.Join(dir, filepath.FromSlash(c.file))
			if got[i] != want {
				t.Fatalf("dir %q file %q: %q, Join %q", dir, c.file, got[i], want)
			}
			if got[i] == dir+"/"+c.file {
				joins++
			}
		}
	}
	if joins < 1000 {
		t.Fatalf("only %d paths by concatenation: the fast path is not tested", joins)
	}
}

// TestPrepCacheBaseIsCheckFroms: each prepared memory read from the cache
// has the base checkFrom gives its path (readPrepCache works it out once
// for the paths it joined).
func TestPrepCacheBaseIsCheckFroms(t *testing.T) {
	skipWithoutSpeedups(t)
	dir, _ := cachedStore(t, 40)
	r := &storeRoot{dir: filepath.Join(dir, storeDirName), scope: scopeWorkspace}
	key := prepCacheKey(&env{getenv: func(string) string { return "" }})
	m := readPrepCache(nil, r, key)
	if len(m) < 40 {
		t.Fatalf("%d prepared memories read, want 40", len(m))
	}
	for path, p := range m {
		want := diskText{path: path}
		want.checkFrom(r)
		if p.diskText.base != want.base || p.diskText.path != path || want.base == 0 {
			t.Fatalf("%s: base %d, checkFrom %d", path, p.diskText.base, want.base)
		}
	}
}
