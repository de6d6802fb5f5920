package main

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// typeInferenceBar is the share of testdata/typeinfer/cases.txt an untyped
// save must type as the team meant (rule, knowledge or skill): 0.733 when the
// set was written, 0.917 with obligation phrases and norms of a whole kind.
const typeInferenceBar = 0.90

// TestTypeInferenceSet: an untyped save's type decides whether a rule loads
// at every session start (high-confidence rules do, knowledge does not) and
// which memories a verdict compares it with. The set is teams' own phrasing
// of rules without always/never/must ("Every new endpoint needs ...", "No
// direct SQL in controllers"), facts that read like them, and procedures,
// written before the inference was measured on it.
func TestTypeInferenceSet(t *testing.T) {
	t.Parallel()
	f, err := os.Open(filepath.Join("testdata", "typeinfer", "cases.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	right, n := 0, 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		want, text, ok := strings.Cut(line, "\t")
		if !ok {
			t.Fatalf("malformed line %q", line)
		}
		n++
		if got := inferType(text); got == want {
			right++
		} else {
			t.Logf("%s typed %s: %s", want, got, text)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	acc := float64(right) / float64(n)
	t.Logf("type inference: %d of %d (%.3f)", right, n, acc)
	if acc < typeInferenceBar {
		t.Errorf("type inference %.3f, under the bar %.2f", acc, typeInferenceBar)
	}
}
