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
	form, result := dialogAnswer(t, startMCP(t, ws, scratchEnv(t), ""), era, args, `{"action":"decline"}`)
	if !strings.Contains(result, "declined") {
		t.Errorf("decline: %s", result)
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

// TestDialogNamesEveryScope: a save to both scopes has a verdict in each
// store. With a global memory it reverses and nothing like it in the
// project, the form said only "1. ADD … (new)", and accepting it retired the
// global memory. Now the form names each scope's verdict and the question
// names what is retired; declining leaves both stores as they were, and
// narrowing the scope to the project leaves the global memory alone.
func TestDialogNamesEveryScope(t *testing.T) {
	t.Parallel()
	const rule = "Never edit a migration that has already run in production; add a new migration instead."
	const oldID = "never-edit-a-migration-that-has-already-run-in-production"
	args := `"name":"engram_save","arguments":{"type":"rule","scope":"both","text":"Editing a migration that already ran in production is fine now."}`
	for _, era := range []string{"legacy", "modern"} {
		for _, answer := range []string{`{"action":"decline"}`, `{"action":"accept","content":{"c1":true,"scope":"workspace"}}`} {
			t.Run(era+"/"+answer, func(t *testing.T) {
				ws, env := fixtureWorkspace(t), scratchEnv(t)
				if r := runCLI(t, ws, "", env, "save", "--type", "rule", "--scope", "global", "--force", rule); r.code != 0 {
					t.Fatalf("global save: %d %s", r.code, r.stderr)
				}
				global := filepath.Join(envValue(env, "ENGRAM_GLOBAL_DIR"), "rules", oldID+".md")
				before, err := os.ReadFile(global)
				if err != nil {
					t.Fatal(err)
				}
				form, result := dialogAnswer(t, startMCP(t, ws, env, ""), era, args, answer)
				for _, want := range []string{"workspace: ADD rule:", "global: SUPERSEDE " + oldID, "Approving retires " + oldID + ` \"Never edit a migration that has already run in production\" (global)`} {
					if !strings.Contains(form, want) {
						t.Errorf("the dialog does not say %q:\n%s", want, form)
					}
				}
				if after, err := os.ReadFile(global); err != nil || !bytes.Equal(before, after) {
					t.Errorf("%s: the global memory changed (%v):\n%s", answer, err, after)
				}
				_, statErr := os.Stat(filepath.Join(ws, ".agents", ".engram", "rules", "editing-a-migration-that-already-ran-in-production-is-fine.md"))
				if accepted := strings.Contains(answer, "accept"); accepted != (statErr == nil) {
					t.Errorf("%s: the project file exists %v, want %v; result %s", answer, statErr == nil, accepted, result)
				}
			})
		}
	}
}

// dialogAnswer makes one tools/call that opens the dialog in one era,
// answers it, and returns the form and the call's result.
func dialogAnswer(t *testing.T, p *mcpProc, era, args, answer string) (form, result string) {
	t.Helper()
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
		p.sendRaw(`{"jsonrpc":"2.0","id":"` + req.ID + `","result":` + answer + `}`)
		return form, string(p.readAnswer().Result)
	}
	p.sendRaw(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{` + modernMeta + `,` + args + `}}`)
	a := p.readAnswer()
	var first struct {
		RequestState string `json:"requestState"`
	}
	if json.Unmarshal(a.Result, &first) != nil || first.RequestState == "" {
		t.Fatalf("first call: %s", a.Result)
	}
	p.sendRaw(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{` + modernMeta + `,` + args +
		`,"requestState":"` + first.RequestState + `","inputResponses":{"approval":` + answer + `}}}`)
	return string(a.Result), string(p.readAnswer().Result)
}

// envValue is the value of key in a list of KEY=VALUE variables, or "".
func envValue(env []string, key string) string {
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, key+"="); ok {
			return v
		}
	}
	return ""
}
