package main

// A word of its own put before a word of the memory, where a noun phrase
// opens, names a narrower or another thing: "The admin API listens on port
// 3000" beside "The API listens on port 3000", "Back up the staging DB
// every 6 hours" beside "Back up the DB every 6 hours", "Audit logs are
// kept for 30 days" beside "Logs are kept for 30 days". Read as the
// memory's paraphrase with one word more, it was a NOOP and the new
// memory was dropped; with a number changed it would be an UPDATE that
// puts the narrower statement in the place of the general one. It is
// another statement: ADD (README's write path).

// nounDeterminers open a noun phrase: the word after one is its first.
var nounDeterminers = lazySet("the a an each every all any our your their its this that these those")

// qualifiedHead reports whether a clause of the candidate puts a plain word
// the memory lacks right before a word of the memory's, at the head of a
// noun phrase (after a determiner, or first in a clause that opens with no
// verb), where the memory has that word at the head of its own phrase. A
// verb or adverb put there is not read: an imperative's first word ("Keep
// transaction functions pure") is a verb, and "Modules import …" against
// "Import …" puts a subject before the memory's verb, not a word before
// its noun.
func qualifiedHead(cand, mem *statement) bool {
	heads := map[string]string{} // a head word of the memory's → the key after it, or "" at its clause's end
	for _, cl := range mem.clauses {
		for i, t := range cl.toks {
			if t.headed || (i == 0 && t.pos == 0 && !cl.imperative) {
				heads[t.key] = ""
				if i+1 < len(cl.toks) {
					heads[t.key] = cl.toks[i+1].key
				}
			}
		}
	}
	for _, j := range cand.clauses {
		for i := 0; i+1 < len(j.toks); i++ {
			t, u := j.toks[i], j.toks[i+1]
			if u.pos != t.pos+1 || t.detail || t.item || hasKey(mem, t.key) || paraphraseWords[t.key] {
				continue
			}
			next, ok := heads[u.key]
			if !ok || !(t.headed || (t.pos == 0 && !j.imperative)) {
				continue
			}
			// The phrase goes on as the memory's does ("the admin API
			// listens …" / "the API listens …"): a phrase of its own that
			// only shares that word ("because a duplicate ledger entry …"
			// against "… the ledger topics") qualifies nothing of it.
			if (i+2 < len(j.toks) && j.toks[i+2].key == next) || (i+2 == len(j.toks) && next == "") {
				return true
			}
		}
	}
	return false
}
