package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestTitleStartsContent: a title is the start of its content when it is the
// content's first clause or its first words cut with an ellipsis, and only at
// a word's end.
func TestTitleStartsContent(t *testing.T) {
	for _, tc := range []struct {
		title, content string
		want           bool
	}{
		{"Error reporting goes to Sentry", "- Error reporting goes to Sentry; wrap async screens.", true},
		{"Always run go vet before committing Go changes", "Always run go vet before committing Go changes", true},
		{"Accessibility: every touchable needs an accessibilityLabel and screens must wor…", "Accessibility: every touchable needs an accessibilityLabel and screens must work with VoiceOver.", true},
		{"Release the   payments service", "release the payments service: tag the commit", true},
		{"Run", "Running the suite takes an hour", false},
		{"Investigate a payout stuck in submitted", "- Find the payout with `payoutctl get <payout_id>`.", false},
		{"Database migrations", "Database migrations2 live in db/", false},
		{"", "anything", false},
		{"A long title", "A long", false},
		{"Release the payments service", "Release the payments service; " + strings.Repeat("tag and deploy ", 5000), true},
		{"Release the payments service", "Release the payments services " + strings.Repeat("tag and deploy ", 5000), false},
		{"Release the payments service", "Release" + strings.Repeat(" ", 500) + "the payments service; tag it", true},
		{"Run the suite", "Run the suite" + strings.Repeat(" ", 200) + "é", true},
		{"Run the suite", "Run the suiteé" + strings.Repeat("x", 200), false},
	} {
		if got := titleStartsContent(tc.title, tc.content); got != tc.want {
			t.Errorf("titleStartsContent(%q, %q) = %v, want %v", tc.title, tc.content, got, tc.want)
		}
	}
}

// TestLoadShowsTheTitleOnce: a memory saved from one line of text has that
// line's first clause as its title and the whole line as its content. A load
// showed the clause twice, as a body's first line and again as its content,
// and a card as "Title — Title; rest", which cost tokens and the card's 140
// characters. A memory whose title says something of its own keeps it.
func TestLoadShowsTheTitleOnce(t *testing.T) {
	dir := t.TempDir()
	home := []string{"HOME=" + filepath.Join(dir, "home")}
	if r := runCLI(t, dir, "", home, "init"); r.code != 0 {
		t.Fatalf("init: %d %s", r.code, r.stderr)
	}
	for _, text := range []string{
		"Error reporting goes to Sentry; wrap async screens in the ErrorBoundary component so crashes are reported.",
		"Sentry releases are uploaded by the deploy job; never upload source maps by hand.",
	} {
		if r := runCLI(t, dir, "", home, "save", "--force", text); r.code != 0 {
			t.Fatalf("save: %d %s", r.code, r.stderr)
		}
	}
	r := runCLI(t, dir, "", home, "load", "--budget", "120", "sentry error reporting and uploading source maps")
	if r.code != 0 {
		t.Fatalf("load: %d %s", r.code, r.stderr)
	}
	if n := strings.Count(r.stdout, "Error reporting goes to Sentry"); n != 1 {
		t.Errorf("the title shows %d times, want once:\n%s", n, r.stdout)
	}
	if !strings.Contains(r.stdout, "Sentry releases are uploaded by the deploy job; never upload") {
		t.Errorf("the second memory is neither a body nor a card:\n%s", r.stdout)
	}
	if strings.Contains(r.stdout, "Sentry releases are uploaded by the deploy job —") {
		t.Errorf("a card repeats its title before its content:\n%s", r.stdout)
	}
}
