package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVerdictTextMatchesReference: the cached lower-cased content of
// cache_verdicts.go is the reference expression's for every memory, also
// after a memory is rewritten with other content (a new sum) and across
// stores opened one after another.
func TestVerdictTextMatchesReference(t *testing.T) {
	skipWithoutSpeedups(t)
	ws := t.TempDir()
	genStore(t, ws, 30)
	e := benchEnv()
	check := func(step string) *store {
		s, err := openStore(e, ws)
		if err != nil {
			t.Fatal(err)
		}
		for _, en := range s.entries {
			want := strings.ToLower(strings.Join(en.mem.contentLines(), " "))
			for k := 0; k < 2; k++ { // the first call fills the cache, the second reads it
				if got := verdictText(s, en); got != want {
					t.Fatalf("%s: %s: cached %q, reference %q", step, en.file, got, want)
				}
				got, ref := statementOf(s, en), parseStatement(strings.Join(en.mem.contentLines(), "\n"))
				if fmt.Sprintf("%+v", *got) != fmt.Sprintf("%+v", *ref) {
					t.Fatalf("%s: %s: kept statement %+v, reference %+v", step, en.file, *got, *ref)
				}
			}
		}
		return s
	}
	s := check("first open")
	en := s.entries[0]
	data, _ := os.ReadFile(en.path)
	edited := strings.Replace(string(data), "## Content\n\n- ", "## Content\n\n- WHOLLY New Words, then ", 1)
	if edited == string(data) {
		t.Fatal("the edit did not apply")
	}
	os.WriteFile(en.path, []byte(edited), 0o644)
	check("after an edit")
	os.Remove(filepath.Join(filepath.Dir(en.path), filepath.Base(en.path)))
	check("after a removal")
}
