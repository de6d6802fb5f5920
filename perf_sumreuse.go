package main

import (
	"os"
	"sync/atomic"
	"time"
)

// Speed-up (issue 20): a memory file whose stat changed but whose bytes did
// not takes its prepared memory by content.
//
// Reference path (readPrepared): a file whose stat differs from the one its
// prepared memory was read under is read, hashed and parsed again. A store
// copied with its .cache (cp -r, rsync, a container volume), a checkout or
// a tool that rewrote identical files, or a touch, changes every stat and
// none of the bytes: the first load then parsed every file beside the
// prepared cache it had just decoded. At 10,000 memories of genstore.py's
// store that load peaked at 53-54 MB (BENCHMARKS.md, "Stop 39 (gc1)"),
// over the 48 MB bar. Here the file is still read and hashed (the stat
// says nothing about the bytes), and when its size and sha256 are the
// prepared memory's, that memory and its document are taken: a memory is a
// function of its file's bytes (parseMemoryText reads nothing else, and its
// id comes from the path, which is the same), and the prepared cache that
// holds it is authenticated and names this build. Any other file is
// parsed as on the reference path.
//
// ENGRAM_NO_CACHE=1 turns it off; TestSumReuseMatchesReference holds it to
// the reference.
var sumReuseOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// readPreparedFrom is readPrepared with old, the prepared memory last known
// at f's path (nil if none), taken when f's bytes are still old's.
func readPreparedFrom(f memFile, old *prepared) (*prepared, error) {
	if !sumReuseOn || old == nil || old.mem == nil || old.path != f.path {
		return readPrepared(f)
	}
	readAt := time.Now().UnixNano()
	data, err := readNoFollow(f.path, maxMemoryFileBytes)
	if err != nil {
		return nil, err
	}
	if int(old.size) != len(data) {
		return preparedOf(f, data, sha256Hex(data), readAt)
	}
	if sum := sha256Hex(data); sum != old.sum {
		return preparedOf(f, data, sum, readAt)
	}
	sumReuseTakes.Add(1)
	return &prepared{diskText: old.diskText, key: f.key, readAt: readAt, mem: old.mem, doc: old.doc}, nil
}

// sumReuseTakes counts the prepared memories taken by content, for
// TestSumReuseMatchesReference.
var sumReuseTakes atomic.Int64
