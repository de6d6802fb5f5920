package main

import (
	"os"
	"sort"
)

// Speed-up (issue 20): resources/list picks its top memories by fetches
// without sorting the whole store.
//
// Reference path (handleResourcesList, resources.go): every resolvable
// entry is sorted by byUsage (usage.go), whose comparison builds two
// usage keys ("scope:id", an allocation each) and reads two ids per call,
// some 130,000 calls at 10,000 memories; then all but the first
// mcp.resource_limit (20 by default, 200 at most) are dropped. At 10,000
// memories (genstore.py) a warm resources/list took 14-25 ms over stdio
// against engram_search's 1.2 ms, and grows as n log n with the store,
// on a request hosts send at connect and again whenever the list changes.
//
// Here each entry's count and id are read once, and a heap of limit
// entries keeps the first ones in byUsage's order, which is total: more
// fetches first, then id, then workspace before global, then store order
// (byUsage's sort is stable). So the list is the reference's, entry for
// entry. ENGRAM_NO_CACHE=1 turns it off; TestResourceTopMatchesReference
// holds it to the reference.
var resourceTopOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// topResources is byUsage(resolvableEntries(s), u) cut to its first limit
// entries: the memories resources/list names.
func topResources(s *store, u usageCounts, limit int) []*entry {
	if !resourceTopOn {
		return topResourcesRef(s, u, limit)
	}
	if limit <= 0 {
		return nil
	}
	h := make(usageHeap, 0, min(limit, len(s.entries)))
	var key []byte
	for at, en := range s.entries {
		if en.hidden != "" {
			continue
		}
		r := usageRank{en: en, id: en.mem.id(), global: en.root.scope != scopeWorkspace, at: at}
		if len(u) > 0 {
			// The key is built in a reused buffer: a map index by
			// string(bytes) does not allocate.
			key = append(append(append(key[:0], en.root.scope...), ':'), r.id...)
			r.fetches = u[string(key)].Fetches
		}
		switch {
		case len(h) < limit:
			h.push(r)
		case r.before(&h[0]):
			h[0] = r
			h.down(0)
		}
	}
	if !firstOfTheirIDs(s, h) {
		return topResourcesRef(s, u, limit)
	}
	sort.Slice(h, func(i, j int) bool { return h[i].before(&h[j]) })
	out := make([]*entry, len(h))
	for i := range h {
		out[i] = h[i].en
	}
	return out
}

// topResourcesRef is the reference path.
func topResourcesRef(s *store, u usageCounts, limit int) []*entry {
	top := byUsage(resolvableEntries(s), u)
	if len(top) > limit {
		top = top[:limit]
	}
	return top
}

// firstOfTheirIDs reports whether each entry kept is the first visible one
// with its id, the one resolvableEntries keeps. The heap chose among every
// visible entry, and the resolvable ones are a part of them in the same
// order, so when all it kept are resolvable they are also the first of the
// resolvable ones. When one is not (a working note sharing a durable
// memory's id, a global memory shadowed by a workspace one), the caller
// takes the reference path: this check reads the few kept ids, where
// deduplicating every id up front cost more than the selection.
func firstOfTheirIDs(s *store, h usageHeap) bool {
	first := make(map[string]*entry, len(h))
	for _, r := range h {
		first[r.id] = nil
	}
	found := 0
	for _, en := range s.entries {
		if found == len(first) {
			break
		}
		if en.hidden != "" {
			continue
		}
		if got, ok := first[en.mem.id()]; ok && got == nil {
			first[en.mem.id()] = en
			found++
		}
	}
	for _, r := range h {
		if first[r.id] != r.en {
			return false
		}
	}
	return true
}

// usageRank is one entry with what byUsage orders it by, read once.
type usageRank struct {
	en      *entry
	id      string
	fetches int
	global  bool
	at      int // position in the input: byUsage's sort is stable
}

// before is byUsage's order.
func (a *usageRank) before(b *usageRank) bool {
	if a.fetches != b.fetches {
		return a.fetches > b.fetches
	}
	if a.id != b.id {
		return a.id < b.id
	}
	if a.global != b.global {
		return !a.global
	}
	return a.at < b.at
}

// usageHeap keeps the last in byUsage's order at its root, so a newcomer
// that comes before it takes its place.
type usageHeap []usageRank

func (h *usageHeap) push(r usageRank) {
	*h = append(*h, r)
	s := *h
	for i := len(s) - 1; i > 0; {
		p := (i - 1) / 2
		if !s[p].before(&s[i]) {
			break
		}
		s[p], s[i] = s[i], s[p]
		i = p
	}
}

func (h usageHeap) down(i int) {
	for {
		last := i
		for _, c := range []int{2*i + 1, 2*i + 2} {
			if c < len(h) && h[last].before(&h[c]) {
				last = c
			}
		}
		if last == i {
			return
		}
		h[i], h[last] = h[last], h[i]
		i = last
	}
}
