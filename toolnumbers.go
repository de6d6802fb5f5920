package main

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"sync"
)

// This file checks a tool's whole-number arguments against its schema
// (tools/list: "type":"integer" with its minimum and maximum) before the
// arguments are decoded, so that a refusal says what the tool accepts:
// "limit" 1e12 or 1.5 used to be refused as "must be a number" (it is
// one), and 0, -1 or 500 were taken silently (as the default, or as all)
// although the schema says 1 to 100.

// wholeRange is one integer argument's bounds; hasMax false means none.
type wholeRange struct {
	min, max       float64
	hasMin, hasMax bool
}

// accepts says what the argument takes: "a whole number from 1 to 100".
func (r wholeRange) accepts() string {
	switch {
	case r.hasMin && r.hasMax:
		return fmt.Sprintf("a whole number from %g to %g", r.min, r.max)
	case r.hasMin:
		return fmt.Sprintf("a whole number of at least %g", r.min)
	case r.hasMax:
		return fmt.Sprintf("a whole number of at most %g", r.max)
	}
	return "a whole number"
}

// maxExactWhole is the largest whole number a float64 holds exactly (2^53):
// past it "1e300" would pass as whole though no int holds it.
const maxExactWhole = 1 << 53

// wholeArgCache holds each tool's integer arguments' bounds (a
// map[string]wholeRange by *toolDef), read once from the schema tools/list
// gives. Not built from toolTable: the tools' handlers reach this file, and
// a package variable naming toolTable here would be an initialization cycle.
var wholeArgCache sync.Map

// wholeArgs is d's integer arguments with their bounds (nil: none).
func wholeArgs(d *toolDef) map[string]wholeRange {
	if d == nil {
		return nil
	}
	if m, ok := wholeArgCache.Load(d); ok {
		return m.(map[string]wholeRange)
	}
	var schema struct {
		Properties map[string]struct {
			Type    any      `json:"type"`
			Minimum *float64 `json:"minimum"`
			Maximum *float64 `json:"maximum"`
		} `json:"properties"`
	}
	var out map[string]wholeRange
	if json.Unmarshal([]byte(d.schema), &schema) == nil {
		for name, p := range schema.Properties {
			if p.Type != "integer" {
				continue
			}
			r := wholeRange{}
			if p.Minimum != nil {
				r.min, r.hasMin = *p.Minimum, true
			}
			if p.Maximum != nil {
				r.max, r.hasMax = *p.Maximum, true
			}
			if out == nil {
				out = map[string]wholeRange{}
			}
			out[name] = r
		}
	}
	wholeArgCache.Store(d, out)
	return out
}

// wholeArgError is the refusal of an integer argument: what it accepts,
// and what it was given.
func wholeArgError(name string, r wholeRange, raw json.RawMessage) error {
	return fmt.Errorf("argument %q must be %s (got %s)", name, r.accepts(), clip(string(raw), 40))
}

// clip cuts s to at most n bytes for an error message.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// checkWholeArgs refuses an integer argument that is a number but not a
// whole one within its bounds, and returns the arguments with each whole
// number written as Go's decoder takes it into an int ("1e2" as 100, as
// JSON Schema's integer allows). A value that is no number is left to the
// decoder, whose type error names the same bounds (decodeArgs).
func checkWholeArgs(d *toolDef, args json.RawMessage) (json.RawMessage, error) {
	ranges := wholeArgs(d)
	if len(ranges) == 0 {
		return args, nil
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(args, &m) != nil {
		return args, nil // not an object: the decoder says so
	}
	changed := false
	for name, r := range ranges {
		raw, ok := m[name]
		if !ok || string(raw) == "null" {
			continue
		}
		var n json.Number
		if json.Unmarshal(raw, &n) != nil {
			continue // a string, an array…: the decoder's type error
		}
		f, err := strconv.ParseFloat(string(n), 64)
		if err != nil || f != math.Trunc(f) || math.Abs(f) > maxExactWhole ||
			r.hasMin && f < r.min || r.hasMax && f > r.max {
			return nil, wholeArgError(name, r, raw)
		}
		if _, err := strconv.ParseInt(string(n), 10, 64); err != nil {
			m[name] = json.RawMessage(strconv.FormatInt(int64(f), 10))
			changed = true
		}
	}
	if !changed {
		return args, nil
	}
	return json.Marshal(m)
}
