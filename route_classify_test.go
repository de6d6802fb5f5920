package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestRouteTaskTypeOfPullRequests: the task type `engram route` reports
// (and a save tags a memory with) for tasks about pull and merge requests is
// review. "request" is also an API's word, and "open a pull request" tied
// review's "pull" with it and was typed api; a task about an API request
// still is.
func TestRouteTaskTypeOfPullRequests(t *testing.T) {
	dir := t.TempDir()
	home := []string{"HOME=" + filepath.Join(dir, "home")}
	if r := runCLI(t, dir, "", home, "init"); r.code != 0 {
		t.Fatalf("init: %d %s", r.code, r.stderr)
	}
	for _, tc := range []struct{ task, want string }{
		{"open a pull request for the lint fix", "review"},
		{"Always run pnpm lint before opening a pull request", "review"},
		{"rebase the merge request onto main", "review"},
		{"validate the request body of the orders endpoint", "api"},
	} {
		r := runCLI(t, dir, "", home, "route", "--json", tc.task)
		var out struct {
			Data struct {
				TaskType string `json:"task_type"`
			} `json:"data"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
			t.Fatalf("route %q: %v\n%s%s", tc.task, err, r.stdout, r.stderr)
		}
		if out.Data.TaskType != tc.want {
			t.Errorf("route %q: task type %s, want %s", tc.task, out.Data.TaskType, tc.want)
		}
	}
}

// TestSessionStartOrder: a session start has no task words. The memories
// tagged always come first; then, of the other high-confidence rules, the
// one other memories build on (depends_on), then the most recently updated,
// the id breaking only a tie. By id alone, whichever rules sorted first
// alphabetically were every session's bodies.
func TestSessionStartOrder(t *testing.T) {
	ws := t.TempDir()
	if r := runCLI(t, ws, "", nil, "init"); r.code != 0 {
		t.Fatalf("init: %d %s", r.code, r.stderr)
	}
	rule := func(id, extra, updated string) {
		addMemory(t, ws, "rules/"+id+".md", "id: "+id+"\ntype: rule\nconfidence: high\nupdated: "+updated+"\n"+extra, "Rule "+id)
	}
	rule("aaa-old", "", "2025-01-01")
	rule("ccc-uses-base", "depends_on: [zzz-base]\n", "2025-01-01")
	rule("ddd-uses-base", "depends_on: [zzz-base]\n", "2025-01-01")
	rule("mmm-recent", "", "2026-11-30")
	rule("yyy-always", "tags: [always]\n", "2024-01-01")
	rule("zzz-base", "", "2025-01-01")
	r := runCLI(t, ws, "", nil, "route", "--json", "--limit", "10", "session start")
	var out struct {
		Data struct {
			Entries []struct {
				ID string `json:"id"`
			} `json:"entries"`
		} `json:"data"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("route: %v\n%s%s", err, r.stdout, r.stderr)
	}
	var got []string
	for _, e := range out.Data.Entries {
		got = append(got, e.ID)
	}
	want := []string{"yyy-always", "zzz-base", "mmm-recent", "aaa-old", "ccc-uses-base", "ddd-uses-base"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("session start loads\n  %v\nwant\n  %v", got, want)
	}
}

// TestSavedAlwaysRuleIsNoSessionMarker: the tag always (or session-start)
// loads a memory first at every session start, ahead of the rules others
// build on. A save picked a rule's longer words as its tags, "always" among
// them when the rule had few longer words: "Always run python manage.py
// makemigrations --check before committing model changes" was always
// loaded, a longer "Always …" rule was not. A save's tags are its topic
// words, never the marker, which the human gives as a trigger.
func TestSavedAlwaysRuleIsNoSessionMarker(t *testing.T) {
	ws := t.TempDir()
	home := []string{"HOME=" + filepath.Join(ws, "home")}
	if r := runCLI(t, ws, "", home, "init"); r.code != 0 {
		t.Fatalf("init: %d %s", r.code, r.stderr)
	}
	for _, text := range []string{
		"Always run python manage.py makemigrations --check before committing model changes",
		"Never call external HTTP services from a model's save() method; use a task",
		"Run the session-start checklist before pairing",
	} {
		if r := runCLI(t, ws, "", home, "save", "--force", text); r.code != 0 {
			t.Fatalf("save %q: %d %s", text, r.code, r.stderr)
		}
	}
	r := runCLI(t, ws, "", home, "save", "--force", "TYPE: rule | TEXT: Read the on-call handbook first | TRIGGERS: session-start")
	if r.code != 0 {
		t.Fatalf("save with trigger: %d %s", r.code, r.stderr)
	}
	out := runCLI(t, ws, "", home, "route", "--limit", "10", "session start").stdout
	lines := strings.Split(out, "\n")
	var always []string
	for _, l := range lines {
		if strings.Contains(l, "always loaded at session start") {
			always = append(always, l)
		}
	}
	if len(always) != 1 || !strings.Contains(always[0], "on-call-handbook") {
		t.Errorf("session start: want only the memory with the session-start trigger always loaded\n%s", out)
	}
	if !strings.Contains(out, "always-run-python-manage-py-makemigrations") {
		t.Errorf("session start: the Always rule is a high-confidence rule and loads\n%s", out)
	}
}
