package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// This file is the CLI of the read path and the store: init, load, route,
// search, verify, rehash, status. Each command declares its own flags
// (flags.go), calls an operation, and prints text or the --json envelope;
// printOutcome and the terminal checks here serve every command.

// printOutcome writes text, or the envelope with --json.
func printOutcome(w io.Writer, o outcome, asJSON bool, ok bool) {
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.Encode(o.envelope(ok))
		return
	}
	io.WriteString(w, o.text)
	if !strings.HasSuffix(o.text, "\n") && o.text != "" {
		io.WriteString(w, "\n")
	}
}

func cmdLoad(e *env, args []string) error {
	c := dataCommandFlags(e, "load", "[task] [--id ID[,ID]] [--budget N] [--disclosure tiered|cards|bodies] [--full] [--explain] [--json]")
	id := c.String("id", "", "load exactly these memory ids (comma separated); ignores the budget")
	budget := c.Int("budget", 0, "token budget (default: load.max_tokens)")
	disclosure := c.String("disclosure", "tiered", "tiered, cards or bodies")
	full := c.Bool("full", false, "whole files, no budget (the broader legacy output)")
	explain := c.Bool("explain", false, "say why each memory was selected or omitted")
	pos, err := c.parse(args)
	if err != nil {
		return err
	}
	if !contains([]string{"tiered", "cards", "bodies"}, *disclosure) {
		return usageError("--disclosure must be tiered, cards or bodies")
	}
	if *budget < 0 || *budget == 0 && c.given("budget") {
		return usageError("--budget must be a positive number of tokens")
	}
	req := loadRequest{query: strings.Join(pos, " "), ids: splitIDs(*id), budget: *budget, disclosure: *disclosure, full: *full, explain: *explain}
	if req.query == "" && len(req.ids) == 0 {
		req.query = "session start"
	}
	v, err := c.view()
	if err != nil {
		return err
	}
	o, err := opLoad(v, req)
	if err != nil {
		var nf *notFoundError
		if errors.As(err, &nf) {
			return newOpError(kindNotFound, err, "run 'engram search <words>' to find the id")
		}
		return err
	}
	c.print(o, true)
	return nil
}

func cmdRoute(e *env, args []string) error {
	c := dataCommandFlags(e, "route", "<task> [--limit N] [--json]")
	limit := c.Int("limit", 0, "at most this many memories, prerequisites included (default: load.limit)")
	pos, err := c.parse(args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return usageError("route needs a task", `for example: engram route "add a database migration"`)
	}
	if *limit < 0 || *limit == 0 && c.given("limit") {
		return usageError("--limit must be a positive whole number") // it fell back to the default unsaid
	}
	v, err := c.view()
	if err != nil {
		return err
	}
	c.print(opRoute(v, strings.Join(pos, " "), *limit), true)
	return nil
}

func cmdSearch(e *env, args []string) error {
	c := dataCommandFlags(e, "search", "<query> [--limit N] [--json]")
	limit := c.Int("limit", 10, "at most this many results")
	pos, err := c.parse(args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return usageError("search needs a query", `for example: engram search "database migration"`)
	}
	if *limit < 1 {
		return usageError("--limit must be a positive whole number") // it fell back to 10 unsaid
	}
	v, err := c.view()
	if err != nil {
		return err
	}
	if v.s.ws == nil && v.s.global == nil {
		return noStore(c.workspace()) // "no memory matched" read as a store searched
	}
	c.print(opSearch(v, strings.Join(pos, " "), *limit), true)
	return nil
}

func cmdVerify(e *env, args []string) error {
	c := dataCommandFlags(e, "verify", "[--json]")
	if err := c.parseNone(args); err != nil {
		return err
	}
	ws := c.workspace()
	if _, ok := workspaceStoreDir(ws); !ok && (storeRootRefused(ws) != nil || !isDir(globalStoreDir(e))) {
		// No store anywhere: "verified 0 memory files: all hashes match"
		// and exit 0 let a CI job run in the wrong folder pass. A project
		// store reached through a link is never read, so nothing of it was
		// verified either: it said "no store found (run 'engram init')",
		// which init refuses, and passed; it fails as rehash does (exit 4).
		return noStore(ws)
	}
	o, err := opVerify(e, ws, 0)
	if err != nil {
		return err
	}
	ok := o.data.(verifyData).OK
	c.print(o, ok)
	if !ok {
		return errSilent{code: exitIntegrity}
	}
	return nil
}

func cmdStatus(e *env, args []string) error {
	c := dataCommandFlags(e, "status", "[--json]")
	if err := c.parseNone(args); err != nil {
		return err
	}
	v, err := c.view()
	if err != nil {
		return err
	}
	c.print(opStatus(v), true)
	return nil
}

// cmdRehash records the current sha256 of every durable memory file and
// refreshes the index entries. It is the human's "I reviewed this edit".
func cmdRehash(e *env, args []string) error {
	c := commandFlags(e, "rehash", "[--global]")
	global := c.Bool("global", false, "rehash the global store")
	if err := c.parseNone(args); err != nil {
		return err
	}
	dir, err := targetStoreDir(e, *c.ws, *global)
	if err != nil {
		return err
	}
	var bad []string
	rep := &indexReport{unparsable: func(file string, err error) { bad = append(bad, fmt.Sprintf("%s: %v", file, err)) }}
	// A large store takes seconds: say how far it got, on a terminal only
	// (a log or a pipe gets no carriage returns).
	progress := isTerminalOut(e.stderr)
	if progress {
		rep.read = func(done int) {
			if done%250 == 0 {
				fmt.Fprintf(e.stderr, "\rrehashing: %d files read", done)
			}
		}
	}
	n, sealed, err := rehashStoreSealing(dir, scopeName(*global), rep, noteSealKey(e), func(err error) {
		fmt.Fprintf(e.stdout, "working notes not sealed: %s\n", escapeName(err.Error()))
	})
	if progress && n >= 250 {
		fmt.Fprint(e.stderr, "\r\033[K")
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "rehashed %s in %s\n", plural(n, "memory file", "memory files"), escapeName(dir))
	for _, f := range sealed {
		// A note reads load from now on: said, as a clone's would be.
		fmt.Fprintf(e.stdout, "sealed working note %s: reads load it from now on\n", escapeName(f))
	}
	if len(bad) > 0 {
		for _, b := range bad {
			fmt.Fprintf(e.stdout, "unparsable %s\n", b)
		}
		return newOpError(kindIntegrity, fmt.Errorf("%s; reads skip %s until %s fixed", plural(len(bad), "memory file does not parse", "memory files do not parse"), pick(len(bad), "it", "them"), pick(len(bad), "it is", "they are")),
			"fix each file at the line named, then run 'engram rehash' again; or 'engram forget <id>' to remove it")
	}
	return nil
}

// isTerminal reports whether r is an interactive terminal.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	// /dev/null is a character device too, and is what CI and hosts give.
	if null, err := os.Stat(os.DevNull); err == nil && os.SameFile(fi, null) {
		return false
	}
	return true
}

// isTerminalOut reports whether an output stream is an interactive terminal.
func isTerminalOut(w io.Writer) bool {
	r, ok := w.(io.Reader)
	return ok && isTerminal(r)
}

func scopeName(global bool) string {
	if global {
		return scopeGlobal
	}
	return scopeWorkspace
}

// targetStoreDir is the existing store a write command works on.
func targetStoreDir(e *env, ws string, global bool) (string, error) {
	if global {
		dir := globalStoreDir(e)
		if !isDir(dir) {
			return "", newOpError(kindNotFound, fmt.Errorf("no global store at %s", dir), "run 'engram init --global'")
		}
		return dir, nil
	}
	workspace := resolveWorkspace(e, ws)
	dir, ok := workspaceStoreDir(workspace)
	if !ok {
		return "", noStore(workspace)
	}
	return dir, nil
}

// cmdInit creates the store layout. It is idempotent and never overwrites an
// existing config, index, hashes or changelog.
func cmdInit(e *env, args []string) error {
	c := commandFlags(e, "init", "[--global] [--workspace DIR]")
	global := c.Bool("global", false, "create the global store instead")
	if err := c.parseNone(args, "to create the store in another folder: engram init --workspace DIR (the folder must exist)"); err != nil {
		return err
	}
	var dir, workspace string
	if *global {
		dir = globalStoreDir(e)
	} else {
		workspace = c.workspace()
		// A mistyped --workspace must not create a project folder: init
		// makes the store inside a folder that exists.
		if fi, err := os.Stat(workspace); err != nil || !fi.IsDir() {
			return newOpError(kindNotFound, fmt.Errorf("no folder %s", workspace), "create the project folder first, or run 'engram init' inside it")
		}
		if err := storeRootRefused(workspace); err != nil {
			return noStore(workspace)
		}
		var ok bool
		if dir, ok = workspaceStoreDir(workspace); !ok {
			dir = filepath.Join(workspace, storeDirName)
			// A clone's .agents linked to ../elsewhere made init create
			// the store there, outside the project, which every read then
			// refused (storefs.go).
			if err := checkStorePath(workspace, filepath.ToSlash(storeDirName)); err != nil {
				return newOpError(kindIntegrity, fmt.Errorf("the store folder is refused: %w", err), "replace the link with a folder; Engram never writes through a link out of a project")
			}
		}
	}
	created, err := initStore(dir)
	if err != nil {
		return err
	}
	if !*global && sameDir(workspace, homeDir(e)) {
		// resolveWorkspace walks up to the nearest store: every folder under
		// home without its own .git or store would use this one.
		fmt.Fprintln(e.stderr, "engram: note: this store is in your home folder, so every folder under it without its own .git or store uses it; for one project run 'engram init' inside it, for memories of every project 'engram init --global'")
	}
	if created {
		fmt.Fprintf(e.stdout, "created the store in %s\n", escapeName(dir))
	} else {
		fmt.Fprintf(e.stdout, "the store in %s is ready\n", escapeName(dir))
	}
	return nil
}
