package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// This file holds the one rule for paths inside a store. A store is usually
// part of a git checkout, and a clone is written by whoever published it:
// git keeps symbolic links, including ones that climb to "/". So every file
// or folder Engram reads, writes, renames or removes inside a store must be
// reached from the store root without passing through a symbolic link, and
// must be a regular file or a folder. Anything else is refused with an error
// that names the path.
//
// The checks use Lstat on each component. A link swapped in between the
// check and the use needs a process racing Engram on the same machine,
// which is outside the threat model of a hostile clone (SECURITY.md).

// Size caps. Every read of a store file, and of a host's config, is capped
// and type-checked: git compresses a repetitive file a hundredfold and
// more, so a small clone can carry files of gigabytes, and a link to
// /dev/zero or a FIFO would make a plain read allocate or block forever.
// The caps leave room above the largest stores the benchmarks generate
// (100,000 memories: a 100 MB index, a 10 MB hashes file, 40 MB of memory
// text, a 60 MB prepared cache). SECURITY.md lists them.
const (
	// maxSmallFileBytes bounds Engram's small bookkeeping files:
	// .gitignore, engram.config.json, pending approvals, written.sums.
	maxSmallFileBytes = 4 << 20
	// maxMemoryFileBytes bounds one memory file. Memories are short notes
	// of a few hundred words; a file far larger is a mistake or an attack
	// on every session start.
	maxMemoryFileBytes = 256 << 10
	// maxStoreMemoryBytes bounds the memory files of one store together:
	// past it, the rest are skipped, so 10,000 files just under the cap of
	// one cannot cost gigabytes either.
	maxStoreMemoryBytes = 128 << 20
	maxHashesBytes      = 32 << 20  // memory.hashes.json: ~100 bytes a memory
	maxUsageBytes       = 32 << 20  // usage.json: a count and dates a memory
	maxIndexBytes       = 256 << 20 // memory.index.json: ~1 KB a memory
	maxPrepCacheBytes   = 256 << 20 // .cache/prepared.bin: ~600 bytes a memory
	maxJournalBytes     = 16 << 20  // a journal holds renames and patches of at most 256 KB a file
	maxLockBytes        = 4 << 10   // "pid host time"
	maxHostConfigBytes  = 64 << 20  // a host's config (~/.claude.json grows with history)
)

// errTooLarge marks a file refused for its size.
var errTooLarge = errors.New("too large to read")

// errNotInStore marks a path refused by this rule.
var errNotInStore = errors.New("not a plain file or folder inside the store")

// checkStorePath refuses rel (slash-separated, relative to the store root
// dir) when any component that exists is a symbolic link, or something other
// than a folder (for the components before the last) or a regular file or
// folder (for the last). Components that do not exist yet are fine: they
// will be created as real folders and files.
func checkStorePath(dir, rel string) error {
	if !isStorePath(rel) {
		return fmt.Errorf("refusing %q: %w", rel, errNotInStore)
	}
	parts := strings.Split(rel, "/")
	cur := dir
	for i, p := range parts {
		cur = filepath.Join(cur, p)
		fi, err := os.Lstat(cur)
		if err != nil {
			return nil
		}
		last := i == len(parts)-1
		switch {
		case fi.Mode()&fs.ModeSymlink != 0:
			return fmt.Errorf("refusing %s: it is a symbolic link, and Engram never follows a link inside a store (%w)", cur, errNotInStore)
		case !last && !fi.IsDir():
			return fmt.Errorf("refusing %s: it is not a folder (%w)", cur, errNotInStore)
		case last && !fi.IsDir() && !fi.Mode().IsRegular():
			return fmt.Errorf("refusing %s: it is not a regular file (%w)", cur, errNotInStore)
		}
	}
	return nil
}

// isPlainDir reports whether dir/rel is a real folder reached without a
// symbolic link: the sweeps list only such folders.
func isPlainDir(dir, rel string) bool {
	if rel != "." && checkStorePath(dir, rel) != nil {
		return false
	}
	fi, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(rel)))
	return err == nil && fi.IsDir()
}

// readPlainFile reads dir/rel when it is a regular file reached without a
// symbolic link and at most limit bytes long. A missing file gives an error
// that satisfies errors.Is(err, fs.ErrNotExist).
func readPlainFile(dir, rel string, limit int64) ([]byte, error) {
	if err := checkStorePath(dir, rel); err != nil {
		return nil, err
	}
	return readNoFollow(filepath.Join(dir, filepath.FromSlash(rel)), limit)
}

// readNoFollow reads name when its last component is a regular file, not a
// link, of at most limit bytes. Callers have checked the folders above it
// (a memory folder listed with Lstat, or checkStorePath).
func readNoFollow(name string, limit int64) ([]byte, error) {
	f, err := openNoFollow(name)
	if err != nil {
		if fi, lerr := os.Lstat(name); lerr == nil && fi.Mode()&fs.ModeSymlink != 0 {
			return nil, fmt.Errorf("refusing %s: it is a symbolic link, and Engram never follows a link inside a store (%w)", name, errNotInStore)
		}
		return nil, err
	}
	defer f.Close()
	return readCapped(f, name, limit, errNotInStore)
}

// readHostFile reads a file outside any store, such as a host's config,
// that the user may have linked (dotfiles are often links), so links are
// followed; it must still be a regular file of at most limit bytes.
func readHostFile(name string, limit int64) ([]byte, error) {
	fi, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() { // checked before opening: a FIFO would block the open
		return nil, fmt.Errorf("refusing %s: it is %s (%w)", name, modeName(fi.Mode()), errNotRegular)
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readCapped(f, name, limit, errNotRegular)
}

// modeName names what a file that is not regular is, for a refusal: "it is
// not a regular file (not a regular file)" told a user whose host config
// path was a folder nothing they could act on.
func modeName(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "not a regular file"
}

// errNotRegular marks a file outside a store refused for its type.
var errNotRegular = errors.New("not a regular file")

// readCapped reads an open file that must be regular and at most limit
// bytes. It reads no more than the size Stat gave, so a file that grows
// while it is read cannot push it past the limit.
func readCapped(f *os.File, name string, limit int64, typeErr error) ([]byte, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("refusing %s: it is %s (%w)", name, modeName(fi.Mode()), typeErr)
	}
	if fi.Size() > limit {
		return nil, tooLarge(name, fi.Size(), limit)
	}
	data := make([]byte, fi.Size())
	n, err := io.ReadFull(f, data)
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		err = nil // the file shrank between Stat and Read
	}
	return data[:n], err
}

func tooLarge(name string, size, limit int64) error {
	return fmt.Errorf("refusing %s: %s (%w)", name, sizeOverLimit(size, limit), errTooLarge)
}

// byteSize writes a size for a diagnostic in binary units, labelled as
// such: "4.0 MiB", "256 KiB", "12 bytes". It said "MB" and "KB" for the
// same powers of two, so a 4,400,000-byte message read "4.2 MB".
func byteSize(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// sizeOverLimit is "<size>, over the limit of <limit>", in bytes where the
// two would print alike ("4.0 MiB, over the limit of 4.0 MiB" for a
// message a few bytes over).
func sizeOverLimit(size, limit int64) string {
	s, l := byteSize(size), byteSize(limit)
	if s == l {
		return fmt.Sprintf("%d bytes, over the limit of %d bytes (%s)", size, limit, l)
	}
	return s + ", over the limit of " + l
}

// capMemoryFiles drops, in place, the listed memory files a read must not
// load for their size: each one over maxMemoryFileBytes, and every file of
// a store after its memory files passed maxStoreMemoryBytes together. Each
// drop is a diagnostic that status, verify and doctor show. The sizes are
// the listing's stats; readPrepared checks the size again as it reads.
func capMemoryFiles(files []memFile) ([]memFile, []string) {
	var problems []string
	total := map[*storeRoot]int64{}
	over := map[*storeRoot]int{}
	var roots []*storeRoot
	out := files[:0]
	for _, f := range files {
		if _, ok := total[f.root]; !ok {
			total[f.root] = 0
			roots = append(roots, f.root)
		}
		switch {
		case f.key.size > maxMemoryFileBytes:
			problems = append(problems, fmt.Sprintf("%s: skipped: %s for one memory (%v)", f.path, sizeOverLimit(f.key.size, maxMemoryFileBytes), errTooLarge))
		case total[f.root]+f.key.size > maxStoreMemoryBytes:
			over[f.root]++
		default:
			total[f.root] += f.key.size
			out = append(out, f)
		}
	}
	for _, r := range roots {
		n := over[r]
		if n == 0 {
			continue
		}
		problems = append(problems, fmt.Sprintf("%s: %d memory files skipped: the store's memories are over the limit of %s together (%v)", r.dir, n, byteSize(maxStoreMemoryBytes), errTooLarge))
	}
	return out, problems
}

// linkLeavesWorkspace refuses an edit of a file inside the workspace (a
// project's .mcp.json, AGENTS.md) that is a link to a file outside it: the
// link came with the clone, and following it would let `engram link` write
// Engram's block into whatever file the publisher chose (a shell profile).
// Links in the user's own folders are the user's and are followed.
func linkLeavesWorkspace(workspace, path, resolved string) error {
	if workspace == "" || !pathWithin(workspace, path) {
		return nil
	}
	dest := resolved // a linked folder above the file leads out as well
	if d, err := filepath.EvalSymlinks(filepath.Dir(resolved)); err == nil {
		dest = filepath.Join(d, filepath.Base(resolved))
	}
	if pathWithin(workspace, dest) {
		return nil
	}
	if ws, err := filepath.EvalSymlinks(workspace); err == nil && pathWithin(ws, dest) {
		return nil // the workspace itself may be reached through a link (/tmp on macOS)
	}
	return fmt.Errorf("refusing to edit it: it leads through a symbolic link to %s, outside the project; a project's files must not send Engram's edits elsewhere (replace the link with a file)", dest)
}

// pathWithin reports whether p is dir or inside it (both clean, absolute).
func pathWithin(dir, p string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// lexists reports whether name exists, a link (even a dangling one)
// included: fileExists follows links.
func lexists(name string) bool {
	_, err := os.Lstat(name)
	return err == nil
}

// writeNewFile writes a small private file in .cache as a new file: what
// was at name before, a link a clone planted included, is removed, not
// written through (O_EXCL never follows a link).
func writeNewFile(name string, data []byte) error {
	os.Remove(name)
	return createExclusive(name, data)
}

// createExclusive creates name, which must not exist (O_EXCL never follows
// a link), and writes data to it.
func createExclusive(name string, data []byte) error {
	f, err := os.OpenFile(name, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// storeRootRefused checks the folders that lead from a workspace to its
// store: .agents, .agents/.engram and the legacy .engram must each be a
// real folder, not a link. A clone whose store links elsewhere would have
// every read create .cache there and every save write its files there.
// The workspace folder itself is the user's choice and may be a link.
func storeRootRefused(workspace string) error {
	rel := filepath.ToSlash(storeDirName)
	if !isDir(filepath.Join(workspace, storeDirName)) {
		legacy := filepath.Join(workspace, legacyStoreDirName)
		if !isDir(filepath.Join(legacy, "rules")) && !fileExists(filepath.Join(legacy, indexFile)) {
			return nil // no store, through a link or not
		}
		rel = legacyStoreDirName
	}
	if err := checkStorePath(workspace, rel); err != nil {
		return fmt.Errorf("the store folder is refused: %w", err)
	}
	return nil
}
