package main

import (
	"reflect"
	"testing"
)

// tools/list follows the product page's Tools table, read tools first.
// engram_note (notes.go) was once listed first because Go ran the files'
// init functions in file-name order, so a client that took tools[0] for a
// read tool got a write tool; the table is now one literal in tools.go.
func TestToolsListOrder(t *testing.T) {
	t.Parallel()
	want := []string{
		"engram_load", "engram_route", "engram_search", "engram_verify", "engram_status",
		"engram_save", "engram_save_session", "engram_commit",
		"engram_set_role", "engram_set_rule_variant",
		"engram_note",
	}
	var names []string
	for _, d := range toolTable {
		names = append(names, d.name)
	}
	if !reflect.DeepEqual(names, want) {
		t.Fatalf("tools/list order %v, want %v", names, want)
	}
	read := true
	for _, d := range toolTable {
		if d.readOnly && !read {
			t.Errorf("read tool %s listed after a write tool", d.name)
		}
		read = d.readOnly
	}
}

// The command table is in help's order, alphabetical, with no name twice.
func TestCommandTableSorted(t *testing.T) {
	t.Parallel()
	cmds := commandTable()
	for i := 1; i < len(cmds); i++ {
		if cmds[i-1].name >= cmds[i].name {
			t.Errorf("command %q listed before %q", cmds[i-1].name, cmds[i].name)
		}
	}
}
