package main

import (
	"bufio"
	"bytes"
	"errors"
	"hash/crc32"
	"hash/maphash"
	"io"
	"os"
	"path/filepath"
	"slices"
)

// Memory (issue 20, item 3): a commit's hashes file streamed from the old
// file into the new one, instead of read whole.
//
// Reference path: newHashes reads memory.hashes.json whole (1.41 MB at
// 10,000 memories of genstore.py's store; readPlainFile) and splices
// the changed lines into those bytes, which the transaction then writes to
// its temp file. That buffer was the largest allocation of a write, where a
// collection cycle of a server without the memory bound starts
// (BENCHMARKS.md, fifteenth pass (peak)).
//
// Here, when engram wrote the file last (its sum is recorded, splice.go),
// the temp file is written from the old file in pieces of hashStreamPiece
// bytes, line by line, each changed line where it falls: sorted keys, so
// one merge of the sorted changes with the lines. The lock is held, as for
// the reference path, from the read to the rename. What the splice checks
// on the whole buffer is checked as the lines pass: each line exactly
// "  "key": "sum"," (no backslash, keys strictly rising, the last without
// the comma), "{" first, "}" last with its newline, and the bytes' sum the
// recorded one. Any of those fails, and the temp file is written again
// from the reference path's bytes (newHashes), so the bytes are always
// the reference's (TestHashStreamMatchesReference). ENGRAM_NO_CACHE=1
// turns it off.

var hashStreamOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// hashStreamPiece is the size of each read of the old file (a variable for
// the tests, which cut lines at every place).
var hashStreamPiece = 32 << 10

// hashStream is a commit's hashes file, written as its temp file is
// (fileWrite.stream).
type hashStream struct {
	r       *storeRoot
	want    string // the recorded fileSum of the file engram wrote last
	changes map[string]string
	keys    []string // changes' keys, sorted
	sum     string   // fileSum of the bytes written, once written
}

// errHashStream: the old file is not one the stream can splice.
var errHashStream = errors.New("hashes file not streamable")

// newHashStream is the stream of a commit's hashes file, or nil when the
// reference path must read it (off, no record of engram's last write, a
// change the splice would not make).
func newHashStream(r *storeRoot, sums map[string]string, changes map[string]string) *hashStream {
	want := sums[hashesFile]
	if !hashStreamOn || want == "" {
		return nil
	}
	keys := make([]string, 0, len(changes))
	for k, v := range changes {
		if !plainPath(k) || (v != "" && !plainPath(v)) {
			return nil
		}
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return &hashStream{r: r, want: want, changes: changes, keys: keys}
}

// write writes the new file into f, an empty temp file.
func (s *hashStream) write(f *os.File) error {
	err := s.stream(f)
	if err == nil {
		return nil
	}
	// The reference path's bytes, into the file from its start.
	data, rerr := newHashes(s.r, map[string]string{hashesFile: s.want}, s.changes, true)
	if rerr != nil {
		return rerr
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return err
	}
	if err := f.Truncate(0); err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		return err
	}
	s.sum = fileSum(data)
	return nil
}

// summer sums the bytes that pass through it as fileSum and hashesSum do,
// a piece at a time: summed line by line, and with a separator converted
// to bytes in each call, the stream of 10,000 lines took 3.0 ms against
// the reference path's 1.9 (1.9-2.1 so).
type summer struct {
	size int
	crc  uint32
	mh   maphash.Hash
}

func newSummer() *summer {
	m := &summer{}
	m.mh.SetSeed(hashesSeed)
	return m
}

func (m *summer) add(b []byte) {
	m.size += len(b)
	m.crc = crc32.Update(m.crc, castagnoli(), b)
	m.mh.Write(b)
}

// fileSum is fileSum of the bytes so far.
func (m *summer) fileSum() string { return sumOf(m.size, m.crc) }

type summingWriter struct {
	w io.Writer
	m *summer
}

func (w summingWriter) Write(b []byte) (int, error) {
	w.m.add(b)
	return w.w.Write(b)
}

type summingReader struct {
	r io.Reader
	m *summer
}

func (r summingReader) Read(b []byte) (int, error) {
	n, err := r.r.Read(b)
	r.m.add(b[:n])
	return n, err
}

// The separators, as variables: a conversion in each call allocated.
var (
	hashComma   = []byte(",\n")
	hashNewline = []byte("\n")
	hashClose   = []byte("}\n")
)

// hashSplice is the state of one stream: the old file's lines so far and
// what has been written.
type hashSplice struct {
	s   *hashStream
	out *bufio.Writer
	// An entry line is written without its comma and newline, which come
	// when the next entry does: the last one gets neither.
	prevKey   []byte
	written   bool // an entry is written
	anyEntry  bool // prevKey is set (it may be "")
	lastComma bool // every entry so far had its comma
	ki        int  // s.keys[ki:] are not written yet
	state     int  // 0: before "{", 1: entries, 2: after "}"
}

func (h *hashSplice) emit(line []byte) {
	if h.written {
		h.out.Write(hashComma) // a failure stays in h.out, which Flush reports
	}
	h.out.Write(line)
	h.written = true
}

// put writes the changes whose keys are below key (all of them when last)
// and says whether key itself is changed (its new line written, or none
// for a removal).
func (h *hashSplice) put(key []byte, last bool) bool {
	keys := h.s.keys
	for h.ki < len(keys) && (last || keys[h.ki] <= string(key)) {
		k := keys[h.ki]
		h.ki++
		if v := h.s.changes[k]; v != "" {
			h.emit([]byte(`  "` + k + `": "` + v + `"`))
		}
		if !last && k == string(key) {
			return true
		}
	}
	return false
}

// line takes one line of the old file, with its newline.
func (h *hashSplice) line(line []byte) error {
	if line[len(line)-1] != '\n' {
		return errHashStream // no final newline
	}
	body := line[:len(line)-1]
	switch {
	case h.state == 0 && string(body) == "{":
		h.out.Write(line)
		h.state = 1
	case h.state == 1 && string(body) == "}" && (!h.anyEntry || !h.lastComma):
		h.state = 2 // after the last entry, which has no comma
	case h.state == 1 && h.lastComma:
		key, ok := hashStreamLine(body)
		if !ok || (h.anyEntry && bytes.Compare(h.prevKey, key) >= 0) {
			return errHashStream
		}
		h.prevKey, h.anyEntry = append(h.prevKey[:0], key...), true
		if body[len(body)-1] != ',' {
			h.lastComma = false
		} else {
			body = body[:len(body)-1]
		}
		if !h.put(key, false) {
			h.emit(body)
		}
	default:
		return errHashStream
	}
	return nil
}

// stream writes the spliced file into f, or returns errHashStream (or a
// read's error) when the old file is not one it can splice.
func (s *hashStream) stream(f *os.File) error {
	if err := checkStorePath(s.r.dir, hashesFile); err != nil {
		return err
	}
	old, err := openNoFollow(filepath.Join(s.r.dir, filepath.FromSlash(hashesFile)))
	if err != nil {
		return err
	}
	defer old.Close()
	fi, err := old.Stat()
	if err != nil || !fi.Mode().IsRegular() || fi.Size() > maxHashesBytes {
		return errHashStream
	}
	before, after := newSummer(), newSummer()
	in := bufio.NewReaderSize(summingReader{io.LimitReader(old, fi.Size()), before}, hashStreamPiece)
	h := &hashSplice{s: s, out: bufio.NewWriterSize(summingWriter{f, after}, hashStreamPiece), lastComma: true}
	var long []byte
	for {
		line, err := in.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			// A line longer than a piece: gathered whole.
			long = append(long[:0], line...)
			for errors.Is(err, bufio.ErrBufferFull) {
				line, err = in.ReadSlice('\n')
				long = append(long, line...)
			}
			line = long
		}
		if err != nil && err != io.EOF {
			return err
		}
		if len(line) > 0 {
			if err := h.line(line); err != nil {
				return err
			}
		}
		if err == io.EOF {
			break
		}
	}
	if h.state != 2 || before.size != int(fi.Size()) || before.fileSum() != s.want {
		return errHashStream
	}
	return s.finish(h, before.mh.Sum64(), after)
}

// finish writes the changes after the last line and the closing brace,
// and keeps the new map for the view's next read.
func (s *hashStream) finish(h *hashSplice, before uint64, after *summer) error {
	h.put(nil, true)
	if h.written {
		h.out.Write(hashNewline)
	}
	h.out.Write(hashClose)
	if err := h.out.Flush(); err != nil {
		return err
	}
	s.sum = after.fileSum()
	keepSplicedHashesSum(s.r.dir, before, s.changes, after.mh.Sum64()) // cache_hashes.go
	return nil
}

// hashStreamLine is the key of an entry line (without its newline) laid
// out exactly as encodeHashes writes a plain one: "  "key": "sum"" and an
// optional comma, no backslash, no other quote.
func hashStreamLine(body []byte) ([]byte, bool) {
	b := bytes.TrimSuffix(body, []byte(","))
	if !bytes.HasPrefix(b, []byte(`  "`)) || !bytes.HasSuffix(b, []byte(`"`)) || bytes.IndexByte(b, '\\') >= 0 {
		return nil, false
	}
	b = b[len(`  "`) : len(b)-1]
	key, val, ok := bytes.Cut(b, []byte(`": "`))
	if !ok || bytes.IndexByte(key, '"') >= 0 || bytes.IndexByte(val, '"') >= 0 {
		return nil, false
	}
	return key, true
}
