package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestSpliceMatchesEncode: splicing puts and removes into the bytes of an
// index (and a hashes file) gives exactly what a full decode and encode of
// the same changes gives, over random sequences that add, replace and
// remove entries, empty the index and fill it again, and include entries
// whose text names another entry's file.
func TestSpliceMatchesEncode(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(7))
	for round := 0; round < 40; round++ {
		full := &storeIndex{Version: indexFormatVersion, LastUpdated: "2026-01-01T00:00:00.000Z"}
		hashes := map[string]string{}
		data := full.encode()
		hdata := encodeHashes(hashes)
		nfiles := 1 + rng.Intn(12)
		for step := 0; step < 60; step++ {
			var ops []indexOp
			changes := map[string]string{}
			for k := 0; k < 1+rng.Intn(3); k++ {
				file := fmt.Sprintf("%s/m-%d.md", []string{"rules", "skills", "knowledge"}[rng.Intn(3)], rng.Intn(nfiles))
				if rng.Intn(3) == 0 {
					ops = append(ops, indexOp{file: file})
					changes[file] = ""
					continue
				}
				e := indexEntry{ID: file[:len(file)-3], Type: "rule", Scope: "workspace", Tags: []string{}, File: file,
					Summary: fmt.Sprintf("see %s <b> & \u2028 \"q\" %d", fmt.Sprintf("rules/m-%d.md", rng.Intn(nfiles)), step)}
				if rng.Intn(2) == 0 {
					e.RoutingTerms = []string{"alpha", "beta"}
					e.DependsOn = []string{"m-1"}
				}
				raw, _ := json.Marshal(e)
				ops = append(ops, indexOp{file: file, entry: raw})
				changes[file] = fmt.Sprintf("%064x", rng.Int63())
			}
			stamp := fmt.Sprintf("2026-01-02T00:00:%02d.000Z", step)
			full.apply(ops, stamp)
			want := full.encode()
			got, ok := spliceIndex(data, stamp, ops)
			if !ok || !bytes.Equal(got, want) {
				t.Fatalf("round %d step %d: splice ok=%v\n got: %s\nwant: %s", round, step, ok, got, want)
			}
			data = got
			applyHashChanges(hashes, changes)
			hwant := encodeHashes(hashes)
			hgot, ok := spliceHashes(hdata, changes)
			if !ok || !bytes.Equal(hgot, hwant) {
				t.Fatalf("round %d step %d: hashes splice ok=%v\n got: %s\nwant: %s", round, step, ok, hgot, hwant)
			}
			hdata = hgot
		}
	}
}

// TestSpliceRefusesOtherLayouts: an index or hashes file that engram did
// not lay out is not spliced.
func TestSpliceRefusesOtherLayouts(t *testing.T) {
	t.Parallel()
	op := []indexOp{{file: "rules/a.md", entry: []byte(`{"file":"rules/a.md"}`)}}
	for _, in := range []string{``, `{"version":"0.0.28","last_updated":"","entries":[]}`, "{\n\t\"version\": \"x\",\n\t\"last_updated\": \"\",\n\t\"entries\": []\n}\n"} {
		if _, ok := spliceIndex([]byte(in), "s", op); ok {
			t.Errorf("spliced %q", in)
		}
	}
	if _, ok := spliceHashes([]byte(`{"rules/a.md":"x"}`), map[string]string{"rules/b.md": "y"}); ok {
		t.Error("spliced a compact hashes file")
	}
}

// hashLayouts are the shapes a hashes file holding h takes when a writer
// other than this engram left it: each is given encodeHashes's bytes and h.
// The splice must give the reference path's bytes for every one of them,
// or leave it to the reference path (a commit that then fails, fails in
// both).
var hashLayouts = []struct {
	name   string
	layout func(canon []byte, h map[string]string) []byte
}{
	{"engram", func(c []byte, _ map[string]string) []byte { return c }},
	// json.dump(h, f, indent=2, sort_keys=True): no newline at the end.
	{"genstore.py, no final newline", func(c []byte, _ map[string]string) []byte { return bytes.TrimSuffix(c, []byte("\n")) }},
	{"CRLF", func(c []byte, _ map[string]string) []byte { return bytes.ReplaceAll(c, []byte("\n"), []byte("\r\n")) }},
	{"BOM", func(c []byte, _ map[string]string) []byte { return append([]byte("\xef\xbb\xbf"), c...) }},
	{"blank lines after", func(c []byte, _ map[string]string) []byte { return append(c, "\n\n"...) }},
	{"4-space indent", func(_ []byte, h map[string]string) []byte {
		b, _ := json.MarshalIndent(h, "", "    ")
		return append(b, '\n')
	}},
	{"tabs, spaced colon", func(c []byte, _ map[string]string) []byte {
		return bytes.ReplaceAll(bytes.ReplaceAll(c, []byte("  \""), []byte("\t\"")), []byte("\": \""), []byte("\" : \""))
	}},
	{"one line", func(_ []byte, h map[string]string) []byte { b, _ := json.Marshal(h); return b }},
	{"keys out of order", func(c []byte, _ map[string]string) []byte {
		lines := strings.Split(strings.TrimSuffix(strings.TrimPrefix(string(c), "{\n"), "\n}\n"), ",\n")
		slices.Reverse(lines)
		return []byte("{\n" + strings.Join(lines, ",\n") + "\n}\n")
	}},
	{"a key named twice", func(c []byte, h map[string]string) []byte {
		first := strings.SplitN(strings.TrimPrefix(string(c), "{\n"), ",\n", 2)[0]
		// The stale line first: the decoder keeps the last one.
		stale := first[:len(first)-2] + "0\""
		return []byte("{\n" + stale + ",\n" + strings.TrimPrefix(string(c), "{\n"))
	}},
	{"empty", func([]byte, map[string]string) []byte { return []byte("{}") }},
	// Keys no memory has, in engram's layout: one with spaces (plain, so
	// still spliced), and ones json.Marshal escapes or writes as UTF-8.
	{"odd keys", func(_ []byte, h map[string]string) []byte {
		odd := maps.Clone(h)
		odd["knowledge/a b.md"] = strings.Repeat("1", 64)
		odd["rules/z z.md"] = strings.Repeat("2", 64)
		return encodeHashes(odd)
	}},
	{"escaped and UTF-8 keys", func(c []byte, _ map[string]string) []byte {
		return append([]byte("{\n  \"knowledge/caf\\u00e9.md\": \"ab\",\n  \"rules/a<b.md\": \"cd\",\n  \"rules/über.md\": \"ef\","), c[1:]...)
	}},
}

// TestHashSpliceLayoutsMatchReference: the spawned engram, with its speed-ups and with ENGRAM_NO_CACHE=1, each on its own
// copy of a store whose hashes file another writer laid out
// (hashLayouts), makes the same commits: a memory added before every
// entry, between entries and after every entry, the first and the last
// removed, every one removed and some added to the emptied file. After
// each command both stores' hashes files must be the same bytes and the
// exit codes the same (a file the decoder refuses fails both; a BOM's is
// read by both).
// The first command rewrites another writer's file in engram's layout and
// the ones after it splice or stream that, so a splice that moves the tail
// wrong writes other bytes than the reference's decode-and-encode.
func TestHashSpliceLayoutsMatchReference(t *testing.T) {
	t.Parallel()
	type step struct {
		name string
		args func(first, last string, all []string) []string
	}
	addFirst := step{"add before every entry", func(string, string, []string) []string {
		return []string{"save", "--force", "--type", "knowledge", "Aardvark service keeps logs for 14 days"}
	}}
	addLast := step{"add after every entry", func(string, string, []string) []string {
		return []string{"save", "--force", "--type", "skill", "Zebra crossings need a lint check before deploy"}
	}}
	forget := func(name string, pick func(first, last string, all []string) []string) step {
		return step{name, func(first, last string, all []string) []string {
			return append([]string{"forget", "--force"}, pick(first, last, all)...)
		}}
	}
	addMiddle := step{"add between entries", func(string, string, []string) []string {
		return []string{"save", "--force", "--type", "rule", "Rollbacks wait for the canary dashboard to settle"}
	}}
	// The first command turns another writer's file into engram's layout;
	// the ones after it splice that.
	sequences := [][]step{
		{addLast, addFirst, addMiddle},
		{forget("remove the first entry", func(f, _ string, _ []string) []string { return []string{f} }), addFirst},
		{forget("remove the last entry", func(_, l string, _ []string) []string { return []string{l} }), addMiddle, addLast},
		{forget("remove every entry", func(_, _ string, all []string) []string { return all }), addLast, addFirst, addMiddle},
	}
	for _, lay := range hashLayouts {
		for si, seq := range sequences {
			t.Run(fmt.Sprintf("%s/%d", lay.name, si), func(t *testing.T) {
				t.Parallel()
				env := append(speedUpEnv(t), "ENGRAM_NOW=2026-06-01T10:00:00Z")
				ws, all, valid := layoutTwins(t, lay.layout)
				first, last := all[0], all[len(all)-1]
				for _, st := range seq {
					args := st.args(first, last, all)
					var got [2][]byte
					var code [2]int
					for i := range ws {
						e := env
						if i == 1 {
							e = append(slices.Clip(env), "ENGRAM_NO_CACHE=1")
						}
						r := spawnCLI(t, ws[i], "", e, args...)
						code[i] = r.code
						got[i], _ = os.ReadFile(filepath.Join(ws[i], storeDirName, hashesFile))
					}
					if valid && code[1] != 0 {
						t.Fatalf("%s: the reference path failed (exit %d) on a file it decodes", st.name, code[1])
					}
					if code[0] != code[1] || !bytes.Equal(got[0], got[1]) {
						t.Fatalf("%s: exit %d (reference %d)\n got: %q\nwant: %q", st.name, code[0], code[1], got[0], got[1])
					}
				}
			})
		}
	}
}

// speedUpEnv is scratchEnv with the speed-ups on even in the suite's
// ENGRAM_NO_CACHE=1 run, for a test that compares them with the reference
// path it starts itself: the empty value comes last, and the last value of
// a variable is the one a spawned process gets (runEngram puts scratchEnv
// before the env it is given).
func speedUpEnv(t *testing.T) []string {
	return append(scratchEnv(t), "ENGRAM_NO_CACHE=")
}

// layoutTwins makes two copies of a 5-memory store whose hashes file is in
// layout, and gives their workspaces, the memories' ids in the hashes
// file's key order, and whether that file is valid JSON.
func layoutTwins(t *testing.T, layout func([]byte, map[string]string) []byte) (ws [2]string, ids []string, valid bool) {
	for i := range ws {
		ws[i] = t.TempDir()
		genStore(t, ws[i], 5)
		root := filepath.Join(ws[i], storeDirName)
		h, err := readHashes(root)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(root, hashesFile)
		canon, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		laid := layout(canon, h)
		if err := os.WriteFile(path, laid, 0o644); err != nil {
			t.Fatal(err)
		}
		valid = json.Valid(laid)
		ids = ids[:0]
		for _, k := range slices.Sorted(maps.Keys(h)) {
			ids = append(ids, strings.TrimSuffix(filepath.Base(k), ".md"))
		}
	}
	return ws, ids, valid
}

// TestNewHashesMatchesReference: a commit's new hashes file (newHashes,
// reading the file from disk and splicing or sorting its lines) is
// encodeHashes of the decoded file with the changes applied, for every
// layout of hashLayouts and commits that grow and shrink the file at once,
// at its first and last line, and empty it; a file the decoder refuses, or
// one over the read cap, is an error.
func TestNewHashesMatchesReference(t *testing.T) {
	t.Parallel()
	h := map[string]string{}
	for i, f := range []string{"knowledge/b.md", "rules/m-1.md", "rules/m-2.md", "skills/y.md"} {
		h[f] = fmt.Sprintf("%064x", i+1)
	}
	sum := func(i int) string { return fmt.Sprintf("%064x", 100+i) }
	changes := []map[string]string{
		{"knowledge/a.md": sum(0), "skills/y.md": ""},                                     // grows at the start, shrinks at the end
		{"knowledge/b.md": "", "skills/z.md": sum(1)},                                     // shrinks at the start, grows at the end
		{"knowledge/b.md": "", "rules/m-0.md": sum(2), "rules/m-2.md": sum(3)},            // a replacement too
		{"knowledge/b.md": "", "rules/m-1.md": "", "rules/m-2.md": "", "skills/y.md": ""}, // every entry
		{"knowledge/b.md": "", "rules/m-1.md": "", "rules/m-2.md": "", "skills/y.md": "", "rules/n.md": sum(4)},
		{"rules/m-1.md": sum(5) + "ab"}, // a longer sum than the line had
		{"knowledge/a.md": sum(6), "knowledge/c.md": sum(7), "rules/m-15.md": sum(8), "skills/z.md": sum(9)},
		{"rules/absent.md": ""}, // removes nothing
	}
	for _, lay := range hashLayouts {
		for ci, ch := range changes {
			dir := t.TempDir()
			file := lay.layout(encodeHashes(h), h)
			if err := os.WriteFile(filepath.Join(dir, hashesFile), file, 0o644); err != nil {
				t.Fatal(err)
			}
			got, err := newHashes(&storeRoot{scope: scopeWorkspace, dir: dir}, nil, ch, true)
			ref := map[string]string{}
			if jerr := json.Unmarshal(withoutBOM(file), &ref); jerr != nil { // a BOM is accepted (withoutBOM)
				if err == nil {
					t.Errorf("%s/%d: the decoder refuses the file (%v), the splice wrote %q", lay.name, ci, jerr, got)
				}
				continue
			}
			applyHashChanges(ref, ch)
			if want := encodeHashes(ref); err != nil || !bytes.Equal(got, want) {
				t.Errorf("%s/%d: %v\n got: %q\nwant: %q", lay.name, ci, err, got, want)
			}
		}
	}
	// Over the cap: refused before it is read (a sparse file).
	dir := t.TempDir()
	f, err := os.Create(filepath.Join(dir, hashesFile))
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("{\n}\n")
	err = f.Truncate(maxHashesBytes + 1)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	if got, err := newHashes(&storeRoot{scope: scopeWorkspace, dir: dir}, nil, changes[0], true); err == nil {
		t.Errorf("a hashes file over the cap was spliced: %d bytes", len(got))
	}
}
