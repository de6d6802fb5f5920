//go:build linux && (amd64 || arm64)

package main

import (
	"os"
	"syscall"
)

// Speed-up (issue 20): a spawn's 10,000 stats as raw fstatat calls on the
// folder's descriptor.
//
// Reference path: os.Root.Lstat (statdir_root.go), which resolves the same
// one name relative to the same folder with the same fstatat, without
// following a symbolic link, but first splits and checks the name as a
// path, then builds an os.FileInfo (an allocation with a copy of the name)
// that statKey takes apart again. Measured on this VM (10,000 names of
// genstore.py's store on tmpfs, best of 7): 28.0 ms on one goroutine and
// 17.9 on two, against 10.5 and 5.2 for the raw call; in a warm spawn the
// stats are most of the listing / stat / hashes chain (BENCHMARKS.md,
// "Stop 39 (statc)"). The key and the kind are read from the same
// Stat_t fields statKey reads (statTKey), and a name that is not there,
// or any other error, is an error here as there.
//
// ENGRAM_NO_CACHE=1 turns it off (os.Root then). TestFstatatMatchesRoot
// holds the two to the same keys, kinds and errors.

var fstatatOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// fastStatter is an open folder's descriptor.
type fastStatter struct{ fd int }

func openFastStatter(dir string) (fastStatter, bool) {
	if !fstatatOn {
		return fastStatter{}, false
	}
	// As os.OpenRoot opens it.
	fd, err := syscall.Open(dir, syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return fastStatter{}, false // os.OpenRoot then reports it
	}
	return fastStatter{fd: fd}, true
}

// stat reports name's key and kind, without following a symbolic link.
func (s fastStatter) stat(name string) (fileKey, fileKind, error) {
	var st syscall.Stat_t
	var err error
	for {
		if err = fstatatNoFollow(s.fd, name, &st); err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		return fileKey{}, 0, &os.PathError{Op: "fstatat", Path: name, Err: err}
	}
	kind := kindOther
	switch st.Mode & syscall.S_IFMT {
	case syscall.S_IFREG:
		kind = kindRegular
	case syscall.S_IFLNK:
		kind = kindSymlink
	case syscall.S_IFDIR:
	default:
		kind = kindSpecial
	}
	return statTKey(&st), kind, nil
}

func (s fastStatter) close() { syscall.Close(s.fd) }
