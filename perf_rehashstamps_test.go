package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestIndexStampsMatchReference: rehash's lean read of the old index
// (perf_rehashstamps.go) gives the stamps readIndex gives, and errs where
// it errs, for an index as written, missing, broken, with entries of
// another shape and with stamps of another type.
func TestIndexStampsMatchReference(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"{\n  \"version\": \"1.0.0\",\n  \"last_updated\": \"2026-01-02T03:04:05.000Z\",\n  \"entries\": [\n    {\"id\": \"a\"},\n    [1, 2],\n    \"x\"\n  ]\n}\n",
		`{"version":"2.0.0","last_updated":"2026-03-01T00:00:00.000Z","entries":[]}`,
		`{"version":"2.0.0","entries":null}`,
		`{"last_updated":"yesterday"}`,
		`{"Version":"3","LAST_UPDATED":"case folded","entries":[{}]}`,
		`{"version":"1","version":"twice","last_updated":"a","last_updated":"b"}`,
		`{"version":"1","entries":{}}`,
		`{"version":"1","entries":5}`,
		`{"version":"1","entries":"[]"}`,
		`{"version":"1","entries":true}`,
		`{"version":1,"last_updated":"2026"}`,
		`{"version":"1","last_updated":null,"entries":[]}`,
		`{"version":"1","entries":[1,2,]}`,
		`{"version":"1","entries":[]} trailing`,
		`null`,
		`[]`,
		`"1.0.0"`,
		"",
		"<<<<<<< HEAD\n{\"version\":\"1\"}\n=======\n",
		`{"version":"caf\u00e9 \ud800","last_updated":"<&>"}`,
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, indexFile), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		compareIndexStamps(t, dir, text)
	}
	compareIndexStamps(t, t.TempDir(), "(no index)")
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, indexFile), 0o755)
	compareIndexStamps(t, dir, "(a folder)")
	dir = t.TempDir()
	os.WriteFile(filepath.Join(dir, "elsewhere.json"), []byte(`{"version":"9"}`), 0o644)
	if os.Symlink("elsewhere.json", filepath.Join(dir, indexFile)) == nil {
		compareIndexStamps(t, dir, "(a link)")
	}
}

func compareIndexStamps(t *testing.T, dir, what string) {
	t.Helper()
	idx, refErr := readIndex(dir)
	version, stamp, err := decodeIndexStamps(dir)
	if (err != nil) != (refErr != nil) {
		t.Errorf("%q: error %v, the reference's %v", what, err, refErr)
		return
	}
	if refErr == nil && (version != idx.Version || stamp != idx.LastUpdated) {
		t.Errorf("%q: stamps %q %q, the reference's %q %q", what, version, stamp, idx.Version, idx.LastUpdated)
	}
}
