package main

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// gitIn runs git in dir as a test's user, with no system or user config.
func gitIn(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@example.com",
		"GIT_COMMITTER_NAME=a", "GIT_COMMITTER_EMAIL=a@example.com", "GIT_CONFIG_NOSYSTEM=1", "HOME="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
	return string(out)
}

// TestTrackedMachineFiles: a store's per-machine files (working/ with the
// notes and their seals, pending-approvals.json, usage.json …) are
// gitignored, but a repository can track them (git add -f), and what a
// clone brings in them was taken as the user's own: a workspace proposal
// in a tracked pending-approvals.json committed with its publisher's token
// (the agent, steered by the repository's text, had only to pass it on),
// 'engram rehash' sealed the publisher's tracked note so every session
// loaded it, and doctor said nothing while 'git add -A' staged the user's
// proposals and seals. Engram reads the repository's index itself (git run
// in a clone reads the clone's config: core.fsmonitor runs a command):
// doctor fails store.tracked naming the files, an unsealed proposal in a
// tracked pending file cannot commit (engram pending says why), and rehash
// does not seal a tracked note. Index versions 2, 3 and 4, a split index,
// a worktree and a SHA-256 repository are read.
func TestTrackedMachineFiles(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	ws, _, envP, envU := cloneOfTwoHomes(t)
	tokenRE := regexp.MustCompile(`engram-approval-[A-Za-z0-9_-]+`)
	planted := tokenRE.FindString(spawnCLI(t, ws, "", envP, "save", "Use tabs for indentation in every Go file").stdout)
	n := spawnedNoteJSON(t, ws, envP, "the build cache lives on the shared drive")
	if planted == "" {
		t.Fatal("no token")
	}
	gitIn(t, ws, "init", "-q")
	// Before anything is tracked, doctor passes.
	spawnCLI(t, ws, "", envU, "doctor").expect(t, 0, []string{"pass  store.tracked"}, nil, "")
	gitIn(t, ws, "add", "-A")
	gitIn(t, ws, "add", "-f", ".agents/.engram/"+pendingFile, ".agents/.engram/working")
	gitIn(t, ws, "commit", "-qm", "publish")

	want := []string{"fail  store.tracked", pendingFile, "working/.engram-seals", n.File}
	for _, v := range []string{"2", "3", "4", "split"} {
		if v == "split" {
			gitIn(t, ws, "update-index", "--split-index")
		} else {
			gitIn(t, ws, "update-index", "--index-version", v)
		}
		spawnCLI(t, ws, "", envU, "doctor").expect(t, 1, want, nil, "")
	}
	if m, _ := filepath.Glob(filepath.Join(ws, ".git", "sharedindex.*")); len(m) != 1 {
		t.Errorf("no shared index was written: %v", m)
	}

	// The planted workspace proposal: marked, and its token refused.
	r := spawnCLI(t, ws, "", envU, "pending")
	if !strings.Contains(r.stdout, "not made by your engram: it came with the repository, which tracks "+pendingFile+", so its token cannot commit") {
		t.Errorf("pending: %+v", r)
	}
	r = spawnCLI(t, ws, "", envU, "commit", planted, "--approve", "all")
	if r.code == 0 || !strings.Contains(r.stderr, "came with the repository (git tracks "+pendingFile+")") {
		t.Errorf("the planted proposal in a tracked pending file: %+v", r)
	}
	if m, _ := filepath.Glob(filepath.Join(storeDir(ws), "*", "use-tabs-for-indentation*")); len(m) != 0 {
		t.Errorf("the planted proposal was written: %v", m)
	}
	// The user's own proposal in the same file still commits.
	own := tokenRE.FindString(spawnCLI(t, ws, "", envU, "save", "Run go vet before each commit").stdout)
	if r := spawnCLI(t, ws, "", envU, "commit", own, "--approve", "all"); r.code != 0 {
		t.Errorf("the user's own proposal: %+v", r)
	}

	// rehash does not seal the tracked note; reads go on skipping it.
	r = spawnCLI(t, ws, "", envU, "rehash")
	if r.code != 0 || strings.Contains(r.stdout, "sealed working note "+n.File) || !strings.Contains(r.stdout, n.File+" came with the repository, which tracks it: not sealed") {
		t.Errorf("rehash: %+v", r)
	}
	if r := spawnCLI(t, ws, "", envU, "notes"); !strings.Contains(r.stdout, "unsealed") {
		t.Errorf("notes after rehash: %+v", r)
	}
	// Its own untracked note is sealed as before.
	os.WriteFile(filepath.Join(storeDir(ws), "working", "note-mine.md"), []byte(storeFile(t, ws, n.File)), 0o644)
	if r := spawnCLI(t, ws, "", envU, "rehash"); !strings.Contains(r.stdout, "sealed working note working/note-mine.md") {
		t.Errorf("rehash of an untracked note: %+v", r)
	}

	// A worktree of the repository reads its own index through its .git file.
	wt := filepath.Join(t.TempDir(), "wt")
	gitIn(t, ws, "worktree", "add", "-q", wt)
	spawnCLI(t, wt, "", hostEnv(strings.TrimPrefix(envU[0], "HOME="), wt), "doctor").expect(t, 1, want, nil, "")

	// Removed from the index (the remedy), nothing is tracked.
	gitIn(t, ws, "rm", "-r", "-q", "--cached", ".agents/.engram/"+pendingFile, ".agents/.engram/working")
	spawnCLI(t, ws, "", envU, "doctor").expect(t, 0, []string{"pass  store.tracked"}, nil, "")
}

// TestTrackedMachineFilesSHA256: a repository of SHA-256 object names has
// longer index entries; its tracked per-machine files are found too, in
// index versions 2 and 4.
func TestTrackedMachineFilesSHA256(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	ws := exampleWorkspace(t)
	if out, err := exec.Command("git", "init", "-q", "--object-format=sha256", ws).CombinedOutput(); err != nil {
		t.Skipf("this git makes no SHA-256 repository: %v %s", err, out)
	}
	env := scratchEnv(t)
	if r := spawnCLI(t, ws, "", env, "save", "Run the linter before each push"); r.code != 0 {
		t.Fatalf("save: %+v", r)
	}
	gitIn(t, ws, "add", "-A")
	gitIn(t, ws, "add", "-f", ".agents/.engram/"+pendingFile)
	gitIn(t, ws, "commit", "-qm", "x")
	for _, v := range []string{"2", "4"} {
		gitIn(t, ws, "update-index", "--index-version", v)
		spawnCLI(t, ws, "", env, "doctor").expect(t, 1, []string{"fail  store.tracked", pendingFile}, []string{"working/"}, "")
	}
}

// TestNotesMarksTrackedNotes: 'engram notes' did not say which notes the
// repository tracks (doctor's store.tracked and rehash did): a note the
// user force-added, or one that came with a clone, goes to everyone who
// clones, though notes are per-machine. The listing now marks it, beside
// its seal, says what to do, and --json carries "tracked"; an untracked
// note is not marked.
func TestNotesMarksTrackedNotes(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	ws, _, envP, envU := cloneOfTwoHomes(t)
	shared := spawnedNoteJSON(t, ws, envP, "the build cache lives on the shared drive")
	gitIn(t, ws, "init", "-q")
	gitIn(t, ws, "add", "-A")
	gitIn(t, ws, "add", "-f", ".agents/.engram/"+shared.File)
	gitIn(t, ws, "commit", "-qm", "publish")
	mine := spawnedNoteJSON(t, ws, envP, "my branch is feature-x until Friday")

	const hint = "a note tracked by git is committed for everyone who clones the repository"
	r := spawnCLI(t, ws, "", envP, "notes")
	r.expect(t, 0, []string{shared.ID + " (tracked by git)", hint}, []string{mine.ID + " (tracked", "unsealed"}, "")
	// The other user's engram did not write it: unsealed and tracked.
	spawnCLI(t, ws, "", envU, "notes").expect(t, 0, []string{shared.ID + " (unsealed: reads skip it; tracked by git)", hint}, nil, "")
	var out struct {
		Data struct {
			Notes []struct {
				ID      string
				Tracked bool
			}
		}
	}
	r = spawnCLI(t, ws, "", envP, "notes", "--json")
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || len(out.Data.Notes) != 2 {
		t.Fatalf("notes --json: %v %s", err, r.stdout)
	}
	for _, n := range out.Data.Notes {
		if n.Tracked != (n.ID == shared.ID) {
			t.Errorf("notes --json: %s tracked=%v", n.ID, n.Tracked)
		}
	}
	// Out of the index (the remedy), nothing is marked.
	gitIn(t, ws, "rm", "-q", "--cached", ".agents/.engram/"+shared.File)
	spawnCLI(t, ws, "", envP, "notes").expect(t, 0, nil, []string{"tracked by git", hint}, "")
}

// gitIndexBytes is a version 2 or 3 index of SHA-1 names holding paths,
// then the extensions ext (signature, size and data each, as written) and
// the file's hash.
func gitIndexBytes(version uint32, paths []string, ext ...[]byte) []byte {
	var b bytes.Buffer
	b.WriteString("DIRC")
	binary.Write(&b, binary.BigEndian, [2]uint32{version, uint32(len(paths))})
	for _, p := range paths {
		start := b.Len()
		b.Write(make([]byte, 40+20))
		binary.Write(&b, binary.BigEndian, uint16(min(len(p), 0xfff)))
		b.WriteString(p)
		b.WriteByte(0)
		for (b.Len()-start)%8 != 0 {
			b.WriteByte(0)
		}
	}
	for _, e := range ext {
		b.Write(e)
	}
	b.Write(make([]byte, 20))
	return b.Bytes()
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	k, err := c.r.Read(p)
	c.n += int64(k)
	return k, err
}

// TestGitIndexPathBounded: an entry's path with no NUL after it was read
// whole (up to the index's 1 GiB cap, kept in memory) before its length
// was checked against 4,096 bytes. A planted index of 8 MB of path is now
// refused after at most one buffer of it; a long path that ends is refused
// as before, and a real one is read.
func TestGitIndexPathBounded(t *testing.T) {
	t.Parallel()
	long := bytes.Repeat([]byte("a"), 8<<20)
	for name, tail := range map[string][]byte{"no NUL": long, "a NUL after 5,000 bytes": append(long[:5000:5000], 0)} {
		data := append(gitIndexBytes(2, nil)[:12:12], make([]byte, 62)...)
		binary.BigEndian.PutUint32(data[8:12], 1)
		cr := &countingReader{r: bytes.NewReader(append(data, tail...))}
		r := &gitIndexReader{r: bufio.NewReaderSize(cr, 64<<10)}
		r.n = 12
		r.r.Discard(12)
		err := readGitEntries(r, 2, 1, 20, nil, func(string) bool { return true })
		if err == nil || !strings.Contains(err.Error(), "a path over 4096 bytes") || cr.n > 1<<20 {
			t.Errorf("%s: %v after reading %d bytes", name, err, cr.n)
		}
	}
	p := filepath.Join(t.TempDir(), "index")
	os.WriteFile(p, gitIndexBytes(2, []string{".agents/.engram/working/note-a.md", "src/main.go"}), 0o644)
	var got []string
	if _, err := readGitIndex(p, 20, nil, func(s string) bool { got = append(got, s); return true }); err != nil || len(got) != 2 || got[0] != ".agents/.engram/working/note-a.md" {
		t.Errorf("a real index: %v %q", err, got)
	}
}

// TestEwahPositionsBounded: a run word of the split index's bitmap moves
// the position by up to 2^38 bits, so 2^26 of them (a 512 MB extension,
// too big for a test) wrapped it round to a small position, and the
// literal words after them set bits the bitmap never named (hiding entries
// of the shared index). The position now stops at the most entries an
// index holds; this checks that runs past it set nothing, and that a run
// and a literal word set what they name.
func TestEwahPositionsBounded(t *testing.T) {
	t.Parallel()
	words := []uint64{0xffffffff << 1, 0xffffffff<<1 | 1<<33, 0xff}
	b := binary.BigEndian.AppendUint32(nil, 0)
	b = binary.BigEndian.AppendUint32(b, uint32(len(words)))
	for _, w := range words {
		b = binary.BigEndian.AppendUint64(b, w)
	}
	var set []uint32
	if !ewahBits(b, func(i uint32) { set = append(set, i) }) || len(set) != 0 {
		t.Errorf("bits set past the runs: %v", set)
	}
	// A run of ones, then a literal word: positions 0-63, then 64-71.
	b = binary.BigEndian.AppendUint32(nil, 72)
	b = binary.BigEndian.AppendUint32(b, 2)
	b = binary.BigEndian.AppendUint64(b, 1<<1|1|1<<33)
	b = binary.BigEndian.AppendUint64(b, 0xff)
	set = nil
	if !ewahBits(b, func(i uint32) { set = append(set, i) }) || len(set) != 72 || set[71] != 71 {
		t.Errorf("a run and a literal word: %v", set)
	}
}

// FuzzGitIndex: whatever a clone's .git/index holds, reading it neither
// panics nor hangs, and no path it gives is longer than 4,096 bytes or
// beyond the entries its header counts.
func FuzzGitIndex(f *testing.F) {
	f.Add(gitIndexBytes(2, []string{"a.go", ".agents/.engram/working/note-x.md"}))
	f.Add(gitIndexBytes(3, []string{"x"}))
	link := append([]byte("link"), binary.BigEndian.AppendUint32(nil, 20+8+8)...)
	link = append(link, make([]byte, 20)...)
	link = binary.BigEndian.AppendUint32(link, 64)
	link = binary.BigEndian.AppendUint32(link, 1)
	link = binary.BigEndian.AppendUint64(link, 0xffffffff<<1|1)
	f.Add(gitIndexBytes(2, []string{"a"}, link))
	f.Add(append(gitIndexBytes(2, nil)[:12:12], bytes.Repeat([]byte("b"), 5000)...))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		p := filepath.Join(dir, "index")
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Skip()
		}
		n := 0
		link, err := readGitIndex(p, 20, nil, func(s string) bool {
			n++
			if len(s) > 4096 {
				t.Fatalf("a path of %d bytes", len(s))
			}
			return true
		})
		if err == nil && len(data) >= 12 && n > int(binary.BigEndian.Uint32(data[8:12])) {
			t.Fatalf("%d paths, %d counted", n, binary.BigEndian.Uint32(data[8:12]))
		}
		if link != nil {
			for i := range link.deleted {
				_ = link.deleted.has(uint32(i * 64))
			}
		}
		ewahBits(data, func(i uint32) {
			if i >= maxGitIndexEntries {
				t.Fatalf("bit %d", i)
			}
		})
	})
}

// TestTrackedHintsPaste: the hints for a per-machine file the repository
// tracks named the store's own path ("'git rm --cached' on its file",
// --json naming "working/note-….md"), which git run from the repository
// root does not find (stop 60). notes, rehash and doctor now print the
// command to run from the repository root, its paths the repository's
// with forward slashes and quoted where the shell needs it: here the
// project is a folder "my app" inside the repository. Each command, run
// as printed, untracks what it names.
func TestTrackedHintsPaste(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	if runtime.GOOS == "windows" {
		t.Skip("runs the printed command with sh")
	}
	root := t.TempDir()
	ws := filepath.Join(root, "my app")
	if err := os.Mkdir(ws, 0o755); err != nil {
		t.Fatal(err)
	}
	env := hostEnv(t.TempDir(), ws)
	spawnCLI(t, ws, "", env, "init").expect(t, 0, nil, nil, "")
	n := spawnedNoteJSON(t, ws, env, "the build cache lives on the shared drive")
	gitIn(t, root, "init", "-q")
	gitIn(t, root, "add", "-A")
	repoPath := "my app/.agents/.engram/" + n.File
	gitIn(t, root, "add", "-f", repoPath)
	gitIn(t, root, "commit", "-qm", "publish")
	run := func(from, text, lead string) {
		t.Helper()
		_, cmd, ok := strings.Cut(text, lead)
		if cmd, _, _ = strings.Cut(cmd, "\n"); !ok {
			t.Fatalf("no %q in %s", lead, text)
		}
		cmd = strings.TrimSuffix(strings.TrimSuffix(cmd, ")"), "; until then review 'git status' before each commit")
		c := exec.Command("sh", "-c", cmd)
		c.Dir = from
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", cmd, err, out)
		}
		if tracked := gitIn(t, root, "ls-files", "my app/.agents/.engram/working"); tracked != "" {
			t.Errorf("%s left tracked:\n%s", cmd, tracked)
		}
	}
	notes := spawnCLI(t, ws, "", env, "notes").stdout
	if !strings.Contains(notes, "run from the repository root: git rm --cached -- '"+repoPath+"'\n") {
		t.Errorf("notes:\n%s", notes)
	}
	run(root, notes, "run from the repository root: ")

	gitIn(t, root, "add", "-f", repoPath)
	rehash := spawnCLI(t, ws, "", env, "rehash").stdout
	if !strings.Contains(rehash, "from the repository root: git rm --cached -- '"+repoPath+"')") {
		t.Errorf("rehash:\n%s", rehash)
	}
	run(root, rehash, "from the repository root: ")

	gitIn(t, root, "add", "-f", "my app/.agents/.engram/working")
	doctor := spawnCLI(t, ws, "", env, "doctor")
	if !strings.Contains(doctor.stdout, "from the repository root: git rm --cached -r -- 'my app/.agents/.engram/working'") {
		t.Errorf("doctor:\n%s", doctor.stdout)
	}
	run(root, doctor.stdout, "from the repository root: ")
	spawnCLI(t, ws, "", env, "doctor").expect(t, 0, []string{"pass  store.tracked"}, nil, "")
}
