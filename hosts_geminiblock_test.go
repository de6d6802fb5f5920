package main

import (
	"encoding/json"
	"path/filepath"
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
