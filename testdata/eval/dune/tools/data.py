"""Memories of the dune set: ocaml/dune's own contributor and agent guidance (AGENTS.md, which
CLAUDE.md includes; doc/changes/AGENTS.md, test/AGENTS.md and test/blackbox-tests/AGENTS.md;
CONTRIBUTING.md; doc/hacking.rst; the pull-request template; the review checklist
doc/dev/prompts/review-check.md that the review-check agent skill applies; and the developer notes
of doc/dev/ on the cache, directory targets, install layouts, the revision store, RPC versioning,
rule production and releases; snapshot of 2026-08-22), one memory per topic, in the project's
words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-22")


# AGENTS.md (root)
mem("commit-check", "rule", "Every commit passes the check", ["commits", "check", "fmt", "runtest"], [
    "Every commit must pass the following check: `dune build @check @fmt @runtest`. Commits that introduce a failing test should also pass this check even if the test introduces failure.",
    "Unless otherwise stated, prefer to create commits for every logical change that you make. Commits should come with a brief description of the change.",
])
mem("jj-repo", "skill", "Working in a jj repository", ["jj", "commits", "vcs"], [
    "When in a `jj` repo, detected by the presence of `.jj/`, use the `jj` tool to create commits.",
    "In a `jj` repo, orient yourself using `jj show` and `jj log`. Are you working off the right commit? Is it correct to modify the current commit?",
])
mem("bug-test-first", "rule", "Demonstrate a bug in a test before fixing it", ["bugs", "regression-tests", "fix"], [
    "Before fixing a bug, demonstrate it first in a test. A fix should ideally flip the output of an existing test from failure to success.",
    "Keep regression tests in a separate commit or change from the corresponding fix, with the test change preceding the fix.",
])
mem("scope-large-changes", "rule", "Estimate the scope of large changes", ["design", "scope", "planning"], [
    "Before writing large changes, try to estimate the scope of the change you intend to make. Attempt to understand how the change will interact with other features, and what will be the testing strategy to make sure it is correctly implemented.",
    "Push back against user requirements before working on large changes. Ask clarifying questions.",
])
mem("direct-code", "rule", "Write code as direct as possible", ["indirection", "callbacks", "optional-arguments"], [
    "Avoid introducing callbacks, optional arguments, and general ways of indirection. Write code that is as direct as possible.",
    "If it can't be done, explain why not. Propose ways to re-arrange the code so that things can be done without indirection.",
])
mem("pull-request-template", "rule", "Submitting pull requests", ["pull-requests", "template", "checklist"], [
    "Before submitting, confirm that every applicable step in `.github/pull_request_template.md` has been followed. Then remove the template boilerplate, including its checklist, from the final pull request description.",
    "The template asks for a description, the related issue and motivation (non-trivial contributions are expected to be preceded by an issue), and the checklist: tests added, if applicable; change log entry added for any user-facing changes; documentation added for any user-facing changes.",
])
mem("quick-commands", "skill", "Most common commands", ["commands", "build", "runtest", "promote"], [
    "`dune build @check`: quick build (recommended for development). `dune runtest dir/`: run tests in a specific directory. `dune fmt`: auto-format code (always run before committing). `make dev`: full build (bootstraps automatically if needed).",
    "`dune promote` accepts test output changes: ask the user first. `make bootstrap` rebuilds the entire toolchain from scratch: ask the user first.",
    "`dune` refers to `./dune.exe` (the bootstrapped version).",
])
mem("directory-structure", "knowledge", "Directory structure", ["layout", "directories", "source"], [
    "`bench`: performance benchmarks. `bin`: dune's command line interface. `boot`: bootstrap mechanism for building dune itself. `doc`: user documentation; `doc/dev`: developer documentation (specs, design notes, review guidance).",
    "`otherlibs`: public libraries (dune-configurator, dune-build-info, etc.). `src`: the majority of the source code: `src/dune_rules` build rule generation (main logic), `src/dune_engine` incremental build engine, `src/dune_lang` configuration file parser, `src/dune_pkg` package management, `src/fiber` async/concurrency library, `src/stdune` dune's standard library, `src/dune_tui` terminal UI components.",
    "`test`: dune's test suite (`.t` files are cram tests). `vendor`: 3rd party code pulled into dune.",
])
mem("bootstrap", "knowledge", "The bootstrap process", ["bootstrap", "self-hosting", "boot"], [
    "Dune is a self-hosting OCaml build system that uses itself to build itself. Bootstrap solves this circular dependency using `boot/bootstrap.ml`, a mini-build system that creates `_boot/dune.exe` without reading any dune files.",
    "Bootstrap is needed on a fresh checkout (no `_boot/dune.exe`), after changes to core build system dependencies in `boot/libs.ml`, and after clean operations that remove `_boot/`. For normal development use `dune build @check` or `make dev`; `make test-bootstrap` tests the bootstrap mechanism.",
])
mem("bootstrap-vs-built", "rule", "Bootstrap versus built dune", ["bootstrap", "binary", "reproduction"], [
    "`_boot/dune.exe` (behind `./dune.exe`) is not refreshed when source files change. For experiments that exercise dune's rule generation or build-system behavior, use the fully-built dune at `_build/install/default/bin/dune` (run `make dev` first). Cram tests already use the built dune.",
    "When a test result disagrees with a manual reproduction, or CI disagrees with local, verify both are the same binary built from the same source: which `dune` is on PATH, is its timestamp newer than the source files, does its build context match the source tree.",
])
mem("test-commands", "skill", "Running the tests", ["tests", "runtest", "cram", "promote"], [
    "`dune runtest dir/` runs tests in a specific directory; `dune runtest dir/test.t` runs a specific cram test; `dune runtest` runs all tests (567+ tests, very slow).",
    "Dune is generally silent when building and only outputs errors. Avoid truncating output from `dune build` and `dune runtest`; if `dune runtest` gives too much output, run something of smaller scope instead.",
    "When tests fail due to output changes, ask the user before running `dune promote` to accept changes.",
])
mem("experiment-with-cram", "skill", "Experimenting and printf debugging", ["cram", "debugging", "console", "experiments"], [
    "Create cram tests (`.t` files) to experiment with how things work. Don't run commands manually: run them through `dune runtest` to capture and verify behavior.",
    "When confused about behavior, use `Console` for debugging: `Console.printf \"something: %s\" (Something.to_dyn something |> Dyn.to_string);`. This output will appear in cram test diffs.",
])
mem("development-guidelines", "rule", "Development guidelines", ["lines", "comments", "warnings", "style"], [
    "Always verify changes build with `dune build @check`; run `dune fmt` to ensure code formatting (requires ocamlformat).",
    "Keep lines under 80 characters. Only add comments for complex algorithms or when explicitly requested.",
    "Don't disable warnings or tests unless prompted. Use pattern-matching and functional programming idioms. Avoid `assert false` and other unreachable code.",
])
mem("ocaml-patterns", "rule", "OCaml patterns", ["ocaml", "mli", "records", "to-dyn", "repr"], [
    "Every `.ml` file needs a corresponding `.mli` (except type-only files). Use `Code_error.raise` instead of `assert false` for better error messages.",
    "Qualify record construction: `{ Module.field = value }`. Prefer destructuring over projection: `let { Module.field; _ } = record`, not `record.Module.field`.",
    "Do not write `to_dyn` functions. Write `Repr.t` values and use those to construct `to_dyn`.",
])
mem("critical-constraints", "rule", "Critical constraints for agents", ["agents", "never", "constraints"], [
    "NEVER create files unless absolutely necessary; NEVER proactively create documentation files (*.md) or README files; NEVER stage or commit changes unless explicitly requested.",
    "NEVER run `dune clean`; NEVER use the `--force` argument; NEVER try to build dune manually to run a test; NEVER run dune in parallel; NEVER delete the dune lock file.",
    "ALWAYS prefer editing existing files over creating new ones. ALWAYS ask the user before running `dune promote` or `make bootstrap`.",
])

# doc/changes/AGENTS.md and CONTRIBUTING.md
mem("changelog-fragments", "rule", "Changelog entries", ["changelog", "changes", "fragments"], [
    "Document every notable user-visible change with a changelog fragment. Do not edit `CHANGES.md` directly (it is only updated when releasing Dune). Add the fragment under `doc/changes/`: `added/` for a new user-visible feature or behavior, `changed/` for a change to existing user-visible behavior, `fixed/` for a bug fix that restores the expected behavior, `unreleased/` only in special cases.",
    "Skip implementation-only changes. Also skip non-notable changes even when they are user-visible; routine improvements to existing error messages are an example.",
    "Name the fragment `<PR-number>.md`. Write a concise bullet from the user's perspective, keep it within 80 columns, and end it with a parenthesized reference containing the PR number and author: `(#12345, fixes #12300, @author)`.",
])
mem("breaking-changes", "rule", "Breaking changes", ["breaking-change", "changelog", "versioning"], [
    "In Dune, we try to avoid breaking changes by versioning our features with a `(lang dune <version>)` system.",
    "However, if the change you introduce is a breaking change, the changelog entry must start with **BREAKING CHANGE:**.",
])

# CONTRIBUTING.md
mem("feedback-issues", "knowledge", "Bug reports, feature requests and questions", ["issues", "bugs", "discussions"], [
    "We discuss bug reports and feature requests via our issues. If you don't find a preexisting issue discussing your topic, then please file a new issue. For other kinds of support, feedback, or questions, please contribute to our discussions.",
    "If you are looking to get started, check our issues tagged with good first issue or help wanted.",
])
mem("development-process", "rule", "Development process", ["process", "design", "rfc", "issues"], [
    "Non-trivial submissions should be preceded by an issue communicating the rationale for the intended change.",
    "Substantial changes should be preceded by upfront design and planning, proportional to the scope and impact of the intended change; this design should be reviewed by at least one other party. GitHub issues are an appropriate venue for most design discussions, but more involved design work may warrant an RFC or ADR.",
    "GitHub is the preferred venue for discussing architectural and design decisions: we record the what and why of our work on GitHub. Changes are submitted via GitHub pull requests against the `main` branch.",
])
mem("sign-off", "rule", "Signing contributions", ["dco", "sign-off", "license"], [
    "Dune is distributed under the MIT license and contributors are required to sign their work (the Developer Certificate of Origin) to certify that they have the right to submit it under this license.",
    "Add a line to every git commit message: `Signed-off-by: Joe Smith <joe.smith@email.com>`, with your real name (no pseudonyms or anonymous contributions). With `user.name` and `user.email` set, `git commit -s` signs automatically.",
])

# test/AGENTS.md and test/blackbox-tests/AGENTS.md
mem("test-writing-rules", "rule", "Rules for writing tests", ["tests", "cram", "expect", "unit-tests"], [
    "Prefer blackbox tests written in cram over unit tests. For unit tests, prefer writing `[%expect{|..|}]` blocks over assertions.",
    "Only write unit tests for parts of the code that do not require mocking. Instead of adding a `For_tests` module, consider writing the test right in the library using ppx_expect.",
    "Rules may not contain OCaml stacktraces. Disable stack trace collection or filter out the stack trace for a failing test that attempts to produce a stacktrace.",
])
mem("cram-test-rules", "rule", "Rules for cram tests", ["cram", "blackbox-tests", "setup-script", "trace"], [
    "Reuse helpers using setup scripts. Utilities used inside of a test but otherwise unrelated should be built outside of the test suite; see the `utils` directory for examples.",
    "To inspect direct output, lean towards using the trace with `dune trace cat`. Remove non-reproducible trace information using `jq`.",
    "Before adding new tests, search around the existing tests for duplicates and to find the best place to put this test. Do not use `--display short` unless it is the flag that is being tested.",
])

# doc/hacking.rst
mem("dev-switch", "skill", "Installing the development dependencies", ["opam", "switch", "dependencies"], [
    "To create a directory-local opam switch with the dependencies necessary to build the tests, run `make dev-switch`. This can also be used to keep the switch updated when dependencies change.",
    "`make dev-deps` installs just the dependencies used by tests; these are marked `{ with-dev-setup }` in Dune's opam file.",
])
mem("expect-tests", "skill", "Writing expect tests", ["ppx-expect", "unit-tests", "expect"], [
    "Dune uses expectation-style tests for both unit tests and integration tests. For unit tests, we use the ppx_expect framework: introduce tests via `let%expect_test` and use `[%expect ...]` nodes to capture expectations.",
    "See `test/expect-tests/timer_tests.ml` for an example of expect-tests.",
])
mem("cram-tests", "skill", "Writing cram tests", ["cram", "shell", "portable", "censor", "dune-cmd"], [
    "For integration tests, we use a system similar to Cram tests for testing shell commands and their behavior: `$ false` followed by `[1]` tests a nonzero exit status.",
    "Cram tests run with `sh` by default. Use only portable shell syntax unless a cram stanza selects `(shell bash)` for the test.",
    "These tests must be reproducible, so it is often necessary to filter command output to show only relevant parts. For tests that run on multiple platforms, use only commands available everywhere; `dune_cmd` provides portable implementations of common operations (file statistics, waiting for files to appear, waiting for filesystem clocks to advance, a subset of sed).",
    "The `censor` helper replaces hex digests and other values subject to change with stable labels; distinct digests get distinct labels.",
])
mem("inside-dune", "knowledge", "The INSIDE_DUNE environment variable", ["inside-dune", "tests", "environment"], [
    "When running Dune inside tests, the `INSIDE_DUNE` environment variable is set. It changes the default root detection to use the current directory rather than the top most `dune-project` / `dune-workspace` file, makes user messages less verbose, makes error reporting deterministic, and prefers not to use a diff program for displaying diffs.",
    "This list is not exhaustive; to find the exact behaviour, search for `INSIDE_DUNE` in the codebase.",
])
mem("trace-jq", "skill", "Inspecting traces with jq", ["trace", "jq", "dune-trace", "events"], [
    "Dune writes trace events to `_build/trace.csexp` in canonical s-expression format. Use `dune trace cat` to read and convert these events to JSON (one object per line). The test suite includes a shared jq library at `test/blackbox-tests/dune.jq`: `dune trace cat | jq 'include \"dune\"; processes'`.",
    "Use the `-s` (slurp) flag to collect all events into an array, for counting, sorting, or accessing first/last events.",
    "Enable additional trace categories with `DUNE_TRACE` (see `src/dune_trace/category.ml`). For deterministic test output, use helpers like `redactCommandTimes` to replace timing values that vary between runs.",
])
mem("test-documentation", "rule", "Tests must make their purpose clear", ["tests", "documentation", "maintainers"], [
    "It's important to document tests: a reader should be able to quickly understand what property the test is checking, how it's doing it, and how to convince oneself that the test outcome is the right one.",
    "It's crucial that each test case makes its purpose and logic crystal clear, so future maintainers know how to deal with it when it breaks: most often the code will need to be adapted to preserve the existing behavior; in some rare cases, the test expectation will need to be updated.",
])
mem("nix-dev-env", "skill", "Development environment with Nix", ["nix", "flake", "shells", "rocq"], [
    "You can use Nix to set up the development environment: run `nix develop` in the root of the Dune repository. Save the state in a profile with `nix develop --profile nix/profiles/dune`; the profile might need updating when the bootstrapped Dune becomes stale.",
    "Shells for specific tasks: `nix develop .#slim` (fewer dependencies), `.#slim-melange` (with melange and mel), `.#doc` for building documentation, `.#rocq` for running the Rocq tests (`make test-rocq`; `make test-rocq-native` needs the Rocq native compiler and OCaml 4.x).",
])
mem("revdeps", "skill", "Testing reverse dependencies", ["revdeps", "nix", "bisect", "regressions"], [
    "You can test how changes to Dune affect reverse dependencies using Nix: the `revdeps` flake output builds OCaml packages with a specified version of Dune, e.g. `nix build .#revdeps.x86_64-linux.lwt --override-input revdeps-dune path:.`.",
    "To find which commit broke a reverse dependency, use `git bisect start --no-checkout` with `git bisect run` building the revdep against `github:ocaml/dune/$(git rev-parse BISECT_HEAD)`.",
])
mem("releasing", "skill", "Releasing Dune", ["release", "dune-release", "opam", "branches"], [
    "Dune's release process relies on dune-release. Publishing a release consists of updating `CHANGES.md` to reflect the version being published, then running `make opam-release` to create the release tarball, publishing it to GitHub and submitting it to opam.",
    "A major release (x) or feature release (y) must be done from the `main` branch; once published, publish a release branch named `x.y`. Point releases (z) are done from the respective `x.y` branch; once released, update `CHANGES.md` in `main`.",
])
mem("adding-stanzas", "skill", "Adding stanzas", ["stanza", "dune-file", "gen-rules", "features"], [
    "Adding new stanzas is the most natural way to extend Dune with new features. The minimal steps: extend `Stanza.t` with a new constructor to represent the new stanza; modify `Dune_file` to parse the Dune language into this constructor; modify the rules to interpret this stanza into rules, usually done in `Gen_rules`.",
])
mem("feature-versioning", "rule", "Version every user-visible feature", ["versioning", "lang-dune", "syntax", "since"], [
    "Dune is incredibly strict with versioning of new features, modifications visible to the user, and changes to existing rules: any added stanza must be guarded behind the version of the Dune language in which it was introduced, e.g. `Dune_lang.Syntax.since Stanza.syntax (2, 7)`, so the user must enable `(lang dune 2.7)` to use it.",
    "`since` isn't the only primitive for making sure that versions are respected; see `Dune_lang.Syntax` for other commonly used functions.",
])
mem("extension-languages", "rule", "Experimental and independent extensions", ["extensions", "syntax", "experimental", "rocq"], [
    "When Dune's versioning policy is too strict (independent extensions like the build rules for Rocq, or experimental features that cannot guarantee backwards compatibility), Dune allows new languages with their own versioning and stanzas: `Dune_lang.Syntax.create ~name:\"rocq\" ~desc:\"Rocq Prover build language\" [...]`, enabled in the project file with `(using rocq 0.13)`.",
    "Experimental extensions should pass `~experimental:true` and keep their versions below 1.0. Such extensions should introduce stanzas or fields of the form `ext_name.stanza_name` or `ext_name.field_name`.",
])
mem("creating-rules", "knowledge", "Creating rules", ["rules", "action-builder", "targets", "command"], [
    "A Dune rule consists of dependencies the rule may read (`'a Action_builder.t`), targets it produces (files and/or directories, `'a Action_builder.With_targets.t`), and the action Dune must execute (`Action.t`).",
    "One produces an `Action.t Action_builder.With_targets.t` value and adds it with `Super_context.add_rule` or a related function. The `Command` module makes it easier to create actions that run external commands and describe their targets and dependencies simultaneously.",
])
mem("loading-rules", "knowledge", "Rules are loaded lazily per directory", ["rules", "lazy", "gen-rules", "load-rules"], [
    "Dune rules are loaded lazily to improve performance: to find the rule for a target `t`, get its directory `d`, load all rules in `d` into a map from targets to rules, and look up `t`.",
    "To adhere to this loading scheme, we must generate our rules as part of the callback that creates targets in that directory. See the `Gen_rules` module for how this callback is constructed.",
])
mem("building-docs", "skill", "Building the user documentation", ["documentation", "sphinx", "make-doc"], [
    "User documentation lives in the `./doc` directory. To build it, install python-sphinx, sphinx-design, sphinx-copybutton, myst-parser and furo (`doc/requirements.txt` is the always up-to-date list) and run `make doc`; for automatically updated builds, install sphinx-autobuild and run `make livedoc`.",
    "Nix users may drop into a development shell with the necessary dependencies with `nix develop .#doc`.",
])
mem("docs-diataxis", "rule", "Documentation structure (Diataxis)", ["documentation", "diataxis", "structure"], [
    "For structure, we use the Diátaxis framework: documents fit in one of tutorials (learning), how-to guides (task solving), reference (information) or explanations (understanding).",
    "Most features do not need a document in each category, but a single document should not try to be in several categories at once.",
])
mem("rst-conventions", "rule", "reStructuredText conventions", ["rst", "documentation", "code-blocks", "links"], [
    "For code blocks containing Dune files, use `.. code:: dune` and indent with 3 spaces; use formatting consistent with how Dune formats Dune files (do not leave orphan closing parentheses). A document with only Dune code blocks may use `.. highlight:: dune`.",
    "For links, prefer `:doc:` (a whole document) or `:term:` (a glossary definition) to `:ref:`.",
    "Use the right lexers: `dune` for dune files, `opam` for opam files, `console` for shell sessions (start with `$`), `cram` for cram tests.",
])
mem("docs-style", "rule", "Documentation style and project names", ["documentation", "spelling", "title-case", "names"], [
    "Use American spelling. Use Title Case for titles and headings.",
    "Dune is the project, `dune` is the command; `dune-project` always in monospace; OCaml; OCamlFormat (`ocamlformat` the command); `odoc` always in monospace; opam always lowercase, even in titles; esy; Nix; Js_of_ocaml, abbreviated JSOO; MDX; PPX and `ppxlib`; UTop.",
])
mem("vendoring", "skill", "Vendoring code", ["vendor", "third-party", "license", "public-name"], [
    "The vendored code lives in `vendor/`. Before vendoring, make sure that the license allows it to be included in Dune, and include the license file. To vendor new code, create a shell script `update-<library>.sh`, launched from `vendor/`, that downloads the source and copies the necessary `.ml` and `.mli` files into `vendor/<library>`; keep the imported code minimal.",
    "Remove the `public_name` and use only the private name; if that is not possible, rename the library into `dune-private-libs.<library>`. For larger modifications, fork the upstream project in the ocaml-dune organisation and vendor the fork. Cut out as many dependencies as possible.",
])
mem("labelled-signatures", "rule", "Self-descriptive signatures", ["labels", "signatures", "type-aliases"], [
    "Parameter signatures should be self descriptive. Use labels when the types alone aren't sufficient to make the signature readable: `val display_name : first_name:string -> last_name:string -> _ Pp.t`.",
    "Avoid type aliases when possible: they make the code harder to grep and make Merlin's inferred types more confusing.",
])
mem("interface-files", "rule", "Interface files and module documentation", ["mli", "interfaces", "modules", "documentation"], [
    "Every `.ml` file must have a corresponding `.mli`; the only exception is `.ml` files with only type definitions. Do not write `.mli` only modules.",
    "Every module should have toplevel documentation that describes the module briefly: its purpose, invariants, etc.",
    "If a module `Foo` has a module type `Foo.S` you'd like to write once, introduce an `.ml`-only module `Foo_intf`. Instead of introducing a type `foo`, consider a module `Foo` with a type `t`.",
])
mem("short-interfaces", "rule", "Keep interfaces short", ["interfaces", "api", "helpers"], [
    "Keep interfaces short & sweet: the fewer functions and types, the easier it is to understand, use and modify the interface correctly. Instead of future-proofing every use case, embrace change and make it easier to throw out or replace the interface.",
    "Ideally the interface has one obvious way to use it. Avoid \"logic-less chain of functions\" helpers like `let foo t = bar t |> baz` when `bar` and `baz` are already public.",
])
mem("binding-scope", "rule", "Bindings close to their use", ["bindings", "scope", "names"], [
    "Define bindings as close to their use site as possible, and keep the scope of bindings as small as possible.",
    "Avoid meaningless names like `x`, `a`, `b`, `f`: find a more descriptive name or just inline it altogether.",
])
mem("code-error", "rule", "Raise Code_error, not assert false", ["errors", "code-error", "assert", "invalid-argument"], [
    "Prefer `Code_error.raise` instead of `assert false`: the reader often has no idea what invariant is broken by the `assert false`; describe it in the error message.",
    "Do not raise `Invalid_argument`. Instead, raise with `Code_error.raise`, which allows attaching more informative payloads than just strings.",
])
mem("optional-arguments", "rule", "Avoid optional arguments", ["optional-arguments", "readability"], [
    "Avoid optional arguments. They increase brevity at the expense of readability and are annoying to grep. Furthermore, they encourage callers not to think at all about these optional arguments even if they often should.",
])
mem("record-qualification", "rule", "Qualifying records and constructors", ["records", "constructors", "type-annotations", "local-open"], [
    "Avoid qualifying modules when accessing fields of records or constructors; add a type annotation if necessary: `match (result.field : B.t) with | Constructor -> ...`, `let (foo : _ Command.Args.t) = S []`.",
    "When constructing records, use the qualified names in the record (`{ A.field = value; other }`). Do not open the record: the local open syntax `A.{ ... }` pulls in names from the module and might shadow the values you're putting into the record.",
])
mem("ignored-bindings", "rule", "Annotate ignored values; stage explicitly", ["fiber", "ignore", "staged", "type-annotations"], [
    "When ignoring the value of a let binding, add a type annotation: `let (_ : t) = ...`. We need to make sure we never ignore `Fiber.t` accidentally (functions returning `Fiber.t` are free of side effects until bound), and when a function is changed to return an error via its return value, the compiler notifies all the callers.",
    "Stage functions explicitly with the `Staged` module.",
])
mem("to-dyn-equal", "rule", "Writing to_dyn and equal functions", ["to-dyn", "equal", "records", "pattern-matching"], [
    "To write a `to_dyn` function on a record type, destructure all fields (`let to_dyn {a; b; c} = Dyn.record [...]`) so that the pattern matching breaks when a field is added. To ignore a field, add `; d = _`, not `; _`.",
    "Write an equality function (and other binary functions) the same way: `let equal {a; b; c} t = A.equal a t.a && B.equal b t.b && C.equal c t.c`.",
])
mem("subjective-style", "rule", "Subjective style points", ["style", "match", "snake-case", "pipes"], [
    "Match patterns should be sorted by the length of their RHS when possible: shorter clauses near the top.",
    "If a module `Foo` defines a type `t`, all functions taking `t` should have `t` as their first argument (\"t comes first\"). Do not mix `|>` and `@@` in the same expression. Introduce bindings that allow record or label punning.",
    "Do not write inverted if-else expressions (`if not x then foo else bar`). We prefer snake_casing identifiers, including module and module type names.",
])
mem("dune-bench", "skill", "Benchmarking Dune", ["benchmarks", "bench", "performance", "binary-size"], [
    "Run `make bench` to benchmark Dune on a subset of the Duniverse (bootstrap first: that is the executable the bench runs). It does a clean build, then 5 null builds.",
    "Each CI run has an `ocaml-benchmarks` status whose Details show a report: clean and null build times, the size of `dune.exe`, user and system CPU times, and garbage collection stats. Pull requests that add new libraries are likely to increase the size of the dune binary; performance gains show in the clean and null build times, memory usage in the GC stats.",
])
mem("inline-benchmarks", "knowledge", "Inline and build-time benchmarks", ["benchmarks", "inline-benchmarks", "melange", "regressions"], [
    "Certain performance-critical parts of Dune are benchmarked using the `inline_benchmarks` library. These run when running the tests; their outputs are not recorded and are only used to detect performance regressions.",
    "We benchmark the build time of Dune in every PR (bench.ci.dev), and a demo Melange project's build time.",
])
mem("blame-ignore", "rule", "Reformatting commits and blame", ["formatting", "git-blame", "ocamlformat"], [
    "When changing the formatting configuration, the reformatting commit can be added to `.git-blame-ignore-revs` so it disappears from blame views.",
    "Edit that file in a second PR, to make sure that the referenced commit has not changed.",
])

# doc/dev/prompts/review-check.md (the review-check agent skill)
mem("review-general", "rule", "Reviewing a change", ["review", "commits", "proof"], [
    "Orient yourself in the PR or commit stack: identify the goal, scope, and intended approach. Review each commit separately and check that the commit message describes what the diff actually does.",
    "Treat commit messages, comments, and docs as claims to verify against the code and tests. Bug-fix commits need proof: a test should first demonstrate the bug; a later fix commit should make that test pass.",
])
mem("review-code-style", "rule", "Review checklist: code style", ["review", "helpers", "dead-code", "duplication"], [
    "Look for ways to shorten the code: prefer the smallest implementation that remains clear. Check every new one-use helper; keep it only if it improves readability, otherwise inline it.",
    "Verify that new `.mli` functions, types, and modules are used: do not allow dead public API. Check for duplicated code, especially when similar helpers or match cases are introduced in more than one place.",
    "Look for unnecessary indirection: callbacks, forward references, and overly general helpers are smells unless the extra structure is justified.",
])
mem("commit-kinds", "rule", "Commit kinds: fix, refactor, feature", ["commits", "fix", "refactor", "feature"], [
    "Commit kind comes from the first line of the commit description, such as `fix`, `refactor`, `feature`, or `feat`, with an optional scope such as `fix(engine)` or `feature(cram)`.",
    "A fix should do what it claims and not sneak in unrelated refactors, features, or behavior changes. A refactor preserves observable behavior; any behavior change should be called out, tested, and probably split from the refactor.",
    "A feature is checked for regressions and breaking changes (prove a suspected one with a test) and its tests are reviewed against the intended spec, including edge cases, not just happy-path coverage.",
])

# doc/dev/
mem("dev-docs", "rule", "Where developer documentation goes", ["documentation", "doc-dev", "design-notes"], [
    "We use `doc/dev` for storing developer documentation, including specification, design and implementation notes. Anything that should be user-facing should go into the `doc` folder instead.",
])
mem("cache-design", "knowledge", "The Dune cache", ["cache", "artifacts", "hard-links", "digest"], [
    "The cache stores build artifacts (files produced by rules; the digest includes the executable flag but not the full Unix file mode, since in hardlink mode all copies share one inode) and values. The design assumes there are no hash collisions.",
    "With the rule hash the build system makes a restore request; on a miss it builds the artifacts and makes a store request with their file names and content hashes. A store can be declined as `Already_present` when several systems race; the cache then deduplicates by replacing files with hard links.",
    "Storage: metadata files named by the rule hash under `root/meta/vN`, artifacts named by content hash under `root/files/vN`, and `root/temp` for atomic writes (create a temporary file, hard link it into the cache, unlink the temporary).",
])
mem("directory-targets", "knowledge", "Directory targets", ["directory-targets", "rules", "sandboxing", "promote"], [
    "A directory target is a file tree rooted at a directory, declared with `(target (dir docs))` in a rule stanza; the rule creates the directory and may populate it with any files. Directory targets can be promoted with `(mode promote)`.",
    "A rule can depend on the whole tree opaquely (`(dep (dir docs))`, invalidated on any change) or on one file in it, a projection dependency (`(dep docs/html/index.html)`); sandboxing makes only the requested projections available.",
])
mem("install-layouts", "knowledge", "Install layouts for package sets", ["install", "packages", "layout", "lock-dir"], [
    "`(deps (package ...))` materializes a scoped install layout under `_build/install/<context>/.packages/<digest>/` containing only the declared package dependencies, replacing the `_build/install/` staging area shared by all packages (where actions could silently depend on undeclared packages, and which caused rule collisions and cycles).",
    "The layout includes only the immediate packages listed, with no transitive expansion: actions should declare what they need explicitly. Packages are `Local` (workspace), `Build` (lock-dir packages from `dune.lock`) or `Installed` (found via findlib).",
])
mem("rev-store", "knowledge", "The revision store", ["rev-store", "git", "package-management", "cache"], [
    "The revision store is where Git data relevant to Dune package management is cached. It puts all revisions of all repositories into one single large Git repository, using Git as a content-addressable file system.",
    "Revisions shared between forks reuse the same Git objects, updates are fetched incrementally, and previous states can be referred to by commit hash.",
])
mem("rpc-versioning", "knowledge", "RPC versioning", ["rpc", "versioning", "generations", "protocol"], [
    "Each RPC procedure has model types (what each side programs against) and generations: wire types with de/serialisation and upgrade and downgrade functions, each with a version number unique within the procedure. Multiple declarations of a procedure may not overlap version numbers.",
    "At session start the client sends its overall RPC version, then the list of generations per method; the server selects the greatest common generation for each procedure to build the version menu. Payloads are downgraded to the wire type by the sender and upgraded by the receiver, so clients and servers of different Dune versions interact without upgrading in lockstep.",
])
mem("rule-production", "knowledge", "Rule production in dune_engine", ["rules", "load-rules", "dune-engine", "gen-rules"], [
    "The production of rules is driven by `Load_rules` in the `dune_engine` library, the build system core, meant as a general purpose library for writing build systems (used to build the Jane Street code base with its own rules). `dune_engine` should become more and more agnostic of `dune` and `dune-project` files.",
    "`Load_rules.load_dir : dir:Path.t -> Loaded.t Memo.t` returns the loaded set of rules for a directory: all the rules that produce targets in `dir`.",
])
mem("release-process", "skill", "Release process and scripts", ["release", "backport", "changelog", "scripts"], [
    "Open a release tracking issue and work through its checklist. `doc/dev/releases/release-init.sh` creates the tracking issue, cuts the release candidate branch and opens the draft release PR.",
    "`backport.sh` backports the commits of a PR merged or squashed (not rebased) into `main` into a release candidate branch. `release-cut.sh` cuts a (pre)release: prepares the changelog, commits and pushes it, and runs `dune-release` through its publication flow.",
])
