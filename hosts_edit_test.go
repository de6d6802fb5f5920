package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// fencedMarkersDoc documents Engram's markers in code samples: a start in
// one sample, the user's own lines, an end in another. Link used to take
// the samples for a block and replace the lines between them.
const fencedMarkersDoc = "# Tooling\n\nThe block starts with:\n\n```markdown\n<!-- engram:start -->\n```\n\n" +
	"My own notes, which no tool may touch.\n\nand ends with:\n\n~~~\n<!-- engram:end -->\n~~~\n"

// TestMarkersInCodeFencesAreText: every Markdown file link writes a block
// into (the workspace's CLAUDE.md, AGENTS.md, GEMINI.md; the user-level
// CLAUDE.md, Codex's, Gemini's and OpenCode's AGENTS.md/GEMINI.md,
// Windsurf's global rules) keeps a user's fenced samples of the markers as
// text through link, upgrade and unlink; a fenced sample in the user-level
// CLAUDE.md is no block there (it used to make link remove the project's).
func TestMarkersInCodeFencesAreText(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	ws3 := []string{filepath.Join(ws, "CLAUDE.md"), filepath.Join(ws, "AGENTS.md"), filepath.Join(ws, "GEMINI.md")}
	global := []string{
		filepath.Join(home, ".claude", "CLAUDE.md"), filepath.Join(home, ".codex", "AGENTS.md"),
		filepath.Join(home, ".gemini", "GEMINI.md"), filepath.Join(home, ".config", "opencode", "AGENTS.md"),
		filepath.Join(home, ".codeium", "windsurf", "memories", "global_rules.md"),
	}
	files := append(append([]string{}, ws3...), global...)
	for _, p := range files {
		writeFile(t, p, fencedMarkersDoc)
	}
	check := func(step string, files []string, wantBlock bool) {
		t.Helper()
		for _, p := range files {
			got := readFile(t, p)
			if !strings.HasPrefix(got, fencedMarkersDoc) {
				t.Errorf("%s: %s lost the user's text:\n%s", step, p, got)
				continue
			}
			block := strings.TrimPrefix(got, fencedMarkersDoc)
			want := ""
			if wantBlock {
				want = "\n" + strings.Join(instructionLines(), "\n") + "\n"
			}
			if block != want {
				t.Errorf("%s: %s ends with %q, want %q", step, p, block, want)
			}
		}
	}
	run := func(args ...string) {
		t.Helper()
		if r := spawnCLI(t, ws, "", env, args...); r.code != 0 {
			t.Fatalf("%v: exit %d\n%s%s", args, r.code, r.stdout, r.stderr)
		}
	}
	run("link", "all")
	check("link all", ws3, true)
	check("link all", global, false)
	run("link", "--global", "all")
	run("upgrade")
	run("upgrade", "--global")
	// The user-level CLAUDE.md now holds the block: Claude Code reads it
	// in every project, so the project's copy goes (hostPlan).
	check("link --global all, upgrade", ws3[1:], true)
	check("link --global all, upgrade", ws3[:1], false)
	check("link --global all, upgrade", global, true)
	run("unlink", "all")
	run("unlink", "--global", "all")
	check("unlink", files, false)
}

// TestTwoBlocksBecomeOne: a file holding the block twice (pasted again,
// merged from two branches) keeps one after link, said in the output, and
// none after unlink; before, link refreshed the first only and unlink left
// the second.
func TestTwoBlocksBecomeOne(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	const user = "# Agents\n\nBe kind.\n"
	// Engram's first block: the lines of today's but the last bullet (a
	// line no block of Engram's held is the user's, kept:
	// TestLinkKeepsLinesWrittenInsideTheBlock).
	old := strings.Join(append(instructionLines()[:6:6], mdBlockEnd), "\n") + "\n"
	p := filepath.Join(ws, "AGENTS.md")
	writeFile(t, p, user+"\n"+old+"\n## Mine\n\n"+old)
	r := spawnCLI(t, ws, "", env, "link", "codex")
	if r.code != 0 || !strings.Contains(r.stdout, "removed a second Engram block (line 15)") {
		t.Fatalf("link: exit %d, no word of the second block:\n%s%s", r.code, r.stdout, r.stderr)
	}
	block := strings.Join(instructionLines(), "\n") + "\n"
	if got, want := readFile(t, p), user+"\n"+block+"\n## Mine\n"; got != want {
		t.Errorf("after link:\n%s", unifiedDiff(p, []byte(want), []byte(got)))
	}
	writeFile(t, p, user+"\n"+old+"\n## Mine\n\n"+old)
	if r := spawnCLI(t, ws, "", env, "unlink", "codex"); r.code != 0 {
		t.Fatalf("unlink: exit %d\n%s", r.code, r.stderr)
	}
	if got, want := readFile(t, p), user+"\n## Mine\n"; got != want {
		t.Errorf("after unlink:\n%s", unifiedDiff(p, []byte(want), []byte(got)))
	}
}

// TestUnclosedFenceKeepsOneBlock: a CLAUDE.md that ends inside a code
// sample never closed (a half-written note). Link appends its block after
// it; CommonMark would read that block as part of the sample, so link added
// another block on every run and unlink removed none. A fence never closed
// is no fence: two links leave one block, unlink restores the file.
func TestUnclosedFenceKeepsOneBlock(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	doc := "# Notes\n\n```sh\nmake test\n"
	p := filepath.Join(ws, "CLAUDE.md")
	writeFile(t, p, doc)
	for _, args := range [][]string{{"link", "claude"}, {"link", "claude"}} {
		if r := spawnCLI(t, ws, "", env, args...); r.code != 0 {
			t.Fatalf("%v: %+v", args, r)
		}
	}
	if n := strings.Count(readFile(t, p), mdBlockStart); n != 1 {
		t.Errorf("two links left %d blocks:\n%s", n, readFile(t, p))
	}
	if r := spawnCLI(t, ws, "", env, "unlink", "claude"); r.code != 0 {
		t.Fatalf("unlink: %+v", r)
	}
	if got := readFile(t, p); got != doc {
		t.Errorf("unlink did not restore the file:\n%q\nwant\n%q", got, doc)
	}
}

// TestMarkdownBlocksFences: where markdownBlocks finds blocks around fences.
func TestMarkdownBlocksFences(t *testing.T) {
	block := mdBlockStart + "\n## Engram project memory\nx\n" + mdBlockEnd + "\n"
	for _, c := range []struct {
		name, src string
		want      int
	}{
		{"closed fence holds markers", "```\n" + block + "```\n", 0},
		{"block after an unclosed fence", "```sh\nmake\n\n" + block, 1},
		{"two unclosed fences, then a block", "````\n```\n" + block, 1},
		{"a closed sample, then a block", "~~~\n" + block + "~~~\n" + block, 1},
		{"openers past the retry bound are text", nestedOpeners(3*maxFenceRetries) + block, 1},
	} {
		spans, err := markdownBlocks([]byte(c.src))
		if err != nil || len(spans) != c.want {
			t.Errorf("%s: %d blocks, err %v; want %d", c.name, len(spans), err, c.want)
		}
	}
}

// nestedOpeners is n fence openers, each shorter than the one before, so
// that none closes another: every one is unclosed.
func nestedOpeners(n int) string {
	var b strings.Builder
	for k := n + 2; k >= 3; k-- {
		b.WriteString(strings.Repeat("`", k) + "\n")
	}
	return b.String()
}
