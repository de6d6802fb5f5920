package main

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// This file is the one way Engram replaces a whole file outside the
// journaled transaction (txn.go): write a temp file in the target's folder,
// fsync it, give it its mode, rename it over the target, and remove the temp
// file on any error, whose first one is returned. A crash leaves the old
// file or the new one, never half of either. Caches (the prepared cache,
// written.sums) skip the fsync: losing one costs a rebuild, and their
// readers check what they read.

// atomicWrite is one replacement of path.
type atomicWrite struct {
	path    string
	pattern string // the temp file's name (os.CreateTemp); in a store it starts with tmpPrefix, so recoverStore sweeps it
	mode    fs.FileMode
	cache   bool // no fsync
}

// write fills the temp file through fill, then puts it in place.
func (w atomicWrite) write(fill func(io.Writer) error) error {
	f, err := os.CreateTemp(filepath.Dir(w.path), w.pattern)
	if err != nil {
		return err
	}
	err = fill(f)
	if err == nil && !w.cache {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if w.cache {
		crashPoint("cache-temp", 0)
	}
	if err == nil {
		err = os.Chmod(f.Name(), w.mode)
	}
	if err == nil {
		err = os.Rename(f.Name(), w.path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// writeAtomic replaces path with data, durably.
func writeAtomic(path, pattern string, mode fs.FileMode, data []byte) error {
	return atomicWrite{path: path, pattern: pattern, mode: mode}.write(func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}
