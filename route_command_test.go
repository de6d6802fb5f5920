package main

import (
	"strings"
	"testing"
)

// A new user's Django store writes the command once: "add a migration for the
// invoice table" got "no memory shares a word with the task" (issue 16's
// new-user example, stop 54's left item). The command's object reads as the
// task's word; a compound of two content words in one memory still does not.
func TestCommandCompoundReadsTaskWord(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	runCLI(t, ws, "", nil, "init")
	for _, text := range []string{
		"Run `python manage.py makemigrations` before committing model changes",
		"Use pnpm, never npm or yarn",
		"Environment variables are declared in env.ts; secrets live in Vercel",
	} {
		if r := runCLI(t, ws, "", nil, "save", "--force", "--type", "rule", text); r.code != 0 {
			t.Fatalf("save: %d %s", r.code, r.stderr)
		}
	}
	for task, want := range map[string]string{
		"add a migration for the invoice table":       "## run-python-manage-py-makemigrations",
		"I need a new database migration for refunds": "## run-python-manage-py-makemigrations",
		"how do I book annual leave":                  "no memory shares a word",
	} {
		out := runCLI(t, ws, "", []string{"ENGRAM_NO_CACHE=1"}, "load", task).stdout
		if !strings.Contains(out, want) {
			t.Errorf("load %q: want %q in\n%s", task, want, out)
		}
	}
}
