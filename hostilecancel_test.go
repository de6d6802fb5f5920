package main

import (
	"encoding/json"
	"strings"
	"testing"
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
