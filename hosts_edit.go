package main

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// This file holds the pure edits behind link, unlink and upgrade: each takes
// a file's bytes and returns new bytes, touching only Engram's entry, block or
// hook. They never read or write files, so golden, property and fuzz tests
// drive them directly.

// linkMode says which command is editing.
type linkMode int

const (
	modeLink linkMode = iota
	modeUnlink
	modeUpgrade
)

// editOpts are the choices an edit needs beyond the file's bytes.
type editOpts struct {
	mode    linkMode
	force   bool   // replace an existing entry that differs from ours
	refresh bool   // like force, but only for entries that already exist
	version string // the version npx pins are moved to
	hook    string // the Claude hook command ("" = claudeHookCommand)
	// other reports whether a program named engram is another tool's
	// binary where the host would find it (otherEngramBinary); nil: never.
	other func(program string) bool
	// keepEmpty lists the containers (key paths) of the file being edited
	// that held nothing before link filled them (hosts_before.go): unlink
	// leaves them empty instead of removing them.
	keepEmpty [][]string
}

// otherBinary reports whether argv runs a program named engram that is
// another tool's binary (o.other), though its arguments read as Engram's.

// keptEntryNote is link's word for an Engram entry of the user's that it
// keeps (keptEntryWarnings adds what doctor would warn of in it).
const keptEntryNote = "kept the existing entry (--force replaces it)"

func (o editOpts) otherBinary(argv []string) bool {
	return len(argv) > 0 && o.other != nil && serverName(argv[0]) == "engram" && o.other(argv[0])
}

// replaces reports whether an existing, different entry may be rewritten:
// only with --force, engram upgrade or a refresh (engram-mcp.md, the
// --always-load paragraph); otherwise link only re-pins it.
func (o editOpts) replaces() bool { return o.force || o.refresh || o.mode == modeUpgrade }

// editResult is what an edit decided. data nil with remove false means the
// file needs nothing (and need not exist).
type editResult struct {
	data   []byte
	remove bool   // the file is wholly Engram's and goes away
	skip   string // why the file was left alone
	note   string // said after the status word
}

// pinPattern finds the version pinned in an npx form, wherever it sits.
var pinPattern = lazyRegexp(`@the-long-ride/engram@([0-9A-Za-z.+_-]+)`)

// repin rewrites every npx pin inside src[start:end] to version, so `engram
// link` and `engram upgrade` move old entries forward without touching
// anything else in them.
func repin(src []byte, start, end int, version string) []byte {
	if !isReleaseVersion(version) {
		return src // a development build never pins entries to itself
	}
	part := pinPattern().ReplaceAll(src[start:end], []byte(npmPackage+"@"+version))
	return splice(src, start, end, string(part))
}

// errNotObject is wrapped when a key we must descend into holds a non-object.
var errNotObject = errors.New("is not an object")

// cannotPlace is an edit refused in a file that parses but holds what
// keeps Engram's entry out (Codex's mcp_servers written as one inline
// value): link's hint must not send the user to look for a syntax error.
type cannotPlace struct{ error }

func (e cannotPlace) Unwrap() error { return e.error }

// walkObjects follows parents from root and returns the deepest object
// reached and how many keys were found.
func walkObjects(src []byte, root *jsonNode, parents []string) (*jsonNode, int, error) {
	node := root
	for i, k := range parents {
		m := node.member(k)
		if m == nil {
			return node, i, nil
		}
		if m.value.kind != jsonObject {
			line, _ := lineCol(src, m.keyStart)
			return nil, 0, fmt.Errorf("%d:1: %q %w, so engram cannot add its entry", line, strings.Join(parents[:i+1], "."), errNotObject)
		}
		node = m.value
	}
	return node, len(parents), nil
}

// nest wraps value in objects named by keys: nest([a b], v) = {a:{b:v}}.
func nest(keys []string, value any) any {
	for i := len(keys) - 1; i >= 0; i-- {
		value = jsonObj{{keys[i], value}}
	}
	return value
}

// parseObjectDoc parses src and insists on an object at the top.
func parseObjectDoc(src []byte, strict bool) (*jsonNode, error) {
	root, err := parseJSONC(src, strict)
	if err != nil {
		return nil, err
	}
	if root != nil && root.kind != jsonObject {
		line, col := lineCol(src, root.start)
		return nil, &jsonSyntaxError{line: line, col: col, msg: "the top-level value is not an object"}
	}
	return root, nil
}

// newDocument is what an empty (or comment-only) file becomes: its comments,
// then a fresh object holding value at path.
func newDocument(src []byte, path []string, value any) []byte {
	st := jsonStyle{nl: detectNewline(src), unit: "  "}
	doc := renderJSON(nest(path[:len(path)-1], jsonObj{{path[len(path)-1], value}}), "", st) + st.nl
	if len(bytes.TrimSpace(src)) == 0 {
		return []byte(doc)
	}
	out := append([]byte{}, src...)
	if !bytes.HasSuffix(out, []byte("\n")) {
		out = append(out, st.nl...)
	}
	return append(out, doc...)
}

// patchJSONEntry applies link, unlink or upgrade to the member at
// parents+key (e.g. mcpServers.engram) of a JSON or JSONC document.
func patchJSONEntry(src []byte, strict bool, parents []string, key string, entry any, o editOpts) (editResult, error) {
	root, err := parseObjectDoc(src, strict)
	if err != nil {
		return editResult{}, err
	}
	if o.mode == modeUnlink {
		return removeJSONEntry(src, strict, parents, key, o)
	}
	if root == nil {
		if o.mode == modeUpgrade {
			return editResult{}, nil
		}
		return editResult{data: newDocument(src, append(append([]string{}, parents...), key), entry)}, nil
	}
	st := detectJSONStyle(src, root)
	node, found, err := walkObjects(src, root, parents)
	if err != nil {
		return editResult{}, err
	}
	if found < len(parents) {
		if o.mode == modeUpgrade {
			return editResult{}, nil
		}
		rest := append(append([]string{}, parents[found+1:]...), key)
		return editResult{data: insertMember(src, node, parents[found], nest(rest[:len(rest)-1], jsonObj{{key, entry}}), st)}, nil
	}
	m := node.member(key)
	if m == nil {
		if o.mode == modeUpgrade {
			return editResult{}, nil
		}
		return editResult{data: insertMember(src, node, key, entry, st)}, nil
	}
	engram := m.value.kind == jsonObject && runsEngram(m.value, o)
	if ours, isObj := entry.(jsonObj); isObj && !o.force && engram {
		entry = keepUserParts(src, m.value, ours)
	}
	if reflect.DeepEqual(m.value.toAny(), plain(entry)) {
		return editResult{data: src}, nil
	}
	if !engram && !o.force {
		return foreignEntry(m, o)
	}
	if o.replaces() {
		res := editResult{data: replaceValue(src, m, entry, st)}
		if ours, isObj := entry.(jsonObj); isObj && o.force && engram {
			res.note = droppedByForce(m.value, ours)
		} else if o.force && !engram {
			res.note = "--force replaced your \"engram\" entry with Engram's"
			if argv := entryArgv(m.value); len(argv) > 0 && argv[0] != "" {
				res.note += "; it " + strings.Replace(runsWhat(argv), "runs", "ran", 1)
			}
		}
		return res, nil
	}
	out := repin(src, m.value.start, m.value.end, o.version)
	return editResult{data: out, note: keptEntryNote}, nil
}

// foreignEntry is link's and upgrade's answer to an "engram" server that
// runs another program: the user's, which only --force replaces. Upgrade
// and --refresh replaced it, so 'engram upgrade' swapped a user's own
// server for Engram's (README: unlink leaves such an entry as it is, and
// upgrade touches only Engram's); link said "unchanged … (kept the
// existing entry)", which read as if Engram were registered.
func foreignEntry(m *jsonMember, o editOpts) (editResult, error) {
	if o.mode == modeUpgrade {
		return editResult{}, nil
	}
	what := "runs another program"
	if argv := entryArgv(m.value); len(argv) > 0 && argv[0] != "" {
		what = runsWhat(argv)
	} else {
		// Gemini CLI names a streamable HTTP server's address httpUrl, and
		// Windsurf serverUrl: "runs another program" hid which server it was.
		for _, k := range []string{"serverUrl", "httpUrl", "url"} {
			if u := m.value.lookup(k); u != nil && u.kind == jsonString {
				what = "is the remote server " + strconv.Quote(u.str)
			}
		}
	}
	return editResult{skip: fmt.Sprintf("its \"engram\" server %s, not Engram, so Engram is not registered here; rename that server and run the command again, or add --force to replace it", what)}, nil
}

// removeJSONEntry deletes every member named key under parents that runs
// Engram (runsEngram), then the parents that our removal left empty, so
// link∘unlink is the identity. A member of that name that runs another
// program is the user's: link keeps it without --force, and so does unlink
// (as it keeps a Codex table with another command), where it used to
// delete it.
func removeJSONEntry(src []byte, strict bool, parents []string, key string, o editOpts) (editResult, error) {
	out, removed := src, false
	for {
		root, err := parseObjectDoc(out, strict)
		if err != nil {
			return editResult{}, err
		}
		node, found, err := walkObjects(out, root, parents)
		if err != nil || root == nil || found < len(parents) {
			return editResult{data: out}, err
		}
		i := len(node.members) - 1
		for ; i >= 0; i-- {
			if m := node.members[i]; m.key == key && runsEngram(m.value, o) {
				break
			}
		}
		if i < 0 {
			break
		}
		out, removed = removeMember(out, node, i), true
	}
	if removed {
		out = pruneEmpty(out, strict, parents, o.keepEmpty)
	}
	return editResult{data: out}, nil
}

// runsEngram reports whether a server entry starts Engram, in any host's
// shape: "command" a program and "args" its arguments, or (OpenCode) the
// whole command line in "command".
func runsEngram(n *jsonNode, o editOpts) bool {
	argv := entryArgv(n)
	return len(argv) > 0 && isEngramCommand(argv[0], argv[1:]) && !o.otherBinary(argv)
}

// entryArgv is a server entry's command line: "command" then "args".
func entryArgv(n *jsonNode) []string {
	var argv []string
	for _, name := range []string{"command", "args"} {
		switch v := n.lookup(name); {
		case v == nil:
		case v.kind == jsonString:
			argv = append(argv, v.str)
		case v.kind == jsonArray:
			for _, a := range v.members {
				argv = append(argv, a.value.str)
			}
		}
	}
	return argv
}

// keepUserParts is our entry plus what the user added to an entry that
// already runs Engram: the server options after the server's name (such as
// --no-elicitation, which the page tells users of hosts that auto-reject
// dialogs to add) and the members we do not write (env, timeout, trust …).
// engram upgrade and link re-pin existing entries (engram-mcp.md,
// "Registration"): they move the command forward, and used to drop both.
// --always-load stays ours to decide; --force replaces the entry whole.
func keepUserParts(src []byte, old *jsonNode, ours jsonObj) jsonObj {
	flags := userServerOptions(entryArgv(old))
	// The options go at the end of our command line: "args", or for
	// OpenCode, which keeps the whole line there, "command".
	lineKey := "args"
	for _, kv := range ours {
		if _, isList := kv.value.([]string); isList && kv.key == "command" {
			lineKey = "command"
		}
	}
	out := make(jsonObj, 0, len(ours)+len(old.members))
	have := map[string]bool{}
	for _, kv := range ours {
		if list, ok := kv.value.([]string); ok && kv.key == lineKey && len(flags) > 0 {
			kv.value = append(append([]string{}, list...), flags...)
		}
		out, have[kv.key] = append(out, kv), true
	}
	for _, m := range old.members {
		if !have[m.key] {
			out, have[m.key] = append(out, jsonKV{m.key, jsonRaw{text: string(src[m.value.start:m.value.end]), value: m.value.toAny()}}), true
		}
	}
	return out
}

// droppedByForce says what --force took out of an entry that ran Engram:
// the members we do not write and the server options the user had added,
// which link, --refresh and upgrade keep (keepUserParts). It went with no
// word said. Values are not shown (an env member may hold a token).
func droppedByForce(old *jsonNode, ours jsonObj) string {
	have := map[string]bool{}
	for _, kv := range ours {
		have[kv.key] = true
	}
	var parts []string
	for _, m := range old.members {
		if !have[m.key] {
			parts = append(parts, strconv.Quote(escapeName(m.key)))
		}
	}
	if flags := userServerOptions(entryArgv(old)); len(flags) > 0 {
		parts = append(parts, "the options "+escapeName(strings.Join(flags, " ")))
	}
	if len(parts) == 0 {
		return ""
	}
	return "--force replaced Engram's entry and dropped what you had added to it: " + strings.Join(parts, ", ") +
		"; a link without --force keeps it"
}

// userServerOptions are the options after the server's name in a command
// line that runs Engram (engram-mcp …, engram mcp …, npx … engram-mcp …),
// less --always-load, which engram link decides.
func userServerOptions(argv []string) []string {
	var flags []string
	for i, a := range argv {
		if serverName(a) == "engram-mcp" || i > 0 && a == "mcp" && serverName(argv[i-1]) == "engram" {
			for _, f := range argv[i+1:] {
				if f != "--always-load" {
					flags = append(flags, f)
				}
			}
			break
		}
	}
	return flags
}

// runsWhat says what an "engram" server that is not Engram's runs: its
// program, or for a program named engram (another tool of that name, see
// ourServerOptions) its whole command line, as "runs \"engram\", not Engram"
// would read as a contradiction.
func runsWhat(argv []string) string {
	if serverName(argv[0]) == "engram" {
		return "runs " + strconv.Quote(strings.Join(argv, " ")) + ", another tool named engram"
	}
	return "runs " + strconv.Quote(argv[0])
}

// otherEngram reports whether a server command line runs a program named
// engram that is not Engram's server: by an option Engram's server does
// not read (ourServerOptions), or as another tool's binary on the env's
// PATH (otherEngramBinary).
func otherEngram(e *env, argv []string) bool {
	return len(argv) > 0 && serverName(argv[0]) == "engram" && !engramArgv(e, argv)
}

// engramArgv reports whether a host entry's command line starts Engram's
// server: isEngramCommand, and a program named engram that is not another
// tool's binary.
func engramArgv(e *env, argv []string) bool {
	return len(argv) > 0 && isEngramCommand(argv[0], argv[1:]) && !(serverName(argv[0]) == "engram" && otherEngramBinary(e, argv[0]))
}

// serverName is a program's file name, lowercased, without a Windows
// launcher extension.
func serverName(program string) string {
	base := strings.ToLower(program[strings.LastIndexAny(program, `/\`)+1:])
	for _, ext := range []string{".exe", ".cmd", ".bat"} {
		base = strings.TrimSuffix(base, ext)
	}
	return base
}

func memberIndex(n *jsonNode, key string) int {
	for i := len(n.members) - 1; i >= 0; i-- {
		if n.members[i].key == key {
			return i
		}
	}
	return -1
}

// pruneEmpty removes, deepest first, the containers along path that hold
// nothing (not even a comment) once our entry is gone, and stops at one in
// keep (it was there, empty, before link).
func pruneEmpty(src []byte, strict bool, path []string, keep [][]string) []byte {
	for d := len(path); d > 0; d-- {
		if slices.ContainsFunc(keep, func(k []string) bool { return slices.Equal(k, path[:d]) }) {
			return src
		}
		root, err := parseObjectDoc(src, strict)
		if err != nil || root == nil {
			return src
		}
		parent := root.lookup(path[:d-1]...)
		child := root.lookup(path[:d]...)
		if parent == nil || child == nil || len(child.members) > 0 || child.kind != jsonObject && child.kind != jsonArray {
			return src
		}
		if len(bytes.TrimSpace(src[child.start+1:child.end-1])) > 0 {
			return src // a comment lives there: not ours to delete
		}
		src = removeMember(src, parent, memberIndex(parent, path[d-1]))
	}
	return src
}

// claudeHookCommand is the SessionStart hook link registers for Claude Code
// when engram is on PATH; otherwise hookCommand prefixes the npx form.
const claudeHookCommand = "engram hook session-start"

func claudeHookGroup(command string) jsonObj {
	return jsonObj{{"hooks", []any{jsonObj{{"type", "command"}, {"command", command}}}}}
}

// isEngramHook recognises our hook in any form link wrote: the bare command
// or npx running our package, pinned or not.
func isEngramHook(command string) bool {
	if command == claudeHookCommand {
		return true
	}
	rest, ok := strings.CutSuffix(command, " "+claudeHookCommand)
	return ok && strings.HasPrefix(rest, "npx ") && isEngramCommand("npx", strings.Fields(rest)[1:])
}

// hasClaudeHook reports whether a settings document runs our hook.
func hasClaudeHook(root *jsonNode) bool {
	_, _, ok := findClaudeHook(root)
	return ok
}

// findClaudeHook returns the SessionStart group and hook index of our hook.
func findClaudeHook(root *jsonNode) (int, int, bool) {
	groups := root.lookup("hooks", "SessionStart")
	if groups == nil || groups.kind != jsonArray {
		return 0, 0, false
	}
	for i := len(groups.members) - 1; i >= 0; i-- {
		hooks := groups.members[i].value.lookup("hooks")
		if hooks == nil || hooks.kind != jsonArray {
			continue
		}
		for j := len(hooks.members) - 1; j >= 0; j-- {
			if c := hooks.members[j].value.lookup("command"); c != nil && c.kind == jsonString && isEngramHook(c.str) {
				return i, j, true
			}
		}
	}
	return 0, 0, false
}

// patchClaudeHook adds, re-points or removes our SessionStart hook in a
// Claude settings.json, merged with the user's other hooks. Claude Code
// rejects comments and trailing commas there ("Invalid or malformed JSON"),
// so the file is read as strict JSON and refused with file:line otherwise.
func patchClaudeHook(src []byte, o editOpts) (editResult, error) {
	root, err := parseObjectDoc(src, true)
	if err != nil {
		return editResult{}, err
	}
	if o.mode == modeUnlink {
		return removeClaudeHook(src, o)
	}
	command := o.hook
	if command == "" {
		command = claudeHookCommand
	}
	if root != nil {
		if i, j, ok := findClaudeHook(root); ok {
			c := root.lookup("hooks", "SessionStart").members[i].value.lookup("hooks").members[j].value.member("command")
			if c.value.str == command {
				return editResult{data: src}, nil
			}
			return editResult{data: replaceValue(src, c, command, detectJSONStyle(src, root))}, nil
		}
	}
	if o.mode == modeUpgrade {
		// No hook of ours: nothing to re-pin, said as every upgrade editor
		// says it (no data), so the file is not listed as "unchanged".
		return editResult{}, nil
	}
	groups := root.lookup("hooks", "SessionStart")
	if groups == nil {
		return patchJSONEntry(src, true, []string{"hooks"}, "SessionStart", []any{claudeHookGroup(command)}, o)
	}
	if groups.kind != jsonArray {
		line, _ := lineCol(src, groups.start)
		return editResult{}, fmt.Errorf("%d:1: hooks.SessionStart is not an array, so engram cannot add its hook", line)
	}
	return editResult{data: insertMember(src, groups, "", claudeHookGroup(command), detectJSONStyle(src, root))}, nil
}

// removeClaudeHook drops our hook (and its group when it held only ours).
func removeClaudeHook(src []byte, o editOpts) (editResult, error) {
	out, removed := src, false
	for {
		root, err := parseObjectDoc(out, true)
		if err != nil {
			return editResult{}, err
		}
		i, j, ok := findClaudeHook(root)
		if !ok {
			break
		}
		groups := root.lookup("hooks", "SessionStart")
		hooks := groups.members[i].value.lookup("hooks")
		if len(hooks.members) == 1 {
			out = removeMember(out, groups, i)
		} else {
			out = removeMember(out, hooks, j)
		}
		removed = true
	}
	if removed {
		out = pruneEmpty(out, true, []string{"hooks", "SessionStart"}, o.keepEmpty)
	}
	return editResult{data: out}, nil
}

// Instruction blocks in Markdown files shared with the user (CLAUDE.md,
// AGENTS.md, GEMINI.md) sit between these markers (DESIGN.md §6).
const (
	mdBlockStart = "<!-- engram:start -->"
	mdBlockEnd   = "<!-- engram:end -->"
)

// instructionLines is the instruction block: short and self-contained, the
// three things an agent must know (issue #8, engram-mcp.md "Approval and
// commit").
func instructionLines() []string {
	return []string{
		mdBlockStart,
		"## Engram project memory",
		"",
		"- At the start of a task, call `engram_load` with the task to recall this project's rules, decisions and workflows.",
		"- To keep something worth remembering, propose it with `engram_save` (one item) or `engram_save_session` (several); they only return numbered candidates and an `approval_token`.",
		"- Never call `engram_commit` before the human has approved the displayed candidates in this chat, and never allowlist or auto-approve it.",
		"- Only when the human explicitly asks for `/engram save-session --force` (or `/engram ss -f`), run `engram save-session --force` in the shell; `/engram ss -f last N sessions` is `engram save-session --query-level N --force`. Without a shell, commit through `engram_commit`.",
		mdBlockEnd,
	}
}

// patchMarkdownBlock adds, refreshes or removes the instruction block.
// Markers inside a fenced code block are the user's text (a file that
// documents Engram shows them in a sample), never a block. A file with
// more than one block (pasted twice, merged from two branches) keeps one:
// link and upgrade refresh the first and remove the others, saying so, as
// two copies cost the model tokens and an update of only the first left
// the second stale; unlink removes them all.
func patchMarkdownBlock(src []byte, o editOpts) (editResult, error) {
	spans, err := markdownBlocks(src)
	if err != nil {
		return editResult{}, err
	}
	if o.mode == modeUpgrade && len(spans) == 0 {
		return editResult{}, nil
	}
	out := src
	keep := 1
	if o.mode == modeUnlink {
		keep = 0
	}
	var mine []string // lines the user wrote inside Engram's blocks
	for i := range spans {
		mine = append(mine, userLinesIn(src[spans[i].start:spans[i].end])...)
	}
	nl := detectNewline(src)
	for i := len(spans) - 1; i >= keep; i-- {
		if own := userLinesIn(src[spans[i].start:spans[i].end]); len(own) > 0 && o.mode == modeUnlink {
			text := strings.Join(own, nl)
			if src[spans[i].end-1] == '\n' {
				text += nl
			}
			out = splice(out, spans[i].start, spans[i].end, text)
			continue
		}
		out = removeBlockAt(out, &spans[i])
	}
	var res editResult
	if o.mode == modeUnlink {
		res.data = out
	} else {
		var first *blockSpan
		if len(spans) > 0 {
			first = &spans[0]
		}
		// The user's lines go below the block, in their order, where link
		// never writes: they are kept, and the block is Engram's again.
		res.data = setBlockAt(out, first, append(instructionLines(), mine...))
		switch {
		case len(spans) == 2:
			res.note = fmt.Sprintf("removed a second Engram block (line %d); one is enough", spans[1].line)
		case len(spans) > 2:
			res.note = fmt.Sprintf("removed %d more Engram blocks (lines %s); one is enough", len(spans)-1, spanLines(spans[1:]))
		}
	}
	if len(mine) > 0 {
		where := "now below it: link rewrites the block"
		if o.mode == modeUnlink {
			where = "where the block was"
		}
		res.note = strings.TrimPrefix(res.note+"; "+fmt.Sprintf("kept %s you wrote inside Engram's block at line %d, %s", plural(len(mine), "line", "lines"), spans[0].line, where), "; ")
	}
	return res, nil
}

// userLinesIn lists the lines of an Engram block (markers included) that
// are not Engram's: a rule the user added inside it, or a bullet reworded.
// Link rewrote the block and unlink removed it, and the line went with no
// word said. Every line this binary's block ever held is one of
// instructionLines' (the first version lacked the last bullet); engram
// 0.0.28's block (its "# Engram" heading) is not known line by line, so it
// has none: link replaces it whole, as before.
func userLinesIn(block []byte) []string {
	lines := strings.Split(strings.TrimRight(string(block), "\r\n"), "\n")
	if len(lines) < 2 {
		return nil
	}
	known := map[string]bool{}
	for _, l := range instructionLines() {
		known[l] = true
	}
	var mine []string
	heading := false
	for _, l := range lines[1 : len(lines)-1] {
		l = strings.TrimRight(l, "\r")
		t := strings.TrimSpace(l)
		switch {
		case t == "":
		case !heading && t != instructionLines()[1]:
			return nil // engram 0.0.28's block
		case !heading:
			heading = true
		case !known[t]:
			mine = append(mine, l)
		}
	}
	return mine
}

// spanLines lists where blocks start: "9, 14".
func spanLines(spans []blockSpan) string {
	var ls []string
	for _, sp := range spans {
		ls = append(ls, fmt.Sprint(sp.line))
	}
	return strings.Join(ls, ", ")
}

// markdownBlocks finds every instruction block of a Markdown file, in
// order: a start marker line, then the first end marker line after it,
// both outside fenced code blocks (findBlock, shared with Codex's TOML,
// knows no fences). A start without an end is an error, as in findBlock.
//
// A fence never closed is no fence here: CommonMark runs it to the end of
// the file, but link appends its block at the end, so a CLAUDE.md ending
// in an unclosed sample got a new block on every link and unlink removed
// none. The scan goes back to the line after such an opener and reads it
// as text; past maxFenceRetries openers (a file built to make the rescans
// quadratic) no later opener is a fence.
func markdownBlocks(src []byte) ([]blockSpan, error) {
	var spans []blockSpan
	var fence []byte // the open fence's run of ` or ~, nil outside one
	open := -1       // offset of a start marker awaiting its end
	type checkpoint struct{ next, open, spans int }
	var at checkpoint // the state just after the open fence's opener
	retries := 0
	for i := 0; ; {
		if i >= len(src) {
			if fence == nil {
				break
			}
			i, open, spans, fence = at.next, at.open, spans[:at.spans], nil
			retries++
			continue
		}
		j := bytes.IndexByte(src[i:], '\n')
		next := len(src)
		if j >= 0 {
			next = i + j + 1
		}
		line := src[i:next]
		switch {
		case fence != nil:
			if closesFence(line, fence) {
				fence = nil
			}
		case retries < maxFenceRetries && fenceRun(line) != nil:
			fence = fenceRun(line)
			at = checkpoint{next: next, open: open, spans: len(spans)}
		case open < 0 && bytes.HasPrefix(line, []byte(mdBlockStart)):
			open = i
		case open >= 0 && bytes.HasPrefix(line, []byte(mdBlockEnd)):
			end := i + len(mdBlockEnd)
			for end < len(src) && (src[end] == ' ' || src[end] == '\t') {
				end++
			}
			end += newlineAt(src, end)
			if ln, _ := lineCol(src, open); isOurBlock(src[open:i]) {
				spans = append(spans, blockSpan{start: open, end: end, line: ln})
			}
			open = -1
		}
		i = next
	}
	if open >= 0 {
		ln, _ := lineCol(src, open)
		return nil, &tomlSyntaxError{line: ln, col: 1, msg: fmt.Sprintf("engram block start %q has no end marker %q", mdBlockStart, mdBlockEnd)}
	}
	return spans, nil
}

// isOurBlock reports whether a block (from its start marker to its end
// marker's line) is Engram's: its first line of text is this binary's
// heading, or engram 0.0.28's "# Engram" above its list of Engram's tools,
// or it holds no text at all. Other tools named engram put their own text
// between the same markers (learnings, checkpoints, a memory system's
// rules): link replaced such a block with ours and unlink deleted it
// (walk48). Now it is the user's text, left where it is.
func isOurBlock(block []byte) bool {
	lines := bytes.Split(block, []byte("\n"))
	for _, l := range lines[1:] {
		switch l = bytes.TrimSpace(l); string(l) {
		case "":
			continue
		case instructionLines()[1]:
			return true
		case "# Engram":
			return bytes.Contains(block, []byte("`engram_load`"))
		}
		return false
	}
	return true
}

// maxFenceRetries bounds the rescans after unclosed fences (markdownBlocks).
const maxFenceRetries = 8

// fenceRun is the run of three or more backticks or tildes that opens a
// fenced code block on this line (CommonMark: up to three spaces before
// it; a backtick fence's info string holds no backtick), or nil.
func fenceRun(line []byte) []byte {
	rest := bytes.TrimLeft(line, " ")
	if len(line)-len(rest) > 3 || len(rest) < 3 || rest[0] != '`' && rest[0] != '~' {
		return nil
	}
	n := 0
	for n < len(rest) && rest[n] == rest[0] {
		n++
	}
	if n < 3 || rest[0] == '`' && bytes.IndexByte(rest[n:], '`') >= 0 {
		return nil
	}
	return rest[:n]
}

// closesFence reports whether line closes the fence opened by run: the
// same character, at least as many, nothing but blanks after.
func closesFence(line, run []byte) bool {
	rest := bytes.TrimLeft(line, " ")
	if len(line)-len(rest) > 3 {
		return false
	}
	n := 0
	for n < len(rest) && rest[n] == run[0] {
		n++
	}
	return n >= len(run) && len(bytes.TrimSpace(rest[n:])) == 0
}

// patchOwnedFile handles a file that is wholly Engram's (a rule file, the
// Cursor plugin): written whole, removed whole. A file at that path that we
// did not write is left alone unless --force.
func patchOwnedFile(src []byte, exists bool, content string, isOurs func([]byte) bool, o editOpts) (editResult, error) {
	ours := exists && isOurs(src)
	switch {
	case o.mode == modeUnlink:
		if ours {
			return editResult{remove: true}, nil
		}
		if exists {
			return editResult{data: src}, nil
		}
		return editResult{}, nil
	case o.mode == modeUpgrade && !ours:
		return editResult{}, nil
	case exists && !ours && !o.force:
		return editResult{skip: "not written by engram; --force replaces it"}, nil
	}
	data := []byte(content)
	if exists && bytes.Contains(src, []byte("\r\n")) {
		data = bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))
	}
	return editResult{data: data}, nil
}

// ruleEdit is ownedEdit for a rule file of Engram's (Cursor's engram.mdc,
// Windsurf's engram.md): front matter, then the instruction block.
func ruleEdit(path, content string, o *hostOpts) fileEdit {
	return fileEdit{path: path, apply: func(src []byte, exists bool) (editResult, error) {
		return patchRuleFile(src, exists, content, o.editOpts)
	}}
}

// patchRuleFile writes a rule file of Engram's, keeping what the user
// wrote in it. Link, upgrade and --refresh replaced the whole file, and
// unlink removed it, with no word said: a rule the user added, or the
// front matter Cursor's or Windsurf's rule settings rewrite (alwaysApply:
// false, globs, trigger: manual), went. Now the block is refreshed as in
// CLAUDE.md (a line the user wrote inside it moves below it), any other
// line stays, and a front matter that is not Engram's is kept and named
// (--force writes Engram's and names what it replaced). Unlink removes
// the block and keeps the file when a line of the user's is left in it.
// A file with no block of Engram's, or a block with no end, is handled
// as before (patchOwnedFile).
func patchRuleFile(src []byte, exists bool, content string, o editOpts) (editResult, error) {
	spans, err := markdownBlocks(src)
	if !exists || err != nil || len(spans) == 0 {
		res, err := patchOwnedFile(src, exists, content, containsMarker, o)
		if n := textLines(src); err == nil && res.data != nil && exists && n > 0 && !containsMarker(src) {
			// --force over a rule of the user's or another tool's (unlink
			// leaves one the user wrote lines in): say what went.
			res.note = "--force replaced its " + plural(n, "line", "lines") + ", which held no Engram block"
		}
		return res, err
	}
	res, err := patchMarkdownBlock(src, o)
	if err != nil {
		return res, err
	}
	nl := detectNewline(src)
	ours, _ := splitFrontMatter([]byte(content))
	theirs, _ := splitFrontMatter(res.data)
	if o.mode == modeUnlink {
		_, body := splitFrontMatter(res.data)
		n := textLines(body)
		if n == 0 {
			return editResult{remove: true}, nil
		}
		res.note = strings.TrimPrefix(res.note+"; the file stays: it holds "+plural(n, "line", "lines")+" you wrote", "; ")
		// Engram's front matter goes with its block: it made the user's
		// lines left below it a rule applied always, described as Engram's
		// ("description: Engram project memory", "alwaysApply: true"). A
		// front matter the user changed is theirs, kept whole.
		switch {
		case theirs == nil:
		case slices.Equal(frontMatterLines(theirs), frontMatterLines(ours)):
			res.data = res.data[len(theirs):]
		default:
			mine, _ := frontMatterDiff(theirs, ours)
			res.note += "; kept your front matter (" + mine + ")"
		}
		return res, nil
	}
	switch want := bytes.ReplaceAll(ours, []byte("\n"), []byte(nl)); {
	case theirs == nil:
		// No front matter: the host would not apply the rule as Engram's.
		res.data = append(want, res.data...)
	case slices.Equal(frontMatterLines(theirs), frontMatterLines(ours)):
		// Engram's, maybe with a space or blank line more: nothing to say.
	case o.force:
		res.data = append(want, res.data[len(theirs):]...)
		mine, engrams := frontMatterDiff(theirs, ours)
		res.note = strings.TrimPrefix(res.note+"; --force replaced your front matter ("+mine+") with Engram's ("+engrams+")", "; ")
	default:
		mine, engrams := frontMatterDiff(theirs, ours)
		res.note = strings.TrimPrefix(res.note+"; kept your front matter: "+mine+"; Engram's has "+engrams+", which --force writes", "; ")
	}
	return res, nil
}

// textLines counts the lines of src that are not blank.
func textLines(src []byte) int {
	n := 0
	for _, l := range strings.Split(string(src), "\n") {
		if strings.TrimSpace(l) != "" {
			n++
		}
	}
	return n
}

// splitFrontMatter cuts a rule file's front matter (its "---" lines
// included) from the rest; nil when the file does not open with one.
func splitFrontMatter(src []byte) (front, rest []byte) {
	first := bytes.IndexByte(src, '\n')
	if first < 0 || strings.TrimRight(string(src[:first]), "\r") != "---" {
		return nil, src
	}
	for i := first + 1; i < len(src); {
		end := len(src)
		if j := bytes.IndexByte(src[i:], '\n'); j >= 0 {
			end = i + j + 1
		}
		if strings.TrimRight(string(src[i:end]), "\r\n") == "---" {
			return src[:end], src[end:]
		}
		i = end
	}
	return nil, src
}

// frontMatterLines are a front matter's lines between its "---" lines,
// trimmed, blank ones left out.
func frontMatterLines(front []byte) []string {
	var out []string
	lines := strings.Split(strings.TrimRight(string(front), "\r\n"), "\n")
	for _, l := range lines[1 : len(lines)-1] {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// frontMatterDiff shows, each on one line, the front matter lines only
// the user's has and those only Engram's has ("alwaysApply: false,
// globs: *.go" against "alwaysApply: true"), hidden characters escaped
// and long lines cut; "none" for an empty side.
func frontMatterDiff(theirs, ours []byte) (mine, engrams string) {
	a, b := frontMatterLines(theirs), frontMatterLines(ours)
	only := func(x, y []string) string {
		var parts []string
		for _, l := range x {
			if !slices.Contains(y, l) {
				if r := []rune(l); len(r) > 60 {
					l = string(r[:57]) + "..."
				}
				parts = append(parts, escapeName(l))
			}
		}
		if len(parts) == 0 {
			return "none"
		}
		return strings.Join(parts, ", ")
	}
	return only(a, b), only(b, a)
}

// containsMarker is isOurs for rule files carrying the instruction block:
// a start marker line outside a fenced code block (a user's rule that
// shows the markers in a sample is not Engram's to replace or remove).
func containsMarker(src []byte) bool {
	spans, err := markdownBlocks(src)
	return err != nil || len(spans) > 0 // an error: a start with no end
}
