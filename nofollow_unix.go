//go:build unix

package main

import (
	"os"
	"syscall"
)

// openNoFollow opens name for reading and fails if its last component is a
// symbolic link, so a link planted after checkStorePath looked is not
// followed either.
func openNoFollow(name string) (*os.File, error) {
	return os.OpenFile(name, os.O_RDONLY|syscall.O_NOFOLLOW, 0)
}
