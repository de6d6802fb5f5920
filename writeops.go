package main

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// This file holds the write operations the CLI and the MCP tools share:
// propose (save, save-session), commit, set-role and set-rule-variant.

type proposalItem struct {
	N       int    `json:"n"`
	Verdict string `json:"verdict"`
	Type    string `json:"type"`
	Scope   string `json:"scope"`
	ID      string `json:"id"`
	File    string `json:"file"`
	// Content is the exact file the token writes ("" for a NOOP): the
	// agent can show the human exactly what an approval commits.
	Content string `json:"content,omitempty"`
	// Replaces is the current content of the memory an UPDATE replaces or a
	// SUPERSEDE retires, to show beside the candidate's.
	Replaces string `json:"replaces,omitempty"`
	// Related is the closest memory of an ADD, which stays as it is.
	Related string `json:"related,omitempty"`
	// Deferred says why engram_commit will not apply this verdict.
	Deferred string `json:"deferred,omitempty"`
}

type proposeData struct {
	Candidates    []proposalItem `json:"candidates"`
	ApprovalToken string         `json:"approval_token,omitempty"`
	ExpiresAt     string         `json:"expires_at,omitempty"`
	QueryLevel    int            `json:"query_level,omitempty"`
}

// proposeResult is a stored proposal ready to show.
type proposeResult struct {
	prop  *proposal
	token string
	data  proposeData
	text  string
	// titles are the titles of the memories an UPDATE or SUPERSEDE would
	// replace or retire, by scope and id ("workspace/<id>"), read from the
	// store: the approval dialog names each beside its id.
	titles map[string]string
	// dependents are, by the same key, the memories whose depends_on
	// names a memory a SUPERSEDE would retire: the dialog names them.
	dependents map[string][]string
}

// opPropose checks and plans candidates, stores the pending proposal and
// returns the preview with its token. It writes no memory.
func opPropose(e *env, workspace string, cands []candidate, source, token string) (*proposeResult, error) {
	return opProposeWith(e, workspace, cands, source, token, nil)
}

// opProposeWith is opPropose for a promotion: promote names the working
// note the commit removes once the durable memory is written.
func opProposeWith(e *env, workspace string, cands []candidate, source, token string, promote *entry) (*proposeResult, error) {
	if err := checkCandidates(cands); err != nil {
		return nil, err
	}
	s, err := openStore(e, workspace)
	if err != nil {
		return nil, err
	}
	dir, err := proposalRoot(s, workspace, candidateScopes(cands), promote)
	if err != nil {
		return nil, err
	}
	prop, err := buildProposal(e, s, cands, source)
	if err != nil {
		return nil, err
	}
	if promote != nil {
		prop.Promote, prop.PromoteScope = promote.file, promote.root.scope
	}
	now := e.now()
	token, err = storePending(dir, workspace, "memories", prop, now, token, pendingSealKey(e))
	if err != nil {
		return nil, err
	}
	return newProposeResult(e, s, prop, token, now.Add(tokenTTL)), nil
}

// newProposeResult renders a stored proposal: memories or a note, so a
// proposal read back for a retry shows the same text as when it was made.
func newProposeResult(e *env, s *store, prop *proposal, token string, expires time.Time) *proposeResult {
	res := &proposeResult{prop: prop, token: token, titles: map[string]string{}, dependents: map[string][]string{}}
	for _, pl := range prop.Plans {
		if pl.Verdict.Kind == verdictUpdate || pl.Verdict.Kind == verdictSupersede {
			if t := s.durableInScope(pl.Verdict.Target, pl.Scope); t != nil {
				res.titles[pl.Scope+"/"+pl.Verdict.Target] = t.mem.title
				if pl.Verdict.Kind == verdictSupersede {
					res.dependents[pl.Scope+"/"+pl.Verdict.Target] = dependents(s, pl.Verdict.Target)
				}
			}
		}
	}
	res.data = proposeData{Candidates: proposalItemsIn(s, prop), ApprovalToken: token, ExpiresAt: expires.UTC().Format("2006-01-02T15:04:05Z")}
	if prop.Note != nil {
		res.text = renderNotePreview(prop.Note)
	} else {
		res.text = renderProposal(prop, storeDirs(e, s), s)
	}
	return res
}

// noteProposalItem is a note proposal's one item.
func noteProposalItem(n *notePlan) proposalItem {
	kind := typeKnowledge
	if m, err := parseMemory([]byte(n.Content)); err == nil {
		kind = m.kind()
	}
	return proposalItem{N: 1, Verdict: "NOTE", Type: kind, Scope: n.Scope, ID: n.ID, File: n.File, Content: n.Content}
}

// inferredUpdateDeferral is why a commit defers an inferred UPDATE (commit.go).
func inferredUpdateDeferral(pl planned) string {
	if pl.Verdict.Kind != verdictUpdate || pl.Verdict.Explicit {
		return ""
	}
	return "UPDATE was inferred: engram_commit does not apply it and " + pl.Verdict.Target +
		" stays as it is; to replace its content, propose again with `TYPE: " + pl.Type + " | TEXT: … | UPDATE: " + pl.Verdict.Target + "`"
}

// proposalItemsIn is proposalItems with the current content of each
// UPDATE or SUPERSEDE target read from the store.
func proposalItemsIn(s *store, p *proposal) []proposalItem {
	if p.Note != nil {
		return []proposalItem{noteProposalItem(p.Note)}
	}
	out := proposalItems(p)
	for i, pl := range p.Plans {
		if pl.Verdict.Kind == verdictUpdate || pl.Verdict.Kind == verdictSupersede {
			if t := s.durableInScope(pl.Verdict.Target, pl.Scope); t != nil {
				out[i].Replaces = strings.Join(t.mem.contentLines(), "\n")
			}
		}
		out[i].Deferred = inferredUpdateDeferral(pl)
	}
	return out
}

// proposalRoot is the store folder a proposal for the given scopes waits
// in (proposalsDir): the workspace store's, or, in a folder with no store,
// the global store's when every memory it writes or removes is global. A
// workspace memory (or "both") still needs the project's store, and so
// does a promotion, whose working note lives there.
func proposalRoot(s *store, workspace string, scopes []string, promote *entry) (string, error) {
	if s.ws != nil {
		return s.ws.dir, nil
	}
	allGlobal := len(scopes) > 0 && !slices.ContainsFunc(scopes, func(sc string) bool { return sc != scopeGlobal })
	switch {
	case !allGlobal || storeRootRefused(workspace) != nil:
	case s.global == nil:
		// "no store in DIR" alone read as wrong to someone saving to
		// the global store (walk45), which needs to exist.
		return "", newOpError(kindNotFound, fmt.Errorf("no store in %s and no global store", workspace),
			"run 'engram init --global' to keep memories for every project, or 'engram init' in the project folder")
	case promote == nil:
		return s.global.dir, nil
	}
	if s.global != nil && promote == nil && storeRootRefused(workspace) == nil {
		// A global-only user's agent saves with the default scope: "run
		// 'engram init'" alone sent it to make a project store the user
		// never wanted, when the global store takes the memory.
		return "", newOpError(kindNotFound, fmt.Errorf("no store in %s", workspace), initHint+
			", or keep it in your global store, read in every project: --scope global (engram_save and engram_save_session: scope \"global\")")
	}
	return "", noStore(workspace)
}

// candidateScopes are the scopes of cands, for proposalRoot.
func candidateScopes(cands []candidate) []string {
	out := make([]string, len(cands))
	for i, c := range cands {
		out[i] = c.Scope
	}
	return out
}

// noStoreForNote is noStore for a working note: it lives in the project's
// store, a global note's proposal too, so 'engram note --scope global' in a
// folder without a store fails, and says why.
func noStoreForNote(workspace, scope string) error {
	if storeRootRefused(workspace) == nil && scope == scopeGlobal {
		return newOpError(kindNotFound, fmt.Errorf("no store in %s: a working note, for the global store too, waits for approval in the project's store", workspace),
			"run 'engram init' in the project folder, or save the note from a project that has a store")
	}
	return noStore(workspace)
}

// pendingProposal reads back a stored proposal by its token (a modern
// dialog's retry), with the same checks as a commit.
func pendingProposal(e *env, workspace, token string) (*proposeResult, error) {
	dir, err := proposalsDir(e, workspace)
	if err != nil {
		return nil, err
	}
	s, err := openStore(e, workspace)
	if err != nil {
		return nil, err
	}
	pf, err := readProposals(e, workspace, dir)
	if err != nil {
		return nil, err
	}
	i, err := findPending(pf, token, workspace, e.now(), pendingSealKey(e))
	if err != nil {
		return nil, err
	}
	a := pf.Approvals[i]
	return newProposeResult(e, s, a.Proposal, token, a.expiry(e.now())), nil
}

func proposalItems(p *proposal) []proposalItem {
	out := []proposalItem{}
	for _, pl := range p.Plans {
		out = append(out, proposalItem{N: pl.N, Verdict: pl.Verdict.String(), Type: pl.Type, Scope: pl.Scope, ID: pl.ID, File: pl.File,
			Content: pl.Content, Related: pl.Verdict.Related})
	}
	return out
}

func storeDirs(e *env, s *store) map[string]string {
	dirs := map[string]string{scopeGlobal: globalStoreDir(e)}
	if s.ws != nil {
		dirs[scopeWorkspace] = s.ws.dir
	}
	return dirs
}

// parseApprove reads "all", "1,3" or "1 3" into candidate numbers (nil = all);
// an empty value is an error.
func parseApprove(s string) ([]int, error) {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, "all") {
		return nil, nil
	}
	if s == "" {
		// An empty list is not "all": a script that lost its variable
		// must not approve everything.
		return nil, fmt.Errorf("approve takes \"all\" or candidate numbers from 1 to %d, not an empty value", maxCandidates)
	}
	var out []int
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 || n > maxCandidates {
			return nil, fmt.Errorf("approve takes \"all\" or candidate numbers from 1 to %d, not %q", maxCandidates, f)
		}
		out = append(out, n)
	}
	sort.Ints(out)
	return out, nil
}

// opCommit applies a token's proposal.
func opCommit(e *env, workspace, token string, approve []int) (outcome, error) {
	if !strings.HasPrefix(token, tokenPrefix) {
		return outcome{}, &approvalError{"that is not an engram approval token"}
	}
	r, err := commitProposal(e, workspace, commitRequest{token: token, approve: approve, reviewed: true, now: e.now()})
	if err != nil {
		return outcome{}, err
	}
	return commitOutcome(r), nil
}

// agentReload ends every config change: the visible memories changed, so an
// agent must not keep using what it loaded before.
const agentReload = "Agent action: call engram_load again for the current task; memories loaded before this change may no longer apply."

type configChangeData struct {
	Roles        []string `json:"roles"`
	RuleVariants string   `json:"rule_variants"`
}

// rolesToSet reads "none" in set-role and engram_set_role alike: alone it
// clears the roles (nil); it is never a role name, since status prints
// "roles: none" for no roles and a role "none" would hide every tagged
// memory unseen.
func rolesToSet(roles []string) ([]string, error) {
	for _, r := range roles {
		if strings.EqualFold(r, "none") {
			if len(roles) > 1 {
				return nil, errors.New("none clears the roles and cannot be combined with a role")
			}
			return nil, nil
		}
	}
	return roles, nil
}

// splitRoles reads role arguments (set-role's, save's --role, and the
// tools' role and roles): commas separate roles, and each role is one word
// as a memory's role tag is, matched exactly. A role with a space inside
// ("Back End") is refused with the one-word spelling to use instead:
// splitting it into "back" and "end" made roles nobody asked for, and
// rewriting it silently could match no memory's tag (backend, back-end).
func splitRoles(values ...string) ([]string, error) {
	var out []string
	// not contains(out, r): 330,000 roles took 239 s. By the lower case
	// the config keeps: "Backend,backend" was written as two roles.
	seen := map[string]bool{}
	for _, v := range values {
		for _, r := range strings.Split(v, ",") {
			r = strings.TrimSpace(r)
			if strings.IndexFunc(r, unicode.IsSpace) >= 0 {
				msg := fmt.Sprintf("role %q is not one word: a role is letters, digits and dashes", escapeHidden(r))
				// The one-word spelling only where it is a role: "x y!" was
				// offered "e.g. x-y!", refused in turn.
				if one := strings.Join(strings.Fields(strings.ToLower(r)), "-"); isValidID(one) {
					msg += ", e.g. " + one
				}
				return nil, errors.New(msg + "; separate several roles with commas")
			}
			if r != "" && !seen[strings.ToLower(r)] {
				seen[strings.ToLower(r)] = true
				out = append(out, r)
			}
		}
	}
	if len(out) > maxRoles {
		// Before any other check: engram_save spent 21 s on 300,000
		// roles before refusing the 2.6 MB file they made.
		return nil, fmt.Errorf("%d roles, over the limit of %d", len(out), maxRoles)
	}
	return out, nil
}

// opSetRole replaces the active roles (empty clears them).
func opSetRole(e *env, workspace string, roles []string) (outcome, error) {
	if len(roles) > maxRoles {
		return outcome{}, usageError(fmt.Sprintf("%d roles, over the limit of %d; nothing was written", len(roles), maxRoles))
	}
	for _, r := range roles {
		if !isValidID(strings.ToLower(r)) {
			return outcome{}, fmt.Errorf("%q is not a role name (letters, digits and dashes)", r)
		}
	}
	_, dir, err := workspaceConfig(workspace) // a config that does not parse stops here, as it always did
	if err != nil {
		return outcome{}, err
	}
	list := make([]any, len(roles))
	for i, r := range roles {
		list[i] = strings.ToLower(r)
	}
	// The reply reports the config as this write left it (rule_variants
	// too), read under the store's lock.
	c, err := writeConfigFile(dir, []configChange{{"roles", list}})
	if err != nil {
		return outcome{}, err
	}
	text := "Roles cleared: memories of every role are visible.\n"
	if len(roles) > 0 {
		text = fmt.Sprintf("Active roles: %s. Memories tagged with other roles are hidden.\n", strings.Join(c.roles, ", "))
	}
	return outcome{text: text + agentReload + "\n", data: configChangeData{Roles: nonNil(c.roles), RuleVariants: variantState(c)}}, nil
}

// opSetRuleVariant switches rule variants: off, light, balanced, strict, or
// status (reports without writing).
func opSetRuleVariant(e *env, workspace, variant string) (outcome, error) {
	c, dir, err := workspaceConfig(workspace)
	if err != nil {
		return outcome{}, err
	}
	v := strings.ToLower(strings.TrimSpace(variant))
	var changes []configChange
	switch {
	case v == "status":
		return outcome{text: "Rule variants: " + variantState(c) + "\n", data: configChangeData{Roles: nonNil(c.roles), RuleVariants: variantState(c)}}, nil
	case v == "off":
		changes = []configChange{{"rule_variants.enabled", false}}
	case contains(ruleVariantNames, v):
		changes = []configChange{{"rule_variants.enabled", true}, {"rule_variants.active", v}}
	default:
		return outcome{}, usageError("variant must be off, light, balanced, strict or status")
	}
	// As opSetRole: the reply's roles are the file's under the lock.
	if c, err = writeConfigFile(dir, changes); err != nil {
		return outcome{}, err
	}
	return outcome{text: "Rule variants: " + variantState(c) + "\n" + agentReload + "\n", data: configChangeData{Roles: nonNil(c.roles), RuleVariants: variantState(c)}}, nil
}

func variantState(c *config) string {
	if !c.ruleVariantsEnabled {
		return "off"
	}
	return c.ruleVariantActive
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func workspaceConfig(workspace string) (*config, string, error) {
	dir, ok := workspaceStoreDir(workspace)
	if !ok {
		return nil, "", noStore(workspace)
	}
	c, err := readConfig(dir)
	return c, dir, err
}

// commitOutcome is what every commit answers: engram_note's
// {id, file, valid_until} for a note, else the report of what was written.
func commitOutcome(r *commitReport) outcome {
	if r.Note == nil {
		return outcome{text: renderReport(r), data: r}
	}
	return outcome{text: fmt.Sprintf("Saved working note %s to %s in the %s store (valid until %s).\n", r.Note.ID, r.Note.File, r.Note.scope, r.Note.ValidUntil), data: r.Note}
}
