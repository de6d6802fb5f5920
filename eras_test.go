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

// TestNoServerRequestsInModernEra: a request served in MCP 2026-07-28
// writes no server-to-client request to stdout and fails at once, while a
// legacy request still reaches the client. The era is the one the request
// being served carries, set by call from its _meta.
func TestNoServerRequestsInModernEra(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name        string
		era         era
		wantErr     error
		wantWritten bool
	}{
		{"modern", era{modern: true, version: version20260728}, errOutboundModern, false},
		{"legacy", era{version: version20251125}, errOutboundTimeout, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			s := &session{e: newEnv(strings.NewReader(""), &out, &bytes.Buffer{}), out: &lineWriter{w: &out},
				inflight: map[string][]*inflightCall{}, outbound: map[string]chan *jsonrpcMessage{}}
			r := &request{s: s, msg: &jsonrpcMessage{JSONRPC: "2.0", ID: json.RawMessage("1")}, era: tc.era, ctx: context.Background()}
			_, err := r.askClient("elicitation/create", map[string]any{"message": "?"}, 50*time.Millisecond)
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
