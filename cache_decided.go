package main

import (
	"os"
	"strconv"
	"strings"
	"sync"
	"weak"
)

// Speed-up (issue 20): a commit reuses the verdict its proposal computed
// when the store is the very same one.
//
// Reference path: engram_commit judges every candidate again (deferReason,
// commit.go) against the store as it is under the commit's lock, and
// defers it if the verdict changed since engram_save. At 10,000 memories
// that is a second full verdict per commit.
//
// In the server both calls read the server's view (cache_serverview.go),
// and a view's store is never changed once built: any change to a memory,
// the hashes file or the config makes a new store (view.go applyChanges;
// the pending file is none of these). judgeVerdict is a function of the
// store and of the candidate's type, text, UPDATE and SUPERSEDES target
// and the scope, so an answer kept for the same *store and the same inputs
// is the answer judging again would give. Nothing of the pending file is
// trusted for this: the key is the candidate's own fields, whatever they
// say, and the store is the one the commit holds. Only the latest store's
// answers are kept, by a weak pointer, so the cache never keeps an old
// view alive. ENGRAM_NO_CACHE=1 turns it off (verdictCacheOn);
// TestDecidedVerdictMatchesReference holds it to judgeVerdict.

var verdictCacheOn = os.Getenv("ENGRAM_NO_CACHE") == ""

type decided struct {
	v verdict
	t *entry
}

var decidedCache struct {
	sync.Mutex
	store weak.Pointer[store]
	byKey map[string]decided
}

// decideVerdict is judgeVerdict, kept per store (see above).
func decideVerdict(s *store, c candidate, scope string) (verdict, *entry, error) {
	if !verdictCacheOn {
		return judgeVerdict(s, c, scope)
	}
	// Each field quoted: joined as they are, a NUL inside one (a text or
	// an id a client sent) could make two candidates' keys the same.
	key := strings.Join([]string{strconv.Quote(scope), strconv.Quote(c.Type), strconv.Quote(c.Text), strconv.Quote(c.Update), strconv.Quote(c.Supersedes)}, ",")
	w := weak.Make(s)
	decidedCache.Lock()
	if decidedCache.store == w {
		if d, ok := decidedCache.byKey[key]; ok {
			decidedCache.Unlock()
			return d.v, d.t, nil
		}
	}
	decidedCache.Unlock()
	v, t, err := judgeVerdict(s, c, scope)
	if err != nil {
		return v, t, err // errors are cheap and not kept
	}
	decidedCache.Lock()
	if decidedCache.store != w {
		decidedCache.store, decidedCache.byKey = w, map[string]decided{}
	}
	if len(decidedCache.byKey) < 256 { // a proposal's candidates, not a flood
		decidedCache.byKey[key] = decided{v, t}
	}
	decidedCache.Unlock()
	return v, t, nil
}
