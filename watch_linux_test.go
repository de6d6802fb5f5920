package main

import (
	"path/filepath"
	"syscall"
	"testing"
)

// TestWatcherWithoutEveryFolder: when a store folder exists but cannot be
// watched (ENOSPC: the per-user limit of inotify watches, which another
// program watching a large tree can use up), the server's view still
// notices every kind of change on the next request. A watcher that left
// such a folder out silently reported no change in it, and the view served
// its old memories for the rest of the session. Not parallel: it swaps the
// process's inotifyAddWatch, and parallel tests only run after it.
func TestWatcherWithoutEveryFolder(t *testing.T) {
	was := inotifyAddWatch
	t.Cleanup(func() { inotifyAddWatch = was })
	for _, tc := range viewCases() {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			writeTestStore(t, dir, smallStore, `"backend"`)
			root := filepath.Join(dir, storeDirName)
			inotifyAddWatch = func(fd int, path string, mask uint32) (int, error) {
				if filepath.Dir(path) == root {
					return -1, syscall.ENOSPC // the memory folders: the limit is reached
				}
				return was(fd, path, mask)
			}
			c, get := benchWatchCache(t, dir)
			inotifyAddWatch = was
			get()
			if w, ok := c.watch.(*inotifyWatcher); ok && len(w.dirs) == 0 {
				t.Skip("no inotify watch could be added at all")
			}
			tc.change(t, root)
			v := get()
			tc.check(t, v)
			sameView(t, v, dir)
		})
	}
}
