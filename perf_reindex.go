package main

import (
	"hash/maphash"
	"os"
	"slices"
)

// Speed-up (issue 20, the first read after a commit): the route index of a
// view whose memories changed is the previous view's index patched, not
// rebuilt.
//
// Reference path: every change to the visible memories (a commit, a hand
// edit) builds the whole index again from the memories' documents
// (buildRouteIndexThen, route_index.go): ~290,000 postings at 10,000
// memories, each one's weight worked out from its document again because
// every weight depends on the fields' average lengths, which each memory
// added or removed moves; the store's coverage and categories counted
// again over every document. It was 40-68 ms of the first load after each
// commit at 10,000 (BENCHMARKS.md, fourteenth pass).
//
// The patch finds the documents the new view has and the old index lacks,
// and the reverse, by walking both lists (the store's order) and matching
// document pointers: a document is never changed once built, so a matched
// pair is the same memory text, and its postings are the same terms. Only
// the lists of the changed documents' terms are written again (the removed
// documents' postings dropped, the added ones' merged in), on copies of
// the pages of the table they are on; every other list and page is shared
// with the old index (patchPostings). A kept document keeps its posting
// slot, which the new index maps to its new place (slotDoc); postings
// keep no weight (routeIndex.weight reads it from the counts and the new
// norms), so nothing else is renumbered or reweighed: the patch at 10,000
// memories was 13-17 ms and 4.2 MB, now 3.5-6.4 ms and 1.1 MB
// (BENCHMARKS.md, sixteenth pass). The counts the rest of the index is
// derived from (field lengths' totals, acronyms and lower-case words,
// category tags, each memory's known words for the coverage) are kept
// between patches (reindexState) and moved by the changed documents only;
// the derived values are then computed from them as the full build does.
//
// More than reindexMax changed documents take the reference path, as does
// an index without the kept counts. ENGRAM_NO_CACHE=1 turns it off
// (reindexOn). TestRouteIndexPatchMatchesRebuild requires a patched index
// identical to a full build in what a search reads (each term's postings as
// documents, counts and weights, and every other field) after random
// sequences of adds, edits and removals, identical routing results, and the
// index it was patched from unchanged.

var reindexOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// reindexMax is the most documents added and removed a patch takes: a
// commit writes a few; more (a branch switch) take the full build.
const reindexMax = 64

// reindexState is what a patch needs beyond the index.
type reindexState struct {
	cover []docCover // each document's coverage counts, as docs
	// counted: the counts below are filled (at the first patch).
	counted  bool
	total    [numFields]float64 // words per field over the documents
	acronyms map[string]int     // how many documents write each acronym
	lower    map[uint32]int     // ... each 3-5 letter lower-case word
	tags     map[uint32]int     // ... carry each tag term
	titled   map[uint32]int     // ... carry each term in their title and not their tags (countCategoryTerms)
}

// keepForPatch records, in a full build, what a patch of the index needs.
func (ri *routeIndex) keepForPatch(cover []docCover) {
	if reindexOn {
		ri.patch = &reindexState{cover: cover}
	}
}

// count fills the counts from the documents.
func (st *reindexState) count(docs []*entry) {
	st.acronyms, st.lower, st.tags, st.titled = map[string]int{}, map[uint32]int{}, map[uint32]int{}, map[uint32]int{}
	for _, en := range docs {
		st.add(en.document(), 1)
	}
	st.counted = true
}

// add counts a document in (by 1) or out (by -1).
func (st *reindexState) add(d *document, by int) {
	for f := 0; f < numFields; f++ {
		st.total[f] += float64(by) * float64(d.length[f])
	}
	for _, a := range d.acronyms {
		bump(st.acronyms, a, by)
	}
	for _, w := range d.lowerWords {
		bump(st.lower, w, by)
	}
	countCategoryTerms(d, st.tags, st.titled, by)
}

// bump adds by to m[k], deleting it at zero.
func bump[K comparable](m map[K]int, k K, by int) {
	if n := m[k] + by; n != 0 {
		m[k] = n
	} else {
		delete(m, k)
	}
}

// acronymSet is addDocuments' acronyms from the counts: the acronyms no
// document also writes as a lower-case word.
func (st *reindexState) acronymSet() map[string]bool {
	out := make(map[string]bool, len(st.acronyms))
	for a := range st.acronyms {
		if id, ok := lookupTerm(a); ok && st.lower[id] > 0 {
			continue
		}
		out[a] = true
	}
	return out
}

// nextRouteIndex is the route index of s: old patched when it can be,
// else a full build. built, when given, is called on each entry whose
// document is built.
func nextRouteIndex(old *routeIndex, s *store, built func(*entry)) *routeIndex {
	if reindexOn && old != nil && old.patch != nil {
		if ri, ok := patchRouteIndex(old, s, built); ok {
			return ri
		}
	}
	return buildRouteIndexThen(s, built)
}

// patchRouteIndex is old patched to index s's visible memories; ok false
// means take the full build. The patch takes old's counts (old.patch nil
// after): an index is patched once, its views keep it unchanged.
func patchRouteIndex(old *routeIndex, s *store, built func(*entry)) (*routeIndex, bool) {
	st := old.patch
	docs := s.visible()
	if st == nil || len(st.cover) != len(old.docs) || len(docs) >= maxRouteDocs {
		return nil, false
	}
	toNew, added, removed, ok := diffDocs(old.docs, docs, s.roots())
	// Each added document takes a new slot and a removed one's is never
	// used again: past twice the documents, a full build numbers them
	// afresh.
	if slots := len(old.slotDoc) + len(added); !ok || slots > 2*len(docs)+reindexMax || slots >= maxRouteDocs {
		return nil, false
	}
	for _, j := range added {
		if en := docs[j]; en.doc == nil {
			en.doc = buildDocument(en)
			if built != nil {
				built(en)
			}
		}
	}
	if !boundSettled(s) {
		return nil, false // the full build admits the store's terms afresh (termbudget.go)
	}
	if !st.counted {
		st.count(old.docs)
	}
	old.patch = nil
	ri := &routeIndex{docs: docs, patch: st}
	for _, i := range removed {
		st.add(old.docs[i].document(), -1)
	}
	for _, j := range added {
		st.add(docs[j].document(), 1)
	}
	for f := 0; f < numFields; f++ {
		ri.avgLen[f] = avgLength(st.total[f], len(docs))
	}
	ri.byID = patchIDTable(old, docs, toNew, added, removed)
	ri.acronyms = st.acronymSet()
	ri.categories = categoriesOf(st.tags, st.titled, len(docs))
	ri.otherRoles = otherRoleDocs(s, built)
	ri.norm = docNorms(docs, &ri.avgLen)
	isAdded := make([]bool, len(docs))
	for _, j := range added {
		isAdded[j] = true
	}
	changed := old.patchPostings(ri, toNew, added, removed)
	// Coverage: the kept documents' counts move where a term's documents
	// cross two; the added documents are counted afresh.
	cover := make([]docCover, len(docs))
	for i, k := range toNew {
		if k >= 0 {
			cover[k] = st.cover[i]
		}
	}
	for _, id := range changed {
		was, now := len(old.postings.get(id)) >= 2, len(ri.postings.get(id)) >= 2
		if was == now {
			continue
		}
		by := int32(1)
		if was {
			by = -1
		}
		for _, p := range ri.postings.get(id) {
			if k := ri.doc(p); !isAdded[k] && titleTagsOrContent(p, docs[k].document(), id) {
				cover[k].known += by
			}
		}
	}
	known := func(id uint32) bool { return len(ri.postings.get(id)) >= 2 }
	for _, j := range added {
		cover[j] = docCoverage(docs[j].document(), known)
	}
	st.cover = cover
	ri.coverage = meanCoverage(cover)
	return ri, true
}

// titleTagsOrContent reports whether the posting's term (id) is in its
// document's title, tags or content: the fields storeCoverage counts.
func titleTagsOrContent(p posting, d *document, id uint32) bool {
	if c := p.code(); c != 0 {
		n := codeCounts(c)
		return n[fieldTitle]+n[fieldTags]+n[fieldContent] > 0
	}
	for f := fieldTitle; f <= fieldContent; f++ {
		if d.countID(f, id) > 0 {
			return true
		}
	}
	return false
}

// diffDocs matches the old index's documents with the new view's, both in
// the store's order: toNew is each old document's new index or -1, added
// the new documents no old one matches, removed the old ones no new one
// does. Only the same document (pointer) matches, so whatever the order,
// matched documents have the same terms; ok false when more than
// reindexMax changed.
func diffDocs(old, docs []*entry, roots []*storeRoot) (toNew []int32, added, removed []int, ok bool) {
	toNew = make([]int32, len(old))
	i, j := 0, 0
	for i < len(old) || j < len(docs) {
		switch {
		case i < len(old) && j < len(docs) && docs[j].doc != nil && docs[j].doc == old[i].doc:
			toNew[i] = int32(j)
			i, j = i+1, j+1
		case j == len(docs) || i < len(old) && entryLess(old[i], docs[j], roots):
			toNew[i] = -1
			removed = append(removed, i)
			i++
		case i == len(old) || entryLess(docs[j], old[i], roots):
			added = append(added, j)
			j++
		default: // the same file, changed
			toNew[i] = -1
			removed, added = append(removed, i), append(added, j)
			i, j = i+1, j+1
		}
		if len(added)+len(removed) > reindexMax {
			return nil, nil, nil, false
		}
	}
	return toNew, added, removed, true
}

// entryLess is memFileLess for entries, the roots compared by scope: an
// old view's entries may hold an earlier copy of a root.
func entryLess(a, b *entry, roots []*storeRoot) bool {
	ra, rb := entryRank(a, roots), entryRank(b, roots)
	if ra != rb {
		return ra < rb
	}
	return a.file < b.file
}

func entryRank(en *entry, roots []*storeRoot) int {
	for _, r := range roots {
		if r.scope == en.root.scope {
			return memFileRank(memFile{root: r, file: en.file}, roots)
		}
	}
	return memFileRank(memFile{root: en.root, file: en.file}, roots)
}

// patchPostings sets ri's postings and slots from old's and returns the
// terms whose lists changed: the terms of the removed and added documents.
//
// Only those lists are new. A kept document keeps its slot, which ri's
// slotDoc maps to its new place; an added one takes a new slot past old's.
// Every other list, and every page of the table no changed term is on, is
// old's own, shared: old's views may be reading them, so none is written
// (copy on write). A list stays ascending by document under the new slots:
// kept documents keep their order (diffDocs' toNew increases), and each
// changed list is written in the new order.
func (old *routeIndex) patchPostings(ri *routeIndex, toNew []int32, added, removed []int) []uint32 {
	slotDoc := make([]int32, len(old.slotDoc), len(old.slotDoc)+len(added))
	for s, d := range old.slotDoc {
		slotDoc[s] = -1
		if d >= 0 {
			slotDoc[s] = toNew[d]
		}
	}
	slotOf := make(map[int]uint32, len(added))
	for _, j := range added {
		slotOf[j] = uint32(len(slotDoc))
		slotDoc = append(slotDoc, int32(j))
	}
	ri.slotDoc = slotDoc
	// The added documents' postings by term, ascending by document.
	ins := map[uint32][]posting{}
	var changed []uint32
	for _, j := range added {
		forEachTerm(ri.docs[j].document(), func(id uint32, cnt [numFields]uint32) {
			if _, ok := ins[id]; !ok {
				changed = append(changed, id)
			}
			ins[id] = append(ins[id], posting(slotOf[j]|countCode(&cnt)<<docBits))
		})
	}
	for _, i := range removed {
		forEachTerm(old.docs[i].document(), func(id uint32, _ [numFields]uint32) {
			if _, ok := ins[id]; !ok {
				ins[id] = nil
				changed = append(changed, id)
			}
		})
	}
	slices.Sort(changed)
	pages := slices.Clone(old.postings.pages)
	if n := (termCountTotal() + postPage - 1) / postPage; n > len(pages) {
		pages = append(pages, make([]*[postPage][]posting, n-len(pages))...)
	}
	copied := -1 // the last page copied: changed is ascending
	for _, id := range changed {
		list := mergePostings(old.postings.get(id), ins[id], slotDoc)
		pg := int(id >> postPageBits)
		if pg != copied {
			np := new([postPage][]posting)
			if pages[pg] != nil {
				*np = *pages[pg]
			}
			pages[pg], copied = np, pg
		}
		pages[pg][id&(postPage-1)] = list
	}
	ri.postings = postingTable{pages: pages}
	return changed
}

// mergePostings is a's postings whose documents are still indexed (slotDoc
// not -1) merged with b's, ascending by document (slotDoc), in a new list;
// nil when none is left.
func mergePostings(a, b []posting, slotDoc []int32) []posting {
	n := len(b)
	for _, p := range a {
		if slotDoc[p.slot()] >= 0 {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]posting, 0, n)
	for len(a) > 0 || len(b) > 0 {
		if len(a) > 0 && slotDoc[a[0].slot()] < 0 {
			a = a[1:]
			continue
		}
		if len(b) == 0 || len(a) > 0 && slotDoc[a[0].slot()] < slotDoc[b[0].slot()] {
			out, a = append(out, a[0]), a[1:]
		} else {
			out, b = append(out, b[0]), b[1:]
		}
	}
	return out
}

// patchIDTable is newIDTable(docs) from old's table: its slots renumbered
// by toNew, then each added document put in as newIDTable would (the
// first of an id in docs is the one found). A removed document is taken
// out only where a document added at its place has its id (a memory
// edited in place); any other removal builds the table again, as does a
// table past half full.
func patchIDTable(old *routeIndex, docs []*entry, toNew []int32, added, removed []int) idTable {
	t := old.byID
	if len(t.slots) < 2*len(docs) || len(t.slots) == 0 {
		return newIDTable(docs)
	}
	// A removed document's slot goes to the document added at its place
	// with its id; addedAt finds that document by old index.
	addedAt := map[int]int32{}
	for _, i := range removed {
		j := int(toNewNeighbour(toNew, i))
		if j < 0 || j >= len(docs) || docs[j].mem.id() != old.docs[i].mem.id() || !slices.Contains(added, j) {
			return newIDTable(docs)
		}
		addedAt[i] = int32(j)
	}
	slots := make([]int32, len(t.slots))
	for h, v := range t.slots {
		if v == 0 {
			continue
		}
		if k := toNew[v-1]; k >= 0 {
			slots[h] = k + 1
		} else {
			slots[h] = addedAt[int(v-1)] + 1
		}
	}
	mask := uint64(len(slots) - 1)
	for _, j := range added {
		id := docs[j].mem.id()
		for h := maphash.String(idTableSeed, id) & mask; ; h = (h + 1) & mask {
			if slots[h] == 0 {
				slots[h] = int32(j + 1)
				break
			}
			if k := int(slots[h] - 1); docs[k].mem.id() == id {
				if j < k {
					slots[h] = int32(j + 1)
				}
				break
			}
		}
	}
	return idTable{slots: slots}
}

// toNewNeighbour is where the document after old index i went, less one:
// the new index of a document put in i's place.
func toNewNeighbour(toNew []int32, i int) int32 {
	for x := i - 1; x >= 0; x-- {
		if toNew[x] >= 0 {
			return toNew[x] + 1
		}
	}
	return 0
}
