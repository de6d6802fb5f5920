package main

import (
	"encoding/json"
	"strings"
	"sync"
)

// Speed-up (issue 20): a request's params and strings are read by the scan
// that finds a message's members (perf_decode.go), not by encoding/json.
//
// Reference path: every request took three to five json.Unmarshal calls
// after its envelope was found: its jsonrpc and method strings
// (decodeMessage), its params into a requestMeta to look for _meta
// (modernEra, for every request), and a tools/call's params into
// callToolParams (decodeParams). Each makes a decoder state and checks its
// input again: ~730 of the ~1,600 bytes a trivial tool call allocated
// once status was kept per view (perf_status.go), ~20 % of its CPU in
// process.
//
// Each shortcut is taken only where encoding/json's answer is plain to
// see, and falls back to it otherwise:
//   - a JSON string of printable ASCII with no escape holds its bytes
//     (Unmarshal replaces invalid UTF-8 and decodes escapes: those go to
//     it); a method, tool or version name is returned as the program's own
//     string, so none is allocated;
//   - params are free of _meta (modernEra: legacy) when they are an object
//     none of whose member names is _meta in any case (Unmarshal matches
//     names without regard to case) or holds a byte beyond ASCII (which
//     might fold to it);
//   - a tools/call's params are {name, arguments} when those are its only
//     members (any other, in any case, goes to Unmarshal), the name a plain
//     string and the arguments an object, which Unmarshal keeps as their
//     bytes; a later duplicate replaces an earlier one, as in Unmarshal.
//
// ENGRAM_NO_CACHE=1 turns them off (decodeFastOn); FuzzParamsScan holds
// each to encoding/json.

// plainString is the Go string the JSON string b holds, when b is a
// string of printable ASCII with no escape; ok false means Unmarshal it.
func plainString(b []byte) (s string, ok bool) {
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return "", false
	}
	in := b[1 : len(b)-1]
	for _, c := range in {
		if c < 0x20 || c >= 0x7f || c == '\\' || c == '"' {
			return "", false
		}
	}
	if s, ok := knownNames()[string(in)]; ok {
		return s, true
	}
	return string(in), true
}

// knownNames are the strings a request names most: the version, methods
// and tools, each mapped to itself.
var knownNames = sync.OnceValue(func() map[string]string {
	m := map[string]string{"2.0": "2.0"}
	for name := range methodTable {
		m[name] = name
	}
	for _, d := range toolTable {
		m[d.name] = d.name
	}
	return m
})

// decodeString is json.Unmarshal(raw, dst) for a string.
func decodeString(raw json.RawMessage, dst *string) error {
	if decodeFastOn {
		if s, ok := plainString(raw); ok {
			*dst = s
			return nil
		}
	}
	return json.Unmarshal(raw, dst)
}

// metaFree reports whether params are an object without _meta as
// Unmarshal would find it (see above); false means decode them.
func metaFree(params json.RawMessage) bool {
	if !decodeFastOn || len(params) == 0 {
		return false
	}
	return eachMember(params, func(name, _ []byte) bool {
		for _, c := range name {
			if c >= 0x80 {
				return false
			}
		}
		return len(name) != len("_meta") || !strings.EqualFold(string(name), "_meta")
	})
}

// scanToolParams is a tools/call's params decoded into callToolParams,
// when they are plainly {name, arguments} (see above); ok false means
// decode them.
func scanToolParams(params json.RawMessage) (p callToolParams, ok bool) {
	if !decodeFastOn || len(params) == 0 {
		return p, false
	}
	ok = eachMember(params, func(name, v []byte) bool {
		switch string(name) {
		case "name":
			var plain bool
			p.Name, plain = plainString(v)
			return plain
		case "arguments":
			p.Arguments = json.RawMessage(v)
			return v[0] == '{'
		}
		return false
	})
	if !ok {
		return callToolParams{}, false
	}
	return p, true
}
