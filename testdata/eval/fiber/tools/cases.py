#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged gofiber/fiber pull requests among the first-parent
commits of main up to c344047 (2026-08-21): the title line of a "Merge pull request #N" commit's
message, or a squash-merge subject ending in "(#N)" with that suffix removed; without bots'
(dependabot branches and authors, github-actions, "build(deps)"/"chore(deps)", "Bump x from"): every
25th of the last 1000, from the 1st (they reach back to 2021), sampled by stride before any router
run (tools/sample.py), each labelled, from the files the pull request changed (`git diff --stat` of
the merge against its first parent, and the diff; not the title's wording), with the memories a
contributor doing it should read, or nothing when no guidance covers it.
Labels name topic guidance only. Guidance that applies to every pull request alike is not counted as
an answer: the agent startup and tools, discussing first, the title and commit prefixes, the PR
description and its changes list, the programmatic checks, make lint/format/audit and the Makefile
list, self-review, the generated-PR summary, supporting the project.
Counted: a change with new or changed `_test.go` files the two test memories (tests-parallel,
unit-tests-mandatory), a test-only change too; a change to the pages under docs/ docs-updated and
markdown-lint, another Markdown file (a README) markdown-lint; docs/whats_new.md whats-new-migration;
a generated interface or msgp file generate-code; a new module in go.mod new-dependencies; a
benchmark added or a perf change hot-paths and allocations-benchmarks; a diff that switches to a
gofiber/utils helper utils-helpers; a change stated against an RFC rfc-compliance; a change that
hardens validation or TLS secure-by-default; a lint config change lint-before-push; a guidance file
the memory of the section it edits. At most five labels (a sixth, markdown-lint, dropped first).
Go comment fixes, translations of the README and refactors without tests count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("fiber", {})
N = "zero-match"
P = "pr-title"
T = ["tests-parallel", "unit-tests-mandatory"]
DOC = ["docs-updated", "markdown-lint"]
MD = ["markdown-lint"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('feat(extractors): source-aware ExtractWithSource without struct field add', T + DOC)
t('🐛 fix(proxy): correctly classify IPv6 transition addresses in upstream validation', T + ["secure-by-default"])
t('🔥 feat(listen): expose prefork RecoverInterval and ShutdownGracePeriod', T + DOC)
t('perf(cache): append canonical key segments into the pooled buffer', T + ["hot-paths", "allocations-benchmarks"])
t('chore: fix cleanup follow-ups and regression coverage', T)
t('🐛 bug: enforce CertClientFile for AutoCertManager TLS', T + ["secure-by-default"])
t('chore: Add test coverage for multipart BodyLimit error handling', T)
t('🔥 feat(limiter): Add ExpirationFunc for dynamic expiration', T + DOC)
t('chore: fix some comments to improve readability', [])
t('🧹 chore: Improve byte-range handling for SendFile()', T)
t('🐛 fix: avoid writing into released Response in core::execFunc()', T)
t('🐛 bug: Respect DisablePathNormalizing during client requests', T)
t('docs: clarify context interface implementation', DOC)
t('Use ephemeral ports in unit tests', T)
t('📒docs: Fix Compress middleware docs', DOC)
t('🐛 bug: Fix MIME type equality checks', T + ["utils-helpers"])
t('🐛 bug: Fix Body() handling of Content-Encoding per RFC 9110', T + DOC[:1] + ["rfc-compliance", "markdown-lint"])
t('🧹 chore: Improve Retry addon tests coverage', T)
t('feat: fiber.Context implement context.Context', T + ["generate-code", "docs-updated", "whats-new-migration"])
t('Revert "🔥 feat: Add Context Support to RequestID Middleware"', T + DOC)
t('🐛 fix: Update binder in form_test', T + MD)
t('🔥 feat: Add support for iterator methods to Fiber client', T + DOC)
t('chore: replace vendored gorilla/schema package', T + ["new-dependencies"] + DOC)
t('v3: Add support for consistent documentation using markdownlint', DOC)
t('docs: add docs for new client', DOC + ["whats-new-migration"])
t('📚 Doc: fixed a typo in app.go', [])
t('🎨 Style: Add inamedparam linter', ["lint-before-push"])
t('📚 Doc: Undocumented function in session.md', DOC)
t('✨ v3 (feature): add retry mechanism', T + MD)
t(':sparkles: feature: add SendFileWithConfig method to ctx', T)
t('Fix comment relating to deprecated field', [])
t('Fix route naming when to use group in group.', T)
t(':pencil:docs(zh-CN): improve Chinese tanslation', [])
t('Fix comment', [])
t('limiter middleware new options: SkipFailedRequests, SkipSuccessfulRequests', T + MD)
t('🔥 Feature: Add Skip middleware', T + MD)
t('Expose internal errors.', T)
t('👷 Fix docs typo', [])
t('fix logger [WARNING: DATA RACE]', T)
t('🔥 Add network option', T)

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
