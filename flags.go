package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"sync"
)

// This file is how a command reads its options: one flag set per command,
// --workspace on every command and --json on those that print data (doc.go),
// flags accepted before and after the arguments, and the help (help.go)
// printed only when asked for. A command declares its own flags on a
// cmdFlags; what every command does with the shared ones (find the
// workspace, open it, print text or the envelope) is here, once.

// flagHelp remembers how to print each command's help: the flag package
// calls Usage on errors as well as on -h, so help is printed by
// parseFlags, only when asked for.
var (
	flagHelpMu sync.Mutex
	flagHelp   = map[*flag.FlagSet]func(){}
)

// newFlags makes a flag set that prints nothing by itself: parseFlags
// prints the help on -h (stdout) and turns an error into one usage error.
func newFlags(e *env, name, usage string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	flagHelpMu.Lock()
	flagHelp[fs] = func() { printCommandHelp(e.stdout, fs, usage) }
	flagHelpMu.Unlock()
	return fs
}

// workspaceFlag is --workspace, which every command takes (doc.go).
func workspaceFlag(fs *flag.FlagSet) *string {
	return fs.String("workspace", "", "project folder (default: found from the working directory)")
}

// jsonFlag is --json, which every command that prints data takes: the
// envelope {contract_version, ok, data, diagnostics} (doc.go).
func jsonFlag(fs *flag.FlagSet) *bool {
	return fs.Bool("json", false, "print the JSON envelope")
}

// parseFlags accepts flags before and after positional arguments, as users
// type them (`engram load "fix the build" --json`).
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				flagHelpMu.Lock()
				help := flagHelp[fs]
				flagHelpMu.Unlock()
				if help != nil {
					help()
				}
				return nil, errSilent{code: exitOK}
			}
			return nil, flagError(fs, err)
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if rest[0] == "--" {
			return append(pos, rest[1:]...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// parseNoArgs parses the flags of a command that takes no arguments and
// writes its own help (version): -h prints "Usage: " + usage and help, and
// done is then true; an argument is a usage error (unexpectedArgument).
func parseNoArgs(e *env, fs *flag.FlagSet, args []string, usage, help string) (done bool, err error) {
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintf(e.stdout, "Usage: %s\n\n%s", usage, help)
			return true, nil
		}
		return false, flagError(fs, err)
	}
	if fs.NArg() > 0 {
		return false, unexpectedArgument(fs.Arg(0), usage)
	}
	return false, nil
}

// unexpectedArgument is the usage error of version and doctor, which take no
// arguments and name their usage.
func unexpectedArgument(arg, usage string) error {
	return usageError(fmt.Sprintf("unexpected argument %q", arg), "usage: "+usage)
}

// cmdFlags is one command's flag set with the options every command
// shares: --workspace, and --json where the command prints data.
type cmdFlags struct {
	*flag.FlagSet
	e      *env
	ws     *string
	asJSON *bool // nil: the command takes no --json
}

// commandFlags starts the flags of a command that prints no data: it takes
// --workspace. usage is the synopsis its help prints.
func commandFlags(e *env, name, usage string) *cmdFlags {
	fs := newFlags(e, name, usage)
	return &cmdFlags{FlagSet: fs, e: e, ws: workspaceFlag(fs)}
}

// dataCommandFlags starts the flags of a command that prints data: it takes
// --workspace and --json.
func dataCommandFlags(e *env, name, usage string) *cmdFlags {
	c := commandFlags(e, name, usage)
	c.asJSON = jsonFlag(c.FlagSet)
	return c
}

// given reports whether the command line set the flag name, so that a
// number flag whose default 0 means "the store's setting" can refuse an
// explicit 0 rather than take the default unsaid.
func (c *cmdFlags) given(name string) bool {
	found := false
	c.Visit(func(f *flag.Flag) { found = found || f.Name == name })
	return found
}

// parse parses args (parseFlags) and returns the positional arguments; a
// --workspace that is not an existing folder is an error (workspaceFolder).
func (c *cmdFlags) parse(args []string) ([]string, error) {
	pos, err := parseFlags(c.FlagSet, args)
	if err != nil {
		return nil, err
	}
	return pos, workspaceFolder(c.e, *c.ws)
}

// parseNone parses args for a command that takes no arguments: one is a
// usage error, so 'engram init myproject' does not create the store in the
// working directory while the user meant myproject.
func (c *cmdFlags) parseNone(args []string, hints ...string) error {
	pos, err := c.parse(args)
	if err != nil {
		return err
	}
	return noArguments(c.FlagSet, pos, hints...)
}

// noArguments is the usage error for a command given an argument it does
// not take.
func noArguments(fs *flag.FlagSet, pos []string, hints ...string) error {
	if len(pos) == 0 {
		return nil
	}
	return usageError(fmt.Sprintf("%s takes no arguments (found %q)", fs.Name(), pos[0]), hints...)
}

// parseOne parses args for a command that takes exactly one argument, and
// returns it; without one, or with more, the error says what is missing.
func (c *cmdFlags) parseOne(args []string, missing string, hints ...string) (string, error) {
	pos, err := c.parse(args)
	if err != nil {
		return "", err
	}
	if len(pos) != 1 {
		return "", usageError(missing, hints...)
	}
	return pos[0], nil
}

// json reports whether --json was given.
func (c *cmdFlags) json() bool { return c.asJSON != nil && *c.asJSON }

// workspace is the project folder: --workspace, or as resolveWorkspace finds it.
func (c *cmdFlags) workspace() string { return resolveWorkspace(c.e, *c.ws) }

// view opens the workspace's stores for reading.
func (c *cmdFlags) view() (*storeView, error) { return openView(c.e, c.workspace()) }

// store opens the workspace's stores without the route index.
func (c *cmdFlags) store() (*store, error) { return openStore(c.e, c.workspace()) }

// print writes o as text, or as the envelope with --json.
func (c *cmdFlags) print(o outcome, ok bool) { printOutcome(c.e.stdout, o, c.json(), ok) }
