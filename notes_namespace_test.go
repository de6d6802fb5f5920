package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The notes' id namespace (README "Working-tier notes"): ids that start
// with `note-` are the working notes'. A durable memory's derived id never
// starts with it, on any write path, so a note's id never equals a durable
// memory's from either side; a durable id "note-..." that another writer
// already put in a store still reads, verifies, routes and updates.

// savedIDs runs a CLI write with --force --json and returns the written ids.
func savedIDs(t *testing.T, ws string, env []string, stdin string, args ...string) []string {
	t.Helper()
	r := spawnCLI(t, ws, stdin, env, append(args, "--force", "--json")...)
	if r.code != 0 {
		t.Fatalf("%v: exit %d %s %s", args, r.code, r.stdout, r.stderr)
	}
	var out struct {
		Data struct{ Written []committedItem }
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("%v: %v %s", args, err, r.stdout)
	}
	var ids []string
	for _, w := range out.Data.Written {
		ids = append(ids, w.ID)
	}
	return ids
}

func TestDurableIDsLeaveTheNotesNamespace(t *testing.T) {
	t.Parallel()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	durable := func(path string, ids []string, want ...string) {
		t.Helper()
		if strings.Join(ids, " ") != strings.Join(want, " ") {
			t.Errorf("%s wrote ids %v, want %v", path, ids, want)
		}
	}
	// A live note, then a durable memory whose text slugs to the same id.
	n := spawnedNoteJSON(t, ws, env, "the deploy freeze starts every Friday at noon")
	durable("engram save", savedIDs(t, ws, env, "", "save", "--", "Note the deploy freeze starts every Friday at noon"),
		"the-deploy-freeze-starts-every-friday-at-noon")
	if out := spawnCLI(t, ws, "", env, "load", "--id", n.ID).stdout; !strings.Contains(out, "working note until") {
		t.Errorf("load --id %s does not reach the note:\n%s", n.ID, out)
	}
	durable("engram save-session", savedIDs(t, ws, env, "TYPE: knowledge | TEXT: NOTE: note the release branch is cut on Mondays\n",
		"save-session", "--file", "-"), "the-release-branch-is-cut-on-mondays")

	// promote: a note whose own text starts "Note".
	p := spawnedNoteJSON(t, ws, env, "Note-taking in the wiki moved to the docs site in March")
	r := spawnCLI(t, ws, "", env, "promote", p.ID, "--force", "--json")
	if r.code != 0 || !strings.Contains(r.stdout, `"id": "taking-in-the-wiki-moved-to-the-docs-site-in-march"`) {
		t.Errorf("promote %s: exit %d %s %s", p.ID, r.code, r.stdout, r.stderr)
	}

	// An existing durable "note-..." from another writer.
	const legacy = "note-the-runbook-lives-in-the-ops-repo"
	addMemory(t, ws, "knowledge/"+legacy+".md", "author_name: \"Other Writer\"\nid: "+legacy+"\nscope: workspace\nschema_version: 3\ntags: [runbook, ops]\ntype: knowledge\nrevision: 1\n",
		"Note the runbook lives in the ops repo")
	if v := spawnCLI(t, ws, "", env, "verify"); v.code != 0 {
		t.Errorf("verify with a durable %s: %s %s", legacy, v.stdout, v.stderr)
	}
	if out := spawnCLI(t, ws, "", env, "load", "--id", legacy).stdout; !strings.Contains(out, "## "+legacy+" (knowledge, workspace)\n") {
		t.Errorf("load --id %s:\n%s", legacy, out)
	}
	if out := spawnCLI(t, ws, "", env, "load", "where does the runbook live in the ops repo").stdout; !strings.Contains(out, legacy) {
		t.Errorf("the durable %s is not routed:\n%s", legacy, out)
	}
	if c := spawnedNoteJSON(t, ws, env, "the runbook lives in the ops repo"); c.ID != legacy+"-2" {
		t.Errorf("a note beside the durable %s took %s", legacy, c.ID)
	}
	durable("UPDATE", savedIDs(t, ws, env, "TYPE: knowledge | TEXT: Note the runbook lives in the ops repo under runbooks/ | UPDATE: "+legacy+"\n",
		"save-session", "--file", "-"), legacy)
	durable("SUPERSEDES", savedIDs(t, ws, env, "TYPE: knowledge | TEXT: Note the runbook moved to the platform repo | SUPERSEDES: "+legacy+"\n",
		"save-session", "--file", "-"), "the-runbook-moved-to-the-platform-repo")

	// engram_save over MCP, both eras: the proposal and the commit.
	for i, version := range []string{version20251125, ""} {
		s := spawnMCP(t, ws, env, version)
		text := []string{"Note: builds need Go 1.22 on the CI runners", "NOTE - the staging database is reset nightly"}[i]
		want := []string{"builds-need-go-1-22-on-the-ci-runners", "the-staging-database-is-reset-nightly"}[i]
		_, raw := toolText(t, s, "engram_save", map[string]any{"text": text})
		var d proposeData
		if err := json.Unmarshal(raw, &d); err != nil || len(d.Candidates) != 1 || d.Candidates[0].ID != want {
			t.Errorf("engram_save (era %q) %q: %v %s", version, text, err, raw)
			continue
		}
		if out, _ := toolText(t, s, "engram_commit", map[string]any{"approval_token": d.ApprovalToken, "approve": "all"}); !strings.Contains(out, want) {
			t.Errorf("engram_commit (era %q):\n%s", version, out)
		}
	}
	if out := spawnCLI(t, ws, "", env, "list", "--json").stdout; strings.Count(out, `"id": "note-`) != 1 {
		t.Errorf("durable ids in the notes' namespace besides %s:\n%s", legacy, out)
	}
	if v := spawnCLI(t, ws, "", env, "verify"); v.code != 0 {
		t.Errorf("verify at the end: %s %s", v.stdout, v.stderr)
	}
}

// TestPendingIDStaysOutOfTheNotesNamespace: commit checks a pending plan
// again (revalidate.go), so a pending proposal that gives a new durable
// memory an id "note-..." (its file and content agreeing, sealed with the
// token: one an older engram proposed, or one forged by whoever holds the
// token) writes nothing, as it could not be proposed so now.
func TestPendingIDStaysOutOfTheNotesNamespace(t *testing.T) {
	t.Parallel()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	const id = "the-release-branch-is-cut-on-mondays"
	r := spawnCLI(t, ws, "", env, "save", "--", "Note: the release branch is cut on Mondays")
	token := tokenRE.FindString(r.stdout)
	if r.code != 0 || token == "" || !strings.Contains(r.stdout, "id: "+id+"\n") {
		t.Fatalf("save: exit %d %s %s", r.code, r.stdout, r.stderr)
	}
	p := filepath.Join(storeDir(ws), pendingFile)
	data, _ := os.ReadFile(p)
	var pf pendingFileData
	if err := json.Unmarshal([]byte(strings.ReplaceAll(string(data), id, noteIDPrefix+id)), &pf); err != nil || len(pf.Approvals) != 1 {
		t.Fatalf("pending file: %v %s", err, data)
	}
	pf.Approvals[0].Digest = proposalDigest(token, pf.Approvals[0].Proposal)
	os.WriteFile(p, pf.encode(), 0o644)
	c := spawnCLI(t, ws, "", env, "commit", token)
	if c.code == 0 || !strings.Contains(c.stderr, "namespace") {
		t.Errorf("commit of a note- id: exit %d %s %s", c.code, c.stdout, c.stderr)
	}
	if _, err := os.Stat(filepath.Join(storeDir(ws), "knowledge", noteIDPrefix+id+".md")); err == nil {
		t.Error("a durable memory was written with an id in the notes' namespace")
	}
}

// TestDurableSlug: the words after a leading "Note" make the id, cut at 60
// characters after the lead-in goes; other words that start "note" stay. A
// bare "Note" is "memory", whose second copy uniqueID makes "memory-2" (a
// base "note" would give "note-2").
func TestDurableSlug(t *testing.T) {
	t.Parallel()
	long := "Note: " + strings.Repeat("alpha beta ", 8)
	tests := []struct{ text, want string }{
		{"Note the deploy freeze starts on Friday", "the-deploy-freeze-starts-on-friday"},
		{"NOTE: note - Note: the cache is cold", "the-cache-is-cold"},
		{"  -- note-taking moved to the wiki", "taking-moved-to-the-wiki"},
		{"Notes on the cache", "notes-on-the-cache"},
		{"Notebook kernels restart nightly", "notebook-kernels-restart-nightly"},
		{"Note.", "memory"},
		{"note note", "memory"},
		{long, slugFor(strings.Repeat("alpha beta ", 8))},
	}
	for _, tt := range tests {
		got := durableSlug(tt.text)
		if got != tt.want || !isValidID(got) || len(got) > 60 {
			t.Errorf("durableSlug(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
