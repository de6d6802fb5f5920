package main

import (
	"encoding/json"
	"fmt"
)

// This file is the only place that knows protocol versions. A request is
// served in the modern era (MCP 2026-07-28, stateless) when its
// params._meta names a protocol version; otherwise in the legacy era that
// `initialize` negotiated for the connection. Handlers ask named predicates
// (hasStructuredContent, …) and never compare version strings themselves.

const (
	version20241105 = "2024-11-05"
	version20250326 = "2025-03-26"
	version20250618 = "2025-06-18"
	version20251125 = "2025-11-25"
	version20260728 = "2026-07-28"
)

// legacyVersions is ordered oldest first; the last is the default answer to
// an unknown version (the product page: never echo an unknown version).
var legacyVersions = []string{version20241105, version20250326, version20250618, version20251125}

// modernVersions are the stateless versions served per request.
var modernVersions = []string{version20260728}

// Keys of params._meta in the modern era (SEP-2575).
const (
	metaProtocolVersion    = "io.modelcontextprotocol/protocolVersion"
	metaClientCapabilities = "io.modelcontextprotocol/clientCapabilities"
	metaClientInfo         = "io.modelcontextprotocol/clientInfo"
	metaLogLevel           = "io.modelcontextprotocol/logLevel"
	metaServerInfo         = "io.modelcontextprotocol/serverInfo"
)

// negotiateLegacy answers initialize's protocolVersion.
func negotiateLegacy(requested string) string {
	for _, v := range legacyVersions {
		if v == requested {
			return v
		}
	}
	return legacyVersions[len(legacyVersions)-1]
}

// era is how one request is served: its protocol version and the client's
// capabilities as they apply to this request.
type era struct {
	modern  bool
	version string
	caps    clientCapabilities
}

// clientCapabilities holds what Engram uses of the client's capabilities.
type clientCapabilities struct {
	Elicitation *elicitationCapability `json:"elicitation,omitempty"`
}

// elicitationCapability: `{}` means form only (2025-06-18); 2025-11-25 adds
// explicit `form` and `url` members.
type elicitationCapability struct {
	Form *struct{} `json:"form,omitempty"`
	URL  *struct{} `json:"url,omitempty"`
}

// supportsFormElicitation: `{}` and `{form:{}}` declare form mode; a client
// that declares only `url` cannot show a form.
func (c clientCapabilities) supportsFormElicitation() bool {
	if c.Elicitation == nil {
		return false
	}
	return c.Elicitation.Form != nil || c.Elicitation.URL == nil
}

func (e era) atLeast(v string) bool {
	if e.modern {
		return true
	}
	return versionIndex(e.version) >= versionIndex(v)
}

func versionIndex(v string) int {
	for i, x := range legacyVersions {
		if x == v {
			return i
		}
	}
	return -1
}

// Feature predicates, per PROTOCOL.md "Version differences".
func (e era) hasAnnotations() bool       { return e.atLeast(version20250326) }
func (e era) hasStructuredContent() bool { return e.atLeast(version20250618) }
func (e era) hasTitles() bool            { return e.atLeast(version20250618) }
func (e era) hasElicitationMode() bool   { return e.atLeast(version20251125) }
func (e era) acceptsBatches() bool       { return !e.modern && e.version == version20250326 }

// checkBatch: JSON-RPC batches were added in 2025-03-26 and removed in
// 2025-06-18, and MCP 2026-07-28 has none, so a batch is served only to a
// connection that negotiated 2025-03-26 (PROTOCOL.md "Framing").
func checkBatch(connection era) error {
	if connection.acceptsBatches() {
		return nil
	}
	return fmt.Errorf("%w: batches are only part of protocol %s, and this connection uses %s", errInvalidRequest, version20250326, connection.version)
}

// errBatchedModern answers a modern request found inside a batch.
var errBatchedModern = fmt.Errorf("%w: protocol %s has no batches; send each request on its own line", errInvalidRequest, version20260728)

// requestMeta is the part of params every request may carry.
type requestMeta struct {
	Meta map[string]json.RawMessage `json:"_meta"`
}

// modernEra decides whether a request is modern and validates its _meta. It
// returns ok=false for a legacy request.
func modernEra(params json.RawMessage) (era, bool, error) {
	var rm requestMeta
	if metaFree(params) { // perf_params.go
		return era{}, false, nil
	}
	if len(params) == 0 || json.Unmarshal(params, &rm) != nil || rm.Meta == nil {
		return era{}, false, nil
	}
	rawVersion, ok := rm.Meta[metaProtocolVersion]
	if !ok {
		return era{}, false, nil
	}
	var version string
	if err := json.Unmarshal(rawVersion, &version); err != nil {
		return era{}, true, fmt.Errorf("%w: _meta[%q] must be a string", errInvalidParams, metaProtocolVersion)
	}
	if !contains(modernVersions, version) {
		return era{}, true, &rpcError{code: codeUnsupportedProtocol, message: "Unsupported protocol version",
			data: map[string]any{"supported": modernVersions, "requested": version}}
	}
	rawCaps, ok := rm.Meta[metaClientCapabilities]
	if !ok {
		return era{}, true, fmt.Errorf("%w: _meta[%q] is required in protocol %s", errInvalidParams, metaClientCapabilities, version)
	}
	var caps clientCapabilities
	var asObject map[string]json.RawMessage
	if json.Unmarshal(rawCaps, &asObject) != nil || asObject == nil {
		return era{}, true, fmt.Errorf("%w: _meta[%q] must be an object", errInvalidParams, metaClientCapabilities)
	}
	if err := json.Unmarshal(rawCaps, &caps); err != nil {
		// It is an object; a capability in it is not what MCP defines
		// ("elicitation": 5). Saying the object must be one misled.
		return era{}, true, fmt.Errorf("%w: _meta[%q]: %s", errInvalidParams, metaClientCapabilities, paramsProblem(err))
	}
	return era{modern: true, version: version, caps: caps}, true, nil
}

// resultMeta is embedded in every result type. Legacy results leave it
// empty (all fields are omitted); modern ones fill it through decorate.
type resultMeta struct {
	ResultType string         `json:"resultType,omitempty"`
	TTLMs      *int           `json:"ttlMs,omitempty"`
	CacheScope string         `json:"cacheScope,omitempty"`
	Meta       map[string]any `json:"_meta,omitempty"`
}

func (r *resultMeta) resultMetaPtr() *resultMeta { return r }

type hasResultMeta interface{ resultMetaPtr() *resultMeta }

// cachePolicy says how long a modern client may reuse a list result, and
// whether it may share it (SEP-2549).
type cachePolicy struct {
	ttlMs int
	scope string
}

// decorate adds the modern-era fields to a result: resultType, serverInfo,
// and for cacheable results ttlMs and cacheScope.
func decorate(e era, result any, cache *cachePolicy) {
	r, ok := result.(hasResultMeta)
	if !ok || !e.modern {
		return
	}
	m := r.resultMetaPtr()
	if m.ResultType == "" {
		m.ResultType = "complete"
	}
	if m.Meta == nil {
		m.Meta = map[string]any{}
	}
	m.Meta[metaServerInfo] = serverInfo()
	if cache != nil && m.ResultType == "complete" {
		ttl := cache.ttlMs
		m.TTLMs, m.CacheScope = &ttl, cache.scope
	}
}

type implementation struct {
	Name    string `json:"name"`
	Title   string `json:"title,omitempty"`
	Version string `json:"version"`
}

func serverInfo() implementation {
	return implementation{Name: "engram", Version: engramVersion()}
}

// isModernRequest reports whether a request names a protocol version in
// params._meta, supported or not.
func isModernRequest(msg *jsonrpcMessage) bool {
	_, modern, _ := modernEra(msg.Params)
	return modern
}
