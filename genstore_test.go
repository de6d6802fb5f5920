package main

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// genStore writes a store of n memories in the real engram 0.0.28 format
// into dir (a temp dir): rules, skills and knowledge with varied titles,
// tags, 2-4 content bullets, some depends_on links, role tags and superseded
// memories, drawn from a seeded vocabulary so runs are comparable. The
// performance benchmarks reuse it.
func genStore(t testing.TB, dir string, n int) {
	rng := rand.New(rand.NewSource(42))
	pick := func(ws []string) string { return ws[rng.Intn(len(ws))] }
	kinds := []string{typeRule, typeSkill, typeKnowledge}
	mems := make([]testMemory, 0, n)
	for i := 0; i < n; i++ {
		subject := pick(genSubjects) + " " + pick(genObjects)
		id := fmt.Sprintf("%s-%d", strings.ReplaceAll(subject, " ", "-"), i)
		m := testMemory{id: id, kind: kinds[i%3], title: strings.ToUpper(subject[:1]) + subject[1:] + " " + pick(genQualifiers),
			tags: "task_type:" + pick(genTaskTypes) + ", " + pick(genObjects) + ", " + pick(genSubjects)}
		var bullets []string
		for b := 0; b < 2+rng.Intn(3); b++ {
			bullets = append(bullets, fmt.Sprintf("%s %s %s the %s %s before %s; see `%s/%s.go`.", pick(genVerbs), pick(genSubjects),
				pick(genObjects), pick(genObjects), pick(genQualifiers), pick(genVerbs), pick(genSubjects), pick(genObjects)))
		}
		m.content = strings.Join(bullets, "\n- ")
		switch {
		case i > 10 && i%7 == 0:
			m.extra = fmt.Sprintf("depends_on: [%s]\n", mems[rng.Intn(i)].id)
		case i%23 == 0:
			m.extra = "role: [frontend]\n"
		case i%31 == 0:
			m.extra = "lifecycle: superseded\nsuperseded_by: other\n"
		}
		mems = append(mems, m)
	}
	writeTestStore(t, dir, mems, `"backend"`)
	// A store written by engram keeps memory.index.json and 2-space
	// memory.hashes.json next to the memories; a commit rewrites both.
	root := filepath.Join(dir, storeDirName)
	idx := &storeIndex{Version: indexFormatVersion, LastUpdated: "2026-01-01T00:00:00.000Z"}
	hashes := map[string]string{}
	for _, m := range mems {
		file := memoryTypeDirs[m.kind] + "/" + m.id + ".md"
		data, err := os.ReadFile(filepath.Join(root, file))
		if err != nil {
			t.Fatal(err)
		}
		pm, err := parseMemory(data)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := json.Marshal(indexEntryFor(pm, file, scopeWorkspace))
		idx.Entries = append(idx.Entries, raw)
		hashes[file] = sha256Hex(data)
	}
	os.WriteFile(filepath.Join(root, indexFile), idx.encode(), 0o644)
	os.WriteFile(filepath.Join(root, hashesFile), encodeHashes(hashes), 0o644)
	os.WriteFile(filepath.Join(root, changelogFile), []byte("# Engram Changelog\n"), 0o644)
}

var (
	genSubjects   = strings.Fields("payment invoice order cart user session token cache queue worker scheduler gateway ledger report search index billing shipment catalog inventory profile notification webhook export import audit config secret cluster pipeline build release")
	genObjects    = strings.Fields("api endpoint migration schema table column test fixture handler service client timeout retry backoff metric alert dashboard log trace span flag rollout rollback deploy lint format review branch commit dependency library module")
	genQualifiers = strings.Fields("rules conventions checklist policy limits layout workflow guide runbook defaults")
	genVerbs      = strings.Fields("validate check rotate encrypt sign verify paginate batch throttle retry cache invalidate publish consume migrate backfill rename deprecate document review approve")
	genTaskTypes  = strings.Fields("coding testing debugging deploying database security docs ui api ops review")
	genQueries    = []string{
		"add a retry with backoff to the webhook client",
		"rotate the secret used by the billing gateway",
		"write a migration that adds a column to the invoice table",
		"why is the search index dashboard showing a timeout alert",
		"deploy the release with a feature flag rollout",
		"Train a sentiment classifier on support chat transcripts",
	}
)

func benchView(b *testing.B, n int) *storeView {
	dir := b.TempDir()
	genStore(b, dir, n)
	v := openTestView(b, dir)
	if len(v.ri.docs) < n*8/10 {
		b.Fatalf("only %d of %d memories visible", len(v.ri.docs), n)
	}
	return v
}

// BenchmarkSearch10k is engram_search at 10,000 memories (bar: ≤ 2 ms median).
func BenchmarkSearch10k(b *testing.B) {
	v := benchView(b, 10000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		opSearch(v, genQueries[i%len(genQueries)], 10)
	}
}

// BenchmarkRoute10k is the router alone: rank, abstain, prerequisites.
func BenchmarkRoute10k(b *testing.B) {
	v := benchView(b, 10000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		routeTask(v.s, v.ri, genQueries[i%len(genQueries)], 8)
	}
}

// BenchmarkLoad10k is engram_load (route and tiered rendering) at 10,000
// memories (bar: ≤ 2 ms median).
func BenchmarkLoad10k(b *testing.B) {
	v := benchView(b, 10000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := opLoad(v, loadRequest{query: genQueries[i%len(genQueries)]}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoad10kGenstore is engram_load at 10,000 memories of
// ../shared/bench/genstore.py's store (another writer's layout: a few
// thousand pseudo-words drawn with a Zipf-like skew, sorted-key front
// matter), the harness's second shape; genStore's store shares a small
// vocabulary, so the two load different parts of the ranking. It needs
// python3 and the script, and skips saying so when either is missing.
func BenchmarkLoad10kGenstore(b *testing.B) {
	dir := b.TempDir()
	genRouteShape(b, "genstore.py", dir, 10000)
	v := openTestView(b, dir)
	if len(v.ri.docs) < 8000 {
		b.Fatalf("only %d of 10000 memories visible", len(v.ri.docs))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := opLoad(v, loadRequest{query: genQueries[i%len(genQueries)]}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCommit10k is one memory committed into a 10,000-memory store
// (bar: ≤ 20 ms median): lock, journal, index, hashes, changelog. The bar
// is a median, and ns/op is a mean that includes the first commit (a full
// encode: genStore records no written.sums) and every fsync stall of a busy
// machine, so the median is reported too (ms-median).
func BenchmarkCommit10k(b *testing.B) {
	dir := b.TempDir()
	genStore(b, dir, 10000)
	root := &storeRoot{scope: scopeWorkspace, dir: filepath.Join(dir, storeDirName)}
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m := benchMemory(b, i)
		start := time.Now()
		if err := commitMemories(root, time.Now(), []memoryChange{{file: "rules/" + m.id() + ".md", mem: m, action: "add"}}); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2])/1e6, "ms-median")
}

// BenchmarkSaveLike10k is the verdict of engram_save for a rule like the
// store's own (bar: ≤ 50 ms, the save's): genStore's rules share their
// words, so a rule made of them holds two of its keys in hundreds of rules,
// and each of those is read again and parsed, which a rule of made-up words
// (bench_shapes_test.go's) never meets (stop 44, save44: 33-150 ms CPU a
// save over stdio on this store, 5-12 ms on genstore.py's). Every save
// after a commit is a new store, so each iteration starts with none of the
// statements parsed. It reports the memories parsed a save (parsed/op).
func BenchmarkSaveLike10k(b *testing.B) {
	// The server's view: read through the prepared cache a first process
	// wrote, so its memories keep no text and are read again to be parsed.
	dir, _ := cachedStore(b, 10000)
	agePrepCache(b, filepath.Join(dir, storeDirName))
	v := openTestView(b, dir)
	if m := v.s.entries[0].mem; m.disk == nil {
		b.Fatal("the view's memories keep their text: not the server's read path")
	}
	words := strings.Fields("invoice billing webhook gateway secret retry backoff migration column table index dashboard alert deploy " +
		"release flag rollout cache queue worker schema audit ledger tenant quota token session cookie header")
	rng := rand.New(rand.NewSource(7))
	parsed := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w := func() string { return words[rng.Intn(len(words))] }
		text := fmt.Sprintf("Always %s the %s %s before the %s %s (%d-%d)", w(), w(), w(), w(), w(), i/12, i%12)
		v.s.verdicts = nil
		if _, _, err := judgeVerdict(v.s, candidate{N: 1, Type: typeRule, Text: text, Scope: scopeWorkspace}, scopeWorkspace); err != nil {
			b.Fatal(err)
		}
		if v.s.verdicts != nil {
			parsed += len(v.s.verdicts.stmts)
		}
	}
	b.ReportMetric(float64(parsed)/float64(b.N), "parsed/op")
}

// BenchmarkWarmOpen10k is what a new process does before its first answer
// about a 10,000-memory store whose prepared cache is warm: list and stat
// every file, read and check the cache, the hashes and the config, decide
// visibility and build the route index (issue 10: spawn → first load).
func BenchmarkWarmOpen10k(b *testing.B) {
	dir, _ := cachedStore(b, 10000)
	// A file changed within the racy window of its read is read again,
	// not trusted: age the cache's facts past it.
	agePrepCache(b, filepath.Join(dir, storeDirName))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v := openTestView(b, dir)
		if len(v.ri.docs) < 8000 {
			b.Fatalf("only %d visible", len(v.ri.docs))
		}
	}
}
