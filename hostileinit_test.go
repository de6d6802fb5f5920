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
