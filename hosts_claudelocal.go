package main

import (
	"runtime"
	"slices"
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
	if entry == nil {
		return nil
	}
	cfg := shownHome(o, claudeUserConfig(e))
	engram := engramArgv(e, entry.argv)
	switch {
	case o.mode == modeUpgrade || o.mode == modeLink && engram:
		// Link re-pins existing entries too, and Claude Code starts the
		// local server, not the .mcp.json entry link just wrote.
		if n := claudeRepinNote(o, "local", cfg+" for "+o.workspace, entry); n != "" {
			return []string{n}
		}
	case o.mode == modeUnlink && engram:
		return []string{runNote("claude mcp remove --scope local engram", "Claude Code keeps this project's local-scope servers in "+cfg+", ahead of .mcp.json; engram does not edit it")}
	case o.mode == modeLink && !engram:
		what := "another program"
		if len(entry.argv) > 0 {
			what = strings.Join(entry.argv, " ")
		}
		return []string{"note: " + cfg + " has a local-scope server named engram for this project that runs " + what + ", and Claude Code starts it here instead of .mcp.json's ('claude mcp remove --scope local engram' removes it)"}
	}
	return nil
}

// claudeRepinNote is upgrade's line for an Engram server in ~/.claude.json
// (scope "user" or "local"), which only 'claude mcp' edits: upgrade said
// "nothing to re-pin … no Engram entry for claude" beside a server pinned
// to an older release, and doctor's remedy for it was that same upgrade.
// The line replaces the server with this engram's command, keeping the
// user's server options as upgrade does in the files it edits; "" when the
// server is not Engram's or already runs that command.
func claudeRepinNote(o *hostOpts, scope, cfg string, entry *serverEntry) string {
	if entry == nil || len(entry.argv) == 0 || !isEngramCommand(entry.argv[0], entry.argv[1:]) || o.otherBinary(entry.argv) {
		return ""
	}
	argv := append(o.cmd.argv(), userServerOptions(entry.argv)...)
	if slices.Contains(entry.argv, "--always-load") {
		argv = append(argv, "--always-load")
	}
	if slices.Equal(argv, entry.argv) {
		return ""
	}
	env := ""
	if names := entryEnvNames(entry); len(names) > 0 {
		// 'claude mcp add' writes only what it is given: the server's
		// variables would be lost without their -e options.
		env = "; it sets " + strings.Join(names, ", ") + ": give 'claude mcp add' -e NAME=value for each"
	}
	return runNote(pasteLine(runtime.GOOS, []string{"claude", "mcp", "remove", "--scope", scope, "engram"}, append([]string{"claude", "mcp", "add", "--scope", scope, "engram", "--"}, argv...)),
		"the "+scope+"-scope engram server in "+cfg+" runs "+strings.Join(entry.argv, " ")+env+"; engram does not edit that file")
}

// claudeLocalCheck is doctor's line for a local-scope engram server, the
// one Claude Code starts in this project ahead of .mcp.json's: doctor read
// only .mcp.json and the user scope, so a local server pinned to an old
// release, gone from PATH or running another program went unreported.
func claudeLocalCheck(e *env, ws string) (doctorCheck, *serverEntry, bool) {
	entry := claudeLocalServer(e, ws)
	if entry == nil {
		return doctorCheck{}, nil, false
	}
	r := hostRegistration{id: "host.claude.local", ws: ws, path: claudeUserConfig(e) + " (local scope of " + ws + ")", strict: true}
	if c, ok := foreignEntryCheck(e, r, entry); ok {
		c.Message += "; Claude Code starts it in this project instead of .mcp.json's"
		c.Remedy = "if it is not yours, run 'claude mcp remove --scope local engram' in " + ws
		if len(entry.argv) == 0 {
			return c, nil, true
		}
		return c, entry, true
	}
	c := entryCheck(e, r, entry)
	if c.Status != statusPass {
		c.Remedy = "run 'engram upgrade' in " + ws + " and the 'claude mcp' line it prints (engram does not edit " + claudeUserConfig(e) + ")"
	}
	return c, entry, true
}

// pasteLine is commands for the user to paste into a shell, each argument
// quoted for it: the 'claude mcp add' lines carried the old server's
// options as they were, so a workspace path with a space ("--workspace
// /Users/ann/My Projects/app") split into two arguments. A POSIX shell gets
// single quotes and the commands joined by &&. Windows has two shells that
// quote differently, and Windows PowerShell 5.1 has no &&: each command
// gets its own line (both shells run pasted lines one by one), in double
// quotes, which both read alike unless an argument holds a character one
// of them expands there; that command is then given once per shell, each
// line led by the shell's name.
// runNote is a printed command and why it is printed, the why on a line of
// its own: after the command on its line, a user who pasted the line whole
// gave cmd the reason as more arguments of 'claude mcp add' (the server was
// registered with them), and sh and PowerShell a syntax error.
func runNote(cmd, why string) string { return "run: " + cmd + "\n     (" + why + ")" }

func pasteLine(goos string, cmds ...[]string) string {
	var lines []string
	for _, c := range cmds {
		if goos != "windows" {
			lines = append(lines, shellLine(c, "sh"))
			continue
		}
		ps, cmd := shellLine(c, "powershell"), shellLine(c, "cmd")
		if ps == cmd {
			lines = append(lines, ps)
		} else {
			// The shell's name leads its line: a trailing "(PowerShell)"
			// pasted with the line is a subexpression PowerShell runs.
			lines = append(lines, "in PowerShell: "+ps, "in cmd: "+cmd)
		}
	}
	if goos != "windows" {
		return strings.Join(lines, " && ")
	}
	return strings.Join(lines, "\n     ")
}

func shellLine(argv []string, shell string) string {
	out := make([]string, len(argv))
	for i, a := range argv {
		out[i] = shellArg(a, shell)
	}
	return strings.Join(out, " ")
}

// shellArg quotes a for shell ("sh", "powershell" or "cmd") unless every
// character is read as itself there. PowerShell reads a leading @ as
// splatting and a comma as an array; cmd expands %NAME% even inside
// quotes; PowerShell expands $ and ` inside double quotes and takes the
// typographic quotes for its own, so there an argument holding one is
// single-quoted, where only a quote is special (doubled).
func shellArg(a, shell string) string {
	plain := a != "" && !(shell != "sh" && a[0] == '@')
	for _, r := range a {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("@+=:./_-", r) ||
			strings.ContainsRune("%,", r) && shell == "sh" || r == '\\' && shell != "sh") {
			plain = false
		}
	}
	switch {
	case plain:
		return a
	case shell == "sh":
		return "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	case shell == "powershell" && strings.ContainsAny(a, "$`\u201c\u201d\u201e"):
		q := a
		for _, r := range "'\u2018\u2019\u201a\u201b" {
			q = strings.ReplaceAll(q, string(r), string(r)+string(r))
		}
		return "'" + q + "'"
	}
	q := `"` + strings.ReplaceAll(a, `"`, `""`) + `"`
	if shell == "cmd" {
		// Outside the quotes a caret keeps cmd from reading %NAME% as a
		// variable; inside them it would be kept as a character.
		q = strings.ReplaceAll(q, "%", `"^%"`)
	}
	return q
}
