#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged oxc-project/oxc pull requests on main's first-parent history up to
288f9a5188 (2026-08-22): squash merges "title (#N)"; without bots and the dependency bots' titles (tools/sample.py,
the rule of ruff, nushell and vitest unchanged); every 25th of the last 1000, from the 1st, sampled after the memories
were written and after this rule, each labelled from the files the pull request changed (`git show --stat` and the
diff; not the title's wording) with the memories a contributor doing it should read, or nothing when no guidance
covers it.

Labels name topic guidance only. Guidance that applies to every pull request alike is not counted as an answer:
project-overview, ai-usage-policy, repository-structure, core-crates, conventional-commits-scoped-title, just-ready,
ast-grep-search, code-navigation, crate-examples (unless an example changed), fixtures-are-test-data, where-to-add-tests
(the crate's own testing memory is counted instead), and a crate's testing memory when a change to its source merely
updates its tests or snapshots (except below).
Counted, in this order (at most five labels, the last named dropped first):
Linter: a new rule (a new file in crates/oxc_linter/src/rules) adding-lint-rule and linter-rule-tests; a rule's
Tester pass/fail cases added or changed linter-rule-tests; tasks/linter_codegen/** or crates/oxc_linter/src/generated/**
changed, or rule timing data, linter-codegen-lintgen.
Parser and AST: parser grammar or lexer behaviour changed (crates/oxc_parser/src) parser-changes; a fixture added in
tasks/coverage/misc parser-coverage-fixtures; tasks/coverage/snapshots changed snapshot-testing-insta; allocation or
minifier size snapshots changed snapshot-update-commands; files under a generated/ directory regenerated (just ast)
no-edit-generated.
Semantic: a fixture under crates/oxc_semantic/tests/fixtures semantic-snapshot-fixtures; tests/integration or cfg
tests semantic-integration-tests.
Transformer: transformer source changed working-with-transformations; tasks/transform_conformance fixtures
transform-conformance-fixtures.
Minifier: a new peephole optimization minifier-new-optimization; a correctness fix about side effects, scoping, TDZ,
evaluation order or NaN/-0 minifier-pitfalls; ctx.replace_* / notice_change touched minifier-replace-helpers; a size
or speed change to the minifier minifier-size-performance-tips; the minifier's debugging examples minifier-debugging.
Codegen and declarations: crates/oxc_codegen/tests/integration codegen-tests; isolated declarations fixtures or
snapshots isolated-declarations-tests; tests of oxc_traverse, oxc_ecmascript, oxc_regular_expression, oxc_syntax or
oxc_language_server other-crates-tests.
Formatters: crates/oxc_formatter comments or parentheses in IR construction comment-placement; sort imports, JSDoc,
Tailwind or embedded templates in oxc_formatter js-formatter-features; formatter fixtures added or conformance
snapshots changed formatter-fixture-tests; a documented divergence from Prettier known-divergences-policy and
prettier-compatibility-policy; crates/oxc_formatter_core printer or IR formatter-core-ir-printer, buffers
formatter-staging-buffers, a type moved across the core boundary formatter-core-boundary; crates/oxc_formatter_tests
or a Prettier bump formatter-tests-prettier-suite (formatter-tests-dependency-rule when its dependencies change);
oxc_formatter_json json-formatter, oxc_formatter_css css-formatter (css-comments for comments), oxc_formatter_graphql
graphql-formatter, oxc_formatter_yaml yaml-formatter.
Oxfmt: apps/oxfmt behaviour of one entry point (CLI, stdin, LSP, NAPI) oxfmt-entry-points; path handling
oxfmt-windows-paths; crates/oxc_config or apps/shared shared-cli-config; ignore handling oxfmt-ignore-architecture;
the Oxfmtrc struct or config schema oxfmtrc-schema-regeneration; apps/oxfmt/test/** layout or new test directories
oxfmt-test-organization; embed/ dispatcher embedded-formatting-dispatcher; Tailwind sorting tailwind-class-sorting;
a language delegated to Prettier or moved between tiers oxfmt-formatter-tiers; oxfmt verification scripts
oxfmt-verification.
Node bindings: napi/** tests or build-test napi-testing.
Repository: rust-toolchain or MSRV changed prerequisites-msrv; a change whose stated purpose (title or body) is speed or
fewer allocations in a Rust crate coding-conventions; an AGENTS.md, CONTRIBUTING.md or copilot-instructions section
changed the memory of that section; the PR-title workflow conventional-commits-scoped-title; just recipes for
snapshots snapshot-update-commands.
Releases, dependency bumps, CI workflows other than the PR-title check, website or npm metadata, the language server's
and oxlint's own source (outside the topics above), refactors, type changes, and everything else count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("oxc", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)

t('refactor(lsp): reduce client messages to the client to a max of 5', ['other-crates-tests'])  # #25962 288f9a5188
t('perf(minifier): avoid creation of unnecessary conditional expressions', ['snapshot-update-commands', 'minifier-size-performance-tips', 'coding-conventions'])  # #25931 f09c8abf38
t('fix(codegen): remove deprecated test APIs', [])  # #25889 526c2b3fc4
t('perf(ecmascript): use binary search for known globals', ['other-crates-tests', 'coding-conventions'])  # #25817 568203e24f
t('fix(linter): allow spread rule options in config types', [])  # #25675 aa49d86046
t('fix(ecmascript): fold `**` with `Number::exponentiate`, not IEEE `pow`', ['minifier-pitfalls'])  # #25644 f6000ac141
t('refactor(packages/codegen): move debug asserts for non-empty `code` into `write*` functions', [])  # #25718 cf0b935f7b
t('fix(linter/import/no-named-default): flag type-only named defaults', ['linter-rule-tests', 'linter-codegen-lintgen'])  # #25661 625401da43
t('fix(semantic): classify global references per identifier', ['linter-rule-tests'])  # #25608 509931bd27
t('fix(docs): cap generated Markdown heading depth', ['oxfmtrc-schema-regeneration'])  # #25544 6a07fa6c79
t('fix(formatter): keep unary comment and print only needed parens', ['comment-placement', 'formatter-fixture-tests', 'known-divergences-policy', 'prettier-compatibility-policy'])  # #25526 7f350d166f
t('fix(react_compiler): preserve caught property loads', [])  # #25498 2fe0a0dfd4
t('refactor(formatter_core): share frontmatter writer in core', ['js-formatter-features', 'formatter-core-boundary', 'css-formatter'])  # #25433 4ae3abbd22
t('refactor(formatter): migrate embedded entries to `FormatSession`', ['js-formatter-features', 'css-formatter', 'graphql-formatter', 'yaml-formatter', 'embedded-formatting-dispatcher'])  # #25332 b3ad060cfd
t('fix(react_compiler): preserve hook spans for React Refresh', ['napi-testing'])  # #25393 7d8a9b5f2f
t('perf(oxlint/lsp): avoid second lock for getting/removing unused directives', ['coding-conventions'])  # #25350 4ec9189b26
t('feat(ast)!: split TS external modules & Namespace Declarations', ['linter-codegen-lintgen', 'parser-changes', 'snapshot-update-commands', 'no-edit-generated', 'semantic-snapshot-fixtures'])  # #25284 44fd320324
t('refactor(parser): rename `cur_start` method', [])  # #25263 baefdcf49d
t('fix(linter/import/consistent-type-specifier-style): bound token lookup', [])  # #25218 4f70fb6d9d
t('feat(linter/oxc/bad-char-at-comparison): expand coverage', ['linter-rule-tests', 'linter-codegen-lintgen'])  # #25001 0b9f83c4f4
t('docs(linter/typescript/no-unnecessary-condition): clarify options', [])  # #25110 9dc7756729
t('refactor(oxlint/linter/lsp): move ignore logic to `oxc_linter`', [])  # #24951 7807304a70
t('fix(ast): custom AST builder methods take `IntoIn<ArenaBox>` where child method does', [])  # #25033 10ec276429
t('refactor(linter/oxc/uninvoked-array-callback): simplify rule', [])  # #24980 fe42f94aae
t('docs(ast): fix incorrect return value in `common_js_require` docs', [])  # #24945 4d2e2bfcad
t('fix(codegen): preserve orphaned file coverage comments', ['parser-changes', 'codegen-tests'])  # #24815 0126aba1d9
t('fix(ecmascript): keep side effects in parent of `toString` calls', ['minifier-pitfalls'])  # #24846 07e9acca08
t('test(formatter_core): assert fixture idempotency in test harness', ['formatter-fixture-tests'])  # #24819 cb9655da3e
t('perf(formatter): stage assignment-like left hand side on the heap', ['snapshot-update-commands', 'formatter-staging-buffers', 'coding-conventions'])  # #24613 a5f7b155f7
t('fix(minifier): avoid incorrect logical assignment transformation when base object may be mutated', ['snapshot-update-commands', 'minifier-pitfalls'])  # #24718 d85276c894
t('fix(isolated-declarations): normalize accessor keys', ['isolated-declarations-tests'])  # #24690 0e9b46079a
t('refactor(react_compiler): drop Rc<FunctionSignature> from AliasingEffect::Apply', [])  # #24662 3f03a5be7f
t('feat(track-memory-allocations): track heap deallocs, alloc bytes, and peak growth', ['snapshot-update-commands'])  # #24619 2338c13f60
t('feat(ast)!: split `MetaProperty` into `ImportMeta` and `NewTarget`', ['linter-codegen-lintgen', 'parser-changes', 'snapshot-update-commands', 'no-edit-generated'])  # #24557 54cc121250
t('refactor(react_compiler): switch ContextIdentifierVisitor to VisitJs', [])  # #24513 639665b299
t('fix(linter/import/no-duplicates): avoid duplicate commas when merging imports', ['linter-rule-tests'])  # #24467 ac7176d0bd
t('refactor(react_compiler): replace JsString with oxc_str::Str', [])  # #24436 d3f55c3aa2
t('refactor(react_compiler): remove UnsupportedNode and align TypeCastExpression with oxc AST', [])  # #24394 a66f0fd99b
t('feat(oxlint,oxfmt): auto-discover `.mts` config files', ['oxfmt-entry-points', 'shared-cli-config', 'oxfmt-test-organization'])  # #24357 92f154a07c
t('fix(formatter): preserve `TSNonNullExpression` in chain expression', ['snapshot-update-commands', 'comment-placement', 'formatter-fixture-tests'])  # #24311 1c29c73f7a

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
