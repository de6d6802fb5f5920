package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// This file owns engram-mcp next to engram: the one binary under its second
// name, which hosts start. Link creates it, link, upgrade and install-alias
// replace an older build's, and none of them replaces a newer one.

// serverAliasPath is where engram-mcp goes next to the running engram, or
// "" when this executable is the server itself.
func serverAliasPath(e *env) string {
	exe, err := e.executable()
	if err != nil {
		return ""
	}
	if resolved, err := filepath.EvalSymlinks(exe); err == nil {
		exe = resolved
	}
	if isServerName(exe) {
		return ""
	}
	ext := ""
	if runtime.GOOS == "windows" {
		ext = ".exe"
	}
	return filepath.Join(filepath.Dir(exe), "engram-mcp"+ext)
}

// serverAliasMissing reports whether link would create engram-mcp.
func serverAliasMissing(e *env) bool {
	p := serverAliasPath(e)
	if p == "" {
		return false
	}
	_, err := os.Lstat(p)
	return err != nil
}

// ensureServerAlias creates engram-mcp next to the running engram when it
// is missing, so `go install` users get a server on PATH without npx
// (DESIGN.md §1), and replaces it when the caller found it stale
// (serverAliasStale). It returns what it did, for stderr.
func ensureServerAlias(e *env, stale bool) (string, error) {
	exe, err := e.executable()
	if err != nil {
		return "", err
	}
	if resolved, err := filepath.EvalSymlinks(exe); err == nil {
		exe = resolved
	}
	alias := serverAliasPath(e)
	if alias == "" {
		return "", nil
	}
	if _, err := os.Lstat(alias); err == nil {
		if !stale {
			return "", nil
		}
		how, err := replaceServerAlias(exe, alias)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("replaced %s, an older engram build, with a %s of %s", alias, how, filepath.Base(exe)), nil
	}
	how, err := linkOrCopy(exe, alias)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("created %s (%s of %s) so hosts can start the server without npx", alias, how, filepath.Base(exe)), nil
}

// serverAliasStale reports whether engram-mcp next to the running engram is
// an older engram build. 'go install' (or a copied release) writes engram
// as a new file, so the hard link or copy made before kept running the old
// server while install-alias said "already exists" and link and upgrade took
// it for current (walk45). Only a regular file that is not engram itself,
// differs from it and holds the package's name counts as ours: a symlink
// follows engram already, and any other file is the user's.
func serverAliasStale(e *env) bool {
	alias, exe, ok := otherServerAlias(e)
	if !ok {
		return false
	}
	if _, newer := serverAliasNewer(e); newer {
		return false
	}
	old, err := os.ReadFile(alias)
	if err != nil || !bytes.Contains(old, []byte(npmPackage)) {
		return false
	}
	cur, err := os.ReadFile(exe)
	return err == nil && !bytes.Equal(old, cur)
}

// otherServerAlias returns engram-mcp next to the running engram, and the
// running engram, when engram-mcp is a regular file that is not engram
// itself: a symlink follows engram already.
func otherServerAlias(e *env) (alias, exe string, ok bool) {
	exe, err := e.executable()
	alias = serverAliasPath(e)
	if err != nil || alias == "" {
		return "", "", false
	}
	if resolved, err := filepath.EvalSymlinks(exe); err == nil {
		exe = resolved
	}
	ai, err := os.Lstat(alias)
	if err != nil || !ai.Mode().IsRegular() {
		return "", "", false
	}
	if ei, err := os.Stat(exe); err != nil || os.SameFile(ai, ei) {
		return "", "", false
	}
	return alias, exe, true
}

// serverAliasNewer returns the version of engram-mcp next to the running
// engram when it is a later engram build: an older engram run by mistake
// (an old install earlier on PATH, a stale copy) must not downgrade the
// server every host runs. Builds that record no version are not ordered.
func serverAliasNewer(e *env) (string, bool) {
	alias, _, ok := otherServerAlias(e)
	if !ok {
		return "", false
	}
	theirs, ok := aliasVersion(alias)
	if !ok {
		return "", false
	}
	c, ok := compareVersions(theirs, engramVersion())
	return theirs, ok && c > 0
}

// aliasVersion asks the engram build at alias for its version: the release
// stamp is set at link time and -trimpath keeps it out of the recorded build
// info, so the file cannot be read for it. It runs as "engram version", since
// a binary started as engram-mcp serves MCP (isServerName reads argv[0]). A
// build that does not answer, or is not an engram, gives no version.
func aliasVersion(alias string) (string, bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, alias, "version")
	cmd.Args[0] = "engram"
	out, err := cmd.Output()
	v := strings.TrimSpace(string(out))
	if _, ok := parseSemver(v); err != nil || !ok {
		return "", false
	}
	return v, true
}

// newerAliasNote says why a newer engram-mcp was left as it is.
func newerAliasNote(e *env, theirs string) string {
	return fmt.Sprintf("left %s (%s) as it is: it is a newer engram build than this engram (%s); run the newer engram, or install this version again", serverAliasPath(e), theirs, engramVersion())
}

// replaceServerAlias puts a fresh link (or copy) of exe in alias's place by
// a rename, so a failure leaves the old one working rather than none.
func replaceServerAlias(exe, alias string) (string, error) {
	tmp := alias + ".new"
	os.Remove(tmp) // a leftover of a run cut short
	how, err := linkOrCopy(exe, tmp)
	if err != nil {
		return "", err
	}
	if err := os.Rename(tmp, alias); err != nil {
		os.Remove(tmp)
		return "", err
	}
	return how, nil
}

// linkOrCopy tries a hard link, then a symlink, then a copy. The copy goes
// through a temp file and a rename: a copy cut short (a full disk, a kill)
// must leave no engram-mcp at all, since ensureServerAlias takes any file
// there for a working one and would never repair a truncated binary.
func linkOrCopy(src, dst string) (string, error) {
	if !testAliasCopyOnly() {
		if os.Link(src, dst) == nil {
			return "hard link", nil
		}
		if os.Symlink(src, dst) == nil {
			return "symlink", nil
		}
	}
	data, err := os.ReadFile(src)
	if err != nil {
		return "", err
	}
	if err := writeBesideUser(dst, 0o755, data); err != nil { // hosts_apply.go
		return "", err
	}
	return "copy", nil
}

func cmdInstallAlias(e *env, args []string) error {
	if len(args) > 0 {
		if args[0] == "-h" || args[0] == "--help" {
			fmt.Fprintln(e.stdout, "Usage: engram install-alias\n\nCreates engram-mcp (a link or copy of this executable) next to engram when it is missing, or replaces one that is an older engram build.")
			return nil
		}
		return usageError("install-alias takes no arguments")
	}
	msg, err := ensureServerAlias(e, serverAliasStale(e))
	if err != nil {
		return fmt.Errorf("creating engram-mcp: %w", err)
	}
	if theirs, newer := serverAliasNewer(e); newer && msg == "" {
		msg = newerAliasNote(e, theirs)
	}
	if msg == "" {
		msg = "engram-mcp already exists next to engram"
	}
	fmt.Fprintf(e.stderr, "engram: %s\n", msg)
	return nil
}
