package main

import "testing"

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
		if got := rankedIDs(rankOnly(v.ri, task)); len(got) == 0 || got[0] != "flag-lifecycle" {
			t.Errorf("rank %q: %v, want flag-lifecycle first", task, got)
		}
	}
}
