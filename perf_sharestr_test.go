package main

import (
	"os"
	"path/filepath"
	"testing"
	"unsafe"
)

// TestSharedStringsView holds perf_sharestr.go to its promise: in a view
// the server builds, the first from the files and then, as a new process
// would, from the prepared cache, every recorded hash's name and sum is
// the very string an entry holds (one copy, not two), a memory's id is the
// end of its path, and every entry still reads as the reference path's
// view of the same store.
func TestSharedStringsView(t *testing.T) {
	skipWithoutSpeedups(t)
	ws := t.TempDir()
	genStore(t, ws, 120)
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
					t.Errorf("from %s: the recorded name %s is a copy of the entry's", from, k)
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
