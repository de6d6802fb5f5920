#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged nim-lang/Nim pull requests (squash-merge subjects
ending in "(#1234)" among the first-parent commits of devel up to b534f34, 2024-10-24, without
bots'; every 25th of the last 1000, from the 1st, with the trailing "(#1234)" removed; they reach
back to July 2023), sampled by stride before any router run, each labelled, from the files the pull
request changed, with the memories a contributor doing it should read, or nothing when no guidance
covers it.
Labels name topic guidance only. Guidance that applies to every title alike is not counted as an
answer: pull-request review and approval, running the tests, rebasing, focused commits, issue
references in commit messages, CI. A fix or change in the compiler (judged from the diff, whatever
the title's wording) counts the compiler-tests rule and the test-block rule; one in the standard
library or runtime (lib/) counts the stdlib test-file rule and the test-block rule; a pull request
that only adds a test for an old issue counts those and the `bug #1234` reference rule. A
`[backport]` tag counts the backport rule, a changelog entry the changelog rule, a new stdlib proc
the additions rule and the `.since` rule, a small addition to an existing stdlib proc the additions
rule, removing a language feature the compile-time breaking rule and deprecation, fixing a
JavaScript-target test the testament runner (JS targets). CI package lists, version bumps,
documentation CSS, the manuals' text, nimsuggest's own code, refactors and dead code count
nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("nim", {})
N = "zero-match"
P = "pr-title"
FIXC = ["compiler-tests", "test-blocks-doassert"]
FIXL = ["stdlib-test-file", "test-blocks-doassert"]
BUG = ["bug-reference"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('adds noise to important_packages', [])
t('fixes ci_generate produces unnecessary spaces on Windows', [])
t('fix workaround for protobuf not installing combparser fork in CI', [])
t('bump NimVersion to 2.2.1', [])
t('sort modules and added std/setutils', [])
t('make distinct conversions addressable in VM', FIXC)
t('Fix CSS for `number-lines` code blocks', [])
t('handle explicit generic routine instantiations in sigmatch', FIXC)
t('fixes #23956; bindUnix loses the last character on OpenBSD', FIXL)
t('fixes default float ranges', FIXC)
t('closes #6549; adds a test case', BUG + FIXL)
t("Add '.' (period, dot, ..) to `FormatLiterals` so that `ss.fff` can work.", ["stdlib-additions"])
t('conditional compilation of gcd(SomeInteger,SomeInteger) in std/math', FIXL)
t('fixes #23725; Size computations work better when they are correct', FIXL)
t('Fixes #23695: On Linux, "nimsuggest" crashes if Nim is installed in /usr/bin and the library in /usr/lib/nim', [])
t('Prevent font flashing in the docs', [])
t('fixes #23552; Invalid codegen when trying to mannualy delete distinct seq', FIXC)
t('fix #23518 - `<expr> is` crashes nimsuggest', FIXC)
t('fixes JS tests', ["testament-runner"])
t('fix BigInt conversion, xOffset/yOffset to int from int64', FIXL)
t('fixes sink regression for ORC; ref #23354', FIXC)
t('Remove mask field from Deque', [])
t('remove unreachable code', [])
t('patches for #23129', FIXL)
t('CI entry may be reset to default', [])
t('fixes not nil examples', [])
t('Also show the `raises` pragma when converting proc types to string', FIXC)
t('closes #12464; adds a test case', BUG + FIXC)
t('fixes #22898; fix #22883 differently', FIXL)
t('fix use after free', FIXL)
t('marking a field with noInit allows to skip constructor initialiser', FIXC + ["changelog"])
t('Fix #21407', ["stdlib-additions", "new-proc-since", "changelog"])
t('Fix `capacity` for const and shallow [backport]', FIXL + ["backport-tag"])
t('fixes #22676; remove wMerge which is a noop for more than 8 years', ["compile-time-breaking-changes", "deprecation"])
t('fixes internal error: no generic body fixes #1500', FIXC)
t('test case haul for old generic/template/macro issues', BUG + FIXC)
t('cascade tyFromExpr in type conversions in generic bodies', FIXC)
t('close #18103 internal error: inconsistent environment type', BUG + FIXC)
t('clean up `gc:arc` or `gc:orc` in docs and in error messages', [])
t('compiler/llstream: modern code for llstream', [])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
