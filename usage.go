package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"
)

// This file counts fetches of memories in usage.json, the per-machine file
// (gitignored, DESIGN.md §2) that orders resources/list. Its shape is one
// object keyed "<scope>:<id>":
//
//	{"workspace:no-secrets-in-logs": {"fetches": 3, "last": "2026-11-02T10:00:00Z"}}
//
// Each store root keeps the counts of its own memories, so a global memory's
// count follows it across projects and no read ever creates a store. Counts
// are written under the store lock with temp + rename, so two servers
// reading at once never lose a count and never leave a half-written file.
// Counting is best effort: a failure is a hint on stderr, never a failed read.

const usageFile = "usage.json"

// errCorruptUsage: usage.json is not valid JSON. The counts are only an
// ordering hint, so the next fetch starts them again instead of failing.
var errCorruptUsage = errors.New("usage counts are not valid JSON")

// usageRecord is one memory's count.
type usageRecord struct {
	Fetches int    `json:"fetches"`
	Last    string `json:"last,omitempty"`
}

type usageCounts map[string]usageRecord

func usageKey(scope, id string) string { return scope + ":" + id }

// readUsage reads one root's usage.json. A missing file is no usage; a file
// that is not valid JSON is reported, and callers treat it as no usage.
func readUsage(dir string) (usageCounts, error) {
	u := usageCounts{}
	data, err := readPlainFile(dir, usageFile, maxUsageBytes)
	if errors.Is(err, os.ErrNotExist) {
		return u, nil
	}
	if err != nil {
		return u, err
	}
	if err := json.Unmarshal(data, &u); err != nil {
		return usageCounts{}, fmt.Errorf("%w: %s: %v", errCorruptUsage, filepath.Join(dir, usageFile), err)
	}
	return u, nil
}

// storeUsage merges the counts of every root of the store. Unreadable files
// count as no usage: ordering a list must not fail a request.
func storeUsage(s *store) usageCounts {
	all := usageCounts{}
	for _, r := range s.roots() {
		u, _ := readUsage(r.dir)
		for k, v := range u {
			all[k] = v
		}
	}
	return all
}

// recordFetch adds one fetch of a memory to its root's usage.json. It also
// makes sure the root's .gitignore lists usage.json: stores written by
// engram 0.0.28 do not, and the counts must never be committed.
func recordFetch(en *entry, now time.Time) error {
	dir := en.root.dir
	lock, err := lockStore(dir)
	if err != nil {
		return err
	}
	defer lock.unlock()
	u, err := readUsage(dir)
	if err != nil && !errors.Is(err, errCorruptUsage) {
		return err
	}
	key := usageKey(en.root.scope, en.mem.id())
	rec := u[key]
	rec.Fetches++
	rec.Last = now.UTC().Format(time.RFC3339)
	u[key] = rec
	data, err := json.MarshalIndent(u, "", "  ") // map keys are sorted: stable diffs
	if err != nil {
		return err
	}
	if err := replaceFile(dir, usageFile, append(data, '\n')); err != nil {
		return err
	}
	if gi := gitignoreUpdate(dir); gi != nil {
		return replaceFile(dir, ".gitignore", gi)
	}
	return nil
}

// replaceFile replaces dir/name (atomicwrite.go). The temp name starts with
// tmpPrefix, so recoverStore removes it if this process dies before the
// rename (it dies holding the lock, and the process that breaks the lock
// sweeps).
func replaceFile(dir, name string, data []byte) error {
	if err := checkStorePath(dir, name); err != nil {
		return err
	}
	return writeAtomic(filepath.Join(dir, name), tmpPrefix+name+"-*", 0o644, data)
}

// byUsage orders entries for resources/list: most fetched first; ties by id,
// then workspace before global, so the order never depends on the file
// system or on map iteration.
func byUsage(entries []*entry, u usageCounts) []*entry {
	out := append([]*entry(nil), entries...)
	count := func(en *entry) int { return u[usageKey(en.root.scope, en.mem.id())].Fetches }
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if ca, cb := count(a), count(b); ca != cb {
			return ca > cb
		}
		if a.mem.id() != b.mem.id() {
			return a.mem.id() < b.mem.id()
		}
		return a.root.scope == scopeWorkspace && b.root.scope != scopeWorkspace
	})
	return out
}
