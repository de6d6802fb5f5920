package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// Session transcripts (testdata/sessions/*.txtar), in the shape of the
// go-sdk conformance tests: a comment saying what the case checks, then
//
//	-- args --    server flags, one per line; "store: fixture|example|none"
//	              picks the workspace; "env: K=V" sets the environment
//	-- client --  hand-written JSON-RPC lines the client sends
//	-- server --  what the server answered, indented JSON (written by -update)
//
// The harness spawns the real engram-mcp binary over pipes. It sends each
// client line and, for a request, waits for the answer with that id, so the
// transcript is deterministic even though the server answers concurrently.
// A line "#wait N" in the client section waits for N further server lines
// (server-to-client requests), which also land in the transcript; a client
// line starting "#nowait " is sent without waiting for its answer. The last
// requestState and approval token the server sent replace $STATE, $TOKEN
// and $STATE_FLIPPED (one byte of the signature changed) in client lines,
// and are written as those names in the transcript.

var update = flag.Bool("update", false, "rewrite the server sections of session transcripts and golden files")

type txtar struct {
	comment  string
	sections map[string]string
	order    []string
}

// parseTxtar is a small reader of the txtar format: Go's own is internal.
func parseTxtar(data string) (*txtar, error) {
	t := &txtar{sections: map[string]string{}}
	cur := ""
	var buf strings.Builder
	flush := func() error {
		if cur == "" {
			t.comment = buf.String()
		} else {
			if _, dup := t.sections[cur]; dup {
				return fmt.Errorf("duplicate section %q", cur)
			}
			t.sections[cur] = buf.String()
			t.order = append(t.order, cur)
		}
		buf.Reset()
		return nil
	}
	for _, line := range strings.SplitAfter(data, "\n") {
		trimmed := strings.TrimRight(line, "\r\n")
		if strings.HasPrefix(trimmed, "-- ") && strings.HasSuffix(trimmed, " --") && len(trimmed) > 6 {
			if err := flush(); err != nil {
				return nil, err
			}
			cur = strings.TrimSpace(trimmed[3 : len(trimmed)-3])
			if cur != "args" && cur != "client" && cur != "server" {
				return nil, fmt.Errorf("unknown section %q", cur)
			}
			continue
		}
		buf.WriteString(line)
	}
	return t, flush()
}

func (t *txtar) format() string {
	var b strings.Builder
	b.WriteString(t.comment)
	for _, name := range t.order {
		fmt.Fprintf(&b, "-- %s --\n%s", name, t.sections[name])
	}
	return b.String()
}

func TestSessions(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob(filepath.Join("testdata", "sessions", "*.txtar"))
	if len(files) == 0 {
		t.Fatal("no session transcripts")
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			t.Parallel() // each transcript has its own workspace and server
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			tx, err := parseTxtar(string(data))
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			got := runTranscript(t, tx)
			want := tx.sections["server"]
			if got == want {
				return
			}
			if *update {
				if _, ok := tx.sections["server"]; !ok {
					tx.order = append(tx.order, "server")
				}
				tx.sections["server"] = got
				if err := os.WriteFile(file, []byte(tx.format()), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			os.WriteFile(file+".got", []byte(got), 0o644)
			t.Errorf("%s: server transcript differs (got written to %s.got)\n%s", file, file, lineDiff(want, got))
		})
	}
}

// sessionSetup builds the workspace and the command for a transcript.
func sessionSetup(t *testing.T, tx *txtar) (*exec.Cmd, string) {
	work := t.TempDir()
	var args []string
	env := scratchEnv(t)
	store := "fixture"
	for _, line := range strings.Split(tx.sections["args"], "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "store: "):
			store = strings.TrimPrefix(line, "store: ")
		case strings.HasPrefix(line, "env: "):
			env = append(env, strings.TrimPrefix(line, "env: "))
		default:
			args = append(args, line)
		}
	}
	switch store {
	case "fixture":
		copyTree(t, filepath.Join("testdata", "fixture-0.0.28"), filepath.Join(work, ".agents", ".engram"))
	case "example":
		copyTree(t, filepath.Join("example", ".agents", ".engram"), filepath.Join(work, ".agents", ".engram"))
	case "none":
	default:
		t.Fatalf("unknown store %q", store)
	}
	cmd := exec.Command(testServerBinary, append([]string{"--workspace", work}, args...)...)
	cmd.Env = env
	cmd.Dir = work
	return cmd, work
}

func runTranscript(t *testing.T, tx *txtar) string {
	t.Helper()
	cmd, work := sessionSetup(t, tx)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 100)
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 1<<20), 8<<20)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	rec := &transcriptRecorder{t: t, work: work}
	record := rec.record
	next := func() (string, bool) {
		select {
		case l, ok := <-lines:
			return l, ok
		case <-time.After(time.Minute): // a hang, not a slow machine: a reply takes milliseconds
			t.Errorf("timed out waiting for the server")
			return "", false
		}
	}
	for _, line := range strings.Split(tx.sections["client"], "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "# ") || line == "#" {
			continue
		}
		if n, ok := strings.CutPrefix(line, "#wait "); ok {
			var count int
			fmt.Sscan(n, &count)
			for i := 0; i < count; i++ {
				if l, ok := next(); ok {
					record(l)
				}
			}
			continue
		}
		noWait := strings.HasPrefix(line, "#nowait ")
		line = strings.TrimPrefix(line, "#nowait ")
		line = strings.NewReplacer("$STATE_FLIPPED", flipByte(rec.lastState), "$STATE", rec.lastState, "$TOKEN", rec.lastToken).Replace(line)
		io.WriteString(stdin, line+"\n")
		id := requestID(line)
		if noWait {
			continue
		}
		if id == "" {
			continue
		}
		for {
			l, ok := next()
			if !ok {
				break
			}
			record(l)
			if responseID(l) == id || responseID(l) == "null" {
				break
			}
		}
	}
	stdin.Close()
	for l := range lines {
		record(l)
	}
	cmd.Wait()
	if s := stderr.String(); s != "" {
		rec.out.WriteString("stderr:\n")
		for _, l := range strings.Split(strings.TrimRight(strings.ReplaceAll(s, work, "$WORK"), "\n"), "\n") {
			rec.out.WriteString("\t" + l + "\n")
		}
	}
	return rec.out.String()
}

// transcriptRecorder writes the server's lines into a transcript as
// indented JSON, replacing what differs between runs (the work folder, the
// request state and the approval token) with names, and keeps the last
// state and token for the client's next lines to send back.
type transcriptRecorder struct {
	t                    *testing.T
	work                 string
	out                  strings.Builder
	lastState, lastToken string
}

func (r *transcriptRecorder) record(line string) {
	if m := stateRE.FindStringSubmatch(line); m != nil {
		r.lastState = m[1]
		line = strings.ReplaceAll(line, m[1], "$STATE")
	}
	if m := tokenRE.FindString(line); m != "" {
		r.lastToken = m
		line = tokenRE.ReplaceAllString(line, "$$TOKEN")
	}
	var v any
	if err := json.Unmarshal([]byte(line), &v); err != nil {
		r.t.Errorf("server wrote a line that is not JSON: %q", line)
		r.out.WriteString("NOT JSON: " + line + "\n")
		return
	}
	pretty, _ := json.MarshalIndent(v, "\t", "  ")
	r.out.WriteString("\t" + strings.ReplaceAll(string(pretty), r.work, "$WORK") + "\n")
}

var (
	stateRE = regexp.MustCompile(`"requestState":"([^"]+)"`)
	tokenRE = regexp.MustCompile(`engram-approval-[A-Za-z0-9_-]{20,}`)
)

// flipByte changes one character of a state's signature.
func flipByte(s string) string {
	if s == "" {
		return s
	}
	b := []byte(s)
	i := len(b) - 2
	if b[i] == 'A' {
		b[i] = 'B'
	} else {
		b[i] = 'A'
	}
	return string(b)
}

// requestID returns the id of a client request line ("" for notifications,
// responses and lines that are not JSON objects with a method).
func requestID(line string) string {
	var m struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
	}
	if json.Unmarshal([]byte(line), &m) != nil {
		if strings.HasPrefix(line, "[") {
			return "batch"
		}
		return "invalid"
	}
	if m.Method == "" || len(m.ID) == 0 {
		if m.Method == "" && len(m.ID) == 0 {
			return "invalid"
		}
		return ""
	}
	return string(m.ID)
}

func responseID(line string) string {
	if strings.HasPrefix(line, "[") {
		return "batch"
	}
	var m struct {
		ID json.RawMessage `json:"id"`
	}
	json.Unmarshal([]byte(line), &m)
	if string(m.ID) == "null" {
		return "null"
	}
	return string(m.ID)
}

// lineDiff is a minimal line diff for failure messages.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			fmt.Fprintf(&b, "line %d:\n- %s\n+ %s\n", i+1, wl, gl)
			if b.Len() > 4000 {
				break
			}
		}
	}
	return b.String()
}

// A panic while the store is read ahead of the first request (preload)
// must not kill the server: it is reported on stderr, and the session goes
// on answering. A session with no view cache makes the read panic.
func TestPreloadPanicKeepsServing(t *testing.T) {
	var out, errOut bytes.Buffer
	ws := t.TempDir()
	e := newEnv(strings.NewReader(""), &out, &errOut)
	e.getenv = func(string) string { return "" }
	s := &session{e: e, opts: serverOptions{workspace: ws}, out: &lineWriter{w: &out},
		inflight: map[string][]*inflightCall{}, outbound: map[string]chan *jsonrpcMessage{}}
	in := strings.Join([]string{benchInitialize, benchInitialized, `{"jsonrpc":"2.0","id":9,"method":"ping"}`}, "\n") + "\n"
	if err := s.run(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errOut.String(), "internal error while reading the store ahead of the first request") {
		t.Errorf("stderr does not report the preload's panic: %q", errOut.String())
	}
	if !strings.Contains(out.String(), `"id":9,"result":{}`) {
		t.Errorf("the session stopped answering after the preload's panic; stdout %q", out.String())
	}
}

// TestSessionLineBars: a "|" inside a save-session line's TEXT was read
// as a field separator. "TEXT: Pipe the logs: run `app | jq .` |
// TRIGGERS: logs" was refused as an unknown field "jq .`", as was "TEXT:
// Use cmd | tee out.log ...", and "Type: hints are required ..." (a
// memory's own words) as an unknown type. A field now starts only at a
// bar that a field name and a colon follow, with or without spaces.
func TestSessionLineBars(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	r := spawnCLI(t, ws, "", nil, "save-session", "--json", strings.Join([]string{
		"TYPE: rule | TEXT: Pipe the service logs through jq: run `app serve | jq .` | TRIGGERS: logs, jq",
		"TEXT: Use make bench | tee bench.txt to keep benchmark output",
		"TYPE: knowledge|TEXT: The staging cluster runs in eu-west-3|TRIGGERS: staging",
		"Type: hints are required on every public function",
	}, "\n"))
	var out struct{ Data proposeData }
	if err := json.Unmarshal([]byte(r.stdout), &out); r.code != 0 || err != nil {
		t.Fatalf("save-session: %v %+v", err, r)
	}
	d := out.Data
	want := []struct{ typ, line, other string }{
		{"rule", "- Pipe the service logs through jq: run `app serve | jq .`", "triggers: [logs, jq]"},
		{"rule", "- Use make bench | tee bench.txt to keep benchmark output", ""},
		{"knowledge", "- The staging cluster runs in eu-west-3", "triggers: [staging]"},
		{"rule", "- Type: hints are required on every public function", ""},
	}
	if len(d.Candidates) != len(want) {
		t.Fatalf("%d candidates, want %d: %+v", len(d.Candidates), len(want), d.Candidates)
	}
	for i, w := range want {
		c := d.Candidates[i]
		if c.Type != w.typ || !strings.Contains(c.Content, "\n"+w.line+"\n") || !strings.Contains(c.Content, w.other) {
			t.Errorf("candidate %d: type %s, want %s with %q and %q:\n%s", i+1, c.Type, w.typ, w.line, w.other, c.Content)
		}
	}
	// Text before the first field, a misspelt type and a line with no
	// TEXT are still refused, each with its reason.
	for line, reason := range map[string]string{
		"Run make lint | grep -v vendor | TEXT: Lint first": `unknown field "Run make lint | grep -v vendor"`,
		"TYPE: rul | TEXT: Sign every commit":               `unknown type "rul"`,
		"TYPE: rul":                                         `unknown type "rul"`,
		"TYPE: rule | TRIGGERS: git":                        "missing TEXT",
	} {
		if r := spawnCLI(t, ws, "", nil, "save-session", line); r.code == 0 || !strings.Contains(r.stderr, reason) {
			t.Errorf("save-session %q: want %q refused: exit %d %s", line, reason, r.code, r.stderr)
		}
	}
}

// TestSessionLineFieldLabelInText: a save-session line's TEXT holding a
// field label after a bar ("… logs ERROR | Context: db unreachable …")
// was cut there, the rest kept as the candidate's context, not its text.
// A line written with upper-case names, as documented, opens a field
// only at an upper-case name used once; a line that parses only the
// lenient way ("TYPE: rule | Text: …") is still read.
func TestSessionLineFieldLabelInText(t *testing.T) {
	t.Parallel()
	ws := fixtureWorkspace(t)
	r := spawnCLI(t, ws, "", nil, "save-session", "--json", strings.Join([]string{
		"TYPE: rule | TEXT: When the worker logs ERROR | Context: db unreachable, restart the pool | TRIGGERS: worker",
		"TYPE: knowledge | TEXT: Audit lines read user | Type: admin | Text: reason | CONTEXT: the audit log",
		"TYPE: rule | Text: Run go vet before pushing | Triggers: vet",
		"TYPE: rule | TEXT: Run the linter before review | CONTEXT: ci | CONTEXT: nightly",
	}, "\n"))
	var out struct{ Data proposeData }
	if err := json.Unmarshal([]byte(r.stdout), &out); r.code != 0 || err != nil {
		t.Fatalf("save-session: %v %+v", err, r)
	}
	want := []struct{ line, other, absent string }{
		{"- When the worker logs ERROR | Context: db unreachable, restart the pool", "triggers: [worker]", "## Context"},
		{"- Audit lines read user | Type: admin | Text: reason", "## Context\n\nthe audit log", ""},
		{"- Run go vet before pushing", "triggers: [vet]", "## Context"},
		{"- Run the linter before review", "## Context\n\nci | CONTEXT: nightly", ""},
	}
	if len(out.Data.Candidates) != len(want) {
		t.Fatalf("%d candidates, want %d: %+v", len(out.Data.Candidates), len(want), out.Data.Candidates)
	}
	for i, w := range want {
		c := out.Data.Candidates[i].Content
		if !strings.Contains(c, "\n"+w.line+"\n") || !strings.Contains(c, w.other) || w.absent != "" && strings.Contains(c, w.absent) {
			t.Errorf("candidate %d: want %q with %q and without %q:\n%s", i+1, w.line, w.other, w.absent, c)
		}
	}
}
