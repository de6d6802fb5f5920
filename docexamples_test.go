package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestReadmeCrossTypeExample: README.md and CHANGELOG.md illustrate the
// cross-type NOOP with a knowledge memory restating a rule. Their first
// example, "every new module turns on StrictData", is still an ADD ("turns
// on" is not read as "enable"; restated.txt line 62 counts it a miss), so
// a reader who tried it got a second memory of the same words. The example
// the documents give is run here as they state it.
func TestReadmeCrossTypeExample(t *testing.T) {
	const rule, fact = "Enable StrictData in every new module.", "StrictData is enabled in every new module."
	for _, doc := range []string{"README.md", "CHANGELOG.md"} {
		data, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join(strings.Fields(string(data)), " ")
		if !strings.Contains(text, `"`+strings.TrimSuffix(fact, ".")+`"`) || !strings.Contains(text, `"`+strings.TrimSuffix(rule, ".")+`"`) {
			t.Errorf("%s does not give the example this test runs (%q beside %q)", doc, fact, rule)
		}
	}
	ws, env := rulesWorkspace(t, rule)
	r := runCLI(t, ws, "", env, "save", "--json", "--type", "knowledge", fact)
	var out struct{ Data proposeData }
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || len(out.Data.Candidates) != 1 {
		t.Fatalf("save --json: %v\n%s%s", err, r.stdout, r.stderr)
	}
	if got, want := out.Data.Candidates[0].Verdict, "NOOP duplicate of "+durableSlug(rule); got != want {
		t.Errorf("the documents' example is %q, want %q", got, want)
	}
}
