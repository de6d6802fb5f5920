"""Memories of the aspire set: dotnet/aspire's own agent instructions (AGENTS.md, with the
`.github/instructions/*.instructions.md` files it applies by path, read for their opening rules;
snapshot of 2026-03-21), one memory per rule or topic, in the project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-01")


mem("repo-overview", "knowledge", "What Aspire is and its stack", ["overview", "dotnet", "stack"], [
    "Aspire provides tools, templates, and packages for building observable, production-ready distributed applications, around a code-first app model of services, resources, and connections.",
    "Key components: Aspire.Hosting (orchestration and resource management), Aspire.Dashboard (web dashboard), service discovery, 40+ integrations, CLI tools, project templates.",
    "Stack: .NET 10.0, C# 13 preview features, xUnit SDK v3 with Microsoft.Testing.Platform, Microsoft.DotNet.Arcade.Sdk, Native AOT compilation for CLI tools.",
])
mem("protected-files", "rule", "Files not to change unless asked", ["global.json", "nuget", "npm", "config"], [
    "Never change global.json unless explicitly asked to.",
    "Never change package.json or package-lock.json files unless explicitly asked to.",
    "Never change NuGet.config files unless explicitly asked to.",
    "Always use the latest version C#, currently C# 13 features; make only high confidence suggestions when reviewing code changes.",
])
mem("api-files", "rule", "API files and the public API surface", ["api", "public-api", "compatibility", "generated"], [
    "The API files in `*/api/*.cs` (e.g. `src/Aspire.Hosting/api/Aspire.Hosting.cs`) track the public API shipped in the latest release; they are auto-generated, never edit them.",
    "API files are regenerated as part of the release process, not during individual PRs: do not comment when new public API is introduced and the API files are not regenerated.",
    "Flag API file concerns only if they are manually edited or there are breaking changes to existing APIs without proper justification.",
])
mem("nuget-feeds", "rule", "NuGet feed configuration", ["nuget", "feeds", "packages", "build"], [
    "NuGet.config defines approved package sources for the internal build; external feeds can break the internal build pipeline.",
    "Flag changes that add package sources not from `pkgs.dev.azure.com/dnceng` or `dnceng.pkgs.visualstudio.com/public`, including nuget.org.",
    "Ask for the packages to be mirrored to an approved internal feed, or use the existing dotnet-public and dotnet-eng feeds.",
])
mem("formatting", "rule", "C# formatting", ["csharp", "style", "editorconfig"], [
    "Apply code-formatting style defined in `.editorconfig`.",
    "Prefer file-scoped namespace declarations and single-line using directives; insert a newline before the opening curly brace of any code block.",
    "Ensure that the final return statement of a method is on its own line; use pattern matching and switch expressions wherever possible.",
    "Use `nameof` instead of string literals when referring to member names; place private class declarations at the bottom of the file.",
])
mem("nullable", "rule", "Nullable reference types", ["csharp", "nullable", "null"], [
    "Declare variables non-nullable, and check for `null` at entry points.",
    "Always use `is null` or `is not null` instead of `== null` or `!= null`.",
    "Trust the C# null annotations and don't add null checks when the type system says a value cannot be null.",
])
mem("restore-build", "skill", "Restore and build", ["build", "restore", "sdk", "dotnet"], [
    "Always run `./restore.sh` (Linux/macOS) or `./restore.cmd` (Windows) first to install the local SDK; afterwards standard `dotnet` commands use it.",
    "Full build: `./build.sh` (restore + build, 3-5 minutes); `./build.sh --build` builds only; `./build.sh --rebuild` cleans; `./build.sh --pack` creates NuGet packages.",
    "Add `/p:SkipNativeBuild=true` to avoid slow native AOT compilation.",
])
mem("build-troubleshooting", "knowledge", "Build troubleshooting", ["build", "warnings", "sdk"], [
    "If temporarily introducing warnings during refactoring, add `/p:TreatWarningsAsErrors=false`; all warnings should be addressed before committing.",
    "Template engine warnings about \"Missing generatorVersions\" are expected and not errors.",
    "If the build fails with SDK errors, run `./restore.sh` again; build artifacts go to `./artifacts/`.",
])
mem("ide-setup", "skill", "VS Code and Visual Studio setup", ["vscode", "visual-studio", "ide"], [
    "VS Code: run `./build.sh` first, then `./start-code.sh` to launch with the correct environment.",
    "Visual Studio: run `./build.cmd` first, then `./startvs.cmd` to launch with the local SDK environment.",
])
mem("apphost-background", "skill", "Start App Hosts in a background job", ["apphost", "run", "console"], [
    "When running an App Host from an interactive console you plan to reuse, start it in a background job or process, or it can be terminated.",
    "PowerShell: `Start-Job -Name \"AspireAppHost\" -ScriptBlock { dotnet run }`; bash: `dotnet run > apphost.log 2>&1 &`.",
])
mem("testing-style", "rule", "Writing tests", ["testing", "xunit", "mocks", "style"], [
    "We use xUnit SDK v3 with Microsoft.Testing.Platform.",
    "Do not emit \"Act\", \"Arrange\" or \"Assert\" comments; we do not use any mocking framework.",
    "Copy existing style in nearby files for test method names and capitalization.",
    "Do not leave newly-added tests commented out; do not use `Directory.SetCurrentDirectory` in tests (tests execute concurrently).",
])
mem("running-tests", "skill", "Running tests", ["testing", "dotnet-test", "filters"], [
    "Build from the root with `./build.sh`, fixing errors until the build succeeds.",
    "Run one project: `dotnet test tests/ProjectName.Tests/ProjectName.Tests.csproj -- --filter-not-trait \"quarantined=true\" --filter-not-trait \"outerloop=true\"`; add `--filter-method \"*.Name\"` after `--` for specific tests.",
    "Avoid `--no-build` unless you have just built and nothing changed since; the full suite takes 30+ minutes, so use targeted testing.",
])
mem("mtp-filters", "rule", "Do not use VSTest-style --filter", ["testing", "mtp", "filters"], [
    "This repo uses Microsoft.Testing.Platform (MTP), not VSTest: the classic `--filter` argument will hang or behave unexpectedly.",
    "All test filtering must use MTP-native switches placed after `--`: `--filter-class`, `--filter-method`, `--filter-namespace`, `--filter-trait` and their `-not-` forms.",
])
mem("exclude-quarantined", "rule", "Exclude quarantined and outerloop tests in automation", ["testing", "quarantine", "outerloop", "ci"], [
    "When running tests in automated environments (including Copilot agent), always exclude quarantined and outerloop tests: `--filter-not-trait \"quarantined=true\" --filter-not-trait \"outerloop=true\"`.",
    "Never run all tests without these filters in automation: flaky tests fail intermittently and long-running tests slow down CI.",
])
mem("project-layout", "knowledge", "Directory structure", ["structure", "layout"], [
    "`src/`: Aspire.Hosting, Aspire.Dashboard (Blazor), Components (40+ integration packages), Aspire.Cli.",
    "`tests/` mirrors src; `playground/` holds sample applications including TestShop; `docs/` contributing guides and area ownership; `eng/` build scripts; `extension/` the VS Code extension.",
])
mem("config-files", "knowledge", "Key configuration files", ["config", "msbuild", "packages"], [
    "`global.json` pins the .NET SDK version; `.editorconfig` holds formatting rules, null annotations and diagnostics.",
    "`Directory.Build.props` has shared MSBuild properties; `Directory.Packages.props` centralizes package version management.",
    "`Aspire.slnx` is the main solution file (XML-based solution format).",
])
mem("github-actions", "knowledge", "GitHub Actions CI", ["ci", "github-actions", "workflows"], [
    "`tests.yml` is the main test workflow across Windows, Linux and macOS; `ci.yml` runs on PRs and pushes to main and release branches.",
    "`tests-quarantine.yml` and `tests-outerloop.yml` run quarantined and outerloop tests every 6 hours.",
    "Build validation includes package generation, API compatibility checks and template validation.",
])
mem("workflow-matchers", "rule", "Keep workflow helpers, tests and docs aligned", ["ci", "workflows", "automation"], [
    "When changing CI workflow job or step names referenced by automation or tests, update the workflow helpers, behavior tests and docs together.",
    "For the transient rerun workflow, keep `auto-rerun-transient-ci-failures.js`, `AutoRerunTransientCiFailuresTests.cs` and `docs/ci/auto-rerun-transient-ci-failures.md` aligned with the workflow YAML.",
])
mem("azdo-pipeline", "knowledge", "Azure DevOps public pipeline", ["ci", "azdo", "helix", "testing"], [
    "`eng/pipelines/azure-pipelines-public.yml` builds and runs tests on Helix weekly (Monday midnight UTC); it does not run tests on PRs.",
    "AzDO tests are easily broken: validate changes to test infrastructure (`eng/Testing.props`, `eng/Testing.targets`, `tests/Directory.Build.*`, `tests/helix/*`) with a manual run, `/azp run aspire-tests`.",
    "See `docs/ci/azdo-public-pipeline.md` for Helix test categories and test routing.",
])
mem("validation-steps", "skill", "Common validation steps", ["build", "validation", "pack"], [
    "`./build.sh` should complete without errors; `./build.sh --pack` verifies all packages can be created; run the test projects related to your changes.",
])
mem("quarantined-tests", "knowledge", "Quarantined (flaky) tests", ["testing", "flaky", "quarantine"], [
    "Tests that are flaky are marked with `[QuarantinedTest(\"..issue url..\")]` and run in the Quarantine workflow, not in `tests.yml`.",
    "To reproduce or fix a flaky or quarantined test, use the `fix-flaky-test` skill; to quarantine or unquarantine, use the `test-management` skill.",
])
mem("quarantine-commands", "skill", "Quarantining and unquarantining a test", ["testing", "quarantine", "tools"], [
    "Preferred: comment `/quarantine-test Namespace.Type.Method <issue url>` or `/unquarantine-test Namespace.Type.Method` on an issue or PR (write access needed).",
    "Locally: `dotnet run --project tools/QuarantineTools -- -q -i <issue url> Full.Namespace.Type.Method`, `-u` to unquarantine; build the test project afterwards.",
])
mem("active-issue", "rule", "Disabled tests (ActiveIssue)", ["testing", "disabled", "active-issue"], [
    "Tests that consistently fail due to a known bug or infrastructure issue are marked `[ActiveIssue(\"<issue url>\")]` and skipped.",
    "Use this for tests that are blocked, not for flaky tests (use `QuarantinedTest` for those).",
    "Disable with `/disable-test` and enable with `/enable-test`, or QuarantineTools with `-m activeissue`.",
])
mem("outerloop", "rule", "Outerloop tests", ["testing", "outerloop", "long-running"], [
    "Long-running, resource-intensive tests, or tests needing special infrastructure, are marked with `OuterloopTest` and run in the Outerloop workflow.",
    "Always use `OuterloopTest`; do not replace it with Arcade's `OuterLoop` attribute, which our CI scripts do not recognise.",
])
mem("snapshot-testing", "skill", "Snapshot testing with Verify", ["testing", "snapshots", "verify"], [
    "We use the Verify library (Verify.XunitV3) for snapshot testing; snapshot files are in `Snapshots` directories within test projects.",
    "When tests generate new output, accept the snapshots with `dotnet verify accept -y`.",
])
mem("resx-designer", "rule", "Editing resources", ["resources", "resx", "designer"], [
    "`*.Designer.cs` files must match their same-named `*.resx` files: when you add, remove or change resources, make the matching change in the Designer file by hand (no command-line tool regenerates them).",
])
mem("xlf-files", "rule", "XLIFF translation files", ["localization", "xlf", "resx"], [
    "After modifying a `.resx` file, run `dotnet build /t:UpdateXlf <path-to-project.csproj>` to update the `*.xlf` files.",
    "Do not manually edit `*.xlf` files.",
])
mem("markdown", "rule", "Markdown files", ["markdown", "docs", "style"], [
    "Markdown files should not have multiple consecutive blank lines.",
    "Code blocks use triple backticks with a language identifier; JSON code blocks are indented properly.",
])
mem("localization", "rule", "Localization files", ["localization", "templates", "translation"], [
    "Files matching `*/localize/templatestrings.*.json` are localization files: do not translate their content; a dedicated workflow does.",
])
mem("typescript", "rule", "TypeScript", ["typescript", "javascript", "imports"], [
    "When possible, create TypeScript files instead of JavaScript files.",
    "Do not use dynamic imports unless absolutely necessary; use static imports.",
])
mem("vscode-extension", "rule", "Aspire VS Code extension strings", ["extension", "vscode", "localization"], [
    "When displaying text to the user in the extension, localize the strings: put new strings both in the extension `package.nls.json` and in `src/loc/strings.ts`.",
])
mem("cli-e2e-testing", "skill", "CLI end-to-end tests", ["testing", "cli", "e2e"], [
    "The `cli-e2e-testing` skill guides writing Aspire CLI end-to-end tests using Hex1b terminal automation.",
])
mem("fix-flaky-test", "skill", "Reproducing and fixing a flaky test", ["testing", "flaky", "ci"], [
    "The `fix-flaky-test` skill reproduces and fixes flaky or quarantined tests with the CI reproduce workflow (`reproduce-flaky-tests.yml`).",
])
mem("dashboard-testing", "skill", "Dashboard tests", ["testing", "dashboard", "bunit"], [
    "The `dashboard-testing` skill guides writing tests for the Aspire Dashboard using xUnit and bUnit.",
])
mem("connection-properties", "skill", "Connection properties of resources", ["resources", "connection-string", "hosting"], [
    "The `connection-properties` skill is the expert for creating and improving Connection Properties in Aspire resources.",
])
mem("dependency-update", "skill", "Updating dependency versions", ["dependencies", "nuget", "packages"], [
    "The `dependency-update` skill guides dependency version updates: check nuget.org, trigger the dotnet-migrate-package Azure DevOps pipeline, and monitor the runs.",
])
mem("startup-perf", "skill", "Measuring startup performance", ["performance", "startup", "tracing"], [
    "The `startup-perf` skill measures Aspire application startup performance using dotnet-trace and the TraceAnalyzer tool.",
])
mem("xmldoc", "rule", "XML documentation standards", ["docs", "xmldoc", "public-api", "csharp"], [
    "Applies to all C# source files in `src/`: public classes, interfaces, methods, properties and events must be well documented with `<summary>`, `<remarks>`, `<example>` and other appropriate tags.",
    "This documentation is published to Microsoft Learn and shown in IntelliSense; explain purpose and usage patterns with practical examples.",
])
mem("hosting-readme", "rule", "README of a hosting integration package", ["readme", "docs", "hosting", "integrations"], [
    "Hosting integration READMEs (`src/Aspire.Hosting*/README.md`) are titled `# Aspire.Hosting.{Technology} library` (\"library\", not \"package\" or \"component\").",
    "The description starts \"Provides extension methods and resource definitions for an Aspire AppHost to configure...\" and names the resource type.",
])
mem("client-readme", "rule", "README of a client integration package", ["readme", "docs", "components", "integrations"], [
    "Client integration READMEs (`src/Components/**/README.md`) are titled `# Aspire.{Technology} library`.",
    "The description starts \"Registers [InterfaceName](link) in the DI container...\" and says what it enables: health checks, metrics, logging, telemetry.",
])
mem("flaky-patterns", "knowledge", "Flaky test patterns to avoid", ["testing", "flaky", "review"], [
    "Thread-unsafe collections in fakes mutated from concurrent callers; synchronize them.",
    "Use `WaitForHealthyAsync()` rather than log-based `WaitForTextAsync()` readiness checks; give startup and readiness separate `CancellationTokenSource`s; wait for services in parallel with `Task.WhenAll`.",
    "Use `randomizePorts: true`; unique temp directories per test (Windows file locking); no static state without cleanup; Verify scrubbers for timestamps, GUIDs and paths.",
])
