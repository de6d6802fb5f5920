package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAcceptedDialogWriteFailureLeavesNoProposal: in the legacy era the
// approval dialog holds the token, which the agent never sees. When the
// human accepted and the write failed (the global store's rules/ is not a
// folder any more), the proposal stayed open for 30 minutes, listed by
// 'engram pending', under a token nobody could use; as for a forced write
// that fails, it is now removed.
func TestAcceptedDialogWriteFailureLeavesNoProposal(t *testing.T) {
	t.Parallel()
	ws, env := fixtureWorkspace(t), scratchEnv(t)
	if r := runCLI(t, ws, "", env, "init", "--global"); r.code != 0 {
		t.Fatalf("init --global: %s", r.stderr)
	}
	p := startMCP(t, ws, env, "")
	p.modern = false
	p.sendRaw(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"elicitation":{"form":{}}},"clientInfo":{"name":"t","version":"1"}}}`)
	p.readAnswer()
	p.sendRaw(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"engram_save","arguments":{"type":"rule","scope":"global","text":"Always run gofmt before committing Go code."}}}`)
	var req struct {
		ID     string `json:"id"`
		Method string `json:"method"`
	}
	if !p.out.Scan() || json.Unmarshal(p.out.Bytes(), &req) != nil || req.Method != "elicitation/create" {
		t.Fatalf("want the dialog request, got %s", p.out.Bytes())
	}
	rules := filepath.Join(envValue(env, "ENGRAM_GLOBAL_DIR"), "rules")
	if err := os.RemoveAll(rules); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(rules, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	p.sendRaw(`{"jsonrpc":"2.0","id":"` + req.ID + `","result":{"action":"accept","content":{"c1":true}}}`)
	if res := string(p.readAnswer().Result); !strings.Contains(res, `"isError":true`) {
		t.Fatalf("the accepted write into a broken global store did not fail: %s", res)
	}
	if r := runCLI(t, ws, "", env, "pending"); !strings.Contains(r.stdout, "no open proposals") {
		t.Errorf("the failed dialog's proposal is still open:\n%s", r.stdout)
	}
}

// TestModernRetryAfterFailedWriteRevalidates: in MCP 2026-07-28 an accepted
// dialog whose write fails keeps its proposal, since the client's retry of
// the same requestState (within its 10 minutes) resumes it. The token is
// derived from the server's key, so only that retry can commit it. A retry
// after the store changed must not apply the old yes to the new store: the
// commit decides the verdict again, and a memory written meanwhile with the
// same text makes the candidate a duplicate, deferred, not a second file.
func TestModernRetryAfterFailedWriteRevalidates(t *testing.T) {
	t.Parallel()
	ws, env := fixtureWorkspace(t), scratchEnv(t)
	p := spawnMCP(t, ws, env, "")
	p.sendRaw(modernSave(""))
	var first struct {
		RequestState string `json:"requestState"`
	}
	if a := p.readAnswer(); a.Error != nil || json.Unmarshal(a.Result, &first) != nil || first.RequestState == "" {
		t.Fatalf("first call: %+v", a)
	}
	lock := filepath.Join(storeDir(ws), ".engram.lock")
	if err := os.Mkdir(lock, 0o755); err != nil { // every write now fails at once
		t.Fatal(err)
	}
	p.sendRaw(modernSave(first.RequestState))
	if res := string(p.readAnswer().Result); !strings.Contains(res, `"isError":true`) {
		t.Fatalf("the accepted write past a lock folder did not fail: %s", res)
	}
	if r := runCLI(t, ws, "", env, "pending"); strings.Contains(r.stdout, "no open proposals") {
		t.Fatalf("the modern dialog's proposal was not kept for the retry:\n%s", r.stdout)
	}
	os.Remove(lock)
	if r := runCLI(t, ws, "", env, "save", "--force", "The billing worker runs on three replicas"); r.code != 0 {
		t.Fatalf("save: %s", r.stderr)
	}
	p.sendRaw(modernSave(first.RequestState))
	res := string(p.readAnswer().Result)
	if strings.Contains(res, `"written":[{`) || !strings.Contains(res, "duplicate") {
		t.Errorf("the retry applied the old yes to a changed store: %s", res)
	}
	if n := strings.Count(runCLI(t, ws, "", env, "list").stdout, "three replicas"); n != 1 {
		t.Errorf("%d memories hold the text, want 1", n)
	}
}
