package main

import (
	"strings"
	"testing"
)

// TestNamedLiftingOfOneListItem: a rule that covers a list is not retired
// when one item of it is lifted by name. "The rule against pushing to
// release branches was lifted" retired "Never push directly to main or
// release branches" (main unprotected), and "we dropped the lint rule for
// generated files" retired "Lint every file, including generated files".
// Each is an ADD naming the rule as related; the lifting of a rule that
// covers only the named item still retires it.
func TestNamedLiftingOfOneListItem(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ memory, text, want string }{
		{"Never push directly to main or release branches.", "The rule against pushing to release branches was lifted.", "ADD"},
		{"Never push directly to release branches or main.", "The rule against pushing to release branches was lifted.", "ADD"},
		{"Lint every file, including generated files, before merging.", "We dropped the lint rule for generated files.", "ADD"},
		{"Every pull request needs two approvals, including documentation changes.", "The approval rule for documentation changes was dropped.", "ADD"},
		{"Never merge on Fridays and never deploy on weekends.", "The Friday merge ban was lifted.", "ADD"},
		{"Never push directly to release branches.", "The rule against pushing to release branches was lifted.", "SUPERSEDE"},
		{"Write reference pages in the second person and the present tense.", "The second-person rule is gone.", "SUPERSEDE"},
		{"Write tests as plain pytest functions, not unittest.TestCase classes.", "The plain-pytest-functions rule was dropped.", "SUPERSEDE"},
	} {
		s := verdictStoreFor([]verdictMemory{{"m", typeRule, tc.memory}})
		kind, target, related := statementVerdict(s, candidate{Type: typeRule, Text: tc.text, Scope: scopeWorkspace}, scopeWorkspace)
		if kind != tc.want || kind == verdictSupersede && (target == nil || target.mem.id() != "m") {
			t.Errorf("%q against %q: %s, want %s", tc.text, tc.memory, kind, tc.want)
		}
		if kind == verdictAdd && (related == nil || related.mem.id() != "m") {
			t.Errorf("%q against %q: ADD without the rule named as related", tc.text, tc.memory)
		}
	}
	// Through the binary: the preview proposes no SUPERSEDE, and says the
	// rule stays.
	ws := fixtureWorkspace(t)
	env := scratchEnv(t)
	if r := runCLI(t, ws, "", env, "save", "--force", "--type", "rule", "Never push directly to main or release branches."); r.code != 0 {
		t.Fatalf("save: %d %s", r.code, r.stderr)
	}
	r := runCLI(t, ws, "", env, "save", "--type", "rule", "The rule against pushing to release branches was lifted.")
	if strings.Contains(r.stdout, "SUPERSEDE") || !strings.Contains(r.stdout, "Verdict: ADD") || !strings.Contains(r.stdout, "which stays as it is") {
		t.Fatalf("preview: code %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}
