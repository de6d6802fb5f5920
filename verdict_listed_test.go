package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestListedVerdictsThroughApproval: through a spawned engram-mcp in both
// eras, a command added after the tool's name said again is proposed as the
// rule's UPDATE (it was a NOOP: the new step dropped), proposing writes
// nothing, and the approved commit puts the new command in the rule; a
// requirement restated with "unless" for "without" is never a SUPERSEDE of
// it (it retired the rule once approved).
func TestListedVerdictsThroughApproval(t *testing.T) {
	t.Parallel()
	const rule = "Run make check before pushing to the main branch."
	const gate = "Never tag a release without a green nightly build."
	ruleID, gateID := durableSlug(rule), durableSlug(gate)
	for _, era := range []string{"legacy", "modern"} {
		t.Run(era, func(t *testing.T) {
			t.Parallel()
			ws, env := exampleWorkspace(t), scratchEnv(t)
			for _, text := range []string{rule, gate} {
				if r := runCLI(t, ws, "", env, "save", "--force", "--type", "rule", text); r.code != 0 {
					t.Fatalf("save: %d %s", r.code, r.stderr)
				}
			}
			p := startMCPInEra(t, ws, env, era)
			before := durableFiles(t, storeDir(ws))
			kept, fail := toolData(p, "engram_save", map[string]any{"type": "rule", "text": "Do not tag a release unless the nightly build is green."})
			if fail != "" || strings.Contains(string(kept), "SUPERSEDE") {
				t.Fatalf("a requirement restated with 'unless' was proposed as a reversal: %s %s", fail, kept)
			}
			data, fail := toolData(p, "engram_save", map[string]any{"type": "rule", "text": "Run make check and make docs before pushing to the main branch."})
			if fail != "" {
				t.Fatal(fail)
			}
			var d proposeData
			if err := json.Unmarshal(data, &d); err != nil || len(d.Candidates) != 1 {
				t.Fatalf("%v %s", err, data)
			}
			if got := d.Candidates[0].Verdict; got != "UPDATE "+ruleID {
				t.Fatalf("verdict %q, want UPDATE %s", got, ruleID)
			}
			if after := durableFiles(t, storeDir(ws)); len(after) != len(before) {
				t.Fatalf("proposing wrote: %d files, then %d", len(before), len(after))
			}
			// An inferred UPDATE is deferred at commit (it would replace the
			// rule's text on a guess) with the line that asks for it; that
			// line, approved, applies it.
			res, fail := toolData(p, "engram_commit", map[string]any{"approval_token": d.ApprovalToken, "approve": "all"})
			if fail != "" || !strings.Contains(string(res), "UPDATE: "+ruleID) {
				t.Fatalf("commit of the inferred UPDATE: want it deferred with the explicit line: %s %s", fail, res)
			}
			if after := durableFiles(t, storeDir(ws)); len(after) != len(before) {
				t.Fatalf("the deferred UPDATE wrote: %d files, then %d", len(before), len(after))
			}
			data, fail = toolData(p, "engram_save", map[string]any{"text": "TYPE: rule | TEXT: Run make check and make docs before pushing to the main branch. | UPDATE: " + ruleID})
			if fail != "" || json.Unmarshal(data, &d) != nil {
				t.Fatalf("explicit UPDATE: %s %s", fail, data)
			}
			if _, fail := toolData(p, "engram_commit", map[string]any{"approval_token": d.ApprovalToken, "approve": "all"}); fail != "" {
				t.Fatalf("commit: %s", fail)
			}
			got, err := os.ReadFile(filepath.Join(storeDir(ws), "rules", ruleID+".md"))
			if err != nil || !strings.Contains(string(got), "make docs") {
				t.Errorf("the approved UPDATE left the rule without the new command: %v\n%s", err, got)
			}
			if g, err := os.ReadFile(filepath.Join(storeDir(ws), "rules", gateID+".md")); err != nil || strings.Contains(string(g), "superseded") {
				t.Errorf("the release gate changed: %v\n%s", err, g)
			}
		})
	}
}
