#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged vitest-dev/vitest pull requests on main's first-parent history up to
c3ba16b358 (2026-08-22): squash merges "title (#N)" (and merge commits "Merge pull request #N from OWNER/BRANCH");
without bots and the dependency bots' titles (tools/sample.py); every 25th of the last 1000, from the 1st, sampled
after the memories were written and after this rule, each labelled from the files the pull request changed
(`git show --stat` and the diff; not the title's wording) with the memories a contributor doing it should read, or
nothing when no guidance covers it.

Labels name topic guidance only. Guidance that applies to every pull request alike is not counted as an answer:
ai-agent-posting, project-overview, setup-build, key-scripts, running-tests, pnpm-test-filters, lint-fix,
comments-policy, adding-features, troubleshooting, commit-convention, automated-pr-marker, pr-limit, pr-guidelines,
ai-contributions, pr-template (except below), pr-review-workflow, issue-triage, packages-layout, test-layout,
important-directories, rebuild-before-tests, failing-test-for-bugs, no-mocking-in-tests, typescript-typecheck
(except below), and the test guidance when a change to package source comes with its tests (except below).
Counted, in this order (at most five labels, the last named dropped first):
Tests: a pull request that changes only tests (test/**, examples/** or test fixtures; no packages/*/src)
test-location, plus test-utilities when its tests use runInlineTests or runVitest; test/test-utils/** changed
test-utilities and runvitest-config or runvitest-assertions (the one whose behaviour changed); tests under
test/e2e/snapshots snapshot-integration-tests; watch-mode tests (createFile/editFile, watch: true) watch-mode-tests;
toContain replaced by an inline snapshot inline-snapshots-not-tocontain; serialTests or committed fixtures mutated
fixture-files-immutable; a stray .only removed no-stray-only; path separators normalised for Windows or a unix-only
script replaced windows-paths-ci; a new config test in test/config or a new category test-categories; dynamic output
normalised in test-utils normalize-dynamic-output.
Code: an import from 'path' replaced pathe or removed no-path-import; an import of vitest or vitest/node in
packages/*/src removed or added no-vitest-import-in-packages; console.log added or removed console in package source
no-console-log; global/self replaced by globalThis, top-level await, const enum or export = globalthis-and-esm-rules;
ivya imports in packages/browser ivya-imports; an import of @vitest/utils changed between entries vitest-utils-imports;
a Node API chosen or replaced for the minimum Node version in engines node-engines-minimum; a change whose stated
purpose is speed, import cost, bundle size, lazy loading or worker threads performance-critical.
Build: build configuration (rollup or tsdown config, package.json exports, the __vitest_source__ condition, runtime
worker entries) which-package-to-rebuild; packages/ui/client changed ui-development and typescript-typecheck;
packages/browser-playwright, packages/browser-preview or the provider interface browser-providers; test/browser
harness or scripts browser-tests-running.
Options and docs: a CLI option added, changed or its description edited (cli-config.ts) cli-options-docs and
docs-dead-links; a new config option (not CLI) think-before-option and docs-dead-links; docs/** pages changed other
than the generated files docs-conventions (twoslash-samples when a ts twoslash block changes, docs-build when the
VitePress config or docs scripts change); docs/guide/cli-generated.md, packages/vitest/LICENSE.md or
contributor-names.json regenerated generated-files.
CI and repository: .github/workflows/** workflow-edits; knip.jsonc or dead exports removed for knip
knip-unused-code; _typos.toml or a pull request fixing typos typo-checker; .github/PULL_REQUEST_TEMPLATE.md
pr-template; AGENTS.md, CONTRIBUTING.md, docs/AGENTS.md or the test READMEs the memory of the section changed.
Dependencies (package.json dependency fields, the catalog in pnpm-workspace.yaml, pnpm-lock.yaml, by a person): a
new dependency adding-dependencies and think-before-dependency; a dependency's version bumped or removed
adding-dependencies; vite, rollup, @types/node, acorn or mlly overrides, or support of another Vite major,
dependency-overrides; patchedDependencies or patches/** patched-dependencies; allowBuilds or minimumReleaseAge
allow-builds-release-age.
Release: a version bump of the packages (chore: release) release-process; a backport to a release branch
release-branches; pkg.pr.new publishing unreleased-commits; publish workflows release-protections.
A bug fix or feature in package source that touches nothing above (with or without its tests), a refactor, type
changes, and everything else count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("vitest", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)

t("fix(vm): fall back to compiling from source when a module's code cache is rejected", [])  # #11031 c3ba16b358
t('refactor(ui): remove explorer `queueMicrotask` logic', ['ui-development', 'typescript-typecheck'])  # #10980 afec5d7374
t('feat(reporter): add custom GitHub Actions summary title', ['think-before-option', 'docs-conventions'])  # #10891 4363cdb499
t('test: deflake tests sharing the watch fixture', ['test-utilities', 'watch-mode-tests', 'fixture-files-immutable'])  # #10841 d487659cda
t('feat!: inline projects extend the root config by default', ['docs-conventions'])  # #10750 fec001ad3b
t('perf(browser): stop serving framework sourcemaps in headless runs', ['performance-critical', 'cli-options-docs', 'docs-dead-links', 'docs-conventions', 'docs-build'])  # #10728 6aefb3d910
t('ci: speed up the ci by parallelising and deduplicating tests', ['test-utilities', 'runvitest-config', 'fixture-files-immutable', 'workflow-edits'])  # #10683 313c2afff9
t('fix(coverage): non-awaited module imports cause wrong offsets', [])  # #10643 c409014791
t('docs: document the assertion function limitation in in-source testing', ['docs-conventions'])  # #10527 4c84cbcfa0
t('ci: ignore merging reports failure', ['workflow-edits'])  # #10472 5c66858c0a
t('test: move `test/config` to `test/e2e`', ['test-location', 'test-utilities', 'test-categories'])  # #10393 da41741f39
t('fix: apply cjs interop for truthy `__esModule`', [])  # #10363 2b13547a5f
t('fix(reporter): guard against non-finite slowTestThreshold in summary reporter', [])  # #10202 f362f96db4
t('chore: remove unused `bg.png` from ui', [])  # #10229 0dccf3d6c7
t('feat(browser): support dom snapshot trace view', ['ui-development', 'typescript-typecheck', 'browser-tests-running', 'cli-options-docs', 'docs-dead-links'])  # #10102 7eddd273de
t('fix: --project negation excludes browser instances', [])  # #10131 9423dc0841
t('feat(experimental): add `TestAttachment.bodyEncoding`', ['ui-development', 'typescript-typecheck', 'docs-conventions'])  # #9969 89ca0e2549
t("fix: don't resolve `setupFiles` from parent directory", [])  # #9960 7aa9377764
t('docs(recipes): missing `test` property', ['docs-conventions'])  # #9902 75e8216f33
t("chore: correct 'overriden' → 'overridden' typos in docs and tests", ['docs-conventions', 'typo-checker'])  # #9813 ee128dd5f0
t('docs(reporters): correct gitHub-actions reporter documentation', ['docs-conventions'])  # #9756 a969ea6fdc
t('feat(browser): add `findElement` and enable strict mode in webdriverio and preview', ['browser-providers', 'docs-conventions'])  # #9677 c3f37721cd
t('refactor: copy attachmentsDir in html reporter output', ['ui-development', 'typescript-typecheck'])  # #9632 7c94c174c5
t('feat: support vite 8 beta, fix type issues in the config with different vite versions', ['adding-dependencies', 'dependency-overrides'])  # #9587 990281dfdc
t('feat: support `meta` in test options', ['docs-conventions'])  # #9535 7d622e3d16
t("fix(spy): fallback to object accessor if descriptor's value is `undefined`", [])  # #9511 6f18103fa7
t('feat: expose matcher types', ['docs-conventions'])  # #9448 3e4b913b12
t('fix: deprecate several vitest/* entry points', ['test-utilities', 'no-vitest-import-in-packages'])  # #9347 fd45928be3
t('fix: improve runner error when importing outside of test context', [])  # #9335 2dd3dd8396
t('fix(browser): string formatting bug when including placeholders in console.log (fix #9030)', [])  # #9131 84a306210c
t('docs: remove prepare from example', ['docs-conventions'])  # #9139 1c00fb1165
t('fix(expect): allow function as standard schema', [])  # #9099 ed8a2ebbdd
t('chore: enable trust policy', [])  # #9010 4f2776e715
t('docs: fix server.debug property names', ['docs-conventions'])  # #8930 a304410bc4
t('fix(browser): ensure setup files are re-evaluated on each test run (fixes #8883)', [])  # #8884 f50ea7a250
t('fix(mocker): support mocking builtins without `node:` prefix', [])  # #8829 06208d30bb
t('perf: create only one fetcher per project', ['performance-critical'])  # #8762 8e15bc8f97
t('docs(browser): remove the "experimental" tag', ['docs-conventions'])  # #8707 8cb219c41d
t('fix: update `engines` field to drop Node 18 support', ['node-engines-minimum', 'docs-conventions', 'project-overview'])  # #8608 9a0bf2254a
t('perf: reduce the number of unused imports', ['vitest-utils-imports', 'performance-critical', 'which-package-to-rebuild', 'generated-files', 'adding-dependencies'])  # #8508 9a79b90c95


if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
