package main

import (
	"strings"
	"testing"
)

// liftedCases are requirements lifted, and exceptions beside a requirement,
// on text outside testdata/verdicts. The rows marked "was" gave that
// verdict before the lifting was read (statement.go's liftedAgainst,
// liftNarrowed, detailedSubject, liftsAnother, flagArgument).
var liftedCases = []struct{ mem, cand, want string }{
	// a permission to act without what the rule requires lifts it (was NOOP)
	{"Never publish a package without a changelog update.", "Packages may be published without a changelog update now.", verdictSupersede},
	{"Never push to the release branch without a signed tag.", "You may push to the release branch without a signed tag.", verdictSupersede},
	{"Never run database migrations without a backup.", "Database migrations can now run without a backup.", verdictSupersede},
	// an exception beside the rule, never its reversal nor its restatement
	{"Never merge without a green CI run.", "Merging without a green CI run is allowed on the release branch.", verdictAdd},             // was UPDATE
	{"Never deploy without approval.", "Hotfixes may be deployed without approval when the on-call lead agrees.", verdictAdd},           // was UPDATE
	{"Never merge a pull request without a green CI run.", "Pull requests from bots may be merged without a green CI run.", verdictAdd}, // was NOOP
	{"Every file needs a license header.", "Files in src/generated do not need a license header.", verdictAdd},                          // was SUPERSEDE
	{"Every release needs a sign-off from QA.", "Releases no longer need a second sign-off.", verdictAdd},                               // was SUPERSEDE
	// asked or promised: nothing lifted yet
	{"Never merge without a green CI run.", "Merging without a green CI run will be allowed next month.", verdictAdd}, // was UPDATE
	{"Never merge without a green CI run.", "Is merging without a green CI run allowed now?", verdictAdd},             // was NOOP
	// a path given to a flag is a detail added (was NOOP)
	{"Run mypy --strict src before committing.", "Run mypy --strict src tests before committing.", verdictUpdate},
	// guards: the same as before
	{"Run pytest -q before pushing.", "Always run pytest -q before you push.", verdictNoop},
	{"Never deploy without a changelog entry.", "Deploys may go out without tests now.", verdictAdd},
	{"Always run tests before deploying.", "Never deploy without tests.", verdictAdd},
	{"Every release needs a sign-off from QA.", "Releases no longer need a sign-off from QA.", verdictSupersede},
	{"Never merge without a green CI run.", "You cannot merge without a green CI run.", verdictNoop},
}

func TestLiftedRequirementVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, liftedCases)
}

// TestLiftedRequirementThroughApproval: through a spawned engram-mcp in both
// eras, a requirement lifted in so many words ("… may be published without
// a changelog update now") is proposed as the SUPERSEDE of the rule that
// required it (it was a NOOP: nothing saved, the old rule kept forbidding),
// an exception for a narrower subject is an ADD naming the rule, proposing
// writes nothing, and the approved commit retires the rule.
func TestLiftedRequirementThroughApproval(t *testing.T) {
	t.Parallel()
	const rule = "Never publish a package without a changelog update."
	ruleID := durableSlug(rule)
	for _, era := range []string{"legacy", "modern"} {
		t.Run(era, func(t *testing.T) {
			t.Parallel()
			ws, p, before := ruleSession(t, era, rule)
			narrow, fail := toolData(p, "engram_save", map[string]any{"type": "rule", "text": "Internal packages may be published without a changelog update."})
			if fail != "" || !strings.Contains(string(narrow), `"verdict":"ADD"`) {
				t.Fatalf("an exception for internal packages: want ADD: %s %s", fail, narrow)
			}
			supersedeApproved(t, ws, p, before, map[string]any{"type": "rule", "text": "Packages may be published without a changelog update now."}, ruleID)
		})
	}
}
