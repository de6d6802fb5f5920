#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged astral-sh/ruff pull requests on main's first-parent history up to
fca5c7cf2c (2026-08-22): squash merges "title (#N)" (and merge commits "Merge pull request #N from OWNER/BRANCH");
without bots and the dependency and typeshed bots' titles (tools/sample.py); every 25th of the last 1000, from the
1st, sampled after the memories were written and after this rule, each labelled from the files the pull request
changed (`git show --stat` and the diff; not the title's wording) with the memories a contributor doing it should
read, or nothing when no guidance covers it.

Labels name topic guidance only. Guidance that applies to every pull request alike (or to every ty pull request
alike) is not counted as an answer: code-review-rules, writing-for-readers, running-tests, snapshot-updates,
tests-required, rust-code-style, avoid-panics, fix-root-cause, prek-hooks, clippy, debug-builds, prerequisites,
checks-before-pr, finding-issues, ai-policy, pr-summary-and-test-plan, pr-template, ty-larger-changes,
ty-pr-conventions (except below), ruff-and-ty-crates, ruff-crates and ty-crates (except below), ecosystem-ci and
ty-ecosystem-analyzer (except below), db-parameter (except below), writing-mdtests (except below).
Counted, in this order (at most five labels, the last named dropped first):
Ruff lint rules (crates/ruff_linter/src/rules/**): a new rule (a new code in codes.rs) adding-a-lint-rule,
rule-naming, preview-and-stabilization, rule-tests-mdtest, generate-all; a change to an existing rule's logic
lint-rule-pr-title, and rule-tests-mdtest when its tests (mdtest or fixtures and snapshots) change; a fix added or
its applicability or safety changed adding-an-autofix (and preview-and-stabilization when the applicability
changes); a rule or fix promoted to stable, a preview gate added or removed preview-and-stabilization and
versioning-policy; a rule deprecated or removed versioning-policy.
Settings: crates/ruff_workspace options or crates/ruff/src/args.rs adding-a-config-option and generate-all; a ty
option (ty_project metadata options) or environment variable definition generate-all.
ty (crates/ty_*): mdtests added or changed under ty_python_semantic/resources/mdtest ty-mdtests and
writing-mdtests; a ty diagnostic (declare_lint!, a diagnostic message or a subdiagnostic) added or changed
ty-diagnostics (and generate-all when a lint is declared or its documentation changes); #[salsa::tracked] or
#[salsa::interned] added or removed salsa-tracked; shrink_to_fit, boxed slices or capacity of cached values
salsa-memory-usage; a signature whose db argument moves db-parameter; property_tests.rs or a type relation method
(is_subtype_of, is_assignable_to, is_equivalent_to, is_disjoint_from) changed ty-property-tests; completion ranking
or crates/ty_completion_eval ty-completion-ranking; tracing instrumentation ty-tracing; a change only to ty_server
ty-pr-conventions (the server label); ty's constraint-set ordering ty-constraint-order-wobble; the ecosystem
workflows, ecosystem scripts or mypy-primer configuration ty-ecosystem-analyzer (ty) or ecosystem-ci (ruff).
Elsewhere: crates/ruff_python_formatter/** formatter-black-compatibility and formatter-development;
crates/ruff_python_parser/** parser-inline-tests when inline tests are added, parser-fuzzer for python/py-fuzzer;
crates/ruff_server/** ruff-server-architecture and ruff-server-testing; crates/ruff_benchmark/** or a performance
change measured by benchmarks benchmarks (profiling when a profile or profiling tool changes); crates/ruff_dev/**
cargo-dev; isort categorization import-categorization; file discovery, package resolution, the cache or noqa
suppression handling compilation-pipeline; a crate added, removed or renamed adding-a-crate and ruff-crates or
ty-crates; rust-toolchain.toml or rust-version upgrading-rust; release PRs (CHANGELOG.md, versions, changelogs/**,
BREAKING_CHANGES.md) release-process and versioning-policy; .github/workflows/release.yml or dist-workspace.toml
release-workflow-generated; docs/** or mkdocs files mkdocs; scripts/*.py written or changed as PEP 723 pep723-scripts;
.agents/** the memory of the skill (agent-skills for the plugin files); CONTRIBUTING.md, AGENTS.md or the crate
CONTRIBUTING pages the memory of the section changed; .github/PULL_REQUEST_TEMPLATE.md pr-template. A bug fix that
touches nothing above, dependency bumps, other CI workflows, the playground and everything else count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("ruff", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)

t('Fix duplicated "of" in ClientOptions doc comment', ['ruff-server-architecture', 'ruff-server-testing'])  # #27978 fca5c7cf2c
t('Export `UV_DEFAULT_INDEX` in `release.sh`', ['release-process'])  # #27934 4827bf7cb4
t('[ty] Dogfood standalone scripts with inline configuration', ['pep723-scripts'])  # #27885 b33f21debe
t('Manage docs build with a dep group', ['mkdocs', 'pep723-scripts'])  # #27843 7ed8d1fbdd
t('[ty] Fix signature help in trailing whitespace', [])  # #27784 dc46d7f634
t('[`flake8-use-pathlib`] Add autofixes for `PTH116`', ['lint-rule-pr-title', 'rule-tests-mdtest', 'adding-an-autofix', 'preview-and-stabilization', 'versioning-policy'])  # #26460 99d68da2f1
t('Bump 0.16.3', ['release-process', 'versioning-policy'])  # #27723 b0e47022cf
t('[`pylint`] Fix `PLE1307` false positive with bools', ['lint-rule-pr-title', 'rule-tests-mdtest'])  # #27651 feb64f2cbf
t('[ty] Two equality constraints are usually disjoint', ['ty-mdtests', 'writing-mdtests', 'salsa-tracked', 'ty-property-tests'])  # #27614 68799c4209
t('[ty] Normalize type labels in structured docstrings', [])  # #26923 6ea296b969
t('[ty] Install primer dependencies for memory reports', ['ty-ecosystem-analyzer'])  # #27500 4f758843ae
t('[ty] Preserve return constraints for object-variadic callables', ['ty-mdtests', 'writing-mdtests'])  # #27431 b9fa93c511
t('[ty] Remove unused APIs from ty_project', [])  # #27395 adb763deb8
t('[ty] Remove bespoke inference VecMap iterator', [])  # #27362 03a54724ca
t('[ty] Fix enum class container assignability', ['ty-mdtests', 'writing-mdtests', 'ty-property-tests'])  # #27318 7c3e2db97d
t('[ty] Reject frozen-dataclass field deletion through subclasses', ['ty-mdtests', 'writing-mdtests'])  # #27001 20a45c3dd5
t('[ty] Model walrus bindings from comprehensions', ['ty-mdtests', 'writing-mdtests', 'salsa-memory-usage'])  # #26466 b087bfd747
t('[ty] Add test expectations for scoped quantifiers', ['ty-mdtests', 'writing-mdtests'])  # #27102 e212348aed
t('[`ruff`] Stabilize `duplicate-entry-in-dunder-all` (`RUF068`)', ['preview-and-stabilization', 'versioning-policy'])  # #26895 9dcee31c3a
t('[ty] Handle generic stringified PEP 613 type aliases', ['ty-mdtests', 'writing-mdtests', 'benchmarks'])  # #27092 cd84a6e6a4
t('[ty] Audit remaining sources of non-determinism in constraint set solutions', ['generate-all', 'ty-mdtests', 'writing-mdtests', 'ty-diagnostics', 'salsa-tracked'])  # #26896 150377d518
t('[ty] Gate TypedDict PEP 728 parameters by Python version', ['ty-mdtests', 'writing-mdtests', 'ty-diagnostics'])  # #26968 34940c056e
t('[`flake8-pyi`] Fix false positive in `__all__` (`PYI053`)', ['lint-rule-pr-title', 'rule-tests-mdtest'])  # #26872 f23975849a
t('Update Rust toolchain to 1.97 and MSRV to 1.95', ['upgrading-rust'])  # #26844 bdf1320bba
t('[ty] Pydantic: Warn about immediately discarded extra arguments', ['generate-all', 'ty-mdtests', 'writing-mdtests', 'ty-diagnostics'])  # #26762 6f2f4862aa
t('[ty] Pydantic: Support custom `__init__` methods', ['ty-mdtests', 'writing-mdtests'])  # #26699 eac76aac4a
t('[ty] Parse all supported Google docstring sections.', [])  # #26653 d8ef3b0587
t('[ty] Avoid exponential invariant constraint paths', ['benchmarks'])  # #26538 bd05d2dd9e
t('[ty] Preserve generic variadic callback semantics', ['ty-mdtests', 'writing-mdtests', 'ty-property-tests'])  # #26521 29ddaf06a0
t('[ty] Narrow exact tuples through sequence patterns', ['ty-mdtests', 'writing-mdtests'])  # #26424 dc42d1d150
t('[ty] Validate positional class patterns against `__match_args__`', ['generate-all', 'ty-mdtests', 'writing-mdtests', 'ty-diagnostics'])  # #26195 1d2041ca19
t('[ty] Avoid duplicate configuration error output', [])  # #26375 a56a774ca5
t('[ty] Avoid relation queries during cycle recovery', ['ty-mdtests', 'writing-mdtests'])  # #26335 ffa265928c
t('Update `ruff_python_parser` README for crates.io', [])  # #26315 c24ded8ef6
t('[ty] Defer applying type context to simple standalone expressions', [])  # #26252 ad4146018b
t('[ty] Normalize recursive `TypeOf` growth during cycle recovery', ['ty-mdtests', 'writing-mdtests'])  # #26163 d23809534d
t('[ty] Publish diagnostics for all open files after a single file is saved', ['ty-pr-conventions'])  # #25929 f91230bfe3
t('[ty] Update Pyrefly benchmark snapshots', [])  # #26125 eea5ddd3c0
t('[ty] Revert equality intersection optimization', ['ty-mdtests', 'writing-mdtests'])  # #26093 6ced733098
t('Inline parser recovery context checks', ['benchmarks'])  # #26038 4fda309ba2


if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
