package main

// The router's inverted index (route.go): each visible memory's terms per
// field, postings with field-weighted term frequencies, and IDF.

import (
	"hash/maphash"
	"math"
	"sort"
	"strings"
	"sync"
	"unicode"
)

// Field weights: a word in the id or title says more about what a memory is
// for than the same word deep in its body.
const (
	fieldTitle = iota
	fieldTags
	fieldContent
	fieldRest
	numFields
)

// fieldWeights: the id and title and the tags weigh 2.0 and 2.5. The title
// weighed 3.0 until issue 16: left-one-set-out over the tune sets, a
// lighter title lets the memory whose body is about a task's word rank
// above one whose title mentions it in passing ("the test suite" in a
// title about Python versions); 2.0 was the best title weight that moved
// no set's figure by more than 0.02 (RETRIEVAL.md, Scoring).
var fieldWeights = [numFields]float64{2.0, 2.5, 1.0, 0.4}

// bm25K1 and bm25B are variables only so that the BM25F sweep
// (route_bm25f_sweep_test.go, tools/rank/bm25f_lopo.py) can score other
// settings in one process; nothing else assigns them.
var (
	bm25K1 = 1.2
	bm25B  = 0.6
)

// document is a memory's routing terms per field: for each field, the
// distinct terms (as interned ids, ascending) with their counts. It is the
// compact form of a term → count map per field (issue 10: 10,000 documents
// of four maps each were most of the server's memory and of a cold start).
//
// The fields' term counts are one slice and where each field ends, and the
// lengths (word counts, exact in a float32) are float32: the server's view
// keeps a document for every memory, 112 bytes each instead of 176
// (issue 20, item 3). The term counts are packed in 32 bits each where
// they fit (termList), as nearly all do.
type document struct {
	terms    termList           // field f is its terms ends[f-1] to ends[f]
	ends     [numFields]uint32  // where each field's term counts end
	length   [numFields]float32 // words per field
	acronyms []string
	// lowerWords are the 3-5 letter words written in lower case, as term
	// ids: 4 bytes a word, not a string's 16 (issue 20, peak RSS: ~60,000
	// of them at 10,000 memories).
	lowerWords []uint32
	direction  int8 // the direction its text implies with pronouns, or -1 (impliedDirection)
	// partial: words were left out for the store-wide bound (termbudget.go);
	// cutAt, then, is the admitted terms' fingerprint it was cut against
	// (settleBound), 0 when no store's admission made it.
	partial bool
	cutAt   uint32
	// pend, when not nil, is the record its fields are decoded from on
	// first use (perf_lazydoc.go): read them through ready.
	pend *lazyDoc
}

// field is field f's term counts, ascending by id.
func (d *document) field(f int) termList {
	start := uint32(0)
	if f > 0 {
		start = d.ends[f-1]
	}
	return d.terms.slice(int(start), int(d.ends[f]))
}

// termCount is one term of a field and how often the field has it.
type termCount struct {
	id uint32
	n  uint32
}

// routeIndex is an inverted index over the visible memories.
type routeIndex struct {
	docs     []*entry
	postings postingTable // by term id
	// slotDoc is each posting slot's index in docs (-1: a document no
	// longer indexed); a full build's slots are the indices themselves.
	slotDoc []int32
	// norm is each document's fields' BM25 length norms (fieldNorm),
	// numFields a document, for weight.
	norm []float64
	// weights are the searched terms' postings' weights (perf_weights.go).
	weights  termWeights
	avgLen   [numFields]float64
	acronyms map[string]bool // words the memories write in capitals: "CSRF", "SLO"
	byID     idTable         // the visible memories by id (entryByID)
	coverage float64         // mean share of a memory's words other memories have (absenceWeight)
	// categories are the tags a tenth of the memories carry and the title or tag words a fifth carry (storeCategories).
	categories map[string]bool

	// otherRoles are the documents of memories the active roles hide
	// (yieldToOtherRoles); never shown to a reader.
	otherRoles []*document
	// otherPost are otherRoles' postings, built by the first task that
	// scores them (perf_otherroles.go).
	otherPost otherRolePostings

	// patch is what the index patch needs beyond the index (perf_reindex.go):
	// nil on the reference path and once a patch has taken it.
	patch *reindexState

	// scratch holds searches' per-document accumulators for reuse: at
	// 10,000 memories a fresh one and its touched list were ~280 KB of
	// garbage per search, and under the server's memory bound (memlimit.go)
	// garbage is what sets how often the collector runs.
	scratch sync.Pool

	// vocab is the store's plain words by their first two letters, built
	// for the first task with a word the store lacks (route_vocab.go).
	vocab storeVocab

	// compounds are the store's compound words by their parts (route_compound.go).
	compounds storeCompounds
}

// searchScratch is one search's score per document (all zero between
// searches) and the documents it touched.
type searchScratch struct {
	acc     []float64
	touched []int
	// best and bestTouched are one term group's best score per document
	// (termGroups), all zero between groups.
	best        []float64
	sum         []float64
	bestTouched []int
	// found marks the documents a term with an origin matched (topDocs),
	// all false between searches.
	found []bool
}

// posting is 4 bytes: at 10,000 memories there are ~290,000 of them, and
// the server's resident memory is mostly its view (issue 10). The low
// docBits are the document's slot (routeIndex.doc), the top 8 the term's
// counts per field where they fit (countCode).
//
// It keeps no weight: a term's length-normalised, field-weighted frequency
// depends on the fields' average lengths, which every memory added or
// removed changes, so a stored weight made every commit's index copy and
// reweigh every posting (issue 20: ~290,000 at 10,000 memories, 6.4 ms of
// the first load after a commit). routeIndex.weight works it out when read,
// from the counts and the view's norms, with termWeight's arithmetic.
type posting uint32

// docBits: a posting's slot is below 2^24, 16 million memories, far past
// what a store may hold (maxRouteDocs).
const (
	docBits      = 24
	maxRouteDocs = 1 << docBits
)

// slot is the posting's document slot: its index in docs in a full build;
// a patched index maps it (perf_reindex.go).
func (p posting) slot() uint32 { return uint32(p) & (maxRouteDocs - 1) }

// code is the posting's countCode.
func (p posting) code() uint32 { return uint32(p) >> docBits }

// postingTable is the posting lists by term id, in pages of postPage
// lists: a patched index shares the pages no changed term is on with the
// index it was patched from (perf_reindex.go), and a page is never changed
// once an index holding it is built. Ids interned after the build (a
// query's words) are past its end: no postings.
type postingTable struct {
	pages []*[postPage][]posting
}

const postPageBits = 6
const postPage = 1 << postPageBits

// get is term id's postings, ascending by document.
func (pt *postingTable) get(id uint32) []posting {
	if pg := int(id >> postPageBits); pg < len(pt.pages) && pt.pages[pg] != nil {
		return pt.pages[pg][id&(postPage-1)]
	}
	return nil
}

// newPostingTable holds byID's lists, one page for every postPage ids.
func newPostingTable(byID [][]posting) postingTable {
	n := (len(byID) + postPage - 1) / postPage
	all := make([][postPage][]posting, n)
	pt := postingTable{pages: make([]*[postPage][]posting, n)}
	for pg := range pt.pages {
		pt.pages[pg] = &all[pg]
		copy(all[pg][:], byID[pg*postPage:])
	}
	return pt
}

// termPostings is term t's id and postings.
func (ri *routeIndex) termPostings(t string) (uint32, []posting) {
	id, ok := lookupTerm(t)
	if !ok {
		return 0, nil
	}
	return id, ri.postings.get(id)
}

// df is how many documents have term t.
func (ri *routeIndex) df(t string) int {
	_, ps := ri.termPostings(t)
	return len(ps)
}

// doc is the posting's document: an index into docs.
func (ri *routeIndex) doc(p posting) int { return int(ri.slotDoc[p.slot()]) }

// weight is the length-normalised, field-weighted frequency of term id in
// the posting's document d (ri.doc(p)): termWeight of its counts and the
// document's norms, the sum and its rounding to float32 as a full build
// always did, so that every score is the same to the bit.
func (ri *routeIndex) weight(p posting, d int, id uint32) float64 {
	norm := (*[numFields]float64)(ri.norm[d*numFields:])
	switch c := p.code(); {
	case c&0x80 != 0: // one field: termWeight's sum of one term
		f := c & 3
		return float64(float32(fieldWeights[f] * float64(c>>2&31) / norm[f]))
	case c != 0:
		cnt := codeCounts(c)
		return float64(termWeight(&cnt, norm))
	}
	var cnt [numFields]uint32
	for f := 0; f < numFields; f++ {
		cnt[f] = ri.docs[d].document().countID(f, id)
	}
	return float64(termWeight(&cnt, norm))
}

// docNorms is fieldNorm of each document's fields at the averages avgLen.
func docNorms(docs []*entry, avgLen *[numFields]float64) []float64 {
	norm := make([]float64, len(docs)*numFields)
	for j, en := range docs {
		for f := 0; f < numFields; f++ {
			norm[j*numFields+f] = fieldNorm(en.document().length[f], avgLen[f])
		}
	}
	return norm
}

// identitySlots is slotDoc of a full build of n documents.
func identitySlots(n int) []int32 {
	s := make([]int32, n)
	for i := range s {
		s[i] = int32(i)
	}
	return s
}

// countCode packs a term's per-field counts in 8 bits where they fit, as
// 99.7% do over the evaluation stores and genstore.py's: 0x80 | n<<2 | f
// for n times in field f alone (n < 32); else, when the rest has none,
// the title's count in bits 0-2, the tags' in bit 3 and the content's in
// bits 4-6 (a title holds the id's words too, so its words often count 2
// or 4). 0 means read the counts from the document.
func countCode(n *[numFields]uint32) uint32 {
	fields, last := 0, 0
	for f := 0; f < numFields; f++ {
		if n[f] > 0 {
			fields, last = fields+1, f
		}
	}
	switch {
	case fields == 1 && n[last] < 32:
		return 0x80 | n[last]<<2 | uint32(last)
	case n[fieldTitle] > 7 || n[fieldTags] > 1 || n[fieldContent] > 7 || n[fieldRest] > 0:
		return 0
	}
	return n[fieldTitle] | n[fieldTags]<<3 | n[fieldContent]<<4
}

// codeCounts is the counts of a nonzero countCode.
func codeCounts(code uint32) (n [numFields]uint32) {
	if code&0x80 != 0 {
		n[code&3] = code >> 2 & 31
		return n
	}
	n[fieldTitle], n[fieldTags], n[fieldContent] = code&7, code>>3&1, code>>4&7
	return n
}

// fieldNorm is BM25's length normalisation of a field of n words where the
// field's average is avg.
func fieldNorm(n float32, avg float64) float64 {
	return 1 - bm25B + bm25B*float64(n)/avg
}

func buildDocument(en *entry) *document { return buildDocumentIn(en, nil) }

// buildDocumentIn is en's document, its terms interned within the bound
// of the process's table (a nil) or of a store's admission (settleBound).
func buildDocumentIn(en *entry, a *admission) *document {
	m := en.mem
	parts := m.parts() // the body's bullets and sections, derived once (perf_lazymem.go)
	d := &document{}
	var counts []termCount
	var tf map[string]uint32
	defer func() { releaseCounts(tf) }()
	add := func(f int, text string, letters ...string) {
		text = languageNames(firstWords(text))
		tf = termCounts(tf) // perf_doctext.go
		for _, l := range letters {
			tf[l]++ // a one-letter tag (letterTags), which terms drops
		}
		for t := range termSeq(text) {
			tf[t]++
			d.length[f]++
		}
		for _, k := range phraseTerms(text) {
			tf[k]++ // not counted in length: the words already are
		}
		var cut bool
		counts, cut = appendCounts(counts, tf, a) // the fields are added in order
		d.partial = d.partial || cut
		d.ends[f] = uint32(len(counts))
	}
	add(fieldTitle, strings.ReplaceAll(m.id(), "-", " ")+" "+m.title)
	var tags, letters []string
	for _, t := range m.tags() {
		if !strings.HasPrefix(t, "task_type:") {
			tags = append(tags, t)
		}
		if len(t) == 1 && unicode.IsLetter(rune(t[0])) {
			letters = append(letters, strings.ToLower(t))
		}
	}
	add(fieldTags, strings.Join(tags, " ")+" "+strings.Join(m.fmList("triggers"), " "), letters...)
	content := firstWords(strings.Join(parts.content, "\n"))
	add(fieldContent, content)
	var rest strings.Builder
	for _, s := range parts.sections {
		if s.heading != "Content" && s.heading != "Rule Variants" {
			rest.WriteString(s.text + "\n")
		}
	}
	rest.WriteString(m.fmStr("objective"))
	add(fieldRest, rest.String())
	d.terms = packTerms(counts, nil)
	titled := m.title + "\n" + content
	acronyms, lower := findAcronyms(titled)
	d.direction = int8(impliedDirection(words(titled)))
	var cutA, cutL bool
	d.acronyms, cutA = boundedStrings(dedupe(acronyms), a)
	d.lowerWords, cutL = boundedIDs(dedupe(lower), a)
	d.partial = d.partial || cutA || cutL
	return d
}

// maxFieldWords bounds the words one field of one memory indexes: its
// first 2,048, as written. Every distinct term is interned for the
// process's life and posted in the index, and every word is stemmed, so a
// clone's memories dense with distinct words (300 memories of 25,000
// random tags, within the store's 128 MB) made the SessionStart hook take
// minutes and gigabytes. The longest field of every evaluation store has
// 121 words, so no real memory is near it; a longer one is still found by
// its first two thousand words.
const maxFieldWords = 2048

// firstWords is text up to its maxFieldWords+1'th word (words split at
// white space), or all of it.
func firstWords(text string) string {
	n, in := 0, false
	for i, r := range text {
		space := unicode.IsSpace(r)
		if !space && !in {
			if n == maxFieldWords {
				return text[:i]
			}
			n++
		}
		in = !space
	}
	return text
}

// count is how often field f has term t.
func (d *document) count(f int, t string) float64 {
	id, ok := lookupTerm(t)
	if !ok {
		return 0
	}
	return float64(d.countID(f, id))
}

func (d *document) countID(f int, id uint32) uint32 {
	fs := d.field(f)
	i := sort.Search(fs.len(), func(i int) bool { return fs.at(i).id >= id })
	if i < fs.len() && fs.at(i).id == id {
		return fs.at(i).n
	}
	return 0
}

// dedupe drops repeated strings, keeping the first of each: the acronym
// and lower-case word lists are only ever used as sets.
func dedupe(ss []string) []string {
	if len(ss) < 2 {
		return ss
	}
	seen := make(map[string]bool, len(ss))
	out := ss[:0]
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// findAcronyms lists the 3-5 letter words written in capitals ("CSRF",
// "SLOs"): only those may be matched by a query's initials, so that
// "ansible playbook patch" never meets "app".
func findAcronyms(text string) (acronyms, lower []string) {
	// Split on spaces and punctuation but not inside identifiers, so that
	// "kestrel_csrf" does not count as the word "csrf".
	for w := range acronymFields(text, func(r rune) bool { // perf_doctext.go
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' && r != '.' && r != '/'
	}) {
		w = strings.TrimSuffix(strings.Trim(w, "_-./"), "s")
		switch {
		case len(w) < 3 || len(w) > 5:
		case strings.ToUpper(w) == w:
			acronyms = append(acronyms, strings.ToLower(w))
		case strings.ToLower(w) == w:
			lower = append(lower, w)
		}
	}
	return acronyms, lower
}

// buildRouteIndex indexes the visible memories of a store.
func buildRouteIndex(s *store) *routeIndex { return buildRouteIndexThen(s, nil) }

// buildRouteIndexThen is buildRouteIndex calling built, when given, on
// each entry as soon as its document is built: the server's view lets go
// of the memory's text there (perf_textless.go), not after every document.
func buildRouteIndexThen(s *store, built func(*entry)) *routeIndex {
	ri := &routeIndex{acronyms: map[string]bool{}}
	buildBounded(s, built) // termbudget.go; may replace entries: before the index takes them
	ri.docs = s.visible()
	ri.byID = newIDTable(ri.docs)
	ri.addDocuments(built)
	ri.otherRoles = otherRoleDocs(s, built)
	byID := ri.postingsByTermID()
	var cover []docCover
	ri.coverage, cover = storeCoverage(ri.docs, byID)
	ri.categories = storeCategories(ri.docs)
	ri.keepForPatch(cover) // perf_reindex.go
	ri.postings = newPostingTable(byID)
	ri.slotDoc = identitySlots(len(ri.docs))
	ri.norm = docNorms(ri.docs, &ri.avgLen)
	return ri
}

// otherRoleDocs are the documents of the memories the active roles hide,
// for yieldToOtherRoles, built where they have none (calling built, when
// given, on the entry). They are kept in the entries, and so in the
// prepared cache, like the visible ones': built lazily per process, they
// were an eighth of a new process's first load at 10,000.
func otherRoleDocs(s *store, built func(*entry)) []*document {
	var out []*document
	for _, en := range s.entries {
		if strings.HasPrefix(en.hidden, "role ") {
			if en.doc == nil {
				en.doc = buildDocument(en)
				if built != nil {
					built(en)
				}
			}
			out = append(out, en.doc)
		}
	}
	return out
}

// addDocuments builds each visible memory's document where it has none
// (calling built, when given, on its entry) and gathers what the index
// needs across them: the store's acronyms and each field's average length.
func (ri *routeIndex) addDocuments(built func(*entry)) {
	lower := map[uint32]bool{}
	var total [numFields]float64
	for _, en := range ri.docs {
		if en.doc == nil {
			en.doc = buildDocument(en)
			if built != nil {
				built(en)
			}
		}
		for _, a := range en.document().acronyms {
			ri.acronyms[a] = true
		}
		for _, w := range en.document().lowerWords {
			lower[w] = true
		}
		for f := 0; f < numFields; f++ {
			total[f] += float64(en.document().length[f])
		}
	}
	for a := range ri.acronyms {
		if id, ok := lookupTerm(a); ok && lower[id] {
			delete(ri.acronyms, a) // "APP" is also the word "app": not an acronym
		}
	}
	for f := 0; f < numFields; f++ {
		ri.avgLen[f] = avgLength(total[f], len(ri.docs))
	}
}

// avgLength is a field's average length over n documents of total words.
func avgLength(total float64, n int) float64 {
	return math.Max(1, total/math.Max(1, float64(n)))
}

// postingsByTermID returns the postings of the visible documents by term id
// (a slice, not a map). Each posting list is carved from one allocation at
// the size of a first, cheap pass: the term's occurrences over every field
// of every document, which exceeds its documents only where a document has
// the term in two fields (4% more at 10,000 generated memories, 19% on the
// dev store). Lists grown by append left a store's worth of garbage and
// ~25% unused capacity (issue 10); an exact count needed the merge below
// twice.
func (ri *routeIndex) postingsByTermID() [][]posting {
	byID := make([][]posting, termCountTotal())
	counts := make([]int32, len(byID))
	npost := 0
	for _, en := range ri.docs {
		for f := 0; f < numFields; f++ {
			fs := en.document().field(f)
			for i := range fs.len() {
				counts[fs.at(i).id]++
			}
			npost += fs.len()
		}
	}
	all := make([]posting, npost)
	for id, c := range counts {
		if c > 0 {
			byID[id], all = all[:0:c], all[c:]
		}
	}
	for i, en := range ri.docs {
		ri.appendPostings(byID, uint32(i), en.document())
	}
	return byID
}

// appendPostings adds one document's postings in document order: its fields
// are merged by term id, each term with its counts per field (countCode).
func (ri *routeIndex) appendPostings(byID [][]posting, doc uint32, d *document) {
	forEachTerm(d, func(id uint32, n [numFields]uint32) {
		byID[id] = append(byID[id], posting(doc|countCode(&n)<<docBits))
	})
}

// termWeight is a term's length-normalised, field-weighted frequency from
// its count in each field and the fields' norms.
func termWeight(n *[numFields]uint32, norm *[numFields]float64) float32 {
	var w float64
	for f := 0; f < numFields; f++ {
		if n[f] > 0 {
			w += fieldWeights[f] * float64(n[f]) / norm[f]
		}
	}
	return float32(w)
}

// forEachTerm calls fn on each distinct term of the document, ascending by
// id, with its count in each field. The counts go by value: through a
// pointer they escaped to the heap, one allocation per posting (283,000 and
// 4.5 MB of garbage for each index built at 10,000 memories).
func forEachTerm(d *document, fn func(id uint32, n [numFields]uint32)) {
	var pos [numFields]int
	for {
		next, found := uint32(0), false
		for f := 0; f < numFields; f++ {
			if fs := d.field(f); pos[f] < fs.len() && (!found || fs.at(pos[f]).id < next) {
				next, found = fs.at(pos[f]).id, true
			}
		}
		if !found {
			return
		}
		var n [numFields]uint32
		for f := 0; f < numFields; f++ {
			if fs := d.field(f); pos[f] < fs.len() && fs.at(pos[f]).id == next {
				n[f] = fs.at(pos[f]).n
				pos[f]++
			}
		}
		fn(next, n)
	}
}

var idfPrior = 20.0

func (ri *routeIndex) idf(t string) float64 {
	n := float64(ri.df(t))
	N := math.Max(float64(len(ri.docs)), idfPrior)
	return math.Log(1 + (N-n+0.5)/(n+0.5))
}

// tfw is a term's length-normalised, field-weighted frequency in the
// document, as its posting stores it.
func (d *document) tfw(t string, avgLen *[numFields]float64) float64 {
	id, ok := lookupTerm(t)
	if !ok {
		return 0
	}
	return d.tfwID(id, avgLen)
}

// tfwID is tfw of a term already looked up: a caller scoring one term
// against many documents looks it up once.
func (d *document) tfwID(id uint32, avgLen *[numFields]float64) float64 {
	var w float64
	for f := 0; f < numFields; f++ {
		if n := float64(d.countID(f, id)); n > 0 {
			w += fieldWeights[f] * n / fieldNorm(d.length[f], avgLen[f])
		}
	}
	return w
}

// has reports whether any field of the document contains the term.
func (d *document) has(t string) bool {
	id, ok := lookupTerm(t)
	if !ok {
		return false
	}
	for f := 0; f < numFields; f++ {
		if d.countID(f, id) > 0 {
			return true
		}
	}
	return false
}

// idTable finds a visible memory by its id: open addressing over the
// indices of the route index's documents, 4 bytes a slot at two to four
// slots a document, compared by the documents' own ids. A map of ids to
// entries was 24 bytes a slot and keys that had to be copied out of the
// texts the view sheds (~0.43 MB at 10,000 memories; issue 20, item 3:
// resident memory).
type idTable struct {
	slots []int32 // a document's index + 1; 0 is empty
}

var idTableSeed = maphash.MakeSeed()

// newIDTable indexes docs by id; of several with one id, the first in
// docs (the workspace's, as store.byID) is the one found.
func newIDTable(docs []*entry) idTable {
	n := 8
	for n < 2*len(docs) {
		n *= 2
	}
	t := idTable{slots: make([]int32, n)}
	mask := uint64(n - 1)
	for i, en := range docs {
		id := en.mem.id()
		for h := maphash.String(idTableSeed, id) & mask; ; h = (h + 1) & mask {
			if t.slots[h] == 0 {
				t.slots[h] = int32(i + 1)
				break
			}
			if docs[t.slots[h]-1].mem.id() == id {
				break // the first keeps the id
			}
		}
	}
	return t
}

// entryByID is the visible memory with this id, or nil.
func (ri *routeIndex) entryByID(id string) *entry {
	t := ri.byID
	if len(t.slots) == 0 {
		return nil
	}
	mask := uint64(len(t.slots) - 1)
	for h := maphash.String(idTableSeed, id) & mask; t.slots[h] != 0; h = (h + 1) & mask {
		if en := ri.docs[t.slots[h]-1]; en.mem.id() == id {
			return en
		}
	}
	return nil
}
