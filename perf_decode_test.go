package main

import (
	"encoding/json"
	"testing"
)

// FuzzEnvelopeMembers holds scanEnvelope (perf_decode.go) to the map decode
// it replaces: for any line it takes, the members decodeMessage reads are
// byte for byte the map's, presence included. The seeds are run by every
// `go test`: messages as clients send them, duplicates, nesting, escapes in
// values, white space everywhere, and lines it must leave to the map
// (escaped names, non-objects, invalid JSON).
func FuzzEnvelopeMembers(f *testing.F) {
	for _, s := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"engram_status","arguments":{}}}`,
		` { "jsonrpc" : "2.0" , "id" : "a\"b}" , "method" : "x" , "params" : [ 1 , { "k" : "]}" } ] } `,
		"{\"jsonrpc\":\"2.0\",\n\t\"id\":-1.5e3,\r\n\"result\":{\"a\":[]},\"error\":null}",
		`{"id":1,"id":2,"method":"a","method":"b","params":null}`,
		`{"ID":1,"Method":"x","jsonrpc":"2.0"}`,
		`{"\u0069d":7,"method":"ping","jsonrpc":"2.0"}`,
		`{"method":"m\\\"","error":{"code":1,"message":"x"},"jsonrpc":true}`,
		`{}`, `[]`, `null`, `"x"`, `{"a":1`, `{"a":1}}`, `{"a":tru}`, `{"é":"ü","id":"\u00e9"}`,
		`{"params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}},"id":"<&>"}`,
		"{\"id\":\"\xff\",\"method\":\"\xfe\"}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		got, ok := scanEnvelope(line)
		var m map[string]json.RawMessage
		err := json.Unmarshal(line, &m)
		if !ok {
			return
		}
		if err != nil || m == nil {
			t.Fatalf("scanEnvelope took %q, which the map decode refuses (%v)", line, err)
		}
		want := membersOf(m)
		for _, p := range [][3]any{
			{"jsonrpc", got.jsonrpc, want.jsonrpc}, {"id", got.id, want.id}, {"method", got.method, want.method},
			{"params", got.params, want.params}, {"result", got.result, want.result}, {"error", got.errv, want.errv},
		} {
			g, w := p[1].(json.RawMessage), p[2].(json.RawMessage)
			if string(g) != string(w) || (g == nil) != (w == nil) {
				t.Errorf("%q: member %s is %q, the map has %q", line, p[0], g, w)
			}
		}
		if got.hasMethod != want.hasMethod || got.hasError != want.hasError {
			t.Errorf("%q: presence of method/error %v/%v, the map has %v/%v", line, got.hasMethod, got.hasError, want.hasMethod, want.hasError)
		}
	})
}

// BenchmarkDecodeMessage is decodeMessage on engram_status's request line,
// with the scan (perf_decode.go) and with the map decode.
func BenchmarkDecodeMessage(b *testing.B) {
	line := []byte(`{"jsonrpc":"2.0","id":17,"method":"tools/call","params":{"name":"engram_status","arguments":{}}}`)
	for _, on := range []bool{true, false} {
		b.Run(map[bool]string{true: "scan", false: "map"}[on], func(b *testing.B) {
			saved := decodeFastOn
			decodeFastOn = on
			defer func() { decodeFastOn = saved }()
			b.ReportAllocs()
			for b.Loop() {
				if _, err := decodeMessage(line); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
