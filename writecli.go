package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// This file is the CLI of the write path: save, save-session (ss), commit,
// set-role and set-rule-variant. Without --force a proposal is shown and, on
// a terminal (or with --interactive), the human answers A, "A 1,3" or C;
// elsewhere the command prints the token for `engram commit`.

// writeFlags are the options of the commands that propose memories: save,
// save-session, note and promote.
type writeFlags struct {
	*cmdFlags
	scope, file  *string
	force, inter *bool
}

func writeCommandFlags(e *env, name, usage string) *writeFlags {
	c := dataCommandFlags(e, name, usage)
	return &writeFlags{
		cmdFlags: c,
		scope:    c.String("scope", "workspace", "workspace, global or both"),
		force:    c.Bool("force", false, "write ready candidates now and defer the rest (an explicit human request)"),
		inter:    c.Bool("interactive", false, "ask for approval on standard input even when it is not a terminal"),
	}
}

// textCommandFlags are writeCommandFlags with --file, for the commands
// whose text may come from a file (promote proposes a note instead).
func textCommandFlags(e *env, name, usage string) *writeFlags {
	wf := writeCommandFlags(e, name, usage)
	wf.file = wf.String("file", "", "read the text from this file (- for standard input)")
	return wf
}

// parseProposal parses a proposing command's flags and returns the text it
// proposes: its arguments, or --file.
func (wf *writeFlags) parseProposal(args []string) (string, error) {
	pos, err := wf.parse(args)
	if err != nil {
		return "", err
	}
	return proposalText(wf.e, pos, *wf.file)
}

// approval is how the human finishes a proposal from the CLI.
func (wf *writeFlags) approval() approval {
	return approval{force: *wf.force, interactive: *wf.inter, asJSON: wf.json()}
}

func cmdSave(e *env, args []string) error {
	wf := textCommandFlags(e, "save", "[--type T] [--scope S] [--role R] [--force] [text | --file F]")
	kind := wf.String("type", "", "rule, skill, workflow or knowledge (inferred when omitted)")
	role := wf.String("role", "", "only load for these roles (comma separated)")
	text, err := wf.parseProposal(args)
	if err != nil {
		return err
	}
	roles, err := splitRoles(*role)
	if err != nil {
		return usageError(err.Error())
	}
	cands, err := saveCandidates(text, *kind, *wf.scope, roles)
	if err != nil {
		return usageError(err.Error())
	}
	return proposeCLI(e, wf, cands, 0)
}

func cmdSaveSession(e *env, args []string) error {
	wf := textCommandFlags(e, "save-session", "[--scope S] [--query-level N] [--force] [text | --file F]")
	level := wf.String("query-level", "", "how many recent sessions the agent should mine (a positive integer; echoed as guidance)")
	f := wf.Bool("f", false, "short for --force")
	pos, err := wf.parse(args)
	if err != nil {
		return err
	}
	*wf.force = *wf.force || *f
	ql := 0
	if *level != "" {
		if ql, err = strconv.Atoi(*level); err != nil || ql < 1 {
			return usageError("--query-level must be a positive integer", "e.g. --query-level 50 for the last 50 sessions")
		}
	}
	text, err := proposalText(e, pos, *wf.file)
	if err != nil {
		return err
	}
	cands, err := parseSession(text, *wf.scope, nil)
	if err != nil {
		return usageError(err.Error())
	}
	return proposeCLI(e, wf, cands, ql)
}

// proposalText is the positional text, or the --file contents.
func proposalText(e *env, pos []string, file string) (string, error) {
	var text string
	switch {
	case file == "-":
		data, err := io.ReadAll(io.LimitReader(e.stdin, 1<<20))
		if err != nil {
			return "", err
		}
		text = string(data)
	case file != "":
		data, err := os.ReadFile(file)
		if err != nil {
			return "", fmt.Errorf("reading %s: %w", file, err)
		}
		text = string(data)
	default:
		text = strings.Join(pos, " ")
	}
	if file != "" {
		// A leading byte-order mark is the file's encoding (Windows editors,
		// PowerShell 5's utf8), not its text: the hidden-character check
		// refused a BOM-marked AGENTS.md whole, "line 1: contains zero-width
		// or invisible characters (U+FEFF)" (walk47). One anywhere else is
		// still text, and still refused.
		text = strings.TrimPrefix(text, "\ufeff")
		text = withoutEngramBlock(e, file, text)
	}
	// An empty or blank text is the same usage error as no text: it reached
	// the tools' check and said 'argument "text" is required', an MCP
	// argument the CLI does not have (exit 1 for note, 2 for save).
	if strings.TrimSpace(text) == "" {
		switch file {
		case "":
			// 'printf ... | engram save-session' is how a shell user
			// passes lines; stdin is read only when asked, since an agent's
			// shell may leave it open with nothing to come.
			return "", usageError("nothing to save", "give the text as an argument, or with --file F ('--file -' reads standard input)")
		case "-":
			return "", usageError("nothing to save: standard input was empty")
		}
		return "", usageError(fmt.Sprintf("nothing to save: %s is empty", file))
	}
	return text, nil
}

// withoutEngramBlock leaves out the instruction blocks engram link writes
// into CLAUDE.md, AGENTS.md and GEMINI.md (hosts_edit.go): they tell agents
// how to use Engram, they are not project knowledge, and their own words
// ("never call engram_commit ... or auto-approve it") are the phrases the
// instruction check refuses, so 'engram save --file AGENTS.md' in a linked
// project refused the team's whole guidance (walk47). Blocks are found as
// link finds them (markdownBlocks: markers inside a code fence are the
// file's text) and each is named on stderr; a start marker without its end
// is left as text for the checks to judge.
func withoutEngramBlock(e *env, file, text string) string {
	src := []byte(text)
	spans, err := markdownBlocks(src)
	if err != nil || len(spans) == 0 {
		return text
	}
	for k := len(spans) - 1; k >= 0; k-- { // from the last: earlier offsets stay valid
		src = removeBlockAt(src, &spans[k])
	}
	for _, sp := range spans {
		fmt.Fprintf(e.stderr, "engram: left out Engram's own instruction block (%s, line %d): it is how agents use Engram, not project knowledge\n", escapeName(file), sp.line)
	}
	return string(src)
}

// proposeCLI shows the proposal, then writes (--force), asks (terminal) or
// prints the token.
func proposeCLI(e *env, wf *writeFlags, cands []candidate, queryLevel int) error {
	ws := wf.workspace()
	res, err := opPropose(e, ws, cands, "cli", "")
	if err != nil {
		return err
	}
	res.data.QueryLevel = queryLevel
	if queryLevel > 0 {
		res.text = fmt.Sprintf("Query level: %d (mine the last %d sessions for candidates)\n", queryLevel, queryLevel) + res.text
	}
	return approveCLI(e, ws, wf.approval(), res)
}

// approval is what the human asked a CLI proposal to do: --force,
// --interactive, --json.
type approval struct{ force, interactive, asJSON bool }

// approveCLI finishes a CLI proposal: --force writes (the human asked for it
// explicitly), a terminal asks, anything else prints the token.
func approveCLI(e *env, ws string, how approval, res *proposeResult) error {
	if how.force {
		r, err := commitProposal(e, ws, commitRequest{token: res.token, now: e.now()})
		if err != nil {
			// The token was never printed, so nobody can retry this
			// proposal: left open, 'engram pending' listed a proposal
			// for 30 minutes that no one could commit.
			dropProposal(e, ws, res.token)
			return err
		}
		o := commitOutcome(r)
		o.text = res.text + "\n" + o.text
		printOutcome(e.stdout, o, how.asJSON, nothingWritten(r) == nil)
		return nothingWritten(r)
	}
	if how.interactive || isTerminal(e.stdin) {
		return askApproval(e, ws, res)
	}
	// The command is a line of its own, ready to paste: the choice of some
	// candidates went after it as "   (or --approve 1,3)", which sh and
	// PowerShell refuse to run and cmd passes to engram as arguments.
	hint := "engram commit " + res.token
	if res.prop.Note == nil {
		hint += " --approve all"
		if len(res.prop.Plans) > 1 {
			hint += "\nTo write only some, give their numbers instead of all: --approve 1,3"
		}
	}
	printOutcome(e.stdout, outcome{text: res.text + "\nNothing was written. To write, run:\n  " + hint + "\n", data: res.data}, how.asJSON, true)
	return nil
}

// nothingWritten fails a commit that wrote nothing (every candidate was a
// duplicate or deferred): a script running save --force or commit must see
// that its memory is not in the store. The report above says why.
func nothingWritten(r *commitReport) error {
	if r.Note != nil || len(r.Written) > 0 {
		return nil
	}
	return newOpError(kindFailed, fmt.Errorf("nothing was written: %d candidate(s) deferred", len(r.Deferred)), "the report above says why each was deferred")
}

// askApproval prompts on the terminal: A (or y, yes, all), "A 1,3" or C
// (or n, no, cancel); a note asks one yes/cancel question. Anything else is
// asked again, so a typo never cancels nor approves; the end of the input
// cancels.
func askApproval(e *env, ws string, res *proposeResult) error {
	io.WriteString(e.stdout, res.text)
	in := bufio.NewReader(e.stdin)
	note := res.prop.Note != nil
	cancel := func() error {
		cancelProposal(e, ws, res.token)
		fmt.Fprintln(e.stdout, "Cancelled: nothing was written.")
		return nil
	}
	for {
		if note {
			fmt.Fprint(e.stdout, "\nSave this note? y = yes, c = cancel: ")
		} else {
			fmt.Fprint(e.stdout, "\nApprove? A = all, A 1,3 = only these, C = cancel: ")
		}
		line, err := in.ReadString('\n')
		answer := strings.ToLower(strings.TrimSpace(line))
		if answer == "" && err != nil {
			fmt.Fprintln(e.stdout)
			return cancel()
		}
		switch answer {
		case "a", "all", "y", "yes":
			return commitAnswered(e, ws, res.token, nil)
		case "c", "cancel", "n", "no":
			return cancel()
		}
		if rest, ok := strings.CutPrefix(answer, "a "); ok && !note {
			nums, perr := parseApprove(rest)
			if perr == nil {
				perr = checkApproveNumbers(res.prop, nums)
			}
			if perr == nil {
				return commitAnswered(e, ws, res.token, nums)
			}
			fmt.Fprintf(e.stdout, "%v\n", perr)
		} else if answer != "" {
			fmt.Fprintf(e.stdout, "%q is not an answer.\n", strings.TrimSpace(line))
		}
		if err != nil {
			return cancel()
		}
	}
}

// commitAnswered writes what the human approved at the prompt. The token
// was never shown, so a commit that fails removes its proposal, as a forced
// write's: left open, 'engram pending' listed for 30 minutes a proposal no
// one could commit.
func commitAnswered(e *env, ws, token string, approve []int) error {
	err := commitCLI(e, ws, token, approve, false)
	if err != nil {
		dropProposal(e, ws, token)
	}
	return err
}

func cmdCommit(e *env, args []string) error {
	c := dataCommandFlags(e, "commit", "TOKEN [--approve all|1,3] [--json]")
	approve := c.String("approve", "all", "all, or the candidate numbers the human approved")
	token, err := c.parseOne(args, "commit needs exactly one approval token",
		"give the engram-approval-… token that 'engram save' (or save-session, forget, promote) printed; 'engram pending' lists the open proposals")
	if err != nil {
		return err
	}
	nums, err := parseApprove(*approve)
	if err != nil {
		return usageError(err.Error())
	}
	return commitCLI(e, c.workspace(), token, nums, c.json())
}

// looksLikePendingID says s has the shape of an id 'engram pending' prints
// (hex digits, at least as many as revoke takes) rather than a token's.
func looksLikePendingID(s string) bool {
	return len(s) >= 4 && len(s) <= 64 && strings.Trim(strings.ToLower(s), "0123456789abcdef") == ""
}

// approvalCLIHint is what a shell user does with a token that cannot be
// used: the same as the tool's hint (approvalError.toolHint), in commands.
const approvalCLIHint = "propose again with 'engram save' or 'engram save-session', then run 'engram commit' with the new token and the numbers the human approved"

func commitCLI(e *env, ws, token string, approve []int, asJSON bool) error {
	if looksLikePendingID(token) {
		// 'engram pending' lists ids, and a user who wanted to approve one
		// from there was told to propose again: the id is the start of the
		// token's hash, and the token itself is kept nowhere on disk.
		return usageError(fmt.Sprintf("%s is a proposal's id from 'engram pending', not its approval token", token),
			"commit takes the engram-approval-… token printed where the proposal was made (your terminal, or the agent's answer in the chat); the id can only cancel it: engram pending revoke "+token)
	}
	o, err := opCommit(e, ws, token, approve)
	var bad *candidateNumberError
	if errors.As(err, &bad) {
		return newOpError(kindUsage, err, "run engram commit again with the same token and the numbers of the proposal")
	}
	var refused *approvalError
	if errors.As(err, &refused) {
		// The tool's hint names engram_save; a shell user proposes with the CLI.
		return newOpError(kindFailed, err, approvalCLIHint)
	}
	if err != nil {
		return err
	}
	var failed error
	if r, ok := o.data.(*commitReport); ok {
		failed = nothingWritten(r)
	}
	printOutcome(e.stdout, o, asJSON, failed == nil)
	return failed
}

func cmdSetRole(e *env, args []string) error {
	c := commandFlags(e, "set-role", "ROLE[,ROLE] | none")
	clearRoles := c.Bool("clear", false, "clear the roles (the same as none)")
	pos, err := c.parse(args)
	if err != nil {
		return err
	}
	if *clearRoles && len(pos) > 0 {
		// Both given: asking for roles "or --clear" would read as if the
		// roles were missing.
		return usageError(fmt.Sprintf("--clear clears the roles and cannot be combined with a role (found %q)", pos[0]))
	}
	if !*clearRoles && len(pos) == 0 {
		return usageError("give roles, or none (or --clear) to clear them", "e.g. engram set-role backend")
	}
	roles, err := splitRoles(pos...)
	if err == nil {
		roles, err = rolesToSet(roles)
	}
	if err != nil {
		return usageError(err.Error())
	}
	o, err := opSetRole(e, c.workspace(), roles)
	if err != nil {
		return err
	}
	c.print(humanOutcome(o), true)
	return nil
}

// humanOutcome drops the line addressed to an agent (agentReload) from a
// result printed for a person; the MCP tools keep it.
func humanOutcome(o outcome) outcome {
	o.text = strings.Replace(o.text, agentReload+"\n", "", 1)
	return o
}

func cmdSetRuleVariant(e *env, args []string) error {
	c := commandFlags(e, "set-rule-variant", "off|light|balanced|strict|status")
	variant, err := c.parseOne(args, "give one of off, light, balanced, strict, status")
	if err != nil {
		return err
	}
	// The op's own kind and hint: with no store it said "no store in DIR"
	// as a usage error (exit 2) with no hint, where every other command
	// exits 7 and says to run 'engram init'.
	o, err := opSetRuleVariant(e, c.workspace(), variant)
	if err != nil {
		return err
	}
	c.print(humanOutcome(o), true)
	return nil
}
