package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"
	"unsafe"
)

// TestSharedStringsView holds perf_sharestr.go to its promise: in a view
// the server builds, the first from the files and then, as a new process
// would, from the prepared cache, every recorded hash's name and sum is
// the very string an entry holds (one copy, not two), a memory's id is the
// end of its path, and every entry still reads as the reference path's
// view of the same store. Twice: a store written just now, whose hashes
// file the next process parses (its stat is within the racy window), and
// one older than that window, as a user's store is, whose hashes map the
// next process takes from the prepared cache (perf_hashfact.go): there the
// map's names were cut from the cache's paths while the entries took the
// listing's, so the view kept every path twice (found as a flake: the
// test passed only while the machine was fast enough to stay in the
// window).
func TestSharedStringsView(t *testing.T) {
	skipWithoutSpeedups(t)
	for _, settled := range []bool{false, true} {
		checkSharedStrings(t, settled)
	}
}

func checkSharedStrings(t *testing.T, settled bool) {
	ws := t.TempDir()
	genStore(t, ws, 120)
	if settled {
		time.Sleep(time.Duration(racyWindowFor(filepath.Join(ws, storeDirName))) + 50*time.Millisecond)
	}
	cacheKeyDir = func(*env) string { return filepath.Join(filepath.Dir(ws), "config") }
	ref := newEnv(nil, os.Stdout, os.Stderr)
	ref.getenv = func(k string) string {
		if k == "ENGRAM_NO_CACHE" {
			return "1"
		}
		return ""
	}
	want, err := openStore(ref, ws)
	if err != nil {
		t.Fatal(err)
	}
	for _, from := range []string{"the files", "the prepared cache"} {
		hashesFactUses.Store(0)
		hashesCache.Lock()
		hashesCache.byDir = nil // a new process parses the hashes file
		hashesCache.Unlock()
		e := newEnv(nil, os.Stdout, os.Stderr)
		e.getenv = func(string) string { return "" }
		c := newViewCache(e, ws)
		v, err := c.get()
		if err != nil {
			t.Fatal(err)
		}
		c.close()
		if used := hashesFactUses.Load() > 0; settled && from == "the prepared cache" && !used {
			t.Fatalf("settled store, from %s: the hashes map was parsed, not taken from the cache", from)
		}
		s := v.s
		if len(s.entries) != len(want.entries) {
			t.Fatalf("from %s: %d entries, the reference %d", from, len(s.entries), len(want.entries))
		}
		shared := 0
		for i, en := range s.entries {
			w := want.entries[i]
			if en.file != w.file || en.path != w.path || en.sum != w.sum || en.hashOK != w.hashOK || en.hidden != w.hidden || en.mem.id() != w.mem.id() {
				t.Fatalf("from %s: entry %s differs from the reference's %s", from, en.file, w.file)
			}
			rec := s.recorded[en.root.scope]
			for k, sum := range rec {
				if k != en.file {
					continue
				}
				if unsafe.StringData(k) != unsafe.StringData(en.file) {
					t.Errorf("settled %v, from %s: the recorded name %s is a copy of the entry's", settled, from, k)
				}
				if unsafe.StringData(sum) != unsafe.StringData(en.sum) {
					t.Errorf("from %s: the recorded sum of %s is a copy of the entry's", from, k)
				}
				if d := en.mem.disk; d != nil && unsafe.StringData(d.sum) != unsafe.StringData(en.sum) {
					t.Errorf("from %s: %s's text is read against a copy of its sum", from, k)
				}
				if d := en.mem.disk; d != nil && unsafe.StringData(d.path) != unsafe.StringData(en.path) {
					t.Errorf("from %s: %s's text is read from a copy of its path", from, k)
				}
				if id := en.mem.id(); en.mem.disk != nil && !sharesBytes(id, en.path) {
					t.Errorf("from %s: %s's id %q is a copy of the end of its path", from, k, id)
				}
				shared++
			}
		}
		if shared < len(s.entries)*9/10 {
			t.Fatalf("from %s: only %d of %d entries have a recorded hash", from, shared, len(s.entries))
		}
	}
}
