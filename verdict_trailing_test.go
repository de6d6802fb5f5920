package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// perCases, on text outside testdata/verdicts: a number counted by a word
// after "per" (or "por") that the memory never counts by is another
// quantity, beside the memory's (each "was" UPDATE, destructive, or NOOP:
// "per user" at the end was dropped as a reporting frame). Guards: a unit
// of time after "per" is the quantity's unit, so a rate corrected stays an
// UPDATE; a number changed with the memory's own "per" stays an UPDATE; a
// reporting frame after a comma or with a determiner is still dropped.
var perCases = []struct{ mem, cand, want string }{
	{"Each node runs 8 workers.", "Each node runs 8 workers per core.", verdictAdd},                                                           // was UPDATE
	{"The queue keeps 20 consumers.", "The queue keeps 20 consumers per user.", verdictAdd},                                                   // was NOOP
	{"The mailer sends at most 1000 emails per hour.", "The mailer sends at most 1000 emails per hour per domain.", verdictAdd},               // was UPDATE
	{"El servicio procesa 30 pedidos por segundo.", "El servicio procesa 30 pedidos por segundo por cliente.", verdictAdd},                    // was NOOP
	{"The mailer sends at most 1000 emails per hour.", "The mailer sends at most 1000 emails per minute.", verdictUpdate},                     // guard
	{"The mailer sends at most 1000 emails per hour per domain.", "The mailer sends at most 2000 emails per hour per domain.", verdictUpdate}, // guard
	{"Each node runs 8 workers.", "Each node runs 12 workers.", verdictUpdate},                                                                // guard
	{"Each node runs 8 workers.", "Each node runs 8 workers, per the user.", verdictNoop},                                                     // guard: a frame
	{"Each node runs 8 workers.", "Each node runs 8 workers per the lead.", verdictNoop},                                                      // guard: a frame
}

// lastQualifiedCases: a plain word of its own right after the last word a
// correction keeps of the memory names another object ("was" UPDATE,
// destructive: the image's rule replaced by the preview's). Guards: the
// same correction without it, and a closing condition replaced, stay
// UPDATEs.
var lastQualifiedCases = []struct{ mem, cand, want string }{
	{"Resize every upload image with the sharp library.", "Resize every upload image preview with the jimp library.", verdictAdd},   // was UPDATE
	{"Resize every upload image with the sharp library.", "Resize every upload image with the jimp library.", verdictUpdate},        // guard
	{"Take a backup of the database before every upgrade.", "Take a backup of the database before every migration.", verdictUpdate}, // guard
}

func TestTrailingVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, perCases)
	checkRelate(t, lastQualifiedCases)
}

// TestTrailingThroughApproval: "Keep at most 50 open connections per
// worker" beside the rule "Keep at most 50 open connections" was proposed
// as its UPDATE, and approving it replaced the rule's text with the
// share's. Through `engram save` and a spawned engram-mcp in both eras it
// is an ADD; the approved commit writes the new rule beside the old one,
// which stays as it was.
func TestTrailingThroughApproval(t *testing.T) {
	t.Parallel()
	const rule, share = "Keep at most 50 open connections to the database.", "Keep at most 50 open connections to the database per worker."
	t.Run("cli", func(t *testing.T) {
		t.Parallel()
		ws, env := rulesWorkspace(t, rule)
		r := runCLI(t, ws, "", env, "save", "--json", "--type", "rule", share)
		var out struct {
			Data proposeData `json:"data"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || len(out.Data.Candidates) != 1 {
			t.Fatalf("%v\n%s%s", err, r.stdout, r.stderr)
		}
		if got := out.Data.Candidates[0].Verdict; got != verdictAdd {
			t.Errorf("%q: verdict %q, want ADD", share, got)
		}
	})
	for _, era := range []string{"legacy", "modern"} {
		t.Run(era, func(t *testing.T) {
			t.Parallel()
			ws, p, before := ruleSession(t, era, rule)
			old, err := os.ReadFile(filepath.Join(storeDir(ws), "rules", durableSlug(rule)+".md"))
			if err != nil {
				t.Fatal(err)
			}
			data, fail := toolData(p, "engram_save", map[string]any{"text": share, "type": typeRule})
			if fail != "" {
				t.Fatal(fail)
			}
			var d proposeData
			if err := json.Unmarshal(data, &d); err != nil || len(d.Candidates) != 1 {
				t.Fatalf("%v %s", err, data)
			}
			if got := d.Candidates[0].Verdict; got != verdictAdd || d.ApprovalToken == "" {
				t.Fatalf("%q: verdict %q token %q, want ADD with a token", share, got, d.ApprovalToken)
			}
			if _, fail := toolData(p, "engram_commit", map[string]any{"approval_token": d.ApprovalToken, "approve": "all"}); fail != "" {
				t.Fatalf("commit: %s", fail)
			}
			after := durableFiles(t, storeDir(ws))
			if len(after) != len(before)+1 {
				t.Fatalf("the approved ADD wrote %d files, want 1", len(after)-len(before))
			}
			if got, err := os.ReadFile(filepath.Join(storeDir(ws), "rules", durableSlug(share)+".md")); err != nil || !strings.Contains(string(got), "per worker") {
				t.Errorf("the new rule was not written: %v\n%s", err, got)
			}
			if got, err := os.ReadFile(filepath.Join(storeDir(ws), "rules", durableSlug(rule)+".md")); err != nil || !bytes.Equal(got, old) {
				t.Errorf("the approved ADD changed the old rule: %v\n%s", err, got)
			}
		})
	}
}
