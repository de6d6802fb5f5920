package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// Tests of resources, usage counts and the propose prompt (issue #7). The
// wire shapes are in testdata/sessions/resources-*.txtar and prompts-*.txtar;
// these tests cover what a transcript cannot: order under usage, the limit
// bounds, two processes counting at once, and every not-found path in both
// eras.

func (p *mcpProc) listURIs() []string {
	p.t.Helper()
	var res struct {
		Resources []resource `json:"resources"`
	}
	json.Unmarshal(p.mustCall(methodResourcesList, nil), &res)
	var uris []string
	for _, r := range res.Resources {
		uris = append(uris, r.URI)
	}
	return uris
}

func (p *mcpProc) readText(uri string) string {
	p.t.Helper()
	var res readResourceResult
	json.Unmarshal(p.mustCall(methodResourcesRead, map[string]any{"uri": uri}), &res)
	if len(res.Contents) != 1 || res.Contents[0].URI != uri || res.Contents[0].MimeType != resourceMimeType {
		p.t.Fatalf("read %s: contents %+v", uri, res.Contents)
	}
	return res.Contents[0].Text
}

func readUsageFile(t *testing.T, ws string) usageCounts {
	t.Helper()
	u, err := readUsage(storeDir(ws))
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestResourcesListOrderFollowsUsage(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	env := scratchEnv(t)
	p := startMCP(t, ws, env, version20251125)
	alphabetical := []string{indexURI, "engram://memory/add-a-database-migration", "engram://memory/migrations-are-reversible",
		"engram://memory/no-secrets-in-logs", "engram://memory/release-the-api", "engram://memory/run-tests-before-commit",
		"engram://memory/search-uses-sqlite-fts", "engram://memory/staging-environment"}
	if got := p.listURIs(); strings.Join(got, " ") != strings.Join(alphabetical, " ") {
		t.Fatalf("without usage, want index then ids in order:\n got %v\nwant %v", got, alphabetical)
	}
	for i := 0; i < 3; i++ {
		p.readText("engram://memory/staging-environment")
	}
	p.readText("engram://memory/release-the-api")
	p.readText(indexURI) // the index is not a memory fetch
	want := []string{indexURI, "engram://memory/staging-environment", "engram://memory/release-the-api",
		"engram://memory/add-a-database-migration", "engram://memory/migrations-are-reversible",
		"engram://memory/no-secrets-in-logs", "engram://memory/run-tests-before-commit", "engram://memory/search-uses-sqlite-fts"}
	if got := p.listURIs(); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("after reads:\n got %v\nwant %v", got, want)
	}
	u := readUsageFile(t, ws)
	if u["workspace:staging-environment"].Fetches != 3 || u["workspace:release-the-api"].Fetches != 1 || len(u) != 2 {
		t.Errorf("usage.json = %+v", u)
	}
	// Equal counts written by hand (in reverse order) still list by id.
	os.WriteFile(filepath.Join(storeDir(ws), usageFile),
		[]byte(`{"workspace:staging-environment":{"fetches":2},"workspace:add-a-database-migration":{"fetches":2},"workspace:gone":{"fetches":9}}`), 0o644)
	got := p.listURIs()
	if got[1] != "engram://memory/add-a-database-migration" || got[2] != "engram://memory/staging-environment" || len(got) != 8 {
		t.Errorf("ties must break by id, and counts of deleted memories must not list: %v", got)
	}
}

// TestResourceLimitBounds: mcp.resource_limit accepts 0 to 200; anything
// else is a config problem naming the key and the runtime uses 20.
func TestResourceLimitBounds(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	for i := 1; i <= 25; i++ {
		id := fmt.Sprintf("fact-%02d", i)
		addMemory(t, ws, "knowledge/"+id+".md", "id: "+id+"\ntype: knowledge\nscope: workspace\n", "Fact "+id)
	}
	tests := []struct {
		value       string
		wantListed  int // memories, besides the index
		wantProblem string
	}{
		{`0`, 0, ""},
		{`5`, 5, ""},
		{`200`, 32, ""},
		{`201`, 20, "mcp.resource_limit: must be a whole number from 0 to 200 (found 201); using 20"},
		{`-1`, 20, "mcp.resource_limit: must be a whole number from 0 to 200 (found -1); using 20"},
		{`2.5`, 20, "mcp.resource_limit: must be a whole number from 0 to 200 (found 2.5); using 20"},
		{`"lots"`, 20, `mcp.resource_limit: must be a whole number from 0 to 200 (found "lots"); using 20`},
	}
	for _, tt := range tests {
		t.Run(tt.value, func(t *testing.T) {
			cfg := `{"mcp": {"resource_limit": ` + tt.value + `}}`
			os.WriteFile(filepath.Join(storeDir(ws), configFile), []byte(cfg), 0o644)
			c, err := readConfig(storeDir(ws))
			if err != nil {
				t.Fatal(err)
			}
			var problems []string
			for _, p := range c.problems {
				problems = append(problems, p.String())
			}
			if got := strings.Join(problems, "\n"); got != tt.wantProblem {
				t.Errorf("config problems = %q, want %q", got, tt.wantProblem)
			}
			for _, version := range []string{"", version20250618} {
				uris := startMCP(t, ws, scratchEnv(t), version).listURIs()
				if len(uris) != tt.wantListed+1 || uris[0] != indexURI {
					t.Errorf("era %q: listed %d resources, want the index and %d memories", version, len(uris), tt.wantListed)
				}
			}
		})
	}
}

// TestResourceFetchCountTwoProcesses: two servers reading the same memory
// at the same time never lose a count.
func TestResourceFetchCountTwoProcesses(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t) // 0.0.28's .gitignore does not list usage.json
	const perProcess = 40
	uri := "engram://memory/always-run-go-vet-before-committing-go-changes"
	procs := []*mcpProc{spawnMCP(t, ws, scratchEnv(t), ""), spawnMCP(t, ws, scratchEnv(t), version20241105)}
	var wg sync.WaitGroup
	for _, p := range procs {
		wg.Add(1)
		go func(p *mcpProc) {
			defer wg.Done()
			var lines []string
			for i := 0; i < perProcess; i++ {
				_, line := p.request(methodResourcesRead, map[string]any{"uri": uri})
				lines = append(lines, line)
			}
			p.sendRaw(strings.Join(lines, "\n")) // pipelined: the server answers them concurrently
			for i := 0; i < perProcess; i++ {
				if a := p.readAnswer(); a.Error != nil {
					t.Errorf("read failed: %+v", a.Error)
				}
			}
		}(p)
	}
	wg.Wait()
	u := readUsageFile(t, ws)
	if got := u["workspace:always-run-go-vet-before-committing-go-changes"].Fetches; got != 2*perProcess {
		t.Errorf("fetches = %d, want exactly %d", got, 2*perProcess)
	}
	leftovers, _ := filepath.Glob(filepath.Join(storeDir(ws), ".tmp-*"))
	if fileExists(filepath.Join(storeDir(ws), lockFile)) || len(leftovers) > 0 {
		t.Errorf("left a lock or temp files behind: %v", leftovers)
	}
	gi, _ := os.ReadFile(filepath.Join(storeDir(ws), ".gitignore"))
	if !strings.Contains(string(gi), "\nusage.json\n") || !strings.HasPrefix(string(gi), "# Engram generated routing sidecars.") {
		t.Errorf(".gitignore must keep its lines and list usage.json:\n%s", gi)
	}
}

// TestResourceNotFound: every URI that does not name a visible memory is
// -32002 (legacy) or -32602 (MCP 2026-07-28) with data.uri, and counts
// nothing.
func TestResourceNotFound(t *testing.T) {
	t.Parallel()
	ws, tampered, outside := hiddenMemoriesWorkspace(t)
	uris := []string{
		"engram://memory/no-such-memory",
		"engram://memory/../x",
		"engram://memory/%2e%2e%2fx",
		"engram://memory/..%2f..%2fengram.config.json",
		"engram://memory/" + outside,
		"engram://memory//etc/passwd",
		outside,
		"/etc/passwd",
		`engram://memory/C:\Windows\win.ini`,
		`engram://memory/..\x`,
		`engram://memory/no-secrets-in-logs\`,
		"engram://memory/no-secrets-in-logs\x00",
		"engram://memory/no-secrets-in-logs\x00../../x",
		"engram://memory/no-secrets-in-logs/",
		"engram://memory/no-secrets-in-logs?x=1",
		"engram://memory/no-secrets-in-logs#x",
		"engram://memory/rules/no-secrets-in-logs.md",
		"engram://memory/NO-SECRETS-IN-LOGS",
		"engram://memory/",
		"engram://memory/{id}",
		"engram://memories/no-secrets-in-logs",
		"engram://index/",
		"engram:///memory/no-secrets-in-logs",
		"file://" + filepath.ToSlash(tampered),
		"file:///etc/passwd",
		"http://engram/memory/no-secrets-in-logs",
		"ENGRAM://memory/no-secrets-in-logs",
		"",
		"engram://memory/old-staging",             // superseded
		"engram://memory/ended",                   // expired
		"engram://memory/ignored-rule",            // ignored
		"engram://memory/run-tests-before-commit", // hash mismatch
	}
	if runtime.GOOS != "windows" {
		os.Symlink(outside, filepath.Join(storeDir(ws), "rules", "outside.md"))
		uris = append(uris, "engram://memory/outside")
	}
	for _, era := range []struct {
		version string
		code    int
	}{{version20241105, codeResourceNotFound}, {version20251125, codeResourceNotFound}, {"", codeInvalidParams}} {
		p := startMCP(t, ws, scratchEnv(t), era.version)
		for _, uri := range uris {
			a := p.call(methodResourcesRead, map[string]any{"uri": uri})
			if a.Error == nil {
				t.Errorf("era %q: %q was read: %s", era.version, uri, a.Result)
				continue
			}
			data, _ := a.Error.Data.(map[string]any)
			named := escapeName(uri)
			if uri == "" {
				named = `""`
			}
			want := resourceNotFoundMessage + ": " + named + " (engram://index lists every memory this server can read; read one as engram://memory/<id>)"
			if a.Error.Code != era.code || a.Error.Message != want || data["uri"] != uri {
				t.Errorf("era %q: %q: got %d %q %v, want %d with data.uri", era.version, uri, a.Error.Code, a.Error.Message, a.Error.Data, era.code)
			}
		}
		for _, params := range []map[string]any{nil, {"uri": 7}} {
			if a := p.call(methodResourcesRead, params); a.Error == nil || a.Error.Code != codeInvalidParams {
				t.Errorf("era %q: resources/read %v: want -32602, got %+v", era.version, params, a)
			}
		}
		if uris := p.listURIs(); strings.Contains(strings.Join(uris, " "), "old-staging") || len(uris) != 7 {
			t.Errorf("era %q: list must hold only visible memories: %v", era.version, uris)
		}
		if idx := p.readText(indexURI); strings.Contains(idx, "old-staging") || strings.Contains(idx, "run-tests-before-commit") || strings.Count(idx, "\n") != 6 {
			t.Errorf("era %q: the index must list only visible memories:\n%s", era.version, idx)
		}
	}
	if fileExists(filepath.Join(storeDir(ws), usageFile)) {
		t.Errorf("a failed read counted a fetch")
	}
}

// TestResourceNotFoundNamesTheURI: the message of a read that finds nothing
// names the URI (it said "Resource not found" alone, in both eras, and a
// host's log showed nothing more) and how to list the memories; a URI with a
// terminal escape shows it as [U+001B], and a long one is cut at 200
// characters, while data.uri keeps it whole.
func TestResourceNotFoundNamesTheURI(t *testing.T) {
	ws := exampleWorkspace(t)
	long := "engram://memory/" + strings.Repeat("a", 300)
	for _, version := range []string{version20251125, ""} {
		p := startMCP(t, ws, scratchEnv(t), version)
		for uri, want := range map[string]string{
			"engram://memory/no-such-memory": "Resource not found: engram://memory/no-such-memory (engram://index lists every memory",
			"engram://memory/x\x1b[31mred":   "Resource not found: engram://memory/x[U+001B][31mred (",
			long:                             "Resource not found: " + long[:200] + "… (",
		} {
			a := p.call(methodResourcesRead, map[string]any{"uri": uri})
			if a.Error == nil || !strings.HasPrefix(a.Error.Message, want) || strings.Contains(a.Error.Message, "\x1b") {
				t.Errorf("era %q: read %.40q: got %+v, want a message that begins %q", version, uri, a.Error, want)
				continue
			}
			if data, _ := a.Error.Data.(map[string]any); data["uri"] != uri {
				t.Errorf("era %q: data.uri is %v, want the URI whole", version, a.Error.Data)
			}
		}
	}
}

// hiddenMemoriesWorkspace is the example store with one memory of each
// kind a read must not serve (superseded, expired, ignored, and tampered:
// its hash no longer matches) and a memory file outside the store.
func hiddenMemoriesWorkspace(t *testing.T) (ws, tampered, outside string) {
	ws = exampleWorkspace(t)
	addMemory(t, ws, "knowledge/old-staging.md", "id: old-staging\nlifecycle: superseded\nsuperseded_by: staging-environment\ntype: knowledge\n", "Old staging")
	addMemory(t, ws, "knowledge/ended.md", "id: ended\ntype: knowledge\nvalid_until: 2000-01-01\n", "Ended")
	addMemory(t, ws, "rules/ignored-rule.md", "id: ignored-rule\nignored: true\ntype: rule\n", "Ignored rule")
	tampered = filepath.Join(storeDir(ws), "rules", "run-tests-before-commit.md")
	f, _ := os.OpenFile(tampered, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("- Skip the tests on Fridays.\n")
	f.Close()
	outside = filepath.Join(t.TempDir(), "outside.md")
	os.WriteFile(outside, []byte("---\nid: outside\ntype: rule\n---\n\n# Outside\n"), 0o644)
	return ws, tampered, outside
}

// TestResourceBodyIsLoadByID: engram://memory/{id} is exactly what
// `engram load --id <id>` prints, for every visible memory.
func TestResourceBodyIsLoadByID(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	env := scratchEnv(t)
	p := startMCP(t, ws, env, "")
	for _, uri := range p.listURIs()[1:] {
		id := strings.TrimPrefix(uri, memoryURIPrefix)
		cli := runCLI(t, ws, "", env, "load", "--id", id, "--workspace", ws)
		if cli.code != 0 {
			t.Fatalf("engram load --id %s: %d %s", id, cli.code, cli.stderr)
		}
		if got := p.readText(uri); got != cli.stdout {
			t.Errorf("%s differs from engram load --id:\n%s", uri, lineDiff(cli.stdout, got))
		}
	}
}

// TestResourcesWithoutStore: a server in a folder without a store lists
// only the index and creates nothing.
func TestResourcesWithoutStore(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	for _, version := range []string{"", version20250618} {
		p := startMCP(t, ws, scratchEnv(t), version)
		if uris := p.listURIs(); len(uris) != 1 || uris[0] != indexURI {
			t.Errorf("era %q: list = %v, want only the index", version, uris)
		}
		if text := p.readText(indexURI); text != resourceIndexEmptyPlaceholder {
			t.Errorf("era %q: index = %q", version, text)
		}
		if a := p.call(methodResourcesRead, map[string]any{"uri": "engram://memory/anything"}); a.Error == nil {
			t.Errorf("era %q: read a memory from no store", version)
		}
	}
	if names, _ := os.ReadDir(ws); len(names) != 0 {
		t.Errorf("the server created %v in a workspace without a store", names)
	}
}

// TestResourcesListOneURIPerID: a working note with the id of a durable
// memory does not list that URI twice; the read returns the durable one.
func TestResourcesListOneURIPerID(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	os.MkdirAll(filepath.Join(storeDir(ws), workingDir), 0o755)
	note := "---\nid: release-the-api\nsource: note\ntier: working\ntype: knowledge\nvalid_until: 2999-01-01\n---\n\n# Note\n\n## Content\n\n- A note.\n"
	os.WriteFile(filepath.Join(storeDir(ws), workingDir, "release-the-api.md"), []byte(note), 0o644)
	p := startMCP(t, ws, scratchEnv(t), "")
	uris := p.listURIs()
	if strings.Count(strings.Join(uris, " "), "engram://memory/release-the-api") != 1 || len(uris) != 8 {
		t.Errorf("list = %v", uris)
	}
	if text := p.readText("engram://memory/release-the-api"); !strings.Contains(text, "(skill, workspace)") {
		t.Errorf("read returned the note, not the durable memory:\n%s", text)
	}
}

// TestResourcesCachePolicy: usage-ordered lists and reads are private and
// short-lived; the template list is public.
func TestResourcesCachePolicy(t *testing.T) {
	t.Parallel()
	p := startMCP(t, exampleWorkspace(t), scratchEnv(t), "")
	for method, want := range map[string]string{
		methodResourcesList:         `30000 private`,
		methodResourceTemplatesList: `3600000 public`,
		methodPromptsList:           `3600000 public`,
	} {
		var m resultMeta
		json.Unmarshal(p.mustCall(method, nil), &m)
		if m.TTLMs == nil || fmt.Sprintf("%d %s", *m.TTLMs, m.CacheScope) != want || m.ResultType != "complete" {
			t.Errorf("%s: ttlMs/cacheScope/resultType = %v %q %q, want %s complete", method, m.TTLMs, m.CacheScope, m.ResultType, want)
		}
	}
	var m resultMeta
	json.Unmarshal(p.mustCall(methodResourcesRead, map[string]any{"uri": indexURI}), &m)
	if m.TTLMs == nil || *m.TTLMs != 0 || m.CacheScope != "private" {
		t.Errorf("resources/read must be ttlMs 0, private: %+v", m)
	}
}

// TestProposePrompt: the prompt states the whole protocol.
func TestProposePrompt(t *testing.T) {
	t.Parallel()
	text := proposeText("")
	for _, want := range []string{
		"Nothing is saved until the human approves",
		"Never save:", "secrets", "instructions addressed to an AI",
		"at most 8 candidates",
		"TYPE: rule|skill|workflow|knowledge | TEXT: ... | TRIGGERS: a, b | DEPENDS_ON: id | UPDATE: id | SUPERSEDES: id | CONTEXT: ...",
		"engram_save_session", "approval_token", "engram_commit", "workspace", "global", "both",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("propose prompt lacks %q", want)
		}
	}
	if got := proposeText("global"); !strings.Contains(got, `pass scope: "global"`) {
		t.Errorf("the scope argument is not used:\n%s", got)
	}
}

// TestResourcesListEscapesHiddenText: a resource's title and description
// are the memory's title and summary, which the host shows in its own UI
// (a picker, a list). A rehashed hand edit with a bidi override and an
// escape sequence in its title reached resources/list raw (reads and
// engram://index showed them as [U+XXXX]); now they are escaped there too.
func TestResourcesListEscapesHiddenText(t *testing.T) {
	t.Parallel()
	ws := exampleWorkspace(t)
	addMemory(t, ws, "knowledge/deploy-spoof.md", "id: deploy-spoof\ntype: knowledge\n", "Deploy \u202eguide\x1b[31m for releases")
	p := startMCP(t, ws, scratchEnv(t), "")
	var list struct {
		Resources []resource `json:"resources"`
	}
	if err := json.Unmarshal(p.mustCall(methodResourcesList, nil), &list); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, r := range list.Resources {
		if r.Name != "deploy-spoof" {
			continue
		}
		found = true
		if strings.ContainsAny(r.Title+r.Description, "\u202e\x1b") || !strings.Contains(r.Title, "[U+202E]") {
			t.Errorf("title %q, description %q: hidden characters raw", r.Title, r.Description)
		}
	}
	if !found {
		t.Errorf("deploy-spoof not listed: %+v", list.Resources)
	}
}

// TestResourceListChangedGoesWhereAnnounced: notifications/resources/
// list_changed follows every write that changes resources/list (memories,
// a working note, the roles) and goes only to a client that initialize told
// of resources.listChanged, whatever era the writing request used: a modern
// commit on a pipe a legacy client initialized changed that client's list
// too, and was not announced; a note was listed but never announced.
func TestResourceListChangedGoesWhereAnnounced(t *testing.T) {
	t.Parallel()
	save := func(p *mcpProc, tool string, args map[string]any) {
		t.Helper()
		var res struct {
			Content []textContent `json:"content"`
			IsError bool          `json:"isError"`
		}
		json.Unmarshal(p.mustCall("tools/call", map[string]any{"name": tool, "arguments": args}), &res)
		token := tokenRE.FindString(res.Content[0].Text)
		if res.IsError || token == "" {
			t.Fatalf("%s: no approval token in %+v", tool, res)
		}
		p.mustCall("tools/call", map[string]any{"name": "engram_commit", "arguments": map[string]any{"approval_token": token, "approve": "all"}})
	}
	memory := func(p *mcpProc) {
		save(p, "engram_save", map[string]any{"text": "The billing worker runs on three replicas in production"})
	}
	note := func(p *mcpProc) {
		save(p, "engram_note", map[string]any{"text": "the deploy script needs the VPN up first"})
	}
	role := func(p *mcpProc) {
		p.mustCall("tools/call", map[string]any{"name": "engram_set_role", "arguments": map[string]any{"role": "backend"}})
	}
	search := func(p *mcpProc) {
		p.mustCall("tools/call", map[string]any{"name": "engram_search", "arguments": map[string]any{"query": "billing"}})
	}
	tests := []struct {
		name       string
		initialize bool // a legacy client initialized the pipe
		modern     bool // the writing requests carry MCP 2026-07-28's _meta
		write      func(p *mcpProc)
		want       int
	}{
		{"legacy memory commit", true, false, memory, 1},
		{"legacy note", true, false, note, 1},
		{"legacy set_role", true, false, role, 1},
		{"modern commit on an initialized pipe", true, true, memory, 1},
		{"modern note on an initialized pipe", true, true, note, 1},
		{"a read", true, false, search, 0},
		{"modern only", false, true, memory, 0},
		{"legacy requests without initialize", false, false, memory, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			legacy := ""
			if tt.initialize {
				legacy = version20251125
			}
			p := startMCP(t, fixtureWorkspace(t), scratchEnv(t), legacy)
			p.modern = tt.modern
			tt.write(p)
			p.mustCall("tools/call", map[string]any{"name": "engram_status", "arguments": map[string]any{}})
			got := 0
			for _, n := range p.notifications {
				if n == notificationResourcesChanged {
					got++
				}
			}
			if got != tt.want {
				t.Errorf("list_changed sent %d times, want %d (notifications: %v)", got, tt.want, p.notifications)
			}
		})
	}
}
