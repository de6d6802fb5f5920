package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"unicode/utf8"
)

// This file is JSON-RPC 2.0 over stdio: one message per line in, one whole
// message per line out, and the one place where errors become wire codes. It
// knows no MCP method names.

// JSON-RPC and MCP error codes.
const (
	codeParseError          = -32700
	codeInvalidRequest      = -32600
	codeMethodNotFound      = -32601
	codeInvalidParams       = -32602
	codeInternalError       = -32603
	codeResourceNotFound    = -32002 // legacy era; modern answers -32602 (SEP-2164)
	codeUnsupportedProtocol = -32022 // MCP 2026-07-28
)

// maxLineBytes bounds one incoming message. A memory request is a few KiB; a
// client that sends more is broken or hostile, and must not make the server
// buffer without limit.
const maxLineBytes = 4 << 20

// rpcError is an error with a wire code. Sentinels are wrapped with %w by
// callers that add context; toWireError finds the code with errors.As.
type rpcError struct {
	code    int
	message string
	data    any
}

func (e *rpcError) Error() string { return e.message }

var (
	errParse          = &rpcError{code: codeParseError, message: "parse error"}
	errInvalidRequest = &rpcError{code: codeInvalidRequest, message: "invalid request"}
	errMethodNotFound = &rpcError{code: codeMethodNotFound, message: "method not found"}
	errInvalidParams  = &rpcError{code: codeInvalidParams, message: "invalid params"}
)

// wireErrorf makes an error with a code and a formatted message.
func wireErrorf(code int, format string, args ...any) *rpcError {
	return &rpcError{code: code, message: fmt.Sprintf(format, args...)}
}

// wireError is the JSON-RPC error object.
type wireError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

// toWireError maps any error to its wire form: the code of the innermost
// rpcError, the outermost message. Anything else is an internal error.
func toWireError(err error) *wireError {
	var re *rpcError
	if errors.As(err, &re) {
		msg := err.Error()
		if re.data != nil || msg == "" {
			msg = re.message
		}
		return &wireError{Code: re.code, Message: msg, Data: re.data}
	}
	return &wireError{Code: codeInternalError, Message: err.Error()}
}

// jsonrpcMessage is any message: request, notification or response.
type jsonrpcMessage struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *wireError      `json:"error,omitempty"`

	inline *inlineRead // set when the reader serves it inline (perf_inline.go)
	// resultMarshalled: Result is json.Marshal's output (perf_envelope.go).
	resultMarshalled bool
	line             *bytes.Buffer // the whole answer line, when marshalResult made it
}

func (m *jsonrpcMessage) isNotification() bool { return m.Method != "" && len(m.ID) == 0 }
func (m *jsonrpcMessage) isResponse() bool {
	return m.Method == "" && len(m.ID) > 0 && (m.Result != nil || m.Error != nil)
}

// lineReader reads newline-delimited messages, skipping blank lines. An
// over-long line is consumed to its end and reported as errLineTooLong so the
// caller can answer it and go on.
type lineReader struct {
	r   *bufio.Reader
	max int // maxLineBytes; smaller in the fuzz test
}

var errLineTooLong = errors.New("message exceeds the maximum line size")

// overlongLine is what the reader keeps of a line over the limit: its size,
// its first overlongHead bytes and its last overlongTail, from which
// requestID finds the request's id. Answered with id null, a request over
// the limit (an engram_save of a 5 MB log) was never answered for any
// client: the TypeScript SDKs cannot match an error to no request, so the
// host waited its whole timeout (60 s) and said "Request timed out".
type overlongLine struct {
	size       int64
	head, tail []byte
}

const (
	overlongHead = 64 << 10
	overlongTail = 512
)

// lineTooLongError is errLineTooLong with what was kept of the line.
type lineTooLongError struct{ line *overlongLine }

func (e *lineTooLongError) Error() string        { return errLineTooLong.Error() }
func (e *lineTooLongError) Is(target error) bool { return target == errLineTooLong }

func (o *overlongLine) keepTail(chunk []byte) {
	o.size += int64(len(chunk))
	if len(chunk) >= overlongTail {
		o.tail = append(o.tail[:0], chunk[len(chunk)-overlongTail:]...)
		return
	}
	o.tail = append(o.tail, chunk...)
	if n := len(o.tail); n > overlongTail {
		o.tail = append(o.tail[:0], o.tail[n-overlongTail:]...)
	}
}

// A member whose value is a scalar, as clients write the members before a
// request's params: a name without escapes, a string without escapes, a
// number, true, false or null.
const scalarMember = `\s*"[^"\\]*"\s*:\s*(?:"[^"\\]*"|-?[0-9][0-9.eE+-]*|true|false|null)\s*,`
const idValue = `(-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|"[^"\\]*")`

var (
	// The head of a request whose method, and maybe id, come before its
	// params (the Go SDK, Python's): only scalar members are crossed, so a
	// name inside params is never taken for the message's own.
	headMethod = lazyRegexp(`^\s*\{(?:` + scalarMember + `)*?\s*"method"\s*:\s*"`)
	headID     = lazyRegexp(`^\s*\{(?:` + scalarMember + `)*?\s*"id"\s*:\s*` + idValue + `\s*[,}]`)
	// The tail of a request whose id is its last member (the TypeScript
	// SDKs write {"method":…,"params":…,"jsonrpc":"2.0","id":N}): the id is
	// followed by the one brace that closes the message; a member of params
	// would be followed by two.
	tailID = lazyRegexp(`[,{]\s*"id"\s*:\s*` + idValue + `\s*\}\s*$`)
)

// requestID is the id of the request an over-long line holds, or nil where
// it is not plainly one: no method among the members before params, or no
// id at either end. The tail wins, as a later duplicate does in a message.
func (o *overlongLine) requestID() json.RawMessage {
	if !headMethod().Match(o.head) {
		return nil
	}
	for _, m := range [][][]byte{tailID().FindSubmatch(o.tail), headID().FindSubmatch(o.head)} {
		if m != nil {
			if id := validID(json.RawMessage(m[1])); id != nil {
				return id
			}
		}
	}
	return nil
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10), max: maxLineBytes}
}

func (lr *lineReader) readLine() ([]byte, error) {
	var buf []byte
	var long *overlongLine
	for {
		chunk, err := lr.r.ReadSlice('\n')
		switch {
		case long != nil:
			long.keepTail(chunk)
		case len(buf)+len(chunk) > lr.max:
			long = &overlongLine{size: int64(len(buf))}
			long.head = append(long.head, buf[:min(len(buf), overlongHead)]...)
			long.head = append(long.head, chunk[:min(len(chunk), overlongHead-len(long.head))]...)
			long.keepTail(chunk)
			buf = nil
		default:
			buf = append(buf, chunk...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if long != nil && (err == nil || err == io.EOF) {
			return nil, &lineTooLongError{long}
		}
		if err != nil && (err != io.EOF || len(bytes.TrimSpace(buf)) == 0) {
			return nil, err
		}
		if line := bytes.TrimSpace(buf); len(line) > 0 {
			return line, nil
		}
		if err == io.EOF {
			return nil, io.EOF
		}
		buf = buf[:0]
	}
}

// lineWriter writes whole messages, one per line, under one lock, so that
// concurrent handlers never interleave bytes on stdout.
type lineWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (lw *lineWriter) write(v any) error {
	var data []byte
	var err error
	if m, ok := v.(*jsonrpcMessage); ok {
		data, _ = resultLine(m) // perf_envelope.go
		defer releaseLine(m)
	}
	if data == nil {
		if data, err = json.Marshal(v); err != nil {
			return err
		}
		data = append(data, '\n')
	}
	lw.mu.Lock()
	defer lw.mu.Unlock()
	_, err = lw.w.Write(data)
	firstAnswerWritten() // perf_firstgc.go
	return err
}

// response builds a result or error response for a request id.
func response(id json.RawMessage, result any, err error) *jsonrpcMessage {
	if len(id) == 0 {
		id = json.RawMessage("null")
	}
	m := &jsonrpcMessage{JSONRPC: "2.0", ID: id}
	if err != nil {
		m.Error = toWireError(err)
		return m
	}
	data, line, merr := marshalResult(id, result) // perf_envelope.go
	if merr != nil {
		m.Error = toWireError(merr)
		return m
	}
	m.Result, m.line, m.resultMarshalled = data, line, true
	return m
}

// decodeMessage checks the envelope generically, before any handler sees it:
// a JSON object, jsonrpc "2.0", an id that is a string, number or absent, a
// method string. Member names are matched exactly (JSON-RPC 2.0 names them
// in lower case): encoding/json alone would take "ID" or "Method" for "id"
// or "method", so a notification spelled {"Id":…} would get an answer and
// {"METHOD":"x"} would run x.
func decodeMessage(line []byte) (*jsonrpcMessage, error) {
	raw, ok := scanEnvelope(line) // perf_decode.go
	if !ok {
		var members map[string]json.RawMessage
		if err := json.Unmarshal(line, &members); err != nil {
			if json.Valid(line) {
				return &jsonrpcMessage{}, fmt.Errorf("%w: a message must be a JSON object", errInvalidRequest)
			}
			return nil, fmt.Errorf("%w: %v", errParse, err)
		}
		if members == nil {
			return &jsonrpcMessage{}, fmt.Errorf("%w: a message must be a JSON object", errInvalidRequest)
		}
		raw = membersOf(members)
	}
	m := jsonrpcMessage{ID: raw.id, Params: raw.params, Result: raw.result}
	id := validID(m.ID)
	if decodeString(raw.jsonrpc, &m.JSONRPC) != nil || m.JSONRPC != "2.0" { // perf_params.go
		return &jsonrpcMessage{ID: id}, fmt.Errorf("%w: jsonrpc must be \"2.0\"", errInvalidRequest)
	}
	if len(m.ID) > 0 && string(m.ID) != "null" && id == nil {
		return &jsonrpcMessage{}, fmt.Errorf("%w: id must be a string or a number", errInvalidRequest)
	}
	if raw.hasMethod && len(m.ID) > 0 && id == nil {
		// MCP: "unlike base JSON-RPC, the ID MUST NOT be null". Answered
		// as a request, its result went back with id null, which no
		// client can match to a call (a JSON-RPC 1.0 habit for a
		// notification got an answer it did not expect).
		return &jsonrpcMessage{}, fmt.Errorf("%w: id must be a string or a number, never null (a notification has no id)", errInvalidRequest)
	}
	if raw.hasMethod && decodeString(raw.method, &m.Method) != nil {
		return &jsonrpcMessage{ID: id}, fmt.Errorf("%w: method must be a string", errInvalidRequest)
	}
	if raw.hasError && string(raw.errv) != "null" {
		if json.Unmarshal(raw.errv, &m.Error) != nil {
			return &jsonrpcMessage{ID: id}, fmt.Errorf("%w: error must be an object with a code and a message", errInvalidRequest)
		}
	}
	if m.Method == "" && !m.isResponse() {
		return &jsonrpcMessage{ID: id}, fmt.Errorf("%w: missing method", errInvalidRequest)
	}
	if len(m.Params) > 0 && m.Params[0] != '{' && m.Params[0] != '[' && string(m.Params) != "null" {
		return &jsonrpcMessage{ID: id}, fmt.Errorf("%w: params must be an object", errInvalidRequest)
	}
	return &m, nil
}

// validID returns id when it is a JSON string or number, else nil. An id
// that is not valid UTF-8 is refused: it is echoed byte for byte in the
// answer, and stdout must stay valid UTF-8 JSON.
func validID(id json.RawMessage) json.RawMessage {
	t := bytes.TrimSpace(id)
	if len(t) == 0 || string(t) == "null" || !utf8.Valid(t) {
		return nil
	}
	if t[0] == '"' || t[0] == '-' || (t[0] >= '0' && t[0] <= '9') {
		return t
	}
	return nil
}
