package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestConfigRepliesAgreeWithTheFile: engram_set_role's and
// engram_set_rule_variant's data carry both settings, and must report them
// as the write left the file, not as a read before the store's lock saw
// them. Two engram-mcp processes each read the config and then wait for the
// lock this test holds; once it is released they write one after the
// other, so the second one's file holds both changes, and its reply must
// say so. (On a machine so slow that a server has not read the config
// before the lock is released, the test passes without reaching the
// window; it cannot fail on a correct build.)
func TestConfigRepliesAgreeWithTheFile(t *testing.T) {
	t.Parallel()
	for _, version := range []string{version20251125, ""} {
		t.Run("era "+version, func(t *testing.T) {
			t.Parallel()
			ws, env := exampleWorkspace(t), scratchEnv(t)
			roleSrv, variantSrv := spawnMCP(t, ws, env, version), spawnMCP(t, ws, env, version)
			lock, err := lockStore(storeDir(ws))
			if err != nil {
				t.Fatal(err)
			}
			send := func(p *mcpProc, tool string, args map[string]any) int {
				id, line := p.request(methodToolsCall, map[string]any{"name": tool, "arguments": args})
				p.sendRaw(line)
				return id
			}
			roleID := send(roleSrv, "engram_set_role", map[string]any{"role": "backend"})
			variantID := send(variantSrv, "engram_set_rule_variant", map[string]any{"variant": "strict"})
			time.Sleep(700 * time.Millisecond) // both have read the config and wait for the lock
			lock.unlock()
			replies := map[string]configChangeData{}
			for name, p := range map[string]*mcpProc{"set_role": roleSrv, "set_rule_variant": variantSrv} {
				a := p.readAnswer()
				var res struct {
					StructuredContent struct{ Data configChangeData } `json:"structuredContent"`
				}
				if a.Error != nil || (a.ID != roleID && a.ID != variantID) || json.Unmarshal(a.Result, &res) != nil {
					t.Fatalf("%s: %+v %s", name, a.Error, a.Result)
				}
				replies[name] = res.StructuredContent.Data
			}
			cfg := storeFile(t, ws, configFile)
			if !strings.Contains(cfg, `"backend"`) || !strings.Contains(cfg, `"strict"`) {
				t.Fatalf("a change was lost:\n%s", cfg)
			}
			// Each reply is its own change alone (it wrote first) or both.
			alone := map[string]string{"set_role": "backend/off", "set_rule_variant": "/strict"}
			both := 0
			for name, d := range replies {
				switch strings.Join(d.Roles, ",") + "/" + d.RuleVariants {
				case "backend/strict":
					both++
				case alone[name]:
				default:
					t.Errorf("%s reported %+v, a state the file never had", name, d)
				}
			}
			if both != 1 {
				t.Errorf("%d replies report the file as the last write left it (roles [backend], strict), want 1: %+v\n%s", both, replies, cfg)
			}
		})
	}
}

// TestBadRoleAndVariantValues: DESIGN "A bad value is a clear error naming
// the key, never a crash", for the keys the config tools write. roles as a
// string and rule_variants with a string flag and an unknown variant: status
// names each key, a read over MCP carries the same lines in its
// diagnostics and still answers, and set-role / set-rule-variant replace
// exactly the bad values (the config's other keys stay as they were).
func TestBadRoleAndVariantValues(t *testing.T) {
	t.Parallel()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	bad := strings.NewReplacer(`"roles": []`, `"roles": "backend"`, `"enabled": false`, `"enabled": "yes"`, `"active": "balanced"`, `"active": "extreme"`).
		Replace(storeFile(t, ws, configFile))
	os.WriteFile(filepath.Join(storeDir(ws), configFile), []byte(bad), 0o644)
	lines := []string{
		"roles: must be a list of role names; using []",
		"rule_variants.enabled: must be true or false; using false",
		"rule_variants.active: must be light, balanced or strict; using balanced",
	}
	r := spawnCLI(t, ws, "", env, "status")
	for _, l := range lines {
		if r.code != 0 || !strings.Contains(r.stdout, "config "+l+"\n") {
			t.Errorf("status (exit %d) does not name %q:\n%s", r.code, l, r.stdout)
		}
	}
	p := spawnMCP(t, ws, env, "")
	a := p.call(methodToolsCall, map[string]any{"name": "engram_load", "arguments": map[string]any{"query": "release the api"}})
	for _, l := range lines {
		if a.Error != nil || !strings.Contains(string(a.Result), l) || !strings.Contains(string(a.Result), "release-the-api") {
			t.Errorf("engram_load with bad values lacks %q: %+v %s", l, a.Error, a.Result)
		}
	}
	p.close()
	spawnCLI(t, ws, "", env, "set-role", "frontend")
	spawnCLI(t, ws, "", env, "set-rule-variant", "strict")
	want := strings.NewReplacer(`"roles": "backend"`, "\"roles\": [\n    \"frontend\"\n  ]", `"enabled": "yes"`, `"enabled": true`, `"active": "extreme"`, `"active": "strict"`).Replace(bad)
	if got := storeFile(t, ws, configFile); got != want {
		t.Errorf("config after set-role and set-rule-variant:\n%s", lineDiff(want, got))
	}
	if r := spawnCLI(t, ws, "", env, "status"); strings.Contains(r.stdout, "config ") {
		t.Errorf("status still names a bad value:\n%s", r.stdout)
	}
}

// TestConfigRolesAreRoleNames: a role in a (cloned) config is what
// set-role accepts, letters, digits and dashes. Anything else was kept and
// printed raw: status wrote "roles: a" + ESC[31m to the terminal, and a
// "\n" in a role started a line of its own in status and in engram_status's
// text. Such a role is now ignored and named escaped; the others stay.
func TestConfigRolesAreRoleNames(t *testing.T) {
	t.Parallel()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	bad := strings.Replace(storeFile(t, ws, configFile), `"roles": []`, `"roles": ["ops", "a\u001b[31mred", "b\nroles: forged", "Back-End"]`, 1)
	os.WriteFile(filepath.Join(storeDir(ws), configFile), []byte(bad), 0o644)
	r := spawnCLI(t, ws, "", env, "status")
	if r.code != 0 || strings.Contains(r.stdout, "\x1b") || strings.Contains(r.stdout, "\nroles: forged") || !strings.Contains(r.stdout, "roles: ops, back-end\n") ||
		!strings.Contains(r.stdout, `config roles: "a[U+001B][31mred" is not a role name`) {
		t.Errorf("status (exit %d):\n%q", r.code, r.stdout)
	}
}

// TestSetRoleNoneOverMCP: `engram set-role none` clears the roles ("none"
// is never a role name: status prints "roles: none" for no roles). Over
// MCP, engram_set_role {"role": "none"} made "none" an active role, which
// hides every role-tagged memory while status reads as if no role were
// set; and a call with neither role nor roles cleared the human's roles.
// Now "none" clears in both, with a role it is refused, and a call that
// names no roles changes nothing.
func TestSetRoleNoneOverMCP(t *testing.T) {
	t.Parallel()
	for _, version := range []string{version20251125, ""} {
		t.Run("era "+version, func(t *testing.T) {
			t.Parallel()
			ws, env := exampleWorkspace(t), scratchEnv(t)
			p := spawnMCP(t, ws, env, version)
			tests := []struct {
				args  map[string]any
				fails bool
				roles string // engram.config.json's roles after the call
			}{
				{map[string]any{"role": "backend"}, false, "[\n    \"backend\"\n  ]"},
				{map[string]any{}, true, "[\n    \"backend\"\n  ]"},
				{map[string]any{"roles": []string{"None", "frontend"}}, true, "[\n    \"backend\"\n  ]"},
				{map[string]any{"role": "NONE"}, false, "[]"},
				{map[string]any{"roles": []string{"backend"}}, false, "[\n    \"backend\"\n  ]"},
				{map[string]any{"roles": []string{"none"}}, false, "[]"},
			}
			for _, tt := range tests {
				a := p.call(methodToolsCall, map[string]any{"name": "engram_set_role", "arguments": tt.args})
				failed := a.Error != nil || strings.Contains(string(a.Result), `"isError":true`)
				cfg := storeFile(t, ws, configFile)
				if failed != tt.fails || !strings.Contains(cfg, `"roles": `+tt.roles) {
					t.Errorf("engram_set_role %v: failed %v, want %v; config:\n%s\nreply: %s", tt.args, failed, tt.fails, cfg, a.Result)
				}
			}
		})
	}
}

// TestRoleHidesInEveryRead: DESIGN's visibility rule "drop ... role-tagged
// memories when roles is set and does not intersect" for every read (only
// engram_search and engram_load's routing were tested): the CLI's search,
// route, load and load --id, and over MCP engram_search, engram_route,
// engram_load by query and by id, engram://index and engram://memory/{id},
// show a frontend memory with no roles or with frontend active, and none
// with backend active (a read by id says why).
func TestRoleHidesInEveryRead(t *testing.T) {
	t.Parallel()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	const id, query = "search-uses-sqlite-fts", "full-text search sqlite fts5 table"
	p := filepath.Join(storeDir(ws), "knowledge", id+".md")
	data, _ := os.ReadFile(p)
	os.WriteFile(p, []byte(strings.Replace(string(data), "revision: 1\n", "revision: 1\nrole: [frontend]\n", 1)), 0o644)
	if r := spawnCLI(t, ws, "", env, "rehash"); r.code != 0 {
		t.Fatalf("rehash: %s", r.stderr)
	}
	reads := func() map[string]string {
		out := map[string]string{}
		for name, args := range map[string][]string{"search": {"search", query}, "route": {"route", query}, "load": {"load", query}, "load --id": {"load", "--id", id}} {
			r := spawnCLI(t, ws, "", env, args...)
			out[name] = r.stdout + r.stderr
		}
		for _, version := range []string{version20251125, ""} {
			s := spawnMCP(t, ws, env, version)
			for _, tool := range []string{"engram_search", "engram_route", "engram_load"} {
				text, _ := toolText(t, s, tool, map[string]any{"query": query})
				out[tool+" "+version] = text
			}
			a := s.call(methodToolsCall, map[string]any{"name": "engram_load", "arguments": map[string]any{"id": id}})
			out["engram_load id "+version] = string(a.Result)
			out["engram://index "+version] = s.readText(indexURI)
			if a = s.call(methodResourcesRead, map[string]any{"uri": memoryURIPrefix + id}); a.Error != nil {
				out["engram://memory "+version] = a.Error.Message
			} else {
				out["engram://memory "+version] = string(a.Result)
			}
			s.close()
		}
		return out
	}
	for _, role := range []string{"none", "frontend", "backend"} {
		if r := spawnCLI(t, ws, "", env, "set-role", role); r.code != 0 {
			t.Fatalf("set-role %s: %s", role, r.stderr)
		}
		for name, text := range reads() {
			resource := strings.HasPrefix(name, "engram://memory")
			byID := resource || strings.Contains(name, "id")
			// A list names the id; a read by id gives the body.
			shown := strings.Contains(text, "notes_fts") || !byID && strings.Contains(text, id)
			if role != "backend" && !shown {
				t.Errorf("roles %s: %s does not show the frontend memory:\n%s", role, name, text)
			}
			refused := strings.Contains(text, "role frontend not active") || resource && strings.HasPrefix(text, resourceNotFoundMessage+": ")
			if role == "backend" && (shown || byID && !refused) {
				t.Errorf("roles backend: %s shows the frontend memory:\n%s", name, text)
			}
		}
	}
}

// TestARoleIsOneWord: a role with a space inside ("Back End") was split
// into the roles "back" and "end" by set-role, engram_set_role, save
// --role and the tools' role arguments. It is refused on every path with
// the one-word spelling to use; commas (with or without a space after
// them) still separate roles, and set-role's separate arguments stay
// separate roles. engram_set_role's schema says it needs role or roles
// (minProperties, as no host takes a root anyOf) and that "none" clears.
func TestARoleIsOneWord(t *testing.T) {
	t.Parallel()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	const refusal, fix = `role \"Back End\" is not one word`, "back-end"
	for _, args := range [][]string{{"set-role", "Back End"}, {"set-role", "frontend, Back End"}, {"save", "--role", "Back End", "--force", "--", "Deploys go out on Tuesdays only"}} {
		r := spawnCLI(t, ws, "", env, args...)
		if r.code != exitUsage || !strings.Contains(r.stderr, strings.ReplaceAll(refusal, `\"`, `"`)) || !strings.Contains(r.stderr, fix) {
			t.Errorf("%q: exit %d %s%s", args, r.code, r.stdout, r.stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(storeDir(ws), "knowledge", "deploys-go-out-on-tuesdays-only.md")); err == nil {
		t.Errorf("save --role 'Back End' wrote the memory")
	}
	// No spelling is offered that is no role either ("x y!" was offered x-y!).
	if r := spawnCLI(t, ws, "", env, "set-role", "x y!"); r.code != exitUsage || !strings.Contains(r.stderr, "is not one word") || strings.Contains(r.stderr, "e.g.") {
		t.Errorf("set-role 'x y!': exit %d %s", r.code, r.stderr)
	}
	for _, tt := range []struct{ args, want []string }{
		{[]string{"set-role", "backend, frontend"}, []string{"backend", "frontend"}},
		{[]string{"set-role", "Backend", "ops"}, []string{"backend", "ops"}},
	} {
		r := spawnCLI(t, ws, "", env, tt.args...)
		var cfg struct{ Roles []string }
		if r.code != 0 || json.Unmarshal([]byte(storeFile(t, ws, configFile)), &cfg) != nil || !slices.Equal(cfg.Roles, tt.want) {
			t.Errorf("%q: exit %d %s %s: roles %v, want %v", tt.args, r.code, r.stdout, r.stderr, cfg.Roles, tt.want)
		}
	}
	for _, version := range []string{version20250618, ""} {
		p := spawnMCP(t, ws, env, version)
		for _, call := range []struct {
			tool string
			args map[string]any
		}{
			{"engram_set_role", map[string]any{"role": "Back End"}},
			{"engram_set_role", map[string]any{"roles": []string{"ops", "Back End"}}},
			{"engram_save", map[string]any{"text": "Deploys go out on Tuesdays only", "role": "Back End"}},
			{"engram_save", map[string]any{"text": "Deploys go out on Tuesdays only", "role": []string{"Back End"}}},
			{"engram_save_session", map[string]any{"text": "Deploys go out on Tuesdays only", "role": "ops,Back End"}},
		} {
			raw := string(p.mustCall(methodToolsCall, map[string]any{"name": call.tool, "arguments": call.args}))
			if !strings.Contains(raw, `"isError":true`) || !strings.Contains(raw, refusal) || !strings.Contains(raw, fix) {
				t.Errorf("era %q %s %v: %s", version, call.tool, call.args, raw)
			}
		}
		if cfg := storeFile(t, ws, configFile); !strings.Contains(cfg, "\"roles\": [\n    \"backend\",\n    \"ops\"\n  ]") {
			t.Errorf("era %q: a refused call changed the roles:\n%s", version, cfg)
		}
		var list struct {
			Tools []struct {
				Name        string         `json:"name"`
				Description string         `json:"description"`
				InputSchema map[string]any `json:"inputSchema"`
			} `json:"tools"`
		}
		if err := json.Unmarshal(p.mustCall("tools/list", map[string]any{}), &list); err != nil {
			t.Fatal(err)
		}
		for _, tool := range list.Tools {
			for _, k := range []string{"anyOf", "oneOf", "allOf"} {
				if _, ok := tool.InputSchema[k]; ok {
					t.Errorf("%s's inputSchema has a root %s, which model APIs refuse", tool.Name, k)
				}
			}
			if tool.Name == "engram_set_role" && (tool.InputSchema["minProperties"] != 1.0 || !strings.Contains(tool.Description, `"none"`)) {
				t.Errorf("era %q: engram_set_role's schema does not say it needs role or roles, or that none clears: %s %v", version, tool.Description, tool.InputSchema)
			}
		}
	}
}
