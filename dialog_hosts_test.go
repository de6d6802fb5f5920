package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDialogHostShapes: hosts answer the approval form in their own ways.
// Whatever the shape, accept writes exactly the candidates the answer
// ticks, or nothing with a clear reason; never a SUPERSEDE the answer did
// not tick. Candidate 1 retires the fixture's go vet rule, candidate 2 is
// new. Both eras, over a spawned engram-mcp.
func TestDialogHostShapes(t *testing.T) {
	t.Parallel()
	const newID = "the-staging-cluster-runs-in-eu-west-1"
	shapes := []struct {
		name, content  string
		added, retired bool
		say            string // in the call's result or error (JSON: quotes escaped)
	}{
		// A client that ignores "default" and sends only what was ticked.
		{"only-ticked", `{"c2":true}`, true, false, "Approved in the host's dialog"},
		// A client that sends nothing of the form on accept: what the human
		// approved is unknown, so nothing is written and the token flow
		// takes over, the proposal still pending.
		{"empty", `{}`, false, false, "named no candidate"},
		{"scope-only", `{"scope":"workspace"}`, false, false, "named no candidate"},
		// Booleans sent as strings.
		{"strings", `{"c1":"false","c2":"true"}`, true, false, "Approved in the host's dialog"},
		{"strings-both", `{"c1":"true","c2":"true"}`, true, true, "Approved in the host's dialog"},
		// A number that is no candidate of the form, and a value that is no
		// answer: refused, nothing written.
		{"unknown-number", `{"c2":true,"c9":true}`, false, false, `\"c9\" is no candidate of this form (it asks about c1, c2)`},
		{"not-a-boolean", `{"c1":"yes","c2":true}`, false, false, `\"c1\" must be true or false, not \"yes\"`},
	}
	args := `"name":"engram_save_session","arguments":{"text":"TYPE: rule | TEXT: Never run go vet before committing Go changes\nTYPE: knowledge | TEXT: The staging cluster runs in eu-west-1."}`
	for _, sh := range shapes {
		for _, era := range []string{"legacy", "modern"} {
			t.Run(sh.name+"/"+era, func(t *testing.T) {
				ws := fixtureWorkspace(t)
				dir := filepath.Join(ws, ".agents", ".engram")
				vet := filepath.Join(dir, "rules", goVetID+".md")
				before, err := os.ReadFile(vet)
				if err != nil {
					t.Fatal(err)
				}
				form, result := dialogAnswer(t, startMCP(t, ws, scratchEnv(t), ""), era, args, `{"action":"accept","content":`+sh.content+`}`)
				for _, want := range []string{"1. SUPERSEDE " + goVetID, `Approving retires ` + goVetID + ` \"Always run go vet before committing Go changes\" (workspace)`} {
					if !strings.Contains(form, want) {
						t.Errorf("the form does not say %q:\n%s", want, form)
					}
				}
				// The token flow after an answer that named nothing: the agent
				// can show the candidates and ask in the chat.
				if fallback := strings.Contains(result, "Approval token: "); fallback != strings.Contains(sh.say, "named no candidate") {
					t.Errorf("the token flow took over: %v:\n%s", fallback, result)
				}
				if !strings.Contains(result, sh.say) {
					t.Errorf("the answer does not say %q:\n%s", sh.say, result)
				}
				after, err := os.ReadFile(vet)
				if err != nil {
					t.Fatal(err)
				}
				if retired := !bytes.Equal(before, after); retired != sh.retired {
					t.Errorf("go vet rule changed: %v, want %v:\n%s", retired, sh.retired, after)
				}
				_, statErr := os.Stat(filepath.Join(dir, "knowledge", newID+".md"))
				if added := statErr == nil; added != sh.added {
					t.Errorf("%s written: %v, want %v; result %s", newID, added, sh.added, result)
				}
			})
		}
	}
}

// TestNoteDialogHostShapes: the note's one question read the same way: a
// "true" string saves, an answer without the field falls back to the token
// flow instead of reading as "no", anything else is refused. Both eras.
func TestNoteDialogHostShapes(t *testing.T) {
	t.Parallel()
	shapes := []struct {
		content string
		saved   bool
		say     string
	}{
		{`{"save":"true"}`, true, "working/"},
		{`{}`, false, "named no candidate"},
		{`{"save":"sure"}`, false, `\"save\" must be true or false`},
	}
	args := `"name":"engram_note","arguments":{"text":"The nightly indexer times out on the orders table."}`
	for _, sh := range shapes {
		for _, era := range []string{"legacy", "modern"} {
			t.Run(sh.content+"/"+era, func(t *testing.T) {
				ws := fixtureWorkspace(t)
				_, result := dialogAnswer(t, startMCP(t, ws, scratchEnv(t), ""), era, args, `{"action":"accept","content":`+sh.content+`}`)
				if !strings.Contains(result, sh.say) {
					t.Errorf("the answer does not say %q:\n%s", sh.say, result)
				}
				names, _ := os.ReadDir(filepath.Join(ws, ".agents", ".engram", workingDir))
				if saved := len(names) > 0; saved != sh.saved {
					t.Errorf("note saved: %v, want %v; result %s", saved, sh.saved, result)
				}
			})
		}
	}
}
