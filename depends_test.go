package main

import (
	"strings"
	"testing"
)

// TestDependsOnLinksStayHonest: a DEPENDS_ON naming no memory, or a
// superseded one, is refused at save (CLI and MCP) with the reason and the
// successor to name; forgetting or superseding a prerequisite names its
// dependents in the preview and leaves their links as they are; load (CLI
// and MCP) then says the prerequisite is not loadable and why, instead of
// "Depends on: <gone id>", and doctor warns, naming the file, with exit 0.
func TestDependsOnLinksStayHonest(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	writeTestStore(t, ws, prerequisiteStore, "")
	const task = "ship the mobile release to the app store"

	runCLI(t, ws, "", nil, "load", task).expect(t, 0, []string{"Depends on: release-train, store-review-guidelines\n"}, []string{"not loadable"}, "")
	runCLI(t, ws, "", nil, "doctor").expect(t, 0, []string{"pass  store.depends_on"}, nil, "")

	// At save: an id no memory has is refused, on the CLI and over MCP.
	typo := "TYPE: skill | TEXT: Submit the Android bundle through the Play console | DEPENDS_ON: release-trian"
	runCLI(t, ws, "", nil, "save-session", typo).expect(t, 1, nil, nil, `DEPENDS_ON "release-trian" names no memory`)
	p := startMCP(t, ws, scratchEnv(t), "")
	defer p.close()
	if _, fail := toolData(p, "engram_save_session", map[string]any{"text": typo}); !strings.Contains(fail, `DEPENDS_ON "release-trian" names no memory`) {
		t.Errorf("engram_save_session accepted a DEPENDS_ON that names no memory: %q", fail)
	}

	// Forget: the preview names the dependent; after the commit its link
	// stays and load says the prerequisite is gone.
	runCLI(t, ws, "", nil, "forget", "release-train").expect(t, 0,
		[]string{"note: ship-mobile-release depends on it; its link stays"}, nil, "")
	runCLI(t, ws, "", nil, "forget", "--force", "release-train").expect(t, 0, nil, nil, "")

	// Supersede: the preview names the dependent too.
	next := "TYPE: rule | TEXT: Apple and Google review rules: no hidden features, no private APIs, a demo account and a privacy label | SUPERSEDES: store-review-guidelines"
	runCLI(t, ws, "", nil, "save-session", next).expect(t, 0,
		[]string{"note: ship-mobile-release depends on store-review-guidelines; its link stays"}, nil, "")
	res := runCLI(t, ws, "", nil, "save-session", "--force", next)
	res.expect(t, 0, nil, nil, "")
	line := res.stdout[strings.Index(res.stdout, "SUPERSEDE store-review-guidelines "):]
	succ := strings.Fields(line)[2]

	gone := "Depends on, not loadable: release-train (no memory has this id); store-review-guidelines (superseded by " + succ + ")\n"
	runCLI(t, ws, "", nil, "load", "--id", "ship-mobile-release").expect(t, 0, []string{gone}, []string{"Depends on: release-train"}, "")
	text, _ := toolText(t, p, "engram_load", map[string]any{"query": task})
	if !strings.Contains(text, gone) || strings.Contains(text, "Depends on: release-train") {
		t.Errorf("engram_load shows a gone prerequisite as if it were there:\n%s", text)
	}
	runCLI(t, ws, "", nil, "doctor").expect(t, 0, []string{"warn  store.depends_on", "ship-mobile-release (skills/ship-mobile-release.md) depends on release-train (no memory has this id)"}, nil, "")

	// A superseded prerequisite is refused at save, naming its successor.
	old := "TYPE: skill | TEXT: Submit the iOS build through App Store Connect | DEPENDS_ON: store-review-guidelines"
	runCLI(t, ws, "", nil, "save-session", old).expect(t, 1, nil, nil, `DEPENDS_ON "store-review-guidelines" was superseded by `+succ+": name "+succ+" instead")
	runCLI(t, ws, "", nil, "save-session", "--force", strings.Replace(old, "store-review-guidelines", succ, 1)).expect(t, 0, []string{"ADD"}, nil, "")
}

// TestRetiringAPrerequisiteNamesItsDependents: over MCP, a SUPERSEDE of a
// memory another depends on names that memory, in the preview a client
// without dialogs gets and in the dialog's question (both eras), which
// said only "marked superseded, it is no longer loaded".
func TestRetiringAPrerequisiteNamesItsDependents(t *testing.T) {
	t.Parallel()
	const dep = "TYPE: skill | TEXT: Release a Go module: tag it after the checks pass | DEPENDS_ON: " + goVetID
	const retire = `"name":"engram_save","arguments":{"type":"rule","text":"Never run go vet before committing Go changes"}`
	const depID = "release-a-go-module-tag-it-after-the-checks-pass"
	ws := fixtureWorkspace(t)
	runCLI(t, ws, "", nil, "save-session", "--force", dep).expect(t, 0, []string{depID}, nil, "")

	p := startMCP(t, ws, scratchEnv(t), "")
	defer p.close()
	text, _ := toolText(t, p, "engram_save", map[string]any{"type": "rule", "text": "Never run go vet before committing Go changes"})
	if want := "note: " + depID + " depends on " + goVetID + "; its link stays"; !strings.Contains(text, want) {
		t.Errorf("engram_save's preview does not name the dependent (%q):\n%s", want, text)
	}
	for _, era := range []string{"legacy", "modern"} {
		form, _ := dialogAnswer(t, startMCP(t, ws, scratchEnv(t), ""), era, retire, `{"action":"decline"}`)
		if want := "(workspace; " + depID + " depends on it and keeps the link)"; !strings.Contains(form, want) {
			t.Errorf("%s: the dialog does not name the dependent (%q):\n%s", era, want, form)
		}
	}
}

// TestExpiredPrerequisiteRefused: a DEPENDS_ON naming a memory past its
// valid_until was saved (reads hide it as expired), and every load then
// said it was not loadable; it is refused at save as an archived one is.
func TestExpiredPrerequisiteRefused(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	expired := testMemory{id: "summer-freeze", kind: typeRule, title: "The summer release freeze", tags: "release, freeze",
		content: "No release leaves in August.", extra: "valid_until: 2020-08-31\n"}
	writeTestStore(t, ws, append(append([]testMemory{}, prerequisiteStore...), expired), "")
	line := "TYPE: skill | TEXT: Plan the August hotfix window | DEPENDS_ON: summer-freeze"
	runCLI(t, ws, "", nil, "save-session", line).expect(t, 1, nil, nil, `DEPENDS_ON "summer-freeze" is expired on 2020-08-31`)
}
