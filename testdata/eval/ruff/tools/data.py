"""Memories of the ruff set: astral-sh/ruff's own contributor and agent guidance on its main branch at fca5c7cf2c
(2026-08-22, the newest commit of the stored snapshot): AGENTS.md (CLAUDE.md only includes it), CONTRIBUTING.md,
crates/ty/CONTRIBUTING.md, crates/ruff_python_formatter/CONTRIBUTING.md (its first sections),
crates/ruff_python_parser/CONTRIBUTING.md, crates/ruff_server/CONTRIBUTING.md, docs/versioning.md (version changes,
rule and fix stabilization, the minimum Rust version), the agent skills under .agents/skills (their SKILL.md) and
.github/PULL_REQUEST_TEMPLATE.md. The user documentation (rules, settings, tutorials, editors) is left out: it
describes using Ruff and ty, not working on them. One memory per section or a few short sections, in the project's
words (lightly cut). The text is the Ruff developers' (MIT licence); quoted here, cut, only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-22")

# AGENTS.md
mem("ruff-and-ty-crates", "knowledge", "The repository holds Ruff (linter and formatter) and ty (type checker): ruff_* and ty_* crates", ["crates", "monorepo", "ty", "ruff"], [
    "This repository contains both Ruff (a Python linter and formatter) and ty (a Python type checker). The crates follow a naming convention: `ruff_*` for Ruff-specific code and `ty_*` for ty-specific code.",
    "ty reuses several Ruff crates, including the Python parser (`ruff_python_parser`) and AST definitions (`ruff_python_ast`).",
])
mem("code-review-rules", "rule", "When reviewing a branch or PR be deliberately nitpicky, order findings by severity and number them", ["review", "pull-request"], [
    "When reviewing a branch or pull request, be deliberately nitpicky. Report not only bugs and regressions, but also architectural and maintenance risks, weak test coverage, unclear code, unnecessary complexity, and meaningful style or consistency issues.",
    "Order findings by severity, cite files and lines, distinguish blockers from non-blocking improvements, and number each review point. Report violations the change introduces; do not flag unrelated pre-existing issues.",
])
mem("writing-for-readers", "rule", "Write mdtest prose, comments, docs, PR descriptions and issues for their eventual reader", ["writing", "documentation", "comments", "pull-request"], [
    "Write every mdtest paragraph, code comment, piece of documentation, PR description, and GitHub issue for its eventual reader, not for the current conversation. Explain the observable behavior or problem before implementation details, using the actual names of types, functions, files, and invariants.",
    "Do not mention discarded alternatives, intermediate edits, tool usage, branch or draft status, local test commands, or session history. Preserve useful human-written comments unless the change makes them inaccurate.",
])
mem("running-tests", "skill", "Run tests with cargo nextest and the INSTA_FORCE_PASS, INSTA_UPDATE and MDTEST_UPDATE_SNAPSHOTS variables", ["testing", "nextest", "cargo", "mdtest"], [
    "Run all tests with `INSTA_FORCE_PASS=1 INSTA_UPDATE=always MDTEST_UPDATE_SNAPSHOTS=1 cargo nextest run`; for one crate add `-p ty_python_semantic`. Without nextest use `cargo test` with the same variables.",
    "Run a single mdtest file with `--test mdtest -- mdtest::<path>` (relative to crates/ty_python_semantic/resources/mdtest); one test within it with `MDTEST_TEST_FILTER=\"<header substring>\"`. File-watcher tests do not work inside the sandbox.",
])
mem("snapshot-updates", "rule", "Review every added or updated snapshot; never edit snapshot files or inline snapshots by hand", ["snapshots", "insta", "testing"], [
    "After running the tests, always review the contents of any snapshots that have been added or updated. With `INSTA_FORCE_PASS=1`, check for `.pending-snap` files if any affected tests use inline snapshots.",
    "Never edit snapshot files or inline snapshot bodies manually: regenerate them with the snapshot-update variables and review the diff. Many code changes require updating snapshot tests, interactively with `cargo insta review`.",
])
mem("writing-mdtests", "rule", "Write mdtests as literate specifications: short focused blocks, prose before each scenario, minimized regressions", ["mdtest", "testing", "markdown"], [
    "Write mdtests as readable, literate specifications. Prefer short, focused code blocks; give independent scenarios separate sibling headings; code blocks for the same file within a section are concatenated, so do not repeat imports. Add a test to an existing section when its heading describes the new scenario.",
    "Order mdtests from basic behavior to specialized cases; introduce each scenario with a short prose paragraph in present tense. Minimize regression examples to the behavior under test, prefer a purpose-built custom type to a standard-library type, and place each mdtest in a file for the behavior it tests.",
])
mem("clippy", "skill", "Run clippy over the workspace with -D warnings; prefer #[expect] to #[allow], delete dead code", ["clippy", "lint", "rust"], [
    "`cargo clippy --workspace --all-targets --all-features -- -D warnings`.",
    "If you have to suppress a Clippy lint, prefer `#[expect()]` over `#[allow()]`; if a lint complains about unused or dead code, it's usually best to delete the unused code.",
])
mem("debug-builds", "skill", "Develop with debug builds; run ruff or ty from source with cargo run --bin", ["build", "debug", "cargo", "cli"], [
    "Use debug builds (not `--release`) when developing: release builds lack debug assertions and compile slower. Run Ruff with `cargo run --bin ruff -- check path/to/file.py` (or `cargo run -p ruff -- check /path/to/file.py --no-cache`).",
    "Run ty with `cargo run --bin ty -- check path/to/file.py` or `--project /path/to/project/`.",
])
mem("ty-completion-ranking", "skill", "Changing ty autocomplete ranking: add fixtures under ty_completion_eval/truth and regenerate the evaluation", ["ty", "completion", "autocomplete", "ranking", "eval"], [
    "When changing ty autocomplete ranking, add or update evaluation fixtures under `crates/ty_completion_eval/truth/`, extending an existing project when it fits. Use `<CURSOR:expected_name>` directives to assert ranking and include the expected module for auto-import completions; add `completion.rs` unit tests only when fixtures cannot cover the behavior.",
    "Regenerate and review the committed evaluation results with `cargo run --package ty_completion_eval -- all --threshold 0.4 --tasks crates/ty_completion_eval/completion-evaluation-tasks.csv`; inspect one task with `show-one`.",
])
mem("ty-ad-hoc-reproductions", "skill", "Put a temporary ty reproduction file outside the checkout, or it infers Python 3.7", ["ty", "reproduction", "python-version"], [
    "When running ty against a temporary Python reproduction file, create it outside the Ruff checkout (for example under /tmp). A file inside the checkout discovers Ruff's root pyproject.toml, whose `requires-python = \">=3.7\"` makes ty infer Python 3.7.",
])
mem("ty-pr-conventions", "rule", "ty PR titles start with [ty]; add the ty label, and the server label for LSP-only changes", ["ty", "pull-request", "title", "labels", "server", "lsp"], [
    "When working on ty, PR titles should start with `[ty]`, to distinguish ty pull requests from Ruff ones. Add the `ty` GitHub label if you have permission (automation adds it otherwise).",
    "Add the `server` label if your change only affects the LSP server and you have permission to add it.",
])
mem("db-parameter", "rule", "The Salsa db argument comes first, or right after self", ["ty", "salsa", "db", "parameters"], [
    "For free functions and associated functions without `self`, `db` (usually `db: &'db dyn Db`) should be the first parameter. For methods with a `self` parameter, `db` should come immediately after `self`.",
])
mem("salsa-tracked", "rule", "Methods that access .node() should usually be #[salsa::tracked], or ty's incrementality suffers", ["ty", "salsa", "tracked", "incremental", "cache"], [
    "Adding `#[salsa::tracked]` to a function or method makes Salsa cache it, for performance or to keep computation incremental in an IDE context.",
    "Methods that access `.node()` should usually be tracked: we don't want a query called when checking module `b` to depend on module `a`'s AST. Prefer higher-level semantic APIs over raw AST access where possible.",
])
mem("salsa-memory-usage", "rule", "Salsa-cached values keep no spare collection capacity: boxed slices or shrink before returning", ["ty", "salsa", "memory", "interned"], [
    "For Salsa-cached values (a `#[salsa::tracked]` function or a constructed `#[salsa::interned]` struct), avoid retaining excess collection capacity. Prefer boxed slices; otherwise shrink collections that may have spare capacity before returning them.",
    "Inspect `HashMap` and `HashSet` values built via `extend`, `collect`, explicit reservation or removal: those can leave capacity that insert-only construction does not.",
])
mem("release-workflow-generated", "rule", "Parts of release.yml are generated by cargo-dist: change dist-workspace.toml and regenerate", ["release", "cargo-dist", "workflow", "ci"], [
    "Parts of `.github/workflows/release.yml` are generated by cargo-dist from `dist-workspace.toml`. Before editing the release workflow, check whether the section is generated; prefer changing `dist-workspace.toml` or the referenced reusable workflow.",
    "After modifying cargo-dist configuration, regenerate the workflow with the cargo-dist version pinned in `dist-workspace.toml` and inspect the diff so the change survives future regenerations.",
])
mem("tests-required", "rule", "All significant changes are tested, in an existing test file where one fits, and the tests pass", ["testing", "tests"], [
    "All significant changes must be tested. Add or update focused tests for semantic changes when existing coverage does not already establish the intended behavior. Look to see if your tests could go in an existing file before adding a new file.",
    "Get your tests to pass. If you didn't run the tests, your code does not work.",
])
mem("rust-code-style", "rule", "Follow neighbouring code; narrow visibility, imports at the top, let chains, no test_ prefix", ["style", "rust", "visibility", "imports"], [
    "Follow existing code style; check neighboring files for patterns. Prefer narrow visibility by default, but make an item public when another workspace crate needs it. Rust imports always go at the top of the file, never locally in functions.",
    "Prefer let chains and let guards over nested `if let`. Don't prefix tests with `test_`. Don't separate struct definitions from their `impl` blocks. Don't use comments to narrate code; use them to explain invariants and why something unusual was done, with examples of the Python code being modelled.",
])
mem("avoid-panics", "rule", "Avoid panic!, unreachable!, .unwrap() and .expect(): encode the constraint in the type system", ["panic", "unwrap", "rust", "types"], [
    "Try hard to avoid patterns that require `panic!`, `unreachable!`, `.unwrap()` or `.expect()`. Instead, try to encode those constraints in the type system, even if it means more verbose code or largeish refactors.",
])
mem("fix-root-cause", "rule", "Look for existing utilities first, and prefer fixing the underlying architecture over a local workaround", ["refactor", "architecture", "workaround"], [
    "Before writing significant amounts of new code, look for existing utilities or mechanisms that could solve the problem. Avoid expanding the task to unrelated issues.",
    "Prefer addressing the underlying architectural problem over adding a localized workaround, even when that requires a substantial refactor; ask for guidance if in doubt.",
])
mem("prek-hooks", "skill", "Run the prek hooks on the files you changed (uv run --only-group dev --locked prek)", ["prek", "pre-commit", "formatting", "hooks"], [
    "Run `uv run --only-group dev --locked prek run --files <path1> <path2>` at the end of a task, passing every file you changed (also after rebases or review fixes); `prek run --all-files` only when a full sweep is needed.",
    "Install the hooks to run the checks at commit time with `uv run --only-group dev --locked prek install`. They cover Rust and Python formatting, Markdown and Python linting.",
])
mem("generate-all", "rule", "Run cargo dev generate-all after changing configuration options, CLI arguments, lint rules or environment variables", ["generate", "schema", "docs", "cargo-dev"], [
    "Run `cargo dev generate-all` after changing configuration options, CLI arguments, lint rules, or environment variable definitions: these require regenerating `ruff.schema.json`, `docs/configuration.md`, `docs/rules` and the CLI reference.",
    "`RUFF_UPDATE_SCHEMA=1` updates ruff.schema.json during `cargo test`; `cargo dev generate-cli-help`, `generate-docs` and `generate-json-schema` update one each.",
])
mem("pep723-scripts", "rule", "Self-contained Python scripts are PEP 723 scripts run with uv run", ["python", "scripts", "uv", "pep723"], [
    "Write all self-contained Python scripts as PEP 723 scripts, with inline metadata, and run them with `uv run <script>`.",
    "If a script has no PEP 723 metadata, run it with `--no-project` or `--script` to avoid building Ruff from source, which is very slow.",
])
# CONTRIBUTING.md
mem("finding-issues", "rule", "Start on good first issue, help wanted or bug issues; no PRs for needs-decision issues or undiscussed features", ["issues", "labels", "features"], [
    "Issues labelled `good first issue` and `help wanted` are open to community contribution without permission; say you're working on one. Check in with us before starting on an issue without those labels; `bug` issues are the next best candidates.",
    "Issues labelled `needs-decision` or `needs-design` are not good candidates: do not open pull requests for them. Do not open pull requests for new features without prior discussion: a new feature creates a long-term maintenance burden.",
])
mem("ai-policy", "rule", "All use of AI in contributions follows Astral's AI policy, or the contribution is closed", ["ai", "policy"], [
    "We require all use of AI in contributions to follow our AI Policy. If your contribution does not follow the policy, it will be closed.",
])
mem("agent-skills", "skill", "The repository ships ty agent skills under .agents/skills, installed as a Claude Code plugin", ["agents", "skills", "claude", "codex"], [
    "This repository includes local agent skills for ty development under `.agents/skills`. Codex auto-discovers them; Claude Code users may be prompted to install the `ty-skills@ruff-agent-skills` plugin, or run `/plugin marketplace add ./.agents` and `/plugin install ty-skills@ruff-agent-skills`.",
])
mem("prerequisites", "skill", "Install the Rust toolchain, cargo-insta, uv and optionally nextest", ["setup", "rust", "insta", "uv", "nextest"], [
    "Ruff is written in Rust: install the Rust toolchain. Install Insta to update snapshot tests (`cargo install --locked cargo-insta`), uv to run Python utility commands, and optionally nextest (`cargo install cargo-nextest --locked`).",
])
mem("checks-before-pr", "skill", "Before opening a PR: clippy, RUFF_UPDATE_SCHEMA=1 cargo test, prek run --all-files", ["checks", "ci", "pull-request"], [
    "Prior to opening a pull request, ensure your code is auto-formatted and passes the lint and test checks: `cargo clippy --workspace --all-targets --all-features -- -D warnings`, `RUFF_UPDATE_SCHEMA=1 cargo test`, `uv run --only-group dev --locked prek run --all-files`.",
    "These checks run on GitHub Actions when you open your pull request; running them locally saves time.",
])
mem("lint-rule-pr-title", "rule", "A PR about a lint rule names the linter category and the rule code in its title", ["pull-request", "title", "lint", "rule"], [
    "If your pull request relates to a specific lint rule, include the category and rule code in the title, e.g. [`flake8-bugbear`] Avoid false positive for usage after `continue` (`B031`), or [`pycodestyle`] Implement `redundant-backslash` (`E502`).",
])
mem("ruff-crates", "knowledge", "Flat crate layout: most code, all lint rules, lives in ruff_linter", ["crates", "structure", "linter"], [
    "Ruff is a monorepo with a flat crate structure under `crates/`. The vast majority of the code, including all lint rules, lives in `ruff_linter`.",
    "Others: `ruff` (the CLI), `ruff_benchmark`, `ruff_cache`, `ruff_dev`, `ruff_diagnostics`, `ruff_formatter` (language-agnostic IR printing) and `ruff_python_formatter`, `ruff_python_ast`, `ruff_python_codegen`, `ruff_python_semantic` (the semantic model), `ruff_python_stdlib`, `ruff_python_trivia`, `ruff_python_parser`, `ruff_notebook`, `ruff_wasm` (the playground).",
])
mem("adding-a-crate", "skill", "A new workspace crate: publish = false unless released; a publishable one gets a README and a crates.io bootstrap", ["crates", "cargo", "publish", "crates-io"], [
    "When adding a workspace crate under `crates/`, decide whether it is published. Test, benchmark, development and other non-release crates set `publish = false`. Publishable crates inherit the workspace package metadata and follow the crate versioning policy.",
    "For a publishable crate run `uv run scripts/generate-crate-readmes.py` and `cargo publish --workspace --dry-run`; before merging, a crates.io owner bootstraps it (`scripts/setup-crates-io-publish.py`), which adds it to `.known-crates`.",
])
mem("adding-a-lint-rule", "skill", "Add a lint rule: violation struct in preview, analyzer call in the checker, code in codes.rs, tests, generate-all", ["lint", "rule", "linter", "violation", "checker"], [
    "Name the rule, create `crates/ruff_linter/src/rules/<linter>/rules/<rule>.rs`, define a `#[derive(ViolationMetadata)]` struct with `#[violation_metadata(preview_since = \"NEXT_RUFF_VERSION\")]` and a function that reports the violation.",
    "Call it from `crates/ruff_linter/src/checkers/ast/analyze` (statement.rs or expression.rs for AST rules), tokens.rs, physical_lines.rs or filesystem.rs; map it to a code in `crates/ruff_linter/src/codes.rs`; add tests; run `cargo dev generate-all`. Inspect the AST with `cargo dev print-ast` or the playground.",
])
mem("rule-naming", "rule", "Rule names read as 'allow ${rule}': name the pattern linted against, no fix and no Disallow prefix", ["lint", "rule", "naming"], [
    "Like Clippy, rule names should make sense read as \"allow ${rule}\", as in suppression comments (`AssertFalse`: allow `assert False`). They highlight the pattern linted against, not the preferred alternative; they contain no instructions on how to fix it and no redundant prefix like `Disallow` or `Banned`.",
    "When re-implementing rules from other linters, we prioritize this convention over preserving the original name.",
])
mem("rule-tests-mdtest", "skill", "Test lint rules with mdtests under ruff_linter/resources/mdtest: # error comments, # snapshot for details", ["lint", "rule", "mdtest", "snapshots", "fixtures", "testing"], [
    "Rules are tested with mdtest: Markdown files with Python code and TOML configuration blocks, one directory per linter (e.g. `flake8-bandit`) with a file per rule, under `crates/ruff_linter/resources/mdtest`.",
    "Use `# error: [rule-name]` comments to assert a rule fires on a line, and `# snapshot` to capture an inline snapshot of the diagnostic or its fix (accept with `MDTEST_UPDATE_SNAPSHOTS=1`). TOML blocks take any Ruff option (`lint.select`, `target-version`).",
])
mem("adding-an-autofix", "skill", "Attach a Fix to a diagnostic, decide its safety, and build the Edit from the AST, a CST or text", ["fix", "autofix", "edit", "safety"], [
    "Attach a `Fix` to the diagnostic with a helper on `DiagnosticGuard` (e.g. `set_fix`). Decide whether the fix is safe or unsafe; if it is (sometimes) unsafe, explain why under `## Fix safety` in the rule's documentation.",
    "Edits are AST-based (`checker.generator()`: no syntax errors, predictable formatting), CST-based (LibCST, keeps formatting, overhead) or text-based (most control, fastest, easy to produce invalid syntax: add more fixtures). Helpers live in `crates/ruff_linter/src/fix/edits.rs` and `codemods.rs`.",
])
mem("adding-a-config-option", "skill", "Add a setting in args.rs, options.rs, configuration.rs and settings.rs, then generate-all", ["configuration", "settings", "options", "pyproject"], [
    "CLI options live in the `Args` struct in `crates/ruff/src/args.rs`; pyproject.toml options in `crates/ruff_workspace/src/options.rs` (`Options`, the schema), `configuration.rs` (`Configuration`, intermediate) and `settings.rs` (`Settings` with `LinterSettings`, final).",
    "Plugin-specific options are defined in their own modules (e.g. `flake8_unused_arguments/settings.rs` with `Flake8UnusedArgumentsOptions`). Pattern-match on `dummy_variable_rgx`; finally run `cargo dev generate-all`.",
])
mem("pr-summary-and-test-plan", "rule", "A PR has a summary (issue, problem, approach) and a test plan; review the ecosystem report; use drafts", ["pull-request", "summary", "test-plan", "ecosystem"], [
    "The summary links the relevant issues and explains the issue and your approach; AI-generated summaries must be reviewed and editorialized. The test plan can be as short as \"Added new snapshot tests for RUF123\"; for LSP or CLI changes screenshots help.",
    "Go through the ecosystem report CI posts and report your findings. Move the PR back to draft while working on it, or re-request a review when ready.",
])
mem("mkdocs", "skill", "Preview documentation changes with scripts/generate_mkdocs.py and mkdocs serve", ["docs", "documentation", "mkdocs"], [
    "To preview documentation changes locally: generate the MkDocs site with `uv run scripts/generate_mkdocs.py`, then run `uv run --only-group=docs mkdocs serve -f mkdocs.yml` and open http://127.0.0.1:8000/ruff/.",
])
mem("release-process", "skill", "Cut a release with scripts/release.sh, an editorialized changelog, BREAKING_CHANGES and the release workflow", ["release", "changelog", "version", "pypi"], [
    "Run `./scripts/release.sh` (changelog entry via rooster, versions in pyproject.toml and Cargo.toml, README and docs references), editorialize the changelog into user-facing sections; for minor releases move the old entries to `changelogs/0.MINOR.x.md`. Highlight breaking changes in `BREAKING_CHANGES.md`, run `cargo check`, open and merge the PR.",
    "Run the release workflow with the new version and get a deployment approval; it builds, uploads to PyPI, tags and drafts the GitHub release. Update the schemastore if ruff.schema.json changed, and the ruff-vscode repository.",
])
mem("ecosystem-ci", "knowledge", "CI runs every PR against real-world projects and reports linter and formatter differences; ruff-ecosystem runs it locally", ["ecosystem", "ci", "ruff-ecosystem"], [
    "GitHub Actions runs your changes against a number of real-world projects and reports linter or formatter differences. Run them locally with `uvx --from ./python/ruff-ecosystem ruff-ecosystem check ruff \"./target/debug/ruff\"` (or `format`).",
])
mem("upgrading-rust", "skill", "Upgrade Rust: rust-toolchain.toml channel, rust-version N-2, clippy --fix, conda-forge recipe", ["rust", "toolchain", "msrv", "upgrade"], [
    "Change the `channel` in `rust-toolchain.toml` to the new Rust version and `rust-version` in `Cargo.toml` to that minus 2; run `cargo clippy --fix --allow-dirty --allow-staged`; create and merge the PR; bump the Rust version in Ruff's conda-forge recipe.",
    "The minimum supported Rust version may change in any release but is never newer than N-2 stable versions; it only matters to users building from source.",
])
mem("benchmarks", "skill", "Benchmark with hyperfine on CPython and the ruff_benchmark Criterion microbenchmarks, comparing baselines with critcmp", ["benchmark", "performance", "criterion", "hyperfine"], [
    "The main benchmark runs the release build over a CPython clone with hyperfine. Microbenchmarks in `ruff_benchmark` run the linter, formatter, lexer and parser on individual files on pull requests: `cargo benchmark`, or `cargo bench -p ruff_benchmark <filter>`.",
    "Save a baseline on main with `--save-baseline=main`, iterate with `--baseline=main`, and show a PR's improvement with `critcmp main pr`. Keep the CPU otherwise idle.",
])
mem("profiling", "skill", "Profile with the profiling cargo profile: perf and a flamegraph on Linux, cargo-instruments on Mac", ["profiling", "performance", "perf", "flamegraph"], [
    "Build `ruff_benchmark` with `--profile=profiling` and record with `perf record --call-graph dwarf`, or run `ruff_dev repeat` over a project to gather samples; view in the Firefox profiler or convert to `flamegraph.svg`.",
    "On Mac use `cargo instruments -t time` (or `alloc`) on the linter bench with the profiling profile.",
])
mem("cargo-dev", "skill", "cargo dev prints the AST, tokens or CST of a file, round-trips it and regenerates docs and schema", ["cargo-dev", "ast", "tokens", "debugging"], [
    "`cargo dev` runs `ruff_dev`: `print-ast <file>` (the parser's AST with byte ranges), `print-tokens <file>`, `print-cst <file>` (LibCST), `round-trip <file>` (parse, serialize and write back, to check fixes don't rewrite irrelevant parts), and the generate-* commands.",
])
mem("compilation-pipeline", "knowledge", "Ruff's pipeline: discovery, package roots, cache, tokens, token/filesystem/line rules, parse, AST rules, suppression, report", ["pipeline", "cache", "noqa", "architecture"], [
    "File discovery honours hierarchical settings and `exclude`; package resolution finds each file's package root via `__init__.py`; each package root gets a cache. Per file, in parallel: cache read (by modification time), tokenization, indexing (comments, `# noqa`, `# isort: off`), token-based, filesystem-based and logical-line rules, parsing to an AST, AST-based rules (building the semantic model), import-based rules (import sorting), physical-line rules, suppression by `# noqa` and `per-file-ignores`, cache write.",
    "Finally reporting prints diagnostics in the chosen format (text, JSON, ...) to stdout or a file.",
])
mem("import-categorization", "knowledge", "Imports are future, standard library, local folder, first party or third party; the project and package roots decide first party", ["imports", "isort", "first-party", "package-root"], [
    "The project root is the directory of the closest pyproject.toml, ruff.toml or .ruff.toml (the working directory with --config); relative paths in the configuration resolve against it, even when it extends another file. The package root is the top-most directory with `__init__.py` (or a namespace package); the module path is taken from it.",
    "When sorting imports every import is future, standard library (a built-in list), local folder (relative), first party (part of the current project) or third party (everything else).",
])
mem("versioning-policy", "knowledge", "Minor versions carry breaking changes (rule promoted to stable, stable style changed); patch versions bug fixes and preview changes", ["versioning", "breaking", "preview", "stable", "semver"], [
    "Minor: a deprecated option removed, configuration changed incompatibly, end-of-life Python dropped, a rule promoted to stable or deprecated, a stable rule's behavior or scope changed, rules added to or removed from the default set, a safe fix promoted to stable, the formatter's stable style changed, a server capability or deprecated setting removed.",
    "Patch: bug fixes, new options added compatibly, a new Python version, rules added or changed in preview, unsafe fixes added, a fix's applicability demoted, the preview style changed, new server settings. Only ruff, ruff_linter and ruff_wasm follow this; other crates are 0.0.x and unstable.",
])
mem("preview-and-stabilization", "rule", "New rules start in preview and stay there a minor release; fixes go display, unsafe, safe", ["preview", "stabilization", "rules", "fix", "applicability"], [
    "New rules are always added in preview mode and remain there for at least one minor release before promotion to stable; stable rule behaviors are not changed significantly in patch versions; promotions may be batched into one minor release.",
    "Fixes have three applicability levels: display, unsafe (explicit opt-in) and safe. A fix may be introduced at a lower applicability and promoted later; reducing it is not a breaking change. Preview mode may change applicability.",
])
# crates/ty/CONTRIBUTING.md
mem("ty-larger-changes", "rule", "For larger ty changes (new diagnostics, functionality, options) open an issue first", ["ty", "issues", "design"], [
    "For small changes (e.g. bug fixes) to ty, feel free to submit a PR. For larger changes (new diagnostics, new functionality, new configuration options), consider creating an issue in astral-sh/ty outlining the proposal, or discuss it on Discord.",
])
mem("ty-crates", "knowledge", "ty's code is mostly ty_python_semantic; ty_ide, ty_server, ty_project, ty_vendored (typeshed), ty_module_resolver", ["ty", "crates", "structure", "typeshed"], [
    "The vast majority of ty's code lives in `ty_python_semantic` (type inference and semantic analysis). `ty_test` is mdtest; `ty` the CLI; `ty_ide` hover, go-to-definition and autocomplete; `ty_project` project discovery; `ty_server` the language server.",
    "`ty_vendored` holds a vendored typeshed; `ty_wasm` powers the ty playground; `ty_completion_eval` evaluates completions; `ty_module_resolver` resolves imports; `ty_static` lists environment variables; `ty_combine` the `Combine` trait for Options.",
])
mem("ty-tracing", "skill", "ty emits extensive tracing output for debugging (crates/ty/docs/tracing.md)", ["ty", "tracing", "debugging", "logging"], [
    "ty can optionally emit extensive tracing output, very useful in understanding its operation and debugging issues; see `crates/ty/docs/tracing.md`.",
])
mem("ty-mdtests", "rule", "A ty PR that changes inference or checking includes literate mdtests under ty_python_semantic/resources/mdtest", ["ty", "mdtest", "testing", "inference"], [
    "Core type checking tests are Markdown code blocks in `crates/ty_python_semantic/resources/mdtest` (the framework is described in `crates/ty_test/README.md`).",
    "Any ty pull request improving type inference or type checking logic should include mdtests demonstrating the effect of the change, in a literate style with prose explaining the motivation of each test.",
])
mem("ty-property-tests", "skill", "Run the property tests locally after changing core type relations (is_subtype_of, is_equivalent_to)", ["ty", "property-tests", "types", "subtyping"], [
    "ty uses property-based testing for the core type relations, in `crates/ty_python_semantic/src/types/property_tests.rs`. They run daily, not on every PR: run them locally after modifying `is_subtype_of`, `is_equivalent_to` and the other relation methods.",
])
mem("ty-ecosystem-analyzer", "knowledge", "ty's ecosystem CI reports diagnostic differences on real projects; setup_primer_project.py reproduces it", ["ty", "ecosystem", "primer", "ci"], [
    "GitHub Actions runs ty changes against a number of real-world projects and reports differences in ty's diagnostic output (ecosystem-analyzer). Use `scripts/setup_primer_project.py` to reproduce the same conditions locally.",
])
# crates/ruff_python_formatter/CONTRIBUTING.md
mem("formatter-black-compatibility", "rule", "The formatter stays compatible with Black; ecosystem checks must not lower the similarity index", ["formatter", "black", "compatibility", "stability"], [
    "The formatter's goal is compatibility with Black except for rare edge cases, mostly comment placement. Tests copied from Black live as snapshots in `crates/ruff_python_formatter/resources/test/fixtures`; a snapshot is deleted once we match Black on it.",
    "`scripts/formatter_ecosystem_checks.sh` (run in CI) prints the similarity index against Black and checks stability: a second pass that differs (instability), invalid syntax (e.g. missing parentheses) and panics. Your change must not decrease the similarity index.",
])
mem("formatter-development", "skill", "Try formatter changes with the ruff_python_formatter binary (--print-ir, --print-comments) on scratch.py", ["formatter", "debugging", "ir", "comments"], [
    "Create `scratch.py` in the project root and run `cargo run --bin ruff_python_formatter -- --emit stdout --print-comments --print-ir scratch.py`; or use the playground. `cargo test -p ruff_python_formatter` is much faster than the whole suite; `cargo run --bin ruff_dev -- format-dev --write` formats an entire project (`--stability-check`).",
    "Terminology: parentheses are `()` or any kind, brackets `[]`, braces `{}`. A helper is a struct implementing `Format<PyFormatContext<'_>>`.",
])
# crates/ruff_python_parser/CONTRIBUTING.md
mem("parser-inline-tests", "skill", "Parser tests are inline test_ok and test_err comments, extracted by generate_inline_tests", ["parser", "inline-tests", "syntax-error"], [
    "The parser supports inline tests written as comments in the source: `// test_ok name` followed by Python that must parse, or `// test_err name` for input that must fail with a syntax error. The comment block must stand alone.",
    "Generate the Python files with `cargo test --package ruff_python_parser --test generate_inline_tests`, then run `cargo test --package ruff_python_parser`. Lexer and parser benchmarks: `cargo bench --package ruff_benchmark --bench lexer` (or `parser`).",
])
mem("parser-fuzzer", "skill", "The Python-based fuzzer runs the parser on generated code, in CI on fixed seeds", ["parser", "fuzzer", "fuzzing"], [
    "Run the parser on randomly generated but valid Python with `uv run --project=./python/py-fuzzer fuzz`. CI runs the fuzzer on the same seeds every run to catch parser regressions.",
])
# crates/ruff_server/CONTRIBUTING.md
mem("ruff-server-architecture", "knowledge", "ruff server: a lock-free state, an event loop dispatching local and background tasks over lsp-server", ["server", "lsp", "language-server", "tasks"], [
    "`ruff_server` runs an event loop listening on stdin and dispatches tasks: local tasks get exclusive mutable access to the state and block the loop; background tasks run on a thread pool with an immutable snapshot (Arc-shared text) of the state.",
    "It uses `lsp-server` and `lsp-types` rather than `tower-lsp`, for control over execution order without locks; `async` is not allowed in tasks.",
])
mem("ruff-server-testing", "skill", "Test ruff server changes by pointing the editor (ruff.path in VS Code) at the debug binary", ["server", "lsp", "vscode", "editor"], [
    "Point your editor's server command at the locally built binary (`target/debug/ruff server --preview`), rebuilding with `cargo build -p ruff`. In VS Code set `ruff.path` to the binary and run `Ruff: Restart Server` after each rebuild.",
])
# .agents/skills
mem("ty-diagnostics", "skill", "A ty diagnostic: concise message that reads under --output-format=concise, mdtests, generate-all, stable status", ["ty", "diagnostics", "error-message", "lint"], [
    "Keep error messages concise for a narrow terminal; put extra detail in subdiagnostics or secondary annotations, keeping the primary diagnostic understandable alone. Check it still makes sense with `--output-format=concise`.",
    "A new error code or changed documentation needs `cargo dev generate-all`. Test with mdtests (snapshots only for secondary annotations or subdiagnostics, with inline `# snapshot` comments). In `declare_lint!` set `status` to `LintStatus::stable(<next ty patch version>)`.",
])
mem("ty-ecosystem-minimization", "skill", "Reproduce a ty ecosystem or primer difference with the run's exact revisions, then minimize it step by step", ["ty", "ecosystem", "primer", "minimize", "reproduction"], [
    "Use the exact Ruff revisions, PR config, dependency cutoff, mypy-primer revision and project Python version of the Actions run (`scripts/collect_ty_ecosystem_run_metadata.py`); build base and PR profiling binaries.",
    "Reproduce the project difference before explaining it; derive every smaller candidate from the last verified one and verify it against both binaries; preserve the underlying trigger, not just the diagnostic.",
])
mem("ty-ecosystem-summary", "skill", "Summarise a ty ecosystem report as PR_<n>_ECOSYSTEM_SUMMARY.md, new failures first, with minimized reproducers", ["ty", "ecosystem", "report", "summary"], [
    "Reproduce each source-attributable change in the run's environment, minimize it, remove third-party and unnecessary imports, and write `PR_<number>_ECOSYSTEM_SUMMARY.md` from the report template: new or changed project failures first, then stable diagnostic changes.",
])
mem("ty-constraint-order-wobble", "skill", "Check constraint-set ordering determinism with TY_CONSTRAINT_SET_ORDER (reverse or an XOR mask), mdtests only", ["ty", "constraints", "determinism", "typevar"], [
    "`TY_CONSTRAINT_SET_ORDER` perturbs the TDD-variable order and the typevar order: `reverse`, or an integer XOR mask. Run a normal baseline then the perturbed orders, mdtests only, never with snapshot updates, to find nondeterministic inference.",
])
# .github/PULL_REQUEST_TEMPLATE.md
mem("pr-template", "rule", "The PR template asks for a summary, a descriptive title, linked issues and a test plan", ["pull-request", "template"], [
    "Does the pull request include a summary of the change, a descriptive title (prefixed with `[ty]` for ty), references to relevant issues, and follow the AI policy? The body has a Summary (what and why) and a Test Plan (how it was tested).",
])
