package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMemoryFactsMatchFrontMatter: a parsed memory's recorded facts are
// what its front matter map says, for generated memories and odd spellings
// (quoted, missing, empty, repeated keys).
func TestMemoryFactsMatchFrontMatter(t *testing.T) {
	skipWithoutSpeedups(t)
	ws := t.TempDir()
	genStore(t, ws, 30)
	var texts []string
	for _, sub := range []string{"rules", "skills", "knowledge"} {
		files, _ := filepath.Glob(filepath.Join(ws, storeDirName, sub, "*.md"))
		for _, f := range files {
			b, _ := os.ReadFile(f)
			texts = append(texts, string(b))
		}
	}
	texts = append(texts,
		"---\nid: \"quoted-id\"\ntype: 'rule'\ntier: working\nlifecycle: archived\nignored: true\nsuperseded_by: x\nvalid_until: 2020-01-01\n---\n\n# T\n",
		"---\n---\n\n# No keys\n",
		"---\nid: a\nid: b\ntype:\n---\n# Repeated\n",
		"---\r\nid: crlf\r\ntype: skill\r\n---\r\n# CRLF\r\n",
	)
	checked := 0
	for _, text := range texts {
		m, err := parseMemoryText(text)
		if err != nil {
			continue
		}
		if m.facts == nil {
			t.Fatalf("a parsed memory has no facts:\n%.200s", text)
		}
		got := []string{m.id(), m.kind(), m.tier(), m.lifecycle(), m.fmStr("ignored"), m.fmStr("superseded_by"), m.fmStr("valid_until"), m.fmStr("scope")}
		want := []string{m.front().str("id"), m.front().str("type"), m.front().str("tier"), m.front().str("lifecycle"), m.front().str("ignored"), m.front().str("superseded_by"), m.front().str("valid_until"), m.front().str("scope")}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("facts %q, front matter %q:\n%.200s", got, want, text)
		}
		checked++
	}
	if checked < 30 {
		t.Fatalf("only %d memories parsed", checked)
	}
}
