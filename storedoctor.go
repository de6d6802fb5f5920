package main

import (
	"errors"
	"fmt"
	"strings"
)

// This file adds the store's checks to `engram doctor`: the hashes of every
// memory file, the config values, and stored text that reads like an
// instruction to the agent (a prompt injection written by hand into a file).

func storeDoctorChecks(e *env, workspace string) []doctorCheck {
	s, err := openStore(e, workspace)
	if err != nil {
		return []doctorCheck{{ID: "store.config", Status: statusFail, Message: err.Error(), Remedy: "fix engram.config.json by hand; engram never rewrites a config it cannot parse"}}
	}
	var checks []doctorCheck
	if s.ws == nil {
		var oe *opError
		errors.As(noStore(workspace), &oe)
		checks = append(checks, doctorCheck{ID: "store.present", Status: statusWarn, Message: oe.Error(), Remedy: strings.Join(oe.hints, "; ")})
		if s.global == nil {
			return checks
		}
		// A user who keeps only a global store (linked with --global) runs
		// doctor in a folder without one: the global store's files are
		// still read by every load, so they are still checked.
	}
	scan := newFlagScan(s) // perf_verifyonce.go
	checks = append(checks, hashCheck(s, scan), parseCheck(s))
	if len(s.cfg.problems) == 0 {
		checks = append(checks, doctorCheck{ID: "store.config", Status: statusPass, Message: "engram.config.json values are valid"})
	}
	for _, p := range s.cfg.problems {
		checks = append(checks, doctorCheck{ID: "config." + p.key, Status: statusFail, Message: p.String(), Remedy: "edit " + configFile + " in " + s.configDir(e)})
	}
	checks = append(checks, injectionCheck(s, scan), skippedCheck(s), idsCheck(s), dependsCheck(s), notesCheck(s), pendingCheck(s), gitignoreCheck(s), trackedCheck(s), indexCheck(e, workspace, s))
	return checks
}

// indexCheck warns when memories are indexed in part for the store-wide
// bound on terms (termbudget.go): search and load miss their later words,
// and nothing else a user runs would show it. It builds the route index
// as a read does (from the prepared cache when that holds), from the
// memories s read where their files are unchanged (perf_doctorreuse.go).
func indexCheck(e *env, workspace string, s *store) doctorCheck {
	v, err := openViewFrom(e, workspace, doctorPrep(e, s))
	if err != nil {
		return doctorCheck{ID: "store.index", Status: statusWarn, Message: "the search index was not built: " + err.Error(), Remedy: "run 'engram status' and fix what it reports"}
	}
	if p := partialMemories(v.s); len(p) > 0 {
		return doctorCheck{ID: "store.index", Status: statusWarn, Message: partialText(p),
			Remedy: "shorten or split the memories named (or remove them if you did not write them): each word a memory holds costs every read"}
	}
	return doctorCheck{ID: "store.index", Status: statusPass, Message: "every memory is indexed in full"}
}

// idsCheck warns when one store holds two durable memory files with the same
// id (two branches that each saved it under another type's folder, then
// merged; a copied file): every read shows both, 'engram load --id' and
// 'engram forget' reach only one, and nothing else says so. A workspace
// memory shadowing a global one of the same id is by design (DESIGN.md §2),
// and a working note keeps its own namespace: neither is counted.
func idsCheck(s *store) doctorCheck {
	files := map[string][]string{}
	var order []string
	for _, en := range s.entries {
		if en.mem.isWorking() {
			continue
		}
		k := en.root.scope + ":" + en.mem.id()
		if files[k] == nil {
			order = append(order, k)
		}
		files[k] = append(files[k], escapeName(en.file))
	}
	var dup []string
	for _, k := range order {
		if len(files[k]) > 1 {
			dup = append(dup, fmt.Sprintf("%s in %s", escapeName(k), strings.Join(files[k], ", ")))
		}
	}
	if bad := invalidIDFiles(s); len(bad) > 0 {
		return doctorCheck{ID: "store.ids", Status: statusFail, Message: fmt.Sprintf("%s: %s", plural(len(bad), "memory has an id reads skip", "memories have ids reads skip"), strings.Join(capListed(bad), ", ")),
			Remedy: "give each an id of lowercase letters, digits and hyphens (at most 80 characters) on its id line, then 'engram rehash'"}
	}
	if len(dup) > 0 {
		return doctorCheck{ID: "store.ids", Status: statusWarn, Message: fmt.Sprintf("%s: %s", plural(len(dup), "id names two memory files", "ids name two memory files or more"), strings.Join(dup, "; ")),
			Remedy: "keep one file per id: merge the texts into one, remove the other file, then 'engram rehash'"}
	}
	return doctorCheck{ID: "store.ids", Status: statusPass, Message: "every memory id names one file"}
}

// dependsCheck warns when a visible memory's depends_on names a memory no
// read can show: forgotten, superseded, archived or never saved. Loads
// say so under the memory ("Depends on, not loadable"); nothing else did,
// and doctor passed. It warns rather than fails: the dependent still
// loads, and which link to keep is the human's to decide.
func dependsCheck(s *store) doctorCheck {
	var bad []string
	var st idStates
	for _, en := range s.entries {
		deps := en.mem.fmList("depends_on")
		if en.hidden != "" || len(deps) == 0 {
			continue
		}
		if st.visible == nil {
			st = s.idStates()
		}
		if _, gone := st.split(deps); len(gone) > 0 {
			bad = append(bad, fmt.Sprintf("%s (%s) depends on %s", escapeName(en.mem.id()), escapeName(en.file), strings.Join(gone, ", ")))
		}
	}
	if len(bad) > 0 {
		return doctorCheck{ID: "store.depends_on", Status: statusWarn,
			Message: fmt.Sprintf("%s a prerequisite no read shows: %s", plural(len(bad), "memory depends on", "memories depend on"), strings.Join(capListed(bad), "; ")),
			Remedy:  "edit each named file's depends_on to the memory that replaced the prerequisite (the successor named), or remove the id, then 'engram rehash'"}
	}
	return doctorCheck{ID: "store.depends_on", Status: statusPass, Message: "every depends_on names a memory reads show"}
}

// skippedCheck reports what reads skip: memory files that are links or over
// the size caps, and store files refused (storefs.go); parseCheck reports
// the files that do not parse.
func skippedCheck(s *store) doctorCheck {
	if len(s.problems) == 0 {
		return doctorCheck{ID: "store.skipped", Status: statusPass, Message: "no memory file is a link or over the size limits"}
	}
	return doctorCheck{ID: "store.skipped", Status: statusFail, Message: fmt.Sprintf("reads skip %d: %s", len(s.problems), strings.Join(capListed(s.problems), "; ")),
		Remedy: "review each named file: replace links with files, shorten or split oversized memories, and fix or remove the rest"}
}

func hashCheck(s *store, scan *flagScan) doctorCheck {
	var n, bad int
	for _, r := range s.roots() {
		checked, issues, err := verifyRootConsistent(r, scan.seen(r))
		if err != nil {
			return doctorCheck{ID: "store.hashes", Status: statusFail, Message: err.Error(), Remedy: "restore memory.hashes.json from git"}
		}
		n, bad = n+checked, bad+len(issues)
	}
	if bad > 0 {
		return doctorCheck{ID: "store.hashes", Status: statusFail, Message: fmt.Sprintf("%d of %d memory files do not match memory.hashes.json; reads skip them", bad, n), Remedy: "run 'engram verify', review the files, then 'engram rehash'"}
	}
	return doctorCheck{ID: "store.hashes", Status: statusPass, Message: plural(n, "memory file matches its hash", "memory files match their hashes")}
}

// parseCheck fails for each memory file that no longer parses, naming the
// file and the line: reads skip such a file, so without this it would be
// a memory that silently stopped existing.
func parseCheck(s *store) doctorCheck {
	var bad []string
	for _, b := range s.unparsable {
		bad = append(bad, fmt.Sprintf("%s: %v", b.path, b.err))
	}
	if len(bad) > 0 {
		return doctorCheck{ID: "store.parse", Status: statusFail, Message: fmt.Sprintf("%s, so every read skips %s: %s", plural(len(bad), "memory file does not parse", "memory files do not parse"), pick(len(bad), "it", "them"), strings.Join(capListed(bad), "; ")),
			Remedy: "fix each file at the line named, then 'engram rehash'; or 'engram forget <id>'"}
	}
	return doctorCheck{ID: "store.parse", Status: statusPass, Message: "every memory file parses"}
}

// injectionCheck flags memories whose text addresses the agent: such a file
// was not written through Engram's guarded write path.
func injectionCheck(s *store, scan *flagScan) doctorCheck {
	var flagged []string
	for i, en := range s.entries {
		if f := scan.instructions(i, en); len(f) > 0 {
			flagged = append(flagged, fmt.Sprintf("%s (%s)", en.key(), f[0]))
		}
	}
	if len(flagged) > 0 {
		return doctorCheck{ID: "store.injection", Status: statusFail, Message: fmt.Sprintf("%d memory files contain instruction-like or hidden text: %v", len(flagged), flagged), Remedy: "review and remove those lines; they would be loaded into every agent session"}
	}
	return doctorCheck{ID: "store.injection", Status: statusPass, Message: "no memory contains instruction-like text"}
}
