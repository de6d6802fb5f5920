package main

import (
	"bufio"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPorter2Vocabulary checks porter2 on the Snowball project's own test
// vocabulary for English (snowball-data, english/voc.txt and output.txt at
// 77541c3, October 2023: 42,603 words and their stems, licence in
// testdata/porter2/LICENSE). A stemmer that differs from the published
// algorithm on any of them is not Porter2.
func TestPorter2Vocabulary(t *testing.T) {
	t.Parallel()
	f, err := os.Open(filepath.Join("testdata", "porter2", "vocabulary.txt.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(zr)
	n, bad := 0, 0
	for sc.Scan() {
		word, want, ok := strings.Cut(sc.Text(), " ")
		if !ok {
			t.Fatalf("line %d: %q is not \"word stem\"", n+1, sc.Text())
		}
		n++
		if got := porter2(word); got != want {
			if bad++; bad <= 20 {
				t.Errorf("porter2(%q) = %q, want %q", word, got, want)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n != 42603 || bad > 0 {
		t.Errorf("%d words, %d wrong", n, bad)
	}
}
