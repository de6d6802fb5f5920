package main

import (
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestVerdictWordsKeepTheText holds perf_vwords.go to the verdict's text:
// a textless memory, made from a parse or decoded from the prepared cache
// (in a process whose word table already numbers other words first), gives
// back its verdict text byte for byte, runs of spaces and all, answers
// the verdict's first test as its text does, and keeps it in fewer bytes
// than the text when its words repeat.
func TestVerdictWordsKeepTheText(t *testing.T) {
	skipWithoutSpeedups(t)
	// Words the cache's own table numbers otherwise, met first.
	packVerdictText("zz-vwords-first q9 ¬vwords")
	dir := t.TempDir()
	cases := []struct {
		name    string
		content []string // the Content bullets
		smaller bool     // kept in fewer bytes than its text
	}{
		{"one word", []string{"Alpha."}, false},
		{"runs of spaces", []string{"Retry  the   webhook ", " twice"}, false},
		{"not ascii", []string{"Ünïcode — straße; naïve café", "日本語 のテキスト"}, false},
		{"repeated words", []string{strings.Repeat("rotate the billing gateway secret before deploy ", 12)}, true},
	}
	var files []cachedFile
	var want []string
	for i, c := range cases {
		text := "---\nid: vw-" + string(rune('a'+i)) + "\ntype: rule\n---\n\n# " + c.name + "\n\n## Content\n\n- " + strings.Join(c.content, "\n- ") + "\n"
		m, err := parseMemoryText(text)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		path := filepath.Join(dir, "vw-"+string(rune('a'+i))+".md")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		ref := verdictTextOf(m)
		if ref == "" {
			t.Fatalf("%s: no verdict text", c.name)
		}
		tl := textless(m, path, len(text), sha256Hex([]byte(text)))
		if got := verdictTextOf(tl); got != ref {
			t.Fatalf("%s: verdict text %q, reference %q", c.name, got, ref)
		}
		var vt verdictTexts
		if got := vt.text(tl); got != ref {
			t.Fatalf("%s: spelled out %q, reference %q", c.name, got, ref)
		}
		// The verdict's first test, from the word numbers, gives what it
		// gives on the text: needles inside words, at their ends, one
		// needle only, none held.
		for _, ns := range [][]string{{"rota", "gate"}, {"bill"}, {"webh", "twic"}, {"ünïc", "caf"}, {"alph", "zzzz"}, {"e", "r"}, {"日本", "テキ"}, {"nowh", "ere-"}} {
			vt := verdictTexts{needles: ns}
			if got, want := vt.sharesTwo(tl), sharesTwo(ref, ns); got != want {
				t.Fatalf("%s: sharesTwo %v from the word numbers, %v from the text, needles %q", c.name, got, want, ns)
			}
		}
		if c.smaller && 2*len(tl.vwords) > len(ref) {
			t.Fatalf("%s: keeps %d bytes for a text of %d", c.name, len(tl.vwords), len(ref))
		}
		files = append(files, cachedFile{file: filepath.Base(path), sum: tl.disk.sum, size: len(text), mem: tl})
		want = append(want, ref)
	}
	decoded := prepCacheRoundTrip(t, files)
	for i, c := range decoded {
		if got := verdictTextOf(c.mem); got != want[i] {
			t.Fatalf("%s: verdict text %q from the cache, reference %q", cases[i].name, got, want[i])
		}
	}
}

// TestPackedVerdictTextAtItsSize: a packed verdict text costs the bytes of
// its numbers, not a guess at them: what one packVerdictText allocates is
// what the memory keeps (the text's words are in the table already), for
// long words (a quarter of the text was four times their numbers) and for
// short ones (the guess was outgrown and allocated again). Not parallel:
// it reads the process's allocation counters.
func TestPackedVerdictTextAtItsSize(t *testing.T) {
	skipWithoutSpeedups(t)
	for _, c := range []struct {
		name string
		text string
	}{
		{"long words", strings.TrimSpace(strings.Repeat("reconciliation ", 200))},
		{"short words", strings.TrimSpace(strings.Repeat("a b c d e f g h ", 100))},
	} {
		packed := packVerdictText(c.text) // the words are in the table now
		// The least of three runs: another goroutine's allocations count too.
		const n = 500
		per := math.Inf(1)
		for range 3 {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			for range n {
				packVerdictText(c.text)
			}
			runtime.ReadMemStats(&after)
			per = min(per, float64(after.TotalAlloc-before.TotalAlloc)/n)
		}
		if limit := float64(len(packed)) * 1.5; per > limit+32 {
			t.Errorf("%s: %.0f bytes allocated per packing of %d bytes of numbers (a text of %d)", c.name, per, len(packed), len(c.text))
		}
	}
}
