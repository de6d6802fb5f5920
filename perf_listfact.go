package main

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"
	"unsafe"
)

// Speed-up (issue 20): a warm spawn takes a memory folder's listing (its
// sorted names) from a cache file instead of reading the folder.
//
// Reference path: readMemoryFolders (store_read.go) reads each memory
// folder's names (Readdirnames) and sorts them on every full listing. At
// 10,000 memories that is 7-11 ms at the head of a warm spawn's listing
// chain (readdir, names -> paths, 10,000 stats), which is its critical
// path; the prepared cache's decode, beside it, cannot give the names
// sooner, because its MAC is checked only at the end of its head
// (BENCHMARKS.md, "Stop 42 (spawn42a)").
//
// The rule (decided before it was measured; spawn43's log): the cache
// records, per memory folder, a fact of the same form as a memory file's
// and the hashes file's (perf_hashfact.go): "the folder with this stat key
// (size, mtime ns, ctime ns, inode), listed at readAt, held these memory
// file names". A listing uses the names instead of reading the folder
// only when:
//   - the folder's lstat now is a folder (not a link) with exactly that
//     key. Every create, unlink, rename or link of a name in a folder sets
//     its mtime and ctime to the kernel's clock; no program can set ctime
//     back (utimes sets it to now), and a folder removed and made again,
//     or another renamed over it, has another inode and a later ctime.
//     So never on Windows, whose key has no inode and no ctime
//     (stat_other.go): no fact is recorded or used there;
//   - the root's filesystem keeps fine stamps from the kernel's clock
//     (racyWindowFor gives fineRacyWindow: Linux's local filesystems,
//     APFS; never a network filesystem, whose stamps are its server's),
//     and the recorded mtime and ctime are older than readAt minus that
//     window: a change in the same clock tick as the listing, which could
//     keep the folder's stamps, cannot hide (git's racy-clean rule, as
//     prepared.trusted and hashesFact.trustedFor).
// The key is taken from the descriptor the names were read through, after
// the read, and readAt before the folder was opened, so a change during
// the read leaves stamps no later listing trusts. Only the names come from
// the fact: every listed file is still stat'ed (its key, its kind: a
// file edited in place, replaced by a link or by a folder, is seen
// there), and visibility is still decided by the hashes on every load.
//
// The facts live in a file of their own beside the prepared cache
// (.cache/listing.bin), written with it, so that the names can be read
// before the cache's decode ends: its prefix names this build as the
// prepared cache's does, and the whole file is checked against its
// HMAC-SHA256 under the same per-user key before any of it is used (a
// forged listing could hide a memory). Any other file (no key, a bad MAC,
// another build, a link, out of bounds) is ignored, and every folder is
// read. A listing that read a folder it could have taken from a fact
// marks the cache to be written again (once: then the fact holds).
//
// ENGRAM_NO_CACHE=1 turns it off (no cache key: the folders are read).
// TestListingFactUsed fails without it; TestListingFactMatchesReference
// holds it to a plain readdir over random changes, and
// TestPreparedCacheInvalidation to a process without the cache.

// folderFact is a memory folder's listing with the stat key of the folder
// it was read from.
type folderFact struct {
	sub    string // the folder, "rules"
	key    fileKey
	readAt int64 // unix ns, before the folder was opened
	// enc is the names as listing.bin holds them (a count, then each name
	// behind its length), sorted: a view keeps its facts for the next
	// cache write, and one block holds less than 10,000 strings.
	enc []byte
}

// trustedFor reports whether the fact may stand for the folder whose
// lstat key is now, on a filesystem whose racy window is window.
func (f folderFact) trustedFor(now fileKey, window int64) bool {
	return f.enc != nil && statFactTrusted(f.key, now, f.readAt, window) // perf_hashfact.go
}

// names decodes the fact's names; ok false when they are not a sorted
// list of memory file names (never so in a file this build wrote).
func (f folderFact) names() ([]string, bool) {
	b := f.enc
	n, k := binary.Uvarint(b)
	if k <= 0 || n > uint64(len(b)) {
		return nil, false
	}
	b = b[k:]
	out := make([]string, 0, n)
	for i := uint64(0); i < n; i++ {
		l, k := binary.Uvarint(b)
		if k <= 0 || l > uint64(len(b)-k) {
			return nil, false
		}
		s := unsafe.String(unsafe.SliceData(b[k:]), int(l))
		if !strings.HasSuffix(s, ".md") || strings.ContainsAny(s, "/\x00") || len(out) > 0 && out[len(out)-1] >= s {
			return nil, false
		}
		out = append(out, s)
		b = b[k+int(l):]
	}
	return out, len(b) == 0
}

// encodeNames is folderFact.enc for sorted names.
func encodeNames(names []string) []byte {
	n := binary.MaxVarintLen64
	for _, s := range names {
		n += len(s) + 2
	}
	b := binary.AppendUvarint(make([]byte, 0, n), uint64(len(names)))
	for _, s := range names {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	return b
}

// listingFacts is what a full listing may take from and records: the
// facts listing.bin holds, by root folder and memory folder (nil when
// none was read), and, with record, a fact for each folder it reads.
type listingFacts struct {
	byRoot map[string]map[string]folderFact
	record bool
}

// listingFactsFor is what a full listing takes from and records, with
// the cache key key (nil: the cache is off, the folders are read): the
// roots' listing.bin when warm (the disk cache is being read), else only
// a record of the listing's own facts, for the cache its state writes.
func listingFactsFor(roots []*storeRoot, key []byte, warm bool) *listingFacts {
	switch {
	case key == nil:
		return nil
	case warm:
		return readListingFacts(roots, key)
	}
	return &listingFacts{record: true}
}

// listingFactUses counts the folders listed from a fact, for
// TestListingFactUsed.
var listingFactUses atomic.Int64

// cachedListing is the folder's names when a fact holds for it now (fi
// its lstat), or ok false.
func (lf *listingFacts) cachedListing(root, sub string, fi os.FileInfo, window int64) ([]string, folderFact, bool) {
	if lf == nil || !fi.IsDir() {
		return nil, folderFact{}, false
	}
	f, ok := lf.byRoot[root][sub]
	if !ok || !f.trustedFor(statKey(fi), window) {
		return nil, folderFact{}, false
	}
	names, ok := f.names()
	if !ok {
		return nil, folderFact{}, false
	}
	listingFactUses.Add(1)
	return names, f, true
}

// readFolderNames is the reference's read of a folder's names, and, when
// lf records, the fact of that read: the key of the descriptor the names
// were read through, after the read; keyed false when there is none to
// record (recording off, no inode or ctime: Windows).
func readFolderNames(dir string, lf *listingFacts) (list []string, key fileKey, readAt int64, keyed bool, err error) {
	if lf != nil && lf.record {
		readAt = time.Now().UnixNano()
	}
	f, err := os.Open(dir)
	if err != nil {
		return nil, fileKey{}, 0, false, err
	}
	defer f.Close()
	list, err = f.Readdirnames(-1)
	if err != nil || lf == nil || !lf.record {
		return list, fileKey{}, 0, false, err
	}
	fi, serr := f.Stat()
	if serr != nil || !fi.IsDir() {
		return list, fileKey{}, 0, false, nil
	}
	key = statKey(fi)
	return list, key, readAt, key.ino != 0 && key.ctime != 0, nil
}

const (
	listingName  = "listing.bin"
	listingMagic = "ENGRAM-LISTING\n"
	// maxListingBytes bounds listing.bin: ~40 bytes a memory file, far
	// less than the prepared cache's bound (a clone can carry any file).
	maxListingBytes = 64 << 20
)

// listingPrefix is listing.bin's first bytes: the magic and the build's
// identity (prepcache.go's binaryIdentity, which names its format).
func listingPrefix() []byte {
	id := binaryIdentity()
	return append(binary.AppendUvarint([]byte(listingMagic), uint64(len(id))), id...)
}

// readListingFacts reads the listing facts of each root, checked against
// their MAC under key; a root whose file is missing or bad has none.
func readListingFacts(roots []*storeRoot, key []byte) *listingFacts {
	lf := &listingFacts{byRoot: map[string]map[string]folderFact{}, record: true}
	for _, r := range roots {
		if facts := readListingFile(r, key); facts != nil {
			lf.byRoot[r.dir] = facts
		}
	}
	return lf
}

// readListingFile reads and checks root r's listing.bin: its prefix
// first (a clone can carry a large file there; one this build did not
// write on this machine cannot know it), then the rest and its MAC.
func readListingFile(r *storeRoot, key []byte) map[string]folderFact {
	prefix := listingPrefix()
	if key == nil {
		return nil
	}
	f, size := openCacheFile(r, listingName, int64(len(prefix)+sha256.Size))
	if f == nil {
		return nil
	}
	defer f.Close()
	if size > maxListingBytes {
		return nil
	}
	data := make([]byte, len(prefix))
	if _, err := f.ReadAt(data, 0); err != nil || !bytes.Equal(data, prefix) {
		return nil
	}
	data = append(data, make([]byte, int(size)-len(prefix))...)
	if _, err := f.ReadAt(data[len(prefix):], int64(len(prefix))); err != nil && err != io.EOF {
		return nil
	}
	body, mac := data[:len(data)-sha256.Size], data[len(data)-sha256.Size:]
	h := hmac.New(sha256.New, key)
	h.Write(body)
	if !hmac.Equal(h.Sum(nil), mac) {
		return nil
	}
	return decodeListing(body[len(prefix):])
}

// decodeListing reads listing.bin's body (after its prefix): nil when it
// does not parse. The facts' names point into b.
func decodeListing(b []byte) map[string]folderFact {
	d := indexReader{b: b} // cache_routeindex.go
	n := d.uvarint()
	if d.bad || n > uint64(len(memorySubdirs)) {
		return nil
	}
	out := map[string]folderFact{}
	for i := uint64(0); i < n; i++ {
		var f folderFact
		f.sub = string(d.bytes(d.uvarint()))
		f.key = fileKey{size: d.varint(), mtime: d.varint(), ctime: d.varint(), ino: d.uvarint()}
		f.readAt = d.varint()
		f.enc = d.bytes(d.uvarint())
		if d.bad || f.enc == nil {
			return nil
		}
		out[f.sub] = f
	}
	if d.bad || len(d.b) != 0 {
		return nil
	}
	return out
}

// encodeListing is listing.bin's body (after its prefix) for facts.
func encodeListing(facts []folderFact) []byte {
	var b []byte
	b = binary.AppendUvarint(b, uint64(len(facts)))
	for _, f := range facts {
		b = binary.AppendUvarint(b, uint64(len(f.sub)))
		b = append(b, f.sub...)
		b = binary.AppendVarint(b, f.key.size)
		b = binary.AppendVarint(b, f.key.mtime)
		b = binary.AppendVarint(b, f.key.ctime)
		b = binary.AppendUvarint(b, f.key.ino)
		b = binary.AppendVarint(b, f.readAt)
		b = binary.AppendUvarint(b, uint64(len(f.enc)))
		b = append(b, f.enc...)
	}
	return b
}

// writeListing replaces root r's listing.bin with facts, atomically (a
// reader sees an old or a new file, each a set of true facts). Nothing is
// written without facts: an older file's facts are still keyed.
func writeListing(r *storeRoot, key []byte, facts []folderFact) error {
	if len(facts) == 0 {
		return nil
	}
	dir, err := cacheDirToWrite(r, key)
	if err != nil {
		return err
	}
	data := append(listingPrefix(), encodeListing(facts)...)
	h := hmac.New(sha256.New, key)
	h.Write(data)
	data = h.Sum(data)
	w := atomicWrite{path: filepath.Join(dir, listingName), pattern: tmpPrefix + "listing-*", mode: 0o600, cache: true}
	return w.write(func(f io.Writer) error {
		_, err := f.Write(data)
		return err
	})
}
