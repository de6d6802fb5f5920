package main

import (
	"strings"
	"unicode"
)

// perSource reports whether the words from fields[i] on, after "per", name
// where the statement comes from rather than what a quantity is counted by,
// so that the quantity stays the memory's: a name with a capital and
// lower-case letters ending the clause ("5 replicas per Bob", "120
// characters per Black") or a capitalised code and its number ("4 spaces
// per PEP 8", "15 minutes per SOC 2"). Read as counted per another thing,
// "Indent with 2 spaces per PEP 8" beside "Indent with 4 spaces" was an ADD
// that left both rules standing. A unit in capitals alone ("100 requests
// per IP") still counts.
func perSource(fields []string, i int) bool {
	word := func(f string) string { return strings.Trim(f, `.,;:!?()"'`) }
	w := []rune(word(fields[i]))
	if len(w) == 0 || !unicode.IsUpper(w[0]) {
		return false
	}
	switch len(fields) - i {
	case 1:
		return strings.IndexFunc(string(w[1:]), unicode.IsLower) >= 0
	case 2:
		n := word(fields[i+1])
		return n != "" && strings.Trim(n, "0123456789") == ""
	}
	return false
}
