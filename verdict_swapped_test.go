package main

import "testing"

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
