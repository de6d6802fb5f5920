package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// TestCrossTypeVerdicts: a memory restated under another type was an ADD
// beside it (verdicts compared one type only), so "Database migrations run
// through scripts/migrate, never by hand", saved as knowledge beside the
// rule that says so, became a second memory of the same words. Now it is a
// NOOP of the rule, and nothing is written when it is committed; a rule
// restating a fact in other words stays an ADD naming the fact as related (a
// rule is loaded as a rule, so making one adds something), while the same
// text saved again is a NOOP (stop 53); and a reversal of a memory of
// another type is never an UPDATE or SUPERSEDE of it. Over a spawned
// engram-mcp in both eras, on real files.
func TestCrossTypeVerdicts(t *testing.T) {
	t.Parallel()
	const rule, fact = "Run database migrations through scripts/migrate, never by hand.", "The search index is rebuilt every night at 02:00 UTC by the reindex job."
	ruleID, factID := durableSlug(rule), durableSlug(fact)
	cases := []struct{ kind, text, want string }{
		{"knowledge", "Database migrations run through scripts/migrate, never by hand.", "NOOP duplicate of " + ruleID},
		{"skill", "Run database migrations through scripts/migrate; never by hand.", "NOOP duplicate of " + ruleID},
		{"rule", "Every night at 02:00 UTC the reindex job rebuilds the search index.", "ADD"},
		{"rule", fact, "NOOP duplicate of " + factID}, // the same text: TestSameTextUnderANewType
		{"knowledge", "Database migrations may be run by hand now.", "ADD"},
	}
	for _, era := range []string{"legacy", "modern"} {
		t.Run(era, func(t *testing.T) {
			t.Parallel()
			ws, env := exampleWorkspace(t), scratchEnv(t)
			for _, m := range []struct{ kind, text string }{
				{"rule", rule},
				{"knowledge", fact},
			} {
				if r := runCLI(t, ws, "", env, "save", "--force", "--type", m.kind, m.text); r.code != 0 {
					t.Fatalf("save: %d %s", r.code, r.stderr)
				}
			}
			p := startMCPInEra(t, ws, env, era)
			before := durableFiles(t, storeDir(ws))
			for _, tc := range cases {
				data, fail := toolData(p, "engram_save", map[string]any{"type": tc.kind, "text": tc.text})
				if fail != "" {
					t.Fatalf("%q: %s", tc.text, fail)
				}
				var d proposeData
				if err := json.Unmarshal(data, &d); err != nil || len(d.Candidates) != 1 {
					t.Fatalf("%q: %v %s", tc.text, err, data)
				}
				if got := d.Candidates[0].Verdict; got != tc.want {
					t.Errorf("%s %q: verdict %q, want %q", tc.kind, tc.text, got, tc.want)
				}
				if tc.want == "ADD" && tc.kind == "rule" && d.Candidates[0].Related != factID {
					t.Errorf("the ADD of a rule restating a fact does not name the fact: %s", data)
				}
				if tc.want != "ADD" {
					if _, fail := toolData(p, "engram_commit", map[string]any{"approval_token": d.ApprovalToken, "approve": "all"}); fail != "" {
						t.Fatalf("commit: %s", fail)
					}
				}
			}
			if after := durableFiles(t, storeDir(ws)); len(after) != len(before) {
				t.Errorf("committing a NOOP wrote a memory: %d files, then %d", len(before), len(after))
			}
		})
	}
}

// TestShortFormsInAStore: "PRs need one approval before merging" beside
// the rule "Every pull request needs one approval before merging" was an
// ADD, a second memory of the same rule, and a memory that writes the short
// form was never in the verdict's pool for a candidate that writes it out
// (the pool keeps memories holding two of the candidate's needles). Through
// the binary on real files, with the prepared cache on and off.
func TestShortFormsInAStore(t *testing.T) {
	t.Parallel()
	saved := []string{"Every pull request needs one approval before merging.", "Run db migrations in prod only after a backup."}
	ws, env := rulesWorkspace(t, saved...)
	for _, tt := range []struct{ text, want string }{
		{"PRs need one approval before merging.", "Verdict: NOOP duplicate of " + durableSlug(saved[0])},
		{"Run database migrations in production only after a backup.", "Verdict: NOOP duplicate of " + durableSlug(saved[1])},
		{"Run database migrations in production only after a backup and a dry run.", "Verdict: UPDATE " + durableSlug(saved[1])},
	} {
		for _, extra := range [][]string{env, append(slices.Clone(env), "ENGRAM_NO_CACHE=1")} {
			if r := runCLI(t, ws, "", extra, "save", "--type", "rule", tt.text); !strings.Contains(r.stdout, tt.want) {
				t.Errorf("%q: want %q, exit %d\n%s%s", tt.text, tt.want, r.code, r.stdout, r.stderr)
			}
		}
	}
}

// TestSameTextUnderANewType: a memory saved before stop 52's type inference
// ("提交前必须运行 cargo clippy。", saved as knowledge: 必须 did not type a rule
// then) and saved again with its type left to inference (now a rule) was an
// ADD, a second memory of the same text beside the first. It is the team
// saving what it has, so it is a NOOP naming the stored memory, and
// committing it writes nothing. Over a spawned engram-mcp in both eras.
func TestSameTextUnderANewType(t *testing.T) {
	t.Parallel()
	const text = "提交前必须运行 cargo clippy。"
	for _, era := range []string{"legacy", "modern"} {
		t.Run(era, func(t *testing.T) {
			t.Parallel()
			ws, env := exampleWorkspace(t), scratchEnv(t)
			r := runCLI(t, ws, "", env, "save", "--force", "--json", "--type", "knowledge", text)
			var saved struct {
				Data struct{ Written []struct{ ID string } }
			}
			if r.code != 0 || json.Unmarshal([]byte(r.stdout), &saved) != nil || len(saved.Data.Written) != 1 {
				t.Fatalf("save: %d %s%s", r.code, r.stdout, r.stderr)
			}
			id := saved.Data.Written[0].ID
			p := startMCPInEra(t, ws, env, era)
			before := durableFiles(t, storeDir(ws))
			data, fail := toolData(p, "engram_save", map[string]any{"text": text})
			var d proposeData
			if fail != "" || json.Unmarshal(data, &d) != nil || len(d.Candidates) != 1 {
				t.Fatalf("%s %s", fail, data)
			}
			if inferType(text) != typeRule {
				t.Fatalf("the text is not typed a rule any more: this test saves it again as one")
			}
			// the preview shows the stored memory, its type among it
			if c := d.Candidates[0]; c.Type != typeKnowledge || c.Verdict != "NOOP duplicate of "+id {
				t.Fatalf("saved again: %s %q, want NOOP duplicate of %s (knowledge)", c.Type, c.Verdict, id)
			}
			if _, fail := toolData(p, "engram_commit", map[string]any{"approval_token": d.ApprovalToken, "approve": "all"}); fail != "" {
				t.Fatalf("commit: %s", fail)
			}
			if after := durableFiles(t, storeDir(ws)); len(after) != len(before) {
				t.Errorf("committing the NOOP wrote a memory: %d files, then %d", len(before), len(after))
			}
		})
	}
}
