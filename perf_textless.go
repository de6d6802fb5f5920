package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// Speed-up (issue 20, item 3): a memory read from a file keeps what
// routing needs, not its text.
//
// Reference path: a memory keeps the bytes of its file (the view holds
// every memory of the store, so at 10,000 memories of genstore.py's store
// that was 12 MB of a server's ~37 MB live, against a resident memory bar
// of 48 MB), and everything else is derived from them (perf_lazymem.go).
//
// Routing, visibility and the verdict's candidate scan read, for every
// memory, only its title, the front matter values kept in its facts
// (perf_facts.go, perf_lazymem.go), its routing document and the verdict's
// text (its Content bullets, lower-cased and joined: cache_verdicts.go).
// Everything else (the full front matter, sections, variants, the body)
// is read for a few memories per call: the ones rendered, updated or
// compared. So once a memory's document is built, the server's view keeps
// a textless copy (shedTexts, view.go): those values copied out of the
// file's bytes, and the file's path, size and sha256. On use it reads the
// file again and checks its size and sha256 against the ones it was read
// with; the prepared cache (prepcache.go) records the same values instead
// of the texts.
//
// A file whose bytes changed since they were read is exactly the case in
// which the view is out of date: a change the watcher (or the stat check)
// reports before the next request. A read that finds one panics with
// *staleText: the server answers the request again from a refreshed view
// (retryStale, serve.go), the CLI stops with an error asking to run the
// command again (dispatch, main.go). Nothing is written before the texts
// a write needs are read, so no write is left half done.
//
// ENGRAM_NO_CACHE=1 turns it off: every memory keeps its text.

var textlessOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// diskText is where a textless memory's text is, and what it was.
type diskText struct {
	path string
	// base is the length of the folder of path from which a read checks
	// every folder below it (checkFrom); 0 checks the file alone.
	// It and size are int32 (a path and a memory file are far below 2 GB:
	// maxMemoryFileBytes), 40 bytes a memory, not 48: the view keeps one
	// for every textless memory.
	base int32
	size int32
	sum  string // hex sha256 of the bytes it was read from
}

// staleText: a textless memory's file no longer holds the bytes it was
// read from.
type staleText struct {
	path string
	err  error
}

func (s *staleText) Error() string {
	return fmt.Sprintf("%s changed on disk while engram was using it (%v); run the command again", s.path, s.err)
}

var errTextChanged = errors.New("its bytes are not the ones read before")

// texts is the memory's front matter text and body; a textless memory's
// are read from its file, verified.
func (m *memory) texts() (head, body string) {
	if m.disk == nil {
		return m.head, m.body // a memory with its text has a memoryText
	}
	if t, ok := recentTexts.get(m.disk.sum); ok {
		return t[0], t[1]
	}
	data, err := m.disk.read()
	if err == nil && (len(data) != int(m.disk.size) || sha256Hex(data) != m.disk.sum) {
		err = errTextChanged
	}
	if err == nil {
		head, body, err = splitMemoryText(string(data))
	}
	if err != nil {
		panic(&staleText{path: m.disk.path, err: err})
	}
	recentTexts.put(m.disk.sum, [2]string{head, body})
	return head, body
}

// checkFrom makes d's reads check path from r's store folder down, or for
// a workspace store from the workspace down (.agents and .agents/.engram,
// which storeRootRefused checked at load, included): the file is read
// long after the listing checked its path (storefs.go), and a folder
// swapped for a link since must not be read through.
func (d *diskText) checkFrom(r *storeRoot) {
	dir := r.dir
	if r.scope == scopeWorkspace {
		for _, name := range []string{storeDirName, legacyStoreDirName} {
			if ws, ok := strings.CutSuffix(dir, string(filepath.Separator)+name); ok && ws != "" {
				dir = ws
				break
			}
		}
	}
	if strings.HasPrefix(d.path, dir+string(filepath.Separator)) {
		d.base = int32(len(dir))
	}
}

// read reads the file again under the rules of its first read
// (storefs.go's readPlainFile): each folder from base down a real folder,
// not a link, the file itself regular, not a link, opened without following
// one (nor blocking on a FIFO), and at most maxMemoryFileBytes.
func (d *diskText) read() ([]byte, error) {
	if d.base > 0 {
		return readPlainFile(d.path[:d.base], filepath.ToSlash(d.path[d.base+1:]), maxMemoryFileBytes)
	}
	return readNoFollow(d.path, maxMemoryFileBytes)
}

// recentTexts are the texts last read from files, by the sha256 of their
// bytes (which a text cannot change without changing): a load renders
// each of its memories through several accessors, and the next calls
// often render the same ones. A text the file no longer holds is still
// the one the view was read from, so serving it is what a view holding
// every text would do.
var recentTexts textRing

const recentTextsMax = 64

type textRing struct {
	sync.Mutex
	bySum map[string][2]string
	ring  [recentTextsMax]string // sums, oldest replaced first
	next  int
}

// clear forgets every text (tests).
func (r *textRing) clear() {
	r.Lock()
	defer r.Unlock()
	r.bySum, r.ring, r.next = nil, [recentTextsMax]string{}, 0
}

func (r *textRing) get(sum string) ([2]string, bool) {
	r.Lock()
	defer r.Unlock()
	t, ok := r.bySum[sum]
	return t, ok
}

func (r *textRing) put(sum string, t [2]string) {
	r.Lock()
	defer r.Unlock()
	if _, ok := r.bySum[sum]; ok {
		return
	}
	if r.bySum == nil {
		r.bySum = make(map[string][2]string, recentTextsMax)
	}
	delete(r.bySum, r.ring[r.next])
	r.ring[r.next] = sum
	r.next = (r.next + 1) % recentTextsMax
	r.bySum[sum] = t
}

// bodyText is the memory's body, byte for byte.
func (m *memory) bodyText() string {
	_, body := m.texts()
	return body
}

// verdictTextOf is what the verdict scans a memory's content for.
func verdictTextOf(m *memory) string {
	if m.disk != nil {
		return unpackVerdictText(m.vwords) // perf_vwords.go
	}
	return strings.ToLower(strings.Join(m.contentLines(), " "))
}

// textless is m without its text: title, facts and the verdict's text
// copied out of it into one block of their own (so that nothing keeps the
// file's bytes alive), and where to read the rest. m is a memory as
// parseMemoryText gives it (on either path), or already textless.
func textless(m *memory, path string, size int, sum string) *memory {
	if m.disk != nil {
		return m
	}
	return textlessAt(m, &diskText{path: path, size: int32(size), sum: sum})
}

// textlessAt is textless with d, which says where m's text is: its
// prepared memory's own (shedText).
func textlessAt(m *memory, d *diskText) *memory {
	if m.disk != nil {
		return m
	}
	f := m.facts
	if f == nil {
		f = factsFrom(m.front())
	}
	v := f.values()
	for i, k := range hotKeys {
		v[factHotAt+i] = m.fmRaw(k)
	}
	id, shared := idOfPath(d.path, v[factIDAt]) // perf_sharestr.go
	if shared {
		v[factIDAt] = ""
	}
	lines := m.contentLines()
	t := &memory{lazy: true, title: m.title, facts: packFacts(&v), vwords: packVerdictText(strings.ToLower(strings.Join(lines, " "))),
		vmarks: verdictMarks(lines), disk: d} // the text is verdictTextOf(m)
	t.facts.id = id
	packStrings(&t.title, &t.facts.all, &t.vmarks)
	return t
}

// packStrings copies the strings into one new block and points each into
// it: one allocation instead of one per string, none shared with what
// they were cut from.
func packStrings(ss ...*string) {
	n := 0
	for _, s := range ss {
		n += len(*s)
	}
	var b strings.Builder
	b.Grow(n)
	for _, s := range ss {
		b.WriteString(*s)
	}
	all := b.String()
	for _, s := range ss {
		l := len(*s)
		*s, all = all[:l], all[l:]
	}
}

// retryStale runs a request; when a memory's file changed under it, the
// view is refreshed (the watcher, or the stat check, has seen the change
// by now, and drop forgets the file in any case) and the request runs
// once more.
func retryStale(drop func(path string), run func() (any, error)) (result any, err error) {
	for attempt := 0; ; attempt++ {
		var stale *staleText
		result, stale, err = catchStale(run)
		if stale == nil {
			return result, err
		}
		if attempt == 1 || drop == nil {
			return nil, stale
		}
		drop(stale.path)
	}
}

// buildReadingAll runs build, a view's build from the prepared facts prep.
// A build may need the text of a memory it took from a fact (to build the
// route document of one hidden when the fact was recorded): when that
// text is stale, the fact is false although the file's stat matches it (a
// prepared cache that lies, or a file rewritten with its stat kept), and
// the same facts would fail the same way on every try, in every process.
// So the build runs once more with no facts at all (a non-nil empty map
// also skips the disk cache, store_read.go), reading every file, whose
// texts are then in memory. Without this, the server's preload, which
// builds on a goroutine of its own, ended the process.
func buildReadingAll(prep map[string]*prepared, build func(map[string]*prepared) error) error {
	_, stale, err := catchStale(func() (any, error) { return nil, build(prep) })
	if stale == nil {
		return err
	}
	if _, stale, err = catchStale(func() (any, error) { return nil, build(map[string]*prepared{}) }); stale != nil {
		return stale
	}
	return err
}

// catchStale runs run, turning a *staleText panic into its value; any
// other panic goes on.
func catchStale(run func() (any, error)) (result any, stale *staleText, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, ok := r.(*staleText)
			if !ok {
				panic(r)
			}
			stale = s
		}
	}()
	result, err = run()
	return result, nil, err
}

// shedTexts gives the state's memories their textless form once their
// documents are built (or no index will build one: hidden other than by
// role), before the state is used. Each is a new prepared memory and the
// new store's entry is pointed at it: prepared memories are shared with
// older states, which a disk cache write may be reading.
func (st *viewState) shedTexts() {
	for _, en := range st.view.s.entries {
		st.shedText(en)
	}
}

// shedText gives one entry its textless form, as shedTexts says. The route
// index's build calls it on each entry as soon as its document is built,
// so that a load without the prepared cache does not hold every text of
// the store until the last document is built (issue 20, item 3: at
// 10,000 memories of genstore.py's store the texts were ~12 MB of a cold
// load's peak).
func (st *viewState) shedText(en *entry) {
	if !textlessOn {
		return
	}
	// Most entries of a patched view are textless already.
	if en.mem.disk != nil {
		return
	}
	if en.doc == nil && indexedEntry(en) { // perf_viewpatch.go
		return // the route index still needs its text
	}
	q := *en.prepared
	q.mem = textlessAt(q.mem, &q.diskText)
	q.mem.disk.checkFrom(en.root)
	en.prepared = &q
}

// forgetFile makes the next request read path again, whatever the watcher
// says: a read of it found other bytes than the view's.
func (c *viewCache) forgetFile(path string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.quiet.ok = false
	c.quiet.drained = append(c.quiet.drained, path)
}

// stopOnStale ends a command whose memory file changed under it with an
// error instead of a crash: the command read the store before the change
// and cannot finish with what it read.
func stopOnStale(e *env, code *int) {
	if r := recover(); r != nil {
		s, ok := r.(*staleText)
		if !ok {
			panic(r)
		}
		*code = report(e, s)
	}
}
