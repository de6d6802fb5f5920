package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestLinkRemovesCreatedClaudeMDItEmpties: after 'engram link claude' then
// 'engram link --global claude', link --global says to run 'engram link
// claude' again to keep only the user-level block; that run took the block
// out of the CLAUDE.md link had created and left it empty (0 bytes) in the
// project, for the user to commit, and nothing removed it later. Link
// removes it now, as unlink removes a file it created and emptied, and
// keeps a CLAUDE.md the user had (TestClaudeInstructionsOnce).
func TestLinkRemovesCreatedClaudeMDItEmpties(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	for _, args := range [][]string{{"link", "claude"}, {"link", "--global", "claude"}} {
		if r := runCLI(t, ws, "", env, args...); r.code != 0 {
			t.Fatalf("%v: %+v", args, r)
		}
	}
	md := filepath.Join(ws, "CLAUDE.md")
	r := runCLI(t, ws, "", env, "link", "claude")
	if r.code != 0 || fileExists(md) || !strings.Contains(r.stdout, "removed   CLAUDE.md (the Engram block is already in ~/.claude/CLAUDE.md") {
		t.Fatalf("link claude left %q: %+v", readFileOr(md), r)
	}
	if rec := readFile(t, filepath.Join(home, ".engram", "linked-files.json")); strings.Contains(rec, md) {
		t.Errorf("the record still lists %s:\n%s", md, rec)
	}
	if r := runCLI(t, ws, "", env, "link", "claude"); r.code != 0 || fileExists(md) {
		t.Errorf("link again: %+v", r)
	}
}

// TestUnlinkKeepsFoldersTheUserHad: unlink removed every folder it left
// empty, up to the home or workspace folder, so a ~/.claude the user had,
// empty (Claude Code makes it on its first start), was gone after 'engram
// link --global claude' and 'engram unlink --global claude' (stop 62). Link
// now records the folders it creates, and unlink removes only those: with
// the user's empty folders there, link then unlink of every host in both
// scopes leaves both trees as they were; without them, it removes what it
// made.
func TestUnlinkKeepsFoldersTheUserHad(t *testing.T) {
	t.Parallel()
	userDirs := []string{".claude", ".codex", ".gemini", ".gemini/config", ".cursor", ".cursor/plugins/local", ".config/opencode", ".codeium/windsurf"}
	wsDirs := []string{".claude", ".codex", ".gemini", ".agents", ".cursor/rules", ".windsurf"}
	tree := func(root string) []string {
		var out []string
		_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, p)
			if rel == ".engram" || rel == "gemini-system" {
				return filepath.SkipDir
			}
			out = append(out, filepath.ToSlash(rel))
			return nil
		})
		return out
	}
	for _, had := range []bool{true, false} {
		home, ws := t.TempDir(), t.TempDir()
		env := hostEnv(home, ws)
		if had {
			for _, d := range userDirs {
				if err := os.MkdirAll(filepath.Join(home, d), 0o755); err != nil {
					t.Fatal(err)
				}
			}
			for _, d := range wsDirs {
				if err := os.MkdirAll(filepath.Join(ws, d), 0o755); err != nil {
					t.Fatal(err)
				}
			}
		}
		homeBefore, wsBefore := tree(home), tree(ws)
		for _, args := range [][]string{{"link", "all"}, {"link", "--global", "all"}, {"unlink", "all"}, {"unlink", "--global", "all"}} {
			if r := runCLI(t, ws, "", env, args...); r.code != 0 {
				t.Fatalf("%v: code %d\n%s%s", args, r.code, r.stdout, r.stderr)
			}
		}
		if got := tree(home); !slices.Equal(got, homeBefore) {
			t.Errorf("had folders %v: home was %v, is %v", had, homeBefore, got)
		}
		if got := tree(ws); !slices.Equal(got, wsBefore) {
			t.Errorf("had folders %v: workspace was %v, is %v", had, wsBefore, got)
		}
		if rec := readFile(t, filepath.Join(home, ".engram", "linked-files.json")); strings.Contains(rec, "folders") {
			t.Errorf("had folders %v: the record still lists folders:\n%s", had, rec)
		}
	}
}
