package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// This file is the CLI's help, in the style of go, git and gh: `engram help
// <cmd>` is `engram <cmd> -h`, printed on stdout with exit 0; every usage
// line reads "Usage: engram <cmd> …" and names flags as --flag; a mistyped
// command or flag gets one error line with a "did you mean" hint.

// printCommandHelp prints a command's usage line, summary and options.
func printCommandHelp(w io.Writer, fs *flag.FlagSet, usage string) {
	fmt.Fprintf(w, "Usage: engram %s %s\n", fs.Name(), usage)
	if c, ok := findCommand(fs.Name()); ok {
		fmt.Fprintf(w, "\n%s.\n", upperFirst(c.summary))
	}
	var lines [][2]string
	width := 0
	fs.VisitAll(func(f *flag.Flag) {
		name, text := flag.UnquoteUsage(f)
		switch {
		case name == "string" && f.Name == "workspace":
			name = "dir"
		case name == "string":
			name = f.Name
		case name == "int":
			name = "n"
		}
		left := "--" + f.Name
		if len(f.Name) == 1 && strings.HasPrefix(text, "short for ") {
			left = "-" + f.Name // an alias is written as people type it: -f
		}
		if name != "" {
			left += " " + strings.ToUpper(name)
		}
		if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" {
			text += fmt.Sprintf(" (default %s)", f.DefValue)
		}
		lines = append(lines, [2]string{left, text})
		width = max(width, len(left))
	})
	if len(lines) > 0 {
		fmt.Fprintf(w, "\nOptions:\n")
		for _, l := range lines {
			fmt.Fprintf(w, "  %-*s  %s\n", width, l[0], l[1])
		}
	}
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// flagError is the one line for a bad flag, with "did you mean" when a
// defined flag is close to the one given.
func flagError(fs *flag.FlagSet, err error) error {
	msg := err.Error()
	hints := []string{"run 'engram " + fs.Name() + " -h' for its options"}
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
		given := strings.TrimLeft(name, "-")
		msg = "unknown flag --" + given
		var names []string
		fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
		if s := closest(given, names); s != "" {
			hints = append([]string{"did you mean --" + s + "?"}, hints...)
		}
	}
	// The flag package names flags with one dash ("-budget"); engram's
	// usage, help and other errors write --budget.
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		msg = "--" + name + " needs a value"
	}
	for _, pre := range []string{" for flag -", " for -"} {
		if i := strings.Index(msg, pre); i >= 0 && strings.HasPrefix(msg, "invalid ") {
			msg = msg[:i] + " for --" + msg[i+len(pre):]
			// strconv's "parse error" says nothing of what is wanted.
			if rest, ok := strings.CutSuffix(msg, ": parse error"); ok {
				if strings.HasPrefix(msg, "invalid boolean") {
					msg = rest + ": use true or false"
				} else {
					msg = rest + ": not a whole number"
				}
			}
			break
		}
	}
	return usageError(msg, hints...)
}

// unknownCommand is the error for a command engram does not have.
func unknownCommand(name string) error {
	var names []string
	for _, c := range commandTable() {
		names = append(names, c.name)
	}
	hints := []string{"run 'engram help' for the list of commands"}
	if s := closest(name, names); s != "" {
		hints = append([]string{"did you mean 'engram " + s + "'?"}, hints...)
	}
	return usageError(fmt.Sprintf("unknown command %q", name), hints...)
}

// closest is the candidate nearest to s: within an edit distance of a
// third of its length (at least 1, at most 3), or one that s starts.
func closest(s string, candidates []string) string {
	best, bestD := "", 0
	limit := min(max(len(s)/3, 1), 3)
	for _, c := range candidates {
		d := editDistance(strings.ToLower(s), c)
		if len(s) >= 3 && strings.HasPrefix(c, strings.ToLower(s)) {
			d = min(d, 1)
		}
		if d <= limit && (best == "" || d < bestD) {
			best, bestD = c, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance, counting an adjacent swap as
// one edit (the commonest typo: "lsit").
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}
