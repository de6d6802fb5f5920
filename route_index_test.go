package main

import (
	"strconv"
	"testing"
)

// fieldStore: one memory names a flag once in its title and is about
// something else; the other never says "flag" in its title and is about
// flags, saying so three times in its body.
var fieldStore = []testMemory{
	{id: "flag-meeting", kind: typeRule, title: "Flag owners meeting", tags: "team",
		content: "The owners of the billing service meet on Tuesdays in the small room."},
	{id: "flag-lifecycle", kind: typeRule, title: "Owners and expiry dates", tags: "team",
		content: "Every flag has an owner; a flag past its expiry fails the build; delete the flag together with its dead branch."},
}

// TestBodyTopicOutranksTitleMention: a memory whose body is about the
// task's word ranks above one whose title only mentions it: the title
// weighs 2.0 against the body's 1.0 (at 3.0, the passing title mention
// won). Wording outside every evaluation set.
func TestBodyTopicOutranksTitleMention(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, fieldStore, `"backend"`)
	v := openTestView(t, dir)
	for _, task := range []string{
		"flag",
		"Rename the flag in the payments module",
		"chore: drop the `legacyCheckout` flag (#812)",
	} {
		checkRanksFirst(t, v.ri, task, "flag-lifecycle")
	}
}

// TestEntryByIDFindsFirst: the route index's id table finds, for every id,
// the first visible memory that has it (the workspace's before the global
// store's, as store.byID), and nothing for an id no memory has, at sizes
// from one memory to more than fill a table slot's neighbourhood.
func TestEntryByIDFindsFirst(t *testing.T) {
	t.Parallel()
	for _, n := range []int{0, 1, 7, 8, 9, 100, 3000} {
		docs := make([]*entry, n)
		for i := range docs {
			// Every third id repeats an earlier one.
			id := "mem-" + strconv.Itoa(i)
			if i%3 == 2 {
				id = "mem-" + strconv.Itoa(i/2)
			}
			docs[i] = &entry{prepared: &prepared{mem: newText(frontMatter{"id": id}, "")}, file: strconv.Itoa(i)}
		}
		ri := &routeIndex{docs: docs, byID: newIDTable(docs)}
		for i := 0; i <= n; i++ {
			id := "mem-" + strconv.Itoa(i)
			var want *entry
			for _, en := range docs {
				if en.mem.id() == id {
					want = en
					break
				}
			}
			if got := ri.entryByID(id); got != want {
				t.Fatalf("%d memories: entryByID(%q) = %v, want %v", n, id, got, want)
			}
		}
		if ri.entryByID("absent") != nil {
			t.Fatalf("%d memories: found a memory for an id none has", n)
		}
	}
}
