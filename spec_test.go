package main

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// Sentences of the product page (engram-mcp.md) that no other test asserted
// as a property, found by the stop-44 audit (notes: spec44-log.md). Each
// test spawns engram-mcp or engram and names the sentence it holds.

// TestInstructionsFitCodex: "The legacy initialize result and the MCP
// 2026-07-28 server/discover result both carry the same instructions string
// (at most 512 characters, self-contained). It tells the host when to use
// Engram's tools (recall project rules and decisions, save project
// knowledge) and that engram_commit needs a human in the loop." Codex reads
// only the first 512 characters, so the bound is a property, not a golden.
func TestInstructionsFitCodex(t *testing.T) {
	t.Parallel()
	p := spawnMCP(t, exampleWorkspace(t), scratchEnv(t), "")
	p.sendRaw(`{"jsonrpc":"2.0","id":100,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`)
	var legacy, modern struct {
		Instructions string `json:"instructions"`
	}
	if a := p.readAnswer(); a.ID != 100 || json.Unmarshal(a.Result, &legacy) != nil {
		t.Fatalf("initialize: %+v", a)
	}
	if err := json.Unmarshal(p.mustCall("server/discover", nil), &modern); err != nil {
		t.Fatal(err)
	}
	s := legacy.Instructions
	if s == "" || s != modern.Instructions {
		t.Fatalf("initialize and server/discover differ:\n%q\n%q", s, modern.Instructions)
	}
	if n := utf8.RuneCountInString(s); n > 512 || len(s) > 512 {
		t.Errorf("instructions are %d characters (%d bytes), over 512: Codex cuts them", n, len(s))
	}
	for _, want := range []string{"engram_load", "rules", "engram_save", "engram_commit", "human"} {
		if !strings.Contains(s, want) {
			t.Errorf("instructions do not mention %q: %s", want, s)
		}
	}
	// Self-contained: the host may show nothing else up front.
	for _, bad := range []string{"http", "see ", "README", "below", "above"} {
		if strings.Contains(s, bad) {
			t.Errorf("instructions point elsewhere (%q): %s", bad, s)
		}
	}
}
