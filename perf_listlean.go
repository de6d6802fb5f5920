package main

import (
	"bufio"
	"os"
)

// Speed-up (memory): `engram list` at 50,000 memories peaked at 171-199 MB
// resident (perf53's log, item 3). The reference path (cmdList) keeps the
// store (~65 MB: its entries and prepared memories) alive until the rows
// are built, copies the rows into a second slice grown by doubling, builds
// the whole text in a strings.Builder (its doublings and the 9 MB string)
// and then writes it. The collector's goal is twice the live heap, so
// every one of those megabytes counted twice.
//
// leanList gives the same bytes and exit code (TestListLeanMatchesReference):
//   - the store is read once, for whether there is one, before the rows
//     are built, and is garbage from then on;
//   - the rows are filtered in place in durableMemories' slice, the
//     dropped ones cleared;
//   - the text goes through the table writer to stdout in buffered
//     writes, never whole in memory a second time.
//
// The JSON is encoded as before (printOutcome). ENGRAM_NO_CACHE=1 takes
// the reference path.
var listLeanOn = os.Getenv("ENGRAM_NO_CACHE") == ""

func leanList(c *cmdFlags, s *store, f listFilter) error {
	rows, err := durableMemories(s)
	if err != nil {
		return err
	}
	kept := rows[:0]
	for i := range rows {
		if f.keeps(&rows[i]) {
			m := rows[i]
			listedTitle(&m)
			kept = append(kept, m)
		}
	}
	clear(rows[len(kept):]) // the dropped rows' strings become garbage
	if c.json() {
		if kept == nil {
			kept = []listedMemory{} // "memories": [], never null
		}
		c.print(outcome{data: listData{Memories: kept}}, true)
		return nil
	}
	w := bufio.NewWriterSize(c.e.stdout, 64<<10)
	w.WriteString(listHeader(len(kept), f.any()))
	writeListTable(w, kept)
	w.Flush() // as printOutcome: a write error is not the command's
	return nil
}
