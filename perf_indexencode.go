package main

import (
	"bytes"
	"encoding/json"
	"os"
)

// Speed-up (memory): the index's encode (rehash, a commit that rewrites
// the whole index) marshalled it compact, then indented that into a
// buffer grown by doubling. At 50,000 memories (a 70 MB file) the entries
// (45 MB), the compact copy (45 MB, after its own doublings) and the
// indented buffer (up to 128 MB) were live at once: rehash peaked at
// 435-486 MB resident.
//
// encodeLean writes the same bytes (TestIndexEncodeLeanMatchesReference):
// json.Indent works token by token, so the whole document indented is the
// head, then each entry compacted as json.Marshal compacts a RawMessage
// (HTML escapes included) and indented on its own at the entries' depth
// (prefix four spaces), joined by ",\n    ", then the tail. The output is
// sized exactly first (each entry indented into a scratch buffer and
// counted), so nothing is copied by growth. ENGRAM_NO_CACHE=1 takes the
// reference path (storeIndex.encode).
var indexEncodeOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// encodeLean is encode's bytes, or false when an entry does not marshal
// (the reference path then decides what is written).
func (idx *storeIndex) encodeLean() ([]byte, bool) {
	version, err1 := json.Marshal(idx.Version)
	stamp, err2 := json.Marshal(idx.LastUpdated)
	if err1 != nil || err2 != nil {
		return nil, false
	}
	head := "{\n  \"version\": " + string(version) + ",\n  \"last_updated\": " + string(stamp) + ",\n  \"entries\": "
	var compact, escaped, scratch bytes.Buffer
	indented := func(raw json.RawMessage) bool {
		compact.Reset()
		escaped.Reset()
		scratch.Reset()
		if raw == nil {
			raw = json.RawMessage("null") // RawMessage's MarshalJSON
		}
		// json.Marshal of a RawMessage is it compacted with HTML's
		// characters escaped (<, >, &, U+2028, U+2029), which compacting
		// never moves: both in buffers kept from entry to entry, where
		// Marshal's copy of each entry, made twice, was 90 MB of garbage
		// at 50,000 memories.
		if json.Compact(&compact, raw) != nil {
			return false
		}
		json.HTMLEscape(&escaped, compact.Bytes())
		return json.Indent(&scratch, escaped.Bytes(), "    ", "  ") == nil
	}
	size := len(head) + len("[]\n}\n")
	for _, raw := range idx.Entries {
		if !indented(raw) {
			return nil, false
		}
		size += len("\n    ,") + scratch.Len()
	}
	out := make([]byte, 0, size+len("\n  "))
	out = append(out, head...)
	if len(idx.Entries) == 0 {
		return append(out, "[]\n}\n"...), true
	}
	out = append(out, '[')
	for i, raw := range idx.Entries {
		indented(raw)
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, "\n    "...)
		out = append(out, scratch.Bytes()...)
	}
	return append(out, "\n  ]\n}\n"...), true
}
