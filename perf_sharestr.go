package main

import (
	"os"
	"strings"
)

// Speed-up (issue 20, item 3: peak RSS at 10,000 memories): the view's
// recorded hashes share their strings with the listing and the prepared
// memories.
//
// Reference path: parseCanonicalHashes makes a string of every name and
// every sum in the hashes file, beside the listing's own string for the
// name of each file (the end of its path) and the sum each prepared
// memory holds; the server's view keeps all of them for its session, the
// same bytes twice: ~150 bytes a memory, 1.4 MB of the live view at
// 10,000 memories of genstore.py's store. Here the parse a view makes
// takes each name the listing holds from the listing (found through a map
// built only when the file is parsed, not when the kept map is reused,
// cache_hashes.go), and a prepared memory this build made or decoded, and
// that no other view holds yet, takes the recorded sum when it is equal.
// Equal strings, so nothing any reader compares or prints changes.
//
// ENGRAM_NO_CACHE=1 turns it off (shareStringsOn). TestSharedStringsView
// holds a view built with it to one built without.

var shareStringsOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// listedNames returns, for the parse of root's hashes file, the name of
// each of root's files as the view will hold it: the end of the path its
// prepared memory in prep reads (prepareFiles keeps that one string of a
// reused file's path), else the listing's; nil when the speed-up is off.
// The map is built on its first use: a view that reuses the kept map
// parses nothing.
func listedNames(files []memFile, prep map[string]*prepared, r *storeRoot) func([]byte) (string, bool) {
	if !shareStringsOn {
		return nil
	}
	var names map[string]string
	return func(k []byte) (string, bool) {
		if names == nil {
			names = make(map[string]string, len(files))
			for i := range files {
				f := &files[i]
				if f.root.scope != r.scope {
					continue
				}
				name := f.file
				if p := prep[f.path]; p != nil && p.mem != nil && p.mem.disk != nil {
					if d := p.mem.disk.path; d == f.path && strings.HasSuffix(d, "/"+name) {
						name = d[len(d)-len(name):]
					}
				}
				names[name] = name
			}
		}
		s, ok := names[string(k)] // a lookup by bytes allocates nothing
		return s, ok
	}
}

// shareListedPath makes d, a reused memory's place on disk that only this
// build holds (the disk cache's, just decoded), read the listing's path
// for f, so that the listing's string, which the recorded hashes' names
// are cut from, is the one kept. False when the speed-up is off: the
// caller then keeps d's.
func shareListedPath(d *diskText, f *memFile) bool {
	if !shareStringsOn {
		return false
	}
	d.path = f.path
	return true
}

// shareSum gives p, which only this build holds, the recorded sum of its
// file when the two are equal, so that one string serves both.
func shareSum(p *prepared, recorded string) {
	if !shareStringsOn || recorded != p.sum {
		return
	}
	p.sum = recorded
	if p.mem != nil && p.mem.disk != nil && p.mem.disk.sum == recorded {
		p.mem.disk.sum = recorded
	}
}
