package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"
)

// TestPreloadHoldsViewFirst: a request read right after the first answer
// meets the view the preload builds in full (memories and route index),
// on one CPU and on two, where the request's goroutine would otherwise
// take the view without its index whenever it ran before the preload's
// (always on one CPU; on two when the preload's goroutine is not yet
// running, as here, where the request is asked for at once), leaving the
// preload to build the index under the view's lock while the next write
// waited for it (perf_preload.go). A write's view is asked for as a write
// asks (getHolding without the index): with the preload first it has its
// index.
func TestPreloadHoldsViewFirst(t *testing.T) {
	defer func(on bool) { preloadFirstOn = on }(preloadFirstOn)
	preloadFirstOn = true
	for _, procs := range []int{1, 2} {
		ws, home := fixtureWorkspace(t), t.TempDir()
		env := map[string]string{"HOME": home, "ENGRAM_CONFIG_DIR": filepath.Join(home, ".engram"),
			"ENGRAM_GLOBAL_DIR": filepath.Join(home, ".engram", "global"), "GOGC": "100"}
		e := newEnv(strings.NewReader(""), io.Discard, io.Discard)
		e.getenv = func(k string) string { return env[k] }
		s := &session{e: e, opts: serverOptions{workspace: ws}, out: &lineWriter{w: io.Discard}, views: newViewCache(e, ws),
			inflight: map[string][]*inflightCall{}, outbound: map[string]chan *jsonrpcMessage{}, slots: make(chan struct{}, maxInFlight)}
		e.views = s.views
		old := runtime.GOMAXPROCS(procs)
		s.handleLine([]byte(benchInitialize))
		s.preload()
		v, err := s.views.getHolding("", false)
		s.wg.Wait()
		runtime.GOMAXPROCS(old)
		s.views.close()
		if err != nil {
			t.Fatal(err)
		}
		if v.ri == nil {
			t.Errorf("GOMAXPROCS %d: the first write's view came without its route index: the write ran before the preload, which then built the index holding the view's lock", procs)
		}
	}
}

// TestColdCommitVerdictsMatchWarm: a save and commit sent to a new server
// on a store with no prepared cache, before anything else (its view built
// during the preload, on one CPU), give the verdicts and write what the
// same calls give a warm server (prepared cache on disk, a load first).
func TestColdCommitVerdictsMatchWarm(t *testing.T) {
	t.Parallel()
	cases := []struct{ tool, text, kind, want string }{
		{"engram_save", "The billing worker runs on three replicas in production", "knowledge", "ADD"},
		{"engram_save", "Never run go vet before committing Go changes", "rule", "SUPERSEDE " + goVetID},
		{"engram_save", "Always run go vet and staticcheck before committing Go changes", "rule", "UPDATE " + goVetID},
		{"engram_save", "always run go vet before committing go changes.", "rule", "NOOP duplicate of " + goVetID},
		{"engram_save_session", "TYPE: rule | TEXT: Run go vet and golangci-lint | UPDATE: " + goVetID, "", "UPDATE " + goVetID},
	}
	env := append(scratchEnv(t), "GOMAXPROCS=1")
	verdictRe := regexp.MustCompile(`Verdict: [^\n]*`)
	tokenRe := regexp.MustCompile(tokenPrefix + `[A-Za-z0-9_-]+`)
	run := func(t *testing.T, ws string, warm bool, tool, text, kind string) (verdicts []string, commit string) {
		p := spawnMCP(t, ws, env, "2025-11-25")
		defer p.close()
		if warm {
			p.mustCall("tools/call", map[string]any{"name": "engram_load", "arguments": map[string]any{"query": "go vet"}})
		}
		args := map[string]any{"text": text}
		if kind != "" {
			args["type"] = kind
		}
		saved := string(p.mustCall("tools/call", map[string]any{"name": tool, "arguments": args}))
		var text1 struct {
			Content []struct{ Text string } `json:"content"`
		}
		json.Unmarshal([]byte(saved), &text1)
		if len(text1.Content) == 0 {
			t.Fatalf("save answered %s", saved)
		}
		verdicts = verdictRe.FindAllString(text1.Content[0].Text, -1)
		tok := tokenRe.FindString(saved)
		if tok == "" {
			t.Fatalf("no approval token in %s", saved)
		}
		var done struct {
			Structured struct {
				Data json.RawMessage `json:"data"`
			} `json:"structuredContent"`
		}
		json.Unmarshal(p.mustCall("tools/call", map[string]any{"name": "engram_commit", "arguments": map[string]any{"approval_token": tok, "approve": "all"}}), &done)
		return verdicts, strings.ReplaceAll(string(done.Structured.Data), ws, "WS")
	}
	for _, c := range cases {
		t.Run(c.want, func(t *testing.T) {
			t.Parallel()
			cold, warm := fixtureWorkspace(t), fixtureWorkspace(t)
			// The warm store's prepared cache: a first server writes it.
			p := spawnMCP(t, warm, env, "2025-11-25")
			p.mustCall("tools/call", map[string]any{"name": "engram_load", "arguments": map[string]any{"query": "go vet"}})
			p.close()
			if _, err := os.Stat(filepath.Join(storeDir(warm), prepCacheDir, prepCacheName)); err != nil && os.Getenv("ENGRAM_NO_CACHE") == "" {
				t.Fatal(err)
			}
			cv, cc := run(t, cold, false, c.tool, c.text, c.kind)
			wv, wc := run(t, warm, true, c.tool, c.text, c.kind)
			if len(cv) != 1 || cv[0] != "Verdict: "+c.want {
				t.Errorf("cold: verdicts %q, want %q", cv, c.want)
			}
			if strings.Join(cv, "\n") != strings.Join(wv, "\n") {
				t.Errorf("cold verdicts %q, warm %q", cv, wv)
			}
			if cc != wc {
				t.Errorf("cold commit wrote\n%s\nwarm\n%s", cc, wc)
			}
		})
	}
}

// TestPreloadClaimNeverStrands: the preload takes the view's lock on the
// reading goroutine and hands it to its own (perf_preload.go), on one CPU
// and on two.
// Whatever the first line is (a request before initialize, a cancellation,
// a line that is not JSON) and however soon stdin closes, a spawned server
// answers every request the reference path (ENGRAM_NO_CACHE=1) answers and
// exits: a claim that is never released, or released twice, hangs it or
// kills it.
func TestPreloadClaimNeverStrands(t *testing.T) {
	t.Parallel()
	save := benchToolCall(2, "engram_save", map[string]any{"text": "Canary rollouts wait ten minutes before promotion", "type": "rule"})
	load := benchToolCall(3, "engram_load", map[string]any{"query": "go vet before committing"})
	cancel := `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}`
	cases := []struct {
		name  string
		lines []string
	}{
		{"initialize, stdin closed", []string{benchInitialize}},
		{"a save right after initialize", []string{benchInitialize, save, load}},
		{"not JSON first", []string{"{not json", save, load}},
		{"an over-long first line", []string{strings.Repeat("x", maxLineBytes+1), save, load}},
		{"a cancellation first", []string{cancel, load, save}},
		{"a load before initialize", []string{load, benchInitialize, save}},
		{"the load cancelled at once", []string{benchInitialize, load, cancel, save}},
	}
	serve := func(t *testing.T, lines []string, noCache bool, procs string) []string {
		env := append(speedUpEnv(t), "GOMAXPROCS="+procs)
		if noCache {
			env = append(env, "ENGRAM_NO_CACHE=1")
		}
		ctx, stop := context.WithTimeout(context.Background(), 30*time.Second)
		defer stop()
		ws := fixtureWorkspace(t)
		cmd := exec.CommandContext(ctx, testServerBinary, "--workspace", ws)
		cmd.Env, cmd.Dir = env, ws
		cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil || ctx.Err() != nil {
			t.Fatalf("no-cache=%v: %v (%v)\nstderr: %s", noCache, err, ctx.Err(), errb.String())
		}
		var ids []string
		for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			var m struct {
				ID json.RawMessage `json:"id"`
			}
			if l != "" && json.Unmarshal([]byte(l), &m) == nil {
				ids = append(ids, string(m.ID))
			}
		}
		sort.Strings(ids)
		return ids
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			for _, procs := range []string{"1", "2"} {
				got, want := serve(t, c.lines, false, procs), serve(t, c.lines, true, procs)
				if slices.Index(c.lines, cancel) > slices.Index(c.lines, load) {
					// Whether a request cancelled right after it was sent is still
					// answered depends on which comes first, its answer or the
					// cancellation (both allowed by the protocol), in either path:
					// only the others' answers, and an exit, must match.
					got, want = without(got, "3"), without(want, "3")
				}
				if strings.Join(got, " ") != strings.Join(want, " ") {
					t.Errorf("GOMAXPROCS %s: answered ids %v, the reference %v", procs, got, want)
				}
			}
		})
	}
}

// without returns ids less every one equal to id.
func without(ids []string, id string) []string {
	return slices.DeleteFunc(slices.Clone(ids), func(s string) bool { return s == id })
}
