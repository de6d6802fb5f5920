package main

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file makes words of text that has none between spaces: Chinese,
// Japanese and Korean (CJK), and folds the accents of Latin letters, so
// that users who write their memories and tasks in those languages reach
// them (README "Languages"). Every text with neither is tokenized exactly
// as before: tokenize calls in here only for a token with a byte above
// ASCII.
//
// A CJK run is indexed as its overlapping two-character words, the
// bigrams most search engines use for these scripts without a dictionary:
// "数据库迁移" gives 数据 据库 库迁 迁移, and a task saying "数据库" shares
// two of them. A run of one character is that character. Scripts are
// split apart first (kanji, katakana and Hangul each make their own runs)
// and Hiragana is dropped: in Japanese it writes the particles and verb
// endings (の, は, して, です) that every sentence shares, while the
// words a task names are in kanji and katakana.

// cjkScript is which run a rune belongs to: 0 is none (not CJK).
func cjkScript(r rune) int {
	switch {
	case r < 0x1100:
		return 0
	case unicode.Is(unicode.Han, r) || r == '々' || r == '〆':
		return 1
	case unicode.Is(unicode.Katakana, r) || r == 'ー':
		return 2
	case unicode.Is(unicode.Hangul, r):
		return 3
	case unicode.Is(unicode.Hiragana, r):
		return 4
	}
	return 0
}

const hiraganaScript = 4

// cjkBreaks are Chinese particles that end a word and are never one: a
// bigram across one ("新的数据" → 新的, 的数) is noise that any two
// sentences share.
const cjkBreaks = "的了吗呢吧啊"

// cjkStopBigrams are the function words of questions and requests in
// Chinese and the polite endings of Korean, which two texts share whatever
// their topic ("怎么", "一个", "什么"; "니다", "세요").
var cjkStopBigrams = lazySet(`一个 这个 那个 哪个 什么 怎么 怎样 如何 为什 我们 你们 他们 她们 它们
可以 是否 哪里 这里 那里 这样 那样 还是 或者 就是 已经 应该 能不 不能够 请问 帮我 一下
니다 습니 세요 나요 어요 해요 까요 합니 입니`)

// splitCJK splits a token that holds a CJK rune into its non-CJK parts
// (returned as they are, for tokenize's identifier rules) and its CJK
// terms; ok is false when the token has no CJK rune.
func splitCJK(raw string) (parts []string, cjk []string, ok bool) {
	start, script, runStart := 0, 0, -1
	flush := func(end int) {
		if runStart >= 0 {
			if script != hiraganaScript {
				cjk = appendCJKRun(cjk, raw[runStart:end])
			}
			runStart = -1
		}
	}
	for i, r := range raw {
		s := cjkScript(r)
		if s == 0 || strings.ContainsRune(cjkBreaks, r) {
			flush(i)
			if s != 0 && start < i { // a particle: the Latin text before it
				parts = append(parts, raw[start:i])
			}
			if s != 0 {
				start = i + utf8.RuneLen(r)
			}
			continue
		}
		ok = true
		if runStart < 0 || s != script {
			flush(i)
			if start < i {
				parts = append(parts, raw[start:i])
			}
			runStart, script = i, s
		}
		start = i + utf8.RuneLen(r)
	}
	flush(len(raw))
	if start < len(raw) {
		parts = append(parts, raw[start:])
	}
	return parts, cjk, ok
}

// appendCJKRun appends a run's bigrams but the stop bigrams, or the run
// itself when it is one character.
func appendCJKRun(out []string, run string) []string {
	_, n := utf8.DecodeRuneInString(run)
	if n == len(run) {
		return append(out, run)
	}
	at := 0
	for i, r := range run[n:] {
		i += n
		if bg := run[at : i+utf8.RuneLen(r)]; !cjkStopBigrams()[bg] {
			out = append(out, bg)
		}
		at = i
	}
	return out
}

// hasCJK reports whether text holds a CJK rune.
func hasCJK(text string) bool {
	for _, r := range text {
		if cjkScript(r) != 0 {
			return true
		}
	}
	return false
}

// foldAccents maps the accented Latin letters of s to their plain letters
// ("données" → "donnees", "Größe" → "grosse"), so that a task typed
// without its accents matches a memory written with them, and the other
// way round. s is returned as it is when it has none.
func foldAccents(s string) string {
	i := strings.IndexFunc(s, func(r rune) bool { return foldOf(r) != "" })
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for _, r := range s[i:] {
		if f := foldOf(r); f != "" {
			b.WriteString(f)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// latinFolds are the plain forms of U+00C0-U+017F, Latin-1 Supplement's
// letters then Latin Extended-A, in code point order; "" marks a rune that
// is no accented letter (×, ÷).
var latinFolds = strings.Fields(`A A A A A A AE C E E E E I I I I D N O O O O O - O U U U U Y TH ss
a a a a a a ae c e e e e i i i i d n o o o o o - o u u u u y th y
A a A a A a C c C c C c C c D d D d E e E e E e E e E e G g G g G g G g H h H h
I i I i I i I i I i IJ ij J j K k k L l L l L l L l L l N n N n N n n NG ng
O o O o O o OE oe R r R r R r S s S s S s S s T t T t T t U u U u U u U u U u U u
W w Y y Y Z z Z z Z z s`)

// foldOf is r's plain form, "" when r has none.
func foldOf(r rune) string {
	if r < 0xC0 || r > 0x17F {
		return ""
	}
	f := latinFolds[r-0xC0]
	if f == "-" {
		return ""
	}
	return f
}

// appendForeign is tokenize for a token with a byte above ASCII: its
// accents folded, its CJK runs made bigrams, the rest tokenized as ever.
func appendForeign(out []string, raw string) []string {
	raw = foldAccents(raw)
	parts, cjk, ok := splitCJK(raw)
	if !ok {
		return appendToken(out, raw)
	}
	for _, p := range parts {
		out = appendToken(out, p)
	}
	return append(out, cjk...)
}

// cjkShare is how much of a word a term is for abstention's unknown
// information: half for a CJK bigram, whose characters are each in two
// (a sentence's bigrams are about half words and half pairs across two
// words' boundary: "订单服务" gives 订单 单服 服务), whole for any other.
// Counted whole, a Chinese task of three words the store has and two it
// lacks was "mostly unknown" and answered nothing.
func cjkShare(t string) float64 {
	if !isASCII(t) && hasCJK(t) {
		return 0.5
	}
	return 1
}

// foreignStopwords are the commonest function words of French, German,
// Spanish, Italian and Portuguese, accents folded, that two texts share
// whatever their topic ("une", "pour", "und", "para"), added to the
// stopwords. Left out are those that are also words or names in English
// software text: "de" and "en" (locales), "des" and "der" (ciphers,
// encodings), "es", "sa", "su", "du", "mit", "die", "aux", "plus".
const foreignStopwords = `le la les un une et ou est sont pour par avec dans sur ces cette qui que
quoi pas nous vous ils elles leur leurs je tu notre votre quel quelle quels quelles etre ete fait
und ist nicht ein eine einen einem einer dem den zu von auf bei wie wir ich sie sind wird werden
oder auch nur noch kann soll muss fur
los las del por para una unos unas como pero muy
della che sono nao uma
`
