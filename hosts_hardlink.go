package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// A host config with two names of one file (a hard link: `ln` from a
// dotfiles folder, or `mklink /H AGENTS.md CLAUDE.md` where Windows
// refuses symbolic links) was replaced by writeFileAtomic's rename: this
// name got the new text and the other name kept the old one, so the
// dotfiles copy, or the CLAUDE.md beside an AGENTS.md, silently lacked
// Engram's entry, or kept it after unlink. Such a file is written through,
// in place, as editors do for it; a copy of the old text is kept beside it
// until the new text is on disk, so a crash midway loses nothing.

// writeThrough replaces the content of p, a file with other names, in
// place. The old text goes first to a file beside p (".NAME.before-engram-*",
// a name the temp sweep leaves alone), synced; p is then rewritten,
// truncated and synced, and the copy removed. On a failure after p was
// opened, the old text is put back; if even that fails, the error names
// the copy that holds it.
func writeThrough(p string, data []byte) error {
	old, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	backup, err := os.CreateTemp(filepath.Dir(p), "."+filepath.Base(p)+".before-engram-*")
	if err != nil {
		return err
	}
	_, err = backup.Write(old)
	if err == nil {
		err = backup.Sync()
	}
	if cerr := backup.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(backup.Name())
		return err
	}
	if err := overwrite(p, data); err != nil {
		if rerr := overwrite(p, old); rerr != nil {
			return fmt.Errorf("%w; its old text is in %s", err, backup.Name())
		}
		os.Remove(backup.Name())
		return err
	}
	return os.Remove(backup.Name())
}

// overwrite makes data the whole content of the existing file p, in place.
func overwrite(p string, data []byte) error {
	f, err := os.OpenFile(p, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	_, err = f.WriteAt(data, 0)
	if err == nil {
		err = f.Truncate(int64(len(data)))
	}
	if err == nil {
		err = f.Sync()
	}
	return errors.Join(err, f.Close())
}
