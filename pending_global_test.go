package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestPendingInAFolderWithoutAStore: proposals made in folders with no
// store wait in the global store, all together (8ba1cf7). 'engram pending'
// in one such folder listed the other's too, and 'engram pending revoke'
// given the other's id removed it, though only a folder's own tokens
// commit there. Each folder now lists and revokes its own; the other's
// proposal stays and still commits from its folder.
func TestPendingInAFolderWithoutAStore(t *testing.T) {
	t.Parallel()
	_, a, b, env, propose := storelessFolders(t)
	envA, envB := env[a], env[b]
	propose(a, "Prefer small focused commits")
	tokB := propose(b, "Reply in British English")
	idB := tokenHash(tokB)[:pendingIDLen]
	r := spawnCLI(t, a, "", envA, "pending")
	if r.code != 0 || !strings.Contains(r.stdout, "prefer-small-focused-commits") || strings.Contains(r.stdout, "british-english") {
		t.Errorf("pending in a lists b's proposal or not a's own: %+v", r)
	}
	if r := spawnCLI(t, a, "", envA, "pending", "revoke", idB); r.code != exitNotFound {
		t.Errorf("pending revoke of b's proposal, in a: %+v", r)
	}
	if r := spawnCLI(t, b, "", envB, "commit", tokB, "--approve", "all"); r.code != 0 || !strings.Contains(r.stdout, "reply-in-british-english") {
		t.Errorf("b's proposal after a's revoke: %+v", r)
	}
}

// TestGlobalProposalSurvivesInit: a global preference proposed in a folder
// with no store waits in the global store; after 'engram init' there,
// pending and commit looked only in the new store, so 'engram pending'
// said "no open proposals" and the commit "unknown or already used
// approval token": the proposal was unreachable. It now moves into the
// folder's store and commits; another folder's stays where it was.
func TestGlobalProposalSurvivesInit(t *testing.T) {
	t.Parallel()
	home, a, b, env, propose := storelessFolders(t)
	envA, envB := env[a], env[b]
	tokA := propose(a, "Prefer small focused commits")
	tokB := propose(b, "Reply in British English")
	if r := spawnCLI(t, a, "", envA, "init"); r.code != 0 {
		t.Fatalf("init in a: %+v", r)
	}
	r := spawnCLI(t, a, "", envA, "pending")
	if r.code != 0 || !strings.Contains(r.stdout, "prefer-small-focused-commits") || strings.Contains(r.stdout, "british-english") {
		t.Errorf("pending in a after its init: %+v", r)
	}
	if r := spawnCLI(t, a, "", envA, "commit", tokA, "--approve", "all"); r.code != 0 || !strings.Contains(r.stdout, "prefer-small-focused-commits (global)") {
		t.Errorf("commit in a of the proposal made before its init: %+v", r)
	}
	if _, err := os.Stat(filepath.Join(home, ".engram", "global", "rules", "prefer-small-focused-commits.md")); err != nil {
		t.Errorf("the global memory was not written: %v", err)
	}
	if r := spawnCLI(t, b, "", envB, "commit", tokB, "--approve", "all"); r.code != 0 || !strings.Contains(r.stdout, "reply-in-british-english") {
		t.Errorf("b's proposal after a's init: %+v", r)
	}
}

// storelessFolders makes two folders with no store, a and b, beside one
// global store (made from a) in home, and returns each folder's
// environment and propose, which saves a global preference in a folder
// and returns its approval token.
func storelessFolders(t *testing.T) (home, a, b string, env map[string][]string, propose func(ws, text string) string) {
	t.Helper()
	home, dir := t.TempDir(), t.TempDir()
	a, b = filepath.Join(dir, "a"), filepath.Join(dir, "b")
	for _, d := range []string{a, b} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	env = map[string][]string{a: hostEnv(home, a), b: hostEnv(home, b)}
	if r := spawnCLI(t, a, "", env[a], "init", "--global"); r.code != 0 {
		t.Fatalf("init --global: %+v", r)
	}
	tokenRE := regexp.MustCompile(`engram-approval-[A-Za-z0-9_-]+`)
	propose = func(ws, text string) string {
		t.Helper()
		r := spawnCLI(t, ws, "", env[ws], "save", "--scope", "global", text)
		if tok := tokenRE.FindString(r.stdout); r.code == 0 && tok != "" {
			return tok
		}
		t.Fatalf("save --scope global in %s: %+v", ws, r)
		return ""
	}
	return home, a, b, env, propose
}
