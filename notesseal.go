package main

import (
	"bufio"
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// Working notes are machine-local: working/ is gitignored, unhashed, and
// loads in every session. A publisher can still force-add working/*.md,
// and a clone then shipped notes that every session loaded as the user's
// own, with any valid_until. So a note loads only when this machine wrote
// it: each note engram writes gets a seal, an HMAC-SHA256 of its file name
// and sha256 under the per-user key kept outside every repository (the
// prepared cache's cache.key, prepcache.go), recorded in
// working/.engram-seals. A clone can plant that file too, but cannot forge
// a seal; a note without a valid one is skipped by every read and named by
// status, verify and doctor. 'engram rehash' seals the notes present (a
// human's word, as for a hand-edited memory): the way to keep notes written
// by an engram older than the seals, or on another machine.

// noteSealsFile holds one line per sealed note: file, sha256, seal,
// separated by tabs.
const (
	noteSealsName = ".engram-seals"
	noteSealsFile = workingDir + "/" + noteSealsName
	// maxNoteSealsBytes: a line is ~230 bytes (an 80-character id), and
	// the 128 MB a store's memory files may fill holds ~280,000 notes of
	// engram's smallest (~450 bytes). At 4 MB, as the small files, rehash
	// of 19,000 notes wrote a file no read accepted: every note unsealed.
	maxNoteSealsBytes = 64 << 20
)

// noteSealLabel keeps a note's seal apart from every other use of the key.
const noteSealLabel = "engram working note seal v1\x00"

// noteSealKey is the per-user key, or nil where there is none (no home):
// then no note can be sealed, and none loads. It is the prepared cache's
// (cacheKeyDir, which tests point at one folder for the process: a note
// written in process is sealed with that key, one written by a spawned
// engram with its home's).
func noteSealKey(e *env) []byte { return prepCacheKey(e) }

func noteSeal(key []byte, file, sum string) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(noteSealLabel + file + "\x00" + sum))
	return hex.EncodeToString(m.Sum(nil))
}

// noteSealLine is one line of the seals file as written, not yet verified.
type noteSealLine struct{ sum, seal string }

// verifies says whether this key sealed file with sum on this line.
func (l noteSealLine) verifies(key []byte, file, sum string) bool {
	return key != nil && l.sum == sum && hmac.Equal([]byte(l.seal), []byte(noteSeal(key, file, sum)))
}

// scanNoteSeals calls each with every line of the store's seals file that
// has three fields, unverified, and reads it a buffer at a time: a clone's
// file up to the cap (360,000 planted lines in 64 MB) costs a read the
// parse of its lines, not their HMACs nor a map of them (read whole into a
// map, 0.8 s of CPU and 134 MB for every load; scanned, 0.03 s and 8 MB):
// a read keeps the lines of the notes it lists alone. The slices are
// the buffer's: each copies what it keeps. Missing, the file has no lines;
// unreadable (over its cap, a link, a folder), err says why, for the
// message that names the file instead of blaming each note.
func scanNoteSeals(dir string, each func(file, sum, seal []byte)) error {
	if err := checkStorePath(dir, noteSealsFile); err != nil {
		return err
	}
	name := filepath.Join(dir, filepath.FromSlash(noteSealsFile))
	f, err := openNoFollow(name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	} else if err != nil {
		_, err = readNoFollow(name, maxNoteSealsBytes) // its error names a link
		return err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil {
		return err
	} else if !fi.Mode().IsRegular() {
		return fmt.Errorf("refusing %s: it is not a regular file (%w)", name, errNotInStore)
	} else if fi.Size() > maxNoteSealsBytes {
		return tooLarge(name, fi.Size(), maxNoteSealsBytes)
	}
	r := bufio.NewReaderSize(io.LimitReader(f, maxNoteSealsBytes), 64<<10)
	for {
		line, err := r.ReadSlice('\n')
		for errors.Is(err, bufio.ErrBufferFull) { // longer than any seal: skipped whole
			line = nil
			_, err = r.ReadSlice('\n')
		}
		file, rest, ok1 := bytes.Cut(bytes.TrimSuffix(line, []byte("\n")), []byte("\t"))
		sum, seal, ok2 := bytes.Cut(rest, []byte("\t"))
		if ok1 && ok2 && bytes.IndexByte(seal, '\t') < 0 {
			each(file, sum, seal)
		}
		if errors.Is(err, io.EOF) {
			return nil
		} else if err != nil {
			return err
		}
	}
}

// readNoteSeals is the sealed notes of the store in dir, file to sha256,
// keeping only lines whose seal this key made. Missing or unreadable, it
// is empty: every note is then unproven.
func readNoteSeals(key []byte, dir string) map[string]string {
	out := map[string]string{}
	if key == nil {
		return out
	}
	scanNoteSeals(dir, func(file, sum, seal []byte) {
		if l := (noteSealLine{sum: string(sum), seal: string(seal)}); l.verifies(key, string(file), l.sum) {
			out[string(file)] = l.sum
		}
	})
	return out
}

// noteSealsWrite is the seals file after a commit's changes: each note it
// writes sealed, each file it removes or that is gone dropped. ok is false
// when the changes write no note and remove none.
func noteSealsWrite(key []byte, dir string, changes []memoryChange) (fileWrite, bool) {
	if key == nil {
		return fileWrite{}, false // no note is proposed without a key (opProposeNote)
	}
	seals := readNoteSeals(key, dir)
	touched := false
	for _, c := range changes {
		if !strings.HasPrefix(c.file, workingDir+"/") {
			continue
		}
		touched = true
		if c.mem == nil {
			delete(seals, c.file)
		} else {
			seals[c.file] = sha256Hex(c.mem.render())
		}
	}
	if !touched {
		return fileWrite{}, false
	}
	return encodeNoteSeals(key, dir, seals, changes), true
}

// encodeNoteSeals writes the seals of the files that exist or are written.
func encodeNoteSeals(key []byte, dir string, seals map[string]string, changes []memoryChange) fileWrite {
	var b strings.Builder
	for _, file := range sortedKeys(seals) {
		written := slices.ContainsFunc(changes, func(c memoryChange) bool { return c.file == file && c.mem != nil })
		if _, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(file))); err != nil && !written {
			continue // pruned or removed by hand: its seal goes with it
		}
		b.WriteString(file + "\t" + seals[file] + "\t" + noteSeal(key, file, seals[file]) + "\n")
	}
	return fileWrite{rel: noteSealsFile, data: []byte(b.String())}
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// sealPresentNotes is rehash's seal of every note file in the store's
// working/ as it is now, and the files sealed that were not. ok is false
// when there is nothing to seal or no key; err says why the seals cannot
// be written (a clone's link or folder in their place), which must not
// stop the rehash of the durable memories.
func sealPresentNotes(key []byte, dir string) (w fileWrite, fresh []string, ok bool, err error) {
	return sealPresentNotesExcept(key, dir, nil)
}

// sealPresentNotesExcept is sealPresentNotes leaving out the notes in
// tracked: the ones the repository tracks came with it (gitindex.go).
func sealPresentNotesExcept(key []byte, dir string, tracked map[string]bool) (w fileWrite, fresh []string, ok bool, err error) {
	if key == nil || !isDir(filepath.Join(dir, workingDir)) {
		return fileWrite{}, nil, false, nil
	}
	if err := checkStorePath(dir, noteSealsFile); err != nil {
		return fileWrite{}, nil, false, fmt.Errorf("%w: remove it, then run 'engram rehash' again", err)
	}
	if p := filepath.Join(dir, filepath.FromSlash(noteSealsFile)); isDir(p) {
		return fileWrite{}, nil, false, fmt.Errorf("%s is a folder where Engram keeps a file: move it away, then run 'engram rehash' again", p)
	}
	names, err := os.ReadDir(filepath.Join(dir, workingDir))
	if err != nil {
		return fileWrite{}, nil, false, err
	}
	old := readNoteSeals(key, dir)
	seals := map[string]string{}
	for _, d := range names {
		file := workingDir + "/" + d.Name()
		if !d.Type().IsRegular() || !strings.HasSuffix(d.Name(), ".md") || memoryNameProblem(d.Name()) != "" || tracked[file] {
			continue
		}
		data, err := readPlainFile(dir, file, maxMemoryFileBytes)
		if err != nil {
			continue
		}
		seals[file] = sha256Hex(data)
		if old[file] != seals[file] {
			fresh = append(fresh, file)
		}
	}
	return encodeNoteSeals(key, dir, seals, nil), fresh, true, nil
}

// unsealedReason is why a read skips a working note without a seal.
const unsealedReason = "unsealed working note: not written by engram on this machine, or changed since (a clone's? 'engram rehash' keeps it once you have read it)"

// noteSealed says whether this machine sealed the note file of root r as
// it is now (sum). The root's seals file is parsed on first need; one that
// exists but cannot be read is recorded (sealsBroken) to be named as the
// cause: every note of the root is then unsealed for its sake, not theirs.
func (s *store) noteSealed(e *env, r *storeRoot, file, sum string, files []memFile) bool {
	if s.noteSeals == nil {
		s.noteSeals = map[string]map[string]noteSealLine{}
	}
	seals, ok := s.noteSeals[r.scope]
	if !ok {
		seals = map[string]noteSealLine{}
		for _, f := range files {
			if f.root == r && strings.HasPrefix(f.file, workingDir+"/") {
				seals[f.file] = noteSealLine{}
			}
		}
		err := scanNoteSeals(r.dir, func(file, sum, seal []byte) {
			if _, listed := seals[string(file)]; listed {
				seals[string(file)] = noteSealLine{sum: string(sum), seal: string(seal)}
			}
		})
		s.noteSeals[r.scope] = seals
		if err != nil {
			if s.sealsBroken == nil {
				s.sealsBroken = map[string]string{}
			}
			s.sealsBroken[r.scope] = noteSealsProblem(r, err)
		}
	}
	return seals[file].verifies(noteSealKey(e), file, sum)
}

// noteSealsProblem names the seals file that cannot be read and the remedy.
// 'engram rehash' writes it anew from the notes present; so does the next
// note write, which loses nothing: no seal in an unreadable file was in use.
func noteSealsProblem(r *storeRoot, err error) string {
	return fmt.Sprintf("%s:%s cannot be read, so every working note of this store is skipped as unsealed (%s); %s",
		r.scope, noteSealsFile, escapeName(err.Error()), noteSealsRemedy(err))
}

// Remedies for a seals file that cannot be read. A FIFO, a folder or a
// link in its place is refused by rehash and every note write too, so
// "rehash writes it anew" sent the human round in a circle: it must go first.
const (
	sealsRewriteRemedy = "read the notes ('engram notes'), then 'engram rehash' writes it anew"
	sealsRemoveRemedy  = "remove it (git rm it if the repository tracks it), read the notes ('engram notes'), then 'engram rehash' writes it anew"
)

func noteSealsRemedy(err error) string {
	if errors.Is(err, errNotInStore) {
		return sealsRemoveRemedy
	}
	return sealsRewriteRemedy
}

// unsealedWhy is why a read skips the unsealed note en: its root's seals
// file when that cannot be read, which the note did not cause (a message
// blaming each note sent the human to read 20,000 notes for one file).
func (s *store) unsealedWhy(en *entry) string {
	if p := s.sealsBroken[en.root.scope]; p != "" {
		return "unsealed working note: " + p
	}
	return unsealedReason
}

// sealsProblems is the store's seals files that cannot be read, in scope
// order, for the reports that list unsealed notes by name.
func sealsProblems(s *store) []string {
	var out []string
	for _, r := range s.roots() {
		if p := s.sealsBroken[r.scope]; p != "" {
			out = append(out, p)
		}
	}
	return out
}

// unsealedNotes names the working notes reads skip for want of a seal,
// "<scope>:<file>" (escaped).
func unsealedNotes(s *store) []string {
	out := []string{}
	for _, en := range s.entries {
		if en.unsealed {
			out = append(out, en.key())
		}
	}
	return out
}

// notesCheck is doctor's store.notes: a note the read skips for want of a
// seal is most likely a clone's (working/ force-added by its publisher).
func notesCheck(s *store) doctorCheck {
	if p := sealsProblems(s); len(p) > 0 {
		remedy := "read the notes ('engram notes'), then 'engram rehash' writes the seals file anew"
		if strings.Contains(strings.Join(p, "\n"), sealsRemoveRemedy) {
			remedy = "remove the seals file named (it is not a file engram wrote), " + remedy
		}
		return doctorCheck{ID: "store.notes", Status: statusWarn, Message: strings.Join(p, "; "), Remedy: remedy}
	}
	if n := unsealedNotes(s); len(n) > 0 {
		return doctorCheck{ID: "store.notes", Status: statusWarn,
			Message: fmt.Sprintf("reads skip %s that this machine's engram did not write, or that changed since (a clone's?): %s", plural(len(n), "working note", "working notes"), strings.Join(capListed(n), ", ")),
			Remedy:  "read each; 'engram rehash' keeps them, or delete them"}
	}
	return doctorCheck{ID: "store.notes", Status: statusPass, Message: "every working note was written by engram on this machine"}
}
