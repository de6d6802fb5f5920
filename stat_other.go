//go:build !linux

package main

import "os"

// statKey elsewhere is size and mtime: what every platform reports.
func statKey(fi os.FileInfo) fileKey {
	return fileKey{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
}
