package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
)

// This file registers Engram with each host: `engram link`, `unlink`,
// `upgrade` and `install-alias`. Its rules (issue #8, DESIGN.md §6): every
// path comes from the table in hostPlan; every change goes through one
// runner that reads, patches with the pure edits of hosts_edit.go, and writes
// atomically; a file that does not parse is never written; unlink removes
// only what link added; link twice changes nothing the second time.

// hostTargets are the accepted targets, in the order `all` runs them.
var hostTargets = []string{"claude", "codex", "gemini", "antigravity", "cursor", "opencode", "windsurf"}

// serverCommand is how a host starts the server.
type serverCommand struct {
	command string
	args    []string
}

// argv is the command and its arguments as one list (OpenCode's shape).
func (c serverCommand) argv() []string { return append([]string{c.command}, c.args...) }

// npxCommand is the npx form pinned to this binary's version (engram-mcp.md,
// "Registration"). A development build's version was never published, so
// its form names the package unpinned rather than one npx cannot fetch.
func npxCommand(version string) serverCommand {
	spec := npmPackage
	if isReleaseVersion(version) {
		spec += "@" + version
	}
	return serverCommand{command: "npx", args: []string{"-y", "--package", spec, "engram-mcp"}}
}

// resolveServerCommand is engram-mcp when it is on PATH (or will be, once
// link creates it next to an engram that is on PATH), else the npx form.
func resolveServerCommand(e *env, aliasComing bool) serverCommand {
	if lookPathEnv(e, "engram-mcp") != "" {
		return serverCommand{command: "engram-mcp"}
	}
	if aliasComing {
		if p := serverAliasPath(e); p != "" && onPath(e, filepath.Dir(p)) {
			return serverCommand{command: "engram-mcp"}
		}
	}
	return npxCommand(engramVersion())
}

// onPath reports whether dir is one of the env's PATH folders.
func onPath(e *env, dir string) bool {
	for _, d := range filepath.SplitList(e.getenv("PATH")) {
		if d != "" && filepath.Clean(d) == filepath.Clean(dir) {
			return true
		}
	}
	return false
}

// hookCommand is the Claude SessionStart hook, resolved the way the server
// is: the engram beside engram-mcp on PATH, else the same npx package (a
// bare "engram" would not resolve where the server needs npx).
func hookCommand(server serverCommand) string {
	if server.command != "npx" {
		return claudeHookCommand
	}
	args := append([]string{}, server.args...)
	return strings.Join(append(append([]string{"npx"}, args[:len(args)-1]...), claudeHookCommand), " ")
}

// hookServer is the server command the hook follows. Where the engram
// first on PATH is another tool named engram (otherEngramBinary), the bare
// `engram hook session-start` would start that program, which has no such
// command, at every session start, though engram-mcp is Engram's: the hook
// then runs this engram's npm package, as it does where npx runs the server.
func hookServer(e *env, server serverCommand) serverCommand {
	if server.command != "npx" && otherEngramBinary(e, "engram") {
		return npxCommand(engramVersion())
	}
	return server
}

// lookPathEnv is exec.LookPath over the env's PATH (not the process's), so
// tests and `doctor` see what the user's environment would.
func lookPathEnv(e *env, name string) string {
	if filepath.IsAbs(name) {
		if isExecutable(name) {
			return name
		}
		return ""
	}
	exts := []string{""}
	if runtime.GOOS == "windows" {
		exts = strings.Split(strings.ToLower(e.getenv("PATHEXT")), ";")
		if e.getenv("PATHEXT") == "" {
			exts = []string{".com", ".exe", ".bat", ".cmd"}
		}
	}
	for _, dir := range filepath.SplitList(e.getenv("PATH")) {
		if dir == "" {
			continue
		}
		for _, ext := range exts {
			if p := filepath.Join(dir, name+ext); isExecutable(p) {
				return p
			}
		}
	}
	return ""
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	if err != nil || fi.IsDir() {
		return false
	}
	return runtime.GOOS == "windows" || fi.Mode().Perm()&0o111 != 0
}

// hostOpts are the parsed flags of link, unlink and upgrade.
type hostOpts struct {
	editOpts
	global, dryRun, noHook bool
	noMCP                  bool // link writes the instructions and hook only (--no-mcp)
	workspace, home        string
	targets                []string
	cmd                    serverCommand
	// above: the workspace was found in a folder above the working
	// directory (its .git or store), not given with --workspace or
	// ENGRAM_WORKSPACE.
	above bool
}

// hostFlags are the options of link, unlink and upgrade, in their help's
// order; link alone takes the last three.
var hostFlags = []struct {
	name, arg, help string
	linkOnly        bool
}{
	{name: "global", help: "user scope (home folder) instead of the workspace"},
	{name: "workspace", arg: "DIR", help: "project folder (default: found from the working directory)"},
	{name: "dry-run", help: "print the diff and write nothing"},
	{name: "force", help: "replace an engram entry or rule file that is not Engram's, and reset Engram's own (saying what that drops)", linkOnly: true},
	{name: "refresh", help: "rewrite existing Engram entries to the current command", linkOnly: true},
	{name: "no-hook", help: "skip Claude's SessionStart hook (engram-mcp then gets --always-load)", linkOnly: true},
	{name: "no-mcp", help: "skip the MCP registration: write the instructions and the hook only", linkOnly: true},
}

// parseHostArgs parses flags given before or after the targets.
func parseHostArgs(e *env, name string, args []string, mode linkMode) (*hostOpts, error) {
	o := &hostOpts{editOpts: editOpts{mode: mode, version: engramVersion(), other: func(p string) bool { return otherEngramBinary(e, p) }}}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var ws string
	bools := map[string]*bool{"global": &o.global, "dry-run": &o.dryRun, "force": &o.force, "refresh": &o.refresh, "no-hook": &o.noHook, "no-mcp": &o.noMCP}
	for _, f := range hostFlags {
		if f.linkOnly && mode != modeLink {
			continue
		}
		if f.arg != "" {
			fs.StringVar(&ws, f.name, "", f.help)
		} else {
			fs.BoolVar(bools[f.name], f.name, false, f.help)
		}
	}
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			return nil, flagError(fs, err)
		}
		if fs.NArg() == 0 {
			break
		}
		o.targets = append(o.targets, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if err := workspaceFolder(e, ws); err != nil {
		return nil, err
	}
	o.workspace = resolveWorkspace(e, ws)
	o.above = ws == "" && e.getenv("ENGRAM_WORKSPACE") == "" && !o.global && !sameDir(o.workspace, absPath(e, e.cwd))
	o.home = homeDir(e)
	if o.home == "" {
		// The user's host configs and the link record live there; joined
		// to "" they would be files of the working directory.
		return nil, noHomeError("the hosts' user configs")
	}
	return o, expandTargets(o, name)
}

func hostUsage(name string) string {
	if name == "upgrade" { // its targets are optional: none means all
		return fmt.Sprintf("usage: engram %s [%s|all] [--global] [--workspace DIR] [--dry-run]", name, strings.Join(hostTargets, "|"))
	}
	return fmt.Sprintf("usage: engram %s <%s|all> [--global] [--workspace DIR] [--dry-run]", name, strings.Join(hostTargets, "|"))
}

// expandTargets checks the targets and replaces `all` by every host.
func expandTargets(o *hostOpts, name string) error {
	if len(o.targets) == 0 {
		if o.mode == modeUpgrade {
			o.targets = hostTargets
			return nil
		}
		return usageError("no target given", hostUsage(name))
	}
	var out []string
	for _, t := range o.targets {
		switch {
		case t == "all":
			out = append(out, hostTargets...)
		case contains(hostTargets, t):
			out = append(out, t)
		default:
			// As a mistyped command or flag: "claud", "Cursor", "gemni".
			hints := []string{hostUsage(name)}
			if c := closest(t, append(slices.Clone(hostTargets), "all")); c != "" {
				hints = append([]string{fmt.Sprintf("did you mean 'engram %s %s'?", name, c)}, hints...)
			}
			return usageError(fmt.Sprintf("unknown target %q", t), hints...)
		}
	}
	o.targets = out
	return nil
}

func cmdLink(e *env, args []string) error {
	o, err := parseHostArgs(e, "link", args, modeLink)
	if err != nil {
		return helpOr(e, "link", err)
	}
	return sayDryRun(e, o, runHosts(e, o))
}

func cmdUnlink(e *env, args []string) error {
	o, err := parseHostArgs(e, "unlink", args, modeUnlink)
	if err != nil {
		return helpOr(e, "unlink", err)
	}
	return sayDryRun(e, o, runHosts(e, o))
}

// sayDryRun ends a --dry-run with the line that says nothing was written:
// its status lines read "updated", "created", "removed" as a real run's do,
// and a user who had not scrolled to the diff took them as done (walk47).
func sayDryRun(e *env, o *hostOpts, err error) error {
	if err == nil && o.dryRun {
		fmt.Fprintln(e.stdout, "dry run: nothing was written (run the command again without --dry-run to write it)")
	}
	return err
}

// cmdUpgrade re-pins existing entries in both scopes (pins live in the
// workspace and in the user's files), unless --global narrows it.
func cmdUpgrade(e *env, args []string) error {
	o, err := parseHostArgs(e, "upgrade", args, modeUpgrade)
	if err != nil {
		return helpOr(e, "upgrade", err)
	}
	if o.global {
		return sayDryRun(e, o, runHosts(e, o))
	}
	if err := runHosts(e, o); err != nil {
		return err
	}
	g := *o
	g.global = true
	return sayDryRun(e, o, runHosts(e, &g))
}

// helpOr prints the help of a host command when err asked for it, and
// returns err otherwise.
func helpOr(e *env, name string, err error) error {
	if !errors.Is(err, flag.ErrHelp) {
		return err
	}
	fmt.Fprintf(e.stdout, "Usage: %s\n", strings.TrimPrefix(hostUsage(name), "usage: "))
	if c, ok := findCommand(name); ok {
		fmt.Fprintf(e.stdout, "\n%s.\n", upperFirst(c.summary)) // as every other command's help
	}
	fmt.Fprint(e.stdout, "\nOptions:\n")
	for _, f := range hostFlags {
		if !f.linkOnly || name == "link" {
			help := f.help
			if name == "upgrade" && f.name == "global" {
				help = "only the user scope (default: the workspace and the user scope)" // cmdUpgrade
			}
			fmt.Fprintf(e.stdout, "  %-16s  %s\n", strings.TrimSpace("--"+f.name+" "+f.arg), help)
		}
	}
	return nil
}

// runHosts plans every target's edits, then applies them all or none
// (hosts_apply.go).
func runHosts(e *env, o *hostOpts) error {
	// Link creates a missing engram-mcp; link and upgrade replace an older
	// build's (serverAliasStale), which hosts would otherwise keep running.
	// serverAliasStale reads both executables: once here, handed on.
	stale := !o.dryRun && o.mode != modeUnlink && serverAliasStale(e)
	alias := !o.dryRun && (o.mode == modeLink && serverAliasMissing(e) || stale)
	aliasDir := filepath.Dir(serverAliasPath(e))
	o.cmd = resolveServerCommand(e, alias)
	o.hook = hookCommand(hookServer(e, o.cmd))
	var edits []fileEdit
	var notes []string
	for _, t := range o.targets {
		ed, n := hostPlan(e, o, t)
		edits = append(edits, ed...)
		notes = append(notes, n...)
	}
	plans, err := planEdits(e, o, edits)
	if err != nil {
		return err
	}
	if !o.dryRun && o.mode != modeUnlink {
		if theirs, newer := serverAliasNewer(e); newer {
			fmt.Fprintf(e.stderr, "engram: %s\n", newerAliasNote(e, theirs))
		}
	}
	if alias {
		if msg, err := ensureServerAlias(e, stale); err != nil {
			fmt.Fprintf(e.stderr, "engram: could not create engram-mcp next to engram: %v\n", err)
		} else if msg != "" {
			if o.cmd.command != "engram-mcp" {
				msg += fmt.Sprintf("; its folder is not on PATH, so hosts start the server through npx (add %s to PATH, then run 'engram link --refresh')", aliasDir)
			}
			fmt.Fprintf(e.stderr, "engram: %s\n", msg)
		}
	}
	if o.mode == modeLink && !o.global && sameDir(o.workspace, o.home) {
		fmt.Fprintln(e.stderr, homeWorkspaceNote)
	}
	notes = append(notes, agentsShadowNotes(e, o, plans)...)
	notes = append(notes, keptEntryWarnings(e, o, plans)...)
	if o.above && !o.global && slices.ContainsFunc(plans, func(p plannedEdit) bool { return p.status != "" }) {
		// Run in src/, link said "created .mcp.json" of the project's
		// top folder, and the user found none where they stood.
		fmt.Fprintf(e.stdout, "in %s (the project folder above this one):\n", escapeName(o.workspace))
	}
	err = applyPlans(e, o, plans, len(notes) > 0)
	for _, n := range notes {
		fmt.Fprintln(e.stdout, n)
	}
	return err
}

// fileEdit is one file a target touches. skip, when set, explains why the
// target has no file in this scope.
type fileEdit struct {
	path  string
	label string
	skip  string
	apply func(src []byte, exists bool) (editResult, error)
}

// jsonEntryEdit registers the server under parents+"engram".
func jsonEntryEdit(path string, strict bool, parents []string, entry any, o *hostOpts) fileEdit {
	return fileEdit{path: path, apply: func(src []byte, exists bool) (editResult, error) {
		return patchJSONEntry(src, strict, parents, "engram", entry, o.editOpts)
	}}
}

func markdownEdit(path string, o *hostOpts) fileEdit {
	return fileEdit{path: path, apply: func(src []byte, exists bool) (editResult, error) {
		return patchMarkdownBlock(src, o.editOpts)
	}}
}

func ownedEdit(path, content string, isOurs func([]byte) bool, o *hostOpts) fileEdit {
	return fileEdit{path: path, apply: func(src []byte, exists bool) (editResult, error) {
		return patchOwnedFile(src, exists, content, isOurs, o.editOpts)
	}}
}

func skipEdit(label, why string) fileEdit { return fileEdit{label: label, skip: why} }

// stdEntry is {"command", "args"}: Claude, Gemini, Antigravity, Windsurf.
func stdEntry(c serverCommand, extra ...string) jsonObj {
	return jsonObj{{"command", c.command}, {"args", append(append([]string{}, c.args...), extra...)}}
}

// cursorEntry adds "type": "stdio", as Cursor's docs show (DESIGN.md §6).
func cursorEntry(c serverCommand) jsonObj {
	return append(jsonObj{{"type", "stdio"}}, stdEntry(c)...)
}

// opencodeEntry is the page's OpenCode entry: the whole command line in
// "command", "args" kept empty (engram-mcp.md, "OpenCode MCP entry").
func opencodeEntry(c serverCommand) jsonObj {
	return jsonObj{{"type", "local"}, {"command", c.argv()}, {"args", []string{}}, {"enabled", true}}
}

// hostPlan lists the edits of one target in one scope: the table of
// engram-mcp.md "Registration" and DESIGN.md §6.
func hostPlan(e *env, o *hostOpts, target string) ([]fileEdit, []string) {
	if o.global {
		return globalPlan(e, o, target)
	}
	ws := o.workspace
	switch target {
	case "claude":
		instructions, kept := blockEdit(e, o, "claude")
		if o.mode != modeUnlink && userClaudeHasBlock(e) {
			// Claude Code loads ~/.claude/CLAUDE.md in every project: one
			// copy of the block is enough, and two cost the model tokens.
			instructions = []fileEdit{{path: instructionFile(e, o, "claude"), apply: func(src []byte, exists bool) (editResult, error) {
				res, err := patchMarkdownBlock(src, editOpts{mode: modeUnlink})
				if err == nil && exists && !bytes.Equal(res.data, src) {
					res.note = "the Engram block is already in " + shownHome(o, filepath.Join(claudeHome(e), "CLAUDE.md")) + ", which Claude Code loads in every project"
				} else if err == nil {
					// Nothing of Engram's here: upgrade then leaves the
					// user's CLAUDE.md out of its list (it said "unchanged
					// CLAUDE.md", as if the file held a block; walk47).
					res.data = nil
				}
				return res, err
			}}}
		}
		edits := append([]fileEdit{serverEdit(e, o, "claude", stdEntry(o.cmd, alwaysLoadFlag(e, o, filepath.Join(ws, ".claude"))...))}, instructions...)
		if !o.noHook || o.mode == modeUnlink {
			edits = append(edits, hookEdit(filepath.Join(ws, ".claude", "settings.json"), o))
		}
		notes := append(kept, claudeLocalNotes(e, o)...)
		return edits, append(notes, claudeApprovalNotes(e, o)...)
	case "codex":
		// Codex 0.154 and later read MCP servers from a trusted project's
		// .codex/config.toml; it asks the user to trust the folder first.
		md, notes := blockEdit(e, o, "codex")
		if o.mode == modeLink && !codexTrusted(e, ws) {
			// The file Codex reads the answer from: $CODEX_HOME's, which the
			// note called ~/.codex/config.toml whatever CODEX_HOME said.
			user := filepath.Join(codexHome(e), "config.toml")
			if rel, err := filepath.Rel(o.home, user); err == nil && !strings.HasPrefix(rel, "..") {
				user = filepath.Join("~", rel)
			}
			// The table on lines of its own, as Codex writes it: on one line
			// after its header, the key did not parse, and a user who pasted
			// the note's text broke every Codex session.
			notes = append(notes, fmt.Sprintf("note: Codex reads .codex/config.toml only in a project you trust: Codex asks when it first starts here, or add these two lines to %s:\n      [projects.%s]\n      trust_level = \"trusted\"", user, quoteTOMLShown(ws)))
		}
		return append([]fileEdit{serverEdit(e, o, "codex", nil)}, md...), notes
	case "gemini":
		md, kept := blockEdit(e, o, "gemini")
		return append([]fileEdit{serverEdit(e, o, "gemini", stdEntry(o.cmd))}, md...), append(geminiTrustNotes(e, o, ws), kept...)
	case "antigravity":
		// Antigravity 2.0 reads a project's servers from
		// .agents/mcp_config.json (Google's Gemini CLI migration guide), as
		// each other host reads its workspace file.
		md, kept := blockEdit(e, o, "antigravity")
		return append([]fileEdit{serverEdit(e, o, "antigravity", stdEntry(o.cmd))}, md...), kept
	case "cursor":
		return []fileEdit{
			serverEdit(e, o, "cursor", cursorEntry(o.cmd)),
			unlessForeign(e, o, "cursor", ruleEdit(filepath.Join(ws, ".cursor", "rules", "engram.mdc"), cursorRule(), o)),
		}, nil
	case "opencode":
		md, kept := blockEdit(e, o, "opencode")
		return append(opencodeEdits(e, o, ws), md...), kept
	case "windsurf":
		return []fileEdit{
			skipEdit("windsurf MCP", "Windsurf documents only a user-level MCP config (~/.codeium/windsurf/mcp_config.json); run 'engram link --global windsurf'"),
			unlessForeign(e, o, "windsurf", ruleEdit(filepath.Join(ws, ".windsurf", "rules", "engram.md"), windsurfRule(), o)),
		}, nil
	}
	return nil, nil
}

// claudeApprovalNotes: as Codex's trust note, since 'claude mcp list' right
// after link says "Pending approval", which a new user reads as a failed
// link. A "no" already given is said instead: Claude Code will not ask.
func claudeApprovalNotes(e *env, o *hostOpts) []string {
	if _, foreign := foreignServer(e, o, "claude"); o.mode != modeLink || o.noMCP || !o.force && foreign != "" {
		return nil
	}
	// An administrator's (or the user's own) list that keeps engram out
	// outranks both answers: Claude Code neither asks nor starts it.
	argv := append(o.cmd.argv(), alwaysLoadFlag(e, o, filepath.Join(o.workspace, ".claude"))...)
	if c, blocked := claudeBlockCheck(e, o.workspace, argv); blocked {
		return []string{"note: " + c.Message + "; " + c.Remedy}
	}
	if c, declined := claudeDeclinedCheck(e, o.workspace); declined {
		return []string{"note: " + c.Message + "; " + c.Remedy}
	}
	if !claudeApproved(e, o.workspace) {
		return []string{claudeApprovalNote}
	}
	return nil
}

// hostTarget is one file in which a host keeps its MCP servers, at one
// scope: link and unlink edit Engram's entry there, upgrade re-pins it and
// doctor checks it. The instruction files and hooks, which doctor does not
// read, are in hostPlan and globalPlan.
type hostTarget struct {
	host    string
	global  bool
	file    func(e *env, ws string) string
	toml    bool     // Codex's config.toml; JSON otherwise
	parents []string // the object holding "engram" (JSON)
	strict  bool     // the host reads strict JSON (Claude Code, Antigravity)
}

// checkID is doctor's id for the target: host.<host>, .global at user scope.
func (t hostTarget) checkID() string {
	if t.global {
		return "host." + t.host + ".global"
	}
	return "host." + t.host
}

// mcpServers is where most hosts keep their servers.
var mcpServers = []string{"mcpServers"}

// hostTargetTable is every host target, in doctor's order. Two are read but
// never written by link: ~/.claude.json, which only 'claude mcp add' writes
// (link prints that command), and Cursor's plugin mcp.json, which
// cursorPluginEdits writes whole with the rest of the plugin.
var hostTargetTable = []hostTarget{
	{host: "claude", file: inWorkspace(".mcp.json"), parents: mcpServers, strict: true},
	{host: "claude", global: true, file: func(e *env, ws string) string { return claudeUserConfig(e) }, parents: mcpServers, strict: true},
	{host: "gemini", file: inWorkspace(".gemini", "settings.json"), parents: mcpServers},
	{host: "cursor", file: inWorkspace(".cursor", "mcp.json"), parents: mcpServers},
	{host: "opencode", file: func(e *env, ws string) string { return opencodeConfig(ws) }, parents: opencodeParents},
	{host: "codex", file: inWorkspace(".codex", "config.toml"), toml: true},
	{host: "codex", global: true, file: func(e *env, ws string) string { return filepath.Join(codexHome(e), "config.toml") }, toml: true},
	{host: "gemini", global: true, file: func(e *env, ws string) string { return filepath.Join(geminiDir(e), "settings.json") }, parents: mcpServers},
	{host: "antigravity", file: inWorkspace(".agents", "mcp_config.json"), parents: mcpServers, strict: true},
	{host: "antigravity", global: true, file: func(e *env, ws string) string { return antigravityConfig(e) }, parents: mcpServers, strict: true},
	{host: "cursor", global: true, file: func(e *env, ws string) string { return filepath.Join(cursorPluginDir(e), "mcp.json") }, parents: mcpServers},
	{host: "opencode", global: true, file: func(e *env, ws string) string { return opencodeConfig(filepath.Join(xdgConfigHome(e), "opencode")) }, parents: opencodeParents},
	{host: "windsurf", global: true, file: inHome(".codeium", "windsurf", "mcp_config.json"), parents: mcpServers},
}

func inWorkspace(elem ...string) func(*env, string) string {
	return func(_ *env, ws string) string { return filepath.Join(append([]string{ws}, elem...)...) }
}

func inHome(elem ...string) func(*env, string) string {
	return func(e *env, _ string) string { return filepath.Join(append([]string{homeDir(e)}, elem...)...) }
}

// noMCPSkip is the line link prints for a registration --no-mcp skips.
const noMCPSkip = "--no-mcp (register engram-mcp yourself)"

// serverEdit edits Engram's entry in host's target at o's scope: entry is
// what a JSON host gets; Codex's TOML gets its own.
func serverEdit(e *env, o *hostOpts, host string, entry any) fileEdit {
	if o.noMCP && o.mode == modeLink {
		// "By default, engram link <target> also installs the MCP
		// registration" (the product page): a user who registers the
		// server another way (by hand, a plugin, a team's managed config)
		// opts out, and an existing entry is left as it is.
		return skipEdit(host+" MCP", noMCPSkip)
	}
	for _, t := range hostTargetTable {
		if t.host == host && t.global == o.global {
			path := t.file(e, o.workspace)
			if t.toml {
				return codexEdit(path, o)
			}
			return jsonEntryEdit(path, t.strict, t.parents, entry, o)
		}
	}
	panic("engram: no host target for " + host)
}

// claudeUserServer reads the user-scope engram server of ~/.claude.json,
// which only 'claude mcp add' writes: nil when there is none; known is
// false when the file cannot be read or parsed.
func claudeUserServer(e *env) (entry *serverEntry, known bool) {
	for _, r := range hostRegistrations(e, "") {
		if r.id == "host.claude.global" {
			src, err := readHostConfig(r.path)
			if errors.Is(err, fs.ErrNotExist) {
				return nil, true
			}
			if err != nil {
				return nil, false
			}
			entry, err := readServerEntry(src, r)
			return entry, err == nil
		}
	}
	return nil, false
}

// claudeUserServerMayExist reports whether ~/.claude.json may hold a
// user-scope engram server (it does, or it cannot be read), so unlink asks
// for 'claude mcp remove' only then: Claude answers that line with an error
// where there is no such server.
func claudeUserServerMayExist(e *env) bool {
	entry, known := claudeUserServer(e)
	return entry != nil || !known
}

// claudeAddNote is the line 'engram link --global claude' prints for the
// server, which Claude Code keeps in ~/.claude.json. 'claude mcp add' fails
// with "already exists" where that file has an engram server, so a second
// link printed a line that could only fail: the same server is said to be
// there, another Engram command is replaced (remove, then add), and a server
// named engram that runs another program is the user's, named and left.
func claudeAddNote(e *env, o *hostOpts) string {
	argv := append(o.cmd.argv(), alwaysLoadFlag(e, o, claudeHome(e))...)
	addArgv := append([]string{"claude", "mcp", "add", "--scope", "user", "engram", "--"}, argv...)
	add := pasteLine(runtime.GOOS, addArgv)
	cfg := shownHome(o, claudeUserConfig(e))
	entry, known := claudeUserServer(e)
	switch {
	case !known || entry == nil:
		return runNote(add, "Claude Code keeps user MCP servers in "+cfg+"; engram does not edit it")
	case slices.Equal(entry.argv, argv):
		return "note: " + cfg + " already has the user-scope engram server (" + strings.Join(argv, " ") + ")"
	case engramArgv(e, entry.argv):
		return runNote(pasteLine(runtime.GOOS, []string{"claude", "mcp", "remove", "--scope", "user", "engram"}, addArgv), "the engram server in "+cfg+" runs "+strings.Join(entry.argv, " ")+"; Claude Code adds no second one")
	}
	return "note: " + cfg + " has a user-scope server named engram that runs " + strings.Join(entry.argv, " ") + ", not Engram; engram leaves it ('claude mcp remove --scope user engram', then '" + add + "', replaces it)"
}

// userClaudeHasBlock reports whether ~/.claude/CLAUDE.md holds the block.
func userClaudeHasBlock(e *env) bool {
	src, err := readHostConfig(filepath.Join(claudeHome(e), "CLAUDE.md"))
	if err != nil {
		return false
	}
	spans, _ := markdownBlocks(src) // markers in a code sample are no block
	return len(spans) > 0
}

// globalPlan is hostPlan for --global (user scope).
func globalPlan(e *env, o *hostOpts, target string) ([]fileEdit, []string) {
	switch target {
	case "claude":
		edits, notes := blockEdit(e, o, "claude")
		if o.mode == modeLink && !o.noMCP {
			notes = append(notes, claudeAddNote(e, o))
			argv := append(o.cmd.argv(), alwaysLoadFlag(e, o, claudeHome(e))...)
			if c, blocked := claudeBlockCheck(e, o.workspace, argv); blocked {
				notes = append(notes, "note: "+c.Message+"; "+c.Remedy)
			}
			if src, err := readHostConfig(filepath.Join(o.workspace, "CLAUDE.md")); err == nil {
				if spans, _ := markdownBlocks(src); len(spans) > 0 {
					notes = append(notes, "note: ./CLAUDE.md also holds the Engram block, so Claude Code would read it twice here; run 'engram link claude' in this project to keep only the user-level one")
				}
			}
		}
		if o.mode == modeUpgrade {
			if entry, _ := claudeUserServer(e); entry != nil {
				if n := claudeRepinNote(o, "user", shownHome(o, claudeUserConfig(e)), entry); n != "" {
					notes = append(notes, n)
				}
			}
		}
		if o.mode == modeUnlink && claudeUserServerMayExist(e) {
			notes = append(notes, runNote("claude mcp remove --scope user engram", "Claude Code keeps user MCP servers in "+shownHome(o, claudeUserConfig(e))+"; engram does not edit it"))
		}
		if o.noMCP && o.mode == modeLink {
			edits = append([]fileEdit{skipEdit("claude MCP", noMCPSkip)}, edits...)
		}
		if !o.noHook || o.mode == modeUnlink {
			edits = append(edits, hookEdit(filepath.Join(claudeHome(e), "settings.json"), o))
		}
		return edits, notes
	case "codex":
		md, kept := blockEdit(e, o, "codex")
		return append([]fileEdit{serverEdit(e, o, "codex", nil)}, md...), kept
	case "gemini":
		md, kept := blockEdit(e, o, "gemini")
		return append([]fileEdit{serverEdit(e, o, "gemini", stdEntry(o.cmd))}, md...), append(geminiTrustNotes(e, o, ""), kept...)
	case "antigravity":
		md, kept := blockEdit(e, o, "antigravity")
		edits := []fileEdit{serverEdit(e, o, "antigravity", stdEntry(o.cmd))}
		if p := antigravityLegacyConfig(e); !(o.noMCP && o.mode == modeLink) && holdsEngram(e, p) {
			// Builds before 2.0 read this file: Engram's entry there
			// (written by hand from older docs) is re-pinned with the
			// current one and removed by unlink, never created.
			edits = append(edits, jsonEntryEdit(p, true, mcpServers, stdEntry(o.cmd), o))
		}
		return append(edits, md...), kept
	case "cursor":
		return cursorPluginEdits(e, o), nil
	case "opencode":
		md, kept := blockEdit(e, o, "opencode")
		return append(opencodeEdits(e, o, filepath.Join(xdgConfigHome(e), "opencode")), md...), kept
	case "windsurf":
		md, kept := blockEdit(e, o, "windsurf")
		return append([]fileEdit{serverEdit(e, o, "windsurf", stdEntry(o.cmd))}, md...), kept
	}
	return nil, nil
}

// instructionFile is the file holding the Engram block that host reads at
// o's scope; "" for a host whose rule file is wholly Engram's (Cursor, and
// Windsurf's workspace).
func instructionFile(e *env, o *hostOpts, host string) string {
	if o.global {
		switch host {
		case "claude":
			return filepath.Join(claudeHome(e), "CLAUDE.md")
		case "codex":
			return filepath.Join(codexHome(e), "AGENTS.md")
		case "gemini":
			p, _ := geminiContextFile(geminiDir(e), geminiSettings(e, o)...)
			return p
		case "antigravity":
			return filepath.Join(antigravityDir(e), "GEMINI.md")
		case "opencode":
			return filepath.Join(xdgConfigHome(e), "opencode", "AGENTS.md")
		case "windsurf":
			return windsurfGlobalRules(o.home)
		}
		return ""
	}
	switch host {
	case "claude":
		return filepath.Join(o.workspace, "CLAUDE.md")
	case "codex", "opencode":
		return filepath.Join(o.workspace, "AGENTS.md")
	case "gemini":
		p, _ := geminiContextFile(o.workspace, geminiSettings(e, o)...)
		return p
	case "antigravity":
		return filepath.Join(o.workspace, "GEMINI.md")
	}
	return ""
}

// blockEdit is host's edit of its instruction file. Hosts share these
// files: Codex and OpenCode read a workspace's AGENTS.md, Gemini CLI and
// Antigravity GEMINI.md, and teams often make AGENTS.md a link to
// CLAUDE.md. Unlinking one host removed the block another, still linked,
// relied on: after 'engram unlink codex' OpenCode lost its instructions,
// and with AGENTS.md -> CLAUDE.md Claude Code did (walk47). So unlink keeps
// the block while another host that reads the same file is not unlinked
// in the same run and its registration at this scope runs Engram, and
// says so. A host without a registration there cannot be known to want it.
func blockEdit(e *env, o *hostOpts, host string) ([]fileEdit, []string) {
	path := instructionFile(e, o, host)
	if o.mode == modeUnlink {
		for _, other := range hostTargets {
			if other == host || contains(o.targets, other) {
				continue
			}
			if f := instructionFile(e, o, other); f != "" && sameFile(f, path) && registersEngram(e, o, other) {
				unlink := "engram unlink " + other
				if o.global {
					unlink += " --global"
				}
				return nil, []string{fmt.Sprintf("kept      %s: %s reads its Engram block too and is still linked ('%s' removes it)", displayPath(o, path), hostNames[other], unlink)}
			}
		}
	}
	if host == "windsurf" {
		return []fileEdit{unlessForeign(e, o, host, windsurfRulesEdit(path, o))}, nil
	}
	if host == "gemini" {
		return []fileEdit{unlessForeign(e, o, host, markdownEdit(path, o))}, geminiContextNote(e, o, path)
	}
	return []fileEdit{unlessForeign(e, o, host, markdownEdit(path, o))}, nil
}

// unlessForeign is ed, a host's instructions, or the line saying why link
// skips them: the host's "engram" MCP server is another program (a user's
// own; engram-rs-mcp's README names it so), which link leaves without
// --force. The block still went in and told the agent to call engram_load
// and engram_save, tools that server lacks (walk48). Claude's hook stays:
// it runs the engram CLI, not the server. --no-mcp writes them, as its
// user registers Engram another way.
func unlessForeign(e *env, o *hostOpts, host string, ed fileEdit) fileEdit {
	// Link never writes ~/.claude.json, so --force replaces no user-scope
	// Claude server: the server stays another program's, and so would the
	// instructions' tools.
	claudeUser := host == "claude" && o.global
	if o.mode != modeLink || o.force && !claudeUser || o.noMCP {
		return ed
	}
	cfg, what := foreignServer(e, o, host)
	if what == "" {
		return ed
	}
	fix := "rename that server (or add --force to replace it) and run the command again"
	if claudeUser {
		fix = "replace it as the note below says, then run the command again"
	}
	return skipEdit(displayPath(o, ed.path), fmt.Sprintf("the \"engram\" server in %s %s, not Engram, so the instructions to call Engram's tools are not written; %s", displayPath(o, cfg), what, fix))
}

// foreignServer names host's MCP file at o's scope and what its "engram"
// server runs ("runs \"python\"", "is the remote server …") when that is not
// Engram; what is "" otherwise. Windsurf reads servers only at user scope,
// so its workspace instructions go by that file. Cursor's user-scope file
// is the plugin's own, which link rewrites whole.
func foreignServer(e *env, o *hostOpts, host string) (cfg, what string) {
	global := o.global || host == "windsurf"
	if global && host == "cursor" {
		return "", ""
	}
	for _, t := range hostTargetTable {
		if t.host != host || t.global != global {
			continue
		}
		cfg = t.file(e, o.workspace)
		src, err := readHostConfig(cfg)
		if err != nil {
			return "", ""
		}
		entry, err := readServerEntry(src, hostRegistration{toml: t.toml, parents: t.parents, strict: t.strict})
		switch {
		case err != nil || entry == nil:
			return "", "" // no server, or a file planEdits will refuse
		case engramArgv(e, entry.argv):
			return "", ""
		case len(entry.argv) > 0 && entry.argv[0] != "":
			return cfg, runsWhat(entry.argv)
		}
		for _, k := range []string{"url", "httpUrl", "serverUrl"} {
			if u, ok := entry.fields[k].(string); ok {
				return cfg, "is the remote server " + strconv.Quote(u)
			}
		}
		return cfg, "runs another program"
	}
	return "", ""
}

// sameFile: the same path, or two names (a link) of one existing file.
func sameFile(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

// hostNames are the hosts' own names, for messages.
var hostNames = map[string]string{"claude": "Claude Code", "codex": "Codex", "gemini": "Gemini CLI", "antigravity": "Antigravity", "cursor": "Cursor", "opencode": "OpenCode", "windsurf": "Windsurf"}

// registersEngram reports whether host's MCP file at o's scope has an
// engram entry that runs Engram (one that runs another program is the
// user's, and keeps nothing of ours alive). Antigravity before 2.0 reads
// its server from the older file (antigravityLegacyConfig), and
// ~/.gemini/GEMINI.md all the same: 'engram unlink --global gemini' took
// the block that user's Antigravity still relied on.
func registersEngram(e *env, o *hostOpts, host string) bool {
	if host == "antigravity" && o.global && holdsEngram(e, antigravityLegacyConfig(e)) {
		return true
	}
	for _, t := range hostTargetTable {
		if t.host != host || t.global != o.global {
			continue
		}
		src, err := readHostConfig(t.file(e, o.workspace))
		if err != nil {
			return false
		}
		entry, err := readServerEntry(src, hostRegistration{toml: t.toml, parents: t.parents, strict: t.strict})
		return err == nil && entry != nil && engramArgv(e, entry.argv)
	}
	return false
}

func hookEdit(path string, o *hostOpts) fileEdit {
	return fileEdit{path: path, apply: func(src []byte, exists bool) (editResult, error) {
		return patchClaudeHook(src, o.editOpts)
	}}
}

func codexEdit(path string, o *hostOpts) fileEdit {
	return fileEdit{path: path, apply: func(src []byte, exists bool) (editResult, error) {
		return patchCodexConfig(src, o.cmd, o.editOpts)
	}}
}

// alwaysLoadFlag is ["--always-load"] only when the Claude hook is neither
// installed (in claudeDir's settings or the user's) nor being installed:
// the hook already injects context (engram-mcp.md, --always-load). Only
// link installs a hook (unless --no-hook); upgrade never does, so for it
// the installed hook alone decides, and a re-pin keeps the flag.
func alwaysLoadFlag(e *env, o *hostOpts, claudeDir string) []string {
	if o.mode == modeLink && !o.noHook {
		return nil
	}
	for _, p := range []string{filepath.Join(claudeDir, "settings.json"), filepath.Join(claudeDir, "settings.local.json"), filepath.Join(claudeHome(e), "settings.json")} {
		if src, err := readHostConfig(p); err == nil {
			if root, err := parseJSONC(src, false); err == nil && root != nil && hasClaudeHook(root) {
				return nil
			}
		}
	}
	return []string{"--always-load"}
}

// claudeHome is Claude Code's user folder (settings.json, CLAUDE.md):
// $CLAUDE_CONFIG_DIR, else ~/.claude. With CLAUDE_CONFIG_DIR set, link
// --global wrote ~/.claude, which Claude Code then never read (walk47, with
// the real claude: 'claude mcp add --scope user' wrote $CLAUDE_CONFIG_DIR).
func claudeHome(e *env) string {
	if d := e.getenv("CLAUDE_CONFIG_DIR"); d != "" {
		return absPath(e, expandHome(e, d))
	}
	return filepath.Join(homeDir(e), ".claude")
}

// claudeUserConfig is the file where Claude Code keeps user-scope MCP
// servers and each project's approvals: .claude.json in $CLAUDE_CONFIG_DIR,
// else ~/.claude.json.
func claudeUserConfig(e *env) string {
	if e.getenv("CLAUDE_CONFIG_DIR") != "" {
		return filepath.Join(claudeHome(e), ".claude.json")
	}
	return filepath.Join(homeDir(e), ".claude.json")
}

// shownHome is p as messages show it: ~/… under the home folder.
func shownHome(o *hostOpts, p string) string {
	if rel, err := filepath.Rel(o.home, p); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.Join("~", rel)
	}
	return p
}

// codexHome is $CODEX_HOME, else ~/.codex.
func codexHome(e *env) string {
	if d := e.getenv("CODEX_HOME"); d != "" {
		return absPath(e, expandHome(e, d))
	}
	return filepath.Join(homeDir(e), ".codex")
}

// geminiDir is $GEMINI_CLI_HOME/.gemini, else ~/.gemini: Gemini CLI treats
// GEMINI_CLI_HOME as a replacement home folder, not as the .gemini folder.
func geminiDir(e *env) string {
	if d := e.getenv("GEMINI_CLI_HOME"); d != "" {
		return filepath.Join(absPath(e, expandHome(e, d)), ".gemini")
	}
	return filepath.Join(homeDir(e), ".gemini")
}

// antigravityDir is ~/.gemini as Antigravity reads it: GEMINI_CLI_HOME is
// Gemini CLI's variable, which Antigravity does not read (agy has no
// equivalent, google-antigravity/antigravity-cli#155), so a user who moved
// Gemini CLI with it had Antigravity's server and block written where
// Antigravity never looks.
func antigravityDir(e *env) string { return filepath.Join(homeDir(e), ".gemini") }

// antigravityConfig is the Gemini MCP file Antigravity reads (DESIGN.md §6).
func antigravityConfig(e *env) string {
	return filepath.Join(antigravityDir(e), "config", "mcp_config.json")
}

// antigravityLegacyConfig is the user MCP file of Antigravity's IDE before
// 2.0 (May 2026). 2.0 and later, the IDE and agy alike, read only
// antigravityConfig: a server left here is not started by them.
func antigravityLegacyConfig(e *env) string {
	return filepath.Join(antigravityDir(e), "antigravity", "mcp_config.json")
}

// holdsEngram reports whether the JSON file at p parses strictly and its
// engram server runs Engram; a file that does not parse, or another
// program's server, is left to the user (an old build's file must not stop
// a link to the current one).
func holdsEngram(e *env, p string) bool {
	src, err := readHostConfig(p)
	if err != nil {
		return false
	}
	entry, err := readServerEntry(src, hostRegistration{parents: mcpServers, strict: true})
	return err == nil && entry != nil && engramArgv(e, entry.argv)
}

// xdgConfigHome is $XDG_CONFIG_HOME, else ~/.config (OpenCode uses it on
// every OS, Windows included).
func xdgConfigHome(e *env) string {
	if d := e.getenv("XDG_CONFIG_HOME"); d != "" {
		return absPath(e, expandHome(e, d))
	}
	return filepath.Join(homeDir(e), ".config")
}

// opencodeConfig is the OpenCode config in dir that link edits. OpenCode
// (1.18) reads both opencode.jsonc and opencode.json there and merges them,
// the .jsonc's keys winning: the first of the two that names an engram
// server holds the one OpenCode starts (Engram's, which link re-pins, or
// another program's, which link must not shadow from the other file), else
// the first that exists, else opencode.json for a new file. A link to
// nothing counts as there, so link names it rather than create
// opencode.json beside it.
func opencodeConfig(dir string) string {
	var there []string
	for _, name := range []string{"opencode.jsonc", "opencode.json"} {
		if _, err := os.Lstat(filepath.Join(dir, name)); err == nil {
			there = append(there, filepath.Join(dir, name))
		}
	}
	for _, p := range there {
		if src, err := readHostConfig(p); err == nil {
			if entry, err := readServerEntry(src, hostRegistration{parents: opencodeParents}); err == nil && entry != nil {
				return p
			}
		}
	}
	if len(there) > 0 {
		return there[0]
	}
	return filepath.Join(dir, "opencode.json")
}

// opencodeParents is where OpenCode keeps its servers.
var opencodeParents = []string{"mcp"}

// opencodeEdits is the edit of OpenCode's config in dir (opencodeConfig's
// file), and of the other of opencode.jsonc and opencode.json when that one
// also holds Engram's entry: OpenCode merges the two, so an entry left
// there (an older link's, or one written by hand) still starts the server
// after unlink, and an old command there is re-pinned with the other.
func opencodeEdits(e *env, o *hostOpts, dir string) []fileEdit {
	main := opencodeConfig(dir)
	edits := []fileEdit{serverEdit(e, o, "opencode", opencodeEntry(o.cmd))}
	if o.noMCP && o.mode == modeLink {
		return edits
	}
	for _, name := range []string{"opencode.jsonc", "opencode.json"} {
		p := filepath.Join(dir, name)
		if p == main {
			continue
		}
		src, err := readHostConfig(p)
		if err != nil {
			continue
		}
		if entry, err := readServerEntry(src, hostRegistration{parents: opencodeParents}); err == nil && entry != nil && engramArgv(e, entry.argv) {
			edits = append(edits, jsonEntryEdit(p, false, opencodeParents, opencodeEntry(o.cmd), o))
		}
	}
	return edits
}

// cursorPluginDir is the global Cursor local plugin that bundles the server.
func cursorPluginDir(e *env) string {
	return filepath.Join(homeDir(e), ".cursor", "plugins", "local", "engram")
}

func cursorPluginEdits(e *env, o *hostOpts) []fileEdit {
	if skip, foreign := cursorPluginSkip(e, o); foreign {
		return []fileEdit{skip}
	}
	dir := cursorPluginDir(e)
	st := jsonStyle{nl: "\n", unit: "  "}
	fields := jsonObj{
		{"name", "engram"},
		{"version", engramVersion()},
		{"description", "Engram project memory: the engram-mcp server and its rule"},
		{"mcpServers", "./mcp.json"},
	}
	mcpEdit := ownedEdit(filepath.Join(dir, "mcp.json"),
		renderJSON(jsonObj{{"mcpServers", jsonObj{{"engram", cursorEntry(o.cmd)}}}}, "", st)+"\n", isCursorPluginFile, o)
	if o.noMCP && o.mode == modeLink {
		// The plugin then carries the rule alone.
		fields = jsonObj{fields[0], fields[1], {"description", "Engram project memory: its rule"}}
		mcpEdit = skipEdit("cursor MCP", noMCPSkip)
	}
	return []fileEdit{
		ownedEdit(filepath.Join(dir, ".cursor-plugin", "plugin.json"), renderJSON(fields, "", st)+"\n", isCursorPluginManifest, o),
		mcpEdit,
		ruleEdit(filepath.Join(dir, "rules", "engram.mdc"), cursorRule(), o),
	}
}

// isCursorPluginFile reports whether a file of the plugin's folder is
// Engram's: its manifest or server list names engram.
func isCursorPluginFile(src []byte) bool { return bytes.Contains(src, []byte(`"engram"`)) }

// cursorRule is the Cursor rule file: MDC front matter, always applied.
func cursorRule() string {
	return "---\ndescription: Engram project memory\nalwaysApply: true\n---\n" + strings.Join(instructionLines(), "\n") + "\n"
}

// windsurfRule is the Windsurf workspace rule, always on.
func windsurfRule() string {
	return "---\ntrigger: always_on\n---\n" + strings.Join(instructionLines(), "\n") + "\n"
}

// locateError prefixes show to err as file:line:col when err carries a
// position, else as "file: message".
func locateError(show string, err error) error {
	if msg := err.Error(); msg != "" && msg[0] >= '0' && msg[0] <= '9' {
		return fmt.Errorf("%s:%w", show, err)
	}
	return fmt.Errorf("%s: %w", show, err)
}

// homeWorkspaceNote is said when link's workspace is the home folder (run
// there, with no project above): several hosts' workspace files are then
// their user-level settings, so a "workspace" link applies to every project.
const homeWorkspaceNote = "engram: note: the workspace is your home folder, so some files link writes here " +
	"(~/.claude/settings.json, ~/.gemini/settings.json, ~/.cursor/mcp.json, ~/.codex/config.toml) are those hosts' " +
	"user-level settings, read in every project; to link one project, run 'engram link' inside it"
