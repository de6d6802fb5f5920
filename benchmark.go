package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// This file is `engram benchmark` (issue 9, DESIGN.md §3): it scores the
// router on a case file in engram 0.0.28's format, so both tools can be
// scored on the same file. The scored list is the routed load order
// (routeTask's entries, what `engram route` prints and `engram load`
// renders) cut to k; "returned nothing" means the route is empty. Tokens are
// what engram_load returns for the case with the default budget.

// benchCase is one case. engram 0.0.28 reads id, category, query, expect,
// forbid, limit and max_tokens; group, depends_on and note are ours and
// 0.0.28 ignores them.
type benchCase struct {
	ID        string   `json:"id"`
	Group     string   `json:"group,omitempty"`
	Category  string   `json:"category,omitempty"`
	Query     string   `json:"query"`
	Expect    []string `json:"expect"`
	Forbid    []string `json:"forbid"`
	DependsOn []string `json:"depends_on,omitempty"`
	Limit     int      `json:"limit,omitempty"`
	MaxTokens int      `json:"max_tokens,omitempty"`
}

type benchFile struct {
	Version int         `json:"version"`
	Cases   []benchCase `json:"cases"`
}

// caseResult is how one case scored.
type caseResult struct {
	ID                 string   `json:"id"`
	Group              string   `json:"group"`
	Query              string   `json:"query"`
	Routed             []string `json:"routed"`
	Expected           int      `json:"expected"`
	Hits               int      `json:"hits"`
	Returned           int      `json:"returned"`
	RR                 float64  `json:"reciprocal_rank"`
	Missed             []string `json:"missed"`
	Forbidden          []string `json:"forbidden"`
	DependencyFailures []string `json:"dependency_failures"`
	ZeroOK             *bool    `json:"zero_ok,omitempty"`
	Tokens             int      `json:"tokens"`
	Reason             string   `json:"reason,omitempty"`
	Closest            []string `json:"closest,omitempty"` // cards named when the route was empty
}

// benchMetrics aggregates results the way the dev set's README defines
// them: recall and precision are micro-averages, MRR and all-hit are over
// cases that expect something, zero-result correctness over expect-[] cases.
// A nil rate means no case of that kind.
type benchMetrics struct {
	Cases              int      `json:"cases"`
	Recall             *float64 `json:"recall_at_k"`
	Precision          *float64 `json:"precision_at_k"`
	MRR                *float64 `json:"mrr"`
	AllHit             *float64 `json:"all_hit"`
	ForbiddenHits      int      `json:"forbidden_hits"`
	DependencyFailures int      `json:"dependency_failures"`
	ZeroCorrect        *float64 `json:"zero_result_correctness"`
	ZeroCases          int      `json:"zero_cases"`
	TokensMean         float64  `json:"tokens_mean"`
	// CoveredEmpty counts cases that expect something but routed nothing;
	// ClosestRight, those of them whose first closest card was expected.
	CoveredEmpty int `json:"covered_answered_nothing"`
	ClosestRight int `json:"closest_right"`
}

type groupMetrics struct {
	Group string `json:"group"`
	benchMetrics
}

// benchReport is the --json data; --baseline reads it back.
type benchReport struct {
	Version int `json:"version"`
	K       int `json:"k"`
	// Ranking is --ranking's report: the ranking alone was scored.
	Ranking bool           `json:"ranking,omitempty"`
	Cases   int            `json:"cases"`
	Metrics benchMetrics   `json:"metrics"`
	Groups  []groupMetrics `json:"groups"`
	Results []caseResult   `json:"results"`
}

func cmdBenchmark(e *env, args []string) error {
	if wantsVerdictBench(args) {
		return cmdBenchmarkVerdicts(e, args) // verdictbench.go
	}
	fs := newFlags(e, "benchmark", "CASES.json [--k 5] [--json] [--cases] [--ranking] [--baseline REPORT.json] [--fail-under recall=0.8,mrr=0.8,zero=0.9]\n       engram benchmark --pool SET_DIR... (each SET_DIR holds cases.json and store/)\n       engram benchmark --verdicts FILE (score the write path's verdicts; its options: engram benchmark -h --verdicts)")
	ws := fs.String("workspace", "", "project folder whose store is scored")
	pool := fs.Bool("pool", false, "each argument is a set folder holding cases.json and store/: score each on its own store and report them pooled, one row per set")
	k := fs.Int("k", 5, "score the first k routed memories")
	asJSON := fs.Bool("json", false, "print the JSON envelope (a report --baseline can read)")
	perCase := fs.Bool("cases", false, "also list every case with what it routed")
	ranking := fs.Bool("ranking", false, "score the ranking alone: the candidates in the order the router ranks them, with no abstention and no prerequisites (zero-result and precision then mean nothing; deps are not counted)")
	baseline := fs.String("baseline", "", "a previous --json report: print the change of every metric")
	failUnder := fs.String("fail-under", "", "exit 1 when a metric misses its bar: [group.]metric=value,... with recall, precision, mrr, all_hit, zero (fractions from 0 to 1, at least) and forbidden, deps, tokens (counts, at most)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if err := workspaceFolder(e, *ws); err != nil {
		return err
	}
	switch {
	case *pool && len(pos) == 0:
		return usageError("benchmark --pool needs set folders", "for example: engram benchmark --pool testdata/eval/uv testdata/eval/hugo")
	case *pool && *ws != "":
		return usageError("--pool scores each set on its own store/; drop --workspace")
	case !*pool && len(pos) != 1:
		return usageError("benchmark needs one case file", "for example: engram benchmark cases.json --k 5")
	}
	if *k < 1 {
		return usageError("--k must be at least 1")
	}
	bars, err := parseBars(*failUnder)
	if err != nil {
		return err
	}
	var base *benchReport
	if *baseline != "" {
		if base, err = readBenchReport(absPath(e, *baseline)); err != nil {
			return err
		}
	}
	var rep benchReport
	var diags []string
	if *pool {
		rep, diags, err = runPooled(e, pos, *k, *ranking)
	} else {
		rep, diags, err = runSet(e, absPath(e, pos[0]), resolveWorkspace(e, *ws), *k, *ranking)
	}
	if err != nil {
		return err
	}
	if *asJSON {
		printOutcome(e.stdout, outcome{data: rep, diagnostics: diags}, true, true)
	} else {
		writeBenchText(e.stdout, rep, base, *perCase)
	}
	return checkBars(rep, bars)
}

func readBenchCases(path string) ([]benchCase, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, casesUnread(path, err)
	}
	var f benchFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, usageError(fmt.Sprintf("%s is not a case file: %v", path, err), `expected {"version": 2, "cases": [{"id", "query", "expect": [], "forbid": []}]}`)
	}
	for i, c := range f.Cases {
		if strings.TrimSpace(c.Query) == "" {
			return nil, usageError(fmt.Sprintf("%s: case %d (%s) has no query", path, i+1, c.ID))
		}
	}
	return f.Cases, nil
}

// caseFileForm is what a case file holds, for a hint.
const caseFileForm = `a case file is JSON: {"version": 2, "cases": [{"id", "query", "expect": [], "forbid": []}]}`

// casesUnread is the error of a case file that cannot be read. It said
// "reading cases: open …: no such file or directory" and no more: a user
// who named a set folder, or mistyped the file, was not told what
// benchmark reads.
func casesUnread(path string, err error) error {
	shown := escapeName(path)
	if fi, serr := os.Stat(path); serr == nil && fi.IsDir() {
		if fileExists(filepath.Join(path, "cases.json")) {
			return usageError(fmt.Sprintf("%s is a folder, not a case file", shown),
				"to score a set folder (cases.json and store/) on its own store: engram benchmark --pool "+shown)
		}
		return usageError(fmt.Sprintf("%s is a folder, not a case file", shown), caseFileForm)
	}
	if errors.Is(err, os.ErrNotExist) {
		return newOpError(kindNotFound, fmt.Errorf("no case file at %s", shown), caseFileForm+"; --pool DIR scores a folder holding cases.json and store/")
	}
	return newOpError(kindNotFound, fmt.Errorf("reading cases: %w", err))
}

func readBenchReport(path string) (*benchReport, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, newOpError(kindNotFound, fmt.Errorf("reading baseline: %w", err))
	}
	var env struct {
		Data benchReport `json:"data"`
	}
	if err := json.Unmarshal(data, &env); err != nil || env.Data.K == 0 {
		return nil, usageError(fmt.Sprintf("%s is not a benchmark report", path), "write one with 'engram benchmark CASES.json --json > report.json'")
	}
	return &env.Data, nil
}

// runSet scores one case file on one workspace's store.
func runSet(e *env, casesPath, workspace string, k int, ranking bool) (benchReport, []string, error) {
	cases, err := readBenchCases(casesPath)
	if err != nil {
		return benchReport{}, nil, err
	}
	// A workspace without a store scored every case 0 with exit 0: a wrong
	// --workspace (or a set without store/) read as a recall collapse.
	if _, ok := workspaceStoreDir(workspace); !ok {
		return benchReport{}, nil, noStore(workspace)
	}
	v, err := openView(e, workspace)
	if err != nil {
		return benchReport{}, nil, err
	}
	return scoreCases(v, cases, k, ranking), v.diagnostics(), nil
}

// runPooled scores several sets, each on its own store, and pools their
// cases into one report whose groups are the sets (named by folder): the
// pooled line is what a multi-project acceptance set measures, and the rows
// show whether one project carries or sinks it.
func runPooled(e *env, dirs []string, k int, ranking bool) (benchReport, []string, error) {
	var all []caseResult
	var diags []string
	for _, d := range dirs {
		dir := absPath(e, d)
		if err := checkSetFolder(dir); err != nil {
			return benchReport{}, nil, err
		}
		one, dg, err := runSet(e, filepath.Join(dir, "cases.json"), filepath.Join(dir, "store"), k, ranking)
		if err != nil {
			return benchReport{}, nil, err
		}
		name := filepath.Base(dir)
		for _, r := range one.Results {
			r.Group = name
			all = append(all, r)
		}
		for _, m := range dg {
			diags = append(diags, name+": "+m)
		}
	}
	rep := reportOf(all, k)
	rep.Ranking = ranking
	return rep, diags, nil
}

// checkSetFolder refuses a --pool argument that is not a set folder, naming
// what it lacks (a missing one was "reading cases: open DIR/cases.json: no
// such file or directory", and one without store/ "no store in DIR/store"
// with the hint to run 'engram init').
func checkSetFolder(dir string) error {
	const hint = "each --pool argument is a set folder holding cases.json and store/ (a workspace whose store the cases are scored on)"
	shown := escapeName(dir)
	if fi, err := os.Stat(dir); err != nil {
		return newOpError(kindNotFound, fmt.Errorf("no set folder %s", shown), hint)
	} else if !fi.IsDir() {
		return usageError(fmt.Sprintf("%s is a file, not a set folder", shown), hint+"; score a case file alone with: engram benchmark "+shown)
	}
	if !fileExists(filepath.Join(dir, "cases.json")) {
		return newOpError(kindNotFound, fmt.Errorf("%s holds no cases.json", shown), hint)
	}
	if _, ok := workspaceStoreDir(filepath.Join(dir, "store")); !ok && storeRootRefused(filepath.Join(dir, "store")) == nil {
		return newOpError(kindNotFound, fmt.Errorf("%s holds no store/ with a store in it", shown), hint)
	}
	return nil
}

// runBenchmark scores every case and aggregates overall and per group.
func runBenchmark(v *storeView, cases []benchCase, k int) benchReport {
	return scoreCases(v, cases, k, false)
}

// scoreCases scores every case through the route, or with ranking set
// through the ranking alone (rankOnly: which memories come first, apart
// from whether the router answers), and aggregates overall and per group.
func scoreCases(v *storeView, cases []benchCase, k int, ranking bool) benchReport {
	results := []caseResult{}
	for _, c := range cases {
		results = append(results, scoreCase(v, c, k, ranking))
	}
	rep := reportOf(results, k)
	rep.Ranking = ranking
	return rep
}

func reportOf(results []caseResult, k int) benchReport {
	rep := benchReport{Version: 1, K: k, Cases: len(results), Results: results}
	rep.Metrics = aggregate(rep.Results)
	var order []string
	byGroup := map[string][]caseResult{}
	for _, r := range rep.Results {
		if byGroup[r.Group] == nil {
			order = append(order, r.Group)
		}
		byGroup[r.Group] = append(byGroup[r.Group], r)
	}
	for _, g := range order {
		rep.Groups = append(rep.Groups, groupMetrics{Group: g, benchMetrics: aggregate(byGroup[g])})
	}
	return rep
}

func caseGroup(c benchCase) string {
	switch {
	case c.Group != "":
		return c.Group
	case c.Category != "":
		return c.Category
	}
	return "other"
}

// scoreCase routes one case and scores the first k entries.
func scoreCase(v *storeView, c benchCase, k int, ranking bool) caseResult {
	limit := c.Limit
	if limit <= 0 {
		limit = v.s.cfg.loadLimit
	}
	var res routeResult
	if ranking {
		res.entries = rankOnly(v.ri, c.Query)
	} else {
		res = routeTask(v.s, v.ri, c.Query, limit)
	}
	r := caseResult{ID: c.ID, Group: caseGroup(c), Query: c.Query, Routed: []string{}, Missed: []string{},
		Forbidden: []string{}, DependencyFailures: []string{}, Reason: res.reason}
	if !ranking {
		// The ranking brings no prerequisites by design: counted over its
		// whole list, deps read 477 on wardline, and --fail-under deps=0
		// failed a ranking that is as it should be.
		r.DependencyFailures = dependencyFailures(v.s, res.entries)
	}
	for _, sc := range res.entries {
		r.Routed = append(r.Routed, sc.en.mem.id())
	}
	for _, en := range res.closest {
		r.Closest = append(r.Closest, en.mem.id())
	}
	top := r.Routed
	if len(top) > k {
		top = top[:k]
	}
	r.Expected, r.Returned = len(c.Expect), len(top)
	for i, id := range top {
		if contains(c.Expect, id) && r.RR == 0 {
			r.RR = 1 / float64(i+1)
		}
		if contains(c.Forbid, id) {
			r.Forbidden = append(r.Forbidden, id)
		}
	}
	for _, id := range c.Expect {
		if contains(top, id) {
			r.Hits++
		} else {
			r.Missed = append(r.Missed, id)
		}
	}
	if len(c.Expect) == 0 {
		ok := len(r.Routed) == 0
		r.ZeroOK = &ok
	}
	_, data, err := loadMemories(v.s, v.ri, loadRequest{query: c.Query, budget: c.MaxTokens})
	if err == nil {
		r.Tokens = data.Tokens
	}
	return r
}

// dependencyFailures lists "dependent<-prerequisite" pairs where a routed
// memory's visible depends_on prerequisite is missing from the route or
// comes after it.
func dependencyFailures(s *store, entries []scored) []string {
	pos := map[string]int{}
	for i, sc := range entries {
		pos[sc.en.mem.id()] = i
	}
	out := []string{}
	for i, sc := range entries {
		for _, dep := range sc.en.mem.fmList("depends_on") {
			if s.byID(dep) == nil {
				continue // a hidden prerequisite must stay hidden
			}
			if p, ok := pos[dep]; !ok || p > i {
				out = append(out, sc.en.mem.id()+"<-"+dep)
			}
		}
	}
	return out
}

func aggregate(rs []caseResult) benchMetrics {
	m := benchMetrics{Cases: len(rs)}
	var exp, hits, ret, withExp, allHit, zeroOK, tokens int
	var rr float64
	for _, r := range rs {
		exp += r.Expected
		hits += r.Hits
		ret += r.Returned
		tokens += r.Tokens
		m.ForbiddenHits += len(r.Forbidden)
		m.DependencyFailures += len(r.DependencyFailures)
		if r.Expected > 0 && len(r.Routed) == 0 {
			m.CoveredEmpty++
			// Routed nothing: every expected id is in Missed.
			if len(r.Closest) > 0 && contains(r.Missed, r.Closest[0]) {
				m.ClosestRight++
			}
		}
		if r.Expected > 0 {
			withExp++
			rr += r.RR
			if r.Hits == r.Expected {
				allHit++
			}
		}
		if r.ZeroOK != nil {
			m.ZeroCases++
			if *r.ZeroOK {
				zeroOK++
			}
		}
	}
	m.Recall = ratio(float64(hits), exp)
	m.Precision = ratio(float64(hits), ret)
	m.MRR = ratio(rr, withExp)
	m.AllHit = ratio(float64(allHit), withExp)
	m.ZeroCorrect = ratio(float64(zeroOK), m.ZeroCases)
	if len(rs) > 0 {
		m.TokensMean = float64(tokens) / float64(len(rs))
	}
	return m
}

func ratio(n float64, d int) *float64 {
	if d == 0 {
		return nil
	}
	r := n / float64(d)
	return &r
}

func writeBenchText(w io.Writer, rep benchReport, base *benchReport, perCase bool) {
	if perCase {
		writeCaseLines(w, rep)
	}
	scored := "the routed load order"
	if rep.Ranking {
		scored = "the ranking alone, no abstention and no prerequisites,"
	}
	fmt.Fprintf(w, "Benchmark: %d cases, k = %d (%s cut to k)\n", rep.Cases, rep.K, scored)
	fmt.Fprintf(w, "%-18s %5s %9s %8s %7s %8s %7s %5s %8s %7s\n", "group", "cases",
		"recall@"+strconv.Itoa(rep.K), "prec@"+strconv.Itoa(rep.K), "MRR", "all-hit", "forbid", "deps", "zero-ok", "tokens")
	for _, g := range rep.Groups {
		writeMetricsRow(w, g.Group, g.benchMetrics)
	}
	writeMetricsRow(w, "ALL", rep.Metrics)
	if m := rep.Metrics; m.CoveredEmpty > 0 {
		fmt.Fprintf(w, "covered tasks answered with nothing: %d of %d (the first closest card was right in %d)\n",
			m.CoveredEmpty, rep.Cases-m.ZeroCases, m.ClosestRight)
	}
	if base != nil {
		writeBaselineDeltas(w, rep, *base)
	}
}

func writeMetricsRow(w io.Writer, name string, m benchMetrics) {
	fmt.Fprintf(w, "%-18s %5d %9s %8s %7s %8s %7d %5d %8s %7.0f\n", name, m.Cases, fmtRate(m.Recall), fmtRate(m.Precision),
		fmtRate(m.MRR), fmtRate(m.AllHit), m.ForbiddenHits, m.DependencyFailures, fmtRate(m.ZeroCorrect), m.TokensMean)
}

func fmtRate(p *float64) string {
	if p == nil {
		return "-"
	}
	return fmt.Sprintf("%.3f", *p)
}

func writeCaseLines(w io.Writer, rep benchReport) {
	for _, r := range rep.Results {
		status := "ok"
		switch {
		case len(r.Forbidden) > 0 || len(r.DependencyFailures) > 0:
			status = "BAD"
		case r.ZeroOK != nil && !*r.ZeroOK, r.Hits < r.Expected:
			status = "MISS"
		}
		fmt.Fprintf(w, "%-4s %s [%s] %q\n     routed: %s\n", status, r.ID, r.Group, r.Query, strings.Join(r.Routed, ", "))
		if len(r.Missed) > 0 {
			fmt.Fprintf(w, "     missed: %s\n", strings.Join(r.Missed, ", "))
		}
		if len(r.Forbidden) > 0 {
			fmt.Fprintf(w, "     forbidden: %s\n", strings.Join(r.Forbidden, ", "))
		}
	}
	fmt.Fprintln(w)
}

// writeBaselineDeltas prints each overall and per-group rate next to the
// baseline's, so a change in recall is visible in review.
func writeBaselineDeltas(w io.Writer, rep, base benchReport) {
	fmt.Fprintf(w, "\nChange against the baseline (k = %d there):\n", base.K)
	old := map[string]benchMetrics{"ALL": base.Metrics}
	for _, g := range base.Groups {
		old[g.Group] = g.benchMetrics
	}
	rows := append([]groupMetrics{{Group: "ALL", benchMetrics: rep.Metrics}}, rep.Groups...)
	for _, g := range rows {
		o, ok := old[g.Group]
		if !ok {
			continue
		}
		fmt.Fprintf(w, "%-18s recall %s  mrr %s  zero %s  forbid %+d  deps %+d  tokens %+.0f\n", g.Group,
			fmtDelta(g.Recall, o.Recall), fmtDelta(g.MRR, o.MRR), fmtDelta(g.ZeroCorrect, o.ZeroCorrect),
			g.ForbiddenHits-o.ForbiddenHits, g.DependencyFailures-o.DependencyFailures, g.TokensMean-o.TokensMean)
	}
}

func fmtDelta(now, old *float64) string {
	if now == nil || old == nil {
		return "-"
	}
	return fmt.Sprintf("%.3f (%+.3f)", *now, *now-*old)
}

// bar is one --fail-under term: "[group.]metric=value". Rates (recall,
// precision, mrr, all_hit, zero) must be at least the value; counts and
// sizes (forbidden, deps, tokens) must be at most the value.
type bar struct {
	group, metric string
	value         float64
}

var barMetrics = map[string]bool{"recall": true, "precision": true, "mrr": true, "all_hit": true, "zero": true,
	"forbidden": false, "deps": false, "tokens": false} // true: higher is better

// barInRange refuses a bar no report can meet or miss: a rate (higher is
// better) outside 0..1, a count (lower is better) below 0, or NaN. A rate
// written as a percentage (recall=80) failed every run with "recall 0.830
// is below 80.000"; accuracy=1.5 or destructive=-1 failed every run the
// same way, and accuracy=-1 or NaN passed every one.
func barInRange(term, name, metric string, f float64, higher bool) error {
	if higher && !(f >= 0 && f <= 1) {
		hint := fmt.Sprintf("for example: %s=0.80", name)
		if f >= 2 && f <= 100 { // a percentage: say what it meant
			_, val, _ := strings.Cut(term, "=")
			frac := fmt.Sprintf("%.2f", f/100)
			if exact := strconv.FormatFloat(f/100, 'f', -1, 64); len(exact) > len(frac) {
				frac = exact // 87.5 -> 0.875, not 0.88
			}
			hint = fmt.Sprintf("for example: %s=%s, not %s", name, frac, val)
		}
		return usageError(fmt.Sprintf("--fail-under: %q: %s is a fraction from 0 to 1", term, metric), hint)
	}
	if !higher && !(f >= 0) {
		return usageError(fmt.Sprintf("--fail-under: %q: %s is a count, at least 0", term, metric), fmt.Sprintf("for example: %s=0", name))
	}
	return nil
}

func parseBars(spec string) ([]bar, error) {
	var out []bar
	for _, term := range strings.FieldsFunc(spec, func(r rune) bool { return r == ',' || r == ' ' }) {
		name, val, ok := strings.Cut(term, "=")
		f, err := strconv.ParseFloat(val, 64)
		if !ok || err != nil {
			what := "it has no =value"
			if ok {
				what = fmt.Sprintf("%q is not a number", val)
			}
			return nil, usageError(fmt.Sprintf("--fail-under: %q is not [group.]metric=value: %s", term, what), "for example: --fail-under recall=0.80,mrr=0.80,zero=0.90,forbidden=0")
		}
		b := bar{metric: name, value: f}
		if g, m, ok := strings.Cut(name, "."); ok {
			b.group, b.metric = g, m
		}
		higher, known := barMetrics[b.metric]
		if !known {
			return nil, usageError(fmt.Sprintf("--fail-under: unknown metric %q", b.metric), "metrics: recall, precision, mrr, all_hit, zero (at least); forbidden, deps, tokens (at most); prefix a group as paraphrase.recall")
		}
		if err := barInRange(term, name, b.metric, f, higher); err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, nil
}

// checkBars returns an error naming every metric that misses its bar.
func checkBars(rep benchReport, bars []bar) error {
	// A group no case has is a mistyped bar, not a missed one: it was
	// "benchmark below the bar: group "x" has no cases" with a hint about
	// --baseline, exit 1.
	for _, b := range bars {
		if _, ok := metricsFor(rep, b.group); !ok {
			var groups []string
			for _, g := range rep.Groups {
				groups = append(groups, g.Group)
			}
			hint := "these cases have no groups: write the bar without one (" + b.metric + "=…)"
			if len(groups) > 0 {
				hint = "groups here: " + strings.Join(groups, ", ") + " (a bar without a group, " + b.metric + "=…, holds all the cases to it)"
			}
			return usageError(fmt.Sprintf("--fail-under: no case is in group %q", b.group), hint)
		}
	}
	var fails []string
	for _, b := range bars {
		m, _ := metricsFor(rep, b.group)
		got, has := metricValue(m, b.metric)
		if !has {
			continue // no case of that kind: nothing to hold to the bar
		}
		name := b.metric
		if b.group != "" {
			name = b.group + "." + name
		}
		if barMetrics[b.metric] && got < b.value {
			fails = append(fails, fmt.Sprintf("%s %.3f is below %.3f", name, got, b.value))
		} else if !barMetrics[b.metric] && got > b.value {
			fails = append(fails, fmt.Sprintf("%s %.3f is above %.3f", name, got, b.value))
		}
	}
	if len(fails) == 0 {
		return nil
	}
	sort.Strings(fails)
	return newOpError(kindFailed, errors.New("benchmark below the bar: "+strings.Join(fails, "; ")),
		"compare with a previous report: engram benchmark CASES.json --baseline report.json")
}

func metricsFor(rep benchReport, group string) (benchMetrics, bool) {
	if group == "" {
		return rep.Metrics, true
	}
	for _, g := range rep.Groups {
		if g.Group == group {
			return g.benchMetrics, true
		}
	}
	return benchMetrics{}, false
}

func metricValue(m benchMetrics, metric string) (float64, bool) {
	rate := map[string]*float64{"recall": m.Recall, "precision": m.Precision, "mrr": m.MRR, "all_hit": m.AllHit, "zero": m.ZeroCorrect}
	if p, ok := rate[metric]; ok {
		if p == nil {
			return 0, false
		}
		return *p, true
	}
	switch metric {
	case "forbidden":
		return float64(m.ForbiddenHits), true
	case "deps":
		return float64(m.DependencyFailures), true
	}
	return m.TokensMean, true
}
