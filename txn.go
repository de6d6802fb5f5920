package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// This file is the one write path of the store (DESIGN.md §2): lock the
// store, write every new file to a temp file, record the renames in a
// journal, rename into place, update index, hashes and changelog in the same
// transaction, remove the journal, unlock. A crash before the journal is
// written leaves the store as it was (stray temp files are removed later); a
// crash after it is rolled forward by the next writer or reader, so the store
// is always either before or after a commit, never between.

const (
	lockFile    = ".engram.lock"
	journalFile = ".engram-txn.json"
	tmpPrefix   = ".tmp-"
	// staleLock: a writer holds the lock for milliseconds; one older than
	// this belongs to a process that died.
	staleLock = 30 * time.Second
	lockWait  = 15 * time.Second
)

// storeLock is a held lock on one store folder.
type storeLock struct{ path string }

// lockStore takes the store's lock file with O_EXCL, which is atomic on
// every platform, retrying until lockWait; a lock left by a dead process is
// broken after staleLock.
func lockStore(dir string) (*storeLock, error) {
	path := filepath.Join(dir, lockFile)
	deadline := time.Now().Add(lockWait)
	for delay := time.Millisecond; ; {
		f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
		if err == nil {
			fmt.Fprintf(f, "%d %s\n", os.Getpid(), time.Now().UTC().Format(time.RFC3339Nano))
			f.Close()
			return &storeLock{path: path}, nil
		}
		if !errors.Is(err, os.ErrExist) {
			return nil, fmt.Errorf("locking the store: %w", err)
		}
		if fi, err := os.Stat(path); err == nil && time.Since(fi.ModTime()) > staleLock {
			os.Remove(path)
			continue
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("the store %s is locked by another engram process (remove %s if no engram is running)", dir, path)
		}
		time.Sleep(delay)
		if delay < 50*time.Millisecond {
			delay *= 2
		}
	}
}

func (l *storeLock) unlock() { os.Remove(l.path) }

// fileWrite is one file a transaction writes (data) or removes (remove).
type fileWrite struct {
	rel    string // slash-separated, relative to the store root
	data   []byte
	remove bool
}

// journal lists the renames of a transaction in order.
type journal struct {
	Renames [][2]string `json:"renames"` // temp name → final name, both relative
	Removes []string    `json:"removes"`
}

// testCrashPoint lets the crash test kill a writer between steps. It is read
// from the environment only when ENGRAM_TEST_CRASH is set, which nothing but
// the tests sets.
var testCrashPoint = os.Getenv("ENGRAM_TEST_CRASH")

func crashPoint(name string) {
	if testCrashPoint == name {
		os.Exit(99)
	}
}

// applyWrites performs writes in dir as one transaction. The caller holds the
// lock.
func applyWrites(dir string, writes []fileWrite) error {
	var j journal
	for i, w := range writes {
		if w.remove {
			j.Removes = append(j.Removes, w.rel)
			continue
		}
		final := filepath.Join(dir, filepath.FromSlash(w.rel))
		if err := os.MkdirAll(filepath.Dir(final), 0o755); err != nil {
			return err
		}
		tmp := filepath.Join(filepath.Dir(w.rel), tmpPrefix+strconv.Itoa(os.Getpid())+"-"+strconv.Itoa(i)+"-"+filepath.Base(w.rel))
		if err := writeFileSync(filepath.Join(dir, tmp), w.data); err != nil {
			return err
		}
		j.Renames = append(j.Renames, [2]string{filepath.ToSlash(tmp), w.rel})
		crashPoint("after-temp")
	}
	data, _ := json.Marshal(j)
	if err := writeFileSync(filepath.Join(dir, journalFile+".tmp"), data); err != nil {
		return err
	}
	if err := os.Rename(filepath.Join(dir, journalFile+".tmp"), filepath.Join(dir, journalFile)); err != nil {
		return err
	}
	crashPoint("after-journal")
	return finishJournal(dir, j)
}

// finishJournal completes the renames and removals of a journal. It is
// idempotent: a rename whose temp file is gone was already done.
func finishJournal(dir string, j journal) error {
	for i, r := range j.Renames {
		tmp := filepath.Join(dir, filepath.FromSlash(r[0]))
		if !fileExists(tmp) {
			continue
		}
		if err := os.Rename(tmp, filepath.Join(dir, filepath.FromSlash(r[1]))); err != nil {
			return err
		}
		if i == 0 {
			crashPoint("mid-rename")
		}
	}
	for _, rel := range j.Removes {
		if err := os.Remove(filepath.Join(dir, filepath.FromSlash(rel))); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	return os.Remove(filepath.Join(dir, journalFile))
}

// recoverStore finishes an interrupted transaction and removes stray temp
// files. The caller holds the lock. It reports what it repaired.
func recoverStore(dir string) (string, error) {
	data, err := os.ReadFile(filepath.Join(dir, journalFile))
	msg := ""
	if err == nil {
		var j journal
		if json.Unmarshal(data, &j) == nil {
			if err := finishJournal(dir, j); err != nil {
				return "", fmt.Errorf("finishing an interrupted write: %w", err)
			}
			msg = "finished a write that an earlier engram process left half done"
		}
	}
	for _, sub := range append([]string{"."}, append(storeSubdirs, workingDir)...) {
		names, _ := os.ReadDir(filepath.Join(dir, sub))
		for _, d := range names {
			if strings.HasPrefix(d.Name(), tmpPrefix) || d.Name() == journalFile+".tmp" {
				os.Remove(filepath.Join(dir, sub, d.Name()))
			}
		}
	}
	return msg, nil
}

func writeFileSync(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// memoryChange is one memory file a commit writes or removes.
type memoryChange struct {
	file   string  // "rules/x.md"
	mem    *memory // nil to remove
	action string  // changelog verb: add, update, supersede, remove
}

// commitMemories writes memory changes to one root in a single transaction
// together with the index, the hashes and the changelog, under the lock.
func commitMemories(r *storeRoot, now time.Time, changes []memoryChange) error {
	lock, err := lockStore(r.dir)
	if err != nil {
		return err
	}
	defer lock.unlock()
	if _, err := recoverStore(r.dir); err != nil {
		return err
	}
	return commitMemoriesLocked(r, now, changes, nil)
}

// commitMemoriesLocked is commitMemories for a caller that holds the lock;
// extra files (the pending approvals) join the same transaction.
func commitMemoriesLocked(r *storeRoot, now time.Time, changes []memoryChange, extra []fileWrite) error {
	hashes, err := readHashes(r.dir)
	if err != nil {
		return err
	}
	idx, err := readIndex(r.dir)
	if err != nil {
		return err
	}
	writes := append(expiredNotes(r.dir, now, changes), extra...)
	if gi := gitignoreUpdate(r.dir); gi != nil {
		// A store written by engram 0.0.28 does not ignore working/ and the
		// other per-machine files yet; they must never reach git.
		writes = append(writes, fileWrite{rel: ".gitignore", data: gi})
	}
	var log strings.Builder
	stamp := now.UTC().Format("2006-01-02T15:04:05.000Z")
	durable := false
	for _, c := range changes {
		isDurable := !strings.HasPrefix(c.file, workingDir+"/")
		durable = durable || isDurable
		if c.mem == nil {
			writes = append(writes, fileWrite{rel: c.file, remove: true})
			if isDurable {
				delete(hashes, c.file)
				idx.remove(c.file)
			}
		} else {
			data := c.mem.render()
			writes = append(writes, fileWrite{rel: c.file, data: data})
			if isDurable {
				hashes[c.file] = sha256Hex(data)
				idx.put(indexEntryFor(c.mem, c.file, r.scope))
			}
		}
		if isDurable {
			id, kind := strings.TrimSuffix(filepath.Base(c.file), ".md"), ""
			if c.mem != nil {
				id, kind = c.mem.id(), c.mem.kind()
			}
			fmt.Fprintf(&log, "- %s %s: %s %s: %s\n", stamp, c.file, c.action, kind, id)
		}
	}
	if durable {
		idx.LastUpdated = stamp
		writes = append(writes,
			fileWrite{rel: hashesFile, data: encodeHashes(hashes)},
			fileWrite{rel: indexFile, data: idx.encode()})
		old, err := os.ReadFile(filepath.Join(r.dir, changelogFile))
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
		if len(old) == 0 {
			old = []byte("# Engram Changelog\n")
		} else if old[len(old)-1] != '\n' {
			old = append(old, '\n')
		}
		writes = append(writes, fileWrite{rel: changelogFile, data: append(old, log.String()...)})
	}
	return applyWrites(r.dir, writes)
}

// expiredNotes are removals of working notes past their valid_until: every
// write prunes them (DESIGN.md §2), except notes the changes touch anyway.
func expiredNotes(dir string, now time.Time, changes []memoryChange) []fileWrite {
	today := now.UTC().Format("2006-01-02")
	touched := map[string]bool{}
	for _, c := range changes {
		touched[c.file] = true
	}
	var out []fileWrite
	names, _ := os.ReadDir(filepath.Join(dir, workingDir))
	for _, d := range names {
		rel := workingDir + "/" + d.Name()
		if d.IsDir() || !strings.HasSuffix(d.Name(), ".md") || touched[rel] {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, workingDir, d.Name()))
		if err != nil {
			continue
		}
		if m, err := parseMemory(data); err == nil && m.fm.str("valid_until") != "" && m.fm.str("valid_until") < today {
			out = append(out, fileWrite{rel: rel, remove: true})
		}
	}
	return out
}

// encodeHashes writes hashes as 0.0.28 does: 2-space JSON. Keys are sorted so
// that two writers produce the same bytes for the same content.
func encodeHashes(h map[string]string) []byte {
	keys := make([]string, 0, len(h))
	for k := range h {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString("{\n")
	for i, k := range keys {
		kj, _ := json.Marshal(k)
		vj, _ := json.Marshal(h[k])
		fmt.Fprintf(&b, "  %s: %s", kj, vj)
		if i < len(keys)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString("}\n")
	return []byte(b.String())
}

// writeConfigFile applies changes to engram.config.json under the lock,
// atomically, patching the file's bytes in place.
func writeConfigFile(dir string, changes []configChange) error {
	lock, err := lockStore(dir)
	if err != nil {
		return err
	}
	defer lock.unlock()
	src, err := os.ReadFile(filepath.Join(dir, configFile))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	out, err := patchConfig(src, changes)
	if err != nil {
		return newCLIError(exitConfig, err, "fix the file by hand; engram never rewrites a config it cannot parse")
	}
	return applyWrites(dir, []fileWrite{{rel: configFile, data: out}})
}
