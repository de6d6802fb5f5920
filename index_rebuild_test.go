package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// indexByPut is indexFromFiles as it was: each entry put, which searches
// the entries before it for one of the same file.
func indexByPut(t testing.TB, dir, scope string) *storeIndex {
	idx := &storeIndex{Version: indexFormatVersion}
	for _, sub := range []string{"rules", "skills", "knowledge"} {
		names, _ := os.ReadDir(filepath.Join(dir, sub))
		for _, d := range names {
			if d.IsDir() || !strings.HasSuffix(d.Name(), ".md") {
				continue
			}
			file := sub + "/" + d.Name()
			data, err := readPlainFile(dir, file, maxMemoryFileBytes)
			if err != nil {
				t.Fatal(err)
			}
			if m, err := parseMemory(data); err == nil {
				idx.put(indexEntryFor(m, file, scope))
			}
		}
	}
	return idx
}

// TestIndexFromFilesMatchesPut: the rebuilt index (rehash, a commit over a
// broken index) appends each file's entry; it is byte for byte the index
// put built, with a file that does not parse, a name put decodes to compare
// (not plain ASCII), one id in two folders and a folder named like a memory.
func TestIndexFromFilesMatchesPut(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	genStore(t, ws, 400)
	dir := storeDir(ws)
	addMemory(t, ws, "rules/café-rule.md", "id: café-rule\ntype: rule\n", "A rule with an accent")
	addMemory(t, ws, "knowledge/café-rule.md", "id: café-rule\ntype: knowledge\n", "The same id as knowledge")
	addMemory(t, ws, "skills/broken.md", "id: broken\ntype: skill\n", "Broken")
	breakFrontMatter(t, filepath.Join(dir, "skills", "broken.md"))
	os.Mkdir(filepath.Join(dir, "rules", "folder.md"), 0o755)
	got, hashes, err := indexFromFiles(dir, scopeWorkspace)
	if err != nil {
		t.Fatal(err)
	}
	want := indexByPut(t, dir, scopeWorkspace)
	if g, w := string(got.encode()), string(want.encode()); g != w {
		t.Errorf("the rebuilt index differs from put's:\n%s\nwant\n%s", g, w)
	}
	if len(got.Entries) != 402 || len(hashes) != 403 {
		t.Errorf("%d entries, %d hashes; want 402 and 403", len(got.Entries), len(hashes))
	}
}

// BenchmarkIndexRebuild: indexFromFiles against the put-by-put build it
// replaced, on generated stores. go test -run X -bench IndexRebuild .
func BenchmarkIndexRebuild(b *testing.B) {
	for _, n := range []int{2000, 10000} {
		ws := b.TempDir()
		genStore(b, ws, n)
		dir := storeDir(ws)
		b.Run(strconv.Itoa(n)+"/put", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				indexByPut(b, dir, scopeWorkspace)
			}
		})
		b.Run(strconv.Itoa(n)+"/append", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, _, err := indexFromFiles(dir, scopeWorkspace); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestIndexEncodeLeanMatchesReference: encodeLean (perf_indexencode.go)
// writes encode's reference bytes: no entries, generated entries, and
// entries as a hand or another tool wrote them (spacing, HTML characters,
// U+2028, nested and empty values, a null).
func TestIndexEncodeLeanMatchesReference(t *testing.T) {
	ws := t.TempDir()
	genStore(t, ws, 300)
	generated, _, err := indexFromFiles(storeDir(ws), scopeWorkspace)
	if err != nil {
		t.Fatal(err)
	}
	hand := &storeIndex{}
	if err := json.Unmarshal([]byte(`{"version":"0.0.28 <&>","last_updated":"2026\u2028","entries":[
		{ "id" : "a<b>&c", "tags":[ ], "x": {}, "n": [1, 2.50, -3e2, true, false, null],
		  "deep": {"k": [{"q": "é\u2029"}, []]} },
		null, "just a string", 12, [ ] ,{}]}`), hand); err != nil {
		t.Fatal(err)
	}
	for name, idx := range map[string]*storeIndex{"empty": {}, "generated": generated, "hand": hand, "one": {Version: "v", Entries: generated.Entries[:1]},
		"nil entry": {Entries: []json.RawMessage{nil, generated.Entries[0], nil}}} {
		if _, ok := idx.encodeLean(); !ok {
			t.Fatalf("%s: encodeLean refused", name)
		}
		encode := func(on bool) []byte {
			defer func(was bool) { indexEncodeOn = was }(indexEncodeOn)
			indexEncodeOn = on
			return idx.encode()
		}
		lean, ref := encode(true), encode(false)
		if !bytes.Equal(lean, ref) {
			t.Errorf("%s: lean encode differs:\n%s\nreference\n%s", name, lean, ref)
		}
		if len(lean) != cap(lean) && name != "empty" && cap(lean)-len(lean) > 8+6*len(idx.Entries) {
			t.Errorf("%s: sized %d for %d bytes", name, cap(lean), len(lean))
		}
	}
}
