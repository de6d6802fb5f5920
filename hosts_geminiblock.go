package main

import (
	"fmt"
	"path/filepath"
	"strings"
)

// Gemini CLI starts a configured MCP server only when every scope's
// mcp.allowed list that exists names it (the lists intersect), no scope's
// mcp.excluded names it (they add up), and 'gemini mcp disable' has not
// turned it off in ~/.gemini/mcp-server-enablement.json; names compare
// trimmed and in lower case (canLoadServer in Gemini CLI 0.61). A user
// with an allowlist of their own servers ran 'engram link gemini', saw
// "updated" and doctor's "pass", and 'gemini mcp list' said "Blocked":
// Engram never started.

// geminiBlockCheck says why Gemini CLI will not start the engram server
// it has an entry for; ok is false when nothing stops it.
func geminiBlockCheck(e *env, ws string) (doctorCheck, bool) {
	c := doctorCheck{ID: "host.gemini_blocked", Status: statusWarn}
	for _, p := range []string{filepath.Join(geminiDir(e), "settings.json"), filepath.Join(ws, ".gemini", "settings.json")} {
		root := readJSONCObject(p)
		if list := root.lookup("mcp", "allowed"); list != nil && list.kind == jsonArray && !namesServer(list, "engram") {
			c.Message = p + `: mcp.allowed does not list "engram", so Gemini CLI does not start it ('gemini mcp list' says Blocked)`
			c.Remedy = `add "engram" to mcp.allowed in ` + p
			return c, true
		}
		if list := root.lookup("mcp", "excluded"); list != nil && list.kind == jsonArray && namesServer(list, "engram") {
			c.Message = p + `: mcp.excluded lists "engram", so Gemini CLI does not start it ('gemini mcp list' says Blocked)`
			c.Remedy = `remove "engram" from mcp.excluded in ` + p
			return c, true
		}
	}
	p := filepath.Join(geminiDir(e), "mcp-server-enablement.json")
	if v := readJSONCObject(p).lookup("engram", "enabled"); v != nil && v.raw == "false" {
		c.Message = fmt.Sprintf("%s: the engram server is disabled ('gemini mcp disable engram'), so Gemini CLI does not start it ('gemini mcp list' says Disabled)", p)
		c.Remedy = "run 'gemini mcp enable engram'"
		return c, true
	}
	return doctorCheck{}, false
}

// namesServer reports whether list, a JSON array, holds name as Gemini
// CLI compares server names.
func namesServer(list *jsonNode, name string) bool {
	for _, m := range list.members {
		if m.value.kind == jsonString && strings.ToLower(strings.TrimSpace(m.value.str)) == name {
			return true
		}
	}
	return false
}

// readJSONCObject is the JSONC object at p, or nil when p is missing, does
// not parse or holds no object (lookup on nil finds nothing).
func readJSONCObject(p string) *jsonNode {
	src, err := readHostConfig(p)
	if err != nil {
		return nil
	}
	root, err := parseObjectDoc(src, false)
	if err != nil {
		return nil
	}
	return root
}
