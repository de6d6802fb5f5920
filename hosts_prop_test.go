package main

import (
	"bytes"
	"fmt"
	"math/rand"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// Property and fuzz tests: on many generated configs (fixed seeds, so a
// failure reproduces), link keeps every value and every byte outside our
// entry, unlink after link restores the file, and link twice = link once.

// genJSON builds a random JSONC document in a random house style.
type genJSON struct {
	r        *rand.Rand
	nl, unit string
	comments bool
	trailing bool
}

func (g *genJSON) ws(ind string) string {
	if g.comments && g.r.Intn(4) == 0 {
		if g.r.Intn(2) == 0 {
			return " /* c" + fmt.Sprint(g.r.Intn(9)) + " */"
		}
		return " // note" + g.nl + ind
	}
	return ""
}

func (g *genJSON) value(ind string, depth int) string {
	switch n := g.r.Intn(7); {
	case depth > 2 || n == 0:
		return fmt.Sprint(g.r.Intn(1000))
	case n == 1:
		return quoteJSON(fmt.Sprintf("s%d \"q\" é", g.r.Intn(50)))
	case n == 2:
		return []string{"true", "false", "null"}[g.r.Intn(3)]
	case n == 3:
		return "[" + g.value(ind, depth+1) + ", " + g.value(ind, depth+1) + "]"
	}
	return g.object(ind, depth+1, g.r.Intn(4), nil)
}

// object renders members (random ones plus fixed) one per line, or on one
// line for small objects.
func (g *genJSON) object(ind string, depth, n int, fixed []string) string {
	var members []string
	for i := 0; i < n; i++ {
		members = append(members, quoteJSON(fmt.Sprintf("k%d_%d", depth, i))+": "+g.value(ind+g.unit, depth))
	}
	members = append(members, fixed...)
	if len(members) == 0 {
		return "{}"
	}
	if len(fixed) == 0 && g.r.Intn(3) == 0 {
		return "{" + strings.Join(members, ", ") + "}"
	}
	var b strings.Builder
	b.WriteString("{")
	for i, m := range members {
		b.WriteString(g.nl + ind + g.unit + m)
		if i < len(members)-1 || g.trailing {
			b.WriteString(",")
		}
		b.WriteString(g.ws(ind + g.unit))
	}
	b.WriteString(g.nl + ind + "}")
	return b.String()
}

func (g *genJSON) document() string {
	var fixed []string
	if g.r.Intn(2) == 0 {
		servers := g.object(g.unit, 1, 1+g.r.Intn(3), nil)
		fixed = append(fixed, `"mcpServers": `+servers)
	}
	head := ""
	if g.comments {
		head = "// generated" + g.nl
	}
	return head + g.object("", 0, 1+g.r.Intn(4), fixed) + g.nl
}

func newGenJSON(seed int64) *genJSON {
	r := rand.New(rand.NewSource(seed))
	g := &genJSON{r: r, nl: "\n", unit: []string{"  ", "    ", "\t"}[r.Intn(3)]}
	g.comments = r.Intn(2) == 0
	g.trailing = r.Intn(3) == 0
	if r.Intn(3) == 0 {
		g.nl = "\r\n"
	}
	return g
}

func TestLinkPreservesJSONProperty(t *testing.T) {
	t.Parallel()
	entry := stdEntry(npxCommand(testVersion))
	for seed := int64(1); seed <= 2000; seed++ {
		src := []byte(newGenJSON(seed).document())
		checkJSONRoundTrip(t, fmt.Sprintf("seed %d", seed), src, entry)
	}
}

// checkJSONRoundTrip asserts the link/unlink properties on one document
// that parses and holds no engram entry.
func checkJSONRoundTrip(t *testing.T, name string, src []byte, entry jsonObj) {
	t.Helper()
	link := editOpts{mode: modeLink, version: testVersion}
	res, err := patchJSONEntry(src, false, []string{"mcpServers"}, "engram", entry, link)
	if err != nil {
		t.Fatalf("%s: link failed: %v\n%s", name, err, src)
	}
	root, err := parseJSONC(res.data, false)
	if err != nil {
		t.Fatalf("%s: linked file does not parse: %v\n%s", name, err, res.data)
	}
	before, _ := parseJSONC(src, false)
	want := before.toAny().(map[string]any)
	servers, _ := want["mcpServers"].(map[string]any)
	if servers == nil {
		servers = map[string]any{}
	}
	servers["engram"] = plain(entry)
	want["mcpServers"] = servers
	if !reflect.DeepEqual(root.toAny(), want) {
		t.Fatalf("%s: link changed other values:\n%s", name, res.data)
	}
	again, _ := patchJSONEntry(res.data, false, []string{"mcpServers"}, "engram", entry, link)
	if !bytes.Equal(again.data, res.data) {
		t.Fatalf("%s: link twice differs from link once", name)
	}
	back, err := patchJSONEntry(res.data, false, []string{"mcpServers"}, "engram", entry, editOpts{mode: modeUnlink})
	if err != nil || !bytes.Equal(back.data, src) {
		t.Fatalf("%s: unlink after link does not restore the file:\n%s", name, unifiedDiff("restored", src, back.data))
	}
}

// genTOML builds a random Codex-like config.
func genTOML(seed int64) string {
	r := rand.New(rand.NewSource(seed))
	nl := "\n"
	if r.Intn(3) == 0 {
		nl = "\r\n"
	}
	values := []string{`"text"`, `'lit'`, "42", "3.5", "true", `["a", "b",]`, "{ x = 1 }", "1979-05-27", `"""` + nl + `multi` + nl + `"""`}
	var b strings.Builder
	for i := 0; i < r.Intn(4); i++ {
		fmt.Fprintf(&b, "key%d = %s%s", i, values[r.Intn(len(values))], nl)
	}
	for tbl := 0; tbl < r.Intn(4); tbl++ {
		if r.Intn(2) == 0 {
			b.WriteString("# table comment" + nl)
		}
		fmt.Fprintf(&b, "%s[mcp_servers.s%d]%s", nl, tbl, nl)
		for i := 0; i < 1+r.Intn(3); i++ {
			fmt.Fprintf(&b, "k%d = %s # c%s", i, values[r.Intn(len(values))], nl)
		}
	}
	out := b.String()
	if r.Intn(4) == 0 {
		out = strings.TrimSuffix(out, nl)
	}
	return out
}

func TestLinkPreservesTOMLProperty(t *testing.T) {
	t.Parallel()
	for seed := int64(1); seed <= 2000; seed++ {
		src := []byte(genTOML(seed))
		checkTOMLRoundTrip(t, fmt.Sprintf("seed %d", seed), src)
	}
}

// tomlFacts is a file's keys and values outside mcp_servers.engram, for
// comparing two versions of a file.
func tomlFacts(doc *tomlDoc) []string {
	var out []string
	for _, kv := range doc.kvs {
		if !hasPrefixPath(kv.path, codexEntryPath) {
			out = append(out, fmt.Sprintf("%q=%v", kv.path, kv.value))
		}
	}
	sort.Strings(out)
	return out
}

func checkTOMLRoundTrip(t *testing.T, name string, src []byte) {
	t.Helper()
	doc, err := parseTOML(src)
	if err != nil {
		t.Fatalf("%s: generated TOML does not parse: %v\n%s", name, err, src)
	}
	cmd := npxCommand(testVersion)
	link := editOpts{mode: modeLink, version: testVersion}
	res, err := patchCodexConfig(src, cmd, link)
	if err != nil {
		t.Fatalf("%s: link failed: %v\n%s", name, err, src)
	}
	after, err := parseTOML(res.data)
	if err != nil {
		t.Fatalf("%s: linked file does not parse: %v\n%s", name, err, res.data)
	}
	if !reflect.DeepEqual(tomlFacts(doc), tomlFacts(after)) {
		t.Fatalf("%s: link changed other keys:\n%s", name, res.data)
	}
	if !bytes.HasPrefix(res.data, src) {
		t.Fatalf("%s: link changed bytes before its block", name)
	}
	again, _ := patchCodexConfig(res.data, cmd, link)
	if !bytes.Equal(again.data, res.data) {
		t.Fatalf("%s: link twice differs from link once", name)
	}
	back, _ := patchCodexConfig(res.data, cmd, editOpts{mode: modeUnlink})
	if !bytes.Equal(back.data, src) {
		t.Fatalf("%s: unlink after link does not restore the file:\n%s", name, unifiedDiff("restored", src, back.data))
	}
}

// FuzzJSONCPatch: a file that does not parse is refused; one that parses
// keeps its values and, when it holds no engram entry yet, comes back byte
// for byte after unlink.
func FuzzJSONCPatch(f *testing.F) {
	for _, s := range []string{"{}", "", "// c\n", `{"mcpServers": {"a": {"command": "x"}}}`, "{\n  \"a\": [1, 2,],\n}\n", "{\r\n\t\"x\": null\r\n}", `{"mcpServers": []}`, "[1]", "{/* */}"} {
		f.Add([]byte(s))
	}
	entry := stdEntry(serverCommand{command: "engram-mcp"})
	f.Fuzz(func(t *testing.T, src []byte) {
		root, perr := parseJSONC(src, false)
		res, err := patchJSONEntry(src, false, []string{"mcpServers"}, "engram", entry, editOpts{mode: modeLink})
		if perr != nil {
			if err == nil {
				t.Fatalf("unparsable input was patched: %v", perr)
			}
			return
		}
		if root == nil || root.kind != jsonObject || err != nil {
			return
		}
		servers := root.lookup("mcpServers")
		if servers != nil && (servers.kind != jsonObject || len(servers.members) == 0 || servers.member("engram") != nil) {
			return // our entry exists, or an empty object we would tidy away
		}
		if len(root.members) == 0 && root.end-root.start > 2 {
			return // "{ \n }" is tidied to "{}" (README)
		}
		if len(res.data) == 0 {
			t.Fatal("link produced nothing")
		}
		checkJSONRoundTrip(t, "fuzz", src, entry)
	})
}

// FuzzTOMLPatch: the same contract for Codex's config.toml.
func FuzzTOMLPatch(f *testing.F) {
	for _, s := range []string{"", "a = 1\n", "[x]\ny = 'z'", "# c\r\n[t]\r\nk = [1,\r\n2]\r\n", "s = \"\"\"\nx\n\"\"\"\n", "[mcp_servers.a]\ncommand = \"a\"\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		_, perr := parseTOML(src)
		res, err := patchCodexConfig(src, serverCommand{command: "engram-mcp"}, editOpts{mode: modeLink})
		if perr != nil {
			if err == nil {
				t.Fatalf("unparsable input was patched: %v", perr)
			}
			return
		}
		if bytes.Contains(src, []byte("engram")) || err != nil || res.skip != "" {
			return
		}
		checkTOMLRoundTrip(t, "fuzz", src)
	})
}
