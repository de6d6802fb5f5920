package main

import (
	"bytes"
	"errors"
	"reflect"
	"testing"
	"time"
)

// TestCacheWriteYieldsToRequests: a prepared cache encoded while a request
// is being served writes nothing until the request ends, then writes the
// very bytes of an encoding that never waited, and those decode to the
// documents and memories it was given (perf_yield.go; the table numbered
// by a slice, prepcache.go). It fails if the encoder writes while a
// request is in flight, waits without a request, or numbers a term wrong.
func TestCacheWriteYieldsToRequests(t *testing.T) {
	ws := t.TempDir()
	writeTestStore(t, ws, smallStore, `"backend"`)
	openTestView(t, ws) // writes the store's prepared cache
	files := readPrepCacheFacts(t, storeDir(ws))

	saved := [2]any{yieldOn, yieldSleep}
	defer func() { yieldOn, yieldSleep = saved[0].(bool), saved[1].(func(time.Duration)) }()
	yieldOn = false
	var want bytes.Buffer
	if err := encodePrepCache(&want, files, 7); err != nil {
		t.Fatal(err)
	}
	decoded, ok := decodePrepCache(want.Bytes())
	if !ok || len(decoded) != len(files) {
		t.Fatalf("the cache does not decode (%v, %d of %d files)", ok, len(decoded), len(files))
	}
	for i := range files {
		if !reflect.DeepEqual(decoded[i].doc, files[i].doc) || decoded[i].sum != files[i].sum {
			t.Errorf("%s decodes to another document:\n%+v\nwant %+v", files[i].file, decoded[i].doc, files[i].doc)
		}
	}

	yieldOn = true
	sleeps := 0
	yieldSleep = func(time.Duration) {
		if sleeps++; sleeps == 3 {
			servedOne() // the request ends
		}
	}
	var noWait bytes.Buffer
	if err := encodePrepCache(&noWait, files, 7); err != nil || sleeps != 0 {
		t.Fatalf("with no request in flight: %v, %d waits", err, sleeps)
	}
	serving() // a request begins
	got := &watchedWriter{ended: func() bool { return sleeps >= 3 }}
	if err := encodePrepCache(got, files, 7); err != nil {
		t.Fatal(err)
	}
	if sleeps != 3 || inFlight.Load() != 0 {
		t.Fatalf("%d waits, %d requests in flight; want 3 and 0", sleeps, inFlight.Load())
	}
	if !bytes.Equal(got.buf.Bytes(), want.Bytes()) || !bytes.Equal(noWait.Bytes(), want.Bytes()) {
		t.Errorf("a yielded encoding differs from one that never waited (%d, %d and %d bytes)", got.buf.Len(), noWait.Len(), want.Len())
	}
}

// watchedWriter refuses a write before ended says the request ended.
type watchedWriter struct {
	buf   bytes.Buffer
	ended func() bool
}

func (w *watchedWriter) Write(p []byte) (int, error) {
	if !w.ended() {
		return 0, errors.New("written while a request was being served")
	}
	return w.buf.Write(p)
}
