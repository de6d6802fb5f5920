package main

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// This file turns text into routing terms: tokens, a light English stemmer,
// stopwords and a small built-in table of software synonyms. It is pure: no
// I/O, no store. Nothing here is learned from any evaluation file.

// tokenize lowercases text and splits it into words. Identifiers are kept
// whole and also split into their parts: "gateway-api" gives "gateway-api",
// "gateway", "api"; "formatMoney" gives "formatmoney", "format", "money".
func tokenize(text string) []string {
	var out []string
	for _, raw := range strings.FieldsFunc(text, tokenBreak) {
		if isASCII(raw) {
			out = appendToken(out, raw)
		} else {
			out = appendForeign(out, raw) // text_cjk.go
		}
	}
	return out
}

// isASCII reports whether s is ASCII only: the tokenizer's common case,
// and the verdict reader's fast path (perf_verdictskip.go).
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// appendToken appends one token's words: the token whole when it is an
// identifier, and its parts.
func appendToken(out []string, raw string) []string {
	raw = strings.Trim(raw, "-_./")
	if raw == "" {
		return out
	}
	parts := splitIdentifier(raw)
	whole := strings.ToLower(raw)
	if len(parts) > 1 && len(whole) <= 40 {
		out = append(out, whole)
		// A camelCase segment of a dotted or slashed identifier is
		// also a whole: "pricing.ComputeFee" gives "computefee".
		if seg := camelSegments(raw); len(seg) > 0 {
			out = append(out, seg...)
		}
	}
	for _, p := range parts {
		if p != "" {
			out = append(out, strings.ToLower(p))
		}
	}
	return out
}

// languageName is a language whose name is a letter and a sign. The
// tokenizer breaks at the sign and drops a one-letter word, so "C++" in a
// memory or a task was no word at all, where the memory's id and files say
// "cpp" (arrow's "[C++]" titles, stop 49).
var languageName = lazyRegexp(`(?i)(^|[^\pL\pN_])(c\+\+|c#|f#)`)

// languageSpelling is how files and identifiers spell each such language.
var languageSpelling = map[string]string{"c++": "cpp", "c#": "csharp", "f#": "fsharp"}

// languageNames is text with C++, C# and F# spelled as languageSpelling
// says, for the index (buildDocument).
func languageNames(text string) string {
	if !strings.Contains(text, "++") && !strings.Contains(text, "#") {
		return text
	}
	return languageName().ReplaceAllStringFunc(text, func(m string) string {
		i := len(m) - 2
		if strings.HasSuffix(m, "++") {
			i = len(m) - 3
		}
		return m[:i] + languageSpelling[strings.ToLower(m[i:])] + " "
	})
}

// letterTags are the one-letter tags a title begins with ("GH-49237:
// [R] Deprecate …", "[C][GLib] …"), lower-cased: a project with bindings in
// R or C names the binding a change is in that way. The tokenizer drops a
// one-letter word, so the index keeps such a letter only where a memory
// writes it as a whole tag (`tags: [r, testthat]`; buildDocument): a tag
// is a name the writer chose, where a letter in prose is seldom one.
func letterTags(q string) []string {
	var out []string
	for _, m := range letterTag().FindAllStringSubmatch(leadingTagRun(q), -1) {
		if t := strings.ToLower(m[1]); !contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

var letterTag = lazyRegexp(`\[([A-Za-z])\]`)

// leadingTagRun is the run of bracketed tags the title q begins with
// (leadingBrackets), or "" when it begins with none: letterTags and
// tagLanguages (route_scope.go) read their tags from it.
func leadingTagRun(q string) string {
	if !strings.Contains(q, "]") {
		return ""
	}
	if run := leadingBrackets().FindStringSubmatch(q); run != nil {
		return run[1]
	}
	return ""
}

// leadingBrackets is the run of bracketed tags a title begins with, after
// a ticket key or a word and its colon ("GH-49237: [R][CI] …", "MINOR: [R]
// …"): elsewhere a bracketed letter is code (`a[i]`).
var leadingBrackets = lazyRegexp(`^\s*(?:\S+:\s*)?((?:\[[^\]]*\]\s*)+)`)

// languageTerms are the spellings (languageSpelling) of the languages a
// task names with a sign, each once.
func languageTerms(q string) []string {
	if !strings.Contains(q, "++") && !strings.Contains(q, "#") {
		return nil
	}
	var out []string
	for _, m := range languageName().FindAllStringSubmatch(q, -1) {
		if t := languageSpelling[strings.ToLower(m[2])]; !contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// tokenBreak reports whether r ends a token: anything but a letter, a digit
// or an identifier's inner punctuation.
func tokenBreak(r rune) bool {
	return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_' || r == '.' || r == '/')
}

// camelSegments are the lower-cased camelCase segments of an identifier
// that also has punctuation ("pricing.ComputeFee" → "computefee").
func camelSegments(raw string) []string {
	if !strings.ContainsAny(raw, "-_./") {
		return nil
	}
	var out []string
	for _, seg := range strings.FieldsFunc(raw, func(r rune) bool { return strings.ContainsRune("-_./", r) }) {
		if len(splitIdentifier(seg)) > 1 {
			out = append(out, strings.ToLower(seg))
		}
	}
	return out
}

// nameOnlyWords are the stems the text writes only as a part of a camelCase
// name ("branch" of `IsBranch`, "model" of `ZaiModel`), never as a word of
// its own. In a task such a part names code (a type, a method); in
// guidance the same word is prose, often in another sense (a git branch, a
// data model). Kebab, snake and dotted names are not split here: their
// segments are the words people write (`client-side`, `site_code`).
func nameOnlyWords(text string) map[string]bool {
	own, parts := map[string]bool{}, map[string]bool{}
	for _, raw := range strings.FieldsFunc(text, tokenBreak) {
		for _, seg := range strings.FieldsFunc(raw, func(r rune) bool { return strings.ContainsRune("-_./", r) }) {
			ps := splitIdentifier(seg)
			if len(ps) == 1 {
				own[stem(strings.ToLower(seg))] = true
				continue
			}
			for _, p := range ps {
				parts[stem(strings.ToLower(p))] = true
			}
		}
	}
	for p := range parts {
		if own[p] {
			delete(parts, p)
		}
	}
	return parts
}

// identifierWholes maps the stems of the camelCase identifiers in text
// ("ComputeFee") to the stems of their parts ("compute", "fee").
func identifierWholes(text string) map[string][]string {
	wholes := map[string][]string{}
	for _, raw := range strings.FieldsFunc(text, tokenBreak) {
		for _, seg := range strings.FieldsFunc(raw, func(r rune) bool { return strings.ContainsRune("-_./", r) }) {
			if parts := splitIdentifier(seg); len(parts) > 1 {
				var stems []string
				for _, p := range parts {
					stems = append(stems, stem(strings.ToLower(p)))
				}
				wholes[stem(strings.ToLower(seg))] = stems
			}
		}
	}
	return wholes
}

// splitIdentifier splits on -, _, ., / and lower→upper case changes.
func splitIdentifier(s string) []string {
	if plainWord(s) {
		return []string{s}
	}
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

// plainWord reports whether s is ASCII with no separator and no
// lower→upper change, so that splitIdentifier would return it whole.
func plainWord(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 || c == '-' || c == '_' || c == '.' || c == '/' || (i > 0 && c >= 'A' && c <= 'Z' && s[i-1] >= 'a' && s[i-1] <= 'z') {
			return false
		}
	}
	return true
}

// stem reduces a word to a stem with a few ordered suffix rules. It is
// deliberately light: "deploying", "deployed", "deployment" and "deploys"
// meet at "deploy", while short words and identifiers with digits are left
// alone so that "s3" or "pci" never change.
func stem(w string) string {
	if stemMemoOn {
		return stemMemoized(w)
	}
	return stemWord(w)
}

// stemWord is stem without the memo: the light stem, then the family a
// verb's regular noun shares with the verb (stem_families.go).
func stemWord(w string) string { return familyStem(lightStem(w)) }

// lightStem is the stemmer's suffix rules, without the families.
func lightStem(w string) string {
	if base, ok := irregularForms()[w]; ok {
		return base
	}
	if len(w) <= 3 || strings.ContainsAny(w, "0123456789-_./") {
		return w
	}
	w = americanSpelling(w)
	if d, ok := derivedNoun(w); ok {
		return d
	}
	for _, s := range []struct{ suffix, repl string }{
		{"ization", "ize"}, {"isation", "ize"}, {"ational", "ate"}, {"fulness", "ful"},
		{"iveness", "ive"}, {"ibility", ""}, {"ability", ""}, {"ments", ""}, {"ment", ""},
		{"ations", "ate"}, {"ation", "ate"}, {"ities", ""}, {"ity", ""}, {"ness", ""},
		{"ible", ""}, {"able", ""}, {"ies", "y"}, {"sses", "ss"}, {"ings", ""}, {"ing", ""},
		{"edly", ""}, {"ly", ""}, {"ed", ""}, {"ers", "er"}, {"es", "e"}, {"s", ""},
	} {
		if !strings.HasSuffix(w, s.suffix) {
			continue
		}
		base := w[:len(w)-len(s.suffix)] + s.repl
		if len(base) < 3 || (s.suffix == "s" && (strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "us") || strings.HasSuffix(w, "is"))) {
			continue
		}
		if (s.suffix == "ing" || s.suffix == "ed" || s.suffix == "ings" || s.suffix == "ly") && !hasVowel(base) {
			continue
		}
		if s.suffix == "ed" && strings.HasSuffix(w, "eed") {
			break // "speed", "exceed", "proceed" are not past tenses: "speeds" and "exceeded" stem to them
		}
		if (s.suffix == "ly" || s.suffix == "ible" || s.suffix == "able") && len(base) < 4 {
			continue // "only", "table", "ansible" stay
		}
		w = base
		if (s.suffix == "ing" || s.suffix == "ed") && len(w) > 3 && w[len(w)-1] == w[len(w)-2] && !strings.ContainsRune("lsz", rune(w[len(w)-1])) {
			w = w[:len(w)-1] // "committ" → "commit", "logg" → "log"
		} else if s.suffix == "ed" && shortWord(w) {
			w += "e" // "named" → name, "based" → base, "coded" → code
		}
		break
	}
	if len(w) > 4 && strings.HasSuffix(w, "e") && !strings.HasSuffix(w, "ee") {
		w = w[:len(w)-1] // "release" and "releas(ing)" meet
	}
	return w
}

// shortWord is Porter2's short word (porter2.go): its region R1 is empty
// and it ends in a short syllable, like "nam" of named or "cod" of coded.
// Such a word lost an e to "-ed", and gets it back: without it "named" and
// "name", "based" and "base", "typed" and "type" did not meet, since the
// final e is dropped only from words of five letters or more. Not after
// "-ing": measured on every set, "naming" → name as well cost the vite
// holdout 0.035 recall (RETRIEVAL-LOG.md, Terms).
func shortWord(w string) bool {
	b := []byte(w)
	markY(b)
	p1, _ := porter2Regions(b)
	return p1 >= len(b) && shortSyllable(b)
}

// derivedNoun maps the regular Latin nouns of a verb to the verb's stem, so
// that "admission" meets "admit", "cancellation" "cancel", "notification"
// "notify", "encryption" "encrypt" and "connection" "connect": English
// morphology, no vocabulary. Each rule keeps a base of at least four
// letters, and a few words whose noun means something else than the verb
// ("commission", "section", "production") are left to the suffix rules.
func derivedNoun(w string) (string, bool) {
	w = strings.TrimSuffix(w, "s")
	for _, r := range []struct{ suffix, repl string }{
		{"ission", "it"}, {"allation", "all"}, {"ellation", "el"}, {"ification", "ify"},
		{"yption", "ypt"}, {"uption", "upt"}, {"ection", "ect"}, {"iction", "ict"},
	} {
		if !strings.HasSuffix(w, r.suffix) {
			continue
		}
		base := w[:len(w)-len(r.suffix)] + r.repl
		if len(base) < 5 || strings.HasSuffix(w, "section") || w == "commission" {
			return "", false
		}
		return lightStem(base), true
	}
	return "", false
}

// americanSpelling rewrites common British spellings to American ones so
// that both meet: "behaviour" and "behavior", "serialise" and "serialize",
// "licence" and "license", "cancelled" and "canceled". The rules are
// English orthography, not vocabulary; the exception lists keep words whose
// "-ise" or "-our" is not a spelling variant ("promise", "contour").
func americanSpelling(w string) string {
	if a, ok := britishWords()[w]; ok {
		return a
	}
	for _, r := range []struct{ from, to string }{
		{"licenc", "licens"}, {"defenc", "defens"}, {"offenc", "offens"},
		{"catalogu", "catalog"}, {"dialogu", "dialog"}, {"analogu", "analog"},
	} {
		if strings.HasPrefix(w, r.from) {
			return r.to + w[len(r.from):]
		}
	}
	// -our → -or after i, l, v, b, n, m: behaviour, colour, favour, labour,
	// honour, humour (not four, hour, tour, your, contour, flour).
	if len(w) >= 6 && !strings.HasPrefix(w, "devour") {
		for _, p := range []string{"iour", "lour", "vour", "bour", "nour", "mour"} {
			if i := strings.Index(w, p); i > 0 {
				return w[:i+1] + "or" + w[i+4:]
			}
		}
	}
	// -ise → -ize (normalise, organisation, serialised, optimising) and
	// -yse → -yze (analyse); the letter before -ise must be l, n, m, t or r.
	for _, suf := range []string{"isations", "isation", "ising", "isers", "iser", "ised", "ises", "ise"} {
		if !strings.HasSuffix(w, suf) {
			continue
		}
		base := w[:len(w)-len(suf)]
		if len(base) >= 4 && strings.ContainsRune("lnmtr", rune(base[len(base)-1])) && !notIse(w) {
			return base + "iz" + suf[2:]
		}
		break
	}
	for _, suf := range []string{"lysed", "lyses", "lysing", "lyser", "lyse"} {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+2 {
			return w[:len(w)-len(suf)] + "lyz" + suf[3:]
		}
	}
	// British doubled l before a suffix: cancelled, labelling, modeller.
	for _, suf := range []string{"ellers", "eller", "elled", "elling"} {
		if strings.HasSuffix(w, suf) && len(w)-len(suf)+3 >= 6 {
			return w[:len(w)-len(suf)] + "el" + suf[3:]
		}
	}
	return w
}

// notIse: words ending in -ise that are not British -ize spellings.
func notIse(w string) bool {
	for _, p := range []string{"prise", "promise", "premise", "rtise", "stise", "rcise", "cise", "vise", "wise", "guise", "sunrise", "treatise"} {
		if strings.Contains(w, p) {
			return true
		}
	}
	return false
}

// britishWords are whole-word spelling variants no rule above covers.
var britishWords = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"programme": "program", "programmes": "programs", "grey": "gray", "judgement": "judgment",
		"ageing": "aging", "centre": "center", "centres": "centers", "metre": "meter", "metres": "meters",
		"litre": "liter", "litres": "liters", "fibre": "fiber", "theatre": "theater", "calibre": "caliber",
		"travelled": "traveled", "travelling": "traveling", "fuelled": "fueled", "fuelling": "fueling",
		"enrol": "enroll", "enrolment": "enrollment", "fulfil": "fulfill", "fulfilment": "fulfillment",
		"instalment": "installment", "artefact": "artifact", "artefacts": "artifacts", "sceptical": "skeptical",
		"whilst": "while", "amongst": "among", "cheque": "check", "cheques": "checks", "tyre": "tire", "tyres": "tires",
		"plough": "plow", "aluminium": "aluminum", "mould": "mold", "storey": "story", "pyjamas": "pajamas",
	}
})

// irregularForms maps common irregular English verb forms to their base,
// which no suffix rule can reach ("paid out" should meet "payout").
var irregularForms = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"paid": "pay", "sent": "send", "woke": "wake", "woken": "wake", "ran": "run", "held": "hold",
		"broke": "break", "broken": "break", "wrote": "write", "written": "write", "built": "build",
		"kept": "keep", "lost": "lose", "made": "make", "took": "take", "taken": "take", "gave": "give",
		"given": "give", "chose": "choose", "chosen": "choose", "found": "find", "brought": "bring",
		"bought": "buy", "sold": "sell", "told": "tell", "thought": "think", "meant": "mean",
		"spent": "spend", "began": "begin", "begun": "begin", "fell": "fall", "fallen": "fall",
		"hidden": "hide", "froze": "freeze", "frozen": "freeze", "shown": "show", "drew": "draw",
		"drawn": "draw", "led": "lead", "ate": "eat", "saw": "see", "seen": "see", "knew": "know",
		"known": "know", "grew": "grow", "grown": "grow", "threw": "throw", "thrown": "throw",
		"children": "child", "indices": "index", "data": "data", "criteria": "criterion",
	}
})

func hasVowel(s string) bool { return strings.ContainsAny(s, "aeiouy") }

// stopwords carry no routing signal. Generic task words ("add", "fix",
// "work") are not stopwords: they are weighed by IDF instead.
var stopwords = lazySet(foreignStopwords + `a an and are as at be been but by can could do does for from had has have
how i if in into is it its me my no not of on or our should so than that the their them then there
these they this those to too up us was we were what when where which while who why will with would
you your about after again all also am any because before being both did doing during each few
further here just more most must need needs now off once only other over own same some such through
under until very via want wants please let lets get gets got make sure using use used new way
something anything thing things currently today right someone
actually really basically simply quite rather maybe perhaps probably likely somehow anyway
already still yet ever even often sometimes usually again else instead
okay ok yes yeah hey hi thanks thank kind sort bit lot lots
say says said saying tell tells told ask asks asked wonder think know knows seem seems
happen happens happened happening come comes came coming soon
didn doesn don isn aren wasn weren won wouldn shouldn couldn hasn haven hadn ll ve re`)

// commonWords are everyday English words that say little about a topic:
// pronouns and quantifiers, days, months and other time words, and the
// commonest verbs, adjectives and nouns of ordinary speech. They are not
// stopwords: a memory that uses one still matches it. But a store that never
// uses one has not shown that the task is about something it does not know
// ("she", "yesterday", "different people"), so abstention does not count
// them as unknown information (see queryStatsOf). The list is general
// English, not the vocabulary of any project.
var commonWords = sync.OnceValue(func() map[string]bool {
	return stemSet(`he him his himself she her hers herself itself one ones oneself themselves
ourselves myself yourself yourselves everybody everyone everything anybody anyone nobody none
somebody nothing whatever whichever whoever whom whose mine ours yours theirs another either
neither every many much several enough least whole half
whether though although unless whereas since ago almost always never otherwise meanwhile however
therefore thus hence besides somewhere anywhere everywhere nowhere elsewhere away around across
along behind ahead beyond toward towards upon within without inside outside together apart
yesterday tomorrow tonight morning afternoon evening night weekend day week month year second
minute hour moment daily weekly monthly yearly earlier later recently lately
monday tuesday wednesday thursday friday saturday sunday january february march april june july
august september october november december
go goes going gone went find finds finding give gives giving gave look looks looking looked see
seeing keep keeps try tries trying tried begin begins turn turns feel feels leave leaves leaving
stay stays become becomes became put puts bring brings notice noticed complain complains complained
mention mentions mentioned suggest explain describe realize remember forget hope expect guess
believe decide agree figure wonder note noted look
old good bad big small large little long short full empty different whole certain possible
impossible real true false easy hard simple quick quickly main important latest recent proper
fine ready clear entire various specific particular general normal usual strange weird odd
people person persons stuff folks guy guys place point idea question answer example piece side
everybody someone somebody part
beforehand afterwards afterward already immediately instantly straight soon eventually instead
suddenly probably maybe perhaps usually often sometimes rarely anyway somehow basically
thing things lot lots bit way`)
})

// requestWords are the words an agent's request uses for how to do the work
// rather than what it is about ("implement the logic … ensuring the existing
// behaviour", "refactor it properly", "verify the requirements"). Like
// commonWords, a store that never uses one has not shown that the task is
// about something it does not know: abstention does not count them as
// unknown information, and a small store does not take one for a specific
// word; a memory that says one still matches it. General English of task
// requests, written before measuring (RETRIEVAL-LOG.md, Abstention, stop 51):
// "implement the logic for the remote reset limit, ensuring we respect the
// requirements" loaded nothing where "the remote reset limit" loaded it.
var requestWords = sync.OnceValue(func() map[string]bool {
	return stemSet(`implement ensure verify logic functionality relevant accordingly consistent refactor task
requirement approach properly existing behaviour behavior scenario investigate intended`)
})

// lazySet is setOf built on first use (issue 10: nothing is built at process
// start that the first answer does not need).
func lazySet(words string) func() map[string]bool {
	return sync.OnceValue(func() map[string]bool { return setOf(words) })
}

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

func isStopword(w string) bool { return stopwords()[w] }

// stemSet is the set of the stems of some words.
func stemSet(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[stem(w)] = true
	}
	return m
}

// synonymGroups is a small hand-written table of general software and
// English vocabulary: words in one group are treated as the same concept at
// a discount. It is frozen (issue 16): it grew from misses in earlier
// passes, so it takes no new entries; general vocabulary goes to the
// lexicon (lexicon.go), and RETRIEVAL.md records why the table stays. An entry with a space is a phrase ("try again"), matched on
// adjacent words. Keep it to language any engineering team uses; project or
// business-domain names do not belong here (they would tune the router to
// one store).
var synonymGroups = [][]string{
	{"deploy", "release", "ship", "rollout", "roll out", "publish", "promote", "go live"},
	{"rollout", "canary", "gradual", "phased", "staged", "percentage"},
	{"rollback", "revert", "roll back", "undo", "downgrade", "back out"},
	{"auth", "authentication", "authenticate", "login", "log in", "signin", "sign in", "sign-in", "sso", "oauth", "authn", "session"},
	{"authorization", "authz", "permission", "rbac", "access", "role"},
	{"db", "database", "postgres", "postgresql", "sql", "mysql", "sqlite", "psql"},
	{"transaction", "txn", "tx"},
	{"migration", "migrate", "schema", "ddl", "column", "table"},
	{"test", "testing", "spec", "unittest", "e2e"},
	{"bug", "defect", "regression", "broken", "failure", "crash", "break"},
	{"fail", "failure", "crash", "fall over", "blow up", "go down"},
	{"fix", "correct", "repair", "resolve", "sort out"},
	{"mistake", "wrong", "incorrect", "error"},
	{"edit", "modify", "change", "alter", "update", "rewrite"},
	{"debug", "troubleshoot", "diagnose", "investigate", "figure out", "find out", "look into", "dig into"},
	{"config", "configuration", "configure", "settings", "setting", "env", "environment variable"},
	{"secret", "credential", "password", "token", "apikey", "api key", "private key", "login details", "access key", "passphrase"},
	{"k8s", "kubernetes", "cluster", "pod", "helm"},
	{"ci", "pipeline", "github actions", "build"},
	{"pr", "pull request", "merge request", "review"},
	{"doc", "docs", "documentation", "readme"},
	{"adr", "rfc", "proposal", "design doc", "decision record"},
	{"perf", "performance", "latency", "slow", "speed", "throughput", "sluggish", "laggy", "speed up"},
	{"log", "logging", "logger"},
	{"metric", "prometheus", "telemetry", "monitoring", "observability", "counter", "gauge"},
	{"alert", "alerting", "paging", "pager", "pagerduty", "oncall", "on-call", "on call", "wake", "wake up", "page"},
	{"incident", "outage", "sev", "postmortem", "post-mortem"},
	{"queue", "message", "broker", "stream", "kafka", "nats", "rabbitmq", "pubsub"},
	{"cache", "caching", "redis", "memcached"},
	{"endpoint", "route", "handler", "api", "rest", "http"},
	{"request", "call"},
	{"network", "external", "remote", "http", "outbound"},
	{"ui", "frontend", "front-end", "screen", "dashboard", "web ui", "component", "page", "view"},
	{"display", "show", "render", "present"},
	{"backend", "back-end", "server", "service"},
	{"dependency", "package", "module", "library", "deps", "driver", "sdk"},
	{"upgrade", "bump", "update", "new version"},
	{"delete", "remove", "erase", "erasure", "purge", "clean up", "cleanup", "wipe", "throw away", "throw out", "get rid of", "tidy up", "discard"},
	{"retention", "retain", "keep", "hold on", "hang on", "expire", "ttl"},
	{"user", "customer", "client", "account", "tenant"},
	{"money", "amount", "price", "cost", "currency", "cents", "funds"},
	{"retry", "backoff", "redeliver", "redelivery", "resend", "re-send", "try again", "send again", "attempt"},
	{"webhook", "callback", "notification", "notify"},
	{"flag", "feature flag", "feature-flag", "toggle", "killswitch", "kill-switch", "turn on", "switch on", "enable"},
	{"i18n", "translation", "localization", "l10n", "locale"},
	{"a11y", "accessibility", "wcag", "screen reader"},
	{"gdpr", "privacy", "pii", "personal data"},
	{"encrypt", "encryption", "tls", "mtls", "crypto"},
	{"signature", "hmac", "spoof", "forge", "forgery", "impersonate", "authentic", "authenticity", "tamper"},
	{"container", "docker", "image", "compose"},
	{"infra", "infrastructure", "terraform", "iac"},
	{"job", "cron", "scheduler", "batch", "worker"},
	{"timeout", "deadline", "time out", "timed out"},
	{"wait", "sleep", "delay", "pause"},
	{"clock", "timer", "wall clock", "wall-clock"},
	{"limit", "maximum", "max", "cap", "ceiling", "quota"},
	{"rate-limit", "ratelimit", "rate limit", "throttle", "throttling", "rps", "qps", "per second", "too many requests", "flood"},
	{"lint", "linter", "vet", "staticcheck", "eslint", "golangci-lint", "tidy"},
	{"format", "formatter", "fmt", "prettier", "gofmt"},
	{"commit", "git", "branch", "merge"},
	{"idempotency", "idempotent", "dedupe", "deduplication", "duplicate"},
	{"concurrency", "concurrent", "parallel", "race", "lock", "locking", "mutex", "at once", "simultaneous", "at the same time"},
	{"profile", "profiling", "pprof", "flamegraph"},
	{"on-call", "handoff", "handover", "hand over", "hand off", "rotation", "shift"},
	{"owner", "ownership", "own", "responsible", "maintainer", "codeowners"},
	{"dispute", "contest"},
	{"local", "laptop", "localhost", "dev environment", "development environment", "computer", "workstation", "desktop", "my machine"},
	{"setup", "set up", "bootstrap", "onboarding", "getting started"},
	{"seed", "fixture", "sample data", "demo data"},
	{"block", "reject", "deny", "refuse", "stop", "prevent"},
	{"report", "export", "csv", "spreadsheet", "excel"},
	{"write", "writing", "author"},
	// Everyday English for engineering words: the phrasal verbs, nouns and
	// adjectives a person uses when the memory says it the technical way.
	{"cancel", "call off", "abort", "scrap"},
	{"disable", "turn off", "switch off", "deactivate"},
	{"shutdown", "shut down", "halt", "terminate"},
	{"lookup", "look up", "fetch", "retrieve"},
	{"rerun", "re-run", "redo", "run again", "reprocess", "replay", "recompute", "backfill"},
	{"signup", "sign up", "register", "registration", "enroll"},
	{"login", "log in", "log on", "logon"},
	{"backup", "back up", "snapshot", "dump"},
	{"restore", "recover", "recovery"},
	{"copy", "clone", "replicate", "duplicate"},
	{"record", "row", "entry"},
	{"field", "column", "attribute", "property"},
	{"sms", "text message", "texting"},
	{"notify", "notification", "ping", "push notification"},
	{"nightly", "overnight", "every night"},
	{"daily", "every day", "per day", "each day"},
	{"weekly", "every week", "per week"},
	{"hourly", "every hour", "per hour"},
	{"staff", "employee", "colleague", "personnel", "team member"},
	{"admin", "administrator", "operator", "superuser"},
	{"outage", "downtime", "unavailable", "go down"},
	{"stuck", "hang", "hung", "stall", "stalled", "frozen", "unresponsive"},
	{"lag", "behind", "backlog", "delay"},
	{"cost", "expensive", "cheap", "spend", "bill", "billing", "fee", "charge"},
	{"size", "big", "huge", "bytes"},
	{"vendor", "third-party", "third party", "provider", "supplier"},
	{"integrate", "integration", "hook up", "wire up"},
	{"provision", "spin up"},
	{"skip", "ignore", "bypass"},
	{"invalid", "malformed", "corrupt", "bad"},
	{"stats", "statistics", "figures", "numbers", "totals"},
	{"chart", "graph", "dashboard", "plot"},
	{"workflow", "pipeline", "dag"},
	{"phone", "mobile", "smartphone", "handset", "device"},
	{"website", "web", "online", "browser", "web app"},
	{"logout", "log out", "sign out", "signout"},
	{"redact", "mask", "obfuscate", "scrub"},
	{"cutoff", "cut-off", "cut off", "deadline"},
	{"attack", "attacker", "exploit", "breach", "hack", "hacked", "malicious"},
	{"leak", "leaked", "expose", "exposure"},
	{"url", "link", "uri"},
	{"image", "picture", "photo"},
	{"spike", "surge", "burst", "peak"},
	{"stale", "out of date", "freshness"},
	{"email", "e-mail", "mail"},
	{"bulk", "batch", "in bulk", "mass"},
	{"timezone", "time zone", "tz", "local time"},
	{"flaky", "intermittent", "nondeterministic", "unstable"},
	{"deprecated", "deprecation", "legacy", "outdated", "obsolete", "old version"},
	{"trigger", "kick off", "fire off"},
	{"unauthorized", "forbidden", "not allowed", "access denied", "permission denied"},
	// Abbreviations engineers write for common words.
	{"http", "https"},
	{"repo", "repository", "monorepo"},
	{"env", "environment"},
	{"prod", "production"},
	{"staging", "stage", "preprod", "pre-production"},
	{"msg", "message"},
	{"svc", "service", "microservice"},
	{"app", "application"},
	{"cfg", "config", "conf"},
	{"impl", "implementation", "implement"},
	{"info", "information"},
	{"admin", "administrator"},
	{"dev", "development", "developer"},
	{"req", "request"},
	{"resp", "response", "reply"},
	{"ctx", "context"},
	{"err", "error"},
	{"fn", "func", "function", "method"},
	{"param", "parameter", "argument", "arg"},
	{"var", "variable"},
	{"tmp", "temp", "temporary"},
	{"dir", "directory", "folder"},
	{"img", "image"},
	{"pkg", "package"},
	{"lib", "library"},
	{"util", "utility", "helper"},
	{"min", "minimum"},
	{"num", "number", "count"},
	{"id", "identifier"},
	{"async", "asynchronous", "background"},
	{"sync", "synchronous"},
	{"ts", "typescript"},
	{"js", "javascript"},
	{"py", "python"},
	{"golang", "go"},
	{"o11y", "observability"},
	{"cd", "continuous delivery", "continuous deployment"},
	{"ci", "continuous integration"},
	{"dep", "deps", "dependency"},
	{"vulnerability", "vuln", "cve", "advisory", "govulncheck", "dependabot", "snyk"},
	{"issue", "problem", "trouble"},
	// Comparatives.
	{"lower", "less", "fewer", "smaller", "below", "decrease", "reduce"},
	{"higher", "greater", "larger", "above", "exceed", "increase"},
}

// synonymIndex maps a stem (or a phrase key, see phraseKey) to the stems of
// its groups; phraseKeys are the phrase entries' keys. Both are built on
// first use, not at process start (issue 10: spawn → first answer).
var synonymTables = sync.OnceValues(buildSynonymIndex)

func synonymIndex() map[string][]string  { idx, _ := synonymTables(); return idx }
func synonymPhraseKeys() map[string]bool { _, p := synonymTables(); return p }

// phraseKeys are the phrases memories are indexed with: the synonym
// table's and the concept table's ("type check", lexicon.go).
var phraseKeys = sync.OnceValue(func() map[string]bool {
	keys := map[string]bool{}
	for k := range synonymPhraseKeys() {
		keys[k] = true
	}
	for k := range conceptPhraseKeys() {
		keys[k] = true
	}
	return keys
})

// phraseKey joins the stems of a phrase's words: "try again" → "tryagain".
// The query and memory text produce the same key from adjacent words.
func phraseKey(words []string) string {
	var b strings.Builder
	for _, w := range words {
		b.WriteString(stem(w))
	}
	return b.String()
}

func buildSynonymIndex() (map[string][]string, map[string]bool) {
	idx := map[string][]string{}
	phrases := map[string]bool{}
	for _, g := range synonymGroups {
		stems := make([]string, 0, len(g))
		for _, w := range g {
			if words := strings.Fields(w); len(words) > 1 {
				k := phraseKey(words)
				phrases[k] = true
				stems = append(stems, k)
				continue
			}
			stems = append(stems, stem(strings.ToLower(w)))
		}
		for _, s := range stems {
			for _, o := range stems {
				if o != s && !contains(idx[s], o) {
					idx[s] = append(idx[s], o)
				}
			}
		}
	}
	return idx, phrases
}

// words splits text into lowercase runs of letters and digits, in order and
// with stopwords kept: phrases and acronyms are read from adjacent words.
func words(text string) []string {
	if docTextLeanOn && isASCII(text) {
		return wordsLean(text) // perf_doctext.go
	}
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r))
	})
}

// phraseTerms returns the phrase keys of the synonym table that occur in
// text, so that a memory saying "sign in" matches a task saying "login".
//
// It is phraseKey over every run of 2 and 3 words, computed from each
// word's stem once, and a run is extended only while its key so far is a
// prefix of some phrase key: the same keys in the same order, without
// building a key for every pair and triple of a memory's words.
func phraseTerms(text string) []string {
	ws := words(text)
	var out []string
	prefixes, keys := phrasePrefixes(), phraseKeys()
	stems := make([]string, len(ws))
	for i, w := range ws {
		stems[i] = stem(w)
	}
	for i := 0; i+1 < len(ws); i++ {
		k := stems[i]
		for n := 2; n <= 3 && i+n <= len(ws); n++ {
			if !prefixes[k] {
				break
			}
			k += stems[i+n-1]
			if keys[k] {
				out = append(out, k)
			}
		}
	}
	return out
}

// phrasePrefixes are the non-empty prefixes of every phrase key.
var phrasePrefixes = sync.OnceValue(func() map[string]bool {
	p := map[string]bool{}
	for k := range phraseKeys() {
		for i := 1; i <= len(k); i++ {
			p[k[:i]] = true
		}
	}
	return p
})

// terms turns text into the stems the router indexes and queries.
func terms(text string) []string {
	toks := tokenize(text)
	out := make([]string, 0, len(toks))
	for _, t := range toks {
		if st, ok := termOf(t); ok {
			out = append(out, st)
		}
	}
	return out
}

// termOf is token t's stem, unless terms drops t.
func termOf(t string) (string, bool) {
	if isStopword(t) || len(t) < 2 || len(t) > 64 {
		return "", false
	}
	st := stem(t)
	if irregularForms()[t] != "" && isStopword(st) {
		return "", false // "known", "said": forms of stopwords
	}
	return st, true
}

// contrastPairs are general opposites: a task that names one side and not
// the other is not about a memory whose title or tags name only the other
// side (signing vs. verifying, inbound vs. outbound).
var contrastPairs = [][2]string{
	{"sign signing signer", "verify verifying verification validate"},
	{"outbound outgoing", "inbound incoming"}, // directionPair
	{"egress", "ingress"},
	{"send sender", "receive receiver recipient"},
	{"encrypt encryption", "decrypt decryption"},
	{"encode serialize marshal", "decode deserialize unmarshal"},
	{"compress compression", "decompress decompression"},
	{"upload", "download"},
	{"import", "export"},
	{"publish publisher producer", "consume consumer subscribe subscriber"},
	{"enable", "disable"},
	{"upgrade", "downgrade"},
	{"lock", "unlock"},
	{"grant", "revoke"},
	{"allow allowlist", "deny denylist blocklist"},
	{"increase", "decrease"},
	{"primary leader", "replica follower"},
	{"frontend front-end", "backend back-end"},
	{"read-only readonly", "read-write"},
}

// directionPair is the contrast pair of the direction words (outbound or
// inbound), which impliedDirection can also infer from pronouns.
const directionPair = 1

// Direction cues: verbs that move something from one party to another and
// verbs of taking delivery, in general English.
// They are built on first use, like every word table (issue 10).
var (
	sendVerbs = sync.OnceValue(func() map[string]bool {
		return stemSet("send resend forward deliver push post notify call ping email give pay emit return")
	})
	// The party that answers or acknowledges is the one that received.
	receiveVerbs = sync.OnceValue(func() map[string]bool {
		return stemSet("receive get accept ingest answer acknowledge respond reply")
	})
	// auxiliaries may stand between "we" and its verb ("we don't send").
	auxiliaries = lazySet("do does did don doesn didn t not never always also still ever ll will would should must can could then only")
)

// impliedDirection reads from a task's words (stopwords kept) which way
// something travels relative to us when the task says so with pronouns:
// "resends it to us", "sends us", "we receive" are inbound (1); "came from
// us", "we send", "didn't get our events" are outbound (0). It returns -1
// when the task implies neither or both. The sides index contrastPairs'
// direction pair.
func impliedDirection(ws []string) int {
	in, out := false, false
	for i, w := range ws {
		next := ""
		if i+1 < len(ws) {
			next = ws[i+1]
		}
		switch {
		case w == "to" && next == "us":
			in = true
		case w == "from" && next == "us":
			out = true
		case next == "us" && sendVerbs()[stem(w)]:
			in = true
		case next == "our" && receiveVerbs()[stem(w)]:
			out = true
		case w == "we":
			j := i + 1
			for j < len(ws) && j < i+4 && auxiliaries()[ws[j]] {
				j++
			}
			if j < len(ws) {
				switch v := stem(ws[j]); {
				case sendVerbs()[v]:
					out = true
				case receiveVerbs()[v] && v != "get":
					in = true
				}
			}
		}
	}
	switch {
	case in && !out:
		return 1
	case out && !in:
		return 0
	}
	return -1
}

// contrastStems is contrastPairs stemmed.
var contrastStems = sync.OnceValue(func() [][2][]string {
	var out [][2][]string
	for _, p := range contrastPairs {
		var sides [2][]string
		for i, side := range p {
			for _, w := range strings.Fields(side) {
				sides[i] = append(sides[i], stem(w))
			}
		}
		out = append(out, sides)
	}
	return out
})

// lazyRegexp compiles a pattern on first use rather than at process start
// (issue 10: spawn → first answer).
func lazyRegexp(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}

// queryNames are the stems of a task's words that are names rather than
// vocabulary: words with a digit, # or @ (`BLAKE2`, `v1.0.26`, `#21062`),
// words with inner punctuation (`TestHead_FastStartupStateFile`,
// `settings.rs`, `tpl/tplimpl`), lowerCamelCase (`passLogger`), and
// anything in backticks. Capitalised words (`NumPy`, `IndexOptions`,
// `Codex`) are not marked: a sentence's first word and a product's name
// look alike, and a product the store never mentions may be another system
// the task is about rather than a name in this project's code. A store that
// never mentions a code name has simply not been told about it: that says
// nothing about whether the task's other words are covered (issue 16).
func queryNames(q string) map[string]bool {
	out := map[string]bool{}
	mark := func(raw string) {
		for _, t := range terms(raw) {
			out[t] = true
		}
	}
	inTicks := false
	for _, raw := range strings.FieldsFunc(q, unicode.IsSpace) {
		ticks := strings.Count(raw, "`")
		word := strings.Trim(raw, "`'\"()[]{},;!?*")
		name := inTicks || ticks > 0
		if ticks%2 == 1 {
			inTicks = !inTicks
		}
		core := strings.TrimRight(word, ":.")
		switch {
		case name:
		case strings.ContainsAny(core, "0123456789#@"):
			name = true
		case strings.ContainsAny(strings.Trim(core, "-_./"), "_./"):
			name = true
		case !plainWord(core) && core[0] >= 'a' && core[0] <= 'z':
			name = true // lowerCamelCase: code, never prose
		}
		if name {
			mark(core)
		}
	}
	return out
}

// asciiLower is line in lower case, and whether it is ASCII alone.
func asciiLower(line string) (string, bool) {
	b := []byte(line)
	for i, c := range b {
		if c >= 0x80 {
			return "", false
		}
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b), true
}
