package main

import "testing"

// TestEndedStateVerdicts: a team that says a state it wrote down has ended
// ("the release freeze is over", "der Umzug ins neue Rechenzentrum ist
// abgeschlossen") got an ADD beside the memory that says it goes on, which
// agents kept reading. Now the one memory of its type holding the state's
// name, in a form that says it lasts, is its SUPERSEDE; another subject, a
// narrower scope, a question, a condition, a future, a negation, a process
// the memory does not say goes on, or a state two memories hold, is not.
func TestEndedStateVerdicts(t *testing.T) {
	t.Parallel()
	s := verdictStoreFor([]verdictMemory{
		{"freeze", typeRule, "Releases to the app stores are frozen until the 3rd of January."},
		{"redis", typeKnowledge, "We are upgrading Redis from 6 to 7; new services connect to the 7 cluster."},
		{"dc", typeKnowledge, "Wir ziehen ins neue Rechenzentrum in Frankfurt um; der Umzug läuft bis März."},
		{"vue", typeKnowledge, "La migración del frontend a Vue 3 está en curso; los componentes nuevos usan Vue 3."},
		{"mig", typeRule, "Write new migrations for Postgres in db/migrate."},
		{"pay", typeKnowledge, "The payments incident is open; refunds are paused."},
		{"pay2", typeKnowledge, "During the payments incident, do not restart the ledger workers."},
	})
	for _, tc := range []struct{ kind, text, want string }{
		{typeRule, "The release freeze is over.", "SUPERSEDE freeze"},
		{typeKnowledge, "The Redis upgrade to 7 is done.", "SUPERSEDE redis"},
		{typeKnowledge, "Der Umzug ins neue Rechenzentrum ist abgeschlossen.", "SUPERSEDE dc"},
		{typeKnowledge, "La migración del frontend a Vue 3 ya terminó.", "SUPERSEDE vue"},
		// none of these ends what a memory says goes on
		{typeRule, "The release freeze is over for the web app.", "ADD"},
		{typeRule, "Is the release freeze over?", "ADD"},
		{typeRule, "When the release freeze is over, ship the billing fix first.", "ADD"},
		{typeRule, "The release freeze will be over on Monday.", "ADD"},
		{typeRule, "The release freeze is not over.", "ADD"},
		{typeRule, "The freeze is over.", "ADD"},                                       // the state's word alone names too little
		{typeKnowledge, "The Redis upgrade of the cache cluster to 7 is done.", "ADD"}, // another subject
		{typeRule, "The migration to Postgres is finished.", "ADD"},                    // the rule says no migration goes on
		{typeKnowledge, "The payments incident is resolved.", "ADD"},                   // two memories hold it
		{typeKnowledge, "The release freeze is over.", "ADD"},                          // a rule is retired by a rule
	} {
		if got := verdictNaming(s, tc.kind, tc.text); got != tc.want {
			t.Errorf("%s %q: %s, want %s", tc.kind, tc.text, got, tc.want)
		}
	}
}

// TestEndedStateThroughApproval: through a spawned engram-mcp in both eras,
// "the deploy freeze is now over" is proposed as the SUPERSEDE of the rule
// that froze deploys (it was an ADD beside it, and agents kept reading
// that deploys are frozen), proposing writes nothing, and the approved
// commit retires the rule.
func TestEndedStateThroughApproval(t *testing.T) {
	t.Parallel()
	const rule = "Deploys to production are frozen until the 12th."
	ruleID := durableSlug(rule)
	for _, era := range []string{"legacy", "modern"} {
		t.Run(era, func(t *testing.T) {
			t.Parallel()
			ws, p, before := ruleSession(t, era, rule)
			supersedeApproved(t, ws, p, before, map[string]any{"type": "rule", "text": "The deploy freeze is now over."}, ruleID)
		})
	}
}
