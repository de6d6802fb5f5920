package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestContentProseIsRead: engram writes the Content section as bullets, but
// a memory written by hand or by another tool may hold a paragraph, or a
// bullet wrapped onto an indented line. Those words were dropped from the
// content, so search, the route and the verdicts never saw them: a
// hand-written memory was found by its title and tags alone.
func TestContentProseIsRead(t *testing.T) {
	for _, c := range []struct {
		name, content string
		want          []string
	}{
		{"bullets", "- one\n- two\n", []string{"one", "two"}},
		{"a paragraph", "Deploys happen on Tuesdays,\nafter the freeze lifts.\n", []string{"Deploys happen on Tuesdays,", "after the freeze lifts."}},
		{"a wrapped bullet", "- Deploys happen on Tuesdays,\n  after the freeze lifts.\n- two\n", []string{"Deploys happen on Tuesdays, after the freeze lifts.", "two"}},
		{"prose after a blank line", "- one\n\n  Indented prose of its own.\n", []string{"one", "Indented prose of its own."}},
		{"prose then bullets", "Intro line.\n- one\n", []string{"Intro line.", "one"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, err := parseMemoryText("---\nid: x\ntype: knowledge\n---\n\n# X\n\n## Content\n\n" + c.content + "\n## Notes\n\nnot content\n")
			if err != nil {
				t.Fatal(err)
			}
			if got := m.contentLines(); !reflect.DeepEqual(got, c.want) {
				t.Errorf("content %q, want %q", got, c.want)
			}
		})
	}
}

// TestHandWrittenProseIsSearched: through the binary, a hand-written memory
// whose Content is a paragraph is found by the paragraph's words, with the
// cache on and off.
func TestHandWrittenProseIsSearched(t *testing.T) {
	ws := t.TempDir()
	if r := runCLI(t, ws, "", nil, "init"); r.code != 0 {
		t.Fatalf("init: %+v", r)
	}
	dir := filepath.Join(ws, ".agents", ".engram", "knowledge")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, "deploy-window.md"), "---\nid: deploy-window\ntype: knowledge\nscope: workspace\nschema_version: 3\ntags: [deploy]\n---\n\n# Deploy window\n\n## Content\n\nProduction deploys happen only on Tuesdays, because the payments partner\nfreezes its sandbox otherwise.\n")
	if r := runCLI(t, ws, "", nil, "rehash"); r.code != 0 {
		t.Fatalf("rehash: %+v", r)
	}
	for _, env := range [][]string{{"ENGRAM_NO_CACHE=1"}, nil, nil} {
		r := runCLI(t, ws, "", env, "search", "payments partner sandbox")
		if r.code != 0 || !strings.Contains(r.stdout, "deploy-window") {
			t.Errorf("search %v for the paragraph's words: %+v", env, r)
		}
	}
}
