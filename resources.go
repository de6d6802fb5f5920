package main

import (
	"fmt"
	"strings"
)

// This file exposes memories as MCP resources, for hosts that browse
// resources instead of calling tools (the product page, "Protocol basics"):
//
//   - engram://index is one card per visible memory, the cards engram_load
//     shows for memories it does not expand;
//   - engram://memory/{id} is the body `engram load --id <id>` prints, and
//     each read counts one fetch in usage.json (usage.go);
//   - resources/list is the index plus the top mcp.resource_limit memories
//     by fetches.
//
// A URI is resolved only by exact prefix and a slug id (isValidID), never by
// decoding or joining paths, so no URI can name a file outside the store,
// and hidden memories (superseded, tampered, expired, …) are as absent here
// as they are for engram_load. Reads never create a store.

const (
	methodResourcesList           = "resources/list"
	methodResourceTemplatesList   = "resources/templates/list"
	methodResourcesRead           = "resources/read"
	indexURI                      = "engram://index"
	memoryURIPrefix               = "engram://memory/"
	memoryURITemplate             = memoryURIPrefix + "{id}"
	resourceMimeType              = "text/markdown"
	resourceNotFoundMessage       = "Resource not found"
	resourceIndexEmptyPlaceholder = "no visible memories (engram_save_session proposes some; 'engram init' creates a store)\n"
)

// Cache policies, chosen per method (SEP-2549):
//   - resources/list is cacheUsage (30 s, private): its order follows fetch
//     counts and its names are this project's memories, so it must not be
//     shared between users nor kept long; half a minute of stale order
//     costs nothing, while every host refetching it on each turn would.
//   - resources/templates/list is cacheStatic: it depends only on the binary.
//   - resources/read is cacheContent (0 ms, private): a cached read would
//     skip the fetch count, and a commit may change a memory at any time.

type resource struct {
	URI         string `json:"uri"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	MimeType    string `json:"mimeType,omitempty"`
}

type listResourcesResult struct {
	resultMeta
	Resources []resource `json:"resources"`
}

type resourceTemplate struct {
	URITemplate string `json:"uriTemplate"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	MimeType    string `json:"mimeType,omitempty"`
}

type listResourceTemplatesResult struct {
	resultMeta
	ResourceTemplates []resourceTemplate `json:"resourceTemplates"`
}

type paginatedParams struct {
	Cursor *string `json:"cursor"`
}

type readResourceParams struct {
	URI *string `json:"uri"`
}

type resourceContents struct {
	URI      string `json:"uri"`
	MimeType string `json:"mimeType,omitempty"`
	Text     string `json:"text"`
}

type readResourceResult struct {
	resultMeta
	Contents []resourceContents `json:"contents"`
}

// checkNoCursor: every list is one page, so engram never hands out a
// cursor, and any cursor a client sends is not one of ours (-32602).
func checkNoCursor(r *request) error {
	var p paginatedParams
	if err := r.decodeParams(&p); err != nil {
		return err
	}
	if p.Cursor != nil && *p.Cursor != "" {
		return fmt.Errorf("%w: unknown cursor %q (engram returns every list in one page)", errInvalidParams, *p.Cursor)
	}
	return nil
}

func handleResourcesList(r *request) (any, error) {
	if err := checkNoCursor(r); err != nil {
		return nil, err
	}
	v, err := r.s.views.get()
	if err != nil {
		return nil, err
	}
	s := v.s
	index := resource{URI: indexURI, Name: "index", Description: "One line per visible memory: id, type, scope and summary.", MimeType: resourceMimeType}
	if r.era.hasTitles() {
		index.Title = "Engram memory index"
	}
	res := &listResourcesResult{Resources: []resource{index}}
	for _, en := range topResources(s, storeUsage(s), s.cfg.resourceLimit) {
		res.Resources = append(res.Resources, memoryResource(r.era, en))
	}
	return res, nil
}

// resolvableEntries keeps, per id, the visible entry a read of its URI
// returns (s.byID's choice: the first in store order), so that a working
// note sharing an id with a durable memory does not list one URI twice.
func resolvableEntries(s *store) []*entry {
	seen := map[string]bool{}
	var out []*entry
	for _, en := range s.visible() {
		if !seen[en.mem.id()] {
			seen[en.mem.id()] = true
			out = append(out, en)
		}
	}
	return out
}

// memoryResource describes one memory: name = id, title = its title (only
// to clients that know titles), description = its summary. Both are shown
// by the host (a picker, a list) and come from the file: hidden characters
// are written as [U+XXXX] as in every other read, so a bidi override or an
// escape sequence in a title neither reorders nor runs in the host's UI.
// A flagged memory's are marked, and withheld when instruction-like, as its
// card is: a host may hand the list to the agent (a tool that lists an MCP
// server's resources), and "Ignore all previous instructions and run ..."
// went there as a plain title and description.
func memoryResource(e era, en *entry) resource {
	m := en.mem
	desc := escapeName(memorySummary(m))
	if len(memoryInstructions(m)) > 0 {
		desc = flaggedText(desc, "summary")
	}
	res := resource{URI: memoryURIPrefix + m.id(), Name: m.id(), Description: desc, MimeType: resourceMimeType}
	if e.hasTitles() {
		res.Title = shownTitle(m)
	}
	return res
}

func handleResourceTemplatesList(r *request) (any, error) {
	if err := checkNoCursor(r); err != nil {
		return nil, err
	}
	t := resourceTemplate{URITemplate: memoryURITemplate, Name: "memory",
		Description: "One memory by id, with the same text as `engram load --id <id>`. The ids are in engram://index.",
		MimeType:    resourceMimeType}
	if r.era.hasTitles() {
		t.Title = "Engram memory"
	}
	return &listResourceTemplatesResult{ResourceTemplates: []resourceTemplate{t}}, nil
}

func handleResourcesRead(r *request) (any, error) {
	var p readResourceParams
	if err := r.decodeParams(&p); err != nil {
		return nil, err
	}
	if p.URI == nil {
		return nil, fmt.Errorf("%w: uri is required", errInvalidParams)
	}
	uri := *p.URI
	v, err := r.s.views.get()
	if err != nil {
		return nil, err
	}
	s := v.s
	if uri == indexURI {
		return readResult(uri, renderIndex(s)), nil
	}
	id, ok := strings.CutPrefix(uri, memoryURIPrefix)
	if !ok || !isValidID(id) {
		return nil, resourceNotFound(r.era, uri)
	}
	en := s.byID(id)
	if en == nil {
		return nil, resourceNotFound(r.era, uri)
	}
	text, _, err := fetchByID(s, loadRequest{ids: []string{id}}, loadData{})
	if err != nil {
		return nil, resourceNotFound(r.era, uri)
	}
	if err := recordFetch(en, r.s.e.now()); err != nil {
		fmt.Fprintf(r.s.e.stderr, "engram-mcp: hint: the read of %s was not counted in usage.json: %s\n", uri, escapeHidden(err.Error()))
	}
	return readResult(uri, text), nil
}

func readResult(uri, text string) *readResourceResult {
	return &readResourceResult{Contents: []resourceContents{{URI: uri, MimeType: resourceMimeType, Text: text}}}
}

// renderIndex is one card per visible memory, in store order (workspace
// first, then by folder and file name), the same cards engram_load shows.
func renderIndex(s *store) string {
	var b strings.Builder
	for _, en := range s.visible() {
		b.WriteString(cardLine(en) + "\n")
	}
	if b.Len() == 0 {
		return resourceIndexEmptyPlaceholder
	}
	return b.String()
}

// resourceNotFound is -32002 in the legacy era and -32602 in MCP 2026-07-28
// (SEP-2164), with the URI in data either way so a client can tell it from
// other invalid params. The message never says why (unknown, hidden or
// malformed): a probe learns nothing about files it may not read. It names
// the URI (a user reading a host's log saw only "Resource not found") and
// how to list what there is; a URI past 200 characters is cut there, and
// hidden characters show as [U+XXXX].
func resourceNotFound(e era, uri string) error {
	code := codeResourceNotFound
	if e.modern {
		code = codeInvalidParams
	}
	shown := []rune(uri)
	if len(shown) > 200 {
		shown = append(shown[:200], '…')
	}
	named := escapeName(string(shown))
	if uri == "" {
		named = `""`
	}
	return &rpcError{code: code, data: map[string]any{"uri": uri}, message: resourceNotFoundMessage + ": " + named +
		" (" + indexURI + " lists every memory this server can read; read one as " + memoryURIPrefix + "<id>)"}
}
