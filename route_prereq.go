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
		if len(out) >= limit {
			break // no unit (one memory at least) fits any more
		}
		if placed[sc.en.mem.id()] {
			continue
		}
		unit, fits := prerequisiteUnit(ri, sc, placed, map[string]bool{}, 0, limit-len(out))
		if !fits {
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
// dependency order; seen guards against cycles. fits is false, and the
// walk stops, once the unit would hold more than room memories: it is then
// skipped whole, so the rest of it need not be known. A clone's 1,000
// memories that each depended on all the others (20 MB) made every walk
// visit the whole graph, once per ranked memory: one load took 19 s of CPU.
func prerequisiteUnit(ri *routeIndex, sc scored, placed, seen map[string]bool, depth, room int) (unit []scored, fits bool) {
	id := sc.en.mem.id()
	seen[id] = true
	if room < 1 {
		return nil, false
	}
	for _, dep := range sc.en.mem.fmList("depends_on") {
		d := ri.entryByID(dep)
		if d == nil || placed[dep] || seen[dep] || depth > 8 {
			continue
		}
		// One place stays for sc itself.
		sub, ok := prerequisiteUnit(ri, scored{en: d, score: sc.score, reason: "prerequisite of " + id}, placed, seen, depth+1, room-1-len(unit))
		if !ok {
			return nil, false
		}
		unit = append(unit, sub...)
	}
	return append(unit, sc), true
}
