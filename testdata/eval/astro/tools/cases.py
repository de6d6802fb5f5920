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

# CASES

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
