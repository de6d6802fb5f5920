package main

import (
	"encoding/binary"
	"strings"
	"testing"
)

// skipFormPairs are memories of two lines that relate to their candidate
// (a reversal, or an overlap of 0.25 or more) only through what the skip's
// word tests read besides a word's stem, each of which a deliberate break
// of the skip let through while TestVerdictSkipMatchesRelate passed (stop
// 57, perf57-log: M1, M11, M12): a short form standing for the
// candidate's words ("PR" for "pull requests", abbrevKeys), a word in -ing
// keyed by its stem ("coding" for "code", ingStem), and a clause of the
// candidate whose keys the memory mentions all but two (the clause test's
// second half: the rustc pair is midsession.txt's, its memory two of that
// domain's rules), and a word of reliance keyed as "depend" ("relies",
// "dependent", relianceStem; stop 63).
var skipFormPairs = []struct {
	cand string
	mem  []string
}{
	{"Pull requests from any contributor no longer need approvals from the platform team.",
		[]string{"Every PR needs two approvals from the platform team.", "Keep the changelog sorted by component name and release train, newest entries first."}},
	{"Pull requests from outside contributors need approvals from the platform team and a green build.",
		[]string{"Every PR needs approvals from the platform team.", "Keep the changelog sorted by component name and release train, newest entries first."}},
	{"Never code credentials into service configs, helm values or terraform modules.",
		[]string{"No hard coding of credentials in service configs.", "Rotate the signing keys every quarter through the vault workflow."}},
	{"Heads up: new files need the MIT/Apache-2.0 license header again. Legal asked for it last week, so add it to every file you create.",
		[]string{"Run ./x test tidy before pushing; it checks formatting and style rules such as line length.", "Do not add a copyright or license header to new files."}},
	{"Reports depend on caches and queues.",
		[]string{"Reports rely on caches.", "Keep the changelog sorted by component name and release date."}},
	{"Reports depend on caches and queues.",
		[]string{"Reports are reliant on caches.", "Keep the changelog sorted by component name and release date."}},
}

// TestVerdictSkipReadsWordForms: the skip settles none of skipFormPairs,
// from its lines nor from its verdict text and marks (a textless memory),
// and each pair relates, so that each tests something.
func TestVerdictSkipReadsWordForms(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	for _, p := range skipFormPairs {
		cand := parseStatement(p.cand)
		if r := relate(cand, parseStatement(strings.Join(p.mem, "\n"))); r.kind == verdictAdd && r.overlap < 0.25 {
			t.Fatalf("the pair does not relate (%s, %.2f): it tests nothing\ncandidate: %q\nmemory: %q", r.kind, r.overlap, p.cand, p.mem)
		}
		v := newVerdictSkip(cand)
		if v.settles(p.mem) {
			t.Errorf("the skip settled a memory that relates\ncandidate: %q\nmemory: %q", p.cand, p.mem)
		}
		if v.settlesText(strings.ToLower(strings.Join(p.mem, " ")), verdictMarks(p.mem)) {
			t.Errorf("the skip settled a textless memory that relates\ncandidate: %q\nmemory: %q", p.cand, p.mem)
		}
	}
}

// TestVerdictSkipRefusesForeignMarks: a textless memory's marks say which
// of its verdict text's words start a line or hold a capital; a mark for a
// word beyond the text is not this text's (a cache entry of another
// memory), and the skip decides nothing from it. The memory settles with
// its own marks, so that the test tests something (stop 57's M22 let it
// settle either way).
func TestVerdictSkipRefusesForeignMarks(t *testing.T) {
	skipWithoutSpeedups(t)
	t.Parallel()
	lines := []string{"Rotate the signing keys every quarter through the vault workflow.", "Keep the changelog sorted by component name and release train."}
	v := newVerdictSkip(parseStatement("Pull requests need two approvals from the platform team."))
	text, marks := strings.ToLower(strings.Join(lines, " ")), verdictMarks(lines)
	if !v.settlesText(text, marks) {
		t.Fatalf("the memory did not settle with its own marks: nothing is tested")
	}
	words := uint64(len(strings.Split(text, " ")))
	beyond := marks + string(binary.AppendUvarint(nil, 2*(words+3)+1))
	if v.settlesText(text, beyond) {
		t.Errorf("the skip settled a memory with a mark beyond its text")
	}
}
