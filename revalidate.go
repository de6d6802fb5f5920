package main

import (
	"bytes"
	"fmt"
	"path"
	"slices"
	"sort"
	"strings"
	"time"
)

// This file re-checks a pending proposal at commit time (issue 18 items 10
// and 13). The pending file is a plain file in the store: anything that can
// write it can also re-seal its digest with the token the agent holds. So a
// commit trusts no field of it on its own: every candidate must pass the
// same secret and instruction checks as when it was proposed, every file
// path must be the one its id and type give, and every file's content must
// be what the candidate's text renders to. One failure writes nothing.

// candidateNumberError is an approve list naming a number the proposal does
// not have. The token is not consumed: the human's answer was misread, and
// asking again must not need a new proposal.
type candidateNumberError struct {
	bad   []int
	valid []int
}

func (c *candidateNumberError) Error() string {
	return fmt.Sprintf("approve names %s, which the proposal does not have (its candidates: %s); nothing was written and the approval token is still valid",
		joinInts(c.bad), joinInts(c.valid))
}

func (c *candidateNumberError) toolHint() string {
	return "ask the human which of the shown candidates to approve, then call engram_commit again with the same approval_token"
}

func joinInts(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = fmt.Sprint(n)
	}
	return strings.Join(parts, ", ")
}

// checkApproveNumbers reports approve numbers that are not candidates of p.
func checkApproveNumbers(p *proposal, approve []int) error {
	if approve == nil {
		return nil
	}
	have := map[int]bool{}
	var valid []int
	for _, pl := range p.Plans {
		if !have[pl.N] {
			have[pl.N] = true
			valid = append(valid, pl.N)
		}
	}
	if p.Note != nil && !have[1] {
		have[1] = true
		valid = append(valid, 1)
	}
	var bad []int
	for _, n := range approve {
		if !have[n] && !slices.Contains(bad, n) {
			bad = append(bad, n)
		}
	}
	if len(bad) == 0 {
		return nil
	}
	sort.Ints(valid)
	return &candidateNumberError{bad: bad, valid: valid}
}

// revalidateProposal checks every plan of a pending proposal against its
// candidate. s is the store as it is now (the UPDATE target's file).
func revalidateProposal(s *store, p *proposal) error {
	var problems []string
	if p.Note != nil {
		if f := textFindings(p.Note.Content); len(f) > 0 {
			problems = append(problems, "the note "+strings.Join(f, "; "))
		}
		if !isValidID(p.Note.ID) || p.Note.File != workingDir+"/"+p.Note.ID+".md" {
			problems = append(problems, fmt.Sprintf("the note's file %q is not the one its id gives", p.Note.File))
		}
		if why := revalidateNoteFile(p.Note); why != "" {
			problems = append(problems, "the note "+why)
		}
		if !strings.HasPrefix(p.Note.ID, noteIDPrefix) {
			problems = append(problems, fmt.Sprintf("the note's id %q is not in the notes' namespace (%s...)", p.Note.ID, noteIDPrefix))
		}
	}
	if !validPromotedNote(p) {
		// Any other file named here was removed in the transaction that
		// wrote the approved memory.
		problems = append(problems, fmt.Sprintf("the promoted note %q is not a working note", p.Promote))
	}
	for _, pl := range p.Plans {
		if why := revalidatePlan(s, p, pl); why != "" {
			problems = append(problems, fmt.Sprintf("candidate %d: %s", pl.N, why))
		}
	}
	if len(problems) == 0 {
		return nil
	}
	return &approvalError{"integrity check failed: the pending proposal does not match what was proposed (" + strings.Join(problems, "; ") + "); nothing was written"}
}

func revalidatePlan(s *store, p *proposal, pl planned) string {
	if pl.Verdict.Kind == verdictRemove || pl.Verdict.Kind == verdictArchive {
		return revalidateRemoval(s, pl)
	}
	if pl.N < 1 || pl.N > len(p.Candidates) || p.Candidates[pl.N-1].N != pl.N {
		return "no such candidate"
	}
	c := p.Candidates[pl.N-1]
	if err := checkCandidates([]candidate{c}); err != nil {
		return err.Error()
	}
	if pl.Verdict.Kind == verdictNoop {
		return "" // nothing is written
	}
	if f := textFindings(pl.Content); len(f) > 0 {
		return "the file content " + strings.Join(f, "; ")
	}
	if !isValidID(pl.ID) {
		return fmt.Sprintf("%q is not a memory id", pl.ID)
	}
	// A new durable id never enters the notes' namespace (durableSlug); an
	// UPDATE keeps its target's id, which another writer may have chosen.
	if pl.Verdict.Kind != verdictUpdate && strings.HasPrefix(pl.ID, noteIDPrefix) {
		return fmt.Sprintf("the new id %q is in the working notes' namespace (%s...)", pl.ID, noteIDPrefix)
	}
	m, err := parseMemory([]byte(pl.Content))
	if err != nil {
		return "the planned file does not parse: " + err.Error()
	}
	// Render the candidate again with the only inputs a proposal may vary
	// (who, when, from where), taken from the planned file itself: the
	// result must be the planned file byte for byte.
	var want *memory
	wantFile := memoryTypeDirs[c.Type] + "/" + pl.ID + ".md"
	switch pl.Verdict.Kind {
	case verdictUpdate:
		t := s.durableInScope(pl.Verdict.Target, pl.Scope)
		if t == nil || t.sum != pl.TargetSHA || pl.ID != pl.Verdict.Target {
			return "" // the target changed or went away: deferReason defers it
		}
		want, wantFile = updatedMemory(t, c, m.fmStr("updated")), t.file
	case verdictAdd, verdictSupersede:
		w := writer{name: m.fmStr("author_name"), email: m.fmStr("author_email")}
		want = newMemory(c, pl.ID, pl.Scope, w, m.fmStr("created"), m.fmStr("source"))
		if pl.Verdict.Kind == verdictSupersede {
			want.fm.setList("supersedes", []string{pl.Verdict.Target})
		}
	default:
		return fmt.Sprintf("unknown verdict %q", pl.Verdict.Kind)
	}
	if pl.File != wantFile || pl.Type != want.kind() {
		return fmt.Sprintf("the file %q is not the one its id and type give (%s)", pl.File, wantFile)
	}
	if string(want.render()) != pl.Content {
		return "the planned file is not what the candidate's text renders to"
	}
	return ""
}

// validPromotedNote: the note a promotion removes is a file directly under
// working/ of the workspace or the global store, as validPromotion requires
// of the record of a promotion across stores.
func validPromotedNote(p *proposal) bool {
	note := strings.TrimPrefix(p.Promote, workingDir+"/")
	return p.Promote == "" || isStorePath(p.Promote) && note != p.Promote && !strings.Contains(note, "/") && strings.HasSuffix(note, ".md") &&
		(p.PromoteScope == "" || p.PromoteScope == scopeWorkspace || p.PromoteScope == scopeGlobal)
}

// revalidateRemoval checks an engram forget plan. Commit checks that the
// file is the one proposed (its sha256); this checks that the plan is what
// forget proposes for it: a memory file that holds the id the human was
// asked about and, for --archive, that file marked archived and nothing
// else. A re-sealed plan could name engram.config.json or another memory's
// file, or archive a memory into new text that no check had read.
func revalidateRemoval(s *store, pl planned) string {
	if !isMemoryPath(pl.File) || !isValidID(pl.ID) {
		return fmt.Sprintf("%q is not a memory file", pl.File)
	}
	r := s.ws
	if pl.Scope == scopeGlobal {
		r = s.global
	}
	if r == nil {
		return "" // the store is gone: planRemoval defers it
	}
	data, err := readPlainFile(r.dir, pl.File, maxMemoryFileBytes)
	if err != nil || sha256Hex(data) != pl.TargetSHA {
		return "" // gone or changed: planRemoval defers it
	}
	old, err := parseMemory(data)
	if err != nil && pl.Content == "" && path.Base(pl.File) == pl.ID+".md" {
		return "" // forget removes a file that does not parse, by its name
	}
	if err != nil || old.id() != pl.ID && path.Base(pl.File) != pl.ID+".md" {
		return fmt.Sprintf("%s is not the file of %s", pl.File, pl.ID)
	}
	if pl.Content == "" {
		return ""
	}
	m, err := parseMemory([]byte(pl.Content))
	if err != nil || !bytes.Equal(archivedMemory(old, m.fmStr("updated")).render(), []byte(pl.Content)) {
		return "the archived file is not " + pl.File + " marked archived"
	}
	return ""
}

// revalidateNoteFile: a note's file is the working note the human was asked
// about, its id and its expiry, and it expires within the longest life a
// config gives a note. A re-sealed note without tier: working, or with
// valid_until: 2099, was written as it was and never expired.
func revalidateNoteFile(n *notePlan) string {
	m, err := parseMemory([]byte(n.Content))
	if err != nil {
		return "does not parse: " + err.Error()
	}
	if m.tier() != "working" || m.id() != n.ID || m.fmStr("valid_until") != n.ValidUntil {
		return "file is not the working note proposed (its tier, id or expiry differ)"
	}
	created, err := time.Parse("2006-01-02", m.fmStr("created"))
	until, err2 := time.Parse("2006-01-02", n.ValidUntil)
	if err != nil || err2 != nil || until.After(created.AddDate(0, 0, maxWorkingTTLDays)) {
		return "expires later than a working note may (" + n.ValidUntil + ")"
	}
	return ""
}
