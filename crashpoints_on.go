//go:build crashpoints

package main

import (
	"os"
	"strconv"
)

// testCrashPoint lets the crash test kill a writer between steps: the
// process exits with code 99 at the named point, as a power cut would stop
// it. Each file of a transaction is one step, in the order temp files then
// patches. Points: "temp:N" once the Nth file's new bytes are ready (a temp
// file written, or a patch, whose bytes go into the journal), "journal"
// after the journal is in place, "rename:N" after the Nth file is in place
// (renamed; the patches are applied together after the renames, and their
// points fire once all are), "torn:N" in the middle of writing the Nth patch
// (its writes done but the last, and half of that), "removes" after the
// removals and before the journal is deleted; "after-temp", "after-journal"
// and "mid-rename" are temp:1, journal and rename:1; "promote:1" and
// "promote:2" after a commit's workspace and global transactions (commit.go),
// between the two stores of a promotion; "adopt:1" between the two writes
// that move a folder's global proposals into its new store (pending.go
// adoptGlobalProposals); "cache-temp" once a
// cache file's temp file (atomicwrite.go) is written, before its rename. Only the tests set
// ENGRAM_TEST_CRASH, and only a binary built with -tags crashpoints reads it
// (the tests build theirs so); in a release binary crashpoints_off.go makes
// every point a no-op.
var testCrashPoint = os.Getenv("ENGRAM_TEST_CRASH")

var crashAliases = map[string]string{"after-temp": "temp:1", "after-journal": "journal", "mid-rename": "rename:1"}

func crashPoint(kind string, n int) {
	if isCrashPoint(kind, n) {
		crashExit()
	}
}

// crashExit stops the process as a power cut would: no deferred call runs.
func crashExit() { os.Exit(99) }

func isCrashPoint(kind string, n int) bool {
	if testCrashPoint == "" {
		return false
	}
	want := testCrashPoint
	if a, ok := crashAliases[want]; ok {
		want = a
	}
	return want == kind+":"+strconv.Itoa(n) || (n == 0 && want == kind)
}

// testAliasCopyOnly makes install-alias copy the binary as it does where
// neither a hard link nor a symlink can be made (some Windows and network
// filesystems), so the tests can reach that path on any machine.
func testAliasCopyOnly() bool { return os.Getenv("ENGRAM_TEST_ALIAS_COPY") != "" }

// testNoHardLinks makes the store's lock act as on a file system without
// hard links (FAT, some network mounts): createLock's link fails and it
// falls back to O_EXCL, so the tests reach that path on any machine.
func testNoHardLinks() bool { return os.Getenv("ENGRAM_TEST_NO_LINK") != "" }

// testIndexTerms lets a test set the store's term bound (termbudget.go)
// with ENGRAM_TEST_INDEX_TERMS, so that a store past it is a few thousand
// words, not a million.
func testIndexTerms(n int) int {
	if v, err := strconv.Atoi(os.Getenv("ENGRAM_TEST_INDEX_TERMS")); err == nil && v > 0 {
		return v
	}
	return n
}
