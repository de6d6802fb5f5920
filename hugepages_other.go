//go:build !linux

package main

// preferHugePages is Linux's transparent huge pages (hugepages_linux.go);
// elsewhere the load runs on the system's pages as they come.
func preferHugePages(n int64) {}
