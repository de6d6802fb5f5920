package main

import (
	"fmt"
	"strings"
	"sync"
)

// A process that takes a store's lock first finishes a write an earlier
// engram process left half done (recoverStore): a save killed between its
// journal and its last rename, a server stopped mid-commit. The user and the
// agent are told, because files changed that this command did not ask to
// change: the CLI prints each such notice on stderr after the command, and
// an MCP tool call puts it at the end of its result's text and in its
// diagnostics. The notice names the store and the files of the write it
// finished, and says nothing was lost: rolling a journal forward only
// completes a write whose every new byte was already on disk.
//
// recoverStore runs under a lock that many callers take (reads, writes,
// caches), none of which carries the command's output, so the notices
// wait here, for the process, until the command or tool call that caused
// them reports. Only a process started through run (main) keeps them: a
// test runs many commands in one process at once (dispatch), and one
// command's notice would print in another's output.

var recoveredNotices struct {
	sync.Mutex
	keep bool
	list []string
}

// keepRecovered makes this process keep its notices (run calls it).
func keepRecovered() {
	recoveredNotices.Lock()
	recoveredNotices.keep = true
	recoveredNotices.Unlock()
}

// noteRecovered keeps a notice for the running command to report.
func noteRecovered(msg string) {
	recoveredNotices.Lock()
	if recoveredNotices.keep {
		recoveredNotices.list = append(recoveredNotices.list, msg)
	}
	recoveredNotices.Unlock()
}

// takeRecovered returns the notices not yet reported and forgets them.
func takeRecovered() []string {
	recoveredNotices.Lock()
	defer recoveredNotices.Unlock()
	out := recoveredNotices.list
	recoveredNotices.list = nil
	return out
}

// maxRecoveredNames bounds the files a notice names; a commit writes about
// seven, a hostile journal could name thousands.
const maxRecoveredNames = 12

// recoveredMessage says what finishing journal j in dir did: the files it
// wrote, patched and removed, each escaped (a journal comes from disk, a
// hostile clone may carry one, and its names may hold any character).
func recoveredMessage(dir string, j journal) string {
	var names []string
	for _, r := range j.Renames {
		names = append(names, r[1])
	}
	for _, p := range j.Patches {
		names = append(names, p.File)
	}
	for _, rel := range j.Removes {
		names = append(names, rel+" (removed)")
	}
	more := 0
	if len(names) > maxRecoveredNames {
		more = len(names) - maxRecoveredNames
		names = names[:maxRecoveredNames]
	}
	for i, n := range names {
		names[i] = escapeName(n)
	}
	list := strings.Join(names, ", ")
	if more > 0 {
		list += fmt.Sprintf(" and %d more", more)
	}
	if list == "" {
		list = "no files"
	}
	return fmt.Sprintf("finished a write that an earlier engram process left half done in %s (%s): every file of it was already on disk, nothing was lost", escapeName(dir), list)
}

// printRecovered prints the notices on the CLI's stderr.
func printRecovered(e *env) {
	for _, n := range takeRecovered() {
		fmt.Fprintf(e.stderr, "engram: note: %s\n", n)
	}
}

// withRecovered adds the notices to a tool's result: a line of its text
// each, after the tool's own, and its diagnostics.
func withRecovered(res *callToolResult) *callToolResult {
	notes := takeRecovered()
	if len(notes) == 0 || res == nil || len(res.Content) == 0 {
		return res
	}
	for _, n := range notes {
		res.Content[0].Text += "\nnote: " + n
	}
	if env, ok := res.StructuredContent.(envelope); ok {
		env.Diagnostics = append(env.Diagnostics, notes...)
		res.StructuredContent = env
	}
	return res
}
