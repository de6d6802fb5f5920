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
// pair is the same memory text, and its postings are the same terms. Then
// it copies every posting list in one pass: the removed documents' dropped,
// the others renumbered to their new place, and each weight worked out
// again for the new averages from the counts the posting keeps
// (countCode), with the exact arithmetic of appendPostings. The added
// documents' postings are merged in. The counts the rest of the index is
// derived from (field lengths' totals, acronyms and lower-case words,
// category tags, each memory's known words for the coverage) are kept
// between patches (reindexState) and moved by the changed documents only;
// the derived values are then computed from them as the full build does.
//
// More than reindexMax changed documents take the reference path, as does
// an index without the kept counts. ENGRAM_NO_CACHE=1 turns it off
// (reindexOn). TestRouteIndexPatchMatchesRebuild requires a patched index
// identical, field for field, to a full build after random sequences of
// adds, edits and removals, and identical routing results.

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
}

// keepForPatch records, in a full build, what a patch of the index needs.
func (ri *routeIndex) keepForPatch(cover []docCover) {
	if reindexOn {
		ri.patch = &reindexState{cover: cover}
	}
}

// count fills the counts from the documents.
func (st *reindexState) count(docs []*entry) {
	st.acronyms, st.lower, st.tags = map[string]int{}, map[uint32]int{}, map[uint32]int{}
	for _, en := range docs {
		st.add(en.doc, 1)
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
	fs := d.field(fieldTags)
	for i := range fs.len() {
		bump(st.tags, fs.at(i).id, by)
	}
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
	if !ok {
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
	if !st.counted {
		st.count(old.docs)
	}
	old.patch = nil
	ri := &routeIndex{docs: docs, patch: st}
	for _, i := range removed {
		st.add(old.docs[i].doc, -1)
	}
	for _, j := range added {
		st.add(docs[j].doc, 1)
	}
	for f := 0; f < numFields; f++ {
		ri.avgLen[f] = avgLength(st.total[f], len(docs))
	}
	ri.byID = patchIDTable(old, docs, toNew, added, removed)
	ri.acronyms = st.acronymSet()
	ri.categories = categoriesOf(st.tags, len(docs))
	ri.otherRoles = otherRoleDocs(s, built)
	isAdded := make([]bool, len(docs))
	for _, j := range added {
		isAdded[j] = true
	}
	ri.postings = old.patchPostings(ri, toNew, added)
	// Coverage: the kept documents' counts move where a term's documents
	// cross two; the added documents are counted afresh.
	cover := make([]docCover, len(docs))
	for i, k := range toNew {
		if k >= 0 {
			cover[k] = st.cover[i]
		}
	}
	changed := map[uint32]bool{}
	for _, i := range removed {
		forEachTerm(old.docs[i].doc, func(id uint32, _ *[numFields]uint32) { changed[id] = true })
	}
	for _, j := range added {
		forEachTerm(docs[j].doc, func(id uint32, _ *[numFields]uint32) { changed[id] = true })
	}
	for id := range changed {
		t := termString(id)
		was, now := len(old.postings[t]) >= 2, len(ri.postings[t]) >= 2
		if was == now {
			continue
		}
		by := int32(1)
		if was {
			by = -1
		}
		for _, p := range ri.postings[t] {
			if k := p.doc(); !isAdded[k] && titleTagsOrContent(p, docs[k].doc, id) {
				cover[k].known += by
			}
		}
	}
	known := func(id uint32) bool { return len(ri.postings[termString(id)]) >= 2 }
	for _, j := range added {
		cover[j] = docCoverage(docs[j].doc, known)
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

// patchPostings is old's postings for ri (its documents and averages):
// every list copied with the removed documents dropped, the others
// renumbered by toNew and weighed again, and the added documents' postings
// merged in.
func (old *routeIndex) patchPostings(ri *routeIndex, toNew []int32, added []int) map[string][]posting {
	// norm is each document's fields' norms; unit, as float32, the weight
	// of a term once in one field alone, fieldWeights[f] * 1 / norm: most
	// postings.
	norm := make([]float64, len(ri.docs)*numFields)
	unit := make([]float32, len(ri.docs)*numFields)
	for j, en := range ri.docs {
		for f := 0; f < numFields; f++ {
			x := j*numFields + f
			norm[x] = fieldNorm(en.doc.length[f], ri.avgLen[f])
			unit[x] = float32(fieldWeights[f] * float64(1) / norm[x])
		}
	}
	n := 0
	for _, ps := range old.postings {
		n += len(ps)
	}
	all := make([]posting, n)
	out := make(map[string][]posting, len(old.postings))
	for t, ps := range old.postings {
		list := all[:0:len(ps)]
		all = all[len(ps):]
		id, haveID := uint32(0), false
		for _, p := range ps {
			k := toNew[p.doc()]
			if k < 0 {
				continue
			}
			x := int(k) * numFields
			var w float32
			switch c := p.code(); {
			case c&0x80 != 0 && c>>2&31 == 1: // once, in one field
				w = unit[x+int(c&3)]
			case c&0x80 != 0: // one field: termWeight's sum of one term
				f := c & 3
				w = float32(fieldWeights[f] * float64(c>>2&31) / norm[x+int(f)])
			case c != 0:
				cnt := codeCounts(c)
				w = termWeight(&cnt, (*[numFields]float64)(norm[x:]))
			default:
				if !haveID {
					id, _ = lookupTerm(t)
					haveID = true
				}
				var cnt [numFields]uint32
				for f := 0; f < numFields; f++ {
					cnt[f] = ri.docs[k].doc.countID(f, id)
				}
				w = termWeight(&cnt, (*[numFields]float64)(norm[x:]))
			}
			list = append(list, posting{dc: uint32(k) | p.dc&^(maxRouteDocs-1), tfw: w})
		}
		if len(list) > 0 {
			out[t] = list
		}
	}
	ins := map[string][]posting{}
	for _, j := range added {
		row := (*[numFields]float64)(norm[j*numFields:])
		forEachTerm(ri.docs[j].doc, func(id uint32, cnt *[numFields]uint32) {
			t := termString(id)
			ins[t] = append(ins[t], posting{dc: uint32(j) | countCode(cnt)<<docBits, tfw: termWeight(cnt, row)})
		})
	}
	for t, add := range ins {
		out[t] = mergePostings(out[t], add)
	}
	return out
}

// mergePostings merges two posting lists ascending by document into a new
// one.
func mergePostings(a, b []posting) []posting {
	out := make([]posting, 0, len(a)+len(b))
	for len(a) > 0 && len(b) > 0 {
		if a[0].doc() < b[0].doc() {
			out, a = append(out, a[0]), a[1:]
		} else {
			out, b = append(out, b[0]), b[1:]
		}
	}
	return append(append(out, a...), b...)
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
