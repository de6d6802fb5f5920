package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestQuietRequestSeesChanges holds the quiet path (perf_quiet.go) to the
// full one: a running server answers a few status calls (so the store is
// quiet and the guards are armed), then the store changes in a way only a
// guard can see (a root appears, is replaced, a writer leaves a journal),
// and the very next call must see the change. On the reference path
// (ENGRAM_NO_CACHE=1) the same steps must give the same answers.
func TestQuietRequestSeesChanges(t *testing.T) {
	t.Parallel()
	env := scratchEnv(t)
	global := filepath.Join(t.TempDir(), "global-store")
	env = append(env, "ENGRAM_GLOBAL_DIR="+global)
	other := t.TempDir()
	writeTestStore(t, other, smallStore[:2], `"backend"`)
	cases := []struct {
		name   string
		before []testMemory // the workspace store at start; nil for none
		change func(t *testing.T, ws string)
		want   string // in the status text after the change ($WS: the workspace)
	}{
		{"a workspace store appears", nil, func(t *testing.T, ws string) {
			writeTestStore(t, ws, smallStore[:3], `"backend"`)
		}, "memories: 3 visible of 3"},
		{"the workspace's .agents folder is moved away", smallStore[:4], func(t *testing.T, ws string) {
			mustRename(t, filepath.Join(ws, ".agents"), filepath.Join(ws, "agents-old"))
		}, "workspace store: none"},
		{"a store is moved in where there was none", nil, func(t *testing.T, ws string) {
			mustRename(t, filepath.Join(other, ".agents"), filepath.Join(ws, ".agents"))
		}, "memories: 2 visible of 2"},
		{"a legacy .engram folder becomes a store", nil, func(t *testing.T, ws string) {
			if err := os.Mkdir(filepath.Join(ws, legacyStoreDirName, "rules"), 0o755); err != nil {
				t.Fatal(err)
			}
		}, "workspace store: $WS/" + legacyStoreDirName + `\n`},
		{"a global store appears", smallStore[:3], func(t *testing.T, ws string) {
			g := filepath.Join(global, "rules")
			if err := os.MkdirAll(g, 0o755); err != nil {
				t.Fatal(err)
			}
		}, "global store: " + global},
		{"a memory's hash is rewritten", smallStore[:3], func(t *testing.T, ws string) {
			p := filepath.Join(ws, ".agents", ".engram", hashesFile)
			if err := os.WriteFile(p, []byte(`{"rules/gone.md": "00"}`), 0o644); err != nil {
				t.Fatal(err)
			}
		}, "missing: workspace:rules/gone.md"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ws := t.TempDir()
			os.RemoveAll(global)
			if tc.before != nil {
				writeTestStore(t, ws, tc.before, `"backend"`)
			}
			// an empty legacy folder: not a store until rules/ appears in it
			if err := os.Mkdir(filepath.Join(ws, legacyStoreDirName), 0o755); err != nil {
				t.Fatal(err)
			}
			p := startBenchProc(t, testServerBinary, []string{"--workspace", ws}, env, ws)
			defer p.close()
			p.call(t, benchInitialize)
			p.notify(t, benchInitialized)
			for i := 0; i < 3; i++ {
				p.call(t, benchToolCall(10+i, "engram_status", map[string]any{}))
			}
			tc.change(t, ws)
			ans := string(p.call(t, benchToolCall(20, "engram_status", map[string]any{})))
			if want := strings.ReplaceAll(tc.want, "$WS", ws); !strings.Contains(ans, want) {
				t.Fatalf("status after the change lacks %q:\n%.900s", want, ans)
			}
		})
	}
}

func mustRename(t *testing.T, from, to string) {
	t.Helper()
	if err := os.Rename(from, to); err != nil {
		t.Fatal(err)
	}
}
