package main

import (
	"path/filepath"
	"testing"
)

// TestListedPathMatchesJoin: a listed file's path is filepath.Join's, for
// clean folders and for the folders and names that must take Join.
func TestListedPathMatchesJoin(t *testing.T) {
	dirs := []string{"/s/.agents/.engram/rules", "rel/rules", "/", ".", "", "/s/rules/", "/s//rules", "/s/./rules", "/s/x/../rules", "..", `C:\s\rules`}
	names := []string{"rule-a.md", "", ".", "..", "a/b.md", "..md", ".md", " .md", `a\b.md`, "rule-ü.md"}
	concat := 0
	for _, on := range []bool{true, false} {
		listPathOn = on
		for _, dir := range dirs {
			join := listedPaths(dir)
			for _, name := range names {
				got, want := join(name), filepath.Join(dir, name)
				if got != want {
					t.Errorf("listedPaths(%q)(%q) = %q (speed-up %v), want %q", dir, name, got, on, want)
				}
				if on && filepath.Separator == '/' && dir == "/s/.agents/.engram/rules" && name == "rule-a.md" {
					concat++
				}
			}
		}
	}
	listPathOn = true
	if filepath.Separator == '/' && concat != 1 {
		t.Fatal("the common case was not checked")
	}
}
