package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// This file is the CLI of the working tier: `engram note`, `engram promote`
// and `engram hook session-start`.

func cmdNote(e *env, args []string) error {
	wf := textCommandFlags(e, "note", "[--objective O] [--type T] [--scope workspace|global] [--force] [text | --file F]")
	objective := wf.String("objective", "", "the task objective the note belongs to")
	kind := wf.String("type", "", "rule, skill, workflow or knowledge (default knowledge)")
	// A note lives in one store: its --scope is not save's "workspace, global
	// or both" (opProposeNote refuses both), and -h must say so.
	wf.Lookup("scope").Usage = "workspace or global"
	text, err := wf.parseProposal(args)
	if err != nil {
		return err
	}
	ws := wf.workspace()
	res, err := opProposeNote(e, ws, noteArgs{Text: text, Objective: *objective, Type: *kind, Scope: *wf.scope}, "")
	if err != nil {
		return err
	}
	return approveCLI(e, ws, wf.approval(), res)
}

// cmdPromote proposes a live working note as a durable memory. The verdict
// is computed against the durable memories as for any proposal; the note is
// removed in the same transaction that writes the durable memory.
func cmdPromote(e *env, args []string) error {
	wf := writeCommandFlags(e, "promote", "<note-id> [--type T] [--scope S] [--force]")
	kind := wf.String("type", "", "the durable type (default: the note's, or for a knowledge note the type its text says, as save infers it)")
	// A global note becomes a global memory unless --scope says otherwise.
	sf := wf.Lookup("scope")
	sf.Usage, sf.DefValue = "workspace, global or both (default: the note's scope)", ""
	sf.Value.Set("")
	id, err := wf.parseOne(args, "promote needs one note id", "run 'engram notes' for the note ids")
	if err != nil {
		return err
	}
	ws := wf.workspace()
	note, err := findNote(e, ws, id)
	if err != nil {
		return err
	}
	text := strings.Join(note.mem.contentLines(), "\n")
	t, scope := *kind, *wf.scope
	if scope == "" {
		scope = note.root.scope
	}
	if t == "" {
		t = promotedType(e, ws, note, text, scope)
	}
	cands, err := singleCandidate(text, t, scope, note.mem.fmList("role"))
	if err != nil {
		return usageError(err.Error())
	}
	res, err := opProposeWith(e, ws, cands, "note", "", note)
	if err != nil {
		return err
	}
	res.text = fmt.Sprintf("Promoting working note %s; it is removed once the durable memory is written.\n", note.mem.id()) + res.text
	return approveCLI(e, ws, wf.approval(), res)
}

// promotedType is the type a note is promoted as without --type. knowledge
// is a note's default, not a reading of its text: a knowledge note that
// says "never commit .env files" becomes the rule it states, as a save
// without --type does, so it is judged against the rules (a verdict
// compares memories of one type). It stays knowledge when a knowledge
// memory already says it (an earlier promotion's), so that is still found,
// and when the note's type was chosen (type_given: planNoteFile).
func promotedType(e *env, ws string, note *entry, text, scope string) string {
	t := note.mem.kind()
	inferred := inferType(text)
	if t != typeKnowledge || inferred == typeKnowledge || note.mem.fmStr("type_given") == "true" {
		return t
	}
	s, err := openStore(e, ws)
	if err != nil {
		return inferred
	}
	for _, sc := range []string{scopeWorkspace, scopeGlobal} {
		if scope != sc && scope != "both" {
			continue
		}
		if kind, _, _ := statementVerdict(s, candidate{Type: typeKnowledge, Text: text, Scope: sc}, sc); kind != verdictAdd {
			return typeKnowledge
		}
	}
	return inferred
}

// findNote finds a live working note: the workspace store's first, then
// the global store's (engram note --scope global), as `engram notes` lists
// them.
func findNote(e *env, ws, id string) (*entry, error) {
	s, err := openStore(e, ws)
	if err != nil {
		return nil, err
	}
	for _, root := range []*storeRoot{s.ws, s.global} {
		for _, en := range s.entries {
			if root != nil && en.root == root && en.mem.isWorking() && en.mem.id() == id {
				if en.hidden != "" {
					return nil, newOpError(kindNotFound, fmt.Errorf("the note %s is %s", id, en.hidden))
				}
				return en, nil
			}
		}
	}
	return nil, newOpError(kindNotFound, fmt.Errorf("no working note with id %s", id), "run 'engram notes' for the live notes")
}

// cmdHook runs a host hook. session-start is what the Claude SessionStart
// hook calls: it prints the session-start load and the working notes whose
// objective matches $ENGRAM_SESSION_OBJECTIVE. It fails open: a broken store
// or bad input prints a note on stderr and exits 0, so it never blocks a
// session.
func cmdHook(e *env, args []string) error {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
		fmt.Fprint(e.stdout, "Usage: engram hook session-start\n\n"+upperFirst(hookSummary())+".\n"+
			"Reads the hook's JSON (its cwd) on standard input when present; never fails a session (exit 0).\n")
		return nil
	}
	if len(args) != 1 || args[0] != "session-start" {
		return usageError("usage: engram hook session-start", "it reads the hook's JSON on standard input when present")
	}
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(e.stderr, "engram: hook: %s\n", escapeHidden(fmt.Sprint(r)))
		}
	}()
	text, err := sessionStartText(e)
	if err != nil {
		// The host shows a hook's stderr to the user, and the message names
		// the workspace folder (a bad config's path), whoever named it: its
		// escapes ran in the terminal. Escaped as report escapes.
		fmt.Fprintf(e.stderr, "engram: hook: %s (the session goes on without project memory)\n", escapeHidden(err.Error()))
		return nil
	}
	fmt.Fprint(e.stdout, text)
	return nil
}

// hookSummary is hook's line in the command table.
func hookSummary() string {
	c, _ := findCommand("hook")
	return c.summary
}

// hookInput is the part of the Claude hook JSON Engram uses.
type hookInput struct {
	Cwd string `json:"cwd"`
}

func sessionStartText(e *env) (string, error) {
	ws := resolveWorkspace(e, "")
	if in := readHookInput(e); in.Cwd != "" && e.getenv("ENGRAM_WORKSPACE") == "" {
		ws = resolveWorkspace(&env{getenv: e.getenv, cwd: in.Cwd, now: e.now, stdin: e.stdin, stdout: e.stdout, stderr: e.stderr}, "")
	}
	if _, ok := workspaceStoreDir(ws); !ok && !isDir(globalStoreDir(e)) {
		return "", nil
	}
	v, err := openView(e, ws)
	if err != nil {
		return "", err
	}
	o, err := opLoad(v, loadRequest{query: "session start"})
	if err != nil {
		return "", err
	}
	text := o.text
	if cards := objectiveCards(v.s, e.getenv("ENGRAM_SESSION_OBJECTIVE")); cards != "" {
		text += "\n## Working notes for this objective\n" + cards
	}
	return text, nil
}

// Hosts (Claude Code, Gemini CLI, Codex) write the hook's JSON on stdin as
// they spawn the hook. hookFirstByteWait bounds the wait for its first byte,
// so a host that leaves stdin open without writing costs the session at most
// that; once input has begun, hookInputWait bounds the rest, so JSON that a
// loaded machine delivers in pieces is read whole rather than dropped (the
// hook would then answer for the folder it was started in, not the host's).
const (
	hookFirstByteWait = time.Second
	hookInputWait     = 5 * time.Second
)

// hookReaderStarts runs as the reader goroutine begins; a test delays it
// past hookFirstByteWait to stand for a reader a loaded machine starves.
var hookReaderStarts = func() {}

// readHookInput reads the hook JSON when stdin carries some; a terminal or
// no input yields the zero value. It stops at the end of the first JSON
// value, so a host that writes and keeps stdin open is not waited on.
func readHookInput(e *env) hookInput {
	var in hookInput
	if f, ok := e.stdin.(*os.File); !ok || isTerminal(f) {
		return in
	}
	reading, started := make(chan struct{}), make(chan struct{})
	got := make(chan hookInput, 1)
	go func() {
		hookReaderStarts()
		var h hookInput
		// Decode errors are ignored: hook input is optional context, and a
		// wrongly typed field leaves the others decoded.
		json.NewDecoder(&firstByteReader{r: io.LimitReader(e.stdin, 64<<10), reading: reading, started: started}).Decode(&h)
		got <- h
	}()
	// The first byte's wait counts from the reader's first Read, not from
	// its start: on a loaded machine the reader may not run for a second,
	// and JSON already in the pipe was then dropped (stop 60: the test of
	// input written whole and left open failed so at load 25).
	<-reading
	wait := time.NewTimer(hookFirstByteWait)
	defer wait.Stop()
	select {
	case in = <-got:
	case <-started:
		in = awaitHookInput(got)
	case <-wait.C:
		// A process stalled past the wait may find both ready: input that
		// has begun is still read.
		select {
		case <-started:
			in = awaitHookInput(got)
		default:
		}
	}
	if in.Cwd != "" && !filepath.IsAbs(in.Cwd) {
		in.Cwd = ""
	}
	return in
}

// awaitHookInput waits for input that has begun, at most hookInputWait.
func awaitHookInput(got <-chan hookInput) hookInput {
	wait := time.NewTimer(hookInputWait)
	defer wait.Stop()
	select {
	case in := <-got:
		return in
	case <-wait.C:
		return hookInput{}
	}
}

// firstByteReader closes reading when its first Read begins and started
// when the first byte is read.
type firstByteReader struct {
	r                io.Reader
	reading, started chan struct{}
	began, once      bool
}

func (f *firstByteReader) Read(p []byte) (int, error) {
	if !f.began {
		f.began = true
		close(f.reading)
	}
	n, err := f.r.Read(p)
	if n > 0 && !f.once {
		f.once = true
		close(f.started)
	}
	return n, err
}

// objectiveCards lists live notes whose objective matches: equal, or one
// containing the other, ignoring case and spacing.
func objectiveCards(s *store, objective string) string {
	want := normalizeObjective(objective)
	if want == "" {
		return ""
	}
	var b strings.Builder
	for _, en := range s.visible() {
		got := normalizeObjective(en.mem.fmStr("objective"))
		if en.mem.isWorking() && got != "" && (got == want || strings.Contains(got, want) || strings.Contains(want, got)) {
			b.WriteString(cardLine(en) + "\n")
		}
	}
	return b.String()
}

func normalizeObjective(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}
