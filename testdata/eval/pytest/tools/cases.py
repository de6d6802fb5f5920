#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged pytest-dev/pytest pull requests among the
first-parent commits of main up to df87db7 (2026-08-20): the title line of a "Merge pull request #N"
commit's message, or a squash-merge subject ending in "(#N)" with that suffix removed; without bots'
(dependabot, pre-commit-ci, the plugin-list update, "build(deps)"); every 25th of the last 1000,
from the 1st (they reach back to August 2022), sampled by stride before any router run, each
labelled, from the files the pull request changed (`git diff --stat` of the merge and the diff, not
the title's wording), with the memories a contributor doing it should read, or nothing when no
guidance covers it.
Labels name topic guidance only. Guidance that applies to every pull request alike is not counted as
an answer: feedback, bug reports, fixing bugs, the short version of preparing a pull request,
fetching tags, pre-commit, PEP-8 naming, running tox, the virtualenv, the changelog entry and its
number, AUTHORS, the pull-request checklist, the AI policy and its attribution, merge or squash,
closing issues, stale issues, the development team.
Counted: a code change with a new or changed test under testing/ the two test memories
(test-file-placement, writing-tests-pytester), as is a change that only writes tests; a change to
the pages under doc/en write-documentation; a changed docstring docstring-format; release
preparation or cherry-picked release notes the release memories of the step it is (preparing,
release candidates, publishing); the deploy workflow release-publish; a changelog fragment's type
changelog-types and changelog-entry; a guidance file the memory of the section it edits. At most
five labels. Refactors without tests, packaging metadata and the plugin integration requirements
count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("pytest", {})
N = "zero-match"
P = "pr-title"
T = ["test-file-placement", "writing-tests-pytester"]
DOC = ["write-documentation"]
DS = ["docstring-format"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('test(rewrite): systematic coverage matrix for assertion rewriting', T)
t('Allow int for ``truncation_limit_lines`` and ``truncation_limit_chars`` in TOML', T + DOC)
t('Consider entry points for PYTEST_PLUGINS and pytest_plugins', T + DOC)
t('[refactor] Tighten ``SetComparisonFunction`` to ``Iterator[str]``', [])
t('[refactor] Use match case in ``_get_auto_indent``', [])
t('Fix Argument.__repr__ crash when _action is not initialized', T)
t('Cherry pick 9.0.3 release notes', ["release-publish"])
t('TOML integer log levels must be quoted: Updating reference documentation', DOC)
t('Clarify `pytest_collection_finish` occurs after setting `session.items`', DS + DOC)
t('fixtures: a few small cleanups + a TODO', T)
t('Regendoc fixes', DOC)
t('Handle --version eagerly to avoid loading the entire infrastructure', T)
t('python_api: improve approx assert message on mappings with only extra elements', T)
t('Rename 13480.bugfix to 13480.contrib', ["changelog-types", "changelog-entry"])
t('testing/plugins_integration: update Django', [])
t('Make wasxfail consistent', T)
t('Make pygments mandatory and fix string highlighting', T)
t('Fix `ImportError` crash when using `--import-mode=importlib`', T)
t('Improve pytest.Config.getoption docstring', DS + T)
t('Fix `errisinstance` typing', [])
t('Improved handling of invalid regex pattern in pytest.raises', T)
t('Docs: clean up various documentation pages', DOC + ["compat-transitions"])
t('Attest package provenance', ["release-publish"])
t('Fixed Bug Regarding Attribute Error in pytest.approx For Types Implicitly Convertible to Numpy Arrays', T)
t('Cherry pick release 8.1.1', ["release-publish"])
t('ENH: Improve warning stacklevel', T)
t('Some setup.cfg cleanups', [])
t('Prepare release version 8.0.0rc2', ["release-prepare-automatic", "release-major-rc"])
t('Fix teardown error reporting when `--maxfail=1`', T)
t('Improve the full diff by having more consistent indentation in the PrettyPrinter', T)
t('Duplicated parameters in parametrize marker', T)
t('Improve CI workflow', ["release-publish"])
t('Add `FixtureArgKey` class to represent fixture deps in `fixtures.py`', [])
t('fix #10447 - consider marks in reverse mro order to give base classes priority', T)
t('Add warning when testpaths is set but paths are not found by glob', T)
t('Fix `pytrace=False` and `--tb=line` reports `None`', T)
t('Update import mode documentation to not refer to __import__() anymore.', DOC)
t('Modify documentation to use `.stash` when storing test results.', DOC)
t('Fix packaging example', DOC)
t('Add reference to the Where to patch docs in monkeypatch.setattr', DS + DOC)

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
