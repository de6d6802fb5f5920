"""Memories of the pytest set: pytest-dev/pytest's own contributor guidance on its main branch at
df87db7 (2026-08-20): CONTRIBUTING.rst (feedback, bugs, features, documentation and docstrings,
plugins under pytest-dev, the AI/LLM-assisted contributions policy, preparing pull requests, writing
tests, the development team, merge/squash guidelines, backporting, stale issues and pull requests,
closing issues), changelog/README.rst, the pull-request template, RELEASING.rst and
doc/en/backwards-compatibility.rst; one memory per section or a few short sections, in the
project's words (lightly cut). The text is the pytest contributors' (MIT License); quoted here, cut,
only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-20")


# CONTRIBUTING.rst
mem("feature-requests", "knowledge", "Feature requests and feedback", ["feedback", "proposal", "issues"], [
    "We'd also like to hear about your propositions and suggestions. Feel free to submit them as issues in the issue tracker.",
    "Explain in detail how they should work. Keep the scope as narrow as possible. This will make it easier to implement.",
])
mem("report-bugs", "rule", "Report bugs with your setup and steps to reproduce", ["bugs", "issue-tracker", "reproduce"], [
    "Report bugs for pytest in the issue tracker. Include your operating system name and version, any details about your local setup that might be helpful in troubleshooting (specifically the Python interpreter version, installed libraries, and pytest version), and detailed steps to reproduce the bug.",
    "If you can write a demonstration test that currently fails but should pass (xfail), that is a very useful commit to make as well, even if you cannot fix the bug itself.",
])
mem("fix-bugs", "knowledge", "Fixing bugs and implementing features from the issue tracker", ["bugs", "enhancement", "good-first-issue"], [
    "Look through the GitHub issues for bugs (label type: bug) and enhancements (label type: enhancement); the \"good first issue\" issues are friendly to new contributors.",
    "Talk to developers to find out how you can fix specific bugs or implement specific features. To indicate that you are going to work on a particular issue, add a comment to that effect on the specific issue. Don't forget to check the issue trackers of your favourite plugins, too!",
])
mem("write-documentation", "skill", "Writing documentation and building the docs locally", ["docs", "sphinx", "tox"], [
    "Pytest could always use more documentation: more complementary documentation, documentation translations (we currently have only English), docstrings (there can never be too many of them), blog posts and articles.",
    "You can also edit documentation files directly in the GitHub web interface, without using a local copy. This can be convenient for small fixes.",
    "Build the documentation locally with `tox -e docs`. The built documentation should be available in `doc/en/_build/html`, where 'en' refers to the documentation language.",
])
mem("docstring-format", "rule", "Docstrings use the Sphinx docstring format", ["docstrings", "sphinx", "api-reference"], [
    "Pytest has an API reference which in large part is generated automatically (Sphinx autodoc) from the docstrings of the documented items. Pytest uses the Sphinx docstring format.",
    "Put more detailed info in separate paragraphs from the subject line. Use proper sentences: start sentences with capital letters and end with periods. Document arguments with `:param name:`, the result with `:returns:` and exceptions with `:raises ValueError:`, and mark new items with `.. versionadded:: 6.0`.",
    "Including types into the annotations is not necessary when type-hinting is being used.",
])
mem("submit-plugin", "knowledge", "Submitting a plugin to pytest-dev", ["plugins", "pytest-dev", "pypi"], [
    "Development of the pytest core, support code, and some plugins happens in repositories living under the pytest-dev organisation. The objectives are a central location for popular pytest plugins and sharing some of the maintenance responsibility.",
    "Submit your plugin by posting a new topic in the pytest-dev GitHub Discussions pointing to your plugin repository, which must have: PyPI presence with packaging metadata that contains a `pytest-` prefixed name, version number, authors, short and long description; a tox configuration for running tests; a README describing how to use the plugin and on which platforms it runs; a LICENSE file with matching info in its packaging metadata; an issue tracker; a changelog.",
    "If no contributor strongly objects and two agree, the repository can then be transferred to the pytest-dev organisation.",
])
mem("plugin-transfer", "skill", "How a plugin repository is transferred to pytest-dev", ["plugins", "pytest-dev", "teams"], [
    "The owner transfers repository ownership to a pytest-dev administrator, who creates pytest-xyz-admin and pytest-xyz-developers teams, invites the owner to both as maintainer, transfers the repository to pytest-dev and gives the admin team admin access and the developers team write access.",
    "The pytest-dev/Contributors team has write access to all projects. We recommend that each plugin has at least three people who have the right to release to PyPI. No pytest-dev administrator will ever make releases of your repository or take ownership, except in rare cases where someone becomes unresponsive after months of contact attempts.",
])
mem("ai-contributions-policy", "rule", "AI/LLM-assisted contributions: a human understands and stands behind the change", ["ai", "llm", "agents", "policy"], [
    "We welcome contributions from developers who use AI/LLM tools. The bar: understand what you ship, and stand behind it. The line is human effort and accountability, never the tools you used.",
    "You are responsible for your contribution. Regardless of how the code was produced, the person submitting a pull request must understand the changes and be able to respond to review feedback, not an automated loop replaying prompts.",
    "Purely agentic contributions are not accepted. Pull requests that are entirely generated by AI agents, with no meaningful human review, understanding, or oversight, will be closed. Unattended agent output, bulk-generated changes and PRs the author cannot explain are closed and their authors banned.",
])
mem("ai-attribution", "rule", "Credit AI tools with Co-authored-by trailers", ["ai", "commits", "attribution"], [
    "If AI agents helped produce your code or commits, consider adding `Co-authored-by` trailers to your commit messages to credit them. This is not required, but helps reviewers set expectations and is appreciated.",
])
mem("ai-policy-context", "knowledge", "Why unsupervised agentic contributions are refused", ["ai", "agents", "review"], [
    "With unsupervised agentic tools there has been a rise in low-quality contributions where an agent produces a large number of pull requests. With fully agentic tools, review effort does not support anyone's learning; it diverts limited maintainer time.",
    "Someone is prioritizing what we review without an equivalent investment of time. Coding agents must be carefully prompted, supervised and checked by humans; even modern models make serious, subtle mistakes at framework or tooling level.",
])
mem("pr-short-version", "skill", "Preparing a pull request: the short version", ["pull-request", "fork", "workflow"], [
    "Fork the repository. Fetch tags from upstream if necessary (if you cloned only main: `git fetch --tags https://github.com/pytest-dev/pytest`). Enable and install pre-commit to ensure style-guides and code checks are followed. Follow PEP-8 for naming. Tests are run using tox: `tox -e linting,py313`.",
    "Write a changelog entry, e.g. `changelog/2574.bugfix.rst`. Unless your change is trivial or a documentation fix, add yourself to the AUTHORS file, in alphabetical order.",
    "Clone your fork and create your own branch off main: `git checkout -b your-bugfix-branch-name main`. Finally, submit a pull request with head-fork YOUR_GITHUB_USERNAME/pytest and base pytest-dev/pytest, base main.",
])
mem("fetch-tags", "rule", "Fetch the upstream tags before testing locally", ["git", "tags", "upstream"], [
    "You will need the tags to test locally, so be sure you have the tags from the main repository. If you suspect you don't, set the main repository as upstream and fetch the tags: `git remote add upstream https://github.com/pytest-dev/pytest` and `git fetch upstream --tags`.",
])
mem("pre-commit", "rule", "Install pre-commit and its hook", ["pre-commit", "formatting", "linting", "code-style"], [
    "Install pre-commit and its hook on the pytest repo: `pip install --user pre-commit` then `pre-commit install`. Afterwards pre-commit will run whenever you commit.",
    "pre-commit is a framework for managing and maintaining multi-language pre-commit hooks to ensure code-style and code formatting is consistent. When committing, pre-commit will re-format the files if necessary.",
])
mem("pep8-naming", "rule", "Follow PEP-8 for naming", ["pep8", "naming", "style"], [
    "Please follow PEP-8 for naming when you edit your local working copy.",
])
mem("tox-run-tests", "skill", "Running the test suite with tox", ["tox", "tests", "virtualenv"], [
    "Tox is used to run all the tests and will automatically set up virtualenvs to run the tests in: `pip install tox`. You need a supported Python version available in your system. Run `tox -e linting,py` to run the tests against your default Python version and also perform lint coding-style checks.",
    "You can pass options to tox and to pytest: `tox -e py313 -- --pdb` runs the tests on Python 3.13 and enters pdb on failure; `tox -e py312 -- testing/test_config.py` runs only one test module on Python 3.12.",
])
mem("dev-venv", "skill", "Running the tests without tox: a virtualenv with the dev group", ["virtualenv", "pip", "uv", "dependency-groups"], [
    "If you prefer to run the tests directly, create a virtual environment and install the project with the `dev` PEP 735 dependency group (requires pip 25.1+): `python3 -m venv .venv`, activate it, `pip install -e . --group dev`. Alternatively, with uv: `uv sync --group dev`.",
    "Afterwards you can edit the files and run pytest normally: `pytest testing/test_config.py`.",
])
mem("changelog-entry", "rule", "Every change gets a changelog entry named <issueid>.<type>.rst", ["changelog", "towncrier", "newsfragments"], [
    "Create a new changelog entry in `changelog`. The file should be named `<issueid>.<type>.rst`, where issueid is the number of the issue related to the change and type is one of feature, improvement, bugfix, doc, deprecation, breaking, vendor, packaging, contrib, or misc.",
    "You may skip creating the changelog entry if the change doesn't affect the documented behaviour of pytest.",
])
mem("authors-file", "rule", "Add yourself to AUTHORS", ["authors", "credit"], [
    "Unless your change is trivial or a small documentation fix (e.g., a typo or reword of a small section), add yourself to the AUTHORS file if not there yet, in alphabetical order.",
])
mem("version-numbers", "knowledge", "Which release a change goes into", ["versioning", "releases", "semver"], [
    "Given we have major.minor.micro version numbers, bug fixes will usually be released in micro releases whereas features will be released in minor releases and incompatible changes in major releases.",
])
mem("writing-tests-pytester", "skill", "Writing tests with the pytester fixture", ["tests", "pytester", "fixtures"], [
    "Writing tests for plugins or for pytest itself is often done using the pytester fixture, as a black-box test: `pytester.makepyfile(...)` writes a test file, `result = pytester.runpytest()` runs it and `result.assert_outcomes(failed=0, passed=1)` checks the outcome.",
    "Alternatively, make checks on the actual output of the terminal using glob-like expressions: `result.stdout.fnmatch_lines([\"*assert False*\", \"*1 failed*\"])`.",
])
mem("test-file-placement", "rule", "Put a new test in the test file of the module it covers", ["tests", "testing", "regression-test"], [
    "When choosing a file where to write a new test, take a look at the existing files and see if there's one file which looks like a good fit. For example, a regression test about a bug in the `--lf` option should go into `test_cacheprovider.py`, given that this option is implemented in `cacheprovider.py`.",
    "If in doubt, go ahead and open a PR with your best guess and we can discuss this over the code.",
])
mem("development-team", "knowledge", "Joining the development team", ["commit-access", "maintainers", "review"], [
    "Commit access is an invitation the development team extends once a contributor has shown a developed sense for the project: its scope, its conventions, and what a change costs the people who depend on it. There is nothing to clear on demand.",
    "Everyone goes through the same pull-request-and-review process, and no-one merges their own pull requests unless already approved; with commit access you can merge other contributors' pull requests once you have reviewed them.",
])
mem("merge-or-squash", "rule", "Merge or squash an approved pull request", ["merge", "squash", "git-history"], [
    "When a PR is approved, one can merge the commits unchanged or squash them into a single commit. Miscellaneous commits (fixups, 'Add myself to AUTHORS', merges of main) or separate commits on the same topic: prefer Squash, and clean up the commit message so it contains useful details.",
    "Separate commits each with their own topic (refactorings, renames, removing an unused method, type annotations, removing unreachable code due to EOL Python): prefer Merge, since each commit is valuable on its own in the history.",
    "Backport PRs (as those created automatically from a backport label) should always be squashed, as they preserve the original PR author.",
])
mem("backport-procedure", "skill", "Backporting a bug fix to the next patch release", ["backport", "patch-release", "maintenance-branch", "cherry-pick"], [
    "Pytest makes a feature release every few weeks or months; in between, patch releases are made to the previous feature release, containing bug fixes only. First make sure the bug is fixed in main with a regular pull request.",
    "Automatic method: add a `backport 1.2.x` label to the PR; this creates a backport PR against the 1.2.x branch.",
    "Manual method: `git checkout origin/1.2.x -b backport-XXXX`, locate the merge commit of the PR and `git cherry-pick -x -m1 REVISION`, then open a PR targeting 1.2.x, prefix the message with [1.2.x] and delete the PR body.",
])
mem("backport-who", "knowledge", "Who does the backporting", ["backport", "maintainers"], [
    "If the bug was fixed by a core developer, it is their responsibility to do the backport; when another maintainer merged it, it is nice of them to do it; for bugs submitted by non-maintainers, normally the core developer that merged the PR on main does it.",
    "A non-maintainer who notices a fix on main that was not backported (the needs backport or backport x.x.x labels forgotten) is welcome to open a PR with the backport.",
])
mem("stale-issues", "knowledge", "Handling stale issues and pull requests", ["stale", "triage", "issues"], [
    "Stale issues and PRs are those where contributors asked for questions or changes and the authors didn't answer or implement them after a long time. Closing them is a way to clear up the queue, not a dismissal; submitters can reopen them later.",
    "Issues labeled question or needs information are closed after 14 days inactive; proposal after six months inactive; pull requests: after one month, consider pinging the author, update the linked issue, or consider closing; nearly finished ones the team should consider finishing and merging. These are not hard rules.",
])
mem("closing-stale-prs", "skill", "Closing a stale pull request politely", ["stale", "pull-request", "triage"], [
    "When closing a pull request, acknowledge the time, effort, and interest of the person who submitted it: thank them, explain that it has been a while since the PR was updated and that closing only cleans up the queue, is by no means a rejection, and encourage them to re-open it when ready.",
])
mem("closing-issues", "rule", "Link the issue a pull request closes", ["issues", "pull-request", "github"], [
    "When a pull request is submitted to fix an issue, add text like `closes #XYZW` to the PR description and/or commits (where XYZW is the issue number).",
    "When an issue is due to user error (a misunderstanding of a functionality), politely explain why the issue raised is really a non-issue and ask them to close it if they have no further questions.",
])

# changelog/README.rst
mem("changelog-audience", "rule", "Changelog entries are written for pytest users", ["changelog", "newsfragments", "writing"], [
    "The changelog directory contains newsfragments: short ReST files added to the next CHANGELOG. The CHANGELOG will be read by users, so the description should be aimed at pytest users instead of describing internal changes which are only relevant to the developers.",
    "Use full sentences in the past or present tense and use punctuation, e.g. 'Improved verbose diff output with sequences.' End the sentence with a '.'.",
    "towncrier preserves multiple paragraphs and formatting, but for entries other than features it is usually better to stick to a single paragraph to keep it concise. Run `tox -e docs` to preview the draft changelog in `doc/en/_build/html/changelog.html`.",
])
mem("changelog-types", "knowledge", "The changelog fragment types", ["changelog", "towncrier"], [
    "feature: new user facing features, like new command-line options and new behavior. improvement: improvement of existing functionality, usually without requiring user intervention. bugfix: fixes a bug. doc: documentation improvement. deprecation: feature deprecation. breaking: a change which may break existing suites, such as feature removal or behavior change.",
    "vendor: changes in packages vendored in pytest. packaging: notes for downstreams about unobvious side effects and tooling, changes in the test invocation considerations and runtime assumptions. contrib: stuff that affects the contributor experience, e.g. running tests, building the docs, setting up the development environment. misc: changes hard to assign to any of the above. See pyproject.toml (tool.towncrier.type) for all categories.",
])
mem("changelog-number", "rule", "Which number a changelog fragment uses", ["changelog", "issues", "pull-request"], [
    "If your PR fixes an issue, use that issue's number in the fragment's name. If there is no issue, then after you submit the PR and get the PR number you can add a changelog using that instead. If you are not sure what issue type to use, don't hesitate to ask in your PR.",
])

# .github/PULL_REQUEST_TEMPLATE.md
mem("pr-checklist", "rule", "The pull-request checklist", ["pull-request", "checklist", "docs", "tests"], [
    "Include documentation when adding new features. Include new tests or update existing tests when applicable. Allow maintainers to push and squash when merging your commits.",
    "If the change fixes an issue, add text like `closes #XYZW` to the PR description. Unsupervised agentic contributions are not accepted; if AI agents were used, credit them in Co-authored-by trailers. Unless the change is trivial, create a changelog file and add yourself to AUTHORS.",
])

# RELEASING.rst
mem("release-cadence", "knowledge", "How often pytest releases", ["releases", "schedule"], [
    "Our current policy for releasing is to aim for a bug-fix release every few weeks and a minor release every 2-3 months, to get fixes and new features out instead of cramming a ton of features into a release.",
    "The release commands assume the remotes origin (your own fork) and upstream (pytest-dev/pytest).",
])
mem("release-prepare-automatic", "skill", "Preparing a release with the prepare-release-pr workflow", ["releases", "github-actions", "maintenance-branch"], [
    "Releases are prepared by manually running the prepare-release-pr workflow on GitHub Actions (or `gh workflow run prepare-release-pr.yml -f branch=7.1.x -f major=no -f prerelease=`). It publishes a PR for a branch release-7.1.0.",
    "The new version number: a major release if the major input is yes; a minor release if there are any .feature.rst or .breaking.rst files in the changelog directory; otherwise a bugfix release.",
    "Bug-fix and minor releases are always done from a maintenance branch. For a new minor release, first create the branch from main: `git branch 7.1.x upstream/main` and `git push upstream 7.1.x`; check the changelog directory for breaking changes or new features.",
])
mem("release-major-rc", "skill", "Major releases and release candidates", ["releases", "major-release", "release-candidate"], [
    "For a major release, create the maintenance branch (8.0.x) from main and trigger the workflow with major release yes. From then on bug-fixes are merged into main and ported back to the maintenance branch, even for release candidates.",
    "For a release candidate set the prerelease input to the suffix (rc1); the workflow publishes a PR for release-8.0.0rc1. During release candidates we can merge small improvements into the maintenance branch, but must avoid introducing big changes.",
])
mem("release-prepare-manual", "skill", "Preparing a release by hand", ["releases", "tox", "linux"], [
    "pytest releases must be prepared on Linux because the docs and examples expect to be executed on that platform.",
    "Create a branch release-MAJOR.MINOR.PATCH from the MAJOR.MINOR.x branch with a clean, up-to-date checkout; `tox -e release -- MAJOR.MINOR.PATCH` generates the docs, changelog and announcements in one commit; open a PR targeting MAJOR.MINOR.x.",
])
mem("release-publish", "skill", "Publishing a release and cherry-picking its changelog to main", ["releases", "deploy", "pypi", "cherry-pick"], [
    "After all tests pass and the PR is approved, trigger the deploy workflow (deploy.yml) with the release branch as source: `gh workflow run deploy.yml -R pytest-dev/pytest --ref=release-{VERSION} -f version={VERSION}`. It requires approval from pytest-dev/core, then publishes to PyPI and tags the repository.",
    "Merge the PR; make sure it's not squash-merged, so that the tagged commit ends up in the main branch. For major and minor releases add the new version on the ReadTheDocs admin page.",
    "Cherry-pick the CHANGELOG and announce files to main (`git cherry-pick -x -m1 upstream/MAJOR.MINOR.x` on a cherry-pick-release branch) and merge that PR once CI passes. Tag main with a dev tag for the next feature release (MAJOR.{MINOR+1}.0.dev0). Send the announcement from doc/en/announce/release-<VERSION>.rst to python-announce-list.",
])

# doc/en/backwards-compatibility.rst
mem("compat-transitions", "knowledge", "Backwards compatibility: trivial, transitional and true breakage", ["backwards-compatibility", "api", "deprecation"], [
    "We try to ensure an easy transition and don't want to impose unnecessary churn on our users and plugin authors. Trivial transitions (APIs that translate to the new mechanism) are supported indefinitely while documentation encourages users to switch.",
    "Transitional: the old and new APIs don't conflict, and we help users transition by using warnings while supporting both for a prolonged period of time.",
    "True breakage should only be considered when a normal transition is unreasonably unsustainable and would offset important developments by years, limited to APIs with very few users (for example only some plugins) and coordinated with the community in advance.",
])
mem("deprecation-removal", "rule", "Deprecated functionality is removed only in a major release, after warnings", ["deprecation", "warnings", "major-release"], [
    "We only start the removal of deprecated functionality in major releases, and keep it around for at least two minor releases (if we deprecate something in 3.9 and 4.0 is next, we start to remove it in 5.0).",
    "A deprecated feature scheduled to be removed in major version X uses the warning class PytestRemovedInXWarning (a subclass of pytest.PytestDeprecationWarning). When the deprecation expires, standard warning filters turn it into an error by default; in the next minor release the feature is effectively removed.",
    "Deprecations and removals are tracked with milestones and the deprecation and removal labels; deprecated and removed features are listed in doc/en/deprecations.rst.",
])
mem("true-breakage-process", "rule", "A breaking change is announced in an issue and starts as a proof of concept", ["breaking-change", "deprecation", "proposal"], [
    "True breakages must be announced first in an issue containing a detailed description of the change, the rationale and the expected impact on users and plugin authors. After there's no hard -1, follow up with an initial proof-of-concept pull request, a coordination point to assess impact.",
    "For the PR to mature from POC to acceptance it must contain deprecation errors or warnings that help users port their code (a deprecation period in the current series goes in a separate PR) and a detailed description of the rationale and examples on how to port code in doc/en/deprecations.rst.",
])
mem("python-version-support", "knowledge", "Which Python versions pytest supports", ["python-version", "compatibility", "support"], [
    "Released pytest versions support all Python versions that are actively maintained at the time of the release: pytest 9.0+ needs Python 3.10+, 8.4 3.9+, 8.0-8.3 3.8+, 7.1-7.4 3.7+.",
])
