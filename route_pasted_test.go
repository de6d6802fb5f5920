package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestPastedStems: the lines a program wrote (a prompt, a stack frame, an
// error or test-runner header, a timestamped or key=value log line, JSON,
// a fenced block) are told from the asker's prose; a word the prose says
// too is the asker's, and a task of one line, or all output, has none.
func TestPastedStems(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		task   string
		pasted []string // words whose stems pastedStems must hold
		prose  []string // words whose stems it must not
	}{
		{"$ kubectl exec historian-0 -- psql\nclean the historian", []string{"kubectl", "psql"}, []string{"historian", "clean"}},
		{"panic: runtime error: index out of range\n\ngoroutine 7 [running]:\nmain.(*Poller).poll(0x0)\n\t/build/gw/poller.go:211 +0x54\nthe gateway crashes",
			[]string{"panic", "goroutine", "poller"}, []string{"gateway", "crashes"}},
		{"Traceback (most recent call last):\n  File \"bids/submit.py\", line 88, in submit\nrequests.exceptions.HTTPError: 401 Client Error\nthe bids did not go",
			[]string{"traceback", "requests"}, []string{"bids"}},
		{"--- FAIL: TestLockout (0.01s)\n    lockout_test.go:63: reset accepted\nfix the regression", []string{"lockout", "accepted"}, []string{"regression"}},
		{"2026-12-01T17:31:02Z WARN dispatch instruction ack_after=74s\nwe acknowledged late", []string{"dispatch", "instruction"}, []string{"acknowledged"}},
		{"level=warn msg=refused vehicle=LB-B-00912\nhow do I get it back", []string{"refused"}, nil},
		{"{\"level\":\"info\",\"rider_email\":\"a@b.c\"}\nis this log line ok", []string{"rider"}, []string{"log"}},
		{"```diff\n-\tif gap > limit {\n+\tif gap > other {\n```\nthe gap check smooths charts", []string{"limit"}, []string{"gap", "chart"}},
		{"npm ERR! code ERESOLVE\nmake: *** [test] Error 1\nthe map library update is broken", []string{"ERESOLVE"}, []string{"map"}},
		// A line of prose that names an error is the asker's.
		{"The error page needs a retry button.\nAlso the login form is slow.", nil, []string{"error", "login"}},
		// One line, or nothing but output: no prose to judge by.
		{"panic: runtime error: index out of range in poller.go:211", nil, []string{"panic"}},
		{"$ go test ./...\nFAIL\tgithub.com/acme/gw\t0.4s", nil, []string{"acme"}},
	} {
		got := pastedStems(c.task)
		for _, w := range c.pasted {
			if w = terms(w)[0]; !got[w] {
				t.Errorf("%q: %q not pasted; got %v", c.task, w, got)
			}
		}
		for _, w := range c.prose {
			if w = terms(w)[0]; got[w] {
				t.Errorf("%q: %q pasted; want the asker's", c.task, w)
			}
		}
	}
}

// TestPastedOutputIsHalfUnknown: a command and its output pasted above the
// asker's sentence loaded nothing: kubectl, exec, psql, DELETE and the
// pod's name counted as unknown in full against the raw-data rule the
// sentence is about (stop 53). Output that shares only "Error" with the
// store, over a sentence it lacks, still loads nothing.
func TestPastedOutputIsHalfUnknown(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	copyTree(t, filepath.Join("testdata", "eval", "skerrow", "store"), ws)
	for _, c := range []struct{ task, want string }{
		{"$ kubectl -n historian exec -it historian-0 -- psql -c 'DELETE FROM samples WHERE signal_id=8812'\n" +
			"the signal was mapped to the wrong turbine, clean it", "1. raw-data-immutable "},
		{"$ brew install colima\nError: Cannot install in Homebrew on ARM processor in Intel default prefix (/usr/local)!\n" +
			"setting up my new laptop", "no memory matched"},
	} {
		r := spawnCLI(t, ws, "", nil, "route", c.task, "--workspace", ws)
		if r.code != 0 || !strings.Contains(r.stdout, c.want) {
			t.Errorf("route %q: exit %d, want %q:\n%s", c.task, r.code, c.want, r.stdout)
		}
	}
}
