//go:build linux && (amd64 || arm64)

package main

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestFstatatMatchesRoot: the raw fstatat gives the key, the kind and the
// failure os.Root.Lstat gives for every kind of name a memory folder can
// hold (a file, a file linked twice, links to a file, a folder and nothing,
// a folder, a name that is not there), and a listing with it lists and
// reports what the reference listing does.
func TestFstatatMatchesRoot(t *testing.T) {
	if !fstatatOn {
		t.Skip("ENGRAM_NO_CACHE=1: the reference path is the only path")
	}
	dir := filepath.Join(t.TempDir(), storeDirName)
	if _, err := initStore(dir); err != nil {
		t.Fatal(err)
	}
	rules := filepath.Join(dir, "rules")
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(rules, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("rule-a.md", "a")
	write("rule-b.md", "bb")
	write("notes.txt", "not a memory")
	if err := os.Link(filepath.Join(rules, "rule-b.md"), filepath.Join(rules, "rule-b2.md")); err != nil {
		t.Fatal(err)
	}
	for name, target := range map[string]string{"rule-link.md": "rule-a.md", "rule-dirlink.md": "..", "rule-dangling.md": "gone.md"} {
		if err := os.Symlink(target, filepath.Join(rules, name)); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(rules, "rule-folder.md"), 0o755); err != nil {
		t.Fatal(err)
	}
	root, err := os.OpenRoot(rules)
	if err != nil {
		t.Fatal(err)
	}
	ref := &folderStatter{root: root}
	defer ref.close()
	fast, ok := openFastStatter(rules)
	if !ok {
		t.Fatal("no raw statter for a folder that opens")
	}
	defer fast.close()
	kinds := map[fileKind]int{}
	for _, name := range []string{"rule-a.md", "rule-b.md", "rule-b2.md", "notes.txt", "rule-link.md", "rule-dirlink.md", "rule-dangling.md", "rule-folder.md", "missing.md"} {
		wk, wkind, werr := ref.stat(name)
		gk, gkind, gerr := fast.stat(name)
		if gk != wk || gkind != wkind || (gerr == nil) != (werr == nil) {
			t.Errorf("%s: raw fstatat gave %+v, kind %d, err %v; os.Root %+v, kind %d, err %v", name, gk, gkind, gerr, wk, wkind, werr)
		}
		if werr == nil && wk.ino == 0 {
			t.Errorf("%s: no inode in the reference key %+v: the comparison is empty", name, wk)
		}
		kinds[wkind]++
	}
	if kinds[kindRegular] != 4 || kinds[kindSymlink] != 3 || kinds[kindOther] != 2 {
		t.Fatalf("kinds %v: the folder does not hold what the test needs", kinds)
	}

	// The listing as a whole, with the raw fstatat and without it.
	roots := []*storeRoot{{scope: scopeWorkspace, dir: dir}}
	gotFiles, gotProblems := listMemoryFiles(roots)
	fstatatOn = false
	wantFiles, wantProblems := listMemoryFiles(roots)
	fstatatOn = true
	if !reflect.DeepEqual(gotFiles, wantFiles) || !reflect.DeepEqual(gotProblems, wantProblems) {
		t.Fatalf("listing with the raw fstatat:\n%+v\n%q\nwant:\n%+v\n%q", gotFiles, gotProblems, wantFiles, wantProblems)
	}
	if len(wantFiles) != 3 || len(wantProblems) != 3 {
		t.Fatalf("listed %d files and %d problems (%q), want 3 and 3 (the links)", len(wantFiles), len(wantProblems), wantProblems)
	}
}
