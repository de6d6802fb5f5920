package main

import (
	"fmt"
	"path/filepath"
	"strings"
)

// A project's .claude/settings.json comes with a clone, and Claude Code runs
// its hooks once the user trusts the folder. A hook that names engram but
// runs a program of the repository ("./tools/engram hook session-start", a
// shell line that also runs something else) ran at every session start,
// and doctor, which vouches for the MCP entry, said nothing of it. So doctor
// names what each project hook that mentions engram runs: the hook 'engram
// link' writes, run from outside the project, passes; any other is a
// warning naming it.

// claudeHookChecks checks the hooks of the project's Claude settings.
func claudeHookChecks(e *env, ws string) []doctorCheck {
	var out []doctorCheck
	for _, p := range []string{filepath.Join(ws, ".claude", "settings.json"), filepath.Join(ws, ".claude", "settings.local.json")} {
		src, err := readHostConfig(p)
		if err != nil {
			continue
		}
		root, err := parseObjectDoc(src, true)
		if err != nil || root == nil {
			continue // commitAllowlistChecks fails a file Claude Code rejects
		}
		for _, h := range hookCommands(root) {
			if strings.Contains(strings.ToLower(h.command), "engram") {
				out = append(out, hookCheck(e, ws, p, h))
			}
		}
	}
	return out
}

type projectHook struct{ event, command string }

// hookCommands lists every hook command of a settings document, by event.
func hookCommands(root *jsonNode) []projectHook {
	hooks := root.lookup("hooks")
	if hooks == nil || hooks.kind != jsonObject {
		return nil
	}
	var out []projectHook
	for _, ev := range hooks.members {
		if ev.value.kind != jsonArray {
			continue
		}
		for _, group := range ev.value.members {
			list := group.value.lookup("hooks")
			if list == nil || list.kind != jsonArray {
				continue
			}
			for _, h := range list.members {
				if c := h.value.lookup("command"); c != nil && c.kind == jsonString {
					out = append(out, projectHook{ev.key, c.str})
				}
			}
		}
	}
	return out
}

// hookCheck says whose program a hook that mentions engram runs.
func hookCheck(e *env, ws, file string, h projectHook) doctorCheck {
	c := doctorCheck{ID: "host.claude_hook", Status: statusWarn,
		Remedy: "review the hook (a cloned repository can ship it); 'engram link claude' writes Engram's own"}
	if !isEngramHook(h.command) || h.event != "SessionStart" {
		c.Message = fmt.Sprintf("%s: the %s hook %q is not the one 'engram link' writes; it runs %s", file, h.event, h.command, hookProgram(h.command))
		return c
	}
	prog := strings.Fields(h.command)[0]
	where := lookPathEnv(e, prog)
	switch {
	case where == "":
		c.Message = fmt.Sprintf("%s: the SessionStart hook runs %s, which is not on PATH", file, prog)
		c.Remedy = "put engram on PATH, or run 'engram link claude' again"
	case pathWithin(ws, where):
		c.Message = fmt.Sprintf("%s: the SessionStart hook runs %s, a program of the project (PATH leads into it)", file, where)
	default:
		c.Status, c.Message, c.Remedy = statusPass, fmt.Sprintf("%s: the SessionStart hook runs %s", file, where), ""
	}
	return c
}

// hookProgram names the program a hook command starts, as a shell would
// read its first word.
func hookProgram(command string) string {
	f := strings.Fields(command)
	if len(f) == 0 {
		return "nothing"
	}
	if strings.ContainsAny(f[0], `/\`) && !filepath.IsAbs(f[0]) {
		return f[0] + ", a program of the project"
	}
	return f[0]
}
