package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode"
)

// This file turns candidates into a proposal: for each candidate and each
// target scope, the id, the exact file and bytes that would be written, and
// one deterministic verdict against the store (DESIGN.md §4). Building a
// proposal reads the store and writes nothing.

// Verdict kinds.
const (
	verdictAdd       = "ADD"
	verdictUpdate    = "UPDATE"
	verdictSupersede = "SUPERSEDE"
	verdictNoop      = "NOOP"
)

// A verdict compares what the candidate and each memory say, clause by
// clause (statement.go, and "Verdicts" in the README): SUPERSEDE when a
// clause of the memory is said again with the opposite polarity, UPDATE when
// the whole memory is said again with a detail changed or added, NOOP when
// the candidate says nothing new, ADD otherwise and whenever unsure.

// verdict is a decision about one planned memory.
type verdict struct {
	Kind     string  `json:"kind"`
	Target   string  `json:"target,omitempty"`
	Explicit bool    `json:"explicit,omitempty"` // asked for with UPDATE:/SUPERSEDES:
	Score    float64 `json:"score,omitempty"`
	// Related is the closest memory of an ADD: shown in the preview, never
	// changed by the commit.
	Related string `json:"related,omitempty"`
}

func (v verdict) String() string {
	switch v.Kind {
	case verdictNoop:
		return "NOOP duplicate of " + v.Target
	case verdictAdd:
		return verdictAdd
	}
	return v.Kind + " " + v.Target
}

// planned is one file a candidate would write in one scope.
type planned struct {
	N       int     `json:"n"`
	Scope   string  `json:"scope"`
	ID      string  `json:"id"`
	Type    string  `json:"type"`
	File    string  `json:"file"`
	Verdict verdict `json:"verdict"`
	Content string  `json:"content"` // the exact bytes that would be written
	// TargetSHA is the sha256 of the UPDATE/SUPERSEDE target when proposed;
	// commit refuses to apply the verdict to a target that changed since.
	TargetSHA string `json:"target_sha256,omitempty"`
}

// proposal is what save returns and commit applies.
type proposal struct {
	Workspace  string      `json:"workspace"`
	Candidates []candidate `json:"candidates"`
	Plans      []planned   `json:"plans"`
	// Note is a working-tier note proposal (engram_note) instead of plans.
	Note *notePlan `json:"note,omitempty"`
	// Promote is the working note a promotion removes once its durable
	// memory is written (engram promote), in the store PromoteScope names
	// ("" is the workspace's, as proposals of earlier versions mean).
	Promote      string `json:"promote,omitempty"`
	PromoteScope string `json:"promote_scope,omitempty"`
}

// writer identifies who wrote a memory, from git's config when available.
type writer struct{ name, email string }

func currentWriter(e *env, workspace string) writer {
	w := writer{name: e.getenv("GIT_AUTHOR_NAME"), email: e.getenv("GIT_AUTHOR_EMAIL")}
	// One deadline for both lookups: a git that hangs on the first hangs
	// on the second too.
	ctx, cancel := context.WithTimeout(context.Background(), gitConfigWait)
	defer cancel()
	if w.name == "" {
		w.name = gitConfig(ctx, e, workspace, "user.name")
	}
	if w.email == "" {
		w.email = gitConfig(ctx, e, workspace, "user.email")
	}
	if w.name == "" {
		w.name = "engram"
	}
	// Both go into the front matter, which reads check decoded: a git
	// config value or variable with a line break or a control character
	// would have flagged every memory written with it.
	w.name = escapeName(strings.Join(strings.Fields(w.name), " "))
	w.email = escapeName(strings.Join(strings.Fields(w.email), " "))
	return w
}

// gitConfig asks git for one config value as seen from dir. The variables
// that say where git finds its config files are e's, not only the
// process's: a command run with another HOME (a test, a host that sets
// XDG_CONFIG_HOME) names the author that HOME's git config names.
//
// git reads the workspace's .git/config, which a repository handed out as
// an archive brings along: an include of a FIFO there kept git, and with
// it every save and engram_save, waiting forever. A git that has not
// answered by ctx's deadline names no one.
func gitConfig(ctx context.Context, e *env, dir, key string) string {
	cmd := exec.CommandContext(ctx, "git", "config", "--get", key)
	cmd.WaitDelay = time.Second // a child git left holding stdout
	cmd.Dir = dir
	cmd.Env = os.Environ()
	for _, k := range gitConfigVars {
		if v := e.getenv(k); v != os.Getenv(k) {
			cmd.Env = append(cmd.Env, k+"="+v) // the last of a key wins
		}
	}
	out, err := cmd.Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

// gitConfigWait bounds one git config lookup; git answers in milliseconds.
const gitConfigWait = 3 * time.Second

// gitConfigVars are the variables git reads to find its config files.
var gitConfigVars = []string{"HOME", "USERPROFILE", "XDG_CONFIG_HOME", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "GIT_CONFIG_NOSYSTEM"}

// buildProposal plans every candidate in every scope it targets.
func buildProposal(e *env, s *store, cands []candidate, source string) (*proposal, error) {
	for i, c := range cands {
		if liftedRuleTyped(s, c, c.Scope) {
			cands[i].Type = typeRule
		}
	}
	p := &proposal{Workspace: s.workspace, Candidates: cands}
	w := currentWriter(e, s.workspace)
	today := e.now().UTC().Format("2006-01-02")
	taken := map[string]bool{}
	for _, c := range cands {
		for _, scope := range expandScope(c.Scope) {
			if scope == scopeGlobal && globalStoreDir(e) == "" {
				// No home, no global store: the preview showed the file
				// relative to nowhere, and only the commit said why.
				return nil, noHomeError("the global store")
			}
			pl, err := planCandidate(s, c, scope, w, today, source, taken)
			if err != nil {
				return nil, fmt.Errorf("candidate %d: %w", c.N, err)
			}
			p.Plans = append(p.Plans, pl)
		}
	}
	// Checked once every id is planned: a candidate may depend on one
	// listed after it.
	for _, pl := range p.Plans {
		if err := checkDependsOn(s, cands[pl.N-1].DependsOn, pl.Scope, func(d string) bool { return siblingPlan(p, pl, d) != nil }); err != nil {
			return nil, fmt.Errorf("candidate %d: %w", pl.N, err)
		}
	}
	return p, nil
}

// siblingPlan is the plan of another candidate of p that writes the memory
// d, which pl's memory may depend on: in pl's scope or, for a workspace
// memory, in the global store, which every workspace loads. A memory saved
// with its prerequisite in one proposal named an id no memory had yet, and
// was refused: save the prerequisite, commit, then save again. The commit
// defers a dependent whose sibling it does not write (commit.go).
func siblingPlan(p *proposal, pl planned, d string) *planned {
	for i, o := range p.Plans {
		if o.N != pl.N && o.ID == d && (o.Scope == pl.Scope || o.Scope == scopeGlobal) &&
			(o.Verdict.Kind == verdictAdd || o.Verdict.Kind == verdictSupersede || o.Verdict.Kind == verdictUpdate) {
			return &p.Plans[i]
		}
	}
	return nil
}

func expandScope(s string) []string {
	if s == "both" {
		return []string{scopeWorkspace, scopeGlobal}
	}
	return []string{s}
}

// planCandidate decides the verdict and renders the file.
func planCandidate(s *store, c candidate, scope string, w writer, today, source string, taken map[string]bool) (planned, error) {
	v, target, err := decideVerdict(s, c, scope)
	if err != nil {
		return planned{}, err
	}
	pl := planned{N: c.N, Scope: scope, Type: c.Type, Verdict: v}
	if target != nil {
		pl.TargetSHA = target.sum
	}
	var m *memory
	switch v.Kind {
	case verdictUpdate:
		m = updatedMemory(target, c, today)
		pl.ID, pl.Type, pl.File = target.mem.id(), target.mem.kind(), target.file
	case verdictNoop:
		pl.ID, pl.Type, pl.File = target.mem.id(), target.mem.kind(), target.file
		return pl, nil
	default:
		pl.ID = unusedFileID(s, scope, durableSlug(c.Text), taken)
		pl.File = memoryTypeDirs[c.Type] + "/" + pl.ID + ".md"
		m = newMemory(c, pl.ID, scope, w, today, source)
		if v.Kind == verdictSupersede {
			m.fm.setList("supersedes", []string{v.Target})
		}
	}
	taken[scope+":"+pl.ID] = true
	pl.Content = string(m.render())
	return pl, nil
}

// checkDependsOn refuses a DEPENDS_ON id that a memory saved in scope
// could never load first: one no memory has (a typo was saved, and every
// load then printed "Depends on: <typo>"), one superseded (the error names
// its successor, for the agent to name instead: the link is not rewritten
// behind the human's back), archived, ignored or expired, and, for a
// global memory, a workspace one, which every other workspace lacks. A
// prerequisite that exists but is hidden here only for the active role or
// a hash to review is accepted, and so is the id another candidate of the
// same proposal writes (sibling).
func checkDependsOn(s *store, deps []string, scope string, sibling func(string) bool) error {
	for _, d := range deps {
		if sibling(d) {
			continue
		}
		var seen *entry
		var elsewhere bool
		ok := false
		for _, en := range s.entries {
			if en.mem.id() != d || en.mem.isWorking() {
				continue
			}
			if scope == scopeGlobal && en.root.scope != scopeGlobal {
				elsewhere = true
				continue
			}
			m := en.mem
			// An expired one (valid_until past) is hidden as the others are:
			// it was accepted, then every load said it was not loadable.
			gone := m.lifecycle() == "archived" || m.lifecycle() == "superseded" || m.fmStr("superseded_by") != "" || m.fmStr("ignored") == "true" ||
				strings.HasPrefix(en.hidden, "expired on ")
			if !gone {
				ok = true
				break
			}
			if seen == nil {
				seen = en
			}
		}
		switch {
		case ok:
		case seen != nil && seen.mem.fmStr("superseded_by") != "":
			next := escapeName(seen.mem.fmStr("superseded_by"))
			return fmt.Errorf("DEPENDS_ON %q was superseded by %s: name %s instead", d, next, next)
		case seen != nil:
			return fmt.Errorf("DEPENDS_ON %q is %s: no read shows it, so nothing would load before this memory", d, seen.hidden)
		case elsewhere:
			return fmt.Errorf("DEPENDS_ON %q is a workspace memory: a global memory is loaded in every workspace, and the others lack it", d)
		default:
			return fmt.Errorf("DEPENDS_ON %q names no memory (run 'engram list' for the ids)", d)
		}
	}
	return nil
}

// judgeVerdict is deterministic: the same store and text give the same
// verdict. Explicit UPDATE:/SUPERSEDES: win when their target exists.
// Callers ask decideVerdict (cache_decided.go), which keeps its answers.
func judgeVerdict(s *store, c candidate, scope string) (verdict, *entry, error) {
	if c.Update != "" || c.Supersedes != "" {
		id, kind := c.Update, verdictUpdate
		if id == "" {
			id, kind = c.Supersedes, verdictSupersede
		}
		t := s.durableInScope(id, scope)
		if t == nil {
			return verdict{}, nil, fmt.Errorf("%s target %q is not a visible %s memory", strings.ToLower(kind), id, scope)
		}
		return verdict{Kind: kind, Target: id, Explicit: true}, t, nil
	}
	kind, target, related := statementVerdict(s, c, scope)
	if target == nil {
		v := verdict{Kind: verdictAdd}
		if related != nil {
			v.Related = related.mem.id()
		}
		return v, nil, nil
	}
	return verdict{Kind: kind, Target: target.mem.id()}, target, nil
}

// durableInScope finds a visible durable memory with an id in one scope.
func (s *store) durableInScope(id, scope string) *entry {
	for _, en := range s.entries {
		if en.hidden == "" && !en.mem.isWorking() && en.root.scope == scope && en.mem.id() == id {
			return en
		}
	}
	return nil
}

var slugNonWord = lazyRegexp(`[^a-z0-9]+`)

// slugFor makes an id from the first words of a text, at most 60 characters.
func slugFor(text string) string {
	return cutSlug(fullSlug(text))
}

// durableSlug is slugFor for a durable memory: ids that start with `note-`
// are the working notes' (README "Working-tier notes"), so a text that
// begins with the word "Note" ("Note: the deploy freeze ...", "NOTE -")
// takes its id from the words after it, before the 60-character cut. A
// bare "note" goes too: uniqueID would make its second copy "note-2". The
// id still depends on the text alone, never on a machine's gitignored
// notes, so every clone derives the same one.
func durableSlug(text string) string {
	s := fullSlug(text)
	for s == "note" || strings.HasPrefix(s, noteIDPrefix) {
		s = strings.TrimPrefix(strings.TrimPrefix(s, "note"), "-")
	}
	return cutSlug(s)
}

// fullSlug is a text's words, lower-cased, their accents folded
// ("données" → donnees, not "donn-es") and joined by "-". Ids are ASCII
// (DESIGN: `[a-z0-9-]`), so a text written in letters with no Latin form
// (Chinese, Japanese, Korean, Greek, Cyrillic) takes letterlessSlug.
func fullSlug(text string) string {
	s := strings.Trim(slugNonWord().ReplaceAllString(strings.ToLower(foldAccents(text)), "-"), "-")
	if !strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz") && strings.IndexFunc(text, unicode.IsLetter) >= 0 {
		return letterlessSlug(text)
	}
	return s
}

// letterlessSlug is "memory-" and 8 hex digits of the text's SHA-256: an
// id every clone derives from the same text, where "memory", "memory-2" …
// would depend on the order of saves, and two people saving on two
// branches would both write knowledge/memory.md. A number the text has
// ("从 10000 开始") stays out of it: alone it names nothing.
func letterlessSlug(text string) string {
	sum := sha256.Sum256([]byte(strings.TrimSpace(text)))
	return "memory-" + hex.EncodeToString(sum[:4])
}

// cutSlug bounds a slug to 60 characters at a word end; "" is "memory".
func cutSlug(s string) string {
	if len(s) > 60 {
		s = strings.TrimRight(s[:60], "-")
		if i := strings.LastIndex(s, "-"); i > 30 {
			s = s[:i]
		}
	}
	if s == "" {
		s = "memory"
	}
	if windowsDeviceName(s) {
		// "Aux", "NUL." or "com1" alone made knowledge/aux.md: on Windows
		// that name is the device (writes vanish, Git for Windows will not
		// check it out), so a store saved elsewhere broke there.
		s += "-memory"
	}
	return s
}

// windowsDeviceName reports a slug that Windows reserves as a device name
// whatever its extension: con, prn, aux, nul, com0-9, lpt0-9.
func windowsDeviceName(s string) bool {
	switch s {
	case "con", "prn", "aux", "nul":
		return true
	}
	return len(s) == 4 && (s[:3] == "com" || s[:3] == "lpt") && s[3] >= '0' && s[3] <= '9'
}

// unusedFileID is uniqueID for a new durable memory, which also skips an
// id whose file name is taken in any memory folder of the scope's store: a
// file holding another id (hand-written, or not parsing), or on macOS and
// Windows one whose name differs only in case. An ADD used to rename its
// file over it, and that memory was gone.
func unusedFileID(s *store, scope, base string, taken map[string]bool) string {
	for {
		id := uniqueID(s, scope, base, taken)
		if !memoryFileTaken(s, scope, id) {
			return id
		}
		taken[scope+":"+id] = true
	}
}

// memoryFileTaken reports whether <type folder>/<id>.md names anything in
// the scope's store (Lstat: a link or a folder there counts too).
func memoryFileTaken(s *store, scope, id string) bool {
	root := s.ws
	if scope == scopeGlobal {
		root = s.global
	}
	if root == nil {
		return false
	}
	for _, dir := range memoryTypeDirs {
		if _, err := os.Lstat(filepath.Join(root.dir, dir, id+".md")); err == nil {
			return true
		}
	}
	return false
}

// uniqueID adds -2, -3 … when the id is taken in that scope (by a memory or
// by another candidate of this proposal).
func uniqueID(s *store, scope, id string, taken map[string]bool) string {
	exists := func(x string) bool {
		if taken[scope+":"+x] {
			return true
		}
		for _, en := range s.entries {
			if en.root.scope == scope && !en.mem.isWorking() && en.mem.id() == x {
				return true
			}
		}
		return false
	}
	base, n := id, 2
	for exists(id) {
		id = fmt.Sprintf("%s-%d", base, n)
		n++
	}
	return id
}

// titleFor is the first sentence of a text, at most 80 characters. A
// sentence ends at a line break, at ". " or "; " (a period inside a
// word, as in "v1.2", "ledger.amount_cents" or "e.g.x", does not end it),
// or at a full-width 。！？ or ；.
// A Markdown heading's marks are not its words: a file saved with --file
// often opens with one, and the memory's "# " title line then read
// "# # Acme API".
func titleFor(text string) string {
	t := strings.TrimSpace(text)
	if h := strings.TrimLeft(t, "#"); len(h) < len(t) && len(t)-len(h) <= 6 && h != "" && (h[0] == ' ' || h[0] == '\t') && strings.TrimSpace(h) != "" {
		t = strings.TrimSpace(h)
	}
	end := len(t)
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c == '\n' || (c == '.' || c == ';') && (i+1 == len(t) || t[i+1] == ' ' || t[i+1] == '\t' || t[i+1] == '\r' || t[i+1] == '\n') {
			if i > 10 {
				end = i
				break
			}
		}
	}
	if i := strings.IndexAny(t[:end], "。！？；"); i > 10 {
		end = i // a Chinese or Japanese sentence's end: its full stop has no space after it
	}
	return truncateRunes(strings.TrimSpace(t[:end]), 80)
}

// tagsFor picks up to six tags: the task type, then the candidate's most
// specific words (engram 0.0.28 writes at most six). An everyday word
// (commonWords, requestWords) is no topic, and the session-start markers
// "always" and "session-start" are an instruction of the human's (a
// trigger): picked as the rule's longer words, "Always run … before
// committing model changes" was tagged always and loaded first at every
// session start, ahead of every rule the human ranked, while a longer
// "Always …" rule was not.
func tagsFor(c candidate) []string {
	tags := []string{"task_type:" + classifyTask(c.Text).kind}
	seen := map[string]bool{}
	words := tokenize(c.Text)
	sort.SliceStable(words, func(i, j int) bool { return len(words[i]) > len(words[j]) })
	for _, w := range words {
		if len(tags) >= 6 {
			break
		}
		// A CJK bigram is no tag: half of a text's are pairs across two
		// words ("个合" of 每个合并), and a file's tags are read by people.
		if len(w) < 4 || isStopword(w) || seen[w] || strings.ContainsAny(w, "./") || hasCJK(w) || notATag(w) || tagsReadAsOrder(append(tags, w)) {
			continue
		}
		seen[w] = true
		tags = append(tags, w)
	}
	return tags
}

// tagsReadAsOrder reports whether tags, as the file's line shows them,
// read as an instruction: words of a text that orders nothing, side by
// side in a list, can ("Trace requests with log.Print(ctx, token)" was
// tagged "print, token", the scan of the file read "print, token" as an
// order to reveal secrets, and the commit failed an integrity check).
func tagsReadAsOrder(tags []string) bool {
	return len(findInstructions("tags: ["+strings.Join(tags, ", ")+"]")) > 0
}

// notATag reports whether a word of a memory's text is never one of its
// automatic tags (tagsFor).
func notATag(w string) bool {
	st := stem(w)
	return w == "session-start" || commonWords()[st] || requestWords()[st]
}

// newMemory renders a memory file in the engram 0.0.28 format.
func newMemory(c candidate, id, scope string, w writer, today, source string) *memory {
	fm := frontMatter{}
	fm.setInt("schema_version", 3)
	fm.setStr("id", id)
	fm.setStr("type", c.Type)
	fm.setStr("scope", scope)
	fm.setList("tags", tagsFor(c))
	for _, k := range []string{"created", "updated", "valid_from", "last_confirmed"} {
		fm.setStr(k, today)
	}
	fm.setStr("author_name", w.name)
	if w.email != "" {
		fm.setStr("author_email", w.email)
	}
	fm.setStr("source", source)
	fm.setStr("confidence", "high")
	fm.setStr("authority", authorityFor(c.Type))
	fm.setInt("revision", 1)
	if len(c.Triggers) > 0 {
		fm.setList("triggers", c.Triggers)
	}
	if len(c.DependsOn) > 0 {
		fm.setList("depends_on", c.DependsOn)
	}
	if len(c.Role) > 0 {
		fm.setList("role", c.Role)
	}
	var extra []bodySection
	if c.Context != "" {
		extra = append(extra, bodySection{heading: "Context", text: c.Context})
	}
	body := renderMemoryBody(c.Type, titleFor(c.Text), contentBullets(c.Text), extra)
	m := newText(fm, body)
	m.parseBody()
	return m
}

func authorityFor(kind string) string {
	if kind == typeKnowledge {
		return "reference"
	}
	return "instruction"
}

// contentBullets splits multi-line text into bullets; one line is one bullet.
// A line's own list marker ("- ", "* ", "• ") gives way to the bullet's; any
// other leading dash is the text's: trimming every one turned "--force is
// required" into "force is required" (sec47).
func contentBullets(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(withoutListMarker(strings.TrimSpace(l))); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// withoutListMarker drops one Markdown list marker and the space after it;
// a line that is only a marker is empty.
func withoutListMarker(l string) string {
	for _, m := range []string{"-", "*", "•"} {
		if rest, ok := strings.CutPrefix(l, m); ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t') {
			return rest
		}
	}
	return l
}

// updatedMemory is the target memory with its content replaced by the
// candidate's text: front matter (unknown keys included) and other sections
// are kept; revision, updated and last_confirmed move forward.
func updatedMemory(t *entry, c candidate, today string) *memory {
	old := t.mem
	fm := frontMatter{}
	for k, v := range old.front() {
		fm[k] = v
	}
	fm.setInt("revision", old.front().int("revision", 1)+1)
	fm.setStr("updated", today)
	fm.setStr("last_confirmed", today)
	if len(c.Triggers) > 0 {
		fm.setList("triggers", c.Triggers)
	}
	if len(c.DependsOn) > 0 {
		fm.setList("depends_on", c.DependsOn)
	}
	var extra []bodySection
	for _, sec := range old.sectionList() {
		if sec.heading != "Content" && sec.heading != "Rule Variants" && sec.heading != "Context" {
			extra = append(extra, sec)
		}
	}
	if c.Context != "" {
		extra = append(extra, bodySection{heading: "Context", text: c.Context})
	}
	// The content is replaced, so the title follows it: an old title kept
	// over new content would name what the memory no longer says.
	m := newText(fm, renderMemoryBody(old.kind(), titleFor(c.Text), contentBullets(c.Text), extra))
	m.parseBody()
	return m
}

// supersededMemory marks the old memory as replaced by newID.
func supersededMemory(t *entry, newID, today string) *memory {
	fm := frontMatter{}
	for k, v := range t.mem.front() {
		fm[k] = v
	}
	fm.setStr("lifecycle", "superseded")
	fm.setStr("superseded_by", newID)
	fm.setStr("valid_until", today)
	fm.setStr("updated", today)
	m := newText(fm, t.mem.bodyText())
	m.parseBody()
	return m
}

// renderProposal is the human preview: numbered candidates, each with its
// verdict line, type, scope, file and the exact text that would be written.
// An UPDATE shows the memory's current content beside the candidate's (the
// lines that go with "-", the lines that come with "+"), a SUPERSEDE the
// content it retires, an ADD the related memory that stays: a destructive
// verdict is never approved blind. s may be nil.
func renderProposal(p *proposal, dirs map[string]string, s *store) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Proposed memories (nothing is written until the human approves):\n")
	for _, pl := range p.Plans {
		fmt.Fprintf(&b, "\n%d. Verdict: %s\n   type: %s, scope: %s\n", pl.N, pl.Verdict, escapeName(pl.Type), pl.Scope)
		if pl.Verdict.Kind == verdictNoop {
			fmt.Fprintf(&b, "   already covered by %s; nothing would be written\n", pl.File)
			continue
		}
		if pl.Verdict.Related != "" {
			fmt.Fprintf(&b, "   related to %s, which stays as it is (compare: engram load --id %s)\n", pl.Verdict.Related, pl.Verdict.Related)
		}
		fmt.Fprintf(&b, "   file: %s\n", escapeName(filepath.Join(dirs[pl.Scope], filepath.FromSlash(pl.File))))
		var target *entry
		if s != nil && pl.Verdict.Target != "" {
			target = s.durableInScope(pl.Verdict.Target, pl.Scope)
		}
		switch pl.Verdict.Kind {
		case verdictUpdate:
			fmt.Fprintf(&b, "   replaces the content of %s:\n", pl.Verdict.Target)
			if target != nil {
				writeContentDiff(&b, target.mem.contentLines(), contentBullets(p.Candidates[pl.N-1].Text))
			}
			if why := inferredUpdateDeferral(pl); why != "" {
				b.WriteString("   " + why + "\n")
			}
		case verdictSupersede:
			fmt.Fprintf(&b, "   retires %s (marked superseded by %s); the content it retires:\n", pl.Verdict.Target, pl.ID)
			if target != nil {
				writeContentDiff(&b, target.mem.contentLines(), nil)
				for _, d := range dependents(s, pl.Verdict.Target) {
					fmt.Fprintf(&b, "   note: %s depends on %s; its link stays, and load and doctor will report it as superseded by %s until %s is edited\n", d, pl.Verdict.Target, pl.ID, d)
				}
			}
		}
		b.WriteString("   ---- exact file content ----\n")
		for _, l := range strings.Split(strings.TrimRight(pl.Content, "\n"), "\n") {
			b.WriteString("   " + escapeHidden(l) + "\n") // an UPDATE keeps the file's front matter
		}
	}
	return b.String()
}

// writeContentDiff lists the lines before that go ("- "), lines kept ("  ")
// and the lines after that come ("+ "). The lines before are a stored
// file's (a clone's, or a hand edit a human rehashed): hidden characters
// are written as [U+XXXX], for a line holding ESC[1A ESC[2K redrew the
// approval preview on the terminal, and ESC[2J cleared it.
func writeContentDiff(b *strings.Builder, before, after []string) {
	for _, l := range before {
		mark := "- "
		if slices.Contains(after, l) {
			mark = "  "
		}
		b.WriteString("     " + mark + escapeHidden(l) + "\n")
	}
	for _, l := range after {
		if !slices.Contains(before, l) {
			b.WriteString("     + " + escapeHidden(l) + "\n")
		}
	}
}

// Imperative sentences (type inference, inferType in candidates.go): a
// sentence that opens with a verb in its base form is an instruction, as
// "Run the linter before pushing any branch" is, even without always or
// never. English marks it by position and shape, not by a list of verbs:
// the first word is not a closed-class word (article, pronoun,
// preposition, conjunction, auxiliary, numeral), has a base form's shape
// (no -ing, -ed, -ly, no -s but -ss), is not a name (PagerDuty, CI), and
// the first clause has no auxiliary of its own (is, are, has, can ...), which
// would make the first words its subject ("Slot search results are
// cached"). A short label before a colon ("Event ingestion: ...") is a
// heading, not a verb. Measured on the tune sets' stores (spec46 log):
// whole texts typed right 168 -> 183 of 303. The articles and pronouns of
// French, Spanish, German, Italian and Portuguese are closed-class too: "Le
// service de facturation tourne sur trois répliques" (a fact) opened with a
// word of a base verb's shape and was saved as a rule.
var (
	closedClassWords = wordSet(`a an the this that these those my your our his her its their some any no every each all both either neither
		most many much more few fewer less least several other another such
		i you he she it we they me him us them one ones someone something anyone anything everyone everything nobody nothing
		in on at to from by with of for about into onto over under after before between through during without within across
		and or but nor so yet if when while because although though unless until since as than whether where which who whom whose what why how
		is are was were be been being am has have had having does do did done can could will would shall should may might must
		there here not two three four five six seven eight nine ten eleven twelve
		le la les un une des du ce cette ces nous vous ils elles el los las una unos unas der die das ein eine einen dem den ich wir il lo gli os um uma`)
	leadingAuxiliaries = wordSet("is are was were am has have had does did can could will would may might shall")
	clauseAuxiliaries  = wordSet("is are was were has have had can could will would may might")
	subordinators      = wordSet("that if when while because unless until before after since so where whether once sure")
	objectDeterminers  = wordSet("the a an its their our all every each any no this these those some his her my your")
	// lyVerbs are the English verbs ending in -ly, the ending of an adverb
	// ("Usually ...") that isBaseVerbShape otherwise refuses: "Apply the
	// migrations before deploying" and "Reply to me in British English"
	// were saved as knowledge.
	lyVerbs = wordSet("apply reapply reply supply resupply comply multiply imply rely fly tally rally sully bully")
)

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// imperativeSentences counts the sentences (or lines) of text that are
// imperative; first says whether the first one is.
func imperativeSentences(text string) (n int, first bool) {
	for i, s := range splitSentences(text) {
		if isImperative(s) {
			n++
			first = first || i == 0
		}
	}
	return n, first
}

// splitSentences splits at a line break or after . ! ? before a space.
func splitSentences(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		start := 0
		for i := 0; i+1 < len(line); i++ {
			if strings.IndexByte(".!?", line[i]) >= 0 && (line[i+1] == ' ' || line[i+1] == '\t') {
				out = appendNonBlank(out, line[start:i+1])
				start = i + 1
			}
		}
		out = appendNonBlank(out, line[start:])
	}
	return out
}

func appendNonBlank(out []string, s string) []string {
	if s = strings.TrimSpace(s); s != "" {
		out = append(out, s)
	}
	return out
}

func isImperative(sentence string) bool {
	raw := strings.Fields(sentence)
	words := make([]string, len(raw))
	for i, w := range raw {
		words[i] = strings.Trim(w, ".,;:!?\"'()[]")
	}
	if len(words) > 0 && strings.EqualFold(words[0], "please") {
		raw, words = raw[1:], words[1:]
	}
	if len(words) < 2 || !isBaseVerbShape(words[0]) {
		return false
	}
	for _, w := range raw[:min(4, len(raw))] {
		if strings.HasSuffix(w, ":") {
			return false // a label: "Team Ingest: Kafka topics ..."
		}
	}
	for _, w := range words[1:min(3, len(words))] {
		if leadingAuxiliaries[strings.ToLower(w)] {
			return false
		}
	}
	if w2 := strings.ToLower(words[1]); len(words) > 2 && strings.HasSuffix(w2, "s") && !strings.HasSuffix(w2, "ss") && objectDeterminers[strings.ToLower(words[2])] {
		return false // subject, verb, object: "Nginx serves the assets"
	}
	return !clauseHasAuxiliary(sentence)
}

// isBaseVerbShape: letters only, not a name, not a closed-class word, and
// none of the endings a base form lacks.
func isBaseVerbShape(w string) bool {
	if len(w) < 2 {
		return false
	}
	for i, r := range w {
		if r > unicode.MaxASCII || !unicode.IsLetter(r) || (i > 0 && unicode.IsUpper(r)) {
			return false
		}
	}
	l := strings.ToLower(w)
	if closedClassWords[l] || strings.HasSuffix(l, "ing") || strings.HasSuffix(l, "ed") || strings.HasSuffix(l, "ly") && !lyVerbs[l] {
		return false
	}
	return !strings.HasSuffix(l, "s") || strings.HasSuffix(l, "ss")
}

// clauseHasAuxiliary reports an auxiliary in the sentence's first clause
// (up to ; or :, parentheses left out) before any subordinator.
func clauseHasAuxiliary(sentence string) bool {
	var b strings.Builder
	depth := 0
	for _, r := range sentence {
		switch {
		case r == '(':
			depth++
		case r == ')' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	clause, _, _ := strings.Cut(strings.NewReplacer(":", ";").Replace(b.String()), ";")
	for i, w := range strings.Fields(clause) {
		w = strings.ToLower(strings.Trim(w, ".,;:!?\"'()[]"))
		if i == 0 {
			continue
		}
		if subordinators[w] {
			return false
		}
		if clauseAuxiliaries[w] {
			return true
		}
	}
	return false
}
