"""Memories of the xarray set: pydata/xarray's own contributor and agent guidance on its main
branch at b1c1dc5 (2026-08-19): CLAUDE.md, the contributing guide (doc/contribute/contributing.rst),
the AI policy (doc/contribute/ai-policy.md) and the pull-request template, the upgrade-min-versions
agent skill (.claude/skills/), HOW_TO_RELEASE.md, CORE_TEAM_GUIDE.md, the benchmark CI and property
test READMEs, the minimum dependency policy (ci/policy.yaml, installing.rst) and the developer pages
on xarray's internals (doc/internals/); one memory per section, in the project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-19")


# CLAUDE.md
mem("dev-setup-uv", "skill", "Development setup: sync, run tests, lint and type check", ["setup", "uv", "pytest", "pre-commit", "mypy"], [
    "Setup: `uv sync`.",
    "Run tests: `uv run pytest xarray -n auto` (all tests in parallel) or `uv run pytest xarray/tests/test_dataarray.py` (specific file).",
    "Linting and type checking: `pre-commit run --all-files` (includes ruff and other checks) and `uv run dmypy run` (type checking with mypy).",
])
mem("import-organization", "rule", "Import organization", ["imports", "style", "pep8"], [
    "Always place imports at the top of the file in the standard import section.",
    "Never add imports inside functions or nested scopes unless there's a specific reason (e.g., circular import avoidance, optional dependencies in TYPE_CHECKING).",
    "Group imports following PEP 8 conventions: 1. standard library imports, 2. related third-party imports, 3. local application/library specific imports.",
])
mem("github-agent-conduct", "rule", "GitHub interaction guidelines for agents", ["github", "agent", "co-authored-by"], [
    "NEVER impersonate the user on GitHub, always sign off with something like \"[This is Claude Code on behalf of Jane Doe]\".",
    "Never create issues nor pull requests on the xarray GitHub repository unless explicitly instructed; never post \"update\" messages, progress reports, or explanatory comments on GitHub issues/PRs unless specifically instructed.",
    "When creating commits, always include a co-authorship trailer: `Co-authored-by: Claude <noreply@anthropic.com>`.",
])

# doc/contribute/contributing.rst
mem("where-to-start", "knowledge", "Where to start and where to ask", ["issues", "good-first-issue", "discussions", "zulip"], [
    "If you are brand new to xarray or open-source development, go through the GitHub issues tab; issues labelled Documentation (topic-documentation) and good first issue (contrib-good-first-issue) do not require a deep understanding of the internals of xarray.",
    "The xarray project does not assign issues. Issues are \"assigned\" by opening a Pull Request (PR).",
    "The recommended places to ask questions are GitHub Discussions or the Xarray channel in the OSSci Zulip; there is also a biweekly community call.",
])
mem("bug-reports", "skill", "Submitting a bug report", ["bug-report", "issue", "show_versions", "mcve"], [
    "Try the bug-producing code on the main branch to confirm the bug still exists, and search existing bug reports and pull requests first.",
    "Use the provided template: include a short, self-contained Python snippet reproducing the problem; include the full version string of xarray and its dependencies (`xr.show_versions()`); explain why the current behavior is wrong/not desired and what you expect instead.",
])
mem("fork-and-clone", "skill", "Forking and cloning the repository", ["git", "fork", "clone", "upstream", "tags"], [
    "You will need your own fork: hit the Fork button on the xarray project page, then `git clone https://github.com/your-user-name/xarray.git`, `cd xarray`, `git remote add upstream https://github.com/pydata/xarray.git`.",
    "Copy tags across from the xarray repository with `git fetch --tags upstream`; this ensures that when you create a development environment a reasonable version number is created.",
])
mem("pixi-environments", "skill", "Creating a development environment with Pixi", ["pixi", "environment", "pixi.toml", "tasks"], [
    "Xarray uses Pixi to manage development environments (it switched from Conda). Install Pixi (you might be prompted to upgrade; this is controlled by the `requires-pixi` field in `pixi.toml`) and `cd` to the xarray source directory.",
    "Pixi defines multiple environments and tasks for running the test suite, building the documentation, running the static type checker and running code formatters and linters; view them with `pixi task list` or `pixi info`.",
    "Specify the environment with `-e`, e.g. `pixi run -e my_environment test`; enter one with `pixi shell -e my_environment`. Our CI uses Pixi as well: reproduce CI tests by running the same tasks in the same environments. All environments and tasks are defined in `pixi.toml`.",
])
mem("pre-commit-hooks", "skill", "Installing pre-commit hooks", ["pre-commit", "git-hooks", "pixi"], [
    "Run pre-commit manually via Pixi, or set up git hooks: `pixi shell -e pre-commit` then `pre-commit install` (`pre-commit uninstall` removes them). Every git commit then runs all the pre-commit hooks.",
    "Alternatively use a separate installation of pre-commit (e.g. `pixi install -g pre_commit` or Homebrew). To commit without running the hooks use `git commit --no-verify`.",
])
mem("feature-branch", "skill", "Updating main and creating a feature branch", ["git", "branch", "merge", "upstream"], [
    "Before starting a new set of changes, fetch all changes from `upstream/main` (`git fetch --tags upstream`, `git merge upstream/main`) and start a new feature branch from that; merge conflicts must be resolved before submitting your pull request.",
    "Create a branch before you start making changes (`git checkout -b shiny-new-feature`) and keep its changes specific to one bug or feature so it is clear what the branch brings to xarray; push it with `git push --set-upstream origin shiny-new-feature`.",
])
mem("open-pull-request", "rule", "Opening a pull request and its template", ["pull-request", "template", "draft", "checklist"], [
    "Enter a title for the set of changes with some explanation of what you've done, and follow the PR template: Closes #xxxx; Tests added; user visible changes (including notable bug fixes) are documented in `whats-new.rst`; new functions/methods are listed in `api.rst`.",
    "Mention anything you'd like particular attention for, such as a complicated change or some code you are not happy with. If it is not ready to be merged, say so and use the \"Draft PR\" feature of GitHub for preliminary code review.",
    "Use a helpful title for your pull request by summarizing the main contributions rather than using the latest commit message; if the PR addresses an issue, reference it.",
])
mem("documentation-overview", "knowledge", "About the xarray documentation", ["documentation", "sphinx", "restructuredtext", "docstrings"], [
    "The documentation is written in reStructuredText and built using Sphinx. It consists of two parts: the docstrings in the code itself and the docs in the folder `xarray/doc/`.",
    "The docstrings provide a clear explanation of the usage of the individual functions, while the documentation folder holds tutorial-like overviews per topic together with other information (what's new, installation, etc). If something in the docs doesn't make sense to you, updating the relevant section after you figure it out helps the next person.",
])
mem("numpy-docstrings", "rule", "Docstrings follow the NumPy docstring standard", ["docstrings", "numpydoc", "pep257"], [
    "The docstrings follow the NumPy Docstring Standard, which specifies the format of the different sections of the docstring; refer to the numpydoc format documentation or look at existing functions to extend it in a similar manner.",
    "All new methods should have appropriate docstrings following PEP257 and the NumPy documentation guide.",
])
mem("myst-code-cells", "knowledge", "Executable documentation pages (MyST-NB code cells)", ["documentation", "myst-nb", "code-cell", "markdown"], [
    "The documentation makes heavy use of MyST-NB. Pages that contain executable code are written as MyST Markdown files (`.md`) using the `{code-cell}` directive, which is run during the doc build.",
    "The optional `tags: [...]` line controls how the cell is displayed (e.g. `tags: [remove-input]` hides the code but still displays the output). Almost all code examples in the docs are run (and the output saved) during the doc build, so examples are always up to date, but building the docs is more complex.",
])
mem("api-rst", "rule", "New functions and methods are listed in api.rst", ["api.rst", "toctree", "autosummary", "documentation"], [
    "Our API documentation in `doc/api.rst` houses the auto-generated documentation from the docstrings. For classes, there are a few subtleties around controlling which methods and attributes have pages auto-generated.",
    "Every method should be included in a `toctree` in `api.rst`, else Sphinx will emit a warning. New functions/methods are listed in `api.rst`.",
])
mem("build-docs", "skill", "Building the documentation locally", ["documentation", "pixi", "sphinx", "build"], [
    "With Pixi installed, build the documentation with `pixi run doc`; the HTML output files are in `xarray/doc/_build/html/`, which you can open in your local browser.",
    "The first build takes quite a while because it has to run all the code examples and build all the generated docstring pages; later builds only rebuild modified pages. For a full clean build run `pixi run doc-clean`.",
])
mem("rest-conventions", "rule", "ReST conventions: sections, references, figures", ["restructuredtext", "sections", "references", "sphinx"], [
    "Section markup follows the Python documentation and Sphinx recommendations: `*` with overline for chapters, `=` for headings, `-` for sections, `~` for subsections, `**text**` for bold.",
    "Link documents with the `:doc:` directive (e.g. ``See the :doc:`/getting-started-guide/installing` ``); include image files with the `image::` directive.",
])
mem("code-formatting", "rule", "Code formatting with ruff and mypy", ["ruff", "mypy", "formatting", "lint", "type-hints"], [
    "During Continuous Integration testing several tools check your code for stylistic errors; generating any warnings will cause the test to fail, so good style is a requirement for submitting code to xarray.",
    "xarray uses ruff for formatting, code quality checks and standardized order in imports, and mypy for static type checking on type hints. We highly recommend setting up pre-commit hooks to run them on every commit; run `pre-commit run --all-files` (this may modify some files; confirm and commit any formatting changes).",
])
mem("backwards-compatibility", "rule", "Backwards compatibility and deprecation cycles", ["deprecation", "backwards-compatibility", "futurewarning", "signature"], [
    "Please try to maintain backwards compatibility: xarray has a growing number of users with lots of existing code, so don't break it if at all possible. If you think breakage is required, clearly state why as part of the pull request.",
    "Be especially careful when changing function and method signatures, because any change may require a deprecation warning: if `old_arg` is no longer valid, catch it and call `emit_user_level_warning(\"`old_arg` has been deprecated, and in the future will raise an error. Please use `new_arg` from now on.\", FutureWarning)` from `xarray.core.utils`, still doing what the user intended.",
    "This temporary check is removed in a subsequent version of xarray. First warning users before actually breaking their code is a \"deprecation cycle\".",
])
mem("continuous-integration", "knowledge", "Testing with continuous integration", ["ci", "github-actions", "green-build"], [
    "The xarray test suite runs automatically via GitHub Actions once your pull request is submitted. A pull request will be considered for merging when you have an all 'green' build; if any tests are failing you get a red 'X' to click through.",
    "Each time you push to your PR branch a new run of the tests is triggered; tests for older commits on the same branch are automatically cancelled.",
])
mem("ci-commit-tags", "rule", "Commit tags that control CI: [test-upstream] and [skip-ci]", ["ci", "upstream-dev", "skip-ci", "commit-message"], [
    "By default, the upstream dev CI is disabled on pull request and push events. You can override this per commit by adding a `[test-upstream]` tag to the first line of the commit message.",
    "For documentation-only commits, you can skip the CI per commit by adding a `[skip-ci]` tag to the first line of the commit message.",
])
mem("test-driven-development", "rule", "Test-driven development: write the test first", ["tests", "tdd", "pytest"], [
    "xarray is serious about testing and strongly encourages test-driven development: first write an (initially failing) automated test case that defines a desired improvement or new function, then produce the minimum amount of code to pass that test. Often the test can be taken from the original GitHub issue.",
    "Adding tests is one of the most common requests after code is pushed to xarray, so get in the habit of writing tests ahead of time. All contributions must be tested, and each added line of code should be covered by at least one test.",
])
mem("writing-tests", "rule", "Writing tests with xarray.testing asserts", ["tests", "assert_identical", "assert_equal", "xarray.testing"], [
    "All tests should go into the `tests` subdirectory of the specific package (`xarray/tests/`), which contains many current examples.",
    "The `xarray.testing` module has special assert functions that make it easier to state whether DataArray or Dataset objects are equivalent. Explicitly construct the result you expect, then compare the actual result to it, e.g. `assert_identical(expected, actual)`.",
])
mem("pytest-functional-style", "rule", "Functional pytest style instead of test classes", ["pytest", "parametrize", "fixture", "tests"], [
    "xarray's existing test structure is mostly class-based; going forward we write test functions (`def test_really_cool_feature(): ...`) instead of test classes.",
    "Tests are named `test_*` and only take arguments that are fixtures or parameters; use `pytest.mark` for metadata such as `skip` or `xfail`, `parametrize` for multiple cases, `pytest.param(..., marks=...)` to mark a parameter, fixtures for object construction, bare `assert` for scalars and truth-testing, `assert_equal`/`assert_identical` for xarray objects, and the pattern of constructing an `expected` and comparing versus the `result`.",
])
mem("running-tests", "skill", "Running the test suite", ["pytest", "tests", "xdist"], [
    "Run the tests directly inside your Git clone with `pytest xarray`. The suite is exhaustive and takes a few minutes; first run only a subset around your changes: `pytest xarray/path/to/test.py -k regex_matching_test_name`, `pytest xarray/tests/[test-module].py::[TestClass]::[test_method]`.",
    "With pytest-xdist, speed up local testing on multicore machines with `pytest xarray -n 4`.",
])
mem("asv-benchmarks", "skill", "Running the performance test suite (asv)", ["asv", "benchmarks", "performance", "regression"], [
    "Performance matters: consider whether your code has introduced performance regressions. The asv benchmarks are in the `asv_bench` directory; install asv with `python -m pip install asv`.",
    "From `asv_bench/` run `asv continuous -f 1.1 upstream/main HEAD` to report benchmarks that changed by more than 10% (`-E virtualenv` to use virtualenv instead of conda). The full suite can take up to one hour; run a subset with `-b`, e.g. `-b ^groupby` or `-b groupby.GroupByMethods`, and paste the relevant results into the pull request.",
    "`asv run -e -E existing` runs the benchmarks with the version of xarray installed in your current Python environment.",
])
mem("whats-new-entry", "rule", "Document changes in whats-new.rst", ["whats-new", "changelog", "release-notes"], [
    "Changes should be reflected in the release notes located in `doc/whats-new.rst`, an ongoing change log for each release. Add an entry to document your fix, enhancement or (unavoidable) breaking change, including the GitHub issue number (`:issue:`1234``).",
    "If your code is an enhancement, it is most likely necessary to add usage examples to the existing documentation.",
])
mem("commit-messages", "rule", "Committing your code", ["git", "commit-message", "style"], [
    "Keep style fixes to a separate commit to make your pull request more readable.",
    "A commit message has a subject line with < 72 chars, one blank line, and optionally a body. Reference the relevant GitHub issues using `GH1234` or `#1234` (the former is generally preferred).",
])
mem("review-and-submit", "skill", "Reviewing your branch and making the pull request", ["pull-request", "review", "readthedocs", "preview"], [
    "Before asking for review, make sure you followed the guidelines on code style, tests, performance tests and documentation, and compare your feature branch against `main` on GitHub.",
    "After opening the PR, if you updated the documentation you can see a preview by clicking \"Details\" on the `docs/readthedocs.org` check and then \"View Docs\". Pushing more commits to the branch updates the pull request and restarts the CI.",
])
mem("delete-merged-branch", "skill", "Deleting your merged branch", ["git", "branch", "squash"], [
    "Once your feature branch is accepted, update `main` (`git fetch upstream`, `git checkout main`, `git merge upstream/main`) and delete it with `git branch -D shiny-new-feature`: an upper-case `-D` is needed because the branch was squashed into a single commit before merging. Delete it on GitHub with `git push origin --delete shiny-new-feature`.",
])

# doc/contribute/ai-policy.md and the pull-request template
mem("ai-policy-changes", "rule", "AI policy: you are responsible for every change", ["ai", "policy", "review"], [
    "The policy applies regardless of whether the code was written by hand, with AI assistance, or generated entirely by an AI tool. If you submit a pull request, you are responsible for understanding and having fully reviewed the changes: you must be able to explain why each change is correct and how it fits into the project.",
    "Strive to minimize changes to ease the burden on reviewers; avoid including unnecessary or loosely related changes. If you used AI to generate code, read it critically and test it; the description should explain the approach and reasoning.",
])
mem("ai-policy-communication", "rule", "AI policy: PR descriptions and comments in your own words", ["ai", "policy", "comments", "pull-request"], [
    "PR descriptions, issue comments, and review responses must be your own words; do not paste AI-generated text as comments or review responses. Using AI to improve grammar, phrasing or spelling is acceptable. PR descriptions should follow the provided template.",
    "The PR template's AI Disclosure section: tick that the PR contains AI-generated content, that you tested it and take responsibility for it, and name the tool used and the prompt.",
])
mem("ai-large-contributions", "rule", "Large AI-assisted contributions: open an issue first", ["ai", "refactor", "large-pr", "issue"], [
    "If you are planning a large AI-assisted contribution (e.g., a significant refactor, a framework migration, or a new subsystem), open an issue first to discuss the scope and approach with maintainers.",
    "Maintainers reserve the right to close PRs where the scope makes meaningful review impractical, and may request that large changes be broken into smaller, reviewable pieces.",
    "Documentation: xarray has domain-specific semantics that AI tools frequently get wrong. Do not submit documentation that you haven't carefully read and verified.",
])

# .claude/skills/upgrade-min-versions.md, ci/policy.yaml, installing.rst
mem("min-versions-policy", "knowledge", "Minimum dependency versions policy", ["dependencies", "minimum-versions", "policy", "nep-29"], [
    "Xarray adopts a rolling policy regarding the minimum supported version of its dependencies: Python 30 months, numpy 18 months (NEP-29), all other libraries 12 months; this means the latest minor (X.Y) version from N months prior. Patch versions are not pinned.",
    "The policy is defined in `ci/policy.yaml` (with `exclude` for test-only packages and `ignored_violations` for packages intentionally required newer, e.g. h5netcdf). `pixi run policy-min-versions` shows a table: `=` matches policy, `<` needs to be upgraded, `>` exceeds policy (usually fine).",
])
mem("upgrade-min-versions", "skill", "Upgrading minimum dependency versions", ["dependencies", "minimum-versions", "pixi.toml", "pyproject"], [
    "Run this when preparing a release that bumps minimum versions, when the policy file was updated, or when `pixi run policy-min-versions` shows `<`.",
    "Update the version pins in `pixi.toml`: `[feature.minimal.dependencies]` (numpy, pandas), `[feature.minimum-scipy.dependencies]` (scipy), `[feature.min-versions.dependencies]` (all other pinned dependencies), `[package.run-dependencies]` (packaging). Update the corresponding versions in `pyproject.toml` (`dependencies` and the accel, io, viz optional dependencies).",
    "`pixi lock` must pass (h5py/hdf5 are prone to conflicts); then `pixi run policy-min-versions` should show `=` for all packages.",
])
mem("remove-version-guards", "skill", "Cleaning up obsolete version test decorators", ["tests", "requires", "has_", "minimum-versions"], [
    "In `xarray/tests/__init__.py`, remove any `has_*` / `requires_*` decorators for versions now guaranteed by the new minimums (e.g. `has_numpy_2`/`requires_numpy_2` once numpy >= 2.0 is required, `has_zarr_v3` once zarr >= 3.0 is).",
    "Search for usages of the deleted decorators (`rg \"has_scipy_ge_|has_dask_ge_|has_zarr_v3[^_]|has_pandas_ge_|has_numpy_2\" xarray/tests/`): remove their imports and always-true `@requires_*` decorators, keep only the true branch of `if has_*:`, delete `if not has_*:` blocks and tests marked `skipif(has_*)`. Tests that relied on version-specific behaviour may then fail; update them to the new minimum version's behaviour.",
])
mem("min-versions-whats-new", "rule", "Minimum version changes are listed under Breaking Changes", ["whats-new", "minimum-versions", "breaking-changes"], [
    "Add a table to `doc/whats-new.rst` under \"Breaking Changes\" documenting the minimum version changes (Package, Old, New), in alphabetical order: \"The minimum versions of some dependencies were changed\".",
])

# HOW_TO_RELEASE.md
mem("release-process", "skill", "How to issue an xarray release", ["release", "pypi", "whats-new", "contributors"], [
    "Sync main with upstream; fetch the release tags and run `pixi run release-contributors` for the list of contributors; write a ~50-word release summary; look over whats-new.rst (complete? the date? notes in the wrong section after a bad merge: `git diff v{previous} whats-new.rst`).",
    "Open a PR with the release summary and whats-new changes and apply the `Release` label to trigger a test build. After merging, check the ReadTheDocs `latest` build, then draft a new release on GitHub (version with a \"v\"); this triggers the upload to PyPI via GitHub Actions (pypi-release workflow).",
])
mem("next-whats-new-section", "skill", "Adding the next release's whats-new section", ["release", "whats-new"], [
    "After a release, add a section for the next release `vYYYY.MM.X+1 (unreleased)` to `doc/whats-new.rst` with the headings New Features, Breaking Changes, Deprecations, Bug Fixes, Documentation, Internal Changes (not earlier, so it doesn't show up in the RTD build); make a PR (\"empty whatsnew\") and self-merge it, since branch restrictions prevent pushing to `main`.",
])
mem("calver", "knowledge", "Version numbering (CalVer)", ["version", "calver", "release"], [
    "As of 2022.03.0 xarray uses the CALVER version system with the pattern `YYYY.MM.X`: a 4-digit year, a 2-digit zero-padded month, and the release number X starting at zero each month and incremented for each additional release.",
])
mem("release-announce", "skill", "After the release: pyodide and announcements", ["release", "pyodide", "announcement"], [
    "Consider updating the version on pyodide: edit `packages/xarray/meta.yaml` in pyodide-recipes (version number, link to the wheel, SHA256 hash) and open a pull request there.",
    "Issue the release announcement to the mailing lists and X; for bug fix releases only xarray@googlegroups.com, for major/feature releases a broader list (no more than once every 3-6 months).",
])

# CORE_TEAM_GUIDE.md
mem("issue-triage", "skill", "Triaging a new issue", ["triage", "issues", "labels"], [
    "Thank the reporter. If crucial information (like the xarray version) is missing, ask for it and label \"needs info\"; make sure the title reflects the issue. Close clear duplicates with the \"duplicate\" label and a link to the original.",
    "Bug reports need a minimal reproducible example; if none can be provided add \"needs mcve\". Feature requests are discussed and designed in issues before a pull request; usage questions belong on StackOverflow (`python-xarray`) or GitHub Discussions.",
    "Labels for features or parts of the codebase have the form `topic-<SOMETHING>`; label clearly defined, straightforward fixes `contrib-good-first-issue` and remove `needs triage`. Point to the approximate location in the codebase where a contributor might begin.",
])
mem("review-focus", "rule", "What to focus on when reviewing", ["review", "api", "performance", "tests"], [
    "Usability and generality: core features should be domain-agnostic and general purpose; custom functionality is provided through interoperability. Performance and benchmarks: you may need to ask for benchmarks to be run or added (tag the PR `run-benchmark`).",
    "APIs and stability: consider names of public facing variables and methods and function signatures carefully; provide deprecation cycles for backwards-incompatible changes. Documentation: new methods need docstrings; major new features need tutorial changes.",
    "Implementations should do what they claim and be simple, readable, and efficient, in that order. Tests: all contributions must be tested, and good tests explore corner cases; review tests too.",
])
mem("merge-policy", "rule", "Approving and merging pull requests", ["merge", "approval", "squash", "plan-to-merge"], [
    "Pull requests, including core members' own, require the approval of another core team member before they can be merged. Leave a reasonable (24hr) window after approval before merge so other core team members can weigh in; the `plan-to-merge` label notifies developers of the imminent merge.",
    "When merging, we automatically use GitHub's Squash and Merge to ensure a clean git history. Do not merge a code change unless you understand it: you are vouching for changes you merge.",
])
mem("review-kindness", "rule", "Conducting a kind review: nitpicks and rebases", ["review", "mentorship", "rebase", "suggestions"], [
    "Always be kind to contributors and value mentorship in code review; point new contributors to the development guide.",
    "Do not insist contributors make nitpicky changes (spelling, formatting); offer to make them by pushing to their branch or with GitHub's suggestion feature (preferred). Unless a contributor is experienced with git, don't ask for a rebase when merge conflicts arise: rebase the branch yourself and force-push; acknowledge taken-over work with `Co-authored-by`.",
])

# asv_bench/benchmarks/README_CI.md, properties/README.md
mem("benchmark-ci", "knowledge", "Benchmarks on CI (run-benchmark label)", ["asv", "benchmarks", "ci", "run-benchmark"], [
    "The asv suite can be run for any PR on GitHub Actions (workflow `.github/workflows/benchmarks.yml`) by adding a `run-benchmark` label; it runs `asv continuous` for the PR head against the PR base, a relative measurement reported as performance ratios.",
    "Ratio values between (0.7, 1.5) are considered measurement noise; when in doubt run the suite once more. The job uploads the `.asv/results` directory as an artifact that `asv compare` can analyse again.",
])
mem("asv-skip-slow", "skill", "Skipping slow or demanding benchmarks", ["asv", "benchmarks", "ASV_SKIP_SLOW"], [
    "asv has no notion of marks, but you can `raise NotImplementedError` in the setup step to skip a benchmark. The private function `_skip_slow` in `benchmarks/__init__` checks the `ASV_SKIP_SLOW` environment variable; use it as `time_something.setup = _skip_slow`. The parameter matrix was trimmed in some benchmarks to keep the suite's time down.",
])
mem("property-tests", "knowledge", "Property-based tests with Hypothesis", ["hypothesis", "property-tests", "tests"], [
    "Property-based tests use Hypothesis: instead of asserting about a particular piece of data, describe a kind of data and assert what should hold for any example of it; Hypothesis reports a minimised failing input.",
    "They live in the separate `properties/` directory because they run more examples and take longer, and so that local development can run the test suite without installing hypothesis. More are always welcome.",
])

# doc/internals/
mem("variable-internals", "knowledge", "Internal design: Variable objects", ["internals", "variable", "encoding", "attrs"], [
    "The core internal data structure is `xarray.Variable`, the building block behind Dataset and DataArray. It consists of `dims` (a tuple of dimension names), `data` (the N-dimensional array, typically NumPy or Dask), `attrs` (metadata that xarray's built-in operations never use) and `encoding` (how the data is represented on disk).",
    "Variable has a NumPy-like interface extended to named dimensions (`dim` in preference to `axis`, broadcasting) but no coordinate labels. It is public API mostly intended for advanced uses: xarray itself, writing new backends, creating custom indexes.",
])
mem("dataarray-dataset-internals", "knowledge", "Internal design: DataArray, Dataset and DataTree", ["internals", "dataarray", "dataset", "coordinates", "indexes", "datatree"], [
    "The 4 key data structures are Variable, DataArray, Dataset and DataTree (a natural generalisation of Dataset). A DataArray holds its data variable under `variable`, coordinate variables in the private `_coords` dict (their dims must be a subset of the data variable's dims), Index objects in the private `_indexes` dict, and a `name`.",
    "Indexes translate a query in coordinate space (`sel`) into integer indices; `isel` does not consult an Index. A Dataset keeps all data and coordinate variables in one `variables` dict, with coordinate names in `_coord_names`; accessing a variable constructs a new DataArray from all compatible coordinates.",
])
mem("composition-over-inheritance", "rule", "Do not subclass xarray objects: composition over inheritance", ["subclassing", "inheritance", "composition", "accessors"], [
    "We recommend against subclassing xarray objects: selecting a variable internally wraps the Variable back into a DataArray/Dataset, so we cannot guarantee that selecting from a `SubclassedDataArray` returns a `SubclassedDataArray`; inheritance easily uses internal APIs that break when xarray upgrades.",
    "Xarray is a general purpose library and avoids overly domain specific functionality. Use composition, the builtin `pipe` method, or accessors to add domain specific logic.",
])
mem("custom-accessors", "skill", "Extending xarray with custom accessors", ["accessors", "register_dataset_accessor", "extension"], [
    "Use the `register_dataset_accessor`, `register_dataarray_accessor` and `register_datatree_accessor` decorators; the accessor class's `__init__` takes a single parameter, the object it works on.",
    "Accessors avoid name conflicts with other attributes or accessors, are cached on the xarray object that creates them (created once per instance; new objects from arithmetic or `ds[var_name]` get new accessors) and give a namespace for custom functionality. Let us know if you write one for an open source library (the ecosystem page); document them with sphinx-autosummary-accessors.",
])
mem("lazy-indexing", "knowledge", "Lazy loading and lazy indexing classes", ["internals", "lazy-loading", "indexing", "dask"], [
    "Variables opened with `open_dataset` wrap private lazy indexing classes: values are not loaded until the public `.data` property is accessed (then cached), and indexing such as `isel` is propagated through the lazy classes so no more data is loaded than necessary. Only certain indexing operations are lazy, not all array operations.",
    "This is separate from dask laziness: dask-backed objects delay almost all operations until `compute` is called, except operations whose output shape is data-dependent (e.g. `where`).",
])
mem("duck-arrays", "knowledge", "Integrating with duck arrays and the Array API standard", ["duck-arrays", "array-api", "numpy", "internals"], [
    "Xarray can wrap custom numpy-like arrays (duck arrays); it does not check required methods before wrapping, but a wrapped type should define `shape`, `dtype`, `ndim`, `__array__`, `__array_ufunc__` and `__array_function__`, consistently with numpy.ndarray and numpy's broadcasting rules.",
    "We aim to support any array library that follows the Python Array API standard out of the box; xarray occasionally calls numpy functions not (yet) in the standard (e.g. `DataArray.pad` calls `numpy.pad`, see issue #7848), so some features will not work with a library implementing only the standard.",
])
mem("inline-repr", "knowledge", "Custom inline reprs for duck arrays and indexes", ["repr", "_repr_inline_", "duck-arrays", "formatting"], [
    "When printing the collapsed preview of a Dataset's variables, xarray shows a duck array's repr on a single line; a duck array may define `_repr_inline_(self, max_width)` returning at most `max_width` characters, omitting the shape and dtype to avoid duplicated information.",
    "A custom index can implement the optional `_repr_inline_(max_width)` to expose the information most useful to identify it (e.g. a range-like index's bounds) while keeping full details in `__repr__`.",
])
mem("chunk-managers", "knowledge", "Alternative chunked array types (ChunkManagerEntrypoint)", ["chunked-arrays", "dask", "cubed", "chunkmanager", "internals"], [
    "Xarray can wrap dask and other chunked array types (e.g. cubed). Chunk-aware \"core operations\" such as `map_blocks`, `blockwise` and `apply_gufunc` are dispatched to the subclass of `ChunkManagerEntrypoint` for the array type; the full list of operations to define is the API of that abstract base class, which also creates chunked arrays via `from_array`.",
    "New chunk managers register through the `xarray.chunkmanagers` entrypoint (`list_chunkmanagers` shows them). Users select one with `chunked_array_type` and `from_array_kwargs` in `DataArray.chunk` or `open_dataset`; it defaults to dask if installed, otherwise the `chunk_manager` option of `set_options`.",
])
mem("backend-entrypoint", "skill", "Adding a new backend: BackendEntrypoint", ["backends", "BackendEntrypoint", "open_dataset", "io"], [
    "A new read backend needs no code in xarray: subclass `xarray.backends.BackendEntrypoint`, implement `open_dataset` (mandatory), optionally `open_dataset_parameters`, `guess_can_open` (picks the engine when none is given; default returns False), `description` and `url`; declare it as an external plugin.",
    "`open_dataset` reads the file, decodes the variables and returns a Dataset whose close method is set with `Dataset.set_close`. It takes `filename_or_obj` and `drop_variables`; `chunks` and `cache` do not go there (xarray handles them). Backend-specific keyword arguments come via `backend_kwargs` or `**kwargs` of `xarray.open_dataset`. Without `open_dataset_parameters`, `*args`/`**kwargs` in the signature raise an error.",
])
mem("backend-decoders", "knowledge", "Backend decoders (CF coders)", ["backends", "decoders", "cf-conventions", "coding"], [
    "Decoders transform data from on-disk representation to xarray's (e.g. integer times with units \"seconds since 1970-1-1\" to numpy.datetime64). The standard coders (CharacterArrayCoder, EncodedStringCoder, UnsignedIntegerCoder, CFMaskCoder, CFScaleOffsetCoder, CFTimedeltaCoder, CFDatetimeCoder) have `decode` and `encode`; attributes no longer applicable after decoding are moved to `Variable.encoding` for `encode`.",
    "Before implementing a new decoder, be sure xarray does not already implement it; reuse coders or `conventions.decode_cf_variables`. A backend declares explicitly in its `open_dataset` signature only the decoder keywords it supports (`mask_and_scale`, `decode_times`, `decode_timedelta`, `use_cftime`, `concat_characters`, `decode_coords`; no `**kwargs`); xarray passes them only when the user sets a value other than None.",
])
mem("backend-registration", "skill", "Registering a backend entrypoint", ["backends", "entrypoint", "pyproject", "engine"], [
    "Define an entrypoint in `pyproject.toml` (or setup.cfg/setup.py): group `xarray.backends`, name the `engine` passed to `open_dataset`, object reference the class, e.g. `[project.entry-points.\"xarray.backends\"] my_engine = \"my_package.my_module:MyBackendEntrypoint\"` (Poetry: `[tool.poetry.plugins.\"xarray.backends\"]`). `list_engines()` shows the backends available.",
])
mem("backend-lazy-loading", "skill", "Supporting lazy loading in a backend (BackendArray)", ["backends", "BackendArray", "lazy-loading", "indexing", "async"], [
    "Replace the numpy array inside the variables with `indexing.LazilyIndexedArray(MyBackendArray())`; the BackendArray subclass implements `__getitem__` (returns a NumPy array), `shape` and `dtype`, and optionally `async_getitem` for concurrent async loading (`load_async`).",
    "`indexing.explicit_indexing_adapter(key, shape, IndexingSupport.BASIC|OUTER|..., raw_indexing_method)` turns basic, outer and vectorized indexers into tuples the backend understands. `__getitem__` must be thread safe (use a lock); for dask distributed and multiprocessing the BackendArray must be serializable (pickle/cloudpickle), so drop references to open files and use `CachingFileManager`.",
])
mem("custom-index", "skill", "Creating a custom index", ["indexes", "Index", "from_variables", "internals"], [
    "Custom indexes are highly experimental (API may change without deprecation). Every index inherits from `Index` (as `PandasIndex` and `PandasMultiIndex` do); its API follows Dataset/DataArray's (`Index.sel` for `sel`, `Index.stack`/`unstack`, ...). It must at least implement the class method `from_variables` and check the consistency of the coordinates it gets; other methods are optional (raise NotImplementedError or drop/copy the index).",
    "`create_variables` reuses the index's data as coordinate data; `sel` takes labels and returns an `IndexSelResult`; optional `isel` (otherwise the index is dropped); alignment needs `equals`, `join` and `reindex_like`. A meta-index may wrap other indexes (e.g. a RasterIndex over two PandasIndex). Users assign one with `set_xindex`.",
])
mem("time-decoding", "knowledge", "Time coding: CF time decoding", ["time", "cf-conventions", "datetime64", "cftime", "decoding"], [
    "Xarray adheres to the CF conventions' time coordinate and calendar sections. Non-standard calendars (e.g. \"noleap\") are decoded with `cftime`; standard/gregorian and proleptic_gregorian use pandas (to_datetime, Timestamp, DatetimeIndex; resolution s/ms/us/ns, 'ns' range about +/- 292 years around 1970, OutOfBoundsDatetime beyond).",
    "Decoding strips the reference time's timezone, checks the min/max values fit the resolution (catching integer overflow; dates before 1582-10-15 fall back to cftime), aligns the resolution to the higher of unit and reference time (or the user's `time_unit`), keeps a NaT mask, enhances the resolution of floats with fractional parts (issuing a SerializationWarning), then casts to `datetime64[unit]` added to the reference Timestamp.",
])
mem("time-encoding", "knowledge", "Time coding: CF time encoding and default time unit", ["time", "cf-conventions", "encoding", "time_unit"], [
    "Encoding reverses decoding: infer data units, units and calendar from the dates; cftime dates use `cftime.date2num`; reference dates before 1582-10-15 go to cftime; otherwise subtract the reference Timestamp from a DatetimeIndex, align the resolution and divide (floor division for integers) by the delta (`coding.times.encode_cf_datetime`).",
    "The default time unit of xarray is 'ns'. With `time_unit` ('s', 'ms', 'us') datetimes are decoded to at least that resolution, or their native on-disk resolution if coarser; the same logic applies to timedeltas.",
])
mem("zarr-encoding", "knowledge", "Zarr encoding specification", ["zarr", "encoding", "dimensions", "consolidated-metadata"], [
    "Xarray reads and writes only Zarr groups (mapped to Datasets). Zarr v2 arrays store dimension names in the `_ARRAY_DIMENSIONS` attribute (removed from the attributes returned to the user); Zarr v3 uses the native `dimension_names` metadata; NCZarr (`dimrefs`) is read but not written, checked in that order. CF encoding/decoding handles the rest of the metadata.",
    "Xarray writes and tries to read consolidated metadata (`.zmetadata`) by default; reading non-consolidated stores warns unless `consolidated=False`. The `chunk_key_encoding` encoding option (e.g. `V2ChunkKeyEncoding(separator=\"/\")`) controls chunk keys when writing.",
])
mem("interoperability", "knowledge", "Interoperability abstractions", ["interoperability", "backends", "duck-arrays", "indexes", "accessors"], [
    "Xarray's flexible abstractions: custom file backends (BackendEntrypoint), numpy-like duck array wrapping (Python Array API standard), chunked distributed computation (ChunkManagerEntrypoint), custom Index objects for label-based lookups, and accessors for domain-specific methods; DataTree organizes hierarchical groups.",
    "Making xarray as flexible as possible is the common theme of the roadmap; subclassing is possible but not supported in most transformations.",
])
