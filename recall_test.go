package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestStem(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"deploying", "deploy"}, {"deployed", "deploy"}, {"deployment", "deploy"}, {"deploys", "deploy"},
		{"release", "releas"}, {"releasing", "releas"}, {"retries", "retry"}, {"committed", "commit"},
		{"logging", "log"}, {"paid", "pay"}, {"woken", "wake"}, {"indices", "index"},
		{"responsible", "respons"}, {"ansible", "ansibl"}, {"s3", "s3"}, {"pci", "pci"},
		{"transfers", "transfer"}, {"transferring", "transfer"}, {"gateway-api", "gateway-api"},
		// Latin nouns of verbs meet their verb.
		{"admissions", "admit"}, {"admitted", "admit"}, {"cancellation", "cancel"}, {"cancelled", "cancel"},
		{"installation", "install"}, {"notifications", "notify"}, {"verification", "verify"},
		{"encryption", "encrypt"}, {"connection", "connect"}, {"restriction", "restrict"},
		{"section", "section"}, {"commission", "commission"}, {"production", "production"}, {"mission", "mission"},
		// A short word that lost an e to -ed gets it back (Porter2's rule),
		// so it meets its base; the rest keep the -ed removal as it was.
		{"named", "name"}, {"name", "name"}, {"based", "base"}, {"base", "base"}, {"typed", "type"},
		{"coded", "code"}, {"scoped", "scop"}, {"scope", "scop"}, {"opened", "open"}, {"fixed", "fix"},
		{"failed", "fail"}, {"mapped", "map"}, {"added", "add"}, {"tested", "test"},
		// A word ending in -eed is no past tense: it meets its own forms.
		{"speed", "speed"}, {"speeds", "speed"}, {"speeding", "speed"},
		{"exceed", "exceed"}, {"exceeded", "exceed"}, {"proceed", "proceed"}, {"proceeding", "proceed"},
		{"need", "need"}, {"needed", "need"},
	} {
		if got := stem(tc.in); got != tc.want {
			t.Errorf("stem(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestTokenizeAndTerms(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"gateway-api", "gateway-api gateway api"},
		{"formatMoney", "formatmoney format money"},
		{"Fix the WebP images", "fix the webp web p images"},
	} {
		if got := strings.Join(tokenize(tc.in), " "); got != tc.want {
			t.Errorf("tokenize(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got := strings.Join(terms("Deploying the new releases to production"), " "); got != "deploy releas production" {
		t.Errorf("terms: got %q", got)
	}
}

func TestPhraseTerms(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"how do users sign in", "signin"},
		{"we try again later", "tryagain"},
		{"nothing here", ""},
	} {
		if got := strings.Join(phraseTerms(tc.in), " "); got != tc.want {
			t.Errorf("phraseTerms(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// testMemory is one memory for writeTestStore.
type testMemory struct {
	id, kind, title, tags, content, extra string
}

// writeTestStore writes a store in the engram 0.0.28 format with matching
// hashes, so every memory is visible.
func writeTestStore(t testing.TB, dir string, mems []testMemory, roles string) {
	root := filepath.Join(dir, ".agents", ".engram")
	hashes := map[string]string{}
	for _, m := range mems {
		sub := memoryTypeDirs[m.kind]
		os.MkdirAll(filepath.Join(root, sub), 0o755)
		body := fmt.Sprintf("---\nid: %s\nschema_version: 3\nscope: workspace\ntags: [%s]\ntype: %s\n%s---\n\n# %s\n\n## Content\n\n- %s\n",
			m.id, m.tags, m.kind, m.extra, m.title, m.content)
		file := sub + "/" + m.id + ".md"
		if err := os.WriteFile(filepath.Join(root, file), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		hashes[file] = sha256Hex([]byte(body))
	}
	data, _ := json.Marshal(hashes)
	os.WriteFile(filepath.Join(root, hashesFile), data, 0o644)
	os.WriteFile(filepath.Join(root, configFile), []byte(`{"roles": [`+roles+`]}`), 0o644)
}

var smallStore = []testMemory{
	{id: "add-postgres-migration", kind: typeSkill, title: "Add a Postgres migration", tags: "task_type:database, migration, goose",
		content: "Create a goose migration under db/migrations and run make migrate.", extra: "depends_on: [expand-contract-migrations]\n"},
	{id: "expand-contract-migrations", kind: typeRule, title: "Schema changes use expand and contract", tags: "migration, schema",
		content: "Add nullable columns first, backfill, then switch reads, then drop the old column."},
	{id: "release-services", kind: typeSkill, title: "Release backend services", tags: "task_type:deploying, release",
		content: "Merge the release PR opened by release-please; Argo CD rolls it out."},
	{id: "old-release", kind: typeSkill, title: "Release with make release", tags: "release",
		content: "Run make release and helm upgrade.", extra: "lifecycle: superseded\nsuperseded_by: release-services\n"},
	{id: "csrf-protection", kind: typeRule, title: "Console forms send the CSRF token", tags: "security, console",
		content: "Every mutating request from the console sends the CSRF token header."},
	{id: "console-i18n", kind: typeRule, title: "Console translations live in messages files", tags: "i18n",
		content: "Add German and French translations to the messages catalogue.", extra: "role: [frontend]\n"},
	{id: "redact-pii", kind: typeRule, title: "Never log personal data", tags: "logging, pii",
		content: "Redact emails, names and IBANs before they reach the logger."},
}

func openTestView(t testing.TB, dir string) *storeView {
	e := newEnv(nil, os.Stdout, os.Stderr)
	e.getenv = func(string) string { return "" }
	v, err := openView(e, dir)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestRouteAbstainsAndOrders(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, smallStore, `"backend"`)
	v := openTestView(t, dir)
	for _, tc := range []struct {
		query string
		want  string // routed ids, in load order, comma separated; "" = abstain
	}{
		{"add a goose migration for a new table", "expand-contract-migrations,add-postgres-migration"},
		{"ship the backend services", "release-services"},
		{"stop cross site request forgery in the console", "csrf-protection"},
		{"Train a sentiment classifier on support chat transcripts", ""},
		{"add German translations to the console", ""}, // only a role-hidden memory fits
		{"Write an Ansible playbook to patch the office VPN", ""},
	} {
		res := routeTask(v.s, v.ri, tc.query, 8)
		var ids []string
		for _, e := range res.entries {
			ids = append(ids, e.en.mem.id())
		}
		got := strings.Join(ids, ",")
		if tc.want == "" && got != "" || tc.want != "" && !strings.HasPrefix(got, tc.want) {
			t.Errorf("route %q = %q, want %q", tc.query, got, tc.want)
		}
		if got == "" && res.reason == "" {
			t.Errorf("route %q returned nothing without saying why", tc.query)
		}
		if strings.Contains(got, "old-release") || strings.Contains(got, "console-i18n") {
			t.Errorf("route %q returned a hidden memory: %q", tc.query, got)
		}
	}
}

func TestRouteLimitKeepsPrerequisites(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, smallStore, "")
	v := openTestView(t, dir)
	res := routeTask(v.s, v.ri, "add a goose migration", 1)
	for _, e := range res.entries {
		if e.en.mem.id() == "add-postgres-migration" {
			t.Fatalf("a dependent was loaded without its prerequisite within limit 1: %v", e.en.mem.id())
		}
	}
}

func TestBenchmarkCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, smallStore, `"backend"`)
	cases := `{"version": 2, "cases": [
	 {"id": "c1", "group": "exact", "query": "add a goose migration for a new table", "expect": ["add-postgres-migration", "expand-contract-migrations"], "forbid": [], "depends_on": ["expand-contract-migrations"]},
	 {"id": "c2", "category": "negation", "query": "run make release to ship the services", "expect": ["release-services"], "forbid": ["old-release"]},
	 {"id": "c3", "group": "zero-match", "query": "Train a sentiment classifier on support chat transcripts", "expect": [], "forbid": []},
	 {"id": "c4", "group": "zero-match", "query": "add German translations to the console", "expect": [], "forbid": ["console-i18n"]}
	]}`
	os.WriteFile(filepath.Join(dir, "cases.json"), []byte(cases), 0o644)
	r := runCLI(t, dir, "", nil, "benchmark", "cases.json", "--json", "--workspace", dir)
	if r.code != 0 {
		t.Fatalf("benchmark exit %d: %s", r.code, r.stderr)
	}
	var env struct{ Data benchReport }
	if err := json.Unmarshal([]byte(r.stdout), &env); err != nil {
		t.Fatal(err)
	}
	m := env.Data.Metrics
	if *m.Recall != 1 || *m.MRR != 1 || *m.ZeroCorrect != 1 || m.ForbiddenHits != 0 || m.DependencyFailures != 0 || m.ZeroCases != 2 {
		t.Errorf("metrics: recall %v mrr %v zero %v forbidden %d deps %d", *m.Recall, *m.MRR, *m.ZeroCorrect, m.ForbiddenHits, m.DependencyFailures)
	}
	if len(env.Data.Groups) != 3 || env.Data.Groups[1].Group != "negation" {
		t.Errorf("groups (category as fallback): %+v", env.Data.Groups)
	}
	os.WriteFile(filepath.Join(dir, "base.json"), []byte(r.stdout), 0o644)
	for _, tc := range []struct {
		args       []string
		wantCode   int
		wantStderr string
		wantStdout string
	}{
		{[]string{"--fail-under", "recall=0.9,mrr=0.9,zero=0.9,forbidden=0"}, 0, "", "ALL"},
		{[]string{"--fail-under", "exact.recall=1.01"}, 2, "recall is a fraction from 0 to 1", ""},
		{[]string{"--fail-under", "tokens=1"}, 1, "tokens", ""},
		{[]string{"--fail-under", "speed=1"}, 2, "unknown metric", ""},
		{[]string{"--baseline", "base.json"}, 0, "", "recall 1.000 (+0.000)"},
		{[]string{"--k", "0"}, 2, "--k", ""},
	} {
		args := append([]string{"benchmark", "cases.json", "--workspace", dir}, tc.args...)
		r := runCLI(t, dir, "", nil, args...)
		if r.code != tc.wantCode || !strings.Contains(r.stderr, tc.wantStderr) || !strings.Contains(r.stdout, tc.wantStdout) {
			t.Errorf("%v: exit %d, stderr %q, stdout %q", tc.args, r.code, r.stderr, r.stdout)
		}
	}
}

func TestSpellingVariantsMeet(t *testing.T) {
	t.Parallel()
	for _, pair := range [][2]string{
		{"behaviour", "behavior"}, {"serialised", "serialized"}, {"organisation", "organization"},
		{"licence", "license"}, {"cancelled", "canceled"}, {"analyse", "analyze"}, {"catalogue", "catalog"},
		{"colours", "colors"}, {"customise", "customize"},
	} {
		if a, b := stem(pair[0]), stem(pair[1]); a != b {
			t.Errorf("stem(%q) = %q, stem(%q) = %q: should meet", pair[0], a, pair[1], b)
		}
	}
	for _, w := range []string{"promise", "surprise", "expertise", "four", "hour", "contour", "install", "analysis"} {
		if americanSpelling(w) != w {
			t.Errorf("americanSpelling(%q) = %q, want it unchanged", w, americanSpelling(w))
		}
	}
}

func TestTermsDropFillersAndKeepCamelWholes(t *testing.T) {
	t.Parallel()
	if got := strings.Join(terms("it didn't actually happen, as is known"), " "); got != "" {
		t.Errorf("fillers: got %q", got)
	}
	if got := strings.Join(tokenize("pricing.ComputeFee"), " "); got != "pricing.computefee computefee pricing compute fee" {
		t.Errorf("camel segment: got %q", got)
	}
}

// nearDuplicates are memories that share most words and differ in meaning.
var nearDuplicates = []testMemory{
	{id: "sign-outbound-webhooks", kind: typeRule, title: "Sign every outbound webhook", tags: "webhooks, signature, hmac",
		content: "The dispatcher signs the raw body with HMAC-SHA256 and sends the signature header."},
	{id: "verify-incoming-callbacks", kind: typeRule, title: "Verify callback signatures before parsing", tags: "callbacks, signature",
		content: "The adapter verifies the partner signature over the raw request bytes before decoding."},
	{id: "webhook-retry-schedule", kind: typeKnowledge, title: "Webhook retry schedule", tags: "webhooks, retries, backoff",
		content: "The dispatcher retries a failed webhook delivery 12 times over 3 days with exponential backoff."},
	{id: "partner-callback-retries", kind: typeKnowledge, title: "The partner retries callbacks for a day", tags: "callbacks, retries",
		content: "The partner resends a callback until we answer 2xx, for up to 24 hours."},
}

func TestRouteSeparatesNearDuplicates(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, nearDuplicates, "")
	v := openTestView(t, dir)
	for _, tc := range []struct{ query, want, not string }{
		{"verify the signature on incoming callbacks", "verify-incoming-callbacks", "sign-outbound-webhooks"},
		{"sign the outbound webhook body", "sign-outbound-webhooks", "verify-incoming-callbacks"},
		{"a webhook failed; how many more times will we retry it", "webhook-retry-schedule", "partner-callback-retries"},
	} {
		res := routeTask(v.s, v.ri, tc.query, 8)
		var ids []string
		for _, e := range res.entries {
			ids = append(ids, e.en.mem.id())
		}
		if len(ids) == 0 || ids[0] != tc.want || contains(ids, tc.not) {
			t.Errorf("route %q = %v, want %s first and no %s", tc.query, ids, tc.want, tc.not)
		}
	}
}

func TestSeparablePhrasalVerb(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, []testMemory{
		{id: "feature-flags", kind: typeSkill, title: "Roll out a feature flag", tags: "flags", content: "Add the flag with a default of off."},
		{id: "turn-signals", kind: typeKnowledge, title: "Screens turn slowly", tags: "ui", content: "Each screen may turn."},
	}, "")
	v := openTestView(t, dir)
	found := false
	for _, qt := range v.ri.expandQuery("turn the new checkout screen on for a few users") {
		if qt.stem == "flag" {
			found = true
		}
	}
	if !found {
		t.Errorf("'turn ... on' did not expand to the flag synonyms")
	}
}

// TestOtherRoleAbstains: when a memory the active roles hide answers the
// task far better than any visible one, nothing is loaded (the visible
// neighbours would be noise), and the hidden memory is never shown. The
// case is wl-role-isolation-02 of the second evaluation set.
func TestOtherRoleAbstains(t *testing.T) {
	t.Parallel()
	var set struct {
		Cases []struct {
			ID, Query string
		}
	}
	data, _ := os.ReadFile(filepath.Join("testdata", "eval", "wardline", "cases.json"))
	if err := json.Unmarshal(data, &set); err != nil {
		t.Fatal(err)
	}
	query := ""
	for _, c := range set.Cases {
		if c.ID == "wl-role-isolation-02" {
			query = c.Query
		}
	}
	ws := t.TempDir()
	copyTree(t, filepath.Join("testdata", "eval", "wardline", "store"), ws)
	out := runCLI(t, ws, "", []string{"ENGRAM_NO_CACHE=1"}, "route", query).stdout
	if !strings.Contains(out, "belongs to another role") {
		t.Errorf("route %q:\n%s", query, out)
	}
}

func TestImpliedDirection(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		query string
		want  int // 1 inbound, 0 outbound, -1 neither
	}{
		{"the partner keeps re-sending the same notification to us", 1},
		{"they send us a callback for every refund", 1},
		{"do we receive a copy of the report", 1},
		{"can a client be sure a notification came from us", 0},
		{"customers didn't get our event notifications", 0},
		{"we don't send the email twice", 0},
		{"what do we get when the job fails", -1}, // "we get" is too vague
		{"send it to us and we send it back", -1}, // both
		{"how do users sign in", -1},
	} {
		if got := impliedDirection(words(tc.query)); got != tc.want {
			t.Errorf("impliedDirection(%q) = %d, want %d", tc.query, got, tc.want)
		}
	}
}

// TestRouteImpliedDirection: a task that says which way something travels
// only with pronouns ("to us", "from us", "get our") is routed like one
// that says inbound or outbound, and a skill that depends on a memory about
// the other side is not loaded ahead of the answer (it would bring that
// memory along as its prerequisite).
func TestRouteImpliedDirection(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, []testMemory{
		{id: "outbound-webhook-retry-schedule", kind: typeKnowledge, title: "Webhook retry schedule", tags: "webhooks, retries",
			content: "The dispatcher retries a failed delivery 12 times over 3 days with exponential backoff."},
		{id: "reenable-webhook-endpoint", kind: typeSkill, title: "Re-enable a disabled webhook endpoint", tags: "webhooks, endpoint",
			content: "Confirm the endpoint is fixed, enable it and resend the missed notifications.", extra: "depends_on: [outbound-webhook-retry-schedule]\n"},
		{id: "partner-callback-retries", kind: typeKnowledge, title: "The partner retries callbacks for a day", tags: "callbacks, retries",
			content: "The partner resends a callback until we answer 2xx, for up to 24 hours."},
		{id: "sign-outbound-webhooks", kind: typeRule, title: "Sign every outbound webhook", tags: "webhooks, signature",
			content: "The dispatcher signs the raw body with HMAC-SHA256."},
		{id: "webhook-event-types", kind: typeKnowledge, title: "Webhook event types", tags: "webhooks, events",
			content: "Every notification carries an event type and an event id."},
		{id: "go-toolchain", kind: typeKnowledge, title: "Go toolchain version", tags: "go", content: "Services build with Go 1.23."},
		{id: "pr-size", kind: typeRule, title: "Keep pull requests small", tags: "review", content: "Split changes over 400 lines."},
		{id: "db-migrations", kind: typeRule, title: "Migrations are forward only", tags: "database", content: "Never edit an applied migration."},
		{id: "oncall", kind: typeKnowledge, title: "On-call rotation", tags: "oncall", content: "Two engineers share the weekly rotation."},
	}, "")
	v := openTestView(t, dir)
	for _, tc := range []struct{ query, want, not string }{
		{"the partner keeps re-sending the same notification to us, why?", "partner-callback-retries", "outbound-webhook-retry-schedule"},
		{"endpoints didn't get our notifications; how often do we retry?", "outbound-webhook-retry-schedule", ""},
	} {
		res := routeTask(v.s, v.ri, tc.query, 8)
		var ids []string
		for _, e := range res.entries {
			ids = append(ids, e.en.mem.id())
		}
		if len(ids) == 0 || ids[0] != tc.want || (tc.not != "" && contains(ids, tc.not)) {
			t.Errorf("route %q = %v, want %s first and no %q", tc.query, ids, tc.want, tc.not)
		}
	}
	// A memory whose text implies a direction ("until we answer": it came
	// to us) is on that side for a task that implies the other.
	partner := v.ri.entryByID("partner-callback-retries")
	if partner.document().direction != 1 {
		t.Errorf("partner-callback-retries direction = %d, want 1 (inbound)", partner.document().direction)
	}
	sides := contrastSides(v.ri.expandQuery("customers didn't get our notifications"))
	if !v.ri.contradicts(partner, sides) || v.ri.contradicts(v.ri.entryByID("outbound-webhook-retry-schedule"), sides) {
		t.Errorf("an outbound task should contradict only the inbound memory (sides %v)", sides)
	}
}

func TestNumbersAreNotUnknown(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		want bool
	}{{"14", true}, {"3am", true}, {"10pm", true}, {"am", false}, {"s3", false}, {"409x", false}} {
		if got := isNumberOrTime(tc.in); got != tc.want {
			t.Errorf("isNumberOrTime(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

// TestEverydayWords: a task in everyday English finds the memory written in
// engineering words (synonymGroups' everyday section), and a task about
// something the store does not hold still gets nothing.
func TestEverydayWords(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, []testMemory{
		{id: "cancel-orders", kind: typeRule, title: "Cancellation of pending orders", tags: "orders, cancel",
			content: "Pending orders can be cancelled until the warehouse picks them; after that the API returns 409."},
		{id: "erase-accounts", kind: typeSkill, title: "Erase a closed account", tags: "privacy, erasure",
			content: "Run make purge ACCOUNT=<id> to delete every row that holds the account id."},
		{id: "credentials", kind: typeRule, title: "Where credentials live", tags: "security, secrets",
			content: "API keys and passwords for partners are read from Vault, never from the repository."},
		{id: "local-setup", kind: typeSkill, title: "Run the stack on a laptop", tags: "local, setup",
			content: "docker compose up starts Postgres and Redis; make run starts the API on localhost:8000."},
		{id: "sms-provider", kind: typeKnowledge, title: "SMS sending through Twilio", tags: "sms, twilio",
			content: "Order updates go out as SMS through Twilio; the sender id is ACME."},
		{id: "nightly-jobs", kind: typeKnowledge, title: "Nightly batch jobs", tags: "cron, batch",
			content: "The nightly reconciliation job runs at 02:00 UTC from the cron schedule in jobs.yaml."},
	}, "")
	v := openTestView(t, dir)
	for _, tc := range []struct{ query, want, via string }{
		// via: the everyday word the memory must have matched (its stem).
		{"until when can I call off a pending order", "cancel-orders", "call"},
		{"someone closed their account and wants us to wipe everything we have on them", "erase-accounts", "wipe"},
		{"where do I put the login details for the shipping partner", "credentials", "detail"},
		{"get the whole thing running on my own computer", "local-setup", "computer"},
		{"how do the text messages about order updates go out", "sms-provider", "text"},
		{"what runs overnight and when does it start", "nightly-jobs", "overnight"},
		{"Add a dark theme to the Android app's settings screen", "", ""},
		{"Book a meeting room for the quarterly offsite", "", ""},
	} {
		res := routeTask(v.s, v.ri, tc.query, 8)
		var ids []string
		ok := tc.want == "" && len(res.entries) == 0
		for _, e := range res.entries {
			ids = append(ids, e.en.mem.id())
			if e.en.mem.id() == tc.want && contains(e.matched, stem(tc.via)) {
				ok = true
			}
		}
		if !ok {
			t.Errorf("route(%q) = %v, want %q matched through %q; %s", tc.query, ids, tc.want, tc.via, res.reason)
		}
	}
}

// TestQueryNames: code names (identifiers with digits or inner punctuation,
// lowerCamelCase, anything in backticks) are told apart from vocabulary, so
// that a store that never mentions them does not take them as evidence that
// the task is about something else (issue 16).
func TestQueryNames(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		query string
		names []string
		words []string
	}{
		{"tsdb: poll instead of sleeping in TestHead_FastStartupStateFile", []string{"testhead_faststartupstatefile", "head", "fast", "startup"}, []string{"tsdb", "poll", "sleep"}},
		{"Update Rust crate ref-cast to v1.0.26 (#20713)", []string{"v1.0.26", "20713"}, []string{"updat", "rust", "crate"}},
		{"Add IndexOptions to clean up `settings.rs` (a bit)", []string{"settings.rs", "sett"}, []string{"indexoptions", "clean"}},
		{"passLogger missing pass_id field", []string{"passlogger", "pass_id"}, []string{"field"}},
		{"Fix the Android app crashing when the locale is Turkish", nil, []string{"android", "turkish", "app"}},
		{"Write a Rust WebAssembly module for client-side PDF rendering", nil, []string{"webassembly", "pdf", "rust"}},
	} {
		got := queryNames(tc.query)
		for _, n := range tc.names {
			if !got[n] {
				t.Errorf("queryNames(%q): %q should be a name; got %v", tc.query, n, got)
			}
		}
		for _, w := range tc.words {
			if got[w] {
				t.Errorf("queryNames(%q): %q should be vocabulary; got %v", tc.query, w, got)
			}
		}
	}
}

// TestNewUserMigrationLoads: a new user's one-memory store recalls its rule
// for the task in a short and in a long wording, and loads nothing for tasks
// it does not cover (issue 16: in a store this small a word's absence says
// nothing, so "refunds table" cannot outweigh "database migration"; but one
// everyday word, "file", alone or inside a code name, is no answer either).
func TestNewUserMigrationLoads(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	runCLI(t, ws, "", nil, "init")
	if r := runCLI(t, ws, "", nil, "save", "--force", "Database migrations live in db/migrations and must have a down file"); r.code != 0 {
		t.Fatalf("save: %d %s", r.code, r.stderr)
	}
	checkMigrationLoads(t, ws, []string{"update the company website's careers page",
		"tsdb: poll instead of sleeping in TestHead_FastStartupStateFile", "update the README badges", "bump lodash to 4.17.21"})
}

// checkMigrationLoads: in the store of ws, the new-user example's migration
// rule loads for the short and long wording, and tasks it does not
// cover (two always, plus uncovered) load nothing at all.
func checkMigrationLoads(t *testing.T, ws string, uncovered []string) {
	t.Helper()
	tasks := map[string]bool{
		"add a database migration": true,
		"I need to add a new database migration that creates the refunds table": true,
		"how do I book annual leave":    false,
		"rename the config file loader": false,
	}
	for _, u := range uncovered {
		tasks[u] = false
	}
	for task, want := range tasks {
		out := runCLI(t, ws, "", nil, "load", task).stdout
		// A loaded memory is a section of its own; an abstention may still
		// name it as a closest card (id and title), which is not a load.
		got := strings.Contains(out, "\n## database-migrations")
		if got != want {
			t.Errorf("load %q: loaded the migration rule = %v, want %v\n%s", task, got, want, out)
		}
		if !want && !strings.Contains(out, "no memory matched") {
			t.Errorf("load %q: want nothing loaded\n%s", task, out)
		}
	}
}

// TestAbstentionNamesClosest: when the router abstains on a task some memory
// matched, the load names the closest memories as cards (id and title) and
// loads none of them; the benchmark counts the covered task answered with
// nothing and whether its first card was right (issue 16).
func TestAbstentionNamesClosest(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	copyTree(t, filepath.Join("testdata", "eval", "wardline", "store"), ws)
	v := openTestView(t, ws)
	q := "Rename the nurse badge printer queue on the Windows print server"
	res := routeTask(v.s, v.ri, q, 8)
	if len(res.entries) != 0 || len(res.closest) == 0 {
		t.Fatalf("route %q: %d entries, %d closest; want an abstention naming its closest", q, len(res.entries), len(res.closest))
	}
	first := res.closest[0].mem
	text, data, err := loadMemories(v.s, v.ri, loadRequest{query: q})
	if err != nil {
		t.Fatal(err)
	}
	if len(data.BodyKeys) != 0 || len(data.CardIDs) != 0 {
		t.Fatalf("an abstention loaded memories: %+v", data)
	}
	if !strings.Contains(text, "Closest memories, not loaded") || !strings.Contains(text, "- "+first.id()+": "+first.title) {
		t.Errorf("load %q names no closest card:\n%s", q, text)
	}
	rep := runBenchmark(v, []benchCase{
		{ID: "right", Query: q, Expect: []string{first.id()}},
		{ID: "wrong", Query: q, Expect: []string{"no-such-memory"}},
	}, 5)
	if rep.Metrics.CoveredEmpty != 2 || rep.Metrics.ClosestRight != 1 {
		t.Errorf("covered answered with nothing %d, closest right %d; want 2, 1", rep.Metrics.CoveredEmpty, rep.Metrics.ClosestRight)
	}
}

// TestHiddenOnlyMatchSaysRole: when the only memory sharing a word with the
// task is one the active roles hide, the load says so ("belongs to another
// role") rather than "no memory shares a word with the task", which would
// send a user looking for a memory that is there; the hidden memory is never
// shown. With no role set the memory loads, and a task nothing matches
// still says no memory shares a word.
func TestHiddenOnlyMatchSaysRole(t *testing.T) {
	t.Parallel()
	mems := []testMemory{
		{id: "translations-catalogue", kind: typeRule, title: "Translations go in the messages catalogue", tags: "i18n, translations",
			content: "Add German and French translations to the messages catalogue.", extra: "role: [frontend]\n"},
		{id: "release-services", kind: typeSkill, title: "Release backend services", tags: "release",
			content: "Merge the release PR opened by release-please; Argo CD rolls it out."},
	}
	for _, tc := range []struct {
		name, roles, task, want, notWant string
	}{
		{"hidden", `"backend"`, "add the Italian translations to the catalogue", "belongs to another role", "translations-catalogue"},
		{"visible", ``, "add the Italian translations to the catalogue", "translations-catalogue", "another role"},
		{"nothing", `"backend"`, "tune the garbage collector pauses", "no memory shares a word", "another role"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ws := t.TempDir()
			writeTestStore(t, ws, mems, tc.roles)
			out := runCLI(t, ws, "", []string{"ENGRAM_NO_CACHE=1"}, "load", tc.task).stdout
			if !strings.Contains(out, tc.want) || strings.Contains(out, tc.notWant) {
				t.Errorf("load %q with roles [%s]: want %q and not %q in\n%s", tc.task, tc.roles, tc.want, tc.notWant, out)
			}
		})
	}
}

// TestCommonWordsTaskSaysSo: a task of common words only ("make", "use it")
// reaches no memory, since the index leaves those words out, even where a
// memory's title holds them; the load says so instead of "no memory shares a
// word with the task". A task with a word of its own keeps the plain reason.
func TestCommonWordsTaskSaysSo(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	writeTestStore(t, ws, []testMemory{
		{id: "make-test-first", kind: typeRule, title: "Always run make test before committing", tags: "testing",
			content: "Run make test before every commit; a red build is never pushed."},
	}, "")
	for _, tc := range []struct{ task, want string }{
		{"make", "the task has only common words"},
		{"use it", "the task has only common words"},
		{"tune the garbage collector", "no memory shares a word with the task"},
	} {
		out := runCLI(t, ws, "", []string{"ENGRAM_NO_CACHE=1"}, "load", tc.task).stdout
		if !strings.Contains(out, tc.want) {
			t.Errorf("load %q: want %q in\n%s", tc.task, tc.want, out)
		}
	}
}
