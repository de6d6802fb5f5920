package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHashesKeysNamingNoMemory: memory.hashes.json comes with a clone, and
// its keys are paths. verify and status looked each key up on disk as it
// was, so "../../<outside>/x.md" was checked outside the store, and a key
// naming a file that exists there, or a file of the store that is no memory
// (engram.config.json), passed: "all hashes match" over a hashes file that
// vouched for files Engram never reads. Such a key is now missing, with
// nothing looked up, and rehash drops it.
func TestHashesKeysNamingNoMemory(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	outside := filepath.Join(t.TempDir(), "outside.md")
	writeFile(t, outside, "not a memory\n")
	rel, err := filepath.Rel(storeDir(ws), outside)
	if err != nil {
		t.Fatal(err)
	}
	hashesPath := filepath.Join(storeDir(ws), hashesFile)
	var hashes map[string]string
	if err := json.Unmarshal([]byte(readFile(t, hashesPath)), &hashes); err != nil {
		t.Fatal(err)
	}
	planted := []string{filepath.ToSlash(rel), configFile, "rules/../" + configFile}
	for _, k := range planted {
		hashes[k] = sha256Hex([]byte("not a memory\n"))
	}
	data, _ := json.Marshal(hashes)
	if err := os.WriteFile(hashesPath, data, 0o644); err != nil {
		t.Fatal(err)
	}
	v := runCLI(t, ws, "", nil, "verify")
	st := runCLI(t, ws, "", nil, "status")
	// Its closing line counts what failed: the five memory files match, and
	// three keys name no file ("3 of 5 memory files failed" was untrue).
	if !strings.Contains(v.stdout, "3 hashed memory files are gone or named outside the store; review them") || strings.Contains(v.stdout, "memory files failed verification") {
		t.Errorf("verify's closing line miscounts:\n%s", v.stdout)
	}
	for _, k := range planted {
		if v.code != 4 || !strings.Contains(v.stdout, "missing-file workspace:"+k) {
			t.Errorf("verify: exit %d, want 4 naming %s missing\n%s", v.code, k, v.stdout)
		}
		if !strings.Contains(st.stdout, "missing: workspace:"+k) {
			t.Errorf("status does not name %s missing:\n%s", k, st.stdout)
		}
	}
	if r := runCLI(t, ws, "", nil, "rehash"); r.code != 0 {
		t.Fatalf("rehash: exit %d\n%s", r.code, r.stderr)
	}
	if v := runCLI(t, ws, "", nil, "verify"); v.code != 0 {
		t.Errorf("verify after rehash: exit %d\n%s", v.code, v.stdout)
	}
}
