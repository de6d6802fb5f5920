package main

import "syscall"

// fstatatNoFollow is lstat of name inside the open folder dirfd.
func fstatatNoFollow(dirfd int, name string, st *syscall.Stat_t) error {
	const atSymlinkNoFollow = 0x100
	return syscall.Fstatat(dirfd, name, st, atSymlinkNoFollow)
}
