package main

import (
	"crypto/rand"
	"crypto/sha256"
	"io"
	"strings"
	"sync/atomic"
	"unsafe"
)

// blockRefusals counts the caches refused at a block's read (a test reads
// it).
var blockRefusals atomic.Int64

// Speed-up (issue 20, the spawn): the prepared cache's documents are read,
// and checked, a block at a time when one of them is first used, not with
// the rest of the cache.
//
// Reference path: the whole cache body was read and MACed at spawn (format
// 8), though a warm spawn's view, which binds the persisted route index,
// reads none of its documents (perf_lazydoc.go) and its first load only
// the few it ranks. Documents are half the file: their read, MAC and copy
// were ~8 ms of a spawn's decode chain (BENCHMARKS.md, stop 40 (hdr2)).
// So the file (format 9) is: a prefix (prepCacheHeadOK's), the documents'
// region, in blocks of whole records of about prepDocBlock bytes, then the
// head and its MAC. The head holds each block's length and the sha256 of
// a nonce of the file's and the block's bytes; the spawn reads and MACs
// only the head. A pending document's first reader opens the file again,
// reads its block, and checks the block's sum once (a block is kept once
// read). A block whose sum differs (the file was changed, or replaced by
// another cache since: its nonce differs) refuses every pending document
// of the cache: each is then built from its memory's text, as the
// reference path builds it (buildDocument), exactly as a cache whose MAC
// fails is refused for the plain read of every file. The documents
// decoded before from blocks that passed were the writer's, checked.
//
// ENGRAM_NO_CACHE=1 turns the prepared cache off, and with it this.

// prepDocBlock is the size a block of the documents' region is cut at (a
// record larger than it is a block of its own): a warm spawn's first load
// decodes ~60 documents of 10,000, each reading its block.
var prepDocBlock = 4 << 10

const prepNonce = 16

// docRegion is where a cache file's documents are, and how to read them.
type docRegion struct {
	start, size int64
	// open reopens the file for a block's read; done closes it.
	open func() (src io.ReaderAt, done func())
}

// docBlock is one block of the region: where it is, its sum, and once
// read, its bytes (ok when they passed).
type docBlock struct {
	read atomic.Bool // data and ok are set (under lazyTable.bmu)
	off  int64
	n    uint32
	sum  string
	data string
	ok   bool
}

// blockTable writes the region's nonce and blocks into the head.
func (w *cacheEncoder) blockTable(b regionBlocks) {
	w.b = append(w.b, b.nonce...)
	w.uvarint(uint64(len(b.lens)))
	for i, n := range b.lens {
		w.uvarint(uint64(n))
		w.b = append(w.b, b.sums[i*sha256.Size:(i+1)*sha256.Size]...)
	}
}

// regionBlocks is what the writer records of the region's blocks.
type regionBlocks struct {
	nonce []byte
	lens  []uint32
	sums  []byte
}

// docRegion writes the documents to w in blocks, and returns the blocks
// and each document's length, in the files' order.
func (w *cacheEncoder) docRegion(out io.Writer, docs []*document, words [][]uint32) (regionBlocks, []uint32, error) {
	b := regionBlocks{nonce: make([]byte, prepNonce)}
	rand.Read(b.nonce)
	var lens []uint32
	var block []byte
	cut := func() error {
		if len(block) == 0 {
			return nil
		}
		b.sums = blockSum(b.sums, b.nonce, block)
		b.lens = append(b.lens, uint32(len(block)))
		_, err := out.Write(block)
		block = block[:0]
		return err
	}
	for _, d := range docs {
		if d == nil {
			continue
		}
		w.b = w.b[:0]
		w.doc(d, words[0])
		words = words[1:]
		if len(block) > 0 && len(block)+len(w.b) > prepDocBlock {
			if err := cut(); err != nil {
				return b, nil, err
			}
		}
		block = append(block, w.b...)
		lens = append(lens, uint32(len(w.b)))
	}
	w.b = w.b[:0]
	return b, lens, cut()
}

// blockSum appends to dst a block's sum as the head records it: the
// sha256 of the file's nonce, then the block's bytes. The writer and the
// reader share it, so the two can never disagree on what a block's sum is.
func blockSum(dst, nonce, block []byte) []byte {
	h := sha256.New()
	h.Write(nonce)
	h.Write(block)
	return h.Sum(dst)
}

// countWriter counts the bytes written through it.
type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// blockTable reads the region's nonce and blocks from the head: the
// blocks must tile the region exactly.
func (d *cacheDecoder) blockTable() bool {
	t := d.lazy
	t.nonce = strings.Clone(d.fixed(prepNonce)) // cut from a window
	n := d.uvarint()
	if d.bad || n > d.remaining()/(1+sha256.Size) {
		return false
	}
	t.blocks = make([]docBlock, n)
	sums := make([]byte, 0, int(n)*sha256.Size)
	off := t.region.start
	for i := range t.blocks {
		size := d.uvarint()
		if d.bad || size == 0 || size > uint64(t.region.start+t.region.size-off) {
			return false
		}
		start := len(sums)
		sums = append(sums, d.fixed(sha256.Size)...)
		t.blocks[i] = docBlock{off: off, n: uint32(size), sum: string(sums[start:])}
		off += int64(size)
	}
	return !d.bad && off == t.region.start+t.region.size
}

// docPlacer walks the region's blocks as the files' records give their
// documents' lengths, in the order they were written.
type docPlacer struct {
	blk int
	off uint32
}

// next places a document of n bytes: its block and offset in it.
func (p *docPlacer) next(t *lazyTable, n uint64) (int32, uint32, bool) {
	if p.blk < len(t.blocks) && p.off == t.blocks[p.blk].n {
		p.blk, p.off = p.blk+1, 0
	}
	if n == 0 || p.blk >= len(t.blocks) || n > uint64(t.blocks[p.blk].n-p.off) {
		return 0, 0, false
	}
	blk, off := p.blk, p.off
	p.off += uint32(n)
	return int32(blk), off, true
}

// end reports whether every block was filled by the documents placed.
func (p *docPlacer) end(t *lazyTable) bool {
	if len(t.blocks) == 0 {
		return true
	}
	return p.blk == len(t.blocks)-1 && p.off == t.blocks[p.blk].n
}

// block is block i's bytes, read and checked on its first use; false when
// the cache is refused (this block's sum or an earlier one's failed).
// The first prepBlockReads blocks are read one by one (a warm spawn's first
// load reads ~60 of 531 at 10,000 memories); past them the reader is
// reading most of the cache's documents (a route index built cold, a cache
// written again), and the blocks not yet read are read in one pass: a
// reopen per block cost that build ~9 % more CPU than format 8's whole
// read.
func (t *lazyTable) block(i int32) (string, bool) {
	b := &t.blocks[i]
	if b.read.Load() {
		return b.data, b.ok && !t.refused.Load()
	}
	t.bmu.Lock()
	defer t.bmu.Unlock()
	if !b.read.Load() && !t.refused.Load() {
		if t.reads++; t.reads <= prepBlockReads {
			t.readBlocks(i, i+1)
		} else {
			t.readBlocks(0, int32(len(t.blocks)))
		}
	}
	return b.data, b.ok && !t.refused.Load()
}

// prepBlockReads is how many blocks are read one at a time.
var prepBlockReads = 64

// readBlocks reads the blocks from..to-1 not yet read in one read from the
// file, and checks each one's sum; a sum that fails refuses the cache.
func (t *lazyTable) readBlocks(from, to int32) {
	for from < to && t.blocks[from].read.Load() {
		from++
	}
	for to > from && t.blocks[to-1].read.Load() {
		to--
	}
	if from == to {
		return
	}
	first, last := &t.blocks[from], &t.blocks[to-1]
	buf := t.readRegion(first.off, last.off+int64(last.n)-first.off)
	for j := from; j < to; j++ {
		b := &t.blocks[j]
		if b.read.Load() {
			continue
		}
		if buf != nil {
			data := buf[b.off-first.off : b.off-first.off+int64(b.n)]
			if string(blockSum(nil, []byte(t.nonce), data)) == b.sum {
				b.data, b.ok = unsafe.String(&data[0], len(data)), true // n > 0: blockTable
			}
		}
		if !b.ok {
			t.refused.Store(true)
			blockRefusals.Add(1)
		}
		b.read.Store(true)
		if !b.ok {
			return
		}
	}
}

// readRegion reads n bytes at off from the cache file opened again; nil
// when it cannot.
func (t *lazyTable) readRegion(off, n int64) []byte {
	if t.region.open == nil {
		return nil
	}
	src, done := t.region.open()
	if src == nil {
		return nil
	}
	defer done()
	buf := make([]byte, n)
	if _, err := src.ReadAt(buf, off); err != nil {
		return nil
	}
	return buf
}
