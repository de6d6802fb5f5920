package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// perCases, on text outside testdata/verdicts: a number counted by a word
// after "per" (or "por") that the memory never counts by is another
// quantity, beside the memory's (each "was" UPDATE, destructive, or NOOP:
// "per user" at the end was dropped as a reporting frame). Guards: a unit
// of time after "per" is the quantity's unit, so a rate corrected stays an
// UPDATE; a number changed with the memory's own "per" stays an UPDATE; a
// reporting frame after a comma or with a determiner is still dropped.
var perCases = []struct{ mem, cand, want string }{
	{"Each node runs 8 workers.", "Each node runs 8 workers per core.", verdictAdd},                                                           // was UPDATE
	{"The queue keeps 20 consumers.", "The queue keeps 20 consumers per user.", verdictAdd},                                                   // was NOOP
	{"The mailer sends at most 1000 emails per hour.", "The mailer sends at most 1000 emails per hour per domain.", verdictAdd},               // was UPDATE
	{"El servicio procesa 30 pedidos por segundo.", "El servicio procesa 30 pedidos por segundo por cliente.", verdictAdd},                    // was NOOP
	{"The mailer sends at most 1000 emails per hour.", "The mailer sends at most 1000 emails per minute.", verdictUpdate},                     // guard
	{"The mailer sends at most 1000 emails per hour per domain.", "The mailer sends at most 2000 emails per hour per domain.", verdictUpdate}, // guard
	{"Each node runs 8 workers.", "Each node runs 12 workers.", verdictUpdate},                                                                // guard
	{"Each node runs 8 workers.", "Each node runs 8 workers, per the user.", verdictNoop},                                                     // guard: a frame
	{"Each node runs 8 workers.", "Each node runs 8 workers per the lead.", verdictNoop},                                                      // guard: a frame
}

// lastQualifiedCases: a plain word of its own right after the last word a
// correction keeps of the memory names another object ("was" UPDATE,
// destructive: the image's rule replaced by the preview's). Guards: the
// same correction without it, and a closing condition replaced, stay
// UPDATEs.
var lastQualifiedCases = []struct{ mem, cand, want string }{
	{"Resize every upload image with the sharp library.", "Resize every upload image preview with the jimp library.", verdictAdd},   // was UPDATE
	{"Resize every upload image with the sharp library.", "Resize every upload image with the jimp library.", verdictUpdate},        // guard
	{"Take a backup of the database before every upgrade.", "Take a backup of the database before every migration.", verdictUpdate}, // guard
}

// swappedCases: the memory's words with the two sides of the word between
// them traded say another thing, which may hold beside it (each "was
// NOOP": the new memory was dropped). Guards: an order or a passive says
// the same with its sides traded, and a command's words around a noun
// move through its prepositions.
var swappedCases = []struct{ mem, cand, want string }{
	{"The billing service calls the ledger service.", "The ledger service calls the billing service.", verdictAdd},        // was NOOP
	{"The scheduler waits on the indexer.", "The indexer waits on the scheduler.", verdictAdd},                            // was NOOP
	{"El frontend depende del backend.", "El backend depende del frontend.", verdictAdd},                                  // was NOOP
	{"The billing service calls the ledger service.", "The billing service still calls the ledger service.", verdictNoop}, // guard
	{"The API starts before the worker.", "The worker starts after the API.", verdictNoop},                                // guard
	{"Put a namespaced key on every field in the schema.", "Every schema field gets a namespaced key.", verdictNoop},      // guard
}

// afterCases: a word of its own right after a word of the memory's noun
// phrase (a compound) or linked to it by "of", "de" or "für", before the
// word the memory goes on with, names another thing (each "was NOOP").
// Guards: an adverb or a pronoun there, a place phrase, and a verb after
// the candidate's auxiliary name nothing new.
var afterCases = []struct{ mem, cand, want string }{
	{"The worker listens on port 9000.", "The worker pool listens on port 9000.", verdictAdd},                      // was NOOP
	{"The scheduler runs every 5 minutes.", "The scheduler of the billing team runs every 5 minutes.", verdictAdd}, // was NOOP
	{"El worker corre en Python 3.12.", "El worker de facturación corre en Python 3.12.", verdictAdd},              // was NOOP
	{"Sign every release with the team key.", "Sign every release tarball with the team key.", verdictAdd},         // was NOOP
	{"The worker listens on port 9000.", "The worker itself listens on port 9000.", verdictNoop},                   // guard
	{"The scheduler runs every 5 minutes.", "The scheduler usually runs every 5 minutes.", verdictNoop},            // guard
	{"El worker corre en Python 3.12.", "El worker también corre en Python 3.12.", verdictNoop},                    // guard
	{"Every release needs a changelog entry.", "Each release must carry a changelog entry.", verdictNoop},          // guard
}

func TestTrailingVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, perCases)
	checkRelate(t, lastQualifiedCases)
	checkRelate(t, swappedCases)
	checkRelate(t, afterCases)
}

// TestTrailingThroughApproval: "Keep at most 50 open connections per
// worker" beside the rule "Keep at most 50 open connections" was proposed
// as its UPDATE, and approving it replaced the rule's text with the
// share's. Through `engram save` and a spawned engram-mcp in both eras it
// is an ADD (checkAddThroughApproval).
func TestTrailingThroughApproval(t *testing.T) {
	t.Parallel()
	checkAddThroughApproval(t, "Keep at most 50 open connections to the database.", "Keep at most 50 open connections to the database per worker.", "per worker")
}

// TestSwappedThroughSave: "The ledger service must call the billing
// service" beside the rule "The billing service must call the ledger
// service" was proposed as its NOOP through `engram save`, so the new rule
// was never saved; it is an ADD.
func TestSwappedThroughSave(t *testing.T) {
	t.Parallel()
	const rule, swapped = "The billing service must call the ledger service.", "The ledger service must call the billing service."
	ws, env := rulesWorkspace(t, rule)
	r := runCLI(t, ws, "", env, "save", "--json", "--type", "rule", swapped)
	var out struct {
		Data proposeData `json:"data"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || len(out.Data.Candidates) != 1 {
		t.Fatalf("%v\n%s%s", err, r.stdout, r.stderr)
	}
	if got := out.Data.Candidates[0].Verdict; got != verdictAdd {
		t.Errorf("%q: verdict %q, want ADD", swapped, got)
	}
}

// TestPassivePermissionTyped: "The search responses may be cached now",
// saved with no --type, was typed knowledge, so it never met the rule
// "Never cache the search responses" it lifts (verdicts compare one type)
// and was proposed as an ADD beside it: two memories that contradict each
// other (trailing.txt and qualified.txt: "Request bodies may be logged
// now"). A passive permission closed by "now" is a rule: through `engram
// save` and a spawned engram-mcp in both eras it is the rule's SUPERSEDE,
// the approved commit retires it, and the same lifting for a narrower
// subject is an ADD. Guards: "now that …" is a reason, "may be stale now"
// has no participle, a plain fact stays knowledge.
func TestPassivePermissionTyped(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ text, want string }{
		{"Request bodies may be logged now.", typeRule},                               // was knowledge
		{"Prices may be fetched on the client now.", typeRule},                        // was knowledge
		{"The report may be delayed now that the cluster is smaller.", typeKnowledge}, // guard
		{"The cache may be stale now.", typeKnowledge},                                // guard
		{"The importer was rewritten in Go.", typeKnowledge},                          // guard
	} {
		if got := inferType(c.text); got != c.want {
			t.Errorf("inferType(%q) = %q, want %q", c.text, got, c.want)
		}
	}
	checkLiftThroughApproval(t, "Never cache the search responses.", "The search responses may be cached now.",
		"The search responses of the status page may be cached now.")
}

// germanStrongCases: a German restatement whose verb stands as a strong
// participle or imperative, its stem's vowel changed, restates the memory
// (each "was ADD": a duplicate saved beside it), and with a number changed
// corrects it. Guard: another verb is another rule.
var germanStrongCases = []struct{ mem, cand, want string }{
	{"Schreibe Tests für jede Änderung am Parser.", "Für jede Änderung am Parser werden Tests geschrieben.", verdictNoop},  // was ADD
	{"Nimm für Zertifikate immer den cert-manager.", "Für Zertifikate wird immer der cert-manager genommen.", verdictNoop}, // was ADD
	{"Gib jedem Dienst ein eigenes Konto.", "Jedem Dienst wird ein eigenes Konto gegeben.", verdictNoop},                   // was ADD
	{"Schreibe Tests für jede Änderung am Parser.", "Für jede Änderung am Parser werden Tests gelesen.", verdictAdd},       // guard
	{"Schließe jede Verbindung nach 30 Sekunden.", "Jede Verbindung wird nach 60 Sekunden geschlossen.", verdictUpdate},    // was ADD
}

func TestGermanStrongVerbs(t *testing.T) {
	t.Parallel()
	checkRelate(t, germanStrongCases)
	// Through `engram save`: the participle restating a saved rule is
	// proposed as its NOOP, not saved beside it.
	const rule, again = "Nimm für Zertifikate immer den cert-manager.", "Für Zertifikate wird immer der cert-manager genommen."
	ws, env := rulesWorkspace(t, rule)
	r := runCLI(t, ws, "", env, "save", "--json", "--type", "rule", again)
	var out struct {
		Data proposeData `json:"data"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || len(out.Data.Candidates) != 1 {
		t.Fatalf("%v\n%s%s", err, r.stdout, r.stderr)
	}
	if got := out.Data.Candidates[0].Verdict; !strings.HasPrefix(got, verdictNoop) {
		t.Errorf("%q: verdict %q, want NOOP of the rule", again, got)
	}
}
