package main

import (
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strings"
	"testing"
)

// TestMemory10k reports the heap after a server-style load of a
// 10,000-memory store and one search (issue 10: peak RSS ≤ 40 MB). It runs
// only with ENGRAM_MEMSTORE=<folder>: the store is generated there once, so
// that a later run measures a process that did not generate it. Set
// ENGRAM_MEMCOLD=1 to load without the prepared cache.
func TestMemory10k(t *testing.T) {
	dir := os.Getenv("ENGRAM_MEMSTORE")
	if dir == "" {
		t.Skip("set ENGRAM_MEMSTORE to a folder")
	}
	if _, err := os.Stat(filepath.Join(dir, storeDirName)); err != nil {
		genStore(t, dir, 10000)
		t.Log("generated; run again to measure")
		return
	}
	if os.Getenv("ENGRAM_MEMPROF") != "" {
		// Every allocation sampled: the default rate (one per 512 KB)
		// leaves a 20 MB heap's smaller holders out of the profile.
		old := runtime.MemProfileRate
		runtime.MemProfileRate = 1
		defer func() { runtime.MemProfileRate = old }()
	}
	// A fixed key folder, so that the prepared cache written by one run
	// is valid in the next.
	cacheKeyDir = func(*env) string { return filepath.Join(filepath.Dir(dir), "config") }
	e := newEnv(nil, os.Stdout, os.Stderr)
	cold := os.Getenv("ENGRAM_MEMCOLD") != ""
	e.getenv = func(k string) string {
		if k == "ENGRAM_NO_CACHE" && cold {
			return "1"
		}
		return ""
	}
	c := newViewCache(e, dir)
	v, err := c.get()
	if err != nil {
		t.Fatal(err)
	}
	if len(v.ri.docs) < 8000 {
		t.Fatalf("only %d visible", len(v.ri.docs))
	}
	opSearch(v, genQueries[0], 10)
	// What a server holds: the view and what its next rebuild reuses
	// (the prepared memories, the file list).
	var held runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&held)
	t.Logf("held by the cache: HeapAlloc %.1f MB", float64(held.HeapAlloc)/1e6)
	if p := os.Getenv("ENGRAM_MEMPROF"); p != "" {
		f, err := os.Create(p + ".held")
		if err != nil {
			t.Fatal(err)
		}
		pprof.WriteHeapProfile(f)
		f.Close()
	}
	c.close()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	t.Logf("before GC: HeapInuse %.1f MB, Sys %.1f MB", float64(ms.HeapInuse)/1e6, float64(ms.Sys)/1e6)
	runtime.GC()
	runtime.ReadMemStats(&ms)
	t.Logf("after GC:  HeapInuse %.1f MB, HeapAlloc %.1f MB, Sys %.1f MB", float64(ms.HeapInuse)/1e6, float64(ms.HeapAlloc)/1e6, float64(ms.Sys)/1e6)
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(l, "VmHWM") || strings.HasPrefix(l, "VmRSS") {
				t.Log(l)
			}
		}
	}
	if p := os.Getenv("ENGRAM_MEMPROF"); p != "" {
		f, err := os.Create(p)
		if err != nil {
			t.Fatal(err)
		}
		pprof.WriteHeapProfile(f)
		f.Close()
	}
	runtime.KeepAlive(v)
}
