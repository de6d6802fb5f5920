package main

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
)

// Gemini CLI reads the context files its settings name in context.fileName
// (a string or a list; contextFileName in older settings), GEMINI.md only
// by default. A project that sets it to AGENTS.md, to share one file with
// Codex and OpenCode, never has GEMINI.md read: link wrote its block
// there, said "created GEMINI.md", and Gemini CLI never saw it.
//
// geminiContextFile is the file Gemini CLI reads in dir for these
// settings: GEMINI.md when they list it or name nothing usable, else the
// first name they list. The workspace's settings win over the user's, as
// Gemini CLI merges them.

// geminiContextNames lists the context file names the first of settings
// that sets them names, and that file; nil and "" when none does.
func geminiContextNames(settings ...string) ([]string, string) {
	for _, p := range settings {
		src, err := readHostConfig(p)
		if err != nil {
			continue
		}
		root, err := parseJSONC(src, false)
		if err != nil || root == nil || root.kind != jsonObject {
			continue
		}
		v := root.lookup("context", "fileName")
		if v == nil {
			v = root.lookup("contextFileName")
		}
		var names []string
		switch {
		case v == nil:
			continue
		case v.kind == jsonString:
			names = append(names, v.str)
		case v.kind == jsonArray:
			for _, m := range v.members {
				if m.value.kind == jsonString {
					names = append(names, m.value.str)
				}
			}
		}
		return names, p
	}
	return nil, ""
}

// geminiContextFile is where Gemini CLI's Engram block goes in dir, and
// the settings file that moved it there ("" for GEMINI.md).
func geminiContextFile(dir string, settings ...string) (string, string) {
	names, from := geminiContextNames(settings...)
	if len(names) == 0 || slices.Contains(names, "GEMINI.md") {
		return filepath.Join(dir, "GEMINI.md"), ""
	}
	name := names[0]
	if strings.ContainsAny(name, `/\`) || !strings.EqualFold(filepath.Ext(name), ".md") || name == ".md" {
		// A path, not a file name: Gemini CLI's own reading of it is not
		// ours to guess, and a name that leaves dir is never written. Nor
		// is a file that is not Markdown: a clone's settings naming
		// go.mod, package.json or settings.json itself had link append
		// the block there and break the build or Gemini's own settings.
		return filepath.Join(dir, "GEMINI.md"), ""
	}
	return filepath.Join(dir, name), from
}

// geminiContextNote tells a link that Gemini CLI's block went elsewhere
// than GEMINI.md, and why.
func geminiContextNote(e *env, o *hostOpts, path string) []string {
	dir := o.workspace
	if o.global {
		dir = geminiDir(e)
	}
	if _, from := geminiContextFile(dir, geminiSettings(e, o)...); from != "" && o.mode == modeLink {
		return []string{fmt.Sprintf("note: Gemini CLI reads %s, not GEMINI.md, here (context.fileName in %s), so its Engram block is there", displayPath(o, path), displayPath(o, from))}
	}
	return nil
}

// geminiSettings are the settings files that decide Gemini CLI's context
// file at o's scope, the first winning.
func geminiSettings(e *env, o *hostOpts) []string {
	user := filepath.Join(geminiDir(e), "settings.json")
	if o.global {
		return []string{user}
	}
	return []string{filepath.Join(o.workspace, ".gemini", "settings.json"), user}
}
