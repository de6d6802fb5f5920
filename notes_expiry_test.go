package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestExpiredNoteLeavesEveryRead: DESIGN "expired notes are ignored by
// every read and pruned on write". TestNoteLifecycle checks `engram load`
// and a later note's write; here every other read, over the CLI and over
// MCP in both eras, sees the note while it lives and not once it expired,
// `engram status` counts it as hidden and not as a working note, and a
// durable memory's commit prunes it.
func TestExpiredNoteLeavesEveryRead(t *testing.T) {
	t.Parallel()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	// Clipped: two appends to env must not share its spare capacity.
	live := append(slices.Clip(env), "ENGRAM_NOW=2026-12-01T10:00:00Z")
	expired := append(slices.Clip(env), "ENGRAM_NOW=2026-12-09T10:00:00Z")
	n := spawnedNoteJSON(t, ws, live, "--objective", "fix the nightly indexer", "The nightly indexer job times out after 40 minutes on the big cluster")
	const query = "nightly indexer job times out on the big cluster"
	reads := func(clock []string) map[string]string {
		out := map[string]string{}
		for name, args := range map[string][]string{
			"search":    {"search", query},
			"route":     {"route", query},
			"load":      {"load", query},
			"load --id": {"load", "--id", n.ID},
			"notes":     {"notes", "--json"},
			"status":    {"status"},
		} {
			r := spawnCLI(t, ws, "", clock, args...)
			out[name] = r.stdout + r.stderr
		}
		for _, version := range []string{version20251125, ""} {
			p := spawnMCP(t, ws, clock, version)
			for _, tool := range []string{"engram_search", "engram_route", "engram_load"} {
				text, _ := toolText(t, p, tool, map[string]any{"query": query})
				out[tool+" "+version] = text
			}
			a := p.call(methodToolsCall, map[string]any{"name": "engram_load", "arguments": map[string]any{"id": n.ID}})
			out["engram_load id "+version] = string(a.Result)
			out["engram://index "+version] = p.readText(indexURI)
			a = p.call(methodResourcesRead, map[string]any{"uri": memoryURIPrefix + n.ID})
			out["engram://memory "+version] = string(a.Result)
			if a.Error != nil {
				out["engram://memory "+version] = a.Error.Message
			}
			p.close()
		}
		return out
	}
	for name, text := range reads(live) {
		if !strings.Contains(text, n.ID) && !(name == "status" && strings.Contains(text, "working notes: 1\n")) {
			t.Errorf("%s does not show the live note:\n%s", name, text)
		}
	}
	for name, text := range reads(expired) {
		// A read by id names the id and says why there is nothing; every
		// other read leaves the note out.
		// (resources/read answers "Resource not found: <uri> …", no reason).
		resource := strings.HasPrefix(name, "engram://memory")
		byID := resource || strings.Contains(name, "id")
		refused := strings.Contains(text, "expired on 2026-12-08") || resource && strings.HasPrefix(text, resourceNotFoundMessage+": ")
		if strings.Contains(text, "after 40 minutes") || !byID && strings.Contains(text, n.ID) || byID && !refused {
			t.Errorf("%s shows the expired note:\n%s", name, text)
		}
		if name == "status" && (!strings.Contains(text, "working notes: 0\n") || !strings.Contains(text, "hidden: expired 1")) {
			t.Errorf("status counts the expired note as a working note:\n%s", text)
		}
	}
	// A durable memory's commit (not only a note's) prunes it.
	note := filepath.Join(storeDir(ws), filepath.FromSlash(n.File))
	if _, err := os.Stat(note); err != nil {
		t.Fatalf("the expired note went before a write: %v", err)
	}
	r := spawnCLI(t, ws, "", expired, "save", "--force", "--json", "--", "The billing worker runs three replicas in production")
	var res struct{ Data commitReport }
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &res) != nil || len(res.Data.Written) != 1 {
		t.Fatalf("save: exit %d %s %s", r.code, r.stdout, r.stderr)
	}
	if _, err := os.Stat(note); err == nil {
		t.Error("a durable memory's commit did not prune the expired note")
	}
}

// TestNoteTypeAndScopeOverMCP: engram_note's `type` and `scope` arguments
// (the tools table lists text, objective, type, scope; only text and
// objective went over tools/call in a test). In both eras a global rule note
// lands in the global store's working/ with type rule, `engram notes` lists
// it as global, `engram promote` makes it a global rule; scope "both" is
// refused, as a note lives in one store.
func TestNoteTypeAndScopeOverMCP(t *testing.T) {
	t.Parallel()
	for i, version := range []string{version20250618, ""} {
		t.Run("era "+version, func(t *testing.T) {
			t.Parallel()
			ws, env := exampleWorkspace(t), scratchEnv(t)
			text := []string{"Always pin the base image digest in shared Dockerfiles", "Never push to the shared release branch by hand"}[i]
			p := spawnMCP(t, ws, env, version)
			a := p.call(methodToolsCall, map[string]any{"name": "engram_note", "arguments": map[string]any{"text": text, "scope": "both"}})
			if !strings.Contains(string(a.Result), `"isError":true`) && a.Error == nil {
				t.Errorf("a note with scope both was proposed: %s", a.Result)
			}
			out, _ := toolText(t, p, "engram_note", map[string]any{"text": text, "type": "rule", "scope": "global"})
			_, raw := toolText(t, p, "engram_commit", map[string]any{"approval_token": tokenRE.FindString(out), "approve": "all"})
			var n noteResult
			if err := json.Unmarshal(raw, &n); err != nil || !strings.HasPrefix(n.File, workingDir+"/") {
				t.Fatalf("note %s (%v)", raw, err)
			}
			var globalDir string
			for _, kv := range env {
				if v, ok := strings.CutPrefix(kv, "ENGRAM_GLOBAL_DIR="); ok {
					globalDir = v
				}
			}
			data, err := os.ReadFile(filepath.Join(globalDir, filepath.FromSlash(n.File)))
			if err != nil || !strings.Contains(string(data), "\ntype: rule\n") || !strings.Contains(string(data), "\nscope: global\n") {
				t.Errorf("the global note file (%v):\n%s", err, data)
			}
			if _, err := os.Stat(filepath.Join(storeDir(ws), filepath.FromSlash(n.File))); err == nil {
				t.Error("the global note was written in the workspace store")
			}
			var listed struct {
				Data struct{ Notes []noteItem }
			}
			r := spawnCLI(t, ws, "", env, "notes", "--json")
			if json.Unmarshal([]byte(r.stdout), &listed) != nil || len(listed.Data.Notes) != 1 || listed.Data.Notes[0].Scope != scopeGlobal || listed.Data.Notes[0].Type != typeRule {
				t.Errorf("engram notes: %s", r.stdout)
			}
			r = spawnCLI(t, ws, "", env, "promote", n.ID, "--force")
			if r.code != 0 || !strings.Contains(r.stdout, "(global)") {
				t.Errorf("promote: exit %d %s %s", r.code, r.stdout, r.stderr)
			}
			if out := spawnCLI(t, ws, "", env, "list", "--scope", "global").stdout; !strings.Contains(out, "rule") || !strings.Contains(out, "global") {
				t.Errorf("no global rule after promote:\n%s", out)
			}
		})
	}
}
