package main

import (
	"reflect"
	"testing"
)

// tools/list follows the product page's Tools table, read tools first,
// whichever file a tool registers from. engram_note (notes.go) used to be
// listed first because Go runs init functions in file-name order, so a
// client that took tools[0] for a read tool got a write tool.
func TestToolsListOrder(t *testing.T) {
	t.Parallel()
	var names []string
	for _, d := range toolsInOrder() {
		names = append(names, d.name)
	}
	if !reflect.DeepEqual(names, toolOrder) {
		t.Fatalf("tools/list order %v, want %v", names, toolOrder)
	}
	read := true
	for _, d := range toolsInOrder() {
		if d.readOnly && !read {
			t.Errorf("read tool %s listed after a write tool", d.name)
		}
		read = d.readOnly
	}
	if !toolTable[names[0]].readOnly || names[0] != "engram_load" {
		t.Errorf("first tool %s, want engram_load", names[0])
	}
}
