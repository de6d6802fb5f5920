package main

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"strings"
	"sync"
	"unsafe"
)

// Speed-up (issue 20, item 3: peak RSS ≤ 48 MB at 10,000 memories without
// bounding the collector): a textless memory (perf_textless.go) keeps the
// verdict's text as word numbers, not as text.
//
// The verdict's text (verdictTextOf: a memory's Content bullets,
// lower-cased and joined) was the largest string a server's view keeps
// for every memory: 2.2 MB at 10,000 memories of genstore.py's store and
// 2.4 MB of engram's, of a live view of ~17 MB, which the collector's
// default lets the heap double. Its words repeat across the store: ~290,000
// words at 10,000 memories, of which 5,112 (genstore.py's) and 1,140
// (engram's) distinct. So a textless memory keeps each word, split at
// single spaces, as the uvarint of its number in a table of the process
// (one or two bytes where the text spent six to ten), and the verdict
// spells the text out again when it scans it, into one buffer it reuses.
// The words split at single spaces and joined with single spaces give the
// text back byte for byte, whatever it holds (runs of spaces are empty
// words). Equal texts, so the verdict's pool and its result are unchanged.
//
// The table keeps every word it was given for the process's life (as the
// term table does, terms.go): a session adds the words of the memories it
// writes, a few per save.
//
// It is part of the textless memory, which ENGRAM_NO_CACHE=1 turns off
// (textlessOn): a memory then keeps its text and no word numbers.

// verdictWords is the table of the verdict texts' words (a wordTable,
// terms.go: a slice of its words taken under the lock may be read after).
var verdictWords struct {
	sync.Mutex
	wordTable
	// scratch is packVerdictText's buffer: the numbers are copied out of it
	// at their size. Packed in place into a guess at it (a quarter of the
	// text), a memory kept ~1.75 times the bytes its numbers take
	// (genStore's vocabulary: 183 KB for 104 KB at 3,000 memories), and a
	// text that outgrew the guess allocated it twice.
	scratch []byte
}

// packVerdictText is text as the uvarints of its words' numbers ("" for
// "", which is not the one empty word). The result holds nothing of text.
func packVerdictText(text string) string {
	if text == "" {
		return ""
	}
	verdictWords.Lock()
	defer verdictWords.Unlock()
	out := appendPackedWords(verdictWords.scratch[:0], text, &verdictWords.wordTable)
	if cap(out) <= 64<<10 { // a huge memory's buffer is not kept
		verdictWords.scratch = out
	}
	return string(out)
}

// appendPackedWords appends text's words' numbers in table to dst, adding
// the words it lacks.
func appendPackedWords(dst []byte, text string, table *wordTable) []byte {
	for w := range strings.SplitSeq(text, " ") {
		dst = binary.AppendUvarint(dst, uint64(table.id(w)))
	}
	return dst
}

// internVerdictWords adds a table of words (a prepared cache's, numbered
// in its own order) to the process's and returns each one's number there.
// same: every word kept its number (a process whose table was empty).
func internVerdictWords(table []string) (ids []uint32, same bool) {
	verdictWords.Lock()
	defer verdictWords.Unlock()
	if verdictWords.ids == nil {
		verdictWords.ids = make(map[string]uint32, len(table))
	}
	ids, same = make([]uint32, len(table)), true
	for i, w := range table {
		ids[i] = verdictWords.id(w)
		same = same && ids[i] == uint32(i)
	}
	return ids, same
}

// renumberWords is packed with each word number n replaced by ids[n].
func renumberWords(packed string, ids []uint32) string {
	out := make([]byte, 0, len(packed)+4)
	for i := 0; i < len(packed); {
		n, k := binary.Uvarint([]byte(packed[i:min(len(packed), i+binary.MaxVarintLen32)]))
		if k <= 0 || n >= uint64(len(ids)) {
			panic("engram: a verdict text's word numbers are corrupt")
		}
		out = binary.AppendUvarint(out, uint64(ids[n]))
		i += k
	}
	return unsafe.String(unsafe.SliceData(out), len(out))
}

// verdictWordList is the table's words so far, safe to read unlocked.
func verdictWordList() []string {
	verdictWords.Lock()
	defer verdictWords.Unlock()
	return verdictWords.strs
}

// appendVerdictText appends the text packed holds to buf. words is
// verdictWordList, taken after packed was made.
func appendVerdictText(buf []byte, packed string, words []string) []byte {
	for i := 0; i < len(packed); {
		id, n := binary.Uvarint([]byte(packed[i:min(len(packed), i+binary.MaxVarintLen32)]))
		if n <= 0 || id >= uint64(len(words)) {
			panic("engram: a verdict text's word numbers are corrupt")
		}
		if i > 0 {
			buf = append(buf, ' ')
		}
		buf = append(buf, words[id]...)
		i += n
	}
	return buf
}

// unpackVerdictText is the text packed holds.
func unpackVerdictText(packed string) string {
	if packed == "" {
		return ""
	}
	b := appendVerdictText(make([]byte, 0, 2*len(packed)), packed, verdictWordList())
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// verdictTexts spells out the verdict texts of many memories in turn into
// one buffer: text's result is valid only until its next call, for a
// caller that keeps nothing of it (a scan of every memory of a type
// allocated 1-2 MB of texts a save otherwise).
//
// sharesTwo answers the verdict's first test (sharesTwo, statement.go)
// from the word numbers without spelling the text out: a needle holds no
// space, so it is in the text exactly when it is in one of its words, and
// which needles a word holds is worked out once per word of the table,
// not once per memory that has it. (Spelled out, the scan of 10,000
// memories cost ~5-7 ms more than the plain texts' did.)
type verdictTexts struct {
	buf   []byte
	words []string
	// needles are the ones sharesTwo tests; masks[n] is which of them word
	// n holds (bit i: needles[i]), known[n] that masks[n] is worked out.
	needles []string
	masks   []uint64
	known   []bool
}

func (v *verdictTexts) text(m *memory) string {
	if m.disk == nil || m.vwords == "" {
		return verdictTextOf(m)
	}
	if v.words == nil {
		v.words = verdictWordList()
	}
	v.buf = appendVerdictText(v.buf[:0], m.vwords, v.words)
	return unsafe.String(unsafe.SliceData(v.buf), len(v.buf))
}

// shortSharesOne reports that m's verdict text is short (at most 80 bytes,
// where a memory naming one thing is: soleObject) and holds a needle. The
// word numbers bound the length first, so a long memory is not spelled out.
func (v *verdictTexts) shortSharesOne(m *memory) bool {
	if m.disk != nil && len(m.vwords) > 40 {
		return false
	}
	if m.disk == nil {
		n := 0
		for _, l := range m.contentLines() {
			if n += len(l) + 1; n > 81 {
				return false
			}
		}
	}
	t := v.text(m)
	return len(t) <= 80 && slices.ContainsFunc(v.needles, func(n string) bool { return strings.Contains(t, n) })
}

// sharesTwo is sharesTwo(verdictTextOf(m), v.needles).
func (v *verdictTexts) sharesTwo(m *memory) bool { return v.sharesN(m, 2) }

// sharesN is sharesN(verdictTextOf(m), v.needles, k).
func (v *verdictTexts) sharesN(m *memory, k int) bool {
	if m.disk == nil || m.vwords == "" || len(v.needles) > 64 || slices.ContainsFunc(v.needles, func(n string) bool { return strings.Contains(n, " ") }) {
		return sharesMany(v.text(m), v.needles, k) // perf_crosstype.go
	}
	if v.words == nil {
		v.words = verdictWordList()
	}
	if len(v.masks) < len(v.words) {
		v.masks, v.known = make([]uint64, len(v.words)), make([]bool, len(v.words))
	}
	var held uint64
	for i := 0; i < len(m.vwords); {
		id, n := binary.Uvarint([]byte(m.vwords[i:min(len(m.vwords), i+binary.MaxVarintLen32)]))
		if n <= 0 || id >= uint64(len(v.words)) {
			panic("engram: a verdict text's word numbers are corrupt")
		}
		if !v.known[id] {
			for j, nd := range v.needles {
				if strings.Contains(v.words[id], nd) {
					v.masks[id] |= 1 << j
				}
			}
			v.known[id] = true
		}
		if held |= v.masks[id]; bits.OnesCount64(held) >= k {
			return true
		}
		i += n
	}
	return false
}
