package main

import (
	"cmp"
	"fmt"
	"maps"
	"math/bits"
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
// Every distinct term is interned for the process's life. While the
// process's table holds fewer than maxIndexTerms terms, documents are
// built as ever; once it is full, a memory's words whose terms are new are
// left out and its document is marked partial, which hands the store to
// settleBound (below): the bound is then the store's, decided by its
// contents alone. Documents are built smallest file first
// (buildSmallFirst), so that a clone's few large dense files reach the
// bound after the store's ordinary memories, not before the ones whose
// names sort after theirs; status and doctor name the memories indexed in
// part (partialMemories). The evaluation stores together hold ~14,000
// terms, and genstore's 50,000 memories ~39,000, so no real store is near
// it.

// maxIndexTerms is the most distinct terms a store's documents may hold
// (a test binary may set a smaller one: testIndexTerms).
var maxIndexTerms = testIndexTerms(1 << 20)

// internBoundedLocked is t's id, t added when new and the table has room;
// false when t is new and the table is full. Under an admission (a, see
// settleBound) it is the admitted terms, not the table, that decide. The
// caller holds the lock.
func internBoundedLocked(t string, a *admission) (uint32, bool) {
	if a != nil {
		return a.term(t)
	}
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
func appendCounts(dst []termCount, tf map[string]uint32, a *admission) (out []termCount, cut bool) {
	if len(tf) == 0 {
		return dst, false
	}
	start := len(dst)
	dst = slices.Grow(dst, len(tf))
	put := func(t string, n uint32) {
		if id, ok := internBoundedLocked(t, a); ok {
			dst = append(dst, termCount{id: id, n: n})
		} else {
			cut = true
		}
	}
	termTable.Lock()
	if a == nil {
		for t, n := range tf { // any order: a document cut here is built again by settleBound
			put(t, n)
		}
	} else {
		for _, t := range slices.Sorted(maps.Keys(tf)) { // what is kept never depends on a map's order
			put(t, tf[t])
		}
	}
	termTable.Unlock()
	field := dst[start:]
	sort.Slice(field, func(i, j int) bool { return field[i].id < field[j].id })
	return dst, cut
}

// boundedStrings is internStrings within the bound: the table's copy of
// each string, the ones that would be new past the bound dropped.
func boundedStrings(ss []string, a *admission) (out []string, cut bool) {
	if len(ss) == 0 {
		return nil, false
	}
	out = ss[:0]
	termTable.Lock()
	for _, s := range ss {
		if id, ok := internBoundedLocked(s, a); ok {
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
func boundedIDs(ss []string, a *admission) (ids []uint32, cut bool) {
	if len(ss) == 0 {
		return nil, false
	}
	ids = make([]uint32, 0, len(ss))
	termTable.Lock()
	for _, s := range ss {
		if id, ok := internBoundedLocked(s, a); ok {
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
// terms interned before it, so the order only matters past the bound; at
// the first document that left words out it stops (false), for
// settleBound to admit the store's terms afresh.
func buildSmallFirst(s *store, built func(*entry)) bool {
	var todo []*entry
	for _, en := range s.entries {
		if en.doc == nil && (en.hidden == "" || en.isRoleHidden()) {
			todo = append(todo, en)
		}
	}
	slices.SortStableFunc(todo, func(a, b *entry) int { return cmp.Compare(a.size, b.size) })
	for _, en := range todo {
		d := buildDocument(en)
		if d.partial {
			return false
		}
		en.doc = d
		if built != nil {
			built(en)
		}
	}
	return true
}

// buildBounded builds the documents an index needs within the store's
// bound: at the process table's pace while nothing is cut, else through
// settleBound.
func buildBounded(s *store, built func(*entry)) {
	if boundSettled(s) && buildSmallFirst(s, built) && boundSettled(s) {
		return
	}
	settleBound(s, built)
}

// The bound is the store's, not the process's: which memories are indexed
// in part depends on the store's contents alone, so a server that has run
// for days and a fresh 'engram load' index the same words. A process's
// term table keeps every term it ever interned (ids are never reused), so
// while it holds no more than maxIndexTerms and no document left a word
// out, the store's own terms are within the bound and nothing is cut: the
// common case costs one pass over the entries (boundSettled). Otherwise
// settleBound admits the store's terms afresh: memories in build order
// (smallest file first), each memory's terms admitted together while they
// fit; from the first one that does not, every memory keeps only the
// terms admitted before it. A memory indexed in part records which
// admitted set it was cut against (a fingerprint), so a store read back
// from the prepared cache rebuilds only the documents whose admitted set
// changed.

// admission is the terms a store's documents may hold, as settleBound
// admits them: a set of term ids. Open, it admits every term it is asked
// for, noting the new ones in added while track is set (to take them back
// when the memory does not fit); closed, it keeps only admitted ones.
type admission struct {
	in     []uint64
	n      int
	closed bool
	track  bool
	added  []uint32
}

func (a *admission) has(id uint32) bool {
	return int(id>>6) < len(a.in) && a.in[id>>6]&(1<<(id&63)) != 0
}

// add admits id; false when it already was.
func (a *admission) add(id uint32) bool {
	if a.has(id) {
		return false
	}
	for int(id>>6) >= len(a.in) {
		a.in = append(a.in, 0)
	}
	a.in[id>>6] |= 1 << (id & 63)
	a.n++
	return true
}

func (a *admission) remove(id uint32) {
	a.in[id>>6] &^= 1 << (id & 63)
	a.n--
}

// term is internBoundedLocked under the admission; the caller holds the
// term table's lock.
func (a *admission) term(t string) (uint32, bool) {
	id, known := termTable.ids[t]
	if known && a.has(id) {
		return id, true
	}
	if a.closed {
		return 0, false
	}
	if !known {
		id = internLocked(t)
	}
	if a.add(id) && a.track {
		a.added = append(a.added, id)
	}
	return id, true
}

// docIDs calls f on every term id d holds (a term may come more than once).
func docIDs(d *document, f func(uint32)) {
	for i := range d.terms.len() {
		f(d.terms.at(i).id)
	}
	for _, s := range d.acronyms {
		if id, ok := lookupTerm(s); ok {
			f(id)
		}
	}
	for _, id := range d.lowerWords {
		f(id)
	}
}

// addAll admits every term of d if they all fit, else none.
func (a *admission) addAll(d *document) bool {
	var added []uint32
	docIDs(d, func(id uint32) {
		if a.add(id) {
			added = append(added, id)
		}
	})
	if a.n <= maxIndexTerms {
		return true
	}
	for _, id := range added {
		a.remove(id)
	}
	return false
}

// holdsAll reports whether every term of d is admitted.
func (a *admission) holdsAll(d *document) bool {
	all := true
	docIDs(d, func(id uint32) { all = all && a.has(id) })
	return all
}

// fingerprint names the admitted set: the sum of its terms' FNV-1a
// hashes (so independent of the order they came in), never 0.
func (a *admission) fingerprint() uint32 {
	var sum uint64
	termTable.RLock()
	for w, word := range a.in {
		for word != 0 {
			b := word & -word
			id := w*64 + bits.TrailingZeros64(b)
			h := uint64(14695981039346656037)
			for _, c := range []byte(termTable.strs[id]) {
				h = (h ^ uint64(c)) * 1099511628211
			}
			sum += h
			word &^= b
		}
	}
	termTable.RUnlock()
	return uint32(sum^sum>>32) | 1
}

// boundOrder is the indexes in s.entries of the memories an index needs a
// document of, in build order: smallest file first, the store's order
// among equals.
func boundOrder(s *store) []int {
	var out []int
	for i, en := range s.entries {
		if en.hidden == "" || en.isRoleHidden() {
			out = append(out, i)
		}
	}
	slices.SortStableFunc(out, func(i, j int) int { return cmp.Compare(s.entries[i].size, s.entries[j].size) })
	return out
}

// boundSettled reports whether s's documents are the ones its contents
// alone give without admitting terms afresh: the table holds no more than
// the bound (so neither does the store) and no document left words out.
func boundSettled(s *store) bool {
	if termCountTotal() > maxIndexTerms {
		return false
	}
	for _, en := range s.entries {
		if en.doc != nil && en.doc.partial && (en.hidden == "" || en.isRoleHidden()) {
			return false
		}
	}
	return true
}

// settleBound makes every document s's index needs the one the store's
// contents give, as the comment above says, building the missing ones and
// replacing the entries whose document changes (replaceDoc); it returns
// how many it replaced.
func settleBound(s *store, built func(*entry)) (replaced int) {
	order := boundOrder(s)
	a := &admission{}
	for k, i := range order {
		en := s.entries[i]
		if en.doc != nil && !en.doc.partial {
			if a.addAll(en.document()) {
				continue
			}
		} else {
			// Its terms from its text, admitted if they all fit.
			a.track, a.added = true, a.added[:0]
			d := buildDocumentIn(en, a)
			a.track = false
			if a.n <= maxIndexTerms {
				replaced += setDoc(s, i, d, built)
				continue
			}
			for _, id := range a.added {
				a.remove(id)
			}
		}
		a.closed = true
		fp := a.fingerprint()
		replaced += settleRest(s, order[k:], a, fp, built)
		return replaced
	}
	return replaced
}

// settleRest gives each memory from the first that did not fit the
// admitted terms of its own, building or rebuilding only the documents
// that do not hold them already.
func settleRest(s *store, rest []int, a *admission, fp uint32, built func(*entry)) (replaced int) {
	for _, i := range rest {
		if d := s.entries[i].doc; d != nil && (d.partial && d.cutAt == fp || !d.partial && a.holdsAll(d.ready())) {
			continue
		}
		d := buildDocumentIn(s.entries[i], a)
		if d.partial {
			d.cutAt = fp
		}
		replaced += setDoc(s, i, d, built)
	}
	return replaced
}

// setDoc gives s.entries[i] the document d: in place when it had none (as
// buildSmallFirst does), else through replaceDoc (1).
func setDoc(s *store, i int, d *document, built func(*entry)) int {
	if en := s.entries[i]; en.doc == nil {
		en.doc = d
		if built != nil {
			built(en)
		}
		return 0
	}
	replaceDoc(s, i, d, built)
	return 1
}

// replaceDoc gives s.entries[i] the document d in a copy of the entry and
// of its prepared memory: both may be an older view's, which another
// request may be reading. The copy's prepared memory takes d from the
// view's keepDocs (so the prepared cache is written again), or at once
// when no view builds the index (built nil).
func replaceDoc(s *store, i int, d *document, built func(*entry)) {
	old := s.entries[i]
	en := new(entry)
	*en = *old
	p := *old.prepared
	p.doc = nil
	if built == nil {
		p.doc = d
	}
	en.prepared, en.doc = &p, d
	s.entries[i] = en
	if built != nil {
		built(en)
	}
}
