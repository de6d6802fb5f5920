package main

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// This file keeps the read path's view of the store (memories, visibility
// and route index) current at the cost of what changed, not of the store's
// size (issue 10). Its rules:
//
//   - A parsed memory is reused only while nothing says its file changed:
//     the server's watcher names every file written since the last request
//     (watch_linux.go); without a watcher, every file is stat'ed and reused
//     only if size, mtime, ctime and inode are all unchanged and the file
//     was not "racy" (changed within racyWindow of being read, when a second
//     write in the same timestamp tick could keep the same stat).
//   - Whatever is reused or re-read, hashes and config are read again and
//     visibility is decided again on every rebuild, so a hash mismatch hides
//     a file exactly as openStore would.
//   - The route index is rebuilt whenever the visible memories or their
//     contents differ from the ones it was built from (compared by a digest
//     of scope, file and sha256 in order), and reused otherwise.

// fileKey is what a stat says about a memory file; stat_*.go fills it.
type fileKey struct {
	size  int64
	mtime int64 // unix ns
	ctime int64 // unix ns; 0 where the platform does not report it
	ino   uint64
}

// racyWindow: a file whose mtime or ctime is this close to the moment it
// was read may be rewritten within the same timestamp tick and keep its
// stat, so it is read again rather than trusted (git's "racy clean").
var racyWindow = int64(2 * time.Second)

// prepared is a memory file as last read: parsed, hashed, and indexed once
// it was visible. It is shared between views and never changed once a view
// uses it, except that doc is filled in when first built. One that came
// from the disk cache (prepcache.go) holds a textless memory.
type prepared struct {
	// The file's path, size and sha256 as read; a textless memory's disk
	// is this one (textlessAt), not a copy of its own (issue 20, item 3:
	// 40 bytes a memory).
	diskText
	key    fileKey
	readAt int64   // unix ns when the file was read
	mem    *memory // a textless one once its document is built (perf_textless.go)
	doc    *document
}

// trusted reports whether the file may be assumed unchanged given its
// current stat, with no watcher to say so; window is racyWindow, or what
// racyWindowFor (perf_racy_*.go) allows on the file's filesystem.
func (p *prepared) trusted(k fileKey, window int64) bool {
	return p.key == k && p.key.mtime < p.readAt-window && p.key.ctime < p.readAt-window
}

// viewState is a built view with what the next rebuild may reuse.
type viewState struct {
	view *storeView
	// failed are the files listed and not read into an entry (unparsable,
	// or gone since listed), each with its place among the entries: the
	// state's files are the entries' and these (fileList), not a list of
	// their own (72 bytes a file; issue 20, item 3).
	failed  []failedFile
	digest  [sha256.Size]byte // of the visible entries the index was built from
	today   string
	rootsID string
	// dirty: the disk cache no longer matches (files were read, vanished
	// or got their routing terms built); cacheKey is its MAC key, nil
	// when this state does not use the disk cache.
	dirty    bool
	cacheKey []byte
	// prevIndex is, in a state built without its route index, the last
	// index of an earlier state: the index the next reader's is patched
	// from (perf_reindex.go).
	prevIndex *routeIndex
}

// failedFile is a listed file that has no entry, and how many entries
// come before it in the state's files.
type failedFile struct {
	at int
	memFile
}

// fileList is every file the state listed, in reading order: the entries'
// files (an entry's stat is its prepared memory's, read or reused only
// when it matched the listing's) with the failed ones at their places.
// The list is new: its caller may change it.
func (st *viewState) fileList() []memFile {
	entries := st.view.s.entries
	files := make([]memFile, 0, len(entries)+len(st.failed))
	failed := st.failed
	for i, en := range entries {
		for len(failed) > 0 && failed[0].at == i {
			files, failed = append(files, failed[0].memFile), failed[1:]
		}
		files = append(files, en.listed())
	}
	for _, f := range failed {
		files = append(files, f.memFile)
	}
	return files
}

// listed is the entry's file as a listing gives it (fileList, and the
// view patch's places, perf_viewpatch.go).
func (en *entry) listed() memFile {
	return memFile{root: en.root, file: en.file, path: en.path, key: en.prepared.key}
}

// prepMap is the state's prepared memories by path, which a rebuild may
// reuse: each entry's. The state keeps no map of its own (~40 bytes a
// file; issue 20, item 3), and its entries are the only readers that need
// none: a rebuild makes one.
func (st *viewState) prepMap() map[string]*prepared {
	m := make(map[string]*prepared, len(st.view.s.entries))
	for _, en := range st.view.s.entries {
		m[en.path] = en.prepared
	}
	return m
}

// lastIndex is the latest route index st or its predecessors built, or nil.
func (st *viewState) lastIndex() *routeIndex {
	switch {
	case st == nil:
		return nil
	case st.view != nil && st.view.ri != nil:
		return st.view.ri
	}
	return st.prevIndex
}

// rootsID names the folders a view was read from; a different one (a store
// created or removed, another global folder) means a full reload.
func rootsID(e *env, ws, global *storeRoot) string {
	id := ""
	for _, r := range []*storeRoot{ws, global} {
		if r != nil {
			id += r.scope + "=" + r.dir + "\x00"
		}
	}
	if ws == nil {
		id += "config=" + globalHome(e)
	}
	return id
}

// buildViewState loads a view from files, reusing prepared memories that
// are still valid; checkStat says whether a reused memory's stat must also
// pass the racy test (no watcher vouches for it). old, when given, offers
// its route index for reuse. Without withIndex a new index is left unbuilt
// (the view's ri nil) for viewCache to build when a reader needs it.
func buildViewState(e *env, workspace string, files []memFile, prep map[string]*prepared, checkStat bool, old *viewState, withIndex bool) (*viewState, error) {
	st, err := loadState(e, workspace, files, prep, checkStat)
	if err != nil {
		return nil, err
	}
	finishViewState(st, old, withIndex)
	return st, nil
}

// finishViewState gives a state read from files its route index: old's
// when the same memories are visible, else a new one unless withIndex is
// false.
func finishViewState(st, old *viewState, withIndex bool) {
	s := st.view.s
	if st.digest == ([sha256.Size]byte{}) { // a patch may have set it (perf_viewpatch.go)
		st.digest = visibleDigest(s)
	}
	if old != nil && old.view != nil && old.view.ri != nil && old.digest == st.digest {
		// The same memories with the same contents are visible: the old
		// index ranks exactly as a new one would. Its docs are the old
		// entry structs, identical in every field the router reads.
		st.view.ri = old.view.ri
	} else if withIndex {
		if st.view.ri = st.persistedIndex(old, true); st.view.ri == nil { // cache_routeindex.go
			st.view.ri = st.indexKeepingDocs(old.lastIndex()) // perf_viewpatch.go
		}
	} else {
		st.prevIndex = old.lastIndex() // for the next reader to patch
	}
	st.shedTexts() // perf_textless.go
}

// keepDocs records the documents the route index built in the prepared
// memories, so that the next view and the disk cache reuse them.
func (st *viewState) keepDocs() {
	for _, en := range st.view.s.entries {
		if en.doc == nil {
			continue
		}
		if p := en.prepared; p.doc == nil {
			p.doc = en.doc
			st.dirty = true
		}
	}
}

// cacheFiles is what the disk cache of root should hold: every memory
// file of the root this state read or reused.
func (st *viewState) cacheFiles(r *storeRoot) []cachedFile {
	var out []cachedFile
	for _, en := range st.view.s.entries { // a failed file has no prepared memory
		if en.root.scope != r.scope {
			continue
		}
		p := en.prepared
		m := textless(p.mem, en.path, int(p.size), p.sum) // perf_textless.go
		out = append(out, cachedFile{file: en.file, key: p.key, readAt: p.readAt, sum: p.sum, size: int(p.size), mem: m, doc: p.doc})
	}
	return out
}

// saveCache writes the disk cache of each root when it is out of date.
func (st *viewState) saveCache() {
	if !st.dirty || st.cacheKey == nil {
		return
	}
	for _, r := range st.view.s.roots() {
		writePrepCache(r, st.cacheKey, st.cacheFiles(r), st.view.s.hashFacts[r.scope], st.view.s.listFacts[r.scope])
	}
	st.dirty = false
}

// visibleDigest hashes what the route index is built from: the visible
// and the role-hidden entries in order, each by scope, file and content
// hash.
func visibleDigest(s *store) [sha256.Size]byte {
	h := sha256.New()
	// The lines are appended to one buffer, hashed every 32 KB: a
	// formatted write per entry was 5 ms of a commit at 10,000 memories.
	buf := make([]byte, 0, 32<<10)
	for _, en := range s.entries {
		// Role-hidden memories count too: the index keeps their documents
		// for the other-role check (route_abstain.go, yieldToOtherRoles), so an
		// edit to one must rebuild it like an edit to a visible one.
		switch {
		case en.hidden == "":
			buf = append(append(append(append(append(append(buf, en.root.scope...), 0), en.file...), 0), en.sum...), '\n')
		case strings.HasPrefix(en.hidden, "role "):
			buf = append(append(append(append(append(append(buf, en.root.scope...), 0), en.file...), 0), en.sum...), "\x00role\n"...)
		}
		if len(buf) >= 32<<10 {
			h.Write(buf)
			buf = buf[:0]
		}
	}
	h.Write(buf)
	var d [sha256.Size]byte
	h.Sum(d[:0])
	return d
}

// viewCache is the server's view, kept between requests and brought up to
// date at the start of each one.
type viewCache struct {
	e         *env
	workspace string

	mu     sync.Mutex
	state  *viewState
	watch  storeWatcher
	saves  sync.WaitGroup // disk cache writes under way
	saveMu sync.Mutex     // one disk cache write at a time, in order
	saved  bool           // the first state was settled
	// boundAt: the number of memories when the memory bound was last
	// measured (memlimit.go), 0 before the first; boundIndexed: whether
	// that view held its route index.
	boundAt      int
	boundIndexed bool

	pendMu    sync.Mutex
	pending   func()        // the latest cache write, waiting for quiet
	saveTimer *time.Timer   // runs flushSave after saveDelay
	saveDelay time.Duration // cacheSaveDelay; a test's own to shorten

	quiet quietState // perf_quiet.go

	idx indexSaver // the route index's writes (cache_routeindex.go)
}

func newViewCache(e *env, workspace string) *viewCache {
	return &viewCache{e: e, workspace: workspace, saveDelay: cacheSaveDelay, idx: indexSaver{delay: cacheSaveDelay}}
}

// get returns a view that reflects every change made to the store before
// the call: the cached one when the watcher saw nothing, else a rebuild
// that re-reads only the changed files.
func (c *viewCache) get() (*storeView, error) { return c.getHolding("", true) }

// getHolding is get for a caller holding the lock of the store folder held,
// which is therefore not between two states and whose lock it must not wait
// for. Without withIndex the view may come without its route index (ri
// nil): a write reads only the memories, and the next reader builds the
// index (cache_serverview.go).
func (c *viewCache) getHolding(held string, withIndex bool) (*storeView, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.getLocked(held, withIndex)
}

// getLocked is getHolding for a caller that holds c.mu.
func (c *viewCache) getLocked(held string, withIndex bool) (*storeView, error) {
	v, err := c.refresh(held, withIndex)
	if err != nil || v.ri != nil || !withIndex {
		return v, err
	}
	st := c.state
	// No text is shed here: the view's entries are already in use by the
	// request that built it without its index (a write), which reads them.
	ri := st.persistedIndex(st, false) // cache_routeindex.go
	if ri == nil {
		ri = nextRouteIndex(st.lastIndex(), v.s, nil)
	}
	st.view = &storeView{s: v.s, ri: ri}
	st.prevIndex = nil
	st.keepDocs()
	c.settle(st)
	return st.view, nil
}

// refresh brings the state up to date with the store; see get.
func (c *viewCache) refresh(held string, withIndex bool) (*storeView, error) {
	if v, ok := c.quietView(held); ok { // perf_quiet.go
		return v, nil
	}
	c.armQuiet()
	ws, global := findRoots(c.e, c.workspace)
	v, err := c.refreshRoots(ws, global, held, withIndex)
	if err == nil && held == "" {
		c.settleQuiet(ws, global)
	}
	return v, err
}

// refreshRoots is refresh with the roots just found.
func (c *viewCache) refreshRoots(ws, global *storeRoot, held string, withIndex bool) (*storeView, error) {
	for _, r := range []*storeRoot{ws, global} {
		if r != nil && r.dir != held && crashedWriter(r.dir) {
			// A journal means a commit is running or died mid-way: wait for
			// the lock, which finishes it, so no request sees the store
			// between a memory file and its hash (txn.go).
			if lock, err := acquireLock(r.dir); err == nil {
				recoverStore(r.dir, lock.brokeDead)
				lock.unlock()
			}
		}
	}
	if c.state == nil || c.state.rootsID != rootsID(c.e, ws, global) {
		return c.reload(ws, global, withIndex)
	}
	paths, all := c.watchChanges() // perf_quiet.go
	switch {
	case all:
		return c.reload(ws, global, withIndex)
	case len(paths) > 0:
		if v, ok := c.patchView(paths, held, withIndex); ok { // perf_viewpatch.go
			return v, nil
		}
		if files, prep, changed := c.applyChanges(paths, ws, global); changed {
			return c.rebuildFrom(files, prep, false, withIndex)
		}
	}
	if c.state.today != c.e.now().UTC().Format("2006-01-02") {
		return c.rebuild(c.state.fileList(), false, withIndex) // expiry is by date
	}
	return c.state.view, nil
}

// reload starts over: a new watcher first, so that no write after the
// listing goes unnoticed, then a full listing in which a memory read before
// is reused only if its stat passes the racy test.
func (c *viewCache) reload(ws, global *storeRoot, withIndex bool) (*storeView, error) {
	if c.watch != nil {
		c.watch.close()
	}
	c.quiet.drained, c.quiet.drainedAll = nil, false // the new listing covers them
	var dirs []string
	for _, r := range []*storeRoot{ws, global} {
		if r != nil {
			dirs = append(dirs, r.dir)
			for _, sub := range memorySubdirs {
				dirs = append(dirs, filepath.Join(r.dir, sub))
			}
		}
	}
	if ws == nil {
		dirs = append(dirs, globalHome(c.e)) // the config lives there
	}
	c.watch = newStoreWatcher(dirs)
	if c.state == nil {
		defer boundFirstLoad(c.e.getenv)()
		prefetchRouteIndex(c.e, ws, global) // cache_routeindex.go
		armWarmTables()                     // perf_warm.go
	}
	return c.rebuild(nil, true, withIndex)
}

// rebuild builds a new state; files nil means list and stat everything.
func (c *viewCache) rebuild(files []memFile, checkStat, withIndex bool) (*storeView, error) {
	var prep map[string]*prepared
	if c.state != nil {
		prep = c.state.prepMap()
	}
	return c.rebuildFrom(files, prep, checkStat, withIndex)
}

// rebuildFrom is rebuild offering the prepared memories prep for reuse.
func (c *viewCache) rebuildFrom(files []memFile, prep map[string]*prepared, checkStat, withIndex bool) (*storeView, error) {
	var st *viewState
	err := buildReadingAll(prep, func(prep map[string]*prepared) (err error) { // perf_textless.go
		st, err = buildViewState(c.e, c.workspace, files, prep, checkStat, c.state, withIndex)
		return err
	})
	if err != nil {
		return nil, err
	}
	c.state = st
	c.settle(st)
	return st.view, nil
}

// settle follows a change of the state: the memory bound, and the disk
// cache's write when the state no longer matches it.
func (c *viewCache) settle(st *viewState) {
	// The bound is measured again (a full collection, ~20-30 ms of CPU at
	// 10,000 memories) when the store has grown or shrunk by a sixteenth
	// since it was last measured, not after every commit: one memory more
	// moves what the view holds by far less than the bound's margin.
	//
	// It is measured again, too, when the view gains the route index its
	// bound was measured without: a server's first view built for a write
	// (engram_save before the preload took the view) has none, and the
	// index the next reader adds is megabytes more of live memory; bounded
	// without it, everything after ran against a limit 4-7 MB above live
	// data, the collector cycling every 17-20 ms (stop 41, spill41).
	indexed := st.view.ri != nil
	if n := len(st.view.s.entries); c.boundAt == 0 || n > c.boundAt+c.boundAt/16 || n < c.boundAt-c.boundAt/16 ||
		indexed && !c.boundIndexed {
		c.boundAt, c.boundIndexed = max(n, 1), indexed
		boundMemory(c.e.getenv)
	}
	// Only the first state's cache is written at once, and only if that
	// state read files the cache on disk lacked: when it had them all, a
	// later change (a commit) leaves the next process one file to read,
	// and writing the whole cache again at once took a fifth to a third of
	// the server's CPU during the next save and commit at 10,000.
	first := !c.saved
	c.saved = true
	c.settleIndex(st, first) // cache_routeindex.go
	if st.dirty && st.cacheKey != nil {
		// Write the disk cache after answering: what it records is
		// fixed now (a state's files and prepared memories never change
		// once built, but for documents keepDocs adds under c.mu), and
		// a write of a 10,000-file cache should not delay the request.
		// The list of what to write is made only when it is written: made
		// here it cost ~10 ms and held ~5 MB per commit at 10,000.
		st.dirty = false
		roots := st.view.s.roots()
		save := func() {
			files := make([][]cachedFile, len(roots))
			c.mu.Lock()
			for i, r := range roots {
				files[i] = st.cacheFiles(r)
			}
			c.mu.Unlock()
			for i, r := range roots {
				writePrepCache(r, st.cacheKey, files[i], st.view.s.hashFacts[r.scope], st.view.s.listFacts[r.scope])
			}
		}
		if first {
			// The first load's cache is written at once: it is what the
			// next process needs, even if this one is killed.
			c.saves.Add(1)
			go func() {
				defer c.saves.Done()
				c.saveMu.Lock()
				defer c.saveMu.Unlock()
				save()
			}()
		} else {
			// Changes during a session (commits, a human's edits) come in
			// runs; each would rewrite the whole cache (~6 MB at 10,000),
			// and the cache only serves the next process. So the last
			// one is written once the store has been quiet for
			// cacheSaveDelay, or when the session ends.
			c.pendMu.Lock()
			c.pending = save
			if c.saveTimer == nil {
				c.saveTimer = time.AfterFunc(c.saveDelay, c.flushSave)
			} else {
				c.saveTimer.Reset(c.saveDelay)
			}
			c.pendMu.Unlock()
		}
	}
}

// cacheSaveDelay is how long a session's store must be quiet before a
// changed view is written to the disk cache.
const cacheSaveDelay = 2 * time.Second

// flushSave writes the pending disk cache, if any.
func (c *viewCache) flushSave() {
	c.pendMu.Lock()
	save := c.pending
	c.pending = nil
	if save != nil {
		// Counted while pendMu is held: close takes pending after a timer
		// that already fired took it, and its wait must include this
		// write, or the session ends (the process exits) mid-write and
		// the next process reads every changed file again.
		c.saves.Add(1)
	}
	c.pendMu.Unlock()
	if save == nil {
		return
	}
	defer c.saves.Done()
	c.saveMu.Lock()
	defer c.saveMu.Unlock()
	save()
}

// applyChanges turns the watcher's changed paths into a new file list, with
// the changed files' prepared memories dropped so they are read again. It
// reports false when nothing that a view depends on changed (usage counts,
// the lock, the changelog, temp files).
func (c *viewCache) applyChanges(paths []string, ws, global *storeRoot) (files []memFile, prep map[string]*prepared, changed bool) {
	roots := c.state.view.s.roots()
	// The list built here keeps regular files only, so a link or a FIFO
	// planted in a memory folder, or one the view already reports, would
	// drop out of status and doctor: those take a new listing, which
	// names them (relist).
	relist := c.state.view.s.refused > 0
	files = c.state.fileList()
	byPath := map[string]int{}
	for i, f := range files {
		byPath[f.path] = i
	}
	removed := map[string]bool{}
	for _, p := range paths {
		dir, name := filepath.Dir(p), filepath.Base(p)
		if name == hashesFile || name == configFile || name == noteSealsName {
			changed = true // the seals decide which notes load (notesseal.go)
			continue
		}
		root, sub := c.memoryFolder(roots, dir)
		if root == nil || !strings.HasSuffix(name, ".md") {
			continue
		}
		changed = true
		// Never reuse what was read before the change, even if the new
		// stat happens to match.
		if prep == nil {
			prep = c.state.prepMap()
		}
		delete(prep, p)
		fi, err := os.Lstat(p)
		i, known := byPath[p]
		switch {
		case err != nil || !fi.Mode().IsRegular():
			relist = relist || err == nil && !fi.IsDir()
			if known {
				removed[p] = true
			}
		case memoryNameProblem(name) != "":
			// The listing refuses such a name, escaped; read from this
			// list it was "unparsable: <name>" with the name raw, so a
			// newline in it started a line of its own in engram_status.
			relist = true
		case known:
			files[i].key = statKey(fi)
			delete(removed, p)
		default:
			byPath[p] = len(files)
			files = append(files, memFile{root: root, file: sub + "/" + name, path: p, key: statKey(fi)})
		}
	}
	if !changed {
		return nil, nil, false
	}
	if prep == nil {
		prep = c.state.prepMap()
	}
	if relist {
		return nil, prep, true
	}
	out := files[:0]
	for _, f := range files {
		if !removed[f.path] {
			out = append(out, f)
		}
	}
	sortMemFiles(out, roots)
	return out, prep, true
}

// memoryFolder finds the root and memory folder a directory is. A memory
// folder that is a link is none: the listing skips it (store_read.go),
// and the watcher, which follows links, reports changes in the folder it
// leads to, outside the store; read, they would put a memory from there
// into the view.
func (c *viewCache) memoryFolder(roots []*storeRoot, dir string) (*storeRoot, string) {
	for _, r := range roots {
		for _, sub := range memorySubdirs {
			if dir == filepath.Join(r.dir, sub) {
				if !isPlainDir(r.dir, sub) {
					return nil, ""
				}
				return r, sub
			}
		}
	}
	return nil, ""
}

func (c *viewCache) close() {
	c.mu.Lock()
	if c.watch != nil {
		c.watch.close()
	}
	c.dropQuiet()
	c.mu.Unlock() // a cache write takes it to list what it writes
	c.pendMu.Lock()
	if c.saveTimer != nil {
		c.saveTimer.Stop()
	}
	c.pendMu.Unlock()
	c.flushSave()
	c.saves.Wait()
	c.idx.close()
}
