package main

import (
	"fmt"
	"strings"
)

// This file is the diff --dry-run prints (and tests show on a failure).
// It printed every line of the file, changed or not, and a file of more
// than 2,000 lines as all of it removed and all of it added: a dry run
// of 'engram link --global gemini' on a 29 MB settings.json printed
// 1.6 million lines to show one entry. It is now a unified diff as
// `diff -u` writes it: hunks with three lines of context, the lines both
// sides share at the start and end set aside before the line table.

// diffContext is the unchanged lines a hunk shows around a change.
const diffContext = 3

// diffLine is one line of the diff: ' ' kept, '-' removed, '+' added.
type diffLine struct {
	op   byte
	text string
}

// unifiedDiff is the diff from a to b, with name in both headers.
func unifiedDiff(name string, a, b []byte) string {
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", name, name)
	writeHunks(&out, diffLines(splitLines(a), splitLines(b)))
	return out.String()
}

// diffLines is every line of al and bl as kept, removed or added.
func diffLines(al, bl []string) []diffLine {
	pre := 0
	for pre < len(al) && pre < len(bl) && al[pre] == bl[pre] {
		pre++
	}
	suf := 0
	for suf < len(al)-pre && suf < len(bl)-pre && al[len(al)-1-suf] == bl[len(bl)-1-suf] {
		suf++
	}
	lines := make([]diffLine, 0, len(al)+len(bl))
	for _, l := range al[:pre] {
		lines = append(lines, diffLine{' ', l})
	}
	lines = append(lines, middleLines(al[pre:len(al)-suf], bl[pre:len(bl)-suf])...)
	for _, l := range al[len(al)-suf:] {
		lines = append(lines, diffLine{' ', l})
	}
	return lines
}

// middleLines diffs what lies between the shared start and end by the
// longest common subsequence; past 4 million cells it is all removed,
// then all added.
func middleLines(al, bl []string) []diffLine {
	var lines []diffLine
	if len(al)*len(bl) > 4_000_000 {
		for _, l := range al {
			lines = append(lines, diffLine{'-', l})
		}
		for _, l := range bl {
			lines = append(lines, diffLine{'+', l})
		}
		return lines
	}
	// Longest common subsequence table, filled from the end.
	lcs := make([][]int, len(al)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(bl)+1)
	}
	for i := len(al) - 1; i >= 0; i-- {
		for j := len(bl) - 1; j >= 0; j-- {
			if al[i] == bl[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	i, j := 0, 0
	for i < len(al) || j < len(bl) {
		switch {
		case i < len(al) && j < len(bl) && al[i] == bl[j]:
			lines = append(lines, diffLine{' ', al[i]})
			i, j = i+1, j+1
		case i < len(al) && (j == len(bl) || lcs[i+1][j] >= lcs[i][j+1]):
			lines = append(lines, diffLine{'-', al[i]})
			i++
		default:
			lines = append(lines, diffLine{'+', bl[j]})
			j++
		}
	}
	return lines
}

// writeHunks writes the changed lines with diffContext kept lines around
// each, under "@@ -start,count +start,count @@" headers; changes closer
// than twice the context share a hunk.
func writeHunks(out *strings.Builder, lines []diffLine) {
	aLine, bLine := 1, 1 // the line number, in a and in b, of lines[i]
	for i := 0; i < len(lines); {
		if lines[i].op == ' ' {
			aLine, bLine, i = aLine+1, bLine+1, i+1
			continue
		}
		start := max(0, i-diffContext)
		end := i // one past the hunk's last change
		for k := i; k < len(lines) && k < end+2*diffContext+1; k++ {
			if lines[k].op != ' ' {
				end = k + 1
			}
		}
		end = min(len(lines), end+diffContext)
		aStart, bStart := aLine-(i-start), bLine-(i-start)
		aCount, bCount := 0, 0
		for _, l := range lines[start:end] {
			aCount += boolInt(l.op != '+')
			bCount += boolInt(l.op != '-')
		}
		fmt.Fprintf(out, "@@ -%d,%d +%d,%d @@\n", hunkStart(aStart, aCount), aCount, hunkStart(bStart, bCount), bCount)
		for _, l := range lines[start:end] {
			out.WriteString(string(l.op) + l.text + "\n")
		}
		for _, l := range lines[i:end] {
			aLine += boolInt(l.op != '+')
			bLine += boolInt(l.op != '-')
		}
		i = end
	}
}

// hunkStart is a hunk's first line number; one with no lines on a side
// names the line before it, as diff -u does ("-0,0" for a new file).
func hunkStart(start, count int) int {
	if count == 0 {
		return start - 1
	}
	return start
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func splitLines(b []byte) []string {
	if len(b) == 0 {
		return nil
	}
	s := strings.TrimSuffix(string(b), "\n")
	return strings.Split(s, "\n")
}
