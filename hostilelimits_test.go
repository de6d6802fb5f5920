package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// Tests in this file plant links to devices, folders where files belong
// and oversized files in a hostile clone (hostileclone_test.go): every read
// must finish with a diagnostic naming the file, never hang or allocate
// without bound, and nothing outside the clone may change.

// addHashedMemory writes a memory file into a store with its hash recorded, as a
// publisher who ran `engram rehash` would.
func addHashedMemory(t *testing.T, store, file, body string) {
	t.Helper()
	addHashedMemoryFront(t, store, file, "", body)
}

// TestHostileOversizedMemories: a memory over the cap of one, and a store
// over the cap of all, are skipped with a diagnostic that status, verify
// and doctor show; the other memories still load.
func TestHostileOversizedMemories(t *testing.T) {
	t.Parallel()
	ws := hostileClone(t, func(store string) {
		addHashedMemory(t, store, "knowledge/huge.md", strings.Repeat("padding text ", (10<<20)/13))
	})
	readPaths(t, ws)
	for _, args := range [][]string{{"status"}, {"verify"}, {"doctor"}, {"load", "--json", "release"}} {
		r := runCLI(t, ws, "", nil, args...)
		out := r.stdout + r.stderr
		if !strings.Contains(out, "huge.md") || !strings.Contains(out, "over the limit of 256 KiB") {
			t.Errorf("%v: no diagnostic for the 10 MB memory (exit %d):\n%s", args, r.code, out)
		}
	}
	if r := runCLI(t, ws, "", nil, "load", "--json", "release"); !strings.Contains(r.stdout, "skill-to-release-the-payments-service") {
		t.Errorf("the other memories must still load:\n%s", r.stdout)
	}
	if r := runCLI(t, ws, "", nil, "verify"); r.code != exitIntegrity {
		t.Errorf("verify must fail on a refused memory: exit %d", r.code)
	}
}

// TestStoreMemoryCap: past the cap of a store's memories together, the
// rest are skipped with one diagnostic, in reading order.
func TestStoreMemoryCap(t *testing.T) {
	t.Parallel()
	root := &storeRoot{scope: scopeWorkspace, dir: "/s"}
	var files []memFile
	per := int64(maxMemoryFileBytes)
	n := int(maxStoreMemoryBytes/per) + 3
	for i := 0; i < n; i++ {
		files = append(files, memFile{root: root, file: fmt.Sprintf("knowledge/m%d.md", i), key: fileKey{size: per}})
	}
	files = append(files, memFile{root: root, file: "knowledge/big.md", path: "/s/knowledge/big.md", key: fileKey{size: per + 1}})
	kept, problems := capMemoryFiles(files)
	if len(kept) != n-3 || kept[len(kept)-1].file != fmt.Sprintf("knowledge/m%d.md", n-4) {
		t.Errorf("kept %d files, want the first %d", len(kept), n-3)
	}
	if len(problems) != 2 || !strings.Contains(problems[0], "big.md: skipped") || !strings.Contains(problems[1], "3 memory files skipped") {
		t.Errorf("problems: %q", problems)
	}
}

// TestHostileDevicesAndFolders: each store file Engram reads, planted as a
// link to /dev/zero or as a folder, is refused with a diagnostic naming it;
// the hook, the server, load, verify and status all finish, and the hook
// stays within a few MB.
//
// It runs beside the other tests: runCLIPeak measures the hook's own peak,
// not the test process's (which Linux used to count into each spawned
// child's, so this test ran alone and still failed in the second round of
// -count=2, after the first round's parallel tests: 85 MB).
func TestHostileDevicesAndFolders(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	for _, name := range []string{journalFile, hashesFile, configFile, lockFile, usageFile, pendingFile, ".cache/prepared.bin", ".cache/written.sums", indexFile} {
		for _, kind := range []string{"zero", "folder"} {
			t.Run(name+" "+kind, func(t *testing.T) {
				t.Parallel()
				ws := hostileClone(t, func(store string) {
					p := filepath.Join(store, filepath.FromSlash(name))
					os.RemoveAll(p)
					os.MkdirAll(filepath.Dir(p), 0o755)
					if kind == "zero" {
						if err := os.Symlink("/dev/zero", p); err != nil {
							t.Fatal(err)
						}
						return
					}
					os.MkdirAll(p, 0o755)
					os.WriteFile(filepath.Join(p, "keep"), nil, 0o644) // git tracks no empty folder
				})
				readPaths(t, ws)
				r, peak := runCLIPeak(t, ws, `{"session_id":"s","cwd":"`+ws+`","hook_event_name":"SessionStart"}`, "hook", "session-start")
				if peak > 64<<20 {
					t.Errorf("the hook peaked at %d MB", peak>>20)
				}
				if r.code != 0 {
					t.Errorf("hook: exit %d: %s", r.code, r.stderr)
				}
				// Files every read uses are named by status; files only a
				// write uses, by the save; caches and derived files are
				// skipped quietly and rebuilt.
				st := runCLI(t, ws, "", nil, "status")
				sv := runCLI(t, ws, "", nil, "save", "The billing worker runs on three replicas in production")
				switch name {
				case journalFile, hashesFile, configFile:
					if !strings.Contains(st.stdout, name) || !strings.Contains(st.stdout, "refusing") && !strings.Contains(st.stdout, "cannot be trusted") {
						t.Errorf("status must name %s:\n%s%s", name, st.stdout, st.stderr)
					}
				case lockFile, pendingFile:
					if sv.code == 0 || !strings.Contains(sv.stderr, name) {
						t.Errorf("save must fail naming %s: exit %d\n%s", name, sv.code, sv.stderr)
					}
				}
			})
		}
	}
}

// TestHostileLockNotAFile: a committed .engram.lock folder or dangling link
// fails every write at once with the remedy, instead of a 15-second wait.
func TestHostileLockNotAFile(t *testing.T) {
	t.Parallel()
	for _, kind := range []string{"folder", "dangling link", "link"} {
		t.Run(kind, func(t *testing.T) {
			ws := hostileClone(t, func(store string) {
				p := filepath.Join(store, lockFile)
				switch kind {
				case "folder":
					os.MkdirAll(p, 0o755)
					os.WriteFile(filepath.Join(p, "keep"), nil, 0o644)
				case "dangling link":
					os.Symlink("no-such-file", p)
				case "link":
					os.Symlink(hashesFile, p)
				}
			})
			r := runCLI(t, ws, "", nil, "save", "The billing worker runs on three replicas in production")
			out := r.stdout + r.stderr
			if r.code == 0 || !strings.Contains(out, lockFile) || !strings.Contains(out, "no engram process can take it") || !strings.Contains(out, "remove it") {
				t.Errorf("exit %d:\n%s", r.code, out)
			}
			if strings.Contains(out, "locked by another engram process") {
				t.Errorf("waited for a lock no one holds:\n%s", out)
			}
		})
	}
}

// TestHostileLockDatedAhead: a lock file dated ahead of this clock (a clock
// skewed on a shared mount, a store unpacked from an archive made on a
// machine whose clock ran ahead) is as stale as an old one. Judged by its
// age alone it was never older than 30 seconds: every save waited 15 s and
// failed "locked by another engram process" until that date.
func TestHostileLockDatedAhead(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	p := filepath.Join(storeDir(ws), lockFile)
	if err := os.WriteFile(p, []byte("4242 build-host 2027-12-01T00:00:00Z\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ahead := time.Now().Add(365 * 24 * time.Hour)
	if err := os.Chtimes(p, ahead, ahead); err != nil {
		t.Fatal(err)
	}
	// A lock not broken is waited on for lockWait and then fails the save
	// with "locked by another engram process": the exit code and that
	// message say it, where the save's wall time (once 16.8 s under a load
	// of 50 with the lock broken at once) did not.
	r := runCLI(t, ws, "", nil, "save", "--force", "The billing worker runs on three replicas in production")
	if r.code != 0 || strings.Contains(r.stderr, "locked by another engram process") {
		t.Fatalf("exit %d:\n%s%s", r.code, r.stdout, r.stderr)
	}
	if fileExists(p) {
		t.Error("the lock dated ahead is still there")
	}
}

// TestLockDatedAheadOnReadOnlyStore: a stale lock that cannot be removed
// (a read-only store: a mount, another user's checkout) is an error at once.
// A read that found an edited memory waits for the lock to read again, and
// waited lockWait for a lock it could never break (15 s on every load);
// with the lock dated ahead now stale, it waited twice. Now it goes on.
func TestLockDatedAheadOnReadOnlyStore(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	store := storeDir(ws)
	p := filepath.Join(store, lockFile)
	os.WriteFile(p, []byte("4242 build-host 2027-12-01T00:00:00Z\n"), 0o644)
	ahead := time.Now().Add(365 * 24 * time.Hour)
	os.Chtimes(p, ahead, ahead)
	f := filepath.Join(store, "rules", "run-tests-before-commit.md") // an edit: its hash no longer matches
	data, _ := os.ReadFile(f)
	os.WriteFile(f, append(data, "- Edited by hand.\n"...), 0o644)
	readOnly(t, store)
	start := time.Now()
	r := runCLI(t, ws, "", nil, "load", "release the api")
	if r.code != 0 || time.Since(start) >= lockWait {
		t.Errorf("load on a read-only store with a stale lock: exit %d after %v\n%s%s", r.code, time.Since(start), r.stdout, r.stderr)
	}
}

// readOnly makes dir's entries impossible to rename or remove until the
// test ends: chmod for a user, the immutable attribute for root (whom
// modes do not stop); it skips where neither works.
func readOnly(t *testing.T, dir string) {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("no read-only folders for renames on Windows")
	}
	if os.Geteuid() != 0 {
		os.Chmod(dir, 0o555)
		t.Cleanup(func() { os.Chmod(dir, 0o755) })
		return
	}
	if err := exec.Command("chattr", "+i", dir).Run(); err != nil {
		t.Skipf("root without chattr +i: %v", err)
	}
	t.Cleanup(func() { exec.Command("chattr", "-i", dir).Run() })
}

// TestOversizedProposalRefused: a proposal whose memory or note file would
// be over the cap of one memory file is refused before anything is shown
// or written: it used to be written and then skipped by every read (verify
// exit 4). And a proposal that would make pending-approvals.json larger
// than readPending accepts is refused: the file used to be written (5.6 MB
// for one 590 KB engram_save), after which every save and commit failed
// until a human deleted it.
func TestOversizedProposalRefused(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	store := storeDir(ws)
	words := make([]string, 30000)
	for i := range words {
		words[i] = fmt.Sprintf("word%d", i)
	}
	big := filepath.Join(t.TempDir(), "big.txt")
	if err := os.WriteFile(big, []byte("Always use the deploy tool "+strings.Join(words, " ")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	memories := func() string { // the memory folders and the hashes, not the read caches
		var b strings.Builder
		for _, sub := range []string{"rules", "skills", "knowledge", workingDir} {
			fmt.Fprintln(&b, snapshot(t, filepath.Join(store, sub)))
		}
		data, _ := os.ReadFile(filepath.Join(store, hashesFile))
		return b.String() + string(data)
	}
	// A text of megabytes is refused by its own size, before the scans
	// read it (they took seconds of CPU to reach the same refusal).
	huge := filepath.Join(t.TempDir(), "huge.txt")
	if err := os.WriteFile(huge, []byte(strings.Repeat(strings.Join(words[:1000], " ")+" ", 400)), 0o644); err != nil {
		t.Fatal(err)
	}
	before := memories()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"save", "--force", "--type", "rule", "--file", big}, "over the limit of 256 KiB for one memory file"},
		{[]string{"note", "--force", "--file", big}, "over the limit of 256 KiB for one memory file"},
		{[]string{"save", "--file", huge}, "candidate 1: its text is 3.0 MiB, over the limit of 256 KiB for one memory file"},
		{[]string{"note", "--file", huge}, "the note's text is 3.0 MiB, over the limit of 256 KiB for one memory file"},
	} {
		r := runCLI(t, ws, "", nil, c.args...)
		if r.code != exitUsage || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%v: exit %d, want %d and %q:\n%s", c.args[:2], r.code, exitUsage, c.want, r.stderr)
		}
	}
	if memories() != before {
		t.Error("an oversized proposal changed the memory folders or the hashes")
	}
	if r := runCLI(t, ws, "", nil, "verify"); r.code != 0 {
		t.Errorf("verify after the refusals: exit %d\n%s", r.code, r.stdout+r.stderr)
	}

	// An open proposal of 3.9 MB: the next large one would push the file
	// over 4 MB, a small one still fits.
	// It is live for 30 minutes from its created time (an entry with a
	// far expires but an old created is expired: pending.go's expiry).
	now := time.Now().UTC()
	pending := fmt.Sprintf(`{"version":1,"approvals":[{"token_sha256":"%s","workspace":%q,"created":%q,"expires":%q,"state":"pending","kind":"memories","digest":"x","proposal":{"workspace":%q,"candidates":[],"plans":[{"n":1,"content":"%s"}]}}]}`,
		strings.Repeat("0", 64), ws, now.Format(time.RFC3339), now.Add(tokenTTL).Format(time.RFC3339), ws, strings.Repeat("a", maxSmallFileBytes-100<<10))
	if err := os.WriteFile(filepath.Join(store, pendingFile), []byte(pending), 0o644); err != nil {
		t.Fatal(err)
	}
	p := spawnMCP(t, ws, scratchEnv(t), version20251125)
	save := func(text string) (string, bool) {
		var res struct {
			Content []struct{ Text string } `json:"content"`
			IsError bool                    `json:"isError"`
		}
		raw := p.mustCall("tools/call", map[string]any{"name": "engram_save", "arguments": map[string]any{"text": text, "type": "knowledge"}})
		if err := json.Unmarshal(raw, &res); err != nil || len(res.Content) == 0 {
			t.Fatalf("engram_save answer: %v %s", err, raw)
		}
		return res.Content[0].Text, res.IsError
	}
	if text, isErr := save("The deploy tool " + strings.Join(words[:20000], " ")); !isErr || !strings.Contains(text, "over the limit of 4.0 MiB") {
		t.Errorf("a proposal past the pending file's limit: isError %v\n%.300s", isErr, text)
	}
	if fi, err := os.Stat(filepath.Join(store, pendingFile)); err != nil || fi.Size() > maxSmallFileBytes {
		t.Fatalf("pending-approvals.json: %v, %d bytes", err, fi.Size())
	}
	if text, isErr := save("Never push directly to the main branch of the payments service"); isErr || !strings.Contains(text, "engram-approval-") {
		t.Errorf("a small proposal after the refusal must still be made:\n%.300s", text)
	}
}

// TestSetRoleOversizedConfigRefused: a role list that would make
// engram.config.json larger than a read accepts is refused and nothing is
// written. It used to be written (5.0 MB for 330,000 roles, after 239 s of
// a quadratic de-duplication), and from then on every read fell back to
// the default config and every set-role failed on the file. The count of
// roles is now bounded (maxRoles) before their size is.
func TestSetRoleOversizedConfigRefused(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	cfgPath := filepath.Join(storeDir(ws), configFile)
	before, err := os.ReadFile(cfgPath)
	if err != nil {
		t.Fatal(err)
	}
	roles := make([]string, 62000)
	for i := range roles {
		roles[i] = fmt.Sprintf("%06d-", i) + strings.Repeat("x", 53)
	}
	p := spawnMCP(t, ws, scratchEnv(t), version20251125)
	var res struct {
		Content []struct{ Text string } `json:"content"`
		IsError bool                    `json:"isError"`
	}
	raw := p.mustCall("tools/call", map[string]any{"name": "engram_set_role", "arguments": map[string]any{"roles": roles}})
	if err := json.Unmarshal(raw, &res); err != nil || len(res.Content) == 0 {
		t.Fatalf("%v %.300s", err, raw)
	}
	if !res.IsError || !strings.Contains(res.Content[0].Text, "62000 roles, over the limit of 64") {
		t.Errorf("62,000 roles: isError %v, %.300s", res.IsError, res.Content[0].Text)
	}
	if after, _ := os.ReadFile(cfgPath); string(after) != string(before) {
		t.Errorf("the refused change wrote the config (%d bytes)", len(after))
	}
	if r := runCLI(t, ws, "", nil, "set-role", "backend"); r.code != 0 {
		t.Errorf("set-role after the refusal: exit %d\n%s", r.code, r.stderr)
	}
}

// TestManySkippedFilesListedOnce: a clone's store with thousands of files
// that do not parse (or links, or oversized files) made every answer name
// each one: with 100,000, every engram_load carried 11 MB of diagnostics and
// engram_status 32 MB, into the agent's context on every call. Answers now
// name at most maxListed and count the rest; verify still names every file.
func TestManySkippedFilesListedOnce(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	const n = 3000
	for i := range n {
		p := filepath.Join(storeDir(ws), "rules", fmt.Sprintf("junk-%d.md", i))
		if err := os.WriteFile(p, []byte("not a memory\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env := scratchEnv(t)
	more := fmt.Sprintf("%d more not listed", n-maxListed)
	for _, args := range [][]string{{"load", "release"}, {"status"}, {"doctor"}, {"load", "--json", "release"}, {"status", "--json"}} {
		r := spawnCLI(t, ws, "", env, args...)
		if got := strings.Count(r.stdout, "junk-"); got > 2*maxListed || !strings.Contains(r.stdout, more) {
			t.Errorf("%v names %d junk files (want at most %d and %q); %d bytes", args, got, 2*maxListed, more, len(r.stdout))
		}
	}
	p := spawnMCP(t, ws, env, "2025-06-18")
	for _, tool := range []string{"engram_load", "engram_status", "engram_search", "engram_verify"} {
		raw := p.mustCall("tools/call", map[string]any{"name": tool, "arguments": map[string]any{"query": "release"}})
		if tool == "engram_status" || tool == "engram_verify" {
			raw = p.mustCall("tools/call", map[string]any{"name": tool, "arguments": map[string]any{}})
		}
		if len(raw) > 64<<10 || strings.Count(string(raw), "junk-") > 3*(maxListed+1) {
			t.Errorf("%s answered %d bytes naming junk files %d times", tool, len(raw), strings.Count(string(raw), "junk-"))
		}
	}
	r := spawnCLI(t, ws, "", env, "verify")
	if strings.Count(r.stdout, "unparsable workspace:rules/junk-") != n {
		t.Fatalf("verify named %d of %d junk files", strings.Count(r.stdout, "unparsable workspace:rules/junk-"), n)
	}
}

// TestConfigProblemOutlivesSkippedFiles: the cap on the files an answer
// names was put over every diagnostic, so with more than maxListed files
// that do not parse, a config value being ignored ("load.limit": "lots")
// was no longer said by load, search or status.
func TestConfigProblemOutlivesSkippedFiles(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	for i := range maxListed + 10 {
		p := filepath.Join(storeDir(ws), "rules", fmt.Sprintf("junk-%d.md", i))
		if err := os.WriteFile(p, []byte("not a memory\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg := filepath.Join(storeDir(ws), "engram.config.json")
	if err := os.WriteFile(cfg, []byte(`{"load": {"limit": "lots"}}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := scratchEnv(t)
	for _, args := range [][]string{{"load", "--json", "release"}, {"search", "--json", "release"}, {"status", "--json"}} {
		r := spawnCLI(t, ws, "", env, args...)
		var out struct{ Diagnostics []string }
		if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, r.stdout)
		}
		joined := strings.Join(out.Diagnostics, "\n")
		if !strings.Contains(joined, "config load.limit") || !strings.Contains(joined, "10 more not listed") {
			t.Errorf("%v: diagnostics lack the config problem or the count of the rest:\n%s", args, joined)
		}
	}
}

// TestHostileDenseWords: memories dense with distinct words (random tags
// and content, valid hashes, well within the caps of one memory and of the
// store) index only each field's first maxFieldWords words. Every distinct
// word was interned for the process's life and posted: 300 such memories
// made the SessionStart hook take minutes and 1.7 GB. The hook stays
// within a few tens of MB, and a memory is still found by a word it holds
// early.
func TestHostileDenseWords(t *testing.T) {
	t.Parallel()
	const memories, perField = 6, 12000
	rng := rand.New(rand.NewPCG(49, 1))
	word := func() string {
		b := make([]byte, 7+rng.IntN(4))
		for i := range b {
			b[i] = byte('a' + rng.IntN(26))
		}
		return string(b)
	}
	var first []string
	ws := hostileClone(t, func(store string) {
		for i := range memories {
			tags, content := make([]string, perField), make([]string, perField)
			for j := range perField {
				tags[j], content[j] = word(), word()
			}
			first = append(first, content[0])
			file := fmt.Sprintf("knowledge/dense-%d.md", i)
			front := "tags: [" + strings.Join(tags, ", ") + "]\n"
			addHashedMemoryFront(t, store, file, front, "## Content\n\n- "+strings.Join(content, " "))
		}
	})
	r, peak := runCLIPeak(t, ws, `{"session_id":"s","cwd":"`+ws+`","hook_event_name":"SessionStart"}`, "hook", "session-start")
	if r.code != 0 || strings.Contains(r.stderr, "hook:") {
		t.Fatalf("hook: exit %d: %s", r.code, r.stderr)
	}
	if peak > 64<<20 {
		t.Errorf("the hook peaked at %d MB", peak>>20)
	}
	e := envOf(scratchEnv(t), nil, io.Discard, io.Discard)
	e.cwd = ws
	st, err := loadState(e, ws, nil, nil, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, en := range st.view.s.entries {
		d := buildDocument(en)
		for f := range numFields {
			if n := d.field(f).len(); n > maxFieldWords+len(phraseKeys()) {
				t.Errorf("%s: field %d indexes %d terms", en.file, f, n)
			}
		}
	}
	if r := runCLI(t, ws, "", nil, "search", first[2]); !strings.Contains(r.stdout, "dense-2") {
		t.Errorf("search %s: the memory whose content starts with it is not found:\n%s%s", first[2], r.stdout, r.stderr)
	}
}

// addHashedMemoryFront is addHashedMemory with front, lines of front
// matter, added to the memory's own.
func addHashedMemoryFront(t *testing.T, store, file, front, body string) {
	t.Helper()
	id := strings.TrimSuffix(filepath.Base(file), ".md")
	text := "---\nid: " + id + "\ntype: knowledge\nscope: workspace\ncreated: 2026-12-02\nupdated: 2026-12-02\n" + front + "---\n\n# " + id + "\n\n" + body + "\n"
	if err := os.WriteFile(filepath.Join(store, filepath.FromSlash(file)), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	hp := filepath.Join(store, hashesFile)
	h := map[string]string{}
	data, _ := os.ReadFile(hp)
	if err := json.Unmarshal(data, &h); err != nil {
		t.Fatal(err)
	}
	h[file] = sha256Hex([]byte(text))
	if err := os.WriteFile(hp, encodeHashes(h), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestOversizedIndexRebuilt: memory.index.json is derived from the memory
// files, and a broken one is rebuilt; one over its size cap (a clone's 300
// MB file) was an error instead: every save and every rehash failed
// "refusing memory.index.json: ... too large to read", naming no remedy,
// while doctor passed. It is rebuilt like a broken one.
func TestOversizedIndexRebuilt(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	if r := runCLI(t, ws, "", nil, "init"); r.code != 0 {
		t.Fatalf("init: %d %s", r.code, r.stderr)
	}
	if r := runCLI(t, ws, "", nil, "save", "--force", "Always run gofmt before committing Go code"); r.code != 0 {
		t.Fatalf("save: %d %s", r.code, r.stderr)
	}
	index := filepath.Join(storeDir(ws), indexFile)
	for _, args := range [][]string{{"save", "--force", "Never force-push to the release branch"}, {"rehash"}} {
		// Sparse: the test writes nothing.
		if err := os.Truncate(index, maxIndexBytes+1); err != nil {
			t.Fatal(err)
		}
		if r := runCLI(t, ws, "", nil, args...); r.code != 0 {
			t.Fatalf("%v over a %d MB index: exit %d %s", args, (maxIndexBytes+1)>>20, r.code, r.stderr)
		}
		fi, err := os.Stat(index)
		if err != nil || fi.Size() > 1<<20 {
			t.Fatalf("%v did not rebuild the index: %v %v", args, fi.Size(), err)
		}
		idx := storeFile(t, ws, indexFile)
		for _, id := range []string{"always-run-gofmt-before-committing-go-code", "never-force-push-to-the-release-branch"} {
			if !strings.Contains(idx, id) {
				t.Errorf("%v: the rebuilt index lacks %s", args, id)
			}
		}
	}
	if r := runCLI(t, ws, "", nil, "verify"); r.code != 0 {
		t.Errorf("verify: exit %d %s%s", r.code, r.stdout, r.stderr)
	}
}

// TestOversizedPendingSalvaged: a pending-approvals.json over its 4 MB cap
// (a clone's force-added file; Engram refuses to write one) failed every
// save, commit and 'engram pending' ("too large to read", no remedy named)
// while doctor passed. Its proposals are now read, newest first while they
// fit, so the user's own open proposal still commits and the next write
// stores a file under the cap; one of 3 GB (sparse) keeps none.
func TestOversizedPendingSalvaged(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	file := filepath.Join(storeDir(ws), pendingFile)
	d := proposeJSON(t, ws, nil, "save", "Run go vet before every push")
	var pf map[string]any
	data, err := os.ReadFile(file)
	if err == nil {
		err = json.Unmarshal(data, &pf)
	}
	if err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour).UTC().Format(time.RFC3339)
	approvals := pf["approvals"].([]any)
	for i := range 60 { // older than the user's, 100 KB each: 6 MB
		approvals = append(approvals, map[string]any{"token_sha256": fmt.Sprintf("%064x", i), "workspace": "/home/publisher/repo",
			"created": old, "expires": old, "state": "pending", "kind": "memories", "digest": strings.Repeat("0", 100<<10)})
	}
	pf["approvals"] = approvals
	if data, err = json.Marshal(pf); err != nil || len(data) <= maxSmallFileBytes {
		t.Fatalf("the planted file is %d bytes: %v", len(data), err)
	}
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if r := runCLI(t, ws, "", nil, "pending"); r.code != 0 || !strings.Contains(r.stdout, "run-go-vet-before-every-push") {
		t.Errorf("pending over a 6 MB file: %+v", r)
	}
	if r := runCLI(t, ws, "", nil, "save", "Prefer small focused commits"); r.code != 0 {
		t.Errorf("save over a 6 MB file: %+v", r)
	}
	if r := runCLI(t, ws, "", nil, "commit", d.ApprovalToken, "--approve", "all"); r.code != 0 || !strings.Contains(r.stdout, "run-go-vet-before-every-push") {
		t.Errorf("commit of the user's proposal in a 6 MB file: %+v", r)
	}
	if fi, err := os.Stat(file); err != nil || fi.Size() > maxSmallFileBytes {
		t.Errorf("the pending file after a write: %v %v", fi.Size(), err)
	}
	if err := os.Truncate(file, 3<<30); err != nil {
		t.Fatal(err)
	}
	if r := runCLI(t, ws, "", nil, "save", "Prefer table-driven tests in Go"); r.code != 0 {
		t.Errorf("save over a 3 GB file: %+v", r)
	}
	if fi, err := os.Stat(file); err != nil || fi.Size() > maxSmallFileBytes {
		t.Errorf("the pending file after a save over a 3 GB one: %v %v", fi.Size(), err)
	}
}

// TestPendingNotAFileNamesRemedy: a clone's pending-approvals.json that is
// a folder or a link (to a file of the store or out of it) failed every
// save and commit naming the file but no remedy, and doctor passed. The
// error now says to remove it, and doctor fails store.pending with the
// same remedy; so it does for one that is not JSON.
func TestPendingNotAFileNamesRemedy(t *testing.T) {
	t.Parallel()
	for _, kind := range []string{"folder", "link", "not JSON"} {
		t.Run(kind, func(t *testing.T) {
			t.Parallel()
			ws := hostileClone(t, func(store string) {
				p := filepath.Join(store, pendingFile)
				switch kind {
				case "folder":
					os.MkdirAll(p, 0o755)
					os.WriteFile(filepath.Join(p, "keep"), nil, 0o644)
				case "link":
					os.Symlink(hashesFile, p)
				case "not JSON":
					os.WriteFile(p, []byte("{"), 0o644)
				}
			})
			if kind != "not JSON" {
				r := runCLI(t, ws, "", nil, "save", "The billing worker runs on three replicas in production")
				if r.code == 0 || !strings.Contains(r.stderr, "hint: remove "+pendingFile) {
					t.Errorf("save: exit %d, want the remedy:\n%s", r.code, r.stderr)
				}
			}
			r := runCLI(t, ws, "", nil, "doctor")
			if !strings.Contains(r.stdout, "fail  store.pending") || !strings.Contains(r.stdout, "remedy: remove "+pendingFile) {
				t.Errorf("doctor: exit %d, want store.pending failed:\n%s", r.code, r.stdout+r.stderr)
			}
		})
	}
}
