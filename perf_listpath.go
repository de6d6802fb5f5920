package main

import (
	"os"
	"path/filepath"
	"strings"
)

// Speed-up (issue 20): a listed file's path is its folder's path, a slash
// and its name.
//
// Reference path: filepath.Join(dir, name) for each of the 10,000 names a
// warm spawn lists, which cleans the joined path byte by byte again: in a
// warm spawn's profile it cost as much as reading the folders' names
// (BENCHMARKS.md, "Stop 39 (statc)"). dir is already clean (a Join of the
// root and the folder's name), and a name read from a folder holds no
// separator and is never "." or "..", so the join is the concatenation,
// with the same bytes; anything else (Windows' separators and volumes, a
// root or "." as dir, a name with a slash) takes Join.
//
// ENGRAM_NO_CACHE=1 turns it off. TestListedPathMatchesJoin holds it to
// Join.

var listPathOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// listedPaths returns, for the names listed in dir, filepath.Join(dir,
// name), dir checked once.
func listedPaths(dir string) func(name string) string {
	if !listPathOn || filepath.Separator != '/' || dir == "" || dir == "." || dir != filepath.Clean(dir) || strings.HasSuffix(dir, "/") {
		return func(name string) string { return filepath.Join(dir, name) }
	}
	return func(name string) string {
		if name == "" || name == "." || name == ".." || strings.IndexByte(name, '/') >= 0 {
			return filepath.Join(dir, name)
		}
		return dir + "/" + name
	}
}
