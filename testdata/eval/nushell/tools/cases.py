#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged nushell/nushell pull requests on main's first-parent history up to
3e1172d43c (2026-08-08): squash merges "title (#N)" (and merge commits "Merge pull request #N from OWNER/BRANCH");
without bots and the dependency bots' titles (tools/sample.py); every 25th of the last 1000, from the 1st, sampled
after the memories were written and after this rule, each labelled from the files the pull request changed
(`git show --stat` and the diff; not the title's wording) with the memories a contributor doing it should read, or
nothing when no guidance covers it.

Labels name topic guidance only. Guidance that applies to every pull request alike is not counted as an answer:
ask-before-commit, no-unwrap and panicking (except below), nu-c-invocation, cargo-habits, idiomatic-minimal-code,
rust-style, release-notes-summary, release-notes-structure, release-notes-style, preparing-release-notes,
release-notes-labels, release-notes-generation (except below), checks-before-pr and useful-commands (except below),
linking-issues, setup-build, writing-tests (except below), squash-merges, single-change-pr, pr-title-guidelines,
review-and-conflicts, pr-template (except below), design-changes (except below), license (except below).
Counted, in this order (at most five labels, the last named dropped first):
Commands: a new command added (a new type implementing `Command`) design-changes and command-examples; a new flag
or parameter on an existing command design-changes; a command's `examples()` added or changed command-examples;
a command in crates/nu-cmd-extra nu-cmd-extra; cp, mv, mkdir, mktemp, touch, whoami, uname or a uu_* dependency
uutils-commands. Errors: a ShellError or ParseError variant added, changed or removed, or an error's message, span
or help changed, reporting-errors; a warning reported (report_error, report_error_new, report_shell_warning) or a
println! replaced reporting-warnings; a panic fixed or an .unwrap()/.expect() removed or replaced panicking and
no-unwrap. Code: unsafe blocks added or changed unsafe-code; macro_rules! added or removed macros-discouraged; a
refactor whose stated purpose is flattening nested code deeply-nested-code; platform-specific code (cfg(windows),
cfg(unix), cfg(target_os)) added or changed cross-platform-design (passive-platforms for BSD or Android);
experimental options (nu-experimental, ExperimentalOptionMarker) experimental-options; Cargo feature flags added or
removed feature-flags; logging or --log-level changes debugging-logs. Tests: a pull request that only adds or
changes tests writing-tests; plugin test support or plugin tests plugin-testing. Dependencies (Cargo.toml,
Cargo.lock by a person): a new dependency adding-a-dependency, dependency-versions, workspace-dependencies and
fewer-dependencies (license when the licence is discussed or a licence file changes); a dependency's version or
features changed dependency-versions and workspace-dependencies; a dependency removed or replaced to unify crates
fewer-dependencies; a git dependency git-dependencies. Crates: a crate added, removed or renamed creating-a-crate and
crate-layout; a command moved between crates crate-layout. Release: a version bump of the workspace crates
publishing-a-release; rust-toolchain.toml or rust-version rust-toolchain-version and packaging; CI workflow
platform or target matrix changes ci-platforms; winget or packaging files packaging. Standard library
(crates/nu-std/**): a new std command or module std-library-scope, std-new-module and std-design-guidelines; a change
to a std command std-design-guidelines; lib/mod.nu or the prelude in src/lib.rs std-exports-prelude; std tests
(crates/nu-std/tests/**) std-tests; std-rfc/** std-rfc. Tooling: benches/** or toolkit benchmark-compare benchmarks;
fuzz/** fuzzing; toolkit.nu check or test subcommands checks-before-pr and useful-commands. Guidance: CONTRIBUTING.md,
AGENTS.md, devdocs/** or crate READMEs the memory of the section changed; .github/pull_request_template.md
pr-template. A bug fix or feature change that touches nothing above, a refactor, docs of commands (help text), CI
workflows other than above, and everything else count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("nushell", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)

t('update deps', ['dependency-versions', 'workspace-dependencies'])  # #18802 3e1172d43c
t('Make `scope` subcommands report local and global scope', [])  # #18684 063caa9a65
t('Update the `table` tests', ['writing-tests'])  # #18648 939f8a81a4
t('chore(reedline): bump reedline to latest commit', ['dependency-versions', 'workspace-dependencies', 'git-dependencies'])  # #18685 8f6285a0dd
t('Migrate ulimit tests to the new harness (#8670)', ['writing-tests'])  # #18614 bf6708bd96
t('Remove all tests that use `nu_with_plugins!`', ['macros-discouraged', 'writing-tests', 'plugin-testing', 'workspace-dependencies'])  # #18585 b2202e19be
t('Fix locally running test suit by disabling colors', ['writing-tests'])  # #18517 1f0c69c9af
t('bump rusqlite to 0.40.1', ['dependency-versions', 'workspace-dependencies'])  # #18469 49d7f6c753
t('allow ctrl+c to work better on `from json`', ['reporting-errors'])  # #18414 979af462c0
t('fix a bug with dc-glob and `/some/path/wildcard*`', [])  # #18375 27cc9cab17
t('feat(ansi gradient): add completions for named gradients', ['nu-cmd-extra'])  # #18342 545cd20c77
t('feat(table): introduce width priority columns for enhanced table rendering', ['design-changes', 'command-examples'])  # #17850 97ef577a19
t('make env_hook case insensitive', [])  # #18234 2177f8d62c
t('docs: fix duplicated words in comments', [])  # #18196 cb757c110a
t('Add `idx` family of commands for in-memory indexing', ['design-changes', 'command-examples', 'reporting-errors', 'feature-flags', 'adding-a-dependency'])  # #18142 6983c91890
t('Implement `Debug` for `EngineState` and derive more `Debug` impls', ['adding-a-dependency', 'dependency-versions', 'workspace-dependencies', 'fewer-dependencies'])  # #18091 e0f7423629
t('refactor: clean up `grid` command implementation', [])  # #18021 6c7a58bccd
t('Move conversion between `nu_json::Value` and `nu_protocol::Value` into `nu-json`', ['reporting-errors', 'feature-flags', 'dependency-versions', 'workspace-dependencies'])  # #17980 43d23e286d
t('fix: enhance MCP mode handling and output behavior across commands', ['reporting-warnings', 'panicking', 'no-unwrap', 'debugging-logs'])  # #17945 8bfa91969a
t('Fix known external name lookup under alias shadowing', [])  # #17878 7f71556cb0
t('fix tee truncating input for inner closure if output is ignored', [])  # #17793 043f7fb566
t('feat: `group-by` flag to delete column after grouping by it', ['design-changes'])  # #17787 1ce0005a63
t('fix: allow passing null to optional positional params in builtin commands', [])  # #17753 c601250e4f
t('feat: add support for custom history file path in config', [])  # #17425 19ac585d37
t('Updated `metadata-set` example to use `--path-columns` syntax', ['command-examples'])  # #17667 395ef5bc4f
t('PR 10 (of 10) Issue 5066 help text nu command network system viewers', [])  # #17546 39a00501f3
t('fix: block duplication for aliased ones only in `replace_in_variable`', [])  # #17553 dcb8e24ef8
t('fix: pin libc and interprocess to fix cross-platform build failures', ['dependency-versions', 'workspace-dependencies'])  # #17506 f5bcdcbc63
t('update to ratatui 0.30', ['adding-a-dependency', 'dependency-versions', 'workspace-dependencies', 'fewer-dependencies'])  # #17430 d5f6ec57a6
t('remove unlet vars from completions', [])  # #17383 9b25b56d77
t('update reedline to latest commit', ['dependency-versions', 'workspace-dependencies', 'git-dependencies'])  # #17299 0c385048be
t('feat(bytes length): make available at const-time', [])  # #17204 f8effe4a21
t('Added mcp to default and all features', ['feature-flags'])  # #17151 c63e03234c
t('Fix up the env.rs tests', ['unsafe-code', 'cross-platform-design', 'writing-tests'])  # #17085 a1f54c5637
t('add the rfind ability to the find command', ['design-changes', 'command-examples'])  # #17045 88226418c6
t('feat: add closure parameter to `metadata set`', ['design-changes', 'command-examples', 'reporting-errors'])  # #16976 f1265c5828
t('Implement "str replace" with closure defined relacements', ['command-examples', 'reporting-errors'])  # #16854 487e2ea341
t('feat: add `not-starts-with` and `not-ends-with` operators', ['std-design-guidelines'])  # #16852 d4cd93d17c
t('Stop using `macos-13` in CI', ['ci-platforms'])  # #16796 953aa11992
t('Add %J and %Q format specifiers for compact date/time formatting', [])  # #16588 21a54d47a0


if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
