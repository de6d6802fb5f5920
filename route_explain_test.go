package main

import (
	"strings"
	"testing"
)

// TestReasonsInTheTaskWords: what the router says about a memory is written
// in the task's own words, on the spawned binary. A routed or found
// memory's reason lists the task words it matched, as the task wrote them
// and in its order ("matched release, payments", where the index's stems
// are "pay, releas"); an abstention whose closest memory matched a specific
// word names that word and the task words no memory mentions, so the agent
// can judge the card (it said "shares only generic words" of a memory that
// matched "migration"); a word matched only through another way of saying
// it names the memory's word ("deps (as packages)").
func TestReasonsInTheTaskWords(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	if r := spawnCLI(t, ws, "", env, "init"); r.code != 0 {
		t.Fatalf("init: %d %s", r.code, r.stderr)
	}
	for _, m := range []string{
		"Database migrations live in db/migrations and must have a down file",
		"Use pnpm, never npm or yarn, for installing packages",
		"HTTP handlers live in internal/api and return errors as JSON problem details",
		"Write unit tests with the standard testing package; no testify",
	} {
		if r := spawnCLI(t, ws, "", env, "save", "--force", m); r.code != 0 {
			t.Fatalf("save %q: %d %s", m, r.code, r.stderr)
		}
	}
	for _, c := range []struct {
		args      []string
		want, not string
	}{
		{[]string{"route", "Add a database migration for the refunds table"}, "— matched database, migration\n", "matched databas,"},
		{[]string{"route", "--json", "Retries in HTTP handlers"}, `"reason": "matched HTTP, handlers"`, "handler,"},
		{[]string{"search", "--json", "Database migrations"}, `"reason": "matched Database, migrations"`, "migrat,"},
		// A task word that reached the memory only through another way of
		// saying it is followed by the memory's own word: "deps" stands
		// for "packages" here, which the agent can judge (stop 59: nushell's
		// "update deps" loaded a standard-library module, "matched update,
		// deps", of a memory that never mentions a dependency).
		{[]string{"route", "install the deps with pnpm"}, "— matched install, deps (as packages), pnpm\n", "deps, pnpm"},
		{[]string{"search", "--json", "install the deps with pnpm"}, `"reason": "matched deps (as package)"`, `"reason": "matched deps"`},
		{[]string{"route", "chore(deps): bump vite to 6.1"},
			`(use-pnpm-never-npm-or-yarn-for-installing-packages) shares only a related word with the task ("packages" for "deps")`, "task\n"},
		{[]string{"load", "fix the flaky migration rollback in the Kubernetes Helm operator sidecar"},
			`the closest one (database-migrations-live-in-db-migrations-and-must-have-a) matches only "migration"; ` +
				`no memory mentions "flaky", "rollback", "Kubernetes", "Helm" …, which is most of the task. Nothing was loaded`,
			"generic words"},
	} {
		r := spawnCLI(t, ws, "", env, c.args...)
		if r.code != 0 || !strings.Contains(r.stdout, c.want) || strings.Contains(r.stdout, c.not) {
			t.Errorf("%q: exit %d, want %q and not %q in:\n%s%s", c.args, r.code, c.want, c.not, r.stdout, r.stderr)
		}
	}
}

// TestQuoteWords: the abstention's lists of words, at most four, the rest
// marked, and a percent sign kept literal through the reason's format.
func TestQuoteWords(t *testing.T) {
	for _, c := range []struct {
		ws   []string
		sep  string
		want string
	}{
		{[]string{"a"}, " or ", `"a"`},
		{[]string{"a", "b"}, " and ", `"a" and "b"`},
		{[]string{"a", "b", "c"}, " or ", `"a", "b" or "c"`},
		{[]string{"a", "b", "c", "d", "e"}, " or ", `"a", "b", "c", "d" …`},
		{[]string{"50%"}, " or ", `"50%%"`},
	} {
		if got := quoteWords(c.ws, c.sep); got != c.want {
			t.Errorf("quoteWords(%q, %q) = %q, want %q", c.ws, c.sep, got, c.want)
		}
	}
}
