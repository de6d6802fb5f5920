package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// fedCases, on text outside testdata/verdicts (relied.txt's shapes): "fed"
// is keyed by "feed", and a passive with its agent after "by" or "from"
// names its doer last, so the active's sides traded restate it (each "was
// ADD": a duplicate saved) while its sides kept trade the roles (an ADD,
// "was NOOP" where the verb met: the new fact dropped). Guards: another
// object, and the passive of a regular verb.
var fedCases = []struct{ mem, cand, want string }{
	{"The ingest worker feeds the search index.", "The search index is fed by the ingest worker.", verdictNoop},    // was ADD
	{"The ingest worker feeds the search index.", "The search index is fed from the ingest worker.", verdictNoop},  // was ADD
	{"The ingest worker feeds the search index.", "The ingest worker is fed by the search index.", verdictAdd},     // guard
	{"The scheduler triggers the export job.", "The scheduler is triggered by the export job.", verdictAdd},        // was NOOP
	{"The scheduler triggers the export job.", "The export job is triggered by the scheduler.", verdictNoop},       // guard
	{"The ingest worker feeds the search index.", "The search index is fed by the backfill worker.", verdictAdd},   // guard
	{"The billing job writes the invoice table.", "The invoice table is written by the billing job.", verdictNoop}, // guard
}

func TestFedVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, fedCases)
}

// saveVerdict saves mem with typ in a fresh store, then proposes cand
// (with candTyp, or no type when it is "") through `engram save --json`
// and returns the verdict of its one candidate (its first word).
func saveVerdict(t *testing.T, typ, mem, candTyp, cand string) string {
	t.Helper()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	if r := runCLI(t, ws, "", env, "save", "--force", "--type", typ, mem); r.code != 0 {
		t.Fatalf("save: %d %s", r.code, r.stderr)
	}
	args := []string{"save", "--json"}
	if candTyp != "" {
		args = append(args, "--type", candTyp)
	}
	r := runCLI(t, ws, "", env, append(args, cand)...)
	var out struct {
		Data proposeData `json:"data"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || len(out.Data.Candidates) != 1 {
		t.Fatalf("%v\n%s%s", err, r.stdout, r.stderr)
	}
	v, _, _ := strings.Cut(out.Data.Candidates[0].Verdict, " ") // "NOOP duplicate of …"
	return v
}

// TestFedThroughSave, through `engram save` over a real store: "The search
// index is fed by the ingest worker" beside "The ingest worker feeds the
// search index" was proposed as an ADD (a duplicate saved); "The scheduler
// is triggered by the export job" beside "The scheduler triggers the
// export job" as a NOOP (the new fact dropped).
func TestFedThroughSave(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ mem, cand, want string }{
		{"The ingest worker feeds the search index.", "The search index is fed by the ingest worker.", verdictNoop},
		{"The scheduler triggers the export job.", "The scheduler is triggered by the export job.", verdictAdd},
	} {
		if got := saveVerdict(t, typeKnowledge, c.mem, typeKnowledge, c.cand); got != c.want {
			t.Errorf("%q beside %q: verdict %q, want %s", c.cand, c.mem, got, c.want)
		}
	}
}

// reliedOnCases: a word, no number or name, replaced in what "depends on"
// or "relies on" rests on names another thing it rests on, which may hold
// beside it (each "was UPDATE": the memory overwritten). Guards: a
// version corrected there, and a place after a verb of no reliance.
var reliedOnCases = []struct{ mem, cand, want string }{
	{"The report builder relies on the sales topic.", "The report builder relies on the returns topic.", verdictAdd},            // was UPDATE
	{"The report builder depends on the sales topic.", "The report builder depends on the returns topic.", verdictAdd},          // was UPDATE
	{"The checkout API relies on the tax rates service.", "The checkout API relies on the tax rates cache.", verdictAdd},        // was UPDATE
	{"The checkout API depends on the auth service v2.", "The checkout API depends on the auth service v3 now.", verdictUpdate}, // guard
	{"The checkout API depends on Redis 6.", "The checkout API depends on Redis 7 now.", verdictUpdate},                         // guard
	{"The mailer job runs on the default queue.", "The mailer job runs on the low queue now.", verdictUpdate},                   // guard
}

func TestReliedOnVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, reliedOnCases)
}

// TestReliedOnThroughSave, through `engram save` over a real store: "The
// report builder relies on the returns topic" beside "The report builder
// relies on the sales topic" was proposed as its UPDATE, which overwrites
// it on approval; it is an ADD.
func TestReliedOnThroughSave(t *testing.T) {
	t.Parallel()
	mem, cand := "The report builder relies on the sales topic.", "The report builder relies on the returns topic."
	if got := saveVerdict(t, typeKnowledge, mem, typeKnowledge, cand); got != verdictAdd {
		t.Errorf("%q beside %q: verdict %q, want ADD", cand, mem, got)
	}
}

// phraseReplacedCases: a permission for a thing named by the memory's
// phrase with one word replaced by one of its own ("the orders replica"
// beside "the orders database") lifts nothing of the memory's ("was
// SUPERSEDE": the rule retired). Guards: the lifting of the memory's own
// phrase, and a prohibition with that word replaced (another rule).
var phraseReplacedCases = []struct{ mem, cand, want string }{
	{"Never query the orders database from the web tier.", "The web tier may query the orders replica now.", verdictAdd},           // was SUPERSEDE
	{"Do not call the pricing service from the checkout job.", "The checkout job may call the pricing cache now.", verdictAdd},     // was SUPERSEDE
	{"Never query the orders database from the web tier.", "The web tier may query the orders database now.", verdictSupersede},    // guard
	{"Do not call the pricing service from the checkout job.", "Do not call the pricing cache from the checkout job.", verdictAdd}, // guard
}

func TestPhraseReplacedVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, phraseReplacedCases)
}

// TestPhraseReplacedThroughSave, through `engram save` over a real store:
// "The checkout job may call the pricing cache now", typed a rule beside
// "Do not call the pricing service from the checkout job", was proposed as
// its SUPERSEDE, which retires the rule on approval; it is an ADD.
func TestPhraseReplacedThroughSave(t *testing.T) {
	t.Parallel()
	mem, cand := "Do not call the pricing service from the checkout job.", "The checkout job may call the pricing cache now."
	if got := saveVerdict(t, typeRule, mem, typeRule, cand); got != verdictAdd {
		t.Errorf("%q beside %q: verdict %q, want ADD", cand, mem, got)
	}
}

// TestActiveLiftThroughApproval: "Workers may call the billing API
// directly now", saved with no type beside the rule "Workers must not call
// the billing API directly", was typed knowledge (an active "may … now" as
// often says what may happen) and proposed as an ADD, so the store kept the
// rule and its lifting side by side. Read again as a rule against the
// store, it retires that rule: through `engram save` and engram-mcp in
// both eras it is the rule's SUPERSEDE, typed a rule, and approved it
// retires the rule; for another thing it is an ADD.
func TestActiveLiftThroughApproval(t *testing.T) {
	t.Parallel()
	checkLiftThroughApproval(t, "Workers must not call the billing API directly.", "Workers may call the billing API directly now.", "Workers may call the billing sandbox API directly now.")
}

// TestPossibilityStaysKnowledge: what may happen, saved with no type beside
// a rule that shares its words, retires nothing and stays knowledge ("may
// time out now", "may be slow now", "can now fail"), as does a permission
// no rule of the store forbids.
func TestPossibilityStaysKnowledge(t *testing.T) {
	t.Parallel()
	ws, env := rulesWorkspace(t, "Workers must not call the billing API directly.")
	for _, text := range []string{
		"Calls to the billing API may time out now.",
		"The billing API may be slow now.",
		"Direct calls to the billing API can now fail during the maintenance window.",
		"Workers may call the search API directly now.",
	} {
		r := runCLI(t, ws, "", env, "save", "--json", text)
		var out struct {
			Data proposeData `json:"data"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || len(out.Data.Candidates) != 1 {
			t.Fatalf("%v\n%s%s", err, r.stdout, r.stderr)
		}
		if c := out.Data.Candidates[0]; c.Verdict != verdictAdd || c.Type != typeKnowledge {
			t.Errorf("untyped %q: verdict %q type %s, want ADD, knowledge", text, c.Verdict, c.Type)
		}
	}
}

// TestGermanMayNowTyped: German "darf" / "dürfen" with "jetzt" permit from
// now on, so a text saved with no type is a rule (it was knowledge, and a
// lifting never met the rule it lifts); "kann jetzt" may say what may
// happen and stays knowledge.
func TestGermanMayNowTyped(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ text, want string }{
		{"Die Produktionsdatenbank darf jetzt direkt abgefragt werden.", typeRule},      // was knowledge
		{"Versicherungsnummern dürfen jetzt in die Logs geschrieben werden.", typeRule}, // was knowledge
		{"Die Firewall des Laborservers kann jetzt kurz ausfallen.", typeKnowledge},     // guard
	} {
		if got := inferType(c.text); got != c.want {
			t.Errorf("inferType(%q) = %s, want %s", c.text, got, c.want)
		}
	}
}
