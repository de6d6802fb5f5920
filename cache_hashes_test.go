package main

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// referenceHashes parses the hashes file of dir with the cache off.
func referenceHashes(t *testing.T, dir string) map[string]string {
	t.Helper()
	old := hashesCacheOn
	hashesCacheOn = false
	defer func() { hashesCacheOn = old }()
	h, err := readHashes(dir)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestKeptHashesMatchReference holds the kept hashes (cache_hashes.go) to
// the parse, read whole or summed as streamed: after commits (spliced and encoded in full), hand edits of
// the same size, another layout, and a caller changing the map it got.
func TestKeptHashesMatchReference(t *testing.T) {
	if !hashesCacheOn {
		t.Skip("ENGRAM_NO_CACHE=1: the reference path is the only path")
	}
	dir := filepath.Join(t.TempDir(), storeDirName)
	if _, err := initStore(dir); err != nil {
		t.Fatal(err)
	}
	root := &storeRoot{scope: scopeWorkspace, dir: dir}
	path := filepath.Join(dir, hashesFile)
	// The map a view holds (readHashesShared) stays as it was read,
	// whatever is committed or read after it.
	var shared, sharedWas map[string]string
	check := func(step string, wantKept bool) {
		t.Helper()
		if !maps.Equal(shared, sharedWas) {
			t.Errorf("%s: a shared map changed from %v to %v", step, sharedWas, shared)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if _, kept := keptHashes(dir, data); kept != wantKept {
			t.Errorf("%s: kept %v, want %v", step, kept, wantKept)
		}
		if unread, kept := sharedHashesUnread(dir); kept != wantKept || kept && !maps.Equal(unread, referenceHashes(t, dir)) {
			t.Errorf("%s: kept unread %v (%v), want %v", step, kept, unread, wantKept)
		}
		got, err := readHashes(dir)
		if err != nil {
			t.Fatal(err)
		}
		if want := referenceHashes(t, dir); !maps.Equal(got, want) {
			t.Errorf("%s: read %v, parsed %v", step, got, want)
		}
		got["rules/injected.md"] = "0000" // a caller's change must not reach the kept map
		if shared, err = readHashesShared(dir, nil); err != nil {
			t.Fatal(err)
		}
		if want := referenceHashes(t, dir); !maps.Equal(shared, want) {
			t.Errorf("%s: read shared %v, parsed %v", step, shared, want)
		}
		sharedWas = maps.Clone(shared)
	}
	for i := 0; i < 4; i++ {
		m := benchMemory(t, i)
		if err := commitMemories(root, time.Now(), []memoryChange{{file: "rules/" + m.id() + ".md", mem: m, action: "add"}}); err != nil {
			t.Fatal(err)
		}
		check("after a commit", true) // the commit kept what it wrote
		check("read again", true)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// A hand edit that keeps the size: one digit of a sum changed.
	edited := append([]byte(nil), data...)
	for i := len(edited) - 1; i >= 0; i-- {
		if edited[i] >= '0' && edited[i] <= '8' {
			edited[i]++
			break
		}
	}
	if err := os.WriteFile(path, edited, 0o644); err != nil {
		t.Fatal(err)
	}
	check("after a same-size hand edit", false)
	check("the edit read again", true)
	// Another layout of the same map: parsed, and equal.
	if err := os.WriteFile(path, []byte("{\"rules/x.md\":\"ab\"}"), 0o644); err != nil {
		t.Fatal(err)
	}
	check("another layout", false)
	m := benchMemory(t, 9)
	if err := commitMemories(root, time.Now(), []memoryChange{{file: "rules/" + m.id() + ".md", mem: m, action: "add"}}); err != nil {
		t.Fatal(err)
	}
	check("after a commit encoded in full", true)
}

// BenchmarkReadHashes10k is one rebuild's read of a 10,000-memory hashes
// file that a commit wrote: parsed (reference) or kept. Compare ns/op.
func BenchmarkReadHashes10k(b *testing.B) {
	dir := b.TempDir()
	h := map[string]string{}
	for i := range 10000 {
		h[fmt.Sprintf("knowledge/some-memory-title-number-%05d.md", i)] = fmt.Sprintf("%064x", uint64(i)*2654435761)
	}
	data := encodeHashes(h)
	if err := os.WriteFile(filepath.Join(dir, hashesFile), data, 0o644); err != nil {
		b.Fatal(err)
	}
	for _, on := range []bool{false, true} {
		b.Run(map[bool]string{false: "reference", true: "kept"}[on], func(b *testing.B) {
			old := hashesCacheOn
			hashesCacheOn = on
			defer func() { hashesCacheOn = old }()
			keepHashes(dir, data, h)
			for i := 0; i < b.N; i++ {
				if got, err := readHashes(dir); err != nil || len(got) != len(h) {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestEncodeHashesOneBuffer: the hashes file is written from one buffer of
// its final size. Sized short, the 1.5 MB file of 10,000 memories grew by
// doubling, a 3 MB copy in every commit.
func TestEncodeHashesOneBuffer(t *testing.T) {
	for _, n := range []int{0, 1, 2, 1000} {
		h := map[string]string{}
		for i := range n {
			h[fmt.Sprintf("rules/memory-%05d.md", i)] = strings.Repeat("ab", 32)
		}
		// Two allocations: the sorted keys and the buffer.
		if allocs := testing.AllocsPerRun(5, func() { encodeHashes(h) }); allocs > 2 {
			t.Errorf("%d entries: %.0f allocations, want 2", n, allocs)
		}
		if data := encodeHashes(h); cap(data)-len(data) > 1 {
			t.Errorf("%d entries: buffer of %d bytes for %d written", n, cap(data), len(data))
		}
	}
}
