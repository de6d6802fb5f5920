//go:build !linux

package main

import "os"

// statKey elsewhere is size and mtime: what every platform reports.
func statKey(fi os.FileInfo) fileKey {
	return fileKey{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
}

// hardLinked elsewhere is false: the link count is not portable, and
// engram's own files are never linked.
func hardLinked(fi os.FileInfo) bool { return false }
