//go:build unix

package main

import (
	"os"
	"syscall"
)

// openNoFollow opens name for reading and fails if its last component is a
// symbolic link, so a link planted after checkStorePath looked is not
// followed either. O_NONBLOCK keeps a FIFO swapped in after that look from
// blocking the open; for a regular file it changes nothing.
func openNoFollow(name string) (*os.File, error) {
	return os.OpenFile(name, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
}
