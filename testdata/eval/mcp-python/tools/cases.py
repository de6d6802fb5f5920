#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged modelcontextprotocol/python-sdk pull requests on main's first-parent
history up to 57394b054 (2026-08-20), without bots and the dependency bots' titles (tools/sample.py: the rule of ruff,
nushell, vitest, oxc, astro and marimo, the 30 newest left out, stride = kept titles / 40), sampled after the memories
were written and after this rule, each labelled from the files the pull request changed (`git show --stat` and the
diff; not the title's wording) with the memories a contributor doing it should read, or nothing when no guidance
covers it.

Labels name topic guidance only. Guidance that applies to every pull request alike is not counted as an answer:
agents-read-contributing, uv-only, comments-brief, type-hints-docstrings (except a Raises: section added or changed),
test-framework-anyio (except a Test class turned into functions or asyncio turned into anyio),
tests-in-memory-layout (except a new test file), issue-before-pr, ai-assisted-contributions, dev-setup, small-prs,
what-gets-rejected, pr-checklist, pr-template, review-pr-command, format-lint-typecheck (except its configuration),
test-names-shape, test-round-trip, agent-test-process, issue-triage-labels, support-lines, except where named below.
Counted, in this order (at most five labels, the last named dropped first):
Tests: a new test file added tests-in-memory-layout; a sleep replaced by an event or a fail_after bound added or
changed no-fixed-sleeps (no-wall-clock when a timing assertion is removed); snapshot() assertions added or changed
snapshot-assertions; an xfail added or removed pin-behaviour-no-xfail; a concurrency test with events or barriers
added or changed concurrency-tests; a test moved from hand-built wire messages or a subprocess to the public API or
in-process, or a scripted peer added, test-abstraction-level; NotImplementedError handler bodies, `from __future__
import annotations` removed, or a warning suppression scoped test-hygiene; a Test class turned into functions or asyncio
into anyio test-framework-anyio; tests/interaction changed: interaction-suite, and _requirements.py entries added or
changed requirements-manifest, a Divergence added or removed divergence-lifecycle, SPEC_VERSIONS, added_in/removed_in
or TRANSPORT_SPEC_VERSIONS changed spec-versions-era, the connect fixture or arm_exclusions changed transport-matrix,
notification ordering in a test changed interaction-notifications, a pragma in the suite interaction-pragmas.
Coverage: `# pragma: no cover`, `lax no cover` or `no branch` added or removed pragma-meanings and no-new-pragmas;
`# type: ignore` or `# noqa` added or removed no-new-pragmas; coverage configuration or scripts/test changed
coverage-100; the Python versions of the CI matrix changed cross-version-testing.
Python source: a Raises: section added or changed type-hints-docstrings; `__all__` of src/mcp/__init__.py changed
public-api-all; a public name removed or renamed, or a signature or documented behaviour changed incompatibly,
breaking-changes-major and branching-model; a `deprecated` marker or MCPDeprecationWarning added or changed
deprecations; imports moved to the top or an inline import added imports-at-top; `encoding=` added or changed
explicit-encoding; logger.error turned into logger.exception logger-exception; `except Exception` narrowed or added
specific-exceptions; filterwarnings entries changed warnings-are-errors; a feature of the 2026-07-28 spec added, or the
conformance workflow or its expected failures changed, conformance-suite; a new public API or decorator added
discuss-before-code; src/mcp-types changed in its dependencies or exports mcp-types-package; schema/, PINNED.json or
scripts/gen_surface_types.py changed vendored-schemas.
Docs: a docs/ page changed together with the public API or behaviour it documents docs-with-changes; docs/migration.md
changed migration-guide-closed; docs_src/ code embedded in the README or scripts/update_readme_snippets.py changed
readme-snippets; i18n/ changed docs-translations, and scripts/docs/translations.py changed translations-tool, a
language added add-language.
Dependencies and releases: a runtime requirement of the root project changed runtime-dependencies-dynamic; a
dependency added or moved to its next major new-runtime-dependency; a floor raised or lowered dependency-requirements
(dependency-floors-cves when a security advisory is the reason given); uv.lock regenerated for a changed requirement
bump-dependency-mechanics; dependabot.yml changed dependabot-updates; publish-pypi.yml or the version source changed
release-lines; the README's or docs' version pins or banner changed pre-release (stable-release for the stable flip);
ruff, pyright, markdownlint or pre-commit configuration changed format-lint-typecheck; a guidance file turned into a
memory (AGENTS.md, CONTRIBUTING.md, DEPENDENCY_POLICY.md, VERSIONING.md, RELEASE.md, the test-quality skill, the
review-pr command, the PR template, tests/interaction/README.md, i18n/README.md, schema/README.md) changed: the memory
of that section.
Feature code of the client, the server, transports, auth or MCPServer outside the topics above, docs pages alone,
examples, refactors, version bumps by people and everything else count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("mcp-python", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)

t('Add mcp.types as a permanent alias for mcp_types', ['discuss-before-code', 'mcp-types-package', 'docs-with-changes', 'migration-guide-closed', 'format-lint-typecheck'])  # #3190 b7c9a916d6
t("Isolate the stdio server's stdin and stdout from handler subprocesses", ['interaction-suite', 'requirements-manifest', 'pragma-meanings', 'no-new-pragmas', 'type-hints-docstrings'])  # #3117 629ca297d2
t('docs: restructure the migration guide around topical groups with a navigation layer', ['migration-guide-closed'])  # #3058 bf4402725d
t('Pass InputRequiredResult through the MCPServer prompt and resource pipelines', ['snapshot-assertions', 'conformance-suite', 'docs-with-changes', 'migration-guide-closed'])  # #3020 8d0f928e40
t('Make OpenTelemetry tracing the single default middleware', ['tests-in-memory-layout', 'warnings-are-errors', 'docs-with-changes'])  # #2995 b31d95a429
t('Buffer per-request StreamableHTTP streams to avoid serial-router head-of-line block', ['tests-in-memory-layout', 'no-fixed-sleeps', 'snapshot-assertions', 'concurrency-tests', 'interaction-suite'])  # #2934 a527142312
t('Add uv ecosystem to dependabot and drop weekly lockfile workflow', ['dependabot-updates'])  # #2919 0fa03ec69f
t("Flush the stdio subprocess's coverage data before the clean-exit line", ['interaction-suite', 'interaction-pragmas', 'pragma-meanings', 'no-new-pragmas'])  # #2840 535fc1d0fb
t('Clarify CLI subprocess environment comment', [])  # #2672 a5b2ebb660
t('Use shared `is_async_callable` instead of `inspect.iscoroutinefunction`', [])  # #2389 cf4e435db0
t('fix: close all memory stream ends in client transport cleanup', ['tests-in-memory-layout', 'pragma-meanings', 'no-new-pragmas', 'warnings-are-errors', 'runtime-dependencies-dynamic'])  # #2266 e1fd62e0f3
t('ci: pin all GitHub Actions to commit SHAs', [])  # #2088 43d709c976
t('fix: send JSONRPCError instead of bare exceptions in streamable HTTP client', ['test-abstraction-level', 'pragma-meanings', 'no-new-pragmas', 'specific-exceptions'])  # #2005 7c7c13b648
t('ci: skip claude code review for fork PRs', [])  # #1952 4a2d83a0cb
t("Don't block the event loop on non-async functions", [])  # #1909 1c258ae203
t('Drop `dependencies` parameter from `FastMCP`', ['breaking-changes-major', 'branching-model', 'imports-at-top'])  # #1877 2ce41a8347
t('fix: add explicit type annotation for call_tool decorator', [])  # #1826 f397783c39
t('Add `streamable_http_client` which accepts `httpx.AsyncClient` instead of `httpx_client_factory`', ['pragma-meanings', 'no-new-pragmas', 'deprecations', 'discuss-before-code'])  # #1177 a3a4b8d11a
t('Implement SEP-1036: URL mode elicitation for secure out-of-band interactions', ['tests-in-memory-layout', 'public-api-all', 'discuss-before-code', 'readme-snippets'])  # #1580 02b7889929
t('refactor: extract OAuth helper functions and simplify provider state', ['pragma-meanings', 'no-new-pragmas'])  # #1586 7d12e83cf4
t('fix: Replace fixed sleep with active server readiness check in SSE tests', ['no-fixed-sleeps'])  # #1526 f97f7c4a7d
t('Fix workspace configuration error with structured_output_lowlevel.py', [])  # #1471 7a933fe5da
t('Add error log for client stdio', ['logger-exception'])  # #924 146d7efb0f
t('types: Setting default value for method: Literal', [])  # #1292 07ae8c0d4e
t('chore: Remove unused prompt_manager.py file', [])  # #1229 6c61058190
t('README - replace code snippets with examples - add lowlevel to snippets', ['readme-snippets'])  # #1150 0b4ce00be2
t('Fix: Prevent session manager shutdown on individual session crash', ['no-fixed-sleeps', 'logger-exception', 'specific-exceptions'])  # #841 7b1078b515
t('chore: bump ruff', [])  # #1085 9301924f44
t('Add support for DNS rebinding protections', ['tests-in-memory-layout', 'no-fixed-sleeps', 'imports-at-top', 'discuss-before-code'])  # #861 86bb54cb28
t('Use 120 characters instead of 88', ['format-lint-typecheck'])  # #856 543961968c
t('Fix building auth metadata paths', ['snapshot-assertions'])  # #779 6e418e62f9
t('Fix example for multiple stateless servers', [])  # #720 c2f8730d6d
t('Introduce a function to create a standard AsyncClient with options', ['tests-in-memory-layout'])  # #655 ed25167fa5
t('StreamableHttp - GET request standalone SSE', ['logger-exception', 'specific-exceptions'])  # #561 46523afe30
t('Docs: Change README to correct pip installation command for MCP CLI support', [])  # #394 a81b25ae8d
t('add callback for logging message notification', ['tests-in-memory-layout', 'imports-at-top', 'discuss-before-code'])  # #314 08f4e01b8f
t('Updated typing on request context for the server to use server session', [])  # #217 2628e01f4b
t('fix: fastmcp debug logging', [])  # #158 73c62c5ccf
t('Suggest forking in CONTRIBUTING.md', ['dev-setup'])  # #60 a51dba78c2
t('rename mcp_python to mcp', ['breaking-changes-major', 'branching-model', 'format-lint-typecheck'])  # #38 dfe42131f6

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
