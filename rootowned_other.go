//go:build !linux && !darwin && !freebsd && !netbsd && !openbsd && !dragonfly

package main

import "os"

// adminOwned elsewhere is true: Gemini CLI checks a Windows system file's
// ACL with PowerShell, which Engram does not repeat; the file sits in
// C:\ProgramData, where an administrator put it.
func adminOwned(fi os.FileInfo) bool { return true }
