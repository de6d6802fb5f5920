package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestHandEditsAreReported: each hand edit issue 19 found handled silently
// is named by every command that looks at the store, with its exit code.
func TestHandEditsAreReported(t *testing.T) {
	t.Parallel()
	unparsable := func(t *testing.T, ws string) { breakFrontMatter(t, fixtureRulePath(ws)) }
	badLine := func(t *testing.T, ws string) {
		data, _ := os.ReadFile(fixtureRulePath(ws))
		os.WriteFile(fixtureRulePath(ws), []byte(strings.Replace(string(data), "id: ", "this line has no colon\nid: ", 1)), 0o644)
	}
	rulez := func(t *testing.T, ws string) {
		data, _ := os.ReadFile(fixtureRulePath(ws))
		os.WriteFile(fixtureRulePath(ws), []byte(strings.Replace(string(data), "type: rule", "type: rulez", 1)), 0o644)
		runCLI(t, ws, "", nil, "rehash")
	}
	modified := func(t *testing.T, ws string) {
		f, _ := os.OpenFile(fixtureRulePath(ws), os.O_APPEND|os.O_WRONLY, 0)
		f.WriteString("- and gofmt\n")
		f.Close()
	}
	deleted := func(t *testing.T, ws string) { os.Remove(fixtureRulePath(ws)) }
	undatedWorking := func(t *testing.T, ws string) {
		data, _ := os.ReadFile(fixtureRulePath(ws))
		os.WriteFile(fixtureRulePath(ws), []byte(strings.Replace(string(data), "type: rule", "type: rule\ntier: working", 1)), 0o644)
		runCLI(t, ws, "", nil, "rehash")
	}
	key := "workspace:rules/" + fixtureRule + ".md"
	tests := []struct {
		name       string
		setup      func(t *testing.T, ws string)
		args       []string
		wantCode   int
		wantStdout []string
		notStdout  []string
		wantStderr string
	}{
		{name: "status names an unparsable file", setup: unparsable, args: []string{"status"},
			wantStdout: []string{"unparsable: ", fixtureRule + ".md: line 1:", "integrity: 1 memory file does not parse"}, notStdout: []string{"integrity: ok"}},
		{name: "status --json counts it", setup: unparsable, args: []string{"status", "--json"},
			wantStdout: []string{`"integrity_issues": 1`, `"unparsable": [`}},
		{name: "verify fails on an unparsable file", setup: unparsable, args: []string{"verify"}, wantCode: exitIntegrity,
			wantStdout: []string{"unparsable " + key, "line 1: the front matter opened here is not closed"}, notStdout: []string{"mismatch " + key}},
		{name: "verify names the bad front matter line", setup: badLine, args: []string{"verify"}, wantCode: exitIntegrity,
			wantStdout: []string{"unparsable " + key, `line 7: front matter: expected "key: value"`}},
		{name: "doctor fails with the parse error's line", setup: unparsable, args: []string{"doctor"}, wantCode: exitError,
			wantStdout: []string{"store.parse", fixtureRule + ".md: line 1:"}},
		{name: "rehash hashes it but says it does not parse", setup: unparsable, args: []string{"rehash"}, wantCode: exitIntegrity,
			wantStdout: []string{"rehashed 5 memory files", "unparsable rules/" + fixtureRule + ".md: line 1"}, wantStderr: "1 memory file does not parse; reads skip it until it is fixed"},
		{name: "load --id says why", setup: unparsable, args: []string{"load", "--id", fixtureRule}, wantCode: exitNotFound,
			wantStderr: key + " does not parse: line 1"},
		{name: "load --id of a modified memory says why", setup: modified, args: []string{"load", "--id", fixtureRule}, wantCode: exitNotFound,
			wantStderr: key + " is hidden: hash mismatch"},
		{name: "load names a modified memory it skipped", setup: modified, args: []string{"load", "go vet before committing"},
			wantStdout: []string{"skipped " + key + ": edited since its hash was recorded"}},
		{name: "load names an unparsable memory it skipped", setup: unparsable, args: []string{"load", "go vet before committing"},
			wantStdout: []string{"skipped " + key + ": does not parse, line 1"}},
		{name: "an unknown type is a warning, not a type", setup: rulez, args: []string{"status"},
			wantStdout: []string{`unknown type "rulez"`, "unknown type 1"}, notStdout: []string{"rulez 1"}},
		{name: "an unknown type is a diagnostic of reads", setup: rulez, args: []string{"search", "go vet", "--json"},
			wantStdout: []string{`unknown type \"rulez\"`}},
		{name: "a working tier with no date says no date", setup: undatedWorking, args: []string{"load", "--id", fixtureRule},
			wantStdout: []string{"## " + fixtureRule + " (rule, workspace, working note)\n"}, notStdout: []string{"until"}},
		{name: "after a deletion status reports it", setup: deleted, args: []string{"status"},
			wantStdout: []string{"missing: " + key, "integrity: 1 hashed memory file is gone"}, notStdout: []string{"integrity: ok"}},
		{name: "after a deletion verify reports it", setup: deleted, args: []string{"verify"}, wantCode: exitIntegrity,
			wantStdout: []string{"missing-file " + key}},
		{name: "after a deletion and rehash both are clean", setup: func(t *testing.T, ws string) { deleted(t, ws); runCLI(t, ws, "", nil, "rehash") },
			args: []string{"status"}, wantStdout: []string{"integrity: ok"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := fixtureWorkspace(t)
			tt.setup(t, ws)
			r := runCLI(t, ws, "", nil, tt.args...)
			r.expect(t, tt.wantCode, tt.wantStdout, tt.notStdout, tt.wantStderr)
		})
	}
}

// TestTitleIsTheFirstSentence: a period inside a word (a version, a field
// name) does not end the title.
func TestTitleIsTheFirstSentence(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ text, want string }{
		{"Release: tag vX.Y.Z on main. Then run make release.", "Release: tag vX.Y.Z on main"},
		{"Amounts are kept in cents as ledger.amount_cents integers", "Amounts are kept in cents as ledger.amount_cents integers"},
		{"Never log card numbers; mask them", "Never log card numbers"},
		{"Use Go 1.26.\nSecond line", "Use Go 1.26"},
		{"Short. Then a longer second sentence", "Short. Then a longer second sentence"},
	} {
		if got := titleFor(tc.text); got != tc.want {
			t.Errorf("titleFor(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestLoadBudgetCutsAtAWord: a budget too small for the abstention message
// ends it at a word, marked with "…".
func TestLoadBudgetCutsAtAWord(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	r := runCLI(t, ws, "", nil, "load", "paint the bikeshed purple", "--budget", "50")
	if r.code != 0 {
		t.Fatalf("%+v", r)
	}
	text := strings.TrimSuffix(r.stdout, "\n")
	if !strings.HasSuffix(text, "…") || estimateTokens(text) > 50 {
		t.Fatalf("not cut at a word within 50 tokens (%d): %q", estimateTokens(text), text)
	}
	last := strings.Fields(strings.TrimSuffix(text, "…"))
	if w := last[len(last)-1]; !strings.Contains(" no memory matched: shares a word with the task. Nothing was loaded; proceed without project for this ", " "+w+" ") {
		t.Errorf("cut mid-word: ends with %q", w)
	}
}

// TestByteOrderMarkAccepted: a hashes file or config saved by a Windows
// editor (or PowerShell 5's "utf8") starts with a UTF-8 byte-order mark.
// encoding/json refuses it, so one such save stopped every command; both
// are read as JSON, and the next commit writes the hashes without it. The
// real binary, on real files.
func TestByteOrderMarkAccepted(t *testing.T) {
	t.Parallel()
	bom := []byte("\xef\xbb\xbf")
	for _, tc := range []struct {
		name  string
		file  string
		run   [][]string // each must exit 0
		after func(t *testing.T, data []byte)
	}{
		{name: "hashes", file: hashesFile,
			run: [][]string{{"verify"}, {"save", "--force", "--type", "rule", "Releases are tagged from main only"}, {"verify"}},
			after: func(t *testing.T, data []byte) {
				if bytes.HasPrefix(data, bom) || !bytes.Contains(data, []byte("releases-are-tagged-from-main-only")) {
					t.Errorf("hashes after a commit:\n%s", data)
				}
			}},
		{name: "config", file: configFile,
			run: [][]string{{"status"}, {"set-role", "backend"}, {"load", "release"}},
			after: func(t *testing.T, data []byte) {
				if !bytes.Contains(data, []byte(`"backend"`)) {
					t.Errorf("config after set-role:\n%s", data)
				}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ws := fixtureWorkspace(t)
			path := filepath.Join(ws, ".agents", ".engram", tc.file)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, append(append([]byte{}, bom...), data...), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, args := range tc.run {
				r := spawnCLI(t, ws, "", nil, args...)
				if r.code != 0 {
					t.Fatalf("engram %v: exit %d\nstdout: %s\nstderr: %s", args, r.code, r.stdout, r.stderr)
				}
			}
			data, _ = os.ReadFile(path)
			tc.after(t, data)
		})
	}
}

// TestLongTitleCutsAtAWord: a first sentence longer than a title's 80
// characters is cut at the space before the word the limit falls in ("model
// chan…" was the title of a saved rule); a token with no space near the
// limit (a URL, Chinese, which writes no spaces) is cut where it is.
func TestLongTitleCutsAtAWord(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ text, want string }{
		{"Always run python manage.py makemigrations --check before committing model changes",
			"Always run python manage.py makemigrations --check before committing model…"},
		{"Deploys go through the release train, and the release train leaves every Tuesday at noon",
			"Deploys go through the release train, and the release train leaves every…"},
		{"See https://example.com/a/very/long/path/to/the/design/document/of/the/billing/service/v2/index.html",
			"See https://example.com/a/very/long/path/to/the/design/document/of/the/billing/…"},
		{"数据库迁移文件必须放在迁移目录并且每一个迁移都要有对应的回滚文件否则评审不通过而且上线前需要在预发环境验证一次然后再由值班同学在生产环境执行迁移并记录结果到变更单里面去方便以后追溯问题",
			"数据库迁移文件必须放在迁移目录并且每一个迁移都要有对应的回滚文件否则评审不通过而且上线前需要在预发环境验证一次然后再由值班同学在生产环境执行迁移并记录结果到变…"},
	} {
		got := titleFor(tc.text)
		if got != tc.want {
			t.Errorf("titleFor(%q)\n got %q\nwant %q", tc.text, got, tc.want)
		}
		if n := utf8.RuneCountInString(got); n > 80 {
			t.Errorf("titleFor(%q) is %d runes, over 80", tc.text, n)
		}
	}
}

// TestReadToolsNameASkippedMemory: the text of engram_load, engram_route
// and engram_search names a memory the read skipped as edited, in every
// era. It used to say so only in structuredContent's diagnostics, which a
// 2024-11-05 or 2025-03-26 client never receives: the agent read "no
// memory shares a word with the task" when the one memory that did had
// been edited by hand.
func TestReadToolsNameASkippedMemory(t *testing.T) {
	t.Parallel()
	key := "workspace:rules/" + fixtureRule + ".md"
	for _, version := range []string{version20241105, version20250326, version20251125, ""} {
		t.Run("era "+version, func(t *testing.T) {
			t.Parallel()
			ws := fixtureWorkspace(t)
			f, err := os.OpenFile(fixtureRulePath(ws), os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			f.WriteString("- and gofmt\n")
			f.Close()
			p := spawnMCP(t, ws, nil, version)
			defer p.close()
			for _, tool := range []string{"engram_load", "engram_route", "engram_search"} {
				raw := p.mustCall("tools/call", map[string]any{"name": tool, "arguments": map[string]any{"query": "go vet before committing"}})
				var res struct {
					Content []struct{ Text string } `json:"content"`
				}
				if err := json.Unmarshal(raw, &res); err != nil || len(res.Content) == 0 {
					t.Fatalf("%s: result %s: %v", tool, raw, err)
				}
				if text := res.Content[0].Text; !strings.Contains(text, "skipped "+key+": edited since its hash was recorded") {
					t.Errorf("%s: the text does not name the skipped memory:\n%s", tool, text)
				}
			}
		})
	}
}
