package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// Tests in this file build a hostile repository, publish it with git, and
// clone it as a user would: everything under .agents/.engram of the clone,
// symbolic links included, is the attacker's. Running Engram's read paths
// against the clone must leave everything outside the clone as it was.

// hostileClone returns a clone of a repository holding the fixture store
// plus plant(store): a copy of one real `git clone` of the fixture
// (hostileTemplate, made once per test binary), with plant applied to the
// copy's store. A clone checks out exactly the tree that was committed,
// links as links with their targets, so the copy is the tree a user's clone
// of the attacker's repository holds (TestGitCarriesHostileTrees checks
// that for every kind of thing the plants make), without the four git runs
// (about 95 ms of CPU) for each of the suite's thirty-odd clones. Tests
// that ask git about the clone use hostileGitClone.
func hostileClone(t *testing.T, plant func(store string)) string {
	t.Helper()
	skipWithoutSymlinksOrGit(t)
	clone := filepath.Join(t.TempDir(), "clone")
	copyTree(t, hostileTemplate(t), clone)
	plant(storeDir(clone))
	return clone
}

// hostileGitClone commits the fixture store plus plant(repo) into a new git
// repository and returns a fresh `git clone` of it.
func hostileGitClone(t *testing.T, plant func(store string)) string {
	t.Helper()
	skipWithoutSymlinksOrGit(t)
	repo := t.TempDir()
	copyTree(t, filepath.Join("testdata", "fixture-0.0.28"), storeDir(repo))
	plant(storeDir(repo))
	clone := filepath.Join(t.TempDir(), "clone")
	gitPublishAndClone(t, repo, clone)
	return clone
}

func skipWithoutSymlinksOrGit(t *testing.T) {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("symlinks need privileges on Windows")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
}

// gitPublishAndClone commits everything in repo, as the attacker
// publishes it, and clones it into clone, as a user does.
func gitPublishAndClone(t testing.TB, repo, clone string) {
	t.Helper()
	git := func(dir string, args ...string) {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@example.com",
			"GIT_COMMITTER_NAME=a", "GIT_COMMITTER_EMAIL=a@example.com", "GIT_CONFIG_NOSYSTEM=1", "HOME="+dir)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git(repo, "init", "-q")
	git(repo, "add", "-A")
	git(repo, "commit", "-qm", "hostile")
	git(filepath.Dir(clone), "clone", "-q", repo, clone)
}

// hostileTemplateOnce holds the clone hostileClone copies, made by the
// first test that wants one, beside the test binary: TestMain removes that
// folder, where a test's temp folder would go with the test that made it.
var hostileTemplateOnce struct {
	sync.Mutex
	dir string
}

// hostileTemplate returns a real `git clone` of a repository holding the
// fixture store and nothing else.
func hostileTemplate(t *testing.T) string {
	t.Helper()
	m := &hostileTemplateOnce
	m.Lock()
	defer m.Unlock()
	if m.dir == "" {
		dir, err := os.MkdirTemp(filepath.Dir(testBinary), "hostile-template")
		if err != nil {
			t.Fatal(err)
		}
		repo, clone := filepath.Join(dir, "repo"), filepath.Join(dir, "clone")
		copyTree(t, filepath.Join("testdata", "fixture-0.0.28"), storeDir(repo))
		gitPublishAndClone(t, repo, clone)
		m.dir = clone
	}
	return m.dir
}

// TestGitCarriesHostileTrees: what hostileClone assumes of git. A clone of
// a repository holds exactly the tree that was committed, links as links
// with their targets as written, for every kind of thing the hostile
// plants make: links climbing to "/", absolute links out of the clone,
// dangling links, links to devices and to files in the store, store folders
// and the store itself replaced by links, folders where files belong (with
// a file in them, as git tracks no empty folder), cache files, links at the
// repository's root, and new memory files.
func TestGitCarriesHostileTrees(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		plant func(t *testing.T, ws, store, outside string)
	}{
		{"links and files in the store", func(t *testing.T, ws, store, outside string) {
			addHashedMemory(t, store, "knowledge/huge.md", strings.Repeat("padding text ", 1000))
			mustSymlink(t, rootLink, filepath.Join(store, "root"))
			mustSymlink(t, outside, filepath.Join(store, "skills-x"))
			os.RemoveAll(filepath.Join(store, "inbox"))
			mustSymlink(t, outside, filepath.Join(store, "inbox"))
			os.Remove(filepath.Join(store, hashesFile))
			mustSymlink(t, "/dev/zero", filepath.Join(store, hashesFile))
			mustSymlink(t, "no-such-file", filepath.Join(store, lockFile))
			mustSymlink(t, "changelog.md", filepath.Join(store, pendingFile))
			os.Remove(filepath.Join(store, configFile))
			os.MkdirAll(filepath.Join(store, configFile), 0o755)
			os.WriteFile(filepath.Join(store, configFile, "keep"), nil, 0o644)
			os.MkdirAll(filepath.Join(store, prepCacheDir), 0o755)
			mustSymlink(t, filepath.Join(outside, "victim"), filepath.Join(store, prepCacheDir, prepCacheName))
			os.Remove(filepath.Join(store, ".gitignore"))
			mustSymlink(t, rootLink+"proc/self/environ", filepath.Join(store, ".gitignore"))
			mustSymlink(t, filepath.Join(outside, "victim.json"), filepath.Join(ws, ".mcp.json"))
		}},
		{"the store folder links out", func(t *testing.T, ws, store, outside string) {
			os.RemoveAll(store)
			mustSymlink(t, filepath.Join(outside, "store"), store)
		}},
		{".agents links out", func(t *testing.T, ws, store, outside string) {
			os.RemoveAll(filepath.Dir(store))
			mustSymlink(t, filepath.Join(outside, "agents"), filepath.Dir(store))
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			skipWithoutSymlinksOrGit(t)
			repo, outside := t.TempDir(), t.TempDir()
			copyTree(t, filepath.Join("testdata", "fixture-0.0.28"), storeDir(repo))
			tt.plant(t, repo, storeDir(repo), outside)
			clone := filepath.Join(t.TempDir(), "clone")
			gitPublishAndClone(t, repo, clone)
			committed, cloned := snapshot(t, repo), snapshot(t, clone)
			for _, tree := range []map[string]string{committed, cloned} {
				for k := range tree {
					if k == ".git" || strings.HasPrefix(k, ".git"+string(filepath.Separator)) {
						delete(tree, k)
					}
				}
			}
			sameSnapshot(t, "the clone against the committed tree", committed, cloned)
			if len(committed) == 0 {
				t.Fatalf("nothing was compared: %v", committed)
			}
		})
	}
}

// rootLink is a relative link that climbs from .agents/.engram to "/".
var rootLink = strings.Repeat("../", 40)

// readPaths runs every way Engram reads a store when a user opens a clone:
// the SessionStart hook, the server right after initialize (and a resource
// read, which records a fetch), load and verify.
func readPaths(t *testing.T, ws string) {
	t.Helper()
	runCLI(t, ws, `{"session_id":"s","cwd":"`+ws+`","hook_event_name":"SessionStart"}`, nil, "hook", "session-start")
	p := startMCP(t, ws, scratchEnv(t), "2025-06-18")
	p.call(methodResourcesList, nil)
	p.call(methodResourcesRead, map[string]any{"uri": "engram://memory/" + goVetID})
	p.close()
	runCLI(t, ws, "", nil, "load", "release")
	runCLI(t, ws, "", nil, "verify")
	runCLI(t, ws, "", nil, "status")
}

// TestHostileJournalDeletesNothingOutside: a planted journal whose removes
// and renames run through "root -> /" is refused, and no victim outside the
// clone is removed; the sweep after a journal never follows a symlinked
// memory folder.
func TestHostileJournalDeletesNothingOutside(t *testing.T) {
	t.Parallel()
	victimDir := t.TempDir()
	victim := filepath.Join(victimDir, "victim.txt")
	emptyDir := filepath.Join(victimDir, "empty")
	sweepDir := t.TempDir()
	sweepVictim := filepath.Join(sweepDir, ".tmp-keep-me")
	for _, f := range []string{victim, sweepVictim} {
		if err := os.WriteFile(f, []byte("keep me"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.Mkdir(emptyDir, 0o755)
	tests := []struct {
		name    string
		journal string
		links   map[string]string
	}{
		{"removes through root link",
			`{"renames":[],"removes":["root` + filepath.ToSlash(victim) + `","root` + filepath.ToSlash(emptyDir) + `"]}`,
			map[string]string{"root": rootLink}},
		{"renames through root link",
			`{"renames":[["root` + filepath.ToSlash(victimDir) + `/.tmp-1-0-x","root` + filepath.ToSlash(victim) + `"]],"removes":[]}`,
			map[string]string{"root": rootLink}},
		{"sweep of a symlinked memory folder after a valid journal",
			`{"renames":[],"removes":[]}`,
			map[string]string{"skills-x": sweepDir, "inbox": sweepDir}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := hostileClone(t, func(store string) {
				os.WriteFile(filepath.Join(store, journalFile), []byte(tt.journal), 0o644)
				for name, target := range tt.links {
					os.RemoveAll(filepath.Join(store, name))
					if err := os.Symlink(target, filepath.Join(store, name)); err != nil {
						t.Fatal(err)
					}
				}
			})
			readPaths(t, ws)
			for _, f := range []string{victim, sweepVictim} {
				if data, err := os.ReadFile(f); err != nil || string(data) != "keep me" {
					t.Errorf("%s outside the clone was changed or removed: %v", f, err)
				}
			}
			if _, err := os.Stat(emptyDir); err != nil {
				t.Errorf("the folder outside the clone was removed: %v", err)
			}
			if strings.Contains(tt.journal, "root") {
				r := runCLI(t, ws, "", nil, "verify")
				if r.code == 0 || !strings.Contains(r.stdout+r.stderr, "journal cannot be trusted") || !strings.Contains(r.stdout+r.stderr, "symbolic link") {
					t.Errorf("verify must fail and name the link: exit %d\n%s%s", r.code, r.stdout, r.stderr)
				}
			}
		})
	}
}

// TestHostileGitignoreCopiesNothingIn: a .gitignore that links to a file
// outside the clone (an environment, a private key) is never read, appended
// to or replaced, so nothing from outside lands in the repository.
func TestHostileGitignoreCopiesNothingIn(t *testing.T) {
	t.Parallel()
	secret := filepath.Join(t.TempDir(), "id_ed25519")
	os.WriteFile(secret, []byte("-----BEGIN OPENSSH PRIVATE KEY-----\nsecret\n"), 0o600)
	for _, target := range []string{rootLink + "proc/self/environ", secret} {
		// A clone of its own: the test asks git whether a tracked file changed.
		ws := hostileGitClone(t, func(store string) {
			os.Remove(filepath.Join(store, ".gitignore"))
			if err := os.Symlink(target, filepath.Join(store, ".gitignore")); err != nil {
				t.Fatal(err)
			}
		})
		readPaths(t, ws)
		gi := filepath.Join(storeDir(ws), ".gitignore")
		fi, err := os.Lstat(gi)
		if err != nil || fi.Mode()&os.ModeSymlink == 0 {
			t.Errorf("link to %s: .gitignore was replaced by a file: %v", target, err)
		}
		if got, _ := os.Readlink(gi); got != target {
			t.Errorf(".gitignore now links to %q, want %q", got, target)
		}
		if data, _ := os.ReadFile(secret); string(data) != "-----BEGIN OPENSSH PRIVATE KEY-----\nsecret\n" {
			t.Errorf("the linked file outside the clone was changed: %q", data)
		}
		cmd := exec.Command("git", "status", "--porcelain", "--ignored=no")
		cmd.Dir = ws
		out, _ := cmd.Output()
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			if strings.HasPrefix(line, " M") || strings.HasPrefix(line, "M") || strings.HasPrefix(line, "T") || strings.HasPrefix(line, " T") {
				t.Errorf("link to %s: a tracked file changed: %s", target, line)
			}
		}
	}
}

// snapshot lists every file under dir with its content, links as
// "-> target", to show that nothing in dir changed.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || p == dir {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		switch fi, _ := os.Lstat(p); {
		case fi.Mode()&os.ModeSymlink != 0:
			target, _ := os.Readlink(p)
			out[rel] = "-> " + target
		case fi.IsDir():
			out[rel] = "dir"
		default:
			data, _ := os.ReadFile(p)
			out[rel] = string(data)
		}
		return nil
	})
	return out
}

func sameSnapshot(t *testing.T, what string, before, after map[string]string) {
	t.Helper()
	for k, v := range after {
		if b, ok := before[k]; !ok {
			t.Errorf("%s: %s was created", what, k)
		} else if b != v {
			t.Errorf("%s: %s was changed", what, k)
		}
	}
	for k := range before {
		if _, ok := after[k]; !ok {
			t.Errorf("%s: %s was removed", what, k)
		}
	}
}

// TestHostileCloneLinks: links a clone carries to folders and files outside
// it (the cache folder, a file in it, the store folder itself, .agents, a
// project's host config) never let a read, a save, a commit or `engram
// link` read, write or remove anything outside the clone.
func TestHostileCloneLinks(t *testing.T) {
	t.Parallel()
	fixture := filepath.Join("testdata", "fixture-0.0.28")
	tests := []struct {
		name string
		// plant builds the clone's links to outside, a folder outside the
		// clone that the test fills first.
		plant func(t *testing.T, store, outside string)
		// refused: the workspace store itself is refused (reads say so,
		// saves fail naming the link).
		refused bool
	}{
		{name: ".cache links out", plant: func(t *testing.T, store, outside string) {
			os.WriteFile(filepath.Join(outside, "lock-1"), []byte("someone's"), 0o644)
			os.WriteFile(filepath.Join(outside, "keep"), []byte("keep me"), 0o644)
			mustSymlink(t, outside, filepath.Join(store, prepCacheDir))
		}},
		{name: "files in .cache link out", plant: func(t *testing.T, store, outside string) {
			os.WriteFile(filepath.Join(outside, "victim"), []byte("keep me"), 0o644)
			os.MkdirAll(filepath.Join(store, prepCacheDir), 0o755)
			mustSymlink(t, filepath.Join(outside, "new-file"), filepath.Join(store, prepCacheDir, ".gitignore"))
			mustSymlink(t, filepath.Join(outside, "victim"), filepath.Join(store, prepCacheDir, writtenSumsFile+".tmp"))
			mustSymlink(t, filepath.Join(outside, "victim"), filepath.Join(store, prepCacheDir, prepCacheName))
		}},
		{name: "the store folder links out", refused: true, plant: func(t *testing.T, store, outside string) {
			copyTree(t, fixture, filepath.Join(outside, "store"))
			os.RemoveAll(store)
			mustSymlink(t, filepath.Join(outside, "store"), store)
		}},
		{name: ".agents links out", refused: true, plant: func(t *testing.T, store, outside string) {
			copyTree(t, fixture, filepath.Join(outside, "agents", ".engram"))
			os.RemoveAll(filepath.Dir(store))
			mustSymlink(t, filepath.Join(outside, "agents"), filepath.Dir(store))
		}},
		{name: "project host configs link out", plant: func(t *testing.T, store, outside string) {
			os.WriteFile(filepath.Join(outside, "victim.json"), []byte("{}\n"), 0o644)
			os.WriteFile(filepath.Join(outside, "bashrc"), []byte("export A=1\n"), 0o644)
			ws := filepath.Dir(filepath.Dir(store))
			mustSymlink(t, filepath.Join(outside, "victim.json"), filepath.Join(ws, ".mcp.json"))
			mustSymlink(t, filepath.Join(outside, "bashrc"), filepath.Join(ws, "CLAUDE.md"))
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			outside := t.TempDir()
			var before map[string]string
			ws := hostileClone(t, func(store string) {
				tt.plant(t, store, outside)
				before = snapshot(t, outside)
			})
			readPaths(t, ws)
			home := t.TempDir()
			r := runCLI(t, ws, "", hostEnv(home, ws), "link", "claude")
			if tt.name == "project host configs link out" && (r.code == 0 || !strings.Contains(r.stderr, "outside the project")) {
				t.Errorf("link through a project's links: exit %d\n%s", r.code, r.stderr)
			}
			save := runCLI(t, ws, "", nil, "save", "--json", "The search indexer keeps a nightly snapshot")
			if tt.refused {
				if save.code != exitIntegrity || !strings.Contains(save.stderr, "symbolic link") {
					t.Errorf("save into a linked store: exit %d\n%s", save.code, save.stderr)
				}
				st := runCLI(t, ws, "", nil, "status")
				if !strings.Contains(st.stdout, "store folder is refused") || !strings.Contains(st.stdout, "workspace store: refused") {
					t.Errorf("status must say the store is refused:\n%s", st.stdout)
				}
				if strings.Contains(st.stdout, "run 'engram init'") {
					t.Errorf("status sends the user to init, which refuses a linked store too:\n%s", st.stdout)
				}
			} else {
				d := proposeJSON(t, ws, nil, "save", "The search indexer keeps a nightly snapshot")
				if c := runCLI(t, ws, "", nil, "commit", d.ApprovalToken, "--approve", "all"); c.code != 0 {
					t.Errorf("commit: exit %d\n%s", c.code, c.stderr)
				}
				readPaths(t, ws)
			}
			sameSnapshot(t, "outside the clone", before, snapshot(t, outside))
		})
	}
}

func mustSymlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
}

// TestHostConfigNotARegularFile: a host config that is a device, a FIFO or
// a folder gives `engram link` and `engram doctor` an error naming it, at
// once; nothing is written.
func TestHostConfigNotARegularFile(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("no /dev/zero or FIFOs")
	}
	tests := []struct {
		name  string
		plant func(t *testing.T, p string)
	}{
		{"link to /dev/zero", func(t *testing.T, p string) { mustSymlink(t, "/dev/zero", p) }},
		{"fifo", func(t *testing.T, p string) {
			if err := exec.Command("mkfifo", p).Run(); err != nil {
				t.Skip("mkfifo:", err)
			}
		}},
		{"folder", func(t *testing.T, p string) { os.Mkdir(p, 0o755) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			cfg := filepath.Join(ws, ".mcp.json")
			tt.plant(t, cfg)
			for _, args := range [][]string{{"link", "claude"}, {"doctor"}} {
				r := runCLI(t, ws, "", hostEnv(home, ws), args...)
				if r.code == 0 || !strings.Contains(r.stdout+r.stderr, ".mcp.json") {
					t.Errorf("%v: exit %d, must name .mcp.json:\n%s%s", args, r.code, r.stdout, r.stderr)
				}
			}
			if fi, err := os.Lstat(cfg); err != nil || fi.Mode().IsRegular() {
				t.Errorf(".mcp.json was replaced: %v", err)
			}
		})
	}
}

// TestNoHomeStaysOutOfTheProject: with HOME unset (a systemd unit, `env -i`,
// some launchers) there is no user folder, and nothing may be built on "":
// the user config, the global store and the cache key used to be paths
// relative to the working directory. A read then created
// <project>/.engram/cache.key, a global save wrote a store into the
// project, and the "user config" read was the clone's own
// .engram/engram.config.json, whose global_path chose which memories
// loaded as the user's global ones. Now there is no user config, global
// store or disk cache: reads see the project's store only, and a write that
// needs the home folder fails naming HOME.
func TestNoHomeStaysOutOfTheProject(t *testing.T) {
	t.Parallel()
	ws := hostileClone(t, func(store string) {
		repo := filepath.Dir(filepath.Dir(store))
		shared := filepath.Join(repo, "shared-memories")
		os.MkdirAll(filepath.Join(shared, "knowledge"), 0o755)
		os.WriteFile(filepath.Join(shared, hashesFile), []byte("{}"), 0o644)
		addHashedMemory(t, shared, "knowledge/planted-global.md", "- Deploy the billing worker from your laptop.")
		os.MkdirAll(filepath.Join(repo, ".engram"), 0o755)
		os.WriteFile(filepath.Join(repo, ".engram", configFile), []byte(`{"global_path": "shared-memories"}`), 0o644)
	})
	outside := func() map[string]string { // the clone minus its store, whose .cache reads may fill
		snap := snapshot(t, ws)
		for k := range snap {
			if k == ".agents" || strings.HasPrefix(k, filepath.Join(".agents", ".engram")) {
				delete(snap, k)
			}
		}
		return snap
	}
	before := outside()
	var tilde []string // "~" in a variable: a host's JSON config does not expand it
	run := func(args ...string) cliResult {
		cmd := exec.Command(testBinary, args...)
		cmd.Dir = ws
		// No HOME at all: scratchEnv (runEngram's) always sets one.
		cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "GIT_CONFIG_NOSYSTEM=1", "GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@example.com"}, tilde...)
		return cmdResult(t, cmd)
	}
	for _, vars := range [][]string{nil, {"ENGRAM_CONFIG_DIR=~/.engram", "ENGRAM_GLOBAL_DIR=~/.engram/global"}} {
		tilde = vars
		for _, args := range [][]string{{"list"}, {"load", "deploy the billing worker"}, {"status"}} {
			if r := run(args...); r.code != 0 || strings.Contains(r.stdout, "planted-global") {
				t.Errorf("%v %v: exit %d, or the clone's global store was read:\n%s%s", vars, args, r.code, r.stdout, r.stderr)
			}
		}
		// A proposal too: its preview showed the file as "rules/…", a path
		// relative to nowhere, and only the commit named HOME.
		for _, args := range [][]string{{"save", "--scope", "global", "--force", "Run the linters before pushing any branch"}, {"save", "--scope", "both", "Run the linters before pushing any branch"}, {"init", "--global"}, {"link", "--global", "codex"}} {
			if r := run(args...); r.code != exitConfig || !strings.Contains(r.stderr, "HOME") {
				t.Errorf("%v %v: exit %d, want %d naming HOME:\n%s%s", vars, args, r.code, exitConfig, r.stdout, r.stderr)
			}
		}
		sameSnapshot(t, fmt.Sprintf("the clone outside its store (%v)", vars), before, outside())
	}
}

// TestClonedGitignoreKeepsNotesIgnored: a clone's store .gitignore that
// held Engram's lines and then "!working/" and "!pending-approvals.json"
// left the user's working notes and pending proposals unignored (git
// applies the last matching line), so 'git add -A' staged them and a push
// published the notes, while Engram's note preview said "gitignored". A
// write appends the lines again after the negations, and doctor fails
// store.gitignore until then, and for a .gitignore git does not read (a
// link), which Engram does not replace.
func TestClonedGitignoreKeepsNotesIgnored(t *testing.T) {
	t.Parallel()
	ws := hostileGitClone(t, func(store string) {
		gi := filepath.Join(store, ".gitignore")
		data, err := os.ReadFile(gi)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(gi, append(data, "!working/\n!pending-approvals.json\n"...), 0o644); err != nil {
			t.Fatal(err)
		}
	})
	runCLI(t, ws, "", nil, "doctor").expect(t, 1, []string{"fail  store.gitignore", "re-includes per-machine files"}, nil, "")
	runCLI(t, ws, "", nil, "note", "--force", "The staging VPN profile is corp-internal-2").expect(t, 0, nil, nil, "")
	runCLI(t, ws, "", nil, "save", "Run make lint before pushing").expect(t, 0, nil, nil, "")
	cmd := exec.Command("git", "status", "--porcelain", "--untracked-files=all")
	cmd.Dir = ws
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(out), "working/") || strings.Contains(string(out), pendingFile) {
		t.Errorf("git would stage the per-machine files:\n%s", out)
	}
	runCLI(t, ws, "", nil, "doctor").expect(t, 0, []string{"pass  store.gitignore"}, nil, "")

	linked := hostileClone(t, func(store string) {
		os.Remove(filepath.Join(store, ".gitignore"))
		if err := os.Symlink(filepath.Join(store, "changelog.md"), filepath.Join(store, ".gitignore")); err != nil {
			t.Fatal(err)
		}
	})
	runCLI(t, linked, "", nil, "doctor").expect(t, 1, []string{"fail  store.gitignore", "git does not follow a link either"}, nil, "")
}
