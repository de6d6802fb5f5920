#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged duckdb/duckdb pull requests (the squash-merge
subjects of every 25th first-parent commit of the last 1000 before 2026-08-20, from the 4th,
with the trailing "(#1234)" removed; sampled before any router run), each labelled, from the
files the pull request changed, with the memories a contributor doing it should read, or nothing
when no guidance covers it. Labels name topic guidance only: formatting, the pull-request rules
and the general testing requirements apply to every title alike and are not counted as an
answer."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("duck", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)


PARSER_GRAMMAR = ["peg-grammar", "transformer-rules", "build-grammar"]
PATCHES = ["extension-patches", "out-of-tree-extensions"]

t("ARM64 portability hardening: mechanical UB fixes without behavior change", [])
t("[Dev][Parser] Add `optional_ptr<ClientContext>` to `ParserCache::GetMatcher`", ["parser", "memory-management"])
t("[Dev][Parser] Preliminary work for overridable/extensible `MatcherFactory`", ["parser"])
t("EXTERNAL RESOURCE: give the create params their own grammar rule", PARSER_GRAMMAR)
t("Issue #24455: Windowed Distinct MODE", ["functions"])
t("Bugfix connected to round-tripping identifiers", ["parser"])
t("Iterative benchmark runs and make report easier to understand", [])
t("Avoid array with brackets creating an extra demension", PARSER_GRAMMAR)
t("Optimize LRU cache", [])
t("bump iceberg", PATCHES)
t("Optimize unittest startup and reduce fast test runtime", ["fast-and-slow-tests"])
t("[MultiFileReader] Add optional `extra_columns` to `MultiFileReaderData`", PATCHES)
t("push down scalar functions for queries with LIMIT", ["optimizer"])
t("Arena allocate the memory for each aggregate state in TDigest", ["functions"])
t("Shrink the in-memory footprint of deleted rows", ["storage", "transactions"])
t("Reduce test time (2+ sec) for some fast tests", ["fast-and-slow-tests"])
t("Internal #9925: TimeZone 2026c Update", [])
t("Fix for new extension build when used from within extensions", ["out-of-tree-extensions", "building-extensions"])
t("Add binom function", ["functions", "generated-files"])
t("Internal #9890: ENUM::VARCHAR Compare Constant", ["optimizer"])
t("Implement unary minus rule", ["optimizer"])
t("Fix stats collection for dictionary encoding", ["storage"])
t("Rename columns to original names before passing to reader if they were aliased", ["optimizer"])
t("Make LogicalGet SupportSerialization check more robust", ["planner"])
t("Optimize single-key hash group partitioning performance", [])
t("Skip caching when no version metadata available", [])
t("Make list aggregate append work on batches of rows instead of per rows and implement cluster update function",
  ["vectorized-data-flow", "functions"])
t("Use optional semantic values for generated transformer rules", ["transformer-rules"])
t("Dead node counting fixes", ["storage"])
t("Unify `ProfilerPrintFormat` and `ExplainFormat` , remove special casing and move towards pluggable tree renderers", [])
t("Extend `RemotePushdownOptimizer` to be more flexible w.r.t. unsupported remote catalog operations, and integrate "
  "with MySQL", ["optimizer"] + PATCHES)
t("Point to correct paths on parser README.md", ["peg-grammar"])
t("Unify named arguments + default arguments for `(Scalar/Aggregate/Window)Functions`",
  ["functions", "planner", "generated-files"])
t("Fix iceberg", PATCHES)
t("Use lint-ci action in duckdb main pipeline", [])
t("Remove default ignore error messages in test runner", ["sqllogictest-format"])
t("Test runner: allow to run without changing HOME", ["test-temp-dir"])
t("[Dev] Fix the case where `PhysicalCopyToFile` has no child operators", ["execution-engine"])
t("Fix tablefilter unification issues", ["optimizer", "execution-engine"])
t("Make members of `BetweenExpression` private", ["class-layout", "expression-types"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
