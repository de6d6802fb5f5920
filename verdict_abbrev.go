package main

import (
	"strings"
	"sync"
)

// Abbreviations in verdicts. People save "deps go in the cabal file" and
// "PRs need one approval" beside memories that say "dependencies" and
// "pull request": read as written, the short form was a word of the
// candidate's own and the memory's word was lost, so a restatement was an
// ADD beside its duplicate and a correction never offered.
//
// verdictAbbrevs is a small table of the short forms engineers write for
// common words (general usage, not the verdict sets' misses). A short form
// has one reading here or is left out: "dev" (development or developer),
// "var" (a keyword of JavaScript, C# and Go),
// "min" (minute or minimum), "docs" (documentation or a docs folder) and
// "auth" (authentication or authorization) are not in it. parseStatement
// reads a text with each short form written out (expandAbbrevs), a whole
// word only: "src/env.ts" and ".ts" stay as they are. The scan and the skip
// (perf_verdictscan.go, perf_verdictskip.go), which read a memory's words
// without parsing it, count a short form as the keys of what it stands for
// (abbrevKeys) and never take it for a plain word of its own; the pool's
// needles (needles) hold the short forms of the candidate's keys, so a
// memory that writes "PR" is compared with a candidate that writes "pull
// request", and the other way round.
var verdictAbbrevs = map[string]string{
	"deps": "dependencies", "dep": "dependency",
	"pr": "pull request", "prs": "pull requests",
	"prod": "production",
	"env":  "environment", "envs": "environments",
	"cfg": "configuration",
	"k8s": "Kubernetes",
	"ts":  "TypeScript", "js": "JavaScript",
	"db": "database", "dbs": "databases",
	"repo": "repository", "repos": "repositories",
	"fn": "function", "fns": "functions",
	"param": "parameter", "params": "parameters",
	"arg": "argument", "args": "arguments",
	"dir": "directory", "dirs": "directories",
	"msg": "message", "msgs": "messages",
	"lib": "library", "libs": "libraries",
	"cmd": "command", "cmds": "commands",
	"svc": "service", "svcs": "services",
	"ns":   "namespace",
	"mgmt": "management",
	"perf": "performance",
	"impl": "implementation",
	"e2e":  "end-to-end",
}

// abbrevIndex is, for each short form, the keys stmtWord gives what it
// stands for; and for each such key, the short forms that stand for it.
var abbrevIndex = sync.OnceValues(func() (map[string][]string, map[string][]string) {
	keys, forms := map[string][]string{}, map[string][]string{}
	for short, long := range verdictAbbrevs {
		for _, w := range strings.Fields(long) {
			tok, ok := stmtWord(w, false)
			if !ok {
				continue
			}
			keys[short] = append(keys[short], tok.key)
			forms[tok.key] = append(forms[tok.key], short)
		}
	}
	return keys, forms
})

// abbrevKeys are the keys a short form stands for (nil for any other
// word); lower is the word lower-cased, as scanWord gives it.
func abbrevKeys(lower string) []string {
	keys, _ := abbrevIndex()
	return keys[lower]
}

// abbrevCore splits a whitespace field into what comes before a word, the
// word and what follows: quotes and brackets before it, and after it
// sentence punctuation and brackets. A dot before it is part of it (".ts"
// is a file extension, not a short form).
func abbrevCore(f string) (pre, core, post string) {
	i := 0
	for i < len(f) && strings.IndexByte(`("'`+"`", f[i]) >= 0 {
		i++
	}
	j := len(f)
	for j > i && strings.IndexByte(`.,;:!?)"'`+"`", f[j-1]) >= 0 {
		j--
	}
	return f[:i], f[i:j], f[j:]
}

// expandAbbrevs writes out each whole-word short form of verdictAbbrevs in
// text; text itself when it holds none.
func expandAbbrevs(text string) string {
	var b strings.Builder
	last := 0
	for i := 0; i < len(text); {
		for i < len(text) && isSpaceByte(text[i]) {
			i++
		}
		start := i
		for i < len(text) && !isSpaceByte(text[i]) {
			i++
		}
		if start == i || i-start > 12 {
			continue
		}
		pre, core, post := abbrevCore(text[start:i])
		long, ok := verdictAbbrevs[strings.ToLower(core)]
		if !ok || core == "" || !abbrevCase(core) {
			continue
		}
		b.WriteString(text[last:start])
		b.WriteString(pre)
		b.WriteString(long)
		b.WriteString(post)
		last = i
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// abbrevCase reports whether a short form is written as one: lower case
// ("deps") or capitals with at most a plural s ("PR", "PRs", "K8S"). A
// capital first letter alone makes it a name ("Repo", Ecto's module).
func abbrevCase(core string) bool {
	if core == strings.ToLower(core) {
		return true
	}
	up := strings.TrimSuffix(core, "s")
	return up == strings.ToUpper(up)
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
