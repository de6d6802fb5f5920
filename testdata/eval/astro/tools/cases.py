#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged withastro/astro pull requests on main's first-parent history up to
99d3d3dbbf (2026-08-22): squash merges "title (#N)"; without bots (authors ending in "[bot]" or "(Bot)", renovate)
and the dependency bots' titles (tools/sample.py, the rule of ruff, nushell, vitest and oxc plus the "(Bot)" authors);
every 25th of the last 1000, from the 1st, sampled after the memories were written and after this rule, each labelled
from the files the pull request changed (`git show --stat` and the diff; not the title's wording) with the memories a
contributor doing it should read, or nothing when no guidance covers it.

Labels name topic guidance only. Guidance that applies to every pull request alike is not counted as an answer:
think-before-coding, simplicity-first, surgical-changes, goal-driven-execution, writing-comments, node-for-scripting,
biome-format-lint, monorepo-structure, code-structure, setup-prerequisites, testing-changes-locally,
astro-cli-reference, background-dev-servers, running-package-tests, single-test-node, testable-business-logic,
debugging-vite, debugging-ssr-build, and changeset-required / changeset-message (almost every pull request carries a
changeset), except where named below.
Counted, in this order (at most five labels, the last named dropped first):
Tests: a unit test added or changed under test/units/ unit-test-conventions; test/units/test-utils.ts, mocks.ts or an
area's test-helpers changed or a new shared helper added unit-test-helpers; an integration test (loadFixture) added
or changed integration-test-gotchas; a new fixture directory or a fixture's outDir set fixture-unique-outdir; a
fixture's or example's package.json dependencies changed workspace-catalog-deps; packages/*/e2e changed
e2e-playwright; a test script's --parallel or CI timeouts ci-test-timeouts.
Core source: a runtime/ folder or *runtime* file changed so it runs outside Node (Cloudflare, workerd, edge), or a
node: import removed from one node-apis-in-runtime; a virtual module added or its resolveId/load changed
virtual-modules; optimizeDeps, CJS-in-dev, vite-plugin-environment's entries or create-vite's framework crawl
dep-optimizer-cjs-dev; astro/fetch handlers, PipelineFeatures or #warnMissingFeatures handler-feature-checks; a
Pipeline class or RenderContext changed pipelines; packages/astro/src/content changed content-layer; types moved into
src/types or a circular import fixed types-no-cycles; runtime code stopped importing build code or data moved into
the manifest build-runtime-boundary; packages/astro/package.json exports or publishConfig.exports changed
public-internal-exports; a tsconfig's references or a new package's tsconfig typescript-project-references; @docs
JSDoc in types/public/config.ts or core/errors/errors-data.ts changed docs-tagged-jsdoc; an HMR fix (dev client update
behaviour) debugging-hmr; a change whose stated purpose is build memory large-site-memory.
Elsewhere: packages/language-tools changed language-tools; benchmarks/ changed, or a change whose stated purpose
(title or body) is speed benchmarks; .changeset/config.json, prerelease mode or the release workflow
branches-and-releases; the preview-release workflow preview-releases; changeset tooling or the changelog format
changeset-required and changeset-message; biome.jsonc or lint rules biome-format-lint; issue templates or triage
workflows issue-triage-priority; node or pnpm version requirements, .devcontainer or the lockfile merge setup
setup-prerequisites; AGENTS.md, CONTRIBUTING.md, reference/*.md or an included skill changed: the memory of that
section.
Dependency bumps by people, CI workflows other than those named, docs site content, examples, integrations' own source
outside the topics above, refactors, type changes, and everything else count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("astro", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)

t('fix: bump compiler', [])  # #17741 99d3d3dbbf
t('fix(ts-plugin): only inject Astro types into Astro projects', ['unit-test-conventions', 'language-tools'])  # #17668 bef9db5118
t('Fix middleware hmr behaviour', ['integration-test-gotchas', 'fixture-unique-outdir', 'workspace-catalog-deps', 'debugging-hmr'])  # #17605 89e4647bed
t('Update js-yaml to 4.3.0', [])  # #17474 c895b12b99
t('Normalize domain-based i18n request paths consistently', ['unit-test-conventions'])  # #17399 4b0370262c
t('Prevent inlining scripts with dynamic imports', ['unit-test-conventions'])  # #17316 ed92e316bd
t('fix(head): use correct name attribute for twitter:card meta tag', ['e2e-playwright'])  # #17196 18817f76a3
t('Update triagebot-action to v0.3.6', ['issue-triage-priority'])  # #17173 2122fd5528
t('Fix fix-verification workflow model to claude-sonnet-4-6', [])  # #17106 4ff2a70a01
t('Fix triage bot push failures after flue 0.8 upgrade', ['issue-triage-priority'])  # #17013 90ddda856b
t('chore: avoid formatter conflicts', ['language-tools'])  # #16897 d522c1841b
t('Add Cloudflare fetch and Hono handlers for advanced routing', [])  # #16729 01aa1648ef
t('Fix verification agent: check for existing PR before creating a new one', [])  # #16789 70b7348f8d
t('Fix/16633 noimagemetadata for svg with either zero height or width', ['integration-test-gotchas'])  # #16681 c22770a58c
t('fix: use named HTML entities for attribute escaping', ['unit-test-conventions'])  # #16659 38bcb25282
t('fix(logger): add flush/close to AstroIntegrationLogger', ['unit-test-conventions'])  # #16629 f54be80069
t('fix: route mismatch using trail slash never', ['unit-test-conventions'])  # #16516 17f1867c17
t('Fix merge-fix workflow to handle conflict markers before install', [])  # #16539 42c3d7a5bc
t('fix: strip sourceMappingURL from dev toolbar entrypoint during dep optimization', ['dep-optimizer-cjs-dev'])  # #16481 152700e081
t('refactor(astro): migrate 4 tests to typescript', ['integration-test-gotchas'])  # #16427 8a139692a8
t('refactor(vercel): migrate tests to typescript', ['integration-test-gotchas', 'typescript-project-references'])  # #16360 fad154f851
t('refactor: migrate custom 404 tests to typescript', ['integration-test-gotchas'])  # #16350 03d532ec90
t('refactor: migrate blog template to use new astro font loading api', [])  # #16128 922ff313f9
t('fix(core): append assetQueryParams to inter-chunk JS imports (#15964)', ['integration-test-gotchas', 'fixture-unique-outdir', 'workspace-catalog-deps'])  # #16110 de669f0a11
t('fix: Fix meta being stripped from top-level Zod schema', ['integration-test-gotchas', 'content-layer'])  # #16093 336e086e08
t('Only run affected tests', [])  # #15621 b85365f218
t('test: actions, params and csrf to unit test', ['unit-test-conventions', 'unit-test-helpers'])  # #15984 4741b094cd
t('fix(svg): track inline styles for CSP', ['integration-test-gotchas', 'content-layer'])  # #15933 325901e623
t('chore: change `baseBranch` of changeset from `origin/next` to `origin/main`', ['branches-and-releases'])  # #15865 145f5859eb
t('fix(cache): make disabled cache no-op instead of throwing', ['unit-test-conventions', 'pipelines'])  # #15801 01db4f37dd
t('fix(transitions): prevent WebGL context loss on persist canvas during Safari swap', ['e2e-playwright'])  # #15728 12ca6213a6
t("fix: server islands broken in dev mode with adapters that don't set buildOutput", ['integration-test-gotchas'])  # #15703 829182bbdf
t('chore: add development agent skills', ['pipelines', 'virtual-modules', 'content-layer', 'types-no-cycles', 'build-runtime-boundary'])  # #15645 0af1f5ec41
t('auto-triage improvements: security improvements, sandbox updates, skill refinements', ['issue-triage-priority', 'node-for-scripting', 'monorepo-structure', 'astro-cli-reference', 'background-dev-servers'])  # #15545 8cce897c64
t('Avoid SSR renderer imports for API-only SSR builds', ['integration-test-gotchas', 'fixture-unique-outdir', 'workspace-catalog-deps', 'virtual-modules'])  # #15507 07f66101ed
t('feat(csp): support responsive images', ['integration-test-gotchas', 'e2e-playwright', 'virtual-modules', 'build-runtime-boundary'])  # #15407 aedbbd8186
t('feat: add `getRemoteSize()` to ImageService to enable customization of `inferRemoteSize` behavior', ['integration-test-gotchas'])  # #15231 3928b879dd
t('fix: codspeed action mode', [])  # #15376 61e3b8ef2d
t('feat(fonts): getFontBuffer()', ['unit-test-conventions', 'integration-test-gotchas', 'virtual-modules', 'public-internal-exports', 'docs-tagged-jsdoc'])  # #15182 cb60ee1605
t('fix(lint): Move ESLint comment', [])  # #15216 27d7ffbc05

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
