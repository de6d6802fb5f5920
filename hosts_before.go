package main

import (
	"bytes"
	"path/filepath"
	"slices"
)

// What a host file held before engram link wrote into it, where unlink
// could not tell it from what link added: an empty container the user had
// ("mcpServers": {} in .mcp.json, "hooks": {} in ~/.claude/settings.json),
// which unlink removed as if link had made it, and a file that held
// nothing (empty, or "{ }"), which unlink left as "{}". link records both
// in ~/.engram/linked-files.json beside the files it created, and unlink
// gives them back and forgets the note. A file linked before this record
// existed is unlinked as before (its empty containers go).

// fileBefore is one file's note.
type fileBefore struct {
	// Text is the whole file when it held nothing of the user's (isEmptied):
	// unlink writes it back once its removal leaves nothing either.
	Text *string `json:"text,omitempty"`
	// Empty lists the containers, by key path, that were empty before link
	// put Engram's entry in them: unlink leaves them empty.
	Empty [][]string `json:"empty,omitempty"`
}

// maxBeforeText bounds the text kept: a file that holds nothing is a few
// bytes (spaces, "{ }", a "$schema" line).
const maxBeforeText = 4 << 10

// noteBefore is what unlink needs to give back of src once link has made
// it out, or nil when nothing: only a JSON object document has containers.
func noteBefore(src, out []byte) *fileBefore {
	var b fileBefore
	if len(src) <= maxBeforeText && isEmptied(src) {
		t := string(src)
		b.Text = &t
	}
	before, err := parseJSONC(src, false)
	if err == nil && before != nil && before.kind == jsonObject {
		if after, err := parseJSONC(out, false); err == nil && after != nil && after.kind == jsonObject {
			b.Empty = filledContainers(src, before, after, nil)
		}
	}
	if b.Text == nil && len(b.Empty) == 0 {
		return nil
	}
	return &b
}

// filledContainers walks the object n of src (at path) and lists each
// member that is an empty object or array, with no comment in it, and
// holds something at the same path of after.
func filledContainers(src []byte, n, after *jsonNode, path []string) [][]string {
	var out [][]string
	for _, m := range n.members {
		v := m.value
		if v.kind != jsonObject && v.kind != jsonArray {
			continue
		}
		at := append(slices.Clip(path), m.key)
		if len(v.members) > 0 {
			if v.kind == jsonObject {
				out = append(out, filledContainers(src, v, after, at)...)
			}
			continue
		}
		if len(bytes.TrimSpace(src[v.start+1:v.end-1])) > 0 {
			continue // a comment: pruneEmpty keeps it anyway
		}
		if got := after.lookup(at...); got != nil && len(got.members) > 0 {
			out = append(out, at)
		}
	}
	return out
}

// before is the note for the file at p, or nil.
func (r *linkRecord) before(p string) *fileBefore { return r.Before[filepath.Clean(p)] }

// noteBefore keeps b for p. A note already there stays (it is what the
// file held before the first link), with b's containers added.
func (r *linkRecord) noteBefore(p string, b *fileBefore) bool {
	p = filepath.Clean(p)
	old := r.Before[p]
	if old == nil {
		if r.Before == nil {
			r.Before = map[string]*fileBefore{}
		}
		r.Before[p] = b
		return true
	}
	changed := false
	for _, k := range b.Empty {
		if !slices.ContainsFunc(old.Empty, func(o []string) bool { return slices.Equal(o, k) }) {
			old.Empty, changed = append(old.Empty, k), true
		}
	}
	return changed
}

// forgetBefore drops p's note once unlink has given it back.
func (r *linkRecord) forgetBefore(p string) bool {
	p = filepath.Clean(p)
	if _, ok := r.Before[p]; !ok {
		return false
	}
	delete(r.Before, p)
	return true
}

// restoreBefore is unlink's result for a file with note b: the file's text
// from before link when the removal leaves nothing of the user's in it.
func restoreBefore(res editResult, src []byte, b *fileBefore) editResult {
	if b == nil || b.Text == nil || !isEmptied([]byte(*b.Text)) || res.remove || res.data == nil || bytes.Equal(res.data, src) || !isEmptied(res.data) {
		return res
	}
	res.data = []byte(*b.Text)
	return res
}

// applyEdit runs ed on src, telling an unlink which containers of the file
// were there empty before link (pruneEmpty keeps them).
func applyEdit(o *hostOpts, rec *linkRecord, ed fileEdit, src []byte, exists bool) (editResult, error) {
	saved := o.editOpts
	defer func() { o.editOpts = saved }()
	if b := rec.before(ed.path); b != nil && o.mode == modeUnlink {
		o.editOpts.keepEmpty = b.Empty
	}
	return ed.apply(src, exists)
}

// noteOrGiveBack is link's note of what p's file held (for the first plan
// of a file, which reads it from disk), or unlink's result with the file's
// text from before link given back.
func (p *plannedEdit) noteOrGiveBack(mode linkMode, rec *linkRecord, res editResult, fromDisk bool) editResult {
	if !p.exists || res.data == nil || bytes.Equal(res.data, p.src) {
		return res
	}
	switch b := rec.before(p.path); {
	case mode == modeLink && fromDisk && res.skip == "":
		p.before = noteBefore(p.src, res.data)
	case mode == modeUnlink && b != nil:
		res, p.gaveBack = restoreBefore(res, p.src, b), true
	}
	return res
}
