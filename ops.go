package main

import (
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// This file holds the operations the CLI and the MCP tools share. Each takes
// typed arguments and returns an outcome: human text plus the structured
// data, so `engram load --json` and engram_load's structuredContent are the
// same object. Operations never print.

// contractVersion is the version of the {contract_version, ok, data,
// diagnostics} envelope, the one engram 0.0.28 emits.
const contractVersion = "1"

type outcome struct {
	text        string
	data        any
	diagnostics []string
	// pending is a finished protocol result that replaces the tool result
	// (an input_required answer in the modern era).
	pending *callToolResult
}

// envelope is the structured result of every tool and --json command.
type envelope struct {
	ContractVersion string   `json:"contract_version"`
	OK              bool     `json:"ok"`
	Data            any      `json:"data"`
	Diagnostics     []string `json:"diagnostics"`
}

func (o outcome) envelope(ok bool) envelope {
	d := o.diagnostics
	if d == nil {
		d = []string{}
	}
	return envelope{ContractVersion: contractVersion, OK: ok, Data: o.data, Diagnostics: d}
}

// maxListed bounds the skipped and refused files one answer names. A store
// is the repository's: a clone with 100,000 files that do not parse made
// every engram_load carry 100,000 diagnostics (11 MB) and engram_status
// 32 MB, into the agent's context on every call. Counts stay exact, and
// 'engram verify' names every file.
const maxListed = 50

// capListed is lines, at most maxListed of them and a last line counting
// the rest.
func capListed(lines []string) []string {
	return capLines(lines, "%d more not listed (run 'engram verify' for every memory file)")
}

// capLines is lines, at most maxListed of them and a last line, more with
// the count of the others, when there were more.
func capLines(lines []string, more string) []string {
	if len(lines) <= maxListed {
		return lines
	}
	return append(lines[:maxListed:maxListed], fmt.Sprintf(more, len(lines)-maxListed))
}

// errorKind is what kind of failure an error is, in the terms both front
// ends answer in: the CLI's reporter maps it to an exit code (exitCodes in
// main.go), and a failed tool call shows the model the error's hints.
type errorKind int

const (
	kindFailed    errorKind = iota // anything else
	kindUsage                      // the arguments are wrong
	kindConfig                     // engram.config.json or a host config cannot be used
	kindIntegrity                  // a store file fails its checks or is refused
	kindPolicy                     // a secret or an instruction-like text was refused
	kindNotFound                   // no store, memory, note or proposal by that name
)

// opError is a failed operation: its kind, the error, and what to do
// about it. The CLI prints the hints as "engram: hint:" lines; a tool
// failure shows them to the model as "hint:" lines.
type opError struct {
	kind  errorKind
	err   error
	hints []string
}

func (o *opError) Error() string { return o.err.Error() }
func (o *opError) Unwrap() error { return o.err }

func (o *opError) toolHint() string { return strings.Join(o.hints, "\nhint: ") }

// kindOf is the kind of failure err is and what to do about it: an
// opError's own, a blocked candidate's (a policy refusal, candidates.go),
// else a plain failure. report (main.go) maps the kind to an exit code.
// A failed tool call reads the hints through toolHint (toolFailure,
// tools.go) instead: an unusable token's and a wrong candidate number's
// hints name the tools (engram_save, engram_commit), and the CLI words
// them as commands where it meets them (commitCLI); an error with only a
// tool's hint gets none here rather than one naming a tool.
func kindOf(err error) (errorKind, []string) {
	var oe *opError
	if errors.As(err, &oe) {
		return oe.kind, oe.hints
	}
	var b *blockedError
	if errors.As(err, &b) {
		return kindPolicy, []string{b.toolHint()}
	}
	return kindFailed, nil
}

func newOpError(kind errorKind, err error, hints ...string) error {
	return &opError{kind: kind, err: err, hints: hints}
}

func usageError(msg string, hints ...string) error {
	return &opError{kind: kindUsage, err: errors.New(msg), hints: hints}
}

// initHint is what to do where a command needs a store and there is none.
const initHint = "run 'engram init' in the project folder"

// noStoreLine is what verify's report prints where there is no
// store at all: an empty answer, not an error.
const noStoreLine = "no store found (run 'engram init')\n"

// noStore is the error of a command that needs the workspace's store: the
// refusal when the store is reached through a link, else "no store".
func noStore(workspace string) error {
	if err := storeRootRefused(workspace); err != nil {
		return newOpError(kindIntegrity, err, "replace the link with the store folder itself; Engram never writes through a link out of a project")
	}
	return newOpError(kindNotFound, fmt.Errorf("no store in %s", workspace), initHint)
}

// storeView is what every read works on: the store and its route index.
type storeView struct {
	s      *store
	ri     *routeIndex
	status statusMemo // engram_status, once per view (perf_status.go)
	diag   diagMemo   // diagnostics, once per view (perf_diagmemo.go)
}

// openView opens the store and builds the route index: the read path's
// entry point. The server replaces it with a cached view.
func openView(e *env, workspace string) (*storeView, error) {
	return openViewFrom(e, workspace, nil)
}

// openViewFrom is openView reusing the prepared memories prep holds, by
// path, where a file's stat still matches (nil: none).
func openViewFrom(e *env, workspace string, prep map[string]*prepared) (*storeView, error) {
	var st *viewState
	err := buildReadingAll(prep, func(prep map[string]*prepared) (err error) { // perf_textless.go
		if st, err = loadState(e, workspace, nil, prep, true); err == nil {
			st.view.ri = cliRouteIndex(st) // cache_routeindex.go
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	st.keepDocs()
	st.saveCache()
	return st.view, nil
}

// diagnostics lists memories skipped for integrity or parse problems, which a
// reader must hear about (DESIGN.md §2: reads skip a mismatched file and say so).
func (v *storeView) diagnostics() []string {
	if diagMemoOn {
		return viewDiagnostics(v) // perf_diagmemo.go
	}
	return referenceDiagnostics(v, typeDiagnostics(v.s))
}

// referenceDiagnostics is diagnostics with the type check's lines given.
func referenceDiagnostics(v *storeView, types []string) []string {
	var d []string
	for _, en := range v.s.entries {
		if !en.hashOK {
			d = append(d, fmt.Sprintf("skipped %s: its sha256 does not match memory.hashes.json (run 'engram verify')", en.key()))
		}
		if en.unsealed {
			d = append(d, fmt.Sprintf("skipped %s: %s", en.key(), v.s.unsealedWhy(en)))
		}
	}
	d = append(d, v.s.problems...)
	for _, b := range v.s.unparsable {
		d = append(d, fmt.Sprintf("skipped %s: does not parse, %v", b.key(), b.err))
	}
	d = append(d, types...)
	// The files and the config's problems are capped apart: one cap over
	// both cut, after 50 files that do not parse, a config value being
	// ignored out of every answer.
	cfg := make([]string, len(v.s.cfg.problems))
	for i, p := range v.s.cfg.problems {
		cfg[i] = "config " + p.String()
	}
	return append(capListed(d), capLines(cfg, "config: %d more problems not listed")...)
}

// knownType reports whether a memory's type is one Engram writes; a hand
// edit to another (`type: rulez`) is reported, never taken as a new type.
func knownType(kind string) bool { return memoryTypeDirs[kind] != "" }

// quotedType is an unknown type as status and doctor name it: quoted when
// it is a short word or two (a typo, "rules"), else its length only. A
// clone's type of thousands of characters, or one that addresses the agent,
// was quoted whole in the diagnostics of every tool's answer.
func quotedType(k string) string {
	if len(k) > 40 || strings.IndexFunc(k, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == ' ' || r == '-' || r == '_')
	}) >= 0 {
		return fmt.Sprintf("(%d characters, not shown; a type is rule, skill or knowledge)", len(k))
	}
	return strconv.Quote(k) + " (rule, skill or knowledge)"
}

func typeDiagnostics(s *store) []string {
	var d []string
	for _, en := range s.entries {
		if !knownType(en.mem.kind()) && !en.mem.isWorking() {
			d = append(d, fmt.Sprintf("%s: unknown type %s; fix the file, then 'engram rehash'", en.key(), quotedType(en.mem.kind())))
		}
	}
	return d
}

func opLoad(v *storeView, req loadRequest) (outcome, error) {
	text, data, err := loadMemories(v.s, v.ri, req)
	if err != nil {
		return outcome{}, err
	}
	return outcome{text: text + v.skippedText(), data: data, diagnostics: v.diagnostics()}, nil
}

// skippedText is skippedText of the view's store.
func (v *storeView) skippedText() string {
	if diagMemoOn {
		return viewSkippedText(v) // perf_diagmemo.go
	}
	return skippedText(v.s)
}

// skippedText is the lines of skippedLines under the text of load, route
// and search, for the CLI and the tools alike. The tools used to carry them
// only in structuredContent's diagnostics, which a legacy-era client never
// gets and many hosts do not show the model: an agent whose one matching
// memory was skipped as edited read "no memory shares a word with the task".
func skippedText(s *store) string {
	lines := capListed(skippedLines(s))
	if len(lines) == 0 {
		return ""
	}
	return "\n" + strings.Join(lines, "\n") + "\n"
}

// skippedLines names every memory file the read skipped because it was
// edited since its hash was recorded, no longer parses or has an id Engram
// does not read: a person reading load's output must see that a memory they
// expect was left out, and why.
func skippedLines(s *store) []string {
	var out []string
	for _, en := range s.entries {
		if en.hidden == hiddenInvalidID { // a string compare: this walk is on the load path
			out = append(out, fmt.Sprintf("skipped %s: %s", en.key(), invalidIDWhy))
		}
		if !en.hashOK {
			out = append(out, fmt.Sprintf("skipped %s: edited since its hash was recorded (review it with 'engram show %s', then 'engram rehash')", en.key(), en.mem.id()))
		}
		if en.unsealed {
			out = append(out, fmt.Sprintf("skipped %s: %s", en.key(), s.unsealedWhy(en)))
		}
	}
	for _, b := range s.unparsable {
		out = append(out, fmt.Sprintf("skipped %s: does not parse, %v", b.key(), b.err))
	}
	return out
}

// invalidIDWhy is what status, verify, doctor and the reads say of a memory
// whose id is not a slug (visibilityReason hides it). A clone's "id:
// ../../etc/passwd", a 5,000-character id or "id: Deploy rule" hid the
// memory from every read while status said only "hidden: invalid 1",
// verify "all hashes match", doctor passed and load said nothing: the id
// itself is the file's, and not shown.
const invalidIDWhy = "its id is not one Engram reads (lowercase letters, digits and hyphens, at most 80 characters), so reads skip it; fix the file's id line, then 'engram rehash'"

// invalidIDFiles lists the memories of s hidden for their id, by key.
func invalidIDFiles(s *store) []string {
	var out []string
	for _, en := range s.entries {
		if !isValidID(en.mem.id()) {
			out = append(out, en.key())
		}
	}
	return out
}

// routeEntry is one entry of engram_route and engram_search.
type routeEntry struct {
	ID     string  `json:"id"`
	Type   string  `json:"type"`
	Scope  string  `json:"scope"`
	Score  float64 `json:"score"`
	File   string  `json:"file"`
	Title  string  `json:"title,omitempty"`
	Reason string  `json:"reason,omitempty"`
}

type routeData struct {
	Query      string       `json:"query"`
	TaskType   string       `json:"task_type"`
	Confidence float64      `json:"confidence"`
	Entries    []routeEntry `json:"entries"`
}

func toRouteEntries(list []scored) []routeEntry {
	out := []routeEntry{}
	for _, sc := range list {
		out = append(out, routeEntry{ID: sc.en.mem.id(), Type: shownKind(sc.en.mem), Scope: sc.en.root.scope,
			Score: round3(sc.score), File: sc.en.file, Title: shownTitle(sc.en.mem), Reason: sc.reason})
	}
	return out
}

func round3(f float64) float64 { return float64(int(f*1000+0.5)) / 1000 }

// opRoute routes query; a limit of 0 or less is the store's load.limit.
func opRoute(v *storeView, query string, limit int) outcome {
	if limit <= 0 {
		limit = v.s.cfg.loadLimit
	}
	res := routeTask(v.s, v.ri, query, limit)
	data := routeData{Query: routableTask(query), TaskType: res.class.kind, Confidence: round3(res.class.confidence), Entries: toRouteEntries(res.entries)}
	var b strings.Builder
	fmt.Fprintf(&b, "Task type: %s (confidence %.2f)\n", res.class.kind, res.class.confidence)
	if len(res.entries) == 0 {
		b.WriteString(res.reason + "\n")
		b.WriteString(closestText(res.closest))
	}
	for i, e := range data.Entries {
		fmt.Fprintf(&b, "%d. %s (%s, %s) score %.3f — %s\n", i+1, e.ID, escapeName(e.Type), e.Scope, e.Score, e.Reason)
	}
	return outcome{text: b.String() + v.skippedText(), data: data, diagnostics: v.diagnostics()}
}

type searchData struct {
	Query   string       `json:"query"`
	Entries []routeEntry `json:"entries"`
}

func opSearch(v *storeView, query string, limit int) outcome {
	if limit <= 0 {
		limit = 10
	}
	// The part of the query a search reads (tasklimits.go), also for the
	// reasons and the echo: a 3.6 MB query took 16 s (taskWords stemmed
	// every word) and came back whole in the answer's data.
	query = routableTask(query)
	ranked, qs := v.ri.searchLookup(query)
	if len(ranked) > limit {
		ranked = ranked[:limit]
	}
	words := taskWords(query)
	for i := range ranked {
		ranked[i].reason = memberReason(ranked[i], qs.expanded, words)
	}
	data := searchData{Query: query, Entries: toRouteEntries(ranked)}
	var b strings.Builder
	if len(ranked) == 0 {
		b.WriteString(searchMiss(query))
	}
	for i, e := range data.Entries {
		fmt.Fprintf(&b, "%d. %s (%s, %s) score %.3f: %s\n", i+1, e.ID, escapeName(e.Type), e.Scope, e.Score, e.Title)
	}
	return outcome{text: b.String() + v.skippedText(), data: data, diagnostics: v.diagnostics()}
}

// searchMiss is what a search that found nothing says. The index leaves
// common words out, so a query of those only ("make", "use") reaches no
// memory even where a title holds it: a bare "no memory matched" read as
// "no such memory" (walk45: 'engram search make' beside two titles with
// "make"), so that case says why and what to do.
func searchMiss(q string) string {
	toks := tokenize(q)
	for _, t := range toks {
		if !isStopword(t) {
			return "no memory matched\n"
		}
	}
	if len(toks) == 0 {
		return "no memory matched\n"
	}
	return fmt.Sprintf("no memory matched: the search leaves out common words, and %q has only those; add a more specific word\n", strings.TrimSpace(q))
}

type verifyData struct {
	Checked int           `json:"checked"`
	OK      bool          `json:"ok"`
	Issues  []verifyIssue `json:"issues"`
	// Flagged lists memories with instruction-like text. They are a warning,
	// not an integrity failure (the exit code stays 0 when the hashes
	// match): a human rehashed them, and load shows them fenced as data.
	Flagged []string `json:"flagged"`
	// Unsealed lists the working notes reads skip because this machine's
	// engram did not write them (notesseal.go): a warning too, as a
	// skipped note harms nothing.
	Unsealed []string `json:"unsealed,omitempty"`
	// SealsUnreadable names each seals file that cannot be read: the cause
	// of every unsealed note of its store.
	SealsUnreadable []string `json:"seals_unreadable,omitempty"`
}

// opVerify checks every root; ok is false on any mismatch or missing hash.
// With limit > 0 (the tool's answer, read by the agent) the report and its
// data name at most limit issues and limit flagged memories (verifyText);
// the command lists every one (limit 0).
func opVerify(e *env, workspace string, limit int) (outcome, error) {
	s, err := openStore(e, workspace)
	if err != nil {
		return outcome{}, err
	}
	data := verifyData{Issues: []verifyIssue{}}
	scan := newFlagScan(s) // perf_verifyonce.go
	for _, r := range s.roots() {
		n, issues, err := verifyRootConsistent(r, scan.seen(r))
		if err != nil {
			return outcome{}, err
		}
		data.Checked += n
		data.Issues = append(data.Issues, issues...)
		// A journal no process may replay is a store someone tampered with.
		if _, _, err := readJournal(r.dir); err != nil {
			data.Issues = append(data.Issues, verifyIssue{File: journalFile, Scope: r.scope, Status: "untrusted-journal", Detail: err.Error()})
		}
	}
	// A file that no longer parses was edited, so its hash differs too: it
	// is one finding, named for the worse problem. Found through a map: a
	// scan of every issue per file made a clone of 100,000 files that do
	// not parse take minutes.
	at := map[[2]string][]int{}
	for i, is := range data.Issues {
		at[[2]string{is.Scope, is.File}] = append(at[[2]string{is.Scope, is.File}], i)
	}
	for _, bad := range s.unparsable {
		if strings.HasPrefix(bad.file, workingDir+"/") {
			continue
		}
		is := verifyIssue{File: bad.file, Scope: bad.root.scope, Status: "unparsable", Detail: bad.err.Error() + "; reads skip it: fix the file, then 'engram rehash'"}
		for _, i := range at[[2]string{is.Scope, is.File}] {
			data.Issues[i] = is
		}
		if len(at[[2]string{is.Scope, is.File}]) == 0 {
			data.Issues = append(data.Issues, is)
		}
	}
	for _, en := range s.entries {
		if !isValidID(en.mem.id()) && !en.mem.isWorking() {
			data.Issues = append(data.Issues, verifyIssue{File: en.file, Scope: en.root.scope, Status: "invalid-id", Detail: invalidIDWhy})
		}
	}
	data.OK = len(data.Issues) == 0
	data.Flagged = []string{}
	for i, en := range s.entries {
		if f := scan.instructions(i, en); len(f) > 0 {
			data.Flagged = append(data.Flagged, fmt.Sprintf("%s: %s", en.key(), strings.Join(f, "; ")))
		}
	}
	data.Unsealed = unsealedNotes(s)
	data.SealsUnreadable = sealsProblems(s)
	text := verifyText(data, s.ws == nil && s.global == nil, limit)
	if limit > 0 {
		data.Issues, data.Flagged = data.Issues[:min(len(data.Issues), limit)], data.Flagged[:min(len(data.Flagged), limit)]
		data.Unsealed = data.Unsealed[:min(len(data.Unsealed), limit)]
	}
	// A file's name is the repository's: the text escapes it, and so does
	// the data (its bidi and zero-width characters went out raw).
	for i := range data.Issues {
		data.Issues[i].File, data.Issues[i].Detail = escapeName(data.Issues[i].File), escapeHidden(data.Issues[i].Detail)
	}
	return outcome{text: text, data: data}, nil
}

// verifyText is verify's report. With limit > 0 (the tool's answer, read by
// the agent) it lists at most limit flagged memories and limit issues and
// counts the rest: a clone's 100,000 files that do not parse made one
// engram_verify answer 15 MB. The CLI lists every one (limit 0).
func verifyText(data verifyData, noStore bool, limit int) string {
	listed := func(n int) int {
		if limit > 0 {
			return min(n, limit)
		}
		return n
	}
	var b strings.Builder
	for _, f := range data.Flagged[:listed(len(data.Flagged))] {
		fmt.Fprintf(&b, "instruction-like %s (load shows it fenced as data; review it)\n", f)
	}
	for _, p := range data.SealsUnreadable {
		fmt.Fprintf(&b, "unsealed: %s\n", p)
	}
	for _, f := range data.Unsealed[:listed(len(data.Unsealed))] {
		fmt.Fprintf(&b, "unsealed %s (a working note this machine's engram did not write, or changed since; reads skip it: read it, then 'engram rehash' keeps it, or delete it)\n", f)
	}
	if noStore {
		b.WriteString(noStoreLine)
	}
	for _, is := range data.Issues[:listed(len(data.Issues))] {
		fmt.Fprintf(&b, "%s %s:%s\n", is.Status, is.Scope, escapeName(is.File)) // hiddentext.go: names are the repository's
		if is.Detail != "" {
			fmt.Fprintf(&b, "  %s\n", escapeName(is.Detail))
		}
	}
	if n := len(data.Flagged) + len(data.Issues) + len(data.Unsealed) - listed(len(data.Flagged)) - listed(len(data.Issues)) - listed(len(data.Unsealed)); n > 0 {
		fmt.Fprintf(&b, "%d more not listed (run 'engram verify' in a terminal for every one)\n", n)
	}
	if data.OK {
		fmt.Fprintf(&b, "verified %s: all hashes match\n", plural(data.Checked, "memory file", "memory files"))
	} else if crlf := countDetail(data.Issues, crlfOnlyDetail); crlf == len(data.Issues) {
		fmt.Fprintf(&b, "%d of %d memory files differ from their hashes only in line endings: %s\n", crlf, data.Checked, crlfRemedy)
	} else {
		fmt.Fprintf(&b, "%s; review them, then run 'engram rehash'\n", verifyFailure(data))
		if crlf == 1 {
			fmt.Fprintf(&b, "for the one that differs only in line endings: %s\n", crlfRemedy)
		} else if crlf > 1 {
			fmt.Fprintf(&b, "for the %d that differ only in line endings: %s\n", crlf, crlfRemedy)
		}
	}
	return b.String()
}

// verifyFailure says what failed in the words of each kind of issue. A
// hash naming a gone file, a journal or a refused folder is no checked
// memory file: counted as one, a clone whose hashes file named three gone
// files over one memory read "3 of 1 memory files failed verification".
func verifyFailure(data verifyData) string {
	failed := map[string]bool{}
	missing, other := 0, 0
	for _, is := range data.Issues {
		switch {
		case is.Status == "missing-file":
			missing++
		case is.Status == "untrusted-journal" || !strings.Contains(is.File, "/"):
			other++
		default:
			failed[is.Scope+":"+is.File] = true // a file can be named twice (its hash, its id)
		}
	}
	var parts []string
	if len(failed) > 0 {
		parts = append(parts, fmt.Sprintf("%d of %d memory files failed verification", len(failed), data.Checked))
	}
	if missing > 0 {
		parts = append(parts, plural(missing, "hashed memory file is", "hashed memory files are")+" gone or named outside the store")
	}
	if other > 0 {
		parts = append(parts, plural(other, "other problem", "other problems")+" (above)")
	}
	return strings.Join(parts, "; ")
}

// verifyRootConsistent is verifyRoot that does not report a commit running
// at the same moment (its memory files renamed, its hashes not yet) as a
// mismatch: when the first pass finds issues, it checks again under the
// store's lock. A store it cannot lock keeps the first answer.
func verifyRootConsistent(r *storeRoot, visit func(file string, data []byte, sum string)) (int, []verifyIssue, error) {
	n, issues, err := verifyRoot(r, visit)
	if err != nil || len(issues) == 0 {
		return n, issues, err
	}
	lock, lerr := lockStore(r.dir)
	if lerr != nil {
		return n, issues, err
	}
	defer lock.unlock()
	return verifyRoot(r, visit)
}

type statusData struct {
	Workspace       string         `json:"workspace"`
	WorkspaceStore  string         `json:"workspace_store,omitempty"`
	GlobalStore     string         `json:"global_store,omitempty"`
	Version         string         `json:"version"`
	Memories        int            `json:"memories"`
	Visible         int            `json:"visible"`
	ByType          map[string]int `json:"by_type"`
	ByScope         map[string]int `json:"by_scope"`
	Hidden          map[string]int `json:"hidden"`
	WorkingNotes    int            `json:"working_notes"`
	Roles           []string       `json:"roles"`
	RuleVariants    string         `json:"rule_variants"`
	IntegrityIssues int            `json:"integrity_issues"`
	// Unparsable: "<scope>:<file>: line N: why" for each memory file that
	// does not parse; reads skip them. Missing: "<scope>:<file>" for each
	// file memory.hashes.json lists that is gone (deleted by hand).
	// Both count in integrity_issues, as verify counts them.
	Unparsable []string `json:"unparsable,omitempty"`
	Missing    []string `json:"missing,omitempty"`
	// IndexedInPart: how many memories left words out of the search
	// index for the store-wide bound on terms (termbudget.go), and
	// PartlyIndexed the first maxListed of them, "<scope>:<file>".
	IndexedInPart int      `json:"indexed_in_part,omitempty"`
	PartlyIndexed []string `json:"partly_indexed,omitempty"`
	// UnsealedNotes: the working notes reads skip for want of this
	// machine's seal (notesseal.go), "<scope>:<file>"; not an integrity
	// issue (verify warns).
	UnsealedNotes []string `json:"unsealed_notes,omitempty"`
}

func opStatus(v *storeView) outcome {
	s := v.s
	d := countStatus(s)
	var b strings.Builder
	// The folder's name is whoever made it (an archive's): escaped.
	fmt.Fprintf(&b, "engram %s\nworkspace: %s\n", d.Version, escapeName(d.Workspace))
	switch {
	case d.WorkspaceStore == "" && storeRootRefused(d.Workspace) != nil:
		// There is a store, behind a link: 'engram init' would refuse it
		// too, so pointing there would send the user in a circle.
		b.WriteString("workspace store: refused, not loaded (see skipped below)\n")
	case d.WorkspaceStore == "":
		b.WriteString("workspace store: none (run 'engram init')\n")
	default:
		fmt.Fprintf(&b, "workspace store: %s\n", escapeName(d.WorkspaceStore))
	}
	if d.GlobalStore != "" {
		fmt.Fprintf(&b, "global store: %s\n", escapeName(d.GlobalStore))
	}
	if len(d.ByType) > 0 {
		fmt.Fprintf(&b, "memories: %d visible of %d (%s)\n", d.Visible, d.Memories, formatCounts(d.ByType))
	} else {
		fmt.Fprintf(&b, "memories: %d visible of %d\n", d.Visible, d.Memories)
	}
	if len(d.Hidden) > 0 {
		fmt.Fprintf(&b, "hidden: %s\n", formatCounts(d.Hidden))
	}
	// "none", as set-role spells it: an empty "roles: " read as a value missing.
	roles := "none"
	if len(d.Roles) > 0 {
		roles = strings.Join(d.Roles, ", ")
	}
	fmt.Fprintf(&b, "working notes: %d\nroles: %s\nrule variants: %s\n", d.WorkingNotes, roles, d.RuleVariants)
	for _, t := range typeDiagnostics(s) {
		fmt.Fprintf(&b, "warning: %s\n", t)
	}
	writeIntegrity(&b, &d, s)
	if p := partialMemories(s); len(p) > 0 {
		d.IndexedInPart, d.PartlyIndexed = len(p), p[:min(len(p), maxListed)]
		fmt.Fprintf(&b, "warning: %s\n", partialText(p))
	}
	// Files a read refused (links, oversized files, a store behind a
	// link): a human must hear of them. Unparsable files are listed above.
	for _, p := range capListed(s.problems) {
		fmt.Fprintf(&b, "skipped: %s\n", p)
	}
	for _, p := range s.cfg.problems {
		fmt.Fprintf(&b, "config %s\n", p)
	}
	// The data's paths hold the folder's name too (JSON escapes only C0
	// controls: bidi and zero-width characters went out raw).
	d.Workspace, d.WorkspaceStore, d.GlobalStore = escapeName(d.Workspace), escapeName(d.WorkspaceStore), escapeName(d.GlobalStore)
	return outcome{text: b.String(), data: d, diagnostics: v.diagnostics()}
}

// countStatus counts the store's memories for status: by type and scope,
// hidden ones by reason, working notes and hash mismatches.
func countStatus(s *store) statusData {
	d := statusData{Workspace: s.workspace, Version: engramVersion(), ByType: map[string]int{}, ByScope: map[string]int{},
		Hidden: map[string]int{}, Roles: s.cfg.roles, RuleVariants: "off"}
	if d.Roles == nil {
		d.Roles = []string{}
	}
	if s.cfg.ruleVariantsEnabled {
		d.RuleVariants = s.cfg.ruleVariantActive
	}
	if s.ws != nil {
		d.WorkspaceStore = s.ws.dir
	}
	if s.global != nil {
		d.GlobalStore = s.global.dir
	}
	for _, en := range s.entries {
		d.Memories++
		if en.mem.isWorking() && en.hidden == "" {
			d.WorkingNotes++ // the live ones, as `engram notes` lists; an expired one is counted hidden
		}
		if !en.hashOK {
			d.IntegrityIssues++
		}
		if en.hidden != "" {
			d.Hidden[strings.SplitN(en.hidden, " ", 2)[0]]++
			continue
		}
		d.Visible++
		if knownType(en.mem.kind()) || en.mem.isWorking() {
			d.ByType[en.mem.kind()]++
		} else {
			d.ByType["unknown type"]++
		}
		d.ByScope[en.root.scope]++
	}
	return d
}

// writeIntegrity lists the unparsable and missing files and writes the one
// integrity line, counting what verify counts, so the two agree.
func writeIntegrity(b *strings.Builder, d *statusData, s *store) {
	var lines []string
	for _, bad := range s.unparsable {
		d.Unparsable = append(d.Unparsable, fmt.Sprintf("%s: %v", bad.key(), bad.err))
		lines = append(lines, fmt.Sprintf("unparsable: %s: %v", bad.path, bad.err))
	}
	d.Missing = missingFiles(s)
	for _, m := range d.Missing {
		lines = append(lines, fmt.Sprintf("missing: %s is in memory.hashes.json but its file is gone", escapeName(m)))
	}
	invalid := invalidIDFiles(s)
	for _, k := range invalid {
		lines = append(lines, fmt.Sprintf("invalid id: %s: %s", k, invalidIDWhy))
	}
	d.UnsealedNotes = unsealedNotes(s)
	for _, p := range sealsProblems(s) {
		lines = append(lines, "unsealed: "+p)
	}
	for _, n := range d.UnsealedNotes {
		lines = append(lines, fmt.Sprintf("unsealed: %s is a working note this machine's engram did not write, or changed since; reads skip it ('engram rehash' keeps it once read)", n))
	}
	d.UnsealedNotes = capListed(d.UnsealedNotes)
	for _, l := range capListed(lines) {
		b.WriteString(l + "\n")
	}
	unparsable, missing := len(d.Unparsable), len(d.Missing)
	d.Unparsable, d.Missing = capListed(d.Unparsable), capListed(d.Missing)
	var parts []string
	if n := d.IntegrityIssues; n > 0 {
		parts = append(parts, plural(n, "memory file does not match its hash", "memory files do not match their hashes"))
	}
	if n := unparsable; n > 0 {
		parts = append(parts, plural(n, "memory file does not parse", "memory files do not parse"))
	}
	if n := missing; n > 0 {
		parts = append(parts, plural(n, "hashed memory file is gone", "hashed memory files are gone"))
	}
	if n := s.refused; n > 0 {
		parts = append(parts, plural(n, "memory file or folder refused", "memory files or folders refused"))
	}
	if n := len(invalid); n > 0 {
		parts = append(parts, plural(n, "memory has an id reads skip", "memories have ids reads skip"))
	}
	d.IntegrityIssues += unparsable + missing + s.refused + len(invalid)
	if len(parts) == 0 {
		b.WriteString("integrity: ok\n")
	} else {
		fmt.Fprintf(b, "integrity: %s (run 'engram verify')\n", strings.Join(parts, ", "))
	}
}

// pick is one when n is 1, else many: the pronoun or verb that agrees
// with a plural(n, …) count.
func pick(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// plural is "1 thing" or "N things".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// missingFiles lists the memory files memory.hashes.json records that no
// longer exist, as "<scope>:<file>".
func missingFiles(s *store) []string {
	var out []string
	for _, r := range s.roots() {
		hashes, err := readHashes(r.dir)
		if err != nil {
			continue // every read reports a hashes file that does not parse
		}
		var gone []string
		for f := range hashes {
			if !isMemoryPath(f) || !fileExists(filepath.Join(r.dir, filepath.FromSlash(f))) {
				gone = append(gone, r.scope+":"+f)
			}
		}
		sort.Strings(gone)
		out = append(out, gone...)
	}
	return out
}

func formatCounts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}

// countDetail counts the issues whose detail is d.
func countDetail(issues []verifyIssue, d string) int {
	n := 0
	for _, is := range issues {
		if is.Detail == d {
			n++
		}
	}
	return n
}
