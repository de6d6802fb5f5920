package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// docTextProbes are texts at the tokenizer's edges: identifiers of every
// shape, joiners at a word's ends, the languages written with a sign,
// accents, CJK, Unicode case folds that change a letter's length, spaces
// that are not ASCII, and the direction phrases.
var docTextProbes = []string{
	"", " ", "\t\n", "x", "A", "S3", "s3 k8s v1.2.3", "gateway-api formatMoney pricing.ComputeFee",
	"--leading__ trailing-- ._/ /usr/local/bin a/b foo..bar __init__ HTTPServer getHTTPResponse",
	"Use C++ and C# or F#; never c++11.", "İstanbul ſ \u212A ı Ａ naïve café ÀÉÎ Straße",
	"日本語のテキストとEnglish混在 데이터베이스 마이그레이션", "a\u00a0b\u2028c\u200bd", "we send to us; they pull from our queue",
	"Don't DEPLOY on FRIDAYS: the CI/CD pipeline's SLA is 99.9% (see RFC-1234).",
	"JSON YAML TOML api_key OAuth2 e2e x86_64 __proto__ MiXeD-CaSe_Thing.Name/Path",
	strings.Repeat("word ", 3000) + "tail",
}

// docTextCorpus is the probes and every memory file of the recall sets.
func docTextCorpus(t *testing.T) (texts []string, files []string) {
	files, _ = filepath.Glob("testdata/eval/*/store/.agents/.engram/*/*.md")
	if len(files) < 500 {
		t.Fatalf("only %d memory files found", len(files))
	}
	texts = slices.Clone(docTextProbes)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(data))
	}
	return texts, files
}

// withDocTextLean runs f with the switch set to on, then restores it.
func withDocTextLean(on bool, f func()) {
	defer func(was bool) { docTextLeanOn = was }(docTextLeanOn)
	docTextLeanOn = on
	f()
}

// TestDocTextLeanMatchesReference: the lean path (perf_doctext.go) gives
// the terms, words and acronyms the reference gives, in the same order,
// for every memory file of the recall sets and the probes, and each
// memory's whole document is the same. Not parallel: it sets the switch.
func TestDocTextLeanMatchesReference(t *testing.T) {
	texts, files := docTextCorpus(t)
	type read struct{ terms, words, acronyms, lower []string }
	readAll := func(on bool) (out []read) {
		withDocTextLean(on, func() {
			for _, s := range texts {
				var r read
				for st := range termSeq(s) {
					r.terms = append(r.terms, st)
				}
				r.words = words(s)
				r.acronyms, r.lower = findAcronyms(s)
				out = append(out, r)
			}
		})
		return out
	}
	ref, lean := readAll(false), readAll(true)
	for i := range texts {
		if !reflect.DeepEqual(ref[i], lean[i]) {
			t.Fatalf("text %d (%.60q): lean %v\nreference %v", i, texts[i], lean[i], ref[i])
		}
		if want := terms(texts[i]); !slices.Equal(lean[i].terms, want) && len(want)+len(lean[i].terms) > 0 {
			t.Fatalf("text %d (%.60q): termSeq %v, terms %v", i, texts[i], lean[i].terms, want)
		}
	}
	for _, f := range files {
		data, _ := os.ReadFile(f)
		var docs [2]*document
		for i, on := range []bool{false, true} {
			m, err := parseMemory(data)
			if err != nil {
				continue
			}
			withDocTextLean(on, func() { docs[i] = buildDocument(&entry{prepared: &prepared{mem: m}}) })
		}
		if !reflect.DeepEqual(docs[0], docs[1]) {
			t.Fatalf("%s: lean document %+v\nreference %+v", f, docs[1], docs[0])
		}
	}
}

// BenchmarkDocuments builds the documents of 2,000 memories of
// genstore.py's shape and of genStore's, on the reference path and on the
// lean one (perf_doctext.go): -count interleaves them.
func BenchmarkDocuments(b *testing.B) {
	for _, shape := range []string{"genstore.py", "genStore"} {
		dir := b.TempDir()
		if shape == "genStore" {
			genStore(b, dir, 2000)
		} else if !genPyStore(b, dir, 2000) {
			continue
		}
		v := openTestView(b, dir)
		for _, mode := range []string{"reference", "lean"} {
			b.Run(shape+"/"+mode, func(b *testing.B) {
				defer func(was bool) { docTextLeanOn = was }(docTextLeanOn)
				docTextLeanOn = mode == "lean"
				b.ReportAllocs()
				for b.Loop() {
					for _, en := range v.s.entries {
						buildDocument(en)
					}
				}
			})
		}
	}
}

// genPyStore writes n memories of genstore.py's shape into workspace ws;
// false when the generator is not beside this clone (../shared/bench).
func genPyStore(b *testing.B, ws string, n int) bool {
	script := filepath.Join("..", "shared", "bench", "genstore.py")
	if _, err := os.Stat(script); err != nil {
		return false
	}
	if out, err := exec.Command("python3", script, filepath.Join(ws, storeDirName), strconv.Itoa(n)).CombinedOutput(); err != nil {
		b.Fatalf("genstore.py: %v\n%s", err, out)
	}
	return true
}
