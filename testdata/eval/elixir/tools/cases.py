#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged elixir-lang/elixir pull requests (squash-merge
subjects ending in "(#1234)" among the first-parent commits before 2026-08-22, without
dependabot's; every 25th of the last 1000, from the 1st, with the trailing "(#1234)" removed;
sampled before any router run), each labelled, from the files the pull request changed, with the
memories a contributor doing it should read, or nothing when no guidance covers it.
Labels name topic guidance only. Guidance that applies to every title alike is not counted as an
answer: the code layout, running the tests, compiling one file, recompiling, `make format` and
the full suite, the review and squash-merge process, the pull-request template, the licences,
SPDX headers, binaries, copied code, the DCO and the AI rules. A bug fix (a change that fixes
behaviour, judged from the diff whatever the title's wording) counts the failing-test rule; a new
feature, option or check counts the feature-tests rule; a performance change (a fast path, an
optimisation, avoided work) counts the benchmark rule; a documentation change counts the
writing recommendations, `iex>` examples the doctests, `@doc false` the hiding guidance, a
`since` annotation the metadata, Markdown syntax the Markdown note; the features of a new
Erlang/OTP release count the OTP compatibility. A typo fix, a typespec change, a refactor and the
coverage tooling count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("ex", {})
N = "zero-match"
P = "pr-title"
FIX = ["bug-fix-tests"]
FEAT = ["feature-tests"]
PERF = ["performance-benchmarks"]
DOCS = ["doc-recommendations"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('Add `DateTime` `add/4` and `shift_zone/3` UTC fast path', PERF)
t('Avoid system_info call on every regex operation', PERF)
t('Fix Code.Fragment specs and docs', DOCS)
t('Add specs to Kernel.binary_slice', [])
t('Fix ExUnit.EventManager calling Supervisor on DynamicSupervisor', FIX)
t('Fix `IEx.__break__!/3` fallback clause arity', FIX)
t('Handle Erlang/OTP 28 nominal types in Code.Typespec.fetch_types/1', ["otp-compatibility"] + FIX)
t('Correctly render list with negative leaves', FIX)
t('Add missing `required` key to `__info__(:struct)` type', FIX)
t('Preserve evaluation order when rewriting', FIX)
t('Fix truthiness implementation', FIX)
t('Bdd negation and difference optimizations', PERF)
t('Add :dbg_callback option to Code eval functions', FEAT)
t('Fix spec of `PartitionSupervisor.partitions/1`', [])
t('Add another example to `Integer.parse/1`', DOCS + ["doctests"])
t('Fix dead link to what was "The need for monitoring" but is now "Links and monitors"', DOCS)
t('Track domain keys when creating and updating maps (using the map syntax)', FEAT)
t('File.cp_r reports non-existing dest dir properly', FIX)
t('Raise on invalid .app files', FEAT)
t('Add mix test examples for filtering with `--only` and `--exclude`', DOCS)
t('Mention that receive/1 and ExUnit.Assertions.assert_receive/4 consumes/removes messages', DOCS)
t('Add options to mix format to allow excluding of files', FEAT)
t('Drop :app_properties when rendering dependency in mix', FIX)
t('Simplified tuple definitions by removing negations', [])
t('More type checking of function applications', FEAT)
t('Doc: Fix markdown link formatting in debugging section', DOCS + ["doc-markdown"])
t('Rewrite SpecialForms doc examples as doctests', DOCS + ["doctests"])
t('Skip CLI and bootstrap modules from coverage', [])
t('Mention child order in docs for Supervisor.child_spec/2', DOCS)
t('Fix handling of ErlangError when :general key is chardata', FIX)
t('Update doc for String.chunk/2', DOCS)
t('Fix typo in code anti-patterns doc', [])
t('Fix ExUnit crash when diffing bitstring specifiers', FIX)
t('Remove duplicated metadata in nested call AST', FIX)
t('Fix type warnings in pop_in/1', FIX)
t('Fix typo in formatter docs', [])
t('Fix bug with schemaless URI in `URI.merge/2`', FIX)
t('Refactor the current type checker for return type inference', [])
t('Add @doc false to Inspect.Algebra.no_limit/1', ["hiding-internals"] + DOCS + ["doctests", "doc-metadata"])
t('Document checking whether a process on another node is alive', DOCS)

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
