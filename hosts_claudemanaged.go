package main

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
)

// Claude Code (2.1.328, checked with 'claude mcp list') starts a configured
// MCP server only when no deniedMcpServers entry names it and, where any
// allowedMcpServers list exists, one admits it. Both lists gather from
// every settings file: the managed ones an administrator deploys
// (managed-settings.json and managed-settings.d/*.json in the OS's policy
// folder), the user's ~/.claude/settings.json and the project's two; with
// allowManagedMcpServersOnly set in a managed file only the managed
// allowlists count. A managed-mcp.json in the policy folder takes
// exclusive control: only its servers load. A user whose organization
// denies or does not allow engram ran 'engram link claude', saw "created"
// and doctor's "pass", and Claude Code said "No MCP servers configured".

// claudeSettingsFile is one Claude Code settings file and its parsed root.
type claudeSettingsFile struct {
	path    string
	root    *jsonNode
	managed bool
}

// claudeManagedDir is Claude Code's policy folder on this OS. Claude Code
// 2.1.328 takes no variable that moves it; tests set e.claudeManaged.
func claudeManagedDir(e *env) string {
	if e.claudeManaged != "" {
		return e.claudeManaged
	}
	switch runtime.GOOS {
	case "darwin":
		return "/Library/Application Support/ClaudeCode"
	case "windows":
		return `C:\Program Files\ClaudeCode`
	}
	return "/etc/claude-code"
}

// claudeSettingsFiles are the settings files that parse, managed first:
// managed-settings.json, then the drop-in folder's .json files in name
// order (as Claude Code merges them; a name starting with a dot is
// skipped), then the user's and the project's.
func claudeSettingsFiles(e *env, ws string) []claudeSettingsFile {
	dir := claudeManagedDir(e)
	managed := []string{filepath.Join(dir, "managed-settings.json")}
	if ents, err := os.ReadDir(filepath.Join(dir, "managed-settings.d")); err == nil {
		for _, d := range ents { // ReadDir sorts by name
			if name := d.Name(); strings.HasSuffix(name, ".json") && !strings.HasPrefix(name, ".") && !d.IsDir() {
				managed = append(managed, filepath.Join(dir, "managed-settings.d", name))
			}
		}
	}
	var files []claudeSettingsFile
	add := func(p string, m bool) {
		if root := readClaudeSettings(p); root != nil {
			files = append(files, claudeSettingsFile{p, root, m})
		}
	}
	for _, p := range managed {
		add(p, true)
	}
	add(filepath.Join(claudeHome(e), "settings.json"), false)
	add(filepath.Join(ws, ".claude", "settings.json"), false)
	add(filepath.Join(ws, ".claude", "settings.local.json"), false)
	return files
}

// readClaudeSettings is a Claude Code settings file's root object, nil when
// it is missing or Claude Code would reject it: it reads settings as strict
// JSON (a comment or trailing comma, and none of the file's settings are in
// effect; checked with 2.1.328), so no list or approval in such a file
// counts.
func readClaudeSettings(p string) *jsonNode {
	return readObjectFile(p, true)
}

// claudeBlockCheck says why Claude Code will not start an engram server
// whose command line is argv; ok is false when nothing stops it.
func claudeBlockCheck(e *env, ws string, argv []string) (doctorCheck, bool) {
	c := doctorCheck{ID: "host.claude_blocked", Status: statusWarn}
	const admin = " (a managed file: ask whoever manages Claude Code on this computer)"
	mcp := filepath.Join(claudeManagedDir(e), "managed-mcp.json")
	if _, err := os.Stat(mcp); err == nil {
		if readJSONCObject(mcp).lookup("mcpServers", "engram") == nil {
			c.Message = mcp + `: Claude Code loads only the MCP servers this file lists, and it does not list "engram"`
			c.Remedy = "add engram to " + mcp + admin
			return c, true
		}
		return doctorCheck{}, false
	}
	files := claudeSettingsFiles(e, ws)
	managedOnly := slices.ContainsFunc(files, func(f claudeSettingsFile) bool {
		v := f.root.lookup("allowManagedMcpServersOnly")
		return f.managed && v != nil && v.raw == "true"
	})
	var lists []string
	var allowed []*jsonNode
	for _, f := range files {
		whose := ""
		if f.managed {
			whose = admin
		}
		if list := f.root.lookup("deniedMcpServers"); list != nil && list.kind == jsonArray && slices.ContainsFunc(list.members, func(m *jsonMember) bool { return mcpEntryMatches(m.value, argv, false) }) {
			c.Message = f.path + `: deniedMcpServers names engram, so Claude Code does not start it ('claude mcp list' leaves it out)`
			c.Remedy = "remove that entry from deniedMcpServers in " + f.path + whose
			return c, true
		}
		if list := f.root.lookup("allowedMcpServers"); list != nil && list.kind == jsonArray && (f.managed || !managedOnly) {
			lists = append(lists, f.path)
			for _, m := range list.members {
				allowed = append(allowed, m.value)
			}
		}
	}
	if len(lists) == 0 || claudeAllows(allowed, argv) {
		return doctorCheck{}, false
	}
	entry := `{"serverName": "engram"}`
	if slices.ContainsFunc(allowed, func(n *jsonNode) bool { return n.lookup("serverCommand") != nil }) {
		entry = `{"serverCommand": ` + quoteJSONList(argv) + `}`
	}
	c.Message = strings.Join(lists, ", ") + `: allowedMcpServers does not admit engram, so Claude Code does not start it ('claude mcp list' leaves it out)`
	c.Remedy = "add " + entry + " to allowedMcpServers in " + lists[0]
	if managedOnly || strings.HasPrefix(lists[0], claudeManagedDir(e)) {
		c.Remedy += admin
	}
	return c, true
}

// claudeAllows is Claude Code's allowlist rule for a stdio server: once
// any entry is a serverCommand, only a serverCommand equal to the whole
// command line admits it; else a serverName "engram" (case counts).
func claudeAllows(allowed []*jsonNode, argv []string) bool {
	byCommand := slices.ContainsFunc(allowed, func(n *jsonNode) bool { return n.lookup("serverCommand") != nil })
	for _, n := range allowed {
		if byCommand && n.lookup("serverCommand") != nil && mcpEntryMatches(n, argv, true) {
			return true
		}
		if !byCommand && mcpEntryMatches(n, argv, true) {
			return true
		}
	}
	return false
}

// mcpEntryMatches: a deniedMcpServers or allowedMcpServers entry names the
// server "engram" or its exact command line. Claude Code expands ${VAR} in
// a serverCommand, which Engram does not: such an entry is taken to match
// when the answer is unknown (unknown), so no warning is given in doubt.
func mcpEntryMatches(n *jsonNode, argv []string, unknown bool) bool {
	if name := n.lookup("serverName"); name != nil && name.kind == jsonString {
		return name.str == "engram"
	}
	cmd := n.lookup("serverCommand")
	if cmd == nil || cmd.kind != jsonArray || argv == nil || len(cmd.members) != len(argv) {
		return false
	}
	for i, m := range cmd.members {
		if m.value.kind != jsonString {
			return false
		}
		if strings.Contains(m.value.str, "${") {
			return unknown
		}
		if m.value.str != argv[i] {
			return false
		}
	}
	return true
}

// quoteJSONList is argv as a JSON array of strings.
func quoteJSONList(argv []string) string {
	q := make([]string, len(argv))
	for i, a := range argv {
		q[i] = quoteJSON(a)
	}
	return "[" + strings.Join(q, ", ") + "]"
}
