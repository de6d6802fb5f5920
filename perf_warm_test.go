package main

import (
	"io"
	"path/filepath"
	"reflect"
	"testing"
	"time"
)

// TestWarmTablesAreThePlainTables: a server's first view, read from a warm
// cache, starts building the first route's tables (perf_warm.go), and they
// are the ones each table's own builder makes when called directly; with
// the speed-ups off (ENGRAM_NO_CACHE=1) nothing is built ahead. It fails
// when the first view does not start the build.
func TestWarmTablesAreThePlainTables(t *testing.T) {
	dir, e, _ := warmBlockStoreOrPlain(t)
	c := newViewCache(e, dir)
	defer c.close()
	if _, err := c.get(); err != nil {
		t.Fatal(err)
	}
	if !warmTablesOn {
		select {
		case <-warmDone:
			t.Fatal("ENGRAM_NO_CACHE=1: the tables were built ahead")
		case <-time.After(50 * time.Millisecond):
		}
		return
	}
	select {
	case <-warmDone:
	case <-time.After(10 * time.Second):
		t.Fatal("the tables were not built ahead within 10 s of a server's first view")
	}
	if !reflect.DeepEqual(lexiconTables(), buildLexicon()) {
		t.Error("the lexicon built ahead differs from buildLexicon's")
	}
	idx, keys := synonymTables()
	pidx, pkeys := buildSynonymIndex()
	if !reflect.DeepEqual(idx, pidx) || !reflect.DeepEqual(keys, pkeys) {
		t.Error("the synonym index built ahead differs from buildSynonymIndex's")
	}
}

// warmBlockStoreOrPlain is warmBlockStore, or with the speed-ups off a
// plain store of the same shape (no cache can be written then).
func warmBlockStoreOrPlain(t *testing.T) (string, *env, string) {
	if warmTablesOn {
		return warmBlockStore(t)
	}
	dir := t.TempDir()
	genRouteShape(t, "engram", dir, 50)
	e := envOf(scratchEnv(t), nil, io.Discard, io.Discard)
	e.cwd = dir
	return dir, e, filepath.Join(dir, storeDirName)
}
