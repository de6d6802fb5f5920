package main

import (
	"bufio"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
)

// This file is `engram demo`: it copies the example store embedded in the
// binary into a temporary workspace, starts this same binary as engram-mcp
// in a child process, and drives a short MCP session over its stdin and
// stdout, printing each exchange. It shows the real server; it implements
// nothing of its own.

// The example store is embedded file by file, not as all:example: the
// whole folder would carry whatever a run inside example/ left there (the
// prepared cache in .cache, usage.json, a lock) into every binary built
// after it, and rebuild it each time they change.
//
//go:embed example/.agents/.engram/.gitignore example/.agents/.engram/changelog.md
//go:embed example/.agents/.engram/engram.config.json example/.agents/.engram/memory.hashes.json example/.agents/.engram/memory.index.json
//go:embed example/.agents/.engram/archive/.keep example/.agents/.engram/inbox/.keep example/.agents/.engram/proposals/.keep example/.agents/.engram/quarantine/.keep
//go:embed example/.agents/.engram/rules/*.md example/.agents/.engram/skills/*.md example/.agents/.engram/knowledge/*.md
var exampleFS embed.FS

func cmdDemo(e *env, args []string) error {
	fs := newFlags(e, "demo", "[--keep]")
	keep := fs.Bool("keep", false, "keep the temporary workspace and print its path")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if err := noArguments(fs, pos); err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "engram-demo-")
	if err != nil {
		return err
	}
	if !*keep {
		defer os.RemoveAll(dir)
	}
	// A reader that stops early (`engram demo | head`) or a Ctrl-C would
	// otherwise end the process before the removal above runs, leaving a
	// store in the temp folder per run. Caught, a closed stdout becomes a
	// write error that ends the script, and an interrupt stops the child.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGPIPE)
	defer signal.Stop(sig)
	if err := copyExample(dir); err != nil {
		return fmt.Errorf("copying the example store: %w", err)
	}
	self, err := e.executable()
	if err != nil {
		return err
	}
	cmd := exec.Command(self, "mcp", "--workspace", dir)
	cmd.Stderr = e.stderr
	cmd.Env = append(os.Environ(), "ENGRAM_GLOBAL_DIR="+filepath.Join(dir, "no-global"))
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("starting engram-mcp: %w", err)
	}
	interrupted := make(chan struct{})
	done := make(chan struct{})
	defer close(done)
	go func() {
		for {
			select {
			case s := <-sig:
				if s == os.Interrupt {
					close(interrupted)
					cmd.Process.Kill()
					return
				}
			case <-done:
				return
			}
		}
	}()
	out := &demoOut{w: e.stdout}
	c := &demoClient{w: stdin, r: bufio.NewReader(stdout), out: out}
	err = c.script(dir)
	stdin.Close()
	if werr := cmd.Wait(); err == nil && werr != nil {
		err = fmt.Errorf("engram-mcp exited: %w", werr)
	}
	select {
	case <-interrupted:
		return errors.New("interrupted")
	default:
	}
	if out.err != nil {
		// The reader went away (`| head`): what it wanted was printed.
		return nil
	}
	if *keep {
		fmt.Fprintf(e.stdout, "\nworkspace kept at %s\n", dir)
	}
	return err
}

func copyExample(dst string) error {
	example, err := fs.Sub(exampleFS, "example")
	if err != nil {
		return err
	}
	return copyFS(dst, example)
}

// copyFS copies every folder and file of fsys into dst, as the current
// user's (0755 folders, 0644 files); the tests copy their fixtures with it.
func copyFS(dst string, fsys fs.FS) error {
	return fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		target := filepath.Join(dst, filepath.FromSlash(p))
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
}

// demoClient speaks JSON-RPC to the child server and prints the exchange.
type demoClient struct {
	w      io.Writer
	r      *bufio.Reader
	out    io.Writer
	nextID int
}

func (c *demoClient) script(dir string) error {
	fmt.Fprintf(c.out, "Engram demo: a real engram-mcp process serving the example store in %s\n", dir)
	steps := []struct {
		title, method string
		params        any
	}{
		{"Handshake (legacy era)", "initialize", map[string]any{"protocolVersion": "2025-11-25", "capabilities": map[string]any{}, "clientInfo": map[string]any{"name": "engram-demo", "version": engramVersion()}}},
		{"The tools the agent sees", "tools/list", nil},
		{"Route a task: which memories apply, prerequisites first", "tools/call", toolParams("engram_route", map[string]any{"query": "release the API to production"})},
		{"Search by words", "tools/call", toolParams("engram_search", map[string]any{"query": "database migration"})},
		{"Load within a 200-token budget: bodies first, then cards, then omitted ids", "tools/call", toolParams("engram_load", map[string]any{"query": "add a database migration and release it", "budget_tokens": 200})},
		{"A task the project has no memory for: nothing is loaded", "tools/call", toolParams("engram_load", map[string]any{"query": "order pizza for the team offsite"})},
		{"Propose a memory: nothing is written, the human sees the verdict and the exact file", "tools/call", toolParams("engram_save", map[string]any{"text": "Never deploy on Friday afternoons; wait for Monday", "type": "rule"})},
		{"After the human approved in chat, the agent commits with the token", "tools/call", nil},
		{"Verify every memory file against its recorded hash", "tools/call", toolParams("engram_verify", map[string]any{})},
		{"The same server speaks MCP 2026-07-28 on the same connection", "server/discover", map[string]any{"_meta": map[string]any{metaProtocolVersion: version20260728, metaClientCapabilities: map[string]any{}}}},
	}
	token := ""
	for _, st := range steps {
		fmt.Fprintf(c.out, "\n== %s\n", st.title)
		if st.params == nil && st.method == "tools/call" {
			st.params = toolParams("engram_commit", map[string]any{"approval_token": token, "approve": "all"})
		}
		res, err := c.call(st.method, st.params)
		if err != nil {
			return err
		}
		if o, ok := c.out.(*demoOut); ok && o.err != nil {
			return o.err
		}
		c.show(st.method, res)
		if sc, ok := res["structuredContent"].(map[string]any); ok {
			if d, ok := sc["data"].(map[string]any); ok && d["approval_token"] != nil {
				token, _ = d["approval_token"].(string)
			}
		}
		if st.method == "initialize" {
			c.send(map[string]any{"jsonrpc": "2.0", "method": "notifications/initialized"})
		}
	}
	return nil
}

// demoOut is the demo's stdout, remembering the first failed write (a
// reader that closed the pipe) so the script stops there.
type demoOut struct {
	w   io.Writer
	err error
}

func (o *demoOut) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	o.err = err
	return n, err
}

func toolParams(name string, args map[string]any) map[string]any {
	return map[string]any{"name": name, "arguments": args}
}

func (c *demoClient) send(msg any) error {
	data, _ := json.Marshal(msg)
	_, err := c.w.Write(append(data, '\n'))
	return err
}

func (c *demoClient) call(method string, params any) (map[string]any, error) {
	c.nextID++
	msg := map[string]any{"jsonrpc": "2.0", "id": c.nextID, "method": method}
	if params != nil {
		msg["params"] = params
	}
	req, _ := json.Marshal(msg)
	fmt.Fprintf(c.out, "→ %s\n", truncateRunes(string(req), 160))
	if err := c.send(msg); err != nil {
		return nil, err
	}
	var resp struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
		Result map[string]any  `json:"result"`
		Error  *wireError      `json:"error"`
	}
	for {
		line, err := c.r.ReadBytes('\n')
		if err != nil {
			return nil, fmt.Errorf("reading the answer to %s: %w", method, err)
		}
		resp.ID, resp.Method = nil, ""
		if err := json.Unmarshal(line, &resp); err != nil {
			return nil, fmt.Errorf("the server wrote a line that is not JSON-RPC: %q", line)
		}
		if resp.Method == "" || len(resp.ID) > 0 {
			break
		}
		fmt.Fprintf(c.out, "← (notification) %s\n", resp.Method)
	}
	if resp.Error != nil {
		return nil, fmt.Errorf("%s failed: %d %s", method, resp.Error.Code, resp.Error.Message)
	}
	return resp.Result, nil
}

// show prints the interesting part of a result.
func (c *demoClient) show(method string, res map[string]any) {
	switch method {
	case "initialize":
		si, _ := res["serverInfo"].(map[string]any)
		fmt.Fprintf(c.out, "← protocol %v, server %v %v\n  instructions: %v\n", res["protocolVersion"], si["name"], si["version"], res["instructions"])
	case "tools/list":
		tools, _ := res["tools"].([]any)
		for _, t := range tools {
			tm, _ := t.(map[string]any)
			fmt.Fprintf(c.out, "← %v\n", tm["name"])
		}
	case "server/discover":
		fmt.Fprintf(c.out, "← supportedVersions %v, resultType %v, ttlMs %s, cacheScope %v\n", res["supportedVersions"], res["resultType"], jsonText(res["ttlMs"]), res["cacheScope"])
	default:
		content, _ := res["content"].([]any)
		for _, ct := range content {
			cm, _ := ct.(map[string]any)
			lines := strings.Split(strings.TrimRight(fmt.Sprint(cm["text"]), "\n"), "\n")
			for i, l := range lines {
				if i == 24 && len(lines) > 28 {
					fmt.Fprintf(c.out, "← … (%d more lines)\n", len(lines)-27)
					lines, i = lines[len(lines)-3:], 0
					for _, t := range lines {
						fmt.Fprintf(c.out, "← %s\n", t)
					}
					break
				}
				fmt.Fprintf(c.out, "← %s\n", l)
			}
		}
		if sc, ok := res["structuredContent"].(map[string]any); ok {
			data, _ := json.Marshal(sc["data"])
			fmt.Fprintf(c.out, "  structuredContent.data: %s\n", truncateRunes(string(data), 300))
		}
	}
}
