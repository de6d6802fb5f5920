package main

import (
	"slices"
	"testing"
)

// TestGitmojiTitlesKeepTheirPrefix: a pull-request title drawn with a
// gitmoji before its change type ("🐛 fix(proxy):", "♻️ refactor:",
// "📒docs:", ":sparkles: feat:") has the type and area of the same title
// without it, and routes as it does: the picture is no word of the task.
// Before, the title area's pattern wanted a letter first, so the type and
// area were lost and the title read as prose.
func TestGitmojiTitlesKeepTheirPrefix(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, shapeStore, `"backend"`)
	v := openTestView(t, dir)
	for _, tc := range []struct{ drawn, plain string }{
		{"⚡️ perf(resolver): pool scratch buffers across requests", "perf(resolver): pool scratch buffers across requests"},
		{"📚 docs: tighten the install example (#3321)", "docs: tighten the install example (#3321)"},
		{"📒docs: tighten the install example", "docs: tighten the install example"},
		{"⬆️ chore(deps): bump serde to 1.0.210", "chore(deps): bump serde to 1.0.210"},
		{":zap: perf(resolver): pool scratch buffers", "perf(resolver): pool scratch buffers"},
		{"[ci] 🔖 release: tag v2.3.0 from main", "[ci] release: tag v2.3.0 from main"},
		{"🧑‍💻 test(scheduler): deflake TestRetryBackoff", "test(scheduler): deflake TestRetryBackoff"},
	} {
		if got, want := titlePrefixWords(tc.drawn), titlePrefixWords(tc.plain); len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("prefix of %q: %v, want %v (of %q)", tc.drawn, got, want, tc.plain)
		}
		got, want := routeTask(v.s, v.ri, tc.drawn, 5), routeTask(v.s, v.ri, tc.plain, 5)
		if g, w := rankedIDs(got.entries), rankedIDs(want.entries); !slices.Equal(g, w) {
			t.Errorf("route of %q: %v, want %v (of %q)", tc.drawn, g, w, tc.plain)
		}
	}
}

// TestBracketTagIsATitleType: a title whose type is a bracketed word
// ("[docs] …", "[CI] …") has the type of the same title written "docs: …",
// and routes as it does. The bracket's word was dropped: "[perf] pool
// scratch buffers across requests" loaded nothing where "perf: …" loaded
// the benchmark guidance.
func TestBracketTagIsATitleType(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, shapeStore, `"backend"`)
	v := openTestView(t, dir)
	for _, tc := range []struct{ tagged, plain string }{
		{"[Docs] tighten the install example (#3321)", "docs: tighten the install example (#3321)"},
		{"[perf] pool scratch buffers across requests", "perf: pool scratch buffers across requests"},
		{"🧪 [test] deflake the retry backoff", "test: deflake the retry backoff"},
	} {
		if got, want := titlePrefixWords(tc.tagged), titlePrefixWords(tc.plain); len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("prefix of %q: %v, want %v (of %q)", tc.tagged, got, want, tc.plain)
		}
		got, want := routeTask(v.s, v.ri, tc.tagged, 5), routeTask(v.s, v.ri, tc.plain, 5)
		if g, w := rankedIDs(got.entries), rankedIDs(want.entries); !slices.Equal(g, w) || len(w) == 0 {
			t.Errorf("route of %q: %v, want %v (of %q)", tc.tagged, g, w, tc.plain)
		}
	}
	// A bracket that is not one word is no type; before a prefix of its own
	// it is a tag (TestTitlePrefix: "[ci] docs: …" is a docs change).
	for _, q := range []string{"[pkg/http] pool buffers", "[v1.2] backport the fix", "[skip ci] bump x"} {
		if w := titlePrefixWords(q); len(w) != 0 {
			t.Errorf("prefix of %q: %v, want none", q, w)
		}
	}
}

// TestGitmojiAloneIsATitleType: a title whose only type is its gitmoji
// ("📝 Update the install example", "⚡️ pool scratch buffers") has the type
// gitmoji.dev gives the picture, as "[docs] …" has its bracket's; a title
// written "docs : x" (a space before the colon, as French typography has
// it), "[Docs]: x" (a colon after the tag) or "docs：x" (the full-width
// colon of Chinese and Japanese text) has the type and area of "docs: x".
// Before, each read as prose:
// "📝 tighten the install example" and "perf : pool scratch buffers across
// requests" loaded nothing where "docs: …" and "perf: …" loaded the
// documentation and benchmark guidance. The picture is not the type's word
// written in the task: where the written word itself matched (✅ and
// "test: deflake …"), the type only reorders (RETRIEVAL-LOG.md, stop 50,
// rec50b: reading the picture as the written word answered a task nothing
// covers).
func TestGitmojiAloneIsATitleType(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, shapeStore, `"backend"`)
	v := openTestView(t, dir)
	for _, tc := range []struct {
		typed, plain string
		sameRoute    bool
	}{
		{"📝 tighten the install example (#3321)", "docs: tighten the install example (#3321)", true},
		{":memo: tighten the install example", "docs: tighten the install example", true},
		{"⚡️ pool scratch buffers across requests", "perf: pool scratch buffers across requests", true},
		{":zap: pool scratch buffers across requests", "perf: pool scratch buffers across requests", true},
		{"✅ deflake the retry backoff", "test: deflake the retry backoff", false},
		{"⬆️ bump serde to 1.0.210", "deps: bump serde to 1.0.210", false},
		{"🔖 tag v2.3.0 from main", "release: tag v2.3.0 from main", false},
		{"docs : tighten the install example", "docs: tighten the install example", true},
		{"perf(resolver) : pool scratch buffers across requests", "perf(resolver): pool scratch buffers across requests", true},
		{"perf : pool scratch buffers across requests", "perf: pool scratch buffers across requests", true},
		{"[Docs]: tighten the install example", "docs: tighten the install example", true},
		{"[perf]: pool scratch buffers across requests", "perf: pool scratch buffers across requests", true},
		{"docs：修正安装示例", "docs: 修正安装示例", true},
		{"perf(resolver)：pool scratch buffers across requests", "perf(resolver): pool scratch buffers across requests", true},
	} {
		if got, want := titlePrefixWords(tc.typed), titlePrefixWords(tc.plain); len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("prefix of %q: %v, want %v (of %q)", tc.typed, got, want, tc.plain)
		}
		if !tc.sameRoute {
			continue
		}
		got, want := routeTask(v.s, v.ri, tc.typed, 5), routeTask(v.s, v.ri, tc.plain, 5)
		if g, w := rankedIDs(got.entries), rankedIDs(want.entries); !slices.Equal(g, w) || len(w) == 0 {
			t.Errorf("route of %q: %v, want %v (of %q)", tc.typed, g, w, tc.plain)
		}
	}
	// A picture that says only "a change" (🐛 fix, ✨ feature, ♻️ refactor)
	// gives no type word, as "fix:" gives none; a picture inside the title
	// or an unknown one is no type; a colon after a sentence's space is not
	// a prefix when more than one word comes before it.
	for _, q := range []string{"🐛 fix crash on empty config", "✨ add retries", "♻️ split the parser",
		"update the docs 📝 for the release", "🦄 tighten the install example", "make it faster : pool buffers"} {
		if w := titlePrefixWords(q); len(w) != 0 {
			t.Errorf("prefix of %q: %v, want none", q, w)
		}
	}
}

// TestTitleShapesKeepTheirPrefix: the other ways titles write their type
// read as "perf: …" does: GitHub's revert title (`Revert "perf: …"`) is a
// change of the kind it reverts, a type before a spaced dash ("Docs - …",
// "Perf – …"), a type and colon with no space ("perf:pool …") and a type
// in full-width brackets ("【docs】…", as Chinese titles write it). Before,
// each read as prose: `Revert "perf: pool scratch buffers across
// requests"` and the others loaded nothing where "perf: …" loaded the
// benchmark guidance.
func TestTitleShapesKeepTheirPrefix(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, shapeStore, `"backend"`)
	v := openTestView(t, dir)
	for _, tc := range []struct{ shaped, plain string }{
		{`Revert "perf: pool scratch buffers across requests"`, "perf: pool scratch buffers across requests"},
		{`Revert "Revert "perf(resolver): pool scratch buffers across requests""`, "perf(resolver): pool scratch buffers across requests"},
		{"Perf - pool scratch buffers across requests", "perf: pool scratch buffers across requests"},
		{"Docs – tighten the install example", "docs: tighten the install example"},
		{"perf:pool scratch buffers across requests", "perf: pool scratch buffers across requests"},
		{"docs:tighten the install example", "docs: tighten the install example"},
		{"【docs】tighten the install example", "[docs] tighten the install example"},
		{"【perf】pool scratch buffers across requests", "perf: pool scratch buffers across requests"},
	} {
		if got, want := titlePrefixWords(tc.shaped), titlePrefixWords(tc.plain); len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("prefix of %q: %v, want %v (of %q)", tc.shaped, got, want, tc.plain)
		}
		got, want := routeTask(v.s, v.ri, tc.shaped, 5), routeTask(v.s, v.ri, tc.plain, 5)
		if g, w := rankedIDs(got.entries), rankedIDs(want.entries); !slices.Equal(g, w) || len(w) == 0 {
			t.Errorf("route of %q: %v, want %v (of %q)", tc.shaped, g, w, tc.plain)
		}
	}
	// A dash or a colon after a word that is no change type is prose, a
	// revert that quotes nothing has no other title, and a colon before a
	// slash or another colon is a URL's or a C++ scope's.
	for _, q := range []string{"Fix - crash on empty config", "Revert the resolver change", "resolver:pool buffers",
		"perf://pool buffers", "perf::pool buffers", "Update the docs - tighten the example"} {
		if w := titlePrefixWords(q); len(w) != 0 {
			t.Errorf("prefix of %q: %v, want none", q, w)
		}
	}
}
