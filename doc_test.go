package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// doc.go is the manual (issue 21 item 10): it names every command, every
// ENGRAM_ variable the code and the tests read, and exactly today's source
// files in its file map, so a command, variable or file added without a
// line there, or a file removed with its line left, fails here.
func TestDocIsTheManual(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	manual := string(doc)
	for _, c := range commandTable() {
		if !regexp.MustCompile(`(?m)^//\t(\S+\|)*` + regexp.QuoteMeta(c.name) + `[ |]`).MatchString(manual) {
			t.Errorf("doc.go does not list the command %s", c.name)
		}
	}
	sources, _ := filepath.Glob("*.go")
	envVar := regexp.MustCompile(`ENGRAM_[A-Z_]+`)
	files := manual[strings.Index(manual, "# Files"):]
	for _, f := range sources {
		data, _ := os.ReadFile(f)
		for _, v := range envVar.FindAllString(string(data), -1) {
			if !strings.Contains(manual, v) {
				t.Errorf("%s reads %s, which doc.go does not describe", f, v)
			}
		}
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		if !inFileMap(files, f) {
			t.Errorf("doc.go's file map leaves out %s", f)
		}
	}
	// And the map names no file that is gone.
	for _, name := range regexp.MustCompile(`[\w*]+\.go\b`).FindAllString(files, -1) {
		if m, _ := filepath.Glob(name); len(m) == 0 {
			t.Errorf("doc.go's file map names %s, which does not exist", name)
		}
	}
}

// inFileMap reports whether the map names file, itself or by a pattern
// such as route*.go.
func inFileMap(files, file string) bool {
	for _, word := range strings.FieldsFunc(files, func(r rune) bool { return r == ' ' || r == ',' || r == '\n' || r == '\t' || r == '(' || r == ')' }) {
		if ok, _ := filepath.Match(word, file); ok {
			return true
		}
	}
	return false
}

// TestDocNamesEveryFlag: each command's entry in doc.go names exactly the
// flags its help lists (--workspace and --json aside, which doc.go states
// once for all), and the commands doc.go says take no --workspace are
// exactly those whose help has none.
func TestDocNamesEveryFlag(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	entries := docEntries(string(doc))
	noWorkspace := regexp.MustCompile(`(?m)^// Every command but ([^.]*?) takes --workspace`).FindStringSubmatch(string(doc))
	if noWorkspace == nil {
		t.Fatal(`doc.go does not say which commands take --workspace ("Every command but ... takes --workspace")`)
	}
	for _, c := range commandTable() {
		modes := [][]string{{"-h"}}
		if c.name == "benchmark" {
			modes = append(modes, []string{"-h", "--verdicts"}) // a mode with its own help
		}
		var out bytes.Buffer
		for _, mode := range modes {
			e := envOf(nil, strings.NewReader(""), &out, io.Discard)
			if code := dispatch(e, append([]string{"engram", c.name}, mode...)); code != 0 {
				t.Errorf("engram %s %v: exit %d", c.name, mode, code)
			}
		}
		help := helpFlags(out.String())
		if help["--workspace"] == regexp.MustCompile(`\b`+regexp.QuoteMeta(c.name)+`\b`).MatchString(noWorkspace[1]) {
			t.Errorf("%s: takes --workspace %v, but doc.go says otherwise", c.name, help["--workspace"])
		}
		listed, ok := entries[c.name]
		if !ok {
			continue // TestDocIsTheManual names it
		}
		for _, set := range []map[string]bool{help, listed} {
			delete(set, "--workspace")
			delete(set, "--json")
		}
		for f := range help {
			if !listed[f] {
				t.Errorf("%s takes %s, which its entry in doc.go does not name", c.name, f)
			}
		}
		for f := range listed {
			if !help[f] {
				t.Errorf("doc.go gives %s the flag %s, which its help does not list", c.name, f)
			}
		}
	}
}

// flagWord is a flag as written in usage text: --name, or -x for a
// one-letter one.
var flagWord = regexp.MustCompile(`(?:^|[\s\[|(])(--?[a-z][a-z-]*)`)

// shortFlag writes a one-letter flag as -f: the help prints an alias as -f
// but a one-letter option as --k, as doc.go writes benchmark's.
func shortFlag(f string) string {
	if len(f) == 3 && f[:2] == "--" {
		return f[1:]
	}
	return f
}

// helpFlags is the flags a command's -h output lists: those on its usage
// line and in its options.
func helpFlags(help string) map[string]bool {
	flags := map[string]bool{}
	for _, line := range strings.Split(help, "\n") {
		if !strings.HasPrefix(line, "Usage:") && !strings.HasPrefix(line, "  -") {
			continue
		}
		if strings.HasPrefix(line, "  -") {
			line = strings.Fields(line)[0]
		}
		for _, m := range flagWord.FindAllStringSubmatch(line, -1) {
			flags[shortFlag(m[1])] = true
		}
	}
	return flags
}

// docEntries is the flags doc.go names for each command: an entry is a
// line "//\t<name>[|<name>...] [(alias)] ..." and the indented lines after
// it; a command with two entries (benchmark) gets the flags of both.
func docEntries(doc string) map[string]map[string]bool {
	entries := map[string]map[string]bool{}
	var current []string
	head := regexp.MustCompile(`^//\t([a-z][a-z-]*(?:\|[a-z][a-z-]*)*)`)
	for _, line := range strings.Split(doc, "\n") {
		if m := head.FindStringSubmatch(line); m != nil {
			current = strings.Split(m[1], "|")
		} else if !strings.HasPrefix(line, "//\t ") {
			current = nil
		}
		for _, name := range current {
			if entries[name] == nil {
				entries[name] = map[string]bool{}
			}
			for _, m := range flagWord.FindAllStringSubmatch(line, -1) {
				entries[name][shortFlag(m[1])] = true
			}
		}
	}
	return entries
}
