package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The persisted route index (cache_routeindex.go) must be the index a
// build gives, part for part, and must never be served for memories other
// than the ones it was built from.

// routeIndexQueries are tasks routed with either index; each store's own
// titles are added.
var routeIndexQueries = []string{
	"add a retry with backoff to the webhook client",
	"rotate the secret used by the billing gateway",
	"write a migration that adds a column to the invoice table",
	"why is the search index dashboard showing a timeout alert",
	"deploy the release with a feature flag rollout",
	"csrf token",
	"redact phones",
	"zebra linter",
}

// idxState loads dir's store in process, as a new process's first view,
// with its digest.
func idxState(t *testing.T, e *env, dir string, prep map[string]*prepared) *viewState {
	t.Helper()
	st, err := loadState(e, dir, nil, prep, prep == nil)
	if err != nil {
		t.Fatal(err)
	}
	st.digest = visibleDigest(st.view.s)
	return st
}

// genRouteShape writes a store of n memories in a shape: engram's own
// (genStore) or genstore.py's (another writer's layout).
func genRouteShape(t testing.TB, shape, dir string, n int) {
	t.Helper()
	if shape == "engram" {
		genStore(t, dir, n)
		return
	}
	script := filepath.Join("..", "shared", "bench", "genstore.py")
	if _, err := os.Stat(script); err != nil {
		t.Skipf("no %s here (%v): genstore.py's shape is not measured", script, err)
	}
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3 on PATH: genstore.py's shape is not measured")
	}
	if out, err := exec.Command("python3", script, filepath.Join(dir, storeDirName), strconv.Itoa(n)).CombinedOutput(); err != nil {
		t.Fatalf("genstore.py: %v\n%s", err, out)
	}
}

// TestRouteIndexCacheMatchesBuild: an index written and read back (by a
// view of the same files read again, as a new process's) is identical in
// every part to one built from the same memories, and routes and loads to
// the same bytes; so is one written after a patch (memories added, edited
// and removed), which is written as the full build of its memories.
func TestRouteIndexCacheMatchesBuild(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	for _, shape := range []string{"engram", "genstore.py"} {
		t.Run(shape, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			genRouteShape(t, shape, dir, 600)
			e := envOf(scratchEnv(t), nil, io.Discard, io.Discard)
			e.cwd = dir
			st := idxState(t, e, dir, nil)
			if st.cacheKey == nil {
				t.Fatal("no cache key")
			}
			saveRouteIndex(st.view.s, buildRouteIndex(st.view.s), st.cacheKey, st.digest)
			path := routeIndexPath(routeIndexRoot(st.view.s))
			if _, err := os.Stat(path); err != nil {
				t.Fatalf("no index file written: %v", err)
			}

			st2 := idxState(t, e, dir, nil)
			got := st2.persistedIndex(nil, true)
			if got == nil {
				t.Fatal("the index written is not read back")
			}
			want := buildRouteIndex(st2.view.s)
			sameIndexParts(t, got, want)
			sameRouting(t, st2.view.s, got, want)

			// A commit's change, patched: a memory added, one edited, one
			// removed (its slot then maps to no document).
			st2.keepDocs()
			root := filepath.Join(dir, storeDirName)
			vis := st2.view.s.visible()
			writeHashed(t, root, "rules/zebra-linter.md", zebraRule)
			edited := vis[len(vis)/2].file
			data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(edited)))
			if err != nil {
				t.Fatal(err)
			}
			writeHashed(t, root, edited, strings.Replace(string(data), "\n## Content\n", "\n## Content\n\n- Rotate the zebra keys after each release.\n", 1))
			if err := os.Remove(filepath.Join(root, filepath.FromSlash(vis[len(vis)/3].file))); err != nil {
				t.Fatal(err)
			}
			st3 := idxState(t, e, dir, st2.prepMap())
			patched := nextRouteIndex(want, st3.view.s, nil)
			if want.patch != nil || slices.Equal(patched.slotDoc, identitySlots(len(patched.docs))) {
				t.Fatal("the change was not patched: this test needs a patched index")
			}
			// The patched state's digest is made up (patchedDigest): the
			// write works out the real one.
			saveRouteIndex(st3.view.s, patched, st3.cacheKey, [sha256.Size]byte{1})
			st4 := idxState(t, e, dir, nil)
			got = st4.persistedIndex(nil, true)
			if got == nil {
				t.Fatal("the patched index written is not read back")
			}
			want = buildRouteIndex(st4.view.s)
			sameIndexParts(t, got, want)
			sameRouting(t, st4.view.s, got, want)
			sameRouting(t, st3.view.s, patched, buildRouteIndex(st3.view.s))
		})
	}
}

// sameIndexParts fails t unless got and want hold the same index in every
// part. A field added to routeIndex fails it until it is persisted and
// compared here.
func sameIndexParts(t *testing.T, got, want *routeIndex) {
	t.Helper()
	compared := map[string]bool{
		"docs": true, "postings": true, "slotDoc": true, "norm": true, "avgLen": true, "acronyms": true,
		"byID": true, "coverage": true, "categories": true, "otherRoles": true, "patch": true,
		"weights": true, "scratch": true, // filled by searches, empty in both
		"vocab":     true, // built from the postings by the first task that needs it (route_vocab.go)
		"compounds": true, // read with the file (cache_compounds.go): compared below
		// the other-role documents' postings, built from otherRoles by the
		// first task that scores them (perf_otherroles.go)
		"otherPost": true,
	}
	rt := reflect.TypeOf(routeIndex{})
	for i := range rt.NumField() {
		if name := rt.Field(i).Name; !compared[name] {
			t.Errorf("routeIndex.%s is not persisted (cache_routeindex.go) nor compared here", name)
		}
	}
	if !slices.Equal(got.docs, want.docs) {
		t.Errorf("docs differ: %d against %d", len(got.docs), len(want.docs))
	}
	// The tables' lengths are the term table's when each was made, which
	// the parallel tests grow: the lists are compared by id.
	lists := 0
	for id := range uint32(termCountTotal()) {
		g, w := got.postings.get(id), want.postings.get(id)
		if !slices.Equal(g, w) {
			t.Fatalf("postings of %q differ:\n%v\nwant\n%v", termString(id), g, w)
		}
		if len(w) > 0 {
			lists++
		}
	}
	if lists == 0 {
		t.Fatal("no postings compared")
	}
	for _, f := range []struct {
		name      string
		got, want any
	}{
		{"slotDoc", got.slotDoc, want.slotDoc},
		{"norm", got.norm, want.norm},
		{"avgLen", got.avgLen, want.avgLen},
		{"acronyms", got.acronyms, want.acronyms},
		{"byID", got.byID, want.byID},
		{"coverage", got.coverage, want.coverage},
		{"categories", got.categories, want.categories},
		{"otherRoles", got.otherRoles, want.otherRoles},
		{"patch", got.patch, want.patch},
		{"compounds", persistedCompounds(t, got), referenceCompounds(want)},
	} {
		if !reflect.DeepEqual(f.got, f.want) {
			t.Errorf("%s differs:\n%v\nwant\n%v", f.name, f.got, f.want)
		}
	}
}

// sameRouting fails t unless both indexes route and load each query, and
// each of a few memories' titles, to the same bytes.
func sameRouting(t *testing.T, s *store, got, want *routeIndex) {
	t.Helper()
	qs := append([]string(nil), routeIndexQueries...)
	vis := s.visible()
	for i := 0; i < len(vis); i += max(1, len(vis)/6) {
		qs = append(qs, vis[i].mem.title)
	}
	for _, q := range qs {
		g, w := routeTask(s, got, q, s.cfg.loadLimit), routeTask(s, want, q, s.cfg.loadLimit)
		if gs, ws := fmt.Sprintf("%+v", routeSummary(g)), fmt.Sprintf("%+v", routeSummary(w)); gs != ws {
			t.Errorf("route %q:\n%s\nwant\n%s", q, gs, ws)
		}
		gt, gd, gerr := loadMemories(s, got, loadRequest{query: q})
		wt, wd, werr := loadMemories(s, want, loadRequest{query: q})
		if gt != wt || fmt.Sprint(gd, gerr) != fmt.Sprint(wd, werr) {
			t.Errorf("load %q:\n%s\nwant\n%s", q, gt, wt)
		}
	}
}

// routeSummary is what a route answers: each memory with its score, and
// the reason and closest memories when it abstains.
func routeSummary(r routeResult) []string {
	var out []string
	for _, sc := range r.entries {
		out = append(out, fmt.Sprintf("%s %.12g", sc.en.key(), sc.score))
	}
	for _, en := range r.closest {
		out = append(out, "closest "+en.key())
	}
	return append(out, r.reason, fmt.Sprint(r.class))
}

// TestRouteIndexCacheRefused: a file that is tampered with, truncated,
// lengthened, MACed under another key, of another state of the store, or
// reached through a link is refused; the file as written is taken (so
// that each refusal is the check's, not a file that never reads).
func TestRouteIndexCacheRefused(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, smallStore, `"backend"`)
	e := envOf(scratchEnv(t), nil, io.Discard, io.Discard)
	e.cwd = dir
	st := idxState(t, e, dir, nil)
	s := st.view.s
	saveRouteIndex(s, buildRouteIndex(s), st.cacheKey, st.digest)
	r := routeIndexRoot(s)
	path := routeIndexPath(r)
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	read := func(data []byte) *routeIndex {
		t.Helper()
		os.Remove(path)
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		return readRouteIndex(r, st.cacheKey, st.digest, s)
	}
	if read(good) == nil {
		t.Fatal("the file as written is refused")
	}
	head := len(routeIndexHead(st.digest))
	remac := func(body []byte, key []byte) []byte {
		h := hmac.New(sha256.New, key)
		h.Write(body)
		return h.Sum(append([]byte(nil), body...))
	}
	body := good[:len(good)-sha256.Size]
	otherKey := make([]byte, 32)
	cases := map[string][]byte{
		"empty":                 {},
		"truncated by one byte": good[:len(good)-1],
		"head only":             good[:head],
		"one byte more":         append(append([]byte(nil), good...), 0),
		"under another key":     remac(body, otherKey),
		"body cut, MAC redone":  remac(body[:len(body)-1], otherKey),
	}
	for _, at := range []int{0, head - 1, head, head + 5, (head + len(body)) / 2, len(body) - 1, len(good) - 1} {
		b := append([]byte(nil), good...)
		b[at] ^= 0x20
		cases[fmt.Sprintf("byte %d of %d flipped", at, len(good))] = b
	}
	for name, data := range cases {
		if read(data) != nil {
			t.Errorf("%s: taken", name)
		}
	}
	// Another state's index under the right key: refused by its digest.
	other := st.digest
	other[0] ^= 1
	read(good)
	if readRouteIndex(r, st.cacheKey, other, s) != nil {
		t.Error("an index of other memories is taken")
	}
	// A link to a valid file is not followed.
	elsewhere := filepath.Join(t.TempDir(), "routeindex.bin")
	os.WriteFile(elsewhere, good, 0o600)
	os.Remove(path)
	if err := os.Symlink(elsewhere, path); err == nil && readRouteIndex(r, st.cacheKey, st.digest, s) != nil {
		t.Error("a link is followed")
	}
}

// idxRun runs the reads in spawned engram processes and returns their
// joined output.
func idxRun(t *testing.T, ws string, env []string) string {
	t.Helper()
	var b strings.Builder
	for _, q := range append(cacheQueries, []string{"load", "nightly zebra indexer times out"}) {
		r := spawnCLI(t, ws, "", env, q...)
		b.WriteString(strings.Join(q, " ") + " → " + r.stdout + r.stderr + "\n")
	}
	return b.String()
}

// staleCase is a change to what the index holds, and the env after it.
type staleCase struct {
	name   string
	change func(t *testing.T, root, ws string, env []string) []string // the env after
}

// staleCases are TestRouteIndexCacheNotStale's changes.
func staleCases() []staleCase {
	const redact = "rules/redact-pii.md"
	return []staleCase{
		{"edit and rehash", func(t *testing.T, root, ws string, env []string) []string {
			editInPlace(t, filepath.Join(root, filepath.FromSlash(redact)), "Redact emails", "Redact phones", true)
			rehashFile(t, root, redact)
			return env
		}},
		{"add", func(t *testing.T, root, ws string, env []string) []string {
			writeHashed(t, root, "rules/new-rule.md", zebraRule)
			return env
		}},
		{"delete", func(t *testing.T, root, ws string, env []string) []string {
			if err := os.Remove(filepath.Join(root, "rules", "csrf-protection.md")); err != nil {
				t.Fatal(err)
			}
			return env
		}},
		{"roles", func(t *testing.T, root, ws string, env []string) []string {
			if err := os.WriteFile(filepath.Join(root, configFile), []byte(`{"roles": ["frontend"]}`), 0o644); err != nil {
				t.Fatal(err)
			}
			return env
		}},
		{"note expired", func(t *testing.T, root, ws string, env []string) []string {
			return append(env, "ENGRAM_NOW=2026-12-20T10:00:00Z")
		}},
		{"tampered", func(t *testing.T, root, ws string, env []string) []string {
			path := filepath.Join(root, prepCacheDir, routeIndexName)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			data[len(data)/2] ^= 0x40 // a posting (or a length) changed
			if err := os.WriteFile(path, data, 0o600); err != nil {
				t.Fatal(err)
			}
			return env
		}},
	}
}

// TestRouteIndexCacheNotStale: with a warm index file (taken by the next
// process: not rewritten), each change to what is indexed (an edit
// rehashed, a memory added or removed, the roles changed, a note expired,
// the file tampered with) makes the next process answer exactly as one
// without any cache, and write the file again.
func TestRouteIndexCacheNotStale(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	cases := staleCases()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ws := t.TempDir()
			writeTestStore(t, ws, smallStore, `"backend"`)
			root, env := filepath.Join(ws, storeDirName), append(scratchEnv(t), "ENGRAM_NOW=2026-12-01T10:00:00Z")
			r := spawnCLI(t, ws, "", env, "note", "The nightly zebra indexer job times out after 40 minutes")
			_, tok, _ := strings.Cut(r.stdout, "engram commit ")
			if tok = strings.TrimSpace(tok); r.code != 0 || tok == "" {
				t.Fatalf("note: %s%s", r.stdout, r.stderr)
			}
			if r := spawnCLI(t, ws, "", env, "commit", tok); r.code != 0 {
				t.Fatalf("commit: %s%s", r.stdout, r.stderr)
			}
			before := idxRun(t, ws, env)
			idx := filepath.Join(root, prepCacheDir, routeIndexName)
			fi, err := os.Stat(idx)
			if err != nil {
				t.Fatalf("no index file was written: %v", err)
			}
			if again := idxRun(t, ws, env); again != before {
				t.Fatalf("a warm index answers differently:\n%s\nwant:\n%s", again, before)
			}
			// A process that refused the file would have written it again
			// (a rename: a new inode).
			if fi2, err := os.Stat(idx); err != nil || !os.SameFile(fi, fi2) {
				t.Fatal("an unchanged store's index file was not taken")
			}
			env = tc.change(t, root, ws, env)
			got := idxRun(t, ws, env)
			want := idxRun(t, ws, append(env, "ENGRAM_NO_CACHE=1"))
			if got != want {
				t.Errorf("with the index file:\n%s\nwithout any cache:\n%s", got, want)
			}
			if got == before && tc.name != "tampered" {
				t.Errorf("the change changed no answer: it tests nothing")
			}
			if fi2, err := os.Stat(idx); err != nil || os.SameFile(fi, fi2) {
				t.Errorf("the index file was not written again after the change")
			}
			if again := idxRun(t, ws, env); again != want {
				t.Errorf("the rewritten index answers differently:\n%s\nwant:\n%s", again, want)
			}
		})
	}
}

// TestRouteIndexCacheServer: through engram-mcp, the second server takes
// the index the first wrote (the file is not written again) and answers
// every load as the first did and as a server without any cache does; a
// server that commits leaves the file holding the index after its commit,
// which the next server takes, answering as one without any cache.
func TestRouteIndexCacheServer(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	ws := t.TempDir()
	genStore(t, ws, 400)
	env := scratchEnv(t)
	idx := filepath.Join(ws, storeDirName, prepCacheDir, routeIndexName)
	session := func(env []string, commits int) string {
		t.Helper()
		p := startBenchProc(t, testServerBinary, []string{"--workspace", ws}, env, ws)
		defer p.close()
		p.call(t, benchInitialize)
		p.notify(t, benchInitialized)
		var b strings.Builder
		for i := 0; i < commits; i++ {
			benchSaveCommit(t, p, i)
		}
		for i, q := range routeIndexQueries {
			b.Write(p.call(t, benchToolCall(10+i, "engram_load", map[string]any{"query": q})))
		}
		return b.String()
	}
	first := session(env, 0)
	fi, err := os.Stat(idx)
	if err != nil {
		t.Fatalf("the first server wrote no index file: %v", err)
	}
	if got := session(env, 0); got != first {
		t.Errorf("a server with the index file answers differently:\n%s\nwant:\n%s", got, first)
	}
	if fi2, err := os.Stat(idx); err != nil || !os.SameFile(fi, fi2) {
		t.Fatal("the second server did not take the index file")
	}
	if ref := session(append(env, "ENGRAM_NO_CACHE=1"), 0); ref != first {
		t.Errorf("a server without any cache answers differently:\n%s\nwant:\n%s", ref, first)
	}
	session(env, 2)
	fi2, err := os.Stat(idx)
	if err != nil || os.SameFile(fi, fi2) {
		t.Fatal("the server that committed did not write the index file again")
	}
	got := session(env, 0)
	if fi3, err := os.Stat(idx); err != nil || !os.SameFile(fi2, fi3) {
		t.Error("the server after the commits did not take the index file")
	}
	if ref := session(append(env, "ENGRAM_NO_CACHE=1"), 0); got != ref {
		t.Errorf("after the commits, with the index file:\n%s\nwithout any cache:\n%s", got, ref)
	}
}
