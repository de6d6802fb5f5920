package main

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// This file holds the wire to the reference path: the same lines, sent to
// the binary with its speed-ups (the hand-written member scan of
// perf_decode.go, the inline reads of perf_inline.go, the envelope of
// perf_envelope.go) and with ENGRAM_NO_CACHE=1, must be answered with the
// same lines, byte for byte, and stdout must carry nothing but JSON-RPC.
// The lines are the ones where a scan and encoding/json could part ways.

// wireCorpus is the session sent both ways: a legacy initialize (2025-03-26
// allows batches), then tricky lines; every request that is answered has
// an id of its own, so the answers can be compared as a set (requests
// served on goroutines may be answered in any order).
func wireCorpus() string {
	meta := `"_meta":{"` + metaProtocolVersion + `":"` + version20260728 + `","` + metaClientCapabilities + `":{}}`
	status := `"method":"tools/call","params":{"name":"engram_status","arguments":{}}`
	lines := []string{
		`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"` + version20250326 + `","capabilities":{},"clientInfo":{"name":"wirediff","version":"1"}}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":1,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":2,"id":3,"method":"tools/list","method":"ping"}`,
		`{"jsonrpc":"2.0","\u0069d":4,"\u006dethod":"ping"}`,
		`{"jsonrpc":"2.0","id":5,"\u006dethod":"tools/list","method":"ping"}`,
		`{"jsonrpc":"2.0","id":6,"params":{"method":"ping","id":7}}`,
		"{\"jsonrpc\":\"2.0\",\"id\":\"\xff\",\"method\":\"ping\"}",
		"{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"pi\xffng\"}",
		"{\"jsonrpc\":\"2.0\",\"id\xff\":9,\"method\":\"ping\"}",
		`{"jsonrpc":"2.0","id":123456789012345678901234567890e400,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":-0.0e-0,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":1E+3,"method":"tools/list"}`,
		`{"jsonrpc":"2.0","id":null,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}`,
		`{"jsonrpc":"2.0","id":[10],"method":"ping"}`,
		`{"jsonrpc":"2.0","id":true,"method":"ping"}`,
		"\xef\xbb\xbf" + `{"jsonrpc":"2.0","id":11,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":12,"method":"ping"} x`,
		`{"jsonrpc":"2.0","id":13,"method":"ping"}{"jsonrpc":"2.0","id":14,"method":"ping"}`,
		" \t{ \"jsonrpc\" : \"2.0\" ,\r\"id\" : 15 , \"method\" : \"ping\" } \t",
		`{"jsonrpc":"1.0","jsonrpc":"2.0","id":16,"method":"ping"}`,
		`{"jsonrpc":"2.0","jsonrpc":"1.0","id":17,"method":"ping"}`,
		`{"JSONRPC":"2.0","ID":18,"Method":"ping"}`,
		`{"jsonrpc":"2.0","id":19,"method":"ping","params":"x"}`,
		`{"jsonrpc":"2.0","id":20,"method":"ping","params":7}`,
		`{"jsonrpc":"2.0","id":21,"method":"ping","error":null}`,
		`{"jsonrpc":"2.0","id":22,"method":"ping","error":{"code":"x"}}`,
		`{"jsonrpc":"2.0","id":23,"method":7}`,
		`{"jsonrpc":"2.0","id":24,"result":{}}`,
		`{}`, `[]`, `[1]`, `null`, `"x"`, `7`, ``, `{`, "{\"jsonrpc\":\"2.0\",\"id\":25,\"method\":\"p\x00ing\"}",
		`[{"jsonrpc":"2.0","id":26,"method":"ping"},{"jsonrpc":"2.0","\u0069d":27,"method":"ping"},{"id":28}]`,
		`{"jsonrpc":"2.0","id":"<&>",` + status + `}`,
		`{"jsonrpc":"2.0","id":"\u003c\u2028\/",` + status + `}`,
		"{\"jsonrpc\":\"2.0\",\"id\":\"\u2029\"," + status + "}",
		`{"jsonrpc":"2.0","id":"a\"b}",` + status + `}`,
		`{"jsonrpc":"2.0","id":29.50,` + status + `}`,
		`{"jsonrpc":"2.0","id":30,"method":"tools/call","params":{"name":"engram_status","arguments":{},"name":"engram_search"}}`,
		`{"jsonrpc":"2.0","id":31,"method":"tools/call","params":{"name":"engram_search","arguments":{"query":"pnpm \u0000 \ud800"}}}`,
		`{"jsonrpc":"2.0","id":32,"method":"tools/call","params":{"name":"engram_load","arguments":{"query":"` + strings.Repeat("install packages ", 2000) + `"}}}`,
		`{"jsonrpc":"2.0","id":33,"method":"tools/call","params":{"name":"engram_status","arguments":{},` + meta + `}}`,
		`{"jsonrpc":"2.0","id":34,"method":"tools/call","params":{"name":"engram_route","arguments":{"query":"use pnpm to install"},` + meta + `,"_meta":{}}}`,
		`{"jsonrpc":"2.0","id":35,"method":"ping","params":` + strings.Repeat("[", 10001) + strings.Repeat("]", 10001) + `}`,
		`{"jsonrpc":"2.0","id":36,"method":"ping","params":{"x":"` + strings.Repeat("y", maxLineBytes) + `"}}`,
		`{"jsonrpc":"2.0","id":37,"method":"ping"}`,
	}
	return strings.Join(lines, "\n") + "\n"
}

// serveLines feeds input to a spawned engram-mcp on ws, waits for it to
// end (it answers every request it read before it exits) and returns its
// stdout's lines.
func serveLines(t *testing.T, ws string, env []string, input string) []string {
	t.Helper()
	cmd := exec.Command(testServerBinary, "--workspace", ws)
	cmd.Env = env
	cmd.Stdin = strings.NewReader(input)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("engram-mcp: %v\nstderr: %s", err, errb.String())
	}
	if strings.Contains(errb.String(), "panic") || strings.Contains(errb.String(), "internal error") {
		t.Errorf("engram-mcp's stderr: %s", errb.String())
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	for _, l := range lines {
		var m map[string]json.RawMessage
		if err := json.Unmarshal([]byte(l), &m); err != nil || string(m["jsonrpc"]) != `"2.0"` {
			// A batch's answer is an array of messages.
			var batch []map[string]json.RawMessage
			if json.Unmarshal([]byte(l), &batch) != nil || len(batch) == 0 {
				t.Errorf("stdout carries a line that is not JSON-RPC: %.300q", l)
			}
		}
	}
	slices.Sort(lines)
	return lines
}

// TestWireMatchesReference: see the top of the file.
func TestWireMatchesReference(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	env := speedUpEnv(t)
	input := wireCorpus()
	// Twice with the speed-ups: the second run starts from the prepared
	// cache the first one wrote.
	fast := serveLines(t, ws, env, input)
	warm := serveLines(t, ws, env, input)
	ref := serveLines(t, ws, append(env[:len(env):len(env)], "ENGRAM_NO_CACHE=1"), input)
	if len(ref) < 30 {
		t.Fatalf("the reference answered only %d lines", len(ref))
	}
	for name, got := range map[string][]string{"cold": fast, "warm": warm} {
		if !slices.Equal(got, ref) {
			for i := 0; i < max(len(got), len(ref)); i++ {
				g, r := "", ""
				if i < len(got) {
					g = got[i]
				}
				if i < len(ref) {
					r = ref[i]
				}
				if g != r {
					t.Errorf("%s: answer %d differs:\nfast: %.400q\nref:  %.400q", name, i, g, r)
				}
			}
		}
	}
}
