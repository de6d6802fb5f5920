package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// doc.go is the manual (issue 21 item 10): it names every command, every
// ENGRAM_ variable the code reads, and exactly today's source files in its
// file map, so a command, variable or file added without a line there, or a
// file removed with its line left, fails here.
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
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, _ := os.ReadFile(f)
		for _, v := range envVar.FindAllString(string(data), -1) {
			if !strings.Contains(manual, v) {
				t.Errorf("%s reads %s, which doc.go does not describe", f, v)
			}
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
