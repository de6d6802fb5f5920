package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// This file is the store loader, the only one: it lists the memory files
// of a store's roots, reads, hashes and parses them (reusing what an
// earlier view prepared, view.go), decides visibility, and waits out a
// commit or an interrupted write so that a read never sees a store between
// two states. Every read goes through loadState or loadStateHolding: the
// server's cache (view.go), openView (ops.go) and openStoreHolding
// (store.go).

// memFile is one memory file of a root, found by listing its folders.
type memFile struct {
	root *storeRoot
	file string // "rules/x.md"
	path string
	key  fileKey
}

// memorySubdirs are the folders that hold memories, in reading order.
var memorySubdirs = []string{"rules", "skills", "knowledge", workingDir}

// fileKind is what a stat says a directory entry is.
type fileKind uint8

const (
	kindOther fileKind = iota // a folder, or a name that vanished
	kindRegular
	kindSymlink
	// kindSpecial is a FIFO, socket or device: never opened (a FIFO would
	// block the read), and reported like a link, so that status and
	// doctor do not say "ok" over a memory file that reads skip.
	kindSpecial
)

// listMemoryFiles lists the memory files of the roots in reading order
// and stats them. Symbolic links, to a file or a folder, are skipped and
// reported: they could point outside the store.
func listMemoryFiles(roots []*storeRoot) ([]memFile, []string) {
	files, problems, _, _ := listMemoryFilesFrom(roots, nil)
	return files, problems
}

// listMemoryFilesFrom is listMemoryFiles taking a folder's names from lf's
// facts where one holds (perf_listfact.go), and recording a fact for each
// folder read when lf records: facts, by scope, are the facts of this
// listing; stale says a folder was read whose fact the cache could have
// held, so that the cache is written again.
func listMemoryFilesFrom(roots []*storeRoot, lf *listingFacts) (files []memFile, problems []string, facts map[string][]folderFact, stale bool) {
	// Each folder's names are read first and the lists made once at their
	// size: appended to one by one, the lists of 10,000 files were 4.2 MB
	// of garbage for 1 MB kept, made on every full listing and in a new
	// process's first load, where its resident memory peaks (issue 20,
	// item 3).
	lists, folders, dirNotes, total, facts, stale := readMemoryFolders(roots, lf)
	files = make([]memFile, 0, total)
	names := make([]string, 0, total) // each file's name in its folder
	folderOf := make([]int, 0, total) // each file's folder, an index into folders
	for i, l := range lists {
		join := listedPaths(l.dir) // perf_listpath.go: filepath.Join(l.dir, n)
		for _, n := range l.names {
			path := join(n)
			files = append(files, memFile{root: l.r, file: fileOfPath(path, l.sub, n), path: path})
			names = append(names, n)
			folderOf = append(folderOf, i)
		}
	}
	kinds := statMemoryFiles(files, names, folderOf, folders)
	out := files[:0]
	for i, f := range files {
		for len(dirNotes) > 0 && dirNotes[0].before <= i {
			problems = append(problems, dirNotes[0].msg)
			dirNotes = dirNotes[1:]
		}
		if why := memoryNameProblem(names[i]); why != "" && kinds[i] != kindOther {
			problems = append(problems, badNameMsg(f.path, why))
			continue
		}
		switch kinds[i] {
		case kindRegular:
			out = append(out, f)
		case kindSymlink:
			problems = append(problems, linkedMsg(f.path))
		case kindSpecial:
			problems = append(problems, specialMsg(f.path))
		}
	}
	for _, n := range dirNotes {
		problems = append(problems, n.msg)
	}
	return out, problems, facts, stale
}

// folderList is one memory folder's files, as readMemoryFolders reads it.
type folderList struct {
	r     *storeRoot
	sub   string
	dir   string
	names []string // its memory files' names, sorted
}

// dirNote is a problem with a folder, reported after the files listed
// before it.
type dirNote struct {
	before int // the number of files listed before it
	msg    string
}

func linkedMsg(p string) string {
	return fmt.Sprintf("%s: skipped: a symbolic link (memories must live inside the store)", escapeName(p))
}

func specialMsg(p string) string {
	return fmt.Sprintf("%s: skipped: not a regular file (a FIFO, socket or device; memories are plain files)", escapeName(p))
}

// badNameMsg reports a memory file skipped for its name (memoryNameProblem).
func badNameMsg(p, why string) string {
	return fmt.Sprintf("%s: skipped: its name holds %s; rename the file", escapeName(p), why)
}

// readMemoryFolders reads the names of the memory files in each folder of
// the roots, in reading order, and opens each folder to stat them; total
// is how many names there are. With lf, a folder's names come from its
// fact where one holds, and facts and stale are listMemoryFilesFrom's.
func readMemoryFolders(roots []*storeRoot, lf *listingFacts) (lists []folderList, folders []*folderStatter, notes []dirNote, total int, facts map[string][]folderFact, stale bool) {
	for _, r := range roots {
		window := int64(0)
		if lf != nil {
			window = racyWindowFor(r.dir) // perf_racy_*.go
		}
		for _, sub := range memorySubdirs {
			dir := filepath.Join(r.dir, sub)
			fi, err := os.Lstat(dir)
			if err != nil || fi.Mode()&fs.ModeSymlink != 0 {
				if err == nil {
					notes = append(notes, dirNote{total, linkedMsg(dir)})
				}
				continue
			}
			md, fact, cached := lf.cachedListing(r.dir, sub, fi, window) // perf_listfact.go
			if !cached {
				// Names only: a stat follows for each file anyway,
				// relative to the folder (statdir_*.go), and gives its
				// kind.
				list, key, readAt, keyed, err := readFolderNames(dir, lf)
				if err != nil {
					continue
				}
				sort.Strings(list)
				md = list[:0]
				for _, n := range list {
					if strings.HasSuffix(n, ".md") {
						md = append(md, n)
					}
				}
				if keyed {
					fact = folderFact{sub: sub, key: key, readAt: readAt, enc: encodeNames(md)}
					stale = stale || fact.trustedFor(key, window)
				}
			}
			st, err := openFolderStatter(dir)
			if err != nil {
				continue
			}
			folders = append(folders, st)
			if fact.enc != nil {
				if facts == nil {
					facts = map[string][]folderFact{}
				}
				facts[r.scope] = append(facts[r.scope], fact)
			}
			lists = append(lists, folderList{r: r, sub: sub, dir: dir, names: md})
			total += len(md)
		}
	}
	return lists, folders, notes, total, facts, stale
}

// fileOfPath is a listed file's name in its root, sub/name, as the end of
// its path where the separator is '/': the view keeps both for every
// memory, and as one string they take half (issue 20, item 3).
func fileOfPath(path, sub, name string) string {
	n := len(sub) + 1 + len(name)
	if len(path) > n && path[len(path)-n-1] == '/' && path[len(path)-n+len(sub)] == '/' &&
		strings.HasSuffix(path, name) && path[len(path)-n:len(path)-n+len(sub)] == sub {
		return path[len(path)-n:]
	}
	return sub + "/" + name
}

// statMemoryFiles stats the listed files, names[i] in folders[folderOf[i]],
// filling in each file's key and returning its kind (kindOther for one
// that vanished), then closes the folders. It is apart from the listing
// because it runs on several cores, which only a large store repays.
func statMemoryFiles(files []memFile, names []string, folderOf []int, folders []*folderStatter) []fileKind {
	kinds := make([]fileKind, len(files))
	workers := min(runtime.GOMAXPROCS(0), 4)
	if len(files) < 512 {
		workers = 1
	}
	// Taken in chunks by whichever goroutine is free, not in fixed
	// shares: a spawn's decode runs beside them (readDiskPrep), and a
	// goroutine the scheduler set aside would otherwise end its share
	// alone, after the others had ended theirs.
	const chunk = 256
	var next atomic.Int64 // the first file of the next chunk
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				from := int(next.Add(chunk)) - chunk
				if from >= len(files) {
					return
				}
				for i := from; i < min(from+chunk, len(files)); i++ {
					key, kind, err := folders[folderOf[i]].stat(names[i])
					if err == nil { // a file that vanished is not listed
						files[i].key, kinds[i] = key, kind
					}
				}
			}
		}()
	}
	wg.Wait()
	for _, st := range folders {
		st.close()
	}
	return kinds
}

// readPrepared reads, hashes and parses one memory file.
func readPrepared(f memFile) (*prepared, error) {
	if why := memoryNameProblem(f.file[strings.LastIndexByte(f.file, '/')+1:]); why != "" {
		// A listing skips such a name; a watcher's patch (perf_viewpatch.go)
		// meets it here and falls back to the listing.
		return nil, errors.New(badNameMsg(f.path, why))
	}
	readAt := time.Now().UnixNano()
	data, err := readNoFollow(f.path, maxMemoryFileBytes)
	if err != nil {
		return nil, err
	}
	return preparedOf(f, data, sha256Hex(data), readAt)
}

// preparedOf parses data, f's bytes as read at readAt, whose sha256 is sum.
func preparedOf(f memFile, data []byte, sum string, readAt int64) (*prepared, error) {
	raw := string(data)
	m, err := parseMemoryText(raw)
	if err != nil {
		return nil, err
	}
	return &prepared{diskText: diskText{path: f.path, size: int32(len(data)), sum: sum}, key: f.key, readAt: readAt, mem: m}, nil
}

// loadState builds a store (no route index yet) from files, or from a
// fresh listing when files is nil. With no prepared memories from an
// earlier view, the disk cache offers its own; either way a memory is
// reused only as buildViewState says, and everything else is read, hashed
// and parsed, on every core.
func loadState(e *env, workspace string, files []memFile, prep map[string]*prepared, checkStat bool) (*viewState, error) {
	return loadStateHolding(e, workspace, files, prep, checkStat, "")
}

// loadStateHolding reads consistently. Readers take no lock, so a read that
// overlaps a commit can see a new memory file beside the old hashes, and a
// root left mid-write by a crashed process has a journal. In both cases, and
// only then, the read waits for the lock (which finishes the interrupted
// write, txn.go) and reads again, so a read shows the store before or after
// a commit, never between. held names a root whose lock the caller already
// holds: it is read as it is. A recheck under a root's lock adds that root to
// held (NUL-separated): rechecking the other root must not wait for the lock
// it holds itself, which stalled every read for lockWait when both roots had a
// mismatch.
func loadStateHolding(e *env, workspace string, files []memFile, prep map[string]*prepared, checkStat bool, held string) (*viewState, error) {
	s, err := newStore(e, workspace)
	if err != nil {
		return nil, err
	}
	var notes []string
	for _, r := range s.roots() {
		if !holds(held, r.dir) && crashedWriter(r.dir) {
			notes = append(notes, finishInterruptedWrite(r.dir)...)
		}
	}
	st, err := buildState(e, s, files, prep, checkStat)
	if err != nil {
		return nil, err
	}
	for _, r := range st.view.s.roots() {
		if holds(held, r.dir) || !hasMismatch(entriesOf(st.view.s, r)) {
			continue
		}
		// A mismatch may be a commit between its memory file and its hash:
		// read again under the lock, once.
		lock, err := acquireLock(r.dir)
		if err != nil {
			break // read-only or busy: serve what was read, mismatches hidden
		}
		recoverStore(r.dir, lock.brokeDead)
		again, err := loadStateHolding(e, workspace, nil, st.prepMap(), true, joinHeld(held, r.dir))
		lock.unlock()
		if err != nil {
			return nil, err
		}
		// The read again reuses what this one read: the disk cache is
		// out of date if this read found it so (files read, a hashes
		// map it lacked).
		again.dirty = again.dirty || st.dirty
		st = again
		break
	}
	st.view.s.problems = append(notes, st.view.s.problems...)
	return st, nil
}

// holds reports whether held (see loadStateHolding) names dir.
func holds(held, dir string) bool {
	for h := range strings.SplitSeq(held, "\x00") {
		if h != "" && h == dir {
			return true
		}
	}
	return false
}

// joinHeld adds dir to held.
func joinHeld(held, dir string) string {
	if held == "" {
		return dir
	}
	return held + "\x00" + dir
}

// finishInterruptedWrite waits for the store's lock, which rolls an
// interrupted write forward, and says what happened.
func finishInterruptedWrite(dir string) []string {
	lock, err := acquireLock(dir)
	if err != nil {
		return []string{fmt.Sprintf("%s: an interrupted write was not finished: %v", dir, err)}
	}
	defer lock.unlock()
	msg, err := recoverStore(dir, lock.brokeDead)
	switch {
	case err != nil:
		return []string{fmt.Sprintf("%s: an interrupted write was not finished: %v", dir, err)}
	case msg != "":
		return []string{msg + " (before this read)"}
	}
	return nil
}

func entriesOf(s *store, r *storeRoot) []*entry {
	var out []*entry
	for _, en := range s.entries {
		if en.root == r {
			out = append(out, en)
		}
	}
	return out
}

// buildState reads the files of a store whose roots and config are known.
func buildState(e *env, s *store, files []memFile, prep map[string]*prepared, checkStat bool) (*viewState, error) {
	st := &viewState{rootsID: rootsID(e, s.ws, s.global)}
	if prepCacheOn(e) {
		st.cacheKey = prepCacheKey(e)
	}
	var diskPrep *diskPrepRead
	if prep == nil && st.cacheKey != nil {
		diskPrep = readDiskPrep(e, s, st.cacheKey)
	}
	listStale := false
	if files == nil {
		var linked []string
		lf := listingFactsFor(s.roots(), st.cacheKey, diskPrep != nil) // perf_listfact.go
		files, linked, s.listFacts, listStale = listMemoryFilesFrom(s.roots(), lf)
		s.problems = append(s.problems, linked...)
		s.refused += len(linked)
	} else {
		files = append([]memFile(nil), files...) // the old state's stay as they were
	}
	var refused []string
	files, refused = capMemoryFiles(files)
	s.problems = append(s.problems, refused...)
	s.refused += len(refused)
	if diskPrep != nil {
		warmTablesIfArmed() // perf_warm.go: beside the decode's end and the entries
	}
	roots, hashes, stale := rootHashes(s, files, prep, diskPrep)
	if diskPrep != nil {
		prep = diskPrep.wait()
		st.dirty = len(prep) == 0 || stale || listStale
	}
	got, kept, errs := prepareFiles(files, roots, prep, checkStat, diskPrep)
	reused := 0 // files whose prepared memory came from prep as it was
	s.entries = make([]*entry, 0, len(files))
	slab := make([]entry, 0, len(files)) // one allocation for every entry; never grows
	for i := range files {
		f := &files[i]
		if errs[i] == errSkip {
			continue
		}
		if errs[i] != nil {
			st.failed = append(st.failed, failedFile{at: len(s.entries), memFile: *f})
			// A file that does not parse is reported once, as unparsable
			// (status, verify, doctor's store.parse, list). One that
			// vanished since it was listed (a commit's temp file renamed
			// into place) is not a broken memory, only a problem note.
			if !errors.Is(errs[i], fs.ErrNotExist) && !strings.HasPrefix(filepath.Base(f.file), ".tmp-") {
				s.unparsable = append(s.unparsable, badFile{root: f.root, file: f.file, path: f.path, err: errs[i]})
			} else {
				s.problems = append(s.problems, fmt.Sprintf("%s: %v", f.path, errs[i]))
			}
			st.dirty = true
			continue
		}
		p := got[i]
		if kept[i] {
			reused++
		} else {
			st.dirty = true
		}
		recorded, isRecorded := hashes[f.root.scope][f.file]
		if isRecorded && (diskPrep != nil || !kept[i]) {
			shareSum(p, recorded) // perf_sharestr.go: p is this build's own
		}
		slab = append(slab, entry{prepared: p, root: f.root, file: f.file, doc: p.doc})
		en := &slab[len(slab)-1]
		note := strings.HasPrefix(f.file, workingDir+"/")
		en.hashOK = note || isRecorded && recorded == p.sum
		en.unsealed = note && !s.noteSealed(e, f.root, f.file, p.sum, files) // notesseal.go
		s.entries = append(s.entries, en)
	}
	if reused != len(prep) {
		st.dirty = true // a file read before is gone
	}
	now := e.now()
	s.applyVisibility(now)
	st.today = now.UTC().Format("2006-01-02")
	st.view = &storeView{s: s}
	return st, nil
}

// readDiskPrep reads and checks the disk cache of every root in the
// background, while buildState lists and stats the files: at 10,000 files
// both take milliseconds, on different cores.
func readDiskPrep(e *env, s *store, key []byte) *diskPrepRead {
	d := &diskPrepRead{done: make(chan struct{}), hashes: map[string]cachedHashes{}, factNames: map[string]bool{}}
	go func() {
		m := map[string]*prepared{}
		for i, r := range s.roots() {
			got, ch, ok := readPrepCacheAll(e, r, key)
			if ok {
				d.hashes[r.dir] = ch // perf_hashfact.go
			}
			if i == 0 && got == nil {
				firstLoadUncached() // perf_firstgc.go
			}
			if len(m) == 0 && len(got) > 0 {
				// The map is this read's own: taken, not copied (the
				// copy was 10,000 inserts, ~1.5-4 ms of the spawn's
				// critical path at 10,000 memories, stop 59).
				m = got
				continue
			}
			for path, p := range got {
				m[path] = p
			}
		}
		d.prep = m
		close(d.done)
	}()
	return d
}

// diskPrepRead is readDiskPrep's read under way.
type diskPrepRead struct {
	done chan struct{}
	prep map[string]*prepared
	// hashes are the facts about the roots' hashes files the caches
	// recorded, by folder, as far as they hold (perf_hashfact.go).
	hashes map[string]cachedHashes
	// factNames are the scopes whose recorded hashes rootHashes took from
	// hashes: their names are cut from the decoded paths, not from the
	// listing's (perf_sharestr.go).
	factNames map[string]bool
}

// wait returns the disk cache's facts once read (again: the same map).
func (d *diskPrepRead) wait() map[string]*prepared {
	<-d.done
	return d.prep
}

// rootHashes reads the recorded hashes of each root of s, by scope, with
// the roots by scope: files listed by an earlier view carry that view's
// roots, and entries take this store's, matched by scope (rootsID
// guarantees the folders). With disk, the disk cache being read, a root's
// map may come from it (perf_hashfact.go); stale says a root's did not
// and could have, so that the cache is written again.
func rootHashes(s *store, files []memFile, prep map[string]*prepared, disk *diskPrepRead) (map[string]*storeRoot, map[string]map[string]string, bool) {
	var err error
	hashes := map[string]map[string]string{}
	roots := map[string]*storeRoot{}
	s.recorded = map[string]map[string]string{}
	s.hashFacts = map[string]hashesFact{}
	stale := false
	for _, r := range s.roots() {
		roots[r.scope] = r
		wanted := false
		if disk != nil {
			// The disk cache may hold the map (perf_hashfact.go): its
			// decode, beside the listing, has usually ended by now,
			// and buildState waits for it next anyway.
			disk.wait()
			if h, ok := disk.hashes[r.dir].use(r.dir); ok {
				hashes[r.scope], s.recorded[r.scope] = h, h
				s.hashFacts[r.scope] = disk.hashes[r.dir].fact
				disk.factNames[r.scope] = true
				continue
			}
			wanted = hashesFactWanted(r.dir)
		}
		if hashes[r.scope], err = readHashesShared(r.dir, listedNames(files, prep, r)); err == nil { // perf_sharestr.go
			f, keyed := keptFact(r.dir)
			stale = stale || wanted && keyed
			s.recorded[r.scope] = hashes[r.scope]
			if keyed && sameMap(f.hashes, hashes[r.scope]) { // the fact of this read
				s.hashFacts[r.scope] = f
			}
		} else {
			// Fail no read: every durable memory of this root counts as
			// mismatched (hidden), and the diagnostic says how to repair.
			s.problems = append(s.problems, err.Error()+"; every memory of this store is skipped until it is repaired (restore it from git, or 'engram rehash' after reviewing the files)")
			hashes[r.scope] = map[string]string{}
		}
	}
	return roots, hashes, stale
}

// prepareFiles decides per file whether its prepared memory in prep may be
// reused, then reads and parses the rest, in parallel. It moves each file
// onto this store's root; errs[i] is errSkip for a file whose root is gone.
// disk, when not nil, is the disk cache's read: only this build holds prep.
// kept[i] says that got[i] is prep's as it was (its caller looked each up
// in prep again: 10,000 map lookups, ~0.7 ms of a warm spawn).
func prepareFiles(files []memFile, roots map[string]*storeRoot, prep map[string]*prepared, checkStat bool, disk *diskPrepRead) (got []*prepared, kept []bool, errs []error) {
	got = make([]*prepared, len(files))
	kept = make([]bool, len(files))
	errs = make([]error, len(files))
	window := map[*storeRoot]int64{}
	if checkStat {
		for _, r := range roots {
			window[r] = racyWindowFor(r.dir) // perf_racy_*.go
		}
	}
	var work []int
	for i := range files {
		f := &files[i]
		r := roots[f.root.scope]
		if r == nil || r.dir != f.root.dir {
			errs[i] = errSkip // a root that is gone; rootsID makes this rare
			continue
		}
		f.root = r
		p := prep[f.path]
		if p == nil || p.key != f.key || (checkStat && !p.trusted(f.key, window[r])) {
			work = append(work, i)
			continue
		}
		got[i] = p
		if p.mem == nil {
			work = append(work, i)
			continue
		}
		kept[i] = true
		if p.path == f.path {
			// p's path is the entry's: its memory's too, when textless
			// (textlessAt, perf_textless.go).
			if d := p.mem.disk; disk != nil && !disk.factNames[r.scope] && d != nil && shareListedPath(d, f, p.mem.facts) { // perf_sharestr.go
				continue
			}
			f.path = p.path // one copy of the path, not two
			if n := len(f.file); len(p.path) > n && p.path[len(p.path)-n-1] == '/' && strings.HasSuffix(p.path, f.file) {
				f.file = p.path[len(p.path)-len(f.file):] // and the file's name in it
			}
		}
	}
	parallel(len(work), func(k int) {
		i := work[k]
		got[i], errs[i] = readPreparedFrom(files[i], prep[files[i].path]) // perf_sumreuse.go
	})
	return got, kept, errs
}

var errSkip = errors.New("skipped")

// parallel runs do(0..n-1) on every core.
func parallel(n int, do func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), 8)
	if n < 64 || workers < 2 {
		for i := 0; i < n; i++ {
			do(i)
		}
		return
	}
	var next sync.Mutex
	k := 0
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				next.Lock()
				i := k
				k += 16
				next.Unlock()
				if i >= n {
					return
				}
				for j := i; j < min(i+16, n); j++ {
					do(j)
				}
			}
		}()
	}
	wg.Wait()
}

// sortMemFiles puts files in reading order: root, folder, then name.
func sortMemFiles(files []memFile, roots []*storeRoot) {
	sort.SliceStable(files, func(i, j int) bool { return memFileLess(files[i], files[j], roots) })
}

// memFileLess is the reading order: root, folder, then name. The view
// patch (perf_viewpatch.go) inserts a new file at its place by it.
func memFileLess(a, b memFile, roots []*storeRoot) bool {
	ra, rb := memFileRank(a, roots), memFileRank(b, roots)
	if ra != rb {
		return ra < rb
	}
	return a.file < b.file
}

// memFileRank orders roots first, then memory folders within a root.
func memFileRank(f memFile, roots []*storeRoot) int {
	r := 0
	for i, root := range roots {
		if root == f.root {
			r = i * len(memorySubdirs)
		}
	}
	sub, _, _ := strings.Cut(f.file, "/")
	for i, s := range memorySubdirs {
		if s == sub {
			return r + i
		}
	}
	return r
}
