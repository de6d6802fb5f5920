package main

import "os"

// Speed-up: doctor's index check reuses the memories its other checks read.
//
// Reference path: the check opens the view as every read does, reading the
// store again. On a store without a prepared cache (a fresh clone, the
// first doctor after an upgrade) that read every memory file and parsed it
// a second time, after the read for the hash, parse and injection checks.
// Here the view takes each memory those checks read, by path, where its
// file's stat still matches and has settled (prepareFiles' test, as for any
// reuse); a file changed since is read again. A memory is a function of its
// file's bytes, so the view, the index and the report are the reference's.
//
// ENGRAM_NO_CACHE=1 turns it off; TestDoctorReuseMatchesReference holds it
// to the reference.
var doctorReuseOn = os.Getenv("ENGRAM_NO_CACHE") == ""

// doctorPrep is what doctor's index check may reuse of the store s its
// other checks read: each memory file's prepared memory, by path (nil:
// nothing).
func doctorPrep(e *env, s *store) map[string]*prepared {
	if !doctorReuseOn || !prepCacheOn(e) {
		return nil
	}
	prep := make(map[string]*prepared, len(s.entries))
	for _, en := range s.entries {
		prep[en.path] = en.prepared
	}
	return prep
}
