package main

import (
	"encoding/json"
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
