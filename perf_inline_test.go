package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestInlineReadsMatchReference runs one conversation against a server with
// the speed-ups (read tools served inline, perf_inline.go; envelopes written
// around the result's bytes, perf_envelope.go; the quiet check in one epoll
// wait, perf_quietpoll_linux.go; status kept per view, perf_status.go;
// params read by a scan, perf_params.go) and one with ENGRAM_NO_CACHE=1, each on its own
// copy of a store changed the same way between calls (a memory edited, one
// added with its hash, one removed), and wants the same answers byte for
// byte. Requests sent together (no wait between them) are compared by id:
// the reference path may answer them in any order. A stale view served
// inline after a change fails it, and so does an envelope that differs from
// json.Marshal's (the ids with <, & are sent for that).
func TestInlineReadsMatchReference(t *testing.T) {
	t.Parallel()
	run := func(noCache bool) []string {
		ws := t.TempDir()
		writeTestStore(t, ws, smallStore, `"backend"`)
		env := append(speedUpEnv(t), "ENGRAM_NOW=2026-12-01T10:00:00Z")
		if noCache {
			env = append(env, "ENGRAM_NO_CACHE=1")
		}
		p := startBenchProc(t, testServerBinary, []string{"--workspace", ws}, env, ws)
		defer p.close()
		var out []string
		norm := func(b []byte) string { return strings.ReplaceAll(string(b), ws, "$WS") }
		p.call(t, benchInitialize)
		p.notify(t, benchInitialized)
		reads := func(id int) {
			for _, line := range []string{
				benchToolCall(id, "engram_status", map[string]any{}),
				benchToolCall(id+1, "engram_search", map[string]any{"query": "release backend services"}),
				benchToolCall(id+2, "engram_load", map[string]any{"query": "add a postgres migration"}),
				benchToolCall(id+3, "engram_route", map[string]any{"query": "release the console"}),
				benchToolCall(id+4, "engram_search", map[string]any{"query": 5}),    // a type error
				benchToolCall(id+5, "engram_status", map[string]any{"extra": true}), // an unknown argument
				`{"jsonrpc":"2.0","id":"<&>` + itoa(id) + `","method":"tools/call","params":{"name":"engram_status","arguments":{}}}`,
				`{"jsonrpc":"2.0","id":` + itoa(id+6) + `,"method":"tools/call","params":{"name":"engram_status"}}`,
				`{"jsonrpc":"2.0","id":` + itoa(id+7) + `,"method":"tools/call","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}},"name":"engram_search","arguments":{"query":"csrf"}}}`,
			} {
				out = append(out, norm(p.call(t, line)))
			}
			for _, line := range oddParamsLines(id + 8) {
				out = append(out, norm(p.call(t, line)))
			}
		}
		reads(10)
		root := filepath.Join(ws, ".agents", ".engram")
		edit := filepath.Join(root, "rules", "csrf-protection.md")
		data, err := os.ReadFile(edit)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(edit, bytes.ReplaceAll(data, []byte("CSRF token header"), []byte("CSRF token header and the origin check")), 0o644)
		reads(30) // the edited memory no longer matches its hash
		addMemory(t, ws, "rules/release-freeze.md", "id: release-freeze\ntype: rule\nscope: workspace\ntags: [release]\n", "Release freeze on Fridays")
		reads(50)
		os.Remove(filepath.Join(root, "skills", "release-services.md"))
		reads(70)
		// Sent together: compared by id, not by order.
		var batch []string
		for i := 0; i < 6; i++ {
			if _, err := p.in.Write([]byte(benchToolCall(90+i, "engram_search", map[string]any{"query": "release"}) + "\n")); err != nil {
				t.Fatal(err)
			}
		}
		for i := 0; i < 6; i++ {
			ans, err := p.out.ReadBytes('\n')
			if err != nil {
				t.Fatal(err)
			}
			batch = append(batch, norm(ans))
		}
		sort.Strings(batch)
		out = append(out, batch...)
		// A file that does not parse and one of an unknown type: status
		// lists both (perf_status.go keeps its answer per view).
		os.WriteFile(filepath.Join(root, "rules", "broken.md"), []byte("---\nid: [broken\n---\n"), 0o644)
		addMemory(t, ws, "rules/odd-kind.md", "id: odd-kind\ntype: recipe\nscope: workspace\ntags: [odd]\n", "An odd kind")
		reads(110)
		return out
	}
	ref, fast := run(true), run(false)
	if len(ref) != len(fast) {
		t.Fatalf("%d answers with ENGRAM_NO_CACHE=1, %d without", len(ref), len(fast))
	}
	for i := range ref {
		if ref[i] != fast[i] {
			t.Errorf("answer %d differs:\nreference: %.600s\nfast:      %.600s", i, ref[i], fast[i])
		}
	}
}

// oddParamsLines are tools/call requests whose params the scan leaves to
// encoding/json (perf_params.go): a name in another case, duplicates,
// null arguments, escapes, _meta in capitals. Their ids are id to id+5.
func oddParamsLines(id int) []string {
	return []string{
		`{"jsonrpc":"2.0","id":` + itoa(id) + `,"method":"tools/call","params":{"Name":"engram_status","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":` + itoa(id+1) + `,"method":"tools/call","params":{"name":"engram_search","name":"engram_status","arguments":{"query":"x"},"arguments":{}}}`,
		`{"jsonrpc":"2.0","id":` + itoa(id+2) + `,"method":"tools/call","params":{"name":"engram_status","arguments":null}}`,
		`{"jsonrpc":"2.0","id":` + itoa(id+3) + `,"method":"tools/call","params":{"name":"engram_st\u0061tus","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":` + itoa(id+4) + `,"method":"tools/call","params":{"_META":{"io.modelcontextprotocol/protocolVersion":"1999-01-01"},"name":"engram_status","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":` + itoa(id+5) + `,"method":"tools/c\u0061ll","params":{"name":"engram_status","arguments":{}}}`,
	}
}

// signalWriter is a server's stdout that says when each answer is written.
type signalWriter struct{ ch chan struct{} }

func (w *signalWriter) Write(p []byte) (int, error) {
	w.ch <- struct{}{}
	return len(p), nil
}

// BenchmarkTrivialCall is engram_status on the 5-memory fixture through
// the session's reader (handleLine) in process, answered into a pipe-less
// writer: the per-request overhead without the pipes, with each speed-up
// of the request path turned off in turn (perf_inline.go,
// perf_envelope.go, perf_quietpoll_linux.go) and all of them. Over stdio the same call is
// measured against the echo server by TestBenchmarkShapes.
func BenchmarkTrivialCall(b *testing.B) {
	ws, home := b.TempDir(), b.TempDir()
	writeTestStore(b, ws, smallStore[:5], `"backend"`)
	env := map[string]string{"HOME": home, "ENGRAM_CONFIG_DIR": filepath.Join(home, ".engram"),
		"ENGRAM_GLOBAL_DIR": filepath.Join(home, ".engram", "global"), "GOGC": "100"} // GOGC: no memory bound on the test process
	for _, v := range []struct {
		name                   string
		inline, envelope, poll bool
	}{{"all", true, true, true}, {"no-inline", false, true, true}, {"no-envelope", true, false, true}, {"no-poll", true, true, false}, {"none", false, false, false}} {
		b.Run(v.name, func(b *testing.B) {
			saved := [3]bool{inlineOn, envelopeOn, quietPollOn}
			inlineOn, envelopeOn, quietPollOn = v.inline, v.envelope, v.poll
			defer func() { inlineOn, envelopeOn, quietPollOn = saved[0], saved[1], saved[2] }()
			out := &signalWriter{ch: make(chan struct{}, 1)}
			e := newEnv(strings.NewReader(""), out, io.Discard)
			e.getenv = func(k string) string { return env[k] }
			s := &session{e: e, opts: serverOptions{workspace: ws}, out: &lineWriter{w: out}, views: newViewCache(e, ws),
				inflight: map[string][]*inflightCall{}, outbound: map[string]chan *jsonrpcMessage{}, slots: make(chan struct{}, maxInFlight)}
			defer s.views.close()
			e.views = s.views
			s.handleLine([]byte(benchInitialize))
			<-out.ch
			s.handleLine([]byte(benchInitialized))
			line := []byte(benchToolCall(7, "engram_status", map[string]any{}))
			for range 5 {
				s.handleLine(line)
				<-out.ch
			}
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				s.handleLine(line)
				<-out.ch
			}
			b.StopTimer()
			s.wg.Wait()
		})
	}
}

// TestInlineViewTakenOnce: a request served inline uses the view the reader
// checked, once; when it runs again (retryStale, after a memory's file
// changed under it) it asks the view cache, which refreshes, instead of
// reading the stale view a second time.
func TestInlineViewTakenOnce(t *testing.T) {
	ws, home := t.TempDir(), t.TempDir()
	writeTestStore(t, ws, smallStore[:3], `"backend"`)
	env := map[string]string{"HOME": home, "ENGRAM_CONFIG_DIR": filepath.Join(home, ".engram"),
		"ENGRAM_GLOBAL_DIR": filepath.Join(home, ".engram", "global"), "GOGC": "100"}
	e := newEnv(strings.NewReader(""), io.Discard, io.Discard)
	e.getenv = func(k string) string { return env[k] }
	s := &session{e: e, opts: serverOptions{workspace: ws}, views: newViewCache(e, ws)}
	defer s.views.close()
	checked := &storeView{}
	c := &toolCall{r: &request{s: s, msg: &jsonrpcMessage{inline: &inlineRead{view: checked}}}}
	if v, err := c.view(); err != nil || v != checked {
		t.Fatalf("first view: %p, %v; want the reader's %p", v, err, checked)
	}
	v, err := c.view()
	if err != nil || v == checked || v == nil || len(v.s.entries) != 3 {
		t.Fatalf("second view: %p, %v; want the view cache's, with 3 memories", v, err)
	}
}
