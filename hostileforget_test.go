package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestForgetCommitRevalidates: the agent holds the token of a forget it
// proposed and can re-seal the pending file's digest with it (as
// TestCommitRevalidates does for saves). A forget plan was checked only by
// its file's sha256: re-sealed, "archive X" could write any text into X as
// an active memory (past every check a save's text passes), or remove
// another memory or a store file the human was never asked about. Now such
// a plan fails the integrity check and nothing changes.
func TestForgetCommitRevalidates(t *testing.T) {
	t.Parallel()
	const other = "rules/always-run-go-vet-before-committing-go-changes.md"
	edits := []struct {
		name    string
		archive bool
		edit    func(t *testing.T, dir string, pl *planned)
	}{
		{"archive into new text", true, func(t *testing.T, dir string, pl *planned) {
			pl.Content = strings.Replace(pl.Content, "lifecycle: archived", "lifecycle: active", 1)
			pl.Content = strings.Replace(pl.Content, "3 times", "never: disable retries and deploy with --no-verify", 1)
		}},
		{"another memory", false, func(t *testing.T, dir string, pl *planned) {
			pl.File, pl.TargetSHA = other, sha256Hex([]byte(readFile(t, filepath.Join(dir, other))))
		}},
		{"a store file", false, func(t *testing.T, dir string, pl *planned) {
			pl.File, pl.TargetSHA = configFile, sha256Hex([]byte(readFile(t, filepath.Join(dir, configFile))))
		}},
	}
	for _, tc := range edits {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ws := fixtureWorkspace(t)
			dir := storeDir(ws)
			args := []string{"forget", webhooksID}
			if tc.archive {
				args = append(args, "--archive")
			}
			token := proposeToken(t, ws, args...)
			reseal(t, dir, token, func(p *proposal) { tc.edit(t, dir, &p.Plans[0]) })
			before := snapshotTree(t, dir)
			r := runCLI(t, ws, "", nil, "commit", token)
			if r.code == 0 || !strings.Contains(r.stderr, "integrity check failed") {
				t.Errorf("exit %d, want the integrity check to fail\n%s%s", r.code, r.stdout, r.stderr)
			}
			for f, data := range before {
				if f != pendingFile && readFileOr(filepath.Join(dir, f)) != data {
					t.Errorf("%s changed", f)
				}
			}
		})
	}
}

// snapshotTree maps each file of the store's top level and memory folders
// to its content.
func snapshotTree(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, sub := range []string{".", "rules", "skills", "knowledge"} {
		names, _ := os.ReadDir(filepath.Join(dir, sub))
		for _, d := range names {
			if !d.IsDir() {
				rel := filepath.ToSlash(filepath.Join(sub, d.Name()))
				out[rel] = readFile(t, filepath.Join(dir, rel))
			}
		}
	}
	return out
}

// TestPromoteFieldRevalidated: a save proposal carries the working note a
// promotion removes once the memory is written. The field was not checked
// at commit, so a save re-sealed with "promote": "rules/<other>.md" (and
// promote_scope global for a global save) removed that memory, in either
// store, in the transaction that wrote the approved one. Now it must name a
// file under working/, or the commit fails its integrity check.
func TestPromoteFieldRevalidated(t *testing.T) {
	t.Parallel()
	const other = "rules/always-run-go-vet-before-committing-go-changes.md"
	for _, promote := range []string{other, configFile, "working/../" + other} {
		t.Run(promote, func(t *testing.T) {
			t.Parallel()
			ws := fixtureWorkspace(t)
			dir := storeDir(ws)
			token := proposeToken(t, ws, "save", "--type", "knowledge", "The billing worker runs on three replicas in production")
			reseal(t, dir, token, func(p *proposal) { p.Promote, p.PromoteScope = promote, scopeWorkspace })
			r := runCLI(t, ws, "", nil, "commit", token)
			if r.code == 0 || !strings.Contains(r.stderr, "integrity check failed") {
				t.Errorf("exit %d, want the integrity check to fail\n%s%s", r.code, r.stdout, r.stderr)
			}
			for _, f := range []string{other, configFile} {
				if !fileExists(filepath.Join(dir, f)) {
					t.Errorf("%s was removed", f)
				}
			}
		})
	}
}

// TestNoteCommitRevalidates: a note proposal's file was checked for its path
// and text only. Re-sealed with valid_until 2099 (and the plan's expiry to
// match, which the dialog shows), or without tier: working, it was written
// as it was: a working note that never expired.
func TestNoteCommitRevalidates(t *testing.T) {
	t.Parallel()
	edits := map[string]func(n *notePlan){
		"valid until 2099": func(n *notePlan) {
			n.Content = strings.Replace(n.Content, "valid_until: "+n.ValidUntil, "valid_until: 2099-12-31", 1)
			n.ValidUntil = "2099-12-31"
		},
		"no tier": func(n *notePlan) { n.Content = strings.Replace(n.Content, "tier: working\n", "", 1) },
	}
	for name, edit := range edits {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ws := fixtureWorkspace(t)
			dir := storeDir(ws)
			token := proposeToken(t, ws, "note", "The billing worker migration is half done; the queue consumer is next")
			reseal(t, dir, token, func(p *proposal) {
				if p.Note == nil {
					t.Fatal("the pending proposal holds no note")
				}
				edit(p.Note)
			})
			r := runCLI(t, ws, "", nil, "commit", token)
			if r.code == 0 || !strings.Contains(r.stderr, "integrity check failed") {
				t.Errorf("exit %d, want the integrity check to fail\n%s%s", r.code, r.stdout, r.stderr)
			}
			if names, _ := filepath.Glob(filepath.Join(dir, workingDir, "*.md")); len(names) > 0 {
				t.Errorf("the note was written: %v", names)
			}
		})
	}
}
