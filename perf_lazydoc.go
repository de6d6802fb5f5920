package main

import (
	"sync"
	"sync/atomic"
)

// Speed-up (issue 20, the spawn): a memory's document is decoded from the
// prepared cache when it is first read, not when the cache is read.
//
// Reference path: every document is built from its memory's text
// (buildDocument) or, with the prepared cache (format 7), decoded with the
// rest of its record at spawn. With the route index persisted
// (cache_routeindex.go), a warm spawn's view no longer reads any document
// to bind its index: the first load reads only the documents of the
// memories it ranks. So the cache (format 8) writes each document behind
// its length, the decoder copies its bytes into a block it holds and
// leaves the document pending (document.pend); the first reader decodes it
// (document.ready), once, whichever goroutine comes first. A pending
// document is a document like any other to every holder of its pointer
// (the entry, the prepared memory, the cache's facts): only its fields
// wait. Every read of a document's fields goes through entry.document or
// document.ready: a pending document's fields are zero.
//
// ENGRAM_NO_CACHE=1 turns the prepared cache off, and with it every
// pending document.

// lazyDoc is a pending document: its record's bytes in the cache's
// numbering of terms, and the table that numbers them.
type lazyDoc struct {
	once sync.Once
	raw  string
	tab  *lazyTable
}

// lazyTable is what a cache's pending documents share: the file's term
// table, the process's id of each of its terms (set once the MAC is
// checked, before any document is handed out), and blocks their term
// lists are carved from (a reader decoding every document, the route
// index built cold, would otherwise allocate three times per document).
type lazyTable struct {
	table []string
	ids   []uint32
	mu    sync.Mutex
	slabs cacheDecoder // only its slabs: packed, words, ids
}

// lazyDocDecodes counts the documents decoded on first use (a test reads
// it: a warm spawn's first load must not decode every document).
var lazyDocDecodes atomic.Int64

// document is the entry's document with its fields decoded (nil when it
// has none).
func (en *entry) document() *document { return en.doc.ready() }

// ready decodes d if it is pending and returns it.
func (d *document) ready() *document {
	if d != nil && d.pend != nil {
		d.pend.once.Do(func() { d.pend.decode(d) })
	}
	return d
}

// decode fills d from its record. The bytes passed the cache's MAC, so a
// record that does not decode is a bug; it leaves d empty rather than
// crash a server (a test decodes corrupt records: never a panic).
func (l *lazyDoc) decode(d *document) {
	lazyDocDecodes.Add(1)
	t := l.tab
	t.mu.Lock()
	defer t.mu.Unlock()
	dec := &cacheDecoder{s: l.raw, table: t.table, packed: t.slabs.packed, words: t.slabs.words, ids: t.slabs.ids}
	var got document
	ok := dec.document(&got) != nil && dec.off == len(dec.s) && !dec.bad
	t.slabs.packed, t.slabs.words, t.slabs.ids = dec.packed, dec.words, dec.ids
	if !ok || t.ids == nil {
		return
	}
	got.terms = got.terms.remap(t.ids, got.ends)
	for j, idx := range got.lowerWords {
		got.lowerWords[j] = t.ids[idx]
	}
	// Field by field: pend is read by every reader before the Once, so it
	// is never written.
	d.terms, d.ends, d.length, d.direction = got.terms, got.ends, got.length, got.direction
	d.acronyms, d.lowerWords = got.acronyms, got.lowerWords
}
