package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestFallbacksShowWhatTheTokenWrites (issue 22): whenever the dialog does
// not end in a write — cancel, a client error, a timeout, in the legacy era
// and in MCP 2026-07-28 — the result hands out a token only with the exact
// file it writes, in the text and in structuredContent, for memories and for
// notes. The token then writes exactly that file.
func TestFallbacksShowWhatTheTokenWrites(t *testing.T) {
	t.Parallel()
	calls := map[string]string{
		"memory": `"name":"engram_save","arguments":{"text":"The billing worker runs on three replicas in production"}`,
		"note":   `"name":"engram_note","arguments":{"text":"The cache warmup takes 5 minutes after a deploy"}`,
	}
	legacyAnswers := map[string]string{
		"cancel":       `"result":{"action":"cancel"}`,
		"client error": `"error":{"code":-32603,"message":"dialog crashed"}`,
		"timeout":      "",
	}
	for kind, call := range calls {
		for answer, reply := range legacyAnswers {
			t.Run("legacy/"+kind+"/"+answer, func(t *testing.T) {
				ws := fixtureWorkspace(t)
				// Only the unanswered dialog may time out: under load a short
				// timeout could expire before a cancel or an error arrives, and
				// the case would test a timeout instead.
				timeout := "20s"
				if reply == "" {
					timeout = "300ms"
				}
				env := scratchEnv(t)
				p := startMCP(t, ws, append(slices.Clip(env), "ENGRAM_ELICITATION_TIMEOUT="+timeout), "")
				p.modern = false
				p.sendRaw(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"elicitation":{"form":{}}},"clientInfo":{"name":"t","version":"1"}}}`)
				p.readAnswer()
				p.sendRaw(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{` + call + `}}`)
				var req struct {
					ID     string `json:"id"`
					Method string `json:"method"`
				}
				if !p.out.Scan() || json.Unmarshal(p.out.Bytes(), &req) != nil || req.Method != "elicitation/create" {
					t.Fatalf("want the dialog request, got %s", p.out.Bytes())
				}
				if reply != "" {
					p.sendRaw(`{"jsonrpc":"2.0","id":"` + req.ID + `",` + reply + `}`)
				}
				checkFallback(t, ws, env, p.readAnswer().Result)
			})
		}
		t.Run("modern/"+kind+"/cancel", func(t *testing.T) {
			ws := fixtureWorkspace(t)
			env := scratchEnv(t)
			p := startMCP(t, ws, env, "")
			p.sendRaw(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{` + modernMeta + `,` + call + `}}`)
			var first struct {
				RequestState string `json:"requestState"`
			}
			if a := p.readAnswer(); json.Unmarshal(a.Result, &first) != nil || first.RequestState == "" {
				t.Fatalf("first call: %s", a.Result)
			}
			p.sendRaw(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{` + modernMeta + `,` + call +
				`,"requestState":"` + first.RequestState + `","inputResponses":{"approval":{"action":"cancel"}}}}`)
			checkFallback(t, ws, env, p.readAnswer().Result)
		})
	}
}

// checkFallback: the result's text and structuredContent carry the file the
// token writes, and committing the token writes exactly that file.
// The commit runs as the server's user (env: its home, and in process or
// spawned as the server is): a note's proposal commits only with the seal
// of the key of the user who made it (approval.go needsSeal).
func checkFallback(t *testing.T, ws string, env []string, raw json.RawMessage) {
	t.Helper()
	var res struct {
		Content []struct{ Text string } `json:"content"`
		SC      struct {
			Data proposeData `json:"data"`
		} `json:"structuredContent"`
	}
	if err := json.Unmarshal(raw, &res); err != nil || len(res.Content) == 0 {
		t.Fatalf("result: %v %s", err, raw)
	}
	text, d := res.Content[0].Text, res.SC.Data
	if !strings.Contains(text, "nothing was saved") || d.ApprovalToken == "" || len(d.Candidates) != 1 || d.Candidates[0].Content == "" {
		t.Fatalf("fallback shows no candidate with its content:\n%s", raw)
	}
	want := d.Candidates[0].Content
	for _, line := range strings.Split(strings.TrimRight(want, "\n"), "\n") {
		if !strings.Contains(text, line) {
			t.Errorf("the text lacks the line %q of the file the token writes", line)
		}
	}
	if r := runCLI(t, ws, "", env, "commit", d.ApprovalToken, "--approve", "all"); r.code != 0 {
		t.Fatalf("commit: exit %d %s %s", r.code, r.stdout, r.stderr)
	}
	got, err := os.ReadFile(filepath.Join(ws, ".agents", ".engram", filepath.FromSlash(d.Candidates[0].File)))
	if err != nil || string(got) != want {
		t.Errorf("the token wrote something else than it showed: %v\n--- shown\n%s\n--- written\n%s", err, want, got)
	}
}

// TestPreviewShowsWhatIsReplaced: an UPDATE shows the memory's current
// content beside the candidate's, a SUPERSEDE the content it retires, an
// inferred UPDATE that engram_commit defers it, in the text and in
// structuredContent.
func TestPreviewShowsWhatIsReplaced(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	old := "The payments service retries webhooks 3 times with exponential backoff starting at 2 seconds"
	text := "The payments service retries webhooks 5 times with exponential backoff"
	tests := []struct {
		args  []string
		lines []string
	}{
		{[]string{"save-session", "TYPE: knowledge | TEXT: " + text + " | UPDATE: " + webhooksID},
			[]string{"replaces the content of " + webhooksID, "- " + old, "+ " + text}},
		{[]string{"save", "--type", "knowledge", text},
			[]string{"replaces the content of " + webhooksID, "- " + old, "+ " + text, "UPDATE was inferred: engram_commit does not apply it"}},
		{[]string{"save", "--type", "rule", "Never run go vet before committing Go changes"},
			[]string{"retires " + goVetID, "- Always run go vet before committing Go changes"}},
		{[]string{"save", "--type", "rule", "Always run the race detector before committing Go changes"},
			[]string{"related to " + goVetID + ", which stays as it is"}},
	}
	for _, tt := range tests {
		r := runCLI(t, ws, "", nil, tt.args...)
		for _, l := range tt.lines {
			if !strings.Contains(r.stdout, l) {
				t.Errorf("%v: the preview lacks %q:\n%s", tt.args, l, r.stdout)
			}
		}
		d := proposeJSON(t, ws, nil, tt.args...)
		c := d.Candidates[0]
		if strings.HasPrefix(c.Verdict, "UPDATE") || strings.HasPrefix(c.Verdict, "SUPERSEDE") {
			if !strings.Contains(c.Replaces, strings.TrimPrefix(tt.lines[1], "- ")) {
				t.Errorf("%v: structuredContent replaces = %q", tt.args, c.Replaces)
			}
		} else if c.Related != goVetID {
			t.Errorf("%v: structuredContent related = %q", tt.args, c.Related)
		}
	}
}
