package main

import (
	"encoding/json"
	"testing"
)

// TestEnvelopeMatchesMarshal holds resultLine to json.Marshal of the same
// message: ids as clients send them (numbers, strings, escapes, text that
// json.Marshal would escape) and results with what it escapes. Where
// resultLine declines, the caller marshals.
func TestEnvelopeMatchesMarshal(t *testing.T) {
	skipWithoutSpeedups(t) // resultLine is the speed-up; with it off every message is marshalled
	ids := []string{`1`, `-7`, `1.5e3`, `0`, `"a"`, `"engram-12"`, `"with space"`, `"\u00e9t\u00e9"`, `"été"`, `"a\"b"`, `"<b>"`, `"a&b"`,
		"\"line\u2028sep\"", "\"para\u2029sep\"", `"\n"`, `"😀"`}
	results := []any{
		map[string]any{}, []int{1, 2}, "text", nil, 3.25,
		map[string]any{"html": "<script>&</script>", "sep": "a\u2028b\u2029c", "nested": []any{map[string]any{"k": "v"}}},
		&callToolResult{Content: []textContent{{Type: "text", Text: "Memories: 5 <visible> & fine\n"}}},
	}
	declined := 0
	for _, id := range ids {
		for _, res := range results {
			m := response(json.RawMessage(id), res, nil)
			want, err := json.Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			if plain, _ := json.Marshal(res); string(m.Result) != string(plain) {
				t.Errorf("id %s: result %s, json.Marshal gives %s", id, m.Result, plain)
			}
			got, ok := resultLine(m)
			if !ok {
				declined++
				continue
			}
			if string(got) != string(want)+"\n" {
				t.Errorf("id %s result %v:\n got %s\nwant %s", id, res, got, want)
			}
			releaseLine(m) // its buffer serves the next answer: the comparisons above must hold on reused buffers

		}
	}
	if want := 4 * len(results); declined != want { // the four ids with <, &, U+2028, U+2029
		t.Errorf("resultLine declined %d messages, want %d", declined, want)
	}
	for _, m := range []*jsonrpcMessage{
		response(json.RawMessage(`1`), nil, errInvalidParams),
		{JSONRPC: "2.0", Method: "notifications/resources/list_changed"},
		{JSONRPC: "2.0", ID: json.RawMessage(`"engram-1"`), Method: "elicitation/create", Params: json.RawMessage(`{}`)},
	} {
		if _, ok := resultLine(m); ok {
			t.Errorf("resultLine took %+v, which is not a marshalled result", m)
		}
	}
}
