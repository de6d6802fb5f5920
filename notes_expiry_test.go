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
	n := noteJSON(t, ws, live, "--objective", "fix the nightly indexer", "The nightly indexer job times out after 40 minutes on the big cluster")
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
		// (resources/read answers a plain "Resource not found").
		resource := strings.HasPrefix(name, "engram://memory")
		byID := resource || strings.Contains(name, "id")
		refused := strings.Contains(text, "expired on 2026-12-08") || resource && text == "Resource not found"
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
