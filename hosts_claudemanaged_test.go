package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestClaudeManagedBlockIsSaid: Claude Code 2.1.328 leaves out a server
// that a deniedMcpServers entry names, that no allowedMcpServers list
// admits (the lists of the managed files, managed-settings.d, the user's
// and the project's settings add up; allowManagedMcpServersOnly keeps only
// the managed ones), or that a managed-mcp.json does not list ('claude mcp
// list': "No MCP servers configured", checked for every row). Link said
// "created" and doctor passed; now link names the file and doctor warns
// (host.claude_blocked). MANAGED/ is the policy folder; ARGV is the
// command line link wrote.
func TestClaudeManagedBlockIsSaid(t *testing.T) {
	t.Parallel()
	type file struct{ path, text string }
	for _, c := range []struct {
		name  string
		files []file
		said  string // in the note and the remedy; "" when engram starts
	}{
		{"managed denies the name", []file{{"MANAGED/managed-settings.json", `{"deniedMcpServers": [{"serverName": "engram"}]}`}}, "ask whoever manages"},
		{"managed denies the command", []file{{"MANAGED/managed-settings.json", `{"deniedMcpServers": [{"serverCommand": ARGV}]}`}}, "remove that entry from deniedMcpServers"},
		{"managed allows another", []file{{"MANAGED/managed-settings.json", `{"allowedMcpServers": [{"serverName": "other"}]}`}}, `add {"serverName": "engram"} to allowedMcpServers`},
		{"managed allows engram", []file{{"MANAGED/managed-settings.json", `{"allowedMcpServers": [{"serverName": "engram"}]}`}}, ""},
		{"names compare in case", []file{{"MANAGED/managed-settings.json", `{"allowedMcpServers": [{"serverName": "Engram"}]}`}}, "allowedMcpServers does not admit engram"},
		{"commands only admit by command", []file{{"MANAGED/managed-settings.json", `{"allowedMcpServers": [{"serverName": "engram"}, {"serverCommand": ["other"]}]}`}}, `{"serverCommand": [`},
		{"managed allows the command", []file{{"MANAGED/managed-settings.json", `{"allowedMcpServers": [{"serverCommand": ARGV}]}`}}, ""},
		{"a variable in the command is not judged", []file{{"MANAGED/managed-settings.json", `{"deniedMcpServers": [{"serverCommand": ["${HOME}/engram-mcp"]}]}`}}, ""},
		{"drop-in denies", []file{{"MANAGED/managed-settings.d/10-mcp.json", `{"deniedMcpServers": [{"serverName": "engram"}]}`}}, "managed-settings.d"},
		{"dotted drop-in is skipped", []file{{"MANAGED/managed-settings.d/.10-mcp.json", `{"deniedMcpServers": [{"serverName": "engram"}]}`}}, ""},
		{"user's empty allowlist", []file{{"~/.claude/settings.json", `{"allowedMcpServers": []}`}}, filepath.Join(".claude", "settings.json")},
		{"lists add up", []file{{"MANAGED/managed-settings.json", `{"allowedMcpServers": [{"serverName": "other"}]}`}, {".claude/settings.local.json", `{"allowedMcpServers": [{"serverName": "engram"}]}`}}, ""},
		{"managed only", []file{{"MANAGED/managed-settings.json", `{"allowManagedMcpServersOnly": true, "allowedMcpServers": [{"serverName": "other"}]}`}, {"~/.claude/settings.json", `{"allowedMcpServers": [{"serverName": "engram"}]}`}}, "ask whoever manages"},
		{"project denies", []file{{".claude/settings.local.json", `{"deniedMcpServers": [{"serverName": "engram"}]}`}}, "settings.local.json"},
		{"managed-mcp.json without engram", []file{{"MANAGED/managed-mcp.json", `{"mcpServers": {"other": {"command": "other"}}}`}}, "managed-mcp.json"},
		{"managed-mcp.json with engram", []file{{"MANAGED/managed-mcp.json", `{"mcpServers": {"engram": {"command": "engram-mcp"}}}`}}, ""},
		// Claude Code reads settings as strict JSON: a file with a comment
		// is not in effect at all; a byte order mark is read past.
		{"a commented settings file is not in effect", []file{{".claude/settings.local.json", "{\n  // mine\n  \"deniedMcpServers\": [{\"serverName\": \"engram\"}]\n}\n"}}, ""},
		{"a byte order mark is read past", []file{{"~/.claude/settings.json", "\ufeff{\"deniedMcpServers\": [{\"serverName\": \"engram\"}]}"}}, "remove that entry"},
		{"unparsable managed file is not in effect", []file{{"MANAGED/managed-settings.json", `{"deniedMcpServers": [{"serverName": "engram"}]`}}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			home, ws, managed := t.TempDir(), t.TempDir(), t.TempDir()
			env := append(hostEnv(home, ws), "ENGRAM_TEST_CLAUDE_MANAGED="+managed)
			if r := runCLI(t, ws, "", env, "link", "claude"); r.code != 0 || strings.Contains(r.stdout, "host.claude_blocked") {
				t.Fatalf("first link: %+v", r)
			}
			var mcp struct {
				McpServers map[string]struct {
					Command string   `json:"command"`
					Args    []string `json:"args"`
				} `json:"mcpServers"`
			}
			if err := json.Unmarshal([]byte(readFile(t, filepath.Join(ws, ".mcp.json"))), &mcp); err != nil {
				t.Fatal(err)
			}
			argv := quoteJSONList(append([]string{mcp.McpServers["engram"].Command}, mcp.McpServers["engram"].Args...))
			named := ""
			for _, f := range c.files {
				p := hostFileAt(home, ws, f.path)
				if rest, ok := strings.CutPrefix(f.path, "MANAGED/"); ok {
					p = filepath.Join(managed, filepath.FromSlash(rest))
				}
				if named == "" {
					named = p
				}
				writeFile(t, p, strings.ReplaceAll(f.text, "ARGV", argv))
			}
			l := runCLI(t, ws, "", env, "link", "claude")
			blocked := strings.Contains(l.stdout, "so Claude Code does not start it") || strings.Contains(l.stdout, "loads only the MCP servers")
			if l.code != 0 || blocked != (c.said != "") || !strings.Contains(l.stdout, c.said) {
				t.Errorf("link: %+v", l)
			}
			g := runCLI(t, ws, "", env, "link", "--global", "claude")
			if g.code != 0 || strings.Contains(g.stdout, "allowedMcpServers") != strings.Contains(l.stdout, "allowedMcpServers") {
				t.Errorf("link --global: %+v", g)
			}
			got := doctorCheckOf(t, ws, env, "host.claude_blocked")
			if (got.ID != "") != (c.said != "") || c.said != "" && (got.Status != statusWarn || !strings.Contains(got.Message+got.Remedy, c.said) || !strings.Contains(got.Message, filepath.Dir(named))) {
				t.Errorf("doctor: %+v", got)
			}
		})
	}
}
