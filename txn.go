package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
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
// every platform, retrying until lockWait. The file names its holder (pid,
// host, time): a lock whose holder died on this host is broken at once, so a
// crashed writer does not block the next one; any other lock is broken only
// after staleLock. With the lock held, it finishes a write an earlier process
// left half done (recoverStore) before the caller reads anything, so no
// caller ever reads, and then overwrites, a store that is between two states.
func lockStore(dir string) (*storeLock, error) {
	l, err := acquireLock(dir)
	if err != nil {
		return nil, err
	}
	if _, err := recoverStore(dir); err != nil {
		l.unlock()
		return nil, err
	}
	return l, nil
}

func acquireLock(dir string) (*storeLock, error) {
	path := filepath.Join(dir, lockFile)
	deadline := time.Now().Add(lockWait)
	host, _ := os.Hostname()
	for delay := time.Millisecond; ; {
		f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
		if err == nil {
			fmt.Fprintf(f, "%d %s %s\n", os.Getpid(), host, time.Now().UTC().Format(time.RFC3339Nano))
			f.Close()
			return &storeLock{path: path}, nil
		}
		if !errors.Is(err, os.ErrExist) {
			return nil, fmt.Errorf("locking the store: %w", err)
		}
		if breakDeadLock(path, host) {
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

// breakDeadLock removes a lock whose holder is gone: a process of this host
// that no longer runs, or any lock older than staleLock (a holder on another
// host, or a lock file without a pid). It reports whether it removed one.
// The lock is first renamed to a private name and its content compared, so
// two processes breaking the same dead lock cannot remove a fresh lock that a
// third one took in between; if the content differs, the lock is put back.
func breakDeadLock(path, host string) bool {
	data, dead := deadLock(path, host)
	if !dead {
		return false
	}
	aside := path + ".broken-" + strconv.Itoa(os.Getpid())
	if os.Rename(path, aside) != nil {
		return false
	}
	if got, _ := os.ReadFile(aside); string(got) != string(data) {
		os.Link(aside, path) // a live lock taken in between: restore it unless yet another exists
	}
	os.Remove(aside)
	return true
}

// deadLock reads a lock file and reports whether its holder is gone.
func deadLock(path, host string) ([]byte, bool) {
	data, err := os.ReadFile(path)
	fi, serr := os.Stat(path)
	if err != nil || serr != nil {
		return nil, false
	}
	var pid int
	var holder string
	fmt.Sscanf(string(data), "%d %s", &pid, &holder)
	dead := pid > 0 && holder == host && pid != os.Getpid() && !processAlive(pid)
	return data, dead || time.Since(fi.ModTime()) > staleLock
}

// crashedWriter reports whether a store shows signs of a writer that died:
// a journal, or a lock whose holder is gone. Reads check it to repair the
// store before they read (view.go loadStateHolding).
func crashedWriter(dir string) bool {
	if fileExists(filepath.Join(dir, journalFile)) {
		return true
	}
	host, _ := os.Hostname()
	_, dead := deadLock(filepath.Join(dir, lockFile), host)
	return dead
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

// testCrashPoint lets the crash test kill a writer between steps: the
// process exits with code 99 at the named point, as a power cut would stop
// it. Points: "temp:N" after the Nth temp file is written, "journal" after
// the journal is in place, "rename:N" after the Nth rename, "removes" after
// the removals and before the journal is deleted; "after-temp",
// "after-journal" and "mid-rename" are temp:1, journal and rename:1. Only the
// tests set ENGRAM_TEST_CRASH; unset, crashPoint does nothing.
var testCrashPoint = os.Getenv("ENGRAM_TEST_CRASH")

var crashAliases = map[string]string{"after-temp": "temp:1", "after-journal": "journal", "mid-rename": "rename:1"}

func crashPoint(kind string, n int) {
	if testCrashPoint == "" {
		return
	}
	want := testCrashPoint
	if a, ok := crashAliases[want]; ok {
		want = a
	}
	if name := kind + ":" + strconv.Itoa(n); want == name || (n == 0 && want == kind) {
		os.Exit(99)
	}
}

// applyWrites performs writes in dir as one transaction. The caller holds the
// lock (which finished any earlier interrupted transaction).
//
// Durability, in order: (1) every temp file is written and fsynced, (2) the
// journal is written, fsynced and renamed into place, (3) the renames and
// removals run, (4) the journal is removed. The temp files must be durable
// before the journal is: a journal that survives a power cut is rolled
// forward, and rolling forward a temp file whose data never reached the disk
// would install an empty or torn file. The journal must be durable before
// the first rename: a rename that survives without it could not be
// completed by the next process, and the store would be between two states.
// The fsyncs of step 1 are independent, so they run at the same time (the
// file system can commit them together; at 10,000 memories the 10 MB index
// dominates and the small files ride along). Steps 3 and 4 need no fsync: a
// crash after them leaves a journal (rolled forward again, idempotently) or
// none (done).
func applyWrites(dir string, writes []fileWrite) error {
	var j journal
	type tempFile struct {
		path string
		data []byte
	}
	var temps []tempFile
	for i, w := range writes {
		if !isStorePath(w.rel) {
			return fmt.Errorf("refusing to write %q: not a path inside the store", w.rel)
		}
		if err := checkNoSymlink(dir, w.rel); err != nil {
			return err
		}
		if w.remove {
			j.Removes = append(j.Removes, w.rel)
			continue
		}
		final := filepath.Join(dir, filepath.FromSlash(w.rel))
		if err := os.MkdirAll(filepath.Dir(final), 0o755); err != nil {
			return err
		}
		tmp := path.Join(path.Dir(w.rel), tmpPrefix+strconv.Itoa(os.Getpid())+"-"+strconv.Itoa(i)+"-"+path.Base(w.rel))
		temps = append(temps, tempFile{filepath.Join(dir, filepath.FromSlash(tmp)), w.data})
		j.Renames = append(j.Renames, [2]string{tmp, w.rel})
	}
	errs := make([]error, len(temps))
	var wg sync.WaitGroup
	for i, t := range temps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = writeFileSync(t.path, t.data)
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	for i := range temps {
		crashPoint("temp", i+1)
	}
	data, _ := json.Marshal(j)
	if err := writeFileSync(filepath.Join(dir, journalFile+".tmp"), data); err != nil {
		return err
	}
	if err := os.Rename(filepath.Join(dir, journalFile+".tmp"), filepath.Join(dir, journalFile)); err != nil {
		return err
	}
	crashPoint("journal", 0)
	return finishJournal(dir, j)
}

// isStorePath reports whether rel names a file inside the store: relative,
// slash-separated, clean, without "..", a drive, a backslash or a NUL. The
// journal is read back from disk, where anyone who can write the repository
// can plant one, so each of its paths is checked before it is renamed or
// removed.
func isStorePath(rel string) bool {
	return rel != "" && rel == path.Clean(rel) && !path.IsAbs(rel) && rel != "." &&
		!strings.HasPrefix(rel, "../") && rel != ".." &&
		!strings.ContainsAny(rel, "\\:\x00") && !filepath.IsAbs(filepath.FromSlash(rel))
}

// checkNoSymlink refuses a path whose folders inside the store are symbolic
// links: a store checked out with "rules -> /somewhere" must not let a write
// land outside the store.
func checkNoSymlink(dir, rel string) error {
	parts := strings.Split(rel, "/")
	cur := dir
	for _, p := range parts {
		cur = filepath.Join(cur, p)
		fi, err := os.Lstat(cur)
		if err != nil {
			return nil // not there yet: it will be created as a real folder or file
		}
		if fi.Mode()&fs.ModeSymlink != 0 {
			return fmt.Errorf("refusing to write through %s: it is a symbolic link, and a store write must stay inside the store", cur)
		}
	}
	return nil
}

// validJournal checks every path of a journal read from disk: each target is
// a store path, and each temp file sits beside its target with the temp
// prefix, so replaying it can only finish one of our own writes.
func validJournal(j journal) error {
	for _, r := range j.Renames {
		if !isStorePath(r[0]) || !isStorePath(r[1]) || path.Dir(r[0]) != path.Dir(r[1]) || !strings.HasPrefix(path.Base(r[0]), tmpPrefix) {
			return fmt.Errorf("it renames %q to %q", r[0], r[1])
		}
	}
	for _, rel := range j.Removes {
		if !isStorePath(rel) || strings.HasPrefix(rel, journalFile) || rel == lockFile {
			return fmt.Errorf("it removes %q", rel)
		}
	}
	return nil
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
		crashPoint("rename", i+1)
	}
	for _, rel := range j.Removes {
		if err := os.Remove(filepath.Join(dir, filepath.FromSlash(rel))); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	crashPoint("removes", 0)
	return os.Remove(filepath.Join(dir, journalFile))
}

// errBadJournal: a journal that is not JSON or names paths outside the store.
// It is never replayed; a human must look at it.
var errBadJournal = errors.New("the interrupted-write journal cannot be trusted")

// recoverStore finishes an interrupted transaction and removes stray temp
// files. The caller holds the lock. It reports what it repaired. A journal
// that is not JSON, or that names a path outside the store, is not applied:
// the error says which file to review and remove.
func recoverStore(dir string) (string, error) {
	jpath := filepath.Join(dir, journalFile)
	data, err := os.ReadFile(jpath)
	msg := ""
	if err == nil {
		var j journal
		if err := json.Unmarshal(data, &j); err != nil {
			return "", fmt.Errorf("%w: %s is not valid JSON (%v); review it, then delete it", errBadJournal, jpath, err)
		}
		if err := validJournal(j); err != nil {
			return "", fmt.Errorf("%w: %s %v, outside the store; it was not applied; delete it (and find out who wrote it)", errBadJournal, jpath, err)
		}
		if err := finishJournal(dir, j); err != nil {
			return "", fmt.Errorf("finishing an interrupted write: %w", err)
		}
		msg = "finished a write that an earlier engram process left half done"
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
	return commitMemoriesLocked(r, now, changes, nil)
}

// commitMemoriesLocked is commitMemories for a caller that holds the lock;
// extra files (the pending approvals) join the same transaction.
func commitMemoriesLocked(r *storeRoot, now time.Time, changes []memoryChange, extra []fileWrite) error {
	writes := append(expiredNotes(r.dir, now, changes), extra...)
	if gi := gitignoreUpdate(r.dir); gi != nil {
		// A store written by engram 0.0.28 does not ignore working/ and the
		// other per-machine files yet; they must never reach git.
		writes = append(writes, fileWrite{rel: ".gitignore", data: gi})
	}
	var log strings.Builder
	stamp := now.UTC().Format("2006-01-02T15:04:05.000Z")
	hashChanges := map[string]string{} // file → sha256, "" to remove
	var ops []indexOp
	for _, c := range changes {
		isDurable := !strings.HasPrefix(c.file, workingDir+"/")
		if c.mem == nil {
			writes = append(writes, fileWrite{rel: c.file, remove: true})
			if isDurable {
				hashChanges[c.file] = ""
				ops = append(ops, indexOp{file: c.file})
			}
		} else {
			data := c.mem.render()
			writes = append(writes, fileWrite{rel: c.file, data: data})
			if isDurable {
				hashChanges[c.file] = sha256Hex(data)
				raw, _ := json.Marshal(indexEntryFor(c.mem, c.file, r.scope))
				ops = append(ops, indexOp{file: c.file, entry: raw})
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
	if len(ops) == 0 {
		return applyWrites(r.dir, writes)
	}
	hashData, idxData, err := indexAndHashes(r, stamp, hashChanges, ops)
	if err != nil {
		return err
	}
	writes = append(writes, fileWrite{rel: hashesFile, data: hashData}, fileWrite{rel: indexFile, data: idxData})
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
	if err := applyWrites(r.dir, writes); err != nil {
		return err
	}
	writeWrittenSums(r.dir, map[string][]byte{indexFile: idxData, hashesFile: hashData})
	return nil
}

// indexAndHashes gives the new bytes of memory.hashes.json and
// memory.index.json after a commit's changes. A file engram wrote itself is
// spliced (splice.go); any other is decoded and encoded in full.
func indexAndHashes(r *storeRoot, stamp string, hashChanges map[string]string, ops []indexOp) (hashData, idxData []byte, err error) {
	sums := readWrittenSums(r.dir)
	if len(ops) <= maxSpliceOps {
		if data, err := os.ReadFile(filepath.Join(r.dir, hashesFile)); err == nil && isOurs(sums, hashesFile, data) {
			hashData, _ = spliceHashes(data, hashChanges)
		}
		if data, err := os.ReadFile(filepath.Join(r.dir, indexFile)); err == nil && isOurs(sums, indexFile, data) {
			idxData, _ = spliceIndex(data, stamp, ops)
		}
	}
	if hashData == nil {
		hashes, err := readHashes(r.dir)
		if err != nil {
			return nil, nil, err
		}
		for f, sum := range hashChanges {
			if sum == "" {
				delete(hashes, f)
			} else {
				hashes[f] = sum
			}
		}
		hashData = encodeHashes(hashes)
	}
	if idxData == nil {
		idx, err := readIndex(r.dir)
		if err != nil {
			return nil, nil, err
		}
		idx.apply(ops, stamp)
		idxData = idx.encode()
	}
	return hashData, idxData, nil
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
