package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// This file is the one write path of the store (DESIGN.md §2): lock the
// store, write every new file to a temp file, record the renames in a
// journal, rename into place, update index, hashes and changelog in the same
// transaction, remove the journal, unlock. A crash before the journal is
// written leaves the store as it was (stray temp files are removed by the
// next process that breaks the dead writer's lock); a crash after it is
// rolled forward by the next writer or reader, so the store is always either
// before or after a commit, never between.
//
// Two files are not replaced but patched in place (issue 10): the 10 MB
// memory.index.json of a 10,000-memory store, where a commit changes the
// last ~1 KB and the stamp near the top, and changelog.md, which only grows.
// The journal then carries the patch itself (offsets, bytes, final size), so
// rolling it forward writes the same bytes at the same offsets again and
// truncates: idempotent, like a rename whose temp file is gone. No engram
// reader reads either file without the lock (the index is derived, the
// changelog is for humans); memory.hashes.json, which every read uses, is
// always replaced whole by a rename so a reader never sees it torn.

const (
	lockFile    = ".engram.lock"
	journalFile = ".engram-txn.json"
	tmpPrefix   = ".tmp-"
	// staleLock: a writer holds the lock for milliseconds; one older than
	// this belongs to a process that died.
	staleLock = 30 * time.Second
	// emptyLockGrace: a holder writes its pid right after creating the
	// lock file, so an empty lock older than this belongs to a writer killed
	// between the two (the random-kill crash test hit it on a loaded machine,
	// and the next process then waited lockWait and failed).
	emptyLockGrace = 2 * time.Second
	lockWait       = 15 * time.Second
)

// storeLock is a held lock on one store folder. brokeDead says that taking
// it broke the lock of a writer that died, which may have left temp files.
type storeLock struct {
	path      string
	brokeDead bool
}

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
	if _, err := recoverStore(dir, l.brokeDead); err != nil {
		l.unlock()
		return nil, err
	}
	return l, nil
}

func acquireLock(dir string) (*storeLock, error) {
	if dir == "" {
		// The global store without a home (globalStoreDir): every file
		// would be written relative to the working directory.
		return nil, noHomeError("the global store")
	}
	path := filepath.Join(dir, lockFile)
	deadline := time.Now().Add(lockWait)
	host, _ := os.Hostname()
	broke := false
	for delay := time.Millisecond; ; {
		err := createLock(dir, path, fmt.Sprintf("%d %s %s\n", os.Getpid(), host, time.Now().UTC().Format(time.RFC3339Nano)))
		if err == nil {
			return &storeLock{path: path, brokeDead: broke}, nil
		}
		if !errors.Is(err, os.ErrExist) {
			return nil, fmt.Errorf("locking the store: %w", err)
		}
		if err := lockNotAFile(path); err != nil {
			return nil, err
		}
		removed, err := breakDeadLock(path, host)
		if err != nil {
			return nil, err
		}
		if removed {
			broke = true
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

// createLock makes the lock file with its content in one step, so that a
// holder killed at any instant never leaves an empty lock (which no reader
// can tell from one being written, and which used to stay behind a
// SIGKILL until emptyLockGrace passed). The content is written to a private
// file in the store's .cache folder (gitignored, and not a lock to anyone)
// and hard-linked to the lock's name: like O_EXCL, the link fails if the
// name exists. Leftovers of holders killed before their link are removed by
// the next holder. Where the file system has no hard links it creates the
// lock with O_EXCL and then writes it, as before, and sweeps the same
// leftovers: holders killed there leave their private file too (it is
// written before the link is tried), and a store on such a mount would
// otherwise keep every killed cache writer's temp file.
func createLock(dir, path, content string) error {
	cdir := filepath.Join(dir, prepCacheDir)
	mine := filepath.Join(cdir, lockTempPrefix+strconv.Itoa(os.Getpid()))
	// ensureCacheDir refuses a .cache that is a link (a hostile clone): no
	// sweep may then reach the folder it points to.
	cacheOK := ensureCacheDir(cdir) == nil
	if cacheOK && writeNewFile(mine, []byte(content)) == nil {
		err := linkLock(mine, path)
		os.Remove(mine)
		if err == nil {
			removeLockTemps(cdir)
			return nil
		}
		if errors.Is(err, os.ErrExist) {
			return err
		}
	}
	err := createExclusive(path, []byte(content))
	if err == nil && cacheOK {
		removeLockTemps(cdir)
	}
	return err
}

// linkLock is os.Link, but fails as on a file system without hard links
// in a test binary told to (testNoHardLinks).
func linkLock(oldname, newname string) error {
	if testNoHardLinks() {
		return &os.LinkError{Op: "link", Old: oldname, New: newname, Err: errors.ErrUnsupported}
	}
	return os.Link(oldname, newname)
}

// lockTempPrefix names createLock's private files in .cache.
const lockTempPrefix = "lock-"

// removeLockTemps removes the private lock files of holders killed between
// writing them and linking them. The caller holds the lock; a contender
// whose file goes before its link just falls back and waits. The same
// listing removes the stale temp files of killed cache writers
// (isStaleTemp): the cache writer's own sweep runs only when the cache is
// rewritten, which a store that is no longer changed never does.
func removeLockTemps(cdir string) {
	now := time.Now()
	names, _ := os.ReadDir(cdir)
	for _, d := range names {
		if strings.HasPrefix(d.Name(), lockTempPrefix) || isStaleTemp(d, tmpPrefix, now) {
			os.Remove(filepath.Join(cdir, d.Name()))
		}
	}
}

// breakDeadLock removes a lock whose holder is gone: a process of this host
// that no longer runs, an empty lock older than emptyLockGrace, or any lock
// older than staleLock (a holder on another host, or a lock file without a
// pid). It reports whether it removed one.
// The lock is first renamed to a private name and its content compared, so
// two processes breaking the same dead lock cannot remove a fresh lock that a
// third one took in between; if the content differs, the lock is put back.
//
// A dead lock that cannot be removed (a read-only store or file system) is
// an error at once: waiting lockWait could not change that, and a read
// that repairs first (crashedWriter) waited it twice, 30 s, before going on.
func breakDeadLock(path, host string) (bool, error) {
	data, dead := deadLock(path, host)
	if !dead {
		return false, nil
	}
	aside := path + ".broken-" + strconv.Itoa(os.Getpid())
	if err := os.Rename(path, aside); err != nil {
		if errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS) {
			return false, fmt.Errorf("locking the store: the lock %s is stale but cannot be removed: %w", path, err)
		}
		return false, nil
	}
	if got, _ := readNoFollow(aside, maxLockBytes); string(got) != string(data) {
		os.Link(aside, path) // a live lock taken in between: restore it unless yet another exists
	}
	os.Remove(aside)
	return true, nil
}

// lockNotAFile reports a lock that no process can ever take or break: a
// folder, a link (dangling or not) or anything else that is not a regular
// file, which a clone can carry. Waiting would only fail after lockWait, on
// every write, forever; the error says what to remove.
func lockNotAFile(path string) error {
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode().IsRegular() {
		return nil
	}
	return newOpError(kindIntegrity, fmt.Errorf("the store's lock %s is %s, so no engram process can take it", path, modeName(fi.Mode())),
		"remove it (it may have come with a clone: 'git rm -r' it there too); engram's lock is a small file it creates and removes itself")
}

// deadLock reads a lock file and reports whether its holder is gone.
func deadLock(path, host string) ([]byte, bool) {
	data, err := readNoFollow(path, maxLockBytes)
	fi, serr := os.Lstat(path)
	if err != nil || serr != nil {
		return nil, false
	}
	var pid int
	var holder string
	fmt.Sscanf(string(data), "%d %s", &pid, &holder)
	dead := pid > 0 && holder == host && pid != os.Getpid() && !processAlive(pid)
	age := time.Since(fi.ModTime())
	// A lock dated ahead of this clock by more than staleLock (a clock
	// skewed on a shared mount, a lock from an archive or a clone dated
	// ahead) is stale too: judged by its age alone it blocked every write
	// until that date (measured: 15 s wait and "locked", on every save).
	skewed := age < -staleLock
	return data, dead || skewed || age > staleLock || (len(data) == 0 && age > emptyLockGrace)
}

// crashedWriter reports whether a store shows signs of a writer that died:
// a journal, or a lock whose holder is gone. Reads check it to repair the
// store before they read (store_read.go loadStateHolding).
func crashedWriter(dir string) bool {
	if fileExists(filepath.Join(dir, journalFile)) {
		return true
	}
	host, _ := os.Hostname()
	_, dead := deadLock(filepath.Join(dir, lockFile), host)
	return dead
}

func (l *storeLock) unlock() { os.Remove(l.path) }

// fileWrite is one file a transaction writes (data), removes (remove) or
// patches in place (patch). A patch that cannot be applied in place (the
// file is hard-linked or cannot be opened for writing) is written through a
// temp file and a rename instead: full's bytes when set, else the old file
// copied with the patch applied (patchedCopy).
type fileWrite struct {
	rel    string // slash-separated, relative to the store root
	data   []byte
	remove bool
	patch  *filePatch
	full   func() []byte
	stream func(*os.File) error // writes the new bytes instead of data (perf_hashstream.go)
}

// journal lists the renames of a transaction in order, its removals, and
// its in-place patches.
type journal struct {
	Renames [][2]string `json:"renames"` // temp name → final name, both relative
	Removes []string    `json:"removes"`
	Patches []filePatch `json:"patches,omitempty"`
}

// filePatch turns a file into its new bytes in place: each write puts Data
// at At, then the file is truncated to Size. Applying it again, over the
// old file, a torn one or the new one, gives the new file: no write depends
// on the bytes it replaces, and the bytes it does not write are the same in
// the old and the new file. That is what lets the next process roll an
// interrupted patch forward.
type filePatch struct {
	File   string       `json:"file"`
	Size   int64        `json:"size"`
	Writes []patchWrite `json:"writes"`
}

type patchWrite struct {
	At   int64  `json:"at"`
	Data []byte `json:"data"` // base64 in the journal
}

// patchable are the files a journal may patch in place. Any other file is
// replaced whole, so that a reader without the lock never sees it torn.
var patchable = map[string]bool{indexFile: true, changelogFile: true}

// applyWrites performs writes in dir as one transaction. The caller holds the
// lock (which finished any earlier interrupted transaction).
//
// Durability, in order: (1) every temp file and the journal's temp file are
// written and fsynced, (2) the journal is renamed into place, (3) the
// renames and removals run, and the patches are applied, each patched file
// fsynced after its writes, (4) the journal is removed. The temp files must
// be durable before the journal is: a journal that survives a power cut is
// rolled forward, and rolling forward a temp file whose data never reached
// the disk would install an empty or torn file; the journal becomes the
// journal only by the rename, after every fsync of step 1 returned. The
// journal must be durable before the first rename or patched byte: a change
// that survives without it could not be completed by the next process, and
// the store would be between two states (for a patch, a torn file); its
// bytes are (step 1), and applyPatches fsyncs the folder for its name. The
// fsyncs of step 1 are independent, so they run at the same time (the file
// system can commit them together), and so do the patches'. Renames need no
// fsync of their own: a crash after them leaves a journal (rolled forward
// again, idempotently) or none (done). A patched file is fsynced before the
// journal goes, since its data, unlike a rename, is not ordered with the
// removal of the journal.
//
// A transaction that fails before its journal is in place removes its temp
// files; one that dies leaves its lock, and the process that breaks it
// sweeps them (recoverStore).
func applyWrites(dir string, writes []fileWrite) error {
	open := map[string]*os.File{} // files to patch, opened before the journal so a failure changes nothing
	defer func() {
		for _, f := range open {
			f.Close()
		}
	}()
	j, temps, err := stageWrites(dir, writes, open)
	if err != nil {
		return err
	}
	removeTemps := func() {
		for _, t := range temps {
			os.Remove(t.path)
		}
		os.Remove(filepath.Join(dir, journalFile+".tmp"))
	}
	// The journal's temp file is written with the others: the rename that
	// makes it the journal comes after all of them are durable.
	jdata, _ := json.Marshal(j)
	jtmp := filepath.Join(dir, journalFile+".tmp")
	errs := make([]error, len(temps)+1)
	var wg sync.WaitGroup
	for i, t := range append(temps, tempFile{path: jtmp, data: jdata}) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = writeFileSync(t.path, t.data, t.stream)
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		removeTemps()
		return err
	}
	for i := range len(temps) + len(j.Patches) {
		crashPoint("temp", i+1)
	}
	if err := os.Rename(jtmp, filepath.Join(dir, journalFile)); err != nil {
		removeTemps()
		return err
	}
	crashPoint("journal", 0)
	return finishJournal(dir, j, open)
}

// tempFile is one file's new bytes, written beside it before the journal
// names the rename.
type tempFile struct {
	path   string
	data   []byte
	stream func(*os.File) error // writes the bytes instead of data
}

// stageWrites checks every write's path and sorts it into the journal
// before anything on disk changes: a removal, a patch of a file opened here
// (into open, which the caller closes), or a temp file to write and rename.
// A patch that cannot be applied in place falls back to the whole file.
func stageWrites(dir string, writes []fileWrite, open map[string]*os.File) (journal, []tempFile, error) {
	var j journal
	var temps []tempFile
	for i, w := range writes {
		if !isStorePath(w.rel) {
			return j, nil, fmt.Errorf("refusing to write %q: not a path inside the store", w.rel)
		}
		if err := checkStorePath(dir, w.rel); err != nil {
			// The path names what is in the way (a clone's FIFO or link at
			// working/.engram-seals); without the remedy a user retried
			// the same write forever.
			return j, nil, fmt.Errorf("%w; nothing was written: remove it (git rm it if the repository tracks it), then run the command again", err)
		}
		// A folder where the write's file goes (a clone's planted
		// working/.engram-seals/, or working/note-x.md/) fails its rename
		// or removal only after the journal is in place: the journal was
		// left, and every later write of the store failed finishing it.
		if fi, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(w.rel))); err == nil && fi.IsDir() {
			return j, nil, fmt.Errorf("refusing to write %s: %s is a folder where Engram keeps a file; nothing was written: move the folder away, then run the command again", w.rel, filepath.Join(dir, filepath.FromSlash(w.rel)))
		}
		if w.remove {
			// A removal happens after the journal is in place: one its
			// folder refuses (read-only) failed there and left the journal,
			// so every later write failed finishing it. It is tried now.
			folder := filepath.Dir(filepath.Join(dir, filepath.FromSlash(w.rel)))
			if err := probeStoreFolder(folder); err != nil && fileExists(filepath.Join(dir, filepath.FromSlash(w.rel))) {
				return j, nil, fmt.Errorf("cannot remove %s: %w", w.rel, err)
			}
			j.Removes = append(j.Removes, w.rel)
			continue
		}
		final := filepath.Join(dir, filepath.FromSlash(w.rel))
		if w.patch != nil {
			f, err := os.OpenFile(final, os.O_WRONLY, 0)
			if err == nil && patchable[w.rel] && !isHardLinked(f) {
				open[w.rel] = f
				p := *w.patch
				p.File = w.rel
				j.Patches = append(j.Patches, p)
				continue
			}
			if err == nil {
				f.Close()
			}
			if w.full != nil {
				w.data = w.full()
			} else {
				w.stream = patchedCopy(final, *w.patch)
			}
		}
		if err := os.MkdirAll(filepath.Dir(final), 0o755); err != nil {
			return j, nil, err
		}
		tmp := path.Join(path.Dir(w.rel), tmpPrefix+strconv.Itoa(os.Getpid())+"-"+strconv.Itoa(i)+"-"+path.Base(w.rel))
		temps = append(temps, tempFile{filepath.Join(dir, filepath.FromSlash(tmp)), w.data, w.stream})
		j.Renames = append(j.Renames, [2]string{tmp, w.rel})
	}
	return j, temps, nil
}

// probeStoreFolder creates and removes a file in folder, so that a folder Engram
// cannot write in (read-only, another owner's) stops a write before anything
// changes. The probe carries the temp prefix: one a crash leaves is swept
// with the other temp files. A folder that does not exist yet passes: it is
// made in its parent, which the write's other checks reach.
func probeStoreFolder(folder string) error {
	if _, err := os.Lstat(folder); errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err := probeFolder(folder, tmpPrefix+"probe-*"); err != nil {
		return fmt.Errorf("cannot write in %s: %w", folder, err)
	}
	return nil
}

// probeFolder creates and removes a file named by pattern (os.CreateTemp)
// in dir, as the atomic write and a removal need to: the one test of
// writability that holds on every OS and for every reason (mode, owner, ACL,
// mount) a write may be refused. The error is the system's reason alone
// ("permission denied"); callers name the folder.
func probeFolder(dir, pattern string) error {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return pe.Err
		}
		return err
	}
	f.Close()
	return os.Remove(f.Name())
}

// isHardLinked: a file with other names (a store copied with cp -al, say)
// is replaced, not patched, so that the other names keep their bytes.
func isHardLinked(f *os.File) bool {
	fi, err := f.Stat()
	return err != nil || hardLinked(fi)
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

// validJournal checks every path of a journal read from disk: each target is
// a store path, each temp file sits beside its target with the temp prefix,
// and each patch is of a patchable file and writes inside its final size, so
// replaying it can only finish one of our own writes.
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
	for _, p := range j.Patches {
		if !patchable[p.File] || p.Size < 0 {
			return fmt.Errorf("it patches %q", p.File)
		}
		for _, w := range p.Writes {
			if w.At < 0 || w.At+int64(len(w.Data)) > p.Size {
				return fmt.Errorf("it writes %q outside its size", p.File)
			}
		}
	}
	return nil
}

// journalStaysInStore checks, on disk, every path a journal read back from
// disk would touch: validJournal looked at their text only, and a planted
// "root -> /" link turns "root/home/x" into a path outside the store.
func journalStaysInStore(dir string, j journal) error {
	var rels []string
	for _, r := range j.Renames {
		rels = append(rels, r[0], r[1])
	}
	rels = append(rels, j.Removes...)
	for _, p := range j.Patches {
		rels = append(rels, p.File)
	}
	for _, rel := range rels {
		if err := checkStorePath(dir, rel); err != nil {
			return err
		}
	}
	return nil
}

// finishJournal completes the renames, patches and removals of a journal.
// It is idempotent: a rename whose temp file is gone was already done, and a
// patch gives the same bytes however often it is applied. open holds the
// files to patch when the writer itself finishes (nil in a recovery).
func finishJournal(dir string, j journal, open map[string]*os.File) error {
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
	if len(j.Patches) > 0 {
		if err := applyPatches(dir, j.Patches, open); err != nil {
			return err
		}
		for i := range j.Patches {
			crashPoint("rename", len(j.Renames)+i+1)
		}
	}
	for _, rel := range j.Removes {
		if err := os.Remove(filepath.Join(dir, filepath.FromSlash(rel))); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	crashPoint("removes", 0)
	return os.Remove(filepath.Join(dir, journalFile))
}

// applyPatches writes the patches of a journal in place, all at the same
// time. The journal's name must reach the disk before any patched byte does
// (a patch that survives a power cut without its journal is a torn file no
// one can finish), and renaming the journal into place changed only the
// folder, so the folder is fsynced first. Each patched file is fsynced
// before it counts as done.
func applyPatches(dir string, patches []filePatch, open map[string]*os.File) error {
	syncDir(dir)
	errs := make([]error, len(patches))
	var wg sync.WaitGroup
	for i, p := range patches {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = applyPatch(dir, p, open[p.File], i+1)
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// applyPatch applies the nth patch to f, or to its file when f is nil (a
// recovery). A file someone removed after the crash is left gone: writing
// the patch into a new empty file would make a file of zeros and a tail.
func applyPatch(dir string, p filePatch, f *os.File, n int) error {
	if f == nil {
		if err := checkStorePath(dir, p.File); err != nil {
			return err
		}
		var err error
		f, err = os.OpenFile(filepath.Join(dir, filepath.FromSlash(p.File)), os.O_WRONLY, 0)
		if errors.Is(err, os.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		defer f.Close()
	}
	for i, w := range p.Writes {
		if i == len(p.Writes)-1 && isCrashPoint("torn", n) {
			f.WriteAt(w.Data[:len(w.Data)/2], w.At)
			crashExit()
		}
		if _, err := f.WriteAt(w.Data, w.At); err != nil {
			return fmt.Errorf("patching %s: %w", p.File, err)
		}
	}
	if err := f.Truncate(p.Size); err != nil {
		return fmt.Errorf("patching %s: %w", p.File, err)
	}
	return f.Sync()
}

// syncDir fsyncs a folder so that the renames in it are durable. Where a
// folder cannot be synced (Windows), it does nothing: there the journal's
// name is as durable as the file system makes a rename by itself.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// errBadJournal: a journal that is not JSON or names paths outside the store.
// It is never replayed; a human must look at it.
var errBadJournal = errors.New("the interrupted-write journal cannot be trusted")

// readJournal reads the journal an interrupted transaction left, if any, and
// checks that replaying it stays inside the store: its text (validJournal)
// and, on disk, every path it names (journalStaysInStore). An untrusted
// journal is an errBadJournal that says which file to review and remove.
func readJournal(dir string) (j journal, found bool, err error) {
	jpath := filepath.Join(dir, journalFile)
	data, err := readPlainFile(dir, journalFile, maxJournalBytes)
	if errors.Is(err, fs.ErrNotExist) {
		return j, false, nil
	}
	if err != nil {
		return j, true, fmt.Errorf("%w: %v; it was not applied; delete it (and find out who wrote it)", errBadJournal, err)
	}
	if err := json.Unmarshal(data, &j); err != nil {
		return j, true, fmt.Errorf("%w: %s is not valid JSON (%v); review it, then delete it", errBadJournal, jpath, err)
	}
	if err := validJournal(j); err != nil {
		return j, true, fmt.Errorf("%w: %s %v, outside the store; it was not applied; delete it (and find out who wrote it)", errBadJournal, jpath, err)
	}
	if err := journalStaysInStore(dir, j); err != nil {
		return j, true, fmt.Errorf("%w: %s names a path through a link: %v; it was not applied; delete it (and find out who wrote it)", errBadJournal, jpath, err)
	}
	return j, true, nil
}

// recoverStore finishes an interrupted transaction and, when there can be
// some, removes stray temp files. The caller holds the lock. It reports what
// it repaired. A journal that is not JSON, or that names a path outside the
// store, is not applied: the error says which file to review and remove.
//
// A writer leaves temp files only if it dies, and a writer that dies leaves
// its journal or its lock (a failing one removes its own, applyWrites). So
// the folders are swept only after finishing a journal or when sweep says
// the caller broke a dead writer's lock: listing every memory folder on
// every lock cost ~7 ms per commit at 10,000 memories (issue 10).
func recoverStore(dir string, sweep bool) (string, error) {
	j, found, err := readJournal(dir)
	if err != nil {
		return "", err
	}
	msg := ""
	if found {
		if err := finishJournal(dir, j, nil); err != nil {
			return "", fmt.Errorf("finishing an interrupted write: %w", err)
		}
		msg = recoveredMessage(dir, j)
		noteRecovered(msg) // told to the user and the agent (recovernotice.go)
		sweep = true
	}
	if !sweep {
		return msg, nil
	}
	for _, sub := range append([]string{"."}, append(storeSubdirs, workingDir)...) {
		if !isPlainDir(dir, sub) {
			continue // a symlinked folder is someone else's: never sweep it
		}
		removeNamed(filepath.Join(dir, sub), func(name string) bool {
			return strings.HasPrefix(name, tmpPrefix) || name == journalFile+".tmp"
		})
	}
	// In .cache only the written-sums temp is a lock holder's (a commit
	// writes it after its transaction); the prepared cache and the route
	// index are written by servers without the lock, so theirs may be live
	// and wait for sweepStaleTemps' age.
	if isPlainDir(dir, prepCacheDir) {
		removeNamed(filepath.Join(dir, prepCacheDir), func(name string) bool {
			return strings.HasPrefix(name, writtenSumsTemp)
		})
	}
	return msg, nil
}

// removeNamed removes the entries of folder whose names match.
func removeNamed(folder string, match func(name string) bool) {
	names, _ := os.ReadDir(folder)
	for _, d := range names {
		if match(d.Name()) {
			os.Remove(filepath.Join(folder, d.Name()))
		}
	}
}

func writeFileSync(path string, data []byte, stream func(*os.File) error) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	if stream != nil {
		err = stream(f)
	} else {
		_, err = f.Write(data)
	}
	if err != nil {
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
	kind   string  // the removed memory's type, for the changelog (mem is nil)
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
			id, kind := strings.TrimSuffix(filepath.Base(c.file), ".md"), c.kind
			if c.mem != nil {
				id, kind = c.mem.id(), c.mem.kind()
			}
			// kind is decoded front matter (an UPDATE keeps the file's):
			// escaped, so it cannot add a line of its own to the history.
			fmt.Fprintf(&log, "- %s %s: %s %s: %s\n", stamp, c.file, c.action, escapeName(kind), escapeName(id))
		}
	}
	if len(ops) == 0 {
		return applyWrites(r.dir, writes)
	}
	hashes, idxWrite, idxSum, err := indexAndHashes(r, stamp, hashChanges, ops)
	if err != nil {
		return err
	}
	logWrite, err := changelogWrite(r.dir, log.String())
	if err != nil {
		return err
	}
	writes = append(writes, hashes.write(), idxWrite, logWrite)
	if err := applyWrites(r.dir, writes); err != nil {
		return err
	}
	writeWrittenSums(r.dir, map[string]string{indexFile: idxSum, hashesFile: hashes.sum()})
	return nil
}

// changelogWrite appends lines to changelog.md as a patch at its end, so a
// commit writes its own lines, not the whole history again. A missing
// changelog is created, an empty one gets the header first, and one
// without a final line break gets one.
func changelogWrite(dir, lines string) (fileWrite, error) {
	const header = "# Engram Changelog\n"
	p := filepath.Join(dir, changelogFile)
	if err := checkStorePath(dir, changelogFile); err != nil {
		return fileWrite{}, err
	}
	f, err := openNoFollow(p)
	if errors.Is(err, os.ErrNotExist) {
		return fileWrite{rel: changelogFile, data: []byte(header + lines)}, nil
	}
	if err != nil {
		return fileWrite{}, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return fileWrite{}, err
	}
	if !fi.Mode().IsRegular() {
		return fileWrite{}, fmt.Errorf("%s is not a file", p)
	}
	size, add := fi.Size(), lines
	if size == 0 {
		add = header + lines
	} else {
		last := make([]byte, 1)
		if _, err := f.ReadAt(last, size-1); err != nil {
			return fileWrite{}, err
		}
		if last[0] != '\n' {
			add = "\n" + lines
		}
	}
	// Patched in place, or else copied (patchedCopy): never read whole.
	return fileWrite{rel: changelogFile,
		patch: &filePatch{Size: size + int64(len(add)), Writes: []patchWrite{{At: size, Data: []byte(add)}}}}, nil
}

// indexAndHashes gives the new bytes of memory.hashes.json, and the write of
// memory.index.json with the sum of its new bytes, after a commit's changes.
// A file engram wrote itself is spliced (splice.go), and the index then
// patched in place where the change is near its end (a new memory's entry
// is appended without reading the index into memory); so is a file already
// laid out as engram would write it (perf_canonical.go); any other file is
// decoded and encoded in full.
func indexAndHashes(r *storeRoot, stamp string, hashChanges map[string]string, ops []indexOp) (hashes hashesOut, idx fileWrite, idxSum string, err error) {
	sums := readWrittenSums(r.dir)
	var hashData []byte
	if spliceOn && len(ops) <= maxSpliceOps {
		// Written from the old file as the temp file is (perf_hashstream.go).
		hashes.stream = newHashStream(r, sums, hashChanges)
	}
	if hashes.stream != nil {
		if spliceOn && len(ops) == 1 {
			idx, idxSum = appendedIndex(r, sums[indexFile], stamp, ops[0])
		}
	} else if spliceOn && len(ops) == 1 {
		// The index's pass runs beside the hashes' (perf_canonical.go).
		done := make(chan struct{})
		go func() {
			defer close(done)
			idx, idxSum = appendedIndex(r, sums[indexFile], stamp, ops[0])
		}()
		hashData, err = newHashes(r, sums, hashChanges, true)
		<-done
	} else {
		hashData, err = newHashes(r, sums, hashChanges, spliceOn && len(ops) <= maxSpliceOps)
	}
	if err != nil {
		return hashes, idx, "", err
	}
	hashes.data = hashData
	if spliceOn && idx.rel == "" && len(ops) <= maxSpliceOps {
		if data, err := readPlainFile(r.dir, indexFile, maxIndexBytes); err == nil && (isOurs(sums, indexFile, data) || canonicalIndex(data)) {
			if pieces, ok := spliceIndexPieces(data, stamp, ops); ok {
				idx, idxSum = indexWrite(data, pieces)
			}
		}
	}
	if idx.rel == "" {
		full, err := readIndex(r.dir)
		if err == nil && full.broken {
			// Not an index: derive it from the memory files as they are
			// before this commit, then apply the commit's changes.
			full, _, err = indexFromFiles(r.dir, r.scope)
		}
		if err != nil {
			return hashes, idx, "", err
		}
		full.apply(ops, stamp)
		data := full.encode()
		idx, idxSum = fileWrite{rel: indexFile, data: data}, fileSum(data)
	}
	return hashes, idx, idxSum, nil
}

// hashesOut is a commit's new hashes file: its bytes, or a stream that
// writes them from the old file (perf_hashstream.go).
type hashesOut struct {
	data   []byte
	stream *hashStream
}

func (h hashesOut) write() fileWrite {
	if h.stream != nil {
		return fileWrite{rel: hashesFile, stream: h.stream.write}
	}
	return fileWrite{rel: hashesFile, data: h.data}
}

// sum is fileSum of the bytes written, once applyWrites has written them.
func (h hashesOut) sum() string {
	if h.stream != nil {
		return h.stream.sum
	}
	return fileSum(h.data)
}

// appendedIndex is the index patched in place for a commit of one change
// (appendPatch), or no write when the patch does not apply. An index
// engram did not record as written (want "") is patched only when it is
// laid out as engram would write it, checked in the same pass
// (perf_canonical.go).
func appendedIndex(r *storeRoot, want, stamp string, op indexOp) (fileWrite, string) {
	idxPath := filepath.Join(r.dir, indexFile)
	var p filePatch
	var sum string
	var ok bool
	if want == "" {
		p, sum, _, ok = canonicalAppendPatch(idxPath, stamp, op)
	} else {
		p, sum, ok = appendPatch(idxPath, want, stamp, op)
	}
	if !ok {
		return fileWrite{}, ""
	}
	return fileWrite{rel: indexFile, patch: &p}, sum
}

// newHashes is the hashes file after the commit's changes: spliced into a
// file engram wrote or laid out (splice.go), another writer's sorted by
// its lines (perf_hashsort.go), or else decoded and encoded in full.
func newHashes(r *storeRoot, sums map[string]string, hashChanges map[string]string, splice bool) ([]byte, error) {
	if splice {
		if data, err := readPlainFile(r.dir, hashesFile, maxHashesBytes); err == nil {
			var hashData []byte
			before := hashesSum(data)
			if isOurs(sums, hashesFile, data) || canonicalHashes(data) {
				hashData, _ = spliceHashes(data, hashChanges)
			} else {
				hashData, _ = sortedHashes(data, hashChanges) // another writer's order (perf_hashsort.go)
			}
			if hashData != nil {
				keepSplicedHashes(r.dir, before, hashChanges, hashData) // cache_hashes.go
				return hashData, nil
			}
		}
	}
	hashes, err := readHashes(r.dir)
	if err != nil {
		return nil, err
	}
	applyHashChanges(hashes, hashChanges)
	hashData := encodeHashes(hashes)
	keepHashes(r.dir, hashData, hashes) // cache_hashes.go
	return hashData, nil
}

// indexWrite is the write of a spliced index whose old bytes are old: a
// patch of what differs when that is small, else the whole file.
func indexWrite(old []byte, pieces [][]byte) (fileWrite, string) {
	sum := piecesSum(pieces)
	if writes, size, ok := diffPatch(old, pieces, maxPatchBytes); ok {
		full := func() []byte { return bytes.Join(pieces, nil) }
		return fileWrite{rel: indexFile, patch: &filePatch{Size: size, Writes: writes}, full: full}, sum
	}
	return fileWrite{rel: indexFile, data: bytes.Join(pieces, nil)}, sum
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
		data, err := readPlainFile(dir, rel, maxMemoryFileBytes)
		if err != nil {
			continue
		}
		m, err := parseMemory(data)
		if err != nil {
			continue
		}
		if vu := m.fmStr("valid_until"); vu != "" && vu < today {
			out = append(out, fileWrite{rel: rel, remove: true})
		}
	}
	if len(out) > 0 && probeStoreFolder(filepath.Join(dir, workingDir)) != nil {
		// Pruning is a courtesy (reads ignore expired notes): a working/
		// that cannot be written must not stop the write that prunes.
		return nil
	}
	return out
}

// applyHashChanges puts a commit's changes into hashes: a file's new sum,
// or "" for a file the commit removes.
func applyHashChanges(hashes, changes map[string]string) {
	for f, sum := range changes {
		if sum == "" {
			delete(hashes, f)
		} else {
			hashes[f] = sum
		}
	}
}

// encodeHashes writes hashes as 0.0.28 does: 2-space JSON. Keys are sorted so
// that two writers produce the same bytes for the same content.
func encodeHashes(h map[string]string) []byte {
	keys := make([]string, 0, len(h))
	for k := range h {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	// One buffer of the final size: a plain line is its key and sum and
	// 10 bytes (two spaces, four quotes, a colon, a space, a comma and a
	// newline; the last line has no comma, so one byte is spare). Grown by
	// doubling, with a string per line and a copy at the end, the 1.5 MB
	// file of 10,000 memories allocated 11 MB, which the server's memory
	// bound (memlimit.go) then had to collect; sized at 9 bytes a line it
	// still grew once, a 3 MB copy in every commit.
	n := 4
	for k, v := range h {
		n += len(k) + len(v) + 10
	}
	b := make([]byte, 0, n)
	b = append(b, "{\n"...)
	for i, k := range keys {
		// Plain keys and sums (every path engram writes) are quoted as they
		// are; json.Marshal, for the rest, costs ~1 µs a line.
		if v := h[k]; marshalsAsIs(k) && marshalsAsIs(v) {
			b = append(append(append(append(append(b, `  "`...), k...), `": "`...), v...), '"')
		} else {
			kj, _ := json.Marshal(k)
			vj, _ := json.Marshal(v)
			b = fmt.Appendf(b, "  %s: %s", kj, vj)
		}
		if i < len(keys)-1 {
			b = append(b, ',')
		}
		b = append(b, '\n')
	}
	return append(b, "}\n"...)
}

// writeConfigFile applies changes to engram.config.json under the lock,
// atomically, patching the file's bytes in place. It returns the config as
// written, read under the same lock: a reply built from a read before the
// lock could miss another process's change that the file now holds.
func writeConfigFile(dir string, changes []configChange) (*config, error) {
	lock, err := lockStore(dir)
	if err != nil {
		return nil, err
	}
	defer lock.unlock()
	src, err := readPlainFile(dir, configFile, maxSmallFileBytes)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	out, err := patchConfig(src, changes)
	if err != nil {
		return nil, newOpError(kindConfig, err, "fix the file by hand; engram never rewrites a config it cannot parse")
	}
	if len(out) > maxSmallFileBytes {
		// Written, it would be refused by every read (storefs.go's cap),
		// which then falls back to the defaults: 330,000 roles made 5.0 MiB.
		return nil, usageError(fmt.Sprintf("the change would make %s %s; nothing was written", configFile, sizeOverLimit(int64(len(out)), maxSmallFileBytes)))
	}
	c, err := parseConfigFile(dir, out, nil)
	if err != nil {
		return nil, err
	}
	return c, applyWrites(dir, []fileWrite{{rel: configFile, data: out}})
}

// patchedCopy writes the file at name with p applied, copying its old bytes
// in chunks: the fallback of a patch that cannot be applied in place, at any
// size. A read of the whole file capped at 256 MB, its error ignored, made
// a hard-linked changelog.md of 300 MB into the new lines alone: the
// store's history and its header were gone, and the commit said it saved.
// A file that is shorter than the patch's first write expects (it changed
// under the lock) fails the write, and nothing is written. Runs of zero
// bytes are skipped, not written (holeCopy), so a sparse file stays sparse.
func patchedCopy(name string, p filePatch) func(*os.File) error {
	return func(out *os.File) error {
		in, err := openNoFollow(name)
		if err != nil {
			return err
		}
		defer in.Close()
		n, err := holeCopy(out, io.LimitReader(in, p.Size))
		if err != nil {
			return fmt.Errorf("copying %s: %w", name, err)
		}
		for _, w := range p.Writes {
			if w.At > n {
				return fmt.Errorf("%s is shorter (%d bytes) than when this write was planned; nothing was written: run the command again", name, n)
			}
			if _, err := out.WriteAt(w.Data, w.At); err != nil {
				return err
			}
		}
		return out.Truncate(p.Size)
	}
}

// holeCopyChunk is the unit holeCopy reads and, when it is all zero bytes,
// skips instead of writing.
const holeCopyChunk = 1 << 20

// holeCopy copies in to out from out's offset and returns the bytes read.
// A chunk of zero bytes is skipped with a seek, which leaves a hole where
// the file system has them: a sparse file of 257 MB (a history a test
// writes cheaply, a file a hostile clone made huge) is copied without
// writing 257 MB. The caller sets the final size (a hole at the end is not
// part of the file until then): patchedCopy truncates to the patch's size.
func holeCopy(out *os.File, in io.Reader) (int64, error) {
	buf := make([]byte, holeCopyChunk)
	var n int64
	for {
		k, err := io.ReadFull(in, buf)
		if k > 0 {
			if allZero(buf[:k]) {
				if _, serr := out.Seek(int64(k), io.SeekCurrent); serr != nil {
					return n, serr
				}
			} else if _, werr := out.Write(buf[:k]); werr != nil {
				return n, werr
			}
			n += int64(k)
		}
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			return n, nil
		}
		if err != nil {
			return n, err
		}
	}
}

// allZero reports whether b holds only zero bytes; text fails at its first.
func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}
