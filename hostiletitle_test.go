package main

import (
	"fmt"
	"strings"
	"testing"
)

// TestLongTitleNotEchoedWhole: engram writes titles of at most 80
// characters, but a memory's title is its file's, and a clone's memory with
// a 90 KB title (valid hash) came back whole in every engram_search answer
// (text and data: twice), every resources/list, every route entry's data and
// engram list: a quarter of a megabyte of the agent's context per search. Where a
// list names a memory, its title is cut to maxShownTitle characters.
func TestLongTitleNotEchoedWhole(t *testing.T) {
	t.Parallel()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	words := make([]string, 9000)
	for i := range words {
		words[i] = fmt.Sprintf("deploy%d", i)
	}
	title := "Deploy billing " + strings.Join(words, " ")
	addMemory(t, ws, "knowledge/long-title.md", "id: long-title\ntype: knowledge\nscope: workspace\ncreated: 2026-11-02\n", title)
	const bound = 16 << 10
	for _, args := range [][]string{{"search", "deploy billing"}, {"search", "--json", "deploy billing"}, {"route", "--json", "deploy billing"}, {"list"}, {"list", "--json"}} {
		r := spawnCLI(t, ws, "", env, args...)
		if r.code != 0 || !strings.Contains(r.stdout, "long-title") || len(r.stdout) > bound {
			t.Errorf("%v: exit %d, %d bytes (want the memory named in at most %d):\n%.500s", args, r.code, len(r.stdout), bound, r.stdout)
		}
	}
	p := spawnMCP(t, ws, env, "2025-06-18")
	for _, c := range []struct {
		method string
		params map[string]any
	}{
		{"tools/call", map[string]any{"name": "engram_search", "arguments": map[string]any{"query": "deploy billing"}}},
		{"tools/call", map[string]any{"name": "engram_route", "arguments": map[string]any{"query": "deploy billing"}}},
		{"resources/list", map[string]any{}},
	} {
		raw := p.mustCall(c.method, c.params)
		if !strings.Contains(string(raw), "long-title") || len(raw) > bound {
			t.Errorf("%s %v: %d bytes (want the memory named in at most %d)", c.method, c.params["name"], len(raw), bound)
		}
	}
}
