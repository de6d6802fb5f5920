package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"
	"time"
)

// TestCancelReachesEveryCallOfAnID: MCP forbids reusing a request id in a
// session, but a client that sends two engram_save calls under one id
// while both wait on their approval dialogs could cancel neither: the
// second call's cancel replaced the first's in one slot per id, so
// notifications/cancelled reached only the second, and the first, answered
// later, wrote its memory. A cancel of the id now stops both calls: no
// answer, nothing written, even if the dialogs are then accepted.
func TestCancelReachesEveryCallOfAnID(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	p := spawnMCP(t, ws, append(scratchEnv(t), "ENGRAM_ELICITATION_TIMEOUT=2m"), "")
	p.sendRaw(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"elicitation":{"form":{}}},"clientInfo":{"name":"t","version":"1"}}}`)
	p.sendRaw(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"engram_save","arguments":{"text":"The billing worker runs on three replicas"}}}`)
	first := bareDialogRequest(t, p)
	p.sendRaw(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"engram_save","arguments":{"text":"The invoice exporter runs nightly at two"}}}`)
	second := bareDialogRequest(t, p)
	p.sendRaw(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2}}`)
	for _, ask := range []json.RawMessage{first, second} {
		p.sendRaw(`{"jsonrpc":"2.0","id":` + string(ask) + `,"result":{"action":"accept","content":{"c1":true}}}`)
	}
	p.sendRaw(`{"jsonrpc":"2.0","id":3,"method":"ping"}`)
	p.stdin.Close() // the server answers what it still owes, then exits
	for p.out.Scan() {
		var m struct {
			ID json.RawMessage `json:"id"`
		}
		if json.Unmarshal(p.out.Bytes(), &m) == nil && string(m.ID) == "2" {
			t.Errorf("a cancelled call was answered: %s", p.out.Text())
		}
	}
	p.close()
	for _, q := range []string{"billing worker replicas", "invoice exporter nightly"} {
		if r := runCLI(t, ws, "", nil, "search", q); strings.Contains(r.stdout, "three-replicas") || strings.Contains(r.stdout, "nightly-at-two") {
			t.Errorf("a cancelled call wrote its memory (search %q):\n%s", q, r.stdout)
		}
	}
}

// TestCancelReadBeforeTheAnswerWins: a dialog answer read after the call's
// notifications/cancelled is not taken. The reader applies the cancel before
// it reads the next line, so the call's context is done when the answer
// reaches it, and both were ready in askClient's select, which picks one at
// random: on a loaded machine, where the waiting goroutine had not run
// between the two lines, the accept won half the time and the cancelled
// call wrote its memory (TestCancelReachesEveryCallOfAnID failed 1 run in 8
// at load 25, stop 61). Here the answer is delivered as the request is
// written, after the cancel, so both are ready before askClient waits; 64
// rounds fail on the parent with probability 1 - 2^-64.
func TestCancelReadBeforeTheAnswerWins(t *testing.T) {
	t.Parallel()
	for range 64 {
		s := &session{e: newEnv(strings.NewReader(""), io.Discard, &bytes.Buffer{}),
			inflight: map[string][]*inflightCall{}, outbound: map[string]chan *jsonrpcMessage{}}
		s.out = &lineWriter{w: answerOnWrite{s}}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		r := &request{s: s, msg: &jsonrpcMessage{JSONRPC: "2.0", ID: json.RawMessage("2")}, era: s.legacyEra(), ctx: ctx}
		resp, err := r.askClient("elicitation/create", map[string]any{"message": "?"}, time.Minute)
		if !errors.Is(err, context.Canceled) || resp != nil {
			t.Fatalf("an answer read after the cancel was taken: %+v, %v", resp, err)
		}
	}
}

// answerOnWrite answers each elicitation/create it is given with an accept,
// as a client whose answer follows its cancel on the wire.
type answerOnWrite struct{ s *session }

func (a answerOnWrite) Write(p []byte) (int, error) {
	var m jsonrpcMessage
	if json.Unmarshal(p, &m) == nil && m.Method == "elicitation/create" {
		a.s.deliverResponse(&jsonrpcMessage{JSONRPC: "2.0", ID: m.ID, Result: json.RawMessage(`{"action":"accept","content":{"c1":true}}`)})
	}
	return len(p), nil
}
