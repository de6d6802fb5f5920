"""Memories of the elixir set: elixir-lang/elixir's own contributor and agent guidance (AGENTS.md,
which is CONTRIBUTING.md; the pull-request template; OPEN_SOURCE_POLICY.md; RELEASE.md;
SECURITY.md; and the pages the contributing guide and the release process send a contributor to:
writing documentation, naming conventions, compatibility and deprecations; snapshot of
2026-08-22), one memory per topic, in the project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-22")


# CONTRIBUTING.md (AGENTS.md is a link to it)
mem("code-layout", "knowledge", "How Elixir's code is divided", ["lib", "applications", "layout"], [
    "Elixir code is divided by each application inside the `lib` folder: `elixir` (the kernel and standard library), `eex` (the template engine that allows you to embed Elixir), `ex_unit` (the test framework that ships with Elixir), `iex` (Interactive Elixir, the shell), `logger` (the built-in logger) and `mix` (Elixir's build tool).",
])
mem("running-tests", "skill", "Running the test suites", ["tests", "make", "stdlib"], [
    "Run all tests in the root directory with `make test`. Run tests for a specific framework with `make test_#{APPLICATION}`, for example `make test_ex_unit`.",
    "If you just changed something in Elixir's standard library, run only that portion through `make test_stdlib`.",
])
mem("single-file-cycle", "skill", "Compiling and testing one file", ["tests", "compile", "elixirc", "line"], [
    "If you are only changing one file, compile and run tests for that file for faster development cycles: `bin/elixirc lib/elixir/lib/string.ex -o lib/elixir/ebin` then `bin/elixir lib/elixir/test/elixir/string_test.exs`.",
    "Some test files need their `test_helper.exs` required first: `bin/elixir -r lib/logger/test/test_helper.exs lib/logger/test/logger_test.exs`. Use the `LINE` env var to run a single test: `LINE=123 bin/elixir lib/elixir/test/elixir/string_test.exs`.",
])
mem("recompiling", "skill", "Recompiling and rebuilding from scratch", ["compile", "bootstrap", "make", "erlang"], [
    "To recompile all, including Erlang modules, run `make compile`.",
    "If your contribution fails during the bootstrapping of the language, rebuild the language from scratch with `make clean_elixir compile`. If you cannot get Elixir to compile or the tests to pass after updating an existing checkout, run `make clean compile`, and check the official build status on GitHub Actions. More tasks are in the Makefile.",
])
mem("format-and-full-suite", "rule", "Format and run the full suite", ["format", "tests", "make"], [
    "After your changes are done, run `make format` to guarantee all files are properly formatted, then run the full suite with `make test`.",
])
mem("bug-fix-tests", "rule", "Bug fixes come with a failing test", ["bug", "fix", "tests", "regression"], [
    "Contributions must include tests and other relevant proof of work. If you are fixing a bug, include a test that fails before your change and passes afterward: it confirms the fix addresses the underlying issue and helps prevent regressions.",
])
mem("feature-tests", "rule", "New features and major changes come with tests", ["feature", "tests", "coverage"], [
    "If you are adding a new feature or making major changes to existing functionality, add associated tests. Aim to have the best code coverage possible.",
    "Past pull requests to use as reference: Implement Enum.member?, Add String.valid?, Implement capture_io for ExUnit.",
])
mem("performance-benchmarks", "rule", "Performance improvements include a benchmark", ["performance", "benchmark", "benchee"], [
    "For performance improvements, include the benchmark script, with inputs and results, in the pull request description. We recommend using benchee.",
])
mem("review-process", "knowledge", "How pull requests are reviewed", ["review", "pull-request"], [
    "Once a pull request is sent, the Elixir team reviews your changes and leaves comments requesting changes where necessary.",
    "We cannot guarantee a pull request will be merged, even when modifications are requested, as the team re-evaluates the contribution as it changes.",
])
mem("squash-merge", "knowledge", "Pull requests are squashed", ["merge", "squash", "commits"], [
    "When the review finishes, your pull request is squashed and merged into the repository. If you have carefully organized your commits and believe they should be merged without squashing, mention it in a comment.",
])
mem("building-docs", "skill", "Building the documentation", ["docs", "exdoc", "make"], [
    "Building the documentation requires that ExDoc is cloned and compiled alongside Elixir: from the parent folder `git clone https://github.com/elixir-lang/ex_doc.git`, then in `ex_doc` run `${elixir_dir}/bin/elixir ${elixir_dir}/bin/mix do deps.get + compile`.",
    "Back in Elixir's root run `make docs`: it produces HTML and EPUB documentation for `elixir`, `eex`, `ex_unit`, `iex`, `logger` and `mix` under `doc`. If you plan to contribute documentation, check the best practices for writing documentation.",
])
mem("accepted-licenses", "rule", "Contributions are Apache-2.0", ["license", "apache", "compliance"], [
    "Any code contributed must be licensed under the Apache-2.0 license. The Unicode license and the Elixir Trademark Policy are also permissible; a contribution that needs a different license must be rejected or prompt an update to the Open Source Policy.",
    "Pull requests that do not meet the licensing and compliance standards will be rejected or require modifications before merging.",
])
mem("spdx-headers", "rule", "SPDX license headers on every file", ["spdx", "license", "headers", "copyright"], [
    "With the exception of approved test fixture files, all new or modified files in a pull request must include correct SPDX headers (`SPDX-License-Identifier` and `SPDX-FileCopyrightText`). A new Apache-2.0 file starts with `# SPDX-License-Identifier: Apache-2.0` and `# SPDX-FileCopyrightText: 2021 The Elixir Team`.",
])
mem("no-binaries", "rule", "No executable binaries", ["binaries", "compliance", "artifacts"], [
    "Contributions must not include any executable binary files. If you require an exception (for example, certain test artifacts), request approval and document the exception as the Open Source Policy describes.",
])
mem("third-party-code", "rule", "Preserve copyright and license notices of copied code", ["third-party", "copyright", "license"], [
    "If you copy code from elsewhere, ensure all original copyright and license notices remain intact; if they are missing or incomplete, add them. This credits the original authors and preserves the licensing lineage.",
])
mem("dco-sign-off", "rule", "Developer Certificate of Origin", ["dco", "signed-off-by", "certify"], [
    "All contributions are subject to the Developer Certificate of Origin: by making a contribution you certify that you created it or have the right to submit it under the project's open source license, and that a record of it, including your sign-off, is kept indefinitely.",
])
mem("ai-in-discussions", "rule", "Using AI in discussions", ["ai", "discussions", "mailing-list"], [
    "Maintainers already have access to AI; we often find the point of view of the human behind the agent more valuable. Using AI to help express yourself is welcome, but avoid directly copy and pasting AI generated content; across a language barrier use it to translate and review your text, not to respond on your behalf.",
])
mem("ai-issue-selection", "rule", "Which issues coding agents may tackle", ["ai", "agents", "issues", "contributions-welcome"], [
    "Do not use coding agents to tackle existing issues unless they have the \"Contributions Welcome\" label. If you request a feature on the mailing list and it is accepted, you may use coding agents to implement it, following the AI contributions guidelines.",
])
mem("ai-adversarial-review", "rule", "Automated AI changes need agents that argue against them", ["ai", "agents", "performance", "security", "type-system"], [
    "When automating AI usage on the Elixir codebase for performance improvements, security fixes, or correctness changes to the compiler or type system, pair it with a separate set of agents whose job is to argue against and try to invalidate any proposed change.",
    "Treat their approval as advisory: a human must still validate it before opening issues or pull requests.",
])
mem("ai-attribution", "rule", "AI contributions: Assisted-by, never Signed-off-by", ["ai", "assisted-by", "signed-off-by", "dco"], [
    "AI agents MUST NOT add Signed-off-by tags: only humans can legally certify the DCO. The human submitter reviews all AI-generated code, ensures licensing compliance, adds their own Signed-off-by tag, takes full responsibility and discloses the use of AI for comments and code.",
    "Contributions should include an Assisted-by tag in the format `Assisted-by: AGENT_NAME:MODEL_VERSION`.",
])

# .github/pull_request_template.md
mem("pr-template", "rule", "What a pull request says", ["pull-request", "template", "draft"], [
    "Describe the reasons behind the pull request, make sure you have read CONTRIBUTING.md, and make sure any relevant documentation and tests have been added or updated.",
    "Do not submit Draft pull requests unless previously asked or agreed.",
])

# OPEN_SOURCE_POLICY.md
mem("license-exceptions", "knowledge", "Files exempt from license headers", ["spdx", "ort", "fixtures", "exceptions"], [
    "All files except those specifically exempted (e.g. certain test fixture files) must contain SPDX license and copyright headers. If a file qualifies for an exception, this must be configured in the ORT (Open Source Review Toolkit) configuration and undergo review.",
])
mem("sbom-dependencies", "knowledge", "Third-party dependencies and the SBoM", ["sbom", "dependencies", "third-party", "compliance"], [
    "We identify and document all third-party dependencies and keep license information clear. The project implements a Software Bill of Materials (SBoM) strategy and regularly verifies license compliance for direct and transitive dependencies; compliance checks run in CI.",
])
mem("policy-roles", "knowledge", "Who enforces the open source policy", ["policy", "core-team", "ciso", "compliance"], [
    "Core Team Members must reject or request changes to any pull request that violates the policy (for example one that introduces a disallowed license). The EEF CISO oversees compliance and legal queries and escalates violations to the Core Team.",
    "Licensing and policy questions go to policy@elixir-lang.org, acknowledged within five business days. The policy is revisited annually.",
])

# RELEASE.md
mem("shipping-release", "skill", "Shipping a new version", ["release", "version", "changelog", "tag"], [
    "Update the version in /VERSION, bin/elixir and bin/elixir.bat; ensure /CHANGELOG.md is updated, versioned and dated; update \"Compatibility and Deprecations\" if a new OTP version is supported; commit with the title \"Release vVERSION\" and push.",
    "Once GitHub Actions completes, generate and push a new tag, wait until GitHub Actions publish the artifacts to the draft release, copy the relevant bits of the CHANGELOG to the GitHub release and publish it, and update `_data/elixir-versions.yml` in elixir-lang.github.com (except for RCs).",
])
mem("minor-branch", "skill", "Creating a vMAJOR.MINOR branch", ["release", "branch", "version", "security"], [
    "Usually before the first rc. In the new branch: comment out `CANONICAL := main/` in the Makefile, update the tables in SECURITY.md and \"Compatibility and Deprecations\", commit \"Branch out vMAJOR.MINOR\".",
    "Back in main: bump /VERSION, bin/elixir and bin/elixir.bat, start a new CHANGELOG.md, update the tables in SECURITY.md and \"Compatibility and Deprecations\", commit \"Start vMAJOR.MINOR+1\".",
])
mem("otp-version-support", "skill", "Changing the supported Erlang/OTP versions", ["otp", "erlang", "ci", "versions"], [
    "Update the table in Compatibility and Deprecations; update the `otp_release` checks in /Makefile and /lib/elixir/src/elixir.erl; update the relevant CI workflows in /.github/workflows/*.yml (in release workflows, outdated or recently added Erlang/OTP versions must run conditionally); remove `otp_release` version checks that are no longer needed.",
])

# SECURITY.md
mem("supported-versions", "knowledge", "Which versions get fixes", ["security", "versions", "patches", "support"], [
    "Elixir applies bug fixes only to the latest minor branch. Security patches are available for the last 5 minor branches (1.21 development, 1.20 bug fixes and security patches, 1.16 to 1.19 security patches only).",
    "New releases are announced on the read-only announcements mailing list; security notifications are tagged `[security]`.",
])
mem("reporting-vulnerabilities", "rule", "Reporting a vulnerability", ["security", "vulnerability", "disclosure"], [
    "Disclose security vulnerabilities privately via GitHub (the repository's security page), never in a public issue.",
])

# lib/elixir/pages/getting-started/writing-documentation.md
mem("doc-markdown", "knowledge", "Documentation is Markdown", ["docs", "markdown"], [
    "Elixir documentation is written using Markdown; GitHub's basic writing and formatting syntax is a good starting point.",
])
mem("doc-attributes", "knowledge", "Documentation attributes", ["docs", "moduledoc", "doc", "typedoc"], [
    "Documentation is attached to module attributes: `@moduledoc` documents the module, `@doc` a function, `@typedoc` a type defined as part of typespecs.",
    "Argument names in the docs are inferred by the compiler; when the inference is suboptimal (multiple clauses matching on different values), declare a function head with the proper names before the implementation, e.g. `def size(map_with_size)`.",
])
mem("doc-metadata", "rule", "Documentation metadata: since, deprecated, group", ["docs", "since", "deprecated", "group", "metadata"], [
    "Annotate in which version a module, function, type or callback was added with `@doc since: \"1.3.0\"`; use the `:since` key whenever new functions or modules are added to the API.",
    "`@doc deprecated: \"Use Foo.bar/2 instead\"` marks a deprecation in the docs but does not warn callers; the `@deprecated` attribute also emits a warning. `@doc group: \"Query\"` groups items in IEx autocompletion and the ExDoc sidebar.",
])
mem("doc-recommendations", "rule", "Recommendations when writing documentation", ["docs", "style", "references", "links"], [
    "Keep the first paragraph concise and simple, typically one line: tools use it as the summary. Start new sections with second-level `##` headers; first-level headers are reserved for module and function names.",
    "Reference modules by their full name in backticks (`MyApp.Hello`, never `Hello`), so links are generated; functions by name and arity (`world/1`, or `MyApp.Hello.world/1` in another module); callbacks with `c:` and types with `t:`.",
    "Place documentation before the first clause of multi-clause functions: it is per function and arity, not per clause.",
])
mem("doctests", "rule", "Examples are doctests", ["docs", "doctests", "examples", "iex"], [
    "Include examples in documentation, often under their own `## Examples` heading. To keep them from getting out of date, ExUnit's doctests parse code samples starting with `iex>` from the documentation and test them (see `ExUnit.DocTest`).",
])
mem("docs-vs-comments", "knowledge", "Documentation is not code comments", ["docs", "comments", "private-functions"], [
    "Documentation is an explicit contract with users of your API: modules and functions must always be documented if they are part of it. Code comments are for developers reading the code (improvements, workarounds).",
    "Elixir warns if a private function has a `@doc` attribute and discards it; comment private functions instead whenever it adds information for maintainers.",
])
mem("hiding-internals", "rule", "Hiding internal modules and functions", ["docs", "doc-false", "moduledoc-false", "underscore", "internal"], [
    "Hide internal functionality from the docs with `@doc false` on a function or `@moduledoc false` on a module. They do not make a function private: it can still be called and imported.",
    "So be cautious with `@doc false`: prefer moving the function to a module with `@moduledoc false`, or start its name with one or two underscores (`__add__/2`): such functions are hidden and never imported.",
])

# lib/elixir/pages/references/naming-conventions.md
mem("naming-casing", "rule", "Casing and file names", ["naming", "snake-case", "camel-case", "acronyms"], [
    "Use `snake_case` for variables, function names and module attributes; aliases (module names) are `CamelCase`, keeping capital letters in acronyms (`ExUnit.CaptureIO`, `Mix.SCM`). Atoms use `:snake_case` by convention. File names follow the `snake_case` of the module they define (`MyApp` in `my_app.ex`).",
])
mem("naming-underscore", "knowledge", "Names with underscores", ["naming", "underscore", "compile-time"], [
    "A value not meant to be used is assigned to `_` or a variable starting with underscore. Functions starting with underscore are never imported by default; Elixir uses `__foo__` functions (like `__info__/1`) to attach compile-time metadata to modules.",
])
mem("naming-bang", "rule", "Trailing bang: the raising variant", ["naming", "bang", "raise", "errors"], [
    "A trailing bang (`foo!`) signifies a function or macro whose failure cases raise, most often the raising variant of a function returning `:ok`/`:error` tuples or `nil` (`File.read/1` and `File.read!/1`).",
    "Errors from invalid argument types must always raise, bang or not, often as `ArgumentError` or a detailed `FunctionClauseError`.",
])
mem("naming-predicates", "rule", "Trailing question mark and the is_ prefix", ["naming", "predicates", "guards", "boolean"], [
    "Functions that return a boolean are named with a trailing question mark (`String.contains?/2`). Boolean checks allowed in guard clauses use the `is_` prefix instead (`Integer.is_even/1`, `is_list/1`). Never combine a trailing question mark with the `is_` prefix.",
])
mem("naming-special", "rule", "size and length, get and fetch, compare", ["naming", "size", "length", "fetch", "compare"], [
    "`size` in a name means constant time (`map_size/1`); `length` means linear time (`String.length/1`).",
    "For key-value structures, `get` returns a default (`nil`) when the key is missing, `fetch` returns `{:ok, value}` or `:error`, `fetch!` raises. `compare/2` returns `:lt`, `:eq` or `:gt`, as `Enum.sort/2` expects.",
])

# lib/elixir/pages/references/compatibility-and-deprecations.md
mem("compatibility-guarantees", "knowledge", "Backwards compatibility between versions", ["compatibility", "versions", "breaking-changes", "kernel"], [
    "Minor and patch releases are backwards compatible: documented APIs keep working. Breaking changes are reserved for security fixes, bug fixes, compiler front-end improvements (new warnings, more detailed errors) and new `Kernel` functions that may collide with local functions. Experimental features carry no guarantee until stabilized.",
    "A minor release happens every 6 months; patch releases whenever there are bug fixes or security patches. There are no plans for v2.",
])
mem("otp-compatibility", "knowledge", "Elixir and Erlang/OTP compatibility", ["otp", "erlang", "compatibility", "versions"], [
    "Erlang/OTP versioning is independent of Elixir's. Elixir supports the last three Erlang major versions by the time it is released (1.20 and 1.21: OTP 27 to 29).",
    "Support for a new Erlang/OTP may be added in a patch release with the minimum changes for Elixir to run; only the next minor release leverages the new OTP features.",
])
mem("deprecation-policy", "rule", "Deprecating a feature", ["deprecation", "warnings", "changelog", "policy"], [
    "Deprecations happen in 3 steps: soft deprecation (CHANGELOG and documentation list it, no warning); hard deprecation, warnings on usage, only once the proposed alternative has existed for AT LEAST THREE minor versions; removal, only in a major release.",
    "Record every hard deprecation in the table of deprecations: the version, the deprecated feature and its replacement with the version it is available from.",
])
