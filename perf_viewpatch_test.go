package main

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestViewPatchMatchesRebuild is the property test of perf_viewpatch.go:
// random sequences of edits to a workspace store and a global one (memories
// added, edited, removed, with and without their hash recorded; hashes
// files rewritten alone; global memories a workspace memory shadows and
// stops shadowing; superseded, role-tagged and working memories; files
// that do not parse; files no view reads), each followed by a request to
// a server's view that patches itself, which must equal a view read from
// every file again on the reference path. It fails, too, if no request was
// answered by a patch.
func TestViewPatchMatchesRebuild(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	for _, seed := range []int64{1, 2, 3} {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			t.Parallel()
			dir, home := t.TempDir(), t.TempDir()
			writeTestStore(t, dir, smallStore, `"backend"`)
			c, e, ws, global := twoRootViewCache(t, dir, home)
			rng := rand.New(rand.NewSource(seed))
			patched := 0
			var prev *storeView // the view the step before answered with
			prevDump := ""
			for step := 0; step < 150; step++ {
				before := c.state
				desc := patchEdit(t, rng, ws, global)
				v, err := c.get()
				if err != nil {
					t.Fatal(err)
				}
				if before != nil && c.state != before && sharesEntry(before.view.s, c.state.view.s) {
					patched++
				}
				want, err := loadState(referenceEnv(e), dir, nil, nil, true)
				if err != nil {
					t.Fatal(err)
				}
				if g, w := viewDump(v.s), viewDump(want.view.s); g != w {
					t.Fatalf("step %d (%s): patched view differs from a rebuild:\n%s\nwant:\n%s", step, desc, g, w)
				}
				// A patch shares the entries nothing changes with the view
				// before it, which a request may still be reading.
				if prev != nil && frozenDump(prev.s) != prevDump {
					t.Fatalf("step %d (%s): the view before changed:\n%s\nwas:\n%s", step, desc, frozenDump(prev.s), prevDump)
				}
				prev, prevDump = v, frozenDump(v.s)
			}
			if patched < 20 {
				t.Fatalf("%d requests were answered by a patch: too few to test it", patched)
			}
			t.Logf("%d of 150 requests patched", patched)
		})
	}
}

// sharesEntry reports whether b holds one of a's entries itself, as only a
// patch does: a rebuild makes every entry anew.
func sharesEntry(a, b *store) bool {
	old := map[*entry]bool{}
	for _, en := range a.entries {
		old[en] = true
	}
	for _, en := range b.entries {
		if old[en] {
			return true
		}
	}
	return false
}

// referenceEnv is e with every speed-up off.
func referenceEnv(e *env) *env {
	r := *e
	r.getenv = func(k string) string {
		if k == "ENGRAM_NO_CACHE" {
			return "1"
		}
		return e.getenv(k)
	}
	return &r
}

// viewDump is everything a store holds that a request reads, one entry a
// line.
func viewDump(s *store) string {
	var b strings.Builder
	for _, en := range s.entries {
		fmt.Fprintf(&b, "%s %s %s sum=%s ok=%v shadow=%v hidden=%q id=%s title=%q\n", en.root.scope, en.root.dir, en.file, en.sum, en.hashOK, en.shadow, en.hidden, en.mem.id(), en.mem.title)
	}
	fmt.Fprintf(&b, "problems %q\nrecorded %v\ncfg %+v\n", s.problems, s.recorded, *s.cfg)
	for _, u := range s.unparsable {
		fmt.Fprintf(&b, "unparsable %s %s\n", u.root.scope, u.file)
	}
	return b.String()
}

// frozenDump is viewDump with which memory and document each entry holds.
func frozenDump(s *store) string {
	var b strings.Builder
	for _, en := range s.entries {
		fmt.Fprintf(&b, "%p %p ", en.mem, en.doc)
	}
	return viewDump(s) + b.String()
}

// patchEdit makes one random edit to the workspace store ws or the global
// store global and says what it was.
func patchEdit(t *testing.T, rng *rand.Rand, ws, global string) string {
	root, scope := ws, "workspace"
	if rng.Intn(3) == 0 {
		root, scope = global, "global"
	}
	sub := []string{"rules", "skills", "knowledge", workingDir}[rng.Intn(4)]
	id := fmt.Sprintf("m%d", rng.Intn(12))
	file := sub + "/" + id + ".md"
	extra := []string{"", "role: [frontend]\n", "superseded_by: m1\n", "lifecycle: archived\n", "valid_until: 2001-01-01\n"}[rng.Intn(5)]
	text := fmt.Sprintf("---\nid: %s\nschema_version: 3\nscope: %s\ntags: [t%d]\ntype: rule\n%s---\n\n# Title %d\n\n## Content\n\n- Word%d and goose migration.\n", id, scope, rng.Intn(5), extra, rng.Intn(100), rng.Intn(100))
	path := filepath.Join(root, filepath.FromSlash(file))
	k := rng.Intn(20)
	if scope == "global" && k >= 11 && k < 18 && rng.Intn(3) > 0 {
		k = 0 // fewer mismatches in the global store: a patch needs none in either
	}
	switch {
	case k < 8:
		writeHashed(t, root, file, text)
		return "write hashed " + scope + " " + file
	case k < 11:
		os.Remove(path)
		return "remove " + scope + " " + file
	case k < 12:
		os.WriteFile(path, []byte(text), 0o644)
		return "write unhashed " + scope + " " + file
	case k < 13:
		os.WriteFile(path, []byte("---\nid: [\n"), 0o644)
		return "write unparsable " + scope + " " + file
	case k < 17:
		repairStore(t, root)
		return "remove what does not parse, rehash " + scope
	case k < 18:
		os.WriteFile(filepath.Join(root, hashesFile), encodeHashes(map[string]string{file: "0"}), 0o644)
		return "rewrite hashes " + scope
	default:
		os.WriteFile(filepath.Join(root, "notes.txt"), []byte(text), 0o644)
		return "write an unread file"
	}
}

// repairStore removes the memory files of root that do not parse and
// records the hashes of the rest, as a human's repair and rehash would.
func repairStore(t *testing.T, root string) {
	t.Helper()
	h := map[string]string{}
	for _, sub := range memorySubdirs {
		names, _ := os.ReadDir(filepath.Join(root, sub))
		for _, n := range names {
			path := filepath.Join(root, sub, n.Name())
			data, err := os.ReadFile(path)
			if err != nil {
				continue
			}
			if _, err := parseMemoryText(string(data)); err != nil {
				os.Remove(path)
				continue
			}
			h[sub+"/"+n.Name()] = sha256Hex(data)
		}
	}
	if err := os.WriteFile(filepath.Join(root, hashesFile), encodeHashes(h), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestCapsNothingMatchesCap: the patch's count (capsNothingPatched, over
// the old state's entries and the files read again) agrees with
// capMemoryFiles keeping every file of the patched listing without a
// problem, at and around both limits, for one store and two, with files
// unchanged, changed (another size), added and removed.
func TestCapsNothingMatchesCap(t *testing.T) {
	ws, gl := &storeRoot{scope: scopeWorkspace, dir: "/w"}, &storeRoot{scope: scopeGlobal, dir: "/g"}
	const one, all = maxMemoryFileBytes, maxStoreMemoryBytes
	rng := rand.New(rand.NewSource(5))
	sizes := []int64{0, 1, one - 1, one, one, one, one, one + 1}
	perStore := int(all / one) // files of the largest size that fill a store
	outcomes := map[bool]int{}
	for round := 0; round < 400; round++ {
		var files []memFile // the listing after the change
		was := &store{}
		var read []changedFile
		n := rng.Intn(6)
		if round%2 == 0 {
			n = perStore - 2 + rng.Intn(perStore/8) // around a store's limit, in one root or two
		}
		for i := n; i > 0; i-- {
			root := ws
			if rng.Intn(2) == 0 {
				root = gl
			}
			f := memFile{root: root, path: root.dir + "/rules/x" + strconv.Itoa(i) + ".md", key: fileKey{size: sizes[rng.Intn(len(sizes))]}}
			old := &entry{prepared: &prepared{diskText: diskText{path: f.path}, key: f.key}, root: root}
			switch rng.Intn(8) {
			case 0: // changed: the old entry's size is not the new one's
				old.prepared.key.size = sizes[rng.Intn(len(sizes))]
				was.entries = append(was.entries, old)
				read = append(read, changedFile{memFile: f, p: &prepared{}})
			case 1: // added
				read = append(read, changedFile{memFile: f, p: &prepared{}})
			case 2: // removed: not in the listing
				was.entries = append(was.entries, old)
				read = append(read, changedFile{memFile: f})
				continue
			default:
				was.entries = append(was.entries, old)
			}
			files = append(files, f)
		}
		kept, problems := capMemoryFiles(append([]memFile(nil), files...))
		want := len(problems) == 0 && len(kept) == len(files)
		outcomes[want]++
		if got := capsNothingPatched(was, read, newPathSet(read)); got != want {
			t.Fatalf("round %d: %d files: capsNothingPatched %v, capMemoryFiles kept %d of %d with %d problems", round, len(files), got, len(kept), len(files), len(problems))
		}
	}
	if outcomes[true] < 50 || outcomes[false] < 50 {
		t.Fatalf("outcomes %v: the rounds do not exercise both answers", outcomes)
	}
}

// twoRootViewCache is a server's view cache on dir's store and a global
// store under home, each with every memory folder made, and the env it
// reads them with.
func twoRootViewCache(t *testing.T, dir, home string) (c *viewCache, e *env, ws, global string) {
	ws, global = filepath.Join(dir, storeDirName), filepath.Join(home, "global")
	for _, sub := range []string{"rules", "skills", "knowledge", workingDir} {
		os.MkdirAll(filepath.Join(global, sub), 0o755)
		os.MkdirAll(filepath.Join(ws, sub), 0o755)
	}
	e = benchEnv()
	e.getenv = func(k string) string {
		return map[string]string{"GOGC": "100", "ENGRAM_CONFIG_DIR": home, "ENGRAM_GLOBAL_DIR": global}[k]
	}
	c = newViewCache(e, dir)
	t.Cleanup(c.close)
	return c, e, ws, global
}
