package main

import (
	"encoding/json"
	"os"
	"sync"
)

// Speed-up (issue 20): engram_status is worked out once per view.
//
// Reference path: toolStatus (readtools.go) runs opStatus on every call:
// it counts every entry into three maps, builds the map of present files
// and looks up every recorded hash (missingFiles), formats the text with
// fmt, and the answer's structuredContent marshals the counts' maps by
// reflection. On the 5-memory store that was half of what a trivial tool
// call allocated (1.8 of 3.7 KB) and ~30 % of its CPU in process; at
// 10,000 memories every call walks all of them.
//
// A view is never changed once served (view.go; a change gives a new
// view), and status reads nothing but the view: its store's entries,
// recorded hashes, config and problems, and a stat of each file the hashes
// file records, which the view already reflects. So the outcome is made at a view's first
// engram_status and kept on the view, with its data marshalled once: a
// json.RawMessage, which the answer's encoder writes as the same bytes
// (encoding/json compacts and escapes a RawMessage as it would have
// encoded the value). The view's memory holds one small answer more.
// ENGRAM_NO_CACHE=1 turns it off; TestStatusMemoMatchesReference holds
// the answers to the reference path's.

var statusMemoOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// statusMemo is a view's status, made at its first engram_status.
type statusMemo struct {
	once sync.Once
	o    outcome
}

// viewStatus is opStatus(v), once per view.
func viewStatus(v *storeView) outcome {
	if !statusMemoOn {
		return opStatus(v)
	}
	v.status.once.Do(func() {
		o := opStatus(v)
		if data, err := json.Marshal(o.data); err == nil {
			o.data = json.RawMessage(data)
		}
		v.status.o = o
	})
	return v.status.o
}
