package main

import (
	"bufio"
	"encoding/json"
	"io"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// lineProc is a spawned engram-mcp spoken to line by line.
type lineProc struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

func startLineProc(t *testing.T, ws string, env []string, args ...string) *lineProc {
	t.Helper()
	cmd := exec.Command(testServerBinary, append([]string{"--workspace", ws}, args...)...)
	cmd.Env = append(scratchEnv(t), env...)
	in, _ := cmd.StdinPipe()
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &lineProc{cmd: cmd, in: in, out: bufio.NewScanner(out)}
	p.out.Buffer(make([]byte, 1<<20), 8<<20)
	t.Cleanup(p.stop)
	return p
}

func (p *lineProc) stop() {
	p.in.Close()
	done := make(chan struct{})
	go func() { p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		p.cmd.Process.Kill()
	}
}

// call sends one request and returns the decoded response.
func (p *lineProc) call(t *testing.T, line string) map[string]any {
	t.Helper()
	io.WriteString(p.in, line+"\n")
	if !p.out.Scan() {
		t.Fatalf("no answer to %s", line)
	}
	var m map[string]any
	if err := json.Unmarshal(p.out.Bytes(), &m); err != nil {
		t.Fatalf("not JSON: %s", p.out.Text())
	}
	return m
}

const modernMeta = `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{"elicitation":{"form":{}}}}`

func modernSave(state string) string {
	extra := ""
	if state != "" {
		extra = `,"requestState":"` + state + `","inputResponses":{"approval":{"action":"accept","content":{"c1":true}}}`
	}
	return `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{` + modernMeta + `,"name":"engram_save","arguments":{"text":"The billing worker runs on three replicas"}` + extra + `}}`
}

// TestRequestStateLifetime: a state from an earlier server process, or one
// past its expiry, is -32602 and writes nothing.
func TestRequestStateLifetime(t *testing.T) {
	tests := []struct {
		name    string
		env     []string
		restart bool
		wait    time.Duration
		want    string
	}{
		{name: "previous process", restart: true, want: "failed verification"},
		{name: "expired", env: []string{"ENGRAM_REQUEST_STATE_TTL=1s"}, wait: 2100 * time.Millisecond, want: "expired"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := fixtureWorkspace(t)
			p := startLineProc(t, ws, tt.env)
			first := p.call(t, modernSave(""))
			res, _ := first["result"].(map[string]any)
			state, _ := res["requestState"].(string)
			if res["resultType"] != "input_required" || state == "" {
				t.Fatalf("first call: %v", first)
			}
			if tt.restart {
				p.stop()
				p = startLineProc(t, ws, tt.env)
			}
			time.Sleep(tt.wait)
			second := p.call(t, modernSave(state))
			errObj, _ := second["error"].(map[string]any)
			if errObj == nil || errObj["code"] != float64(codeInvalidParams) || !strings.Contains(errObj["message"].(string), tt.want) {
				t.Fatalf("retry: %v", second)
			}
			if r := runCLI(t, ws, "", nil, "search", "billing worker replicas"); strings.Contains(r.stdout, "three-replicas") {
				t.Error("a refused state wrote the memory")
			}
		})
	}
}
