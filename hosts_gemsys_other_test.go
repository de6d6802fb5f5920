//go:build !linux && !darwin && !freebsd && !netbsd && !openbsd && !dragonfly

package main

// noOneElseWrites elsewhere is false: the rows that need a system file
// Gemini CLI reads run on Unix only.
func noOneElseWrites(dir string) bool { return false }
