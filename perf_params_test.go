package main

import (
	"encoding/json"
	"testing"
)

// FuzzParamsScan holds the scans of perf_params.go to encoding/json on any
// valid JSON (every message's params are valid: decodeMessage checked the
// line): a string taken as plain is what Unmarshal gives; params found free
// of _meta are legacy to the reference modernEra, without error; params
// scanned as a tool call decode by Unmarshal to the same name and
// arguments, and to nothing else. The seeds run with every `go test`.
func FuzzParamsScan(f *testing.F) {
	for _, s := range []string{
		`{"name":"engram_status","arguments":{}}`, `{"name":"engram_search","arguments":{"query":"a \"b\""}}`,
		`{"Name":"engram_status","arguments":{}}`, `{"name":"a","name":"b","arguments":{"x":1},"arguments":{}}`,
		`{"name":"engram_status","arguments":null}`, `{"name":"engram_status","arguments":[1]}`, `{"name":null}`,
		`{"name":"engram_st\u0061tus"}`, `{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}`,
		`{"_META":{"io.modelcontextprotocol/protocolVersion":"x"}}`, `{"_meta":null}`, `{"_mEtA":{}}`, `{"_met\u0061":{}}`,
		`{"ſ":1,"name":"x"}`, `{}`, `[]`, `null`, `"tools/call"`, `"2.0"`, `"t\u00e9"`, "\"\xff\"", `"a\tb"`, `"<&>"`, `5`,
		` { "name" : "engram_load" , "arguments" : { "query" : "}" } } `, `{"requestState":"x","name":"engram_status"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		if !json.Valid(raw) {
			return
		}
		if s, ok := plainString(raw); ok {
			var want string
			if err := json.Unmarshal(raw, &want); err != nil || s != want {
				t.Errorf("plainString(%q) = %q; Unmarshal gives %q (%v)", raw, s, want, err)
			}
		}
		if metaFree(raw) {
			if _, modern, err := modernEraDecoded(raw); modern || err != nil {
				t.Errorf("metaFree(%q), but the decode finds it modern (%v, %v)", raw, modern, err)
			}
		}
		if p, ok := scanToolParams(raw); ok {
			var want callToolParams
			if err := json.Unmarshal(raw, &want); err != nil || p.Name != want.Name || string(p.Arguments) != string(want.Arguments) ||
				want.RequestState != "" || want.InputResponses != nil {
				t.Errorf("scanToolParams(%q) = %q, %s; Unmarshal gives %+v (%v)", raw, p.Name, p.Arguments, want, err)
			}
		}
	})
}

// modernEraDecoded is modernEra with the scans off.
func modernEraDecoded(params json.RawMessage) (era, bool, error) {
	saved := decodeFastOn
	decodeFastOn = false
	defer func() { decodeFastOn = saved }()
	return modernEra(params)
}
