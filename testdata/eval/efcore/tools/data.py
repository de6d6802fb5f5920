"""Memories of the efcore set: dotnet/efcore's own contributor and agent guidance on its main branch at ecd0ba4c23
(2026-08-21): .github/copilot-instructions.md, .github/CONTRIBUTING.md, the pull-request template,
docs/getting-and-building-the-code.md, eng/common/AGENTS.md and the agent skills of .agents/skills/ that describe
the code and the repository's work (change tracking, the Cosmos provider, migrations, model building, the query
pipeline, scaffolding, Microsoft.Data.Sqlite, testing, tooling, the update pipeline, servicing PRs, ApiChief,
GitHub Actions workflows); issue triage and the skills about writing agent files are left out (they describe no
change to the code). One memory per section or a few short sections, in the project's words (lightly cut).
The text is the .NET Foundation's and the EF Core authors' (MIT License); quoted here, cut, only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-21")

# .github/copilot-instructions.md
mem("do-not-guess", "rule", "If you are not sure, do not guess: ask", ["guidance", "agents"], [
    "If you are not sure, do not guess, just tell that you don't know or ask clarifying questions. Don't just copy code that follows the same pattern in a different context. Don't rely just on names to guess its function, evaluate the code based on the implementation and usage.",
])
mem("code-style", "rule", "Code style: the .NET coding guidelines and .editorconfig", ["style", "editorconfig", "csharp"], [
    "Follow the .NET coding guidelines (dotnet/runtime's docs/coding-guidelines/coding-style.md) unless explicitly overridden. Use the rules defined in the .editorconfig file in the root of the repository for any ambiguous cases.",
    "Write code that is clean, maintainable, and easy to understand. Favor readability over brevity, but keep methods focused and concise. Follow the patterns and code style that you see in the existing code.",
])
mem("minimal-comments", "rule", "Prefer minimal comments; Check.DebugAssert instead of a comment", ["comments", "style"], [
    "Prefer minimal comments: the code should be self-explanatory. Add comments sparingly and only to explain why a non-intuitive solution was necessary, not what the code does. Comments are appropriate for complex logic, public APIs, or domain-specific implementations where context would otherwise be unclear. Use `Check.DebugAssert` instead of a comment if possible.",
])
mem("environment-setup", "skill", "Run restore and activate before building or running tests", ["setup", "restore", "activate", "sdk"], [
    "Always run `restore.cmd` (Windows) or `. ./restore.sh` (Linux/Mac) first to restore dependencies.",
    "Always run `. .\\activate.ps1` (PowerShell) or `. ./activate.sh` (Bash) to set up the development environment with correct SDK versions before building or running the tests.",
])
mem("package-versions", "rule", "Never hardcode package versions in .csproj files", ["nuget", "versions", "dependencies", "csproj"], [
    "Never hardcode package versions in `.csproj` files. Use `eng/Versions.props` and `Directory.Packages.props` for NuGet package version management.",
])
mem("secure-by-default", "rule", "Secure by default: do not expose private or sensitive data", ["security", "sensitive-data"], [
    "Write code that is secure by default. Avoid exposing potentially private or sensitive data.",
])
mem("nativeaot-compatible", "rule", "Make code NativeAOT compatible when possible", ["nativeaot", "aot", "trimming", "reflection"], [
    "Make code NativeAOT compatible when possible. This means avoiding dynamic code generation, reflection, and other features that are not compatible with NativeAOT. If not possible, mark the code with an appropriate annotation or throw an exception.",
])
mem("similar-patterns", "rule", "After a fix, review the surrounding code for the same pattern", ["bug-fix", "review"], [
    "After implementing a fix, review the surrounding code for similar patterns that might need the same change.",
])
mem("database-performance", "rule", "Mind the performance of database operations", ["performance", "database"], [
    "Be mindful of performance implications, especially for database operations.",
])
mem("public-api-breaks", "rule", "Avoid breaking public APIs: add a new API, obsolete the old one; run EFCore.ApiBaseline.Tests", ["public-api", "breaking-changes", "obsolete", "api-baseline"], [
    "Avoid breaking public APIs. If you need to break a public API, add a new API instead and mark the old one as obsolete. Use `ObsoleteAttribute` with the message pointing to the new API.",
    "If a public API is changed, run EFCore.ApiBaseline.Tests.",
])
mem("internal-types-docs", "rule", "Types are public; .Internal namespaces and [EntityFrameworkInternal] need the XML doc comment", ["internal", "public-api", "xml-docs"], [
    "All types should be public by default, but types in `.Internal` namespaces or annotated with `[EntityFrameworkInternal]` require a specific XML doc comment on ALL members.",
])
mem("resx-error-messages", "rule", "User-facing error messages come from the project's .resx resources", ["resources", "resx", "error-messages", "strings"], [
    "ALL user-facing error messages must use string resources from the `.resx` (and the generated `.Designer.cs`) file corresponding to the project.",
])
mem("configure-await", "rule", "Call ConfigureAwait(false) on awaited calls", ["async", "await", "configureawait"], [
    "Call `ConfigureAwait(false)` on awaited asynchronous calls to avoid deadlocks.",
])
mem("agent-skills", "rule", "Keep the agent skills in .agents/skills/ up to date", ["skills", "agents", "copilot"], [
    "Skill files in `.agents/skills/` provide domain-specific knowledge so that agents don't need repetitive instructions from the user. Keep skills updated: when you discover non-obvious patterns, key files, or recurring review feedback during a session, distill the insight into the relevant `SKILL.md`.",
    "Additions must be concise, broadly useful, and stable: avoid task-specific details, speculation, and statements that contradict existing content. Remove or correct stale information rather than appending conflicting rules.",
])

# .github/PULL_REQUEST_TEMPLATE.md and .github/CONTRIBUTING.md
mem("pr-checklist", "rule", "Pull-request checklist and commit message format", ["pull-request", "commit-message", "checklist"], [
    "Check that the PR fulfills these requirements: you've read the contributing guidelines; you've posted a comment on an issue with a detailed description of how you are planning to contribute and got approval from a member of the team; the code builds and tests pass locally; tests for the changes have been added (for bug fixes and features); the code follows the same patterns and style as existing code.",
    "Commit messages follow this format: a summary of the changes, then `- Detail 1`, `- Detail 2`, then `Fixes #bugnumber`.",
])
mem("choose-an-issue", "rule", "Every contribution addresses an open issue; comment on it first", ["issues", "contributing", "good-first-issue"], [
    "All contributions should address an open issue in the dotnet/efcore repo. If there is no existing issue tracking the change you want to make, create one: PRs that don't get merged are often those created without any prior discussion with the team. Comment on the issue indicating what you intend to do to fix it.",
    "Bugs are places where EF Core is doing something that it was not designed to; enhancements change existing or add new functionality. The bigger the enhancement, the more important it is to communicate with the EF Team first. good-first-issue issues are straightforward; help-wanted ones need specialist expertise; needs-design ones have no agreed approach.",
    "An issue is not required for simple non-code changes like fixing a typo in documentation.",
])
mem("tests-with-changes", "rule", "Add tests that fail without the change and pass with it", ["testing", "contributing"], [
    "Make appropriate code and test changes. Make sure to add tests that fail without the change and then pass with the change. Consider other scenarios where your change may have an impact and add more testing: we always prefer having too many tests to having not enough of them. When you are done, make sure all existing tests are still passing (typically by running `test`).",
])
mem("developer-builds", "skill", "Developer builds: turn off the API documentation requirement", ["build", "xml-docs", "developer-build"], [
    "By default, the EF build requires API documentation for all public members. This can be turned off while actively working on code by creating a file named `AspNetCoreSettings.props` above the repo root with a PropertyGroup setting `<DeveloperBuild>True</DeveloperBuild>`.",
])
mem("api-breaking-changes", "knowledge", "API breaking changes: source and binary breaks", ["breaking-changes", "public-api", "compatibility"], [
    "EF Core is used by many thousands of existing applications. Each breaking change must be explicitly called out and will only be approved if the value of making the change greatly outweighs the pain of breaking existing applications.",
    "Source breaking changes happen when existing code fails to compile against the new public API surface. Binary breaking changes happen when an assembly compiled against an older version of EF Core fails to work when run with a new version. Adding a parameter to a constructor breaks both; making it optional is a binary break but not a source break; adding a new constructor overload is neither. Binary breaking changes, especially for database providers, can have lower impact and may be acceptable.",
])
mem("behavioral-breaking-changes", "knowledge", "Behavioral breaking changes", ["breaking-changes", "behavior", "compatibility"], [
    "Behavioral breaking changes happen when the behavior of calling some API changes without the API itself changing: if `DbContext.Add` previously resulted in an entity in the `Added` state and now results in `Modified`, that's a behavioral break. They are hard to identify and are one of the reasons testing is so important: running all the existing tests can help find them, and good tests with your change help ensure future breaks will be discovered.",
])

# docs/getting-and-building-the-code.md
mem("test-databases", "knowledge", "Test prerequisites: SQL Server and the Cosmos emulator", ["sqlserver", "cosmos", "localdb", "testing", "setup"], [
    "EF Core does not generally need any prerequisites installed to build the code. Running tests requires local databases: the SQL Server tests need SQL Server LocalDb, or SQL Server Express or Developer Edition on Windows or Linux; when not using LocalDb, set `Test__SqlServer__DefaultConnection` to the connection string the tests should use.",
    "The Cosmos tests require the Azure Cosmos Emulator; they are optional and skipped if it is not available. If you are not making Cosmos changes you may skip installing the emulator and let the continuous integration system handle Cosmos testing. Turn off Rate Limiting in the emulator to make the Cosmos tests run faster.",
])
mem("build-scripts", "skill", "Build, test and pack with the build script", ["build", "test", "pack", "scripts"], [
    "To build the code call `build[.cmd/.sh]`. This is an important step since it installs a preview .NET SDK alongside EF Core, so EF Core is built with the expected SDK and msbuild version; it also restores packages and builds all projects. Tests are not run. `build -restore` (restore.cmd), `-build` (build.cmd), `-test` (test.cmd: run all tests, requires build), `-pack` (produce NuGet packages).",
    "Our tests are written using xUnit.net; run them on the command line after build with `test`. Common build errors: check the package sources in Nuget.config are accessible, clean with `git clean -xid`, clear the NuGet caches.",
])
mem("local-packages", "skill", "Building and using local NuGet packages", ["nuget", "packages", "pack"], [
    "`build -pack` creates all the EF Core NuGet packages in `artifacts/packages`. They have the same package version however many times they are built, which confuses NuGet package caching: specify a new build number for each set, e.g. `build /p:OfficialBuildId=20231212.6 -pack` (the .NET convention `yyyyMMdd.x`). Add the package location to a local NuGet.Config in your solution or project directory.",
])
mem("visual-studio", "skill", "Open the solution with startvs so the IDE uses the repo's SDK", ["visual-studio", "ide", "sdk"], [
    "Run the command line `build` before using the solution with Visual Studio. The build script installs a preview .NET SDK; to make Visual Studio or any other IDE use the same SDK run `startvs.cmd EFCore.sln`, which sets the environment variables. With the latest preview .NET SDK installed you may be able to open the solution directly; if you encounter unexpected errors, use `startvs`.",
])

# eng/common/AGENTS.md
mem("eng-common-arcade", "rule", "Files under eng/common come from Arcade: do not edit them here", ["eng", "arcade", "build-infrastructure"], [
    "Files under `eng/common` come from Arcade (dotnet/arcade). Edits in `eng/common` will be overwritten by automation unless the changes are made directly in the Arcade repository.",
])

# .agents/skills/change-tracking
mem("change-tracking", "knowledge", "Change tracking: StateManager, InternalEntityEntry, snapshots", ["change-tracking", "detectchanges", "snapshots", "savechanges"], [
    "Change tracking manages entity states and detects changes for `SaveChanges()`. `StateManager` is the central engine: identity maps, tracks all entities. `InternalEntityEntry` holds per-entity state, property flags and snapshots. `SnapshotFactoryFactory` subclasses build snapshot factories for change detection; `PropertyAccessorsFactory`, `ClrPropertyGetterFactory` and `ClrPropertySetterFactory` compile property accessors for snapshotting and change detection (ordinals in the `indices` parameter give the element at each complex collection depth).",
    "`DetectChanges()` identifies modified properties via snapshot comparison. Setting original values marks properties as modified or unchanged based on comparison with current values.",
])
mem("change-tracking-tests", "skill", "Change tracking tests and the shared identity entry pitfall", ["change-tracking", "testing", "shared-identity"], [
    "Unit tests: `test/EFCore.Tests/ChangeTracking/`. Functional tests: `test/EFCore.Specification.Tests/GraphUpdates/`.",
    "Pitfall: a failure when there is a shared identity entry (Added and Deleted): add code that checks `SharedIdentityEntry`.",
])

# .agents/skills/cosmos-provider
mem("cosmos-provider", "knowledge", "The Cosmos DB provider differs from relational", ["cosmos", "provider", "json", "partition-key"], [
    "The Azure Cosmos DB provider is a non-relational provider with its own parallel query pipeline. It uses JSON for document materialization. No migrations: use `EnsureCreated()`. Documents as JSON: owned and complex types become embedded objects. Partition key configuration is required for performance. `ETag` for optimistic concurrency. No cross-container joins.",
])
mem("cosmos-emulator-tests", "skill", "Cosmos tests: the emulator container and Linux emulator skips", ["cosmos", "emulator", "testing", "testcontainers"], [
    "`TestEnvironment.InitializeAsync()` auto-starts a `Testcontainers.CosmosDb` container when `Test__Cosmos__DefaultConnection` is not set. Set the env var to use an existing emulator instead.",
    "Skip tests requiring unsupported features on the Linux emulator with `[ConditionalFact(typeof(CosmosTestEnvironment), nameof(CosmosTestEnvironment.IsNotLinuxEmulator))]`.",
])

# .agents/skills/migrations
mem("migrations-pipeline", "knowledge", "Migrations: adding and applying a migration", ["migrations", "model-differ", "migrator", "sql-generation"], [
    "Add migration: `MigrationsScaffolder.ScaffoldMigration()` → `MigrationsModelDiffer.GetDifferences()` → a list of `MigrationOperation` → `CSharpMigrationsGenerator` and `CSharpSnapshotGenerator` produce the Up/Down/Snapshot code.",
    "Apply migration: `Migrator.MigrateAsync()` reads `__EFMigrationsHistory`; per pending migration `MigrationsSqlGenerator.Generate(operations)`, and `MigrationCommandExecutor` executes. `HistoryRepository` manages the history table.",
])
mem("migrations-model-snapshot", "knowledge", "Model snapshots use the property bag format", ["migrations", "model-snapshot", "design-time"], [
    "Model snapshots use `typeof(Dictionary<string, object>)` (property bag format), not the actual CLR type. When examining the `ClrType` in a snapshot, don't assume it matches the real entity type.",
    "`SnapshotModelProcessor.Process()` is used at design-time to fixup older model snapshots for backward compatibility.",
])
mem("migrations-tests", "skill", "Where migrations tests live", ["migrations", "testing"], [
    "Migration operation tests: `test/EFCore.Relational.Tests/Migrations/`. Functional tests: `test/EFCore.{Provider}.FunctionalTests/Migrations/`. Model differ tests: `test/EFCore.Relational.Tests/Migrations/Internal/MigrationsModelDifferTest*.cs`.",
])

# .agents/skills/model-building
mem("conventions", "knowledge", "The convention system: ConventionSet and the discovery conventions", ["model-building", "conventions", "conventionset"], [
    "`ConventionSet` (`src/EFCore/Metadata/Conventions/ConventionSet.cs`) holds `List<I*Convention>` for every metadata event. Key conventions in `src/EFCore/Metadata/Conventions/`: `DbSetFindingConvention` discovers entities from `DbSet<T>`; `PropertyDiscoveryConvention` discovers properties from CLR types; `KeyDiscoveryConvention` finds PKs (`Id`, `TypeId`); `RelationshipDiscoveryConvention` infers FKs from navigations; `RuntimeModelConvention` creates the optimized `RuntimeModel` from the mutable model.",
    "Override `ConfigureConventions(ModelConfigurationBuilder)` to add or remove conventions.",
])
mem("metadata-hierarchy", "knowledge", "Metadata interfaces: IReadOnly, IMutable, IConvention, IRuntime", ["model-building", "metadata", "interfaces", "builders"], [
    "`IReadOnly*` → `IMutable*` → `IConvention*` → `IRuntime*`. Applies to Model, EntityType, Property, Key, ForeignKey, Navigation, Index, etc. Builders follow `*Builder` → `IConvention*Builder`.",
])
mem("model-lifecycle", "knowledge", "Model lifecycle: mutable, design-time and runtime models", ["model-building", "runtime-model", "model-initialization", "compiled-model"], [
    "Model building covers model construction (conventions, fluent API, metadata hierarchy) and model initialization (runtime annotation propagation, compiled model filtering).",
    "The mutable model is built by `ModelBuilder` during `OnModelCreating` and made read-only by `FinalizeModel()`. The design-time model is the finalized read-only `Model` that also contains design-time-only annotations used in migrations. The runtime model is an optimized read-only model created by `RuntimeModelConvention.ProcessModelFinalized()`; it does not contain design-time-only annotations. `ModelRuntimeInitializer.Initialize()` (called by `DbContextServices.CreateModel()`) finalizes the model if mutable, sets `ModelDependencies`, and `RuntimeModelConvention` creates the `RuntimeModel`, copying and filtering annotations.",
])
mem("complex-type-properties", "rule", "Complex types have their own properties: recurse or use GetFlattenedProperties", ["model-building", "complex-types", "properties"], [
    "When processing properties in conventions or validation, remember that complex types can contain their own declared properties. Use `GetFlattenedProperties()` to iterate all properties (including on nested non-collection complex types) or manually recurse through `GetDeclaredComplexProperties()` → `complexProperty.ComplexType`.",
])
mem("new-annotation", "skill", "Adding a new annotation", ["model-building", "annotations", "runtime-model", "migrations"], [
    "1. Add a constant to `CoreAnnotationNames` and its `AllNames`. 2. Filter in `RuntimeModelConvention.ProcessModelAnnotations` if it's a design-time-only annotation (only used in migration operations); if filtered out, add logic to the getters that throws an exception if accessed on the runtime model. 3. Filter in `CSharpRuntimeAnnotationCodeGenerator.Generate` if it can be computed lazily at runtime. 4. Propagate in `RelationalAnnotationProvider` if used in up-migrations or the relational model and `IMigrationsAnnotationProvider` if used in down-migrations.",
])
mem("relational-model", "knowledge", "The relational model: tables, views, functions and DefaultTables", ["relational-model", "tables", "annotations", "model-building"], [
    "`RelationalModel` (`src/EFCore.Relational/Metadata/Internal/RelationalModel.cs`) is a database-centric view of the EF model, mapping entity types to physical database objects: `Tables`, `Views`, `Functions`, `Queries`, and `DefaultTables` (pseudo-tables only used for `FromSql` queries). It is created lazily by `RelationalModelRuntimeInitializer`, accessed via `model.GetRelationalModel()`, and used by migrations (`MigrationsModelDiffer`), the update and query pipelines.",
    "`RelationalAnnotationProvider` populates annotations on relational model elements; provider subclasses (e.g. `SqlServerAnnotationProvider`) add provider-specific annotations. `IMigrationsAnnotationProvider` controls annotations used in down-migration operations.",
])
mem("model-validation", "knowledge", "Model validation: ModelValidator and RelationalModelValidator", ["model-building", "validation", "model-validator"], [
    "`ModelValidator` (`src/EFCore/Infrastructure/ModelValidator.cs`) and `RelationalModelValidator` (`src/EFCore.Relational/Infrastructure/RelationalModelValidator.cs`) run after model finalization, during `ModelRuntimeInitializer.Initialize()` between the pre- and post-validation `InitializeModel` calls.",
])
mem("snapshot-compatibility", "rule", "Model-building changes must not trigger spurious migrations", ["model-building", "migrations", "model-snapshot", "compatibility"], [
    "Model-building changes can trigger spurious migrations for users who upgrade. New metadata written to the snapshot: old snapshots won't have it and `MigrationsModelDiffer` sees a diff; ensure absence of the annotation in an old snapshot is treated as the old default. An annotation renamed or reinterpreted: old snapshots produce a different model; keep backward-compatible reading logic.",
    "Inspect `CSharpSnapshotGenerator` (what gets written) and `MigrationsModelDiffer` (how absence is handled). Add a snapshot round-trip test in `test/EFCore.Design.Tests/Migrations/ModelSnapshotSqlServerTest.cs`. No spurious migration may be generated against a project with an existing snapshot.",
])
mem("model-building-tests", "skill", "Model building tests and compiled model baselines", ["model-building", "testing", "compiled-model", "baselines"], [
    "Convention unit tests: `test/EFCore.Tests/Metadata/Conventions/`. Metadata unit tests: `test/EFCore.Tests/Metadata/Internal/`. Model builder API tests: `test/EFCore.Specification.Tests/ModelBuilding/ModelBuilderTest*.cs`. Relationship discovery tests: `test/EFCore.Specification.Tests/ModelBuilding101*.cs`. Model validation tests: `test/EFCore.Tests/Infrastructure/ModelValidatorTest*.cs`. Compiled model tests: `test/EFCore.Specification.Tests/Scaffolding/CompiledModelTestBase.cs`.",
    "The model builds without `InvalidOperationException` during finalization; all new API is covered by tests; compiled model baselines update cleanly with `EF_TEST_REWRITE_BASELINES=1`; `ToString()` on metadata objects shows concise contents without throwing exceptions.",
])

# .agents/skills/query-pipeline
mem("query-pipeline", "knowledge", "The query pipeline: LINQ translation, SQL generation, ExecuteUpdate/ExecuteDelete", ["query", "linq", "translation", "sql-generation", "expression-visitors"], [
    "LINQ query translation, SQL generation, and bulk operations (ExecuteUpdate/ExecuteDelete): expression visitors, SqlExpressions, `QuerySqlGenerator`, `ShaperProcessingExpressionVisitor`, `UpdateExpression`, `DeleteExpression`. Stages: preprocessing, translation, postprocessing, compilation, SQL generation.",
    "`ToQueryString()` shows generated SQL without executing. `ExpressionPrinter` dumps expression trees at any pipeline stage. SQL baselines are verified via `AssertSql()` in provider functional tests, and the generated SQL corresponds to the LINQ query in the base method.",
])

# .agents/skills/scaffolding
mem("scaffolding", "knowledge", "Scaffolding (reverse engineering) from a database schema", ["scaffolding", "reverse-engineering", "dbcontext-scaffold"], [
    "Scaffolding generates C# code from database schemas (reverse engineering): the `ef dbcontext scaffold` pipeline, database schema reading, `CSharpModelGenerator`. Pipeline: `IDatabaseModelFactory` (reads schema) → `IScaffoldingModelFactory` (builds EF model) → `IModelCodeGenerator` (generates C#); `IReverseEngineerScaffolder` orchestrates the full pipeline. Not for compiled model generation (`dotnet ef dbcontext optimize`).",
])

# .agents/skills/sqlite-adonet
mem("microsoft-data-sqlite", "knowledge", "Microsoft.Data.Sqlite: the standalone ADO.NET provider", ["sqlite", "ado.net", "microsoft-data-sqlite"], [
    "Microsoft.Data.Sqlite is a standalone ADO.NET provider in `src/Microsoft.Data.Sqlite.Core/`, independent of EF Core. It implements `System.Data.Common` abstractions. Its static constructor calls `SQLitePCL.Batteries_V2.Init()` reflectively. `CreateFunction()`/`CreateAggregate()` overloads are generated from T4 templates (`.tt` files).",
])

# .agents/skills/testing
mem("test-categories", "knowledge", "Test categories: unit, specification and functional tests", ["testing", "specification-tests", "functional-tests", "unit-tests"], [
    "Unit tests (`test/EFCore.Tests/`, `test/EFCore.Relational.Tests/`, `test/EFCore.{Provider}.Tests/`): isolated logic tests. Build models via `*TestHelpers.Instance.CreateConventionBuilder()`, resolve services from `CreateContextServices()`. No database needed.",
    "Specification tests (provider-agnostic abstract bases: `test/EFCore.Specification.Tests/`, `test/EFCore.Relational.Specification.Tests/`) define what to test; provider tests override them to verify how (generated SQL). Functional tests (`test/EFCore.{Provider}.FunctionalTests/`) are concrete provider tests inheriting specification tests; most include SQL baseline assertions. The test class hierarchy runs QueryTestBase → NorthwindWhereQueryTestBase → NorthwindWhereQueryRelationalTestBase → NorthwindWhereQuerySqlServerTest; the TestHelpers hierarchy: InMemoryTestHelpers, RelationalTestHelpers → SqlServerTestHelpers, SqliteTestHelpers.",
])
mem("adding-tests", "skill", "Adding new tests: specification test, then every provider override", ["testing", "specification-tests", "provider-overrides"], [
    "1. Add a specification test to `EFCore.Specification.Tests` (core) or `EFCore.Relational.Specification.Tests` (relational). 2. Override it in every provider functional test class (`EFCore.{Provider}.FunctionalTests`) that inherits the base, with provider-appropriate assertions. 3. Add unit tests to `EFCore.{Provider}.Tests`. 4. Run with `EF_TEST_REWRITE_BASELINES=1` to capture initial baselines. 5. Run tests with project rebuilding enabled (don't use `--no-build`). 6. When testing cross-platform code (file paths, path separators), verify the fix works on both Windows and Linux/macOS.",
    "If `Check_all_tests_overridden` fails, override the new test in every inheriting provider class. A SQL Server feature missing at a lower compatibility level: gate with `[SqlServerCondition(...)]`.",
])
mem("test-fixtures", "knowledge", "Fixtures: SharedStoreFixtureBase and NonSharedModelTestBase", ["testing", "fixtures", "shared-store"], [
    "`SharedStoreFixtureBase<TContext>`: many tests share one database. It creates a `TestStore` and a pooled `DbContextFactory` in `InitializeAsync()` and seeds data once. Use for read-heavy tests (e.g. Northwind query tests).",
    "`NonSharedModelTestBase`: each test gets a fresh model and store. Call `InitializeAsync<TContext>(onModelCreating, seed, ...)` per test. Use for tests needing unique schemas.",
])
mem("sql-baselines", "skill", "SQL baseline assertions: AssertSql and EF_TEST_REWRITE_BASELINES", ["testing", "sql-baselines", "assertsql"], [
    "EF Core tests contain many SQL assertions that verify the precise expected SQL is generated for all scenarios. `TestSqlLoggerFactory` captures SQL; `AssertSql(\"\"\"...\"\"\")` compares against expected. Some changes ripple SQL alterations across many scenarios: set the `EF_TEST_REWRITE_BASELINES` environment variable to `1` and run the tests, and the SQL assertions in the source code are rewritten with the new baselines (via Roslyn). Re-run with it on a baseline mismatch (SQL or compiled model).",
])
mem("run-test-assembly", "skill", "Running a test assembly directly with dotnet exec", ["testing", "dotnet-exec", "test-filter"], [
    "When invoking the test DLL via `dotnet exec` (e.g. to isolate a single test method without rebuilding through `dotnet test`), always append `--filter-not-trait category=failing --ignore-exit-code 8`. These flags mirror what `test/Directory.Build.props` passes via `TestingPlatformCommandLineArguments`. Don't add `--no-build` unless the test assembly was built in the immediate previous step.",
])

# .agents/skills/tooling
mem("dotnet-ef-cli", "knowledge", "The dotnet-ef CLI and the ef wrapper", ["tooling", "dotnet-ef", "cli", "commands"], [
    "The `dotnet ef` CLI (`src/dotnet-ef/`): `RootCommand` parses global options; subcommands are implemented in `src/ef/Commands/`. Each invokes MSBuild to build, then shells out via `dotnet exec ef.dll`, which hosts `OperationExecutor`. CLI tests: `test/dotnet-ef.Tests/`, `test/ef.Tests/`. For tool changes, create a test project and manually run the affected commands; `dotnet ef migrations script` output matches the expected DDL.",
])
mem("pmc-commands", "knowledge", "Package Manager Console commands (EFCore.Tools)", ["tooling", "pmc", "powershell", "visual-studio"], [
    "The Visual Studio Package Manager Console commands live in `src/EFCore.Tools/`, a PowerShell module: `Add-Migration`, `Update-Database`, `Scaffold-DbContext`, `Optimize-DbContext`, etc.",
])
mem("efcore-tasks", "knowledge", "EFCore.Tasks: MSBuild compiled model and precompiled query generation", ["tooling", "msbuild", "compiled-model", "precompiled-queries"], [
    "The NuGet package `Microsoft.EntityFrameworkCore.Tasks` (`src/EFCore.Tasks/`) provides build/publish-time compiled model and precompiled query generation; targets in `buildTransitive/Microsoft.EntityFrameworkCore.Tasks.targets`. It has no dedicated test project: for task or target changes, create a test project and manually run `dotnet build` / `dotnet publish` with `EFOptimizeContext=true` to verify.",
])

# .agents/skills/update-pipeline
mem("update-pipeline", "knowledge", "The update pipeline: SaveChanges to batched commands", ["update-pipeline", "savechanges", "batching", "commands"], [
    "The update pipeline converts tracked entity changes into database INSERT/UPDATE/DELETE commands during `SaveChanges()`: `DetectChanges()` → `IDatabase.SaveChanges()` → `UpdateAdapter` creates the `IUpdateEntry` list → `CommandBatchPreparer.BatchCommands()`: a `ModificationCommand` per table row, composed of a `ColumnModification` per column (`SharedTableEntryMap` tracks entries mapped to the same row), a topological sort via Multigraph (FK dependency ordering), grouped into `ModificationCommandBatch` (respecting max batch size) → `UpdateSqlGenerator` generates SQL per batch → `BatchExecutor` executes all batches in a transaction → `StateManager.AcceptAllChanges()`.",
    "`SaveChanges()` returns the expected affected row count; store-generated values propagate back to entities after INSERT/UPDATE.",
])
mem("concurrency-tokens", "knowledge", "Concurrency tokens and DbUpdateConcurrencyException", ["update-pipeline", "concurrency", "optimistic-concurrency"], [
    "Concurrency tokens become WHERE conditions on UPDATE/DELETE. `AffectedCountModificationCommandBatch` checks affected rows and throws `DbUpdateConcurrencyException` on mismatch, as expected for stale data.",
])

# .agents/skills/servicing-pr
mem("servicing-pr", "skill", "Servicing PRs to release/* branches: title and description template", ["servicing", "release-branch", "backport", "pull-request"], [
    "PRs targeting `release/*` branches require a specific description format. If a version is specified target `release/XX.0` (backport to 10 → `release/10.0`); otherwise the latest `release/XX.0` branch (ignore preview branches). PR title: `[release/XX.0] <original PR title>`.",
    "The description: Fixes #issue, Backports #PR, then Description (the bug, why it occurs, how it was introduced), Customer impact (with a short code sample; data corruption stated explicitly; the workaround), How found, Regression (whether from an earlier EF version), Testing (the number of new or modified tests), Risk (from extremely low to high; a one-liner; Quirk added).",
])
mem("servicing-quirk", "skill", "A quirk (AppContext switch) lets users opt out of a servicing fix", ["servicing", "quirk", "appcontext-switch"], [
    "A quirk lets users opt out of the fix at runtime, reducing patch risk. Add it for all cases where it makes sense; skip it when the fix is 100% obvious and risk-free, or when the quirk couldn't be used, like in tools or analyzers.",
    "Add in the classes containing the code changes a `private static readonly bool UseOldBehavior37585 = AppContext.TryGetSwitch(\"Microsoft.EntityFrameworkCore.Issue37585\", out var enabled) && enabled;` with the relevant issue number, and wrap the changes with a condition on `!UseOldBehavior37585`.",
])

# .agents/skills/run-apichief
mem("apichief-baselines", "skill", "Public API baselines: ApiChief and *.baseline.json", ["public-api", "api-baseline", "apichief", "breaking-changes"], [
    "Use the ApiChief tool (`eng/Tools/ApiChief`) to inspect or refresh EF Core public API baselines for projects under `src/`: `emit baseline`, `emit summary`, `emit review`, `emit delta` (with `--diff`, markdown diff review files) and `check breaking` against a baseline. The checked-in baseline path convention is `src/<ProjectName>/<ProjectName>.baseline.json`. To just update the baselines, run the EFCore.ApiBaseline.Tests tests.",
    "After `emit baseline`, preserve the original BOM and trailing newline of the committed file, revert version-only diffs in the `Name` field, and carry forward manual edits noted in removed `//` instruction comments.",
])

# .agents/skills/make-github-actions-workflow
mem("github-workflows", "rule", "GitHub Actions workflows: conventions, explicit minimal permissions", ["ci", "github-actions", "workflows", "permissions"], [
    "All workflows live in `.github/workflows/` with kebab-case names (`label-and-milestone-issues.yml`), starting with a descriptive comment block. Use `ubuntu-latest` (or `ubuntu-24.04` when a specific version is needed).",
    "Always declare explicit permissions and request only what the workflow needs. For workflows that need write access to PRs from external contributors use `pull_request_target`, and never check out or execute code from the PR branch in them. Use `actions/github-script` for complex logic instead of shell scripts; wrap API calls in try/catch and report errors at the end.",
])
