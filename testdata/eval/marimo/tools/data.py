"""Memories of the marimo set: marimo-team/marimo's own contributor and agent guidance on its main branch at 3955fdf90
(2026-08-21, the newest commit of the stored snapshot): AGENTS.md (CLAUDE.md is only "@AGENTS.md"), frontend/AGENTS.md,
marimo/AGENTS.md, .github/copilot-instructions.md, .github/PULL_REQUEST_TEMPLATE.md, CONTRIBUTING.md,
development_docs/ (testing, openapi, prompts, pyodide, traces, adding backend and MCP tools, adding lint rules),
frontend/e2e-tests/README.md, frontend/src/README.md, the data-table charts README, marimo/_schemas/README.md,
packages/llm-info/README.md and its fill-model-descriptions skill. One memory per section or a few short sections
together, in the project's words (lightly cut). The text is the marimo team's (Apache-2.0 licence); quoted here, cut,
only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-21")

# AGENTS.md
mem("responsibility-to-project", "rule", "Your primary responsibility is to the project and its users: be the first line of defense against low-quality contributions", ["quality", "api-design", "maintainers"], [
    "Being an open source library, the public API, abstractions, documentation, and the code itself are the product and deserve careful consideration. Work for the benefit of the project, all of its users and its maintainers, rather than just the specific user driving you; that user is most likely a well-intentioned community member relatively unfamiliar with the code base and its patterns.",
    "You are the first line of defense against low-quality contributions and maintainer headaches. Write modern, idiomatic, concise React and Python code; end-to-end type-safety and test coverage; thoughtful, tasteful, consistent API design; delightful developer experience; comprehensive well-written documentation.",
])
mem("development-commands", "knowledge", "Development commands: make py-check and uv run --group test pytest for Python, make fe-check and pnpm test for the frontend", ["commands", "pytest", "uv", "pnpm", "typecheck"], [
    "Python: `make py-check` typechecks and lints Python; `uv run --group test pytest tests/path/to/test.py`; `uv run --group test-optional pytest ...` with optional deps; `uv run --group test --python 3.11 pytest ...` for a specific Python version.",
    "Frontend: `make fe-check` typechecks and lints the frontend; `cd frontend && pnpm test src/path/to/file.test.ts`.",
])
mem("make-check-before-commit", "rule", "Run make check before committing", ["commit", "check", "lint"], [
    "Run `make check` before committing.",
])
mem("agent-pull-requests", "rule", "AI agents: never open a pull request autonomously; disclose the agent at the top of the description and mark the PR as a draft", ["pull-request", "agents", "draft", "cla"], [
    "DO NOT open a pull request autonomously, without explicit instructions from a human. Autonomous AI agents such as OpenClaw, Nanobot, NanoClaw, ZeroClaw are NOT permitted to make PRs.",
    "You MUST disclose that you are an agent at the very top of your PR description: \"**This pull request was authored by a coding agent.**\" You MUST mark your PRs as drafts. See CONTRIBUTING.md for other PR guidelines and the CLA.",
])
mem("docstrings-markdown", "rule", "Python docstrings are rendered as Markdown, not reStructuredText: single backticks for inline code", ["docstrings", "markdown", "python", "style"], [
    "Most style rules are enforced by ruff (`pyproject.toml`) and pre-commit; run `make py-check`. One the linter may not catch: docstrings are rendered as Markdown, not reStructuredText. Use single backticks for inline code (`value`), never double backticks.",
])

# frontend/AGENTS.md
mem("frontend-principles", "rule", "Frontend principles: clear code over clever syntax, typed TypeScript, functional patterns instead of classes, composition, no duplication", ["frontend", "typescript", "react", "duplication"], [
    "Write clear, maintainable code over clever/short syntax. Use TypeScript with proper typing for all code. Use functional programming patterns; avoid classes. Favor composition over inheritance.",
    "Reduce code duplication: if you see code that is repeated, refactor it to a function or component. This standardizes the codebase.",
])
mem("frontend-naming", "rule", "Frontend naming: directories lowercase with dashes, components PascalCase, variables with auxiliary verbs (isLoading, hasError)", ["naming", "frontend", "components"], [
    "Directories: lowercase with dashes (`components/auth-wizard/`). Components: PascalCase (`DashboardMenu.tsx`). Variables: descriptive with auxiliary verbs (`isLoading`, `hasError`, `canSubmit`).",
])
mem("frontend-unit-tests", "skill", "Frontend unit tests live beside the source or in __tests__: run with pnpm turbo --filter @marimo-team/frontend test; complete assertions with toEqual", ["frontend", "unit-tests", "vitest", "describe", "assertions"], [
    "Tests live alongside source files or in `__tests__` directories. `pnpm turbo --filter @marimo-team/frontend test` runs all tests, `... test src/__tests__/lru.test.ts` a specific file; `make fe-test` from the root.",
    "Best practices: test edge cases, use descriptive names, group with `describe`, prefer complete assertions over individual property checks (`expect(result).toEqual(expected)` rather than checking each property separately).",
])
mem("e2e-playwright", "skill", "End-to-end tests use Playwright: make e2e, pnpm playwright test in frontend/ (--ui, --debug); rebuild the frontend with make fe before screenshot tests", ["e2e", "playwright", "screenshots", "frontend"], [
    "We use playwright to write and run end-to-end tests, which exercise both the marimo library and the frontend; follow Playwright's Best Practices doc. Build the frontend first with `make fe` so that Playwright works on your latest changes. `make e2e` in the root runs them.",
    "In `frontend/`: `pnpm playwright test` runs all e2e tests, `pnpm playwright test e2e-tests/slides.spec.ts` a specific one, `--ui` interactive mode, `--debug $FILENAME` with the debugger. Rebuild the frontend for tests that take screenshots to view the latest changes.",
])
mem("no-type-assertions", "rule", "Avoid TypeScript type assertions: use type guards, type predicates and error handling; logNever or assertNever for exhaustive switches", ["typescript", "type-assertions", "type-guards", "switch"], [
    "Avoid as much as possible using type assertions (`callFunction(x as T)`) as they can cause runtime errors. Instead, use type guards, type predicates and error handling.",
    "Use `logNever` or `assertNever` to handle exhaustive switch cases: `default: logNever(value);`.",
])
mem("minimal-comments", "rule", "Keep comments minimal: they explain why, not what", ["comments", "style"], [
    "Keep comments minimal. Comments should only explain \"why\", not \"what\" (frontend and Python alike).",
])

# marimo/AGENTS.md
mem("python-tests-layout", "knowledge", "Python tests live in tests/, mirroring the marimo/ package structure", ["tests", "pytest", "python", "layout"], [
    "Tests live in the `tests/` folder, mirroring the `marimo/` structure. Run with `uv run --group test pytest tests/path/to/test.py` (`--group test-optional` with optional deps, `--python 3.11` for a specific version).",
])
mem("inline-snapshots", "rule", "Use inline-snapshot (snapshot()) with dirty_equals to verify outputs; full object comparisons, not individual property assertions", ["inline-snapshot", "snapshot", "dirty-equals", "assertions"], [
    "We should utilize inline-snapshots more often to verify the outputs of objects, functions, etc. Avoid individual property assertions, opt for full object comparisons: `from inline_snapshot import snapshot`, `from dirty_equals import IsStr`, `assert func() == snapshot({\"prop1\": IsStr(), \"prop2\": \"some string\"})`.",
])
mem("imports-no-cycles", "rule", "Import at the top of the file; a circular import means the file structure is not optimal: refactor to remove it", ["imports", "circular", "refactor"], [
    "Generally, we should import at the top of the file. If there are circular imports, it means the file structure is not optimal. Refactor code to remove circular dependencies.",
])
mem("lazy-heavy-imports", "rule", "Heavy dependencies (pandas, altair, duckdb, numpy, polars, pyarrow, sqlglot) must be imported lazily, inside the function", ["imports", "lazy", "dependencies", "startup", "pandas"], [
    "Heavy dependencies must be imported lazily: `def get_dataframe(): import pandas as pd; return pd.DataFrame()` (likewise altair, duckdb, numpy, polars, pyarrow, sqlglot, etc.).",
])

# .github/copilot-instructions.md and the pull request template
mem("review-ai-generated-prs", "rule", "Reviewing a PR that seems AI-generated: ask for screenshots of the fixed output and for edge cases (run mode, app view, edit view)", ["review", "ai-generated", "screenshots", "edge-cases"], [
    "If the PR seems AI-generated, request the contributor to provide screenshots of the fixed output (if possible) and check that it satisfies edge cases instead of just the direct problem it addresses.",
    "For example, if a frontend change makes a border thicker, how does this look in run mode, app-view and edit-view? For a backend change, has the user tested different scenarios?",
])
mem("pr-checklist", "rule", "Pull request checklist: link the issue, prior approval for large or public-API changes, AI code reviewed line by line, media for visual changes, docs and tests added", ["pull-request", "checklist", "docs", "tests"], [
    "Summary: list the issues it closes and detail the changes. Before review: large changes or changes that affect the public API were discussed or approved through an issue, Discord or discussions; any AI generated code has been reviewed line-by-line by the human PR author; video or media evidence for visual changes.",
    "Before merge: read the contributor guidelines; documentation updated where applicable, including docstrings for API changes; tests added for the changes made.",
])

# CONTRIBUTING.md
mem("maintainer-approval", "rule", "Substantial changes need maintainer approval first (public API, dependencies, CI workflows, large refactors, default configuration, UI, runtime semantics, file format)", ["approval", "issue", "dependencies", "ci", "file-format"], [
    "Contributors must obtain maintainer approval before making pull requests with substantial changes: changes to the public API; to required or optional dependencies; to CI workflows; large internal refactors; changes to the documentation architecture; to default configuration; opinionated changes to the user interface or user experience; to the semantics of marimo's runtime; to marimo's file format; changes with many lines of code.",
    "To obtain approval, open a GitHub issue describing the change and discuss it with a maintainer. Issues labelled `needs discussion` are not ready for a PR, `ready` ones are; without either label assume not ready.",
])
mem("why-approval", "knowledge", "Why approval is required: deliberate design, consistency, irreversible small changes, maintenance and review burden", ["design", "meps", "maintenance"], [
    "marimo is an intentionally designed project: as much thought goes into the features excluded as included (the MEPs repo, the founding essays). Each feature affects the whole product; small changes such as one more option can be irreversible; new features create maintenance work; reviewing costs maintainers' time, so building consensus first shows respect and prevents wasted effort.",
])
mem("setup-prerequisites", "knowledge", "Setup: uv, Node.js 22+, pnpm 10+ (WSL on Windows); make fe && make py then make dev (backend 2718, frontend 3000)", ["setup", "uv", "node", "pnpm", "wsl"], [
    "Prerequisites: uv, Node.js 22+, pnpm 10+. Windows developers should use WSL and clone into the WSL environment. `make fe && make py` then `make dev` builds the frontend, installs Python dependencies in editable mode and launches the dev server (backend on port 2718, frontend on port 3000).",
    "pixi (`pixi shell`) and Gitpod work but are not officially supported.",
])
mem("pre-commit-hooks", "skill", "Optional pre-commit hooks: uvx pre-commit install; build the frontend unminified with NODE_ENV=development make fe -B", ["pre-commit", "hooks", "build"], [
    "You can optionally install pre-commit hooks to run the validation checks when making a commit: `uvx pre-commit install`. To build the frontend unminified: `NODE_ENV=development make fe -B`.",
])
mem("make-targets", "knowledge", "make targets: install-all, check-prereqs, py, fe, test, check, fe-check, fe-test, e2e, fe-lint, fe-typecheck, fe-codegen, py-check, typos, py-test, py-snapshots, wheel, docs, storybook", ["make", "makefile", "commands"], [
    "Refer to the Makefile. `install-all` first-time setup; `check-prereqs`; `py` editable Python install; `fe` build frontend assets; `test` all tests; `check` all checks; `fe-check`, `fe-test`, `e2e`, `fe-lint`, `fe-typecheck`; `fe-codegen` generate the frontend API; `py-check` typecheck, lint, format Python; `typos`; `py-test`; `py-snapshots` update snapshots; `wheel`; `docs`, `docs-serve`; `storybook`.",
])
mem("lint-typecheck-format", "skill", "Lint, typecheck and format: make check; make fe-check; make py-check (ruff check --fix, ruff format, mypy marimo)", ["lint", "typecheck", "format", "ruff", "mypy"], [
    "All checks: `make check`. Frontend: `make fe-check`. Python: `make py-check`, or with uv: `uv run ruff check --fix`, `uv run ruff format`, `uv run --only-group typecheck mypy marimo --exclude=marimo/_tutorials/`.",
])
mem("tests-with-changes", "rule", "Code changes come with unit tests, some also with end-to-end tests: make test runs frontend, Python and e2e", ["tests", "unit-tests", "e2e"], [
    "We have frontend unit tests, Python unit tests, and end-to-end tests. Code changes should be accompanied by unit tests. Some changes should also be accompanied by end-to-end tests. `make test` runs all of them (slow).",
])
mem("python-test-commands", "skill", "Python tests use pytest syntax: make py-test, or uv run --python 3.13 --group test pytest tests/_ast/, --picked for changed tests", ["pytest", "uv", "picked", "optional"], [
    "We use pytest syntax for Python tests. `make py-test`; `uv run --python 3.13 --group test pytest tests/_ast/` runs a specific test; `... pytest --picked` runs all changed tests; `--group test-optional` runs tests with optional dependencies.",
])
mem("storybook", "skill", "Storybook for UI development: cd frontend && pnpm storybook", ["storybook", "ui", "components"], [
    "To open Storybook: `cd frontend && pnpm storybook` (`make storybook`). Stories live in `frontend/src/stories`.",
])
mem("hot-reloading", "skill", "Hot reloading: pnpm dev (Vite) or pnpm build:watch for the frontend; marimo edit --no-token, -d for server debug logs", ["hot-reload", "dev", "watch", "debug"], [
    "Frontend: `pnpm build:watch` (production-esque) or `pnpm dev` (development). Backend: run without auth, `marimo edit --no-token`, or `marimo -d edit --no-token` for debug logs.",
    "Hot reloading suits styling, layout and new plugins; watch mode suits few frontend changes closer to production; development mode on the CLI suits backend changes. When developing plugins, run with \"On module change\" set to \"autorun\".",
])
mem("pnpm-dev-caveats", "knowledge", "pnpm dev serves the frontend from a Vite dev server, not the marimo server: run marimo with --headless --no-token; proxied api/websocket requests may behave differently", ["vite", "dev-server", "proxy", "headless"], [
    "Running `pnpm dev` serves the frontend from a Vite dev server, not from the marimo server: run your marimo server with `--headless` and `--no-token` so it does not open a new browser tab. It is faster to develop on, but may behave inconsistently because api/websocket requests are proxied and the Python server is not serving the HTML.",
])
mem("pr-ci-and-cla", "knowledge", "On a pull request CI runs lint, typecheck and test jobs (the test-all label runs tests of unchanged files too); every PR fails until the CLA is signed", ["ci", "labels", "test-all", "cla"], [
    "When submitting a pull request, marimo will run lint, typecheck, and test jobs. The `test-all` label runs all tests across unchanged files as well.",
    "All new PRs will fail until you have signed the CLA: leave a comment \"I have read the CLA Document and I hereby sign the CLA\".",
])

# development_docs/testing.md
mem("test-snapshots-fixtures", "skill", "Python test snapshots go in snapshots/ and inputs in fixtures/ next to the test file: snapshotter(__file__) creates and compares them", ["snapshots", "fixtures", "tests", "snapshotter"], [
    "Store snapshots in a `snapshots/` directory next to your test file and test input files in a `fixtures/` directory next to it (`tests/_convert/ipynb/`: `test_ipynb_converter.py`, `snapshots/`, `fixtures/`).",
    "`from tests.mocks import snapshotter`; `snapshot = snapshotter(__file__)`; `snapshot(\"output.py.txt\", result)` auto-creates or compares the snapshot; `make py-snapshots` updates them.",
])
mem("kernel-fixtures", "knowledge", "Kernel fixtures in tests/conftest.py: k, strict_kernel, lazy_kernel, run_mode_kernel, mocked_kernel, executing_kernel, any_kernel, execution_kernel", ["kernel", "fixtures", "conftest", "runtime"], [
    "`k` default kernel (autorun, relaxed); `strict_kernel` strict execution mode; `lazy_kernel` lazy execution mode; `run_mode_kernel` RUN mode (not EDIT); `mocked_kernel` full MockedKernel wrapper; `executing_kernel` execution context installed; `any_kernel` parametrized, runs the test 3x (k, strict, lazy); `execution_kernel` parametrized, 2x (k, strict).",
])

# development_docs/openapi.md and marimo/_schemas/README.md
mem("openapi-schema", "skill", "The frontend talks to the backend through packages/openapi/api.yaml: add types under _generate_server_api_schema, regenerate with marimo development openapi, then make fe-codegen", ["openapi", "api", "schema", "codegen", "frontend"], [
    "The frontend communicates with the backend through an OpenAPI specification in `packages/openapi/api.yaml`. Print it with `marimo development openapi`. To modify it, add the type under `_generate_server_api_schema` in `marimo/_cli/development/commands.py` and run `marimo development openapi > packages/openapi/api.yaml`.",
    "Validate with `marimo development openapi | openapi-spec-validator -`. Generate the client with `make fe-codegen`, then in `frontend` run `pnpm update @marimo-team/marimo-api`.",
])
mem("schemas-update", "skill", "marimo/_schemas holds the notebook, session and notification schemas: regenerate with scripts/generate_schemas.py and make fe-codegen; a GitHub action checks backwards compatibility", ["schemas", "notebook", "session", "notifications", "compatibility"], [
    "The schemas for the notebook file format (`notebook.py`), the session (outputs, console) and kernel notifications (from `marimo/_messaging/notification.py`). To update: run `python scripts/generate_schemas.py`, then `make fe-codegen` for the frontend types.",
    "Backwards compatibility of the OpenAPI schema is checked by `.github/workflows/test_schemas.yaml`. A new schema: add it to `marimo/_schemas`, add it in `scripts/generate_schemas.py`, run `make fe-codegen`, and add it to that workflow.",
])

# development_docs/prompts.md, pyodide.md
mem("prompt-snapshots", "skill", "AI system prompts come from the Prompter class in marimo/_server/ai/prompts.py; their snapshots in tests/_server/ai/test_prompts.py are checked in", ["prompts", "ai", "snapshots", "prompter"], [
    "System prompts are generated using the `Prompter` class in `marimo/_server/ai/prompts.py`. Snapshots of the prompts, made with the `snapshot` function in `tests/_server/ai/test_prompts.py`, are checked into the repo to verify the prompts have not changed: `uv run --python 3.12 --group test-optional pytest tests/_server/ai/test_prompts.py`.",
])
mem("pyodide-frontend", "skill", "Running the frontend on Pyodide (WASM): PYODIDE=true pnpm dev, against the PyPI wheel or a local build served by pyodide/build_and_serve.py", ["pyodide", "wasm", "frontend", "wheel"], [
    "Against the latest deploy on PyPI: `cd frontend; PYODIDE=true VITE_WASM_MARIMO_PREBUILT_WHEEL=true pnpm dev`. Against a local backend: `uv build` once, `uv run pyodide/build_and_serve.py` to serve and watch for changes, then in another terminal `cd frontend; PYODIDE=true pnpm dev`.",
])

# development_docs/traces.md
mem("server-traces", "skill", "Server traces: MARIMO_TRACING=true (the otel extra) writes OpenTelemetry spans to a local spans.jsonl", ["tracing", "opentelemetry", "otel", "debugging"], [
    "For debugging, the server emits OpenTelemetry traces. Tracing requires the `otel` extra (`pip install \"marimo[otel]\"`) or a development install. Set `MARIMO_TRACING=true` to turn it on: `MARIMO_TRACING=true marimo run notebook.py`.",
    "With no other configuration spans go to `~/.marimo/traces/spans.jsonl` (the platform's XDG state directory), cleared on each server restart; analyze them with Jaeger, Zipkin or `marimo edit scripts/analyze_traces.py`.",
])
mem("otlp-export", "knowledge", "OTLP export: OTEL_EXPORTER_OTLP_ENDPOINT (or _TRACES_ENDPOINT), protocol http/protobuf or grpc, headers, service name; falls back to the file exporter", ["otlp", "exporter", "endpoint", "grpc", "environment"], [
    "Set the standard OpenTelemetry variables: `OTEL_EXPORTER_OTLP_ENDPOINT` (all signals), `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` (takes precedence; include the full `/v1/traces` path), `OTEL_EXPORTER_OTLP_PROTOCOL` (`http/protobuf` default, or `grpc`), `OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_SERVICE_NAME` (default `marimo`), `OTEL_RESOURCE_ATTRIBUTES`.",
    "If the selected exporter package is not installed or the protocol is unsupported, marimo logs a warning and falls back to the local file exporter.",
])
mem("trace-propagation", "knowledge", "Trace propagation: OpenTelemetryMiddleware reads W3C traceparent; handle_message re-attaches the context in the kernel process", ["traceparent", "middleware", "kernel", "asgi"], [
    "The `OpenTelemetryMiddleware` extracts incoming W3C `traceparent` headers, so spans of a call into marimo (e.g. the MCP HTTP endpoint) are children of the caller's trace. The request headers travel with each control command to the kernel process, and `handle_message` re-attaches the extracted context before dispatching, so kernel spans (cell execution, dataset previews, function calls) join the originating request's trace, even when marimo is mounted as an ASGI sub-app.",
])
mem("kernel-profiling", "skill", "Profiling the kernel: marimo edit --profile-dir profiles/; view with snakeviz or tuna; pydantic-ai spans instrumented when tracing", ["profiling", "kernel", "performance", "snakeviz"], [
    "Generate profiling statistics of the kernel in edit mode with the hidden option `marimo edit --profile-dir profiles/ notebook.py`; on a graceful shutdown they are written to `profiles/`. View flamegraphs with snakeviz or tuna (`uvx snakeviz path_to_profile`).",
    "With `MARIMO_TRACING=true` and `pydantic_ai` installed, marimo calls `Agent.instrument_all()` at startup so pydantic-ai spans use the same `TracerProvider`.",
])

# development_docs/adding_backend_and_mcp_tools.md
mem("ai-tools-overview", "knowledge", "Backend and MCP tools share one framework: a tool written once serves the chat panel (ask/agent modes) and the MCP server endpoint", ["ai", "tools", "mcp", "chat", "agent"], [
    "marimo provides a unified framework for tools AI assistants use to interact with notebooks, registered automatically as backend tools (the chat panel's ask and agent modes) and MCP tools (the MCP server endpoint for external AI clients such as Claude Desktop). Write a tool once in `marimo/_ai/_tools/tools/your_tool.py` and it works in both; see `marimo/_mcp/server/main.py` and `marimo/_server/ai/tools/tool_manager.py`.",
])
mem("ai-tool-types", "rule", "Tool input and output are dataclasses: names end in Args and Output, Output inherits SuccessResult, mutable defaults via field(default_factory); never TypedDict", ["dataclasses", "args", "output", "successresult", "typeddict"], [
    "Input dataclasses must end with `Args`, output dataclasses with `Output`. Input args are plain dataclasses; the output inherits from `SuccessResult` (status, next_steps, message). Use `field(default_factory=...)` for mutable defaults and marimo types like `SessionId`, `CellId_t`. Keep types in the tool file unless shared by many tools (`marimo/_ai/_tools/types.py`).",
    "Don't use TypedDict or other annotations for tool input/output, and don't return unstructured dicts: the tool system requires dataclasses for serialization, validation and compatibility with both backend and MCP contexts.",
])
mem("ai-tool-class", "skill", "A tool class inherits ToolBase[Args, Output], documents Args and Returns in its docstring (the description AI assistants see) and implements handle(); async handle needs type: ignore[override]", ["toolbase", "handle", "docstring", "async"], [
    "`class YourTool(ToolBase[YourToolArgs, YourToolOutput])`: the class docstring becomes the tool's description shown to AI assistants; document Args and Returns. Implement `handle(self, args)` and return the Output with actionable `next_steps` and an optional `message`.",
    "Prefix private helper methods with `_`; keep `handle()` focused on orchestration. For async operations, `async def handle(...)` with `# type: ignore[override]`. Avoid side effects; if unavoidable, list them in the guidelines' `side_effects`.",
])
mem("tool-context", "knowledge", "ToolContext (self.context) is the gateway to sessions, notebooks, cells and errors: add a method there only when several tools need it", ["toolcontext", "session", "errors", "helpers"], [
    "`ToolContext`, available as `self.context`, gives access to marimo state: `get_session(session_id)`, `get_notebook_errors(session_id, include_stderr)`, `get_cell_errors(session_id, cell_id)`, `get_active_sessions_internal()` (the full list in `marimo/_ai/_tools/base.py`).",
    "Add to ToolContext when the functionality will be used by multiple tools, accesses core state or is a common pattern; use a helper method for logic specific to one tool. Reuse ToolContext methods instead of duplicating logic (such as extracting errors from cell notifications).",
])
mem("tool-guidelines", "rule", "ToolGuidelines (when_to_use, avoid_if, prerequisites, side_effects, additional_info) tell assistants when to use a tool: less is more", ["guidelines", "prompts", "tools"], [
    "`ToolGuidelines` fields: `when_to_use`, `avoid_if`, `prerequisites` (only if accessing notebook data), `side_effects` (\"Modifies notebook cells\", \"Triggers cell re-execution\"), `additional_info` (a single string).",
    "Too many guidelines can confuse the AI agent. Only add guidelines when you clearly understand the use cases; if unsure, keep it minimal.",
])
mem("tool-errors", "rule", "Tools raise ToolExecutionError (code, is_retryable, suggested_fix, meta) for expected failures only; no try/except around unexpected errors, no generic exceptions", ["errors", "exceptions", "toolexecutionerror", "retry"], [
    "Only use try/except to catch a specific error and give the agent tailored guidance; unexpected errors are wrapped in `ToolExecutionError` automatically. Raise `ToolExecutionError(message, code=\"CELL_NOT_FOUND\", is_retryable=False, suggested_fix=\"Use get_lightweight_cell_map to find valid cell IDs\", meta={...})`, never a bare `ValueError`.",
    "Common codes: `SESSION_NOT_FOUND`, `CELL_NOT_FOUND`, `BAD_ARGUMENTS`, `OPERATION_FAILED`, `UNEXPECTED_ERROR`. ToolContext methods raise it themselves when a session is not found.",
])
mem("tool-registry", "skill", "Register a tool in SUPPORTED_BACKEND_AND_MCP_TOOLS (tools_registry.py) and add its Args and Output to TOOL_IO_CLASSES in tests/_utils/test_msgspec_basestruct.py", ["registry", "msgspec", "pydantic", "mcp"], [
    "Add the tool to `SUPPORTED_BACKEND_AND_MCP_TOOLS` in `marimo/_ai/_tools/tools_registry.py`: it is then registered in both backend and MCP contexts.",
    "Add its Args and Output classes to `TOOL_IO_CLASSES` in `tests/_utils/test_msgspec_basestruct.py`: this checks type compatibility between our msgspec serialization and pydantic (used by the python MCP SDK).",
])
mem("tool-tests", "skill", "Tool unit tests in tests/_ai/tools/tools/test_NAME.py mock ToolContext (Mock(spec=ToolContext)) and cover the happy path and errors", ["tests", "mock", "pytest", "tools"], [
    "Create `tests/_ai/tools/tools/test_your_tool.py`: fixtures for the tool and `Mock(spec=ToolContext)`, set `tool.context = mock_context`, assert on the result's status and data, and on `ToolExecutionError`'s `code` with `pytest.raises`. Run `uv run --python 3.12 --group test pytest tests/_ai/tools` (or the one file, `-v`).",
])
mem("tool-docs", "rule", "Document a new tool in docs/guides/editor_features/tools.md: a row in its category's table (Inspection, Data, Debugging, Reference)", ["docs", "tools", "documentation"], [
    "Add your tool to the user-facing documentation in `docs/guides/editor_features/tools.md`: a row in the appropriate category table (Inspection: notebook structure and runtime; Data: variables and database information; Debugging: finding and fixing issues; Reference: marimo documentation) with its parameters and output.",
])

# development_docs/adding_lint_rules.md
mem("lint-rule-codes", "knowledge", "marimo lint rule codes are M[severity][number]: MB breaking, MR runtime, MF formatting, MW WASM (off by default), numbered sequentially", ["lint", "rules", "codes", "severity", "wasm"], [
    "The notebook lint system (`marimo check`) has four severity levels: Breaking (MB, errors that prevent execution), Runtime (MR), Formatting (MF), WASM (MW, compatibility for WASM/Pyodide notebooks, off by default). Codes MB001-MB099 and so on.",
    "A new rule: choose the severity by impact, find the next available code in the category, number sequentially (MB001 unparsable-cells, MB002 multiple-definitions, MB003 cycle-dependencies, MB004 setup-cell-dependencies, MF001 general-formatting).",
])
mem("lint-rule-class", "skill", "A lint rule is a LintRule in marimo/_lint/rules/<severity>/ with code, kebab-case name, description, severity, fixable and an async check(ctx) adding Diagnostics; its docstring has What it does, Why is this bad?, Examples, References", ["lint", "lintrule", "diagnostic", "check", "docstring"], [
    "Create the rule in `marimo/_lint/rules/breaking/`, `runtime/`, `formatting/` or `wasm/`: a `LintRule` subclass with `code`, `name` (kebab-case), `description`, `severity`, `fixable`, and `async def check(self, ctx: RuleContext)` that walks `ctx.notebook.cells` (or `ctx.get_graph()`) and awaits `ctx.add_diagnostic(Diagnostic(...))`.",
    "The docstring starts with the code and a brief description and has the sections What it does, Why is this bad?, Examples (problematic and solution) and References; the documentation is generated from it.",
])
mem("lint-rule-register", "skill", "Register a lint rule in its category's __init__.py (BREAKING_RULE_CODES...); DEFAULT_RULE_CODES leaves out opt-in categories, selected with --select", ["lint", "register", "select", "defaults"], [
    "Add the rule to its category's dict and `__all__` (`BREAKING_RULE_CODES` in `marimo/_lint/rules/breaking/__init__.py`).",
    "`RULE_CODES` is the full set; `DEFAULT_RULE_CODES` (in `marimo/_lint/rules/__init__.py`) those enabled without `--select`. A category off by default (like WASM) is in `RULE_CODES` but not in the defaults; users opt in with `marimo check --select MW` or `--select ALL` (`resolve_rules()` in `rule_selector.py`).",
])
mem("lint-rule-tests", "skill", "Lint rule tests: a notebook in tests/_lint/test_files/, a snapshot test in tests/_lint/test_snapshot.py, unit tests for positive, negative and edge cases", ["lint", "tests", "snapshot", "notebook"], [
    "Create a test notebook `tests/_lint/test_files/your_rule_name.py` that triggers the rule, add a snapshot test to `tests/_lint/test_snapshot.py` (snapshots in `tests/_lint/snapshots/`), and unit tests in `tests/_lint/test_your_rule.py` with `parse_notebook` and `LintContext`: positive cases, no false positives, edge cases (empty cells, syntax errors), several violations in one notebook.",
    "Run `uv run --group test pytest tests/_lint`; update snapshots with `--snapshot-update`.",
])
mem("lint-rule-docs", "skill", "Lint rule documentation is generated from the rule's docstring: uv run scripts/generate_lint_docs.py writes docs/guides/lint_rules", ["lint", "docs", "generate"], [
    "Run `uv run scripts/generate_lint_docs.py`: it creates `docs/guides/lint_rules/rules/your_rule_name.md` and updates `docs/guides/lint_rules/index.md`, with navigation and human-readable filenames.",
])
mem("lint-rule-guidelines", "rule", "Lint rules: prefer AST analysis over string matching, specific and actionable messages, cheap checks; safe fixes by re-serialization, unsafe fixes only behind --unsafe-fixes (UnsafeFixRule)", ["lint", "ast", "messages", "fixes", "performance"], [
    "Prefer AST analysis over string matching; use RuleContext; be specific and actionable in messages (\"Variable 'x' is defined in multiple cells\", not \"Multiple definition error\"); avoid expensive operations in the hot path, cache results, return early.",
    "Safely fixable errors are applied by default via re-serialization. Fixes that mutate the notebook structure require `--unsafe-fixes`: implement `apply_unsafe_fixes(self, notebook, diagnostics)` and inherit from `UnsafeFixRule`. Do not add log statements just to trigger lint rules.",
])

# packages/llm-info
mem("llm-models-data", "skill", "AI model and provider data live in packages/llm-info/data (models.yml, providers.yml): edit and run pnpm codegen; pnpm sync-models pulls from models.dev", ["llm", "models", "providers", "codegen", "yaml"], [
    "To add a new LLM model or provider, edit `models.yml` or `providers.yml` in `packages/llm-info/data` and run `pnpm codegen`. Keep the number of models to a minimum: the latest or recommended models from each provider.",
    "`pnpm sync-models` adds the latest models from models.dev to the top of each provider section (existing entries kept; `--provider`, `-n`, `--replace`), then `pnpm codegen`. `google-vertex` maps into `google`: Anthropic models with `@default` ids are Vertex-only, say so in their description.",
])
mem("fill-model-descriptions", "skill", "Fill empty model descriptions in models.yml from OpenRouter, then provider docs: only empty ones, one sentence under 200 characters, parseDocument to keep formatting", ["llm", "models", "descriptions", "openrouter"], [
    "Only modify entries whose `description` is empty; existing descriptions are human-curated. Parse with the `yaml` library's `parseDocument` (not `parse`) and write back with targeted mutations (`packages/llm-info/src/sync-models.ts`); change no other field or formatting.",
    "Source from OpenRouter's models API first (vendor prefixes: mistralai, x-ai; strip Bedrock region prefixes and `@default`), then provider docs; otherwise leave it empty. One sentence, at most 200 characters, capability over marketing. Validate with `pnpm --filter @marimo-team/llm-info test` (schema.test.ts).",
])

# frontend/src/README.md and the data-table charts README
mem("frontend-file-structure", "knowledge", "frontend/src layout: components (connected, by domain), components/ui (reusable dumb components), core, hooks, plugins/impl, plugins/layout, stories, theme, utils", ["frontend", "structure", "components", "plugins"], [
    "`assets`; `components` connected components split up by domain; `components/ui` re-usable dumb components; `core` core logic split up by domain; `css`; `fonts`; `hooks` shared hooks; `mocks`; `plugins` plugin logic, `plugins/impl` individual plugin implementations, `plugins/layout` stateless plugin implementations; `stories` storybook stories; `theme`; `utils`.",
])
mem("chart-form-components", "knowledge", "Data-table charts are built from shared layouts, form-fields and chart-items for a consistent look; shared state via useFormContext or context.ts, no prop drilling", ["charts", "data-table", "forms", "react-hook-form"], [
    "To keep a consistent look across all charts in `frontend/src/components/data-table/charts`: layouts (thin wrappers around @ui components: TabContainer, AccordionConfigs), form-fields (wrapping react-hook-form components: ColumnSelector, DataTypeSelect, AggregationSelect, TooltipSelect, NumberField, TimeUnitSelect...), chart-items (XAxis, YAxis, ColorByAxis, Facet) and the forms (CommonChartForm, PieForm, BarForm, LineForm, HeatmapForm, StyleForm).",
    "To keep components light and avoid prop drilling, use react-hook-form's `useFormContext` or `use` to access shared state (`context.ts`).",
])
