package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// doctorStatuses runs `engram doctor --json` and maps check ids to status
// and message.
func doctorStatuses(t *testing.T, ws string, env []string) (map[string]doctorCheck, int) {
	t.Helper()
	r := runCLI(t, ws, "", env, "doctor", "--json")
	var out struct {
		Checks []doctorCheck `json:"checks"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("%v\n%s%s", err, r.stdout, r.stderr)
	}
	m := map[string]doctorCheck{}
	for _, c := range out.Checks {
		if _, seen := m[c.ID]; !seen || c.Status == statusFail {
			m[c.ID] = c
		}
	}
	return m, r.code
}

// TestCodexApproval: link writes "prompt" (Codex asks on every call),
// migrates the "approve" earlier versions wrote (Codex reads it as
// pre-approved), never rewrites a user's "prompt", and doctor fails on
// "approve" or a missing table (issue 18, DESIGN.md §6).
func TestCodexApproval(t *testing.T) {
	const old = "model = \"gpt-5\"\n\n# >>> engram (managed by engram link) >>>\n[mcp_servers.engram]\ncommand = \"engram-mcp\"\nargs = []\n\n[mcp_servers.engram.tools.engram_commit]\napproval_mode = \"approve\"\n# <<< engram <<<\n"
	cases := []struct {
		name, config string
		link         bool
		wantMode     string // approval_mode in the file afterwards ("" = none)
		wantDoctor   string
	}{
		{"fresh link", "", true, `approval_mode = "prompt"`, statusPass},
		{"old approve, doctor only", old, false, `approval_mode = "approve"`, statusFail},
		{"old approve migrated by link", old, true, `approval_mode = "prompt"`, statusPass},
		{"user prompt kept", strings.Replace(old, `"approve"`, `"prompt"`, 1), true, `approval_mode = "prompt"`, statusPass},
		{"hand-written without table", "[mcp_servers.engram]\ncommand = \"/opt/engram/run\"\n", false, "", statusFail},
		{"hand-written prompt kept by link", "[mcp_servers.engram]\ncommand = \"/opt/engram/run\"\n\n[mcp_servers.engram.tools.engram_commit]\napproval_mode = \"prompt\"\n", true, `approval_mode = "prompt"`, statusPass},
		{"hand-written auto", "[mcp_servers.engram]\ncommand = \"/opt/engram/run\"\n\n[mcp_servers.engram.tools.engram_commit]\napproval_mode = \"auto\"\n", false, `approval_mode = "auto"`, statusWarn},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			env := append(hostEnv(home, ws), "PATH=/nonexistent")
			cfg := filepath.Join(home, ".codex", "config.toml")
			if c.config != "" {
				writeFile(t, cfg, c.config)
			}
			if c.link {
				if r := runCLI(t, ws, "", env, "link", "--global", "codex"); r.code != 0 {
					t.Fatalf("link: code %d\n%s%s", r.code, r.stdout, r.stderr)
				}
			}
			got := readFile(t, cfg)
			if c.wantMode != "" && !strings.Contains(got, c.wantMode) || c.wantMode == "" && strings.Contains(got, "approval_mode") {
				t.Fatalf("config.toml, want %q:\n%s", c.wantMode, got)
			}
			if n := strings.Count(got, "approval_mode"); n > 1 {
				t.Fatalf("%d approval_mode lines:\n%s", n, got)
			}
			checks, code := doctorStatuses(t, ws, env)
			ch := checks["host.codex_approval"]
			if ch.Status != c.wantDoctor {
				t.Fatalf("host.codex_approval = %+v, want %s", ch, c.wantDoctor)
			}
			if c.wantDoctor == statusFail && code != exitError {
				t.Fatalf("doctor exit %d with host.codex_approval %s", code, ch.Status)
			}
		})
	}
}
