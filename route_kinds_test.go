package main

import (
	"strings"
	"testing"
)

// TestKindOfGenericWordAnswers: in a new user's handful of memories, a task
// that names a thing by a generic word the store never writes reaches the
// memory about that kind of thing through the lexicon's [kinds]: "the Sentry
// DSN" is a secret, and the secrets rule loads beside the app rule the task's
// "app" found (before, only the app rule loaded). A kind alone is no answer
// (a generic word has several senses): "reset my password on the HR portal"
// and "a blog post about our favourite library" load nothing. Where a
// synonym of the word already reaches the store ("library" → packages), the
// kind adds nothing: "add the date-fns library to the app" still loads the
// app rule and the pnpm rule, which the kind's many terms once lifted into
// an abstention (issue 16; RETRIEVAL-LOG.md, stop 56).
func TestKindOfGenericWordAnswers(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	runCLI(t, ws, "", nil, "init")
	for _, m := range []string{
		"Secrets are environment variables, read from .env locally and from the vault in production; never commit them",
		"The app uses the Next.js app router: every page lives under app/",
		"Use pnpm, never npm or yarn, for installing packages",
		"HTTP handlers live in internal/api and return errors as JSON problem details",
		"Database migrations live in db/migrations and must have a down file",
	} {
		if r := runCLI(t, ws, "", nil, "save", "--force", m); r.code != 0 {
			t.Fatalf("save %q: %d %s", m, r.code, r.stderr)
		}
	}
	const secrets, app, pnpm = "\n## secrets-are-environment", "\n## the-app-uses-the-next-js", "\n## use-pnpm-never-npm"
	for task, want := range map[string][]string{
		"Add the Sentry DSN to the app":                 {secrets, app},
		"Add the date-fns library to the app":           {app, pnpm},
		"Reset my password on the HR portal":            nil,
		"Write a blog post about our favourite library": nil,
	} {
		out := spawnCLI(t, ws, "", nil, "load", task).stdout
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("load %q: want %q loaded\n%s", task, strings.TrimSpace(w), out)
			}
		}
		if want == nil && !strings.Contains(out, "no memory matched") {
			t.Errorf("load %q: want nothing loaded\n%s", task, out)
		}
	}
}
