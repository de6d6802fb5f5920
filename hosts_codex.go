package main

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// This file is Engram's entry in Codex's config.toml (global ~/.codex or a
// trusted project's .codex/). Its rules (issue 18): engram's tables are
// recognised by what they hold, our command, with or without the markers,
// because `codex mcp add/remove` rewrites [mcp_servers] and drops our start
// marker (and `args = []`), leaving the end marker dangling, sometimes inside
// another server's table; a marker counts only as a real TOML comment, never
// as text inside a multi-line string; a table whose command is not ours is
// the user's and is left alone (--force replaces it).

var codexEntryPath = []string{"mcp_servers", "engram"}

// codexBlockLines is the managed Codex block: the server, and a human asked
// before every engram_commit (engram-mcp.md "Approval and commit"). In Codex
// "prompt" asks on every call; "approve" means pre-approved, never ask (what
// Codex saves for "don't ask again"), so it must never be ours.
func codexBlockLines(cmd serverCommand) []string {
	args := make([]string, len(cmd.args))
	for i, a := range cmd.args {
		args[i] = quoteJSON(a) // a TOML basic string is a JSON string for these
	}
	return []string{
		codexBlockStart,
		"[mcp_servers.engram]",
		"command = " + quoteJSON(cmd.command),
		"args = [" + strings.Join(args, ", ") + "]",
		"",
		"[mcp_servers.engram.tools.engram_commit]",
		`approval_mode = "prompt"`,
		codexBlockEnd,
	}
}

// codexLayout is what a parsed config.toml holds of Engram.
type codexLayout struct {
	tables  [][2]int // line ranges [first, last] (0-based) of [mcp_servers.engram…] tables
	inline  int      // line of a definition outside those tables (dotted key, inline table), or 0
	ours    bool     // the entry runs our server, or sits alone inside intact markers
	markers []int    // 0-based lines of real start or end marker comments
	block   *blockSpan
}

// isEngramCommand reports whether a server command starts Engram: the
// engram-mcp binary (any folder, any Windows extension), `engram mcp` with
// only the options Engram's server reads, or npx running our package.
func isEngramCommand(command string, args []string) bool {
	switch serverName(command) {
	case "engram-mcp":
		return true
	case "engram":
		return len(args) > 0 && args[0] == "mcp" && ourServerOptions(args[1:])
	case "npx":
		for _, a := range args {
			if a == npmPackage || strings.HasPrefix(a, npmPackage+"@") {
				return true
			}
		}
	}
	return false
}

// ourServerOptions reports whether args, after `engram mcp`, hold only the
// options Engram's server reads (parseServerArgs), in any spelling. Another
// memory server is also a program named engram serving MCP as `engram mcp`:
// Gentleman Programming's engram, whose setup registers it in Claude Code,
// Gemini CLI, Codex and OpenCode as "engram" running `engram mcp
// --tools=agent`. Taken for ours, link re-pinned it to engram-mcp (keeping
// --tools=agent), upgrade did the same and unlink deleted it. Engram never
// writes `engram mcp` itself, and its server ignores an option it does not
// know, so an option it does not read says the entry is another program's.
func ourServerOptions(args []string) bool {
	for i := 0; i < len(args); i++ {
		name, _, hasValue := strings.Cut(strings.TrimLeft(args[i], "-"), "=")
		switch {
		case !strings.HasPrefix(args[i], "-"):
			return false
		case name == "always-load" || name == "no-elicitation" || name == "workspace" && hasValue:
		case name == "workspace":
			i++ // its value is the next argument
		default:
			return false
		}
	}
	return true
}

// markerLines returns the 0-based lines of comments that begin a line with
// marker. Comments come from the parser, so a marker inside a multi-line
// string is text and never found.
func markerLines(src []byte, doc *tomlDoc, marker string) []int {
	var out []int
	for _, c := range doc.comments {
		if (c == 0 || src[c-1] == '\n') && bytes.HasPrefix(src[c:], []byte(marker)) {
			line, _ := lineCol(src, c)
			out = append(out, line-1)
		}
	}
	return out
}

// readCodexLayout finds Engram's tables, markers and whether they are ours.
func readCodexLayout(src []byte, doc *tomlDoc) codexLayout {
	var l codexLayout
	lineOf := func(off int) int { line, _ := lineCol(src, off); return line - 1 }
	var command string
	var args []string
	for i, t := range doc.tables {
		if !hasPrefixPath(t.path, codexEntryPath) {
			continue
		}
		next := len(src)
		if i+1 < len(doc.tables) {
			next = doc.tables[i+1].lineStart
		}
		last := t.line - 1
		for _, kv := range doc.kvs {
			if kv.start >= t.lineStart && kv.start < next && kv.end > 0 {
				last = max(last, lineOf(kv.end-1))
			}
		}
		l.tables = append(l.tables, [2]int{t.line - 1, last})
	}
	for _, kv := range doc.kvs {
		if !hasPrefixPath(kv.path, codexEntryPath) {
			continue
		}
		if !tableDefines(doc, holder(doc, kv)) && l.inline == 0 {
			l.inline = kv.line
		}
		switch strings.Join(kv.path[2:], ".") {
		case "command":
			command, _ = kv.value.(string)
		case "args":
			list, _ := kv.value.([]any)
			args = stringsOf(list)
		}
	}
	starts := markerLines(src, doc, codexBlockStart)
	ends := markerLines(src, doc, codexBlockEnd)
	l.markers = append(append([]int{}, starts...), ends...)
	l.ours = command != "" && isEngramCommand(command, args)
	if len(starts) == 1 && len(ends) == 1 && starts[0] < ends[0] && l.inline == 0 && onlyEngramBetween(src, doc, starts[0], ends[0]) {
		l.ours = true
		start := lineOffset(src, starts[0])
		span, err := findBlock(src[start:], codexBlockStart, codexBlockEnd)
		if err == nil && span != nil {
			// The end marker's line is a TOML comment to its end: the block
			// takes all of it, or removing the block could leave the rest
			// ("# <<< engram <<<0" left "0", which does not parse).
			end := start + span.end
			if end > 0 && src[end-1] != '\n' {
				if nl := bytes.IndexByte(src[end:], '\n'); nl >= 0 {
					end += nl + 1
				} else {
					end = len(src)
				}
			}
			l.block = &blockSpan{start: start + span.start, end: end, line: starts[0] + 1}
		}
		for _, t := range l.tables {
			if t[0] < starts[0] || t[1] > ends[0] {
				l.block = nil // part of our entry lies outside the markers
			}
		}
	}
	return l
}

// blockLines are the lines between an intact block's markers.
func (l codexLayout) blockLines(src []byte) []int {
	first, _ := lineCol(src, l.block.start)
	last, _ := lineCol(src, l.block.end-1)
	var out []int
	for i := first; i < last-1; i++ { // 1-based marker lines: 0-based first+1 .. last-1
		out = append(out, i)
	}
	return out
}

// tableLines are the lines of our [mcp_servers.engram…] tables, header to
// last key, in file order, without a marker line among them.
func (l codexLayout) tableLines() []int {
	marker := map[int]bool{}
	for _, m := range l.markers {
		marker[m] = true
	}
	var out []int
	for _, t := range l.tables {
		for i := t[0]; i <= t[1]; i++ {
			if !marker[i] {
				out = append(out, i)
			}
		}
	}
	sort.Ints(out)
	return out
}

// onlyEngramBetween reports whether every table and key between two lines
// belongs to mcp_servers.engram: the markers still enclose only our block.
func onlyEngramBetween(src []byte, doc *tomlDoc, from, to int) bool {
	for _, t := range doc.tables {
		if t.line-1 > from && t.line-1 < to && !hasPrefixPath(t.path, codexEntryPath) {
			return false
		}
	}
	for _, kv := range doc.kvs {
		if kv.line-1 > from && kv.line-1 < to && !hasPrefixPath(kv.path, codexEntryPath) {
			return false
		}
	}
	return true
}

// lineOffset is the byte offset where 0-based line n starts.
func lineOffset(src []byte, n int) int {
	off := 0
	for ; n > 0; n-- {
		i := bytes.IndexByte(src[off:], '\n')
		if i < 0 {
			return len(src)
		}
		off += i + 1
	}
	return off
}

// serversOneValue is the line of a top-level `mcp_servers = …` (an inline
// table, or a value that is no table at all), or 0.
func serversOneValue(doc *tomlDoc) int {
	for _, kv := range doc.kvs {
		if kv.start >= 0 && len(kv.path) == 1 && kv.path[0] == "mcp_servers" {
			return kv.line
		}
	}
	return 0
}

// holder is the key = value line an inline table's member was written in,
// or kv itself: `env = { K = "v" }` under [mcp_servers.engram], the form
// Codex's documentation gives for env, is defined by that table and is not
// an inline definition of the entry (it was refused as one, exit 3).
func holder(doc *tomlDoc, kv tomlKV) tomlKV {
	if kv.start >= 0 {
		return kv
	}
	for _, o := range doc.kvs {
		if o.start >= 0 && len(o.path) < len(kv.path) && hasPrefixPath(kv.path, o.path) && o.start < kv.end && kv.end <= o.end {
			return o
		}
	}
	return kv
}

// tableDefines reports whether kv sits inside a [mcp_servers.engram…] table
// header (as opposed to a dotted key or inline table elsewhere).
func tableDefines(doc *tomlDoc, kv tomlKV) bool {
	var owner *tomlTable
	for i := range doc.tables {
		if doc.tables[i].lineStart <= kv.start {
			owner = &doc.tables[i]
		}
	}
	return kv.start >= 0 && owner != nil && hasPrefixPath(owner.path, codexEntryPath)
}

// patchCodexConfig applies link, unlink or upgrade to a Codex config.toml.
func patchCodexConfig(src []byte, cmd serverCommand, o editOpts) (editResult, error) {
	doc, err := parseTOML(src)
	if err != nil {
		return editResult{}, err
	}
	l := readCodexLayout(src, doc)
	if entry, _ := readCodexEntry(src); entry != nil && o.otherBinary(entry.argv) {
		l.ours, l.block = false, nil // another tool's engram, whatever the markers say
	}
	if o.mode == modeUnlink {
		if l.block != nil {
			return editResult{data: removeBlockAt(src, l.block)}, nil
		}
		return editResult{data: dropCodexLines(src, l, l.ours)}, nil
	}
	exists := len(l.tables) > 0 || l.inline > 0
	if exists && !l.ours && !o.force {
		return foreignCodexEntry(src, l, o)
	}
	if l.inline > 0 {
		return editResult{}, cannotPlace{fmt.Errorf("%d:1: mcp_servers.engram is defined inline; remove it by hand", l.inline)}
	}
	if o.mode == modeUpgrade && !exists && len(l.markers) == 0 {
		return editResult{}, nil
	}
	if line := serversOneValue(doc); line > 0 {
		// `mcp_servers = { docs = {…} }` is valid TOML, and Codex reads
		// it, but no [mcp_servers.engram] table may extend it: link said
		// "the managed block would not parse here (4:21: …reopens key
		// mcp_servers, which is not a table)", a line:col of a file the
		// user never had, and that the file could not be parsed.
		return editResult{}, cannotPlace{fmt.Errorf("%d:1: mcp_servers is written as one value (mcp_servers = { … }), which no [mcp_servers.engram] "+
			"table may extend in TOML; write each of its servers as a table of its own ([mcp_servers.NAME] with its keys below)", line)}
	}
	var out []byte
	forced := "" // what --force dropped, said as the JSON hosts say it (droppedByForce)
	switch {
	case l.block != nil && !o.force:
		lines, _ := codexBlockKeeping(src, doc, l.blockLines(src), cmd)
		out = setBlockAt(src, l.block, lines)
	case l.block != nil: // --force
		_, forced = codexBlockKeeping(src, doc, l.blockLines(src), cmd)
		out = setBlockAt(src, l.block, codexBlockLines(cmd))
	case !exists || !l.ours || o.force:
		if exists && l.ours {
			_, forced = codexBlockKeeping(src, doc, l.tableLines(), cmd)
		} else if exists {
			forced = "--force replaced your \"engram\" server with Engram's managed block"
			if entry, err := readCodexEntry(src); err == nil && entry != nil && len(entry.argv) > 0 && entry.argv[0] != "" {
				forced += "; it " + strings.Replace(runsWhat(entry.argv), "runs", "ran", 1)
			}
		}
		out = setBlockAt(dropCodexLines(src, l, true), nil, codexBlockLines(cmd))
	default:
		// Our entry, part of it outside the markers (a hand-added
		// [mcp_servers.engram.env] below the block, or another tool's
		// rewrite): gathered into a new block with what the user added, as
		// an intact block keeps it; it used to be dropped.
		lines, _ := codexBlockKeeping(src, doc, l.tableLines(), cmd)
		out = setBlockAt(dropCodexLines(src, l, true), nil, lines)
	}
	if _, err := parseTOML(out); err != nil {
		return editResult{}, fmt.Errorf("the managed block would not parse here (%v); edit the file by hand", err)
	}
	note := ""
	if l.block == nil && exists {
		note = "gathered engram's entry, part of which lay outside its markers, into its managed block"
	}
	if forced != "" {
		note = forced
	}
	return editResult{data: out, note: note}, nil
}

// foreignCodexEntry answers link and upgrade where mcp_servers.engram runs
// another program: the user's, which only --force replaces, as in the JSON
// hosts (foreignEntry). Link said "unchanged .codex/config.toml (kept the
// hand-written …)", which read as linked, and upgrade listed the file.
func foreignCodexEntry(src []byte, l codexLayout, o editOpts) (editResult, error) {
	if o.mode == modeUpgrade {
		return editResult{}, nil
	}
	line := l.inline
	if line == 0 {
		line = l.tables[0][0] + 1
	}
	what := "runs another program"
	if entry, err := readCodexEntry(src); err == nil && entry != nil && len(entry.argv) > 0 && entry.argv[0] != "" {
		what = runsWhat(entry.argv)
	}
	return editResult{skip: fmt.Sprintf("its \"engram\" server %s, not Engram, so Engram is not registered here (mcp_servers.engram, line %d); rename that server and run the command again, or add --force to replace it with the managed block", what, line)}, nil
}

// dropCodexLines removes our marker lines and, when tables is set, the
// [mcp_servers.engram…] tables, then the blank lines a cut leaves doubled.
func dropCodexLines(src []byte, l codexLayout, tables bool) []byte {
	lines := splitKeepEnds(src)
	del := make([]bool, len(lines))
	for _, m := range l.markers {
		del[m] = true
	}
	if tables {
		for _, t := range l.tables {
			for i := t[0]; i <= t[1] && i < len(del); i++ {
				del[i] = true
			}
		}
	}
	var out [][]byte
	for i := 0; i < len(lines); {
		if !del[i] {
			out = append(out, lines[i])
			i++
			continue
		}
		for i < len(lines) && del[i] {
			i++
		}
		// The cut joins what was before and after it: one blank line
		// between them at most, none at the start or end of the file.
		if len(out) == 0 || isBlankLine(out[len(out)-1]) {
			for i < len(lines) && !del[i] && isBlankLine(lines[i]) {
				i++
			}
		}
		if i == len(lines) {
			for len(out) > 0 && isBlankLine(out[len(out)-1]) {
				out = out[:len(out)-1]
			}
		}
	}
	return bytes.Join(out, nil)
}

func splitKeepEnds(src []byte) [][]byte {
	var out [][]byte
	for len(src) > 0 {
		i := bytes.IndexByte(src, '\n')
		if i < 0 {
			out = append(out, src)
			break
		}
		out = append(out, src[:i+1])
		src = src[i+1:]
	}
	return out
}

func isBlankLine(b []byte) bool { return len(bytes.TrimSpace(b)) == 0 }

// codexBlockKeeping is the managed block for cmd with what the user added
// inside the old one: server options after engram-mcp in args (such as
// --no-elicitation), the other keys of [mcp_servers.engram] (env = {…},
// startup_timeout_sec …) and of the approval table, and tables of their own
// ([mcp_servers.engram.env]). link and upgrade re-pin existing entries
// (engram-mcp.md, "Registration"); they used to write the block anew and
// drop all of it. --force still does.
// scan is the 0-based lines read, in order: those inside an intact block,
// or those of our tables wherever they lie.
//
// dropped says what of that --force drops: the members of the server's
// and the approval table by key ("env", "startup_timeout_sec"), tables
// of the user's by header, comments, and the server options; never a
// value (an env may hold a token).
func codexBlockKeeping(src []byte, doc *tomlDoc, scan []int, cmd serverCommand) (block []string, dropped string) {
	lineOf := func(off int) int { line, _ := lineCol(src, off); return line - 1 }
	inScan := map[int]bool{}
	for _, i := range scan {
		inScan[i] = true
	}
	ours := map[int]bool{}
	keyAt := map[int][]string{} // a key's first line: its path
	var command string
	var args []string
	for _, kv := range doc.kvs {
		if kv.start < 0 || !inScan[lineOf(kv.start)] {
			continue
		}
		keyAt[lineOf(kv.start)] = kv.path
		switch strings.Join(kv.path, ".") {
		case "mcp_servers.engram.command":
			command, _ = kv.value.(string)
		case "mcp_servers.engram.args":
			list, _ := kv.value.([]any)
			args = stringsOf(list)
		case "mcp_servers.engram.tools.engram_commit.approval_mode":
		default:
			continue
		}
		for i := lineOf(kv.start); i <= lineOf(kv.end-1); i++ {
			ours[i] = true
		}
	}
	headers := map[int]string{}
	for _, t := range doc.tables {
		headers[t.line-1] = strings.Join(t.path, ".")
	}
	var entry, approval, other, gone []string
	section, lines := "", splitKeepEnds(src)
	for _, i := range scan {
		text := strings.TrimRight(string(lines[i]), "\r\n")
		h, isHeader := headers[i]
		mine := section == "mcp_servers.engram" || section == "mcp_servers.engram.tools.engram_commit"
		switch {
		case isHeader:
			section = h
			if h != "mcp_servers.engram" && h != "mcp_servers.engram.tools.engram_commit" {
				other = append(other, text)
				gone = append(gone, "["+escapeName(h)+"]")
			}
		case ours[i] || section == "":
		case mine && strings.TrimSpace(text) != "":
			if section == "mcp_servers.engram" {
				entry = append(entry, text)
			} else {
				approval = append(approval, text)
			}
			gone = append(gone, codexAddedName(keyAt[i], section, text))
		case !mine:
			other = append(other, text)
		}
	}
	for len(other) > 0 && strings.TrimSpace(other[len(other)-1]) == "" {
		other = other[:len(other)-1]
	}
	var flags []string
	if command != "" { // without a command nothing runs, whatever args says
		flags = userServerOptions(append([]string{command}, args...))
	}
	base := codexBlockLines(serverCommand{command: cmd.command, args: append(append([]string{}, cmd.args...), flags...)})
	out := append(append(append([]string{}, base[:4]...), entry...), base[4:7]...)
	out = append(out, approval...)
	if len(other) > 0 {
		out = append(append(out, ""), other...)
	}
	return append(out, base[7]), codexDroppedNote(gone, flags)
}

// codexAddedName names a line the user added to the server's or the
// approval table: its key ("env"; "tools.engram_commit.x" in the approval
// table), "#" for a comment, "" for the rest of a value on lines of its own.
func codexAddedName(path []string, section, text string) string {
	switch {
	case len(path) > 2 && section == "mcp_servers.engram":
		return strconv.Quote(escapeName(path[2]))
	case len(path) > 4:
		return strconv.Quote(escapeName(strings.Join(path[2:], ".")))
	case strings.HasPrefix(strings.TrimSpace(text), "#"):
		return "#"
	}
	return ""
}

// codexDroppedNote is --force's word on what it dropped: each name once,
// the comments counted, the server options last; "" when nothing.
func codexDroppedNote(names, flags []string) string {
	var gone []string
	comments := 0
	for _, n := range names {
		switch {
		case n == "#":
			comments++
		case n != "" && !slices.Contains(gone, n):
			gone = append(gone, n)
		}
	}
	if comments > 0 {
		gone = append(gone, plural(comments, "comment", "comments"))
	}
	if len(flags) > 0 {
		gone = append(gone, "the options "+escapeName(strings.Join(flags, " ")))
	}
	if len(gone) == 0 {
		return ""
	}
	return "--force replaced Engram's block and dropped what you had added to it: " + strings.Join(gone, ", ") + "; a link without --force keeps it"
}
