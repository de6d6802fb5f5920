package main

import (
	"encoding/json"
	"errors"
	"os"
	"runtime"
	"runtime/debug"
)

// Speed-up (memory): rehash reads only the old index's stamps.
//
// Reference path (store_layout.go): rehash read memory.index.json whole
// (readIndex), every entry copied out of the file's bytes as a
// json.RawMessage, to keep its version and last_updated. At 50,000
// memories (genstore.py's store, a 70 MB file) the bytes and the copies
// were ~110 MB live at once, and the collector's goal, set from them,
// stayed at ~210 MB after they were dropped: the rebuild's first ~100 MB
// of garbage filled that room before the next collection. Peak RSS was
// ~225 MB while the rebuild itself never held more than ~135 MB.
//
// Here the file is decoded into its stamps alone (the entries' shape is
// checked, not copied), and a collection once its bytes are dropped sets
// the goal from what is live then (a few MB): the rebuild starts from an
// empty heap. The stamps, and which files count as broken (any error of
// the reference's decode: syntax, a stamp that is not a string, entries
// that are not an array), are the reference's
// (TestIndexStampsMatchReference). ENGRAM_NO_CACHE=1 takes the reference
// path.
var rehashStampsOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// readIndexStamps is readIndex(dir)'s Version and LastUpdated.
func readIndexStamps(dir string) (version, stamp string, err error) {
	if !rehashStampsOn {
		idx, err := readIndex(dir)
		if err != nil {
			return "", "", err
		}
		return idx.Version, idx.LastUpdated, nil
	}
	version, stamp, err = decodeIndexStamps(dir)
	runtime.GC() // the file's bytes are garbage now
	return version, stamp, err
}

// decodeIndexStamps reads the stamps as readIndex decodes them.
func decodeIndexStamps(dir string) (string, string, error) {
	data, err := readPlainFile(dir, indexFile, maxIndexBytes)
	if errors.Is(err, os.ErrNotExist) {
		return indexFormatVersion, "", nil
	}
	if errors.Is(err, errTooLarge) {
		return indexFormatVersion, "", nil // rebuilt as a broken one is (readIndex)
	}
	if err != nil {
		return "", "", err
	}
	s := indexStamps{Version: indexFormatVersion}
	if json.Unmarshal(data, &s) != nil {
		return indexFormatVersion, "", nil // a broken index (readIndex)
	}
	return s.Version, s.LastUpdated, nil
}

// indexStamps is storeIndex's shape without keeping its entries.
type indexStamps struct {
	Version     string        `json:"version"`
	LastUpdated string        `json:"last_updated"`
	Entries     entriesShaped `json:"entries"`
}

// entriesShaped accepts what storeIndex.Entries ([]json.RawMessage)
// decodes without error: an array of any values, or null. Unmarshal has
// checked the whole file's syntax before it calls UnmarshalJSON.
type entriesShaped struct{}

func (*entriesShaped) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '[' || string(b) == "null" {
		return nil
	}
	return errEntriesShape
}

var errEntriesShape = errors.New("entries is not an array")

// releaseBeforeEncode hands the heap's free pages back to the system
// before rehash writes the new index into one buffer of its size. The
// index's 70 MB at 50,000 memories is one allocation: the small objects'
// pages the rebuild's garbage had left free could not hold it, so the
// process grew by all of it on top of them (peak RSS ~205 MB, the heap
// in use never above 141 MB). Handed back first, they are not counted
// twice: ~153 MB, for one collection of the ~70 MB live then.
func releaseBeforeEncode() {
	if rehashStampsOn {
		debug.FreeOSMemory()
	}
}
