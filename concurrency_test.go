package main

import (
	"encoding/json"
	"fmt"
	"os/exec"
	"strings"
	"sync"
	"testing"
)

// The concurrency test (issue 11): several engram-mcp processes and CLI
// commands propose, commit, note (when the build has engram_note) and read
// one store at the same time, and some tokens are committed by two
// processes at once. Afterwards every approved memory is present exactly
// once, each token was consumed at most once, verify passes, the index
// matches the files and nothing is left behind; while it runs, no read sees
// a half-written commit (verify and load never report a mismatch).

// uniqueText is a memory text whose words no other text shares, so its
// verdict is always ADD whatever was committed before it (shared words
// would make a later text an UPDATE of an earlier one).
func uniqueText(worker, i int) string {
	w := func(k int) string { return fmt.Sprintf("q%dw%dz%d", worker, i, k) }
	return fmt.Sprintf("%s %s %s %s %s", w(1), w(2), w(3), w(4), w(5))
}

// concurrencyLog collects what the workers did.
type concurrencyLog struct {
	mu        sync.Mutex
	committed map[string]int // id → successful commits that wrote it
	tokens    map[string]int // token → successful commits
}

func (l *concurrencyLog) wrote(token string, ids ...string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if token != "" {
		l.tokens[token]++
	}
	for _, id := range ids {
		l.committed[id]++
	}
}

// toolData calls a tool and returns its structuredContent data, or the error
// text when the tool failed.
func toolData(p *mcpProc, name string, args map[string]any) (json.RawMessage, string) {
	a := p.call(methodToolsCall, map[string]any{"name": name, "arguments": args})
	if a.Error != nil {
		return nil, a.Error.Message
	}
	var res struct {
		IsError           bool `json:"isError"`
		Content           []textContent
		StructuredContent struct {
			Data        json.RawMessage `json:"data"`
			Diagnostics []string        `json:"diagnostics"`
		} `json:"structuredContent"`
	}
	json.Unmarshal(a.Result, &res)
	if res.IsError {
		return nil, res.Content[0].Text
	}
	for _, d := range res.StructuredContent.Diagnostics {
		if strings.Contains(d, "does not match") {
			return nil, "a read saw a mismatch: " + d
		}
	}
	return res.StructuredContent.Data, ""
}

func TestConcurrentWritersAndReaders(t *testing.T) {
	t.Parallel()
	const servers, cliWorkers, rounds = 3, 2, 4
	ws := fixtureWorkspace(t)
	env := scratchEnv(t)
	log := &concurrencyLog{committed: map[string]int{}, tokens: map[string]int{}}
	var wg sync.WaitGroup
	errs := make(chan string, 1000)
	done := make(chan struct{})

	for sv := 0; sv < servers; sv++ {
		wg.Add(1)
		go func(sv int) {
			defer wg.Done()
			serverRounds(t, ws, env, sv, rounds, log, errs)
		}(sv)
	}
	for cw := 0; cw < cliWorkers; cw++ {
		wg.Add(1)
		go func(cw int) {
			defer wg.Done()
			for i := 0; i < rounds; i++ {
				text := uniqueText(servers+cw, i)
				r := runCLI(t, ws, "", env, "save-session", "--force", "--json", "TYPE: knowledge | TEXT: "+text)
				if r.code != 0 {
					errs <- fmt.Sprintf("cli %d: save-session --force: %d %s", cw, r.code, r.stderr)
					continue
				}
				var out struct{ Data commitReport }
				json.Unmarshal([]byte(r.stdout), &out)
				for _, w := range out.Data.Written {
					log.wrote("", w.ID)
				}
			}
		}(cw)
	}
	var readers sync.WaitGroup
	readers.Add(1)
	go func() {
		defer readers.Done()
		for n := 0; ; n++ {
			select {
			case <-done:
				return
			default:
			}
			if r := runCLI(t, ws, "", env, "verify"); r.code != 0 {
				errs <- fmt.Sprintf("verify during writes: exit %d %s", r.code, r.stdout)
			}
			if r := runCLI(t, ws, "", env, "search", uniqueText(0, 0)); r.code != 0 {
				errs <- fmt.Sprintf("search during writes: exit %d %s", r.code, r.stderr)
			}
		}
	}()
	wg.Wait()
	close(done)
	readers.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}

	checkConcurrentOutcome(t, ws, log, servers*rounds+cliWorkers*rounds)
	checkStoreConsistent(t, ws)
}

// serverRounds is one MCP client of TestConcurrentWritersAndReaders: each
// round saves, then commits (every other round racing the CLI for the
// token), loads and, where the server has engram_note, notes.
func serverRounds(t *testing.T, ws string, env []string, sv, rounds int, log *concurrencyLog, errs chan<- string) {
	p := spawnMCP(t, ws, env, "2025-11-25") // processes racing processes
	defer p.close()
	hasNote := strings.Contains(string(p.mustCall(methodToolsList, nil)), `"engram_note"`)
	for i := 0; i < rounds; i++ {
		data, fail := toolData(p, "engram_save", map[string]any{"text": uniqueText(sv, i), "type": "knowledge"})
		if fail != "" {
			errs <- fmt.Sprintf("server %d: save: %s", sv, fail)
			continue
		}
		var d proposeData
		json.Unmarshal(data, &d)
		if i%2 == 1 {
			// Race this token against a CLI commit of the same token.
			raceCommit(t, ws, env, d, log, errs)
			continue
		}
		data, fail = toolData(p, "engram_commit", map[string]any{"approval_token": d.ApprovalToken, "approve": "all"})
		if fail != "" {
			errs <- fmt.Sprintf("server %d: commit: %s", sv, fail)
			continue
		}
		var rep commitReport
		json.Unmarshal(data, &rep)
		for _, w := range rep.Written {
			log.wrote(d.ApprovalToken, w.ID)
		}
		if _, fail := toolData(p, "engram_load", map[string]any{"query": uniqueText(sv, i)}); fail != "" {
			errs <- fmt.Sprintf("server %d: load: %s", sv, fail)
		}
		if hasNote {
			noteRound(p, sv, i, log, errs)
		}
	}
}

// checkConcurrentOutcome: after the race, every memory reported written
// (want of them) is stored and logged once, every token was consumed once
// and none is still pending.
func checkConcurrentOutcome(t *testing.T, ws string, log *concurrencyLog, want int) {
	files := durableFiles(t, storeDir(ws))
	byID := map[string]int{}
	for _, id := range files {
		byID[id]++
	}
	changelog := storeFile(t, ws, changelogFile)
	if len(log.committed) != want {
		t.Errorf("%d memories were reported written, want %d", len(log.committed), want)
	}
	for id, n := range log.committed {
		if n != 1 || byID[id] != 1 || strings.Count(changelog, ": add knowledge: "+id+"\n") != 1 {
			t.Errorf("%s: written %d times, stored %d times, logged %d times", id, n, byID[id], strings.Count(changelog, ": add knowledge: "+id+"\n"))
		}
	}
	for tok, n := range log.tokens {
		if n != 1 {
			t.Errorf("token %.24s… was consumed %d times", tok, n)
		}
	}
	if pf, err := readPending(storeDir(ws)); err == nil {
		for _, a := range pf.Approvals {
			for tok := range log.tokens {
				if a.TokenSHA256 == tokenHash(tok) {
					t.Errorf("a consumed token is still pending")
				}
			}
		}
	}
}

// raceCommit commits one token from two processes at once (the CLI twice);
// exactly one must win.
func raceCommit(t *testing.T, ws string, env []string, d proposeData, log *concurrencyLog, errs chan<- string) {
	var wg sync.WaitGroup
	var mu sync.Mutex
	wins := 0
	for k := 0; k < 2; k++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(testBinary, "commit", d.ApprovalToken, "--json")
			cmd.Dir, cmd.Env = ws, env
			out, err := cmd.Output()
			if err != nil {
				return
			}
			var res struct{ Data commitReport }
			json.Unmarshal(out, &res)
			mu.Lock()
			wins++
			mu.Unlock()
			for _, w := range res.Data.Written {
				log.wrote(d.ApprovalToken, w.ID)
			}
		}()
	}
	wg.Wait()
	if wins != 1 {
		errs <- fmt.Sprintf("token %.24s…: %d of 2 racing commits succeeded", d.ApprovalToken, wins)
	}
}

// noteRound proposes a working note through engram_note and commits its
// token, when the build has the tool (the lead adds it in parallel); it
// asserts only what the product page fixes: a token flow and a file under
// working/.
func noteRound(p *mcpProc, sv, i int, log *concurrencyLog, errs chan<- string) {
	data, fail := toolData(p, "engram_note", map[string]any{"text": "Investigating " + uniqueText(sv, i+100), "objective": "concurrency"})
	if fail != "" {
		errs <- fmt.Sprintf("server %d: note: %s", sv, fail)
		return
	}
	var d struct {
		ApprovalToken string `json:"approval_token"`
	}
	json.Unmarshal(data, &d)
	if d.ApprovalToken == "" {
		return // written directly or through a dialog: nothing to commit
	}
	if _, fail := toolData(p, "engram_commit", map[string]any{"approval_token": d.ApprovalToken, "approve": "all"}); fail != "" {
		errs <- fmt.Sprintf("server %d: note commit: %s", sv, fail)
	}
}
