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

// otherOfKindCases: a word of its own in the place of the one that
// qualifies the memory's counted thing or the verb's object, the word it
// qualifies kept, names another thing of that kind (each "was UPDATE":
// the memory overwritten). Guards: a name replaced after a number, and a
// closing condition replaced, still correct the memory.
var otherOfKindCases = []struct{ mem, cand, want string }{
	{"The Kafka cluster keeps 3 broker nodes.", "The Kafka cluster keeps 3 controller nodes.", verdictAdd},                          // was UPDATE
	{"The nightly job reads the orders table.", "The nightly job reads the refunds table.", verdictAdd},                             // was UPDATE
	{"Run the tests on 2 Linux runners.", "Run the tests on 2 macOS runners.", verdictUpdate},                                       // guard
	{"Take a backup of the database before every upgrade.", "Take a backup of the database before every migration.", verdictUpdate}, // guard
	{"The nightly job reads the orders table.", "The nightly job reads the orders table at 02:00 now.", verdictUpdate},              // guard
}

func TestTurnedVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, turnedCases)
	checkRelate(t, otherOfKindCases)
}

// TestTurnedThroughSave, through `engram save` over a real store: "Workers
// may call the billing sandbox API directly" beside the rule "Workers must
// not call the billing API directly" was proposed as the rule's SUPERSEDE,
// which retires it on approval; "The Kafka cluster keeps 3 controller
// nodes" beside the fact "… keeps 3 broker nodes" as its UPDATE, which
// overwrites it. Each is an ADD.
func TestTurnedThroughSave(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ typ, mem, cand string }{
		{typeRule, "Workers must not call the billing API directly.", "Workers may call the billing sandbox API directly."},
		{typeKnowledge, "The Kafka cluster keeps 3 broker nodes.", "The Kafka cluster keeps 3 controller nodes."},
	} {
		ws, env := exampleWorkspace(t), scratchEnv(t)
		if r := runCLI(t, ws, "", env, "save", "--force", "--type", c.typ, c.mem); r.code != 0 {
			t.Fatalf("save: %d %s", r.code, r.stderr)
		}
		r := runCLI(t, ws, "", env, "save", "--json", "--type", c.typ, c.cand)
		var out struct {
			Data proposeData `json:"data"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || len(out.Data.Candidates) != 1 {
			t.Fatalf("%v\n%s%s", err, r.stdout, r.stderr)
		}
		if got := out.Data.Candidates[0].Verdict; got != verdictAdd {
			t.Errorf("%q beside %q: verdict %q, want ADD", c.cand, c.mem, got)
		}
	}
}

// liftedInflectedCases: a verb in -y whose past ends in -ied is keyed by
// its verb ("retried" was "retri", never "retry"), so a lifting or a
// restatement in the passive meets the rule (each "was ADD": the rule and
// its lifting side by side, or a duplicate saved); a negation inside a
// relative clause qualifies its noun, not the statement ("Jobs that are
// not idempotent may be retried now" was read as a prohibition, so it was
// the rule's NOOP and the lifting was dropped). Guards: the rule restated,
// another subject, and a negation moved into the relative clause.
var liftedInflectedCases = []struct{ mem, cand, want string }{
	{"Do not retry failed uploads.", "Failed uploads may be retried now.", verdictSupersede},                                    // was ADD
	{"Do not copy the fixtures into the image.", "The fixtures are never copied into the image.", verdictNoop},                  // was ADD
	{"Jobs that are not idempotent must not be retried.", "Jobs that are not idempotent may be retried now.", verdictSupersede}, // was NOOP
	{"Jobs that are not idempotent must not be retried.", "Jobs that are not idempotent are never retried.", verdictNoop},       // guard
	{"Do not retry failed uploads.", "Failed downloads may be retried now.", verdictAdd},                                        // guard
	{"Do not cache responses that set cookies.", "Cache responses that do not set cookies.", verdictAdd},                        // guard
}

func TestLiftedInflectedVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, liftedInflectedCases)
}

// TestRetriedLiftThroughApproval: "Failed uploads may be retried now",
// saved with no type beside the rule "Do not retry failed uploads", was
// proposed as an ADD ("retried" and "retry" were two words), so the store
// kept the rule and its lifting side by side. It is the rule's SUPERSEDE
// through `engram save` and engram-mcp in both eras, and the approved
// lifting retires the rule; for a narrower subject it is an ADD.
func TestRetriedLiftThroughApproval(t *testing.T) {
	t.Parallel()
	checkLiftThroughApproval(t, "Do not retry failed uploads.", "Failed uploads may be retried now.", "Failed uploads of the nightly export may be retried now.")
}

// germanSwappedCases: in German, the sides of a verb that follows a
// one-word subject traded say another thing ("was NOOP": the new fact was
// dropped). Guards: the German passive and the imperative restate the
// memory, whose verb stands elsewhere.
var germanSwappedCases = []struct{ mem, cand, want string }{
	{"Der Abrechnungsdienst ruft den Kontodienst auf.", "Der Kontodienst ruft den Abrechnungsdienst auf.", verdictAdd},    // was NOOP
	{"Der Exportjob befüllt die Auftragstabelle.", "Die Auftragstabelle wird vom Exportjob befüllt.", verdictNoop},        // guard
	{"Schreibe Tests für jede Änderung am Parser.", "Für jede Änderung am Parser werden Tests geschrieben.", verdictNoop}, // guard
}

func TestGermanSwappedVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, germanSwappedCases)
}
