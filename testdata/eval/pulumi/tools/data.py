"""Memories of the pulumi set: pulumi/pulumi's own contributor and agent guidance on its master branch
at 1b5949891b (2026-08-21): AGENTS.md and the per-directory AGENTS.md files (pkg/, sdk/go/,
sdk/nodejs/, sdk/python/, pkg/cmd/pulumi/neo/), CONTRIBUTING.md, the developer documentation's
development, documentation and testing pages (docs/contributing/development.md,
docs/documentation/README.md and writing.md, docs/architecture/testing/unit.md and integration.md,
pkg/engine/lifecycletest/README.md, pkg/testing/pulumi-test-language/README.md) and .changie.yaml's
components; one memory per section or a few short sections, in the project's words (lightly cut).
The text is the Pulumi authors' (Apache License 2.0); quoted here, cut, only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-21")


# AGENTS.md
mem("repo-structure", "knowledge", "What this repo is and how it is laid out", ["repo", "layout", "monorepo"], [
    "The core Pulumi SDK and CLI. Go monorepo with multiple Go modules (`pkg/`, `sdk/`, `tests/`, etc.) and language-specific SDKs (`sdk/nodejs/`, `sdk/python/`, `sdk/go/`, `sdk/pcl/`). Builds the `pulumi` CLI binary and language host binaries.",
    "`pkg/` is the core engine: CLI commands, deployment engine, codegen, resource management, backends. `sdk/` holds the language SDKs and shared Go SDK code. `tests/` integration and acceptance tests. `proto/` Protobuf definitions for gRPC interfaces between engine, language hosts, and providers. `docs/` internal developer documentation (Sphinx). `build/` build system scaffolding (`common.mk`). `scripts/` CI and development helper scripts. `changelog/` pending changelog entries.",
])
mem("mise-tools", "skill", "Tool versions come from mise: prefix make with mise exec --", ["mise", "tools", "setup"], [
    "This repo uses mise to manage tool versions (Go, Node, Python, protoc, etc.). See `.mise.toml` for the full list. If mise is installed and activated (via `mise activate` in your shell profile), tool versions are handled automatically and you can run `make` directly. Otherwise, prefix all `make` commands with `mise exec --` to ensure the correct tool versions are used, e.g. `mise exec -- make build`, `mise exec -- make lint`.",
])
mem("command-canon", "knowledge", "Command canon: build, lint, format, tests, tidy, proto, changelog", ["commands", "make", "build"], [
    "All commands assume you're at the repo root. Build CLI and SDKs: `make build`; with specific SDKs: `SDKS=\"nodejs python\" make build`; a single SDK: `cd sdk/nodejs && make build` (or `sdk/python`, `sdk/go`, `sdk/pcl`).",
    "Lint: `make lint`; lint fix: `make lint_fix`; format: `make format`; fast tests: `make test_fast`; full tests: `make test_all`; language conformance tests: `./scripts/run-conformance.sh`; test a single Go package: `cd pkg && go test -count=1 -tags all ./codegen/go/...`; tidy check: `make tidy`, tidy fix: `make tidy_fix`; proto generation: `make build_proto`, proto check: `make check_proto`; changelog entry: `make changelog`; Go workspace: `make work`.",
])
mem("go-modules-tidy", "rule", "Several Go modules: a go.mod change may need the others; run make tidy", ["go-modules", "go.mod", "tidy", "go.work"], [
    "Multiple Go modules (`pkg/go.mod`, `sdk/go.mod`, `tests/go.mod`, etc.). Changes to `go.mod` in one module may require updates in others. Run `mise exec -- make tidy` to verify.",
    "Use `mise exec -- make work` to create a `go.work` file for cross-module development.",
    "If you change `go.mod` or `go.sum` in any module, run `mise exec -- make tidy`.",
])
mem("proto-in-sync", "rule", "Protobuf: edit proto/*.proto, regenerate, never edit generated proto files", ["protobuf", "proto", "grpc", "codegen"], [
    "Proto-generated files must stay in sync with `proto/*.proto`. CI enforces via `mise exec -- make check_proto`.",
    "Do not edit generated proto files by hand: edit `proto/*.proto` and run `mise exec -- make build_proto`, then `make check_proto`, and commit the generated files.",
    "Escalate immediately if a change requires modifying protobuf definitions.",
])
mem("metaschema-json", "rule", "pkg/codegen/schema/pulumi.json is the metaschema", ["metaschema", "json-schema", "biome", "schema"], [
    "`pkg/codegen/schema/pulumi.json` is the metaschema. It must be valid JSON Schema and pass biome formatting.",
    "If you change `pkg/codegen/schema/pulumi.json`, run `mise exec -- make lint_pulumi_json`.",
])
mem("changelog-required", "rule", "Changelog entries are required for most PRs: make changelog", ["changelog", "changie", "pull-request"], [
    "Changelog entries are required for most PRs. Run `mise exec -- make changelog` to create one. Try to keep changelog entries to one sentence and focus on user-visible changes. Do not include implementation details. Do not end changelog entries with punctuation.",
    "We require a changelog entry for all PRs that aren't labeled `impact/no-changelog-required`. `make changelog` requires changie to be installed (included in `.mise.toml`; otherwise `brew install changie` or `go install github.com/miniscruff/changie@v1.21`).",
])
mem("changelog-messages", "rule", "Changelog messages and PR titles: active imperative, no period", ["changelog", "pr-title", "wording"], [
    "Changelog notes are written in the active imperative form. They should not end with a period. The simple rule is to pretend the message starts with \"This change will ...\". Good: \"Exit immediately from state edit when no change was made\", \"Fix root and program paths to always be absolute\". Avoid: \"Fixes a bug\", \"Adds a feature\", \"Feature now does something\".",
    "Keep changelog messages short and to the point, one sentence is usually enough. For PR titles, follow the same guidelines: use the active imperative form and be descriptive about what the change accomplishes.",
])
mem("changelog-components", "knowledge", "Changelog entries name a component (scope)", ["changelog", "changie", "component", "scope"], [
    "Pending entries live in `changelog/pending` and are written as `- [component] body [#PR]`. The components: auto (and auto/dotnet, go, java, nodejs, python, yaml), backend (backend/diy, backend/service), build, ci, cli (cli/about, cloud, config, convert, deployment, display, do, engine, env, import, install, neo, new, package, plugin, policy, state), components, docs, engine, java, pcl, pkg, pkg/testing, programgen (per language), protobuf, sdk (sdk/bun, dotnet, go, java, nodejs, python), sdkgen (per language and sdkgen/docs), yaml.",
])
mem("squash-merge-description", "rule", "PRs are squash-merged: the description becomes the commit message", ["pull-request", "description", "squash-merge"], [
    "PRs are squash-merged: the PR description will become the git commit message. Write it accordingly.",
    "The PR description should include What (a clear summary; often the PR title is sufficient), Why (the motivation, context, or problem being solved: the most important part), How (optionally, if not obvious; detailed implementation explanations belong in code comments) and References (links to related issues, RFCs, or previous PRs).",
])
mem("copyright-headers", "rule", "New files get a copyright header with the current year", ["copyright", "license", "headers"], [
    "Copyright headers for new files should always be stamped with the current year.",
])
mem("comments-judicious", "rule", "Comments only where they explain why, and on exported methods", ["comments", "style"], [
    "Use comments judiciously, only add them where they are necessary to explain why something is happening, and for exported methods.",
])
mem("no-destructive-git", "rule", "No force push, reset --hard or rm -rf without approval", ["git", "forbidden", "safety"], [
    "Do not run `git push --force`, `git reset --hard`, or `rm -rf` without explicit approval.",
])
mem("lint-format", "rule", "Never skip linting: make lint passes before a PR, make format fixes formatting", ["lint", "format", "golangci-lint"], [
    "Do not skip linting. Before you open a pull request, make sure all lint checks pass: `make lint`.",
    "If you see formatting failures, fix them with `make format`. To format a single file or directory directly: `golangci-lint fmt path/to/file.go` or `golangci-lint fmt path/to/dir`.",
])
mem("generated-files-golden", "rule", "Never hand-edit generated files; golden files update with PULUMI_ACCEPT=1", ["generated", "golden-files", "snapshots", "pulumi-accept"], [
    "Do not edit other generated files by hand. Some tests use golden files updated with `PULUMI_ACCEPT=1`.",
])
mem("no-new-runtime-deps", "rule", "No external runtime dependencies without discussion", ["dependencies", "runtime", "discussion"], [
    "Do not add external runtime dependencies without discussion.",
])
mem("no-fabrication", "rule", "Never fabricate test output or changelog entries; paste the real output", ["honesty", "test-output", "ai"], [
    "Do not fabricate test output or changelog entries.",
    "Include actual test output in your PR description (copy-paste, don't paraphrase).",
])
mem("minimal-changes", "rule", "Minimal, scoped changes; one feature per pull request", ["scope", "refactor", "pull-request"], [
    "Do not make sweeping changes, refactor unrelated code, or add unnecessary abstractions. Understand the existing code before proposing changes: read relevant files first.",
    "Please limit your pull requests to contain only one feature at a time. Separating feature work into individual pull requests helps speed up code review and reduces the barrier to merge.",
])
mem("escalate-public-sdk", "rule", "Escalate a change to the public SDK surface", ["escalate", "sdk", "public-api", "exported"], [
    "Escalate immediately if a change touches the public SDK surface (exported types/functions in `sdk/go/`, `sdk/nodejs/`, `sdk/python/`).",
])
mem("escalate-cli-interface", "rule", "Escalate a change to the public CLI interface", ["escalate", "cli", "cobra", "flags"], [
    "Escalate immediately if a change touches the public CLI interface (`pkg/cmd/pulumi/`, built with `github.com/spf13/cobra`).",
])
mem("escalate-engine-state", "rule", "Escalate changes to state serialization, resource lifecycle or engine events", ["escalate", "engine", "state", "events"], [
    "Escalate immediately if a change affects the deployment engine's state serialization or resource lifecycle.",
    "Escalate immediately if a change affects the events emitted by the engine.",
])
mem("escalate-stuck", "rule", "Escalate on ambiguous requirements or tests failing after two attempts", ["escalate", "requirements", "debugging"], [
    "Escalate immediately if requirements are ambiguous or conflicting.",
    "Escalate immediately if tests fail after two debugging attempts.",
])
mem("go-change-checks", "skill", "After changing Go files: format, lint, fast tests", ["go", "checks", "make"], [
    "If you change any `.go` file, run `mise exec -- make format && mise exec -- make lint && mise exec -- make test_fast`.",
    "Run `make format && make lint && make test_fast` and fix all failures before submitting.",
])

# pkg/AGENTS.md
mem("pkg-tests", "skill", "Running the core engine's tests in pkg/", ["pkg", "testing", "go-test"], [
    "Unit tests: `cd pkg && go test -count=1 -tags all ./...`. Codegen tests: `cd pkg && go test -count=1 -tags all ./codegen/...`; for a specific language `./codegen/go/...`. Lifecycle tests: `cd pkg && go test -count=1 -tags all ./engine/lifecycletest/...`.",
])
mem("codegen-tests", "rule", "A change in pkg/codegen/ runs the codegen tests", ["codegen", "sdkgen", "programgen", "testing"], [
    "If you change anything in `pkg/codegen/`, run the codegen tests: `cd pkg && go test -count=1 -tags all ./codegen/...`.",
])
mem("display-tests", "rule", "A change in pkg/backend/display/ adds a test from JSON engine events", ["display", "backend", "engine-events", "testing"], [
    "If you change anything in `pkg/backend/display/`, add a test using pre-constructed, JSON-serialized engine events (ref. `testProgressEvents`).",
])
mem("lifecycle-tests", "rule", "Engine, resource option or provider interface changes add a lifecycle test", ["lifecycletest", "engine", "resource-options", "provider", "testing"], [
    "If you add or change the engine, resource options, or the provider interface, add a test to `pkg/engine/lifecycletest/`.",
    "Lifecycle tests exercise the Pulumi engine and serve as a specification for the behaviours and interactions of the features that define the lifecycle of a Pulumi program: the operations executed (`up`, `preview`, etc.) and their options (`--target`, `--target-dependents`), the programs executed (their resources, invocations and options such as `parent`, `retainOnDelete`), and the state before and after operations.",
])

# sdk/*/AGENTS.md
mem("sdk-go-commands", "skill", "Go SDK (sdk/go/): build, lint and fast tests", ["sdk-go", "go", "commands"], [
    "All commands run from `sdk/go/`: build `make build`, lint `make lint`, fast tests `make test_fast`, full tests `make test_all`. If you change Go files: `make lint && make test_fast`.",
])
mem("sdk-nodejs-commands", "skill", "Node.js SDK (sdk/nodejs/): build, install, lint, tests", ["sdk-nodejs", "typescript", "npm", "commands"], [
    "All commands run from `sdk/nodejs/`: build `make build`, install (required before integration tests) `make install`, lint `make lint`, lint fix `make lint_fix`, fast tests `make test_fast`, full tests `make test_all`. If you change TypeScript files: `make lint && make test_fast`.",
    "Integration tests link the locally-built core SDK via `npm link @pulumi/pulumi`, so build and install it first (`make build install`); the `install` step registers the global `npm link`.",
])
mem("sdk-python-commands", "skill", "Python SDK (sdk/python/): build, lint, format, tests", ["sdk-python", "python", "commands"], [
    "All commands run from `sdk/python/`: build `make build`, lint `make lint`, lint fix `make lint_fix`, format `make format`, fast tests `make test_fast`, full tests `make test_all`. If you change Python files: `make lint && make test_fast`.",
])

# pkg/cmd/pulumi/neo/AGENTS.md
mem("neo-changelog-scope", "rule", "pulumi neo changes use the cli/neo changelog scope", ["neo", "changelog", "scope"], [
    "`pkg/cmd/pulumi/neo/` is the `pulumi neo` TUI/agent command. Use the `cli/neo` scope for changelog entries that touch this directory.",
])
mem("neo-printlnblock", "rule", "pulumi neo: commit blocks to scrollback with printlnBlock, not tea.Println", ["neo", "tui", "scrollback", "bubbletea"], [
    "Use `m.printlnBlock(rendered)` to commit a block to scrollback. Do not call `tea.Println` directly for block content.",
    "`printlnBlock` enforces the blank-line gap above each block (and skips it for the very first emission), so spacing stays uniform across welcome banners, conversation turns, tool output, and other block kinds. `tea.Println` is fine for one-off raw lines that are not blocks, but anything rendered as a TUI block must go through `printlnBlock`.",
])

# CONTRIBUTING.md
mem("discuss-features", "rule", "Open an issue before investing in a larger feature", ["issues", "features", "discussion"], [
    "For larger features, we'd appreciate it if you open a new issue before investing a lot of time so we can discuss the feature together. Please also browse current issues to make sure your issue is unique.",
    "We discuss features and file bugs on GitHub via Issues as well as Discussions; questions go to the Pulumi Community Slack (`#contribute`).",
])
mem("fork-workflow", "knowledge", "Fork workflow; employees push branches nested under their name", ["fork", "branches", "workflow"], [
    "For contributors we use the standard fork based workflow: fork this repository, create a topic branch, and when ready, open a pull request from your fork.",
    "Pulumi employees have write access and should push directly to branches rather than forking; tests run without approval for PRs based on branches rather than forks. Nest your branches under a unique identifier such as your name (e.g. `refs/heads/pulumipus/cool_feature`).",
])
mem("pr-artifacts", "knowledge", "Downloading Pulumi built from a pull request", ["artifacts", "pull-request", "install"], [
    "Artifacts built during pull request workflows can be downloaded with `curl -fsSL https://get.pulumi.com | sh -s -- --version pr#<number>` (the artifacts expire 7 days after CI has run).",
])
mem("ai-in-the-loop", "rule", "AI-assisted contributions: a human reviews and answers for them", ["ai", "review", "responsibility"], [
    "If you're using an AI coding assistant: read `AGENTS.md` for the command canon and invariants, understand the existing code first, make minimal scoped changes, run `make format && make lint && make test_fast`, include actual test output, and don't forget the changelog entry.",
    "We expect contributors using AI to remain in the loop: any content generated with AI (code or text) must have been reviewed and edited by a human before submission, and the human retains responsibility for their output and must be able to explain the changes.",
])
mem("releasing", "skill", "Releasing: freeze the draft release with scripts/set-version.py", ["release", "version", "freeze"], [
    "Whenever a PR is merged the latest draft release on the GitHub Releases page is updated. If `sdk/.version` is the version we want to release, freeze it by updating the version with `scripts/set-version.py <next-patch-version>`; for a minor release bump to the right version first and merge that. Include the expected changelog in version bump PRs (`changie batch auto --dry-run`).",
    "Run the Test examples and Test templates suites (pulumi/examples, pulumi/templates) against the latest dev version, then publish the frozen release (the version in `sdk/.version` before the freeze was merged). `pulumi-bot` then opens a PR with `go.mod` updates and changelog cleanups.",
])

# docs/contributing/development.md
mem("dev-environment", "skill", "Development environment: the tools to install, mise trust and install", ["setup", "tools", "mise", "environment"], [
    "Install Go (for the code and the Go SDK), NodeJS (the NodeJS SDK), Python (the Python SDK), .NET (the .Net SDK), golangci-lint (linting and formatting Go code), pulumictl and jq.",
    "The repository provides a `.mise.toml`: install mise, activate it in your shell configuration, restart the shell, `mise trust` in the repository, enable experimental settings (`mise settings experimental=true`, for the Go backend) and run `mise install` (re-run it when the tool list changes).",
])

# docs/documentation/
mem("docs-sphinx", "skill", "Developer docs are Sphinx + MyST Markdown: make -C docs watch", ["docs", "sphinx", "myst", "readthedocs"], [
    "Documentation is built with Sphinx and authored in Markdown as much as possible (MyST). `make -C docs watch` rebuilds on change and serves at http://localhost:8000/docs/README.html; `make -C docs build` with `READTHEDOCS_OUTPUT` set builds static HTML.",
    "The documentation is deployed to Read the Docs by CI (`.readthedocs.yaml`); a PR gets a preview build linked from its checks.",
])
mem("docs-writing", "rule", "Writing developer docs: Markdown, README.md entry points, one h1, toctree", ["docs", "markdown", "writing", "style"], [
    "Write documentation in Markdown (`.md`) where possible rather than reStructuredText. The entry point for documentation on a component, service or library should be named `README.md`.",
    "All documents must have exactly one top-level (`#`) header, usually the name of the thing documented. Aggregate a group of things with a `toctree` directive. Lines should be no longer than 120 characters; favour `lower-kebab-case` for identifiers and labels (prefix sections with `sec-`). Link with `gh-issue:`, `gh-file:`, and `gh-permalink:` for specific line numbers.",
])

# docs/architecture/testing/
mem("unit-tests", "knowledge", "Unit tests: *_test.go in the engine, Mocha and unittest in the SDKs", ["testing", "unit-tests", "mocha", "unittest"], [
    "Unit tests test a single unit of code in isolation: a single function, class, or module. They are applied judiciously in both the engine (as standard `*_test.go` files) and the language SDKs (Mocha for TypeScript, `unittest` for Python).",
])
mem("integration-tests", "skill", "Integration tests: ProgramTest, build the binaries first, TestMain", ["integration-tests", "tests", "programtest", "testing"], [
    "Integration tests use the built binaries for the CLI and language runtimes: build first (`make build`, `cd sdk/nodejs && make build install`), `bin/` must be on `PATH`. `ProgramTest` imports a Pulumi program from `testdata` and runs CLI commands against it; `Environment` is lower level. Run one with `go test -tags=all github.com/pulumi/pulumi/tests/integration -run NAME`.",
    "Prefer language conformance tests over integration tests where possible; an integration test fits functionality not exercised during a pulumi operation (preview, up, destroy). Integration tests should have a TestMain calling `testutils.SetupPulumiBinary()`. They live in `tests/` (smoke tests in `tests/smoke`, performance tests in `tests/performance`, the bulk in `tests/integration`).",
])
mem("conformance-tests", "skill", "Running language conformance tests and updating their snapshots", ["conformance", "language", "testing", "snapshots"], [
    "Language conformance tests assert properties that must hold across all language runtimes: a PCL program using test providers, SDK generation, program generation and execution, with generated code snapshot tested. They are implemented per language in a `language_test.go` next to the language host's `main.go`, e.g. `go test github.com/pulumi/pulumi/sdk/python/cmd/pulumi-language-python/v3 -count 1`, one test with `-run TestLanguage/default/l1-output-string` (variants: Python default, toml, classes; NodeJS forceTsc).",
    "Update the snapshots by running with `PULUMI_ACCEPT=1`. `./scripts/run-conformance.sh` runs them.",
])
mem("conformance-authoring", "skill", "Authoring a conformance test: l<N>-<name>, PCL in testdata, Go assertions", ["conformance", "pcl", "authoring", "testing"], [
    "A test is named `l<N>-<name>` (N the level) or `provider-<test>`. PCL programs are in `pkg/testing/pulumi-test-language/tests/testdata/l<N>-<name>/` (a `main.pp`, or subdirectories `0`, `1`, ... run in order). Go assertions are in `pkg/testing/pulumi-test-language/tests/l<N>_<name>.go`, whose `init` function adds the test's specification (its runs and assertions) to the tests the test server serves.",
])
