package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
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

// toolText calls a tool and returns its text and structured data.
func toolText(t *testing.T, p *mcpProc, name string, args map[string]any) (string, json.RawMessage) {
	t.Helper()
	var res struct {
		Content []struct {
			Text string `json:"text"`
		} `json:"content"`
		IsError           bool `json:"isError"`
		StructuredContent struct {
			Data json.RawMessage `json:"data"`
		} `json:"structuredContent"`
	}
	raw := p.mustCall("tools/call", map[string]any{"name": name, "arguments": args})
	if err := json.Unmarshal(raw, &res); err != nil || len(res.Content) == 0 || res.IsError {
		t.Fatalf("%s %v: %v %s", name, args, err, raw)
	}
	return res.Content[0].Text, res.StructuredContent.Data
}

// TestPendingKeepsOnlyTheTokenHash: "Only the token's hash is stored, in
// the gitignored pending-approvals.json". The token handed to the agent is
// nowhere in the store, its sha256 is, and git ignores the file (and the
// working tier and usage counts beside it), also in an engram 0.0.28 store
// whose .gitignore predates them and in a store with none.
func TestPendingKeepsOnlyTheTokenHash(t *testing.T) {
	t.Parallel()
	git, gitErr := exec.LookPath("git")
	for _, name := range []string{"0.0.28 gitignore", "no gitignore"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ws := fixtureWorkspace(t)
			if name == "no gitignore" {
				os.Remove(filepath.Join(storeDir(ws), ".gitignore"))
			}
			env := scratchEnv(t)
			p := spawnMCP(t, ws, env, version20250618)
			text, _ := toolText(t, p, "engram_save", map[string]any{"text": "The billing worker runs on three replicas in production"})
			token := tokenRE.FindString(text)
			if token == "" {
				t.Fatalf("no token in %s", text)
			}
			note, _ := toolText(t, p, "engram_note", map[string]any{"text": "The staging cluster is down until Friday"})
			toolText(t, p, "engram_commit", map[string]any{"approval_token": tokenRE.FindString(note), "approve": "all"})
			p.mustCall("resources/read", map[string]any{"uri": "engram://memory/" + goVetID})
			p.close()
			err := filepath.WalkDir(storeDir(ws), func(path string, d os.DirEntry, err error) error {
				if err != nil || d.IsDir() {
					return err
				}
				data, _ := os.ReadFile(path)
				if strings.Contains(string(data), strings.TrimPrefix(token, tokenPrefix)) {
					t.Errorf("%s holds the approval token", path)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if pending := storeFile(t, ws, pendingFile); !strings.Contains(pending, `"token_sha256": "`+tokenHash(token)+`"`) {
				t.Errorf("%s lacks the token's sha256:\n%s", pendingFile, pending)
			}
			if gitErr != nil {
				t.Skip("git not installed: the ignore rules are not checked")
			}
			gitIgnores(t, git, ws, pendingFile, usageFile, "working/")
		})
	}
}

// gitIgnores asserts that git, in a repository at ws, ignores each name
// in the store and shows none of them as untracked.
func gitIgnores(t *testing.T, git, ws string, names ...string) {
	t.Helper()
	run := func(args ...string) (string, error) {
		cmd := exec.Command(git, args...)
		cmd.Dir = ws
		cmd.Env = append(scratchEnv(t), "GIT_CONFIG_GLOBAL="+filepath.Join(t.TempDir(), "none"))
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	if out, err := run("init", "-q", "."); err != nil {
		t.Fatalf("git init: %v %s", err, out)
	}
	for _, n := range names {
		if _, err := os.Stat(filepath.Join(storeDir(ws), filepath.FromSlash(n))); err != nil {
			t.Errorf("%s was not written: %v", n, err)
		}
		if out, err := run("check-ignore", "-q", filepath.ToSlash(filepath.Join(".agents", ".engram", n))); err != nil {
			t.Errorf("git does not ignore %s: %v %s", n, err, out)
		}
	}
	out, err := run("status", "--porcelain", "--untracked-files=all")
	if err != nil {
		t.Fatalf("git status: %v %s", err, out)
	}
	for _, n := range names {
		if strings.Contains(out, "/"+n) {
			t.Errorf("git lists %s:\n%s", n, out)
		}
	}
}

// TestElicitScopeNeverWidens: "the form lists ... the save scope; both can
// be narrowed to one scope, never widened" and "An invalid answer also
// revokes it". An answer that widens or switches the proposal's scope is
// refused in both eras and writes nothing; narrowing both writes only the
// chosen store (the control that the refusals are not blanket).
func TestElicitScopeNeverWidens(t *testing.T) {
	t.Parallel()
	tests := []struct {
		from, answer string
		written      string // "" = nothing, else the one scope searched back
	}{
		{"workspace", "global", ""},
		{"workspace", "both", ""},
		{"global", "both", ""},
		{"both", "global", "global"},
	}
	for _, era := range []string{"legacy", "modern"} {
		for _, tt := range tests {
			t.Run(era+"/"+tt.from+"->"+tt.answer, func(t *testing.T) {
				t.Parallel()
				ws, env := fixtureWorkspace(t), append(scratchEnv(t), "ENGRAM_ELICITATION_TIMEOUT=20s")
				p := spawnMCP(t, ws, env, "")
				args := `{"text":"The billing worker runs on three replicas in production","scope":"` + tt.from + `"}`
				content := `{"c1":true,"scope":"` + tt.answer + `"}`
				text := answerScopeDialog(t, p, era, args, content)
				if refused := strings.Contains(text, "revoked"); refused != (tt.written == "") {
					t.Errorf("answer %s on a %s proposal: %s", tt.answer, tt.from, text)
				}
				out := spawnCLI(t, ws, "", env, "search", "billing worker three replicas production").stdout
				for _, scope := range []string{"workspace", "global"} {
					if got := strings.Contains(out, "the-billing-worker-runs-on-three-replicas-in-production (knowledge, "+scope+")"); got != (scope == tt.written) {
						t.Errorf("%s store holds the memory: %v, want %v\n%s", scope, got, scope == tt.written, out)
					}
				}
			})
		}
	}
}

// answerScopeDialog proposes one memory with args, answers the form with
// content (accept), and returns the tool's text: in the legacy era through
// the server's elicitation/create request, in MCP 2026-07-28 through the
// input_required retry.
func answerScopeDialog(t *testing.T, p *mcpProc, era, args, content string) string {
	t.Helper()
	next := func() map[string]any {
		t.Helper()
		for p.out.Scan() {
			var m map[string]any
			if err := json.Unmarshal(p.out.Bytes(), &m); err != nil {
				t.Fatalf("not JSON: %s", p.out.Text())
			}
			if _, isNote := m["id"]; isNote {
				return m
			}
		}
		t.Fatalf("engram-mcp closed stdout: %v", p.out.Err())
		return nil
	}
	var res map[string]any
	if era == "legacy" {
		p.sendRaw(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"elicitation":{"form":{}}},"clientInfo":{"name":"t","version":"1"}}}`)
		next()
		p.sendRaw(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"engram_save","arguments":` + args + `}}`)
		ask := next()
		if ask["method"] != "elicitation/create" {
			t.Fatalf("no dialog: %v", ask)
		}
		id, _ := json.Marshal(ask["id"])
		p.sendRaw(`{"jsonrpc":"2.0","id":` + string(id) + `,"result":{"action":"accept","content":` + content + `}}`)
		res, _ = next()["result"].(map[string]any)
	} else {
		call := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{` + modernMeta + `,"name":"engram_save","arguments":` + args
		p.sendRaw(call + `}}`)
		first, _ := next()["result"].(map[string]any)
		state, _ := first["requestState"].(string)
		if state == "" {
			t.Fatalf("no input_required: %v", first)
		}
		p.sendRaw(call + `,"requestState":"` + state + `","inputResponses":{"approval":{"action":"accept","content":` + content + `}}}}`)
		res, _ = next()["result"].(map[string]any)
	}
	blocks, _ := res["content"].([]any)
	if len(blocks) == 0 {
		t.Fatalf("no tool result: %v", res)
	}
	text, _ := blocks[0].(map[string]any)["text"].(string)
	return text
}

// TestConfigToolsOverMCP: "engram_set_role, engram_set_rule_variant |
// Update the role or the rule-variant mode | yes" (the tools table). Only
// the CLI commands were tested; over tools/call, in both eras, each change
// writes the config, tells the agent to reload, and the next read in the
// same server sees it; status reports without writing.
func TestConfigToolsOverMCP(t *testing.T) {
	t.Parallel()
	for _, version := range []string{version20251125, ""} {
		t.Run("era "+version, func(t *testing.T) {
			t.Parallel()
			ws, env := exampleWorkspace(t), scratchEnv(t)
			p := filepath.Join(storeDir(ws), "knowledge", "search-uses-sqlite-fts.md")
			data, _ := os.ReadFile(p)
			os.WriteFile(p, []byte(strings.Replace(string(data), "revision: 1\n", "revision: 1\nrole: [frontend]\n", 1)), 0o644)
			if r := spawnCLI(t, ws, "", env, "rehash"); r.code != 0 {
				t.Fatalf("rehash: %s", r.stderr)
			}
			s := spawnMCP(t, ws, env, version)
			visible := func() bool {
				text, _ := toolText(t, s, "engram_search", map[string]any{"query": "sqlite fts"})
				return strings.Contains(text, "search-uses-sqlite-fts")
			}
			steps := []struct {
				tool    string
				args    map[string]any
				writes  bool
				config  string // what engram.config.json then holds
				visible bool   // the frontend memory, to engram_search
			}{
				{"engram_set_rule_variant", map[string]any{"variant": "strict"}, true, `"active": "strict"`, true},
				{"engram_set_rule_variant", map[string]any{"variant": "status"}, false, `"active": "strict"`, true},
				{"engram_set_role", map[string]any{"role": "backend"}, true, `"backend"`, false},
				{"engram_set_role", map[string]any{"roles": []string{}}, true, `"roles": []`, true},
			}
			for _, st := range steps {
				before := storeFile(t, ws, configFile)
				text, _ := toolText(t, s, st.tool, st.args)
				after := storeFile(t, ws, configFile)
				if strings.Contains(text, "Agent action:") != st.writes || (after != before) != st.writes {
					t.Errorf("%s %v: wrote %v, want %v:\n%s", st.tool, st.args, after != before, st.writes, text)
				}
				if !strings.Contains(after, st.config) {
					t.Errorf("%s %v: config lacks %s:\n%s", st.tool, st.args, st.config, after)
				}
				if got := visible(); got != st.visible {
					t.Errorf("after %s %v: frontend memory visible %v, want %v", st.tool, st.args, got, st.visible)
				}
			}
			if text, _ := toolText(t, s, "engram_load", map[string]any{"id": "migrations-are-reversible"}); !strings.Contains(text, "Treat this rule as mandatory") {
				t.Errorf("the strict variant is not what engram_load shows:\n%s", text)
			}
		})
	}
}

// TestLoadOptionsOverMCP: engram_load's parameters as the tools table lists
// them (query, id, budget_tokens, disclosure, full, explain): "engram_load
// defaults to the tiered output ...; pass full: true for the broader legacy
// output", and the data keys of "Structured results". Only the CLI flags
// and the default were tested; explain and full never went over tools/call.
func TestLoadOptionsOverMCP(t *testing.T) {
	t.Parallel()
	s := spawnMCP(t, exampleWorkspace(t), scratchEnv(t), "")
	both := []string{"workspace:rules/run-tests-before-commit.md", "workspace:skills/release-the-api.md"}
	tests := []struct {
		args                  map[string]any
		bodies, cards, omit   int
		whys, files, maxToken int // "Why:"/"[why:" lines, whole files (front matter), tokens at most
	}{
		{map[string]any{}, 2, 0, 0, 0, 0, 1600},
		{map[string]any{"explain": true}, 2, 0, 0, 2, 0, 1600},
		{map[string]any{"explain": true, "disclosure": "cards"}, 0, 2, 0, 2, 0, 1600},
		{map[string]any{"disclosure": "bodies"}, 2, 0, 0, 0, 0, 1600},
		{map[string]any{"budget_tokens": 60}, 0, 0, 2, 0, 0, 60},
		{map[string]any{"full": true, "budget_tokens": 60}, 2, 0, 0, 0, 2, 1 << 20}, // whole files, no budget
	}
	for _, tt := range tests {
		tt.args["query"] = "release the api"
		text, raw := toolText(t, s, "engram_load", tt.args)
		var d struct {
			Selected []string `json:"selected_keys"`
			Bodies   []string `json:"body_keys"`
			Cards    []string `json:"card_ids"`
			Omitted  []string `json:"omitted_ids"`
			Tokens   int      `json:"tokens"`
		}
		if err := json.Unmarshal(raw, &d); err != nil {
			t.Fatal(err)
		}
		whys := strings.Count(text, "\nWhy: ") + strings.Count(text, " [why: ")
		files := strings.Count(text, "\nschema_version: ")
		if strings.Join(d.Selected, " ") != strings.Join(both, " ") || len(d.Bodies) != tt.bodies || len(d.Cards) != tt.cards ||
			len(d.Omitted) != tt.omit || whys != tt.whys || files != tt.files || d.Tokens > tt.maxToken || d.Tokens != (utf8.RuneCountInString(text)+3)/4 {
			t.Errorf("%v: selected %v, %d bodies, %d cards, %d omitted, %d whys, %d whole files, %d tokens for %d characters:\n%s",
				tt.args, d.Selected, len(d.Bodies), len(d.Cards), len(d.Omitted), whys, files, d.Tokens, utf8.RuneCountInString(text), text)
		}
	}
}

// TestNoteTTLFromConfig: "engram_note saves a short task note into the
// gitignored working/ tier (source: note, tier: working, valid_until =
// today + load.working_ttl_days)". Only the default (7) was tested; the
// configured value is what a team sets.
func TestNoteTTLFromConfig(t *testing.T) {
	t.Parallel()
	tests := []struct {
		ttl  any // nil: the key is absent
		want string
	}{
		{nil, "2026-12-08"},
		{3, "2026-12-04"},
		{30, "2026-12-31"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.ttl), func(t *testing.T) {
			t.Parallel()
			ws := exampleWorkspace(t)
			if tt.ttl != nil {
				var cfg map[string]any
				if err := json.Unmarshal([]byte(storeFile(t, ws, configFile)), &cfg); err != nil {
					t.Fatal(err)
				}
				load, _ := cfg["load"].(map[string]any)
				if load == nil {
					load = map[string]any{}
				}
				load["working_ttl_days"] = tt.ttl
				cfg["load"] = load
				data, _ := json.MarshalIndent(cfg, "", "  ")
				os.WriteFile(filepath.Join(storeDir(ws), configFile), data, 0o644)
			}
			p := spawnMCP(t, ws, append(scratchEnv(t), "ENGRAM_NOW=2026-12-01T10:00:00Z"), version20250618)
			text, _ := toolText(t, p, "engram_note", map[string]any{"text": "The staging cluster is down for maintenance", "objective": "ship the release"})
			_, raw := toolText(t, p, "engram_commit", map[string]any{"approval_token": tokenRE.FindString(text), "approve": "all"})
			var note struct {
				ID         string `json:"id"`
				File       string `json:"file"`
				ValidUntil string `json:"valid_until"`
			}
			if err := json.Unmarshal(raw, &note); err != nil || note.ValidUntil != tt.want || !strings.HasPrefix(note.File, "working/") {
				t.Fatalf("note %+v (%v), want valid until %s in working/", note, err, tt.want)
			}
			file := storeFile(t, ws, note.File)
			for _, want := range []string{"\nsource: note\n", "\ntier: working\n", "\nvalid_until: " + tt.want + "\n", "\nobjective: \"ship the release\"\n"} {
				if !strings.Contains(file, want) {
					t.Errorf("%s lacks %q:\n%s", note.File, want, file)
				}
			}
		})
	}
}

// TestElicitFormNeverShowsTheText: "The form lists the candidate numbers
// with ADD/UPDATE and id titles (never the memory text)". The dialog is the
// host's, outside the chat, so the text stays in the chat where the agent
// shows it; a word of each text past its id must not reach the form, for
// memories and notes, in both eras. Only golden transcripts held the titles.
func TestElicitFormNeverShowsTheText(t *testing.T) {
	t.Parallel()
	calls := []struct{ tool, args, id string }{
		{"engram_save_session", `{"text":"TYPE: rule | TEXT: Always run go vet before committing Go changes and keep the marmalade linter green\nTYPE: knowledge | TEXT: The billing worker runs on three replicas behind the marmalade proxy"}`,
			"the-billing-worker-runs-on-three-replicas"},
		{"engram_note", `{"text":"The search cache warms in ten minutes after every deploy of the marmalade service"}`, "note-the-search-cache-warms"},
	}
	for _, era := range []string{"legacy", "modern"} {
		for _, c := range calls {
			t.Run(era+"/"+c.tool, func(t *testing.T) {
				t.Parallel()
				p := spawnMCP(t, fixtureWorkspace(t), append(scratchEnv(t), "ENGRAM_ELICITATION_TIMEOUT=20s"), "")
				form := formOf(t, p, era, c.tool, c.args)
				if !strings.Contains(form, c.id) || strings.Contains(form, "marmalade") {
					t.Errorf("form without the id %s, or with the text:\n%s", c.id, form)
				}
			})
		}
	}
}

// formOf calls tool with args from a client that declares form elicitation
// and returns the elicitation/create params it is asked (legacy: the
// server's request, answered with cancel; modern: the input_required
// result's request).
func formOf(t *testing.T, p *mcpProc, era, tool, args string) string {
	t.Helper()
	next := func() map[string]json.RawMessage {
		t.Helper()
		if !p.out.Scan() {
			t.Fatalf("engram-mcp closed stdout: %v", p.out.Err())
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(p.out.Bytes(), &m); err != nil {
			t.Fatalf("not JSON: %s", p.out.Text())
		}
		return m
	}
	if era == "modern" {
		p.sendRaw(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{` + modernMeta + `,"name":"` + tool + `","arguments":` + args + `}}`)
		var res struct {
			InputRequests map[string]struct {
				Params json.RawMessage `json:"params"`
			} `json:"inputRequests"`
		}
		if err := json.Unmarshal(next()["result"], &res); err != nil || res.InputRequests["approval"].Params == nil {
			t.Fatalf("no input request: %v", err)
		}
		return string(res.InputRequests["approval"].Params)
	}
	p.sendRaw(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"elicitation":{"form":{}}},"clientInfo":{"name":"t","version":"1"}}}`)
	next()
	p.sendRaw(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"` + tool + `","arguments":` + args + `}}`)
	ask := next()
	if string(ask["method"]) != `"elicitation/create"` {
		t.Fatalf("no dialog: %v", ask)
	}
	p.sendRaw(`{"jsonrpc":"2.0","id":` + string(ask["id"]) + `,"result":{"action":"cancel"}}`)
	next()
	return string(ask["params"])
}

// TestToolAnnotationsFollowThePage: "Read tools carry
// annotations.readOnlyHint: true"; engram_note "carries readOnlyHint: false
// and no destructiveHint"; engram_commit "carries
// _meta["anthropic/requiresUserInteraction"]: true in tools/list" (and,
// without --always-load, no other tool carries _meta). Asserted on the
// wire in every era that has annotations; only goldens held them.
func TestToolAnnotationsFollowThePage(t *testing.T) {
	t.Parallel()
	read := map[string]bool{"engram_load": true, "engram_route": true, "engram_search": true, "engram_verify": true, "engram_status": true}
	for _, version := range []string{version20250326, version20251125, ""} {
		t.Run("era "+version, func(t *testing.T) {
			t.Parallel()
			p := spawnMCP(t, exampleWorkspace(t), scratchEnv(t), version)
			var res struct {
				Tools []struct {
					Name        string          `json:"name"`
					Annotations map[string]any  `json:"annotations"`
					Meta        json.RawMessage `json:"_meta"`
				} `json:"tools"`
			}
			if err := json.Unmarshal(p.mustCall("tools/list", nil), &res); err != nil || len(res.Tools) != 11 {
				t.Fatalf("tools/list: %v, %d tools", err, len(res.Tools))
			}
			for _, tool := range res.Tools {
				if ro, ok := tool.Annotations["readOnlyHint"].(bool); !ok || ro != read[tool.Name] {
					t.Errorf("%s: readOnlyHint %v, want %v", tool.Name, tool.Annotations["readOnlyHint"], read[tool.Name])
				}
				if _, has := tool.Annotations["destructiveHint"]; has && tool.Name == "engram_note" {
					t.Errorf("engram_note carries destructiveHint: %v", tool.Annotations)
				}
				wantMeta := ""
				if tool.Name == "engram_commit" {
					wantMeta = `{"anthropic/requiresUserInteraction":true}`
				}
				if string(tool.Meta) != wantMeta {
					t.Errorf("%s: _meta %s, want %q", tool.Name, tool.Meta, wantMeta)
				}
			}
		})
	}
}
