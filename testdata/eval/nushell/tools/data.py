"""Memories of the nushell set: nushell/nushell's own contributor and agent guidance on its main branch at 3e1172d43c
(2026-08-08, the newest commit of the stored snapshot): AGENTS.md (CLAUDE.md only names it), CONTRIBUTING.md, the
developer docs under devdocs/ (FAQ, HOWTOS, PLATFORM_SUPPORT, release_notes_generation, rust_style),
crates/nu-std/CONTRIBUTING.md, crates/nu-std/std-rfc/README.md, benches/README.md, the fuzzers' READMEs
(crates/nu-parser/fuzz, crates/nu-path/fuzz), the crate READMEs that say what a crate is for (crates/README.md,
nu-command, nu-cmd-extra, nu-test-support, nu-plugin-test-support) and .github/pull_request_template.md. The user
documentation (the Nu book, in another repository) is left out. One memory per section or a few short sections,
in the project's words (lightly cut). The text is the Nushell developers' (MIT licence); quoted here, cut, only as
evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-08")

# AGENTS.md
mem("ask-before-commit", "rule", "Never commit, push, open an issue or open a PR without asking first", ["git", "commit", "pull-request", "issues", "agents"], [
    "Never make any commits or pushes without first requesting if you can.",
    "Never create an issue. Never create a PR. If the user asks you to create an issue or PR, create a file in their diff that says so instead.",
])
mem("no-unwrap", "rule", "Never use .unwrap() except in tests: handle errors with ShellError or ParseError", ["errors", "unwrap", "shellerror", "parseerror", "rust"], [
    "Never use `.unwrap()` except in tests - always handle errors with `ShellError` or `ParseError`.",
    "No panicking on user input.",
])
mem("nu-c-invocation", "skill", "Running nu -c: omit echo, and use double quotes for escapes like \\n", ["nu", "cli", "quoting", "strings", "escapes"], [
    "When running commands with `nu -c \"\"` never use `echo` like `nu -c \"echo blah\"`, instead just omit it like `nu -c \"blah\"`.",
    "When you need to escape characters like `\\n` make sure you use double quotes like `\"\\n\"` because in nushell only double quotes interprets escaped characters.",
])
mem("command-examples", "rule", "Commands in crates/nu-command/src implement the Command trait; add examples in examples(), they become tests", ["commands", "command-trait", "examples", "tests", "nu-command"], [
    "Commands in `crates/nu-command/src/` implement the `Command` trait - add examples in `examples()` (they become tests).",
])
mem("workspace-dependencies", "rule", "Dependencies: workspace dependencies, exact semver \"1.2.3\", no git dependencies in PRs, no GPL", ["dependencies", "cargo", "semver", "workspace", "license"], [
    "Use workspace dependencies, exact semver `\"1.2.3\"`, no git dependencies in PRs.",
    "No nightly features, no GPL deps (MIT, Apache License 2.0, CC0 only).",
])
mem("cargo-habits", "skill", "Wait for one cargo command before starting another; avoid cargo clean; binaries are under CARGO_TARGET_DIR", ["cargo", "build", "target"], [
    "Wait for any `cargo` command to finish running before starting another one. Try to avoid doing `cargo clean` because it just increases compile time the next time you have to compile.",
    "Make sure you use `CARGO_TARGET_DIR` to find where binaries are built.",
])
mem("idiomatic-minimal-code", "rule", "Write idiomatic Rust with minimal duplication, reuse the existing helpers, document new changes", ["rust", "style", "helpers", "duplication", "documentation"], [
    "Make sure that all the changes are written in idiomatic Rust with minimal code duplication without adding a bunch of new helpers. Use the existing helpers we already have if possible.",
    "Also ensure that all new changes are well documented for easy maintainability.",
])

# CONTRIBUTING.md
mem("release-notes-summary", "rule", "Fill the PR's Release notes summary: brief, what changes for a Nushell user, including side effects", ["release-notes", "pull-request", "changelog", "user-facing"], [
    "The PR template's \"Release notes summary\" section is included in the release notes for the blog. Keep it brief and simple to understand, focused on how the change directly impacts the user experience; motivation and technical details go somewhere else. It need not be filled until the PR is finalized.",
    "Consider both the intended changes (additions, deliberate breaking changes) and side effects that might change how users interact with a command or feature, and document them even if they seem minor. Write N/A or leave it blank for a purely technical change.",
])
mem("release-notes-structure", "knowledge", "A one-line summary becomes a bullet; a multi-line one gets its own heading (the PR title or a ### heading)", ["release-notes", "headings", "markdown"], [
    "For smaller changes a one to two sentence explanation is sufficient; single-line summaries appear as a bullet point in the release notes.",
    "Multi-line summaries appear under their own heading, by default the PR title; add one or more third-level headings for a more user-friendly title or for several changes. Add examples or screenshots for larger changes.",
])
mem("checks-before-pr", "skill", "Before a PR run toolkit check pr: cargo fmt, clippy with -D clippy::unwrap_used, cargo test --workspace, the stdlib tests", ["ci", "checks", "fmt", "clippy", "tests", "toolkit"], [
    "CI checks formatting and runs the tests. Run them yourself with `use toolkit.nu; toolkit check pr`, or individually: `cargo fmt --all -- --check`, `cargo clippy --workspace -- -D warnings -D clippy::unwrap_used`, `cargo test --workspace` (on Windows enable developer mode), and `cargo run -- -c \"use toolkit.nu; toolkit test stdlib\"` for the standard library.",
])
mem("linking-issues", "rule", "Link the issues a PR closes with Fixes #xxxx or Closes #xxxx in the description", ["issues", "pull-request", "github"], [
    "If your PR closes one or more issues, link them with a linking keyword (`Fixes #xxxx`, `This PR should close #xxxx`); you can also mention related issues, PRs or discussions.",
])
mem("design-changes", "rule", "Get the core team's approval before a new feature or a significant user-facing change; update the documentation after merge", ["design", "features", "core-team", "documentation", "user-facing"], [
    "Before creating a new feature or changing something significantly, especially user-facing, get approval from the core team first (Discord or a GitHub issue). Then open a PR with a concise but comprehensive description, clearly listing any user-facing features such as a new flag on a command.",
    "If the PR includes user-facing features, make sure the changes are also reflected in the documentation (the nushell.github.io repository) after the PR is merged.",
])
mem("setup-build", "skill", "Build Nushell like any Rust project with cargo build after installing the toolchain and dependencies", ["setup", "build", "cargo", "toolchain"], [
    "Nushell requires a recent Rust toolchain and some dependencies (the Nu Book has the current requirements). Then clone and build it like any other Rust project: `git clone https://github.com/nushell/nushell; cd nushell; cargo build`.",
])
mem("writing-tests", "rule", "Cover changes with tests: /tests, command examples, crate tests; nu-test-support, testbins, run_test and fail_test", ["tests", "testing", "nu-test-support", "testbins"], [
    "Cover your changes with a test, and think about corner cases and the ways your change could break. Tests live in `/tests`, in command examples and in crate-specific tests.",
    "Most tests are built upon the `nu-test-support` crate. For testing specific features, such as running Nushell in REPL mode, there are \"testbins\". For simple tests use the `run_test()` and `fail_test()` functions.",
])
mem("useful-commands", "skill", "Workspace commands: cargo run, tests of one command (--package nu-cli --test main), fmt, toolkit git hooks", ["cargo", "workspace", "toolkit", "git-hooks", "commands"], [
    "Nushell is a cargo workspace of many crates, so you may need extra flags. Build and run with `cargo run`; run the tests for one command with `cargo test --package nu-cli --test main -- commands::<command_name_here>`; format with `cargo fmt --all` (or `use toolkit.nu fmt; fmt`).",
    "Set up git hooks that check formatting and run clippy before committing and pushing with `use toolkit.nu setup-git-hooks; setup-git-hooks` (not available on Windows).",
])
mem("debugging-logs", "skill", "Verbose logs: run with --log-level trace, and --log-target file to write them to nu-<pid>.log", ["debugging", "logging", "trace", "log-level"], [
    "To view verbose logs when developing, enable the trace log level: `cargo run --release -- --log-level trace`.",
    "To redirect trace logs to a file add `--log-target file`, then `open $\"($nu.temp-dir)/nu-($nu.pid).log\"`.",
])
mem("experimental-options", "rule", "A new experimental option needs core-team agreement and a tracking issue linked via ExperimentalOptionMarker::ISSUE", ["experimental-options", "flags", "opt-in", "tracking-issue"], [
    "New behavior sometimes goes behind experimental options: opt-in or opt-out flags. Before introducing one, make sure the core team roughly agrees.",
    "Then open a tracking issue with the Experimental Option Tracking template and link it with `ExperimentalOptionMarker::ISSUE`; document the behavior there with before/after examples; update its status when the option becomes default or is discarded.",
])
mem("squash-merges", "knowledge", "Maintainers squash a PR into one commit on main; large connected PRs may be rebase-merged", ["git", "merge", "squash", "history"], [
    "In general the maintainers squash all changes of your PR into a single commit when merging, tied to the discussion by its #1234 number. In some circumstances a particularly large but connected PR is rebase-merged as a series of atomic commits, to revert or bisect aspects more easily.",
])
mem("single-change-pr", "rule", "A PR should make a single functional change; don't mix unrelated refactors with a contested change", ["pull-request", "refactor", "scope"], [
    "A PR should limit itself to a single functional change or related set of same changes; mixing changes makes review and reverts harder. Separate out unrelated changes; don't mix unrelated refactors with a potentially contested change. Stylistic fixes and housekeeping can be bundled into singular PRs.",
    "The description should be concise but contain all relevant context, demonstrating what changes through nushell code or output examples.",
])
mem("pr-title-guidelines", "rule", "PR titles: concise, name the affected command or feature, or the area or symbols for internal changes", ["pull-request", "title"], [
    "The PR title should be concise but tell a contributor whether to help review the change. Don't: `Update file/in/some/deeply/nested/path.rs`, `Fix 2134`, titles missing the context, or overlong titles.",
    "Do mention the nushell feature or command affected (``Fix URL parsing in `http get` (issue #1234)``); for internal changes mention the area or symbols affected (``Factor out `quote_string()` from parser to reuse in `explore` ``).",
])
mem("review-and-conflicts", "rule", "Review: tests pass first, a bug fix adds a minimal regression test, no constant force pushes, resolve merge conflicts yourself", ["review", "tests", "regression", "force-push", "merge-conflicts"], [
    "Reviews happen in detail after all tests pass. If you fix a bug, add a test that reproduces the original issue or panic in a minimal form, and test corner cases where assumptions might break.",
    "During review avoid constant force pushing just to amend changes. Take care of merge conflicts yourself (merge or rebase main; merge commits in your branch are OK in the squash model), and allow maintainers to push to your branch.",
])
mem("license", "rule", "Nushell is MIT licensed: a PR including or referencing a GPL crate cannot be accepted", ["license", "mit", "gpl", "dependencies"], [
    "We use the MIT License in all of our Nushell projects. If you are including or referencing a crate that uses the GPL License we will not be able to accept your PR.",
])

# devdocs/FAQ.md
mem("reporting-errors", "skill", "Report an error: ParseError in the parser, else a ShellError variant with a Span; named-struct variants only", ["errors", "shellerror", "parseerror", "miette", "span", "diagnostics"], [
    "In the parser or static checking phase use `nu_protocol::ParseError` variants and follow the context's logic, as multiple errors are collected for a good IDE experience. Otherwise pick the right `nu_protocol::ShellError` variant: an existing one that fits (see its references), a generic variant for a one-off error, else a new class of errors.",
    "A new variant carries the `Span`, general shared error text pointing to a resolution, and dynamic information from the error site; check what the `miette` macros add when formatting. No tuple enum variants: named structs going forward only. In a command just `return Err(ShellError::...)` from `Command::run`.",
])
mem("reporting-warnings", "rule", "A warning that must not stop execution: never println!, use report_error or report_error_new, log macros for field debugging", ["warnings", "errors", "println", "logging", "stderr"], [
    "To report a warning but not stop execution, NEVER `println!`; we can write to stderr if necessary, but good practice is `nu_protocol::report_error::report_error` or `report_error_new`, depending on whether you have a `StateWorkingSet`. If only relevant to in-the-field debugging, use the `log`-crate macros.",
])
mem("uutils-commands", "knowledge", "cp, mv, mkdir, mktemp, touch, whoami and uname are built on uutils/coreutils (the uu_* workspace dependencies)", ["uutils", "coreutils", "filesystem", "commands", "cross-platform"], [
    "A number of Nu's file and system commands are built on uutils/coreutils, a cross-platform Rust reimplementation of the GNU coreutils: currently `cp`, `mv`, `mkdir`, `mktemp`, `touch`, `whoami` and `uname` (see the `uu_*` workspace dependencies in the root `Cargo.toml`). This keeps them consistent across Windows, macOS and Linux.",
])

# devdocs/HOWTOS.md
mem("adding-a-dependency", "skill", "Adding a dependency: check existing ones first; trust, MIT-compatible licence, fit, stability", ["dependencies", "crates", "license", "cargo"], [
    "Check whether the existing dependencies already provide the needed functionality. Align the choice of crate with Nushell's goals: an existing userbase (not archived), a licence compatible with MIT (no strong copyleft such as GPL or use-restricting licences such as BSL), the best technical fit without negative externalities, and stability promises so version updates do not change Nushell's behavior.",
])
mem("dependency-versions", "skill", "Dependency versions: avoid duplicates (cargo tree --duplicates), full semver, minimal features, workspace.dependencies, no cycles", ["dependencies", "semver", "features", "workspace", "duplicates"], [
    "If another version of the crate is already a dependency, check whether yours causes a duplication (`cargo tree --duplicates`): upgrade the older specification if possible, else consider the older version, else point out the future work. Specify the full \"major.minor.patch\" version you tested and the minimal set of features.",
    "If the dependency is used in more than one crate, add it to `workspace.dependencies` in the root `Cargo.toml` and inherit it with `cratename = { workspace = true }`. A dependency on a crate inside the workspace must not create a circular dependency (including dev-dependencies), or it cannot be published to crates.io.",
])
mem("git-dependencies", "rule", "Git dependencies cannot be published to crates.io: a PR adding one is postponed until a version is released", ["dependencies", "git", "crates-io", "publishing"], [
    "Git dependencies cannot be published to crates.io, so they should only pull in critical new development or fixes for an existing dependency. PRs including a new dependency as a git dependency will be postponed until a version is released on crates.io.",
])
mem("creating-a-crate", "skill", "A new crate: under crates/, same version as the workspace, package fields, MIT licence file, workspace.members, publishing review", ["crates", "workspace", "publishing", "license", "cargo"], [
    "New crates generally go in `crates/` in the monorepo, unless an interface shared with an outside crate (like `reedline`) or a fork of a full crate (like `nu-ansi-term`) belongs in the nushell organization. Give attribution and check licence compatibility for redistributed code; create no cycles in the crate graph.",
    "Use the same version as the other workspace crates and workspace dependencies; specify all `package` fields needed for publishing, authors `The Nushell Project authors`, and an MIT licence file. Add the crate to `workspace.members` in the root `Cargo.toml` (dependabot only finds those), and let an experienced `nushell/publishing` member review the PR.",
])
mem("publishing-a-release", "knowledge", "Releases are published by the nushell/publishing team with the make_release scripts in nu_scripts", ["release", "publishing", "version"], [
    "Publishing a release is handled by members of the `nushell/publishing` team; the procedure is specified next to the helper scripts in nu_scripts (`make_release`).",
])
mem("preparing-release-notes", "skill", "Prepare a PR for the release-notes script: a second-level Release notes summary heading, every change noted, exactly one notes: label", ["release-notes", "labels", "pull-request", "script"], [
    "A script generates the release notes from PR descriptions, so complete each PR's summary before merging. The \"Release notes summary\" must be a second-level heading (`## Release notes summary`), added under an old template's User-Facing Changes if needed.",
    "Edit the summary freely; make sure every change is accounted for, especially deprecations and changed behavior; give distinct changes their own third-level headings. Assign exactly one `notes:` label for the section (Additions, Breaking changes, Deprecations...).",
])
mem("release-notes-style", "rule", "Release notes style: the subject is the command or feature, not \"users\"; no PR wording; text not screenshots for code", ["release-notes", "style", "writing", "screenshots"], [
    "Describe how changes affect Nushell itself: avoid the term \"users\" (\"The `my-command` command now has a `--foobar` flag\"), and avoid the terms \"PR\" or \"pull request\". Use callouts for notes, tips and warnings.",
    "Do not use screenshots for code or output that a code fence can show; use them for things hard to explain otherwise (the completion UI, `explore`), with a reasonable crop and resolution.",
])

# devdocs/PLATFORM_SUPPORT.md
mem("cross-platform-design", "rule", "Nushell is cross-platform and explicitly supports Windows: consistent behavior, single-platform features only rarely", ["cross-platform", "windows", "paths", "platform"], [
    "Despite UNIX and POSIX inspiration, we explicitly support Windows: e.g. paths with backslash as the directory separator force string literals that accept them. Our design strives for consistent behavior across all platforms; where platform requirements dominate we may follow the platform's defaults (some file-system nuances).",
    "Only rarely do we accept commands or language features that support a single platform, to access common system behavior of that platform (e.g. `registry query` for the Windows registry, `exec` for Linux and macOS).",
])
mem("ci-platforms", "knowledge", "CI tests macOS, Windows 10/11 and Linux (ubuntu-22.04) on x86-64; nightly builds add aarch64, musl, riscv, armv7, loongarch64", ["ci", "platforms", "nightly", "targets", "builds"], [
    "CI tests macOS (latest on GitHub CI), Windows (10 and 11) and Linux (`ubuntu-22.04`, for distributions without the latest glibc); PR-level tests run on x86/AMD64. Nightly builds add aarch64 for all platforms, musl on Linux, riscv, armv7 and loongarch64 (Linux only); x86-64 and aarch64 take priority.",
    "loongarch64 cannot build with `panic=unwind`, so it lacks Nushell's recovery from non-fatal panics; the other platforms can recover to keep a stable login shell.",
])
mem("feature-flags", "knowledge", "Compile-time feature flags exist, but the default command set without flags gets the design focus", ["features", "cargo-features", "flags", "build"], [
    "Some features of Nushell are behind flags passed at compilation time. The design focus is primarily everything accessible without passing additional feature flags: the standard command set, which receives the most attention.",
])
mem("passive-platforms", "knowledge", "OpenBSD, FreeBSD and Android (Termux) are passively supported: not in CI, e.g. no ps command", ["platforms", "bsd", "android", "termux"], [
    "OpenBSD, FreeBSD (e.g. missing the `ps` command) and Android via Termux are not managed through CI and may see unintended regressions; some features are not yet available, and PRs closing that gap are welcome.",
])
mem("packaging", "knowledge", "Distribution: crates.io, GitHub release builds, winget; support the Rust version two releases behind stable", ["packaging", "distribution", "winget", "crates-io", "rust-version"], [
    "The team provides the source via crates.io (`cargo install nu`), GitHub builds with each release (the nightly build matrix) and the winget packaging setup; community members maintain other package managers.",
    "For package maintainers we aim to support the Rust version two releases behind the most recent stable Rust.",
])

# devdocs/release_notes_generation.md
mem("release-notes-labels", "knowledge", "notes: labels pick the release-notes section: ready, breaking-changes, additions, deprecations, removals, other, fixes, mention", ["release-notes", "labels", "github"], [
    "`notes:ready` marks the summary ready for the release notes. The category labels put it in a section: `notes:breaking-changes`, `notes:additions`, `notes:deprecations`, `notes:removals`, `notes:other`, `notes:fixes`, and `notes:mention` (the Hall of Fame).",
])
mem("release-notes-generation", "knowledge", "The release-notes script: one category label per PR, default Hall of Fame, summaries sorted by length, headings from ### or the title", ["release-notes", "script", "generation"], [
    "Each PR should have exactly one category label; with none, or with no summary (\"N/A\"), it goes to the Hall of Fame, which cannot hold multi-line summaries. Summaries are sorted by length within each section.",
    "A multi-line summary's heading is its third-level heading or, failing that, the cleaned-up PR title (`feat: foo` becomes `foo`); single-line summaries form a bullet list under the section's last heading.",
])

# devdocs/rust_style.md
mem("rust-style", "knowledge", "Our Rust style: readable and unsurprising over clever, clippy's suggestions, don't fight the borrow checker first", ["rust", "style", "clippy", "borrow-checker"], [
    "We want Rust that all contributors can easily understand, relying conservatively on most of clippy's suggestions: not the most clever use of language features, but readable, concise, unsurprising and explicit where it matters.",
    "We generally avoid fighting the borrow checker in our data model: get a correct and simple solution first, then figure out where to reuse data for performance.",
])
mem("rust-toolchain-version", "rule", "No nightly features or the newest stable: rust-toolchain.toml stays about two releases behind stable", ["rust", "toolchain", "nightly", "msrv", "rust-toolchain"], [
    "To help package maintainers with their own rustc release cycles we rely on slightly older Rust versions, as found in `rust-toolchain.toml` (as a rule of thumb about two releases behind the newest stable compiler). The use of nightly features is prohibited.",
])
mem("panicking", "rule", "Panicking is not allowed for anything user input or the system can trigger; .unwrap() is banned, .expect() explains the assumption", ["panic", "unwrap", "expect", "errors", "reliability"], [
    "Panicking is not an allowed error handling strategy for anything that could be triggered by user input or behavior of the outside system; if Nushell panics this is a bug. The use of `.unwrap()` is outright banned, and any `.expect()` or panicking macro like `unreachable!` should describe which assumptions have been violated.",
])
mem("unsafe-code", "rule", "unsafe code needs higher standards and review, // SAFETY: comments, documented FFI system calls, profiling for custom data structures", ["unsafe", "ffi", "safety", "syscalls", "data-structures"], [
    "Any `unsafe` code needs higher standards and additional review: know the promises from the Rustonomicon and explain in `// SAFETY:` comments how the invariants are upheld. FFI with system calls must document the system behavior: whether the call is safe in that context and that all failure cases are recovered.",
    "A self-contained data structure in `unsafe` code must clear a high bar of need based on profiling, after a survey of the crate ecosystem for a vetted safe crate. Making things go faster by removing checks: don't.",
])
mem("macros-discouraged", "rule", "Custom macros (macro_rules!) are discouraged: use functions or generics unless a macro fixes something otherwise unreadable", ["macros", "macro_rules", "rust", "readability"], [
    "We generally discourage adding custom macros: they hurt readability, tooling (formatting, rust-analyzer refactors) struggles with them, they may break hygiene or add compile-time work. Often functions or generics express the same more reusably.",
    "The only exceptions demonstrate that the macro fixes something otherwise extremely unreadable, error-prone, or consistently worse at compile time.",
])
mem("fewer-dependencies", "rule", "Only essential, well-tested third-party dependencies; unify crates that do similar things", ["dependencies", "crates", "binary-size", "compile-time"], [
    "Each dependency adds compile time, binary size and vetting work, so we only accept dependencies that are essential and well tested implementations of a requirement. Toward 1.0 we unify on one reliable crate per area rather than three, favoring well tested, used, stable and maintained crates.",
])
mem("deeply-nested-code", "rule", "Avoid deeply nested match code and special-case bugfixes: reject invalid data early with return, unpack into checked types", ["style", "nesting", "match", "refactor", "early-return"], [
    "Many enums have led to deeply nested `match` code (in the parser and several commands): rightward drift and long function bodies with repeated branching, made worse by quick bugfixes that add a special case.",
    "Use the early-`return` pattern to reject invalid data in one place; unpack data into a type that expresses what has been checked, and use functions for separate and common behavior.",
])

# crates/nu-std/CONTRIBUTING.md and std-rfc/README.md
mem("std-library-scope", "rule", "The standard library holds items relevant to most Nushell users; talk to the team first, niche ideas go to nu_scripts", ["std", "stdlib", "standard-library", "nu_scripts"], [
    "The standard library should contain items relevant to most or all Nushell users regardless of application space; otherwise consider publishing in `nu_scripts`. Talk to the team (Discord `#standard-library`, or an issue) before you start coding, focusing on the user benefit.",
    "Beyond a simple bug fix, open a draft placeholder PR early to show the scope. After a new command or breaking change, write it up for the release notes in the nushell.github.io repository.",
])
mem("std-new-module", "skill", "A std module foo: crates/nu-std/lib/foo.nu with export def (export def --env and export-env for environment), use log \"log info\"", ["std", "stdlib", "modules", "export", "env"], [
    "The standard library is Nushell custom commands and environment variables in script modules under `std`. A new module `foo` goes in `./crates/nu-std/lib/foo.nu`, with tests in `./crates/nu-std/tests/test_foo.nu`, changing `lib/mod.nu` and possibly `src/lib.rs`.",
    "Use `export def` for public names; a command that updates environment variables uses `export def --env`, `export-env {}` and `$env.VAR = val` (see `lib/dirs.nu`). To use another std module's utility import it from its module: `use log \"log info\"`, not `use std`.",
])
mem("std-exports-prelude", "skill", "Expose std foo in lib/mod.nu (export use foo *); preload a bare command in the prelude in nu-std/src/lib.rs", ["std", "stdlib", "prelude", "mod.nu"], [
    "A `foo` command is exposed as `std foo` by adding `export use foo *` to `./crates/nu-std/lib/mod.nu` (inside `export-env {}` with `use bar *` when it updates the environment).",
    "To preload it without `use std ...`, add `(\"foo\", \"foo\")` (or `(\"std foo\", \"foo\")`) to the prelude in `./crates/nu-std/src/lib.rs`; the interpreter must be recompiled to test this.",
])
mem("std-tests", "skill", "std unit tests in crates/nu-std/tests/test_foo.nu use assert; run them with testing.nu run-tests", ["std", "stdlib", "tests", "assert", "testing"], [
    "Thou shalt provide unit tests: `./crates/nu-std/tests/test_foo.nu`, checking conditions with the `assert` commands, imported via `use std` (`std assert greater`, or `use std ['assert greater' assert]`).",
    "Run them with `cargo run -- -c 'use crates/nu-std/testing.nu; testing run-tests --path crates/nu-std'`, adding `--module test_foo` for one module; log level ERROR shows only failures.",
])
mem("std-design-guidelines", "rule", "std commands: help comments before def, error make for can't-proceed errors, log info for verbose progress (NU_LOG_LEVEL)", ["std", "stdlib", "help", "error-make", "logging"], [
    "Provide useful help with comments before the `def` of the custom command. Use `error make` to report can't-proceed errors, not `log error`; use `log info` for verbose progress messages the user can enable (`NU_LOG_LEVEL=INFO foo`); use `assert` in unit tests.",
])
mem("std-rfc", "rule", "std-rfc holds candidate commands for std: general purpose, doc comments for help, tests; promoted, removed or revised after a trial", ["std-rfc", "std", "stdlib", "candidates", "promotion"], [
    "The `std-rfc` module holds potential candidates for the Standard Library. Candidates should be general purpose, include doc comments for definitions and parameters (for `help <command>`), and include tests; further documentation can go in a GitHub discussion.",
    "After a trial period a feature may be promoted to `std`, removed from `std-rfc`, or changes requested and reevaluated.",
])

# benches/README.md and the fuzzers' READMEs
mem("benchmarks", "skill", "Benchmarks use tango, pairing two versions: toolkit benchmark-compare against main or two revisions", ["benchmarks", "performance", "tango", "toolkit"], [
    "The benchmarks use tango, which pairs the executions of two versions of the benchmarks to reduce noise. Run `use toolkit.nu; toolkit benchmark-compare` to compare the current branch to main, or `toolkit benchmark-compare <target> <reference>` for two git revisions.",
])
mem("fuzzing", "skill", "Fuzz nu-parser (targets parse and parse_with_keywords, seeds from gather_seeds.nu) and nu-path with cargo fuzz", ["fuzzing", "cargo-fuzz", "parser", "nu-path"], [
    "Install `cargo-fuzz`; for the parser run `gather_seeds.nu` to seed the corpus from the repository's `.nu` files, `mkdir out`, then `cargo fuzz run parse out seeds`. The `parse` target reaches lexing and parsing only; `parse_with_keywords` also loads `nu-cmd-lang` so const eval of the core keywords is reached.",
    "For `nu-path`: `mkdir out; cargo fuzz run path out`.",
])

# crate READMEs
mem("crate-layout", "knowledge", "crates/: core and support crates, core and extra plugins; nu-command holds most commands; internal crates are not for plugin authors", ["crates", "plugins", "nu-command", "workspace", "architecture"], [
    "The sub-crates are core crates (the language engine), support crates (JSON, ANSI and more), core plugins (system properties, processes, web connectivity) and extra plugins (file types, charting, binary data).",
    "`nu-command` contains the majority of the commands; some may move to `nu-cmd-*` crates. Internal crates implement Nushell and are not designed for plugin authors; `nu-test-support` is for testing Nushell itself.",
])
mem("nu-cmd-extra", "knowledge", "nu-cmd-extra holds the extra commands, not guaranteed for 1.0; the extra feature flag is sunset", ["nu-cmd-extra", "commands", "extra", "features"], [
    "The commands in `nu-cmd-extra` are not guaranteed to be part of the 1.0 API. They were once behind the `--features extra` flag; that feature is sunset but the commands stay in this crate for now, and may move to topical crates or plugins.",
])
mem("plugin-testing", "knowledge", "Plugins use the nu-plugin API; test plugin commands with nu-plugin-test-support as a dev-dependency", ["plugins", "nu-plugin", "testing", "dev-dependencies"], [
    "`nu-plugin` provides the API for Nushell plugins (the contributor book explains how to start). `nu-plugin-test-support` provides helpers for running tests on plugin commands and belongs in a plugin crate's `dev-dependencies`; plugin authors use it rather than `nu-test-support`.",
])

# .github/pull_request_template.md
mem("pr-template", "rule", "The PR template: Description, User-facing changes (release notes, n/a for internal changes), Additional notes", ["pull-request", "template", "release-notes"], [
    "Description: what the PR does and why (problem, approach, technical details). User-facing changes (Release notes): how Nushell's behavior changes for users, in release-note style, not internal Rust changes; write \"n/a\" when users are not affected. Additional notes: fixes #123 and anything else reviewers should know.",
])
