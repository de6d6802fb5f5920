package main

import (
	"os"
	"path/filepath"
	"strings"
	"unsafe"
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
// The joined paths are cut from blocks of listedPathBlock paths each, one
// allocation a block, not one a path: 10,000 allocations of ~100 bytes
// were 2.5-7 ms of a warm spawn's listing chain (its critical path) on a
// new process's heap, against ~1 ms in a warm process. A block is small
// so that a path that outlives the others (a file read again in a
// later view while the others are reused) holds a few KB, not the listing.
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
	var block []byte
	return func(name string) string {
		if name == "" || name == "." || name == ".." || strings.IndexByte(name, '/') >= 0 {
			return filepath.Join(dir, name)
		}
		n := len(dir) + 1 + len(name)
		if n > cap(block)-len(block) {
			block = make([]byte, 0, max(n, listedPathBlock*n))
		}
		at := len(block)
		block = append(block, dir...)
		block = append(block, '/')
		block = append(block, name...)
		return unsafe.String(&block[at], n)
	}
}

// listedPathBlock is how many paths (of the first's length) a block holds.
const listedPathBlock = 64
