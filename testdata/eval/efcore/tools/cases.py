#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged dotnet/efcore pull requests among the first-parent commits of
main up to ecd0ba4c23 (2026-08-21): squash-merge subjects ending in "(#N)" with that suffix removed; without
bots' ("[bot]" authors: dependabot, dotnet-maestro), branch merges, source-code and dependency flows and
"Bump x from"; every 25th of the last 1000, from the 1st (tools/sample.py), sampled before any router run, each
labelled from the files the pull request changed (`git show --stat` and the diff; not the title's wording) with
the memories a contributor doing it should read, or nothing when no guidance covers it.

Labels name topic guidance only. Guidance that applies to every pull request alike is not counted as an answer:
do not guess, the code style, minimal comments, restore/activate, reviewing similar patterns, database
performance, secure by default, the PR checklist and commit format, choosing an issue, tests with every change,
developer builds, the build scripts, Visual Studio. A formatting-only change (whitespace, code cleanup) counts
nothing. Counted, in this order (at most five labels, the last named dropped first):
src/EFCore*/Query/**, a queryable or EF.Functions extension (query operators and their translation)
query-pipeline; src/EFCore*/Update/** update-pipeline, concurrency tokens concurrency-tokens;
src/EFCore/ChangeTracking/** change-tracking, its tests change-tracking-tests; src/*/Migrations/** (differ,
migrator, history repository, SQL generator, scaffolder) migrations-pipeline, the snapshot's generation or
processing migrations-model-snapshot, metadata newly written to the snapshot snapshot-compatibility, tests under
Migrations/ migrations-tests; src/*/Metadata/Conventions/** conventions; the metadata interfaces and builders
(src/EFCore/Metadata/I*.cs, Builders/) metadata-hierarchy; src/EFCore.Relational/Metadata/** relational mapping
(RelationalModel, tables, JSON elements) relational-model; *ModelValidator* model-validation; complex type
property handling in conventions or validation complex-type-properties; a new annotation name new-annotation;
the runtime or compiled model model-lifecycle; model-building tests model-building-tests; src/EFCore.Cosmos/**
cosmos-provider; the Cosmos test environment, emulator or CI step cosmos-emulator-tests;
src/Microsoft.Data.Sqlite.Core/** microsoft-data-sqlite; src/*/Scaffolding/** reverse engineering scaffolding;
src/dotnet-ef/** or src/ef/** dotnet-ef-cli; src/EFCore.Tools/** pmc-commands; src/EFCore.Tasks/**
efcore-tasks; a public (non-.Internal) member removed or its signature changed public-api-breaks and
api-breaking-changes; a changed default behaviour of a public API behavioral-breaking-changes; *.baseline.json
apichief-baselines; a release/* target servicing-pr; an AppContext switch (quirk) servicing-quirk; NativeAOT
annotations or warnings nativeaot-compatible; a .resx changed resx-error-messages; awaits added in src
configure-await; a new file in a src .Internal folder internal-types-docs; a new test in a specification test
base overridden by providers adding-tests; SQL baselines changed or the baseline machinery (AssertSql,
TestSqlLoggerFactory) sql-baselines; test fixtures, test stores or test helpers test-fixtures; the test class
hierarchy or categories restructured test-categories; the test running arguments run-test-assembly; the SQL
Server test environment or connection test-databases; .github/workflows/** github-workflows; eng/common/**
eng-common-arcade; a package version (Directory.Packages.props, eng/Versions.props package entries, a hardcoded
version removed) package-versions; packing local-packages; .agents/skills/** agent-skills."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("efcore", {})
N = "zero-match"
P = "pr-title"
QT = ["query-pipeline", "adding-tests", "sql-baselines"]
BREAK = ["public-api-breaks", "api-breaking-changes"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('Abort API review baseline workflow for unmerged PRs', ["github-workflows"])
t('Fix JsonReaderData buffer refill to respect valid bytes on partial stream reads', [])
t('Fix FK diff matching across same table names in different schemas', ["migrations-pipeline", "migrations-tests"])
t('Add Half type support for SQLite', ["microsoft-data-sqlite", "scaffolding", "internal-types-docs"])
t('Use string type mapping when sending null values for JSON column update on SQL Server', ["update-pipeline", "adding-tests", "sql-baselines", "test-fixtures"])
t('Improve relational model integration in Query', ["query-pipeline", "update-pipeline", "relational-model", "apichief-baselines", "resx-error-messages"])
t('Add support for UInt128 in SqliteValueBinder', ["microsoft-data-sqlite"])
t('Add --file and --startup-file options', ["dotnet-ef-cli", "resx-error-messages"])
t('Change warning when pending model changes may be caused by an outdated migration snapshot', ["migrations-pipeline", "migrations-tests", "resx-error-messages", "adding-tests"])
t('Update Microsoft.Data.SqlClient to 7.0.0', ["package-versions"])
t('Automate setting closed issue milestones', ["github-workflows"])
t('Allow query test classes to have non-shared tests', ["sql-baselines", "test-fixtures", "test-categories"])
t('Extend ExpressionEqualityComparer to support enumerable values', ["query-pipeline", "adding-tests"])
t('Implement EF.Functions.JsonExists', QT + ["test-fixtures"])
t('Fix primitive/complex collection handling on subtypes', QT + ["test-fixtures"])
t('Redo query complex type support for TPC and other hierarchy scenarios', ["query-pipeline", "update-pipeline", "conventions", "metadata-hierarchy", "relational-model"])
t('Correct COALESCE logic for DefaultIfEmpty', ["query-pipeline"] + BREAK + ["adding-tests", "sql-baselines"])
t('Cleanup after #36956.', ["microsoft-data-sqlite"])
t('Code cleanup for other tests', [])
t('Remove hardcoded XUnitRunnerVersion in helix.proj', ["package-versions"])
t('Switch to using SqlDbType.Json', ["test-databases"])
t('Remove ORDER BY applied to singleton queries', QT)
t('Add paths to global.json', [])
t('Make Cosmos tests faster by not re-initializing the database between each NonShared test', ["cosmos-provider", "cosmos-emulator-tests", "sql-baselines", "test-fixtures", "github-workflows"])
t('Fix NativeAOT warnings on comparers.', ["change-tracking", "nativeaot-compatible"])
t('Change ExecuteUpdate to accept Action instead of Func parameter', ["query-pipeline"] + BREAK + ["test-fixtures"])
t('Update BenchmarkDotNet', ["package-versions"])
t('Fix build with latest roslyn', [])
t('add MariaDB to README.md', [])
t('Remove unused variable', ["query-pipeline"])
t('Remove redundant (SqlExpression) cast in SqlServerByteArrayMethodTranslator', ["query-pipeline"])
t('Change default compat level to 150', ["behavioral-breaking-changes", "sql-baselines"])
t('Lock the database while executing Migrate()', ["migrations-pipeline", "migrations-tests", "microsoft-data-sqlite", "configure-await", "internal-types-docs"])
t('FromSql work', ["query-pipeline", "cosmos-provider"] + BREAK + ["adding-tests"])
t('Run Cosmos tests as a separate step', ["cosmos-emulator-tests"])
t('Various stuff from EFCore.PG JSON work', ["query-pipeline", "update-pipeline", "change-tracking", "model-validation", "resx-error-messages"])
t('Enable SQL baseline rewriting for Cosmos', ["sql-baselines"])
t('update branding to preview5', [])
t('Fixes around identifier and type mappings for ValuesExpression', QT + ["test-fixtures"])
t('Update .NET SDK to 9.0.100-preview.2.24157.14', [])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
