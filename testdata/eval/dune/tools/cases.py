#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged ocaml/dune pull requests (the squash-merge subjects
ending in "(#1234)" among the first-parent commits before 2026-08-22, without bot accounts'; every
25th of the last 1000, from the 4th, with the trailing "(#1234)" removed; sampled before any router
run), each labelled, from the files the pull request changed, with the memories a contributor doing
it should read, or nothing when no guidance covers it.
Labels name topic guidance only. Guidance that applies to every title alike is not counted as an
answer: the commit check and common commands, the changelog fragment (every user-visible change),
the pull-request template, the sign-off, the development process, the general development
guidelines and OCaml patterns of AGENTS.md, the commit kinds (every title has one) and "demonstrate
a bug in a test first" (every fix). A title about tests themselves counts the cram-test guidance
(and a test that demonstrates a bug counts bug-test-first); a perf title counts the benchmarking
guidance; a doc title counts the documentation-writing rules; a release title the release and
changelog guidance; a refactor counts a style rule only when the title names what the rule is
about (labels, unused API, indirection, a new module's interface)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("du", {})
N = "zero-match"
P = "pr-title"
CRAM = ["cram-test-rules", "cram-tests"]
BENCH = ["dune-bench", "inline-benchmarks"]
DOCS = ["rst-conventions", "docs-style", "docs-diataxis"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t("refactor(jsoo): reuse link context", [])
t("fix(memo): invalidate nodes before clearing caches", [])
t("test(meta): snapshot malformed generated template acceptance", CRAM)
t("test(pkg): cover common-version extra files", CRAM)
t("perf(rules): recognize identical libraries before comparing arguments", BENCH)
t("perf(memo): thread dependency results without pairs", BENCH)
t("perf(rules): skip no-op library argument completion", BENCH)
t("refactor(rules): share undefined-variable boolean fold", [])
t("test(trace): isolate follow tests from ancestor traces", CRAM + ["trace-jq"])
t("refactor(rules): remove unused helper APIs", ["review-code-style", "short-interfaces"])
t("refactor(rocq): share configuration process setup", [])
t("Fix command-from-user-path to avoid shadowing", CRAM)
t("fix(trace): avoid allocation while swapping profiles", [])
t("feature(trace): record rule progress metrics", ["trace-jq", "cram-test-rules"])
t("[3.24.2] release", ["releasing", "release-process", "changelog-fragments"])
t("chore: update CI to OCaml 5.5", [])
t("Add more bin narrowing tests", CRAM)
t("refactor(pkg): reuse Dune language URL conversion", [])
t("chore(nix): update OxCaml package set", [])
t("refactor(trace): combine [Out.create]", [])
t("test: extend bin-pform-from-undeclared-pkg for PATH changes", CRAM)
t("refactor(stdune): add labelled Option.value_exn'", ["labelled-signatures"])
t("doc: document rule corrections field", DOCS)
t("action-runner: clean up escaped subreaper children", [])
t("refactor(nix): extract oxcaml.nix from flake.nix", [])
t("test(pkg): observe install cookies loaded more than once", CRAM + ["bug-test-first"])
t("fix(action-runner): start RPC before worker", [])
t("test(watch): cover concurrent auto-promote RPC completion", CRAM)
t("test(install): target recursive glob manifest", CRAM)
t("test(jsoo): target public lib executable", CRAM)
t("refactor(pkg-config): code clean up", [])
t("test: expose external build dir install paths", CRAM + ["expect-tests"])
t("doc: clarify dirs and data_only_dirs", DOCS)
t("doc: explain dev and release profiles", DOCS)
t("refactor(memo): move the node graph's core types into node.ml", ["interface-files"])
t("refactor(memo): build Var's cell directly instead of via a lazy knot", ["direct-code"])
t("test(melange): default dir target lib path", CRAM + ["directory-targets"])
t("test(dune-site): share plugin app dune stanza", CRAM)
t("test(install): share install include fixture", CRAM)
t("test(per-module): reuse ppx runtime fixture", CRAM)

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
