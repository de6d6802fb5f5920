package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// This file applies the edits link, unlink and upgrade planned. Its rules
// (issue 18): all or nothing, so every file is read, parsed and patched
// before the first one is written, and one that does not parse leaves every
// file as it was; a file that link created and unlink empties is removed
// again, known from the record link keeps in ~/.engram/linked-files.json
// (issue 19), while a file the user had stays, emptied, or as it was before
// link where link noted that (hosts_before.go).

// plannedEdit is one file's decided change, not yet written.
type plannedEdit struct {
	path, resolved, show string
	src                  []byte
	exists               bool
	res                  editResult
	status               string
	skipLine             string      // a target with nothing to do in this scope
	sameAs               string      // an earlier plan's file, one file with this: it writes both edits
	before               *fileBefore // link: what the file held that unlink must give back (hosts_before.go)
	gaveBack             bool        // unlink: the file's note is used up once this is written
}

// current is what the file holds once p is written: a later edit of the
// same file (through a link) starts from it.
func (p *plannedEdit) current() ([]byte, bool) {
	switch {
	case p.res.remove:
		return nil, false
	case p.res.data != nil && p.res.skip == "":
		return p.res.data, true
	}
	return p.src, p.exists
}

// readPlanned sets p.src and p.exists: the file as the plan at first
// leaves it, or with none (-1), as it is on disk. A missing file is no
// error.
func readPlanned(plans []plannedEdit, first int, p *plannedEdit) ([]byte, error) {
	if first >= 0 {
		p.src, p.exists = plans[first].current()
		return p.src, nil
	}
	src, err := readHostConfig(p.resolved)
	p.src, p.exists = src, err == nil
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	return src, nil
}

// samePlan is the index of the plan that already edits the file at
// resolved under another name (AGENTS.md a link to CLAUDE.md, or a hard
// link), or -1.
func samePlan(plans []plannedEdit, resolved string) int {
	for i, q := range plans {
		if q.skipLine == "" && q.sameAs == "" && (q.resolved == resolved || sameFile(q.resolved, resolved)) {
			return i
		}
	}
	return -1
}

// joinPlan folds p, a second edit of q's file, into q: both were planned
// from the file as it was, so each name wrote it once, the second write
// redoing the first ("updated CLAUDE.md", "updated AGENTS.md"), and two
// different edits of one file (a .cursor/mcp.json linked to .mcp.json)
// kept only the last. Now p's edit starts from q's result, q writes both,
// and p's line names q.
func joinPlan(q, p *plannedEdit) {
	p.sameAs = q.show
	if q.res.skip != "" {
		p.res, p.status = editResult{skip: "the same file as " + q.show + ", which is left as it is"}, "skipped"
		return
	}
	if p.res.remove || p.res.data != nil {
		q.res.data, q.res.remove = p.res.data, p.res.remove
		q.status = editStatus(q.res, q.src, q.exists)
	}
}

// readHostConfig reads one host file. Every host read goes through here.
func readHostConfig(p string) ([]byte, error) { return readHostFile(p, maxHostConfigBytes) }

// planEdits reads and patches every file once (targets share AGENTS.md and
// GEMINI.md); any failure returns them all and nothing is written.
func planEdits(e *env, o *hostOpts, edits []fileEdit) ([]plannedEdit, error) {
	rec := readLinkRecord(e)
	seen, plans, failures := map[string]bool{}, []plannedEdit(nil), []error(nil)
	unparsed := false // a failure is a file that does not parse (not a link or read refusal)
	for _, ed := range edits {
		if ed.skip != "" {
			// Only link says why it skipped a host's workspace MCP file: the
			// line ends "run 'engram link --global …'", advice for someone
			// linking, not for unlink or upgrade, which have nothing there.
			if o.mode == modeLink {
				plans = append(plans, plannedEdit{skipLine: fmt.Sprintf("skipped   %s: %s", ed.label, ed.skip)})
			}
			continue
		}
		if seen[ed.path] {
			continue
		}
		seen[ed.path] = true
		p := plannedEdit{path: ed.path, show: displayPath(o, ed.path), resolved: resolveLink(ed.path)}
		if err := linkLeavesWorkspace(o.workspace, p.path, p.resolved); err != nil {
			failures = append(failures, fmt.Errorf("%s: %w", p.show, err))
			continue
		}
		first := samePlan(plans, p.resolved)
		src, err := readPlanned(plans, first, &p)
		if err != nil {
			failures = append(failures, fmt.Errorf("reading %s: %w", p.show, err))
			continue
		}
		res, err := applyEdit(o, rec, ed, src, p.exists)
		if err != nil {
			failures = append(failures, locateError(p.show, err))
			unparsed = unparsed || !errors.Is(err, errNotObject) && !errors.As(err, new(cannotPlace))
			continue
		}
		if o.mode == modeUnlink && !p.exists {
			// Unlink never creates a file: with nothing to remove, Codex's
			// editor returned an empty config.toml, which was then written
			// ("created .codex/config.toml" after 'engram unlink all').
			res = editResult{}
		}
		if err := danglingLink(p.path, p.show); err != nil && res.data != nil && !p.exists {
			failures = append(failures, err)
			continue
		}
		res = p.noteOrGiveBack(o.mode, rec, res, first < 0)
		if o.mode != modeUpgrade && p.exists && emptiesCreated(res, src, rec.has(ed.path), p.resolved) {
			res = editResult{remove: true, note: strings.TrimPrefix(res.note+"; engram link created it", "; ")}
		}
		p.res = res
		p.status = editStatus(res, src, p.exists)
		if p.status == "unchanged" && res.note == "" && (o.mode == modeUnlink || o.mode == modeUpgrade && res.data == nil) {
			// A file that holds nothing of Engram's (the user's own
			// settings, a config the host wrote) is not listed: "unchanged
			// ~/.claude/settings.json" read as if it held an entry, and hid
			// the "nothing to remove/re-pin" line README promises.
			p.status = ""
		}
		if first >= 0 {
			joinPlan(&plans[first], &p)
		}
		plans = append(plans, p)
	}
	failures = append(failures, readOnlyFailures(plans, !o.dryRun)...)
	if len(failures) == 0 {
		return plans, nil
	}
	// The hint names the rule that applies: a refused link or an unreadable
	// path is not a file that fails to parse, and saying so sends the user to
	// look for a syntax error that is not there.
	hints := []string{"nothing was written: every file stays as it was until all of them can be edited; fix what the error names and run the command again"}
	if unparsed {
		hints = []string{"nothing was written: engram never rewrites a file it cannot parse; fix it by hand and run the command again"}
	}
	for _, f := range failures[1:] {
		hints = append([]string{"also: " + f.Error()}, hints...)
	}
	return nil, newOpError(kindConfig, failures[0], hints...)
}

// emptiesCreated: unlink's edit leaves nothing of the user's in a file
// engram link created (created), so the file goes. So does link's, which
// takes the block out of a CLAUDE.md it created once ~/.claude/CLAUDE.md
// has it: it left an empty CLAUDE.md in the project, which nothing
// removed again. One given another name
// since (a hard link) is emptied instead: removing this name left the
// other holding Engram's entry.
func emptiesCreated(res editResult, src []byte, created bool, resolved string) bool {
	return created && !res.remove && res.data != nil && !bytes.Equal(res.data, src) && isEmptied(res.data) && !hasOtherNames(resolved)
}

// readOnlyFailures refuses the plans that would write or remove a file its
// owner may not write (chmod a-w, or Windows' read-only attribute): a user
// protects a host config that way (a team's managed .mcp.json, a dotfile
// kept as it is), and link replaced it all the same, through a rename
// that the file's mode does not stop, keeping the mode as if untouched.
//
// probe (not on --dry-run, which writes nothing) also tries each folder a
// write goes to: a folder this user may not write in (chmod a-w, another
// owner, a read-only mount) failed at write time, after the files before it
// in the run were written and with their "created" lines printed, so link
// was not all or nothing.
func readOnlyFailures(plans []plannedEdit, probe bool) []error {
	var failures []error
	probed := map[string]bool{}
	for _, p := range plans {
		if p.skipLine != "" || p.sameAs != "" || p.status != "updated" && p.status != "removed" && p.status != "created" {
			continue
		}
		if fi, err := os.Stat(p.resolved); err == nil && p.status != "created" && fi.Mode().Perm()&0o222 == 0 {
			failures = append(failures, fmt.Errorf("%s is read-only (mode %04o): engram does not change a file you made read-only; make it writable (chmod u+w) to let it", p.show, fi.Mode().Perm()))
			continue
		}
		if dir := existingFolder(filepath.Dir(p.resolved)); probe && !probed[dir] {
			probed[dir] = true
			if err := probeFolder(dir, ".engram-probe-*"); err != nil {
				failures = append(failures, fmt.Errorf("%s: engram cannot write in the folder %s (%v); make it writable to let it", p.show, dir, err))
			}
		}
	}
	return failures
}

// existingFolder is dir, or its nearest ancestor that exists: where a write
// creates the folders it needs.
func existingFolder(dir string) string {
	for {
		if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return dir
		}
		dir = parent
	}
}

// sayNothingFound gives unlink and upgrade one line when they found no
// Engram entry at all, so a run that changes nothing still says so (it
// printed nothing, and exit 0 alone does not tell "done" from "nothing").
func sayNothingFound(e *env, o *hostOpts, said bool) {
	if said || o.mode == modeLink {
		return
	}
	where := "in " + escapeName(o.workspace) // a folder unpacked from an archive names itself
	if o.global {
		where = "in the user scope (" + o.home + ")"
	}
	what := "to remove"
	if o.mode == modeUpgrade {
		what = "to re-pin"
	}
	fmt.Fprintf(e.stdout, "nothing %s %s: no Engram entry, block or hook for %s\n", what, where, strings.Join(o.targets, ", "))
}

// applyPlans prints one status line per file and writes (or, with
// --dry-run, shows) each change, then updates the record of created files.
// said is true when the caller has a line of its own to print (unlink's
// "run: claude mcp remove …"), so "nothing to remove" would contradict it.
func applyPlans(e *env, o *hostOpts, plans []plannedEdit, said bool) error {
	rec := readLinkRecord(e)
	changed := false
	defer func() { sayNothingFound(e, o, said) }()
	for _, p := range plans {
		if p.skipLine != "" {
			fmt.Fprintln(e.stdout, p.skipLine)
			said = true
			continue
		}
		if p.status == "" {
			continue
		}
		said = true
		line := fmt.Sprintf("%-9s %s", p.status, p.show)
		switch {
		case p.res.skip != "":
			line += ": " + p.res.skip
		case p.sameAs != "":
			line += " (the same file as " + p.sameAs + ")"
		case p.res.note != "":
			line += " (" + p.res.note + ")"
		}
		fmt.Fprintln(e.stdout, line)
		if p.status == "unchanged" || p.status == "skipped" || p.sameAs != "" {
			continue
		}
		if o.dryRun {
			// The diff quotes the file (a clone's CLAUDE.md, a JSONC
			// comment): an escape sequence in it reached the terminal
			// raw, and could clear the screen or redraw what the user
			// reads. Hidden characters print as [U+XXXX].
			fmt.Fprint(e.stdout, escapeHidden(unifiedDiff(p.show, p.src, p.res.data)))
			continue
		}
		var err error
		if p.res.remove {
			var gone []string
			gone, err = removeOwned(p.resolved, o, rec)
			for _, dir := range gone {
				changed = rec.dropFolder(dir) || changed
			}
		} else {
			made := missingFolders(filepath.Dir(p.resolved))
			err = writeFileAtomic(p.resolved, p.res.data)
			if err == nil {
				for _, dir := range made {
					changed = rec.addFolder(dir) || changed
				}
			}
		}
		if err != nil {
			return fmt.Errorf("writing %s: %w", p.show, err)
		}
		switch {
		case p.status == "created" && o.mode == modeLink:
			changed = rec.add(p.path) || changed
		case p.status == "removed":
			changed = rec.drop(p.path) || changed
		}
		if p.before != nil {
			changed = rec.noteBefore(p.path, p.before) || changed
		}
		if p.gaveBack {
			changed = rec.forgetBefore(p.path) || changed
		}
	}
	if changed {
		if err := rec.write(e); err != nil {
			fmt.Fprintf(e.stderr, "engram: could not update %s: %v\n", linkRecordPath(e), err)
		}
	}
	return nil
}

// editStatus names what an edit does; "" means there is nothing to say (a
// file that neither exists nor is wanted).
func editStatus(res editResult, src []byte, exists bool) string {
	switch {
	case res.skip != "":
		return "skipped"
	case res.remove:
		return "removed"
	case res.data == nil && !exists:
		return ""
	case res.data == nil || bytes.Equal(res.data, src) && exists:
		return "unchanged"
	case !exists:
		return "created"
	}
	return "updated"
}

// isEmptied: what unlink leaves of a file that held only Engram's part:
// nothing, an empty JSON object, or one holding only "$schema" (OpenCode
// adds it to a config it reads), with no comment of the user's.
func isEmptied(data []byte) bool {
	t := bytes.TrimSpace(data)
	if len(t) == 0 || string(t) == "{}" {
		return true
	}
	root, err := parseJSONC(data, true) // strict: a comment is the user's
	if err != nil || root == nil || root.kind != jsonObject {
		return false
	}
	return len(root.members) == 0 || len(root.members) == 1 && root.members[0].key == "$schema"
}

// linkRecord lists the files engram link created, as absolute paths, the
// folders it created on their way, and what it found in the files it wrote
// into that unlink gives back (hosts_before.go).
type linkRecord struct {
	Created []string `json:"created"`
	// Folders: unlink removes a folder it empties only when it is listed
	// here. It removed every folder it left empty, up to the home or
	// workspace folder, so a ~/.claude the user had, empty, before
	// 'engram link --global claude' was gone after unlink.
	Folders []string               `json:"folders,omitempty"`
	Before  map[string]*fileBefore `json:"before,omitempty"`
}

func linkRecordPath(e *env) string { return filepath.Join(globalHome(e), "linked-files.json") }

// readLinkRecord returns the record, empty when it is missing or unreadable
// (then unlink only keeps more files than it might have removed).
func readLinkRecord(e *env) *linkRecord {
	r := &linkRecord{}
	if data, err := os.ReadFile(linkRecordPath(e)); err == nil {
		if json.Unmarshal(data, r) != nil {
			// A record that does not parse lists nothing: Unmarshal
			// fills every field it could read around one of the wrong
			// kind.
			*r = linkRecord{}
		}
	}
	return r
}

func (r *linkRecord) has(p string) bool        { return slices.Contains(r.Created, filepath.Clean(p)) }
func (r *linkRecord) add(p string) bool        { return addPath(&r.Created, p) }
func (r *linkRecord) drop(p string) bool       { return dropPath(&r.Created, p) }
func (r *linkRecord) hasFolder(p string) bool  { return slices.Contains(r.Folders, filepath.Clean(p)) }
func (r *linkRecord) addFolder(p string) bool  { return addPath(&r.Folders, p) }
func (r *linkRecord) dropFolder(p string) bool { return dropPath(&r.Folders, p) }

// addPath puts p, cleaned, into the sorted list unless it is there; it
// reports whether the list changed.
func addPath(list *[]string, p string) bool {
	p = filepath.Clean(p)
	if slices.Contains(*list, p) {
		return false
	}
	*list = append(*list, p)
	slices.Sort(*list)
	return true
}

// dropPath takes p, cleaned, out of the list; it reports whether it was there.
func dropPath(list *[]string, p string) bool {
	i := slices.Index(*list, filepath.Clean(p))
	if i < 0 {
		return false
	}
	*list = slices.Delete(*list, i, i+1)
	return true
}

// missingFolders lists dir and those of its parents that do not exist yet,
// the folders a write of a file in dir creates.
func missingFolders(dir string) []string {
	var out []string
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Lstat(d); err == nil || !errors.Is(err, fs.ErrNotExist) {
			return out
		}
		out = append(out, d)
		if filepath.Dir(d) == d {
			return out
		}
	}
}

func (r *linkRecord) write(e *env) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return writeFileAtomic(linkRecordPath(e), append(data, '\n'))
}

// displayPath shows workspace files relative to the workspace and home files
// as ~/…, so output lines stay short and readable.
func displayPath(o *hostOpts, p string) string {
	if rel, err := filepath.Rel(o.workspace, p); err == nil && !strings.HasPrefix(rel, "..") && !o.global {
		return rel
	}
	if rel, err := filepath.Rel(o.home, p); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.Join("~", rel)
	}
	return p
}

// resolveLink follows a symlinked config (dotfile managers link them) so we
// write the target and keep the link, instead of replacing it with a file.
func resolveLink(p string) string {
	if fi, err := os.Lstat(p); err == nil && fi.Mode()&os.ModeSymlink != 0 {
		if resolved, err := filepath.EvalSymlinks(p); err == nil {
			return resolved
		}
	}
	return p
}

// danglingLink refuses a write to a host config that is, or lies in a
// folder that is, a symbolic link whose target does not exist (a dotfiles
// folder moved or not checked out): the file written beside it replaced
// the link, so the user's dotfiles manager lost the file it tracks, with
// "created" as the only word said; a linked folder (~/.gemini, as stow
// links it) failed after "created" was printed.
func danglingLink(p, show string) error {
	link, target, ok := danglingAt(p)
	if !ok {
		return nil
	}
	what := show
	if link != p {
		what = show + ": its folder " + link
	}
	return fmt.Errorf("%s is a link to %s, which does not exist; engram writes through a link, never over it: restore what it points to (or remove the link) and run the command again", what, target)
}

// danglingAt finds the symbolic link to nothing at p or on its way: the
// nearest of p and its folders that exists as a name. ok is false when
// that one is no link, or leads somewhere.
func danglingAt(p string) (link, target string, ok bool) {
	for q := p; ; q = filepath.Dir(q) {
		fi, err := os.Lstat(q)
		if err == nil {
			if _, err := os.Stat(q); fi.Mode()&os.ModeSymlink == 0 || !errors.Is(err, fs.ErrNotExist) {
				return "", "", false
			}
			target, _ = os.Readlink(q)
			return q, target, true
		}
		if filepath.Dir(q) == q {
			return "", "", false
		}
	}
}

// writeFileAtomic replaces a host config (atomicwrite.go), keeping p's mode
// and creating its folder, so a crash never leaves a half-written config.
// A link killed before its rename left its temp file beside the config,
// in the user's home or repository: the next write of the same config
// removes it once it is stale (writeBesideUser).
// A file with other names (a hard link) is written through instead
// (hosts_hardlink.go), so every name keeps one text.
func writeFileAtomic(p string, data []byte) error {
	if hasOtherNames(p) {
		return writeThrough(p, data)
	}
	mode := fs.FileMode(0o644)
	if fi, err := os.Stat(p); err == nil {
		mode = fi.Mode().Perm()
	}
	dir := filepath.Dir(p)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return writeBesideUser(p, mode, data)
}

// writeBesideUser replaces p, a file in a user's folder (a host config,
// the engram-mcp alias), through a temp file named after it, removing the
// stale temps a killed write of the same file left (sweepStaleTemps): no
// other sweep looks in those folders.
func writeBesideUser(p string, mode fs.FileMode, data []byte) error {
	prefix := "." + filepath.Base(p) + ".engram-"
	sweepStaleTemps(filepath.Dir(p), prefix, time.Now())
	return writeAtomic(p, prefix+"*", mode, data)
}

// removeOwned deletes a file wholly ours, then the folders it leaves empty
// that link created (rec lists them), stopping at the first folder that is
// not empty or that the user had, and at the workspace or home folder. gone
// lists the folders it removed.
func removeOwned(p string, o *hostOpts, rec *linkRecord) (gone []string, err error) {
	if err := os.Remove(p); err != nil {
		return nil, err
	}
	stop := map[string]bool{filepath.Clean(o.workspace): true, filepath.Clean(o.home): true}
	for dir := filepath.Dir(p); !stop[dir] && dir != filepath.Dir(dir); dir = filepath.Dir(dir) {
		if !rec.hasFolder(dir) || os.Remove(dir) != nil {
			break // the user's, or not empty
		}
		gone = append(gone, dir)
	}
	return gone, nil
}

// onlyOurBlock reports whether the Markdown file at path holds nothing but
// Engram's instruction block (a CLAUDE.md that 'engram link claude'
// created), or nothing at all (one unlink emptied): AGENTS.md then gets
// the same block, and hides nothing. A new
// user who ran 'engram link claude' and then 'engram link codex' was told
// that OpenCode no longer reads CLAUDE.md and to make AGENTS.md a link to
// it, about a file holding only what AGENTS.md now holds too.
func onlyOurBlock(path string) bool {
	if fi, err := os.Stat(path); err != nil || !fi.Mode().IsRegular() || fi.Size() > 1<<20 {
		return false
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	spans, err := markdownBlocks(src)
	if err != nil {
		return false
	}
	rest, at := []byte{}, 0
	for _, sp := range spans {
		rest, at = append(rest, src[at:sp.start]...), sp.end
	}
	rest = append(rest, src[at:]...)
	return len(bytes.TrimSpace(rest)) == 0
}

// keptEntryWarnings: link keeps the parts of a project's Engram entry that
// it does not write (its options, its env), and said "unchanged" or "kept
// the existing entry" and no more, while doctor warned of the same entry
// when a cloned repository had chosen its folders: "--workspace ~/work/private" (or ENGRAM_WORKSPACE) sends this
// project's sessions to another project's memories, ENGRAM_CONFIG_DIR or
// ENGRAM_GLOBAL_DIR in the project lets it supply the user's config or
// global memories, another variable (NODE_OPTIONS) runs what the publisher
// chose. Link now says so beside its line, with doctor's words.
func keptEntryWarnings(e *env, o *hostOpts, plans []plannedEdit) []string {
	if o.mode != modeLink || o.global {
		return nil
	}
	var notes []string
	for _, p := range plans {
		if p.res.skip != "" || p.res.remove || p.skipLine != "" || p.sameAs != "" {
			continue // a foreign entry has its own line
		}
		for _, r := range hostRegistrations(e, o.workspace) {
			if filepath.Clean(r.path) != filepath.Clean(p.path) {
				continue
			}
			data, _ := p.current()
			entry, err := readServerEntry(data, r)
			if err != nil || entry == nil || len(entry.argv) == 0 || otherEngram(e, entry.argv) {
				break
			}
			if why := notEngramServer(e, r, entry); why != "" {
				notes = append(notes, fmt.Sprintf("warning: %s: the engram entry link kept is not the server it writes: it %s; review it (a cloned repository can ship it), or 'engram link --force' replaces it", p.show, escapeHidden(why)))
			}
			break
		}
	}
	return notes
}

// agentsShadowNotes: OpenCode reads only the first of AGENTS.md and
// CLAUDE.md it finds in a project (and of ~/.config/opencode/AGENTS.md and
// ~/.claude/CLAUDE.md for the user), so an AGENTS.md that link creates
// beside a CLAUDE.md hides that CLAUDE.md, the team's rules, from OpenCode.
// Link still creates it (Codex reads only AGENTS.md) but says so, and how
// to keep both.
func agentsShadowNotes(e *env, o *hostOpts, plans []plannedEdit) []string {
	if o.mode != modeLink {
		return nil
	}
	var notes []string
	for _, p := range plans {
		if p.status != "created" || filepath.Base(p.path) != "AGENTS.md" {
			continue
		}
		claude := filepath.Join(filepath.Dir(p.path), "CLAUDE.md")
		if o.global {
			if filepath.Dir(p.path) != filepath.Join(xdgConfigHome(e), "opencode") {
				continue // ~/.codex/AGENTS.md: OpenCode does not read it
			}
			claude = filepath.Join(homeDir(e), ".claude", "CLAUDE.md")
		}
		if !fileExists(claude) || onlyOurBlock(claude) {
			continue
		}
		notes = append(notes, fmt.Sprintf("note: OpenCode reads only the first of %s and %s it finds, so it no longer reads %s; to keep it, make %s a link to it (or move your rules into it) and run 'engram link' again",
			p.show, displayPath(o, claude), displayPath(o, claude), p.show))
	}
	return notes
}
