package main

import (
	"maps"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// forgetKeptHashes drops what this process's hashes cache keeps for dir:
// the next load starts as a new process's does.
func forgetKeptHashes(dir string) {
	hashesCache.Lock()
	delete(hashesCache.byDir, dir)
	hashesCache.Unlock()
}

// referenceHashesOf is the reference's read of dir's hashes file: read
// and parsed, nothing kept; ok false when it does not parse.
func referenceHashesOf(t *testing.T, dir string) (map[string]string, bool) {
	t.Helper()
	data, err := readHashesFile(dir)
	if err != nil {
		return nil, false
	}
	if data == nil {
		return map[string]string{}, true
	}
	h, err := parseHashes(dir, data, nil)
	return h, err == nil
}

// checkHashesAsReference wants st's recorded map of the workspace root
// and every entry's hash verdict to be what the reference's read of the
// hashes file gives.
func checkHashesAsReference(t *testing.T, st *viewState, root, step string) {
	t.Helper()
	want, ok := referenceHashesOf(t, root)
	got, has := st.view.s.recorded[scopeWorkspace]
	if has != ok || ok && !maps.Equal(got, want) {
		t.Fatalf("%s: the view's hashes map (%d entries, recorded %v) is not the file's (%d, parses %v)", step, len(got), has, len(want), ok)
	}
	for _, en := range st.view.s.entries {
		if en.root.scope != scopeWorkspace || strings.HasPrefix(en.file, workingDir+"/") {
			continue
		}
		if w := ok && want[en.file] == en.sum; en.hashOK != w {
			t.Fatalf("%s: %s: hashOK %v, the file's map says %v", step, en.file, en.hashOK, w)
		}
	}
}

// TestHashesFactUsed: a warm load takes the hashes map from the prepared
// cache, without reading the file (one lstat), and a hand edit of the
// file that keeps its size and mtime is read. Fails without the speed-up
// (no map taken from the cache) and with a key of size and mtime only.
func TestHashesFactUsed(t *testing.T) {
	skipWithoutSpeedups(t)
	dir, e, _ := warmBlockStore(t) // perf_blockmac_test.go: an aged cache
	root := filepath.Join(dir, storeDirName)
	forgetKeptHashes(root)
	hashesFactUses.Store(0)
	st := idxState(t, e, dir, nil)
	if n := hashesFactUses.Load(); n != 1 {
		t.Fatalf("a warm load took %d hashes maps from the prepared cache, want 1", n)
	}
	checkHashesAsReference(t, st, root, "warm")
	if st.dirty {
		t.Fatal("a warm load of an unchanged store wants its cache written again")
	}
	// A hand edit in place, same size and mtime: hides the first memory.
	var file string
	for _, en := range st.view.s.entries {
		if en.hidden == "" && !strings.HasPrefix(en.file, workingDir+"/") {
			file = en.file
			break
		}
	}
	editHashes(t, root, file, strings.Repeat("0", 64), false)
	forgetKeptHashes(root)
	hashesFactUses.Store(0)
	st = idxState(t, e, dir, nil)
	if n := hashesFactUses.Load(); n != 0 {
		t.Fatalf("a load after the hashes file was edited took %d maps from the cache, want 0", n)
	}
	checkHashesAsReference(t, st, root, "edited")
	if en := st.view.s.byID(strings.TrimSuffix(filepath.Base(file), ".md")); en != nil {
		t.Fatalf("%s is served after its recorded hash was edited away", file)
	}
	if !st.dirty {
		t.Fatal("a load that could not use the cache's hashes map does not write it again")
	}
}

// TestHashesFactMatchesReference: random sequences of changes to the
// hashes file (edits in place and by rename keeping size and mtime, a
// rehash of a memory edited in place, a broken file, a missing one, a
// link), each followed by a load as a new process would (the prepared
// cache on, nothing kept), whose map and hash verdicts must be the
// reference's read of the file; the cache is then written and, now and
// then, aged past the racy window so that its facts are trusted.
func TestHashesFactMatchesReference(t *testing.T) {
	skipWithoutSpeedups(t)
	dir, e, _ := warmBlockStore(t)
	root := filepath.Join(dir, storeDirName)
	path := filepath.Join(root, hashesFile)
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	seed := rng.Int63()
	rng = rand.New(rand.NewSource(seed))
	t.Logf("seed %d", seed)
	files := func() []string {
		h, _ := referenceHashesOf(t, root)
		var out []string
		for f := range h {
			out = append(out, f)
		}
		return out
	}()
	good, _ := os.ReadFile(path)
	for step := 0; step < 40; step++ {
		var what string
		switch k := rng.Intn(7); {
		case k == 0:
			what = "edit in place"
			if referenceOK(t, root) {
				editHashes(t, root, files[rng.Intn(len(files))], randomSum(rng), false)
			}
		case k == 1:
			what = "edit by rename"
			if referenceOK(t, root) {
				editHashes(t, root, files[rng.Intn(len(files))], randomSum(rng), true)
			}
		case k == 2:
			what = "memory edited in place and rehashed in place"
			f := files[rng.Intn(len(files))]
			mp := filepath.Join(root, filepath.FromSlash(f))
			if data, err := os.ReadFile(mp); err == nil && referenceOK(t, root) && len(data) > 0 {
				i := len(data) - 1 - rng.Intn(min(len(data), 20))
				if c := data[i]; c >= 'a' && c < 'z' {
					editInPlace(t, mp, string(data), string(data[:i])+string(c+1)+string(data[i+1:]), true)
					data, _ = os.ReadFile(mp)
					editHashes(t, root, f, sha256Hex(data), rng.Intn(2) == 0)
				}
			}
		case k == 3:
			what = "broken, same size"
			if data, err := os.ReadFile(path); err == nil && len(data) > 2 {
				editInPlace(t, path, string(data), "["+string(data[1:]), true)
			}
		case k == 4:
			what = "removed"
			os.Remove(path)
		case k == 5:
			what = "restored"
			os.Remove(path)
			if err := os.WriteFile(path, good, 0o644); err != nil {
				t.Fatal(err)
			}
		default:
			what = "unchanged"
		}
		forgetKeptHashes(root)
		st := idxState(t, e, dir, nil)
		checkHashesAsReference(t, st, root, what)
		if st.dirty {
			st.saveCache()
		}
		if rng.Intn(2) == 0 {
			agePrepCache(t, root)
		}
	}
}

// referenceOK reports whether root's hashes file is there and parses.
func referenceOK(t *testing.T, root string) bool {
	h, ok := referenceHashesOf(t, root)
	return ok && len(h) > 0
}

func randomSum(rng *rand.Rand) string {
	const hexDigits = "0123456789abcdef"
	b := make([]byte, 64)
	for i := range b {
		b[i] = hexDigits[rng.Intn(16)]
	}
	return string(b)
}

// TestHashesFactTrust holds the rule: the same key with inode and ctime, on
// a filesystem with fine stamps, settled before the read.
func TestHashesFactTrust(t *testing.T) {
	ms := int64(time.Millisecond)
	k := fileKey{size: 10, mtime: 1_000_000_000_000, ctime: 1_000_000_000_000, ino: 7}
	h := map[string]string{"rules/a.md": strings.Repeat("0", 64)}
	settled := hashesFact{key: k, readAt: k.ctime + 300*ms, hashes: h}
	if !settled.trustedFor(k, fineRacyWindow) {
		t.Fatal("a settled fact with the same key is not trusted")
	}
	for name, c := range map[string]struct {
		f      hashesFact
		now    fileKey
		window int64
	}{
		"racy":             {hashesFact{key: k, readAt: k.ctime + 50*ms, hashes: h}, k, fineRacyWindow},
		"coarse stamps":    {settled, k, racyWindow},
		"no inode, ctime":  {hashesFact{key: fileKey{size: 10, mtime: k.mtime}, readAt: settled.readAt, hashes: h}, fileKey{size: 10, mtime: k.mtime}, fineRacyWindow},
		"ctime moved":      {settled, fileKey{size: 10, mtime: k.mtime, ctime: k.ctime + 1, ino: 7}, fineRacyWindow},
		"another inode":    {settled, fileKey{size: 10, mtime: k.mtime, ctime: k.ctime, ino: 8}, fineRacyWindow},
		"another size":     {settled, fileKey{size: 11, mtime: k.mtime, ctime: k.ctime, ino: 7}, fineRacyWindow},
		"mtime set back":   {settled, fileKey{size: 10, mtime: k.mtime - 1, ctime: k.ctime, ino: 7}, fineRacyWindow},
		"no map":           {hashesFact{key: k, readAt: settled.readAt}, k, fineRacyWindow},
		"mtime in window":  {hashesFact{key: fileKey{size: 10, mtime: k.ctime + 250*ms, ctime: k.ctime, ino: 7}, readAt: settled.readAt, hashes: h}, fileKey{size: 10, mtime: k.ctime + 250*ms, ctime: k.ctime, ino: 7}, fineRacyWindow},
		"ctime after read": {hashesFact{key: fileKey{size: 10, mtime: k.mtime, ctime: k.ctime + 400*ms, ino: 7}, readAt: settled.readAt, hashes: h}, fileKey{size: 10, mtime: k.mtime, ctime: k.ctime + 400*ms, ino: 7}, fineRacyWindow},
	} {
		if c.f.trustedFor(c.now, c.window) {
			t.Errorf("%s: trusted", name)
		}
	}
}

// TestCacheRecordsItsReadsFact: a server's first view reads the hashes file
// (no prepared cache yet), and before its cache is written, loads of other
// stores in the same process push this root out of the process-wide hashes
// cache (it keeps four roots). The cache must still record the fact of the
// read the view came from, or the next process reads the file again and
// writes the whole cache once more (TestJustWrittenStoreIsTrusted failed so
// in one full run of six).
func TestCacheRecordsItsReadsFact(t *testing.T) {
	skipWithoutSpeedups(t)
	dir, e, cache := warmBlockStore(t) // perf_blockmac_test.go
	root := filepath.Join(dir, storeDirName)
	if err := os.Remove(cache); err != nil {
		t.Fatal(err)
	}
	forgetKeptHashes(root)
	st := idxState(t, e, dir, nil)
	if !st.dirty {
		t.Fatal("a load with no prepared cache does not want one written")
	}
	forgetKeptHashes(root) // other stores' loads, meanwhile
	st.saveCache()
	_, hf := readPrepCacheFactsAll(t, root)
	if hf.hashes == nil {
		t.Fatal("the prepared cache was written without the fact of the read its view came from")
	}
	want, ok := referenceHashesOf(t, root)
	if !ok || !maps.Equal(hf.hashes, want) {
		t.Fatalf("the recorded map differs from the reference's read of the file (%d against %d entries)", len(hf.hashes), len(want))
	}
}
