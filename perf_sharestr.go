package main

import (
	"os"
	"path/filepath"
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
func shareListedPath(d *diskText, f *memFile, facts *memoryFacts) bool {
	if !shareStringsOn {
		return false
	}
	d.path = f.path
	repointID(facts, f.path)
	return true
}

// idOfPath is id as the end of path, where the memory's file is named
// after its id (engram names it so, and other writers too): a textless
// memory keeps its id there and not in its facts, saving the id's bytes
// (~70 a memory on genstore.py's store). ok false when the speed-up is
// off or the file is named otherwise: the facts then keep the id.
func idOfPath(path, id string) (string, bool) {
	// Two tests, not one of id+".md": that concatenation was an allocation
	// per memory of every prepared cache read (10,000 at 10,000 memories).
	if !shareStringsOn || id == "" || !strings.HasSuffix(path, ".md") || !strings.HasSuffix(path[:len(path)-len(".md")], id) {
		return "", false
	}
	at := len(path) - len(id) - len(".md")
	if at > 0 && path[at-1] != '/' && path[at-1] != filepath.Separator {
		return "", false
	}
	return path[at : at+len(id)], true
}

// repointID cuts facts' id from path, the string that is now the memory's
// path, so that the one it was cut from is not kept for it alone.
func repointID(facts *memoryFacts, path string) {
	if facts == nil || facts.id == "" {
		return
	}
	if id, ok := idOfPath(path, facts.id); ok {
		facts.id = id
	}
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
