package main

import (
	"os"
	"strings"
)

// Speed-up: ranking asks whether a memory's tags hold one tag without
// parsing them.
//
// Reference path: contains(m.fmList(key), want) parses the front matter
// list (listValue: split, trim, unquote, a new slice) to compare its items.
// applyTaskBoost asks it of every ranked memory, and a session start of
// every memory of the store: at 10,000 memories that parse was 8 % of
// engram_load's CPU on genStore's store and 17 % on genstore.py's
// (perf62's profile), for an answer that is nearly always no.
//
// An item equal to want is a piece of the raw value: listValue only
// splits, trims and unquotes, and without a backslash unquoting only
// removes the quotes around an item or turns a doubled single quote into
// one (a bad byte becomes U+FFFD). So for a want of printable ASCII with
// no quote or backslash, a raw value with no backslash that does not hold
// want holds no item equal to it; anything else is parsed as on the
// reference path.
// ENGRAM_NO_CACHE=1 turns it off; TestListHasMatchesParse holds it to the
// parse.
var listHasOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// listHas reports whether m's front matter list key holds the item want.
func (m *memory) listHas(key, want string) bool {
	raw := m.fmRaw(key)
	if listHasOn && plainItem(want) && !strings.Contains(raw, `\`) && !strings.Contains(raw, want) {
		return false
	}
	return contains(listValue(raw), want)
}

// plainItem: want is printable ASCII with no quote or backslash, which
// listValue reads back only from a piece of the raw value.
func plainItem(want string) bool {
	return printableASCII(want) && !strings.ContainsAny(want, `'"\`)
}
