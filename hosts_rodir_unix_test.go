//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestLinkRefusesUnwritableFolder: link is all or nothing, but a folder the
// user may not write in (here .gemini, chmod a-w) failed only at write
// time: .mcp.json, CLAUDE.md and .claude/settings.json were already
// written, "updated .gemini/settings.json" printed, and the run exited 1.
// Link now tries each folder first, writes nothing, and exits 3. Root may
// write anywhere, so as root the binary runs as nobody.
//
// It is not parallel: it writes an executable and runs it, and a process
// that another test forks meanwhile would inherit the still-open file and
// make the exec fail with "text file busy" (golang.org/issue/22315); it did,
// once, as exit -1 in a full run.
func TestLinkRefusesUnwritableFolder(t *testing.T) {
	root, err := os.MkdirTemp("", "engram-rodir-")
	if err != nil {
		t.Fatal(err)
	}
	ro := filepath.Join(root, "ws", ".gemini")
	t.Cleanup(func() { os.Chmod(ro, 0o755); os.RemoveAll(root) })
	home, ws := filepath.Join(root, "home"), filepath.Join(root, "ws")
	writeFile(t, filepath.Join(ro, "settings.json"), "{}\n")
	os.MkdirAll(home, 0o755)
	bin, err := os.ReadFile(testBinary)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(root, "bin", "engram"), string(bin))
	cmd := exec.Command(filepath.Join(root, "bin", "engram"), "link", "claude", "gemini")
	cmd.Dir, cmd.Env = ws, append(hostEnv(home, ws), "PATH="+os.Getenv("PATH"))
	if os.Geteuid() == 0 {
		filepath.Walk(root, func(p string, _ os.FileInfo, _ error) error { return os.Lchown(p, 65534, 65534) })
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	}
	for _, p := range []string{root, filepath.Join(root, "bin", "engram")} {
		os.Chmod(p, 0o755)
	}
	if err := os.Chmod(ro, 0o555); err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, _ := cmd.Output()
	if code := cmd.ProcessState.ExitCode(); code != exitConfig || !strings.Contains(stderr.String(), "engram cannot write in the folder "+ro) {
		t.Errorf("link beside a read-only folder: exit %d\n%s%s", code, out, stderr.String())
	}
	for _, name := range []string{".mcp.json", "CLAUDE.md", filepath.Join(".claude", "settings.json")} {
		if fileExists(filepath.Join(ws, name)) {
			t.Errorf("link wrote %s, then failed on the read-only folder", name)
		}
	}
	if got := readFile(t, filepath.Join(ro, "settings.json")); got != "{}\n" {
		t.Errorf(".gemini/settings.json changed: %q", got)
	}
}
