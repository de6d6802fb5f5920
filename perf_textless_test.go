package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// TestTextlessMemoryMatchesParse holds perf_textless.go to the reference
// parse: over the same texts as TestLazyMemoryMatchesParse, a textless
// memory (through the prepared cache's encoding too) reads its file and
// gives the same front matter, title, body, parts, facts, render and
// verdict text, and keeps nothing cut from the file's bytes.
func TestTextlessMemoryMatchesParse(t *testing.T) {
	skipWithoutSpeedups(t)
	dir := t.TempDir()
	var files []cachedFile
	var refs []*memory
	var texts []string
	for i, text := range memoryTestTexts(t) {
		lazy, err := parseMemoryText(text)
		if err != nil {
			continue
		}
		lazyMemOn = false
		ref, _ := parseMemoryText(text)
		lazyMemOn = true
		path := filepath.Join(dir, "m"+strconv.Itoa(i)+".md")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		sum := sha256Hex([]byte(text))
		tl := textless(lazy, path, len(text), sum)
		if tl.disk == nil || tl.memoryText != nil {
			t.Fatalf("not textless:\n%.200s", text)
		}
		for _, s := range memoryStrings(tl, nil) {
			if s != "" && sharesBytes(s, text) {
				t.Fatalf("%q still points into the file's text", s)
			}
		}
		if got, want := verdictTextOf(tl), verdictTextOf(ref); got != want {
			t.Fatalf("verdict text %q, reference %q", got, want)
		}
		matchesParse(t, tl, ref, text)
		matchesParse(t, textless(ref, path, len(text), sum), ref, text) // from the reference's parse
		files = append(files, cachedFile{file: filepath.Base(path), sum: sum, size: len(text), mem: tl})
		refs, texts = append(refs, ref), append(texts, text)
	}
	// The same memories through the cache's encoding.
	decoded := prepCacheRoundTrip(t, files)
	for i, c := range decoded {
		c.mem.disk.path = filepath.Join(dir, c.file)
		if verdictTextOf(c.mem) != verdictTextOf(refs[i]) {
			t.Fatalf("verdict text %q from the cache, reference %q", verdictTextOf(c.mem), verdictTextOf(refs[i]))
		}
		matchesParse(t, c.mem, refs[i], texts[i])
	}
}

// sharesBytes: s is a substring of text's own bytes, not a copy.
func sharesBytes(s, text string) bool {
	p, lo := uintptr(unsafe.Pointer(unsafe.StringData(s))), uintptr(unsafe.Pointer(unsafe.StringData(text)))
	return p >= lo && p < lo+uintptr(len(text))
}

// TestTextlessStale: a textless memory whose file changed (same size,
// other bytes), vanished or became unparsable stops with *staleText naming
// the file; retryStale forgets the file and runs the request once more,
// and gives up with the error after a second stale read.
func TestTextlessStale(t *testing.T) {
	skipWithoutSpeedups(t)
	dir := t.TempDir()
	text := "---\nid: a\ntype: rule\n---\n\n# A\n\n## Content\n\n- Use pnpm.\n"
	path := filepath.Join(dir, "a.md")
	for _, change := range []struct {
		name string
		do   func() error
	}{
		{"same size, other bytes", func() error { return os.WriteFile(path, []byte(strings.Replace(text, "pnpm", "yarn", 1)), 0o644) }},
		{"removed", func() error { return os.Remove(path) }},
		{"no longer a memory", func() error { return os.WriteFile(path, []byte("no front matter"), 0o644) }},
	} {
		t.Run(change.name, func(t *testing.T) {
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			lazy, err := parseMemoryText(text)
			if err != nil {
				t.Fatal(err)
			}
			m := textless(lazy, path, len(text), sha256Hex([]byte(text)))
			recentTexts.clear() // no text read before
			if err := change.do(); err != nil {
				t.Fatal(err)
			}
			var dropped []string
			runs := 0
			_, err = retryStale(func(p string) { dropped = append(dropped, p) }, func() (any, error) {
				runs++
				return m.contentLines(), nil
			})
			var stale *staleText
			if !errors.As(err, &stale) || stale.path != path || runs != 2 || len(dropped) != 1 || dropped[0] != path {
				t.Fatalf("err %v, runs %d, dropped %q: want a stale error for %s after two runs", err, runs, dropped, path)
			}
			var out bytes.Buffer
			e := newEnv(nil, &out, &out)
			code := func() (code int) {
				defer stopOnStale(e, &code)
				m.front()
				return exitOK
			}()
			if code != exitError || !strings.Contains(out.String(), "changed on disk") {
				t.Fatalf("the CLI ends with %d and %q", code, out.String())
			}
		})
	}
}

// textlessEntry builds a server's view of a generated store of 12
// memories in ws and returns its cache (closed when the test ends), the
// view and one visible rule that keeps no text.
func textlessEntry(t *testing.T, ws string) (*viewCache, *storeView, *entry) {
	t.Helper()
	genStore(t, ws, 12)
	e := newEnv(nil, os.Stdout, os.Stderr)
	e.getenv = func(string) string { return "" }
	c := newViewCache(e, ws)
	t.Cleanup(c.close)
	v, err := c.get()
	if err != nil {
		t.Fatal(err)
	}
	for _, en := range v.s.entries {
		if en.hidden == "" && en.mem.disk != nil && strings.HasPrefix(en.file, "rules/") {
			return c, v, en
		}
	}
	t.Fatal("no textless rule in the server's view")
	return nil, nil, nil
}

// TestServerRetriesStaleRead: a request that finds a memory's file
// changed under the view it started with is answered again from a view
// that has read the file anew.
func TestServerRetriesStaleRead(t *testing.T) {
	skipWithoutSpeedups(t)
	c, v, en := textlessEntry(t, t.TempDir())
	var err error
	old := en.mem.bodyText()
	recentTexts.clear()
	data, _ := os.ReadFile(en.path)
	edited := strings.Replace(string(data), "\n## Content\n", "\n## Content\n\n- Edited by hand.\n", 1)
	if err := os.WriteFile(en.path, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	runs := 0
	got, err := retryStale(c.forgetFile, func() (any, error) {
		runs++
		view := v // the first run holds the view from before the edit
		if runs > 1 {
			if view, err = c.get(); err != nil {
				return nil, err
			}
		}
		for _, x := range view.s.entries {
			if x.path == en.path {
				return x.mem.bodyText(), nil
			}
		}
		return nil, errors.New("the memory is gone from the view")
	})
	if err != nil || runs != 2 || got == old || !strings.Contains(got.(string), "Edited by hand.") {
		t.Fatalf("runs %d, err %v, body %.200q", runs, err, got)
	}
}

// prepCacheRoundTrip is files encoded as a prepared cache's body and
// decoded again.
func prepCacheRoundTrip(t *testing.T, files []cachedFile) []cachedFile {
	t.Helper()
	var buf bytes.Buffer
	if err := encodePrepCache(&buf, files, 1); err != nil {
		t.Fatal(err)
	}
	decoded, ok := decodePrepCache(buf.Bytes())
	if !ok || len(decoded) != len(files) {
		t.Fatalf("the cache does not decode (%v, %d of %d)", ok, len(decoded), len(files))
	}
	return decoded
}
