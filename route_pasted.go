package main

// Pasted context in a task (stage 1): agents pass what they see next to a
// sentence of prose, an error and its stack trace, a failing test's line,
// a command and its output, a log line, a diff. Such lines are mostly words
// no memory holds (goroutine, traceback, deadline, 0x2d4, a vehicle id),
// and counted as unknown information they made the share test refuse a
// task whose prose the store answers (RETRIEVAL.md, "Abstention").

import "strings"

// pastedUnknownShare is the part of its information a word the store lacks
// counts as unknown when it appears only in the task's pasted lines. Such a
// word may name what the task is about (a module, a table, a test), so it
// still counts, but most of it is the output's own vocabulary: at 0 (not
// unknown at all) tasks with no answer whose pasted output shared a word or
// two with the store were answered, at 1 covered tasks were refused
// (RETRIEVAL-LOG.md, Abstention, stop 53).
const pastedUnknownShare = 0.5

// pastedLine matches a line a program wrote rather than the person asking:
// a shell prompt, a stack frame or a traceback's line (a source file and a
// line number, Go's goroutine header and a frame's function call, Python's
// File "…", line N, a JS or Java "at …"), an error, exception or test-runner header, a line that
// starts with a timestamp, a JSON object, or a log line of key=value pairs.
// Compiled on first use, as every pattern of the package: compiled when the
// package starts, it cost every process (each engram-mcp spawn, each CLI
// command) ~96 KB and 520 allocations, for the few tasks of several lines.
var pastedLine = lazyRegexp(`^(?:` +
	`[$>#] |PS [A-Z]:\\|` +
	`goroutine \d+ \[|\[signal |Traceback \(|File "[^"]+", line \d+|at \S+ ?\(|` +
	`panic: |fatal: |remote: |npm (?:ERR!|WARN) |make(?:\[\d+\])?: \*\*\*|error\[E\d+\]|` +
	`(?i:error|warning|warn|info|debug|fatal|caused by)\b\s*[:\[]|(?:DETAIL|CONTEXT|STATEMENT|HINT|LINE \d+): |` +
	`[\w.]*(?:Error|Exception)\b[:(]|` +
	`--- (?:FAIL|PASS)|(?:FAIL|FAILED|PASS|ok)\s|=+ .* =+$|● |` +
	`\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}|[A-Z][a-z]{2} +\d{1,2} \d{2}:\d{2}:\d{2}|\[?\d{2}:\d{2}:\d{2}|` +
	`\{"|` +
	`@@ |` +
	`[\w./-]+\.(?:\(\*?\w+\)\.)?\w+\(.*\)$)` +
	`|\S+\.[A-Za-z]{1,5}:\d+(?::\d+)?(?:\s|:|$)` +
	`|(?:^|\s)\w+=\S+\s+\w+=\S+`)

// pastedStems are the stems of a task's words that appear only in its
// pasted lines (pastedLine, a fenced block, an indented line), when the
// task has a line of its own prose too: a task that is all pasted output
// has nothing else to be judged by. A word the prose says too is the
// asker's.
func pastedStems(q string) map[string]bool {
	if !strings.Contains(q, "\n") {
		return nil
	}
	pasted, prose := splitPasted(q)
	if len(pasted) == 0 || len(prose) == 0 {
		return nil
	}
	said := map[string]bool{}
	for _, t := range terms(strings.Join(prose, "\n")) {
		said[t] = true
	}
	out := map[string]bool{}
	for _, t := range terms(strings.Join(pasted, "\n")) {
		if !said[t] {
			out[t] = true
		}
	}
	return out
}

// splitPasted parts a task's non-blank lines into the pasted ones
// (pastedShape, or inside a fenced block) and the asker's prose.
func splitPasted(q string) (pasted, prose []string) {
	fenced := false
	for _, line := range strings.Split(q, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trimmed, "```"):
			fenced = !fenced
		case trimmed == "":
		case fenced, pastedShape(line, trimmed):
			pasted = append(pasted, trimmed)
		default:
			prose = append(prose, trimmed)
		}
	}
	return pasted, prose
}

// proseWordCount is how many words the asker wrote: the task's words, less
// those of its pasted lines when it has a line of prose too.
func proseWordCount(q string) int {
	if !strings.Contains(q, "\n") {
		return len(strings.Fields(q))
	}
	pasted, prose := splitPasted(q)
	if len(pasted) == 0 || len(prose) == 0 {
		return len(strings.Fields(q))
	}
	return len(strings.Fields(strings.Join(prose, " ")))
}

// framingLine matches a line of a runtime's or a test runner's own framing,
// which says nothing of what went wrong: Go's goroutine header and signal
// line, Python's traceback header, "created by", "exit status 1", go test's
// "=== RUN" and its package summary ("FAIL\tpkg\t0.41s").
var framingLine = lazyRegexp(`^(?:goroutine \d+ \[[^\]]*\]:?|\[signal .*\]|Traceback \(most recent call last\):|` +
	`created by .*|exit status \d+|=== (?:RUN|PAUSE|CONT) .*|(?:FAIL|ok)\s+\S+\s+[\d.]+s)$`)

// frameNoise matches what a stack frame's line says about the machine, not
// the code: a code offset or a pointer argument (`+0x54`, `0xc0001a2000`),
// the host and repository a Go package path starts with
// (`github.com/org/repo/`), and the build machine's root folder (`/build/`,
// `/src/`) before a file's path. The package and file names after them stay.
var frameNoise = lazyRegexp(`\+?\b0x[0-9a-f]+\b|\b(?:github\.com|gitlab\.com|bitbucket\.org)/[\w.-]+/[\w.-]+/|(^|\s)/[\w.-]+/`)

// pastedShape reports whether a line outside a fence is one a program
// wrote: indented as a block, or shaped as pastedLine says (trimmed is the
// line without its surrounding spaces). pastedStems and withoutFraming read
// a task's lines by the same test.
func pastedShape(line, trimmed string) bool {
	return strings.HasPrefix(line, "\t") || strings.HasPrefix(line, "    ") || pastedLine().MatchString(trimmed)
}

// withoutFraming is a task of several lines without its framing lines, and
// its pasted lines without their frame noise: their words matched memories
// that say "running" or "build" (a CI memory for a gateway's panic) and
// counted as the task's unknown words (RETRIEVAL-LOG.md, Terms, stop 53). A
// task of one line is unchanged.
func withoutFraming(q string) string {
	if !strings.Contains(q, "\n") {
		return q
	}
	lines := strings.Split(q, "\n")
	out := lines[:0:0]
	fenced := false
	for _, line := range lines {
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trimmed, "```"):
			fenced = !fenced
		case framingLine().MatchString(trimmed):
			continue
		case fenced, pastedShape(line, trimmed):
			// What a noise match leaves is the space before a root folder
			// (group 1), so the line stays indented, and a frame keeps its
			// call's parentheses: both are how pastedStems knows it.
			line = frameNoise().ReplaceAllString(line, "${1}")
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}
