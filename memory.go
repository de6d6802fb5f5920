package main

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
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

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,79}$`)

// isValidID reports whether id is a slug that can never name a path outside
// its folder: no dots, slashes, backslashes, NUL or upper case.
func isValidID(id string) bool { return idPattern.MatchString(id) }

// frontMatter keeps each key's raw value text, so unknown keys and the exact
// spelling of known ones survive a parse → render round trip.
type frontMatter map[string]string

// memory is one parsed memory file.
type memory struct {
	fm    frontMatter
	title string
	body  string // everything after the front matter, byte for byte
	// Derived from body for routing and rendering.
	content  []string          // bullet lines under "## Content", without "- "
	variants map[string]string // "light"/"balanced"/"strict" → section text
	sections []bodySection     // every "## " section in order
}

type bodySection struct {
	heading string
	text    string
}

var errNoFrontMatter = errors.New("missing front matter (the file must start with ---)")

// parseMemory parses a memory file. It fails only on a missing or malformed
// front matter block; an odd body is kept as it is.
func parseMemory(data []byte) (*memory, error) {
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	if !strings.HasPrefix(text, "---\n") {
		return nil, errNoFrontMatter
	}
	end := strings.Index(text[4:], "\n---\n")
	var head, body string
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
		return nil, errors.New("front matter is not closed by ---")
	}
	fm := frontMatter{}
	for i, line := range strings.Split(head, "\n") {
		if strings.TrimSpace(line) == "" || strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		k = strings.TrimSpace(k)
		if !ok || k == "" || strings.ContainsAny(k, " \t\"'[]{}") {
			return nil, fmt.Errorf("front matter line %d: expected \"key: value\"", i+2)
		}
		fm[k] = strings.TrimSpace(v)
	}
	m := &memory{fm: fm, body: body}
	m.parseBody()
	return m, nil
}

// parseBody derives title, content bullets, sections and rule variants. It
// is linear in the body: each section's text is built in one builder (a
// `+=` per line made a 160 KB hand-edited file take a minute to read).
func (m *memory) parseBody() {
	m.title, m.content, m.variants, m.sections = "", nil, map[string]string{}, nil
	inSection, heading := false, ""
	var variant string
	var vbuf, sbuf strings.Builder
	flushVariant := func() {
		if variant != "" {
			m.variants[variant] = strings.TrimSpace(vbuf.String())
		}
		variant = ""
		vbuf.Reset()
	}
	flushSection := func() {
		if inSection {
			m.sections[len(m.sections)-1].text = strings.TrimSpace(sbuf.String())
		}
		sbuf.Reset()
	}
	for _, line := range strings.Split(m.body, "\n") {
		switch {
		case strings.HasPrefix(line, "# ") && m.title == "" && !inSection:
			m.title = strings.TrimSpace(line[2:])
			continue
		case strings.HasPrefix(line, "## "):
			flushVariant()
			flushSection()
			heading = strings.TrimSpace(line[3:])
			m.sections = append(m.sections, bodySection{heading: heading})
			inSection = true
			continue
		case strings.HasPrefix(line, "### ") && inSection && heading == "Rule Variants":
			flushVariant()
			variant = strings.ToLower(strings.TrimSpace(line[4:]))
			continue
		}
		if !inSection {
			continue
		}
		sbuf.WriteString(line + "\n")
		if variant != "" {
			vbuf.WriteString(line + "\n")
		}
		if heading == "Content" {
			if b, ok := strings.CutPrefix(strings.TrimSpace(line), "- "); ok {
				m.content = append(m.content, b)
			}
		}
	}
	flushVariant()
	flushSection()
}

// render writes the file: front matter keys sorted, then the body unchanged.
func (m *memory) render() []byte {
	var b bytes.Buffer
	b.WriteString("---\n")
	keys := make([]string, 0, len(m.fm))
	for k := range m.fm {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if m.fm[k] == "" {
			fmt.Fprintf(&b, "%s:\n", k)
			continue
		}
		fmt.Fprintf(&b, "%s: %s\n", k, m.fm[k])
	}
	b.WriteString("---\n")
	b.WriteString(m.body)
	return b.Bytes()
}

// str returns a scalar value, unquoted.
func (fm frontMatter) str(key string) string { return unquoteScalar(fm[key]) }

// list returns an inline list value; a scalar becomes a one-item list, so a
// hand-written `role: backend` still works.
func (fm frontMatter) list(key string) []string {
	raw := strings.TrimSpace(fm[key])
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

var plainScalar = regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9_.:@/+-]*$`)

// quoteScalar writes a value plain when YAML reads it back as the same
// string, and double-quoted otherwise (spaces, punctuation, empty).
func quoteScalar(v string) string {
	if plainScalar.MatchString(v) && !strings.HasSuffix(v, ":") {
		return v
	}
	return strconv.Quote(v)
}

// Accessors used by the read path.
func (m *memory) id() string        { return m.fm.str("id") }
func (m *memory) kind() string      { return m.fm.str("type") }
func (m *memory) scope() string     { return m.fm.str("scope") }
func (m *memory) tags() []string    { return m.fm.list("tags") }
func (m *memory) lifecycle() string { return m.fm.str("lifecycle") }
func (m *memory) tier() string      { return m.fm.str("tier") }
func (m *memory) isWorking() bool   { return m.tier() == "working" }

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
			fmt.Fprintf(&b, "- Consider this rule when the task context matches: %s\n", l)
		}
		b.WriteString("\n### Balanced\n\n")
		for _, l := range bullets {
			fmt.Fprintf(&b, "- %s\n", l)
		}
		b.WriteString("\n### Strict\n\n")
		for _, l := range bullets {
			fmt.Fprintf(&b, "- Treat this rule as mandatory unless the human explicitly overrides it: %s\n", l)
		}
	}
	for _, s := range extra {
		fmt.Fprintf(&b, "\n## %s\n\n%s\n", s.heading, s.text)
	}
	b.WriteString("\n")
	return b.String()
}
