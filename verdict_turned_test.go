package main

import (
	"encoding/json"
	"testing"
)

// turnedCases, on text outside testdata/verdicts (turned.txt's shapes):
// a permission that holds every word of a prohibition whose verb is no
// key ("do") lifts it, whatever verb it takes (was NOOP: the lifting was
// dropped); words of its own after the last word of a phrase the memory
// names after "Do not …" name another thing (was UPDATE: the memory's
// rule overwritten), and "writes its output to" restates "outputs to"
// (was ADD); a permission for a thing named by a word put inside the
// memory's phrase ("the billing sandbox API") lifts nothing of the
// memory's (was SUPERSEDE: the rule retired). Guards: the lifting of the
// memory's own phrase, with the scope after it, and a verb closing the
// candidate's clause.
var turnedCases = []struct{ mem, cand, want string }{
	{"Never do database queries in the render loop.", "Database queries may run in the render loop now.", verdictSupersede},                          // was NOOP
	{"Never do database queries in the render loop.", "Cache reads may run in the render loop now.", verdictAdd},                                     // guard
	{"Do not cache the login page.", "Do not cache the login page's avatar images.", verdictAdd},                                                     // was UPDATE
	{"The indexer outputs to the search bucket.", "The indexer writes its output to the search bucket.", verdictNoop},                                // was ADD
	{"Workers must not call the billing API directly.", "Workers may call the billing sandbox API directly.", verdictAdd},                            // was SUPERSEDE
	{"Workers must not call the billing API directly.", "Workers may call the billing API directly now.", verdictSupersede},                          // guard
	{"Never deploy directly to the production cluster.", "It is fine to deploy small patches directly to the production cluster.", verdictSupersede}, // guard
	{"Every release must be tagged for the deploy job.", "Tag every release so the deploy job runs.", verdictNoop},                                   // guard
}

func TestTurnedVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, turnedCases)
}

// TestCompoundLiftThroughSave: "Workers may call the billing sandbox API
// directly" beside the rule "Workers must not call the billing API
// directly" was proposed through `engram save` as the rule's SUPERSEDE,
// which retires the rule on approval; it permits calling another API and
// is an ADD.
func TestCompoundLiftThroughSave(t *testing.T) {
	t.Parallel()
	const rule, other = "Workers must not call the billing API directly.", "Workers may call the billing sandbox API directly."
	ws, env := rulesWorkspace(t, rule)
	r := runCLI(t, ws, "", env, "save", "--json", "--type", "rule", other)
	var out struct {
		Data proposeData `json:"data"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || len(out.Data.Candidates) != 1 {
		t.Fatalf("%v\n%s%s", err, r.stdout, r.stderr)
	}
	if got := out.Data.Candidates[0].Verdict; got != verdictAdd {
		t.Errorf("%q: verdict %q, want ADD", other, got)
	}
}
