package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file parses and patches JSON and JSONC (comments, trailing commas)
// host configs. Its rules: it never re-serialises a document; every edit is a
// splice of the bytes of one member or element, so comments, key order,
// indentation, line endings and other servers survive byte for byte
// (issue #8). A document that does not parse is never patched: the error
// names the line and column.

// jsonKind is the type of a parsed JSON value.
type jsonKind int

const (
	jsonObject jsonKind = iota
	jsonArray
	jsonString
	jsonNumber
	jsonBool
	jsonNull
)

// jsonNode is a parsed value with its byte span [start, end) in the source.
type jsonNode struct {
	kind       jsonKind
	start, end int
	members    []*jsonMember // object members, or array elements (key unset)
	str        string        // decoded value of a string
	raw        string        // literal text of a number, bool or null
}

// jsonMember is one object member or array element. keyStart is where the
// member begins (its key, or the value for an array element); comma is the
// offset of the comma that follows it, or -1.
type jsonMember struct {
	key      string
	keyStart int
	value    *jsonNode
	comma    int
}

// jsonSyntaxError locates a parse failure so the CLI can print file:line.
type jsonSyntaxError struct {
	line, col int
	msg       string
}

func (e *jsonSyntaxError) Error() string { return fmt.Sprintf("%d:%d: %s", e.line, e.col, e.msg) }

// maxJSONDepth bounds nesting so a hostile file cannot exhaust the stack.
const maxJSONDepth = 512

type jsonParser struct {
	src    []byte
	pos    int
	strict bool // strict JSON: no comments, no trailing commas (.mcp.json)
	depth  int
}

// parseJSONC parses src. A document holding only whitespace and comments
// returns a nil root and no error: callers treat it as empty.
func parseJSONC(src []byte, strict bool) (*jsonNode, error) {
	p := &jsonParser{src: src, strict: strict}
	if bytes.HasPrefix(src, []byte("\xef\xbb\xbf")) {
		p.pos = 3
	}
	if err := p.skipSpace(); err != nil {
		return nil, err
	}
	if p.pos == len(p.src) {
		return nil, nil
	}
	root, err := p.parseValue()
	if err != nil {
		return nil, err
	}
	if err := p.skipSpace(); err != nil {
		return nil, err
	}
	if p.pos != len(p.src) {
		return nil, p.errorf("unexpected %s after the top-level value", p.describe())
	}
	return root, nil
}

func (p *jsonParser) errorf(format string, args ...any) error {
	line, col := lineCol(p.src, p.pos)
	return &jsonSyntaxError{line: line, col: col, msg: fmt.Sprintf(format, args...)}
}

// lineCol turns a byte offset into 1-based line and column numbers.
func lineCol(src []byte, pos int) (int, int) {
	if pos > len(src) {
		pos = len(src)
	}
	before := src[:pos]
	line := bytes.Count(before, []byte("\n")) + 1
	col := pos - bytes.LastIndexByte(before, '\n')
	return line, col
}

// describeAt names what stands at pos in src for a syntax error: the
// character, quoted, or the end of the file. The TOML parser uses it too.
func describeAt(src []byte, pos int) string {
	if pos >= len(src) {
		return "end of file"
	}
	r, _ := utf8.DecodeRune(src[pos:])
	return strconv.QuoteRune(r)
}

func (p *jsonParser) describe() string { return describeAt(p.src, p.pos) }

// skipSpace skips whitespace and, unless strict, comments.
func (p *jsonParser) skipSpace() error {
	for p.pos < len(p.src) {
		switch c := p.src[p.pos]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			p.pos++
		case c == '/' && p.pos+1 < len(p.src) && (p.src[p.pos+1] == '/' || p.src[p.pos+1] == '*'):
			if p.strict {
				return p.errorf("comments are not allowed in this strict JSON file")
			}
			if err := p.skipComment(); err != nil {
				return err
			}
		default:
			return nil
		}
	}
	return nil
}

func (p *jsonParser) skipComment() error {
	if p.src[p.pos+1] == '/' {
		end := bytes.IndexByte(p.src[p.pos:], '\n')
		if end < 0 {
			p.pos = len(p.src)
		} else {
			p.pos += end
		}
		return nil
	}
	end := bytes.Index(p.src[p.pos+2:], []byte("*/"))
	if end < 0 {
		return p.errorf("unterminated /* comment")
	}
	p.pos += 2 + end + 2
	return nil
}

func (p *jsonParser) parseValue() (*jsonNode, error) {
	if p.pos >= len(p.src) {
		return nil, p.errorf("unexpected end of file, expected a value")
	}
	switch c := p.src[p.pos]; {
	case c == '{' || c == '[':
		p.depth++
		if p.depth > maxJSONDepth {
			return nil, p.errorf("nesting deeper than %d levels", maxJSONDepth)
		}
		defer func() { p.depth-- }()
		return p.parseContainer(c)
	case c == '"':
		start := p.pos
		s, err := p.parseString()
		if err != nil {
			return nil, err
		}
		return &jsonNode{kind: jsonString, start: start, end: p.pos, str: s}, nil
	case c == '-' || (c >= '0' && c <= '9'):
		return p.parseNumber()
	default:
		for _, lit := range []string{"true", "false", "null"} {
			if bytes.HasPrefix(p.src[p.pos:], []byte(lit)) {
				n := &jsonNode{kind: jsonBool, start: p.pos, end: p.pos + len(lit), raw: lit}
				if lit == "null" {
					n.kind = jsonNull
				}
				p.pos = n.end
				return n, nil
			}
		}
		return nil, p.errorf("unexpected %s, expected a value", p.describe())
	}
}

// parseContainer parses an object ('{') or an array ('[').
func (p *jsonParser) parseContainer(open byte) (*jsonNode, error) {
	n := &jsonNode{kind: jsonObject, start: p.pos}
	closeCh := byte('}')
	if open == '[' {
		n.kind, closeCh = jsonArray, ']'
	}
	p.pos++
	for {
		if err := p.skipSpace(); err != nil {
			return nil, err
		}
		if p.pos < len(p.src) && p.src[p.pos] == closeCh {
			if len(n.members) > 0 && n.members[len(n.members)-1].comma >= 0 && p.strict {
				return nil, p.errorf("trailing comma before %q", closeCh)
			}
			p.pos++
			n.end = p.pos
			return n, nil
		}
		if len(n.members) > 0 && n.members[len(n.members)-1].comma < 0 {
			return nil, p.errorf("unexpected %s, expected ',' or %q", p.describe(), closeCh)
		}
		m, err := p.parseMember(n.kind == jsonObject)
		if err != nil {
			return nil, err
		}
		n.members = append(n.members, m)
	}
}

func (p *jsonParser) parseMember(isObject bool) (*jsonMember, error) {
	m := &jsonMember{keyStart: p.pos, comma: -1}
	var err error
	if isObject {
		if m.key, err = p.parseKey(); err != nil {
			return nil, err
		}
	}
	if m.value, err = p.parseValue(); err != nil {
		return nil, err
	}
	if err := p.skipSpace(); err != nil {
		return nil, err
	}
	if p.pos < len(p.src) && p.src[p.pos] == ',' {
		m.comma = p.pos
		p.pos++
	}
	return m, nil
}

// parseKey reads an object member's quoted key, the ':' after it and the
// space around that.
func (p *jsonParser) parseKey() (string, error) {
	if p.pos >= len(p.src) || p.src[p.pos] != '"' {
		return "", p.errorf("unexpected %s, expected a quoted key", p.describe())
	}
	k, err := p.parseString()
	if err != nil {
		return "", err
	}
	if err := p.skipSpace(); err != nil {
		return "", err
	}
	if p.pos >= len(p.src) || p.src[p.pos] != ':' {
		return "", p.errorf("unexpected %s, expected ':' after key %q", p.describe(), k)
	}
	p.pos++
	return k, p.skipSpace()
}

func (p *jsonParser) parseString() (string, error) {
	start := p.pos
	p.pos++
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c == '"':
			p.pos++
			var s string
			if err := json.Unmarshal(p.src[start:p.pos], &s); err != nil {
				p.pos = start
				return "", p.errorf("invalid string: %v", err)
			}
			return s, nil
		case c == '\\':
			p.pos += 2
		case c < 0x20:
			return "", p.errorf("control character in a string")
		default:
			p.pos++
		}
	}
	p.pos = start
	return "", p.errorf("unterminated string")
}

func (p *jsonParser) parseNumber() (*jsonNode, error) {
	start := p.pos
	for p.pos < len(p.src) && strings.IndexByte("+-0123456789.eE", p.src[p.pos]) >= 0 {
		p.pos++
	}
	raw := string(p.src[start:p.pos])
	if !json.Valid([]byte(raw)) {
		p.pos = start
		return nil, p.errorf("invalid number %q", raw)
	}
	return &jsonNode{kind: jsonNumber, start: start, end: p.pos, raw: raw}, nil
}

// member returns the last member named key (JSON.parse keeps the last one).
func (n *jsonNode) member(key string) *jsonMember {
	if n == nil || n.kind != jsonObject {
		return nil
	}
	for i := len(n.members) - 1; i >= 0; i-- {
		if n.members[i].key == key {
			return n.members[i]
		}
	}
	return nil
}

// lookup follows object keys and returns the value, or nil.
func (n *jsonNode) lookup(path ...string) *jsonNode {
	for _, k := range path {
		m := n.member(k)
		if m == nil {
			return nil
		}
		n = m.value
	}
	return n
}

// toAny converts a node into the values encoding/json would produce, so that
// entries can be compared semantically rather than byte by byte.
func (n *jsonNode) toAny() any {
	switch n.kind {
	case jsonObject:
		m := map[string]any{}
		for _, mem := range n.members {
			m[mem.key] = mem.value.toAny()
		}
		return m
	case jsonArray:
		a := []any{}
		for _, mem := range n.members {
			a = append(a, mem.value.toAny())
		}
		return a
	case jsonString:
		return n.str
	case jsonNumber:
		f, _ := strconv.ParseFloat(n.raw, 64)
		return f
	case jsonBool:
		return n.raw == "true"
	}
	return nil
}

// jsonKV and jsonObj render objects in a chosen key order: hosts' docs show
// "command" before "args", and encoding/json would sort map keys.
type jsonKV struct {
	key   string
	value any
}
type jsonObj []jsonKV

// jsonRaw is a value kept as the file wrote it (a member of the user's that
// an edit carries over), with its meaning for comparisons.
type jsonRaw struct {
	text  string
	value any
}

// plain converts rendered values into encoding/json's generic form.
func plain(v any) any {
	switch t := v.(type) {
	case jsonObj:
		m := map[string]any{}
		for _, kv := range t {
			m[kv.key] = plain(kv.value)
		}
		return m
	case []string:
		a := []any{}
		for _, s := range t {
			a = append(a, s)
		}
		return a
	case []any:
		a := []any{}
		for _, x := range t {
			a = append(a, plain(x))
		}
		return a
	case jsonRaw:
		return t.value
	}
	return v
}

// jsonStyle is the layout of the file being patched, so inserted text looks
// as if the file's author had written it.
type jsonStyle struct {
	nl, unit string
}

// renderJSONList writes an object or array of n members, one to a line
// indented one unit past ind, or opener and closer alone when it is empty.
func renderJSONList(opener, closer string, n int, ind string, st jsonStyle, member func(i int) string) string {
	if n == 0 {
		return opener + closer
	}
	var b strings.Builder
	b.WriteString(opener)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(st.nl + ind + st.unit + member(i))
	}
	b.WriteString(st.nl + ind + closer)
	return b.String()
}

// renderJSON writes v as indented JSON whose nested lines start with ind.
func renderJSON(v any, ind string, st jsonStyle) string {
	switch t := v.(type) {
	case jsonObj:
		return renderJSONList("{", "}", len(t), ind, st, func(i int) string {
			return quoteJSON(t[i].key) + ": " + renderJSON(t[i].value, ind+st.unit, st)
		})
	case []string:
		items := make([]any, len(t))
		for i, s := range t {
			items[i] = s
		}
		return renderJSON(items, ind, st)
	case []any:
		return renderJSONList("[", "]", len(t), ind, st, func(i int) string {
			return renderJSON(t[i], ind+st.unit, st)
		})
	case string:
		return quoteJSON(t)
	case bool:
		return strconv.FormatBool(t)
	case jsonRaw:
		return t.text
	}
	panic(fmt.Sprintf("renderJSON: unsupported %T", v))
}

func quoteJSON(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

// detectJSONStyle finds the newline and indentation unit of src: the
// indentation of the first member that starts its own line, default two
// spaces (the layout JSON.stringify(x, null, 2) gives most host files).
func detectJSONStyle(src []byte, root *jsonNode) jsonStyle {
	st := jsonStyle{nl: detectNewline(src), unit: "  "}
	if root != nil && len(root.members) > 0 {
		if ind, ok := lineIndent(src, root.members[0].keyStart); ok && ind != "" {
			base, _ := lineIndent(src, root.start)
			if strings.HasPrefix(ind, base) && len(ind) > len(base) {
				st.unit = ind[len(base):]
			}
		}
	}
	return st
}

func detectNewline(src []byte) string {
	if i := bytes.IndexByte(src, '\n'); i > 0 && src[i-1] == '\r' {
		return "\r\n"
	}
	return "\n"
}

// lineIndent returns the whitespace that starts the line holding pos, and
// whether only whitespace precedes pos on that line.
func lineIndent(src []byte, pos int) (string, bool) {
	start := bytes.LastIndexByte(src[:pos], '\n') + 1
	prefix := src[start:pos]
	trimmed := bytes.TrimLeft(prefix, " \t")
	ws := string(prefix[:len(prefix)-len(trimmed)])
	if len(trimmed) > 0 {
		// Not the first token on its line: report the line's indentation anyway.
		return ws, false
	}
	return ws, true
}

// lastContentEnd scans back from pos over whitespace and returns the offset
// just after the last non-space byte (a comment counts as content).
func lastContentEnd(src []byte, pos int) int {
	for pos > 0 {
		switch src[pos-1] {
		case ' ', '\t', '\r', '\n':
			pos--
		default:
			return pos
		}
	}
	return pos
}

// splice replaces src[start:end] with text.
func splice(src []byte, start, end int, text string) []byte {
	out := make([]byte, 0, len(src)-(end-start)+len(text))
	out = append(out, src[:start]...)
	out = append(out, text...)
	return append(out, src[end:]...)
}

// insertMember appends a member (key non-empty) or an element (key empty) to
// the container c, in the container's own layout: on one line if c is on one
// line, otherwise one member per line at the indentation of its siblings; a
// trailing comma is kept if the file uses them.
func insertMember(src []byte, c *jsonNode, key string, value any, st jsonStyle) []byte {
	closePos := c.end - 1
	prefix := ""
	if key != "" {
		prefix = quoteJSON(key) + ": "
	}
	if len(c.members) > 0 {
		last := c.members[len(c.members)-1]
		first := c.members[0]
		ind, ownLine := lineIndent(src, first.keyStart)
		if !ownLine {
			// One-line container: `{"a": 1}` becomes `{"a": 1, "engram": …}`.
			text := prefix + renderCompact(value)
			if last.comma >= 0 {
				return splice(src, last.comma+1, last.comma+1, " "+text+",")
			}
			return splice(src, last.value.end, last.value.end, ", "+text)
		}
		at := lastContentEnd(src, closePos)
		text := st.nl + ind + prefix + renderJSON(value, ind, st)
		if last.comma >= 0 {
			return splice(src, at, at, text+",")
		}
		out := splice(src, at, at, text)
		return splice(out, last.value.end, last.value.end, ",")
	}
	base, _ := lineIndent(src, c.start)
	ind := base + st.unit
	at := lastContentEnd(src, closePos)
	text := st.nl + ind + prefix + renderJSON(value, ind, st)
	if !bytes.ContainsAny(src[at:closePos], "\n") {
		text += st.nl + base
		return splice(src, at, closePos, text)
	}
	return splice(src, at, at, text)
}

// renderCompact writes v on one line, for one-line containers.
func renderCompact(v any) string {
	s := renderJSON(v, "", jsonStyle{nl: "\n", unit: ""})
	s = strings.ReplaceAll(s, ",\n", ", ")
	s = strings.ReplaceAll(s, "\n", "")
	return s
}

// removeMember deletes member i of container c, the exact inverse of
// insertMember: the member, the whitespace that introduced it and the comma
// that joined it go; a container left holding only whitespace becomes "{}"
// or "[]".
func removeMember(src []byte, c *jsonNode, i int) []byte {
	m := c.members[i]
	if i < len(c.members)-1 {
		end := m.comma + 1
		for end < len(src) && (src[end] == ' ' || src[end] == '\t') {
			end++
		}
		if nl := newlineAt(src, end); nl > 0 {
			if _, own := lineIndent(src, m.keyStart); own {
				// The member has its own line(s): remove them whole.
				lineStart := bytes.LastIndexByte(src[:m.keyStart], '\n') + 1
				return splice(src, lineStart, end+nl, "")
			}
		}
		return splice(src, m.keyStart, end, "")
	}
	start := lastContentEnd(src, m.keyStart)
	end := m.value.end
	if m.comma >= 0 {
		end = m.comma + 1
	}
	out := splice(src, start, end, "")
	if i > 0 && m.comma < 0 {
		if prev := c.members[i-1]; prev.comma >= 0 {
			out = splice(out, prev.comma, prev.comma+1, "")
		}
	}
	if len(c.members) == 1 {
		open, closeEnd := c.start+1, c.end-(len(src)-len(out))
		if len(bytes.TrimSpace(out[open:closeEnd-1])) == 0 {
			out = splice(out, open, closeEnd-1, "")
		}
	}
	return out
}

// newlineAt returns the length of the line break at src[i] (1 or 2), or 0.
func newlineAt(src []byte, i int) int {
	if i < len(src) && src[i] == '\n' {
		return 1
	}
	if i+1 < len(src) && src[i] == '\r' && src[i+1] == '\n' {
		return 2
	}
	return 0
}

// replaceValue swaps the value of a member for v, laid out at the member's
// indentation.
func replaceValue(src []byte, m *jsonMember, v any, st jsonStyle) []byte {
	ind, own := lineIndent(src, m.keyStart)
	text := renderJSON(v, ind, st)
	if !own && !bytes.ContainsAny(src[m.value.start:m.value.end], "\n") {
		text = renderCompact(v)
	}
	return splice(src, m.value.start, m.value.end, text)
}
