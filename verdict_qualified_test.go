package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// qualifiedCases, on text outside testdata/verdicts: a word of its own
// before a word of the memory, where a noun phrase opens, names another
// thing (each "was NOOP": the new memory was dropped as the old one's
// paraphrase). Guards: a determiner, an adverb or a verb put there names
// nothing new (NOOP), a number changed stays an UPDATE, a reason added
// whose phrase only shares a word with the memory stays an UPDATE.
var qualifiedCases = []struct{ mem, cand, want string }{
	{"The worker listens on port 9000.", "The billing worker listens on port 9000.", verdictAdd},                        // was NOOP
	{"The worker listens on port 9000.", "Our worker listens on port 9000.", verdictNoop},                               // guard
	{"The worker listens on port 9000.", "The worker still listens on port 9000.", verdictNoop},                         // guard
	{"The worker listens on port 9000.", "The worker listens on port 9001.", verdictUpdate},                             // guard
	{"Back up the database every 6 hours.", "Back up the analytics database every 6 hours.", verdictAdd},                // was NOOP
	{"Back up the database every 6 hours.", "Always back up the database every 6 hours.", verdictNoop},                  // guard
	{"Back up the database every 6 hours.", "Back up the database every 4 hours.", verdictUpdate},                       // guard
	{"Logs are kept for 30 days.", "Access logs are kept for 30 days.", verdictAdd},                                     // was NOOP
	{"Logs are kept for 30 days.", "All logs are kept for 30 days.", verdictNoop},                                       // guard
	{"Run the tests before merging.", "Run the integration tests before merging.", verdictAdd},                          // was NOOP
	{"Run the tests before merging.", "Run all the tests before merging.", verdictNoop},                                 // guard
	{"Transaction functions must be pure.", "Keep transaction functions pure.", verdictNoop},                            // guard: an imperative's verb
	{"Import the shared Prelude from App.Prelude.", "Modules import the shared Prelude from App.Prelude.", verdictNoop}, // guard: a subject before the verb
	{"Use exactly-once semantics for every job that writes to the ledger topics.",
		"Use exactly-once semantics for every job that writes to the ledger topics, because a duplicate ledger entry charges a customer twice.", verdictUpdate}, // guard
}

// movedCases: a negation moved onto another word, a number that counts
// another thing, a noun compound read as a command: none is the memory
// turned round or corrected (each "was" SUPERSEDE or UPDATE, destructive,
// or NOOP). Guards: the same negations restate it, a lifting retires it,
// a number or a name corrected is its UPDATE.
var movedCases = []struct{ mem, cand, want string }{
	{"Do not retry jobs that are not idempotent.", "Retry jobs that are idempotent.", verdictAdd},                               // was SUPERSEDE
	{"Do not cache pages that set cookies.", "Cache pages that do not set cookies.", verdictAdd},                                // was NOOP
	{"Do not cache pages that set cookies.", "Pages that set cookies must not be cached.", verdictNoop},                         // guard
	{"Never deploy during the release freeze.", "Deploy only outside the release freeze.", verdictAdd},                          // was SUPERSEDE
	{"Never deploy during the release freeze.", "Deploying during the release freeze is allowed now.", verdictSupersede},        // guard
	{"Give the database hosts 32 GB of heap.", "Give the database hosts 128 GB of RAM.", verdictAdd},                            // was UPDATE
	{"Give the database hosts 32 GB of heap.", "Give the database hosts 48 GB of heap.", verdictUpdate},                         // guard
	{"Build artifacts are uploaded to Amazon S3.", "Nightly build artifacts are uploaded to Google Cloud Storage.", verdictAdd}, // was UPDATE
	{"Build artifacts are uploaded to Amazon S3.", "Build artifacts are uploaded to Google Cloud Storage.", verdictUpdate},      // guard
	{"Push notifications go through FCM.", "Silent push notifications go through APNs.", verdictAdd},                            // guard
	{"Push notifications go through FCM.", "Push notifications go through OneSignal.", verdictUpdate},                           // guard
}

// widenedCases: a rule widened to every one of its things, and an argument
// given to the command a rule runs, are its UPDATE (each "was NOOP", a
// correction dropped). Guards: the qualifier left out with no "every" and
// a word before the command add nothing.
var widenedCases = []struct{ mem, cand, want string }{
	{"Run VACUUM on the events table every night.", "Run VACUUM on every table every night.", verdictUpdate}, // was NOOP
	{"Run VACUUM on the events table every night.", "Run VACUUM on the table every night.", verdictNoop},     // guard
	{"Regenerate the client with npx openapi generate before committing.",
		"Regenerate the client with npx openapi generate typescript before committing.", verdictUpdate}, // was NOOP
	{"Regenerate the client with npx openapi generate before committing.",
		"Always regenerate the client with npx openapi generate before committing.", verdictNoop}, // guard
}

func TestQualifiedVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, qualifiedCases)
	checkRelate(t, movedCases)
	checkRelate(t, widenedCases)
}

// TestQualifiedThroughApproval: "Back up the analytics database every 6
// hours" beside the rule "Back up the database every 6 hours" was proposed
// as its NOOP, so nothing was saved. Through `engram save` and a spawned
// engram-mcp in both eras it is an ADD (checkAddThroughApproval).
func TestQualifiedThroughApproval(t *testing.T) {
	t.Parallel()
	checkAddThroughApproval(t, "Back up the database every 6 hours.", "Back up the analytics database every 6 hours.", "analytics database")
}

// checkAddThroughApproval: cand, saved beside the rule, is an ADD through
// `engram save` and a spawned engram-mcp in both eras; proposing writes
// nothing, and the approved commit writes the new rule (holding word)
// beside the old one, which stays as it was.
func checkAddThroughApproval(t *testing.T, rule, cand, word string) {
	t.Run("cli", func(t *testing.T) {
		t.Parallel()
		ws, env := rulesWorkspace(t, rule)
		r := runCLI(t, ws, "", env, "save", "--json", "--type", "rule", cand)
		var out struct {
			Data proposeData `json:"data"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || len(out.Data.Candidates) != 1 {
			t.Fatalf("%v\n%s%s", err, r.stdout, r.stderr)
		}
		if got := out.Data.Candidates[0].Verdict; got != verdictAdd {
			t.Errorf("%q: verdict %q, want ADD", cand, got)
		}
	})
	for _, era := range []string{"legacy", "modern"} {
		t.Run(era, func(t *testing.T) {
			t.Parallel()
			ws, p, before := ruleSession(t, era, rule)
			old, err := os.ReadFile(filepath.Join(storeDir(ws), "rules", durableSlug(rule)+".md"))
			if err != nil {
				t.Fatal(err)
			}
			data, fail := toolData(p, "engram_save", map[string]any{"text": cand, "type": typeRule})
			if fail != "" {
				t.Fatal(fail)
			}
			var d proposeData
			if err := json.Unmarshal(data, &d); err != nil || len(d.Candidates) != 1 {
				t.Fatalf("%v %s", err, data)
			}
			if got := d.Candidates[0].Verdict; got != verdictAdd || d.ApprovalToken == "" {
				t.Fatalf("%q: verdict %q token %q, want ADD with a token", cand, got, d.ApprovalToken)
			}
			if after := durableFiles(t, storeDir(ws)); len(after) != len(before) {
				t.Fatalf("proposing wrote: %d files, then %d", len(before), len(after))
			}
			if _, fail := toolData(p, "engram_commit", map[string]any{"approval_token": d.ApprovalToken, "approve": "all"}); fail != "" {
				t.Fatalf("commit: %s", fail)
			}
			after := durableFiles(t, storeDir(ws))
			if len(after) != len(before)+1 {
				t.Fatalf("the approved ADD wrote %d files, want 1", len(after)-len(before))
			}
			if got, err := os.ReadFile(filepath.Join(storeDir(ws), "rules", durableSlug(cand)+".md")); err != nil || !strings.Contains(string(got), word) {
				t.Errorf("the new rule was not written: %v\n%s", err, got)
			}
			if got, err := os.ReadFile(filepath.Join(storeDir(ws), "rules", durableSlug(rule)+".md")); err != nil || !bytes.Equal(got, old) {
				t.Errorf("the approved ADD changed the old rule: %v\n%s", err, got)
			}
		})
	}
}
