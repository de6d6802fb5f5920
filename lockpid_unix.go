//go:build unix

package main

import "syscall"

// processAlive reports whether a process with this pid runs on this host;
// signal 0 checks without sending anything. EPERM means it runs as another
// user, which still holds the lock.
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || err == syscall.EPERM
}
