package main

import (
	"strings"
	"testing"
)

// inflectedCases, on text outside testdata/verdicts: a German, French or
// Spanish rule restated or lifted in another inflection of its words (a
// plural against "jede", "chaque", "cada"; an imperative against an
// infinitive) is its NOOP or its SUPERSEDE (each "was ADD"); German nouns
// are no names (a system replaced by another was a destructive UPDATE);
// an English rule restated in the passive with an irregular participle is
// its NOOP. Guards: a narrower subject, another object, a question, another
// place stay ADD; a number changed stays an UPDATE.
var inflectedCases = []struct{ mem, cand, want string }{
	{"Jede Migration braucht ein Review vom DBA-Team.", "Migrationen brauchen kein Review vom DBA-Team mehr.", verdictSupersede},         // was ADD
	{"Jede Migration braucht ein Review vom DBA-Team.", "Alle Migrationen brauchen ein Review vom DBA-Team.", verdictNoop},               // was ADD
	{"Jede Migration braucht ein Review vom DBA-Team.", "Migrationen für Testdaten brauchen kein Review vom DBA-Team mehr.", verdictAdd}, // guard: a subject of its own
	{"Das Build-System läuft auf Java 17.", "Das Testsystem läuft auf Java 17.", verdictAdd},                                             // was UPDATE
	{"Das Build-System läuft auf Java 17.", "Das Build-System läuft auf Java 21.", verdictUpdate},                                        // guard
	{"Chaque migration doit être validée par un DBA.", "Les migrations n'ont plus besoin d'être validées par un DBA.", verdictSupersede}, // was ADD
	{"Chaque migration doit être validée par un DBA.", "Toutes les migrations doivent être validées par un DBA.", verdictNoop},           // was ADD
	{"Ne supprimez jamais une table en production.", "Ne jamais supprimer une table en production.", verdictNoop},                        // was ADD
	{"Ne supprimez jamais une table en production.", "Ne jamais supprimer une colonne en production.", verdictAdd},                       // guard: another object
	{"Cada endpoint necesita una prueba de contrato.", "Los endpoints ya no necesitan una prueba de contrato.", verdictSupersede},        // was ADD
	{"Cada endpoint necesita una prueba de contrato.", "Los endpoints internos ya no necesitan una prueba de contrato.", verdictAdd},     // guard
	{"Cada endpoint necesita una prueba de contrato.", "¿Los endpoints todavía necesitan una prueba de contrato?", verdictAdd},           // guard: asked
	{"No uses fetch en los componentes.", "No usar fetch en los componentes.", verdictNoop},                                              // was ADD
	{"Nunca desplegar a producción sin revisión.", "Ya se puede desplegar a producción sin revisión.", verdictSupersede},                 // was ADD
	{"Nunca desplegar a producción sin revisión.", "Ya se puede desplegar a staging sin revisión.", verdictAdd},                          // guard: another place
	{"Write new services in Go, not Java.", "New services are written in Go, not Java.", verdictNoop},                                    // was ADD
	{"Write new services in Go, not Java.", "New command-line tools are written in Rust.", verdictAdd},                                   // guard
	{"Keep every fixture under 1 MB.", "Every fixture is kept under 2 MB.", verdictUpdate},                                               // guard
}

// inflectedTypes: a requirement lifted with German's "need no" and a
// permission in Spanish's impersonal form are rules (they were knowledge,
// so no verdict met the rule they lift).
var inflectedTypes = []struct{ text, want string }{
	{"Migrationen brauchen kein Review vom DBA-Team mehr.", typeRule},
	{"Ya se permite usar fetch en los componentes.", typeRule},
	{"Das Testsystem läuft auf Java 17.", typeKnowledge},
}

func TestInflectedVerdicts(t *testing.T) {
	t.Parallel()
	checkTypes(t, inflectedTypes)
	checkRelate(t, inflectedCases)
}

// TestSpeedupsLeaveForeignMemories: the verdict's scan and skip
// (perf_verdictscan.go, perf_verdictskip.go) read a memory's keys from its
// words, as stems of English words; a memory in German, French or Spanish
// is keyed by foreignKey, so neither may decide one. Each case's memory,
// alone and beside a second line of its language, against every case's
// candidate: whatever the scan or the skip settles relates as an ADD below
// 0.25, and the restatements and liftings above are among the pairs.
func TestSpeedupsLeaveForeignMemories(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	second := map[string]string{
		"Jede":   "Tickets werden im Sprint-Board gepflegt.",
		"Das":    "Builds werden nachts neu gestartet.",
		"Chaque": "Les tickets sont suivis dans le tableau du sprint.",
		"Ne":     "Les sauvegardes tournent chaque nuit.",
		"Cada":   "Los tickets se siguen en el tablero del sprint.",
		"No":     "Los estilos se escriben en módulos.",
		"Nunca":  "Las copias de seguridad corren cada noche.",
	}
	related := 0
	for _, m := range inflectedCases {
		lines := [][]string{{m.mem}}
		if s, ok := second[strings.Fields(m.mem)[0]]; ok {
			lines = append(lines, []string{m.mem, s}, []string{s, m.mem})
		}
		for _, ls := range lines {
			mem := parseStatement(strings.Join(ls, "\n"))
			for _, c := range inflectedCases {
				cand := parseStatement(c.cand)
				r := relate(cand, mem)
				if r.kind != verdictAdd || r.overlap >= 0.25 {
					related++
				} else {
					continue
				}
				if newVerdictScan(cand).unrelated(strings.ToLower(strings.Join(ls, " "))) {
					t.Errorf("the scan left out a memory that relates (%s)\ncandidate: %q\nmemory: %q", r.kind, c.cand, ls)
				}
				if newVerdictSkip(cand).settles(ls) {
					t.Errorf("the skip settled a memory that relates (%s)\ncandidate: %q\nmemory: %q", r.kind, c.cand, ls)
				}
			}
		}
	}
	if related == 0 {
		t.Fatal("no pair relates: nothing was tested")
	}
}

// TestInflectedThroughApproval: a German lifting whose words are the
// rule's in another inflection ("Migrationen brauchen kein Review vom
// DBA-Team mehr" against "Jede Migration braucht ein Review vom DBA-Team")
// stood beside the rule as an ADD (and, saved with no type, as knowledge)
// while the rule kept requiring. Through `engram save` and a spawned
// engram-mcp in both eras, it is typed a rule and proposed as the rule's
// SUPERSEDE; the lifting for test data only is an ADD; proposing writes
// nothing, and the approved commit retires the rule.
func TestInflectedThroughApproval(t *testing.T) {
	t.Parallel()
	checkLiftThroughApproval(t, "Jede Migration braucht ein Review vom DBA-Team.", "Migrationen brauchen kein Review vom DBA-Team mehr.",
		"Migrationen für Testdaten brauchen kein Review vom DBA-Team mehr.")
}
