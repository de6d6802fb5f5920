//go:build !linux

package main

// ramTempDir is tmpdir_linux_test.go's, where there is no /dev/shm to use:
// the default temp folder.
func ramTempDir() string { return "" }
