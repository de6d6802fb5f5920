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

// TestRuleFileKeepsWhatYouWrote: Cursor's .cursor/rules/engram.mdc and
// Windsurf's .windsurf/rules/engram.md are Engram's files, and link
// rewrote them whole, with no word said, over what the user changed in
// them: the front matter the hosts' rule settings write (alwaysApply:
// false and globs, trigger: manual), a line added below the block, a line
// written inside it. Now link refreshes the block only (a line inside it
// moves below it, as in CLAUDE.md), keeps the user's front matter and says
// so; --force writes Engram's front matter and names what it replaced;
// unlink removes the block and keeps a file that still holds the user's
// lines; --force over that file names the lines it replaces. CRLF stays.
func TestRuleFileKeepsWhatYouWrote(t *testing.T) {
	t.Parallel()
	for _, nl := range []string{"\n", "\r\n"} {
		home, ws := t.TempDir(), t.TempDir()
		os.Mkdir(filepath.Join(ws, ".git"), 0o755)
		env := hostEnv(home, ws)
		mdc := filepath.Join(ws, ".cursor", "rules", "engram.mdc")
		wsr := filepath.Join(ws, ".windsurf", "rules", "engram.md")
		block := instructionLines()
		lines := func(l ...string) string { return strings.Join(append(l, ""), nl) }
		cursorOwn := []string{"---", "description: Engram project memory", "alwaysApply: true", "---"}
		cursorMine := []string{"---", "description: Engram project memory", "alwaysApply: false", `globs: "*.go"`, "---"}
		inside := append(append(append([]string{}, block[:7]...), "- Inside: prefer small PRs."), block[7])
		writeFile(t, mdc, lines(append(append(cursorMine, inside...), "- Below: run make lint.")...))
		writeFile(t, wsr, lines(append([]string{"---", "trigger: manual", "---"}, block...)...))
		r := spawnCLI(t, ws, "", env, "link", "cursor", "windsurf")
		wantMdc := lines(append(append(cursorMine, block...), "- Inside: prefer small PRs.", "- Below: run make lint.")...)
		wantWsr := lines(append([]string{"---", "trigger: manual", "---"}, block...)...)
		for _, w := range []string{
			"updated   .cursor/rules/engram.mdc (kept 1 line you wrote inside Engram's block at line 6, now below it: link rewrites the block; kept your front matter: alwaysApply: false, globs: \"*.go\"; Engram's has alwaysApply: true, which --force writes)",
			"unchanged .windsurf/rules/engram.md (kept your front matter: trigger: manual; Engram's has trigger: always_on, which --force writes)",
		} {
			if r.code != 0 || !strings.Contains(r.stdout, w) {
				t.Errorf("link (%q): exit %d, want %q in:\n%s%s", nl, r.code, w, r.stdout, r.stderr)
			}
		}
		if got := readFileOr(mdc); got != wantMdc {
			t.Errorf("link (%q) engram.mdc:\n%q\nwant:\n%q", nl, got, wantMdc)
		}
		if got := readFileOr(wsr); got != wantWsr {
			t.Errorf("link (%q) engram.md:\n%q\nwant:\n%q", nl, got, wantWsr)
		}
		if r := spawnCLI(t, ws, "", env, "upgrade"); r.code != 0 || readFileOr(mdc) != wantMdc || readFileOr(wsr) != wantWsr {
			t.Errorf("upgrade (%q) changed a rule file: exit %d %s%s\n%q", nl, r.code, r.stdout, r.stderr, readFileOr(mdc))
		}

		r = spawnCLI(t, ws, "", env, "link", "--force", "cursor", "windsurf")
		for _, w := range []string{
			"updated   .cursor/rules/engram.mdc (--force replaced your front matter (alwaysApply: false, globs: \"*.go\") with Engram's (alwaysApply: true))",
			"updated   .windsurf/rules/engram.md (--force replaced your front matter (trigger: manual) with Engram's (trigger: always_on))",
		} {
			if r.code != 0 || !strings.Contains(r.stdout, w) {
				t.Errorf("link --force (%q): exit %d, want %q in:\n%s%s", nl, r.code, w, r.stdout, r.stderr)
			}
		}
		wantMdc = lines(append(append(cursorOwn, block...), "- Inside: prefer small PRs.", "- Below: run make lint.")...)
		if got := readFileOr(mdc); got != wantMdc || readFileOr(wsr) != lines(append([]string{"---", "trigger: always_on", "---"}, block...)...) {
			t.Errorf("link --force (%q):\n%q\n%q", nl, got, readFileOr(wsr))
		}

		// Engram's front matter goes with its block: it made the lines
		// left a rule applied always, described as Engram's.
		r = spawnCLI(t, ws, "", env, "unlink", "cursor", "windsurf")
		wantMdc = lines("- Inside: prefer small PRs.", "- Below: run make lint.")
		if r.code != 0 || readFileOr(mdc) != wantMdc || fileExists(wsr) ||
			!strings.Contains(r.stdout, "updated   .cursor/rules/engram.mdc (the file stays: it holds 2 lines you wrote)") ||
			!strings.Contains(r.stdout, "removed   .windsurf/rules/engram.md") {
			t.Errorf("unlink (%q): exit %d\n%s%s\n%q", nl, r.code, r.stdout, r.stderr, readFileOr(mdc))
		}
		// What is left is the user's: link leaves it, --force names what it replaces.
		if r := spawnCLI(t, ws, "", env, "link", "cursor"); readFileOr(mdc) != wantMdc || !strings.Contains(r.stdout, "skipped   .cursor/rules/engram.mdc: not written by engram; --force replaces it") {
			t.Errorf("link over the user's rule file (%q): %s\n%q", nl, r.stdout, readFileOr(mdc))
		}
		r = spawnCLI(t, ws, "", env, "link", "--force", "cursor")
		if r.code != 0 || !strings.Contains(r.stdout, "updated   .cursor/rules/engram.mdc (--force replaced its 2 lines, which held no Engram block)") {
			t.Errorf("link --force over the user's rule file (%q): exit %d\n%s%s", nl, r.code, r.stdout, r.stderr)
		}
		// Engram's front matter with a space and a blank line more is
		// Engram's: link says nothing of it.
		spaced := lines(append([]string{"---", "description: Engram project memory ", "", "alwaysApply: true", "---"}, block...)...)
		writeFile(t, mdc, spaced)
		if r := spawnCLI(t, ws, "", env, "link", "cursor"); readFileOr(mdc) != spaced || !strings.Contains(r.stdout, "unchanged .cursor/rules/engram.mdc\n") {
			t.Errorf("link over Engram's front matter with spaces (%q): %s\n%q", nl, r.stdout, readFileOr(mdc))
		}
	}
}

// TestUnlinkRemovesEngramsFrontMatter: after 'engram unlink cursor' on a
// rule file that held lines of the user's, Engram's front matter
// (description: Engram project memory, alwaysApply: true) stayed above
// them, so Cursor applied the user's lines always, described as Engram's.
// It goes with the block (also written with a space and a blank line
// more); a front matter the user changed stays whole and is named; every
// line of the user's stays byte for byte. CRLF too.
func TestUnlinkRemovesEngramsFrontMatter(t *testing.T) {
	t.Parallel()
	for _, nl := range []string{"\n", "\r\n"} {
		home, ws := t.TempDir(), t.TempDir()
		os.Mkdir(filepath.Join(ws, ".git"), 0o755)
		env := hostEnv(home, ws)
		mdc := filepath.Join(ws, ".cursor", "rules", "engram.mdc")
		wsr := filepath.Join(ws, ".windsurf", "rules", "engram.md")
		block := instructionLines()
		lines := func(l ...string) string { return strings.Join(append(l, ""), nl) }
		cursorMine := []string{"---", "description: Engram project memory", "alwaysApply: false", `globs: "*.go"`, "---"}
		spaced := lines(append([]string{"---", "description: Engram project memory ", "", "alwaysApply: true", "---"}, block...)...)
		mine := lines("", "  Indented: keep this line as written.  ")
		writeFile(t, mdc, spaced+mine)
		writeFile(t, wsr, lines(append(append([]string{"---", "trigger: always_on", "---"}, block...), "Use tabs.")...))
		r := spawnCLI(t, ws, "", env, "unlink", "cursor", "windsurf")
		if readFileOr(mdc) != mine || readFileOr(wsr) != lines("Use tabs.") || !strings.Contains(r.stdout, "updated   .cursor/rules/engram.mdc (the file stays: it holds 1 line you wrote)\n") {
			t.Errorf("unlink below Engram's front matter (%q): %s\n%q\n%q", nl, r.stdout, readFileOr(mdc), readFileOr(wsr))
		}
		// A front matter the user changed is theirs: kept whole, named.
		writeFile(t, mdc, lines(append(append(cursorMine, block...), "- Below: run make lint.")...))
		r = spawnCLI(t, ws, "", env, "unlink", "cursor")
		if got := readFileOr(mdc); r.code != 0 || got != lines(append(cursorMine, "- Below: run make lint.")...) ||
			!strings.Contains(r.stdout, `updated   .cursor/rules/engram.mdc (the file stays: it holds 1 line you wrote; kept your front matter (alwaysApply: false, globs: "*.go"))`) {
			t.Errorf("unlink under the user's front matter (%q): exit %d\n%s%s\n%q", nl, r.code, r.stdout, r.stderr, got)
		}
	}
}

// TestCodexForceSaysWhatItDropped: link keeps what the user added to
// Codex's managed block (keys, server options, tables of their own);
// link --force wrote the block anew and dropped all of it with no word.
// It now names what went, as for the JSON hosts (never a value), whether
// the entry sat inside its markers or not, and over a server of the
// user's that runs another program it says what that one ran.
func TestCodexForceSaysWhatItDropped(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	os.Mkdir(filepath.Join(ws, ".git"), 0o755)
	env := hostEnv(home, ws)
	cfg := filepath.Join(ws, ".codex", "config.toml")
	managed := "[mcp_servers.engram]\ncommand = \"engram-mcp\"\nargs = [\"--no-elicitation\"]\nstartup_timeout_sec = 30\n# my comment\nenv = { TOKEN = \"s3cret\" }\n\n" +
		"[mcp_servers.engram.tools.engram_commit]\napproval_mode = \"prompt\"\n\n[mcp_servers.engram.tools.engram_save]\napproval_mode = \"approve\"\n"
	for _, c := range []struct{ name, file, want string }{
		{"block", "model = \"o3\"\n\n" + codexBlockStart + "\n" + managed + codexBlockEnd + "\n",
			`updated   .codex/config.toml (--force replaced Engram's block and dropped what you had added to it: "startup_timeout_sec", "env", [mcp_servers.engram.tools.engram_save], 1 comment, the options --no-elicitation; a link without --force keeps it)`},
		{"no markers", "model = \"o3\"\n\n" + managed,
			`updated   .codex/config.toml (--force replaced Engram's block and dropped what you had added to it: "startup_timeout_sec", "env", [mcp_servers.engram.tools.engram_save], 1 comment, the options --no-elicitation; a link without --force keeps it)`},
		{"another program", "[mcp_servers.engram]\ncommand = \"python\"\nargs = [\"-m\", \"mine\"]\n",
			`updated   .codex/config.toml (--force replaced your "engram" server with Engram's managed block; it ran "python")`},
	} {
		writeFile(t, cfg, c.file)
		if r := spawnCLI(t, ws, "", env, "link", "codex"); c.name != "another program" && (r.code != 0 || !strings.Contains(readFileOr(cfg), "s3cret") || !strings.Contains(readFileOr(cfg), "--no-elicitation")) {
			t.Errorf("%s: link without --force dropped what the user added: %s%s\n%s", c.name, r.stdout, r.stderr, readFileOr(cfg))
		}
		r := spawnCLI(t, ws, "", env, "link", "codex", "--force")
		got := readFileOr(cfg)
		if r.code != 0 || !strings.Contains(r.stdout, c.want+"\n") || strings.Contains(r.stdout, "s3cret") || strings.Contains(got, "s3cret") || strings.Contains(got, "python") {
			t.Errorf("%s: link --force:\n%s%s\nwant the line %q\n%s", c.name, r.stdout, r.stderr, c.want, got)
		}
	}
}
