package main

import (
	"strings"
	"testing"
)

// TestStoreCompoundReadsTaskWord: a task word no memory writes on its own
// ("watcher") that memories write only inside a compound (`filewatcher`,
// in two memories, whose other part "file" the store has) is their word.
// Before, it was unknown information: "fix the watcher crash" shared no
// word with any memory and named no closest card, and "the watcher
// restarts in a loop" loaded only the memory that says "restart". A task
// nothing covers still loads and names nothing (stop 54, rec54a).
func TestStoreCompoundReadsTaskWord(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	runCLI(t, ws, "", nil, "init")
	for _, text := range []string{
		"The `filewatcher` service must debounce events for 200 ms before it triggers a rebuild",
		"Restart the `filewatcher` after changing its ignore globs; it reads them only at start",
		"Keep each config file under two hundred lines; split it by service when it grows",
	} {
		if r := runCLI(t, ws, "", nil, "save", "--force", "--type", "rule", text); r.code != 0 {
			t.Fatalf("save: %d %s", r.code, r.stderr)
		}
	}
	for task, want := range map[string][]string{
		"fix the watcher crash":          {"- restart-the-filewatcher"},
		"the watcher restarts in a loop": {"\n## restart-the-filewatcher", "\n## the-filewatcher-service"},
		"how do I book annual leave":     {"no memory shares a word"},
	} {
		out := runCLI(t, ws, "", []string{"ENGRAM_NO_CACHE=1"}, "load", task).stdout
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("load %q: want %q in\n%s", task, w, out)
			}
		}
	}
}
