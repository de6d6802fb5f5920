package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// This file is the working tier (product page "Working-tier notes"):
// engram_note and `engram note` save a short, redacted task note into the
// gitignored working/ folder after one yes/cancel approval; notes expire
// after load.working_ttl_days, never update a durable memory, and become
// durable only through `engram promote`, which goes through the normal
// proposal and approval path.

// notePlan is a proposed working note: the exact file to write.
type notePlan struct {
	ID         string `json:"id"`
	Scope      string `json:"scope"`
	File       string `json:"file"`
	ValidUntil string `json:"valid_until"`
	Objective  string `json:"objective,omitempty"`
	Redacted   int    `json:"redacted"`
	Content    string `json:"content"`
}

// noteResult is what engram_note returns once the note is written: the
// product page's {id, file, valid_until}, exactly (clients check the keys).
// File is relative to the note's store, which the reply's text names.
type noteResult struct {
	ID         string `json:"id"`
	File       string `json:"file"`
	ValidUntil string `json:"valid_until"`
	scope      string // for the reply's text only
}

type noteArgs struct {
	Text      string `json:"text"`
	Objective string `json:"objective"`
	Type      string `json:"type"`
	Scope     string `json:"scope"`
}

// opProposeNote redacts, checks and plans a note, stores it as pending and
// returns the preview. Secrets become placeholders before anything is
// shown; instruction-like lines reject the note.
func opProposeNote(e *env, workspace string, a noteArgs, token string) (*proposeResult, error) {
	// Size first, as a save's candidates (checkCandidates): the scans below
	// read every byte, and a 3.6 MB engram_note took 28 s on a loaded
	// machine to reach the refusal of its file. Text and objective are
	// both in the file.
	if n := len(a.Text) + len(a.Objective); n > maxMemoryFileBytes {
		return nil, tooLargeFor("the note's text is", n, "shorten the note, or split it into several notes")
	}
	if f := findHiddenText(a.Text + "\n" + a.Objective); len(f) > 0 {
		return nil, &blockedError{findings: f, found: findingKinds{hidden: true}} // hiddentext.go: no placeholder shows what a human cannot see
	}
	text, redacted := redactSecrets(strings.TrimSpace(a.Text))
	// The objective is a one-line label (matched by normalizeObjective): a
	// line break in it was written as "\n" and flagged the note on every
	// read (front matter values are checked decoded, load.go).
	objective, r2 := redactSecrets(strings.Join(strings.Fields(a.Objective), " "))
	if text == "" {
		return nil, errors.New(`argument "text" is required`)
	}
	if f := findInstructions(text + "\n" + objective); len(f) > 0 {
		return nil, &blockedError{findings: f, found: findingKinds{instruction: true}}
	}
	kind, err := normalizeType(a.Type)
	if err != nil {
		return nil, err
	}
	if kind == "" {
		kind = typeKnowledge
	}
	scope, err := normalizeScope(a.Scope)
	if err != nil || scope == "both" {
		// A wrong argument, as save's unknown scope is: exit 2, not 1.
		return nil, usageError(fmt.Sprintf("a note's scope is workspace or global (found %q)", a.Scope))
	}
	if noteSealKey(e) == nil {
		// Written, the note would be unsealed, and no read loads it.
		return nil, newOpError(kindConfig, errors.New("a working note is sealed with your per-user key (cache.key in the user config folder), and there is none: HOME is not set to an absolute path, or that folder cannot be written"),
			"set HOME (or ENGRAM_CONFIG_DIR) to an absolute folder you can write")
	}
	s, err := openStore(e, workspace)
	if err != nil {
		return nil, err
	}
	if s.ws == nil {
		return nil, noStoreForNote(workspace, scope)
	}
	now := e.now()
	plan := planNoteFile(e, s, kind, scope, text, objective, now, a.Type != "")
	plan.Redacted = redacted + r2
	prop := &proposal{Workspace: workspace, Note: plan}
	token, err = storePending(s.ws.dir, workspace, "note", prop, now, token, pendingSealKey(e))
	if err != nil {
		return nil, err
	}
	res := &proposeResult{prop: prop, token: token}
	res.data = proposeData{Candidates: []proposalItem{noteProposalItem(plan)},
		ApprovalToken: token, ExpiresAt: now.Add(tokenTTL).UTC().Format("2006-01-02T15:04:05Z")}
	res.text = renderNotePreview(plan)
	return res, nil
}

// noteIDPrefix starts every working note's id; a durable memory's derived
// id never starts with it (durableSlug), so the two never meet.
const noteIDPrefix = "note-"

// planNoteFile renders working/<id>.md. The id never equals a durable
// memory's or another note's, so a note can never update a memory.
//
// typeGiven: the note's type was chosen (engram note --type, engram_note's
// type), not its default. knowledge is both the default and a choice, and
// a promotion re-reads a default knowledge note's type from its text
// (promotedType), so the note records the choice as type_given: true, or a
// note the user typed knowledge was promoted as the rule its words look
// like. Working notes stay on the machine that wrote them (gitignored and
// sealed), so no other reader meets the field.
func planNoteFile(e *env, s *store, kind, scope, text, objective string, now time.Time, typeGiven bool) *notePlan {
	taken := map[string]bool{}
	for _, en := range s.entries {
		if en.root.scope == scope {
			taken[scope+":"+en.mem.id()] = true
		}
	}
	id := uniqueID(s, scope, noteIDPrefix+slugFor(text), taken)
	if len(id) > 80 {
		id = id[:80]
	}
	validUntil := now.AddDate(0, 0, s.cfg.workingTTLDays).UTC().Format("2006-01-02")
	c := candidate{Type: kind, Text: text, Scope: scope}
	m := newMemory(c, id, scope, currentWriter(e, s.workspace), now.UTC().Format("2006-01-02"), "note")
	m.fm.setStr("tier", "working")
	m.fm.setStr("valid_until", validUntil)
	if objective != "" {
		m.fm.setStr("objective", objective)
	}
	if typeGiven {
		m.fm.setStr("type_given", "true")
	}
	return &notePlan{ID: id, Scope: scope, File: workingDir + "/" + id + ".md", ValidUntil: validUntil, Objective: objective, Content: string(m.render())}
}

func renderNotePreview(p *notePlan) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Working note (nothing is written until the human says yes):\n  id: %s\n  file: %s in the %s store (gitignored working tier)\n  valid until: %s\n", p.ID, p.File, p.Scope, p.ValidUntil)
	if p.Objective != "" {
		fmt.Fprintf(&b, "  objective: %s\n", p.Objective)
	}
	if p.Redacted > 0 {
		fmt.Fprintf(&b, "  %d secret(s) were replaced by placeholders\n", p.Redacted)
	}
	b.WriteString("  ---- exact file content ----\n")
	for _, l := range strings.Split(strings.TrimRight(p.Content, "\n"), "\n") {
		b.WriteString("  " + l + "\n")
	}
	return b.String()
}

// planNote is the change a note commit writes, unless its id was taken by a
// durable memory meanwhile.
func planNote(s *store, n *notePlan, report *commitReport) map[string][]memoryChange {
	for _, en := range s.entries {
		if en.root.scope == n.Scope && en.mem.id() == n.ID {
			report.Deferred = append(report.Deferred, deferredItem{N: 1, Scope: n.Scope, ID: n.ID, Reason: "the id was taken since the proposal; note again"})
			return nil
		}
	}
	m, err := parseMemory([]byte(n.Content))
	if err != nil {
		report.Deferred = append(report.Deferred, deferredItem{N: 1, Scope: n.Scope, ID: n.ID, Reason: err.Error()})
		return nil
	}
	report.Written = append(report.Written, committedItem{N: 1, Scope: n.Scope, ID: n.ID, File: n.File, Verdict: "NOTE"})
	report.Note = &noteResult{ID: n.ID, File: n.File, ValidUntil: n.ValidUntil, scope: n.Scope}
	return map[string][]memoryChange{n.Scope: {{file: n.File, mem: m, action: "note"}}}
}

// noteDialog is the single yes/cancel question for a note.
func (c *toolCall) noteDialog(res *proposeResult, token string) *dialog {
	n := res.prop.Note
	e, ws := c.r.s.e, c.r.s.opts.workspace
	return &dialog{
		token:   token,
		message: fmt.Sprintf("Engram: save the working note %s (expires %s)? It stays in the gitignored working tier.", n.ID, n.ValidUntil),
		schema: map[string]any{"type": "object", "properties": map[string]any{
			"save": map[string]any{"type": "boolean", "title": "Save working note " + n.ID, "default": true}}, "required": []string{}},
		accept: func(content map[string]json.RawMessage) (outcome, error) {
			save, named, err := readNoteAnswer(content)
			if err != nil {
				return outcome{}, err
			}
			if !named {
				return tokenOutcome(res, noCandidateNamed), nil // see memoryDialog
			}
			if !save {
				declineProposal(e, ws, token)
				return outcome{text: "The human said no; the note was not saved.\n", data: map[string]any{"declined": true}}, nil
			}
			r, err := commitProposal(e, ws, commitRequest{token: token, reviewed: true, now: e.now()})
			if err != nil {
				return outcome{}, err
			}
			return commitOutcome(r), nil
		},
		fallback: func(prefix string) outcome { return tokenOutcome(res, prefix) },
		revoke:   func() error { return declineProposal(e, ws, token) },
	}
}

// readNoteAnswer reads the note form's one boolean, as readMemoryAnswer
// reads a candidate's; named reports whether the answer holds it.
func readNoteAnswer(content map[string]json.RawMessage) (save, named bool, err error) {
	for k, raw := range content {
		if k != "save" {
			return false, false, fmt.Errorf("%w: %q is no field of this form (it asks about save)", errInvalidAnswer, k)
		}
		if save, named = answerBool(raw); !named {
			return false, false, fmt.Errorf("%w: %q must be true or false, not %s", errInvalidAnswer, k, escapeName(string(raw)))
		}
	}
	return save, named, nil
}

// noteTool is the engram_note tool.
var noteTool = &toolDef{name: "engram_note", title: "Save a working note",
	description: "Save a short task note into the working tier (gitignored, expires after load.working_ttl_days). Secrets are replaced by placeholders before anything is shown; instruction-like text is rejected. The human answers one yes/cancel question (the host's dialog, or an approval_token for engram_commit). Returns {id, file, valid_until}. Notes never change durable memories; `engram promote <id>` makes one durable.",
	schema: `{"type":"object","properties":{` +
		`"text":{"type":"string","description":"The note: what you found or decided for the current task."},` +
		`"objective":{"type":"string","description":"The task objective the note belongs to; a session whose ENGRAM_SESSION_OBJECTIVE matches sees it at start."},` +
		`"type":{"type":"string","enum":["rule","skill","workflow","knowledge"],"description":"The kind of note (default knowledge)."},` +
		`"scope":{"type":"string","enum":["workspace","global"],"description":"workspace (default) or global."}},"required":["text"],"additionalProperties":false}`,
	handle: toolNote}

func toolNote(c *toolCall) (outcome, error) {
	var a noteArgs
	if err := c.decodeArgs(&a); err != nil {
		return outcome{}, err
	}
	e, ws := c.r.s.e, c.r.s.opts.workspace
	return c.runApproval(func(token string) (*proposeResult, error) {
		return opProposeNote(e, ws, a, token)
	}, c.noteDialog)
}

// promotionIntent records a promotion across stores (a global note made a
// workspace memory, or the reverse) until its note is removed. The durable
// write and the note's removal are transactions of two stores; the intent
// is written with the first (the workspace's, which also consumes the
// token), so a crash between them leaves a record the next commit finishes
// (finishPromotions) instead of the note beside its memory for good. Both
// files' hashes are kept: the note goes only if the memory was written as
// approved and the note is still the one promoted, so a pending file that
// a clone carries cannot remove a note of this machine.
type promotionIntent struct {
	Note         string `json:"note"` // working/<id>.md in NoteScope's store
	NoteScope    string `json:"note_scope"`
	NoteSHA256   string `json:"note_sha256"`
	Memory       string `json:"memory"` // the durable file in MemoryScope's store
	MemoryScope  string `json:"memory_scope"`
	MemorySHA256 string `json:"memory_sha256"`
	// Seal is an HMAC of the record under this user's key
	// (promotionSeal): a record that a clone's pending file carries has
	// none, and finishPromotions leaves it alone; 'engram pending' shows it.
	Seal string `json:"seal,omitempty"`
}

// promotionSealLabel keeps a promotion record's seal apart from every
// other use of the user's key.
const promotionSealLabel = "engram promotion record seal v1\x00"

// promotionSeal binds every field of the record to key.
func promotionSeal(key []byte, p promotionIntent) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(promotionSealLabel + strings.Join([]string{p.Note, p.NoteScope, p.NoteSHA256, p.Memory, p.MemoryScope, p.MemorySHA256}, "\x00")))
	return hex.EncodeToString(m.Sum(nil))
}

// promotionSealedBy says whether key, the user's, sealed p.
func promotionSealedBy(key []byte, p promotionIntent) pendingSealState {
	return sealCheck(key, p.Seal, func() string { return promotionSeal(key, p) })
}

// pendingWithPromotion adds the intent of promoting note (in noteScope's
// store) into the other store's changes to the pending file that the first
// transaction writes, sealed with key (the user's; nil for none). A note
// already gone needs no intent.
func pendingWithPromotion(s *store, wsDir string, key []byte, pf *pendingFileData, note, noteScope string, changes map[string][]memoryChange) (*pendingFileData, error) {
	memScope := otherScope(noteScope)
	var mem *memoryChange
	for i, c := range changes[memScope] {
		if c.mem != nil && !strings.HasPrefix(c.file, workingDir+"/") {
			mem = &changes[memScope][i]
			break
		}
	}
	noteDir := wsDir
	if noteScope == scopeGlobal && s.global != nil {
		noteDir = s.global.dir
	}
	data, err := readPlainFile(noteDir, note, maxMemoryFileBytes)
	if mem == nil || err != nil {
		return pf, nil
	}
	if pf == nil {
		if pf, err = readPending(wsDir); err != nil {
			return nil, err
		}
	}
	p := promotionIntent{Note: note, NoteScope: noteScope, NoteSHA256: sha256Hex(data),
		Memory: mem.file, MemoryScope: memScope, MemorySHA256: sha256Hex(mem.mem.render())}
	if key != nil {
		p.Seal = promotionSeal(key, p)
	}
	pf.Promotions = append(pf.Promotions, p)
	return pf, nil
}

func otherScope(scope string) string {
	if scope == scopeGlobal {
		return scopeWorkspace
	}
	return scopeGlobal
}

// finishPromotions removes the note of every recorded promotion whose
// memory is in place as approved, then drops the records; a promotion
// whose durable write never happened keeps its note (the user promotes it
// again). The caller holds the workspace store's lock; the global store's
// is taken here, which also rolls forward a global transaction a crash
// left. Every step may run twice: a note already removed is not removed
// again. pf is the pending file as it is on disk, read by the caller under
// the lock; its records are dropped here too. A record without this
// user's seal is not acted on and stays, for 'engram pending' to show: a
// clone's pending file can carry one, and it removed the user's note when
// its hashes matched (the publisher's guess of a note's bytes).
func finishPromotions(e *env, wsDir string, pf *pendingFileData, now time.Time) error {
	key := pendingSealKey(e)
	var foreign []promotionIntent
	for _, p := range pf.Promotions {
		if promotionSealedBy(key, p) == sealAbsent {
			foreign = append(foreign, p)
		}
	}
	if len(foreign) == len(pf.Promotions) {
		return nil
	}
	ws := &storeRoot{scope: scopeWorkspace, dir: wsDir}
	var wsRemovals []memoryChange
	for _, p := range pf.Promotions {
		if !validPromotion(p) || promotionSealedBy(key, p) == sealAbsent {
			continue
		}
		memDir, noteDir := wsDir, wsDir
		if p.MemoryScope == scopeGlobal {
			memDir = globalStoreDir(e)
		} else {
			noteDir = globalStoreDir(e)
		}
		if p.NoteScope == scopeWorkspace {
			if storeFileIs(memDir, p.Memory, p.MemorySHA256, p.MemoryScope == scopeGlobal) && storeFileIs(wsDir, p.Note, p.NoteSHA256, false) {
				wsRemovals = append(wsRemovals, memoryChange{file: p.Note, action: "remove"})
			}
			continue
		}
		if storeFileIs(wsDir, p.Memory, p.MemorySHA256, false) {
			if err := removeGlobalNote(noteDir, p, now); err != nil {
				return err
			}
		}
	}
	pf.Promotions = foreign
	return commitMemoriesLocked(ws, now, wsRemovals, []fileWrite{{rel: pendingFile, data: pf.encode()}})
}

// validPromotion keeps a record to what a promotion writes: a note under
// working/ and a durable memory outside it, in the two stores.
func validPromotion(p promotionIntent) bool {
	note := strings.TrimPrefix(p.Note, workingDir+"/")
	return note != p.Note && !strings.ContainsAny(note, `/\`) && strings.HasSuffix(note, ".md") &&
		!strings.HasPrefix(p.Memory, workingDir+"/") && strings.HasSuffix(p.Memory, ".md") &&
		p.NoteScope != p.MemoryScope && (p.NoteScope == scopeWorkspace || p.NoteScope == scopeGlobal) &&
		(p.MemoryScope == scopeWorkspace || p.MemoryScope == scopeGlobal)
}

// storeFileIs reports whether the store file rel has the sha256 want; lock
// takes the store's lock first (and so finishes its crashed transaction).
func storeFileIs(dir, rel, want string, lock bool) bool {
	if !isDir(dir) {
		return false
	}
	if lock {
		l, err := lockStore(dir)
		if err != nil {
			return false
		}
		defer l.unlock()
	}
	data, err := readPlainFile(dir, rel, maxMemoryFileBytes)
	return err == nil && sha256Hex(data) == want
}

// removeGlobalNote removes a promoted global note under the global store's
// lock if it is still the note that was promoted.
func removeGlobalNote(dir string, p promotionIntent, now time.Time) error {
	if !isDir(dir) {
		return nil
	}
	l, err := lockStore(dir)
	if err != nil {
		return err
	}
	defer l.unlock()
	if !storeFileIs(dir, p.Note, p.NoteSHA256, false) {
		return nil
	}
	return commitMemoriesLocked(&storeRoot{scope: scopeGlobal, dir: dir}, now, []memoryChange{{file: p.Note, action: "remove"}}, nil)
}
