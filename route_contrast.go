package main

// Opposites for the router (route.go): a memory whose title names the
// opposite of what the task names is ranked down.

// contrastPenalty scales the score of a memory whose title or tags name the
// opposite of what the task names (it signs, the task verifies).
const contrastPenalty = 0.5

// contrastSide is one side of a contrast pair that a query names: the
// query has a word of side `has` and none of side `not`.
type contrastSide struct {
	has, not []string
	notSide  int // the index in its pair of the side the task does not name
	pair     int
}

// contrastSides lists, for each contrast pair, the side the query names
// with its own words (not synonyms) when it names only one.
func contrastSides(qt []queryTerm) []contrastSide {
	direct := map[string]bool{}
	for _, t := range qt {
		if t.weight == 1 || t.implied {
			direct[t.stem] = true
		}
	}
	var out []contrastSide
	for i, p := range contrastStems() {
		a, b := anyIn(p[0], direct), anyIn(p[1], direct)
		switch {
		case a && !b:
			out = append(out, contrastSide{p[0], p[1], 1, i})
		case b && !a:
			out = append(out, contrastSide{p[1], p[0], 0, i})
		}
	}
	return out
}

func anyIn(stems []string, set map[string]bool) bool {
	for _, s := range stems {
		if set[s] {
			return true
		}
	}
	return false
}

// contradicts reports whether a memory, or a prerequisite it depends on,
// is about the other side of a contrast the task names: a skill that needs
// the outbound retry schedule as background is about outbound delivery, and
// loading it would bring that prerequisite along.
func (ri *routeIndex) contradicts(en *entry, sides []contrastSide) bool {
	if len(sides) == 0 {
		return false
	}
	if en.document().contradicts(sides) {
		return true
	}
	for _, dep := range en.mem.fmList("depends_on") {
		if d := ri.entryByID(dep); d != nil && d.document().contradicts(sides) && !en.document().hasAny(sidesHas(sides)) {
			return true
		}
	}
	return false
}

// sidesHas are the words of every side the task names.
func sidesHas(sides []contrastSide) []string {
	var out []string
	for _, c := range sides {
		out = append(out, c.has...)
	}
	return out
}

// contradicts reports whether the memory's title or tags name the side a
// query does not, while the memory never names the query's side.
func (d *document) contradicts(sides []contrastSide) bool {
	for _, c := range sides {
		named := false
		for _, s := range c.not {
			if d.count(fieldTitle, s) > 0 || d.count(fieldTags, s) > 0 {
				named = true
			}
		}
		// A memory whose text says the other direction with pronouns ("the
		// partner resends it until we answer") names that side too.
		if c.pair == directionPair && int(d.direction) == c.notSide {
			named = true
		}
		if named && !d.hasAny(c.has) {
			return true
		}
	}
	return false
}

func (d *document) hasAny(stems []string) bool {
	for _, s := range stems {
		if d.has(s) {
			return true
		}
	}
	return false
}
