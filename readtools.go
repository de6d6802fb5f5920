package main

import (
	"errors"
	"fmt"
)

// This file defines the read tools: engram_load, engram_route,
// engram_search, engram_verify and engram_status. They never write and carry
// readOnlyHint: true.

// loadTool is the engram_load tool.
var loadTool = &toolDef{name: "engram_load", title: "Load project memory for a task", readOnly: true,
	description: "Route a task to this project's memories and return them within a token budget: the most relevant with their full text, the next as one-line cards, the rest as ids you can load by `id`. Call it at the start of a task with the task in your own words. `full: true` returns whole files without a budget.",
	schema: `{"type":"object","properties":{` +
		`"query":{"type":"string","description":"The task, in your own words (e.g. \"add a database migration for refunds\")."},` +
		`"id":{"description":"Load exactly these memory ids (a string, comma separated, or an array); the budget does not apply.","anyOf":[{"type":"string"},{"type":"array","items":{"type":"string"}}]},` +
		`"budget_tokens":{"type":"integer","minimum":1,"description":"Token budget for the returned text (default: load.max_tokens, 1600). No effect together with id."},` +
		`"disclosure":{"type":"string","enum":["tiered","cards","bodies"],"description":"tiered (default): bodies, then cards, then omitted ids; cards: one line per memory; bodies: full text only."},` +
		`"full":{"type":"boolean","description":"Return whole memory files, without a budget (the broader legacy output)."},` +
		`"explain":{"type":"boolean","description":"Say why each memory was selected or omitted."}},"additionalProperties":false}`,
	handle: toolLoad}

// routeTool is the engram_route tool.
var routeTool = &toolDef{name: "engram_route", title: "Route a task", readOnly: true,
	description: "Classify a task and list the memories it routes to, in load order (prerequisites first), with id, type, scope and score. Does not return memory text.",
	schema:      `{"type":"object","properties":{"query":{"type":"string","description":"The task to route."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"At most this many memories, prerequisites included (default: the store's load.limit, 8); a match whose prerequisites do not fit is left out, never routed without them."}},"required":["query"],"additionalProperties":false}`,
	handle:      toolRoute}

// searchTool is the engram_search tool.
var searchTool = &toolDef{name: "engram_search", title: "Search project memory", readOnly: true,
	description: "Search this project's memories by words, best match first, with id, type, scope and score.",
	schema:      `{"type":"object","properties":{"query":{"type":"string","description":"Words to search for."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"At most this many results (default 10)."}},"required":["query"],"additionalProperties":false}`,
	handle:      toolSearch}

// verifyTool is the engram_verify tool.
var verifyTool = &toolDef{name: "engram_verify", title: "Verify memory integrity", readOnly: true,
	description: "Check every memory file against memory.hashes.json and report mismatches, unhashed files and missing files.",
	schema:      `{"type":"object","properties":{},"additionalProperties":false}`,
	handle:      toolVerify}

// statusTool is the engram_status tool.
var statusTool = &toolDef{name: "engram_status", title: "Engram status", readOnly: true,
	description: "Report the store's health and counts: memories by type and scope, hidden ones and why, working notes, roles and rule variants.",
	schema:      `{"type":"object","properties":{},"additionalProperties":false}`,
	handle:      toolStatus}

type loadArgs struct {
	Query        string     `json:"query"`
	ID           stringList `json:"id"`
	BudgetTokens *int       `json:"budget_tokens"`
	Disclosure   string     `json:"disclosure"`
	Full         bool       `json:"full"`
	Explain      bool       `json:"explain"`
}

func toolLoad(c *toolCall) (outcome, error) {
	var a loadArgs
	if err := c.decodeArgs(&a); err != nil {
		return outcome{}, err
	}
	if a.Disclosure != "" && !contains([]string{"tiered", "cards", "bodies"}, a.Disclosure) {
		return outcome{}, errors.New(`argument "disclosure" must be tiered, cards or bodies`)
	}
	req := loadRequest{query: a.Query, ids: a.ID, disclosure: a.Disclosure, full: a.Full, explain: a.Explain}
	if a.BudgetTokens != nil {
		if *a.BudgetTokens < 1 {
			return outcome{}, errors.New(`argument "budget_tokens" must be a positive whole number`)
		}
		req.budget = *a.BudgetTokens
	}
	if req.query == "" && len(req.ids) == 0 {
		req.query = "session start"
	}
	v, err := c.view()
	if err != nil {
		return outcome{}, err
	}
	return opLoad(v, req)
}

type queryArgs struct {
	Query string `json:"query"`
	Limit int    `json:"limit"`
}

func (c *toolCall) queryArgs() (queryArgs, error) {
	var a queryArgs
	if err := c.decodeArgs(&a); err != nil {
		return a, err
	}
	if a.Query == "" {
		return a, fmt.Errorf(`argument "query" is required`)
	}
	return a, nil
}

// toolRoute: limit is the route's own, as a benchmark case's "limit" is
// (the case format engram 0.0.28 defined), so a harness that scores the
// router over MCP gets what `engram benchmark` scores. Prerequisites count
// within it (withPrerequisites): a match whose prerequisites do not fit is
// left out, never routed without them.
func toolRoute(c *toolCall) (outcome, error) {
	a, v, err := c.queryView()
	if err != nil {
		return outcome{}, err
	}
	return opRoute(v, a.Query, a.Limit), nil
}

func toolSearch(c *toolCall) (outcome, error) {
	a, v, err := c.queryView()
	if err != nil {
		return outcome{}, err
	}
	return opSearch(v, a.Query, a.Limit), nil
}

// queryView is a query tool's arguments and the view it reads.
func (c *toolCall) queryView() (queryArgs, *storeView, error) {
	a, err := c.queryArgs()
	if err != nil {
		return a, nil, err
	}
	v, err := c.view()
	return a, v, err
}

func toolVerify(c *toolCall) (outcome, error) {
	if err := c.decodeArgs(&struct{}{}); err != nil {
		return outcome{}, err
	}
	return opVerify(c.r.s.e, c.r.s.opts.workspace, maxListed) // the agent's copy names at most maxListed of each
}

func toolStatus(c *toolCall) (outcome, error) {
	if err := c.decodeArgs(&struct{}{}); err != nil {
		return outcome{}, err
	}
	v, err := c.view()
	if err != nil {
		return outcome{}, err
	}
	return viewStatus(v), nil // perf_status.go
}
