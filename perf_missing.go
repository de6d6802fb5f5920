package main

import "os"

// Speed-up (issue 20): status knows the memories it has just read exist,
// and the hashes file it has just read.
//
// Reference path: missingFiles (ops.go) stats every file memory.hashes.json
// lists, on every engram_status: at 10,000 memories 10,000 stats per call,
// and on a 5-memory store a third of the trivial call's time.
//
// Every entry of the store was read from its file during this operation
// (the CLI) or is in the server's view, which reflects every change made
// before the request started (view.go). So a listed file that is an entry
// exists, and only the others are stat'ed; a file is still reported missing
// only after a stat says so. Likewise the hashes file is the one the
// store's read parsed (on the server, the view's, which a change to the
// file rebuilds), not read and parsed again per call (six system calls
// of a trivial call's ~17). ENGRAM_NO_CACHE=1 turns both off;
// TestFastPathMatchesReference compares status after deletions.

var presentOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// presentFiles are the files of s's entries by scope and file; nil on the
// reference path.
func presentFiles(s *store) map[[2]string]bool {
	if !presentOn {
		return nil
	}
	out := make(map[[2]string]bool, len(s.entries))
	for _, en := range s.entries {
		out[[2]string{en.root.scope, en.file}] = true
	}
	return out
}

// recordedHashes is readHashes(r.dir) as s's read found it.
func recordedHashes(s *store, r *storeRoot) (map[string]string, error) {
	if h := s.recorded[r.scope]; presentOn && h != nil {
		return h, nil
	}
	return readHashes(r.dir)
}
