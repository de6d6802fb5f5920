package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// This file is the MCP session over stdio: it reads lines, decodes them,
// decides each request's era, dispatches through the method table, and
// writes answers through one writer. Tool calls run concurrently so the
// reader keeps reading while a tool waits (for an elicitation answer, say);
// a quick read on a quiet store is answered inline (perf_inline.go).
// stdout carries JSON-RPC only; hints go to stderr.

// serverOptions are engram-mcp's flags, parsed into locals by serveMCP.
type serverOptions struct {
	alwaysLoad        bool
	noElicitation     bool
	workspace         string
	elicitTimeout     time.Duration
	stateTTL          time.Duration
	workspaceExplicit bool
}

// defaultElicitTimeout: the product page's 60 seconds, after which the
// token flow takes over. ENGRAM_ELICITATION_TIMEOUT (a Go duration) changes it
// for tests.
const defaultElicitTimeout = 60 * time.Second

// session is one stdio connection.
type session struct {
	e     *env
	opts  serverOptions
	out   *lineWriter
	views *viewCache // the store as of the last request (view.go)

	mu            sync.Mutex
	legacyVersion string // "" until initialize
	legacyCaps    clientCapabilities
	initialized   bool
	inflight      map[string][]*inflightCall
	outbound      map[string]chan *jsonrpcMessage
	nextOutbound  int

	slots     chan struct{} // backpressure.go; nil: no limit
	gone      chan struct{} // closed when stdin ends; nil in tests that build a session
	heldSlots sync.Map      // *jsonrpcMessage → *inFlightSlot

	wg sync.WaitGroup
}

// serveMCP runs the server until stdin closes.
func serveMCP(e *env, args []string) error {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
		fmt.Fprint(e.stdout, "Usage: engram-mcp [--workspace DIR] [--always-load] [--no-elicitation]\n       engram mcp [same options]\n\n"+
			"Serves MCP (JSON-RPC) on standard input and output for a host; register it with 'engram link <host>'.\n\nOptions:\n"+
			"  --workspace DIR     the project (default: found from the working directory)\n"+
			"  --always-load       mark engram_load for Claude Code to load up front (_meta anthropic/alwaysLoad; link adds it only without the hook)\n"+
			"  --no-elicitation    never open the host's approval dialog; always use an approval token\n")
		return nil
	}
	if isTerminal(e.stdin) {
		// Started by hand, it would wait silently for JSON-RPC: say what it
		// is, on stderr (stdout carries only protocol), and keep serving.
		fmt.Fprintln(e.stderr, "engram-mcp: this is an MCP server on stdio; see 'engram link' to register it with a host (Ctrl-D ends it)")
	}
	opts := parseServerArgs(e, args)
	// A mistyped or moved --workspace (or ENGRAM_WORKSPACE) in a host's
	// config served every request as a project without a store: "no
	// memory matched", and "run 'engram init'" for a folder that does not
	// exist. It fails as it does for every other command (exit 7, the
	// reason on stderr), and the host shows the server as failed.
	explicit := ""
	if opts.workspaceExplicit {
		explicit = opts.workspace
	}
	if err := workspaceFolder(e, explicit); err != nil {
		return err
	}
	s := &session{e: e, opts: opts, out: &lineWriter{w: e.stdout}, views: newViewCache(e, opts.workspace),
		inflight: map[string][]*inflightCall{}, outbound: map[string]chan *jsonrpcMessage{},
		slots: make(chan struct{}, maxInFlight), gone: make(chan struct{})}
	defer s.views.close()
	e.views = s.views
	defer answeringServer()() // perf_firstgc.go
	return s.run(e.stdin)
}

// parseServerArgs reads the server flags. Unknown options are ignored with a
// one-line hint on stderr: a host that passes a newer flag must still get a
// working server (the product page). A flag is read in every spelling Go's
// flag package gives engram's own commands (-flag, --flag, --flag=true,
// -workspace DIR, --workspace=DIR): a host config written that way must not
// silently lose --no-elicitation and with it the chat approval flow.
func parseServerArgs(e *env, args []string) serverOptions {
	opts := serverOptions{elicitTimeout: defaultElicitTimeout, stateTTL: defaultStateTTL}
	if d, err := time.ParseDuration(e.getenv("ENGRAM_ELICITATION_TIMEOUT")); err == nil && d > 0 {
		opts.elicitTimeout = d
	}
	if d, err := time.ParseDuration(e.getenv("ENGRAM_REQUEST_STATE_TTL")); err == nil && d > 0 {
		opts.stateTTL = d
	}
	bools := map[string]*bool{"always-load": &opts.alwaysLoad, "no-elicitation": &opts.noElicitation}
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, value, hasValue := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-"), "=")
		if !strings.HasPrefix(a, "-") {
			name = ""
		}
		switch b := bools[name]; {
		case b != nil && !hasValue:
			*b = true
		case b != nil && validBool(value):
			*b, _ = strconv.ParseBool(value)
		case name == "workspace" && hasValue:
			opts.workspace, opts.workspaceExplicit = value, true
		case name == "workspace" && i+1 < len(args):
			opts.workspace, opts.workspaceExplicit = args[i+1], true
			i++
		default:
			fmt.Fprintf(e.stderr, "engram-mcp: hint: ignoring unknown option %q (known: --always-load, --no-elicitation, --workspace DIR)\n", a)
		}
	}
	opts.workspace = resolveWorkspace(e, opts.workspace)
	return opts
}

// validBool reports whether s is a value strconv.ParseBool reads.
func validBool(s string) bool {
	_, err := strconv.ParseBool(s)
	return err == nil
}

func (s *session) run(in io.Reader) error {
	lr := newLineReader(in)
	for first := true; ; first = false {
		line, err := lr.readLine()
		if long := (*lineTooLongError)(nil); errors.As(err, &long) {
			s.out.write(response(long.line.requestID(), nil, fmt.Errorf("%w: the message is %s for one message; "+
				"send less (a memory's text is at most %s)", errInvalidRequest, sizeOverLimit(long.line.size, maxLineBytes), byteSize(maxMemoryFileBytes))))
		} else if err != nil {
			break // EOF or a closed pipe: the client is gone
		} else {
			s.handleLine(line)
		}
		// Any first message has its answer now, an oversized one too (it
		// used to skip the preload, leaving the whole cold read to the
		// first request).
		if first {
			s.preload()
		}
	}
	if s.gone != nil {
		close(s.gone) // a dialog still open has nobody left to answer it
	}
	s.wg.Wait()
	return nil
}

// preload reads the store in the background once the client's first
// message (initialize or server/discover, answered synchronously) has its
// answer, so the first answer is not delayed: hosts list tools and wait for
// the model before the first engram_load, and by then the view is ready
// (at 10,000 memories a new process needs ~100 ms or more to read it). A
// request that arrives during the preload waits for it and gets the same
// view; an error is left for that request to meet and report. A panic is
// reported on stderr and left too: a request meets it in call, which
// answers an internal error, instead of the whole server dying before the
// client has asked for anything.
func (s *session) preload() {
	build, claimed := s.views.claimPreload() // perf_preload.go
	if !claimed {
		build = func() { s.views.get() }
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer func() {
			if r := recover(); r != nil {
				fmt.Fprintf(s.e.stderr, "engram-mcp: internal error while reading the store ahead of the first request: %v\n", r)
			}
		}()
		build()
	}()
}

// handleLine answers one line: a message or a batch.
func (s *session) handleLine(line []byte) {
	if line[0] == '[' {
		s.handleBatch(line)
		return
	}
	msg, err := decodeMessage(line)
	if err != nil {
		var id json.RawMessage
		if msg != nil {
			id = msg.ID
		}
		s.out.write(response(id, nil, err))
		return
	}
	if msg.isResponse() {
		s.deliverResponse(msg)
		return
	}
	if s.isSynchronous(msg) {
		if resp := s.dispatch(msg); resp != nil {
			s.out.write(resp)
		}
		return
	}
	if s.serveInline(msg) { // perf_inline.go
		return
	}
	slot := s.takeSlot(msg) // backpressure.go: waits while maxInFlight answers are unwritten
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer s.dropSlot(msg, slot)
		if resp := s.dispatch(msg); resp != nil {
			s.out.write(resp)
		}
	}()
}

// isSynchronous: initialize and notifications change session state that the
// next request depends on, so they are applied before reading on.
func (s *session) isSynchronous(msg *jsonrpcMessage) bool {
	return msg.isNotification() || msg.Method == methodInitialize || msg.Method == methodPing
}

// handleBatch answers a JSON array with an array, with no entries for
// notifications and never an initialize inside a batch. Only a 2025-03-26
// connection may batch (checkBatch); any other gets one -32600.
func (s *session) handleBatch(line []byte) {
	var items []json.RawMessage
	if err := json.Unmarshal(line, &items); err != nil {
		s.out.write(response(nil, nil, fmt.Errorf("%w: %v", errParse, err)))
		return
	}
	if len(items) == 0 {
		s.out.write(response(nil, nil, fmt.Errorf("%w: empty batch", errInvalidRequest)))
		return
	}
	if err := checkBatch(s.legacyEra()); err != nil {
		s.out.write(response(nil, nil, err))
		return
	}
	if len(items) > maxBatch {
		s.out.write(response(nil, nil, fmt.Errorf("%w: a batch is limited to %d messages; send the rest in another batch or one per line", errInvalidRequest, maxBatch)))
		return
	}
	var answers []*jsonrpcMessage
	for _, raw := range items {
		msg, err := decodeMessage(raw)
		switch {
		case err != nil:
			var id json.RawMessage
			if msg != nil {
				id = msg.ID
			}
			answers = append(answers, response(id, nil, err))
		case msg.isResponse():
			s.deliverResponse(msg)
		case msg.Method == methodInitialize:
			answers = append(answers, response(msg.ID, nil, fmt.Errorf("%w: initialize must not be part of a batch", errInvalidRequest)))
		case isModernRequest(msg):
			if !msg.isNotification() {
				answers = append(answers, response(msg.ID, nil, errBatchedModern))
			}
		default:
			if resp := s.dispatch(msg); resp != nil {
				answers = append(answers, resp)
			}
		}
	}
	if len(answers) > 0 {
		s.out.write(answers)
	}
}

// dispatch finds the era and the method, then calls the handler. It returns
// nil for notifications, which are never answered.
func (s *session) dispatch(msg *jsonrpcMessage) *jsonrpcMessage {
	if msg.isNotification() {
		// A request method sent without an id would run with nobody to
		// see its result (a tool call could even write): only real
		// notifications are acted on.
		if strings.HasPrefix(msg.Method, "notifications/") {
			s.call(msg)
		}
		return nil
	}
	if strings.HasPrefix(msg.Method, "notifications/") {
		// A notification sent with an id: it was acted on (cancelled
		// stopped a call) and answered with "result": null, which is no
		// MCP result (results are objects). The SDKs answer -32601: no
		// request has that name.
		return response(msg.ID, nil, fmt.Errorf("%w: %s is a notification: send it without an id", errMethodNotFound, msg.Method))
	}
	result, err := s.call(msg)
	if errors.Is(err, errCancelled) {
		return nil
	}
	return response(msg.ID, result, err)
}

func (s *session) call(msg *jsonrpcMessage) (result any, err error) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(s.e.stderr, "engram-mcp: internal error in %s: %v\n", msg.Method, r)
			result, err = nil, wireErrorf(codeInternalError, "internal error in %s", msg.Method)
		}
	}()
	e, isModern, err := modernEra(msg.Params)
	if err != nil {
		return nil, err
	}
	if !isModern {
		e = s.legacyEra()
	}
	info, ok := methodTable[msg.Method]
	if !ok || (e.modern && !info.modern) || (!e.modern && !info.legacy) {
		if !e.modern && !msg.isNotification() {
			if def, isTool := findTool(msg.Method); isTool {
				return s.bareToolCall(msg, def, e)
			}
		}
		return nil, fmt.Errorf("%w: %s", errMethodNotFound, msg.Method)
	}
	ctx, done := context.Background(), func() {}
	if msg.inline == nil {
		// A request served inline (perf_inline.go) holds no slot, and no
		// cancellation of it can be read before it ends.
		ctx, done = s.track(msg)
		ctx = s.withSlot(ctx, msg)
	}
	defer done()
	req := &request{s: s, msg: msg, era: e, ctx: ctx}
	result, err = retryStale(s.views.forgetFile, func() (any, error) { return info.handle(req) }) // perf_textless.go
	if ctx.Err() != nil && len(msg.ID) > 0 {
		return nil, errCancelled // the client cancelled: it expects no answer
	}
	if err == nil {
		decorate(e, result, info.cache)
	}
	return result, err
}

// errCancelled marks a request the client cancelled with
// notifications/cancelled; no response is sent for it (MCP cancellation).
var errCancelled = errors.New("cancelled by the client")

// legacyEra is the era initialize negotiated; before initialize, requests
// are served as the newest legacy version with no client capabilities.
func (s *session) legacyEra() era {
	s.mu.Lock()
	defer s.mu.Unlock()
	v := s.legacyVersion
	if v == "" {
		v = legacyVersions[len(legacyVersions)-1]
	}
	return era{version: v, caps: s.legacyCaps}
}

// inflightCall is one running request that notifications/cancelled can
// stop.
type inflightCall struct{ cancel context.CancelFunc }

// track registers a request so notifications/cancelled can stop it. MCP
// forbids a client to reuse an id within a session, but a client that does
// sends two calls under one id: each keeps its own entry, and a cancel of
// the id stops both. One slot per id let the later call's cancel replace
// the earlier's and the first to end delete it, so a cancel then reached
// neither (an approval dialog that could no longer be withdrawn).
func (s *session) track(msg *jsonrpcMessage) (context.Context, func()) {
	ctx, cancel := context.WithCancel(context.Background())
	if len(msg.ID) == 0 {
		return ctx, cancel
	}
	key, call := string(msg.ID), &inflightCall{cancel: cancel}
	s.mu.Lock()
	s.inflight[key] = append(s.inflight[key], call)
	s.mu.Unlock()
	return ctx, func() {
		s.mu.Lock()
		calls := slices.DeleteFunc(s.inflight[key], func(c *inflightCall) bool { return c == call })
		if len(calls) == 0 {
			delete(s.inflight, key)
		} else {
			s.inflight[key] = calls
		}
		s.mu.Unlock()
		cancel()
	}
}

func (s *session) cancelRequest(id json.RawMessage) {
	s.mu.Lock()
	calls := slices.Clone(s.inflight[string(id)])
	s.mu.Unlock()
	for _, c := range calls {
		c.cancel()
	}
}

// request is one incoming request with its era.
type request struct {
	s   *session
	msg *jsonrpcMessage
	era era
	ctx context.Context
}

// decodeParams decodes params into v; a type mismatch is -32602.
func (r *request) decodeParams(v any) error {
	if len(r.msg.Params) == 0 || string(r.msg.Params) == "null" {
		return nil
	}
	if err := json.Unmarshal(r.msg.Params, v); err != nil {
		return fmt.Errorf("%w: %s", errInvalidParams, paramsProblem(err))
	}
	return nil
}

// paramsProblem says what is wrong with params in the protocol's words:
// encoding/json's "cannot unmarshal number into Go struct field
// callToolParams.name of type string" names Go types the client never saw.
func paramsProblem(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		if te.Field == "" {
			return "params must be an object"
		}
		// Field names the member, or the map holding the value (prompts/
		// get's arguments), so the message names what was found.
		found := "a " + te.Value
		if strings.HasPrefix(te.Value, "a") || strings.HasPrefix(te.Value, "o") {
			found = "an " + te.Value // an array, an object
		}
		return fmt.Sprintf("%q: found %s where %s belongs", te.Field, found, jsonTypeName(te.Type.String()))
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// errOutboundTimeout and errOutboundClosed end a server-to-client request
// without an answer; errOutboundModern refuses one for a modern request.
var (
	errOutboundTimeout = errors.New("the client did not answer in time")
	errOutboundClosed  = errors.New("the connection closed")
	errOutboundModern  = errors.New("MCP 2026-07-28 has no server-to-client requests; answer input_required instead")
)

// askClient sends a server-to-client request on behalf of the request r
// being served (legacy era only) and waits for the client's answer, the
// timeout, or r's cancellation. The reader goroutine keeps serving other
// requests meanwhile.
//
// A request served in MCP 2026-07-28 never gets here: on stdio that era
// forbids writing requests to stdout (PROTOCOL.md), and its client would
// not answer, so it fails at once with errOutboundModern and writes
// nothing. The caller falls back as on a timeout.
func (r *request) askClient(method string, params any, timeout time.Duration) (*jsonrpcMessage, error) {
	if r.era.modern {
		return nil, errOutboundModern
	}
	s, ctx := r.s, r.ctx
	s.mu.Lock()
	s.nextOutbound++
	id := json.RawMessage(strconv.Quote(fmt.Sprintf("engram-%d", s.nextOutbound)))
	ch := make(chan *jsonrpcMessage, 1)
	s.outbound[string(id)] = ch
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.outbound, string(id))
		s.mu.Unlock()
	}()
	data, err := json.Marshal(params)
	if err != nil {
		return nil, err
	}
	if err := s.out.write(&jsonrpcMessage{JSONRPC: "2.0", ID: id, Method: method, Params: data}); err != nil {
		return nil, errOutboundClosed
	}
	releaseWhileWaiting(ctx) // backpressure.go: the reader must be free to read the answer
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case resp := <-ch:
		// A cancel read before the answer wins. The reader applies
		// notifications/cancelled before it reads the next line, so an
		// answer read after it finds ctx done already; select picks at
		// random among ready cases, and when this goroutine had not run
		// between the two lines (a loaded machine) an accept read after
		// the cancel wrote the memory of a cancelled call.
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return resp, nil
	case <-timer.C:
		s.cancelOutbound(id, "engram stopped waiting for an answer")
		return nil, errOutboundTimeout
	case <-ctx.Done():
		s.cancelOutbound(id, "the request that asked was cancelled")
		return nil, ctx.Err()
	case <-s.gone:
		// The client closed stdin: no answer can come. Waiting out the
		// timeout kept the process alive up to a minute after the host
		// had let it go (MCP stdio shutdown expects a prompt exit).
		return nil, errOutboundClosed
	}
}

// cancelOutbound tells the client that engram no longer waits for the
// answer to its request id (MCP cancellation goes both ways, and the SDKs
// send it for a request they give up on). Without it a host kept its
// approval dialog open after the timeout or the call's cancellation, and
// the human's later answer went nowhere.
func (s *session) cancelOutbound(id json.RawMessage, reason string) {
	params, _ := json.Marshal(map[string]any{"requestId": id, "reason": reason})
	s.out.write(&jsonrpcMessage{JSONRPC: "2.0", Method: notificationCancelled, Params: params})
}

// deliverResponse hands a client's answer to the waiting request. An answer
// for an id we never sent (or already gave up on) is dropped with a hint.
func (s *session) deliverResponse(msg *jsonrpcMessage) {
	s.mu.Lock()
	ch := s.outbound[string(msg.ID)]
	delete(s.outbound, string(msg.ID))
	s.mu.Unlock()
	if ch == nil {
		fmt.Fprintf(s.e.stderr, "engram-mcp: hint: ignoring a response for unknown request id %s\n", msg.ID)
		return
	}
	ch <- msg
}
