package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// This file holds the one rule for paths inside a store. A store is usually
// part of a git checkout, and a clone is written by whoever published it:
// git keeps symbolic links, including ones that climb to "/". So every file
// or folder Engram reads, writes, renames or removes inside a store must be
// reached from the store root without passing through a symbolic link, and
// must be a regular file or a folder. Anything else is refused with an error
// that names the path.
//
// The checks use Lstat on each component. A link swapped in between the
// check and the use needs a process racing Engram on the same machine,
// which is outside the threat model of a hostile clone (SECURITY.md).

// maxSmallFileBytes bounds Engram's small bookkeeping files (.gitignore,
// usage counts, pending approvals).
const maxSmallFileBytes = 4 << 20

// maxMemoryFileBytes bounds one memory file. Memories are short notes of a
// few hundred words; a file far larger is a mistake or an attack on every
// session start (git compresses a repetitive file a hundredfold and more).
const maxMemoryFileBytes = 256 << 10

// errTooLarge marks a file refused for its size.
var errTooLarge = errors.New("too large to read")

// errNotInStore marks a path refused by this rule.
var errNotInStore = errors.New("not a plain file or folder inside the store")

// checkStorePath refuses rel (slash-separated, relative to the store root
// dir) when any component that exists is a symbolic link, or something other
// than a folder (for the components before the last) or a regular file or
// folder (for the last). Components that do not exist yet are fine: they
// will be created as real folders and files.
func checkStorePath(dir, rel string) error {
	if !isStorePath(rel) {
		return fmt.Errorf("refusing %q: %w", rel, errNotInStore)
	}
	parts := strings.Split(rel, "/")
	cur := dir
	for i, p := range parts {
		cur = filepath.Join(cur, p)
		fi, err := os.Lstat(cur)
		if err != nil {
			return nil
		}
		last := i == len(parts)-1
		switch {
		case fi.Mode()&fs.ModeSymlink != 0:
			return fmt.Errorf("refusing %s: it is a symbolic link, and Engram never follows a link inside a store (%w)", cur, errNotInStore)
		case !last && !fi.IsDir():
			return fmt.Errorf("refusing %s: it is not a folder (%w)", cur, errNotInStore)
		case last && !fi.IsDir() && !fi.Mode().IsRegular():
			return fmt.Errorf("refusing %s: it is not a regular file (%w)", cur, errNotInStore)
		}
	}
	return nil
}

// isPlainDir reports whether dir/rel is a real folder reached without a
// symbolic link: the sweeps list only such folders.
func isPlainDir(dir, rel string) bool {
	if rel != "." && checkStorePath(dir, rel) != nil {
		return false
	}
	fi, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(rel)))
	return err == nil && fi.IsDir()
}

// readPlainFile reads dir/rel when it is a regular file reached without a
// symbolic link and at most limit bytes long. A missing file gives an error
// that satisfies errors.Is(err, fs.ErrNotExist).
func readPlainFile(dir, rel string, limit int64) ([]byte, error) {
	if err := checkStorePath(dir, rel); err != nil {
		return nil, err
	}
	name := filepath.Join(dir, filepath.FromSlash(rel))
	f, err := openNoFollow(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("refusing %s: it is not a regular file (%w)", name, errNotInStore)
	}
	if fi.Size() > limit {
		return nil, fmt.Errorf("refusing %s: %d bytes, over the limit of %d (%w)", name, fi.Size(), limit, errTooLarge)
	}
	data := make([]byte, fi.Size())
	n, err := io.ReadFull(f, data)
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		err = nil // the file shrank between Stat and Read
	}
	return data[:n], err
}
