package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// This file is the performance harness of issue 10. TestBenchmarks runs only
// with ENGRAM_BENCH=1 (it takes minutes) and writes its section of
// BENCHMARKS.md (the last; bench_shapes_test.go is the current harness):
//
//	ENGRAM_BENCH=1 go test -run TestBenchmarks -timeout 60m -v .
//
// It builds a bare stdlib echo MCP server next to engram in the same run and
// measures both over real pipes, so every stdio figure has a baseline taken
// on the same machine a moment apart; the in-process figures (route, search,
// load at 1k, 10k and 100k) come from the same run.

// echoServerSource is the baseline: the least an MCP server over stdio can
// do in Go with the standard library, decoding each line and encoding an
// answer (tools/call echoes its arguments back).
const echoServerSource = `package main

import (
	"bufio"
	"encoding/json"
	"os"
)

type message struct {
	ID     json.RawMessage ` + "`json:\"id,omitempty\"`" + `
	Method string          ` + "`json:\"method\"`" + `
	Params json.RawMessage ` + "`json:\"params,omitempty\"`" + `
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 4<<20)
	out := json.NewEncoder(os.Stdout)
	for in.Scan() {
		var m message
		if json.Unmarshal(in.Bytes(), &m) != nil || len(m.ID) == 0 {
			continue
		}
		var result any = map[string]any{}
		switch m.Method {
		case "initialize":
			result = map[string]any{"protocolVersion": "2025-11-25", "capabilities": map[string]any{"tools": map[string]any{}},
				"serverInfo": map[string]any{"name": "echo", "version": "1"}}
		case "server/discover":
			result = map[string]any{"supportedVersions": []string{"2026-07-28"}, "capabilities": map[string]any{"tools": map[string]any{}}}
		case "tools/list":
			result = map[string]any{"tools": []any{map[string]any{"name": "echo", "inputSchema": map[string]any{"type": "object"}}}}
		case "tools/call":
			var p struct{ Arguments json.RawMessage ` + "`json:\"arguments\"`" + ` }
			json.Unmarshal(m.Params, &p)
			result = map[string]any{"content": []any{map[string]any{"type": "text", "text": string(p.Arguments)}}}
		}
		out.Encode(map[string]any{"jsonrpc": "2.0", "id": m.ID, "result": result})
	}
}
`

// Protocol lines the harness sends.
const (
	benchInitialize  = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}`
	benchInitialized = `{"jsonrpc":"2.0","method":"notifications/initialized"}`
	benchDiscover    = `{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}`
)

func benchPing(id int) string {
	return `{"jsonrpc":"2.0","id":` + strconv.Itoa(id) + `,"method":"ping"}`
}

func benchToolCall(id int, tool string, args any) string {
	a, _ := json.Marshal(args)
	return `{"jsonrpc":"2.0","id":` + strconv.Itoa(id) + `,"method":"tools/call","params":{"name":"` + tool + `","arguments":` + string(a) + `}}`
}

// benchProc is one spawned server with its pipes.
type benchProc struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startBenchProc(t testing.TB, bin string, args, env []string, dir string) *benchProc {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env, cmd.Dir = env, dir
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return &benchProc{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<20)}
}

// call writes one request line and reads one answer line.
func (p *benchProc) call(t testing.TB, line string) []byte {
	t.Helper()
	if _, err := io.WriteString(p.in, line+"\n"); err != nil {
		t.Fatal(err)
	}
	for {
		ans, err := p.out.ReadBytes('\n')
		if err != nil {
			t.Fatalf("reading the answer to %.80s: %v", line, err)
		}
		// A server notification (e.g. resources/list_changed after a
		// commit) is not the answer: skip it.
		if bytes.Contains(ans, []byte(`"method":"notifications/`)) && !bytes.Contains(ans, []byte(`"result"`)) {
			continue
		}
		return ans
	}
}

func (p *benchProc) notify(t testing.TB, line string) {
	if _, err := io.WriteString(p.in, line+"\n"); err != nil {
		t.Fatal(err)
	}
}

// peakRSS reads VmHWM (peak resident set) of a live process; 0 where /proc
// is missing.
func (p *benchProc) peakRSS() int64 { return vmHWM(p.cmd.Process.Pid) }

func (p *benchProc) close() {
	p.in.Close()
	p.cmd.Wait()
}

// stats are min, median and max of repeated measurements.
type stats struct{ min, med, max time.Duration }

func summarize(ds []time.Duration) stats {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return stats{s[0], s[len(s)/2], s[len(s)-1]}
}

func (s stats) String() string {
	return fmtDur(s.min) + " / " + fmtDur(s.med) + " / " + fmtDur(s.max)
}

func fmtDur(d time.Duration) string {
	switch {
	case d < 10*time.Microsecond:
		return fmt.Sprintf("%.2f µs", float64(d)/1e3)
	case d < time.Millisecond:
		return fmt.Sprintf("%.1f µs", float64(d)/1e3)
	case d < 10*time.Millisecond:
		return fmt.Sprintf("%.2f ms", float64(d)/1e6)
	}
	return fmt.Sprintf("%.1f ms", float64(d)/1e6)
}

// benchRow is one line of the BENCHMARKS.md table.
type benchRow struct {
	figure   string
	engram   string
	baseline string
	ratio    string
	bar      string
	met      string
}

// benchServer is how the harness starts one of the two servers.
type benchServer struct {
	name string
	bin  string
	args []string
	env  []string
	dir  string
}

// spawnFirst measures spawn → the answer to first (and, for engram_load,
// the handshake before it), runs times, alternating with the baseline so
// that both see the same machine load.
func spawnFirst(t *testing.T, runs int, srv benchServer, lines ...string) []time.Duration {
	var out []time.Duration
	for i := 0; i < runs; i++ {
		start := time.Now()
		p := startBenchProc(t, srv.bin, srv.args, srv.env, srv.dir)
		for _, l := range lines {
			if strings.Contains(l, `"id"`) {
				p.call(t, l)
			} else {
				p.notify(t, l)
			}
		}
		out = append(out, time.Since(start))
		p.close()
	}
	return out
}

// roundTrips measures n calls on one live session after a handshake and
// warm-up calls.
func roundTrips(t *testing.T, p *benchProc, n int, line func(i int) string) []time.Duration {
	for i := 0; i < 5; i++ {
		p.call(t, line(i))
	}
	out := make([]time.Duration, 0, n)
	for i := 0; i < n; i++ {
		l := line(i)
		start := time.Now()
		p.call(t, l)
		out = append(out, time.Since(start))
	}
	return out
}

func durRatio(a, b time.Duration) string { return fmt.Sprintf("%.2f×", float64(a)/float64(b)) }

func barMet(ok bool) string {
	if ok {
		return "yes"
	}
	return "**no**"
}

func buildEchoServer(t *testing.T) string {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module echo\n\ngo 1.22\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "main.go"), []byte(echoServerSource), 0o644)
	bin := filepath.Join(dir, "echo")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = dir
	build.Env = append(os.Environ(), "GOFLAGS=-buildvcs=false", "GO111MODULE=on")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the echo server: %v\n%s", err, out)
	}
	return bin
}

// machineDescription is what BENCHMARKS.md says about where it ran.
func machineDescription() string {
	cpu := "unknown CPU"
	if data, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(data), "\n") {
			if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "model name" {
				cpu = strings.TrimSpace(v)
				break
			}
		}
	}
	kernel, _ := os.ReadFile("/proc/sys/kernel/osrelease")
	load, _ := os.ReadFile("/proc/loadavg")
	mem := ""
	if data, err := os.ReadFile("/proc/meminfo"); err == nil {
		mem = strings.Fields(strings.SplitN(string(data), "\n", 2)[0])[1] + " kB"
	}
	return fmt.Sprintf("%s/%s, %d CPUs (%s), memory %s, kernel %s, %s; load average at the end of the run: %s",
		runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), cpu, mem, strings.TrimSpace(string(kernel)), runtime.Version(),
		strings.Join(strings.Fields(string(load))[:3], " "))
}

// benchQueries are the tasks the harness searches and loads, rotating.
var benchQueries = genQueries

// TestBenchmarks is the performance harness: spawn, round trips and peak
// RSS over stdio beside the echo server, then the in-process figures. It
// runs only with ENGRAM_BENCH=1 and rewrites its section of BENCHMARKS.md.
func TestBenchmarks(t *testing.T) {
	if os.Getenv("ENGRAM_BENCH") == "" {
		t.Skip("set ENGRAM_BENCH=1 to run the performance harness (it writes BENCHMARKS.md)")
	}
	runs, trips := 21, 301
	if n, err := strconv.Atoi(os.Getenv("ENGRAM_BENCH_RUNS")); err == nil && n > 0 {
		runs, trips = n, 15*n
	}
	echo := buildEchoServer(t)
	stores := map[int]string{}
	for _, n := range []int{1000, 10000} {
		dir := t.TempDir()
		genStore(t, dir, n)
		stores[n] = dir
	}
	h := &stdioHarness{t: t, runs: runs, trips: trips, echo: echo, stores: stores, env: scratchEnv(t)}
	h.base = benchServer{name: "echo", bin: echo, env: h.env, dir: stores[1000]}
	h.spawnRows()
	rssEngram, rssEcho := h.roundTripRows()
	h.firstLoadRow()
	h.rows = append(h.rows, benchRow{figure: "peak RSS at 10k (VmHWM after the search and load runs)",
		engram: fmt.Sprintf("%.1f MB", float64(rssEngram)/1e6), baseline: fmt.Sprintf("%.1f MB", float64(rssEcho)/1e6),
		ratio: fmt.Sprintf("%.1f×", float64(rssEngram)/float64(max(rssEcho, 1))), bar: "≤ 40 MB", met: barMet(rssEngram > 0 && rssEngram <= 40e6)})
	t.Logf("peak RSS: engram %d, echo %d", rssEngram, rssEcho)

	inproc := inProcessBenchmarks(t, stores)
	writeBenchmarksFile(t, h.rows, inproc)
}

// stdioHarness is TestBenchmarks' run: engram on generated stores of 1k and
// 10k memories beside the echo server, and the rows measured so far.
type stdioHarness struct {
	t           *testing.T
	runs, trips int
	echo        string
	env         []string
	stores      map[int]string // size → workspace
	base        benchServer    // the echo server
	rows        []benchRow
}

// eng is engram serving the store of n memories.
func (h *stdioHarness) eng(n int) benchServer {
	return benchServer{name: "engram", bin: testServerBinary, args: []string{"--workspace", h.stores[n]}, env: h.env, dir: h.stores[n]}
}

// add records a row: engram's timings e beside the echo server's b, met
// when the median is under bar (or under 1.5× echo with useRatio).
func (h *stdioHarness) add(figure string, e, b []time.Duration, bar time.Duration, barText string, useRatio bool) {
	se, sb := summarize(e), summarize(b)
	row := benchRow{figure: figure, engram: se.String(), baseline: sb.String(), ratio: durRatio(se.med, sb.med), bar: barText}
	switch {
	case barText == "":
		row.met = "n/a"
	case useRatio:
		row.met = barMet(float64(se.med) <= float64(sb.med)*1.5)
	default:
		row.met = barMet(se.med <= bar)
	}
	h.rows = append(h.rows, row)
	h.t.Logf("%s: engram %s, echo %s", figure, se, sb)
}

// spawnRows times spawn → first answer in both eras; the two servers
// alternate run by run.
func (h *stdioHarness) spawnRows() {
	t := h.t
	var eInit, bInit, eDisc, bDisc []time.Duration
	for i := 0; i < h.runs; i++ {
		eInit = append(eInit, spawnFirst(t, 1, h.eng(10000), benchInitialize)...)
		bInit = append(bInit, spawnFirst(t, 1, h.base, benchInitialize)...)
		eDisc = append(eDisc, spawnFirst(t, 1, h.eng(10000), benchDiscover)...)
		bDisc = append(bDisc, spawnFirst(t, 1, h.base, benchDiscover)...)
	}
	h.add("spawn → first answer, legacy `initialize` (10k store)", eInit, bInit, 10*time.Millisecond, "≤ 10 ms", false)
	h.add("spawn → first answer, modern `server/discover` (10k store)", eDisc, bDisc, 10*time.Millisecond, "≤ 10 ms", false)
}

// roundTripRows times ping, search and load on live sessions and returns
// both servers' peak RSS after them.
func (h *stdioHarness) roundTripRows() (rssEngram, rssEcho int64) {
	t := h.t
	pe := startBenchProc(t, h.eng(10000).bin, h.eng(10000).args, h.env, h.stores[10000])
	pb := startBenchProc(t, h.echo, nil, h.env, h.stores[1000])
	pe.call(t, benchInitialize)
	pb.call(t, benchInitialize)
	pe.notify(t, benchInitialized)
	pb.notify(t, benchInitialized)
	h.add("trivial call round trip (`ping`)", roundTrips(t, pe, h.trips, benchPing), roundTrips(t, pb, h.trips, benchPing), 0, "≤ 1.5× echo", true)
	echoTrips := roundTrips(t, pb, h.trips, func(i int) string {
		return benchToolCall(i+10, "echo", map[string]any{"query": benchQueries[i%len(benchQueries)]})
	})
	for _, n := range []int{1000, 10000} {
		p := pe
		if n != 10000 {
			p = startBenchProc(t, h.eng(n).bin, h.eng(n).args, h.env, h.stores[n])
			p.call(t, benchInitialize)
			p.notify(t, benchInitialized)
		}
		h.searchLoadRows(p, n, echoTrips)
		if n != 10000 {
			p.close()
		}
	}
	rssEngram, rssEcho = pe.peakRSS(), pb.peakRSS()
	pe.close()
	pb.close()
	return rssEngram, rssEcho
}

// searchLoadRows times engram_search and engram_load on p, a live session
// on the store of n memories; only 10k has a bar.
func (h *stdioHarness) searchLoadRows(p *benchProc, n int, echoTrips []time.Duration) {
	bar, barText := time.Duration(0), ""
	if n == 10000 {
		bar, barText = 2*time.Millisecond, "≤ 2 ms median"
	}
	for _, tool := range []string{"engram_search", "engram_load"} {
		ds := roundTrips(h.t, p, h.trips, func(i int) string {
			return benchToolCall(i+10, tool, map[string]any{"query": benchQueries[i%len(benchQueries)]})
		})
		h.add(fmt.Sprintf("`%s` at %dk (echo: `tools/call` echo)", tool, n/1000), ds, echoTrips, bar, barText, false)
	}
}

// firstLoadRow times spawn → first engram_load at 10k: the handshake, then
// the load.
func (h *stdioHarness) firstLoadRow() {
	loadLines := []string{benchInitialize, benchInitialized, benchToolCall(2, "engram_load", map[string]any{"query": benchQueries[0]})}
	echoLines := []string{benchInitialize, benchInitialized, benchToolCall(2, "echo", map[string]any{"query": benchQueries[0]})}
	var eFirst, bFirst []time.Duration
	for i := 0; i < h.runs; i++ {
		eFirst = append(eFirst, spawnFirst(h.t, 1, h.eng(10000), loadLines...)...)
		bFirst = append(bFirst, spawnFirst(h.t, 1, h.base, echoLines...)...)
	}
	h.add("spawn → first `engram_load` at 10k (handshake included)", eFirst, bFirst, 50*time.Millisecond, "≤ 50 ms", false)
}

// inProcessRow is one in-process figure at 1k, 10k and 100k memories.
type inProcessRow struct {
	figure string
	bySize map[int]stats
}

var benchSizes = []int{1000, 10000, 100000}

// timeOps runs op n times and summarizes.
func timeOps(n int, op func(i int)) stats {
	ds := make([]time.Duration, 0, n)
	for i := 0; i < n; i++ {
		start := time.Now()
		op(i)
		ds = append(ds, time.Since(start))
	}
	return summarize(ds)
}

// inProcessBenchmarks times the read path and the write path without
// pipes, at every size, from the stores the stdio part used (plus 100k).
func inProcessBenchmarks(t *testing.T, stores map[int]string) []inProcessRow {
	rows := []inProcessRow{
		{figure: "open the store in a new process: read, hash, parse and index every file"},
		{figure: "open the store in a new process with a warm prepared cache (stat every file, index)"},
		{figure: "floor of the row above: list and stat every memory file, nothing else"},
		{figure: "server: revalidate the cached view when nothing changed (per request)"},
		{figure: "`engram_route` (rank, abstain, prerequisites)"},
		{figure: "`engram_search`"},
		{figure: "`engram_load` (route and tiered rendering)"},
		{figure: "commit one memory (lock, journal, index, hashes, changelog)"},
		{figure: "next read after that commit (server: reload one file, re-index)"},
	}
	for i := range rows {
		rows[i].bySize = map[int]stats{}
	}
	for _, n := range benchSizes {
		dir := stores[n]
		if dir == "" {
			dir = t.TempDir()
			genStore(t, dir, n)
		}
		reps := 200
		if n == 100000 {
			reps = 40
		}
		opens := max(3, 30000/n)
		rows[0].bySize[n] = timeOps(opens, func(int) { benchOpenUncached(t, dir) })
		benchOpenCached(t, dir) // writes the cache
		rows[1].bySize[n] = timeOps(max(5, opens), func(int) { benchOpenCached(t, dir) })
		roots := []*storeRoot{{scope: scopeWorkspace, dir: filepath.Join(dir, storeDirName)}}
		rows[2].bySize[n] = timeOps(max(5, opens), func(int) { listMemoryFiles(roots) })
		get := benchWatch(t, dir)
		rows[3].bySize[n] = timeOps(reps, func(int) { get() })
		v := get()
		q := func(i int) string { return benchQueries[i%len(benchQueries)] }
		rows[4].bySize[n] = timeOps(reps, func(i int) { opRoute(v, q(i), 0) })
		rows[5].bySize[n] = timeOps(reps, func(i int) { opSearch(v, q(i), 10) })
		rows[6].bySize[n] = timeOps(reps, func(i int) {
			if _, err := opLoad(v, loadRequest{query: q(i)}); err != nil {
				t.Fatal(err)
			}
		})
		root := &storeRoot{scope: scopeWorkspace, dir: filepath.Join(dir, storeDirName)}
		commits, reads := benchCommits(t, dir, root, 11)
		rows[7].bySize[n], rows[8].bySize[n] = summarize(commits), summarize(reads)
		t.Logf("%d memories done", n)
	}
	return rows
}

// benchMemory is a new rule to commit, unlike any in the store.
func benchMemory(t testing.TB, i int) *memory {
	body := renderMemoryBody(typeRule, fmt.Sprintf("Bench rule %d", i), []string{fmt.Sprintf("Keep the bench-%d invariant checked.", i)}, nil)
	m, err := parseMemory([]byte(fmt.Sprintf("---\nid: bench-rule-%d\nschema_version: 3\nscope: workspace\ntags: [bench]\ntype: rule\n---\n%s", i, body)))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// benchCommits commits n new memories one at a time, timing each commit and
// the read that follows it.
func benchCommits(t *testing.T, dir string, root *storeRoot, n int) (commits, reads []time.Duration) {
	w := benchWatch(t, dir)
	for i := 0; i < n; i++ {
		m := benchMemory(t, i)
		start := time.Now()
		if err := commitMemories(root, time.Now(), []memoryChange{{file: "rules/" + m.id() + ".md", mem: m, action: "add"}}); err != nil {
			t.Fatal(err)
		}
		commits = append(commits, time.Since(start))
		start = time.Now()
		v := w()
		reads = append(reads, time.Since(start))
		if v.s.byID(m.id()) == nil {
			t.Fatalf("the read after committing %s does not see it", m.id())
		}
	}
	return commits, reads
}

func writeBenchmarksFile(t *testing.T, rows []benchRow, inproc []inProcessRow) {
	var b strings.Builder
	b.WriteString("## History: issue 10's harness (bench_stdio_test.go), as last run\n\n")
	b.WriteString("Written by the performance harness of issue 10 from one run of:\n\n")
	b.WriteString("```\nENGRAM_BENCH=1 go test -run TestBenchmarks -timeout 60m -v .\n```\n\n")
	fmt.Fprintf(&b, "Machine: %s.\n\n", machineDescription())
	b.WriteString("Stores are written by `genStore` (genstore_test.go) in the real engram 0.0.28 format: rules, skills and knowledge with varied titles, tags, bullets, `depends_on` links, role-tagged and superseded memories. Times are min / median / max over repeated runs; ratios compare medians.\n\n")
	b.WriteString("### Over stdio, against a bare stdlib echo MCP server built in the same run\n\n")
	b.WriteString("| figure | engram (min / median / max) | echo server (min / median / max) | ratio | bar | met |\n|---|---|---|---|---|---|\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s |\n", r.figure, r.engram, r.baseline, r.ratio, r.bar, r.met)
	}
	b.WriteString("\n### In process, at 1k, 10k and 100k memories (median; min–max below)\n\n")
	b.WriteString("| figure | 1k | 10k | 100k | 1k → 10k | 10k → 100k |\n|---|---|---|---|---|---|\n")
	for _, r := range inproc {
		a, c, d := r.bySize[1000], r.bySize[10000], r.bySize[100000]
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s |\n", r.figure, fmtDur(a.med), fmtDur(c.med), fmtDur(d.med), durRatio(c.med, a.med), durRatio(d.med, c.med))
	}
	b.WriteString("\nMin–max of the same runs:\n\n| figure | 1k | 10k | 100k |\n|---|---|---|---|\n")
	for _, r := range inproc {
		f := func(s stats) string { return fmtDur(s.min) + " – " + fmtDur(s.max) }
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", r.figure, f(r.bySize[1000]), f(r.bySize[10000]), f(r.bySize[100000]))
	}
	// Only this harness's own section is rewritten: it used to rewrite the
	// whole file, which would have dropped every pass's measured history
	// written below the tables since.
	writeSection(t, stdioBegin, stdioEnd, b.String())
}

// stdioBegin and stdioEnd mark the section TestBenchmarks owns in
// BENCHMARKS.md.
const (
	stdioBegin = "<!-- bench_stdio_test.go: begin -->\n"
	stdioEnd   = "<!-- bench_stdio_test.go: end -->\n"
)

// The in-process rows share one process across store sizes, so the
// server's memory bound (memlimit.go), sized for one view, would throttle
// the next size's work: GOGC is set, which turns the bound off. The stdio
// rows measure the server with its bound.
func benchEnv() *env {
	e := newEnv(nil, os.Stdout, os.Stderr)
	e.getenv = benchGetenv
	return e
}

func benchGetenv(k string) string {
	if k == "GOGC" {
		return "100"
	}
	return ""
}

// benchOpenUncached is the read path before issue 10: read, hash and parse
// every file, then index.
func benchOpenUncached(t testing.TB, dir string) *storeView {
	e := benchEnv()
	e.getenv = func(k string) string {
		if k == "ENGRAM_NO_CACHE" {
			return "1"
		}
		return benchGetenv(k)
	}
	s, err := openStore(e, dir)
	if err != nil {
		t.Fatal(err)
	}
	return &storeView{s: s, ri: buildRouteIndex(s)}
}

// benchOpenCached is the read path of a new process with the prepared
// cache (prepcache.go) written by an earlier one.
func benchOpenCached(t testing.TB, dir string) *storeView {
	v, err := openView(benchEnv(), dir)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// benchWatch is the server's view cache on dir.
func benchWatch(t testing.TB, dir string) func() *storeView {
	_, get := benchWatchCache(t, dir)
	return get
}

// benchWatchCache is benchWatch with the cache itself, for a test that asks
// which watcher it got.
func benchWatchCache(t testing.TB, dir string) (*viewCache, func() *storeView) {
	c := newViewCache(benchEnv(), dir)
	t.Cleanup(c.close)
	get := func() *storeView {
		v, err := c.get()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	get()
	return c, get
}
