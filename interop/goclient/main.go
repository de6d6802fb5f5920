// Command goclient drives a server with the official Go SDK client
// (github.com/modelcontextprotocol/go-sdk, pinned in ../go.mod) and prints
// what it observed as one JSON object; the interop flows assert on it.
//
//	goclient [-version V] -- SERVER [ARGS...]
//
// Without -version the client keeps its defaults: v1.8.0 probes with
// server/discover and falls back to initialize only if the server is not
// modern. With -version it asks for that version instead.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type toolSeen struct {
	Name         string `json:"name"`
	Title        string `json:"title"`
	ReadOnlyHint bool   `json:"readOnlyHint"`
}

type wireErr struct {
	Code    int64  `json:"code"`
	Message string `json:"message"`
}

type report struct {
	ProtocolVersion string              `json:"protocolVersion"`
	Instructions    string              `json:"instructions"`
	ServerInfo      *mcp.Implementation `json:"serverInfo"`
	Capabilities    any                 `json:"capabilities"`
	Tools           []toolSeen          `json:"tools"`
	Search          *mcp.CallToolResult `json:"search"`
	Load            *mcp.CallToolResult `json:"load"`
	UnknownTool     *wireErr            `json:"unknownTool"`
	Oversize        *wireErr            `json:"oversize"`
	Error           string              `json:"error,omitempty"`
}

func main() {
	version := flag.String("version", "", "protocol version to ask for (default: the SDK's own)")
	query := flag.String("query", "database migration", "engram_search query")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: goclient [-version V] -- SERVER [ARGS...]")
		os.Exit(2)
	}
	r := drive(*version, *query, flag.Args())
	json.NewEncoder(os.Stdout).Encode(r)
	if r.Error != "" {
		os.Exit(1)
	}
}

func drive(version, query string, server []string) (r report) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	client := mcp.NewClient(&mcp.Implementation{Name: "engram-interop-go", Version: "1"}, nil)
	cmd := exec.Command(server[0], server[1:]...)
	cmd.Stderr = os.Stderr
	var opts *mcp.ClientSessionOptions
	if version != "" {
		opts = &mcp.ClientSessionOptions{ProtocolVersion: version}
	}
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, opts)
	if err != nil {
		r.Error = "connect: " + err.Error()
		return r
	}
	defer cs.Close()
	init := cs.InitializeResult()
	r.ProtocolVersion, r.Instructions, r.ServerInfo, r.Capabilities = init.ProtocolVersion, init.Instructions, init.ServerInfo, init.Capabilities
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		r.Error = "tools/list: " + err.Error()
		return r
	}
	for _, t := range tools.Tools {
		seen := toolSeen{Name: t.Name, Title: t.Title}
		if t.Annotations != nil {
			seen.ReadOnlyHint = t.Annotations.ReadOnlyHint
		}
		r.Tools = append(r.Tools, seen)
	}
	if r.Search, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "engram_search", Arguments: map[string]any{"query": query}}); err != nil {
		r.Error = "tools/call engram_search: " + err.Error()
		return r
	}
	if r.Load, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "engram_load", Arguments: map[string]any{"query": query, "budget_tokens": 400}}); err != nil {
		r.Error = "tools/call engram_load: " + err.Error()
		return r
	}
	_, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "engram_nope", Arguments: map[string]any{}})
	var we *jsonrpc.Error
	if errors.As(err, &we) {
		r.UnknownTool = &wireErr{Code: we.Code, Message: we.Message}
	} else {
		r.Error = fmt.Sprintf("tools/call engram_nope: want a JSON-RPC error, got %v", err)
		return r
	}
	// A request over the server's 4 MiB limit for one message must come
	// back as an error for this call, not as the context's timeout.
	text := strings.Repeat("Always run the migrations first. ", 140000)
	_, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "engram_save", Arguments: map[string]any{"text": text}})
	if errors.As(err, &we) {
		r.Oversize = &wireErr{Code: we.Code, Message: we.Message}
	} else {
		r.Error = fmt.Sprintf("tools/call engram_save of %d bytes: want a JSON-RPC error, got %v", len(text), err)
	}
	return r
}
