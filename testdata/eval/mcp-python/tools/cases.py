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

# (titles go here, sampled after this rule was committed)

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
