#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged pydata/xarray pull requests (squash-merge
subjects ending in "(#1234)" among the first-parent commits of main up to b1c1dc5, 2026-08-19,
without bots' (dependabot[bot], pre-commit-ci[bot]); every 25th of the last 1000, from the 1st,
with the trailing " (#1234)" removed; they reach back to June 2024), sampled by stride before any
router run, each labelled, from the files the pull request changed (git show --stat and the diff,
not the title's wording), with the memories a contributor doing it should read, or nothing when
no guidance covers it.
Labelling rule (written before labelling and before any router run). Labels name topic guidance
only. Guidance that applies to every title alike is not counted: the AI policy, the PR template,
title, opening, review and merge, commit messages, the git workflow (fork, branch, delete), where
to start, triage, the agent's GitHub conduct, the development setup (uv, Pixi install) and
continuous integration in general.
Code: a change in xarray/ with new or rewritten tests counts the writing-tests rule; a change to
tests alone (fixing or silencing tests, no new test) the running-tests skill, plus the pytest style
rule when it adds pytest marks or parametrization; a user-visible change with an entry in
doc/whats-new.rst the whats-new rule; a deprecation, FutureWarning, changed default or signature the
backwards-compatibility rule; ruff rules, mypy and type annotations the code-formatting rule, and
.pre-commit-config.yaml the pre-commit skill; imports moved the import rule.
Subsystems: the internals page that describes what the diff changes: CF coders and a backend's
decoder keywords the decoders memory; a BackendEntrypoint method (open_dataset, open_groups) the
backend-entrypoint skill; BackendArray and lazy loading the backend lazy-loading skill; Zarr
dimension metadata, format versions and consolidated metadata the Zarr encoding memory; time
encoding or decoding the time-coding memory of that direction; lazy indexing or load/compute the
lazy-indexing memory; dask operations dispatched per chunk (map_blocks, map_overlap) the
chunk-manager memory; duck arrays, custom indexes, accessors, inline reprs their memories.
Project files: minimum versions pinned in pixi.toml/pyproject.toml the upgrade skill, ci/policy.yaml
the policy memory, has_*/requires_* guards removed the guard-cleanup skill, a minimum-version entry
in whats-new the Breaking-Changes rule; pixi environments or tasks the Pixi skill; fixes for errors
of unreleased upstream versions (upstream-dev CI) the [test-upstream] rule; asv benchmarks or a
performance-regression fix the asv skill; documentation: docstrings the NumPy docstring rule,
doc/api.rst the api.rst rule, reST structure (sections, labels, references) the ReST rule, an
accessor library added to the ecosystem page the accessors skill; release notes the release skill,
a new unreleased whats-new section that skill, release tooling the release skill; a guidance file
(contributing guide, issue template) the memory of the section it edits.
Nothing: CI workflows and hosting configuration (.github/workflows, .readthedocs.yaml), typos and
punctuation in prose, CONTRIBUTING.md's link. At most five labels, the most specific kept."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("xarray", {})
N = "zero-match"
P = "pr-title"
WT = ["writing-tests"]
RT = ["running-tests"]
WN = ["whats-new-entry"]
CF = ["code-formatting"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t("Don't warn about a missing _FillValue for CF coordinate variables", ["backend-decoders"] + WT + WN)
t('Harmonize encoding from h5netcdf with netcdf4',
  ["upgrade-min-versions", "min-versions-policy", "remove-version-guards", "min-versions-whats-new"] + WN)
t('debug the nightly CI', [])
t('DOCS: Clarify what mode means in docstring for `to_zarr`', ["numpy-docstrings"])
t('DOC: Add Zulip announcement banner and mention in docs', ["where-to-start"])
t('MAINT: Reduce Pixi RAM usage in RTD', [])
t('Slightly Amend Zarr Encoding Specification Doc #8749', ["zarr-encoding"] + WN)
t('chore(pixi): fix solvability on windows', ["pixi-environments"])
t('Address pandas-related upstream errors in #10973', RT + ["ci-commit-tags"])
t('new release section', ["next-whats-new-section"])
t('`pre-commit` hook maintenance', ["pre-commit-hooks"] + CF)
t('Release notes for 2025.09.1', ["release-process"])
t('cleanup bug report template', ["bug-reports"])
t('Upgrade mypy to 1.17.1 and fix all type errors', CF)
t('Improve DataTree typing', CF)
t('fix: Filter out `StringDType` even when the backing array is not `NumpyExtensionArray`', WT + CF)
t('doc: add Pandas(Multi)Index to api reference', ["api-rst"])
t('Revert "Enforce ruff/flake8-simplify rules (SIM) (#10462)"', CF)
t('DOC: Add cf_xarray to ecosystem page', ["custom-accessors"])
t('Fix performance regression in interp from #9881', ["asv-benchmarks"] + WT + WN)
t("The URL in CONTRIBUTING.md was broken and didn't automatically redirect.", [])
t('Release notes for 2025.04.0', ["release-process"])
t('Add datatree repr asv', ["asv-benchmarks"])
t('Add dev whats-new', ["next-whats-new-section"])
t('fix and supress some test warnings', RT + ["pytest-functional-style"])
t('Use resolution-dependent default units for lazy time encoding', ["time-encoding"] + WT + WN)
t('Fix test_doc_example on big-endian systems', RT)
t('Cache pre-existing Zarr arrays in Zarr backend', WT + WN)
t('Use compute instead of load in plot', ["lazy-indexing"] + WT + WN)
t('Use `map_overlap` for rolling reductions with Dask', ["chunk-managers"] + WT)
t('Apply ruff/flake8-implicit-str-concat rules (ISC)', CF)
t('Compatibility for zarr-python 3.x', ["zarr-encoding", "backend-decoders"] + WT + WN)
t('Datatree alignment docs', ["rest-conventions"])
t('Typos in pandas.rst', [])
t('`open_groups` for zarr backends', ["backend-entrypoint", "backend-decoders"] + WT)
t('bytes supported as attributes, with additional formatting check for h5netcdf engine', WT)
t('Revise', [])
t('automate extracting the contributors', ["release-process"])
t('`numpy` 2 compatibility in the `netcdf4` and `h5netcdf` backends', ["backend-decoders", "ci-commit-tags"] + WT + WN)
t('switch to unit `"D"`', RT)

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
