package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
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
	system, defaults := geminiSystemSettings(e)
	for _, p := range []string{system, defaults, filepath.Join(geminiDir(e), "settings.json"), filepath.Join(ws, ".gemini", "settings.json")} {
		whose := ""
		if p == system || p == defaults {
			if !geminiReadsSystemFile(p) {
				continue
			}
			// An administrator's file, which the user may not edit.
			whose = " (Gemini CLI's system settings: ask whoever manages them)"
		}
		root := readJSONCObject(p)
		if list := root.lookup("mcp", "allowed"); list != nil && list.kind == jsonArray && !namesServer(list, "engram") {
			c.Message = p + `: mcp.allowed does not list "engram", so Gemini CLI does not start it ('gemini mcp list' says Blocked)`
			c.Remedy = `add "engram" to mcp.allowed in ` + p + whose
			return c, true
		}
		if list := root.lookup("mcp", "excluded"); list != nil && list.kind == jsonArray && namesServer(list, "engram") {
			c.Message = p + `: mcp.excluded lists "engram", so Gemini CLI does not start it ('gemini mcp list' says Blocked)`
			c.Remedy = `remove "engram" from mcp.excluded in ` + p + whose
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
	return readObjectFile(p, false)
}

// readObjectFile is the object at p, read as strict JSON or as JSONC, or
// nil when p is missing, does not parse or holds no object.
func readObjectFile(p string, strict bool) *jsonNode {
	src, err := readHostConfig(p)
	if err != nil {
		return nil
	}
	root, err := parseObjectDoc(src, strict)
	if err != nil {
		return nil
	}
	return root
}

// geminiSystemSettings are Gemini CLI's system settings file and its system
// defaults file (0.61's getSystemSettingsPath, getSystemDefaultsPath):
// their mcp.allowed and mcp.excluded count as the user's do, so an
// administrator's allowlist blocked Engram while link said "updated".
func geminiSystemSettings(e *env) (system, defaults string) {
	system = e.getenv("GEMINI_CLI_SYSTEM_SETTINGS_PATH")
	if system == "" {
		switch runtime.GOOS {
		case "darwin":
			system = "/Library/Application Support/GeminiCli/settings.json"
		case "windows":
			system = `C:\ProgramData\gemini-cli\settings.json`
		default:
			system = "/etc/gemini-cli/settings.json"
		}
	}
	defaults = e.getenv("GEMINI_CLI_SYSTEM_DEFAULTS_PATH")
	if defaults == "" {
		defaults = filepath.Join(filepath.Dir(system), "system-defaults.json")
	}
	return system, defaults
}

// geminiReadsSystemFile reports whether Gemini CLI loads the system file
// p: it skips one that it or a folder above it (as named, and where a link
// leads) is not root's or is writable by others, with a warning of its
// own; Engram then says nothing of that file's lists.
func geminiReadsSystemFile(p string) bool {
	paths := []string{p}
	if real, err := filepath.EvalSymlinks(p); err == nil && real != p {
		paths = append(paths, real)
	}
	for _, q := range paths {
		for {
			fi, err := os.Stat(q)
			if err != nil || !adminOwned(fi) {
				return false
			}
			up := filepath.Dir(q)
			if up == q {
				break
			}
			q = up
		}
	}
	return true
}
