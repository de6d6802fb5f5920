package main

import (
	"bytes"
	"hash/crc32"
	"io"
	"os"
	"slices"
	"strings"
)

// Speed-up (issue 20): recognise an index or hashes file that is already
// laid out exactly as engram would write it, so that a commit splices into
// it instead of decoding and encoding it whole.
//
// Reference path: a commit splices memory.index.json and memory.hashes.json
// only when .cache/written.sums says engram wrote them (splice.go); any
// other file is decoded and encoded in full (readIndex, encode), which at
// 10,000 memories of another writer's store (a 12 MB index) took 1-3 s per
// first commit. Yet another writer that uses 2-space JSON, as engram 0.0.28
// and ../shared/bench/genstore.py do, writes the very bytes encode() would.
//
// canonicalIndex proves that in one pass, without decoding: it accepts only
// bytes that are the 2-space indentation json.Indent gives of the compact
// form json.Marshal gives, with the three top-level keys encode() writes in
// its order, and every string one that Marshal would copy unchanged (no
// '<', '>', '&' or U+2028/U+2029, which it escapes; the top-level strings
// plain printable ASCII, since those are decoded and encoded again). Any
// doubt answers false and the commit takes the reference path, which is
// always correct. canonicalHashes does the same for the hashes file
// (encodeHashes' layout, keys in sorted order). FuzzCanonicalIndex and
// TestCanonicalMatchesEncode hold both to "true only if the full round trip
// gives the same bytes". ENGRAM_NO_CACHE=1 turns it off.
//
// The first commit into such a store checks the index and computes its
// patch in one pass (canonicalAppendPatch), and that pass runs on its own
// goroutine beside the hashes file's (indexAndHashes, txn.go: two files,
// nothing shared but the kept hashes, which are locked). Server CPU of the
// first commit at 10,000 memories of genstore.py's store, same minutes:
// 76 ms before, 62 ms with the one pass, 52 ms with the goroutine too
// (medians of 5; wall 224 → 113 ms). ENGRAM_NO_CACHE=1 turns both off
// with the splice.

var canonicalOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// canonicalIndex reports whether data is byte for byte what readIndex and
// encode() would write back for it.
func canonicalIndex(data []byte) bool {
	if !canonicalOn {
		return false
	}
	c := canonScanner{b: data}
	if !c.lit("{\n  \"version\": ") || !c.plainString(false) ||
		!c.lit(",\n  \"last_updated\": ") || !c.plainString(true) ||
		!c.lit(",\n  \"entries\": ") || !c.array(1) || !c.lit("\n}\n") {
		return false
	}
	return c.i == len(data)
}

// canonicalHashes reports whether data is byte for byte what readHashes and
// encodeHashes would write back for it.
func canonicalHashes(data []byte) bool {
	if !canonicalOn {
		return false
	}
	// eachHashLine's layout, keys sorted and distinct as encodeHashes
	// writes them, ending in exactly "}\n".
	var prev []byte
	sorted := true
	ok := eachHashLine(data, plainASCII, func(k, _ []byte) {
		sorted = sorted && (prev == nil || bytes.Compare(prev, k) < 0)
		prev = k
	})
	return ok && sorted && bytes.HasSuffix(data, []byte("\n}\n"))
}

// plainASCII: printable ASCII that json.Marshal writes as it is.
func plainASCII(s []byte) bool {
	for _, c := range s {
		if canonByte[c] != canonPlain {
			return false
		}
	}
	return true
}

// Byte classes inside a string.
const (
	canonPlain  = iota // printable ASCII copied as is
	canonBad           // a control byte, '<', '>' or '&': not canonical
	canonQuote         // '"'
	canonEscape        // '\\'
	canonHigh          // a byte above 0x7f
)

var canonByte = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch {
		case c < 0x20 || c == '<' || c == '>' || c == '&':
			t[c] = canonBad
		case c == '"':
			t[c] = canonQuote
		case c == '\\':
			t[c] = canonEscape
		case c >= 0x80:
			t[c] = canonHigh
		}
	}
	return t
}()

type canonScanner struct {
	b []byte
	i int
}

func (c *canonScanner) lit(s string) bool {
	if len(c.b)-c.i < len(s) || string(c.b[c.i:c.i+len(s)]) != s {
		return false
	}
	c.i += len(s)
	return true
}

// indent checks a newline is followed by 2*depth spaces.
func (c *canonScanner) indent(depth int) bool {
	if c.i >= len(c.b) || c.b[c.i] != '\n' {
		return false
	}
	n := 2 * depth
	if len(c.b)-c.i-1 < n || n > len(canonSpaces) || string(c.b[c.i+1:c.i+1+n]) != canonSpaces[:n] {
		return false
	}
	c.i += 1 + n
	return true
}

// canonSpaces: an indent at the deepest nesting a canonical file may have.
var canonSpaces = strings.Repeat(" ", 2*(maxCanonDepth+1))

// plainString is a top-level string: plain printable ASCII (it is decoded
// and encoded again), empty only where that round trip keeps it empty.
func (c *canonScanner) plainString(mayBeEmpty bool) bool {
	if c.i >= len(c.b) || c.b[c.i] != '"' {
		return false
	}
	start := c.i + 1
	for c.i = start; c.i < len(c.b) && canonByte[c.b[c.i]] == canonPlain; c.i++ {
	}
	if c.i >= len(c.b) || c.b[c.i] != '"' || (!mayBeEmpty && c.i == start) {
		return false
	}
	c.i++
	return true
}

// str is a string inside an entry, which Marshal compacts but does not
// decode: escapes stay as written, so any valid one is canonical. (The
// scan runs on locals: with c.i and c.b read and written through c at
// every byte it took a third of the check's time.)
func (c *canonScanner) str() bool {
	b, i := c.b, c.i
	if i >= len(b) || b[i] != '"' {
		return false
	}
	for i++; i < len(b); {
		ch := b[i]
		if canonByte[ch] == canonPlain {
			i++
			continue
		}
		switch canonByte[ch] {
		case canonQuote:
			c.i = i + 1
			return true
		case canonEscape:
			if i+1 >= len(b) {
				return false
			}
			switch b[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				if i+6 > len(b) {
					return false
				}
				for _, h := range b[i+2 : i+6] {
					if !(h >= '0' && h <= '9' || h >= 'a' && h <= 'f' || h >= 'A' && h <= 'F') {
						return false
					}
				}
				i += 6
			default:
				return false
			}
		case canonHigh:
			// Marshal escapes U+2028 and U+2029 (E2 80 A8, E2 80 A9).
			if ch == 0xE2 && i+2 < len(b) && b[i+1] == 0x80 && b[i+2]&^1 == 0xA8 {
				return false
			}
			i++
		default:
			return false
		}
	}
	return false
}

// maxCanonDepth bounds the nesting a canonical file may have; deeper
// answers false (the full path handles it).
const maxCanonDepth = 64

// value is any JSON value at depth, as json.Indent lays it out.
func (c *canonScanner) value(depth int) bool {
	if c.i >= len(c.b) || depth > maxCanonDepth {
		return false
	}
	switch ch := c.b[c.i]; {
	case ch == '"':
		return c.str()
	case ch == '{':
		return c.object(depth)
	case ch == '[':
		return c.array(depth)
	case ch == 't':
		return c.lit("true")
	case ch == 'f':
		return c.lit("false")
	case ch == 'n':
		return c.lit("null")
	case ch == '-' || ch >= '0' && ch <= '9':
		return c.number()
	}
	return false
}

func (c *canonScanner) object(depth int) bool {
	c.i++ // '{'
	if c.i < len(c.b) && c.b[c.i] == '}' {
		c.i++
		return true
	}
	for {
		if !c.indent(depth+1) || !c.str() || !c.lit(": ") || !c.value(depth+1) {
			return false
		}
		if c.i < len(c.b) && c.b[c.i] == ',' {
			c.i++
			continue
		}
		return c.indent(depth) && c.lit("}")
	}
}

func (c *canonScanner) array(depth int) bool {
	if c.i >= len(c.b) || c.b[c.i] != '[' {
		return false
	}
	c.i++
	if c.i < len(c.b) && c.b[c.i] == ']' {
		c.i++
		return true
	}
	for {
		if !c.indent(depth+1) || !c.value(depth+1) {
			return false
		}
		if c.i < len(c.b) && c.b[c.i] == ',' {
			c.i++
			continue
		}
		return c.indent(depth) && c.lit("]")
	}
}

// number checks JSON's number grammar: -?(0|[1-9]d*)(.d+)?([eE][+-]?d+)?
func (c *canonScanner) number() bool {
	digits := func() int {
		n := 0
		for c.i < len(c.b) && c.b[c.i] >= '0' && c.b[c.i] <= '9' {
			c.i++
			n++
		}
		return n
	}
	if c.b[c.i] == '-' {
		c.i++
	}
	if c.i < len(c.b) && c.b[c.i] == '0' {
		c.i++
	} else if digits() == 0 {
		return false
	}
	if c.i < len(c.b) && c.b[c.i] == '.' {
		c.i++
		if digits() == 0 {
			return false
		}
	}
	if c.i < len(c.b) && (c.b[c.i] == 'e' || c.b[c.i] == 'E') {
		c.i++
		if c.i < len(c.b) && (c.b[c.i] == '+' || c.b[c.i] == '-') {
			c.i++
		}
		if digits() == 0 {
			return false
		}
	}
	return true
}

// canonicalIndexFileIn is canonicalIndex for the index file at path, read
// in pieces of chunk bytes instead of whole, with the file's record
// (fileSum) computed in the same pass. The first commit into a store
// another writer laid out read its 12 MB index into memory for the check,
// beside the server's view (issue 20: resident memory at 10,000 memories).
// It answers true only where canonicalIndex would, and false also for an
// index whose entries are not all objects (the whole-file check, or the
// full path, then decides). The commit reads in pieces of indexChunk
// (splice.go), through canonicalAppendPatch; a test reads in tiny pieces
// to cut strings and entries at every seam.
func canonicalIndexFileIn(path string, chunk int) (sum string, ok bool) {
	if !canonicalOn {
		return "", false
	}
	f, err := openNoFollow(path) // storefs.go: never an index reached through a link
	if err != nil {
		return "", false
	}
	defer f.Close()
	return canonicalIndexFrom(f, chunk)
}

// canonicalIndexFrom is canonicalIndexFileIn on what f reads: its test
// feeds most cases from memory, where a read of one byte is not a system
// call.
func canonicalIndexFrom(f io.Reader, chunk int) (sum string, ok bool) {
	return canonicalIndexRead(&canonReader{f: f, tab: castagnoli(), chunk: chunk})
}

// canonicalAppendPatch is canonicalIndexFileIn and, in the same pass over
// the file, appendPatch with the sum that pass gives: the first commit
// into another writer's store read its 12 MB index twice, once to check
// its layout and once to patch it. want is the file's sum when it is
// canonical ("" if not); ok says the patch applies.
func canonicalAppendPatch(path, stamp string, op indexOp) (p filePatch, sum, want string, ok bool) {
	if !canonicalOn {
		return p, "", "", false
	}
	f, size, head, opened := openIndexHead(path) // splice.go
	if !opened {
		return p, "", "", false
	}
	defer f.Close()
	r := &canonReader{f: f, tab: castagnoli(), chunk: indexChunk}
	a, patchable := newAppendScan(head, size, stamp, op) // splice.go
	if patchable {
		r.onRead = a.feed
	}
	if want, ok = canonicalIndexRead(r); !ok || !patchable {
		return p, "", want, false
	}
	p, sum, ok = a.finish(f)
	return p, sum, want, ok
}

// canonicalIndexRead is canonicalIndexFrom on r.
func canonicalIndexRead(r *canonReader) (sum string, ok bool) {
	c := &canonScanner{}
	// The header, up to the entries' '[' (a few hundred bytes at most).
	if !r.fill(c, 4096) || !c.lit("{\n  \"version\": ") || !c.plainString(false) ||
		!c.lit(",\n  \"last_updated\": ") || !c.plainString(true) || !c.lit(",\n  \"entries\": [") {
		return "", false
	}
	const entryEnd = "\n    }"
	if !r.fill(c, len("]\n}\n")) {
		return "", false
	}
	if c.lit("]") {
		return r.finish(c, "\n}\n")
	}
	for {
		// An entry is an object at depth 2 and ends at the first line that
		// is its closing brace (no string holds a newline; a deeper
		// object's brace is indented further).
		end := -1
		for {
			if k := entryEndIn(c.b[c.i:]); k >= 0 {
				end = c.i + k + len(entryEnd)
				break
			}
			if !r.more(c) {
				return "", false
			}
		}
		if end >= len(c.b) && !r.more(c) {
			return "", false // no byte after the entry: not an index
		}
		whole := c.b
		c.b = whole[:end]
		if !c.indent(2) || c.i >= len(c.b) || c.b[c.i] != '{' || !c.object(2) || c.i != end {
			return "", false
		}
		c.b = whole
		if c.b[c.i] != ',' {
			return r.finish(c, "\n  ]\n}\n")
		}
		c.i++
		r.drop(c)
	}
}

// entryEndIn is bytes.Index(b, "\n    }"), found by its brace: a line
// break, which the search would stop at on every line, ends a line, while
// a brace at that indent ends an entry.
func entryEndIn(b []byte) int {
	const entryEnd = "\n    }"
	for i := 0; ; {
		k := bytes.IndexByte(b[i:], '}')
		if k < 0 {
			return -1
		}
		if j := i + k; j >= len(entryEnd)-1 && string(b[j-len(entryEnd)+1:j]) == entryEnd[:len(entryEnd)-1] {
			return j - len(entryEnd) + 1
		}
		i += k + 1
	}
}

// canonReader feeds a canonScanner from a file, keeping the file's size
// and CRC-32C as it reads.
type canonReader struct {
	f     io.Reader
	tab   *crc32.Table
	chunk int // bytes per read
	size  int
	crc   uint32
	eof   bool
	// onRead, when set, is given every piece read, in order.
	onRead func([]byte)
}

// more appends the next piece of the file to c.b; false at the end.
func (r *canonReader) more(c *canonScanner) bool {
	if r.eof {
		return false
	}
	c.b = slices.Grow(c.b, r.chunk)
	buf := c.b[len(c.b) : len(c.b)+r.chunk]
	n, err := io.ReadFull(r.f, buf)
	if n > 0 {
		r.size += n
		r.crc = crc32.Update(r.crc, r.tab, buf[:n])
		if r.onRead != nil {
			r.onRead(buf[:n])
		}
		c.b = c.b[:len(c.b)+n]
	}
	if err != nil {
		r.eof = true
	}
	return n > 0
}

// fill reads until c.b holds at least n bytes past c.i or the file ends;
// false when nothing is left to scan.
func (r *canonReader) fill(c *canonScanner, n int) bool {
	for len(c.b)-c.i < n && r.more(c) {
	}
	return c.i < len(c.b)
}

// drop forgets what the scanner has passed, so that the buffer holds about
// one piece and one entry.
func (r *canonReader) drop(c *canonScanner) {
	if c.i > r.chunk {
		c.b = append(c.b[:0], c.b[c.i:]...)
		c.i = 0
	}
}

// finish checks the file ends with tail right where the scanner is.
func (r *canonReader) finish(c *canonScanner, tail string) (string, bool) {
	r.fill(c, len(tail)+1)
	if !c.lit(tail) || c.i != len(c.b) || r.more(c) {
		return "", false
	}
	return sumOf(r.size, r.crc), true
}
