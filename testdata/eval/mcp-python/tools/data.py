"""Memories of the mcp-python set: modelcontextprotocol/python-sdk's own contributor and agent guidance on its main
branch at 57394b054 (2026-08-20, the newest commit of the stored snapshot): AGENTS.md (CLAUDE.md is only "@AGENTS.md"),
CONTRIBUTING.md, DEPENDENCY_POLICY.md, VERSIONING.md, RELEASE.md, the test-quality skill
(.claude/skills/test-quality/SKILL.md), the review-pr command, the pull request template, tests/interaction/README.md,
i18n/README.md, schema/README.md and src/mcp-types/README.md. One memory per section or a few short sections together,
in the project's words (lightly cut). The text is the MCP Python SDK authors' (MIT licence); quoted here, cut, only as
evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-20")

# AGENTS.md
mem("agents-read-contributing", "rule", "AI coding agents acting for a non-maintainer read CONTRIBUTING.md before opening issues or pull requests", ["agents", "pull-request", "issues"], [
    "If you are an AI coding agent acting for someone who is not a maintainer of this repository, read `CONTRIBUTING.md` before opening issues or pull requests here. Pull requests that aren't linked to an issue assigned to their author are closed automatically.",
])
mem("branching-model", "rule", "main is the stable v2 line: its public API is a compatibility contract; removals, renames and signature changes are a maintainer's explicit decision", ["branching", "v2", "public-api", "compatibility"], [
    "`main` is the current stable line (v2); releases are cut from it (see `RELEASE.md`). `README.md` documents v2; the v1 README lives on the `v1.x` branch.",
    "v2 is released; its public API is a compatibility contract for the 2.x line. Removals, renames, or any change to an existing API's signature or observable behaviour (including ones softened by a `@deprecated` shim) is a design decision a maintainer makes explicitly, and should generally be avoided.",
])
mem("migration-guide-closed", "rule", "docs/migration.md is the v1 to v2 record and is closed to new entries", ["migration", "docs", "v1", "v2"], [
    "`docs/migration.md` is the v1 → v2 record and is closed to new entries. Correcting errors or improving clarity in what's there is fine.",
])
mem("v1x-backports", "rule", "v1.x is the maintenance branch: backport PRs target it with a [v1.x] title prefix, critical and security fixes only", ["v1.x", "backport", "maintenance", "branch"], [
    "`v1.x` is the maintenance branch for the previous major. Backport PRs target it and use a `[v1.x]` title prefix; only critical bug fixes and security fixes land there.",
    "Choose the branch: new features and fixes for v2 go to `main` (new APIs, refactors); security fixes and critical bug fixes for v1 go to `v1.x` (critical patches, backports of severe bugs).",
])
mem("uv-only", "rule", "Package management: only uv, never pip; run tools with uv run --frozen; uv pip install and @latest are forbidden", ["uv", "pip", "frozen", "lockfile"], [
    "ONLY use uv, NEVER pip. Installation: `uv add <package>`. Running tools: `uv run --frozen <tool>`; always pass `--frozen` so uv doesn't rewrite `uv.lock` as a side effect. Upgrading: `uv lock --upgrade-package <package>`.",
    "FORBIDDEN: `uv pip install`, `@latest` syntax.",
])
mem("runtime-dependencies-dynamic", "skill", "Add a runtime dependency of the root mcp project by hand under the uv-dynamic-versioning hook's dependencies in pyproject.toml, then uv lock", ["dependencies", "pyproject", "uv-dynamic-versioning", "hatch", "uv-lock"], [
    "The root project's runtime dependencies are dynamic (the published `mcp` wheel exact-pins `mcp-types`), so `uv add` cannot edit them: add the requirement to `[tool.hatch.metadata.hooks.uv-dynamic-versioning].dependencies` in `pyproject.toml` by hand, then run `uv lock`.",
    "Dependency groups, extras, and the example packages still take plain `uv add`.",
])
mem("cross-version-testing", "knowledge", "Cross-version testing: uv run --frozen --python 3.10 pytest; CI covers Python 3.10 to 3.14", ["python-versions", "pytest", "ci", "matrix"], [
    "Cross-version testing: `uv run --frozen --python 3.10 pytest ...` to run against a specific interpreter (CI covers 3.10–3.14).",
    "CI runs 3.10–3.14 × {ubuntu, windows} × {locked, lowest-direct}, and some branch-coverage quirks only surface on specific matrix entries.",
])
mem("dependency-floors-cves", "rule", "Don't raise dependency floors for CVEs alone, and don't add SDK code to work around a dependency's vulnerability", ["dependencies", "cve", "security", "floors"], [
    "Don't raise dependency floors for CVEs alone. The `>=` constraint already lets users upgrade. Only raise a floor when the SDK needs functionality from the newer version, and don't add SDK code to work around a dependency's vulnerability (Kludex/uvicorn#2643, python-sdk #1552).",
])
mem("comments-brief", "rule", "Keep comments brief: explain only non-obvious reasons or constraints", ["comments", "style"], [
    "Keep comments brief. Explain only non-obvious reasons or constraints; do not narrate the code or restate names, types, or assertions.",
])
mem("type-hints-docstrings", "rule", "Type hints for all code; public APIs have docstrings with a Raises: section for exceptions a caller would catch", ["type-hints", "docstrings", "raises", "public-api"], [
    "Type hints required for all code. Public APIs must have docstrings.",
    "When a public API raises exceptions a caller would reasonably catch, document them in a `Raises:` section. Don't list exceptions from argument validation or programmer error.",
])
mem("public-api-all", "rule", "src/mcp/__init__.py defines the public API surface via __all__: adding a symbol there is a deliberate API decision", ["public-api", "__all__", "exports"], [
    "`src/mcp/__init__.py` defines the public API surface via `__all__`. Adding a symbol there is a deliberate API decision, not a convenience re-export.",
])
mem("imports-at-top", "rule", "All imports go at the top of the file; inline imports only when a top-level import genuinely can't work", ["imports", "circular-imports", "lazy-loading"], [
    "IMPORTANT: All imports go at the top of the file — inline imports hide dependencies and obscure circular-import bugs.",
    "Only exception: when a top-level import genuinely can't work (lazy-loading optional deps, or tests that re-import a module).",
])
mem("explicit-encoding", "rule", "Always pass encoding= to text-mode open(), read_text/write_text, tempfile and subprocess text pipes", ["encoding", "utf-8", "locale", "pep-597"], [
    "Always pass `encoding=` to text-mode `open()`, `Path.read_text()`/`write_text()`, `tempfile` and `subprocess` text pipes — normally `\"utf-8\"`, or `\"locale\"` when the platform encoding is genuinely intended; the default is the process locale, not UTF-8.",
    "CI and `scripts/test` run pytest with `PYTHONWARNDEFAULTENCODING=1` (PEP 597), which makes any omission an error under the `error` filter.",
])
mem("test-framework-anyio", "rule", "Tests: uv run --frozen pytest, async tests with anyio not asyncio, plain top-level test_ functions, no Test classes", ["pytest", "anyio", "asyncio", "test-classes"], [
    "Framework: `uv run --frozen pytest`. Async testing: use anyio, not asyncio.",
    "Do not use `Test` prefixed classes — write plain top-level `test_*` functions. Legacy files still contain `Test*` classes; do NOT follow that pattern for new tests even when adding to such a file.",
])
mem("tests-in-memory-layout", "rule", "Tests are fast and deterministic: in-memory Client(server) first; test files mirror the source tree", ["tests", "in-memory", "client", "layout"], [
    "IMPORTANT: Tests should be fast and deterministic. Prefer in-memory async execution; reach for threads only when necessary, and subprocesses only as a last resort.",
    "For end-to-end behavior, an in-memory `Client(server)` is usually the cleanest approach (see `tests/client/test_client.py`). For narrower changes, testing the function directly is fine.",
    "Test files mirror the source tree: `src/mcp/client/stdio.py` → `tests/client/test_stdio.py`. Add tests to the existing file for that module.",
])
mem("no-fixed-sleeps", "rule", "No anyio.sleep() with a fixed duration to wait: use anyio.Event or stream.receive(), bounded by anyio.fail_after(5)", ["sleep", "anyio", "event", "fail-after", "flaky"], [
    "Avoid `anyio.sleep()` with a fixed duration to wait for async operations. Instead use `anyio.Event` — set it in the callback/handler, `await event.wait()` in the test; for stream messages, `await stream.receive()` instead of `sleep()` + `receive_nowait()`. Exception: testing time-based features (e.g., timeouts).",
    "Wrap indefinite waits (`event.wait()`, `stream.receive()`) in `anyio.fail_after(5)` to prevent hangs.",
])
mem("warnings-are-errors", "rule", "Pytest runs with filterwarnings = error: fix the cause of a warning; scoped ignore:: entries only for upstream libraries", ["warnings", "filterwarnings", "pytest", "pyproject"], [
    "Pytest is configured with `filterwarnings = [\"error\"]`, so warnings fail tests. Don't silence warnings from your own code; fix the underlying cause.",
    "Scoped `ignore::` entries for upstream libraries are acceptable in `pyproject.toml` with a comment explaining why.",
])
mem("conformance-suite", "rule", "New features from the 2026-07-28 spec need a matching test in the conformance suite, run in CI by conformance.yml", ["conformance", "spec", "ci", "2026-07-28"], [
    "New features from the 2026-07-28 spec must have a matching test in the conformance suite (modelcontextprotocol/conformance) that passes against this SDK (CI runs it via `.github/workflows/conformance.yml`).",
    "If no matching test exists, stop and tell the user so they can raise an issue on the conformance repo.",
])
mem("coverage-100", "skill", "CI requires 100% line and branch coverage: ./scripts/test for the full check, a targeted coverage run and strict-no-cover while iterating", ["coverage", "strict-no-cover", "scripts-test", "ci"], [
    "CI requires 100% (`fail_under = 100`, `branch = true`). Full check: `./scripts/test` (~23s), coverage + `strict-no-cover` on the default Python.",
    "Targeted check while iterating: `uv run --frozen coverage erase`; `coverage run -m pytest tests/path/test_foo.py`; `coverage combine`; `coverage report --include='src/mcp/path/foo.py' --fail-under=0`; `UV_FROZEN=1 uv run --frozen strict-no-cover`.",
])
mem("no-new-pragmas", "rule", "Avoid new pragma: no cover, type: ignore or noqa comments; in tests narrow types with assert isinstance", ["pragma", "type-ignore", "noqa", "coverage"], [
    "Avoid adding new `# pragma: no cover`, `# type: ignore`, or `# noqa` comments. In tests, use `assert isinstance(x, T)` to narrow types instead of `# type: ignore`. In library code (`src/`), a `# pragma: no cover` needs very good reasoning — it usually means a test is missing.",
    "Audit before pushing: `git diff origin/main... | grep -E '^\\+.*(pragma|type: ignore|noqa)'`.",
])
mem("pragma-meanings", "knowledge", "What the pragmas mean: no cover (never executed, checked by strict-no-cover), lax no cover, no branch", ["pragma", "coverage", "strict-no-cover", "branch"], [
    "`# pragma: no cover` — line is never executed; CI's `strict-no-cover` fails if it IS executed. When your test starts covering such a line, remove the pragma.",
    "`# pragma: lax no cover` — excluded from coverage but not checked by `strict-no-cover`; for lines covered on some platforms/versions but not others. `# pragma: no branch` — excludes branch arcs only (coverage.py misreports the `->exit` arc for nested `async with` on Python 3.11+).",
])
mem("docs-with-changes", "rule", "A change to public API or user-visible behaviour updates the relevant docs/ page in the same PR, found through mkdocs.yml's nav", ["docs", "mkdocs", "public-api", "behaviour"], [
    "When a change affects public API or user-visible behaviour, update the relevant page(s) under `docs/` in the same PR.",
    "Docs are organised by the `nav:` sections in `mkdocs.yml` (Get started, Servers, Inside your handler, Running your server, Clients, Advanced), not by the on-disk directory names. Find the page covering the feature you touched in `mkdocs.yml` rather than adding a new one.",
])
mem("format-lint-typecheck", "knowledge", "Format with ruff format, lint with ruff check --fix, type check with pyright; pre-commit adds markdownlint, a uv.lock check and README checks", ["ruff", "pyright", "pre-commit", "markdownlint", "format"], [
    "Format: `uv run --frozen ruff format .`; lint: `uv run --frozen ruff check . --fix`; type check: `uv run --frozen pyright`.",
    "Pre-commit runs all of the above plus markdownlint, a `uv.lock` consistency check, and README checks — see `.pre-commit-config.yaml`.",
])
mem("logger-exception", "rule", "Use logger.exception() instead of logger.error() when catching exceptions, without the exception in the message", ["logging", "exceptions", "logger"], [
    "Always use `logger.exception()` instead of `logger.error()` when catching exceptions. Don't include the exception in the message: `logger.exception(\"Failed\")` not `logger.exception(f\"Failed: {e}\")`.",
])
mem("specific-exceptions", "rule", "Catch specific exceptions; except Exception is forbidden outside top-level handlers", ["exceptions", "except", "error-handling"], [
    "Catch specific exceptions where possible: file ops `except (OSError, PermissionError):`, JSON `except json.JSONDecodeError:`, network `except (ConnectionError, TimeoutError):`.",
    "FORBIDDEN `except Exception:` - unless in top-level handlers.",
])

# CONTRIBUTING.md
mem("issue-before-pr", "knowledge", "Outside pull requests stay open only when they link an issue a maintainer assigned to the author (or labelled help wanted)", ["pull-request", "issues", "assignment", "intake"], [
    "The most useful contribution is a good issue. A PR from someone outside the maintainer team stays open when its description links an open issue with a closing keyword (`Fixes #123`) and a maintainer has assigned that issue to you, or the issue carries the `help wanted` label.",
    "Otherwise a bot labels the PR `missing-issue-link`, comments and closes it; it reopens automatically once the issue is assigned or the description links one that qualifies. Push new commits rather than force-pushing while it's closed.",
])
mem("ai-assisted-contributions", "rule", "AI-assisted contributions: disclose it, own it, keep a human in the loop, keep issues short and factual", ["ai", "agents", "disclosure"], [
    "Disclose it: one line in the PR or issue description. Own it: you can explain the change and the reasoning in your own words.",
    "Keep a human in the loop: issues, PRs and comments generated by an agent without a person who has hit the problem may be closed without warning. Undisclosed AI contributions may be closed; the org-wide AI contribution policy also applies.",
])
mem("discuss-before-code", "rule", "New public APIs or decorators, architectural changes, multi-module changes and spec changes need discussion on an issue first (a SEP for the spec)", ["design", "public-api", "architecture", "sep"], [
    "We prioritize maintainability and consistency over adding capabilities. These always need discussion on an issue before anyone writes code: new public APIs or decorators; architectural changes or refactoring; changes that touch multiple modules; features that might require spec changes (these need a SEP first).",
])
mem("issue-triage-labels", "knowledge", "Issue triage: one type, one status and a priority P0 to P3 label within two business days", ["triage", "labels", "priority", "issues"], [
    "Every new issue gets a first look from a maintainer within two business days: labeling it and deciding whether it is valid and actionable. One type (`bug`, `enhancement`, `question`), one status (`needs confirmation`, `needs repro`, `ready for work`, `good first issue`, `help wanted`), and once actionable one priority.",
    "`P0` critical (core functionality failures or a High/Critical security issue), resolved within 7 days; `P1` significant bug, next release; `P2` moderate; `P3` nice-to-have. Security reports go through SECURITY.md, not the tracker.",
])
mem("dev-setup", "skill", "Development setup: Python 3.10+, uv, uv sync --frozen --all-extras --dev, pre-commit installed with pre-commit-uv", ["setup", "uv", "pre-commit", "python"], [
    "Make sure you have Python 3.10+ and uv installed; fork and clone; `uv sync --frozen --all-extras --dev`; `uv tool install pre-commit --with pre-commit-uv --force-reinstall`.",
    "Workflow: branch from the right base, make changes, `uv run pytest`, `uv run pyright`, `uv run ruff check .` and `uv run ruff format .`, optionally `pre-commit run --all-files`.",
])
mem("readme-snippets", "skill", "Update README snippets with scripts/update_readme_snippets.py when you modify docs_src/ code embedded in the README", ["readme", "snippets", "docs_src", "examples"], [
    "Update README snippets if you modified `docs_src/` code embedded in the README: `uv run scripts/update_readme_snippets.py`.",
])
mem("docs-translations", "rule", "Documentation is English only: never edit the generated i18n/<lang>/pages; fix that language's instructions.md or glossary.json and re-run translate", ["docs", "translations", "i18n", "glossary"], [
    "Documentation contributions are English only: the pages under `docs/` are the source of truth, and the translated sites are generated from them, guided by the per-language style guides and glossaries under `i18n/<lang>/`.",
    "Never edit the generated pages under `i18n/<lang>/pages/`. To fix a translation, change that language's `instructions.md` or `glossary.json` (or the English page) and re-run `translate --lang <code> --pages <page> …` for the affected pages.",
])
mem("small-prs", "rule", "Small PRs get reviewed fast: break a big change into smaller PRs or get alignment first", ["pull-request", "scope", "review"], [
    "Small PRs get reviewed fast. Large PRs sit in the queue. A few dozen lines can be reviewed in minutes; hundreds of lines across many files takes real effort. If your change is big, break it into smaller PRs or get alignment from a maintainer first.",
])
mem("what-gets-rejected", "knowledge", "What gets rejected: no assigned issue, scope creep, misalignment, overengineering, undisclosed AI output", ["pull-request", "review", "rejected"], [
    "No assigned issue (closed automatically); scope creep beyond what was discussed on the issue; misalignment with the SDK's direction; overengineering; undisclosed or unreviewed AI output.",
])
mem("pr-checklist", "knowledge", "PR checklist: docs updated, tests for new functionality, CI passes, review feedback addressed, dependency changes follow the policy", ["pull-request", "checklist"], [
    "Update documentation as needed; add tests for new functionality; ensure CI passes; address review feedback; dependency bound changes and new runtime dependencies follow the Dependency Policy.",
])

# .github/pull_request_template.md and .claude/commands/review-pr.md
mem("pr-template", "knowledge", "The pull request template: Fixes #, motivation, how it was tested, breaking changes, types of changes and the checklist", ["pull-request", "template", "breaking-changes"], [
    "Fixes #; Motivation and Context; How Has This Been Tested?; Breaking Changes; Types of changes (bug fix, new feature, breaking change, documentation update); the checklist (assigned to the linked issue, AI assistance disclosed, tests pass, error handling, documentation).",
])
mem("review-pr-command", "skill", "Reviewing a pull request with the gh CLI: resolve it, read the diff, comments, reviews and linked issues, then a structured verdict", ["review", "gh", "pull-request"], [
    "Resolve the PR (URL, owner/repo#123, number or description), fetch its metadata and diff with `gh pr view` and `gh pr diff`, read comments, review threads and linked issues.",
    "Analyze intent alignment, completeness, scope, correctness, testing, breaking changes and unresolved feedback; present problem, solution, key changes, concerns and a verdict (APPROVE / REQUEST CHANGES / NEEDS DISCUSSION).",
])

# i18n/README.md
mem("translations-tool", "skill", "The translations tool: scripts/docs/translations.py status, translate (Claude API) and stage", ["translations", "i18n", "docs", "scripts"], [
    "`uv run --frozen python scripts/docs/translations.py status [--lang CODE]` lists missing, outdated, current and removable pages; `translate --lang CODE [--pages PATH ...]` (group `translate`, `ANTHROPIC_API_KEY`) translates missing and outdated pages, retranslating only the changed English sections; `--pages` re-translates named pages from scratch.",
    "`stage` assembles the tree each language site is built from; `scripts/docs/build.sh` runs it before building. Commit the generated pages in an ordinary pull request.",
])
mem("add-language", "skill", "Add a documentation language: an entry in i18n/languages.yml, <code>/instructions.md and glossary.json, then translate --lang", ["translations", "i18n", "languages", "glossary"], [
    "`languages.yml` is the registry: one entry per translated site (served at `/<code>/`), the model id, and the nav pages that stay in English. `general-prompt.md` holds the rules shared by every language; `<code>/instructions.md` and `<code>/glossary.json` (`keep`, `terms`, `avoid`) are human-authored.",
    "To add a language, add an entry to `languages.yml`, write `<code>/instructions.md` (the sections the `pt` file has) and `<code>/glossary.json`, then run `translate --lang <code>`.",
])

# DEPENDENCY_POLICY.md
mem("dependency-requirements", "knowledge", "Every runtime dependency is a >= floor at the oldest version that works, no upper bound; mcp-types is pinned exactly in lockstep", ["dependencies", "floors", "mcp-types", "pyproject"], [
    "Every runtime dependency is a `>=` floor set to the oldest version that provides what the SDK uses, with no upper bound unless a dependency's next major is known to break the SDK.",
    "The one exception is `mcp-types`, released in lockstep with `mcp`: each `mcp` release requires exactly its own version of it.",
])
mem("new-runtime-dependency", "rule", "A floor moves only when the SDK needs the newer version; a new runtime dependency or a next major is decided in an issue before the pull request", ["dependencies", "floors", "issues", "release-notes"], [
    "A floor is raised only when the SDK starts relying on functionality or a fix that first appeared in that version. Floor raises may ship in a minor release and are called out in the release notes.",
    "Adding a new runtime dependency, or moving one to its next major version, is decided in an issue before the pull request.",
])
mem("dependabot-updates", "knowledge", "Dependabot opens monthly grouped PRs for the uv lockfile and GitHub Actions; published requirements move only under the policy", ["dependabot", "uv-lock", "github-actions"], [
    "Dependabot opens monthly, grouped pull requests for the `uv` lockfile and for GitHub Actions. These refresh the versions the SDK is developed and tested against; the requirements published to PyPI move only under the dependency policy.",
])

# VERSIONING.md
mem("public-api-promise", "knowledge", "What the version promises: names in mcp and mcp_types __all__, import paths, signatures and documented behaviour; provisional and experimental APIs excepted", ["versioning", "semver", "public-api", "provisional"], [
    "Semantic Versioning in PEP 440 syntax, from the git tag: in `2.X.Y`, X carries new functionality and every non-breaking change, Y bug fixes only, a breaking change only in a new major. `mcp` and `mcp-types` release in lockstep.",
    "The promise covers every name exported by `mcp` and `mcp_types` (their `__all__`), import paths, signatures, and documented behavior; not underscore-prefixed names, undocumented modules, or the wording of log lines, warnings and exception messages. Provisional APIs (the middleware chain) may change in a minor; experimental APIs are opt-in previews.",
])
mem("breaking-changes-major", "rule", "Removing or renaming a public name, or changing a signature or documented behaviour, waits for the next major; breaking PRs carry the breaking change label", ["breaking-change", "versioning", "major", "migration"], [
    "Held for the next major: removing or renaming a public name; changing a signature, return type, raised exception type, or documented behavior so that working code stops working; removing a documented import path, extra, or CLI command.",
    "Allowed in a minor: additions (functions, defaulted parameters, classes, fields, enum members), changes to provisional or experimental APIs, new deprecation warnings, bug fixes. Every breaking change between majors is documented in the Migration Guide before it merges; such PRs carry the `breaking change` label.",
])
mem("deprecations", "rule", "Deprecate SDK APIs with typing_extensions.deprecated for at least one minor; retired protocol features warn with MCPDeprecationWarning", ["deprecation", "typing-extensions", "warnings", "protocol"], [
    "SDK APIs are deprecated before removal: they keep working for at least one minor release, marked with `typing_extensions.deprecated` wherever Python can carry the marker (docstring and migration guide otherwise), and are removed only in a major.",
    "Protocol features the specification retires keep their implementation through the spec's deprecation window and warn with `MCPDeprecationWarning`, a `UserWarning` subclass; what still functions depends on the revision a connection negotiated.",
])
mem("support-lines", "knowledge", "Two supported lines: 2.x on main (fixes and features) and 1.x on v1.x (critical and security fixes); only the newest release of each", ["support", "v1.x", "security", "releases"], [
    "Two lines are maintained, and only the newest release of each receives fixes: 2.x (`main`) bug fixes, security fixes, and features; 1.x (`v1.x`) critical bug fixes and security fixes.",
    "SECURITY.md has the vulnerability reporting process; every release publishes notes on GitHub Releases.",
])

# RELEASE.md
mem("bump-dependency-mechanics", "skill", "Bumping a dependency: change the version in pyproject.toml, regenerate uv.lock; the lowest-direct resolution is applied only in CI", ["dependencies", "uv-lock", "lowest-direct", "pyproject"], [
    "Change the dependency version in `pyproject.toml` (the root `mcp` project's runtime dependencies live under `[tool.hatch.metadata.hooks.uv-dynamic-versioning].dependencies`).",
    "Regenerate the lock with `uv lock` (or `uv lock --upgrade-package <package>`). The committed `uv.lock` is a normal resolution; the `lowest-direct` resolution that proves the floors still work is applied only by its CI matrix leg at test time and is never committed.",
])
mem("release-lines", "knowledge", "Releases: the version comes from the git tag; publish-pypi.yml runs from the tagged commit and publishes mcp and mcp-types from main, mcp only from v1.x", ["release", "pypi", "tags", "publish"], [
    "The package version comes from the git tag (`uv-dynamic-versioning`). Publishing a GitHub release runs `publish-pypi.yml` from the tagged commit: a `main` tag builds and publishes `mcp` and `mcp-types` (lock-stepped), a `v1.x` tag publishes `mcp` only.",
    "The `Development Status` classifier is permanently `5 - Production/Stable`. For a release from `main`, if only some files upload, fix the cause and re-run the publish job (`skip-existing`).",
])
mem("stable-release", "skill", "Cutting a stable v2.X.Y release: verify the matrix green, freeze main, gh release create with an explicit --target, curate the notes", ["release", "gh", "tag", "release-notes"], [
    "Check the full test matrix is green on the release commit; freeze `main` until the tag exists; create the release NOT as a pre-release with the verified commit as `--target`: `gh release create v2.X.Y --title v2.X.Y --target <commit-sha> --notes-file <notes.md>`. README.md at the tagged commit is the PyPI long description.",
    "Curate the release notes (highlights, known-incomplete, docs and migration links, absolute URLs) above a `## What's Changed` list, setting Previous tag by hand.",
])
mem("maintenance-release", "skill", "A v1.x maintenance release: target the verified v1.x commit and keep Latest on the 2.x line (--latest=false)", ["release", "v1.x", "latest", "backport"], [
    "Land the `[v1.x]`-prefixed backport PRs, verify the branch tip green, then create the release with the exact verified `v1.x` commit as target (the default target is `main`, the v2 codebase).",
    "It must not take Latest back from the 2.x line: `gh release create v1.X.Y ... --latest=false`; if it slipped, `gh release edit v1.X.Y --latest=false`.",
])
mem("pre-release", "skill", "Pre-releases from main (aN, bN, rcN): pin the exact version in the README and docs first, then gh release create --prerelease", ["pre-release", "release", "readme", "pins"], [
    "During a pre-release phase the README and docs pin the exact pre-release version: update the pins (README Installation section, `docs/index.md`, `docs/get-started/installation.md`, `docs/get-started/real-host.md`) and the banner wording before tagging.",
    "`gh release create v2.X.YbN --prerelease --title v2.X.YbN --target <commit-sha>`; notes with the install line `pip install mcp==2.X.YbN` and the migration guide link.",
])
mem("yank-broken-release", "rule", "A broken release is yanked on PyPI (mcp and mcp-types together) and fixed by the next patch; never delete a release", ["release", "pypi", "yank"], [
    "If a release turns out to be broken, yank it on PyPI and release the fix as the next patch version. Never delete a release from PyPI — version numbers cannot be reused.",
    "Yank `mcp` and `mcp-types` together, and point the yank reason and the GitHub release notes at the replacement version.",
])

# .claude/skills/test-quality/SKILL.md
mem("test-names-shape", "rule", "Test names are behaviour sentences; docstrings state provenance (spec-mandated, SDK-defined, or a pinned gap); the server is inlined in the test", ["tests", "naming", "docstrings", "fixtures"], [
    "Test names are behaviour sentences stating the observable outcome: `test_elicit_form_decline_returns_no_content`, never `test_elicit_form_decline`. Plain top-level `test_*` functions; no `Test` classes.",
    "Docstrings: 1–2 sentences of behaviour, honest about provenance — spec-mandated, SDK-defined, or pinning a known gap. Define things in dependency order (handlers → server → client → act → assert). Inline the server in the test; lift to a file-level fixture only when several tests in that file share it; never share across files.",
])
mem("test-abstraction-level", "rule", "Drive tests through the highest-level public API; raw HTTP only for status codes, headers or framing; scripting a peer over raw streams is a last resort", ["tests", "public-api", "raw-http", "in-process", "asgi"], [
    "Drive through the highest-level public API that can observe the property. Drop to raw HTTP only when the assertion is about something the high-level API cannot observe (status codes, headers, wire framing). Scripting a peer over raw streams is a last resort, and the docstring states why.",
    "In-memory / in-process first: HTTP-, SSE- and auth-shaped behaviour can be driven through an in-process ASGI transport; subprocesses only when the process boundary is the thing under test. No aliasing shims in conftest, no private imports.",
])
mem("test-round-trip", "rule", "The assertion proves the round trip: server observations come back through the protocol or a closure-captured list; handlers assert their dispatch identity first", ["tests", "assertions", "handlers"], [
    "The assertion must prove the round trip — no side-channel state. What the server saw comes back through the protocol, or via a closure-captured list asserted after the call.",
    "Handlers assert their dispatch identity first (`assert params.name == \"add\"`), proving the request that arrived is the request the test sent.",
])
mem("snapshot-assertions", "rule", "Assertions: full-object snapshot() for transformations (regenerate with --inline-snapshot=fix), identity for pass-through values, pytest.raises and .code for errors", ["snapshot", "inline-snapshot", "assertions", "errors"], [
    "Transformations → full-object `snapshot(...)` equality, so an added or dropped field fails. Regenerate with `--inline-snapshot=fix`; never hand-edit snapshot literals. Pass-through values (opaque tokens, `_meta`, cursors) → identity against the same variable you sent.",
    "Errors → `pytest.raises` + `.code` against the named constant; snapshot SDK-authored messages; never `match=` on message text. Third-party text (pydantic, jsonschema) → stable prefix only, with a comment.",
])
mem("no-wall-clock", "rule", "Never assert wall-clock time; fail_after(5) is the only timing primitive, and 5 is the standard", ["tests", "timing", "fail-after", "flaky"], [
    "No sleeps, ever: coordinate with `anyio.Event` (sole exception: tests of time-based features, with a comment). Bound every indefinite wait with `anyio.fail_after(5)`; 5 is the standard, and widening it needs an articulable reason.",
    "Never assert wall-clock time, even with huge margins. `fail_after` bounding a hang is the only timing primitive allowed.",
])
mem("concurrency-tests", "rule", "Concurrency tests must prove genuine interleaving with events; don't over-synchronize when delivery ordering is guaranteed", ["tests", "concurrency", "anyio", "ordering"], [
    "Concurrency tests must prove genuine interleaving: without barriers the scheduler is free to serialize. Gate with events so all parties are mid-flight before any proceeds, emit interleaved, then assert the demux.",
    "Don't over-synchronize either: when delivery ordering is guaranteed (notifications emitted during a request you're awaiting, over a single ordered in-memory stream), a plain collected list asserted after the call is correct.",
])
mem("pin-behaviour-no-xfail", "rule", "Pin current behaviour, never xfail: record a gap from the spec as data (a tracking issue, the docstring naming the gap)", ["tests", "xfail", "divergence", "spec"], [
    "Pin current behaviour; never xfail. A green suite asserting what actually happens is a regression bar for any refactor; an xfail proves nothing. Where current behaviour falls short of spec, pin the divergent output and record the gap as data — a tracking issue, the docstring naming the known gap.",
    "Hollow-proof check: before claiming a test covers a behaviour, ask which assertion proves it.",
])
mem("test-hygiene", "rule", "Test hygiene: warnings are findings, never-invoked handlers raise NotImplementedError, no from __future__ import annotations, test work doesn't change src/", ["tests", "warnings", "hygiene", "annotations"], [
    "Warnings raised during tests are findings, not noise: fix the cause, or scope the suppression to the one fixture that needs it. Registered-but-never-invoked handler bodies are `raise NotImplementedError`.",
    "Comments next to the line they explain; single backticks for code refs. No `from __future__ import annotations` (py310+ repo). Test work doesn't change `src/` as a side effect (except deleting a pragma a new test now covers).",
])
mem("agent-test-process", "skill", "Agent-driven test work: small batches (10 per review, 5 per agent), design then review then implement, fresh adversarial reviewers, notes", ["agents", "tests", "review", "process"], [
    "Small chunks: ≤10 tests per human-reviewed batch; ≤5 per agent when fanning out. Design → review → implement, as separate steps, with the judgement calls stated explicitly. High-stakes areas get fresh adversarial reviewers.",
    "Validate the reference artifact first; verify as you go (per-file pytest + pyright + ruff); every agent writes notes. Don't copy patterns from older test code by default (sleeps, mocks, `Test` classes, raciness).",
])

# tests/interaction/README.md
mem("interaction-suite", "knowledge", "The interaction-model suite (tests/interaction): one end-to-end test per piece of functionality through the public API, lowlevel/ and mcpserver/ in parallel", ["interaction-tests", "e2e", "lowlevel", "mcpserver"], [
    "`tests/interaction/` enumerates the MCP interaction model as end-to-end tests: one test per piece of functionality, asserting the full client↔server round trip through the public API (`uv run --frozen pytest tests/interaction/`). Public API only; pin current behaviour; spec-mandated assertions; no sleeps, no real I/O (HTTP and OAuth through the in-process streaming ASGI bridge).",
    "Layout: `_requirements.py` the manifest, `_helpers.py`, `_connect.py`, `conftest.py` (the connect fixture), `test_coverage.py`, `lowlevel/` (low-level Server), `mcpserver/` (MCPServer, mirrored file names), `transports/`, `auth/`.",
])
mem("transport-matrix", "knowledge", "Transport-agnostic interaction tests take the connect fixture and run over in-memory, streamable HTTP (stateful and stateless) and SSE", ["transports", "connect-fixture", "streamable-http", "sse", "stateless"], [
    "Transport-agnostic tests take the `connect` fixture instead of constructing `Client(server)` directly, and run once per transport: in-memory, streamable HTTP (stateful and stateless) through the streaming bridge, and legacy SSE. Requirements that need a back-channel or session state are carved out of the stateless arm via `arm_exclusions`.",
    "A transport test in `transports/` speaks raw `httpx2` against the mounted ASGI app only when its assertion is about HTTP semantics `Client` cannot observe (status codes, headers, SSE event fields); otherwise through `client_via_http(http)`.",
])
mem("requirements-manifest", "skill", "The requirements manifest _requirements.py: source, behavior, divergence, deferred; tests link with @requirement and test_coverage.py enforces both directions", ["requirements", "manifest", "interaction-tests", "coverage"], [
    "`_requirements.py` maps every behaviour the suite covers to a `Requirement(source=..., behavior=...)`: `source` a deep link into the spec, `\"sdk\"`, or `\"issue:#n\"`; plus `divergence`, `deferred`, `transports`, `issue`, `note`, `added_in`/`removed_in`, `supersedes`/`superseded_by`, `arm_exclusions`, `known_failures`.",
    "Tests link themselves with `@requirement(\"tools:call:content:text\")`. `test_coverage.py` enforces: every non-deferred requirement exercised by a test, every deferred one by none, unknown IDs fail at import.",
])
mem("divergence-lifecycle", "rule", "A test that reveals a spec gap pins the SDK's actual output with a Divergence on the requirement; the fix re-pins the test and deletes the Divergence", ["divergence", "spec", "interaction-tests", "regression"], [
    "A test reveals that the SDK does not do what the spec says: it pins what the SDK actually does and a `Divergence(note=..., issue=...)` goes on the requirement. When the behaviour is fixed, the pinned test fails; whoever makes the change re-pins the test to the spec-correct output and deletes the `Divergence`.",
])
mem("spec-versions-era", "skill", "When a new spec revision lands: append it to SPEC_VERSIONS, walk its changelog, set removed_in/added_in with supersedes links, arm_exclusions, TRANSPORT_SPEC_VERSIONS", ["spec-versions", "interaction-tests", "protocol-revision", "transports"], [
    "`SPEC_VERSIONS` in `_requirements.py` is the ordered tuple of protocol revisions the suite exercises; the `connect` fixture fans out over transports × versions, filtered per test by `added_in`/`removed_in`, `arm_exclusions`, `known_failures` (strict xfail) and `TRANSPORT_SPEC_VERSIONS` (sse is locked to 2025-11-25).",
    "When a new spec revision lands: append it to `SPEC_VERSIONS` (and the `SpecVersion` Literal); walk the changelog; set `removed_in` on retired behaviour and add entries with `added_in`, linked by `supersedes`/`superseded_by`; add `arm_exclusions`; review `TRANSPORT_SPEC_VERSIONS`.",
])
mem("interaction-test-example", "knowledge", "Writing an interaction test: server defined inside the test, behaviour-sentence names, snapshot of the full result, a scripted peer only over create_client_server_memory_streams()", ["interaction-tests", "snapshot", "handlers", "scripted-peer"], [
    "The server is defined inside the test; handlers assert their dispatch identity first; the result proves the round trip; order: handlers → server → client callbacks → connect → act → assert; never-invoked handlers `raise NotImplementedError`.",
    "A peer no real Server or Client can play is scripted by hand over `create_client_server_memory_streams()`, and the docstring says so. Stack a second `@requirement` only when the assertions incidentally prove it.",
])
mem("interaction-notifications", "knowledge", "Notifications in tests: a synchronous append callback may collect into a list; a notification not tied to an awaited request needs an anyio.Event under fail_after(5)", ["notifications", "concurrency", "interaction-tests", "anyio"], [
    "The client's dispatcher starts a task per incoming notification in arrival order but does not await it, so completion order is not structural. A callback that records synchronously may still collect into a list asserted after the call; one that awaits before recording must synchronise.",
    "A notification not triggered by a request the test awaits needs an `anyio.Event` set in the handler and awaited under `anyio.fail_after(5)`; the ordering guarantee does not survive the streamable HTTP standalone GET stream.",
])
mem("interaction-pragmas", "knowledge", "Sanctioned pragmas in the interaction suite: no branch for nested async with exit arcs, lax no cover for 3.11's dropped statements; the lax teardown handlers in src/", ["pragma", "coverage", "interaction-tests", "python-3.11"], [
    "Two pragmas are sanctioned in this suite's test code, after restructuring was tried: `# pragma: no branch` on a `with`/`async with` line whose fault is coverage.py mis-tracing a nested async exit arc; `# pragma: lax no cover` on a statement 3.11's tracer drops after an `async with` unwinds via `coro.throw()`.",
    "The `# pragma: lax no cover` markers in `src/` on timing-dependent teardown handlers (`server/streamable_http*.py`, `message_router`) are not promoted to strict `no cover` without making the teardown deterministic.",
])

# schema/README.md and src/mcp-types/README.md
mem("vendored-schemas", "skill", "Vendored protocol schemas in schema/: drop the new schema.json, update PINNED.json, regenerate the mcp_types surface with scripts/gen_surface_types.py", ["schema", "codegen", "mcp-types", "protocol-version"], [
    "`schema/` holds the JSON Schema of each protocol version, vendored from the spec repository at the commit in `PINNED.json`; `scripts/gen_surface_types.py` regenerates `src/mcp-types/mcp_types/_v<version>/__init__.py` (private validators); CI runs it with `--check`.",
    "To bump: drop the new `schema.json` as `<protocol-version>.json`, update `PINNED.json` (commit + sha256), run `uv run --frozen --group codegen python scripts/gen_surface_types.py`.",
])
mem("mcp-types-package", "knowledge", "mcp-types holds the wire types (messages, JSON-RPC envelopes, surface validators, version registry), depends only on pydantic and typing-extensions; mcp re-exports them", ["mcp-types", "wire-types", "pydantic", "packages"], [
    "The `mcp-types` package holds the protocol message models, JSON-RPC envelope types, per-version surface validators, and the protocol-version registry. Its only runtime dependencies are `pydantic` and `typing-extensions`.",
    "The `mcp` package re-exports these names, so `from mcp import Tool` keeps working.",
])
