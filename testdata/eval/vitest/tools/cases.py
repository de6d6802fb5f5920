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

