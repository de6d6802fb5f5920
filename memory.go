package main

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// This file is the memory file format of engram 0.0.28: YAML front matter in
// a safe subset (`key: value`, inline lists `[a, b]`, double-quoted strings,
// keys sorted), then `# Title`, `## Content` bullets and, for rules,
// `## Rule Variants`. It parses and renders bytes only; it touches no disk.
// Unknown front matter keys keep their raw text so that a rewrite preserves
// what a newer or older tool wrote.

// Memory types and scopes as written in front matter.
const (
	typeRule      = "rule"
	typeSkill     = "skill"
	typeKnowledge = "knowledge"

	scopeWorkspace = "workspace"
	scopeGlobal    = "global"
)

// memoryTypeDirs maps a memory type to its folder in the store.
var memoryTypeDirs = map[string]string{typeRule: "rules", typeSkill: "skills", typeKnowledge: "knowledge"}

// isValidID reports whether id is a slug that can never name a path outside
// its folder: no dots, slashes, backslashes, NUL or upper case.
// It is the pattern ^[a-z0-9][a-z0-9-]{0,79}$, checked by hand: it runs for
// every memory file of every load.
func isValidID(id string) bool {
	if id == "" || len(id) > 80 || id[0] == '-' {
		return false
	}
	for i := 0; i < len(id); i++ {
		if c := id[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// frontMatter keeps each key's raw value text, so unknown keys and the exact
// spelling of known ones survive a parse → render round trip.
type frontMatter map[string]string

// memory is one parsed memory file.
type memory struct {
	// memoryText is the memory's text and what is parsed from it; nil for
	// a textless memory (perf_textless.go), which never reads these fields
	// (front, texts and parts serve it), so that the view, which keeps one
	// for every memory of the store, keeps 64 bytes a memory, not 152.
	*memoryText
	title string
	// facts: front matter values read on every rebuild and write, kept
	// outside the map for a parsed memory (perf_facts.go); nil otherwise.
	facts *memoryFacts
	// lazy: fm and the body's parts are not kept but derived from head and
	// body on each use (perf_lazymem.go).
	lazy bool
	// disk: a lazy memory without its text (no memoryText) reads it from
	// its file on use, verified (perf_textless.go); vwords is then the
	// verdict's text of it, kept as word numbers (perf_vwords.go), and
	// vmarks what the verdict's skip needs of its lines' capitals and
	// breaks, which that text lost (verdictMarks, perf_verdictskip.go).
	disk   *diskText
	vwords string
	vmarks string
}

// memoryText is what a memory with its text holds of it.
type memoryText struct {
	// fm is the front matter of a memory built in code or parsed on the
	// reference path; read it through front(), which also serves a lazy one.
	fm   frontMatter
	body string // everything after the front matter, byte for byte
	// Derived from body for routing and rendering; read them through
	// contentLines(), variantMap() and sectionList().
	content  []string          // bullet lines under "## Content", without "- "
	variants map[string]string // "light"/"balanced"/"strict" → section text; nil when none
	sections []bodySection     // every "## " section in order
	head     string            // a lazy memory's front matter text
}

// newText is a memory with its front matter and body, built in code or
// parsed on the reference path.
func newText(fm frontMatter, body string) *memory {
	return &memory{memoryText: &memoryText{fm: fm, body: body}}
}

type bodySection struct {
	heading string
	text    string
}

var errNoFrontMatter = &parseError{line: 1, msg: "missing front matter (the file must start with ---)"}

// parseError is why a memory file does not parse, with the line to look at:
// a hand edit that broke a file is reported by status, verify, doctor and
// list with this line, never skipped silently.
type parseError struct {
	line int
	msg  string
}

func (p *parseError) Error() string { return fmt.Sprintf("line %d: %s", p.line, p.msg) }

// parseMemory parses a memory file. It fails only on a missing or malformed
// front matter block; an odd body is kept as it is.
func parseMemory(data []byte) (*memory, error) {
	return parseMemoryText(string(data))
}

// parseMemoryText is parseMemory on text already in a string; every string
// of the result is a substring of it (issue 10: no copies per line).
func parseMemoryText(text string) (*memory, error) {
	head, body, err := splitMemoryText(text)
	if err != nil {
		return nil, err
	}
	if lazyMemOn { // perf_lazymem.go
		return lazyMemory(head, body)
	}
	fm := make(frontMatter, 8)
	if err := scanFrontMatter(head, func(k, v string) { fm[k] = v }); err != nil {
		return nil, err
	}
	m := newText(fm, body)
	m.parseBody()
	return m, nil
}

// splitMemoryText cuts a memory file's text into its front matter text
// and its body.
func splitMemoryText(text string) (head, body string, err error) {
	text = normalizeLineEnds(text)
	if !strings.HasPrefix(text, "---\n") {
		return "", "", errNoFrontMatter
	}
	end := strings.Index(text[4:], "\n---\n")
	switch {
	case strings.HasPrefix(text[4:], "---\n") || text[4:] == "---":
		// An empty block: render writes "---\n---\n" for a memory without
		// keys, so it must read back.
		body = strings.TrimPrefix(text[7:], "\n")
	case end >= 0:
		head, body = text[4:4+end], text[4+end+5:]
	case strings.HasSuffix(text, "\n---"):
		head, body = text[4:len(text)-4], ""
	default:
		return "", "", &parseError{line: 1, msg: "the front matter opened here is not closed by a --- line"}
	}
	return head, body, nil
}

// normalizeLineEnds reads CRLF line ends as LF. Any run of CRs before an LF
// goes with it: replacing "\r\n" once leaves "\r\n" from "\r\r\n", so a
// body read, written and read again would change (fuzz, CI of stop 44).
// One pass, so a hostile run of CRs costs linear time.
func normalizeLineEnds(text string) string {
	if !strings.Contains(text, "\r\n") {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	crs := 0 // CRs seen and not yet written
	for i := 0; i < len(text); i++ {
		switch c := text[i]; c {
		case '\r':
			crs++
		case '\n':
			crs = 0
			b.WriteByte(c)
		default:
			for ; crs > 0; crs-- {
				b.WriteByte('\r')
			}
			b.WriteByte(c)
		}
	}
	for ; crs > 0; crs-- {
		b.WriteByte('\r')
	}
	return b.String()
}

// scanFrontMatter calls set for each "key: value" line of the front matter
// text head, or says which line is not one.
func scanFrontMatter(head string, set func(k, v string)) error {
	for i, rest := 0, head; rest != ""; i++ {
		line := rest
		if j := strings.IndexByte(rest, '\n'); j >= 0 {
			line, rest = rest[:j], rest[j+1:]
		} else {
			rest = ""
		}
		if strings.TrimSpace(line) == "" || strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		k = strings.TrimSpace(k)
		if !ok || k == "" || strings.ContainsAny(k, " \t\"'[]{}") {
			return &parseError{line: i + 2, msg: "front matter: expected \"key: value\""}
		}
		set(k, strings.TrimSpace(v))
	}
	return nil
}

// parseBody derives title, content bullets, sections and rule variants.
// A section's text is its lines joined, trimmed: a substring of the body
// unless a "### " variant heading was left out of it.
func (m *memory) parseBody() {
	m.title, m.content, m.variants, m.sections = "", nil, nil, nil
	body := m.body
	cur := -1
	// The current section's lines: body[secStart:secEnd] while they are
	// contiguous; once a line is left out, joined holds them instead.
	secStart, secEnd, lines, gap := 0, 0, 0, false
	var joined strings.Builder
	variant, vStart, vEnd := "", 0, 0
	continues := false // the last content line may take a wrapped line
	for start := 0; start <= len(body); {
		end := strings.IndexByte(body[start:], '\n')
		next := 0
		if end < 0 {
			end, next = len(body), len(body)+1
		} else {
			end += start
			next = end + 1
		}
		line := body[start:end]
		lineStart := start
		start = next
		heading := false
		switch {
		case strings.HasPrefix(line, "# ") && m.title == "" && cur < 0:
			m.title = strings.TrimSpace(line[2:])
			continue
		case strings.HasPrefix(line, "## "):
			m.flushVariant(&variant, body[min(vStart, vEnd):vEnd])
			m.flushSection(cur, body[secStart:secEnd], lines, gap, &joined)
			m.sections = append(m.sections, bodySection{heading: strings.TrimSpace(line[3:])})
			cur, lines, gap = len(m.sections)-1, 0, false
			continue
		case strings.HasPrefix(line, "### ") && cur >= 0 && m.sections[cur].heading == "Rule Variants":
			m.flushVariant(&variant, body[min(vStart, vEnd):vEnd])
			variant = strings.ToLower(strings.TrimSpace(line[4:]))
			vStart = min(next, len(body))
			vEnd = vStart
			heading = true
		}
		if cur < 0 {
			continue
		}
		if heading {
			if !gap && lines > 0 {
				joined.Reset()
				joined.WriteString(body[secStart:secEnd])
				joined.WriteByte('\n')
			}
			gap = gap || lines > 0
			continue
		}
		switch {
		case gap:
			joined.WriteString(line)
			joined.WriteByte('\n')
		case lines == 0:
			secStart, secEnd = lineStart, end
		default:
			secEnd = end
		}
		lines++
		if variant != "" {
			vEnd = end
		}
		if m.sections[cur].heading == "Content" {
			m.content = appendContentLine(m.content, line, &continues)
		}
	}
	m.flushVariant(&variant, body[min(vStart, vEnd):vEnd])
	m.flushSection(cur, body[secStart:secEnd], lines, gap, &joined)
}

// appendContentLine adds one line of the Content section. Engram writes
// bullets, but a memory written by hand or by another tool may hold a
// paragraph, or a bullet wrapped onto indented lines: those words were
// dropped, so search, the route and verdicts never saw them. A prose line
// is its own content line; an indented line after a bullet continues it;
// a blank line ends a paragraph or bullet.
func appendContentLine(content []string, line string, continues *bool) []string {
	t := strings.TrimSpace(line)
	switch b, bullet := strings.CutPrefix(t, "- "); {
	case t == "":
		*continues = false
	case bullet:
		content, *continues = append(content, b), true
	case *continues && len(content) > 0 && (line[0] == ' ' || line[0] == '\t'):
		content[len(content)-1] += " " + t
	default:
		content, *continues = append(content, t), false
	}
	return content
}

func (m *memory) flushVariant(variant *string, text string) {
	if *variant != "" {
		if m.variants == nil {
			m.variants = map[string]string{}
		}
		m.variants[*variant] = strings.TrimSpace(text)
	}
	*variant = ""
}

// flushSection sets section cur's text: its contiguous lines, or what
// joined collected once a line was left out.
func (m *memory) flushSection(cur int, contiguous string, lines int, gap bool, joined *strings.Builder) {
	if cur < 0 {
		return
	}
	switch {
	case gap:
		m.sections[cur].text = strings.TrimSpace(joined.String())
		joined.Reset()
	case lines > 0:
		m.sections[cur].text = strings.TrimSpace(contiguous)
	}
}

// render writes the file: front matter keys sorted, then the body unchanged.
func (m *memory) render() []byte {
	var b bytes.Buffer
	b.WriteString("---\n")
	fm := m.front()
	keys := make([]string, 0, len(fm))
	for k := range fm {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if fm[k] == "" {
			fmt.Fprintf(&b, "%s:\n", k)
			continue
		}
		fmt.Fprintf(&b, "%s: %s\n", k, fm[k])
	}
	b.WriteString("---\n")
	b.WriteString(m.bodyText())
	return b.Bytes()
}

// str returns a scalar value, unquoted.
func (fm frontMatter) str(key string) string { return unquoteScalar(fm[key]) }

// list returns an inline list value; a scalar becomes a one-item list, so a
// hand-written `role: backend` still works.
func (fm frontMatter) list(key string) []string { return listValue(fm[key]) }

// listValue is list's reading of one raw value.
func listValue(raw string) []string {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return nil
	}
	if !strings.HasPrefix(raw, "[") || !strings.HasSuffix(raw, "]") {
		return []string{unquoteScalar(raw)}
	}
	inner := strings.TrimSpace(raw[1 : len(raw)-1])
	if inner == "" {
		return nil
	}
	var out []string
	for _, item := range splitListItems(inner) {
		if v := unquoteScalar(strings.TrimSpace(item)); v != "" {
			out = append(out, v)
		}
	}
	return out
}

// int returns an integer value, or def when absent or malformed.
func (fm frontMatter) int(key string, def int) int {
	if n, err := strconv.Atoi(fm.str(key)); err == nil {
		return n
	}
	return def
}

func (fm frontMatter) setStr(key, v string) { fm[key] = quoteScalar(v) }
func (fm frontMatter) setInt(key string, n int) {
	fm[key] = strconv.Itoa(n)
}
func (fm frontMatter) setList(key string, items []string) {
	q := make([]string, len(items))
	for i, it := range items {
		q[i] = quoteScalar(it)
	}
	fm[key] = "[" + strings.Join(q, ", ") + "]"
}

// splitListItems splits on commas outside double quotes.
func splitListItems(s string) []string {
	var out []string
	var cur strings.Builder
	inQuote, escaped := false, false
	for _, r := range s {
		switch {
		case escaped:
			escaped = false
		case r == '\\' && inQuote:
			escaped = true
		case r == '"':
			inQuote = !inQuote
		case r == ',' && !inQuote:
			out = append(out, cur.String())
			cur.Reset()
			continue
		}
		cur.WriteRune(r)
	}
	return append(out, cur.String())
}

func unquoteScalar(raw string) string {
	raw = strings.TrimSpace(raw)
	if len(raw) >= 2 && raw[0] == '"' && raw[len(raw)-1] == '"' {
		if s, err := strconv.Unquote(raw); err == nil {
			return s
		}
		return raw[1 : len(raw)-1]
	}
	if len(raw) >= 2 && raw[0] == '\'' && raw[len(raw)-1] == '\'' {
		return strings.ReplaceAll(raw[1:len(raw)-1], "''", "'")
	}
	return raw
}

var plainScalar = lazyRegexp(`^[A-Za-z0-9_][A-Za-z0-9_.:@/+-]*$`)

// quoteScalar writes a value plain when YAML reads it back as the same
// string, and double-quoted otherwise (spaces, punctuation, empty).
func quoteScalar(v string) string {
	if plainScalar().MatchString(v) && !strings.HasSuffix(v, ":") {
		return v
	}
	return strconv.Quote(v)
}

// Accessors used by the read path. A memory parsed from a file holds four
// of these values in its facts (perf_facts.go); one built in code, or read
// with the speed-ups off, finds them in its front matter.
func (m *memory) id() string        { return m.factOr(factID, "id") }
func (m *memory) kind() string      { return m.factOr(factKind, "type") }
func (m *memory) tags() []string    { return m.fmList("tags") }
func (m *memory) lifecycle() string { return m.factOr(factLifecycle, "lifecycle") }
func (m *memory) tier() string      { return m.factOr(factTier, "tier") }

func factID(f *memoryFacts) string        { return f.value(factIDAt) }
func factKind(f *memoryFacts) string      { return f.value(factKindAt) }
func factLifecycle(f *memoryFacts) string { return f.value(factLifecycleAt) }
func factTier(f *memoryFacts) string      { return f.value(factTierAt) }

// factOr is the value pick takes from the memory's facts, or its front
// matter's value for key when it has none.
func (m *memory) factOr(pick func(*memoryFacts) string, key string) string {
	if m.facts != nil {
		return pick(m.facts)
	}
	return m.front().str(key)
}

func (m *memory) isWorking() bool { return m.tier() == "working" }

// The leads of a rule's Light and Strict variants: the scan reads a line
// without them (variantRest), as the Content line it repeats.
const (
	lightVariantLead  = "Consider this rule when the task context matches: "
	strictVariantLead = "Treat this rule as mandatory unless the human explicitly overrides it: "
)

// renderMemoryBody builds the body engram 0.0.28 writes for a new memory:
// title, Content bullets and, for rules, the three variants.
func renderMemoryBody(kind, title string, bullets []string, extra []bodySection) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\n# %s\n\n## Content\n\n", title)
	for _, l := range bullets {
		fmt.Fprintf(&b, "- %s\n", l)
	}
	if kind == typeRule {
		b.WriteString("\n## Rule Variants\n\n### Light\n\n")
		for _, l := range bullets {
			fmt.Fprintf(&b, "- %s%s\n", lightVariantLead, l)
		}
		b.WriteString("\n### Balanced\n\n")
		for _, l := range bullets {
			fmt.Fprintf(&b, "- %s\n", l)
		}
		b.WriteString("\n### Strict\n\n")
		for _, l := range bullets {
			fmt.Fprintf(&b, "- %s%s\n", strictVariantLead, l)
		}
	}
	for _, s := range extra {
		fmt.Fprintf(&b, "\n## %s\n\n%s\n", s.heading, s.text)
	}
	b.WriteString("\n")
	return b.String()
}
