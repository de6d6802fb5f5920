package main

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestVersionCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	tests := []struct {
		args       []string
		wantCode   int
		wantStdout string
		wantStderr string
	}{
		{[]string{"version"}, 0, testBinaryVersion(t) + "\n", ""},
		{[]string{"--version"}, 0, testBinaryVersion(t) + "\n", ""},
		{[]string{"version", "-h"}, 0, "Usage: engram version", ""},
		{[]string{"version", "--bogus"}, 2, "", "engram: unknown flag --bogus"},
		{[]string{"version", "extra"}, 2, "", `engram: unexpected argument "extra"`},
	}
	for _, tt := range tests {
		r := runCLI(t, dir, "", nil, tt.args...)
		if r.code != tt.wantCode || !strings.HasPrefix(r.stdout, tt.wantStdout) || !strings.Contains(r.stderr, tt.wantStderr) {
			t.Errorf("engram %v = (%d, %q, %q), want (%d, %q…, …%q…)", tt.args, r.code, r.stdout, r.stderr, tt.wantCode, tt.wantStdout, tt.wantStderr)
		}
	}
}

// testBinaryVersion is the version the test binary reports: TestMain stamps
// it explicitly, so the answer does not depend on the toolchain's VCS
// settings.
func testBinaryVersion(t *testing.T) string {
	t.Helper()
	return testBinaryStamp
}

func TestVersionJSON(t *testing.T) {
	t.Parallel()
	r := runCLI(t, t.TempDir(), "", nil, "version", "--json")
	var got map[string]string
	if err := json.Unmarshal([]byte(r.stdout), &got); err != nil || r.code != 0 {
		t.Fatalf("version --json = (%d, %q): %v", r.code, r.stdout, err)
	}
	want := map[string]string{"version": testBinaryVersion(t), "go": runtime.Version(), "os": runtime.GOOS, "arch": runtime.GOARCH}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("version --json %s = %q, want %q", k, got[k], v)
		}
	}
	if len(got) != len(want) {
		t.Errorf("version --json has keys %v, want exactly %v", got, want)
	}
}

// TestVersionLdflags checks the release script's way of setting the version,
// with the same flags, and that a leading "v" is dropped to match npm. It
// adds TestMain's -tags crashpoints, which changes no file the version is
// in: the version is set at link time, and with the tag the package
// TestMain compiled is relinked (half a second) instead of compiled again
// (five seconds of CPU after every edit).
func TestVersionLdflags(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds another binary")
	}
	bin := filepath.Join(t.TempDir(), "engram")
	build := exec.Command("go", "build", "-trimpath", "-buildvcs=false", "-tags", "crashpoints", "-ldflags", "-buildid= -s -w -X main.version=v1.2.3-rc.1", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "version").Output()
	if err != nil || string(out) != "1.2.3-rc.1\n" {
		t.Errorf("engram version = %q, %v; want \"1.2.3-rc.1\\n\"", out, err)
	}
}

func TestChooseVersion(t *testing.T) {
	t.Parallel()
	tests := []struct{ stamped, recorded, want string }{
		{"v1.2.3", "v9.9.9", "1.2.3"},
		{"", "v1.4.0", "1.4.0"},
		{"", "v0.0.0-20261202171437-3b61d8cb3e87", "0.0.0-20261202171437-3b61d8cb3e87"},
		{"", "v0.0.0-20261202171437-3b61d8cb3e87+dirty", "0.0.0-20261202171437-3b61d8cb3e87+dirty"},
		{"", "(devel)", "0.0.0-dev"},
		{"", "", "0.0.0-dev"},
	}
	for _, tt := range tests {
		if got := chooseVersion(tt.stamped, tt.recorded); got != tt.want {
			t.Errorf("chooseVersion(%q, %q) = %q, want %q", tt.stamped, tt.recorded, got, tt.want)
		}
	}
}

func TestNpxPackageSpec(t *testing.T) {
	tests := []struct {
		version string
		want    string
	}{
		{"1.2.3", "@the-long-ride/engram@1.2.3"},
		{"v0.1.0", "@the-long-ride/engram@0.1.0"},
		{"1.0.0-rc.2", "@the-long-ride/engram@1.0.0-rc.2"},
		{"0.0.0-dev", "@the-long-ride/engram"},
		{"0.0.0-20260101120000-abcdef123456", "@the-long-ride/engram"},
		{"1.2.4-0.20260101120000-abcdef123456", "@the-long-ride/engram"},
		{"1.2.3+dirty", "@the-long-ride/engram"},
		{"1.2", "@the-long-ride/engram"},
	}
	saved := version
	defer func() { version = saved }()
	for _, tt := range tests {
		version = tt.version
		if got := npxCommand(engramVersion()).args[2]; got != tt.want {
			t.Errorf("the npx package spec with version %q = %q, want %q", tt.version, got, tt.want)
		}
	}
}

func TestCompareVersions(t *testing.T) {
	t.Parallel()
	tests := []struct {
		a, b string
		want int
		ok   bool
	}{
		{"1.2.3", "1.2.3", 0, true},
		{"1.10.0", "1.9.9", 1, true},
		{"1.2.3-rc.1", "1.2.3", -1, true},
		{"1.2.3-rc.2", "1.2.3-rc.10", -1, true},
		{"1.2.3-rc.1", "1.2.3-rc.1.1", -1, true},
		{"1.2.3-1", "1.2.3-alpha", -1, true},
		{"1.2.3+dirty", "1.2.3", 0, true},
		{"0.0.0-20261202171437-3b61d8cb3e87", "0.0.0-20261203090000-0123456789ab", -1, true},
		{"1.2.4-0.20261202171437-3b61d8cb3e87", "1.2.3", 1, true},
		{"0.0.0-dev", "1.2.3", 0, false},
		{"1.2", "1.2.3", 0, false},
		{"1.x.3", "1.2.3", 0, false},
	}
	for _, tt := range tests {
		got, ok := compareVersions(tt.a, tt.b)
		if got != tt.want || ok != tt.ok {
			t.Errorf("compareVersions(%q, %q) = %d, %v; want %d, %v", tt.a, tt.b, got, ok, tt.want, tt.ok)
		}
		if back, _ := compareVersions(tt.b, tt.a); back != -got {
			t.Errorf("compareVersions(%q, %q) = %d, not the reverse of %d", tt.b, tt.a, back, got)
		}
	}
}
