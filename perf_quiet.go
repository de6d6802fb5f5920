package main

import (
	"os"
	"path/filepath"
)

// Speed-up (issue 20): a request that finds the store quiet makes no
// system call but one read of the watcher.
//
// Reference path: refresh (view.go) starts every request by finding the
// roots again (five stats, and the user config when no
// ENGRAM_GLOBAL_DIR is set), checking each root for a crashed writer (a
// journal stat, the host name, a read and two stats of the lock), and
// then reads the watcher's queue. On this VM a system call traps to the
// hypervisor (~5-7 µs), so those dozen calls were most of a trivial
// tool call: engram_status on 5 memories was 2.5-7× a bare echo server.
//
// Every one of those answers can change only through a change in a
// folder: a root appears (in the workspace, its .agents folder, a legacy
// .engram folder, or the global store's parent), is removed or replaced (its own watch reports
// that), its config changes (the user config folder), or a writer creates
// its lock or journal in the root. So once a full check found the roots
// as the view has them and neither a lock nor a journal in any root, and
// from before that check inotify watches those folders (guards, apart from
// the store watcher, whose events the view applies), a request whose two
// queues are both empty may serve the view as it is. Any event at all, in
// either queue, sends the request down the full path; a lock that exists
// (a writer at work, or one that died, which no event would announce)
// keeps every request on it. Where there is no inotify the guards report
// "all" and the full path always runs. What no watch covers: a folder
// above the workspace moved or replaced while the server runs; the view
// then keeps serving the store it watched (the same files, whose hashes
// are still checked) until the next event. ENGRAM_NO_CACHE=1 turns it
// off; TestQuietRequestSeesChanges and TestFastPathMatchesReference hold it
// to the full path.

var quietOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// quietState is what viewCache keeps for the quiet path.
type quietState struct {
	guard storeWatcher // the folders roots, configs, locks and journals appear in
	ok    bool         // the last full check found the store quiet, guards armed before it
	// drained: events taken from the store watcher by a quiet check that
	// then found them, for the full path to apply.
	drained    []string
	drainedAll bool
	poll       *quietPoll // both queues in one system call (perf_quietpoll_*.go)
}

// quietView returns the view when nothing can have changed since the last
// full check; ok false means the caller takes the full path.
func (c *viewCache) quietView(held string) (*storeView, bool) {
	q := &c.quiet
	if !quietOn || !q.ok || held != "" || c.state == nil || q.guard == nil {
		return nil, false
	}
	if q.bothEmpty(q.guard, c.watch) && c.state.today == c.e.now().UTC().Format("2006-01-02") {
		return c.state.view, true
	}
	if p, all := q.guard.changes(); all || len(p) > 0 {
		c.dropQuiet() // a guarded folder changed: watch them afresh
		return nil, false
	}
	paths, all := c.watch.changes()
	if all || len(paths) > 0 {
		q.ok, q.drained, q.drainedAll = false, paths, all
		return nil, false
	}
	if c.state.today != c.e.now().UTC().Format("2006-01-02") {
		return nil, false
	}
	return c.state.view, true
}

// watchChanges is c.watch.changes() with what a quiet check drained.
func (c *viewCache) watchChanges() ([]string, bool) {
	paths, all := c.watch.changes()
	q := &c.quiet
	if q.drainedAll || len(q.drained) > 0 {
		paths, all = append(q.drained, paths...), all || q.drainedAll
		q.drained, q.drainedAll = nil, false
	}
	return paths, all
}

// armQuiet starts the guards before a full check, so that a change during
// the check is an event for the next request. Guards that saw an event are
// started afresh: a folder created since (.agents, say) must be watched too.
func (c *viewCache) armQuiet() {
	q := &c.quiet
	q.ok = false
	if !quietOn {
		return
	}
	if q.guard != nil {
		if p, all := q.guard.changes(); !all && len(p) == 0 {
			return
		}
		c.dropQuiet()
	}
	// A legacy .engram folder becomes the root when rules/ or an index
	// appears in it, so it is guarded too.
	dirs := []string{c.workspace, filepath.Join(c.workspace, filepath.Dir(storeDirName)),
		filepath.Join(c.workspace, legacyStoreDirName), globalHome(c.e)}
	dirs = append(dirs, filepath.Dir(globalStoreDir(c.e)))
	q.guard = newStoreWatcher(dirs)
}

// settleQuiet follows a full check that kept or loaded the roots ws and
// global: the store is quiet when no root holds a lock or a journal.
func (c *viewCache) settleQuiet(ws, global *storeRoot) {
	q := &c.quiet
	if !quietOn || q.guard == nil || c.state == nil || c.state.rootsID != rootsID(c.e, ws, global) {
		return
	}
	for _, r := range []*storeRoot{ws, global} {
		if r != nil && (fileExists(filepath.Join(r.dir, lockFile)) || fileExists(filepath.Join(r.dir, journalFile))) {
			return
		}
	}
	q.ok = true
}

// dropQuiet closes the guards; the next full check starts new ones.
func (c *viewCache) dropQuiet() {
	q := &c.quiet
	if q.guard != nil {
		q.guard.close()
	}
	q.dropPoll()
	q.guard, q.ok = nil, false
}
