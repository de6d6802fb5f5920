//go:build !linux && !darwin && !freebsd && !netbsd && !openbsd && !dragonfly

package main

import "os"

// BUG(engram): On Windows the prepared cache knows a file by
// its size and mtime only: an edit in place that keeps the size and sets
// the mtime back is served from the cache until the file changes again.
// Run with ENGRAM_NO_CACHE=1 where a tool edits files that way.

// statKey elsewhere (Windows, where os.Stat gives no change time or file
// number without opening the file) is size and mtime: what every platform
// reports.
func statKey(fi os.FileInfo) fileKey {
	return fileKey{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
}

// hardLinked elsewhere is false: the link count is not portable, and
// engram's own files are never linked.
func hardLinked(fi os.FileInfo) bool { return false }
