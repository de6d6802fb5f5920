package main

// Speed-up (issue 20): the MCP server's writes read the server's view.
//
// Reference path: engram_save and engram_commit open the store from its
// files (openStoreHolding: list, read, hash, parse every memory), as the CLI
// does. At 10,000 memories of a few KB that is most of a second per call.
//
// The server already keeps a view that reflects every change made before a
// request starts (view.go: the watcher names each file written since, and
// without one every file is stat'ed). So a write inside the server asks
// that view instead. Under a commit's lock the view is brought up to date
// after the lock is taken: every write by another process finished before
// the lock was ours and was queued by the watcher, so the view is the store
// as the lock holder sees it, exactly what reading the files would give.
// The store a view holds is never changed by its users (proposal and commit
// planning only read it; updated memories are copies), so sharing it with
// concurrent reads is safe.
//
// A write needs the memories, not the route index: a view rebuilt for a
// write (after the previous commit changed a file) leaves the index to the
// next reader, so a save after a commit does not rebuild it.
//
// ENGRAM_NO_CACHE=1 turns it off: every write reads the files again.

// serverStore returns the server's current view of workspace when this
// process is a server serving that workspace; ok false means read the files.
func serverStore(e *env, workspace, held string) (*store, bool) {
	if e.views == nil || !prepCacheOn(e) || workspace != e.views.workspace {
		return nil, false
	}
	v, err := e.views.getHolding(held, false)
	if err != nil {
		return nil, false // the reference path reports the error
	}
	if held != "" && (v.s.ws == nil || !sameDir(v.s.ws.dir, held)) {
		return nil, false
	}
	return v.s, true
}
