#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged haskell/cabal pull requests (among the first-parent
commits before 2026-08-22: the Mergify merge commits "Merge pull request #1234 from ...", whose
title is the first line of the body, and squash-merge subjects ending in "(#1234)" with that
suffix removed; without dependabot's and Mergify's own backport pull requests; every 25th of the
last 1000, from the 4th; sampled before any router run), each labelled, from the files the pull
request changed, with the memories a contributor doing it should read, or nothing when no guidance
covers it.
Labels name topic guidance only. Guidance that applies to every title alike is not counted as an
answer: building Cabal, running CI on GitHub Actions, fourmolu and HLint (every code change), the
commit messages, Haddock comments and import rules, the pull-request rules, size and templates,
and the changelog entry (every user-visible change). A title about the test suite counts its
running and writing guidance (and skipping tests, when it skips one); a title about a tool or a
convention counts that guidance (HLint, formatting, whitespace, typos, doctests, validate.sh,
Haddock, bounds, the changelog); a new command or option counts the QA notes, significance and,
for a command, the proposal process; a documentation page counts the RST rules."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("cb", {})
N = "zero-match"
P = "pr-title"
TS = ["writing-testsuite-tests", "running-testsuite"]
DOCS = ["rst-headings"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('docs: checklist for adding or changing a .cabal file format field', ["new-field-versioning", "new-field-checklist"])
t('Refactor notice, info and debug functions', ["testsuite-output"])
t('Monad of no Return', [])
t('Running cabal doctest with ghc-9.12', ["doctests"])
t('Fix check-pr-labels', [])
t('Remove redundant -XDataKinds in cabal-install', ["ghc-extensions"])
t('Follow hlint suggestion: use typeRep', ["hlint"])
t('Replace removeDirectoryRecursive with a more robust removePathForcibly', [])
t('Remove old warnings section in generated cabal files', [])
t('Re-enable ProfShared test on ubuntu 9.0.2 validate job', TS + ["skipping-tests"])
t('Skip ProfShared test for GHC 9.0.2 on Linux', TS + ["skipping-tests"])
t('CI: add ghc 9.14-alpha2', ["project-files"])
t('try Ubuntu 24.04 again', [])
t('missed version bumps', [])
t('Implement v2-outdated command for cabal-install', ["qa-notes", "significance", "proposal-process"])
t('Add module name validation in cabal check command', [])
t('Fix environment variable handling when running executables', [])
t('Fix #9507 Describe accurately acceptable package names', DOCS)
t('Support `ghc-9.12.*`', [])
t('Add typo checking for *.rst and *.md files', ["typos"])
t('Format `IntegrationTests2`', ["code-style"])
t('switch validate to 22.04 for now', [])
t('Fix `withFileContents` documentation (lazy IO strikes again)', ["haddock-comments"])
t('Support ARM / M1 macOS in `validate.sh`', ["validate-script"])
t('CI: skip cli-suite on Windows due to #9571', [])
t('copy: Take into account extra-dyn-lib-flavours when copying bundled library', [])
t('Fix --program-suffix resulting in invalid symlink', [])
t('How to use Cabal in Windows', DOCS)
t('Add tests for #9799', TS)
t('Text file, newlines at end of files', ["whitespace"])
t('add the extension ListTuplePuns (GHC proposal 475)', [])
t('Cabal-syntax: Drop dependencies on unix and Win32', [])
t('`cabal check`: add `--ignore` option', ["qa-notes", "significance"])
t('Refactor buildComponent and replComponent', [])
t('testsuite: Be explicit about runtime test dependencies', TS)
t('Fix markdown syntax in changelog', ["changelog-d"])
t('Fix overzealous warnOnTwoConfigs', [])
t('Fix incorrect conditional block documentation', DOCS)
t('Bump deepseq bounds to allow 1.5', ["hackage-revisions"])
t('Generate cabal-testsuite modules at configure time', TS)

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
