package main

import (
	"syscall"
	"unsafe"
)

// fstatatNoFollow is lstat of name inside the open folder dirfd. The
// syscall package exports no fstatat on linux/amd64: this is its
// newfstatat, as the package's own unexported one calls it.
func fstatatNoFollow(dirfd int, name string, st *syscall.Stat_t) error {
	p, err := syscall.BytePtrFromString(name)
	if err != nil {
		return err
	}
	const atSymlinkNoFollow = 0x100
	_, _, errno := syscall.Syscall6(syscall.SYS_NEWFSTATAT, uintptr(dirfd), uintptr(unsafe.Pointer(p)), uintptr(unsafe.Pointer(st)), atSymlinkNoFollow, 0, 0)
	if errno != 0 {
		return errno
	}
	return nil
}
