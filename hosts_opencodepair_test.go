package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// OpenCode entries as a user's files hold them: Engram's (an older link's,
// or written by hand) and another memory tool's server named engram.
const (
	opencodeOurs    = `{"mcp": {"engram": {"type": "local", "command": ["engram-mcp"], "enabled": true}}}`
	opencodeTheirs  = `{"mcp": {"engram": {"type": "local", "command": ["engram", "mcp", "--tools=agent"]}}}`
	opencodeNoMCP   = "{\n  // mine\n  \"theme\": \"x\",\n}\n"
	opencodeEntryOf = `"engram"`
)

// TestOpencodeBothConfigs: OpenCode (1.18.33, checked with 'opencode mcp
// list') reads opencode.jsonc and opencode.json in one folder and merges
// them, the .jsonc's keys winning. Link wrote the .jsonc only: beside
// Engram's entry in opencode.json it added a second, unlink removed only
// that one and said so while OpenCode still started Engram from the .json
// (doctor: "no host has an engram MCP entry"); beside another tool's engram
// server in opencode.json it added Engram's to the .jsonc, which shadowed
// the user's server. Link now edits the file that names engram and unlink
// removes Engram's entry from both, at both scopes.
func TestOpencodeBothConfigs(t *testing.T) {
	t.Parallel()
	for _, global := range []bool{false, true} {
		for _, c := range []struct {
			name, jsonc, json string
			// after link: whether each file names engram
			linkJSONC, linkJSON bool
			// after unlink
			unlinkJSONC, unlinkJSON bool
		}{
			{"ours in json", opencodeNoMCP, opencodeOurs, false, true, false, false},
			{"theirs in json", opencodeNoMCP, opencodeTheirs, false, true, false, true},
			{"ours in both", opencodeOurs, opencodeOurs, true, true, false, false},
			{"ours in jsonc", opencodeOurs, opencodeNoMCP, true, false, false, false},
			{"none", opencodeNoMCP, "{}", true, false, false, false},
		} {
			name := c.name
			if global {
				name += " global"
			}
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				home, ws := t.TempDir(), t.TempDir()
				dir, args := ws, []string{"opencode"}
				if global {
					dir, args = filepath.Join(home, ".config", "opencode"), []string{"--global", "opencode"}
				}
				jsonc, plain := filepath.Join(dir, "opencode.jsonc"), filepath.Join(dir, "opencode.json")
				writeFile(t, jsonc, c.jsonc)
				writeFile(t, plain, c.json)
				env := hostEnv(home, ws)
				check := func(step string, wantJSONC, wantJSON bool) {
					t.Helper()
					gotC, gotJ := readFile(t, jsonc), readFile(t, plain)
					if strings.Contains(gotC, opencodeEntryOf) != wantJSONC || strings.Contains(gotJ, opencodeEntryOf) != wantJSON {
						t.Errorf("after %s: engram in opencode.jsonc %v (want %v), in opencode.json %v (want %v)\n%s\n%s",
							step, !wantJSONC, wantJSONC, !wantJSON, wantJSON, gotC, gotJ)
					}
					if !strings.Contains(gotC, "// mine") && strings.Contains(c.jsonc, "// mine") {
						t.Errorf("after %s: the user's comment is gone:\n%s", step, gotC)
					}
				}
				if r := runCLI(t, ws, "", env, append([]string{"link"}, args...)...); r.code != 0 {
					t.Fatalf("link: %+v", r)
				}
				check("link", c.linkJSONC, c.linkJSON)
				id := "host.opencode"
				if global {
					id += ".global"
				}
				// doctor reads the file OpenCode takes engram from (it read
				// the .jsonc only, and saw no entry).
				want := jsonc
				if !c.linkJSONC {
					want = plain
				}
				if got := doctorCheckOf(t, ws, env, id); !strings.HasPrefix(got.Message, want+":") {
					t.Errorf("doctor after link: %+v, want %s", got, want)
				}
				if c.json == opencodeTheirs {
					if got := readFile(t, plain); got != c.json {
						t.Errorf("link changed the other tool's server:\n%s", got)
					}
				}
				if r := runCLI(t, ws, "", env, append([]string{"unlink"}, args...)...); r.code != 0 {
					t.Fatalf("unlink: %+v", r)
				}
				check("unlink", c.unlinkJSONC, c.unlinkJSON)
			})
		}
	}
}

// TestOpencodeDanglingJSONCLink: an opencode.jsonc that is a link to
// nothing (a dotfiles folder not checked out) read as absent, so link
// created opencode.json beside it and said "created". Link now names the
// link, exits 3 and writes nothing, as for every other host's config.
func TestOpencodeDanglingJSONCLink(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("symlinks need privileges on Windows")
	}
	home, ws := t.TempDir(), t.TempDir()
	link := filepath.Join(ws, "opencode.jsonc")
	if err := os.Symlink(filepath.Join(home, "dotfiles", "opencode.jsonc"), link); err != nil {
		t.Fatal(err)
	}
	r := runCLI(t, ws, "", hostEnv(home, ws), "link", "opencode")
	if r.code != exitConfig || !strings.Contains(r.stderr, "opencode.jsonc is a link to") {
		t.Errorf("link beside a dangling opencode.jsonc: %+v", r)
	}
	for _, name := range []string{"opencode.json", "AGENTS.md"} {
		if _, err := os.Stat(filepath.Join(ws, name)); err == nil {
			t.Errorf("%s written beside a dangling opencode.jsonc", name)
		}
	}
}

// doctorCheckOf is doctor's check id in ws, or the zero check.
func doctorCheckOf(t *testing.T, ws string, env []string, id string) doctorCheck {
	t.Helper()
	r := runCLI(t, ws, "", env, "doctor", "--json")
	var out struct {
		Checks []doctorCheck `json:"checks"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("%v\n%s", err, r.stdout)
	}
	for _, c := range out.Checks {
		if c.ID == id {
			return c
		}
	}
	return doctorCheck{}
}
