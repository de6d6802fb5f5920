package main

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// This file bounds the terms a store's memories can make a process index.
// The per-field cap (maxFieldWords) bounds one memory; a store of many
// memories, each under it, still chose how many distinct terms the first
// read interned, stemmed, posted and wrote to the caches: 4,000 memories of
// 2,000 random tags (80 MB, within the store's 128 MB) took 79 s of CPU
// and 3.4 GB for the SessionStart hook's first run.
//
// Every distinct term is interned for the process's life, so the bound is
// on that table: once it holds maxIndexTerms terms, a memory's words whose
// terms are new are left out of its document, which is marked partial;
// words already known are still indexed. Documents are built in the
// store's order, so a store over the bound has the same memories indexed
// in part on every cold read; status and doctor name them
// (partialMemories). They are built smallest file first (buildSmallFirst),
// so that a clone's few large dense files reach the bound after the
// store's ordinary memories, not before the ones whose names sort after
// theirs. The evaluation stores together hold ~14,000 terms,
// and genstore's 50,000 memories ~39,000, so no real store is near it.

// maxIndexTerms is the most distinct terms memories' documents may intern.
const maxIndexTerms = 1 << 20

// internBoundedLocked is t's id, t added when new and the table has room;
// false when t is new and the table is full. The caller holds the lock.
func internBoundedLocked(t string) (uint32, bool) {
	if id, ok := termTable.ids[t]; ok {
		return id, true
	}
	if len(termTable.strs) >= maxIndexTerms {
		return 0, false
	}
	return internLocked(t), true
}

// appendCounts appends one field's term counts to dst as its ascending id
// list; cut reports a term left out for the bound.
func appendCounts(dst []termCount, tf map[string]uint32) (out []termCount, cut bool) {
	if len(tf) == 0 {
		return dst, false
	}
	start := len(dst)
	dst = slices.Grow(dst, len(tf))
	termTable.Lock()
	for t, n := range tf {
		if id, ok := internBoundedLocked(t); ok {
			dst = append(dst, termCount{id: id, n: n})
		} else {
			cut = true
		}
	}
	termTable.Unlock()
	field := dst[start:]
	sort.Slice(field, func(i, j int) bool { return field[i].id < field[j].id })
	return dst, cut
}

// boundedStrings is internStrings within the bound: the table's copy of
// each string, the ones that would be new past the bound dropped.
func boundedStrings(ss []string) (out []string, cut bool) {
	if len(ss) == 0 {
		return nil, false
	}
	out = ss[:0]
	termTable.Lock()
	for _, s := range ss {
		if id, ok := internBoundedLocked(s); ok {
			out = append(out, termTable.strs[id])
		} else {
			cut = true
		}
	}
	termTable.Unlock()
	return out, cut
}

// boundedIDs are the ids of ss, each interned when new and within the
// bound; cut as boundedStrings.
func boundedIDs(ss []string) (ids []uint32, cut bool) {
	if len(ss) == 0 {
		return nil, false
	}
	ids = make([]uint32, 0, len(ss))
	termTable.Lock()
	for _, s := range ss {
		if id, ok := internBoundedLocked(s); ok {
			ids = append(ids, id)
		} else {
			cut = true
		}
	}
	termTable.Unlock()
	return ids, cut
}

// partialMemories are the keys ("scope:file") of the memories whose
// documents left words out for the bound, in the store's order: only a
// document built or read from the prepared cache says so, never a
// pending one's record (the flag is read with the file's facts).
func partialMemories(s *store) []string {
	var out []string
	for _, en := range s.entries {
		if en.doc != nil && en.doc.partial {
			out = append(out, en.key())
		}
	}
	return out
}

// partialText says which memories are indexed in part, and what that
// costs the user: the words left out are not found by search or load.
func partialText(keys []string) string {
	list := strings.Join(keys[:min(len(keys), maxListed)], ", ")
	if len(keys) > maxListed {
		list += fmt.Sprintf(" and %d more", len(keys)-maxListed)
	}
	return fmt.Sprintf("%s: the store holds more distinct words than search indexes (%d terms), so search and load do not find %s words new past that bound: %s",
		plural(len(keys), "memory is indexed in part", "memories are indexed in part"), maxIndexTerms, pick(len(keys), "its", "their"), list)
}

// buildSmallFirst builds the documents an index needs (the visible
// memories' and the role-hidden ones') that are not built yet, smallest
// memory file first, the store's order among equals, calling built, when
// given, on each entry. Which terms a document gets depends only on the
// terms interned before it, so the order only matters past the bound.
func buildSmallFirst(s *store, built func(*entry)) {
	var todo []*entry
	for _, en := range s.entries {
		if en.doc == nil && (en.hidden == "" || en.isRoleHidden()) {
			todo = append(todo, en)
		}
	}
	slices.SortStableFunc(todo, func(a, b *entry) int { return cmp.Compare(a.size, b.size) })
	for _, en := range todo {
		en.doc = buildDocument(en)
		if built != nil {
			built(en)
		}
	}
}
