package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestHostileStoreWideTerms: a clone of many memories, each within the
// per-field cap, that together hold more distinct words than maxIndexTerms
// (300 memories of 4,000 random words, 12 MB). Every word was interned,
// stemmed and posted: 4,000 such memories took 79 s of CPU and 3.4 GB for
// the SessionStart hook. The memories past the bound index only the words
// already known, and status and doctor name them, cold and from the
// prepared cache alike; a memory before the bound is still found by its
// words.
func TestHostileStoreWideTerms(t *testing.T) {
	t.Parallel()
	const memories, perField = 300, 2000
	rng := rand.New(rand.NewPCG(50, 1))
	word := func() string {
		b := make([]byte, 7+rng.IntN(4))
		for i := range b {
			b[i] = byte('a' + rng.IntN(26))
		}
		return string(b)
	}
	first := map[string]string{} // a memory's key: its first content word
	ws := hostileClone(t, func(store string) {
		hashes := map[string]string{}
		if data, err := os.ReadFile(filepath.Join(store, hashesFile)); err != nil || json.Unmarshal(data, &hashes) != nil {
			t.Fatalf("the clone's hashes: %v", err)
		}
		for i := range memories {
			tags, content := make([]string, perField), make([]string, perField)
			for j := range perField {
				tags[j], content[j] = word(), word()
			}
			file := fmt.Sprintf("knowledge/dense-%03d.md", i)
			first["workspace:"+file] = content[0]
			id := strings.TrimSuffix(filepath.Base(file), ".md")
			text := "---\nid: " + id + "\ntype: knowledge\nscope: workspace\ncreated: 2026-12-02\nupdated: 2026-12-02\ntags: [" +
				strings.Join(tags, ", ") + "]\n---\n\n# " + id + "\n\n## Content\n\n- " + strings.Join(content, " ") + "\n"
			if err := os.WriteFile(filepath.Join(store, filepath.FromSlash(file)), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			hashes[file] = sha256Hex([]byte(text))
		}
		if err := os.WriteFile(filepath.Join(store, hashesFile), encodeHashes(hashes), 0o644); err != nil {
			t.Fatal(err)
		}
	})
	// Cold (no prepared cache), then warm: the flag is read back from it.
	cold, full, partial := 0, "", ""
	for _, run := range []string{"cold", "warm"} {
		r := spawnCLI(t, ws, "", nil, "status", "--json")
		var out struct {
			Data statusData `json:"data"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || r.code != 0 {
			t.Fatalf("%s status: exit %d, %v: %s%s", run, r.code, err, r.stdout, r.stderr)
		}
		d := out.Data
		// ~262 memories of 4,000 new terms fill 2^20: the rest (fewer
		// than maxListed, so all listed) are indexed in part.
		if d.IndexedInPart < 10 || d.IndexedInPart > maxListed || len(d.PartlyIndexed) != d.IndexedInPart {
			t.Fatalf("%s status: %d indexed in part, listing %v", run, d.IndexedInPart, d.PartlyIndexed)
		}
		for _, k := range d.PartlyIndexed {
			if first[k] == "" {
				t.Errorf("%s status: %s, one of the clone's own small memories, is indexed in part", run, k)
			}
		}
		if run == "warm" && d.IndexedInPart != cold {
			t.Errorf("status from the prepared cache: %d indexed in part, %d cold", d.IndexedInPart, cold)
		}
		cold, partial = d.IndexedInPart, d.PartlyIndexed[0]
		for k := range first {
			if !slices.Contains(d.PartlyIndexed, k) {
				full = k
			}
		}
	}
	if txt := spawnCLI(t, ws, "", nil, "status").stdout; !strings.Contains(txt, "are indexed in part") || !strings.Contains(txt, partial) {
		t.Errorf("status does not say which memories are indexed in part:\n%s", txt)
	}
	if d := spawnCLI(t, ws, "", nil, "doctor").stdout; !strings.Contains(d, "warn  store.index") || !strings.Contains(d, partial) {
		t.Errorf("doctor does not warn of the memories indexed in part:\n%s", d)
	}
	id := strings.TrimSuffix(filepath.Base(full), ".md")
	if r := spawnCLI(t, ws, "", nil, "search", first[full]); !strings.Contains(r.stdout, id) {
		t.Errorf("search %s: %s, indexed in full, is not found:\n%s%s", first[full], id, r.stdout, r.stderr)
	}
}
