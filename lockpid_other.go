//go:build !unix

package main

import "os"

// processAlive reports whether a process with this pid runs on this host. On
// Windows os.FindProcess opens the process and fails when there is none;
// elsewhere it may always succeed, which only makes a dead lock wait for
// staleLock.
func processAlive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	p.Release()
	return true
}
