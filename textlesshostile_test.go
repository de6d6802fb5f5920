//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// This file holds the textless re-read (perf_textless.go) to the rules of
// the first read (storefs.go): a memory's text read again on use after
// its file, or a folder above it, was swapped for something a hostile
// clone could plant must be refused as stale (so the request is answered
// again from a refreshed view), never read through a link, never block on
// a FIFO, never be over the cap, and never give bytes other than the ones
// verified when the view was built.

func TestTextlessRereadRefusesPlantedFiles(t *testing.T) {
	skipWithoutSpeedups(t)
	const secret = "TOP-SECRET-OUTSIDE-THE-STORE"
	for _, tc := range []struct {
		name  string
		plant func(t *testing.T, path, outside string, orig []byte)
	}{
		{"a link to a file outside", func(t *testing.T, path, outside string, orig []byte) {
			swapFor(t, path, func() error { return os.Symlink(filepath.Join(outside, "secret.md"), path) })
		}},
		{"a link to an outside copy of its bytes", func(t *testing.T, path, outside string, orig []byte) {
			writeTestFile(t, filepath.Join(outside, "copy.md"), orig)
			swapFor(t, path, func() error { return os.Symlink(filepath.Join(outside, "copy.md"), path) })
		}},
		{"a FIFO", func(t *testing.T, path, outside string, orig []byte) {
			swapFor(t, path, func() error { return syscall.Mkfifo(path, 0o644) })
		}},
		{"a folder", func(t *testing.T, path, outside string, orig []byte) {
			swapFor(t, path, func() error { return os.Mkdir(path, 0o755) })
		}},
		{"a huge file", func(t *testing.T, path, outside string, orig []byte) {
			writeTestFile(t, path, append(orig, strings.Repeat("x", maxMemoryFileBytes)...))
		}},
		{"the same size, other bytes", func(t *testing.T, path, outside string, orig []byte) {
			other := []byte(strings.Replace(string(orig), "# ", "#!", 1))
			writeTestFile(t, path, other)
		}},
		{"its folder a link to an outside copy", func(t *testing.T, path, outside string, orig []byte) {
			linkFolder(t, filepath.Dir(path), outside)
		}},
		{"its folder a link to a folder with a secret of its name", func(t *testing.T, path, outside string, orig []byte) {
			writeTestFile(t, filepath.Join(outside, "planted", filepath.Base(path)), []byte("---\nid: x\ntype: rule\n---\n\n# "+secret+"\n"))
			swapFor(t, filepath.Dir(path), func() error { return os.Symlink(filepath.Join(outside, "planted"), filepath.Dir(path)) })
		}},
		{"the store a link to an outside copy", func(t *testing.T, path, outside string, orig []byte) {
			linkFolder(t, filepath.Dir(filepath.Dir(path)), outside)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, outside := t.TempDir(), t.TempDir()
			writeTestFile(t, filepath.Join(outside, "secret.md"), []byte(secret))
			_, _, en := textlessEntry(t, ws)
			orig, err := os.ReadFile(en.path)
			if err != nil {
				t.Fatal(err)
			}
			recentTexts.clear() // the text is read from disk, not remembered
			tc.plant(t, en.path, outside, orig)
			got, stale, err := catchStale(func() (any, error) { return en.mem.bodyText(), nil })
			if stale == nil || err != nil {
				t.Fatalf("the re-read gave %.200q (err %v), want it refused as stale", got, err)
			}
			if strings.Contains(stale.Error(), secret) {
				t.Fatalf("the error carries the outside file's bytes: %v", stale)
			}
		})
	}
}

// swapFor moves path aside (into a sibling name the store never reads)
// and puts what create makes in its place.
func swapFor(t *testing.T, path string, create func() error) {
	t.Helper()
	if err := os.Rename(path, path+".moved"); err != nil {
		t.Fatal(err)
	}
	if err := create(); err != nil {
		t.Fatal(err)
	}
}

// linkFolder moves dir into outside (the same bytes, outside the store)
// and leaves a link to it in its place.
func linkFolder(t *testing.T, dir, outside string) {
	t.Helper()
	moved := filepath.Join(outside, "moved-"+filepath.Base(dir))
	if err := os.Rename(dir, moved); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(moved, dir); err != nil {
		t.Fatal(err)
	}
}

// TestServerStoreFolderSwappedForLink: a server that has served a store
// whose rules folder, or the store folder itself, is then swapped for a
// link to an outside copy (a pull of a hostile branch while the session
// runs) holding memories of the same names that the hashes approve, never
// serves the outside memories, with the speed-ups (the textless re-read,
// the patched view) and without.
func TestServerStoreFolderSwappedForLink(t *testing.T) {
	t.Parallel()
	for _, swapped := range []string{"rules", "."} {
		t.Run(swapped, func(t *testing.T) {
			t.Parallel()
			ws, outside := exampleWorkspace(t), filepath.Join(t.TempDir(), "store")
			root := storeDir(ws)
			p := startLineProc(t, ws, nil)
			query := map[string]any{"name": "engram_load", "arguments": map[string]any{"query": "run tests before commit, no secrets in logs"}}
			if before := string(p.mustCall("tools/call", query)); !strings.Contains(before, "tests") {
				t.Fatalf("the load serves nothing to compare: %s", before)
			}
			copyTree(t, root, outside)
			for _, name := range []string{"run-tests-before-commit.md", "no-secrets-in-logs.md"} {
				plantOutsideMemory(t, root, outside, "rules/"+name)
			}
			linkFolder(t, filepath.Join(root, swapped), t.TempDir())
			os.Remove(filepath.Join(root, swapped))
			mustSymlink(t, filepath.Join(outside, swapped), filepath.Join(root, swapped))
			for _, tool := range []string{"engram_load", "engram_search"} {
				query["name"] = tool
				a := p.call("tools/call", query)
				if strings.Contains(string(a.Result), "Zebra") || a.Error != nil && strings.Contains(a.Error.Message, "Zebra") {
					t.Errorf("%s serves the outside memory: %s %v", tool, a.Result, a.Error)
				}
			}
		})
	}
}

// plantOutsideMemory rewrites file in the outside copy of the store with
// a secret in its title and bullets, and approves the new bytes in the
// hashes files of both the store and the copy.
func plantOutsideMemory(t *testing.T, root, outside, file string) {
	t.Helper()
	path := filepath.Join(outside, filepath.FromSlash(file))
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "# ") || strings.HasPrefix(l, "- ") {
			lines[i] = l[:2] + "Zebra outside secret " + l[2:]
		}
	}
	writeTestFile(t, path, []byte(strings.Join(lines, "")))
	rehashAs(t, root, file, path)
	rehashAs(t, outside, file, path)
}

// TestServerIgnoresChangesInLinkedFolder: a clone whose rules folder is a
// link to an outside folder is loaded without it (listMemoryFiles skips
// it); a change inside that folder while the server runs (its watcher
// follows the link) must not bring the outside memory into the view, even
// one the clone's hashes approve.
func TestServerIgnoresChangesInLinkedFolder(t *testing.T) {
	t.Parallel()
	ws, outside := exampleWorkspace(t), filepath.Join(t.TempDir(), "store")
	root := storeDir(ws)
	copyTree(t, root, outside)
	plantOutsideMemory(t, root, outside, "rules/run-tests-before-commit.md")
	if err := os.RemoveAll(filepath.Join(root, "rules")); err != nil {
		t.Fatal(err)
	}
	mustSymlink(t, filepath.Join(outside, "rules"), filepath.Join(root, "rules"))
	p := startLineProc(t, ws, nil)
	query := map[string]any{"name": "engram_search", "arguments": map[string]any{"query": "zebra outside secret run tests"}}
	for round := 0; round < 2; round++ {
		a := p.call("tools/call", query)
		if strings.Contains(string(a.Result), "Zebra") || a.Error != nil {
			t.Fatalf("round %d serves the outside memory: %s %v", round, a.Result, a.Error)
		}
		// A change in the linked folder, by someone outside Engram.
		path := filepath.Join(outside, "rules", "run-tests-before-commit.md")
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		writeTestFile(t, path, data)
		os.Chtimes(path, time.Now(), time.Now())
	}
}

// TestTextlessStaleLeaksNoFiles: many stale re-reads (other bytes, a FIFO)
// leave no file open: each is refused after its open, and closed.
func TestTextlessStaleLeaksNoFiles(t *testing.T) {
	skipWithoutSpeedups(t)
	if _, err := os.Stat("/proc/self/fd"); err != nil {
		t.Skip("no /proc/self/fd to count open files")
	}
	_, _, en := textlessEntry(t, t.TempDir())
	orig, err := os.ReadFile(en.path)
	if err != nil {
		t.Fatal(err)
	}
	open := func() int {
		fds, _ := os.ReadDir("/proc/self/fd")
		return len(fds)
	}
	before := open()
	for i := 0; i < 200; i++ {
		os.Remove(en.path)
		if i%2 == 0 {
			writeTestFile(t, en.path, []byte(strings.Replace(string(orig), "# ", "#!", 1)))
		} else if err := syscall.Mkfifo(en.path, 0o644); err != nil {
			t.Fatal(err)
		}
		recentTexts.clear()
		if _, stale, _ := catchStale(func() (any, error) { return en.mem.bodyText(), nil }); stale == nil {
			t.Fatalf("read %d was not refused", i)
		}
	}
	if after := open(); after > before+10 { // room for another test's background cache write
		t.Errorf("%d files open before 200 stale reads, %d after", before, after)
	}
}
