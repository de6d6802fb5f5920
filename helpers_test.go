package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// testBinary is the engram binary built once for the whole test run; tests
// spawn it (and its engram-mcp twin) and talk to it over real pipes.
var testBinary, testServerBinary string

// testBinaryStamp is the version the test binary is built with; the session
// transcripts under testdata/sessions expect it in serverInfo.
const testBinaryStamp = "0.0.0-dev"

func TestMain(m *testing.M) {
	if file := os.Getenv(peakFileEnv); file != "" {
		os.Exit(runForPeak(file)) // this binary is runCLIPeak's runner
	}
	if mode := os.Getenv(asEngramEnv); mode != "" {
		os.Exit(runAsEngram(mode)) // this binary is engram (BenchmarkListPeak)
	}
	flag.Parse()
	widenParallel()
	dir, err := os.MkdirTemp("", "engram-test-bin")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	exe := ""
	if runtime.GOOS == "windows" {
		exe = ".exe"
	}
	// In-process loads keep their prepared-cache key here, never in the
	// developer's ~/.engram.
	cacheKeyDir = func(*env) string { return filepath.Join(dir, "config") }
	testBinary = filepath.Join(dir, "engram"+exe)
	testServerBinary = filepath.Join(dir, "engram-mcp"+exe)
	// Commands run in process name the version the binary is stamped with,
	// as the spawned ones do (doctor compares a host's npx pin with it).
	version = testBinaryStamp
	// The binary under test is stamped explicitly, so that no test depends on
	// how the toolchain would have stamped it: a default toolchain in a git
	// checkout records a pseudo-version, one with -buildvcs=false "(devel)".
	// Reading the Go variables here also makes `go test` key its cached
	// result on them, since the build below sees them and the cache would not.
	for _, name := range []string{"GOFLAGS", "GOENV", "GOTOOLCHAIN", "GOOS", "GOARCH", "CGO_ENABLED", "GOEXPERIMENT"} {
		_ = os.Getenv(name)
	}
	// -tags crashpoints compiles in the ENGRAM_TEST_CRASH hook the crash
	// tests stop a commit with; nothing else differs from a release build.
	// -trimpath, as the release script builds: the compiled package is then
	// keyed on the sources alone, not on the checkout's folder, so
	// TestVersionLdflags relinks it instead of compiling it again, and a
	// fresh clone with sources built before finds them in the build cache.
	build := exec.Command("go", "build", "-trimpath", "-buildvcs=false", "-tags", "crashpoints", "-ldflags=-X main.version="+testBinaryStamp, "-o", testBinary, ".")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building engram:", err)
		os.Exit(1)
	}
	if err := os.Link(testBinary, testServerBinary); err != nil {
		data, _ := os.ReadFile(testBinary)
		if err := os.WriteFile(testServerBinary, data, 0o755); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	if ram := ramTempDir(); ram != "" {
		os.Setenv("TMPDIR", ram) // every t.TempDir from here on
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// widenParallel lets up to testParallel tests run at once unless -parallel
// was given. go test's default is GOMAXPROCS, but these tests mostly wait:
// on the engram processes they spawn, on git, and on fsync; two at a time
// on a two-CPU machine left the CPUs idle for half of the run.
func widenParallel() {
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if !given && runtime.GOMAXPROCS(0) < testParallel {
		flag.Set("test.parallel", strconv.Itoa(testParallel))
	}
}

// testParallel is how many tests run at once by default (see widenParallel).
const testParallel = 8

// cliResult is what one spawned `engram` command did.
type cliResult struct {
	code   int
	stdout string
	stderr string
}

// pipePrefill is what a test writes into a pipe before the command reads
// it: no more than POSIX's PIPE_BUF minimum (512 bytes), which every
// platform's pipe buffer holds, so the write never blocks; a hook's JSON
// fits.
const pipePrefill = 512

// runCLI runs an engram command in dir with a scratch HOME unless env
// overrides it, feeding stdin, and returns its exit code and output. It runs
// in this process, through the env every command gets its streams,
// variables, folder and clock from, which is what a spawned engram does
// minus the exec; spawnCLI runs the real binary where the process itself is
// under test.
func runCLI(t *testing.T, dir string, stdin string, extra []string, args ...string) cliResult {
	t.Helper()
	if !inProcessEnv(extra) || len(args) > 0 && ownsExecutable[args[0]] {
		return spawnCLI(t, dir, stdin, extra, args...)
	}
	// stdin is a real pipe, as for a spawned engram: the hook reads only
	// from a file that is not a terminal.
	in, feed, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	// What fits the pipe's buffer is written before the command runs, so a
	// command that waits a bounded time for its input (the hook) finds it
	// there however late a loaded machine schedules a writer; the rest
	// follows from a goroutine.
	head := stdin[:min(len(stdin), pipePrefill)]
	if _, err := io.WriteString(feed, head); err != nil {
		t.Fatal(err)
	}
	go func() {
		io.WriteString(feed, stdin[len(head):])
		feed.Close()
	}()
	var out, errb bytes.Buffer
	e := envOf(append(scratchEnv(t), extra...), in, &out, &errb)
	e.cwd = dir
	code := dispatch(e, append([]string{"engram"}, args...))
	return cliResult{code: code, stdout: out.String(), stderr: errb.String()}
}

// envOf is the env of a command run in this process with the variables
// vars (KEY=value, the last of a key winning, as for a spawned process),
// in this process's folder.
func envOf(vars []string, stdin io.Reader, stdout, stderr io.Writer) *env {
	m := map[string]string{}
	for _, kv := range vars {
		k, v, _ := strings.Cut(kv, "=")
		m[k] = v
	}
	getenv := func(k string) string { return m[k] }
	cwd, _ := os.Getwd()
	// Claude Code's policy folder: the test's own (ENGRAM_TEST_CLAUDE_MANAGED,
	// read by this helper only), else one under HOME that holds nothing.
	managed := m["ENGRAM_TEST_CLAUDE_MANAGED"]
	if managed == "" {
		managed = filepath.Join(m["HOME"], "claude-managed")
	}
	return &env{stdin: stdin, stdout: stdout, stderr: stderr, getenv: getenv, cwd: cwd, now: clockFromEnv(getenv), exe: testBinary, claudeManaged: managed}
}

// inProcessEnv reports whether a command with these extra variables may run
// in process: variables read once per process (the crash hook, the switch
// for the speed-ups) need a process of their own.
func inProcessEnv(env []string) bool {
	for _, kv := range env {
		if strings.HasPrefix(kv, "ENGRAM_TEST_CRASH=") || strings.HasPrefix(kv, "ENGRAM_NO_CACHE=") {
			return false
		}
	}
	return true
}

// ownsExecutable names the commands that act on the running process as a
// whole: demo starts the server with the process's own environment, and
// install-alias is tested on copies of the binary. The host commands run in
// process: their env names the built engram as the executable (env.exe).
var ownsExecutable = map[string]bool{"demo": true, "install-alias": true}

// spawnCLI is runCLI in a spawned engram binary.
func spawnCLI(t *testing.T, dir string, stdin string, env []string, args ...string) cliResult {
	t.Helper()
	r, _ := runEngram(t, dir, stdin, env, testBinary, args...)
	return r
}

// runEngram is runCLI that also hands back the finished process's state,
// for tests that read its resource usage. prog is testBinary, or a program
// that runs it (runCLIPeak's runner, peakrss_unix_test.go).
func runEngram(t *testing.T, dir string, stdin string, env []string, prog string, args ...string) (cliResult, *os.ProcessState) {
	t.Helper()
	cmd := exec.Command(prog, args...)
	cmd.Dir = dir
	cmd.Env = append(scratchEnv(t), env...)
	cmd.Stdin = bytes.NewBufferString(stdin)
	if len(stdin) <= pipePrefill {
		// As in runCLI: the input is in the pipe before the process starts,
		// not copied in by a goroutine racing the process's own waits.
		in, feed, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		defer in.Close()
		if _, err := io.WriteString(feed, stdin); err != nil {
			t.Fatal(err)
		}
		feed.Close()
		cmd.Stdin = in
	}
	return cmdResult(t, cmd), cmd.ProcessState
}

// cmdResult runs a prepared engram command and collects its exit code and
// streams; a command that could not run at all fails the test.
func cmdResult(t *testing.T, cmd *exec.Cmd) cliResult {
	t.Helper()
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running engram %v: %v", cmd.Args[1:], err)
	}
	return cliResult{code: code, stdout: out.String(), stderr: errb.String()}
}

// expect fails t unless the command exited with code (fatal: nothing else
// is worth reading then), its stdout holds every string of has and none of
// hasNot, and its stderr holds stderr.
func (r cliResult) expect(t *testing.T, code int, has, hasNot []string, stderr string) {
	t.Helper()
	if r.code != code {
		t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", r.code, code, r.stdout, r.stderr)
	}
	for _, w := range has {
		if !strings.Contains(r.stdout, w) {
			t.Errorf("stdout does not contain %q:\n%s", w, r.stdout)
		}
	}
	for _, w := range hasNot {
		if strings.Contains(r.stdout, w) {
			t.Errorf("stdout contains %q:\n%s", w, r.stdout)
		}
	}
	if !strings.Contains(r.stderr, stderr) {
		t.Errorf("stderr %q does not contain %q", r.stderr, stderr)
	}
}

// scratchEnv is a minimal environment whose HOME and config folders are
// empty temp dirs, so no test reads or writes the developer's real files.
func scratchEnv(t *testing.T) []string {
	home := t.TempDir()
	vars := []string{
		"HOME=" + home,
		"USERPROFILE=" + home,
		"PATH=" + os.Getenv("PATH"),
		"ENGRAM_CONFIG_DIR=" + filepath.Join(home, ".engram"),
		"ENGRAM_GLOBAL_DIR=" + filepath.Join(home, ".engram", "global"),
		"XDG_CONFIG_HOME=" + filepath.Join(home, ".config"),
		"CODEX_HOME=" + filepath.Join(home, ".codex"),
		"GEMINI_CLI_HOME=" + home,
		"GEMINI_CLI_SYSTEM_SETTINGS_PATH=" + filepath.Join(home, "gemini-system", "settings.json"),
		"GIT_AUTHOR_NAME=Test Author",
		"GIT_AUTHOR_EMAIL=test@example.com",
		"GIT_CONFIG_NOSYSTEM=1",
	}
	// CI runs the suite again with ENGRAM_NO_CACHE=1 (issue 20): every
	// spawned engram then takes the reference path, without speed-ups.
	if v := os.Getenv("ENGRAM_NO_CACHE"); v != "" {
		vars = append(vars, "ENGRAM_NO_CACHE="+v)
	}
	return vars
}

// exampleWorkspace copies the example store (7 memories) into a temp
// workspace.
func exampleWorkspace(t *testing.T) string {
	t.Helper()
	ws := t.TempDir()
	copyTree(t, filepath.Join("example", ".agents", ".engram"), filepath.Join(ws, ".agents", ".engram"))
	return ws
}

func storeDir(ws string) string { return filepath.Join(ws, ".agents", ".engram") }

// addMemory writes a memory file into a workspace store and records its
// hash, so it is visible unless its front matter hides it.
func addMemory(t *testing.T, ws, file, frontMatter, title string) {
	t.Helper()
	data := []byte("---\n" + frontMatter + "---\n\n# " + title + "\n\n## Content\n\n- " + title + ".\n")
	if err := os.WriteFile(filepath.Join(storeDir(ws), filepath.FromSlash(file)), data, 0o644); err != nil {
		t.Fatal(err)
	}
	hashes, err := readHashes(storeDir(ws))
	if err != nil {
		t.Fatal(err)
	}
	hashes[file] = sha256Hex(data)
	os.WriteFile(filepath.Join(storeDir(ws), hashesFile), encodeHashes(hashes), 0o644)
}

// fixtureWorkspace copies the engram 0.0.28 fixture store into a temp
// workspace and returns the workspace folder.
func fixtureWorkspace(t *testing.T) string {
	t.Helper()
	ws := t.TempDir()
	copyTree(t, filepath.Join("testdata", "fixture-0.0.28"), filepath.Join(ws, ".agents", ".engram"))
	return ws
}

// breakFrontMatter deletes the closing --- of a memory file, the hand edit
// issue 19 found invisible to every command.
func breakFrontMatter(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	i := strings.Index(text[4:], "\n---\n")
	if !strings.HasPrefix(text, "---\n") || i < 0 {
		t.Fatalf("%s has no front matter to break", path)
	}
	text = text[:4+i+1] + text[4+i+5:]
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// fixtureRule is a rule of the fixture store that tests forget, break and edit.
const fixtureRule = "always-run-go-vet-before-committing-go-changes"

func fixtureRulePath(ws string) string {
	return filepath.Join(ws, ".agents", ".engram", "rules", fixtureRule+".md")
}

// copyTree copies src to dst. A file gone between the listing and its
// read is left out: a running server renames its prepared cache's temp
// file into place whenever its background write ends.
func copyTree(t testing.TB, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(p)
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// proposeJSON runs `engram save … --json` (or save-session) and returns the
// proposal data.
func proposeJSON(t *testing.T, ws string, env []string, args ...string) proposeData {
	t.Helper()
	r := runCLI(t, ws, "", env, append(args, "--json")...)
	if r.code != 0 {
		t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
	}
	var env2 struct{ Data proposeData }
	if err := json.Unmarshal([]byte(r.stdout), &env2); err != nil {
		t.Fatalf("%v: %v\n%s", args, err, r.stdout)
	}
	return env2.Data
}

func storeFile(t *testing.T, ws, rel string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(ws, ".agents", ".engram", filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
