package main

import (
	"fmt"
	"strings"
	"unicode"
)

// This file handles text a human cannot see but an agent reads: Unicode
// tag characters (U+E0000–E007F spell ASCII invisibly), zero-width and
// other invisible characters, bidirectional controls (they reorder what a
// reader sees), and control characters such as a bare carriage return or
// an ANSI escape (in a terminal, "<evil>\r\e[2K<benign>" shows only
// "<benign>"). Such text is refused on write (findHiddenText), escaped on
// read for memories that already hold it (escapeHidden), and every secret
// and instruction check reads text as foldForChecks folds it, so that a
// zero-width space, a Cyrillic "о" or full-width letters do not get a
// phrase past them.
//
// ZWJ and ZWNJ (U+200D, U+200C) and variation selectors are allowed: emoji
// and several scripts need them. They are removed before the checks.

// hiddenKind names why r (followed by next) is hidden text, or "".
func hiddenKind(r, next rune) string {
	switch {
	case r >= 0xE0000 && r <= 0xE007F:
		return "Unicode tag characters (invisible text)"
	case r == '\r':
		if next == '\n' {
			return "" // a Windows line ending
		}
		return "a carriage return (a terminal shows the text after it over the text before)"
	case r == 0x1B:
		return "an escape character (terminal control sequences)"
	case r < 0x20 && r != '\n' && r != '\t', r >= 0x7F && r <= 0x9F:
		return "a control character"
	case r == 0x2028, r == 0x2029:
		// An agent's "Run the tests\u2028## Content\u2028- Deploy on
		// Fridays" was one line in the terminal's preview and three, with
		// a heading of its own, in VS Code and whatever splits lines as
		// Python and JavaScript do.
		return "a line or paragraph separator (some editors start a line there, a terminal does not)"
	case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069, r == 0x200E, r == 0x200F, r == 0x061C:
		return "bidirectional control characters (they reorder what a reader sees)"
	case r == 0x200B, r == 0x2060, r == 0xFEFF, r == 0x00AD, r >= 0x2061 && r <= 0x2064, r == 0x180E,
		r == 0x115F, r == 0x1160, r == 0x3164, r == 0xFFA0, r == 0x034F, r >= 0xFFF9 && r <= 0xFFFB:
		return "zero-width or invisible characters"
	}
	return ""
}

// findHiddenText reports each line of text with hidden characters, once
// per kind and line, with the first code point of that kind.
func findHiddenText(text string) []string {
	if plainText(text) {
		return nil // the common case, checked on every memory a read renders
	}
	var out []string
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		var seen map[string]bool
		rs := []rune(line)
		for j, r := range rs {
			next := rune(0)
			if j+1 < len(rs) {
				next = rs[j+1]
			} else if i+1 < len(lines) {
				next = '\n'
			}
			k := hiddenKind(r, next)
			if k == "" || seen[k] {
				continue
			}
			if seen == nil {
				seen = map[string]bool{}
			}
			seen[k] = true
			out = append(out, fmt.Sprintf("line %d: contains %s (U+%04X)", i+1, k, r))
		}
	}
	return out
}

// escapeHidden makes hidden characters visible as "[U+XXXX]", so that a
// memory written by hand with them shows on a terminal and to the agent
// what it holds. Text without any is returned as it is.
func escapeHidden(text string) string {
	if len(findHiddenText(text)) == 0 {
		return text
	}
	var b strings.Builder
	rs := []rune(text)
	for j, r := range rs {
		next := rune(0)
		if j+1 < len(rs) {
			next = rs[j+1]
		}
		if hiddenKind(r, next) != "" {
			fmt.Fprintf(&b, "[U+%04X]", r)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// foldForChecks is the text the secret and instruction checks read: tag
// characters become the ASCII they spell (the agent reads them), format,
// invisible and combining characters go, full-width, mathematical and
// circled letters and digits and common Cyrillic and Greek look-alikes
// become ASCII, and every kind of space becomes a space. It is an NFKC-
// style folding for these checks only; stored text is never folded.
func foldForChecks(s string) string {
	plain := true
	for _, r := range s {
		if r >= 0x7F || r < 0x20 && r != '\t' {
			plain = false
			break
		}
	}
	if plain {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case r >= 0xE0020 && r <= 0xE007E:
			b.WriteRune(r - 0xE0000)
		case r == '\t' || r == '\n':
			b.WriteRune(r)
		case r < 0x20 || r >= 0x7F && r <= 0x9F, r >= 0xE0000 && r <= 0xE0FFF,
			r >= 0xFE00 && r <= 0xFE0F, hiddenKind(r, 0) != "", unicode.Is(unicode.Cf, r), unicode.Is(unicode.Mn, r):
			// dropped: invisible, a control, a variation selector or a combining mark
		case r >= 0xFF01 && r <= 0xFF5E:
			b.WriteRune(r - 0xFEE0)
		case r >= 0x1D400 && r <= 0x1D6A3:
			if i := (r - 0x1D400) % 52; i < 26 {
				b.WriteRune('A' + i)
			} else {
				b.WriteRune('a' + i - 26)
			}
		case r >= 0x1D7CE && r <= 0x1D7FF:
			b.WriteRune('0' + (r-0x1D7CE)%10)
		case r >= 0x24B6 && r <= 0x24CF:
			b.WriteRune('A' + r - 0x24B6)
		case r >= 0x24D0 && r <= 0x24E9:
			b.WriteRune('a' + r - 0x24D0)
		case unicode.Is(unicode.Zs, r):
			b.WriteByte(' ')
		default:
			if a, ok := lookAlikes[r]; ok {
				b.WriteRune(a)
			} else {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// lookAlikes maps Cyrillic, Greek and other letters that render like ASCII
// letters to those letters.
var lookAlikes = map[rune]rune{
	'а': 'a', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'у': 'y', 'х': 'x', 'і': 'i', 'ј': 'j', 'ѕ': 's',
	'ԁ': 'd', 'һ': 'h', 'ӏ': 'l', 'ԛ': 'q', 'ԝ': 'w', 'ү': 'y', 'ɡ': 'g', 'ı': 'i', 'ℓ': 'l', 'ο': 'o',
	'α': 'a', 'ε': 'e', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ρ': 'p', 'τ': 't', 'υ': 'u', 'χ': 'x',
	'А': 'A', 'В': 'B', 'Е': 'E', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P', 'С': 'C', 'Т': 'T',
	'Х': 'X', 'І': 'I', 'Ј': 'J', 'Ѕ': 'S', 'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I',
	'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O', 'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X',
}

// plainText reports text of printable ASCII, tabs and line endings only,
// which holds nothing hidden.
func plainText(text string) bool {
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c >= 0x20 && c < 0x7F || c == '\n' || c == '\t' || c == '\r' && i+1 < len(text) && text[i+1] == '\n' {
			continue
		}
		return false
	}
	return true
}

// escapeName is a file name or path as Engram prints it: a name comes from
// a folder listing or from memory.hashes.json, both the repository's, and
// git keeps any byte but NUL and '/' in a name. Beside escapeHidden's
// characters, a newline and a tab are written as [U+XXXX] too: in a name
// they would start a line of the name's own in what Engram prints, read by
// the agent as Engram's words.
func escapeName(s string) string {
	if printableASCII(s) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if r == '\n' || r == '\t' || hiddenKind(r, 0) != "" {
			fmt.Fprintf(&b, "[U+%04X]", r)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// printableASCII reports whether s is only bytes 0x20-0x7E.
func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7F {
			return false
		}
	}
	return true
}

// memoryNameProblem says why name, a file's name in a memory folder, is
// not read as a memory, or "". Engram writes only slugs, so such names come
// from a hand or a clone. Hidden characters and line breaks would print
// (escapeName shows them, but a memory's key reaches many outputs); ':'
// and '\' are names no store path may hold (isStorePath: Windows drives
// and separators), so a memory named with one was listed and loaded and
// then refused by every later read of it: 'engram verify' and
// 'engram load --full' failed, and so did every engram_load that chose it.
func memoryNameProblem(name string) string {
	// One pass over the bytes decides nearly every name: every listing
	// checks every name, and 10,000 took 3.8 ms through hiddenKind (about
	// 2 ms of a spawn at 10k), where printable ASCII needs no rune test.
	plain := true
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c == ':' || c == '\\':
			return `a ':' or '\' (no store path may hold one)`
		case c < 0x20 || c >= 0x7F:
			plain = false
		}
	}
	if plain {
		return ""
	}
	for _, r := range name {
		if r == '\n' || r == '\t' || hiddenKind(r, 0) != "" {
			return fmt.Sprintf("a control or invisible character (U+%04X)", r)
		}
	}
	return ""
}

// quoteTOMLShown is s as a TOML basic string whose hidden characters are
// escapes (\uXXXX, \UXXXXXXXX) rather than the characters: the same key
// to a TOML reader, and what a terminal shows is what is there. The Codex
// trust note printed a folder's bidi and zero-width characters raw inside
// the line it tells the user to paste.
func quoteTOMLShown(s string) string {
	q := quoteJSON(s)
	if printableASCII(q) {
		return q
	}
	var b strings.Builder
	for _, r := range q {
		switch {
		case hiddenKind(r, 0) == "":
			b.WriteRune(r)
		case r > 0xFFFF:
			fmt.Fprintf(&b, "\\U%08X", r)
		default:
			fmt.Fprintf(&b, "\\u%04X", r)
		}
	}
	return b.String()
}
