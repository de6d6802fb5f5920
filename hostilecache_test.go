package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A prepared cache (prepcache.go) that passes its MAC but whose fact for a
// file is not true of the file's bytes: what a file changed in place with
// its stat kept would leave, or a cache written under a key that leaked.
// The server must answer as a fresh read would (the file's real bytes do
// not match memory.hashes.json, so the memory is hidden), and no read of
// the text it needs may escape as a panic from the view's build: the
// server's preload builds the view on a goroutine of its own, outside any
// request's recovery, where a panic ends the process.

// lyingPrepCache writes ws's cache with a settled fact for file claiming
// sha256 lie, and the hashes file approving lie, so only the file's bytes
// tell the truth. The memory was hidden (unapproved) when the cache was
// written, so the cache holds no document for it: a view that believes
// the fact must read its text to build one.
func lyingPrepCache(t *testing.T, ws, file, lie string) {
	t.Helper()
	root := filepath.Join(ws, storeDirName)
	h, err := readHashes(root)
	if err != nil {
		t.Fatal(err)
	}
	delete(h, file)
	writeTestFile(t, filepath.Join(root, hashesFile), encodeHashes(h))
	e := newEnv(nil, os.Stdout, os.Stderr)
	e.getenv = func(string) string { return "" }
	c := newViewCache(e, ws)
	if _, err := c.get(); err != nil {
		t.Fatal(err)
	}
	c.close() // waits for the first load's cache write
	key := prepCacheKey(e)
	files := readPrepCacheFacts(t, root)
	found := false
	for i := range files {
		files[i].readAt += racyWindow + int64(time.Second)
		if files[i].file == file {
			files[i].sum, files[i].doc, found = lie, nil, true
		}
	}
	if !found {
		t.Fatalf("the cache has no fact for %s", file)
	}
	if err := writePrepCache(&storeRoot{dir: root}, key, files, hashesFact{}, nil); err != nil {
		t.Fatal(err)
	}
	h[file] = lie
	writeTestFile(t, filepath.Join(root, hashesFile), encodeHashes(h))
}

func TestPreparedCacheLyingFactNeverPanics(t *testing.T) {
	skipWithoutSpeedups(t)
	const file = "rules/redact-pii.md"
	lie := sha256Hex([]byte("bytes the file never had"))
	t.Run("server view", func(t *testing.T) {
		ws := t.TempDir()
		writeTestStore(t, ws, smallStore, `"backend"`)
		lyingPrepCache(t, ws, file, lie)
		recentTexts.clear()
		e := newEnv(nil, os.Stdout, os.Stderr)
		e.getenv = func(string) string { return "" }
		c := newViewCache(e, ws)
		defer c.close()
		v, stale, err := catchStale(func() (any, error) { return c.get() })
		if stale != nil || err != nil {
			t.Fatalf("building the view: stale %v, err %v; want a view", stale, err)
		}
		for _, en := range v.(*storeView).s.entries {
			if en.file == file && en.hidden == "" {
				t.Fatalf("%s is visible: its bytes do not match the hashes file", file)
			}
		}
	})
	t.Run("cli", func(t *testing.T) {
		ws := t.TempDir()
		writeTestStore(t, ws, smallStore, `"backend"`)
		lyingPrepCache(t, ws, file, lie)
		recentTexts.clear()
		for _, q := range cacheQueries {
			got := runCLI(t, ws, "", nil, q...)
			want := runCLI(t, ws, "", []string{"ENGRAM_NO_CACHE=1"}, q...)
			if got != want {
				t.Errorf("engram %v with the lying cache: %+v\nwithout the cache: %+v", q, got, want)
			}
		}
	})
}

// writeTestFile writes data at path, making its folders.
func writeTestFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestDecidedVerdictKeysNeverCollide: candidates whose fields, joined,
// read the same (a NUL inside a text or an id a client sent) are judged
// each on its own: the kept verdict (cache_decided.go) of one is never
// the answer for the other.
func TestDecidedVerdictKeysNeverCollide(t *testing.T) {
	s := verdictStoreFor([]verdictMemory{
		{ID: "retries", Type: typeKnowledge, Text: "The payments service retries webhooks 3 times with exponential backoff."},
		{ID: "deploys", Type: typeKnowledge, Text: "Deploys to production go out on Tuesdays after the review."},
	})
	const text = "Something else entirely about coffee."
	pairs := [][2]candidate{
		{{Type: typeKnowledge, Text: text, Update: "retries", Supersedes: "\x00deploys"}, {Type: typeKnowledge, Text: text + "\x00retries", Supersedes: "deploys"}},
		{{Type: typeKnowledge, Text: text, Update: "retries"}, {Type: typeKnowledge, Text: text + "\x00retries"}},
	}
	for i, pair := range pairs {
		for _, c := range pair {
			gv, gt, gerr := decideVerdict(s, c, scopeWorkspace)
			wv, wt, werr := judgeVerdict(s, c, scopeWorkspace)
			if gv != wv || gt != wt || fmt.Sprint(gerr) != fmt.Sprint(werr) {
				t.Errorf("pair %d, %#v: kept %v %v, judged %v %v", i, c, gv, gerr, wv, werr)
			}
		}
	}
}

// TestHostileHugePreparedCache: a clone carrying a large prepared.bin
// (zeros compress a thousandfold in git) costs no command its size in
// memory: a file whose head does not name this build is not read further
// (prepcache.go, prepCacheHeadOK). Before, the whole file was read and
// MACed: 250 MB cost every command 2.6 s and 265 MB of peak RSS.
func TestHostileHugePreparedCache(t *testing.T) {
	t.Parallel()
	for _, head := range []string{"", prepCacheMagic} {
		ws := exampleWorkspace(t)
		cache := filepath.Join(storeDir(ws), prepCacheDir, prepCacheName)
		writeTestFile(t, cache, []byte(head))
		// Sparse: no memory in a tmpfs. Under the cap of 256 MB, and far
		// above the search's own peak without the bug (runCLIPeak no longer
		// counts the test binary's peak into the child's).
		if err := os.Truncate(cache, 224<<20); err != nil {
			t.Fatal(err)
		}
		r, peak := runCLIPeak(t, ws, "", "search", "migration")
		if r.code != 0 || !strings.Contains(r.stdout, "migration") {
			t.Fatalf("search with a planted cache: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		if peak > 160<<20 {
			t.Errorf("search with a planted 224 MB cache (head %q) peaked at %d MB", head, peak>>20)
		}
	}
}
