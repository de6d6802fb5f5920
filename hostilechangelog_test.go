package main

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestHardLinkedLongChangelogKept: a changelog.md with a second name (a
// store copied with cp -al, a backup by hard link) is not patched in place
// but written anew through a temp file. That copy read the old file whole,
// capped at 256 MB with the error ignored: a 257 MB history became the new
// line alone, header and all gone, and the save said it saved. The copy
// now streams the old bytes, at any size, and keeps a sparse file sparse.
func TestHardLinkedLongChangelogKept(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("the link count is not read on Windows (stat_other.go)")
	}
	ws := t.TempDir()
	if r := spawnCLI(t, ws, "", nil, "init"); r.code != 0 {
		t.Fatalf("init: %d %s", r.code, r.stderr)
	}
	if r := spawnCLI(t, ws, "", nil, "save", "--force", "Always run gofmt before committing Go code"); r.code != 0 {
		t.Fatalf("save: %d %s", r.code, r.stderr)
	}
	log := filepath.Join(ws, storeDirName, changelogFile)
	head, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	// A long history, sparse so the test writes little: the marker ends
	// at 257 MB, past the old cap.
	const size = 257 << 20
	const marker = "\n- the oldest lines of the store's history\n"
	f, err := os.OpenFile(log, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt([]byte(marker), size-int64(len(marker))); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if err := os.Link(log, filepath.Join(ws, "changelog-backup.md")); err != nil {
		t.Skip("no hard links here:", err)
	}
	if r := spawnCLI(t, ws, "", nil, "save", "--force", "Never force-push to the release branch"); r.code != 0 {
		t.Fatalf("save: %d %s", r.code, r.stderr)
	}
	// The copy keeps the history's hole: a suite run used to write 257 MB
	// of zeros to the temp folder (a tmpfs on Linux: memory) for this test.
	if used, ok := allocatedBytes(log); ok && used > 64<<20 {
		t.Errorf("changelog.md takes %d MB on disk after the save: the copy wrote its hole out as zeros", used>>20)
	}
	g, err := os.Open(log)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	fi, _ := g.Stat()
	if fi.Size() < size {
		t.Fatalf("changelog.md is %d bytes after the save, was %d: its history was replaced", fi.Size(), size)
	}
	got := make([]byte, len(head))
	g.ReadAt(got, 0)
	tail := make([]byte, fi.Size()-size+int64(len(marker)))
	g.ReadAt(tail, size-int64(len(marker)))
	if !bytes.Equal(got, head) || !strings.HasPrefix(string(tail), marker) || !strings.Contains(string(tail), "never-force-push-to-the-release-branch") {
		t.Errorf("changelog.md lost its history or the new line: starts %q, ends %q", got, tail)
	}
}
