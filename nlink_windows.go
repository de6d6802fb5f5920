package main

import (
	"os"
	"syscall"
)

// hasOtherNames on Windows asks the file itself: os.Stat there gives no
// link count, and `mklink /H` is how Windows users, who need a privilege
// for symbolic links, give AGENTS.md and CLAUDE.md one text.
func hasOtherNames(p string) bool {
	f, err := os.Open(p)
	if err != nil {
		return false
	}
	defer f.Close()
	var info syscall.ByHandleFileInformation
	if syscall.GetFileInformationByHandle(syscall.Handle(f.Fd()), &info) != nil {
		return false
	}
	return info.FileAttributes&syscall.FILE_ATTRIBUTE_DIRECTORY == 0 && info.NumberOfLinks > 1
}
