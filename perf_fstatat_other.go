//go:build !(linux && (amd64 || arm64))

package main

// fastStatter is perf_fstatat_linux.go's; elsewhere there is none and
// os.Root stats every name (statdir_root.go).
type fastStatter struct{}

func openFastStatter(string) (fastStatter, bool)           { return fastStatter{}, false }
func (fastStatter) stat(string) (fileKey, fileKind, error) { return fileKey{}, 0, nil }
func (fastStatter) close()                                 {}
