package main

import (
	"cmp"
	"fmt"
	"math"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// This file applies an approved proposal: the one path shared by
// engram_commit, the approval dialog and `engram save-session --force`
// (product page "Approval and commit"). Under the workspace store's lock it
// consumes the token, recomputes every verdict against the store as it is
// now, writes what still holds and defers the rest with guidance. A NOOP is
// never written; a SUPERSEDE is applied only when the recomputed verdict
// still names the same target, unchanged since the proposal.

// commitRequest says what to apply.
type commitRequest struct {
	prop     *proposal
	token    string // "" for --force and the dialog (the server holds the proposal)
	approve  []int  // candidate numbers; nil = all
	scope    string // "" = as proposed; workspace|global narrows "both"
	reviewed bool   // a human saw the verdicts (token or dialog); --force is not reviewed
	now      time.Time
}

type committedItem struct {
	N       int    `json:"n"`
	Scope   string `json:"scope"`
	ID      string `json:"id"`
	File    string `json:"file"`
	Verdict string `json:"verdict"`
}

type deferredItem struct {
	N      int    `json:"n"`
	Scope  string `json:"scope"`
	ID     string `json:"id,omitempty"`
	Reason string `json:"reason"`
}

type commitReport struct {
	Written  []committedItem `json:"written"`
	Deferred []deferredItem  `json:"deferred"`
	// Note is set when a working note was written: engram_note's result.
	Note *noteResult `json:"note,omitempty"`
}

// commitProposal applies req in the workspace (and global) stores. In a
// folder with no store, wsDir is the global store's, where its proposals
// wait (proposalsDir), and only global memories are written.
func commitProposal(e *env, workspace string, req commitRequest) (*commitReport, error) {
	wsDir, err := proposalsDirAdopting(e, workspace)
	if err != nil {
		return nil, err
	}
	lock, err := lockStore(wsDir)
	if err != nil {
		return nil, err
	}
	defer lock.unlock()
	// The pending file is read once: a promotion across stores that a crash
	// cut short is finished from it first, then the token is found in it.
	// An unreadable one is reported by the commit that needs it (a token).
	onDisk, readErr := readPending(wsDir)
	if readErr == nil {
		if err := finishPromotions(e, wsDir, onDisk, req.now); err != nil {
			return nil, err
		}
	}
	var extra []fileWrite
	var pending *pendingFileData
	at := -1
	if req.token != "" {
		if readErr != nil {
			return nil, readErr
		}
		pf := onDisk
		i, err := findPendingIn(e, wsDir, pf, req.token, workspace, req.now)
		if err != nil {
			return nil, err
		}
		req.prop = pf.Approvals[i].Proposal
		// A number that is not a candidate leaves the token pending: the
		// human's answer was misread, not given.
		if err := checkApproveNumbers(req.prop, req.approve); err != nil {
			return nil, err
		}
		pending, at = pf, i
	}
	s, err := openStoreHolding(e, workspace, wsDir)
	if err != nil {
		return nil, err
	}
	if pending != nil {
		if err := revalidateProposal(s, req.prop); err != nil {
			return nil, err
		}
		pending.Approvals = append(pending.Approvals[:at], pending.Approvals[at+1:]...)
		pending.prune(req.now)
	}
	report := &commitReport{Written: []committedItem{}, Deferred: []deferredItem{}}
	var changes map[string][]memoryChange
	if req.prop.Note != nil {
		changes = planNote(s, req.prop.Note, report)
	} else {
		changes = planChanges(s, req, report)
	}
	if noteScope := placePromotedNote(req.prop, changes); noteScope != "" {
		// The note's removal is recorded in the first transaction, so a
		// crash before it is done is finished by the next commit.
		// onDisk is nil when it could not be read: pendingWithPromotion reads
		// it then, and reports why.
		if pending, err = pendingWithPromotion(s, wsDir, pendingSealKey(e), cmp.Or(pending, onDisk), req.prop.Promote, noteScope, changes); err != nil {
			return nil, err
		}
	}
	if pending != nil {
		extra = append(extra, fileWrite{rel: pendingFile, data: pending.encode()})
	}
	if err := writeBothStores(e, s, req.now, changes, extra); err != nil {
		return nil, err
	}
	if pending == nil || len(pending.Promotions) == 0 {
		return report, nil
	}
	if err := finishPromotions(e, wsDir, pending, req.now); err != nil {
		return nil, fmt.Errorf("the memory was written; the promoted note was not removed (delete %s by hand): %w", req.prop.Promote, err)
	}
	return report, nil
}

// findPendingIn is findPending with this user's key, for the pending file
// of the store in wsDir. A proposal without the user's seal in a pending
// file the repository tracks came with the repository (gitindex.go): its
// token wrote the publisher's memories into the project's store, with only
// the agent's word that the human had seen them.
func findPendingIn(e *env, wsDir string, pf *pendingFileData, token, workspace string, now time.Time) (int, error) {
	key := pendingSealKey(e)
	i, err := findPending(pf, token, workspace, now, key)
	if err == nil && sealedBy(key, pf.Approvals[i]) == sealAbsent && gitTracksStoreFile(wsDir, pendingFile) {
		return -1, &approvalError{"this proposal was not made by this user's engram and came with the repository (git tracks " + pendingFile + "); nothing was written"}
	}
	return i, err
}

// writeBothStores writes the workspace's changes (with extra, the pending
// file) in one transaction and then the global store's in another. The
// global store is locked and checked first: one found read-only only after
// the workspace transaction left half a batch on disk, and the token, which
// that transaction consumes, was gone with nothing global written.
func writeBothStores(e *env, s *store, now time.Time, changes map[string][]memoryChange, extra []fileWrite) error {
	if s.ws == nil {
		return writeGlobalOnly(e, s, now, changes, extra)
	}
	var g *storeRoot
	if len(changes[scopeGlobal]) > 0 {
		// Creating the global store can fail too (no home, a read-only home).
		var lock *storeLock
		var err error
		g, err = ensureGlobalRoot(e, s)
		if err == nil {
			lock, err = lockStore(g.dir)
		}
		if err == nil {
			defer lock.unlock()
			err = probeWritable(g.dir, changes[scopeGlobal])
		}
		if err != nil {
			return fmt.Errorf("nothing was written: the global store cannot be written: %w", err)
		}
	}
	key := noteSealKey(e)
	if w, ok := noteSealsWrite(key, s.ws.dir, changes[scopeWorkspace]); ok {
		extra = append(extra, w)
	}
	if err := commitMemoriesLocked(s.ws, now, changes[scopeWorkspace], extra); err != nil {
		return err
	}
	crashPoint("promote", 1)
	if g != nil {
		var seals []fileWrite
		if w, ok := noteSealsWrite(key, g.dir, changes[scopeGlobal]); ok {
			seals = append(seals, w)
		}
		err := commitMemoriesLocked(g, now, changes[scopeGlobal], seals)
		if err != nil && len(changes[scopeWorkspace]) > 0 {
			return fmt.Errorf("the workspace memories were written, the global ones were not: %w", err)
		}
		if err != nil {
			return err
		}
	}
	crashPoint("promote", 2)
	return nil
}

// writeGlobalOnly is writeBothStores in a folder with no store: the
// proposal waited in the global store, whose lock commitProposal holds, so
// its memories and the pending file (extra) are one transaction there.
func writeGlobalOnly(e *env, s *store, now time.Time, changes map[string][]memoryChange, extra []fileWrite) error {
	if len(changes[scopeWorkspace]) > 0 || s.global == nil {
		return noStore(s.workspace)
	}
	g := s.global
	if err := probeWritable(g.dir, changes[scopeGlobal]); err != nil {
		return fmt.Errorf("nothing was written: the global store cannot be written: %w", err)
	}
	if w, ok := noteSealsWrite(noteSealKey(e), g.dir, changes[scopeGlobal]); ok {
		extra = append(extra, w)
	}
	return commitMemoriesLocked(g, now, changes[scopeGlobal], extra)
}

// probeWritable checks the store root and each folder the changes write or
// remove in (probeStoreFolder), so that a read-only folder stops a commit before
// any store is written.
func probeWritable(dir string, changes []memoryChange) error {
	folders := []string{"."}
	for _, c := range changes {
		if f := path.Dir(c.file); !slices.Contains(folders, f) {
			folders = append(folders, f)
		}
	}
	for _, f := range folders {
		if err := checkStorePath(dir, f); f != "." && err != nil {
			return err
		}
		if err := probeStoreFolder(filepath.Join(dir, filepath.FromSlash(f))); err != nil {
			return err
		}
	}
	return nil
}

// placePromotedNote puts a promotion's note removal into the transaction
// that writes the durable memory when the note lives in that store. A note
// promoted into the other store is removed after every write succeeded, in
// a step of its own (finishPromotions): its store is returned ("" for none). A promotion that
// writes nothing (a NOOP, a deferral) keeps the note.
func placePromotedNote(prop *proposal, changes map[string][]memoryChange) string {
	if prop.Note != nil || prop.Promote == "" || len(changes[scopeWorkspace])+len(changes[scopeGlobal]) == 0 {
		return ""
	}
	scope := prop.PromoteScope
	if scope == "" {
		scope = scopeWorkspace
	}
	if len(changes[scope]) > 0 {
		changes[scope] = append(changes[scope], memoryChange{file: prop.Promote, action: "remove"})
		return ""
	}
	return scope
}

// ensureGlobalRoot returns the global store, creating it on the first
// approved global memory (the human asked for that scope).
func ensureGlobalRoot(e *env, s *store) (*storeRoot, error) {
	if s.global != nil {
		return s.global, nil
	}
	dir := globalStoreDir(e)
	if _, err := initStore(dir); err != nil {
		return nil, err
	}
	return &storeRoot{scope: scopeGlobal, dir: dir}, nil
}

// planChanges recomputes each selected plan and returns the memory changes
// per scope, recording what was written and what was deferred.
func planChanges(s *store, req commitRequest, report *commitReport) map[string][]memoryChange {
	// held are the plans (scope:n) deferred because a prerequisite that
	// another candidate writes is not written: planned again until none is
	// added, as holding one may leave another's prerequisite unwritten.
	held := map[string]string{}
	for {
		r := &commitReport{Written: []committedItem{}, Deferred: []deferredItem{}}
		changes := planChangesHolding(s, req, r, held)
		if !holdOrphanedDependents(s, req.prop, r, held) {
			report.Written, report.Deferred = append(report.Written, r.Written...), append(report.Deferred, r.Deferred...)
			return changes
		}
	}
}

// holdOrphanedDependents adds to held each written memory whose DEPENDS_ON
// names no memory this commit leaves readable: one that only another
// candidate of the proposal writes (siblingPlan), when this commit does not
// write it (not approved, another scope, deferred), or one forgotten,
// archived or superseded since the proposal (by another process: the save
// checked its links, the commit wrote them as they were, and every load
// then said "not loadable"). It reports whether it added one.
func holdOrphanedDependents(s *store, p *proposal, r *commitReport, held map[string]string) bool {
	written := map[string]bool{}
	for _, w := range r.Written {
		written[w.Scope+":"+w.ID] = true
	}
	added := false
	for _, w := range r.Written {
		if w.N < 1 || w.N > len(p.Candidates) || len(p.Candidates[w.N-1].DependsOn) == 0 {
			continue // a forget's removal has no candidate, and no link
		}
		pl := planned{N: w.N, Scope: w.Scope}
		var unwritten *planned
		err := checkDependsOn(s, p.Candidates[w.N-1].DependsOn, w.Scope, func(d string) bool {
			sib := siblingPlan(p, pl, d)
			if sib != nil && !written[sib.Scope+":"+d] && unwritten == nil {
				unwritten = sib
			}
			return sib != nil && written[sib.Scope+":"+d]
		})
		switch {
		case err == nil:
			continue
		case unwritten != nil:
			held[fmt.Sprintf("%s:%d", w.Scope, w.N)] = fmt.Sprintf("depends on %s, which candidate %d writes and this commit does not: propose both again and approve both (this token is spent), or propose it again once %s is saved", unwritten.ID, unwritten.N, unwritten.ID)
		default:
			held[fmt.Sprintf("%s:%d", w.Scope, w.N)] = "the store changed since the proposal: " + err.Error() + "; propose again"
		}
		added = true
	}
	return added
}

func planChangesHolding(s *store, req commitRequest, report *commitReport, held map[string]string) map[string][]memoryChange {
	changes := map[string][]memoryChange{}
	written := map[string][]map[string]float64{}
	today := req.now.UTC().Format("2006-01-02")
	for _, pl := range req.prop.Plans {
		if !isSelected(pl, req) {
			continue
		}
		if pl.Verdict.Kind == verdictRemove { // engram forget (forget.go)
			planRemoval(s, pl, report, changes)
			continue
		}
		c := req.prop.Candidates[pl.N-1]
		reason := held[fmt.Sprintf("%s:%d", pl.Scope, pl.N)]
		if reason == "" {
			reason = deferReason(s, c, pl, req.reviewed, written[pl.Scope])
		}
		if reason != "" {
			report.Deferred = append(report.Deferred, deferredItem{N: pl.N, Scope: pl.Scope, ID: pl.ID, Reason: reason})
			continue
		}
		m, err := parseMemory([]byte(pl.Content))
		if err != nil {
			report.Deferred = append(report.Deferred, deferredItem{N: pl.N, Scope: pl.Scope, ID: pl.ID, Reason: "the planned file does not parse: " + err.Error()})
			continue
		}
		action := map[string]string{verdictAdd: "add", verdictUpdate: "update", verdictSupersede: "add"}[pl.Verdict.Kind]
		changes[pl.Scope] = append(changes[pl.Scope], memoryChange{file: pl.File, mem: m, action: action})
		if pl.Verdict.Kind == verdictSupersede {
			old := s.durableInScope(pl.Verdict.Target, pl.Scope)
			changes[pl.Scope] = append(changes[pl.Scope], memoryChange{file: old.file, mem: supersededMemory(old, pl.ID, today), action: "supersede"})
		}
		written[pl.Scope] = append(written[pl.Scope], termVector(c.Text))
		report.Written = append(report.Written, committedItem{N: pl.N, Scope: pl.Scope, ID: pl.ID, File: pl.File, Verdict: pl.Verdict.String()})
	}
	return changes
}

func isSelected(pl planned, req commitRequest) bool {
	if req.scope != "" && req.scope != "both" && pl.Scope != req.scope {
		return false
	}
	if req.approve == nil {
		return true
	}
	for _, n := range req.approve {
		if n == pl.N {
			return true
		}
	}
	return false
}

// deferReason says why a plan must not be written now, or "".
func deferReason(s *store, c candidate, pl planned, reviewed bool, written []map[string]float64) string {
	guide := func(id string) string {
		return fmt.Sprintf("; compare with `engram load --id %s`, then propose again", id)
	}
	if pl.Verdict.Kind == verdictNoop {
		return "duplicate of " + pl.Verdict.Target + ": nothing to write" + guide(pl.Verdict.Target)
	}
	cv := termVector(c.Text)
	for _, w := range written {
		if cosine(cv, w) >= 0.9 {
			return "duplicate of another candidate in this commit"
		}
	}
	now, _, err := decideVerdict(s, c, pl.Scope)
	if err != nil {
		return err.Error()
	}
	if now.Kind != pl.Verdict.Kind || now.Target != pl.Verdict.Target {
		return fmt.Sprintf("the store changed since the proposal: the verdict is now %s, not %s", now, pl.Verdict) + guideFor(now, pl)
	}
	if pl.Verdict.Target != "" {
		t := s.durableInScope(pl.Verdict.Target, pl.Scope)
		if t == nil || t.sum != pl.TargetSHA {
			return pl.Verdict.Target + " changed since the proposal" + guide(pl.Verdict.Target)
		}
		switch {
		case pl.Verdict.Kind == verdictUpdate && !pl.Verdict.Explicit:
			// The page: engram_commit writes through the path of
			// save-session --force, which defers related candidates. An
			// inferred UPDATE would replace a memory's whole text on a
			// guess; the explicit `UPDATE: <id>` line is how it is asked for.
			return "related to " + pl.Verdict.Target + " (UPDATE was inferred, and a commit never replaces a memory on an inferred verdict); compare with `engram load --id " +
				pl.Verdict.Target + "`, then, to replace its content, propose again with `TYPE: " + pl.Type + " | TEXT: … | UPDATE: " + pl.Verdict.Target + "`"
		case !reviewed && !pl.Verdict.Explicit:
			return "related to " + pl.Verdict.Target + " (" + pl.Verdict.String() + " was inferred, and --force does not apply inferred verdicts)" + guide(pl.Verdict.Target)
		}
	}
	if pl.Verdict.Kind != verdictUpdate && s.durableInScope(pl.ID, pl.Scope) != nil {
		return "the id " + pl.ID + " was taken since the proposal; propose again"
	}
	if pl.Verdict.Kind != verdictUpdate && memoryFileTaken(s, pl.Scope, pl.ID) {
		// A new file never replaces one (proposal.go unusedFileID).
		return "a file " + pl.File + " exists since the proposal (another memory's, or not a memory); propose again"
	}
	return ""
}

func guideFor(v verdict, pl planned) string {
	if v.Target != "" {
		return fmt.Sprintf("; compare with `engram load --id %s`, then propose again", v.Target)
	}
	return "; propose again"
}

// renderReport is the human text of a commit.
func renderReport(r *commitReport) string {
	var b strings.Builder
	verb := "Saved"
	if len(r.Written) > 0 && (r.Written[0].Verdict == verdictRemove || r.Written[0].Verdict == verdictArchive) {
		verb = "Forgot" // a forget proposal holds removals only
	}
	if len(r.Written) == 0 {
		b.WriteString("Nothing was written.\n")
	} else {
		fmt.Fprintf(&b, "%s %d memory file(s):\n", verb, len(r.Written))
		for _, w := range r.Written {
			// An UPDATE's verdict already names the memory it rewrites, which is the one written:
			// name it once ("UPDATE x", not "UPDATE x x"). A SUPERSEDE names the old memory, then the new.
			label := w.Verdict
			if !strings.HasSuffix(label, " "+w.ID) {
				label += " " + w.ID
			}
			fmt.Fprintf(&b, "- %d. %s (%s): %s\n", w.N, label, w.Scope, w.File)
		}
	}
	if len(r.Deferred) > 0 {
		fmt.Fprintf(&b, "Deferred %d:\n", len(r.Deferred))
		for _, d := range r.Deferred {
			fmt.Fprintf(&b, "- %d. %s (%s): %s\n", d.N, d.ID, d.Scope, d.Reason)
		}
	}
	return b.String()
}

func termVector(text string) map[string]float64 {
	v := map[string]float64{}
	for _, t := range terms(text) {
		v[t]++
	}
	return v
}

func cosine(a, b map[string]float64) float64 {
	var dot, na, nb float64
	for k, x := range a {
		dot += x * b[k]
		na += x * x
	}
	for _, y := range b {
		nb += y * y
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / math.Sqrt(na*nb)
}
