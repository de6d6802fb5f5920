package main

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"testing"
)

// This file is the tests' MCP client: a spawned engram-mcp spoken to one
// request at a time, or line by line, as a host would.

// mcpProc is an engram-mcp that the test talks to one request at a time
// (or pipelined, with sendRaw/readAnswers): in this process, or spawned.
type mcpProc struct {
	t      *testing.T
	cmd    *exec.Cmd     // the spawned server; nil in process
	done   chan struct{} // closed when the in-process server returns
	outR   *os.File      // the in-process server's stdout, read end
	stdin  io.WriteCloser
	out    *bufio.Scanner
	modern bool
	nextID int
	// notifications are the methods of the server's notifications so far.
	notifications []string
}

// startMCP starts engram-mcp on workspace with the variables env.
// legacyVersion "" means MCP 2026-07-28 (every request carries the modern
// _meta); otherwise the session is initialized with that version. The
// server runs in this process, as runCLI runs commands, on real pipes, and
// is spawned where env needs a process of its own (inProcessEnv);
// spawnMCP always spawns, for tests of what only processes do.
func startMCP(t *testing.T, workspace string, env []string, legacyVersion string) *mcpProc {
	t.Helper()
	if !inProcessEnv(env) {
		return spawnMCP(t, workspace, env, legacyVersion)
	}
	p := &mcpProc{t: t, modern: legacyVersion == "", done: make(chan struct{})}
	inR, inW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	// GOGC set: the server leaves the collector alone (memlimit.go), which
	// in process would be the test binary's, shared by every test.
	e := envOf(append([]string{"GOGC=100"}, env...), inR, outW, os.Stderr)
	go func() {
		defer close(p.done)
		dispatch(e, []string{"engram-mcp", "--workspace", workspace})
		outW.Close()
		inR.Close()
	}()
	p.stdin, p.outR, p.out = inW, outR, answerScanner(outR)
	return p.begin(legacyVersion)
}

// spawnMCP is startMCP in a spawned engram-mcp.
// startMCPInEra is startMCP for a test run in both eras: "legacy" is a
// 2025-11-25 session, any other era the modern one.
func startMCPInEra(t *testing.T, workspace string, env []string, era string) *mcpProc {
	t.Helper()
	legacy := ""
	if era == "legacy" {
		legacy = version20251125
	}
	return startMCP(t, workspace, env, legacy)
}

func spawnMCP(t *testing.T, workspace string, env []string, legacyVersion string) *mcpProc {
	t.Helper()
	cmd := exec.Command(testServerBinary, "--workspace", workspace)
	cmd.Env = env
	cmd.Stderr = os.Stderr
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &mcpProc{t: t, cmd: cmd, stdin: stdin, out: answerScanner(stdout), modern: legacyVersion == ""}
	return p.begin(legacyVersion)
}

func answerScanner(r io.Reader) *bufio.Scanner {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 8<<20)
	return sc
}

// begin registers the server's end with the test and initializes a legacy
// session.
func (p *mcpProc) begin(legacyVersion string) *mcpProc {
	p.t.Helper()
	p.t.Cleanup(p.close)
	if !p.modern {
		p.mustCall("initialize", map[string]any{"protocolVersion": legacyVersion, "capabilities": map[string]any{},
			"clientInfo": map[string]any{"name": "resources_test", "version": "1"}})
		p.sendRaw(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	}
	return p
}

// close ends the server's input and waits until it has returned (or
// exited): what it writes on the way is on disk when close returns.
func (p *mcpProc) close() {
	p.stdin.Close()
	if p.cmd != nil {
		p.cmd.Wait()
		return
	}
	<-p.done
	p.outR.Close()
}

func (p *mcpProc) sendRaw(line string) {
	if _, err := io.WriteString(p.stdin, line+"\n"); err != nil {
		p.t.Fatal(err)
	}
}

// request renders one request line, adding the modern _meta when needed.
func (p *mcpProc) request(method string, params map[string]any) (int, string) {
	p.nextID++
	if params == nil {
		params = map[string]any{}
	}
	if p.modern {
		params["_meta"] = map[string]any{metaProtocolVersion: version20260728, metaClientCapabilities: map[string]any{}}
	}
	data, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": p.nextID, "method": method, "params": params})
	return p.nextID, string(data)
}

type testAnswer struct {
	ID     int             `json:"id"`
	Result json.RawMessage `json:"result"`
	Error  *wireError      `json:"error"`
}

func (p *mcpProc) readAnswer() testAnswer {
	p.t.Helper()
	for {
		if !p.out.Scan() {
			p.t.Fatalf("engram-mcp closed stdout: %v", p.out.Err())
		}
		var a testAnswer
		if err := json.Unmarshal(p.out.Bytes(), &a); err != nil {
			p.t.Fatalf("not JSON: %q", p.out.Text())
		}
		// The server's notifications (resources/list_changed after a legacy
		// commit) are not answers; p.notifications keeps them.
		var n struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		if json.Unmarshal(p.out.Bytes(), &n) == nil && n.Method != "" && len(n.ID) == 0 {
			p.notifications = append(p.notifications, n.Method)
			continue
		}
		return a
	}
}

func (p *mcpProc) call(method string, params map[string]any) testAnswer {
	p.t.Helper()
	id, line := p.request(method, params)
	p.sendRaw(line)
	a := p.readAnswer()
	if a.ID != id {
		p.t.Fatalf("answer for id %d, want %d", a.ID, id)
	}
	return a
}

func (p *mcpProc) mustCall(method string, params map[string]any) json.RawMessage {
	p.t.Helper()
	a := p.call(method, params)
	if a.Error != nil {
		p.t.Fatalf("%s: error %d %s", method, a.Error.Code, a.Error.Message)
	}
	return a.Result
}

// startLineProc starts engram-mcp in a scratch environment for tests that
// write raw lines (no initialize is sent).
func startLineProc(t *testing.T, ws string, env []string) *mcpProc {
	t.Helper()
	return startMCP(t, ws, append(scratchEnv(t), env...), "")
}

// callRaw writes one raw line and returns the next answer, decoded loosely.
func (p *mcpProc) callRaw(t *testing.T, line string) map[string]any {
	t.Helper()
	p.sendRaw(line)
	if !p.out.Scan() {
		t.Fatalf("no answer to %s", line)
	}
	var m map[string]any
	if err := json.Unmarshal(p.out.Bytes(), &m); err != nil {
		t.Fatalf("not JSON: %s", p.out.Text())
	}
	return m
}
