package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// A save or a server that finished another process's interrupted write
// (a commit killed after its journal, before its last rename) said nothing:
// files changed that the user's command did not ask to change. The CLI now
// prints a note on stderr, and an MCP tool result ends with one (and has it
// in its diagnostics), naming the store and the files of the write, and
// saying nothing was lost. The note goes once: the next command says nothing.
func TestRecoveryIsReported(t *testing.T) {
	t.Parallel()
	const memFile = "rules/never-run-go-vet-before-committing-go-changes.md"
	crashed := func(t *testing.T) string {
		ws := fixtureWorkspace(t)
		d := proposeJSON(t, ws, nil, "save-session", "TYPE: rule | TEXT: Never run go vet before committing Go changes")
		r := spawnCLI(t, ws, "", []string{"ENGRAM_TEST_CRASH=rename:1"}, "commit", d.ApprovalToken, "--approve", "all")
		if r.code != 99 {
			t.Fatalf("the crash hook did not fire: exit %d %s", r.code, r.stderr)
		}
		return ws
	}
	wantNote := func(t *testing.T, where, text string) {
		t.Helper()
		for _, want := range []string{"finished a write that an earlier engram process left half done", storeDir("x")[1:], memFile, "changelog.md", "nothing was lost"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s does not say %q:\n%s", where, want, text)
			}
		}
	}
	t.Run("cli", func(t *testing.T) {
		t.Parallel()
		ws := crashed(t)
		r := spawnCLI(t, ws, "", nil, "save", "--force", "Use tabs in Makefiles")
		if r.code != 0 {
			t.Fatalf("save after the crash: exit %d %s", r.code, r.stderr)
		}
		wantNote(t, "the save's stderr", r.stderr)
		if strings.Contains(r.stdout, "half done") {
			t.Errorf("the note went to stdout:\n%s", r.stdout)
		}
		if !fileExists(storeDir(ws) + "/" + memFile) {
			t.Errorf("the interrupted write was not finished")
		}
		if r := spawnCLI(t, ws, "", nil, "save", "--force", "Use spaces in YAML"); r.code != 0 || strings.Contains(r.stderr, "half done") {
			t.Errorf("the next save: exit %d, stderr %s", r.code, r.stderr)
		}
	})
	t.Run("mcp", func(t *testing.T) {
		t.Parallel()
		ws := crashed(t)
		p := spawnMCP(t, ws, nil, "2025-11-25")
		defer p.close()
		var res struct {
			Content []struct {
				Text string `json:"text"`
			} `json:"content"`
			StructuredContent struct {
				Diagnostics []string `json:"diagnostics"`
			} `json:"structuredContent"`
		}
		raw := p.mustCall(methodToolsCall, map[string]any{"name": "engram_status", "arguments": map[string]any{}})
		if err := json.Unmarshal(raw, &res); err != nil || len(res.Content) == 0 {
			t.Fatalf("engram_status: %v %s", err, raw)
		}
		wantNote(t, "engram_status's text", res.Content[0].Text)
		wantNote(t, "engram_status's diagnostics", strings.Join(res.StructuredContent.Diagnostics, "\n"))
		text, _ := toolText(t, p, "engram_status", map[string]any{})
		if strings.Contains(text, "half done") {
			t.Errorf("the second call repeated the note:\n%s", text)
		}
	})
}
