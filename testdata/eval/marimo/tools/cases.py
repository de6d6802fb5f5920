#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged marimo-team/marimo pull requests on main's first-parent history up to
3955fdf90 (2026-08-21): squash merges "title (#N)"; without bots (authors ending in "[bot]" or "(Bot)", renovate) and
the dependency bots' titles (tools/sample.py, the rule of ruff, nushell, vitest, oxc and astro); every 25th of the
last 1000, from the 1st, sampled after the memories were written and after this rule, each labelled from the files
the pull request changed (`git show --stat` and the diff; not the title's wording) with the memories a contributor
doing it should read, or nothing when no guidance covers it.

Labels name topic guidance only. Guidance that applies to every pull request alike is not counted as an answer:
responsibility-to-project, development-commands, make-check-before-commit, agent-pull-requests, frontend-principles,
minimal-comments, review-ai-generated-prs, pr-checklist, why-approval, make-targets, tests-with-changes,
python-test-commands, hot-reloading, pr-ci-and-cla, frontend-file-structure, except where named below.
Counted, in this order (at most five labels, the last named dropped first):
Tests: a Python test file added (a new file under tests/) python-tests-layout; a test asserting with inline-snapshot's
snapshot() or dirty_equals added or changed inline-snapshots; files under a snapshots/ or fixtures/ directory of
tests/ added or changed, or snapshotter used test-snapshots-fixtures; a kernel fixture of tests/conftest.py (k,
strict_kernel, lazy_kernel, run_mode_kernel, mocked_kernel, executing_kernel, any_kernel, execution_kernel) used by an
added test or changed in conftest kernel-fixtures; a frontend unit test (*.test.ts/tsx, __tests__) added or changed
frontend-unit-tests; frontend/e2e-tests changed e2e-playwright.
Python source: an import of a heavy dependency (pandas, numpy, polars, pyarrow, altair, duckdb, sqlglot, and the like)
moved into a function or added at module level of marimo/ lazy-heavy-imports; a circular import removed or an import
moved to the top of a file imports-no-cycles; docstring markup fixed (backticks, reStructuredText to Markdown)
docstrings-markdown; the AI tools under marimo/_ai/_tools: a new tool ai-tool-types, ai-tool-class, tool-registry,
tool-tests, tool-docs; a tool's Args/Output dataclasses changed ai-tool-types; a tool's handle or docstring changed
ai-tool-class; ToolContext changed tool-context; ToolGuidelines changed tool-guidelines; ToolExecutionError raised or
changed tool-errors; tools_registry.py or TOOL_IO_CLASSES changed tool-registry; tests/_ai/tools changed tool-tests;
docs/guides/editor_features/tools.md changed tool-docs; marimo/_mcp or the chat panel's tool wiring changed
ai-tools-overview; the lint rules under marimo/_lint: a new rule lint-rule-codes, lint-rule-class,
lint-rule-register, lint-rule-tests, lint-rule-docs; a rule's check or docstring changed lint-rule-class; the rule
dictionaries or --select changed lint-rule-register; tests/_lint changed lint-rule-tests; docs/guides/lint_rules or
generate_lint_docs.py changed lint-rule-docs; fixes or unsafe fixes changed lint-rule-guidelines;
marimo/_server/ai/prompts.py or its prompt snapshots changed prompt-snapshots; packages/openapi/api.yaml, the
schema generation in marimo/_cli/development/commands.py or the generated frontend API changed openapi-schema;
marimo/_schemas, scripts/generate_schemas.py or test_schemas.yaml changed schemas-update; tracing (MARIMO_TRACING,
OpenTelemetry spans) changed server-traces, its OTLP exporter otlp-export, trace context propagation
trace-propagation; the kernel profiler (--profile-dir) kernel-profiling.
Frontend source: a type assertion (`as T`) removed for a type guard, or logNever/assertNever added, no-type-assertions;
files or directories renamed to the naming convention frontend-naming; frontend/src/stories changed storybook;
frontend/src/components/data-table/charts changed chart-form-components; the Pyodide/WASM frontend (frontend/src/core/
wasm, pyodide/) changed pyodide-frontend; the Vite dev server's proxy configuration changed pnpm-dev-caveats.
Elsewhere: a required or optional dependency added or removed (not a version bump), a CI workflow under
.github/workflows changed, a default of the configuration changed, or the notebook file format changed
maintainer-approval; .pre-commit-config.yaml pre-commit-hooks; ruff, mypy, biome, eslint or typos configuration
lint-typecheck-format; Node, pnpm, uv or Python version requirements, or the Makefile's setup targets
setup-prerequisites; packages/llm-info/data changed llm-models-data (and fill-model-descriptions when descriptions
were filled); AGENTS.md, CONTRIBUTING.md, development_docs/ or a README turned into a memory changed: the memory of
that section.
Version bumps and releases, dependency version bumps by people, docs site content, examples, smoke tests, feature
code of plugins, the editor, the runtime or the server outside the topics above, refactors, and everything else count
nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("marimo", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)

t('fix(matplotlib): derive canvas draw scale from the backing store', ['frontend-unit-tests'])  # #10626 3955fdf903
t('chore(ruff): remove stale ignores', ['lint-typecheck-format'])  # #10539 c092a67225
t('fix(ui): raise on colliding option names in dropdown/multiselect', [])  # #10511 a819640901
t('docs(sql): document workarounds for refreshing SQL cells in app mode', [])  # #10418 24d17d8ad0
t('fix(document): apply transactions atomically', ['inline-snapshots'])  # #10275 1d65bb2083
t('fix(server): stop scratchpad console cross-delivery between concurrent executes', ['ai-tools-overview'])  # #10036 bbed512192
t('fix(nav): clamp dropdown to viewport and portal into fullscreen root', ['e2e-playwright'])  # #10297 9c7568d52f
t('fix: restore retina rendering for matplotlib figures', [])  # #10246 b54c5b09f8
t('Do not fire anywidget change listeners at mount', ['frontend-unit-tests'])  # #10179 a89f7b1832
t('docs(panel-reactivity-docstring) emphasizing in docstring the non reactivity of mo.ui.panel', [])  # #10067 e785e958b9
t('bug: Fix external go to definition', ['frontend-unit-tests'])  # #10099 452cb646da
t('fix: edge cases for parsing pasted notebooks', ['frontend-unit-tests'])  # #10033 bcb063b091
t('Upgrade frontend to Tailwind v4.3 and lint deprecated classes', ['lint-typecheck-format'])  # #9995 2c13e5f7ce
t('fix(frontend): tighten markdown heading spacing', [])  # #9962 a10c7594bf
t('test: deflake TTL-takeover websocket test', [])  # #9912 a46aff86cd
t('feat(wasm): support PEP 508 Emscripten dependency markers', ['test-snapshots-fixtures', 'lint-rule-class', 'lint-rule-tests', 'lint-rule-docs'])  # #9864 e06a4fea98
t('fix(download): allow lazy (callable) filename', [])  # #9799 9bcf78bc61
t('feat(file_browser): add filter param for regex and callable filtering', [])  # #9667 981bba816a
t('perf(table): lazy download-size RPC + first-page extrapolation', ['frontend-unit-tests', 'storybook'])  # #9691 b65bfb4876
t('fix(download): trigger downloads programmatically to work inside cross-origin iframes', [])  # #9649 8f99cc77d8
t('fix(files): show .git and .venv in file browser', [])  # #9606 7f7d6c31d9
t('fix: strip executor frame from cell tracebacks on Windows', [])  # #9565 c9f8a33e3f
t('release: 0.23.6', [])  # #9508 c8f2b17574
t('Add slides documentation and video', ['lint-rule-docs'])  # #9464 ce2bcd500e
t('allow cell selection on non-interactive marimo elements', ['frontend-unit-tests'])  # #9399 adcbaa5033
t('test: xfail a flaky `app` test in CI', [])  # #9361 76cc73b063
t('ci: try enabling xdist on windows', ['maintainer-approval'])  # #9317 806a10f823
t('Make `FieldTypes` a `Map` to preserve column order', ['frontend-unit-tests'])  # #9279 d075706331
t('Expand `uv_build` supported versions in build-system', [])  # #9231 8d215f08ad
t('improve: pair direction', [])  # #9161 7d6746c0b1
t('Ruff autofixes + some manual changes', ['pre-commit-hooks', 'lint-typecheck-format'])  # #9121 0842455e7b
t('Surface graph errors on code_mode NotebookCell', [])  # #9057 8ade7be31b
t('fix: make _CellsView iterate over NotebookCell objects instead of cell IDs', ['kernel-fixtures'])  # #9039 e787d17768
t('feat(plotly): add reactive line selection support', [])  # #8657 31d1d05405
t('ignore /lsp/health in wasm', [])  # #8974 71d2f49fd2
t('feat: use variable name as download filename in dataframe viewer', ['storybook'])  # #8811 92ff13c38c
t('feat: add ListSQLSchemas to support lazy schema fetching in datasource panel', ['test-snapshots-fixtures', 'kernel-fixtures', 'frontend-unit-tests', 'openapi-schema', 'schemas-update'])  # #8824 89192e7443
t('Prefer tomllib over tomlkit for reading TOML', [])  # #8827 b52a9c23d5
t('Make transitionCell pure by injecting parseOutline', [])  # #8729 c579e7f79f
t('fix: use css for full-width of altair', ['frontend-unit-tests', 'chart-form-components'])  # #8746 2f13d94531

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
