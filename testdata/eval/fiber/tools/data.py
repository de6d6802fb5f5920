"""Memories of the fiber set: gofiber/fiber's own contributor guidance on its main branch at c344047
(2026-08-21): AGENTS.md, .github/CONTRIBUTING.md, .github/copilot-instructions.md, the pull-request
template, .github/SECURITY.md, the README's zero allocation, philosophy, limitations and development
sections, the Makefile's targets and the go:generate lines they run, docs/whats_new.md's opening and
the labeler's and release drafter's rules; one memory per section or a few short sections, in the
project's words (lightly cut). The text is the Fiber authors' (MIT License); quoted here, cut, only
as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-21")


# AGENTS.md
mem("agent-startup-check", "knowledge", "Agent startup: skip the startup script when modules are cached", ["agents", "setup", "go-modules"], [
    "Before running the startup script, verify that all dependencies and CLI tools are already available. If a `vendor/` directory exists or `go list -m -mod=readonly all` succeeds (indicating modules are cached), you may skip the entire startup script, including all `go mod` commands and `go install` steps. Otherwise, run the script as listed.",
    "Fetch dependencies with `go mod tidy && go mod download && go mod vendor`.",
])
mem("dev-tools", "skill", "Installing the CLI tools the Makefile uses", ["tools", "setup", "makefile"], [
    "Install the CLI tools referenced in the Makefile: gotestsum (test runner), govulncheck (vulnerability scanner), gofumpt (code formatter), msgp (msgp codegen), ifacemaker (interface impls, pinned to a commit), betteralign (struct alignment), then `go mod tidy` to clean up go.mod and go.sum.",
])
mem("tests-parallel", "rule", "Go tests call t.Parallel() at the start of each test and subtest", ["testing", "parallel", "go"], [
    "When adding Go tests, always invoke `t.Parallel()` at the start of each test and subtest to maximize concurrency.",
])
mem("utils-helpers", "rule", "Prefer gofiber/utils/v2 helpers for common operations", ["utils", "strings", "helpers"], [
    "Prefer `github.com/gofiber/utils/v2` helpers (for example, `utils.Trim`) when performing common operations such as string manipulation, whenever it is practical and appropriate for the surrounding code.",
])
mem("rfc-compliance", "rule", "Keep protocol behaviour RFC-compliant and document deviations", ["http", "rfc", "protocol"], [
    "Keep all protocol behavior RFC-compliant (e.g., HTTP/1.1 requirements) and document any intentional deviations.",
])
mem("hot-paths", "rule", "Protect hot paths from regressions: profile changes", ["performance", "profiling", "hot-path"], [
    "Protect hot paths from regressions: profile changes.",
])
mem("secure-by-default", "rule", "Secure-by-default choices: validation, timeouts, sanitization", ["security", "validation", "hardening"], [
    "Apply secure-by-default choices (validation, timeouts, sanitization) and ensure new code hardens attack surfaces.",
])
mem("lint-before-push", "rule", "Run make lint before every push; the golangci-lint config is strict", ["lint", "golangci-lint", "errcheck", "ci"], [
    "The linter is the most common reason CI fails for generated changes. Always run `make lint` locally and fix every finding before committing; do not rely on CI to surface them.",
    "The `golangci-lint` config (`.golangci.yml`) enables strict `errcheck` settings (`check-type-assertions: true` and `check-blank: true`). When in doubt, run `make lint` (or `golangci-lint run ./<pkg>/...`) and treat a non-zero exit as a blocker.",
])
mem("type-assertion-comma-ok", "rule", "Never discard a type-assertion result with _", ["lint", "errcheck", "type-assertion"], [
    "Never discard a type-assertion result with `_`. `v, _ := x.(T)` fails `errcheck`. Use the comma-ok form and act on it instead: `v, ok := x.(T); if !ok { v = T{} }`, an explicit fallback; the zero value is fine when that's intended.",
])
mem("no-blank-error", "rule", "Never discard a returned error with _", ["lint", "errcheck", "errors"], [
    "Never discard a returned `error` with `_` (`check-blank`). Handle it, or if it is genuinely safe to ignore, call the function without assignment or add a justified `//nolint:errcheck // reason` comment.",
])
mem("makefile-targets", "knowledge", "Makefile commands: make help lists them", ["makefile", "commands", "tooling"], [
    "Use `make help` to list all available commands. Common targets: audit (`go mod verify`, `go vet`, `govulncheck`), benchmark, coverage, format (`gofumpt`), lint (`golangci-lint`), test (`gotestsum`), longtest (the suite 15 times with shuffling), tidy, betteralign (struct field alignment), generate (`go generate` after installing msgp and ifacemaker).",
])
mem("pr-title-prefix", "rule", "PR titles start with a category prefix", ["pull-request", "title", "prefix"], [
    "PR titles must start with a category prefix describing the change: `🐛 bug:`, `🔥 feat:`, `📒 docs:`, or `🧹 chore:`.",
])
mem("pr-summary-whole-branch", "rule", "Generated PR titles and bodies summarize the whole branch", ["pull-request", "summary", "agents"], [
    "Generated PR titles and bodies must summarize the entire set of changes on the branch (for example, based on `git log --oneline <base>..HEAD` or the full diff), not just the latest commit. The Summary section should reflect all modifications that will be merged.",
])
mem("programmatic-checks", "skill", "Checks to run before submitting a pull request", ["checks", "ci", "makefile", "pull-request"], [
    "Before presenting final changes or submitting a pull request, run `make audit`, `make generate`, `make betteralign`, `make format`, `make lint` and `make test` and ensure they succeed. Include the command outputs in your final response to confirm they were executed. All checks must pass before the generated code can be merged.",
])
mem("docs-updated", "rule", "Update the documentation in docs/ with the change", ["docs", "documentation", "docusaurus"], [
    "After completing the programmatic checks, confirm that any relevant documentation has been updated to reflect the changes made, including PR instructions when applicable.",
    "When modifying code, review and update the contents of the `docs` folder if necessary: the documentation in the `/docs/` directory is Fiber's documentation site (docs.gofiber.io).",
])

# .github/CONTRIBUTING.md
mem("discuss-first", "rule", "Discuss a proposed change before making it", ["discussion", "issues", "discord"], [
    "Before making any changes to this repository, initiate discussions for proposed changes that do not yet have an associated issue, on the Discord server. For issues that already exist, you may proceed with discussions using the issue tracker or any other suitable method, in consultation with the repository owners.",
    "Follow the code of conduct in all your interactions with the Fiber project.",
])
mem("commit-emoji-prefix", "rule", "Commit and pull request titles use an emoji prefix", ["commits", "emoji", "title"], [
    "Titles always use a prefix: 🔥 Feature, ♻️ Refactor, 🩹 Fix, 🚨 Test, 📚 Doc, 🎨 Style. For example: \"🔥 Feature: Add flow to add person\", \"♻️ Refactor: Rename file X to Y\", \"🩹 Fix: Improve flow\", \"🚨 Test: Validate to add a new person\", \"📚 Doc: Translate to Portuguese middleware redirect\", \"🎨 Style: Respected pattern Golint\".",
    "Please use emojis in commit messages for an easy way to identify the purpose or intention of a commit.",
])
mem("unit-tests-mandatory", "rule", "A feature or fix must come with unit tests", ["testing", "unit-tests", "pull-request"], [
    "All pull requests that contain a feature or fix are mandatory to have unit tests. Your PR is only to be merged if you respect this flow.",
    "Add or update unit tests to validate the effectiveness of the changes or new features, and ensure that new and existing unit tests pass locally with the changes.",
])
mem("support-project", "knowledge", "Ways to thank and support Fiber", ["community", "sponsors", "stars"], [
    "To say thank you and support the active development of Fiber: add a GitHub Star, tweet about the project, write a review or tutorial on Medium, Dev.to or a personal blog, or become a GitHub Sponsor.",
])

# .github/copilot-instructions.md, Makefile
mem("markdown-lint", "skill", "Lint Markdown with make markdown (markdownlint-cli2)", ["markdown", "markdownlint", "docs"], [
    "Finish by running `make markdown` to lint all Markdown files. It runs `markdownlint-cli2 \"**/*.md\" \"#vendor\"` (installing markdownlint-cli2 with npm when it is missing); the rules are in `.markdownlint.yml`.",
])
mem("test-commands", "knowledge", "How make test and make longtest run the suite", ["testing", "gotestsum", "race"], [
    "`make test` runs `gotestsum -f testname -- ./... -race -count=1 -shuffle=on`; `make longtest` runs the suite 15 times with shuffling (`-count=15 -shuffle=on`), to surface flaky and order-dependent tests. `make coverage` writes a coverage profile with `-race -covermode=atomic` and opens the HTML report.",
])
mem("benchmark-command", "skill", "Running the benchmarks", ["benchmark", "performance", "makefile"], [
    "`make benchmark` benchmarks code performance: `go test ./... -benchmem -bench=. -run=^Benchmark_$`. Benchmark functions are named `Benchmark_...`.",
])
mem("format-gofumpt", "rule", "Code is formatted with gofumpt", ["format", "gofumpt", "style"], [
    "`make format` fixes code format issues with `gofumpt -w -l .`; run it before committing.",
])
mem("betteralign", "skill", "Optimize struct field alignment with make betteralign", ["structs", "alignment", "memory"], [
    "`make betteralign` optimizes the alignment of fields in structs: it runs betteralign with `-test_files -generated_files -apply ./...`, reordering struct fields to reduce padding.",
])
mem("generate-code", "rule", "Generated interfaces and msgp code are regenerated with make generate", ["codegen", "ifacemaker", "msgp", "interfaces"], [
    "`make generate` installs msgp and ifacemaker and runs `go generate ./...`. The `Ctx`, `Req` and `Res` interfaces (`ctx_interface_gen.go`, `req_interface_gen.go`, `res_interface_gen.go`) are generated by ifacemaker from the methods of `DefaultCtx`, `DefaultReq` and `DefaultRes` in `ctx.go`, `req.go` and `res.go`; the msgp serializers (`*_msgp.go`) of the cache, idempotency, limiter and session middleware are generated from their stored types.",
    "After changing a method of the context or a stored type, regenerate instead of editing the generated files.",
])
mem("audit", "knowledge", "make audit: module verification, vet and vulnerability scan", ["audit", "govulncheck", "vet"], [
    "`make audit` conducts quality checks: `go mod verify`, `go vet ./...` and `govulncheck ./...`.",
])

# .github/pull_request_template.md
mem("pr-description", "skill", "Describing a pull request", ["pull-request", "description", "template"], [
    "Provide a clear and concise description of the changes you've made and the problem they address: the purpose of the change, any relevant issues it solves (`Fixes # (issue)`), and the benefits it brings to the project. If this change introduces new features or adjustments, highlight them.",
    "Type of change: new feature (non-breaking change which adds functionality), enhancement, documentation update, performance improvement, code consistency. Delete options that are not relevant.",
])
mem("pr-changes-introduced", "knowledge", "What a pull request lists under changes introduced", ["pull-request", "changelog", "migration"], [
    "List the new features or adjustments introduced: benchmarks (performance benchmarks and improvements), documentation update (links to the changed files), changelog/what's new (a summary of the additions for the upcoming release notes), migration guide (steps for users to migrate their existing code), API alignment with Express, API longevity, examples demonstrating the new features.",
])
mem("express-alignment", "rule", "New APIs follow Express.js and are built to last", ["api", "express", "design"], [
    "Follow the inspiration of the Express.js framework for new functionalities, making them similar in usage. Explain how the changes align with the Express API.",
    "API longevity: ensure that new or updated APIs are consistent and not prone to breaking changes.",
])
mem("allocations-benchmarks", "rule", "New code aims for minimal allocations and comes with benchmarks", ["performance", "allocations", "benchmark"], [
    "Aim for optimal performance with minimal allocations in the new code, and provide benchmarks for the new code to analyze and improve upon. Describe any performance benchmarks and improvements related to the changes.",
])
mem("new-dependencies", "rule", "A new dependency must be essential and agreed on", ["dependencies", "go-modules", "review"], [
    "Verify that any new dependencies are essential and have been agreed upon by the maintainers/community.",
])
mem("self-review", "rule", "Self-review and comment complex code", ["review", "comments", "pull-request"], [
    "Conduct a self-review of the code and provide comments for complex or critical parts.",
])

# .github/SECURITY.md
mem("report-security", "rule", "Report security problems privately, never as an issue", ["security", "vulnerability", "disclosure"], [
    "DO NOT CREATE AN ISSUE to report a security problem. Instead, send an e-mail to the security contact or join the Discord server and send a private message to any of the maintainers.",
    "The maintainers are the only persons with administrative access to Fiber's source code and respond to security incident reports as fast as possible, within one business day at the latest.",
])
mem("supported-versions", "knowledge", "Versions that receive security updates", ["security", "versions", "support"], [
    "Supported versions for Fiber which include security updates: >= 1.12.6 supported, < 1.12.6 not supported.",
])
mem("incident-response", "knowledge", "Incident response: containment, response, remediation", ["security", "incident", "process"], [
    "Containment: find out the root cause, nature and scope of the incident; if it is still ongoing, stop it; find out who knows about it, who is affected and what data was potentially exposed.",
    "Response: document all actions taken in a response plan and post in the official #announcements channel what happened and what we did. Remediation: once resolved, summarize the lessons learned and list actions to prevent it from happening again.",
    "The Fiber organization requires 2FA for all its members; critical updates and threats are learned from GitHub Security Alerts and GitHub status.",
])

# README.md
mem("zero-allocation", "rule", "Values from fiber.Ctx are reused: never keep references past the handler", ["zero-allocation", "context", "performance", "immutable"], [
    "Fiber is optimized for high performance, meaning values returned from fiber.Ctx are not immutable by default and will be reused across requests. You must only use context values within the handler and must not keep any references. Once you return from the handler, any values obtained from the context will be reused in future requests.",
    "If you need to persist a context value beyond the handler, make a copy of its underlying buffer using the copy builtin.",
])
mem("philosophy", "knowledge", "Fiber's philosophy: minimalism, Express-inspired, performance", ["philosophy", "express", "fasthttp"], [
    "Fiber is an Express-inspired web framework built on top of Fasthttp, the fastest HTTP engine for Go, designed to ease things up for fast development with zero memory allocation and performance in mind. It was created with the idea of minimalism and follows the UNIX way.",
    "We listen to our users in issues, Discord and all over the Internet to create a fast, flexible and friendly Go web framework.",
])
mem("go-version-unsafe", "knowledge", "Limitations: unsafe and the supported Go version", ["go-version", "unsafe", "compatibility"], [
    "Due to Fiber's usage of unsafe, the library may not always be compatible with the latest Go version. Fiber v3 has been tested with Go version 1.25 or higher.",
])
mem("net-http-compat", "knowledge", "net/http handlers and the adaptor middleware", ["net-http", "adaptor", "compatibility", "handlers"], [
    "Fiber automatically adapts common `net/http` handler shapes when you register them on the router, and works with native `fasthttp.RequestHandler` callbacks. When you need to convert entire applications or reuse `net/http` middleware chains, rely on the adaptor middleware: it converts handlers and middlewares in both directions and can mount a Fiber app in a `net/http` server.",
    "Fiber also adapts Express-style callbacks that operate on the lightweight `fiber.Req` and `fiber.Res` helper interfaces.",
])

# docs/whats_new.md
mem("whats-new-migration", "skill", "What's New in v3 and the migration guide", ["whats-new", "migration", "v3", "release-notes"], [
    "docs/whats_new.md walks through the most important changes in Fiber v3 (app, hooks, listen, router, context, binding, client, log, storage, every middleware) and shows how to migrate existing Fiber v2 applications to v3 in its migration guide.",
    "A CLI-powered migration helper updates a project automatically: `go install github.com/gofiber/cli/fiber@latest` then `fiber migrate --to v3`.",
])

# .github/labeler.yml, .github/release-drafter.yml
mem("labels-release-notes", "knowledge", "How pull requests are labelled and release notes drafted", ["labels", "release-notes", "release-drafter"], [
    "The base branch decides a pull request's version label (main is v3, the v2 branch v2); plain title matching hit Go module paths like \"utils/v2\". The performance label is given to titles with a `perf:` prefix or words like performance, optimize, benchmark, speed-up or faster before the first colon.",
    "Release notes are drafted from the labelled pull requests (release drafter): v3 is included and v2 excluded on main.",
])
