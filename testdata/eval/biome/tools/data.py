"""Memories of the biome set (HOLDOUT: never tuned on): biomejs/biome's own AGENTS.md, CONTRIBUTING.md
and the analyzer, parser and formatter CONTRIBUTING guides (snapshot of 2026-08-22), one memory per topic,
in the project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-01")


mem("communication", "rule", "Communication and emojis", ["communication", "emoji", "evidence"], [
    "Keep responses short, factual, and technical.",
    "Do not use emojis in source, comments, rustdoc, diagnostics, tests, snapshots, commits, issues or PR communication; the only exception is the 🤖🤖🤖 PR-title marker for the streamlined merge process.",
    "Do not claim a Biome function, module, behavior, or convention exists without an exact file and line, a source excerpt, or a reproducible command.",
])
mem("before-editing", "rule", "Before editing", ["editing", "worktree"], [
    "Read files in full before wide-ranging changes, before editing an unfamiliar file, and whenever an investigation or audit is requested.",
    "Inspect the surrounding implementation and current contributing guide instead of copying remembered APIs or commands.",
    "Preserve unrelated worktree changes; never revert or rewrite changes you did not make.",
])
mem("tests-required", "rule", "Tests for every code change", ["testing", "tests", "snapshots", "regression"], [
    "Add tests for code changes. Bug fixes require a case that fails without the fix.",
    "Run the narrowest relevant tests first (`cargo t quick_test` inside a crate, `just test-crate biome_cli`), then broader checks when justified.",
    "Review generated snapshots as behavior, not disposable output: `cargo insta review`, `cargo insta accept`, `cargo insta reject`.",
])
mem("codegen", "rule", "Required code generation", ["codegen", "grammar", "generated"], [
    "Grammar `.ungram` changes: `just gen-grammar <lang>`; formatter changes in `*_formatter`: `just gen-formatter <lang>`.",
    "A lint rule in `*_analyze`: `just gen-rules` and `just gen-configuration` (`just gen-analyzer` when working on the linter).",
    "Run `just gen-bindings` when you worked on the workspace; bindings may be left to the CI Autofix job.",
])
mem("format-lint", "rule", "Format and lint before committing", ["formatting", "linting", "checks"], [
    "Run `just f` (format Rust and TOML files) and `just l` (lint the whole project) before committing.",
    "`just ready` runs the codegen of the whole repository, which takes some time.",
])
mem("final-review", "rule", "Final review of a change", ["review", "subagent"], [
    "After implementation, code generation, formatting, linting, and tests, review the complete change with the biome-code-review skill, in a fresh subagent when one is available.",
    "Give the reviewer only the scope and requirements, not suspected defects; resolve findings and rerun verification.",
])
mem("changesets", "rule", "Changesets for user-facing changes", ["changeset", "changelog", "release"], [
    "User-facing behavior requires a changeset; internal refactors, tests, CI, and documentation-only changes do not.",
    "Create one with `just new-changeset`; choose the packages and the type of change (patch, minor, major).",
    "Changesets automate the releases of Biome's binaries, the JavaScript libraries and each library's `CHANGELOG.md`.",
])
mem("target-branch", "rule", "Which branch a pull request targets", ["branches", "pull-requests", "nursery"], [
    "A bug fix (code or documentation) goes to the maintenance branch `main`; so does a new nursery rule (nursery rules don't follow semantic versioning).",
    "Promoting a rule from nursery goes to the `next` branch.",
    "A new feature that affects end users goes to `next`; one that doesn't affect end users goes to `main`.",
])
mem("conventional-titles", "rule", "Conventional commit titles", ["commits", "pull-requests", "titles"], [
    "PR titles follow conventional commits and become the squashed commit message: `build:`, `chore:`, `ci:`, `docs:`, `feat:`, `fix:`, `perf:`, `refactor:`, `release:`, `revert:`, `test:`.",
    "A scope goes in parentheses, e.g. `feat(compiler): implement parsing for new type of files`.",
    "The 'Lint Pull Request Titles' workflow checks titles; correct the title if it fails.",
])
mem("pr-descriptions", "rule", "Pull request descriptions and AI disclosure", ["pull-requests", "ai", "template"], [
    "Do not use AI to write PR descriptions or contributor communication; the contributor authors that prose.",
    "Preserve `.github/PULL_REQUEST_TEMPLATE.md`; never replace or bypass it.",
    "Any kind of AI assistance must be disclosed in the pull request with the extent of the usage.",
])
mem("doc-comments", "rule", "Comments and rustdoc", ["comments", "rustdoc", "documentation"], [
    "Write for a contributor reading the code at HEAD without access to the conversation, issue, PR, or diff; do not narrate change history.",
    "State contracts in `///`, module rationale and terminology in `//!`, and non-obvious rationale in `//`.",
    "Delete comments that only restate names, types, or control flow.",
    "Rustdoc inside `declare_lint_rule!` and `declare_assist_rule!` is end-user documentation.",
])
mem("dev-dependencies", "rule", "Internal crates as dev-dependencies", ["cargo", "dependencies", "crates"], [
    "Internal `biome_*` crates under `[dev-dependencies]` use `path = \"../biome_*\"`, not `workspace = true`.",
    "Regular `[dependencies]` use `workspace = true`; many dependencies are defined in the root Cargo.toml.",
    "Create a new crate with `just new-crate`.",
])
mem("rule-naming", "rule", "Naming and placing a new lint rule", ["lint", "rules", "naming", "nursery"], [
    "Rule names start with `no` or `use`: `noUnused<Concept>`, `noRedundant<Concept>`, `useValid<Concept>`, `useConsistent<Concept>`, `use<Framework>...`.",
    "A new rule is placed in the `nursery` group first.",
    "A rule that is a work in progress gets a footnote in its diagnostic linking the issue.",
])
mem("rule-severity", "rule", "Lint rule groups and severity", ["lint", "rules", "severity", "diagnostics"], [
    "`correctness`, `security` and `a11y` rules must have severity `error`; `style` rules `info` or `warn`; `complexity` `warn` or `info`.",
    "`suspicious` rules `warn` or `error`; `performance` rules `warn`; actions `info`.",
    "Rule domains (e.g. a framework) enable their recommended rules when `package.json` has their dependencies, and define globals.",
])
mem("rule-implementation", "skill", "Implementing a lint rule", ["lint", "rules", "analyzer", "code-actions"], [
    "Declare the rule with `declare_lint_rule!`; rules inspired by other linters (ESLint, typescript-eslint) list them as sources.",
    "Use the semantic model (`Semantic<>`) to check whether a variable is global; avoid string allocations and deep indentation.",
    "Code actions (fixes) declare whether they are safe or unsafe.",
    "Rule options derive `Deserializable` with `rename_all = \"camelCase\"` and `deny_unknown_fields`.",
])
mem("rule-testing", "skill", "Testing a lint rule", ["lint", "rules", "testing", "snapshots"], [
    "Use `quick_test` for fast iteration, then snapshot tests: `valid` and `invalid` files under `tests/specs/<group>/<ruleName>/`.",
    "Options are tested with a `.options.json` file next to the test file; run `cargo insta review` to accept snapshots.",
])
mem("rule-docs", "rule", "Documenting a lint rule", ["lint", "rules", "documentation", "examples"], [
    "The first paragraph of the rule's documentation is its brief description.",
    "It must have an `## Examples` header followed by `### Invalid` and `### Valid`; options go in `## Options`, each with its own h3 header.",
    "Set the `language` field of `declare_lint_rule!` to the language the rule applies to.",
])
mem("parser-guide", "skill", "Writing grammar and parser rules", ["parser", "grammar", "lexer", "error-recovery"], [
    "A language's grammar is written in `.ungram` files; run the codegen after changing it.",
    "Implement a lexer, a token source and a parser; parse rules are named `parse_<node>` and return a `ParsedSyntax`.",
    "Lists need error recovery so that one bad element does not stop the parse; conditional syntax gates syntax behind language options.",
])
mem("formatter-guide", "skill", "Writing formatter rules", ["formatter", "formatting", "prettier"], [
    "A formatter crate implements `FormatLanguage`, `FormatContext` and node-specific formatters, with boilerplate from `just gen-formatter`.",
    "Formatter tests are snapshot tests comparing Biome's output, with Prettier's output where compatibility is tested.",
])
mem("debug-binaries", "skill", "Debug binaries for reproductions and LSP", ["debugging", "lsp", "binary"], [
    "Build a development binary with `cargo build --bin biome` (in `target/debug/`) to triage a CLI reproduction.",
    "For an LSP reproduction point the client (VS Code, Zed) at it with `biome.lsp.bin`.",
    "Use the `debugging` profile (`cargo t --profile debugging some_test`) for stack traces; `dbg!()` with `--show-output` prints while testing.",
])
mem("production-binaries", "knowledge", "Production builds and BIOME_VERSION", ["release", "build", "nursery"], [
    "Production builds need `BIOME_VERSION`: `BIOME_VERSION=0.0.1 cargo build --bin biome --release`.",
    "A `BIOME_VERSION` different from `0.0.0` turns off all the recommended nursery rules.",
])
mem("js-api", "skill", "Building the Node.js API packages", ["nodejs", "wasm", "npm", "pnpm"], [
    "The npm module `packages/@biomejs/biome` supports the `wasm-nodejs` and `backend-jsonrpc` backends.",
    "Build with `pnpm --filter \"@biomejs/backend-jsonrpc\" build`, then `pnpm --filter \"@biomejs/js-api\" build:wasm-dev` and `build`; tests run against the compiled files.",
])
