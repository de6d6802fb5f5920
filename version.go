package main

import (
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
)

// This file owns the one version string. The release script sets it with
// -ldflags "-X main.version=1.2.3"; `engram version`, the MCP serverInfo and
// the npx pin (npxPackageSpec) all read it through engramVersion, so a host
// never sees two different answers.

// version is set at build time. When it is empty, engramVersion falls back to
// the version Go recorded in the build info, then to "0.0.0-dev".
var version = ""

// npmPackage is the npm name of the wrapper in npm/, which bundles this binary.
const npmPackage = "@the-long-ride/engram"

// engramVersion is the one version string, without a leading "v" so that it
// is also the npm package version.
func engramVersion() string {
	return chooseVersion(version, recordedVersion())
}

// recordedVersion is the version Go recorded in the build info, read once:
// parsing it cost ~6 % of a trivial tool call, whose status names it.
var recordedVersion = sync.OnceValue(func() string {
	if info, ok := debug.ReadBuildInfo(); ok {
		return info.Main.Version
	}
	return ""
})

// chooseVersion picks the version from the -X flag, else from what Go
// recorded in the build info: `go install` from a tagged module records
// "v1.2.3", a build in a git checkout a pseudo-version, a build without VCS
// "(devel)" (which says nothing, so "0.0.0-dev").
func chooseVersion(stamped, recorded string) string {
	if stamped != "" {
		return strings.TrimPrefix(stamped, "v")
	}
	if recorded != "" && recorded != "(devel)" {
		return strings.TrimPrefix(recorded, "v")
	}
	return "0.0.0-dev"
}

// isReleaseVersion reports whether v looks like a published release
// ("1.2.3" or "1.2.3-rc.1"), as opposed to "0.0.0-dev", a Go pseudo-version
// ("0.0.0-20260101120000-abcdef123456") or a "+dirty" build, none of which
// exist on the npm registry.
func isReleaseVersion(v string) bool {
	if v == "0.0.0-dev" || strings.Contains(v, "+") {
		return false
	}
	core, pre, _ := strings.Cut(v, "-")
	parts := strings.Split(core, ".")
	if len(parts) != 3 {
		return false
	}
	for _, p := range parts {
		if p == "" || strings.Trim(p, "0123456789") != "" {
			return false
		}
	}
	// A pseudo-version's pre-release part holds a 14-digit timestamp.
	for _, f := range strings.FieldsFunc(pre, func(r rune) bool { return r == '.' || r == '-' }) {
		if len(f) == 14 && strings.Trim(f, "0123456789") == "" {
			return false
		}
	}
	return true
}

// compareVersions orders two versions as engramVersion prints them by
// Semantic Versioning precedence (a Go pseudo-version orders by its
// timestamp, as Go meant it to). It is false when either says nothing
// ("0.0.0-dev", a build without a stamp or VCS data) or is not a version.
func compareVersions(a, b string) (int, bool) {
	pa, oka := parseSemver(a)
	pb, okb := parseSemver(b)
	if !oka || !okb || a == "0.0.0-dev" || b == "0.0.0-dev" {
		return 0, false
	}
	for i := 0; i < 3; i++ {
		if pa.core[i] != pb.core[i] {
			return cmp.Compare(pa.core[i], pb.core[i]), true
		}
	}
	// A release orders after its pre-releases.
	switch {
	case len(pa.pre) == 0 && len(pb.pre) == 0:
		return 0, true
	case len(pa.pre) == 0:
		return 1, true
	case len(pb.pre) == 0:
		return -1, true
	}
	for i := 0; i < len(pa.pre) && i < len(pb.pre); i++ {
		if c := comparePrerelease(pa.pre[i], pb.pre[i]); c != 0 {
			return c, true
		}
	}
	return cmp.Compare(len(pa.pre), len(pb.pre)), true
}

type semver struct {
	core [3]int
	pre  []string
}

// parseSemver reads MAJOR.MINOR.PATCH[-PRE][+BUILD]; BUILD has no
// precedence, so "+dirty" is dropped.
func parseSemver(v string) (semver, bool) {
	var s semver
	v, _, _ = strings.Cut(v, "+")
	core, pre, hasPre := strings.Cut(v, "-")
	parts := strings.Split(core, ".")
	if len(parts) != 3 {
		return s, false
	}
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return s, false
		}
		s.core[i] = n
	}
	if hasPre {
		s.pre = strings.Split(pre, ".")
	}
	return s, true
}

// comparePrerelease: numeric identifiers order numerically and before
// alphanumeric ones, which order by their bytes.
func comparePrerelease(a, b string) int {
	na, errA := strconv.Atoi(a)
	nb, errB := strconv.Atoi(b)
	switch {
	case errA == nil && errB == nil:
		return cmp.Compare(na, nb)
	case errA == nil:
		return -1
	case errB == nil:
		return 1
	}
	return strings.Compare(a, b)
}

// versionInfo is what `engram version --json` prints.
type versionInfo struct {
	Version string `json:"version"`
	Go      string `json:"go"`
	OS      string `json:"os"`
	Arch    string `json:"arch"`
}

func cmdVersion(e *env, args []string) error {
	fs := flag.NewFlagSet("version", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "")
	if done, err := parseNoArgs(e, fs, args, "engram version [--json]", "Prints the Engram version. --json prints {\"version\",\"go\",\"os\",\"arch\"}.\n"); done || err != nil {
		return err
	}
	if !*asJSON {
		fmt.Fprintln(e.stdout, engramVersion())
		return nil
	}
	out, err := json.Marshal(versionInfo{engramVersion(), runtime.Version(), runtime.GOOS, runtime.GOARCH})
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "%s\n", out)
	return nil
}
