package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLinkSkipsInstructionsForForeignServer: where a host's "engram" MCP
// server is another program (a user's own; engram-rs-mcp's README names it
// so), link leaves it without --force, yet it wrote the instruction block,
// which tells the agent to call engram_load and engram_save, tools that
// server lacks. Now the block is skipped with a line that says why; Claude's
// hook (the engram CLI, no server) stays; --force and --no-mcp write it.
func TestLinkSkipsInstructionsForForeignServer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name   string
		args   []string
		config string // "~/…" in the home, else in the workspace
		src    string
		block  string // the instructions link must not write
	}{
		{"claude", []string{"claude"}, ".mcp.json", `{"mcpServers": {"engram": {"command": "python", "args": ["-m", "engram_rs"]}}}`, "CLAUDE.md"},
		{"codex", []string{"codex"}, ".codex/config.toml", "[mcp_servers.engram]\ncommand = \"engram-rs-mcp\"\n", "AGENTS.md"},
		{"gemini global", []string{"gemini", "--global"}, "~/.gemini/settings.json", `{"mcpServers": {"engram": {"httpUrl": "https://engram.example/mcp"}}}`, "~/.gemini/GEMINI.md"},
		{"cursor", []string{"cursor"}, ".cursor/mcp.json", `{"mcpServers": {"engram": {"command": "uvx", "args": ["engram"]}}}`, ".cursor/rules/engram.mdc"},
		{"windsurf", []string{"windsurf"}, "~/.codeium/windsurf/mcp_config.json", `{"mcpServers": {"engram": {"command": "node", "args": ["engram.js"]}}}`, ".windsurf/rules/engram.md"},
		{"claude global", []string{"claude", "--global"}, "~/.claude.json", `{"mcpServers": {"engram": {"command": "npx", "args": ["-y", "engram-rs-mcp"]}}}`, "~/.claude/CLAUDE.md"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			home, ws := t.TempDir(), t.TempDir()
			at := func(p string) string { return hostFileAt(home, ws, p) }
			env := hostEnv(home, ws)
			writeFile(t, at(c.config), c.src)
			r := spawnCLI(t, ws, "", env, append([]string{"link"}, c.args...)...)
			if _, err := os.Stat(at(c.block)); err == nil || r.code != 0 {
				t.Fatalf("link wrote %s beside a foreign engram server: %+v", c.block, r)
			}
			if !strings.Contains(r.stdout, "so the instructions to call Engram's tools are not written") || strings.Contains(r.stdout, "runs another program") {
				t.Errorf("link did not say why it skipped %s: %+v", c.block, r)
			}
			if strings.Contains(r.stdout, "Pending approval") {
				t.Errorf("link asked to approve a server it did not register: %+v", r)
			}
			if c.name == "claude" && !strings.Contains(readFile(t, filepath.Join(ws, ".claude", "settings.json")), "engram hook session-start") {
				t.Errorf("link skipped Claude's hook, which needs no server")
			}
			if got := readFile(t, at(c.config)); got != c.src {
				t.Errorf("link changed the user's server:\n%s", got)
			}
			if c.name == "claude global" {
				// Link never writes ~/.claude.json: --force leaves that
				// server, so the block stays out, and the line says how.
				r := spawnCLI(t, ws, "", env, "link", "--force", "claude", "--global")
				if _, err := os.Stat(at(c.block)); err == nil || strings.Contains(r.stdout, "add --force") || !strings.Contains(r.stdout, "replace it as the note below says") {
					t.Errorf("link --force --global claude wrote the block or advised --force: %+v", r)
				}
			}
			for _, flag := range []string{"--no-mcp", "--force"} {
				if c.name == "claude global" && flag == "--force" {
					continue
				}
				if r := spawnCLI(t, ws, "", env, append([]string{"link", flag}, c.args...)...); r.code != 0 || !strings.Contains(readFile(t, at(c.block)), "engram_load") {
					t.Errorf("link %s did not write %s: %+v", flag, c.block, r)
				}
			}
		})
	}
}

// TestLinkForeignServerKeepsASharedBlock: Codex and OpenCode read one
// AGENTS.md; a foreign server in Codex's config must not keep the block
// from OpenCode, whose server is Engram's.
func TestLinkForeignServerKeepsASharedBlock(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	writeFile(t, filepath.Join(ws, ".codex", "config.toml"), "[mcp_servers.engram]\ncommand = \"python\"\n")
	r := spawnCLI(t, ws, "", hostEnv(home, ws), "link", "codex", "opencode")
	if r.code != 0 || !strings.Contains(readFile(t, filepath.Join(ws, "AGENTS.md")), "engram_load") {
		t.Fatalf("link left OpenCode without its block: %+v", r)
	}
}

// TestLinkRefusesReadOnlyConfig: a host file its owner made read-only
// (chmod a-w; Windows' read-only attribute) was replaced by link and unlink
// all the same: the atomic rename is not stopped by the file's mode, and the
// mode was kept, so the file looked untouched. Now the command names it,
// exits 3 and writes nothing, the other files included.
func TestLinkRefusesReadOnlyConfig(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args      []string
		file, src string
		untouched string // a file the same run must not create
	}{
		{[]string{"link", "claude"}, ".mcp.json", "{\"mcpServers\": {}}\n", "CLAUDE.md"},
		{[]string{"unlink", "codex"}, "AGENTS.md", "# Mine\n\n" + strings.Join(instructionLines(), "\n") + "\n", ""},
	} {
		home, ws := t.TempDir(), t.TempDir()
		p := filepath.Join(ws, c.file)
		writeFile(t, p, c.src)
		if err := os.Chmod(p, 0o444); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(p, 0o644) }) // TempDir's removal needs it on Windows
		r := spawnCLI(t, ws, "", hostEnv(home, ws), c.args...)
		if r.code != exitConfig || !strings.Contains(r.stderr, c.file+" is read-only") || readFile(t, p) != c.src {
			t.Errorf("%v changed a read-only %s: %+v\n%s", c.args, c.file, r, readFile(t, p))
		}
		if c.untouched != "" && fileExists(filepath.Join(ws, c.untouched)) {
			t.Errorf("%v wrote %s beside the refused file", c.args, c.untouched)
		}
	}
}

// TestClaudeLocalScopeServer: 'claude mcp add engram …' without --scope
// keeps the server in ~/.claude.json's entry for the project (local scope),
// which Claude Code starts ahead of .mcp.json's. Unlink edited .mcp.json
// only, said "removed", and Claude Code went on starting Engram there; now
// it prints the command that removes the local one. Link says when a local
// server named engram that runs another program is the one Claude starts.
func TestClaudeLocalScopeServer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		command, op, want string
	}{
		{"engram-mcp", "unlink", "run: claude mcp remove --scope local engram"},
		{"python", "link", "local-scope server named engram for this project that runs python -m mine, and Claude Code starts it here instead"},
	} {
		home, ws := t.TempDir(), t.TempDir()
		args := `[]`
		if c.command == "python" {
			args = `["-m", "mine"]`
		}
		writeFile(t, filepath.Join(home, ".claude.json"), `{"projects": {`+quoteJSON(filepath.ToSlash(ws))+`: {"mcpServers": {"engram": {"type": "stdio", "command": "`+c.command+`", "args": `+args+`, "env": {}}}}}}`)
		r := spawnCLI(t, ws, "", hostEnv(home, ws), c.op, "claude")
		if r.code != 0 || !strings.Contains(r.stdout, c.want) {
			t.Errorf("%s with a local-scope %s server: no %q: %+v", c.op, c.command, c.want, r)
		}
		if strings.Contains(r.stdout, "nothing to remove") {
			t.Errorf("unlink said nothing to remove beside a local-scope Engram: %+v", r)
		}
	}
}

// TestClaudeScopeServersAreCheckedAndRepinned: Claude Code keeps user- and
// local-scope servers in ~/.claude.json, which only 'claude mcp' edits. A
// server there pinned to engram 0.0.28 was not re-pinned, and 'engram
// upgrade' said "nothing to re-pin … no Engram entry for claude" while
// doctor's remedy for it was that upgrade; doctor did not read the local
// scope at all, and a foreign local server, the one Claude Code starts,
// went unreported.
func TestClaudeScopeServersAreCheckedAndRepinned(t *testing.T) {
	t.Parallel()
	old := `{"type": "stdio", "command": "npx", "args": ["-y", "--package", "@the-long-ride/engram@0.0.28", "engram-mcp"], "env": {"ENGRAM_GLOBAL_DIR": "/srv/mem"}}`
	foreign := `{"type": "stdio", "command": "python", "args": ["-m", "mine"], "env": {}}`
	for _, c := range []struct {
		name, local, user string
		doctor, upgrade   []string
	}{
		{"old local and user", old, old,
			[]string{"host.claude.local", "local scope of", "the 'claude mcp' line it prints", "2 host config(s) register engram"},
			[]string{"run: claude mcp remove --scope local engram && claude mcp add --scope local engram -- ", "run: claude mcp remove --scope user engram && claude mcp add --scope user engram -- ", "it sets ENGRAM_GLOBAL_DIR: give 'claude mcp add' -e NAME=value"}},
		{"foreign local", foreign, "",
			[]string{"host.claude.local", "runs python", "instead of .mcp.json's", "claude mcp remove --scope local engram"},
			[]string{"nothing to re-pin in "}},
	} {
		t.Run(c.name, func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			cfg := `{"projects": {` + quoteJSON(filepath.ToSlash(ws)) + `: {"mcpServers": {"engram": ` + c.local + `}}}`
			if c.user != "" {
				cfg += `, "mcpServers": {"engram": ` + c.user + `}`
			}
			cfg += "}\n"
			writeFile(t, filepath.Join(home, ".claude.json"), cfg)
			d := spawnCLI(t, ws, "", hostEnv(home, ws), "doctor")
			u := spawnCLI(t, ws, "", hostEnv(home, ws), "upgrade")
			if l := spawnCLI(t, ws, "", hostEnv(home, ws), "link", "claude", "--dry-run"); c.user != "" && !strings.Contains(l.stdout, "run: claude mcp remove --scope local engram && claude mcp add --scope local engram -- ") {
				t.Errorf("link beside an old local-scope Engram server: no line to re-pin it: %+v", l)
			}
			for _, want := range c.doctor {
				if !strings.Contains(d.stdout, want) {
					t.Errorf("doctor: no %q:\n%s", want, d.stdout)
				}
			}
			for _, want := range c.upgrade {
				if u.code != 0 || !strings.Contains(u.stdout, want) {
					t.Errorf("upgrade: no %q: %+v", want, u)
				}
			}
			if c.user != "" && strings.Contains(u.stdout, "nothing to re-pin") {
				t.Errorf("upgrade said nothing to re-pin beside old servers: %+v", u)
			}
			if got := readFile(t, filepath.Join(home, ".claude.json")); got != cfg {
				t.Errorf("~/.claude.json changed:\n%s", got)
			}
		})
	}
}

// TestCursorPluginOfAnotherTool: other tools named engram write their own
// Cursor plugin at ~/.cursor/plugins/local/engram, the folder of Engram's.
// Link took any file there naming "engram" for its own: it replaced that
// plugin's manifest and server, and unlink deleted them. Now link skips the
// folder and says why, unlink and upgrade leave it, doctor warns, --force
// replaces it, and engram 0.0.28's plugin ("_managedBy") is still Engram's.
func TestCursorPluginOfAnotherTool(t *testing.T) {
	t.Parallel()
	npx028 := `{"mcpServers": {"engram": {"type": "stdio", "command": "npx", "args": ["-y", "--package", "@the-long-ride/engram@0.0.28", "engram-mcp"]}}}`
	for _, c := range []struct {
		name, manifest, servers string
		theirs                  bool
	}{
		{"their manifest", `{"name": "engram", "version": "2.0", "description": "Persistent memory for agents"}`, `{"mcpServers": {"engram": {"command": "/opt/engram/bin/engram", "args": ["mcp", "--tools=agent"]}}}`, true},
		{"their server", "", `{"mcpServers": {"engram": {"command": "python", "args": ["-m", "engram_rs"]}}}`, true},
		{"engram 0.0.28", `{"name": "engram", "version": "0.0.28", "_managedBy": "engram"}`, npx028, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			dir := filepath.Join(home, ".cursor", "plugins", "local", "engram")
			files := map[string]string{"mcp.json": c.servers}
			if c.manifest != "" {
				files[".cursor-plugin/plugin.json"] = c.manifest
			}
			writeFiles(t, dir, files)
			env := hostEnv(home, ws)
			d := spawnCLI(t, ws, "", env, "doctor")
			if got := strings.Contains(d.stdout, "is another plugin named engram"); got != c.theirs {
				t.Errorf("doctor: another plugin said %v, want %v:\n%s", got, c.theirs, d.stdout)
			}
			for _, args := range [][]string{{"link", "--global", "cursor"}, {"unlink", "--global", "cursor"}, {"upgrade", "--global"}} {
				r := spawnCLI(t, ws, "", env, args...)
				if r.code != 0 {
					t.Fatalf("%v: %+v", args, r)
				}
				if args[0] == "link" && c.theirs != strings.Contains(r.stdout, "skipped   ~/.cursor/plugins/local/engram: another plugin named engram") {
					t.Errorf("%v: %s", args, r.stdout)
				}
				if !c.theirs {
					break // Engram's: link replaces it (as any link does)
				}
				for rel, want := range files {
					if got := readFile(t, filepath.Join(dir, filepath.FromSlash(rel))); got != want {
						t.Errorf("%v changed %s:\n%s", args, rel, got)
					}
				}
				if _, err := os.Stat(filepath.Join(dir, "rules", "engram.mdc")); err == nil {
					t.Errorf("%v wrote Engram's rule into another plugin", args)
				}
			}
			if !c.theirs {
				if got := readFile(t, filepath.Join(dir, "mcp.json")); strings.Contains(got, "0.0.28") {
					t.Errorf("engram 0.0.28's plugin not taken over by link:\n%s", got)
				}
				return
			}
			r := spawnCLI(t, ws, "", env, "link", "--global", "cursor", "--force")
			if got := readFile(t, filepath.Join(dir, "mcp.json")); r.code != 0 || !strings.Contains(got, "engram-mcp") || strings.Contains(got, "python") || strings.Contains(got, "/opt/") {
				t.Errorf("--force kept the other plugin: %+v\n%s", r, got)
			}
		})
	}
}

// hostFileAt is a host file's path written as the tables write it: "~/x" under
// home, anything else under the workspace ws.
func hostFileAt(home, ws, p string) string {
	if rest, ok := strings.CutPrefix(p, "~/"); ok {
		return filepath.Join(home, filepath.FromSlash(rest))
	}
	return filepath.Join(ws, filepath.FromSlash(p))
}
