package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestHostileStoreWideTerms: a clone of many memories, each within the
// per-field cap, that together hold more distinct words than maxIndexTerms.
// Every word was interned, stemmed and posted: 4,000 memories of 4,000
// random words took 79 s of CPU and 3.4 GB for the SessionStart hook. The
// memories past the bound index only the words admitted before them, and
// status and doctor name them, cold and from the prepared cache alike; a
// memory before the bound is still found by its words. The binary is told
// a bound of 12,000 terms (ENGRAM_TEST_INDEX_TERMS, a test binary's only):
// the same code at 2^20 needed 300 memories of 4,000 words, ~100 s a run.
func TestHostileStoreWideTerms(t *testing.T) {
	t.Parallel()
	ws, first := denseClone(t, 40, 300)
	env := []string{"ENGRAM_TEST_INDEX_TERMS=12000"}
	// Cold (no prepared cache), then warm: the flag is read back from it.
	cold, full, partial := 0, "", ""
	for _, run := range []string{"cold", "warm"} {
		r := spawnCLI(t, ws, "", env, "status", "--json")
		var out struct {
			Data statusData `json:"data"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || r.code != 0 {
			t.Fatalf("%s status: exit %d, %v: %s%s", run, r.code, err, r.stdout, r.stderr)
		}
		d := out.Data
		// ~19 memories of 600 new terms fill 12,000: the rest (fewer
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
	if txt := spawnCLI(t, ws, "", env, "status").stdout; !strings.Contains(txt, "are indexed in part") || !strings.Contains(txt, partial) {
		t.Errorf("status does not say which memories are indexed in part:\n%s", txt)
	}
	if d := spawnCLI(t, ws, "", env, "doctor").stdout; !strings.Contains(d, "warn  store.index") || !strings.Contains(d, partial) {
		t.Errorf("doctor does not warn of the memories indexed in part:\n%s", d)
	}
	id := strings.TrimSuffix(filepath.Base(full), ".md")
	if r := spawnCLI(t, ws, "", env, "search", first[full]); !strings.Contains(r.stdout, id) {
		t.Errorf("search %s: %s, indexed in full, is not found:\n%s%s", first[full], id, r.stdout, r.stderr)
	}
}

// denseClone is a hostile clone of n memories, each of perField random
// words in its tags and as many in its content (7-10 letters: every one
// new), and each memory's key ("workspace:knowledge/dense-NNN.md") with
// its first content word.
func denseClone(t *testing.T, n, perField int) (string, map[string]string) {
	rng := rand.New(rand.NewPCG(50, 1))
	word := func() string {
		b := make([]byte, 7+rng.IntN(4))
		for i := range b {
			b[i] = byte('a' + rng.IntN(26))
		}
		return string(b)
	}
	first := map[string]string{}
	ws := hostileClone(t, func(store string) {
		hashes := map[string]string{}
		if data, err := os.ReadFile(filepath.Join(store, hashesFile)); err != nil || json.Unmarshal(data, &hashes) != nil {
			t.Fatalf("the clone's hashes: %v", err)
		}
		for i := range n {
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
	return ws, first
}

// TestTermBoundIsTheStores: the bound is a property of the store, not of
// the process's history. A server on a store past the bound had filled its
// term table, so a memory written afterwards (small, so a fresh process
// indexes it in full) had its new words left out: the server did not find
// it by them while 'engram search' did. Now both answer alike, and a
// memory removed makes room again (status: fewer indexed in part).
func TestTermBoundIsTheStores(t *testing.T) {
	t.Parallel()
	ws, _ := denseClone(t, 30, 300)
	env := append(scratchEnv(t), "ENGRAM_TEST_INDEX_TERMS=12000")
	p := spawnMCP(t, ws, env, "")
	search := func(q string) string {
		raw := p.mustCall("tools/call", map[string]any{"name": "engram_search", "arguments": map[string]any{"query": q}})
		return string(raw)
	}
	search("dense") // the server's index: its table full
	const word = "quokkaplanning"
	addMemory(t, ws, "knowledge/quokka.md", "id: quokka-note\ntype: knowledge\nscope: workspace\ncreated: 2026-12-02\nupdated: 2026-12-02\n",
		"Release trains follow "+word)
	if got := search(word); !strings.Contains(got, "quokka-note") {
		t.Errorf("the server does not find a memory written after its table filled by its word %q:\n%.600s", word, got)
	}
	if r := spawnCLI(t, ws, "", env[len(env)-1:], "search", word); !strings.Contains(r.stdout, "quokka-note") {
		t.Errorf("a fresh engram search does not find %q:\n%s%s", word, r.stdout, r.stderr)
	}
	// The status text's warning: how many memories are indexed in part,
	// and which.
	partLine := func(text string) (int, string) {
		m := regexp.MustCompile(`(\d+) memor(?:y is|ies are) indexed in part[^\n]*`).FindStringSubmatch(text)
		if m == nil {
			return 0, ""
		}
		n, _ := strconv.Atoi(m[1])
		return n, m[0]
	}
	status := func() (int, string) {
		var res struct {
			Content []struct{ Text string } `json:"content"`
		}
		raw := p.mustCall("tools/call", map[string]any{"name": "engram_status", "arguments": map[string]any{}})
		if err := json.Unmarshal(raw, &res); err != nil || len(res.Content) == 0 {
			t.Fatalf("engram_status: %v %s", err, raw)
		}
		return partLine(res.Content[0].Text)
	}
	before, _ := status()
	if before == 0 {
		t.Fatalf("the store is not past the bound: nothing indexed in part")
	}
	// Removing a memory indexed in full admits another's words.
	_, line := status()
	full := 0
	for strings.Contains(line, fmt.Sprintf("dense-%03d.md", full)) {
		full++
	}
	if err := os.Remove(filepath.Join(storeDir(ws), "knowledge", fmt.Sprintf("dense-%03d.md", full))); err != nil {
		t.Fatal(err)
	}
	after, line := status()
	if after >= before {
		t.Errorf("after a memory indexed in full was removed: %d indexed in part, %d before", after, before)
	}
	cold := spawnCLI(t, ws, "", append([]string{"ENGRAM_NO_CACHE=1"}, env[len(env)-1:]...), "status")
	if _, want := partLine(cold.stdout); line != want {
		t.Errorf("the server says\n%s\na fresh process\n%s", line, want)
	}
}
