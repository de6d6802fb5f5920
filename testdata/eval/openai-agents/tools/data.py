"""Memories of the openai-agents set: openai/openai-agents-python's own agent and contributor
guide (AGENTS.md, which CLAUDE.md points to; snapshot of 2026-08-22), one memory per rule or
topic, in the project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-01")


# Policies and mandatory rules
mem("code-change-verification", "rule", "Run $code-change-verification before marking work complete", ["verification", "skills", "tests", "ci"], [
    "Run `$code-change-verification` before marking work complete when changes affect runtime code, tests, or build/test behavior.",
    "Run it when you change `src/agents/` or shared utilities, `tests/` or snapshot tests, `examples/`, or build or test configuration such as `pyproject.toml`, `Makefile`, `mkdocs.yml`, `docs/scripts/`, or CI workflows.",
    "You can skip it for docs-only or repo-meta changes (`docs/`, `.agents/`, `README.md`, `AGENTS.md`, `.github/`).",
    "Treat it as the post-review final gate, not as an iterative review check; defer the broad stack while another broad test or build runs on the same host.",
])
mem("openai-knowledge", "rule", "Use $openai-knowledge for OpenAI API and platform integrations", ["openai", "api", "docs", "mcp"], [
    "When working on OpenAI API or OpenAI platform integrations (Responses API, tools, streaming, Realtime API, auth, models, rate limits, MCP, Agents SDK or ChatGPT Apps SDK), use `$openai-knowledge` to pull authoritative docs via the OpenAI Developer Docs MCP server.",
    "Do not rely on generic API assumptions when documenting Responses, Chat Completions, Realtime, tools, MCP, or provider adapters.",
])
mem("implementation-strategy", "rule", "Use $implementation-strategy before changing runtime code or APIs", ["compatibility", "design", "skills", "review"], [
    "Before changing or reviewing runtime code, exported APIs, external configuration, persisted schemas, wire protocols, or other user-facing behavior, use `$implementation-strategy` to decide the compatibility boundary and implementation shape.",
    "Before coding, write an implementation scope contract: required behavior, compatibility requirements, intentionally unsupported cases and their failure behavior.",
    "Judge breaking changes against the latest release tag, not unreleased branch-local churn; interfaces introduced after the latest release may be rewritten without compatibility shims.",
    "Repeat the skill before each new review-feedback batch that would widen the supported contract.",
])
mem("implementation-final-review", "rule", "Run $implementation-final-review after implementing", ["review", "skills", "verification"], [
    "After implementing runtime code, tests, examples, build/test behavior, or behavior-impacting docs and completing focused tests, run `$implementation-final-review` before final `$code-change-verification` and `$pr-draft-summary`.",
    "Do not start repository-wide lint, typecheck, tests, builds or integration suites while the independent review is incomplete or finding-bearing.",
    "Do not invoke it for planning, investigation, review, or report-only tasks, repo-meta changes, or docs without behavior impact.",
])
mem("pr-draft-summary", "rule", "Invoke $pr-draft-summary before the final response", ["pull-request", "summary", "skills"], [
    "Before every final response for a task that changed runtime code, tests, examples, build/test configuration, or docs with behavior impact, invoke `$pr-draft-summary` to generate the PR summary block, branch suggestion, title, and draft description.",
    "Determine whether to invoke it from the changed files, not from a subjective assessment of change size.",
    "It does not authorize creating a branch, committing, pushing, or opening a pull request.",
])
mem("release-candidate-prep", "skill", "Preparing a release candidate", ["release", "version", "pypi", "skills"], [
    "Use `$release-candidate-prep` only when the user explicitly invokes it with a release version.",
    "It creates a detached worktree at refreshed `origin/main`, runs the readiness gates, creates `release/v<version>`, updates `pyproject.toml` and `uv.lock`, freezes and checks `tests/fixtures/released_api_contract.json`, and creates one local release commit.",
    "It invokes `$final-release-review` as the controlling checker; it must never push, open a pull request, or create a release.",
    "Release tag creation and PyPI publication remain owned by their post-merge workflows.",
])
mem("work-status", "rule", "Work status reporting", ["status", "reporting"], [
    "Use `RUNNING` only in commentary while autonomous work remains and no user action is required.",
    "Use `COMPLETE` only when the requested work and every applicable review, verification, and handoff step are complete.",
    "Use `NEEDS_DECISION` only when progress requires a concrete user choice; state the exact decision.",
])
mem("git-safety", "rule", "Git worktree and branch safety", ["git", "worktree", "branch"], [
    "Work in the user's current checkout and on the current branch by default.",
    "Do not create or switch to another Git worktree or branch unless the user explicitly asks for or approves that exact action.",
    "If isolation is needed, explain why and ask the user before changing Git state.",
])
mem("docs-release-timing", "rule", "Documentation release timing", ["docs", "release", "pull-request"], [
    "When a feature or bug fix introduces behavior not yet available in the latest published release, do not include `docs/` changes that describe it in that pull request.",
    "Handle them in a separate docs-only pull request so maintainers can merge it with the release that makes the documentation accurate.",
])
mem("docs-verification-tiers", "rule", "Documentation verification tiers", ["docs", "verification", "mkdocs"], [
    "Classify documentation changes and use the narrowest tier that covers the complete diff.",
    "Editorial (terminology, spelling, formatting, link labels): inspect the diff, search for the corrected text, run `git diff --check`; skip `make build-docs`.",
    "Content (new or rewritten behavioral guidance, runnable snippets): verify claims against the implementation, do the cross-language review, run `make build-docs` once.",
    "Structural (pages added, removed or moved; `mkdocs.yml`, reference inputs, docs scripts): run the generators and `make build-docs`.",
])
mem("scope-discipline", "rule", "Scope discipline and complexity reset", ["design", "complexity", "scope"], [
    "Implement the narrowest explicitly stated set of behaviors that satisfies the request.",
    "Prefer adapting the required case into an existing pipeline over creating a parallel contract, resolver, execution path, or source of truth.",
    "Every new abstraction, state field, compatibility branch or dispatch mode must map to a stated requirement; a second related review finding on the same abstraction is a mandatory complexity reset.",
    "Prefer an actionable error during construction or validation, before invocation or other side effects, over partially emulating a broad protocol.",
])
mem("execplans", "rule", "ExecPlans for multi-step work", ["planning", "plans"], [
    "Use an ExecPlan when work is multi-step, spans several files, involves new features or refactors, or is likely to take more than about an hour.",
    "Start with the template and rules in `PLANS.md` and keep milestones and living sections (Progress, Surprises & Discoveries, Decision Log, Outcomes & Retrospective) up to date.",
    "Call out compatibility risk only when the plan changes behavior shipped in the latest release tag.",
])
mem("public-api-compat", "rule", "Public API compatibility", ["api", "compatibility", "exports", "dataclass"], [
    "Treat the parameter and dataclass field order of exported runtime APIs as a compatibility contract (`RunConfig`, `FunctionTool`, `AgentHookContext`).",
    "Append a new optional public field or parameter to the end; never insert it in the middle of the existing order.",
    "Treat intended import paths and `__all__` membership as compatibility contracts: when adding or moving a public symbol, update the owning module, the top-level or subpackage re-exports, and an import regression test.",
    "Keep top-level imports free of optional-dependency failures and runtime side effects; use lazy exports when needed.",
])
mem("translation-safe-docs", "rule", "Translation-safe documentation", ["docs", "translation", "i18n"], [
    "Do not edit translated docs under `docs/ja`, `docs/ko`, or `docs/zh`: they are generated.",
    "In new or rewritten translatable prose under `docs/`, state the actor, scope, ownership, ordering and lifecycle boundary explicitly and use exact API identifiers in inline code.",
    "Use a lightweight cross-language review (Japanese, Korean, Chinese perspectives) of the changed English sentences.",
    "Reserve `docs/scripts/translate_docs.py --mode full` for translation-tooling changes or explicit localization work.",
])
mem("docs-snippets", "rule", "Runnable docs snippets and examples", ["docs", "examples", "snippets", "decorators"], [
    "Treat runnable docs snippets as API compatibility checks: verify the shown arguments and call shape against the actual implementation.",
    "In `examples/` and runnable `docs/` snippets, import Agents SDK decorators from `agents.decorators`; prefer `tool` over `function_tool`.",
])
mem("sandbox-security", "rule", "Sandbox manifests and security grants", ["sandbox", "security", "manifest", "filesystem"], [
    "Do not let untrusted sandbox manifests opt themselves out of host filesystem or base-directory boundaries; escape hatches must be controlled by trusted application code at the call site.",
    "When documenting sandbox or security grants, verify the implementation path enforces them; do not claim a grant applies to `LocalDir`, `LocalFile`, archive extraction, or other materialization paths unless those paths consult it.",
])
mem("redaction", "rule", "Redacting sensitive payloads", ["security", "redaction", "logging", "exceptions"], [
    "When redacting OpenAI tool, MCP, model, or provider payloads, consider traceback display, exception chaining, `__context__`, logs, and telemetry.",
    "Suppressing display with `raise ... from None` is not enough if the original exception object still carries sensitive input data.",
])
mem("realtime-tracing", "knowledge", "Realtime tracing architecture", ["realtime", "tracing"], [
    "For Realtime tracing changes, read the Realtime tracing architecture reference before proposing SDK spans.",
    "Realtime API server traces and Agents SDK client traces are separate; `group_id` can correlate them but does not create a shared trace hierarchy.",
])

# Project structure and runtime guidelines
mem("repo-structure", "knowledge", "Repository structure", ["structure", "layout"], [
    "`src/agents/`: core library implementation. `tests/`: test suite. `examples/`: sample projects showing SDK usage.",
    "`docs/`: MkDocs documentation source; `docs/scripts/`: translation and reference generation; `mkdocs.yml`: site configuration; `site/`: built output.",
    "`Makefile`: common developer commands; `pyproject.toml`, `uv.lock`: Python dependencies and tool configuration.",
    "`.agents/references/`: durable SDK maintainer architecture references; start with the reference map.",
])
mem("agent-definition", "knowledge", "Agent definition and run context", ["agent", "context", "instructions"], [
    "For `Agent` fields, cloning, dynamic instructions, enabled tools or handoffs, output schemas, run context wrappers, usage aggregation, or public-versus-internal agent identity, read the Agent definition and run context reference.",
])
mem("runner-entrypoint", "rule", "Keep run.py focused on orchestration", ["runner", "architecture", "refactoring"], [
    "`src/agents/run.py` is the runtime entrypoint (`Runner`, `AgentRunner`); keep it focused on orchestration and public flow control.",
    "Put new runtime logic under `src/agents/run_internal/` (`run_loop.py`, `turn_resolution.py`, `tool_execution.py`, `session_persistence.py`) and import it into `run.py`.",
])
mem("runner-lifecycle", "knowledge", "Runner lifecycle", ["runner", "handoffs", "guardrails", "streaming"], [
    "For turn accounting, guardrail ordering, handoffs, interruptions, cancellation, hooks, or streaming behavior, read the Runner lifecycle reference.",
    "Keep streaming and non-streaming paths behaviorally aligned.",
])
mem("run-item-lifecycle", "knowledge", "Run item lifecycle", ["items", "model-output", "serialization"], [
    "For new model output, tool call, approval, or run item variants, read the Run item lifecycle reference.",
    "Update every applicable processing, event, replay, persistence, tracing, and serialization surface.",
])
mem("function-schema", "knowledge", "Function and output schema", ["tools", "schema", "json-schema", "structured-output"], [
    "For function-tool parameter schemas, `Annotated` or `Field` metadata, strict JSON schema conversion, or structured output schemas, read the Function and output schema reference.",
])
mem("tool-identity", "knowledge", "Tool identity and routing", ["tools", "naming", "approvals"], [
    "For function-tool naming, namespacing, lookup, approvals, tracing, or call-ID changes, read the Tool identity and routing reference.",
    "Use the canonical helpers in `src/agents/_tool_identity.py` instead of adding local normalization rules.",
])
mem("tool-execution", "knowledge", "Tool execution lifecycle", ["tools", "guardrails", "concurrency", "timeouts"], [
    "For function-tool planning, approval ordering, tool guardrails, concurrency, cancellation, timeouts, hooks, or failure conversion, read the Tool execution lifecycle reference.",
])
mem("mcp-server-lifecycle", "knowledge", "Local MCP server lifecycle", ["mcp", "server", "retries", "cleanup"], [
    "For local MCP connection ownership, `MCPServerManager`, request serialization, tool caching or filtering, transport retries, cancellation, or cleanup, read the Local MCP server lifecycle reference.",
])
mem("tracing-lifecycle", "knowledge", "Tracing lifecycle", ["tracing", "spans", "export"], [
    "For trace or span context, processors, export, flush, shutdown, sensitive data, or resumed trace state, read the Tracing lifecycle reference.",
])
mem("realtime-session", "knowledge", "Realtime session lifecycle", ["realtime", "session", "cleanup"], [
    "For `RealtimeSession` lifecycle, background-task, handoff, listener, connection, or cleanup changes, read the Realtime session lifecycle reference.",
    "Verify both normal and failure-path resource ownership.",
])
mem("voice-pipeline", "knowledge", "Voice pipeline lifecycle", ["voice", "audio", "stt", "tts"], [
    "For `VoicePipeline`, streamed audio input, STT session ownership, TTS task ordering, voice lifecycle events, PCM framing, or voice tracing changes, read the Voice pipeline lifecycle reference.",
])
mem("conversation-state", "knowledge", "Conversation state ownership", ["conversation", "responses", "resume"], [
    "For server-managed conversation (`conversation_id`, `previous_response_id`, `auto_previous_response_id`), read the Conversation state ownership reference before changing continuation, filtering, retry, compaction, handoffs, or resume behavior.",
])
mem("session-persistence", "knowledge", "Session persistence", ["sessions", "persistence", "compaction"], [
    "For client-managed session input, per-turn saves, retry rewind, backend atomicity, or compaction replacement, read the Session persistence reference.",
])
mem("model-provider", "knowledge", "Model and provider boundaries", ["models", "providers", "responses", "chat-completions"], [
    "For model resolution, `ModelSettings`, provider adapters, Responses versus Chat Completions capabilities, request conversion, terminal events, transport reuse, or model retries, read the Model and provider boundaries reference.",
])
mem("runstate-schema", "rule", "RunState schema and resume boundary", ["runstate", "schema", "serialization", "resume"], [
    "If the serialized `RunState` shape changes, read the RunState schema and resume boundary reference.",
    "Follow its release-boundary, schema-version, backward-read, and regression-test rules; unreleased persisted formats on `main` may be renumbered or squashed before release.",
])
mem("sandbox-runtime", "knowledge", "Sandbox runtime boundary", ["sandbox", "manifest", "snapshots", "cleanup"], [
    "For sandbox session ownership, agent preparation, manifests, host-path materialization, snapshots, resume state, or cleanup, read the Sandbox runtime boundary reference.",
])

# Operation guide
mem("prerequisites", "knowledge", "Prerequisites", ["python", "uv", "make", "setup"], [
    "Python 3.10+.",
    "`uv` installed for dependency management (`uv sync`) and `uv run` for Python commands; `make` available to run repository tasks.",
    "Use `uv run python ...` for Python commands to ensure a consistent environment.",
])
mem("dev-workflow", "skill", "Development workflow", ["workflow", "dependencies", "sync"], [
    "Stay in the user's current checkout and branch unless the user asks for a Git state change; a requested feature branch is `feat/<short-description>`.",
    "If dependencies changed or you are setting up the repo, run `make sync`.",
    "Implement changes and add or update tests alongside code updates.",
    "Verify docs changes by their tier, run `$code-change-verification` when it applies, commit small, and invoke `$pr-draft-summary` as the final handoff step.",
])
mem("test-doubles", "rule", "Prefer the scripted test utilities", ["testing", "mocks", "models"], [
    "For provider-neutral agent workflow tests, prefer `ScriptedModel` from `agents.testing` over adding a new mock or fake `Model`.",
    "Prefer `ScriptedRealtimeModel` from `agents.realtime.testing` for Realtime session tests, `agents.voice.testing` for Voice pipeline tests, and `scripted_sandbox_session()` for Sandbox session calls.",
    "Keep a specialized test double only when the test requires provider-wire conversion, malformed streams, or an exact cancellation or lifecycle boundary; document that boundary in the test.",
])
mem("test-determinism", "rule", "Performance and determinism of tests", ["testing", "async", "flaky", "xdist"], [
    "Before adding or changing async, retry, timeout, subprocess, PTY, warning, or xdist-sensitive tests, read Performance and determinism in `tests/README.md`.",
    "Preserve the applicable behavioral and lifecycle coverage while optimizing execution.",
])
mem("run-tests", "skill", "Running tests and type checking", ["testing", "pytest", "typecheck"], [
    "Run the full test suite: `make tests`.",
    "Run a focused test: `uv run pytest -s -k <pattern>`.",
    "Type checking: `make typecheck`.",
])
mem("snapshot-tests", "skill", "Snapshot tests", ["testing", "snapshots"], [
    "Some tests rely on inline snapshots; see `tests/README.md`.",
    "Fix snapshots with `make snapshots-fix`, create new ones with `make snapshots-create`, then re-run `make tests`.",
])
mem("coverage", "knowledge", "Coverage", ["testing", "coverage"], [
    "`make coverage` generates coverage and fails if coverage drops below the threshold.",
])
mem("format-lint", "rule", "Formatting, linting and comments", ["ruff", "lint", "format", "comments", "markdown"], [
    "Formatting and linting use `ruff`: `make format` applies fixes, `make lint` checks only; imports are managed by Ruff and stay sorted.",
    "Type hints must pass `make typecheck`.",
    "Write comments as full sentences ending with a period.",
    "Do not hard-wrap prose in Markdown or other non-code text files at a fixed column width.",
])
mem("verification-order", "rule", "Mandatory local run order", ["verification", "make"], [
    "When `$code-change-verification` applies, run the full sequence in order: `make format`, `make lint`, `make typecheck`, `make tests`.",
    "Rerun the full stack after applying fixes.",
])
mem("python310", "skill", "Testing against Python 3.10", ["python", "testing", "compatibility"], [
    "Run tests against the oldest supported version in an isolated environment: `UV_PROJECT_ENVIRONMENT=.venv_310 uv sync --python 3.10 --all-extras --all-packages --group dev`, then `UV_PROJECT_ENVIRONMENT=.venv_310 uv run --python 3.10 -m pytest`.",
])
mem("docs-build", "skill", "Building and previewing the docs", ["docs", "mkdocs", "build"], [
    "`make build-docs` builds stable content or structural docs changes; `make serve-docs` previews docs locally.",
    "`make build-full-docs` runs translations and builds, only when explicitly required.",
])
mem("pr-guidelines", "rule", "Pull request guidelines", ["pull-request", "template", "issues"], [
    "Use the template at `.github/PULL_REQUEST_TEMPLATE/pull_request_template.md`; include a summary, test plan, and issue number if applicable.",
    "Reference issues natively: `#123` for this repository, `owner/repo#123` for another; never wrap them in Markdown links.",
    "Add tests for new behavior when feasible and update documentation for user-facing changes.",
])
mem("commit-messages", "rule", "Commit messages", ["commits", "git"], [
    "Commit messages should be concise and written in the imperative mood.",
    "Small, focused commits are preferred.",
])
mem("code-review", "rule", "Code review rules", ["review", "complexity"], [
    "Treat added complexity as a finding only when specific machinery is not required by the task, a released contract, supported durable state, or a verified risk.",
    "Do not request speculative abstractions, helpers, configuration knobs, dependencies, compatibility layers, or feature flags for hypothetical future consumers.",
    "Review the complete diff from the merge base or the latest release tag; keep findings scoped to the patch.",
    "Baseline: checks pass, tests cover new behavior and edge cases, examples are updated if behavior changes.",
])
