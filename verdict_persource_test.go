package main

import (
	"encoding/json"
	"testing"
)

// perSourceCases: "per" before a name ending the clause ("per Bob", "per
// Black") or a capitalised code and its number ("per PEP 8", "per SOC 2")
// says where a statement comes from, not what its quantity is counted by,
// so a number corrected there is still the memory's UPDATE (each was an ADD
// on 281fd68, which read "per PEP 8" as counting per another thing and left
// the old and the corrected rule side by side). Guards: a unit in capitals
// alone, or a name before the thing counted, still counts per another thing.
var perSourceCases = []struct{ mem, cand, want string }{
	{"Indent Python code with 4 spaces.", "Indent Python code with 2 spaces per PEP 8.", verdictUpdate},                              // was ADD
	{"Session tokens expire after 30 minutes.", "Session tokens expire after 15 minutes per SOC 2.", verdictUpdate},                  // was ADD
	{"Keep lines under 100 characters.", "Keep lines under 120 characters per Black.", verdictUpdate},                                // was ADD
	{"The cluster runs 3 replicas.", "The cluster runs 5 replicas per Bob.", verdictUpdate},                                          // was ADD
	{"The API allows 100 requests per minute.", "The API allows 100 requests per IP per minute.", verdictAdd},                        // guard
	{"The API allows 100 requests per minute.", "The API allows 100 requests per IP.", verdictAdd},                                   // guard
	{"The consumer reads 500 messages a batch.", "The consumer reads 500 messages a batch per Kafka partition.", verdictAdd},         // guard
	{"The service keeps 200 database connections.", "The service keeps 200 database connections per node.", verdictAdd},              // guard
	{"The service keeps 200 database connections.", "The service keeps 300 database connections per the new config.", verdictUpdate}, // guard
}

func TestPerSourceVerdicts(t *testing.T) {
	t.Parallel()
	checkRelate(t, perSourceCases)
}

// TestPerSourceThroughSave: `engram save` of "Indent Python code with 2
// spaces per PEP 8" beside the rule "Indent Python code with 4 spaces" is
// proposed as that rule's UPDATE, so approving it leaves one indentation
// rule, not two that contradict each other.
func TestPerSourceThroughSave(t *testing.T) {
	t.Parallel()
	ws, env := rulesWorkspace(t, "Indent Python code with 4 spaces.")
	const cand = "Indent Python code with 2 spaces per PEP 8."
	r := runCLI(t, ws, "", env, "save", "--json", "--type", "rule", cand)
	var out struct {
		Data proposeData `json:"data"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || len(out.Data.Candidates) != 1 {
		t.Fatalf("%v\n%s%s", err, r.stdout, r.stderr)
	}
	const want = verdictUpdate + " indent-python-code-with-4-spaces"
	if got := out.Data.Candidates[0].Verdict; got != want {
		t.Errorf("%q: verdict %q, want %q", cand, got, want)
	}
}
