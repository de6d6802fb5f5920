package main

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// This file is the store's folder layout: creating it (initStore), the
// lines Engram keeps in its .gitignore and .gitattributes, and rebuilding
// its index and hashes from the memory files (rehash). The CLI's init and
// rehash, the transaction and the approval path all call it.

// rehashStoreSealing records the current hashes of every memory file of
// dir and rebuilds its index, under the store lock; it returns how many
// files it hashed.
//
// With a key it seals the working notes present too (notesseal.go), and
// names those it sealed anew: the human's word that they are theirs. A
// reason the notes cannot be sealed goes to refused; the durable memories
// are rehashed anyway.
func rehashStoreSealing(dir, scope string, rep *indexReport, key []byte, refused func(error)) (int, []string, error) {
	lock, err := lockStore(dir)
	if err != nil {
		return 0, nil, err
	}
	defer lock.unlock()
	// Only its stamps are kept: the old index (70 MB at 50,000 memories)
	// is garbage while the new one is built (live heap 131 -> 63 MB); the
	// lean read keeps no entry at all (perf_rehashstamps.go).
	version, stamp, err := readIndexStamps(dir)
	if err != nil {
		return 0, nil, err
	}
	fresh, hashes, err := indexFromFilesReporting(dir, scope, rep)
	if err != nil {
		return 0, nil, err
	}
	fresh.Version, fresh.LastUpdated = version, stamp
	hashed := encodeHashes(hashes)
	releaseBeforeEncode() // perf_rehashstamps.go
	writes := []fileWrite{{rel: hashesFile, data: hashed}, {rel: indexFile, data: fresh.encode()}}
	// A note the repository tracks came with it: the human's rehash is
	// their word for the notes they wrote or read, not for the publisher's,
	// which 'engram notes' lists apart (trackedNotes).
	tracked := map[string]bool{}
	if key != nil && isDir(filepath.Join(dir, workingDir)) {
		tracked = trackedNotes(dir)
		for _, f := range slices.Sorted(maps.Keys(tracked)) {
			if _, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(f))); err == nil {
				refused(fmt.Errorf("%s came with the repository, which tracks it: not sealed, so reads skip it (remove it, or if it is yours take it out of the index, from the repository root: %s)", f, gitRmCached(dir, []string{f}, false)))
			}
		}
	}
	seals, sealed, ok, err := sealPresentNotesExcept(key, dir, tracked)
	if ok {
		writes = append(writes, seals)
	} else if err != nil {
		refused(err)
	}
	return len(hashes), sealed, applyWrites(dir, writes)
}

// initStore creates the store layout in dir, adding what is missing and
// overwriting nothing; it reports whether the folder was new. What is in
// the way (a file where a folder goes, a clone's link) is refused before
// anything is made: MkdirAll followed a linked inbox/ and wrote its .keep
// in the folder the link named, outside the project. A failure part-way
// removes what this call made (a read-only folder, a lock held).
func initStore(dir string) (created bool, err error) {
	if dir == "" { // init --global without a home (globalStoreDir)
		return false, noHomeError("the global store")
	}
	created = !isDir(dir)
	if err := initLayoutRefused(dir); err != nil {
		return false, err
	}
	chain, err := mkdirChain(dir)
	made := chain // in the order made; removed in reverse on failure
	// A store folder this call made holds nothing but what it makes (the
	// lock's .cache too): a failure removes it whole.
	whole := len(chain) > 0 && chain[len(chain)-1] == dir
	defer func() {
		if err != nil {
			err = undoInit(made, whole, err)
		}
	}()
	if err != nil {
		return false, err
	}
	if err := makeSubdirs(dir, &made); err != nil {
		return false, err
	}
	if whole {
		made = chain[:1]
	} else if !fileExists(filepath.Join(dir, prepCacheDir)) {
		// The lock makes .cache and its .gitignore before it can fail
		// (a clone's .engram.lock folder).
		made = append(made, filepath.Join(dir, prepCacheDir), filepath.Join(dir, prepCacheDir, ".gitignore"))
	}
	lock, err := lockStore(dir)
	if err != nil {
		return false, err
	}
	defer lock.unlock()
	var writes []fileWrite
	missing := func(name string) bool { return !fileExists(filepath.Join(dir, name)) }
	if missing(configFile) {
		c := defaultConfig()
		c.raw = map[string]any{"version": indexFormatVersion, "scope": scopeWorkspace, "roles": []any{},
			"rule_variants": map[string]any{"enabled": false, "active": "balanced"},
			"load":          map[string]any{"limit": defaultLoadLimit, "max_tokens": defaultMaxTokens, "working_ttl_days": defaultWorkingTTLDays},
			"mcp":           map[string]any{"resource_limit": defaultResourceLimit}}
		writes = append(writes, fileWrite{rel: configFile, data: c.encode()})
	}
	if missing(indexFile) {
		writes = append(writes, fileWrite{rel: indexFile, data: (&storeIndex{Version: indexFormatVersion}).encode()})
	}
	if missing(hashesFile) {
		writes = append(writes, fileWrite{rel: hashesFile, data: []byte("{}\n")})
	}
	if missing(changelogFile) {
		writes = append(writes, fileWrite{rel: changelogFile, data: []byte("# Engram Changelog\n")})
	}
	if gi := gitignoreUpdate(dir); gi != nil {
		writes = append(writes, fileWrite{rel: ".gitignore", data: gi})
	}
	if ga := gitattributesUpdate(dir); ga != nil {
		writes = append(writes, fileWrite{rel: ".gitattributes", data: ga})
	}
	if len(writes) == 0 {
		return created, nil
	}
	return created, applyWrites(dir, writes)
}

// initLayoutRefused says what in dir stands where init makes a folder: a
// link (never followed inside a store) or something that is not a folder.
func initLayoutRefused(dir string) error {
	if !isDir(dir) {
		return nil
	}
	for _, sub := range storeSubdirs {
		p := filepath.Join(dir, sub)
		if err := checkStorePath(dir, sub); err != nil {
			return fmt.Errorf("%w; nothing was made: replace it with a folder, then run the command again", err)
		}
		if fi, err := os.Lstat(p); err == nil && !fi.IsDir() {
			return fmt.Errorf("refusing %s: it is not a folder, and the store keeps its %s there; nothing was made: move it away, then run the command again", p, sub)
		}
	}
	return nil
}

// mkdirChain makes dir and each missing folder above it, returning those
// it made, outermost first.
func mkdirChain(dir string) ([]string, error) {
	var missing []string
	for p := dir; !fileExists(p); p = filepath.Dir(p) {
		missing = append([]string{p}, missing...)
		if filepath.Dir(p) == p {
			break
		}
	}
	var made []string
	for _, p := range missing {
		if err := os.Mkdir(p, 0o755); err == nil {
			made = append(made, p)
		} else if !isDir(p) { // another init may make it meanwhile: that one is not ours
			return made, err
		}
	}
	return made, nil
}

// makeSubdirs makes the store's folders and the .keep files engram 0.0.28
// keeps in some, appending each to made. A .keep is created exclusively, so
// it is never written through a link planted under its name.
func makeSubdirs(dir string, made *[]string) error {
	for _, sub := range storeSubdirs {
		p := filepath.Join(dir, sub)
		if !fileExists(p) {
			if err := os.Mkdir(p, 0o755); err != nil {
				return err
			}
			*made = append(*made, p)
		}
		if sub == "rules" || sub == "skills" || sub == "knowledge" {
			continue
		}
		keep := filepath.Join(p, ".keep")
		if f, err := os.OpenFile(keep, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644); err == nil {
			f.Close()
			*made = append(*made, keep)
		}
	}
	return nil
}

// undoInit removes what a failed init made, innermost first (the outermost
// whole when init made the store folder: nothing else was in it), and
// names anything it could not remove.
func undoInit(made []string, whole bool, err error) error {
	var left []string
	for i := len(made) - 1; i >= 0; i-- {
		rm := os.Remove
		if i == 0 && whole {
			rm = os.RemoveAll
		}
		if rerr := rm(made[i]); rerr != nil && !errors.Is(rerr, fs.ErrNotExist) {
			left = append(left, made[i])
		}
	}
	if len(left) > 0 {
		return fmt.Errorf("%w (init made %s and could not remove them)", err, strings.Join(left, ", "))
	}
	return err
}

// gitattributesLines make a merge of two branches that each added a memory
// painless. The changelog only grows, so git's union driver keeps both
// sides' lines. The index and the hashes are derived from the memory files;
// a textual merge of them can leave JSON that parses wrong, so a conflict
// keeps this branch's copy whole (binary) and 'engram rehash' rebuilds both
// from the merged files (README "Working as a team"). A memory file's hash
// is of its exact bytes, so git must not convert its line endings: with
// core.autocrlf=true (Git for Windows' default) a clone checked out every
// memory with CRLF, all of them failed verify and none loaded (walk47);
// "-text" keeps the bytes the hashes were taken of.
var gitattributesLines = []string{
	"*.md -text",
	changelogFile + " merge=union",
	indexFile + " merge=binary",
	hashesFile + " merge=binary",
}

// gitattributesUpdate returns the store's .gitattributes with Engram's
// lines added, or nil when each of its files already has an entry.
func gitattributesUpdate(dir string) []byte {
	old, err := readPlainFile(dir, ".gitattributes", maxSmallFileBytes)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil // a link or not a file: never read or replaced
	}
	have := map[string]bool{}
	for _, l := range strings.Split(string(old), "\n") {
		if f := strings.Fields(l); len(f) > 0 {
			have[f[0]] = true
		}
	}
	var add []string
	for _, l := range gitattributesLines {
		if !have[strings.Fields(l)[0]] {
			add = append(add, l)
		}
	}
	return appendLines(old, add, "# Engram: memory files are hashed byte for byte, so git keeps their line endings (-text).\n# After a merge that conflicts in memory.index.json or memory.hashes.json,\n# run 'engram rehash' and 'git add' them; the changelog merges by itself.\n")
}

// gitignoreUpdate returns the .gitignore with Engram's per-machine lines
// added, or nil when nothing is missing. Other lines are kept.
func gitignoreUpdate(dir string) []byte {
	old, err := readPlainFile(dir, ".gitignore", maxSmallFileBytes)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil // a .gitignore that is a link or not a file is never read or replaced (gitignoreCheck names it)
	}
	add, _ := gitignoreMissing(old)
	return appendLines(old, add, "# Per-machine files of Engram; not part of the reviewed memory.\n")
}

// gitignoreMissing is Engram's per-machine lines that old does not make
// effective: absent, or followed by a negation ("!..."), which may
// re-include what they ignore. Git applies a .gitignore's last matching
// line, so a clone's store .gitignore that held Engram's lines and then
// "!working/" left the user's working notes and pending proposals
// unignored: 'git add -A' staged them, and a push published the notes.
// Each such line is appended again, after every negation; negated says
// that one was present but so followed.
func gitignoreMissing(old []byte) (add []string, negated bool) {
	last, lastNeg := map[string]int{}, -1
	for i, l := range strings.Split(string(old), "\n") {
		l = strings.TrimSpace(l)
		last[l] = i
		if strings.HasPrefix(l, "!") {
			lastNeg = i
		}
	}
	for _, l := range gitignoreLines {
		if i, ok := last[l]; !ok || i < lastNeg {
			add = append(add, l)
			negated = negated || ok
		}
	}
	return add, negated
}

// gitignoreCheck is doctor's store.gitignore: a store .gitignore that git
// does not read (a link, which git refuses to follow, or a folder) or
// whose negations re-include Engram's per-machine files leaves working
// notes and pending proposals to 'git add -A'. Engram never writes through
// a link, so only the human can mend the first; a write mends the second.
func gitignoreCheck(s *store) doctorCheck {
	if s.ws == nil {
		return doctorCheck{ID: "store.gitignore", Status: statusPass, Message: "no workspace store"}
	}
	name := escapeName(filepath.Join(s.ws.dir, ".gitignore"))
	bad := ""
	switch old, err := readPlainFile(s.ws.dir, ".gitignore", maxSmallFileBytes); {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		bad = name + " cannot be read or mended by Engram (" + escapeName(err.Error()) + "); git does not follow a link either"
	case negatedLines(old):
		bad = name + " re-includes per-machine files with a '!' line after Engram's"
	}
	if bad != "" {
		return doctorCheck{ID: "store.gitignore", Status: statusFail, Message: "git may not ignore working notes and pending proposals, so 'git add -A' would stage them: " + bad,
			Remedy: "make it a regular file (the next engram write appends Engram's lines after any '!' line), and unstage working/ and " + pendingFile + " if git add staged them"}
	}
	return doctorCheck{ID: "store.gitignore", Status: statusPass, Message: "git ignores the per-machine files"}
}

// negatedLines reports whether a .gitignore re-includes one of Engram's
// lines it holds (gitignoreMissing).
func negatedLines(old []byte) bool {
	_, negated := gitignoreMissing(old)
	return negated
}

// appendLines returns old with the lines add appended (header first when
// old is empty; old's own lines are kept as they are), or nil when there
// is nothing to add: the caller then leaves the file alone.
func appendLines(old []byte, add []string, header string) []byte {
	if len(add) == 0 {
		return nil
	}
	text := string(old)
	if text == "" {
		text = header
	} else if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	return []byte(text + strings.Join(add, "\n") + "\n")
}
