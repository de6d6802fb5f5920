package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDoctorNamesADuplicateID: two branches that each saved one id under
// another type's folder, merged, leave two files with one id. Every read
// shows both and 'engram forget' reaches one; doctor names the id and both
// files (a warning, exit 0). A store without a duplicate passes the check.
func TestDoctorNamesADuplicateID(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	if d := runCLI(t, ws, "", nil, "doctor"); !strings.Contains(d.stdout, "pass  store.ids") {
		t.Fatalf("a store without duplicates:\n%s%s", d.stdout, d.stderr)
	}
	if r := runCLI(t, ws, "", nil, "save", "--force", "--type", "rule", "Run the linter before pushing any branch"); r.code != 0 {
		t.Fatal(r)
	}
	src := filepath.Join(storeDir(ws), "rules", "run-the-linter-before-pushing-any-branch.md")
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(storeDir(ws), "knowledge"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(storeDir(ws), "knowledge", "run-the-linter-before-pushing-any-branch.md"), string(data))
	if r := runCLI(t, ws, "", nil, "rehash"); r.code != 0 {
		t.Fatal(r)
	}
	d := runCLI(t, ws, "", nil, "doctor")
	want := "warn  store.ids"
	if !strings.Contains(d.stdout, want) || !strings.Contains(d.stdout, "rules/run-the-linter-before-pushing-any-branch.md, knowledge/run-the-linter-before-pushing-any-branch.md") {
		t.Errorf("doctor does not name the duplicate id and its files:\n%s%s", d.stdout, d.stderr)
	}
}
