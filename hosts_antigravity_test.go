package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAntigravityWorkspaceServer: Antigravity 2.0 reads a project's MCP
// servers from .agents/mcp_config.json (Google's Gemini CLI migration
// guide). A workspace 'engram link antigravity' wrote GEMINI.md, which
// tells the agent to call engram_load, and registered no server there, so
// Antigravity had no Engram tools in the project unless the user had also
// linked --global. Link now registers the server in that file, keeping the
// user's servers; unlink gives the file back byte for byte.
func TestAntigravityWorkspaceServer(t *testing.T) {
	t.Parallel()
	mine := "{\n  \"mcpServers\": {\n    \"firebase\": {\"command\": \"npx\", \"args\": [\"-y\", \"firebase-tools@latest\", \"mcp\"]}\n  }\n}\n"
	for _, c := range []struct {
		name, before string
	}{
		{"new file", ""},
		{"the user's file", mine},
	} {
		t.Run(c.name, func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			cfg := filepath.Join(ws, ".agents", "mcp_config.json")
			if c.before != "" {
				writeFile(t, cfg, c.before)
			}
			env := hostEnv(home, ws)
			r := spawnCLI(t, ws, "", env, "link", "antigravity")
			got := readFileOr(cfg)
			if r.code != 0 || !strings.Contains(got, `"engram"`) || !strings.Contains(r.stdout, filepath.Join(".agents", "mcp_config.json")) {
				t.Fatalf("link antigravity registered no server in .agents/mcp_config.json: %+v\n%s", r, got)
			}
			if c.before != "" && !strings.Contains(got, "firebase-tools@latest") {
				t.Errorf("link lost the user's servers:\n%s", got)
			}
			if again := spawnCLI(t, ws, "", env, "link", "antigravity"); readFileOr(cfg) != got || !strings.Contains(again.stdout, "unchanged "+filepath.Join(".agents", "mcp_config.json")) {
				t.Errorf("link twice changed the file: %+v", again)
			}
			if d := spawnCLI(t, ws, "", env, "doctor"); !strings.Contains(d.stdout, "host.antigravity ") {
				t.Errorf("doctor does not check .agents/mcp_config.json:\n%s", d.stdout)
			}
			spawnCLI(t, ws, "", env, "unlink", "antigravity")
			if after := readFileOr(cfg); after != c.before {
				t.Errorf("unlink left %q, want %q", after, c.before)
			}
		})
	}
	// Another program's engram server there: link leaves it, and writes no
	// instructions for tools that server lacks.
	home, ws := t.TempDir(), t.TempDir()
	writeFile(t, filepath.Join(ws, ".agents", "mcp_config.json"), `{"mcpServers": {"engram": {"command": "python", "args": ["-m", "mine"]}}}`)
	r := spawnCLI(t, ws, "", hostEnv(home, ws), "link", "antigravity")
	if _, err := os.Stat(filepath.Join(ws, "GEMINI.md")); err == nil || !strings.Contains(r.stdout, "not Engram") {
		t.Errorf("link beside a foreign server in .agents/mcp_config.json: %+v", r)
	}
}

// readFileOr is the file's text, "" when it does not exist.
func readFileOr(p string) string {
	b, _ := os.ReadFile(p)
	return string(b)
}

// TestDoctorStaleWorkspaceVariable: doctor is where a user goes when
// something is wrong, and a stale ENGRAM_WORKSPACE made it exit 7 with no
// check at all. It now fails one check with the hint, still reads the user
// scope's host configs, and exits 1 as for any failed check; --workspace
// naming no folder stays the usage mistake it is (exit 7).
func TestDoctorStaleWorkspaceVariable(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	writeFile(t, filepath.Join(home, ".gemini", "settings.json"), `{"mcpServers": {"engram": {"command": "engram-mcp", "args": []}}}`)
	gone := filepath.Join(ws, "moved-away")
	r := spawnCLI(t, ws, "", append(hostEnv(home, ws), "ENGRAM_WORKSPACE="+gone), "doctor")
	for _, want := range []string{"fail  store.workspace", "no folder " + gone + " (from ENGRAM_WORKSPACE)", "remedy: set ENGRAM_WORKSPACE to the project folder", "host.gemini.global"} {
		if r.code != exitError || !strings.Contains(r.stdout, want) {
			t.Errorf("doctor with a stale ENGRAM_WORKSPACE: no %q: %+v", want, r)
		}
	}
	if r := spawnCLI(t, ws, "", hostEnv(home, ws), "doctor", "--workspace", gone); r.code != exitNotFound {
		t.Errorf("doctor --workspace naming no folder: %+v", r)
	}
}

// TestAntigravityReadsStrictJSON: Antigravity reads mcp_config.json as
// strict JSON (agy stops at a comment or trailing comma), yet link took
// such a file as JSONC and added Engram's entry to a file the host could
// not load, saying "linked". Link, unlink and upgrade now refuse it with
// file:line and write nothing (GEMINI.md neither), as for .mcp.json, and
// doctor fails the check naming the line.
func TestAntigravityReadsStrictJSON(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, file, id, want string
		global               bool
		before               string
	}{
		{"workspace comment", ".agents/mcp_config.json", "host.antigravity ", ":2:3: comments are not allowed", false,
			"{\n  // mine\n  \"mcpServers\": {}\n}\n"},
		{"global trailing comma", "~/.gemini/config/mcp_config.json", "host.antigravity.global", ":3:1: trailing comma", true,
			"{\"mcpServers\": {\n  \"x\": {\"command\": \"x\"},\n}}\n"},
		{"global with Engram's entry", "~/.gemini/config/mcp_config.json", "host.antigravity.global", ":1:2: comments are not allowed", true,
			"{/* mine */ \"mcpServers\": {\"engram\": {\"command\": \"npx\", \"args\": [\"-y\", \"--package\", \"@the-long-ride/engram@0.0.28\", \"engram-mcp\"]}}}\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			cfg := hostFileAt(home, ws, c.file)
			writeFile(t, cfg, c.before)
			env := hostEnv(home, ws)
			scope := []string{}
			if c.global {
				scope = []string{"--global"}
			}
			for _, cmd := range [][]string{append([]string{"link", "antigravity"}, scope...), append([]string{"unlink", "antigravity"}, scope...), {"upgrade"}} {
				r := spawnCLI(t, ws, "", env, cmd...)
				if cmd[0] == "upgrade" && !strings.Contains(c.before, "engram") {
					continue // nothing of Engram's to re-pin there
				}
				if r.code != exitConfig || !strings.Contains(r.stderr, "mcp_config.json"+c.want) {
					t.Errorf("%v on a file Antigravity cannot read: code %d\n%s%s", cmd, r.code, r.stdout, r.stderr)
				}
				if got := readFileOr(cfg); got != c.before {
					t.Errorf("%v rewrote the file:\n%s", cmd, got)
				}
			}
			for _, md := range []string{filepath.Join(ws, "GEMINI.md"), filepath.Join(home, ".gemini", "GEMINI.md")} {
				if _, err := os.Stat(md); err == nil {
					t.Errorf("link wrote %s though the server could not be registered", md)
				}
			}
			d := spawnCLI(t, ws, "", env, "doctor")
			if !strings.Contains(d.stdout, "fail  "+c.id) || !strings.Contains(d.stdout, "mcp_config.json"+c.want) {
				t.Errorf("doctor does not fail %s naming the line:\n%s", c.id, d.stdout)
			}
		})
	}
}

// TestAntigravityLegacyConfig: Antigravity's IDE before 2.0 read
// ~/.gemini/antigravity/mcp_config.json; 2.0 and later (IDE and agy) read
// only ~/.gemini/config/mcp_config.json. A user who had registered Engram
// in the old file from older docs got no Engram in Antigravity 2.0, doctor
// said nothing of it, upgrade left its old pin and unlink left it behind.
// Now doctor warns until the current file registers it, upgrade and link
// re-pin it, unlink removes it, and another program's server or a file that
// does not parse there is left as it is (link never creates that file).
func TestAntigravityLegacyConfig(t *testing.T) {
	t.Parallel()
	old := `{"command": "npx", "args": ["-y", "--package", "@the-long-ride/engram@0.0.28", "engram-mcp"]}`
	home, ws := t.TempDir(), t.TempDir()
	legacy, cur := filepath.Join(home, ".gemini", "antigravity", "mcp_config.json"), filepath.Join(home, ".gemini", "config", "mcp_config.json")
	writeFile(t, legacy, "{\n  \"mcpServers\": {\n    \"other\": {\"command\": \"x\"},\n    \"engram\": "+old+"\n  }\n}\n")
	env := hostEnv(home, ws)
	if d := spawnCLI(t, ws, "", env, "doctor"); !strings.Contains(d.stdout, "warn  host.antigravity.legacy") || !strings.Contains(d.stdout, "run 'engram link --global antigravity'") {
		t.Errorf("doctor does not say Antigravity 2.0 ignores the old file:\n%s", d.stdout)
	}
	if u := spawnCLI(t, ws, "", env, "upgrade"); u.code != 0 || strings.Contains(readFile(t, legacy), "0.0.28") || !strings.Contains(readFile(t, legacy), `"other"`) {
		t.Errorf("upgrade did not re-pin the old file's entry: %+v\n%s", u, readFile(t, legacy))
	}
	if l := spawnCLI(t, ws, "", env, "link", "--global", "antigravity"); l.code != 0 || !strings.Contains(readFileOr(cur), `"engram"`) {
		t.Fatalf("link --global antigravity: %+v", l)
	}
	if d := spawnCLI(t, ws, "", env, "doctor"); !strings.Contains(d.stdout, "pass  host.antigravity.legacy") {
		t.Errorf("doctor after link:\n%s", d.stdout)
	}
	if u := spawnCLI(t, ws, "", env, "unlink", "--global", "antigravity"); u.code != 0 || strings.Contains(readFile(t, legacy), "engram") || !strings.Contains(readFile(t, legacy), `"other"`) {
		t.Errorf("unlink left Engram's entry in the old file (or took the user's): %+v\n%s", u, readFile(t, legacy))
	}
	// Not Engram's, or not parsable: link, upgrade and unlink leave it, and
	// link goes on; no file, no file.
	for _, before := range []string{
		`{"mcpServers": {"engram": {"command": "python", "args": ["-m", "mine"]}}}`,
		"{\n  // mine\n  \"mcpServers\": {\"engram\": " + old + "}\n}\n",
		"",
	} {
		home, ws := t.TempDir(), t.TempDir()
		legacy := filepath.Join(home, ".gemini", "antigravity", "mcp_config.json")
		if before != "" {
			writeFile(t, legacy, before)
		}
		env := hostEnv(home, ws)
		for _, cmd := range [][]string{{"link", "--global", "antigravity"}, {"upgrade"}, {"unlink", "--global", "antigravity"}} {
			if r := spawnCLI(t, ws, "", env, cmd...); r.code != 0 || readFileOr(legacy) != before {
				t.Errorf("%v beside %q: %+v\n%s", cmd, before, r, readFileOr(legacy))
			}
		}
		if d := spawnCLI(t, ws, "", env, "doctor"); strings.Contains(d.stdout, "host.antigravity.legacy") {
			t.Errorf("doctor beside %q:\n%s", before, d.stdout)
		}
	}
}

// TestAntigravityIgnoresGeminiCLIHome: GEMINI_CLI_HOME moves Gemini CLI's
// folder, not Antigravity's (agy has no such variable): with it set, link
// --global antigravity wrote the server and the GEMINI.md block under it,
// where Antigravity never looks, and doctor checked that file.
func TestAntigravityIgnoresGeminiCLIHome(t *testing.T) {
	t.Parallel()
	home, ws, moved := t.TempDir(), t.TempDir(), t.TempDir()
	env := append(hostEnv(home, ws), "GEMINI_CLI_HOME="+moved)
	for _, target := range []string{"antigravity", "gemini"} {
		if r := spawnCLI(t, ws, "", env, "link", "--global", target); r.code != 0 {
			t.Fatalf("link --global %s: %+v", target, r)
		}
	}
	for _, p := range []string{filepath.Join(home, ".gemini", "config", "mcp_config.json"), filepath.Join(home, ".gemini", "GEMINI.md"),
		filepath.Join(moved, ".gemini", "settings.json"), filepath.Join(moved, ".gemini", "GEMINI.md")} {
		if !fileExists(p) {
			t.Errorf("no %s", p)
		}
	}
	if p := filepath.Join(moved, ".gemini", "config", "mcp_config.json"); fileExists(p) {
		t.Errorf("Antigravity's server went under GEMINI_CLI_HOME: %s", p)
	}
	if d := spawnCLI(t, ws, "", env, "doctor"); !strings.Contains(d.stdout, filepath.Join(home, ".gemini", "config", "mcp_config.json")) {
		t.Errorf("doctor does not check Antigravity's own file:\n%s", d.stdout)
	}
	if r := spawnCLI(t, ws, "", env, "unlink", "--global", "antigravity"); r.code != 0 || fileExists(filepath.Join(home, ".gemini", "GEMINI.md")) || !fileExists(filepath.Join(moved, ".gemini", "GEMINI.md")) {
		t.Errorf("unlink --global antigravity: %+v", r)
	}
}
