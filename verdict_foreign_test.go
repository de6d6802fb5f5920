package main

import (
	"strings"
	"testing"
)

// foreignCases, on text outside testdata/verdicts: a rule lifted in
// German, Spanish or French for its whole scope is its reversal (each "was
// ADD": the reader read no polarity in those languages); a lifting with a
// word of its own (a subject, place or purpose), a question or a promise
// stays an ADD; a rule restated with another negation word is a NOOP. And a
// lifting the reversal tests miss is never the rule's restatement.
var foreignCases = []struct{ mem, cand, want string }{
	{"Niemals am Freitag deployen.", "Am Freitag deployen ist jetzt erlaubt.", verdictSupersede},                                       // was ADD
	{"Niemals am Freitag deployen.", "Am Freitag deployen ist für Hotfixes erlaubt.", verdictAdd},                                      // guard: a purpose of its own
	{"Niemals am Freitag deployen.", "Nie am Freitag deployen.", verdictNoop},                                                          // was ADD
	{"Jeder Merge Request braucht ein Review.", "Merge Requests brauchen kein Review mehr.", verdictSupersede},                         // was ADD
	{"Jeder Merge Request braucht ein Review.", "Merge Requests für Dokumentation brauchen kein Review mehr.", verdictAdd},             // guard
	{"Nunca desplegar a producción sin una revisión.", "Ya está permitido desplegar a producción sin una revisión.", verdictSupersede}, // was ADD
	{"Nunca desplegar a producción sin una revisión.", "Ya está permitido desplegar a staging sin una revisión.", verdictAdd},          // guard: another place
	{"Nunca desplegar a producción sin una revisión.", "¿Está permitido desplegar a producción sin una revisión?", verdictAdd},         // guard: asked
	{"Ne jamais déployer le vendredi.", "Il est maintenant permis de déployer le vendredi.", verdictSupersede},                         // was ADD
	{"Ne jamais déployer le vendredi.", "Il est permis de déployer le vendredi pour les correctifs.", verdictAdd},                      // guard (an UPDATE while this was written)
	{"Ne jamais déployer le vendredi.", "Il sera permis de déployer le vendredi après la migration.", verdictAdd},                      // guard: promised
}

func TestForeignLiftingVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, foreignCases)
}

// TestForeignLiftingThroughApproval: a German lifting saved with no type
// ("Am Freitag deployen ist jetzt erlaubt") stood beside "Niemals am
// Freitag deployen" as an ADD while the rule kept forbidding. Through a
// spawned engram-mcp in both eras it is the rule's SUPERSEDE, the same
// lifting for hotfixes an ADD; proposing writes nothing, and the approved
// commit retires the rule.
func TestForeignLiftingThroughApproval(t *testing.T) {
	t.Parallel()
	const rule = "Niemals am Freitag deployen."
	ruleID := durableSlug(rule)
	for _, era := range []string{"legacy", "modern"} {
		t.Run(era, func(t *testing.T) {
			t.Parallel()
			ws, p, before := ruleSession(t, era, rule)
			narrow, fail := toolData(p, "engram_save", map[string]any{"text": "Am Freitag deployen ist für Hotfixes erlaubt."})
			if fail != "" || !strings.Contains(string(narrow), `"verdict":"ADD"`) {
				t.Fatalf("a lifting for hotfixes: want ADD: %s %s", fail, narrow)
			}
			supersedeApproved(t, ws, p, before, map[string]any{"text": "Am Freitag deployen ist jetzt erlaubt."}, ruleID)
		})
	}
}
