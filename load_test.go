package main

import (
	"encoding/json"
	"path"
	"strings"
	"testing"
)

// A store where the memory a task is about builds on two others the task
// never mentions: the route puts them first, as a dependent never comes
// without what it builds on.
var prerequisiteStore = []testMemory{
	{id: "ship-mobile-release", kind: typeSkill, title: "Ship a mobile app release", tags: "mobile, release",
		content: "Bump the build number, tag the release branch and submit the binary to the app store.",
		extra:   "depends_on: [release-train, store-review-guidelines]\n"},
	{id: "release-train", kind: typeRule, title: "The fortnightly train", tags: "cadence",
		content: "Everything merged by Tuesday noon leaves with that fortnight's train; nothing jumps it."},
	{id: "store-review-guidelines", kind: typeRule, title: "Apple and Google review rules", tags: "compliance",
		content: "No hidden features behind remote flags, no private APIs, and a demo account for the reviewers."},
	{id: "crash-reporting", kind: typeRule, title: "Crash reporting on mobile", tags: "mobile, crashes",
		content: "Upload the dSYM and the ProGuard mapping with every release so crashes symbolicate."},
}

// TestLoadBodiesGoToWhatTheTaskReached: a tiered load gives its bodies to
// the memories the task reached, most relevant first, and the
// prerequisites brought in only for them are cards; the route's order
// (prerequisites first) is unchanged, and --disclosure bodies still walks
// it in order.
func TestLoadBodiesGoToWhatTheTaskReached(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	writeTestStore(t, ws, prerequisiteStore, "")
	const task = "ship the mobile release to the app store"

	route := runCLI(t, ws, "", nil, "route", task).stdout
	pre, dep := strings.Index(route, "release-train"), strings.Index(route, "ship-mobile-release")
	if pre < 0 || dep < 0 || pre > dep {
		t.Fatalf("the route must keep the prerequisite before its dependent:\n%s", route)
	}

	for _, tc := range []struct {
		disclosure string
		bodies     []string // in the text's order
		cards      []string
	}{
		{"tiered", []string{"ship-mobile-release", "crash-reporting"}, []string{"release-train", "store-review-guidelines"}},
		{"bodies", []string{"release-train", "store-review-guidelines", "ship-mobile-release", "crash-reporting"}, nil},
	} {
		r := runCLI(t, ws, "", nil, "load", task, "--disclosure", tc.disclosure, "--json")
		var env struct {
			OK   bool     `json:"ok"`
			Data loadData `json:"data"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &env); err != nil || !env.OK {
			t.Fatalf("%s: %v %s", tc.disclosure, err, r.stdout)
		}
		var bodies []string
		for _, k := range env.Data.BodyKeys {
			bodies = append(bodies, strings.TrimSuffix(path.Base(k), ".md")) // keys are files in their root
		}
		if strings.Join(bodies, ",") != strings.Join(tc.bodies, ",") || strings.Join(env.Data.CardIDs, ",") != strings.Join(tc.cards, ",") {
			t.Errorf("%s: bodies %v, cards %v; want bodies %v, cards %v", tc.disclosure, bodies, env.Data.CardIDs, tc.bodies, tc.cards)
		}
		text := runCLI(t, ws, "", nil, "load", task, "--disclosure", tc.disclosure).stdout
		last := -1
		for _, id := range tc.bodies {
			i := strings.Index(text, "## "+id+" (")
			if i < last {
				t.Errorf("%s: %s's body is not in the route's order:\n%s", tc.disclosure, id, text)
			}
			last = i
		}
	}
}
