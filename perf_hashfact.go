package main

import (
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"sync/atomic"
	"time"
)

// Speed-up (issue 20): a warm spawn takes the hashes map from the prepared
// cache instead of reading and parsing memory.hashes.json.
//
// Reference path: readHashesShared (store.go) reads and parses the file on
// every load. At 10,000 memories that is 1.5 MB read and ~20,000 strings
// made, 4-7 ms at the end of the listing chain (list, stat, hashes), which
// is a warm spawn's critical path, while the prepared cache's decode,
// beside it, ends 11-21 ms earlier (BENCHMARKS.md, Stop 41 (spawn41)).
//
// The rule (prepcache.go): the cache records a fact of the same form as a
// memory file's: "the hashes file with this stat key, read at readAt,
// parsed to this map". It is used only where a memory file's fact would
// be, and more strictly:
//   - the file's lstat now is a regular file with exactly that key, which
//     holds the inode and the ctime (a rename gives another inode; an edit
//     in place moves the ctime, which no program can set back), so never on
//     Windows, whose key is size and mtime only (stat_other.go);
//   - the root's filesystem keeps fine stamps from the kernel's clock
//     (racyWindowFor gives fineRacyWindow: Linux's local filesystems,
//     APFS), and the recorded mtime and ctime are older than readAt minus
//     that window: a change in the same tick as the read cannot hide (git's
//     racy-clean rule, view.go's prepared.trusted).
// Anything else reads the file as the reference does. Visibility is still
// decided from the map on every load: only the map's source changes.
//
// The key of a fact is taken from the descriptor the bytes were read
// through, after the read, and readAt before it, so a change during the
// read leaves a ctime no later reader trusts. The facts live in the hashes
// cache (cache_hashes.go) beside the map they are about; the cache's
// writer records the one kept for its root (writePrepCache), and its
// reader, on the decode's goroutine, checks the file once more through
// its descriptor, learning its in-process sum so that a commit's splice
// (keepSplicedHashes) follows the map as it does a parsed one
// (checkCachedHashes): ~0.6 ms to make the map and ~0.5 to sum the file
// there, in process, against the 4-7 ms taken off the chain. A spawn that
// could not use the cache's fact marks the cache to be written again.
// ENGRAM_NO_CACHE=1 turns it off (no hashes cache, no prepared cache).
// TestHashesFactUsed fails without it; TestHashesFactMatchesReference and
// TestPreparedCacheInvalidation hold it to the reference's read.

// hashesFact is a kept hashes map with the stat key of the file it was
// parsed from.
type hashesFact struct {
	key    fileKey
	readAt int64 // unix ns, before the read began
	hashes map[string]string
}

// trustedFor reports whether the fact may stand for the file whose lstat
// key is now, on a filesystem whose racy window is window.
func (f hashesFact) trustedFor(now fileKey, window int64) bool {
	return f.hashes != nil && statFactTrusted(f.key, now, f.readAt, window)
}

// statFactTrusted is the one rule a recorded stat fact stands by (the
// hashes file's here, a memory folder's listing in perf_listfact.go): the
// lstat key now is exactly the recorded one, which has an inode and a
// ctime (never Windows); the filesystem keeps fine stamps; and both stamps
// are older than the read (readAt, taken before it began) minus the racy
// window, so a change in the read's clock tick cannot hide.
func statFactTrusted(k, now fileKey, readAt, window int64) bool {
	return k == now && k.ino != 0 && k.ctime != 0 && window == fineRacyWindow &&
		k.mtime < readAt-window && k.ctime < readAt-window
}

// readHashesKeyed is readHashesFile with the fact's key and read time: the
// key from the descriptor the bytes were read through, after the read.
// keyed false (no key: a failure, which the reference's read then
// reports, or the hashes cache off) gives the reference's read.
func readHashesKeyed(dir string) (data []byte, key fileKey, readAt int64, keyed bool, err error) {
	if hashesCacheOn && checkStorePath(dir, hashesFile) == nil {
		readAt = time.Now().UnixNano()
		name := filepath.Join(dir, hashesFile)
		if f, oerr := openNoFollow(name); oerr == nil {
			data, err := readCapped(f, name, maxHashesBytes, errNotInStore)
			fi, serr := f.Stat()
			f.Close()
			if err == nil && serr == nil {
				return data, statKey(fi), readAt, true, nil
			}
		}
	}
	data, err = readHashesFile(dir)
	return data, fileKey{}, 0, false, err
}

// cachedHashesFor is the kept map of dir's hashes file when a fact about it
// holds now: one lstat, no read.
func cachedHashesFor(dir string) (map[string]string, bool) {
	f, ok := keptFact(dir)
	if !ok {
		return nil, false
	}
	fi, err := os.Lstat(filepath.Join(dir, hashesFile))
	if err != nil || !fi.Mode().IsRegular() {
		return nil, false
	}
	if !f.trustedFor(statKey(fi), racyWindowFor(dir)) {
		return nil, false
	}
	return f.hashes, true
}

// hashesFactWanted reports whether a fact could hold for dir's hashes
// file: when the prepared cache had none that did, it is written again
// with the one the read that follows keeps.
func hashesFactWanted(dir string) bool {
	if !hashesCacheOn {
		return false
	}
	fi, err := os.Lstat(filepath.Join(dir, hashesFile))
	if err != nil || !fi.Mode().IsRegular() {
		return false
	}
	k := statKey(fi)
	return k.ino != 0 && k.ctime != 0 && racyWindowFor(dir) == fineRacyWindow
}

// cachedHashes is the fact the prepared cache recorded for a root's hashes
// file, checked against the file (checkCachedHashes), and the in-process
// sum of its bytes.
type cachedHashes struct {
	fact hashesFact
	sum  uint64
}

// checkCachedHashes checks a fact the prepared cache recorded for dir
// against the file: its descriptor, after a read of its bytes (summed, not
// kept), must still have the fact's key, and the fact must be trusted. The
// in-process sum the hashes cache keys its maps by is then the sum of the
// bytes the map was parsed from, so that a commit's splice
// (keepSplicedHashes) follows the map as it does a parsed one. Run on the
// decode's goroutine, beside the listing.
func checkCachedHashes(dir string, f hashesFact) (cachedHashes, bool) {
	if !hashesCacheOn || f.hashes == nil || checkStorePath(dir, hashesFile) != nil {
		return cachedHashes{}, false
	}
	window := racyWindowFor(dir)
	if !f.trustedFor(f.key, window) {
		return cachedHashes{}, false
	}
	file, err := openNoFollow(filepath.Join(dir, hashesFile))
	if err != nil {
		return cachedHashes{}, false
	}
	defer file.Close()
	fi, err := file.Stat()
	if err != nil || !fi.Mode().IsRegular() || statKey(fi) != f.key {
		return cachedHashes{}, false
	}
	sum, ok := hashesSumRead(file, fi.Size())
	if !ok {
		return cachedHashes{}, false
	}
	if fi, err = file.Stat(); err != nil || !f.trustedFor(statKey(fi), window) {
		return cachedHashes{}, false
	}
	return cachedHashes{fact: f, sum: sum}, true
}

// use is the fact's map when it holds for dir's hashes file now (one
// lstat, no read), which the hashes cache then keeps for later reads.
func (c cachedHashes) use(dir string) (map[string]string, bool) {
	if c.fact.hashes == nil {
		return nil, false
	}
	fi, err := os.Lstat(filepath.Join(dir, hashesFile))
	if err != nil || !fi.Mode().IsRegular() || !c.fact.trustedFor(statKey(fi), racyWindowFor(dir)) {
		return nil, false
	}
	keepFact(dir, c.sum, c.fact)
	hashesFactUses.Add(1)
	return c.fact.hashes, true
}

// hashesFactUses counts the maps taken from the prepared cache, for
// TestHashesFactUsed.
var hashesFactUses atomic.Int64

// prepHashes is the hashes section of a prepared cache's head, as
// decoded: each file's flag (in the files' order), the values of the
// files recorded with another sum, the names that are no file's, and the
// fact's key.
type prepHashes struct {
	present bool
	key     fileKey
	readAt  int64
	flags   []byte   // per file: hashNone, hashSum, hashOther
	others  []string // the values of the hashOther files, in order
	extra   []string // name, value, name, value...
}

const (
	hashNone  = 0 // the file is not in the map
	hashSum   = 1 // the map records the file's sum
	hashOther = 2 // the map records another value
)

// hashesSection writes the hashes section: f's map, against the files
// (a byte a file: ~10 KB at 10,000 memories), or none where no fact could
// be trusted (a key without an inode or a ctime: Windows).
func (w *cacheEncoder) hashesSection(files []cachedFile, f hashesFact) {
	if f.hashes == nil || f.key.ino == 0 || f.key.ctime == 0 {
		w.b = append(w.b, 0)
		return
	}
	w.b = append(w.b, 1)
	w.varint(f.key.size)
	w.varint(f.key.mtime)
	w.varint(f.key.ctime)
	w.uvarint(f.key.ino)
	w.varint(f.readAt)
	listed := make(map[string]bool, len(files))
	for _, c := range files {
		listed[c.file] = true
		v, ok := f.hashes[c.file]
		switch {
		case !ok:
			w.b = append(w.b, hashNone)
		case v == c.sum:
			w.b = append(w.b, hashSum)
		default:
			w.b = append(w.b, hashOther)
			w.str(v)
		}
	}
	var extra []string
	for k := range f.hashes {
		if !listed[k] {
			extra = append(extra, k)
		}
	}
	sort.Strings(extra)
	w.uvarint(uint64(len(extra)))
	for _, k := range extra {
		w.str(k)
		w.str(f.hashes[k])
	}
}

// hashesSection reads what cacheEncoder.hashesSection wrote for count
// files.
func (d *cacheDecoder) hashesSection(count int) prepHashes {
	var p prepHashes
	d.record()
	switch d.byte() {
	case 0:
		return p
	case 1:
	default:
		d.bad = true
		return p
	}
	p.present = true
	p.key = fileKey{size: d.varint(), mtime: d.varint(), ctime: d.varint(), ino: d.uvarint()}
	p.readAt = d.varint()
	p.flags = make([]byte, count)
	for i := range p.flags {
		d.record()
		flag := d.byte()
		switch flag {
		case hashNone, hashSum:
		case hashOther:
			p.others = append(p.others, d.keep(d.str()))
		default:
			d.bad = true
		}
		if d.bad {
			return prepHashes{}
		}
		p.flags[i] = flag
	}
	n := d.uvarint()
	if d.bad || n > d.remaining()/2 {
		d.bad = true
		return prepHashes{}
	}
	p.extra = make([]string, 0, 2*n)
	for i := uint64(0); i < n && !d.bad; i++ {
		d.record()
		k := d.keep(d.str())
		p.extra = append(p.extra, k, d.keep(d.str()))
	}
	if d.bad {
		return prepHashes{}
	}
	return p
}

// fact is the map the section records, its names cut from the files'
// paths (the entries' own strings, perf_sharestr.go) and its sums the
// files' (which the entries share: shareSum).
func (p prepHashes) fact(files []cachedFile, paths []string) (hashesFact, bool) {
	if !p.present || len(p.flags) != len(files) {
		return hashesFact{}, false
	}
	h := make(map[string]string, len(files)+len(p.extra)/2)
	others := p.others
	for i := range files {
		if p.flags[i] == hashNone {
			continue
		}
		name := files[i].file
		if path := paths[i]; filepath.Separator == '/' && len(path) > len(name) && path[len(path)-len(name)-1] == '/' && path[len(path)-len(name):] == name {
			name = path[len(path)-len(name):]
		} else {
			name = string([]byte(name)) // the names' block is not kept
		}
		if p.flags[i] == hashSum {
			h[name] = files[i].sum
		} else {
			h[name] = others[0]
			others = others[1:]
		}
	}
	for i := 0; i+1 < len(p.extra); i += 2 {
		h[p.extra[i]] = p.extra[i+1]
	}
	return hashesFact{key: p.key, readAt: p.readAt, hashes: h}, true
}

// sameMap reports whether a and b are one map (not two equal ones): the
// kept fact is the one of the read that returned b.
func sameMap(a, b map[string]string) bool {
	return a != nil && b != nil && reflect.ValueOf(a).UnsafePointer() == reflect.ValueOf(b).UnsafePointer()
}
