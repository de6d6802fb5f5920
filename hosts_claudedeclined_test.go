package main

import (
	"strings"
	"testing"
)

// TestClaudeDeclinedIsSaid: a user who answered no when Claude Code asked
// about the project's servers has "engram" in the project's
// disabledMcpjsonServers in ~/.claude.json (or lists it there in a
// settings file); Claude Code 2.1.328 then never starts it nor asks again
// ('claude mcp list': "No MCP servers configured"), while link's note said
// Claude Code would ask and doctor passed. Link now says what declined it
// and how to be asked again, and doctor warns (host.claude_declined).
func TestClaudeDeclinedIsSaid(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, file, text, said string
	}{
		{"declined in the dialog", "~/.claude.json", `{"projects": {"WS": {"disabledMcpjsonServers": ["engram"]}}}`, "claude mcp reset-project-choices"},
		{"local settings", ".claude/settings.local.json", `{"disabledMcpjsonServers": ["engram"]}`, `remove "engram" from disabledMcpjsonServers`},
		// Claude Code rejects a settings file with a comment whole.
		{"commented local settings", ".claude/settings.local.json", "{\n  // mine\n  \"disabledMcpjsonServers\": [\"engram\"]\n}\n", ""},
		{"another server declined", "~/.claude.json", `{"projects": {"WS": {"disabledMcpjsonServers": ["github"]}}}`, ""},
		{"another project", "~/.claude.json", `{"projects": {"/elsewhere": {"disabledMcpjsonServers": ["engram"]}}}`, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			home, ws := t.TempDir(), t.TempDir()
			p := hostFileAt(home, ws, c.file)
			writeFile(t, p, strings.ReplaceAll(c.text, `"WS"`, quoteJSON(ws)))
			env := hostEnv(home, ws)
			l := runCLI(t, ws, "", env, "link", "claude")
			asks := strings.Contains(l.stdout, "it asks when it first starts here")
			if l.code != 0 || asks != (c.said == "") || !strings.Contains(l.stdout, c.said) || c.said != "" && !strings.Contains(l.stdout, "note: "+p) {
				t.Errorf("link: %+v", l)
			}
			got := doctorCheckOf(t, ws, env, "host.claude_declined")
			if (got.ID != "") != (c.said != "") || c.said != "" && (got.Status != statusWarn || !strings.HasPrefix(got.Message, p+":") || !strings.Contains(got.Remedy, c.said)) {
				t.Errorf("doctor: %+v", got)
			}
			if c.said == "" {
				return
			}
			// Without a workspace entry there is nothing to warn of.
			if r := runCLI(t, ws, "", env, "unlink", "claude"); r.code != 0 {
				t.Fatalf("unlink: %+v", r)
			}
			if got := doctorCheckOf(t, ws, env, "host.claude_declined"); got.ID != "" {
				t.Errorf("doctor after unlink: %+v", got)
			}
		})
	}
}
