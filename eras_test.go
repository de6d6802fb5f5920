package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"
)

// In MCP 2026-07-28 a server on stdio must not write requests to stdout:
// session.request refuses for a request served in that era and writes
// nothing, while a legacy request still reaches the client. The era comes
// from the request being served (call puts it in the context), so the
// test goes through call with a method that asks the client something.
func TestNoServerRequestsInModernEra(t *testing.T) {
	t.Parallel()
	const method = "test/ask-client"
	methodTable[method] = methodInfo{legacy: true, modern: true, handle: func(r *request) (any, error) {
		_, err := r.s.request(r.ctx, "elicitation/create", map[string]any{"message": "?"}, 50*time.Millisecond)
		return nil, err
	}}
	defer delete(methodTable, method)

	for _, tc := range []struct {
		name, params string
		wantErr      error
		wantWritten  bool
	}{
		{"modern", `{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{"elicitation":{"form":{}}}}}`, errOutboundModern, false},
		{"legacy", `{}`, errOutboundTimeout, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			s := &session{e: newEnv(strings.NewReader(""), &out, &bytes.Buffer{}), out: &lineWriter{w: &out},
				inflight: map[string]context.CancelFunc{}, outbound: map[string]chan *jsonrpcMessage{}}
			_, err := s.call(&jsonrpcMessage{JSONRPC: "2.0", ID: json.RawMessage("1"), Method: method, Params: json.RawMessage(tc.params)})
			if !errors.Is(err, tc.wantErr) {
				t.Errorf("error %v, want %v", err, tc.wantErr)
			}
			written := strings.Contains(out.String(), `"method":"elicitation/create"`)
			if written != tc.wantWritten {
				t.Errorf("request written to stdout: %v, want %v (stdout %q)", written, tc.wantWritten, out.String())
			}
		})
	}
}
