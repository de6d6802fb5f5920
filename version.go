package main

import "runtime/debug"

// version is set at build time with -ldflags "-X main.version=v1.2.3". When it is
// empty, engramVersion falls back to the module version recorded by `go install`,
// then to "0.0.0-dev" for a plain `go build` from a checkout.
var version = ""

// engramVersion is the one version string: `engram version`, serverInfo and the
// npx pin all use it, so a host never sees two different answers.
func engramVersion() string {
	if version != "" {
		return version
	}
	if info, ok := debug.ReadBuildInfo(); ok {
		v := info.Main.Version
		if v != "" && v != "(devel)" {
			if v[0] == 'v' {
				v = v[1:]
			}
			return v
		}
	}
	return "0.0.0-dev"
}
