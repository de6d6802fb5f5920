package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNamedLiftingVerdicts: a team that lifts a rule names it ("the
// second-reviewer rule was lifted", "das goto-Verbot gilt nicht mehr"),
// and every such text was an ADD beside the rule it retires, in every
// language; "the relative-links rule no longer applies to the README files
// only; they link to the production site" retired the whole rule. Now a
// lifting of the whole rule naming exactly one memory of its type is that
// memory's SUPERSEDE; a lifting for a narrower scope, a question, a
// condition, a future, a rule kept, or a name two memories share is not.
func TestNamedLiftingVerdicts(t *testing.T) {
	t.Parallel()
	s := verdictStoreFor([]verdictMemory{
		{"em", typeRule, "Do not use em dashes; use commas or parentheses."},
		{"rev", typeRule, "Every pull request needs a second reviewer from the platform team."},
		{"schema", typeRule, "Review every schema change with the data team before merging."},
		{"links", typeRule, "Use relative links between docs pages; do not link to the production site's absolute URLs."},
		{"log", typeRule, "Do not leave console.log calls in src; use the logger."},
		{"goto", typeRule, "goto ist im gesamten Code verboten."},
		{"vendredi", typeRule, "Pas de déploiement en production le vendredi après 16 h."},
		{"unwrap", typeRule, "禁止在 Rust 代码中使用 unwrap，必须处理错误。"},
		{"cpp", typeRule, "新しいゲームロジックはブループリントではなくC++で書く。"},
		{"jquery", typeRule, "No uses jQuery en el código JavaScript nuevo."},
		{"dados", typeRule, "Nunca versione arquivos de dados brutos no git; eles ficam no bucket S3."},
		{"rate", typeKnowledge, "The public API rate limit is 100 requests per minute per token."},
	})
	for _, tc := range []struct{ kind, text, want string }{
		{typeRule, "The second-reviewer rule was lifted; one approval is enough now.", "SUPERSEDE rev"},
		{typeRule, "The console.log ban no longer applies; console.log is fine in src.", "SUPERSEDE log"},
		{typeRule, "Ignore what we said about em dashes: use them where they help.", "SUPERSEDE em"},
		{typeRule, "The no-merge policy was dropped since bors squashes anyway.", "ADD"},
		{typeRule, "The relative-links rule no longer applies; absolute URLs are fine.", "SUPERSEDE links"},
		{typeRule, "Das goto-Verbot gilt nicht mehr: goto ist wieder erlaubt.", "SUPERSEDE goto"},
		{typeRule, "La règle du vendredi ne s'applique plus : on peut déployer le vendredi.", "SUPERSEDE vendredi"},
		{typeRule, "禁止 unwrap 的规定已经取消了，可以使用 unwrap。", "SUPERSEDE unwrap"},
		{typeRule, "C++のみのルールは廃止された。", "SUPERSEDE cpp"},
		{typeRule, "La prohibición de jQuery ya no aplica.", "SUPERSEDE jquery"},
		{typeRule, "Esqueçam o que dissemos sobre os dados brutos: podem ir para o git agora.", "SUPERSEDE dados"},
		{typeKnowledge, "The public API rate limit was removed.", "SUPERSEDE rate"},
		// none of these retires anything
		{typeRule, "The relative-links rule no longer applies to the README files in the repository root only; they link to the production site.", "ADD"},
		{typeRule, "The em dash ban no longer applies to code blocks.", "ADD"},
		{typeRule, "The em dash ban still applies in the API reference.", "ADD"},
		{typeRule, "Was the em dash ban lifted?", "ADD"},
		{typeRule, "If the em dash ban is lifted, update the style guide too.", "ADD"},
		{typeRule, "The em dash ban will be lifted next quarter.", "ADD"},
		{typeRule, "The em dash ban was not lifted.", "ADD"},
		{typeRule, "The review rule was lifted.", "ADD"}, // two memories review
		{typeRule, "The staging freeze rule no longer applies.", "ADD"},
		{typeRule, "Ignore what we said about the deploy calendar.", "ADD"},
		{typeRule, "Das goto-Verbot gilt nicht mehr für den Testcode.", "ADD"},
		{typeKnowledge, "The second-reviewer rule was lifted.", "ADD"}, // a rule is retired by a rule
	} {
		if got := verdictNaming(s, tc.kind, tc.text); got != tc.want {
			t.Errorf("%s %q: %s, want %s", tc.kind, tc.text, got, tc.want)
		}
	}
}

// TestNamedLiftingThroughApproval: the SUPERSEDE of a named rule is a
// proposal; nothing changes until the human approves it, and then the rule
// is retired and the new memory names it. Over a spawned engram-mcp in both
// eras, on real files.
func TestNamedLiftingThroughApproval(t *testing.T) {
	t.Parallel()
	const rule = "Every pull request needs a second reviewer from the platform team."
	ruleID := durableSlug(rule)
	for _, era := range []string{"legacy", "modern"} {
		t.Run(era, func(t *testing.T) {
			t.Parallel()
			ws, p, before := ruleSession(t, era, rule)
			narrow, fail := toolData(p, "engram_save", map[string]any{"type": "rule", "text": "The second-reviewer rule was lifted for docs-only pull requests."})
			if fail != "" || !strings.Contains(string(narrow), `"verdict":"ADD"`) || !strings.Contains(string(narrow), ruleID) {
				t.Fatalf("a lifting for docs-only pull requests: want ADD naming %s as related: %s %s", ruleID, fail, narrow)
			}
			supersedeApproved(t, ws, p, before, map[string]any{"type": "rule", "text": "The second-reviewer rule was lifted; one approval from anyone on the team is enough."}, ruleID)
		})
	}
}

// ruleSession is a store in the example workspace holding rule, saved by
// the CLI, and an engram-mcp spawned there in era, with the store's
// durable files as they were before the session's first call: the setup of
// each verdict's through-approval test.
func ruleSession(t *testing.T, era, rule string) (string, *mcpProc, map[string]string) {
	t.Helper()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	if r := runCLI(t, ws, "", env, "save", "--force", "--type", "rule", rule); r.code != 0 {
		t.Fatalf("save: %d %s", r.code, r.stderr)
	}
	return ws, startMCPInEra(t, ws, env, era), durableFiles(t, storeDir(ws))
}

// supersedeApproved is the end of each verdict's through-approval test, in
// the session ruleSession started: args proposed through engram_save are
// one candidate, the SUPERSEDE of ruleID, with nothing written; committed
// with the token, as after the human's yes, the rule is marked superseded.
func supersedeApproved(t *testing.T, ws string, p *mcpProc, before map[string]string, args map[string]any, ruleID string) {
	t.Helper()
	data, fail := toolData(p, "engram_save", args)
	if fail != "" {
		t.Fatal(fail)
	}
	var d proposeData
	if err := json.Unmarshal(data, &d); err != nil || len(d.Candidates) != 1 {
		t.Fatalf("%v %s", err, data)
	}
	if got := d.Candidates[0].Verdict; got != "SUPERSEDE "+ruleID {
		t.Fatalf("verdict %q, want SUPERSEDE %s", got, ruleID)
	}
	if after := durableFiles(t, storeDir(ws)); len(after) != len(before) {
		t.Fatalf("proposing wrote: %d files, then %d", len(before), len(after))
	}
	if _, fail := toolData(p, "engram_commit", map[string]any{"approval_token": d.ApprovalToken, "approve": "all"}); fail != "" {
		t.Fatalf("commit: %s", fail)
	}
	old, err := os.ReadFile(filepath.Join(storeDir(ws), "rules", ruleID+".md"))
	if err != nil || !strings.Contains(string(old), "superseded") {
		t.Errorf("the approved SUPERSEDE left the rule active: %v\n%s", err, old)
	}
}

// verdictNaming is a workspace candidate's verdict with the id of the
// memory it names ("SUPERSEDE <id>", "ADD").
func verdictNaming(s *store, kind, text string) string {
	v, target, _ := statementVerdict(s, candidate{Type: kind, Text: text, Scope: scopeWorkspace}, scopeWorkspace)
	if target != nil {
		v += " " + target.mem.id()
	}
	return v
}
