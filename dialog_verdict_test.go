package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDialogNamesWhatItRetires: a save that would retire or rewrite a memory
// asks the human in a dialog whose title says so and names the memory, in
// both eras over a spawned engram-mcp; declining leaves every memory file as
// it was. (The form never carries memory text, engram-mcp.md; the effect and
// the id are what the human sees.)
func TestDialogNamesWhatItRetires(t *testing.T) {
	t.Parallel()
	saves := []struct{ name, args, want string }{
		{"supersede", `"name":"engram_save","arguments":{"type":"rule","text":"Never run go vet before committing Go changes"}`,
			"1. SUPERSEDE " + goVetID + " rule: never-run-go-vet-before-committing-go-changes (retires " + goVetID + ")"},
		{"update", `"name":"engram_save_session","arguments":{"text":"TYPE: rule | TEXT: Always run go vet and staticcheck before committing Go changes | UPDATE: ` + goVetID + `"}`,
			"1. UPDATE " + goVetID + " rule: " + goVetID + " (replaces the content of " + goVetID + ")"},
	}
	for _, sv := range saves {
		for _, era := range []string{"legacy", "modern"} {
			t.Run(sv.name+"/"+era, func(t *testing.T) { declineDialog(t, era, sv.args, sv.want) })
		}
	}
}

// declineDialog opens the dialog for one tools/call in one era, checks that
// its form holds want, declines, and checks that nothing was written.
func declineDialog(t *testing.T, era, args, want string) {
	t.Helper()
	ws := fixtureWorkspace(t)
	dir := filepath.Join(ws, ".agents", ".engram")
	before, err := os.ReadFile(filepath.Join(dir, "rules", goVetID+".md"))
	if err != nil {
		t.Fatal(err)
	}
	files := durableFiles(t, dir)
	p := startMCP(t, ws, scratchEnv(t), "")
	var form string
	if era == "legacy" {
		p.modern = false
		p.sendRaw(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"elicitation":{"form":{}}},"clientInfo":{"name":"t","version":"1"}}}`)
		p.readAnswer()
		p.sendRaw(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{` + args + `}}`)
		var req struct {
			ID     string `json:"id"`
			Method string `json:"method"`
		}
		if !p.out.Scan() || json.Unmarshal(p.out.Bytes(), &req) != nil || req.Method != "elicitation/create" {
			t.Fatalf("want the dialog request, got %s", p.out.Bytes())
		}
		form = p.out.Text()
		p.sendRaw(`{"jsonrpc":"2.0","id":"` + req.ID + `","result":{"action":"decline"}}`)
	} else {
		p.sendRaw(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{` + modernMeta + `,` + args + `}}`)
		a := p.readAnswer()
		var first struct {
			RequestState string `json:"requestState"`
		}
		if json.Unmarshal(a.Result, &first) != nil || first.RequestState == "" {
			t.Fatalf("first call: %s", a.Result)
		}
		form = string(a.Result)
		p.sendRaw(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{` + modernMeta + `,` + args +
			`,"requestState":"` + first.RequestState + `","inputResponses":{"approval":{"action":"decline"}}}}`)
	}
	if a := p.readAnswer(); !strings.Contains(string(a.Result), "declined") {
		t.Errorf("decline: %s", a.Result)
	}
	if !strings.Contains(form, want) {
		t.Errorf("the dialog does not say what approving does (%q):\n%s", want, form)
	}
	after, err := os.ReadFile(filepath.Join(dir, "rules", goVetID+".md"))
	if err != nil || !bytes.Equal(before, after) {
		t.Errorf("a declined dialog changed %s: %v", goVetID, err)
	}
	if got := durableFiles(t, dir); len(got) != len(files) {
		t.Errorf("a declined dialog wrote files: %d → %d", len(files), len(got))
	}
}
