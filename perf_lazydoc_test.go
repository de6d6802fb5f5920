package main

import (
	"bytes"
	"math/rand/v2"
	"sync"
	"testing"
)

// TestWarmLoadDecodesFewDocuments: a new process's first view of a store
// whose prepared cache and route index are on disk takes every document
// pending (perf_lazydoc.go), binds the persisted index without decoding
// one, and its first load decodes only the documents it ranks: far fewer than
// the store holds. It fails when the cache's documents are decoded as it
// is read (format 7), or when the bind or the load reads every document.
func TestWarmLoadDecodesFewDocuments(t *testing.T) {
	skipWithoutSpeedups(t)
	dir, e, _ := warmBlockStore(t) // perf_blockmac_test.go
	lazyDocDecodes.Store(0)
	st2 := idxState(t, e, dir, nil)
	pending := 0
	for _, en := range st2.view.s.entries {
		if en.doc != nil && en.doc.pend != nil {
			pending++
		}
	}
	if pending < 500 {
		t.Fatalf("%d documents taken pending from the prepared cache, want >= 500", pending)
	}
	ri := st2.persistedIndex(nil, true)
	if ri == nil {
		t.Fatal("the route index written is not read back")
	}
	if n := lazyDocDecodes.Load(); n != 0 {
		t.Fatalf("the view and the index's bind decoded %d documents, want 0", n)
	}
	// A spawn's first load: one query.
	q := routeIndexQueries[0]
	if _, _, err := loadMemories(st2.view.s, ri, loadRequest{query: q}); err != nil {
		t.Fatal(err)
	}
	n := lazyDocDecodes.Load()
	t.Logf("the load of %q decoded %d of %d pending documents", q, n, pending)
	if n == 0 || n > int64(pending)/4 {
		t.Fatalf("the load of %q decoded %d of %d pending documents, want some and at most a quarter", q, n, pending)
	}
}

// TestLazyDocumentsConcurrentReaders: readers on several goroutines reading
// the same pending documents each get them decoded once and whole (run
// with -race: the view is read by several goroutines).
func TestLazyDocumentsConcurrentReaders(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 9))
	files, _, _ := randomCachedFiles(rng)
	var buf bytes.Buffer
	if err := encodePrepCache(&buf, files, 8); err != nil {
		t.Fatal(err)
	}
	got, ok := decodePrepCache(buf.Bytes())
	if !ok {
		t.Fatal("not decoded")
	}
	before := lazyDocDecodes.Load()
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for i, c := range got {
				if (c.doc == nil) != (files[i].doc == nil) || c.doc != nil && !sameDocument(c.doc, files[i].doc) {
					t.Errorf("%s: document %+v, written %+v", c.file, c.doc, files[i].doc)
				}
			}
		})
	}
	wg.Wait()
	pending := 0
	for _, c := range got {
		if c.doc != nil {
			pending++
		}
	}
	if n := lazyDocDecodes.Load() - before; n != int64(pending) {
		t.Fatalf("%d decodes of %d pending documents read by 4 goroutines, want one each", n, pending)
	}
}
