package main

import (
	"io/fs"
	"os"
)

// folderStatter stats files of one folder by name through an os.Root, which
// resolves the name relative to the folder where the platform can, or,
// where there is one and the speed-up is on, through a raw fstatat on the
// folder's descriptor (fast, perf_fstatat_*.go).
type folderStatter struct {
	root *os.Root
	fast fastStatter // used when root is nil
}

func openFolderStatter(dir string) (*folderStatter, error) {
	if fast, ok := openFastStatter(dir); ok {
		return &folderStatter{fast: fast}, nil
	}
	r, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &folderStatter{root: r}, nil
}

func (s *folderStatter) stat(name string) (fileKey, fileKind, error) {
	if s.root == nil {
		return s.fast.stat(name)
	}
	fi, err := s.root.Lstat(name)
	if err != nil {
		return fileKey{}, 0, err
	}
	kind := kindOther
	switch {
	case fi.Mode().IsRegular():
		kind = kindRegular
	case fi.Mode()&fs.ModeSymlink != 0:
		kind = kindSymlink
	case !fi.IsDir():
		kind = kindSpecial
	}
	return statKey(fi), kind, nil
}

func (s *folderStatter) close() {
	if s.root == nil {
		s.fast.close()
		return
	}
	s.root.Close()
}
