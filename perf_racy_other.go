//go:build !linux

package main

// racyWindowFor is the racy-clean window for the files under dir: 2 s
// wherever perf_racy_linux.go cannot tell a local filesystem with fine
// times from a network one or a coarse one.
func racyWindowFor(dir string) int64 { return racyWindow }
