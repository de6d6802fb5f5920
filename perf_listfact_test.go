package main

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"
)

// agedListing is a fact for each of root's memory folders, read now and
// aged past the racy window, as if each had been listed long after it
// settled (agePrepCache's passage of time, for the folders). An aged fact
// would hide a change made in the same clock tick as the folder's last
// one, which the real rule's window excludes: it waits until the clock is
// past that tick, so that any later change moves the folder's stamps.
func agedListing(t testing.TB, root string) []folderFact {
	t.Helper()
	var facts []folderFact
	latest := int64(0)
	for _, sub := range memorySubdirs {
		dir := filepath.Join(root, sub)
		if fi, err := os.Lstat(dir); err != nil || !fi.IsDir() {
			continue
		}
		list, key, readAt, keyed, err := readFolderNames(dir, &listingFacts{record: true})
		if err != nil || !keyed {
			continue
		}
		sort.Strings(list)
		md := list[:0]
		for _, n := range list {
			if strings.HasSuffix(n, ".md") {
				md = append(md, n)
			}
		}
		facts = append(facts, folderFact{sub: sub, key: key, readAt: readAt + racyWindow + int64(time.Second), enc: encodeNames(md)})
		latest = max(latest, key.mtime, key.ctime)
	}
	for time.Now().UnixNano() < latest+int64(20*time.Millisecond) {
		time.Sleep(5 * time.Millisecond)
	}
	return facts
}

// testCacheKey is the cache key this process's loads use (cacheKeyDir).
func testCacheKey() []byte { return prepCacheKey(&env{getenv: func(string) string { return "" }}) }

// memoryFolderCount is how many of root's memory folders are folders.
func memoryFolderCount(root string) int {
	n := 0
	for _, sub := range memorySubdirs {
		if fi, err := os.Lstat(filepath.Join(root, sub)); err == nil && fi.IsDir() {
			n++
		}
	}
	return n
}

// sameListing fails unless the fast listing is the plain one: the same
// files (path, name in the root, stat key) and the same problems.
func sameListing(t *testing.T, step string, got, want []memFile, gotP, wantP []string) {
	t.Helper()
	if !reflect.DeepEqual(gotP, wantP) {
		t.Fatalf("%s: problems %q, a plain listing's %q", step, gotP, wantP)
	}
	if len(got) != len(want) {
		t.Fatalf("%s: %d files listed, a plain listing lists %d", step, len(got), len(want))
	}
	for i := range got {
		g, w := got[i], want[i]
		if g.path != w.path || g.file != w.file || g.key != w.key || g.root != w.root {
			t.Fatalf("%s: file %d is %s %+v, a plain listing's %s %+v", step, i, g.path, g.key, w.path, w.key)
		}
	}
}

// TestListingFactUsed: a warm load takes every memory folder's names from
// listing.bin (no folder read), and lists what a plain listing lists; a
// file added by another writer in the same second, the folder's mtime set
// back, is listed (its folder read again), and the cache is to be written
// again. Fails without the speed-up (no folder listed from a fact), and
// with a key of the folder's size and mtime only.
func TestListingFactUsed(t *testing.T) {
	skipWithoutSpeedups(t)
	dir, e, _ := warmBlockStore(t) // an aged cache, aged listing facts
	root := filepath.Join(dir, storeDirName)
	if racyWindowFor(root) != fineRacyWindow {
		t.Skip("this filesystem keeps coarse stamps: no listing fact is trusted")
	}
	folders := memoryFolderCount(root)
	listingFactUses.Store(0)
	st := idxState(t, e, dir, nil)
	if n := listingFactUses.Load(); n != int64(folders) {
		t.Fatalf("a warm load listed %d folders from the cache, want %d", n, folders)
	}
	if st.dirty {
		t.Fatal("a warm load of an unchanged store wants its cache written again")
	}
	want, _ := listMemoryFiles(st.view.s.roots())
	if len(st.view.s.entries) != len(want) {
		t.Fatalf("the warm view has %d entries, the folders list %d files", len(st.view.s.entries), len(want))
	}
	// Another writer adds a memory, then sets the folder's mtime back
	// (its size may not change either: ext4 keeps 4 KB): only the ctime
	// tells.
	rules := filepath.Join(root, "rules")
	before, err := os.Stat(rules)
	if err != nil {
		t.Fatal(err)
	}
	writeHashed(t, root, "rules/new-rule.md", zebraRule)
	if err := os.Chtimes(rules, before.ModTime(), before.ModTime()); err != nil {
		t.Fatal(err)
	}
	listingFactUses.Store(0)
	st = idxState(t, e, dir, nil)
	if n := listingFactUses.Load(); n != int64(folders-1) {
		t.Fatalf("after a memory was added, %d folders were listed from the cache, want %d", n, folders-1)
	}
	if st.view.s.byID("new-rule") == nil {
		t.Fatal("a memory added by another writer, its folder's mtime set back, is not served")
	}
	if !st.dirty {
		t.Fatal("a load that read a folder it could have taken from the cache does not write it again")
	}
	// A rename to a name of the same length keeps the folder's size on
	// every filesystem; its mtime set back, only the ctime tells.
	st.saveCache()
	agePrepCache(t, root)
	before, _ = os.Stat(rules)
	from := filepath.Join(rules, "new-rule.md")
	to := renameSameLength(t, from)
	if err := os.Chtimes(rules, before.ModTime(), before.ModTime()); err != nil {
		t.Fatal(err)
	}
	if after, _ := os.Stat(rules); after.Size() != before.Size() || !after.ModTime().Equal(before.ModTime()) {
		t.Fatalf("the folder's size or mtime moved: %d %v, before %d %v", after.Size(), after.ModTime(), before.Size(), before.ModTime())
	}
	listingFactUses.Store(0)
	st = idxState(t, e, dir, nil)
	if n := listingFactUses.Load(); n != int64(folders-1) {
		t.Fatalf("after a memory was renamed, %d folders were listed from the cache, want %d", n, folders-1)
	}
	got, _ := listMemoryFiles(st.view.s.roots())
	found := false
	for _, f := range got {
		found = found || f.path == to
	}
	if !found || len(st.failed)+len(st.view.s.entries) != len(got) {
		t.Fatalf("a memory renamed in place by hand is not listed under its new name %s", to)
	}
	for _, en := range st.view.s.entries {
		if en.path == from {
			t.Fatalf("%s is listed after it was renamed", from)
		}
	}
}

// renameSameLength renames the memory file at p to a name of the same
// length (its first letter changed) and returns the new path.
func renameSameLength(t *testing.T, p string) string {
	t.Helper()
	base := filepath.Base(p)
	for _, c := range "qxjz" {
		to := filepath.Join(filepath.Dir(p), string(c)+base[1:])
		if to == p || lexists(to) {
			continue
		}
		if err := os.Rename(p, to); err != nil {
			t.Fatal(err)
		}
		return to
	}
	return p
}

// TestListingFactTrust: the rule itself: the exact key, an inode and a
// ctime (none on Windows), fine stamps, and stamps older than the listing
// by the racy window.
func TestListingFactTrust(t *testing.T) {
	t.Parallel()
	sec := int64(time.Second)
	k := fileKey{size: 4096, mtime: 100 * sec, ctime: 100 * sec, ino: 7}
	f := folderFact{sub: "rules", key: k, readAt: 101 * sec, enc: encodeNames([]string{"a.md"})}
	other := func(edit func(*fileKey)) fileKey { c := k; edit(&c); return c }
	for _, c := range []struct {
		name   string
		f      folderFact
		now    fileKey
		window int64
		want   bool
	}{
		{"settled", f, k, fineRacyWindow, true},
		{"coarse stamps", f, k, racyWindow, false},
		{"another ctime", f, other(func(c *fileKey) { c.ctime++ }), fineRacyWindow, false},
		{"another mtime", f, other(func(c *fileKey) { c.mtime++ }), fineRacyWindow, false},
		{"another inode", f, other(func(c *fileKey) { c.ino++ }), fineRacyWindow, false},
		{"another size", f, other(func(c *fileKey) { c.size++ }), fineRacyWindow, false},
		{"listed in the window", folderFact{sub: "rules", key: k, readAt: 100*sec + fineRacyWindow, enc: f.enc}, k, fineRacyWindow, false},
		{"no inode or ctime (Windows)", folderFact{sub: "rules", key: fileKey{size: 0, mtime: sec}, readAt: 9 * sec, enc: f.enc}, fileKey{size: 0, mtime: sec}, fineRacyWindow, false},
		{"no names", folderFact{sub: "rules", key: k, readAt: f.readAt}, k, fineRacyWindow, false},
	} {
		if got := c.f.trustedFor(c.now, c.window); got != c.want {
			t.Errorf("%s: trusted %v, want %v", c.name, got, c.want)
		}
	}
	for _, bad := range [][]string{{"b.md", "a.md"}, {"a.md", "a.md"}, {"a.txt"}, {"x/a.md"}} {
		if _, ok := (folderFact{enc: encodeNames(bad)}).names(); ok {
			t.Errorf("names %q were believed", bad)
		}
	}
}

// TestListingFileForgedIsIgnored: a listing.bin that hides a memory,
// written without the key (its MAC recomputed under another, or its bytes
// edited), is not used: every folder is read.
func TestListingFileForgedIsIgnored(t *testing.T) {
	skipWithoutSpeedups(t)
	dir, _, _ := warmBlockStore(t)
	root := filepath.Join(dir, storeDirName)
	roots := []*storeRoot{{scope: scopeWorkspace, dir: root}}
	key := testCacheKey()
	facts := agedListing(t, root)
	if len(readListingFacts(roots, key).byRoot) != 1 {
		t.Fatal("the listing file written with the key is not read")
	}
	var hiding []folderFact
	for _, f := range facts {
		names, _ := f.names()
		if len(names) > 1 {
			f.enc = encodeNames(names[1:])
		}
		hiding = append(hiding, f)
	}
	other := append([]byte(nil), key...)
	other[0] ^= 1
	if err := writeListing(roots[0], other, hiding); err != nil {
		t.Fatal(err)
	}
	if lf := readListingFacts(roots, key); len(lf.byRoot) != 0 {
		t.Fatal("a listing file under another key was read")
	}
	path := filepath.Join(root, prepCacheDir, listingName)
	if err := writeListing(roots[0], key, facts); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	data[len(data)-sha256Size-3] ^= 1
	os.WriteFile(path, data, 0o600)
	if lf := readListingFacts(roots, key); len(lf.byRoot) != 0 {
		t.Fatal("an edited listing file was read")
	}
}

const sha256Size = 32

// TestListingFactMatchesReference: random sequences of changes to the
// memory folders (files added, removed, renamed within a folder and
// across, edited in place, a file that is not a memory, a link, a folder
// named like a memory, a folder replaced by another renamed over it, a
// folder removed and made again with the same names, a file added with
// the folder's mtime set back), each followed by a listing from the
// facts of the last one (as a new process's), which must be a plain
// listing's; the facts are then written, aged now and then.
func TestListingFactMatchesReference(t *testing.T) {
	skipWithoutSpeedups(t)
	dir := t.TempDir()
	genStore(t, dir, 80)
	old := cacheKeyDir
	cacheKeyDir = func(*env) string { return filepath.Join(dir, "config") }
	t.Cleanup(func() { cacheKeyDir = old })
	root := filepath.Join(dir, storeDirName)
	roots := []*storeRoot{{scope: scopeWorkspace, dir: root}}
	key := testCacheKey()
	if racyWindowFor(root) != fineRacyWindow {
		t.Skip("this filesystem keeps coarse stamps: no listing fact is trusted")
	}
	if err := writeListing(roots[0], key, agedListing(t, root)); err != nil {
		t.Fatal(err)
	}
	seed := time.Now().UnixNano()
	rng := rand.New(rand.NewSource(seed))
	t.Logf("seed %d", seed)
	used := int64(0)
	for step := 0; step < 60; step++ {
		sub := []string{"rules", "skills", "knowledge"}[rng.Intn(3)]
		what := changeFolders(t, rng, root, sub, step)
		step := fmt.Sprintf("step %d (%s, %s)", step, what, sub)
		want, wantP := listMemoryFiles(roots)
		before := listingFactUses.Load()
		got, gotP, facts, _ := listMemoryFilesFrom(roots, readListingFacts(roots, key))
		used += listingFactUses.Load() - before
		sameListing(t, step, got, want, gotP, wantP)
		if facts == nil {
			facts = map[string][]folderFact{}
		}
		if rng.Intn(2) == 0 {
			facts[scopeWorkspace] = agedListing(t, root)
		}
		if err := writeListing(roots[0], key, facts[scopeWorkspace]); err != nil {
			t.Fatal(err)
		}
	}
	if used == 0 {
		t.Fatal("no folder was listed from a fact: the test tested nothing")
	}
	t.Logf("%d folders listed from facts", used)
}

// changeFolders makes one random change of TestListingFactMatchesReference
// to root's memory folder sub, and says what it was.
func changeFolders(t *testing.T, rng *rand.Rand, root, sub string, step int) string {
	t.Helper()
	subs := []string{"rules", "skills", "knowledge"}
	folder := filepath.Join(root, sub)
	pick := func(sub string) string {
		names, _ := filepath.Glob(filepath.Join(root, sub, "*.md"))
		if len(names) == 0 {
			return ""
		}
		return names[rng.Intn(len(names))]
	}
	var what string
	switch k := rng.Intn(13); k {
	case 0:
		what = "added"
		os.WriteFile(filepath.Join(folder, fmt.Sprintf("new-%d.md", step)), []byte(zebraRule), 0o644)
	case 1:
		what = "removed"
		if p := pick(sub); p != "" {
			os.Remove(p)
		}
	case 2:
		what = "renamed in its folder"
		if p := pick(sub); p != "" {
			os.Rename(p, filepath.Join(folder, fmt.Sprintf("renamed-%d.md", step)))
		}
	case 3:
		what = "moved to another folder"
		if p := pick(sub); p != "" {
			os.Rename(p, filepath.Join(root, subs[rng.Intn(len(subs))], fmt.Sprintf("moved-%d.md", step)))
		}
	case 4:
		what = "edited in place"
		if p := pick(sub); p != "" {
			if data, err := os.ReadFile(p); err == nil && len(data) > 2 {
				i := len(data) - 2
				edited := string(data[:i]) + string(data[i]^1) + string(data[i+1:])
				editInPlace(t, p, string(data), edited, rng.Intn(2) == 0)
			}
		}
	case 5:
		what = "not a memory added"
		os.WriteFile(filepath.Join(folder, fmt.Sprintf("notes-%d.txt", step)), []byte("x"), 0o644)
	case 6:
		what = "a link and a folder named as memories"
		os.Symlink(filepath.Join(root, "config.json"), filepath.Join(folder, fmt.Sprintf("link-%d.md", step)))
		os.Mkdir(filepath.Join(folder, fmt.Sprintf("folder-%d.md", step)), 0o755)
	case 7:
		what = "folder replaced by another renamed over it"
		replaceFolder(t, folder, step, rng.Intn(2) == 0)
	case 8:
		what = "folder removed and made again"
		remakeFolder(t, folder)
	case 9:
		what = "added, the folder's mtime set back"
		keepFolderTime(t, folder, func() {
			os.WriteFile(filepath.Join(folder, fmt.Sprintf("quiet-%d.md", step)), []byte(zebraRule), 0o644)
		})
	case 10:
		what = "removed, the folder's mtime set back"
		if p := pick(sub); p != "" {
			keepFolderTime(t, folder, func() { os.Remove(p) })
		}
	case 11:
		what = "renamed to a name of its length, the folder's mtime set back"
		if p := pick(sub); p != "" {
			keepFolderTime(t, folder, func() { renameSameLength(t, p) })
		}
	default:
		what = "unchanged"
	}
	return what
}

// replaceFolder makes a copy of folder (without one of its memories when
// drop), and renames it over the folder (the old one moved aside first,
// as a checkout or a sync tool does): another inode, the same name.
func replaceFolder(t *testing.T, folder string, step int, drop bool) {
	t.Helper()
	tmp := fmt.Sprintf("%s.new-%d", folder, step)
	copyFolder(t, folder, tmp, drop)
	aside := fmt.Sprintf("%s.old-%d", folder, step)
	if err := os.Rename(folder, aside); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, folder); err != nil {
		t.Fatal(err)
	}
	os.RemoveAll(aside)
}

// remakeFolder removes folder and makes it again with the same files.
func remakeFolder(t *testing.T, folder string) {
	t.Helper()
	tmp := folder + ".keep"
	copyFolder(t, folder, tmp, false)
	if err := os.RemoveAll(folder); err != nil {
		t.Fatal(err)
	}
	copyFolder(t, tmp, folder, false)
	os.RemoveAll(tmp)
}

// copyFolder copies the regular files of from into a new folder to
// (without the first memory when drop).
func copyFolder(t *testing.T, from, to string, drop bool) {
	t.Helper()
	if err := os.Mkdir(to, 0o755); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(from)
	for _, d := range entries {
		if !d.Type().IsRegular() {
			continue
		}
		if drop && strings.HasSuffix(d.Name(), ".md") {
			drop = false
			continue
		}
		data, err := os.ReadFile(filepath.Join(from, d.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(to, d.Name()), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
