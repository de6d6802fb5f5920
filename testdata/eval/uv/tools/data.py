"""Memories of the uv set: astral-sh/uv's own AGENTS.md, STYLE.md and CONTRIBUTING.md
(snapshot of 2026-08-21), one memory per topic, in the project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-01")


mem("tests-style", "rule", "How to write and run tests", ["testing", "tests", "integration"], [
    "ALWAYS ensure that new tests use the same style as existing tests for all parts of the test.",
    "ALWAYS check whether the behavior of a new test is already covered by an existing test.",
    "PREFER integration tests, e.g., at `it/...` over unit tests.",
    "PREFER running specific tests over running the entire test suite: `cargo nextest run -E 'test(test_name)'`.",
])
mem("snapshot-tests", "rule", "Snapshot testing with insta", ["testing", "snapshots", "insta"], [
    "PREFER `insta` snapshots following patterns in nearby tests over substring assertions.",
    "Use the `uv_snapshot!` macro to create snapshots for uv commands, with `context.filters()`.",
    "Accept snapshot changes with `cargo insta test --accept --test-runner nextest`; review with `cargo insta review`.",
    "`./scripts/apply-ci-snapshots.sh` updates snapshots from CI results, including platform-specific snapshots.",
])
mem("fallible-code", "rule", "No panics, unwraps or unsafe code", ["rust", "errors", "panic", "unsafe", "clippy"], [
    "AVOID using `panic!`, `unreachable!`, `.unwrap()`, unsafe code, and clippy rule ignores.",
    "PREFER patterns like `if let` to handle fallibility.",
    "ALWAYS write `SAFETY` comments following our usual style when writing `unsafe` code.",
    "PREFER `#[expect()]` over `[allow()]` if clippy must be disabled.",
])
mem("rust-style", "rule", "Rust code style", ["rust", "style", "naming", "imports"], [
    "PREFER let chains (`if let` combined with `&&`) over nested `if let` statements.",
    "PREFER top-level imports over local imports or fully qualified names.",
    "AVOID shortening variable names, e.g., use `version` instead of `ver`, and `requires_python` instead of `rp`.",
    "PREFER [`TypeName`] references when writing Rust doc comments.",
])
mem("lockfile-updates", "rule", "Changing dependencies in the lockfile", ["dependencies", "cargo", "lockfile", "crates"], [
    "NEVER update all dependencies in the lockfile.",
    "ALWAYS use `cargo update --precise` to make lockfile changes.",
    "Unused Rust dependencies are found with `cargo shear`.",
])
mem("windows-from-unix", "skill", "Checking Windows compilation from Linux or macOS", ["windows", "clippy", "cross-compile"], [
    "When making changes for Windows from Unix, use `cargo xwin clippy` to check compilation.",
    "Install it with `cargo install --locked cargo-xwin@0.21.4` and add the target with `rustup target add x86_64-pc-windows-msvc`.",
    "Run `cargo xwin clippy --workspace --all-targets --all-features --locked -- -D warnings`.",
])
mem("release-profile", "rule", "Do not build with the release profile", ["build", "profile", "performance"], [
    "NEVER perform builds with the release profile, unless asked or reproducing performance issues.",
    "For profiling, build with `--profile profiling`.",
])
mem("main-is-clean", "rule", "Warnings and test failures are yours", ["ci", "clippy", "failures"], [
    "NEVER assume clippy warnings or test failures are pre-existing; it is very rare that `main` has warnings.",
])
mem("privileged-workflows", "rule", "Privileged GitHub workflows go through the automation dispatcher", ["ci", "github-actions", "workflows", "automation", "security"], [
    "ALWAYS use `.github/automations-dispatch.json` to trigger privileged workflows from GitHub webhook events instead of adding `pull_request_target` workflows.",
    "NEVER suppress the `dangerous-triggers` security lint (zizmor); extend the automation dispatcher in a separate pull request if it does not support the required event.",
])
mem("cli-messages", "rule", "Wording of CLI messages, errors and hints", ["cli", "messages", "errors", "hints", "style"], [
    "Use backticks to escape commands, code expressions, package names, and file paths.",
    "If a message ends with a single relevant value, precede it with a colon, e.g., `This is the value: value`.",
    "Do not use periods at the end of sentences, unless the message spans more than a single sentence; may use the second person, e.g., \"Did you mean...?\".",
    "Errors may be followed by hints suggesting a solution, separated by a blank newline and stylized as `hint: <content>`.",
])
mem("cli-colors", "rule", "Colors, progress bars and output streams", ["cli", "colors", "output", "logging", "stderr"], [
    "All CLI output must be understandable without color; `NO_COLOR` must be respected, and `UV_NO_PROGRESS` for progress bars and spinners.",
    "Green for success and commands, red for error, yellow for warning, cyan for hints, file paths and user-facing literals.",
    "All logging should be to stderr; text can be written to stdout if it is data that could be piped to another program.",
    "`warn`, `info`, `debug` and `trace` logs are shown with `--verbose`; the level is controlled with `RUST_LOG`.",
])
mem("user-warnings", "rule", "Actionable warnings and deprecations", ["warnings", "deprecation", "cli"], [
    "`warn_user` and `warn_user_once` are shown without the `--verbose` flag; prefer them over tracing warnings when the warning is actionable.",
    "Deprecation warnings should use these methods and must be actionable.",
])
mem("naming-uv", "rule", "Terminology: uv, lockfile, pre-release", ["terminology", "documentation", "naming"], [
    "Just uv, please: do not capitalize (\"Uv\") or uppercase (\"UV\") except in an environment variable such as `UV_PYTHON`.",
    "Use \"lockfile\" not \"lock file\"; use \"pre-release\", not \"prerelease\" (in code: `Prerelease` and `prerelease`).",
    "Hyphenate compound words, e.g., \"platform-specific\"; wrap \"e.g.\" and \"i.e.\" in commas.",
])
mem("docs-style", "rule", "Writing documentation", ["documentation", "docs", "guides", "markdown"], [
    "Use periods at the end of all sentences; avoid language that patronizes the reader, e.g., \"simply do this\"; avoid \"we\".",
    "Guides assume no previous knowledge of uv, use the second person and the imperative voice; concepts and reference documentation use the third person.",
    "Reference documentation enumerates all options and is generated from documentation in the code.",
    "Markdown files are wrapped at 100 characters; code blocks have a language marker, `console` with `$` for commands, and `title` for example files.",
])
mem("generated-files", "skill", "Regenerating generated files and reference docs", ["codegen", "generated", "settings", "schema"], [
    "Run `cargo dev generate-all` to update auto-generated documentation such as the settings reference and the JSON schema.",
    "`cargo dev generate-all --mode dry-run` checks that generated files are up to date.",
    "`./scripts/validate-pyproject.sh` validates `pyproject.toml` against the checked-in uv schema (needs jq).",
])
mem("docs-preview", "skill", "Previewing documentation changes", ["documentation", "mkdocs", "prettier"], [
    "Run `cargo dev generate-all`, then `uv run --only-group docs mkdocs serve -f mkdocs.yml` to preview at http://127.0.0.1:8000/uv/.",
    "After changing documentation, format the markdown files with Prettier (`npx prettier@3.9.0 --write .`).",
    "Documentation is deployed automatically on release to the Astral documentation repository.",
])
mem("format-lint", "skill", "Formatting and linting before a pull request", ["formatting", "linting", "checks", "ruff"], [
    "Rust: `cargo fmt --all`; Python: `uv run --only-group=check ruff format .`; Markdown and YAML: Prettier.",
    "Lint with `cargo clippy --workspace --all-targets --all-features --locked -- -D warnings` and `ruff check .`.",
    "Type-check Python with `ty check python/uv`; check shell scripts with shellcheck and spelling with `typos`.",
])
mem("python-for-tests", "knowledge", "Python versions and Git LFS for the test suite", ["testing", "python", "git"], [
    "Testing uv requires multiple specific Python versions; install them with `cargo run python install`.",
    "The storage directory is set with `UV_PYTHON_INSTALL_DIR` (an absolute path).",
    "A subset of tests requires Git and Git LFS; disable them by turning off the `git` or `git-lfs` features.",
])
mem("benchmarking", "skill", "Profiling and benchmarking uv", ["performance", "benchmark", "profiling", "tracing"], [
    "Follow Ruff's profiling guide; requirement sets for the resolver live in `test/requirements`, for the installer in `test/requirements/compiled`.",
    "`scripts/benchmark` compares predefined workloads between uv versions and other tools (`uv run resolver --uv-pip --poetry --benchmark resolve-cold`).",
    "Use `tracing-durations-export` to visualize parallel requests and find where uv is CPU-bound; `RUST_LOG=trace` for trace logs.",
])
mem("untrusted-builds", "skill", "Resolving untrusted packages in Docker", ["docker", "security", "sdist"], [
    "Source distributions can run arbitrary code on build and modify your system, even when just resolving requirements.",
    "Build the `uv-builder` container (`crates/uv-dev/builder.dockerfile`) and run `uv-dev resolve-many` inside it for dependency trees you do not trust.",
])
mem("macos-codesign", "skill", "Development code signing on macOS", ["macos", "codesign", "keychain"], [
    "Code signing can only be performed by Astral team members; it lets tests that access the macOS keychain run without approving each re-compile.",
    "Create a development certificate, install it in the login keychain, and set `UV_TEST_CODESIGN_IDENTITY` (only supported via nextest).",
])
mem("releases", "knowledge", "How releases are made", ["release", "changelog", "version"], [
    "Releases can only be performed by Astral team members; changelog entries and version bumps are automated by `./scripts/release.sh`.",
    "Editorialize `CHANGELOG.md`, open a pull request `Bump version to ...`, then run the release workflow with the version tag, without a leading `v`.",
    "A new workspace crate must be added to `astral-sh/crates-policies`.",
])
mem("contribution-scope", "knowledge", "Which changes to propose", ["contributing", "issues", "features", "ai"], [
    "Issues labeled `help wanted` or `bug` are the best candidates; `needs-decision` and `needs-design` are not.",
    "Do not open pull requests for new features without prior discussion.",
    "All use of AI in contributions must follow the Astral AI Policy.",
])
mem("crate-structure", "knowledge", "Crate hierarchy", ["crates", "architecture", "dependencies"], [
    "Rust does not allow circular dependencies between crates.",
    "Visualize the crate hierarchy with `cargo depgraph --dedup-transitive-deps --workspace-only | dot -Tpng > graph.png`.",
])
