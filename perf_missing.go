package main

import "os"

// Speed-up (issue 20): status knows the memories it has just read exist.
//
// Reference path: missingFiles (ops.go) stats every file memory.hashes.json
// lists, on every engram_status: at 10,000 memories 10,000 stats per call,
// and on a 5-memory store a third of the trivial call's time.
//
// Every entry of the store was read from its file during this operation
// (the CLI) or is in the server's view, which reflects every change made
// before the request started (view.go). So a listed file that is an entry
// exists, and only the others are stat'ed; a file is still reported missing
// only after a stat says so. ENGRAM_NO_CACHE=1 turns it off;
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
