package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// proposalToken runs a command with --json and returns its approval token.
func proposalToken(t *testing.T, ws string, args ...string) string {
	t.Helper()
	r := runCLI(t, ws, "", nil, append(args, "--json")...)
	var env struct {
		Data proposeData `json:"data"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &env); err != nil || r.code != 0 || env.Data.ApprovalToken == "" {
		t.Fatalf("%v: %v %+v", args, err, r)
	}
	return env.Data.ApprovalToken
}

// forgetCase is one approval route of engram forget and what it must leave
// in the store.
type forgetCase struct {
	name       string
	run        func(t *testing.T, ws string) cliResult
	wantCode   int
	wantStdout []string
	wantStderr string
	gone       bool // the rule's file is removed
	archived   bool // the rule's file is kept, lifecycle: archived
	unverified bool // the store is left as the case broke it: no verify or status check
}

// forgetCases lists the routes: no approval, token, terminal, --force,
// --archive, and the failures each must report without writing.
func forgetCases() []forgetCase {
	const other = "rule-never-log-raw-card-numbers-in-the-billing-worker-mask-all"
	return []forgetCase{
		{name: "without approval nothing changes", run: func(t *testing.T, ws string) cliResult {
			return runCLI(t, ws, "", nil, "forget", fixtureRule)
		}, wantStdout: []string{"Verdict: REMOVE " + fixtureRule, "removes the file", "only a git commit that holds the file keeps its text", "Nothing was written. To write, run:", "engram commit engram-approval-"}},
		{name: "commit with the token removes it", run: func(t *testing.T, ws string) cliResult {
			return runCLI(t, ws, "", nil, "commit", proposalToken(t, ws, "forget", fixtureRule))
		}, wantStdout: []string{"Forgot 1 memory file(s):", "REMOVE " + fixtureRule}, gone: true},
		{name: "the terminal's A removes it", run: func(t *testing.T, ws string) cliResult {
			return runCLI(t, ws, "A\n", nil, "forget", fixtureRule, "--interactive")
		}, wantStdout: []string{"Approve?", "Forgot 1 memory file(s)"}, gone: true},
		{name: "the terminal's C keeps it", run: func(t *testing.T, ws string) cliResult {
			return runCLI(t, ws, "C\n", nil, "forget", fixtureRule, "--interactive")
		}, wantStdout: []string{"Cancelled: nothing was written."}},
		{name: "--force removes it", run: func(t *testing.T, ws string) cliResult {
			return runCLI(t, ws, "", nil, "forget", fixtureRule, "--force")
		}, wantStdout: []string{"Forgot 1 memory file(s)"}, gone: true},
		{name: "--archive keeps it archived", run: func(t *testing.T, ws string) cliResult {
			return runCLI(t, ws, "", nil, "forget", fixtureRule, "--archive", "--force")
		}, wantStdout: []string{"lifecycle: archived", "ARCHIVE " + fixtureRule}, archived: true},
		{name: "an unparsable memory can be forgotten", run: func(t *testing.T, ws string) cliResult {
			breakFrontMatter(t, fixtureRulePath(ws))
			return runCLI(t, ws, "", nil, "forget", fixtureRule, "--force")
		}, wantStdout: []string{"Forgot 1 memory file(s)"}, gone: true},
		{name: "an unparsable memory cannot be archived", run: func(t *testing.T, ws string) cliResult {
			breakFrontMatter(t, fixtureRulePath(ws))
			return runCLI(t, ws, "", nil, "forget", fixtureRule, "--archive")
		}, wantCode: exitUsage, wantStderr: "cannot be marked archived", unverified: true},
		{name: "a memory edited after the proposal is not removed", run: func(t *testing.T, ws string) cliResult {
			token := proposalToken(t, ws, "forget", fixtureRule)
			f, _ := os.OpenFile(fixtureRulePath(ws), os.O_APPEND|os.O_WRONLY, 0)
			f.WriteString("- and gofmt\n")
			f.Close()
			return runCLI(t, ws, "", nil, "commit", token)
		}, wantCode: exitError, wantStdout: []string{"changed since the proposal"}, wantStderr: "nothing was written", unverified: true},
		{name: "an unknown id is not found", run: func(t *testing.T, ws string) cliResult {
			return runCLI(t, ws, "", nil, "forget", "nope")
		}, wantCode: exitNotFound, wantStderr: "engram: no memory with id nope"},
		{name: "forget needs an id", run: func(t *testing.T, ws string) cliResult {
			return runCLI(t, ws, "", nil, "forget")
		}, wantCode: exitUsage, wantStderr: "forget needs at least one memory id"},
		{name: "two ids in one proposal", run: func(t *testing.T, ws string) cliResult {
			return runCLI(t, ws, "", nil, "forget", fixtureRule, other, "--force")
		}, wantStdout: []string{"Forgot 2 memory file(s)"}, gone: true},
	}
}

// TestForget spawns engram forget through each approval route and checks
// the store after: file, hash, index and changelog change together.
func TestForget(t *testing.T) {
	t.Parallel()
	for _, tt := range forgetCases() {
		t.Run(tt.name, func(t *testing.T) {
			ws := fixtureWorkspace(t)
			r := tt.run(t, ws)
			if r.code != tt.wantCode {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", r.code, tt.wantCode, r.stdout, r.stderr)
			}
			for _, w := range tt.wantStdout {
				if !strings.Contains(r.stdout, w) {
					t.Errorf("stdout does not contain %q:\n%s", w, r.stdout)
				}
			}
			if !strings.Contains(r.stderr, tt.wantStderr) {
				t.Errorf("stderr %q does not contain %q", r.stderr, tt.wantStderr)
			}
			checkForgetOutcome(t, ws, tt)
			// Whatever happened, the store verifies and status agrees.
			if !tt.unverified {
				checkStoreVerifies(t, ws)
			}
		})
	}
}

// checkForgetOutcome checks that the rule's file, hash, index entry and
// changelog line changed together, or not at all.
func checkForgetOutcome(t *testing.T, ws string, tt forgetCase) {
	t.Helper()
	dir := filepath.Join(ws, ".agents", ".engram")
	data, err := os.ReadFile(fixtureRulePath(ws))
	hashes, _ := os.ReadFile(filepath.Join(dir, hashesFile))
	index, _ := os.ReadFile(filepath.Join(dir, indexFile))
	changelog, _ := os.ReadFile(filepath.Join(dir, changelogFile))
	switch {
	case tt.gone:
		if err == nil || strings.Contains(string(hashes), fixtureRule) || strings.Contains(string(index), fixtureRule) ||
			!strings.Contains(string(changelog), "rules/"+fixtureRule+".md: remove rule: "+fixtureRule) {
			t.Errorf("not removed together: file err %v\nhashes %s\nchangelog %s", err, hashes, changelog)
		}
	case tt.archived:
		if err != nil || !strings.Contains(string(data), "lifecycle: archived") || !strings.Contains(string(changelog), "archive rule: "+fixtureRule) {
			t.Errorf("not archived: %v %s", err, data)
		}
	default:
		if err != nil || strings.Contains(string(changelog), "remove") {
			t.Errorf("changed without approval: %v %s", err, changelog)
		}
	}
}

// checkStoreVerifies runs engram verify and status on ws and wants both
// to find the store intact.
func checkStoreVerifies(t *testing.T, ws string) {
	t.Helper()
	if v := runCLI(t, ws, "", nil, "verify"); v.code != 0 {
		t.Errorf("verify after forget: %+v", v)
	}
	if s := runCLI(t, ws, "", nil, "status"); !strings.Contains(s.stdout, "integrity: ok") {
		t.Errorf("status after forget: %s", s.stdout)
	}
}

// TestPendingAndNotes: pending lists open proposals and revoke cancels one
// so that its token no longer commits (commit of a listed id says it is no
// token); notes lists live working notes.
func TestPendingAndNotes(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	if r := runCLI(t, ws, "", nil, "pending"); r.code != 0 || !strings.Contains(r.stdout, "no open proposals") {
		t.Fatalf("empty pending: %+v", r)
	}
	token := proposalToken(t, ws, "forget", fixtureRule)
	proposalToken(t, ws, "save", "Feature flags are removed two releases after launch")
	r := runCLI(t, ws, "", nil, "pending", "--json")
	var env struct {
		Data pendingData `json:"data"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &env); err != nil || len(env.Data.Pending) != 2 {
		t.Fatalf("pending --json: %v %s", err, r.stdout)
	}
	first := env.Data.Pending[0]
	if first.Kind != "forget" || first.State != statePending || len(first.Candidates) != 1 || first.Candidates[0] != "1. REMOVE "+fixtureRule+" (workspace)" {
		t.Errorf("first pending: %+v", first)
	}
	text := runCLI(t, ws, "", nil, "pending").stdout
	if !strings.Contains(text, first.ID+"  forget, pending, proposed ") || !strings.Contains(text, "expires in 2") {
		t.Errorf("pending text: %s", text)
	}
	for _, tc := range []struct {
		args       []string
		wantCode   int
		wantStderr string
	}{
		{[]string{"pending", "revoke"}, exitUsage, "pending revoke needs one proposal id"},
		{[]string{"pending", "revoke", "ab"}, exitUsage, "at least 4 characters"},
		{[]string{"pending", "revoke", "ffffffffffff"}, exitNotFound, "no open proposal"},
		{[]string{"pending", "frobnicate"}, exitUsage, `unknown pending subcommand "frobnicate"`},
		// An id that pending lists is no token: the user is told what commit
		// takes and how the id cancels, not to propose again.
		{[]string{"commit", first.ID}, exitUsage, first.ID + " is a proposal's id from 'engram pending', not its approval token"},
		{[]string{"commit", first.ID}, exitUsage, "engram pending revoke " + first.ID},
	} {
		if r := runCLI(t, ws, "", nil, tc.args...); r.code != tc.wantCode || !strings.Contains(r.stderr, tc.wantStderr) {
			t.Errorf("%v: exit %d, stderr %q", tc.args, r.code, r.stderr)
		}
	}
	if r := runCLI(t, ws, "", nil, "pending", "revoke", first.ID[:6]); r.code != 0 || !strings.Contains(r.stdout, "revoked proposal "+first.ID) {
		t.Fatalf("revoke: %+v", r)
	}
	if r := runCLI(t, ws, "", nil, "commit", token); r.code == 0 || !strings.Contains(r.stderr, "unknown or already used approval token") {
		t.Errorf("a revoked token committed: %+v", r)
	}
	if _, err := os.Stat(fixtureRulePath(ws)); err != nil {
		t.Errorf("the revoked forget removed the file: %v", err)
	}

	if r := runCLI(t, ws, "", nil, "notes"); r.code != 0 || !strings.Contains(r.stdout, "no live working notes") {
		t.Fatalf("empty notes: %+v", r)
	}
	runCLI(t, ws, "", nil, "note", "the flaky test needs TZ=UTC", "--objective", "fix CI", "--force")
	runCLI(t, ws, "", []string{"ENGRAM_NOW=2020-01-01T00:00:00Z"}, "note", "an old note that has expired", "--force")
	r = runCLI(t, ws, "", nil, "notes")
	if r.code != 0 || !strings.Contains(r.stdout, "note-the-flaky-test-needs-tz-utc") || !strings.Contains(r.stdout, "fix CI") || strings.Contains(r.stdout, "old note") {
		t.Errorf("notes: %+v", r)
	}
	if r := runCLI(t, ws, "", nil, "notes", "extra"); r.code != exitUsage {
		t.Errorf("notes extra: %+v", r)
	}
}

// TestPendingNamesHowAProposalWasRefused: a proposal the user cancelled on
// the terminal (C, for memories or a note) is listed as cancelled on the
// terminal, one declined in the host's dialog as declined there: each as
// the user did it (stop 45 listed the terminal's cancel as "declined").
func TestPendingNamesHowAProposalWasRefused(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	if r := runCLI(t, ws, "C\n", nil, "save", "--interactive", "--", "Feature flags are removed two releases after launch"); !strings.Contains(r.stdout, "Cancelled: nothing was written.") {
		t.Fatalf("save, C: exit %d %s %s", r.code, r.stdout, r.stderr)
	}
	if r := runCLI(t, ws, "c\n", nil, "note", "--interactive", "--", "the staging database is being restored today"); !strings.Contains(r.stdout, "Cancelled: nothing was written.") {
		t.Fatalf("note, c: exit %d %s %s", r.code, r.stdout, r.stderr)
	}
	p := startLineProc(t, ws, nil)
	p.callRaw(t, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{"elicitation":{}},"clientInfo":{"name":"t","version":"1"}}}`)
	p.sendRaw(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	if m := p.callRaw(t, `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"engram_save","arguments":{"text":"The billing worker runs on three replicas in production"}}}`); m["method"] != "elicitation/create" {
		t.Fatalf("no dialog: %v", m)
	}
	if m := p.callRaw(t, `{"jsonrpc":"2.0","id":"engram-1","result":{"action":"decline"}}`); !strings.Contains(fmt.Sprint(m), "declined") {
		t.Fatalf("the declined dialog's result: %v", m)
	}
	p.close()
	var env struct{ Data pendingData }
	if r := runCLI(t, ws, "", nil, "pending", "--json"); json.Unmarshal([]byte(r.stdout), &env) != nil {
		t.Fatalf("pending --json: %s %s", r.stdout, r.stderr)
	}
	states := map[string]int{}
	for _, it := range env.Data.Pending {
		states[it.Kind+" "+it.State]++
	}
	if want := map[string]int{"memories cancelled": 1, "note cancelled": 1, "memories declined": 1}; !maps.Equal(states, want) {
		t.Errorf("pending --json states %v, want %v", states, want)
	}
	text := runCLI(t, ws, "", nil, "pending").stdout
	if strings.Count(text, ", cancelled on the terminal, ") != 2 || strings.Count(text, ", declined in the host's dialog, ") != 1 {
		t.Errorf("pending names the refusals wrongly:\n%s", text)
	}
}
