package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Golden pairs for every host file Engram edits: testdata/hosts/<file>/
// <case>.input holds an options header line ("engram-test: op=link npx"),
// then the file's bytes; <case>.golden holds the result. -update rewrites
// goldens, never inputs; a mismatch writes <case>.got and prints a diff.
// Every case also checks that patching again is a no-op and that
// link∘unlink is the identity (gofmt's golden tests, STYLE.md).

const testVersion = "9.9.9"

// goldenPatchers maps a testdata folder to the edit it exercises.
var goldenPatchers = map[string]func(src []byte, exists bool, o editOpts, opt map[string]bool) (editResult, error){
	"claude-mcp.json": func(src []byte, _ bool, o editOpts, opt map[string]bool) (editResult, error) {
		var extra []string
		if opt["alwaysload"] {
			extra = []string{"--always-load"}
		}
		return patchJSONEntry(src, true, []string{"mcpServers"}, "engram", stdEntry(testCommand(opt), extra...), o)
	},
	"gemini-settings.json": stdPatcher([]string{"mcpServers"}),
	"antigravity-mcp_config.json": func(src []byte, _ bool, o editOpts, opt map[string]bool) (editResult, error) {
		return patchJSONEntry(src, true, []string{"mcpServers"}, "engram", stdEntry(testCommand(opt)), o)
	},
	"windsurf-mcp_config.json": stdPatcher([]string{"mcpServers"}),
	"cursor-mcp.json": func(src []byte, _ bool, o editOpts, opt map[string]bool) (editResult, error) {
		return patchJSONEntry(src, false, []string{"mcpServers"}, "engram", cursorEntry(testCommand(opt)), o)
	},
	"opencode.jsonc": func(src []byte, _ bool, o editOpts, opt map[string]bool) (editResult, error) {
		return patchJSONEntry(src, false, []string{"mcp"}, "engram", opencodeEntry(testCommand(opt)), o)
	},
	"claude-settings-hook.json": func(src []byte, _ bool, o editOpts, opt map[string]bool) (editResult, error) {
		if opt["hooknpx"] {
			o.hook = hookCommand(npxCommand(testVersion))
		}
		return patchClaudeHook(src, o)
	},
	"codex-config.toml": func(src []byte, _ bool, o editOpts, opt map[string]bool) (editResult, error) {
		return patchCodexConfig(src, testCommand(opt), o)
	},
	"instructions.md": func(src []byte, _ bool, o editOpts, _ map[string]bool) (editResult, error) {
		return patchMarkdownBlock(src, o)
	},
	"cursor-rule.mdc": func(src []byte, exists bool, o editOpts, _ map[string]bool) (editResult, error) {
		return patchOwnedFile(src, exists, cursorRule(), containsMarker, o)
	},
	"windsurf-rule.md": func(src []byte, exists bool, o editOpts, _ map[string]bool) (editResult, error) {
		return patchOwnedFile(src, exists, windsurfRule(), containsMarker, o)
	},
}

func stdPatcher(parents []string) func([]byte, bool, editOpts, map[string]bool) (editResult, error) {
	return func(src []byte, _ bool, o editOpts, opt map[string]bool) (editResult, error) {
		return patchJSONEntry(src, false, parents, "engram", stdEntry(testCommand(opt)), o)
	}
}

func testCommand(opt map[string]bool) serverCommand {
	if opt["npx"] {
		return npxCommand(testVersion)
	}
	return serverCommand{command: "engram-mcp"}
}

// goldenCase is one parsed .input file.
type goldenCase struct {
	opts   map[string]bool
	mode   linkMode
	src    []byte
	exists bool
}

func readGoldenCase(t *testing.T, path string) goldenCase {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	header, body, _ := bytes.Cut(data, []byte("\n"))
	fields := strings.Fields(strings.TrimPrefix(string(header), "engram-test:"))
	if !bytes.HasPrefix(header, []byte("engram-test:")) {
		t.Fatalf("%s: first line must be the options header", path)
	}
	c := goldenCase{opts: map[string]bool{}, src: body, exists: true}
	for _, f := range fields {
		switch f {
		case "op=link":
			c.mode = modeLink
		case "op=unlink":
			c.mode = modeUnlink
		case "op=upgrade":
			c.mode = modeUpgrade
		default:
			c.opts[f] = true
		}
	}
	if c.opts["missing"] {
		c.src, c.exists = nil, false
	}
	return c
}

// renderResult is the golden form of an edit's outcome.
func renderResult(res editResult, err error) []byte {
	switch {
	case err != nil:
		return []byte("error: " + err.Error() + "\n")
	case res.skip != "":
		return []byte("skipped: " + res.skip + "\n")
	case res.remove:
		return []byte("removed\n")
	case res.data == nil:
		return []byte("nothing to do\n")
	}
	return res.data
}

func TestHostGolden(t *testing.T) {
	t.Parallel()
	inputs, _ := filepath.Glob(filepath.Join("testdata", "hosts", "*", "*.input"))
	if len(inputs) == 0 {
		t.Fatal("no golden inputs")
	}
	for _, in := range inputs {
		dir := filepath.Base(filepath.Dir(in))
		patch := goldenPatchers[dir]
		if patch == nil {
			t.Errorf("%s: no patcher for folder %q", in, dir)
			continue
		}
		t.Run(dir+"/"+strings.TrimSuffix(filepath.Base(in), ".input"), func(t *testing.T) {
			checkGolden(t, in, patch)
		})
	}
}

func checkGolden(t *testing.T, in string, patch func([]byte, bool, editOpts, map[string]bool) (editResult, error)) {
	c := readGoldenCase(t, in)
	o := editOpts{mode: c.mode, force: c.opts["force"], version: testVersion}
	res, err := patch(c.src, c.exists, o, c.opts)
	got := renderResult(res, err)
	golden := strings.TrimSuffix(in, ".input") + ".golden"
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -run TestHostGolden -update)", err)
	}
	gotPath := strings.TrimSuffix(in, ".input") + ".got"
	if !bytes.Equal(got, want) {
		os.WriteFile(gotPath, got, 0o644)
		t.Fatalf("%s differs from %s:\n%s", gotPath, golden, unifiedDiff(golden, want, got))
	}
	os.Remove(gotPath)
	if err != nil || res.data == nil || res.skip != "" {
		return // errors and skips carry no bytes: the file is left as it was
	}
	// Idempotence: patching the result again changes nothing.
	again, err := patch(res.data, true, o, c.opts)
	if err != nil || !bytes.Equal(renderResult(again, err), res.data) {
		t.Errorf("patching again is not a no-op:\n%s", unifiedDiff("second", res.data, renderResult(again, err)))
	}
	// link∘unlink is the identity on a file that held no engram entry.
	if c.mode == modeLink && c.exists && !c.opts["noidentity"] {
		back, err := patch(res.data, true, editOpts{mode: modeUnlink, version: testVersion}, c.opts)
		if err != nil || !bytes.Equal(back.data, c.src) {
			t.Errorf("unlink after link does not restore the input (err %v):\n%s", err, unifiedDiff("restored", c.src, back.data))
		}
	}
}

// TestUnifiedDiff keeps the diff readable: context, then - and + lines.
func TestUnifiedDiff(t *testing.T) {
	t.Parallel()
	got := unifiedDiff("f", []byte("a\nb\nc\n"), []byte("a\nB\nc\n"))
	want := "--- f\n+++ f\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"
	if got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}
