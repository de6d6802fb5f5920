package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Exit codes, compatible with engram 0.0.28 (DESIGN.md §7).
const (
	exitOK        = 0
	exitError     = 1
	exitUsage     = 2
	exitConfig    = 3
	exitIntegrity = 4
	exitPolicy    = 5
	exitNotFound  = 7
)

// exitCodes maps each kind of failure (ops.go) to its exit code.
var exitCodes = map[errorKind]int{
	kindFailed:    exitError,
	kindUsage:     exitUsage,
	kindConfig:    exitConfig,
	kindIntegrity: exitIntegrity,
	kindPolicy:    exitPolicy,
	kindNotFound:  exitNotFound,
}

// env is everything a command may touch outside its arguments. Commands never
// reach for os.Stdout or os.Getenv directly, so tests can run them in-process
// and the MCP server can hand them its own streams.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	getenv func(string) string
	cwd    string
	now    func() time.Time
	// views is the MCP server's view of its workspace, which its own
	// writes read instead of the store's files (cache_serverview.go);
	// nil in the CLI.
	views *viewCache
	// exe, when set, is the running engram's path instead of
	// os.Executable's: tests that run link in process set it to the engram
	// they built, whose path and engram-mcp twin link writes.
	exe string
	// claudeManaged, when set, is Claude Code's policy folder instead of
	// the OS's (hosts_claudemanaged.go): tests point it into a temp dir,
	// so that the machine's own policy never decides their answers.
	claudeManaged string
}

// executable is the running engram's path, which link writes for hosts to
// start and places engram-mcp beside.
func (e *env) executable() (string, error) {
	if e.exe != "" {
		return e.exe, nil
	}
	return os.Executable()
}

func newEnv(stdin io.Reader, stdout, stderr io.Writer) *env {
	cwd, _ := os.Getwd()
	return &env{stdin: stdin, stdout: stdout, stderr: stderr, getenv: os.Getenv, cwd: cwd, now: clockFromEnv(os.Getenv)}
}

// clockFromEnv honours ENGRAM_NOW (RFC 3339) so that tests can set the
// time of each process (token expiry, note expiry). The clock stands still
// at that instant: a transcript recorded under it must not depend on how
// long the machine took to play it. Without it the real clock is used.
func clockFromEnv(getenv func(string) string) func() time.Time {
	if s := getenv("ENGRAM_NOW"); s != "" {
		if t, err := time.Parse(time.RFC3339, s); err == nil {
			return func() time.Time { return t }
		}
	}
	return time.Now
}

// command is one CLI verb. run returns an error; the single reporter in main
// turns it into stderr lines and an exit code.
type command struct {
	name    string
	summary string
	run     func(e *env, args []string) error
}

// commandTable is every command, in the order help lists them. It is a
// function, not a variable, because help and hook read their own summary
// from it, which would make a variable's initializer refer to itself.
func commandTable() []command {
	return []command{
		{"benchmark", "score recall on a case file (recall@k, MRR, abstention, tokens), or the write path's verdicts (--verdicts)", cmdBenchmark},
		{"commit", "write the candidates of an approval token", cmdCommit},
		{"demo", "run a real MCP session against a built-in example store", cmdDemo},
		{"doctor", "check the store, the config and every linked host (exit 1 when a check fails)", cmdDoctor},
		{"forget", "propose removing memories (or --archive); changes nothing until approved", cmdForget},
		{"hook", "run a host hook: session-start prints the memories for a new session", cmdHook},
		{"init", "create the store in this workspace (or --global)", cmdInit},
		{"install-alias", "create engram-mcp next to this engram executable", cmdInstallAlias},
		{"link", "register Engram with a host (claude, codex, gemini, antigravity, cursor, opencode, windsurf, all)", cmdLink},
		{"list", "list every durable memory with its type, scope, lifecycle and hash state", cmdList},
		{"load", "route a task and print its memories within a token budget (no task: the session-start set)", cmdLoad},
		{"mcp", "serve MCP on stdio (the same as running engram-mcp)", serveMCP},
		{"note", "save a redacted working-tier task note after one yes/cancel", cmdNote},
		{"notes", "list the live working notes with their expiry", cmdNotes},
		{"pending", "list open proposals (age, candidates, expiry); 'pending revoke <id>' cancels one, 'pending revoke --unsealed' every one your engram did not make", cmdPending},
		{"promote", "propose a working note as a durable memory (the only way to make it durable)", cmdPromote},
		{"rehash", "record the current hashes after a reviewed hand edit", cmdRehash},
		{"route", "classify a task and list the memories it routes to", cmdRoute},
		{"save", "propose one memory; writes only after approval (or --force)", cmdSave},
		{"save-session", "propose up to 8 memories, one per line (alias: ss)", cmdSaveSession},
		{"search", "search memories by query, best first", cmdSearch},
		{"set-role", "set the active roles (none clears them)", cmdSetRole},
		{"set-rule-variant", "set rule variants: off, light, balanced, strict or status", cmdSetRuleVariant},
		{"show", "show one memory as loaded, with its file path and status", cmdShow},
		{"status", "report the store's health and counts", cmdStatus},
		{"unlink", "remove Engram's entries, blocks and hooks from a host", cmdUnlink},
		{"upgrade", "re-pin and refresh every existing Engram host entry", cmdUpgrade},
		{"verify", "check every memory file against memory.hashes.json (exit 4 on mismatch)", cmdVerify},
		{"version", "print the Engram version (--json adds Go, OS and architecture)", cmdVersion},
	}
}

// findCommand looks a command up by name.
func findCommand(name string) (command, bool) {
	for _, c := range commandTable() {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

func main() {
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// run is main without os.Exit, so deferred calls run and tests can call it.
func run(argv []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	e := newEnv(stdin, stdout, stderr)
	defer stopOnStale(e, &code) // perf_textless.go
	keepRecovered()
	defer printRecovered(e) // a write of another process this one finished (recovernotice.go)
	return dispatch(e, argv)
}

// dispatch runs the command argv names in e and reports its outcome; tests
// call it with an env of their own to run commands in process.
func dispatch(e *env, argv []string) int {
	stdout, stderr := e.stdout, e.stderr
	if isServerName(argv[0]) {
		return report(e, serveMCP(e, argv[1:]))
	}
	if len(argv) < 2 {
		printUsage(stderr)
		return exitUsage
	}
	name, args := argv[1], argv[2:]
	switch name {
	case "-h", "--help", "help":
		if name == "help" && len(args) > 0 {
			// engram help <cmd> is engram <cmd> -h, as in go, git and gh.
			name, args = args[0], []string{"-h"}
			break
		}
		printUsage(stdout)
		return exitOK
	case "-v", "--version":
		name = "version"
	}
	if name == "ss" {
		name = "save-session"
	}
	cmd, ok := findCommand(name)
	if !ok {
		return report(e, unknownCommand(name))
	}
	return report(e, cmd.run(e, args))
}

// isServerName reports whether the binary was started as engram-mcp
// (DESIGN.md §1: basename of argv[0], ".exe" stripped).
func isServerName(argv0 string) bool {
	base := strings.TrimSuffix(filepath.Base(argv0), ".exe")
	return base == "engram-mcp"
}

func printUsage(w io.Writer) {
	fmt.Fprintf(w, "Engram keeps your project's rules, decisions and workflows as reviewed Markdown\nand recalls the right ones for each task.\n\nUsage: engram <command> [options]\n\nCommands:\n")
	for _, c := range commandTable() {
		fmt.Fprintf(w, "  %-17s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, "\nRun 'engram help <command>' (or 'engram <command> -h') for a command's options.\n'engram-mcp' (or 'engram mcp') serves MCP on stdio.\n")
}

// errSilent reports a failure whose details the command already printed
// (verify lists every mismatch itself); the reporter only sets the exit code.
type errSilent struct{ code int }

func (s errSilent) Error() string { return fmt.Sprintf("exit %d", s.code) }

// report is the only place that prints errors: "engram: <message>" and
// "engram: hint: <hint>" lines on stderr, lowercase, no final period.
func report(e *env, err error) int {
	if err == nil {
		return exitOK
	}
	var s errSilent
	if errors.As(err, &s) {
		return s.code
	}
	kind, hints := kindOf(err)
	code := exitCodes[kind]
	// A message names paths and values that are not Engram's (a folder
	// unpacked from an archive named "\x1b]0;...\a", a pending file's
	// workspace): their hidden characters print as [U+XXXX], never run by
	// the terminal.
	fmt.Fprintf(e.stderr, "engram: %s\n", escapeHidden(strings.TrimSuffix(err.Error(), ".")))
	for _, h := range hints {
		fmt.Fprintf(e.stderr, "engram: hint: %s\n", escapeHidden(h))
	}
	return code
}
