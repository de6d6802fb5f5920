package main

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestDryRunDiffIsHunks: --dry-run printed every line of the file, and a
// file of over 2,000 lines as all removed and all added (1.6 million lines
// for one entry in a 29 MB settings.json). The diff is now hunks with three
// lines of context: applied to the old text it gives the new one, and one
// entry added to a long file prints a few lines.
func TestDryRunDiffIsHunks(t *testing.T) {
	t.Parallel()
	long := func(n int, edit func(i int) string) string {
		var b strings.Builder
		for i := range n {
			b.WriteString(edit(i) + "\n")
		}
		return b.String()
	}
	same := func(i int) string { return fmt.Sprintf("  \"k%d\": %d,", i, i) }
	for _, c := range []struct {
		name, a, b string
		most       int // at most this many lines after the headers
	}{
		{"new file", "", "{\n  \"mcp\": {}\n}\n", 4},
		{"emptied", "a\nb\n", "", 3},
		{"first line", "a\nb\nc\nd\ne\nf\n", "A\nb\nc\nd\ne\nf\n", 6},
		{"last line", "a\nb\nc\nd\ne\nf\n", "a\nb\nc\nd\ne\nF\n", 6},
		{"two far changes", long(40, same), long(40, func(i int) string {
			if i == 5 || i == 30 {
				return "changed"
			}
			return same(i)
		}), 18},
		{"entry in a long file", long(300000, same), long(300000, func(i int) string {
			if i == 150000 {
				return same(i) + "\n  \"engram\": {},"
			}
			return same(i)
		}), 8},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			d := unifiedDiff("f", []byte(c.a), []byte(c.b))
			lines := strings.Split(strings.TrimSuffix(d, "\n"), "\n")
			if len(lines)-2 > c.most {
				t.Errorf("%d lines, want at most %d:\n%.2000s", len(lines)-2, c.most, d)
			}
			got, err := applyDiff(c.a, lines[2:])
			if err != nil || got != c.b {
				t.Errorf("applying the diff: %v, got %q\n%.2000s", err, got, d)
			}
		})
	}
}

// applyDiff applies hunks as patch does, checking each header's counts
// and each kept or removed line against old.
func applyDiff(old string, hunks []string) (string, error) {
	src := splitLines([]byte(old))
	var out []string
	at := 0 // the next line of src not yet copied
	for i := 0; i < len(hunks); {
		var a0, an, b0, bn int
		if _, err := fmt.Sscanf(hunks[i], "@@ -%d,%d +%d,%d @@", &a0, &an, &b0, &bn); err != nil {
			return "", fmt.Errorf("line %d %q: %v", i, hunks[i], err)
		}
		if an > 0 {
			a0--
		}
		if a0 < at {
			return "", fmt.Errorf("hunk at %d overlaps", a0)
		}
		out, at = append(out, src[at:a0]...), a0
		i++
		na, nb := 0, 0
		for ; i < len(hunks) && !strings.HasPrefix(hunks[i], "@@"); i++ {
			op, text := hunks[i][0], hunks[i][1:]
			if op != '+' {
				if at >= len(src) || src[at] != text {
					return "", fmt.Errorf("line %d: %q is not the old text", at+1, text)
				}
				at, na = at+1, na+1
			}
			if op != '-' {
				out, nb = append(out, text), nb+1
			}
		}
		if na != an || nb != bn {
			return "", fmt.Errorf("hunk counts %d,%d; header says %s,%s", na, nb, strconv.Itoa(an), strconv.Itoa(bn))
		}
	}
	out = append(out, src[at:]...)
	if len(out) == 0 {
		return "", nil
	}
	return strings.Join(out, "\n") + "\n", nil
}

// TestDryRunEscapesHiddenText: --dry-run's diff quotes the files it would
// change, which a cloned repository ships: an escape sequence in CLAUDE.md
// or in a JSONC comment reached the terminal raw (clear the screen, move
// the cursor up over the lines before). It now prints as [U+001B]; a
// Windows line ending stays as it is.
func TestDryRunEscapesHiddenText(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	writeFile(t, filepath.Join(ws, "CLAUDE.md"), "# Rules\r\n\r\nRun make test.\x1b[2J\x1b[1A\r\n")
	writeFile(t, filepath.Join(ws, ".gemini", "settings.json"), "{\n  // \x1b]0;title\x07 mine\n  \"theme\": \"x\"\n}\n")
	r := runCLI(t, ws, "", hostEnv(home, ws), "link", "claude", "gemini", "--dry-run")
	if r.code != 0 || strings.ContainsAny(r.stdout, "\x1b\x07") || !strings.Contains(r.stdout, "[U+001B][2J") ||
		!strings.Contains(r.stdout, "Run make test.[U+001B][2J[U+001B][1A\r\n") {
		t.Errorf("dry run printed the files' escapes raw: %+v", r)
	}
}
