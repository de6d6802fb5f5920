package main

import (
	"hash/maphash"
	"io"
	"maps"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// Speed-up (issue 20): the hashes file, parsed once per content.
//
// Reference path: readHashes (store.go) parses memory.hashes.json on every
// read. The server's view reads it on every rebuild, and after every
// commit there is one: at 10,000 memories that is ~20,000 strings and a
// map of 10,000 built again from 1.5 MB that changed by one line.
//
// The map is a function of the file's bytes, so a 64-bit sum of the last
// bytes read per store folder is kept with their map: when the bytes read
// now have the same sum, a copy of the kept map is the answer. The sum is
// hash/maphash's with a seed drawn at random per process (~0.1 ms for
// 1.5 MB): no one outside the process can aim a file at another's sum,
// and an accident is a 2^-64 one. (It was sha256, ~0.75 ms a time, and a
// commit and the next request take three.) The sum, not the bytes: a
// server kept the whole file (1.5 MB at 10,000 memories) for its session,
// and resident memory has a bar too (issue 20, item 3). Copies go both ways, so no caller can change
// what is kept. At most a few folders are kept (a workspace and the global
// store), cleared past that. ENGRAM_NO_CACHE=1 turns it off;
// TestKeptHashesMatchReference holds it to the parse.

var hashesCacheOn = os.Getenv("ENGRAM_NO_CACHE") == ""

type keptHashFile struct {
	sum    uint64 // hashesSum of the file's bytes
	hashes map[string]string
	// When keyed, the stat key of the file these bytes were read from
	// and when (perf_hashfact.go): what the prepared cache records.
	keyed  bool
	key    fileKey
	readAt int64
}

// hashesSeed keys hashesSum for this process.
var hashesSeed = maphash.MakeSeed()

func hashesSum(data []byte) uint64 { return maphash.Bytes(hashesSeed, data) }

// hashesSumRead is hashesSum of the next size bytes of r, read a block at a
// time rather than held whole; ok false when fewer could be read.
func hashesSumRead(r io.Reader, size int64) (sum uint64, ok bool) {
	var h maphash.Hash
	h.SetSeed(hashesSeed)
	if n, err := io.CopyBuffer(&h, io.LimitReader(r, size), make([]byte, 32<<10)); err != nil || n != size {
		return 0, false
	}
	return h.Sum64(), true
}

var hashesCache struct {
	sync.Mutex
	byDir map[string]keptHashFile
}

// keptHashes returns a copy of the map parsed from exactly data in dir.
func keptHashes(dir string, data []byte) (map[string]string, bool) {
	h, ok := sharedHashes(dir, data)
	if !ok {
		return nil, false
	}
	return maps.Clone(h), true
}

// sharedHashes returns the kept map parsed from exactly data in dir
// itself, which no one may change: the server's view holds it as its
// recorded hashes (readHashesShared), so that a view of 10,000 memories
// keeps one map of them and not two (~0.65 MB), and a rebuild does not
// copy it. No kept map is changed once kept (keepSplicedHashes copies).
func sharedHashes(dir string, data []byte) (map[string]string, bool) {
	if !hashesCacheOn {
		return nil, false
	}
	sum := hashesSum(data)
	hashesCache.Lock()
	defer hashesCache.Unlock()
	k, ok := hashesCache.byDir[dir]
	if !ok || k.sum != sum {
		return nil, false
	}
	return k.hashes, true
}

// sharedHashesUnread is sharedHashes for the bytes now in dir's hashes
// file, summed as they are read rather than read whole: the server's view
// reads the file again after every commit, which wrote it, only to find
// the map the commit kept (keepSplicedHashes). Held whole, that was a
// second 1.5 MB copy of the file per commit at 10,000 memories, garbage
// that a collector bounded to the view's size (memlimit.go) collected.
// ok false (nothing kept for dir, another sum, no such file, a read
// error) sends the caller to read the file whole, which also reports
// what is wrong.
func sharedHashesUnread(dir string) (map[string]string, bool) {
	if !hashesCacheOn {
		return nil, false
	}
	hashesCache.Lock()
	k, ok := hashesCache.byDir[dir]
	hashesCache.Unlock()
	if !ok || checkStorePath(dir, hashesFile) != nil {
		return nil, false
	}
	f, err := openNoFollow(filepath.Join(dir, hashesFile))
	if err != nil {
		return nil, false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() || fi.Size() > maxHashesBytes {
		return nil, false
	}
	// As much as readCapped would read: the size at the stat.
	readAt := time.Now().UnixNano() // no later than the read (perf_hashfact.go)
	if sum, ok := hashesSumRead(f, fi.Size()); !ok || sum != k.sum {
		return nil, false
	}
	if fi, err := f.Stat(); err == nil {
		// The key of what was just summed and when, for the prepared
		// cache (perf_hashfact.go): the map is these bytes'. Kept again
		// on every such read: a fact kept when the file had just been
		// written (a commit's) is racy, and one read later is not.
		keepFact(dir, k.sum, hashesFact{key: statKey(fi), readAt: readAt, hashes: k.hashes})
	}
	return k.hashes, true
}

// keepHashes records that data in dir parses to h.
func keepHashes(dir string, data []byte, h map[string]string) {
	if !hashesCacheOn {
		return
	}
	keepOwned(dir, data, maps.Clone(h))
}

// keepShared records h itself, which no one may change from now on.
func keepShared(dir string, data []byte, h map[string]string) {
	if hashesCacheOn {
		keepOwned(dir, data, h)
	}
}

// keepOwned records h itself, which no caller may hold.
func keepOwned(dir string, data []byte, h map[string]string) {
	keepOwnedSum(dir, hashesSum(data), h)
}

func keepOwnedSum(dir string, sum uint64, h map[string]string) {
	keepKept(dir, keptHashFile{sum: sum, hashes: h})
}

// keepFact records that the bytes of dir's hashes file whose sum is sum,
// read as f says, parse to f.hashes, which no one may change from now on.
func keepFact(dir string, sum uint64, f hashesFact) {
	if hashesCacheOn {
		keepKept(dir, keptHashFile{sum: sum, hashes: f.hashes, keyed: true, key: f.key, readAt: f.readAt})
	}
}

// keptFact is the fact kept for dir's hashes file, if its key is known.
func keptFact(dir string) (hashesFact, bool) {
	if !hashesCacheOn {
		return hashesFact{}, false
	}
	hashesCache.Lock()
	k, ok := hashesCache.byDir[dir]
	hashesCache.Unlock()
	if !ok || !k.keyed {
		return hashesFact{}, false
	}
	return hashesFact{key: k.key, readAt: k.readAt, hashes: k.hashes}, true
}

func keepKept(dir string, k keptHashFile) {
	hashesCache.Lock()
	if hashesCache.byDir == nil || len(hashesCache.byDir) >= 4 {
		hashesCache.byDir = map[string]keptHashFile{}
	}
	hashesCache.byDir[dir] = k
	hashesCache.Unlock()
}

// keepSplicedHashes follows a commit's splice of the hashes file: when the
// bytes before were kept, the bytes after (spliceHashes gives exactly
// encodeHashes of the old map with the changes) parse to that map with the
// changes, so the next rebuild's read finds them kept. The kept map is
// copied, not changed in place: the view built before the commit holds it
// (sharedHashes), and the rebuild after it takes the new one as it is, so
// a commit copies the map once, as when every read copied it. A commit
// that then fails leaves a true fact that no read will ask about.
func keepSplicedHashes(dir string, before uint64, changes map[string]string, after []byte) {
	keepSplicedHashesSum(dir, before, changes, hashesSum(after))
}

// keepSplicedHashesSum is keepSplicedHashes for bytes after whose
// hashesSum is afterSum (perf_hashstream.go writes them as it sums them).
func keepSplicedHashesSum(dir string, before uint64, changes map[string]string, afterSum uint64) {
	if !hashesCacheOn {
		return
	}
	sum := before // hashesSum of the bytes before
	hashesCache.Lock()
	k, ok := hashesCache.byDir[dir]
	hashesCache.Unlock()
	if !ok || k.sum != sum {
		return
	}
	h := maps.Clone(k.hashes)
	applyHashChanges(h, changes)
	keepOwnedSum(dir, afterSum, h) // no one else holds h
}
