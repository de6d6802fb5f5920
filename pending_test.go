package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPendingExpiryBoundedByCreated: an entry of pending-approvals.json is
// usable until created + 30 minutes (DESIGN.md), whatever its expires says:
// an entry edited (or planted) with a far expires, or with a created in the
// future, is expired for commit, for a dialog's retry and for `engram
// pending`, while the entries engram writes (expires = created + 30
// minutes) stay usable to their end.
func TestPendingExpiryBoundedByCreated(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2026, 12, 5, 12, 0, 0, 0, time.UTC)
	at := func(d time.Duration) []string { return []string{"ENGRAM_NOW=" + t0.Add(d).Format(time.RFC3339)} }
	propose := func(ws, text string) string {
		d := proposeJSON(t, ws, at(0), "save", "--type", "knowledge", text)
		if d.ApprovalToken == "" {
			t.Fatal("no token")
		}
		return d.ApprovalToken
	}
	// edit rewrites the created and expires of every entry.
	edit := func(ws string, created, expires time.Time) {
		p := filepath.Join(storeDir(ws), pendingFile)
		var pf map[string]any
		data, err := os.ReadFile(p)
		if err != nil || json.Unmarshal(data, &pf) != nil {
			t.Fatalf("%s: %v", p, err)
		}
		for _, a := range pf["approvals"].([]any) {
			a.(map[string]any)["created"] = created.Format(time.RFC3339)
			a.(map[string]any)["expires"] = expires.Format(time.RFC3339)
		}
		data, _ = json.Marshal(pf)
		if err := os.WriteFile(p, data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	far := time.Date(2999, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name             string
		created, expires time.Time
		when             time.Duration // when the commit runs, after t0
		ok               bool
	}{
		{"as written, just before its end", t0, t0.Add(tokenTTL), tokenTTL - time.Second, true},
		{"as written, at its end", t0, t0.Add(tokenTTL), tokenTTL, false},
		{"far expires, an hour on", t0, far, time.Hour, false},
		{"far expires, within 30 minutes", t0, far, 10 * time.Minute, true},
		{"created in the future", far, far.Add(tokenTTL), time.Minute, false},
		{"created a few seconds ahead (clock skew)", t0.Add(20 * time.Second), t0.Add(20*time.Second + tokenTTL), 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ws := fixtureWorkspace(t)
			token := propose(ws, "The billing worker runs on three replicas in production")
			edit(ws, tc.created, tc.expires)
			list := runCLI(t, ws, "", at(tc.when), "pending", "--json")
			if listed := strings.Contains(list.stdout, tokenHash(token)[:pendingIDLen]); listed != tc.ok {
				t.Errorf("engram pending lists it: %v, want %v\n%s", listed, tc.ok, list.stdout)
			}
			if tc.ok && !strings.Contains(list.stdout, `"expires": "`+tc.created.Add(tokenTTL).Format(time.RFC3339)) {
				t.Errorf("engram pending shows another expiry than created + 30 minutes:\n%s", list.stdout)
			}
			r := runCLI(t, ws, "", at(tc.when), "commit", token, "--approve", "1")
			if ok := r.code == 0; ok != tc.ok || !ok && !strings.Contains(r.stderr, "expired") {
				t.Errorf("commit: exit %d, want success %v\n%s%s", r.code, tc.ok, r.stdout, r.stderr)
			}
		})
	}
}
