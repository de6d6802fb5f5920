package main

import (
	"io"
	"path/filepath"
	"strings"
	"testing"
)

// TestShadowIDsSkippedMatchReference: a view read with the workspace's ids
// left unmade when no memory is global hides and shadows exactly what the
// reference does, with and without a global store whose memories the
// workspace's shadow.
func TestShadowIDsSkippedMatchReference(t *testing.T) {
	if !shadowSkipOn {
		t.Skip("ENGRAM_NO_CACHE=1: the reference path is the only path")
	}
	defer func() { shadowSkipOn = true }()
	ws := exampleWorkspace(t)
	for _, withGlobal := range []bool{false, true} {
		env := scratchEnv(t)
		if withGlobal {
			g := filepath.Join(t.TempDir(), "global")
			copyTree(t, storeDir(ws), g)
			env = append(env, "ENGRAM_GLOBAL_DIR="+g)
		}
		e := envOf(env, strings.NewReader(""), io.Discard, io.Discard)
		var dumps [2]string
		for i, on := range []bool{true, false} {
			shadowSkipOn = on
			st, err := loadState(e, ws, nil, nil, true)
			if err != nil {
				t.Fatal(err)
			}
			dumps[i] = viewDump(st.view.s)
		}
		if dumps[0] != dumps[1] {
			t.Fatalf("global store %v: view with the ids skipped:\n%s\nwant:\n%s", withGlobal, dumps[0], dumps[1])
		}
		if shadowed := strings.Count(dumps[1], "shadow=true"); withGlobal != (shadowed > 0) || !strings.Contains(dumps[1], "hidden=\"\"") {
			t.Fatalf("global store %v: %d memories shadowed:\n%s", withGlobal, shadowed, dumps[1])
		}
	}
}
