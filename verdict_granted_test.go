package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// grantedTypes are permissions and lifted requirements typed by themselves
// (no --type), on text outside testdata/verdicts: a rule, as the rule they
// lift or narrow is (they were knowledge, so a verdict never met the rule).
// Facts that only look like them stay knowledge.
var grantedTypes = []struct{ text, want string }{
	{"You may now deploy straight to production.", typeRule},
	{"Force-pushing to feature branches is permitted now.", typeRule},
	{"Storybook stories no longer need a snapshot test.", typeRule},
	{"Vendored code is acceptable in the tools folder.", typeRule},
	{"Il est désormais autorisé de fusionner le vendredi.", typeRule},
	{"The staging cluster has 12 nodes and runs Postgres 16.", typeKnowledge},
	{"The export job finishes in about ten minutes.", typeKnowledge},
}

// grantedCases are permissions that turn a rule round, on text outside
// testdata/verdicts: for the rule's whole scope a reversal; for a subject
// or container of the candidate's own, or in the sentence of a condition,
// an exception beside it (each "was SUPERSEDE" retired the rule). And a
// subject named before a memory's subject word that also reads as a verb
// ("the build cluster") is another subject (was UPDATE).
var grantedCases = []struct{ mem, cand, want string }{
	{"Never deploy straight to production.", "You may now deploy straight to production.", verdictSupersede},
	{"Do not use reflection in the render loop.", "Reflection in the render loop is fine now.", verdictSupersede},
	{"Never deploy straight to production.", "Release captains may deploy straight to production.", verdictAdd},                                               // was SUPERSEDE
	{"Never deploy straight to production.", "If the pipeline is down, you may deploy straight to production.", verdictAdd},                                   // was SUPERSEDE
	{"Do not use reflection in the render loop.", "Reflection in the render loop is allowed in debug builds.", verdictAdd},                                    // was SUPERSEDE
	{"Every schema change needs a review from the data team.", "Schema changes in sandbox databases no longer need a review from the data team.", verdictAdd}, // was SUPERSEDE
	{"The build cluster runs Go 1.21 on four nodes.", "The test build cluster runs Go 1.22 on two nodes.", verdictAdd},                                        // guard: no verb-shaped word
	{"The cluster runs Go 1.21 on four nodes.", "The build cluster runs Go 1.22 on two nodes.", verdictAdd},                                                   // was UPDATE
	{"The cluster runs Go 1.21 on four nodes.", "The cluster runs Go 1.22 on four nodes.", verdictUpdate},
	// a requirement lifted for a purpose of its own (was SUPERSEDE), and for the whole scope
	{"Always run the e2e suite before a release.", "Running the e2e suite is not required for documentation releases.", verdictAdd},
	{"Always run the e2e suite before a release.", "Running the e2e suite before a release is no longer required.", verdictSupersede},
}

func TestGrantedVerdicts(t *testing.T) {
	t.Parallel()
	checkTypes(t, grantedTypes)
	checkRelate(t, grantedCases)
}

// TestGrantedPermissionThroughApproval: a permission saved with no type
// ("You may now deploy straight to production") was knowledge, an ADD
// beside the rule it lifts, which kept forbidding. Through `engram save`
// and through a spawned engram-mcp in both eras, it is typed a rule and
// proposed as the rule's SUPERSEDE; the same permission for a narrower
// subject is an ADD; proposing writes nothing, and the approved commit
// retires the rule.
func TestGrantedPermissionThroughApproval(t *testing.T) {
	t.Parallel()
	checkLiftThroughApproval(t, "Never deploy straight to production.", "You may now deploy straight to production.",
		"Release captains may deploy straight to production.")
}

// checkLiftThroughApproval: lift, saved with no type through `engram
// save`, is typed a rule and proposed as rule's SUPERSEDE; through a
// spawned engram-mcp in both eras, narrow (the same lifting for a narrower
// subject) is an ADD, proposing writes nothing, and the approved lift
// retires the rule.
func checkLiftThroughApproval(t *testing.T, rule, lift, narrow string) {
	ruleID := durableSlug(rule)
	t.Run("cli", func(t *testing.T) {
		t.Parallel()
		ws, env := rulesWorkspace(t, rule)
		r := runCLI(t, ws, "", env, "save", "--json", lift)
		var out struct {
			Data proposeData `json:"data"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || len(out.Data.Candidates) != 1 {
			t.Fatalf("%v\n%s%s", err, r.stdout, r.stderr)
		}
		if c := out.Data.Candidates[0]; c.Verdict != "SUPERSEDE "+ruleID || c.Type != typeRule {
			t.Errorf("untyped %q: verdict %q type %s, want SUPERSEDE %s, rule", lift, c.Verdict, c.Type, ruleID)
		}
	})
	for _, era := range []string{"legacy", "modern"} {
		t.Run(era, func(t *testing.T) {
			t.Parallel()
			ws, p, before := ruleSession(t, era, rule)
			got, fail := toolData(p, "engram_save", map[string]any{"text": narrow})
			if fail != "" || !strings.Contains(string(got), `"verdict":"ADD"`) {
				t.Fatalf("%q: want ADD: %s %s", narrow, fail, got)
			}
			supersedeApproved(t, ws, p, before, map[string]any{"text": lift}, ruleID)
		})
	}
}
