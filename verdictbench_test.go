package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVerdictBenchCLI runs `engram benchmark --verdicts` on a small set whose
// outcome is known case by case, and on malformed sets.
func TestVerdictBenchCLI(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	set := `# a tiny set
domain demo
memory vet rule: Always run go vet before committing Go changes.
memory pay knowledge: The billing worker runs on three replicas in production.
ADD knowledge: The docs site is built with Hugo and deployed from the docs branch.
NOOP vet rule: Always run go vet before committing Go changes.
SUPERSEDE vet rule: Never run go vet before committing Go changes.
`
	path := filepath.Join(dir, "set.txt")
	if err := os.WriteFile(path, []byte(set), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runCLI(t, dir, "", nil, "benchmark", "--verdicts", "set.txt", "--json", "--fail-under", "destructive=0,accuracy=1,found=1")
	if r.code != 0 {
		t.Fatalf("exit %d: %s\n%s", r.code, r.stderr, r.stdout)
	}
	var out struct{ Data verdictReport }
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("%v: %s", err, r.stdout)
	}
	if out.Data.Cases != 3 || out.Data.Accuracy != 1 || out.Data.Destructive != 0 || out.Data.Confusion["SUPERSEDE"]["SUPERSEDE"] != 1 || out.Data.Found != 1 {
		t.Errorf("report: %+v", out.Data)
	}

	// A bar the set misses exits 1 and names the metric.
	wrong := strings.Replace(set, "ADD knowledge: The docs", "UPDATE pay knowledge: The docs", 1)
	if err := os.WriteFile(path, []byte(wrong), 0o644); err != nil {
		t.Fatal(err)
	}
	r = runCLI(t, dir, "", nil, "benchmark", "--verdicts", "set.txt", "--cases", "--fail-under", "accuracy=1")
	if r.code != exitError || !strings.Contains(r.stderr, "accuracy 0.667 is below 1.000") || !strings.Contains(r.stdout, "want UPDATE pay, got ADD") {
		t.Errorf("missed bar: exit %d\n%s\n%s", r.code, r.stdout, r.stderr)
	}

	// A reversal labelled SUPERSEDE and read as NOOP is a correction
	// dropped, as an UPDATE read as NOOP is: either way the save is lost.
	for label, want := range map[string]int{"SUPERSEDE": 1, "UPDATE": 1, "NOOP": 0} {
		file := "domain d\nmemory vet rule: Always run go vet before committing Go changes.\n" +
			label + " vet rule: Before committing Go changes, always run go vet.\n"
		if err := os.WriteFile(path, []byte(file), 0o644); err != nil {
			t.Fatal(err)
		}
		r := runCLI(t, dir, "", nil, "benchmark", "--verdicts", "set.txt", "--json")
		var rep struct{ Data verdictReport }
		if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
			t.Fatalf("%v: %s", err, r.stdout)
		}
		if rep.Data.Dropped != want || rep.Data.Confusion[label]["NOOP"] != 1 {
			t.Errorf("%s read as NOOP: dropped %d, want %d (%+v)", label, rep.Data.Dropped, want, rep.Data.Confusion)
		}
	}

	for name, tt := range map[string]struct{ file, want string }{
		"unknown target": {"domain d\nmemory a rule: x y z\nUPDATE b rule: x y\n", "no memory b in domain d"},
		"no domain":      {"memory a rule: x\n", "before the first domain line"},
		"unknown kind":   {"domain d\nMERGE a rule: x\n", `unknown line kind "MERGE"`},
		"unknown type":   {"domain d\nADD poem: x\n", `unknown type "poem"`},
	} {
		if err := os.WriteFile(path, []byte(tt.file), 0o644); err != nil {
			t.Fatal(err)
		}
		r := runCLI(t, dir, "", nil, "benchmark", "--verdicts", "set.txt")
		if r.code != exitUsage || !strings.Contains(r.stderr, tt.want) {
			t.Errorf("%s: exit %d, stderr %q, want %q", name, r.code, r.stderr, tt.want)
		}
	}
	if r := runCLI(t, dir, "", nil, "benchmark", "--verdicts", "set.txt", "--fail-under", "speed=1"); r.code != exitUsage {
		t.Errorf("unknown bar: exit %d %s", r.code, r.stderr)
	}
}

// TestVerdictSetUntyped: a case typed `untyped` takes the type a save
// without --type gives its text (inferType), so a set scores what a person
// typing `engram save "…"` gets; a memory line still needs its type.
func TestVerdictSetUntyped(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "set.txt")
	set := "domain d\nmemory vet rule: Always run go vet before committing Go changes.\n" +
		"NOOP vet untyped: Always run go vet before committing Go changes.\n" +
		"ADD untyped hard: The billing worker runs on three replicas in production.\n"
	if err := os.WriteFile(path, []byte(set), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := readVerdictSet(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.cases) != 2 || s.cases[0].Type != typeRule || s.cases[1].Type != typeKnowledge || !s.cases[1].Hard {
		t.Errorf("cases: %+v", s.cases)
	}
	if err := os.WriteFile(path, []byte("domain d\nmemory vet untyped: Always run go vet.\nADD rule: x y z.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := readVerdictSet(path); err == nil {
		t.Error("a memory typed untyped was read")
	}
}
