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

// TestWithoutFraming: a runtime's framing lines go, a frame's machine
// noise goes, and what names the code (package, file, function) and every
// line of prose stay; a task of one line is unchanged.
func TestWithoutFraming(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ task, want string }{
		{"panic: boom\n\ngoroutine 7 [running]:\ngithub.com/acme/gw/modbus.decode(0xc0001a2000, 0x3)\n\t/build/gw/modbus/decode.go:54 +0x2a1\nthe gateway dies",
			"panic: boom\n\nmodbus.decode(, )\n\tgw/modbus/decode.go:54 \nthe gateway dies"},
		{"Traceback (most recent call last):\n  File \"bids/submit.py\", line 88, in submit\nKeyError: 'site'\nbids fail",
			"  File \"bids/submit.py\", line 88, in submit\nKeyError: 'site'\nbids fail"},
		{"--- FAIL: TestReset (0.01s)\n    reset_test.go:9: got 4\nFAIL\tgithub.com/acme/gw/reset\t0.41s\nexit status 1\nfix it",
			"--- FAIL: TestReset (0.01s)\n    reset_test.go:9: got 4\nfix it"},
		// Prose keeps its paths; one line is left alone.
		{"move /build/ out of the repo\nand the github.com/acme/gw/ module too", "move /build/ out of the repo\nand the github.com/acme/gw/ module too"},
		{"goroutine 7 [running]: in github.com/acme/gw/x.go", "goroutine 7 [running]: in github.com/acme/gw/x.go"},
	} {
		if got := withoutFraming(c.task); got != c.want {
			t.Errorf("withoutFraming(%q)\n got %q\nwant %q", c.task, got, c.want)
		}
	}
	// What is left of a frame is still read as pasted, not as the asker's.
	left := pastedStems(withoutFraming("goroutine 7 [running]:\ngithub.com/acme/gw/modbus.decode(0xc0001a2000)\n" +
		"\t/build/gw/wire/decode.go:54 +0x2a1\nthe gateway dies"))
	for _, w := range []string{"modbus", "wire"} {
		if !left[w] {
			t.Errorf("%q of a frame not pasted after withoutFraming: %v", w, left)
		}
	}
}

// TestFrameWordsAreNotTheTask: a Go panic's goroutine header and the
// module host of its frames ("running", "github", "build") put the CI memory
// first and the panic's words refused it, over a sentence about the
// gateway's Modbus polling (stop 53).
func TestFrameWordsAreNotTheTask(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	copyTree(t, filepath.Join("testdata", "eval", "skerrow", "store"), ws)
	q := "panic: runtime error: slice bounds out of range [:12] with capacity 8\n\ngoroutine 7 [running]:\n" +
		"github.com/skerrow/skerrow/scada-gw/modbus.decodeRegisters(...)\n\t/build/scada-gw/modbus/decode.go:54 +0x2a1\n" +
		"the gateway dies when it polls the older Halden turbines at Rowantree"
	r := spawnCLI(t, ws, "", nil, "route", q, "--workspace", ws)
	if r.code != 0 || !strings.Contains(r.stdout, "1. scada-protocols ") {
		t.Errorf("route %q: exit %d, want scada-protocols first:\n%s", q, r.code, r.stdout)
	}
}
