package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// This file defines the write tools: engram_save and engram_save_session
// (propose only), engram_commit (writes after the human approved),
// engram_set_role and engram_set_rule_variant.

// saveTool is the engram_save tool.
var saveTool = &toolDef{name: "engram_save", title: "Propose a project memory", destructive: boolRef(false),
	description: "Propose one memory (a rule, skill/workflow or knowledge) for this project. It writes nothing: it returns a numbered preview with a Verdict line (ADD, UPDATE <id>, SUPERSEDE <id>, NOOP duplicate of <id>) and either asks the human in the host's dialog or returns an approval_token. Show the preview to the human and wait for their approval before engram_commit.",
	schema: `{"type":"object","properties":{` +
		`"text":{"type":"string","description":"The memory, one or a few sentences of durable project knowledge. Never secrets."},` +
		`"type":{"type":"string","enum":["rule","skill","workflow","knowledge"],"description":"rule (always/never), skill or workflow (steps), knowledge (facts). Inferred when omitted."},` +
		`"scope":{"type":"string","enum":["workspace","global","both"],"description":"workspace (this repository, default), global (all your projects) or both."},` +
		`"role":{"description":"Only load for these roles (e.g. backend).","anyOf":[{"type":"string"},{"type":"array","items":{"type":"string"}}]}},"required":["text"],"additionalProperties":false}`,
	handle: toolSave}

// saveSessionTool is the engram_save_session tool.
var saveSessionTool = &toolDef{name: "engram_save_session", title: "Propose memories from this session", destructive: boolRef(false),
	description: "Propose up to 8 memories at once, one per line: `TYPE: rule|skill|workflow|knowledge | TEXT: … | TRIGGERS: a, b | DEPENDS_ON: id | UPDATE: id | SUPERSEDES: id | CONTEXT: …`. It writes nothing: it returns a numbered preview with one Verdict line per candidate and either asks the human in the host's dialog or returns an approval_token. Show the candidates to the human and wait for approval before engram_commit.",
	schema: `{"type":"object","properties":{` +
		`"text":{"type":"string","description":"One candidate per line in the TYPE: … | TEXT: … format (plain lines are also accepted)."},` +
		`"scope":{"type":"string","enum":["workspace","global","both"],"description":"Where to save: workspace (default), global or both."},` +
		`"role":{"description":"Only load for these roles.","anyOf":[{"type":"string"},{"type":"array","items":{"type":"string"}}]}},"required":["text"],"additionalProperties":false}`,
	handle: toolSaveSession}

// commitTool is the engram_commit tool. It is destructive (MCP: "may
// perform destructive updates"; false means "only additive updates"): a
// commit may overwrite a memory (UPDATE, SUPERSEDE) or remove one (a token
// of 'engram forget'). It said false, which lets a host that trusts the
// hint run it as harmless.
var commitTool = &toolDef{name: "engram_commit", title: "Write approved memories", destructive: boolRef(true),
	meta:        map[string]any{"anthropic/requiresUserInteraction": true},
	description: "Write the candidates the human approved. Call it only after the human has seen the candidates of engram_save/engram_save_session and approved them in this conversation; never on your own judgement. Pass the approval_token and approve: \"all\" or the approved candidate numbers.",
	schema: `{"type":"object","properties":{` +
		`"approval_token":{"type":"string","description":"The token engram_save or engram_save_session returned."},` +
		`"approve":{"description":"\"all\", or the 1-based numbers of the candidates the human approved.","anyOf":[{"type":"string","enum":["all"]},{"type":"array","items":{"type":"integer","minimum":1}}]}},"required":["approval_token","approve"],"additionalProperties":false}`,
	handle: toolCommit}

// setRoleTool is the engram_set_role tool.
var setRoleTool = &toolDef{name: "engram_set_role", title: "Set the active roles", destructive: boolRef(false),
	description: "Set which roles' memories are visible (memories tagged with other roles are hidden). Give role or roles: \"none\", \"\" or [] clears the roles; a call with neither is refused and changes nothing. A role is one word (letters, digits, dashes), e.g. back-end. Reload memories afterwards.",
	// minProperties, not a root anyOf of the two requireds: hosts that pass
	// the schema to a model API (Anthropic, OpenAI, Vertex) reject a root
	// anyOf/oneOf/allOf, and with additionalProperties false one property
	// means role or roles.
	schema: `{"type":"object","properties":{"role":{"type":"string","description":"One role, e.g. backend (several: separated by commas); \"none\" or \"\" clears."},"roles":{"type":"array","items":{"type":"string"},"description":"Several roles; [] clears."}},"minProperties":1,"additionalProperties":false}`,
	handle: toolSetRole}

// setRuleVariantTool is the engram_set_rule_variant tool.
var setRuleVariantTool = &toolDef{name: "engram_set_rule_variant", title: "Set the rule variant", destructive: boolRef(false),
	description: "Choose how strictly rules are phrased when loaded: light, balanced or strict; off shows the plain content; status reports the current mode. Reload memories afterwards.",
	schema:      `{"type":"object","properties":{"variant":{"type":"string","enum":["off","light","balanced","strict","status"],"description":"The rule-variant mode."}},"required":["variant"],"additionalProperties":false}`,
	handle:      toolSetRuleVariant}

type saveArgs struct {
	Text  string   `json:"text"`
	Type  string   `json:"type"`
	Scope string   `json:"scope"`
	Role  roleList `json:"role"`
}

// sessionArgs is saveArgs without "type": engram_save_session takes the
// type per line, and refuses "type" as it does any unknown argument.
type sessionArgs struct {
	Text  string   `json:"text"`
	Scope string   `json:"scope"`
	Role  roleList `json:"role"`
}

func toolSave(c *toolCall) (outcome, error) {
	var a saveArgs
	if err := c.decodeArgs(&a); err != nil {
		return outcome{}, err
	}
	roles, err := splitRoles(a.Role...)
	if err != nil {
		return outcome{}, err
	}
	cands, err := saveCandidates(a.Text, a.Type, a.Scope, roles)
	if err != nil {
		return outcome{}, err
	}
	return c.propose(cands)
}

func toolSaveSession(c *toolCall) (outcome, error) {
	var a sessionArgs
	if err := c.decodeArgs(&a); err != nil {
		if strings.Contains(err.Error(), `unknown field "type"`) {
			err = fmt.Errorf("%w; the type goes on each line (TYPE: rule | TEXT: …)", err)
		}
		return outcome{}, err
	}
	roles, err := splitRoles(a.Role...)
	if err != nil {
		return outcome{}, err
	}
	cands, err := parseSession(a.Text, a.Scope, roles)
	if err != nil {
		return outcome{}, err
	}
	return c.propose(cands)
}

// tokenOutcome is the chat approval flow: the preview and the token.
func tokenOutcome(res *proposeResult, prefix string) outcome {
	return outcome{text: prefix + res.text + tokenInstructions(res.token), data: res.data}
}

type commitArgs struct {
	ApprovalToken string          `json:"approval_token"`
	Approve       json.RawMessage `json:"approve"`
}

func toolCommit(c *toolCall) (outcome, error) {
	var a commitArgs
	if err := c.decodeArgs(&a); err != nil {
		return outcome{}, err
	}
	if a.ApprovalToken == "" {
		return outcome{}, errors.New(`argument "approval_token" is required`)
	}
	approve, err := decodeApprove(a.Approve)
	if err != nil {
		return outcome{}, err
	}
	return opCommit(c.r.s.e, c.r.s.opts.workspace, a.ApprovalToken, approve)
}

// decodeApprove accepts "all", "1,3" or an array of numbers.
func decodeApprove(raw json.RawMessage) ([]int, error) {
	if len(raw) == 0 {
		return nil, errors.New(`argument "approve" is required: "all" or the approved candidate numbers`)
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return parseApprove(s)
	}
	var nums []int
	if err := json.Unmarshal(raw, &nums); err != nil || len(nums) == 0 {
		return nil, fmt.Errorf(`argument "approve" must be "all" or a non-empty array of candidate numbers (whole numbers from 1 to %d)`, maxCandidates)
	}
	parts := make([]string, len(nums))
	for i, n := range nums {
		parts[i] = fmt.Sprint(n)
	}
	return parseApprove(strings.Join(parts, ","))
}

func toolSetRole(c *toolCall) (outcome, error) {
	var a struct {
		Role  *string  `json:"role"`
		Roles []string `json:"roles"`
	}
	if err := c.decodeArgs(&a); err != nil {
		return outcome{}, err
	}
	if a.Role == nil && a.Roles == nil {
		// A call that names no roles must not clear the human's.
		return outcome{}, errors.New(`give "role" (one role; "" or "none" clears) or "roles" (a list; [] clears)`)
	}
	given := a.Roles
	if a.Role != nil {
		given = append([]string{*a.Role}, given...)
	}
	roles, err := splitRoles(given...)
	if err == nil {
		roles, err = rolesToSet(roles)
	}
	if err != nil {
		return outcome{}, err
	}
	return opSetRole(c.r.s.e, c.r.s.opts.workspace, roles)
}

func toolSetRuleVariant(c *toolCall) (outcome, error) {
	var a struct {
		Variant string `json:"variant"`
	}
	if err := c.decodeArgs(&a); err != nil {
		return outcome{}, err
	}
	return opSetRuleVariant(c.r.s.e, c.r.s.opts.workspace, a.Variant)
}

// tokenInstructions closes a proposal shown to an agent.
func tokenInstructions(token string) string {
	return fmt.Sprintf("\nApproval token: %s (single use, expires in 30 minutes).\n"+
		"Show these candidates to the human and wait. Only after the human approves, call engram_commit "+
		"with this approval_token and approve: \"all\" or the approved numbers. Never approve on the human's behalf.\n", token)
}

// roleList is a tool's role argument as given: a string or an array of
// strings, read by splitRoles (a role with a space is refused there).
type roleList []string

func (l *roleList) UnmarshalJSON(data []byte) error {
	arr, err := stringOrStrings(data)
	if err != nil {
		return err
	}
	*l = arr
	return nil
}
