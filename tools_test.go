package main

import (
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// tools/list follows the product page's Tools table, read tools first.
// engram_note (notes.go) was once listed first because Go ran the files'
// init functions in file-name order, so a client that took tools[0] for a
// read tool got a write tool; the table is now one literal in tools.go.
func TestToolsListOrder(t *testing.T) {
	t.Parallel()
	want := []string{
		"engram_load", "engram_route", "engram_search", "engram_verify", "engram_status",
		"engram_save", "engram_save_session", "engram_commit",
		"engram_set_role", "engram_set_rule_variant",
		"engram_note",
	}
	var names []string
	for _, d := range toolTable {
		names = append(names, d.name)
	}
	if !reflect.DeepEqual(names, want) {
		t.Fatalf("tools/list order %v, want %v", names, want)
	}
	read := true
	for _, d := range toolTable {
		if d.readOnly && !read {
			t.Errorf("read tool %s listed after a write tool", d.name)
		}
		read = d.readOnly
	}
}

// The command table is in help's order, alphabetical, with no name twice.
func TestCommandTableSorted(t *testing.T) {
	t.Parallel()
	cmds := commandTable()
	for i := 1; i < len(cmds); i++ {
		if cmds[i-1].name >= cmds[i].name {
			t.Errorf("command %q listed before %q", cmds[i-1].name, cmds[i].name)
		}
	}
}

// A tool that fails shows the model the same hint the CLI prints: saving
// where there is no store says to run engram init (issue 21 item 2).
func TestToolFailureCarriesHint(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	r := runCLI(t, ws, "", nil, "save", "--force", "The billing worker runs on three replicas")
	r.expect(t, exitNotFound, nil, nil, "engram: hint: "+initHint)
	p := startMCP(t, ws, scratchEnv(t), version20250618)
	res := p.mustCall(methodToolsCall, map[string]any{"name": "engram_note", "arguments": map[string]any{"text": "The cache warmup takes 5 minutes"}})
	if !strings.Contains(string(res), `"isError":true`) || !strings.Contains(string(res), `hint: `+initHint) {
		t.Errorf("tool failure without the hint: %s", res)
	}
}

// TestUnknownArgumentNamesTheArguments: a tool call with an argument the
// tool does not take ("candidates" for engram_save_session) was refused as
// 'unknown field "candidates"' alone; the model then had to read the schema
// again. The error now names the tool's arguments, and they are exactly the
// properties tools/list gives for that tool, for every tool.
func TestUnknownArgumentNamesTheArguments(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	p := spawnMCP(t, ws, scratchEnv(t), version20251125)
	for name, props := range toolProperties(t, p) {
		raw := string(p.mustCall("tools/call", map[string]any{"name": name, "arguments": map[string]any{"no_such_argument": 1}}))
		_, rest, ok := strings.Cut(raw, `unknown field \"no_such_argument\" (arguments: `)
		if !ok {
			t.Errorf("%s: %s", name, raw)
			continue
		}
		rest, _, _ = strings.Cut(rest, ")")
		var got []string
		if rest != "" {
			got = strings.Split(rest, ", ")
		}
		want := slices.Sorted(maps.Keys(props))
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s names %v, its schema has %v", name, got, want)
		}
	}
}

// TestToolsTakeOnlyTheirSchemaArguments: every argument name some tool
// advertises is refused as an unknown argument by every tool whose schema
// does not list it. engram_save_session took "type" (engram_save's) with a
// refusal of its own (engram_route's "limit", once ignored, is now its
// own: TestRouteLimit). Both eras.
func TestToolsTakeOnlyTheirSchemaArguments(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	for _, version := range []string{version20250618, ""} {
		p := spawnMCP(t, ws, scratchEnv(t), version)
		tools := toolProperties(t, p)
		names := map[string]bool{}
		for _, props := range tools {
			for name := range props {
				names[name] = true
			}
		}
		for tool, props := range tools {
			for name := range names {
				if _, ok := props[name]; ok {
					continue
				}
				raw := string(p.mustCall("tools/call", map[string]any{"name": tool, "arguments": map[string]any{name: "x"}}))
				if !strings.Contains(raw, `unknown field \"`+name+`\"`) || !strings.Contains(raw, `"isError":true`) {
					t.Errorf("era %q: %s took %q: %s", version, tool, name, raw)
				}
			}
		}
	}
	p := spawnMCP(t, ws, scratchEnv(t), version20250618)
	raw := string(p.mustCall("tools/call", map[string]any{"name": "engram_save_session", "arguments": map[string]any{"text": "Deploys go out on Tuesdays", "type": "rule"}}))
	if !strings.Contains(raw, "TYPE: rule | TEXT:") {
		t.Errorf("engram_save_session's refusal of type does not say where the type goes: %s", raw)
	}
}

// TestRouteLimit: engram_route's limit is the route's own, as a benchmark
// case's "limit" is, so a harness that scores the router over MCP with the
// case format gets what `engram benchmark` scores (the tool once ignored
// it). Prerequisites count within it: a match whose prerequisite does not
// fit is left out, never routed without it. The CLI's --limit agrees.
func TestRouteLimit(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	const task = "add a database migration"
	tests := []struct {
		limit int // 0: not given
		want  []string
	}{
		{0, []string{"migrations-are-reversible", "add-a-database-migration"}},
		{2, []string{"migrations-are-reversible", "add-a-database-migration"}},
		{1, []string{"migrations-are-reversible"}},
	}
	ids := func(raw []byte) []string {
		var out struct {
			Entries []struct {
				ID string `json:"id"`
			} `json:"entries"`
		}
		if err := json.Unmarshal(raw, &out); err != nil {
			t.Fatalf("%v: %s", err, raw)
		}
		var got []string
		for _, e := range out.Entries {
			got = append(got, e.ID)
		}
		return got
	}
	for _, version := range []string{version20250618, ""} {
		p := spawnMCP(t, ws, scratchEnv(t), version)
		for _, tt := range tests {
			args := map[string]any{"query": task}
			if tt.limit > 0 {
				args["limit"] = tt.limit
			}
			var res struct {
				StructuredContent struct {
					Data json.RawMessage `json:"data"`
				} `json:"structuredContent"`
			}
			raw := p.mustCall("tools/call", map[string]any{"name": "engram_route", "arguments": args})
			if err := json.Unmarshal(raw, &res); err != nil {
				t.Fatal(err)
			}
			if got := ids(res.StructuredContent.Data); !slices.Equal(got, tt.want) {
				t.Errorf("era %q, limit %d: routed %v, want %v", version, tt.limit, got, tt.want)
			}
		}
	}
	for _, tt := range tests {
		args := []string{"route", task, "--json"}
		if tt.limit > 0 {
			args = append(args, "--limit", strconv.Itoa(tt.limit))
		}
		r := runCLI(t, ws, "", nil, args...)
		var env struct {
			Data json.RawMessage `json:"data"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &env); err != nil {
			t.Fatalf("engram %v: %v: %+v", args, err, r)
		}
		if got := ids(env.Data); !slices.Equal(got, tt.want) {
			t.Errorf("engram %v: routed %v, want %v", args, got, tt.want)
		}
	}
	// A limit that no match fits with its prerequisites says so, rather
	// than printing an empty route (release-the-api depends on a rule).
	r := runCLI(t, ws, "", nil, "route", "release the API to production", "--limit", "1")
	if !strings.Contains(r.stdout, "no memory fits the limit of 1: the closest one (release-the-api) comes only with its prerequisites") {
		t.Errorf("route --limit 1 with a prerequisite: %+v", r)
	}
}

// toolProperties is each tool's argument schema as tools/list gives it:
// tool name -> property name -> its schema.
func toolProperties(t *testing.T, p *mcpProc) map[string]map[string]any {
	t.Helper()
	var list struct {
		Tools []struct {
			Name        string `json:"name"`
			InputSchema struct {
				Properties map[string]any `json:"properties"`
			} `json:"inputSchema"`
		} `json:"tools"`
	}
	if err := json.Unmarshal(p.mustCall("tools/list", map[string]any{}), &list); err != nil || len(list.Tools) == 0 {
		t.Fatalf("tools/list: %v", err)
	}
	out := make(map[string]map[string]any, len(list.Tools))
	for _, tool := range list.Tools {
		out[tool.Name] = tool.InputSchema.Properties
	}
	return out
}
