package main

// Prerequisites for the router (route.go): depends_on before dependents,
// within the load limit.

// withPrerequisites walks the ranked memories and places each one's
// depends_on prerequisites (visible ones, recursively) before it, each memory
// once. A memory whose prerequisites do not fit in the limit is skipped
// whole: a dependent never comes without what it depends on. Each entry
// keeps its place in ranked (scored.place).
func withPrerequisites(ri *routeIndex, ranked []scored, limit int) []scored {
	var out []scored
	placed := map[string]bool{}
	place := make(map[string]int, len(ranked))
	for i, sc := range ranked {
		if _, ok := place[sc.en.mem.id()]; !ok {
			place[sc.en.mem.id()] = i + 1
		}
	}
	for _, sc := range ranked {
		if placed[sc.en.mem.id()] {
			continue
		}
		unit := prerequisiteUnit(ri, sc, placed, map[string]bool{}, 0)
		if len(out)+len(unit) > limit {
			continue
		}
		for i, u := range unit {
			placed[u.en.mem.id()] = true
			// Where the task put each memory, so that a load can give
			// its bodies to what the task is about (tierOrder); 0 for a
			// prerequisite the task did not reach.
			unit[i].place = place[u.en.mem.id()]
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
