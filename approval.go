package main

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"
)

// This file is the approval token (DESIGN.md §4, product page "Approval and
// commit"). A token is 256 random bits shown once; pending-approvals.json
// (gitignored) keeps only its sha256, the workspace, the expiry, the state
// and the proposal with a digest keyed by the token, so editing a pending
// candidate breaks the integrity check and the file alone cannot mint a
// valid approval. Consuming a token and writing its memories happen in one
// store transaction under the lock, so two racing commits of one token
// cannot both win.

const (
	pendingFile = "pending-approvals.json"
	tokenTTL    = 30 * time.Minute
	tokenPrefix = "engram-approval-"
)

// Token states.
const (
	statePending  = "pending"
	stateDeclined = "declined"
)

type pendingApproval struct {
	TokenSHA256 string    `json:"token_sha256"`
	Workspace   string    `json:"workspace"`
	Created     time.Time `json:"created"`
	Expires     time.Time `json:"expires"`
	State       string    `json:"state"`
	Kind        string    `json:"kind"` // "memories" or "note"
	Digest      string    `json:"digest"`
	Proposal    *proposal `json:"proposal"`
	// DeclinedIn is where a declined proposal was refused: "terminal" for
	// the CLI's C (pending.go cancelProposal), "" for the host's dialog.
	// The state stays DESIGN.md's "declined" so the file keeps its format.
	DeclinedIn string `json:"declined_in,omitempty"`
	// Seal is an HMAC of the entry under this user's key (pendingSeal):
	// a proposal that would write the global store or a working note
	// commits only if this user's engram made it (findPending, needsSeal).
	Seal string `json:"seal,omitempty"`
}

// pendingSealLabel keeps a pending entry's seal apart from every other use
// of the key.
const pendingSealLabel = "engram pending proposal seal v1\x00"

// pendingSealKey is the per-user key of the notes' seals (notesseal.go),
// or nil where there is none (no home, a folder without hard links).
func pendingSealKey(e *env) []byte { return noteSealKey(e) }

// pendingSeal binds the token's hash, the workspace and the proposal's
// digest (which binds the proposal to the token) to key.
func pendingSeal(key []byte, a pendingApproval) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(pendingSealLabel + a.TokenSHA256 + "\x00" + a.Workspace + "\x00" + a.Digest))
	return hex.EncodeToString(m.Sum(nil))
}

// needsSeal reports whether a proposal commits only with this user's seal:
// it writes or removes anything in the global store (a memory, a note, a
// promoted note), or it is a working note, which its commit seals with
// this user's key (notesseal.go), so that reads load it: a clone's own
// notes are skipped as unsealed, but its planted note proposal, committed,
// was sealed and loaded into every session.
func needsSeal(p *proposal) bool {
	return p.Note != nil || slices.ContainsFunc(p.Plans, func(pl planned) bool { return pl.Scope == scopeGlobal }) ||
		p.Promote != "" && p.PromoteScope == scopeGlobal
}

type pendingFileData struct {
	Version   int               `json:"version"`
	Approvals []pendingApproval `json:"approvals"`
	// Promotions are promotions across stores not yet finished: the note's
	// removal, which follows the durable write in a transaction of the
	// other store (notes.go finishPromotions).
	Promotions []promotionIntent `json:"promotions,omitempty"`
	// Adopted are the tokens of proposals moved here from the global
	// store (pending.go adoptGlobalProposals), kept after their commit
	// so that a copy the global store still holds is never moved again.
	Adopted []adoptedToken `json:"adopted,omitempty"`
}

// adoptedToken is one token moved from the global store, remembered
// until its global copy cannot be used any more.
type adoptedToken struct {
	TokenSHA256 string    `json:"token_sha256"`
	Until       time.Time `json:"until"`
}

// approvalError is a token that cannot be used; the message says why.
type approvalError struct{ msg string }

func (a *approvalError) Error() string { return a.msg }
func (a *approvalError) toolHint() string {
	return "propose again with engram_save or engram_save_session and ask the human to approve the new candidates"
}

var errDeclined = &approvalError{"approval was declined in the approval dialog"}

var errCancelledOnTerminal = &approvalError{"this proposal was cancelled on the terminal; nothing was written"}

func newToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return tokenPrefix + base64.RawURLEncoding.EncodeToString(b), nil
}

func tokenHash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// proposalDigest is HMAC-SHA256 keyed by the token over the proposal.
func proposalDigest(token string, p *proposal) string {
	data, _ := json.Marshal(p)
	mac := hmac.New(sha256.New, []byte(token))
	mac.Write(data)
	return hex.EncodeToString(mac.Sum(nil))
}

func readPending(dir string) (*pendingFileData, error) {
	data, err := readPlainFile(dir, pendingFile, maxSmallFileBytes)
	if errors.Is(err, os.ErrNotExist) {
		return &pendingFileData{Version: 1}, nil
	}
	if errors.Is(err, errTooLarge) {
		return salvagePending(dir), nil
	}
	if errors.Is(err, errNotInStore) {
		// A clone's link, folder or FIFO in its place failed every save
		// and commit with no remedy, and doctor passed (store.pending).
		return nil, newOpError(kindFailed, err, pendingRemoveRemedy)
	}
	if err != nil {
		return nil, err
	}
	var p pendingFileData
	if err := json.Unmarshal(data, &p); err != nil {
		return nil, &approvalError{fmt.Sprintf("%s is not valid JSON (%v): pending approvals cannot be trusted; delete the file and propose again", pendingFile, err)}
	}
	return &p, nil
}

// pendingRemoveRemedy is what to do with a pending-approvals.json that is
// not a file Engram wrote.
const pendingRemoveRemedy = "remove " + pendingFile + " (git rm it where the repository tracks it): it holds only proposals waiting for approval, which can be proposed again"

// pendingCheck is doctor's store.pending: a pending-approvals.json that
// stops every save and commit (a link, a folder or a FIFO in its place,
// or one that is not JSON) is named with its remedy.
func pendingCheck(s *store) doctorCheck {
	var bad []string
	for _, r := range []*storeRoot{s.ws, s.global} {
		if r == nil {
			continue
		}
		if _, err := readPending(r.dir); err != nil {
			bad = append(bad, escapeName(err.Error()))
		}
	}
	if len(bad) > 0 {
		return doctorCheck{ID: "store.pending", Status: statusFail, Message: "every save and commit fails: " + strings.Join(bad, "; "), Remedy: pendingRemoveRemedy}
	}
	return doctorCheck{ID: "store.pending", Status: statusPass, Message: pendingFile + " can be read"}
}

// maxPendingSalvageBytes is the largest pending-approvals.json over its
// cap that salvagePending still reads for the proposals in it.
const maxPendingSalvageBytes = 32 << 20

// salvagePending reads a pending-approvals.json over its cap (4 MB).
// Engram never writes one (storePending refuses a proposal that would
// make it so), so it is a clone's force-added file or one an earlier
// version wrote: every save, commit and 'engram pending' failed on it
// ("too large to read", no remedy named) while doctor passed. Its
// proposals are kept, newest first, while they fit in half the cap, and
// the next write stores what was kept; one over 32 MB, or not JSON, keeps
// none (no token of it can commit then: that fails safe). Nothing is
// written here: a read sees the same proposals a write would keep.
func salvagePending(dir string) *pendingFileData {
	out := &pendingFileData{Version: 1}
	data, err := readPlainFile(dir, pendingFile, maxPendingSalvageBytes)
	if err != nil {
		return out
	}
	var p pendingFileData
	if json.Unmarshal(data, &p) != nil {
		return out
	}
	slices.SortStableFunc(p.Approvals, func(a, b pendingApproval) int { return b.Created.Compare(a.Created) })
	budget := maxSmallFileBytes / 2
	for _, a := range p.Approvals {
		one, _ := json.MarshalIndent(a, "    ", "  ")
		if budget -= len(one) + 8; budget < 0 {
			break
		}
		out.Approvals = append(out.Approvals, a)
	}
	slices.SortStableFunc(out.Approvals, func(a, b pendingApproval) int { return a.Created.Compare(b.Created) })
	// The promotions and adoption records are small when Engram wrote
	// them; a planted file's are kept only if all of them fit.
	rest := pendingFileData{Promotions: p.Promotions, Adopted: p.Adopted}
	if len(rest.encode()) <= maxSmallFileBytes/4 {
		out.Promotions, out.Adopted = p.Promotions, p.Adopted
	}
	return out
}

func (p *pendingFileData) encode() []byte {
	data, _ := json.MarshalIndent(p, "", "  ")
	return append(data, '\n')
}

// prune drops expired entries so the file does not grow without bound.
func (p *pendingFileData) prune(now time.Time) {
	out := p.Approvals[:0]
	for _, a := range p.Approvals {
		if now.Before(a.expiry(now)) { // pending.go: never past created + tokenTTL
			out = append(out, a)
		}
	}
	p.Approvals = out
	p.Adopted = slices.DeleteFunc(p.Adopted, func(a adoptedToken) bool { return !now.Before(a.Until) })
}

// storePending records a new proposal and returns its token (a new random
// one unless the caller derived one). The caller holds no lock; this takes it.
func storePending(dir, workspace, kind string, prop *proposal, now time.Time, token string, key []byte) (string, error) {
	var err error
	if token == "" {
		if token, err = newToken(); err != nil {
			return "", err
		}
	}
	if err := checkProposalFits(prop); err != nil {
		return "", err
	}
	lock, err := lockStore(dir)
	if err != nil {
		return "", err
	}
	defer lock.unlock()
	pf, err := readPending(dir)
	if err != nil {
		return "", err
	}
	pf.prune(now)
	a := pendingApproval{TokenSHA256: tokenHash(token), Workspace: workspace,
		Created: now.UTC(), Expires: now.Add(tokenTTL).UTC(), State: statePending, Kind: kind,
		Digest: proposalDigest(token, prop), Proposal: prop}
	if key != nil {
		a.Seal = pendingSeal(key, a)
	}
	pf.Approvals = append(pf.Approvals, a)
	data := pf.encode()
	if len(data) > maxSmallFileBytes {
		// Written, the file could not be read back (readPending's cap):
		// every later save and commit would fail until a human removed it.
		return "", newOpError(kindFailed, fmt.Errorf("the open proposals would make %s %s; nothing was proposed", pendingFile, sizeOverLimit(int64(len(data)), maxSmallFileBytes)),
			"commit or revoke the open proposals ('engram pending'), or wait until they expire (30 minutes), then propose again")
	}
	writes := []fileWrite{{rel: pendingFile, data: data}}
	if gi := gitignoreUpdate(dir); gi != nil {
		writes = append(writes, fileWrite{rel: ".gitignore", data: gi})
	}
	return token, applyWrites(dir, writes)
}

// checkProposalFits refuses a proposal whose memory or note file would be
// over the cap a read accepts for one memory (storefs.go): it would be
// written, then skipped by every read and failed by verify (measured: a
// 289 KB rule became a 1.1 MB file that 'engram save --force' wrote and
// verify refused).
func checkProposalFits(prop *proposal) error {
	type file struct {
		what, rel string
		size      int
	}
	var files []file
	for _, pl := range prop.Plans {
		files = append(files, file{fmt.Sprintf("candidate %d", pl.N), pl.File, len(pl.Content)})
	}
	if n := prop.Note; n != nil {
		files = append(files, file{"the note", n.File, len(n.Content)})
	}
	for _, f := range files {
		if f.size > maxMemoryFileBytes {
			return tooLargeForAMemory(fmt.Sprintf("%s: %s would be", f.what, f.rel), f.size)
		}
	}
	return nil
}

// tooLargeForAMemory is the refusal of a proposal over the cap of one
// memory file, said of its file (checkProposalFits) or, earlier, of its
// text alone (checkCandidates).
func tooLargeForAMemory(what string, size int) error {
	return tooLargeFor(what, size, "shorten the text, or split it into several memories")
}

// tooLargeFor is that refusal with its own hint (a note's: split it into
// several notes).
func tooLargeFor(what string, size int, hint string) error {
	return newOpError(kindUsage, fmt.Errorf("%s %s for one memory file (reads skip larger files); nothing was proposed", what, sizeOverLimit(int64(size), maxMemoryFileBytes)), hint)
}

// findPending checks a token against the file: hash, workspace, expiry,
// state and digest, and the seal of this user's key where needsSeal. It returns the index of the entry.
//
// pending-approvals.json is gitignored, but a clone can force-add one: an
// entry its publisher made with a token they know, bound to a guessed
// workspace path (a dev container's /workspaces/<repo>), refreshed within
// every 30 minutes, committed into the user's global store a memory the
// user never saw proposed, once the agent, steered by the repository's
// text, called engram_commit with that token. The token proves only that
// a proposal exists; the seal proves this user's engram made it.
func findPending(pf *pendingFileData, token, workspace string, now time.Time, key []byte) (int, error) {
	h := tokenHash(token)
	for i, a := range pf.Approvals {
		if !hmac.Equal([]byte(a.TokenSHA256), []byte(h)) {
			continue
		}
		switch {
		case a.Workspace != workspace:
			return -1, &approvalError{fmt.Sprintf("this approval token belongs to another workspace (%s)", escapeName(a.Workspace))}
		case !now.Before(a.expiry(now)):
			return -1, &approvalError{"this approval token expired (tokens live 30 minutes)"}
		case a.State == stateDeclined && a.DeclinedIn == declinedOnTerminal:
			return -1, errCancelledOnTerminal
		case a.State == stateDeclined:
			return -1, errDeclined
		case a.State != statePending:
			return -1, &approvalError{"this approval token is not pending"}
		case a.Proposal == nil || !hmac.Equal([]byte(proposalDigest(token, a.Proposal)), []byte(a.Digest)):
			return -1, &approvalError{"integrity check failed: the pending proposal was edited after it was shown to the human; nothing was written"}
		case needsSeal(a.Proposal) && sealedBy(key, a) == sealAbsent:
			return -1, &approvalError{"this proposal was not made by this user's engram (a " + pendingFile + " that came with the repository, or one made under another home) and would write the global store or a working note; nothing was written"}
		}
		return i, nil
	}
	return -1, &approvalError{"unknown or already used approval token (tokens are single use)"}
}

// declineProposal marks the proposal behind token declined where ws's
// proposals wait (proposalsDir).
func declineProposal(e *env, ws, token string) error {
	dir, err := proposalsDirAdopting(e, ws)
	if err != nil {
		return err
	}
	return setPendingState(dir, token, stateDeclined)
}

// setPendingState marks a pending proposal (e.g. declined in the dialog) so
// a later commit with its token fails with the reason.
func setPendingState(dir, token, state string) error {
	h := tokenHash(token)
	return editPending(dir, func(pf *pendingFileData) error {
		for i := range pf.Approvals {
			if pf.Approvals[i].TokenSHA256 == h {
				pf.Approvals[i].State = state
			}
		}
		return nil
	})
}

// editPending changes the pending approvals under the store lock: read,
// edit, write back through the journal. An error from edit writes nothing.
func editPending(dir string, edit func(*pendingFileData) error) error {
	lock, err := lockStore(dir)
	if err != nil {
		return err
	}
	defer lock.unlock()
	pf, err := readPending(dir)
	if err != nil {
		return err
	}
	if err := edit(pf); err != nil {
		return err
	}
	return applyWrites(dir, []fileWrite{{rel: pendingFile, data: pf.encode()}})
}
