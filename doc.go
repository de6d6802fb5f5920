// Engram keeps a project's rules, decisions, workflows and facts as reviewed
// Markdown files in the repository, recalls the right ones for each task
// within a token budget, and writes new ones only after a human approved the
// exact text. One binary is both the CLI (engram) and the MCP server
// (engram-mcp, or engram mcp) for Claude Code, Codex, Gemini CLI, Antigravity,
// Cursor, OpenCode and Windsurf.
//
// Usage:
//
//	engram <command> [options]
//	engram-mcp [--always-load] [--no-elicitation] [--workspace DIR]
//
// Every command answers -h; 'engram help <command>' is the same.
// Every command but demo, hook, install-alias and version takes --workspace
// DIR (the project folder; default: found from the working directory). A
// --workspace that is not an existing folder is an error (exit 7), never
// created.
// Commands that print data take --json for the JSON envelope
// {contract_version, ok, data, diagnostics}.
//
// # Reading
//
//	init [--global]                 create .agents/.engram/ (or the global store)
//	load [task] [--id ID,...] [--budget N] [--disclosure tiered|cards|bodies] [--full] [--explain]
//	                                what an agent gets for a task, within a token budget
//	route <task> [--limit N]        the memories a task routes to, in load order
//	search <query> [--limit N]      memories by words, best first
//	list [--type T] [--scope S] [--tag X]
//	                                every durable memory with its lifecycle and hash state
//	show <id> [--scope S]           one memory as loaded, with its file and status
//	verify                          check every file against memory.hashes.json (exit 4)
//	rehash [--global]               record the hashes of a reviewed hand edit
//	status                          the store's health and counts
//	doctor                          store, config and host checks (exit 1 when one fails)
//
// # Writing
//
// Nothing is written until a human approved it: a proposal prints its
// candidates with their verdicts and an approval token; commit writes them.
//
//	save [--type T] [--scope S] [--role R] [--force] [--interactive] [text | --file F]
//	save-session (ss) [--scope S] [--query-level N] [--force|-f] [--interactive] [text | --file F]
//	                                up to 8 candidates, one per line
//	commit TOKEN [--approve all|1,3]
//	forget <id>... [--archive] [--scope S] [--force] [--interactive]
//	note [--objective O] [--type T] [--scope S] [--force] [--interactive] [text | --file F]
//	                                a redacted working-tier note (gitignored, expires)
//	promote <note-id> [--type T] [--scope S] [--force] [--interactive]
//	notes                           the live working notes
//	pending [revoke <id|token> | revoke --unsealed]
//	                                open proposals; cancel one, or every one this user did not make
//	set-role ROLE[,ROLE] | none [--clear]
//	set-rule-variant off|light|balanced|strict|status
//
// --force writes ready candidates at once (an explicit human request);
// --interactive asks on standard input even when it is not a terminal.
//
// # Hosts and tools
//
//	link <host|all> [--global] [--dry-run] [--force] [--refresh] [--no-hook] [--no-mcp]
//	                                register engram-mcp with claude, codex, gemini,
//	                                antigravity, cursor, opencode or windsurf
//	unlink <host|all> [--global] [--dry-run]
//	                                remove what link wrote
//	upgrade [host|all] [--global] [--dry-run]
//	                                re-pin and refresh it (no host: every host;
//	                                no --global: the workspace and the user scope)
//	install-alias                   create engram-mcp next to this engram
//	mcp [--always-load] [--no-elicitation]
//	                                serve MCP on stdio, as engram-mcp does
//	hook session-start              the Claude SessionStart hook (never fails)
//	benchmark CASES.json [--k N] [--cases] [--ranking] [--baseline R.json] [--fail-under m=v,...] [--pool]
//	benchmark --verdicts CASES.txt  score the verdicts (SAVE, UPDATE, SUPERSEDE, NOOP)
//	demo [--keep]                   a real MCP session on a built-in example store
//	version [--json], help
//
// # Exit codes
//
//	0 ok, 1 error, 2 usage, 3 config, 4 integrity, 5 policy (a secret or an
//	instruction-like text was refused), 7 not found.
//
// The kinds of failure are ops.go's errorKind; main.go's exitCodes maps them
// to these codes, and a failing MCP tool shows the model the same hints.
//
// # Environment
//
//	ENGRAM_WORKSPACE           the project folder (after --workspace; then
//	                           CLAUDE_PROJECT_DIR, then the nearest folder up
//	                           holding .agents/.engram, .engram or .git); one
//	                           that names no folder is an error (exit 7)
//	ENGRAM_CONFIG_DIR          the user config folder (default ~/.engram)
//	ENGRAM_GLOBAL_DIR          the global store (default: global_path in the
//	                           user config, else global/ in ENGRAM_CONFIG_DIR)
//	ENGRAM_SESSION_OBJECTIVE   the session hook also shows the working notes
//	                           saved with this objective
//	ENGRAM_NO_CACHE=1          no speed-ups (cache_*.go, perf_*.go, the prepared
//	                           cache, the index splice and in-place patch):
//	                           the plain reference path
//
// For tests only:
//
//	ENGRAM_NOW                 a fixed clock (RFC 3339) for token and note expiry
//	ENGRAM_ELICITATION_TIMEOUT how long the approval dialog waits (default 60s)
//	ENGRAM_REQUEST_STATE_TTL   how long a 2026-07-28 requestState lives (10m)
//	ENGRAM_TEST_CRASH          exit at a named point of a commit; only in a
//	                           binary built with -tags crashpoints
//	ENGRAM_TEST_ALIAS_COPY     install-alias copies instead of linking; only
//	                           in a binary built with -tags crashpoints
//	ENGRAM_TEST_NO_LINK        the store's lock is taken as where the file
//	                           system has no hard links; only in a binary
//	                           built with -tags crashpoints
//	ENGRAM_TEST_INDEX_TERMS    the store's bound on distinct terms (2^20); only
//	                           in a binary built with -tags crashpoints
//
// Read by the test suite, never by engram:
//
//	ENGRAM_CRASH_SEED          replay TestCrashRandomKill's kill moments (the
//	                           test logs the seed it drew)
//	ENGRAM_LONGTESTS=1         property tests check all their generated cases,
//	                           not a fixed sample (.ci/run sets it once)
//	ENGRAM_TEST_CLAUDE_MANAGED Claude Code's policy folder for a command the
//	                           tests run in process (else an empty one under
//	                           HOME: the machine's policy decides no test)
//	ENGRAM_BENCH=1             run the harnesses that write BENCHMARKS.md;
//	                           ENGRAM_BENCH_RUNS runs each, ENGRAM_BENCH_100K=1
//	                           adds the 100,000-memory store
//	ENGRAM_MEMSTORE            the peak-RSS probe's store folder (memrss_test.go);
//	                           ENGRAM_MEMCOLD=1 loads it without the prepared
//	                           cache, ENGRAM_MEMPROF writes a heap profile
//	ENGRAM_ABSTAIN_FEATURES    with ENGRAM_ABSTAIN_SETS, write the abstention
//	                           features of those sets for tools/abstain
//	ENGRAM_RERANK_FEATURES     with ENGRAM_RERANK_SETS, write the ranking's
//	                           candidates and features for tools/rank (stop 45)
//	ENGRAM_BMF_SETS            with ENGRAM_BMF_OUT, sweep BM25F's constants over
//	                           those sets for tools/rank/bm25f_lopo.py (stop 50)
//	ENGRAM_PHRASE_SETS         stop 43's phrase study of those sets
//	                           (route_phrase_study_test.go); ENGRAM_PHRASE_QUIET=1
//	                           prints totals only (holdouts)
//	ENGRAM_PTR_SETS            stop 44's WordNet pointer study of those sets with
//	                           the table ENGRAM_PTR_TABLE (route_pointer_study_test.go);
//	                           ENGRAM_PTR_QUIET=1 prints totals only (holdouts)
//	ENGRAM_GAP_SETS            stop 47's study of those sets' covered tasks whose
//	                           answer is no candidate (route_gap_study_test.go);
//	                           ENGRAM_GAP_QUIET=1 prints totals only (holdouts),
//	                           ENGRAM_GAP_REVERSE and ENGRAM_GAP_WNSYN set the
//	                           reverse concept's and WordNet synonyms' weights
//	ENGRAM_EMPTY_SETS          stop 51's study of those sets' covered tasks the
//	                           route answers with nothing: which test of stage 5
//	                           refused, and its numbers (route_empty_study_test.go;
//	                           it prints each task: tune sets only)
//	ENGRAM_SMALLSTORE=1        run the small-store evaluation (smallstore_test.go);
//	                           ENGRAM_SMALLSTORE_SETS names its set folders,
//	                           ENGRAM_SMALLSTORE_CASES=1 prints its wrong loads,
//	                           ENGRAM_SMALLSTORE_FAIL_UNDER holds its bars
//	ENGRAM_FUZZTIME            .ci/run's budget for every fuzz target
//	ENGRAM_WORDGROWTH          rounds of save, commit and load for the word
//	                           tables' growth (wordgrowth_test.go);
//	                           ENGRAM_WORDGROWTH_FORGET=1 forgets each memory,
//	                           ENGRAM_WORDGROWTH_QUERIES=1 only searches,
//	                           ENGRAM_WORDGROWTH_PROF writes heap profiles
//	ENGRAM_TEST_PEAK_FILE      set by runCLIPeak in the test binary it spawns
//	                           as a runner: run the arguments, write their
//	                           peak RSS there (peakrss_unix_test.go)
//	ENGRAM_TEST_AS_ENGRAM      makes the test binary engram itself, list's
//	                           lean path on ("lean") or off (any other value):
//	                           BenchmarkListPeak (perf_listlean_unix_test.go)
//
// # Server
//
// engram-mcp speaks JSON-RPC 2.0 on stdin and stdout, one message per line,
// in two protocol eras at once: the legacy era negotiated by initialize
// (2024-11-05 to 2025-11-25) and the stateless MCP 2026-07-28, chosen per
// request by params._meta. stdout carries JSON-RPC only; hints go to stderr.
// Its flags are read in Go's spellings too (-no-elicitation,
// --always-load=true, -workspace DIR); unknown options are ignored with a
// hint.
//
// # Files
//
// One flat package; each file opens with a comment stating its rules.
//
//	entry          doc.go (this manual), main.go (command table, exit codes, the one reporter)
//	CLI            cli.go (read commands, init), writecli.go, notecli.go, pending.go,
//	               manage.go, forget.go (the command, its proposal and its commit step),
//	               flags.go (a command's flags, --workspace, --json), help.go,
//	               version.go, demo.go, benchmark.go
//	MCP            rpc.go (framing, wire errors), eras.go (versions), serve.go (session),
//	               tools.go (method and tool tables), toolnumbers.go (integer
//	               arguments against their schema), readtools.go, writetools.go,
//	               resources.go, prompts.go, elicit.go (approval dialog), backpressure.go
//	operations     ops.go (shared operations, domain errors), writeops.go, load.go
//	write path     candidates.go, instrprohibit.go (a rule that forbids acting alone
//	               is no instruction), instrnames.go (a command name or a placeholder
//	               is none either), instrreveal.go (an order to reveal a secret, not a
//	               rule that forbids it), instrsink.go (verbs that reveal only into a
//	               log or to a reader), instrforms.go (code, a command, a passive or
//	               a concealment as the order), secrets.go, hiddentext.go, proposal.go, statement.go,
//	               verdict_abbrev.go, verdict_named.go, verdict_named_partial.go,
//	               verdict_named_change.go, verdict_ended.go, verdict_inflect.go, verdict_qualified.go,
//	               verdict_trailing.go, verdict_persource.go (verdicts),
//	               approval.go, revalidate.go,
//	               commit.go, notes.go,
//	               notesseal.go (which notes this machine wrote)
//	store          store.go, store_layout.go, storefs.go, memory.go, config.go, index.go,
//	               splice.go, usage.go, workspace.go, txn.go (journaled transaction),
//	               recovernotice.go (telling of an interrupted write finished),
//	               atomicwrite.go (every other whole-file replacement),
//	               store_read.go (the one loader), storedoctor.go,
//	               gitindex.go (which per-machine files the repository tracks, from .git/index),
//	               view.go (the server's view, kept between requests)
//	recall         route*.go, search_titles.go (a search is a lookup), text.go, stem_families.go,
//	               text_cjk.go (Chinese, Japanese, Korean words; accents folded),
//	               porter2.go, terms.go, lexicon.go, verdictbench.go,
//	               tasklimits.go (the part of a task the router reads),
//	               termbudget.go (the store-wide bound on indexed terms)
//	speed-ups      cache_*.go, perf_*.go, prepcache.go, watch*.go, statdir_*.go,
//	               stat_*.go, memlimit.go (off with ENGRAM_NO_CACHE=1)
//	hosts          hosts.go (the host target table; link, unlink, upgrade and their
//	               options), hosts_apply.go, hosts_edit.go, hosts_codex.go,
//	               hosts_doctor.go, hosts_hookdoctor.go (what a project's Claude hooks
//	               run), toml.go, jsonc.go, serveralias.go (engram-mcp
//	               next to engram: created, replaced when older, never downgraded),
//	               hosts_trust.go (whether a host's first question is answered),
//	               hosts_windsurf.go (the 6,000 characters of Windsurf's rules),
//	               hosts_gemini.go (the context file Gemini CLI's settings name),
//	               hosts_claudelocal.go (a Claude server of the project's local scope),
//	               hosts_cursor.go (whether Cursor's user plugin folder is Engram's),
//	               hosts_otherbinary.go (whether the engram on PATH is another tool's),
//	               hosts_hardlink.go (a config with two names is written in place),
//	               hosts_diff.go (the diff --dry-run prints),
//	               hosts_before.go (what a file held before link, which unlink gives back),
//	               hosts_geminiblock.go (what keeps Gemini CLI from starting engram),
//	               hosts_claudemanaged.go (what keeps Claude Code from starting it)
//	platform       lockpid_*.go, nofollow_*.go, nlink_*.go, rootowned_*.go
//	tests          crashpoints_*.go (the crash tests' hook, -tags crashpoints only);
//	               helpers_test.go (the binary the tests build, runCLI, the fixtures),
//	               mcpclient_test.go (a spawned engram-mcp spoken to as a host would),
//	               session_test.go (testdata/sessions/*.txtar transcripts)
//
// A tool call flows one way: stdin → rpc.go → serve.go → eras.go → tools.go →
// a tool (readtools.go, writetools.go, notes.go) → an operation (ops.go,
// load.go, writeops.go) → the store → rpc.go → stdout. A read such as
// engram_load gets the server's view (view.go), loaded by store_read.go;
// engram_commit checks its token (approval.go, revalidate.go) and writes
// through commit.go and txn.go. The CLI calls the same operations.
package main

// BUG(engram): 'engram save --file F' and ~/.engram/linked-files.json are
// read whole, with no cap: a huge file is held in memory (standard input,
// --file -, is capped at 1 MiB).
