//go:build !windows

package main

import "os"

// hasOtherNames reports whether the regular file at p has more than one
// name (a hard link); a missing file has none. Only stat_unix.go's systems
// report the count; elsewhere (plan9, wasm) it is false.
func hasOtherNames(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular() && hardLinked(fi)
}
