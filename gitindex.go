package main

import (
	"bufio"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
)

// This file reads which files a git repository tracks from its index
// (.git/index), without running git: a clone is untrusted, and git run in
// it reads the clone's own config (core.fsmonitor names a command git
// runs, an archive can bring a .git/config, hooks run on some commands).
// Engram asks one thing: does the repository that holds a store track one
// of the store's per-machine files (the ones its .gitignore lists)? Such a
// file is staged by 'git add -A' with the user's data in it (open
// proposals, a global one's text included; the seals naming the notes),
// and one that came with the repository is the publisher's, not the
// user's (SECURITY.md, section 5a).
//
// Formats read: index versions 2, 3 and 4 (path prefix compression), SHA-1
// and SHA-256 object names (the repository's extensions.objectformat), a
// split index's shared index (the "link" extension), a worktree's or
// submodule's .git file ("gitdir: …"). Every file is reached with Lstat
// and must be a regular file under its cap; anything else, or an index
// that does not parse, is an error the caller reports, never a guess.

const (
	maxGitIndexBytes   = 1 << 30 // the index of a 2M-file repository is ~200 MB
	maxGitSmallBytes   = 1 << 20 // a .git file, config, commondir
	maxGitIndexEntries = 1 << 24
	maxGitPathBytes    = 4096 // a longer path is no index this engram reads
	maxGitUpLevels     = 64   // folders walked up from the store to find .git
)

// gitRepoOf finds the repository that holds dir: the nearest folder at or
// above it with a .git folder or file. It returns the work tree's root
// and the git folder ("" when there is none).
func gitRepoOf(dir string) (root, gitDir string, err error) {
	d := filepath.Clean(dir)
	for range maxGitUpLevels {
		p := filepath.Join(d, ".git")
		switch fi, err := os.Lstat(p); {
		case err == nil && fi.IsDir():
			return d, p, nil
		case err == nil && fi.Mode().IsRegular():
			g, err := gitDirFromFile(p)
			return d, g, err
		case err == nil:
			return d, "", fmt.Errorf("%s is neither a folder nor a file", p)
		}
		up := filepath.Dir(d)
		if up == d {
			break
		}
		d = up
	}
	return "", "", nil
}

// gitDirFromFile reads a .git file ("gitdir: <path>"), the form of a
// worktree, a submodule and 'git init --separate-git-dir'.
func gitDirFromFile(p string) (string, error) {
	data, err := readGitSmall(p)
	if err != nil {
		return "", err
	}
	line, _, _ := strings.Cut(string(data), "\n")
	g, ok := strings.CutPrefix(strings.TrimSpace(line), "gitdir:")
	if g = strings.TrimSpace(g); !ok || g == "" {
		return "", fmt.Errorf("%s does not name a git folder", p)
	}
	if !filepath.IsAbs(g) {
		g = filepath.Join(filepath.Dir(p), g)
	}
	return filepath.Clean(g), nil
}

// readGitSmall reads a small regular file of a repository.
func readGitSmall(p string) ([]byte, error) {
	f, err := openGitFile(p, maxGitSmallBytes)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, maxGitSmallBytes))
}

// openGitFile opens p if it is a regular file of at most limit bytes.
func openGitFile(p string, limit int64) (*os.File, error) {
	fi, err := os.Lstat(p)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", p)
	}
	if fi.Size() > limit {
		return nil, fmt.Errorf("%s is over %d MB", p, limit>>20)
	}
	return os.Open(p)
}

// gitHashSize is the length of the repository's object names: 32 bytes
// where its config says extensions.objectformat = sha256, else 20. A
// worktree's config is its common folder's (the "commondir" file).
func gitHashSize(gitDir string) int {
	dirs := []string{gitDir}
	if c, err := readGitSmall(filepath.Join(gitDir, "commondir")); err == nil {
		common := strings.TrimSpace(string(c))
		if !filepath.IsAbs(common) {
			common = filepath.Join(gitDir, common)
		}
		dirs = append(dirs, common)
	}
	for _, d := range dirs {
		data, err := readGitSmall(filepath.Join(d, "config"))
		if err != nil {
			continue
		}
		for _, l := range strings.Split(string(data), "\n") {
			k, v, ok := strings.Cut(l, "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "objectformat") && strings.EqualFold(strings.TrimSpace(v), "sha256") {
				return 32
			}
		}
	}
	return 20
}

// gitTracked calls each with every path (slash form, relative to the work
// tree) that the index of gitDir holds, until each returns false. A
// missing index tracks nothing.
func gitTracked(gitDir string, each func(path string) bool) error {
	hashSize := gitHashSize(gitDir)
	link, err := readGitIndex(filepath.Join(gitDir, "index"), hashSize, nil, each)
	if err != nil || link == nil {
		return err
	}
	// A split index keeps most entries in a shared index file, less the
	// ones its "link" extension marks deleted (an entry it replaces keeps
	// its path).
	_, err = readGitIndex(filepath.Join(gitDir, "sharedindex."+link.shared), hashSize, link.deleted, each)
	return err
}

// gitLink is a split index's "link" extension: the shared index's name and
// the positions of its entries that the split index deletes.
type gitLink struct {
	shared  string
	deleted gitBits
}

// gitBits is a set of entry positions, one bit each (16M entries in 2 MB).
type gitBits []uint64

func (b *gitBits) set(i uint32) {
	for int(i/64) >= len(*b) {
		*b = append(*b, 0)
	}
	(*b)[i/64] |= 1 << (i % 64)
}

func (b gitBits) has(i uint32) bool { return int(i/64) < len(b) && b[i/64]&(1<<(i%64)) != 0 }

// readGitIndex reads the index file p (versions 2-4), calling each with
// every entry's path but those at the positions in skip (an entry with no
// path, a split index's replacement, is skipped too), and returns its
// "link" extension (nil for none).
func readGitIndex(p string, hashSize int, skip gitBits, each func(string) bool) (*gitLink, error) {
	f, err := openGitFile(p, maxGitIndexBytes)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	r := &gitIndexReader{r: bufio.NewReaderSize(f, 64<<10)}
	bad := func(what string) error { return fmt.Errorf("%s: not a git index this engram reads (%s)", p, what) }
	hdr := make([]byte, 12)
	if r.full(hdr) != nil || string(hdr[:4]) != "DIRC" {
		return nil, bad("no DIRC header")
	}
	version, count := binary.BigEndian.Uint32(hdr[4:8]), binary.BigEndian.Uint32(hdr[8:12])
	if version < 2 || version > 4 {
		return nil, bad(fmt.Sprintf("version %d", version))
	}
	if count > maxGitIndexEntries {
		return nil, bad(fmt.Sprintf("%d entries", count))
	}
	if err := readGitEntries(r, version, count, hashSize, skip, each); err != nil {
		if err == errGitStop {
			return nil, nil
		}
		return nil, bad(err.Error())
	}
	return readGitLink(r, fi.Size(), hashSize, bad)
}

// errGitStop is each's wish to stop reading entries.
var errGitStop = errors.New("stop")

// errGitLongPath is an entry's path longer than maxGitPathBytes.
var errGitLongPath = fmt.Errorf("a path over %d bytes", maxGitPathBytes)

// cutShort is the error of a path that could not be read: too long, or
// the file ended.
func cutShort(err error) error {
	if err == errGitLongPath {
		return err
	}
	return errors.New("cut short")
}

// readGitEntries reads count entries of an index of version, calling each
// with every path but those at the positions in skip.
func readGitEntries(r *gitIndexReader, version, count uint32, hashSize int, skip gitBits, each func(string) bool) error {
	bad := errors.New          // readGitIndex names the file
	fixed := 40 + hashSize + 2 // stat data, object name, flags
	buf := make([]byte, fixed+2)
	var prev []byte
	for i := range count {
		if r.full(buf[:fixed]) != nil {
			return bad("cut short")
		}
		start := r.n - int64(fixed)
		if binary.BigEndian.Uint16(buf[fixed-2:fixed])&0x4000 != 0 { // extended flags
			if version < 3 {
				return bad("extended flags in version 2")
			}
			if r.full(buf[fixed:fixed+2]) != nil {
				return bad("cut short")
			}
		}
		var entry []byte
		if version == 4 {
			strip, err := r.varint()
			if err != nil || strip > uint64(len(prev)) {
				return bad("a path's prefix")
			}
			suffix, err := r.bytes()
			if err != nil {
				return cutShort(err)
			}
			keep := len(prev) - int(strip)
			entry = append(prev[:keep:keep], suffix...)
		} else {
			name, err := r.bytes()
			if err != nil {
				return cutShort(err)
			}
			if len(name) > maxGitPathBytes {
				return errGitLongPath
			}
			entry = name
			// NUL bytes pad each entry to a multiple of eight (one at least).
			if pad := (8 - (r.n-start)%8) % 8; pad > 0 && r.discard(int(pad)) != nil {
				return bad("cut short")
			}
		}
		if len(entry) > maxGitPathBytes {
			return errGitLongPath
		}
		prev = entry
		if len(entry) > 0 && !skip.has(i) && !each(string(entry)) {
			return errGitStop
		}
	}
	return nil
}

// readGitLink reads the extensions that follow the entries (a 4-byte
// signature, a 4-byte size and the data each) up to the file's own hash,
// and returns the "link" extension of a split index (nil for none).
func readGitLink(r *gitIndexReader, fileSize int64, hashSize int, bad func(string) error) (*gitLink, error) {
	for fileSize-r.n > int64(hashSize) {
		ext := make([]byte, 8)
		if r.full(ext) != nil {
			return nil, bad("cut short")
		}
		size := int64(binary.BigEndian.Uint32(ext[4:]))
		if string(ext[:4]) == "link" {
			data := make([]byte, min(size, fileSize-r.n))
			if int64(len(data)) != size || size < int64(hashSize) || r.full(data) != nil {
				return nil, bad("a short link extension")
			}
			link := &gitLink{shared: hex.EncodeToString(data[:hashSize])}
			if size > int64(hashSize) && !ewahBits(data[hashSize:], link.deleted.set) {
				return nil, bad("the link extension's bitmap")
			}
			return link, nil
		}
		if size > fileSize-r.n || r.discard(int(size)) != nil {
			return nil, bad("cut short")
		}
	}
	return nil, nil
}

// gitIndexReader counts what it reads, for the entries' padding and the
// extensions' end.
type gitIndexReader struct {
	r *bufio.Reader
	n int64
}

func (g *gitIndexReader) full(b []byte) error {
	k, err := io.ReadFull(g.r, b)
	g.n += int64(k)
	return err
}

// bytes reads up to a NUL, which it consumes and leaves out. It stops
// with errGitLongPath past maxGitPathBytes: a path with no NUL was read up
// to the index's 1 GiB cap, and kept in memory, before its length was
// checked.
func (g *gitIndexReader) bytes() ([]byte, error) {
	var b []byte
	for {
		chunk, err := g.r.ReadSlice(0)
		g.n += int64(len(chunk))
		b = append(b, chunk...)
		switch {
		case err == nil:
			return b[:len(b)-1], nil
		case len(b) > maxGitPathBytes:
			return nil, errGitLongPath
		case err != bufio.ErrBufferFull:
			return nil, err
		}
	}
}

func (g *gitIndexReader) discard(k int) error {
	d, err := g.r.Discard(k)
	g.n += int64(d)
	return err
}

// varint reads the offset encoding of an index v4 path's prefix length
// (git's varint.c): each continuation adds one before the shift.
func (g *gitIndexReader) varint() (uint64, error) {
	c, err := g.r.ReadByte()
	if err != nil {
		return 0, err
	}
	g.n++
	v := uint64(c & 0x7f)
	for c&0x80 != 0 {
		if c, err = g.r.ReadByte(); err != nil {
			return 0, err
		}
		g.n++
		if v > 1<<50 {
			return 0, errors.New("varint overflow")
		}
		v = (v+1)<<7 | uint64(c&0x7f)
	}
	return v, nil
}

// trackedMachineFiles returns the per-machine files of the store in dir
// (the ones Engram's .gitignore lists: working/ and its notes and seals,
// pending-approvals.json, usage.json, the lock, the journal, temp files,
// .cache/) that the repository holding dir tracks, relative to the store,
// at most limit of them. No repository, or one that tracks none, gives
// none; err says why the index could not be read.
func trackedMachineFiles(dir string, limit int) ([]string, error) {
	root, gitDir, err := gitRepoOf(dir)
	if err != nil || gitDir == "" {
		return nil, err
	}
	rel, err := filepath.Rel(root, dir)
	if err != nil {
		return nil, nil
	}
	prefix := filepath.ToSlash(rel) + "/"
	if rel == "." {
		prefix = ""
	}
	var out []string
	err = gitTracked(gitDir, func(p string) bool {
		if inStore, ok := strings.CutPrefix(p, prefix); ok && machineFile(inStore) {
			out = append(out, inStore)
		}
		return len(out) < limit
	})
	return out, err
}

// machineFile reports whether rel, a path relative to a store, is one of
// the per-machine files its .gitignore lists (gitignoreLines).
func machineFile(rel string) bool {
	for _, l := range gitignoreLines {
		if dirPat, ok := strings.CutSuffix(l, "/"); ok {
			if strings.HasPrefix(rel, dirPat+"/") {
				return true
			}
			continue
		}
		if ok, _ := path.Match(l, rel); ok {
			return true
		}
	}
	return false
}

// maxTrackedNamed is how many tracked per-machine files a report names.
const maxTrackedNamed = 20

// trackedCheck is doctor's store.tracked: the repository tracks a
// per-machine file of the workspace store. No line of the store's
// .gitignore applies to a tracked file, so Engram's writes to it show as
// changes that 'git add -A' stages (the user's open proposals, a global
// one's text included; the seals file naming the notes; usage counts), and
// the copy that came with the repository is the publisher's.
func trackedCheck(s *store) doctorCheck {
	if s.ws == nil {
		return doctorCheck{ID: "store.tracked", Status: statusPass, Message: "no workspace store"}
	}
	files, err := trackedMachineFiles(s.ws.dir, maxTrackedNamed+1)
	if err != nil {
		return doctorCheck{ID: "store.tracked", Status: statusWarn, Message: "could not tell whether git tracks the per-machine files: " + escapeName(err.Error()),
			Remedy: "review 'git status' before committing: working/ and " + pendingFile + " must not be committed"}
	}
	if len(files) == 0 {
		return doctorCheck{ID: "store.tracked", Status: statusPass, Message: "git tracks no per-machine file of the store"}
	}
	named := make([]string, 0, len(files))
	for _, f := range files[:min(len(files), maxTrackedNamed)] {
		named = append(named, escapeName(f))
	}
	if len(files) > maxTrackedNamed {
		named = append(named, "and more")
		files, _ = trackedMachineFiles(s.ws.dir, 1<<20) // the command names them all
	}
	return doctorCheck{ID: "store.tracked", Status: statusFail,
		Message: "the repository tracks per-machine files of the store (" + escapeName(s.ws.dir) + "): " + strings.Join(named, ", ") +
			"; 'git add -A' stages what Engram writes there (open proposals, the notes' seals), and what they held when cloned is the repository's: " +
			"a proposal there without your seal cannot commit, and 'engram rehash' does not seal a tracked note",
		Remedy: "take them out of the index (your copies stay) and commit that; from the repository root: " + escapeName(gitRmCached(s.ws.dir, files, true)) +
			"; until then review 'git status' before each commit"}
}

// gitRmCached is the command that takes files (paths relative to the
// store in dir, as trackedMachineFiles gives them) out of the index of the
// repository holding the store, to run from that repository's root: the
// paths are the repository's, with forward slashes on every OS, each
// quoted for the shell when it must be. The hints named the store's own
// paths ("working/note-x.md"), which 'git rm --cached' run from the
// repository root does not find (stop 60). With folders, files of a
// per-machine folder (working/) are named by the folder, with -r. On
// Windows the PowerShell and cmd forms are both given when they differ.
// "" when dir is in no repository.
func gitRmCached(dir string, files []string, folders bool) string {
	root, gitDir, err := gitRepoOf(dir)
	if err != nil || gitDir == "" {
		return ""
	}
	rel, err := filepath.Rel(root, dir)
	if err != nil {
		return ""
	}
	var paths []string
	recursive := false
	for _, f := range files {
		if folder, _, ok := strings.Cut(f, "/"); ok && folders && slices.Contains(gitignoreLines, folder+"/") {
			f, recursive = folder, true
		}
		if p := filepath.ToSlash(filepath.Join(rel, filepath.FromSlash(f))); !slices.Contains(paths, p) {
			paths = append(paths, p)
		}
	}
	argv := []string{"git", "rm", "--cached"}
	if recursive {
		argv = append(argv, "-r")
	}
	argv = append(append(argv, "--"), paths...)
	if runtime.GOOS != "windows" {
		return shellLine(argv, "sh")
	}
	if ps, cmd := shellLine(argv, "powershell"), shellLine(argv, "cmd"); ps != cmd {
		return "in PowerShell: " + ps + "; in cmd: " + cmd
	}
	return shellLine(argv, "cmd")
}

// gitTracksStoreFile reports whether the repository holding the store in
// dir tracks the store's file rel. An index that cannot be read says no:
// the question is asked only of what the user's seal already marks as not
// theirs, and the answer only narrows what such an entry may do.
func gitTracksStoreFile(dir, rel string) bool {
	root, gitDir, err := gitRepoOf(dir)
	if err != nil || gitDir == "" {
		return false
	}
	r, err := filepath.Rel(root, dir)
	if err != nil {
		return false
	}
	want := filepath.ToSlash(filepath.Join(r, filepath.FromSlash(rel)))
	found := false
	gitTracked(gitDir, func(p string) bool {
		found = p == want
		return !found
	})
	return found
}

// trackedNotes is the set of working notes (working/<name>.md) of the store
// in dir that its repository tracks; none when the index cannot be read.
func trackedNotes(dir string) map[string]bool {
	files, _ := trackedMachineFiles(dir, 1<<20)
	out := map[string]bool{}
	for _, f := range files {
		if name, ok := strings.CutPrefix(f, workingDir+"/"); ok && !strings.Contains(name, "/") && strings.HasSuffix(name, ".md") {
			out[f] = true
		}
	}
	return out
}

// ewahBits calls set with each bit set in the EWAH bitmap at the start of
// b (git's ewah_io.c: the bit count, the count of 64-bit words, the words,
// the position of the last run word; all big-endian). A run word holds the
// run's bit (bit 0), its length in words (bits 1-32) and the count of
// literal words after it (bits 33-63). Bits past maxGitIndexEntries are
// left out (no index has such entries). It reports whether b holds one.
func ewahBits(b []byte, set func(uint32)) bool {
	if len(b) < 8 {
		return false
	}
	words := int64(binary.BigEndian.Uint32(b[4:8]))
	if int64(len(b)-8) < words*8 {
		return false
	}
	word := func(i int64) uint64 { return binary.BigEndian.Uint64(b[8+i*8:]) }
	pos := uint64(0)
	for i := int64(0); i < words; {
		rlw := word(i)
		run, lits := (rlw>>1)&0xffffffff, int64(rlw>>33)
		if rlw&1 != 0 {
			for k := pos; k < pos+run*64 && k < maxGitIndexEntries; k++ {
				set(uint32(k))
			}
		}
		// Past maxGitIndexEntries no bit is set: pos stops there, so that
		// runs of 2^32 words each cannot wrap it round to a small position.
		pos = min(pos+run*64, maxGitIndexEntries)
		if i+1+lits > words {
			return false
		}
		for k := int64(1); k <= lits; k++ {
			for w, bit := word(i+k), uint64(0); w != 0; w, bit = w>>1, bit+1 {
				if w&1 != 0 && pos+bit < maxGitIndexEntries {
					set(uint32(pos + bit))
				}
			}
			pos += 64
		}
		i += 1 + lits
	}
	return true
}
