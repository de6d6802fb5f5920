package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestBareToolCallOpensAWorkingDialog: a plain method call naming a tool
// ({"method":"engram_save"}, README "Behaviour where the specification is
// silent") from a legacy client that declared elicitation opens the
// approval dialog as tools/call does. It used to panic once the dialog was
// on screen: the client got an internal error and the human's answer went
// nowhere. Accepted, the memory is written; cancelled, the call gets no
// answer and nothing is written.
func TestBareToolCallOpensAWorkingDialog(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, reply, want string
		written           bool
	}{
		{"accept", `{"jsonrpc":"2.0","id":%s,"result":{"action":"accept","content":{"c1":true}}}`, "Approved in the host's dialog", true},
		{"decline", `{"jsonrpc":"2.0","id":%s,"result":{"action":"decline"}}`, "declined", false},
		{"cancelled", `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2}}`, "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ws := fixtureWorkspace(t)
			p := spawnMCP(t, ws, append(scratchEnv(t), "ENGRAM_ELICITATION_TIMEOUT=2m"), "")
			p.sendRaw(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"elicitation":{"form":{}}},"clientInfo":{"name":"t","version":"1"}}}`)
			p.sendRaw(`{"jsonrpc":"2.0","id":2,"method":"engram_save","params":{"text":"The billing worker runs on three replicas"}}`)
			ask := bareDialogRequest(t, p)
			p.sendRaw(strings.Replace(tc.reply, "%s", string(ask), 1))
			if tc.want == "" {
				p.sendRaw(`{"jsonrpc":"2.0","id":3,"method":"ping"}`)
			}
			a := p.readAnswer()
			switch {
			case tc.want == "" && a.ID != 3:
				t.Fatalf("a cancelled call was answered: %s", p.out.Text())
			case tc.want != "" && (a.Error != nil || !strings.Contains(string(a.Result), tc.want)):
				t.Fatalf("answer %s, want a result with %q", p.out.Text(), tc.want)
			}
			p.close()
			r := runCLI(t, ws, "", nil, "search", "billing worker replicas")
			if got := strings.Contains(r.stdout, "three-replicas"); got != tc.written {
				t.Errorf("memory written = %v, want %v (search: %s)", got, tc.written, r.stdout)
			}
		})
	}
}

// bareDialogRequest reads up to the server's elicitation/create and returns
// its id; an answer to the call before the dialog fails the test.
func bareDialogRequest(t *testing.T, p *mcpProc) json.RawMessage {
	t.Helper()
	for p.out.Scan() {
		var m struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		if json.Unmarshal(p.out.Bytes(), &m) != nil {
			t.Fatalf("not JSON: %s", p.out.Text())
		}
		if m.Method == "elicitation/create" {
			return m.ID
		}
		if string(m.ID) == "2" {
			t.Fatalf("answered before any dialog: %s", p.out.Text())
		}
	}
	t.Fatal("engram-mcp closed stdout before the dialog")
	return nil
}
