package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestListingSizedOnce: the listing of a store's memory files is made at
// its size, not grown by appending (which left three times its size as
// garbage at 10,000 files), and still lists exactly the .md files of each
// folder in reading order.
func TestListingSizedOnce(t *testing.T) {
	t.Parallel()
	for _, n := range []int{1, 40, 300} {
		dir := t.TempDir()
		genStore(t, dir, n)
		root := filepath.Join(dir, storeDirName)
		if err := os.WriteFile(filepath.Join(root, "rules", "notes.txt"), []byte("not a memory"), 0o644); err != nil {
			t.Fatal(err)
		}
		files, problems := listMemoryFiles([]*storeRoot{{scope: "workspace", dir: root}})
		if len(problems) != 0 {
			t.Fatalf("%d memories: problems %v", n, problems)
		}
		want := 0
		for _, sub := range memorySubdirs {
			matches, _ := filepath.Glob(filepath.Join(root, sub, "*.md"))
			want += len(matches)
		}
		if len(files) != want {
			t.Fatalf("%d memories: listed %d files, the folders hold %d", n, len(files), want)
		}
		if cap(files) != len(files) {
			t.Errorf("%d memories: the listing of %d files has room for %d", n, len(files), cap(files))
		}
		for i := 1; i < len(files); i++ {
			if files[i].path == files[i-1].path {
				t.Fatalf("%d memories: %s listed twice", n, files[i].path)
			}
		}
	}
}
