"""Memories of the oxc set: oxc-project/oxc's own contributor and agent guidance on its main branch at 288f9a5188
(2026-08-22, the newest commit of the stored snapshot): AGENTS.md (CLAUDE.md files only name it), CONTRIBUTING.md,
.github/copilot-instructions.md, the crate guides crates/oxc_parser/AGENTS.md, crates/oxc_semantic/AGENTS.md,
crates/oxc_transformer/AGENTS.md, crates/oxc_minifier/docs/CLAUDE.md, apps/oxfmt/AGENTS.md, the formatter crates'
AGENTS.md (oxc_formatter, oxc_formatter_core, oxc_formatter_tests, oxc_formatter_json, oxc_formatter_css,
oxc_formatter_graphql, oxc_formatter_yaml) and crates/oxc_formatter_core/FORMATTER_POLICY.md. The crate READMEs (a
line each) and the minifier's design documents are left out. One memory per section or a few short sections
together, in the project's words (lightly cut). The text is the Oxc team's (MIT licence); quoted here, cut, only as
evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-22")

# AGENTS.md and CONTRIBUTING.md
mem("project-overview", "knowledge", "Oxc is a high-performance JavaScript/TypeScript toolchain written in Rust: parser, linter (oxlint), formatter (oxfmt), transformer, minifier", ["overview", "rust", "javascript", "typescript", "toolchain"], [
    "Oxc is a high-performance JavaScript/TypeScript toolchain written in Rust containing: Parser (JS/TS with AST), Linter (oxlint), Formatter (oxfmt), Transformer, Minifier.",
    "Rapidly evolving project: APIs may change. Performance is critical for all changes. Maintain JS/TS standard compatibility. Breaking changes need documentation and discussion.",
])
mem("ai-usage-policy", "rule", "Disclose AI usage; the contributor is responsible for AI-generated issues and PRs; low-quality AI content is closed and repeated slop PRs banned", ["ai", "policy", "pull-request", "contributors"], [
    "Contributors must disclose when AI tools were used to reduce maintainer fatigue. The human contributor is responsible for all AI-generated issues or PRs they submit. Low-quality or unreviewed AI content will be closed immediately.",
    "All AI-generated code must be thoroughly reviewed, tested, and understood by the contributor before submission. Contributors who submit repeated low-quality (\"slop\") PRs will be banned without prior warning; an unban may be requested via Discord.",
])
mem("repository-structure", "knowledge", "Repository structure: crates/ core functionality, apps/ binaries (oxlint, oxfmt), napi/ Node.js bindings, npm/ packages, tasks/ development tools", ["structure", "crates", "apps", "napi", "npm", "tasks"], [
    "Rust workspace with key directories: `crates/` core functionality (start here when exploring), `apps/` application binaries (oxlint, oxfmt), `napi/` Node.js bindings, `npm/` npm packages, `tasks/` development tools and automation.",
])
mem("no-edit-generated", "rule", "Avoid editing generated subdirectories; regenerate them (just ast for oxc_ast changes)", ["generated", "codegen", "ast"], [
    "Avoid editing `generated` subdirectories.",
    "`just ast` updates generated files after oxc_ast changes.",
])
mem("core-crates", "knowledge", "The core crates: oxc_parser, oxc_ast, oxc_semantic, oxc_linter, oxc_formatter, oxc_transformer, oxc_minifier, oxc_codegen, oxc_isolated_declarations, oxc_diagnostics, oxc_traverse, oxc_allocator, oxc_language_server", ["crates", "parser", "linter", "semantic", "codegen"], [
    "`oxc_parser` JS/TS parser; `oxc_ast` AST definitions and utilities; `oxc_semantic` semantic analysis, symbols, scopes; `oxc_linter` linting engine and rules; `oxc_formatter` code formatting (Prettier-like for JS), `oxc_formatter_*` for other languages; `oxc_transformer` code transformation (Babel-like); `oxc_minifier` code minification; `oxc_codegen` code generation; `oxc_isolated_declarations` TypeScript declaration generation; `oxc_diagnostics` error reporting; `oxc_traverse` AST traversal utilities; `oxc_allocator` memory management; `oxc_language_server` LSP server for editor integration; `oxc` the main crate.",
])
mem("prerequisites-msrv", "knowledge", "Prerequisites: Rust (MSRV 1.96), Node.js, pnpm, just; cargo-insta, typos-cli, cargo-shear, ast-grep, clippy and rustfmt are installed", ["setup", "msrv", "rust", "tools"], [
    "Prerequisites: Rust (MSRV: 1.96), Node.js, pnpm, just. All tools already installed (`cargo-insta`, `typos-cli`, `cargo-shear`, `ast-grep`); Rust components already installed (`clippy`, `rust-docs`, `rustfmt`).",
])
mem("conventional-commits-scoped-title", "rule", "Use Conventional Commits; the PR workflow requires a scoped title like fix(parser): handle trailing comma", ["commits", "pr-title", "conventional-commits"], [
    "Use Conventional Commits for commit messages; `.github/workflows/pr.yml` requires a scoped title like `fix(parser): handle trailing comma`.",
])
mem("just-ready", "rule", "Run just fmt after modifications and just ready after commits for final checks", ["just", "fmt", "ready", "checks"], [
    "Run `just ready` after commits for final checks (all checks). `just fmt` formats code: run it after modifications.",
    "`just test` runs unit and integration tests, `just conformance` the conformance tests. More commands can be found in `justfile`; `just watch \"command\"` re-runs a command on changes.",
])
mem("ast-grep-search", "rule", "Use ast-grep for syntax-aware or structural search instead of rg or grep", ["search", "ast-grep", "grep"], [
    "Whenever a search requires syntax-aware or structural matching, default to `ast-grep --lang rust -p '<pattern>'` (or set `--lang` appropriately) and avoid falling back to text-only tools like `rg` or `grep` unless a plain-text search is explicitly requested.",
])
mem("linter-codegen-lintgen", "rule", "After adding or modifying linter rules or linter codegen, run cargo lintgen and cargo lint-timings", ["linter", "codegen", "lintgen", "timings", "generated"], [
    "`cargo lintgen` regenerates the linter rules enum and impls after adding or modifying rules; `cargo lint-timings` updates linter timing data after changing linter rule codegen.",
    "When changing linter codegen files such as `tasks/linter_codegen/**` or generated linter rule runner files under `crates/oxc_linter/src/generated/`, run `cargo lintgen` and `cargo lint-timings` so generated rule metadata and linter timing data stay in sync.",
])
mem("snapshot-update-commands", "skill", "Update generated snapshots: just minsize for minifier size, just allocs for parser allocations, just ast for oxc_ast", ["minsize", "allocs", "snapshots", "just"], [
    "Crate-specific updates: `just ast` updates generated files (oxc_ast changes); `just minsize` updates size snapshots (oxc_minifier changes); `just allocs` updates allocation snapshots (oxc_parser changes).",
])
mem("crate-examples", "skill", "Manual testing: run a crate's example with cargo run -p CRATE --example NAME, and edit examples in crates/NAME/examples/", ["examples", "manual-testing", "debugging", "cargo"], [
    "Run crate examples for quick testing and debugging: `cargo run -p <crate_name> --example <example_name> -- [args]`, e.g. `cargo run -p oxc_parser --example parser -- test.js`, `cargo run -p oxc_linter --example linter -- src/`, `cargo run -p oxc_transformer --example transformer -- input.js`, `cargo run -p oxc --example compiler --features=\"full\" -- test.js`.",
    "Modify examples in `crates/<crate_name>/examples/` to test specific scenarios. `just example tool` runs a tool example (e.g. `just example linter`).",
])
mem("code-navigation", "knowledge", "Key locations: AST in oxc_ast with oxc_ast_visit for traversal, lint rules in crates/oxc_linter/src/rules/, parser in crates/oxc_parser/src/lib.rs with the lexer in src/lexer/", ["navigation", "ast", "visit", "lexer", "rules"], [
    "AST: start with `oxc_ast`, use `oxc_ast_visit` for traversal. Linting rules: `crates/oxc_linter/src/rules/` (visitor pattern). Parser: `crates/oxc_parser/src/lib.rs`, lexer in `src/lexer/`. Tests: co-located with source, integration in `tests/`, uses `insta` for snapshots.",
])
mem("coding-conventions", "rule", "Use oxc_allocator for memory, follow .rustfmt.toml, report errors with oxc_diagnostics, avoid unnecessary allocations", ["conventions", "allocator", "diagnostics", "rustfmt", "allocations"], [
    "Use `oxc_allocator` for memory management. Follow rustfmt config in `.rustfmt.toml`. Use `oxc_diagnostics` for errors with source locations. Performance-critical: avoid unnecessary allocations.",
])
mem("adding-lint-rule", "skill", "Adding a lint rule: generate it with just new-rule (or new-ts-rule, new-jest-rule), implement with the visitor pattern, test in the same module, register in a category", ["linter", "rule", "new-rule", "eslint", "plugin"], [
    "1. Use the rule generator: `just new-rule <name>` (ESLint rules), or plugin-specific: `just new-ts-rule`, `just new-jest-rule`, etc. 2. Implement using the visitor pattern. 3. Add tests in the same module. 4. Register in the appropriate category.",
])
mem("linter-rule-tests", "rule", "Linter rules are tested inline in the rule file with the Tester helper and pass/fail cases, snapshotted", ["linter", "tests", "tester", "snapshot", "rules"], [
    "oxc_linter: inline tests in rule files (`src/rules/**/*.rs`). Pattern: use the `Tester` helper with pass/fail cases: `Tester::new(RuleName::NAME, RuleName::PLUGIN, pass, fail).test_and_snapshot();`",
])
mem("parser-changes", "skill", "Parser changes: research and test grammar changes, update AST definitions in oxc_ast if needed, keep existing tests passing, add tests for new features", ["parser", "grammar", "ast"], [
    "1. Research and test grammar changes thoroughly. 2. Update AST definitions in `oxc_ast` if needed. 3. Ensure existing tests pass. 4. Add tests for new features.",
])
mem("working-with-transformations", "skill", "Transformations: understand the AST first, traverse with the visitor pattern, handle node ownership and the allocator carefully, test many input patterns", ["transformer", "visitor", "allocator", "ownership"], [
    "1. Understand AST structure first. 2. Use the visitor pattern for traversal. 3. Handle node ownership/allocator carefully. 4. Test with various input patterns.",
])
mem("conformance-suites", "knowledge", "Conformance suites Test262, Babel, TypeScript and ESTree (cloned by just submodules) are the core of testing; run with cargo coverage or just conformance", ["conformance", "test262", "babel", "typescript", "coverage", "estree"], [
    "External test suites are the CORE of Oxc's testing strategy: thousands of real-world cases. Suites cloned via `just submodules`: `test262` (tasks/coverage/test262; parser, semantic, codegen, transformer, minifier, estree), `babel` (tasks/coverage/babel), `typescript` (tasks/coverage/typescript), `estree-conformance` (estree).",
    "Run all conformance tests with `cargo coverage` or `just conformance`; `cargo coverage -- parser` and `cargo coverage -- transformer` for one tool.",
])
mem("search-gitignored-suites", "rule", "The test suites are gitignored: search them with rg --no-ignore, a plain rg silently returns nothing", ["search", "ripgrep", "gitignore", "test262", "prettier"], [
    "Test262, Babel, TypeScript (tasks/coverage/) and Prettier (crates/oxc_formatter_tests/prettier/) are script-cloned and fully gitignored. ripgrep respects `.gitignore`, so a plain `rg` inside them silently returns nothing. Use `rg --no-ignore` (or `-u`) when searching them.",
])
mem("snapshot-testing-insta", "rule", "Snapshots (insta) track failing tests, not passing ones, in tasks/coverage/snapshots; update with cargo insta review", ["snapshots", "insta", "coverage", "failures"], [
    "Uses the `insta` crate for snapshot testing. Snapshots track **failing** tests, not passing ones. Located in `tasks/coverage/snapshots/` and conformance directories. Update with `cargo insta review` after changes. Formats: `.snap` (counts), `.snap.md` (detailed failures).",
])
mem("napi-testing", "skill", "NAPI Node.js bindings are tested with Vitest: pnpm run build-test then pnpm test, in napi/parser, napi/minify, napi/transform", ["napi", "node", "vitest", "bindings", "pnpm"], [
    "NAPI packages use Vitest for testing Node.js bindings: `pnpm run build-test` builds all NAPI packages, `pnpm test` runs all NAPI tests.",
    "oxc-parser: `cd napi/parser && pnpm run build-test && pnpm test` (also has `pnpm test-browser`); oxc-minify: `cd napi/minify ...`; oxc-transform: `cd napi/transform ...`. Tests are TypeScript files in each package's `test/` directory.",
])
mem("where-to-add-tests", "knowledge", "Where to add tests per crate: parser in tasks/coverage/misc, linter inline, formatter tests/fixtures, minifier tests/, transformer integrations or Babel fixtures, codegen tests/integration", ["tests", "location", "fixtures", "crates"], [
    "Parser: `tasks/coverage/misc/pass/` or `fail/`. Linter: inline in rule files. Formatter: `tests/fixtures/` in the formatter crate. Minifier: `tests/` subdirectories. Transformer: `tests/integrations/` or Babel fixtures. Codegen: `tests/integration/`. Isolated Declarations: `tests/fixtures/*.ts`. Semantic: `tests/` directory. NAPI packages: `test/` directory (Vitest). Language Server: inline and `/fixtures`.",
])
mem("codegen-tests", "knowledge", "oxc_codegen has integration tests in tests/integration/: js.rs, ts.rs, sourcemap.rs, comments.rs", ["codegen", "tests", "sourcemap", "comments"], [
    "oxc_codegen: integration tests in `tests/integration/`; test files `js.rs`, `ts.rs`, `sourcemap.rs`, `comments.rs`.",
])
mem("isolated-declarations-tests", "knowledge", "oxc_isolated_declarations: snapshot tests with insta, input tests/fixtures/*.{ts,tsx}, output tests/snapshots/*.snap, update with cargo insta review", ["isolated-declarations", "dts", "snapshots", "insta"], [
    "Snapshot testing with `insta`. Input: `tests/fixtures/*.{ts,tsx}`. Output: `tests/snapshots/*.snap`. Update: `cargo insta review`.",
])
mem("other-crates-tests", "knowledge", "oxc_traverse, oxc_ecmascript, oxc_regular_expression, oxc_syntax and oxc_language_server are tested with cargo test -p CRATE", ["traverse", "ecmascript", "regex", "syntax", "language-server"], [
    "oxc_traverse (AST traversal), oxc_ecmascript (ECMAScript operations), oxc_regular_expression (regex parsing), oxc_syntax (syntax utilities), oxc_language_server (editor integration): `cargo test -p <crate>`.",
])
# .github/copilot-instructions.md
mem("fixtures-are-test-data", "rule", "Files in fixtures directories are test data that may be intentionally buggy or invalid: report only a fixture that is mislabeled or accidentally broken", ["fixtures", "review", "test-data"], [
    "Treat files inside any `fixtures` directories as test data, not production code. Fixture files may intentionally contain buggy, unsafe, or syntactically invalid code to validate parser/linter/transformer behavior. Do not report normal code-quality or correctness issues for fixture files.",
    "Report a fixture issue only when the folder or filename does not match what the test claims to cover, the content does not actually test the described case, or it appears accidentally broken.",
])
# crates/oxc_parser/AGENTS.md
mem("parser-coverage-fixtures", "rule", "Test parser syntax regressions with tasks/coverage/misc pass/ and fail/ fixtures named after the issue (oxc-12345.ts), not Rust unit tests; run cargo coverage parser --filter", ["parser", "coverage", "fixtures", "regression", "misc"], [
    "Parser syntax regressions should usually be tested through coverage fixtures, not Rust unit tests in this crate. Before adding a `misc` fixture, check whether the case is already covered by the normal `just coverage` suites; do not duplicate Test262, Babel, TypeScript or another fixture.",
    "Put valid syntax that must parse successfully in `tasks/coverage/misc/pass/`, invalid syntax or diagnostic regressions in `fail/`. Name the fixture after a tracked OXC issue (`oxc-12345.ts`), otherwise a short descriptive name (`missing-conditional-alternative.js`). Run `cargo coverage parser --filter misc/pass/oxc-12345.ts`.",
    "Use Rust tests in `crates/oxc_parser` only for parser API behavior, lexer internals, or focused implementation details that cannot be represented as a source fixture.",
])
# crates/oxc_semantic/AGENTS.md
mem("semantic-snapshot-fixtures", "rule", "Scope, symbol, binding or reference regressions get a snapshot fixture in crates/oxc_semantic/tests/fixtures/oxc/AREA/CASE; run cargo test -p oxc_semantic --test main", ["semantic", "scope", "symbols", "references", "snapshot"], [
    "For OXC-specific scope, symbol, binding, or reference regressions, add a snapshot fixture under `crates/oxc_semantic/tests/fixtures/oxc/<area>/<case>.<ext>`. The harness records the scope tree, symbols, and references for every fixture. Use a short descriptive case name, or an issue-based name.",
    "Run `cargo test -p oxc_semantic --test main`; review intentional snapshot changes with `cargo insta review -p oxc_semantic`. Do not add duplicate coverage.",
])
mem("semantic-integration-tests", "rule", "Semantic regressions asserted through the Rust API (enum values, module data, CFG shape, class table, Scoping) go in tests/integration/; CFG tests need --features cfg", ["semantic", "integration", "cfg", "scoping", "modules"], [
    "Use `crates/oxc_semantic/tests/integration/` when the regression is best asserted through the Rust API rather than a snapshot: exact enum values, module data, CFG shape, class table behavior, or direct `Scoping` API expectations. Run `cargo test -p oxc_semantic --test integration`; for CFG tests `--features cfg cfg`.",
    "Use `tests/conformance/` only for broad invariants checked against every semantic fixture, never one-off bug regressions. Use `tasks/coverage/misc` for diagnostics surfaced by `cargo coverage semantic`.",
])
# crates/oxc_transformer/AGENTS.md
mem("transform-conformance-fixtures", "rule", "Test transformer regressions with transform conformance fixtures (input.js / output.js) in tasks/transform_conformance/tests/TRANSFORM/test/fixtures, OXC-specific ones under oxc/", ["transformer", "conformance", "fixtures", "babel", "regression"], [
    "Most transformer behavior regressions should be tested through transform conformance fixtures, not Rust integration tests: `tasks/transform_conformance/tests/<transform-name>/test/fixtures/<case-name>/` with `input.js` and `output.js` (`input.ts`, `input.tsx` or `input.jsx` when the case depends on that syntax); options come from the nearest `options.json`.",
    "OXC-specific cases go under that transform's local `oxc` fixture group. Run `cargo run -p oxc_transform_conformance -- --filter <transform-name>/test/fixtures/<case-name>` (add `--exec` when the fixture has an `exec.js`).",
    "Use `crates/oxc_transformer/tests/integrations/` for transformer API behavior, target selection, helper loading, or cross-cutting Rust harness coverage.",
])
# crates/oxc_minifier/docs/CLAUDE.md
mem("minifier-mission", "knowledge", "The minifier's goal: smallest output, 100% correct, reasonably fast; size is the primary goal and correctness non-negotiable", ["minifier", "size", "correctness"], [
    "Build the best JavaScript minifier: smallest output, 100% correct, reasonably fast. Size is the primary goal; correctness is non-negotiable. Document assumptions clearly, test with real-world code, learn from other minifiers.",
    "Architecture: fixed-point iteration in `PeepholeOptimizations::run_in_loop`, arena allocation via `oxc_allocator`, 17+ optimizations in `src/peephole/`; `compressor.rs` orchestrates the pipeline, `ctx.rs` holds shared utilities.",
])
mem("minifier-new-optimization", "skill", "Adding a minifier optimization: study Terser, Closure and esbuild, implement in src/peephole/, hook it in peephole/mod.rs, test, measure size with just minsize, validate with cargo coverage", ["minifier", "optimization", "peephole", "minsize", "terser", "esbuild"], [
    "1. Research: study the implementation in other minifiers (Terser, Closure, esbuild). 2. Design transformation rules and edge cases. 3. Implement in `src/peephole/` following existing patterns. 4. Hook up in the traversal in `peephole/mod.rs`. 5. Add comprehensive tests. 6. Measure size impact with `just minsize` (the PRIMARY METRIC). 7. Validate with `cargo coverage`.",
    "Tests: `cargo test -p oxc_minifier` (unit tests in `tests/`: `ecmascript/`, `peephole/`, `mangler/`), `cargo coverage`, `just minsize`, `just e2e`.",
])
mem("minifier-replace-helpers", "rule", "In the minifier route slot replacements through ctx.replace_* and call ctx.notice_change() for in-place edits, or the fixed-point loop stalls", ["minifier", "mutation", "fixed-point", "ctx"], [
    "Always route slot replacements through the typed `ctx.replace_*` helpers: they are the only way to signal a mutation (the mutation flag is private to `MinifierState`), so a bare `*slot = ...` write cannot mark the pass as changed and will stall the fixed-point loop.",
    "For in-place edits that don't replace a slot (operand swaps, field flips, element removals), call `ctx.notice_change()`; if a raw slot write is genuinely required, pair it with `ctx.notice_change()` and a comment explaining why.",
])
mem("minifier-pitfalls", "rule", "Minifier pitfalls: check may_have_side_effects(), use scoping() for variables, mind TDZ with let/const, preserve evaluation order, test NaN, Infinity and -0", ["minifier", "side-effects", "tdz", "evaluation-order", "edge-cases"], [
    "1. Side effects: always check `may_have_side_effects()`. 2. Scope issues: use `scoping()` for variable lookups. 3. TDZ: be careful with `let`/`const` transformations. 4. Evaluation order: preserve execution order. 5. Edge cases: test with `NaN`, `Infinity`, `-0`, etc.",
])
mem("minifier-size-performance-tips", "knowledge", "Minifier size tips (shorter syntax like !0, fold constants, remove dead code, comma sequences) and performance tips (few traversals, arena allocation, early exit)", ["minifier", "size", "performance", "constants", "dead-code"], [
    "Size: always prefer shorter syntax (`!0` over `true`), combine related operations, remove all redundancy, fold constants aggressively, eliminate dead code completely, use comma operators for sequences, prefer operators over keywords.",
    "Performance: minimize AST traversals, use arena allocation (`ctx.ast`), batch related transformations, exit early when possible, check side effects early.",
])
mem("minifier-debugging", "skill", "Debug the minifier: cargo coverage -- --debug, cargo run -p oxc_minifier --example minifier test.js, --twice for idempotency; move nodes with TakeIn", ["minifier", "debugging", "idempotency", "takein"], [
    "Debug conformance failures with `cargo coverage -- --debug`; test a single file with `cargo run -p oxc_minifier --example minifier test.js`; test idempotency with `--twice`.",
    "Use `TakeIn` for moving nodes (`node.take_in(ctx.ast)`) and the arena for allocations (`ctx.ast.expression_boolean_literal(span, true)`). Key utilities in `ctx.rs`: `eval_binary()`, `value_to_expr()`, `is_expression_undefined()`, `expr_eq()`, `scoping()`.",
])
# apps/oxfmt/AGENTS.md
mem("oxfmt-entry-points", "knowledge", "Oxfmt has three builds (JS/Rust hybrid napi CLI, pure Rust CLI, Node.js API) and entry points CLI, Stdin, LSP, NAPI: consider the impact on all paths", ["oxfmt", "cli", "napi", "lsp", "stdin"], [
    "Oxfmt is the integration layer that dispatches between the Rust formatters and Prettier: a JS/Rust hybrid CLI using `napi-rs` (full features: CLI, Stdin, LSP; `src-js/cli.ts`, `pnpm build`), a pure Rust CLI (CLI only, formats only languages rewritten in Rust; `cargo build --no-default-features`) and a Node.js API (caller-supplied options, no config discovery; `src-js/index.ts`). When making changes, consider the impact on all paths.",
    "Cross-cutting behavior is applied through several entry points: CLI `src/cli/walk_runner.rs` and `src/cli/walk.rs`, Stdin `src/cli/stdin_runner.rs`, LSP `src/lsp/server_formatter.rs`, NAPI `src/api/format_api.rs`, `textToDoc()` for `prettier-plugin-oxfmt` `src/api/text_to_doc_api.rs`. Check the relevant path before assuming behavior is shared.",
])
mem("oxfmt-windows-paths", "rule", "Oxfmt CLI code: use std::path::Path and PathBuf, never hardcode / as a separator; Windows uses \\ and drive letters", ["windows", "paths", "cli", "platform"], [
    "Oxfmt is built for multiple platforms (Linux, macOS, Windows) and architectures. When working with file paths in CLI code use `std::path::Path` / `PathBuf` instead of manual string manipulation with `/`; be cautious with path comparisons and normalization; prefer `Path::join()`. Windows uses `\\` as a path separator and has drive letter prefixes (`C:\\`).",
])
mem("shared-cli-config", "rule", "Oxfmt shares its CLI implementation with Oxlint (crates/oxc_config in Rust, apps/shared in JS): take extra caution changing them", ["cli", "oxlint", "oxfmt", "config", "shared"], [
    "Oxfmt shares code with Oxlint regarding its CLI implementation. Rust implementation: `crates/oxc_config`; JS implementation: `apps/shared`. Please exercise extra caution when making changes to these files.",
])
mem("oxfmt-ignore-architecture", "knowledge", "Oxfmt ignores: formatter-owned ignores (.prettierignore, --ignore-path, ignorePatterns) exclude explicit files too; git ignores only scope discovery", ["ignore", "prettierignore", "gitignore", "oxfmt"], [
    "Ignore handling is intentionally split across entry points. Formatter-owned ignores (`.prettierignore`, CLI `--ignore-path`, `!` patterns and config `ignorePatterns`) control formatting eligibility and exclude an explicitly requested document. Git-derived ignores (`.gitignore`, `.git/info/exclude`) scope filesystem discovery and do not exclude an explicitly requested document.",
])
mem("oxfmt-formatter-tiers", "knowledge", "Oxfmt formatter tiers: Rust formatters in this repository, Rust with external libraries (oxc_toml), Prettier via NAPI (Vue, Markdown), Prettier with plugins (Svelte); Rust never falls back to Prettier", ["oxfmt", "prettier", "tiers", "vue", "markdown", "toml"], [
    "Tier 1: Rust implementations using `oxc_formatter`, `oxc_formatter_json`, etc. Tier 2: Rust implementations using external libraries like `oxc_toml`. Tier 3: delegations to Prettier via NAPI-JS calls (e.g. Vue or Markdown). Tier 4: delegations to Prettier that require additional Prettier plugins (e.g. Svelte). Rust formatters never fall back to Prettier.",
    "Managing these formatter implementations and their respective options is part of Oxfmt's responsibilities.",
])
mem("embedded-formatting-dispatcher", "knowledge", "Embedded languages (css-in-js, front matter YAML, JSDoc fences) go through the FormatDispatcher: one route table, Native languages in Rust, html/angular/markdown to Prettier", ["embedded", "dispatcher", "css-in-js", "jsdoc", "front-matter"], [
    "Embedded languages (e.g. css-in-js, CSS front matter YAML) go through the `FormatDispatcher` (defined in `oxc_formatter_core`) assembled by `src/core/embed/dispatcher.rs`. Routing is one table (`dispatcher::route`): `Native` languages (css/graphql/yaml/json) get a Rust branch, the `Prettier` set (html/angular/markdown) goes to the Prettier Doc->IR channel. The pure Rust build runs fallback-less, so non-native embeds stay verbatim.",
    "`embeddedLanguageFormatting: off` installs no dispatcher. JSDoc fenced code blocks follow the same route table through the string-out channel (`string_embedder`), honoring the caller's print width.",
])
mem("tailwind-class-sorting", "knowledge", "Tailwind class sorting: Rust collects classes (className, @apply, css-in-js, JSDoc fences) into TailwindClass and the JS side sorts them in one batch", ["tailwind", "sorting", "classes", "css"], [
    "Tailwind class sorting (`sortTailwindcss`): Rust collects classes into `FormatElement::TailwindClass` (`className` etc. in JS/TS, `@apply` in CSS, including css-in-js and JSDoc fenced blocks) and the JS side sorts them in one batch (`sortTailwindClasses` -> tailwind's `getClassOrder`, which needs the resolved Tailwind config). Embedded boundaries carry classes through `DispatchPayload::tailwind_classes`. The pure Rust build never collects.",
])
mem("oxfmt-verification", "skill", "Verify oxfmt: cargo c with --no-default-features and detect_code_removal plus clippy; cargo t, pnpm build-dev && pnpm t (-u to update snapshots), pnpm conformance; compare with Prettier using a shared config", ["oxfmt", "verification", "clippy", "e2e", "prettier"], [
    "Run `cargo c`, `cargo c --no-default-features`, `cargo c --features detect_code_removal` and clippy for the same configurations, resolving all warnings. Tests: `cargo t`; E2E `pnpm build-dev && pnpm t`; update snapshots `pnpm t -u`; xxx-in-js conformance `pnpm build-dev && pnpm download-fixtures && pnpm conformance`.",
    "Compare output with Prettier through a shared config file (e.g. fmt.json with printWidth 80), since Oxfmt and Prettier have different default printWidth. Log with `OXC_LOG=debug node ./dist/cli.js --threads=1 <file>`.",
])
mem("oxfmt-test-organization", "rule", "Oxfmt tests: test/api/ inline Node.js API tests, test/cli/ fixture directories with options.json and snapshots, test/lsp/ one test file per directory", ["oxfmt", "tests", "cli", "lsp", "api", "snapshots"], [
    "`test/api/`: formatting output through the Node.js API, test inputs inline, flat directory, snapshots in `__snapshots__/`. `test/cli/`: one `cli.test.ts` runs every fixture directory: `options.json` (array of cases: args, cwd, env, stdin), `fixtures/` (one project structure), `*.snap.md` per case; a different layout gets a new directory with a shared name prefix.",
    "`test/lsp/`: the 1:1:1 rule: one `*.test.ts` named like the directory, 0 or 1 `fixtures/`, snapshots in `__snapshots__/`; shared helpers in `utils.ts`.",
])
mem("oxfmtrc-schema-regeneration", "rule", "After changing Oxfmtrc (src/core/oxfmtrc.rs) run just formatter-schema-json, just formatter-config-ts and cargo test -p website_formatter, then cargo insta accept", ["oxfmtrc", "config", "schema", "options", "website"], [
    "When modifying the `Oxfmtrc` struct and configuration options: run `just formatter-schema-json` to update `npm/oxfmt/configuration_schema.json`, `just formatter-config-ts` to regenerate `src-js/config.generated.ts` from the schema, and `cargo test -p website_formatter` to update schema markdown snapshots, then `cargo insta accept`.",
])
# crates/oxc_formatter_core/FORMATTER_POLICY.md
mem("prettier-compatibility-policy", "rule", "Formatters match Prettier's output (the version pinned in apps/oxfmt/package.json) as the goal, not an absolute rule: consistent, predictable, explainable behaviour", ["prettier", "compatibility", "formatter", "policy"], [
    "Matching Prettier's output is the GOAL, not an absolute rule: what we provide above all is consistent, predictable, explainable behavior. The canonical reference is Prettier's OUTPUT: its source code is an analysis aid, not a porting target; never mirror its internal logic 1:1, pin behavior with fixtures instead. Compatibility is judged on bytes out, not code shape.",
    "Before matching a mismatch, consider whether it is a Prettier bug or artifact. The oracle version is the `prettier` pinned in `apps/oxfmt/package.json`.",
])
mem("known-divergences-policy", "rule", "A deliberate divergence from Prettier needs a reason (semantics change, Prettier bug, uniform rule, cost), an entry in the crate's Known divergences and a fixture", ["prettier", "divergence", "fixtures", "formatter"], [
    "Admission reasons: (1) Prettier's output would change program semantics (mandatory; idempotency breakage is a symptom; verify with the reference compiler), (2) Prettier's behavior is a bug or an artifact, (3) it conflicts with a uniform rule across our formatter crates, (4) the impact does not justify the matching cost.",
    "Every divergence is documented in the owning crate's AGENTS.md \"Known divergences\" section with the reason and pinned by a fixture whose comments say which lines deviate and why. Style debates are still followed. Never \"fix\" a conformance failure by following Prettier into a documented divergence.",
])
# crates/oxc_formatter/AGENTS.md
mem("js-formatter-overview", "knowledge", "oxc_formatter is the Prettier-compatible JS/TS formatter ported from Biome: AST to an IR of FormatElements printed by oxc_formatter_core; entry points format, format_fragment, format_program", ["formatter", "biome", "ir", "javascript", "typescript"], [
    "Prettier compatible JS/TS formatter (`oxfmt`'s Tier 1 backend), ported from Biome's `biome_js_formatter`. It turns a parsed AST into an IR (\"Document\") of `FormatElement`s, then prints it via the shared `oxc_formatter_core` Printer. Public API: `format` (a whole file), `format_fragment` (js-in-xxx embedding, `FragmentContext`), `format_program` (AST-in), `format_with_session`.",
    "`ast_nodes/generated/` and the `Format` glue are generated by `tasks/ast_tools`: regenerate with `just ast`, never hand-edit files under `generated/`.",
])
mem("js-formatter-features", "knowledge", "JS formatter features: sort imports (an IR transform inspired by eslint-plugin-perfectionist), JSDoc formatting (from prettier-plugin-jsdoc), Tailwind sorting, embedded templates", ["sort-imports", "jsdoc", "tailwind", "embedded", "templates"], [
    "Sort imports (`ir_transform/sort_imports/`): inspired by `eslint-plugin-perfectionist`, not a 1:1 match; purely a Rust IR transform. Format JSDoc (`formatter/jsdoc/`): derived from `prettier-plugin-jsdoc`, not fully compatible; see `tests/jsdoc/fixtures`. Sort Tailwind CSS: backed by `prettier-plugin-tailwindcss`.",
    "Embedded formatting: xxx-in-js (css/graphql/html in template literals) through the dispatcher, with template-literal escapes, placeholder markers and `${expr}` substitution in `print/template/embed/`; js-in-xxx (vue/svelte) through `prettier-plugin-oxfmt` using `format_fragment`.",
])
mem("comment-placement", "rule", "Fixing IR construction: keep the big picture, comments and parentheses are prone to side effects; a comment may move only relative to formatter-owned punctuation, pinned in a fixture", ["comments", "parentheses", "ir", "formatter", "semicolon"], [
    "Always keep the big picture in mind so a fix is not a one-off patch; comments and parentheses are especially prone to side effects. Biome works on a CST rather than an AST, so its code and strategy differ from ours (and both from Prettier's).",
    "Repositioning a comment is allowed only relative to formatter-owned punctuation (printing `;` before a same-line trailing comment). The `;` rule applies to statement terminators only, never to member separators. Pick a new node's variant by measuring Prettier, and pin every position change in a fixture.",
])
mem("formatter-fixture-tests", "skill", "Formatter fixture tests: cargo test -p oxc_formatter --test mod, a subset by module path (fixtures::js::comments); conformance with PRETTIER_FILTER", ["formatter", "fixtures", "tests", "conformance", "prettier"], [
    "Fixture tests (`tests/fixtures/`) and Prettier conformance (`tests/conformance.rs`) are both part of `cargo test`: `cargo test -p <crate>` (conformance only: `--test conformance`); debug with `PRETTIER_FILTER=<name> cargo test -p <crate> --test conformance -- --nocapture`. Conformance compares output with Prettier's snapshots; reports are pinned with `insta`.",
    "`cargo test -p oxc_formatter --test mod` runs all fixtures; a subset by module path: `cargo test -p oxc_formatter fixtures::js::comments`. Check `cargo c -p oxc_formatter --features detect_code_removal` too.",
])
# crates/oxc_formatter_core/AGENTS.md
mem("formatter-core-ir-printer", "knowledge", "oxc_formatter_core is language-agnostic: consumers build an IR of FormatElements with builders and write! macros, the Printer decides line breaks and never trims", ["formatter-core", "ir", "printer", "builders"], [
    "Formatting is two stages: a consumer crate walks its AST and builds an IR (a tree of `FormatElement`s using the `builders` and `write!` / `format_args!` macros); the `Printer` consumes that IR plus `PrinterOptions` and produces the output. Prettier doc primitives are ported on demand (`conditionalGroup` is `best_fitting!`).",
    "The printer never trims: end-of-line whitespace is avoided by construction, and language crates write their values pre-trimmed. When changing printer runtime behavior, update oxfmt's `prettier_compat` mirror in the same PR.",
])
mem("formatter-staging-buffers", "rule", "Choose a staging buffer: VecBuffer for the root document, HeapVecBuffer for unknown-length staging, ScratchBuffer for interleaved writes; the arena never reclaims", ["buffer", "arena", "allocation", "formatter-core"], [
    "The arena is a bump allocator and never reclaims, so a vector grown in it strands every grown-out-of allocation. Root document: `VecBuffer` (arena). Unknown-length staging that ends interned or sliced: `HeapVecBuffer`. Accumulating across interleaved `write()` calls: `ScratchBuffer`. Known-length sequences: build exact-sized directly (`ArenaVec::from_iter_in`).",
])
mem("formatter-core-boundary", "rule", "What belongs in formatter core: five domains (engine, source, spec, session, envelope); language differences arrive as data parameters, option types and comment rules stay in consumer crates", ["formatter-core", "boundary", "spec", "session", "options"], [
    "Five admission domains: (1) engine: IR, Printer and the option types the Printer consumes (`IndentStyle`, `IndentWidth`, `LineWidth`, `LineEnding`); (2) `source/`: source-side access (`SourceText`, `SpanCursor`); (3) `spec/`: shared formatter behaviors, pure functions only; (4) `session/`: per-run host services (dispatcher, string embedder, Tailwind sorter); (5) `envelope/`: IR shared by document-envelope hosts (front matter). A type that fits none belongs in a consumer crate.",
    "Language differences arrive as explicit data parameters, never hidden defaults or baked-in language rules; quote-style options and comment rules are consumer-owned. \"Shared by all languages\" is not a reason on its own.",
])
# crates/oxc_formatter_tests/AGENTS.md
mem("formatter-tests-prettier-suite", "knowledge", "The Prettier suite is pinned by apps/oxfmt/package.json and self-provisioned by oxc_formatter_tests; bumping Prettier means regenerating conformance snapshots; conformance tests are named prettier_conformance*", ["prettier", "suite", "conformance", "bump", "ci"], [
    "The Prettier test suite is pinned by the `prettier` version in `apps/oxfmt/package.json`; `ensure_prettier_suite()` maintains it at `prettier/` (gitignored), no separate clone step. Bumping Prettier = bump `apps/oxfmt/package.json` + regenerate conformance snapshots in one change set. Provisioning failure is a loud failure (needs network, curl and tar).",
    "CI's cross jobs (s390x/armv7) pass `-- --skip prettier_conformance`: every suite-provisioning conformance test fn is named `prettier_conformance*`, and tests over committed fixtures avoid the prefix.",
])
mem("formatter-tests-dependency-rule", "rule", "oxc_formatter_tests never depends on a formatter language crate (a build-dependency cycle); insta assertions stay in each consumer crate", ["dependencies", "cycle", "insta", "formatter-tests"], [
    "This crate NEVER depends on a formatter language crate (`oxc_formatter`, `oxc_formatter_json`, ...): consumers use it from both `[build-dependencies]` and `[dev-dependencies]`, and a dependency on a language crate would make a build-dep cycle. `build_fixture_snapshot` returns the snapshot body; each consumer calls `insta::assert_snapshot!` from its own `tests/fixtures/mod.rs` (required by `INSTA_REQUIRE_FULL_MATCH=1` in CI).",
])
# crates/oxc_formatter_json/AGENTS.md
mem("json-formatter", "knowledge", "oxc_formatter_json formats JSON, JSONC, JSON5 and JSON.stringify, parsing with oxc_parser (lenient JS lexis, LS/PS line terminators), independent of oxc_formatter", ["json", "jsonc", "json5", "formatter"], [
    "Prettier compatible JSON/JSONC/JSON5/JSON.stringify formatter, using `oxc_formatter_core`. Entry points `format()` (standalone) and `format_to_ir()` (embedded, e.g. a fenced block in JSDoc). Parses with `oxc_parser`, not `serde_json`: for Prettier, JSON is a subset of JS expression syntax, so comments and unquoted keys are allowed.",
    "A simplified, independent reimplementation that does not share `oxc_formatter`'s code; use `oxc_formatter` as the canonical reference when unclear. All `JsonVariant`s share lenient parsing; JS lexer rules including U+2028 / U+2029 apply to every variant, so newline scans must be LS/PS-aware.",
])
# crates/oxc_formatter_css/AGENTS.md
mem("css-formatter", "knowledge", "oxc_formatter_css formats CSS, SCSS and Less with the forked oxc-css-parser (raffia): template placeholders for css-in-js, any parse error bails out", ["css", "scss", "less", "parser", "raffia"], [
    "Prettier compatible CSS/SCSS/Less formatter. Entry points `format()`, `format_with_session()`, `format_to_ir()` (embedded, `template_placeholders` = the css-in-js parse mode). Parses with `oxc-css-parser`, a `raffia` fork pinned via the workspace `Cargo.toml`: it adds the `template_placeholder` option, whitespace-sensitive Less `+`/`-`, and fixes for syntax raffia miss-parses.",
    "`oxc-css-parser` is error-tolerant but any parse error still bails out (exception: `TopLevelDeclaration`, tolerated only by `format_to_ir()`). Unknown at-rule params print verbatim. postcss-simple-vars `$var` syntax is supported for `CssVariant::Css`.",
])
mem("css-comments", "rule", "CSS comments: statement-level flushed before each statement, value-level as fill items, trailing ones before ;; a comment before a list comma stays before it", ["css", "comments", "separator", "terminator"], [
    "Statement-level comments are flushed before each statement; value-level block comments are standalone fill items; trailing (`value /* c */;`) are flushed by `write_declaration` with the source gap before `;` preserved. After each statement, unclaimed comments inside the statement span are discarded.",
    "`,` is a list separator: a comment between an element and its comma stays before the comma. `;` is a declaration terminator but, unlike JS statements, Prettier does not move comments behind it. `//` comments force a hardline after.",
])
# crates/oxc_formatter_graphql/AGENTS.md
mem("graphql-formatter", "knowledge", "oxc_formatter_graphql uses the forked oxc-graphql-parser: block strings per the spec algorithm, comments claimed by a monotonic cursor, known divergences from Prettier", ["graphql", "formatter", "parser", "strings", "comments"], [
    "GraphQL formatter on `oxc_formatter_core`, parsing with a forked `oxc-graphql-parser` (executable descriptions and directive extensions always on, fragment arguments behind `experimental_fragment_arguments`); error-tolerant, but any parse error bails out.",
    "Strings: the spec `BlockStringValue` algorithm, escape decoding, Prettier's re-encoding. Comments: an own-line comment claimed after a printed literal inlines on its line; the cursor is monotonic. Blank-line preservation classifies the inter-token gap (`classify_gap`).",
])
# crates/oxc_formatter_yaml/AGENTS.md
mem("yaml-formatter", "knowledge", "oxc_formatter_yaml uses the fail-fast oxc-yaml-parser; known divergences: anchor/tag order kept, one final newline, prettier-ignore suppresses one node, folded scalars not re-flowed", ["yaml", "formatter", "parser", "anchors", "prettier-ignore"], [
    "`oxc-yaml-parser` is fail-fast (no partial AST), so any syntax error is an `Err`; under-indented multi-line flow scalars are one such error.",
    "Known divergences: anchor/tag order is preserved, never reordered; the file always ends with exactly one newline; `# prettier-ignore` suppresses exactly one node; folded scalar more-indented lines are never re-flowed under `proseWrap: always`; a comment stays at its syntactic position; a same-line trailing comment never counts toward the fits measurement.",
])
