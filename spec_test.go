package main

import (
	"encoding/json"
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
