//go:build !unix

package main

import "os"

// openNoFollow opens name for reading. Where the platform has no
// no-follow open (Windows), checkStorePath's Lstat of every component,
// done just before, is the check.
func openNoFollow(name string) (*os.File, error) {
	return os.Open(name)
}
