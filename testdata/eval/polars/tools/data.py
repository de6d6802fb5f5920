"""Memories of the polars set: pola-rs/polars's own contributor guidance on its main branch at 4db92c1
(2026-08-22): the contributing guide (docs/source/development/contributing/: index, code style, test
suite, continuous integration, IDE configuration), the versioning and breaking-change policy
(docs/source/development/versioning.md), AI_POLICY.md, the pull-request template, the design documents
of polars-arrow (crates/polars-arrow/src/README.md and its array, compute, io and scalar modules'), the
Parquet reader's design notes (crates/polars-parquet/src/arrow/read/), the sub-crates' own READMEs,
py-polars/runtime/README.md and pyo3-polars's README (expression plugins); one memory per section or a
few short sections, in the project's words (lightly cut). The text is the Polars developers' (MIT
License); quoted here, cut, only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-22")


# docs/source/development/contributing/index.md
mem("reporting-bugs", "rule", "Reporting bugs: GitHub issues, the issue type for your language", ["issues", "bug-report"], [
    "We use GitHub issues to track bugs and suggested enhancements. Use the appropriate issue type for the language you are using (Rust / Python). Before creating a bug report, please check that your bug has not already been reported, and that your bug exists on the latest version of Polars. If you find a closed issue that seems to report the same bug, open a new issue and include a link to the original issue.",
    "Please include as many details as possible in your bug report. The information helps the maintainers resolve the issue faster.",
])
mem("suggesting-enhancements", "rule", "Suggesting enhancements: a feature request", ["issues", "feature-request", "enhancement"], [
    "You can suggest an enhancement by opening a new feature request. Before creating an enhancement suggestion, please check that a similar issue does not already exist. Please describe the behavior you want and why, and provide examples of how Polars would be used if your feature were added.",
])
mem("picking-an-issue", "knowledge", "Picking an issue: accepted, help wanted, good first issue", ["issues", "accepted", "good-first-issue"], [
    "Feel free to pick any issue with an accepted label that is not already assigned. We use the help wanted label to indicate issues that are high on our wishlist. If you are a first time contributor, you might want to look for issues labeled good first issue. The Polars code base is quite complex, so starting with a small issue will help you find your way around! If you would like to take on an issue, please comment on the issue to let others know.",
])
mem("configuring-git", "skill", "Configuring git: fork, clone, the upstream remote", ["git", "fork", "upstream"], [
    "The Polars development flow relies on both Rust and Python, which means setting up your local development environment is not trivial. If you are a Windows user, try developing using WSL; under native Windows, you may have to manually copy the contents of toolchain.toml to py-polars/toolchain.toml, as Git for Windows may not correctly handle symbolic links.",
    "Start by forking the Polars repository, then clone your fork (git clone https://github.com/<username>/polars.git). Optionally set the upstream remote to be able to sync your fork: git remote add upstream https://github.com/pola-rs/polars.git; git fetch upstream.",
])
mem("installing-dependencies", "skill", "Installing dependencies: Rust nightly, Python, dprint, and make test", ["setup", "rustup", "nightly", "python", "dprint", "cmake", "make-test"], [
    "You will need Rust, Python, and dprint. Install Rust using rustup, then the nightly toolchain: rustup toolchain install nightly --component miri. We recommend using the latest Python version (3.13); deactivate any active virtual or conda environments. You will need Python even if you intend to work on the Rust code only, as we rely on the Python tests to verify all functionality.",
    "Go into the py-polars directory and run make test (you need CMake installed): it creates a virtual environment in .venv, uses pip and uv to install all Python dependencies for development, linting, and building documentation, compiles and installs Polars in the virtual environment (at least 8GB of RAM is recommended), and runs the Python unittests with pytest. A few specialized dependencies are not installed by default: run make requirements-all.",
])
mem("linting-tools", "rule", "make pre-commit: ruff, mypy, rustfmt, clippy, dprint", ["lint", "format", "ruff", "mypy", "rustfmt", "clippy", "dprint", "pre-commit"], [
    "Check if linting works correctly by running make pre-commit. Note that we do not actually use the pre-commit tool. We use the Makefile to conveniently run the following formatting and linting tools: ruff, mypy, rustfmt, clippy, dprint.",
])
mem("updating-environment", "skill", "Updating the development environment: requirements, rustup update, cargo clean", ["dependencies", "requirements", "toolchain", "cargo"], [
    "Dependencies are updated regularly - at least once per month. If you do not keep your environment up-to-date, you may notice tests or CI checks failing, or you may not be able to build Polars at all. Sync your fork (git checkout main; git fetch upstream; git rebase upstream/main; git push origin main), then update all Python dependencies to their latest versions by running make requirements.",
    "If the Rust toolchain version has been updated, update your Rust toolchain and follow it up by running cargo clean to make sure your Cargo folder does not grow too large: rustup update; cargo clean.",
])
mem("working-on-issue", "rule", "Working on your issue: crates and py-polars, tests and documentation", ["crates", "py-polars", "makefile", "tests", "public-api"], [
    "Create a new git branch from the main branch and start coding. The Rust code is located in the crates directory, while the Python codebase is located in the py-polars directory. Both directories contain a Makefile with helpful commands: make test to run the test suite, make pre-commit to run autoformatting and linting. Your work cannot be merged if these checks fail! Run make help to get a list of other helpful commands.",
    "If you add code that should be tested, add tests. If you change the public API, update the documentation.",
])
mem("git-bisect", "skill", "Finding the commit that introduced a bug: git bisect with an MRE script", ["bisect", "regression", "mre", "bug-report"], [
    "If you have found a bug, it can be very helpful to identify the exact commit that introduced it. First, reduce your bug to the smallest possible Python script that reproduces it (a minimal reproducible example). Save a bisect.py in the root of the repository that runs make build (exit 125 to skip the commit if the build fails), then your MRE: exit 0 if the bug is not present, 1 if it is.",
    "Mark a good and a bad commit (git bisect start; git bisect bad HEAD; git bisect good py-1.32.0), run git bisect run .venv/bin/python bisect.py from the root, and include the first bad commit in your bug report. When you are done, run git bisect reset.",
])
mem("pr-title", "rule", "Pull request title: a conventional commit tag, scope rust or python", ["pull-request", "title", "conventional-commit", "changelog"], [
    "Start your pull request title with a conventional commit tag. This helps us add your contribution to the right section of the changelog. We use the Angular convention. Scope can be rust and/or python, depending on your contribution: this tag determines which changelog(s) will include your change. Omit the scope if your change affects both Rust and Python.",
    "Use a descriptive title starting with an uppercase letter. This text will end up in the changelog, so make sure the text is meaningful to the user. Use single backticks to annotate code snippets. Use active language and do not end your title with punctuation. Example: fix(python): Fix `DataFrame.top_k` not handling nulls correctly.",
])
mem("pr-description-checks", "rule", "Pull request description, rebase and checks", ["pull-request", "description", "rebase", "ci"], [
    "In the pull request description, link to the issue you were working on, and add any relevant information that may help the maintainers review your code. Make sure your branch is rebased against the latest version of the main branch. Make sure all GitHub Actions checks pass.",
    "After you have opened your pull request, a maintainer will review it and possibly leave some comments. Your work does not have to be perfect right away: if you are stuck or unsure about your solution, feel free to open a draft pull request and ask for help. During review, some of our maintainers will use conventional comments (labels like issue: or nit:).",
])
mem("pr-ai-code", "rule", "A pull request with AI-generated code", ["ai", "pull-request", "disclosure"], [
    "If your contribution contains code generated by AI you must: clearly state in your pull request's description which parts of the code were AI-generated; explicitly state that you yourself have reviewed all changes in your pull request, and believe that they are relevant and correct; not try to solve an issue marked as good first issue; adhere to the rest of our AI policy. If you fail either requirement the maintainer may simply close your pull request.",
])
mem("first-time-contributions", "rule", "First-time contributions: a screenshot of make test, one open PR", ["first-time", "pull-request", "screenshot"], [
    "We unfortunately are overwhelmed by the amount of low-quality contributions created primarily using AI, so for first-time contributors there are some more rules: you must post a screenshot of you successfully running the test suite (make test), locally on your machine (not the CI); the screenshot must show your terminal window borders clearly. You may not have more than one open PR at a time.",
])
mem("documentation-components", "knowledge", "The components of Polars documentation", ["documentation", "user-guide", "api-reference"], [
    "The most important components of Polars documentation are the user guide, the API references, and the database of questions on Stack Overflow for Python Polars and Rust Polars.",
])
mem("user-guide-build", "skill", "The user guide: docs/source/user-guide, built with MkDocs", ["user-guide", "mkdocs", "documentation", "graphviz"], [
    "The user guide is maintained in the docs/source/user-guide folder. Before creating a PR first raise an issue to discuss what you feel is missing or could be improved.",
    "The user guide is built using MkDocs. Install the dependencies by running make build in the root of the repo; the graphviz dot binary must be on your path. Activate the virtual environment and run mkdocs serve to build and serve the user guide locally. Each user guide page is based on a .md markdown file. This file must be listed in mkdocs.yml.",
])
mem("user-guide-code-blocks", "rule", "User guide code blocks: shell tabs and code_block snippets", ["user-guide", "code-block", "snippets", "documentation"], [
    "A shell code block with tabs for Python and Rust uses === \":fontawesome-brands-python: Python\" and === \":fontawesome-brands-rust: Rust\" sections. The snippets for Python and Rust code blocks are in the docs/source/src/python/ and docs/source/src/rust/ directories. Add one to a page with {{code_block('user-guide/io/cloud-storage','read_parquet',['read_parquet','read_csv'])}}: the path of the .py and .rs files, the snippet name, and a list of links to functions in the API docs; each link needs an entry in docs/source/_build/API_REFERENCE_LINKS.yml.",
    "If the corresponding .py and .rs snippet files both exist then each snippet named must exist or the build will fail; add an empty snippet if it is not needed. A snippet is delimited by # --8<-- [start:<snippet_name>] and # --8<-- [end:<snippet_name>]. code_block accepts two extra optional arguments for Python-only and Rust-only links.",
])
mem("docs-linting", "rule", "Documentation linting: dprint fmt", ["dprint", "markdown", "lint", "documentation"], [
    "Before committing, install dprint and run dprint fmt from the docs directory to lint the markdown files.",
])
mem("api-reference-rust", "knowledge", "The Rust API reference: cargo doc", ["api-reference", "rust", "cargo-doc", "documentation"], [
    "Polars has separate API references for Rust and Python. These are generated directly from the codebase. Rust Polars uses cargo doc to build its documentation. Contributions to improve or clarify the API reference are welcome.",
])
mem("python-docstrings", "rule", "Python API reference: numpydoc docstrings, reST, make doctest", ["docstrings", "numpydoc", "sphinx", "documentation", "python"], [
    "For the Python API reference, we always welcome good docstring examples. We follow the numpydoc convention. Docstring examples should also follow the Black codestyle. From the py-polars directory, run make fmt to make sure your additions pass the linter, and run make doctest to make sure your docstring examples are valid.",
    "Polars uses Sphinx to build the API reference, so docstrings in general should follow the reST format. To build it locally, go to the py-polars/docs directory and run make html.",
])
mem("api-reference-entries", "rule", "New additions to the API go into the reference .rst files", ["api-reference", "rst", "public-api", "new-method"], [
    "New additions to the API should be added manually to the API reference by adding an entry to the correct .rst file in the py-polars/docs/source/reference directory.",
])
mem("stackoverflow", "knowledge", "Stack Overflow: the python-polars and rust-polars tags", ["stackoverflow", "questions"], [
    "We use StackOverflow to create a database of high quality questions and answers that is searchable and remains up-to-date, with a separate tag for each language (python-polars, rust-polars). If you add a new question, please notify us by adding a matching issue to our GitHub issue tracker.",
])
mem("release-flow", "knowledge", "Release flow: crates.io, PyPI, Release Drafter", ["release", "crates-io", "pypi", "release-drafter"], [
    "This section is intended for Polars maintainers. Polars releases Rust crates to crates.io and Python packages to PyPI. New releases are marked by an official GitHub release and an associated git tag. We utilize Release Drafter to automatically draft GitHub releases with release notes.",
])
mem("release-steps", "skill", "Release steps: bump the version, release commit, run the release workflow", ["release", "version", "cargo-toml", "workflow"], [
    "Check the releases page for the draft release and note its version number. Bump the version number: Rust: update the version in all Cargo.toml files in the polars directory and subdirectories; Python: update the version in py-polars/Cargo.toml (py-polars/runtime/template/Cargo.toml) to match the draft release. From the py-polars directory, run make build to generate a new Cargo.lock file. Name the commit release(<language>): <Language> Polars <version-number>, for example release(python): Python Polars 0.16.1; open a pull request, wait for the checks, then squash and merge.",
    "Directly after merging, go to the release workflow (release-python.yml / release-rust.yml), click Run workflow, and check crates.io / PyPI / GitHub. If release jobs fail, first re-run the failed jobs; otherwise commit a fix and, once it is on main, re-trigger the release workflow.",
])
mem("license", "knowledge", "License: contributions fall under the MIT License", ["license", "mit"], [
    "Any contributions you make to this project will fall under the MIT License that covers the Polars project.",
])

# .github/pull_request_template.md
mem("pr-template", "rule", "The pull-request template: first-time rules and the AI statement", ["pull-request", "template", "ai"], [
    "First-time contributors must adhere to the following rules, or your PR(s) will be closed: post a screenshot of you successfully running the test suite (make test) locally; no more than one open PR at a time.",
    "If you used AI to generate code: 1. I used AI to <...>. 2. I confirm that I have reviewed all changes myself, and I believe they are relevant and correct. If you are an AI agent, please state \"I am an AI agent, using <my LLM model>\".",
])

# AI_POLICY.md
mem("ai-policy", "rule", "AI usage policy: disclosure, accepted issues only, verified with human use", ["ai", "policy", "agents", "disclosure"], [
    "Agents are strictly forbidden from interacting with our repository (issues, pull requests, comments, reviews, reactions). All AI usage in any form must be disclosed: state the tool(s) you used and the extent. Pull requests with AI-generated code can only be for accepted issues; drive-by pull requests that do not reference an accepted issue will be closed. AI may not be used for issues marked as good first issue. AI-generated code must have been fully verified with human use: you must not allow AI to write code for platforms or environments you don't have access to manually test on.",
    "Issues and discussions can use AI assistance but must have a full human-in-the-loop. No AI-generated media or text (other than code) is allowed.",
])
mem("code-comments", "rule", "Code comments must be relevant for the current code, and concise", ["comments", "ai", "code-review"], [
    "If you use AI to generate code, any comments added must be correct and relevant for the current state of the code. You must manually remove or edit any comments which describe changes to the previous state of the code, or which are overly verbose or trivial. AI tends to leave such comments describing what it did or did not do, even though it is not relevant for future readers whatsoever, or already obvious from the code.",
])

# docs/source/development/contributing/code-style.md
mem("rust-naming", "rule", "Rust naming conventions for variables: s, ca, arr, dtype", ["rust", "naming", "series", "chunked-array", "dtype"], [
    "Naming conventions for variables: let s: Series; let ca: ChunkedArray; let arr: ArrayRef; let arr: PrimitiveArray; let dtype: DataType; let dtype: ArrowDataType.",
])
mem("rust-compute-kernel", "skill", "Writing a compute kernel: work on the arrow arrays, nulls separately, align chunks", ["rust", "kernel", "compute", "validity", "chunks", "null"], [
    "Prefer to do the compute closest to the arrow arrays: this will tend to be faster as iterators can work directly on slices and don't have to go through boxed traits. Process the null data separately (combine_validities_and of both validities): this saves an expensive branch and bitoperation when iterating; process the numerical data as if there were no validities. Prefer the binary abstraction (binary(arr_1, arr_2, dtype, |a, b| a + b)).",
    "For ChunkedArrays, align_chunks_binary ensures both have the same number of chunks with the same offset and the same length; zip their downcast_iter() and collect with ChunkedArray::from_chunk_iter. Dispatch a numerical Series with with_match_physical_numeric_polars_type!.",
])

# docs/source/development/contributing/test.md
mem("test-suite-layout", "rule", "The test suite is in py-polars/tests: prefer Python tests over Rust tests", ["tests", "py-polars", "rust-tests", "pytest"], [
    "The py-polars/tests folder contains the main Polars test suite, with four main components, each confined to their own folder: unit tests, parametric tests, benchmark tests, and doctests.",
    "This test suite is indirectly responsible for testing Rust Polars as well. The Rust test suite is kept small to reduce compilation times. If you add tests, prefer adding tests here. Only add Rust tests if the functionality cannot be tested using the Python API.",
])
mem("running-unit-tests", "skill", "Running unit tests: make test, pytest, slow and ci_only markers, -n auto", ["pytest", "markers", "slow", "ci-only", "xdist"], [
    "Run unit tests by running make test from the py-polars folder; this compiles the Rust bindings and then runs the unit tests. If you're working in the Python code only, simply run pytest from your virtual environment.",
    "By default, slow tests and ci-only tests are skipped for local test runs; they are marked using a custom pytest marker. Run pytest -m slow, pytest -m ci_only, or pytest -m \"\" to run all tests. The ci-only tests may require make requirements-all (such as torch). Tests can be run in parallel with pytest -n auto (pytest-xdist).",
])
mem("writing-unit-tests", "rule", "Writing unit tests: cover edge cases, fixtures and parametrize, no external factors", ["unit-tests", "pytest", "fixtures", "parametrize", "edge-cases"], [
    "Whenever you add new functionality, you should also add matching unit tests in the appropriate test module in the unit folder. Try to fully cover all possible inputs and edge cases you can think of. Utilize pytest tools like fixture and parametrize where appropriate. It can be efficient to run multiple checks in a single test. Unit tests should not depend on external factors, otherwise test parallelization will break.",
])
mem("parametric-tests", "knowledge", "Parametric tests with Hypothesis", ["hypothesis", "parametric", "property-based", "tests"], [
    "The parametric folder contains parametric tests written using the Hypothesis framework. These tests are intended to find and test edge cases by generating many random datapoints. Run them with pytest -m hypothesis; they are excluded by default when running pytest. They will be included when calculating test coverage, and run as part of make test-all.",
])
mem("doctests", "knowledge", "Doctests: make doctest checks the Examples sections", ["doctest", "docstrings", "examples"], [
    "The docs folder contains a script for running doctest: it checks all docstrings in the Polars package for Examples sections, runs the code examples, and verifies the output, to make sure the Examples sections are valid and remain up-to-date with code changes. Run make doctest from the py-polars folder. Doctests are not run using pytest, and do not count towards test coverage; they are not a substitute for unit tests.",
])
mem("docstring-examples", "rule", "Writing doc examples: every public API has an Examples section", ["docstrings", "examples", "doctest", "public-api"], [
    "Almost all classes/methods/functions that are part of Polars' public API should include code examples in their docstring. Start with a minimal example that showcases the default functionality. Showcase the effect of its parameters. Showcase any special interactions when combined with other code. Keep it succinct and avoid multiple examples showcasing the same thing.",
    "The script configuration allows for a new IGNORE_RESULT directive: use it if you want to ensure the code runs, but the output may be random by design or not interesting to check (>>> df.sample(n=2)  # doctest: +IGNORE_RESULT).",
])
mem("benchmark-tests", "knowledge", "Benchmark tests: performance regressions, H2O.ai data, pytest -m benchmark", ["benchmark", "performance", "regression", "h2oai"], [
    "The benchmark folder contains code for running various benchmark tests, to spot performance regressions in the code and to verify that Polars functionality works as expected when run on a release build or at a larger scale. A relatively large dataset is generated as part of the pytest setup; the data generation logic was taken from the H2O.ai database benchmark.",
    "Run pytest -m benchmark --durations 0 -v to run these tests and report run duration. They are excluded by default and from coverage, and run as part of make test-all.",
])

# docs/source/development/contributing/ci.md
mem("ci-goals", "knowledge", "Continuous integration: GitHub Actions and what it enforces", ["ci", "github-actions", "checks"], [
    "Polars uses GitHub Actions as its CI tool. The CI suite aims to enforce code correctness by running automated tests, code quality by running linting checks, code performance by running benchmark tests, that code is properly documented, and to allow maintainers to easily publish new releases. A relatively trivial fix may fail a bunch of checks: check the logs, run the failing command locally, and ask a maintainer if you can't figure it out.",
])
mem("ci-modular-workflows", "knowledge", "CI design: modular workflows triggered only by relevant files", ["ci", "workflows", "github-actions", "paths"], [
    "Get feedback on each step individually and as quickly as possible; only run checks when they need to be run (a change to the Rust code does not warrant a linting check of the Python code). Both code bases are interdependent: Rust code is tested through Python tests, and the Python code relies on the Rust implementation. Each workflow is triggered only when relevant files are modified.",
])
mem("ci-caching", "knowledge", "CI caching: the Rust build cache is built on main only", ["ci", "cache", "rust", "github-actions"], [
    "The Rust code base for Polars is quite large, and compiling the project from scratch is slow, so the Rust build artifacts are cached. GitHub Actions does not allow sharing caches between feature branches, so workflows run on the main branch as well to build the Rust cache: many workflows trigger both on pull request and on push to main, with steps enabled or disabled based on the branch. To stay within the 10Gb cache limit we do not cache on feature branches. The release jobs for Rust and Python are triggered manually.",
])

# docs/source/development/contributing/ide.md
mem("vscode-extensions", "skill", "VSCode: rust-analyzer with all features, Ruff from the environment", ["vscode", "rust-analyzer", "ruff", "ide"], [
    "Configure VSCode to use the virtual environment created by the Makefile. For rust-analyzer, add \"rust-analyzer.cargo.features\": \"all\" and \"rust-analyzer.cargo.targetDir\": true to .vscode/settings.json. We use both the Ruff linter and formatter; configure the extension with \"ruff.importStrategy\": \"fromEnvironment\" to use the correct Ruff version and configuration.",
])
mem("debugging-rust-from-python", "skill", "Debugging Rust code called from Python: CodeLLDB and py-polars/debug/launch.py", ["debugging", "lldb", "vscode", "launch-json"], [
    "Install CodeLLDB and add the Debug Rust/Python (debugpy, program py-polars/debug/launch.py) and Rust LLDB (attach to py-polars/.venv/bin/python) configurations to launch.json. On some systems LLDB will not attach unless ptrace protection is disabled.",
    "Compile Polars with full debug information using make build-debug, set breakpoints in any .rs or .py file and start Debug Rust/Python. The launch script determines the process ID, writes it into launch.json and runs the target script; a second (Rust) debugger is attached to the Python debugger.",
])

# docs/source/development/versioning.md
mem("semantic-versioning", "knowledge", "Semantic versioning: major, minor, patch", ["semver", "version", "release"], [
    "Polars adheres to the semantic versioning specification: breaking changes lead to a major version increase; new features and performance improvements lead to a minor version increase; other changes lead to a patch version increase.",
])
mem("breaking-change", "rule", "What qualifies as a breaking change", ["breaking-change", "public-api", "default-value", "query-engine"], [
    "A breaking change occurs when an existing component of the public API is changed or removed. A feature is part of the public API if it is documented in the API reference. Breaking: a deprecated function or method is removed; the default value of a parameter is changed; the outcome of a query has changed due to changes to the query engine. Not breaking: an undocumented function is removed; the module path of a public class is changed; an optional parameter is added to an existing method. Bug fixes are not considered a breaking change.",
    "Polars takes backwards compatibility seriously, but we are not afraid to change things if it leads to a better product.",
])
mem("unstable-functionality", "rule", "Unstable functionality: may change without a breaking change", ["unstable", "warn-unstable", "public-api", "experimental"], [
    "Some parts of the public API are marked as unstable: a warning in the API reference, or the warning issued when the configuration option warn_unstable is active. Reasons: we are unsure about the exact API; the functionality is not tested extensively yet; it does not yet integrate well with the full Polars API. Functionality marked as unstable may change at any point without it being considered a breaking change.",
])
mem("deprecation-warnings", "rule", "Deprecation: the old behaviour is deprecated first, if possible", ["deprecation", "deprecate", "rename", "breaking-change"], [
    "If we decide to introduce a breaking change, the existing behavior is deprecated if possible. For example, if we choose to rename a function, the new function is added alongside the old function, and using the old function will result in a deprecation warning. A change to the query engine that cannot be deprecated nicely will not be warned for, but will be included in the changelog and the migration guide.",
    "Breaking changes to the Rust API are not deprecated first, but will be listed in the changelog.",
])
mem("deprecation-period", "rule", "Deprecation period: removed two breaking releases later", ["deprecation", "removal", "major-release"], [
    "As a rule, deprecated functionality is removed two breaking releases after the deprecation happens: a function deprecated in version 1.2.3 will be retained in version 2.0.0 and removed in version 3.0.0. Deprecations introduced with a breaking release are enforced on the next breaking release. If retaining the deprecated functionality blocks other improvements, we may shorten the deprecation period to a single breaking release (mentioned in the warning message); if it affects many users, we may extend it.",
])
mem("release-frequency", "knowledge", "Release frequency, pre-releases and breaking releases", ["release", "pre-release", "cooldown", "major-release"], [
    "Polars does not have a set release schedule; a new minor version is released about once every two weeks. To minimize the risk of regressions, we begin by publishing a pre-release version, followed by a cooldown period lasting a few days, during which we block pull requests that might introduce instability. When enough issues requiring a breaking change have accumulated, we issue a breaking release, about once every six months.",
])

# crates/polars-arrow/src/README.md and its modules' design documents
mem("arrow-crate-design", "rule", "polars-arrow design: array equality, error handling, logical and physical types", ["polars-arrow", "equality", "design", "errors", "logical-types", "ffi"], [
    "Each module MAY have its own design document, that concerns specifics of that module, and if yes, it MUST be on each module's README.md. There is a single source of truth about whether two arrays are equal, via their equality operators defined on the module array/equal; implementations MUST use these operators for asserting equality.",
    "Errors from an external dependency MUST be encapsulated on External; errors from IO MUST be encapsulated on Io. This crate MAY return NotYetImplemented when the functionality does not exist, or it MAY panic with unimplemented!. There is a strict separation between physical and logical types: physical types MUST be implemented via generics; logical types MUST be implemented via variables (e.g. an enum), declared and implemented on the datatypes module. There is one, and only one, acceptable source of undefined behavior: FFI.",
])
mem("arrow-array-module", "rule", "The array module: arrays and mutable arrays", ["polars-arrow", "array", "mutable-array", "bitmap", "validity"], [
    "Every arrow array with a different physical representation MUST be implemented as a struct or generic struct. An array with a null bitmap MUST implement it as Option<Bitmap>. An array MUST be #[derive(Clone)]. The trait Array MUST only be implemented by structs in this module. Every child array on the struct MUST be Box<dyn Array>. An array MUST implement try_new(...) -> Self, which MUST error iff the data does not follow the arrow specification; it MAY implement unsafe try_new_unchecked that skips O(N) validation. An array MUST implement new_empty and new_null. Functions to create new arrays from native Rust SHOULD be named from, from_slice, from_trusted_len_iter, from_trusted_len_values_iter, try_from_trusted_len_iter. An array MUST have an offset, changed only by slice(&self, offset, length).",
    "An array MAY have a mutable counterpart (MutablePrimitiveArray<T> of PrimitiveArray<T>), declared in {module}/mutable.rs; a mutable array MUST be #[derive(Debug)], with a null bitmap as Option<MutableBitmap>. Converting a MutableArray to its immutable counterpart MUST be O(1): it must not allocate or cause O(N) data transformations.",
])
mem("arrow-compute-kernels", "rule", "Compute kernels in polars-arrow: errors, no side effects, references", ["polars-arrow", "compute", "kernel", "overflow", "errors"], [
    "APIs MUST return an error when the arguments are incorrect or the execution results in a predictable error (e.g. divide by zero). APIs MAY error when an operation overflows (e.g. i32 + i32). Kernels MUST NOT have side-effects and MUST NOT take ownership of any of its arguments (everything must be a reference). APIs SHOULD error when an operation on variable sized containers can overflow the maximum size of usize.",
])
mem("arrow-io-module", "rule", "The io module: one directory per format, io_ feature flags, read and write", ["polars-arrow", "io", "feature-flags", "csv", "json"], [
    "Each directory in this module corresponds to a specific format such as csv and json. Directories that depend on external dependencies MUST be feature gated, with a feature named with a prefix io_. Modules MUST re-export any API of external dependencies they require as part of their public API, so that adding this crate to cargo.toml is sufficient to use it. Each directory SHOULD contain two directories, read and write.",
])
mem("arrow-scalar", "knowledge", "The Scalar API: a trait object with nullability", ["polars-arrow", "scalar", "trait-object", "nullability"], [
    "Scalar is a trait object: a scalar should have a small memory footprint, which an enum would not ensure; a new entry on an enum is backward-incompatible; it does not expose implementation details. Scalar MUST contain nullability information, aligned with arrow's Array; it is a companion to the Array and can be downcasted to concrete implementations.",
])

# crates/polars-parquet/src/arrow/read/README.md and deserialize/README.md
mem("parquet-nested-read", "knowledge", "Parquet reading: definition levels, bitmaps and nested groups", ["parquet", "definition-levels", "repetition-levels", "nested", "deserialize"], [
    "When the maximum repetition level is 0 and the maximum definition level is 1, the RLE-encoded definition levels correspond exactly to Arrow's bitmap and can be memcopied without further transformations. Reading a parquet nested field is done by reading each primitive column sequentially, and build the nested struct recursively; rows of nested parquet groups are encoded in the repetition and definition levels, which correspond to a list's offsets and validity and a struct's validity.",
])
mem("parquet-deserialize-design", "knowledge", "Parquet deserialization design: pages to arrays, decoders per (parquet, arrow) type", ["parquet", "deserialize", "pages", "decoder", "dictionary"], [
    "For non-nested arrays the entry point is page_iter_to_arrays: it takes a (fallible) streaming iterator of decompressed and encoded pages, the source parquet column type with its logical information, the target arrow DataType and the chunk size, and returns an iterator of Array. This design is shared among all (parquet, arrow) implemented tuples; their main difference is how they are deserialized, which depends on the source and target types. A PageState is built from each page and consumed into a mutable array, filling chunks of chunk_size (a FIFO queue holds the rest of a page). A page's data contains encoded [rep levels][def levels][non-null values]; some pages have an associated dictionary page, in which case the non-null values represent the indices.",
])

# crates/*/README.md: the internal sub-crates
mem("crates-core", "knowledge", "Core crates: polars-core, polars-dtype, polars-error, polars-schema, polars-buffer, polars-utils", ["crates", "polars-core", "dtype", "error", "schema", "buffer"], [
    "polars-core is an internal sub-crate of the Polars library, providing its core functionalities. polars-dtype: low-level datatype definitions. polars-error defines its error types. polars-schema supplies private schema utility functions. polars-buffer supplies an implementation of immutable buffers which can share underlying data. polars-utils supplies private utility functions. These crates are not intended for external usage; please refer to the main Polars crate.",
])
mem("crates-compute", "knowledge", "Compute crates: polars-compute kernels, polars-ops extended operations, polars-expr physical expressions, polars-row", ["crates", "polars-compute", "polars-ops", "polars-expr", "polars-row", "kernels"], [
    "polars-compute is an internal sub-crate supplying private compute kernels. polars-ops provides extended operations on Polars data structures. polars-expr holds the physical expression implementations. polars-row provides row encodings for the Polars DataFrame library.",
])
mem("crates-query-engine", "knowledge", "Query engine crates: polars-plan, polars-lazy, polars-mem-engine, polars-stream, polars-async", ["crates", "polars-plan", "polars-lazy", "polars-stream", "streaming", "optimizer"], [
    "polars-plan provides the source code responsible for Polars logical planning. polars-lazy serves as the lazy query engine: it allows you to perform operations on DataFrames in a lazy manner, only executing them when necessary. polars-mem-engine is an internal sub-crate too. polars-stream contains a streaming execution engine. polars-async is the async runtime and utilities of the Polars project.",
])
mem("crates-io", "knowledge", "IO crates: polars-io, polars-json", ["crates", "polars-io", "json", "csv", "cloud"], [
    "polars-io is an internal sub-crate that provides IO functionality for the Polars dataframe library. polars-json provides functionalities to handle JSON objects.",
])
mem("crates-sql", "knowledge", "polars-sql: a SQL transpiler to Polars logical plans", ["crates", "polars-sql", "sql"], [
    "polars-sql is a sub-crate of the Polars library, offering a SQL transpiler. It allows for SQL query conversion to Polars logical plans.",
])
mem("crates-time", "knowledge", "polars-time: time-related utilities", ["crates", "polars-time", "temporal", "datetime"], [
    "polars-time is an internal sub-crate of the Polars library, focusing on time-related utilities.",
])
mem("crates-python-config", "knowledge", "polars-python runs Polars workloads in Python; polars-config is the runtime configuration", ["crates", "polars-python", "polars-config", "bindings", "pyo3"], [
    "polars-python is an internal sub-crate of the Polars library. It enables running Polars workloads in Python. polars-config holds the runtime configuration for the Polars project.",
])
mem("crates-testing", "knowledge", "polars-testing: unit-testing functionality for Rust", ["crates", "polars-testing", "assert", "rust-tests"], [
    "polars-testing is a sub-crate of the Polars library, offering comprehensive functionality for unit testing in Rust.",
])

# py-polars/runtime/README.md and the runtime packages' README
mem("python-runtime-template", "rule", "The Python runtime packages: edit only the template, then run template.py", ["runtime", "py-polars", "packaging", "template", "wheels"], [
    "The runtime packages contain the binary shared libraries that back the polars python package; they are not meant for general consumption, only as dependencies for the polars main package. Please only edit files in template, and when done run template.py. Do not edit the files in autogen_runtime* directly.",
])

# pyo3-polars/README.md
mem("expression-plugins", "knowledge", "pyo3-polars: shared library expression plugins", ["plugins", "pyo3-polars", "expressions", "polars-expr"], [
    "Shared library plugins for Polars: define an expression in another Rust crate with a proc_macro polars_expr; parallelism and optimizations are managed by the default polars runtime, which calls into the plugin function compiled separately. This circumvents the GIL and keeps polars lean: specialized expressions can be optionally installed. pyo3-polars also offers PySeries and PyDataFrame conversions for Python extensions.",
])
