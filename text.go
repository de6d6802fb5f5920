package main

import (
	"strings"
	"unicode"
)

// This file turns text into routing terms: tokens, a light English stemmer,
// stopwords and a small built-in table of software synonyms. It is pure: no
// I/O, no store. Nothing here is learned from any evaluation file.

// tokenize lowercases text and splits it into words. Identifiers are kept
// whole and also split into their parts: "gateway-api" gives "gateway-api",
// "gateway", "api"; "formatMoney" gives "formatmoney", "format", "money".
func tokenize(text string) []string {
	var out []string
	for _, raw := range strings.FieldsFunc(text, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_' || r == '.' || r == '/')
	}) {
		raw = strings.Trim(raw, "-_./")
		if raw == "" {
			continue
		}
		parts := splitIdentifier(raw)
		whole := strings.ToLower(raw)
		if len(parts) > 1 && len(whole) <= 40 {
			out = append(out, whole)
		}
		for _, p := range parts {
			if p != "" {
				out = append(out, strings.ToLower(p))
			}
		}
	}
	return out
}

// splitIdentifier splits on -, _, ., / and lower→upper case changes.
func splitIdentifier(s string) []string {
	var parts []string
	var cur []rune
	rs := []rune(s)
	for i, r := range rs {
		if r == '-' || r == '_' || r == '.' || r == '/' {
			parts = append(parts, string(cur))
			cur = cur[:0]
			continue
		}
		if i > 0 && unicode.IsUpper(r) && unicode.IsLower(rs[i-1]) {
			parts = append(parts, string(cur))
			cur = cur[:0]
		}
		cur = append(cur, r)
	}
	return append(parts, string(cur))
}

// stem reduces a word to a stem with a few ordered suffix rules. It is
// deliberately light: "deploying", "deployed", "deployment" and "deploys"
// meet at "deploy", while short words and identifiers with digits are left
// alone so that "s3" or "pci" never change.
func stem(w string) string {
	if len(w) <= 3 || strings.ContainsAny(w, "0123456789-_./") {
		return w
	}
	for _, s := range []struct{ suffix, repl string }{
		{"ization", "ize"}, {"isation", "ize"}, {"ational", "ate"}, {"fulness", "ful"},
		{"iveness", "ive"}, {"ments", ""}, {"ment", ""}, {"ations", "ate"}, {"ation", "ate"},
		{"ities", ""}, {"ity", ""}, {"ies", "y"}, {"sses", "ss"}, {"ings", ""}, {"ing", ""},
		{"edly", ""}, {"ed", ""}, {"ers", "er"}, {"es", "e"}, {"s", ""},
	} {
		if !strings.HasSuffix(w, s.suffix) {
			continue
		}
		base := w[:len(w)-len(s.suffix)] + s.repl
		if len(base) < 3 || (s.suffix == "s" && (strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "us") || strings.HasSuffix(w, "is"))) {
			continue
		}
		if (s.suffix == "ing" || s.suffix == "ed" || s.suffix == "ings") && !hasVowel(base) {
			continue
		}
		w = base
		if (s.suffix == "ing" || s.suffix == "ed") && len(w) > 3 && w[len(w)-1] == w[len(w)-2] && !strings.ContainsRune("lsz", rune(w[len(w)-1])) {
			w = w[:len(w)-1] // "committ" → "commit", "logg" → "log"
		}
		break
	}
	if len(w) > 4 && strings.HasSuffix(w, "e") && !strings.HasSuffix(w, "ee") {
		w = w[:len(w)-1] // "release" and "releas(ing)" meet
	}
	return w
}

func hasVowel(s string) bool { return strings.ContainsAny(s, "aeiouy") }

// stopwords carry no routing signal. Generic task words ("add", "fix",
// "work") are not stopwords: they are weighed by IDF instead.
var stopwords = setOf(`a an and are as at be been but by can could do does for from had has have
how i if in into is it its me my no not of on or our should so than that the their them then there
these they this those to too up us was we were what when where which while who why will with would
you your about after again all also am any because before being both did doing during each few
further here just more most must need needs now off once only other over own same some such through
under until very via want wants please let lets get gets got make sure using use used new way
something anything thing things currently today right someone`)

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

func isStopword(w string) bool { return stopwords[w] }

// synonymGroups is a small hand-written table of software vocabulary: words
// in one group are treated as the same concept at a discount. Keep it to
// general engineering language; project-specific names do not belong here.
var synonymGroups = [][]string{
	{"deploy", "release", "ship", "rollout", "roll-out", "publish", "promote"},
	{"rollback", "revert", "roll-back", "undo"},
	{"auth", "authentication", "login", "log-in", "signin", "sign-in", "sso", "oauth", "authn"},
	{"authorization", "authz", "permission", "rbac", "access"},
	{"db", "database", "postgres", "postgresql", "sql", "mysql", "sqlite", "psql"},
	{"migration", "migrate", "schema", "ddl"},
	{"test", "tests", "testing", "spec", "unittest", "e2e"},
	{"bug", "defect", "issue", "regression", "broken", "failure", "error", "crash"},
	{"debug", "troubleshoot", "diagnose", "investigate"},
	{"config", "configuration", "settings", "setting", "env", "environment"},
	{"secret", "credential", "credentials", "password", "token", "apikey", "api-key", "key"},
	{"k8s", "kubernetes", "cluster", "pod", "helm"},
	{"ci", "pipeline", "github-actions", "build"},
	{"pr", "pull-request", "merge-request", "mr", "review"},
	{"doc", "docs", "documentation", "readme", "adr"},
	{"perf", "performance", "latency", "slow", "speed", "throughput"},
	{"log", "logs", "logging", "logger"},
	{"metric", "metrics", "prometheus", "telemetry", "monitoring", "observability"},
	{"alert", "alerts", "alerting", "page", "paging", "pager", "oncall", "on-call"},
	{"incident", "outage", "sev", "postmortem", "post-mortem"},
	{"queue", "message", "messages", "broker", "stream", "kafka", "nats", "jetstream", "pubsub"},
	{"cache", "caching", "redis", "memcached"},
	{"endpoint", "route", "handler", "api", "rest", "http"},
	{"ui", "frontend", "front-end", "console", "react", "component", "page"},
	{"backend", "back-end", "server", "service"},
	{"dependency", "dependencies", "package", "module", "library", "deps"},
	{"upgrade", "bump", "update"},
	{"delete", "remove", "erase", "erasure", "purge"},
	{"money", "amount", "currency", "price", "cents", "decimal"},
	{"user", "customer", "client", "account", "tenant"},
	{"retry", "retries", "backoff", "redeliver", "redelivery"},
	{"webhook", "webhooks", "callback", "callbacks", "notification"},
	{"flag", "feature-flag", "toggle", "killswitch", "kill-switch"},
	{"i18n", "translation", "translations", "localization", "l10n", "locale"},
	{"a11y", "accessibility", "wcag", "screen-reader"},
	{"gdpr", "privacy", "pii", "personal-data"},
	{"encrypt", "encryption", "tls", "mtls", "crypto"},
	{"container", "docker", "image", "compose"},
	{"infra", "infrastructure", "terraform", "iac"},
	{"job", "cron", "scheduler", "batch", "worker"},
	{"timeout", "deadline", "timeouts"},
	{"lint", "linter", "vet", "staticcheck", "eslint", "format", "fmt"},
	{"commit", "git", "branch", "merge"},
	{"idempotency", "idempotent", "dedupe", "deduplication", "duplicate"},
	{"rate-limit", "ratelimit", "throttle", "throttling", "quota"},
	{"concurrency", "concurrent", "parallel", "race", "lock", "locking", "mutex"},
	{"profile", "profiling", "pprof", "flamegraph"},
	{"on-call", "oncall", "handoff", "handover", "rotation"},
	{"write", "writing", "author"},
}

// synonymIndex maps a stem to the stems of its groups.
var synonymIndex = buildSynonymIndex()

func buildSynonymIndex() map[string][]string {
	idx := map[string][]string{}
	for _, g := range synonymGroups {
		stems := make([]string, 0, len(g))
		for _, w := range g {
			for _, t := range tokenize(w) {
				stems = append(stems, stem(t))
			}
		}
		for _, s := range stems {
			for _, o := range stems {
				if o != s && !contains(idx[s], o) {
					idx[s] = append(idx[s], o)
				}
			}
		}
	}
	return idx
}

// terms turns text into the stems the router indexes and queries.
func terms(text string) []string {
	toks := tokenize(text)
	out := make([]string, 0, len(toks))
	for _, t := range toks {
		if isStopword(t) || len(t) > 64 {
			continue
		}
		out = append(out, stem(t))
	}
	return out
}
