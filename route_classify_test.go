package main

import (
	"encoding/json"
	"path/filepath"
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
