package main

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
)

// A team that lifts a rule often names it instead of restating it: "the
// second-reviewer rule was lifted", "the console.log ban no longer
// applies", "we dropped the 80-column limit", "ignore what we said about
// screenshots", in English or in the language the team writes ("la règle
// du vendredi ne s'applique plus", "das goto-Verbot gilt nicht mehr",
// "禁止 unwrap 的规定已经取消了"). Such a text shares few words with the
// memory, so the statement reader (statement.go) sees no reversal and
// answers ADD; worse, a lifting for a narrower scope ("the relative-links
// rule no longer applies to the README files only; they link to the
// production site") can read as the whole rule reversed.
//
// readNamedLifting finds that shape; namedMemories finds the memories the
// name names: those holding every word of it. statementVerdict then
// proposes SUPERSEDE only when exactly one memory of the candidate's type
// is named and the lifting covers the rule's whole scope; a lifting for a
// narrower scope ("... no longer applies to tests only", "was lifted for
// permission set changes") reverses nothing, and is never a SUPERSEDE.
// A SUPERSEDE is always a proposal a human approves.

// namedLifting is what a candidate says of a rule it names.
type namedLifting struct {
	name     string // the words that name the rule
	narrowed bool   // lifted for a narrower scope or at a condition only
}

// Each pattern reads one clause (lower case, ’ as '): "name" is the naming
// phrase, "name2" a second part of it ("the cap on the gpu partition"),
// "tail" what follows the lifting in the clause (a scope of its own). The
// lifting predicates are past or present: "will be lifted" lifts nothing
// yet, and "was not lifted" is no match.
var (
	enRuleNoun = `(?:rule|ban|limit|cap|policy|requirement|restriction|prohibition|convention|guideline)`
	enLifted   = `(?:no longer (?:applies|holds|stands|exists)|(?:does not|doesn't) apply any ?more|(?:is|are) no longer in (?:force|effect)|(?:is|are) gone|(?:was|were|has been|have been|is|are) (?:lifted|dropped|removed|retired|scrapped|abolished|rescinded|revoked|withdrawn|cancell?ed))`
	frNoun     = `(?:règle|interdiction|limite|politique|contrainte|obligation)`
	frLifted   = `(?:ne s'applique plus|n'est plus en vigueur|n'existe plus|(?:a été|est) (?:levée?|supprimée?|abandonnée?|abolie?|retirée?|annulée?))`
	deNoun     = `(?:verbot|regel|limit|grenze|vorgabe|pflicht)`
	deLifted   = `(?:gilt nicht mehr|gilt nicht länger|(?:ist|wurde) (?:aufgehoben|abgeschafft|gestrichen)|entfällt|ist weg)`
	esNoun     = `(?:regla|prohibición|norma|límite|restricción|política)`
	esLifted   = `(?:ya no (?:aplica|se aplica|rige|vale|existe)|(?:fue|ha sido) (?:eliminad[oa]|retirad[oa]|abolid[oa]|levantad[oa]|derogad[oa]))`
	ptNoun     = `(?:regra|proibição|norma|limite|restrição|política)`
	ptLifted   = `(?:não (?:vale|se aplica|existe) mais|já não (?:vale|se aplica)|(?:foi|foram) (?:removid[oa]|abolid[oa]|revogad[oa]|derrubad[oa]|eliminad[oa]))`

	namedLiftings = lazyRegexps(
		// the em dash ban no longer applies; the cap on the gpu partition was lifted
		`^(?:the|our|that|this)\s+(?:(?P<name>.+?)\s+)?`+enRuleNoun+`(?:\s+(?:on|against|about|for|of|to)\s+(?P<name2>.+?))?\s+`+enLifted+`(?P<tail>.*)$`,
		// we dropped the 80-column limit
		`^we(?:'ve| have)?\s+(?:dropped|lifted|removed|retired|scrapped|abolished|rescinded|revoked|killed)\s+(?:the|our|that|this)\s+(?:(?P<name>.+?)\s+)?`+enRuleNoun+`(?:\s+(?:on|against|about|for|of|to)\s+(?P<name2>.+?))?(?P<tail>)$`,
		`^(?:please\s+)?(?:ignore|forget|disregard)\s+(?:what|everything)\s+(?:we|i)\s+(?:said|wrote|told you|decided)\s+(?:about|on|regarding)\s+(?P<name>.+?)(?P<tail>)$`,
		`^(?:la|le|l')\s*`+frNoun+`\s+(?:du|de la|de l'|des|de|d'|sur|contre|concernant)\s*(?P<name>.+?)\s+`+frLifted+`(?P<tail>.*)$`,
		`^(?:on a|nous avons)\s+(?:abandonné|supprimé|levé|retiré|aboli|annulé)\s+(?:la|le|l')\s*`+frNoun+`\s+(?:du|de la|de l'|des|de|d'|sur|contre)\s*(?P<name>.+?)(?P<tail>)$`,
		`^(?:oubliez|oublie|ignorez|ignore)\s+ce\s+qu(?:'on a|e nous avons|e l'on a)\s+dit\s+(?:sur|à propos de|au sujet de|concernant)\s+(?P<name>.+?)(?P<tail>)$`,
		`^(?:das|die|der)\s+(?P<name>\S+?)-?`+deNoun+`\s+`+deLifted+`(?P<tail>.*)$`,
		`^(?:das|die|der)\s+`+deNoun+`\s+(?:zu|zum|zur|über|für|gegen|von|bei)\s+(?P<name>.+?)\s+`+deLifted+`(?P<tail>.*)$`,
		`^(?:vergesst|vergessen sie|vergiss|ignoriert|ignorieren sie|ignoriere)\s*,?\s+was\s+wir\s+(?:über|zu)\s+(?P<name>.+?)\s+gesagt\s+haben(?P<tail>)$`,
		`^(?:la|el)\s+`+esNoun+`\s+(?:de la|de|del|sobre|contra)\s+(?P<name>.+?)\s+`+esLifted+`(?P<tail>.*)$`,
		`^(?:olvidad|olviden|olvida|olvide|ignorad|ignoren|ignora)\s+lo\s+que\s+(?:dijimos|hemos dicho|habíamos dicho)\s+(?:sobre|de|acerca de)\s+(?P<name>.+?)(?P<tail>)$`,
		`^(?:a|o)\s+`+ptNoun+`\s+(?:de|do|da|dos|das|contra|sobre)\s+(?P<name>.+?)\s+`+ptLifted+`(?P<tail>.*)$`,
		`^(?:esqueçam|esqueça|esquece|ignorem|ignore)\s+o\s+que\s+(?:dissemos|falamos)\s+(?:sobre|de|a respeito de)\s+(?P<name>.+?)(?P<tail>)$`,
		// C++のみのルールは廃止された; マップファイルの承認ルールはもう適用されない
		`^(?P<name>.+?)の?ルールは(?:もう)?(?:適用されない|適用されません|廃止(?:された|されました|です|になった|しました)?|撤廃(?:された|されました)?|なくなった|なくなりました)(?P<tail>)$`,
		`^(?P<name>.+?)について(?:言った|話した|決めた)ことは(?:忘れて|無視して)(?P<tail>)`,
		// 禁止 unwrap 的规定已经取消了; 忽略之前关于界面文字的规定
		`^(?P<name>.+?)的?(?:规定|规则|限制|禁令)(?:已经|已)?(?:取消|废除|作废|不再适用|失效)了?(?P<tail>.*)$`,
		`^(?:忽略|忘掉|忘记|无视)(?:之前|以前|我们)?(?:说的|说过的)?(?:关于|有关)(?P<name>.+?)的(?:规定|规则|说法|话)(?P<tail>)`,
	)
)

// lazyRegexps compiles its expressions on first use.
func lazyRegexps(exprs ...string) func() []*regexp.Regexp {
	fs := make([]func() *regexp.Regexp, len(exprs))
	for i, e := range exprs {
		fs[i] = lazyRegexp(e)
	}
	return func() []*regexp.Regexp {
		out := make([]*regexp.Regexp, len(fs))
		for i, f := range fs {
			out[i] = f()
		}
		return out
	}
}

// liftTailWords may follow a lifting without narrowing it ("... no longer
// applies, anymore", "was dropped last sprint").
var liftTailWords = lazySet("anymore any more now again either at all for good here today yesterday last this week sprint month quarter year release in the repo repository project codebase team")

// conditionOpeners open a clause that lifts nothing yet ("if the X rule
// is lifted, ...").
var conditionOpeners = lazySet("if when once unless until whether before after si wenn falls sobald cuando quando se")

// readNamedLifting reads the first clause of text that names a rule and
// lifts it, or returns nil.
func readNamedLifting(text string) *namedLifting {
	for _, cl := range liftClauses(text) {
		if strings.HasSuffix(cl, "?") || strings.HasSuffix(cl, "？") {
			continue
		}
		cl = strings.TrimRight(cl, "?？")
		if f := strings.Fields(cl); len(f) > 0 && conditionOpeners()[strings.Trim(f[0], ",")] {
			continue
		}
		for _, re := range namedLiftings() {
			m := re.FindStringSubmatch(cl)
			if m == nil {
				continue
			}
			var name, tail string
			for i, g := range re.SubexpNames() {
				switch g {
				case "name", "name2":
					name = strings.TrimSpace(name + " " + m[i])
				case "tail":
					tail = m[i]
				}
			}
			return &namedLifting{name: name, narrowed: narrowingTail(tail)}
		}
	}
	return nil
}

// liftClauses splits text at the marks that end a clause: a sentence's
// end, a semicolon, a colon or a dash between spaces; a dot inside a word
// ("console.log", "8.3") ends nothing. Each clause is lower case, with ’
// as ' and the space around it trimmed.
func liftClauses(text string) []string {
	rs := []rune(strings.ReplaceAll(strings.ToLower(text), "’", "'"))
	var out []string
	start := 0
	flush := func(end int, keep bool) {
		cl := string(rs[start:end])
		if keep {
			cl += string(rs[end])
		}
		if cl = strings.TrimSpace(cl); cl != "" {
			out = append(out, cl)
		}
		start = end + 1
	}
	for i, r := range rs {
		next := rune(' ')
		if i+1 < len(rs) {
			next = rs[i+1]
		}
		switch {
		case strings.ContainsRune("。；：！？\n", r):
			flush(i, r == '？')
		case strings.ContainsRune(";:!", r) && unicode.IsSpace(next):
			flush(i, false)
		case r == '?' && unicode.IsSpace(next):
			flush(i, true)
		case r == '.' && unicode.IsSpace(next):
			flush(i, false)
		}
	}
	flush(len(rs), false)
	return out
}

// narrowingTail reports whether what follows a lifting, up to the next
// comma, gives it a scope of its own ("... no longer applies to the
// README files only", "... wurde für Tests aufgehoben" is read by the
// name instead).
func narrowingTail(tail string) bool {
	tail, _, _ = strings.Cut(tail, ",")
	tail, _, _ = strings.Cut(tail, "，")
	for _, w := range strings.FieldsFunc(tail, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if liftReasons()[w] {
			return false // the rest gives the reason: "... was dropped since bors squashes"
		}
		if !liftTailWords()[w] {
			return true
		}
	}
	return false
}

// liftReasons open the reason for a lifting, which narrows nothing.
var liftReasons = lazySet("since because as now so weil da denn parce car puisque porque pois 因为 由于")

// nameFillers are the words of a naming phrase that name nothing: articles,
// prepositions, the rule nouns and "only"/"no" of "the LWC-only rule", "the
// no-force-unwrap rule", in the languages the patterns read.
var nameFillers = lazySet("the a an of on in for to about against with our we us our no not only any all this that what said rule rules ban limit cap policy " +
	"la le les l du de des d sur contre un une règle limite interdiction seulement " +
	"das die der den dem zu zum zur über für gegen von im mit nur regel verbot " +
	"el los las del sobre contra lo regla prohibición solo " +
	"o a os as do da dos das em na regra contra apenas")

// nameWords splits a naming phrase into the words a memory must hold. A
// word of CJK letters is split at the particles that join nouns (の, 的,
// を, で, は), and のみ / 只 ("only") name nothing.
func nameWords(name string) []string {
	var out []string
	name = strings.NewReplacer("のみ", " ", "只", " ").Replace(name)
	for _, f := range strings.FieldsFunc(name, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune("-/,()\"'`“”「」『』、の的をではが", r)
	}) {
		f = strings.Trim(f, ".:;!?")
		if f == "" || nameFillers()[f] {
			continue
		}
		out = append(out, f)
	}
	return out
}

// memoryWords are a memory's words as nameWords splits them, lower case:
// "@isTest(SeeAllData=true)" holds "seealldata", "MISRA-C:2012-Prüfung"
// holds "prüfung".
func memoryWords(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("._+#", r)
	})
}

// namesWord reports whether a name's word w is one of the memory's words
// ws or, for a word of CJK letters or a memory written in them, inside
// the memory's text: the same
// word, or a form of it ("links", "link"; "verbot", "verboten"; "coded",
// "code": a common start of four letters or more, at most two letters
// short of either). A word of three letters or fewer must be the same.
func namesWord(w string, ws []string, low string) bool {
	if hasCJK(w) || hasCJK(low) && strings.Contains(low, w) {
		// CJK text has no spaces between words: "C++で書く" holds "c++"
		return strings.Contains(low, w)
	}
	w = strings.Trim(w, "._+#")
	for _, m := range ws {
		m = strings.Trim(m, ".")
		if m == w {
			return true
		}
		a, b := []rune(w), []rune(m)
		if len(a) < 4 || len(b) < 4 {
			continue
		}
		n := 0
		for n < len(a) && n < len(b) && a[n] == b[n] {
			n++
		}
		if n >= 4 && n >= min(len(a), len(b))-2 {
			return true
		}
	}
	return false
}

// namedMemories are the memories of pool whose text holds every word of
// the name (nil when the name holds no word), and those that hold a form
// of each ("links" for "link", "merging" for "merge").
//
// A name of one word must be one of the memory's words (or its plural) to
// name it: a form of it is too weak a sign ("the no-merge policy" named
// "review every schema change before merging"), though it still makes the
// name ambiguous ("the review rule" beside "... a second reviewer"). A
// name that opens with "no" ("the no-force-unwrap rule") names a memory
// that forbids: one that says "not", "never", "no", "avoid" or the like.
func namedMemories(pool []*entry, name string, textOf func(*memory) string) (named, loose []*entry) {
	words := nameWords(name)
	if len(words) == 0 {
		return nil, nil
	}
	forbids := namedProhibition(name)
	for _, en := range pool {
		low := textOf(en.mem) // lower case; kept only for this memory
		ws := memoryWords(low)
		if forbids && !saysProhibition(ws) {
			continue
		}
		all := true
		for _, w := range words {
			if all = namesWord(w, ws, low); !all {
				break
			}
		}
		if !all {
			continue
		}
		loose = append(loose, en)
		w := words[0]
		if len(words) > 1 || hasCJK(w) || hasCJK(low) || slices.ContainsFunc(ws, func(m string) bool { return m == w || m == w+"s" || m == w+"es" || w == m+"s" }) {
			named = append(named, en)
		}
	}
	return named, loose
}

// namedProhibition reports whether a naming phrase opens with "no" ("no
// merge", "no-force-unwrap").
func namedProhibition(name string) bool {
	f := strings.Fields(strings.ReplaceAll(name, "-", " "))
	return len(f) > 0 && f[0] == "no"
}

// saysProhibition reports whether a memory's words forbid something.
func saysProhibition(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool { return negations()[w] || prohibitionWords()[w] })
}

// negations say "do not" (prohibitionWords, statement.go, the verbs).
var negations = lazySet("not never no don't dont without nor cannot can't mustn't shouldn't")

// judgeNamed applies what a candidate that names a rule and lifts it says
// to the statement reader's verdict j: a lifting of the whole rule that
// names exactly one memory of the candidate's type is its SUPERSEDE (when
// the reader found nothing, or found that memory); naming two or more, it
// stays what the reader said, with the first named as related. A lifting
// for a narrower scope retires nothing: a SUPERSEDE the reader found
// becomes an ADD naming its memory as related.
func judgeNamed(s *store, c candidate, scope string, j *verdictJudge) {
	nl := readNamedLifting(c.Text)
	if nl == nil {
		return
	}
	var pool []*entry
	for _, en := range s.entries {
		if en.hidden == "" && !en.mem.isWorking() && en.root.scope == scope && en.mem.kind() == c.Type {
			pool = append(pool, en)
		}
	}
	named, loose := namedMemories(pool, nl.name, j.vt.text)
	if len(named) == 1 && namesListItem(nl.name, j.vt.text(named[0].mem)) {
		nl.narrowed = true // one item of the rule's list lifted (verdict_named_partial.go)
	}
	sortByID(loose)
	if len(loose) > 1 {
		named = loose // ambiguous: none is retired, the first is related
	}
	switch {
	case nl.narrowed && j.kind == verdictSupersede:
		j.kind, j.related, j.target = verdictAdd, j.target, nil
	case nl.narrowed:
	case len(named) == 1 && (j.target == nil || j.target == named[0]):
		j.kind, j.target, j.related = verdictSupersede, named[0], nil
		return
	case len(named) == 1:
		// the reader found another memory: unsure, so ADD
		j.kind, j.target, j.related = verdictAdd, nil, named[0]
	}
	if j.target == nil && j.related == nil && len(loose) > 0 {
		j.related = loose[0]
	}
}

// sortByID orders entries by memory id.
func sortByID(es []*entry) {
	sort.Slice(es, func(a, b int) bool { return es[a].mem.id() < es[b].mem.id() })
}
