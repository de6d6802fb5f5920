// Engram keeps a project's rules, decisions, workflows and facts as reviewed
// Markdown files in the repository, recalls the right ones for each task
// within a token budget, and writes new ones only after a human approved the
// exact text. One binary is both the CLI (engram) and the MCP server
// (engram-mcp, or engram mcp) for Claude Code, Codex, Gemini CLI, Antigravity,
// Cursor, OpenCode and Windsurf.
//
// Usage:
//
//	engram <command> [options]
//	engram-mcp [--always-load] [--no-elicitation] [--workspace DIR]
//
// # Commands
//
//	init              create .agents/.engram/ (or --global)
//	load, route       what an agent gets for a task; --json for the envelope
//	search            memories by words, best first
//	verify, rehash    check hashes (exit 4 on a mismatch); accept a reviewed edit
//	status, doctor    health and counts; store, config and host checks
//	save, save-session (ss), commit
//	                  propose with verdicts; write what the human approved
//	note, promote     working-tier notes; make one durable
//	set-role, set-rule-variant
//	link, unlink, upgrade, install-alias
//	                  register engram-mcp with a host
//	hook session-start
//	                  the Claude SessionStart hook
//	benchmark         score recall on a case file
//	demo, version, help
//
// # Exit codes
//
//	0 ok, 1 error, 2 usage, 3 config, 4 integrity, 5 policy (a secret or an
//	instruction-like text was refused), 7 not found.
//
// # Server
//
// engram-mcp speaks JSON-RPC 2.0 on stdin and stdout, one message per line,
// in two protocol eras at once: the legacy era negotiated by initialize
// (2024-11-05 to 2025-11-25) and the stateless MCP 2026-07-28, chosen per
// request by params._meta. stdout carries JSON-RPC only; hints go to stderr.
// Unknown options are ignored with a hint.
//
// # Files
//
// The data flows one way: stdin → rpc.go (framing, error codes) → eras.go
// (versions) → tools.go (method table) → a tool (readtools.go, writetools.go,
// notes.go, resources.go, prompts.go) → the store (store.go, memory.go,
// txn.go) → rpc.go → stdout. The CLI (main.go, cli.go, writecli.go,
// notecli.go, hosts.go) calls the same operations (ops.go, writeops.go).
package main
