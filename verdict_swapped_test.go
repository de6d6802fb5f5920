package main

import (
	"strings"
	"testing"
)

// passiveAgentCases, on text outside testdata/verdicts (swapped.txt's
// shapes): a word of its own, no number or name, in the doer a passive names
// after its participle names another doer, which may act beside the
// memory's ("was UPDATE": the memory's doer overwritten); a participle
// written as its verb ("read", "run") opens a passive as "fed" does.
// Guards: a name or a version corrected there, and a tail corrected after
// a verb in the active.
var passiveAgentCases = []struct{ mem, cand, want string }{
	{"The search index is fed by the ingest worker.", "The search index is fed by the backfill worker.", verdictAdd},            // was UPDATE
	{"The tax service is called by the cart service.", "The tax service is called by the quote service.", verdictAdd},           // was UPDATE
	{"The sales table is read by the forecast job.", "The sales table is read by the pricing job.", verdictAdd},                 // was UPDATE
	{"The nightly export is run by the ops scheduler.", "The nightly export is run by the data scheduler.", verdictAdd},         // was UPDATE
	{"The search index is fed by the ingest worker v2.", "The search index is fed by the ingest worker v3 now.", verdictUpdate}, // guard
	{"The mailer job runs on the default queue.", "The mailer job runs on the low queue now.", verdictUpdate},                   // guard
}

func TestPassiveAgentVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, passiveAgentCases)
}

// bothPassiveCases: memory and candidate both in the passive with one verb,
// their sides traded, trade the roles as two actives' do ("was NOOP": the
// new fact dropped). Guards: the same passive restated, and the active
// with its sides traded (passiveSwapped's NOOP).
var bothPassiveCases = []struct{ mem, cand, want string }{
	{"The search index is fed by the ingest worker.", "The ingest worker is fed by the search index.", verdictAdd},                            // was NOOP
	{"The audit log is monitored by the uptime probe.", "The uptime probe is monitored by the audit log.", verdictAdd},                        // was NOOP
	{"The export job is triggered by the scheduler.", "The scheduler is triggered by the export job.", verdictAdd},                            // was NOOP
	{"The search index is fed by the ingest worker.", "The search index is fed from the ingest worker.", verdictNoop},                         // guard
	{"The search index is fed by the ingest worker.", "The ingest worker feeds the search index.", verdictNoop},                               // guard
	{"The audit log is monitored by the uptime probe.", "The uptime probe monitors the audit log.", verdictNoop},                              // guard
	{"The search index is fed by the ingest worker.", "The search index is fed by the ingest worker and the backfill worker.", verdictUpdate}, // guard
}

func TestBothPassiveVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, bothPassiveCases)
}

// TestPassiveRolesThroughSave, through `engram save` over a real store:
// "The search index is fed by the backfill worker" beside "The search index
// is fed by the ingest worker" was proposed as its UPDATE, which overwrites
// it on approval, and "The ingest worker is fed by the search index" as its
// NOOP, which saves nothing; both are ADDs.
func TestPassiveRolesThroughSave(t *testing.T) {
	t.Parallel()
	mem := "The search index is fed by the ingest worker."
	for _, cand := range []string{"The search index is fed by the backfill worker.", "The ingest worker is fed by the search index."} {
		if got := saveVerdict(t, typeKnowledge, mem, typeKnowledge, cand); got != verdictAdd {
			t.Errorf("%q beside %q: verdict %q, want ADD", cand, mem, got)
		}
	}
}

// relianceCases: "relies on", "is dependent on", "is reliant on" and
// "depends on" say one thing, keyed as "depend" (relianceStem): each
// restatement "was ADD" (a duplicate saved beside the memory), each
// reversal "was ADD" (the memory left standing). Guards: another thing
// relied on, roles swapped, a version corrected, and "needs" / "uses",
// which say more than reliance and are not read so.
var relianceCases = []struct{ mem, cand, want string }{
	{"The report builder depends on the sales topic.", "The report builder relies on the sales topic.", verdictNoop},                // was ADD
	{"The report builder relies on the sales topic.", "The report builder depends on the sales topic.", verdictNoop},                // was ADD
	{"The report builder relies on the sales topic.", "The report builder is dependent on the sales topic.", verdictNoop},           // was ADD
	{"The report builder depends on the sales topic.", "The report builder is reliant on the sales topic.", verdictNoop},            // was ADD
	{"The report builder depends on the sales topic.", "The report builder no longer relies on the sales topic.", verdictSupersede}, // was ADD
	{"The checkout API relies on Redis 6.", "The checkout API depends on Redis 7 now.", verdictUpdate},                              // was ADD
	{"The report builder depends on the sales topic.", "The report builder relies on the returns topic.", verdictAdd},               // guard
	{"The report builder depends on the sales topic.", "The sales topic relies on the report builder.", verdictAdd},                 // guard
	{"The report builder depends on the sales topic.", "The report builder uses the sales topic for its totals.", verdictAdd},       // guard
	{"The report builder relies on the sales topic.", "The report builder needs 4 GB of memory.", verdictAdd},                       // guard
}

func TestRelianceVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, relianceCases)
}

// TestRelianceSpeedups: the verdict's scan and skip read a word of reliance
// by its key too, so a memory that relates to the candidate only through
// it is neither left out nor settled (each was, with the key read by
// relate alone; the skip's pairs are in skipFormPairs).
func TestRelianceSpeedups(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	for _, p := range []struct{ cand, mem string }{
		{"Nightly workers depend on caches and queues.", "Workers rely on retries."},
		{"Nightly workers rely on caches and queues.", "Workers are dependent on retries."},
	} {
		cand := parseStatement(p.cand)
		if r := relate(cand, parseStatement(p.mem)); r.kind == verdictAdd && r.overlap < 0.25 {
			t.Fatalf("the pair does not relate (%s, %.2f): it tests nothing\ncandidate: %q\nmemory: %q", r.kind, r.overlap, p.cand, p.mem)
		}
		if newVerdictScan(cand).unrelated(strings.ToLower(p.mem)) {
			t.Errorf("the scan left out a memory that relates\ncandidate: %q\nmemory: %q", p.cand, p.mem)
		}
	}
}

// TestRelianceThroughSave, through `engram save` over a real store: "The
// report builder relies on the sales topic" beside "The report builder
// depends on the sales topic" was proposed as an ADD, a duplicate saved
// beside it, and "… no longer relies on …" as an ADD that left the memory
// standing.
func TestRelianceThroughSave(t *testing.T) {
	t.Parallel()
	mem := "The report builder depends on the sales topic."
	for _, c := range []struct{ cand, want string }{
		{"The report builder relies on the sales topic.", verdictNoop},
		{"The report builder no longer relies on the sales topic.", verdictSupersede},
	} {
		if got := saveVerdict(t, typeKnowledge, mem, typeKnowledge, c.cand); got != c.want {
			t.Errorf("%q beside %q: verdict %q, want %s", c.cand, mem, got, c.want)
		}
	}
}

// insideCases: a prohibition outside a place or time and a requirement
// inside it are one rule ("was ADD": a duplicate saved). Guards: both
// prohibitions with the place moved, another thing required inside, a
// reversal outside, a lifting, a condition of its own and a word of its own
// in the place.
var insideCases = []struct{ mem, cand, want string }{
	{"Do not write to the orders table outside a transaction.", "Writes to the orders table must happen inside a transaction.", verdictNoop},             // was ADD
	{"Do not deploy the API outside the release window.", "Deploy the API only during the release window.", verdictNoop},                                 // was ADD
	{"Always run migrations inside a maintenance window.", "Never run migrations outside a maintenance window.", verdictNoop},                            // was ADD
	{"Do not store tokens outside the keychain.", "Tokens must be stored inside the keychain.", verdictNoop},                                             // was ADD
	{"Do not deploy the API outside the release window.", "Do not deploy the API inside the release window.", verdictAdd},                                // guard
	{"Do not write to the orders table outside a transaction.", "Writes to the audit table must happen inside a transaction.", verdictAdd},               // guard
	{"Do not deploy the API outside the release window.", "Always deploy the API outside the release window.", verdictSupersede},                         // guard
	{"Do not deploy the API outside the release window.", "The API may be deployed outside the release window now.", verdictSupersede},                   // guard
	{"Do not deploy the API outside the release window.", "If the pager is quiet, deploy the API only during the release window.", verdictAdd},           // guard
	{"Do not write to the orders table outside a transaction.", "Writes to the orders table must happen inside a serializable transaction.", verdictAdd}, // guard
}

func TestInsideRequiredVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, insideCases)
}

// TestInsideRequiredThroughSave, through `engram save` over a real store:
// "Writes to the orders table must happen inside a transaction" beside the
// rule "Do not write to the orders table outside a transaction" was
// proposed as an ADD, the same rule saved twice.
func TestInsideRequiredThroughSave(t *testing.T) {
	t.Parallel()
	mem, cand := "Do not write to the orders table outside a transaction.", "Writes to the orders table must happen inside a transaction."
	if got := saveVerdict(t, typeRule, mem, typeRule, cand); got != verdictNoop {
		t.Errorf("%q beside %q: verdict %q, want NOOP", cand, mem, got)
	}
}
