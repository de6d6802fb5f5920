package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
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

// readNoteSeals is the sealed notes of the store in dir, file to sha256,
// keeping only lines whose seal this key made. Missing or unreadable, it
// is empty: every note is then unproven.
func readNoteSeals(key []byte, dir string) map[string]string {
	out := map[string]string{}
	if key == nil {
		return out
	}
	data, err := readPlainFile(dir, noteSealsFile, maxSmallFileBytes)
	if err != nil {
		return out
	}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Split(line, "\t")
		if len(f) == 3 && hmac.Equal([]byte(f[2]), []byte(noteSeal(key, f[0], f[1]))) {
			out[f[0]] = f[1]
		}
	}
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
	if key == nil || !isDir(filepath.Join(dir, workingDir)) {
		return fileWrite{}, nil, false, nil
	}
	if err := checkStorePath(dir, noteSealsFile); err != nil {
		return fileWrite{}, nil, false, err
	}
	names, err := os.ReadDir(filepath.Join(dir, workingDir))
	if err != nil {
		return fileWrite{}, nil, false, err
	}
	old := readNoteSeals(key, dir)
	seals := map[string]string{}
	for _, d := range names {
		file := workingDir + "/" + d.Name()
		if !d.Type().IsRegular() || !strings.HasSuffix(d.Name(), ".md") || memoryNameProblem(d.Name()) != "" {
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

// noteSealsOf is the seals of root r, read on first need.
func (s *store) noteSealsOf(e *env, r *storeRoot) map[string]string {
	if s.noteSeals == nil {
		s.noteSeals = map[string]map[string]string{}
	}
	seals, ok := s.noteSeals[r.scope]
	if !ok {
		seals = readNoteSeals(noteSealKey(e), r.dir)
		s.noteSeals[r.scope] = seals
	}
	return seals
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
	if n := unsealedNotes(s); len(n) > 0 {
		return doctorCheck{ID: "store.notes", Status: statusWarn,
			Message: fmt.Sprintf("reads skip %s that this machine's engram did not write, or that changed since (a clone's?): %s", plural(len(n), "working note", "working notes"), strings.Join(capListed(n), ", ")),
			Remedy:  "read each; 'engram rehash' keeps them, or delete them"}
	}
	return doctorCheck{ID: "store.notes", Status: statusPass, Message: "every working note was written by engram on this machine"}
}
