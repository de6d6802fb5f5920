package main

import (
	"os"
	"slices"
	"sync"
	"sync/atomic"
)

// Speed-up (issue 20, the first load after a commit, and every load and
// search): a view's diagnostics are worked out once, and the unknown-type
// check carried from one view to the next when no changed file could
// change it; so are the skipped files load, route and search name under
// their text.
//
// Reference path: every engram_load and engram_search (and route,
// benchmark, list) calls storeView.diagnostics, which walks every entry
// twice: hashOK, then each memory's type and tier (typeDiagnostics). At
// 10,000 memories of genstore.py's store the type check alone was ~3 ms of
// the first load after a commit in the server (the memories' facts read
// again from memory the patch had not touched, and a map lookup of every
// type) and a share of each warm call.
//
// A view is never changed once served, and the diagnostics read nothing
// else: the store's entries, problems, unparsable files and config. So they
// are made at a view's first call and kept on the view. A patched view
// (perf_viewpatch.go) has the previous view's entries but for the changed
// files, and a memory's type and tier come from its file alone: when the
// previous view's type check found nothing and every changed file still
// present has a known type (or is a working memory), the new view's check
// finds nothing too, and is not run. ENGRAM_NO_CACHE=1 turns both off;
// TestDiagMemoMatchesReference holds the answers to the reference path's.

var diagMemoOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// diagMemo is a view's diagnostics, made at its first call.
type diagMemo struct {
	once sync.Once
	d    []string
	// types is the view's typeDiagnostics once known: set at its first
	// diagnostics, or by the patch that made the view, before it is served.
	types atomic.Pointer[[]string]
	// skipped is skippedText of the view's store, made at its first read:
	// a walk of every entry, ~12 us of a ~0.9 ms load at 10,000 memories
	// (BenchmarkLoad10k, stop 62).
	skippedOnce sync.Once
	skipped     string
}

// viewDiagnostics is v.diagnostics(), once per view.
func viewDiagnostics(v *storeView) []string {
	v.diag.once.Do(func() {
		types := v.diag.types.Load()
		if types == nil {
			t := typeDiagnostics(v.s)
			types = &t
			v.diag.types.Store(types)
		}
		v.diag.d = slices.Clip(referenceDiagnostics(v, *types))
	})
	return v.diag.d
}

// viewSkippedText is v.skippedText(), once per view.
func viewSkippedText(v *storeView) string {
	v.diag.skippedOnce.Do(func() { v.diag.skipped = skippedText(v.s) })
	return v.diag.skipped
}

// carryTypeDiagnostics gives the patched view next the previous view's
// empty type check when none of the changed files (read) has an unknown
// type: the other entries' memories are the previous view's files, whose
// types it found known.
func carryTypeDiagnostics(prev, next *storeView, read []changedFile) {
	if !diagMemoOn {
		return
	}
	if t := prev.diag.types.Load(); t == nil || len(*t) > 0 {
		return
	}
	for _, f := range read {
		if f.p != nil && !knownType(f.p.mem.kind()) && !f.p.mem.isWorking() {
			return
		}
	}
	next.diag.types.Store(new([]string))
}
