#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged pola-rs/polars pull requests (squash-merge subjects ending in
"(#1234)" among the first-parent commits of main up to 4db92c1, 2026-08-22, without bots' (dependabot[bot]);
every 25th of the last 1000, from the 1st, with the trailing " (#1234)" removed; they reach back to February
2026), sampled by stride after the memories were written and before any router run, each labelled, from the
files the pull request changed (git show --stat and the diff, not the title's wording), with the memories a
contributor doing it should read, or nothing when no guidance covers it.
Labels name topic guidance only. Guidance that applies to every title alike is not counted as an answer:
reporting bugs, suggesting enhancements, picking an issue, configuring git, installing dependencies, working on
your issue (tests and documentation in general), git bisect, the pull-request title, description, checks and
template, AI-generated code and the AI policy, code comments, first-time contributions, the components of the
documentation, Stack Overflow, the licence, the Rust naming conventions, the test suite's layout, running and
writing unit tests (for a change that merely comes with tests), CI's goals, the IDE pages, semantic versioning
and the release frequency.
Counted: the sub-crate memory (crates-core, crates-compute, crates-query-engine, crates-io, crates-sql,
crates-time, crates-python-config, crates-testing) of each crate under crates/ holding at least a fifth of the
pull request's changed lines under crates/ (a crate no README memory names, polars-ooc, counts nothing); in
polars-arrow the design memory of the module changed (array/ arrow-array-module, compute/
arrow-compute-kernels, io/ arrow-io-module, scalar/ arrow-scalar, any other module arrow-crate-design), and
arrow-array-module too wherever a change is about constructing arrays (try_new); a compute kernel over arrow
arrays or their nulls (polars-compute, polars-ops kernels) rust-compute-kernel; the Parquet decoder
(polars-parquet/src/arrow/read) parquet-nested-read / parquet-deserialize-design; a deprecation
deprecation-warnings, with deprecation-period when it names the release that removes it; a changed default or
query outcome by design breaking-change; functionality marked unstable unstable-functionality; public Python
docstrings written or changed (parameters, notes, the docstring as the change itself) python-docstrings, with
docstring-examples when an Examples section is added or changed; new API reference entries (.rst under
py-polars/docs/source/reference) api-reference-entries; pages under docs/source/user-guide user-guide-build,
with user-guide-code-blocks when snippets under docs/source/src change; Python type annotations or mypy / ruff
configuration whose point is the type checker or linter linting-tools; the development environment's
dependency tooling (Makefile requirements, tools/update-cargo-env.py, .cargo/config.toml)
updating-environment; .github/workflows ci-modular-workflows (ci-caching when caching changes); the
first-time contributor handling first-time-contributions; Hypothesis tests parametric-tests; the benchmark
folder benchmark-tests; py-polars/runtime's template python-runtime-template; pyo3-polars's plugin machinery
as the change's point expression-plugins; release commits release-steps. At most five labels, the most
specific kept. Product documentation outside the user guide (docs/source/polars-cloud,
docs/source/polars-on-premises), Python-only behaviour fixes with none of these, and crates no memory names
count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("polars", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('chore: Add min-publish-age for cargo', ["updating-environment"])
t('fix(python): Ensure eager `unpivot` column selection aligns with the lazy engine', ["crates-query-engine"])
t('chore(python): Attribute annotations for `CredentialProviderAWS` and `CredentialProviderAzure`', ["linting-tools"])
t('perf: Retain Parquet `Partial` metadata on filter', ["crates-query-engine"])
t('depr: Deprecate `struct.rename_fields()` with an incorrect number of fields', ["deprecation-warnings", "deprecation-period", "crates-query-engine"])
t('fix(rust): Use try_new in StructArray construction in polars-json', ["crates-io", "arrow-array-module"])
t('fix(rust): Decrement ParkGroup worker count when worker exits', ["crates-query-engine"])
t('feat: Pre-partition group-by on hive keys ', ["crates-query-engine"])
t('perf: Split multiplexers that directly scan from in-memory DataFrame', ["crates-query-engine"])
t('feat(python): Support Iceberg field `initial-default` in native `scan_iceberg`', ["crates-query-engine", "crates-python-config"])
t('feat: Merge sorted with multikey', ["crates-query-engine", "python-docstrings", "docstring-examples"])
t('refactor(rust): Store current SpillContext inside SpillToken', [])
t('docs(python): Clarify that `DataFrame.remove` combines predicates with `&`', ["python-docstrings"])
t("docs: Mention Polars skill in User Guide's LLM section", ["user-guide-build"])
t('fix(rust): Fix qcut panic and incorrect bins on NaN input', ["crates-compute"])
t('docs(python): New On-Prem release', [])
t('feat(rust): Add re-registration of OOC SpillTokens', [])
t('fix: Fix SchemaError using lazy HConcat->Sink', ["crates-query-engine"])
t('perf: Do not materialize `ScalarColumn` in Column `split_at`', ["crates-core"])
t('docs(python): Add to `merge_sorted` docs that the input must be nulls first', ["python-docstrings"])
t('refactor(rust): Add dynamic slice to unoptimized dispatch', ["crates-query-engine"])
t('fix(python): Raise `TypeError` when calling `next()` directly on `GroupBy` objects', [])
t('fix: Rayon deadlock with re-entrant io sources', ["crates-core"])
t('fix: Fix panic on reading IPC with 0-row compressed bitmap', ["arrow-io-module"])
t('fix: Fix perf regression in `scan_csv` `select(len())` when collected on streaming engine', ["crates-query-engine"])
t('fix: Struct rechunk bug and add Series::with_validity', ["crates-core"])
t('chore(python): Disable mypy type checking for `pyarrow` calls', ["linting-tools"])
t('feat: Add `ignore_nulls` to `{list,arr}.{any,all}`', ["python-docstrings", "crates-compute", "crates-query-engine", "python-runtime-template"])
t('chore(python): Use more precise internal typing (pt. iii)', ["linting-tools"])
t('fix(rust): Fix scalar handling in `str.replace` during streaming', ["crates-compute"])
t('perf: Remove unused expression sorts', ["crates-query-engine"])
t('fix: Panic in streaming MergeSortedNode', ["crates-query-engine"])
t('refactor: Remove indirection in calling python scans', ["crates-query-engine"])
t('fix: Fix the loop bounds in `BitmapBuilder::extend_each_repeated_from_slice_unchecked`', ["arrow-crate-design"])
t('fix: Fix incorrect output list.eval with scalar expr, fix panic on list.agg with nulls', ["crates-core", "crates-compute"])
t('feat: Support nested datatypes for `{min,max}_by`', ["crates-compute"])
t('chore: Fix first-time contributor auto-label', ["ci-modular-workflows", "first-time-contributions"])
t('fix: Allow missing time in inexact strptime', ["crates-time"])
t('fix: Incorrect boolean min/max with nulls', ["crates-compute", "rust-compute-kernel"])
t('docs: Updated Airflow orchestration documentation', [])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
