package main

import (
	"debug/buildinfo"
	"os"
	"sync"
)

// ourModules are the Go module paths Engram's binary is built from (the
// first builds were module "engram").
var ourModules = map[string]bool{"github.com/the-long-ride/engram": true, "engram": true}

// otherBinaries caches otherEngramBinary by file and its size and time.
var otherBinaries sync.Map

// otherEngramBinary reports whether program, a host entry's command found
// on the env's PATH as the host would find it, is a Go program built from
// another module than Engram's: another tool named engram (Gentleman
// Programming's engram serves MCP as a bare `engram mcp` too, the entry its
// README tells users to write for Claude Code, Cursor, Windsurf,
// Antigravity and Gemini CLI). Its build info is read from the file, never
// by running it. A program that is not found, not a Go program (a script,
// npm's launcher) or has no module path is not known to be another's.
func otherEngramBinary(e *env, program string) bool {
	p := lookPathEnv(e, program)
	if p == "" {
		return false
	}
	fi, err := os.Stat(p)
	if err != nil {
		return false
	}
	key := struct {
		path string
		size int64
		mod  int64
	}{p, fi.Size(), fi.ModTime().UnixNano()}
	if v, ok := otherBinaries.Load(key); ok {
		return v.(bool)
	}
	other := false
	if info, err := buildinfo.ReadFile(p); err == nil && info.Main.Path != "" {
		other = !ourModules[info.Main.Path]
	}
	otherBinaries.Store(key, other)
	return other
}
