package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// TestSortedHashesMatchesEncode: whenever sortedHashes answers, its bytes
// are encodeHashes of what the file decodes to with the changes applied,
// over random files in any order, with keys named twice, empty values,
// bytes json.Marshal escapes, stray layout and removals of keys present
// and absent.
func TestSortedHashesMatchesEncode(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	keys := []string{"rules/a.md", "rules/b.md", "skills/c.md", "knowledge/d.md", "rules/a-b.md", "rules/e&f.md", "rules/\u00e9.md", "rules/g<h.md", "rules/a.mdx"}
	vals := []string{"0123abcd", "ffff", "", "x>y", "v\u2028"}
	answered := 0
	for round := 0; round < 4000; round++ {
		var lines []string
		for i := rng.Intn(8); i > 0; i-- {
			k, v := keys[rng.Intn(len(keys)-3)], vals[rng.Intn(3)]
			if rng.Intn(10) == 0 {
				k, v = keys[rng.Intn(len(keys))], vals[rng.Intn(len(vals))]
			}
			lines = append(lines, fmt.Sprintf("  %q: %q", k, v))
		}
		data := "{\n" + strings.Join(lines, ",\n")
		if len(lines) > 0 {
			data += "\n"
		}
		data += "}\n"
		switch rng.Intn(12) {
		case 0:
			data += "  \n"
		case 1:
			data = strings.Replace(data, ": ", ":", 1)
		case 2:
			data = strings.Replace(data, ",\n", "\n", 1)
		}
		changes := map[string]string{}
		for i := rng.Intn(4); i > 0; i-- {
			k := keys[rng.Intn(len(keys)-2)]
			changes[k] = []string{"", "9999", "abcd"}[rng.Intn(3)]
		}
		got, ok := sortedHashes([]byte(data), changes)
		if !ok {
			continue
		}
		answered++
		h, parsed := parseCanonicalHashes([]byte(data), nil)
		if !parsed {
			h = map[string]string{}
			if err := json.Unmarshal([]byte(data), &h); err != nil {
				t.Fatalf("round %d: sortedHashes answered for a file that is not JSON: %q", round, data)
			}
		}
		applyHashChanges(h, changes)
		if want := encodeHashes(h); !bytes.Equal(got, want) {
			t.Fatalf("round %d: file %q, changes %v:\n got %q\nwant %q", round, data, changes, got, want)
		}
	}
	if hashSortOn && answered < 1000 {
		t.Fatalf("sortedHashes answered only %d of 4000 rounds", answered)
	}
}
