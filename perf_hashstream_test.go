package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// hashStreamLayouts are hashLayouts and a few more that engram's layout
// almost is: empty, one line, a comma after the last line, empty keys.
func hashStreamLayouts(one string) []struct {
	name   string
	layout func([]byte, map[string]string) []byte
} {
	return append([]struct {
		name   string
		layout func([]byte, map[string]string) []byte
	}{
		{"engram, empty", func([]byte, map[string]string) []byte { return []byte("{\n}\n") }},
		{"engram, one line", func([]byte, map[string]string) []byte {
			return encodeHashes(map[string]string{"rules/m-1.md": one})
		}},
		{"a comma after the last line", func(c []byte, _ map[string]string) []byte {
			return append(bytes.TrimSuffix(c, []byte("\n}\n")), ",\n}\n"...)
		}},
		{"an empty key, a comma after it", func([]byte, map[string]string) []byte { return []byte("{\n  \"\": \"x\",\n}\n") }},
		{"an empty key named twice", func([]byte, map[string]string) []byte {
			return []byte("{\n  \"\": \"x\",\n  \"\": \"y\"\n}\n")
		}},
		{"an empty key", func([]byte, map[string]string) []byte { return []byte("{\n  \"\": \"x\"\n}\n") }},
	}, hashLayouts...)
}

// TestHashStreamMatchesReference: a commit's hashes file streamed from the
// old file (perf_hashstream.go) is byte for byte the reference path's
// (newHashes: read whole, spliced or encoded), with the same sum, for every
// layout of hashStreamLayouts recorded as engram's last write (so the
// stream tries each one), under commits at the first and last line, that
// empty the file or change nothing, with pieces that cut the lines at
// every place; for engram's own layout the stream itself wrote it (no
// fallback). A file whose recorded sum is stale goes to the reference path.
func TestHashStreamMatchesReference(t *testing.T) {
	h := map[string]string{}
	for i, f := range []string{"knowledge/b.md", "rules/m-1.md", "rules/m-2.md", "skills/y.md"} {
		h[f] = fmt.Sprintf("%064x", i+1)
	}
	sum := func(i int) string { return fmt.Sprintf("%064x", 100+i) }
	changes := []map[string]string{
		{"knowledge/a.md": sum(0), "skills/y.md": ""},
		{"knowledge/b.md": "", "skills/z.md": sum(1)},
		{"knowledge/b.md": "", "rules/m-0.md": sum(2), "rules/m-2.md": sum(3)},
		{"knowledge/b.md": "", "rules/m-1.md": "", "rules/m-2.md": "", "skills/y.md": ""},
		{"knowledge/b.md": "", "rules/m-1.md": "", "rules/m-2.md": "", "skills/y.md": "", "rules/n.md": sum(4)},
		{"rules/m-1.md": sum(5) + "ab"},
		{"knowledge/a.md": sum(6), "knowledge/c.md": sum(7), "rules/m-15.md": sum(8), "skills/z.md": sum(9)},
		{"rules/absent.md": ""},
		{"skills/y.md": sum(10)},
		{"a.md": sum(11)},
	}
	// The suite's ENGRAM_NO_CACHE=1 run too: the reference is then the
	// plain path's bytes.
	defer func(on bool, p int) { hashStreamOn, hashStreamPiece = on, p }(hashStreamOn, hashStreamPiece)
	hashStreamOn = true
	for _, piece := range []int{16, 17, 29, 64, 89, 32 << 10} {
		hashStreamPiece = piece
		for _, lay := range hashStreamLayouts(sum(20)) {
			for ci, ch := range changes {
				file := lay.layout(encodeHashes(h), h)
				for _, stale := range []bool{false, true} {
					name := fmt.Sprintf("piece %d, %s/%d, stale %v", piece, lay.name, ci, stale)
					checkHashStream(t, name, file, ch, stale, lay.name == "engram" && !stale)
				}
			}
		}
	}
}

// checkHashStream streams file with ch into a temp file and compares it
// with newHashes' bytes for the same file; own: the stream must not fall
// back.
func checkHashStream(t *testing.T, name string, file []byte, ch map[string]string, stale, own bool) {
	sums := map[string]string{hashesFile: fileSum(file)}
	if stale {
		sums[hashesFile] = fileSum(append(slices.Clip(file), 'x'))
	}
	var dirs [2]string
	for i := range dirs {
		dirs[i] = t.TempDir()
		if err := os.WriteFile(filepath.Join(dirs[i], hashesFile), file, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, werr := newHashes(&storeRoot{scope: scopeWorkspace, dir: dirs[1]}, sums, ch, true)
	s := newHashStream(&storeRoot{scope: scopeWorkspace, dir: dirs[0]}, sums, ch)
	if s == nil {
		t.Fatalf("%s: no stream", name)
	}
	f, err := os.Create(filepath.Join(dirs[0], "out"))
	if err != nil {
		t.Fatal(err)
	}
	write := s.write
	if own {
		write = s.stream // the stream's own bytes, no fallback
	}
	serr := write(f)
	f.Close()
	got, _ := os.ReadFile(filepath.Join(dirs[0], "out"))
	switch {
	case (serr == nil) != (werr == nil):
		t.Errorf("%s: stream error %v, reference error %v", name, serr, werr)
	case werr != nil:
	case !bytes.Equal(got, want):
		t.Errorf("%s:\n got: %q\nwant: %q", name, got, want)
	case s.sum != fileSum(want):
		t.Errorf("%s: sum %s, want %s", name, s.sum, fileSum(want))
	}
}
