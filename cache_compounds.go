package main

import (
	"encoding/binary"
	"slices"
)

// Speed-up (the spawn, stop 59): the store's compound table travels in the
// route index file (cache_routeindex.go).
//
// Reference path: the table of the store's compound words by their parts
// (route_compound.go, route_command.go) is built from the route index's
// vocabulary by the first task with a word the store lacks: in a new
// process, inside its first engram_load. Over genstore.py's 10,000
// memories that was 5-10 ms of a spawn's ~45 (the first load's largest
// part after the view; stop 59, a spawn's timeline at load 11-26), with
// englishWord asked last already (perf_compounds.go).
//
// The table is a function of the index's term lists alone (which terms
// at least two documents hold, how many documents hold a term) and of the
// engram build (englishWord, the stemmer, the common words). So the
// process that writes the index file works the table out from the very
// lists it writes and records it after them, under the file's MAC: each
// part with its compounds as positions in the file's term list, the split
// compounds and the command compounds apart. A process that takes the
// file's index takes the table too, each list put in the order its own
// build gives (ascending by this process's term ids, the split compounds
// before the command compounds, each once), so that the table is the one
// the first task would have built, list by list
// (TestCompoundTableTravels). A file of another build, another store state
// or another format is refused whole, as before (routeIndexFormat 2).
//
// ENGRAM_NO_CACHE=1 turns it off with the index file.

// compoundRecord is one part's entry in the file: the positions, in the
// file's term list, of its split compounds and of its command compounds.
type compoundRecord struct {
	part         string
	split, tails []uint32
}

// appendCompounds appends the table of the lists being written (ids,
// lists: the file's terms in order) to b.
func appendCompounds(b []byte, ids []uint32, lists [][]posting) []byte {
	listOf := make(map[uint32]int, len(ids))
	for i, id := range ids {
		listOf[id] = i
	}
	termTable.RLock()
	strs := termTable.strs
	termTable.RUnlock()
	v := compoundVocab{
		each: func(minDF int, fn func(at int, t string)) {
			for i, id := range ids {
				if len(lists[i]) >= minDF {
					fn(i, strs[id])
				}
			}
		},
		df: func(t string) int {
			if id, ok := lookupTerm(t); ok {
				if i, ok := listOf[id]; ok {
					return len(lists[i])
				}
			}
			return 0
		},
	}
	split, tails := map[string][]uint32{}, map[string][]uint32{}
	compoundSplits(v, func(p string, at int, _ string) {
		if l := split[p]; len(l) == 0 || l[len(l)-1] != uint32(at) { // a term's own appends come together
			split[p] = append(l, uint32(at))
		}
	})
	v.each(1, func(at int, t string) { // addCommandCompounds
		if r := commandTailFast(t); r != "" && !slices.Contains(split[r], uint32(at)) {
			tails[r] = append(tails[r], uint32(at))
		}
	})
	parts := make([]string, 0, len(split)+len(tails))
	for p := range split {
		parts = append(parts, p)
	}
	for p := range tails {
		if split[p] == nil {
			parts = append(parts, p)
		}
	}
	slices.Sort(parts)
	b = binary.AppendUvarint(b, uint64(len(parts)))
	for _, p := range parts {
		b = binary.AppendUvarint(b, uint64(len(p)))
		b = append(b, p...)
		for _, l := range [][]uint32{split[p], tails[p]} {
			b = binary.AppendUvarint(b, uint64(len(l)))
			for _, at := range l {
				b = binary.AppendUvarint(b, uint64(at))
			}
		}
	}
	return b
}

// readCompounds reads the table of a file of nterms terms.
func readCompounds(d *indexReader, nterms int) []compoundRecord {
	n := d.uvarint()
	if d.bad || n > uint64(len(d.b)) {
		d.bad = true
		return nil
	}
	out := make([]compoundRecord, n)
	for i := range out {
		out[i].part = string(d.bytes(d.uvarint()))
		for _, l := range []*[]uint32{&out[i].split, &out[i].tails} {
			k := d.uvarint()
			if d.bad || k > uint64(len(d.b)) {
				d.bad = true
				return nil
			}
			*l = make([]uint32, k)
			for j := range *l {
				at := d.uvarint()
				if at >= uint64(nterms) {
					d.bad = true
					return nil
				}
				(*l)[j] = uint32(at)
			}
		}
	}
	return out
}

// compoundTable is the file's table for an index whose term at position
// i has id ids[i] in this process: each list as compoundsOf's build
// orders it.
func compoundTable(recs []compoundRecord, ids []uint32) map[string][]string {
	termTable.RLock()
	strs := termTable.strs
	termTable.RUnlock()
	byID := func(a, b uint32) int { return int(ids[a]) - int(ids[b]) }
	out := make(map[string][]string, len(recs))
	for _, r := range recs {
		list := make([]string, 0, len(r.split)+len(r.tails))
		for _, l := range [][]uint32{r.split, r.tails} {
			l = slices.Clone(l)
			slices.SortFunc(l, byID)
			for _, at := range l {
				list = appendNew(list, strs[ids[at]])
			}
		}
		out[r.part] = list
	}
	return out
}

// presetCompounds gives ri the table, as if its first task had built it.
func (ri *routeIndex) presetCompounds(table map[string][]string) {
	ri.compounds.once.Do(func() { ri.compounds.byPart = table })
}
