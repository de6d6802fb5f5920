package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
)

// This file is `engram doctor`. Its rules: every check has a stable id, a
// status (pass, warn, fail), a message and a remedy; the host checks live
// here and the store's in storedoctor.go, run after them; the exit code
// is 1 when any check fails, so scripts can gate on it.

// doctorCheck is one line of the doctor report.
type doctorCheck struct {
	ID      string `json:"id"`
	Status  string `json:"status"`
	Message string `json:"message"`
	Remedy  string `json:"remedy,omitempty"`
}

const (
	statusPass = "pass"
	statusWarn = "warn"
	statusFail = "fail"
)

func cmdDoctor(e *env, args []string) error {
	// newFlags, as every command: -h lists each --flag (README), which a
	// hand-written help here had left out.
	fs := newFlags(e, "doctor", "[--json] [--workspace DIR]")
	asJSON := fs.Bool("json", false, "print the checks as JSON")
	ws := workspaceFlag(fs)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return unexpectedArgument(pos[0], "engram doctor [--json] [--workspace DIR]")
	}
	workspace := resolveWorkspace(e, *ws)
	var checks []doctorCheck
	if err := workspaceFolder(e, *ws); err != nil {
		from, _ := workspaceVariable(e)
		var oe *opError
		if *ws != "" || from == "" || !errors.As(err, &oe) {
			return err // --workspace names no folder: a usage mistake
		}
		// A stale ENGRAM_WORKSPACE (or CLAUDE_PROJECT_DIR) is a thing to
		// diagnose: doctor exited 7 with no check at all, where the user
		// scope's host configs were still worth reading.
		checks = append(checks, doctorCheck{ID: "store.workspace", Status: statusFail,
			Message: oe.Error() + ": every engram command here, and a server started with it, fails; the workspace store is not checked",
			Remedy:  strings.Join(oe.hints, "; ")})
	}
	stale := len(checks) > 0
	checks = append(checks, hostChecks(e, workspace)...)
	if !stale {
		checks = append(checks, storeDoctorChecks(e, workspace)...)
	}
	printDoctor(e, checks, *asJSON)
	for _, c := range checks {
		if c.Status == statusFail {
			return errSilent{code: exitError}
		}
	}
	return nil
}

func printDoctor(e *env, checks []doctorCheck, asJSON bool) {
	failed := false
	for i, c := range checks {
		failed = failed || c.Status == statusFail
		// Messages quote host configs, paths and store files, which a
		// clone ships: a terminal escape, a carriage return or a line
		// break in a server's argument could redraw a check as passing.
		checks[i].Message, checks[i].Remedy = escapeName(c.Message), escapeName(c.Remedy)
	}
	if asJSON {
		out, _ := json.MarshalIndent(struct {
			OK     bool          `json:"ok"`
			Checks []doctorCheck `json:"checks"`
		}{!failed, checks}, "", "  ")
		fmt.Fprintln(e.stdout, string(out))
		return
	}
	for _, c := range checks {
		fmt.Fprintf(e.stdout, "%-4s  %-28s %s\n", c.Status, c.ID, c.Message)
		if c.Status != statusPass && c.Remedy != "" {
			fmt.Fprintf(e.stdout, "      %-28s remedy: %s\n", "", c.Remedy)
		}
	}
}

// hostRegistration is one host target resolved for this workspace and home.
type hostRegistration struct {
	id      string
	host    string // hosts.go's target name (hostNames)
	ws      string // the workspace doctor checks
	path    string
	toml    bool
	parents []string // the object holding "engram" (JSON)
	strict  bool     // the host reads strict JSON (Claude Code)
}

// hostRegistrations resolves every host target of both scopes (hosts.go's
// hostTargetTable, the files link writes) in the table's order.
func hostRegistrations(e *env, ws string) []hostRegistration {
	regs := make([]hostRegistration, 0, len(hostTargetTable))
	for _, t := range hostTargetTable {
		regs = append(regs, hostRegistration{id: t.checkID(), host: t.host, ws: ws, path: t.file(e, ws), toml: t.toml, parents: t.parents, strict: t.strict})
	}
	return regs
}

// hostChecks are the host half of doctor.
func hostChecks(e *env, ws string) []doctorCheck {
	var checks []doctorCheck
	linked, unreadable, gemini, claude := 0, 0, false, false
	var claudeArgv []string // the first Claude Code entry's command line
	for _, r := range hostRegistrations(e, ws) {
		c, entry, ok := checkRegistration(e, r)
		if !ok {
			continue
		}
		c, entry = cursorPluginCheck(e, c, entry)
		if entry == nil && c.Status == statusFail {
			unreadable++
		}
		if r.id == "host.claude.global" && c.Status != statusPass && strings.Contains(c.Remedy, "engram link") {
			// Link never writes ~/.claude.json: 'engram link --force'
			// left the server as it was.
			c.Remedy = "review it; 'claude mcp remove --scope user engram', then the 'claude mcp add' line 'engram link --global claude' prints, replaces it"
		}
		checks = append(checks, c)
		if entry != nil {
			linked++
			checks = append(checks, registrationExtras(r, entry)...)
			gemini = gemini || r.host == "gemini"
			claude = claude || r.id == "host.claude"
			if r.host == "claude" && claudeArgv == nil {
				claudeArgv = entry.argv
			}
		}
	}
	if c, ok := geminiBlockCheck(e, ws); ok && gemini {
		checks = append(checks, c)
	}
	if c, ok := claudeDeclinedCheck(e, ws); ok && claude {
		checks = append(checks, c)
	}
	if c, entry, ok := claudeLocalCheck(e, ws); ok {
		checks = append(checks, c)
		if entry != nil {
			linked++
			if claudeArgv == nil {
				claudeArgv = entry.argv
			}
		}
	}
	if c, ok := claudeBlockCheck(e, ws, claudeArgv); ok && claudeArgv != nil {
		checks = append(checks, c)
	}
	if c, ok := claudeUserEntryCheck(e, checks); ok {
		checks = append(checks, c)
	}
	if c, ok := windsurfRulesCheck(e); ok {
		checks = append(checks, c)
	}
	if c, ok := antigravityLegacyCheck(e); ok {
		checks = append(checks, c)
	}
	checks = append(checks, linkageCheck(linked, unreadable))
	checks = append(checks, commitAllowlistChecks(e, ws)...)
	checks = append(checks, claudeHookChecks(e, ws)...)
	if serverAliasStale(e) {
		// Every host entry above may pass while engram-mcp, a link or copy
		// made before engram was reinstalled, still runs the old server.
		checks = append(checks, doctorCheck{ID: "host.server_alias", Status: statusWarn,
			Message: serverAliasPath(e) + " is an older engram build than this engram (" + engramVersion() + "); hosts that run engram-mcp get the old server",
			Remedy:  "run 'engram install-alias' (or 'engram upgrade'), which replaces it"})
	} else if theirs, newer := serverAliasNewer(e); newer {
		// The reverse: hosts run the newer server while this engram, the one
		// the shell finds, is older; link and upgrade leave engram-mcp be.
		checks = append(checks, doctorCheck{ID: "host.server_alias", Status: statusWarn,
			Message: serverAliasPath(e) + " is a newer engram build (" + theirs + ") than this engram (" + engramVersion() + "); hosts run the newer server",
			Remedy:  "install the newer engram over this one, or run it from where it is installed"})
	}
	return checks
}

// claudeUserEntryCheck: after `engram link --global claude` (the user
// CLAUDE.md block or hook is there), the user-scope server entry lives in
// ~/.claude.json, which only `claude mcp add` writes; say when it is missing.
func claudeUserEntryCheck(e *env, checks []doctorCheck) (doctorCheck, bool) {
	for _, c := range checks {
		if c.ID == "host.claude.global" {
			return doctorCheck{}, false // found (or failed to parse): already said
		}
	}
	hook := false
	if src, err := readHostConfig(filepath.Join(claudeHome(e), "settings.json")); err == nil {
		if root, err := parseObjectDoc(src, true); err == nil && root != nil {
			hook = hasClaudeHook(root)
		}
	}
	if !hook && !userClaudeHasBlock(e) {
		return doctorCheck{}, false
	}
	return doctorCheck{ID: "host.claude.global", Status: statusWarn,
		Message: claudeUserConfig(e) + ": Claude Code has no user-scope engram server, though engram is linked for Claude in " + claudeHome(e),
		Remedy:  "run the 'claude mcp add --scope user engram -- …' line that 'engram link --global claude' prints"}, true
}

// antigravityLegacyCheck speaks of Engram's server in the file Antigravity
// read before 2.0: a user who had followed older docs saw doctor pass on
// nothing (the file was not read) while Antigravity 2.0, which reads only
// ~/.gemini/config/mcp_config.json, started no Engram.
func antigravityLegacyCheck(e *env) (doctorCheck, bool) {
	p, cur := antigravityLegacyConfig(e), antigravityConfig(e)
	if !holdsEngram(e, p) {
		return doctorCheck{}, false
	}
	if holdsEngram(e, cur) {
		return doctorCheck{ID: "host.antigravity.legacy", Status: statusPass,
			Message: p + " registers engram for Antigravity before 2.0, and " + cur + " for 2.0 and later"}, true
	}
	return doctorCheck{ID: "host.antigravity.legacy", Status: statusWarn,
		Message: p + " registers engram, but only Antigravity before 2.0 reads that file; 2.0 and later (the IDE and agy) read " + cur + ", which does not",
		Remedy:  "run 'engram link --global antigravity'"}, true
}

func linkageCheck(linked, unreadable int) doctorCheck {
	if linked == 0 && unreadable > 0 {
		return doctorCheck{ID: "host.engram_linkage", Status: statusWarn, Message: "no readable host config registers engram (a config that does not parse is listed above)", Remedy: "fix the file named above, then run 'engram doctor' again"}
	}
	if linked == 0 {
		return doctorCheck{ID: "host.engram_linkage", Status: statusWarn, Message: "no host has an engram MCP entry", Remedy: "run 'engram link <target>' (or 'engram link --global <target>')"}
	}
	return doctorCheck{ID: "host.engram_linkage", Status: statusPass, Message: fmt.Sprintf("%d host config(s) register engram", linked)}
}

// serverEntry is what doctor needs from a host's engram entry.
type serverEntry struct {
	argv   []string
	fields map[string]any
}

// checkRegistration reads one registration file. ok is false when the file
// does not exist or holds no engram entry and nothing is worth saying.
func checkRegistration(e *env, r hostRegistration) (doctorCheck, *serverEntry, bool) {
	src, err := readHostConfig(r.path)
	if errors.Is(err, fs.ErrNotExist) {
		return danglingCheck(r)
	}
	c := doctorCheck{ID: r.id}
	if err != nil {
		c.Status, c.Message, c.Remedy = statusFail, err.Error(), "make the file readable"
		return c, nil, true
	}
	entry, err := readServerEntry(src, r)
	if err != nil {
		c.Status, c.Message = statusFail, locateError(r.path, err).Error()
		c.Remedy = "fix the syntax by hand; engram never rewrites a file it cannot parse"
		return c, nil, true
	}
	if entry == nil {
		return c, nil, false
	}
	if c, ok := foreignEntryCheck(e, r, entry); ok {
		if len(entry.argv) == 0 || otherEngram(e, entry.argv) {
			// A remote server, or another tool named engram: no linked
			// host, and no Engram tools whose approval to check.
			return c, nil, true
		}
		// A command may be a wrapper that runs Engram: its tools' approval
		// (Codex's approval_mode, Gemini's trust) is still checked.
		return c, entry, true
	}
	return entryCheck(e, r, entry), entry, true
}

// danglingCheck speaks of a host config that is, or lies in a folder that
// is, a symbolic link to nothing: doctor read it as absent and said only
// "no host has an engram MCP entry", so a user whose dotfiles folder had
// moved saw "not linked" with no reason, and 'engram link' then refused
// the link. ok is false when there is no such link (the file is absent).
func danglingCheck(r hostRegistration) (doctorCheck, *serverEntry, bool) {
	link, target, ok := danglingAt(r.path)
	if !ok {
		return doctorCheck{}, nil, false
	}
	what := r.path
	if link != r.path {
		what = r.path + ": its folder " + link
	}
	name := hostNames[r.host]
	if name == "" {
		name = "the host"
	}
	return doctorCheck{ID: r.id, Status: statusWarn,
		Message: fmt.Sprintf("%s is a link to %s, which does not exist, so %s reads no servers from it (engram is not registered there)", what, target, name),
		Remedy:  "restore what the link points to (a dotfiles folder moved or not checked out), or remove the link; then link this host again"}, nil, true
}

// foreignEntryCheck warns of an engram entry that is not the server
// 'engram link' writes. A project's host config comes with a clone: "pass"
// beside an entry named engram that runs a shell would vouch for the
// publisher's command. A remote server (a "url", which other tools named
// engram register) is no host that runs Engram: doctor counted it in "N
// host config(s) register engram" and failed it as having "no command",
// with the remedy 'engram link --force', which replaces the user's server.
func foreignEntryCheck(e *env, r hostRegistration, entry *serverEntry) (doctorCheck, bool) {
	c := doctorCheck{ID: r.id, Status: statusWarn}
	if len(entry.argv) == 0 {
		url := ""
		for _, k := range []string{"url", "httpUrl", "serverUrl"} {
			if u, ok := entry.fields[k].(string); ok && url == "" {
				url = u
			}
		}
		if url == "" {
			return c, false
		}
		c.Message = fmt.Sprintf("%s: the engram entry is the remote server %s, not Engram, so this host does not run Engram from here", r.path, url)
		c.Remedy = "rename that server and run 'engram link' for this host, or 'engram link --force' to replace it"
		return c, true
	}
	why := notEngramServer(e, r, entry)
	if why == "" {
		return c, false
	}
	c.Message = fmt.Sprintf("%s: the engram entry is not the server 'engram link' writes: it %s (%s)", r.path, why, strings.Join(entry.argv, " "))
	c.Remedy = "review the entry (a cloned repository can ship it); to replace it with Engram's own, run 'engram link --force' for this host"
	if otherEngram(e, entry.argv) {
		c.Remedy = "leave it if you use that tool; to register Engram here too, rename that server and run 'engram link' for this host ('engram link --force' replaces it)"
	}
	return c, true
}

// entryCheck: the command resolves, and an npx pin names this version.
func entryCheck(e *env, r hostRegistration, entry *serverEntry) doctorCheck {
	c := doctorCheck{ID: r.id, Status: statusPass}
	if len(entry.argv) == 0 {
		c.Status, c.Message, c.Remedy = statusFail, r.path+": the engram entry has no command", "run 'engram link --force' for this host"
		return c
	}
	where := lookPathEnv(e, entry.argv[0])
	if where == "" {
		c.Status, c.Message = statusFail, fmt.Sprintf("%s: command %q is not on PATH", r.path, entry.argv[0])
		c.Remedy = "install Node.js for npx, or put engram-mcp on PATH ('engram install-alias') and run 'engram upgrade'"
		return c
	}
	c.Message = fmt.Sprintf("%s: engram runs %s", r.path, strings.Join(entry.argv, " "))
	for _, a := range entry.argv {
		if m := pinPattern().FindStringSubmatch(a); m != nil && m[1] != engramVersion() {
			c.Status = statusWarn
			c.Message = fmt.Sprintf("%s: engram is pinned to %s, this engram is %s", r.path, m[1], engramVersion())
			c.Remedy = "run 'engram upgrade'"
		}
		if a == npmPackage {
			// The unpinned form a development build registers (npxCommand)
			// runs whatever release npm last published, not this build, and
			// nothing at all before the first one: the host fails to start
			// the server while doctor said pass (walk45).
			c.Status = statusWarn
			c.Message = fmt.Sprintf("%s: engram runs the npm package unpinned (the latest published release, not this engram %s)", r.path, engramVersion())
			c.Remedy = "put engram-mcp on PATH ('engram install-alias' creates it next to engram; add that folder to PATH), then run 'engram link --refresh' for this host"
		}
	}
	return c
}

// notEngramServer says why an engram entry does not start Engram's server
// as link writes it, or "": engram-mcp or 'engram mcp' by bare name (found
// on PATH) or by an absolute path outside the workspace, or npx with only
// the flags, package and program link writes. A project's host config comes
// with a clone, so a command of the project's own, npx with other arguments
// (-c runs a shell command) or variables other than ENGRAM_* (NODE_OPTIONS,
// PATH) would run what the publisher chose.
func notEngramServer(e *env, r hostRegistration, entry *serverEntry) string {
	cmd, args := entry.argv[0], entry.argv[1:]
	switch {
	case otherEngram(e, entry.argv):
		return "runs another tool named engram"
	case !isEngramCommand(cmd, args):
		return "runs " + serverName(cmd)
	case serverName(cmd) == "npx":
		for _, a := range args {
			if !slices.Contains([]string{"-y", "--yes", "--package", "-p", "engram-mcp", npmPackage}, a) && (!strings.HasPrefix(a, npmPackage+"@") || pinPattern().FindString(a) != a) {
				return "passes npx " + a
			}
		}
	case strings.ContainsAny(cmd, `/\`) && (!filepath.IsAbs(cmd) || pathWithin(r.ws, filepath.Clean(cmd))):
		return "runs a program of the project"
	}
	if dir, ok := workspaceArg(args); ok && pathWithin(r.ws, r.path) && !strings.Contains(dir, "${") && outsideProject(r.ws, dir) {
		return fmt.Sprintf("passes --workspace %s, outside the project, so sessions here read and write that folder's memories", dir)
	}
	for _, k := range entryEnvNames(entry) {
		if !strings.HasPrefix(k, "ENGRAM_") {
			return "sets " + k + " for the server"
		}
		if k == "ENGRAM_NOW" || k == "ENGRAM_REQUEST_STATE_TTL" {
			// Test knobs: with a fixed clock no approval token, pending
			// proposal or working note ever expires, and a long TTL keeps
			// every requestState valid.
			return "sets " + k + ", a test setting that keeps approvals from expiring"
		}
		if why := projectChosenFolder(r, entry, k); why != "" {
			return why
		}
	}
	return ""
}

// projectChosenFolder says why a project's entry setting the user config
// folder or the global store to a folder of the project (or a relative one,
// which the host resolves in the project) is a warning, or "". A clone then
// supplies the "global" memories every session trusts as the user's, the
// user config and its cache.key, and a global save writes the user's own
// memory into the repository. A user-level entry, or an absolute folder
// outside the project (a team's shared store), is the user's choice.
// ENGRAM_WORKSPACE is the other way round: a project's entry naming a folder
// that is neither in the project nor above it ("~/work/private") makes the
// project's sessions read and write another project's memories, past any
// limit the host puts on the files an agent may read.
func projectChosenFolder(r hostRegistration, entry *serverEntry, k string) string {
	v := entryEnvValue(entry, k)
	if v == "" || !pathWithin(r.ws, r.path) || strings.Contains(v, "${") {
		return "" // the user's own file, or a host variable (${workspaceFolder})
	}
	if k == "ENGRAM_WORKSPACE" {
		if outsideProject(r.ws, v) {
			return fmt.Sprintf("sets ENGRAM_WORKSPACE to %s, outside the project, so sessions here read and write that folder's memories", v)
		}
		return ""
	}
	what := map[string]string{"ENGRAM_CONFIG_DIR": "your user config", "ENGRAM_GLOBAL_DIR": "your global memories"}[k]
	if what == "" || strings.HasPrefix(v, "~") || filepath.IsAbs(v) && !pathWithin(r.ws, filepath.Clean(v)) {
		return ""
	}
	return fmt.Sprintf("sets %s to %s, a folder of the project, so the project supplies %s", k, v, what)
}

// outsideProject: the workspace folder v, as a project's entry names it
// (relative ones as the host resolves them, in the project), is neither in
// the project ws nor above it.
func outsideProject(ws, v string) bool {
	dir := v
	if !filepath.IsAbs(v) && !strings.HasPrefix(v, "~") {
		dir = filepath.Join(ws, v)
	}
	return strings.HasPrefix(v, "~") || !pathWithin(ws, filepath.Clean(dir)) && !pathWithin(filepath.Clean(dir), ws)
}

// workspaceArg is the folder a server command line passes with
// --workspace (or --workspace=DIR), the option the server reads as
// ENGRAM_WORKSPACE: a project's entry passing "--workspace
// ~/work/private" was "engram runs engram-mcp --workspace ..." to doctor
// (pass), while the same folder in ENGRAM_WORKSPACE warned. The server's
// flags take one dash as well as two (Go's flag package), so
// "-workspace ../private-work" is the same option.
func workspaceArg(args []string) (string, bool) {
	for i, a := range args {
		name, v, hasValue := strings.Cut(strings.TrimPrefix(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || strings.TrimPrefix(name, "-") != "workspace" {
			continue
		}
		if hasValue {
			return v, v != ""
		}
		if i+1 < len(args) {
			return args[i+1], args[i+1] != ""
		}
	}
	return "", false
}

// entryEnvValue is the value an entry gives the variable name, or "".
func entryEnvValue(entry *serverEntry, name string) string {
	if v, ok := entry.fields["env."+name].(string); ok {
		return v
	}
	for _, k := range []string{"env", "environment"} {
		if m, ok := entry.fields[k].(map[string]any); ok {
			if v, ok := m[name].(string); ok {
				return v
			}
		}
	}
	return ""
}

// entryEnvNames are the variables an entry sets: JSON "env" (OpenCode's
// "environment") members, Codex env.NAME keys.
func entryEnvNames(entry *serverEntry) []string {
	var names []string
	for k, v := range entry.fields {
		if name, ok := strings.CutPrefix(k, "env."); ok {
			names = append(names, name)
		}
		if m, ok := v.(map[string]any); ok && (k == "env" || k == "environment") {
			for name := range m {
				names = append(names, name)
			}
		}
	}
	slices.Sort(names)
	return names
}

// readServerEntry returns the engram entry of a registration file, or nil.
func readServerEntry(src []byte, r hostRegistration) (*serverEntry, error) {
	if r.toml {
		return readCodexEntry(src)
	}
	root, err := parseObjectDoc(src, r.strict)
	if err != nil || root == nil {
		return nil, err
	}
	node := root.lookup(append(append([]string{}, r.parents...), "engram")...)
	if node == nil || node.kind != jsonObject {
		return nil, nil
	}
	fields, _ := node.toAny().(map[string]any)
	entry := &serverEntry{fields: fields}
	switch cmd := fields["command"].(type) {
	case string:
		entry.argv = []string{cmd}
	case []any:
		entry.argv = stringsOf(cmd)
	}
	if args, ok := fields["args"].([]any); ok && len(entry.argv) > 0 {
		entry.argv = append(entry.argv, stringsOf(args)...)
	}
	return entry, nil
}

func stringsOf(list []any) []string {
	var out []string
	for _, x := range list {
		if s, ok := x.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

// readCodexEntry collects mcp_servers.engram.* keys into one entry, with
// "approval" holding engram_commit's approval_mode.
func readCodexEntry(src []byte) (*serverEntry, error) {
	doc, err := parseTOML(src)
	if err != nil {
		return nil, err
	}
	var entry *serverEntry
	for _, kv := range doc.kvs {
		if !hasPrefixPath(kv.path, codexEntryPath) {
			continue
		}
		if entry == nil {
			entry = &serverEntry{fields: map[string]any{}}
		}
		rest := strings.Join(kv.path[2:], ".")
		entry.fields[rest] = kv.value
	}
	for _, t := range doc.tables {
		if hasPrefixPath(t.path, codexEntryPath) && entry == nil {
			entry = &serverEntry{fields: map[string]any{}}
		}
	}
	if entry == nil {
		return nil, nil
	}
	if cmd, ok := entry.fields["command"].(string); ok {
		entry.argv = []string{cmd}
		if args, ok := entry.fields["args"].([]any); ok {
			entry.argv = append(entry.argv, stringsOf(args)...)
		}
	}
	return entry, nil
}

// registrationExtras are the per-host safety checks on a present entry.
func registrationExtras(r hostRegistration, entry *serverEntry) []doctorCheck {
	switch {
	case strings.HasPrefix(r.id, "host.gemini") || strings.HasPrefix(r.id, "host.antigravity"):
		if trust, _ := entry.fields["trust"].(bool); trust {
			return []doctorCheck{{ID: "host.gemini_trust", Status: statusWarn,
				Message: r.path + ": the engram entry sets \"trust\": true, which skips confirmation of engram_commit",
				Remedy:  "remove \"trust\": true from mcpServers.engram so a human approves every commit"}}
		}
		return []doctorCheck{{ID: "host.gemini_trust", Status: statusPass, Message: r.path + ": engram is not trusted blindly"}}
	case r.toml:
		return []doctorCheck{codexApprovalCheck(r.path, entry)}
	}
	return nil
}

// codexApprovalCheck passes only approval_mode = "prompt" on engram_commit:
// Codex asks the human on every call. "approve" is Codex's "pre-approved,
// never ask", and without the table Codex may run the tool unasked, so both
// fail (DESIGN.md §6).
func codexApprovalCheck(path string, entry *serverEntry) doctorCheck {
	c := doctorCheck{ID: "host.codex_approval"}
	mode, set := entry.fields["tools.engram_commit.approval_mode"].(string)
	switch {
	case mode == "prompt":
		c.Status, c.Message = statusPass, path+": Codex asks the human before every engram_commit (approval_mode = \"prompt\")"
	case !set:
		c.Status, c.Message = statusFail, path+": [mcp_servers.engram.tools.engram_commit] approval_mode is missing, so Codex may run engram_commit without asking"
		c.Remedy = "run 'engram link codex' (add --global for ~/.codex), or add approval_mode = \"prompt\" under [mcp_servers.engram.tools.engram_commit]"
	case mode == "approve":
		c.Status, c.Message = statusFail, path+": approval_mode = \"approve\" pre-approves engram_commit: Codex writes memory without asking anyone"
		c.Remedy = "set approval_mode = \"prompt\" under [mcp_servers.engram.tools.engram_commit] ('engram link codex' does it for its own block)"
	default:
		c.Status, c.Message = statusWarn, fmt.Sprintf("%s: engram_commit has approval_mode = %q; only \"prompt\" makes Codex ask on every call", path, mode)
		c.Remedy = "set approval_mode = \"prompt\" under [mcp_servers.engram.tools.engram_commit]"
	}
	return c
}

// commitAllowlistChecks fail when Claude settings let the agent write
// memory without a prompt: allowing engram_commit (the permission prompt is
// the human gate, engram-mcp.md "Approval and commit") or a Bash rule that
// covers the CLI's write commands (`engram commit`, `save --force`, …).
// A settings file Claude Code itself rejects fails too, with file:line.
func commitAllowlistChecks(e *env, ws string) []doctorCheck {
	files := []string{
		filepath.Join(ws, ".claude", "settings.json"),
		filepath.Join(ws, ".claude", "settings.local.json"),
		filepath.Join(claudeHome(e), "settings.json"),
	}
	var out []doctorCheck
	for _, p := range files {
		src, err := readHostConfig(p)
		if err != nil {
			continue
		}
		root, err := parseObjectDoc(src, true)
		if err != nil {
			out = append(out, doctorCheck{ID: "host.claude_settings", Status: statusFail, Message: locateError(p, err).Error() + " (Claude Code rejects it: \"Invalid or malformed JSON\")",
				Remedy: "make it strict JSON: no comments, no trailing commas"})
			continue
		}
		if root == nil {
			continue
		}
		allow := root.lookup("permissions", "allow")
		if allow == nil || allow.kind != jsonArray {
			continue
		}
		for _, m := range allow.members {
			if m.value.kind != jsonString {
				continue
			}
			rule := m.value.str
			switch {
			case allowsCommit(rule):
				out = append(out, doctorCheck{ID: "host.claude_commit_allowlist", Status: statusFail,
					Message: fmt.Sprintf("%s: permissions.allow has %q, so engram_commit runs without the human's approval", p, rule),
					Remedy:  "remove it from permissions.allow; Claude Code must prompt on every engram_commit"})
			case bashAllowsWrites(rule) != "":
				out = append(out, doctorCheck{ID: "host.claude_cli_allowlist", Status: statusFail,
					Message: fmt.Sprintf("%s: permissions.allow has %q, so the agent can run `%s` and write memory without a prompt", p, rule, bashAllowsWrites(rule)),
					Remedy:  "remove it, or narrow it to read commands (e.g. \"Bash(engram load:*)\", \"Bash(engram search:*)\"); writes must ask the human"})
			}
		}
	}
	if !slices.ContainsFunc(out, func(c doctorCheck) bool { return c.ID == "host.claude_commit_allowlist" }) {
		out = append(out, doctorCheck{ID: "host.claude_commit_allowlist", Status: statusPass, Message: "no Claude settings allowlist engram_commit"})
	}
	return out
}

// allowsCommit matches the permission rules that cover engram_commit.
func allowsCommit(rule string) bool {
	switch strings.TrimSpace(rule) {
	case "mcp__engram__engram_commit", "mcp__engram__*", "mcp__engram":
		return true
	}
	return false
}

// engramWriteCommands are shell commands that write memory without asking.
var engramWriteCommands = []string{
	"engram commit TOKEN --approve all",
	"engram save --force TEXT",
	"engram save-session --force",
	"engram ss -f",
	// Each of these skips its own approval as save --force does: a durable
	// memory from a note, a memory removed, a working note written.
	"engram promote NOTE --force",
	"engram forget ID --force",
	"engram note --force TEXT",
	// --interactive reads the approval from standard input even when it is
	// no terminal: the agent's own pipe ('echo A | engram save
	// --interactive ...') answers A, so a rule naming it lets the agent
	// approve its own writes (rev54).
	"engram save --interactive TEXT",
	"engram save-session --interactive",
	"engram ss --interactive",
	"engram promote NOTE --interactive",
	"engram forget ID --interactive",
	"engram note --interactive TEXT",
}

// bashAllowsWrites returns the write command a Claude Bash rule lets run
// unprompted, or "". Rules are Bash(prefix:*), Bash(glob with *) or an
// exact Bash(command); a bare "Bash" allows every command.
func bashAllowsWrites(rule string) string {
	rule = strings.TrimSpace(rule)
	if rule == "Bash" {
		return engramWriteCommands[0]
	}
	inner, ok := strings.CutPrefix(rule, "Bash(")
	if !ok || !strings.HasSuffix(inner, ")") {
		return ""
	}
	pattern := strings.TrimSuffix(inner, ")")
	for _, cmd := range engramWriteCommands {
		for _, form := range []string{cmd, "npx -y --package " + npmPackage + " " + cmd, "npx " + cmd} {
			if bashRuleMatches(pattern, form) {
				return cmd
			}
		}
	}
	return ""
}

// bashRuleMatches applies Claude Code's Bash rule forms: "prefix:*"
// matches commands starting with prefix, "*" matches any text.
func bashRuleMatches(pattern, cmd string) bool {
	if prefix, ok := strings.CutSuffix(pattern, ":*"); ok {
		pattern = prefix + "*"
	}
	parts := strings.Split(pattern, "*")
	if !strings.HasPrefix(cmd, parts[0]) {
		return false
	}
	rest := cmd[len(parts[0]):]
	for i, part := range parts[1:] {
		if i == len(parts)-2 {
			return strings.HasSuffix(rest, part)
		}
		j := strings.Index(rest, part)
		if j < 0 {
			return false
		}
		rest = rest[j+len(part):]
	}
	return rest == ""
}
