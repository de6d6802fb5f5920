package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestCloneRolesBounded: a clone's engram.config.json with 200,000 roles
// (3 MB, under the config's cap) and a memory with 28,000 role tags (under
// the 256 KB of one file, valid hash): every read checked each tag against
// each role with strings.EqualFold, 15 s of CPU for the one memory (hours
// for a store of them), and status printed all 200,000 roles. Now such a
// config is a problem and no role is active.
func TestCloneRolesBounded(t *testing.T) {
	t.Parallel()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	roles := make([]string, 200000)
	for i := range roles {
		roles[i] = fmt.Sprintf("r%06d", i)
	}
	cfg, _ := json.Marshal(map[string]any{"roles": roles})
	writeTestFile(t, filepath.Join(storeDir(ws), configFile), cfg)
	tags := make([]string, 28000)
	for i := range tags {
		tags[i] = fmt.Sprintf("t%06d", i)
	}
	addMemory(t, ws, "rules/many-roles.md", "id: many-roles\ntype: rule\nrole: ["+strings.Join(tags, ", ")+"]\n", "Many roles")
	r, ps := runEngram(t, ws, "", env, testBinary, "status")
	if cpu := ps.UserTime() + ps.SystemTime(); cpu > 5*time.Second {
		t.Errorf("status took %v of CPU", cpu)
	}
	if r.code != 0 || len(r.stdout) > 8<<10 || !strings.Contains(r.stdout, "config roles: 200000 roles, over the limit of 64; using []") ||
		!strings.Contains(r.stdout, "roles: none\n") || !strings.Contains(r.stdout, "memories: 8 visible of 8") {
		t.Errorf("status (exit %d, %d bytes):\n%.2000s", r.code, len(r.stdout), r.stdout)
	}
}

// TestSetRoleCountBounded: set-role and engram_set_role refuse more than
// maxRoles roles, writing nothing, and so do save's and engram_save's; a role given twice in two cases
// ("Backend,backend") is one role, as the config keeps it in lower case.
func TestSetRoleCountBounded(t *testing.T) {
	t.Parallel()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	cfgPath := filepath.Join(storeDir(ws), configFile)
	before, _ := os.ReadFile(cfgPath)
	many := make([]string, maxRoles+1)
	for i := range many {
		many[i] = fmt.Sprintf("role-%d", i)
	}
	r := runCLI(t, ws, "", env, "set-role", strings.Join(many, ","))
	if r.code != 2 || !strings.Contains(r.stderr, "65 roles, over the limit of 64") {
		t.Errorf("set-role of 65 roles: exit %d, %s", r.code, r.stderr)
	}
	p := spawnMCP(t, ws, env, version20251125)
	a := p.call(methodToolsCall, map[string]any{"name": "engram_set_role", "arguments": map[string]any{"roles": many}})
	if !strings.Contains(string(a.Result), `"isError":true`) || !strings.Contains(string(a.Result), "over the limit of 64") {
		t.Errorf("engram_set_role of 65 roles: %s %v", a.Result, a.Error)
	}
	// A memory's roles too: engram_save spent 21 s on 300,000 roles before
	// refusing the 2.6 MB file they made.
	a = p.call(methodToolsCall, map[string]any{"name": "engram_save", "arguments": map[string]any{"text": "Pin the toolchain version in CI", "role": many}})
	if !strings.Contains(string(a.Result), `"isError":true`) || !strings.Contains(string(a.Result), "65 roles, over the limit of 64") {
		t.Errorf("engram_save with 65 roles: %s %v", a.Result, a.Error)
	}
	if r := runCLI(t, ws, "", env, "save", "--force", "--role", strings.Join(many, ","), "Pin the toolchain version in CI"); r.code != 2 || !strings.Contains(r.stderr, "65 roles") {
		t.Errorf("save --role with 65 roles: exit %d, %s", r.code, r.stderr)
	}
	if after, _ := os.ReadFile(cfgPath); string(after) != string(before) {
		t.Errorf("a refused set-role wrote the config:\n%s", after)
	}
	if r := runCLI(t, ws, "", env, "set-role", strings.Join(many[:maxRoles], ",")); r.code != 0 {
		t.Errorf("set-role of 64 roles: exit %d, %s", r.code, r.stderr)
	}
	r = runCLI(t, ws, "", env, "set-role", "Backend,backend,BACKEND")
	if cfg, _ := os.ReadFile(cfgPath); r.code != 0 || strings.Count(string(cfg), `"backend"`) != 1 {
		t.Errorf("set-role Backend,backend,BACKEND: exit %d, config:\n%s", r.code, cfg)
	}
}

// TestIntersectsMatchesEqualFold: the set that intersects builds for many
// roles answers what the pairwise strings.EqualFold answers.
func TestIntersectsMatchesEqualFold(t *testing.T) {
	pairwise := func(a, b []string) bool {
		for _, x := range a {
			for _, y := range b {
				if strings.EqualFold(x, y) {
					return true
				}
			}
		}
		return false
	}
	filler := make([]string, 300)
	for i := range filler {
		filler[i] = fmt.Sprintf("role-%d", i)
	}
	for _, tag := range []string{"backend", "BackEnd", "\u212Aube", "kube", "Kube", "\u017Fre", "sre", "SRE", "b\u00e4ckend", "backend ", "", "r\u00f4le-1", "ROLE-299", "role-300"} {
		for _, roles := range [][]string{{"kube", "sre", "backend"}, {"r\u00f4le-1", "kube"}} {
			b := append(append([]string(nil), filler...), roles...)
			a := append(append([]string(nil), filler...), tag)
			for i := range a[:len(filler)] {
				a[i] = "x" + a[i] // no filler tag matches a role
			}
			if got, want := intersects(a, b), pairwise(a, b); got != want {
				t.Errorf("tag %q, roles %q: intersects %v, EqualFold %v", tag, roles, got, want)
			}
		}
	}
}

// TestConfigProblemsCappedApart: a clone's config naming 60 roles that are
// no role names has 60 problems. An answer names 50 and counts the rest,
// capped apart from the store's files (one cap over both would drop a
// config problem behind 50 unparsable files), with the config's own count
// line, not the files' hint to run verify.
func TestConfigProblemsCappedApart(t *testing.T) {
	t.Parallel()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	path := filepath.Join(ws, ".agents", ".engram", "engram.config.json")
	roles := make([]string, 60)
	for i := range roles {
		roles[i] = fmt.Sprintf("bad role %d", i)
	}
	data, _ := json.Marshal(map[string]any{"roles": roles})
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	r := runCLI(t, ws, "", env, "load", "--json", "add a database migration")
	var out struct {
		Diagnostics []string `json:"diagnostics"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || r.code != 0 {
		t.Fatalf("load: exit %d, %v: %s%s", r.code, err, r.stdout, r.stderr)
	}
	named := 0
	for _, d := range out.Diagnostics {
		if strings.HasPrefix(d, "config roles: ") {
			named++
		}
	}
	if n := len(out.Diagnostics); named != maxListed || n == 0 || out.Diagnostics[n-1] != "config: 10 more problems not listed" {
		t.Errorf("%d config problems named, want %d and a count of the other 10:\n%s", named, maxListed, strings.Join(out.Diagnostics, "\n"))
	}
}
