package main

import (
	"strings"
	"sync"
)

// changeVerbs are the verbs an imperative task opens with to say what kind
// of change it asks for ("Write tests for …", "Add an endpoint that …",
// "Fix the failing CI on …"): the task's kind, not its topic. General
// English of requests, written before measuring (RETRIEVAL-LOG.md,
// Abstention, stop 54). Words that name an activity a store keeps rules
// about (test, deploy, release, migrate, document) are not here: a store
// that lacks them may well lack the task's topic.
var changeVerbs = sync.OnceValue(func() map[string]bool {
	return stemSet(`add write fix update remove create delete rename move change replace improve clean
extract split convert support handle show return allow enable disable increase reduce raise lower
expose introduce drop stop prevent restore revert modify adjust simplify provide wire`)
})

// headVerbs are the stems of the change verbs that open a sentence of the
// task (after its stopwords: "Can you add …" opens with "add"). A store of
// a new user's first week rarely writes "write" or "fix", yet most tasks it
// answers open with one; counted as unknown information, the verb could
// tip a small store into abstaining ("Fix the hydration error on the
// dashboard page" beside a memory about the dashboard's pages). Only the
// opening word: the same verb later in a sentence is often its topic
// ("the update server"), and counted anywhere it cost zero-result on the
// real projects' sets (RETRIEVAL-LOG.md, Abstention, stop 54).
func headVerbs(q string) map[string]bool {
	out := map[string]bool{}
	for _, s := range strings.FieldsFunc(q, func(r rune) bool { return strings.ContainsRune(".!?;\n", r) }) {
		if ts := terms(s); len(ts) > 0 && changeVerbs()[ts[0]] {
			out[ts[0]] = true
		}
	}
	return out
}
