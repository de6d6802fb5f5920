package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestWholeNumberArguments: every integer argument of every tool (as
// tools/list gives them) is refused, in both eras, unless it is a whole
// number within the schema's bounds, and the refusal says what the tool
// takes: "limit" 1e12 and 1.5 were refused as "must be a number", and 0,
// -1 and 101 were taken silently. A whole number written 1e1 is taken, as
// JSON Schema's integer does. The CLI's --limit and load's --budget refuse a
// negative one and 0: route --limit 0 and load --budget 0 took the store's
// default unsaid, while -1 was refused as not positive.
func TestWholeNumberArguments(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	for _, version := range []string{version20250618, ""} {
		p := spawnMCP(t, ws, scratchEnv(t), version)
		tools := toolProperties(t, p)
		checked := 0
		for tool, props := range tools {
			for name, prop := range props {
				var s struct {
					Type    string   `json:"type"`
					Minimum *float64 `json:"minimum"`
					Maximum *float64 `json:"maximum"`
				}
				b, _ := json.Marshal(prop)
				if json.Unmarshal(b, &s) != nil || s.Type != "integer" {
					continue
				}
				checked++
				want := "must be a whole number"
				bad := []string{"1.5", "1e400", `"3"`, "true"}
				if s.Minimum != nil {
					bad = append(bad, "-1", "0")
					want += " of at least 1"
				}
				if s.Maximum != nil {
					bad = append(bad, "1e12", "101")
					want = strings.Replace(want, "of at least 1", "from 1 to 100", 1)
				}
				call := func(v string) string {
					args := map[string]any{name: json.RawMessage(v)}
					if _, ok := props["query"]; ok {
						args["query"] = "release the api"
					}
					return string(p.mustCall("tools/call", map[string]any{"name": tool, "arguments": args}))
				}
				for _, v := range bad {
					if raw := call(v); !strings.Contains(raw, `\"`+name+`\" `+want) || !strings.Contains(raw, `"isError":true`) {
						t.Errorf("era %q: %s %s=%s: %.300s", version, tool, name, v, raw)
					}
				}
				for _, v := range []string{"1e1", "10.0", "10"} {
					if raw := call(v); strings.Contains(raw, `"isError":true`) {
						t.Errorf("era %q: %s %s=%s refused: %.300s", version, tool, name, v, raw)
					}
				}
			}
		}
		if checked < 3 {
			t.Errorf("era %q: %d integer arguments in tools/list, want load's budget_tokens and the limits of route and search", version, checked)
		}
		raw := string(p.mustCall("tools/call", map[string]any{"name": "engram_commit", "arguments": map[string]any{"approval_token": "engram-approval-x", "approve": json.RawMessage("[1.5]")}}))
		if !strings.Contains(raw, "whole numbers from 1 to") {
			t.Errorf("era %q: approve [1.5]: %.300s", version, raw)
		}
	}
	for _, c := range []struct{ cmd, flag, want string }{
		{"search", "--limit", "--limit must be a positive whole number"},
		{"route", "--limit", "--limit must be a positive whole number"},
		{"load", "--budget", "--budget must be a positive number of tokens"},
	} {
		for _, v := range []string{"-1", "0"} {
			r := spawnCLI(t, ws, "", nil, c.cmd, "release", c.flag, v)
			if r.code != exitUsage || !strings.Contains(r.stderr, c.want) {
				t.Errorf("%s %s %s: exit %d %s", c.cmd, c.flag, v, r.code, r.stderr)
			}
		}
	}
}
