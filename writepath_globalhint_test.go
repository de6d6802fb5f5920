package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWorkspaceSaveWithoutAStoreNamesTheGlobalStore: since a global memory
// can be saved from a folder with no store, a global-only user's agent that
// saves with the default scope (workspace) was still told only "run 'engram
// init' in the project folder", which makes a project store the user never
// asked for. Where a global store exists, the refusal also names the scope
// that saves there, over the CLI and engram_save in both eras; nothing is
// written. With no global store the hint stays init's alone.
func TestWorkspaceSaveWithoutAStoreNamesTheGlobalStore(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	const both = `--scope global (engram_save and engram_save_session: scope \"global\")`
	r := spawnCLI(t, ws, "", env, "save", "--force", "Prefer early returns over nested conditionals")
	if r.code != exitNotFound || !strings.Contains(r.stderr, initHint) || strings.Contains(r.stderr, "--scope global") {
		t.Errorf("save with no store anywhere: %+v", r)
	}
	if r := spawnCLI(t, ws, "", env, "init", "--global"); r.code != 0 {
		t.Fatalf("init --global: %+v", r)
	}
	for _, scope := range []string{"workspace", "both"} {
		r := spawnCLI(t, ws, "", env, "save", "--force", "--scope", scope, "Prefer early returns over nested conditionals")
		if r.code != exitNotFound || !strings.Contains(r.stderr, initHint) || !strings.Contains(r.stderr, strings.ReplaceAll(both, `\"`, `"`)) {
			t.Errorf("save --scope %s with a global store: %+v", scope, r)
		}
	}
	for _, version := range []string{version20251125, ""} {
		s := spawnMCP(t, ws, env, version)
		raw := string(s.mustCall("tools/call", map[string]any{"name": "engram_save", "arguments": map[string]any{"text": "Prefer early returns over nested conditionals"}}))
		if !strings.Contains(raw, `"isError":true`) || !strings.Contains(raw, both) {
			t.Errorf("engram_save, default scope (era %q): %s", version, raw)
		}
	}
	if entries, _ := os.ReadDir(ws); len(entries) != 0 {
		t.Errorf("a refused save wrote %v in the folder", entries)
	}
	if files, _ := filepath.Glob(filepath.Join(home, ".engram", "global", "*", "prefer-early*")); len(files) != 0 {
		t.Errorf("a refused save wrote %v", files)
	}
}
