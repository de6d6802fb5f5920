package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestHeadVerbIsNotUnknownInSmallStore: in a new team's first-week store
// (starters/nextjs, nine memories), "Fix the hydration error on the
// dashboard page" loaded nothing: "no memory mentions Fix, hydration or
// error". The verb that opens an imperative is the task's kind, not
// information the store lacks; the memories about the dashboard's pages
// load. Tasks nothing covers still load nothing, opening verb or not.
func TestHeadVerbIsNotUnknownInSmallStore(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	copyTree(t, filepath.Join("testdata", "eval", "starters", "nextjs", "store"), ws)
	for _, tc := range []struct {
		task, want string
	}{
		{"Fix the hydration error on the dashboard page", "app-router"},
		{"Write the launch tweet", ""},
		{"Order stickers for the conference booth", ""},
		{"Update the favicon", ""},
	} {
		r := spawnCLI(t, ws, "", nil, "route", tc.task, "--workspace", ws)
		if r.code != 0 {
			t.Fatalf("route %q: exit %d %s", tc.task, r.code, r.stderr)
		}
		abstained := strings.Contains(r.stdout, "no memory matched")
		switch {
		case tc.want == "" && !abstained:
			t.Errorf("route %q: want no memory matched:\n%s", tc.task, r.stdout)
		case tc.want != "" && (abstained || !strings.Contains(r.stdout, ". "+tc.want+" (")):
			t.Errorf("route %q: want %s routed:\n%s", tc.task, tc.want, r.stdout)
		}
	}
}

func TestHeadVerbs(t *testing.T) {
	for q, want := range map[string]string{
		"Write tests for the invoice PDF generator":          "writ",
		"Can you please add an endpoint for refunds":         "add",
		"The login form submits twice. Fix it":               "fix",
		"Check the update server's logs":                     "",
		"Bump lodash; then remove the old polyfill":          "remov",
		"the app freezes when loading recipes, fix it today": "",
	} {
		var got string
		for v := range headVerbs(q) {
			got += v
		}
		if got != want {
			t.Errorf("headVerbs(%q) = %q, want %q", q, got, want)
		}
	}
}
