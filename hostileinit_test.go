package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInitRefusesLinkedStoreFolder: a store behind a link is never loaded
// (storefs.go), but `engram init` in a clone whose .agents is a link to a
// folder outside it created the whole store there (folders, config, index,
// hashes, changelog, .gitignore), a store every read then refused. init now
// refuses the link, names it, and creates nothing.
func TestInitRefusesLinkedStoreFolder(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		plant func(t *testing.T, ws, outside string)
	}{
		{name: ".agents links to a folder", plant: func(t *testing.T, ws, outside string) {
			mustSymlink(t, outside, filepath.Join(ws, ".agents"))
		}},
		{name: ".agents/.engram links to a folder", plant: func(t *testing.T, ws, outside string) {
			os.Mkdir(filepath.Join(ws, ".agents"), 0o755)
			mustSymlink(t, outside, filepath.Join(ws, ".agents", ".engram"))
		}},
		{name: ".agents links to nothing", plant: func(t *testing.T, ws, outside string) {
			mustSymlink(t, filepath.Join(outside, "gone"), filepath.Join(ws, ".agents"))
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ws, outside := t.TempDir(), t.TempDir()
			tt.plant(t, ws, outside)
			r := runCLI(t, ws, "", nil, "init")
			if r.code == 0 || !strings.Contains(r.stderr, "symbolic link") {
				t.Errorf("init through a link: exit %d\n%s%s", r.code, r.stdout, r.stderr)
			}
			if left, _ := os.ReadDir(outside); len(left) > 0 {
				t.Errorf("init wrote %d entries outside the project (first %s)", len(left), left[0].Name())
			}
		})
	}
}

// TestInitFailureLeavesNothing: init made each folder with MkdirAll, which
// follows links: a clone's .agents/.engram/inbox linked to a folder outside
// got init's .keep written there. And an init that failed part-way (a file
// where skills/ goes, a clone's .engram.lock folder) left the folders it had
// made with nothing said. What is in the way is now refused before anything
// is made, and a later failure removes what init made.
func TestInitFailureLeavesNothing(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, want string
		global     bool
		plant      func(t *testing.T, store, outside string)
	}{
		{name: "a file where skills/ goes", want: "skills: it is not a folder", plant: func(t *testing.T, store, _ string) {
			writeFile(t, filepath.Join(store, "skills"), "")
		}},
		{name: "inbox links out", want: "symbolic link", plant: func(t *testing.T, store, outside string) {
			mustSymlink(t, outside, filepath.Join(store, "inbox"))
		}},
		{name: "rules links to nothing", want: "symbolic link", plant: func(t *testing.T, store, outside string) {
			mustSymlink(t, filepath.Join(outside, "gone"), filepath.Join(store, "rules"))
		}},
		{name: "a lock folder", want: "lock", plant: func(t *testing.T, store, _ string) {
			os.Mkdir(filepath.Join(store, lockFile), 0o755)
		}},
		{name: "global: a file where knowledge/ goes", want: "knowledge: it is not a folder", global: true, plant: func(t *testing.T, store, _ string) {
			writeFile(t, filepath.Join(store, "knowledge"), "")
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ws, outside, env := t.TempDir(), t.TempDir(), scratchEnv(t)
			store, args := storeDir(ws), []string{"init"}
			if tt.global {
				store, args = envValue(env, "ENGRAM_GLOBAL_DIR"), []string{"init", "--global"}
			}
			if err := os.MkdirAll(store, 0o755); err != nil {
				t.Fatal(err)
			}
			tt.plant(t, store, outside)
			before := treeOf(t, ws) + treeOf(t, store)
			r := runCLI(t, ws, "", env, args...)
			if r.code == 0 || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("init: exit %d, want an error naming %q:\n%s%s", r.code, tt.want, r.stdout, r.stderr)
			}
			if after := treeOf(t, ws) + treeOf(t, store); after != before {
				t.Errorf("init left what it made:\nbefore:\n%safter:\n%s", before, after)
			}
			if left, _ := os.ReadDir(outside); len(left) > 0 {
				t.Errorf("init wrote %d entries outside the project (first %s)", len(left), left[0].Name())
			}
		})
	}
}

// treeOf lists every path under root, one a line.
func treeOf(t *testing.T, root string) string {
	t.Helper()
	var b strings.Builder
	filepath.WalkDir(root, func(p string, _ os.DirEntry, err error) error {
		b.WriteString(p + "\n")
		return nil
	})
	return b.String()
}
