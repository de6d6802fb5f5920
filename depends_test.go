package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
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

// TestPrerequisiteSavedWithItsDependent: a DEPENDS_ON naming the id another
// candidate of the same save writes was refused as naming no memory (the
// prerequisite had to be saved and committed first); it is accepted, in
// either order, and a commit that writes the dependent without its sibling
// defers the dependent, as it defers one whose prerequisite was forgotten
// since the proposal. A global memory still cannot depend on a workspace
// one, saved already or saved beside it.
func TestPrerequisiteSavedWithItsDependent(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	run := func(args ...string) cliResult { return spawnCLI(t, ws, "", env, args...) }
	run("init").expect(t, 0, nil, nil, "")
	run("init", "--global").expect(t, 0, nil, nil, "")
	tokenRE := regexp.MustCompile(`engram-approval-[A-Za-z0-9_-]+`)
	const fact = "TYPE: knowledge | TEXT: The staging database lives on host db-staging behind the VPN"
	const factID = "the-staging-database-lives-on-host-db-staging-behind-the-vpn"
	const skill = "TYPE: skill | TEXT: Reset the staging database with make reset-staging | DEPENDS_ON: " + factID
	const skillID = "reset-the-staging-database-with-make-reset-staging"

	// Dependent first, its prerequisite second: accepted. Approving the
	// dependent alone writes nothing.
	r := run("save-session", skill+"\n"+fact)
	r.expect(t, 0, []string{"depends_on: [" + factID + "]"}, nil, "")
	run("commit", tokenRE.FindString(r.stdout), "--approve", "1").expect(t, 1,
		[]string{"- 1. " + skillID + " (workspace): depends on " + factID + ", which candidate 2 writes and this commit does not: propose both again and approve both (this token is spent)"}, []string{"Saved"}, "")
	r = run("save-session", skill+"\n"+fact)
	run("commit", tokenRE.FindString(r.stdout), "--approve", "all").expect(t, 0, []string{"1. ADD " + skillID, "2. ADD " + factID}, nil, "")
	run("load", "--id", skillID).expect(t, 0, []string{"Depends on: " + factID + "\n"}, []string{"not loadable"}, "")
	run("doctor").expect(t, 0, []string{"pass  store.depends_on"}, nil, "")

	// A prerequisite forgotten between the proposal and its commit (another
	// process): the commit wrote the link to a memory gone.
	r = run("save-session", "TYPE: skill | TEXT: Snapshot the staging database before a migration | DEPENDS_ON: "+factID)
	r.expect(t, 0, []string{"depends_on: [" + factID + "]"}, nil, "")
	run("forget", "--force", factID).expect(t, 0, nil, nil, "")
	run("commit", tokenRE.FindString(r.stdout), "--approve", "all").expect(t, 1,
		[]string{"the store changed since the proposal: DEPENDS_ON \"" + factID + "\" names no memory"}, []string{"Saved"}, "")
	run("save-session", "--force", fact).expect(t, 0, nil, nil, "")

	// A global memory depending on a workspace one: refused, whether the
	// workspace memory exists or is saved beside it.
	const global = "TYPE: skill | TEXT: Rotate the staging credentials every quarter | DEPENDS_ON: " + factID
	run("save-session", "--scope", "global", global).expect(t, 1, nil, nil,
		`candidate 1: DEPENDS_ON "`+factID+`" is a workspace memory: a global memory is loaded in every workspace, and the others lack it`)
	const wsFact = "TYPE: knowledge | TEXT: The billing service keeps its queue in Redis"
	const wsFactID = "the-billing-service-keeps-its-queue-in-redis"
	r = run("save-session", "--scope", "both", wsFact+"\n"+"TYPE: skill | TEXT: Drain the billing queue before a deploy | DEPENDS_ON: "+wsFactID)
	r.expect(t, 0, []string{"type: skill, scope: global", "depends_on: [" + wsFactID + "]"}, nil, "")
	// With --scope both, each candidate has a global copy: the global
	// dependent depends on the global copy of its sibling. Writing only
	// the workspace part of the prerequisite defers the global dependent.
	run("commit", tokenRE.FindString(r.stdout), "--approve", "2").expect(t, 1,
		[]string{"(workspace): depends on " + wsFactID + ", which candidate 1 writes", "(global): depends on " + wsFactID + ", which candidate 1 writes"}, []string{"Saved"}, "")
	r = run("save-session", "--scope", "both", wsFact+"\n"+"TYPE: skill | TEXT: Drain the billing queue before a deploy | DEPENDS_ON: "+wsFactID)
	run("commit", tokenRE.FindString(r.stdout), "--approve", "all").expect(t, 0, []string{"Saved 4 memory file(s)", "2. ADD drain-the-billing-queue-before-a-deploy (global)"}, nil, "")
	run("doctor").expect(t, 0, []string{"pass  store.depends_on"}, nil, "")
}

// TestSaveFieldLinesAfterText: a save's text (`engram save --file F`, the
// same text given to engram_save) that ends in a line "DEPENDS_ON: id" saved
// that line as the memory's words: no dependency was recorded, and every
// read showed "DEPENDS_ON: …" as part of the rule. Upper-case field lines
// after the text are now its fields, alike on the CLI and over MCP; a
// field given twice, or an id no memory has, is refused; a lower-case
// "Context:" line, or a field line before the text, stays the memory's words.
func TestSaveFieldLinesAfterText(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	file := filepath.Join(t.TempDir(), "memory.md")
	write := func(text string) {
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	const text = "Tag a release only after the checks pass\n\nDEPENDS_ON: " + goVetID + "\nTRIGGERS: release, tag\n"
	p := startMCP(t, ws, scratchEnv(t), "")
	defer p.close()
	mcpContent := func(text string) (string, string) {
		raw, fail := toolData(p, "engram_save", map[string]any{"text": text})
		var d proposeData
		if fail != "" || json.Unmarshal(raw, &d) != nil || len(d.Candidates) != 1 {
			return "", fail
		}
		return d.Candidates[0].Content, ""
	}
	write(text)
	cli := proposeJSON(t, ws, nil, "save", "--file", file).Candidates
	mcp, fail := mcpContent(text)
	if len(cli) != 1 || fail != "" {
		t.Fatalf("save --file: %+v; engram_save: %s", cli, fail)
	}
	for name, c := range map[string]string{"save --file": cli[0].Content, "engram_save": mcp} {
		if !strings.Contains(c, "depends_on: ["+goVetID+"]") || !strings.Contains(c, "triggers: [release, tag]") ||
			strings.Contains(c, "DEPENDS_ON") || strings.Contains(c, "TRIGGERS") || !strings.Contains(c, "- Tag a release only after the checks pass\n\n") {
			t.Errorf("%s did not read the field lines as fields:\n%s", name, c)
		}
	}
	fields := func(c string) string { // who wrote it and through what differ
		return regexp.MustCompile(`(?m)^(author_\w+|source): .*\n`).ReplaceAllString(c, "")
	}
	if fields(cli[0].Content) != fields(mcp) {
		t.Errorf("save --file and engram_save differ:\n%s\n----\n%s", cli[0].Content, mcp)
	}
	// The one-line form with its field on a line of its own reads the same.
	write("TEXT: Tag a release only after the checks pass\nDEPENDS_ON: " + goVetID + "\n")
	if c := proposeJSON(t, ws, nil, "save", "--file", file).Candidates; len(c) != 1 || !strings.Contains(c[0].Content, "depends_on: ["+goVetID+"]") ||
		strings.Contains(c[0].Content, "TEXT:") {
		t.Errorf("TEXT: line then DEPENDS_ON: line: %+v", c)
	}
	// Refusals: an id no memory has, a field given twice, a field that is no id.
	for _, tt := range []struct {
		text, want string
		code       int
	}{
		{"Tag a release only after the checks pass\nDEPENDS_ON: release-trian\n", `DEPENDS_ON "release-trian" names no memory`, 1},
		{"TEXT: Tag a release | DEPENDS_ON: " + goVetID + "\nDEPENDS_ON: " + goVetID + "\n", "DEPENDS_ON is given twice", 2},
		{"Tag a release\nDEPENDS_ON: " + goVetID + "\nDEPENDS_ON: " + goVetID + "\n", "DEPENDS_ON is given on two lines", 2},
		{"Tag a release\nDEPENDS_ON: Run Go Vet\n", "is not a memory id", 2},
		{"We moved to pnpm in March\nUPDATE: lockfiles are now pnpm-lock.yaml\n", "write the name in lower case (Update: …) to keep the line as text", 2},
	} {
		write(tt.text)
		runCLI(t, ws, "", nil, "save", "--file", file).expect(t, tt.code, nil, nil, tt.want)
		if _, fail := mcpContent(tt.text); !strings.Contains(fail, tt.want) {
			t.Errorf("engram_save of %q: %q, want %q", tt.text, fail, tt.want)
		}
	}
	// Not fields: a lower-case name, a field line before the text.
	for _, keep := range []string{
		"Tag a release only after the checks pass\nContext: the March outage",
		"DEPENDS_ON: " + goVetID + "\nTag a release only after the checks pass",
	} {
		write(keep)
		c := proposeJSON(t, ws, nil, "save", "--file", file).Candidates
		first, _, _ := strings.Cut(keep, "\n")
		if len(c) != 1 || strings.Contains(c[0].Content, "depends_on:") || !strings.Contains(c[0].Content, "- "+first+"\n") {
			t.Errorf("%q was read as fields: %+v", keep, c)
		}
	}
}

// TestSessionFieldLineAttaches: in `engram save-session` (and
// engram_save_session) a line "DEPENDS_ON: id" under a candidate's line was
// proposed as a knowledge memory of its own whose text was "DEPENDS_ON: id",
// and the candidate above it got no dependency. An upper-case field line
// (TRIGGERS, DEPENDS_ON, UPDATE, SUPERSEDES, CONTEXT) now belongs to the
// candidate it follows, alike on the CLI and over MCP; one with no candidate
// before it is refused with what to do, a field the candidate's line gave
// already is refused, and a lower-case "Context:" line is still a memory.
func TestSessionFieldLineAttaches(t *testing.T) {
	t.Parallel()
	b := newSessionBoth(t)
	ws, file, write, mcp := b.ws, b.file, b.write, b.mcp
	const text = "TYPE: rule | TEXT: Tag a release only after the checks pass\nDEPENDS_ON: " + goVetID +
		"\n- TRIGGERS: release, tag\nThe release bucket lives in eu-west-1\nCONTEXT: moved there in March\n"
	write(text)
	cli := proposeJSON(t, ws, nil, "save-session", "--file", file).Candidates
	over, fail := mcp(text)
	for name, c := range map[string][]proposalItem{"save-session": cli, "engram_save_session": over} {
		if len(c) != 2 || !strings.Contains(c[0].Content, "depends_on: ["+goVetID+"]") || !strings.Contains(c[0].Content, "triggers: [release, tag]") ||
			strings.Contains(c[0].Content+c[1].Content, "DEPENDS_ON") || strings.Contains(c[0].Content+c[1].Content, "TRIGGERS") ||
			!strings.Contains(c[1].Content, "## Context\n\nmoved there in March") || strings.Contains(c[1].Content, "depends_on:") {
			t.Errorf("%s (%s) did not attach the field lines to the candidate before them: %+v", name, fail, c)
		}
	}
	b.refused([]struct{ text, want string }{
		{"DEPENDS_ON: " + goVetID + "\nTag a release only after the checks pass\n", "line 1: DEPENDS_ON: " + goVetID + ": a line that opens with DEPENDS_ON: is a field of the memory on the line before it, and no memory comes before it"},
		{"TEXT: Tag a release | TRIGGERS: release\n\nTRIGGERS: tag\n", "line 3: TRIGGERS is given twice, in the candidate line and on a line of its own"},
		{"Tag a release\nDEPENDS_ON: release-trian\n", `DEPENDS_ON "release-trian" names no memory`},
		{"We moved to pnpm in March\nUPDATE: lockfiles are now pnpm-lock.yaml\n", "write the name in lower case (Update: …) to keep the line as text"},
	})
	// Still memories of their own: a lower-case name, a line with a TEXT field.
	write("Tag a release only after the checks pass\nContext: the March outage taught us\nCONTEXT: rollbacks | TEXT: Keep the last three builds\n")
	if c := proposeJSON(t, ws, nil, "save-session", "--file", file).Candidates; len(c) != 3 || strings.Contains(c[0].Content, "## Context") {
		t.Errorf("a lower-case field line or a candidate line was attached: %+v", c)
	}
}

// TestSessionTypeLineAttaches: a line "TYPE: skill" under a candidate in
// `engram save-session` was refused "missing TEXT" (stop 60), though the
// other field lines belong to the candidate they follow (wp60). It now
// gives that candidate its type, alike on the CLI and over MCP; one with
// no candidate before it, a type the candidate's line gave already, two
// such lines and a misspelt type are refused, each saying why.
func TestSessionTypeLineAttaches(t *testing.T) {
	t.Parallel()
	b := newSessionBoth(t)
	ws, file, write, mcp := b.ws, b.file, b.write, b.mcp
	const text = "The release bucket lives in eu-west-1\nTYPE: rule\n\nRelease notes are written from the merged PR titles\n" +
		"TEXT: Tag a release after the checks pass | TRIGGERS: release\n- TYPE: skill\n"
	write(text)
	cli := proposeJSON(t, ws, nil, "save-session", "--file", file).Candidates
	over, fail := mcp(text)
	for name, c := range map[string][]proposalItem{"save-session": cli, "engram_save_session": over} {
		if len(c) != 3 || c[0].Type != typeRule || c[1].Type != typeKnowledge || c[2].Type != typeSkill || strings.Contains(c[0].Content+c[2].Content, "TYPE") {
			t.Errorf("%s (%s) did not give the TYPE lines' types to the candidates before them: %+v", name, fail, c)
		}
	}
	b.refused([]struct{ text, want string }{
		{"TYPE: rule\nTEXT: Tag a release after the checks pass\n", "line 1: TYPE: rule: a line that opens with TYPE: is the type of the memory on the line before it, and no memory comes before it"},
		{"TYPE: knowledge | TEXT: Tag a release after the checks pass\nTYPE: rule\n", "line 2: TYPE is given twice, in the candidate line and on a line of its own"},
		{"The release bucket lives in eu-west-1\nTYPE: rule\nTEXT: Tag a release after the checks pass\n", "line 2: TYPE: rule: a line that opens with TYPE: is the type of the memory on the line before it, yet a TEXT: line follows it"},
		{"Tag a release after the checks pass\nTYPE: rule\nTYPE: skill\n", "line 3: TYPE is given on two lines (2 and 3)"},
		{"Tag a release after the checks pass\nTYPE: rul\n", `line 2: unknown type "rul"`},
	})
}

// sessionBoth reads save-session texts through the CLI (from a file) and
// through engram_save_session over one MCP session, for the tests of the
// field lines.
type sessionBoth struct {
	t        *testing.T
	ws, file string
	p        *mcpProc
}

func newSessionBoth(t *testing.T) *sessionBoth {
	ws := fixtureWorkspace(t)
	p := startMCP(t, ws, scratchEnv(t), "")
	t.Cleanup(p.close)
	return &sessionBoth{t: t, ws: ws, file: filepath.Join(t.TempDir(), "session.txt"), p: p}
}

// write puts text in the file the CLI reads.
func (b *sessionBoth) write(text string) {
	if err := os.WriteFile(b.file, []byte(text), 0o644); err != nil {
		b.t.Fatal(err)
	}
}

// mcp proposes text over MCP: its candidates, or the failure's text.
func (b *sessionBoth) mcp(text string) ([]proposalItem, string) {
	raw, fail := toolData(b.p, "engram_save_session", map[string]any{"text": text})
	var d proposeData
	if fail != "" || json.Unmarshal(raw, &d) != nil {
		return nil, fail
	}
	return d.Candidates, ""
}

// refused wants each text refused with its want, on the CLI and over MCP.
func (b *sessionBoth) refused(cases []struct{ text, want string }) {
	for _, tt := range cases {
		b.write(tt.text)
		if r := runCLI(b.t, b.ws, "", nil, "save-session", "--file", b.file); r.code == 0 || !strings.Contains(r.stderr, tt.want) {
			b.t.Errorf("save-session of %q: exit %d, %q; want %q", tt.text, r.code, r.stderr, tt.want)
		}
		if _, fail := b.mcp(tt.text); !strings.Contains(fail, tt.want) {
			b.t.Errorf("engram_save_session of %q: %q, want %q", tt.text, fail, tt.want)
		}
	}
}
