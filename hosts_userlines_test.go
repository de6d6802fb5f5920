package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLinkKeepsLinesWrittenInsideTheBlock: a line the user adds inside
// Engram's block in CLAUDE.md (a team rule) or a bullet of Engram's they
// reword was replaced by the next link, and removed by unlink, with no word
// said. Link now moves such lines below the block, in their order, and says
// so; the next link changes nothing; unlink leaves them where the block
// was. Engram's own lines, its first block's (no last bullet) included, are
// not the user's, and CRLF files keep CRLF.
func TestLinkKeepsLinesWrittenInsideTheBlock(t *testing.T) {
	t.Parallel()
	for _, nl := range []string{"\n", "\r\n"} {
		home, ws := t.TempDir(), t.TempDir()
		os.Mkdir(filepath.Join(ws, ".git"), 0o755)
		env := hostEnv(home, ws)
		md := filepath.Join(ws, "CLAUDE.md")
		block := instructionLines()
		edited := append(append([]string{"# Payments", ""}, block[:3]...),
			"- At the very start of a task, call `engram_load` first.", // a reworded bullet
			block[4], block[5], block[6],
			"- Team rule: run make lint before every push.",
			mdBlockEnd, "")
		os.WriteFile(md, []byte(strings.Join(edited, nl)), 0o644)
		r := spawnCLI(t, ws, "", env, "link", "claude")
		got := readFileOr(md)
		want := strings.Join(append(append([]string{"# Payments", ""}, block...),
			"- At the very start of a task, call `engram_load` first.", "- Team rule: run make lint before every push.", ""), nl)
		if r.code != 0 || got != want || !strings.Contains(r.stdout, "updated   CLAUDE.md (kept 2 lines you wrote inside Engram's block at line 3, now below it: link rewrites the block)") {
			t.Fatalf("link claude (%q): exit %d\n%s%s\nCLAUDE.md:\n%q\nwant:\n%q", nl, r.code, r.stdout, r.stderr, got, want)
		}
		if r := spawnCLI(t, ws, "", env, "link", "claude"); readFileOr(md) != want || !strings.Contains(r.stdout, "unchanged CLAUDE.md\n") {
			t.Errorf("link again changed CLAUDE.md or said so: %s\n%q", r.stdout, readFileOr(md))
		}
		// A line added inside again, then unlink: every line of the user's stays.
		os.WriteFile(md, []byte(strings.Replace(want, mdBlockEnd, "- Another rule."+nl+mdBlockEnd, 1)), 0o644)
		r = spawnCLI(t, ws, "", env, "unlink", "claude")
		want = strings.Join([]string{"# Payments", "", "- Another rule.", "- At the very start of a task, call `engram_load` first.", "- Team rule: run make lint before every push.", ""}, nl)
		if got := readFileOr(md); r.code != 0 || got != want || !strings.Contains(r.stdout, "kept 1 line you wrote inside Engram's block at line 3, where the block was") {
			t.Errorf("unlink claude (%q): exit %d\n%s\nCLAUDE.md:\n%q\nwant:\n%q", nl, r.code, r.stdout, got, want)
		}
	}
	// Engram's first block (no last bullet) is all Engram's: link replaces
	// it and says nothing of the user's.
	home, ws := t.TempDir(), t.TempDir()
	md := filepath.Join(ws, "CLAUDE.md")
	first := instructionLines()
	os.WriteFile(md, []byte(strings.Join(append(first[:6:6], mdBlockEnd, ""), "\n")), 0o644)
	r := spawnCLI(t, ws, "", hostEnv(home, ws), "link", "claude")
	if want := strings.Join(append(first, ""), "\n"); r.code != 0 || readFileOr(md) != want || strings.Contains(r.stdout, "you wrote") {
		t.Errorf("link over Engram's first block: %s\n%q", r.stdout, readFileOr(md))
	}
}

// TestForceSaysWhatItDropped: link, --refresh and upgrade keep what the
// user added to Engram's entry (env, a timeout, server options); --force
// replaces the entry whole, and it did so with no word of what went. It
// now names the members and options it dropped (never their values: env
// may hold a token), and, replacing a server of the user's that runs
// another program, what that one ran.
func TestForceSaysWhatItDropped(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	mcp := filepath.Join(ws, ".mcp.json")
	for _, c := range []struct{ entry, want string }{
		{`{"command": "npx", "args": ["-y", "--package", "@the-long-ride/engram@0.0.1", "engram-mcp", "--no-elicitation"], "env": {"TOKEN": "s3cret"}, "timeout": 5000}`,
			`updated   .mcp.json (--force replaced Engram's entry and dropped what you had added to it: "env", "timeout", the options --no-elicitation; a link without --force keeps it)`},
		{`{"command": "python", "args": ["-m", "mine"]}`, `updated   .mcp.json (--force replaced your "engram" entry with Engram's; it ran "python")`},
	} {
		writeFile(t, mcp, `{"mcpServers": {"engram": `+c.entry+`}}`+"\n")
		r := spawnCLI(t, ws, "", env, "link", "claude", "--force", "--no-hook")
		if r.code != 0 || !strings.Contains(r.stdout, c.want+"\n") || strings.Contains(r.stdout, "s3cret") {
			t.Errorf("link --force over %s:\n%s%s\nwant the line %q", c.entry, r.stdout, r.stderr, c.want)
		}
	}
}
