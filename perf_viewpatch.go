package main

import (
	"crypto/sha256"
	"encoding/binary"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync/atomic"
)

// Speed-up (issue 20): after a change to a few memory files the server's
// view is patched, not rebuilt.
//
// Reference path: a change the watcher names (the server's own commit, a
// hand edit) gives a new file list (applyChanges, view.go) and a new state
// from it (buildState, store_read.go): a map of every path, every file's
// prepared memory looked up and checked, every hash looked up, visibility
// decided for every entry. At 10,000 memories that was ~25 ms of CPU per
// commit, most of the write path's, and a second view's worth of garbage
// beside the one being served. And a change to nothing a view depends on
// (the pending file a save writes, the changelog, usage counts) still
// built the map of every path before finding so.
//
// A state depends on the files only through each file's prepared memory,
// its recorded hash and, for visibility, the entry itself, the roles, the
// date and (for a global memory) whether the workspace has its id. So when
// the roots, the config and the date are as they were, no file needs the
// lock's recheck, and nothing was unreadable or refused before or after,
// the new state is the old one with the changed files read again: the
// entries (which are the state's file list) are copied with the changed
// ones put in, removed or inserted in order, the recorded hashes are read
// again only for the roots whose hashes file changed, and hashOK and
// visibility are decided again only for entries whose inputs changed. An
// entry nothing changes, then or later, is the old state's own (settled);
// the others are copies, as a rebuild makes them: a view being served is
// never changed. Anything else (a config change, an unreadable file, a
// mismatch, many files) takes the reference path.
//
// ENGRAM_NO_CACHE=1 turns it off (viewPatchOn). TestViewPatchMatchesRebuild
// runs random edit sequences against a patched view and a rebuilt one and
// requires identical stores.

var viewPatchOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// viewPatchMax is the most changed paths a patch takes; more go the
// reference path, which is then no slower.
const viewPatchMax = 64

// patchView answers refreshRoots for a watcher's change list; ok false
// means take the reference path.
func (c *viewCache) patchView(paths []string, held string, withIndex bool) (*storeView, bool) {
	old := c.state
	if !viewPatchOn || old == nil || len(paths) > viewPatchMax || old.today != c.e.now().UTC().Format("2006-01-02") {
		return nil, false
	}
	s := old.view.s
	if len(s.problems) > 0 || len(s.unparsable) > 0 || len(s.sealsBroken) > 0 {
		return nil, false
	}
	roots := s.roots()
	md, hashRoots, relevant, ok := c.classifyChanges(paths, roots)
	if !ok {
		return nil, false
	}
	if !relevant {
		return old.view, true // nothing a view depends on changed
	}
	st, ok := c.patchState(md, hashRoots, held)
	if !ok {
		return nil, false
	}
	st.digest = patchedDigest(old, st.view.s)
	finishViewState(st, old, withIndex)
	c.state = st
	c.settle(st)
	return st.view, true
}

// classifyChanges sorts changed paths into memory files and roots whose
// hashes file changed; ok false for a config change.
func (c *viewCache) classifyChanges(paths []string, roots []*storeRoot) (md []memFile, hashRoots map[string]bool, relevant, ok bool) {
	seen := map[string]bool{}
	hashRoots = map[string]bool{}
	for _, p := range paths {
		dir, name := filepath.Dir(p), filepath.Base(p)
		if name == configFile {
			return nil, nil, true, false
		}
		if name == hashesFile {
			for _, r := range roots {
				if dir == r.dir {
					hashRoots[r.scope], relevant = true, true
				}
			}
			continue
		}
		root, sub := c.memoryFolder(roots, dir)
		if root != nil && sub == workingDir {
			// A note's seal is in working/ too (notesseal.go): the
			// reference path reads the seals again.
			return nil, nil, true, false
		}
		if root == nil || !strings.HasSuffix(name, ".md") || seen[p] {
			continue
		}
		seen[p], relevant = true, true
		md = append(md, memFile{root: root, file: sub + "/" + name, path: p})
	}
	return md, hashRoots, relevant, true
}

// patchState is the old state with the memory files md read again and
// the recorded hashes of hashRoots; ok false means take the reference path.
func (c *viewCache) patchState(md []memFile, hashRoots map[string]bool, held string) (*viewState, bool) {
	old := c.state
	was := old.view.s
	s, err := newStore(c.e, c.workspace)
	if err != nil || len(s.problems) > 0 || !reflect.DeepEqual(s.cfg, was.cfg) || rootsID(c.e, s.ws, s.global) != old.rootsID {
		return nil, false
	}
	s.ws, s.global = was.ws, was.global // the entries' roots, compared by pointer
	for _, r := range s.roots() {
		if r.dir != held && crashedWriter(r.dir) {
			return nil, false
		}
	}
	s.recorded = map[string]map[string]string{}
	for scope, h := range was.recorded {
		s.recorded[scope] = h
	}
	for _, r := range s.roots() {
		if hashRoots[r.scope] || was.recorded[r.scope] == nil {
			h, err := readHashesShared(r.dir, nil) // the view only reads it
			if err != nil {
				return nil, false
			}
			s.recorded[r.scope] = h
		}
	}
	read, ok := readChanged(md)
	if !ok {
		return nil, false
	}
	st := &viewState{rootsID: old.rootsID, today: old.today, cacheKey: old.cacheKey, dirty: true}
	changed := newPathSet(read)
	if !capsNothingPatched(was, read, changed) {
		return nil, false
	}
	if s.entries, ok = patchEntries(s, was, st, read, changed, hashRoots); !ok {
		return nil, false
	}
	for _, r := range s.roots() {
		if r.dir != held && rootMismatch(s, r) {
			return nil, false // the reference path rechecks under the lock
		}
	}
	st.view = &storeView{s: s}
	carryTypeDiagnostics(old.view, st.view, read) // perf_diagmemo.go
	return st, true
}

// rootMismatch is hasMismatch(entriesOf(s, r)) without copying the root's
// entries into a slice grown by doubling (~0.3 MB a commit at 10,000).
func rootMismatch(s *store, r *storeRoot) bool {
	for _, en := range s.entries {
		if en.root == r && !en.hashOK {
			return true
		}
	}
	return false
}

// capsNothingPatched reports whether capMemoryFiles would keep every file
// of was's state with the changed ones read again, and so give no problem:
// no file over maxMemoryFileBytes and no store's files over
// maxStoreMemoryBytes together. It counts instead of making the list
// (80 bytes a file) for capMemoryFiles to drop from in place; a patched
// state has no failed file, so its files are its entries' (fileList,
// view.go).
func capsNothingPatched(was *store, read []changedFile, changed pathSet) bool {
	var c capCount
	for _, en := range was.entries {
		if !changed.has(en.path) && !c.add(en.root, en.prepared.key.size) {
			return false
		}
	}
	for _, f := range read {
		if f.p != nil && !c.add(f.root, f.key.size) {
			return false
		}
	}
	return true
}

// capCount counts files against capMemoryFiles' limits.
type capCount struct {
	roots  []*storeRoot // one or two
	totals []int64
}

// add counts a file of size bytes in root; false when a limit is passed.
func (c *capCount) add(root *storeRoot, size int64) bool {
	if size > maxMemoryFileBytes {
		return false
	}
	i := slices.Index(c.roots, root)
	if i < 0 {
		c.roots, c.totals, i = append(c.roots, root), append(c.totals, 0), len(c.roots)
	}
	c.totals[i] += size
	return c.totals[i] <= maxStoreMemoryBytes
}

// changedFile is a memory file read again: p nil when it is gone.
type changedFile struct {
	memFile
	p *prepared
}

// readChanged stats and reads the changed files; ok false when one could
// not be read or parsed (the reference path reports it).
func readChanged(md []memFile) ([]changedFile, bool) {
	out := make([]changedFile, 0, len(md))
	for _, f := range md {
		fi, err := os.Lstat(f.path)
		if err == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
			// A link, FIFO or socket planted in a memory folder: only a
			// listing names it, and a patch that dropped it as gone left
			// status at "integrity: ok" while verify failed.
			return nil, false
		}
		if err != nil || !fi.Mode().IsRegular() {
			if err != nil && !os.IsNotExist(err) {
				return nil, false
			}
			out = append(out, changedFile{memFile: f})
			continue
		}
		f.key = statKey(fi)
		p, err := readPrepared(f)
		if err != nil {
			return nil, false
		}
		out = append(out, changedFile{memFile: f, p: p})
	}
	return out, true
}

// patchedFiles is the patched state's files in order (the old state's
// entries' files with the changed ones updated, removed or inserted in
// order, as a listing would give them), each as the old entry it keeps
// (add nil) or the changed file it adds (old nil). A patched state's files
// are its entries': it has no failed one (patchView). dropped are the old
// entries of the changed files.
func patchedFiles(was []*entry, read []changedFile, changed pathSet, roots []*storeRoot) (out []patchedFile, dropped []*entry) {
	adds := make([]changedFile, 0, len(read))
	for _, f := range read {
		if f.p != nil {
			adds = append(adds, f)
		}
	}
	sort.SliceStable(adds, func(i, j int) bool { return memFileLess(adds[i].memFile, adds[j].memFile, roots) })
	at := make([]int, len(adds)) // each added file's place: before the first old file not less than it
	for k := range adds {
		at[k] = sort.Search(len(was), func(i int) bool { return !memFileLess(was[i].listed(), adds[k].memFile, roots) })
	}
	out = make([]patchedFile, 0, len(was)+len(adds))
	k := 0
	for i, oe := range was {
		for ; k < len(adds) && at[k] <= i; k++ {
			out = append(out, patchedFile{add: &adds[k]})
		}
		if changed.has(oe.path) {
			dropped = append(dropped, oe)
		} else {
			out = append(out, patchedFile{old: oe})
		}
	}
	for ; k < len(adds); k++ {
		out = append(out, patchedFile{add: &adds[k]})
	}
	return out, dropped
}

// patchedFile is one file of a patched state: an old entry's or a changed
// file's.
type patchedFile struct {
	old *entry
	add *changedFile
}

// patchEntries is the new state's entries: the old ones where nothing
// about them changed and nothing will (settled), else copies, with the
// changed files' entries made anew, and hashOK and visibility decided
// again where their inputs changed.
func patchEntries(s, was *store, st *viewState, read []changedFile, changed pathSet, hashRoots map[string]bool) ([]*entry, bool) {
	touched := map[string]bool{} // workspace ids whose memories changed
	for _, f := range read {
		if f.p != nil && f.root.scope == scopeWorkspace && !f.p.mem.isWorking() {
			touched[f.p.mem.id()] = true
		}
	}
	files, dropped := patchedFiles(was.entries, read, changed, s.roots())
	for _, oe := range dropped {
		if oe.root.scope == scopeWorkspace && !oe.mem.isWorking() {
			touched[oe.mem.id()] = true
		}
	}
	out := make([]*entry, len(files))
	again := make([]bool, len(files))
	shared := make([]bool, len(files))
	// Each root's recorded hashes when its hashes file changed, nil when
	// not: looked up once, not per entry.
	var rehash []string
	var rehashRec []map[string]string
	for scope := range hashRoots {
		rehash, rehashRec = append(rehash, scope), append(rehashRec, s.recorded[scope])
	}
	for i, pf := range files {
		if f := pf.add; f != nil {
			en := &entry{prepared: f.p, root: f.root, file: f.file, doc: f.p.doc}
			en.hashOK = hashMatches(s, en)
			out[i], again[i] = en, true
			continue
		}
		oe := pf.old
		p := oe.prepared
		hashOK := oe.hashOK
		if k := slices.Index(rehash, oe.root.scope); k >= 0 {
			hashOK = hashMatchesIn(rehashRec[k], oe)
			again[i] = hashOK != oe.hashOK
		}
		if !again[i] && settled(oe, p) {
			out[i], shared[i] = oe, true
			continue
		}
		en := new(entry)
		*en = *oe
		en.prepared, en.doc, en.hashOK = p, p.doc, hashOK
		out[i] = en
	}
	decideVisibility(s, out, again, shared, touched, st.today)
	return out, true
}

// pathSet is the changed files' paths: a few, compared in a row rather
// than hashed, as every file of the store is looked up in it (a map of
// them hashed ~10,000 paths a patch).
type pathSet struct {
	few  []string
	many map[string]bool // when there are more than pathSetFew
}

const pathSetFew = 8

func newPathSet(read []changedFile) pathSet {
	var ps pathSet
	for _, f := range read {
		ps.few = append(ps.few, f.path)
	}
	if len(ps.few) > pathSetFew {
		ps.many = make(map[string]bool, len(ps.few))
		for _, p := range ps.few {
			ps.many[p] = true
		}
	}
	return ps
}

func (ps pathSet) has(path string) bool {
	if ps.many != nil {
		return ps.many[path]
	}
	return slices.Contains(ps.few, path)
}

// settled reports whether the new state may hold the old state's entry
// itself rather than a copy: its file and prepared memory are the same,
// and nothing will change it later, as a route index built for a view
// changes an entry that has no document or still holds its text
// (buildRouteIndexThen, shedText). Copying every entry was ~1.1 MB of
// garbage a commit at 10,000 memories, and under the memory bound
// (memlimit.go) garbage is what makes the collector run.
func settled(oe *entry, p *prepared) bool {
	if oe.mem != p.mem || oe.doc != p.doc || textlessOn && oe.mem.disk == nil {
		return false
	}
	return oe.doc != nil || !indexedEntry(oe)
}

// hashMatches is buildState's hashOK for an entry of s.
func hashMatches(s *store, en *entry) bool {
	return hashMatchesIn(s.recorded[en.root.scope], en)
}

// hashMatchesIn is hashMatches given the entry's root's recorded hashes.
func hashMatchesIn(recorded map[string]string, en *entry) bool {
	return strings.HasPrefix(en.file, workingDir+"/") || recorded[en.file] == en.sum
}

// decideVisibility is applyVisibility for the entries marked again and the
// global ones whose id a changed workspace memory had or has; the others
// keep what the old state decided from the same inputs. An entry the old
// state holds too (shared) is copied before it is changed.
func decideVisibility(s *store, out []*entry, again, shared []bool, touched map[string]bool, today string) {
	var wsIDs map[string]bool // made on first need, as applyVisibility makes it
	for i, en := range out {
		global := en.root.scope == scopeGlobal
		if !again[i] && (!global || !touched[en.mem.id()]) {
			continue
		}
		if shared[i] { // the old state's: decided on a copy
			c := *en
			en, out[i] = &c, &c
		}
		en.hidden, en.shadow = visibilityReason(en, s.cfg.roles, today), false
		if !global {
			continue
		}
		if wsIDs == nil {
			wsIDs = map[string]bool{}
			for _, w := range out {
				if w.root.scope == scopeWorkspace && !w.mem.isWorking() {
					wsIDs[w.mem.id()] = true
				}
			}
		}
		if wsIDs[en.mem.id()] {
			en.shadow = true
			if en.hidden == "" {
				en.hidden = "shadowed by the workspace memory with the same id"
			}
		}
	}
}

// patchedDigest is a patched state's digest of what its route index is
// built from (finishViewState): the previous state's when the same entries
// are indexed, as visibleDigest would find, else one no other state has.
// It walks the two entry lists, which share most entries, and stops at the
// first difference, where visibleDigest wrote and hashed ~1 MB of every
// entry's scope, file and sha256 at 10,000 memories (~2 ms of the first
// load after a commit). A digest made up here is never equal to a real one
// (bar a sha256 collision), so a state rebuilt later builds or patches its
// index rather than take this one's: that costs only time.
func patchedDigest(old *viewState, s *store) [sha256.Size]byte {
	if sameIndexed(old.view.s, s) {
		return old.digest
	}
	var d [sha256.Size]byte
	binary.LittleEndian.PutUint64(d[:], patchedDigests.Add(1))
	copy(d[8:], "engram: a patched view's digest")
	return d
}

// patchedDigests numbers the digests patchedDigest makes up.
var patchedDigests atomic.Uint64

// sameIndexed reports whether a and b index the same entries (visible or
// hidden by a role, as visibleDigest hashes them) with the same scope,
// file, content hash and role flag, in order.
func sameIndexed(a, b *store) bool {
	i, j := 0, 0
	for {
		for i < len(a.entries) && !indexedEntry(a.entries[i]) {
			i++
		}
		for j < len(b.entries) && !indexedEntry(b.entries[j]) {
			j++
		}
		if i == len(a.entries) || j == len(b.entries) {
			return i == len(a.entries) && j == len(b.entries)
		}
		x, y := a.entries[i], b.entries[j]
		if x != y && (x.root.scope != y.root.scope || x.file != y.file || x.sum != y.sum || (x.hidden == "") != (y.hidden == "")) {
			return false
		}
		i, j = i+1, j+1
	}
}

// indexedEntry is an entry visibleDigest hashes: visible, or hidden by a
// role.
func indexedEntry(en *entry) bool {
	return en.hidden == "" || strings.HasPrefix(en.hidden, "role ")
}

// indexKeepingDocs is finishViewState's new route index, with the
// documents it built recorded in the prepared memories (keepDocs) and each
// built entry's text shed (shedText). An entry's document is its prepared
// memory's when the state is made (buildState, patchEntries), so only the
// documents built now can be missing there: keepDocs looked up the
// prepared memory of every entry (~10,000 paths hashed a commit).
func (st *viewState) indexKeepingDocs(last *routeIndex) *routeIndex {
	if !viewPatchOn {
		ri := nextRouteIndex(last, st.view.s, st.shedText)
		st.keepDocs()
		return ri
	}
	// A few documents are built after a change; past reindexMax (a full
	// build) every entry is looked up as before, not listed.
	var built []*entry
	all := false
	ri := nextRouteIndex(last, st.view.s, func(en *entry) {
		st.shedText(en)
		if all = all || len(built) == reindexMax; !all {
			built = append(built, en)
		}
	})
	if all {
		st.keepDocs()
		return ri
	}
	for _, en := range built {
		if p := en.prepared; p.doc == nil {
			p.doc = en.doc
			st.dirty = true
		}
	}
	return ri
}
