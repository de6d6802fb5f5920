package main

import (
	"reflect"
	"testing"
	"time"
)

// TestWarmTablesAreThePlainTables: the tables built ahead of the first
// route are the ones each table's own builder makes when called directly,
// and the build ahead happens only with the speed-ups on (the reference
// builds each where it is first used).
func TestWarmTablesAreThePlainTables(t *testing.T) {
	warmTables()
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
		t.Fatal("the tables were not built ahead within 10 s")
	}
	if !reflect.DeepEqual(lexiconTables(), buildLexicon()) {
		t.Error("the lexicon built ahead differs from buildLexicon's")
	}
	idx, keys := synonymTables()
	pidx, pkeys := buildSynonymIndex()
	if !reflect.DeepEqual(idx, pidx) || !reflect.DeepEqual(keys, pkeys) {
		t.Error("the synonym index built ahead differs from buildSynonymIndex's")
	}
	if len(firstRouteTables) == 0 {
		t.Error("no table is built ahead")
	}
}
