package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestGeminiBlockedEngramIsSaid: with an mcp.allowed list of the user's own
// servers (or "engram" in mcp.excluded, or 'gemini mcp disable engram'),
// Gemini CLI does not start Engram ('gemini mcp list' says Blocked or
// Disabled), while link said only "updated" and doctor "pass". Link now
// adds a note and doctor warns (host.gemini_blocked), naming the file and
// what to change; a list that names engram, in any case or spacing, as
// Gemini CLI compares names, says nothing.
func TestGeminiBlockedEngramIsSaid(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, file, text, said string
	}{
		{"user allowlist", "~/.gemini/settings.json", "{\n  // mine\n  \"mcp\": {\"allowed\": [\"github\"]}\n}\n", `mcp.allowed does not list "engram"`},
		{"workspace exclusion", ".gemini/settings.json", `{"mcp": {"excluded": ["ENGRAM "]}}`, `mcp.excluded lists "engram"`},
		{"disabled", "~/.gemini/mcp-server-enablement.json", `{"engram": {"enabled": false}}`, "run 'gemini mcp enable engram'"},
		{"allowlist naming it", "~/.gemini/settings.json", `{"mcp": {"allowed": ["github", " Engram"]}}`, ""},
		{"enabled", "~/.gemini/mcp-server-enablement.json", `{"engram": {"enabled": true}}`, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			home, ws := t.TempDir(), t.TempDir()
			p := hostFileAt(home, ws, c.file)
			writeFile(t, p, c.text)
			env := hostEnv(home, ws)
			l := runCLI(t, ws, "", env, "link", "--global", "gemini")
			if l.code != 0 || strings.Contains(l.stdout, "note: "+p) != (c.said != "") || !strings.Contains(l.stdout, c.said) {
				t.Errorf("link: %+v", l)
			}
			r := runCLI(t, ws, "", env, "doctor", "--json")
			var out struct {
				Checks []doctorCheck `json:"checks"`
			}
			if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
				t.Fatalf("%v\n%s", err, r.stdout)
			}
			var got *doctorCheck
			for i := range out.Checks {
				if out.Checks[i].ID == "host.gemini_blocked" {
					got = &out.Checks[i]
				}
			}
			switch {
			case c.said == "" && got != nil:
				t.Errorf("doctor: %+v", *got)
			case c.said != "" && (got == nil || got.Status != statusWarn || !strings.Contains(got.Message+got.Remedy, c.said) || !strings.Contains(got.Message, filepath.Base(p))):
				t.Errorf("doctor says nothing of it: %+v\n%s", got, r.stdout)
			}
		})
	}
}

// TestGeminiSystemSettingsBlock: Gemini CLI reads mcp.allowed and
// mcp.excluded from its system settings and system defaults too
// (/etc/gemini-cli/settings.json, system-defaults.json beside it, or
// GEMINI_CLI_SYSTEM_SETTINGS_PATH and GEMINI_CLI_SYSTEM_DEFAULTS_PATH):
// with an administrator's allowlist there, 'gemini mcp list' (0.61.0) said
// Blocked while link said "updated" and doctor "pass". It skips such a
// file where it or a folder above it is not root's or is writable by
// others, so Engram does too. The blocking rows need root-owned folders
// (a root run, as in the project's containers); the skipped row runs
// anywhere.
func TestGeminiSystemSettingsBlock(t *testing.T) {
	t.Parallel()
	secure := ""
	if runtime.GOOS != "windows" && os.Getuid() == 0 {
		if wd, err := os.Getwd(); err == nil && noOneElseWrites(wd) {
			d, err := os.MkdirTemp(wd, ".gemini-system-*")
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { os.RemoveAll(d) })
			if err := os.Chmod(d, 0o755); err != nil {
				t.Fatal(err)
			}
			secure = d
		}
	}
	for _, c := range []struct {
		name, file, text, said string
		secure                 bool
	}{
		{"system allowlist", "settings.json", `{"mcp": {"allowed": ["github"]}}`, `mcp.allowed does not list "engram"`, true},
		{"defaults exclusion", "system-defaults.json", `{"mcp": {"excluded": ["Engram"]}}`, `mcp.excluded lists "engram"`, true},
		{"system allowlist naming it", "settings.json", `{"mcp": {"allowed": ["engram"]}}`, "", true},
		{"file Gemini skips", "settings.json", `{"mcp": {"allowed": ["github"]}}`, "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			home, ws := t.TempDir(), t.TempDir()
			dir := filepath.Join(home, "etc")
			if c.secure {
				if secure == "" {
					t.Skip("needs a root-owned folder no one else may write (a root run)")
				}
				dir = filepath.Join(secure, strings.ReplaceAll(c.name, " ", "-"))
				if err := os.Mkdir(dir, 0o755); err != nil {
					t.Fatal(err)
				}
			}
			writeFile(t, filepath.Join(dir, c.file), c.text)
			env := append(hostEnv(home, ws), "GEMINI_CLI_SYSTEM_SETTINGS_PATH="+filepath.Join(dir, "settings.json"))
			l := runCLI(t, ws, "", env, "link", "--global", "gemini")
			if l.code != 0 || strings.Contains(l.stdout, "ask whoever manages them") != (c.said != "") || !strings.Contains(l.stdout, c.said) {
				t.Errorf("link: %+v", l)
			}
			got := doctorCheckOf(t, ws, env, "host.gemini_blocked")
			if (got.ID != "") != (c.said != "") || c.said != "" && !strings.Contains(got.Message, filepath.Join(dir, c.file)+": "+c.said) {
				t.Errorf("doctor: %+v", got)
			}
		})
	}
}
