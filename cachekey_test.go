package main

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
)

// TestCacheKeyOneForAll: processes that start at once on a new machine
// (here, goroutines calling loadCacheKey as each process would) all get
// the same whole key, the one on disk, readable by the user alone, and no
// temp file is left. With the key created in place, a reader could find
// it half written and run without a cache (a server's route index
// read-ahead and its first load raced so: TestOverlongFirstLinePreloads
// failed one run in five).
func TestCacheKeyOneForAll(t *testing.T) {
	t.Parallel()
	for round := 0; round < 20; round++ {
		dir := filepath.Join(t.TempDir(), "config")
		keys := make([][]byte, 16)
		var wg sync.WaitGroup
		for i := range keys {
			wg.Add(1)
			go func() {
				defer wg.Done()
				keys[i] = loadCacheKey(dir)
			}()
		}
		wg.Wait()
		onDisk, err := os.ReadFile(filepath.Join(dir, cacheKeyFile))
		if err != nil || len(onDisk) != 32 {
			t.Fatalf("round %d: the key on disk: %v, %d bytes", round, err, len(onDisk))
		}
		for i, k := range keys {
			if !bytes.Equal(k, onDisk) {
				t.Fatalf("round %d: caller %d got %x, the key on disk is %x", round, i, k, onDisk)
			}
		}
		if fi, _ := os.Stat(filepath.Join(dir, cacheKeyFile)); runtime.GOOS != "windows" && fi.Mode().Perm() != 0o600 {
			t.Errorf("the key's mode is %v, want 0600", fi.Mode().Perm())
		}
		if names, _ := os.ReadDir(dir); len(names) != 1 {
			t.Errorf("round %d: the key's folder holds %d files, want the key alone", round, len(names))
		}
	}
}
