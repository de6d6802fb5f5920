package main

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

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
	t.Parallel()
	tests := []struct {
		name    string
		env     []string
		restart bool
		want    string
	}{
		{name: "previous process", restart: true, want: "failed verification"},
		// Expiry is in whole seconds and a state expires at the start of
		// its second, so one nanosecond has passed by the retry: no sleep.
		{name: "expired", env: []string{"ENGRAM_REQUEST_STATE_TTL=1ns"}, want: "expired"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := fixtureWorkspace(t)
			env := append(scratchEnv(t), tt.env...)
			// Spawned: a request state is bound to the process that issued it.
			p := spawnMCP(t, ws, env, "")
			p.sendRaw(modernSave(""))
			var first struct {
				ResultType   string `json:"resultType"`
				RequestState string `json:"requestState"`
			}
			if a := p.readAnswer(); a.Error != nil || json.Unmarshal(a.Result, &first) != nil || first.ResultType != "input_required" || first.RequestState == "" {
				t.Fatalf("first call: %+v", a)
			}
			if tt.restart {
				p.close()
				p = spawnMCP(t, ws, env, "")
			}
			p.sendRaw(modernSave(first.RequestState))
			if a := p.readAnswer(); a.Error == nil || a.Error.Code != codeInvalidParams || !strings.Contains(a.Error.Message, tt.want) {
				t.Fatalf("retry: %+v", a)
			}
			if r := runCLI(t, ws, "", nil, "search", "billing worker replicas"); strings.Contains(r.stdout, "three-replicas") {
				t.Error("a refused state wrote the memory")
			}
		})
	}
}

// TestOpenDialogEndsWithStdin: a host that closes stdin while engram waits
// for an approval dialog's answer gets a server that exits at once (MCP
// stdio shutdown: close stdin, wait for the exit), not one that waits out
// the dialog's timeout. Nothing is written.
func TestOpenDialogEndsWithStdin(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	// The timeout is far longer than the test allows the exit to take.
	env := append(scratchEnv(t), "ENGRAM_ELICITATION_TIMEOUT=2m")
	p := spawnMCP(t, ws, env, "")
	p.sendRaw(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"elicitation":{"form":{}}},"clientInfo":{"name":"t","version":"1"}}}`)
	p.sendRaw(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"engram_save","arguments":{"text":"The billing worker runs on three replicas"}}}`)
	for p.out.Scan() {
		if strings.Contains(p.out.Text(), `"method":"elicitation/create"`) {
			break
		}
	}
	p.stdin.Close()
	exited := make(chan error, 1)
	go func() { exited <- p.cmd.Wait() }()
	select {
	case err := <-exited:
		if err != nil {
			t.Fatalf("engram-mcp exited with %v", err)
		}
	case <-time.After(20 * time.Second):
		p.cmd.Process.Kill()
		t.Fatal("engram-mcp still runs 20 s after stdin closed, waiting for a dialog nobody can answer")
	}
	if r := runCLI(t, ws, "", nil, "search", "billing worker replicas"); strings.Contains(r.stdout, "three-replicas") {
		t.Error("closing stdin during the dialog wrote the memory")
	}
}
