package main

import (
	"fmt"
	"math/rand"
	"path/filepath"
	"slices"
	"testing"
)

// TestDiagMemoMatchesReference: random edits by hand (perf_viewpatch_test.go's,
// and files of an unknown type written, fixed and removed) against a
// server's view cache; after each, the served view's diagnostics, asked
// twice, must equal the reference path's on a rebuilt store, and a view
// patched from one whose type check found nothing must not keep an
// unknown type a changed file brought.
func TestDiagMemoMatchesReference(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	for _, seed := range []int64{1, 2} {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			t.Parallel()
			dir, home := t.TempDir(), t.TempDir()
			writeTestStore(t, dir, smallStore, `"backend"`)
			c, e, ws, global := twoRootViewCache(t, dir, home)
			rng := rand.New(rand.NewSource(seed))
			carried, unknown, skipped := 0, 0, 0
			for step := 0; step < 150; step++ {
				var desc string
				if rng.Intn(4) == 0 {
					root := []string{ws, global}[rng.Intn(2)]
					file := fmt.Sprintf("rules/m%d.md", rng.Intn(12))
					kind := []string{"rulez", "rule", "rule", "skill", "knowledge"}[rng.Intn(5)]
					text := fmt.Sprintf("---\nid: %s\nschema_version: 3\nscope: workspace\ntype: %s\n---\n\n# Title\n\n## Content\n\n- A goose.\n", filepath.Base(file[:len(file)-3]), kind)
					writeHashed(t, root, file, text)
					desc = "write type " + kind + " " + file
				} else {
					desc = patchEdit(t, rng, ws, global)
				}
				v, err := c.get()
				if err != nil {
					t.Fatal(err)
				}
				if v.diag.types.Load() != nil { // set by the patch: no call has asked it yet
					carried++
				}
				got := slices.Clone(v.diagnostics())
				if again := v.diagnostics(); !slices.Equal(got, again) {
					t.Fatalf("step %d (%s): asked twice: %q then %q", step, desc, got, again)
				}
				want, err := loadState(referenceEnv(e), dir, nil, nil, true)
				if err != nil {
					t.Fatal(err)
				}
				w := referenceDiagnostics(want.view, typeDiagnostics(want.view.s))
				if len(typeDiagnostics(want.view.s)) > 0 {
					unknown++
				}
				if !slices.Equal(got, w) {
					t.Fatalf("step %d (%s): diagnostics\n%q\nwant\n%q", step, desc, got, w)
				}
				if got, w := v.skippedText(), skippedText(want.view.s); got != w {
					t.Fatalf("step %d (%s): skipped\n%q\nwant\n%q", step, desc, got, w)
				}
				if v.skippedText() != "" {
					skipped++
				}
			}
			if carried < 10 || unknown < 10 || skipped < 10 {
				t.Fatalf("%d views carried the type check, %d had an unknown type, %d skipped a file: too few to test it", carried, unknown, skipped)
			}
			t.Logf("%d of 150 views carried the type check; %d had an unknown type; %d skipped a file", carried, unknown, skipped)
		})
	}
}
