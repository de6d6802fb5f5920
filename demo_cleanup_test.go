package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestDemoLeavesNoTempStore: `engram demo` copies the example store into
// the temp folder; a reader that stops early (`engram demo | head`) or a
// Ctrl-C must not leave that copy behind, run after run.
func TestDemoLeavesNoTempStore(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		stop func(t *testing.T, cmd *exec.Cmd, out *os.File)
	}{
		{"reader closes the pipe", func(t *testing.T, cmd *exec.Cmd, out *os.File) { out.Close() }},
		{"interrupt", func(t *testing.T, cmd *exec.Cmd, out *os.File) {
			if err := cmd.Process.Signal(os.Interrupt); err != nil {
				t.Fatal(err)
			}
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "interrupt" && runtime.GOOS == "windows" {
				t.Skip("no interrupt signal to send on Windows")
			}
			tmp := t.TempDir()
			cmd := exec.Command(testBinary, "demo")
			cmd.Env = append(scratchEnv(t), "TMPDIR="+tmp, "TMP="+tmp, "TEMP="+tmp)
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			cmd.Stdout = w
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			w.Close()
			// The first line names the temp store: it exists by then.
			line, err := bufio.NewReader(r).ReadString('\n')
			if err != nil || !strings.Contains(line, "engram-demo-") {
				t.Fatalf("first line %q, %v", line, err)
			}
			tc.stop(t, cmd, r)
			cmd.Wait()
			r.Close()
			left, _ := filepath.Glob(filepath.Join(tmp, "engram-demo-*"))
			if len(left) > 0 {
				t.Errorf("the demo left %v in the temp folder", left)
			}
		})
	}
}
