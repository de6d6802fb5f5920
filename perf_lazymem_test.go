package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestLazyMemoryMatchesParse holds perf_lazymem.go to the reference parse:
// for every memory file under testdata, generated memories and odd
// spellings, a lazy memory gives the same error, front matter, title, body,
// content, sections, variants, facts and hot values as the full parse.
func TestLazyMemoryMatchesParse(t *testing.T) {
	skipWithoutSpeedups(t)
	for _, text := range memoryTestTexts(t) {
		lazy, lerr := parseMemoryText(text)
		lazyMemOn = false
		ref, rerr := parseMemoryText(text)
		lazyMemOn = true
		if (lerr == nil) != (rerr == nil) || (lerr != nil && lerr.Error() != rerr.Error()) {
			t.Fatalf("errors differ: lazy %v, reference %v\n%.300s", lerr, rerr, text)
		}
		if lerr != nil {
			continue
		}
		if !lazy.lazy || lazy.fm != nil {
			t.Fatalf("not lazy:\n%.200s", text)
		}
		matchesParse(t, lazy, ref, text)
	}
}

// matchesParse fails unless the lazy memory reads exactly as ref, the
// reference parse of text.
func matchesParse(t *testing.T, lazy, ref *memory, text string) {
	t.Helper()
	if !reflect.DeepEqual(lazy.front(), ref.fm) || lazy.title != ref.title || lazy.bodyText() != ref.body ||
		!reflect.DeepEqual(lazy.contentLines(), ref.content) || !reflect.DeepEqual(lazy.sectionList(), ref.sections) ||
		!reflect.DeepEqual(lazy.variantMap(), ref.variants) {
		t.Fatalf("lazy memory differs from the parse:\n%.300s", text)
	}
	got := []string{lazy.id(), lazy.kind(), lazy.tier(), lazy.lifecycle(), lazy.fmStr("ignored"), lazy.fmStr("superseded_by"), lazy.fmStr("valid_until"), lazy.fmStr("scope")}
	want := []string{ref.id(), ref.kind(), ref.tier(), ref.lifecycle(), ref.fmStr("ignored"), ref.fmStr("superseded_by"), ref.fmStr("valid_until"), ref.fmStr("scope")}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("facts %q, reference %q:\n%.300s", got, want, text)
	}
	for _, k := range append(hotKeys[:], "scope", "created", "absent") {
		if lazy.fmRaw(k) != ref.fmRaw(k) || !reflect.DeepEqual(lazy.fmList(k), ref.fm.list(k)) || lazy.fmStr(k) != ref.fm.str(k) {
			t.Fatalf("%s: lazy %q, reference %q:\n%.300s", k, lazy.fmRaw(k), ref.fm[k], text)
		}
	}
	if string(lazy.render()) != string(ref.render()) {
		t.Fatalf("renders differ:\n%.300s", text)
	}
}

// memoryTestTexts are the memory texts the lazy and textless memories are
// held to the parse on: every memory file under testdata, 40 generated
// ones and odd spellings, errors included.
func memoryTestTexts(t *testing.T) []string {
	ws := t.TempDir()
	genStore(t, ws, 40)
	var texts []string
	for _, root := range []string{"testdata", ws} {
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".md") && strings.Contains(filepath.ToSlash(p), "/.engram/") {
				if b, err := os.ReadFile(p); err == nil {
					texts = append(texts, string(b))
				}
			}
			return nil
		})
	}
	texts = append(texts,
		"---\nid: \"quoted-id\"\ntype: 'rule'\ntier: working\nrole: [backend, \"ops\"]\ntags: [a, b]\ndepends_on: x\nconfidence: high\nobjective: \"ship it\"\n---\n\n# T\n\n## Content\n\n- one\n- two\n",
		"---\n---\n\n# No keys\n",
		"---\nid: a\nid: b\ntags: [x]\ntags: [y, z]\ntype:\n---\n# Repeated\n",
		"---\r\nid: crlf\r\ntype: skill\r\n---\r\n# CRLF\r\n\r\n## Content\r\n\r\n- c\r\n",
		"---\nid: t\n---\n# \n# Second title\n## Content\n- x\n",
		"---\nid: t\n---\n### Early\n## Rule Variants\n### Light\n- l\n### Strict\n- s\n## Content\n- c\n",
		"---\nid: t\n---\n## Content\n- no title\n# Late title\n",
		"---\nid t\n---\n# Bad key\n",
		"---\nid: t\nbad key: v\n---\n",
		"---\nid: t\n",
		"no front matter",
		"---\nid: t\n---",
	)
	if len(texts) < 200 {
		t.Fatalf("only %d memory texts found", len(texts))
	}
	return texts
}
