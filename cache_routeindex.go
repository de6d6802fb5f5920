package main

import (
	"bufio"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"sync"
	"time"
	"unsafe"
)

// Speed-up (issue 20, the spawn plan's step 1): the route index persisted.
//
// Reference path: every new process builds the route index of its first
// view from the memories' documents (buildRouteIndexThen, route_index.go):
// at 10,000 memories ~280,000 postings, the store's coverage, categories,
// acronyms and field averages, the id table and the norms. It was 41-60 ms
// of a warm spawn's ~200-280 (BENCHMARKS.md, stop 38: spawnprof, hdr).
//
// A process that built an index writes it, whole, to the store's
// .cache/routeindex.bin (the first root's: the workspace's when there is
// one), and the next process whose visible memories are the same takes it
// from there instead of building it. Its rules, the prepared cache's
// (prepcache.go):
//
//   - It is keyed on what a built index is a function of: the visible and
//     the role-hidden memories, in order, each by scope, file and sha256
//     (visibleDigest, view.go), and the engram build (binaryIdentity: the
//     tokeniser, the weights and this file's format). Visibility itself
//     (the hashes file, the config's roles, a note's expiry by date) is
//     decided on every load as before and only then compared: a change to
//     any of them that changes what is indexed changes the digest, and one
//     that does not leaves the index valid. Its documents are the memories'
//     own (a document is a function of the memory's bytes); the index
//     holds no text, only term strings, posting slots, counts and lengths.
//   - It is authenticated with HMAC-SHA256 under the per-user key
//     (prepCacheKey), written whole to a temp file and renamed into place;
//     a file whose head, MAC, digest or shape fails any check is ignored
//     (and rewritten by the next process that builds the index), never
//     trusted.
//   - Term ids are per process (terms.go), so the file holds each posting
//     list's term as a string, interned when read. Posting slots are
//     positions among the visible memories, which the digest fixes. The
//     index's pointers (each slot's entry, the role-hidden documents) are
//     the view's own entries, never read from the file; the id table is
//     built again (its hash seed is per process, ~1 ms at 10,000).
//   - What is written is what a full build of the same memories gives: a
//     patched index (perf_reindex.go) is written with its slots mapped to
//     document order and its coverage, averages and norms worked out again
//     from its documents, so that a read index is identical to a full
//     build (TestRouteIndexCacheMatchesBuild).
//
// Read: a server starts reading the file as it starts its first view
// (prefetchRouteIndex), so that the read, the MAC and the parse run beside
// the listing, the stats and the prepared cache's decode; what needs the
// visible memories (the digest's comparison, the terms' ids, the norms,
// the id table) is left on the first load's path: 1-4 ms at 10,000
// memories, where the build was 21-60 ms (BENCHMARKS.md, stop 39: idx).
// The postings are the file's bytes, not a copy. A CLI command reads the
// file when it needs the index.
//
// Written: a server writes the index of its first view at once, off the
// request path (as the prepared cache's), when the file does not hold it;
// a later index (after a commit or a hand edit) is written once the store
// has been quiet for cacheSaveDelay, or when the session ends; a CLI
// command that built its view's index writes it before it exits. A write
// happens at most once per index built.
//
// ENGRAM_NO_CACHE=1 turns it off: every index is built.

const (
	routeIndexName  = "routeindex.bin"
	routeIndexMagic = "ENGRAM-ROUTEINDEX\n"
	// routeIndexFormat changes whenever the layout changes in a way the
	// binary identity would not show.
	routeIndexFormat = 2 // 2: the compound table (cache_compounds.go)
)

var routeIndexCacheOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// routeIndexRoot is the root whose .cache holds the index of s.
func routeIndexRoot(s *store) *storeRoot {
	if roots := s.roots(); len(roots) > 0 {
		return roots[0]
	}
	return nil
}

func routeIndexPath(r *storeRoot) string {
	return filepath.Join(r.dir, prepCacheDir, routeIndexName)
}

// routeIndexKnown is, by file path, the digest of the index this process
// last read from or wrote to it: a view whose index is already there is not
// written again.
var routeIndexKnown sync.Map

// routeIndexHead is the file's first bytes for an index of digest: magic,
// build, format and digest.
func routeIndexHead(digest [sha256.Size]byte) []byte {
	id := binaryIdentity()
	b := binary.AppendUvarint([]byte(routeIndexMagic), uint64(len(id)))
	b = append(b, id...)
	b = binary.AppendUvarint(b, routeIndexFormat)
	return append(b, digest[:]...)
}

// persistedIndex is the route index of st's view read from the file, or
// nil (then it is built). It is taken only for a state with no earlier
// index to patch (a process's first view, or after a reload), when the
// cache is on, and when the file holds the index of exactly these
// visible memories. Documents the view's entries lack (files read since
// the prepared cache was written) are built, as the build would, and the
// entry's text shed when shed says so (not while a write reads the
// entries: viewCache.getLocked).
func (st *viewState) persistedIndex(old *viewState, shed bool) *routeIndex {
	if !routeIndexCacheOn || st.cacheKey == nil || old.lastIndex() != nil {
		return nil
	}
	s := st.view.s
	r := routeIndexRoot(s)
	if r == nil {
		return nil
	}
	ri := readRouteIndex(r, st.cacheKey, st.digest, s)
	if ri == nil {
		// Missing, stale or refused: whatever this process knew of the
		// file no longer holds, so the index built now is written.
		routeIndexKnown.Delete(routeIndexPath(r))
		return nil
	}
	built := false
	mark := func(en *entry) {
		if shed {
			st.shedText(en)
		}
		built = true
	}
	settled := boundSettled(s)
	if settled {
		for _, en := range s.entries {
			if en.doc == nil && (en.hidden == "" || en.isRoleHidden()) {
				en.doc = buildDocument(en)
				mark(en)
			}
		}
		settled = boundSettled(s)
	}
	// Past the term bound (termbudget.go) the file's index holds for the
	// store only when every document already was the one its contents
	// give: it was written from such documents, for this store's files.
	replaced := 0
	if !settled {
		replaced = settleBound(s, mark)
	}
	if built || !settled {
		st.keepDocs()
	}
	if replaced > 0 {
		return nil
	}
	ri.otherRoles = otherRoleDocs(s, nil) // every document is built now
	return ri
}

// isRoleHidden reports whether the entry is hidden by the active roles:
// its document is in the index for the other-role check.
func (en *entry) isRoleHidden() bool {
	return len(en.hidden) >= 5 && en.hidden[:5] == "role "
}

// readRouteIndex is the index of s's visible memories (whose
// visibleDigest is digest) from root's file: the file a prefetch read
// (prefetchRouteIndex), else read now; nil when it is missing, another
// build's, another store state's, or fails its MAC or any check.
func readRouteIndex(r *storeRoot, key []byte, digest [sha256.Size]byte, s *store) *routeIndex {
	path := routeIndexPath(r)
	var f *routeIndexFile
	if ch, ok := indexPrefetches.LoadAndDelete(path); ok {
		f = <-ch.(chan *routeIndexFile)
	} else {
		f = readIndexFile(r, key, &digest)
	}
	if f == nil || f.digest != digest {
		return nil
	}
	ri, ok := f.bind(s)
	if !ok {
		return nil
	}
	routeIndexKnown.Store(path, digest)
	return ri
}

// indexPrefetches are the index files being read ahead of a server's
// first view, by path: each a channel that gives the file, or nil.
var indexPrefetches sync.Map

// prefetchRouteIndex starts reading the index file of a server's first
// view (view.go, reload), so that reading, the MAC and the parse run
// beside the listing, the stats and the prepared cache's decode, before
// the visible memories are known; only what needs them (the digest's
// comparison and bind) is left on the first load's path. A file read and
// never taken (the first view is a write's, built without its index) is
// taken by the next index built (viewCache.getLocked).
func prefetchRouteIndex(e *env, ws, global *storeRoot) {
	if !routeIndexCacheOn || !prepCacheOn(e) {
		return
	}
	r := ws
	if r == nil {
		r = global
	}
	if r == nil {
		return
	}
	ch := make(chan *routeIndexFile, 1)
	if _, dup := indexPrefetches.LoadOrStore(routeIndexPath(r), ch); dup {
		return
	}
	go func() { ch <- readIndexFile(r, prepCacheKey(e), nil) }()
}

// routeIndexFile is an index file read and checked, before it is bound to the
// view's memories: its digest, and its body parsed.
type routeIndexFile struct {
	digest        [sha256.Size]byte
	ndocs, nroles uint64
	avgLen        [numFields]float64
	coverage      float64
	terms         [][]byte // each list's term
	lens          []uint32 // each list's length
	all           []posting
	lengths       []byte // each document's field lengths, float32s
	covers        []byte // each document's coverage counts, int32 pairs
	acronyms      []string
	categories    []string
	compounds     []compoundRecord // cache_compounds.go
}

// readIndexFile reads root's index file and checks its head, MAC and
// shape; want, when given, is the only digest taken, checked before more
// than the head is read.
func readIndexFile(r *storeRoot, key []byte, want *[sha256.Size]byte) *routeIndexFile {
	if key == nil {
		return nil
	}
	head := routeIndexHead([sha256.Size]byte{})
	fh, size := openCacheFile(r, routeIndexName, int64(len(head)+sha256.Size))
	if fh == nil {
		return nil
	}
	defer fh.Close()
	// The head first: a file of another build (or, given want, of another
	// state of the store) is refused after a few hundred bytes.
	got := make([]byte, len(head))
	if _, err := io.ReadFull(fh, got); err != nil || string(got[:len(got)-sha256.Size]) != string(head[:len(head)-sha256.Size]) {
		return nil
	}
	f := &routeIndexFile{}
	copy(f.digest[:], got[len(got)-sha256.Size:])
	if want != nil && f.digest != *want {
		return nil
	}
	buf := make([]byte, size-int64(len(head)))
	if _, err := io.ReadFull(fh, buf); err != nil {
		return nil
	}
	body, mac := buf[:len(buf)-sha256.Size], buf[len(buf)-sha256.Size:]
	h := hmac.New(sha256.New, key)
	h.Write(got)
	h.Write(body)
	if !hmac.Equal(h.Sum(nil), mac) || !f.parse(body) {
		return nil
	}
	return f
}

// indexReader reads a cache file's fields (the route index's body here,
// listing.bin's in perf_listfact.go); a read past the end sets bad.
type indexReader struct {
	b   []byte
	bad bool
}

func (d *indexReader) uvarint() uint64 {
	x, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.bad, d.b = true, nil
		return 0
	}
	d.b = d.b[n:]
	return x
}

func (d *indexReader) bytes(n uint64) []byte {
	if d.bad || n > uint64(len(d.b)) {
		d.bad, d.b = true, nil
		return nil
	}
	out := d.b[:n:n] // capped: appending to it never writes over what follows
	d.b = d.b[n:]
	return out
}

// varint reads a zigzag-encoded signed varint (binary.AppendVarint).
func (d *indexReader) varint() int64 {
	u := d.uvarint()
	return int64(u>>1) ^ -int64(u&1)
}

func (d *indexReader) f64() float64 {
	if p := d.bytes(8); p != nil {
		return math.Float64frombits(binary.LittleEndian.Uint64(p))
	}
	return 0
}

// strs reads a count and that many strings.
func (d *indexReader) strs() []string {
	n := d.uvarint()
	if n > uint64(len(d.b)) {
		d.bad = true
		return nil
	}
	out := make([]string, 0, n)
	for range n {
		out = append(out, string(d.bytes(d.uvarint())))
	}
	return out
}

// parse reads the body (its MAC checked) into f. The posting lists are
// the body's own bytes where the machine is little-endian (the file pads
// them to 4 bytes): read at a spawn, the postings are no allocation and no
// copy, where the build made ~290,000 of them at 10,000 memories.
func (f *routeIndexFile) parse(body []byte) bool {
	d := &indexReader{b: body}
	f.ndocs, f.nroles = d.uvarint(), d.uvarint()
	for i := range numFields {
		f.avgLen[i] = d.f64()
	}
	f.coverage = d.f64()
	nterms, npost := d.uvarint(), d.uvarint()
	if d.bad || f.ndocs >= maxRouteDocs || nterms > uint64(len(d.b)) || npost > uint64(len(d.b))/4 {
		return false
	}
	f.terms = make([][]byte, nterms)
	f.lens = make([]uint32, nterms)
	var sum uint64
	for i := range f.terms {
		f.terms[i] = d.bytes(d.uvarint())
		n := d.uvarint()
		if n == 0 {
			return false // an empty list is never written
		}
		f.lens[i], sum = uint32(n), sum+n
	}
	if pad := (len(body) - len(d.b)) % 4; pad != 0 {
		d.bytes(uint64(4 - pad))
	}
	raw := d.bytes(4 * npost)
	if d.bad || sum != npost {
		return false
	}
	f.all = postingsOf(raw)
	for _, p := range f.all {
		if uint64(p.slot()) >= f.ndocs {
			return false
		}
	}
	f.lengths = d.bytes(f.ndocs * numFields * 4)
	f.covers = d.bytes(f.ndocs * 8)
	f.acronyms, f.categories = d.strs(), d.strs()
	f.compounds = readCompounds(d, len(f.terms))
	return !d.bad && len(d.b) == 0
}

// bind is the index f holds over s's visible memories (f's digest
// checked), or false when its shape does not fit them. The terms are
// interned here, not when f is read: a prefetch that interned them first
// would number them before the prepared cache's terms, whose documents
// would then have to be sorted again (internDocTerms).
func (f *routeIndexFile) bind(s *store) (*routeIndex, bool) {
	docs := s.visible()
	roles := 0
	for _, en := range s.entries {
		if en.isRoleHidden() {
			roles++
		}
	}
	if f.ndocs != uint64(len(docs)) || f.nroles != uint64(roles) {
		return nil, false
	}
	ri := &routeIndex{docs: docs, avgLen: f.avgLen, coverage: f.coverage}
	ids := make([]uint32, len(f.terms))
	maxID := uint32(0)
	termTable.Lock()
	for i, t := range f.terms {
		id, ok := termTable.ids[string(t)] // no copy of t for a lookup
		if !ok {
			id = internLocked(string(t))
		}
		ids[i], maxID = id, max(maxID, id)
	}
	termTable.Unlock()
	// The lists go straight into the table's pages (newPostingTable's
	// layout) at the ids just found.
	n := (max(termCountTotal(), int(maxID)+1) + postPage - 1) / postPage
	pages := make([][postPage][]posting, n)
	ri.postings.pages = make([]*[postPage][]posting, n)
	for pg := range pages {
		ri.postings.pages[pg] = &pages[pg]
	}
	all := f.all
	for i, id := range ids {
		l := &pages[id>>postPageBits][id&(postPage-1)]
		if *l != nil {
			return nil, false // a term twice: never written so
		}
		*l, all = all[:f.lens[i]:f.lens[i]], all[f.lens[i]:]
	}
	ri.norm = make([]float64, f.ndocs*numFields)
	for i := range ri.norm {
		n := math.Float32frombits(binary.LittleEndian.Uint32(f.lengths[4*i:]))
		ri.norm[i] = fieldNorm(n, ri.avgLen[i%numFields])
	}
	cover := make([]docCover, f.ndocs)
	for i := range cover {
		cover[i].known = int32(binary.LittleEndian.Uint32(f.covers[8*i:]))
		cover[i].all = int32(binary.LittleEndian.Uint32(f.covers[8*i+4:]))
	}
	ri.acronyms = make(map[string]bool, len(f.acronyms))
	for _, a := range internStrings(slices.Clone(f.acronyms)) {
		ri.acronyms[a] = true
	}
	ri.categories = make(map[string]bool, len(f.categories))
	for _, c := range f.categories {
		ri.categories[c] = true
	}
	ri.byID = newIDTable(docs)
	ri.presetCompounds(compoundTable(f.compounds, ids)) // cache_compounds.go
	ri.keepForPatch(cover)                              // perf_reindex.go
	ri.slotDoc = identitySlots(len(docs))
	return ri, true
}

// littleEndian: postings are read in place only in the file's byte order.
var littleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// postingsOf is raw (4-byte aligned in its buffer, little-endian) as
// postings: the bytes themselves where the machine's order is the file's,
// else a copy.
func postingsOf(raw []byte) []posting {
	n := len(raw) / 4
	if n == 0 {
		return nil
	}
	if littleEndian && uintptr(unsafe.Pointer(&raw[0]))%4 == 0 {
		return unsafe.Slice((*posting)(unsafe.Pointer(&raw[0])), n)
	}
	out := make([]posting, n)
	for i := range out {
		out[i] = posting(binary.LittleEndian.Uint32(raw[4*i:]))
	}
	return out
}

// encodeRouteIndex writes ri's body: what a full build of its documents
// holds, the pointers and the id table left out. A patched index's
// postings are mapped to document order (slotDoc) and its derived values
// worked out from its documents, as buildRouteIndexThen does.
func encodeRouteIndex(w io.Writer, ri *routeIndex, roles int) error {
	docs := ri.docs
	ids, lists, npost := ri.docOrderLists()
	listOf := make(map[uint32]int, len(ids))
	for i, id := range ids {
		listOf[id] = i
	}
	known := func(id uint32) bool {
		i, ok := listOf[id]
		return ok && len(lists[i]) >= 2
	}
	cover := make([]docCover, len(docs))
	var total [numFields]float64
	for i, en := range docs {
		cover[i] = docCoverage(en.document(), known)
		for f := range numFields {
			total[f] += float64(en.document().length[f])
		}
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	var b []byte
	written := 0      // bytes of the body before b
	spill := func() { // b to the writer every 32 KB
		if len(b) >= 32<<10 {
			bw.Write(b)
			written, b = written+len(b), b[:0]
		}
	}
	b = binary.AppendUvarint(b, uint64(len(docs)))
	b = binary.AppendUvarint(b, uint64(roles))
	for f := range numFields {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(avgLength(total[f], len(docs))))
	}
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(meanCoverage(cover)))
	b = binary.AppendUvarint(b, uint64(len(ids)))
	b = binary.AppendUvarint(b, uint64(npost))
	for i, id := range ids {
		t := termString(id)
		b = binary.AppendUvarint(b, uint64(len(t)))
		b = append(b, t...)
		b = binary.AppendUvarint(b, uint64(len(lists[i])))
		spill()
	}
	// The postings start 4-byte aligned in the body (postingsOf).
	if pad := (written + len(b)) % 4; pad != 0 {
		b = append(b, make([]byte, 4-pad)...)
	}
	for _, l := range lists {
		for _, p := range l {
			b = binary.LittleEndian.AppendUint32(b, uint32(p))
		}
		spill()
	}
	for _, en := range docs {
		for f := range numFields {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(en.document().length[f]))
		}
		spill()
	}
	for _, c := range cover {
		b = binary.LittleEndian.AppendUint32(b, uint32(c.known))
		b = binary.LittleEndian.AppendUint32(b, uint32(c.all))
	}
	for _, set := range []map[string]bool{ri.acronyms, ri.categories} {
		keys := make([]string, 0, len(set))
		for k := range set {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b = binary.AppendUvarint(b, uint64(len(keys)))
		for _, k := range keys {
			b = binary.AppendUvarint(b, uint64(len(k)))
			b = append(b, k...)
		}
	}
	if _, err := bw.Write(appendCompounds(b, ids, lists)); err != nil { // cache_compounds.go
		return err
	}
	return bw.Flush()
}

// docOrderLists is each term's postings with its documents' indices for
// slots (a patched index's slots mapped through slotDoc, in document
// order): the lists a full build of the same documents makes, by id.
func (ri *routeIndex) docOrderLists() (ids []uint32, lists [][]posting, npost int) {
	bySlot := func(a, b posting) int { return int(a.slot()) - int(b.slot()) }
	for id := range uint32(termCountTotal()) {
		ps := ri.postings.get(id)
		if len(ps) == 0 {
			continue
		}
		out := make([]posting, 0, len(ps))
		for _, p := range ps {
			if d := ri.slotDoc[p.slot()]; d >= 0 {
				out = append(out, posting(uint32(d)|p.code()<<docBits))
			}
		}
		if len(out) == 0 {
			continue
		}
		if !slices.IsSortedFunc(out, bySlot) {
			slices.SortFunc(out, bySlot)
		}
		ids, lists, npost = append(ids, id), append(lists, out), npost+len(out)
	}
	return ids, lists, npost
}

// writeRouteIndex replaces root's index file with ri, the index of the
// memories whose visibleDigest is digest. Failures are ignored: the file
// only saves time.
func writeRouteIndex(r *storeRoot, key []byte, digest [sha256.Size]byte, ri *routeIndex, roles int) error {
	if _, err := cacheDirToWrite(r, key); err != nil {
		return err
	}
	w := atomicWrite{path: routeIndexPath(r), pattern: tmpPrefix + "routeindex-*", mode: 0o600, cache: true}
	err := w.write(func(f io.Writer) error {
		h := hmac.New(sha256.New, key)
		out := io.MultiWriter(f, h)
		if _, err := out.Write(routeIndexHead(digest)); err != nil {
			return err
		}
		if err := encodeRouteIndex(out, ri, roles); err != nil {
			return err
		}
		_, err := f.Write(h.Sum(nil))
		return err
	})
	if err == nil {
		routeIndexKnown.Store(routeIndexPath(r), digest)
	}
	return err
}

// saveRouteIndex writes s's index ri unless the file already holds the
// index of these memories; digest is the state's, which a patched state
// may have made up (patchedDigest): the real one is worked out then.
func saveRouteIndex(s *store, ri *routeIndex, key []byte, digest [sha256.Size]byte) {
	r := routeIndexRoot(s)
	if r == nil {
		return
	}
	path := routeIndexPath(r)
	if d, ok := routeIndexKnown.Load(path); ok && d.([sha256.Size]byte) == digest {
		return
	}
	digest = visibleDigest(s)
	if d, ok := routeIndexKnown.Load(path); ok && d.([sha256.Size]byte) == digest {
		return
	}
	roles := 0
	for _, en := range s.entries {
		if en.isRoleHidden() {
			roles++
		}
	}
	writeRouteIndex(r, key, digest, ri, roles)
}

// indexSaver is a view cache's route index writes.
type indexSaver struct {
	mu      sync.Mutex
	last    *routeIndex // the latest index offered: each is written once at most
	pending func()
	timer   *time.Timer
	delay   time.Duration // cacheSaveDelay; a test's own to shorten
	running sync.WaitGroup
}

// settleIndex follows a state's settling (view.go, settle; the caller
// holds c.mu): a state whose index is new has it written, at once when it
// is the first (what the next process needs), else once the store has
// been quiet for cacheSaveDelay or the session ends.
func (c *viewCache) settleIndex(st *viewState, first bool) {
	ri := st.view.ri
	if !routeIndexCacheOn || st.cacheKey == nil || ri == nil {
		return
	}
	x := &c.idx
	x.mu.Lock()
	defer x.mu.Unlock()
	if ri == x.last {
		return
	}
	x.last = ri
	s, key, digest := st.view.s, st.cacheKey, st.digest
	if r := routeIndexRoot(s); r == nil {
		return
	} else if d, ok := routeIndexKnown.Load(routeIndexPath(r)); ok && d.([sha256.Size]byte) == digest {
		return // read from the file, or written already
	}
	save := func() { saveRouteIndex(s, ri, key, digest) }
	if first {
		x.running.Add(1)
		go func() {
			defer x.running.Done()
			save()
		}()
		return
	}
	x.pending = save
	if x.timer == nil {
		x.timer = time.AfterFunc(x.delay, x.flush)
	} else {
		x.timer.Reset(x.delay)
	}
}

// flush writes the pending index, if any.
func (x *indexSaver) flush() {
	x.mu.Lock()
	save := x.pending
	x.pending = nil
	if save != nil {
		x.running.Add(1) // under mu, for close's wait (view.go, flushSave)
	}
	x.mu.Unlock()
	if save != nil {
		defer x.running.Done()
		save()
	}
}

// close stops the timer, writes what is pending and waits for the writes.
func (x *indexSaver) close() {
	x.mu.Lock()
	if x.timer != nil {
		x.timer.Stop()
	}
	x.mu.Unlock()
	x.flush()
	x.running.Wait()
}

// cliRouteIndex is a CLI view's index (openView): the file's when it
// holds these memories' index, else built and written.
func cliRouteIndex(st *viewState) *routeIndex {
	s := st.view.s
	if !routeIndexCacheOn || st.cacheKey == nil {
		return buildRouteIndex(s)
	}
	st.digest = visibleDigest(s)
	if ri := st.persistedIndex(nil, true); ri != nil {
		return ri
	}
	ri := buildRouteIndex(s)
	saveRouteIndex(s, ri, st.cacheKey, st.digest)
	return ri
}
