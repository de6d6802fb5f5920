package main

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Helpers shared by the crash and concurrency tests (issue 11): what a store
// must look like after any mix of writers, crashes and repairs.

// storeLeftovers lists files a finished write never leaves behind: temp
// files, the journal, the lock, a broken lock set aside.
func storeLeftovers(t *testing.T, dir string) []string {
	t.Helper()
	var left []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		n := d.Name()
		if strings.HasPrefix(n, tmpPrefix) || strings.HasPrefix(n, journalFile) || strings.HasPrefix(n, lockFile) {
			rel, _ := filepath.Rel(dir, p)
			left = append(left, rel)
		}
		return nil
	})
	return left
}

// durableFiles maps "rules/x.md" to the id in its front matter.
func durableFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, sub := range []string{"rules", "skills", "knowledge"} {
		names, _ := os.ReadDir(filepath.Join(dir, sub))
		for _, d := range names {
			if !strings.HasSuffix(d.Name(), ".md") {
				continue
			}
			data, err := os.ReadFile(filepath.Join(dir, sub, d.Name()))
			if err != nil {
				t.Fatal(err)
			}
			m, err := parseMemory(data)
			if err != nil {
				t.Fatalf("%s/%s does not parse: %v", sub, d.Name(), err)
			}
			out[sub+"/"+d.Name()] = m.id()
		}
	}
	return out
}

// checkStoreConsistent asserts the invariants every finished write keeps:
// no leftovers, verify passes, the index lists exactly the memory files
// with their ids, and no id is stored twice in one folder.
func checkStoreConsistent(t *testing.T, ws string) {
	t.Helper()
	dir := storeDir(ws)
	if left := storeLeftovers(t, dir); len(left) > 0 {
		t.Errorf("files left behind: %v", left)
	}
	if v := runCLI(t, ws, "", nil, "verify"); v.code != 0 {
		t.Errorf("verify: exit %d\n%s%s", v.code, v.stdout, v.stderr)
	}
	files := durableFiles(t, dir)
	idx, err := readIndex(dir)
	if err != nil {
		t.Fatal(err)
	}
	indexed := map[string]string{}
	for _, raw := range idx.Entries {
		var e indexEntry
		json.Unmarshal(raw, &e)
		if _, dup := indexed[e.File]; dup {
			t.Errorf("index lists %s twice", e.File)
		}
		indexed[e.File] = e.ID
	}
	for f, id := range files {
		if indexed[f] != id {
			t.Errorf("index entry of %s: id %q, file says %q", f, indexed[f], id)
		}
	}
	for f := range indexed {
		if _, ok := files[f]; !ok {
			t.Errorf("index lists %s, which does not exist", f)
		}
	}
	seen := map[string]string{}
	for f, id := range files {
		if other, dup := seen[id]; dup {
			t.Errorf("id %s is stored twice: %s and %s", id, other, f)
		}
		seen[id] = f
	}
}
