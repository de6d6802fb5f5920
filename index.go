package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file is memory.index.json, the routing index engram 0.0.28 keeps next
// to the memories: {version, last_updated, entries:[…]}. Engram reads
// memories from their files (the index is derived), but keeps the index
// current on every write so that engram 0.0.28 and other readers still see
// the same store. Entries written by another tool are kept byte for byte
// unless their file changes.

// indexFormatVersion is the store format version engram 0.0.28 writes.
const indexFormatVersion = "0.0.28"

type storeIndex struct {
	Version     string            `json:"version"`
	LastUpdated string            `json:"last_updated"`
	Entries     []json.RawMessage `json:"entries"`

	// broken: the file on disk was not a valid index; its entries must be
	// derived from the memory files again (indexFromFiles).
	broken bool
}

// indexEntry is the entry shape of engram 0.0.28, camelCase keys included.
type indexEntry struct {
	ID            string   `json:"id"`
	Type          string   `json:"type"`
	Scope         string   `json:"scope"`
	Tags          []string `json:"tags"`
	Summary       string   `json:"summary"`
	RoutingTerms  []string `json:"routingTerms,omitempty"`
	File          string   `json:"file"`
	Author        string   `json:"author,omitempty"`
	AuthorName    string   `json:"authorName,omitempty"`
	AuthorEmail   string   `json:"authorEmail,omitempty"`
	Confidence    string   `json:"confidence,omitempty"`
	Authority     string   `json:"authority,omitempty"`
	Ignored       bool     `json:"ignored"`
	Updated       string   `json:"updated,omitempty"`
	Lifecycle     string   `json:"lifecycle,omitempty"`
	Role          []string `json:"role,omitempty"`
	DependsOn     []string `json:"dependsOn,omitempty"`
	Supersedes    []string `json:"supersedes,omitempty"`
	Revision      int      `json:"revision,omitempty"`
	SupersededBy  string   `json:"supersededBy,omitempty"`
	ValidFrom     string   `json:"validFrom,omitempty"`
	ValidUntil    string   `json:"validUntil,omitempty"`
	LastConfirmed string   `json:"lastConfirmed,omitempty"`
}

func readIndex(dir string) (*storeIndex, error) {
	idx := &storeIndex{Version: indexFormatVersion}
	data, err := readPlainFile(dir, indexFile, maxIndexBytes)
	if errors.Is(err, os.ErrNotExist) {
		return idx, nil
	}
	if errors.Is(err, errTooLarge) {
		// Derived data too, however large (a clone's 300 MB file): it was
		// an error, and every save and rehash failed on it, with no remedy
		// named, while doctor passed. It is rebuilt, as a broken one is.
		return &storeIndex{Version: indexFormatVersion, broken: true}, nil
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, idx); err != nil {
		// The index is derived from the memory files, so a broken one is
		// rebuilt (indexFromFiles) rather than trusted or fatal.
		return &storeIndex{Version: indexFormatVersion, broken: true}, nil
	}
	return idx, nil
}

// indexFromFiles derives an index, and the hashes, from a store root's
// durable memory files in folder and name order; a file that does not parse
// is hashed but has no entry (verify and doctor report it). rehash writes
// both; a commit over a broken index uses the index.
func indexFromFiles(dir, scope string) (*storeIndex, map[string]string, error) {
	return indexFromFilesReporting(dir, scope, nil)
}

// indexReport hears, for rehash, of each file read (progress) and of each
// file that does not parse (hashed, but left out of the index).
type indexReport struct {
	read       func(done int)
	unparsable func(file string, err error)
}

func indexFromFilesReporting(dir, scope string, rep *indexReport) (*storeIndex, map[string]string, error) {
	idx := &storeIndex{Version: indexFormatVersion}
	hashes := map[string]string{}
	for _, sub := range []string{"rules", "skills", "knowledge"} {
		names, _ := os.ReadDir(filepath.Join(dir, sub))
		for _, d := range names {
			if d.IsDir() || !strings.HasSuffix(d.Name(), ".md") {
				continue
			}
			file := sub + "/" + d.Name()
			data, err := readPlainFile(dir, file, maxMemoryFileBytes)
			if err != nil {
				return nil, nil, err
			}
			hashes[file] = sha256Hex(data)
			m, err := parseMemory(data)
			if err == nil {
				// Appended, not put: a folder lists each name once, so no
				// earlier entry is this file's, and put's search for one
				// made the rebuild quadratic (rehash of 10,000 memories:
				// 39 s of CPU, 50,000: tens of minutes).
				raw, _ := json.Marshal(indexEntryFor(m, file, scope))
				idx.Entries = append(idx.Entries, raw)
			}
			if rep != nil {
				if err != nil && rep.unparsable != nil {
					rep.unparsable(file, err)
				}
				if rep.read != nil {
					rep.read(len(hashes))
				}
			}
		}
	}
	return idx, hashes, nil
}

// mayNameFile is a cheap filter before entryFile: an entry can only be for
// file if its bytes contain the file's base name, which every JSON encoder
// writes literally when it is plain ASCII (ids are slugs). Without it, one
// put into a 10,000-entry index decoded 10,000 entries (issue 10).
func mayNameFile(raw json.RawMessage, file string) bool {
	base := file[strings.LastIndex(file, "/")+1:]
	for _, c := range []byte(base) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
			return true // could be escaped: decode to be sure
		}
	}
	return bytes.Contains(raw, []byte(base))
}

func entryFile(raw json.RawMessage) string {
	var e struct {
		File string `json:"file"`
	}
	json.Unmarshal(raw, &e)
	return e.File
}

// put replaces the entry for the same file, or appends it.
func (idx *storeIndex) put(e indexEntry) {
	raw, _ := json.Marshal(e)
	idx.putRaw(e.File, raw)
}

// putRaw is put of an entry already encoded.
func (idx *storeIndex) putRaw(file string, raw json.RawMessage) {
	for i, old := range idx.Entries {
		if mayNameFile(old, file) && entryFile(old) == file {
			idx.Entries[i] = raw
			return
		}
	}
	idx.Entries = append(idx.Entries, raw)
}

func (idx *storeIndex) remove(file string) {
	out := idx.Entries[:0]
	for _, raw := range idx.Entries {
		if !mayNameFile(raw, file) || entryFile(raw) != file {
			out = append(out, raw)
		}
	}
	idx.Entries = out
}

// encode writes the 2-space indented JSON engram 0.0.28 writes.
func (idx *storeIndex) encode() []byte {
	if idx.Version == "" {
		idx.Version = indexFormatVersion
	}
	if idx.Entries == nil {
		idx.Entries = []json.RawMessage{}
	}
	if indexEncodeOn {
		if data, ok := idx.encodeLean(); ok {
			return data // perf_indexencode.go
		}
	}
	compact, _ := json.Marshal(idx)
	var out bytes.Buffer
	json.Indent(&out, compact, "", "  ")
	out.WriteByte('\n')
	return out.Bytes()
}

// indexEntryFor derives a memory's index entry from its file.
func indexEntryFor(m *memory, file, scope string) indexEntry {
	fm := m.front()
	content := m.contentLines() // once: a lazy memory parses its body per call (perf_lazymem.go)
	tags := fm.list("tags")
	if tags == nil {
		tags = []string{}
	}
	return indexEntry{
		ID: m.id(), Type: m.kind(), Scope: scope, Tags: tags,
		Summary:      summaryOf(m.title, content),
		RoutingTerms: routingTermsOf(m, content),
		File:         file,
		Author:       fm.str("author_email"), AuthorName: fm.str("author_name"), AuthorEmail: fm.str("author_email"),
		Confidence: fm.str("confidence"), Authority: fm.str("authority"),
		Updated: fm.str("updated"), Lifecycle: fm.str("lifecycle"), Role: fm.list("role"),
		DependsOn: fm.list("depends_on"), Supersedes: fm.list("supersedes"),
		Revision: fm.int("revision", 0), SupersededBy: fm.str("superseded_by"),
		ValidFrom: fm.str("valid_from"), ValidUntil: fm.str("valid_until"), LastConfirmed: fm.str("last_confirmed"),
	}
}

// memorySummary is the title and the start of the content on one line, at
// most 140 characters, as the index and one-line cards show it.
func memorySummary(m *memory) string { return summaryOf(m.title, m.contentLines()) }

// summaryOf is memorySummary of a memory's title and content bullets. A
// content that starts with the title is the summary alone: shown twice, the
// title costs the agent tokens and the card's 140 characters.
func summaryOf(title string, content []string) string {
	text := title
	if len(content) > 0 {
		body := strings.Join(content, " ")
		if titleStartsContent(title, body) {
			text = body
		} else {
			text += " — " + body
		}
	}
	text = strings.Join(strings.Fields(strings.ReplaceAll(text, "`", "")), " ")
	return truncateRunes(text, 140)
}

// titleStartsContent reports whether a memory's content begins with its
// title, as a memory saved from one line of text does: its title is the
// text's first clause, or its first words cut with an ellipsis. The title
// must end at a word's end in the content (unless it was cut there): "Run"
// does not start "Running the suite".
func titleStartsContent(title, content string) bool {
	t := strings.Join(strings.Fields(title), " ")
	cut := strings.HasSuffix(t, "…")
	t = strings.TrimSpace(strings.TrimSuffix(t, "…"))
	c := startOfContent(content, len(t)+utf8.UTFMax)
	if t == "" || len(c) < len(t) || !strings.EqualFold(c[:len(t)], t) {
		return false
	}
	if cut || len(c) == len(t) {
		return true
	}
	next, _ := utf8.DecodeRuneInString(c[len(t):])
	return !unicode.IsLetter(next) && !unicode.IsDigit(next)
}

// startOfContent is content without its bullet and with its spaces
// collapsed, as far as titleStartsContent reads it: at least n bytes of it,
// or all of it. Only the start is collapsed, where it does: the index
// summarises every memory on each write, and collapsing a whole body of up
// to the size limit to read a title's length of it was the larger part of
// that work.
func startOfContent(content string, n int) string {
	content = strings.TrimPrefix(strings.TrimSpace(content), "- ")
	if head := 4*n + 64; head < len(content) {
		if c := strings.Join(strings.Fields(content[:head]), " "); len(c) >= n {
			return c
		}
	}
	return strings.Join(strings.Fields(content), " ")
}

// truncateRunes cuts s to n runes, the last an ellipsis. A cut inside a
// word goes back to the space before it, when one is near: a title read
// "Always run python manage.py makemigrations --check before committing
// model chan…", the word half gone. A long unbroken token (a URL, a path,
// a run of Chinese or Japanese, which writes no spaces) is cut where it is.
func truncateRunes(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	cut := n - 1
	if inWord(r[cut-1]) && inWord(r[cut]) {
		for i := cut - 1; i > 0 && i >= cut-wordBackoff; i-- {
			if unicode.IsSpace(r[i]) {
				cut = i
				break
			}
		}
	}
	return strings.TrimRight(strings.TrimSpace(string(r[:cut])), ",;:") + "…"
}

// wordBackoff is how far truncateRunes goes back for a space: a fifth of a
// title's 80 characters at most, so a cut loses a word, never a clause.
const wordBackoff = 16

// inWord reports whether r is a letter or digit of a word written with
// spaces between words (not a Chinese, Japanese or Korean character).
func inWord(r rune) bool {
	return (unicode.IsLetter(r) || unicode.IsDigit(r)) && !unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// routingTerms lists the distinct words of title, content and triggers.
func routingTerms(m *memory) []string { return routingTermsOf(m, m.contentLines()) }

// routingTermsOf is routingTerms given the memory's content bullets.
func routingTermsOf(m *memory, content []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, w := range tokenize(m.title + " " + strings.Join(content, " ") + " " + strings.Join(m.fmList("triggers"), " ")) {
		if !seen[w] && !isStopword(w) {
			seen[w] = true
			out = append(out, w)
		}
	}
	if len(out) > 40 {
		out = out[:40]
	}
	return out
}

// apply performs a commit's index operations (a nil entry removes) and
// stamps the index: the full-encode path, which splicing must match.
func (idx *storeIndex) apply(ops []indexOp, stamp string) {
	for _, op := range ops {
		if op.entry == nil {
			idx.remove(op.file)
		} else {
			idx.putRaw(op.file, op.entry)
		}
	}
	idx.LastUpdated = stamp
}
