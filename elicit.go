package main

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// This file is the approval dialog (product page "Approval dialog
// (elicitation)"). When the client can show a form and --no-elicitation is
// off, the human approves in the host's own dialog and the agent never holds
// a token:
//   - legacy era: a server-to-client elicitation/create request while the
//     tools/call is open; the reader keeps serving other requests meanwhile;
//   - MCP 2026-07-28: an input_required result whose requestState is sealed
//     with HMAC-SHA256 under a per-process key; the client retries with
//     inputResponses. The approval token is derived from the key and a nonce
//     in the state, so the state carries no token and a restart (a new key)
//     invalidates every open state.
// accept writes exactly the selected candidates; decline revokes the
// proposal; cancel, a timeout or a client error fall back to the token flow.

// stateKey is the per-process HMAC key: the one mutable global, by design.
// It is drawn on first use, not at process start (issue 10: the random
// source's setup cost ~0.3 ms before the first answer).
var stateKey = sync.OnceValue(newStateKey)

func newStateKey() []byte {
	k := make([]byte, 32)
	if _, err := rand.Read(k); err != nil {
		panic("engram: no randomness for the requestState key: " + err.Error())
	}
	return k
}

// defaultStateTTL bounds how long a modern dialog may stay open;
// ENGRAM_REQUEST_STATE_TTL (a Go duration) changes it for tests.
const defaultStateTTL = 10 * time.Minute

// dialog is one approval question: its form, and what accept does.
type dialog struct {
	token    string
	message  string
	schema   map[string]any
	accept   func(content map[string]json.RawMessage) (outcome, error)
	fallback func(prefix string) outcome // the token flow
	revoke   func() error
}

// canElicit reports whether this request's client can show a form.
func (c *toolCall) canElicit() bool {
	if c.r.s.opts.noElicitation || !c.r.era.atLeast(version20250618) {
		return false // elicitation exists from 2025-06-18 on
	}
	return c.r.era.caps.supportsFormElicitation()
}

// propose stores a memory proposal and finishes it through the approval
// flow (runApproval).
func (c *toolCall) propose(cands []candidate) (outcome, error) {
	e, ws := c.r.s.e, c.r.s.opts.workspace
	return c.runApproval(func(token string) (*proposeResult, error) {
		return opPropose(e, ws, cands, "mcp", token)
	}, c.memoryDialog)
}

// runApproval stores a proposal and asks the human: through the dialog when
// the client can show one, else with the token flow. A modern retry carries
// the requestState of the first call and resumes that proposal, read back
// from pending approvals by its derived token.
func (c *toolCall) runApproval(store func(token string) (*proposeResult, error), ask func(res *proposeResult, token string) *dialog) (outcome, error) {
	e, ws := c.r.s.e, c.r.s.opts.workspace
	if c.r.era.modern && c.params.RequestState != "" {
		return c.resumeDialog(func(token string) (*dialog, error) {
			res, err := pendingProposal(e, ws, token)
			if err != nil {
				return nil, err
			}
			return ask(res, token), nil
		})
	}
	token := ""
	if c.r.era.modern && c.canElicit() {
		c.nonce = newNonce()
		token = modernToken(c.nonce)
	}
	res, err := store(token)
	if err != nil {
		return outcome{}, err
	}
	if !c.canElicit() || !hasWritable(res.prop) {
		return tokenOutcome(res, ""), nil
	}
	return c.askDialog(ask(res, res.token))
}

func hasWritable(p *proposal) bool {
	if p.Note != nil {
		return true
	}
	for _, pl := range p.Plans {
		if pl.Verdict.Kind != verdictNoop && inferredUpdateDeferral(pl) == "" {
			return true
		}
	}
	return false
}

// memoryDialog is the form for a proposal: one boolean per candidate titled
// "<n>. <VERDICT> <type>: <id>" (never the memory text), and the scope as an
// enum that can narrow "both" but never widen.
func (c *toolCall) memoryDialog(res *proposeResult, token string) *dialog {
	props := map[string]any{}
	seen := map[int]bool{}
	scopes := map[string]bool{}
	byN := map[int][]planned{}
	var order []int
	for _, pl := range res.prop.Plans {
		scopes[pl.Scope] = true
		// A NOOP and an inferred UPDATE are never written (commit.go): the
		// form asks only about what an approval can write.
		if pl.Verdict.Kind == verdictNoop || inferredUpdateDeferral(pl) != "" {
			continue
		}
		if !seen[pl.N] {
			order = append(order, pl.N)
		}
		seen[pl.N] = true
		byN[pl.N] = append(byN[pl.N], pl)
	}
	var writable []planned
	for _, n := range order {
		props[fmt.Sprintf("c%d", n)] = map[string]any{"type": "boolean", "title": dialogTitle(byN[n]), "default": true}
		writable = append(writable, byN[n]...)
	}
	enum := []string{}
	if scopes[scopeWorkspace] && scopes[scopeGlobal] {
		enum = append(enum, "both")
	}
	for _, s := range []string{scopeWorkspace, scopeGlobal} {
		if scopes[s] {
			enum = append(enum, s)
		}
	}
	scopeProp := map[string]any{"type": "string", "title": "Save scope", "enum": enum}
	if c.r.era.hasElicitationMode() {
		scopeProp["default"] = enum[0] // string defaults exist from 2025-11-25 on
	}
	props["scope"] = scopeProp
	ws := c.r.s.opts.workspace
	e := c.r.s.e
	return &dialog{
		token:   token,
		message: dialogMessage(len(seen), writable, res.titles, res.dependents),
		schema:  map[string]any{"type": "object", "properties": props, "required": []string{}},
		accept: func(content map[string]json.RawMessage) (outcome, error) {
			approve, scope, named, err := readMemoryAnswer(content, seen, enum)
			if err != nil {
				return outcome{}, err
			}
			// An accept that sends none of the candidates' fields ({} or the
			// scope alone) says nothing of what the human ticked: the form
			// ticks every candidate by default, but a host that sends no
			// field may not have shown the boxes at all. Writing them all
			// could retire a memory no one approved; writing none and
			// revoking the proposal dropped what the human accepted. So
			// nothing is written and the token flow takes over.
			if !named {
				return tokenOutcome(res, noCandidateNamed), nil
			}
			if len(approve) == 0 {
				declineProposal(e, ws, token)
				return outcome{text: "The human approved no candidate in the dialog; nothing was saved.\n", data: &commitReport{Written: []committedItem{}, Deferred: []deferredItem{}}}, nil
			}
			r, err := commitProposal(e, ws, commitRequest{token: token, approve: approve, scope: scope, reviewed: true, now: e.now()})
			if err != nil {
				return outcome{}, err
			}
			return outcome{text: "Approved in the host's dialog.\n" + renderReport(r), data: r}, nil
		},
		fallback: func(prefix string) outcome { return tokenOutcome(res, prefix) },
		revoke:   func() error { return declineProposal(e, ws, token) },
	}
}

// dialogTitle is one candidate's line in the form. A candidate saved to
// both scopes has a verdict in each, since each store holds its own
// memories: every scope's is named, for a form that showed only the
// project's "ADD … (new)" retired a global memory on accept.
func dialogTitle(pls []planned) string {
	title := func(pl planned) string {
		return fmt.Sprintf("%s %s: %s%s", pl.Verdict, escapeName(pl.Type), pl.ID, verdictEffect(pl)) // an UPDATE's type is the file's, decoded
	}
	same := true
	for _, pl := range pls[1:] {
		same = same && title(pl) == title(pls[0])
	}
	if same {
		return fmt.Sprintf("%d. %s", pls[0].N, title(pls[0]))
	}
	parts := make([]string, len(pls))
	for i, pl := range pls {
		parts[i] = pl.Scope + ": " + title(pl)
	}
	return fmt.Sprintf("%d. %s", pls[0].N, strings.Join(parts, "; "))
}

// dialogMessage is the form's question. It names the stores written to and,
// before the list, every memory the team already has that approving would
// rewrite or retire: the form carries no memory text, so the question itself
// must not read as a plain save when something is lost. A retired memory
// others depend on names them: their links stay on it, and their loads
// then say it is superseded.
func dialogMessage(n int, pls []planned, titles map[string]string, deps map[string][]string) string {
	where := map[string]bool{}
	var replaced, retired []string
	for _, pl := range pls {
		where[pl.Scope] = true
		named := pl.Verdict.Target
		if t := titles[pl.Scope+"/"+pl.Verdict.Target]; t != "" {
			named += " " + strconv.Quote(dialogMemoryTitle(t))
		}
		switch pl.Verdict.Kind {
		case verdictUpdate:
			replaced = append(replaced, named+" ("+pl.Scope+")")
		case verdictSupersede:
			note := ""
			if d := deps[pl.Scope+"/"+pl.Verdict.Target]; len(d) > 0 {
				note = "; " + strings.Join(capListed(d), ", ") + pick(len(d), " depends", " depend") + " on it and keep" + pick(len(d), "s", "") + " the link"
			}
			retired = append(retired, named+" ("+pl.Scope+note+")")
		}
	}
	msg := fmt.Sprintf("Engram: save %d project memory file(s)?", n)
	switch {
	case where[scopeWorkspace] && where[scopeGlobal]:
		msg = fmt.Sprintf("Engram: save %d memory candidate(s) to the project's store and your global store?", n)
	case where[scopeGlobal]:
		msg = fmt.Sprintf("Engram: save %d global memory file(s) (your own store, read in every project)?", n)
	}
	if len(replaced) > 0 {
		msg += " Approving replaces the whole content of " + strings.Join(replaced, ", ") + "."
	}
	if len(retired) > 0 {
		msg += " Approving retires " + strings.Join(retired, ", ") + ": marked superseded, it is no longer loaded."
	}
	msg += " Untick what you do not want. To read the full text first"
	if len(replaced)+len(retired) > 0 {
		msg += ", and the text it replaces or retires"
	}
	return msg + ", choose Cancel: nothing is saved and the agent gets the exact files to show you."
}

// dialogMemoryTitle is a memory's title as the dialog shows it: a hidden
// character or a line break made visible (a title is the store's text,
// which a clone may have planted), and at most 100 characters.
func dialogMemoryTitle(t string) string {
	t = escapeName(escapeHidden(t))
	if r := []rune(t); len(r) > 100 {
		t = string(r[:99]) + "…"
	}
	return t
}

// noCandidateNamed prefixes the token flow when an accepted form named no
// candidate.
const noCandidateNamed = "nothing was saved: the approval dialog was accepted, but its answer named no candidate (the host sent none of the form's fields), so what the human approved is unknown. Show the candidates below and ask.\n"

// verdictEffect says in words what approving a candidate does to memory the
// team already has, for the form title (which never holds memory text).
func verdictEffect(pl planned) string {
	switch {
	case pl.Verdict.Kind == verdictUpdate:
		return " (replaces the content of " + pl.Verdict.Target + ")"
	case pl.Verdict.Kind == verdictSupersede:
		return " (retires " + pl.Verdict.Target + ")"
	case pl.Verdict.Related != "":
		return " (new; " + pl.Verdict.Related + " stays as it is)"
	}
	return " (new)"
}

// errInvalidAnswer is a dialog answer that does not fit the form.
var errInvalidAnswer = errors.New("the dialog answer does not fit the form")

// readMemoryAnswer validates an accepted form: booleans for candidates, a
// scope from the enum. Absent candidates are not selected; named reports
// whether the answer holds any candidate's field. A boolean sent as the
// string "true" or "false" (hosts that send every form value as text) is
// read as that boolean; any other value, or a field that is no candidate
// of this form, refuses the whole answer.
func readMemoryAnswer(content map[string]json.RawMessage, valid map[int]bool, enum []string) (approve []int, scope string, named bool, err error) {
	for k, raw := range content {
		if k == "scope" {
			if json.Unmarshal(raw, &scope) != nil || !contains(enum, scope) {
				return nil, "", false, fmt.Errorf("%w: scope must be one of %s", errInvalidAnswer, strings.Join(enum, ", "))
			}
			continue
		}
		// The key must be exactly a field of the form: "c1x" or "c01" is
		// not "c1" (Sscanf would read both as candidate 1).
		n, err := strconv.Atoi(strings.TrimPrefix(k, "c"))
		if err != nil || k != fmt.Sprintf("c%d", n) || !valid[n] {
			return nil, "", false, fmt.Errorf("%w: %q is no candidate of this form (it asks about %s)", errInvalidAnswer, k, formFields(valid))
		}
		on, ok := answerBool(raw)
		if !ok {
			return nil, "", false, fmt.Errorf("%w: %q must be true or false, not %s", errInvalidAnswer, k, escapeName(string(raw)))
		}
		named = true
		if on {
			approve = append(approve, n)
		}
	}
	sort.Ints(approve)
	return approve, scope, named, nil
}

// answerBool reads a form's boolean: JSON true or false, or the strings
// "true" and "false".
func answerBool(raw json.RawMessage) (on, ok bool) {
	if json.Unmarshal(raw, &on) == nil {
		return on, true
	}
	var s string
	if json.Unmarshal(raw, &s) == nil && (s == "true" || s == "false") {
		return s == "true", true
	}
	return false, false
}

// formFields lists the form's candidate fields in order: "c1, c2".
func formFields(valid map[int]bool) string {
	var ns []int
	for n := range valid {
		ns = append(ns, n)
	}
	sort.Ints(ns)
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = fmt.Sprintf("c%d", n)
	}
	return strings.Join(out, ", ")
}

// elicitParams is the elicitation/create params for this client version.
func (c *toolCall) elicitParams(d *dialog) map[string]any {
	p := map[string]any{"message": d.message, "requestedSchema": d.schema}
	if c.r.era.hasElicitationMode() {
		p["mode"] = "form"
	}
	return p
}

// elicitResult is the client's answer to elicitation/create.
type elicitResult struct {
	Action  string                     `json:"action"`
	Content map[string]json.RawMessage `json:"content"`
}

// askDialog runs the dialog: a real request in the legacy era, an
// input_required result in the modern era.
func (c *toolCall) askDialog(d *dialog) (outcome, error) {
	if c.r.era.modern {
		return c.inputRequired(d), nil
	}
	resp, err := c.r.askClient("elicitation/create", c.elicitParams(d), c.r.s.opts.elicitTimeout)
	switch {
	case errors.Is(err, errOutboundTimeout):
		return d.fallback("nothing was saved: the approval dialog timed out.\n"), nil
	case err != nil:
		return d.fallback("nothing was saved: the approval dialog failed (" + err.Error() + ").\n"), nil
	case resp.Error != nil:
		return d.fallback("nothing was saved: the client could not show the approval dialog (" + resp.Error.Message + ").\n"), nil
	}
	var ans elicitResult
	if err := json.Unmarshal(resp.Result, &ans); err != nil {
		d.revoke()
		return outcome{}, fmt.Errorf("the approval dialog answer is not valid (%v); the proposal is revoked", err)
	}
	o, err := answerDialog(d, ans)
	if err != nil && ans.Action == "accept" {
		// Accepted, and the write failed: here the agent never held the
		// token, so no one can retry the proposal, which stayed open 30
		// minutes in 'engram pending'. (A modern client's retry of the
		// same requestState resumes it, so that era keeps it.)
		dropProposal(c.r.s.e, c.r.s.opts.workspace, d.token)
	}
	return o, err
}

// answerDialog applies accept, decline or cancel.
func answerDialog(d *dialog, ans elicitResult) (outcome, error) {
	switch ans.Action {
	case "accept":
		o, err := d.accept(ans.Content)
		if errors.Is(err, errInvalidAnswer) {
			d.revoke()
			return outcome{}, fmt.Errorf("%v; the proposal is revoked and nothing was saved", err)
		}
		return o, err
	case "decline":
		if err := d.revoke(); err != nil {
			return outcome{}, err
		}
		return outcome{text: "The human declined in the approval dialog; nothing was saved. Do not retry with the token.\n", data: map[string]any{"declined": true}}, nil
	case "cancel":
		return d.fallback("nothing was saved: the approval dialog was closed.\n"), nil
	}
	d.revoke()
	return outcome{}, fmt.Errorf("the approval dialog answered %q (want accept, decline or cancel); the proposal is revoked and nothing was saved", ans.Action)
}

// Modern era: input_required and the sealed requestState.

type statePayload struct {
	V         int    `json:"v"`
	Tool      string `json:"tool"`
	Workspace string `json:"ws"`
	Args      string `json:"args"`  // sha256 of the canonical arguments
	Nonce     string `json:"nonce"` // derives the approval token
	Expires   int64  `json:"exp"`   // unix seconds
}

// inputRequired answers the first call with the form to show.
func (c *toolCall) inputRequired(d *dialog) outcome {
	return outcome{pending: c.inputRequiredResult(d, c.nonce)}
}

func (c *toolCall) inputRequiredResult(d *dialog, nonce string) *callToolResult {
	p := statePayload{V: 1, Tool: c.params.Name, Workspace: c.r.s.opts.workspace, Args: argsDigest(c.args), Nonce: nonce, Expires: c.r.s.e.now().Add(c.r.s.opts.stateTTL).Unix()}
	res := &callToolResult{
		InputRequests: map[string]any{"approval": map[string]any{"method": "elicitation/create", "params": c.elicitParams(d)}},
		RequestState:  sealState(p),
	}
	res.ResultType = "input_required"
	return res
}

// modernToken derives the approval token of a dialog from its nonce.
func modernToken(nonce string) string {
	mac := hmac.New(sha256.New, stateKey())
	mac.Write([]byte("engram approval token\x00" + nonce))
	return tokenPrefix + base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

func newNonce() string {
	b := make([]byte, 16)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

func sealState(p statePayload) string {
	data, _ := json.Marshal(p)
	mac := hmac.New(sha256.New, stateKey())
	mac.Write(data)
	return base64.RawURLEncoding.EncodeToString(data) + "." + base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

// openState verifies a requestState: HMAC, expiry, and that it belongs to
// this tool, workspace and these arguments. Any failure is -32602.
func (c *toolCall) openState(state string) (statePayload, error) {
	var p statePayload
	fail := func(why string) (statePayload, error) {
		return p, fmt.Errorf("%w: requestState %s; nothing was written, propose again", errInvalidParams, why)
	}
	// Only the canonical encoding is accepted: Go's base64 decoder skips
	// newlines and, unless strict, ignores trailing bits, so one sealed
	// state would otherwise have many spellings that all verify.
	body, sig, ok := strings.Cut(state, ".")
	b64 := base64.RawURLEncoding.Strict()
	data, err1 := b64.DecodeString(body)
	got, err2 := b64.DecodeString(sig)
	if !ok || err1 != nil || err2 != nil || strings.ContainsAny(state, "\r\n") {
		return fail("is malformed")
	}
	mac := hmac.New(sha256.New, stateKey())
	mac.Write(data)
	if !hmac.Equal(got, mac.Sum(nil)) {
		return fail("failed verification (forged, or from an earlier server process)")
	}
	if json.Unmarshal(data, &p) != nil || p.V != 1 {
		return fail("is malformed")
	}
	switch {
	case c.r.s.e.now().Unix() >= p.Expires:
		return fail("expired")
	case p.Tool != c.params.Name:
		return fail("belongs to another tool")
	case p.Workspace != c.r.s.opts.workspace:
		return fail("belongs to another workspace")
	case p.Args != argsDigest(c.args):
		return fail("was issued for other arguments")
	}
	return p, nil
}

// resumeDialog handles the retry of a modern input_required call. build
// recreates the dialog for the state's token; the proposal itself is read
// back from pending approvals by its token when the human accepts.
func (c *toolCall) resumeDialog(build func(token string) (*dialog, error)) (outcome, error) {
	p, err := c.openState(c.params.RequestState)
	if err != nil {
		return outcome{}, err
	}
	d, err := build(modernToken(p.Nonce))
	if err != nil {
		return outcome{}, err
	}
	raw, ok := c.params.InputResponses["approval"]
	if !ok {
		return outcome{pending: c.inputRequiredResult(d, p.Nonce)}, nil // ask again
	}
	var ans elicitResult
	if err := json.Unmarshal(raw, &ans); err != nil {
		d.revoke()
		return outcome{}, fmt.Errorf("the approval dialog answer is not valid (%v); the proposal is revoked", err)
	}
	return answerDialog(d, ans)
}

// argsDigest hashes the arguments in canonical form (Go sorts object keys),
// so a client that re-serialises them in another order still matches.
func argsDigest(args json.RawMessage) string {
	var v any
	if json.Unmarshal(args, &v) != nil {
		v = string(args)
	}
	canon, _ := json.Marshal(v)
	sum := sha256.Sum256(canon)
	return base64.RawURLEncoding.EncodeToString(sum[:])
}
