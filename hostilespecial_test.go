//go:build unix

package main

import (
	"encoding/json"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSpecialFilesInStoreReported: a FIFO or a socket named like a memory
// (a tar, a shell or another process on the machine can make either; git
// cannot) was never opened, and verify refused it, but status said
// "integrity: ok" and doctor's store.skipped passed: reads skipped a memory
// file without a word. Both must now name it, with the cache and without,
// in the CLI and over MCP, and none of them may hang on the FIFO.
func TestSpecialFilesInStoreReported(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	rules := filepath.Join(storeDir(ws), "rules")
	if err := syscall.Mkfifo(filepath.Join(rules, "planted-fifo.md"), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("unix", filepath.Join(rules, "planted-sock.md"))
	if err != nil {
		t.Skipf("no unix socket here: %v", err)
	}
	defer l.Close()
	for _, noCache := range []string{"", "1"} {
		env := append(scratchEnv(t), "ENGRAM_NO_CACHE="+noCache)
		start := time.Now()
		r := spawnCLI(t, ws, "", env, "status")
		if strings.Contains(r.stdout, "integrity: ok") || !strings.Contains(r.stdout, "2 memory files or folders refused") ||
			!strings.Contains(r.stdout, "planted-fifo.md: skipped: not a regular file") || !strings.Contains(r.stdout, "planted-sock.md: skipped") {
			t.Errorf("NO_CACHE=%q status:\n%s", noCache, r.stdout)
		}
		var js struct {
			Data struct {
				IntegrityIssues int `json:"integrity_issues"`
			} `json:"data"`
		}
		r = spawnCLI(t, ws, "", env, "status", "--json")
		if err := json.Unmarshal([]byte(r.stdout), &js); err != nil || js.Data.IntegrityIssues != 2 {
			t.Errorf("NO_CACHE=%q status --json integrity_issues %d (want 2, as verify fails 2): %v", noCache, js.Data.IntegrityIssues, err)
		}
		r = spawnCLI(t, ws, "", env, "doctor")
		if !strings.Contains(r.stdout, "fail  store.skipped") || !strings.Contains(r.stdout, "planted-fifo.md") {
			t.Errorf("NO_CACHE=%q doctor:\n%s", noCache, r.stdout)
		}
		if r := spawnCLI(t, ws, "", env, "verify"); r.code != 4 || strings.Count(r.stdout, "refused workspace:rules/planted-") != 2 {
			t.Errorf("NO_CACHE=%q verify exit %d:\n%s", noCache, r.code, r.stdout)
		}
		p := spawnMCP(t, ws, env, "2025-06-18")
		text, _ := toolText(t, p, "engram_status", map[string]any{})
		if !strings.Contains(text, "2 memory files or folders refused") || !strings.Contains(text, "planted-fifo.md") {
			t.Errorf("NO_CACHE=%q engram_status:\n%s", noCache, text)
		}
		p.close()
		if d := time.Since(start); d > 60*time.Second {
			t.Errorf("NO_CACHE=%q took %v: something waited on the FIFO", noCache, d)
		}
	}
}

// TestServerKeepsReportingRefusedFiles: a running server rebuilt its view
// from its own file list after a change (a save from a shell, a hand
// edit), a list of regular files only, so a link skipped at start dropped
// out of engram_status ("integrity: ok") after the first save, and a link
// or FIFO planted during the session was never reported at all.
func TestServerKeepsReportingRefusedFiles(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	rules := filepath.Join(storeDir(ws), "rules")
	if err := os.Symlink(filepath.Join(t.TempDir(), "elsewhere.md"), filepath.Join(rules, "planted-link.md")); err != nil {
		t.Fatal(err)
	}
	env := scratchEnv(t)
	p := spawnMCP(t, ws, env, "2025-06-18")
	status := func() string {
		text, _ := toolText(t, p, "engram_status", map[string]any{})
		return text
	}
	if text := status(); !strings.Contains(text, "planted-link.md: skipped") {
		t.Fatalf("engram_status at start:\n%s", text)
	}
	if r := spawnCLI(t, ws, "", env, "save", "--force", "Run the linter before every release branch is cut"); r.code != 0 {
		t.Fatalf("save: %d %s", r.code, r.stderr)
	}
	waitFor(t, status, "8 visible")
	if text := status(); !strings.Contains(text, "planted-link.md: skipped") || strings.Contains(text, "integrity: ok") {
		t.Errorf("engram_status after a save forgot the link:\n%s", text)
	}
	if err := syscall.Mkfifo(filepath.Join(rules, "planted-fifo.md"), 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor(t, status, "planted-fifo.md: skipped: not a regular file")
	if text := status(); !strings.Contains(text, "2 memory files or folders refused") {
		t.Errorf("engram_status with a link and a FIFO:\n%s", text)
	}
}

// waitFor calls get until its answer holds want, for up to 20 s (a server
// sees a change when its watcher or its next stat does).
func waitFor(t *testing.T, get func() string, want string) {
	t.Helper()
	var got string
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if got = get(); strings.Contains(got, want) {
			return
		}
	}
	t.Fatalf("never saw %q; last answer:\n%s", want, got)
}
