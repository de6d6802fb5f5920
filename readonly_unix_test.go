//go:build linux || darwin

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// unprivileged runs engram where chmod bites: as the test's user, or, for
// root (whom file modes do not stop), as nobody on a copy of the binary in
// folders nobody may enter.
type unprivileged struct {
	t              *testing.T
	bin, home, ws  string
	cred           *syscall.Credential
	uid, gid       int
	globalStoreDir string
}

func newUnprivileged(t *testing.T) *unprivileged {
	t.Helper()
	base := t.TempDir()
	u := &unprivileged{t: t, bin: testBinary, home: filepath.Join(base, "home"), ws: filepath.Join(base, "ws"), uid: -1, gid: -1}
	u.globalStoreDir = filepath.Join(u.home, ".engram", "global")
	if os.Geteuid() == 0 {
		// t.TempDir's two folders are 0700; every folder above them must let
		// nobody pass.
		for _, d := range []string{filepath.Dir(base), base} {
			if err := os.Chmod(d, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		for d := filepath.Dir(filepath.Dir(base)); ; d = filepath.Dir(d) {
			if fi, err := os.Stat(d); err != nil || fi.Mode().Perm()&0o001 == 0 {
				t.Skipf("%s is closed to other users: cannot run as nobody", d)
			}
			if d == filepath.Dir(d) {
				break
			}
		}
		data, err := os.ReadFile(testBinary)
		if err != nil {
			t.Fatal(err)
		}
		u.bin = filepath.Join(base, "engram")
		if err := os.WriteFile(u.bin, data, 0o755); err != nil {
			t.Fatal(err)
		}
		u.cred, u.uid, u.gid = &syscall.Credential{Uid: 65534, Gid: 65534}, 65534, 65534
	}
	for _, d := range []string{u.home, u.ws} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Lchown(d, u.uid, u.gid); err != nil {
			t.Fatal(err)
		}
	}
	return u
}

func (u *unprivileged) run(args ...string) cliResult {
	u.t.Helper()
	return u.runWithInput("", args...)
}

// runWithInput runs engram with input on its standard input (a human's
// answers to a terminal prompt).
func (u *unprivileged) runWithInput(input string, args ...string) cliResult {
	u.t.Helper()
	for try := 0; ; try++ {
		cmd := exec.Command(u.bin, args...)
		cmd.Dir = u.ws
		cmd.Stdin = strings.NewReader(input)
		cmd.Env = []string{"HOME=" + u.home, "PATH=" + os.Getenv("PATH"), "ENGRAM_WORKSPACE=" + u.ws,
			"ENGRAM_CONFIG_DIR=" + filepath.Join(u.home, ".engram"), "ENGRAM_GLOBAL_DIR=" + u.globalStoreDir,
			"GIT_AUTHOR_NAME=Test Author", "GIT_AUTHOR_EMAIL=test@example.com", "GIT_CONFIG_NOSYSTEM=1",
			"ENGRAM_NO_CACHE=" + os.Getenv("ENGRAM_NO_CACHE")}
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: u.cred}
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		if errors.Is(err, syscall.ETXTBSY) && try < 100 {
			// The copy of the binary was just written, and a test running
			// in parallel forked while its file was open for writing.
			time.Sleep(20 * time.Millisecond)
			continue
		}
		var exit *exec.ExitError
		r := cliResult{stdout: stdout.String(), stderr: stderr.String()}
		if errors.As(err, &exit) {
			r.code = exit.ExitCode()
		} else if err != nil {
			u.t.Fatal(err)
		}
		return r
	}
}

// memoryFiles is every file of both stores that a commit writes, by path:
// the memories, hashes, index and changelog (not the pending proposals a
// forced save records first, nor the caches).
func (u *unprivileged) memoryFiles() map[string]string {
	u.t.Helper()
	files := map[string]string{}
	for _, root := range []string{storeDir(u.ws), u.globalStoreDir} {
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || strings.Contains(p, ".cache") || d.Name() == pendingFile {
				return nil
			}
			data, _ := os.ReadFile(p)
			files[p] = string(data)
			return nil
		})
	}
	return files
}

// TestReadOnlyGlobalStoreWritesNothing: a commit that writes both stores is
// two transactions. A global store that could not be written (a read-only
// folder, a home on a read-only mount) was found only after the workspace
// transaction: half the batch was on disk, and the token, consumed by that
// transaction, was gone, also for a global-only proposal, which then wrote
// nothing at all. Now the global store is locked and checked first, so
// nothing is written and the token stays for a retry. A forced save's token
// was never printed, so its proposal is removed.
func TestReadOnlyGlobalStoreWritesNothing(t *testing.T) {
	t.Parallel()
	const batch = "Always run gofmt before committing Go code\nThe payments service lives in services/pay and talks to Stripe through a queue\n"
	for _, tc := range []struct{ name, readOnly string }{
		{"global rules read-only", "rules"},
		{"global store read-only", "."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			u := newUnprivileged(t)
			for _, args := range [][]string{{"init"}, {"init", "--global"}} {
				if r := u.run(args...); r.code != 0 {
					t.Fatalf("%v: %s", args, r.stderr)
				}
			}
			before := u.memoryFiles()
			ro := filepath.Join(u.globalStoreDir, tc.readOnly)
			os.Chmod(ro, 0o555)
			defer os.Chmod(ro, 0o755)
			r := u.run("save-session", "--scope", "both", "--force", batch)
			if r.code == 0 || !strings.Contains(r.stderr, "nothing was written") {
				t.Errorf("save-session --scope both: exit %d, want an error saying nothing was written\n%s", r.code, r.stderr)
			}
			if after := u.memoryFiles(); !maps.Equal(before, after) {
				t.Errorf("the stores changed:\nbefore %v\nafter  %v", slices.Sorted(maps.Keys(before)), slices.Sorted(maps.Keys(after)))
			}
			// The forced proposal's token was never printed: left open, it
			// was a proposal nobody could commit.
			if p := u.run("pending"); !strings.Contains(p.stdout, "no open proposals") {
				t.Errorf("the failed forced save left its proposal open:\n%s", p.stdout)
			}
			if v := u.run("verify"); v.code != 0 {
				t.Errorf("verify: exit %d\n%s", v.code, v.stdout)
			}
		})
	}
	t.Run("a global proposal keeps its token", func(t *testing.T) {
		t.Parallel()
		u := newUnprivileged(t)
		u.run("init")
		u.run("init", "--global")
		var out struct {
			Data struct {
				Token string `json:"approval_token"`
			} `json:"data"`
		}
		if err := json.Unmarshal([]byte(u.run("save", "--scope", "global", "--json", "Always run gofmt before committing Go code").stdout), &out); err != nil || out.Data.Token == "" {
			t.Fatalf("no token: %v", err)
		}
		rules := filepath.Join(u.globalStoreDir, "rules")
		os.Chmod(rules, 0o555)
		if r := u.run("commit", out.Data.Token); r.code == 0 {
			t.Errorf("commit into a read-only folder: exit 0\n%s", r.stdout)
		}
		os.Chmod(rules, 0o755)
		if r := u.run("commit", out.Data.Token); r.code != 0 {
			t.Errorf("commit again once the folder is writable: exit %d, want the token still valid\n%s", r.code, r.stderr)
		}
	})
}

// TestAnsweredCommitThatFailsDropsItsProposal: a human who approves on the
// terminal (A, or "A 1") never sees the proposal's token. When the write
// then failed (the global store read-only), the proposal stayed open for 30
// minutes, listed by 'engram pending' under a token nobody had, as a forced
// write's did before 9071e90.
func TestAnsweredCommitThatFailsDropsItsProposal(t *testing.T) {
	t.Parallel()
	for _, answer := range []string{"a\n", "A 1\n"} {
		t.Run(strings.TrimSpace(answer), func(t *testing.T) {
			t.Parallel()
			u := newUnprivileged(t)
			for _, args := range [][]string{{"init"}, {"init", "--global"}} {
				if r := u.run(args...); r.code != 0 {
					t.Fatalf("%v: %s", args, r.stderr)
				}
			}
			ro := filepath.Join(u.globalStoreDir, "rules")
			os.Chmod(ro, 0o555)
			defer os.Chmod(ro, 0o755)
			r := u.runWithInput(answer, "save", "--scope", "global", "--interactive", "Always run gofmt before committing Go code")
			if r.code == 0 || !strings.Contains(r.stderr, "nothing was written") {
				t.Errorf("approved save into a read-only store: exit %d, want an error saying nothing was written\n%s", r.code, r.stderr)
			}
			if p := u.run("pending"); !strings.Contains(p.stdout, "no open proposals") {
				t.Errorf("the failed approved save left its proposal open:\n%s", p.stdout)
			}
		})
	}
}

// TestLinkIntoReadOnlyFolderWritesNothing: link writes several files for one
// host, and a file made read-only was refused before any was written, but a
// folder was not: with .claude/ read-only, link claude wrote .mcp.json and
// CLAUDE.md, printed "created .claude/settings.json", and then failed on it.
func TestLinkIntoReadOnlyFolderWritesNothing(t *testing.T) {
	t.Parallel()
	u := newUnprivileged(t)
	if r := u.run("init"); r.code != 0 {
		t.Fatalf("init: %s", r.stderr)
	}
	folder := filepath.Join(u.ws, ".claude")
	if err := os.Mkdir(folder, 0o555); err != nil {
		t.Fatal(err)
	}
	os.Lchown(folder, u.uid, u.gid)
	defer os.Chmod(folder, 0o755)
	r := u.run("link", "claude")
	if r.code == 0 || strings.Contains(r.stdout, "created") || !strings.Contains(r.stderr, "nothing was written") {
		t.Errorf("link claude with .claude/ read-only: exit %d, want an error before any file\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, f := range []string{".mcp.json", "CLAUDE.md", filepath.Join(".claude", "settings.json")} {
		if fileExists(filepath.Join(u.ws, f)) {
			t.Errorf("link wrote %s although it could not write them all", f)
		}
	}
	os.Chmod(folder, 0o755)
	if r := u.run("link", "claude"); r.code != 0 || !fileExists(filepath.Join(folder, "settings.json")) {
		t.Errorf("link claude once the folder is writable: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if names, _ := filepath.Glob(filepath.Join(u.ws, "*", ".engram-probe-*")); len(names) > 0 {
		t.Errorf("probe files left: %v", names)
	}
}

// TestRemovalInReadOnlyFolder: a removal happens after the journal is in
// place. forget of a memory in a read-only rules/, or any save beside an
// expired note in a read-only working/ (the commit prunes it), wrote the
// rest, failed on the removal and left .engram-txn.json, after which every
// write failed "finishing an interrupted write". Now forget refuses before
// writing anything, and a save leaves the expired note for a later prune.
func TestRemovalInReadOnlyFolder(t *testing.T) {
	t.Parallel()
	const id = "always-run-gofmt-before-committing-go-code"
	for _, tc := range []struct{ name, folder string }{{"forget", "rules"}, {"prune", "working"}} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			u := newUnprivileged(t)
			u.run("init")
			if r := u.run("save", "--force", "Always run gofmt before committing Go code"); r.code != 0 {
				t.Fatalf("save: %s", r.stderr)
			}
			folder := filepath.Join(storeDir(u.ws), tc.folder)
			note := filepath.Join(folder, "note-old.md")
			if tc.folder == "working" {
				os.Mkdir(folder, 0o755)
				writeFile(t, note, "---\nid: note-old\nsource: note\ntier: working\ntype: knowledge\nscope: workspace\ncreated: 2026-01-01\nvalid_until: 2026-01-08\n---\n\n# Old note\n\n## Content\n\n- old\n")
				os.Lchown(folder, u.uid, u.gid)
			}
			before := u.memoryFiles()
			os.Chmod(folder, 0o555)
			defer os.Chmod(folder, 0o755)
			if tc.folder == "rules" {
				r := u.run("forget", "--force", id)
				if after := u.memoryFiles(); r.code == 0 || !maps.Equal(before, after) {
					t.Errorf("forget in a read-only rules/: exit %d, want an error and nothing changed\n%s", r.code, r.stderr)
				}
			} else if r := u.run("save", "--force", "Prefer table-driven tests for parsers"); r.code != 0 {
				t.Errorf("save beside an expired note in a read-only working/: exit %d\n%s", r.code, r.stderr)
			}
			if fileExists(filepath.Join(storeDir(u.ws), journalFile)) {
				t.Errorf("a journal was left behind")
			}
			os.Chmod(folder, 0o755)
			if r := u.run("save", "--force", "Never commit generated protobuf files by hand"); r.code != 0 {
				t.Errorf("the next write: exit %d\n%s", r.code, r.stderr)
			}
			if v := u.run("verify"); v.code != 0 {
				t.Errorf("verify: exit %d\n%s", v.code, v.stdout)
			}
		})
	}
}
