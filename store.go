package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// This file is the store on disk: its roots (workspace and global), loading
// memories with their hashes, verify and rehash, and init. Writes go through
// txn.go only. Reads (store_read.go's loadState) modify nothing, except that a
// read which finds a write an earlier process left half done finishes it
// under the lock, and a read may refresh the gitignored prepared cache
// (.cache/, prepcache.go).

// storeDirName is where a workspace keeps its store; legacyStoreDirName is
// the older location that engram still reads.
var (
	storeDirName       = filepath.Join(".agents", ".engram")
	legacyStoreDirName = ".engram"
)

const (
	indexFile     = "memory.index.json"
	hashesFile    = "memory.hashes.json"
	changelogFile = "changelog.md"
	workingDir    = "working"
)

// storeSubdirs are created by init; engram 0.0.28 keeps .keep files in the
// empty ones so that git tracks them.
var storeSubdirs = []string{"rules", "skills", "knowledge", "archive", "quarantine", "inbox", "proposals"}

// gitignoreLines are the per-machine files that must never be committed.
var gitignoreLines = []string{"working/", "pending-approvals.json", "usage.json", "memory.vec.sqlite", "memory.vec.sqlite-*", ".engram.lock", ".engram-txn.json", ".tmp-*", prepCacheDir + "/"}

// storeRoot is one store folder: the workspace's or the global one.
type storeRoot struct {
	scope string
	dir   string
}

// entry is one memory file as read from a root.
type entry struct {
	// The file as read: en.mem, en.path, en.sum (sha256 of the file as
	// read) and en.size are its prepared memory's (view.go), kept once per
	// file, not copied into every view's entry (issue 20, item 3: the view
	// holds an entry and a prepared memory for every memory of the store).
	// An entry's document is its own (doc below), built for its view.
	*prepared
	root   *storeRoot
	file   string // slash-separated path relative to the root, e.g. "rules/x.md"
	hidden string // why the read path must not show it; "" when visible
	doc    *document
	// The flags side by side share one word (the view keeps an entry for
	// every memory of the store).
	hashOK bool // the file's sha256 matches memory.hashes.json
	shadow bool // a workspace memory with the same id wins
	// unsealed: a working note without this machine's seal (notesseal.go)
	unsealed bool
}

func (en *entry) key() string { return en.root.scope + ":" + escapeName(en.file) }

// store is the loaded view of both roots.
type store struct {
	workspace string
	ws        *storeRoot // nil when the workspace has no store
	global    *storeRoot // nil when the global folder does not exist
	cfg       *config
	entries   []*entry // every memory file read, visible or not
	problems  []string // files that could not be parsed
	// refused counts the problems that are memory files or folders reads
	// refused (links, FIFOs, sockets, oversized files, bad names): verify
	// fails on each, so status must not say "integrity: ok" over them.
	refused int
	// unparsable are the memory files that could not be read or parsed, kept
	// apart from problems so that status, verify, doctor and list can name
	// each one (a hand edit that broke a file must never just vanish).
	unparsable []badFile
	loadedAt   time.Time
	verdicts   *verdictIndex // built on the first verdict (statement.go)
	// recorded: each root's memory.hashes.json as this read parsed it, by
	// scope; absent for a root whose file did not parse.
	// Read only: the map may be the one the hashes cache keeps
	// (readHashesShared).
	recorded map[string]map[string]string
	// noteSeals: by scope, the working notes this machine sealed, file to
	// its line of the seals file, unverified (notesseal.go); read only for
	// a root with notes.
	noteSeals map[string]map[string]noteSealLine
	// sealsBroken: by scope, why the root's seals file cannot be read
	// (noteSealsProblem); absent when it was read or is missing.
	sealsBroken map[string]string
	// hashFacts: by scope, the fact (perf_hashfact.go) of the read that
	// recorded came from, when its key is known; the prepared cache this
	// state writes records it when the process-wide hashes cache no
	// longer holds one for the root (it keeps four roots).
	hashFacts map[string]hashesFact
	// listFacts: by scope, the facts of the listing this state was read
	// from (perf_listfact.go), which the prepared cache it writes records.
	listFacts map[string][]folderFact
}

// badFile is a memory file that does not parse (or could not be read).
type badFile struct {
	root *storeRoot
	file string // "rules/x.md"
	path string
	err  error
}

func (b badFile) key() string { return b.root.scope + ":" + escapeName(b.file) }

// id is the id the file's name gives it (the file <id>.md), by which
// show and forget find a memory whose front matter no longer parses.
func (b badFile) id() string {
	return strings.TrimSuffix(b.file[strings.LastIndexByte(b.file, '/')+1:], ".md")
}

// workspaceStoreDir returns the workspace store folder: .agents/.engram, or
// the legacy .engram when only that exists.
// A store folder reached through a symbolic link (a clone's
// ".agents/.engram -> elsewhere") is no store: storeRootRefused says why.
func workspaceStoreDir(workspace string) (string, bool) {
	dir := filepath.Join(workspace, storeDirName)
	if isDir(dir) {
		return dir, storeRootRefused(workspace) == nil
	}
	if legacy := filepath.Join(workspace, legacyStoreDirName); isDir(filepath.Join(legacy, "rules")) || fileExists(filepath.Join(legacy, indexFile)) {
		return legacy, storeRootRefused(workspace) == nil
	}
	return dir, false
}

// proposalsDir is the store folder whose pending-approvals.json holds the
// proposals made in workspace: the workspace store's, or, in a folder with
// no store, the global store's. A user who keeps only a global store (a
// Codex user linked with --global, who never ran 'engram init' in this
// folder) saves a preference there: its proposal waits beside the memories
// it would write, bound to this folder as every proposal is to its
// workspace. A workspace store reached through a link is no store, and
// its proposals go nowhere else. It is a lookup and writes nothing:
// proposals made before the folder had a store still wait in the global
// one, which reads see through readProposals and a write moves into the
// folder's store first (proposalsDirAdopting).
func proposalsDir(e *env, workspace string) (string, error) {
	if dir, ok := workspaceStoreDir(workspace); ok {
		return dir, nil
	}
	if storeRootRefused(workspace) == nil {
		if g := globalStoreDir(e); g != "" && isDir(g) {
			return g, nil
		}
	}
	return "", noStore(workspace)
}

// globalStoreDir applies DESIGN.md §2: $ENGRAM_GLOBAL_DIR, else global_path
// in the user config, else ~/.engram/global.
func globalStoreDir(e *env) string {
	if d := e.getenv("ENGRAM_GLOBAL_DIR"); d != "" {
		return userPath(e, d)
	}
	home := globalHome(e)
	if home == "" {
		return "" // no home: no global store (homeDir)
	}
	if c, err := readUserConfig(home); err == nil {
		if p, ok := c.raw["global_path"].(string); ok && p != "" {
			return userPath(e, p)
		}
	}
	return filepath.Join(home, "global")
}

// openStore loads both roots. A workspace without a store is not an error:
// reads then see only global memories (or none). Files unchanged since the
// disk cache recorded them are not read again (store_read.go, prepcache.go).
func openStore(e *env, workspace string) (*store, error) {
	return openStoreHolding(e, workspace, "")
}

// openStoreHolding is openStore for a caller that holds the lock of the
// store folder held: that root is read as it is (the lock already made it
// consistent), since taking the lock again would wait for ourselves.
func openStoreHolding(e *env, workspace, held string) (*store, error) {
	if s, ok := serverStore(e, workspace, held); ok {
		return s, nil
	}
	st, err := loadStateHolding(e, workspace, nil, nil, true, held)
	if err != nil {
		return nil, err
	}
	return st.view.s, nil
}

// newStore finds the roots and reads the config, with no memory loaded yet.
func newStore(e *env, workspace string) (*store, error) {
	s := &store{workspace: workspace, loadedAt: e.now()}
	s.ws, s.global = findRoots(e, workspace)
	if err := storeRootRefused(workspace); err != nil {
		s.problems = append(s.problems, err.Error()+"; its memories are not loaded")
	}
	readCfg := readConfig
	if s.ws == nil {
		readCfg = readUserConfig
	}
	cfg, err := readCfg(s.configDir(e))
	if err != nil {
		return nil, err
	}
	s.cfg = cfg
	return s, nil
}

// findRoots applies DESIGN.md §2: the workspace store, if any, and the global
// folder when it exists and is not the workspace store itself.
func findRoots(e *env, workspace string) (ws, global *storeRoot) {
	if dir, ok := workspaceStoreDir(workspace); ok {
		ws = &storeRoot{scope: scopeWorkspace, dir: dir}
	}
	if g := globalStoreDir(e); isDir(g) && (ws == nil || !sameDir(g, ws.dir)) {
		global = &storeRoot{scope: scopeGlobal, dir: g}
	}
	return ws, global
}

// configDir is where the store's config lives: the workspace store, else
// the global home.
func (s *store) configDir(e *env) string {
	if s.ws != nil {
		return s.ws.dir
	}
	return globalHome(e)
}

func (s *store) roots() []*storeRoot {
	var out []*storeRoot
	if s.ws != nil {
		out = append(out, s.ws)
	}
	if s.global != nil {
		out = append(out, s.global)
	}
	return out
}

func hasMismatch(entries []*entry) bool {
	for _, en := range entries {
		if !en.hashOK {
			return true
		}
	}
	return false
}

// applyVisibility sets entry.hidden per DESIGN.md §3: ignored, archived,
// superseded, expired, hash-mismatched and role-hidden memories stay out of
// every read. Workspace memories shadow global ones with the same id.
func (s *store) applyVisibility(now time.Time) {
	today := now.UTC().Format("2006-01-02")
	wsIDs := map[string]bool{}
	shadows := shadowingPossible(s.entries) // perf_shadowids.go
	for _, en := range s.entries {
		if shadows && en.root.scope == scopeWorkspace && !en.mem.isWorking() {
			wsIDs[en.mem.id()] = true
		}
	}
	for _, en := range s.entries {
		en.hidden = visibilityReason(en, s.cfg.roles, today)
		if en.root.scope == scopeGlobal && wsIDs[en.mem.id()] {
			en.shadow = true
			if en.hidden == "" {
				en.hidden = "shadowed by the workspace memory with the same id"
			}
		}
	}
}

// hiddenInvalidID is the reason a memory whose id is not a slug is hidden:
// skippedLines names its file (ops.go, invalidIDWhy).
const hiddenInvalidID = "invalid id"

func visibilityReason(en *entry, roles []string, today string) string {
	m := en.mem
	switch {
	case !isValidID(m.id()):
		return hiddenInvalidID
	case !en.hashOK:
		return "hash mismatch (run 'engram verify'; 'engram rehash' after a reviewed edit)"
	case en.unsealed:
		return unsealedReason
	case m.fmStr("ignored") == "true":
		return "ignored"
	case m.lifecycle() == "archived":
		return "archived"
	case m.lifecycle() == "superseded" || m.fmStr("superseded_by") != "":
		// Decoded front matter ("\n" in quotes) is escaped: the reason
		// reaches the agent in load --id's error and in diagnostics.
		return "superseded by " + escapeName(m.fmStr("superseded_by"))
	}
	if vu := m.fmStr("valid_until"); vu != "" && vu < today {
		return "expired on " + escapeName(vu)
	}
	if len(roles) > 0 {
		if mr := m.fmList("role"); len(mr) > 0 && !intersects(mr, roles) {
			return "role " + escapeName(strings.Join(mr, ",")) + " not active"
		}
	}
	return ""
}

func intersects(a, b []string) bool {
	if len(a)*len(b) > 256 && isASCIIList(b) {
		// A memory may carry thousands of role tags (a clone's file
		// holds 28,000 in 256 KB): pairwise, that times the roles was
		// seconds per memory.
		set := make(map[string]bool, len(b))
		for _, y := range b {
			set[strings.ToLower(y)] = true
		}
		for _, x := range a {
			if set[foldToASCII(x)] {
				return true
			}
		}
		return false
	}
	for _, x := range a {
		for _, y := range b {
			if strings.EqualFold(x, y) {
				return true
			}
		}
	}
	return false
}

func isASCIIList(l []string) bool {
	for _, s := range l {
		if !isASCII(s) {
			return false
		}
	}
	return true
}

// foldToASCII is s in lower case with each rune that strings.EqualFold
// equates with an ASCII letter (the Kelvin sign K, the long s) written as
// that letter, so that foldToASCII(x) == strings.ToLower(y) for an ASCII y
// exactly when strings.EqualFold(x, y).
func foldToASCII(s string) string {
	return strings.Map(func(r rune) rune {
		for f := r; ; {
			if f < utf8.RuneSelf {
				return unicode.ToLower(f)
			}
			if f = unicode.SimpleFold(f); f == r {
				return r
			}
		}
	}, s)
}

// visible returns the entries the read path may show, in a stable order.
func (s *store) visible() []*entry {
	var out []*entry
	for _, en := range s.entries {
		if en.hidden == "" {
			out = append(out, en)
		}
	}
	return out
}

// byID finds the visible memory with an id (workspace first).
func (s *store) byID(id string) *entry {
	for _, en := range s.entries {
		if en.hidden == "" && en.mem.id() == id {
			return en
		}
	}
	return nil
}

// readHashes reads memory.hashes.json; a missing file is an empty map, so a
// fresh store verifies, while every memory in it then counts as unhashed.
// The map is the caller's to change.
func readHashes(dir string) (map[string]string, error) {
	data, err := readHashesFile(dir)
	if err != nil || data == nil {
		return emptyHashesOr(err)
	}
	if h, ok := keptHashes(dir, data); ok { // cache_hashes.go
		return h, nil
	}
	h, err := parseHashes(dir, data, nil)
	if err == nil {
		keepHashes(dir, data, h)
	}
	return h, err
}

// readHashesShared is readHashes for a reader that never changes the map:
// the view, which keeps it as its recorded hashes. It may be the map the
// hashes cache keeps (cache_hashes.go), not a copy. Its parse, when it
// parses, takes each name from listed when listed has it (nil: none;
// perf_sharestr.go).
func readHashesShared(dir string, listed func([]byte) (string, bool)) (map[string]string, error) {
	if h, ok := cachedHashesFor(dir); ok { // perf_hashfact.go
		return h, nil
	}
	if h, ok := sharedHashesUnread(dir); ok { // cache_hashes.go
		return h, nil
	}
	data, key, readAt, keyed, err := readHashesKeyed(dir) // perf_hashfact.go
	if err != nil || data == nil {
		return emptyHashesOr(err)
	}
	if h, ok := sharedHashes(dir, data); ok { // cache_hashes.go
		return h, nil
	}
	h, err := parseHashes(dir, data, listed)
	if err == nil {
		if keyed {
			keepFact(dir, hashesSum(data), hashesFact{key: key, readAt: readAt, hashes: h})
		} else {
			keepShared(dir, data, h)
		}
	}
	return h, err
}

// emptyHashesOr is what a read of a hashes file gives when there is none
// (an empty map) or it cannot be read (err).
func emptyHashesOr(err error) (map[string]string, error) {
	if err != nil {
		return nil, err
	}
	return map[string]string{}, nil
}

// readHashesFile reads dir's hashes file: nil and no error when there is
// none, nil and the error when it cannot be read.
func readHashesFile(dir string) ([]byte, error) {
	data, err := readPlainFile(dir, hashesFile, maxHashesBytes)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err == nil && data == nil {
		data = []byte{}
	}
	return data, err
}

// parseHashes parses the bytes of dir's hashes file, taking names from
// listed (nil: none).
func parseHashes(dir string, data []byte, listed func([]byte) (string, bool)) (map[string]string, error) {
	h, ok := parseCanonicalHashes(data, listed)
	if !ok {
		h = map[string]string{}
		if err := json.Unmarshal(withoutBOM(data), &h); err != nil {
			return nil, newOpError(kindIntegrity, fmt.Errorf("%s is not valid JSON: %v", filepath.Join(dir, hashesFile), err),
				"restore it from git, or run 'engram rehash' after reviewing every memory file")
		}
	}
	return h, nil
}

// withoutBOM drops a leading UTF-8 byte-order mark: Windows editors and
// PowerShell 5's "utf8" write one, and encoding/json refuses it, which made
// one hand-saved hashes file or config stop every commit. The next write
// lays the file out without it.
func withoutBOM(data []byte) []byte { return bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) }

// parseCanonicalHashes reads the hashes file as encodeHashes lays it out
// (one "key": "value" per line, nothing escaped) without encoding/json:
// every load reads it, and at 10,000 memories the generic decoder took
// ~10 ms. Anything else (another layout, an escape, a stray byte) reports
// false, and the caller decodes it in full, which also gives the error.
// Each name that listed has (nil: none) is taken from it instead of making
// a string of its own (perf_sharestr.go).
func parseCanonicalHashes(data []byte, listed func([]byte) (string, bool)) (map[string]string, bool) {
	h := make(map[string]string, bytes.Count(data, []byte("\n")))
	if !eachHashLine(data, plainJSONString, func(k, v []byte) {
		if listed != nil {
			if name, ok := listed(k); ok {
				h[name] = string(v)
				return
			}
		}
		h[string(k)] = string(v)
	}) {
		return nil, false
	}
	return h, true
}

// eachHashLine walks a hashes file laid out as `{`, one `  "k": "v"` line
// per entry, `}`, calling each for every entry in file order. It reports
// false, part way through, at the first line not in that layout or whose
// key or value plain rejects: the caller then reads the file another way.
func eachHashLine(data []byte, plain func([]byte) bool, each func(k, v []byte)) bool {
	if !bytes.HasPrefix(data, []byte("{\n")) {
		return false
	}
	rest := data[2:]
	for {
		nl := bytes.IndexByte(rest, '\n')
		if nl < 0 {
			return false
		}
		line := rest[:nl]
		rest = rest[nl+1:]
		if string(line) == "}" {
			return len(bytes.TrimLeft(rest, " \t\r\n")) == 0
		}
		more := bytes.HasSuffix(line, []byte(","))
		line = bytes.TrimSuffix(line, []byte(","))
		// `  "k": "v"`: k and v without quotes, backslashes or controls.
		if len(line) < 8 || string(line[:3]) != "  \"" || line[len(line)-1] != '"' {
			return false
		}
		k, v, ok := bytes.Cut(line[3:len(line)-1], []byte("\": \""))
		if !ok || !plain(k) || !plain(v) {
			return false
		}
		each(k, v)
		// The last entry has no comma; one that has must be followed by
		// another entry, and one without by the closing brace.
		if !more && !bytes.HasPrefix(rest, []byte("}")) || more && bytes.HasPrefix(rest, []byte("}")) {
			return false
		}
	}
}

// marshalsAsIs: printable ASCII that json.Marshal writes unchanged (it
// escapes '"', '\\', '<', '>' and '&').
func marshalsAsIs(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return true
}

// plainJSONString: bytes that mean themselves inside a JSON string.
func plainJSONString(b []byte) bool {
	for _, c := range b {
		if c < 0x20 || c == '"' || c == '\\' || c >= 0x80 {
			return false
		}
	}
	return true
}

func sha256Hex(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// verifyIssue is one integrity finding of verify.
type verifyIssue struct {
	File   string `json:"file"`
	Scope  string `json:"scope"`
	Status string `json:"status"`           // mismatch | missing-hash | missing-file | untrusted-journal
	Detail string `json:"detail,omitempty"` // why, when the status alone does not say
}

// crlfOnlyDetail explains a memory file that differs from its hash only by
// CRLF line endings: git converted it on checkout (core.autocrlf=true, Git
// for Windows' default) in a store whose .gitattributes predates "*.md -text".
const crlfOnlyDetail = "differs only in its line endings (CRLF): git converted it on checkout; do not rehash it"

// crlfRemedy is verify's closing advice for such files.
const crlfRemedy = "run 'engram init' (it adds '*.md -text' to the store's .gitattributes), commit that, then check the files out again (README, \"Line endings\")"

// verifyRoot recomputes every durable memory's sha256 against the hashes
// file. Missing or different both count (exit 4 in the CLI). visit, when
// not nil, is given each memory file's bytes and their sha256 as read
// (perf_verifyonce.go).
func verifyRoot(r *storeRoot, visit func(file string, data []byte, sum string)) (checked int, issues []verifyIssue, err error) {
	hashes, err := readHashes(r.dir)
	if err != nil {
		return 0, nil, err
	}
	seen := map[string]bool{}
	for _, sub := range []string{"rules", "skills", "knowledge"} {
		if !isPlainDir(r.dir, sub) {
			if fileExists(filepath.Join(r.dir, sub)) {
				issues = append(issues, verifyIssue{File: sub, Scope: r.scope, Status: "refused", Detail: "a memory folder that is a symbolic link or not a folder; its memories are not loaded"})
			}
			continue
		}
		names, _ := os.ReadDir(filepath.Join(r.dir, sub))
		for _, d := range names {
			if d.IsDir() || !strings.HasSuffix(d.Name(), ".md") {
				continue
			}
			file := sub + "/" + d.Name()
			seen[file] = true
			checked++
			if why := memoryNameProblem(d.Name()); why != "" {
				issues = append(issues, verifyIssue{File: file, Scope: r.scope, Status: "refused", Detail: "its name holds " + why + "; reads skip it (rename the file)"})
				continue
			}
			data, err := readPlainFile(r.dir, file, maxMemoryFileBytes)
			var sum string
			if err == nil {
				sum = sha256Hex(data)
				if visit != nil {
					visit(file, data, sum)
				}
			}
			switch want, ok := hashes[file]; {
			case errors.Is(err, errNotInStore) || errors.Is(err, errTooLarge):
				issues = append(issues, verifyIssue{File: file, Scope: r.scope, Status: "refused", Detail: err.Error()})
			case err != nil || (ok && want != sum):
				is := verifyIssue{File: file, Scope: r.scope, Status: "mismatch"}
				if err == nil && bytes.Contains(data, []byte("\r\n")) && want == sha256Hex(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))) {
					// The usual advice, rehash, would record hashes that
					// fail in every clone without the conversion (walk47).
					is.Detail = crlfOnlyDetail
				}
				issues = append(issues, is)
			case !ok:
				issues = append(issues, verifyIssue{File: file, Scope: r.scope, Status: "missing-hash"})
			}
		}
	}
	files := make([]string, 0, len(hashes))
	for f := range hashes {
		files = append(files, f)
	}
	sort.Strings(files)
	for _, f := range files {
		if !isMemoryPath(f) {
			issues = append(issues, verifyIssue{File: f, Scope: r.scope, Status: "missing-file", Detail: "names no memory file of this store ('engram rehash' drops it)"})
		} else if !seen[f] && !fileExists(filepath.Join(r.dir, filepath.FromSlash(f))) {
			issues = append(issues, verifyIssue{File: f, Scope: r.scope, Status: "missing-file"})
		}
	}
	return checked, issues, nil
}

// isMemoryPath reports whether a memory.hashes.json key can name a memory
// file: <memory folder>/<name>.md, a store path. Any other key (a clone's
// "../../../home/u/.ssh/id_rsa.md") names no memory and is missing without
// a look at the disk: verify passed such a key when the outside file existed,
// after a stat outside the store.
func isMemoryPath(f string) bool {
	dir, name := path.Split(f)
	return isStorePath(f) && slices.Contains([]string{"rules/", "skills/", "knowledge/"}, dir) && strings.HasSuffix(name, ".md")
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

func fileExists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// idStates is, for each id in the store, whether a read shows it and, if
// not, why (the first hidden entry's reason). A load's prerequisite lines
// say from it which of a memory's depends_on are loadable: a prerequisite
// forgotten, superseded, archived or never saved was still printed as
// "Depends on: <id>", as if loading it would work.
type idStates struct {
	visible map[string]bool
	hidden  map[string]string
}

func (s *store) idStates() idStates { return s.idStatesOf(nil) }

// idStatesOf is idStates for the ids named (every id when ids is nil). A
// load gathers only the ids its memories depend on, once (loadParts):
// gathering every id of a 10,000-memory store for each memory shown with
// depends_on made such an engram_load 10 times slower (0.9 -> 8-18 ms;
// loadParts looks the visible ones up in the route index instead).
func (s *store) idStatesOf(ids []string) idStates {
	st := idStates{visible: map[string]bool{}, hidden: map[string]string{}}
	var want map[string]bool
	if ids != nil {
		want = make(map[string]bool, len(ids))
		for _, id := range ids {
			want[id] = true
		}
	}
	for _, en := range s.entries {
		id := en.mem.id()
		if want != nil && !want[id] {
			continue
		}
		if en.hidden == "" {
			st.visible[id] = true
		} else if _, ok := st.hidden[id]; !ok {
			st.hidden[id] = en.hidden
		}
	}
	return st
}

// split divides deps into those a read shows and those it cannot, each of
// the latter with why, escaped: a superseded one names its successor, which
// the link does not follow (only the human rewrites a memory's links).
func (st idStates) split(deps []string) (there, gone []string) {
	for _, d := range deps {
		switch why, ok := st.hidden[d]; {
		case st.visible[d]:
			there = append(there, d)
		case ok:
			gone = append(gone, escapeName(d)+" ("+why+")")
		default:
			gone = append(gone, escapeName(d)+" (no memory has this id)")
		}
	}
	return there, gone
}
