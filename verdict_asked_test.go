package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// askedTypes, on text outside testdata/verdicts: a possibility ("may need
// to", "might") is no rule, though "need to" and "you may" are rule words
// (it was typed a rule, and as a rule it met the rule it names); a
// permission granted to everyone is a rule.
var askedTypes = []struct{ text, want string }{
	{"You may need to restart the worker to load new settings.", typeKnowledge},          // was rule
	{"The nightly export might have to run twice after a schema change.", typeKnowledge}, // was rule
	{"Anyone may deploy straight to production now.", typeRule},                          // was knowledge
	{"Everybody can deploy straight to production from now on.", typeRule},               // was knowledge
	{"You need to restart the worker to load new settings.", typeRule},                   // guard: an obligation
	{"Anyone can reproduce the crash with the fixture in testdata.", typeKnowledge},      // guard: "can" without "now"
}

// askedCases, on text outside testdata/verdicts: a question or a
// possibility states nothing settled, so it neither restates nor retires
// the rule it names; "anyone" / "everyone" is the whole subject, no
// narrower one; a name replaced with its version is another thing named.
var askedCases = []struct{ mem, cand, want string }{
	{"Never deploy straight to production.", "Should we deploy straight to production?", verdictAdd},                                                       // was SUPERSEDE
	{"Every service needs a health check endpoint.", "Does every service need a health check endpoint?", verdictAdd},                                       // was NOOP
	{"Never deploy straight to production.", "Should we deploy straight to production? Never deploy straight to production.", verdictNoop},                 // guard: answered
	{"Do not restart the worker to load new settings; it reloads them by itself.", "You may need to restart the worker to load new settings.", verdictAdd}, // was SUPERSEDE
	{"Never deploy straight to production.", "Anyone may deploy straight to production now.", verdictSupersede},                                            // was ADD
	{"Never deploy straight to production.", "Everybody can deploy straight to production from now on.", verdictSupersede},                                 // was ADD
	{"Never deploy straight to production.", "Anyone will be allowed to deploy straight to production next year.", verdictAdd},                             // guard: promised
	{"Never deploy straight to production.", "Release captains may deploy straight to production now.", verdictAdd},                                        // guard: a subject of its own
	{"The plugin supports Blender 3 or newer.", "The plugin supports Maya 2024 or newer.", verdictAdd},                                                     // was UPDATE
	{"The plugin supports Blender 3 or newer.", "The plugin supports Blender 4 or newer.", verdictUpdate},                                                  // guard: the version corrected
}

func TestAskedVerdicts(t *testing.T) {
	t.Parallel()
	checkTypes(t, askedTypes)
	checkRelate(t, askedCases)
}

// TestAskedThroughApproval: through `engram save` and a spawned
// engram-mcp in both eras, a question about a rule ("Should we deploy
// straight to production?") and a possibility saved with no type were
// proposed as the rule's SUPERSEDE, which the human's yes would have
// retired; they are ADDs now, the possibility typed knowledge. A lifting
// granted to anyone is the rule's SUPERSEDE, and committed with the token
// it retires the rule.
func TestAskedThroughApproval(t *testing.T) {
	t.Parallel()
	const rule = "Never deploy straight to production."
	ruleID := durableSlug(rule)
	t.Run("cli", func(t *testing.T) {
		t.Parallel()
		ws, env := rulesWorkspace(t, rule)
		for _, tt := range []struct{ text, verdict, typ string }{
			{"Should we deploy straight to production?", "ADD", typeKnowledge},
			{"You may need to deploy straight to production during an outage.", "ADD", typeKnowledge},
			{"Anyone may deploy straight to production now.", "SUPERSEDE " + ruleID, typeRule},
		} {
			r := runCLI(t, ws, "", env, "save", "--json", tt.text)
			var out struct {
				Data proposeData `json:"data"`
			}
			if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || len(out.Data.Candidates) != 1 {
				t.Fatalf("%q: %v\n%s%s", tt.text, err, r.stdout, r.stderr)
			}
			if c := out.Data.Candidates[0]; c.Verdict != tt.verdict || tt.typ != "" && c.Type != tt.typ {
				t.Errorf("%q: verdict %q type %s, want %q %s", tt.text, c.Verdict, c.Type, tt.verdict, tt.typ)
			}
		}
	})
	for _, era := range []string{"legacy", "modern"} {
		t.Run(era, func(t *testing.T) {
			t.Parallel()
			ws, p, before := ruleSession(t, era, rule)
			for _, text := range []string{"Should we deploy straight to production?", "You may need to deploy straight to production during an outage."} {
				data, fail := toolData(p, "engram_save", map[string]any{"text": text})
				if fail != "" || !strings.Contains(string(data), `"verdict":"ADD"`) {
					t.Fatalf("%q: want ADD: %s %s", text, fail, data)
				}
			}
			supersedeApproved(t, ws, p, before, map[string]any{"text": "Anyone may deploy straight to production now."}, ruleID)
		})
	}
}
