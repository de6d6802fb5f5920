package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// The prepared cache (prepcache.go) must never make a new process serve
// what a fresh read would not: each case warms the cache with one spawned
// `engram`, changes the store, and checks that the next spawned process
// answers exactly as one with ENGRAM_NO_CACHE=1 does, and as the change
// requires.

// cacheQueries are the reads compared with and without the cache.
var cacheQueries = [][]string{
	{"search", "csrf token", "--json"},
	{"search", "redact phones", "--json"},
	{"search", "zebra linter", "--json"},
	{"load", "add a goose migration for a new table", "--json"},
	{"load", "add a goose migration for a new table"},
	{"load", "--id", "redact-pii"},
	{"load", "csrf token", "--json"},
}

type cacheCase struct {
	name   string
	change func(t *testing.T, root, ws string, env []string)
	// After the change, the output of search and load holds none of
	// absent and all of present; failure says what went wrong.
	absent, present []string
	failure         string
}

// cacheCases are the changes a warm cache must notice: edits with and
// without a rehash, additions, deletions, renames and forged caches.
func cacheCases() []cacheCase {
	const redact = "rules/redact-pii.md"
	return []cacheCase{
		{"edit in place keeping size and mtime", func(t *testing.T, root, ws string, env []string) {
			editInPlace(t, filepath.Join(root, filepath.FromSlash(redact)), "Redact emails", "Redact phones", true)
		}, []string{"Redact emails", "Redact phones"}, nil, "an edited memory whose hash no longer matches is served"},
		{"edit and rehash", func(t *testing.T, root, ws string, env []string) {
			editInPlace(t, filepath.Join(root, filepath.FromSlash(redact)), "Redact emails", "Redact phones", true)
			rehashFile(t, root, redact)
		}, []string{"Redact emails"}, []string{"Redact phones"}, "the reviewed edit is not what is served"},
		{"add", func(t *testing.T, root, ws string, env []string) {
			writeHashed(t, root, "rules/new-rule.md", zebraRule)
		}, nil, []string{"new-rule"}, "an added memory is not served"},
		{"delete", func(t *testing.T, root, ws string, env []string) {
			if err := os.Remove(filepath.Join(root, "rules", "csrf-protection.md")); err != nil {
				t.Fatal(err)
			}
		}, []string{"csrf-protection"}, nil, "a deleted memory is served"},
		{"rename", func(t *testing.T, root, ws string, env []string) {
			renameCSRF(t, root)
		}, []string{`"csrf-protection"`, "rules/csrf-protection.md"}, nil, "a renamed file without a hash entry is served"},
		{"rename and rehash", func(t *testing.T, root, ws string, env []string) {
			renameCSRF(t, root)
			rehashFile(t, root, "rules/csrf.md")
		}, nil, []string{"workspace:rules/csrf.md"}, "the renamed memory is not served from its new file"},
		{"tampered cache", func(t *testing.T, root, ws string, env []string) {
			forgeCacheEntry(t, root)
		}, []string{"Leak  emails", "Redact emails"}, nil, "a forged cache entry or a mismatched file is served"},
		// The hashes file's map comes from the cache when its stat key
		// is unchanged (perf_hashfact.go): every edit of it must be seen,
		// same size and mtime kept, in place or by rename.
		{"hashes edited in place keeping size and mtime", func(t *testing.T, root, ws string, env []string) {
			editHashes(t, root, redact, strings.Repeat("0", 64), false)
		}, []string{"Redact emails"}, nil, "a memory whose recorded hash was edited away is served"},
		{"edit approved by a hashes edit in place", func(t *testing.T, root, ws string, env []string) {
			path := filepath.Join(root, filepath.FromSlash(redact))
			editInPlace(t, path, "Redact emails", "Redact phones", true)
			data, _ := os.ReadFile(path)
			editHashes(t, root, redact, sha256Hex(data), false)
		}, []string{"Redact emails"}, []string{"Redact phones"}, "an edit approved in the hashes file is not served"},
		{"edit approved by a hashes file renamed into place", func(t *testing.T, root, ws string, env []string) {
			path := filepath.Join(root, filepath.FromSlash(redact))
			editInPlace(t, path, "Redact emails", "Redact phones", true)
			data, _ := os.ReadFile(path)
			editHashes(t, root, redact, sha256Hex(data), true)
		}, []string{"Redact emails"}, []string{"Redact phones"}, "an edit approved in a renamed hashes file is not served"},
		// A memory folder's names come from the cache when its stat key
		// is unchanged (perf_listfact.go): every create, unlink and
		// rename must be seen, the folder's mtime set back.
		{"added by hand, the folder's mtime set back", func(t *testing.T, root, ws string, env []string) {
			keepFolderTime(t, filepath.Join(root, "rules"), func() { writeHashed(t, root, "rules/new-rule.md", zebraRule) })
		}, nil, []string{"new-rule"}, "a memory added in a folder whose mtime was set back is not served"},
		{"removed by hand, the folder's mtime set back", func(t *testing.T, root, ws string, env []string) {
			keepFolderTime(t, filepath.Join(root, "rules"), func() { os.Remove(filepath.Join(root, "rules", "csrf-protection.md")) })
		}, []string{"csrf-protection"}, nil, "a memory removed from a folder whose mtime was set back is served"},
		{"renamed to a name of its length and rehashed, the folder's mtime set back", func(t *testing.T, root, ws string, env []string) {
			keepFolderTime(t, filepath.Join(root, "rules"), func() {
				if err := os.Rename(filepath.Join(root, "rules", "csrf-protection.md"), filepath.Join(root, "rules", "xsrf-protection.md")); err != nil {
					t.Fatal(err)
				}
			})
			rehashFile(t, root, "rules/xsrf-protection.md")
		}, []string{"rules/csrf-protection.md"}, []string{"workspace:rules/xsrf-protection.md"}, "a memory renamed in a folder whose mtime was set back is not served from its new file"},
		{"cache from another key", func(t *testing.T, root, ws string, env []string) {
			// A cache written under another user's key (or a stolen
			// cache file) is not trusted either.
			other := append(append([]string(nil), env...), "ENGRAM_CONFIG_DIR="+filepath.Join(t.TempDir(), "other"))
			editInPlace(t, filepath.Join(root, filepath.FromSlash(redact)), "Redact emails", "Redact phones", true)
			if r := runCLI(t, ws, "", other, "search", "redact", "--json"); r.code != 0 {
				t.Fatalf("search: %s", r.stderr)
			}
		}, []string{"Redact emails", "Redact phones"}, nil, "an edited memory is served"},
	}
}

// keepFolderTime runs change, then sets folder's mtime back to what it was
// before, as a sync tool that keeps times does: only its ctime moves.
func keepFolderTime(t *testing.T, folder string, change func()) {
	t.Helper()
	fi, err := os.Stat(folder)
	if err != nil {
		t.Fatal(err)
	}
	change()
	if err := os.Chtimes(folder, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
}

// editHashes records sum for file in root's hashes file as another writer
// would, keeping the file's size and mtime: in place, or written beside
// it and renamed over it (a new inode).
func editHashes(t *testing.T, root, file, sum string, byRename bool) {
	t.Helper()
	path := filepath.Join(root, hashesFile)
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	line := "\"" + file + "\": \""
	i := strings.Index(string(data), line)
	if i < 0 { // laid out without spaces
		line = "\"" + file + "\":\""
		i = strings.Index(string(data), line)
	}
	if i < 0 || len(sum) != 64 {
		t.Fatalf("bad edit of %s", path)
	}
	i += len(line)
	edited := string(data[:i]) + sum + string(data[i+64:])
	if !byRename {
		editInPlace(t, path, string(data), edited, true)
		return
	}
	tmp := path + ".edit"
	if err := os.WriteFile(tmp, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(tmp, fi.ModTime(), fi.ModTime())
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

// check wants out, the reads after the change, to hold none of absent and
// all of present.
func (tc cacheCase) check(t *testing.T, out string) {
	t.Helper()
	for _, s := range tc.absent {
		if strings.Contains(out, s) {
			t.Errorf("%s (%q is there):\n%s", tc.failure, s, out)
		}
	}
	for _, s := range tc.present {
		if !strings.Contains(out, s) {
			t.Errorf("%s (%q is missing):\n%s", tc.failure, s, out)
		}
	}
}

// forgeCacheEntry forges what an agent could: a cache that claims
// redact-pii says something else, with hashes to match. The MAC fails, so
// the cache is ignored and the file on disk (now mismatched against the
// forged hash) is hidden.
func forgeCacheEntry(t *testing.T, root string) {
	t.Helper()
	path := filepath.Join(root, prepCacheDir, prepCacheName)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// The cache holds what a textless memory keeps (perf_textless.go):
	// the title, and the content lower-cased for the verdict, as the
	// numbers of its words in a table of them (perf_vwords.go): the word
	// is forged wherever the file holds it (a string is its length, then
	// its bytes).
	forged := strings.ReplaceAll(string(data), "\x06redact", "\x06leak  ")
	if forged == string(data) {
		t.Fatal("the cache does not hold the memory's text")
	}
	if err := os.WriteFile(path, []byte(forged), 0o644); err != nil {
		t.Fatal(err)
	}
	orig, _ := os.ReadFile(filepath.Join(root, "rules", "redact-pii.md"))
	h, _ := readHashes(root)
	h["rules/redact-pii.md"] = sha256Hex([]byte(strings.Replace(string(orig), "Redact emails", "Leak  emails", 1)))
	os.WriteFile(filepath.Join(root, hashesFile), encodeHashes(h), 0o644)
}

// cachedRun runs the reads and returns their joined output.
func cachedRun(t *testing.T, ws string, env []string) string {
	t.Helper()
	var b strings.Builder
	for _, q := range cacheQueries {
		r := runCLI(t, ws, "", env, q...)
		b.WriteString(strings.Join(q, " ") + " → " + r.stdout + r.stderr + "\n")
	}
	return b.String()
}

func TestPreparedCacheInvalidation(t *testing.T) {
	t.Parallel()
	skipWithoutSpeedups(t)
	for _, tc := range cacheCases() {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ws := t.TempDir()
			writeTestStore(t, ws, smallStore, `"backend"`)
			root, env := filepath.Join(ws, storeDirName), append(scratchEnv(t), "ENGRAM_NOW=")
			// The first reads find every file just written, so they read
			// them all and write the cache; its facts are then aged past
			// racyWindow, and the next reads are served from it.
			before := cachedRun(t, ws, env)
			agePrepCache(t, root)
			cache := filepath.Join(root, prepCacheDir, prepCacheName)
			fi, err := os.Stat(cache)
			if err != nil {
				t.Fatalf("no cache was written: %v", err)
			}
			if again := cachedRun(t, ws, env); again != before {
				t.Fatalf("a warm cache answers differently:\n%s\nwant:\n%s", again, before)
			}
			// A rewrite renames a new file into place: a new inode, whatever
			// the clock's resolution.
			if fi2, err := os.Stat(cache); err != nil || !os.SameFile(fi, fi2) || !fi2.ModTime().Equal(fi.ModTime()) {
				t.Errorf("an unchanged store rewrote its cache")
			}
			tc.change(t, root, ws, env)
			got := cachedRun(t, ws, env)
			want := cachedRun(t, ws, append(env, "ENGRAM_NO_CACHE=1"))
			if got != want {
				t.Errorf("with the cache:\n%s\nwithout:\n%s", got, want)
			}
			tc.check(t, got)
			// And once more, now from the cache rewritten after the change.
			if again := cachedRun(t, ws, env); again != want {
				t.Errorf("the rewritten cache answers differently:\n%s\nwant:\n%s", again, want)
			}
		})
	}
}

// readPrepCacheFacts decodes the facts of root's prepared cache.
func readPrepCacheFacts(t testing.TB, root string) []cachedFile {
	t.Helper()
	buf, err := os.ReadFile(filepath.Join(root, prepCacheDir, prepCacheName))
	if err != nil {
		t.Fatalf("no cache was written: %v", err)
	}
	files, ok := decodePrepCache(buf) // the whole file: no MAC checked
	if !ok {
		t.Fatal("the cache does not decode")
	}
	return files
}

// readPrepCacheFactsAll is readPrepCacheFacts with the hashes file's fact
// (none: its map nil).
func readPrepCacheFactsAll(t testing.TB, root string) ([]cachedFile, hashesFact) {
	t.Helper()
	buf, err := os.ReadFile(filepath.Join(root, prepCacheDir, prepCacheName))
	if err != nil {
		t.Fatalf("no cache was written: %v", err)
	}
	files, hp, ok := decodePrepFileAll(bytes.NewReader(buf), int64(len(buf)), nil, func() (io.ReaderAt, func()) {
		return bytes.NewReader(buf), func() {}
	})
	if !ok {
		t.Fatal("the cache does not decode")
	}
	paths := make([]string, len(files))
	for i := range files {
		paths[i] = filepath.Join(root, filepath.FromSlash(files[i].file))
	}
	hf, _ := hp.fact(files, paths)
	return files, hf
}

// cachedStore generates an n-memory store, keeps this process's cache key
// in it while the test runs, and opens it once, which writes its prepared
// cache: it returns the store's folder and that first view.
func cachedStore(tb testing.TB, n int) (string, *storeView) {
	tb.Helper()
	dir := tb.TempDir()
	genStore(tb, dir, n)
	old := cacheKeyDir
	cacheKeyDir = func(*env) string { return filepath.Join(dir, "config") }
	tb.Cleanup(func() { cacheKeyDir = old })
	return dir, openTestView(tb, dir)
}

// agePrepCache moves every read time recorded in root's prepared cache
// past racyWindow, as if each file had been read when it had long settled:
// the passage of time the racy-clean rule waits for, without waiting (a test
// cannot set a file's ctime back). The production rule is untouched;
// TestPreparedCacheRacy and TestPreparedCacheRacyEdit hold it.
func agePrepCache(t testing.TB, root string) {
	t.Helper()
	// In process, as these tests load, the key is where cacheKeyDir says.
	key := prepCacheKey(&env{getenv: func(string) string { return "" }})
	files, hf := readPrepCacheFactsAll(t, root)
	for i := range files {
		files[i].readAt += racyWindow + int64(time.Second)
	}
	if hf.hashes == nil {
		// A cache written from a view whose map came from no keyed read
		// (one kept unkeyed in process) has no fact: recorded now, as a
		// process reading the file would.
		data, key, readAt, keyed, err := readHashesKeyed(root)
		if h, perr := parseHashes(root, data, nil); keyed && err == nil && perr == nil {
			hf = hashesFact{key: key, readAt: readAt, hashes: h}
		}
	}
	hf.readAt += racyWindow + int64(time.Second) // the hashes file's (perf_hashfact.go)
	if err := writePrepCacheFact(&storeRoot{dir: root}, key, files, hf); err != nil {
		t.Fatal(err)
	}
	if err := writeListing(&storeRoot{dir: root}, key, agedListing(t, root)); err != nil { // perf_listfact.go
		t.Fatal(err)
	}
}

// TestPreparedCacheRacy: a fact recorded when the file had just changed
// (within the racy window) is never trusted, even when the stat still
// matches; one recorded well after is. The 2 s window everywhere, and the
// 100 ms one of Linux's local filesystems (perf_racy_linux.go).
func TestPreparedCacheRacy(t *testing.T) {
	t.Parallel()
	ms := int64(time.Millisecond)
	for _, c := range []struct {
		window, racyAfter, settledAfter int64
	}{
		{racyWindow, 1000 * ms, 3000 * ms},
		{100 * ms, 50 * ms, 300 * ms},
	} {
		k := fileKey{size: 10, mtime: 1_000_000_000_000, ctime: 1_000_000_000_000, ino: 7}
		racy := &prepared{key: k, readAt: k.mtime + c.racyAfter}
		if racy.trusted(k, c.window) {
			t.Errorf("window %v: a file read within the racy window is trusted", time.Duration(c.window))
		}
		settled := &prepared{key: k, readAt: k.mtime + c.settledAfter}
		if !settled.trusted(k, c.window) {
			t.Errorf("window %v: a file read well after its last change is not trusted", time.Duration(c.window))
		}
		k2 := k
		k2.ctime++
		if settled.trusted(k2, c.window) {
			t.Errorf("window %v: a changed ctime is trusted", time.Duration(c.window))
		}
		ctimeLate := k
		ctimeLate.ctime = settled.readAt - c.window/2 // a chmod or a rename right before the read
		if (&prepared{key: ctimeLate, readAt: settled.readAt}).trusted(ctimeLate, c.window) {
			t.Errorf("window %v: a file whose ctime is within the window is trusted", time.Duration(c.window))
		}
	}
}

// TestJustWrittenStoreIsTrusted: on a local Linux filesystem a store read
// a few hundred milliseconds after it was written (a clone, a checkout, a
// generator) is read from the cache by the next process; with the 2 s
// window every process in those 2 s read every file again, and the first
// one's cache held no fact the next could use.
func TestJustWrittenStoreIsTrusted(t *testing.T) {
	t.Parallel()
	skipWithoutSpeedups(t)
	ws := t.TempDir()
	if racyWindowFor(ws) == racyWindow {
		t.Skip("this filesystem keeps the 2 s racy window")
	}
	writeTestStore(t, ws, smallStore, `"backend"`)
	root, env := filepath.Join(ws, storeDirName), scratchEnv(t)
	// Past the fine window, well inside the 2 s one. Not a timed check: the
	// files must be this old when they are read, and a test cannot set a
	// file's ctime back.
	time.Sleep(300 * time.Millisecond)
	first := runCLI(t, ws, "", env, "load", "redact")
	cache := filepath.Join(root, prepCacheDir, prepCacheName)
	fi, err := os.Stat(cache)
	if err != nil {
		t.Fatalf("no cache was written: %v\n%s", err, first.stderr)
	}
	second := runCLI(t, ws, "", env, "load", "redact")
	if second.stdout != first.stdout {
		t.Fatalf("the second load answers differently:\n%s\nwant:\n%s", second.stdout, first.stdout)
	}
	if fi2, err := os.Stat(cache); err != nil || !os.SameFile(fi, fi2) {
		t.Errorf("the second process read the store again and rewrote the cache: its facts were not trusted")
	}
}

// TestPreparedCacheRacyEdit: a file edited right before the cache was
// written, then edited again in place keeping its size and mtime, is read
// again by the next process.
func TestPreparedCacheRacyEdit(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	writeTestStore(t, ws, smallStore, `"backend"`)
	root := filepath.Join(ws, storeDirName)
	env := scratchEnv(t)
	editInPlace(t, filepath.Join(root, "rules", "redact-pii.md"), "Redact emails", "Redact phones", true)
	rehashFile(t, root, "rules/redact-pii.md")
	first := runCLI(t, ws, "", env, "load", "--id", "redact-pii")
	if !strings.Contains(first.stdout, "Redact phones") {
		t.Fatalf("first read: %s %s", first.stdout, first.stderr)
	}
	editInPlace(t, filepath.Join(root, "rules", "redact-pii.md"), "Redact phones", "Redact IBANs!", true)
	rehashFile(t, root, "rules/redact-pii.md")
	got := runCLI(t, ws, "", env, "load", "--id", "redact-pii")
	if !strings.Contains(got.stdout, "Redact IBANs!") {
		t.Errorf("a racy cached file was trusted: %s %s", got.stdout, got.stderr)
	}
}

// TestKilledCacheWriteIsSwept: a writer killed between writing a cache
// file's temp file and renaming it leaves the temp file in .cache. A
// commit's written-sums temp is written only under the store's lock, so the
// next process to take the lock from the dead one removes it at once. A
// reader's (the prepared cache, the route index) takes no lock: a fresh one
// may be another process's write in progress and stays; once older than
// any write takes, the next lock removes it, though nothing rewrites the
// cache.
func TestKilledCacheWriteIsSwept(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	cdir := filepath.Join(storeDir(ws), prepCacheDir)
	save := func() {
		t.Helper()
		if r := runCLI(t, ws, "", nil, "save", "--json", "The search indexer keeps a nightly snapshot"); r.code != 0 {
			t.Fatalf("save: exit %d %s", r.code, r.stderr)
		}
	}
	d := proposeJSON(t, ws, nil, "save-session", crashCommit)
	r := runCLI(t, ws, "", []string{"ENGRAM_TEST_CRASH=cache-temp"}, "commit", d.ApprovalToken, "--approve", "all")
	if r.code != 99 {
		t.Fatalf("the crash hook did not fire: exit %d %s", r.code, r.stderr)
	}
	sums, _ := filepath.Glob(filepath.Join(cdir, writtenSumsTemp+"*"))
	if len(sums) != 1 {
		t.Fatalf("the killed commit left %q in .cache, want its written-sums temp file", sums)
	}
	save()
	if fileExists(sums[0]) {
		t.Errorf("%s: the process that broke the killed commit's lock left its temp file", filepath.Base(sums[0]))
	}
	if os.Getenv("ENGRAM_NO_CACHE") != "" {
		return
	}
	if r := runCLI(t, ws, "", []string{"ENGRAM_TEST_CRASH=cache-temp"}, "load", "go vet"); r.code != 99 {
		t.Fatalf("the crash hook did not fire in load: exit %d %s", r.code, r.stderr)
	}
	left, _ := filepath.Glob(filepath.Join(cdir, tmpPrefix+"*"))
	if len(left) != 1 {
		t.Fatalf("the killed reader left %q in .cache, want 1 temp file", left)
	}
	save()
	for _, p := range left {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("a fresh temp file was removed: %v", err)
		}
		old := time.Now().Add(-2 * staleTempAge)
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	save()
	for _, p := range left {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s: a dead writer's temp file stayed in .cache", filepath.Base(p))
		}
	}
}

// TestStatKeySeesEditKeepingTime: the prepared cache's key of a file
// changes when the file is edited in place to other bytes of the same size
// and its mtime is set back (an editor or sync tool that keeps timestamps),
// and when it is replaced by a rename of such a file: the ctime and the
// inode see both. Before stat_mtimespec.go and stat_mtim.go took in FreeBSD,
// NetBSD, OpenBSD and DragonFly, their key was size and mtime, so the cache
// served the old memory there. Windows keeps that key (stat_other.go's BUG).
func TestStatKeySeesEditKeepingTime(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("the key is size and mtime on Windows (stat_other.go)")
	}
	dir := t.TempDir()
	p, q := filepath.Join(dir, "a.md"), filepath.Join(dir, "b.md")
	old := time.Now().Add(-time.Hour)
	for _, f := range []string{p, q} {
		if err := os.WriteFile(f, []byte("Redact emails\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(f, old, old); err != nil {
			t.Fatal(err)
		}
	}
	key := func(f string) fileKey {
		fi, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		return statKey(fi)
	}
	before := key(p)
	// A coarse ctime clock (a tick of a few ms on Linux) must tick between
	// the write and the edit for the ctime to differ.
	time.Sleep(50 * time.Millisecond)
	if err := os.WriteFile(p, []byte("Redact phones\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(p, old, old); err != nil {
		t.Fatal(err)
	}
	if after := key(p); after == before {
		t.Errorf("an edit in place with the mtime set back keeps the key %+v", after)
	}
	before = key(p)
	if err := os.WriteFile(q, []byte("Redact tokens\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(q, old, old)
	if err := os.Rename(q, p); err != nil {
		t.Fatal(err)
	}
	if after := key(p); after == before {
		t.Errorf("a file replaced by rename keeps the key %+v", after)
	}
}

// TestPreparedCacheSweepsStaleTemps: a server killed while it writes the
// prepared cache leaves its temp file in .cache; the next cache write
// removes such files once they are older than any write takes, and leaves
// a fresh one (another process's write in progress) alone.
func TestPreparedCacheSweepsStaleTemps(t *testing.T) {
	t.Parallel()
	skipWithoutSpeedups(t)
	ws := t.TempDir()
	writeTestStore(t, ws, smallStore, `"backend"`)
	cdir := filepath.Join(ws, storeDirName, prepCacheDir)
	if err := os.MkdirAll(cdir, 0o755); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-2 * staleTempAge)
	files := []struct {
		name  string
		mtime time.Time
		kept  bool
	}{
		{tmpPrefix + "prepared-1933370818", old, false},
		{tmpPrefix + "sums-22186902", old, false},
		{tmpPrefix + "prepared-378398070", time.Now(), true},
		{"notes.txt", old, true},
	}
	for _, f := range files {
		p := filepath.Join(cdir, f.name)
		if err := os.WriteFile(p, []byte("partial"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, f.mtime, f.mtime); err != nil {
			t.Fatal(err)
		}
	}
	cachedRun(t, ws, append(scratchEnv(t), "ENGRAM_NOW="))
	if _, err := os.Stat(filepath.Join(cdir, prepCacheName)); err != nil {
		t.Fatalf("no cache was written: %v", err)
	}
	for _, f := range files {
		_, err := os.Stat(filepath.Join(cdir, f.name))
		if kept := err == nil; kept != f.kept {
			t.Errorf("%s: kept %v, want %v", f.name, kept, f.kept)
		}
	}
}
