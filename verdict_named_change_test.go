package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNamedChangeVerdicts: a team that changes a rule's number names the
// rule ("the two-approval rule is now one approval", "raise the coverage
// floor to 90 percent", "die Zwei-Reviewer-Regel wurde auf drei Reviewer
// erhöht"), and every such text was an ADD beside the rule, which kept its
// old number. Now a change naming exactly one memory of its type, whose
// value holds a new number and no word of its own, is that memory's
// UPDATE; a name two memories share, a value with a scope of its own, a
// question, a condition or a statement of another thing is not.
func TestNamedChangeVerdicts(t *testing.T) {
	t.Parallel()
	s := verdictStoreFor([]verdictMemory{
		{"appr", typeRule, "Pull requests need two approvals before merging."},
		{"k8s", typeKnowledge, "The staging cluster runs Kubernetes 1.29 on EKS."},
		{"build", typeKnowledge, "The nightly build takes about 40 minutes."},
		{"cov", typeRule, "Keep test coverage above 80 percent in the payments service."},
		{"retry", typeRule, "Retry failed webhooks 3 times with exponential backoff."},
		{"dbrev", typeRule, "Database schema changes need two reviewers and a DBA."},
		{"cfgrev", typeRule, "Production config changes need two reviewers from the SRE team."},
		{"zeilen", typeRule, "Funktionen dürfen höchstens 60 Zeilen lang sein."},
		{"lineas", typeRule, "Las funciones no deben pasar de 50 líneas."},
	})
	for _, tc := range []struct{ kind, text, want string }{
		{typeRule, "The two-approval rule is now one approval.", "UPDATE appr"},
		{typeRule, "Raise the coverage floor to 90 percent in the payments service.", "UPDATE cov"},
		{typeKnowledge, "The staging cluster is now on Kubernetes 1.30.", "UPDATE k8s"},
		{typeRule, "The retry limit for failed webhooks is now 5 times.", "UPDATE retry"},
		{typeRule, "The two-reviewer rule for production config changes is now one reviewer.", "UPDATE cfgrev"},
		{typeRule, "Die 60-Zeilen-Regel für Funktionen wurde auf 80 Zeilen erhöht.", "UPDATE zeilen"},
		{typeRule, "El límite de 50 líneas por función sube a 80 líneas.", "UPDATE lineas"},
		// none of these changes a memory
		{typeRule, "The two-reviewer rule is now one reviewer.", "ADD"}, // two memories answer to it
		{typeRule, "The two-approval rule for the docs repository is now one approval.", "ADD"},
		{typeRule, "Raise the coverage floor to 90 percent in the search service.", "ADD"},
		{typeKnowledge, "The production cluster is now on Kubernetes 1.30.", "ADD"},
		{typeRule, "The retry limit is now 5 for payment webhooks only.", "ADD"},
		{typeRule, "Should the two-approval rule be changed to one approval?", "ADD"},
		{typeRule, "If the two-approval rule is now one approval, merge the docs fix today.", "ADD"},
		{typeKnowledge, "The nightly build is now 2x faster after the cache change.", "ADD"},
		{typeKnowledge, "The two-approval rule is now one approval.", "ADD"}, // a rule is changed by a rule
	} {
		if got := verdictNaming(s, tc.kind, tc.text); got != tc.want {
			t.Errorf("%s %q: %s, want %s", tc.kind, tc.text, got, tc.want)
		}
	}
}

// TestNamedChangeThroughApproval: over a spawned engram-mcp in both eras,
// a named change is proposed as the rule's UPDATE and proposing writes
// nothing; the commit defers the inferred UPDATE (it never replaces a
// memory's text on a guess) with the line that asks for it by id, and that
// line, approved, gives the rule its new number.
func TestNamedChangeThroughApproval(t *testing.T) {
	t.Parallel()
	const rule = "Every release needs sign-off from two maintainers."
	ruleID := durableSlug(rule)
	for _, era := range []string{"legacy", "modern"} {
		t.Run(era, func(t *testing.T) {
			t.Parallel()
			ws, p, before := ruleSession(t, era, rule)
			data, fail := toolData(p, "engram_save", map[string]any{"type": "rule", "text": "The two-maintainer sign-off rule is now three maintainers."})
			var d proposeData
			if fail != "" || json.Unmarshal(data, &d) != nil || len(d.Candidates) != 1 {
				t.Fatalf("%s %s", fail, data)
			}
			if got := d.Candidates[0].Verdict; got != "UPDATE "+ruleID {
				t.Fatalf("verdict %q, want UPDATE %s", got, ruleID)
			}
			res, fail := toolData(p, "engram_commit", map[string]any{"approval_token": d.ApprovalToken, "approve": "all"})
			if fail != "" || !strings.Contains(string(res), "UPDATE: "+ruleID) {
				t.Fatalf("commit of the inferred UPDATE: want it deferred with the explicit line: %s %s", fail, res)
			}
			if after := durableFiles(t, storeDir(ws)); len(after) != len(before) {
				t.Fatalf("proposing and deferring wrote: %d files, then %d", len(before), len(after))
			}
			data, fail = toolData(p, "engram_save", map[string]any{"text": "TYPE: rule | TEXT: Every release needs sign-off from three maintainers. | UPDATE: " + ruleID})
			if fail != "" || json.Unmarshal(data, &d) != nil {
				t.Fatalf("explicit UPDATE: %s %s", fail, data)
			}
			if _, fail := toolData(p, "engram_commit", map[string]any{"approval_token": d.ApprovalToken, "approve": "all"}); fail != "" {
				t.Fatalf("commit: %s", fail)
			}
			got, err := os.ReadFile(filepath.Join(storeDir(ws), "rules", ruleID+".md"))
			if err != nil || !strings.Contains(string(got), "three maintainers") {
				t.Errorf("the approved UPDATE left the old number: %v\n%s", err, got)
			}
		})
	}
}
