package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// viewCases are the changes a cached view must notice (issue 10): a human's
// edit in place (same size and inode), an added memory, a deleted one, a
// renamed one, an edit that breaks the hash, a rehash, and a config change.
// Each is checked against a fresh openStore of the same folder, so the
// cache can never disagree with reading everything again.
type viewCase struct {
	name   string
	change func(t *testing.T, root string)
	check  func(t *testing.T, v *storeView)
}

// zebraRule is a memory no query of smallStore finds but "zebra linter".
const zebraRule = "---\nid: new-rule\nschema_version: 3\nscope: workspace\ntags: [zebra]\ntype: rule\n---\n\n# Zebra crossings\n\n## Content\n\n- Zebra crossings are checked by the zebra linter.\n"

func viewCases() []viewCase {
	return []viewCase{
		{"edit in place, same size", func(t *testing.T, root string) {
			editInPlace(t, filepath.Join(root, "rules", "redact-pii.md"), "Redact emails", "Redact phones", true)
		}, func(t *testing.T, v *storeView) {
			en := v.s.byID("redact-pii")
			if en != nil {
				t.Errorf("an edited memory whose hash no longer matches is still served: %q", en.mem.contentLines())
			}
		}},
		{"edit and rehash", func(t *testing.T, root string) {
			editInPlace(t, filepath.Join(root, "rules", "redact-pii.md"), "Redact emails", "Redact phones", true)
			rehashFile(t, root, "rules/redact-pii.md")
		}, func(t *testing.T, v *storeView) {
			en := v.s.byID("redact-pii")
			if en == nil || !strings.Contains(strings.Join(en.mem.contentLines(), " "), "Redact phones") {
				t.Errorf("the reviewed edit is not served")
			}
			if got := ids(opSearch(v, "phones", 5)); !strings.Contains(got, "redact-pii") {
				t.Errorf("the index does not know the edited words: search phones = %q", got)
			}
		}},
		{"add", func(t *testing.T, root string) {
			writeHashed(t, root, "rules/new-rule.md", zebraRule)
		}, func(t *testing.T, v *storeView) {
			if v.s.byID("new-rule") == nil || !strings.Contains(ids(opSearch(v, "zebra linter", 5)), "new-rule") {
				t.Errorf("an added memory is not served")
			}
		}},
		{"delete", func(t *testing.T, root string) {
			if err := os.Remove(filepath.Join(root, "rules", "csrf-protection.md")); err != nil {
				t.Fatal(err)
			}
		}, func(t *testing.T, v *storeView) {
			if v.s.byID("csrf-protection") != nil || strings.Contains(ids(opSearch(v, "csrf token", 5)), "csrf-protection") {
				t.Errorf("a deleted memory is still served")
			}
		}},
		{"edit a memory another role has", func(t *testing.T, root string) {
			// The index keeps the documents of role-hidden memories for the
			// other-role check; a stale one would route as before the edit.
			writeHashed(t, root, "rules/console-i18n.md", "---\nid: console-i18n\nschema_version: 3\nscope: workspace\nrole: [frontend]\ntags: [mutating, goose]\ntype: rule\n---\n\n# Mutating goose requests\n\n## Content\n\n- Every mutating goose request is reviewed.\n")
		}, func(t *testing.T, v *storeView) {}},
		{"rename", func(t *testing.T, root string) {
			// A rename keeps the content; its hash entry is under the old
			// name, so the renamed file counts as unhashed and is hidden.
			renameCSRF(t, root)
		}, func(t *testing.T, v *storeView) {
			for _, en := range v.s.entries {
				if en.file == "rules/csrf-protection.md" {
					t.Errorf("the old name is still listed")
				}
			}
			if v.s.byID("csrf-protection") != nil {
				t.Errorf("a renamed file without a hash entry is served")
			}
		}},
		{"rename and rehash", func(t *testing.T, root string) {
			renameCSRF(t, root)
			rehashFile(t, root, "rules/csrf.md")
		}, func(t *testing.T, v *storeView) {
			en := v.s.byID("csrf-protection")
			if en == nil || en.file != "rules/csrf.md" {
				t.Errorf("the renamed memory is not served from its new file")
			}
		}},
		{"config roles", func(t *testing.T, root string) {
			if err := os.WriteFile(filepath.Join(root, configFile), []byte(`{"roles": ["frontend"]}`), 0o644); err != nil {
				t.Fatal(err)
			}
		}, func(t *testing.T, v *storeView) {
			if v.s.byID("console-i18n") == nil {
				t.Errorf("a role change does not show the role's memories")
			}
		}},
	}
}

// editInPlace rewrites a file through the same inode, keeping its size and
// (when keepTime) its mtime, the hardest edit for a stat-based cache.
func editInPlace(t *testing.T, path, old, replacement string, keepTime bool) {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if len(old) != len(replacement) || !strings.Contains(string(data), old) {
		t.Fatalf("bad edit of %s", path)
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt([]byte(strings.Replace(string(data), old, replacement, 1)), 0); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if keepTime {
		os.Chtimes(path, fi.ModTime(), fi.ModTime())
	}
}

// renameCSRF renames csrf-protection.md to csrf.md, leaving the hashes as
// they were.
func renameCSRF(t *testing.T, root string) {
	t.Helper()
	if err := os.Rename(filepath.Join(root, "rules", "csrf-protection.md"), filepath.Join(root, "rules", "csrf.md")); err != nil {
		t.Fatal(err)
	}
}

func rehashFile(t *testing.T, root, file string) {
	t.Helper()
	rehashAs(t, root, file, filepath.Join(root, filepath.FromSlash(file)))
}

// rehashAs records in root's hashes file, for file, the sha256 of the
// bytes at path: the hashes file of the clone approves them.
func rehashAs(t *testing.T, root, file, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	h, err := readHashes(root)
	if err != nil {
		t.Fatal(err)
	}
	h[file] = sha256Hex(data)
	if err := os.WriteFile(filepath.Join(root, hashesFile), encodeHashes(h), 0o644); err != nil {
		t.Fatal(err)
	}
}

func writeHashed(t *testing.T, root, file, text string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(root, filepath.FromSlash(file)), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	rehashFile(t, root, file)
}

func ids(o outcome) string {
	var out []string
	for _, e := range o.data.(searchData).Entries {
		out = append(out, e.ID)
	}
	return strings.Join(out, ",")
}

// sameView fails when a cached view differs from reading everything again.
func sameView(t *testing.T, got *storeView, dir string) {
	t.Helper()
	want := benchOpenUncached(t, dir)
	key := func(v *storeView) string {
		var b strings.Builder
		for _, en := range v.s.entries {
			b.WriteString(en.key() + " " + en.sum + " " + en.hidden + "\n")
		}
		return b.String()
	}
	if key(got) != key(want) {
		t.Errorf("cached view differs from a fresh read:\n%s\nwant:\n%s", key(got), key(want))
	}
	for _, q := range []string{"add a goose migration for a new table", "csrf token", "redact phones", "zebra linter", "mutating goose request"} {
		if g, w := ids(opSearch(got, q, 10)), ids(opSearch(want, q, 10)); g != w {
			t.Errorf("search %q: cached %q, fresh %q", q, g, w)
		}
		if g, w := opRoute(got, q, 0).text, opRoute(want, q, 0).text; g != w {
			t.Errorf("route %q: cached\n%s\nfresh\n%s", q, g, w)
		}
	}
}

// TestViewCacheInvalidation: the server's view notices every kind of change
// on the next request, and then agrees with a fresh read.
func TestViewCacheInvalidation(t *testing.T) {
	t.Parallel()
	for _, tc := range viewCases() {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			writeTestStore(t, dir, smallStore, `"backend"`)
			root := filepath.Join(dir, storeDirName)
			c, get := benchWatchCache(t, dir)
			before := get()
			if _, none := c.watch.(noWatcher); none {
				// No inotify instance or watch was left (the per-user limits,
				// reached when many servers and suites run at once): the
				// server then stats every file and re-reads the racy ones,
				// which TestViewCacheWithoutWatcher covers.
				t.Skip("no inotify instance or watch available: this tests the watcher")
			}
			if get() != before {
				t.Fatalf("an unchanged store is loaded again")
			}
			tc.change(t, root)
			v := get()
			tc.check(t, v)
			sameView(t, v, dir)
		})
	}
}

// TestViewCacheWithoutWatcher: where no watcher exists, each request stats
// every file, and an edit that keeps size and mtime is still noticed
// because the file was read within the racy window (or its ctime moved).
func TestViewCacheWithoutWatcher(t *testing.T) {
	t.Parallel()
	for _, tc := range viewCases() {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			writeTestStore(t, dir, smallStore, `"backend"`)
			root := filepath.Join(dir, storeDirName)
			c := newViewCache(benchEnv(), dir)
			t.Cleanup(c.close)
			get := func() *storeView {
				c.mu.Lock()
				c.watch.close()
				c.watch = noWatcher{}
				c.mu.Unlock()
				v, err := c.get()
				if err != nil {
					t.Fatal(err)
				}
				return v
			}
			c.get()
			get()
			tc.change(t, root)
			v := get()
			tc.check(t, v)
			sameView(t, v, dir)
		})
	}
}

// TestViewCacheExpiry: a working note that expires is hidden on the first
// request of the next day without any file changing.
func TestViewCacheExpiry(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, smallStore, `"backend"`)
	root := filepath.Join(dir, storeDirName)
	os.MkdirAll(filepath.Join(root, workingDir), 0o755)
	os.WriteFile(filepath.Join(root, workingDir, "short-note.md"), []byte("---\nid: short-note\ntier: working\ntype: knowledge\nvalid_until: 2026-01-01\n---\n\n# Note\n\n## Content\n\n- Temporary.\n"), 0o644)
	now := time.Date(2025, 12, 31, 23, 0, 0, 0, time.UTC)
	e := benchEnv()
	e.now = func() time.Time { return now }
	sealNotes(t, e, root) // as engram's own note (notesseal.go)
	c := newViewCache(e, dir)
	defer c.close()
	v, _ := c.get()
	if v.s.byID("short-note") == nil {
		t.Fatal("the note is not visible before it expires")
	}
	now = now.Add(49 * time.Hour)
	v, _ = c.get()
	if v.s.byID("short-note") != nil {
		t.Error("an expired note is still served")
	}
}

// TestViewCacheSavesWhenQuiet: a server writes the disk cache at once after
// its first load (the next process needs it, even if this one is killed),
// but a change during the session is written once the store is quiet or the
// session ends, not on every change (each write is the whole cache).
func TestViewCacheSavesWhenQuiet(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, smallStore, `"backend"`)
	root := filepath.Join(dir, storeDirName)
	e := benchEnv()
	c := newViewCache(e, dir)
	// Quiet never comes within the test: on a loaded machine two seconds
	// could pass before the check below (the timer's own write is
	// TestViewCacheCloseWaitsForQuietWrite's).
	c.saveDelay = time.Hour
	if _, err := c.get(); err != nil {
		t.Fatal(err)
	}
	c.saves.Wait()
	r := &storeRoot{scope: scopeWorkspace, dir: root}
	cached := func() map[string]*prepared { return readPrepCache(e, r, prepCacheKey(e)) }
	added := filepath.Join(root, "rules", "new-rule.md")
	if len(cached()) == 0 || cached()[added] != nil {
		t.Fatalf("after the first load the cache holds %d files", len(cached()))
	}
	writeHashed(t, root, "rules/new-rule.md", zebraRule)
	v, err := c.get()
	if err != nil || v.s.byID("new-rule") == nil {
		t.Fatalf("the added memory is not served: %v", err)
	}
	c.saves.Wait()
	if cached()[added] != nil {
		t.Errorf("a change during the session rewrote the whole cache at once")
	}
	c.close()
	if cached()[added] == nil {
		t.Errorf("the session ended without writing the changed view to the cache")
	}
}

// TestViewCacheCloseWaitsForQuietWrite: a session that ends while the
// quiet timer's cache write is under way waits for that write. close once
// found nothing pending (the timer had taken it) and returned at once, so
// a server that exited then left the next process a cache without the
// session's changes (and a test under load saw it: TestViewCacheSavesWhenQuiet).
func TestViewCacheCloseWaitsForQuietWrite(t *testing.T) {
	t.Parallel()
	for round := 0; round < 10; round++ {
		dir := t.TempDir()
		writeTestStore(t, dir, smallStore, `"backend"`)
		root := filepath.Join(dir, storeDirName)
		e := benchEnv()
		c := newViewCache(e, dir)
		c.saveDelay = time.Nanosecond // the timer fires as the change settles
		if _, err := c.get(); err != nil {
			t.Fatal(err)
		}
		c.saves.Wait()
		writeHashed(t, root, "rules/new-rule.md", zebraRule)
		if v, err := c.get(); err != nil || v.s.byID("new-rule") == nil {
			t.Fatalf("the added memory is not served: %v", err)
		}
		c.close()
		r := &storeRoot{scope: scopeWorkspace, dir: root}
		if readPrepCache(e, r, prepCacheKey(e))[filepath.Join(root, "rules", "new-rule.md")] == nil {
			t.Fatalf("round %d: close returned before the quiet timer's cache write ended", round)
		}
	}
}

// TestFileOfPath: a listed file's name is the end of its path where the
// separator is '/' (one string kept, not two), and a string of its own
// otherwise; either way it reads sub/name.
func TestFileOfPath(t *testing.T) {
	for _, c := range []struct {
		path, sub, name string
		shared          bool
	}{
		{"/ws/.agents/.engram/rules/a.md", "rules", "a.md", true},
		{"/s/knowledge/x-y.md", "knowledge", "x-y.md", true},
		{`C:\ws\.agents\.engram\rules\a.md`, "rules", "a.md", false},
		{"/ws/rulesX/a.md", "rules", "a.md", false},
		{"rules/a.md", "rules", "a.md", false},
	} {
		got := fileOfPath(c.path, c.sub, c.name)
		if got != c.sub+"/"+c.name || sharesBytes(got, c.path) != c.shared {
			t.Errorf("fileOfPath(%q) = %q, shared %v; want %q, shared %v", c.path, got, sharesBytes(got, c.path), c.sub+"/"+c.name, c.shared)
		}
	}
}
