package main

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// atomicWrite leaves the old file or the new one and no temp file behind:
// a failed fill, a target that is a folder, and a good write.
func TestAtomicWrite(t *testing.T) {
	t.Parallel()
	boom := errors.New("boom")
	tests := []struct {
		name     string
		folder   bool // the target is a folder: the rename fails
		fill     error
		wantErr  bool
		wantData string
	}{
		{name: "written", wantData: "new"},
		{name: "fill fails", fill: boom, wantErr: true, wantData: "old"},
		{name: "target is a folder", folder: true, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			p := filepath.Join(dir, "f.json")
			if tt.folder {
				os.Mkdir(p, 0o755)
			} else {
				os.WriteFile(p, []byte("old"), 0o644)
			}
			err := atomicWrite{path: p, pattern: tmpPrefix + "f-*", mode: 0o640}.write(func(w io.Writer) error {
				io.WriteString(w, "new")
				return tt.fill
			})
			if (err != nil) != tt.wantErr || tt.fill != nil && !errors.Is(err, tt.fill) {
				t.Fatalf("err = %v, want error %v", err, tt.wantErr)
			}
			if names, _ := filepath.Glob(filepath.Join(dir, tmpPrefix+"*")); len(names) != 0 {
				t.Errorf("temp files left: %v", names)
			}
			if tt.folder {
				return
			}
			if data, _ := os.ReadFile(p); string(data) != tt.wantData {
				t.Errorf("file holds %q, want %q", data, tt.wantData)
			}
			if fi, _ := os.Stat(p); !tt.wantErr && runtime.GOOS != "windows" && fi.Mode().Perm() != 0o640 {
				t.Errorf("mode %v, want 0640", fi.Mode().Perm())
			}
		})
	}
}
