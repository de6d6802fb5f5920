package main

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// This file reads, never writes, whether the user has already answered a
// host's first question about a linked project (Claude Code's approval of
// .mcp.json's servers, Codex's and Gemini CLI's folder trust), so that link
// prints its note on that question only where it is still to come.

// claudeApprovalNote: Claude Code starts a project's .mcp.json servers only
// after the user approved them (its first start here asks).
const claudeApprovalNote = "note: Claude Code starts the servers of a project's .mcp.json only once you approve them: it asks when it first starts here ('claude mcp list' says \"Pending approval\" until then)"

// geminiTrustNotes: Gemini CLI disables every MCP server, user-level ones
// too, in a folder the user has not trusted; 'gemini mcp list' right after
// link says "Disabled", which a new user reads as a failed link. ws is the
// folder a workspace link is for ("" for --global, which serves every
// folder): one Gemini already trusts needs no note.
// An allowlist, an exclusion or 'gemini mcp disable' that keeps engram
// from starting anywhere is said too (hosts_geminiblock.go).
func geminiTrustNotes(e *env, o *hostOpts, ws string) []string {
	if o.mode != modeLink || o.noMCP {
		return nil
	}
	var notes []string
	if ws == "" || !geminiTrusted(e, ws) {
		notes = append(notes, "note: Gemini CLI starts MCP servers only in a folder you trust: it asks when it first starts in one (or run '/permissions trust' in Gemini); until then 'gemini mcp list' says \"Disabled\"")
	}
	if c, ok := geminiBlockCheck(e, o.workspace); ok {
		notes = append(notes, "note: "+c.Message+"; "+c.Remedy)
	}
	return notes
}

// The hosts' own answers (walk45): each asks the user once per folder
// before it starts a project's servers, and link says so, but only where
// the host's files, read and never written, do not already hold the
// answer. A file that cannot be read or parsed holds none: the note stays.

// claudeApproved: Claude Code starts .mcp.json's servers once approved. Its
// dialog records the answer in ~/.claude.json's entry for the project
// (enabledMcpjsonServers, enableAllProjectMcpServers); the settings files
// (the user's, the project's, the project's local one) can approve every
// project server. Their enabledMcpjsonServers is not read: some Claude Code
// versions ignore it there (anthropics/claude-code#24657), and a note left
// out where the server still waits is worse than one too many.
func claudeApproved(e *env, ws string) bool {
	if projects := readHostJSON(claudeUserConfig(e)).lookup("projects"); projects != nil && projects.kind == jsonObject {
		for _, m := range projects.members {
			if samePath(m.key, ws) && approvesEngram(m.value) {
				return true
			}
		}
	}
	for _, p := range []string{filepath.Join(claudeHome(e), "settings.json"), filepath.Join(ws, ".claude", "settings.json"), filepath.Join(ws, ".claude", "settings.local.json")} {
		if all := readClaudeSettings(p).lookup("enableAllProjectMcpServers"); all != nil && all.kind == jsonBool && all.raw == "true" {
			return true
		}
	}
	return false
}

// claudeDeclinedCheck: the user answered Claude Code's question about the
// project's servers with no for engram (or a settings file lists it in
// disabledMcpjsonServers): Claude Code (2.1) then never starts it nor asks
// again, and 'claude mcp list' leaves it out, while link's note said it
// would ask and doctor passed. ok is false when nothing declined it.
func claudeDeclinedCheck(e *env, ws string) (doctorCheck, bool) {
	c := doctorCheck{ID: "host.claude_declined", Status: statusWarn}
	if projects := readHostJSON(claudeUserConfig(e)).lookup("projects"); projects != nil && projects.kind == jsonObject {
		for _, m := range projects.members {
			if samePath(m.key, ws) && namesEngram(m.value.lookup("disabledMcpjsonServers")) {
				c.Message = claudeUserConfig(e) + `: this project's disabledMcpjsonServers lists "engram" (declined when Claude Code asked), so Claude Code does not start it here`
				c.Remedy = "run 'claude mcp reset-project-choices' in the project; Claude Code asks again on its next start"
				return c, true
			}
		}
	}
	for _, p := range []string{filepath.Join(claudeHome(e), "settings.json"), filepath.Join(ws, ".claude", "settings.json"), filepath.Join(ws, ".claude", "settings.local.json")} {
		if namesEngram(readClaudeSettings(p).lookup("disabledMcpjsonServers")) {
			c.Message = p + `: disabledMcpjsonServers lists "engram", so Claude Code does not start it here`
			c.Remedy = `remove "engram" from disabledMcpjsonServers in ` + p
			return c, true
		}
	}
	return doctorCheck{}, false
}

// namesEngram: list is a JSON array holding "engram".
func namesEngram(list *jsonNode) bool {
	if list == nil || list.kind != jsonArray {
		return false
	}
	for _, m := range list.members {
		if m.value.kind == jsonString && m.value.str == "engram" {
			return true
		}
	}
	return false
}

// approvesEngram: Claude Code's settings approve every project server, or
// name engram among them.
func approvesEngram(n *jsonNode) bool {
	if n == nil {
		return false
	}
	if all := n.lookup("enableAllProjectMcpServers"); all != nil && all.kind == jsonBool && all.raw == "true" {
		return true
	}
	return namesEngram(n.lookup("enabledMcpjsonServers"))
}

// codexTrusted: Codex reads a project's .codex/config.toml once
// ~/.codex/config.toml has [projects."<folder>"] trust_level = "trusted".
func codexTrusted(e *env, ws string) bool {
	src, err := readHostConfig(filepath.Join(codexHome(e), "config.toml"))
	if err != nil {
		return false
	}
	doc, err := parseTOML(src)
	if err != nil {
		return false
	}
	// Codex trusts a linked git worktree by its own folder or by its main
	// repository's (resolve_root_git_project_for_trust; checked with
	// Codex 0.169): link in a worktree of a trusted repository told the
	// user to trust it again.
	main := gitMainWorktree(ws)
	for _, kv := range doc.kvs {
		if len(kv.path) == 3 && kv.path[0] == "projects" && kv.path[2] == "trust_level" && kv.value == "trusted" &&
			(samePath(kv.path[1], ws) || main != "" && samePath(kv.path[1], main)) {
			return true
		}
	}
	return false
}

// gitMainWorktree is the main repository's folder when ws is a linked
// worktree ('git worktree add': a .git file naming a gitdir whose
// commondir is the main .git folder), else "". Read from the files, as git
// writes them, not by running git.
func gitMainWorktree(ws string) string {
	src, err := readHostFile(filepath.Join(ws, ".git"), 4096)
	if err != nil {
		return ""
	}
	gitdir, ok := strings.CutPrefix(strings.TrimSpace(string(src)), "gitdir:")
	if !ok {
		return ""
	}
	gitdir = strings.TrimSpace(gitdir)
	if !filepath.IsAbs(gitdir) {
		gitdir = filepath.Join(ws, gitdir)
	}
	common, err := readHostFile(filepath.Join(gitdir, "commondir"), 4096)
	if err != nil {
		return "" // a submodule's gitdir has none: it is no worktree
	}
	dir := strings.TrimSpace(string(common))
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(gitdir, dir)
	}
	return filepath.Dir(filepath.Clean(dir))
}

// geminiTrusted follows Gemini CLI's rule: folder trust off in the user's
// settings (security.folderTrust.enabled false) trusts every folder; else
// the longest rule of trustedFolders.json ($GEMINI_CLI_TRUSTED_FOLDERS_PATH)
// whose folder holds ws decides (TRUST_PARENT's folder is the rule's
// parent). An IDE's trust is not in a file: such a folder gets the note.
func geminiTrusted(e *env, ws string) bool {
	if n := readHostJSON(filepath.Join(geminiDir(e), "settings.json")).lookup("security", "folderTrust", "enabled"); n != nil && n.kind == jsonBool && n.raw == "false" {
		return true
	}
	path := e.getenv("GEMINI_CLI_TRUSTED_FOLDERS_PATH")
	if path == "" {
		path = filepath.Join(geminiDir(e), "trustedFolders.json")
	}
	root := readHostJSON(path)
	if root == nil || root.kind != jsonObject {
		return false
	}
	loc, longest, level := realPath(ws), -1, ""
	for _, m := range root.members {
		if m.value.kind != jsonString {
			return false // Gemini refuses the file and starts nothing
		}
		folder := m.key
		if m.value.str == "TRUST_PARENT" {
			folder = filepath.Dir(folder)
		}
		if isWithin(loc, realPath(folder)) && len(m.key) > longest {
			longest, level = len(m.key), m.value.str
		}
	}
	return level == "TRUST_FOLDER" || level == "TRUST_PARENT"
}

// isWithin reports whether p is root or inside it.
func isWithin(p, root string) bool {
	rel, err := filepath.Rel(root, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// readHostJSON parses a host's JSON file (comments allowed), nil when it
// cannot be read or parsed.
func readHostJSON(p string) *jsonNode {
	src, err := readHostConfig(p)
	if err != nil {
		return nil
	}
	root, err := parseJSONC(src, false)
	if err != nil {
		return nil
	}
	return root
}

// samePath reports whether a host's key for a folder (slashes on every
// system, links perhaps resolved) names the folder ws.
func samePath(key, ws string) bool {
	return samePathOn(key, ws, runtime.GOOS)
}

// samePathOn is samePath by goos's rule for case. A key in another case
// names ws only when no folder has the key's spelling: a case-sensitive
// volume (APFS can be formatted so, and a Windows folder marked so) holds
// App and app side by side, and Claude's approval or local server for one
// is not the other's. Where case is ignored, a key naming an existing
// folder is the same folder as ws, and sameFile says so.
func samePathOn(key, ws, goos string) bool {
	k := filepath.Clean(filepath.FromSlash(key))
	if k == filepath.Clean(ws) || k == realPath(ws) || realPath(k) == realPath(ws) || sameFile(k, ws) {
		return true
	}
	_, err := os.Stat(k)
	return err != nil && sameFoldedPath(k, ws, goos)
}

// sameFoldedPath: Claude Code keys ~/.claude.json's projects by its working
// folder as the process got it (process.cwd(), or the git root above it;
// forward slashes on Windows), compared byte for byte, and so does Codex's
// trust table. On Windows and macOS, whose file systems ignore case, that
// spelling is the shell's: a VS Code terminal starts in "c:\…", PowerShell
// keeps the case typed to cd, and Go's Getwd on macOS returns $PWD as typed.
// engram run from another shell saw no project entry: link asked for an
// approval already given, and doctor, upgrade and unlink missed the local
// server Claude Code starts there. So there a key matches the workspace
// without regard to case (sameFile also catches two spellings of one
// existing folder, such as Unicode normalization on macOS).
func sameFoldedPath(key, ws, goos string) bool {
	if goos != "windows" && goos != "darwin" {
		return false
	}
	norm := func(p string) string {
		if goos == "windows" {
			p = strings.ReplaceAll(p, `\`, "/")
		}
		return strings.TrimSuffix(p, "/")
	}
	return strings.EqualFold(norm(key), norm(ws))
}

// realPath is p with its links resolved, as the hosts compare folders; p
// when it cannot be resolved.
func realPath(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	return p
}
