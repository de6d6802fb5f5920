package main

import (
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// warmBlockStore writes a 600-memory store with its prepared cache and
// route index on disk, as a server leaves them, and gives the store's
// folder, the environment and the cache's path.
func warmBlockStore(t *testing.T) (string, *env, string) {
	t.Helper()
	dir := t.TempDir()
	genRouteShape(t, "engram", dir, 600)
	old := cacheKeyDir
	cacheKeyDir = func(*env) string { return filepath.Join(dir, "config") }
	t.Cleanup(func() { cacheKeyDir = old })
	e := envOf(scratchEnv(t), nil, io.Discard, io.Discard)
	e.cwd = dir
	st := idxState(t, e, dir, nil)
	saveRouteIndex(st.view.s, buildRouteIndex(st.view.s), st.cacheKey, st.digest)
	st.keepDocs()
	st.dirty = true
	st.saveCache()
	root := filepath.Join(dir, storeDirName)
	agePrepCache(t, root)
	return dir, e, prepCachePath(&storeRoot{dir: root})
}

// docRegionOf is where path's documents' region is: its first byte and
// the head's.
func docRegionOf(t *testing.T, path string) (int, int) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	n := binary.LittleEndian.Uint64(data[len(data)-prepTrailer:])
	return len(prepCachePrefix()), len(data) - prepTrailer - int(n)
}

// TestBadDocumentBlockRefusesTheCache: a prepared cache whose head passes
// its MAC but one of whose documents' blocks was changed (the documents are
// not under the head's MAC: perf_blockmac.go) gives the view the reference
// path gives: every document equal to the one built from its memory's text,
// and loads equal to those of a server without any cache. It fails when a
// block is used without its sum checked.
func TestBadDocumentBlockRefusesTheCache(t *testing.T) {
	skipWithoutSpeedups(t)
	eachBlockReads(t, badBlockTest)
}

// eachBlockReads runs test with the blocks read one by one as shipped
// (prepBlockReads), and with all but the first two read at once.
func eachBlockReads(t *testing.T, test func(*testing.T)) {
	for _, reads := range []int{prepBlockReads, 2} {
		t.Run(fmt.Sprint(reads, " blocks read one by one"), func(t *testing.T) {
			old := prepBlockReads
			prepBlockReads = reads
			t.Cleanup(func() { prepBlockReads = old })
			test(t)
		})
	}
}

func badBlockTest(t *testing.T) {
	dir, e, path := warmBlockStore(t)
	start, end := docRegionOf(t, path)
	if end-start < 20*prepDocBlock {
		t.Fatalf("the documents' region is %d bytes, want at least 20 blocks", end-start)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// A byte in the middle of the region, and one near each end.
	for _, at := range []int{start + 3, (start + end) / 2, end - 5} {
		data[at] ^= 0x5a
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}

	refusals := blockRefusals.Load()
	st := idxState(t, e, dir, nil)
	ri := st.persistedIndex(nil, true)
	if ri == nil {
		t.Fatal("the route index written is not read back")
	}
	pending := 0
	for _, en := range st.view.s.entries {
		if en.doc != nil && en.doc.pend != nil {
			pending++
		}
	}
	if pending < 500 {
		t.Fatalf("%d documents pending: the cache's head was not used", pending)
	}
	ref := envOf(append(scratchEnv(t), "ENGRAM_NO_CACHE=1"), nil, io.Discard, io.Discard)
	ref.cwd = dir
	rst := idxState(t, ref, dir, nil)
	rri := buildRouteIndex(rst.view.s)
	for _, q := range routeIndexQueries {
		gt, gd, gerr := loadMemories(st.view.s, ri, loadRequest{query: q})
		wt, wd, werr := loadMemories(rst.view.s, rri, loadRequest{query: q})
		if gt != wt || !reflect.DeepEqual(gd, wd) || (gerr == nil) != (werr == nil) {
			t.Fatalf("%q: the load with a changed block differs from the reference's:\n%s\n---\n%s", q, gt, wt)
		}
	}
	for _, en := range st.view.s.entries {
		if en.doc == nil {
			continue
		}
		if want := buildDocument(en); !sameDocument(en.document(), want) {
			t.Fatalf("%s: the document differs from the one its text builds", en.file)
		}
	}
	if blockRefusals.Load() == refusals {
		t.Fatal("no block was refused")
	}
}

// TestGoodBlocksAreUsed: with the blocks as written, the documents decoded
// on first use are the ones their texts build, and no block is refused (a
// sum check that refused every block would pass the test above), whether
// the blocks are read one by one or, past the first few, all at once.
func TestGoodBlocksAreUsed(t *testing.T) {
	skipWithoutSpeedups(t)
	eachBlockReads(t, goodBlocksTest)
}

func goodBlocksTest(t *testing.T) {
	dir, e, _ := warmBlockStore(t)
	refusals := blockRefusals.Load()
	st := idxState(t, e, dir, nil)
	var tab *lazyTable
	for _, en := range st.view.s.entries {
		if en.doc == nil {
			continue
		}
		if en.doc.pend == nil {
			t.Fatalf("%s: its document is not pending", en.file)
		}
		tab = en.doc.pend.tab
		if want := buildDocument(en); !sameDocument(en.document(), want) {
			t.Fatalf("%s: the document differs from the one its text builds", en.file)
		}
	}
	if n := blockRefusals.Load() - refusals; n != 0 {
		t.Fatalf("%d blocks refused of a cache as written", n)
	}
	for i := range tab.blocks {
		if !tab.blocks[i].read.Load() || !tab.blocks[i].ok {
			t.Fatalf("block %d of %d not read after every document was", i, len(tab.blocks))
		}
	}
}

// TestCacheWriteAfterRefusedBlockAndChangedText: a cache write (on a
// goroutine of its own in a server, view.go) of a view whose pending
// documents' blocks are refused builds them from their memories' texts; one
// whose file changed since is written without its document instead of
// panicking *staleText (perf_textless.go), which would end the server.
func TestCacheWriteAfterRefusedBlockAndChangedText(t *testing.T) {
	skipWithoutSpeedups(t)
	dir, e, path := warmBlockStore(t)
	start, end := docRegionOf(t, path)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for at := start; at < end; at += 512 { // every block
		data[at] ^= 0x5a
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	st := idxState(t, e, dir, nil)
	var changed *entry
	for _, en := range st.view.s.entries {
		if en.doc != nil && en.doc.pend != nil {
			changed = en
			break
		}
	}
	if changed == nil {
		t.Fatal("no pending document")
	}
	text, err := os.ReadFile(changed.path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(changed.path, append(text, "\n- A line added since the view was read.\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	root := st.view.s.roots()[0]
	if err := writePrepCache(root, st.cacheKey, st.cacheFiles(root), hashesFact{}, nil); err != nil {
		t.Fatal(err)
	}
	docs := 0
	for _, c := range readPrepCacheFacts(t, root.dir) {
		switch {
		case c.file == changed.file && c.doc != nil:
			t.Fatalf("%s: written with a document, though its text changed", c.file)
		case c.doc != nil:
			docs++
		}
	}
	if docs < 500 {
		t.Fatalf("%d documents written, want the others' (built from their texts)", docs)
	}
}
