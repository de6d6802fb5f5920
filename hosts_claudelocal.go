package main

import (
	"strings"
)

// claudeLocalServer is the engram server Claude Code keeps for the
// project ws in its local scope: ~/.claude.json's projects[ws].mcpServers,
// which 'claude mcp add' writes when no --scope is given. It comes before
// the project's .mcp.json. nil when there is none or the file cannot be read.
func claudeLocalServer(e *env, ws string) *serverEntry {
	src, err := readHostConfig(claudeUserConfig(e))
	if err != nil {
		return nil
	}
	root, err := parseObjectDoc(src, true)
	if err != nil || root == nil {
		return nil
	}
	projects := root.lookup("projects")
	if projects == nil || projects.kind != jsonObject {
		return nil
	}
	for _, m := range projects.members {
		if samePath(m.key, ws) {
			entry, err := readServerEntry(src, hostRegistration{parents: []string{"projects", m.key, "mcpServers"}, strict: true})
			if err == nil && entry != nil {
				return entry
			}
		}
	}
	return nil
}

// claudeLocalNotes: a local-scope engram server outlives 'engram unlink
// claude', which edits .mcp.json only: unlink said "removed" and Claude Code
// went on starting Engram in the project. Unlink now prints the command that
// removes it. Link says when a local-scope server named engram that runs
// another program is the one Claude Code starts there instead of ours.
func claudeLocalNotes(e *env, o *hostOpts) []string {
	entry := claudeLocalServer(e, o.workspace)
	if entry == nil || o.mode == modeUpgrade {
		return nil
	}
	cfg := shownHome(o, claudeUserConfig(e))
	engram := len(entry.argv) > 0 && isEngramCommand(entry.argv[0], entry.argv[1:])
	switch {
	case o.mode == modeUnlink && engram:
		return []string{"run: claude mcp remove --scope local engram   (Claude Code keeps this project's local-scope servers in " + cfg + ", ahead of .mcp.json; engram does not edit it)"}
	case o.mode == modeLink && !engram:
		what := "another program"
		if len(entry.argv) > 0 {
			what = strings.Join(entry.argv, " ")
		}
		return []string{"note: " + cfg + " has a local-scope server named engram for this project that runs " + what + ", and Claude Code starts it here instead of .mcp.json's ('claude mcp remove --scope local engram' removes it)"}
	}
	return nil
}
