package main

// Task classification for the router (route.go): the task's type, and the
// memories a session start loads.

import (
	"cmp"
	"math"
	"slices"
	"strings"
)

// Task classification: a keyword table gives a task type and a confidence;
// an explicit "task_type:x" in the task wins.
var taskTypeKeywords = []struct {
	kind  string
	words []string
}{
	{"testing", []string{"test", "tests", "testing", "flaky", "coverage", "e2e", "fixture", "mock"}},
	{"debugging", []string{"debug", "bug", "error", "crash", "fail", "failing", "broken", "investigate", "stuck", "panic"}},
	{"deploying", []string{"deploy", "release", "rollout", "rollback", "ship", "canary", "production", "freeze"}},
	{"database", []string{"database", "db", "migration", "sql", "postgres", "index", "query", "schema", "transaction"}},
	{"security", []string{"security", "secret", "auth", "vulnerability", "pii", "encrypt", "credential", "token", "vault"}},
	{"docs", []string{"docs", "documentation", "readme", "adr", "changelog"}},
	{"ui", []string{"ui", "frontend", "console", "page", "component", "css", "react", "accessibility"}},
	{"api", []string{"api", "endpoint", "rest", "grpc", "openapi", "handler", "request"}},
	{"ops", []string{"ops", "incident", "oncall", "alert", "kubernetes", "scaling", "monitoring", "infra"}},
	{"review", []string{"review", "pr", "pull", "merge"}},
	{"coding", []string{"implement", "refactor", "code", "function", "feature", "add", "write"}},
}

var explicitTaskType = lazyRegexp(`task_type:([a-z_-]+)`)

type taskClass struct {
	kind       string
	confidence float64
}

func classifyTask(q string) taskClass {
	lq := strings.ToLower(q)
	if m := explicitTaskType().FindStringSubmatch(lq); m != nil {
		return taskClass{m[1], 1}
	}
	if isSessionStart(lq) {
		return taskClass{"session-start", 1}
	}
	stems := map[string]bool{}
	for _, t := range terms(lq) {
		stems[t] = true
	}
	// A pull or merge request is a review's object, not an API's request:
	// "open a pull request" tied review's "pull" with api's "request" and
	// was typed api, and so was every memory saved about pull requests.
	if strings.Contains(lq, "pull request") || strings.Contains(lq, "merge request") {
		delete(stems, stem("request"))
	}
	best, bestN, total := "general", 0, 0
	for _, row := range taskTypeKeywords {
		n := 0
		for _, w := range row.words {
			if stems[stem(w)] {
				n++
			}
		}
		total += n
		if n > bestN {
			best, bestN = row.kind, n
		}
	}
	if bestN == 0 {
		return taskClass{"general", 0.2}
	}
	return taskClass{best, math.Min(0.95, 0.4+0.15*float64(bestN)+0.1*float64(bestN*2-total))}
}

func isSessionStart(lq string) bool {
	return strings.Contains(lq, "session start") || strings.Contains(lq, "session-start") || strings.TrimSpace(lq) == ""
}

// applyTaskBoost raises memories tagged with the task's type a little. It only
// reorders memories that already matched: classification never adds or hides.
func applyTaskBoost(ranked []scored, class taskClass) []scored {
	if class.kind == "general" {
		return ranked
	}
	tag := "task_type:" + class.kind
	for i := range ranked {
		if ranked[i].en.mem.listHas("tags", tag) { // perf_listhas.go
			ranked[i].score *= 1 + 0.15*class.confidence
		}
	}
	sortScored(ranked)
	return ranked
}

// sessionStartMemories are the rules tagged always or session-start, then the
// rules by confidence; a session start has no task words to match.
func sessionStartMemories(ri *routeIndex) []scored {
	var out []scored
	for _, en := range ri.docs {
		m := en.mem
		if m.isWorking() {
			continue
		}
		switch {
		case m.listHas("tags", "always") || m.listHas("tags", "session-start") || // perf_listhas.go
			m.listHas("triggers", "always") || m.listHas("triggers", "session-start"):
			out = append(out, scored{en: en, score: 10, reason: "always loaded at session start"})
		case m.kind() == typeRule && m.fmStr("confidence") == "high":
			out = append(out, scored{en: en, score: 1, reason: "high-confidence rule"})
		}
	}
	sortSessionStart(ri, out)
	return out
}

// sortSessionStart orders a session start's memories. It has no task words
// to rank by: the always and session-start memories come first, then, among
// the other high-confidence rules, the ones more memories build on
// (depends_on), then the most recently updated; the id only breaks a tie.
// Ordered by id alone, the two rules that sorted first alphabetically
// ("admin-…", "adr-…") were every session's two bodies.
func sortSessionStart(ri *routeIndex, out []scored) {
	dependents := map[string]int{}
	for _, en := range ri.docs {
		for _, d := range en.mem.fmList("depends_on") {
			dependents[d]++
		}
	}
	type key struct {
		sc         scored
		dependents int
		updated    string
	}
	keys := make([]key, len(out))
	for i, sc := range out { // once each: the comparison runs n log n times
		keys[i] = key{sc, dependents[sc.en.mem.id()], sc.en.mem.fmStr("updated")}
	}
	slices.SortFunc(keys, func(a, b key) int {
		if c := cmp.Compare(b.sc.score, a.sc.score); c != 0 {
			return c
		}
		if c := cmp.Compare(b.dependents, a.dependents); c != 0 {
			return c
		}
		if c := cmp.Compare(b.updated, a.updated); c != 0 {
			return c
		}
		switch {
		case scoredBefore(a.sc, b.sc, a.sc.score, b.sc.score):
			return -1
		case scoredBefore(b.sc, a.sc, b.sc.score, a.sc.score):
			return 1
		}
		return 0
	})
	for i, k := range keys {
		out[i] = k.sc
	}
}
