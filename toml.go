package main

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file validates Codex's config.toml and patches Engram's managed block
// in it. Its rules: the parser only has to be strict enough to refuse a file
// Codex could not read (so we never write into a broken file) and to find
// every definition under mcp_servers.engram; values are kept as source text.
// The patch touches only the bytes between our markers (issue #8).

// tomlSyntaxError locates a parse failure so the CLI can print file:line.
type tomlSyntaxError struct {
	line, col int
	msg       string
}

func (e *tomlSyntaxError) Error() string { return fmt.Sprintf("%d:%d: %s", e.line, e.col, e.msg) }

// tomlTable is one [header] or [[header]] with the offset of its line.
type tomlTable struct {
	path      []string
	line      int
	lineStart int
	array     bool
}

// tomlKV is one key = value with its full dotted path (table + key), the
// decoded value for strings, booleans and string arrays, and its line.
type tomlKV struct {
	path  []string
	value any
	line  int
	start int // offset of the line that holds the key
	end   int // offset just past the value (a multi-line value spans lines)
}

// tomlDoc is what parseTOML learned about a file.
type tomlDoc struct {
	tables   []tomlTable
	kvs      []tomlKV
	comments []int // offset of each comment's '#': a marker is a comment, never text in a string
}

type tomlParser struct {
	src     []byte
	pos     int
	current []string
	defined map[string]bool // dotted keys and tables already defined
	arrays  map[string]int  // [[array]] counts, so elements get distinct paths
	doc     tomlDoc
	depth   int
}

// parseTOML parses a TOML 1.0 document (accepting 1.1's multi-line inline
// tables, which Codex's parser also reads) and reports its tables and keys.
func parseTOML(src []byte) (*tomlDoc, error) {
	p := &tomlParser{src: src, defined: map[string]bool{}, arrays: map[string]int{}}
	if bytes.HasPrefix(src, []byte("\xef\xbb\xbf")) {
		p.pos = 3
	}
	if !utf8.Valid(src) {
		return nil, p.errorf("file is not valid UTF-8")
	}
	for {
		p.skipBlank()
		if p.pos >= len(p.src) {
			return &p.doc, nil
		}
		var err error
		switch c := p.src[p.pos]; {
		case c == '\n' || c == '\r':
			err = p.expectLineEnd()
		case c == '#':
			err = p.expectLineEnd()
		case c == '[':
			err = p.parseHeader()
		default:
			err = p.parseKeyValue()
		}
		if err != nil {
			return nil, err
		}
	}
}

func (p *tomlParser) errorf(format string, args ...any) error {
	line, col := lineCol(p.src, p.pos)
	return &tomlSyntaxError{line: line, col: col, msg: fmt.Sprintf(format, args...)}
}

func (p *tomlParser) skipBlank() {
	for p.pos < len(p.src) && (p.src[p.pos] == ' ' || p.src[p.pos] == '\t') {
		p.pos++
	}
}

// skipComment skips a # comment up to (not including) the line break.
func (p *tomlParser) skipComment() error {
	if p.pos >= len(p.src) || p.src[p.pos] != '#' {
		return nil
	}
	p.doc.comments = append(p.doc.comments, p.pos)
	for p.pos < len(p.src) && p.src[p.pos] != '\n' {
		c := p.src[p.pos]
		if (c < 0x20 && c != '\t' && c != '\r') || c == 0x7f {
			return p.errorf("control character in a comment")
		}
		if c == '\r' && newlineAt(p.src, p.pos) == 0 {
			return p.errorf("bare carriage return")
		}
		p.pos++
	}
	return nil
}

// expectLineEnd accepts blanks, an optional comment and a line break or EOF.
func (p *tomlParser) expectLineEnd() error {
	p.skipBlank()
	if err := p.skipComment(); err != nil {
		return err
	}
	if p.pos >= len(p.src) {
		return nil
	}
	if n := newlineAt(p.src, p.pos); n > 0 {
		p.pos += n
		return nil
	}
	return p.errorf("unexpected %s, expected the end of the line", p.describe())
}

func (p *tomlParser) describe() string { return describeAt(p.src, p.pos) }

func (p *tomlParser) parseHeader() error {
	lineStart := p.pos
	line, _ := lineCol(p.src, p.pos)
	array := bytes.HasPrefix(p.src[p.pos:], []byte("[["))
	p.pos++
	if array {
		p.pos++
	}
	p.skipBlank()
	key, err := p.parseKey()
	if err != nil {
		return err
	}
	p.skipBlank()
	closer := "]"
	if array {
		closer = "]]"
	}
	if !bytes.HasPrefix(p.src[p.pos:], []byte(closer)) {
		return p.errorf("unexpected %s, expected %q to close the table header", p.describe(), closer)
	}
	p.pos += len(closer)
	for i := 1; i <= len(key); i++ {
		if prefix := strings.Join(quoteKeys(key[:i]), "."); p.defined[prefix] {
			return p.errorf("[%s] reopens key %s, which is not a table", strings.Join(quoteKeys(key), "."), prefix)
		}
	}
	name := strings.Join(quoteKeys(key), ".")
	if array {
		p.arrays[name]++
		p.current = append(append([]string{}, key...), fmt.Sprintf("[%d]", p.arrays[name]))
	} else {
		if p.defined["table:"+name] || p.defined[name] {
			return p.errorf("table [%s] is defined twice", name)
		}
		p.defined["table:"+name] = true
		p.current = key
	}
	p.doc.tables = append(p.doc.tables, tomlTable{path: key, line: line, lineStart: lineStart, array: array})
	return p.expectLineEnd()
}

// quoteKeys is for messages and duplicate detection: keys needing quotes
// are quoted so "a.b" and a.b stay distinct.
func quoteKeys(key []string) []string {
	out := make([]string, len(key))
	for i, k := range key {
		if isBareKey(k) {
			out[i] = k
		} else {
			out[i] = strconv.Quote(k)
		}
	}
	return out
}

func isBareKey(k string) bool {
	if k == "" {
		return false
	}
	for _, c := range k {
		if !(c == '_' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

func (p *tomlParser) parseKeyValue() error {
	start := bytes.LastIndexByte(p.src[:p.pos], '\n') + 1
	line, _ := lineCol(p.src, p.pos)
	key, err := p.parseKey()
	if err != nil {
		return err
	}
	if err := p.defineKey(p.current, key); err != nil {
		return err
	}
	p.skipBlank()
	if p.pos >= len(p.src) || p.src[p.pos] != '=' {
		return p.errorf("unexpected %s, expected '=' after a key", p.describe())
	}
	p.pos++
	p.skipBlank()
	v, err := p.parseValue(append(append([]string{}, p.current...), key...))
	if err != nil {
		return err
	}
	full := append(append([]string{}, p.current...), key...)
	p.doc.kvs = append(p.doc.kvs, tomlKV{path: full, value: v, line: line, start: start, end: p.pos})
	return p.expectLineEnd()
}

func (p *tomlParser) defineKey(table, key []string) error {
	name := strings.Join(quoteKeys(append(append([]string{}, table...), key...)), ".")
	if p.defined[name] || p.defined["table:"+name] {
		return p.errorf("key %s is defined twice", name)
	}
	p.defined[name] = true
	return nil
}

// parseKey reads a dotted key: bare, "basic" or 'literal' parts.
func (p *tomlParser) parseKey() ([]string, error) {
	var parts []string
	for {
		p.skipBlank()
		if p.pos >= len(p.src) {
			return nil, p.errorf("unexpected end of file, expected a key")
		}
		var part string
		var err error
		switch c := p.src[p.pos]; c {
		case '"', '\'':
			part, err = p.parseString(false)
		default:
			start := p.pos
			for p.pos < len(p.src) && isBareKey(string(p.src[p.pos])) {
				p.pos++
			}
			if p.pos == start {
				return nil, p.errorf("unexpected %s, expected a key", p.describe())
			}
			part = string(p.src[start:p.pos])
		}
		if err != nil {
			return nil, err
		}
		parts = append(parts, part)
		p.skipBlank()
		if p.pos < len(p.src) && p.src[p.pos] == '.' {
			p.pos++
			continue
		}
		return parts, nil
	}
}

func (p *tomlParser) parseValue(path []string) (any, error) {
	if p.pos >= len(p.src) {
		return nil, p.errorf("unexpected end of file, expected a value")
	}
	switch c := p.src[p.pos]; {
	case c == '"' || c == '\'':
		return p.parseString(true)
	case c == '[':
		return p.parseArray(path)
	case c == '{':
		return p.parseInlineTable(path)
	}
	return p.parseScalar()
}

var (
	tomlInt      = lazyRegexp(`^([+-]?(0|[1-9](_?[0-9])*)|0x[0-9A-Fa-f](_?[0-9A-Fa-f])*|0o[0-7](_?[0-7])*|0b[01](_?[01])*)$`)
	tomlFloat    = lazyRegexp(`^[+-]?((0|[1-9](_?[0-9])*)(\.[0-9](_?[0-9])*)?([eE][+-]?[0-9](_?[0-9])*)?|inf|nan)$`)
	tomlDateTime = lazyRegexp(`^([0-9]{4}-[0-9]{2}-[0-9]{2}([Tt ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?([Zz]|[+-][0-9]{2}:[0-9]{2})?)?|[0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?)$`)
	tomlDateOnly = lazyRegexp(`^[0-9]{4}-[0-9]{2}-[0-9]{2}$`)
)

// parseScalar reads a boolean, number or date-time as raw text.
func (p *tomlParser) parseScalar() (any, error) {
	start := p.pos
	for p.pos < len(p.src) && strings.IndexByte("+-.:_0123456789abcdefinoxABCDEFINTZtruesl", p.src[p.pos]) >= 0 {
		p.pos++
	}
	tok := string(p.src[start:p.pos])
	// A date and a time may be separated by one space (TOML 1.0 §Offset Date-Time).
	if tomlDateOnly().MatchString(tok) && p.pos+1 < len(p.src) && p.src[p.pos] == ' ' && p.src[p.pos+1] >= '0' && p.src[p.pos+1] <= '9' {
		p.pos++
		for p.pos < len(p.src) && strings.IndexByte("+-.:0123456789Zz", p.src[p.pos]) >= 0 {
			p.pos++
		}
		tok = string(p.src[start:p.pos])
	}
	switch {
	case tok == "true":
		return true, nil
	case tok == "false":
		return false, nil
	case tok != "" && (tomlInt().MatchString(tok) || tomlFloat().MatchString(tok) && tok != "+" && tok != "-" || tomlDateTime().MatchString(tok)):
		return tok, nil
	}
	p.pos = start
	return nil, p.errorf("invalid value %s", p.describe())
}

func (p *tomlParser) enter() error {
	p.depth++
	if p.depth > 256 {
		return p.errorf("nesting deeper than 256 levels")
	}
	return nil
}

// skipArraySpace skips blanks, line breaks and comments inside [...] and {...}.
func (p *tomlParser) skipArraySpace() error {
	for {
		p.skipBlank()
		if err := p.skipComment(); err != nil {
			return err
		}
		n := newlineAt(p.src, p.pos)
		if n == 0 {
			return nil
		}
		p.pos += n
	}
}

func (p *tomlParser) parseArray(path []string) (any, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer func() { p.depth-- }()
	p.pos++
	var items []any
	for {
		if err := p.skipArraySpace(); err != nil {
			return nil, err
		}
		if p.eat(']') {
			return items, nil
		}
		v, err := p.parseValue(path)
		if err != nil {
			return nil, err
		}
		items = append(items, v)
		end, err := p.endItem(']', "an array")
		if err != nil {
			return nil, err
		}
		if end {
			return items, nil
		}
	}
}

// eat consumes c when it is the next byte, and reports whether it was.
func (p *tomlParser) eat(c byte) bool {
	if p.pos < len(p.src) && p.src[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

// endItem reads what follows an item of an array or an inline table: a
// comma, after which more may follow, or closer, which ends it (end).
func (p *tomlParser) endItem(closer byte, in string) (end bool, err error) {
	if err := p.skipArraySpace(); err != nil {
		return false, err
	}
	if p.eat(',') {
		return false, nil
	}
	if p.eat(closer) {
		return true, nil
	}
	return false, p.errorf("unexpected %s, expected ',' or '%c' in %s", p.describe(), closer, in)
}

func (p *tomlParser) parseInlineTable(path []string) (any, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer func() { p.depth-- }()
	p.pos++
	table := map[string]any{}
	for {
		if err := p.skipArraySpace(); err != nil {
			return nil, err
		}
		if p.eat('}') {
			return table, nil
		}
		line, _ := lineCol(p.src, p.pos)
		key, err := p.parseKey()
		if err != nil {
			return nil, err
		}
		if err := p.defineKey(path, key); err != nil {
			return nil, err
		}
		p.skipBlank()
		if p.pos >= len(p.src) || p.src[p.pos] != '=' {
			return nil, p.errorf("unexpected %s, expected '=' in an inline table", p.describe())
		}
		p.pos++
		p.skipBlank()
		full := append(append([]string{}, path...), key...)
		v, err := p.parseValue(full)
		if err != nil {
			return nil, err
		}
		table[strings.Join(key, ".")] = v
		p.doc.kvs = append(p.doc.kvs, tomlKV{path: full, value: v, line: line, start: -1, end: p.pos})
		end, err := p.endItem('}', "an inline table")
		if err != nil {
			return nil, err
		}
		if end {
			return table, nil
		}
	}
}

// parseString reads the TOML string at p.pos: "basic" or 'literal', and
// where multiline allows it (in a value, never in a key) their multi-line
// forms between three quotes. The four kinds share this one scanner; they
// differ in their quote, in whether a backslash escapes (double quotes),
// and in whether a line may end inside them (three quotes, which up to two
// more quotes may close, per TOML 1.0).
func (p *tomlParser) parseString(multiline bool) (string, error) {
	q := p.src[p.pos]
	delim := p.src[p.pos : p.pos+1]
	if multiline && bytes.HasPrefix(p.src[p.pos:], []byte{q, q, q}) {
		delim = p.src[p.pos : p.pos+3]
	}
	multi, escapes := len(delim) == 3, q == '"'
	kind, invalid := "string", "unterminated or invalid "
	switch {
	case multi:
		kind, invalid = "multi-line string", "control character in a "
	case !escapes:
		kind = "literal string"
	}
	p.pos += len(delim)
	if n := newlineAt(p.src, p.pos); multi && n > 0 {
		p.pos += n
	}
	var b strings.Builder
	for p.pos < len(p.src) {
		if bytes.HasPrefix(p.src[p.pos:], delim) {
			extra := 0
			for multi && extra < 2 && p.pos+3+extra < len(p.src) && p.src[p.pos+3+extra] == q {
				extra++
			}
			b.Write(delim[:extra])
			p.pos += len(delim) + extra
			return b.String(), nil
		}
		c := p.src[p.pos]
		switch {
		case c == '\\' && escapes:
			escape := p.parseEscape
			if multi {
				escape = p.parseMultilineEscape
			}
			if err := escape(&b); err != nil {
				return "", err
			}
		case multi && c == '\r' && newlineAt(p.src, p.pos) == 2:
			b.WriteString("\r\n")
			p.pos += 2
		case (c < 0x20 && c != '\t' && (c != '\n' || !multi)) || c == 0x7f:
			return "", p.errorf("%s%s", invalid, kind)
		default:
			b.WriteByte(c)
			p.pos++
		}
	}
	return "", p.errorf("unterminated %s", kind)
}

func (p *tomlParser) parseEscape(b *strings.Builder) error {
	if p.pos+1 >= len(p.src) {
		return p.errorf("unterminated escape")
	}
	c := p.src[p.pos+1]
	simple := map[byte]string{'b': "\b", 't': "\t", 'n': "\n", 'f': "\f", 'r': "\r", '"': "\"", '\\': "\\", 'e': "\x1b"}
	if s, ok := simple[c]; ok {
		b.WriteString(s)
		p.pos += 2
		return nil
	}
	width := map[byte]int{'u': 4, 'U': 8, 'x': 2}[c]
	if width == 0 || p.pos+2+width > len(p.src) {
		return p.errorf("invalid escape sequence")
	}
	n, err := strconv.ParseUint(string(p.src[p.pos+2:p.pos+2+width]), 16, 32)
	if err != nil || !utf8.ValidRune(rune(n)) {
		return p.errorf("invalid unicode escape")
	}
	b.WriteRune(rune(n))
	p.pos += 2 + width
	return nil
}

// parseMultilineEscape handles a line-ending backslash, which trims the
// following whitespace, and otherwise an ordinary escape.
func (p *tomlParser) parseMultilineEscape(b *strings.Builder) error {
	q := p.pos + 1
	for q < len(p.src) && (p.src[q] == ' ' || p.src[q] == '\t') {
		q++
	}
	if newlineAt(p.src, q) == 0 {
		return p.parseEscape(b)
	}
	for q < len(p.src) && strings.IndexByte(" \t\r\n", p.src[q]) >= 0 {
		q++
	}
	p.pos = q
	return nil
}

// hasPrefixPath reports whether path starts with prefix.
func hasPrefixPath(path, prefix []string) bool {
	if len(path) < len(prefix) {
		return false
	}
	for i := range prefix {
		if path[i] != prefix[i] {
			return false
		}
	}
	return true
}

// Codex's managed block markers (DESIGN.md §6). They are TOML comments, so a
// file holding the block stays a valid config for Codex.
const (
	codexBlockStart = "# >>> engram (managed by engram link) >>>"
	codexBlockEnd   = "# <<< engram <<<"
)

// blockSpan is where a marked block sits: [start, end) covers its lines
// including the end marker's line break (when it has one).
type blockSpan struct {
	start, end int
	line       int
}

// findBlock locates the lines that begin with the start and end markers.
// A start without an end is an error: guessing its extent could eat the
// user's text.
func findBlock(src []byte, startMarker, endMarker string) (*blockSpan, error) {
	s := findMarkerLine(src, startMarker, 0)
	if s < 0 {
		return nil, nil
	}
	line, _ := lineCol(src, s)
	e := findMarkerLine(src, endMarker, s)
	if e < 0 {
		return nil, &tomlSyntaxError{line: line, col: 1, msg: fmt.Sprintf("engram block start %q has no end marker %q", startMarker, endMarker)}
	}
	end := e + len(endMarker)
	for end < len(src) && (src[end] == ' ' || src[end] == '\t') {
		end++
	}
	end += newlineAt(src, end)
	return &blockSpan{start: s, end: end, line: line}, nil
}

// findMarkerLine returns the offset of the first line at or after from that
// starts with marker, or -1.
func findMarkerLine(src []byte, marker string, from int) int {
	for i := from; i < len(src); {
		if bytes.HasPrefix(src[i:], []byte(marker)) {
			return i
		}
		j := bytes.IndexByte(src[i:], '\n')
		if j < 0 {
			return -1
		}
		i += j + 1
	}
	return -1
}

// setBlockAt writes block (lines without line breaks) between the markers
// of a block already located (span nil: appended after one blank line). The
// append is exactly undone by removeBlockAt, so link∘unlink is the identity:
// a file without a final line break gets a block without one.
func setBlockAt(src []byte, span *blockSpan, lines []string) []byte {
	nl := detectNewline(src)
	body := strings.Join(lines, nl)
	if span != nil {
		if src[span.end-1] == '\n' {
			body += nl
		}
		return splice(src, span.start, span.end, body)
	}
	switch {
	case len(src) == 0:
		return []byte(body + nl)
	case src[len(src)-1] == '\n':
		return append(append([]byte{}, src...), nl+body+nl...)
	default:
		return append(append([]byte{}, src...), nl+nl+body...)
	}
}

// removeBlockAt removes a located block and the separator setBlockAt added.
func removeBlockAt(src []byte, span *blockSpan) []byte {
	start, end := span.start, span.end
	nl := detectNewline(src)
	if end == len(src) && (end == 0 || src[end-1] != '\n') {
		// Appended to a file without a final line break: take both breaks.
		if bytes.HasSuffix(src[:start], []byte(nl+nl)) {
			start -= 2 * len(nl)
		}
	} else if bytes.HasSuffix(src[:start], []byte(nl)) && start > len(nl) && src[start-len(nl)-1] == '\n' {
		// setBlockAt added one separator after the file's own final line
		// break, whatever that break was ("\n" in a file whose first break
		// is "\r\n", say): remove exactly that separator.
		start -= len(nl)
	}
	return splice(src, start, end, "")
}
