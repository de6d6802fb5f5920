package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPrerequisiteWalkBounded: a clone's 700 memories (10 MB, valid hashes)
// that each depend on all the others, 50 of them matching the task. The
// router walked each matching memory's whole prerequisite graph, parsing
// every depends_on list on the way, only to skip the unit for not fitting
// the load limit: 1,000 such memories cost `engram load` 19 s of CPU, and
// the hook and every engram_load as much. The walk now stops once a unit
// cannot fit; what loads is the same.
func TestPrerequisiteWalkBounded(t *testing.T) {
	t.Parallel()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	const n = 700
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("rollout-step-%04d", i)
	}
	hashes, err := readHashes(storeDir(ws))
	if err != nil {
		t.Fatal(err)
	}
	deps := "depends_on: [" + strings.Join(ids, ", ") + "]\n"
	for i, id := range ids {
		title := fmt.Sprintf("Quokka ledger %s entry", strings.Repeat(string(rune('a'+i%26)), 3+i/26))
		if i < 50 {
			title = fmt.Sprintf("Zanzibar tangelo step %d", i)
		}
		data := []byte("---\nid: " + id + "\ntype: rule\n" + deps + "---\n\n# " + title + "\n\n## Content\n\n- " + title + " drains the pods.\n")
		file := "rules/" + id + ".md"
		writeTestFile(t, filepath.Join(storeDir(ws), filepath.FromSlash(file)), data)
		hashes[file] = sha256Hex(data)
	}
	writeTestFile(t, filepath.Join(storeDir(ws), hashesFile), encodeHashes(hashes))
	r, ps := runEngram(t, ws, "", env, testBinary, "route", "zanzibar tangelo drains pods")
	if cpu := ps.UserTime() + ps.SystemTime(); cpu > 3*time.Second {
		t.Errorf("route took %v of CPU", cpu)
	}
	if r.code != 0 || !strings.Contains(r.stdout, "comes only with its prerequisites") {
		t.Errorf("route (exit %d):\n%s%s", r.code, r.stdout, r.stderr)
	}
	t.Logf("route: %v of CPU", ps.UserTime()+ps.SystemTime())
}
