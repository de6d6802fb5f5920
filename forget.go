package main

import (
	"fmt"
	"path/filepath"
	"strings"
)

// This file is `engram forget`: removing memories through the same approval
// path as saving them. forget builds a proposal whose plans carry the
// verdict REMOVE; it is stored with a token like any proposal, shown, and
// applied by commitProposal (the terminal's A/C, `engram commit <token>`,
// or --force), which checks that each file is still the one the human saw
// and then removes it (or archives it) in one transaction with the index,
// the hashes and the changelog.
//
// Forgetting deletes the file by default: the store lives in git, so the
// text stays in the history and a pull request shows the deletion, and a
// deleted memory can never be loaded again by mistake. --archive instead
// keeps the file with `lifecycle: archived` (hidden from every read), for a
// memory the team wants to keep on record in the tree. There is no MCP
// tool for it: forgetting is a human's decision, made at the CLI.

// verdictRemove is a forget proposal's verdict; a commit reports an
// approved one as REMOVE (file deleted) or ARCHIVE (file kept, archived).
const (
	verdictRemove  = "REMOVE"
	verdictArchive = "ARCHIVE"
)

func cmdForget(e *env, args []string) error {
	c := dataCommandFlags(e, "forget", "<id>... [--archive] [--scope S] [--force] [--interactive] [--json]")
	scope := c.String("scope", "", "workspace or global, when both stores have the id")
	archive := c.Bool("archive", false, "keep the files, marked lifecycle: archived (hidden from reads), instead of removing them")
	force := c.Bool("force", false, "apply now without asking (an explicit human request)")
	inter := c.Bool("interactive", false, "ask for approval on standard input even when it is not a terminal")
	pos, err := c.parse(args)
	if err != nil {
		return err
	}
	ids := splitIDs(pos...)
	switch {
	case len(ids) == 0:
		return usageError("forget needs at least one memory id", "run 'engram list' for the ids")
	case len(ids) > maxCandidates:
		return usageError(fmt.Sprintf("forget takes at most %d ids at a time (found %d)", maxCandidates, len(ids)))
	}
	workspace := c.workspace()
	s, err := openStore(e, workspace)
	if err != nil {
		return err
	}
	if s.ws == nil && s.global == nil {
		return noStore(workspace)
	}
	prop, err := forgetProposal(s, ids, *scope, *archive, e.now().UTC().Format("2006-01-02"))
	if err != nil {
		return err
	}
	scopes := []string{}
	for _, pl := range prop.Plans {
		scopes = append(scopes, pl.Scope)
	}
	// In a folder with no store, forgetting a global memory waits in
	// the global store, as saving one does (proposalRoot).
	dir, err := proposalRoot(s, workspace, scopes, nil)
	if err != nil {
		return err
	}
	now := e.now()
	token, err := storePending(dir, workspace, "forget", prop, now, "", pendingSealKey(e))
	if err != nil {
		return err
	}
	res := &proposeResult{prop: prop, token: token}
	res.data = proposeData{Candidates: proposalItems(prop), ApprovalToken: token, ExpiresAt: now.Add(tokenTTL).UTC().Format("2006-01-02T15:04:05Z")}
	res.text = renderForget(s, prop, storeDirs(e, s))
	return approveCLI(e, workspace, approval{force: *force, interactive: *inter, asJSON: c.json()}, res)
}

// forgetProposal plans one REMOVE per id, with the sha256 of the file as it
// is now: commit applies it only to that exact file.
func forgetProposal(s *store, ids []string, scope string, archive bool, today string) (*proposal, error) {
	prop := &proposal{Workspace: s.workspace}
	for i, id := range ids {
		m, err := findListed(s, id, scope)
		if err != nil {
			return nil, err
		}
		r := s.ws
		if m.Scope == scopeGlobal {
			r = s.global
		}
		data, err := readPlainFile(r.dir, m.File, maxMemoryFileBytes)
		if err != nil {
			return nil, err
		}
		content := ""
		if archive {
			switch {
			case m.Hash == hashStateUnparsable:
				return nil, usageError(fmt.Sprintf("%s does not parse (%s), so it cannot be marked archived", id, m.Error), "forget it without --archive to remove the file, or fix it by hand")
			case m.Lifecycle == "archived":
				return nil, usageError(fmt.Sprintf("%s is already archived", id), "forget it without --archive to remove the file")
			}
			old, err := parseMemory(data)
			if err != nil {
				return nil, err
			}
			content = string(archivedMemory(old, today).render())
		}
		n := i + 1
		prop.Candidates = append(prop.Candidates, candidate{N: n, Type: m.Type, Text: "forget " + id, Scope: m.Scope})
		prop.Plans = append(prop.Plans, planned{N: n, Scope: m.Scope, ID: id, Type: m.Type, File: m.File,
			Verdict: verdict{Kind: verdictRemove, Target: id, Explicit: true}, Content: content, TargetSHA: sha256Hex(data)})
	}
	return prop, nil
}

// archivedMemory is the memory marked archived: hidden from every read, its
// text kept in the tree.
func archivedMemory(old *memory, today string) *memory {
	fm := frontMatter{}
	for k, v := range old.front() {
		fm[k] = v
	}
	fm.setStr("lifecycle", "archived")
	fm.setStr("updated", today)
	m := newText(fm, old.bodyText())
	m.parseBody()
	return m
}

// renderForget is the preview: what each removal does to which file.
func renderForget(s *store, p *proposal, dirs map[string]string) string {
	var b strings.Builder
	b.WriteString("Proposed removals (nothing changes until the human approves):\n")
	for _, pl := range p.Plans {
		fmt.Fprintf(&b, "\n%d. Verdict: %s %s\n   type: %s, scope: %s\n   file: %s\n", pl.N, verdictRemove, pl.ID, orDash(pl.Type), pl.Scope,
			escapeName(filepath.Join(dirs[pl.Scope], filepath.FromSlash(pl.File))))
		if pl.Content == "" {
			// Git keeps the text only of a file it has a commit of: a global
			// memory, or one saved since the last commit, is gone for good.
			b.WriteString("   removes the file, its hash and its index entry (only a git commit that holds the file keeps its text; --archive keeps the file)\n")
		} else {
			b.WriteString("   keeps the file, marked lifecycle: archived (no read shows it again)\n")
		}
		for _, d := range dependents(s, pl.ID) {
			fmt.Fprintf(&b, "   note: %s depends on it; its link stays, and load and doctor will report %s as not loadable until %s is edited or forgotten too\n", d, pl.ID, d)
		}
	}
	return b.String()
}

// planRemoval applies one approved REMOVE plan at commit time, or defers it
// when the file is gone or no longer the one the human saw.
func planRemoval(s *store, pl planned, report *commitReport, changes map[string][]memoryChange) {
	deferIt := func(reason string) {
		report.Deferred = append(report.Deferred, deferredItem{N: pl.N, Scope: pl.Scope, ID: pl.ID, Reason: reason})
	}
	r := s.ws
	if pl.Scope == scopeGlobal {
		r = s.global
	}
	if r == nil {
		deferIt("the " + pl.Scope + " store is gone")
		return
	}
	data, err := readPlainFile(r.dir, pl.File, maxMemoryFileBytes)
	switch {
	case err != nil:
		deferIt(pl.File + " is gone or unreadable: nothing to forget")
		return
	case sha256Hex(data) != pl.TargetSHA:
		deferIt(pl.File + " changed since the proposal; look at it with `engram show " + pl.ID + "`, then forget it again")
		return
	}
	c := memoryChange{file: pl.File, action: "remove", kind: pl.Type}
	if pl.Content != "" {
		m, err := parseMemory([]byte(pl.Content))
		if err != nil {
			deferIt("the archived file does not parse: " + err.Error())
			return
		}
		c = memoryChange{file: pl.File, mem: m, action: "archive"}
	}
	changes[pl.Scope] = append(changes[pl.Scope], c)
	v := verdictRemove
	if pl.Content != "" {
		v = verdictArchive
	}
	report.Written = append(report.Written, committedItem{N: pl.N, Scope: pl.Scope, ID: pl.ID, File: pl.File, Verdict: v})
}

// dependents are the ids of the visible memories whose depends_on names
// id. A forget or supersede preview names them: approving it leaves their
// links as they are (engram never rewrites a memory the human did not
// approve), and loads and doctor then say the prerequisite is gone.
func dependents(s *store, id string) []string {
	var out []string
	for _, en := range s.entries {
		if en.hidden == "" && contains(en.mem.fmList("depends_on"), id) {
			out = append(out, escapeName(en.mem.id()))
		}
	}
	return out
}
