package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// This file is the MCP method table, the spec-named params and result
// types, and the tool table. The tools themselves are in readtools.go,
// writetools.go and notes.go.

// Method names (MCP schema).
const (
	methodInitialize         = "initialize"
	methodPing               = "ping"
	methodDiscover           = "server/discover"
	methodToolsList          = "tools/list"
	methodToolsCall          = "tools/call"
	notificationInitialized  = "notifications/initialized"
	notificationCancelled    = "notifications/cancelled"
	notificationRootsChanged = "notifications/roots/list_changed"
	// notificationResourcesChanged is sent, never received.
	notificationResourcesChanged = "notifications/resources/list_changed"
)

// methodInfo says which eras serve a method and how its result may be
// cached in the modern era.
type methodInfo struct {
	handle func(r *request) (any, error)
	legacy bool
	modern bool
	cache  *cachePolicy
}

// Cache policies (SEP-2549). The tool and prompt lists depend only on the
// binary and its flags: an hour, shareable. Anything that shows memory
// content or usage is private to this user and short-lived.
var (
	cacheStatic  = &cachePolicy{ttlMs: 3600000, scope: "public"}
	cacheUsage   = &cachePolicy{ttlMs: 30000, scope: "private"}
	cacheContent = &cachePolicy{ttlMs: 0, scope: "private"}
)

// methodTable is every method the server answers, with the eras that serve
// it and its cache policy.
var methodTable = map[string]methodInfo{
	methodInitialize:            {handle: handleInitialize, legacy: true},
	methodPing:                  {handle: handlePing, legacy: true},
	notificationInitialized:     {handle: handleInitialized, legacy: true},
	notificationCancelled:       {handle: handleCancelled, legacy: true, modern: true},
	notificationRootsChanged:    {handle: handleIgnored, legacy: true, modern: true},
	methodDiscover:              {handle: handleDiscover, legacy: true, modern: true, cache: cacheStatic},
	methodToolsList:             {handle: handleToolsList, legacy: true, modern: true, cache: cacheStatic},
	methodToolsCall:             {handle: handleToolsCall, legacy: true, modern: true},
	methodResourcesList:         {handle: handleResourcesList, legacy: true, modern: true, cache: cacheUsage},
	methodResourceTemplatesList: {handle: handleResourceTemplatesList, legacy: true, modern: true, cache: cacheStatic},
	methodResourcesRead:         {handle: handleResourcesRead, legacy: true, modern: true, cache: cacheContent},
	methodPromptsList:           {handle: handlePromptsList, legacy: true, modern: true, cache: cacheStatic},
	methodPromptsGet:            {handle: handlePromptsGet, legacy: true, modern: true},
}

// serverInstructions is the same text for initialize and server/discover: at
// most 512 characters, self-contained (Codex reads only the first 512).
const serverInstructions = "Engram is this project's reviewed memory: its rules, decisions, workflows and facts. " +
	"At the start of a task, and when you reach an unfamiliar area, call engram_load with the task in your own words " +
	"and follow the rules it returns; use engram_search to look things up. To remember durable project knowledge, " +
	"call engram_save or engram_save_session: they only propose. Show the human the candidates, and call " +
	"engram_commit only after the human approved them."

type initializeParams struct {
	ProtocolVersion string             `json:"protocolVersion"`
	Capabilities    clientCapabilities `json:"capabilities"`
	ClientInfo      *implementation    `json:"clientInfo"`
}

type serverCapabilities struct {
	Tools     *struct{}            `json:"tools,omitempty"`
	Resources *resourcesCapability `json:"resources,omitempty"`
	Prompts   *struct{}            `json:"prompts,omitempty"`
}

// resourcesCapability: a legacy session declares listChanged and gets
// notifications/resources/list_changed after a commit that wrote memory, so
// a client that caches resources/list refreshes it (issue 22). MCP
// 2026-07-28 has no session to notify; its list carries a cache lifetime.
type resourcesCapability struct {
	ListChanged bool `json:"listChanged,omitempty"`
}

type initializeResult struct {
	ProtocolVersion string             `json:"protocolVersion"`
	Capabilities    serverCapabilities `json:"capabilities"`
	ServerInfo      implementation     `json:"serverInfo"`
	Instructions    string             `json:"instructions"`
}

// capabilities advertises what the method table serves: tools, resources
// and prompts; legacy sessions also get resources.listChanged.
func capabilities(legacy bool) serverCapabilities {
	return serverCapabilities{Tools: &struct{}{}, Resources: &resourcesCapability{ListChanged: legacy}, Prompts: &struct{}{}}
}

func handleInitialize(r *request) (any, error) {
	var p initializeParams
	if err := r.decodeParams(&p); err != nil {
		return nil, err
	}
	v := negotiateLegacy(p.ProtocolVersion)
	r.s.mu.Lock()
	r.s.legacyVersion, r.s.legacyCaps = v, p.Capabilities
	r.s.mu.Unlock()
	return initializeResult{ProtocolVersion: v, Capabilities: capabilities(true), ServerInfo: serverInfo(), Instructions: serverInstructions}, nil
}

type emptyResult struct {
	resultMeta
}

func handlePing(r *request) (any, error) { return &emptyResult{}, nil }

func handleInitialized(r *request) (any, error) {
	r.s.mu.Lock()
	r.s.initialized = true
	r.s.mu.Unlock()
	return nil, nil
}

func handleIgnored(r *request) (any, error) { return nil, nil }

func handleCancelled(r *request) (any, error) {
	var p struct {
		RequestID json.RawMessage `json:"requestId"`
	}
	if r.decodeParams(&p) == nil && len(p.RequestID) > 0 {
		r.s.cancelRequest(p.RequestID)
	}
	return nil, nil
}

type discoverResult struct {
	resultMeta
	SupportedVersions []string           `json:"supportedVersions"`
	Capabilities      serverCapabilities `json:"capabilities"`
	ServerInfo        *implementation    `json:"serverInfo,omitempty"`
	Instructions      string             `json:"instructions"`
}

// handleDiscover answers the modern probe. A legacy-era server/discover (no
// modern _meta) still gets an answer: the go-sdk client waits for one before
// it falls back to initialize.
func handleDiscover(r *request) (any, error) {
	return &discoverResult{SupportedVersions: modernVersions, Capabilities: capabilities(false), Instructions: serverInstructions}, nil
}

// Tools.

type toolAnnotations struct {
	Title           string `json:"title,omitempty"`
	ReadOnlyHint    *bool  `json:"readOnlyHint,omitempty"`
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  *bool  `json:"idempotentHint,omitempty"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
}

type tool struct {
	Name        string           `json:"name"`
	Title       string           `json:"title,omitempty"`
	Description string           `json:"description"`
	InputSchema json.RawMessage  `json:"inputSchema"`
	Annotations *toolAnnotations `json:"annotations,omitempty"`
	Meta        map[string]any   `json:"_meta,omitempty"`
}

type listToolsResult struct {
	resultMeta
	Tools []tool `json:"tools"`
}

// toolDef is a tool and its handler.
type toolDef struct {
	name        string
	title       string
	description string
	schema      string // JSON Schema of the arguments
	readOnly    bool
	destructive *bool
	meta        map[string]any
	handle      func(c *toolCall) (outcome, error)
}

// toolTable is every tool, in tools/list order (PROTOCOL.md: the order is
// deterministic): the product page's Tools table, read tools first.
var toolTable = []*toolDef{
	loadTool, routeTool, searchTool, verifyTool, statusTool,
	saveTool, saveSessionTool, commitTool,
	setRoleTool, setRuleVariantTool,
	noteTool,
}

// findTool looks a tool up by name.
func findTool(name string) (*toolDef, bool) {
	for _, d := range toolTable {
		if d.name == name {
			return d, true
		}
	}
	return nil, false
}

// boolRef is a pointer to b, for the annotations that are absent unless set.
func boolRef(b bool) *bool { return &b }

func handleToolsList(r *request) (any, error) {
	if err := checkNoCursor(r); err != nil {
		return nil, err
	}
	res := &listToolsResult{Tools: []tool{}}
	for _, d := range toolTable {
		t := tool{Name: d.name, Description: d.description, InputSchema: json.RawMessage(d.schema)}
		if r.era.hasTitles() {
			t.Title = d.title
		}
		if r.era.hasAnnotations() {
			ro := d.readOnly
			t.Annotations = &toolAnnotations{Title: d.title, ReadOnlyHint: &ro, DestructiveHint: d.destructive}
		}
		t.Meta = map[string]any{}
		for k, v := range d.meta {
			t.Meta[k] = v
		}
		if d.name == "engram_load" && r.s.opts.alwaysLoad {
			t.Meta["anthropic/alwaysLoad"] = true
		}
		if len(t.Meta) == 0 {
			t.Meta = nil
		}
		res.Tools = append(res.Tools, t)
	}
	return res, nil
}

type callToolParams struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
	// Modern multi-round-trip retry (SEP-2322).
	RequestState   string                     `json:"requestState,omitempty"`
	InputResponses map[string]json.RawMessage `json:"inputResponses,omitempty"`
}

type textContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type callToolResult struct {
	resultMeta
	Content           []textContent `json:"content,omitempty"`
	StructuredContent any           `json:"structuredContent,omitempty"`
	IsError           bool          `json:"isError,omitempty"`
	// input_required results (modern era) carry these instead of content.
	InputRequests map[string]any `json:"inputRequests,omitempty"`
	RequestState  string         `json:"requestState,omitempty"`
}

// toolCall is one tools/call being served.
type toolCall struct {
	r      *request
	params callToolParams
	def    *toolDef // the tool called: its schema names its arguments
	args   json.RawMessage
	nonce  string // the modern dialog's nonce, set when one is opened
}

func handleToolsCall(r *request) (any, error) {
	var p callToolParams
	if in := r.msg.inline; in != nil {
		p = in.params // decoded by the reader (perf_inline.go)
	} else if err := r.decodeParams(&p); err != nil {
		return nil, err
	}
	def, ok := findTool(p.Name)
	if !ok {
		return nil, fmt.Errorf("%w: unknown tool %q", errInvalidParams, p.Name)
	}
	args := p.Arguments
	if len(args) == 0 || string(args) == "null" {
		args = json.RawMessage("{}")
	}
	if args[0] != '{' {
		return toolFailure(r.era, errors.New("arguments must be an object")), nil
	}
	c := &toolCall{r: r, params: p, args: args, def: def}
	o, err := def.handle(c)
	if err != nil {
		var re *rpcError
		if errors.As(err, &re) {
			return nil, err // protocol errors (e.g. a forged requestState) stay protocol errors
		}
		return withRecovered(toolFailure(r.era, err)), nil
	}
	if o.data == nil && o.text == "" && o.pending != nil {
		return o.pending, nil
	}
	if changesResourceList(def, o) {
		r.s.notifyResourcesChanged() // before the result, so a client refreshing on the result sees it
	}
	return withRecovered(toolSuccess(r.era, o)), nil
}

// changesResourceList reports whether what a tool wrote changes
// resources/list: memories written (engram_commit or an accepted dialog),
// a working note (listed and read like any memory, as `engram load --id`
// reads it), or the roles, which decide which role-tagged memories are
// visible.
func changesResourceList(def *toolDef, o outcome) bool {
	switch d := o.data.(type) {
	case *commitReport:
		return len(d.Written) > 0
	case *noteResult:
		return true
	}
	return def == setRoleTool
}

// notifyResourcesChanged sends notifications/resources/list_changed to the
// legacy session, the only one told resources.listChanged (initialize's
// answer; server/discover declares none, and MCP 2026-07-28 has no session
// to notify). It goes whatever era the writing request used: a modern
// request that commits on a pipe a legacy client initialized changes that
// client's list as well (it used to be told nothing). Before initialize no
// client was told of the capability, so nothing is sent.
func (s *session) notifyResourcesChanged() {
	s.mu.Lock()
	announced := s.legacyVersion != ""
	s.mu.Unlock()
	if announced {
		s.out.write(&jsonrpcMessage{JSONRPC: "2.0", Method: notificationResourcesChanged})
	}
}

// toolSuccess builds the result: human text first, the envelope as
// structuredContent for clients that know it (2025-06-18 and later).
func toolSuccess(e era, o outcome) *callToolResult {
	res := &callToolResult{Content: []textContent{{Type: "text", Text: o.text}}}
	if e.hasStructuredContent() {
		res.StructuredContent = o.envelope(true)
	}
	return res
}

// toolFailure is a failed tool call as a result with isError, so the model
// sees what went wrong and can correct itself.
// Its hidden characters print as [U+XXXX], as the CLI's errors (report):
// a message names the workspace folder, whose name is whoever made it, and
// a host shows the result in its terminal.
func toolFailure(e era, err error) *callToolResult {
	msg := escapeHidden(err.Error())
	text := "error: " + msg
	var h interface{ toolHint() string }
	if errors.As(err, &h) && h.toolHint() != "" {
		text += "\nhint: " + escapeHidden(h.toolHint())
	}
	res := &callToolResult{Content: []textContent{{Type: "text", Text: text}}, IsError: true}
	if e.hasStructuredContent() {
		res.StructuredContent = outcome{data: map[string]any{"error": msg}, diagnostics: []string{msg}}.envelope(false)
	}
	return res
}

// bareToolCall serves `"method": "engram_status"` in the legacy era: the
// product page says a plain method call other than tools/call returns plain
// text, so the result is the tool's text as a JSON string.
func (s *session) bareToolCall(msg *jsonrpcMessage, def *toolDef, e era) (any, error) {
	args := msg.Params
	if len(args) == 0 || string(args) == "null" {
		args = json.RawMessage("{}")
	}
	// The call is tracked as tools/call's are: engram_save opens the
	// approval dialog for a client that declared elicitation, and waiting
	// for its answer needs the request's context (a nil one panicked after
	// the dialog was on screen, so the human's answer went nowhere), and
	// notifications/cancelled must be able to stop the wait.
	ctx, done := s.track(msg)
	defer done()
	r := &request{s: s, msg: msg, era: e, ctx: s.withSlot(ctx, msg)}
	o, err := def.handle(&toolCall{r: r, params: callToolParams{Name: def.name, Arguments: args}, args: args, def: def})
	if ctx.Err() != nil {
		return nil, errCancelled // the client cancelled: it expects no answer
	}
	if err != nil {
		return "error: " + escapeHidden(err.Error()), nil
	}
	if o.pending != nil {
		return "this tool needs the approval flow; call it through tools/call", nil
	}
	if changesResourceList(def, o) {
		s.notifyResourcesChanged()
	}
	return o.text, nil
}

// decodeArgs decodes tool arguments strictly: unknown fields and wrong types
// are reported by name so the model can fix its call.
func (c *toolCall) decodeArgs(v any) error {
	if string(c.args) == "{}" {
		return nil // every caller decodes into a struct, which {} leaves as it is
	}
	args, err := checkWholeArgs(c.def, c.args) // toolnumbers.go
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(args))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			if r, ok := wholeArgs(c.def)[te.Field]; ok {
				return fmt.Errorf("argument %q must be %s", te.Field, r.accepts())
			}
			return fmt.Errorf("argument %q must be %s", te.Field, jsonTypeName(te.Type.String()))
		}
		msg := strings.TrimPrefix(err.Error(), "json: ")
		if strings.HasPrefix(msg, "unknown field ") {
			// Name what the tool takes, so the model can fix its call
			// without reading the schema again (walk45: "candidates").
			msg += " (arguments: " + strings.Join(schemaArgNames(c.def), ", ") + ")"
		}
		return fmt.Errorf("invalid arguments: %v", msg)
	}
	return nil
}

// schemaArgNames lists, sorted, the arguments tools/list gives for a tool:
// what a model can read, not what decoding tolerates beside it.
func schemaArgNames(d *toolDef) []string {
	var schema struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if d == nil || json.Unmarshal([]byte(d.schema), &schema) != nil {
		return nil
	}
	names := make([]string, 0, len(schema.Properties))
	for name := range schema.Properties {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

func jsonTypeName(goType string) string {
	switch {
	case strings.HasPrefix(goType, "int"), strings.HasPrefix(goType, "float"):
		return "a number"
	case goType == "bool":
		return "true or false"
	case goType == "string":
		return "a string"
	case goType == reflect.TypeOf(stringsForm(nil)).String():
		return "a string or an array of strings"
	case strings.HasPrefix(goType, "[]"):
		return "an array"
	case strings.HasPrefix(goType, "map["), strings.HasPrefix(goType, "*"), strings.HasPrefix(goType, "main."), strings.HasPrefix(goType, "struct"):
		return "an object" // a struct or a map: what the client sees is an object
	}
	return "of a different type"
}

// view is the store of the server's workspace as of this call: the
// session's cached view, brought up to date (view.go).
func (c *toolCall) view() (*storeView, error) {
	if in := c.r.msg.inline; in != nil && in.view != nil {
		// Checked current by the reader (perf_inline.go). Taken once: a
		// run again after a memory changed under it (retryStale) gets the
		// refreshed view.
		v := in.view
		in.view = nil
		return v, nil
	}
	return c.r.s.views.get()
}

// stringList accepts a string (comma separated) or an array of strings.
type stringList []string

func (l *stringList) UnmarshalJSON(data []byte) error {
	arr, err := stringOrStrings(data)
	if err != nil {
		return err
	}
	*l = splitIDs(arr...)
	return nil
}

// stringOrStrings reads an argument given as a string or an array of
// strings; anything else is a type error naming both forms (jsonTypeName of
// stringsForm). It named only the string: engram_load {"id": [7]} said
// "argument \"id\" must be a string", as if an array were refused.
func stringOrStrings(data []byte) ([]string, error) {
	var s string
	if json.Unmarshal(data, &s) == nil {
		return []string{s}, nil
	}
	var arr []string
	if err := json.Unmarshal(data, &arr); err != nil {
		return nil, &json.UnmarshalTypeError{Value: string(data), Type: reflect.TypeOf(stringsForm(nil))}
	}
	return arr, nil
}

// stringsForm is the type a stringOrStrings error names.
type stringsForm []string
