package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The tests of issue 10's in-place index patch (txn.go, splice.go): a
// patched index is byte for byte the full encode of the same entries, a
// crash anywhere in a patch is rolled forward to exactly that, and a file
// engram did not write last is never patched.

// patchRule is rule n of these tests at a version: the same file, other
// bytes, for an update.
func patchRule(t testing.TB, n, version int) *memory {
	body := renderMemoryBody(typeRule, fmt.Sprintf("Patch rule %d", n), []string{fmt.Sprintf("Keep invariant %d at version %d.", n, version)}, nil)
	m, err := parseMemory([]byte(fmt.Sprintf("---\nid: patch-rule-%d\nschema_version: 3\nscope: workspace\ntags: [patch]\ntype: rule\n---\n%s", n, body)))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestAppendPatchMatchesSplice: the streaming append (appendPatch) gives
// the bytes spliceIndex and a full encode give, and its sum is the sum of
// those bytes, whatever the size of the pieces it reads (names across a
// seam included); it refuses whenever the new file's base name is anywhere
// in the index, and for any file that is not the one the record describes.
func TestAppendPatchMatchesSplice(t *testing.T) {
	defer func(n int) { indexChunk = n }(indexChunk)
	rng := rand.New(rand.NewSource(3))
	file := filepath.Join(t.TempDir(), indexFile)
	appended := 0
	var data0 []byte
	var op0 indexOp
	for round := 0; round < 60; round++ {
		indexChunk = []int{1, 7, 64, 1000, 256 << 10}[round%5]
		idx := &storeIndex{Version: indexFormatVersion, LastUpdated: "2026-01-01T00:00:00.000Z"}
		for i := 0; i < 1+rng.Intn(25); i++ {
			idx.put(indexEntry{ID: fmt.Sprintf("m-%d", i), Type: "rule", Scope: "workspace", Tags: []string{}, File: fmt.Sprintf("rules/m-%d.md", i),
				Summary: fmt.Sprintf("see knowledge/new-%d.md <b> \u2028 \"q\"", rng.Intn(60))})
		}
		data := idx.encode()
		os.WriteFile(file, data, 0o644)
		rel := fmt.Sprintf("knowledge/new-%d.md", rng.Intn(60))
		raw, _ := json.Marshal(indexEntry{ID: strings.TrimSuffix(path.Base(rel), ".md"), Type: "knowledge", Scope: "workspace", Tags: []string{"x"}, File: rel, Summary: "new"})
		op := indexOp{file: rel, entry: raw}
		data0, op0 = data, op
		stamp := fmt.Sprintf("2026-02-03T04:05:%02d.678Z", round)
		p, sum, ok := appendPatch(file, fileSum(data), stamp, op)
		if named := bytes.Contains(data, []byte(path.Base(rel))); ok == named {
			t.Fatalf("round %d (pieces of %d): appendPatch ok=%v, but the name is in the index: %v", round, indexChunk, ok, named)
		}
		// The first commit's one pass (perf_canonical.go) gives the same.
		if cp, csum, want, cok := canonicalAppendPatch(file, stamp, op); canonicalOn &&
			(cok != ok || want != fileSum(data) || cok && (csum != sum || fmt.Sprint(cp) != fmt.Sprint(p))) {
			t.Fatalf("round %d (pieces of %d): canonicalAppendPatch %v %s %s, appendPatch %v %s", round, indexChunk, cok, csum, want, ok, sum)
		}
		if !ok {
			continue
		}
		appended++
		got := patchBytes(data, p)
		spliced, _ := spliceIndex(data, stamp, []indexOp{op})
		idx.apply([]indexOp{op}, stamp)
		if want := idx.encode(); !bytes.Equal(got, want) || !bytes.Equal(spliced, want) {
			t.Fatalf("round %d (pieces of %d):\n got: %s\nwant: %s", round, indexChunk, got, want)
		}
		if sum != fileSum(got) {
			t.Fatalf("round %d: sum %s, the bytes' %s", round, sum, fileSum(got))
		}
		// Not the file of the record: same size other bytes, another size.
		other := bytes.Replace(data, []byte(`"rule"`), []byte(`"RULE"`), 1)
		if _, _, ok := appendPatch(file, fileSum(other), stamp, op); ok {
			t.Fatalf("round %d: patched a file whose CRC differs from the record", round)
		}
		if _, _, ok := appendPatch(file, fileSum(append(data, '\n')), stamp, op); ok {
			t.Fatalf("round %d: patched a file whose size differs from the record", round)
		}
		if _, _, ok := appendPatch(file, fileSum(data), stamp+"x", op); ok {
			t.Fatalf("round %d: patched in a stamp of another length", round)
		}
	}
	if appended < 10 {
		t.Fatalf("only %d rounds appended", appended)
	}
	var compact bytes.Buffer
	json.Compact(&compact, data0)
	os.WriteFile(file, compact.Bytes(), 0o644)
	if _, _, want, ok := canonicalAppendPatch(file, "2026-01-01T00:00:00.000Z", op0); ok || want != "" {
		t.Error("canonicalAppendPatch patched another layout")
	}
	empty := (&storeIndex{Version: indexFormatVersion}).encode()
	os.WriteFile(file, empty, 0o644)
	if _, _, ok := appendPatch(file, fileSum(empty), "2026-01-01T00:00:00.000Z", indexOp{file: "rules/a.md", entry: []byte(`{"file":"rules/a.md"}`)}); ok {
		t.Error("patched an index without entries")
	}
}

// TestDiffPatch: the writes diffPatch gives turn the old index into the
// spliced one exactly, for puts and removes anywhere, and it gives up past
// its limit.
func TestDiffPatch(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(5))
	for round := 0; round < 300; round++ {
		idx := &storeIndex{Version: indexFormatVersion, LastUpdated: "2026-01-01T00:00:00.000Z"}
		for i := 0; i < rng.Intn(20); i++ {
			idx.put(indexEntry{ID: fmt.Sprintf("m-%d", i), Type: "rule", Scope: "workspace", Tags: []string{}, File: fmt.Sprintf("rules/m-%d.md", i), Summary: strings.Repeat("x", rng.Intn(300))})
		}
		data := idx.encode()
		var ops []indexOp
		for k := 0; k < 1+rng.Intn(3); k++ {
			f := fmt.Sprintf("rules/m-%d.md", rng.Intn(25))
			if rng.Intn(3) == 0 {
				ops = append(ops, indexOp{file: f})
			} else {
				raw, _ := json.Marshal(indexEntry{ID: "n", Type: "rule", Scope: "workspace", Tags: []string{}, File: f, Summary: strings.Repeat("y", rng.Intn(300))})
				ops = append(ops, indexOp{file: f, entry: raw})
			}
		}
		stamp := []string{"2026-01-01T00:00:00.000Z", "2026-03-04T05:06:07.890Z", "later"}[rng.Intn(3)]
		pieces, ok := spliceIndexPieces(data, stamp, ops)
		if !ok {
			continue
		}
		want := bytes.Join(pieces, nil)
		limit := []int{1 << 30, 64, 2000}[rng.Intn(3)]
		writes, size, ok := diffPatch(data, pieces, limit)
		total := 0
		for _, w := range writes {
			total += len(w.Data)
		}
		switch {
		case !ok && limit == 1<<30:
			t.Fatalf("round %d: no patch under an unlimited limit", round)
		case ok && total > limit:
			t.Fatalf("round %d: %d bytes over the limit of %d", round, total, limit)
		case ok && !bytes.Equal(patchBytes(data, filePatch{Size: size, Writes: writes}), want):
			t.Fatalf("round %d: the patch gives\n%s\nwant\n%s", round, patchBytes(data, filePatch{Size: size, Writes: writes}), want)
		}
	}
}

// TestPatchedCommitsMatchEncode: over random commits into a store (new
// memories, updates, removals, two changes at once), memory.index.json and
// memory.hashes.json are after each one exactly the full encode of the same
// entries, as a model applies them; most commits patch the index in place
// (the same inode before and after), and the model proves those too.
func TestPatchedCommitsMatchEncode(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	dir := t.TempDir()
	genStore(t, dir, 40)
	root := &storeRoot{scope: scopeWorkspace, dir: filepath.Join(dir, storeDirName)}
	model, err := readIndex(root.dir)
	if err != nil {
		t.Fatal(err)
	}
	hashes, err := readHashes(root.dir)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(9))
	version := map[int]int{} // rule n → its version; absent = not in the store
	patched := 0
	start := time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)
	for step := 0; step < 60; step++ {
		var changes []memoryChange
		for k := 0; k < 1+rng.Intn(2); k++ {
			n := rng.Intn(30)
			file := fmt.Sprintf("rules/patch-rule-%d.md", n)
			switch _, exists := version[n]; {
			case exists && rng.Intn(3) == 0:
				changes = append(changes, memoryChange{file: file, action: "remove"})
				delete(version, n)
			default:
				version[n]++
				changes = append(changes, memoryChange{file: file, mem: patchRule(t, n, version[n]), action: "add"})
			}
		}
		if len(changes) == 2 && changes[0].file == changes[1].file {
			changes = changes[1:]
		}
		now := start.Add(time.Duration(step) * time.Second)
		var ops []indexOp
		for _, c := range changes {
			if c.mem == nil {
				ops = append(ops, indexOp{file: c.file})
				delete(hashes, c.file)
				continue
			}
			raw, _ := json.Marshal(indexEntryFor(c.mem, c.file, root.scope))
			ops = append(ops, indexOp{file: c.file, entry: raw})
			hashes[c.file] = sha256Hex(c.mem.render())
		}
		model.apply(ops, now.UTC().Format("2006-01-02T15:04:05.000Z"))
		before, _ := os.Stat(filepath.Join(root.dir, indexFile))
		if err := commitMemories(root, now, changes); err != nil {
			t.Fatal(err)
		}
		after, _ := os.Stat(filepath.Join(root.dir, indexFile))
		if os.SameFile(before, after) {
			patched++
		}
		got, _ := os.ReadFile(filepath.Join(root.dir, indexFile))
		if want := model.encode(); !bytes.Equal(got, want) {
			t.Fatalf("step %d (%d changes): the index differs from the full encode:\n%s", step, len(changes), lineDiff(string(want), string(got)))
		}
		if got, _ := os.ReadFile(filepath.Join(root.dir, hashesFile)); !bytes.Equal(got, encodeHashes(hashes)) {
			t.Fatalf("step %d: the hashes differ from the full encode:\n%s", step, lineDiff(string(encodeHashes(hashes)), string(got)))
		}
	}
	if patched < 30 {
		t.Errorf("only %d of 60 commits patched the index in place", patched)
	}
	if left := storeLeftovers(t, root.dir); len(left) > 0 {
		t.Errorf("files left behind: %v", left)
	}
}

// TestHandEditedIndexNotPatched: an index that is not the file the last
// commit wrote (same size and other bytes, or another size) is never
// patched: the commit decodes and encodes it in full, through a temp file.
// The exception is an edit that leaves the file laid out exactly as engram
// writes it (perf_canonical.go proves that without decoding): it is patched
// like engram's own file, to the same bytes.
func TestHandEditedIndexNotPatched(t *testing.T) {
	t.Parallel()
	edits := []struct {
		name string
		edit func([]byte) []byte
	}{
		{"same size, not canonical", func(b []byte) []byte {
			return bytes.Replace(b, []byte("\n  \"entries\": ["), []byte("\n \"entries\":  ["), 1)
		}},
		{"same size, canonical", func(b []byte) []byte {
			out := append([]byte(nil), b...)
			i := bytes.Index(out, []byte(`"summary": "`)) + len(`"summary": "`)
			out[i] ^= 0x20 // the first letter of a summary changes case
			return out
		}},
		{"another size", func(b []byte) []byte { return append(b, '\n') }},
	}
	for _, tt := range edits {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			genStore(t, dir, 20)
			root := &storeRoot{scope: scopeWorkspace, dir: filepath.Join(dir, storeDirName)}
			now := time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)
			if err := commitMemories(root, now, []memoryChange{{file: "rules/patch-rule-1.md", mem: patchRule(t, 1, 1), action: "add"}}); err != nil {
				t.Fatal(err)
			}
			p := filepath.Join(root.dir, indexFile)
			old, _ := os.ReadFile(p)
			edited := tt.edit(old)
			if bytes.Equal(edited, old) || (tt.name != "another size" && len(edited) != len(old)) {
				t.Fatal("the edit did not apply")
			}
			os.WriteFile(p, edited, 0o644) // in place: same inode
			before, _ := os.Stat(p)
			if err := commitMemories(root, now.Add(time.Second), []memoryChange{{file: "rules/patch-rule-2.md", mem: patchRule(t, 2, 1), action: "add"}}); err != nil {
				t.Fatal(err)
			}
			after, _ := os.Stat(p)
			canonical := tt.name == "same size, canonical" && canonicalOn
			if os.SameFile(before, after) != canonical {
				t.Errorf("patched in place: %v, want %v", os.SameFile(before, after), canonical)
			}
			got, _ := os.ReadFile(p)
			idx, _ := readIndex(root.dir)
			if !bytes.Equal(got, idx.encode()) {
				t.Errorf("the index is not canonical after the commit:\n%s", lineDiff(string(idx.encode()), string(got)))
			}
			if len(idx.Entries) != 22 {
				t.Errorf("%d entries, want 22", len(idx.Entries))
			}
		})
	}
}

// TestCrashMidPatch kills a commit that patches the index and the changelog
// in place (a store whose index engram wrote last, one new memory) at each
// step around the patches, a torn write of each included, and checks that
// the next process rolls it forward to exactly the state after the commit:
// an index that is the full encode of its entries and lists every memory,
// the changelog line once, nothing left behind.
func TestCrashMidPatch(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	const text = "The billing worker runs on three replicas in production"
	// 3 renames (pending approvals, the memory, the hashes), then the
	// patches of the index (4) and the changelog (5).
	points := []string{"temp:5", "journal", "rename:3", "torn:1", "torn:2", "rename:4", "rename:5", "removes"}
	for i, point := range points {
		rep := repairers[i%len(repairers)]
		t.Run(point+"/"+rep.name, func(t *testing.T) {
			t.Parallel() // each crash point has its own workspace
			ws := fixtureWorkspace(t)
			first := proposeJSON(t, ws, nil, "save", "The search indexer keeps a nightly snapshot")
			if r := runCLI(t, ws, "", nil, "commit", first.ApprovalToken); r.code != 0 {
				t.Fatalf("first commit: %s", r.stderr)
			}
			d := proposeJSON(t, ws, nil, "save", text)
			logBefore := storeFile(t, ws, changelogFile)
			r := runCLI(t, ws, "", []string{"ENGRAM_TEST_CRASH=" + point}, "commit", d.ApprovalToken)
			if r.code != 99 {
				t.Fatalf("the crash hook did not fire at %s: exit %d %s", point, r.code, r.stderr)
			}
			if point == "journal" {
				var j journal
				if err := json.Unmarshal([]byte(storeFile(t, ws, journalFile)), &j); err != nil || len(j.Patches) != 2 || j.Patches[0].File != indexFile {
					t.Fatalf("the journal does not patch the index: %v %+v", err, j.Patches)
				}
			}
			switch point {
			case "torn:1":
				if json.Valid([]byte(storeFile(t, ws, indexFile))) {
					t.Fatal("the torn patch left a whole index: the test tears nothing")
				}
			case "torn:2":
				if strings.HasSuffix(storeFile(t, ws, changelogFile), "\n") {
					t.Fatal("the torn patch left a whole changelog: the test tears nothing")
				}
			}
			rep.run(t, ws)
			wantAfter := !strings.HasPrefix(point, "temp:")
			if got := fileExists(filepath.Join(storeDir(ws), filepath.FromSlash(d.Candidates[0].File))); got != wantAfter {
				t.Fatalf("after a crash at %s and a %s: the memory exists %v, want %v", point, rep.name, got, wantAfter)
			}
			added := strings.Count(strings.TrimPrefix(storeFile(t, ws, changelogFile), logBefore), "\n")
			if !strings.HasPrefix(storeFile(t, ws, changelogFile), logBefore) || added != map[bool]int{true: 1, false: 0}[wantAfter] {
				t.Fatalf("the changelog gained %d lines:\n%s", added, storeFile(t, ws, changelogFile))
			}
			idx, _ := readIndex(storeDir(ws))
			if got := storeFile(t, ws, indexFile); got != string(idx.encode()) {
				t.Fatalf("the index is not the full encode of its entries:\n%s", lineDiff(string(idx.encode()), got))
			}
			checkStoreConsistent(t, ws)
		})
	}
}

// TestSweepAfterDeadWriter: temp files are swept by the process that
// breaks a dead writer's lock, not on every lock (listing every memory
// folder on each commit cost ~7 ms at 10,000 memories).
func TestSweepAfterDeadWriter(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	genStore(t, dir, 5)
	root := &storeRoot{scope: scopeWorkspace, dir: filepath.Join(dir, storeDirName)}
	stray := filepath.Join(root.dir, "rules", tmpPrefix+"1-0-x.md")
	os.WriteFile(stray, []byte("left by a writer"), 0o644)
	// In .cache: the written-sums temp of a commit killed after its
	// transaction (only a lock holder writes one), and a prepared cache
	// that a live server, which takes no lock, is writing now.
	os.MkdirAll(filepath.Join(root.dir, prepCacheDir), 0o755)
	straySums := filepath.Join(root.dir, prepCacheDir, writtenSumsTemp+"1")
	os.WriteFile(straySums, []byte("left by a commit"), 0o644)
	live := filepath.Join(root.dir, prepCacheDir, tmpPrefix+"prepared-1")
	os.WriteFile(live, []byte("being written"), 0o600)
	l, err := lockStore(root.dir)
	if err != nil {
		t.Fatal(err)
	}
	l.unlock()
	if !fileExists(stray) {
		t.Fatal("an ordinary lock swept the folders")
	}
	// A writer that died holding the lock: its pid no longer runs.
	dead := exec.Command(testBinary, "version")
	if err := dead.Run(); err != nil {
		t.Fatal(err)
	}
	host, _ := os.Hostname()
	os.WriteFile(filepath.Join(root.dir, lockFile), []byte(fmt.Sprintf("%d %s %s\n", dead.Process.Pid, host, time.Now().UTC().Format(time.RFC3339Nano))), 0o644)
	if err := commitMemories(root, time.Now(), []memoryChange{{file: "rules/patch-rule-1.md", mem: patchRule(t, 1, 1), action: "add"}}); err != nil {
		t.Fatal(err)
	}
	if fileExists(stray) || fileExists(straySums) {
		t.Error("the writer that broke a dead lock left its temp file")
	}
	if !fileExists(live) {
		t.Error("breaking a dead lock removed a live server's cache temp file")
	}
	os.Remove(live)
	if left := storeLeftovers(t, root.dir); len(left) > 0 {
		t.Errorf("files left behind: %v", left)
	}
}

// TestHardLinkedIndexNotPatched: an index with another name (a store copied
// with cp -al) is replaced, as a rename always did, so the other name keeps
// its bytes.
func TestHardLinkedIndexNotPatched(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("the link count is not read on Windows (stat_other.go)")
	}
	dir := t.TempDir()
	genStore(t, dir, 10)
	root := &storeRoot{scope: scopeWorkspace, dir: filepath.Join(dir, storeDirName)}
	now := time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)
	for n := 1; n <= 2; n++ {
		if n == 2 {
			if err := os.Link(filepath.Join(root.dir, indexFile), filepath.Join(dir, "backup.json")); err != nil {
				t.Skip("no hard links here:", err)
			}
		}
		if err := commitMemories(root, now.Add(time.Duration(n)*time.Second), []memoryChange{{file: fmt.Sprintf("rules/patch-rule-%d.md", n), mem: patchRule(t, n, 1), action: "add"}}); err != nil {
			t.Fatal(err)
		}
	}
	backup, _ := os.ReadFile(filepath.Join(dir, "backup.json"))
	if bytes.Contains(backup, []byte("patch-rule-2")) {
		t.Error("the commit patched the other name of the index too")
	}
	if idx, _ := os.ReadFile(filepath.Join(root.dir, indexFile)); !bytes.Contains(idx, []byte("patch-rule-2")) {
		t.Error("the index lacks the new memory")
	}
}

// TestEmptyLockIsDead: a writer killed between creating the lock file and
// writing its pid leaves an empty lock; after emptyLockGrace the next
// process breaks it instead of waiting lockWait and failing.
func TestEmptyLockIsDead(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	genStore(t, dir, 3)
	root := &storeRoot{scope: scopeWorkspace, dir: filepath.Join(dir, storeDirName)}
	lock := filepath.Join(root.dir, lockFile)
	os.WriteFile(lock, nil, 0o644)
	host, _ := os.Hostname()
	if _, dead := deadLock(lock, host); dead {
		t.Fatal("a lock created this instant, before its holder wrote its pid, counts as dead")
	}
	old := time.Now().Add(-emptyLockGrace - time.Second)
	os.Chtimes(lock, old, old)
	// Had it not been broken, the commit would wait lockWait and fail.
	if err := commitMemories(root, time.Now(), []memoryChange{{file: "rules/patch-rule-1.md", mem: patchRule(t, 1, 1), action: "add"}}); err != nil {
		t.Fatal(err)
	}
}

// TestLockCreatedWhole: the lock appears with its holder already written
// (a SIGKILL can never leave an empty lock), and the private file of a
// holder killed before its link is removed by the next holder.
func TestLockCreatedWhole(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	genStore(t, dir, 3)
	root := filepath.Join(dir, storeDirName)
	stale := filepath.Join(root, prepCacheDir, lockTempPrefix+"999999")
	os.MkdirAll(filepath.Dir(stale), 0o755)
	os.WriteFile(stale, []byte("999999 host 2026-01-01T00:00:00Z\n"), 0o644)
	lock, err := acquireLock(root)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(root, lockFile))
	if err != nil || !strings.HasPrefix(string(data), strconv.Itoa(os.Getpid())+" ") {
		t.Errorf("the lock reads %q (%v), want this process's pid first", data, err)
	}
	if fileExists(stale) {
		t.Errorf("a dead holder's private lock file was left in .cache")
	}
	lock.unlock()
	if left := storeLeftovers(t, root); len(left) > 0 {
		t.Errorf("files left behind: %v", left)
	}
}

// TestLockWithoutHardLinksSweeps: where the file system has no hard links
// (FAT, some network mounts) the lock is taken with O_EXCL, and that path
// too removes what killed holders and cache writers left in .cache: a
// holder's private lock file (any age: the lock is held) and a cache temp
// older than staleTempAge, never a fresh one (a live writer's).
func TestLockWithoutHardLinksSweeps(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	cdir := filepath.Join(storeDir(ws), prepCacheDir)
	if err := os.MkdirAll(cdir, 0o755); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-2 * staleTempAge)
	files := []struct {
		name string
		old  bool
		kept bool
	}{
		{lockTempPrefix + "999999", false, false},
		{tmpPrefix + "sums-1933370818", true, false},
		{tmpPrefix + "sums-378398070", false, true},
	}
	for _, f := range files {
		p := filepath.Join(cdir, f.name)
		if err := os.WriteFile(p, []byte("999999 host 2026-01-01T00:00:00Z\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if f.old {
			if err := os.Chtimes(p, old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	r := spawnCLI(t, ws, "", []string{"ENGRAM_TEST_NO_LINK=1"}, "save", "--json", "The search indexer keeps a nightly snapshot")
	if r.code != 0 {
		t.Fatalf("save without hard links: exit %d %s", r.code, r.stderr)
	}
	if fileExists(filepath.Join(storeDir(ws), lockFile)) {
		t.Errorf("the lock stayed after the save")
	}
	for _, f := range files {
		if got := fileExists(filepath.Join(cdir, f.name)); got != f.kept {
			t.Errorf("%s: kept %v, want %v", f.name, got, f.kept)
		}
	}
}

// TestBrokenIndexRebuilt: a memory.index.json that is not JSON (a bad merge,
// a truncated copy) is derived again from the memory files by the next
// commit, not replaced by an index of that commit's entries alone.
func TestBrokenIndexRebuilt(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	genStore(t, dir, 20)
	root := &storeRoot{scope: scopeWorkspace, dir: filepath.Join(dir, storeDirName)}
	os.WriteFile(filepath.Join(root.dir, indexFile), []byte("<<<<<<< HEAD\n{\"version\":"), 0o644)
	if err := commitMemories(root, time.Now(), []memoryChange{{file: "rules/patch-rule-1.md", mem: patchRule(t, 1, 1), action: "add"}}); err != nil {
		t.Fatal(err)
	}
	idx, err := readIndex(root.dir)
	if err != nil || idx.broken {
		t.Fatalf("the index after the commit does not read back: %v", err)
	}
	got := map[string]int{}
	for _, raw := range idx.Entries {
		got[entryFile(raw)]++
	}
	want, _, _ := indexFromFiles(root.dir, root.scope)
	if len(got) != len(want.Entries) || len(idx.Entries) != len(want.Entries) {
		t.Errorf("index has %d entries for %d files, want one per memory file (%d)", len(idx.Entries), len(got), len(want.Entries))
	}
	for _, raw := range want.Entries {
		if got[entryFile(raw)] != 1 {
			t.Errorf("%s: %d entries", entryFile(raw), got[entryFile(raw)])
		}
	}
	if got["rules/patch-rule-1.md"] != 1 {
		t.Errorf("the committed memory is not in the index")
	}
}
