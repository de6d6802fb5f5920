package main

// Prerequisites for the router (route.go): depends_on before dependents,
// within the load limit.

// withPrerequisites walks the ranked memories and places each one's
// depends_on prerequisites (visible ones, recursively) before it, each memory
// once. A memory whose prerequisites do not fit in the limit is skipped
// whole: a dependent never comes without what it depends on.
func withPrerequisites(ri *routeIndex, ranked []scored, limit int) []scored {
	var out []scored
	placed := map[string]bool{}
	for _, sc := range ranked {
		if placed[sc.en.mem.id()] {
			continue
		}
		unit := prerequisiteUnit(ri, sc, placed, map[string]bool{}, 0)
		if len(out)+len(unit) > limit {
			continue
		}
		for _, u := range unit {
			placed[u.en.mem.id()] = true
		}
		out = append(out, unit...)
	}
	return out
}

// prerequisiteUnit is sc preceded by its not yet placed prerequisites, in
// dependency order; seen guards against cycles.
func prerequisiteUnit(ri *routeIndex, sc scored, placed, seen map[string]bool, depth int) []scored {
	id := sc.en.mem.id()
	seen[id] = true
	var unit []scored
	for _, dep := range sc.en.mem.fmList("depends_on") {
		d := ri.entryByID(dep)
		if d == nil || placed[dep] || seen[dep] || depth > 8 {
			continue
		}
		unit = append(unit, prerequisiteUnit(ri, scored{en: d, score: sc.score, reason: "prerequisite of " + id}, placed, seen, depth+1)...)
	}
	return append(unit, sc)
}
