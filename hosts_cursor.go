package main

import (
	"bytes"
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
)

// Cursor's user-scope registration is a local plugin in
// ~/.cursor/plugins/local/engram/, a folder named for the product, and
// other tools named engram materialize their own Cursor plugin at that same
// path. Link took any file there that held the word "engram" for its own:
// it replaced another plugin's manifest and server without a word, and
// unlink deleted them.

// isCursorPluginManifest reports whether a plugin.json is Engram's: named
// engram, with the description every version of this engram writes, or
// engram 0.0.22-0.0.28's "_managedBy": "engram".
func isCursorPluginManifest(src []byte) bool {
	root, err := parseObjectDoc(src, false)
	if err != nil || root == nil {
		return false
	}
	str := func(key string) string {
		if n := root.lookup(key); n != nil && n.kind == jsonString {
			return n.str
		}
		return ""
	}
	return str("name") == "engram" && (strings.HasPrefix(str("description"), "Engram project memory") || str("_managedBy") == "engram")
}

// cursorPluginForeign says why the plugin folder is another tool's, or ""
// when it is Engram's or absent: a manifest that is not Engram's, or a
// server list whose engram server runs another program.
func cursorPluginForeign(e *env) string {
	dir := cursorPluginDir(e)
	if src, err := readHostConfig(filepath.Join(dir, ".cursor-plugin", "plugin.json")); err == nil && !isCursorPluginManifest(src) {
		return "its .cursor-plugin/plugin.json is not Engram's"
	}
	src, err := readHostConfig(filepath.Join(dir, "mcp.json"))
	if errors.Is(err, fs.ErrNotExist) {
		return ""
	}
	if err != nil || !bytes.Contains(src, []byte(`"engram"`)) {
		return "its mcp.json is not Engram's"
	}
	entry, err := readServerEntry(src, hostRegistration{parents: mcpServers})
	switch {
	case err != nil:
		return "" // planEdits and doctor name the file that does not parse
	case entry != nil && len(entry.argv) > 0 && !engramArgv(e, entry.argv):
		return "its mcp.json's engram server runs " + strings.Join(entry.argv, " ")
	case entry != nil && len(entry.argv) == 0:
		return "its mcp.json's engram server is not Engram's"
	}
	return ""
}

// cursorPluginSkip stands for the plugin's files when the folder is
// another tool's: link says why it writes nothing there (--force replaces
// the plugin); unlink and upgrade, which print no skip line, leave it and
// say there is nothing of Engram's for Cursor.
func cursorPluginSkip(e *env, o *hostOpts) (fileEdit, bool) {
	if o.mode == modeLink && o.force {
		return fileEdit{}, false
	}
	why := cursorPluginForeign(e)
	if why == "" {
		return fileEdit{}, false
	}
	return skipEdit(displayPath(o, cursorPluginDir(e)), "another plugin named engram is there ("+why+"), so Engram is not registered in Cursor's user scope; move that plugin, or add --force to replace it"), true
}

// cursorPluginCheck turns doctor's line for the plugin's mcp.json into a
// warning when the folder is another tool's plugin, whose server may well
// be an "engram mcp" of its own: doctor said pass and counted it as
// Engram linked for Cursor.
func cursorPluginCheck(e *env, c doctorCheck, entry *serverEntry) (doctorCheck, *serverEntry) {
	why := cursorPluginForeign(e)
	if c.ID != "host.cursor.global" || why == "" || entry == nil && c.Status != statusWarn {
		return c, entry
	}
	return doctorCheck{ID: c.ID, Status: statusWarn,
		Message: cursorPluginDir(e) + " is another plugin named engram (" + why + "), not Engram's, so Cursor does not run Engram from it",
		Remedy:  "'engram link --global cursor --force' replaces that plugin with Engram's; or move it, then run 'engram link --global cursor'"}, nil
}
