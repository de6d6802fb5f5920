package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestDoctorNamesDanglingConfigLink: a host config that is, or lies in a
// folder that is, a symbolic link to nothing (a dotfiles folder moved or
// not checked out) read as absent, so doctor said only "no host has an
// engram MCP entry", and 'engram link' then refused the link. doctor now
// warns on that host's check, naming the link and where it points; a
// link that leads somewhere, or no file at all, says nothing new.
func TestDoctorNamesDanglingConfigLink(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("symlinks need privileges on Windows")
	}
	for _, c := range []struct {
		name, link, id, host string
		dangling             bool
	}{
		{"user file", "~/.gemini/settings.json", "host.gemini.global", "Gemini CLI", true},
		{"user folder", "~/.codex", "host.codex.global", "Codex", true},
		{"workspace file", ".mcp.json", "host.claude", "Claude Code", true},
		{"live link", "~/.gemini/settings.json", "host.gemini.global", "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			home, ws := t.TempDir(), t.TempDir()
			link, target := hostFileAt(home, ws, c.link), filepath.Join(home, "dotfiles", "moved")
			if !c.dangling {
				writeFile(t, target, `{"theme": "x"}`)
			}
			if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(target, link); err != nil {
				t.Fatal(err)
			}
			r := runCLI(t, ws, "", hostEnv(home, ws), "doctor", "--json")
			var out struct {
				Checks []doctorCheck `json:"checks"`
			}
			if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
				t.Fatalf("%v\n%s", err, r.stdout)
			}
			var got *doctorCheck
			for i := range out.Checks {
				if out.Checks[i].ID == c.id {
					got = &out.Checks[i]
				}
			}
			if !c.dangling {
				if got != nil {
					t.Errorf("a link that leads to a file without engram: %+v", *got)
				}
				return
			}
			if got == nil || got.Status != statusWarn || !strings.Contains(got.Message, link) ||
				!strings.Contains(got.Message, "a link to "+target+", which does not exist") ||
				!strings.Contains(got.Message, c.host) || !strings.Contains(got.Remedy, "remove the link") {
				t.Errorf("doctor beside %s -> nothing: %+v\n%s", c.link, got, r.stdout)
			}
		})
	}
}
