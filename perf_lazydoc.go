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
// its length (format 9: in a region of its own, perf_blockmac.go), and
// the decoder leaves the document pending (document.pend); the first
// reader decodes it (document.ready), once, whichever goroutine comes
// first. A pending
// document is a document like any other to every holder of its pointer
// (the entry, the prepared memory, the cache's facts): only its fields
// wait. Every read of a document's fields goes through entry.document or
// document.ready: a pending document's fields are zero.
//
// ENGRAM_NO_CACHE=1 turns the prepared cache off, and with it every
// pending document.

// lazyDoc is a pending document: where its record is in the cache's
// documents' region (its block, offset and length: perf_blockmac.go), the
// table that numbers its terms, and its memory, whose text builds it when
// the cache is refused.
type lazyDoc struct {
	// mu and done are a sync.Once that is not done when its decode
	// panics: a document built from its memory's text (a refused block)
	// reads the file, and a file changed since panics with *staleText
	// (perf_textless.go), which the request retries from a new view. A
	// Once would leave the document empty for good.
	mu   sync.Mutex
	done atomic.Bool
	tab  *lazyTable
	blk  int32
	off  uint32
	n    uint32
	mem  *memory
}

// lazyTable is what a cache's pending documents share: the file's term
// table, the process's id of each of its terms (set once the MAC is
// checked, before any document is handed out), the documents' region and
// its blocks, and blocks their term lists are carved from (a reader
// decoding every document, the route index built cold, would otherwise
// allocate three times per document).
type lazyTable struct {
	table   []string
	ids     []uint32
	region  docRegion
	nonce   string
	blocks  []docBlock
	refused atomic.Bool
	bmu     sync.Mutex // the blocks' reads
	reads   int
	mu      sync.Mutex
	slabs   cacheDecoder // only its slabs: packed, words, ids
}

// lazyDocDecodes counts the documents decoded on first use (a test reads
// it: a warm spawn's first load must not decode every document).
var lazyDocDecodes atomic.Int64

// document is the entry's document with its fields decoded (nil when it
// has none).
func (en *entry) document() *document { return en.doc.ready() }

// ready decodes d if it is pending and returns it.
func (d *document) ready() *document {
	if d != nil && d.pend != nil && !d.pend.done.Load() {
		l := d.pend
		l.mu.Lock()
		defer l.mu.Unlock()
		if !l.done.Load() {
			l.decode(d)
			l.done.Store(true)
		}
	}
	return d
}

// decode fills d from its record; from its memory's text when its block
// is refused or its record does not decode (its bytes passed the block's
// sum, so that is a bug; never a crash: a test decodes corrupt records).
func (l *lazyDoc) decode(d *document) {
	lazyDocDecodes.Add(1)
	t := l.tab
	if raw, ok := t.block(l.blk); ok && t.ids != nil && int(l.off)+int(l.n) <= len(raw) {
		var got document
		if t.decodeRecord(raw[l.off:l.off+l.n], &got) {
			d.fill(&got)
			return
		}
	}
	if l.mem != nil && l.mem.disk != nil && l.mem.disk.path != "" {
		d.fill(buildDocument(&entry{prepared: &prepared{mem: l.mem}}))
	}
}

// writableDocs are the files' documents as a cache write takes them: each
// pending one decoded now, and nil (written without a document, which the
// next reader builds from the text) when that needs its memory's text and
// the text changed since (*staleText, perf_textless.go): its block was
// refused. A cache is written on a goroutine of its own (view.go, settle),
// where that panic would end the server; format 8 never read a text here.
func writableDocs(files []cachedFile) []*document {
	docs := make([]*document, len(files))
	for i := range files {
		d := files[i].doc
		if d != nil && d.pend != nil && !d.pend.done.Load() {
			if _, stale, _ := catchStale(func() (any, error) { d.ready(); return nil, nil }); stale != nil {
				d = nil
			}
		}
		docs[i] = d
	}
	return docs
}

// decodeRecord decodes one document's record into got, its terms the
// process's ids.
func (t *lazyTable) decodeRecord(raw string, got *document) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	dec := &cacheDecoder{s: raw, table: t.table, packed: t.slabs.packed, words: t.slabs.words, ids: t.slabs.ids}
	ok := dec.document(got) != nil && dec.off == len(dec.s) && !dec.bad
	t.slabs.packed, t.slabs.words, t.slabs.ids = dec.packed, dec.words, dec.ids
	if !ok || t.ids == nil {
		return false
	}
	got.terms = got.terms.remap(t.ids, got.ends)
	for j, idx := range got.lowerWords {
		got.lowerWords[j] = t.ids[idx]
	}
	return true
}

// fill sets d's fields from got, field by field: pend is read by every
// reader before it takes the lock, so it is never written.
func (d *document) fill(got *document) {
	d.terms, d.ends, d.length, d.direction = got.terms, got.ends, got.length, got.direction
	d.acronyms, d.lowerWords = got.acronyms, got.lowerWords
}
