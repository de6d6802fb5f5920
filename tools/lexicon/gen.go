//go:build ignore

// gen derives lexicon/wordnet.txt, the general-English table the router
// expands task words with, from the WordNet 3.0 database files (Debian's
// wordnet-base puts them in /usr/share/wordnet). It is tooling, not part of
// engram: the binary embeds its output and never reads WordNet itself.
//
//	go run tools/lexicon/gen.go [-dict /usr/share/wordnet] > lexicon/wordnet.txt
//	go run tools/lexicon/gen.go -families [-dict ...] > lexicon/families.txt
//	go run tools/lexicon/gen.go -glosses [-dict ...] > lexicon/glosses.txt
//	go run tools/lexicon/gen.go -pointers [-pointers-min-count 3] > /tmp/pointers.txt
//
// The fourth is a study table (stop 44, RETRIEVAL-LOG.md, Lexicon, "Stop 44
// (rec44b)"; TestPointerStudy reads it): what WordNet's other pointers
// (similar to, also see, attributes, entailment, cause, hypernyms, a derived
// form's derived form) reach from each word. On the tune sets none reaches
// an expected memory more often than only other memories, so no router
// table is made from it and it is not in the repository.
//
// The third, a word's definition's content words, is measured and not
// kept (RETRIEVAL-LOG.md, Lexicon, "Stop 43 (rec43b)"): the file is not in
// the repository, and the router code that read it is on branch
// rec43b-exp.
//
// The second makes the table of a verb's nouns the stemmer joins to the
// verb (stem_families.go; its rule is at nominalSuffixes and writeFamilies).
//
// The same database gives the same bytes: every choice below is a rule over
// the database (sense order, SemCor tag counts, pointers), ties are broken
// by spelling, and the output is sorted. What it keeps, and why:
//
//   - Only words English text actually uses: a word must have been tagged
//     in the SemCor corpus at least minCount times (cntlist.rev), which drops
//     rare and archaic synonyms ("canvass" for "poll").
//   - Only a word's frequent senses: its most frequent sense in each part of
//     speech, and any other sense tagged at least half as often. A word's
//     rare senses are where wrong meanings come from.
//   - A synonym (another word of such a sense) only when that sense is one
//     of the synonym's own frequent senses too, so the pair means the same
//     thing in ordinary use in both directions.
//   - Derivationally related forms ("fail" → "failure", "delete" →
//     "deletion") of the same senses: WordNet's "+" pointers between words.
//   - At most maxSyn synonyms and maxDer derived forms per word, the most
//     frequent first. Single words only: phrases are the hand-written
//     table's business.
//
// The line format is "word<TAB>synonyms<TAB>derived forms", words separated
// by spaces; a word with neither is left out.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

var (
	dict     = flag.String("dict", "/usr/share/wordnet", "WordNet 3.0 dict directory")
	minCount = flag.Int("min-count", 3, "least SemCor tag count of a word (all senses)")
	maxSyn   = flag.Int("max-syn", 4, "most synonyms per word")
	maxDer   = flag.Int("max-der", 3, "most derived forms per word")
	ratio    = flag.Float64("ratio", 0.5, "a sense is frequent when tagged at least ratio times the first")
	families = flag.Bool("families", false, "write lexicon/families.txt (a verb's regular nouns) instead")
	famLex   = flag.String("families-lex", "09,10,26", "lexicographer files of the noun senses -families keeps (all: every one)")
	glosses  = flag.Bool("glosses", false, "write lexicon/glosses.txt (a word's definition's content words) instead")
	glossMin = flag.Int("gloss-min-count", 1, "least SemCor tag count of a word -glosses keeps")
	glossMax = flag.Int("gloss-max", 6, "most definition words per word")
	glossDF  = flag.Float64("gloss-df", 0.005, "a definition word in more than this share of the definitions is left out")
	pointers = flag.Bool("pointers", false, "write the study table of WordNet's other pointers (stop 44) instead")
	ptrMin   = flag.Int("pointers-min-count", 0, "least SemCor tag count of a word -pointers keeps")
)

// nominalSuffixes are the regular English suffixes that make a noun of the
// act or result of a verb: "implement" → implementation, "configure" →
// configuration, "fail" → failure, "approve" → approval, "perform" →
// performance. A -families pair is a WordNet "+" pointer between a noun and
// a verb whose spelling is the verb (less a final e) and one of these.
//
// -families-lex keeps the pairs whose noun sense is in WordNet's noun.cognition
// (09), noun.communication (10) or noun.state (26) files: nouns that name
// what the verb gives or holds ("configuration", "information",
// "definition", "existence"). The act nouns (noun.act 04, noun.event 11,
// noun.process 22: "implementation", "failure", "approval") were measured
// and left out (RETRIEVAL-LOG.md, Terms): they join common task verbs ("fail",
// "add", "implement") to the nouns memories use in passing.
var nominalSuffixes = []string{"ation", "ition", "ion", "ment", "ance", "ence", "al", "ure"}

var posNames = []struct{ file, tag string }{{"noun", "n"}, {"verb", "v"}, {"adj", "a"}, {"adv", "r"}}

type senseRef struct {
	pos    string
	offset string
}

func main() {
	flag.Parse()
	// count[lemma%pos#sense] from cntlist.rev; pos is n v a r (s folds to a).
	counts := map[string]int{}
	total := map[string]int{}
	each(filepath.Join(*dict, "cntlist.rev"), func(f []string) {
		if len(f) < 3 {
			return
		}
		key := f[0]
		pct := strings.IndexByte(key, '%')
		if pct < 0 || pct+1 >= len(key) {
			return
		}
		lemma, pos := key[:pct], map[byte]string{'1': "n", '2': "v", '3': "a", '4': "r", '5': "a"}[key[pct+1]]
		n, _ := strconv.Atoi(f[2])
		counts[lemma+"%"+pos+"#"+f[1]] += n
		total[lemma] += n
	})
	// senses[lemma][pos] = synset offsets, most frequent first.
	senses := map[string]map[string][]string{}
	for _, p := range posNames {
		each(filepath.Join(*dict, "index."+p.file), func(f []string) {
			if len(f) < 6 {
				return
			}
			nSyn, _ := strconv.Atoi(f[2])
			nPtr, _ := strconv.Atoi(f[3])
			offs := f[4+nPtr+2:]
			if len(offs) > nSyn {
				offs = offs[:nSyn]
			}
			if senses[f[0]] == nil {
				senses[f[0]] = map[string][]string{}
			}
			senses[f[0]][p.tag] = offs
		})
	}
	// synsets: words and "+" pointers per synset.
	type synset struct {
		words []string
		der   map[int][]senseRef // source word number → derived targets
		lex   string             // lexicographer file number (04 noun.act)
		gloss string             // the definition and examples after "|"
	}
	synsets := map[senseRef]*synset{}
	for _, p := range posNames {
		each(filepath.Join(*dict, "data."+p.file), func(f []string) {
			if len(f) < 4 || len(f[0]) != 8 {
				return
			}
			words, ptrs := parseDataLine(f)
			s := &synset{words: words, der: map[int][]senseRef{}, lex: f[1], gloss: glossOf(f)}
			for _, pr := range ptrs {
				if pr.sym != "+" || pr.src == 0 && pr.tgt == 0 {
					continue
				}
				// Encode the target word number in the offset reference.
				s.der[pr.src] = append(s.der[pr.src], senseRef{pr.to.pos, pr.to.offset + "#" + strconv.Itoa(pr.tgt)})
			}
			tag := f[2]
			if tag == "s" {
				tag = "a"
			}
			synsets[senseRef{tag, f[0]}] = s
		})
	}
	// frequent reports the sense numbers (1-based) of lemma/pos that count
	// as its frequent senses.
	// A word's parts of speech are frequent when tagged at least half as
	// often as its commonest one ("bug" is a noun before it is a verb).
	posCount := func(lemma, pos string) int {
		n := 0
		for i := range senses[lemma][pos] {
			n += counts[lemma+"%"+pos+"#"+strconv.Itoa(i+1)]
		}
		return n
	}
	frequent := func(lemma, pos string) map[string]bool {
		out := map[string]bool{}
		best := 0
		for _, p := range posNames {
			best = max(best, posCount(lemma, p.tag))
		}
		if 2*posCount(lemma, pos) < best {
			return out
		}
		offs := senses[lemma][pos]
		if len(offs) == 0 {
			return out
		}
		c1 := counts[lemma+"%"+pos+"#1"]
		if c1 == 0 {
			return out
		}
		for i, off := range offs {
			c := counts[lemma+"%"+pos+"#"+strconv.Itoa(i+1)]
			if i == 0 || (c > 0 && float64(c) >= *ratio*float64(c1)) {
				out[off] = true
			}
		}
		return out
	}
	usable := func(w string) bool {
		if len(w) < 3 || total[w] < *minCount {
			return false
		}
		for _, r := range w {
			if r < 'a' || r > 'z' {
				return false
			}
		}
		return true
	}
	var lemmas []string
	for l := range senses {
		if usable(l) {
			lemmas = append(lemmas, l)
		}
	}
	sort.Strings(lemmas)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	if *families {
		writeFamilies(w, senses, total, frequent, func(pos, off string) ([]string, map[int][]senseRef, string) {
			s := synsets[senseRef{pos, off}]
			if s == nil {
				return nil, nil, ""
			}
			return s.words, s.der, s.lex
		})
		return
	}
	if *glosses {
		writeGlosses(w, senses, total, posCount, func(pos, off string) ([]string, map[int][]senseRef, string) {
			s := synsets[senseRef{pos, off}]
			if s == nil {
				return nil, nil, ""
			}
			return s.words, s.der, s.gloss
		})
		return
	}
	if *pointers {
		writePointers(w, senses, total, posCount)
		return
	}
	fmt.Fprintln(w, "# Generated by tools/lexicon/gen.go from WordNet 3.0 (see LICENSE-wordnet); do not edit.")
	byCount := func(ws []string) {
		sort.Slice(ws, func(i, j int) bool {
			if total[ws[i]] != total[ws[j]] {
				return total[ws[i]] > total[ws[j]]
			}
			return ws[i] < ws[j]
		})
	}
	for _, l := range lemmas {
		syn, der := map[string]bool{}, map[string]bool{}
		for _, p := range posNames {
			for off := range frequent(l, p.tag) {
				s := synsets[senseRef{p.tag, off}]
				if s == nil {
					continue
				}
				self := 0
				for i, sw := range s.words {
					if sw == l {
						self = i + 1
					}
				}
				for _, sw := range s.words {
					if sw != l && usable(sw) && frequent(sw, p.tag)[off] {
						syn[sw] = true
					}
				}
				for _, ref := range s.der[self] {
					hash := strings.IndexByte(ref.offset, '#')
					ts := synsets[senseRef{ref.pos, ref.offset[:hash]}]
					n, _ := strconv.Atoi(ref.offset[hash+1:])
					if ts == nil || n < 1 || n > len(ts.words) {
						continue
					}
					dw := ts.words[n-1]
					if dw != l && usable(dw) && frequent(dw, ref.pos)[ref.offset[:hash]] {
						der[dw] = true
					}
				}
			}
		}
		for d := range der {
			delete(syn, d)
		}
		if len(syn) == 0 && len(der) == 0 {
			continue
		}
		ss, ds := keys(syn), keys(der)
		byCount(ss)
		byCount(ds)
		if len(ss) > *maxSyn {
			ss = ss[:*maxSyn]
		}
		if len(ds) > *maxDer {
			ds = ds[:*maxDer]
		}
		fmt.Fprintf(w, "%s\t%s\t%s\n", l, strings.Join(ss, " "), strings.Join(ds, " "))
	}
}

// writeFamilies writes "noun<TAB>verb" for every usable noun that WordNet
// derives from a usable verb ("+" pointers between frequent senses of both)
// and that is spelled as the verb, less a final e, plus a nominal suffix.
// A noun derived from two verbs keeps the one SemCor tags most often.
func writeFamilies(w *bufio.Writer, senses map[string]map[string][]string, total map[string]int,
	frequent func(lemma, pos string) map[string]bool, synset func(pos, off string) ([]string, map[int][]senseRef, string)) {
	// Every single-word lemma counts, not only those SemCor tags often:
	// "configuration" and "documentation" are rare in its 1990s texts.
	// A lemma SemCor never tagged has its first sense as its frequent one
	// (WordNet lists senses commonest first).
	usable := map[string]bool{}
	for l := range senses {
		if len(l) >= 3 && strings.Trim(l, "abcdefghijklmnopqrstuvwxyz") == "" {
			usable[l] = true
		}
	}
	lemmas := slices.Sorted(maps.Keys(usable))
	freq := func(lemma, pos string) map[string]bool {
		if total[lemma] > 0 {
			return frequent(lemma, pos)
		}
		if offs := senses[lemma][pos]; len(offs) > 0 {
			return map[string]bool{offs[0]: true}
		}
		return nil
	}
	regular := func(noun, verb string) bool {
		for _, base := range []string{verb, strings.TrimSuffix(verb, "e")} {
			rest, ok := strings.CutPrefix(noun, base)
			if ok && slices.Contains(nominalSuffixes, rest) {
				return true
			}
		}
		return false
	}
	best := map[string]string{}
	for _, noun := range lemmas {
		for off := range freq(noun, "n") {
			words, der, lex := synset("n", off)
			self := slices.Index(words, noun) + 1
			for _, ref := range der[self] {
				if ref.pos != "v" {
					continue
				}
				voff, num, _ := strings.Cut(ref.offset, "#")
				vwords, _, _ := synset("v", voff)
				n, _ := strconv.Atoi(num)
				if n < 1 || n > len(vwords) {
					continue
				}
				verb := vwords[n-1]
				if !usable[verb] || !freq(verb, "v")[voff] || !regular(noun, verb) {
					continue
				}
				if *famLex != "all" && !slices.Contains(strings.Split(*famLex, ","), lex) {
					continue
				}
				if b, ok := best[noun]; !ok || total[verb] > total[b] || (total[verb] == total[b] && verb < b) {
					best[noun] = verb
				}
			}
		}
	}
	fmt.Fprintln(w, "# Generated by tools/lexicon/gen.go -families from WordNet 3.0 (see LICENSE-wordnet); do not edit.")
	for _, noun := range slices.Sorted(maps.Keys(best)) {
		fmt.Fprintf(w, "%s\t%s\n", noun, best[noun])
	}
}

func keys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// each calls fn with the space-separated fields of every line of a file.
func each(path string, fn func([]string)) {
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), " ") {
			continue // the licence header of the index and data files
		}
		fn(strings.Fields(sc.Text()))
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

// glossOf is the text after a data line's "|": the definition, then any
// examples in quotes.
func glossOf(f []string) string {
	for i, x := range f {
		if x == "|" {
			return strings.Join(f[i+1:], " ")
		}
	}
	return ""
}

// negation words make the rest of their clause the opposite of the
// meaning ("slow": not moving quickly): the rest is left out.
var negation = map[string]bool{"not": true, "no": true, "non": true, "lacking": true, "without": true, "never": true}

// glossStopwords are English function words, which say nothing of what a
// definition is about.
var glossStopwords = strings.Fields(`a about above after again against all also am an and any are as at be
because been before being below between both but by can could did do does doing down during each either etc
few for from further had has have having he her here hers him his how however i if in into is it its itself
just least less may me might more most much must my no nor not now of off on once one ones only or other
our out over own per rather same shall she should so some such than that the their them then there these
they this those through thus to too under until up upon us very was we were what when where whether which
while who whom whose why will with within without would you your`)

// writeGlosses writes "word<TAB>definition words" (issue 16 item 3): what
// a word means, in the words its definition uses, for a task word no
// memory has ("exhausted" → tired, ...). The word is every single plain
// lemma SemCor tags at least -gloss-min-count times; its sense is its
// commonest one: the first sense (WordNet lists senses commonest first) of
// the part of speech SemCor tags it in most (ties: noun, verb, adjective,
// adverb). The definition is the gloss before its first ";" (the examples
// follow); its words are kept in order when they are plain words of three
// letters or more, not function words, not the word itself or a word
// beginning with it (its inflections and suffixed forms, which the stemmer
// mostly joins to it), not a word after a negation in its clause ("slow":
// not moving quickly), and not words in
// more than -gloss-df of all the definitions kept (gloss boilerplate:
// "something", "especially", "relating"); at most -gloss-max of them.
func writeGlosses(w *bufio.Writer, senses map[string]map[string][]string, total map[string]int,
	posCount func(lemma, pos string) int, synset func(pos, off string) ([]string, map[int][]senseRef, string)) {
	stop := map[string]bool{}
	for _, s := range glossStopwords {
		stop[s] = true
	}
	var lemmas []string
	for l := range senses {
		if len(l) >= 3 && total[l] >= *glossMin && strings.Trim(l, "abcdefghijklmnopqrstuvwxyz") == "" {
			lemmas = append(lemmas, l)
		}
	}
	sort.Strings(lemmas)
	defs := map[string][]string{}
	df := map[string]int{}
	for _, l := range lemmas {
		best, bestN := "", 0
		for _, p := range posNames {
			if n := posCount(l, p.tag); n > bestN && len(senses[l][p.tag]) > 0 {
				best, bestN = p.tag, n
			}
		}
		if best == "" {
			continue
		}
		_, _, gloss := synset(best, senses[l][best][0])
		def, _, _ := strings.Cut(gloss, "\"")
		seen := map[string]bool{}
		var ws []string
		for _, clause := range strings.FieldsFunc(strings.ToLower(def), func(r rune) bool { return strings.ContainsRune(",;:()", r) }) {
			for _, g := range strings.FieldsFunc(clause, func(r rune) bool { return r < 'a' || r > 'z' }) {
				if negation[g] {
					break
				}
				if len(g) < 3 || stop[g] || seen[g] || strings.HasPrefix(g, l) {
					continue
				}
				seen[g] = true
				ws = append(ws, g)
				df[g]++
			}
		}
		defs[l] = ws
	}
	limit := *glossDF * float64(len(defs))
	fmt.Fprintln(w, "# Generated by tools/lexicon/gen.go -glosses from WordNet 3.0 (see LICENSE-wordnet); do not edit.")
	for _, l := range lemmas {
		var keep []string
		for _, g := range defs[l] {
			if float64(df[g]) <= limit && len(keep) < *glossMax {
				keep = append(keep, g)
			}
		}
		if len(keep) > 0 {
			fmt.Fprintf(w, "%s\t%s\n", l, strings.Join(keep, " "))
		}
	}
}

// ptrRef is one pointer of a synset: its symbol, its target synset, and the
// source and target word numbers (0 for a pointer between whole synsets).
// parseDataLine reads a data.<pos> line's fields: its words, lower-cased as
// written (a syntactic marker such as "(a)" kept), and its pointers, a
// satellite adjective's "s" read as "a".
func parseDataLine(f []string) (words []string, ptrs []ptrRef) {
	wc, _ := strconv.ParseInt(f[3], 16, 32)
	i := 4
	for k := 0; k < int(wc); k++ {
		words = append(words, strings.ToLower(f[i]))
		i += 2
	}
	pc, _ := strconv.Atoi(f[i])
	i++
	for k := 0; k < pc; k++ {
		sym, off, pos, st := f[i], f[i+1], f[i+2], f[i+3]
		i += 4
		if pos == "s" {
			pos = "a"
		}
		src, _ := strconv.ParseInt(st[:2], 16, 32)
		tgt, _ := strconv.ParseInt(st[2:], 16, 32)
		ptrs = append(ptrs, ptrRef{sym, senseRef{pos, off}, int(src), int(tgt)})
	}
	return words, ptrs
}

type ptrRef struct {
	sym      string
	to       senseRef
	src, tgt int
}

// pointerKinds are the pointer types the stop-44 study follows (issue 16
// item 3): adjectives' similar to (&) and also see (^), attributes (=),
// verbs' entailment (*) and cause (>), hypernyms one level up (@), a derived
// form's derived form (++), a satellite's head's derived forms (&+), and,
// for comparison, synonyms (syn) and derived forms (+); &+s and +s take
// the derived form's whole synset ("tired" → fatigue, weariness, tiredness).
var pointerKinds = []string{"&", "^", "=", "*", ">", "@", "++", "&+", "&+s", "+s", "syn", "+"}

// writePointers writes "word<TAB>kind:scope<TAB>targets" for every single
// plain lemma: scope 1 follows the word's commonest sense (the first sense
// of the part of speech SemCor tags most, or the first part of speech with
// senses when SemCor tags none), scope a follows all its senses. Targets
// are lemmas (a phrase's words joined by "_"), sorted, the word left out.
func writePointers(w *bufio.Writer, senses map[string]map[string][]string, total map[string]int, posCount func(lemma, pos string) int) {
	words := map[senseRef][]string{}
	ptrs := map[senseRef][]ptrRef{}
	for _, p := range posNames {
		each(filepath.Join(*dict, "data."+p.file), func(f []string) {
			if len(f) < 4 || len(f[0]) != 8 {
				return
			}
			tag := p.tag
			ref := senseRef{tag, f[0]}
			ws, ps := parseDataLine(f)
			for _, lw := range ws {
				if j := strings.IndexByte(lw, '('); j > 0 {
					lw = lw[:j] // "worn-out(a)": the syntactic marker
				}
				words[ref] = append(words[ref], lw)
			}
			ptrs[ref] = ps
		})
	}
	// follow gives the targets of sym from word number self of a synset.
	follow := func(from senseRef, self int, sym string) []string {
		var out []string
		for _, pr := range ptrs[from] {
			if pr.sym != sym || (pr.src != 0 && pr.src != self) {
				continue
			}
			tw := words[pr.to]
			if pr.tgt != 0 {
				if pr.tgt <= len(tw) {
					out = append(out, tw[pr.tgt-1])
				}
				continue
			}
			out = append(out, tw...)
		}
		return out
	}
	// derivedRefs are the synsets and word numbers a word's "+" reaches.
	derivedRefs := func(from senseRef, self int) []ptrRef {
		var out []ptrRef
		for _, pr := range ptrs[from] {
			if pr.sym == "+" && pr.src == self && pr.tgt > 0 {
				out = append(out, pr)
			}
		}
		return out
	}
	var lemmas []string
	for l := range senses {
		if len(l) >= 3 && total[l] >= *ptrMin && strings.Trim(l, "abcdefghijklmnopqrstuvwxyz") == "" {
			lemmas = append(lemmas, l)
		}
	}
	sort.Strings(lemmas)
	fmt.Fprintln(w, "# Generated by tools/lexicon/gen.go -pointers from WordNet 3.0 (see LICENSE-wordnet); do not edit.")
	for _, l := range lemmas {
		best, bestN := "", -1
		for _, p := range posNames {
			if n := posCount(l, p.tag); n > bestN && len(senses[l][p.tag]) > 0 {
				best, bestN = p.tag, n
			}
		}
		for _, scope := range []string{"1", "a"} {
			var refs []senseRef
			for _, p := range posNames {
				for i, off := range senses[l][p.tag] {
					if scope == "a" || (p.tag == best && i == 0) {
						refs = append(refs, senseRef{p.tag, off})
					}
				}
			}
			for _, kind := range pointerKinds {
				got := map[string]bool{}
				for _, ref := range refs {
					self := slices.Index(words[ref], l) + 1
					var ts []string
					switch kind {
					case "syn":
						ts = words[ref]
					case "++":
						for _, d := range derivedRefs(ref, self) {
							for _, d2 := range derivedRefs(d.to, d.tgt) {
								ts = append(ts, words[d2.to][d2.tgt-1])
							}
						}
					case "&+", "&+s":
						for _, pr := range ptrs[ref] {
							if pr.sym == "&" {
								for i := range words[pr.to] {
									for _, d := range derivedRefs(pr.to, i+1) {
										if kind == "&+s" {
											ts = append(ts, words[d.to]...)
										} else {
											ts = append(ts, words[d.to][d.tgt-1])
										}
									}
								}
							}
						}
					case "+s":
						for _, d := range derivedRefs(ref, self) {
							ts = append(ts, words[d.to]...)
						}
					default:
						ts = follow(ref, self, kind)
					}
					for _, t := range ts {
						if t != l {
							got[t] = true
						}
					}
				}
				if len(got) > 0 {
					fmt.Fprintf(w, "%s\t%s:%s\t%s\n", l, kind, scope, strings.Join(slices.Sorted(maps.Keys(got)), " "))
				}
			}
		}
	}
}
